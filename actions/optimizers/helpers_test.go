package optimizers_test

import (
	"testing"
	"time"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/transport/apitest"
)

// offer is a fixture offer; zero fields are unset.
type offer struct {
	casino, kind, status string
	value                float64 // 0: no value
	expires              string  // "": no expiration date
}

// addOffer stores an offer for p directly and returns its id.
func addOffer(t *testing.T, p *apitest.Player, o offer) string {
	t.Helper()
	row := persistence.Offer{CasinoName: o.casino, Status: o.status, CreatedAt: domain.NewTimestamp(time.Now())}
	if o.kind != "" {
		row.OfferType = &o.kind
	}
	if o.value != 0 {
		row.Value = apitest.USDPtr(o.value)
	}
	if o.expires != "" {
		row.ExpirationDate = apitest.Date(t, o.expires)
	}
	return p.Offer(t, row).ID.String()
}

// addTrip stores a trip for p directly and returns its id.
func addTrip(t *testing.T, p *apitest.Player, casino, start string) string {
	t.Helper()
	row := persistence.Trip{CasinoName: casino, CreatedAt: domain.NewTimestamp(time.Now())}
	if start != "" {
		row.StartDate = apitest.Date(t, start)
	}
	return p.Trip(t, row).ID.String()
}

// ids lists the offer ids of result items holding an "offer".
func ids(t *testing.T, items []any) []string {
	t.Helper()
	out := []string{}
	for _, it := range items {
		out = append(out, apitest.Object(t, apitest.Object(t, it)["offer"])["id"].(string))
	}
	return out
}

// june1 is when the optimizer tests' clock stands: 2026-06-01, mid-afternoon UTC.
var june1 = time.Date(2026, 6, 1, 15, 0, 0, 0, time.UTC)

// tier is a fixture tier row; zero fields are unset.
type tier struct {
	casino, name    string
	balance, needed float64
	expires         string
}

// addTier stores a tier row for p directly (as upsert_tier would).
func addTier(t *testing.T, p *apitest.Player, f tier) {
	t.Helper()
	row := persistence.UserTier{CasinoName: f.casino, Tier: f.name, PointsBalance: f.balance, PointsNeeded: f.needed,
		CreatedAt: domain.NewTimestamp(time.Now())}
	if f.expires != "" {
		row.TierExpiresAt = apitest.Date(t, f.expires)
	}
	p.Tier(t, row)
}
