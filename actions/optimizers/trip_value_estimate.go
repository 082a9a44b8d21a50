package optimizers

import (
	"context"
	"fmt"
	"strings"

	"github.com/tierline/tierline/actions/actionkit"
	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/internal/domain/gaming"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
)

func init() {
	registry.Register(registry.Spec{
		Namespace: "player",
		Name:      "trip_value_estimate",
		Area:      "optimizers",
		Kind:      registry.KindRead,
		Summary:   "Expected theoretical loss, comps and points value of a planned trip, with every assumption and its source.",
		Rules: "days is 1 to 30, hours_per_day more than 0 and at most 24, avg_bet dollars more than 0; game_type must be a game with a known " +
			"house edge in the gaming table (slots, video_poker, blackjack, craps, roulette, baccarat; poker, keno and other are 400), and its " +
			"default row is used (slots: the Nevada statewide hold). Tables: expected_theo = avg_bet × decisions per hour × hours_per_day × days × " +
			"house edge; machines: coin_in = avg_bet × spins per hour × hours_per_day × days and expected_theo = coin_in × hold. total_wagered is " +
			"avg_bet × decisions × hours for both. expected_theo and adt are the player's expected loss; rated_theo and rated_adt are the same play as the casino's rating sees it " +
			"(the get_comp_ratios ratings: blackjack at 2% and 60 decisions an hour; where no source states a game's rating its own edge and pace stand in). " +
			"expected_comps = rated_theo × the comps-and-offers reinvestment rate (low, typical, high); " +
			"expected_points_value = coin_in × the points reinvestment rate (low, typical, high) for machines only, null for tables (their points " +
			"follow rated theo, not a coin-in meter). Money to the cent. casino_name is resolved as everywhere (" + persistence.CasinoMatchRule + "). " +
			"tier_progress shows your tier at the casino and the program's earning rule " +
			"as text; the points it would earn are null because no machine-readable earning rate is known. assumptions lists each figure used " +
			"with its verified flag and sources; the rates are rules of thumb (verified false).",
		Example: map[string]any{"casino_name": "Bellagio Hotel and Casino", "days": 2, "hours_per_day": 4, "game_type": "blackjack", "avg_bet": 25},
	}, tripValueEstimate)
}

type tripValueEstimateInput struct {
	CasinoName  string   `json:"casino_name" validate:"required,max=200"`
	Days        *int     `json:"days" validate:"required,gte=1,lte=30"`
	HoursPerDay *float64 `json:"hours_per_day" validate:"required,gt=0,lte=24"`
	GameType    string   `json:"game_type" validate:"required"`
	AvgBet      *float64 `json:"avg_bet" validate:"required,gt=0,lte=1000000"`
}

// estimable are the game types with a known house edge.
func estimable() []string {
	var out []string
	for _, g := range gaming.GameTypes {
		if _, err := gaming.Default(g); err == nil {
			out = append(out, g)
		}
	}
	return out
}

// Check holds the rules tags cannot say.
func (in *tripValueEstimateInput) Check() error {
	if err := actionkit.RequireName("casino_name", in.CasinoName); err != nil {
		return err
	}
	if !gaming.IsGameType(in.GameType) {
		return domain.Invalid("game_type", "must be one of %s", strings.Join(estimable(), ", "))
	}
	if _, err := gaming.Default(in.GameType); err != nil {
		return domain.Invalid("game_type", "has no known house edge (%s): use one of %s", in.GameType, strings.Join(estimable(), ", "))
	}
	return nil
}

// rateRange is an estimate of dollars at a rate's low, typical and high
// ends, each rounded to the cent.
type rateRange struct {
	Low     domain.Money `json:"low"`
	Typical domain.Money `json:"typical"`
	High    domain.Money `json:"high"`
}

func applyRate(base float64, r gaming.Rate) rateRange {
	return rateRange{Low: domain.DollarsOf(base * r.Low), Typical: domain.DollarsOf(base * r.Typical), High: domain.DollarsOf(base * r.High)}
}

type assumption struct {
	Name     string          `json:"name"`
	Value    string          `json:"value"`
	Verified bool            `json:"verified"`
	Sources  []gaming.Source `json:"sources"`
	Note     string          `json:"note,omitempty"`
}

type tripTierProgress struct {
	Tier           *persistence.UserTier `json:"tier"`
	RewardsProgram *string               `json:"rewards_program"`
	EarningRule    *string               `json:"earning_rule"`
	PointsEarned   *float64              `json:"points_earned"`
	Reason         string                `json:"reason"`
}

type tripValueEstimateOutput struct {
	CasinoName          string                  `json:"casino_name"`
	CasinoSlug          *string                 `json:"casino_slug"`
	CasinoMatch         persistence.CasinoMatch `json:"casino_match"`
	GameType            string                  `json:"game_type"`
	Days                int                     `json:"days"`
	HoursPerDay         float64                 `json:"hours_per_day"`
	AvgBet              domain.Money            `json:"avg_bet"`
	Hours               float64                 `json:"hours"`
	Decisions           float64                 `json:"decisions"`
	TotalWagered        domain.Money            `json:"total_wagered"` // estimates from here on, to the cent
	CoinIn              *domain.Money           `json:"coin_in"`
	ExpectedTheo        domain.Money            `json:"expected_theo"`
	ADT                 domain.Money            `json:"adt"`
	RatedTheo           domain.Money            `json:"rated_theo"`
	RatedADT            domain.Money            `json:"rated_adt"`
	ExpectedComps       rateRange               `json:"expected_comps"`
	ExpectedPointsValue *rateRange              `json:"expected_points_value"`
	TierProgress        tripTierProgress        `json:"tier_progress"`
	Assumptions         []assumption            `json:"assumptions"`
	Notes               []string                `json:"notes"`
}

