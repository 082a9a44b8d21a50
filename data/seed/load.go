// Package seed imports the directory's data files (casinos, rewards programs
// with their tier ladders, and the links between them) into a store.
//
// The import is all or nothing: every file is parsed and checked first, and
// if any row is malformed the errors are reported with file and line and
// nothing is written. A valid data set is then written in one transaction,
// so a reader never sees half an import (or half a casino).
package seed

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net/url"
	"strconv"
	"strings"

	"github.com/google/uuid"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/internal/domain/directory"
	"github.com/tierline/tierline/persistence"
)

// File names inside the data folder. The first three are required; the
// others may be absent (a folder without them has no renamed casinos and no
// published counts to compare with).
const (
	CasinosFile  = "casinos.csv"
	ProgramsFile = "rewards_programs.json"
	LinksFile    = "program_properties.csv"
	RenamesFile  = "renames.csv"
	CoverageFile = "coverage.csv"
)

// maxReported caps how many row errors one load reports.
const maxReported = 50

// Dataset is a parsed, checked data set ready to import.
type Dataset struct {
	Programs []persistence.RewardsProgram
	Tiers    []persistence.Tier
	Casinos  []persistence.Casino
	// Renames keep the old slugs of corrected casinos answering.
	Renames []persistence.CasinoRename
	// Published are the cited casino counts the data is measured against
	// (coverage.csv); they are reported, not imported.
	Published []PublishedCount
}

// RowError is one malformed row.
type RowError struct {
	File string
	Line int
	Msg  string
}

func (e RowError) Error() string { return fmt.Sprintf("%s:%d: %s", e.File, e.Line, e.Msg) }

// Errors is every malformed row of a load (at most maxReported).
type Errors []RowError

func (es Errors) Error() string {
	lines := make([]string, len(es))
	for i, e := range es {
		lines[i] = e.Error()
	}
	more := ""
	if len(es) >= maxReported {
		more = fmt.Sprintf(", reporting stops at %d", maxReported)
	}
	return fmt.Sprintf("%d malformed row(s)%s:\n%s", len(es), more, strings.Join(lines, "\n"))
}

type loader struct {
	ds   Dataset
	errs Errors
	// cutShort names the files whose reading stopped at an error; rows
	// that point into them are not blamed for pointing at nothing.
	cutShort map[string]bool
}

func (l *loader) fail(file string, line int, format string, args ...any) {
	if len(l.errs) < maxReported {
		l.errs = append(l.errs, RowError{File: file, Line: line, Msg: fmt.Sprintf(format, args...)})
	}
}

// Load reads and checks the three data files in fsys. It returns Errors when
// any row is malformed.
func Load(fsys fs.FS) (*Dataset, error) {
	l := &loader{cutShort: map[string]bool{}}
	programs, err := fs.ReadFile(fsys, ProgramsFile)
	if err != nil {
		return nil, fmt.Errorf("seed: %w", err)
	}
	casinos, err := fs.ReadFile(fsys, CasinosFile)
	if err != nil {
		return nil, fmt.Errorf("seed: %w", err)
	}
	links, err := fs.ReadFile(fsys, LinksFile)
	if err != nil {
		return nil, fmt.Errorf("seed: %w", err)
	}
	renames, err := readOptional(fsys, RenamesFile)
	if err != nil {
		return nil, err
	}
	coverage, err := readOptional(fsys, CoverageFile)
	if err != nil {
		return nil, err
	}
	programByName := l.programs(programs)
	casinoByKey := l.casinos(casinos)
	l.links(links, programByName, casinoByKey)
	if renames != nil {
		l.renames(renames, casinoByKey)
	}
	if coverage != nil {
		l.coverage(coverage)
	}
	if len(l.errs) > 0 {
		return nil, l.errs
	}
	return &l.ds, nil
}

type programJSON struct {
	ProgramName *string    `json:"program_name"`
	Brand       *string    `json:"brand"`
	Property    *string    `json:"property"`
	Region      *string    `json:"region"`
	URL         *string    `json:"url"`
	TierPeriod  *string    `json:"tier_period"`
	Earning     *string    `json:"earning"`
	LadderNote  *string    `json:"ladder_note"`
	Tiers       []tierJSON `json:"tiers"`
}

type tierJSON struct {
	Name                *string  `json:"name"`
	Level               *int     `json:"level"`
	Qualification       *string  `json:"qualification"`
	QualificationAmount *float64 `json:"qualification_amount"`
	QualificationUnit   *string  `json:"qualification_unit"`
	Benefits            []string `json:"benefits"`
	Verified            *bool    `json:"verified"`
	Source              *string  `json:"source"`
	Checked             *string  `json:"checked"`
}

