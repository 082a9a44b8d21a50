package persistence

import (
	"context"
	"fmt"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"github.com/tierline/tierline/internal/domain"
)

// The bankroll: the account's deposits, withdrawals and adjustments, and
// what the bankroll actions read of its sessions and budgets.

// Bankroll entry types.
const (
	BankrollDeposit    = "deposit"
	BankrollWithdrawal = "withdrawal"
	BankrollAdjustment = "adjustment"
)

// BankrollEntryTypes lists them (the validate tag entrytype).
var BankrollEntryTypes = []string{BankrollDeposit, BankrollWithdrawal, BankrollAdjustment}

// Signed is the entry's effect on the balance in dollars: a deposit adds
// its amount, a withdrawal takes it away, an adjustment adds it with its
// own sign.
func (e *BankrollEntry) Signed() domain.Money {
	if e.EntryType == BankrollWithdrawal {
		return -e.Amount
	}
	return e.Amount
}

// BankrollEntries returns all the account's bankroll entries, oldest first
// (by occurred_on, then by when they were recorded, then by id).
func (r *Records) BankrollEntries(ctx context.Context) ([]BankrollEntry, error) {
	entries := []BankrollEntry{}
	if err := r.db.NewSelect().Model(&entries).Where("be.account_id = ?", r.account).
		OrderExpr("be.occurred_on ASC, be.created_at ASC, be.id ASC").Scan(ctx); err != nil {
		return nil, fmt.Errorf("bankroll entries: %w", err)
	}
	return entries, nil
}

// BankrollEntryByID returns one of the account's bankroll entries, or
// not_found when there is none or it belongs to another account.
func (r *Records) BankrollEntryByID(ctx context.Context, id uuid.UUID) (*BankrollEntry, error) {
	return one[BankrollEntry](ctx, r, "be", "bankroll entry", id)
}

// AddBankrollEntry stores a new entry for the account.
func (r *Records) AddBankrollEntry(ctx context.Context, e *BankrollEntry) error {
	e.AccountID = r.account
	if _, err := r.db.NewInsert().Model(e).Exec(ctx); err != nil {
		return fmt.Errorf("add bankroll entry: %w", err)
	}
	return nil
}

// DeleteBankrollEntry deletes one of the account's entries (not_found when
// there is none or it belongs to another account).
func (r *Records) DeleteBankrollEntry(ctx context.Context, id uuid.UUID) error {
	if _, err := r.BankrollEntryByID(ctx, id); err != nil {
		return err
	}
	if _, err := r.db.NewDelete().Model((*BankrollEntry)(nil)).
		Where("be.id = ?", id).Where("be.account_id = ?", r.account).Exec(ctx); err != nil {
		return fmt.Errorf("delete bankroll entry: %w", err)
	}
	return nil
}

// ClosedSessions returns the account's ended sessions (open ones
// have no result yet), oldest start first.
func (r *Records) ClosedSessions(ctx context.Context) ([]Session, error) {
	sessions := []Session{}
	if err := r.db.NewSelect().Model(&sessions).Where("s.account_id = ?", r.account).
		Where("s.ended_at IS NOT NULL").OrderExpr("s.started_at ASC, s.id ASC").Scan(ctx); err != nil {
		return nil, fmt.Errorf("closed sessions: %w", err)
	}
	return sessions, nil
}

// BankrollBudgetLimits returns the account's responsible-gaming limits of
// the given kinds (as stored: apply EffectiveAsOf before reading Amount).
func (r *Records) BankrollBudgetLimits(ctx context.Context, kinds []string) ([]RGLimit, error) {
	limits := []RGLimit{}
	if len(kinds) == 0 {
		return limits, nil
	}
	if err := r.db.NewSelect().Model(&limits).Where("rg.account_id = ?", r.account).
		Where("rg.kind IN (?)", bun.List(kinds)).OrderExpr("rg.kind ASC").Scan(ctx); err != nil {
		return nil, fmt.Errorf("budget limits: %w", err)
	}
	return limits, nil
}
