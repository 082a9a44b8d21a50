package machines_test

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

// t0 is when the tests' clock starts.
var t0 = time.Date(2026, 3, 4, 18, 0, 0, 0, time.UTC)

func newHarness(t *testing.T) *apitest.Harness {
	t.Helper()
	return apitest.New(t, apitest.Options{Clock: apitest.NewClock(t0)})
}

func ptr[T any](v T) *T { return &v }

func insert(t *testing.T, h *apitest.Harness, model any) {
	t.Helper()
	if _, err := h.DB.NewInsert().Model(model).Exec(context.Background()); err != nil {
		t.Fatalf("insert fixture %T: %v", model, err)
	}
}

// addMachine stores a machine of p's and returns its id.
func addMachine(t *testing.T, h *apitest.Harness, p *apitest.Player, casino, title string, favorite bool) uuid.UUID {
	t.Helper()
	now := tierline.NewTimestamp(t0)
	m := &persistence.Machine{ID: uuid.New(), AccountID: p.Account.ID, CasinoName: casino, Title: title, Favorite: favorite, CreatedAt: now, UpdatedAt: now}
	insert(t, h, m)
	return m.ID
}

// addSession stores a session of p's on machine: closed after minutes with
// net and coin_in when minutes > 0, open otherwise.
func addSession(t *testing.T, h *apitest.Harness, p *apitest.Player, machine *uuid.UUID, minutes int, net float64, coinIn *float64) uuid.UUID {
	t.Helper()
	start := t0.Add(-24 * time.Hour)
	s := &persistence.Session{ID: uuid.New(), AccountID: p.Account.ID, MachineID: machine, CasinoName: "Bellagio", GameType: "slots",
		BuyIn: 500, StartedAt: tierline.NewTimestamp(start), CreatedAt: tierline.NewTimestamp(t0), UpdatedAt: tierline.NewTimestamp(t0)}
	if minutes > 0 {
		end := tierline.NewTimestamp(start.Add(time.Duration(minutes) * time.Minute))
		s.EndedAt, s.CashOut, s.NetResult, s.DurationMinutes, s.CoinIn = &end, ptr(500+net), ptr(net), ptr(minutes), coinIn
	}
	insert(t, h, s)
	return s.ID
}

func readMachine(t *testing.T, h *apitest.Harness, id any) *persistence.Machine {
	t.Helper()
	m := new(persistence.Machine)
	if err := h.DB.NewSelect().Model(m).Where("m.id = ?", id).Scan(context.Background()); err != nil {
		t.Fatalf("read machine %v: %v", id, err)
	}
	return m
}

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

func wantNum(t *testing.T, obj map[string]any, key string, want float64) {
	t.Helper()
	if got := num(t, obj, key); got != want {
		t.Errorf("%s = %v, want %v", key, got, want)
	}
}

func wantNull(t *testing.T, obj map[string]any, key string) {
	t.Helper()
	if v, ok := obj[key]; !ok || v != nil {
		t.Errorf("%s = %v (present %v), want null", key, v, ok)
	}
}

func machine(t *testing.T, data map[string]any) map[string]any {
	t.Helper()
	m, ok := data["machine"].(map[string]any)
	if !ok {
		t.Fatalf("no machine object in %v", data)
	}
	return m
}
