package transport_test

import (
	"bufio"
	"context"
	"io"
	"net"
	"net/http"
	"net/url"
	"os"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/google/uuid"
	"go.uber.org/zap/zapcore"

	"github.com/tierline/tierline/transport"
	"github.com/tierline/tierline/transport/apitest"
)

// defaultTestRedisURL is where the tests find Redis when TEST_REDIS_URL is
// unset.
const defaultTestRedisURL = "redis://127.0.0.1:6379/0"

// testRedisURL is the Redis the tests count in.
func testRedisURL() string {
	if u := os.Getenv("TEST_REDIS_URL"); u != "" {
		return u
	}
	return defaultTestRedisURL
}

// redisPrefix is a key prefix of one test's own, so tests never share
// counters.
func redisPrefix() string {
	return "tierline-test:" + uuid.NewString()
}

// redisLimiter is a rate-limit store on the Redis at redisURL under prefix, as
// the service builds it, with its own client. The test fails, never skips,
// when that Redis does not answer; the prefix's keys are deleted when the
// test ends.
func redisLimiter(t *testing.T, redisURL, prefix string) transport.Option {
	t.Helper()
	store, client, err := transport.NewRedisLimiterStore(redisURL, prefix)
	if err != nil {
		t.Fatalf("NewRedisLimiterStore(%q): %v", redisURL, err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	if err := client.Ping(ctx).Err(); err != nil {
		client.Close()
		t.Fatalf("Redis does not answer at %s (TEST_REDIS_URL): %v\n"+
			"These tests need a real Redis and never skip; make test starts a throwaway one when redis-server is installed.", redisURL, err)
	}
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		defer cancel()
		if keys, err := client.Keys(ctx, prefix+"*").Result(); err == nil && len(keys) > 0 {
			client.Del(ctx, keys...)
		}
		client.Close()
	})
	return transport.WithLimiterStore(store)
}

// redisKeys counts the keys under prefix in the Redis at redisURL.
func redisKeys(t *testing.T, redisURL, prefix string) int {
	t.Helper()
	_, client, err := transport.NewRedisLimiterStore(redisURL, prefix)
	if err != nil {
		t.Fatal(err)
	}
	defer client.Close()
	keys, err := client.Keys(context.Background(), prefix+"*").Result()
	if err != nil {
		t.Fatalf("list Redis keys: %v", err)
	}
	return len(keys)
}

// redisLimitedServer starts a server whose anonymous and per-key quotas are
// public and key requests per hour, counted by the store of opt, over the
// database of sameDB when given (a second instance), else the test's.
func redisLimitedServer(t *testing.T, public, key int, opt transport.Option, sameDB *apitest.Harness) *apitest.Harness {
	t.Helper()
	o := apitest.Options{
		Env: map[string]string{
			"TIERLINE_RATE_LIMIT_PUBLIC": strconv.Itoa(public),
			"TIERLINE_RATE_LIMIT_KEY":    strconv.Itoa(key),
			"TIERLINE_RATE_LIMIT_WINDOW": "1h",
		},
		Server: []transport.Option{opt},
	}
	if sameDB != nil {
		o.DB = sameDB.DB
	}
	return apitest.New(t, o)
}

// quotaRequest sends one counted request: anonymous, or with a player's key.
type quotaRequest func(t *testing.T, h *apitest.Harness) apitest.Response

func anonRequest(t *testing.T, h *apitest.Harness) apitest.Response {
	t.Helper()
	return h.Do(t, http.MethodGet, "/v1/casinos?limit=1", nil, nil)
}

func keyedRequest(p *apitest.Player) quotaRequest {
	return func(t *testing.T, h *apitest.Harness) apitest.Response {
		t.Helper()
		return h.Do(t, http.MethodGet, "/v1/me", nil, map[string]string{"Authorization": "Bearer " + p.Key})
	}
}

