package visits

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
		Name:      "list_visits",
		Area:      "visits",
		Kind:      registry.KindRead,
		Summary:   "List the player's casino visits.",
		Rules: "Filters: casino_name (every spelling of the casino it means: " + persistence.CasinoMatchRule + "), from and to (inclusive, on visited_on; to must be on or after from), " +
			"trip_id (the visits linked to that trip; it must be one of the player's trips). " +
			"Sorted by visited_on, latest first, then latest check-in, then id; count is the number of matching visits.",
	}, listVisits)
}

type listVisitsInput struct {
	actionkit.Page
	CasinoName *string      `json:"casino_name" validate:"omitempty,max=200"`
	From       *domain.Date `json:"from"`
	To         *domain.Date `json:"to"`
	TripID     *string      `json:"trip_id" validate:"omitempty,uuid"`
}

// Check holds the rules tags cannot say.
func (in *listVisitsInput) Check() error {
	if in.CasinoName != nil && strings.TrimSpace(*in.CasinoName) == "" {
		return domain.Invalid("casino_name", "must not be blank")
	}
	return actionkit.CheckPeriod(in.From, in.To)
}

type listVisitsOutput struct {
	Visits []persistence.Visit `json:"visits"`
	Count  int                 `json:"count"`
}

func listVisits(ctx context.Context, env *registry.Env, in *listVisitsInput) (*listVisitsOutput, error) {
	rec := persistence.NewRecords(env.DB, env.Caller.AccountID)
	f := persistence.VisitFilter{From: in.From, To: in.To}
	if in.CasinoName != nil {
		_, keys, err := rec.CasinoKeysOf(ctx, persistence.NewCasinoResolver(env.DB), *in.CasinoName)
		if err != nil {
			return nil, fmt.Errorf("list_visits: %w", err)
		}
		f.CasinoKeys = keys
	}
	tripID, err := callersTrip(ctx, rec, in.TripID)
	if err != nil {
		return nil, fmt.Errorf("list_visits: %w", err)
	}
	f.TripID = tripID
	visits, n, err := rec.Visits(ctx, f, in.Paging())
	if err != nil {
		return nil, fmt.Errorf("list_visits: %w", err)
	}
	return &listVisitsOutput{Visits: visits, Count: n}, nil
}
