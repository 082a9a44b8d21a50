package seed_test

import (
	"bufio"
	"bytes"
	"encoding/csv"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/tierline/tierline/data"
	"github.com/tierline/tierline/data/seed"
	"github.com/tierline/tierline/internal/domain/directory"
)

// update rewrites the generated parts of the repository (the coverage
// section of SOURCES.md, the ledger of published slugs) instead of failing
// when they are out of date.
var update = flag.Bool("update", false, "rewrite SOURCES.md's coverage section and append new slugs to testdata/published_slugs.txt")

// Paths of the files the tests read beside the embedded data, relative to
// this package.
const (
	sourcesPath   = "../SOURCES.md"
	readmePath    = "../../README.md"
	schemaDir     = "../schema/"
	boundsPath    = "../state_bounds.csv"
	publishedPath = "testdata/published_slugs.txt"
)

// csvRows reads a shipped CSV file as objects, one per data row: the cells
// by column name, an empty cell as null, the way the JSON Schemas in
// data/schema describe them. lines holds each row's line number.
func csvRows(t *testing.T, name string) (rows []map[string]any, lines []int) {
	t.Helper()
	raw, err := fs.ReadFile(data.Files, name)
	if err != nil {
		t.Fatal(err)
	}
	r := csv.NewReader(bytes.NewReader(raw))
	header, err := r.Read()
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	for {
		rec, err := r.Read()
		if errors.Is(err, io.EOF) {
			return rows, lines
		}
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		line, _ := r.FieldPos(0)
		row := map[string]any{}
		for i, h := range header {
			if rec[i] == "" {
				row[h] = nil
			} else {
				row[h] = rec[i]
			}
		}
		rows = append(rows, row)
		lines = append(lines, line)
	}
}

func TestShippedFilesMatchTheirSchemas(t *testing.T) {
	compile := func(t *testing.T, file string) *jsonschema.Schema {
		t.Helper()
		c := jsonschema.NewCompiler()
		c.AssertFormat()
		f, err := os.Open(schemaDir + file)
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		doc, err := jsonschema.UnmarshalJSON(f)
		if err != nil {
			t.Fatalf("%s: %v", file, err)
		}
		if err := c.AddResource(file, doc); err != nil {
			t.Fatal(err)
		}
		s, err := c.Compile(file)
		if err != nil {
			t.Fatalf("%s: %v", file, err)
		}
		return s
	}

	t.Run("rewards_programs.json matches its schema", func(t *testing.T) {
		s := compile(t, "rewards_programs.schema.json")
		raw, err := fs.ReadFile(data.Files, seed.ProgramsFile)
		if err != nil {
			t.Fatal(err)
		}
		doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(raw))
		if err != nil {
			t.Fatal(err)
		}
		if err := s.Validate(doc); err != nil {
			t.Errorf("%s: %v", seed.ProgramsFile, err)
		}
	})

	for _, file := range []string{seed.CasinosFile, seed.LinksFile, seed.RenamesFile, seed.CoverageFile} {
		t.Run("every row of "+file+" matches its schema", func(t *testing.T) {
			s := compile(t, strings.TrimSuffix(file, ".csv")+".schema.json")
			rows, lines := csvRows(t, file)
			if len(rows) == 0 {
				t.Fatalf("%s has no rows", file)
			}
			bad := 0
			for i, row := range rows {
				if err := s.Validate(row); err != nil {
					if bad++; bad <= 10 {
						t.Errorf("%s:%d: %v", file, lines[i], err)
					}
				}
			}
			if bad > 10 {
				t.Errorf("%d rows in all do not match", bad)
			}
		})
	}

	t.Run("the schema refuses what the rules forbid", func(t *testing.T) {
		// The schema is not a rubber stamp: a tier without its source and a
		// casino in a made-up state are refused.
		programs := compile(t, "rewards_programs.schema.json")
		noSource := `[{"program_name": "X", "brand": null, "property": null, "region": null, "url": null, "tier_period": null, "earning": null,
			"tiers": [{"name": "Gold", "level": 1, "qualification": null, "qualification_amount": null, "qualification_unit": null,
			"benefits": [], "verified": false, "source": null, "checked": "2026-11-23"}]}]`
		doc, _ := jsonschema.UnmarshalJSON(strings.NewReader(noSource))
		if programs.Validate(doc) == nil {
			t.Error("a tier without a source passes the programs schema")
		}
		casinos := compile(t, "casinos.schema.json")
		rows, _ := csvRows(t, seed.CasinosFile)
		row := rows[0]
		row["state"] = "Nevada"
		if casinos.Validate(row) == nil {
			t.Error("a casino with the state Nevada passes the casinos schema")
		}
	})
}

