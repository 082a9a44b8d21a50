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
		Name:      "activity_feed",
		Area:      "social",
		Kind:      registry.KindRead,
		Summary:   "Recent public activity of the players you follow.",
		Rules: "events are the trip_added, tier_changed and share_link_created events of the players you follow who " +
			"grant social_visibility now, newest first (events of the same instant in a fixed order), each {handle, " +
			"display_name, kind, summary, created_at}; never the ids of their records or their emails. Only events from " +
			"the moment the current grant began are shown: nothing a player did before sharing, or while not sharing. " +
			"A player who withdraws social_visibility disappears from the feed at once, and a new grant shows only what " +
			"follows it. Events of a trip or tier the player has deleted are deleted with it. Events from before you " +
			"followed (but after the grant) are included. Your own activity is not in your feed. " +
			"count is the number of events matching.",
	}, activityFeed)
}

// feedKinds are the activity kinds followers may see.
var feedKinds = []string{persistence.ActivityTripAdded, persistence.ActivityTierChanged, persistence.ActivityShareLinkCreated}

type activityFeedInput struct {
	actionkit.Page
}

type activityFeedOutput struct {
	Events []persistence.FeedEvent `json:"events"`
	Count  int                     `json:"count"`
}

func activityFeed(ctx context.Context, env *registry.Env, in *activityFeedInput) (*activityFeedOutput, error) {
	followees, err := persistence.FolloweeIDsOf(ctx, env.DB, env.Caller.AccountID)
	if err != nil {
		return nil, fmt.Errorf("activity_feed: %w", err)
	}
	sharingSince, err := persistence.GrantedSince(ctx, env.DB, followees, persistence.ConsentSocialVisibility)
	if err != nil {
		return nil, fmt.Errorf("activity_feed: %w", err)
	}
	events, n, err := persistence.ActivityOfPlayers(ctx, env.DB, sharingSince, feedKinds, in.Paging())
	if err != nil {
		return nil, fmt.Errorf("activity_feed: %w", err)
	}
	return &activityFeedOutput{Events: events, Count: n}, nil
}
