package vouchers_test

import (
	"net/http"
	"testing"

	"github.com/tierline/tierline/transport/apitest"
)

func TestVoucherSummary(t *testing.T) {
	h := apitest.NewAt(t, now)

	t.Run("a player without vouchers has nothing outstanding", func(t *testing.T) {
		data := h.NewPlayer(t, "read").MustAction(t, "voucher_summary", nil)
		for _, k := range []string{"outstanding_total", "outstanding_count", "expired_count", "expired_total", "redeemed_count"} {
			apitest.WantNumber(t, k, data[k], 0)
		}
		soon := data["expiring_within_30_days"].(map[string]any)
		apitest.WantNumber(t, "expiring count", soon["count"], 0)
		apitest.WantNumber(t, "expiring total", soon["total"], 0)
	})

	t.Run("open vouchers are outstanding, to the cent, and those ending within 30 days are counted apart", func(t *testing.T) {
		p := h.NewPlayer(t, "read")
		for range 10 {
			storeVoucher(t, p, "open", 0.1, nil) // ten dimes: 1.00 exactly
		}
		storeVoucher(t, p, "open", 20.2, apitest.Day(now, 0))    // last day: outstanding and expiring
		storeVoucher(t, p, "open", 30.3, apitest.Day(now, 30))   // the 30th day: expiring
		storeVoucher(t, p, "open", 40.4, apitest.Day(now, 31))   // outstanding, not expiring soon
		storeVoucher(t, p, "open", 5.55, apitest.Day(now, -1))   // past expires_on: expired
		storeVoucher(t, p, "expired", 4.45, nil)                 // stored expired
		storeVoucher(t, p, "redeemed", 100, apitest.Day(now, 3)) // cashed
		other := h.NewPlayer(t, "read")
		storeVoucher(t, other, "open", 999, apitest.Day(now, 1))

		data := p.MustAction(t, "voucher_summary", nil)
		apitest.WantNumber(t, "outstanding_total", data["outstanding_total"], 91.9) // 1 + 20.2 + 30.3 + 40.4
		apitest.WantNumber(t, "outstanding_count", data["outstanding_count"], 13)
		soon := data["expiring_within_30_days"].(map[string]any)
		apitest.WantNumber(t, "expiring count", soon["count"], 2)
		apitest.WantNumber(t, "expiring total", soon["total"], 50.5)
		if soon["through"] != "2026-07-10" {
			t.Errorf("through = %v, want 2026-07-10", soon["through"])
		}
		apitest.WantNumber(t, "expired_count", data["expired_count"], 2)
		apitest.WantNumber(t, "expired_total", data["expired_total"], 10)
		apitest.WantNumber(t, "redeemed_count", data["redeemed_count"], 1)
		if data["as_of"] != "2026-06-10" {
			t.Errorf("as_of = %v, want 2026-06-10", data["as_of"])
		}
	})

	t.Run("a key without read is refused with 403", func(t *testing.T) {
		h.NewPlayer(t, "write").Action(t, "voucher_summary", nil).WantError(t, http.StatusForbidden, "insufficient_scope", `"read"`)
	})
}
