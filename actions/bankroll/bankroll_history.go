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
		Name:      "bankroll_history",
		Area:      "bankroll",
		Kind:      registry.KindRead,
		Summary:   "The bankroll entries, oldest first, with a running balance.",
		Rules: "from and to (inclusive, on occurred_on) narrow the entries; to must be on or after from. " +
			"Entries come oldest first (occurred_on, then when recorded, then id). " +
			"running_balance counts bankroll entries only (deposits + adjustments − withdrawals), not session results, " +
			"and includes every earlier entry, also those before from, so it does not depend on the window or the page. " +
			"count is the number of entries in the window.",
	}, bankrollHistory)
}

type bankrollHistoryInput struct {
	actionkit.Page
	From *domain.Date `json:"from"`
	To   *domain.Date `json:"to"`
}

// Check holds the window rule.
func (in *bankrollHistoryInput) Check() error {
	if in.From != nil && in.To != nil && in.To.Before(*in.From) {
		return domain.Invalid("to", "must be on or after from")
	}
	return nil
}

type historyEntry struct {
	persistence.BankrollEntry
	RunningBalance domain.Money `json:"running_balance"`
}

type bankrollHistoryOutput struct {
	Entries []historyEntry `json:"entries"`
	Count   int            `json:"count"`
}

func bankrollHistory(ctx context.Context, env *registry.Env, in *bankrollHistoryInput) (*bankrollHistoryOutput, error) {
	entries, err := persistence.NewRecords(env.DB, env.Caller.AccountID).BankrollEntries(ctx)
	if err != nil {
		return nil, fmt.Errorf("bankroll_history: %w", err)
	}
	window := []historyEntry{}
	var running domain.Money
	for _, e := range entries {
		running += e.Signed()
		if in.From != nil && e.OccurredOn.Before(*in.From) || in.To != nil && e.OccurredOn.After(*in.To) {
			continue
		}
		window = append(window, historyEntry{BankrollEntry: e, RunningBalance: running})
	}
	p := in.Paging()
	page := window[min(p.Offset, len(window)):min(p.Offset+p.Limit, len(window))]
	return &bankrollHistoryOutput{Entries: page, Count: len(window)}, nil
}
