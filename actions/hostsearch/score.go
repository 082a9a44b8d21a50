package hostsearch

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/google/uuid"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/internal/domain/forecast"
	"github.com/tierline/tierline/internal/domain/tally"
	"github.com/tierline/tierline/persistence"
)

// The fit score of match_hosts (at most 100 points).
const (
	pointsPerCasino    = 25 // each casino in common, for at most maxScoredCasinos
	maxScoredCasinos   = 2
	pointsLanguage     = 20 // at least one language in common
	pointsSameBand     = 20
	pointsAdjacentBand = 10
	pointsAvailable    = 10
	maxScore           = maxScoredCasinos*pointsPerCasino + pointsLanguage + pointsSameBand + pointsAvailable

	// minBandPlayers is how many players with a known ADT a host's book
	// needs before its median band is used: fewer would let the band
	// describe one or two identifiable players.
	minBandPlayers = 3
)

// The factors a reason names.
const (
	factorCasinos      = "casinos"
	factorLanguages    = "languages"
	factorADTBand      = "adt_band"
	factorAvailability = "availability"
)

// adtBand is a range of ADT, the service's own choice of bounds.
type adtBand struct {
	Key   string
	Label string
}

// adtBands are the bands in order: under $100, $100 to $500 (both
// included), over $500. Adjacent bands are next to each other here.
var adtBands = []adtBand{
	{"under_100", "under $100"},
	{"100_to_500", "$100 to $500"},
	{"over_500", "over $500"},
}

// bandOf is the index in adtBands of an ADT.
func bandOf(adt domain.Money) int {
	switch {
	case adt < domain.Cents(100_00):
		return 0
	case adt <= domain.Cents(500_00):
		return 1
	default:
		return 2
	}
}

// bandRules is the part of Rules that states the bands and the ADT.
const bandRules = "ADT over the closed sessions started in the 90 days ending today (UTC): " + forecast.GamingDayRule + " The bands use the player's own ADT (value), not the rated one. " +
	"ADT bands (the service's own choice): under_100 (ADT under $100), 100_to_500 ($100 to $500, both included), over_500 (over $500); under_100 and over_500 are not adjacent."

// bookBand is the band of the median ADT of a host's book (players
// connected and granting share_with_hosts), counting the players whose ADT
// is known; nil when fewer than minBandPlayers have one. Only the band
// leaves this function.
func bookBand(book map[uuid.UUID][]persistence.Session, from, to domain.Date) *int {
	var adts []domain.Money
	for _, sessions := range book {
		if v := forecast.ADTOver(tally.Played(persistence.Tallies(sessions)), from, to).Value; v != nil {
			adts = append(adts, *v)
		}
	}
	if len(adts) < minBandPlayers {
		return nil
	}
	slices.Sort(adts)
	n := len(adts)
	median := adts[n/2]
	if n%2 == 0 {
		median = domain.DollarsOf((adts[n/2-1].Dollars() + adts[n/2].Dollars()) / 2)
	}
	b := bandOf(median)
	return &b
}

// reason explains the points one factor gave (0 included: the reason
// then says why none).
type reason struct {
	Factor string `json:"factor"`
	Points int    `json:"points"`
	Reason string `json:"reason"`
}

// seeker is the player's side of the match.
type seeker struct {
	casinos map[string]persistence.PlayedCasino // by casino identity (seeker.id)
	// ids are the casino identities of the names met (by CasinoKey): the
	// directory casino a name resolves to, so two spellings of one casino
	// are one casino; a name missing here is its own CasinoKey.
	ids map[string]string
	// languages are the languages asked for; nil when none were given.
	languages []string
	band      *int
}

// id is the identity of the casino a name means (see seeker.ids).
func (p seeker) id(name string) string {
	key := persistence.CasinoKey(name)
	if id, ok := p.ids[key]; ok {
		return id
	}
	return key
}

// identify resolves name (persistence.CasinoMatchRule) and remembers its
// identity: the directory casino when it matches one, else its key.
func (p seeker) identify(ctx context.Context, res *persistence.CasinoResolver, name string) (string, error) {
	key := persistence.CasinoKey(name)
	if id, ok := p.ids[key]; ok {
		return id, nil
	}
	m, err := res.Resolve(ctx, name)
	if err != nil {
		return "", err
	}
	id := key
	if m.Casino != nil {
		id = m.Identity()
	}
	p.ids[key] = id
	return id, nil
}

