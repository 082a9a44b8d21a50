package persistence

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"github.com/tierline/tierline/internal/domain"
)

// Trip is a visit to a casino (the spec's Trip resource; Notes and
// UpdatedAt are kept but not part of that resource).
type Trip struct {
	bun.BaseModel `bun:"table:trips,alias:tr"`

	ID         uuid.UUID        `bun:"id,pk" json:"id"`
	AccountID  uuid.UUID        `bun:"account_id" json:"-"`
	CasinoName string           `bun:"casino_name" json:"casino_name"`
	Property   *string          `bun:"property" json:"property"`
	StartDate  *domain.Date     `bun:"start_date" json:"start_date"`
	EndDate    *domain.Date     `bun:"end_date" json:"end_date"`
	CoinIn     *domain.Money    `bun:"coin_in_cents" json:"coin_in"`
	Notes      *string          `bun:"notes" json:"-"`
	CreatedAt  domain.Timestamp `bun:"created_at" json:"created_at"`
	UpdatedAt  domain.Timestamp `bun:"updated_at" json:"-"`
}

// UserTier is the owner's status at one casino (the spec's UserTier).
type UserTier struct {
	bun.BaseModel `bun:"table:user_tiers,alias:ut"`

	ID            uuid.UUID        `bun:"id,pk" json:"id"`
	AccountID     uuid.UUID        `bun:"account_id" json:"-"`
	CasinoName    string           `bun:"casino_name" json:"casino_name"`
	CasinoKey     string           `bun:"casino_key" json:"-"`
	Tier          string           `bun:"tier" json:"tier"`
	PointsBalance float64          `bun:"points_balance" json:"points_balance"`
	PointsNeeded  float64          `bun:"points_needed" json:"points_needed"`
	TierExpiresAt *domain.Date     `bun:"tier_expires_at" json:"tier_expires_at"`
	YTDCoinIn     domain.Money     `bun:"ytd_coin_in_cents" json:"ytd_coin_in"`
	YTDTheo       domain.Money     `bun:"ytd_theo_cents" json:"ytd_theo"`
	CreatedAt     domain.Timestamp `bun:"created_at" json:"-"`
	UpdatedAt     domain.Timestamp `bun:"updated_at" json:"-"`
}

// Offer is a comp or promotion a casino sent the owner (the spec's Offer).
type Offer struct {
	bun.BaseModel `bun:"table:offers,alias:o"`

	ID             uuid.UUID        `bun:"id,pk" json:"id"`
	AccountID      uuid.UUID        `bun:"account_id" json:"-"`
	CasinoName     string           `bun:"casino_name" json:"casino_name"`
	OfferType      *string          `bun:"offer_type" json:"offer_type"`
	Value          *domain.Money    `bun:"value_cents" json:"value"`
	Status         string           `bun:"status" json:"status"`
	ExpirationDate *domain.Date     `bun:"expiration_date" json:"expiration_date"`
	Code           *string          `bun:"code" json:"-"`
	Description    *string          `bun:"description" json:"-"`
	CreatedAt      domain.Timestamp `bun:"created_at" json:"created_at"`
	UpdatedAt      domain.Timestamp `bun:"updated_at" json:"-"`
}

// CasinoKey is how a free-text casino name is compared: trimmed, with runs
// of spaces collapsed and letters lower-cased ("Bellagio " = "bellagio").
func CasinoKey(name string) string {
	return strings.ToLower(strings.Join(strings.Fields(name), " "))
}

// Page is a limit and offset.
type Page struct {
	Limit  int
	Offset int
}

// Records reads and writes one account's own records. Every query is
// scoped to the account: another account's rows are never seen, so a
// foreign id is simply not found.
type Records struct {
	db      bun.IDB
	account uuid.UUID
}

// NewRecords returns the records of account over db.
func NewRecords(db bun.IDB, account uuid.UUID) *Records {
	return &Records{db: db, account: account}
}

// list runs a select of the account's rows of one table, paged, and counts
// all of them, in one statement.
func list[T any](ctx context.Context, r *Records, alias string, p Page, order string, filter func(*bun.SelectQuery) *bun.SelectQuery) ([]T, int, error) {
	q := r.db.NewSelect().Model((*T)(nil)).Where("?.account_id = ?", bun.Ident(alias), r.account)
	if filter != nil {
		q = filter(q)
	}
	return pageOfModel[T](ctx, q.OrderExpr(order), p)
}

