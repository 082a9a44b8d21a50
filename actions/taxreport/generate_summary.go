package taxreport

import (
	"context"

	"github.com/tierline/tierline/actions/actionkit"
	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
	"github.com/tierline/tierline/scopes"
)

func init() {
	registry.Register(registry.Spec{
		Namespace: namespace,
		Name:      "generate_summary",
		Area:      area,
		Kind:      registry.KindRead,
		Scope:     scopes.Tax,
		Summary:   "Summarize a tax year's gambling winnings, losses and deductible losses, in total and per casino.",
		Rules: yearRule + " The figures are those of tax_year_summary (POST /v1/player), added up the same way: " +
			"W-2G figures are the year's W-2G records (by tax_year; missing withholding counts as 0); session figures are the closed sessions started in the year in UTC " +
			"(session_wins the positive net results, session_losses the negative ones as a positive amount; open sessions are left out). " +
			"winnings is the larger of session_wins and w2g_winnings (winnings_basis says which, sessions on a tie), since a W-2G win is normally already part of a logged session's result. " +
			"losses is session_losses; deductible_losses, loss_fraction, net, rule and sources are the year's federal loss rule (taxrules): through 2025 losses up to winnings, " +
			"from 2026 90% of losses, still only up to winnings. casinos is the same breakdown per casino (a W-2G's payer or a session's casino, compared ignoring case and spacing; " +
			"named as first seen, W-2G payers first; sorted by that key), each with its winnings by the same larger-of rule and casino_slug when the name is one directory casino; " +
			"the loss rule applies to the year, not per casino. " + actionkit.W2GThresholdsRule + " Money is dollars rounded to the cent; not tax advice (disclaimer).",
	}, generateSummary)
}

type casinoSummary struct {
	CasinoName      string       `json:"casino_name"`
	CasinoSlug      *string      `json:"casino_slug"`
	W2GCount        int          `json:"w2g_count"`
	W2GWinnings     domain.Money `json:"w2g_winnings"`
	FederalWithheld domain.Money `json:"federal_withheld"`
	StateWithheld   domain.Money `json:"state_withheld"`
	SessionCount    int          `json:"session_count"`
	SessionWins     domain.Money `json:"session_wins"`
	SessionLosses   domain.Money `json:"session_losses"`
	Winnings        domain.Money `json:"winnings"`
}

type generateSummaryOutput struct {
	actionkit.TaxYearSummary
	Casinos []casinoSummary `json:"casinos"`
}

func generateSummary(ctx context.Context, env *registry.Env, in *yearInput) (*generateSummaryOutput, error) {
	year, err := actionkit.TaxYear(env.Today().Year(), in.TaxYear)
	if err != nil {
		return nil, err
	}
	f, err := persistence.TaxYearFigures(ctx, env.DB, env.Caller.AccountID, year)
	if err != nil {
		return nil, wrapf("generate_summary", err)
	}
	dir := newDirectoryLookup(env.DB)
	casinos := make([]casinoSummary, 0, len(f.Casinos))
	for _, c := range f.Casinos {
		slug, err := dir.slug(ctx, c.CasinoName)
		if err != nil {
			return nil, wrapf("generate_summary", err)
		}
		casinos = append(casinos, casinoSummary{
			CasinoName: c.CasinoName, CasinoSlug: slug,
			W2GCount: c.W2GCount, W2GWinnings: c.W2GWinnings, FederalWithheld: c.FederalWithheld, StateWithheld: c.StateWithheld,
			SessionCount: c.SessionCount, SessionWins: c.SessionWins, SessionLosses: c.SessionLosses, Winnings: c.Winnings(),
		})
	}
	return &generateSummaryOutput{TaxYearSummary: actionkit.SummarizeTaxYear(f), Casinos: casinos}, nil
}
