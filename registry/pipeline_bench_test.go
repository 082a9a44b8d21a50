package registry_test

import (
	"bytes"
	"context"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
	"github.com/tierline/tierline/registry/registrytest"
	"github.com/tierline/tierline/scopes"
)

// benchRequest is the pipeline's request, sent again and again: an
// add_trip with an Idempotency-Key, its body of announced length read
// from a reader rewound for each request (the caller's allocations are
// not the dispatcher's), over a store that does nothing.
func benchRequest() func() (*registry.Result, error) {
	reg := registry.New()
	registrytest.AddTrip(reg)
	d := &registry.Dispatcher{Registry: reg, Store: registrytest.NopStore{}, Now: time.Now,
		SiteURL: "http://site.test", IdempotencyTTL: 24 * time.Hour}
	caller := registry.Caller{AccountID: uuid.New(), Role: persistence.RolePlayer, Scopes: scopes.Set{scopes.Read, scopes.Write}, Via: registry.ViaAPIKey}
	body := []byte(registrytest.TripBody)
	key := uuid.NewString()
	ctx := context.Background()
	rd := bytes.NewReader(body)
	return func() (*registry.Result, error) {
		rd.Reset(body)
		return d.Dispatch(ctx, caller, registry.Request{Namespace: "player", Body: rd, BodySize: int64(len(body)), IdempotencyKey: key})
	}
}

// TestPipelineAllocations holds the benchmark's request to the
// allocations it makes (issue 16): one more is a regression, such as the
// body's members, kept on Dispatch's stack for the fingerprint, moving to
// the heap when something they are passed with escapes.
func TestPipelineAllocations(t *testing.T) {
	if raceEnabled {
		t.Skip("allocations are not counted under the race detector")
	}
	const most = 15
	send := benchRequest()
	n := testing.AllocsPerRun(100, func() {
		if res, err := send(); err != nil || len(res.Body) == 0 {
			t.Fatal(res, err)
		}
	})
	if n > most {
		t.Errorf("%v allocations per request, want at most %d", n, most)
	}
}

// BenchmarkPipeline is the dispatcher's cost beyond the store (issue 16:
// at most 5 µs and 25 allocations with transport's on top): an add_trip
// with an Idempotency-Key read from a body, decided, decoded, validated,
// run over a store that does nothing, and encoded.
func BenchmarkPipeline(b *testing.B) {
	send := benchRequest()
	b.ReportAllocs()
	for b.Loop() {
		if res, err := send(); err != nil || len(res.Body) == 0 {
			b.Fatal(res, err)
		}
	}
}
