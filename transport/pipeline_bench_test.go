package transport

import (
	"bytes"
	"io"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/google/uuid"
	"go.uber.org/zap/zapcore"

	"github.com/tierline/tierline/internal/config"
	"github.com/tierline/tierline/internal/logging"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/persistence/dbtest"
	"github.com/tierline/tierline/registry"
	"github.com/tierline/tierline/registry/registrytest"
	"github.com/tierline/tierline/scopes"
)

// BenchmarkPipeline is the REST adapter's cost beyond the store (issue
// 16: at most 5 µs and 25 allocations): POST /v1/player with an API key
// and an Idempotency-Key through the router and every middleware
// (request id, logging and metrics, panic recovery, CORS, the in-flight
// limit, the rate limit, the key's usage) into the dispatcher, over a
// store that does nothing and a credential check that answers at once.
// It calls the handler directly: no sockets.
func BenchmarkPipeline(b *testing.B) {
	reg := registry.New()
	registrytest.AddTrip(reg)
	caller := &principal{KeyID: uuid.New(), Account: persistence.Account{ID: uuid.New(), Role: persistence.RolePlayer},
		Scopes: scopes.Set{scopes.Read, scopes.Write}}
	cfg, err := config.Load(func(k string) string {
		return map[string]string{"TIERLINE_RATE_LIMIT_KEY": "1000000000"}[k]
	})
	if err != nil {
		b.Fatal(err)
	}
	// The service's own logger (JSON lines, ISO 8601 times, callers),
	// written nowhere.
	log := logging.New(io.Discard, zapcore.InfoLevel)
	srv, err := New(cfg, dbtest.Open(b), log, WithRegistry(reg), func(s *Server) {
		s.store = registrytest.NopStore{}
		s.authn = func(*http.Request) (*principal, error) { return caller, nil }
	})
	if err != nil {
		b.Fatal(err)
	}
	body := []byte(registrytest.TripBody)
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
		req.ContentLength = int64(len(body)) // as a client sends it
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
