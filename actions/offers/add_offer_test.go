package offers_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/google/uuid"

	"github.com/tierline/tierline/transport/apitest"
)

func TestAddOffer(t *testing.T) {
	h := apitest.NewAt(t, now)
	ann := h.NewPlayer(t, "read,write")

	t.Run("an offer is stored available and returned with the spec's fields, code and description", func(t *testing.T) {
		data := ann.MustAction(t, "add_offer", map[string]any{
			"casino_name": "  Wynn   Las Vegas ", "offer_type": "free_play", "value": 125.456,
			"expiration_date": "2026-07-01", "code": "FP125", "description": "Free play, June mailer",
		})
		o := data["offer"].(map[string]any)
		want := map[string]any{
			"casino_name": "Wynn Las Vegas", "offer_type": "free_play", "status": "available",
			"expiration_date": "2026-07-01", "code": "FP125", "description": "Free play, June mailer",
			"created_at": "2026-06-10T15:00:00Z",
		}
		for k, v := range want {
			if o[k] != v {
				t.Errorf("offer.%s = %v, want %v", k, o[k], v)
			}
		}
		if got := apitest.NumText(t, o["value"]); got != "125.46" {
			t.Errorf("value = %s, want 125.46 (kept to the cent)", got)
		}
		if _, err := uuid.Parse(o["id"].(string)); err != nil {
			t.Errorf("id %v is not a uuid", o["id"])
		}
		if n := h.Count(t, "offers", "account_id = ? AND id = ? AND status = 'available' AND casino_name = ? AND code = ?",
			ann.Account.ID, o["id"], "Wynn Las Vegas", "FP125"); n != 1 {
			t.Errorf("%d offer rows, want 1", n)
		}
	})

	t.Run("only casino_name is required; the rest is null", func(t *testing.T) {
		o := ann.MustAction(t, "add_offer", map[string]any{"casino_name": "Aria"})["offer"].(map[string]any)
		for _, k := range []string{"offer_type", "value", "expiration_date", "code", "description"} {
			if v, ok := o[k]; !ok || v != nil {
				t.Errorf("offer.%s = %v (present %v), want null", k, v, ok)
			}
		}
		if o["status"] != "available" {
			t.Errorf("status = %v, want available", o["status"])
		}
	})

	t.Run("an offer whose expiration_date has passed reads expired at once", func(t *testing.T) {
		o := ann.MustAction(t, "add_offer", map[string]any{"casino_name": "Aria", "expiration_date": "2026-06-09"})["offer"].(map[string]any)
		if o["status"] != "expired" {
			t.Errorf("status = %v, want expired", o["status"])
		}
	})

	t.Run("an offer expiring today is still available", func(t *testing.T) {
		o := ann.MustAction(t, "add_offer", map[string]any{"casino_name": "Aria", "expiration_date": "2026-06-10"})["offer"].(map[string]any)
		if o["status"] != "available" {
			t.Errorf("status = %v, want available", o["status"])
		}
	})

	invalid := []struct {
		name   string
		fields map[string]any
		field  string
	}{
		{"casino_name is missing", map[string]any{"value": 10}, "casino_name"},
		{"casino_name is blank", map[string]any{"casino_name": "   "}, "casino_name"},
		{"casino_name is not a string", map[string]any{"casino_name": 5}, "casino_name"},
		{"casino_name is too long", map[string]any{"casino_name": strings.Repeat("x", 201)}, "casino_name"},
		{"offer_type is not one of the six", map[string]any{"casino_name": "X", "offer_type": "spa"}, "offer_type"},
		{"value is negative", map[string]any{"casino_name": "X", "value": -0.01}, "value"},
		{"value is not a number", map[string]any{"casino_name": "X", "value": "ten"}, "value"},
		{"expiration_date is not a date", map[string]any{"casino_name": "X", "expiration_date": "2026-02-30"}, "expiration_date"},
		{"code is too long", map[string]any{"casino_name": "X", "code": strings.Repeat("c", 101)}, "code"},
		{"description is too long", map[string]any{"casino_name": "X", "description": strings.Repeat("d", 2001)}, "description"},
	}
	for _, tt := range invalid {
		t.Run("400 when "+tt.name, func(t *testing.T) {
			before := h.Count(t, "offers", "account_id = ?", ann.Account.ID)
			ann.Action(t, "add_offer", tt.fields).WantInvalid(t, tt.field)
			if after := h.Count(t, "offers", "account_id = ?", ann.Account.ID); after != before {
				t.Errorf("a rejected request wrote %d offers", after-before)
			}
		})
	}

	t.Run("a key without write is refused with 403", func(t *testing.T) {
		ann.WithKey(t, "read").Action(t, "add_offer", map[string]any{"casino_name": "X"}).
			WantError(t, http.StatusForbidden, "insufficient_scope", `"write"`)
	})
}
