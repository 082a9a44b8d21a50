package comp

import (
	"context"
	"fmt"

	"github.com/tierline/tierline/actions/actionkit"
	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/internal/domain/gaming"
	"github.com/tierline/tierline/registry"
)

func init() {
	registry.Register(registry.Spec{
		Namespace: calculateNS,
		Name:      "calculate",
		Area:      "comp",
		Kind:      registry.KindRead,
		Summary:   "Theoretical loss, comp value and points for a planned or past stretch of play.",
		Rules: "Two figures, labelled: theo is the player's expected loss at the game's own house edge and pace, and rated_theo is the theo " +
			"the casino's rating gives the same play, which comps and offers follow. Tables: theo = avg_bet × decisions_per_hour × hours × house_edge " +
			"and rated_theo = avg_bet × the rating's decisions per hour × hours × the rating's edge. Machines (slots, video_poker): " +
			"coin-in = avg_bet × decisions_per_hour × hours, theo = coin-in × hold and rated_theo = coin-in × the rating's hold. decisions_per_hour, house_edge " +
			"and reinvestment_rate default to the get_comp_ratios table (the game's default row; for slots the " +
			"denomination's row when denomination is given) and may be overridden; poker, keno and other have no " +
			"known edge, so house_edge (and decisions_per_hour) must be given. The rating is get_comp_ratios ratings: blackjack is rated at 2% " +
			"(sources give 1-2%) and 60 decisions an hour whatever the player's skill, so a house_edge given for blackjack changes theo, not rated_theo; " +
			"for games whose rating no source states (and for a game with no row) the house edge and pace used for theo stand in (assumptions.rating.known false). " +
			"rating_house_edge and rating_decisions_per_hour override the rating. comp_value = rated_theo × reinvestment " +
			"(typical 30%, range 20-40%). points_value = coin-in × 0.1-0.3% for machines; null for tables, which " +
			"casinos rate on theo rather than coin-in. Every figure used is returned under assumptions.",
	}, calculate)
}

type calculateInput struct {
	GameType         string   `json:"game_type" validate:"required,gametype"`
	AvgBet           *float64 `json:"avg_bet" validate:"required,gt=0,lte=1000000"`
	Hours            *float64 `json:"hours" validate:"required,gt=0,lte=168"`
	Denomination     *float64 `json:"denomination" validate:"omitempty,gt=0,lte=10000"`
	DecisionsPerHour *float64 `json:"decisions_per_hour" validate:"omitempty,gt=0,lte=5000"`
	HouseEdge        *float64 `json:"house_edge" validate:"omitempty,gt=0,lt=1"`
	ReinvestmentRate *float64 `json:"reinvestment_rate" validate:"omitempty,gte=0,lte=1"`
	// RatingHouseEdge and RatingDecisionsPerHour override the casino's
	// rating assumptions (a player who knows how a casino rates them).
	RatingHouseEdge        *float64 `json:"rating_house_edge" validate:"omitempty,gt=0,lt=1"`
	RatingDecisionsPerHour *float64 `json:"rating_decisions_per_hour" validate:"omitempty,gt=0,lte=5000"`
	CasinoName             *string  `json:"casino_name" validate:"omitempty,max=200"`
}

// ratingAssumptions are the casino's rating assumptions a rated theo
// used.
type ratingAssumptions struct {
	HouseEdge        Assumption `json:"house_edge"`
	DecisionsPerHour Assumption `json:"decisions_per_hour"`
	// Known is false when no source states the game's rating and the
	// house edge and pace of theo stand in.
	Known bool   `json:"known"`
	Basis string `json:"basis"`
}

type calculateAssumptions struct {
	Game             string            `json:"game"`
	HouseEdge        Assumption        `json:"house_edge"`
	DecisionsPerHour Assumption        `json:"decisions_per_hour"`
	Rating           ratingAssumptions `json:"rating"`
	ReinvestmentRate Assumption        `json:"reinvestment_rate"`
	PointsRate       *Assumption       `json:"points_rate"`
	Formula          string            `json:"formula"`
}

type calculateOutput struct {
	GameType     string               `json:"game_type"`
	AvgBet       domain.Money         `json:"avg_bet"`
	Hours        float64              `json:"hours"`
	Decisions    float64              `json:"decisions"`
	TotalWagered domain.Money         `json:"total_wagered"` // estimates from here on, to the cent
	Theo         domain.Money         `json:"theo"`
	RatedTheo    domain.Money         `json:"rated_theo"`
	CompValue    domain.Money         `json:"comp_value"`
	CompRange    Range                `json:"comp_value_range"`
	PointsValue  *Range               `json:"points_value"`
	PointsNote   *string              `json:"points_note"`
	CasinoName   *string              `json:"casino_name"`
	CasinoSlug   *string              `json:"casino_slug"`
	Assumptions  calculateAssumptions `json:"assumptions"`
}

