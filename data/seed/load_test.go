package seed_test

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/tierline/tierline/data"
	"github.com/tierline/tierline/data/seed"
	"github.com/tierline/tierline/internal/domain/directory"
)

// dataFiles is an editable copy of the shipped data files, kept line by line
// (each file with its own line ends) so a test can change one row and know
// the line a user would be pointed at.
type dataFiles struct {
	lines map[string][]string // file → its lines; lines[file][n-1] is line n
	eol   map[string]string
}

// requiredFiles are the files Load needs; dataFileNames every data file.
var (
	requiredFiles = []string{seed.CasinosFile, seed.ProgramsFile, seed.LinksFile}
	dataFileNames = append(slices.Clone(requiredFiles), seed.RenamesFile, seed.CoverageFile)
)

// size is how many rows of each kind the shipped data holds.
type size struct{ programs, tiers, casinos, links, renames int }

// shippedSize counts the rows of the shipped files with encoding/csv and
// encoding/json, not with the loader: the tests follow the data without an
// edit for every casino added, and the loader is still checked against a
// count of its own.
func shippedSize(t *testing.T) size {
	t.Helper()
	var n size
	raw, err := fs.ReadFile(data.Files, seed.ProgramsFile)
	if err != nil {
		t.Fatal(err)
	}
	var programs []struct {
		Tiers []json.RawMessage `json:"tiers"`
	}
	if err := json.Unmarshal(raw, &programs); err != nil {
		t.Fatalf("%s: %v", seed.ProgramsFile, err)
	}
	n.programs = len(programs)
	for _, p := range programs {
		n.tiers += len(p.Tiers)
	}
	for file, count := range map[string]*int{seed.CasinosFile: &n.casinos, seed.LinksFile: &n.links, seed.RenamesFile: &n.renames} {
		rows, _ := csvRows(t, file)
		*count = len(rows)
	}
	return n
}

// shippedData copies the data files of data.Files.
func shippedData(t *testing.T) *dataFiles {
	t.Helper()
	d := &dataFiles{lines: map[string][]string{}, eol: map[string]string{}}
	for _, name := range dataFileNames {
		raw, err := fs.ReadFile(data.Files, name)
		if err != nil {
			t.Fatalf("read shipped %s: %v", name, err)
		}
		eol := "\n"
		if bytes.Contains(raw, []byte("\r\n")) {
			eol = "\r\n"
		}
		d.eol[name] = eol
		d.lines[name] = strings.Split(string(raw), eol)
	}
	return d
}

