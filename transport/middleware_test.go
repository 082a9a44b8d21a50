package transport

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"
	"go.uber.org/zap"
	"go.uber.org/zap/zapcore"
	"go.uber.org/zap/zaptest/observer"

	"github.com/tierline/tierline/internal/config"
	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/internal/logging"
	"github.com/tierline/tierline/persistence/dbtest"
)

func TestUnknownRouteAndWrongMethod(t *testing.T) {
	ts := newTestServer(t, nil)
	tests := []struct {
		method, path string
		status       int
		code         string
		allow        string
	}{
		{http.MethodGet, "/v1/nothing-here", 404, "not_found", ""},
		{http.MethodGet, "/v2/casinos", 404, "not_found", ""},
		{http.MethodPost, "/v1/casinos", 405, "method_not_allowed", "GET, HEAD, OPTIONS"},
		{http.MethodDelete, "/v1/casinos/bellagio-nv-00000000", 405, "method_not_allowed", "GET, HEAD, OPTIONS"},
		{http.MethodPut, "/v1/rewards-programs", 405, "method_not_allowed", "GET, HEAD, OPTIONS"},
		{http.MethodPost, "/healthz", 405, "method_not_allowed", "GET, HEAD, OPTIONS"},
		// The action endpoints answer POST on their exact path without the
		// router (exactPosts); every other method and near path still gets
		// the router's answers.
		{http.MethodGet, "/v1/player", 405, "method_not_allowed", "POST, OPTIONS"},
		{http.MethodPut, "/v1/comp/calculate", 405, "method_not_allowed", "POST, OPTIONS"},
		{http.MethodPost, "/v1/player/", 404, "not_found", ""},
		{http.MethodPost, "/v1/Player", 404, "not_found", ""},
		{http.MethodPost, "/v1//player", 404, "not_found", ""},
	}
	for _, tt := range tests {
		t.Run(tt.method+" "+tt.path, func(t *testing.T) {
			res := ts.do(t, tt.method, tt.path, nil)
			res.wantError(t, tt.status, tt.code, "")
			if got := res.Header.Get("Allow"); got != tt.allow {
				t.Errorf("Allow = %q, want %q", got, tt.allow)
			}
			if res.Header.Get("X-RateLimit-Limit") == "" {
				t.Error("no X-RateLimit-Limit on an error response")
			}
		})
	}
}

func TestEveryErrorDocsLinkOpens(t *testing.T) {
	ts := newTestServer(t, nil)
	res := ts.get(t, "/docs/errors")
	if res.Status != http.StatusOK || !strings.HasPrefix(res.Header.Get("Content-Type"), "text/html") {
		t.Fatalf("GET /docs/errors: %d %s", res.Status, res.Header.Get("Content-Type"))
	}
	page := string(res.Body)
	for _, code := range domain.Codes {
		if !strings.Contains(page, `id="`+code+`"`) {
			t.Errorf("docs/errors has no anchor for %s, so %s/docs/errors#%s lands nowhere", code, siteURL, code)
		}
	}
	// A docs page that does not exist is a page too: a 404 page that
	// links to the reference and the error codes.
	nope := ts.get(t, "/docs/nope")
	if nope.Status != http.StatusNotFound || !strings.Contains(string(nope.Body), `href="/docs/errors#not_found"`) {
		t.Errorf("GET /docs/nope: %d\n%s", nope.Status, nope.Body)
	}
}

func TestRequestID(t *testing.T) {
	ts := newTestServer(t, nil)
	t.Run("generated when absent", func(t *testing.T) {
		id := ts.get(t, "/v1/casinos?limit=1").Header.Get("X-Request-Id")
		if _, err := uuid.Parse(id); err != nil {
			t.Errorf("X-Request-Id = %q, want a uuid", id)
		}
	})
	t.Run("echoed when sane", func(t *testing.T) {
		res := ts.do(t, http.MethodGet, "/v1/casinos?limit=1", map[string]string{"X-Request-Id": "client-req-42"})
		if got := res.Header.Get("X-Request-Id"); got != "client-req-42" {
			t.Errorf("X-Request-Id = %q, want the client's", got)
		}
	})
	t.Run("replaced when not", func(t *testing.T) {
		res := ts.do(t, http.MethodGet, "/v1/casinos?limit=1", map[string]string{"X-Request-Id": strings.Repeat("a", 200)})
		if got := res.Header.Get("X-Request-Id"); len(got) != 36 {
			t.Errorf("X-Request-Id = %q, want a fresh uuid", got)
		}
	})
}

