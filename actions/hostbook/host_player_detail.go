package hostbook

import (
	"context"
	"fmt"

	"github.com/tierline/tierline/actions/actionkit"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
	"github.com/tierline/tierline/scopes"
)

func init() {
	registry.Register(registry.Spec{
		Namespace: "player",
		Name:      "host_player_detail",
		Area:      "host",
		Kind:      registry.KindRead,
		Scope:     scopes.Host,
		Summary:   "The shared summary of one player of the host's book, with the host's notes.",
		Rules: "Only for host accounts. 404 not_found unless the player is connected to the host and grants share_with_hosts, the same answer as for an id that does not exist. " +
			sharedRules + " notes are the host's own notes about the player, newest first.",
	}, hostPlayerDetail)
}

type hostPlayerDetailInput struct {
	PlayerID string `json:"player_id" validate:"required,uuid"`
}

type playerDetail struct {
	sharedPlayer
	Notes []persistence.HostNote `json:"notes"`
}

type hostPlayerDetailOutput struct {
	Player playerDetail `json:"player"`
}

func hostPlayerDetail(ctx context.Context, env *registry.Env, in *hostPlayerDetailInput) (*hostPlayerDetailOutput, error) {
	id, err := actionkit.ParseID("player_id", in.PlayerID)
	if err != nil {
		return nil, err
	}
	entry, err := persistence.HostBookEntry(ctx, env.DB, env.Caller.AccountID, id)
	if err != nil {
		return nil, err
	}
	shared, err := loadShared(ctx, env, []persistence.BookEntry{*entry})
	if err != nil {
		return nil, fmt.Errorf("host_player_detail: %w", err)
	}
	notes, err := persistence.HostNotesAbout(ctx, env.DB, env.Caller.AccountID, id)
	if err != nil {
		return nil, fmt.Errorf("host_player_detail: %w", err)
	}
	return &hostPlayerDetailOutput{Player: playerDetail{sharedPlayer: shared[0], Notes: notes}}, nil
}
