package tax

import (
	"context"
	"fmt"

	"github.com/tierline/tierline/actions/actionkit"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
	"github.com/tierline/tierline/scopes"
)

func init() {
	registry.Register(registry.Spec{
		Namespace: "player",
		Name:      "list_w2g",
		Area:      "tax",
		Kind:      registry.KindRead,
		Scope:     scopes.Tax,
		Summary:   "List the player's W-2G records.",
		Rules: "Without tax_year every record is listed; " + actionkit.TaxYearRule + ". " +
			"Latest date_won first, then latest recorded, then id. casino_slug is added when the payer names one directory casino.",
	}, listW2G)
}

type listW2GInput struct {
	actionkit.Page
	TaxYear *int `json:"tax_year" validate:"omitempty,gte=1990"`
}

type listW2GOutput struct {
	W2G   []w2gView `json:"w2g"`
	Count int       `json:"count"`
}

func listW2G(ctx context.Context, env *registry.Env, in *listW2GInput) (*listW2GOutput, error) {
	if in.TaxYear != nil {
		if _, err := actionkit.TaxYear(env.Today().Year(), in.TaxYear); err != nil {
			return nil, err
		}
	}
	rows, n, err := persistence.NewRecords(env.DB, env.Caller.AccountID).W2GRecords(ctx, in.Paging(), in.TaxYear)
	if err != nil {
		return nil, fmt.Errorf("list_w2g: %w", err)
	}
	views, err := viewW2Gs(ctx, env.DB, rows)
	if err != nil {
		return nil, fmt.Errorf("list_w2g: %w", err)
	}
	return &listW2GOutput{W2G: views, Count: n}, nil
}
