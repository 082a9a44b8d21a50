package vouchers

import (
	"context"
	"fmt"

	"github.com/tierline/tierline/actions/actionkit"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
)

func init() {
	registry.Register(registry.Spec{
		Namespace: "player",
		Name:      "list_vouchers",
		Area:      "vouchers",
		Kind:      registry.KindRead,
		Summary:   "List the player's TITO vouchers.",
		Rules: "Each voucher shows its status as read today: an open voucher past its expires_on reads expired " +
			"(it is still open on its expires_on), and the status filter matches that status. " +
			"Order: soonest expires_on first (vouchers without one last), then newest, then id.",
	}, listVouchers)
}

type listVouchersInput struct {
	actionkit.Page
	Status *string `json:"status" validate:"omitempty,voucherstatus"`
}

type listVouchersOutput struct {
	Vouchers []persistence.Voucher `json:"vouchers"`
	Count    int                   `json:"count"`
}

func listVouchers(ctx context.Context, env *registry.Env, in *listVouchersInput) (*listVouchersOutput, error) {
	var status string
	if in.Status != nil {
		status = *in.Status
	}
	vouchers, n, err := persistence.NewRecords(env.DB, env.Caller.AccountID).VouchersAsOf(ctx, env.Today(), status, in.Paging())
	if err != nil {
		return nil, fmt.Errorf("list_vouchers: %w", err)
	}
	return &listVouchersOutput{Vouchers: vouchers, Count: n}, nil
}
