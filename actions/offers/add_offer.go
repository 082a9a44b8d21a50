package offers

import (
	"context"
	"fmt"
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
		Name:      "add_offer",
		Area:      "offers",
		Kind:      registry.KindWrite,
		LockFree:  true, // a new offer under a new id
		Summary:   "Record an offer a casino sent: free play, a room, food, cash back, an event.",
		Rules: "A new offer is available. value is dollars, at least 0, kept to the cent. " +
			"expiration_date is optional; one already past is accepted and the offer reads expired at once. " +
			"code is at most 100 characters, description at most 2000; both are returned with the offer.",
	}, addOffer)
}

type addOfferInput struct {
	CasinoName     string        `json:"casino_name" validate:"required,max=200"`
	OfferType      *string       `json:"offer_type" validate:"omitempty,offertype"`
	Value          *domain.Money `json:"value" validate:"omitempty,gte=0,lte=1000000000"`
	ExpirationDate *domain.Date  `json:"expiration_date"`
	Code           *string       `json:"code" validate:"omitempty,max=100"`
	Description    *string       `json:"description" validate:"omitempty,max=2000"`
}

// Check refuses a casino name of spaces only.
func (in *addOfferInput) Check() error {
	if strings.TrimSpace(in.CasinoName) == "" {
		return domain.Invalid("casino_name", "is required")
	}
	return nil
}

type addOfferOutput struct {
	Offer offerView `json:"offer"`
}

func addOffer(ctx context.Context, env *registry.Env, in *addOfferInput) (*addOfferOutput, error) {
	now := domain.NewTimestamp(env.Now())
	o := &persistence.Offer{
		ID:             uuid.New(),
		CasinoName:     actionkit.CleanName(in.CasinoName),
		OfferType:      in.OfferType,
		Value:          in.Value,
		Status:         persistence.OfferAvailable,
		ExpirationDate: in.ExpirationDate,
		Code:           in.Code,
		Description:    in.Description,
		CreatedAt:      now,
		UpdatedAt:      now,
	}
	if err := persistence.NewRecords(env.DB, env.Caller.AccountID).AddOffer(ctx, o); err != nil {
		return nil, fmt.Errorf("add_offer: %w", err)
	}
	return &addOfferOutput{Offer: viewOffer(*o, env.Today())}, nil
}
