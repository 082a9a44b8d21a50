package bankroll_test

import (
	"net/http"
	"testing"
	"time"

	"github.com/tierline/tierline/transport/apitest"
)

func TestBankrollHistory(t *testing.T) {
	h := apitest.NewAt(t, now)
	ann := h.NewPlayer(t, "read,write")
	// Recorded out of date order; the history sorts them by occurred_on.
	for _, e := range []map[string]any{
		{"entry_type": "deposit", "amount": 300, "occurred_on": "2026-03-01"},
		{"entry_type": "deposit", "amount": 0.1, "occurred_on": "2026-01-15"},
		{"entry_type": "withdrawal", "amount": 50.3, "occurred_on": "2026-03-01"},
		{"entry_type": "adjustment", "amount": -0.2, "occurred_on": "2026-04-30"},
		{"entry_type": "deposit", "amount": 0.2, "occurred_on": "2026-05-20"},
	} {
		ann.MustAction(t, "bankroll_add", e)
		h.Clock.Advance(time.Minute) // entries of one day keep the order they were recorded in
	}
	// Sessions are not entries: they move the balance, not the running balance.
	addSession(t, ann, now.Add(-24*time.Hour), true, apitest.USDPtr(-1000.0))
	other := h.NewPlayer(t, "read,write")
	other.MustAction(t, "bankroll_add", map[string]any{"entry_type": "deposit", "amount": 999, "occurred_on": "2026-03-01"})

	type row struct {
		on      string
		amount  float64
		running float64
	}
	all := []row{
		{"2026-01-15", 0.1, 0.1},
		{"2026-03-01", 300, 300.1},
		{"2026-03-01", 50.3, 249.8},
		{"2026-04-30", -0.2, 249.6},
		{"2026-05-20", 0.2, 249.8},
	}
	cases := []struct {
		name   string
		fields map[string]any
		want   []row
		count  int
	}{
		{"every entry comes oldest first with its running balance", nil, all, 5},
		{"from and to keep the entries of those days, the running balance still counting earlier ones",
			map[string]any{"from": "2026-03-01", "to": "2026-04-30"}, all[1:4], 3},
		{"from alone keeps the entries from that day", map[string]any{"from": "2026-04-01"}, all[3:], 2},
		{"to alone keeps the entries up to that day", map[string]any{"to": "2026-01-15"}, all[:1], 1},
		{"a page is a slice of the window and count is the whole window", map[string]any{"limit": 2, "offset": 1}, all[1:3], 5},
		{"an offset past the end gives no entries", map[string]any{"offset": 50}, nil, 5},
		{"a window with no entries gives an empty list", map[string]any{"from": "2026-06-01"}, nil, 0},
	}
	for _, tt := range cases {
		t.Run(tt.name, func(t *testing.T) {
			data := ann.MustAction(t, "bankroll_history", tt.fields)
			entries, ok := data["entries"].([]any)
			if !ok {
				t.Fatalf("entries = %v, want an array", data["entries"])
			}
			if len(entries) != len(tt.want) {
				t.Fatalf("%d entries, want %d: %v", len(entries), len(tt.want), entries)
			}
			for i, w := range tt.want {
				e := entries[i].(map[string]any)
				if e["occurred_on"] != w.on {
					t.Errorf("entries[%d].occurred_on = %v, want %s", i, e["occurred_on"], w.on)
				}
				apitest.WantNumber(t, "amount", e["amount"], w.amount)
				apitest.WantNumber(t, "running_balance", e["running_balance"], w.running)
			}
			apitest.WantNumber(t, "count", data["count"], float64(tt.count))
		})
	}

	invalid := []struct {
		name   string
		fields map[string]any
		field  string
	}{
		{"to is before from", map[string]any{"from": "2026-03-02", "to": "2026-03-01"}, "to"},
		{"from is not a date", map[string]any{"from": "2026-13-01"}, "from"},
		{"limit is 0", map[string]any{"limit": 0}, "limit"},
		{"limit is over 200", map[string]any{"limit": 201}, "limit"},
		{"offset is negative", map[string]any{"offset": -1}, "offset"},
	}
	for _, tt := range invalid {
		t.Run("400 when "+tt.name, func(t *testing.T) {
			ann.Action(t, "bankroll_history", tt.fields).WantInvalid(t, tt.field)
		})
	}

	t.Run("a key without read is refused with 403", func(t *testing.T) {
		ann.WithKey(t, "write").Action(t, "bankroll_history", nil).WantError(t, http.StatusForbidden, "insufficient_scope", `"read"`)
	})
}
