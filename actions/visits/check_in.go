package visits

import (
	"context"
	"fmt"

	"github.com/google/uuid"

	"github.com/tierline/tierline/actions/actionkit"
	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
)

func init() {
	registry.Register(registry.Spec{
		Namespace: "player",
		Name:      "check_in",
		Area:      "visits",
		Kind:      registry.KindWrite,
		Summary:   "Record a visit to a casino on a day.",
		Rules: "casino_name is required (at most 200 characters); visited_on defaults to today (UTC) and cannot be in the future (at most one day after today in UTC, for time zones ahead of it); " +
			"trip_id, when given, must be one of the player's trips. One visit per casino (whatever the case and spacing of its name) and day: " +
			"checking in again returns the visit already recorded, unchanged, with created false; a new visit has created true.",
	}, checkIn)
}

type checkInInput struct {
	CasinoName string       `json:"casino_name" validate:"required,max=200"`
	VisitedOn  *domain.Date `json:"visited_on"`
	TripID     *string      `json:"trip_id" validate:"omitempty,uuid"`
}

// Check holds the rules tags cannot say.
func (in *checkInInput) Check() error {
	if actionkit.CleanName(in.CasinoName) == "" {
		return domain.Invalid("casino_name", "is required")
	}
	return nil
}

type checkInOutput struct {
	Visit   persistence.Visit `json:"visit"`
	Created bool              `json:"created"`
}

func checkIn(ctx context.Context, env *registry.Env, in *checkInInput) (*checkInOutput, error) {
	today := env.Today()
	day := today
	if in.VisitedOn != nil {
		if latest := today.AddDays(1); in.VisitedOn.After(latest) {
			return nil, domain.Invalid("visited_on", "cannot be in the future (at the latest %s, today in the time zones furthest ahead)", latest)
		}
		day = *in.VisitedOn
	}
	rec := persistence.NewRecords(env.DB, env.Caller.AccountID)
	tripID, err := callersTrip(ctx, rec, in.TripID)
	if err != nil {
		return nil, fmt.Errorf("check_in: %w", err)
	}
	v, created, err := rec.CheckIn(ctx, &persistence.Visit{
		ID:         uuid.New(),
		CasinoName: actionkit.CleanName(in.CasinoName),
		VisitedOn:  day,
		TripID:     tripID,
		CreatedAt:  domain.NewTimestamp(env.Now()),
	})
	if err != nil {
		return nil, fmt.Errorf("check_in: %w", err)
	}
	return &checkInOutput{Visit: *v, Created: created}, nil
}
