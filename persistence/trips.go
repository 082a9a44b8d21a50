package persistence

import (
	"context"
	"fmt"
	"slices"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/internal/domain/tally"
)

// The trips area: filtered lists, updates, deletion, and the rows a trip
// summary adds up (also shown through a trip's share link).

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

// SummarizeTrip adds up one of the account's trips (tally.SummarizeTrip);
// it returns the offers tied to the trip beside the summary.
func (r *Records) SummarizeTrip(ctx context.Context, t *Trip, today domain.Date) (*tally.TripSummary, []Offer, error) {
	sessions, err := r.SessionsOfTrip(ctx, t.ID)
	if err != nil {
		return nil, nil, err
	}
	offers, err := r.OffersForTrip(ctx, t, today)
	if err != nil {
		return nil, nil, err
	}
	tied := make([]tally.Offer, len(offers))
	for i, o := range offers {
		tied[i] = tally.Offer{Value: o.Value, Redeemed: o.Status == OfferRedeemed}
	}
	return tally.SummarizeTrip(t.CoinIn, Tallies(sessions), tied), offers, nil
}
