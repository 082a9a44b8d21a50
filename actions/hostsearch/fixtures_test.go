package hostsearch_test

import (
	"context"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"

	_ "github.com/tierline/tierline/actions/hostsearch" // the actions under test
	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/persistence/dbtest"
	"github.com/tierline/tierline/transport/apitest"
)

// now is the fixed clock of these tests: today is 2026-06-15 (UTC).
var now = time.Date(2026, 6, 15, 12, 0, 0, 0, time.UTC)

const (
	discoverPath = "/v1/hosts/discover"
	matchPath    = "/v1/match-hosts"
)

// newHarness serves the package's shared test database (other tests' hosts
// included: tests that list every host use freshHarness).
func newHarness(t *testing.T) *apitest.Harness {
	t.Helper()
	return apitest.New(t, apitest.Options{Clock: apitest.NewClock(now)})
}

// freshHarness serves a database of its own, migrated and empty, for tests
// whose answer depends on every host there is.
func freshHarness(t *testing.T) *apitest.Harness {
	t.Helper()
	db := dbtest.NewMigrated(t)
	return apitest.New(t, apitest.Options{DB: db, Clock: apitest.NewClock(now)})
}

func insert(t *testing.T, h *apitest.Harness, rows ...any) {
	t.Helper()
	for _, r := range rows {
		if _, err := h.DB.NewInsert().Model(r).Exec(context.Background()); err != nil {
			t.Fatalf("insert %T: %v", r, err)
		}
	}
}

func ts(t time.Time) domain.Timestamp { return domain.NewTimestamp(t) }

func rename(t *testing.T, h *apitest.Harness, p *apitest.Player, name string) {
	t.Helper()
	if _, err := h.DB.NewUpdate().Model((*persistence.Account)(nil)).Set("name = ?", name).
		Where("id = ?", p.Account.ID).Exec(context.Background()); err != nil {
		t.Fatal(err)
	}
	p.Account.Name = &name
}

// hostSpec is a host's profile for newHost.
type hostSpec struct {
	casinos, languages, specialties []string
	bio                             string
	closed                          bool // not accepting new players
}

// newHost creates a host account named name with a profile (a read key).
func newHost(t *testing.T, h *apitest.Harness, name string, spec hostSpec) *apitest.Player {
	t.Helper()
	host := h.NewAccount(t, persistence.RoleHost, "read")
	rename(t, h, host, name)
	p := &persistence.HostProfile{AccountID: host.Account.ID, Casinos: orEmpty(spec.casinos), Languages: orEmpty(spec.languages),
		Specialties: orEmpty(spec.specialties), AcceptingNew: !spec.closed, UpdatedAt: ts(now.Add(-time.Hour))}
	if spec.bio != "" {
		p.Bio = &spec.bio
	}
	insert(t, h, p)
	return host
}

func orEmpty(l []string) []string {
	if l == nil {
		return []string{}
	}
	return l
}

func newPlayer(t *testing.T, h *apitest.Harness, name string) *apitest.Player {
	t.Helper()
	p := h.NewPlayer(t, "read")
	rename(t, h, p, name)
	return p
}

// connect connects player to host.
func connect(t *testing.T, h *apitest.Harness, host, player *apitest.Player, at time.Time) {
	t.Helper()
	h.Connect(t, host, player, at)
}

// consent records a share_with_hosts event of the player's (through
// AddConsentEvent, so events of one instant keep their order).
func consent(t *testing.T, h *apitest.Harness, player *apitest.Player, granted bool) {
	t.Helper()
	player.Consent(t, persistence.ConsentShareWithHosts, granted, now.Add(-72*time.Hour))
}

// bookPlayer is a player connected to host, granting share_with_hosts or
// not, with one closed session of theo yesterday (an ADT of theo).
func bookPlayer(t *testing.T, h *apitest.Harness, host *apitest.Player, theo float64, granting bool) *apitest.Player {
	t.Helper()
	p := h.NewPlayer(t, "read")
	connect(t, h, host, p, now.Add(-48*time.Hour))
	consent(t, h, p, granting)
	session(t, h, p, "Book Casino", now.Add(-24*time.Hour), apitest.USDPtr(theo), true)
	return p
}

// session adds a blackjack session started at start; a closed one ends an
// hour later.
func session(t *testing.T, h *apitest.Harness, p *apitest.Player, casino string, start time.Time, theo *domain.Money, closed bool) {
	t.Helper()
	s := &persistence.Session{ID: uuid.New(), AccountID: p.Account.ID, CasinoName: casino, GameType: "blackjack",
		StartedAt: ts(start), Theo: theo, CreatedAt: ts(start), UpdatedAt: ts(start)}
	if closed {
		end := ts(start.Add(time.Hour))
		s.EndedAt = &end
	}
	insert(t, h, s)
}

func tier(t *testing.T, h *apitest.Harness, p *apitest.Player, casino string) {
	t.Helper()
	insert(t, h, &persistence.UserTier{ID: uuid.New(), AccountID: p.Account.ID, CasinoName: casino,
		CasinoKey: persistence.CasinoKey(casino), Tier: "Gold", CreatedAt: ts(now), UpdatedAt: ts(now)})
}

func trip(t *testing.T, h *apitest.Harness, p *apitest.Player, casino string, start domain.Date) {
	t.Helper()
	insert(t, h, &persistence.Trip{ID: uuid.New(), AccountID: p.Account.ID, CasinoName: casino,
		StartDate: &start, EndDate: &start, CreatedAt: ts(now), UpdatedAt: ts(now)})
}

func date(t *testing.T, s string) domain.Date {
	t.Helper()
	d, err := domain.ParseDate(s)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// num is a theo of v dollars.
func num(v float64) *domain.Money { return new(domain.DollarsOf(v)) }

func str(p *apitest.Player) string { return p.Account.ID.String() }

// objects reads a JSON list of objects.
func objects(t *testing.T, v any) []map[string]any {
	t.Helper()
	items, ok := v.([]any)
	if !ok {
		t.Fatalf("not a list: %#v", v)
	}
	out := make([]map[string]any, len(items))
	for i, it := range items {
		out[i] = it.(map[string]any)
	}
	return out
}

// hostIDs returns the host_id of each host of a list.
func hostIDs(t *testing.T, v any) []string {
	t.Helper()
	var out []string
	for _, o := range objects(t, v) {
		out = append(out, o["host_id"].(string))
	}
	return out
}

// number reads a JSON number (decoded with UseNumber) as a string.
func number(v any) string {
	if n, ok := v.(interface{ String() string }); ok {
		return n.String()
	}
	return "<not a number>"
}

func strs(v any) []string {
	var out []string
	for _, s := range v.([]any) {
		out = append(out, s.(string))
	}
	return out
}

// wantNotAllowed checks that the endpoint refuses an action of another
// endpoint with a 400 listing the ones it accepts.
func wantNotAllowed(t *testing.T, p *apitest.Player, path, action string, allowed ...string) {
	t.Helper()
	e := p.Call(t, path, action, nil).WantInvalid(t, "action")
	for _, a := range allowed {
		if !strings.Contains(e.Message, a) {
			t.Errorf("message %q does not list %q", e.Message, a)
		}
	}
}

func wantForbidden(t *testing.T, r apitest.Response, part string) {
	t.Helper()
	r.WantError(t, http.StatusForbidden, "insufficient_scope", part)
}
