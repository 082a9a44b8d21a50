package leads

import (
	"context"
	"fmt"
	"strings"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
	"github.com/tierline/tierline/scopes"
)

func init() {
	registry.Register(registry.Spec{
		Namespace: "player",
		Name:      "update_lead_status",
		Area:      "leads",
		Kind:      registry.KindWrite,
		Scope:     scopes.Host,
		Summary:   "Move a lead to another stage of the host's pipeline.",
		Rules: "Only for host accounts; lead_id must be a lead addressed to this host (else 404). " +
			"status is the host's own pipeline stage (" + strings.Join(persistence.LeadStatuses, ", ") + "): any stage may follow any other, whatever the decision, and the player is not told. " +
			"Setting the current status again changes nothing (updated_at stays).",
	}, updateLeadStatus)
}

type updateLeadStatusInput struct {
	LeadID string `json:"lead_id" validate:"required,uuid"`
	Status string `json:"status" validate:"required,leadstatus"`
}

type updateLeadStatusOutput struct {
	Lead persistence.LeadWithPlayer `json:"lead"`
}

func updateLeadStatus(ctx context.Context, env *registry.Env, in *updateLeadStatusInput) (*updateLeadStatusOutput, error) {
	l, err := hostLead(ctx, env, in.LeadID)
	if err != nil {
		return nil, err
	}
	if l.Status != in.Status {
		l.Status = in.Status
		l.UpdatedAt = domain.NewTimestamp(env.Now())
		if err := persistence.UpdateLeadRow(ctx, env.DB, l); err != nil {
			return nil, fmt.Errorf("update_lead_status: %w", err)
		}
	}
	view, err := viewLead(ctx, env, l)
	if err != nil {
		return nil, fmt.Errorf("update_lead_status: %w", err)
	}
	return &updateLeadStatusOutput{Lead: *view}, nil
}
