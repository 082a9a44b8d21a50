package notifications

import (
	"strings"

	"github.com/tierline/tierline/persistence"
)

// settingsView is a player's notification settings as the actions return
// them: the three lead times in days and every kind with whether it is on.
type settingsView struct {
	OfferExpiringDays   int             `json:"offer_expiring_days"`
	TierExpiringDays    int             `json:"tier_expiring_days"`
	VoucherExpiringDays int             `json:"voucher_expiring_days"`
	Kinds               map[string]bool `json:"kinds"`
}

func viewSettings(s *persistence.NotificationSettings) settingsView {
	kinds := make(map[string]bool, len(persistence.NotificationKinds))
	for _, k := range persistence.NotificationKinds {
		kinds[k] = s.Enabled(k)
	}
	return settingsView{
		OfferExpiringDays:   s.OfferExpiringDays,
		TierExpiringDays:    s.TierExpiringDays,
		VoucherExpiringDays: s.VoucherExpiringDays,
		Kinds:               kinds,
	}
}

// kindList is the kinds in words, for Rules and messages.
var kindList = strings.Join(persistence.NotificationKinds, ", ")
