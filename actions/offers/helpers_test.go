package offers_test

import (
	"testing"
	"time"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/transport/apitest"
)

// now is the clock of every offer test: today is 2026-06-10 (UTC).
var now = time.Date(2026, time.June, 10, 15, 0, 0, 0, time.UTC)

// storeOffer stores an offer of p's, made three days ago, with the stored
// status and expiration date, and returns it.
func storeOffer(t *testing.T, p *apitest.Player, casino, status string, expires *domain.Date) *persistence.Offer {
	t.Helper()
	return p.Offer(t, persistence.Offer{CasinoName: casino, Status: status, ExpirationDate: expires,
		CreatedAt: domain.NewTimestamp(now.Add(-72 * time.Hour))})
}

// setCreated moves an offer's created_at (the list order's second key).
func setCreated(t *testing.T, h *apitest.Harness, o *persistence.Offer, at time.Time) {
	t.Helper()
	o.CreatedAt = domain.NewTimestamp(at)
	if _, err := h.DB.NewUpdate().Model(o).Column("created_at").WherePK().Exec(t.Context()); err != nil {
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
