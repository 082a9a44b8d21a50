package rg

import (
	"context"
	"fmt"
	"time"

	"github.com/tierline/tierline/internal/domain"
	rules "github.com/tierline/tierline/internal/domain/rgrules"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
)

func init() {
	registry.Register(registry.Spec{
		Namespace: namespace,
		Name:      "get_risk_profile",
		Area:      "responsible gaming",
		Kind:      registry.KindRead,
		Summary:   "Indicators from the player's own sessions and limits, in plain language; never a diagnosis.",
		Rules: "Over the closed sessions started in the last days (default 30, 7 to 365): sessions per week, average and " +
			"longest session, losses against each budget in its current period (UTC; weeks from Monday), sessions " +
			"started within an hour of a losing session ending, and limit breaches (sessions past the session " +
			"limit, budgets passed). flagged marks what is worth noticing; nothing here is a diagnosis.",
	}, getRiskProfile)
}

type getRiskProfileInput struct {
	Days *int `json:"days" validate:"omitempty,gte=7,lte=365"`
}

type getRiskProfileOutput struct {
	Days       int               `json:"days"`
	Indicators []rules.Indicator `json:"indicators"`
	Flagged    int               `json:"flagged"`
	Limits     []limitView       `json:"limits"`
	Note       string            `json:"note"`
	Help       rules.Resource    `json:"help"`
}

func getRiskProfile(ctx context.Context, env *registry.Env, in *getRiskProfileInput) (*getRiskProfileOutput, error) {
	days := 30
	if in.Days != nil {
		days = *in.Days
	}
	now := env.Now()
	closed, err := persistence.NewRecords(env.DB, env.Caller.AccountID).ClosedSessions(ctx)
	if err != nil {
		return nil, fmt.Errorf("get_risk_profile: %w", err)
	}
	limits, err := limitsAsOf(ctx, env, now)
	if err != nil {
		return nil, fmt.Errorf("get_risk_profile: %w", err)
	}
	var sessions []rules.Session
	for _, s := range closed {
		var net domain.Money
		if s.NetResult != nil {
			net = *s.NetResult
		}
		sessions = append(sessions, rules.Session{Start: s.StartedAt.Time, End: s.EndedAt.Time, Net: net})
	}
	var budgets []rules.Budget
	var sessionLimit *int64
	out := &getRiskProfileOutput{Days: days, Limits: []limitView{}}
	for _, l := range limits {
		out.Limits = append(out.Limits, viewLimit(l))
		if l.Kind == rules.SessionMinutes {
			amount := l.Amount
			sessionLimit = &amount
			continue
		}
		start := rules.PeriodStart(l.Kind, now)
		var lost domain.Money
		for _, s := range sessions {
			if !s.Start.Before(start) && !s.Start.After(now) && s.Net < 0 {
				lost -= s.Net
			}
		}
		budgets = append(budgets, rules.Budget{Kind: l.Kind, Amount: domain.Cents(l.Amount), Lost: lost})
	}
	out.Indicators = rules.Indicators(sessions, budgets, sessionLimit, now, time.Duration(days)*24*time.Hour)
	for _, i := range out.Indicators {
		if i.Flagged {
			out.Flagged++
		}
	}
	out.Note = "These are observations from your own records, not a diagnosis. If gambling stops being fun, " +
		"the people at the help line below can talk it through, free and confidentially."
	out.Help = rules.ResourcesFor("")[0]
	return out, nil
}
