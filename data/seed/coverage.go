package seed

import (
	"cmp"
	"fmt"
	"io"
	"maps"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/tierline/tierline/internal/domain/directory"
)

// A published count counts one category of a state's casinos; the shipped
// rows are counted the same way before the two are compared.
const (
	// CountAll counts every casino of the state.
	CountAll = "all"
	// CountTribal counts the tribal casinos.
	CountTribal = "tribal"
	// CountCommercial counts the state-licensed casinos: commercial and
	// racino rows.
	CountCommercial = "commercial"
	// CountRacino counts the casinos at racetracks.
	CountRacino = "racino"
)

// countCategories are the categories coverage.csv may name.
var countCategories = []string{CountAll, CountTribal, CountCommercial, CountRacino}

// tolerance is how far a shipped count may be from the published one and
// still count as covered: 5%.
const tolerance = 0.05

// PublishedCount is one row of coverage.csv: a cited count of one category
// of a state's casinos.
type PublishedCount struct {
	State    string
	Category string
	Count    int
	// WhatItCounts says what the source counts, in its terms.
	WhatItCounts string
	Source       string
	// AsOf is when the count was published or is dated ("2024", "2025-06").
	AsOf string
	// Note explains a gap between the data and the count.
	Note string
}

var asOfPattern = regexp.MustCompile(`^[0-9]{4}(-[0-9]{2}(-[0-9]{2})?)?$`)

// coverage reads coverage.csv.
func (l *loader) coverage(raw []byte) {
	first := map[[2]string]int{}
	l.readCSV(CoverageFile, raw, []string{"state", "category", "published_count", "what_it_counts", "source", "as_of", "note"}, func(line int, get func(string) string) {
		p := PublishedCount{Category: get("category"), WhatItCounts: get("what_it_counts"), Source: get("source"), AsOf: get("as_of"), Note: get("note")}
		bad := false
		fail := func(format string, args ...any) {
			l.fail(CoverageFile, line, format, args...)
			bad = true
		}
		var ok bool
		if p.State, ok = directory.NormalizeState(get("state")); !ok {
			fail("state %q is not a two-letter U.S. state code", get("state"))
		}
		if !slices.Contains(countCategories, p.Category) {
			fail("category %q must be one of %s", p.Category, strings.Join(countCategories, ", "))
		}
		n, err := strconv.Atoi(get("published_count"))
		if err != nil || n < 1 {
			fail("published_count %q must be a whole number of at least 1", get("published_count"))
		}
		p.Count = n
		if p.WhatItCounts == "" {
			fail("what_it_counts is required")
		}
		if !isHTTPURL(p.Source) {
			fail("source %q is not an http(s) URL", p.Source)
		}
		if p.AsOf != "" && !asOfPattern.MatchString(p.AsOf) {
			fail("as_of %q must be YYYY, YYYY-MM or YYYY-MM-DD", p.AsOf)
		}
		key := [2]string{p.State, p.Category}
		if f, dup := first[key]; dup && !bad {
			fail("the %s count of %s is given twice (first on line %d)", p.Category, p.State, f)
		}
		if bad {
			return
		}
		first[key] = line
		l.ds.Published = append(l.ds.Published, p)
	})
}

// counts reports whether a casino of type typ is counted in category.
func counts(category string, typ *string) bool {
	t := ""
	if typ != nil {
		t = *typ
	}
	switch category {
	case CountTribal:
		return t == "tribal"
	case CountCommercial:
		return t == "commercial" || t == "racino"
	case CountRacino:
		return t == "racino"
	default:
		return true
	}
}

// StateCoverage compares the casinos shipped for one state (of one
// category) with a published count; Published is nil for a state without
// a cited count.
type StateCoverage struct {
	State     string
	Category  string
	Shipped   int
	Published *PublishedCount
}

// Diff is the shipped count's distance from the published one, as a share
// of the published one (-0.25: a quarter missing).
func (s StateCoverage) Diff() float64 {
	if s.Published == nil {
		return 0
	}
	return float64(s.Shipped-s.Published.Count) / float64(s.Published.Count)
}

