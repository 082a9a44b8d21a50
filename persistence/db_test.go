package persistence_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/persistence/dbtest"
)

// These tests end the server session under a pool connection, as a
// restart or failover of PostgreSQL does, and check what a caller sees.

// onOneConnection is a pool of one connection, so the connection a test
// kills is the one the next statement gets.
func onOneConnection(t *testing.T) *bun.DB {
	t.Helper()
	if dbtest.Store() != "postgres" {
		t.Skip("ending a server session is PostgreSQL's; the embedded SQLite store has none")
	}
	db := dbtest.Open(t)
	db.SetMaxOpenConns(1)
	return db
}

// killSession ends the session behind the pool's idle connection from
// another connection and waits for the server to have said so.
func killSession(t *testing.T, db *bun.DB) {
	t.Helper()
	ctx := context.Background()
	var pid int
	if err := db.NewRaw("SELECT pg_backend_pid()").Scan(ctx, &pid); err != nil {
		t.Fatal(err)
	}
	other := dbtest.Open(t)
	var ended bool
	if err := other.NewRaw("SELECT pg_terminate_backend(?)", pid).Scan(ctx, &ended); err != nil || !ended {
		t.Fatalf("terminating backend %d: %v %v", pid, ended, err)
	}
	for range 100 {
		var alive bool
		if err := other.NewRaw("SELECT EXISTS (SELECT 1 FROM pg_stat_activity WHERE pid = ?)", pid).Scan(ctx, &alive); err != nil {
			t.Fatal(err)
		}
		if !alive {
			return
		}
		time.Sleep(10 * time.Millisecond)
	}
	t.Fatalf("backend %d is still there", pid)
}

func TestAReadOnAConnectionTheServerEndedRunsOnAnother(t *testing.T) {
	db := onOneConnection(t)
	killSession(t, db)
	var one int
	if err := db.NewRaw("SELECT 1").Scan(context.Background(), &one); err != nil || one != 1 {
		t.Fatalf("SELECT after the session ended: %d, %v", one, err)
	}
}

func TestATransactionOnAConnectionTheServerEndedBeginsOnAnother(t *testing.T) {
	db := onOneConnection(t)
	killSession(t, db)
	runs := 0
	err := persistence.RunInTx(context.Background(), db, func(ctx context.Context, tx bun.Tx) error {
		runs++
		_, err := tx.NewRaw("SELECT 1").Exec(ctx)
		return err
	})
	if err != nil || runs != 1 {
		t.Fatalf("RunInTx after the session ended: %d runs, %v", runs, err)
	}
}

func TestATransactionCutOffBeforeItsCommitRunsAgain(t *testing.T) {
	db := onOneConnection(t)
	ctx := context.Background()
	if _, err := db.ExecContext(ctx, "CREATE TABLE fault_probe (run int NOT NULL)"); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _, _ = db.ExecContext(context.Background(), "DROP TABLE fault_probe") })

	t.Run("the cut-off run leaves nothing and the second run commits", func(t *testing.T) {
		runs := 0
		err := persistence.RunInTx(ctx, db, func(ctx context.Context, tx bun.Tx) error {
			runs++
			if _, err := tx.ExecContext(ctx, "INSERT INTO fault_probe (run) VALUES (?)", runs); err != nil {
				return err
			}
			if runs == 1 {
				// The session ends halfway through, as in a failover.
				_, err := tx.ExecContext(ctx, "SELECT pg_terminate_backend(pg_backend_pid())")
				return err
			}
			return nil
		})
		if err != nil || runs != 2 {
			t.Fatalf("RunInTx: %d runs, %v; want 2 runs and no error", runs, err)
		}
		var rows []int
		if err := db.NewRaw("SELECT run FROM fault_probe").Scan(ctx, &rows); err != nil {
			t.Fatal(err)
		}
		if len(rows) != 1 || rows[0] != 2 {
			t.Errorf("rows = %v, want only the second run's", rows)
		}
	})
	t.Run("an error of the transaction itself is not retried", func(t *testing.T) {
		runs := 0
		mistake := errors.New("the action refused")
		err := persistence.RunInTx(ctx, db, func(ctx context.Context, tx bun.Tx) error {
			runs++
			return mistake
		})
		if !errors.Is(err, mistake) || runs != 1 {
			t.Errorf("RunInTx: %d runs, %v; want 1 run and the error", runs, err)
		}
	})
	t.Run("a cancelled request is not retried", func(t *testing.T) {
		cctx, cancel := context.WithCancel(ctx)
		runs := 0
		err := persistence.RunInTx(cctx, db, func(ctx context.Context, tx bun.Tx) error {
			runs++
			cancel()
			_, err := tx.ExecContext(ctx, "SELECT 1")
			return err
		})
		if err == nil || runs != 1 {
			t.Errorf("RunInTx: %d runs, %v; want 1 run and an error", runs, err)
		}
	})
}

// TestAReadCutOffWhileAnsweringRunsAgain: a session that ends after the
// statement was sent fails while the answer is read, which database/sql
// cannot resend; RetryRead runs the read again on another connection.
func TestAReadCutOffWhileAnsweringRunsAgain(t *testing.T) {
	db := onOneConnection(t)
	runs := 0
	var one int
	err := persistence.RetryRead(context.Background(), func(ctx context.Context) error {
		runs++
		if runs == 1 {
			return db.NewRaw("SELECT 1 FROM (SELECT pg_terminate_backend(pg_backend_pid()), pg_sleep(1)) AS ended").Scan(ctx, &one)
		}
		return db.NewRaw("SELECT 1").Scan(ctx, &one)
	})
	if err != nil || runs != 2 || one != 1 {
		t.Fatalf("RetryRead: %d runs, %d, %v; want 2 runs and 1", runs, one, err)
	}
	t.Run("a read that fails for another reason is not run again", func(t *testing.T) {
		runs := 0
		err := persistence.RetryRead(context.Background(), func(ctx context.Context) error {
			runs++
			return db.NewRaw("SELECT no_such_column").Scan(ctx, &one)
		})
		if err == nil || runs != 1 {
			t.Errorf("%d runs, %v; want one run and the error", runs, err)
		}
	})
}
