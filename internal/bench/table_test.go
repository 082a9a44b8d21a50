package bench

import (
	"bytes"
	"math"
	"strings"
	"testing"
	"time"
)

// result is a run of n requests in one second, each taking lat.
func result(n int, lat time.Duration, errors uint64) Result {
	r := Result{Requests: uint64(n), Errors: errors, Elapsed: time.Second}
	for range n {
		r.Latencies = append(r.Latencies, lat)
	}
	return r
}

func TestRows(t *testing.T) {
	atLeast := func(v float64) Goal { return Goal{AtLeast: true, Value: v} }
	atMost := func(v float64) Goal { return Goal{Value: v, Unit: "x"} }
	tests := []struct {
		name        string
		row         Row
		wantRatio   float64
		wantMet     bool
		wantInvalid string
	}{
		{"twice the baseline meets >= 2", ThroughputRow("search", result(2000, time.Millisecond, 0), result(1000, time.Millisecond, 0), atLeast(2)), 2, true, ""},
		{"just under misses", ThroughputRow("search", result(1999, time.Millisecond, 0), result(1000, time.Millisecond, 0), atLeast(2)), 1.999, false, ""},
		{"a fraction of the baseline", ThroughputRow("writes", result(350, time.Millisecond, 0), result(1000, time.Millisecond, 0), atLeast(0.6)), 0.35, false, ""},
		{"errors on tierline's side invalidate", ThroughputRow("writes", result(2000, time.Millisecond, 3), result(1000, time.Millisecond, 0), atLeast(0.6)), 0, false, "INVALID: 3 errors"},
		{"errors on the baseline's side invalidate", ThroughputRow("writes", result(2000, time.Millisecond, 0), result(1000, time.Millisecond, 2), atLeast(0.6)), 0, false, "INVALID: 2 errors"},
		{"no baseline requests", ThroughputRow("writes", result(10, time.Millisecond, 0), Result{}, atLeast(0.6)), 0, false, "no baseline requests"},
		{"p50 large over small within 2x", LatencyRow("size", result(10, 3*time.Millisecond, 0), result(10, 2*time.Millisecond, 0), atMost(2)), 1.5, true, ""},
		{"p50 exactly 2x meets <= 2", LatencyRow("size", result(10, 4*time.Millisecond, 0), result(10, 2*time.Millisecond, 0), atMost(2)), 2, true, ""},
		{"p50 36x misses", LatencyRow("size", result(10, 36*time.Millisecond, 0), result(10, time.Millisecond, 0), atMost(2)), 36, false, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if math.Abs(tt.row.Ratio-tt.wantRatio) > 1e-9 || tt.row.Met() != tt.wantMet || tt.row.Invalid != tt.wantInvalid {
				t.Errorf("ratio %v met %v invalid %q, want %v %v %q", tt.row.Ratio, tt.row.Met(), tt.row.Invalid, tt.wantRatio, tt.wantMet, tt.wantInvalid)
			}
		})
	}
}

func TestPrintTable(t *testing.T) {
	rows := []Row{
		ThroughputRow("search", result(2100, time.Millisecond, 0), result(1000, time.Millisecond, 0), Goal{AtLeast: true, Value: 2}),
		ThroughputRow("writes", result(500, time.Millisecond, 1), result(1000, time.Millisecond, 0), Goal{AtLeast: true, Value: 0.6}),
		{Workload: "pipeline", Tierline: "not present", Goal: pipelineTime, Invalid: "not present"},
	}
	var out bytes.Buffer
	if met := PrintTable(&out, rows); met != 1 {
		t.Errorf("%d rows met, want 1", met)
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	want := [][]string{
		{"workload", "tierline", "baseline", "ratio", "goal", "met"},
		{"search", "2100 req/s", "1000 req/s", "2.10", ">= 2", "yes"},
		{"writes", "INVALID: 1 errors", ">= 0.6", "no"},
		{"pipeline", "not present", "<= 5000 ns/op", "no"},
	}
	if len(lines) != len(want) {
		t.Fatalf("%d lines, want %d:\n%s", len(lines), len(want), out.String())
	}
	for i, parts := range want {
		for _, p := range parts {
			if !strings.Contains(lines[i], p) {
				t.Errorf("line %d %q lacks %q", i, lines[i], p)
			}
		}
	}
}

func TestPipelineRows(t *testing.T) {
	out := `goos: linux
pkg: github.com/tierline/tierline/registry
BenchmarkPipeline-2          	  200000	      4000 ns/op	    1500 B/op	      20 allocs/op
BenchmarkPipeline-2          	  200000	      6000 ns/op	    1500 B/op	      30 allocs/op
PASS
pkg: github.com/tierline/tierline/transport
BenchmarkPipelineHTTP/list-2 	  100000	     11000 ns/op	    9000 B/op	      94 allocs/op
BenchmarkPipeline-2          	  100000	      3000 ns/op	    900 B/op	      12 allocs/op
ok  	github.com/tierline/tierline/transport	3.1s
`
	tests := []struct {
		name     string
		output   string
		want     []string // workload names, in order
		ratios   []float64
		met      []bool
		notFound bool
	}{
		{"benchmarks of two packages, one run twice (averaged)", out,
			[]string{"registry BenchmarkPipeline time", "registry BenchmarkPipeline allocations",
				"transport BenchmarkPipelineHTTP/list time", "transport BenchmarkPipelineHTTP/list allocations",
				"transport BenchmarkPipeline time", "transport BenchmarkPipeline allocations"},
			[]float64{5000, 25, 11000, 94, 3000, 12}, []bool{true, true, false, false, true, true}, false},
		{"absent", "PASS\nok  \tgithub.com/tierline/tierline/registry\t0.1s\n", []string{"pipeline (BenchmarkPipeline)"}, []float64{0}, []bool{false}, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rows := PipelineRows(tt.output)
			if len(rows) != len(tt.want) {
				t.Fatalf("%d rows, want %d: %+v", len(rows), len(tt.want), rows)
			}
			for i, r := range rows {
				if r.Workload != tt.want[i] || r.Ratio != tt.ratios[i] || r.Met() != tt.met[i] || (r.Invalid == "not present") != tt.notFound {
					t.Errorf("row %d = %+v, want %s ratio %v met %v", i, r, tt.want[i], tt.ratios[i], tt.met[i])
				}
			}
		})
	}
}
