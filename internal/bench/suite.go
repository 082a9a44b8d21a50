package bench

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/google/uuid"
)

// Suite is the whole of `make bench`: Tierline (a built binary) and the
// bare baselines on one fresh PostgreSQL database, then the directory at
// its shipped size and at LargeCasinos on PostgreSQL and SQLite, then the
// pipeline micro-benchmark's numbers, in one table.
type Suite struct {
	Tierline string // the tierline binary under test
	Self     string // this program's binary, which serves the baselines (`bare`)
	AdminURL string // a PostgreSQL database to create and drop the suite's databases from
	DataDir  string // the repository's data/ folder (the shipped directory)
	WorkDir  string // temporary files: logs, SQLite databases, the generated directory

	Conns        int           // connections of the throughput workloads
	LatencyConns int           // connections of the directory-size latency runs
	Duration     time.Duration // one measured run
	Warmup       time.Duration // one unmeasured run per side before the first round
	Rounds       int           // measured runs per side, alternating A B A B
	LargeCasinos int           // the size of the generated directory
	// Pipeline is the output of `go test -bench BenchmarkPipeline`, or "".
	Pipeline string
	// Skip names parts to leave out: "throughput", "size".
	Skip map[string]bool

	Log io.Writer // progress
	id  string    // names this run's databases
}

// Accounts of the throughput workloads.
const writerAccounts = 16

// serveEnv lifts the rate limits: the suite measures the work, not the
// quota (every request of one key would otherwise be a 429 after 1200).
var serveEnv = []string{
	"TIERLINE_RATE_LIMIT_PUBLIC=1000000000",
	"TIERLINE_RATE_LIMIT_KEY=1000000000",
	"TIERLINE_RATE_LIMIT_WINDOW=1m",
}

// Run runs the suite and returns the rows of the table.
func (s *Suite) Run(ctx context.Context) ([]Row, error) {
	s.id = fmt.Sprintf("tierline_bench_%d_%d", os.Getpid(), time.Now().Unix()%100000)
	var rows []Row
	if !s.Skip["throughput"] {
		r, err := s.throughput(ctx)
		rows = append(rows, r...)
		if err != nil {
			return rows, err
		}
	}
	if !s.Skip["size"] {
		r, err := s.directorySize(ctx)
		rows = append(rows, r...)
		if err != nil {
			return rows, err
		}
	}
	return append(rows, PipelineRows(s.Pipeline)...), nil
}

func (s *Suite) logf(format string, args ...any) {
	fmt.Fprintf(s.Log, "bench: "+format+"\n", args...)
}

// database creates a fresh PostgreSQL database for part of the suite and
// returns its URL and the function that drops it.
func (s *Suite) database(ctx context.Context, suffix string) (string, func(), error) {
	name := s.id + "_" + suffix
	url, err := createDatabase(ctx, s.AdminURL, name)
	if err != nil {
		return "", nil, err
	}
	return url, func() {
		if err := dropDatabase(context.WithoutCancel(ctx), s.AdminURL, name); err != nil {
			s.logf("drop database %s: %v", name, err)
		}
	}, nil
}

// serveTierline seeds nothing itself: `serve` seeds an empty directory.
func (s *Suite) serveTierline(ctx context.Context, name, dbURL string) (*server, error) {
	env := append([]string{"DATABASE_URL=" + dbURL}, serveEnv...)
	return startServer(ctx, "tierline "+name, filepath.Join(s.WorkDir, "tierline-"+name+".log"), "/readyz", env, s.Tierline, "serve")
}

