package hostsearch

import (
	"context"
	"slices"

	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
)

// featuredSize is how many hosts get_featured_hosts returns at most.
const featuredSize = 5

func init() {
	registry.Register(registry.Spec{
		Namespace: discoverNamespace,
		Name:      "get_featured_hosts",
		Area:      area,
		Kind:      registry.KindRead,
		Summary:   "A short list of hosts accepting new players.",
		Rules: hostRules + " Featured hosts are the hosts accepting new players with the most connected players: at most 5, " +
			"ordered by players (most first), then name (case-insensitive, unnamed last), then host_id. Nobody pays to be featured; the list is computed on each call.",
	}, getFeaturedHosts)
}

type getFeaturedHostsInput struct{}

type getFeaturedHostsOutput struct {
	Hosts []hostView `json:"hosts"`
}

func getFeaturedHosts(ctx context.Context, env *registry.Env, _ *getFeaturedHostsInput) (*getFeaturedHostsOutput, error) {
	all, err := persistence.DiscoverHosts(ctx, env.DB, true)
	if err != nil {
		return nil, wrap("get_featured_hosts", err)
	}
	hosts := viewHosts(all)
	slices.SortFunc(hosts, func(a, b hostView) int {
		if a.Players != b.Players {
			return b.Players - a.Players
		}
		return byName(a, b)
	})
	return &getFeaturedHostsOutput{Hosts: hosts[:min(featuredSize, len(hosts))]}, nil
}