// TestRequestLineOfTheServiceLogger: with the service's own logger the
// request line is written by logging.RequestLog's own encoder, not zap's;
// it is one JSON line with the same fields.
func TestRequestLineOfTheServiceLogger(t *testing.T) {
	cfg, err := config.Load(func(k string) string { return map[string]string{"TIERLINE_SITE_URL": siteURL}[k] })
	if err != nil {
		t.Fatal(err)
	}
	var out lockedBuffer
	srv, err := New(cfg, dbtest.Seeded(t), logging.New(&out, zapcore.InfoLevel))
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(srv)
	defer hs.Close()
	req, _ := http.NewRequest(http.MethodGet, hs.URL+"/v1/casinos?limit=2", nil)
	req.Header.Set("X-Request-Id", "service-logger-line")
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(res.Body)
	res.Body.Close()
	var line map[string]any
	for deadline := time.Now().Add(5 * time.Second); line == nil && time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
		for _, l := range strings.Split(out.String(), "\n") {
			if strings.Contains(l, `"service-logger-line"`) {
				if err := json.Unmarshal([]byte(l), &line); err != nil {
					t.Fatalf("the request line is not JSON: %v\n%s", err, l)
				}
			}
		}
	}
	if line == nil {
		t.Fatalf("no request line; the log:\n%s", out.String())
	}
	for k, want := range map[string]any{"level": "info", "msg": "request", "request_id": "service-logger-line", "method": "GET",
		"route": "/v1/casinos", "path": "/v1/casinos", "status": 200.0, "bytes": float64(len(body)), "client": "127.0.0.1"} {
		if line[k] != want {
			t.Errorf("%s = %#v, want %#v", k, line[k], want)
		}
	}
	if ts, _ := line["ts"].(string); !regexp.MustCompile(`^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}(Z|[+-]\d{4})$`).MatchString(ts) {
		t.Errorf("ts = %q, want an ISO 8601 time", ts)
	}
	if d, ok := line["duration_ms"].(float64); !ok || d < 0 {
		t.Errorf("duration_ms = %#v", line["duration_ms"])
	}
	if _, ok := line["caller"]; ok {
		t.Errorf("the request line names a caller: %v", line)
	}
}

// lockedBuffer is a bytes.Buffer the server writes while the test reads.
type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

func TestOneLogLinePerRequest(t *testing.T) {
	ts := newTestServer(t, nil)
	secret := "tl_live_" + strings.Repeat("5e", 32) // well formed, unknown: 401
	res := ts.do(t, http.MethodGet, "/v1/casinos/some-slug-nv-00000000", map[string]string{"X-Request-Id": "log-line-test", "Authorization": "Bearer " + secret})
	if res.Status != http.StatusUnauthorized {
		t.Fatalf("status %d, want 401 for an unknown key", res.Status)
	}
	lines := ts.logs.FilterMessage("request").FilterField(zap.String("request_id", "log-line-test")).All()
	if len(lines) != 1 {
		t.Fatalf("%d request log lines, want 1", len(lines))
	}
	f := lines[0].ContextMap()
	for k, want := range map[string]any{"method": "GET", "route": "/v1/casinos/{slug}", "status": int64(401), "client": "127.0.0.1"} {
		if f[k] != want {
			t.Errorf("log field %s = %#v, want %#v", k, f[k], want)
		}
	}
	if b, ok := f["bytes"].(int64); !ok || b != int64(len(res.Body)) {
		t.Errorf("log field bytes = %#v, want %d", f["bytes"], len(res.Body))
	}
	if _, ok := f["duration_ms"].(float64); !ok {
		t.Errorf("log field duration_ms = %#v, want a number", f["duration_ms"])
	}
	for _, e := range ts.logs.All() {
		for _, v := range e.ContextMap() {
			if s, ok := v.(string); ok && strings.Contains(s, secret) {
				t.Errorf("a log line holds the Authorization header: %v", e.ContextMap())
			}
		}
	}
}

