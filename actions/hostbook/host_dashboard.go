package hostbook

import (
	"context"
	"fmt"

	"github.com/tierline/tierline/actions/actionkit"
	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
	"github.com/tierline/tierline/scopes"
)

func init() {
	registry.Register(registry.Spec{
		Namespace: "player",
		Name:      "host_dashboard",
		Area:      "host",
		Kind:      registry.KindRead,
		Scope:     scopes.Host,
		Summary:   "The host's book: consenting connected players with their tiers, ADT, upcoming trips and expiring offers, and the open leads.",
		Rules: "Only for host accounts. players is one page (limit, offset) of the book, ordered by name (case-insensitive, unnamed last) then id; player_count counts the whole book. " +
			sharedRules + " " +
			"open_leads are the leads still pending a decision, newest first, at most 50 (list_leads pages them all); open_lead_count counts them all. as_of is today (UTC).",
	}, hostDashboard)
}

type hostDashboardInput struct {
	actionkit.Page
}

type hostDashboardOutput struct {
	AsOf          domain.Date                  `json:"as_of"`
	Players       []sharedPlayer               `json:"players"`
	PlayerCount   int                          `json:"player_count"`
	OpenLeads     []persistence.LeadWithPlayer `json:"open_leads"`
	OpenLeadCount int                          `json:"open_lead_count"`
}

// dashboardOpenLeads is how many open leads the dashboard lists.
const dashboardOpenLeads = 50

func hostDashboard(ctx context.Context, env *registry.Env, in *hostDashboardInput) (*hostDashboardOutput, error) {
	book, err := persistence.HostBook(ctx, env.DB, env.Caller.AccountID)
	if err != nil {
		return nil, fmt.Errorf("host_dashboard: %w", err)
	}
	players, err := loadShared(ctx, env, page(book, in.Paging()))
	if err != nil {
		return nil, fmt.Errorf("host_dashboard: %w", err)
	}
	leads, n, err := persistence.LeadsOfHost(ctx, env.DB, env.Caller.AccountID, "", persistence.LeadPending,
		persistence.Page{Limit: dashboardOpenLeads})
	if err != nil {
		return nil, fmt.Errorf("host_dashboard: %w", err)
	}
	open, err := persistence.LeadsWithPlayers(ctx, env.DB, leads)
	if err != nil {
		return nil, fmt.Errorf("host_dashboard: %w", err)
	}
	return &hostDashboardOutput{
		AsOf: env.Today(), Players: players, PlayerCount: len(book),
		OpenLeads: open, OpenLeadCount: n,
	}, nil
}
