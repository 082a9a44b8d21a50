package visits

import (
	"context"
	"fmt"

	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
)

func init() {
	registry.Register(registry.Spec{
		Namespace: "player",
		Name:      "visit_stats",
		Area:      "visits",
		Kind:      registry.KindRead,
		Summary:   "Count the player's visits per casino, and the longest streak of months with a visit.",
		Rules: "casinos: one entry per casino (names compared whatever their case and spacing; casino_name is the spelling of the latest visit) " +
			"with visits, first_visit, last_visit and visits_this_year (the calendar year of today, UTC, given as year); " +
			"sorted by visits, most first, then last_visit, latest first, then name. total_visits counts all visits. " +
			"longest_streak_months is the longest run of consecutive calendar months with at least one visit at any casino (0 without visits).",
	}, visitStats)
}

type visitStatsInput struct{}

type visitStatsOutput struct {
	*persistence.VisitStats
}

func visitStats(ctx context.Context, env *registry.Env, _ *visitStatsInput) (*visitStatsOutput, error) {
	stats, err := persistence.NewRecords(env.DB, env.Caller.AccountID).VisitStatsOf(ctx, env.Today())
	if err != nil {
		return nil, fmt.Errorf("visit_stats: %w", err)
	}
	return &visitStatsOutput{VisitStats: stats}, nil
}
