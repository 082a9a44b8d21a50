package hostbook

import (
	"context"
	"fmt"
	"strings"

	"github.com/google/uuid"

	"github.com/tierline/tierline/actions/actionkit"
	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
	"github.com/tierline/tierline/scopes"
)

func init() {
	registry.Register(registry.Spec{
		Namespace: "player",
		Name:      "host_add_note",
		Area:      "host",
		Kind:      registry.KindWrite,
		Scope:     scopes.Host,
		Summary:   "Add a private note about a player of the host's book.",
		Rules: "Only for host accounts. 404 not_found unless the player is connected to the host and grants share_with_hosts. " +
			"note is trimmed, 1 to 2000 characters; notes are private to the host who wrote them (the player never sees them) and are listed by host_player_detail.",
	}, hostAddNote)
}

type hostAddNoteInput struct {
	PlayerID string `json:"player_id" validate:"required,uuid"`
	Note     string `json:"note" validate:"required,max=2000"`
}

// Check refuses a note of spaces only.
func (in *hostAddNoteInput) Check() error {
	if blank(in.Note) {
		return domain.Invalid("note", "is required")
	}
	return nil
}

type hostAddNoteOutput struct {
	Note persistence.HostNote `json:"note"`
}

func hostAddNote(ctx context.Context, env *registry.Env, in *hostAddNoteInput) (*hostAddNoteOutput, error) {
	id, err := actionkit.ParseID("player_id", in.PlayerID)
	if err != nil {
		return nil, err
	}
	if _, err := persistence.HostBookEntry(ctx, env.DB, env.Caller.AccountID, id); err != nil {
		return nil, err
	}
	n := &persistence.HostNote{
		ID:        uuid.New(),
		HostID:    env.Caller.AccountID,
		PlayerID:  id,
		Note:      strings.TrimSpace(in.Note),
		CreatedAt: domain.NewTimestamp(env.Now()),
	}
	if err := persistence.AddHostNote(ctx, env.DB, n); err != nil {
		return nil, fmt.Errorf("host_add_note: %w", err)
	}
	return &hostAddNoteOutput{Note: *n}, nil
}
