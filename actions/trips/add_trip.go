package trips

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
		Name:      "add_trip",
		Area:      "trips",
		Kind:      registry.KindWrite,
		LockFree:  true, // a new trip and its event, under new ids
		Summary:   "Record a trip to a casino.",
		Rules:     "end_date must be on or after start_date; coin_in is dollars, at least 0, kept to the cent.",
	}, addTrip)
}

type addTripInput struct {
	CasinoName string        `json:"casino_name" validate:"required,max=200"`
	Property   *string       `json:"property" validate:"omitempty,max=200"`
	StartDate  *domain.Date  `json:"start_date"`
	EndDate    *domain.Date  `json:"end_date"`
	CoinIn     *domain.Money `json:"coin_in" validate:"omitempty,gte=0,lte=1000000000"`
	Notes      *string       `json:"notes" validate:"omitempty,max=2000"`
}

// Check holds the rules tags cannot say.
func (in *addTripInput) Check() error {
	return checkTripFields(in.CasinoName, in.StartDate, in.EndDate)
}

type addTripOutput struct {
	Trip tripView `json:"trip"`
}

func addTrip(ctx context.Context, env *registry.Env, in *addTripInput) (*addTripOutput, error) {
	now := domain.NewTimestamp(env.Now())
	t := &persistence.Trip{
		ID:         uuid.New(),
		CasinoName: actionkit.CleanName(in.CasinoName),
		Property:   in.Property,
		StartDate:  in.StartDate,
		EndDate:    in.EndDate,
		CoinIn:     in.CoinIn,
		Notes:      in.Notes,
		CreatedAt:  now,
		UpdatedAt:  now,
	}
	if err := persistence.NewRecords(env.DB, env.Caller.AccountID).
		AddTripWithActivity(ctx, t, "Added a trip to "+t.CasinoName); err != nil {
		return nil, fmt.Errorf("add_trip: %w", err)
	}
	return &addTripOutput{Trip: viewTrip(t)}, nil
}
