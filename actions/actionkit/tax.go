package actionkit

import (
	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/internal/domain/taxrules"
	"github.com/tierline/tierline/persistence"
)

// FirstTaxYear is the earliest tax year the tax actions accept.
const FirstTaxYear = 1990

// TaxYearRule is the tax_year bounds in words, for Rules.
const TaxYearRule = "tax_year is a whole number from 1990 to next year"

// TaxDisclaimer goes with every figure the tax actions compute.
const TaxDisclaimer = "This is arithmetic on the records you entered, using the federal rules for the tax year as published; it is not tax advice. State rules differ; ask a tax professional."

// TaxYear returns year, or current (the year of today) when year is nil,
// after checking it is from FirstTaxYear to the year after current: a
// player may record next year's W-2G early, never a year that cannot
// have one.
func TaxYear(current int, year *int) (int, error) {
	if year == nil {
		return current, nil
	}
	if *year < FirstTaxYear || *year > current+1 {
		return 0, domain.Invalid("tax_year", "must be from %d to %d", FirstTaxYear, current+1)
	}
	return *year, nil
}

// TaxYearSummary is a year's gambling figures with the year's loss rule
// applied: the answer of tax_year_summary, and the body of the tax-report
// summary, which adds the casinos.
type TaxYearSummary struct {
	TaxYear         int          `json:"tax_year"`
	W2GWinnings     domain.Money `json:"w2g_winnings"`
	FederalWithheld domain.Money `json:"federal_withheld"`
	StateWithheld   domain.Money `json:"state_withheld"`
	W2GCount        int          `json:"w2g_count"`
	SessionWins     domain.Money `json:"session_wins"`
	SessionLosses   domain.Money `json:"session_losses"`
	SessionCount    int          `json:"session_count"`
	Winnings        domain.Money `json:"winnings"`
	// WinningsBasis says which figure Winnings took: "w2g" when the W-2G
	// winnings exceed the session wins, else "sessions".
	WinningsBasis    string            `json:"winnings_basis"`
	Losses           domain.Money      `json:"losses"`
	DeductibleLosses domain.Money      `json:"deductible_losses"`
	LossFraction     float64           `json:"loss_fraction"`
	Net              domain.Money      `json:"net"`
	Rule             string            `json:"rule"`
	Sources          []taxrules.Source `json:"sources"`
	// W2GThresholds are the year's Form W-2G thresholds by game, each
	// with the year of its amount and its sources.
	W2GThresholds []taxrules.Threshold `json:"w2g_thresholds"`
	Disclaimer    string               `json:"disclaimer"`
}

// W2GThresholdsRule says what w2g_thresholds holds, for Rules.
const W2GThresholdsRule = "w2g_thresholds lists the year's Form W-2G reporting thresholds for slots, bingo, keno, poker tournaments and other games " +
	"(the same as w2g_threshold_check uses): amount, comparison (at_least or more_than), measured, wager_multiple (300 for other games), " +
	"amount_year (the year whose published amount is used), known (false when the year's inflation-indexed amount is not published and amount_year's is used), basis and sources. " +
	"Through 2025: slots and bingo $1,200, keno $1,500, other games $600 and 300 times the wager; 2026: $2,000 for each of these (IRS draft instructions for the 2026 Form W-2G); " +
	"poker tournaments more than $5,000 in every year (for 2026 no source states the amount: basis says what it rests on); from 2027 indexed, not yet known."

// SummarizeTaxYear applies the year's loss rule to f.
func SummarizeTaxYear(f *persistence.TaxFigures) TaxYearSummary {
	basis := "sessions"
	if f.W2GWinnings > f.SessionWins {
		basis = "w2g"
	}
	d := taxrules.Deduction(f.TaxYear, f.Winnings(), f.SessionLosses)
	return TaxYearSummary{
		TaxYear:          f.TaxYear,
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
		W2GThresholds:    taxrules.Thresholds(f.TaxYear),
		Disclaimer:       TaxDisclaimer,
	}
}
