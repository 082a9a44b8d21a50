package bankroll

import (
	"context"
	"fmt"
	"slices"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
)

func init() {
	registry.Register(registry.Spec{
		Namespace: "player",
		Name:      "bankroll_status",
		Area:      "bankroll",
		Kind:      registry.KindRead,
		Summary:   "The bankroll balance, its parts, this year's gaming net and what is left of the budgets.",
		Rules: "balance = deposits − withdrawals + adjustments + gaming_net, added up in whole cents. " +
			"gaming_net is the sum of net_result of the player's closed sessions (open sessions do not count; a closed session without a net_result counts 0); " +
			"ytd_net is the same over closed sessions started this calendar year (UTC). " +
			"budgets: one item per responsible-gaming budget set (budget_day, budget_week, budget_month, in that order), its amount the one in effect now " +
			"(a loosening still in its cooling-off period does not count yet); spent = the losses of closed sessions started in the current period " +
			"(UTC day; week from Monday; calendar month), each losing session counting its loss and winning sessions not offsetting it; " +
			"remaining = amount − spent, never below 0. budget_remaining is the smallest remaining, null when no budget is set.",
	}, bankrollStatus)
}

type bankrollStatusInput struct{}

type budgetView struct {
	Kind      string  `json:"kind"`
	Amount    float64 `json:"amount"`
	Spent     float64 `json:"spent"`
	Remaining float64 `json:"remaining"`
}

type bankrollStatusOutput struct {
	Balance         float64      `json:"balance"`
	Deposits        float64      `json:"deposits"`
	Withdrawals     float64      `json:"withdrawals"`
	Adjustments     float64      `json:"adjustments"`
	GamingNet       float64      `json:"gaming_net"`
	YTDNet          float64      `json:"ytd_net"`
	BudgetRemaining *float64     `json:"budget_remaining"`
	Budgets         []budgetView `json:"budgets"`
	AsOf            domain.Date  `json:"as_of"`
}

func bankrollStatus(ctx context.Context, env *registry.Env, _ *bankrollStatusInput) (*bankrollStatusOutput, error) {
	recs := persistence.NewRecords(env.DB, env.Caller.AccountID)
	t, sessions, err := bankrollTotals(ctx, recs)
	if err != nil {
		return nil, fmt.Errorf("bankroll_status: %w", err)
	}
	today := env.Today()
	var ytd int64
	for i := range sessions {
		if sessions[i].StartedAt.UTC().Year() == today.Year() {
			ytd += sessionNet(&sessions[i])
		}
	}
	limits, err := recs.BankrollBudgetLimits(ctx, budgetKinds)
	if err != nil {
		return nil, fmt.Errorf("bankroll_status: %w", err)
	}
	slices.SortFunc(limits, func(a, b persistence.RGLimit) int {
		return slices.Index(budgetKinds, a.Kind) - slices.Index(budgetKinds, b.Kind)
	})
	now := domain.NewTimestamp(env.Now())
	out := &bankrollStatusOutput{
		Balance:     toDollars(t.balance()),
		Deposits:    toDollars(t.deposits),
		Withdrawals: toDollars(t.withdrawals),
		Adjustments: toDollars(t.adjustments),
		GamingNet:   toDollars(t.gamingNet),
		YTDNet:      toDollars(ytd),
		Budgets:     []budgetView{},
		AsOf:        today,
	}
	for i := range limits {
		l := &limits[i]
		l.EffectiveAsOf(now) // read only: the rg endpoint stores the change
		from, to := budgetPeriod(l.Kind, today)
		var spent int64
		for j := range sessions {
			if net := sessionNet(&sessions[j]); net < 0 && startedWithin(&sessions[j], from, to) {
				spent -= net
			}
		}
		remaining := max(toCents(l.Amount)-spent, 0)
		out.Budgets = append(out.Budgets, budgetView{
			Kind: l.Kind, Amount: toDollars(toCents(l.Amount)), Spent: toDollars(spent), Remaining: toDollars(remaining),
		})
		if out.BudgetRemaining == nil || toDollars(remaining) < *out.BudgetRemaining {
			r := toDollars(remaining)
			out.BudgetRemaining = &r
		}
	}
	return out, nil
}
