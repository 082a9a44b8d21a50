package bankroll

import (
	"context"
	"fmt"

	"github.com/tierline/tierline/actions/actionkit"
	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
)

func init() {
	registry.Register(registry.Spec{
		Namespace: "player",
		Name:      "delete_bankroll_entry",
		Area:      "bankroll",
		Kind:      registry.KindWrite,
		Summary:   "Delete a bankroll entry.",
		Rules:     "Any entry of the player's may be deleted; balance is the balance without it (entries plus closed sessions' net).",
	}, deleteBankrollEntry)
}

type deleteBankrollEntryInput struct {
	EntryID string `json:"entry_id" validate:"required,uuid"`
}

type deleteBankrollEntryOutput struct {
	Deleted bool         `json:"deleted"`
	Balance domain.Money `json:"balance"`
}

func deleteBankrollEntry(ctx context.Context, env *registry.Env, in *deleteBankrollEntryInput) (*deleteBankrollEntryOutput, error) {
	recs := persistence.NewRecords(env.DB, env.Caller.AccountID)
	if err := recs.DeleteBankrollEntry(ctx, actionkit.ID(in.EntryID)); err != nil {
		return nil, fmt.Errorf("delete_bankroll_entry: %w", err)
	}
	balance, err := currentBalance(ctx, recs)
	if err != nil {
		return nil, fmt.Errorf("delete_bankroll_entry: %w", err)
	}
	return &deleteBankrollEntryOutput{Deleted: true, Balance: balance}, nil
}
