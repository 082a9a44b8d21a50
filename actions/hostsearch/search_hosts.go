package hostsearch

import (
	"context"
	"slices"

	"github.com/tierline/tierline/actions/actionkit"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
)

func init() {
	registry.Register(registry.Spec{
		Namespace: discoverNamespace,
		Name:      "search_hosts",
		Area:      area,
		Kind:      registry.KindRead,
		Summary:   "Find hosts accepting new players, by casino, language or specialty.",
		Rules: hostRules + " Only hosts accepting new players are listed. " +
			"Each filter is optional and all given filters must hold: casino_name matches a casino of the host's profile when both are equal once compared by casino key (case and runs of spaces ignored); " +
			"language and specialty match one of the host's languages or specialties the same way (whole values, not parts of words). " +
			"A filter given blank is a 400. Ordered by name (case-insensitive, unnamed last), then host_id; count is the number of matching hosts.",
	}, searchHosts)
}

type searchHostsInput struct {
	CasinoName *string `json:"casino_name" validate:"omitempty,max=200"`
	Language   *string `json:"language" validate:"omitempty,max=40"`
	Specialty  *string `json:"specialty" validate:"omitempty,max=100"`
	actionkit.Page
}

// Check refuses blank filters.
func (in *searchHostsInput) Check() error {
	for _, f := range []struct {
		field string
		value *string
		max   int
	}{{"casino_name", in.CasinoName, 200}, {"language", in.Language, 40}, {"specialty", in.Specialty, 100}} {
		if err := checkText(f.field, f.value, f.max); err != nil {
			return err
		}
	}
	return nil
}

type searchHostsOutput struct {
	Hosts []hostView `json:"hosts"`
	Count int        `json:"count"`
}

func searchHosts(ctx context.Context, env *registry.Env, in *searchHostsInput) (*searchHostsOutput, error) {
	all, err := persistence.DiscoverHosts(ctx, env.DB, true)
	if err != nil {
		return nil, wrap("search_hosts", err)
	}
	var found []hostView
	for _, h := range all {
		if matches(h.Casinos, in.CasinoName) && matches(h.Languages, in.Language) && matches(h.Specialties, in.Specialty) {
			found = append(found, viewHost(h))
		}
	}
	slices.SortFunc(found, byName)
	p := in.Paging()
	hosts := []hostView{}
	if p.Offset < len(found) {
		hosts = found[p.Offset:min(p.Offset+p.Limit, len(found))]
	}
	return &searchHostsOutput{Hosts: hosts, Count: len(found)}, nil
}

// matches reports whether the filter is absent or one of items equals it
// by casino key.
func matches(items []string, filter *string) bool {
	return filter == nil || hasKey(items, persistence.CasinoKey(*filter))
}
