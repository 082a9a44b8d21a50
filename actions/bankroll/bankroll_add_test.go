package bankroll_test

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/tierline/tierline/transport/apitest"
)

func TestBankrollAdd(t *testing.T) {
	h := apitest.NewAt(t, now)
	ann := h.NewPlayer(t, "read,write")

	t.Run("a deposit is stored and returned with the new balance", func(t *testing.T) {
		data := ann.MustAction(t, "bankroll_add", map[string]any{
			"entry_type": "deposit", "amount": 500.25, "occurred_on": "2026-06-01", "note": "paycheck",
		})
		e := data["entry"].(map[string]any)
		for k, v := range map[string]any{"entry_type": "deposit", "occurred_on": "2026-06-01", "note": "paycheck"} {
			if e[k] != v {
				t.Errorf("entry.%s = %v, want %v", k, e[k], v)
			}
		}
		apitest.WantNumber(t, "entry.amount", e["amount"], 500.25)
		apitest.WantNumber(t, "balance", data["balance"], 500.25)
		if n := h.Count(t, "bankroll_entries", "account_id = ? AND id = ? AND entry_type = 'deposit' AND amount_cents = 50025", ann.Account.ID, e["id"]); n != 1 {
			t.Errorf("%d entry rows, want 1", n)
		}
	})

	t.Run("occurred_on defaults to today and the amount is kept to the cent", func(t *testing.T) {
		data := ann.MustAction(t, "bankroll_add", map[string]any{"entry_type": "withdrawal", "amount": 100.004})
		e := data["entry"].(map[string]any)
		if e["occurred_on"] != "2026-06-10" {
			t.Errorf("occurred_on = %v, want today 2026-06-10", e["occurred_on"])
		}
		if v, ok := e["note"]; !ok || v != nil {
			t.Errorf("note = %v, want null", v)
		}
		apitest.WantNumber(t, "entry.amount", e["amount"], 100)
		apitest.WantNumber(t, "balance", data["balance"], 400.25)
	})

	t.Run("an adjustment may be negative and is added with its sign", func(t *testing.T) {
		data := ann.MustAction(t, "bankroll_add", map[string]any{"entry_type": "adjustment", "amount": -0.26})
		apitest.WantNumber(t, "entry.amount", data["entry"].(map[string]any)["amount"], -0.26)
		apitest.WantNumber(t, "balance", data["balance"], 399.99)
	})

	t.Run("the new balance counts closed sessions but not open ones", func(t *testing.T) {
		p := h.NewPlayer(t, "read,write")
		addSession(t, p, now.Add(-5*time.Hour), true, apitest.USDPtr(-49.99))
		addSession(t, p, now.Add(-time.Hour), false, nil)
		data := p.MustAction(t, "bankroll_add", map[string]any{"entry_type": "deposit", "amount": 100})
		apitest.WantNumber(t, "balance", data["balance"], 50.01)
	})

	invalid := []struct {
		name   string
		fields map[string]any
		field  string
		says   string
	}{
		{"entry_type is missing", map[string]any{"amount": 5}, "entry_type", "is required"},
		{"entry_type is not one of the three", map[string]any{"entry_type": "bonus", "amount": 5}, "entry_type", "deposit, withdrawal, adjustment"},
		{"amount is missing", map[string]any{"entry_type": "deposit"}, "amount", "is required"},
		{"amount is not a number", map[string]any{"entry_type": "deposit", "amount": "5"}, "amount", "must be a number"},
		{"a deposit is 0", map[string]any{"entry_type": "deposit", "amount": 0}, "amount", "greater than 0"},
		{"a deposit is negative", map[string]any{"entry_type": "deposit", "amount": -5}, "amount", "greater than 0"},
		{"a withdrawal is negative", map[string]any{"entry_type": "withdrawal", "amount": -5}, "amount", "greater than 0"},
		{"a deposit rounds to 0 cents", map[string]any{"entry_type": "deposit", "amount": 0.004}, "amount", "greater than 0"},
		{"an adjustment is 0", map[string]any{"entry_type": "adjustment", "amount": 0}, "amount", "must not be 0"},
		{"an adjustment rounds to 0 cents", map[string]any{"entry_type": "adjustment", "amount": -0.001}, "amount", "must not be 0"},
		{"an adjustment is under minus a billion", map[string]any{"entry_type": "adjustment", "amount": -1000000000.01}, "amount", "at least -1000000000"},
		{"amount is over a billion", map[string]any{"entry_type": "deposit", "amount": 1000000000.01}, "amount", "at most"},
		{"occurred_on is not a date", map[string]any{"entry_type": "deposit", "amount": 5, "occurred_on": "06/01/2026"}, "occurred_on", "YYYY-MM-DD"},
		{"occurred_on is in the future", map[string]any{"entry_type": "deposit", "amount": 5, "occurred_on": "2026-06-11"}, "occurred_on", "after today"},
		{"note is too long", map[string]any{"entry_type": "deposit", "amount": 5, "note": strings.Repeat("x", 2001)}, "note", "2000"},
	}
	for _, tt := range invalid {
		t.Run("400 when "+tt.name, func(t *testing.T) {
			before := h.Count(t, "bankroll_entries", "account_id = ?", ann.Account.ID)
			e := ann.Action(t, "bankroll_add", tt.fields).WantInvalid(t, tt.field)
			if !strings.Contains(e.Message, tt.says) {
				t.Errorf("message %q does not say %q", e.Message, tt.says)
			}
			if after := h.Count(t, "bankroll_entries", "account_id = ?", ann.Account.ID); after != before {
				t.Errorf("a rejected request wrote %d entries", after-before)
			}
		})
	}

	t.Run("a key without write is refused with 403", func(t *testing.T) {
		ann.WithKey(t, "read").Action(t, "bankroll_add", map[string]any{"entry_type": "deposit", "amount": 5}).
			WantError(t, http.StatusForbidden, "insufficient_scope", `"write"`)
	})
}
