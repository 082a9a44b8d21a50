package registry

import (
	"context"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/scopes"
)

// lockCountingStore runs transactions without a database and counts the
// account locks taken.
type lockCountingStore struct {
	readOnlyStore
	locks int
}

func (s *lockCountingStore) InTx(ctx context.Context, fn func(context.Context, bun.IDB) error) error {
	return fn(ctx, nil)
}

func (s *lockCountingStore) LockAccount(context.Context, bun.IDB, uuid.UUID) error {
	s.locks++
	return nil
}

func TestTheAccountLockIsTakenWhereTheActionDeclaresIt(t *testing.T) {
	r := New()
	for _, s := range []Spec{
		{Namespace: "player", Name: "check_then_write", Area: "tests", Kind: KindWrite, Summary: "Checks, then writes."},
		{Namespace: "player", Name: "add_row", Area: "tests", Kind: KindWrite, LockFree: true, Summary: "Adds a row."},
		{Namespace: "player", Name: "set_thing", Area: "tests", Kind: KindRead, Writes: true, Summary: "A read-scoped write."},
		{Namespace: "player", Name: "read_thing", Area: "tests", Kind: KindRead, Summary: "Reads."},
	} {
		Add(r, s, nop)
	}
	caller := Caller{AccountID: uuid.New(), Role: persistence.RolePlayer, Scopes: scopes.Set{scopes.Read, scopes.Write}, Via: ViaAPIKey}
	tests := []struct {
		action string
		locks  int
	}{
		{"check_then_write", 1},
		{"add_row", 0},
		{"set_thing", 1},
		{"read_thing", 0},
	}
	for _, tt := range tests {
		t.Run(tt.action, func(t *testing.T) {
			store := &lockCountingStore{}
			d := &Dispatcher{Registry: r, Store: store, Now: time.Now, SiteURL: "http://site.test"}
			if _, err := d.Dispatch(context.Background(), caller, Request{Namespace: "player", Action: tt.action}); err != nil {
				t.Fatal(err)
			}
			if store.locks != tt.locks {
				t.Errorf("%d account locks, want %d", store.locks, tt.locks)
			}
		})
	}
}
