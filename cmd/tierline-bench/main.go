// Command tierline-bench is the benchmark suite of `make bench` (see
// docs/benchmarks.md):
//
//	tierline-bench suite --tierline BIN ...   run every workload, print one table
//	tierline-bench bare --database-url URL    serve the bare net/http + pgx baselines (--sqlite FILE: search only)
//	tierline-bench generate --out DIR         write a synthetic directory (seed --dir DIR)
//	tierline-bench load --url URL ...         load one URL and print req/s, p50, p99, errors
//
// It only ever talks to loopback servers it is pointed at.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"github.com/tierline/tierline/internal/bench"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if len(os.Args) < 2 {
		usage(os.Stderr)
		os.Exit(2)
	}
	commands := map[string]func(context.Context, []string) error{
		"suite": suite, "bare": bare, "generate": generate, "load": load,
	}
	cmd, ok := commands[os.Args[1]]
	if !ok {
		usage(os.Stderr)
		os.Exit(2)
	}
	if err := cmd(ctx, os.Args[2:]); err != nil {
		fmt.Fprintln(os.Stderr, "tierline-bench:", err)
		if errors.Is(err, errUsage) {
			os.Exit(2)
		}
		os.Exit(1)
	}
}

var errUsage = errors.New("usage")

func usage(w io.Writer) {
	fmt.Fprintln(w, "usage: tierline-bench suite|bare|generate|load [flags]  (-h after one for its flags)")
}

func parse(fs *flag.FlagSet, args []string) error {
	if err := fs.Parse(args); err != nil {
		return fmt.Errorf("%w: %v", errUsage, err)
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("%w: unexpected %q", errUsage, fs.Args())
	}
	return nil
}

func suite(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("suite", flag.ContinueOnError)
	s := bench.Suite{Log: os.Stderr}
	var skip, loadStart string
	var keep bool
	fs.StringVar(&s.Tierline, "tierline", "", "the tierline binary to measure (required)")
	fs.StringVar(&s.AdminURL, "database-url", "postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable", "PostgreSQL database the suite creates and drops its databases from")
	fs.StringVar(&s.DataDir, "data", "data", "the shipped directory's folder")
	fs.IntVar(&s.Conns, "conns", 16, "connections of the throughput workloads")
	fs.IntVar(&s.LatencyConns, "latency-conns", 1, "connections of the directory-size latency runs")
	fs.DurationVar(&s.Duration, "duration", 10*time.Second, "one measured run")
	fs.DurationVar(&s.Warmup, "warmup", 2*time.Second, "unmeasured run of each side before the first round")
	fs.IntVar(&s.Rounds, "rounds", 3, "measured runs of each side, alternating")
	fs.IntVar(&s.LargeCasinos, "casinos", 100000, "size of the generated directory")
	pipeline := fs.String("pipeline", "", "file holding `go test -bench BenchmarkPipeline -benchmem` output")
	fs.StringVar(&skip, "skip", "", "comma-separated parts to leave out: throughput, size")
	fs.StringVar(&loadStart, "load-start", "", "/proc/loadavg when the caller started (printed under the table)")
	fs.BoolVar(&keep, "keep", false, "keep the work folder (logs, SQLite files, generated data)")
	if err := parse(fs, args); err != nil {
		return err
	}
	if s.Tierline == "" {
		return fmt.Errorf("%w: --tierline is required", errUsage)
	}
	var err error
	if s.Self, err = os.Executable(); err != nil {
		return err
	}
	if s.Tierline, err = filepath.Abs(s.Tierline); err != nil {
		return err
	}
	if *pipeline != "" {
		b, err := os.ReadFile(*pipeline)
		if err != nil {
			return err
		}
		s.Pipeline = string(b)
	}
	s.Skip = map[string]bool{}
	for p := range strings.SplitSeq(skip, ",") {
		if p != "" {
			s.Skip[p] = true
		}
	}
	if s.WorkDir, err = os.MkdirTemp("", "tierline-bench-"); err != nil {
		return err
	}
	if keep {
		fmt.Fprintln(os.Stderr, "bench: work folder", s.WorkDir)
	} else {
		defer os.RemoveAll(s.WorkDir)
	}
	if loadStart == "" {
		loadStart = loadavg()
	}
	rows, runErr := s.Run(ctx)
	fmt.Printf("\nTierline benchmark suite: %d connections (latency rows: %d), %d rounds of %s per side, alternating\n\n",
		s.Conns, s.LatencyConns, s.Rounds, s.Duration)
	met := bench.PrintTable(os.Stdout, rows)
	fmt.Printf("\n%d of %d goals met\nload at start: %s\nload at end:   %s\n", met, len(rows), loadStart, loadavg())
	if runErr != nil {
		return runErr
	}
	for _, r := range rows {
		if strings.HasPrefix(r.Invalid, "INVALID") {
			return errors.New("some runs had errors: their rows are not valid results (see the errors logged above)")
		}
	}
	return nil
}

