// Package apitest runs the real HTTP stack for tests: a transport.Server on
// a loopback listener over the test database, players with real API keys,
// and helpers to send actions and check the answers. Action tests use it so
// every action is tested the way clients call it.
package apitest

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/uptrace/bun"
	"go.uber.org/zap"
	"go.uber.org/zap/zaptest/observer"

	"github.com/tierline/tierline/internal/config"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/persistence/dbtest"
	"github.com/tierline/tierline/transport"
)

// SiteURL is the public address test servers announce in links.
const SiteURL = "http://tierline.test"

// Clock is a settable clock.
type Clock struct {
	mu sync.Mutex
	t  time.Time
}

// NewClock returns a clock stopped at t.
func NewClock(t time.Time) *Clock { return &Clock{t: t} }

// Now is the clock's time.
func (c *Clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

// Set moves the clock to t.
func (c *Clock) Set(t time.Time) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.t = t
}

// Advance moves the clock forward by d.
func (c *Clock) Advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.t = c.t.Add(d)
}

// Harness is one server under test.
type Harness struct {
	URL    string
	DB     *bun.DB
	Server *transport.Server
	Logs   *observer.ObservedLogs
	Clock  *Clock
}

// Options tune a Harness.
type Options struct {
	// Env sets configuration variables as the environment would.
	Env map[string]string
	// DB is the store to serve (default: the seeded test database).
	DB *bun.DB
	// Clock starts the server's clock at a fixed time (default: the wall
	// clock, through a Clock that tests may move).
	Clock *Clock
	// Server adds options to transport.New.
	Server []transport.Option
	// Listener is where to serve (default: a new loopback port). A test
	// whose clients read the server's own URL in its documents (OAuth
	// discovery) listens first and sets TIERLINE_SITE_URL to it.
	Listener net.Listener
}

// New starts a server for the test.
func New(t testing.TB, opts Options) *Harness {
	t.Helper()
	vars := map[string]string{"TIERLINE_SITE_URL": SiteURL, "TIERLINE_RATE_LIMIT_PUBLIC": "100000", "TIERLINE_RATE_LIMIT_KEY": "100000"}
	for k, v := range opts.Env {
		vars[k] = v
	}
	cfg, err := config.Load(func(k string) string { return vars[k] })
	if err != nil {
		t.Fatalf("apitest: config: %v", err)
	}
	db := opts.DB
	if db == nil {
		db = dbtest.Seeded(t)
	}
	clock := opts.Clock
	if clock == nil {
		clock = NewClock(time.Now())
	}
	core, logs := observer.New(zap.DebugLevel)
	srvOpts := append([]transport.Option{transport.WithClock(clock.Now)}, opts.Server...)
	srv, err := transport.New(cfg, db, zap.New(core), srvOpts...)
	if err != nil {
		t.Fatalf("apitest: %v", err)
	}
	var url string
	if opts.Listener != nil {
		url = serve(t, srv, opts.Listener)
	} else {
		url = Listen(t, srv)
	}
	t.Cleanup(func() { srv.Close() })
	return &Harness{URL: url, DB: db, Server: srv, Logs: logs, Clock: clock}
}

// Listen serves h on a loopback port until the test ends and returns its
// base URL: a real server, as clients meet it.
func Listen(t testing.TB, h http.Handler) string {
	t.Helper()
	return serve(t, h, NewListener(t))
}

// NewListener is a listener on a free loopback port; the server that
// serves it (Options.Listener) closes it when the test ends.
func NewListener(t testing.TB) net.Listener {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatalf("apitest: listen: %v", err)
	}
	return ln
}

// serve serves h on ln until the test ends and returns its base URL.
func serve(t testing.TB, h http.Handler, ln net.Listener) string {
	t.Helper()
	hs := &http.Server{Handler: h, ReadHeaderTimeout: 10 * time.Second}
	go func() { _ = hs.Serve(ln) }()
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		if err := hs.Shutdown(ctx); err != nil {
			_ = hs.Close()
		}
	})
	return "http://" + ln.Addr().String()
}

// Player is an account with an API key.
type Player struct {
	Account *persistence.Account
	Key     string
	KeyRow  *persistence.APIKey
	h       *Harness
}

// NewPlayer creates a player account whose key holds scopes
// (comma-separated, e.g. "read,write").
func (h *Harness) NewPlayer(t testing.TB, scopeList string) *Player {
	t.Helper()
	return h.NewAccount(t, persistence.RolePlayer, scopeList)
}

// NewAccount creates an account of role whose key holds scopes.
func (h *Harness) NewAccount(t testing.TB, role, scopeList string) *Player {
	t.Helper()
	a := dbtest.NewAccount(t, h.DB, role)
	secret, row := dbtest.NewKey(t, h.DB, a, scopeList, time.Time{})
	return &Player{Account: a, Key: secret, KeyRow: row, h: h}
}

// WithKey is the same account with another key of scopeList.
func (p *Player) WithKey(t testing.TB, scopeList string) *Player {
	t.Helper()
	secret, row := dbtest.NewKey(t, p.h.DB, p.Account, scopeList, time.Time{})
	return &Player{Account: p.Account, Key: secret, KeyRow: row, h: p.h}
}

// Response is an HTTP answer.
type Response struct {
	Status int
	Header http.Header
	Body   []byte
}