func TestPanicBecomesInternalError(t *testing.T) {
	ts := newTestServer(t, nil)
	h := ts.middleware(http.HandlerFunc(func(http.ResponseWriter, *http.Request) { panic("boom in handler") }))
	hs := httptest.NewServer(h)
	defer hs.Close()
	req, _ := http.NewRequest(http.MethodGet, hs.URL+"/anything", nil)
	req.Header.Set("X-Request-Id", "panic-test-1")
	raw, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(raw.Body)
	raw.Body.Close()
	res := response{Status: raw.StatusCode, Header: raw.Header, Body: body}
	e := res.wantError(t, http.StatusInternalServerError, "internal_error", "An internal error occurred")
	if !strings.Contains(e.Message, "panic-test-1") {
		t.Errorf("message %q does not carry the request id", e.Message)
	}
	if strings.Contains(string(body), "boom") {
		t.Errorf("the panic value leaked to the client: %s", body)
	}
	logged := ts.logs.FilterMessage("panic in handler").All()
	if len(logged) != 1 {
		t.Fatalf("%d panic log lines, want 1", len(logged))
	}
	f := logged[0].ContextMap()
	if f["request_id"] != "panic-test-1" || f["panic"] != "boom in handler" || !strings.Contains(f["stack"].(string), "TestPanicBecomesInternalError") {
		t.Errorf("panic log line lacks request id, value or stack: %v", f)
	}
	access := ts.logs.FilterMessage("request").FilterField(zap.String("request_id", "panic-test-1")).All()
	if len(access) != 1 || access[0].ContextMap()["status"] != int64(500) {
		t.Errorf("access log of the panicking request: %v", access)
	}
}

func TestCORS(t *testing.T) {
	ts := newTestServer(t, nil)
	t.Run("preflight allows Authorization from any origin, without credentials", func(t *testing.T) {
		res := ts.do(t, http.MethodOptions, "/v1/casinos", map[string]string{
			"Origin":                         "https://app.example",
			"Access-Control-Request-Method":  "GET",
			"Access-Control-Request-Headers": "authorization",
		})
		if res.Status != http.StatusNoContent && res.Status != http.StatusOK {
			t.Fatalf("preflight status %d", res.Status)
		}
		if got := res.Header.Get("Access-Control-Allow-Origin"); got != "*" {
			t.Errorf("Allow-Origin = %q", got)
		}
		if got := strings.ToLower(res.Header.Get("Access-Control-Allow-Headers")); !strings.Contains(got, "authorization") {
			t.Errorf("Allow-Headers = %q, want authorization", got)
		}
		if res.Header.Get("Access-Control-Allow-Credentials") != "" {
			t.Error("credentials allowed; the API uses no cookies")
		}
	})
	t.Run("a browser-based MCP client may call discovery, registration and the token endpoint with the MCP headers", func(t *testing.T) {
		for _, tt := range []struct{ method, path string }{
			{"GET", "/.well-known/oauth-protected-resource/mcp"},
			{"GET", "/.well-known/oauth-authorization-server"},
			{"POST", "/oauth/register"},
			{"POST", "/oauth/token"},
			{"POST", "/oauth/revoke"},
			{"POST", "/mcp"},
		} {
			res := ts.do(t, http.MethodOptions, tt.path, map[string]string{
				"Origin":                         "http://localhost:6274",
				"Access-Control-Request-Method":  tt.method,
				"Access-Control-Request-Headers": "content-type,mcp-protocol-version",
			})
			allowed := strings.ToLower(res.Header.Get("Access-Control-Allow-Headers"))
			if res.Header.Get("Access-Control-Allow-Origin") != "*" || !strings.Contains(allowed, "mcp-protocol-version") {
				t.Errorf("preflight of %s %s: %d, Allow-Origin %q, Allow-Headers %q", tt.method, tt.path, res.Status,
					res.Header.Get("Access-Control-Allow-Origin"), allowed)
			}
		}
	})
	t.Run("the consent page is the site's: no CORS headers", func(t *testing.T) {
		res := ts.do(t, http.MethodGet, "/oauth/authorize", map[string]string{"Origin": "https://app.example", "Accept": "text/html"})
		if got := res.Header.Get("Access-Control-Allow-Origin"); got != "" {
			t.Errorf("Allow-Origin = %q", got)
		}
	})
	t.Run("a cross-origin GET can read the rate-limit headers", func(t *testing.T) {
		res := ts.do(t, http.MethodGet, "/v1/casinos?limit=1", map[string]string{"Origin": "https://app.example"})
		if res.Header.Get("Access-Control-Allow-Origin") != "*" {
			t.Errorf("Allow-Origin = %q", res.Header.Get("Access-Control-Allow-Origin"))
		}
		if !strings.Contains(res.Header.Get("Access-Control-Expose-Headers"), "X-Ratelimit-Remaining") {
			t.Errorf("Expose-Headers = %q", res.Header.Get("Access-Control-Expose-Headers"))
		}
	})
}

