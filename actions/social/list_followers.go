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
		Name:      "list_followers",
		Area:      "social",
		Kind:      registry.KindRead,
		Summary:   "List the players who follow you.",
		Rules: "followers is {handle, display_name, since}, latest follow first (same instant: by handle); only the " +
			"public profile is shown; count is the number of followers.",
	}, listFollowers)
}

type listFollowersInput struct {
	actionkit.Page
}

type listFollowersOutput struct {
	Followers []persistence.FollowLink `json:"followers"`
	Count     int                      `json:"count"`
}

func listFollowers(ctx context.Context, env *registry.Env, in *listFollowersInput) (*listFollowersOutput, error) {
	links, n, err := persistence.FollowersOf(ctx, env.DB, env.Caller.AccountID, in.Paging())
	if err != nil {
		return nil, fmt.Errorf("list_followers: %w", err)
	}
	return &listFollowersOutput{Followers: links, Count: n}, nil
}
