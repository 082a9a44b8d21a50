package comp

import (
	"context"

	"github.com/tierline/tierline/internal/domain/gaming"
	"github.com/tierline/tierline/registry"
)

func init() {
	registry.Register(registry.Spec{
		Namespace: calculateNS,
		Name:      "get_comp_ratios",
		Area:      "comp",
		Kind:      registry.KindRead,
		Summary:   "The house edges, paces and reinvestment rates the service computes with, each with its sources.",
		Rules: "The same table every theo in the service uses (gaming package). house_edge is a fraction (0.005 = 0.5%); " +
			"for machines it is the hold. Rows marked verified false are rules of thumb or estimates. Games with no " +
			"row (poker, keno, other) have no known edge.",
	}, getCompRatios)
}

type getCompRatiosInput struct{}

type getCompRatiosOutput struct {
	Games        []gaming.Game `json:"games"`
	Reinvestment []gaming.Rate `json:"reinvestment"`
	Formulas     []string      `json:"formulas"`
	UnknownEdge  []string      `json:"games_without_known_edge"`
}

func getCompRatios(context.Context, *registry.Env, *getCompRatiosInput) (*getCompRatiosOutput, error) {
	out := &getCompRatiosOutput{
		Games:        gaming.Games,
		Reinvestment: []gaming.Rate{gaming.OfferReinvestment, gaming.PointsReinvestment},
		Formulas: []string{
			"table theo = average bet × decisions per hour × hours × house edge",
			"machine theo = coin-in × hold",
			"ADT (average daily theoretical) = theo ÷ gaming days",
			"comp value = theo × reinvestment rate",
		},
		UnknownEdge: []string{},
	}
	for _, g := range gaming.GameTypes {
		if _, err := gaming.Default(g); err != nil {
			out.UnknownEdge = append(out.UnknownEdge, g)
		}
	}
	return out, nil
}