// Do sends method path with body (any JSON value, or a string sent as is)
// and headers.
func (h *Harness) Do(t testing.TB, method, path string, body any, headers map[string]string) Response {
	t.Helper()
	var r io.Reader
	switch b := body.(type) {
	case nil:
	case string:
		r = strings.NewReader(b)
	case []byte:
		r = bytes.NewReader(b)
	default:
		raw, err := json.Marshal(b)
		if err != nil {
			t.Fatal(err)
		}
		r = bytes.NewReader(raw)
	}
	req, err := http.NewRequestWithContext(context.Background(), method, h.URL+path, r)
	if err != nil {
		t.Fatal(err)
	}
	if r != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	for k, v := range headers {
		req.Header.Set(k, v)
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatalf("%s %s: %v", method, path, err)
	}
	defer res.Body.Close()
	raw, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	return Response{Status: res.StatusCode, Header: res.Header, Body: raw}
}

// Get sends an authenticated GET.
func (p *Player) Get(t testing.TB, path string) Response {
	t.Helper()
	return p.h.Do(t, http.MethodGet, path, nil, map[string]string{"Authorization": "Bearer " + p.Key})
}

// Post sends an authenticated POST with a JSON body and extra headers.
func (p *Player) Post(t testing.TB, path string, body any, headers map[string]string) Response {
	t.Helper()
	all := map[string]string{"Authorization": "Bearer " + p.Key}
	for k, v := range headers {
		all[k] = v
	}
	return p.h.Do(t, http.MethodPost, path, body, all)
}

// Action sends {"action": name, ...fields} to POST /v1/player.
func (p *Player) Action(t testing.TB, name string, fields map[string]any) Response {
	t.Helper()
	return p.Call(t, "/v1/player", name, fields)
}

// Call sends {"action": name, ...fields} to the action endpoint at path.
func (p *Player) Call(t testing.TB, path, name string, fields map[string]any) Response {
	t.Helper()
	body := map[string]any{"action": name}
	for k, v := range fields {
		body[k] = v
	}
	return p.Post(t, path, body, nil)
}

// MustAction is Action that fails the test unless the action succeeds,
// and returns its data object.
func (p *Player) MustAction(t testing.TB, name string, fields map[string]any) map[string]any {
	t.Helper()
	return p.Action(t, name, fields).Data(t)
}

// JSON decodes the body into v.
func (r Response) JSON(t testing.TB, v any) {
	t.Helper()
	if ct := r.Header.Get("Content-Type"); !strings.HasPrefix(ct, "application/json") {
		t.Fatalf("Content-Type = %q, want application/json; status %d, body %s", ct, r.Status, r.Body)
	}
	dec := json.NewDecoder(bytes.NewReader(r.Body))
	dec.UseNumber()
	if err := dec.Decode(v); err != nil {
		t.Fatalf("body is not the expected JSON: %v\n%s", err, r.Body)
	}
}

// Data checks that r is a successful action result ({"data": {"success":
// true, ...}, "error": null}) and returns data.
func (r Response) Data(t testing.TB) map[string]any {
	t.Helper()
	if r.Status != http.StatusOK {
		t.Fatalf("status %d, want 200: %s", r.Status, r.Body)
	}
	var body map[string]any
	r.JSON(t, &body)
	if v, ok := body["error"]; !ok || v != nil {
		t.Errorf(`a successful result must carry "error": null, got %s`, r.Body)
	}
	data, ok := body["data"].(map[string]any)
	if !ok {
		t.Fatalf("no data object: %s", r.Body)
	}
	if data["success"] != true {
		t.Errorf("data.success = %v, want true", data["success"])
	}
	return data
}

// ErrorObject is the inside of an error response.
type ErrorObject struct {
	Code    string `json:"code"`
	Message string `json:"message"`
	Status  int    `json:"status"`
	Docs    string `json:"docs"`
}

// WantError checks that r is the error object with status and code and a
// message containing part, and returns it.
func (r Response) WantError(t testing.TB, status int, code, part string) ErrorObject {
	t.Helper()
	if r.Status != status {
		t.Fatalf("status %d, want %d: %s", r.Status, status, r.Body)
	}
	var body struct {
		Error *ErrorObject `json:"error"`
	}
	r.JSON(t, &body)
	if body.Error == nil {
		t.Fatalf("no error object: %s", r.Body)
	}
	e := *body.Error
	if e.Code != code || e.Status != status {
		t.Errorf("error %s/%d, want %s/%d (%s)", e.Code, e.Status, code, status, e.Message)
	}
	if !strings.Contains(e.Message, part) {
		t.Errorf("message %q does not contain %q", e.Message, part)
	}
	if want := SiteURL + "/docs/errors#" + code; e.Docs != want {
		t.Errorf("docs = %q, want %q", e.Docs, want)
	}
	return e
}

// WantInvalid checks a 400 invalid_request whose message starts with the
// field name.
func (r Response) WantInvalid(t testing.TB, field string) ErrorObject {
	t.Helper()
	e := r.WantError(t, http.StatusBadRequest, "invalid_request", field+": ")
	if !strings.HasPrefix(e.Message, field+": ") {
		t.Errorf("message %q does not start with the field %q", e.Message, field)
	}
	return e
}

// Count returns the number of rows of table matching where (SQL with ?
// arguments), for asserting what an action wrote.
func (h *Harness) Count(t testing.TB, table, where string, args ...any) int {
	t.Helper()
	n, err := h.DB.NewSelect().Table(table).Where(where, args...).Count(context.Background())
	if err != nil {
		t.Fatalf("count %s: %v", table, err)
	}
	return int(n)
}
