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
		Rules: "ADT over the 90 days ending today (UTC) of closed sessions at the casino (or the 5 most recent gaming days when the " +
			"90 days hold none); gaming days per month from the same window; expected offer value for the next 30 " +
			"days = ADT × gaming days per month × 30% (range 20-40%), a reinvestment rule of thumb. The offer type is " +
			"the one the player received most often there, or unknown. confidence: high with 20+ sessions, medium " +
			"with 5-19, low below 5, none without sessions.",
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
	sessions := make([]forecast.Session, 0, len(p.sessions))
	for _, s := range p.sessions {
		cs := forecast.Session{Start: s.StartedAt.Time}
		if t := s.TheoOrEstimate(); t != nil {
			cs.Theo = *t
		}
		sessions = append(sessions, cs)
	}
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
	return &casinoPrediction{CasinoName: p.name, CasinoSlug: slug, Prediction: forecast.Predict(sessions, types, env.Now())}, nil
}