// programs parses rewards_programs.json, a JSON array of programs; each error
// names the line where the offending program starts.
func (l *loader) programs(raw []byte) map[string]uuid.UUID {
	byName := map[string]uuid.UUID{}
	dec := json.NewDecoder(bytes.NewReader(raw))
	if tok, err := dec.Token(); err != nil || tok != json.Delim('[') {
		l.fail(ProgramsFile, 1, "expected a JSON array of programs")
		l.cutShort[ProgramsFile] = true
		return byName
	}
	firstLine := map[string]int{}
	for dec.More() {
		line := lineAt(raw, int(dec.InputOffset()))
		var obj json.RawMessage
		if err := dec.Decode(&obj); err != nil {
			// A syntax error leaves the decoder nowhere to resume from.
			l.fail(ProgramsFile, line, "malformed program: %v", err)
			l.cutShort[ProgramsFile] = true
			return byName
		}
		var p programJSON
		strict := json.NewDecoder(bytes.NewReader(obj))
		strict.DisallowUnknownFields()
		if err := strict.Decode(&p); err != nil {
			l.fail(ProgramsFile, line, "malformed program: %v", err)
			// Still register its name, so the links to it are not
			// reported as links to an unknown program as well.
			var named struct {
				ProgramName *string `json:"program_name"`
			}
			if json.Unmarshal(obj, &named) == nil && trimmed(named.ProgramName) != nil {
				byName[*trimmed(named.ProgramName)] = directory.ProgramID(*trimmed(named.ProgramName))
			}
			continue
		}
		name := trimmed(p.ProgramName)
		switch {
		case name == nil:
			l.fail(ProgramsFile, line, "program_name is required")
			continue
		case firstLine[*name] != 0:
			l.fail(ProgramsFile, line, "program %q is listed twice (first on line %d)", *name, firstLine[*name])
			continue
		}
		firstLine[*name] = line
		if p.URL != nil && !isHTTPURL(*p.URL) {
			l.fail(ProgramsFile, line, "program %q: url %q is not an http(s) URL", *name, *p.URL)
		}
		id := directory.ProgramID(*name)
		byName[*name] = id
		l.ds.Programs = append(l.ds.Programs, persistence.RewardsProgram{
			ID: id, ProgramName: *name, Brand: trimmed(p.Brand), Property: trimmed(p.Property),
			Region: trimmed(p.Region), URL: trimmed(p.URL), TierPeriod: trimmed(p.TierPeriod), Earning: trimmed(p.Earning),
			LadderNote: trimmed(p.LadderNote),
		})
		levels, names := map[int]bool{}, map[string]bool{}
		for i, t := range p.Tiers {
			where := fmt.Sprintf("program %q, tier %d", *name, i+1)
			tname := trimmed(t.Name)
			switch {
			case tname == nil:
				l.fail(ProgramsFile, line, "%s: name is required", where)
				continue
			case t.Level == nil || *t.Level < 1:
				l.fail(ProgramsFile, line, "%s (%s): level must be an integer of at least 1", where, *tname)
				continue
			case levels[*t.Level] || names[*tname]:
				l.fail(ProgramsFile, line, "%s (%s): duplicate tier name or level %d", where, *tname, *t.Level)
				continue
			case t.QualificationAmount != nil && *t.QualificationAmount < 0:
				l.fail(ProgramsFile, line, "%s (%s): qualification_amount must not be negative", where, *tname)
				continue
			case t.Source != nil && !isHTTPURL(*t.Source):
				l.fail(ProgramsFile, line, "%s (%s): source %q is not an http(s) URL", where, *tname, *t.Source)
				continue
			}
			var checked *domain.Date
			if c := trimmed(t.Checked); c != nil {
				d, err := domain.ParseDate(*c)
				if err != nil || d.Year() < 1990 {
					l.fail(ProgramsFile, line, "%s (%s): checked %q must be a date of the form YYYY-MM-DD from 1990 on", where, *tname, *c)
					continue
				}
				checked = &d
			}
			levels[*t.Level], names[*tname] = true, true
			benefits := []string{}
			for _, b := range t.Benefits {
				if b = strings.TrimSpace(b); b != "" {
					benefits = append(benefits, b)
				}
			}
			l.ds.Tiers = append(l.ds.Tiers, persistence.Tier{
				ID: directory.TierID(*name, *tname), ProgramID: id, Name: *tname, Level: *t.Level,
				Qualification: trimmed(t.Qualification), QualificationAmount: t.QualificationAmount,
				QualificationUnit: trimmed(t.QualificationUnit), Benefits: benefits,
				Verified: t.Verified != nil && *t.Verified, Source: trimmed(t.Source), Checked: checked,
			})
		}
	}
	return byName
}

