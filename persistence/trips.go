package persistence

import (
	"context"
	"fmt"
	"slices"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/internal/domain/gaming"
)

// The trips area: filtered lists, updates, deletion and the trip summary
// (also shown through a trip's share link).

// TripFilter narrows a list of trips. Zero fields do not filter.
type TripFilter struct {
	// CasinoKey is CasinoKey of the casino name ("" for any casino).
	CasinoKey string
	// CasinoKeys, when not empty, keeps the trips whose CasinoKey is one of
	// them (every spelling of one casino: Records.CasinoKeysOf).
	CasinoKeys []string
	// From and To bound start_date (inclusive). With either set, a trip
	// without a start_date does not match.
	From, To *domain.Date
}

// TripsMatching lists the account's trips that match f, in the order of
// Trips, paged by p, with the count of all that match.
func (r *Records) TripsMatching(ctx context.Context, f TripFilter, p Page) ([]Trip, int, error) {
	dates := func(q *bun.SelectQuery) *bun.SelectQuery {
		if f.From != nil {
			q = q.Where("tr.start_date >= ?", *f.From)
		}
		if f.To != nil {
			q = q.Where("tr.start_date <= ?", *f.To)
		}
		return q
	}
	if f.CasinoKey == "" && len(f.CasinoKeys) == 0 {
		return r.Trips(ctx, p, dates)
	}
	// Casino names compare by CasinoKey (Unicode lower case and collapsed
	// spaces), which SQL lower() does not do alike on both stores: filter
	// the account's trips here and page the result.
	all, _, err := r.Trips(ctx, Page{}, dates)
	if err != nil {
		return nil, 0, err
	}
	matching := slices.DeleteFunc(all, func(t Trip) bool {
		k := CasinoKey(t.CasinoName)
		return (f.CasinoKey != "" && k != f.CasinoKey) || (len(f.CasinoKeys) > 0 && !slices.Contains(f.CasinoKeys, k))
	})
	return pagedRows(matching, p), len(matching), nil
}

// pagedRows returns the page p of rows (never nil).
func pagedRows[T any](rows []T, p Page) []T {
	start := min(p.Offset, len(rows))
	end := len(rows)
	if p.Limit > 0 {
		end = min(start+p.Limit, len(rows))
	}
	return append([]T{}, rows[start:end]...)
}

// UpdateTrip stores every field of t, one of the account's trips.
func (r *Records) UpdateTrip(ctx context.Context, t *Trip) error {
	res, err := r.db.NewUpdate().Model(t).
		Column("casino_name", "property", "start_date", "end_date", "coin_in_cents", "notes", "updated_at").
		Where("tr.id = ?", t.ID).Where("tr.account_id = ?", r.account).Exec(ctx)
	if err != nil {
		return fmt.Errorf("update trip: %w", err)
	}
	if n, err := res.RowsAffected(); err == nil && n == 0 {
		return domain.NotFound("No trip has the id %q.", t.ID)
	}
	return nil
}

// DeleteTrip deletes one of the account's trips. Its sessions and visits
// stay, unlinked (the foreign keys set trip_id to null), and its share
// links are revoked at now.
func (r *Records) DeleteTrip(ctx context.Context, id uuid.UUID, now domain.Timestamp) error {
	res, err := r.db.NewDelete().Model((*Trip)(nil)).
		Where("tr.id = ?", id).Where("tr.account_id = ?", r.account).Exec(ctx)
	if err != nil {
		return fmt.Errorf("delete trip: %w", err)
	}
	if n, err := res.RowsAffected(); err == nil && n == 0 {
		return domain.NotFound("No trip has the id %q.", id)
	}
	if _, err := r.db.NewUpdate().Model((*ShareLink)(nil)).Set("revoked_at = ?", now).
		Where("sl.account_id = ?", r.account).Where("sl.resource_type = ?", ShareTrip).
		Where("sl.resource_id = ?", id).Where("sl.revoked_at IS NULL").Exec(ctx); err != nil {
		return fmt.Errorf("delete trip: revoke its share links: %w", err)
	}
	return deleteActivityOf(ctx, r.db, r.account, id)
}

// SessionsOfTrip lists the account's sessions linked to a trip, oldest
// first.
func (r *Records) SessionsOfTrip(ctx context.Context, tripID uuid.UUID) ([]Session, error) {
	sessions := []Session{}
	if err := r.db.NewSelect().Model(&sessions).
		Where("s.account_id = ?", r.account).Where("s.trip_id = ?", tripID).
		OrderExpr("s.started_at, s.id").Scan(ctx); err != nil {
		return nil, fmt.Errorf("sessions of trip %s: %w", tripID, err)
	}
	return sessions, nil
}

