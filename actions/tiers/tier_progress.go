package tiers

import (
	"context"
	"fmt"
	"math"

	"github.com/tierline/tierline/actions/actionkit"
	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
)

func init() {
	registry.Register(registry.Spec{
		Namespace: "player",
		Name:      "tier_progress",
		Area:      "tiers",
		Kind:      registry.KindRead,
		Summary:   "How far you are from the next tier at a casino, from the directory's tier ladder where it is known.",
		Rules: persistence.CasinoMatchRule + " casino_name must mean the casino of one of your tiers (a tier recorded under another spelling of the same directory casino counts), else 404. " +
			"The ladder is the directory casino the name matches → its rewards program → that program's tiers; your tier is found on it by name (ignoring case). " +
			"ladder is \"known\" or \"unknown\" with ladder_reason (no directory match, no program, no published ladder, tier not on the ladder); " +
			"thresholds are never invented. next_tier is the rung one level up (null at the top). percent_to_next = points_balance ÷ " +
			"next_tier.qualification_amount × 100, to 0.1, at most 100, assuming points_balance is counted in the ladder's unit (stated in assumptions). " +
			"points_needed is your row's own points_needed when above 0, else next threshold − points_balance (not below 0), else null. " +
			"deadline is tier_expires_at, else December 31 when the program's tier period is the calendar year, else null; days_left = " +
			"deadline − today (0 = today; 0 once passed); points_per_day_needed = points_needed ÷ max(days_left, 1), to 0.01, null once the deadline has passed.",
	}, tierProgress)
}

type tierProgressInput struct {
	CasinoName string `json:"casino_name" validate:"required,max=200"`
}

// Check holds the rules tags cannot say.
func (in *tierProgressInput) Check() error {
	return actionkit.RequireName("casino_name", in.CasinoName)
}

// rungView is a rung of a directory ladder as results show it.
type rungView struct {
	Name                string   `json:"name"`
	Level               int      `json:"level"`
	Qualification       *string  `json:"qualification"`
	QualificationAmount *float64 `json:"qualification_amount"`
	QualificationUnit   *string  `json:"qualification_unit"`
	Verified            bool     `json:"verified"`
}

func viewRung(t *persistence.Tier) *rungView {
	if t == nil {
		return nil
	}
	return &rungView{Name: t.Name, Level: t.Level, Qualification: t.Qualification,
		QualificationAmount: t.QualificationAmount, QualificationUnit: t.QualificationUnit, Verified: t.Verified}
}

type tierProgressOutput struct {
	Tier                persistence.UserTier    `json:"tier"`
	CasinoSlug          *string                 `json:"casino_slug"`
	CasinoMatch         persistence.CasinoMatch `json:"casino_match"`
	RewardsProgram      *string                 `json:"rewards_program"`
	Ladder              string                  `json:"ladder"`
	LadderReason        *string                 `json:"ladder_reason"`
	CurrentLevel        *int                    `json:"current_level"`
	NextTier            *rungView               `json:"next_tier"`
	QualificationAmount *float64                `json:"qualification_amount"`
	QualificationUnit   *string                 `json:"qualification_unit"`
	PercentToNext       *float64                `json:"percent_to_next"`
	PointsNeeded        *float64                `json:"points_needed"`
	PointsNeededFrom    *string                 `json:"points_needed_from"`
	Deadline            *domain.Date            `json:"deadline"`
	DeadlineFrom        *string                 `json:"deadline_from"`
	DaysLeft            *int                    `json:"days_left"`
	PointsPerDayNeeded  *float64                `json:"points_per_day_needed"`
	Assumptions         []string                `json:"assumptions"`
	Notes               []string                `json:"notes"`
}

func tierProgress(ctx context.Context, env *registry.Env, in *tierProgressInput) (*tierProgressOutput, error) {
	t, ladder, match, err := actionkit.TierAndLadder(ctx, env.DB, env.Caller.AccountID, in.CasinoName)
	if err != nil {
		return nil, fmt.Errorf("tier_progress: %w", err)
	}
	out := &tierProgressOutput{Tier: *t, CasinoMatch: match, Ladder: "unknown", Assumptions: []string{}, Notes: []string{}}
	if ladder.Casino != nil {
		out.CasinoSlug = &ladder.Casino.Slug
	}
	if ladder.Program != nil {
		out.RewardsProgram = &ladder.Program.ProgramName
	}

	// The ladder and the next rung.
	var next *persistence.Tier
	rung, reason := actionkit.PlaceOnLadder(ladder, t)
	if rung == nil {
		out.LadderReason = &reason
	} else {
		out.Ladder = "known"
		out.CurrentLevel = &rung.Level
		next = ladder.Above(rung.Level)
		out.NextTier = viewRung(next)
		switch {
		case next == nil:
			out.Notes = append(out.Notes, fmt.Sprintf("%s is the top tier of %s: there is no next tier.", rung.Name, ladder.Program.ProgramName))
		case next.QualificationAmount == nil:
			out.Notes = append(out.Notes, fmt.Sprintf("%s publishes no qualifying amount for %s, so progress toward it is unknown.", ladder.Program.ProgramName, next.Name))
		default:
			out.QualificationAmount, out.QualificationUnit = next.QualificationAmount, next.QualificationUnit
		}
	}
	if q := out.QualificationAmount; q != nil && *q > 0 {
		pct := actionkit.Round(math.Min(t.PointsBalance / *q * 100, 100), 1)
		out.PercentToNext = &pct
		out.Assumptions = append(out.Assumptions, fmt.Sprintf("points_balance is taken to be counted in the ladder's unit (%s).", unitName(out.QualificationUnit)))
	}

	// Points still needed.
	switch {
	case t.PointsNeeded > 0:
		out.PointsNeeded, out.PointsNeededFrom = new(t.PointsNeeded), new("your record (points_needed)")
	case out.QualificationAmount != nil:
		out.PointsNeeded = new(actionkit.Round(math.Max(*out.QualificationAmount-t.PointsBalance, 0), 2))
		out.PointsNeededFrom = new("the ladder: next tier's qualification_amount − points_balance")
	}

	// The deadline.
	d := actionkit.Deadline(ladder, t, env.Today(), out.PointsNeeded)
	out.Deadline, out.DeadlineFrom, out.DaysLeft, out.PointsPerDayNeeded = d.Date, d.From, d.DaysLeft, d.PointsPerDay
	if d.Note != "" {
		out.Notes = append(out.Notes, d.Note)
	}
	return out, nil
}

func unitName(u *string) string {
	if u == nil {
		return "unit not published"
	}
	return *u
}
