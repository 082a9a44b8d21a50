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
			"Each filter is optional and all given filters must hold: casino_name matches a casino of the host's profile when both mean the same casino (" + persistence.CasinoMatchRule + "); " +
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
	// CasinoMatch says how casino_name was matched (null without it).
	CasinoMatch *persistence.CasinoMatch `json:"casino_match"`
}

func searchHosts(ctx context.Context, env *registry.Env, in *searchHostsInput) (*searchHostsOutput, error) {
	all, err := persistence.DiscoverHosts(ctx, env.DB, true)
	if err != nil {
		return nil, wrap("search_hosts", err)
	}
	res := persistence.NewCasinoResolver(env.DB)
	var match *persistence.CasinoMatch
	if in.CasinoName != nil {
		m, err := res.Resolve(ctx, *in.CasinoName)
		if err != nil {
			return nil, wrap("search_hosts", err)
		}
		match = &m
	}
	var found []hostView
	for _, h := range all {
		atCasino, err := worksAt(ctx, res, h.Casinos, in.CasinoName)
		if err != nil {
			return nil, wrap("search_hosts", err)
		}
		if atCasino && matches(h.Languages, in.Language) && matches(h.Specialties, in.Specialty) {
			found = append(found, viewHost(h))
		}
	}
	slices.SortFunc(found, byName)
	p := in.Paging()
	hosts := []hostView{}
	if p.Offset < len(found) {
		hosts = found[p.Offset:min(p.Offset+p.Limit, len(found))]
	}
	return &searchHostsOutput{Hosts: hosts, Count: len(found), CasinoMatch: match}, nil
}

// worksAt reports whether the filter is absent or one of the host's
// casinos means the same casino as it.
func worksAt(ctx context.Context, res *persistence.CasinoResolver, casinos []string, filter *string) (bool, error) {
	if filter == nil {
		return true, nil
	}
	for _, c := range casinos {
		same, err := res.Same(ctx, c, *filter)
		if err != nil || same {
			return same, err
		}
	}
	return false, nil
}

// matches reports whether the filter is absent or one of items equals it
// by casino key.
func matches(items []string, filter *string) bool {
	return filter == nil || hasKey(items, persistence.CasinoKey(*filter))
}
