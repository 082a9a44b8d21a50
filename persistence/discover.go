package persistence

import (
	"context"
	"fmt"
	"slices"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"github.com/tierline/tierline/internal/domain"
)

// Host discovery: what players see of hosts (POST /v1/hosts/discover and
// /v1/match-hosts). A host is listed only when the account's role is host
// and it has a marketplace profile. Players see a host's connected-player
// count and, for matching, the aggregate of the host's book: never who.

// DiscoverHost is a host as players see it: the marketplace profile, the
// account's name and how many players are connected to the host.
type DiscoverHost struct {
	HostProfile
	Name *string
	// Players counts the players connected to the host (every connection,
	// whatever the player's consents: a count names nobody).
	Players int
}

// DiscoverHosts lists the hosts that have a profile (role host), by id;
// acceptingOnly keeps those accepting new players. Lists are never nil.
func DiscoverHosts(ctx context.Context, db bun.IDB, acceptingOnly bool) ([]DiscoverHost, error) {
	return discoverHostsWhere(ctx, db, func(q *bun.SelectQuery) *bun.SelectQuery {
		if acceptingOnly {
			q = q.Where("hp.accepting_new = ?", true)
		}
		return q
	})
}

// DiscoverHostByID returns one host with a profile; not_found when the
// account does not exist, is not a host or has no profile (one message for
// the three).
func DiscoverHostByID(ctx context.Context, db bun.IDB, hostID uuid.UUID) (*DiscoverHost, error) {
	hosts, err := DiscoverHostsByID(ctx, db, []uuid.UUID{hostID})
	if err != nil {
		return nil, err
	}
	h, ok := hosts[hostID]
	if !ok {
		return nil, domain.NotFound("No host has the id %q.", hostID)
	}
	return &h, nil
}

// DiscoverHostsByID returns the hosts with a profile among ids (others are
// left out of the map).
func DiscoverHostsByID(ctx context.Context, db bun.IDB, ids []uuid.UUID) (map[uuid.UUID]DiscoverHost, error) {
	out := map[uuid.UUID]DiscoverHost{}
	if len(ids) == 0 {
		return out, nil
	}
	hosts, err := discoverHostsWhere(ctx, db, func(q *bun.SelectQuery) *bun.SelectQuery {
		return q.Where("hp.account_id IN (?)", bun.List(ids))
	})
	if err != nil {
		return nil, err
	}
	for _, h := range hosts {
		out[h.AccountID] = h
	}
	return out, nil
}

func discoverHostsWhere(ctx context.Context, db bun.IDB, filter func(*bun.SelectQuery) *bun.SelectQuery) ([]DiscoverHost, error) {
	var profiles []HostProfile
	q := db.NewSelect().Model(&profiles).
		Where("EXISTS (?)", db.NewSelect().Table("accounts").ColumnExpr("1").
			Where("accounts.id = hp.account_id").Where("accounts.role = ?", RoleHost))
	if err := filter(q).OrderExpr("hp.account_id").Scan(ctx); err != nil {
		return nil, fmt.Errorf("discover hosts: %w", err)
	}
	ids := make([]uuid.UUID, len(profiles))
	for i, p := range profiles {
		ids[i] = p.AccountID
	}
	cards, err := PlayerCardsOf(ctx, db, ids)
	if err != nil {
		return nil, fmt.Errorf("discover hosts: %w", err)
	}
	counts, err := DiscoverPlayerCounts(ctx, db, ids)
	if err != nil {
		return nil, err
	}
	out := make([]DiscoverHost, len(profiles))
	for i, p := range profiles {
		for _, l := range []*[]string{&p.Casinos, &p.Languages, &p.Specialties} {
			if *l == nil {
				*l = []string{}
			}
		}
		out[i] = DiscoverHost{HostProfile: p, Name: cards[p.AccountID].Name, Players: counts[p.AccountID]}
	}
	return out, nil
}

// DiscoverPlayerCounts counts the players connected to each of hosts
// (hosts without players are absent from the map).
func DiscoverPlayerCounts(ctx context.Context, db bun.IDB, hosts []uuid.UUID) (map[uuid.UUID]int, error) {
	out := map[uuid.UUID]int{}
	if len(hosts) == 0 {
		return out, nil
	}
	var rows []struct {
		HostID uuid.UUID `bun:"host_id"`
		N      int       `bun:"n"`
	}
	if err := db.NewSelect().Model((*HostConnection)(nil)).
		ColumnExpr("hc.host_id AS host_id").ColumnExpr("count(*) AS n").
		Where("hc.host_id IN (?)", bun.List(hosts)).GroupExpr("hc.host_id").
		Scan(ctx, &rows); err != nil {
		return nil, fmt.Errorf("connected players: %w", err)
	}
	for _, r := range rows {
		out[r.HostID] = r.N
	}
	return out, nil
}

// DiscoverPlayerConnections lists the player's connections to hosts,
// newest first (then by host id).
func DiscoverPlayerConnections(ctx context.Context, db bun.IDB, playerID uuid.UUID) ([]HostConnection, error) {
	conns := []HostConnection{}
	if err := db.NewSelect().Model(&conns).Where("hc.player_id = ?", playerID).
		OrderExpr("hc.connected_at DESC, hc.host_id").Scan(ctx); err != nil {
		return nil, fmt.Errorf("player connections: %w", err)
	}
	return conns, nil
}

