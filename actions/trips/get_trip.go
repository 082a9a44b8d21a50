package trips

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
		Name:      "get_trip",
		Area:      "trips",
		Kind:      registry.KindRead,
		Summary:   "Get one of the player's trips.",
		Rules:     "trip_id is required; a trip that does not exist or is another player's is not_found. The trip carries the spec's Trip fields and its notes.",
	}, getTrip)
}

type getTripInput struct {
	TripID string `json:"trip_id" validate:"required,uuid"`
}

type getTripOutput struct {
	Trip tripView `json:"trip"`
}

func getTrip(ctx context.Context, env *registry.Env, in *getTripInput) (*getTripOutput, error) {
	t, err := persistence.NewRecords(env.DB, env.Caller.AccountID).Trip(ctx, actionkit.ID(in.TripID))
	if err != nil {
		return nil, fmt.Errorf("get_trip: %w", err)
	}
	return &getTripOutput{Trip: viewTrip(t)}, nil
}