// throughput runs the workloads against Tierline and the bare baseline.
func (s *Suite) throughput(ctx context.Context) ([]Row, error) {
	dbURL, drop, err := s.database(ctx, "small")
	if err != nil {
		return nil, err
	}
	defer drop()
	s.logf("seeding the shipped directory and %d accounts with keys", writerAccounts+1)
	env := []string{"DATABASE_URL=" + dbURL}
	if _, err := run(ctx, env, "", s.Tierline, "seed"); err != nil {
		return nil, err
	}
	reader, err := s.account(ctx, env, "reader")
	if err != nil {
		return nil, err
	}
	writers := make([]string, writerAccounts)
	for i := range writers {
		if writers[i], err = s.account(ctx, env, fmt.Sprintf("writer%02d", i)); err != nil {
			return nil, err
		}
	}
	tl, err := s.serveTierline(ctx, "pg", dbURL)
	if err != nil {
		return nil, err
	}
	defer tl.stop()
	bare, err := startServer(ctx, "bare", filepath.Join(s.WorkDir, "bare.log"), "/healthz", nil, s.Self, "bare", "--database-url", dbURL)
	if err != nil {
		return nil, err
	}
	defer bare.stop()
	if err := addTrips(ctx, tl.url, reader, 30); err != nil {
		return nil, err
	}

	search := "/v1/casinos?q=casino&state=nv&limit=24"
	mcpSearch := `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"search_casinos","arguments":{"q":"casino","state":"nv","limit":24}}}`
	oneWriter := []string{writers[0]}
	type pair struct {
		name string
		a, b Load
		goal Goal
	}
	pairs := []pair{
		{name: "directory search (REST)", a: s.get(tl.url+search, ""), b: s.get(bare.url+search, ""), goal: Goal{AtLeast: true, Value: 2}},
		{name: "list_trips with a key (GET /v1/trips)", a: s.get(tl.url+"/v1/trips?limit=50", reader), b: s.get(bare.url+"/v1/trips?limit=50", reader), goal: Goal{AtLeast: true, Value: 0.85}},
		{name: "add_trip + Idempotency-Key, 16 accounts", a: s.addTrip(tl.url, writers), b: s.addTrip(bare.url, writers), goal: Goal{AtLeast: true, Value: 0.6}},
		{name: "add_trip + Idempotency-Key, one account", a: s.addTrip(tl.url, oneWriter), b: s.addTrip(bare.url, oneWriter), goal: Goal{AtLeast: true, Value: 0.4}},
		{name: "MCP search_casinos / REST search (both Tierline)", a: s.post(tl.url+"/mcp", mcpSearch, mcpHeaders, checkMCP), b: s.get(tl.url+search, ""), goal: Goal{AtLeast: true, Value: 0.7}},
	}
	var rows []Row
	for _, p := range pairs {
		a, b := s.alternate(ctx, p.name, p.a, p.b)
		rows = append(rows, ThroughputRow(p.name, a, b, p.goal))
		if ctx.Err() != nil {
			return rows, ctx.Err()
		}
	}
	return rows, nil
}

// account creates a player with a read+write key through the binary's own
// commands and returns the key.
func (s *Suite) account(ctx context.Context, env []string, name string) (string, error) {
	email := name + "@bench.test"
	if _, err := run(ctx, env, "", s.Tierline, "users", "create", "--email", email, "--name", name); err != nil {
		return "", err
	}
	out, err := run(ctx, env, "", s.Tierline, "keys", "create", "--email", email, "--scopes", "read,write", "--name", "bench", "--json")
	if err != nil {
		return "", err
	}
	var key struct {
		Secret string `json:"secret"`
	}
	if err := json.Unmarshal(out, &key); err != nil || key.Secret == "" {
		return "", fmt.Errorf("keys create printed no secret: %s", out)
	}
	return key.Secret, nil
}

