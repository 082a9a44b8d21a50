// Package registrytest holds what the dispatcher's and the REST adapter's
// pipeline benchmarks share: a store that does nothing and an add_trip
// that needs no database, so both measure the same request.
package registrytest

import (
	"context"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
)

// NopStore is a dispatcher store that does nothing: no key was used
// before, every record is taken.
type NopStore struct{}

func (NopStore) Read(ctx context.Context, fn func(context.Context, bun.IDB) error) error {
	return fn(ctx, nil)
}
func (NopStore) InTx(ctx context.Context, fn func(context.Context, bun.IDB) error) error {
	return fn(ctx, nil)
}
func (NopStore) LockAccount(context.Context, bun.IDB, uuid.UUID) error { return nil }
func (NopStore) StoredResponse(context.Context, bun.IDB, uuid.UUID, uuid.UUID, domain.Timestamp) (*persistence.IdempotencyRecord, error) {
	return nil, nil
}
func (NopStore) Remember(context.Context, bun.IDB, *persistence.IdempotencyRecord) (*persistence.IdempotencyRecord, error) {
	return nil, nil
}

// TripInput and its output are add_trip's, without the database.
type TripInput struct {
	CasinoName string        `json:"casino_name" validate:"required,max=200"`
	Property   *string       `json:"property" validate:"omitempty,max=200"`
	StartDate  *domain.Date  `json:"start_date"`
	EndDate    *domain.Date  `json:"end_date"`
	CoinIn     *domain.Money `json:"coin_in" validate:"omitempty,gte=0,lte=1000000000"`
	Notes      *string       `json:"notes" validate:"omitempty,max=2000"`
}

// Trip is the trip TripOutput answers.
type Trip struct {
	ID         uuid.UUID        `json:"id"`
	CasinoName string           `json:"casino_name"`
	Property   *string          `json:"property"`
	StartDate  *domain.Date     `json:"start_date"`
	EndDate    *domain.Date     `json:"end_date"`
	CoinIn     *domain.Money    `json:"coin_in"`
	CreatedAt  domain.Timestamp `json:"created_at"`
}

// TripOutput is the answer of the benchmark's add_trip.
type TripOutput struct {
	Trip Trip `json:"trip"`
}

// TripBody is a typical add_trip request for the action AddTrip registers.
const TripBody = `{"action":"bench_add_trip","casino_name":"Bellagio","coin_in":1500,"start_date":"2026-03-01","end_date":"2026-03-03"}`

// AddTrip registers bench_add_trip in the player namespace of r.
func AddTrip(r *registry.Registry) {
	id := uuid.New()
	registry.Add(r, registry.Spec{Namespace: "player", Name: "bench_add_trip", Area: "tests", Kind: registry.KindWrite,
		LockFree: true, Summary: "add_trip without the database."},
		func(_ context.Context, env *registry.Env, in *TripInput) (*TripOutput, error) {
			return &TripOutput{Trip: Trip{ID: id, CasinoName: in.CasinoName, Property: in.Property,
				StartDate: in.StartDate, EndDate: in.EndDate, CoinIn: in.CoinIn, CreatedAt: domain.NewTimestamp(env.Now())}}, nil
		})
}