// dir writes the files to a fresh folder and returns it as a file system.
func (d *dataFiles) dir(t *testing.T) fs.FS {
	t.Helper()
	dir := t.TempDir()
	for name, lines := range d.lines {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(strings.Join(lines, d.eol[name])), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return os.DirFS(dir)
}

func (d *dataFiles) line(file string, n int) string { return d.lines[file][n-1] }

func (d *dataFiles) setLine(file string, n int, text string) { d.lines[file][n-1] = text }

// insertLine inserts text so that it becomes line n.
func (d *dataFiles) insertLine(file string, n int, text string) {
	d.lines[file] = slices.Insert(d.lines[file], n-1, text)
}

// appendLine adds text after the last line and returns its line number.
func (d *dataFiles) appendLine(file string, text string) int {
	lines := d.lines[file]
	n := len(lines) // the files end with a line end: the last element is ""
	if lines[n-1] != "" {
		n++
		d.lines[file] = append(lines, text)
		return n
	}
	d.insertLine(file, n, text)
	return n
}

// deleteLines removes lines from to to, inclusive.
func (d *dataFiles) deleteLines(file string, from, to int) {
	d.lines[file] = slices.Delete(d.lines[file], from-1, to)
}

// find is the number of the first line at or after from for which match is
// true.
func (d *dataFiles) find(t *testing.T, file string, from int, match func(string) bool) int {
	t.Helper()
	for i := from - 1; i < len(d.lines[file]); i++ {
		if match(d.lines[file][i]) {
			return i + 1
		}
	}
	t.Fatalf("%s: no matching line from line %d on", file, from)
	return 0
}

// replaceAfter replaces old by new in the first line at or after from that
// holds old, and returns that line's number.
func (d *dataFiles) replaceAfter(t *testing.T, file string, from int, old, new string) int {
	t.Helper()
	n := d.find(t, file, from, func(l string) bool { return strings.Contains(l, old) })
	d.setLine(file, n, strings.Replace(d.line(file, n), old, new, 1))
	return n
}

// cells parses CSV line n.
func (d *dataFiles) cells(t *testing.T, file string, n int) []string {
	t.Helper()
	rec, err := csv.NewReader(strings.NewReader(d.line(file, n))).Read()
	if err != nil {
		t.Fatalf("%s:%d: %v", file, n, err)
	}
	return rec
}

// setCell sets the cell of column col on CSV line n.
func (d *dataFiles) setCell(t *testing.T, file string, n int, col, value string) {
	t.Helper()
	i := slices.Index(d.cells(t, file, 1), col)
	if i < 0 {
		t.Fatalf("%s has no column %q", file, col)
	}
	rec := d.cells(t, file, n)
	rec[i] = value
	var b strings.Builder
	w := csv.NewWriter(&b)
	_ = w.Write(rec)
	w.Flush()
	d.setLine(file, n, strings.TrimSuffix(b.String(), "\n"))
}

// csvLine is the number of the first data line of file whose cells at the
// given columns hold want.
func (d *dataFiles) csvLine(t *testing.T, file string, cols []int, want ...string) int {
	t.Helper()
	for n := 2; n <= len(d.lines[file]); n++ {
		if d.line(file, n) == "" {
			continue
		}
		rec := d.cells(t, file, n)
		ok := true
		for i, c := range cols {
			ok = ok && rec[c] == want[i]
		}
		if ok {
			return n
		}
	}
	t.Fatalf("%s has no row %v", file, want)
	return 0
}

// casinoLine is the line of a casino in casinos.csv.
func (d *dataFiles) casinoLine(t *testing.T, name, state string) int {
	t.Helper()
	return d.csvLine(t, seed.CasinosFile, []int{0, 2}, name, state)
}

// linkLine is the line linking a casino to its program in program_properties.csv.
func (d *dataFiles) linkLine(t *testing.T, casino, state string) int {
	t.Helper()
	return d.csvLine(t, seed.LinksFile, []int{1, 2}, casino, state)
}

// programLine is the line where a program's object starts (its "{") in
// rewards_programs.json.
func (d *dataFiles) programLine(t *testing.T, name string) int {
	t.Helper()
	key, _ := json.Marshal(name)
	n := d.find(t, seed.ProgramsFile, 1, func(l string) bool {
		return strings.Contains(l, `"program_name": `+string(key))
	})
	for ; n > 1 && strings.TrimSpace(d.line(seed.ProgramsFile, n)) != "{"; n-- {
	}
	return n
}

// removeProgram deletes a program from the JSON and every link to it, and
// returns how many links it removed.
func (d *dataFiles) removeProgram(t *testing.T, name string) int {
	t.Helper()
	f := seed.ProgramsFile
	start := d.programLine(t, name)
	end := d.find(t, f, start, func(l string) bool { return strings.TrimSuffix(l, ",") == "  }" })
	if d.line(f, end) == "  }" { // the last program: the one before it loses its comma
		d.setLine(f, start-1, strings.TrimSuffix(d.line(f, start-1), ","))
	}
	d.deleteLines(f, start, end)
	removed := 0
	for n := len(d.lines[seed.LinksFile]); n >= 2; n-- {
		if d.line(seed.LinksFile, n) != "" && d.cells(t, seed.LinksFile, n)[0] == name {
			d.deleteLines(seed.LinksFile, n, n)
			removed++
		}
	}
	return removed
}

// Casinos that no program links to, so that breaking their rows breaks
// nothing else. The first is near the top of the file, the second in the
// middle, after rows with quoted cells.
const (
	unlinkedCasino  = "Southland Park Gaming and Racing" // AR
	unlinkedCasino2 = "Aquarius Casino Resort"           // NV
)

var slugPattern = regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*-[a-z]{2}-[0-9a-f]{8}$`)

func TestLoadShippedData(t *testing.T) {
	ds, err := seed.Load(data.Files)
	if err != nil {
		t.Fatalf("Load(data.Files): %v", err)
	}

	n := shippedSize(t)
	t.Run("every casino, program, tier and rename of the files is loaded", func(t *testing.T) {
		got := size{programs: len(ds.Programs), tiers: len(ds.Tiers), casinos: len(ds.Casinos), renames: len(ds.Renames), links: n.links}
		if got != n {
			t.Errorf("loaded %+v; the files hold %+v", got, n)
		}
		if n.casinos < 894 || n.programs < 16 || n.tiers < 24 {
			t.Errorf("the files hold %+v: fewer than the first release's 894 casinos, 16 programs and 24 tiers", n)
		}
	})

	t.Run("every link of the links file joins a casino to a program that is in the data", func(t *testing.T) {
		programs := map[string]bool{}
		for _, p := range ds.Programs {
			programs[p.ID.String()] = true
		}
		linked := 0
		for _, c := range ds.Casinos {
			if c.RewardsProgramID == nil {
				continue
			}
			linked++
			if !programs[c.RewardsProgramID.String()] {
				t.Errorf("%s is linked to program %s, which is not loaded", c.Name, c.RewardsProgramID)
			}
		}
		if linked != n.links {
			t.Errorf("%d casinos linked; %s holds %d links", linked, seed.LinksFile, n.links)
		}
	})

	t.Run("every casino has a unique slug made of name, state and id", func(t *testing.T) {
		seen := map[string]string{}
		for _, c := range ds.Casinos {
			if !slugPattern.MatchString(c.Slug) {
				t.Errorf("%s: slug %q does not match %s", c.Name, c.Slug, slugPattern)
			}
			if c.NameSlug == nil || c.StateSlug == nil || c.State == nil {
				t.Errorf("%s: name_slug, state_slug and state must be set", c.Name)
				continue
			}
			if want := *c.NameSlug + "-" + *c.StateSlug + "-" + c.ID.String()[:8]; c.Slug != want {
				t.Errorf("%s: slug %q, want %q", c.Name, c.Slug, want)
			}
			if want := directory.CasinoID(c.Name, *c.State); c.ID != want {
				t.Errorf("%s: id %s, want %s (derived from name and state)", c.Name, c.ID, want)
			}
			if other, dup := seen[c.Slug]; dup {
				t.Errorf("slug %q is shared by %q and %q", c.Slug, other, c.Name)
			}
			seen[c.Slug] = c.Name
		}
	})

	t.Run("every tier has a benefits list, empty rather than nil", func(t *testing.T) {
		for _, tier := range ds.Tiers {
			if tier.Benefits == nil {
				t.Errorf("tier %s (%s) has nil benefits", tier.Name, tier.ID)
			}
		}
	})

	t.Run("a second load gives the same ids and slugs", func(t *testing.T) {
		again, err := seed.Load(data.Files)
		if err != nil {
			t.Fatal(err)
		}
		for i := range ds.Casinos {
			if a, b := ds.Casinos[i], again.Casinos[i]; a.ID != b.ID || a.Slug != b.Slug {
				t.Fatalf("casino %s: %s/%s then %s/%s", a.Name, a.ID, a.Slug, b.ID, b.Slug)
			}
		}
	})
}

// loadErrors loads fsys and returns the row errors, failing the test when
// Load does not fail with seed.Errors.
func loadErrors(t *testing.T, fsys fs.FS) seed.Errors {
	t.Helper()
	ds, err := seed.Load(fsys)
	var rows seed.Errors
	if !errors.As(err, &rows) {
		t.Fatalf("Load error = %v (%T), want seed.Errors", err, err)
	}
	if ds != nil {
		t.Errorf("Load returned a data set along with its errors")
	}
	return rows
}

func TestLoadReportsAMalformedRowWithFileAndLine(t *testing.T) {
	// casinoCell sets one cell of an unlinked casino's row.
	casinoCell := func(col, value string) func(*testing.T, *dataFiles) int {
		return func(t *testing.T, d *dataFiles) int {
			n := d.casinoLine(t, unlinkedCasino2, "NV")
			d.setCell(t, seed.CasinosFile, n, col, value)
			return n
		}
	}
	// tierEdit replaces old by new in the first line holding it inside the
	// MGM Rewards program (tiers Sapphire, Pearl, Gold, ...).
	tierEdit := func(old, new string) func(*testing.T, *dataFiles) int {
		return func(t *testing.T, d *dataFiles) int {
			n := d.programLine(t, "MGM Rewards")
			d.replaceAfter(t, seed.ProgramsFile, n, old, new)
			return n
		}
	}
	tests := []struct {
		name string
		file string
		// edit breaks one row of the copy and returns the line to report.
		edit func(t *testing.T, d *dataFiles) int
		// msg is part of the message for that line (%d: the line number
		// of the row it clashes with, when there is one).
		msg string
	}{
		{name: "a casino with an unknown state code", file: seed.CasinosFile,
			edit: casinoCell("state", "ZZ"), msg: `state "ZZ" is not a two-letter U.S. state code`},
		{name: "a casino with a full state name", file: seed.CasinosFile,
			edit: casinoCell("state", "Nevada"), msg: `state "Nevada" is not a two-letter U.S. state code`},
		{name: "a casino with a latitude beyond 90", file: seed.CasinosFile,
			edit: casinoCell("lat", "123"), msg: `lat "123" must be a number from -90 to 90`},
		{name: "a casino with a longitude that is not a number", file: seed.CasinosFile,
			edit: casinoCell("lon", "west"), msg: `lon "west" must be a number from -180 to 180`},
		{name: "a casino with a latitude but no longitude", file: seed.CasinosFile,
			edit: casinoCell("lon", ""), msg: "lat and lon must both be given or both be empty"},
		{name: "a casino of an unknown type", file: seed.CasinosFile,
			edit: casinoCell("casino_type", "riverboat"), msg: `casino_type "riverboat" must be one of commercial, tribal, racino, others`},
		{name: "a casino with a negative slot machine count", file: seed.CasinosFile,
			edit: casinoCell("slot_machines", "-5"), msg: `slot_machines "-5" must be a whole number of at least 0`},
		{name: "a casino with a fractional table count", file: seed.CasinosFile,
			edit: casinoCell("table_games", "2.5"), msg: `table_games "2.5" must be a whole number of at least 0`},
		{name: `a casino whose has_hotel is "yes"`, file: seed.CasinosFile,
			edit: casinoCell("has_hotel", "yes"), msg: `has_hotel "yes" must be true, false or empty`},
		{name: "a casino without a name", file: seed.CasinosFile,
			edit: casinoCell("name", ""), msg: "name is required"},
		{name: "a casino with a three-letter country", file: seed.CasinosFile,
			edit: casinoCell("country", "USA"), msg: `country "USA" must be a two-letter ISO code`},
		{name: "a casino whose website is not a web address", file: seed.CasinosFile,
			edit: casinoCell("website", "aquarius.com"), msg: `website "aquarius.com" is not an http(s) URL`},
		{name: "a casino row with too few fields", file: seed.CasinosFile,
			edit: func(t *testing.T, d *dataFiles) int {
				n := d.casinoLine(t, unlinkedCasino2, "NV")
				d.setLine(seed.CasinosFile, n, "Aquarius Casino Resort,Laughlin,NV")
				return n
			}, msg: "wrong number of fields"},
		{name: "a casino listed twice in the same state", file: seed.CasinosFile,
			edit: func(t *testing.T, d *dataFiles) int {
				n := d.casinoLine(t, unlinkedCasino2, "NV")
				d.insertLine(seed.CasinosFile, n+1, d.line(seed.CasinosFile, n))
				return n + 1
			}, msg: `casino "Aquarius Casino Resort" in NV is listed twice (first on line %d)`},
		{name: "a casino header without the phone column", file: seed.CasinosFile,
			edit: func(t *testing.T, d *dataFiles) int {
				d.setLine(seed.CasinosFile, 1, strings.Replace(d.line(seed.CasinosFile, 1), ",phone", "", 1))
				return 1
			}, msg: "header lacks column(s) phone"},

		{name: "a program listed twice", file: seed.ProgramsFile,
			edit: func(t *testing.T, d *dataFiles) int {
				n := d.programLine(t, "Circa Rewards")
				d.insertLine(seed.ProgramsFile, 2, `  {"program_name": "Circa Rewards", "tiers": []},`)
				return n + 1
			}, msg: `program "Circa Rewards" is listed twice (first on line 2)`},
		{name: "a tier at level 0", file: seed.ProgramsFile,
			edit: tierEdit(`"level": 1,`, `"level": 0,`),
			msg:  `program "MGM Rewards", tier 1 (Sapphire): level must be an integer of at least 1`},
		{name: "a tier level used twice", file: seed.ProgramsFile,
			edit: tierEdit(`"level": 2,`, `"level": 1,`),
			msg:  `program "MGM Rewards", tier 2 (Pearl): duplicate tier name or level 1`},
		{name: "a tier with a negative qualification amount", file: seed.ProgramsFile,
			edit: tierEdit(`"qualification_amount": 20000,`, `"qualification_amount": -20000,`),
			msg:  `program "MGM Rewards", tier 2 (Pearl): qualification_amount must not be negative`},
		{name: "a tier without a name", file: seed.ProgramsFile,
			edit: tierEdit(`"name": "Pearl",`, `"name": " ",`),
			msg:  `program "MGM Rewards", tier 2: name is required`},
		{name: "a program without a name", file: seed.ProgramsFile,
			edit: func(t *testing.T, d *dataFiles) int {
				d.insertLine(seed.ProgramsFile, 2, `  {"brand": "Nameless", "tiers": []},`)
				return 2
			}, msg: "program_name is required"},
		{name: "a program with an unknown field", file: seed.ProgramsFile,
			edit: func(t *testing.T, d *dataFiles) int {
				// A program in the middle: the ones after it still load,
				// and the links to it are not blamed as well.
				n := d.programLine(t, "MGM Rewards")
				d.insertLine(seed.ProgramsFile, n+1, `    "loyalty_tiers": 3,`)
				return n
			}, msg: `malformed program: json: unknown field "loyalty_tiers"`},
		{name: "a tier level that is a string", file: seed.ProgramsFile,
			edit: tierEdit(`"level": 2,`, `"level": "2",`), msg: "malformed program: json: cannot unmarshal string"},
		{name: "a casino row with a stray quote", file: seed.CasinosFile,
			edit: func(t *testing.T, d *dataFiles) int {
				n := d.casinoLine(t, unlinkedCasino2, "NV")
				d.setLine(seed.CasinosFile, n, `The "Quoted" Casino,Las Vegas,NV,Clark,US,36.1,-115.1,commercial,,,,false,,,`)
				return n
			}, msg: `bare " in non-quoted-field`},
		{name: "a program that is not valid JSON", file: seed.ProgramsFile,
			edit: func(t *testing.T, d *dataFiles) int {
				n := d.programLine(t, "Circa Rewards")
				d.replaceAfter(t, seed.ProgramsFile, n, `"brand": "Circa",`, `"brand": "Circa"`)
				return n
			}, msg: "malformed program: invalid character"},
		{name: "a programs file that is not an array", file: seed.ProgramsFile,
			edit: func(t *testing.T, d *dataFiles) int {
				d.lines[seed.ProgramsFile] = []string{`{"program_name": "MGM Rewards"}`, ""}
				return 1
			}, msg: "expected a JSON array of programs"},

		{name: "a tier checked on a day that does not exist", file: seed.ProgramsFile,
			edit: func(t *testing.T, d *dataFiles) int {
				n := d.programLine(t, "MGM Rewards")
				line := d.find(t, seed.ProgramsFile, n, func(l string) bool { return strings.Contains(l, `"checked": "`) })
				d.setLine(seed.ProgramsFile, line, `        "checked": "2026-13-01"`)
				return n
			}, msg: `program "MGM Rewards", tier 1 (Sapphire): checked "2026-13-01" must be a date of the form YYYY-MM-DD from 1990 on`},

		{name: "a rename to a casino that is not listed", file: seed.RenamesFile,
			edit: func(t *testing.T, d *dataFiles) int {
				d.setCell(t, seed.RenamesFile, 2, "new_name", "Nowhere Casino")
				return 2
			}, msg: `casino "Rosebud Casino" in NE is renamed to "Nowhere Casino" in SD, which is not in casinos.csv`},
		{name: "a rename of a casino still listed under its old name", file: seed.RenamesFile,
			edit: func(t *testing.T, d *dataFiles) int {
				return d.appendLine(seed.RenamesFile, "Bellagio Hotel and Casino,NV,Rosebud Casino,SD,Moved")
			}, msg: `casino "Bellagio Hotel and Casino" in NV is renamed but still listed in casinos.csv`},
		{name: "a casino renamed twice", file: seed.RenamesFile,
			edit: func(t *testing.T, d *dataFiles) int {
				return d.appendLine(seed.RenamesFile, "Rosebud Casino,NE,Rosebud Casino,SD,Again")
			}, msg: `casino "Rosebud Casino" in NE is renamed twice (first on line 2)`},
		{name: "a rename with an unknown old state", file: seed.RenamesFile,
			edit: func(t *testing.T, d *dataFiles) int {
				d.setCell(t, seed.RenamesFile, 2, "old_state", "Nebraska")
				return 2
			}, msg: `old_state "Nebraska" is not a two-letter U.S. state code`},

		{name: "a published count of an unknown category", file: seed.CoverageFile,
			edit: func(t *testing.T, d *dataFiles) int {
				d.setCell(t, seed.CoverageFile, 2, "category", "bars")
				return 2
			}, msg: `category "bars" must be one of all, tribal, commercial, racino`},
		{name: "a published count of zero", file: seed.CoverageFile,
			edit: func(t *testing.T, d *dataFiles) int {
				d.setCell(t, seed.CoverageFile, 2, "published_count", "0")
				return 2
			}, msg: `published_count "0" must be a whole number of at least 1`},
		{name: "a published count without a source address", file: seed.CoverageFile,
			edit: func(t *testing.T, d *dataFiles) int {
				d.setCell(t, seed.CoverageFile, 2, "source", "casinocomp.news")
				return 2
			}, msg: `source "casinocomp.news" is not an http(s) URL`},
		{name: "a state's count of one category given twice", file: seed.CoverageFile,
			edit: func(t *testing.T, d *dataFiles) int {
				return d.appendLine(seed.CoverageFile, d.line(seed.CoverageFile, 2))
			}, msg: `count of AK is given twice (first on line 2)`},

		{name: "a link to an unknown program", file: seed.LinksFile,
			edit: func(t *testing.T, d *dataFiles) int {
				n := d.linkLine(t, "Bellagio Hotel and Casino", "NV")
				d.setCell(t, seed.LinksFile, n, "program_name", "Bellagio Rewards")
				return n
			}, msg: `program "Bellagio Rewards" is not in rewards_programs.json`},
		{name: "a link to an unknown casino", file: seed.LinksFile,
			edit: func(t *testing.T, d *dataFiles) int {
				n := d.linkLine(t, "Bellagio Hotel and Casino", "NV")
				d.setCell(t, seed.LinksFile, n, "casino_name", "Bellagio")
				return n
			}, msg: `casino "Bellagio" in "NV" is not in casinos.csv`},
		{name: "a link to a casino in the wrong state", file: seed.LinksFile,
			edit: func(t *testing.T, d *dataFiles) int {
				n := d.linkLine(t, "Bellagio Hotel and Casino", "NV")
				d.setCell(t, seed.LinksFile, n, "state", "NJ")
				return n
			}, msg: `casino "Bellagio Hotel and Casino" in "NJ" is not in casinos.csv`},
		{name: "a casino linked twice", file: seed.LinksFile,
			edit: func(t *testing.T, d *dataFiles) int {
				return d.appendLine(seed.LinksFile, "Caesars Rewards,Bellagio Hotel and Casino,NV")
			}, msg: `casino "Bellagio Hotel and Casino" in NV is already linked to a program on line %d`},
	}
	for _, tt := range tests {
		t.Run(tt.name+" is reported with file and line", func(t *testing.T) {
			d := shippedData(t)
			line := tt.edit(t, d)
			msg := tt.msg
			if strings.Contains(msg, "%d") {
				// The row it clashes with is the original one, found in the
				// unedited data.
				orig := shippedData(t)
				first := 0
				switch tt.file {
				case seed.CasinosFile:
					first = orig.casinoLine(t, unlinkedCasino2, "NV")
				case seed.LinksFile:
					first = orig.linkLine(t, "Bellagio Hotel and Casino", "NV")
				}
				msg = fmt.Sprintf(msg, first)
			}
			rows := loadErrors(t, d.dir(t))

			var here, elsewhere seed.Errors
			for _, e := range rows {
				if e.File == tt.file {
					here = append(here, e)
				} else {
					elsewhere = append(elsewhere, e)
				}
			}
			if len(here) == 0 {
				t.Fatalf("no error in %s; got:\n%v", tt.file, rows)
			}
			found := false
			for _, e := range here {
				if e.Line != line {
					t.Errorf("%s: blamed line %d, want only line %d", e, e.Line, line)
				}
				found = found || strings.Contains(e.Msg, msg)
			}
			if !found {
				t.Errorf("no error for line %d says %q; got:\n%v", line, msg, here)
			}
			if want := fmt.Sprintf("%s:%d: ", tt.file, line); !strings.Contains(rows.Error(), want) {
				t.Errorf("error text lacks %q:\n%s", want, rows.Error())
			}
			// One mistake is one report: rows that point at the broken
			// row (or past where a file stopped being readable) are not
			// blamed as well.
			for _, e := range elsewhere {
				t.Errorf("unexpected error in another file: %s", e)
			}
		})
	}
}

