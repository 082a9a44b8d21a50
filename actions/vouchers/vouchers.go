package vouchers

import (
	"math"

	"github.com/tierline/tierline/internal/domain"

	"github.com/tierline/tierline/persistence"
)

// voucherView shows v as it reads on the day asked (an open voucher past
// its expires_on shows expired).
func voucherView(v persistence.Voucher, today domain.Date) persistence.Voucher {
	v.ReadAsOf(today)
	return v
}

// Money is added up in whole cents and turned back into dollars for the answer.
func toCents(dollars float64) int64 { return int64(math.Round(dollars * 100)) }

func toDollars(cents int64) float64 { return float64(cents) / 100 }
