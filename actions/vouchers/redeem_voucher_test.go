package vouchers_test

import (
	"net/http"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/transport/apitest"
)

func TestRedeemVoucher(t *testing.T) {
	h := apitest.NewAt(t, now)
	ann := h.NewPlayer(t, "read,write")

	from := []struct {
		name    string
		stored  string
		expires *domain.Date
		allowed bool
		says    string
	}{
		{"an open voucher without an expiry", "open", nil, true, ""},
		{"an open voucher expiring next month", "open", apitest.Day(now, 30), true, ""},
		{"an open voucher on its last day", "open", apitest.Day(now, 0), true, ""},
		{"an open voucher past its expires_on", "open", apitest.Day(now, -1), false, "voucher_id: the voucher expired on 2026-06-09 and can no longer be redeemed"},
		{"a redeemed voucher", "redeemed", nil, false, "voucher_id: the voucher was already redeemed at 2026-06-10T14:00:00Z"},
		{"a voucher stored expired", "expired", nil, false, "voucher_id: the voucher is expired and can no longer be redeemed"},
	}
	for _, f := range from {
		verb := "is refused with 400"
		if f.allowed {
			verb = "is redeemed now"
		}
		t.Run(f.name+" "+verb, func(t *testing.T) {
			v := storeVoucher(t, ann, f.stored, 20, f.expires)
			res := ann.Action(t, "redeem_voucher", map[string]any{"voucher_id": v.ID})
			after := apitest.Read[persistence.Voucher](t, h, v.ID)
			if !f.allowed {
				if e := res.WantInvalid(t, "voucher_id"); e.Message != f.says {
					t.Errorf("message = %q, want %q", e.Message, f.says)
				}
				if after.Status != f.stored || (after.RedeemedAt == nil) != (v.RedeemedAt == nil) {
					t.Errorf("a refused redemption changed the row: %+v", after)
				}
				return
			}
			got := res.Data(t)["voucher"].(map[string]any)
			if got["id"] != v.ID.String() || got["status"] != "redeemed" || got["redeemed_at"] != "2026-06-10T15:00:00Z" {
				t.Errorf("voucher = %v, want it redeemed at 2026-06-10T15:00:00Z", got)
			}
			if after.Status != "redeemed" || after.RedeemedAt == nil || !after.RedeemedAt.Equal(now) {
				t.Errorf("stored: status %s, redeemed_at %v; want redeemed at %s", after.Status, after.RedeemedAt, now)
			}
		})
	}

	t.Run("redeeming the same voucher twice is refused the second time", func(t *testing.T) {
		v := storeVoucher(t, ann, "open", 20, nil)
		ann.MustAction(t, "redeem_voucher", map[string]any{"voucher_id": v.ID})
		h.Clock.Advance(time.Hour)
		defer h.Clock.Set(now)
		ann.Action(t, "redeem_voucher", map[string]any{"voucher_id": v.ID}).WantInvalid(t, "voucher_id")
		if at := apitest.Read[persistence.Voucher](t, h, v.ID).RedeemedAt; at == nil || !at.Equal(now) {
			t.Errorf("redeemed_at = %v, want the first redemption %s", at, now)
		}
	})

	t.Run("another account's voucher is not found and stays open", func(t *testing.T) {
		bob := h.NewPlayer(t, "read,write")
		v := storeVoucher(t, bob, "open", 20, nil)
		ann.Action(t, "redeem_voucher", map[string]any{"voucher_id": v.ID}).WantError(t, http.StatusNotFound, "not_found", "No voucher has the id")
		if s := apitest.Read[persistence.Voucher](t, h, v.ID).Status; s != "open" {
			t.Errorf("another account's voucher is now %s", s)
		}
	})

	t.Run("an id that does not exist is not found", func(t *testing.T) {
		ann.Action(t, "redeem_voucher", map[string]any{"voucher_id": uuid.NewString()}).WantError(t, http.StatusNotFound, "not_found", "No voucher has the id")
	})

	for _, tt := range []struct {
		name   string
		fields map[string]any
	}{
		{"voucher_id is missing", map[string]any{}},
		{"voucher_id is not a uuid", map[string]any{"voucher_id": "ticket-1234"}},
		{"voucher_id is not a string", map[string]any{"voucher_id": 1234}},
	} {
		t.Run("400 when "+tt.name, func(t *testing.T) {
			ann.Action(t, "redeem_voucher", tt.fields).WantInvalid(t, "voucher_id")
		})
	}

	t.Run("a key without write is refused with 403", func(t *testing.T) {
		v := storeVoucher(t, ann, "open", 20, nil)
		ann.WithKey(t, "read").Action(t, "redeem_voucher", map[string]any{"voucher_id": v.ID}).
			WantError(t, http.StatusForbidden, "insufficient_scope", `"write"`)
		if s := apitest.Read[persistence.Voucher](t, h, v.ID).Status; s != "open" {
			t.Errorf("a refused request redeemed the voucher")
		}
	})
}
