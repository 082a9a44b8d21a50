package trips

import (
	"context"
	"fmt"
	"strings"

	"github.com/tierline/tierline/actions/actionkit"
	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
)

func init() {
	registry.Register(registry.Spec{
		Namespace: "player",
		Name:      "list_trips",
		Area:      "trips",
		Kind:      registry.KindRead,
		Summary:   "List the player's trips, filtered by casino and dates.",
		Rules: "casino_name matches every spelling of the casino it means (" + persistence.CasinoMatchRule + "); from and to (inclusive) bound start_date, " +
			"so with either one a trip without a start_date does not match; to must be on or after from. " +
			"Sorted by start_date, latest first (trips without one last), then newest first, then id. " +
			"Each trip carries the spec's Trip fields and its notes; count is the number of matching trips.",
	}, listTrips)
}

type listTripsInput struct {
	actionkit.Page
	CasinoName *string      `json:"casino_name" validate:"omitempty,max=200"`
	From       *domain.Date `json:"from"`
	To         *domain.Date `json:"to"`
}

// Check holds the rules tags cannot say.
func (in *listTripsInput) Check() error {
	if in.CasinoName != nil && strings.TrimSpace(*in.CasinoName) == "" {
		return domain.Invalid("casino_name", "must not be blank")
	}
	return actionkit.CheckPeriod(in.From, in.To)
}

type listTripsOutput struct {
	Trips []tripView `json:"trips"`
	Count int        `json:"count"`
}

func listTrips(ctx context.Context, env *registry.Env, in *listTripsInput) (*listTripsOutput, error) {
	rec := persistence.NewRecords(env.DB, env.Caller.AccountID)
	f := persistence.TripFilter{From: in.From, To: in.To}
	if in.CasinoName != nil {
		_, keys, err := rec.CasinoKeysOf(ctx, persistence.NewCasinoResolver(env.DB), *in.CasinoName)
		if err != nil {
			return nil, fmt.Errorf("list_trips: %w", err)
		}
		f.CasinoKeys = keys
	}
	trips, n, err := rec.TripsMatching(ctx, f, in.Paging())
	if err != nil {
		return nil, fmt.Errorf("list_trips: %w", err)
	}
	return &listTripsOutput{Trips: viewTrips(trips), Count: n}, nil
}
