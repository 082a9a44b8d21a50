package offers

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
		Name:      "delete_offer",
		Area:      "offers",
		Kind:      registry.KindWrite,
		Summary:   "Delete an offer.",
		Rules:     "An offer in any state may be deleted.",
	}, deleteOffer)
}

type deleteOfferInput struct {
	OfferID string `json:"offer_id" validate:"required,uuid"`
}

type deleteOfferOutput struct {
	Deleted bool `json:"deleted"`
}

func deleteOffer(ctx context.Context, env *registry.Env, in *deleteOfferInput) (*deleteOfferOutput, error) {
	if err := persistence.NewRecords(env.DB, env.Caller.AccountID).DeleteOffer(ctx, actionkit.ID(in.OfferID)); err != nil {
		return nil, fmt.Errorf("delete_offer: %w", err)
	}
	return &deleteOfferOutput{Deleted: true}, nil
}
