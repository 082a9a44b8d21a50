package vouchers

import (
	"context"
	"fmt"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
)

func init() {
	registry.Register(registry.Spec{
		Namespace: "player",
		Name:      "voucher_summary",
		Area:      "vouchers",
		Kind:      registry.KindRead,
		Summary:   "What the player's uncashed vouchers are worth and which expire soon.",
		Rules: "Statuses as read today. outstanding_total and outstanding_count cover open vouchers not expired " +
			"(an open voucher past its expires_on reads expired and is not outstanding). " +
			"expiring_within_30_days counts and totals the outstanding vouchers whose expires_on is from today through today + 30 (through). " +
			"expired_count counts vouchers that read expired, expired_total their amounts; redeemed_count the cashed ones. Totals are added in whole cents.",
	}, voucherSummary)
}

type voucherSummaryInput struct{}

type expiringSoon struct {
	Count   int          `json:"count"`
	Total   domain.Money `json:"total"`
	Through domain.Date  `json:"through"`
}

type voucherSummaryOutput struct {
	OutstandingTotal     domain.Money `json:"outstanding_total"`
	OutstandingCount     int          `json:"outstanding_count"`
	ExpiringWithin30Days expiringSoon `json:"expiring_within_30_days"`
	ExpiredCount         int          `json:"expired_count"`
	ExpiredTotal         domain.Money `json:"expired_total"`
	RedeemedCount        int          `json:"redeemed_count"`
	AsOf                 domain.Date  `json:"as_of"`
}

func voucherSummary(ctx context.Context, env *registry.Env, _ *voucherSummaryInput) (*voucherSummaryOutput, error) {
	today := env.Today()
	vouchers, _, err := persistence.NewRecords(env.DB, env.Caller.AccountID).VouchersAsOf(ctx, today, "", persistence.Page{})
	if err != nil {
		return nil, fmt.Errorf("voucher_summary: %w", err)
	}
	through := today.AddDays(30)
	out := &voucherSummaryOutput{AsOf: today, ExpiringWithin30Days: expiringSoon{Through: through}}

	for _, v := range vouchers {
		switch v.Status {
		case persistence.VoucherOpen:
			out.OutstandingTotal += v.Amount
			out.OutstandingCount++
			if v.ExpiresOn != nil && !v.ExpiresOn.After(through) {
				out.ExpiringWithin30Days.Total += v.Amount
				out.ExpiringWithin30Days.Count++
			}
		case persistence.VoucherExpired:
			out.ExpiredTotal += v.Amount
			out.ExpiredCount++
		case persistence.VoucherRedeemed:
			out.RedeemedCount++
		}
	}
	return out, nil
}
