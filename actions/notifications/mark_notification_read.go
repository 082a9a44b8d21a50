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
		Name:      "mark_notification_read",
		Area:      "notifications",
		Kind:      registry.KindWrite,
		Summary:   "Mark one notification, or all of them, read.",
		Rules: "Give notification_id, or all: true to mark every unread notification read; one of the two is required, not both. " +
			"updated is how many were marked now: a notification read already keeps its read_at and counts 0.",
		Example: map[string]any{"all": true},
	}, markNotificationRead)
}

type markNotificationReadInput struct {
	NotificationID *string `json:"notification_id" validate:"omitempty,uuid"`
	All            *bool   `json:"all"`
}

// Check holds the rules tags cannot say.
func (in *markNotificationReadInput) Check() error {
	all := in.All != nil && *in.All
	switch {
	case in.NotificationID == nil && !all:
		return domain.Invalid("notification_id", "is required unless all is true")
	case in.NotificationID != nil && all:
		return domain.Invalid("all", "must not be true when notification_id is given: mark one notification or all of them")
	}
	return nil
}

type markNotificationReadOutput struct {
	Updated int `json:"updated"`
}

func markNotificationRead(ctx context.Context, env *registry.Env, in *markNotificationReadInput) (*markNotificationReadOutput, error) {
	now := domain.NewTimestamp(env.Now())
	var (
		n   int
		err error
	)
	if in.NotificationID != nil {
		n, err = persistence.MarkNotificationRead(ctx, env.DB, env.Caller.AccountID, actionkit.ID(*in.NotificationID), now)
	} else {
		n, err = persistence.MarkAllNotificationsRead(ctx, env.DB, env.Caller.AccountID, now)
	}
	if err != nil {
		return nil, fmt.Errorf("mark_notification_read: %w", err)
	}
	return &markNotificationReadOutput{Updated: n}, nil
}
