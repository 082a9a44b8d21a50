package vouchers

import (
	"context"
	"fmt"
	"regexp"
	"strings"

	"github.com/google/uuid"

	"github.com/tierline/tierline/actions/actionkit"
	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
)

func init() {
	registry.Register(registry.Spec{
		Namespace: "player",
		Name:      "add_voucher",
		Area:      "vouchers",
		Kind:      registry.KindWrite,
		LockFree:  true, // a new voucher under a new id
		Summary:   "Record a ticket-in/ticket-out voucher not yet cashed.",
		Rules: "A new voucher is open. amount is dollars greater than 0, kept to the cent (at least 0.01). " +
			"issued_on and expires_on are optional and stay null when not given (no expires_on: it never reads expired); " +
			"expires_on must be on or after issued_on. An expires_on already past is accepted and the voucher reads expired at once. " +
			"ticket_last4 is exactly 4 digits (the end of the ticket's validation number).",
	}, addVoucher)
}

type addVoucherInput struct {
	CasinoName  string        `json:"casino_name" validate:"required,max=200"`
	Amount      *domain.Money `json:"amount" validate:"required,gt=0,lte=1000000000"`
	IssuedOn    *domain.Date  `json:"issued_on"`
	ExpiresOn   *domain.Date  `json:"expires_on"`
	TicketLast4 *string       `json:"ticket_last4" validate:"omitempty,len=4"`
}

var last4RE = regexp.MustCompile(`^[0-9]{4}$`)

// Check holds the rules tags cannot say.
func (in *addVoucherInput) Check() error {
	switch {
	case strings.TrimSpace(in.CasinoName) == "":
		return domain.Invalid("casino_name", "is required")
	case in.IssuedOn != nil && in.ExpiresOn != nil && in.ExpiresOn.Before(*in.IssuedOn):
		return domain.Invalid("expires_on", "must be on or after issued_on")
	case in.TicketLast4 != nil && !last4RE.MatchString(*in.TicketLast4):
		return domain.Invalid("ticket_last4", "must be exactly 4 digits")
	}
	return nil
}

type addVoucherOutput struct {
	Voucher persistence.Voucher `json:"voucher"`
}

func addVoucher(ctx context.Context, env *registry.Env, in *addVoucherInput) (*addVoucherOutput, error) {
	v := &persistence.Voucher{
		ID:          uuid.New(),
		CasinoName:  actionkit.CleanName(in.CasinoName),
		Amount:      *in.Amount,
		IssuedOn:    in.IssuedOn,
		ExpiresOn:   in.ExpiresOn,
		TicketLast4: in.TicketLast4,
		Status:      persistence.VoucherOpen,
		CreatedAt:   domain.NewTimestamp(env.Now()),
	}
	if err := persistence.NewRecords(env.DB, env.Caller.AccountID).AddVoucher(ctx, v); err != nil {
		return nil, fmt.Errorf("add_voucher: %w", err)
	}
	return &addVoucherOutput{Voucher: voucherView(*v, env.Today())}, nil
}