// OffersForTrip lists the account's offers tied to a trip: same casino
// (by CasinoKey), and created or expiring within the trip's dates
// (inclusive). A trip with one date has a one-day window; a trip without
// dates has no offers tied to it. Offers read as of today.
func (r *Records) OffersForTrip(ctx context.Context, t *Trip, today domain.Date) ([]Offer, error) {
	first, last := t.StartDate, t.EndDate
	if first == nil {
		first = last
	}
	if last == nil {
		last = first
	}
	if first == nil {
		return []Offer{}, nil
	}
	within := func(d domain.Date) bool { return !d.Before(*first) && !d.After(*last) }
	all, _, err := r.Offers(ctx, Page{}, nil)
	if err != nil {
		return nil, err
	}
	key := CasinoKey(t.CasinoName)
	tied := slices.DeleteFunc(all, func(o Offer) bool {
		if CasinoKey(o.CasinoName) != key {
			return true
		}
		created := within(domain.DateOf(o.CreatedAt.UTC()))
		expiring := o.ExpirationDate != nil && within(*o.ExpirationDate)
		return !created && !expiring
	})
	for i := range tied {
		tied[i].ReadAsOf(today)
	}
	return tied, nil
}

// TripSummary is what a trip added up to, from the sessions linked to it
// and the offers tied to it.
type TripSummary struct {
	// Sessions counts the sessions linked to the trip; OpenSessions those
	// not ended yet.
	Sessions     int `json:"sessions"`
	OpenSessions int `json:"open_sessions"`
	// Hours is the play time of the ended sessions.
	Hours float64 `json:"hours"`
	// CoinIn is the trip's own coin_in when recorded, else the sum of the
	// sessions' coin_in; null when neither is known. CoinInSource says
	// which: "trip", "sessions" or null.
	CoinIn       *domain.Money `json:"coin_in"`
	CoinInSource *string       `json:"coin_in_source"`
	// NetResult sums the ended sessions' results; null without any.
	NetResult *domain.Money `json:"net_result"`
	// Theo sums the sessions' theo (stored, or computed by
	// gaming.SessionTheo; each kept to the cent); null when no session has
	// one. TheoSessions counts the sessions it includes.
	Theo         *domain.Money `json:"theo"`
	TheoSessions int           `json:"theo_sessions"`
	// GamingDays counts the distinct UTC calendar days on which a session
	// started; ADT is Theo ÷ GamingDays (null when Theo is), an estimate
	// rounded to the cent.
	GamingDays int           `json:"gaming_days"`
	ADT        *domain.Money `json:"adt"`
	// OffersCount and OffersValue are the offers tied to the trip and the
	// sum of their values; RedeemedValue sums those redeemed.
	OffersCount   int          `json:"offers_count"`
	OffersValue   domain.Money `json:"offers_value"`
	RedeemedValue domain.Money `json:"redeemed_value"`
}

// SummarizeTrip adds up one of the account's trips; it returns the offers
// tied to the trip beside the summary.
func (r *Records) SummarizeTrip(ctx context.Context, t *Trip, today domain.Date) (*TripSummary, []Offer, error) {
	sessions, err := r.SessionsOfTrip(ctx, t.ID)
	if err != nil {
		return nil, nil, err
	}
	offers, err := r.OffersForTrip(ctx, t, today)
	if err != nil {
		return nil, nil, err
	}
	sum := &TripSummary{Sessions: len(sessions), OffersCount: len(offers)}
	var minutes float64
	var coinIn, net, theo domain.Money
	var coinInKnown, netKnown bool
	days := map[domain.Date]bool{}
	for i := range sessions {
		s := &sessions[i]
		days[domain.DateOf(s.StartedAt.UTC())] = true
		if s.Open() {
			sum.OpenSessions++
		} else if s.DurationMinutes != nil {
			minutes += float64(*s.DurationMinutes)
		}
		if s.CoinIn != nil {
			coinIn += *s.CoinIn
			coinInKnown = true
		}
		if !s.Open() && s.NetResult != nil {
			net += *s.NetResult
			netKnown = true
		}
		if st := s.TheoOrEstimate(); st != nil {
			theo += *st
			sum.TheoSessions++
		}
	}
	sum.Hours = gaming.Cents(minutes / 60)
	switch {
	case t.CoinIn != nil:
		sum.CoinIn, sum.CoinInSource = valueRef(*t.CoinIn), valueRef("trip")
	case coinInKnown:
		sum.CoinIn, sum.CoinInSource = valueRef(coinIn), valueRef("sessions")
	}
	if netKnown {
		sum.NetResult = valueRef(net)
	}
	sum.GamingDays = len(days)
	if sum.TheoSessions > 0 {
		sum.Theo = valueRef(theo)
		sum.ADT = valueRef(domain.DollarsOf(gaming.ADT(theo.Dollars(), sum.GamingDays)))
	}
	var value, redeemed domain.Money
	for _, o := range offers {
		if o.Value == nil {
			continue
		}
		value += *o.Value
		if o.Status == OfferRedeemed {
			redeemed += *o.Value
		}
	}
	sum.OffersValue, sum.RedeemedValue = value, redeemed
	return sum, offers, nil
}

func valueRef[T any](v T) *T { return &v }
