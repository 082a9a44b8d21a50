package social

import (
	"context"
	"fmt"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
)

func init() {
	registry.Register(registry.Spec{
		Namespace: "player",
		Name:      "follow_player",
		Area:      "social",
		Kind:      registry.KindWrite,
		Summary:   "Follow another player by handle.",
		Rules: "The follower needs a profile first (update_profile): followers are listed by handle, so a player without " +
			"one gets 400 naming handle. Following yourself is 400; a handle no player has is 404. Following a player " +
			"you already follow changes nothing and returns the same follow with created: false. The first follow of " +
			"a player sends them one new_follower notification (never a second one from the same follower, even after " +
			"unfollowing and following again). You see a followed player's activity only while they grant " +
			"social_visibility (see activity_feed). Result: following {handle, display_name, since} and created.",
		Example: map[string]any{"handle": "lucky_bob"},
	}, followPlayer)
}

type followPlayerInput struct {
	Handle string `json:"handle" validate:"required,handle"`
}

type followingView struct {
	publicProfile
	Since domain.Timestamp `json:"since"`
}

type followPlayerOutput struct {
	Following followingView `json:"following"`
	Created   bool          `json:"created"`
}

func followPlayer(ctx context.Context, env *registry.Env, in *followPlayerInput) (*followPlayerOutput, error) {
	me, err := persistence.PlayerProfileOf(ctx, env.DB, env.Caller.AccountID)
	if err != nil {
		return nil, fmt.Errorf("follow_player: %w", err)
	}
	if me == nil {
		return nil, domain.Invalid("handle", "you need a profile to follow players: create one with update_profile and a handle of your own first")
	}
	them, err := playerByHandle(ctx, env.DB, in.Handle)
	if err != nil {
		return nil, fmt.Errorf("follow_player: %w", err)
	}
	if them.AccountID == env.Caller.AccountID {
		return nil, domain.Invalid("handle", "is your own handle: you cannot follow yourself")
	}
	now := domain.NewTimestamp(env.Now())
	f, created, err := persistence.AddFollow(ctx, env.DB, env.Caller.AccountID, them.AccountID, now)
	if err != nil {
		return nil, fmt.Errorf("follow_player: %w", err)
	}
	if created {
		if _, err := persistence.Notify(ctx, env.DB, &persistence.Notification{
			AccountID: them.AccountID,
			Kind:      persistence.NotifyNewFollower,
			Title:     "@" + me.Handle + " started following you",
			DedupeKey: persistence.NotifyNewFollower + ":" + env.Caller.AccountID.String(),
		}, now); err != nil {
			return nil, fmt.Errorf("follow_player: %w", err)
		}
	}
	return &followPlayerOutput{
		Following: followingView{publicProfile{Handle: them.Handle, DisplayName: them.DisplayName}, f.CreatedAt},
		Created:   created,
	}, nil
}