// fit is a host's score for the seeker.
type fit struct {
	Score             int
	Reasons           []reason
	CasinosInCommon   []string
	LanguagesInCommon []string
	HostBand          *int
}

// score rates host h for the seeker; hostBand is the band of the host's
// book (nil when unknown).
func score(h persistence.DiscoverHost, p seeker, hostBand *int) fit {
	f := fit{Reasons: []reason{}, CasinosInCommon: []string{}, LanguagesInCommon: []string{}, HostBand: hostBand}
	add := func(factor string, points int, format string, args ...any) {
		f.Score += points
		f.Reasons = append(f.Reasons, reason{Factor: factor, Points: points, Reason: fmt.Sprintf(format, args...)})
	}

	seen := map[string]bool{}
	for _, c := range h.Casinos {
		key := p.id(c)
		played, ok := p.casinos[key]
		if !ok || seen[key] {
			continue
		}
		seen[key] = true
		f.CasinosInCommon = append(f.CasinosInCommon, c)
		if len(f.CasinosInCommon) <= maxScoredCasinos {
			add(factorCasinos, pointsPerCasino, "%s: the host works there and you have %s there.", c, playedAt(played))
		}
	}
	switch n := len(f.CasinosInCommon); {
	case n == 0:
		add(factorCasinos, 0, "No casino of the host's profile is one you play (sessions, tiers or trips).")
	case n > maxScoredCasinos:
		add(factorCasinos, 0, "%d more casinos in common (%s) add nothing: casinos give at most %d points.",
			n-maxScoredCasinos, strings.Join(f.CasinosInCommon[maxScoredCasinos:], ", "), maxScoredCasinos*pointsPerCasino)
	}

	if p.languages == nil {
		add(factorLanguages, 0, "Skipped: no languages were given, so languages give no points.")
	} else {
		for _, l := range h.Languages {
			if hasKey(p.languages, persistence.CasinoKey(l)) {
				f.LanguagesInCommon = append(f.LanguagesInCommon, l)
			}
		}
		if len(f.LanguagesInCommon) > 0 {
			add(factorLanguages, pointsLanguage, "The host speaks %s, which you asked for.", strings.Join(f.LanguagesInCommon, ", "))
		} else {
			add(factorLanguages, 0, "The host speaks none of the languages you asked for.")
		}
	}

	switch {
	case p.band == nil:
		add(factorADTBand, 0, "Your ADT over the last 90 days is unknown (no closed session with a known theo), so the ADT band gives no points.")
	case hostBand == nil:
		add(factorADTBand, 0, "The host's ADT band is unknown (fewer than %d of the host's players share their records with hosts and played in the last 90 days), so the ADT band gives no points.", minBandPlayers)
	case *p.band == *hostBand:
		add(factorADTBand, pointsSameBand, "Your ADT band (%s) is the band of the median ADT of the host's players.", adtBands[*p.band].Label)
	case *p.band-*hostBand == 1 || *hostBand-*p.band == 1:
		add(factorADTBand, pointsAdjacentBand, "Your ADT band (%s) is next to the band of the median ADT of the host's players (%s).",
			adtBands[*p.band].Label, adtBands[*hostBand].Label)
	default:
		add(factorADTBand, 0, "Your ADT band (%s) is far from the band of the median ADT of the host's players (%s).",
			adtBands[*p.band].Label, adtBands[*hostBand].Label)
	}

	if h.AcceptingNew {
		add(factorAvailability, pointsAvailable, "The host is accepting new players.")
	} else {
		add(factorAvailability, 0, "The host is not accepting new players.")
	}
	return f
}

// playedAt says which of the player's records name a casino ("closed
// sessions and a tier").
func playedAt(c persistence.PlayedCasino) string {
	words := map[string]string{
		persistence.PlayedInSessions: "closed sessions",
		persistence.PlayedInTiers:    "a tier",
		persistence.PlayedInTrips:    "trips",
	}
	var parts []string
	for _, s := range c.Sources {
		parts = append(parts, words[s])
	}
	if len(parts) == 1 {
		return parts[0]
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " and " + parts[len(parts)-1]
}