// Within reports whether the shipped count is within 5% of the published one.
func (s StateCoverage) Within() bool {
	// Compared in whole casinos, so float rounding cannot tip 5.0% over.
	return s.Published != nil && math.Abs(float64(s.Shipped-s.Published.Count)) <= tolerance*float64(s.Published.Count)+1e-9
}

// ProgramCoverage is how much of one program's ladder is shipped.
type ProgramCoverage struct {
	Name       string
	Tiers      int
	Verified   int
	Casinos    int
	LadderNote *string
}

// Coverage is what the data covers: per state, the casinos shipped against
// the published counts; per program, the tiers shipped and verified.
type Coverage struct {
	States   []StateCoverage
	Programs []ProgramCoverage
}

// CoverageOf measures ds against its published counts.
func CoverageOf(ds *Dataset) Coverage {
	var c Coverage
	byState := map[string][]PublishedCount{}
	for _, p := range ds.Published {
		byState[p.State] = append(byState[p.State], p)
	}
	states := map[string]bool{}
	for _, ca := range ds.Casinos {
		states[*ca.State] = true
	}
	for s := range byState {
		states[s] = true
	}
	for _, st := range slices.Sorted(maps.Keys(states)) {
		shipped := func(category string) int {
			n := 0
			for _, ca := range ds.Casinos {
				if *ca.State == st && counts(category, ca.CasinoType) {
					n++
				}
			}
			return n
		}
		pubs := byState[st]
		if len(pubs) == 0 {
			c.States = append(c.States, StateCoverage{State: st, Category: CountAll, Shipped: shipped(CountAll)})
			continue
		}
		slices.SortFunc(pubs, func(a, b PublishedCount) int {
			return cmp.Compare(slices.Index(countCategories, a.Category), slices.Index(countCategories, b.Category))
		})
		for i := range pubs {
			c.States = append(c.States, StateCoverage{State: st, Category: pubs[i].Category, Shipped: shipped(pubs[i].Category), Published: &pubs[i]})
		}
	}
	tiers := map[string][2]int{}
	for _, t := range ds.Tiers {
		n := tiers[t.ProgramID.String()]
		n[0]++
		if t.Verified {
			n[1]++
		}
		tiers[t.ProgramID.String()] = n
	}
	linked := map[string]int{}
	for _, ca := range ds.Casinos {
		if ca.RewardsProgramID != nil {
			linked[ca.RewardsProgramID.String()]++
		}
	}
	for _, p := range ds.Programs {
		n := tiers[p.ID.String()]
		c.Programs = append(c.Programs, ProgramCoverage{Name: p.ProgramName, Tiers: n[0], Verified: n[1], Casinos: linked[p.ID.String()], LadderNote: p.LadderNote})
	}
	slices.SortFunc(c.Programs, func(a, b ProgramCoverage) int {
		return strings.Compare(strings.ToLower(a.Name), strings.ToLower(b.Name))
	})
	return c
}

// Totals are the headline numbers of a coverage report.
type Totals struct {
	Counts, Within  int // published counts, and those the data is within 5% of
	Uncited         []string
	Tiers, Verified int
	Complete        int // programs with a full ladder (no ladder note)
}

// Totals sums the report.
func (c Coverage) Totals() Totals {
	var t Totals
	for _, s := range c.States {
		switch {
		case s.Published == nil:
			t.Uncited = append(t.Uncited, s.State)
		case s.Within():
			t.Counts++
			t.Within++
		default:
			t.Counts++
		}
	}
	for _, p := range c.Programs {
		t.Tiers += p.Tiers
		t.Verified += p.Verified
		if p.LadderNote == nil {
			t.Complete++
		}
	}
	return t
}

func percent(d float64) string {
	return strconv.FormatFloat(math.Round(d*1000)/10, 'f', -1, 64) + "%"
}

