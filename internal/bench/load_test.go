package bench

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

// The load generator must count every answer that is not a success as an
// error, whatever the server does; a run with errors is not a result.
func TestLoadCountsErrors(t *testing.T) {
	// The server answers by the request's sequence number (sent as a
	// header), so what fails is known exactly.
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.Header.Get("X-Kind") {
		case "404":
			http.Error(w, "no", http.StatusNotFound)
		case "500":
			http.Error(w, "boom", http.StatusInternalServerError)
		case "301":
			w.Header().Set("Location", "/elsewhere")
			w.WriteHeader(http.StatusMovedPermanently)
		case "tool-error":
			_, _ = w.Write([]byte(`{"result":{"isError":true}}`))
		default:
			_, _ = w.Write([]byte(`{"result":{}}`))
		}
	}))
	defer srv.Close()
	tests := []struct {
		name       string
		kinds      []string // the kind of each request, in turn
		check      Check
		wantErrors uint64
	}{
		{"every answer a 200", []string{"ok", "ok", "ok", "ok"}, nil, 0},
		{"4xx and 5xx are errors", []string{"ok", "404", "500", "ok"}, nil, 2},
		{"a redirect is not a success", []string{"301", "ok", "ok", "ok"}, nil, 1},
		{"a failed check on a 200 is an error", []string{"tool-error", "ok", "tool-error", "ok"}, checkMCP, 2},
		{"a connection refused is an error", []string{"refused", "ok", "ok", "ok"}, nil, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			l := Load{Conns: 2, Duration: time.Minute, MaxRequests: uint64(len(tt.kinds)), Check: tt.check,
				Request: func(_ int, seq uint64) (*http.Request, error) {
					url := srv.URL
					if tt.kinds[seq] == "refused" {
						url = "http://127.0.0.1:1" // nothing listens on port 1
					}
					req, err := http.NewRequest(http.MethodGet, url, nil)
					if err == nil {
						req.Header.Set("X-Kind", tt.kinds[seq])
					}
					return req, err
				}}
			r := l.Run(context.Background())
			if r.Requests != uint64(len(tt.kinds)) || r.Errors != tt.wantErrors {
				t.Errorf("requests %d errors %d, want %d and %d (samples %q)", r.Requests, r.Errors, len(tt.kinds), tt.wantErrors, r.Samples)
			}
			if uint64(len(r.Samples)) != min(tt.wantErrors, maxSamples) {
				t.Errorf("%d error samples for %d errors: %q", len(r.Samples), tt.wantErrors, r.Samples)
			}
			row := ThroughputRow("w", r, Result{Requests: 1, Elapsed: time.Second}, Goal{AtLeast: true, Value: 0})
			if (tt.wantErrors > 0) != strings.HasPrefix(row.Invalid, "INVALID") || (tt.wantErrors > 0 && row.Met()) {
				t.Errorf("row of a run with %d errors: invalid %q, met %v", tt.wantErrors, row.Invalid, row.Met())
			}
		})
	}
	t.Run("a request that cannot be built is an error", func(t *testing.T) {
		l := Load{Conns: 1, Duration: time.Minute, MaxRequests: 3, Request: func(int, uint64) (*http.Request, error) {
			return nil, errors.New("no key")
		}}
		if r := l.Run(context.Background()); r.Errors != 3 || len(r.Latencies) != 0 {
			t.Errorf("errors %d latencies %d, want 3 and 0", r.Errors, len(r.Latencies))
		}
	})
}

func TestPercentileAndMerge(t *testing.T) {
	ms := func(v ...int) []time.Duration {
		out := make([]time.Duration, len(v))
		for i, x := range v {
			out[i] = time.Duration(x) * time.Millisecond
		}
		return out
	}
	a := Result{Requests: 3, Elapsed: time.Second, Latencies: ms(1, 2, 3)}
	b := Result{Requests: 7, Errors: 1, Elapsed: time.Second, Latencies: ms(4, 5, 6, 7, 8, 9, 10), Samples: []string{"x"}}
	m := Merge(a, b)
	tests := []struct {
		name string
		got  any
		want any
	}{
		{"requests add up", m.Requests, uint64(10)},
		{"errors add up", m.Errors, uint64(1)},
		{"throughput is the mean over both runs", m.Throughput(), 5.0},
		{"p50 of 1..10 ms", m.Percentile(.5), 5 * time.Millisecond},
		{"p99 of 1..10 ms", m.Percentile(.99), 10 * time.Millisecond},
		{"p0 is the fastest", m.Percentile(0), time.Millisecond},
		{"no requests, no percentile", Result{}.Percentile(.5), time.Duration(0)},
		{"no time, no throughput", Result{Requests: 5}.Throughput(), 0.0},
		{"samples carried", len(m.Samples), 1},
	}
	for _, tt := range tests {
		if tt.got != tt.want {
			t.Errorf("%s: got %v, want %v", tt.name, tt.got, tt.want)
		}
	}
}
