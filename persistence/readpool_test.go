package persistence_test

import (
	"context"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/persistence/dbtest"
)

// TestReadsDoNotWaitForTheWriter: while a write transaction is open (on
// SQLite, its one writer connection), a read through the action store
// completes, sees only what is committed, and sees the write once it
// commits. A read that waited for the writer would never finish: the
// writer lets go only after the read is done.
func TestReadsDoNotWaitForTheWriter(t *testing.T) {
	db, reader := dbtest.OpenWithReadPool(t)
	ctx := context.Background()
	store := persistence.NewSplitActionStore(reader, db)
	acct := dbtest.NewAccount(t, db, persistence.RolePlayer)
	addTrip := func(ctx context.Context, db bun.IDB, casino string) error {
		now := domain.NewTimestamp(time.Now())
		return persistence.NewRecords(db, acct.ID).AddTrip(ctx, &persistence.Trip{ID: uuid.New(), CasinoName: casino, CreatedAt: now, UpdatedAt: now})
	}
	trips := func() []string {
		t.Helper()
		var names []string
		err := store.Read(ctx, func(ctx context.Context, db bun.IDB) error {
			rows, _, err := persistence.NewRecords(db, acct.ID).Trips(ctx, persistence.Page{}, nil)
			names = nil
			for _, r := range rows {
				names = append(names, r.CasinoName)
			}
			return err
		})
		if err != nil {
			t.Fatalf("read: %v", err)
		}
		return names
	}
	if err := addTrip(ctx, db, "Bellagio"); err != nil {
		t.Fatal(err)
	}

	writing, release, written := make(chan struct{}), make(chan struct{}), make(chan error, 1)
	go func() {
		written <- store.InTx(ctx, func(ctx context.Context, tx bun.IDB) error {
			if err := addTrip(ctx, tx, "Aria"); err != nil {
				return err
			}
			close(writing)
			<-release
			return nil
		})
	}()
	select {
	case <-writing:
	case err := <-written:
		t.Fatalf("the write ended before it was held open: %v", err)
	}
	during := trips()
	close(release)
	if err := <-written; err != nil {
		t.Fatalf("write: %v", err)
	}
	after := trips()

	if len(during) != 1 || during[0] != "Bellagio" {
		t.Errorf("read while the write was open: %q, want only the committed [Bellagio]", during)
	}
	if len(after) != 2 {
		t.Errorf("read after the commit: %q, want Bellagio and Aria", after)
	}
}

// TestTheReadPoolRefusesWrites: on SQLite the read pool's connections are
// read-only, and a write there fails before changing anything; PostgreSQL
// keeps its one pool for both.
func TestTheReadPoolRefusesWrites(t *testing.T) {
	db, reader := dbtest.OpenWithReadPool(t)
	ctx := context.Background()
	if postgres := persistence.IsPostgres(db); postgres != (reader == db) {
		t.Fatalf("PostgreSQL %v, the read pool is the writer's pool %v: want one pool on PostgreSQL only", postgres, reader == db)
	} else if postgres {
		return
	}
	acct := &persistence.Account{ID: uuid.New(), Email: "reader@example.com", Role: persistence.RolePlayer, CreatedAt: domain.NewTimestamp(time.Now())}
	err := persistence.NewAccounts(reader).Create(ctx, acct)
	if !persistence.WriteRefused(err) {
		t.Fatalf("a write on the read pool: %v, want it refused", err)
	}
	if _, err := persistence.NewAccounts(db).ByID(ctx, acct.ID); domain.ErrorCode(err) != domain.ENOTFOUND {
		t.Errorf("the refused account exists: %v", err)
	}
}
