package notifications_test

import (
	"context"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/transport/apitest"
)

// now is the server's clock in these tests; its date is day.
var now = time.Date(2026, time.June, 15, 18, 30, 0, 0, time.UTC)

var day = domain.DateOf(now)

// after is the date days after day (nil for nil).
func after(days *int) *domain.Date {
	if days == nil {
		return nil
	}
	d := day.AddDays(*days)
	return &d
}

// addOffer stores an offer of p's with status, expiring in days (nil: no
// expiration date), and returns its id.
func addOffer(t *testing.T, p *apitest.Player, status string, days *int) uuid.UUID {
	t.Helper()
	return p.Offer(t, persistence.Offer{CasinoName: "Bellagio", Status: status, ExpirationDate: after(days),
		CreatedAt: domain.NewTimestamp(now)}).ID
}

// addVoucher stores a voucher of p's with status, expiring in days.
func addVoucher(t *testing.T, p *apitest.Player, status string, days int) uuid.UUID {
	t.Helper()
	return p.Voucher(t, persistence.Voucher{CasinoName: "Aria", Amount: apitest.USD(25.5), ExpiresOn: after(&days), Status: status,
		CreatedAt: domain.NewTimestamp(now)}).ID
}

// addTier stores a tier of p's expiring in days (nil: no expiry).
func addTier(t *testing.T, p *apitest.Player, casino string, days *int) uuid.UUID {
	t.Helper()
	return p.Tier(t, persistence.UserTier{CasinoName: casino, Tier: "Gold", TierExpiresAt: after(days),
		CreatedAt: domain.NewTimestamp(now)}).ID
}

// notify stores a notification of p's made at when, and returns its id.
func notify(t *testing.T, h *apitest.Harness, p *apitest.Player, kind, title string, when time.Time) uuid.UUID {
	t.Helper()
	n := &persistence.Notification{AccountID: p.Account.ID, Kind: kind, Title: title}
	if _, err := persistence.Notify(context.Background(), h.DB, n, domain.NewTimestamp(when)); err != nil {
		t.Fatal(err)
	}
	return n.ID
}

func in(days int) *int { return &days }
