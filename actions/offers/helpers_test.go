package offers_test

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

// now is the clock of every offer test: today is 2026-06-10 (UTC).
var now = time.Date(2026, time.June, 10, 15, 0, 0, 0, time.UTC)

func newHarness(t *testing.T) *apitest.Harness {
	t.Helper()
	return apitest.New(t, apitest.Options{Clock: apitest.NewClock(now)})
}

// day is today moved by n days.
func day(n int) *tierline.Date {
	d := tierline.DateOf(now).AddDays(n)
	return &d
}

// storeOffer inserts an offer of account with the stored status and
// expiration date, and returns it.
func storeOffer(t *testing.T, h *apitest.Harness, account uuid.UUID, casino, status string, expires *tierline.Date) *persistence.Offer {
	t.Helper()
	created := tierline.NewTimestamp(now.Add(-72 * time.Hour))
	o := &persistence.Offer{
		ID: uuid.New(), AccountID: account, CasinoName: casino, Status: status, ExpirationDate: expires,
		CreatedAt: created, UpdatedAt: created,
	}
	if _, err := h.DB.NewInsert().Model(o).Exec(context.Background()); err != nil {
		t.Fatalf("insert offer: %v", err)
	}
	return o
}

// storedOffer reads an offer row back.
func storedOffer(t *testing.T, h *apitest.Harness, id uuid.UUID) *persistence.Offer {
	t.Helper()
	o := new(persistence.Offer)
	if err := h.DB.NewSelect().Model(o).Where("o.id = ?", id).Scan(context.Background()); err != nil {
		t.Fatalf("read offer %s: %v", id, err)
	}
	return o
}

// ids lists the "id" of each object of a JSON array.
func ids(t *testing.T, list any) []string {
	t.Helper()
	items, ok := list.([]any)
	if !ok {
		t.Fatalf("%v is not an array", list)
	}
	out := make([]string, 0, len(items))
	for _, it := range items {
		out = append(out, it.(map[string]any)["id"].(string))
	}
	return out
}

func num(v any) string {
	if n, ok := v.(json.Number); ok {
		return n.String()
	}
	return "not a number"
}

// setCreated moves an offer's created_at (the list order's second key).
func setCreated(t *testing.T, h *apitest.Harness, o *persistence.Offer, at time.Time) {
	t.Helper()
	o.CreatedAt = tierline.NewTimestamp(at)
	if _, err := h.DB.NewUpdate().Model(o).Column("created_at").WherePK().Exec(context.Background()); err != nil {
		t.Fatalf("update offer: %v", err)
	}
}

// idsOf lists the offers' ids.
func idsOf(offers ...*persistence.Offer) []string {
	out := []string{}
	for _, o := range offers {
		out = append(out, o.ID.String())
	}
	return out
}

func itoa(n int) string { return strconv.Itoa(n) }
