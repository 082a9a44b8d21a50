package sessions

import (
	"context"
	"fmt"
	"strings"

	"github.com/google/uuid"

	"github.com/tierline/tierline/actions/actionkit"
	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/internal/domain/gaming"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
)

func init() {
	registry.Register(registry.Spec{
		Namespace: "player",
		Name:      "start_session",
		Area:      "sessions",
		Kind:      registry.KindWrite,
		Summary:   "Start a gaming session now; end it with end_session.",
		Rules: "The session starts at the server's clock and stays open until end_session. " +
			"game_type is one of " + strings.Join(gaming.GameTypes, ", ") + ". " +
			"denomination is the machine or table denomination in dollars, greater than 0, kept to the cent; when a machine_id is given and " +
			"denomination is not, the machine's denomination is used. buy_in is dollars, at least 0, default 0, kept to the cent. " +
			"trip_id and machine_id must be the caller's own (404 otherwise). Several sessions may be open at once.",
	}, startSession)
}

type startSessionInput struct {
	CasinoName   string        `json:"casino_name" validate:"required,max=200"`
	GameType     string        `json:"game_type" validate:"required,gametype"`
	Denomination *domain.Money `json:"denomination" validate:"omitempty,gt=0,lte=100000"`
	MachineID    *string       `json:"machine_id" validate:"omitempty,uuid"`
	TripID       *string       `json:"trip_id" validate:"omitempty,uuid"`
	BuyIn        *domain.Money `json:"buy_in" validate:"omitempty,gte=0,lte=1000000000"`
	Notes        *string       `json:"notes" validate:"omitempty,max=2000"`
}

// Check holds the rules tags cannot say.
func (in *startSessionInput) Check() error {
	if strings.TrimSpace(in.CasinoName) == "" {
		return domain.Invalid("casino_name", "is required")
	}
	return nil
}

type startSessionOutput struct {
	Session sessionView `json:"session"`
}

func startSession(ctx context.Context, env *registry.Env, in *startSessionInput) (*startSessionOutput, error) {
	recs := persistence.NewRecords(env.DB, env.Caller.AccountID)
	trip, machine, m, err := checkLinks(ctx, recs, in.TripID, in.MachineID)
	if err != nil {
		return nil, fmt.Errorf("start_session: %w", err)
	}
	denomination := in.Denomination
	if denomination == nil && m != nil {
		denomination = m.Denomination
	}
	var buyIn domain.Money
	if in.BuyIn != nil {
		buyIn = *in.BuyIn
	}
	now := domain.NewTimestamp(env.Now())
	s := &persistence.Session{
		ID:           uuid.New(),
		TripID:       trip,
		MachineID:    machine,
		CasinoName:   actionkit.CleanName(in.CasinoName),
		GameType:     in.GameType,
		Denomination: denomination,
		BuyIn:        buyIn,
		StartedAt:    now,
		Notes:        in.Notes,
		CreatedAt:    now,
		UpdatedAt:    now,
	}
	if err := recs.AddSession(ctx, s); err != nil {
		return nil, fmt.Errorf("start_session: %w", err)
	}
	return &startSessionOutput{Session: viewSession(s)}, nil
}
