package comp

import (
	"context"
	"fmt"

	"github.com/tierline/tierline/internal/domain"
	forecast "github.com/tierline/tierline/internal/domain/forecast"
	"github.com/tierline/tierline/internal/domain/gaming"
	"github.com/tierline/tierline/internal/domain/tally"
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
			"counted in sessions_without_theo and add nothing. Sessions are grouped by casino: " + persistence.CasinoMatchRule + " casino_name is the directory's name when it matched. " + forecast.GamingDayRule + " gaming_days and adt follow that rule " +
			"per casino; the totals add each casino's gaming days (a day at two casinos counts at each). " +
			forecast.RatedRule + " earned = rated_theo × the reinvestment range (20-40%, typical 30%); received = the value of the " +
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
	RatedTheo      domain.Money `json:"rated_theo"`
	RatedADT       domain.Money `json:"rated_adt"`
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
	res := persistence.NewCasinoResolver(env.DB)
	plays, err := playByCasino(ctx, env, res)
	if err != nil {
		return nil, fmt.Errorf("analyze_history: %w", err)
	}
	out := &analyzeHistoryOutput{Casinos: []casinoHistory{}, From: in.From, To: in.To, Totals: casinoHistory{CasinoName: "all casinos"}}
	for _, p := range plays {
		h := casinoHistory{CasinoName: p.name}
		var played []persistence.Session
		for _, s := range p.sessions {
			d := domain.DateOf(s.StartedAt.UTC())
			if (in.From != nil && d.Before(*in.From)) || (in.To != nil && d.After(*in.To)) {
				continue
			}
			played = append(played, s)
		}
		if len(played) == 0 {
			continue
		}
		// The dates bound nothing beyond what the filter above kept.
		first, last := domain.DateOf(played[0].StartedAt.UTC()), domain.DateOf(played[0].StartedAt.UTC())
		for _, s := range played {
			d := domain.DateOf(s.StartedAt.UTC())
			if d.Before(first) {
				first = d
			}
			if d.After(last) {
				last = d
			}
		}
		adt := forecast.ADTOver(tally.Played(persistence.Tallies(played)), first, last)
		h.Sessions = len(played)
		h.WithoutTheo = adt.SessionsWithoutTheo
		h.GamingDays = adt.GamingDays
		h.Theo, h.RatedTheo = adt.Theo, adt.RatedTheo
		offers, err := offersAt(ctx, env, res, p)
		if err != nil {
			return nil, fmt.Errorf("analyze_history: %w", err)
		}
		for _, o := range offers {
			if o.Status == persistence.OfferRedeemed && o.Value != nil {
				h.Received += *o.Value
				h.ReceivedOffers++
			}
		}
		finish(&h)
		h.CasinoSlug = p.match.Slug
		out.Casinos = append(out.Casinos, h)
		t := &out.Totals
		t.Sessions += h.Sessions
		t.WithoutTheo += h.WithoutTheo
		t.GamingDays += h.GamingDays // a day at two casinos counts at each
		t.Theo += h.Theo
		t.RatedTheo += h.RatedTheo
		t.Received += h.Received
		t.ReceivedOffers += h.ReceivedOffers
	}
	finish(&out.Totals)
	return out, nil
}

// finish derives the ADTs, earned (from the rated theo) and the
// difference from the (exact) sums; ADT and earned are estimates, rounded
// to the cent.
func finish(h *casinoHistory) {
	h.ADT = domain.DollarsOf(gaming.ADT(h.Theo.Dollars(), h.GamingDays))
	h.RatedADT = domain.DollarsOf(gaming.ADT(h.RatedTheo.Dollars(), h.GamingDays))
	h.Earned = rangeOf(h.RatedTheo, gaming.OfferReinvestment)
	h.Difference = h.Received - h.Earned.Typical
}
