package tax_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/tierline/tierline"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/transport/apitest"
)

// today is the server's date in these tests: mid-2026, so the current tax
// year is 2026 and 2025 is the year before.
var today = time.Date(2026, time.June, 15, 18, 30, 0, 0, time.UTC)

func newHarness(t *testing.T) *apitest.Harness {
	t.Helper()
	return apitest.New(t, apitest.Options{Clock: apitest.NewClock(today)})
}

// num reads a JSON number of a response.
func num(t *testing.T, v any) float64 {
	t.Helper()
	n, ok := v.(json.Number)
	if !ok {
		t.Fatalf("%v (%T) is not a number", v, v)
	}
	f, err := n.Float64()
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// wantNumbers checks numeric fields of obj.
func wantNumbers(t *testing.T, obj map[string]any, want map[string]float64) {
	t.Helper()
	for k, v := range want {
		if got := num(t, obj[k]); got != v {
			t.Errorf("%s = %v, want %v", k, got, v)
		}
	}
}

// addSession stores a closed session (or an open one when net is nil) of
// p's directly.
func addSession(t *testing.T, h *apitest.Harness, p *apitest.Player, casino string, started time.Time, net *float64) {
	t.Helper()
	s := &persistence.Session{
		ID: uuid.New(), AccountID: p.Account.ID, CasinoName: casino, GameType: "slots", BuyIn: 100,
		StartedAt: tierline.NewTimestamp(started), CreatedAt: tierline.NewTimestamp(started), UpdatedAt: tierline.NewTimestamp(started),
	}
	if net != nil {
		ended := tierline.NewTimestamp(started.Add(2 * time.Hour))
		s.EndedAt, s.NetResult = &ended, net
	}
	if _, err := h.DB.NewInsert().Model(s).Exec(context.Background()); err != nil {
		t.Fatal(err)
	}
}

func money(v float64) *float64 { return &v }

// addW2G records a W-2G for p through manual_w2g and returns its id.
func addW2G(t *testing.T, p *apitest.Player, payer, dateWon, game string, amount float64) string {
	t.Helper()
	data := p.MustAction(t, "manual_w2g", map[string]any{"payer": payer, "date_won": dateWon, "game_type": game, "amount_won": amount})
	return data["w2g"].(map[string]any)["id"].(string)
}

// wantTaxScope checks that a read,write key without tax is refused the
// action with 403 naming the tax scope.
func wantTaxScope(t *testing.T, p *apitest.Player, action string, fields map[string]any) {
	t.Helper()
	t.Run("a read,write key without tax is refused with 403 naming tax", func(t *testing.T) {
		p.WithKey(t, "read,write").Action(t, action, fields).WantError(t, http.StatusForbidden, "insufficient_scope", `"tax"`)
	})
}

func futureDay(days int) string { return fmt.Sprint(tierline.DateOf(today).AddDays(days)) }
