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
	Kind      string       `json:"kind"`
	Amount    domain.Money `json:"amount"`
	Spent     domain.Money `json:"spent"`
	Remaining domain.Money `json:"remaining"`
}

type bankrollStatusOutput struct {
	Balance         domain.Money  `json:"balance"`
	Deposits        domain.Money  `json:"deposits"`
	Withdrawals     domain.Money  `json:"withdrawals"`
	Adjustments     domain.Money  `json:"adjustments"`
	GamingNet       domain.Money  `json:"gaming_net"`
	YTDNet          domain.Money  `json:"ytd_net"`
	BudgetRemaining *domain.Money `json:"budget_remaining"`
	Budgets         []budgetView  `json:"budgets"`
	AsOf            domain.Date   `json:"as_of"`
}

func bankrollStatus(ctx context.Context, env *registry.Env, _ *bankrollStatusInput) (*bankrollStatusOutput, error) {
	recs := persistence.NewRecords(env.DB, env.Caller.AccountID)
	t, sessions, err := bankrollTotals(ctx, recs)
	if err != nil {
		return nil, fmt.Errorf("bankroll_status: %w", err)
	}
	today := env.Today()
	var ytd domain.Money
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
		Balance:     t.balance(),
		Deposits:    t.deposits,
		Withdrawals: t.withdrawals,
		Adjustments: t.adjustments,
		GamingNet:   t.gamingNet,
		YTDNet:      ytd,
		Budgets:     []budgetView{},
		AsOf:        today,
	}
	for i := range limits {
		l := &limits[i]
		l.EffectiveAsOf(now) // read only: the rg endpoint stores the change
		from, to := budgetPeriod(l.Kind, today)
		var spent domain.Money
		for j := range sessions {
			if net := sessionNet(&sessions[j]); net < 0 && startedWithin(&sessions[j], from, to) {
				spent -= net
			}
		}
		amount := domain.Cents(l.Amount) // a budget's amount is in cents
		remaining := max(amount-spent, 0)
		out.Budgets = append(out.Budgets, budgetView{Kind: l.Kind, Amount: amount, Spent: spent, Remaining: remaining})
		if out.BudgetRemaining == nil || remaining < *out.BudgetRemaining {
			out.BudgetRemaining = new(remaining)
		}
	}
	return out, nil
}