func tripValueEstimate(ctx context.Context, env *registry.Env, in *tripValueEstimateInput) (*tripValueEstimateOutput, error) {
	g, err := gaming.Default(in.GameType)
	if err != nil { // Check already refused these
		return nil, domain.Invalid("game_type", "has no known house edge")
	}
	name := actionkit.CleanName(in.CasinoName)
	days, perDay, bet := *in.Days, *in.HoursPerDay, *in.AvgBet
	hours := perDay * float64(days)
	pace := *g.DecisionsPerHour
	wagered := bet * pace * hours
	out := &tripValueEstimateOutput{CasinoName: name, GameType: in.GameType, Days: days, HoursPerDay: perDay, AvgBet: domain.DollarsOf(bet),
		Hours: actionkit.Round(hours, 2), Decisions: actionkit.Round(pace*hours, 2), TotalWagered: domain.DollarsOf(wagered), Notes: []string{}}

	rating, err := gaming.RatingFor(in.GameType, 0)
	if err != nil { // Check already refused games without an edge
		return nil, domain.Invalid("game_type", "has no known house edge")
	}
	ratingPace := pace
	if rating.DecisionsPerHour != nil {
		ratingPace = *rating.DecisionsPerHour
	}
	var theo, rated float64
	if gaming.IsMachine(in.GameType) {
		theo = gaming.MachineTheo(wagered, g.HouseEdge)
		rated = gaming.MachineTheo(wagered, rating.HouseEdge)
		out.CoinIn = new(domain.DollarsOf(wagered))
		pts := applyRate(wagered, gaming.PointsReinvestment)
		out.ExpectedPointsValue = &pts
	} else {
		theo = gaming.TableTheo(bet, pace, hours, g.HouseEdge)
		rated = gaming.TableTheo(bet, ratingPace, hours, rating.HouseEdge)
		out.Notes = append(out.Notes, "expected_points_value is null: table play earns points on rated theo, not on a coin-in meter, and no rate for that is known.")
	}
	out.ExpectedTheo = domain.DollarsOf(theo)
	out.ADT = domain.DollarsOf(gaming.ADT(theo, days))
	out.RatedTheo = domain.DollarsOf(rated)
	out.RatedADT = domain.DollarsOf(gaming.ADT(rated, days))
	out.ExpectedComps = applyRate(rated, gaming.OfferReinvestment)

	out.Assumptions = []assumption{
		{Name: "house_edge", Value: fmt.Sprintf("%.2f%% (%s: %s)", g.HouseEdge*100, g.GameType, g.Variant), Verified: g.Verified, Sources: g.Sources, Note: g.Note},
		{Name: "decisions_per_hour", Value: fmt.Sprintf("%g (%s)", pace, g.GameType), Verified: g.Verified, Sources: g.Sources},
		{Name: "casino rating", Value: fmt.Sprintf("%.2f%% at %g decisions an hour (%s)", rating.HouseEdge*100, ratingPace, ratingState(rating)),
			Verified: false, Sources: rating.Sources, Note: rating.Basis},
		rateAssumption(gaming.OfferReinvestment),
	}
	if out.ExpectedPointsValue != nil {
		out.Assumptions = append(out.Assumptions, rateAssumption(gaming.PointsReinvestment))
	}

	// Tier progress: the player's tier there and the program's rule, as text.
	tier, match, err := persistence.NewRecords(env.DB, env.Caller.AccountID).TierFor(ctx, persistence.NewCasinoResolver(env.DB), name)
	if err != nil {
		return nil, fmt.Errorf("trip_value_estimate: %w", err)
	}
	out.CasinoMatch = match
	ladder, err := persistence.LadderOf(ctx, env.DB, match.Casino)
	if err != nil {
		return nil, fmt.Errorf("trip_value_estimate: %w", err)
	}
	if ladder.Casino != nil {
		out.CasinoSlug = &ladder.Casino.Slug
	}
	tp := &out.TierProgress
	tp.Tier = tier
	switch {
	case ladder.Program == nil:
		tp.Reason = fmt.Sprintf("No rewards program is known for %s, so the tier points of this play are unknown.", name)
	case ladder.Program.Earning == nil:
		tp.RewardsProgram = &ladder.Program.ProgramName
		tp.Reason = fmt.Sprintf("The directory has no earning rule for %s, so the tier points of this play are unknown.", ladder.Program.ProgramName)
	default:
		tp.RewardsProgram, tp.EarningRule = &ladder.Program.ProgramName, ladder.Program.Earning
		tp.Reason = fmt.Sprintf("%s publishes its earning rule only as text (earning_rule), not as a rate, so the tier points of this play are not computed.", ladder.Program.ProgramName)
	}
	return out, nil
}

func rateAssumption(r gaming.Rate) assumption {
	return assumption{Name: r.Name + " reinvestment", Verified: r.Verified, Sources: r.Sources,
		Value: fmt.Sprintf("%g%% to %g%% of %s (typical %g%%)", actionkit.Round(r.Low*100, 4), actionkit.Round(r.High*100, 4), r.Basis, actionkit.Round(r.Typical*100, 4))}
}

// ratingState says whether a rating is sourced or stands in.
func ratingState(r gaming.Rating) string {
	if r.Known {
		return "the casinos' rating, sourced"
	}
	return "no source states the rating; the game's own edge and pace stand in"
}
