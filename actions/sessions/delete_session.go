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
		Name:      "delete_session",
		Area:      "sessions",
		Kind:      registry.KindWrite,
		Summary:   "Delete a session.",
		Rules: "Open and closed sessions alike can be deleted; the session disappears from lists, totals and machine stats, " +
			"while its trip and machine stay. Notifications it produced stay.",
	}, deleteSession)
}

type deleteSessionInput struct {
	SessionID string `json:"session_id" validate:"required,uuid"`
}

type deleteSessionOutput struct {
	Deleted bool `json:"deleted"`
}

func deleteSession(ctx context.Context, env *registry.Env, in *deleteSessionInput) (*deleteSessionOutput, error) {
	if err := persistence.NewRecords(env.DB, env.Caller.AccountID).DeleteSessionByID(ctx, actionkit.ID(in.SessionID)); err != nil {
		return nil, fmt.Errorf("delete_session: %w", err)
	}
	return &deleteSessionOutput{Deleted: true}, nil
}