func TestRateLimit(t *testing.T) {
	ts := newTestServer(t, map[string]string{
		"TIERLINE_RATE_LIMIT_PUBLIC": "3",
		"TIERLINE_RATE_LIMIT_WINDOW": "1h",
		"TIERLINE_TRUSTED_PROXIES":   "127.0.0.1/32",
	})
	from := func(client string) map[string]string { return map[string]string{"X-Forwarded-For": client} }

	t.Run("headers count down, then 429 with Retry-After", func(t *testing.T) {
		var reset int64
		for i := 1; i <= 3; i++ {
			res := ts.do(t, http.MethodGet, "/v1/casinos?limit=1", from("203.0.113.7"))
			if res.Status != http.StatusOK {
				t.Fatalf("request %d: status %d", i, res.Status)
			}
			if got := res.Header.Get("X-RateLimit-Limit"); got != "3" {
				t.Errorf("X-RateLimit-Limit = %q", got)
			}
			if got := res.Header.Get("X-RateLimit-Remaining"); got != strconv.Itoa(3-i) {
				t.Errorf("request %d: X-RateLimit-Remaining = %q, want %d", i, got, 3-i)
			}
			reset, _ = strconv.ParseInt(res.Header.Get("X-RateLimit-Reset"), 10, 64)
			if now := time.Now().Unix(); reset <= now || reset > now+3600 {
				t.Errorf("X-RateLimit-Reset = %d, want epoch seconds within the hour", reset)
			}
		}
		res := ts.do(t, http.MethodGet, "/v1/casinos?limit=1", from("203.0.113.7"))
		res.wantError(t, http.StatusTooManyRequests, "rate_limited", "Too many requests")
		retry, err := strconv.Atoi(res.Header.Get("Retry-After"))
		if err != nil || retry < 1 || retry > 3600 {
			t.Errorf("Retry-After = %q, want whole seconds up to the window", res.Header.Get("Retry-After"))
		}
		for _, h := range []string{"X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset"} {
			if res.Header.Get(h) == "" {
				t.Errorf("429 lacks %s", h)
			}
		}
		if res.Header.Get("X-RateLimit-Remaining") != "0" {
			t.Errorf("X-RateLimit-Remaining = %q on 429", res.Header.Get("X-RateLimit-Remaining"))
		}
	})
	t.Run("another client address has its own quota", func(t *testing.T) {
		if res := ts.do(t, http.MethodGet, "/v1/casinos?limit=1", from("198.51.100.9")); res.Status != http.StatusOK {
			t.Errorf("status %d", res.Status)
		}
	})
	t.Run("a forged hop left of the real client does not buy a new quota", func(t *testing.T) {
		res := ts.do(t, http.MethodGet, "/v1/casinos?limit=1", from("10.9.9.9, 203.0.113.7"))
		if res.Status != http.StatusTooManyRequests {
			t.Errorf("status %d, want 429: the client is the right-most untrusted hop", res.Status)
		}
	})
	t.Run("operations endpoints are never limited", func(t *testing.T) {
		for i := 0; i < 5; i++ {
			for _, p := range []string{"/healthz", "/readyz", "/metrics"} {
				if res := ts.do(t, http.MethodGet, p, from("203.0.113.7")); res.Status != http.StatusOK {
					t.Fatalf("%s: status %d", p, res.Status)
				}
			}
		}
	})
}

