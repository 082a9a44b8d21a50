package machines_test

import (
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/transport/apitest"
)

// t0 is when the tests' clock starts.
var t0 = time.Date(2026, 3, 4, 18, 0, 0, 0, time.UTC)

// addMachine stores a machine of p's and returns its id.
func addMachine(t *testing.T, p *apitest.Player, casino, title string, favorite bool) uuid.UUID {
	t.Helper()
	return p.Machine(t, persistence.Machine{CasinoName: casino, Title: title, Favorite: favorite, CreatedAt: domain.NewTimestamp(t0)}).ID
}

// addSession stores a session of p's on machine: closed after minutes with
// net and coin_in when minutes > 0, open otherwise.
func addSession(t *testing.T, p *apitest.Player, machine *uuid.UUID, minutes int, net float64, coinIn *domain.Money) uuid.UUID {
	t.Helper()
	s := persistence.Session{MachineID: machine, CasinoName: "Bellagio", GameType: "slots",
		BuyIn: apitest.USD(500), StartedAt: domain.NewTimestamp(t0.Add(-24 * time.Hour)), CreatedAt: domain.NewTimestamp(t0)}
	if minutes > 0 {
		s = apitest.Closed(s, minutes, net)
		s.CoinIn = coinIn
	}
	return p.Session(t, s).ID
}

func machine(t *testing.T, data map[string]any) map[string]any {
	t.Helper()
	m, ok := data["machine"].(map[string]any)
	if !ok {
		t.Fatalf("no machine object in %v", data)
	}
	return m
}
