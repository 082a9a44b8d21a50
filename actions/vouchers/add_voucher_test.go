package vouchers_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/tierline/tierline/transport/apitest"
)

func TestAddVoucher(t *testing.T) {
	h := apitest.NewAt(t, now)
	ann := h.NewPlayer(t, "read,write")

	t.Run("a voucher is stored open and returned", func(t *testing.T) {
		data := ann.MustAction(t, "add_voucher", map[string]any{
			"casino_name": " The  Venetian ", "amount": 87.456, "issued_on": "2026-06-09",
			"expires_on": "2026-12-06", "ticket_last4": "0042",
		})
		v := data["voucher"].(map[string]any)
		want := map[string]any{
			"casino_name": "The Venetian", "issued_on": "2026-06-09", "expires_on": "2026-12-06",
			"ticket_last4": "0042", "status": "open", "redeemed_at": nil, "created_at": "2026-06-10T15:00:00Z",
		}
		for k, w := range want {
			if got, ok := v[k]; !ok || got != w {
				t.Errorf("voucher.%s = %v, want %v", k, got, w)
			}
		}
		apitest.WantNumber(t, "amount", v["amount"], 87.46)
		if n := h.Count(t, "vouchers", "account_id = ? AND id = ? AND status = 'open' AND amount_cents = 8746 AND ticket_last4 = '0042'",
			ann.Account.ID, v["id"]); n != 1 {
			t.Errorf("%d voucher rows, want 1", n)
		}
	})

	t.Run("only casino_name and amount are required; the dates and ticket stay null", func(t *testing.T) {
		v := ann.MustAction(t, "add_voucher", map[string]any{"casino_name": "Aria", "amount": 5})["voucher"].(map[string]any)
		for _, k := range []string{"issued_on", "expires_on", "ticket_last4", "redeemed_at"} {
			if got, ok := v[k]; !ok || got != nil {
				t.Errorf("voucher.%s = %v (present %v), want null", k, got, ok)
			}
		}
	})

	t.Run("expires_on may equal issued_on", func(t *testing.T) {
		ann.MustAction(t, "add_voucher", map[string]any{"casino_name": "Aria", "amount": 5, "issued_on": "2026-06-10", "expires_on": "2026-06-10"})
	})

	t.Run("a voucher whose expires_on has passed reads expired at once", func(t *testing.T) {
		v := ann.MustAction(t, "add_voucher", map[string]any{"casino_name": "Aria", "amount": 5, "expires_on": "2026-06-09"})["voucher"].(map[string]any)
		if v["status"] != "expired" {
			t.Errorf("status = %v, want expired", v["status"])
		}
	})

	invalid := []struct {
		name   string
		fields map[string]any
		field  string
	}{
		{"casino_name is missing", map[string]any{"amount": 5}, "casino_name"},
		{"casino_name is blank", map[string]any{"casino_name": "  ", "amount": 5}, "casino_name"},
		{"casino_name is too long", map[string]any{"casino_name": strings.Repeat("x", 201), "amount": 5}, "casino_name"},
		{"amount is missing", map[string]any{"casino_name": "Aria"}, "amount"},
		{"amount is 0", map[string]any{"casino_name": "Aria", "amount": 0}, "amount"},
		{"amount is negative", map[string]any{"casino_name": "Aria", "amount": -3}, "amount"},
		{"amount rounds to 0 cents", map[string]any{"casino_name": "Aria", "amount": 0.004}, "amount"},
		{"amount is not a number", map[string]any{"casino_name": "Aria", "amount": "5"}, "amount"},
		{"amount is over a billion", map[string]any{"casino_name": "Aria", "amount": 2e9}, "amount"},
		{"issued_on is not a date", map[string]any{"casino_name": "Aria", "amount": 5, "issued_on": "yesterday"}, "issued_on"},
		{"expires_on is not a date", map[string]any{"casino_name": "Aria", "amount": 5, "expires_on": "2026-06-31"}, "expires_on"},
		{"expires_on is before issued_on", map[string]any{"casino_name": "Aria", "amount": 5, "issued_on": "2026-06-10", "expires_on": "2026-06-09"}, "expires_on"},
		{"ticket_last4 has 3 digits", map[string]any{"casino_name": "Aria", "amount": 5, "ticket_last4": "123"}, "ticket_last4"},
		{"ticket_last4 has 5 digits", map[string]any{"casino_name": "Aria", "amount": 5, "ticket_last4": "12345"}, "ticket_last4"},
		{"ticket_last4 has a letter", map[string]any{"casino_name": "Aria", "amount": 5, "ticket_last4": "12a4"}, "ticket_last4"},
		{"ticket_last4 has a sign", map[string]any{"casino_name": "Aria", "amount": 5, "ticket_last4": "-123"}, "ticket_last4"},
		{"ticket_last4 is a number", map[string]any{"casino_name": "Aria", "amount": 5, "ticket_last4": 1234}, "ticket_last4"},
	}
	for _, tt := range invalid {
		t.Run("400 when "+tt.name, func(t *testing.T) {
			before := h.Count(t, "vouchers", "account_id = ?", ann.Account.ID)
			ann.Action(t, "add_voucher", tt.fields).WantInvalid(t, tt.field)
			if after := h.Count(t, "vouchers", "account_id = ?", ann.Account.ID); after != before {
				t.Errorf("a rejected request wrote %d vouchers", after-before)
			}
		})
	}

	t.Run("a key without write is refused with 403", func(t *testing.T) {
		ann.WithKey(t, "read").Action(t, "add_voucher", map[string]any{"casino_name": "Aria", "amount": 5}).
			WantError(t, http.StatusForbidden, "insufficient_scope", `"write"`)
	})
}
