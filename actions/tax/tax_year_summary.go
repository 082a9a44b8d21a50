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
		Name:      "tax_year_summary",
		Area:      "tax",
		Kind:      registry.KindRead,
		Scope:     scopes.Tax,
		Summary:   "Add up a tax year's gambling winnings, losses and deductible losses from the player's records.",
		Rules: "tax_year defaults to the current year (UTC); " + actionkit.TaxYearRule + ". " +
			"W-2G figures are the year's W-2G records (by tax_year): w2g_winnings is the sum of amount_won, federal_withheld and state_withheld the sums of the withholding (missing counts as 0). " +
			"Session figures are the closed sessions (ended, with a net result) started in the year in UTC: session_wins is the sum of the positive net results, " +
			"session_losses the sum of the negative ones as a positive amount; open sessions are left out. " +
			"winnings is the larger of session_wins and w2g_winnings (winnings_basis says which, \"sessions\" on a tie): a W-2G win normally happened inside a logged session " +
			"and is already part of that session's result, so adding the two would count it twice, while taking the larger never reports less than the W-2Gs the payers filed. " +
			"losses is session_losses. deductible_losses, loss_fraction, net, rule and sources are that year's federal loss rule applied to winnings and losses " +
			"(through 2025 losses up to winnings; from 2026 90% of losses, still only up to winnings); net is winnings minus deductible_losses. " +
			actionkit.W2GThresholdsRule + " " +
			"Money is dollars rounded to the cent. This is arithmetic on the player's records, not tax advice (the disclaimer says so).",
	}, taxYearSummary)
}

type taxYearSummaryInput struct {
	TaxYear *int `json:"tax_year" validate:"omitempty,gte=1990"`
}

func taxYearSummary(ctx context.Context, env *registry.Env, in *taxYearSummaryInput) (*actionkit.TaxYearSummary, error) {
	year, err := actionkit.TaxYear(env.Today().Year(), in.TaxYear)
	if err != nil {
		return nil, err
	}
	f, err := persistence.TaxYearFigures(ctx, env.DB, env.Caller.AccountID, year)
	if err != nil {
		return nil, fmt.Errorf("tax_year_summary: %w", err)
	}
	s := actionkit.SummarizeTaxYear(f)
	return &s, nil
}