// stateBox is a state's bounding box in degrees.
type stateBox struct{ minLon, minLat, maxLon, maxLat float64 }

// stateBoxes reads data/state_bounds.csv.
func stateBoxes(t *testing.T) map[string]stateBox {
	t.Helper()
	raw, err := os.ReadFile(boundsPath)
	if err != nil {
		t.Fatal(err)
	}
	recs, err := csv.NewReader(bytes.NewReader(raw)).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	boxes := map[string]stateBox{}
	for _, rec := range recs[1:] {
		var v [4]float64
		for i := range v {
			if v[i], err = strconv.ParseFloat(rec[i+1], 64); err != nil {
				t.Fatalf("%s: %v", boundsPath, err)
			}
		}
		boxes[rec[0]] = stateBox{v[0], v[1], v[2], v[3]}
	}
	return boxes
}

// boxMargin is how far (in degrees, about 2 km) a casino may lie outside its
// state's box: coordinates of a town's centre can sit on the line.
const boxMargin = 0.02

func (b stateBox) holds(lat, lon float64) bool {
	return lat >= b.minLat-boxMargin && lat <= b.maxLat+boxMargin && lon >= b.minLon-boxMargin && lon <= b.maxLon+boxMargin
}

func TestShippedDataFollowsTheRules(t *testing.T) {
	ds, err := seed.Load(data.Files)
	if err != nil {
		t.Fatalf("Load(data.Files): %v", err)
	}

	t.Run("every tier names its source page and the date it was checked", func(t *testing.T) {
		for _, tier := range ds.Tiers {
			if tier.Source == nil {
				t.Errorf("tier %s (%s) has no source", tier.Name, tier.ID)
			}
			if tier.Checked == nil {
				t.Errorf("tier %s (%s) has no checked date", tier.Name, tier.ID)
			}
		}
	})

	t.Run("a program without a full ladder says why", func(t *testing.T) {
		tiers := map[string]int{}
		for _, tier := range ds.Tiers {
			tiers[tier.ProgramID.String()]++
		}
		for _, p := range ds.Programs {
			if tiers[p.ID.String()] == 0 && p.LadderNote == nil {
				t.Errorf("%s has no tiers and no ladder_note", p.ProgramName)
			}
		}
	})

	t.Run("every state code is a U.S. state or territory", func(t *testing.T) {
		for _, c := range ds.Casinos {
			if _, ok := directory.States[*c.State]; !ok {
				t.Errorf("%s: state %q", c.Name, *c.State)
			}
		}
		for _, p := range ds.Published {
			if _, ok := directory.States[p.State]; !ok {
				t.Errorf("%s: state %q", seed.CoverageFile, p.State)
			}
		}
	})

	t.Run("no two casinos share a slug, and no old slug is a casino's slug", func(t *testing.T) {
		seen := map[string]string{}
		for _, c := range ds.Casinos {
			if other, dup := seen[c.Slug]; dup {
				t.Errorf("slug %s: %s and %s", c.Slug, other, c.Name)
			}
			seen[c.Slug] = c.Name
		}
		for _, r := range ds.Renames {
			if other, dup := seen[r.OldSlug]; dup {
				t.Errorf("old slug %s of %s is the slug of %s", r.OldSlug, r.OldName, other)
			}
			seen[r.OldSlug] = r.OldName
		}
	})

	t.Run("every casino lies inside its state's bounding box", func(t *testing.T) {
		boxes := stateBoxes(t)
		if len(boxes) != len(directory.States) {
			t.Errorf("%s has %d boxes for %d state codes", boundsPath, len(boxes), len(directory.States))
		}
		placed := 0
		for _, c := range ds.Casinos {
			if c.Lat == nil {
				continue
			}
			placed++
			box, ok := boxes[*c.State]
			if !ok {
				t.Errorf("%s: no box for state %s", c.Name, *c.State)
				continue
			}
			if !box.holds(*c.Lat, *c.Lon) {
				var in []string
				for st, b := range boxes {
					if b.holds(*c.Lat, *c.Lon) {
						in = append(in, st)
					}
				}
				slices.Sort(in)
				t.Errorf("%s (%s) at %.5f,%.5f lies outside %s; the point is in the box of %v", c.Name, *c.State, *c.Lat, *c.Lon, *c.State, in)
			}
		}
		if placed < len(ds.Casinos)*9/10 {
			t.Errorf("only %d of %d casinos have coordinates", placed, len(ds.Casinos))
		}
	})

	t.Run("the box check catches a casino put in the wrong state", func(t *testing.T) {
		boxes := stateBoxes(t)
		// Bellagio, Las Vegas: inside Nevada's box, outside New Jersey's.
		if !boxes["NV"].holds(36.1126, -115.1767) || boxes["NJ"].holds(36.1126, -115.1767) {
			t.Error("the Nevada and New Jersey boxes do not tell Las Vegas apart")
		}
	})
}

