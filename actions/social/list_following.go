package social

import (
	"context"
	"fmt"

	"github.com/tierline/tierline/actions/actionkit"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
)

func init() {
	registry.Register(registry.Spec{
		Namespace: "player",
		Name:      "list_following",
		Area:      "social",
		Kind:      registry.KindRead,
		Summary:   "List the players you follow.",
		Rules: "following is {handle, display_name, since}, latest follow first (same instant: by handle); only the " +
			"public profile is shown, whatever the player's consents; count is the number of players followed.",
	}, listFollowing)
}

type listFollowingInput struct {
	actionkit.Page
}

type listFollowingOutput struct {
	Following []persistence.FollowLink `json:"following"`
	Count     int                      `json:"count"`
}

func listFollowing(ctx context.Context, env *registry.Env, in *listFollowingInput) (*listFollowingOutput, error) {
	links, n, err := persistence.FollowingOf(ctx, env.DB, env.Caller.AccountID, in.Paging())
	if err != nil {
		return nil, fmt.Errorf("list_following: %w", err)
	}
	return &listFollowingOutput{Following: links, Count: n}, nil
}