func TestLoadReportsEveryMalformedRow(t *testing.T) {
	t.Run("bad rows in all three files are reported, file by file in line order", func(t *testing.T) {
		d := shippedData(t)
		f := seed.CasinosFile
		near := d.casinoLine(t, unlinkedCasino, "AR")
		d.setCell(t, f, near, "has_hotel", "yes")
		mid := d.casinoLine(t, unlinkedCasino2, "NV")
		d.setCell(t, f, mid, "state", "ZZ")
		last := len(d.lines[f]) - 1 // the file ends with a line end
		d.setCell(t, f, last, "casino_type", "bingo")
		d.setCell(t, f, last, "lat", "-91")
		mgm := d.programLine(t, "MGM Rewards")
		d.replaceAfter(t, seed.ProgramsFile, mgm, `"level": 3,`, `"level": -3,`)
		link := d.linkLine(t, "Bellagio Hotel and Casino", "NV")
		d.setCell(t, seed.LinksFile, link, "program_name", "Bellagio Rewards")

		var got []string
		for _, e := range loadErrors(t, d.dir(t)) {
			got = append(got, fmt.Sprintf("%s:%d", e.File, e.Line))
		}
		want := []string{
			fmt.Sprintf("rewards_programs.json:%d", mgm),
			fmt.Sprintf("casinos.csv:%d", near),
			fmt.Sprintf("casinos.csv:%d", mid),
			fmt.Sprintf("casinos.csv:%d", last), // lat
			fmt.Sprintf("casinos.csv:%d", last), // casino_type
			fmt.Sprintf("program_properties.csv:%d", link),
		}
		// The last casino's two messages may come in any order; the
		// positions must not.
		if !slices.Equal(got, want) {
			t.Errorf("errors at\n  %v\nwant\n  %v", got, want)
		}
	})

	t.Run("at most 50 errors are reported, the first ones", func(t *testing.T) {
		d := shippedData(t)
		for n := 2; n <= 61; n++ {
			d.setCell(t, seed.CasinosFile, n, "has_hotel", "maybe")
		}
		rows := loadErrors(t, d.dir(t))
		if len(rows) != 50 {
			t.Fatalf("%d errors, want 50", len(rows))
		}
		if rows[0].Line != 2 || rows[49].Line != 51 {
			t.Errorf("errors run from line %d to %d, want 2 to 51", rows[0].Line, rows[49].Line)
		}
		if !strings.HasPrefix(rows.Error(), "50 malformed row(s), reporting stops at 50:\ncasinos.csv:2: ") {
			t.Errorf("error text starts %q", rows.Error()[:60])
		}
	})
}

