package trips

import (
	"context"
	"fmt"

	"github.com/tierline/tierline/actions/actionkit"
	"github.com/tierline/tierline/internal/domain/tally"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
)

func init() {
	registry.Register(registry.Spec{
		Namespace: "player",
		Name:      "trip_summary",
		Area:      "trips",
		Kind:      registry.KindRead,
		Summary:   "Add up one trip: play, results, theo, ADT and the offers tied to it.",
		Rules: "From the sessions linked to the trip: sessions (all), open_sessions; hours = the ended sessions' durations; " +
			"coin_in = the trip's own coin_in when recorded, else the sum of the sessions' coin_in (coin_in_source says \"trip\" or \"sessions\"; null when neither is known); " +
			"net_result = the sum of the ended sessions' results (null without an ended session); " +
			"theo = the sum of the sessions' theo, computed with the gaming package's session theo where a session has none stored " +
			"(theo_sessions counts the sessions included; null when none has a theo); " +
			"gaming_days = the distinct UTC calendar days on which a session started; adt = theo ÷ gaming_days. " +
			"Offers tied to the trip: same casino (whatever the case and spacing) and created or expiring between start_date and end_date inclusive " +
			"(a trip with one date: that day; without dates: none); offers_value sums their values, redeemed_value those redeemed. " +
			"Money in dollars, rounded to the cent.",
	}, tripSummary)
}

type tripSummaryInput struct {
	TripID string `json:"trip_id" validate:"required,uuid"`
}

type tripSummaryOutput struct {
	Trip tripView `json:"trip"`
	*tally.TripSummary
	Offers []persistence.Offer `json:"offers"`
}

func tripSummary(ctx context.Context, env *registry.Env, in *tripSummaryInput) (*tripSummaryOutput, error) {
	rec := persistence.NewRecords(env.DB, env.Caller.AccountID)
	t, err := rec.Trip(ctx, actionkit.ID(in.TripID))
	if err != nil {
		return nil, fmt.Errorf("trip_summary: %w", err)
	}
	sum, offers, err := rec.SummarizeTrip(ctx, t, env.Today())
	if err != nil {
		return nil, fmt.Errorf("trip_summary: %w", err)
	}
	return &tripSummaryOutput{Trip: viewTrip(t), TripSummary: sum, Offers: offers}, nil
}
