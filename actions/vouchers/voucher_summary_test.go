package vouchers_test

import (
	"net/http"
	"testing"
)

func TestVoucherSummary(t *testing.T) {
	h := newHarness(t)

	t.Run("a player without vouchers has nothing outstanding", func(t *testing.T) {
		data := h.NewPlayer(t, "read").MustAction(t, "voucher_summary", nil)
		for _, k := range []string{"outstanding_total", "outstanding_count", "expired_count", "expired_total", "redeemed_count"} {
			wantNumber(t, k, data[k], 0)
		}
		soon := data["expiring_within_30_days"].(map[string]any)
		wantNumber(t, "expiring count", soon["count"], 0)
		wantNumber(t, "expiring total", soon["total"], 0)
	})

	t.Run("open vouchers are outstanding, to the cent, and those ending within 30 days are counted apart", func(t *testing.T) {
		p := h.NewPlayer(t, "read")
		id := p.Account.ID
		for range 10 {
			storeVoucher(t, h, id, "open", 0.1, nil) // ten dimes: 1.00 exactly
		}
		storeVoucher(t, h, id, "open", 20.2, day(0))    // last day: outstanding and expiring
		storeVoucher(t, h, id, "open", 30.3, day(30))   // the 30th day: expiring
		storeVoucher(t, h, id, "open", 40.4, day(31))   // outstanding, not expiring soon
		storeVoucher(t, h, id, "open", 5.55, day(-1))   // past expires_on: expired
		storeVoucher(t, h, id, "expired", 4.45, nil)    // stored expired
		storeVoucher(t, h, id, "redeemed", 100, day(3)) // cashed
		other := h.NewPlayer(t, "read")
		storeVoucher(t, h, other.Account.ID, "open", 999, day(1))

		data := p.MustAction(t, "voucher_summary", nil)
		wantNumber(t, "outstanding_total", data["outstanding_total"], 91.9) // 1 + 20.2 + 30.3 + 40.4
		wantNumber(t, "outstanding_count", data["outstanding_count"], 13)
		soon := data["expiring_within_30_days"].(map[string]any)
		wantNumber(t, "expiring count", soon["count"], 2)
		wantNumber(t, "expiring total", soon["total"], 50.5)
		if soon["through"] != "2026-07-10" {
			t.Errorf("through = %v, want 2026-07-10", soon["through"])
		}
		wantNumber(t, "expired_count", data["expired_count"], 2)
		wantNumber(t, "expired_total", data["expired_total"], 10)
		wantNumber(t, "redeemed_count", data["redeemed_count"], 1)
		if data["as_of"] != "2026-06-10" {
			t.Errorf("as_of = %v, want 2026-06-10", data["as_of"])
		}
	})

	t.Run("a key without read is refused with 403", func(t *testing.T) {
		h.NewPlayer(t, "write").Action(t, "voucher_summary", nil).WantError(t, http.StatusForbidden, "insufficient_scope", `"read"`)
	})
}
