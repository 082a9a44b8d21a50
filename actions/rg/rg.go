// Package rg holds the responsible-gaming actions of POST /v1/rg, one file
// each: the risk profile, help resources, budgets and session limits. The
// rules (cooling-off, indicators, resources) are the rg package's.
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

const namespace = "rg"

// limitView is a limit as the rg actions return it.
type limitView struct {
	Kind               string            `json:"kind"`
	Amount             float64           `json:"amount"`
	Unit               string            `json:"unit"`
	PendingAmount      *float64          `json:"pending_amount"`
	PendingEffectiveAt *domain.Timestamp `json:"pending_effective_at"`
	UpdatedAt          domain.Timestamp  `json:"updated_at"`
}

func viewLimit(l persistence.RGLimit) limitView {
	unit := "dollars"
	if l.Kind == rules.SessionMinutes {
		unit = "minutes"
	}
	return limitView{Kind: l.Kind, Amount: l.Amount, Unit: unit, PendingAmount: l.PendingAmount,
		PendingEffectiveAt: l.PendingEffectiveAt, UpdatedAt: l.UpdatedAt}
}

// changeOutput is what set_budget and set_session_limit answer.
type changeOutput struct {
	Limit     limitView `json:"limit"`
	Tightened bool      `json:"took_effect_now"`
	Message   string    `json:"message"`
}

// setLimit applies the cooling-off rule to a request for value of kind and
// stores the outcome.
func setLimit(ctx context.Context, env *registry.Env, kind string, value float64, unit string) (*changeOutput, error) {
	recs := persistence.NewRecords(env.DB, env.Caller.AccountID)
	now := domain.NewTimestamp(env.Now())
	limits, err := recs.RGLimitsNow(ctx, now) // a loosening that came due is stored first
	if err != nil {
		return nil, err
	}
	var current *float64
	for _, l := range limits {
		if l.Kind == kind {
			amount := l.Amount
			current = &amount
		}
	}
	change := rules.Request(current, value, now.Time, unit)
	l := &persistence.RGLimit{Kind: kind, Amount: change.Amount, PendingAmount: change.Pending}
	if change.EffectiveAt != nil {
		at := domain.NewTimestamp(*change.EffectiveAt)
		l.PendingEffectiveAt = &at
	}
	if err := recs.SaveRGLimit(ctx, l, now); err != nil {
		return nil, err
	}
	return &changeOutput{Limit: viewLimit(*l), Tightened: change.Tightened, Message: change.Message}, nil
}

// limitsAsOf reads the limits in force at now without storing anything
// (the reading actions do not write).
func limitsAsOf(ctx context.Context, env *registry.Env, now time.Time) ([]persistence.RGLimit, error) {
	limits, err := persistence.NewRecords(env.DB, env.Caller.AccountID).RGLimits(ctx)
	if err != nil {
		return nil, fmt.Errorf("limits: %w", err)
	}
	for i := range limits {
		limits[i].EffectiveAsOf(domain.NewTimestamp(now))
	}
	return limits, nil
}
