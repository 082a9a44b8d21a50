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
		Name:      "log_session",
		Area:      "sessions",
		Kind:      registry.KindWrite,
		Summary:   "Record a whole finished session in one call.",
		Rules: "started_at and ended_at are RFC 3339 instants; ended_at must be after started_at and not in the future. " +
			"game_type is one of " + strings.Join(gaming.GameTypes, ", ") + ". " +
			"buy_in (default 0), cash_out and coin_in are dollars, at least 0; avg_bet is dollars, greater than 0; " +
			"denomination is dollars, greater than 0 (the machine's when a machine_id is given without one); all kept to the cent. " +
			"trip_id and machine_id must be the caller's own (404 otherwise). The session is stored closed, with " +
			"net_result, duration_minutes and theo computed as end_session does." + limitRules,
		Example: map[string]any{"casino_name": "Bellagio Hotel and Casino", "game_type": "blackjack", "started_at": "2026-03-01T20:00:00Z", "ended_at": "2026-03-01T22:00:00Z", "buy_in": 200, "cash_out": 150, "avg_bet": 25},
	}, logSession)
}

type logSessionInput struct {
	CasinoName   string            `json:"casino_name" validate:"required,max=200"`
	GameType     string            `json:"game_type" validate:"required,gametype"`
	StartedAt    *domain.Timestamp `json:"started_at" validate:"required"`
	EndedAt      *domain.Timestamp `json:"ended_at" validate:"required"`
	BuyIn        *domain.Money     `json:"buy_in" validate:"omitempty,gte=0,lte=1000000000"`
	CashOut      *domain.Money     `json:"cash_out" validate:"required,gte=0,lte=1000000000"`
	CoinIn       *domain.Money     `json:"coin_in" validate:"omitempty,gte=0,lte=1000000000"`
	AvgBet       *domain.Money     `json:"avg_bet" validate:"omitempty,gt=0,lte=10000000"`
	Denomination *domain.Money     `json:"denomination" validate:"omitempty,gt=0,lte=100000"`
	MachineID    *string           `json:"machine_id" validate:"omitempty,uuid"`
	TripID       *string           `json:"trip_id" validate:"omitempty,uuid"`
	Notes        *string           `json:"notes" validate:"omitempty,max=2000"`
}

// Check holds the rules tags cannot say (the clock rule is the handler's).
func (in *logSessionInput) Check() error {
	if strings.TrimSpace(in.CasinoName) == "" {
		return domain.Invalid("casino_name", "is required")
	}
	if !in.EndedAt.After(in.StartedAt.Time) {
		return domain.Invalid("ended_at", "must be after started_at")
	}
	return nil
}

type logSessionOutput struct {
	Session  sessionView `json:"session"`
	Warnings []warning   `json:"warnings"`
}

func logSession(ctx context.Context, env *registry.Env, in *logSessionInput) (*logSessionOutput, error) {
	now := domain.NewTimestamp(env.Now())
	if in.EndedAt.After(now.Time) {
		return nil, domain.Invalid("ended_at", "must not be in the future")
	}
	recs := persistence.NewRecords(env.DB, env.Caller.AccountID)
	s, err := newSession(ctx, recs, sessionStart{
		CasinoName: in.CasinoName, GameType: in.GameType, Denomination: in.Denomination, BuyIn: in.BuyIn,
		TripID: in.TripID, MachineID: in.MachineID, Notes: in.Notes, StartedAt: *in.StartedAt, CreatedAt: now,
	})
	if err != nil {
		return nil, fmt.Errorf("log_session: %w", err)
	}
	s.CashOut, s.CoinIn, s.AvgBet = in.CashOut, in.CoinIn, in.AvgBet
	finish(s, *in.EndedAt)
	if err := recs.AddSession(ctx, s); err != nil {
		return nil, fmt.Errorf("log_session: %w", err)
	}
	warnings, err := checkLimits(ctx, env, s)
	if err != nil {
		return nil, fmt.Errorf("log_session: %w", err)
	}
	return &logSessionOutput{Session: viewSession(s), Warnings: warnings}, nil
}
