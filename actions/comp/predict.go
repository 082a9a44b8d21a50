package comp

import (
	"context"
	"fmt"

	forecast "github.com/tierline/tierline/internal/domain/forecast"
	"github.com/tierline/tierline/internal/domain/tally"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
)

func init() {
	registry.Register(registry.Spec{
		Namespace: predictNS,
		Name:      "predict",
		Area:      "comp",
		Kind:      registry.KindRead,
		Summary:   "Predict the offer a casino is likely to send next, from the player's ADT and visits there.",
		Rules: persistence.CasinoMatchRule + " The sessions and offers are those at the casino casino_name means (any spelling of it), and casino_name in the answer is the directory's name when it matched. " +
			forecast.GamingDayRule + " The window is the 90 days ending today (UTC); when they hold no gaming day at the casino, it reaches back " +
			"to the first of the 5 most recent gaming days there and still ends today (window_from, window_through, window_days). " +
			"gaming_days_per_month = gaming days ÷ window_days × 30, so never more than 30. " + forecast.RatedRule + " Expected offer value for the next 30 days = " +
			"rated_adt × gaming days per month × 30% (range 20-40%), a reinvestment rule of thumb, computed from the unrounded figures: " +
			"adt and rated_adt are shown to the cent and gaming_days_per_month to 0.01. sessions counts the sessions with a known theo in the window, " +
			"sessions_without_theo the others. The offer type is the one the player received most often there, or unknown. " +
			"confidence: high with 20+ sessions, medium with 5-19, low below 5, none without a session with a known theo.",
	}, predict)
}

type predictInput struct {
	CasinoName string `json:"casino_name" validate:"required,max=200"`
}

type casinoPrediction struct {
	CasinoName  string                  `json:"casino_name"`
	CasinoSlug  *string                 `json:"casino_slug"`
	CasinoMatch persistence.CasinoMatch `json:"casino_match"`
	forecast.Prediction
}

type predictOutput struct {
	casinoPrediction
}

func predict(ctx context.Context, env *registry.Env, in *predictInput) (*predictOutput, error) {
	res := persistence.NewCasinoResolver(env.DB)
	m, err := res.Resolve(ctx, in.CasinoName)
	if err != nil {
		return nil, fmt.Errorf("predict: %w", err)
	}
	plays, err := playByCasino(ctx, env, res)
	if err != nil {
		return nil, fmt.Errorf("predict: %w", err)
	}
	play := &casinoPlay{name: m.DisplayName(), key: persistence.CasinoKey(m.DisplayName()), match: m}
	for _, p := range plays {
		if p.match.Identity() == m.Identity() {
			play = p
		}
	}
	play.match = m // how the name asked for matched
	cp, err := predictAt(ctx, env, res, play)
	if err != nil {
		return nil, fmt.Errorf("predict: %w", err)
	}
	return &predictOutput{*cp}, nil
}

// predictAt predicts for one casino's play.
func predictAt(ctx context.Context, env *registry.Env, res *persistence.CasinoResolver, p *casinoPlay) (*casinoPrediction, error) {
	offers, err := offersAt(ctx, env, res, p)
	if err != nil {
		return nil, err
	}
	var types []string
	for _, o := range offers {
		if o.OfferType != nil {
			types = append(types, *o.OfferType)
		}
	}
	return &casinoPrediction{CasinoName: p.name, CasinoSlug: p.match.Slug, CasinoMatch: p.match, Prediction: forecast.Predict(tally.Played(persistence.Tallies(p.sessions)), types, env.Now())}, nil
}
