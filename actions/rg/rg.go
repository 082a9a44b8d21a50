// Package rg holds the responsible-gaming actions of POST /v1/rg, one file
// each: the risk profile, help resources, budgets and session limits. The
// rules (cooling-off, indicators, resources) are the rg package's.
package rg

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/tierline/tierline/internal/domain"
	rules "github.com/tierline/tierline/internal/domain/rgrules"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
)

const namespace = "rg"

// limitView is a limit as the rg actions return it; amounts are numbers in
// its unit (see rules.Number).
type limitView struct {
	Kind               string            `json:"kind"`
	Amount             json.Number       `json:"amount"`
	Unit               string            `json:"unit"`
	PendingAmount      *json.Number      `json:"pending_amount"`
	PendingEffectiveAt *domain.Timestamp `json:"pending_effective_at"`
	UpdatedAt          domain.Timestamp  `json:"updated_at"`
}

func viewLimit(l persistence.RGLimit) limitView {
	v := limitView{Kind: l.Kind, Amount: rules.Number(l.Kind, l.Amount), Unit: rules.Unit(l.Kind),
		PendingEffectiveAt: l.PendingEffectiveAt, UpdatedAt: l.UpdatedAt}
	if l.PendingAmount != nil {
		p := rules.Number(l.Kind, *l.PendingAmount)
		v.PendingAmount = &p
	}
	return v
}

// changeOutput is what set_budget and set_session_limit answer.
type changeOutput struct {
	Limit     limitView `json:"limit"`
	Tightened bool      `json:"took_effect_now"`
	Message   string    `json:"message"`
}

// setLimit applies the cooling-off rule to a request for value of kind (in
// its unit: cents or minutes) and stores the outcome.
func setLimit(ctx context.Context, env *registry.Env, kind string, value int64, unit string) (*changeOutput, error) {
	recs := persistence.NewRecords(env.DB, env.Caller.AccountID)
	now := domain.NewTimestamp(env.Now())
	limits, err := recs.RGLimitsNow(ctx, now) // a loosening that came due is stored first
	if err != nil {
		return nil, err
	}
	var current *int64
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
