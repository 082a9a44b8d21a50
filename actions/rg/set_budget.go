package rg

import (
	"context"
	"fmt"

	"github.com/tierline/tierline/internal/domain"
	rules "github.com/tierline/tierline/internal/domain/rgrules"
	"github.com/tierline/tierline/registry"
)

func init() {
	registry.Register(registry.Spec{
		Namespace: namespace,
		Name:      "set_budget",
		Area:      "responsible gaming",
		Kind:      registry.KindRead,
		Writes:    true,
		Summary:   "Set a loss budget for a day, week or month.",
		Rules: "A first budget, or a lower one, takes effect at once and cancels any loosening still waiting. A higher " +
			"one waits a 24-hour cooling-off period: the budget in force stays, and the answer says when the new " +
			"amount applies (asking again restarts the wait). Weeks start on Monday; periods are UTC. Sessions " +
			"whose losses pass the budget get a warning and a notification when they end.",
	}, setBudget)
}

type setBudgetInput struct {
	Period string        `json:"period" validate:"required,budgetperiod"`
	Amount *domain.Money `json:"amount" validate:"required,gt=0,lte=10000000"`
}

func setBudget(ctx context.Context, env *registry.Env, in *setBudgetInput) (*changeOutput, error) {
	out, err := setLimit(ctx, env, rules.BudgetKind(in.Period), in.Amount.Cents(), "dollars")
	if err != nil {
		return nil, fmt.Errorf("set_budget: %w", err)
	}
	return out, nil
}