// casinoColumns are the columns casinos.csv must have; optionalColumns may
// be present and are read when they are.
var (
	casinoColumns   = []string{"name", "city", "state", "county", "country", "lat", "lon", "casino_type", "tribal_nation", "slot_machines", "table_games", "has_hotel", "brand", "website", "phone"}
	optionalColumns = []string{"nigc_license_type", "opened_year", "gaming_floor_sqft", "hotel_rooms"}
)

type casinoKey struct{ name, state string }

func (l *loader) casinos(raw []byte) map[casinoKey]int {
	byKey := map[casinoKey]int{}
	lines := map[casinoKey]int{}
	l.readCSV(CasinosFile, raw, casinoColumns, func(line int, get func(string) string) {
		row := casinoRow{l: l, line: line, get: get}
		c := row.casino()
		if c == nil {
			return
		}
		key := casinoKey{c.Name, *c.State}
		if first, dup := lines[key]; dup {
			l.fail(CasinosFile, line, "casino %q in %s is listed twice (first on line %d)", c.Name, *c.State, first)
			return
		}
		lines[key] = line
		byKey[key] = len(l.ds.Casinos)
		l.ds.Casinos = append(l.ds.Casinos, *c)
	})
	return byKey
}

// casinoRow converts one CSV row into a casino, reporting every bad cell.
type casinoRow struct {
	l    *loader
	line int
	get  func(string) string
	bad  bool
}

func (r *casinoRow) fail(format string, args ...any) {
	r.bad = true
	r.l.fail(CasinosFile, r.line, format, args...)
}

func (r *casinoRow) casino() *persistence.Casino {
	name := r.get("name")
	if name == "" {
		r.fail("name is required")
	}
	state, ok := directory.NormalizeState(r.get("state"))
	if !ok {
		r.fail("state %q is not a two-letter U.S. state code", r.get("state"))
	}
	typ := r.get("casino_type")
	if !directory.IsCasinoType(typ) {
		r.fail("casino_type %q must be one of %s", typ, strings.Join(directory.CasinoTypes, ", "))
	}
	c := &persistence.Casino{
		Name:            name,
		City:            optional(r.get("city")),
		County:          optional(r.get("county")),
		Country:         optional(r.get("country")),
		CasinoType:      optional(typ),
		TribalNation:    optional(r.get("tribal_nation")),
		NIGCLicenseType: optional(r.get("nigc_license_type")),
		Brand:           optional(r.get("brand")),
		Website:         optional(r.get("website")),
		Phone:           optional(r.get("phone")),
		Lat:             r.float("lat", -90, 90),
		Lon:             r.float("lon", -180, 180),
		SlotMachines:    r.count("slot_machines"),
		TableGames:      r.count("table_games"),
		OpenedYear:      r.count("opened_year"),
		GamingFloorSqft: r.count("gaming_floor_sqft"),
		HotelRooms:      r.count("hotel_rooms"),
		HasHotel:        r.boolean("has_hotel"),
	}
	if c.Country != nil && len(*c.Country) != 2 {
		r.fail("country %q must be a two-letter ISO code", *c.Country)
	}
	if (r.get("lat") == "") != (r.get("lon") == "") {
		r.fail("lat and lon must both be given or both be empty")
	}
	if c.Website != nil && !isHTTPURL(*c.Website) {
		r.fail("website %q is not an http(s) URL", *c.Website)
	}
	if r.bad {
		return nil
	}
	c.State = &state
	c.ID = directory.CasinoID(name, state)
	c.Slug = directory.CasinoSlug(c.ID, name, state)
	nameSlug, stateSlug := directory.NameSlug(name), directory.StateSlug(state)
	c.NameSlug, c.StateSlug = &nameSlug, &stateSlug
	return c
}

func (r *casinoRow) float(col string, min, max float64) *float64 {
	s := r.get(col)
	if s == "" {
		return nil
	}
	f, err := strconv.ParseFloat(s, 64)
	if err != nil || f < min || f > max {
		r.fail("%s %q must be a number from %g to %g", col, s, min, max)
		return nil
	}
	return &f
}

