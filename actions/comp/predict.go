package comp

import (
	"context"
	"fmt"

	"github.com/tierline/tierline/actions/actionkit"
	forecast "github.com/tierline/tierline/internal/domain/forecast"
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
		Rules: forecast.GamingDayRule + " The window is the 90 days ending today (UTC); when they hold no gaming day at the casino, it reaches back " +
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
	CasinoName string  `json:"casino_name"`
	CasinoSlug *string `json:"casino_slug"`
	forecast.Prediction
}

type predictOutput struct {
	casinoPrediction
}

func predict(ctx context.Context, env *registry.Env, in *predictInput) (*predictOutput, error) {
	name := actionkit.CleanName(in.CasinoName)
	plays, err := playByCasino(ctx, env)
	if err != nil {
		return nil, fmt.Errorf("predict: %w", err)
	}
	play := &casinoPlay{name: name, key: persistence.CasinoKey(name)}
	for _, p := range plays {
		if p.key == play.key {
			play = p
		}
	}
	cp, err := predictAt(ctx, env, play)
	if err != nil {
		return nil, fmt.Errorf("predict: %w", err)
	}
	return &predictOutput{*cp}, nil
}

// predictAt predicts for one casino's play.
func predictAt(ctx context.Context, env *registry.Env, p *casinoPlay) (*casinoPrediction, error) {
	offers, err := offersAt(ctx, env, p.key)
	if err != nil {
		return nil, err
	}
	var types []string
	for _, o := range offers {
		if o.OfferType != nil {
			types = append(types, *o.OfferType)
		}
	}
	slug, err := actionkit.CasinoSlug(ctx, env.DB, p.name)
	if err != nil {
		return nil, err
	}
	return &casinoPrediction{CasinoName: p.name, CasinoSlug: slug, Prediction: forecast.Predict(persistence.Played(p.sessions), types, env.Now())}, nil
}
