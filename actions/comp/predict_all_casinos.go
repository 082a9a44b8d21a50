package comp

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
)

func init() {
	registry.Register(registry.Spec{
		Namespace: predictNS,
		Name:      "predict_all_casinos",
		Area:      "comp",
		Kind:      registry.KindRead,
		Summary:   "Predict the next offer at every casino the player has sessions at, ranked by expected value.",
		Rules:     "The predict computation for each casino with closed sessions; ranked by expected value, highest first, then by casino name.",
	}, predictAllCasinos)
}

type predictAllCasinosInput struct{}

type predictAllCasinosOutput struct {
	Predictions []casinoPrediction `json:"predictions"`
	Count       int                `json:"count"`
}

func predictAllCasinos(ctx context.Context, env *registry.Env, _ *predictAllCasinosInput) (*predictAllCasinosOutput, error) {
	res := persistence.NewCasinoResolver(env.DB)
	plays, err := playByCasino(ctx, env, res)
	if err != nil {
		return nil, fmt.Errorf("predict_all_casinos: %w", err)
	}
	out := &predictAllCasinosOutput{Predictions: []casinoPrediction{}}
	for _, p := range plays {
		cp, err := predictAt(ctx, env, res, p)
		if err != nil {
			return nil, fmt.Errorf("predict_all_casinos: %w", err)
		}
		out.Predictions = append(out.Predictions, *cp)
	}
	slices.SortStableFunc(out.Predictions, func(a, b casinoPrediction) int {
		switch {
		case a.Value > b.Value:
			return -1
		case a.Value < b.Value:
			return 1
		}
		return strings.Compare(strings.ToLower(a.CasinoName), strings.ToLower(b.CasinoName))
	})
	out.Count = len(out.Predictions)
	return out, nil
}
