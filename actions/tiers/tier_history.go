package tiers

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
		Name:      "tier_history",
		Area:      "tiers",
		Kind:      registry.KindRead,
		Summary:   "Every recorded change of your tier and points, oldest first.",
		Rules: "Every upsert_tier and delete_tier appends one change: created, updated or deleted, with the tier and points_balance " +
			"after it (for deleted: the ones the row had). casino_name filters to one casino, every spelling of it recorded (" + persistence.CasinoMatchRule + "); " +
			"without it every casino is listed. Oldest first (recorded_at, then creation order); paged with limit " +
			"(default 50, max 200) and offset; count is the number of matching changes. A casino with no history gives an empty list.",
	}, tierHistory)
}

type tierHistoryInput struct {
	CasinoName *string `json:"casino_name" validate:"omitempty,max=200"`
	actionkit.Page
}

type tierHistoryOutput struct {
	Changes []persistence.TierChange `json:"changes"`
	Count   int                      `json:"count"`
}

func tierHistory(ctx context.Context, env *registry.Env, in *tierHistoryInput) (*tierHistoryOutput, error) {
	rec := persistence.NewRecords(env.DB, env.Caller.AccountID)
	var changes []persistence.TierChange
	var n int
	var err error
	if in.CasinoName != nil {
		changes, n, err = rec.TierChangesAt(ctx, persistence.NewCasinoResolver(env.DB), *in.CasinoName, in.Paging())
	} else {
		changes, n, err = rec.TierChanges(ctx, "", in.Paging())
	}
	if err != nil {
		return nil, fmt.Errorf("tier_history: %w", err)
	}
	return &tierHistoryOutput{Changes: changes, Count: n}, nil
}
