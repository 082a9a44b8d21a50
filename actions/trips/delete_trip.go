package trips

import (
	"context"
	"fmt"

	"github.com/tierline/tierline/actions/actionkit"
	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
)

func init() {
	registry.Register(registry.Spec{
		Namespace: "player",
		Name:      "delete_trip",
		Area:      "trips",
		Kind:      registry.KindWrite,
		Summary:   "Delete one of the player's trips.",
		Rules: "trip_id is required. The trip's sessions and visits stay, no longer linked to a trip; " +
			"its share links are revoked, so their URLs stop working.",
	}, deleteTrip)
}

type deleteTripInput struct {
	TripID string `json:"trip_id" validate:"required,uuid"`
}

type deleteTripOutput struct {
	Deleted bool `json:"deleted"`
}

func deleteTrip(ctx context.Context, env *registry.Env, in *deleteTripInput) (*deleteTripOutput, error) {
	err := persistence.NewRecords(env.DB, env.Caller.AccountID).
		DeleteTrip(ctx, actionkit.ID(in.TripID), domain.NewTimestamp(env.Now()))
	if err != nil {
		return nil, fmt.Errorf("delete_trip: %w", err)
	}
	return &deleteTripOutput{Deleted: true}, nil
}
