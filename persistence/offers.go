package persistence

import (
	"context"
	"fmt"
	"slices"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"github.com/tierline/tierline/internal/domain"
)

// The offer actions' reads and writes of the account's offers.

// OffersAsOf lists the account's offers as they read on today (an
// available offer past its expiration date shows expired), keeping those
// whose status as read equals status (any when "") and whose casino name
// has casinoKey as its CasinoKey (any when ""). Order: soonest expiry
// first (undated last), then newest first, then id; count is the number
// matching. The matching runs in Go over the account's offers, so the
// status as read and the casino key mean the same on both stores.
func (r *Records) OffersAsOf(ctx context.Context, today domain.Date, status, casinoKey string, p Page) ([]Offer, int, error) {
	var keys []string
	if casinoKey != "" {
		keys = []string{casinoKey}
	}
	return r.OffersAtAsOf(ctx, today, status, keys, p)
}

// OffersAtAsOf is OffersAsOf keeping the offers whose casino name has one
// of casinoKeys as its CasinoKey (any when empty): every spelling of one
// casino.
func (r *Records) OffersAtAsOf(ctx context.Context, today domain.Date, status string, casinoKeys []string, p Page) ([]Offer, int, error) {
	all, _, err := r.Offers(ctx, Page{}, nil)
	if err != nil {
		return nil, 0, err
	}
	matched := []Offer{}
	for _, o := range all {
		o.ReadAsOf(today)
		if status != "" && o.Status != status || len(casinoKeys) > 0 && !slices.Contains(casinoKeys, CasinoKey(o.CasinoName)) {
			continue
		}
		matched = append(matched, o)
	}
	return pageOfOffers(matched, p), len(matched), nil
}

// OffersExpiringBetween lists the account's available offers whose
// expiration date is from first through last (both included), soonest
// first then by id, and counts them.
func (r *Records) OffersExpiringBetween(ctx context.Context, first, last domain.Date, p Page) ([]Offer, int, error) {
	offers, n, err := list[Offer](ctx, r, "o", p, "o.expiration_date ASC, o.id ASC", func(q *bun.SelectQuery) *bun.SelectQuery {
		return q.Where("o.status = ?", OfferAvailable).
			Where("o.expiration_date >= ?", first).Where("o.expiration_date <= ?", last)
	})
	if err != nil {
		return nil, 0, fmt.Errorf("expiring offers: %w", err)
	}
	return offers, n, nil
}

// OfferByID returns one of the account's offers as stored (not_found when
// there is none or it belongs to another account).
func (r *Records) OfferByID(ctx context.Context, id uuid.UUID) (*Offer, error) {
	return one[Offer](ctx, r, "o", "offer", id)
}

// AddOffer stores a new offer for the account.
func (r *Records) AddOffer(ctx context.Context, o *Offer) error {
	o.AccountID = r.account
	if _, err := r.db.NewInsert().Model(o).Exec(ctx); err != nil {
		return fmt.Errorf("add offer: %w", err)
	}
	return nil
}

// SaveOfferStatus stores o's status and updated_at.
func (r *Records) SaveOfferStatus(ctx context.Context, o *Offer) error {
	if _, err := r.db.NewUpdate().Model(o).Column("status", "updated_at").
		Where("o.id = ?", o.ID).Where("o.account_id = ?", r.account).Exec(ctx); err != nil {
		return fmt.Errorf("save offer status: %w", err)
	}
	return nil
}

// DeleteOffer deletes one of the account's offers (not_found when there is
// none or it belongs to another account).
func (r *Records) DeleteOffer(ctx context.Context, id uuid.UUID) error {
	if _, err := r.OfferByID(ctx, id); err != nil {
		return err
	}
	if _, err := r.db.NewDelete().Model((*Offer)(nil)).
		Where("o.id = ?", id).Where("o.account_id = ?", r.account).Exec(ctx); err != nil {
		return fmt.Errorf("delete offer: %w", err)
	}
	return nil
}

// pageOfOffers is the page p of offers (all of them from the offset when
// p.Limit is 0, as in list).
func pageOfOffers(offers []Offer, p Page) []Offer {
	start := min(max(p.Offset, 0), len(offers))
	end := len(offers)
	if p.Limit > 0 {
		end = start + min(p.Limit, len(offers)-start)
	}
	return offers[start:end]
}
