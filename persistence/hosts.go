package persistence

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"github.com/tierline/tierline/internal/domain"
)

// A host's book: the players connected to the host who currently grant
// share_with_hosts. A connected player who does not grant it is not in the
// book and is never shown: every read below goes through the book, so a
// stranger, an unconnected player and a non-consenting one look the same.

// PlayerCard is how a player is named to a host: the account's name and,
// when the player has a public profile, its handle.
type PlayerCard struct {
	ID     uuid.UUID `json:"id"`
	Name   *string   `json:"name"`
	Handle *string   `json:"handle"`
}

// PlayerCardsOf returns the cards of the accounts ids (missing accounts are
// left out of the map).
func PlayerCardsOf(ctx context.Context, db bun.IDB, ids []uuid.UUID) (map[uuid.UUID]PlayerCard, error) {
	out := map[uuid.UUID]PlayerCard{}
	if len(ids) == 0 {
		return out, nil
	}
	var accounts []Account
	if err := db.NewSelect().Model(&accounts).Column("id", "name").
		Where("a.id IN (?)", bun.List(ids)).Scan(ctx); err != nil {
		return nil, fmt.Errorf("player cards: %w", err)
	}
	for _, a := range accounts {
		out[a.ID] = PlayerCard{ID: a.ID, Name: a.Name}
	}
	var profiles []Profile
	if err := db.NewSelect().Model(&profiles).Column("account_id", "handle").
		Where("pf.account_id IN (?)", bun.List(ids)).Scan(ctx); err != nil {
		return nil, fmt.Errorf("player cards: profiles: %w", err)
	}
	for _, p := range profiles {
		if c, ok := out[p.AccountID]; ok {
			handle := p.Handle
			c.Handle = &handle
			out[p.AccountID] = c
		}
	}
	return out, nil
}

// BookEntry is one player of a host's book.
type BookEntry struct {
	PlayerCard
	// Since is when the player was connected to the host.
	Since domain.Timestamp `json:"since"`
}

// HostBook returns the host's book: connected players who currently grant
// share_with_hosts, by name (case-insensitive, unnamed last), then id.
func HostBook(ctx context.Context, db bun.IDB, hostID uuid.UUID) ([]BookEntry, error) {
	var conns []HostConnection
	if err := db.NewSelect().Model(&conns).Where("hc.host_id = ?", hostID).Scan(ctx); err != nil {
		return nil, fmt.Errorf("host book: %w", err)
	}
	return bookOf(ctx, db, conns)
}

// HostBookEntry returns one player of the host's book, or not_found when
// the player is not connected to the host, does not grant
// share_with_hosts, or does not exist: the three are never told apart.
func HostBookEntry(ctx context.Context, db bun.IDB, hostID, playerID uuid.UUID) (*BookEntry, error) {
	var conns []HostConnection
	if err := db.NewSelect().Model(&conns).Where("hc.host_id = ?", hostID).
		Where("hc.player_id = ?", playerID).Scan(ctx); err != nil {
		return nil, fmt.Errorf("host book entry: %w", err)
	}
	book, err := bookOf(ctx, db, conns)
	if err != nil {
		return nil, err
	}
	if len(book) != 1 {
		return nil, domain.NotFound("No player has the id %q.", playerID)
	}
	return &book[0], nil
}

// bookOf keeps the connections whose player grants share_with_hosts and
// names them.
func bookOf(ctx context.Context, db bun.IDB, conns []HostConnection) ([]BookEntry, error) {
	ids := make([]uuid.UUID, len(conns))
	for i, c := range conns {
		ids[i] = c.PlayerID
	}
	granting, err := Granting(ctx, db, ids, ConsentShareWithHosts)
	if err != nil {
		return nil, fmt.Errorf("host book: %w", err)
	}
	cards, err := PlayerCardsOf(ctx, db, ids)
	if err != nil {
		return nil, fmt.Errorf("host book: %w", err)
	}
	book := []BookEntry{}
	for _, c := range conns {
		card, ok := cards[c.PlayerID]
		if !ok || !granting[c.PlayerID] {
			continue
		}
		book = append(book, BookEntry{PlayerCard: card, Since: c.ConnectedAt})
	}
	slices.SortFunc(book, func(a, b BookEntry) int {
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
		return strings.Compare(a.ID.String(), b.ID.String())
	})
	return book, nil
}

