// Package hosts holds the host-discovery actions players use: the five of
// POST /v1/hosts/discover and match_hosts, the one action of POST
// /v1/match-hosts. One file per action; the views and the match score are
// here and in score.go.
package hostsearch

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"github.com/tierline/tierline/actions/actionkit"
	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
)

// The endpoints' namespaces and the area of every action here.
const (
	discoverNamespace = "hosts/discover"
	matchNamespace    = "match-hosts"
	area              = "hosts"
)

// hostRules is the part of Rules that says what a host listing is.
const hostRules = "A host is an account whose role is host and that has a marketplace profile (host_update_profile); other accounts are never listed. " +
	"Each host: host_id, name, bio, casinos, languages, specialties, accepting_new, and players = how many players are connected to the host, whatever their consents (a count only: who they are is never shown)."

// hostView is a host as players see it.
type hostView struct {
	HostID       uuid.UUID `json:"host_id"`
	Name         *string   `json:"name"`
	Bio          *string   `json:"bio"`
	Casinos      []string  `json:"casinos"`
	Languages    []string  `json:"languages"`
	Specialties  []string  `json:"specialties"`
	AcceptingNew bool      `json:"accepting_new"`
	Players      int       `json:"players"`
}

func viewHost(h persistence.DiscoverHost) hostView {
	return hostView{
		HostID: h.AccountID, Name: h.Name, Bio: h.Bio,
		Casinos: h.Casinos, Languages: h.Languages, Specialties: h.Specialties,
		AcceptingNew: h.AcceptingNew, Players: h.Players,
	}
}

func viewHosts(hosts []persistence.DiscoverHost) []hostView {
	out := make([]hostView, len(hosts))
	for i, h := range hosts {
		out[i] = viewHost(h)
	}
	return out
}

// byName orders hosts by name ignoring case (unnamed last), then host id.
func byName(a, b hostView) int {
	switch {
	case a.Name == nil && b.Name != nil:
		return 1
	case a.Name != nil && b.Name == nil:
		return -1
	case a.Name != nil && b.Name != nil:
		if c := strings.Compare(strings.ToLower(*a.Name), strings.ToLower(*b.Name)); c != 0 {
			return c
		}
	}
	return strings.Compare(a.HostID.String(), b.HostID.String())
}

// hostSummaries views the hosts ids: from the profile when the host has
// one, else the account's name with empty lists and accepting_new false.
func hostSummaries(ctx context.Context, db bun.IDB, ids []uuid.UUID) (map[uuid.UUID]hostView, error) {
	hosts, err := persistence.DiscoverHostsByID(ctx, db, ids)
	if err != nil {
		return nil, err
	}
	var missing []uuid.UUID
	out := make(map[uuid.UUID]hostView, len(ids))
	for _, id := range ids {
		if h, ok := hosts[id]; ok {
			out[id] = viewHost(h)
		} else {
			missing = append(missing, id)
		}
	}
	if len(missing) == 0 {
		return out, nil
	}
	cards, err := persistence.PlayerCardsOf(ctx, db, missing)
	if err != nil {
		return nil, err
	}
	counts, err := persistence.DiscoverPlayerCounts(ctx, db, missing)
	if err != nil {
		return nil, err
	}
	for _, id := range missing {
		out[id] = hostView{HostID: id, Name: cards[id].Name, Casinos: []string{}, Languages: []string{},
			Specialties: []string{}, Players: counts[id]}
	}
	return out, nil
}

// leadView is a connection request as the player who sent it sees it.
type leadView struct {
	ID        uuid.UUID        `json:"id"`
	HostID    uuid.UUID        `json:"host_id"`
	Decision  string           `json:"decision"`
	Status    string           `json:"status"`
	CreatedAt domain.Timestamp `json:"created_at"`
}

func viewLead(l *persistence.Lead) leadView {
	return leadView{ID: l.ID, HostID: l.HostID, Decision: l.Decision, Status: l.Status, CreatedAt: l.CreatedAt}
}

// checkText refuses a given but blank text field, or one longer than max
// characters once cleaned.
func checkText(field string, s *string, max int) error {
	if s == nil {
		return nil
	}
	if strings.TrimSpace(*s) == "" {
		return domain.Invalid(field, "must not be blank")
	}
	if utf8.RuneCountInString(actionkit.CleanName(*s)) > max {
		return domain.Invalid(field, "must be at most %d characters long", max)
	}
	return nil
}

// hasKey reports whether one of items equals want once both are compared
// by persistence.CasinoKey (case and spacing ignored).
func hasKey(items []string, want string) bool {
	return slices.ContainsFunc(items, func(s string) bool { return persistence.CasinoKey(s) == want })
}

// wrap names the action in an unexpected error.
func wrap(action string, err error) error { return fmt.Errorf("%s: %w", action, err) }
