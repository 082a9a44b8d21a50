package bench

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"
)

// Goal is a bound on a row's ratio: at least Value (AtLeast) or at most.
type Goal struct {
	AtLeast bool
	Value   float64
	// Unit follows the value in the table ("x", " ns/op", ...).
	Unit string
}

func (g Goal) String() string {
	op := "<="
	if g.AtLeast {
		op = ">="
	}
	return fmt.Sprintf("%s %s%s", op, trim(g.Value), g.Unit)
}

// Met says whether v meets the goal.
func (g Goal) Met(v float64) bool {
	if g.AtLeast {
		return v >= g.Value
	}
	return v <= g.Value
}

// Row is one line of the table. Ratio is the measured quantity compared
// with the goal: tierline/baseline for throughput rows, large/small p50 for
// the directory-size rows, the value itself for the pipeline rows.
type Row struct {
	Workload string
	Tierline string // what Tierline measured, as printed
	Baseline string // what the baseline measured, as printed ("" for none)
	Ratio    float64
	Goal     Goal
	// Invalid, when not empty, says why the row has no valid result (errors
	// during a run, a benchmark that is not present): no ratio is printed
	// and the goal is not met.
	Invalid string
}

// Met says whether the row meets its goal.
func (r Row) Met() bool { return r.Invalid == "" && r.Goal.Met(r.Ratio) }

// ThroughputRow compares two sides' throughput (a/b). A side with errors
// makes the row invalid: a run with errors measures something else.
func ThroughputRow(workload string, a, b Result, goal Goal) Row {
	row := Row{Workload: workload, Tierline: rate(a), Baseline: rate(b), Goal: goal}
	row.Invalid = invalid(a, b)
	if row.Invalid == "" {
		if b.Throughput() == 0 {
			row.Invalid = "no baseline requests"
		} else {
			row.Ratio = a.Throughput() / b.Throughput()
		}
	}
	return row
}

// LatencyRow compares the p50 of a (large directory) with the p50 of b
// (shipped directory): a/b.
func LatencyRow(workload string, a, b Result, goal Goal) Row {
	row := Row{Workload: workload, Tierline: "p50 " + ms(a.Percentile(.5)), Baseline: "p50 " + ms(b.Percentile(.5)), Goal: goal}
	row.Invalid = invalid(a, b)
	if row.Invalid == "" {
		if b.Percentile(.5) == 0 {
			row.Invalid = "no requests at the shipped size"
		} else {
			row.Ratio = float64(a.Percentile(.5)) / float64(b.Percentile(.5))
		}
	}
	return row
}

func invalid(rs ...Result) string {
	var errs uint64
	for _, r := range rs {
		errs += r.Errors
	}
	if errs > 0 {
		return fmt.Sprintf("INVALID: %d errors", errs)
	}
	return ""
}

func rate(r Result) string {
	return fmt.Sprintf("%.0f req/s (p50 %s, p99 %s)", r.Throughput(), ms(r.Percentile(.5)), ms(r.Percentile(.99)))
}

func ms(d interface{ Seconds() float64 }) string {
	return fmt.Sprintf("%.2fms", d.Seconds()*1000)
}

func trim(v float64) string {
	s := fmt.Sprintf("%.2f", v)
	s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	return s
}

// PrintTable writes the rows as one aligned table and returns how many
// rows met their goal.
func PrintTable(w io.Writer, rows []Row) (met int) {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "workload\ttierline\tbaseline\tratio\tgoal\tmet")
	for _, r := range rows {
		ratio, ok := fmt.Sprintf("%.2f", r.Ratio), "no"
		if r.Invalid != "" {
			ratio = r.Invalid
		}
		if r.Met() {
			ok = "yes"
			met++
		}
		base := r.Baseline
		if base == "" {
			base = "-"
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\n", r.Workload, r.Tierline, base, ratio, r.Goal, ok)
	}
	tw.Flush()
	return met
}
