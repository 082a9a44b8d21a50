package transport_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/google/uuid"

	_ "github.com/tierline/tierline/actions/all" // add_trip, the write path under test
	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
	"github.com/tierline/tierline/transport"
	"github.com/tierline/tierline/transport/apitest"
)

// tripBody is an add_trip request as a client sends it.
const tripBody = `{"action":"add_trip","casino_name":"Bellagio","coin_in":1500}`

// idemHeader is the header map of one Idempotency-Key.
func idemHeader(key string) map[string]string {
	return map[string]string{"Idempotency-Key": key}
}

// tripRows counts the trips of p.
func tripRows(t *testing.T, h *apitest.Harness, p *apitest.Player) int {
	t.Helper()
	return h.Count(t, "trips", "account_id = ?", p.Account.ID)
}

// idemRows counts the idempotency records of p: all of them, or those of
// the one key given.
func idemRows(t *testing.T, h *apitest.Harness, p *apitest.Player, key ...string) int {
	t.Helper()
	if len(key) == 0 {
		return h.Count(t, "idempotency_records", "account_id = ?", p.Account.ID)
	}
	return h.Count(t, "idempotency_records", "account_id = ? AND key = ?", p.Account.ID, uuid.MustParse(key[0]))
}

// wantReplay checks that got is a replay of first: same status, the very
// same bytes, and Idempotent-Replayed: true.
func wantReplay(t *testing.T, first, got apitest.Response) {
	t.Helper()
	if got.Status != first.Status {
		t.Errorf("replay status %d, want the original %d", got.Status, first.Status)
	}
	if !bytes.Equal(got.Body, first.Body) {
		t.Errorf("replay body differs from the original:\n got  %s\n want %s", got.Body, first.Body)
	}
	if v := got.Header.Get("Idempotent-Replayed"); v != "true" {
		t.Errorf("Idempotent-Replayed = %q on a replay, want true", v)
	}
}

// wantRan checks that r ran (200) and was not a replay.
func wantRan(t *testing.T, r apitest.Response) {
	t.Helper()
	if r.Status != http.StatusOK {
		t.Fatalf("status %d, want 200: %s", r.Status, r.Body)
	}
	if v, ok := r.Header["Idempotent-Replayed"]; ok {
		t.Errorf("Idempotent-Replayed = %q on a request that ran, want the header absent", v)
	}
}