func calculate(ctx context.Context, env *registry.Env, in *calculateInput) (*calculateOutput, error) {
	// The calculator's dollar inputs are not stored: they stay float64
	// and only the answer's dollar figures are rounded to the cent.
	var denom domain.Money
	if in.Denomination != nil {
		denom = domain.DollarsOf(*in.Denomination)
	}
	row, rowErr := gaming.Lookup(in.GameType, denom)
	if rowErr != nil && in.HouseEdge == nil {
		return nil, domain.Invalid("house_edge", "is required for %s: no house edge is known for it (see get_comp_ratios)", in.GameType)
	}
	if rowErr != nil && in.DecisionsPerHour == nil {
		return nil, domain.Invalid("decisions_per_hour", "is required for %s: no pace is known for it", in.GameType)
	}
	a := calculateAssumptions{Game: row.GameType + " (" + row.Variant + ")"}
	if rowErr != nil {
		a.Game = in.GameType + " (figures given by the caller)"
	}
	a.HouseEdge = pick(in.HouseEdge, row.HouseEdge, "the game's house edge (hold, for machines)", row)
	dph := 0.0
	if row.DecisionsPerHour != nil {
		dph = *row.DecisionsPerHour
	}
	a.DecisionsPerHour = pick(in.DecisionsPerHour, dph, "decisions (hands, rolls, spins) per hour", row)
	a.Rating = rating(in, denom, a.HouseEdge, a.DecisionsPerHour)
	rate := gaming.OfferReinvestment
	a.ReinvestmentRate = Assumption{Value: rate.Typical, Basis: "share of rated theo casinos return as comps and offers", Verified: rate.Verified, Sources: rate.Sources}
	if in.ReinvestmentRate != nil {
		a.ReinvestmentRate = Assumption{Value: *in.ReinvestmentRate, Overridden: true, Basis: "given by the caller"}
	}

	out := &calculateOutput{GameType: in.GameType, AvgBet: domain.DollarsOf(*in.AvgBet), Hours: *in.Hours}
	out.Decisions = a.DecisionsPerHour.Value * *in.Hours
	out.TotalWagered = domain.DollarsOf(*in.AvgBet * out.Decisions)
	if gaming.IsMachine(in.GameType) {
		out.Theo = domain.DollarsOf(gaming.MachineTheo(out.TotalWagered.Dollars(), a.HouseEdge.Value))
		out.RatedTheo = domain.DollarsOf(gaming.MachineTheo(out.TotalWagered.Dollars(), a.Rating.HouseEdge.Value))
		a.Formula = "coin-in = avg_bet × decisions_per_hour × hours; theo = coin-in × hold; rated_theo = coin-in × the rating's hold"
		pr := gaming.PointsReinvestment
		pv := rangeOf(out.TotalWagered, pr)
		out.PointsValue = &pv
		a.PointsRate = &Assumption{Value: pr.Typical, Basis: "points value as a share of coin-in", Verified: pr.Verified, Sources: pr.Sources}
	} else {
		out.Theo = domain.DollarsOf(gaming.TableTheo(*in.AvgBet, a.DecisionsPerHour.Value, *in.Hours, a.HouseEdge.Value))
		out.RatedTheo = domain.DollarsOf(gaming.TableTheo(*in.AvgBet, a.Rating.DecisionsPerHour.Value, *in.Hours, a.Rating.HouseEdge.Value))
		a.Formula = "theo = avg_bet × decisions_per_hour × hours × house_edge; rated_theo = avg_bet × rating decisions_per_hour × hours × rating house_edge"
		note := "Table play is rated on theo, not coin-in; no points rate is known for it."
		out.PointsNote = &note
	}
	out.CompValue = out.RatedTheo.Times(a.ReinvestmentRate.Value)
	if in.ReinvestmentRate != nil {
		out.CompRange = Range{Low: out.CompValue, Typical: out.CompValue, High: out.CompValue}
	} else {
		out.CompRange = rangeOf(out.RatedTheo, rate)
	}
	out.Assumptions = a
	if in.CasinoName != nil {
		name := actionkit.CleanName(*in.CasinoName)
		out.CasinoName = &name
		slug, err := actionkit.CasinoSlug(ctx, env.DB, name)
		if err != nil {
			return nil, fmt.Errorf("calculate: %w", err)
		}
		out.CasinoSlug = slug
	}
	return out, nil
}

// pick is the caller's value when given, else the table's.
func pick(given *float64, table float64, basis string, row gaming.Game) Assumption {
	if given != nil {
		return Assumption{Value: *given, Overridden: true, Basis: basis + ", given by the caller"}
	}
	return Assumption{Value: table, Basis: basis + ", from the table", Verified: row.Verified, Sources: row.Sources}
}

// rating is the casino's rating assumptions for the calculation: the
// caller's overrides, else the game's rating when a source states one,
// else the house edge and pace of theo standing in.
func rating(in *calculateInput, denom domain.Money, edge, pace Assumption) ratingAssumptions {
	r, err := gaming.RatingFor(in.GameType, denom)
	out := ratingAssumptions{Known: err == nil && r.Known, Basis: r.Basis}
	switch {
	case out.Known:
		rp := 0.0
		if r.DecisionsPerHour != nil {
			rp = *r.DecisionsPerHour
		}
		out.HouseEdge = Assumption{Value: r.HouseEdge, Basis: "the edge the casino's rating assumes", Sources: r.Sources}
		out.DecisionsPerHour = Assumption{Value: rp, Basis: "the decisions per hour the casino's rating assumes", Sources: r.Sources}
	default:
		if err != nil {
			out.Basis = "No rating is known for " + in.GameType + "; the house edge and pace of theo stand in."
		}
		out.HouseEdge = Assumption{Value: edge.Value, Overridden: edge.Overridden, Basis: "stands in: the house edge of theo", Verified: edge.Verified, Sources: edge.Sources}
		out.DecisionsPerHour = Assumption{Value: pace.Value, Overridden: pace.Overridden, Basis: "stands in: the decisions per hour of theo", Verified: pace.Verified, Sources: pace.Sources}
	}
	if in.RatingHouseEdge != nil {
		out.HouseEdge = Assumption{Value: *in.RatingHouseEdge, Overridden: true, Basis: "the rating's edge, given by the caller"}
	}
	if in.RatingDecisionsPerHour != nil {
		out.DecisionsPerHour = Assumption{Value: *in.RatingDecisionsPerHour, Overridden: true, Basis: "the rating's decisions per hour, given by the caller"}
	}
	return out
}
