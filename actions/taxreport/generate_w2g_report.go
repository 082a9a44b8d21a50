package taxreport

import (
	"context"
	"slices"
	"strconv"
	"strings"

	"github.com/google/uuid"

	"github.com/tierline/tierline/actions/actionkit"
	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/internal/domain/taxrules"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
	"github.com/tierline/tierline/scopes"
)

func init() {
	registry.Register(registry.Spec{
		Namespace: namespace,
		Name:      "generate_w2g_report",
		Area:      area,
		Kind:      registry.KindRead,
		Scope:     scopes.Tax,
		Summary:   "A tax year's W-2G records with totals and withholding per state, as JSON or CSV.",
		Rules: yearRule + " w2g lists the W-2G records whose tax_year is the year, oldest date_won first (then as recorded, then by id); casino_slug is added when the payer names one directory casino. " +
			"totals: count, amount_won, federal_withheld and state_withheld summed over the records (missing withholding counts as 0). " +
			"by_state groups the records by their state (sorted by code; records without a state last, under state null) with count, amount_won and state_withheld. " +
			actionkit.W2GThresholdsRule + " (JSON only). " +
			"Money is dollars rounded to the cent. " + csvRule +
			" CSV columns: w2g_id, date_won, tax_year, payer, game_type, amount_won, wager, federal_withheld, state, state_withheld.",
	}, generateW2GReport)
}

type w2gRow struct {
	ID              uuid.UUID     `json:"id"`
	DateWon         domain.Date   `json:"date_won"`
	TaxYear         int           `json:"tax_year"`
	Payer           string        `json:"payer"`
	CasinoSlug      *string       `json:"casino_slug"`
	GameType        string        `json:"game_type"`
	AmountWon       domain.Money  `json:"amount_won"`
	Wager           *domain.Money `json:"wager"`
	FederalWithheld *domain.Money `json:"federal_withheld"`
	State           *string       `json:"state"`
	StateWithheld   *domain.Money `json:"state_withheld"`
}

type w2gTotals struct {
	Count           int          `json:"count"`
	AmountWon       domain.Money `json:"amount_won"`
	FederalWithheld domain.Money `json:"federal_withheld"`
	StateWithheld   domain.Money `json:"state_withheld"`
}

type w2gState struct {
	State         *string      `json:"state"`
	Count         int          `json:"count"`
	AmountWon     domain.Money `json:"amount_won"`
	StateWithheld domain.Money `json:"state_withheld"`
}

type generateW2GReportOutput struct {
	TaxYear int        `json:"tax_year"`
	W2G     []w2gRow   `json:"w2g"`
	Count   int        `json:"count"`
	Totals  w2gTotals  `json:"totals"`
	ByState []w2gState `json:"by_state"`
	// Thresholds are the year's W-2G thresholds (taxrules.Thresholds).
	Thresholds []taxrules.Threshold `json:"w2g_thresholds"`
	Disclaimer string               `json:"disclaimer"`
}

// w2gHeader is the CSV header of the W-2G report.
var w2gHeader = []string{"w2g_id", "date_won", "tax_year", "payer", "game_type", "amount_won", "wager",
	"federal_withheld", "state", "state_withheld"}

// CSV writes the records of the report as CSV.
func (o *generateW2GReportOutput) CSV() ([]byte, error) {
	rows := make([][]string, 0, len(o.W2G))
	for _, w := range o.W2G {
		rows = append(rows, []string{
			w.ID.String(), w.DateWon.String(), strconv.Itoa(w.TaxYear), text(w.Payer), w.GameType, money(w.AmountWon), optMoney(w.Wager),
			optMoney(w.FederalWithheld), optText(w.State), optMoney(w.StateWithheld),
		})
	}
	return writeCSV(w2gHeader, rows)
}

func generateW2GReport(ctx context.Context, env *registry.Env, in *yearInput) (*generateW2GReportOutput, error) {
	year, err := actionkit.TaxYear(env.Today().Year(), in.TaxYear)
	if err != nil {
		return nil, err
	}
	f, err := persistence.TaxYearFigures(ctx, env.DB, env.Caller.AccountID, year)
	if err != nil {
		return nil, wrapf("generate_w2g_report", err)
	}
	dir := newDirectoryLookup(env.DB)
	out := &generateW2GReportOutput{TaxYear: year, W2G: make([]w2gRow, 0, len(f.W2Gs)), ByState: []w2gState{},
		Thresholds: taxrules.Thresholds(year), Disclaimer: actionkit.TaxDisclaimer}
	states := map[string]*w2gState{}
	for _, w := range f.W2Gs {
		slug, err := dir.slug(ctx, w.Payer)
		if err != nil {
			return nil, wrapf("generate_w2g_report", err)
		}
		out.W2G = append(out.W2G, w2gRow{
			ID: w.ID, DateWon: w.DateWon, TaxYear: w.TaxYear, Payer: w.Payer, CasinoSlug: slug, GameType: w.GameType,
			AmountWon: w.AmountWon, Wager: w.Wager, FederalWithheld: w.FederalWithheld, State: w.State, StateWithheld: w.StateWithheld,
		})
		code := ""
		if w.State != nil {
			code = *w.State
		}
		st, ok := states[code]
		if !ok {
			st = &w2gState{State: w.State}
			states[code] = st
		}
		st.Count++
		st.AmountWon += w.AmountWon
		if w.StateWithheld != nil {
			st.StateWithheld += *w.StateWithheld
		}
	}
	for _, st := range states {
		out.ByState = append(out.ByState, *st)
	}
	slices.SortFunc(out.ByState, func(a, b w2gState) int {
		switch {
		case a.State == nil && b.State == nil:
			return 0
		case a.State == nil:
			return 1
		case b.State == nil:
			return -1
		}
		return strings.Compare(*a.State, *b.State)
	})
	out.Count = len(out.W2G)
	out.Totals = w2gTotals{Count: f.W2GCount, AmountWon: f.W2GWinnings, FederalWithheld: f.FederalWithheld, StateWithheld: f.StateWithheld}
	return out, nil
}
