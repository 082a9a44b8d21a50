package leads

import (
	"context"

	"github.com/tierline/tierline"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
)

// requireHost refuses callers whose account is not a host. Keys holding
// the host scope belong to host accounts only, so this is defence in
// depth; it answers like a missing scope.
func requireHost(env *registry.Env, action string) error {
	if env.Caller.Role != persistence.RoleHost {
		return tierline.Errorf(tierline.EFORBIDDEN,
			"The action %q needs the scope \"host\", which belongs to host accounts only; this key's account is a %s.", action, env.Caller.Role)
	}
	return nil
}

// viewLead adds the player's card to one lead.
func viewLead(ctx context.Context, env *registry.Env, l *persistence.Lead) (*persistence.LeadWithPlayer, error) {
	out, err := persistence.LeadsWithPlayers(ctx, env.DB, []persistence.Lead{*l})
	if err != nil {
		return nil, err
	}
	return &out[0], nil
}
