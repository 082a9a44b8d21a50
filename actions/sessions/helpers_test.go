package sessions_test

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/tierline/tierline"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/transport/apitest"
)

// t0 is when the tests' clock starts: Wednesday 4 March 2026, 18:00 UTC
// (the week began on Monday 2 March).
var t0 = time.Date(2026, 3, 4, 18, 0, 0, 0, time.UTC)

// newHarness starts a server whose clock stands at t0.
func newHarness(t *testing.T) *apitest.Harness {
	t.Helper()
	return apitest.New(t, apitest.Options{Clock: apitest.NewClock(t0)})
}

func ptr[T any](v T) *T { return &v }

// insert stores a fixture row directly.
func insert(t *testing.T, h *apitest.Harness, model any) {
	t.Helper()
	if _, err := h.DB.NewInsert().Model(model).Exec(context.Background()); err != nil {
		t.Fatalf("insert fixture %T: %v", model, err)
	}
}

// addTrip stores a trip of p's and returns its id.
func addTrip(t *testing.T, h *apitest.Harness, p *apitest.Player) uuid.UUID {
	t.Helper()
	now := tierline.NewTimestamp(t0)
	trip := &persistence.Trip{ID: uuid.New(), AccountID: p.Account.ID, CasinoName: "Bellagio", CreatedAt: now, UpdatedAt: now}
	insert(t, h, trip)
	return trip.ID
}

// addMachine stores a machine of p's and returns its id.
func addMachine(t *testing.T, h *apitest.Harness, p *apitest.Player, denomination *float64) uuid.UUID {
	t.Helper()
	now := tierline.NewTimestamp(t0)
	m := &persistence.Machine{ID: uuid.New(), AccountID: p.Account.ID, CasinoName: "Bellagio", Title: "Buffalo Gold",
		Denomination: denomination, CreatedAt: now, UpdatedAt: now}
	insert(t, h, m)
	return m.ID
}

// addClosedSession stores a closed session of p's that started at start,
// lasted minutes and ended with net.
func addClosedSession(t *testing.T, h *apitest.Harness, p *apitest.Player, start time.Time, minutes int, net float64) uuid.UUID {
	t.Helper()
	end := tierline.NewTimestamp(start.Add(time.Duration(minutes) * time.Minute))
	buyIn := 1000.0
	s := &persistence.Session{
		ID: uuid.New(), AccountID: p.Account.ID, CasinoName: "Bellagio", GameType: "blackjack",
		BuyIn: buyIn, CashOut: ptr(buyIn + net), StartedAt: tierline.NewTimestamp(start), EndedAt: &end,
		NetResult: ptr(net), DurationMinutes: ptr(minutes),
		CreatedAt: tierline.NewTimestamp(t0), UpdatedAt: tierline.NewTimestamp(t0),
	}
	insert(t, h, s)
	return s.ID
}

// addLimit stores a responsible-gaming limit of p's.
func addLimit(t *testing.T, h *apitest.Harness, p *apitest.Player, kind string, amount float64) {
	t.Helper()
	insert(t, h, &persistence.RGLimit{AccountID: p.Account.ID, Kind: kind, Amount: amount, UpdatedAt: tierline.NewTimestamp(t0.AddDate(0, -1, 0))})
}

// readSession reads a stored session row.
func readSession(t *testing.T, h *apitest.Harness, id any) *persistence.Session {
	t.Helper()
	s := new(persistence.Session)
	if err := h.DB.NewSelect().Model(s).Where("s.id = ?", id).Scan(context.Background()); err != nil {
		t.Fatalf("read session %v: %v", id, err)
	}
	return s
}

// num reads a JSON number field; it fails the test when the field is not a number.
func num(t *testing.T, obj map[string]any, key string) float64 {
	t.Helper()
	n, ok := obj[key].(json.Number)
	if !ok {
		t.Fatalf("%s = %v (%T), want a number", key, obj[key], obj[key])
	}
	f, err := n.Float64()
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// wantNum checks a JSON number field.
func wantNum(t *testing.T, obj map[string]any, key string, want float64) {
	t.Helper()
	if got := num(t, obj, key); got != want {
		t.Errorf("%s = %v, want %v", key, got, want)
	}
}

// wantNull checks that a field is present and null.
func wantNull(t *testing.T, obj map[string]any, key string) {
	t.Helper()
	if v, ok := obj[key]; !ok || v != nil {
		t.Errorf("%s = %v (present %v), want null", key, v, ok)
	}
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
