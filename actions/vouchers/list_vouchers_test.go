package vouchers_test

import (
	"net/http"
	"slices"
	"testing"

	"github.com/tierline/tierline/transport/apitest"
)

func TestListVouchers(t *testing.T) {
	h := apitest.NewAt(t, now)
	ann := h.NewPlayer(t, "read,write")
	pastDate := storeVoucher(t, ann, "open", 10, apitest.Day(now, -1)) // reads expired
	lastDay := storeVoucher(t, ann, "open", 20, apitest.Day(now, 0))
	later := storeVoucher(t, ann, "open", 30, apitest.Day(now, 60))
	redeemed := storeVoucher(t, ann, "redeemed", 40, apitest.Day(now, 90))
	undatedOld := storeVoucher(t, ann, "open", 50, nil)
	marked := storeVoucher(t, ann, "expired", 60, nil)
	undatedNew := storeVoucher(t, ann, "open", 70, nil)
	bob := h.NewPlayer(t, "read,write")
	storeVoucher(t, bob, "open", 80, apitest.Day(now, 5))

	cases := []struct {
		name   string
		fields map[string]any
		want   []string
		count  int
	}{
		{"all the player's vouchers come soonest expiry first, undated last and newest first", nil,
			idsOf(pastDate, lastDay, later, redeemed, undatedNew, marked, undatedOld), 7},
		{"status open keeps open vouchers not past their expires_on", map[string]any{"status": "open"},
			idsOf(lastDay, later, undatedNew, undatedOld), 4},
		{"status expired finds vouchers past their expires_on and those stored expired", map[string]any{"status": "expired"},
			idsOf(pastDate, marked), 2},
		{"status redeemed finds the cashed voucher", map[string]any{"status": "redeemed"}, idsOf(redeemed), 1},
		{"a page is a slice and count is every match", map[string]any{"status": "open", "limit": 2, "offset": 1},
			idsOf(later, undatedNew), 4},
	}
	for _, tt := range cases {
		t.Run(tt.name, func(t *testing.T) {
			data := ann.MustAction(t, "list_vouchers", tt.fields)
			if got := apitest.IDs(t, data["vouchers"]); !slices.Equal(got, tt.want) {
				t.Errorf("vouchers = %v, want %v", got, tt.want)
			}
			apitest.WantNumber(t, "count", data["count"], float64(tt.count))
			if st, ok := tt.fields["status"]; ok {
				for _, it := range data["vouchers"].([]any) {
					if s := it.(map[string]any)["status"]; s != st {
						t.Errorf("a voucher reads %v under the filter %v", s, st)
					}
				}
			}
		})
	}

	t.Run("a player without vouchers gets an empty list", func(t *testing.T) {
		data := h.NewPlayer(t, "read").MustAction(t, "list_vouchers", nil)
		if v, ok := data["vouchers"].([]any); !ok || len(v) != 0 {
			t.Errorf("vouchers = %v, want []", data["vouchers"])
		}
	})

	for _, tt := range []struct {
		name   string
		fields map[string]any
		field  string
	}{
		{"status is not a state", map[string]any{"status": "cashed"}, "status"},
		{"limit is over 200", map[string]any{"limit": 201}, "limit"},
		{"offset is negative", map[string]any{"offset": -1}, "offset"},
		{"limit is not a whole number", map[string]any{"limit": "10"}, "limit"},
	} {
		t.Run("400 when "+tt.name, func(t *testing.T) {
			ann.Action(t, "list_vouchers", tt.fields).WantInvalid(t, tt.field)
		})
	}

	t.Run("a key without read is refused with 403", func(t *testing.T) {
		ann.WithKey(t, "write").Action(t, "list_vouchers", nil).WantError(t, http.StatusForbidden, "insufficient_scope", `"read"`)
	})
}
