package comp

import (
	"context"
	"fmt"

	"github.com/tierline/tierline/actions/actionkit"
	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/internal/domain/gaming"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
)

func init() {
	registry.Register(registry.Spec{
		Namespace: calculateNS,
		Name:      "analyze_history",
		Area:      "comp",
		Kind:      registry.KindRead,
		Summary:   "From the player's sessions: theo and ADT by casino, comps earned in theory against offers redeemed.",
		Rules: "Closed sessions only, optionally those started from..to (UTC dates, inclusive). A session's theo is its " +
			"stored theo or, failing that, one computed from its figures; sessions whose theo cannot be known are " +
			"counted in sessions_without_theo and add nothing. ADT = theo ÷ gaming days (distinct UTC dates with a " +
			"session). earned = theo × the reinvestment range (20-40%, typical 30%); received = the value of the " +
			"casino's offers the player marked redeemed (all of them: offers carry no redemption date).",
	}, analyzeHistory)
}

type analyzeHistoryInput struct {
	From *domain.Date `json:"from"`
	To   *domain.Date `json:"to"`
}

// Check holds the rules tags cannot say.
func (in *analyzeHistoryInput) Check() error {
	if in.From != nil && in.To != nil && in.To.Before(*in.From) {
		return domain.Invalid("to", "must be on or after from")
	}
	return nil
}

type casinoHistory struct {
	CasinoName     string       `json:"casino_name"`
	CasinoSlug     *string      `json:"casino_slug"`
	Sessions       int          `json:"sessions"`
	WithoutTheo    int          `json:"sessions_without_theo"`
	GamingDays     int          `json:"gaming_days"`
	Theo           domain.Money `json:"theo"`
	ADT            domain.Money `json:"adt"`
	Earned         Range        `json:"comp_value_earned"`
	Received       domain.Money `json:"comp_value_received"`
	ReceivedOffers int          `json:"offers_redeemed"`
	Difference     domain.Money `json:"received_minus_typical_earned"`
}

type analyzeHistoryOutput struct {
	Casinos []casinoHistory `json:"casinos"`
	Totals  casinoHistory   `json:"totals"`
	From    *domain.Date    `json:"from"`
	To      *domain.Date    `json:"to"`
}

func analyzeHistory(ctx context.Context, env *registry.Env, in *analyzeHistoryInput) (*analyzeHistoryOutput, error) {
	plays, err := playByCasino(ctx, env)
	if err != nil {
		return nil, fmt.Errorf("analyze_history: %w", err)
	}
	out := &analyzeHistoryOutput{Casinos: []casinoHistory{}, From: in.From, To: in.To, Totals: casinoHistory{CasinoName: "all casinos"}}
	allDays := map[string]bool{}
	for _, p := range plays {
		h := casinoHistory{CasinoName: p.name}
		days := map[string]bool{}
		for _, s := range p.sessions {
			d := domain.DateOf(s.StartedAt.UTC())
			if (in.From != nil && d.Before(*in.From)) || (in.To != nil && d.After(*in.To)) {
				continue
			}
			h.Sessions++
			if t := s.TheoOrEstimate(); t != nil {
				h.Theo += *t
			} else {
				h.WithoutTheo++
			}
			days[d.String()] = true
			allDays[p.key+"|"+d.String()] = true
		}
		if h.Sessions == 0 {
			continue
		}
		offers, err := offersAt(ctx, env, p.key)
		if err != nil {
			return nil, fmt.Errorf("analyze_history: %w", err)
		}
		for _, o := range offers {
			if o.Status == persistence.OfferRedeemed && o.Value != nil {
				h.Received += *o.Value
				h.ReceivedOffers++
			}
		}
		h.GamingDays = len(days)
		finish(&h)
		if h.CasinoSlug, err = actionkit.CasinoSlug(ctx, env.DB, p.name); err != nil {
			return nil, fmt.Errorf("analyze_history: %w", err)
		}
		out.Casinos = append(out.Casinos, h)
		t := &out.Totals
		t.Sessions += h.Sessions
		t.WithoutTheo += h.WithoutTheo
		t.Theo += h.Theo
		t.Received += h.Received
		t.ReceivedOffers += h.ReceivedOffers
	}
	out.Totals.GamingDays = len(allDays) // a day at two casinos counts at each
	finish(&out.Totals)
	return out, nil
}

// finish derives ADT, earned and the difference from the (exact) sums;
// ADT and earned are estimates, rounded to the cent.
func finish(h *casinoHistory) {
	h.ADT = domain.DollarsOf(gaming.ADT(h.Theo.Dollars(), h.GamingDays))
	h.Earned = rangeOf(h.Theo, gaming.OfferReinvestment)
	h.Difference = h.Received - h.Earned.Typical
}