// wantWithinQuota checks a 200 whose headers say limit and remaining.
func wantWithinQuota(t *testing.T, r apitest.Response, limit, remaining int) {
	t.Helper()
	if r.Status != http.StatusOK {
		t.Fatalf("status %d, want 200: %s", r.Status, r.Body)
	}
	if got := r.Header.Get("X-RateLimit-Limit"); got != strconv.Itoa(limit) {
		t.Errorf("X-RateLimit-Limit = %q, want %d", got, limit)
	}
	if got := r.Header.Get("X-RateLimit-Remaining"); got != strconv.Itoa(remaining) {
		t.Errorf("X-RateLimit-Remaining = %q, want %d", got, remaining)
	}
	reset, err := strconv.ParseInt(r.Header.Get("X-RateLimit-Reset"), 10, 64)
	if now := time.Now().Unix(); err != nil || reset < now || reset > now+3600 {
		t.Errorf("X-RateLimit-Reset = %q, want epoch seconds within the hour", r.Header.Get("X-RateLimit-Reset"))
	}
	if r.Header.Get("Retry-After") != "" {
		t.Errorf("Retry-After = %q on an allowed request", r.Header.Get("Retry-After"))
	}
}

// wantOverQuota checks the 429 of the spec: rate_limited with Retry-After
// and the three X-RateLimit headers.
func wantOverQuota(t *testing.T, r apitest.Response, limit int) {
	t.Helper()
	r.WantError(t, http.StatusTooManyRequests, "rate_limited", "Too many requests")
	retry, err := strconv.Atoi(r.Header.Get("Retry-After"))
	if err != nil || retry < 1 || retry > 3600 {
		t.Errorf("Retry-After = %q, want whole seconds up to the window", r.Header.Get("Retry-After"))
	}
	if got := r.Header.Get("X-RateLimit-Limit"); got != strconv.Itoa(limit) {
		t.Errorf("X-RateLimit-Limit = %q on 429, want %d", got, limit)
	}
	if got := r.Header.Get("X-RateLimit-Remaining"); got != "0" {
		t.Errorf("X-RateLimit-Remaining = %q on 429, want 0", got)
	}
	if _, err := strconv.ParseInt(r.Header.Get("X-RateLimit-Reset"), 10, 64); err != nil {
		t.Errorf("X-RateLimit-Reset = %q on 429, want epoch seconds", r.Header.Get("X-RateLimit-Reset"))
	}
}

// wantServedUnlimited checks a 200 served without a limit: no rate-limit headers
// made up.
func wantServedUnlimited(t *testing.T, r apitest.Response) {
	t.Helper()
	if r.Status != http.StatusOK {
		t.Fatalf("status %d, want 200 (fail open): %s", r.Status, r.Body)
	}
	for _, h := range []string{"X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset", "Retry-After"} {
		if v := r.Header.Get(h); v != "" {
			t.Errorf("%s = %q without a working limiter, want it absent", h, v)
		}
	}
}

func TestRedisRateLimitCountsDownThen429(t *testing.T) {
	redisURL := testRedisURL()
	tests := []struct {
		name        string
		public, key int
		send        func(t *testing.T, h *apitest.Harness) quotaRequest
	}{
		{"anonymous requests spend the address quota (TIERLINE_RATE_LIMIT_PUBLIC)", 3, 1000,
			func(*testing.T, *apitest.Harness) quotaRequest { return anonRequest }},
		{"keyed requests spend the key quota (TIERLINE_RATE_LIMIT_KEY)", 1000, 3,
			func(t *testing.T, h *apitest.Harness) quotaRequest { return keyedRequest(h.NewPlayer(t, "read")) }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			prefix := redisPrefix()
			h := redisLimitedServer(t, tt.public, tt.key, redisLimiter(t, redisURL, prefix), nil)
			send := tt.send(t, h)
			for i := 1; i <= 3; i++ {
				wantWithinQuota(t, send(t, h), 3, 3-i)
			}
			wantOverQuota(t, send(t, h), 3)
			if redisKeys(t, redisURL, prefix) == 0 {
				t.Errorf("no counter under %s in Redis: the quota was not kept there", prefix)
			}
		})
	}
}

