package notifications

import (
	"context"
	"fmt"
	"slices"
	"sort"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
)

func init() {
	registry.Register(registry.Spec{
		Namespace: "player",
		Name:      "update_notification_settings",
		Area:      "notifications",
		Kind:      registry.KindWrite,
		Summary:   "Change the player's notification settings.",
		Rules: "Fields left out keep their value (the defaults until first changed: 7, 30 and 14 days, every kind on). " +
			"offer_expiring_days, tier_expiring_days and voucher_expiring_days are whole numbers from 0 to 365 (0 = announce on the expiry day only). " +
			"kinds is an object of kind to true (on) or false (off); kinds not named keep their state; the kinds are " + kindList + ". " +
			"Turning a kind off stops new notifications of it; those made already stay. Returns settings: the whole settings, as get_notification_settings shows them.",
	}, updateNotificationSettings)
}

type updateNotificationSettingsInput struct {
	OfferExpiringDays   *int            `json:"offer_expiring_days" validate:"omitempty,gte=0,lte=365"`
	TierExpiringDays    *int            `json:"tier_expiring_days" validate:"omitempty,gte=0,lte=365"`
	VoucherExpiringDays *int            `json:"voucher_expiring_days" validate:"omitempty,gte=0,lte=365"`
	Kinds               map[string]bool `json:"kinds"`
}

// Check holds the rules tags cannot say.
func (in *updateNotificationSettingsInput) Check() error {
	names := make([]string, 0, len(in.Kinds))
	for k := range in.Kinds {
		names = append(names, k)
	}
	sort.Strings(names)
	for _, k := range names {
		if !slices.Contains(persistence.NotificationKinds, k) {
			return domain.Invalid("kinds", "unknown kind %q: the kinds are %s", k, kindList)
		}
	}
	return nil
}

type updateNotificationSettingsOutput struct {
	Settings settingsView `json:"settings"`
}

func updateNotificationSettings(ctx context.Context, env *registry.Env, in *updateNotificationSettingsInput) (*updateNotificationSettingsOutput, error) {
	s, err := persistence.NotificationSettingsOf(ctx, env.DB, env.Caller.AccountID)
	if err != nil {
		return nil, fmt.Errorf("update_notification_settings: %w", err)
	}
	if in.OfferExpiringDays != nil {
		s.OfferExpiringDays = *in.OfferExpiringDays
	}
	if in.TierExpiringDays != nil {
		s.TierExpiringDays = *in.TierExpiringDays
	}
	if in.VoucherExpiringDays != nil {
		s.VoucherExpiringDays = *in.VoucherExpiringDays
	}
	var disabled []string
	for _, k := range persistence.NotificationKinds {
		on, named := in.Kinds[k]
		if (named && !on) || (!named && !s.Enabled(k)) {
			disabled = append(disabled, k)
		}
	}
	persistence.SetNotificationKindsDisabled(s, disabled)
	s.UpdatedAt = domain.NewTimestamp(env.Now())
	if err := persistence.SaveNotificationSettings(ctx, env.DB, s); err != nil {
		return nil, fmt.Errorf("update_notification_settings: %w", err)
	}
	return &updateNotificationSettingsOutput{Settings: viewSettings(s)}, nil
}
