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
			"for machines it is the hold. Rows marked verified false are rules of thumb or estimates; slot rows say the area and period their hold was measured in " +
			"(quarter: Nevada, 2022; $1: the Elko County - Wendover area only, 12 months to February 2020, as no recent statewide figure was found). Games with no " +
			"row (poker, keno, other) have no known edge. ratings are how casinos rate each game's play for comps and offers (the rated theo), which need not be " +
			"the game's true edge: blackjack at 2% (sources give 1-2%) and 60 decisions an hour; known false where no source states a game's rating and its own row stands in. " +
			"The player's expected loss (theo) uses games; comps and offers follow the rated theo.",
	}, getCompRatios)
}

type getCompRatiosInput struct{}

type getCompRatiosOutput struct {
	Games        []gaming.Game   `json:"games"`
	Ratings      []gaming.Rating `json:"ratings"`
	Reinvestment []gaming.Rate   `json:"reinvestment"`
	Formulas     []string        `json:"formulas"`
	UnknownEdge  []string        `json:"games_without_known_edge"`
}

func getCompRatios(context.Context, *registry.Env, *getCompRatiosInput) (*getCompRatiosOutput, error) {
	out := &getCompRatiosOutput{
		Games:        gaming.Games,
		Ratings:      gaming.Ratings,
		Reinvestment: []gaming.Rate{gaming.OfferReinvestment, gaming.PointsReinvestment},
		Formulas: []string{
			"table theo (the player's expected loss) = average bet × decisions per hour × hours × house edge",
			"machine theo = coin-in × hold",
			"rated theo (the casino's rating) = the same with the rating's edge and decisions per hour",
			"ADT (average daily theoretical) = theo ÷ gaming days; rated ADT = rated theo ÷ gaming days",
			"comp value = rated theo × reinvestment rate",
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
