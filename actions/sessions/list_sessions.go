package sessions

import (
	"context"
	"fmt"
	"strings"

	"github.com/tierline/tierline/actions/actionkit"
	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
)

func init() {
	registry.Register(registry.Spec{
		Namespace: "player",
		Name:      "list_sessions",
		Area:      "sessions",
		Kind:      registry.KindRead,
		Summary:   "List the player's sessions, newest first, with filters.",
		Rules: "Newest started_at first (id breaks ties). trip_id must be the caller's own trip (404 otherwise). " +
			"casino_name matches every spelling of the casino it means (" + persistence.CasinoMatchRule + "). from and to are dates compared with the UTC date of started_at, " +
			"both inclusive; to must be on or after from. open true lists only open sessions, false only closed ones. " +
			"count is the number of matching sessions, not the page size.",
	}, listSessions)
}

type listSessionsInput struct {
	actionkit.Page
	TripID     *string      `json:"trip_id" validate:"omitempty,uuid"`
	CasinoName *string      `json:"casino_name" validate:"omitempty,max=200"`
	GameType   *string      `json:"game_type" validate:"omitempty,gametype"`
	From       *domain.Date `json:"from"`
	To         *domain.Date `json:"to"`
	Open       *bool        `json:"open"`
}

// Check holds the rules tags cannot say.
func (in *listSessionsInput) Check() error {
	if in.From != nil && in.To != nil && in.To.Before(*in.From) {
		return domain.Invalid("to", "must be on or after from")
	}
	return nil
}

type listSessionsOutput struct {
	Sessions []sessionView `json:"sessions"`
	Count    int           `json:"count"`
}

func listSessions(ctx context.Context, env *registry.Env, in *listSessionsInput) (*listSessionsOutput, error) {
	recs := persistence.NewRecords(env.DB, env.Caller.AccountID)
	f := persistence.SessionFilter{GameType: in.GameType, Open: in.Open}
	if in.TripID != nil {
		id := actionkit.ID(*in.TripID)
		if _, err := recs.Trip(ctx, id); err != nil {
			return nil, fmt.Errorf("list_sessions: %w", err)
		}
		f.TripID = &id
	}
	if in.CasinoName != nil && strings.TrimSpace(*in.CasinoName) != "" {
		_, keys, err := recs.CasinoKeysOf(ctx, persistence.NewCasinoResolver(env.DB), *in.CasinoName)
		if err != nil {
			return nil, fmt.Errorf("list_sessions: %w", err)
		}
		f.CasinoKeys = keys
	}
	if in.From != nil {
		from := domain.NewTimestamp(in.From.Time())
		f.StartedFrom = &from
	}
	if in.To != nil {
		before := domain.NewTimestamp(in.To.AddDays(1).Time())
		f.StartedBefore = &before
	}
	sessions, n, err := recs.SessionsMatching(ctx, in.Paging(), f)
	if err != nil {
		return nil, fmt.Errorf("list_sessions: %w", err)
	}
	return &listSessionsOutput{Sessions: viewSessions(sessions), Count: n}, nil
}
