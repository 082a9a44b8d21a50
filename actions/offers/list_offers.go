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
		Name:      "list_offers",
		Area:      "offers",
		Kind:      registry.KindRead,
		Summary:   "List the player's offers.",
		Rules: "Each offer shows its status as read today: an available offer past its expiration_date reads expired, " +
			"and the status filter matches that status. casino_name matches every spelling of the casino it means (" + persistence.CasinoMatchRule + "). " +
			"Order: soonest expiration_date first (offers without one last), then newest, then id.",
	}, listOffers)
}

type listOffersInput struct {
	actionkit.Page
	Status     *string `json:"status" validate:"omitempty,offerstatus"`
	CasinoName *string `json:"casino_name" validate:"omitempty,max=200"`
}

type listOffersOutput struct {
	Offers []offerView `json:"offers"`
	Count  int         `json:"count"`
}

func listOffers(ctx context.Context, env *registry.Env, in *listOffersInput) (*listOffersOutput, error) {
	var status string
	var keys []string
	if in.Status != nil {
		status = *in.Status
	}
	rec := persistence.NewRecords(env.DB, env.Caller.AccountID)
	if in.CasinoName != nil {
		var err error
		if _, keys, err = rec.CasinoKeysOf(ctx, persistence.NewCasinoResolver(env.DB), *in.CasinoName); err != nil {
			return nil, fmt.Errorf("list_offers: %w", err)
		}
	}
	today := env.Today()
	offers, n, err := rec.OffersAtAsOf(ctx, today, status, keys, in.Paging())
	if err != nil {
		return nil, fmt.Errorf("list_offers: %w", err)
	}
	out := &listOffersOutput{Offers: make([]offerView, 0, len(offers)), Count: n}
	for _, o := range offers {
		out.Offers = append(out.Offers, viewOffer(o, today))
	}
	return out, nil
}