func loadavg() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "unknown (" + err.Error() + ")"
	}
	return strings.TrimSpace(string(b))
}

func bare(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("bare", flag.ContinueOnError)
	dbURL := fs.String("database-url", "", "the PostgreSQL database Tierline uses (this or --sqlite is required)")
	sqlitePath := fs.String("sqlite", "", "a Tierline SQLite file: serve the search baseline only, read-only")
	readers := fs.Int("readers", 4, "SQLite reader connections")
	addr := fs.String("addr", "127.0.0.1:8090", "listen address")
	if err := parse(fs, args); err != nil {
		return err
	}
	mux := http.NewServeMux()
	switch {
	case *dbURL != "":
		pool, err := bench.OpenPool(ctx, *dbURL)
		if err != nil {
			return err
		}
		defer pool.Close()
		mux.Handle("/", bench.BareHandler(pool))
		mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, r *http.Request) {
			if err := pool.Ping(r.Context()); err != nil {
				http.Error(w, err.Error(), http.StatusServiceUnavailable)
			}
		})
	case *sqlitePath != "":
		db, err := bench.OpenSQLite(ctx, *sqlitePath, *readers)
		if err != nil {
			return err
		}
		defer db.Close()
		mux.Handle("/", bench.BareSQLiteHandler(db))
		mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, r *http.Request) {
			if err := db.PingContext(r.Context()); err != nil {
				http.Error(w, err.Error(), http.StatusServiceUnavailable)
			}
		})
	default:
		return fmt.Errorf("%w: --database-url or --sqlite is required", errUsage)
	}
	srv := &http.Server{Addr: *addr, Handler: mux, ReadHeaderTimeout: 5 * time.Second}
	go func() {
		<-ctx.Done()
		shut, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		_ = srv.Shutdown(shut)
	}()
	if err := srv.ListenAndServe(); !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

func generate(_ context.Context, args []string) error {
	fs := flag.NewFlagSet("generate", flag.ContinueOnError)
	src := fs.String("data", "data", "the shipped directory's folder, the model of the generated one")
	out := fs.String("out", "", "folder to write (required; never commit it)")
	n := fs.Int("casinos", 100000, "number of casinos")
	if err := parse(fs, args); err != nil {
		return err
	}
	if *out == "" || *n < 1 {
		return fmt.Errorf("%w: --out and --casinos of at least 1 are required", errUsage)
	}
	return bench.GenerateDirectory(*src, *out, *n)
}

func load(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("load", flag.ContinueOnError)
	url := fs.String("url", "", "the URL to load (required)")
	method := fs.String("method", http.MethodGet, "HTTP method")
	body := fs.String("body", "", "request body")
	var headers headerFlag
	fs.Var(&headers, "H", "a header \"Name: value\" (repeatable)")
	l := bench.Load{}
	fs.IntVar(&l.Conns, "conns", 16, "connections")
	fs.DurationVar(&l.Duration, "duration", 10*time.Second, "how long")
	if err := parse(fs, args); err != nil {
		return err
	}
	if *url == "" {
		return fmt.Errorf("%w: --url is required", errUsage)
	}
	l.Request = func(int, uint64) (*http.Request, error) {
		req, err := http.NewRequest(*method, *url, strings.NewReader(*body))
		if err != nil {
			return nil, err
		}
		for _, h := range headers {
			k, v, _ := strings.Cut(h, ":")
			req.Header.Set(strings.TrimSpace(k), strings.TrimSpace(v))
		}
		return req, nil
	}
	r := l.Run(ctx)
	fmt.Printf("%.0f req/s  p50 %s  p99 %s  %d requests  %d errors\n", r.Throughput(),
		r.Percentile(.5).Round(time.Microsecond), r.Percentile(.99).Round(time.Microsecond), r.Requests, r.Errors)
	for _, s := range r.Samples {
		fmt.Println("error:", s)
	}
	if r.Errors > 0 {
		return fmt.Errorf("%d errors: not a valid result", r.Errors)
	}
	return nil
}

type headerFlag []string

func (h *headerFlag) String() string     { return strings.Join(*h, ", ") }
func (h *headerFlag) Set(v string) error { *h = append(*h, v); return nil }
