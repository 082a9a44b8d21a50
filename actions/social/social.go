package social

import (
	"context"

	"github.com/uptrace/bun"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
)

// playerByHandle is the profile of the player with handle: not_found when
// no player has it.
func playerByHandle(ctx context.Context, db bun.IDB, handle string) (*persistence.Profile, error) {
	p, err := persistence.PlayerProfileByHandle(ctx, db, handle)
	if err != nil {
		return nil, err
	}
	if p == nil {
		return nil, domain.NotFound("No player has the handle %q.", handle)
	}
	return p, nil
}

// publicProfile is another player as players see them: handle and display
// name, nothing else.
type publicProfile struct {
	Handle      string  `json:"handle"`
	DisplayName *string `json:"display_name"`
}