func TestEveryPublishedSlugStillAnswers(t *testing.T) {
	ds, err := seed.Load(data.Files)
	if err != nil {
		t.Fatal(err)
	}
	current := map[string]bool{}
	for _, c := range ds.Casinos {
		current[c.Slug] = true
	}
	renamed := map[string]bool{}
	for _, r := range ds.Renames {
		renamed[r.OldSlug] = true
	}
	raw, err := os.ReadFile(publishedPath)
	if err != nil {
		t.Fatal(err)
	}
	published := map[string]bool{}
	sc := bufio.NewScanner(bytes.NewReader(raw))
	for sc.Scan() {
		if line := strings.TrimSpace(sc.Text()); line != "" && !strings.HasPrefix(line, "#") {
			published[line] = true
		}
	}

	t.Run("every slug a release served is a casino's slug or a renamed casino's old slug", func(t *testing.T) {
		if len(published) < 894 {
			t.Fatalf("%s lists %d slugs; the first release served 894", publishedPath, len(published))
		}
		for slug := range published {
			if !current[slug] && !renamed[slug] {
				t.Errorf("%s no longer answers: list the casino's old name and state in %s, or, for a casino that closed, take the slug out of %s with the reason in SOURCES.md", slug, seed.RenamesFile, publishedPath)
			}
		}
	})

	t.Run("every slug served now is on the ledger", func(t *testing.T) {
		var missing []string
		for slug := range current {
			if !published[slug] {
				missing = append(missing, slug)
			}
		}
		slices.Sort(missing)
		if len(missing) == 0 {
			return
		}
		if *update {
			f, err := os.OpenFile(publishedPath, os.O_APPEND|os.O_WRONLY, 0)
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			if _, err := f.WriteString(strings.Join(missing, "\n") + "\n"); err != nil {
				t.Fatal(err)
			}
			return
		}
		t.Errorf("%d slugs are not on %s (run go test ./data/seed -update to append them): %v", len(missing), publishedPath, missing)
	})
}

