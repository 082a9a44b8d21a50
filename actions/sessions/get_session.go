package sessions

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
		Name:      "get_session",
		Area:      "sessions",
		Kind:      registry.KindRead,
		Summary:   "Show one session.",
		Rules:     "status is open until the session ends, then closed; theo_note says why theo is null when it is.",
	}, getSession)
}

type getSessionInput struct {
	SessionID string `json:"session_id" validate:"required,uuid"`
}

type getSessionOutput struct {
	Session sessionView `json:"session"`
}

func getSession(ctx context.Context, env *registry.Env, in *getSessionInput) (*getSessionOutput, error) {
	s, err := persistence.NewRecords(env.DB, env.Caller.AccountID).SessionByID(ctx, actionkit.ID(in.SessionID))
	if err != nil {
		return nil, fmt.Errorf("get_session: %w", err)
	}
	return &getSessionOutput{Session: viewSession(s)}, nil
}
