package offers

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
		Name:      "update_offer_status",
		Area:      "offers",
		Kind:      registry.KindWrite,
		Summary:   "Mark an offer redeemed, declined or expired.",
		Rules: "States: available → redeemed, declined or expired; redeemed, declined and expired are final. " +
			"The move starts from the status as read today: an available offer past its expiration_date is already expired, " +
			"so it can no longer be redeemed or declined. Any other move, a no-op included (available → available, expired → expired), " +
			"is a 400 naming status, and nothing changes.",
		// The schema's first status, available, is a state an offer
		// starts in, never one it moves to.
		Example: map[string]any{"offer_id": "3fa85f64-5717-4562-b3fc-2c963f66afa6", "status": persistence.OfferRedeemed},
	}, updateOfferStatus)
}

type updateOfferStatusInput struct {
	OfferID string `json:"offer_id" validate:"required,uuid"`
	Status  string `json:"status" validate:"required,offerstatus"`
}

type updateOfferStatusOutput struct {
	Offer offerView `json:"offer"`
}

func updateOfferStatus(ctx context.Context, env *registry.Env, in *updateOfferStatusInput) (*updateOfferStatusOutput, error) {
	recs := persistence.NewRecords(env.DB, env.Caller.AccountID)
	o, err := recs.OfferByID(ctx, actionkit.ID(in.OfferID))
	if err != nil {
		return nil, fmt.Errorf("update_offer_status: %w", err)
	}
	today := env.Today()
	stored := o.Status
	o.ReadAsOf(today)
	switch {
	case o.Status == persistence.OfferAvailable && in.Status == persistence.OfferAvailable:
		return nil, domain.Invalid("status", "the offer is already available; it can move only to redeemed, declined or expired")
	case o.Status == persistence.OfferExpired && stored == persistence.OfferAvailable:
		return nil, domain.Invalid("status", "the offer expired on %s, which is final; it cannot move to %s", o.ExpirationDate, in.Status)
	case o.Status != persistence.OfferAvailable:
		return nil, domain.Invalid("status", "the offer is %s, which is final; it cannot move to %s", o.Status, in.Status)
	}
	o.Status = in.Status
	o.UpdatedAt = domain.NewTimestamp(env.Now())
	if err := recs.SaveOfferStatus(ctx, o); err != nil {
		return nil, fmt.Errorf("update_offer_status: %w", err)
	}
	return &updateOfferStatusOutput{Offer: viewOffer(*o, today)}, nil
}
