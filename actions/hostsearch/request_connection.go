package hostsearch

import (
	"context"
	"strings"

	"github.com/tierline/tierline/actions/actionkit"
	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
)

func init() {
	registry.Register(registry.Spec{
		Namespace: discoverNamespace,
		Name:      "request_connection",
		Area:      area,
		Kind:      registry.KindRead,
		Writes:    true,
		Summary:   "Ask a host to connect: a lead for that host.",
		Rules: "host_id must be an account whose role is host (else 404, the same for an unknown id) and not the caller's own (400). " +
			"Creates a lead with decision pending and status new, and notifies the host (lead_received) once. " +
			"Idempotent per player and host: asking the same host again returns the existing lead whatever its decision (created false), changes nothing and notifies no one; " +
			"the first message stays. message is optional, at most 1000 characters, trimmed (blank = none). " +
			"A host not accepting new players, or without a profile yet, can still be asked: the host decides. " +
			"Needs read only (the spec's scope for this endpoint) although it writes; it honours Idempotency-Key.",
	}, requestConnection)
}

type requestConnectionInput struct {
	HostID  string  `json:"host_id" validate:"required,uuid"`
	Message *string `json:"message" validate:"omitempty,max=1000"`
}

type requestConnectionOutput struct {
	Lead    leadView `json:"lead"`
	Created bool     `json:"created"`
}

func requestConnection(ctx context.Context, env *registry.Env, in *requestConnectionInput) (*requestConnectionOutput, error) {
	id, err := actionkit.ParseID("host_id", in.HostID)
	if err != nil {
		return nil, err
	}
	var message *string
	if in.Message != nil {
		if m := strings.TrimSpace(*in.Message); m != "" {
			message = &m
		}
	}
	l, created, err := persistence.CreateLead(ctx, env.DB, id, env.Caller.AccountID, message, domain.NewTimestamp(env.Now()))
	if err != nil {
		return nil, wrap("request_connection", err) // keeps a not_found or invalid host_id as it is
	}
	return &requestConnectionOutput{Lead: viewLead(l), Created: created}, nil
}
