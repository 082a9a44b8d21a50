// Package taxreport holds the actions of POST /v1/tax-report, one file
// each: a tax year's summary, session log (the gambling diary) and W-2G
// report, added up from the player's own records by
// persistence.TaxYearFigures with the year's rules from taxrules. The
// session log and the W-2G report can also be written as CSV.
package taxreport

import (
	"bytes"
	"context"
	"encoding/csv"
	"fmt"
	"strings"

	"github.com/uptrace/bun"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
)

// namespace is the endpoint's namespace (POST /v1/tax-report).
const namespace = "tax-report"

// area groups the actions in listings.
const area = "tax-report"

// yearRule is the tax_year rule in words, for Rules.
const yearRule = "tax_year is optional: a whole number from 1990 to next year, default the current year (UTC), the same bounds as the tax actions of POST /v1/player. " +
	"Needs a key with the read and tax scopes (the endpoint is the spec's tax-scoped one; the actions read)."

// csvRule says how the CSV forms are written, for Rules.
const csvRule = "With Accept: text/csv the answer is CSV instead (RFC 4180, a header row, one row per record and no totals row; " +
	"money with two decimals, dates YYYY-MM-DD, instants RFC 3339 UTC, an empty field for null; " +
	"a text field the player typed that begins with =, +, -, @, a tab or a carriage return gets a leading ' so a spreadsheet shows it rather than runs it as a formula)."

// yearInput is the one field every report takes.
type yearInput struct {
	TaxYear *int `json:"tax_year" validate:"omitempty,gte=1990"`
}

// directoryLookup finds directory casinos by free-text name, once per
// name (compared with CasinoKey).
type directoryLookup struct {
	dir  *persistence.Directory
	seen map[string]*persistence.Casino
}

func newDirectoryLookup(db bun.IDB) *directoryLookup {
	return &directoryLookup{dir: persistence.NewDirectory(db), seen: map[string]*persistence.Casino{}}
}

// casino is the directory casino name means, or nil.
func (d *directoryLookup) casino(ctx context.Context, name string) (*persistence.Casino, error) {
	key := persistence.CasinoKey(name)
	if c, ok := d.seen[key]; ok {
		return c, nil
	}
	c, err := d.dir.MatchCasino(ctx, name)
	if err != nil {
		return nil, err
	}
	d.seen[key] = c
	return c, nil
}

// slug is the directory slug of the casino name means, or nil.
func (d *directoryLookup) slug(ctx context.Context, name string) (*string, error) {
	c, err := d.casino(ctx, name)
	if err != nil || c == nil {
		return nil, err
	}
	return &c.Slug, nil
}

// address is "City, ST" of the directory casino name means (either part
// alone when the other is unknown), or nil.
func (d *directoryLookup) address(ctx context.Context, name string) (*string, error) {
	c, err := d.casino(ctx, name)
	if err != nil || c == nil {
		return nil, err
	}
	var s string
	switch {
	case c.City != nil && c.State != nil:
		s = *c.City + ", " + *c.State
	case c.City != nil:
		s = *c.City
	case c.State != nil:
		s = *c.State
	default:
		return nil, nil
	}
	return &s, nil
}

// writeCSV writes a header and rows as CSV, with the CRLF line ends of
// RFC 4180 that the docs promise (encoding/csv writes LF unless told).
func writeCSV(header []string, rows [][]string) ([]byte, error) {
	var b bytes.Buffer
	w := csv.NewWriter(&b)
	w.UseCRLF = true
	if err := w.Write(header); err != nil {
		return nil, err
	}
	if err := w.WriteAll(rows); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// money is a CSV amount: dollars with two decimals, as in JSON.
func money(v domain.Money) string { return v.Decimal() }

// optMoney is a CSV amount, empty for null.
func optMoney(v *domain.Money) string {
	if v == nil {
		return ""
	}
	return money(*v)
}

// text is a CSV field of text a player typed (a casino name, a payer).
// Spreadsheets run a cell that begins with = + - @ (or a tab or carriage
// return before one) as a formula, so such text gets a leading ' that
// makes it plain text (OWASP, "CSV Injection"). Numbers and dates are
// written by the service and never pass through here.
func text(s string) string {
	if s != "" && strings.ContainsRune("=+-@\t\r", rune(s[0])) {
		return "'" + s
	}
	return s
}

// optText is text, empty for null.
func optText(s *string) string {
	if s == nil {
		return ""
	}
	return text(*s)
}

// instant is a CSV timestamp: RFC 3339 in UTC, to the second, as in JSON.
func instant(t domain.Timestamp) string { return t.UTC().Format("2006-01-02T15:04:05Z07:00") }

func optInstant(t *domain.Timestamp) string {
	if t == nil {
		return ""
	}
	return instant(*t)
}

func wrapf(action string, err error) error { return fmt.Errorf("%s: %w", action, err) }
