package vouchers_test

import (
	"testing"
	"time"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/transport/apitest"
)

// now is the clock of every voucher test: today is 2026-06-10 (UTC).
var now = time.Date(2026, time.June, 10, 15, 0, 0, 0, time.UTC)

// storeVoucher stores a voucher of p's with the stored status, amount and
// expiry (created an hour apart from the previous one, in call order, so
// the newest-first tie-break is known).
func storeVoucher(t *testing.T, p *apitest.Player, status string, amount float64, expires *domain.Date) *persistence.Voucher {
	t.Helper()
	created++
	v := persistence.Voucher{
		CasinoName: "Aria", Amount: apitest.USD(amount), ExpiresOn: expires, Status: status,
		CreatedAt: domain.NewTimestamp(now.Add(time.Duration(created-1000) * time.Hour)),
	}
	if status == "redeemed" {
		at := domain.NewTimestamp(now.Add(-time.Hour))
		v.RedeemedAt = &at
	}
	return p.Voucher(t, v)
}

var created int

func idsOf(vs ...*persistence.Voucher) []string {
	out := []string{}
	for _, v := range vs {
		out = append(out, v.ID.String())
	}
	return out
}
