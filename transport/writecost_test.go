package transport_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/google/uuid"

	"github.com/tierline/tierline/persistence/dbtest"
	"github.com/tierline/tierline/transport/apitest"
)

// TestAWriteSendsFewStatements counts what add_trip sends to PostgreSQL,
// on the wire: with an Idempotency-Key at most 6 statements, the API key
// and account read counted as one (issue 16): key+account, BEGIN with
// the transaction id, the key's record, the trip with its activity, the
// record with the answer, COMMIT.
func TestAWriteSendsFewStatements(t *testing.T) {
	if dbtest.Store() != "postgres" {
		t.Skip("counts PostgreSQL protocol messages; SQLite has no wire")
	}
	dbtest.Seeded(t)
	wire, db := dbtest.OpenThroughWire(t)
	h := apitest.New(t, apitest.Options{DB: db})
	p := h.NewPlayer(t, "read,write")
	key := uuid.NewString()

	tests := []struct {
		name    string
		headers map[string]string
		max     int
		replay  bool
	}{
		{"add_trip with an Idempotency-Key", idemHeader(key), 6, false},
		{"its replay", idemHeader(key), 4, true},
		{"add_trip without one", nil, 4, false},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprintf("%s sends at most %d statements", tt.name, tt.max), func(t *testing.T) {
			wire.Reset()
			res := p.Post(t, "/v1/player", tripBody, tt.headers)
			if res.Status != 200 || (res.Header.Get("Idempotent-Replayed") == "true") != tt.replay {
				t.Fatalf("status %d, replayed %q: %s", res.Status, res.Header.Get("Idempotent-Replayed"), res.Body)
			}
			sent := wire.Sent()
			auth := 0
			for _, q := range sent {
				if strings.HasPrefix(strings.ToUpper(q), "BEGIN") {
					break
				}
				if keyOrAccountRE.MatchString(q) {
					auth++
				}
			}
			for i, q := range sent {
				t.Logf("%d. %.150s", i+1, q)
			}
			if auth == 0 || auth > 2 {
				t.Errorf("%d key and account reads before the transaction, want 1 or 2", auth)
			}
			// The key and account read counts as one however many it
			// takes (another change makes it one statement).
			if n := len(sent) - (auth - 1); n > tt.max {
				t.Errorf("%d statements (key and account as one), want at most %d", n, tt.max)
			}
		})
	}
}
