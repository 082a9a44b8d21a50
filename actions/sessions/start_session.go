package sessions

import (
	"context"
	"fmt"
	"strings"

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
	now := domain.NewTimestamp(env.Now())
	s, err := newSession(ctx, recs, sessionStart{
		CasinoName: in.CasinoName, GameType: in.GameType, Denomination: in.Denomination, BuyIn: in.BuyIn,
		TripID: in.TripID, MachineID: in.MachineID, Notes: in.Notes, StartedAt: now, CreatedAt: now,
	})
	if err != nil {
		return nil, fmt.Errorf("start_session: %w", err)
	}
	if err := recs.AddSession(ctx, s); err != nil {
		return nil, fmt.Errorf("start_session: %w", err)
	}
	return &startSessionOutput{Session: viewSession(s)}, nil
}
