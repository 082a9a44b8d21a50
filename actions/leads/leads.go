package leads

import (
	"context"

	"github.com/tierline/tierline/actions/actionkit"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
)

// hostLead is the caller's lead of id (a lead_id field): not_found when it
// is not addressed to the caller.
func hostLead(ctx context.Context, env *registry.Env, leadID string) (*persistence.Lead, error) {
	id, err := actionkit.ParseID("lead_id", leadID)
	if err != nil {
		return nil, err
	}
	return persistence.HostLeadByID(ctx, env.DB, env.Caller.AccountID, id)
}

// viewLead adds the player's card to one lead.
func viewLead(ctx context.Context, env *registry.Env, l *persistence.Lead) (*persistence.LeadWithPlayer, error) {
	out, err := persistence.LeadsWithPlayers(ctx, env.DB, []persistence.Lead{*l})
	if err != nil {
		return nil, err
	}
	return &out[0], nil
}