func TestForwardedForIsIgnoredFromUntrustedPeers(t *testing.T) {
	ts := newTestServer(t, map[string]string{"TIERLINE_RATE_LIMIT_PUBLIC": "2", "TIERLINE_RATE_LIMIT_WINDOW": "1h"})
	for i, client := range []string{"192.0.2.1", "192.0.2.2", "192.0.2.3"} {
		res := ts.do(t, http.MethodGet, "/v1/casinos?limit=1", map[string]string{"X-Forwarded-For": client})
		want := http.StatusOK
		if i == 2 {
			want = http.StatusTooManyRequests // all three came from 127.0.0.1
		}
		if res.Status != want {
			t.Errorf("request %d (X-Forwarded-For %s): status %d, want %d", i+1, client, res.Status, want)
		}
	}
}

func TestClientAddr(t *testing.T) {
	s := &Server{cfg: config.Config{}}
	var err error
	if s.cfg, err = config.Load(func(k string) string {
		return map[string]string{"TIERLINE_TRUSTED_PROXIES": "10.0.0.0/8, ::1"}[k]
	}); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name, remote, xff, want string
	}{
		{"untrusted peer: header ignored", "203.0.113.5:4000", "1.2.3.4", "203.0.113.5"},
		{"trusted peer: right-most hop", "10.0.0.2:4000", "1.2.3.4", "1.2.3.4"},
		{"trusted chain is skipped", "10.0.0.2:4000", "1.2.3.4, 10.1.1.1", "1.2.3.4"},
		{"forged left hops are ignored", "10.0.0.2:4000", "6.6.6.6, 1.2.3.4", "1.2.3.4"},
		{"garbage ends the chain", "10.0.0.2:4000", "1.2.3.4, not-an-ip", "10.0.0.2"},
		{"no header from a trusted peer", "10.0.0.2:4000", "", "10.0.0.2"},
		{"IPv6 trusted peer", "[::1]:4000", "2001:db8::1", "2001:db8::1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := httptest.NewRequest(http.MethodGet, "/", nil)
			r.RemoteAddr = tt.remote
			if tt.xff != "" {
				r.Header.Set("X-Forwarded-For", tt.xff)
			}
			if got := s.clientAddr(r); got != tt.want {
				t.Errorf("clientAddr = %q, want %q", got, tt.want)
			}
		})
	}
}