func TestRedisRateLimitIsSharedByServerInstances(t *testing.T) {
	redisURL := testRedisURL()
	tests := []struct {
		name string
		send func(t *testing.T, h *apitest.Harness) quotaRequest
	}{
		{"a key's quota is spent on both instances",
			func(t *testing.T, h *apitest.Harness) quotaRequest { return keyedRequest(h.NewPlayer(t, "read")) }},
		{"a client address's quota is spent on both instances",
			func(*testing.T, *apitest.Harness) quotaRequest { return anonRequest }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			prefix := redisPrefix()
			// Two instances over one database and one Redis, each with its
			// own client, as two processes would be.
			a := redisLimitedServer(t, 4, 4, redisLimiter(t, redisURL, prefix), nil)
			b := redisLimitedServer(t, 4, 4, redisLimiter(t, redisURL, prefix), a)
			send := tt.send(t, a)
			wantWithinQuota(t, send(t, a), 4, 3)
			wantWithinQuota(t, send(t, a), 4, 2)
			wantWithinQuota(t, send(t, b), 4, 1)
			wantWithinQuota(t, send(t, b), 4, 0)
			wantOverQuota(t, send(t, a), 4)
			wantOverQuota(t, send(t, b), 4)
		})
	}
}

func TestRedisKeyAndAddressQuotasAreSeparate(t *testing.T) {
	redisURL := testRedisURL()
	tests := []struct {
		name         string
		spend, other func(p *apitest.Player) quotaRequest
	}{
		{"spending the address quota leaves the key's untouched",
			func(*apitest.Player) quotaRequest { return anonRequest }, keyedRequest},
		{"spending the key quota leaves the address's untouched",
			keyedRequest, func(*apitest.Player) quotaRequest { return anonRequest }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := redisLimitedServer(t, 2, 2, redisLimiter(t, redisURL, redisPrefix()), nil)
			p := h.NewPlayer(t, "read")
			spend, other := tt.spend(p), tt.other(p)
			wantWithinQuota(t, spend(t, h), 2, 1)
			wantWithinQuota(t, spend(t, h), 2, 0)
			wantOverQuota(t, spend(t, h), 2)
			wantWithinQuota(t, other(t, h), 2, 1)
			wantWithinQuota(t, other(t, h), 2, 0)
			wantOverQuota(t, other(t, h), 2)
		})
	}
}

// limiterErrors reads tierline_rate_limiter_errors_total from GET /metrics.
func limiterErrors(t *testing.T, h *apitest.Harness) float64 {
	t.Helper()
	res := h.Do(t, http.MethodGet, "/metrics", nil, nil)
	if res.Status != http.StatusOK {
		t.Fatalf("GET /metrics: status %d", res.Status)
	}
	sc := bufio.NewScanner(strings.NewReader(string(res.Body)))
	for sc.Scan() {
		if v, ok := strings.CutPrefix(sc.Text(), "tierline_rate_limiter_errors_total "); ok {
			n, err := strconv.ParseFloat(v, 64)
			if err != nil {
				t.Fatalf("tierline_rate_limiter_errors_total = %q", v)
			}
			return n
		}
	}
	t.Fatalf("/metrics has no tierline_rate_limiter_errors_total:\n%s", res.Body)
	return 0
}

func TestRedisUnreachableFailsOpen(t *testing.T) {
	// Nothing listens on port 1.
	store, client, err := transport.NewRedisLimiterStore("redis://127.0.0.1:1/0", redisPrefix())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { client.Close() })
	h := redisLimitedServer(t, 1, 1, transport.WithLimiterStore(store), nil)
	p := h.NewPlayer(t, "read")

	const each = 2 // over both quotas
	t.Run("every request is served without rate-limit headers", func(t *testing.T) {
		for i := 0; i < each; i++ {
			wantServedUnlimited(t, anonRequest(t, h))
			wantServedUnlimited(t, keyedRequest(p)(t, h))
		}
	})
	t.Run("each request served unlimited is counted in the metric", func(t *testing.T) {
		if n := limiterErrors(t, h); n != 2*each {
			t.Errorf("tierline_rate_limiter_errors_total = %v, want %d", n, 2*each)
		}
	})
	t.Run("one warning says so, not one per request", func(t *testing.T) {
		warned := h.Logs.FilterMessageSnippet("rate limiter unavailable").All()
		if len(warned) != 1 {
			t.Fatalf("%d \"rate limiter unavailable\" log lines for %d requests, want 1", len(warned), 2*each)
		}
		if warned[0].Level != zapcore.WarnLevel {
			t.Errorf("logged at %s, want warn", warned[0].Level)
		}
		if _, ok := warned[0].ContextMap()["error"]; !ok {
			t.Errorf("the warning does not say what failed: %v", warned[0].ContextMap())
		}
	})
}

