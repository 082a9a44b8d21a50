package hostbook_test

import (
	"strings"
	"testing"
	"time"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/transport/apitest"
)

// now is the fixed clock of the host tests: today is 2026-06-15.
var now = time.Date(2026, 6, 15, 12, 0, 0, 0, time.UTC)

func ts(t time.Time) domain.Timestamp { return domain.NewTimestamp(t) }

// bookPlayer is a player connected to host who grants share_with_hosts.
func bookPlayer(t *testing.T, h *apitest.Harness, host *apitest.Player, name string) *apitest.Player {
	t.Helper()
	p := h.NewPlayer(t, "read,write")
	p.SetName(t, name)
	h.Connect(t, host, p, now.Add(-48*time.Hour))
	p.Consent(t, persistence.ConsentShareWithHosts, true, now.Add(-72*time.Hour))
	return p
}

// tier stores p's tier at casino, with 1,200 points.
func tier(t *testing.T, p *apitest.Player, casino, level string) {
	t.Helper()
	p.Tier(t, persistence.UserTier{CasinoName: casino, Tier: level, PointsBalance: 1200, CreatedAt: ts(now)})
}

// session adds a blackjack session started at start; a closed one ends an
// hour later.
func session(t *testing.T, p *apitest.Player, start time.Time, theo *domain.Money, closed bool) {
	t.Helper()
	s := persistence.Session{CasinoName: "Bellagio", GameType: "blackjack", StartedAt: ts(start), Theo: theo}
	if closed {
		end := ts(start.Add(time.Hour))
		s.EndedAt = &end
	}
	p.Session(t, s)
}

// trip stores a one-day trip of p's at casino with private notes.
func trip(t *testing.T, p *apitest.Player, casino, start string) *persistence.Trip {
	t.Helper()
	d := apitest.Date(t, start)
	return p.Trip(t, persistence.Trip{CasinoName: casino, StartDate: d, EndDate: d, Notes: new("private trip notes"), CreatedAt: ts(now)})
}

// offer stores an offer of p's at casino with a secret code.
func offer(t *testing.T, p *apitest.Player, casino, status, expires string) *persistence.Offer {
	t.Helper()
	return p.Offer(t, persistence.Offer{CasinoName: casino, Status: status, ExpirationDate: apitest.Date(t, expires),
		Code: new("SECRET-CODE"), CreatedAt: ts(now)})
}

func str(p *apitest.Player) string { return p.Account.ID.String() }

func containsJSON(body []byte, part string) bool { return strings.Contains(string(body), part) }
