package optimizers

import (
	"context"
	"fmt"
	"math"
	"slices"

	"github.com/tierline/tierline/actions/actionkit"
	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/internal/domain/gaming"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
)

func init() {
	registry.Register(registry.Spec{
		Namespace: "player",
		Name:      "tier_retention_plan",
		Area:      "optimizers",
		Kind:      registry.KindRead,
		Summary:   "What it takes to keep your tier at a casino by its deadline, and which games cost least in theoretical loss per dollar of coin-in.",
		Rules: persistence.CasinoMatchRule + " casino_name must mean the casino of one of your tiers (a tier recorded under another spelling of the same directory casino counts), else 404; casino_match says how it matched. The target is the tier you hold. Its threshold is its " +
			"qualification_amount on the directory ladder (casino → rewards program → tiers, your tier found by name ignoring case), else null; " +
			"points_needed = threshold − points_balance (not below 0, assuming points_balance is in the ladder's unit), else your row's own " +
			"points_needed when above 0, else null. deadline is tier_expires_at, else December 31 when the program's tier period is the calendar year, " +
			"else null; days_left = deadline − today (0 once passed); points_per_day = points_needed ÷ max(days_left, 1), to 0.01. " +
			"No earning rate is invented: the directory keeps programs' earning rules only as text (earning_rule), so the coin-in those points take " +
			"and its expected cost are null. game_mix lists every game of the gaming table with a known pace, cheapest first by expected theoretical " +
			"cost per $1,000 of coin-in (1,000 × house edge, to the cent; for table games coin-in means the total amount wagered), with sources; with avg_bet (dollars, > 0) also the hours of play that " +
			"put $1,000 through at that bet (1,000 ÷ (avg_bet × decisions per hour), to 0.01).",
	}, tierRetentionPlan)
}

type tierRetentionPlanInput struct {
	CasinoName string   `json:"casino_name" validate:"required,max=200"`
	AvgBet     *float64 `json:"avg_bet" validate:"omitempty,gt=0,lte=1000000"`
}

// Check holds the rules tags cannot say.
func (in *tierRetentionPlanInput) Check() error {
	return actionkit.RequireName("casino_name", in.CasinoName)
}

type targetTier struct {
	Name                string   `json:"name"`
	Level               *int     `json:"level"`
	QualificationAmount *float64 `json:"qualification_amount"`
	QualificationUnit   *string  `json:"qualification_unit"`
	Verified            *bool    `json:"verified"`
}

type gameCost struct {
	gameView
	TheoPer1000CoinIn  domain.Money `json:"theo_per_1000_coin_in"` // an estimate, to the cent
	HoursPer1000CoinIn *float64     `json:"hours_per_1000_coin_in"`
}

type tierRetentionPlanOutput struct {
	Tier             persistence.UserTier    `json:"tier"`
	RewardsProgram   *string                 `json:"rewards_program"`
	CasinoMatch      persistence.CasinoMatch `json:"casino_match"`
	Ladder           string                  `json:"ladder"`
	LadderReason     *string                 `json:"ladder_reason"`
	TargetTier       targetTier              `json:"target_tier"`
	PointsNeeded     *float64                `json:"points_needed"`
	PointsNeededFrom *string                 `json:"points_needed_from"`
	Deadline         *domain.Date            `json:"deadline"`
	DeadlineFrom     *string                 `json:"deadline_from"`
	DaysLeft         *int                    `json:"days_left"`
	PointsPerDay     *float64                `json:"points_per_day"`
	EarningRule      *string                 `json:"earning_rule"`
	CoinInNeeded     *domain.Money           `json:"coin_in_needed"`
	ExpectedTheoCost *domain.Money           `json:"expected_theo_cost"`
	Conversion       string                  `json:"conversion"`
	AvgBet           *domain.Money           `json:"avg_bet"`
	GameMix          []gameCost              `json:"game_mix"`
	CheapestGame     *string                 `json:"cheapest_game"`
	Assumptions      []string                `json:"assumptions"`
	Notes            []string                `json:"notes"`
}

