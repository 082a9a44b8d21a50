package leads

import (
	"context"
	"fmt"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
	"github.com/tierline/tierline/scopes"
)

func init() {
	registry.Register(registry.Spec{
		Namespace: "player",
		Name:      "decline_lead",
		Area:      "leads",
		Kind:      registry.KindWrite,
		Scope:     scopes.Host,
		Summary:   "Decline a connection request.",
		Rules: "Only for host accounts; lead_id must be a lead addressed to this host (else 404). " +
			"Sets decision declined; the player is not notified and cannot send the same host a new request (requests are one per player and host). " +
			"Declining a declined lead changes nothing. An accepted lead cannot be declined (400 on lead_id): the player is connected already. status is left as it is.",
	}, declineLead)
}

type declineLeadInput struct {
	LeadID string `json:"lead_id" validate:"required,uuid"`
}

type declineLeadOutput struct {
	Lead persistence.LeadWithPlayer `json:"lead"`
}

func declineLead(ctx context.Context, env *registry.Env, in *declineLeadInput) (*declineLeadOutput, error) {
	l, err := hostLead(ctx, env, in.LeadID)
	if err != nil {
		return nil, err
	}
	switch l.Decision {
	case persistence.LeadAccepted:
		return nil, domain.Invalid("lead_id", "the lead is accepted already and the player connected; an accepted lead cannot be declined")
	case persistence.LeadPending:
		l.Decision = persistence.LeadDeclined
		l.UpdatedAt = domain.NewTimestamp(env.Now())
		if err := persistence.UpdateLeadRow(ctx, env.DB, l); err != nil {
			return nil, fmt.Errorf("decline_lead: %w", err)
		}
	}
	view, err := viewLead(ctx, env, l)
	if err != nil {
		return nil, fmt.Errorf("decline_lead: %w", err)
	}
	return &declineLeadOutput{Lead: *view}, nil
}
