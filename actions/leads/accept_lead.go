package leads

import (
	"context"
	"fmt"

	"github.com/google/uuid"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
	"github.com/tierline/tierline/scopes"
)

func init() {
	registry.Register(registry.Spec{
		Namespace: "player",
		Name:      "accept_lead",
		Area:      "leads",
		Kind:      registry.KindWrite,
		Scope:     scopes.Host,
		Summary:   "Accept a connection request: the player is connected to the host.",
		Rules: "Only for host accounts; lead_id must be a lead addressed to this host (else 404). " +
			"Sets decision accepted, connects the player to the host and notifies the player (lead_accepted). " +
			"Idempotent: accepting an accepted lead changes nothing and notifies no one again. " +
			"A declined lead can still be accepted (the host changed their mind; the player's request stands). " +
			"status (the pipeline stage) is left as it is. The player appears in the host's book only while they grant share_with_hosts.",
	}, acceptLead)
}

type acceptLeadInput struct {
	LeadID string `json:"lead_id" validate:"required,uuid"`
}

type acceptLeadOutput struct {
	Lead persistence.LeadWithPlayer `json:"lead"`
}

func acceptLead(ctx context.Context, env *registry.Env, in *acceptLeadInput) (*acceptLeadOutput, error) {
	l, err := hostLead(ctx, env, in.LeadID)
	if err != nil {
		return nil, err
	}
	now := domain.NewTimestamp(env.Now())
	newlyAccepted := l.Decision != persistence.LeadAccepted
	if newlyAccepted {
		l.Decision = persistence.LeadAccepted
		l.UpdatedAt = now
		if err := persistence.UpdateLeadRow(ctx, env.DB, l); err != nil {
			return nil, fmt.Errorf("accept_lead: %w", err)
		}
	}
	if _, err := persistence.ConnectToHost(ctx, env.DB, l.HostID, l.PlayerID, now); err != nil {
		return nil, fmt.Errorf("accept_lead: %w", err)
	}
	if newlyAccepted {
		if err := notifyAccepted(ctx, env, l, now); err != nil {
			return nil, fmt.Errorf("accept_lead: %w", err)
		}
	}
	view, err := viewLead(ctx, env, l)
	if err != nil {
		return nil, fmt.Errorf("accept_lead: %w", err)
	}
	return &acceptLeadOutput{Lead: *view}, nil
}

// notifyAccepted tells the player that the host accepted; once per lead.
func notifyAccepted(ctx context.Context, env *registry.Env, l *persistence.Lead, now domain.Timestamp) error {
	cards, err := persistence.PlayerCardsOf(ctx, env.DB, []uuid.UUID{l.HostID})
	if err != nil {
		return err
	}
	who := "Your host"
	if c := cards[l.HostID]; c.Name != nil && *c.Name != "" {
		who = *c.Name
	}
	ref := "lead"
	_, err = persistence.Notify(ctx, env.DB, &persistence.Notification{
		AccountID: l.PlayerID,
		Kind:      persistence.NotifyLeadAccepted,
		Title:     who + " accepted your connection request",
		RefType:   &ref,
		RefID:     &l.ID,
		DedupeKey: persistence.NotifyLeadAccepted + ":" + l.ID.String(),
	}, now)
	return err
}
