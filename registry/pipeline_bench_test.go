package registry

import (
	"bytes"
	"context"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/scopes"
)

// nopStore is a store that does nothing: no key was used before, every
// record is taken. What a benchmark measures over it is the dispatcher.
type nopStore struct{}

func (nopStore) Read(ctx context.Context, fn func(context.Context, bun.IDB) error) error {
	return fn(ctx, nil)
}
func (nopStore) InTx(ctx context.Context, fn func(context.Context, bun.IDB) error) error {
	return fn(ctx, nil)
}
func (nopStore) LockAccount(context.Context, bun.IDB, uuid.UUID) error { return nil }
func (nopStore) StoredResponse(context.Context, bun.IDB, uuid.UUID, uuid.UUID, domain.Timestamp) (*persistence.IdempotencyRecord, error) {
	return nil, nil
}
func (nopStore) Remember(context.Context, bun.IDB, *persistence.IdempotencyRecord) (*persistence.IdempotencyRecord, error) {
	return nil, nil
}

// benchTripInput and its output are add_trip's, without the database.
type benchTripInput struct {
	CasinoName string        `json:"casino_name" validate:"required,max=200"`
	Property   *string       `json:"property" validate:"omitempty,max=200"`
	StartDate  *domain.Date  `json:"start_date"`
	EndDate    *domain.Date  `json:"end_date"`
	CoinIn     *domain.Money `json:"coin_in" validate:"omitempty,gte=0,lte=1000000000"`
	Notes      *string       `json:"notes" validate:"omitempty,max=2000"`
}

type benchTrip struct {
	ID         uuid.UUID        `json:"id"`
	CasinoName string           `json:"casino_name"`
	Property   *string          `json:"property"`
	StartDate  *domain.Date     `json:"start_date"`
	EndDate    *domain.Date     `json:"end_date"`
	CoinIn     *domain.Money    `json:"coin_in"`
	CreatedAt  domain.Timestamp `json:"created_at"`
}

type benchTripOutput struct {
	Trip benchTrip `json:"trip"`
}

// benchTripBody is a typical add_trip request.
const benchTripBody = `{"action":"bench_add_trip","casino_name":"Bellagio","coin_in":1500,"start_date":"2026-03-01","end_date":"2026-03-03"}`

func benchRegistry() *Registry {
	r := New()
	id := uuid.New()
	Add(r, Spec{Namespace: "player", Name: "bench_add_trip", Area: "tests", Kind: KindWrite, LockFree: true,
		Summary: "add_trip without the database."},
		func(_ context.Context, env *Env, in *benchTripInput) (*benchTripOutput, error) {
			return &benchTripOutput{Trip: benchTrip{ID: id, CasinoName: in.CasinoName, Property: in.Property,
				StartDate: in.StartDate, EndDate: in.EndDate, CoinIn: in.CoinIn, CreatedAt: domain.NewTimestamp(env.Now())}}, nil
		})
	return r
}

// BenchmarkPipeline is the dispatcher's cost beyond the store (issue 16:
// at most 5 µs and 25 allocations with transport's on top): an add_trip
// with an Idempotency-Key read from a body, decided, decoded, validated,
// run over a store that does nothing, and encoded.
func BenchmarkPipeline(b *testing.B) {
	d := &Dispatcher{Registry: benchRegistry(), Store: nopStore{}, Now: time.Now,
		SiteURL: "http://site.test", IdempotencyTTL: 24 * time.Hour}
	caller := Caller{AccountID: uuid.New(), Role: persistence.RolePlayer, Scopes: scopes.Set{scopes.Read, scopes.Write}, Via: ViaAPIKey}
	body := []byte(benchTripBody)
	key := uuid.NewString()
	ctx := context.Background()
	rd := bytes.NewReader(body) // rewound for each request: the benchmark's own allocations are not the dispatcher's
	b.ReportAllocs()
	for b.Loop() {
		rd.Reset(body)
		res, err := d.Dispatch(ctx, caller, Request{Namespace: "player", Body: rd, IdempotencyKey: key})
		if err != nil || len(res.Body) == 0 {
			b.Fatal(res, err)
		}
	}
}
