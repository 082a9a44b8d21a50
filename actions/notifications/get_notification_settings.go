package notifications

import (
	"context"
	"fmt"

	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
)

func init() {
	registry.Register(registry.Spec{
		Namespace: "player",
		Name:      "get_notification_settings",
		Area:      "notifications",
		Kind:      registry.KindRead,
		Summary:   "Show the player's notification settings.",
		Rules: "Until the player changes them: offer_expiring_days 7, tier_expiring_days 30, voucher_expiring_days 14, every kind on. " +
			"The days are how far ahead an expiry is announced. kinds holds every kind (" + kindList + ") with true when it is on.",
	}, getNotificationSettings)
}

type getNotificationSettingsInput struct{}

type getNotificationSettingsOutput struct {
	settingsView
}

func getNotificationSettings(ctx context.Context, env *registry.Env, _ *getNotificationSettingsInput) (*getNotificationSettingsOutput, error) {
	s, err := persistence.NotificationSettingsOf(ctx, env.DB, env.Caller.AccountID)
	if err != nil {
		return nil, fmt.Errorf("get_notification_settings: %w", err)
	}
	return &getNotificationSettingsOutput{viewSettings(s)}, nil
}