// addTrips gives the reader's account n trips to list.
func addTrips(ctx context.Context, base, key string, n int) error {
	for i := range n {
		body := fmt.Sprintf(`{"action":"add_trip","casino_name":"Bellagio Hotel and Casino","start_date":"2026-%02d-%02d","coin_in":%d}`, i%12+1, i%28+1, 100*i)
		req, err := http.NewRequestWithContext(ctx, http.MethodPost, base+"/v1/player", strings.NewReader(body))
		if err != nil {
			return err
		}
		req.Header.Set("Authorization", "Bearer "+key)
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			return fmt.Errorf("add trip: %w", err)
		}
		b, _ := io.ReadAll(res.Body)
		res.Body.Close()
		if res.StatusCode != http.StatusOK {
			return fmt.Errorf("add trip: status %d: %s", res.StatusCode, b)
		}
	}
	return nil
}

var mcpHeaders = map[string]string{"Accept": "application/json, text/event-stream", "Content-Type": "application/json"}

// checkMCP finds a tool error or a JSON-RPC error in a 200 answer. It
// looks at the bytes as read: a copy of every answer (tens of kilobytes)
// would make the generator, which shares the machine, pay per byte on the
// side whose answers it checks.
func checkMCP(body []byte) error {
	switch {
	case !bytes.Contains(body, []byte(`"result"`)):
		return errors.New("no JSON-RPC result")
	case bytes.Contains(body, []byte(`"isError":true`)):
		return errors.New("tool error")
	}
	return nil
}

func (s *Suite) load(req Request, check Check) Load {
	return Load{Conns: s.Conns, Duration: s.Duration, Request: req, Check: check}
}

// get is a GET of one URL, with a key when key is not "".
func (s *Suite) get(url, key string) Load {
	return s.load(func(int, uint64) (*http.Request, error) {
		req, err := http.NewRequest(http.MethodGet, url, nil)
		if err == nil && key != "" {
			req.Header.Set("Authorization", "Bearer "+key)
		}
		return req, err
	}, nil)
}

// post is a POST of one body with fixed headers.
func (s *Suite) post(url, body string, headers map[string]string, check Check) Load {
	return s.load(func(int, uint64) (*http.Request, error) {
		req, err := http.NewRequest(http.MethodPost, url, strings.NewReader(body))
		for k, v := range headers {
			if err == nil {
				req.Header.Set(k, v)
			}
		}
		return req, err
	}, check)
}

// addTrip is add_trip with a new Idempotency-Key on every request;
// connection c writes as keys[c % len(keys)].
func (s *Suite) addTrip(base string, keys []string) Load {
	const body = `{"action":"add_trip","casino_name":"Bellagio Hotel and Casino","start_date":"2026-03-01"}`
	return s.load(func(conn int, _ uint64) (*http.Request, error) {
		req, err := http.NewRequest(http.MethodPost, base+"/v1/player", strings.NewReader(body))
		if err != nil {
			return nil, err
		}
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Authorization", "Bearer "+keys[conn%len(keys)])
		req.Header.Set("Idempotency-Key", uuid.NewString())
		return req, nil
	}, nil)
}

// alternate warms both sides up, then runs them in turn (A B A B ...) so
// drift in the machine's load falls on both, and merges each side's runs.
func (s *Suite) alternate(ctx context.Context, name string, a, b Load) (Result, Result) {
	if s.Warmup > 0 {
		wa, wb := a, b
		wa.Duration, wb.Duration = s.Warmup, s.Warmup
		wa.Run(ctx)
		wb.Run(ctx)
	}
	var as, bs []Result
	for round := range max(s.Rounds, 1) {
		ra := a.Run(ctx)
		rb := b.Run(ctx)
		s.logf("%s round %d: A %.0f req/s p50 %s (%d errors)  B %.0f req/s p50 %s (%d errors)", name, round+1,
			ra.Throughput(), ms(ra.Percentile(.5)), ra.Errors, rb.Throughput(), ms(rb.Percentile(.5)), rb.Errors)
		for _, e := range append(ra.Samples, rb.Samples...) {
			s.logf("  error: %s", e)
		}
		as, bs = append(as, ra), append(bs, rb)
		if ctx.Err() != nil {
			break
		}
	}
	return Merge(as...), Merge(bs...)
}