func TestLoadAcceptsHarmlessVariations(t *testing.T) {
	want, err := seed.Load(data.Files)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		edit func(t *testing.T, d *dataFiles)
		// floor is the gaming_floor_sqft the edit gives unlinkedCasino2 (0: none).
		floor int
	}{
		{"CSV files with LF line ends load the same", func(t *testing.T, d *dataFiles) {
			d.eol[seed.CasinosFile], d.eol[seed.LinksFile] = "\n", "\n"
		}, 0},
		{"a CSV file starting with a byte order mark loads the same", func(t *testing.T, d *dataFiles) {
			d.setLine(seed.CasinosFile, 1, "\ufeff"+d.line(seed.CasinosFile, 1))
		}, 0},
		{"cells with spaces around them and a lower-case state load the same", func(t *testing.T, d *dataFiles) {
			n := d.casinoLine(t, unlinkedCasino2, "NV")
			d.setCell(t, seed.CasinosFile, n, "state", " nv ")
			d.setCell(t, seed.CasinosFile, n, "has_hotel", " true")
			d.setCell(t, seed.CasinosFile, n, "city", "  Laughlin ")
		}, 0},
		{"extra optional columns in casinos.csv are read", func(t *testing.T, d *dataFiles) {
			f := seed.CasinosFile
			d.setLine(f, 1, d.line(f, 1)+",nigc_license_type,gaming_floor_sqft")
			for n := 2; n < len(d.lines[f]); n++ {
				d.setLine(f, n, d.line(f, n)+",,")
			}
			d.setCell(t, f, d.casinoLine(t, unlinkedCasino2, "NV"), "gaming_floor_sqft", "1900")
		}, 1900},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := shippedData(t)
			tt.edit(t, d)
			ds, err := seed.Load(d.dir(t))
			if err != nil {
				t.Fatalf("Load: %v", err)
			}
			if len(ds.Casinos) != len(want.Casinos) {
				t.Fatalf("%d casinos, want %d", len(ds.Casinos), len(want.Casinos))
			}
			for i, c := range ds.Casinos {
				w := want.Casinos[i]
				if c.Name == unlinkedCasino2 && tt.floor != 0 {
					if c.GamingFloorSqft == nil || *c.GamingFloorSqft != tt.floor {
						t.Errorf("%s: gaming_floor_sqft = %v, want %d", c.Name, c.GamingFloorSqft, tt.floor)
					}
					c.GamingFloorSqft = nil // the one cell the data does not have
				}
				if !reflect.DeepEqual(c, w) {
					t.Fatalf("casino %d loads as\n  %+v\nwant\n  %+v", i, c, w)
				}
			}
		})
	}
}

