package vouchers

import (
	"context"
	"fmt"
	"time"

	"github.com/tierline/tierline/actions/actionkit"
	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
)

func init() {
	registry.Register(registry.Spec{
		Namespace: "player",
		Name:      "redeem_voucher",
		Area:      "vouchers",
		Kind:      registry.KindWrite,
		Summary:   "Mark a voucher cashed.",
		Rules: "States: open → redeemed (redeemed_at = now); redeemed and expired are final. " +
			"Redeeming a voucher already redeemed is a 400 naming voucher_id; so is redeeming an expired one " +
			"(an open voucher past its expires_on: it can still be redeemed on its expires_on), and nothing changes.",
	}, redeemVoucher)
}

type redeemVoucherInput struct {
	VoucherID string `json:"voucher_id" validate:"required,uuid"`
}

type redeemVoucherOutput struct {
	Voucher persistence.Voucher `json:"voucher"`
}

func redeemVoucher(ctx context.Context, env *registry.Env, in *redeemVoucherInput) (*redeemVoucherOutput, error) {
	recs := persistence.NewRecords(env.DB, env.Caller.AccountID)
	v, err := recs.VoucherByID(ctx, actionkit.ID(in.VoucherID))
	if err != nil {
		return nil, fmt.Errorf("redeem_voucher: %w", err)
	}
	today := env.Today()
	v.ReadAsOf(today)
	switch v.Status {
	case persistence.VoucherOpen:
	case persistence.VoucherRedeemed:
		when := ""
		if v.RedeemedAt != nil {
			when = " at " + v.RedeemedAt.UTC().Format(time.RFC3339)
		}
		return nil, domain.Invalid("voucher_id", "the voucher was already redeemed%s", when)
	case persistence.VoucherExpired:
		if v.ExpiresOn != nil {
			return nil, domain.Invalid("voucher_id", "the voucher expired on %s and can no longer be redeemed", v.ExpiresOn)
		}
		return nil, domain.Invalid("voucher_id", "the voucher is expired and can no longer be redeemed")
	default:
		return nil, domain.Invalid("voucher_id", "a voucher that is %s cannot be redeemed", v.Status)
	}
	now := domain.NewTimestamp(env.Now())
	v.Status, v.RedeemedAt = persistence.VoucherRedeemed, &now
	if err := recs.SaveVoucherRedemption(ctx, v); err != nil {
		return nil, fmt.Errorf("redeem_voucher: %w", err)
	}
	return &redeemVoucherOutput{Voucher: *v}, nil
}