func tierRetentionPlan(ctx context.Context, env *registry.Env, in *tierRetentionPlanInput) (*tierRetentionPlanOutput, error) {
	t, ladder, match, err := actionkit.TierAndLadder(ctx, env.DB, env.Caller.AccountID, in.CasinoName)
	if err != nil {
		return nil, fmt.Errorf("tier_retention_plan: %w", err)
	}
	out := &tierRetentionPlanOutput{Tier: *t, CasinoMatch: match, Ladder: "unknown", TargetTier: targetTier{Name: t.Tier}, AvgBet: dollarsOf(in.AvgBet),
		GameMix: []gameCost{}, Assumptions: []string{}, Notes: []string{}}
	if ladder.Program != nil {
		out.RewardsProgram, out.EarningRule = &ladder.Program.ProgramName, ladder.Program.Earning
	}

	// The target tier and its threshold.
	rung, reason := actionkit.PlaceOnLadder(ladder, t)
	if rung == nil {
		out.LadderReason = &reason
	} else {
		out.Ladder = "known"
		out.TargetTier = targetTier{Name: rung.Name, Level: &rung.Level, QualificationAmount: rung.QualificationAmount,
			QualificationUnit: rung.QualificationUnit, Verified: &rung.Verified}
		if rung.QualificationAmount == nil {
			out.Notes = append(out.Notes, fmt.Sprintf("%s publishes no qualifying amount for %s.", ladder.Program.ProgramName, rung.Name))
		}
	}
	switch q := out.TargetTier.QualificationAmount; {
	case q != nil:
		out.PointsNeeded = new(actionkit.Round(math.Max(*q-t.PointsBalance, 0), 2))
		out.PointsNeededFrom = new("the ladder: the tier's qualification_amount − points_balance")
		unit := "unit not published"
		if out.TargetTier.QualificationUnit != nil {
			unit = *out.TargetTier.QualificationUnit
		}
		out.Assumptions = append(out.Assumptions, fmt.Sprintf("points_balance is taken to be counted in the ladder's unit (%s).", unit))
		if *q == 0 {
			out.Notes = append(out.Notes, fmt.Sprintf("%s is the entry tier: it is kept without qualifying play.", rung.Name))
		}
	case t.PointsNeeded > 0:
		out.PointsNeeded, out.PointsNeededFrom = new(t.PointsNeeded), new("your record (points_needed)")
	}

	// The deadline.
	d := actionkit.Deadline(ladder, t, env.Today(), out.PointsNeeded)
	out.Deadline, out.DeadlineFrom, out.DaysLeft, out.PointsPerDay = d.Date, d.From, d.DaysLeft, d.PointsPerDay
	if d.Note != "" {
		out.Notes = append(out.Notes, d.Note)
	}

	// Points to coin-in: not machine-readable, so not converted.
	if out.EarningRule != nil {
		out.Conversion = fmt.Sprintf("The points-to-coin-in conversion is unknown: %s publishes its earning rule only as text (earning_rule), "+
			"so the coin-in and theoretical cost of the points needed are not computed. Compare games by cost per $1,000 of coin-in below.", *out.RewardsProgram)
	} else {
		out.Conversion = "The points-to-coin-in conversion is unknown: the directory has no earning rule for this casino's program, " +
			"so the coin-in and theoretical cost of the points needed are not computed. Compare games by cost per $1,000 of coin-in below."
	}

	// The game mix: expected cost per $1,000 of coin-in, cheapest first.
	for _, g := range gaming.Games {
		if g.DecisionsPerHour == nil {
			continue
		}
		c := gameCost{gameView: viewGame(g), TheoPer1000CoinIn: domain.DollarsOf(gaming.MachineTheo(1000, g.HouseEdge))}
		if in.AvgBet != nil {
			c.HoursPer1000CoinIn = new(actionkit.Round(1000/(*in.AvgBet**g.DecisionsPerHour), 2))
		}
		out.GameMix = append(out.GameMix, c)
	}
	slices.SortStableFunc(out.GameMix, func(a, b gameCost) int {
		switch {
		case a.HouseEdge < b.HouseEdge:
			return -1
		case a.HouseEdge > b.HouseEdge:
			return 1
		}
		return 0
	})
	if len(out.GameMix) > 0 {
		g := out.GameMix[0]
		out.CheapestGame = new(fmt.Sprintf("%s (%s): %s of expected theoretical loss per $1,000 of coin-in", g.GameType, g.Variant, g.TheoPer1000CoinIn))
	}
	return out, nil
}
