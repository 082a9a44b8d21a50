package notifications_test

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

// now is the server's clock in these tests; its date is day.
var now = time.Date(2026, time.June, 15, 18, 30, 0, 0, time.UTC)

var day = tierline.DateOf(now)

func newHarness(t *testing.T) *apitest.Harness {
	t.Helper()
	return apitest.New(t, apitest.Options{Clock: apitest.NewClock(now)})
}

// num reads a JSON number of a response.
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

func insert(t *testing.T, h *apitest.Harness, model any) {
	t.Helper()
	if _, err := h.DB.NewInsert().Model(model).Exec(context.Background()); err != nil {
		t.Fatal(err)
	}
}

// addOffer stores an offer of p's with status, expiring in days (nil: no
// expiration date), and returns its id.
func addOffer(t *testing.T, h *apitest.Harness, p *apitest.Player, status string, days *int) uuid.UUID {
	t.Helper()
	o := &persistence.Offer{ID: uuid.New(), AccountID: p.Account.ID, CasinoName: "Bellagio", Status: status,
		CreatedAt: tierline.NewTimestamp(now), UpdatedAt: tierline.NewTimestamp(now)}
	if days != nil {
		d := day.AddDays(*days)
		o.ExpirationDate = &d
	}
	insert(t, h, o)
	return o.ID
}

// addVoucher stores a voucher of p's with status, expiring in days.
func addVoucher(t *testing.T, h *apitest.Harness, p *apitest.Player, status string, days int) uuid.UUID {
	t.Helper()
	d := day.AddDays(days)
	v := &persistence.Voucher{ID: uuid.New(), AccountID: p.Account.ID, CasinoName: "Aria", Amount: 25.5, ExpiresOn: &d, Status: status,
		CreatedAt: tierline.NewTimestamp(now)}
	insert(t, h, v)
	return v.ID
}

// addTier stores a tier of p's expiring in days (nil: no expiry).
func addTier(t *testing.T, h *apitest.Harness, p *apitest.Player, casino string, days *int) uuid.UUID {
	t.Helper()
	u := &persistence.UserTier{ID: uuid.New(), AccountID: p.Account.ID, CasinoName: casino, CasinoKey: persistence.CasinoKey(casino), Tier: "Gold",
		CreatedAt: tierline.NewTimestamp(now), UpdatedAt: tierline.NewTimestamp(now)}
	if days != nil {
		d := day.AddDays(*days)
		u.TierExpiresAt = &d
	}
	insert(t, h, u)
	return u.ID
}

// notify stores a notification of p's made at when, and returns its id.
func notify(t *testing.T, h *apitest.Harness, p *apitest.Player, kind, title string, when time.Time) uuid.UUID {
	t.Helper()
	n := &persistence.Notification{AccountID: p.Account.ID, Kind: kind, Title: title}
	if _, err := persistence.Notify(context.Background(), h.DB, n, tierline.NewTimestamp(when)); err != nil {
		t.Fatal(err)
	}
	return n.ID
}

func in(days int) *int { return &days }