func (r *casinoRow) count(col string) *int {
	s := r.get(col)
	if s == "" {
		return nil
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 0 {
		r.fail("%s %q must be a whole number of at least 0", col, s)
		return nil
	}
	return &n
}

func (r *casinoRow) boolean(col string) *bool {
	switch s := r.get(col); s {
	case "":
		return nil
	case "true", "false":
		b := s == "true"
		return &b
	default:
		r.fail("%s %q must be true, false or empty", col, s)
		return nil
	}
}

// links reads program_properties.csv and sets each linked casino's program.
func (l *loader) links(raw []byte, programs map[string]uuid.UUID, casinos map[casinoKey]int) {
	linked := map[int]int{} // casino index → line of its link
	l.readCSV(LinksFile, raw, []string{"program_name", "casino_name", "state"}, func(line int, get func(string) string) {
		pid, ok := programs[get("program_name")]
		if !ok {
			if !l.cutShort[ProgramsFile] {
				l.fail(LinksFile, line, "program %q is not in %s", get("program_name"), ProgramsFile)
			}
			return
		}
		state, _ := directory.NormalizeState(get("state"))
		idx, ok := casinos[casinoKey{get("casino_name"), state}]
		if !ok {
			if !l.cutShort[CasinosFile] {
				l.fail(LinksFile, line, "casino %q in %q is not in %s", get("casino_name"), get("state"), CasinosFile)
			}
			return
		}
		if first, dup := linked[idx]; dup {
			l.fail(LinksFile, line, "casino %q in %s is already linked to a program on line %d", get("casino_name"), state, first)
			return
		}
		linked[idx] = line
		l.ds.Casinos[idx].RewardsProgramID = &pid
	})
}

// readCSV reads an RFC 4180 file with a header row that must hold the
// required columns, and calls row for each record with its line number and a
// getter for trimmed cells (empty for a column the file does not have).
func (l *loader) readCSV(file string, raw []byte, required []string, row func(line int, get func(string) string)) {
	r := csv.NewReader(bytes.NewReader(bytes.TrimPrefix(raw, []byte("\ufeff"))))
	header, err := r.Read()
	if err != nil {
		l.fail(file, 1, "cannot read the header row: %v", err)
		l.cutShort[file] = true
		return
	}
	index := map[string]int{}
	for i, h := range header {
		index[strings.TrimSpace(h)] = i
	}
	var missing []string
	for _, c := range required {
		if _, ok := index[c]; !ok {
			missing = append(missing, c)
		}
	}
	if len(missing) > 0 {
		l.fail(file, 1, "header lacks column(s) %s", strings.Join(missing, ", "))
		l.cutShort[file] = true
		return
	}
	for {
		rec, err := r.Read()
		if err == io.EOF {
			return
		}
		if err != nil {
			var pe *csv.ParseError
			if !errors.As(err, &pe) {
				l.fail(file, 0, "%v", err)
				l.cutShort[file] = true
				return
			}
			l.fail(file, pe.StartLine, "%v", pe.Err)
			if errors.Is(pe.Err, csv.ErrFieldCount) {
				continue // the record was read whole; the next one starts cleanly
			}
			// A quoting error: where the next record starts is unknown.
			l.cutShort[file] = true
			return
		}
		line, _ := r.FieldPos(0)
		row(line, func(col string) string {
			if i, ok := index[col]; ok && i < len(rec) {
				return strings.TrimSpace(rec[i])
			}
			return ""
		})
	}
}

// readOptional reads a file that may be absent (nil then).
func readOptional(fsys fs.FS, name string) ([]byte, error) {
	raw, err := fs.ReadFile(fsys, name)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("seed: %w", err)
	}
	return raw, nil
}

// lineAt is the 1-based line of the first non-space byte at or after offset.
func lineAt(raw []byte, offset int) int {
	for offset < len(raw) && (raw[offset] == ' ' || raw[offset] == '\n' || raw[offset] == '\r' || raw[offset] == '\t' || raw[offset] == ',') {
		offset++
	}
	return bytes.Count(raw[:offset], []byte("\n")) + 1
}

func optional(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

func trimmed(p *string) *string {
	if p == nil {
		return nil
	}
	return optional(strings.TrimSpace(*p))
}

func isHTTPURL(s string) bool {
	u, err := url.Parse(s)
	return err == nil && (u.Scheme == "http" || u.Scheme == "https") && u.Host != ""
}
