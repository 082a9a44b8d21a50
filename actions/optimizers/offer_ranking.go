package optimizers

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/tierline/tierline/actions/actionkit"
	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
)

func init() {
	registry.Register(registry.Spec{
		Namespace: "player",
		Name:      "offer_ranking",
		Area:      "optimizers",
		Kind:      registry.KindRead,
		Summary:   "Your available offers ranked by value per day left, each with the reason in words.",
		Rules: "Offers are yours that are available and not past their expiration date today, of every type and casino. days_left = " +
			"expiration_date − today (0 = expires today); value_per_day = value ÷ max(days_left, 1), to the cent. Ranked by value_per_day, " +
			"highest first (ties: fewer days left, then larger value, then the older offer); then offers with a value but no expiration date " +
			"(largest value first); then offers without a value; each unranked kind with value_per_day null and a reason saying why. " +
			"rank counts from 1 over the whole list; paged with limit (default 50, max 200) and offset; count is the number of available offers.",
	}, offerRanking)
}

type offerRankingInput struct {
	actionkit.Page
}

type rankedOffer struct {
	Rank        int               `json:"rank"`
	Offer       persistence.Offer `json:"offer"`
	DaysLeft    *int              `json:"days_left"`
	ValuePerDay *domain.Money     `json:"value_per_day"`
	Reason      string            `json:"reason"`
}

type offerRankingOutput struct {
	Offers []rankedOffer `json:"offers"`
	Count  int           `json:"count"`
}

// group of an offer in the ranking: scored, undated, without value.
func rankGroup(r *rankedOffer) int {
	switch {
	case r.ValuePerDay != nil:
		return 0
	case r.Offer.Value != nil:
		return 1
	default:
		return 2
	}
}

func offerRanking(ctx context.Context, env *registry.Env, in *offerRankingInput) (*offerRankingOutput, error) {
	today := env.Today()
	offers, err := persistence.NewRecords(env.DB, env.Caller.AccountID).UsableOffersOn(ctx, today, "")
	if err != nil {
		return nil, fmt.Errorf("offer_ranking: %w", err)
	}
	ranked := make([]rankedOffer, len(offers))
	for i, o := range offers {
		r := rankedOffer{Offer: o, DaysLeft: daysLeft(&o, today)}
		switch {
		case o.Value == nil:
			r.Reason = "No value is recorded for it, so it cannot be ranked by value; listed last."
		case r.DaysLeft == nil:
			r.Reason = fmt.Sprintf("Worth %s but without an expiration date, so there is no deadline to rank it by; listed after the dated offers.", *o.Value)
		default:
			r.ValuePerDay = new(domain.DollarsOf(o.Value.Dollars() / float64(max(*r.DaysLeft, 1))))
			switch *r.DaysLeft {
			case 0:
				r.Reason = fmt.Sprintf("Worth %s and expires today: all of it must be used today.", *o.Value)
			case 1:
				r.Reason = fmt.Sprintf("Worth %s with 1 day left: %s per day.", *o.Value, *r.ValuePerDay)
			default:
				r.Reason = fmt.Sprintf("Worth %s with %d days left: %s per day.", *o.Value, *r.DaysLeft, *r.ValuePerDay)
			}
		}
		ranked[i] = r
	}
	slices.SortStableFunc(ranked, func(a, b rankedOffer) int {
		return cmp.Or(cmp.Compare(rankGroup(&a), rankGroup(&b)),
			compareValuesDesc(a.ValuePerDay, b.ValuePerDay),
			compareDates(a.Offer.ExpirationDate, b.Offer.ExpirationDate),
			compareValuesDesc(a.Offer.Value, b.Offer.Value),
			a.Offer.CreatedAt.Compare(b.Offer.CreatedAt.Time),
			strings.Compare(a.Offer.ID.String(), b.Offer.ID.String()))
	})
	for i := range ranked {
		ranked[i].Rank = i + 1
	}
	p := in.Paging()
	page := ranked[min(p.Offset, len(ranked)):min(p.Offset+p.Limit, len(ranked))]
	return &offerRankingOutput{Offers: page, Count: len(ranked)}, nil
}
