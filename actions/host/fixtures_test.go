package host_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/tierline/tierline"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/transport/apitest"
)

// now is the fixed clock of the host tests: today is 2026-06-15.
var now = time.Date(2026, 6, 15, 12, 0, 0, 0, time.UTC)

func newHarness(t *testing.T) *apitest.Harness {
	t.Helper()
	return apitest.New(t, apitest.Options{Clock: apitest.NewClock(now)})
}

func newHost(t *testing.T, h *apitest.Harness) *apitest.Player {
	t.Helper()
	return h.NewAccount(t, persistence.RoleHost, "read,write,host")
}

func insert(t *testing.T, h *apitest.Harness, rows ...any) {
	t.Helper()
	for _, r := range rows {
		if _, err := h.DB.NewInsert().Model(r).Exec(context.Background()); err != nil {
			t.Fatalf("insert %T: %v", r, err)
		}
	}
}

func ts(t time.Time) tierline.Timestamp { return tierline.NewTimestamp(t) }

func date(t *testing.T, s string) tierline.Date {
	t.Helper()
	d, err := tierline.ParseDate(s)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// connect connects player to host.
func connect(t *testing.T, h *apitest.Harness, host, player *apitest.Player, at time.Time) {
	t.Helper()
	insert(t, h, &persistence.HostConnection{HostID: host.Account.ID, PlayerID: player.Account.ID, ConnectedAt: ts(at)})
}

// consent records a share_with_hosts event of the player's.
func consent(t *testing.T, h *apitest.Harness, player *apitest.Player, granted bool, at time.Time) {
	t.Helper()
	insert(t, h, &persistence.ConsentEvent{ID: uuid.New(), AccountID: player.Account.ID,
		Consent: persistence.ConsentShareWithHosts, Granted: granted, ChangedAt: ts(at)})
}

// bookPlayer is a player connected to host who grants share_with_hosts.
func bookPlayer(t *testing.T, h *apitest.Harness, host *apitest.Player, name string) *apitest.Player {
	t.Helper()
	p := h.NewPlayer(t, "read,write")
	rename(t, h, p, name)
	connect(t, h, host, p, now.Add(-48*time.Hour))
	consent(t, h, p, true, now.Add(-72*time.Hour))
	return p
}

func rename(t *testing.T, h *apitest.Harness, p *apitest.Player, name string) {
	t.Helper()
	if _, err := h.DB.NewUpdate().Model((*persistence.Account)(nil)).Set("name = ?", name).
		Where("id = ?", p.Account.ID).Exec(context.Background()); err != nil {
		t.Fatal(err)
	}
	p.Account.Name = &name
}

func profile(t *testing.T, h *apitest.Harness, p *apitest.Player, handle string) {
	t.Helper()
	insert(t, h, &persistence.Profile{AccountID: p.Account.ID, Handle: handle, CreatedAt: ts(now), UpdatedAt: ts(now)})
}

func tier(t *testing.T, h *apitest.Harness, p *apitest.Player, casino, level string) {
	t.Helper()
	insert(t, h, &persistence.UserTier{ID: uuid.New(), AccountID: p.Account.ID, CasinoName: casino,
		CasinoKey: strings.ToLower(casino), Tier: level, PointsBalance: 1200, CreatedAt: ts(now), UpdatedAt: ts(now)})
}

// session adds a session started at start; a closed one ends an hour later.
func session(t *testing.T, h *apitest.Harness, p *apitest.Player, start time.Time, theo *float64, closed bool) {
	t.Helper()
	s := &persistence.Session{ID: uuid.New(), AccountID: p.Account.ID, CasinoName: "Bellagio", GameType: "blackjack",
		StartedAt: ts(start), Theo: theo, CreatedAt: ts(start), UpdatedAt: ts(start)}
	if closed {
		end := ts(start.Add(time.Hour))
		s.EndedAt = &end
	}
	insert(t, h, s)
}

func trip(t *testing.T, h *apitest.Harness, p *apitest.Player, casino, start string) *persistence.Trip {
	t.Helper()
	d := date(t, start)
	notes := "private trip notes"
	tr := &persistence.Trip{ID: uuid.New(), AccountID: p.Account.ID, CasinoName: casino, StartDate: &d, EndDate: &d,
		Notes: &notes, CreatedAt: ts(now), UpdatedAt: ts(now)}
	insert(t, h, tr)
	return tr
}

func offer(t *testing.T, h *apitest.Harness, p *apitest.Player, casino, status, expires string) *persistence.Offer {
	t.Helper()
	d := date(t, expires)
	code := "SECRET-CODE"
	o := &persistence.Offer{ID: uuid.New(), AccountID: p.Account.ID, CasinoName: casino, Status: status,
		ExpirationDate: &d, Code: &code, CreatedAt: ts(now), UpdatedAt: ts(now)}
	insert(t, h, o)
	return o
}

func num(v float64) *float64 { return &v }

// ids returns the "id" of each object of a list.
func ids(t *testing.T, list any) []string {
	t.Helper()
	items, ok := list.([]any)
	if !ok {
		t.Fatalf("not a list: %#v", list)
	}
	out := make([]string, len(items))
	for i, it := range items {
		out[i], _ = it.(map[string]any)["id"].(string)
	}
	return out
}

func str(p *apitest.Player) string { return p.Account.ID.String() }

func containsJSON(body []byte, part string) bool { return strings.Contains(string(body), part) }
