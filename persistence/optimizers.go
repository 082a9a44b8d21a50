package persistence

import (
	"context"
	"fmt"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"github.com/tierline/tierline/internal/domain"
)

// The optimizer actions' queries: the offers still usable on a day, and
// the directory casinos that share a rewards program.

// UsableOffersOn returns the account's offers that are available and not
// past their expiration date on today (each read as of today), soonest
// expiry first, undated last. offerType, when not "", keeps only offers of
// that type.
func (r *Records) UsableOffersOn(ctx context.Context, today domain.Date, offerType string) ([]Offer, error) {
	offers := []Offer{}
	q := r.db.NewSelect().Model(&offers).
		Where("o.account_id = ?", r.account).
		Where("o.status = ?", OfferAvailable).
		WhereGroup(" AND ", func(q *bun.SelectQuery) *bun.SelectQuery {
			return q.Where("o.expiration_date IS NULL").WhereOr("o.expiration_date >= ?", today)
		})
	if offerType != "" {
		q = q.Where("o.offer_type = ?", offerType)
	}
	if err := q.OrderExpr("o.expiration_date ASC NULLS LAST, o.created_at ASC, o.id ASC").Scan(ctx); err != nil {
		return nil, fmt.Errorf("usable offers: %w", err)
	}
	for i := range offers {
		offers[i].ReadAsOf(today)
	}
	return offers, nil
}

// ProgramCasinos returns the directory casinos whose rewards program is
// programID, by name then id.
func (d *Directory) ProgramCasinos(ctx context.Context, programID uuid.UUID) ([]Casino, error) {
	casinos := []Casino{}
	if err := d.selectCasinos(&casinos).Where("c.rewards_program_id = ?", programID).
		OrderExpr("c.name ASC, c.id ASC").Scan(ctx); err != nil {
		return nil, fmt.Errorf("casinos of program %s: %w", programID, err)
	}
	return casinos, nil
}
