package vouchers

import (
	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
)

// voucherView shows v as it reads on the day asked (an open voucher past
// its expires_on shows expired).
func voucherView(v persistence.Voucher, today domain.Date) persistence.Voucher {
	v.ReadAsOf(today)
	return v
}
