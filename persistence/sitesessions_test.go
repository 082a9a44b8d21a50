package persistence_test

import (
	"context"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/persistence/dbtest"
)

func TestSessionStore(t *testing.T) {
	db := dbtest.Open(t)
	ctx := context.Background()
	acct := dbtest.NewAccount(t, db, persistence.RolePlayer)
	// The test's "session data" is the account id itself.
	store := persistence.NewSessionStore(db, func(b []byte) (uuid.UUID, bool) {
		id, err := uuid.ParseBytes(b)
		return id, err == nil
	})
	count := func(where string, args ...any) int {
		t.Helper()
		n, err := db.NewSelect().Table("site_sessions").Where(where, args...).Count(ctx)
		if err != nil {
			t.Fatal(err)
		}
		return int(n)
	}

	t.Run("a committed session is found until it expires, with its account", func(t *testing.T) {
		if err := store.CommitCtx(ctx, "tok-1", []byte(acct.ID.String()), time.Now().Add(time.Hour)); err != nil {
			t.Fatal(err)
		}
		b, found, err := store.FindCtx(ctx, "tok-1")
		if err != nil || !found || string(b) != acct.ID.String() {
			t.Errorf("Find = %q, %v, %v", b, found, err)
		}
		if count("token_hash = ? AND account_id = ?", "tok-1", acct.ID) != 1 {
			t.Error("the row does not name its account")
		}
		if err := store.CommitCtx(ctx, "tok-2", []byte("anonymous"), time.Now().Add(-time.Second)); err != nil {
			t.Fatal(err)
		}
		if _, found, err := store.FindCtx(ctx, "tok-2"); found || err != nil {
			t.Errorf("an expired session is found (%v)", err)
		}
		if n, err := persistence.PurgeSessions(ctx, db, time.Now()); err != nil || n != 1 {
			t.Errorf("PurgeSessions = %d, %v; want the expired one", n, err)
		}
	})

	t.Run("a session of an account deleted meanwhile is not stored again", func(t *testing.T) {
		if err := store.CommitCtx(ctx, "tok-ghost", []byte(uuid.NewString()), time.Now().Add(time.Hour)); err != nil {
			t.Errorf("Commit = %v, want nil", err)
		}
		if count("token_hash = ?", "tok-ghost") != 0 {
			t.Error("the session was stored")
		}
	})

	t.Run("ending an account's sessions deletes them all, and only them", func(t *testing.T) {
		other := dbtest.NewAccount(t, db, persistence.RolePlayer)
		for _, tok := range []string{"a-1", "a-2"} {
			if err := store.CommitCtx(ctx, tok, []byte(acct.ID.String()), time.Now().Add(time.Hour)); err != nil {
				t.Fatal(err)
			}
		}
		if err := store.CommitCtx(ctx, "b-1", []byte(other.ID.String()), time.Now().Add(time.Hour)); err != nil {
			t.Fatal(err)
		}
		if err := persistence.EndSessions(ctx, db, acct.ID); err != nil {
			t.Fatal(err)
		}
		if count("account_id = ?", acct.ID) != 0 || count("account_id = ?", other.ID) != 1 {
			t.Error("wrong sessions ended")
		}
		if err := store.DeleteCtx(ctx, "b-1"); err != nil || count("account_id = ?", other.ID) != 0 {
			t.Errorf("Delete: %v", err)
		}
	})
}
