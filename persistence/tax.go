package persistence

import (
	"context"
	"fmt"
	"slices"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"github.com/tierline/tierline/internal/domain"
)

// The W-2G records of an account, and a tax year's figures from the
// player's own records: the tax actions of POST /v1/player and the
// /v1/tax-report endpoint both read them here, so a year is added up one way.

// W2GRecords lists the account's W-2G records, latest win first (then
// latest recorded, then id), only those of taxYear when it is not nil.
func (r *Records) W2GRecords(ctx context.Context, p Page, taxYear *int) ([]W2G, int, error) {
	var filter func(*bun.SelectQuery) *bun.SelectQuery
	if taxYear != nil {
		filter = func(q *bun.SelectQuery) *bun.SelectQuery { return q.Where("w.tax_year = ?", *taxYear) }
	}
	rows, n, err := list[W2G](ctx, r, "w", p, "w.date_won DESC, w.created_at DESC, w.id", filter)
	if err != nil {
		return nil, 0, fmt.Errorf("list w2g records: %w", err)
	}
	return rows, n, nil
}

// W2GRecord returns one of the account's W-2G records (not_found when it
// does not exist or is another account's).
func (r *Records) W2GRecord(ctx context.Context, id uuid.UUID) (*W2G, error) {
	return one[W2G](ctx, r, "w", "W-2G record", id)
}

// AddW2GRecord stores a new W-2G record for the account.
func (r *Records) AddW2GRecord(ctx context.Context, w *W2G) error {
	w.AccountID = r.account
	if _, err := r.db.NewInsert().Model(w).Exec(ctx); err != nil {
		return fmt.Errorf("add w2g record: %w", err)
	}
	return nil
}