// Markers around the generated coverage section of SOURCES.md.
const (
	coverageBegin = "<!-- coverage: generated by data/seed; do not edit by hand -->\n"
	coverageEnd   = "<!-- end of coverage -->\n"
)

func TestSourcesShowsTheCoverage(t *testing.T) {
	ds, err := seed.Load(data.Files)
	if err != nil {
		t.Fatal(err)
	}
	raw, err := os.ReadFile(sourcesPath)
	if err != nil {
		t.Fatal(err)
	}
	doc := string(raw)
	before, rest, ok := strings.Cut(doc, coverageBegin)
	if !ok {
		t.Fatalf("%s lacks the line %q", sourcesPath, coverageBegin)
	}
	section, after, ok := strings.Cut(rest, coverageEnd)
	if !ok {
		t.Fatalf("%s lacks the line %q", sourcesPath, coverageEnd)
	}
	want := seed.CoverageOf(ds).Markdown()
	if section == want {
		return
	}
	if *update {
		if err := os.WriteFile(sourcesPath, []byte(before+coverageBegin+want+coverageEnd+after), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	t.Errorf("the coverage section of %s is out of date with %s and the data; run go test ./data/seed -run TestSourcesShowsTheCoverage -update", sourcesPath, seed.CoverageFile)
}

func TestCoverageComparesLikeWithLike(t *testing.T) {
	d := shippedData(t)
	// A made-up data set: the shipped one, whose Delaware racino count is
	// 3, with a made-up Delaware tribal count beside it.
	d.appendLine(seed.CoverageFile, "DE,tribal,2,tribal casinos,https://example.com/de,2025,")
	ds, err := seed.Load(d.dir(t))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, s := range seed.CoverageOf(ds).States {
		if s.State == "DE" {
			got = append(got, fmt.Sprintf("%s %d/%d %v", s.Category, s.Shipped, s.Published.Count, s.Within()))
		}
	}
	// Delaware's three rows are racinos: all three count as racinos, none
	// as tribal.
	if want := []string{"tribal 0/2 false", "racino 3/3 true"}; !slices.Equal(got, want) {
		t.Errorf("Delaware's coverage is %v, want %v", got, want)
	}
}

var readmeNumbers = regexp.MustCompile(`directory of (\d+) U\.S\. casinos|casinos\.csv` + "`" + ` \((\d+)\s+U\.S\. casinos\)|\((\d+) programs, (\d+) tiers\)|\((\d+) casino-to-program links\)`)

func TestReadmeStatesTheDirectorySize(t *testing.T) {
	ds, err := seed.Load(data.Files)
	if err != nil {
		t.Fatal(err)
	}
	raw, err := os.ReadFile(readmePath)
	if err != nil {
		t.Fatal(err)
	}
	linked := 0
	for _, c := range ds.Casinos {
		if c.RewardsProgramID != nil {
			linked++
		}
	}
	want := map[string]int{"casinos": len(ds.Casinos), "programs": len(ds.Programs), "tiers": len(ds.Tiers), "links": linked}
	got := map[string][]int{}
	for _, m := range readmeNumbers.FindAllStringSubmatch(strings.ReplaceAll(string(raw), "\n", " "), -1) {
		n := func(i int) int { v, _ := strconv.Atoi(m[i]); return v }
		switch {
		case m[1] != "":
			got["casinos"] = append(got["casinos"], n(1))
		case m[2] != "":
			got["casinos"] = append(got["casinos"], n(2))
		case m[3] != "":
			got["programs"] = append(got["programs"], n(3))
			got["tiers"] = append(got["tiers"], n(4))
		case m[5] != "":
			got["links"] = append(got["links"], n(5))
		}
	}
	for what, n := range want {
		if len(got[what]) == 0 {
			t.Errorf("README.md does not state the number of %s", what)
		}
		for _, g := range got[what] {
			if g != n {
				t.Errorf("README.md says %d %s; the data holds %d", g, what, n)
			}
		}
	}
}
