package comp

import (
	"context"
	"fmt"

	"github.com/tierline/tierline/internal/domain"
	forecast "github.com/tierline/tierline/internal/domain/forecast"
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
	CasinoName     string  `json:"casino_name"`
	CasinoSlug     *string `json:"casino_slug"`
	Sessions       int     `json:"sessions"`
	WithoutTheo    int     `json:"sessions_without_theo"`
	GamingDays     int     `json:"gaming_days"`
	Theo           float64 `json:"theo"`
	ADT            float64 `json:"adt"`
	RatedTheo      float64 `json:"rated_theo"`
	RatedADT       float64 `json:"rated_adt"`
	Earned         Range   `json:"comp_value_earned"`
	Received       float64 `json:"comp_value_received"`
	ReceivedOffers int     `json:"offers_redeemed"`
	Difference     float64 `json:"received_minus_typical_earned"`
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
		adt := forecast.ADTOver(persistence.Played(played), first, last)
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

// finish rounds the sums and derives the ADTs, earned (from the rated
// theo) and the difference.
func finish(h *casinoHistory) {
	h.Theo = gaming.Cents(h.Theo)
	h.RatedTheo = gaming.Cents(h.RatedTheo)
	h.Received = gaming.Cents(h.Received)
	h.ADT = gaming.Cents(gaming.ADT(h.Theo, h.GamingDays))
	h.RatedADT = gaming.Cents(gaming.ADT(h.RatedTheo, h.GamingDays))
	h.Earned = rangeOf(h.RatedTheo, gaming.OfferReinvestment)
	h.Difference = gaming.Cents(h.Received - h.Earned.Typical)
}
