// Package bench is the benchmark suite of `make bench`: a load generator
// over real TCP, bare net/http + pgx baselines doing the minimal work of
// the same requests, a generator for a large synthetic directory, and the
// table of ratios the suite prints. It is a tool, not part of the service:
// nothing in the service imports it.
package bench

import (
	"bytes"
	"context"
	"fmt"
	"net"
	"net/http"
	"slices"
	"sync"
	"sync/atomic"
	"time"
)

// Request builds the request a connection sends next. conn is the
// connection's index (0..Conns-1) and seq counts the requests of the whole
// run, so a workload can give every request its own Idempotency-Key or
// spread connections over accounts.
type Request func(conn int, seq uint64) (*http.Request, error)

// Check looks at a 2xx answer's body and says what is wrong with it, or
// nil. A workload whose errors hide in a 200 (a JSON-RPC tool error) uses
// it; a non-2xx status is an error whatever Check says.
type Check func(body []byte) error

// Load is one run of the load generator.
type Load struct {
	Conns    int           // connections, each one request at a time
	Duration time.Duration // how long to send requests
	// MaxRequests bounds the run by count as well (0: 10 million).
	MaxRequests uint64
	Request     Request
	Check       Check
	// Client is the HTTP client; nil makes one whose transport keeps
	// exactly Conns connections alive.
	Client *http.Client
}

// Result is what a run measured.
type Result struct {
	Requests uint64        // answered, errors included
	Errors   uint64        // transport errors, non-2xx statuses, failed checks
	Elapsed  time.Duration // from the first request to the last answer
	// Latencies of every answered request, sorted.
	Latencies []time.Duration
	// Samples holds up to five error descriptions, to say what went wrong.
	Samples []string
}

// Throughput is requests per second.
func (r Result) Throughput() float64 {
	if r.Elapsed <= 0 {
		return 0
	}
	return float64(r.Requests) / r.Elapsed.Seconds()
}

// Percentile is the latency below which a fraction p (0..1) of requests
// answered (nearest rank); 0 without requests.
func (r Result) Percentile(p float64) time.Duration {
	return percentile(r.Latencies, p)
}

func percentile(sorted []time.Duration, p float64) time.Duration {
	if len(sorted) == 0 {
		return 0
	}
	i := int(p*float64(len(sorted))+0.5) - 1
	return sorted[min(max(i, 0), len(sorted)-1)]
}

// Merge adds the results of several runs of one side together: requests,
// errors and latencies add up, and so do the elapsed times, so Throughput
// is the mean over all the runs.
func Merge(rs ...Result) Result {
	var out Result
	for _, r := range rs {
		out.Requests += r.Requests
		out.Errors += r.Errors
		out.Elapsed += r.Elapsed
		out.Latencies = append(out.Latencies, r.Latencies...)
		for _, s := range r.Samples {
			if len(out.Samples) < maxSamples {
				out.Samples = append(out.Samples, s)
			}
		}
	}
	slices.Sort(out.Latencies)
	return out
}

const maxSamples = 5

// NewClient is an HTTP client that keeps exactly conns connections to one
// host alive, with no timeout beyond the request's context. It does not
// follow redirects: a 3xx is an answer, and not a success.
func NewClient(conns int) *http.Client {
	return &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }, Transport: &http.Transport{
		DialContext:         (&net.Dialer{Timeout: 5 * time.Second, KeepAlive: 30 * time.Second}).DialContext,
		MaxIdleConns:        conns,
		MaxIdleConnsPerHost: conns,
		MaxConnsPerHost:     conns,
		IdleConnTimeout:     90 * time.Second,
		DisableCompression:  true,
	}}
}

// Run drives l.Conns connections until l.Duration has passed (or
// MaxRequests were sent, or ctx ends) and returns what they measured.
func (l Load) Run(ctx context.Context) Result {
	conns := max(l.Conns, 1)
	client := l.Client
	if client == nil {
		client = NewClient(conns)
		defer client.CloseIdleConnections()
	}
	limit := l.MaxRequests
	if limit == 0 {
		limit = 10_000_000
	}
	ctx, cancel := context.WithTimeout(ctx, l.Duration)
	defer cancel()

	var seq atomic.Uint64
	var mu sync.Mutex
	var out Result
	var wg sync.WaitGroup
	start := time.Now()
	for c := range conns {
		wg.Add(1)
		go func() {
			defer wg.Done()
			w := worker{client: client, check: l.Check}
			for ctx.Err() == nil {
				n := seq.Add(1)
				if n > limit {
					break
				}
				w.one(ctx, l.Request, c, n-1)
			}
			mu.Lock()
			out.Requests += w.requests
			out.Errors += w.errors
			out.Latencies = append(out.Latencies, w.latencies...)
			for _, s := range w.samples {
				if len(out.Samples) < maxSamples {
					out.Samples = append(out.Samples, s)
				}
			}
			mu.Unlock()
		}()
	}
	wg.Wait()
	out.Elapsed = time.Since(start)
	slices.Sort(out.Latencies)
	return out
}

// worker is one connection's loop state; it is not shared.
type worker struct {
	client    *http.Client
	check     Check
	buf       bytes.Buffer
	requests  uint64
	errors    uint64
	latencies []time.Duration
	samples   []string
}

func (w *worker) one(ctx context.Context, build Request, conn int, seq uint64) {
	req, err := build(conn, seq)
	if err != nil {
		w.fail(fmt.Sprintf("building the request: %v", err))
		return
	}
	req = req.WithContext(ctx)
	t0 := time.Now()
	res, err := w.client.Do(req)
	if err != nil {
		if ctx.Err() != nil {
			return // the run ended while this request was on the wire: not counted
		}
		w.requests++
		w.fail(err.Error())
		return
	}
	w.buf.Reset()
	_, err = w.buf.ReadFrom(res.Body)
	res.Body.Close()
	if err != nil && ctx.Err() != nil {
		return
	}
	w.latencies = append(w.latencies, time.Since(t0))
	w.requests++
	switch {
	case err != nil:
		w.fail(fmt.Sprintf("reading the body: %v", err))
	case res.StatusCode < 200 || res.StatusCode > 299:
		w.fail(fmt.Sprintf("%s %s: status %d: %s", req.Method, req.URL.RequestURI(), res.StatusCode, snippet(w.buf.Bytes())))
	case w.check != nil:
		if err := w.check(w.buf.Bytes()); err != nil {
			w.fail(fmt.Sprintf("%s %s: %v: %s", req.Method, req.URL.RequestURI(), err, snippet(w.buf.Bytes())))
		}
	}
}

func (w *worker) fail(msg string) {
	w.errors++
	if len(w.samples) < maxSamples {
		w.samples = append(w.samples, msg)
	}
}

func snippet(b []byte) string {
	const n = 200
	if len(b) > n {
		return string(b[:n]) + "..."
	}
	return string(b)
}