// redisGate is a TCP front for the test Redis that can be down (every
// connection is reset at once) or up (connections pass through), standing
// for a Redis that comes up after the service.
type redisGate struct {
	ln     net.Listener
	target string
	up     atomic.Bool
	mu     sync.Mutex
	conns  []net.Conn
}

// newRedisGate starts a gate, down, in front of the Redis at redisURL and
// returns it and the URL that reaches Redis through it.
func newRedisGate(t *testing.T, redisURL string) (*redisGate, string) {
	t.Helper()
	u, err := url.Parse(redisURL)
	if err != nil || u.Host == "" {
		t.Fatalf("TEST_REDIS_URL=%q: not a redis:// URL", redisURL)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	g := &redisGate{ln: ln, target: u.Host}
	t.Cleanup(g.close)
	go g.serve()
	u.Host = ln.Addr().String()
	return g, u.String()
}

func (g *redisGate) serve() {
	for {
		c, err := g.ln.Accept()
		if err != nil {
			return
		}
		if !g.up.Load() {
			if tc, ok := c.(*net.TCPConn); ok {
				_ = tc.SetLinger(0) // reset, as a refused connection would be
			}
			c.Close()
			continue
		}
		r, err := net.DialTimeout("tcp", g.target, time.Second)
		if err != nil {
			c.Close()
			continue
		}
		g.mu.Lock()
		g.conns = append(g.conns, c, r)
		g.mu.Unlock()
		go func() { _, _ = io.Copy(r, c); r.Close() }()
		go func() { _, _ = io.Copy(c, r); c.Close() }()
	}
}

func (g *redisGate) close() {
	g.ln.Close()
	g.mu.Lock()
	defer g.mu.Unlock()
	for _, c := range g.conns {
		c.Close()
	}
}

func TestRedisThatComesUpLaterStartsLimiting(t *testing.T) {
	redisURL := testRedisURL()
	prefix := redisPrefix()
	// Fails the test at once if the real Redis is missing, and deletes the
	// counters the gated store writes under prefix when the test ends.
	redisLimiter(t, redisURL, prefix)
	gate, gated := newRedisGate(t, redisURL)
	// No backoff: the store must try Redis again on the very next request.
	store, client, err := transport.NewRedisLimiterStore(gated, prefix, transport.RedisBackoff(0))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { client.Close() })

	// The service starts while Redis is down.
	h := redisLimitedServer(t, 2, 2, transport.WithLimiterStore(store), nil)
	t.Run("while Redis is down requests are served unlimited", func(t *testing.T) {
		for i := 0; i < 3; i++ {
			wantServedUnlimited(t, anonRequest(t, h))
		}
		if n := limiterErrors(t, h); n != 3 {
			t.Errorf("tierline_rate_limiter_errors_total = %v, want 3", n)
		}
	})

	gate.up.Store(true)
	t.Run("once Redis answers the quota is counted there and enforced", func(t *testing.T) {
		wantWithinQuota(t, anonRequest(t, h), 2, 1)
		wantWithinQuota(t, anonRequest(t, h), 2, 0)
		wantOverQuota(t, anonRequest(t, h), 2)
		if n := limiterErrors(t, h); n != 3 {
			t.Errorf("tierline_rate_limiter_errors_total = %v, want still 3", n)
		}
		if redisKeys(t, redisURL, prefix) == 0 {
			t.Errorf("no counter under %s in Redis", prefix)
		}
	})
}
