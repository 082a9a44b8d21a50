package bankroll_test

import (
	"context"
	"encoding/json"
	"strconv"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/tierline/tierline"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/transport/apitest"
)

// now is the clock of every bankroll test: Wednesday 10 June 2026, so the
// budget week started on Monday 8 June and the month on 1 June.
var now = time.Date(2026, time.June, 10, 15, 0, 0, 0, time.UTC)

func newHarness(t *testing.T) *apitest.Harness {
	t.Helper()
	return apitest.New(t, apitest.Options{Clock: apitest.NewClock(now)})
}

// wantMoney checks that a JSON number is exactly the dollar amount want
// (the float nearest the decimal, as a correct cent sum produces).
func wantMoney(t *testing.T, what string, got any, want float64) {
	t.Helper()
	n, ok := got.(json.Number)
	if !ok {
		t.Errorf("%s = %v (%T), want the number %v", what, got, got, want)
		return
	}
	f, err := strconv.ParseFloat(n.String(), 64)
	if err != nil || f != want {
		t.Errorf("%s = %s, want exactly %v", what, n, want)
	}
}

// addSession stores a session of account started at started; ended says
// whether it is closed; net is its net_result (nil: none recorded).
func addSession(t *testing.T, h *apitest.Harness, account uuid.UUID, started time.Time, ended bool, net *float64) {
	t.Helper()
	s := &persistence.Session{
		ID: uuid.New(), AccountID: account, CasinoName: "Test Casino", GameType: "blackjack",
		StartedAt: tierline.NewTimestamp(started), NetResult: net,
		CreatedAt: tierline.NewTimestamp(started), UpdatedAt: tierline.NewTimestamp(started),
	}
	if ended {
		end := tierline.NewTimestamp(started.Add(time.Hour))
		s.EndedAt = &end
	}
	if _, err := h.DB.NewInsert().Model(s).Exec(context.Background()); err != nil {
		t.Fatalf("insert session: %v", err)
	}
}

// addLimit stores a responsible-gaming limit of account.
func addLimit(t *testing.T, h *apitest.Harness, l *persistence.RGLimit) {
	t.Helper()
	l.UpdatedAt = tierline.NewTimestamp(now.Add(-48 * time.Hour))
	if _, err := h.DB.NewInsert().Model(l).Exec(context.Background()); err != nil {
		t.Fatalf("insert limit: %v", err)
	}
}

func money(v float64) *float64 { return &v }
