package hostsearch

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/google/uuid"

	"github.com/tierline/tierline/actions/actionkit"
	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/internal/domain/forecast"
	"github.com/tierline/tierline/internal/domain/tally"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
)

// defaultMatches is how many hosts match_hosts returns without a limit.
const defaultMatches = 5

func init() {
	registry.Register(registry.Spec{
		Namespace: matchNamespace,
		Name:      "match_hosts",
		Area:      area,
		Kind:      registry.KindRead,
		Summary:   "Hosts accepting new players, ranked by fit for the caller, with the reasons for each score.",
		Rules: "The default action of POST /v1/match-hosts: a body without \"action\" runs it. " +
			"player_id must be the caller's own account id (a key may only match hosts for its own account: another id is 403 insufficient_scope; a malformed one is 400). " +
			"limit: 1 to 20, default 5. languages (optional, an extension: the spec's body has no language): at most 10 strings of at most 40 characters, compared ignoring case; " +
			"without it (or with []) the language factor is skipped (0 points, said so). " +
			"Candidates: hosts accepting new players (role host with a profile), except the caller. Score out of 100: " +
			"casinos in common between the host's profile casinos and the casinos the caller plays (any closed session, tier or trip) give 25 each, at most 50; two names are one casino when they mean the same casino (" + persistence.CasinoMatchRule + "), " +
			"and the caller's casinos list one casino once, under the directory's name when it matched; " +
			"at least one language in common gives 20; the ADT band gives 20 when the caller's band is the band of the median ADT of the host's book " +
			"(connected players who grant share_with_hosts, counting those with a known ADT), 10 when the bands are adjacent, 0 otherwise; " +
			"the band is unknown, and gives 0 (said so), when the caller's ADT is unknown or fewer than 3 players of the host's book have a known ADT (so a band never describes one or two players); " +
			"accepting new players gives 10 (every candidate has it). " + bandRules + " " +
			"Each match lists reasons: one per point-giving item (each casino, the languages, the band, availability) and one per factor that gave 0, saying why. " +
			"A host's players are never shown, only the band of their median ADT (host_adt_band, null when unknown). " +
			"Ordered by score (highest first), then host_id; count is the number of candidates ranked. The response repeats the caller's figures used: casinos (with the records that name them), ADT and band.",
	}, matchHosts)
}

type matchHostsInput struct {
	PlayerID  string    `json:"player_id" validate:"required,uuid"`
	Limit     *int      `json:"limit" validate:"omitempty,gte=1,lte=20"`
	Languages *[]string `json:"languages" validate:"omitempty,max=10"`
}

// Check holds the rules on the languages' items.
func (in *matchHostsInput) Check() error {
	if in.Languages == nil {
		return nil
	}
	for i, l := range *in.Languages {
		if err := checkText(fmt.Sprintf("languages[%d]", i), &l, 40); err != nil {
			return err
		}
	}
	return nil
}

type playedCasinoView struct {
	Name string `json:"name"`
	// Sources are the records that name the casino: sessions, tiers, trips.
	Sources []string `json:"sources"`
}

type matchPlayerView struct {
	PlayerID uuid.UUID          `json:"player_id"`
	Casinos  []playedCasinoView `json:"casinos"`
	// Languages are the languages asked for (null when none were given,
	// or an empty list).
	Languages []string            `json:"languages"`
	ADT       forecast.ADTFigures `json:"adt"`
	ADTBand   *string             `json:"adt_band"`
}

type matchView struct {
	Host              hostView `json:"host"`
	Score             int      `json:"score"`
	Reasons           []reason `json:"reasons"`
	CasinosInCommon   []string `json:"casinos_in_common"`
	LanguagesInCommon []string `json:"languages_in_common"`
	HostADTBand       *string  `json:"host_adt_band"`
	// Connected says the caller is already connected to the host.
	Connected bool `json:"connected"`
}

type matchHostsOutput struct {
	Player   matchPlayerView `json:"player"`
	Matches  []matchView     `json:"matches"`
	Count    int             `json:"count"`
	MaxScore int             `json:"max_score"`
}

