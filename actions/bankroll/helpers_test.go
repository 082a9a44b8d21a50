package bankroll_test

import (
	"testing"
	"time"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/transport/apitest"
)

// now is the clock of every bankroll test: Wednesday 10 June 2026, so the
// budget week started on Monday 8 June and the month on 1 June.
var now = time.Date(2026, time.June, 10, 15, 0, 0, 0, time.UTC)

// addSession stores a blackjack session of p's started at started; ended
// says whether it is closed (an hour later); net is its net_result (nil:
// none recorded).
func addSession(t *testing.T, p *apitest.Player, started time.Time, ended bool, net *domain.Money) {
	t.Helper()
	s := persistence.Session{CasinoName: "Test Casino", GameType: "blackjack", StartedAt: domain.NewTimestamp(started), NetResult: net}
	if ended {
		end := domain.NewTimestamp(started.Add(time.Hour))
		s.EndedAt = &end
	}
	p.Session(t, s)
}

// addLimit stores a responsible-gaming limit of p's, set two days ago.
func addLimit(t *testing.T, p *apitest.Player, l persistence.RGLimit) {
	t.Helper()
	l.UpdatedAt = domain.NewTimestamp(now.Add(-48 * time.Hour))
	p.RGLimit(t, l)
}