func TestIdempotencyKeyReplaysTheOriginalResponse(t *testing.T) {
	h := apitest.New(t, apitest.Options{})
	tests := []struct {
		name   string
		replay string
	}{
		{"a byte-identical retry is replayed", tripBody},
		{"the same JSON with keys in another order and extra spaces is replayed",
			"{ \"coin_in\" : 1500 ,\n\t\"casino_name\":  \"Bellagio\",   \"action\" : \"add_trip\" }"},
		{"the same JSON with escaped characters is replayed",
			`{"action":"add_trip","casino_name":"\u0042ellagio","coin_in":1500}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := h.NewPlayer(t, "read,write")
			key := uuid.NewString()
			first := p.Post(t, "/v1/player", tripBody, idemHeader(key))
			wantRan(t, first)
			first.Data(t)
			for i := 0; i < 2; i++ {
				wantReplay(t, first, p.Post(t, "/v1/player", tt.replay, idemHeader(key)))
			}
			if n := tripRows(t, h, p); n != 1 {
				t.Errorf("%d trip rows after one request and two replays, want 1", n)
			}
			if n := idemRows(t, h, p, key); n != 1 {
				t.Errorf("%d idempotency records for the key, want 1", n)
			}
		})
	}
}

func TestIdempotencyKeyWithADifferentRequestIsRefused(t *testing.T) {
	h := apitest.New(t, apitest.Options{})
	tests := []struct {
		name string
		body string
	}{
		{"another casino name", `{"action":"add_trip","casino_name":"Wynn","coin_in":1500}`},
		{"another amount", `{"action":"add_trip","casino_name":"Bellagio","coin_in":1501}`},
		{"an extra field", `{"action":"add_trip","casino_name":"Bellagio","coin_in":1500,"notes":"again"}`},
		{"a missing field", `{"action":"add_trip","casino_name":"Bellagio"}`},
	}
	for _, tt := range tests {
		t.Run("the same key with "+tt.name+" is a 400 naming the header", func(t *testing.T) {
			p := h.NewPlayer(t, "read,write")
			key := uuid.NewString()
			first := p.Post(t, "/v1/player", tripBody, idemHeader(key))
			wantRan(t, first)

			res := p.Post(t, "/v1/player", tt.body, idemHeader(key))
			res.WantInvalid(t, "Idempotency-Key")
			if n := tripRows(t, h, p); n != 1 {
				t.Errorf("%d trip rows, want 1: the refused request wrote", n)
			}
			// The refusal leaves the original record as it was.
			wantReplay(t, first, p.Post(t, "/v1/player", tripBody, idemHeader(key)))
		})
	}
}

func TestMalformedIdempotencyKeyIsRefused(t *testing.T) {
	h := apitest.New(t, apitest.Options{})
	good := uuid.NewString()
	tests := []struct {
		name string
		key  string
	}{
		{"a short word", "abc"},
		{"a uuid without dashes", strings.ReplaceAll(good, "-", "")},
		{"37 characters", good + "0"},
		{"a uuid in braces", "{" + good + "}"},
		{"a urn", "urn:uuid:" + good},
		{"a uuid with a bad digit", "g" + good[1:]},
	}
	for _, tt := range tests {
		t.Run(tt.name+" is a 400 naming Idempotency-Key and writes nothing", func(t *testing.T) {
			p := h.NewPlayer(t, "read,write")
			res := p.Post(t, "/v1/player", tripBody, idemHeader(tt.key))
			res.WantInvalid(t, "Idempotency-Key")
			if n := tripRows(t, h, p); n != 0 {
				t.Errorf("%d trip rows, want 0", n)
			}
			if n := idemRows(t, h, p); n != 0 {
				t.Errorf("%d idempotency records, want 0", n)
			}
		})
	}
}

func TestIdempotencyKeysArePerAccount(t *testing.T) {
	h := apitest.New(t, apitest.Options{})
	a, b := h.NewPlayer(t, "read,write"), h.NewPlayer(t, "read,write")
	key := uuid.NewString()
	ra := a.Post(t, "/v1/player", tripBody, idemHeader(key))
	rb := b.Post(t, "/v1/player", tripBody, idemHeader(key))
	wantRan(t, ra)
	wantRan(t, rb)
	if bytes.Equal(ra.Body, rb.Body) {
		t.Error("the second player got the first player's response")
	}
	for _, p := range []*apitest.Player{a, b} {
		if n := tripRows(t, h, p); n != 1 {
			t.Errorf("player %s: %d trip rows, want 1", p.Account.Email, n)
		}
	}

	t.Run("two keys of one account share its records", func(t *testing.T) {
		other := a.WithKey(t, "write")
		wantReplay(t, ra, other.Post(t, "/v1/player", tripBody, idemHeader(key)))
		if n := tripRows(t, h, a); n != 1 {
			t.Errorf("%d trip rows, want 1", n)
		}
	})
}

func TestWithoutIdempotencyKeyEveryRequestWrites(t *testing.T) {
	h := apitest.New(t, apitest.Options{})
	p := h.NewPlayer(t, "read,write")
	first := p.Post(t, "/v1/player", tripBody, nil)
	second := p.Post(t, "/v1/player", tripBody, nil)
	wantRan(t, first)
	wantRan(t, second)
	if bytes.Equal(first.Body, second.Body) {
		t.Error("two requests without a key got the same trip")
	}
	if n := tripRows(t, h, p); n != 2 {
		t.Errorf("%d trip rows, want 2", n)
	}
	if n := idemRows(t, h, p); n != 0 {
		t.Errorf("%d idempotency records without a key, want 0", n)
	}
}

// failingWrite is the output of the test action that writes a trip and
// then fails.
type failingWrite struct {
	TripID uuid.UUID `json:"trip_id"`
	Calls  int64     `json:"calls"`
}

func TestIdempotencyRecordAndWriteCommitTogether(t *testing.T) {
	tests := []struct {
		name   string
		err    error
		status int
		code   string
		msg    string
	}{
		{"a client error", domain.Invalid("x", "boom"), http.StatusBadRequest, "invalid_request", "x: boom"},
		{"an internal error", errors.New("disk on fire"), http.StatusInternalServerError, "internal_error", "An internal error occurred"},
	}
	for _, tt := range tests {
		t.Run("after "+tt.name+" neither the write nor the record is kept and a retry runs again", func(t *testing.T) {
			var calls atomic.Int64
			reg := registry.New()
			registry.Add(reg, registry.Spec{
				Namespace: "player", Name: "add_trip_then_fail", Area: "tests", Kind: registry.KindWrite,
				Summary: "Writes a trip, then fails on its first call.",
			}, func(ctx context.Context, env *registry.Env, _ *struct{}) (*failingWrite, error) {
				n := calls.Add(1)
				now := domain.NewTimestamp(env.Now())
				trip := &persistence.Trip{ID: uuid.New(), CasinoName: "Rollback Casino", CreatedAt: now, UpdatedAt: now}
				if err := persistence.NewRecords(env.DB, env.Caller.AccountID).AddTrip(ctx, trip); err != nil {
					return nil, err
				}
				if n == 1 {
					return nil, tt.err
				}
				return &failingWrite{TripID: trip.ID, Calls: n}, nil
			})
			h := apitest.New(t, apitest.Options{Server: []transport.Option{transport.WithRegistry(reg)}})
			p := h.NewPlayer(t, "read,write")
			key := uuid.NewString()
			body := `{"action":"add_trip_then_fail"}`

			res := p.Post(t, "/v1/player", body, idemHeader(key))
			res.WantError(t, tt.status, tt.code, tt.msg)
			if n := tripRows(t, h, p); n != 0 {
				t.Errorf("%d trip rows after the action failed, want 0", n)
			}
			if n := idemRows(t, h, p, key); n != 0 {
				t.Errorf("%d idempotency records after the action failed, want 0", n)
			}

			retry := p.Post(t, "/v1/player", body, idemHeader(key))
			wantRan(t, retry)
			if got := retry.Data(t)["calls"]; calls.Load() != 2 || got != json.Number("2") {
				t.Errorf("the retry was not run again: handler calls %d, result calls %v", calls.Load(), got)
			}
			if n := tripRows(t, h, p); n != 1 {
				t.Errorf("%d trip rows after the retry, want 1", n)
			}
			wantReplay(t, retry, p.Post(t, "/v1/player", body, idemHeader(key)))
			if calls.Load() != 2 {
				t.Errorf("handler ran %d times, want 2: the third request must be a replay", calls.Load())
			}
		})
	}
}

// postAction sends an add_trip from any goroutine (no testing.T): the
// concurrency test collects errors instead of failing inside goroutines.
func postAction(url, bearer, body, key string) (apitest.Response, error) {
	req, err := http.NewRequest(http.MethodPost, url+"/v1/player", strings.NewReader(body))
	if err != nil {
		return apitest.Response{}, err
	}
	req.Header.Set("Authorization", "Bearer "+bearer)
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Idempotency-Key", key)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return apitest.Response{}, err
	}
	defer res.Body.Close()
	raw, err := io.ReadAll(res.Body)
	return apitest.Response{Status: res.StatusCode, Header: res.Header, Body: raw}, err
}

func TestConcurrentRequestsWithOneKeyWriteOnce(t *testing.T) {
	const n = 50
	h := apitest.New(t, apitest.Options{})
	p := h.NewPlayer(t, "read,write")
	key := uuid.NewString()

	responses := make([]apitest.Response, n)
	errs := make([]error, n)
	start := make(chan struct{})
	var wg sync.WaitGroup
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			<-start
			responses[i], errs[i] = postAction(h.URL, p.Key, tripBody, key)
		}()
	}
	close(start)
	wg.Wait()

	var ran, replayed int
	var body []byte
	for i, r := range responses {
		if errs[i] != nil {
			t.Fatalf("request %d: %v", i, errs[i])
		}
		if r.Status != http.StatusOK {
			t.Fatalf("request %d: status %d, want 200: %s", i, r.Status, r.Body)
		}
		if body == nil {
			body = r.Body
		} else if !bytes.Equal(r.Body, body) {
			t.Errorf("request %d: body differs:\n got  %s\n want %s", i, r.Body, body)
		}
		if r.Header.Get("Idempotent-Replayed") == "true" {
			replayed++
		} else {
			ran++
		}
	}
	if ran != 1 || replayed != n-1 {
		t.Errorf("%d requests ran and %d were replayed, want 1 and %d", ran, replayed, n-1)
	}
	if got := tripRows(t, h, p); got != 1 {
		t.Errorf("%d trip rows from %d concurrent requests with one key, want 1", got, n)
	}
}

func TestIdempotencyKeyIsSharedByServerInstances(t *testing.T) {
	a := apitest.New(t, apitest.Options{})
	b := apitest.New(t, apitest.Options{DB: a.DB})
	p := a.NewPlayer(t, "read,write")
	key := uuid.NewString()

	first := p.Post(t, "/v1/player", tripBody, idemHeader(key))
	wantRan(t, first)
	res := b.Do(t, http.MethodPost, "/v1/player", tripBody, map[string]string{
		"Authorization": "Bearer " + p.Key, "Idempotency-Key": key,
	})
	wantReplay(t, first, res)
	if n := tripRows(t, a, p); n != 1 {
		t.Errorf("%d trip rows after a replay on the other instance, want 1", n)
	}
}

func TestIdempotencyKeyExpires(t *testing.T) {
	// The clock starts well in the past so that purging "now" on it can
	// only reach this test's records, never those of other tests.
	t0 := time.Now().Add(-10 * time.Hour).Truncate(time.Second)
	clock := apitest.NewClock(t0)
	h := apitest.New(t, apitest.Options{Env: map[string]string{"TIERLINE_IDEMPOTENCY_TTL": "1h"}, Clock: clock})
	p := h.NewPlayer(t, "read,write")
	key, other := uuid.NewString(), uuid.NewString()

	first := p.Post(t, "/v1/player", tripBody, idemHeader(key))
	wantRan(t, first)
	wantRan(t, p.Post(t, "/v1/player", tripBody, idemHeader(other)))

	t.Run("within the retention a retry is replayed", func(t *testing.T) {
		clock.Set(t0.Add(59 * time.Minute))
		wantReplay(t, first, p.Post(t, "/v1/player", tripBody, idemHeader(key)))
		if n := tripRows(t, h, p); n != 2 {
			t.Errorf("%d trip rows, want 2", n)
		}
	})

	clock.Set(t0.Add(2 * time.Hour))
	var again apitest.Response
	t.Run("after the retention the same request runs again", func(t *testing.T) {
		again = p.Post(t, "/v1/player", tripBody, idemHeader(key))
		wantRan(t, again)
		if bytes.Equal(again.Body, first.Body) {
			t.Error("an expired key replayed its old response")
		}
		if n := tripRows(t, h, p); n != 3 {
			t.Errorf("%d trip rows, want 3", n)
		}
	})

	t.Run("the renewed key replays the new response", func(t *testing.T) {
		wantReplay(t, again, p.Post(t, "/v1/player", tripBody, idemHeader(key)))
	})

	t.Run("purging deletes the expired records and keeps the live ones", func(t *testing.T) {
		n, err := persistence.PurgeIdempotencyRecords(context.Background(), h.DB, clock.Now())
		if err != nil {
			t.Fatal(err)
		}
		if n < 1 {
			t.Errorf("purged %d records, want at least the expired one", n)
		}
		if got := idemRows(t, h, p, other); got != 0 {
			t.Errorf("the record expired an hour ago is still there (%d rows)", got)
		}
		if got := idemRows(t, h, p, key); got != 1 {
			t.Errorf("the renewed record was purged (%d rows), want it kept", got)
		}
	})
}

// readCount is the output of the test read action.
type readCount struct {
	Calls int64 `json:"calls"`
}

func TestIdempotencyKeyOnAReadActionIsIgnored(t *testing.T) {
	var calls atomic.Int64
	reg := registry.New()
	registry.Add(reg, registry.Spec{
		Namespace: "player", Name: "count_calls", Area: "tests", Kind: registry.KindRead,
		Summary: "Counts its calls.",
	}, func(ctx context.Context, env *registry.Env, _ *struct{}) (*readCount, error) {
		return &readCount{Calls: calls.Add(1)}, nil
	})
	h := apitest.New(t, apitest.Options{Server: []transport.Option{transport.WithRegistry(reg)}})
	p := h.NewPlayer(t, "read")
	key := uuid.NewString()
	for i := 1; i <= 2; i++ {
		res := p.Post(t, "/v1/player", `{"action":"count_calls"}`, idemHeader(key))
		wantRan(t, res)
		if got := res.Data(t)["calls"]; got != json.Number(strconv.Itoa(i)) {
			t.Errorf("call %d: calls = %v, want %d: a read with a key must simply run", i, got, i)
		}
	}
	if n := idemRows(t, h, p); n != 0 {
		t.Errorf("%d idempotency records for a read action, want 0", n)
	}
}