// WriteText prints the report for a terminal (tierline seed).
func (c Coverage) WriteText(w io.Writer) {
	t := c.Totals()
	fmt.Fprintf(w, "Coverage: casinos shipped against published counts (%s)\n", CoverageFile)
	fmt.Fprintf(w, "  %-5s %-10s %7s %9s %7s\n", "state", "counts", "shipped", "published", "diff")
	for _, s := range c.States {
		if s.Published == nil {
			continue
		}
		verdict := "within 5%"
		if !s.Within() {
			verdict = "OUTSIDE 5%"
		}
		fmt.Fprintf(w, "  %-5s %-10s %7d %9d %7s  %s\n", s.State, s.Category, s.Shipped, s.Published.Count, percent(s.Diff()), verdict)
	}
	fmt.Fprintf(w, "  %d of %d published counts within 5%%; no cited count for %d states: %s\n", t.Within, t.Counts, len(t.Uncited), strings.Join(t.Uncited, " "))
	fmt.Fprintf(w, "Tier ladders: %d programs, %d tiers, %d verified; %d ladders complete\n", len(c.Programs), t.Tiers, t.Verified, t.Complete)
	for _, p := range c.Programs {
		state := "complete"
		if p.LadderNote != nil {
			state = "incomplete: see its ladder_note"
		}
		fmt.Fprintf(w, "  %-28s %2d tiers, %2d verified, %3d casinos  %s\n", p.Name, p.Tiers, p.Verified, p.Casinos, state)
	}
}

// Markdown is the report as the coverage section of SOURCES.md shows it.
func (c Coverage) Markdown() string {
	var b strings.Builder
	t := c.Totals()
	cell := func(s string) string { return strings.ReplaceAll(strings.ReplaceAll(s, "|", `\|`), "\n", " ") }
	b.WriteString("### Casinos per state against a published count\n\n")
	fmt.Fprintf(&b, "Generated from `%s` and `%s`. "+
		"\"Counts\" is what the published count counts, and the shipped rows are counted the same way: `all` every row, `tribal` the tribal rows, "+
		"`commercial` the state-licensed rows (`commercial` and `racino`), `racino` the racetrack casinos. "+
		"%d of %d published counts are within 5%%.\n\n", CasinosFile, CoverageFile, t.Within, t.Counts)
	b.WriteString("| State | Counts | Shipped | Published | Diff | Within 5% | What the source counts (as of) | Source | Note |\n")
	b.WriteString("|---|---|---:|---:|---:|---|---|---|---|\n")
	for _, s := range c.States {
		if s.Published == nil {
			fmt.Fprintf(&b, "| %s | all | %d | — | | no count cited | | | |\n", s.State, s.Shipped)
			continue
		}
		p := s.Published
		within := "yes"
		if !s.Within() {
			within = "**no**"
		}
		what := cell(p.WhatItCounts)
		if p.AsOf != "" {
			what += " (" + p.AsOf + ")"
		}
		fmt.Fprintf(&b, "| %s | %s | %d | %d | %s | %s | %s | %s | %s |\n", s.State, s.Category, s.Shipped, p.Count, percent(s.Diff()), within, what, cell(p.Source), cell(p.Note))
	}
	b.WriteString("\n### Tiers per program\n\n")
	fmt.Fprintf(&b, "Generated from `%s` and `%s`. %d programs, %d tiers, %d verified (the source states the values); %d ladders complete.\n\n",
		ProgramsFile, LinksFile, len(c.Programs), t.Tiers, t.Verified, t.Complete)
	b.WriteString("| Program | Tiers | Verified | Casinos linked | Ladder |\n")
	b.WriteString("|---|---:|---:|---:|---|\n")
	for _, p := range c.Programs {
		ladder := "complete"
		if p.LadderNote != nil {
			ladder = cell(*p.LadderNote)
		}
		fmt.Fprintf(&b, "| %s | %d | %d | %d | %s |\n", cell(p.Name), p.Tiers, p.Verified, p.Casinos, ladder)
	}
	return b.String()
}
