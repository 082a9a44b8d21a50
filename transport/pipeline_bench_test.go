package transport

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/google/uuid"
	"github.com/uptrace/bun"
	"go.uber.org/zap"
	"go.uber.org/zap/zapcore"

	"github.com/tierline/tierline/internal/config"
	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/persistence/dbtest"
	"github.com/tierline/tierline/registry"
	"github.com/tierline/tierline/scopes"
)

// nopStore is a dispatcher store that does nothing.
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

type pipelineTripInput struct {
	CasinoName string        `json:"casino_name" validate:"required,max=200"`
	Property   *string       `json:"property" validate:"omitempty,max=200"`
	StartDate  *domain.Date  `json:"start_date"`
	EndDate    *domain.Date  `json:"end_date"`
	CoinIn     *domain.Money `json:"coin_in" validate:"omitempty,gte=0,lte=1000000000"`
	Notes      *string       `json:"notes" validate:"omitempty,max=2000"`
}

type pipelineTrip struct {
	ID         uuid.UUID        `json:"id"`
	CasinoName string           `json:"casino_name"`
	Property   *string          `json:"property"`
	StartDate  *domain.Date     `json:"start_date"`
	EndDate    *domain.Date     `json:"end_date"`
	CoinIn     *domain.Money    `json:"coin_in"`
	CreatedAt  domain.Timestamp `json:"created_at"`
}

type pipelineTripOutput struct {
	Trip pipelineTrip `json:"trip"`
}

// BenchmarkPipeline is the REST adapter's cost beyond the store (issue
// 16: at most 5 µs and 25 allocations): POST /v1/player with an API key
// and an Idempotency-Key through the router and every middleware
// (request id, logging and metrics, panic recovery, CORS, the in-flight
// limit, the rate limit, the key's usage) into the dispatcher, over a
// store that does nothing and a credential check that answers at once.
// It calls the handler directly: no sockets.
func BenchmarkPipeline(b *testing.B) {
	reg := registry.New()
	id := uuid.New()
	registry.Add(reg, registry.Spec{Namespace: "player", Name: "bench_add_trip", Area: "tests", Kind: registry.KindWrite,
		LockFree: true, Summary: "add_trip without the database."},
		func(_ context.Context, env *registry.Env, in *pipelineTripInput) (*pipelineTripOutput, error) {
			return &pipelineTripOutput{Trip: pipelineTrip{ID: id, CasinoName: in.CasinoName, Property: in.Property,
				StartDate: in.StartDate, EndDate: in.EndDate, CoinIn: in.CoinIn, CreatedAt: domain.NewTimestamp(env.Now())}}, nil
		})
	caller := &principal{KeyID: uuid.New(), Account: persistence.Account{ID: uuid.New(), Role: persistence.RolePlayer},
		Scopes: scopes.Set{scopes.Read, scopes.Write}}
	cfg, err := config.Load(func(k string) string {
		return map[string]string{"TIERLINE_RATE_LIMIT_KEY": "1000000000"}[k]
	})
	if err != nil {
		b.Fatal(err)
	}
	// Production logging (JSON lines), written nowhere.
	log := zap.New(zapcore.NewCore(zapcore.NewJSONEncoder(zap.NewProductionEncoderConfig()), zapcore.AddSync(io.Discard), zapcore.InfoLevel))
	srv, err := New(cfg, dbtest.Open(b), log, WithRegistry(reg), func(s *Server) {
		s.store = nopStore{}
		s.authn = func(*http.Request) (*principal, error) { return caller, nil }
	})
	if err != nil {
		b.Fatal(err)
	}
	body := []byte(`{"action":"bench_add_trip","casino_name":"Bellagio","coin_in":1500,"start_date":"2026-03-01","end_date":"2026-03-03"}`)
	key := uuid.NewString()
	req := httptest.NewRequest(http.MethodPost, "/v1/player", nil)
	req.Header.Set("Authorization", "Bearer tl_live_bench")
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Idempotency-Key", key)
	w := &discardWriter{h: http.Header{}}
	// One reader, rewound for each request: what the benchmark measures
	// is the server's allocations, not its own.
	rd := bytes.NewReader(body)
	rc := io.NopCloser(rd)
	b.ReportAllocs()
	for b.Loop() {
		rd.Reset(body)
		req.Body = rc
		clear(w.h)
		w.status = 0
		srv.ServeHTTP(w, req)
		if w.status != http.StatusOK {
			b.Fatalf("status %d", w.status)
		}
	}
}

// discardWriter is a ResponseWriter that keeps the status and drops the
// body, so the benchmark measures the server, not a recorder.
type discardWriter struct {
	h      http.Header
	status int
}

func (w *discardWriter) Header() http.Header { return w.h }
func (w *discardWriter) Write(b []byte) (int, error) {
	if w.status == 0 {
		w.status = http.StatusOK
	}
	return len(b), nil
}
func (w *discardWriter) WriteHeader(status int) {
	if w.status == 0 {
		w.status = status
	}
}
