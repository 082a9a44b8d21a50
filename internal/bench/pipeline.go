package bench

import (
	"bufio"
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// The pipeline micro-benchmark: a Go benchmark of the dispatcher and the
// HTTP adapter with a store that does nothing (BenchmarkPipeline in
// registry/ or transport/), whose `go test -bench` output the suite reads.

var benchLine = regexp.MustCompile(`^(BenchmarkPipeline\S*?)(?:-\d+)?\s+\d+\s+(.*)$`)

// Pipeline goals of issue 16: at most 5 us and 25 allocations per request.
var (
	pipelineTime   = Goal{Value: 5000, Unit: " ns/op"}
	pipelineAllocs = Goal{Value: 25, Unit: " allocs/op"}
)

// PipelineRows reads `go test -bench BenchmarkPipeline -benchmem` output
// (several packages may be in it) into two rows per benchmark, named by
// package and benchmark: ns/op and
// allocs/op. Without any such benchmark it is one row saying so. Lines of
// one benchmark run several times (-count) are averaged.
func PipelineRows(output string) []Row {
	type sums struct {
		ns, allocs float64
		n          int
		hasAllocs  bool
	}
	var order []string
	seen := map[string]*sums{}
	pkg := ""
	sc := bufio.NewScanner(strings.NewReader(output))
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if p, ok := strings.CutPrefix(line, "pkg: "); ok {
			pkg = p[strings.LastIndex(p, "/")+1:] + " "
			continue
		}
		m := benchLine.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		m[1] = pkg + m[1] // registry and transport may both have a BenchmarkPipeline
		metrics := metricsOf(m[2])
		ns, ok := metrics["ns/op"]
		if !ok {
			continue
		}
		s := seen[m[1]]
		if s == nil {
			s = &sums{}
			seen[m[1]] = s
			order = append(order, m[1])
		}
		s.ns += ns
		s.n++
		if a, ok := metrics["allocs/op"]; ok {
			s.allocs += a
			s.hasAllocs = true
		}
	}
	if len(order) == 0 {
		return []Row{{Workload: "pipeline (BenchmarkPipeline)", Tierline: "not present", Goal: pipelineTime, Invalid: "not present"}}
	}
	var rows []Row
	for _, name := range order {
		s := seen[name]
		ns := s.ns / float64(s.n)
		rows = append(rows, Row{Workload: name + " time", Tierline: fmt.Sprintf("%.0f ns/op", ns), Ratio: ns, Goal: pipelineTime})
		row := Row{Workload: name + " allocations", Goal: pipelineAllocs, Invalid: "no -benchmem"}
		if s.hasAllocs {
			allocs := s.allocs / float64(s.n)
			row.Tierline, row.Ratio, row.Invalid = fmt.Sprintf("%.0f allocs/op", allocs), allocs, ""
		}
		rows = append(rows, row)
	}
	return rows
}

// metricsOf reads "123 ns/op  45 B/op  6 allocs/op" into a map by unit.
func metricsOf(s string) map[string]float64 {
	out := map[string]float64{}
	f := strings.Fields(s)
	for i := 0; i+1 < len(f); i += 2 {
		if v, err := strconv.ParseFloat(f[i], 64); err == nil {
			out[f[i+1]] = v
		}
	}
	return out
}