// one reads the account's row of one table with that id.
// Returns not_found when there is none or it belongs to another account.
func one[T any](ctx context.Context, r *Records, alias, what string, id uuid.UUID) (*T, error) {
	row := new(T)
	err := r.db.NewSelect().Model(row).
		Where("?.id = ?", bun.Ident(alias), id).
		Where("?.account_id = ?", bun.Ident(alias), r.account).Scan(ctx)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, domain.NotFound("No %s has the id %q.", what, id)
	} else if err != nil {
		return nil, fmt.Errorf("%s %s: %w", what, id, err)
	}
	return row, nil
}

// Trips lists the account's trips, latest start first (undated trips by
// creation), filtered by filter when not nil.
func (r *Records) Trips(ctx context.Context, p Page, filter func(*bun.SelectQuery) *bun.SelectQuery) ([]Trip, int, error) {
	trips, n, err := list[Trip](ctx, r, "tr", p, "tr.start_date DESC NULLS LAST, tr.created_at DESC, tr.id", filter)
	if err != nil {
		return nil, 0, fmt.Errorf("list trips: %w", err)
	}
	return trips, n, nil
}

// Trip returns one of the account's trips.
func (r *Records) Trip(ctx context.Context, id uuid.UUID) (*Trip, error) {
	return one[Trip](ctx, r, "tr", "trip", id)
}

// AddTrip stores a new trip for the account.
func (r *Records) AddTrip(ctx context.Context, t *Trip) error {
	t.AccountID = r.account
	if _, err := r.db.NewInsert().Model(t).Exec(ctx); err != nil {
		return fmt.Errorf("add trip: %w", err)
	}
	return nil
}

// AddTripWithActivity stores a new trip and the trip_added event about it
// (summary), in one statement on PostgreSQL.
func (r *Records) AddTripWithActivity(ctx context.Context, t *Trip, summary string) error {
	t.AccountID = r.account
	if err := InsertRecordingActivity(ctx, r.db, t, r.account, ActivityTripAdded, summary, &t.ID, t.CreatedAt); err != nil {
		return fmt.Errorf("add trip: %w", err)
	}
	return nil
}

// Tiers lists the account's casino tiers by casino name.
func (r *Records) Tiers(ctx context.Context, p Page) ([]UserTier, int, error) {
	tiers, n, err := list[UserTier](ctx, r, "ut", p, "ut.casino_key, ut.id", nil)
	if err != nil {
		return nil, 0, fmt.Errorf("list tiers: %w", err)
	}
	return tiers, n, nil
}

// Offers lists the account's offers, soonest expiry first (undated last),
// filtered by filter when not nil.
func (r *Records) Offers(ctx context.Context, p Page, filter func(*bun.SelectQuery) *bun.SelectQuery) ([]Offer, int, error) {
	offers, n, err := list[Offer](ctx, r, "o", p, "o.expiration_date ASC NULLS LAST, o.created_at DESC, o.id", filter)
	if err != nil {
		return nil, 0, fmt.Errorf("list offers: %w", err)
	}
	return offers, n, nil
}

// Offer states (catalog: available → redeemed, declined or expired; the
// last three are final).
const (
	OfferAvailable = "available"
	OfferRedeemed  = "redeemed"
	OfferDeclined  = "declined"
	OfferExpired   = "expired"
)

// OfferStatuses lists the offer states, in that order (the validate tag
// offerstatus).
var OfferStatuses = []string{OfferAvailable, OfferRedeemed, OfferDeclined, OfferExpired}

// Offer types a player can record.
const (
	OfferFreePlay = "free_play"
	OfferRoom     = "room"
	OfferFood     = "food"
	OfferCashBack = "cash_back"
	OfferEvent    = "event"
	OfferOther    = "other"
)

// OfferTypes lists the offer types (the validate tag offertype).
var OfferTypes = []string{OfferFreePlay, OfferRoom, OfferFood, OfferCashBack, OfferEvent, OfferOther}

// ReadAsOf sets the status an available offer shows on today: one past its
// expiration date reads as expired, whether or not anyone has said so.
func (o *Offer) ReadAsOf(today domain.Date) {
	if o.Status == OfferAvailable && o.ExpirationDate != nil && o.ExpirationDate.Before(today) {
		o.Status = OfferExpired
	}
}
