package notifications_test

import (
	"context"
	"net/http"
	"testing"

	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/transport/apitest"
)

func TestUpdateNotificationSettings(t *testing.T) {
	h := apitest.NewAt(t, now)
	row := func(t *testing.T, account any) *persistence.NotificationSettings {
		t.Helper()
		var s persistence.NotificationSettings
		if err := h.DB.NewSelect().Model(&s).Where("account_id = ?", account).Scan(context.Background()); err != nil {
			t.Fatal(err)
		}
		return &s
	}

	t.Run("given fields change, the rest keep the defaults, and the row is stored", func(t *testing.T) {
		ann := h.NewPlayer(t, "read,write")
		data := ann.MustAction(t, "update_notification_settings", map[string]any{
			"tier_expiring_days": 45,
			"kinds":              map[string]any{"new_follower": false, "voucher_expiring": false, "offer_expiring": true},
		})
		s := data["settings"].(map[string]any)
		for k, want := range map[string]float64{"offer_expiring_days": 7, "tier_expiring_days": 45, "voucher_expiring_days": 14} {
			if got := apitest.Num(t, s[k]); got != want {
				t.Errorf("%s = %v, want %v", k, got, want)
			}
		}
		kinds := s["kinds"].(map[string]any)
		for _, k := range persistence.NotificationKinds {
			want := k != persistence.NotifyNewFollower && k != persistence.NotifyVoucherExpiring
			if kinds[k] != want {
				t.Errorf("kinds.%s = %v, want %v", k, kinds[k], want)
			}
		}
		r := row(t, ann.Account.ID)
		if r.TierExpiringDays != 45 || r.OfferExpiringDays != 7 || r.VoucherExpiringDays != 14 || r.KindsDisabled != "voucher_expiring,new_follower" {
			t.Errorf("stored row = %+v", r)
		}
	})

	t.Run("a second update changes the same row, and kinds not named keep their state", func(t *testing.T) {
		ann := h.NewPlayer(t, "read,write")
		ann.MustAction(t, "update_notification_settings", map[string]any{"kinds": map[string]any{"new_follower": false, "lead_received": false}})
		data := ann.MustAction(t, "update_notification_settings", map[string]any{"offer_expiring_days": 0, "voucher_expiring_days": 365, "kinds": map[string]any{"new_follower": true}})
		kinds := data["settings"].(map[string]any)["kinds"].(map[string]any)
		if kinds["new_follower"] != true || kinds["lead_received"] != false {
			t.Errorf("kinds = %v, want new_follower back on and lead_received still off", kinds)
		}
		if n := h.Count(t, "notification_settings", "account_id = ?", ann.Account.ID); n != 1 {
			t.Errorf("%d settings rows, want 1", n)
		}
		r := row(t, ann.Account.ID)
		if r.OfferExpiringDays != 0 || r.VoucherExpiringDays != 365 || r.TierExpiringDays != 30 || r.KindsDisabled != "lead_received" {
			t.Errorf("stored row = %+v", r)
		}
		got := ann.MustAction(t, "get_notification_settings", nil)
		if apitest.Num(t, got["offer_expiring_days"]) != 0 || got["kinds"].(map[string]any)["lead_received"] != false {
			t.Errorf("get_notification_settings = %v, want the stored settings", got)
		}
	})

	ann := h.NewPlayer(t, "read,write")
	for _, tt := range []struct {
		name   string
		fields map[string]any
		field  string
	}{
		{"offer_expiring_days is negative", map[string]any{"offer_expiring_days": -1}, "offer_expiring_days"},
		{"tier_expiring_days is over 365", map[string]any{"tier_expiring_days": 366}, "tier_expiring_days"},
		{"voucher_expiring_days is not a whole number", map[string]any{"voucher_expiring_days": 1.5}, "voucher_expiring_days"},
		{"kinds names an unknown kind", map[string]any{"kinds": map[string]any{"offer_expiring": false, "birthday": false}}, "kinds"},
		{"kinds is not an object", map[string]any{"kinds": []string{"offer_expiring"}}, "kinds"},
		{"a kind is not true or false", map[string]any{"kinds": map[string]any{"offer_expiring": "off"}}, "kinds"},
	} {
		t.Run("400 when "+tt.name+", and nothing is stored", func(t *testing.T) {
			ann.Action(t, "update_notification_settings", tt.fields).WantInvalid(t, tt.field)
			if n := h.Count(t, "notification_settings", "account_id = ?", ann.Account.ID); n != 0 {
				t.Errorf("a rejected request stored %d settings rows", n)
			}
		})
	}

	t.Run("a key without write is refused with 403", func(t *testing.T) {
		ann.WithKey(t, "read").Action(t, "update_notification_settings", map[string]any{"offer_expiring_days": 1}).
			WantError(t, http.StatusForbidden, "insufficient_scope", `"write"`)
		if n := h.Count(t, "notification_settings", "account_id = ?", ann.Account.ID); n != 0 {
			t.Errorf("a refused request stored %d settings rows", n)
		}
	})
}
