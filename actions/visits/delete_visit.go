package visits

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
		Name:      "delete_visit",
		Area:      "visits",
		Kind:      registry.KindWrite,
		Summary:   "Delete one of the player's visits.",
		Rules:     "visit_id is required; a visit that does not exist or is another player's is not_found.",
	}, deleteVisit)
}

type deleteVisitInput struct {
	VisitID string `json:"visit_id" validate:"required,uuid"`
}

type deleteVisitOutput struct {
	Deleted bool `json:"deleted"`
}

func deleteVisit(ctx context.Context, env *registry.Env, in *deleteVisitInput) (*deleteVisitOutput, error) {
	if err := persistence.NewRecords(env.DB, env.Caller.AccountID).DeleteVisit(ctx, actionkit.ID(in.VisitID)); err != nil {
		return nil, fmt.Errorf("delete_visit: %w", err)
	}
	return &deleteVisitOutput{Deleted: true}, nil
}