func TestHealthReadinessAndMetrics(t *testing.T) {
	ts := newTestServer(t, nil)
	for _, p := range []string{"/healthz", "/readyz"} {
		res := ts.get(t, p)
		var body map[string]any
		res.decode(t, &body)
		if res.Status != http.StatusOK || body["status"] != "ok" {
			t.Errorf("%s: %d %v", p, res.Status, body)
		}
	}
	ts.get(t, "/v1/casinos?limit=1")
	ts.get(t, "/v1/casinos/not-a-real-slug")
	ts.get(t, "/v1/casinos/not-a-real-slug") // the same series again: counted, not made twice
	// Invented methods share one label, so clients cannot grow the series.
	for _, m := range []string{"BREW", "WHEN"} {
		req, err := http.NewRequest(m, ts.URL+"/v1/casinos", nil)
		if err != nil {
			t.Fatal(err)
		}
		r, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		r.Body.Close()
	}
	res := ts.get(t, "/metrics")
	text := string(res.Body)
	for _, want := range []string{
		`tierline_http_requests_total{method="GET",route="/v1/casinos",status="200"} 1`,
		`tierline_http_requests_total{method="GET",route="/v1/casinos/{slug}",status="404"} 2`,
		`tierline_http_requests_total{method="other",route="unmatched",status="405"} 2`,
		`tierline_http_request_duration_seconds_bucket{method="GET",route="/v1/casinos",status="200",le="+Inf"} 1`,
	} {
		if !strings.Contains(text, want) {
			t.Errorf("/metrics lacks %s", want)
		}
	}
	if strings.Contains(text, `method="BREW"`) {
		t.Error("an invented method has a series of its own")
	}
	if regexp.MustCompile(`route="/v1/casinos/not-a-real-slug"`).MatchString(text) {
		t.Error("metrics are labelled by path, not route template")
	}
}

func TestReadinessFailsWhenTheDatabaseIsGone(t *testing.T) {
	cfg, _ := config.Load(func(k string) string { return map[string]string{"TIERLINE_SITE_URL": siteURL}[k] })
	db := dbtest.Open(t)
	srv, err := New(cfg, db, zap.NewNop())
	if err != nil {
		t.Fatal(err)
	}
	db.Close()
	rec := httptest.NewRecorder()
	srv.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/readyz", nil))
	if rec.Code != http.StatusServiceUnavailable || !strings.Contains(rec.Body.String(), `"unavailable"`) {
		t.Errorf("readyz with a closed database: %d %s", rec.Code, rec.Body)
	}
	rec = httptest.NewRecorder()
	srv.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/healthz", nil))
	if rec.Code != http.StatusOK {
		t.Errorf("healthz must not depend on the database: %d", rec.Code)
	}
}

func TestServeFinishesInFlightRequestsOnShutdown(t *testing.T) {
	started := make(chan struct{})
	h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		close(started)
		time.Sleep(300 * time.Millisecond)
		io.WriteString(w, "finished")
	})
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	served := make(chan error, 1)
	go func() { served <- Serve(ctx, &http.Server{Handler: h}, ln, 5*time.Second) }()

	got := make(chan string, 1)
	go func() {
		res, err := http.Get("http://" + ln.Addr().String() + "/")
		if err != nil {
			got <- "error: " + err.Error()
			return
		}
		b, _ := io.ReadAll(res.Body)
		res.Body.Close()
		got <- string(b)
	}()
	<-started
	cancel() // SIGTERM arrives while the request is in flight
	if body := <-got; body != "finished" {
		t.Errorf("in-flight request got %q, want it to finish", body)
	}
	if err := <-served; err != nil {
		t.Errorf("Serve returned %v after a graceful shutdown", err)
	}
	if _, err := net.DialTimeout("tcp", ln.Addr().String(), time.Second); err == nil {
		t.Error("the listener still accepts connections after shutdown")
	}
}

func TestRateLimiterFailureFailsOpen(t *testing.T) {
	cfg, _ := config.Load(func(k string) string { return map[string]string{"TIERLINE_SITE_URL": siteURL}[k] })
	core, logs := observer.New(zapcore.WarnLevel)
	srv, err := New(cfg, dbtest.Seeded(t), zap.New(core), WithLimiterStore(brokenStore{}))
	if err != nil {
		t.Fatal(err)
	}
	rec := httptest.NewRecorder()
	srv.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/v1/casinos?limit=1", nil))
	if rec.Code != http.StatusOK {
		t.Errorf("status %d with a broken limiter store, want 200", rec.Code)
	}
	if logs.FilterMessageSnippet("rate limiter unavailable").Len() != 1 {
		t.Error("the limiter failure was not logged")
	}
}
