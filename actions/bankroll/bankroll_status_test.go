package bankroll_test

import (
	"net/http"
	"testing"
	"time"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/transport/apitest"
)

func TestBankrollStatus(t *testing.T) {
	h := apitest.NewAt(t, now)

	t.Run("a new player has a zero balance and no budget", func(t *testing.T) {
		p := h.NewPlayer(t, "read,write")
		data := p.MustAction(t, "bankroll_status", nil)
		for _, k := range []string{"balance", "deposits", "withdrawals", "adjustments", "gaming_net", "ytd_net"} {
			apitest.WantNumber(t, k, data[k], 0)
		}
		if v, ok := data["budget_remaining"]; !ok || v != nil {
			t.Errorf("budget_remaining = %v (present %v), want null", v, ok)
		}
		if b, ok := data["budgets"].([]any); !ok || len(b) != 0 {
			t.Errorf("budgets = %v, want []", data["budgets"])
		}
	})

	t.Run("entries add up to the exact cent", func(t *testing.T) {
		p := h.NewPlayer(t, "read,write")
		for range 10 {
			p.MustAction(t, "bankroll_add", map[string]any{"entry_type": "deposit", "amount": 0.1})
		}
		tenDimes := p.MustAction(t, "bankroll_status", nil)
		apitest.WantNumber(t, "deposits of ten 0.10", tenDimes["deposits"], 1)
		apitest.WantNumber(t, "balance of ten 0.10", tenDimes["balance"], 1)
		p.MustAction(t, "bankroll_add", map[string]any{"entry_type": "deposit", "amount": 1000.07})
		p.MustAction(t, "bankroll_add", map[string]any{"entry_type": "withdrawal", "amount": 0.3})
		p.MustAction(t, "bankroll_add", map[string]any{"entry_type": "withdrawal", "amount": 200.2})
		p.MustAction(t, "bankroll_add", map[string]any{"entry_type": "adjustment", "amount": -0.2})
		p.MustAction(t, "bankroll_add", map[string]any{"entry_type": "adjustment", "amount": 0.03})
		data := p.MustAction(t, "bankroll_status", nil)
		apitest.WantNumber(t, "deposits", data["deposits"], 1001.07)
		apitest.WantNumber(t, "withdrawals", data["withdrawals"], 200.5)
		apitest.WantNumber(t, "adjustments", data["adjustments"], -0.17)
		apitest.WantNumber(t, "gaming_net", data["gaming_net"], 0)
		apitest.WantNumber(t, "balance", data["balance"], 800.4)
	})

	t.Run("closed sessions make the gaming net, this year's the ytd net, and budgets count this period's losses", func(t *testing.T) {
		p := h.NewPlayer(t, "read")
		addSession(t, p, time.Date(2025, 12, 31, 23, 0, 0, 0, time.UTC), true, apitest.USDPtr(500.0))  // last year
		addSession(t, p, time.Date(2026, 5, 31, 22, 0, 0, 0, time.UTC), true, apitest.USDPtr(-120.45)) // last month
		addSession(t, p, time.Date(2026, 6, 7, 20, 0, 0, 0, time.UTC), true, apitest.USDPtr(-9.99))    // Sunday: last week
		addSession(t, p, time.Date(2026, 6, 8, 1, 0, 0, 0, time.UTC), true, apitest.USDPtr(-30.1))     // Monday: this week
		addSession(t, p, time.Date(2026, 6, 10, 9, 0, 0, 0, time.UTC), true, apitest.USDPtr(-20.0))    // today
		addSession(t, p, time.Date(2026, 6, 10, 11, 0, 0, 0, time.UTC), true, apitest.USDPtr(15.55))   // today, a win
		addSession(t, p, time.Date(2026, 6, 10, 12, 0, 0, 0, time.UTC), true, nil)                     // closed, no result
		addSession(t, p, time.Date(2026, 6, 10, 14, 0, 0, 0, time.UTC), false, apitest.USDPtr(-300.0)) // open: does not count
		// A session_minutes limit is not a budget; budget_day's pending
		// loosening has passed its cooling-off, budget_month's has not.
		addLimit(t, p, persistence.RGLimit{Kind: "session_minutes", Amount: 60}) // minutes
		past, future := domain.NewTimestamp(now.Add(-time.Hour)), domain.NewTimestamp(now.Add(time.Hour))
		addLimit(t, p, persistence.RGLimit{Kind: "budget_day", Amount: apitest.USD(25).Cents(), PendingAmount: new(apitest.USD(50).Cents()), PendingEffectiveAt: &past})
		addLimit(t, p, persistence.RGLimit{Kind: "budget_week", Amount: apitest.USD(40).Cents()})
		addLimit(t, p, persistence.RGLimit{Kind: "budget_month", Amount: apitest.USD(1000).Cents(), PendingAmount: new(apitest.USD(5000).Cents()), PendingEffectiveAt: &future})
		other := h.NewPlayer(t, "read,write")
		other.MustAction(t, "bankroll_add", map[string]any{"entry_type": "deposit", "amount": 77})
		addSession(t, other, time.Date(2026, 6, 10, 9, 0, 0, 0, time.UTC), true, apitest.USDPtr(-1000.0))

		data := p.MustAction(t, "bankroll_status", nil)
		apitest.WantNumber(t, "gaming_net", data["gaming_net"], 335.01) // 500 − 120.45 − 9.99 − 30.10 − 20 + 15.55
		apitest.WantNumber(t, "balance", data["balance"], 335.01)
		apitest.WantNumber(t, "ytd_net", data["ytd_net"], -164.99)
		apitest.WantNumber(t, "deposits", data["deposits"], 0)
		budgets := data["budgets"].([]any)
		want := []struct {
			kind                     string
			amount, spent, remaining float64
		}{
			{"budget_day", 50, 20, 30},
			{"budget_week", 40, 50.1, 0},
			{"budget_month", 1000, 60.09, 939.91},
		}
		if len(budgets) != len(want) {
			t.Fatalf("budgets = %v, want %d items", budgets, len(want))
		}
		for i, w := range want {
			b := budgets[i].(map[string]any)
			if b["kind"] != w.kind {
				t.Errorf("budgets[%d].kind = %v, want %s", i, b["kind"], w.kind)
			}
			apitest.WantNumber(t, w.kind+" amount", b["amount"], w.amount)
			apitest.WantNumber(t, w.kind+" spent", b["spent"], w.spent)
			apitest.WantNumber(t, w.kind+" remaining", b["remaining"], w.remaining)
		}
		apitest.WantNumber(t, "budget_remaining", data["budget_remaining"], 0)
		if data["as_of"] != "2026-06-10" {
			t.Errorf("as_of = %v, want 2026-06-10", data["as_of"])
		}
	})

	t.Run("budget_remaining is the smallest remaining budget", func(t *testing.T) {
		p := h.NewPlayer(t, "read")
		addSession(t, p, time.Date(2026, 6, 9, 9, 0, 0, 0, time.UTC), true, apitest.USDPtr(-60.25))
		addLimit(t, p, persistence.RGLimit{Kind: "budget_day", Amount: apitest.USD(100).Cents()})
		addLimit(t, p, persistence.RGLimit{Kind: "budget_week", Amount: apitest.USD(150).Cents()})
		data := p.MustAction(t, "bankroll_status", nil)
		apitest.WantNumber(t, "budget_remaining", data["budget_remaining"], 89.75) // week: 150 − 60.25; day: 100 (yesterday's loss is not today's)
	})

	t.Run("a key without read is refused with 403", func(t *testing.T) {
		p := h.NewPlayer(t, "write")
		p.Action(t, "bankroll_status", nil).WantError(t, http.StatusForbidden, "insufficient_scope", `"read"`)
	})
}