func TestLoadNeedsAllThreeFiles(t *testing.T) {
	t.Run("without renames.csv and coverage.csv the data loads, with no renames and no published counts", func(t *testing.T) {
		d := shippedData(t)
		delete(d.lines, seed.RenamesFile)
		delete(d.lines, seed.CoverageFile)
		ds, err := seed.Load(d.dir(t))
		if err != nil {
			t.Fatal(err)
		}
		if len(ds.Renames) != 0 || len(ds.Published) != 0 || len(ds.Casinos) != shippedSize(t).casinos {
			t.Errorf("loaded %d renames, %d counts, %d casinos", len(ds.Renames), len(ds.Published), len(ds.Casinos))
		}
	})
	for _, missing := range requiredFiles {
		t.Run("without "+missing+" the error names it", func(t *testing.T) {
			d := shippedData(t)
			delete(d.lines, missing)
			_, err := seed.Load(d.dir(t))
			var rows seed.Errors
			if err == nil || errors.As(err, &rows) {
				t.Fatalf("Load error = %v, want a missing-file error", err)
			}
			if !errors.Is(err, fs.ErrNotExist) || !strings.Contains(err.Error(), missing) {
				t.Errorf("error %q does not say %s is missing", err, missing)
			}
		})
	}
}

func TestLoadFollowsRenamesToTheCasinoListedNow(t *testing.T) {
	t.Run("a rename of a rename leads both old slugs to the casino listed now", func(t *testing.T) {
		d := shippedData(t)
		d.setCell(t, seed.CasinosFile, d.casinoLine(t, "Rosebud Casino", "SD"), "name", "Rosebud Casino and Quality Inn")
		d.appendLine(seed.RenamesFile, "Rosebud Casino,SD,Rosebud Casino and Quality Inn,SD,Renamed")
		ds, err := seed.Load(d.dir(t))
		if err != nil {
			t.Fatal(err)
		}
		want := directory.CasinoID("Rosebud Casino and Quality Inn", "SD")
		if n := shippedSize(t).renames + 1; len(ds.Renames) != n {
			t.Fatalf("%d renames, want %d", len(ds.Renames), n)
		}
		rosebud := 0
		for _, r := range ds.Renames {
			if r.OldName != "Rosebud Casino" {
				continue
			}
			rosebud++
			if r.CasinoID != want {
				t.Errorf("%s in %s leads to %s, want %s", r.OldName, r.OldState, r.CasinoID, want)
			}
			if id := directory.CasinoID(r.OldName, r.OldState); r.ID != id || r.OldSlug != directory.CasinoSlug(id, r.OldName, r.OldState) {
				t.Errorf("%s in %s: id %s slug %s, want the old casino's", r.OldName, r.OldState, r.ID, r.OldSlug)
			}
		}
		if rosebud != 2 {
			t.Errorf("%d renames of Rosebud Casino, want 2 (from NE and from SD)", rosebud)
		}
	})
	t.Run("renames that go round in a circle are refused", func(t *testing.T) {
		d := shippedData(t)
		first := d.appendLine(seed.RenamesFile, "Old One,NV,Old Two,NV,x")
		d.appendLine(seed.RenamesFile, "Old Two,NV,Old One,NV,y")
		rows := loadErrors(t, d.dir(t))
		if len(rows) != 2 || rows[0].Line != first || !strings.Contains(rows[0].Msg, "go round in a circle") {
			t.Errorf("errors %v, want both lines reported as a circle", rows)
		}
	})
}
