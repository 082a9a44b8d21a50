package tax_test

import (
	"fmt"
	"net/http"
	"testing"
	"time"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/transport/apitest"
)

// today is the server's date in these tests: mid-2026, so the current tax
// year is 2026 and 2025 is the year before.
var today = time.Date(2026, time.June, 15, 18, 30, 0, 0, time.UTC)

// wantNumbers checks numeric fields of obj.
func wantNumbers(t *testing.T, obj map[string]any, want map[string]float64) {
	t.Helper()
	for k, v := range want {
		if got := apitest.Num(t, obj[k]); got != v {
			t.Errorf("%s = %v, want %v", k, got, v)
		}
	}
}

// addSession stores a slots session of p's directly: closed two hours
// later with net, or open when net is nil.
func addSession(t *testing.T, p *apitest.Player, casino string, started time.Time, net *domain.Money) {
	t.Helper()
	s := persistence.Session{CasinoName: casino, GameType: "slots", BuyIn: apitest.USD(100), StartedAt: domain.NewTimestamp(started)}
	if net != nil {
		ended := domain.NewTimestamp(started.Add(2 * time.Hour))
		s.EndedAt, s.NetResult = &ended, net
	}
	p.Session(t, s)
}

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

func futureDay(days int) string { return fmt.Sprint(domain.DateOf(today).AddDays(days)) }
