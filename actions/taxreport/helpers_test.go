package taxreport_test

import (
	"bytes"
	"context"
	"encoding/csv"
	"encoding/json"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/transport/apitest"

	_ "github.com/tierline/tierline/actions/taxreport" // registers the tax-report actions
)

// path is the endpoint under test.
const path = "/v1/tax-report"

// today is the server's date in these tests: mid-2026, so the current tax
// year is 2026 and 2025 is the year before.
var today = time.Date(2026, time.June, 15, 18, 30, 0, 0, time.UTC)

// Casinos: one of the shipped directory (Joliet, IL) and one that is not
// in it.
const (
	joliet = "Harrah's Joliet Casino & Hotel"
	small  = "Somewhere Small"
)

func newHarness(t *testing.T) *apitest.Harness {
	t.Helper()
	return apitest.NewAt(t, today)
}

// at parses an RFC 3339 instant.
func at(t *testing.T, s string) time.Time {
	t.Helper()
	v, err := time.Parse(time.RFC3339, s)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// closed stores a closed session of p's: started at start, two hours
// long, net = cash_out - buy_in.
func closed(t *testing.T, p *apitest.Player, row persistence.Session, start string, buyIn, cashOut float64) *persistence.Session {
	t.Helper()
	started := at(t, start)
	row.StartedAt = domain.NewTimestamp(started)
	if row.EndedAt == nil {
		row.EndedAt = new(domain.NewTimestamp(started.Add(2 * time.Hour)))
	}
	if row.GameType == "" {
		row.GameType = "slots"
	}
	row.BuyIn, row.CashOut, row.NetResult = apitest.USD(buyIn), apitest.USDPtr(cashOut), new(apitest.USD(cashOut)-apitest.USD(buyIn))
	return p.Session(t, row)
}

// w2g stores a W-2G record of p's (tax year = the year of dateWon).
func w2g(t *testing.T, h *apitest.Harness, p *apitest.Player, row persistence.W2G, dateWon string) *persistence.W2G {
	t.Helper()
	row.ID, row.AccountID = uuid.New(), p.Account.ID
	row.DateWon = *apitest.Date(t, dateWon)
	if row.TaxYear == 0 {
		row.TaxYear = row.DateWon.Year()
	}
	if row.GameType == "" {
		row.GameType = "slots"
	}
	row.CreatedAt = domain.NewTimestamp(h.Clock.Now())
	row.UpdatedAt = row.CreatedAt
	h.Insert(t, &row)
	return &row
}

// directorySlug is the slug of the directory casino name means.
func directorySlug(t *testing.T, h *apitest.Harness, name string) string {
	t.Helper()
	c, err := persistence.NewDirectory(h.DB).MatchCasino(context.Background(), name)
	if err != nil || c == nil {
		t.Fatalf("no directory casino %q: %v", name, err)
	}
	return c.Slug
}

// wantNumbers checks numeric fields of obj exactly.
func wantNumbers(t *testing.T, what string, obj map[string]any, want map[string]float64) {
	t.Helper()
	for k, v := range want {
		apitest.WantNumber(t, what+"."+k, obj[k], v)
	}
}

// wantStrings checks text fields of obj.
func wantStrings(t *testing.T, what string, obj map[string]any, want map[string]any) {
	t.Helper()
	for k, v := range want {
		if obj[k] != v {
			t.Errorf("%s.%s = %v, want %v", what, k, obj[k], v)
		}
	}
}

// csvBody asks for the action as CSV and parses the answer.
func csvBody(t *testing.T, p *apitest.Player, action string, fields map[string]any, headers map[string]string) (apitest.Response, [][]string) {
	t.Helper()
	body := map[string]any{"action": action}
	for k, v := range fields {
		body[k] = v
	}
	all := map[string]string{"Accept": "text/csv"}
	for k, v := range headers {
		all[k] = v
	}
	res := p.Post(t, path, body, all)
	if res.Status != http.StatusOK {
		t.Fatalf("status %d: %s", res.Status, res.Body)
	}
	if ct := res.Header.Get("Content-Type"); !strings.HasPrefix(ct, "text/csv") {
		t.Fatalf("Content-Type = %q, want text/csv", ct)
	}
	// RFC 4180: every record ends with CRLF (the docs promise it).
	if lines := bytes.Count(res.Body, []byte("\n")); lines == 0 || bytes.Count(res.Body, []byte("\r\n")) != lines {
		t.Errorf("the CSV's line ends are not all CRLF: %q", res.Body)
	}
	records, err := csv.NewReader(bytes.NewReader(res.Body)).ReadAll()
	if err != nil {
		t.Fatalf("the body is not CSV: %v\n%s", err, res.Body)
	}
	return res, records
}

// wantCSVMatches compares a CSV answer field by field with the JSON rows
// of the same report: column c of the CSV is the JSON field jsonName(c);
// money columns have two decimals, other numbers are as in JSON, lists are
// joined with ";", and null is an empty field.
func wantCSVMatches(t *testing.T, records [][]string, header []string, rows []any, jsonName map[string]string, moneyCols map[string]bool) {
	t.Helper()
	if len(records) == 0 {
		t.Fatal("no header row")
	}
	if strings.Join(records[0], ",") != strings.Join(header, ",") {
		t.Errorf("header = %v, want %v", records[0], header)
	}
	if len(records)-1 != len(rows) {
		t.Fatalf("%d CSV rows, %d JSON rows", len(records)-1, len(rows))
	}
	for i, row := range rows {
		obj := apitest.Object(t, row)
		for j, col := range header {
			key := col
			if n, ok := jsonName[col]; ok {
				key = n
			}
			v, ok := obj[key]
			if !ok {
				t.Fatalf("JSON row has no %s", key)
			}
			var want string
			switch x := v.(type) {
			case nil:
				want = ""
			case string:
				want = x
			case json.Number:
				if moneyCols[col] {
					f, _ := x.Float64()
					want = strconv.FormatFloat(f, 'f', 2, 64)
				} else {
					want = x.String()
				}
			case []any:
				parts := make([]string, len(x))
				for k, p := range x {
					parts[k] = p.(string)
				}
				want = strings.Join(parts, ";")
			default:
				t.Fatalf("%s: unexpected JSON %T", key, v)
			}
			if got := records[i+1][j]; got != want {
				t.Errorf("row %d %s: CSV %q, JSON %q", i+1, col, got, want)
			}
		}
	}
}

// ts is an RFC 3339 instant as a timestamp.
func ts(t *testing.T, s string) domain.Timestamp {
	t.Helper()
	return domain.NewTimestamp(at(t, s))
}
