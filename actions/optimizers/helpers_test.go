package optimizers_test

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

// num reads a JSON number of a result (decoded with UseNumber).
func num(t *testing.T, v any) float64 {
	t.Helper()
	n, ok := v.(json.Number)
	if !ok {
		t.Fatalf("%v (%T) is not a number", v, v)
	}
	f, err := n.Float64()
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// obj reads a JSON object of a result.
func obj(t *testing.T, v any) map[string]any {
	t.Helper()
	m, ok := v.(map[string]any)
	if !ok {
		t.Fatalf("%v (%T) is not an object", v, v)
	}
	return m
}

// arr reads a JSON array of a result.
func arr(t *testing.T, v any) []any {
	t.Helper()
	a, ok := v.([]any)
	if !ok {
		t.Fatalf("%v (%T) is not an array", v, v)
	}
	return a
}

// offer is a fixture offer; zero fields are unset.
type offer struct {
	casino, kind, status string
	value                float64 // 0: no value
	expires              string  // "": no expiration date
}

// addOffer stores an offer for p directly and returns its id.
func addOffer(t *testing.T, h *apitest.Harness, p *apitest.Player, o offer) string {
	t.Helper()
	now := tierline.NewTimestamp(time.Now())
	row := &persistence.Offer{ID: uuid.New(), AccountID: p.Account.ID, CasinoName: o.casino, Status: o.status, CreatedAt: now, UpdatedAt: now}
	if row.Status == "" {
		row.Status = persistence.OfferAvailable
	}
	if o.kind != "" {
		row.OfferType = &o.kind
	}
	if o.value != 0 {
		row.Value = &o.value
	}
	if o.expires != "" {
		d, err := tierline.ParseDate(o.expires)
		if err != nil {
			t.Fatal(err)
		}
		row.ExpirationDate = &d
	}
	if _, err := h.DB.NewInsert().Model(row).Exec(context.Background()); err != nil {
		t.Fatal(err)
	}
	return row.ID.String()
}

// addTrip stores a trip for p directly and returns its id.
func addTrip(t *testing.T, h *apitest.Harness, p *apitest.Player, casino, start string) string {
	t.Helper()
	now := tierline.NewTimestamp(time.Now())
	row := &persistence.Trip{ID: uuid.New(), AccountID: p.Account.ID, CasinoName: casino, CreatedAt: now, UpdatedAt: now}
	if start != "" {
		d, err := tierline.ParseDate(start)
		if err != nil {
			t.Fatal(err)
		}
		row.StartDate = &d
	}
	if _, err := h.DB.NewInsert().Model(row).Exec(context.Background()); err != nil {
		t.Fatal(err)
	}
	return row.ID.String()
}

// ids lists the offer ids of result items holding an "offer".
func ids(t *testing.T, items []any) []string {
	t.Helper()
	out := []string{}
	for _, it := range items {
		out = append(out, obj(t, obj(t, it)["offer"])["id"].(string))
	}
	return out
}

// june1 is the clock of the optimizer tests: 2026-06-01, mid-afternoon UTC.
func june1() *apitest.Clock { return apitest.NewClock(time.Date(2026, 6, 1, 15, 0, 0, 0, time.UTC)) }

// tier is a fixture tier row; zero fields are unset.
type tier struct {
	casino, name    string
	balance, needed float64
	expires         string
}

// addTier stores a tier row for p directly (as upsert_tier would).
func addTier(t *testing.T, h *apitest.Harness, p *apitest.Player, f tier) {
	t.Helper()
	now := tierline.NewTimestamp(time.Now())
	row := &persistence.UserTier{ID: uuid.New(), AccountID: p.Account.ID, CasinoName: f.casino, CasinoKey: persistence.CasinoKey(f.casino),
		Tier: f.name, PointsBalance: f.balance, PointsNeeded: f.needed, CreatedAt: now, UpdatedAt: now}
	if f.expires != "" {
		d, err := tierline.ParseDate(f.expires)
		if err != nil {
			t.Fatal(err)
		}
		row.TierExpiresAt = &d
	}
	if _, err := h.DB.NewInsert().Model(row).Exec(context.Background()); err != nil {
		t.Fatal(err)
	}
}