// UpdateW2GRecord stores every field of one of the account's W-2G records.
func (r *Records) UpdateW2GRecord(ctx context.Context, w *W2G) error {
	w.AccountID = r.account
	res, err := r.db.NewUpdate().Model(w).
		Column("payer", "date_won", "tax_year", "game_type", "amount_won_cents", "wager_cents",
			"federal_withheld_cents", "state", "state_withheld_cents", "updated_at").
		Where("id = ?", w.ID).Where("account_id = ?", r.account).Exec(ctx)
	if err != nil {
		return fmt.Errorf("update w2g record: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return domain.NotFound("No W-2G record has the id %q.", w.ID)
	}
	return nil
}

// DeleteW2GRecord deletes one of the account's W-2G records (not_found
// when it does not exist or is another account's).
func (r *Records) DeleteW2GRecord(ctx context.Context, id uuid.UUID) error {
	res, err := r.db.NewDelete().Model((*W2G)(nil)).
		Where("id = ?", id).Where("account_id = ?", r.account).Exec(ctx)
	if err != nil {
		return fmt.Errorf("delete w2g record: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return domain.NotFound("No W-2G record has the id %q.", id)
	}
	return nil
}

// TaxFigures are one account's gambling figures for a tax year, added up
// from its own records. Sums of money are exact (whole cents).
type TaxFigures struct {
	TaxYear int
	// W2Gs are the year's W-2G records (tax_year = the year), by date won.
	W2Gs            []W2G
	W2GCount        int
	W2GWinnings     domain.Money // sum of amount_won
	FederalWithheld domain.Money // sum of federal_withheld (missing counts as 0)
	StateWithheld   domain.Money // sum of state_withheld (missing counts as 0)
	// Sessions are the closed sessions (ended, with a net result) started
	// in the year in UTC, by start.
	Sessions       []Session
	SessionCount   int
	SessionWins    domain.Money // sum of the positive net results
	SessionLosses  domain.Money // sum of the negative net results, as a positive amount
	WinningCount   int          // sessions with a positive net result
	LosingCount    int          // sessions with a negative net result
	Casinos        []CasinoTaxFigures
	casinoPosition map[string]int
}

// CasinoTaxFigures are the same figures for one casino (a W-2G's payer or
// a session's casino, compared with CasinoKey).
type CasinoTaxFigures struct {
	CasinoName      string
	CasinoKey       string
	W2GCount        int
	W2GWinnings     domain.Money
	FederalWithheld domain.Money
	StateWithheld   domain.Money
	SessionCount    int
	SessionWins     domain.Money
	SessionLosses   domain.Money
}

// Winnings is the gambling winnings the year's figures support: the larger
// of the session wins and the W-2G winnings. A W-2G win normally happened
// inside a logged session and is already part of that session's result, so
// adding the two would count it twice; taking the larger never reports less
// than the W-2Gs the payer sent to the IRS.
func (f *TaxFigures) Winnings() domain.Money { return max(f.SessionWins, f.W2GWinnings) }

// Winnings is the casino's winnings by the same rule as TaxFigures.Winnings.
func (c *CasinoTaxFigures) Winnings() domain.Money { return max(c.SessionWins, c.W2GWinnings) }

// TaxYearFigures adds up the account's W-2G records of year (by their
// tax_year) and its closed sessions started in year (UTC), in total and
// per casino (casinos sorted by CasinoKey).
func TaxYearFigures(ctx context.Context, db bun.IDB, account uuid.UUID, year int) (*TaxFigures, error) {
	f := &TaxFigures{TaxYear: year, W2Gs: []W2G{}, Sessions: []Session{}, Casinos: []CasinoTaxFigures{}, casinoPosition: map[string]int{}}
	if err := db.NewSelect().Model(&f.W2Gs).Where("w.account_id = ?", account).Where("w.tax_year = ?", year).
		OrderExpr("w.date_won ASC, w.created_at ASC, w.id").Scan(ctx); err != nil {
		return nil, fmt.Errorf("tax year %d: w2g records: %w", year, err)
	}
	from := domain.NewTimestamp(time.Date(year, time.January, 1, 0, 0, 0, 0, time.UTC))
	to := domain.NewTimestamp(time.Date(year+1, time.January, 1, 0, 0, 0, 0, time.UTC))
	if err := db.NewSelect().Model(&f.Sessions).Where("s.account_id = ?", account).
		Where("s.started_at >= ?", from).Where("s.started_at < ?", to).
		Where("s.ended_at IS NOT NULL").Where("s.net_result_cents IS NOT NULL").
		OrderExpr("s.started_at ASC, s.id").Scan(ctx); err != nil {
		return nil, fmt.Errorf("tax year %d: sessions: %w", year, err)
	}
	for _, w := range f.W2Gs {
		c := f.casino(w.Payer)
		f.W2GCount++
		c.W2GCount++
		f.W2GWinnings += w.AmountWon
		c.W2GWinnings += w.AmountWon
		f.FederalWithheld += taxAmountOrZero(w.FederalWithheld)
		c.FederalWithheld += taxAmountOrZero(w.FederalWithheld)
		f.StateWithheld += taxAmountOrZero(w.StateWithheld)
		c.StateWithheld += taxAmountOrZero(w.StateWithheld)
	}
	for _, s := range f.Sessions {
		c := f.casino(s.CasinoName)
		f.SessionCount++
		c.SessionCount++
		switch net := *s.NetResult; {
		case net > 0:
			f.WinningCount++
			f.SessionWins += net
			c.SessionWins += net
		case net < 0:
			f.LosingCount++
			f.SessionLosses -= net
			c.SessionLosses -= net
		}
	}
	slices.SortStableFunc(f.Casinos, func(a, b CasinoTaxFigures) int {
		switch {
		case a.CasinoKey < b.CasinoKey:
			return -1
		case a.CasinoKey > b.CasinoKey:
			return 1
		}
		return 0
	})
	f.casinoPosition = nil // positions are stale once sorted
	return f, nil
}

// casino returns the per-casino figures of name, adding them on first use
// (the first spelling seen names the casino: W-2G payers are added up
// before sessions). The pointer is valid until the next call.
func (f *TaxFigures) casino(name string) *CasinoTaxFigures {
	key := CasinoKey(name)
	i, ok := f.casinoPosition[key]
	if !ok {
		i = len(f.Casinos)
		f.casinoPosition[key] = i
		f.Casinos = append(f.Casinos, CasinoTaxFigures{CasinoName: name, CasinoKey: key})
	}
	return &f.Casinos[i]
}

func taxAmountOrZero(v *domain.Money) domain.Money {
	if v == nil {
		return 0
	}
	return *v
}
