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
		Name:      "host_list_players",
		Area:      "host",
		Kind:      registry.KindRead,
		Scope:     scopes.Host,
		Summary:   "List the players of the host's book.",
		Rules: "Only for host accounts. The book is the players connected to the host who currently grant share_with_hosts; a player who withdraws it drops out at once. " +
			"Each player: id, name, handle (null without a public profile), since (when connected). Ordered by name (case-insensitive, unnamed last), then id.",
	}, hostListPlayers)
}

type hostListPlayersInput struct {
	actionkit.Page
}

type hostListPlayersOutput struct {
	Players []persistence.BookEntry `json:"players"`
	Count   int                     `json:"count"`
}

func hostListPlayers(ctx context.Context, env *registry.Env, in *hostListPlayersInput) (*hostListPlayersOutput, error) {
	book, err := persistence.HostBook(ctx, env.DB, env.Caller.AccountID)
	if err != nil {
		return nil, fmt.Errorf("host_list_players: %w", err)
	}
	return &hostListPlayersOutput{Players: page(book, in.Paging()), Count: len(book)}, nil
}
