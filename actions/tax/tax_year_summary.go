package tax

import (
	"context"
	"fmt"

	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
	"github.com/tierline/tierline/scopes"
	"github.com/tierline/tierline/taxrules"
)

func init() {
	registry.Register(registry.Spec{
		Namespace: "player",
		Name:      "tax_year_summary",
		Area:      "tax",
		Kind:      registry.KindRead,
		Scope:     scopes.Tax,
		Summary:   "Add up a tax year's gambling winnings, losses and deductible losses from the player's records.",
		Rules: "tax_year defaults to the current year (UTC); " + taxYearRule + ". " +
			"W-2G figures are the year's W-2G records (by tax_year): w2g_winnings is the sum of amount_won, federal_withheld and state_withheld the sums of the withholding (missing counts as 0). " +
			"Session figures are the closed sessions (ended, with a net result) started in the year in UTC: session_wins is the sum of the positive net results, " +
			"session_losses the sum of the negative ones as a positive amount; open sessions are left out. " +
			"winnings is the larger of session_wins and w2g_winnings (winnings_basis says which, \"sessions\" on a tie): a W-2G win normally happened inside a logged session " +
			"and is already part of that session's result, so adding the two would count it twice, while taking the larger never reports less than the W-2Gs the payers filed. " +
			"losses is session_losses. deductible_losses, loss_fraction, net, rule and sources are that year's federal loss rule applied to winnings and losses " +
			"(through 2025 losses up to winnings; from 2026 90% of losses, still only up to winnings); net is winnings minus deductible_losses. " +
			"Money is dollars rounded to the cent. This is arithmetic on the player's records, not tax advice (the disclaimer says so).",
	}, taxYearSummary)
}

type taxYearSummaryInput struct {
	TaxYear *int `json:"tax_year" validate:"omitempty,gte=1990"`
}

type taxYearSummaryOutput struct {
	TaxYear          int               `json:"tax_year"`
	W2GWinnings      float64           `json:"w2g_winnings"`
	FederalWithheld  float64           `json:"federal_withheld"`
	StateWithheld    float64           `json:"state_withheld"`
	W2GCount         int               `json:"w2g_count"`
	SessionWins      float64           `json:"session_wins"`
	SessionLosses    float64           `json:"session_losses"`
	SessionCount     int               `json:"session_count"`
	Winnings         float64           `json:"winnings"`
	WinningsBasis    string            `json:"winnings_basis"`
	Losses           float64           `json:"losses"`
	DeductibleLosses float64           `json:"deductible_losses"`
	LossFraction     float64           `json:"loss_fraction"`
	Net              float64           `json:"net"`
	Rule             string            `json:"rule"`
	Sources          []taxrules.Source `json:"sources"`
	Disclaimer       string            `json:"disclaimer"`
}

func taxYearSummary(ctx context.Context, env *registry.Env, in *taxYearSummaryInput) (*taxYearSummaryOutput, error) {
	year, err := taxYearOr(env, in.TaxYear)
	if err != nil {
		return nil, err
	}
	f, err := persistence.TaxYearFigures(ctx, env.DB, env.Caller.AccountID, year)
	if err != nil {
		return nil, fmt.Errorf("tax_year_summary: %w", err)
	}
	basis := "sessions"
	if f.W2GWinnings > f.SessionWins {
		basis = "w2g"
	}
	d := taxrules.Deduction(year, f.Winnings(), f.SessionLosses)
	return &taxYearSummaryOutput{
		TaxYear:          year,
		W2GWinnings:      f.W2GWinnings,
		FederalWithheld:  f.FederalWithheld,
		StateWithheld:    f.StateWithheld,
		W2GCount:         f.W2GCount,
		SessionWins:      f.SessionWins,
		SessionLosses:    f.SessionLosses,
		SessionCount:     f.SessionCount,
		Winnings:         d.Winnings,
		WinningsBasis:    basis,
		Losses:           d.Losses,
		DeductibleLosses: d.DeductibleLosses,
		LossFraction:     d.LossFraction,
		Net:              d.Net,
		Rule:             d.Rule,
		Sources:          d.Sources,
		Disclaimer:       disclaimer,
	}, nil
}
