package notifications

import (
	"context"
	"fmt"

	"github.com/tierline/tierline/actions/actionkit"
	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
)

func init() {
	registry.Register(registry.Spec{
		Namespace: "player",
		Name:      "list_notifications",
		Area:      "notifications",
		Kind:      registry.KindRead,
		Summary:   "List the player's notifications, newest first.",
		Rules: "Before listing, the expiry notifications that are due are made: one for each available offer whose expiration_date, " +
			"open voucher whose expires_on and tier whose tier_expires_at falls from today (UTC) through today plus the settings' " +
			"offer_expiring_days, voucher_expiring_days or tier_expiring_days (0 = expiring today), once per item and expiry date, " +
			"skipping kinds the player turned off; the other kinds are made when their event happens. " +
			"Not marked Writes: making them is idempotent (a dedupe key per item and date, insert-or-ignore), so it needs no transaction " +
			"and an interrupted run is completed by the next call, and a list is never replayed from an Idempotency-Key. " +
			"unread_only (default false) keeps unread ones. Newest first (created_at, then id, descending). " +
			"count is the notifications matching the filter; unread is all unread notifications of the player, whatever the filter or page.",
	}, listNotifications)
}

type listNotificationsInput struct {
	actionkit.Page
	UnreadOnly *bool `json:"unread_only"`
}

type listNotificationsOutput struct {
	Notifications []persistence.Notification `json:"notifications"`
	Count         int                        `json:"count"`
	Unread        int                        `json:"unread"`
}

func listNotifications(ctx context.Context, env *registry.Env, in *listNotificationsInput) (*listNotificationsOutput, error) {
	account := env.Caller.AccountID
	if _, err := persistence.ProduceExpiryNotifications(ctx, env.DB, account, env.Today(), domain.NewTimestamp(env.Now())); err != nil {
		return nil, fmt.Errorf("list_notifications: %w", err)
	}
	list, err := persistence.NotificationsOf(ctx, env.DB, account, in.UnreadOnly != nil && *in.UnreadOnly, in.Paging())
	if err != nil {
		return nil, fmt.Errorf("list_notifications: %w", err)
	}
	return &listNotificationsOutput{Notifications: list.Notifications, Count: list.Count, Unread: list.Unread}, nil
}
