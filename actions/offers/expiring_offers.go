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
		Name:      "expiring_offers",
		Area:      "offers",
		Kind:      registry.KindRead,
		Summary:   "Available offers that expire soon.",
		Rules: "within_days defaults to 7 (1 to 90): the available offers whose expiration_date is from today through today + within_days (UTC), " +
			"sorted by expiration_date then id. days_left is the number of days from today to expiration_date (0: expires today, still usable). " +
			"Offers without an expiration_date never expire and are not listed. through is the last date of the window.",
	}, expiringOffers)
}

type expiringOffersInput struct {
	actionkit.Page
	WithinDays *int `json:"within_days" validate:"omitempty,gte=1,lte=90"`
}

type expiringOffer struct {
	offerView
	DaysLeft int `json:"days_left"`
}

type expiringOffersOutput struct {
	Offers     []expiringOffer `json:"offers"`
	Count      int             `json:"count"`
	WithinDays int             `json:"within_days"`
	Through    domain.Date     `json:"through"`
}

func expiringOffers(ctx context.Context, env *registry.Env, in *expiringOffersInput) (*expiringOffersOutput, error) {
	days := 7
	if in.WithinDays != nil {
		days = *in.WithinDays
	}
	today := env.Today()
	through := today.AddDays(days)
	offers, n, err := persistence.NewRecords(env.DB, env.Caller.AccountID).OffersExpiringBetween(ctx, today, through, in.Paging())
	if err != nil {
		return nil, fmt.Errorf("expiring_offers: %w", err)
	}
	out := &expiringOffersOutput{Offers: make([]expiringOffer, 0, len(offers)), Count: n, WithinDays: days, Through: through}
	for _, o := range offers {
		out.Offers = append(out.Offers, expiringOffer{offerView: viewOffer(o, today), DaysLeft: today.DaysUntil(*o.ExpirationDate)})
	}
	return out, nil
}
