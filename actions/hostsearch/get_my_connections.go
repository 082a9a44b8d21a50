package hostsearch

import (
	"context"

	"github.com/google/uuid"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
)

func init() {
	registry.Register(registry.Spec{
		Namespace: discoverNamespace,
		Name:      "get_my_connections",
		Area:      area,
		Kind:      registry.KindRead,
		Summary:   "The caller's host connections, pending requests and declined requests.",
		Rules: "connections: the hosts the caller is connected to (a host accepted the caller's request), newest first, each with the host's summary and connected_since. " +
			"pending_requests: the caller's connection requests still waiting for the host's decision; declined_requests: those the host declined, shown because the caller sent them " +
			"(request_connection returns the same lead, and a host may still accept a declined request); both newest first, each with the lead (id, host_id, decision, status = the host's pipeline stage, created_at), " +
			"the caller's message and the host's summary. Accepted requests appear as connections. " +
			"A host's summary comes from its profile; a host without a profile shows its name, empty lists and accepting_new false. Nothing here is paged: the lists are the caller's own and short.",
	}, getMyConnections)
}

type getMyConnectionsInput struct{}

type connectionView struct {
	Host           hostView         `json:"host"`
	ConnectedSince domain.Timestamp `json:"connected_since"`
}

type requestView struct {
	Lead    leadView `json:"lead"`
	Message *string  `json:"message"`
	Host    hostView `json:"host"`
}

type getMyConnectionsOutput struct {
	Connections      []connectionView `json:"connections"`
	PendingRequests  []requestView    `json:"pending_requests"`
	DeclinedRequests []requestView    `json:"declined_requests"`
}

func getMyConnections(ctx context.Context, env *registry.Env, _ *getMyConnectionsInput) (*getMyConnectionsOutput, error) {
	me := env.Caller.AccountID
	conns, err := persistence.DiscoverPlayerConnections(ctx, env.DB, me)
	if err != nil {
		return nil, wrap("get_my_connections", err)
	}
	leads, err := persistence.DiscoverPlayerLeads(ctx, env.DB, me, persistence.LeadPending, persistence.LeadDeclined)
	if err != nil {
		return nil, wrap("get_my_connections", err)
	}
	var ids []uuid.UUID
	for _, c := range conns {
		ids = append(ids, c.HostID)
	}
	for _, l := range leads {
		ids = append(ids, l.HostID)
	}
	hosts, err := hostSummaries(ctx, env.DB, ids)
	if err != nil {
		return nil, wrap("get_my_connections", err)
	}
	out := &getMyConnectionsOutput{Connections: []connectionView{}, PendingRequests: []requestView{}, DeclinedRequests: []requestView{}}
	for _, c := range conns {
		out.Connections = append(out.Connections, connectionView{Host: hosts[c.HostID], ConnectedSince: c.ConnectedAt})
	}
	for i := range leads {
		l := &leads[i]
		r := requestView{Lead: viewLead(l), Message: l.Message, Host: hosts[l.HostID]}
		if l.Decision == persistence.LeadPending {
			out.PendingRequests = append(out.PendingRequests, r)
		} else {
			out.DeclinedRequests = append(out.DeclinedRequests, r)
		}
	}
	return out, nil
}
