package transport_test

import (
	"net/http"
	"sync"
	"testing"

	"github.com/google/uuid"

	"github.com/tierline/tierline/transport/apitest"
)

// TestLockFreeWritesOfOneAccountRunAtOnce sends bursts of one account's
// writes that take no account lock (registry.Spec.LockFree), each with
// its own Idempotency-Key: every answer is 200, every request its own row
// with its activity and its idempotency record. On PostgreSQL these
// transactions really overlap; SQLite runs them one after another.
func TestLockFreeWritesOfOneAccountRunAtOnce(t *testing.T) {
	const burst = 30
	h := apitest.New(t, apitest.Options{})
	tests := []struct {
		action string
		fields map[string]any
		table  string
		events int // activity events per request
	}{
		{"add_trip", map[string]any{"casino_name": "Burst Casino", "coin_in": 10}, "trips", 1},
		{"add_offer", map[string]any{"casino_name": "Burst Casino", "value": 25}, "offers", 0},
		{"add_voucher", map[string]any{"casino_name": "Burst Casino", "amount": 5}, "vouchers", 0},
	}
	for _, tt := range tests {
		t.Run(tt.action, func(t *testing.T) {
			p := h.NewPlayer(t, "read,write")
			body := map[string]any{"action": tt.action}
			for k, v := range tt.fields {
				body[k] = v
			}
			res := make([]apitest.Response, burst)
			var wg sync.WaitGroup
			for i := range burst {
				wg.Add(1)
				go func() {
					defer wg.Done()
					res[i] = p.Post(t, "/v1/player", body, idemHeader(uuid.NewString()))
				}()
			}
			wg.Wait()
			for _, r := range res {
				if r.Status != http.StatusOK {
					t.Fatalf("status %d: %s", r.Status, r.Body)
				}
			}
			if n := h.Count(t, tt.table, "account_id = ?", p.Account.ID); n != burst {
				t.Errorf("%d %s rows, want %d", n, tt.table, burst)
			}
			if n := h.Count(t, "activity_events", "account_id = ?", p.Account.ID); n != burst*tt.events {
				t.Errorf("%d activity events, want %d", n, burst*tt.events)
			}
			if n := idemRows(t, h, p); n != burst {
				t.Errorf("%d idempotency records, want %d", n, burst)
			}
		})
	}
}
