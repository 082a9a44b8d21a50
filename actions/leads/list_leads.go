package leads

import (
	"context"
	"fmt"
	"strings"

	"github.com/tierline/tierline/actions/actionkit"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
	"github.com/tierline/tierline/scopes"
)

func init() {
	registry.Register(registry.Spec{
		Namespace: "player",
		Name:      "list_leads",
		Area:      "leads",
		Kind:      registry.KindRead,
		Scope:     scopes.Host,
		Summary:   "List the connection requests addressed to the host.",
		Rules: "Only for host accounts. Filters: status (" + strings.Join(persistence.LeadStatuses, ", ") + ": the host's pipeline stage) and decision (" +
			strings.Join(persistence.LeadDecisions, ", ") + "), both optional and combined with AND. " +
			"Each lead carries the player's card (id, name, handle when the player has a public profile) and the player's message. Newest first, then by id.",
	}, listLeads)
}

type listLeadsInput struct {
	actionkit.Page
	Status   *string `json:"status" validate:"omitempty,leadstatus"`
	Decision *string `json:"decision" validate:"omitempty,leaddecision"`
}

type listLeadsOutput struct {
	Leads []persistence.LeadWithPlayer `json:"leads"`
	Count int                          `json:"count"`
}

func listLeads(ctx context.Context, env *registry.Env, in *listLeadsInput) (*listLeadsOutput, error) {
	var status, decision string
	if in.Status != nil {
		status = *in.Status
	}
	if in.Decision != nil {
		decision = *in.Decision
	}
	leads, n, err := persistence.LeadsOfHost(ctx, env.DB, env.Caller.AccountID, status, decision, in.Paging())
	if err != nil {
		return nil, fmt.Errorf("list_leads: %w", err)
	}
	out, err := persistence.LeadsWithPlayers(ctx, env.DB, leads)
	if err != nil {
		return nil, fmt.Errorf("list_leads: %w", err)
	}
	return &listLeadsOutput{Leads: out, Count: n}, nil
}
