package main

import (
	"context"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/tierline/tierline/data"
	"github.com/tierline/tierline/data/seed"
	"github.com/tierline/tierline/persistence/dbtest"
)

// startTimeout bounds a start-up, which on a fresh database includes the
// migrations and the import of the directory.
const startTimeout = 2 * time.Minute

// running is a serve started by startServe.
type running struct {
	addr   string
	stderr *syncBuffer
	stop   func() error // cancels serve's context and returns what serve returned
}

// startServe runs a.serve in a goroutine with the configuration of env and
// waits until it accepts connections.
func startServe(t *testing.T, env map[string]string) *running {
	t.Helper()
	a, _, stderr := newApp(env)
	cfg, err := a.config(nil)
	if err != nil {
		t.Fatalf("config: %v", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	ready := make(chan string, 1)
	errc := make(chan error, 1)
	go func() { errc <- a.serve(ctx, cfg, ready) }()
	var done bool
	var result error
	stop := func() error {
		if !done {
			cancel()
			select {
			case result = <-errc:
			case <-time.After(startTimeout):
				t.Fatalf("serve did not return after its context was cancelled; logs:\n%s", stderr)
			}
			done = true
		}
		return result
	}
	t.Cleanup(func() { _ = stop() })
	select {
	case addr := <-ready:
		return &running{addr: addr, stderr: stderr, stop: stop}
	case err := <-errc:
		done = true
		t.Fatalf("serve failed to start: %v; logs:\n%s", err, stderr)
	case <-time.After(startTimeout):
		t.Fatalf("serve did not start within %v; logs:\n%s", startTimeout, stderr)
	}
	return nil
}

// get sends a GET to the running service and returns status and body.
func (s *running) get(t *testing.T, path string) (int, []byte) {
	t.Helper()
	res, err := http.Get("http://" + s.addr + path)
	if err != nil {
		t.Fatalf("GET %s: %v", path, err)
	}
	defer res.Body.Close()
	body, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatalf("GET %s: %v", path, err)
	}
	return res.StatusCode, body
}

// logLine is one JSON line the service logged.
type logLine map[string]any

func (l logLine) msg() string         { s, _ := l["msg"].(string); return s }
func (l logLine) str(k string) string { s, _ := l[k].(string); return s }

// logs parses the JSON lines of a stderr buffer.
func logs(t *testing.T, stderr string) []logLine {
	t.Helper()
	var out []logLine
	for _, line := range strings.Split(strings.TrimSpace(stderr), "\n") {
		if line == "" {
			continue
		}
		var l logLine
		if err := json.Unmarshal([]byte(line), &l); err != nil {
			t.Fatalf("stderr line is not JSON: %v\n%s", err, line)
		}
		out = append(out, l)
	}
	return out
}

// withMsg returns the lines whose message is msg.
func withMsg(lines []logLine, msg string) []logLine {
	var out []logLine
	for _, l := range lines {
		if l.msg() == msg {
			out = append(out, l)
		}
	}
	return out
}

// casinoCount asks the running service how many casinos it has.
func (s *running) casinoCount(t *testing.T) int {
	t.Helper()
	status, body := s.get(t, "/v1/casinos?limit=1")
	if status != http.StatusOK {
		t.Fatalf("GET /v1/casinos?limit=1 = %d: %s", status, body)
	}
	var list struct {
		Data  []json.RawMessage `json:"data"`
		Count int               `json:"count"`
	}
	if err := json.Unmarshal(body, &list); err != nil {
		t.Fatalf("GET /v1/casinos?limit=1: %v\n%s", err, body)
	}
	if len(list.Data) != 1 {
		t.Errorf("GET /v1/casinos?limit=1 returned %d casinos, want 1", len(list.Data))
	}
	return list.Count
}

func TestServe(t *testing.T) {
	env := map[string]string{"TIERLINE_ADDR": "127.0.0.1:0", "DATABASE_URL": dbtest.NewDatabase(t)}
	shipped, err := seed.Load(data.Files)
	if err != nil {
		t.Fatal(err)
	}
	casinos := len(shipped.Casinos)

	// First start: a fresh database is migrated and seeded.
	first := startServe(t, env)
	t.Run("the service listens on a real port", func(t *testing.T) {
		if _, port, _ := net.SplitHostPort(first.addr); port == "" || port == "0" {
			t.Errorf("ready sent %q, want the bound address", first.addr)
		}
	})
	t.Run("healthz answers 200", func(t *testing.T) {
		if status, body := first.get(t, "/healthz"); status != http.StatusOK {
			t.Errorf("GET /healthz = %d: %s", status, body)
		}
	})
	t.Run("the empty directory was seeded on the first start", func(t *testing.T) {
		if n := first.casinoCount(t); n != casinos {
			t.Errorf("count = %d, want %d", n, casinos)
		}
	})
	if err := first.stop(); err != nil {
		t.Fatalf("serve returned %v after its context was cancelled, want nil; logs:\n%s", err, first.stderr)
	}

	lines := logs(t, first.stderr.String())
	t.Run("the first start logs migrations, the import, listening, each request and the shutdown", func(t *testing.T) {
		for _, msg := range []string{"migrations applied", "the directory is empty; importing the shipped data", "directory imported", "listening", "stopped", "database closed"} {
			if n := len(withMsg(lines, msg)); n != 1 {
				t.Errorf("%d %q lines, want 1; logs:\n%s", n, msg, first.stderr)
			}
		}
		if imported := withMsg(lines, "directory imported"); len(imported) == 1 && imported[0]["casinos"] != float64(casinos) {
			t.Errorf("directory imported line = %v, want casinos %d", imported[0], casinos)
		}
		if last := lines[len(lines)-1]; last.msg() != "database closed" {
			t.Errorf("last line = %v, want database closed", last)
		}
	})
	t.Run("the listening line gives the address and the store", func(t *testing.T) {
		l := withMsg(lines, "listening")
		if len(l) != 1 {
			t.Fatalf("%d listening lines; logs:\n%s", len(l), first.stderr)
		}
		if l[0].str("addr") != first.addr || l[0].str("store") != dbtest.Store() || l[0].str("version") != "dev" {
			t.Errorf("listening line = %v, want addr %s, store %s, version dev", l[0], first.addr, dbtest.Store())
		}
		if want := "http://" + first.addr; l[0].str("base_url") != want {
			t.Errorf("base_url = %q, want %q (derived from the bound port, not :0)", l[0].str("base_url"), want)
		}
	})
	t.Run("each request is logged once with its route", func(t *testing.T) {
		reqs := withMsg(lines, "request")
		var routes []string
		for _, r := range reqs {
			routes = append(routes, r.str("route"))
		}
		if got, want := strings.Join(routes, " "), "/healthz /v1/casinos"; got != want {
			t.Errorf("request routes = %q, want %q; logs:\n%s", got, want, first.stderr)
		}
	})

	// Second start on the same, now seeded, database.
	second := startServe(t, env)
	t.Run("a second start serves the same directory", func(t *testing.T) {
		if n := second.casinoCount(t); n != casinos {
			t.Errorf("count = %d, want %d", n, casinos)
		}
	})
	if err := second.stop(); err != nil {
		t.Fatalf("second serve returned %v, want nil; logs:\n%s", err, second.stderr)
	}
	t.Run("a second start neither migrates nor seeds again", func(t *testing.T) {
		lines := logs(t, second.stderr.String())
		for _, msg := range []string{"migrations applied", "the directory is empty; importing the shipped data", "directory imported"} {
			if len(withMsg(lines, msg)) != 0 {
				t.Errorf("logged %q; logs:\n%s", msg, second.stderr)
			}
		}
		for _, msg := range []string{"listening", "database closed"} {
			if len(withMsg(lines, msg)) != 1 {
				t.Errorf("did not log %q once; logs:\n%s", msg, second.stderr)
			}
		}
	})
}

func TestServeLogLevel(t *testing.T) {
	// At warn, the info lines of a normal start and stop are not written.
	s := startServe(t, map[string]string{
		"TIERLINE_ADDR": "127.0.0.1:0", "DATABASE_URL": dbtest.NewDatabase(t), "TIERLINE_LOG_LEVEL": "warn",
	})
	s.get(t, "/healthz")
	if err := s.stop(); err != nil {
		t.Fatalf("serve returned %v", err)
	}
	if got := s.stderr.String(); got != "" {
		t.Errorf("stderr at level warn = %q, want nothing", got)
	}
}

func TestServeFailsOnAnAddressInUse(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	a, _, stderr := newApp(map[string]string{"TIERLINE_ADDR": ln.Addr().String(), "DATABASE_URL": dbtest.NewDatabase(t)})
	cfg, err := a.config(nil)
	if err != nil {
		t.Fatalf("config: %v", err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), startTimeout)
	defer cancel()
	err = a.serve(ctx, cfg, nil)
	if err == nil {
		t.Fatal("serve on an address in use returned nil")
	}
	t.Run("the error names the address and TIERLINE_ADDR", func(t *testing.T) {
		if !strings.Contains(err.Error(), ln.Addr().String()) || !strings.Contains(err.Error(), "TIERLINE_ADDR") {
			t.Errorf("error = %v", err)
		}
		if exitCode(err) != 1 {
			t.Errorf("exit code = %d, want 1", exitCode(err))
		}
	})
	t.Run("the database is still closed", func(t *testing.T) {
		if len(withMsg(logs(t, stderr.String()), "database closed")) != 1 {
			t.Errorf("no database closed line; logs:\n%s", stderr)
		}
	})
}

func TestServeCommandRunsUntilCancelled(t *testing.T) {
	// The --addr flag overrides TIERLINE_ADDR, even one that would be rejected.
	a, _, stderr := newApp(map[string]string{"TIERLINE_ADDR": ":99999", "DATABASE_URL": dbtest.NewDatabase(t)})
	cmd := a.command()
	cmd.SetArgs([]string{"serve", "--addr", "127.0.0.1:0"})
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	errc := make(chan error, 1)
	go func() { errc <- cmd.ExecuteContext(ctx) }()

	var addr string
	deadline := time.Now().Add(startTimeout)
	for addr == "" {
		select {
		case err := <-errc:
			t.Fatalf("serve returned before listening: %v; logs:\n%s", err, stderr)
		case <-time.After(20 * time.Millisecond):
		}
		if time.Now().After(deadline) {
			t.Fatalf("serve did not listen within %v; logs:\n%s", startTimeout, stderr)
		}
		// Only whole lines: the logger may be writing one right now.
		out := stderr.String()
		if i := strings.LastIndexByte(out, '\n'); i >= 0 {
			if l := withMsg(logs(t, out[:i+1]), "listening"); len(l) == 1 {
				addr = l[0].str("addr")
			}
		}
	}
	s := &running{addr: addr, stderr: stderr}
	if status, body := s.get(t, "/healthz"); status != http.StatusOK {
		t.Errorf("GET /healthz = %d: %s", status, body)
	}
	cancel()
	select {
	case err := <-errc:
		if err != nil {
			t.Errorf("serve returned %v after cancellation, want nil", err)
		}
	case <-time.After(startTimeout):
		t.Fatalf("serve did not stop; logs:\n%s", stderr)
	}
}
