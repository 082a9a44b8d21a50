package persistence

import (
	"context"
	"fmt"

	"github.com/google/uuid"

	"github.com/tierline/tierline/internal/domain"
)

// The voucher actions' reads and writes of the account's TITO vouchers.

// VouchersAsOf lists the account's vouchers as they read on today (an open
// voucher past its expires_on shows expired), keeping those whose status
// as read equals status (any when ""). Order: soonest expires_on first
// (undated last), then newest first, then id; count is the number
// matching. A zero p.Limit returns every match.
func (r *Records) VouchersAsOf(ctx context.Context, today domain.Date, status string, p Page) ([]Voucher, int, error) {
	all, _, err := list[Voucher](ctx, r, "vo", Page{}, "vo.expires_on ASC NULLS LAST, vo.created_at DESC, vo.id ASC", nil)
	if err != nil {
		return nil, 0, fmt.Errorf("list vouchers: %w", err)
	}
	matched := []Voucher{}
	for _, v := range all {
		v.ReadAsOf(today)
		if status != "" && v.Status != status {
			continue
		}
		matched = append(matched, v)
	}
	start := min(max(p.Offset, 0), len(matched))
	end := len(matched)
	if p.Limit > 0 {
		end = start + min(p.Limit, len(matched)-start)
	}
	return matched[start:end], len(matched), nil
}

// VoucherByID returns one of the account's vouchers as stored (not_found
// when there is none or it belongs to another account).
func (r *Records) VoucherByID(ctx context.Context, id uuid.UUID) (*Voucher, error) {
	return one[Voucher](ctx, r, "vo", "voucher", id)
}

// AddVoucher stores a new voucher for the account.
func (r *Records) AddVoucher(ctx context.Context, v *Voucher) error {
	v.AccountID = r.account
	if _, err := r.db.NewInsert().Model(v).Exec(ctx); err != nil {
		return fmt.Errorf("add voucher: %w", err)
	}
	return nil
}

// SaveVoucherRedemption stores v's status and redeemed_at.
func (r *Records) SaveVoucherRedemption(ctx context.Context, v *Voucher) error {
	if _, err := r.db.NewUpdate().Model(v).Column("status", "redeemed_at").
		Where("vo.id = ?", v.ID).Where("vo.account_id = ?", r.account).Exec(ctx); err != nil {
		return fmt.Errorf("save voucher redemption: %w", err)
	}
	return nil
}
