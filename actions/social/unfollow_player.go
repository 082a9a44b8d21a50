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
		Name:      "unfollow_player",
		Area:      "social",
		Kind:      registry.KindWrite,
		Summary:   "Stop following a player.",
		Rules: "A handle no player has is 404; your own handle is 400 (you cannot follow yourself). Unfollowing a player " +
			"you do not follow succeeds and changes nothing: unfollowed is true either way and was_following says " +
			"whether a follow was removed. Their activity leaves your feed at once.",
	}, unfollowPlayer)
}

type unfollowPlayerInput struct {
	Handle string `json:"handle" validate:"required,handle"`
}

type unfollowPlayerOutput struct {
	Unfollowed   bool `json:"unfollowed"`
	WasFollowing bool `json:"was_following"`
}

func unfollowPlayer(ctx context.Context, env *registry.Env, in *unfollowPlayerInput) (*unfollowPlayerOutput, error) {
	them, err := playerByHandle(ctx, env.DB, in.Handle)
	if err != nil {
		return nil, fmt.Errorf("unfollow_player: %w", err)
	}
	if them.AccountID == env.Caller.AccountID {
		return nil, domain.Invalid("handle", "is your own handle: you cannot follow or unfollow yourself")
	}
	removed, err := persistence.RemoveFollow(ctx, env.DB, env.Caller.AccountID, them.AccountID)
	if err != nil {
		return nil, fmt.Errorf("unfollow_player: %w", err)
	}
	return &unfollowPlayerOutput{Unfollowed: true, WasFollowing: removed}, nil
}
