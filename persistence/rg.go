package persistence

import (
	"context"
	"fmt"

	"github.com/tierline/tierline/internal/domain"
)

// RGLimits returns the account's responsible-gaming limits as stored (a
// reader applies EffectiveAsOf; RGLimitsNow also stores what became due).
func (r *Records) RGLimits(ctx context.Context) ([]RGLimit, error) {
	limits := []RGLimit{}
	if err := r.db.NewSelect().Model(&limits).Where("rg.account_id = ?", r.account).
		OrderExpr("rg.kind").Scan(ctx); err != nil {
		return nil, fmt.Errorf("rg limits: %w", err)
	}
	return limits, nil
}

// SaveRGLimit stores the account's limit of l.Kind, replacing the one it
// had.
func (r *Records) SaveRGLimit(ctx context.Context, l *RGLimit, now domain.Timestamp) error {
	l.AccountID, l.UpdatedAt = r.account, now
	if _, err := r.db.NewInsert().Model(l).
		On("CONFLICT (account_id, kind) DO UPDATE").
		Set("amount = EXCLUDED.amount").
		Set("pending_amount = EXCLUDED.pending_amount").
		Set("pending_effective_at = EXCLUDED.pending_effective_at").
		Set("updated_at = EXCLUDED.updated_at").
		Exec(ctx); err != nil {
		return fmt.Errorf("save rg limit %s: %w", l.Kind, err)
	}
	return nil
}
