package sessions_test

import (
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/transport/apitest"
)

// t0 is when the tests' clock starts: Wednesday 4 March 2026, 18:00 UTC
// (the week began on Monday 2 March).
var t0 = time.Date(2026, 3, 4, 18, 0, 0, 0, time.UTC)

// addTrip stores a trip of p's and returns its id.
func addTrip(t *testing.T, p *apitest.Player) uuid.UUID {
	t.Helper()
	return p.Trip(t, persistence.Trip{CasinoName: "Bellagio", CreatedAt: domain.NewTimestamp(t0)}).ID
}

// addMachine stores a machine of p's and returns its id.
func addMachine(t *testing.T, p *apitest.Player, denomination *domain.Money) uuid.UUID {
	t.Helper()
	return p.Machine(t, persistence.Machine{CasinoName: "Bellagio", Title: "Buffalo Gold", Denomination: denomination,
		CreatedAt: domain.NewTimestamp(t0)}).ID
}

// addClosedSession stores a closed session of p's that started at start,
// lasted minutes and ended with net.
func addClosedSession(t *testing.T, p *apitest.Player, start time.Time, minutes int, net float64) uuid.UUID {
	t.Helper()
	return p.Session(t, apitest.Closed(persistence.Session{CasinoName: "Bellagio", GameType: "blackjack", BuyIn: apitest.USD(1000),
		StartedAt: domain.NewTimestamp(start), CreatedAt: domain.NewTimestamp(t0)}, minutes, net)).ID
}

// addLimit stores a responsible-gaming limit of p's, set a month ago;
// amount is in the limit's unit, minutes or dollars.
func addLimit(t *testing.T, p *apitest.Player, kind string, amount float64) {
	t.Helper()
	stored := apitest.USD(amount).Cents()
	if kind == "session_minutes" {
		stored = int64(amount)
	}
	p.RGLimit(t, persistence.RGLimit{Kind: kind, Amount: stored, UpdatedAt: domain.NewTimestamp(t0.AddDate(0, -1, 0))})
}

// session is the "session" object of a result.
func session(t *testing.T, data map[string]any) map[string]any {
	t.Helper()
	s, ok := data["session"].(map[string]any)
	if !ok {
		t.Fatalf("no session object in %v", data)
	}
	return s
}

// warnings is the "warnings" array of a result (never null).
func warnings(t *testing.T, data map[string]any) []map[string]any {
	t.Helper()
	raw, ok := data["warnings"].([]any)
	if !ok {
		t.Fatalf("warnings = %v (%T), want an array", data["warnings"], data["warnings"])
	}
	out := make([]map[string]any, 0, len(raw))
	for _, w := range raw {
		out = append(out, w.(map[string]any))
	}
	return out
}

// startAt starts a session at the harness clock and returns its id.
func startAt(t *testing.T, p *apitest.Player, fields map[string]any) string {
	t.Helper()
	return session(t, p.MustAction(t, "start_session", fields))["id"].(string)
}