// ConnectToHost connects a player to a host (idempotent) and reports
// whether the connection is new.
func ConnectToHost(ctx context.Context, db bun.IDB, hostID, playerID uuid.UUID, now domain.Timestamp) (bool, error) {
	c := &HostConnection{HostID: hostID, PlayerID: playerID, ConnectedAt: now}
	res, err := db.NewInsert().Model(c).On("CONFLICT (host_id, player_id) DO NOTHING").Exec(ctx)
	if err != nil {
		return false, fmt.Errorf("connect to host: %w", err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return false, fmt.Errorf("connect to host: %w", err)
	}
	return n == 1, nil
}

// SharedRecords is what a player in a host's book shares with the host.
type SharedRecords struct {
	Tiers []UserTier
	// ClosedSessions are the player's ended sessions started in the window
	// asked for, oldest first.
	ClosedSessions []Session
	// UpcomingTrips start on or after today, soonest first.
	UpcomingTrips []Trip
	// ExpiringOffers are available and expire from today to the date asked
	// for, soonest first.
	ExpiringOffers []Offer
}

// SharedRecordsOf reads the shared records of players (the caller has
// checked that they are in the host's book): every tier; the closed
// sessions started in [sessionsFrom, sessionsTo); trips starting on or
// after today; available offers expiring between today and offersUntil
// (both included). Every player of the list has an entry.
func SharedRecordsOf(ctx context.Context, db bun.IDB, players []uuid.UUID, sessionsFrom, sessionsTo domain.Timestamp, today, offersUntil domain.Date) (map[uuid.UUID]*SharedRecords, error) {
	out := make(map[uuid.UUID]*SharedRecords, len(players))
	for _, id := range players {
		out[id] = &SharedRecords{Tiers: []UserTier{}, ClosedSessions: []Session{}, UpcomingTrips: []Trip{}, ExpiringOffers: []Offer{}}
	}
	if len(players) == 0 {
		return out, nil
	}
	var tiers []UserTier
	if err := db.NewSelect().Model(&tiers).Where("ut.account_id IN (?)", bun.List(players)).
		OrderExpr("ut.casino_key, ut.id").Scan(ctx); err != nil {
		return nil, fmt.Errorf("shared tiers: %w", err)
	}
	for _, t := range tiers {
		out[t.AccountID].Tiers = append(out[t.AccountID].Tiers, t)
	}
	var sessions []Session
	if err := db.NewSelect().Model(&sessions).Where("s.account_id IN (?)", bun.List(players)).
		Where("s.ended_at IS NOT NULL").
		Where("s.started_at >= ?", sessionsFrom).Where("s.started_at < ?", sessionsTo).
		OrderExpr("s.started_at, s.id").Scan(ctx); err != nil {
		return nil, fmt.Errorf("shared sessions: %w", err)
	}
	for _, s := range sessions {
		out[s.AccountID].ClosedSessions = append(out[s.AccountID].ClosedSessions, s)
	}
	var trips []Trip
	if err := db.NewSelect().Model(&trips).Where("tr.account_id IN (?)", bun.List(players)).
		Where("tr.start_date >= ?", today).
		OrderExpr("tr.start_date, tr.id").Scan(ctx); err != nil {
		return nil, fmt.Errorf("shared trips: %w", err)
	}
	for _, t := range trips {
		out[t.AccountID].UpcomingTrips = append(out[t.AccountID].UpcomingTrips, t)
	}
	var offers []Offer
	if err := db.NewSelect().Model(&offers).Where("o.account_id IN (?)", bun.List(players)).
		Where("o.status = ?", OfferAvailable).
		Where("o.expiration_date >= ?", today).Where("o.expiration_date <= ?", offersUntil).
		OrderExpr("o.expiration_date, o.id").Scan(ctx); err != nil {
		return nil, fmt.Errorf("shared offers: %w", err)
	}
	for _, o := range offers {
		out[o.AccountID].ExpiringOffers = append(out[o.AccountID].ExpiringOffers, o)
	}
	return out, nil
}

// HostNotesAbout lists the host's notes about a player, newest first.
func HostNotesAbout(ctx context.Context, db bun.IDB, hostID, playerID uuid.UUID) ([]HostNote, error) {
	notes := []HostNote{}
	if err := db.NewSelect().Model(&notes).Where("hn.host_id = ?", hostID).Where("hn.player_id = ?", playerID).
		OrderExpr("hn.created_at DESC, hn.id").Scan(ctx); err != nil {
		return nil, fmt.Errorf("host notes: %w", err)
	}
	return notes, nil
}

// AddHostNote stores a host's note.
func AddHostNote(ctx context.Context, db bun.IDB, n *HostNote) error {
	if _, err := db.NewInsert().Model(n).Exec(ctx); err != nil {
		return fmt.Errorf("add host note: %w", err)
	}
	return nil
}

// EnsureHostProfile returns the host's marketplace profile, creating it
// with the defaults (empty lists, no bio, accepting new players) when the
// host has none; created reports whether it did.
func EnsureHostProfile(ctx context.Context, db bun.IDB, hostID uuid.UUID, now domain.Timestamp) (p *HostProfile, created bool, err error) {
	fresh := &HostProfile{AccountID: hostID, Casinos: []string{}, Languages: []string{}, Specialties: []string{}, AcceptingNew: true, UpdatedAt: now}
	res, err := db.NewInsert().Model(fresh).On("CONFLICT (account_id) DO NOTHING").Exec(ctx)
	if err != nil {
		return nil, false, fmt.Errorf("host profile: %w", err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return nil, false, fmt.Errorf("host profile: %w", err)
	}
	p, err = HostProfileByID(ctx, db, hostID)
	if err != nil {
		return nil, false, err
	}
	return p, n == 1, nil
}

// HostProfileByID returns a host's marketplace profile, or not_found when
// the host has none. Lists are never nil.
func HostProfileByID(ctx context.Context, db bun.IDB, hostID uuid.UUID) (*HostProfile, error) {
	p := new(HostProfile)
	err := db.NewSelect().Model(p).Where("hp.account_id = ?", hostID).Scan(ctx)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, domain.NotFound("No host has the id %q.", hostID)
	} else if err != nil {
		return nil, fmt.Errorf("host profile: %w", err)
	}
	for _, l := range []*[]string{&p.Casinos, &p.Languages, &p.Specialties} {
		if *l == nil {
			*l = []string{}
		}
	}
	return p, nil
}

// UpdateHostProfile stores every field of an existing profile.
func UpdateHostProfile(ctx context.Context, db bun.IDB, p *HostProfile) error {
	if _, err := db.NewUpdate().Model(p).WherePK().Exec(ctx); err != nil {
		return fmt.Errorf("update host profile: %w", err)
	}
	return nil
}
