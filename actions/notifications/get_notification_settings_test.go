package notifications_test

import (
	"context"
	"net/http"
	"testing"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/transport/apitest"
)

func TestGetNotificationSettings(t *testing.T) {
	h := apitest.NewAt(t, now)

	t.Run("a player who never changed them gets the defaults with every kind on", func(t *testing.T) {
		ann := h.NewPlayer(t, "read")
		data := ann.MustAction(t, "get_notification_settings", nil)
		for k, want := range map[string]float64{"offer_expiring_days": 7, "tier_expiring_days": 30, "voucher_expiring_days": 14} {
			if got := apitest.Num(t, data[k]); got != want {
				t.Errorf("%s = %v, want %v", k, got, want)
			}
		}
		kinds := data["kinds"].(map[string]any)
		if len(kinds) != len(persistence.NotificationKinds) {
			t.Errorf("kinds = %v, want all %d kinds", kinds, len(persistence.NotificationKinds))
		}
		for _, k := range persistence.NotificationKinds {
			if kinds[k] != true {
				t.Errorf("kinds.%s = %v, want true", k, kinds[k])
			}
		}
		if n := h.Count(t, "notification_settings", "account_id = ?", ann.Account.ID); n != 0 {
			t.Errorf("reading the settings wrote %d rows", n)
		}
	})

	t.Run("stored settings are shown, disabled kinds as false", func(t *testing.T) {
		ann := h.NewPlayer(t, "read")
		s := &persistence.NotificationSettings{AccountID: ann.Account.ID, OfferExpiringDays: 3, TierExpiringDays: 60, VoucherExpiringDays: 0,
			KindsDisabled: "tier_expiring,new_follower", UpdatedAt: domain.NewTimestamp(now)}
		if err := persistence.SaveNotificationSettings(context.Background(), h.DB, s); err != nil {
			t.Fatal(err)
		}
		data := ann.MustAction(t, "get_notification_settings", nil)
		for k, want := range map[string]float64{"offer_expiring_days": 3, "tier_expiring_days": 60, "voucher_expiring_days": 0} {
			if got := apitest.Num(t, data[k]); got != want {
				t.Errorf("%s = %v, want %v", k, got, want)
			}
		}
		kinds := data["kinds"].(map[string]any)
		for _, k := range persistence.NotificationKinds {
			want := k != persistence.NotifyTierExpiring && k != persistence.NotifyNewFollower
			if kinds[k] != want {
				t.Errorf("kinds.%s = %v, want %v", k, kinds[k], want)
			}
		}
	})

	t.Run("a key without read is refused with 403", func(t *testing.T) {
		ann := h.NewPlayer(t, "write")
		ann.Action(t, "get_notification_settings", nil).WantError(t, http.StatusForbidden, "insufficient_scope", `"read"`)
	})
}