func matchHosts(ctx context.Context, env *registry.Env, in *matchHostsInput) (*matchHostsOutput, error) {
	playerID, err := actionkit.ParseID("player_id", in.PlayerID)
	if err != nil {
		return nil, err
	}
	if playerID != env.Caller.AccountID {
		return nil, domain.Errorf(domain.EFORBIDDEN,
			"A key may only match hosts for its own account: player_id must be this key's account id.")
	}
	limit := defaultMatches
	if in.Limit != nil {
		limit = *in.Limit
	}

	records := persistence.NewRecords(env.DB, playerID)
	played, err := records.DiscoverCasinosPlayed(ctx)
	if err != nil {
		return nil, wrap("match_hosts", err)
	}
	today := env.Today()
	from, _ := forecast.Window(today)
	fromTS, toTS := domain.NewTimestamp(from.Time()), domain.NewTimestamp(today.AddDays(1).Time())
	closed := false
	sessions, _, err := records.SessionsMatching(ctx, persistence.Page{}, persistence.SessionFilter{
		Open: &closed, StartedFrom: &fromTS, StartedBefore: &toTS,
	})
	if err != nil {
		return nil, wrap("match_hosts", err)
	}

	res := persistence.NewCasinoResolver(env.DB)
	me := seeker{casinos: map[string]persistence.PlayedCasino{}, ids: map[string]string{}}
	player := matchPlayerView{PlayerID: playerID, Casinos: []playedCasinoView{}, ADT: forecast.ADTOver(tally.Played(persistence.Tallies(sessions)), from, today)}
	var order []string
	for _, c := range played {
		id, err := me.identify(ctx, res, c.Name)
		if err != nil {
			return nil, wrap("match_hosts", err)
		}
		seen, ok := me.casinos[id]
		if !ok {
			m, err := res.Resolve(ctx, c.Name) // remembered by identify: no second query
			if err != nil {
				return nil, wrap("match_hosts", err)
			}
			if m.Casino != nil {
				c.Name = m.Casino.Name // one casino under several spellings goes by the directory's name
			}
			me.casinos[id] = c
			order = append(order, id)
			continue
		}
		for _, src := range c.Sources { // another spelling of a casino already met
			if !slices.Contains(seen.Sources, src) {
				seen.Sources = append(seen.Sources, src)
			}
		}
		rank := map[string]int{persistence.PlayedInSessions: 0, persistence.PlayedInTiers: 1, persistence.PlayedInTrips: 2}
		slices.SortFunc(seen.Sources, func(a, b string) int { return rank[a] - rank[b] })
		me.casinos[id] = seen
	}
	for _, id := range order {
		c := me.casinos[id]
		player.Casinos = append(player.Casinos, playedCasinoView{Name: c.Name, Sources: c.Sources})
	}
	if in.Languages != nil && len(*in.Languages) > 0 {
		me.languages = cleanLanguages(*in.Languages)
		player.Languages = me.languages
	}
	if v := player.ADT.Value; v != nil {
		b := bandOf(*v)
		me.band = &b
		player.ADTBand = &adtBands[b].Key
	}

	all, err := persistence.DiscoverHosts(ctx, env.DB, true)
	if err != nil {
		return nil, wrap("match_hosts", err)
	}
	all = slices.DeleteFunc(all, func(h persistence.DiscoverHost) bool { return h.AccountID == playerID })
	for _, h := range all {
		for _, c := range h.Casinos {
			if _, err := me.identify(ctx, res, c); err != nil {
				return nil, wrap("match_hosts", err)
			}
		}
	}
	ids := make([]uuid.UUID, len(all))
	for i, h := range all {
		ids[i] = h.AccountID
	}
	books, err := persistence.DiscoverBookSessions(ctx, env.DB, ids, fromTS, toTS)
	if err != nil {
		return nil, wrap("match_hosts", err)
	}
	conns, err := persistence.DiscoverPlayerConnections(ctx, env.DB, playerID)
	if err != nil {
		return nil, wrap("match_hosts", err)
	}
	connected := map[uuid.UUID]bool{}
	for _, c := range conns {
		connected[c.HostID] = true
	}

	matches := make([]matchView, len(all))
	for i, h := range all {
		f := score(h, me, bookBand(books[h.AccountID], from, today))
		m := matchView{
			Host: viewHost(h), Score: f.Score, Reasons: f.Reasons,
			CasinosInCommon: f.CasinosInCommon, LanguagesInCommon: f.LanguagesInCommon,
			Connected: connected[h.AccountID],
		}
		if f.HostBand != nil {
			m.HostADTBand = &adtBands[*f.HostBand].Key
		}
		matches[i] = m
	}
	slices.SortFunc(matches, func(a, b matchView) int {
		if a.Score != b.Score {
			return b.Score - a.Score
		}
		return strings.Compare(a.Host.HostID.String(), b.Host.HostID.String())
	})
	return &matchHostsOutput{Player: player, Matches: matches[:min(limit, len(matches))], Count: len(matches), MaxScore: maxScore}, nil
}

// cleanLanguages cleans each language and drops duplicates ignoring case
// (never nil).
func cleanLanguages(items []string) []string {
	out := []string{}
	seen := map[string]bool{}
	for _, s := range items {
		s = actionkit.CleanName(s)
		if key := persistence.CasinoKey(s); !seen[key] {
			seen[key] = true
			out = append(out, s)
		}
	}
	return out
}