// DiscoverPlayerLeads lists the leads the player sent whose decision is
// one of decisions, newest first (then by id).
func DiscoverPlayerLeads(ctx context.Context, db bun.IDB, playerID uuid.UUID, decisions ...string) ([]Lead, error) {
	leads := []Lead{}
	q := db.NewSelect().Model(&leads).Where("l.player_id = ?", playerID)
	if len(decisions) > 0 {
		q = q.Where("l.decision IN (?)", bun.List(decisions))
	}
	if err := q.OrderExpr("l.created_at DESC, l.id").Scan(ctx); err != nil {
		return nil, fmt.Errorf("player leads: %w", err)
	}
	return leads, nil
}

// Where a player has played, as host matching counts it.
const (
	PlayedInSessions = "sessions"
	PlayedInTiers    = "tiers"
	PlayedInTrips    = "trips"
)

// PlayedCasino is a casino the account plays, and where the records name
// it (sessions, tiers, trips, in that order).
type PlayedCasino struct {
	// Key is CasinoKey(Name).
	Key string
	// Name is the first spelling met (sessions, then tiers, then trips,
	// each alphabetically).
	Name    string
	Sources []string
}

// DiscoverCasinosPlayed lists the casinos named by the account's closed
// sessions, tiers and trips (any date), one entry per CasinoKey, by key.
func (r *Records) DiscoverCasinosPlayed(ctx context.Context) ([]PlayedCasino, error) {
	type source struct {
		name  string
		query *bun.SelectQuery
	}
	sources := []source{
		{PlayedInSessions, r.db.NewSelect().Model((*Session)(nil)).Where("s.account_id = ?", r.account).
			Where("s.ended_at IS NOT NULL").ColumnExpr("DISTINCT s.casino_name").OrderExpr("s.casino_name")},
		{PlayedInTiers, r.db.NewSelect().Model((*UserTier)(nil)).Where("ut.account_id = ?", r.account).
			ColumnExpr("DISTINCT ut.casino_name").OrderExpr("ut.casino_name")},
		{PlayedInTrips, r.db.NewSelect().Model((*Trip)(nil)).Where("tr.account_id = ?", r.account).
			ColumnExpr("DISTINCT tr.casino_name").OrderExpr("tr.casino_name")},
	}
	byKey := map[string]*PlayedCasino{}
	var keys []string
	for _, s := range sources {
		var names []string
		if err := s.query.Scan(ctx, &names); err != nil {
			return nil, fmt.Errorf("casinos played (%s): %w", s.name, err)
		}
		for _, n := range names {
			key := CasinoKey(n)
			if key == "" {
				continue
			}
			c, ok := byKey[key]
			if !ok {
				c = &PlayedCasino{Key: key, Name: n}
				byKey[key] = c
				keys = append(keys, key)
			}
			if len(c.Sources) == 0 || c.Sources[len(c.Sources)-1] != s.name {
				c.Sources = append(c.Sources, s.name)
			}
		}
	}
	out := make([]PlayedCasino, 0, len(keys))
	slices.Sort(keys)
	for _, k := range keys {
		out = append(out, *byKey[k])
	}
	return out, nil
}

// DiscoverBookSessions returns, for each of hosts, the players of its book
// (connected AND currently granting share_with_hosts) with their closed
// sessions started in [from, to), oldest first. A player of a book without
// such sessions has an empty list; a host without a book has an empty map.
// It is for aggregates only: callers never show a player's figures.
func DiscoverBookSessions(ctx context.Context, db bun.IDB, hosts []uuid.UUID, from, to domain.Timestamp) (map[uuid.UUID]map[uuid.UUID][]Session, error) {
	out := make(map[uuid.UUID]map[uuid.UUID][]Session, len(hosts))
	for _, h := range hosts {
		out[h] = map[uuid.UUID][]Session{}
	}
	if len(hosts) == 0 {
		return out, nil
	}
	var conns []HostConnection
	if err := db.NewSelect().Model(&conns).Where("hc.host_id IN (?)", bun.List(hosts)).Scan(ctx); err != nil {
		return nil, fmt.Errorf("book sessions: %w", err)
	}
	var players []uuid.UUID
	seen := map[uuid.UUID]bool{}
	for _, c := range conns {
		if !seen[c.PlayerID] {
			seen[c.PlayerID] = true
			players = append(players, c.PlayerID)
		}
	}
	granting, err := Granting(ctx, db, players, ConsentShareWithHosts)
	if err != nil {
		return nil, fmt.Errorf("book sessions: %w", err)
	}
	var consenting []uuid.UUID
	for _, p := range players {
		if granting[p] {
			consenting = append(consenting, p)
		}
	}
	byPlayer := map[uuid.UUID][]Session{}
	if len(consenting) > 0 {
		var sessions []Session
		if err := db.NewSelect().Model(&sessions).Where("s.account_id IN (?)", bun.List(consenting)).
			Where("s.ended_at IS NOT NULL").
			Where("s.started_at >= ?", from).Where("s.started_at < ?", to).
			OrderExpr("s.started_at, s.id").Scan(ctx); err != nil {
			return nil, fmt.Errorf("book sessions: %w", err)
		}
		for _, s := range sessions {
			byPlayer[s.AccountID] = append(byPlayer[s.AccountID], s)
		}
	}
	for _, c := range conns {
		if !granting[c.PlayerID] {
			continue
		}
		s := byPlayer[c.PlayerID]
		if s == nil {
			s = []Session{}
		}
		out[c.HostID][c.PlayerID] = s
	}
	return out, nil
}
