package transport

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"go.uber.org/zap"
	"go.uber.org/zap/zaptest/observer"

	"github.com/tierline/tierline/internal/config"
	"github.com/tierline/tierline/persistence/dbtest"
)

func TestMain(m *testing.M) { dbtest.Main(m) }

// siteURL is the public address the test servers announce in links.
const siteURL = "http://tierline.test"

// testServer is a Server on a real loopback listener, with its logs kept.
type testServer struct {
	*Server
	URL  string
	logs *observer.ObservedLogs
}

// newTestServer starts a server over the seeded test database. env sets
// configuration variables as the environment would.
func newTestServer(t *testing.T, env map[string]string) *testServer {
	t.Helper()
	vars := map[string]string{"TIERLINE_SITE_URL": siteURL}
	for k, v := range env {
		vars[k] = v
	}
	cfg, err := config.Load(func(k string) string { return vars[k] })
	if err != nil {
		t.Fatalf("config: %v", err)
	}
	core, logs := observer.New(zap.DebugLevel)
	srv, err := New(cfg, dbtest.Seeded(t), zap.New(core))
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	hs := httptest.NewServer(srv)
	t.Cleanup(hs.Close)
	return &testServer{Server: srv, URL: hs.URL, logs: logs}
}

// response is what a test needs of an HTTP answer.
type response struct {
	Status int
	Header http.Header
	Body   []byte
}

// get sends a GET to path on ts.
func (ts *testServer) get(t *testing.T, path string) response {
	t.Helper()
	return ts.do(t, http.MethodGet, path, nil)
}

func (ts *testServer) do(t *testing.T, method, path string, header map[string]string) response {
	t.Helper()
	req, err := http.NewRequest(method, ts.URL+path, nil)
	if err != nil {
		t.Fatal(err)
	}
	for k, v := range header {
		req.Header.Set(k, v)
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatalf("%s %s: %v", method, path, err)
	}
	defer res.Body.Close()
	body, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	return response{Status: res.StatusCode, Header: res.Header, Body: body}
}

// decode unmarshals the body into v, failing the test on bad JSON.
func (r response) decode(t *testing.T, v any) {
	t.Helper()
	if ct := r.Header.Get("Content-Type"); !strings.HasPrefix(ct, "application/json") {
		t.Fatalf("Content-Type = %q, want application/json; body %s", ct, r.Body)
	}
	if err := json.Unmarshal(r.Body, v); err != nil {
		t.Fatalf("body is not the expected JSON: %v\n%s", err, r.Body)
	}
}

// wantError checks that r is the error object for status and code, whose
// message starts with prefix.
func (r response) wantError(t *testing.T, status int, code, prefix string) ErrorDetail {
	t.Helper()
	if r.Status != status {
		t.Fatalf("status = %d, want %d; body %s", r.Status, status, r.Body)
	}
	var body map[string]json.RawMessage
	r.decode(t, &body)
	if len(body) != 1 || body["error"] == nil {
		t.Fatalf("body must be exactly {\"error\": {...}}, got %s", r.Body)
	}
	var e ErrorDetail
	r.decode(t, &struct{ Error *ErrorDetail }{&e})
	var fields map[string]any
	_ = json.Unmarshal(body["error"], &fields)
	for _, k := range []string{"code", "message", "status", "docs"} {
		if _, ok := fields[k]; !ok {
			t.Errorf("error object lacks %q: %s", k, r.Body)
		}
	}
	if e.Code != code || e.Status != status {
		t.Errorf("error = %s/%d, want %s/%d (%s)", e.Code, e.Status, code, status, e.Message)
	}
	if !strings.HasPrefix(e.Message, prefix) {
		t.Errorf("message = %q, want it to start with %q", e.Message, prefix)
	}
	if want := siteURL + "/docs/errors#" + code; e.Docs != want {
		t.Errorf("docs = %q, want %q", e.Docs, want)
	}
	return e
}
