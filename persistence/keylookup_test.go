package persistence_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/tierline/tierline/internal/domain/apikeys"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/persistence/dbtest"
)

// TestTheKeyLookupIsPreparedOncePerConnection: on PostgreSQL every
// authenticated request looks its key up, so the statement is parsed once
// per connection and then only run; after the server ends the session it
// is prepared again on the next one, and the lookup still answers.
func TestTheKeyLookupIsPreparedOncePerConnection(t *testing.T) {
	if dbtest.Store() != "postgres" {
		t.Skip("prepared statements are PostgreSQL's; SQLite runs the statement bun writes")
	}
	wire, db := dbtest.OpenThroughWire(t)
	db.SetMaxOpenConns(1)
	acct := dbtest.NewAccount(t, db, persistence.RolePlayer)
	secret, key := dbtest.NewKey(t, db, acct, "read", time.Time{})

	isLookup := func(q string) bool { return strings.Contains(q, "WHERE k.secret_hash = $1") }
	count := func(qs []string) (n int) {
		for _, q := range qs {
			if isLookup(q) {
				n++
			}
		}
		return n
	}
	lookUp := func() {
		t.Helper()
		found, err := persistence.NewAccounts(db).KeyByHash(context.Background(), apikeys.Hash(secret))
		if err != nil || found.Key.ID != key.ID || found.Account.ID != acct.ID {
			t.Fatalf("KeyByHash: %+v, %v; want key %s of account %s", found, err, key.ID, acct.ID)
		}
	}
	wire.Reset()
	for range 3 {
		lookUp()
	}
	if ran, parsed := count(wire.Take()), count(wire.Prepared()); ran != 3 || parsed != 1 {
		t.Errorf("3 lookups on one connection: run %d times, parsed %d times; want 3 and 1", ran, parsed)
	}

	killSession(t, db)
	lookUp()
	if parsed := count(wire.Prepared()); parsed != 2 {
		t.Errorf("after the session ended: parsed %d times in all, want 2 (once more, on the new connection)", parsed)
	}
}
