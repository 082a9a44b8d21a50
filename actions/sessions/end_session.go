package sessions

import (
	"context"
	"fmt"

	"github.com/tierline/tierline/actions/actionkit"
	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
)

func init() {
	registry.Register(registry.Spec{
		Namespace: "player",
		Name:      "end_session",
		Area:      "sessions",
		Kind:      registry.KindWrite,
		Summary:   "End an open session with its cash-out; returns the result, duration and theo.",
		Rules: "The session ends at the server's clock; ending a closed session is a 400 on session_id. " +
			"cash_out and coin_in are dollars, at least 0; avg_bet is dollars, greater than 0; all kept to the cent. " +
			"net_result = cash_out − buy_in. duration_minutes is the whole minutes from started_at to the end, rounded down. " +
			"theo comes from the gaming package: coin_in × the game's hold when coin_in is given and above 0, otherwise " +
			"avg_bet × the game's decisions per hour × duration_minutes ÷ 60 × its house edge; slots use the hold of their " +
			"denomination when the table has one, else the statewide hold. theo is null when no house edge is known for the " +
			"game (poker, keno, other) or neither coin_in nor avg_bet is given; theo_note then says why. " +
			"notes, when given, replace the session's notes." + limitRules,
	}, endSession)
}

type endSessionInput struct {
	SessionID string        `json:"session_id" validate:"required,uuid"`
	CashOut   *domain.Money `json:"cash_out" validate:"required,gte=0,lte=1000000000"`
	CoinIn    *domain.Money `json:"coin_in" validate:"omitempty,gte=0,lte=1000000000"`
	AvgBet    *domain.Money `json:"avg_bet" validate:"omitempty,gt=0,lte=10000000"`
	Notes     *string       `json:"notes" validate:"omitempty,max=2000"`
}

type endSessionOutput struct {
	Session  sessionView `json:"session"`
	Warnings []warning   `json:"warnings"`
}

func endSession(ctx context.Context, env *registry.Env, in *endSessionInput) (*endSessionOutput, error) {
	recs := persistence.NewRecords(env.DB, env.Caller.AccountID)
	s, err := recs.SessionByID(ctx, actionkit.ID(in.SessionID))
	if err != nil {
		return nil, fmt.Errorf("end_session: %w", err)
	}
	if !s.Open() {
		return nil, domain.Invalid("session_id", "the session ended already, at %s", s.EndedAt.UTC().Format("2006-01-02T15:04:05Z"))
	}
	now := domain.NewTimestamp(env.Now())
	s.CashOut = in.CashOut
	s.CoinIn = in.CoinIn
	s.AvgBet = in.AvgBet
	if in.Notes != nil {
		s.Notes = in.Notes
	}
	s.UpdatedAt = now
	finish(s, now)
	ended, err := recs.CloseOpenSession(ctx, s)
	if err != nil {
		return nil, fmt.Errorf("end_session: %w", err)
	}
	if !ended {
		return nil, domain.Invalid("session_id", "the session ended already")
	}
	warnings, err := checkLimits(ctx, env, s)
	if err != nil {
		return nil, fmt.Errorf("end_session: %w", err)
	}
	return &endSessionOutput{Session: viewSession(s), Warnings: warnings}, nil
}
