package bankroll

import (
	"context"
	"fmt"

	"github.com/google/uuid"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
)

func init() {
	registry.Register(registry.Spec{
		Namespace: "player",
		Name:      "bankroll_add",
		Area:      "bankroll",
		Kind:      registry.KindWrite,
		Summary:   "Record a deposit to, a withdrawal from or an adjustment of the bankroll.",
		Rules: "amount is dollars kept to the cent; a deposit or a withdrawal must be greater than 0 (a withdrawal is stored positive and subtracted); " +
			"refinement of the catalog's amount > 0: an adjustment may be negative (a correction down) but not 0, and is added with its sign. " +
			"|amount| is at most 1,000,000,000. occurred_on defaults to today (UTC) and may not be in the future. " +
			"balance is the new balance as bankroll_status computes it (entries plus closed sessions' net).",
	}, bankrollAdd)
}

type bankrollAddInput struct {
	EntryType  string        `json:"entry_type" validate:"required,entrytype"`
	Amount     *domain.Money `json:"amount" validate:"required,lte=1000000000"`
	OccurredOn *domain.Date  `json:"occurred_on"`
	Note       *string       `json:"note" validate:"omitempty,max=2000"`
}

// Check holds the sign rules of amount, which depend on entry_type.
func (in *bankrollAddInput) Check() error {
	amount := *in.Amount // already to the cent
	switch {
	case in.EntryType == persistence.BankrollAdjustment && amount == 0:
		return domain.Invalid("amount", "must not be 0 for an adjustment (at least 0.01 either way)")
	case in.EntryType != persistence.BankrollAdjustment && amount <= 0:
		return domain.Invalid("amount", "must be greater than 0 for a %s (at least 0.01)", in.EntryType)
	case amount.Dollars() < -1000000000:
		return domain.Invalid("amount", "must be at least -1000000000")
	}
	return nil
}

type bankrollAddOutput struct {
	Entry   persistence.BankrollEntry `json:"entry"`
	Balance domain.Money              `json:"balance"`
}

func bankrollAdd(ctx context.Context, env *registry.Env, in *bankrollAddInput) (*bankrollAddOutput, error) {
	today := env.Today()
	occurred := today
	if in.OccurredOn != nil {
		if in.OccurredOn.After(today) {
			return nil, domain.Invalid("occurred_on", "must not be after today (%s)", today)
		}
		occurred = *in.OccurredOn
	}
	e := &persistence.BankrollEntry{
		ID:         uuid.New(),
		EntryType:  in.EntryType,
		Amount:     *in.Amount,
		OccurredOn: occurred,
		Note:       in.Note,
		CreatedAt:  domain.NewTimestamp(env.Now()),
	}
	recs := persistence.NewRecords(env.DB, env.Caller.AccountID)
	if err := recs.AddBankrollEntry(ctx, e); err != nil {
		return nil, fmt.Errorf("bankroll_add: %w", err)
	}
	balance, err := currentBalance(ctx, recs)
	if err != nil {
		return nil, fmt.Errorf("bankroll_add: %w", err)
	}
	return &bankrollAddOutput{Entry: *e, Balance: balance}, nil
}
