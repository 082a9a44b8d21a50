package dirsnap_test

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"github.com/tierline/tierline/data"
	"github.com/tierline/tierline/data/seed"
	"github.com/tierline/tierline/internal/domain/directory"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/persistence/dbtest"
	"github.com/tierline/tierline/persistence/dirsnap"
)

func TestMain(m *testing.M) { dbtest.Main(m) }

// oddCasinos are casinos the shipped data lacks but a search must treat
// exactly as SQL does: LIKE's wildcards and escape character in names,
// upper-case and non-ASCII letters, unknown coordinates and hotel, two
// casinos at one point (a tie of distance), two of one name (a tie of
// name), and a brand and tribal nation with wildcards and odd letters.
func oddCasinos() []persistence.Casino {
	str := func(s string) *string { return &s }
	f := func(v float64) *float64 { return &v }
	yes, no := true, false
	mk := func(name, state string, lat, lon *float64, hotel *bool) persistence.Casino {
		id := uuid.NewSHA1(uuid.NameSpaceURL, []byte(name+state+fmt.Sprint(lat)))
		return persistence.Casino{
			ID: id, Slug: "odd-" + id.String(), Name: name, State: str(state), Country: str("US"),
			Lat: lat, Lon: lon, HasHotel: hotel, CasinoType: str("commercial"), City: str("Oddville"),
		}
	}
	return []persistence.Casino{
		mk("100% Slots_Hall", "NV", f(36.1), f(-115.1), &yes),
		mk("Back\\Slash Casino", "NV", f(36.1), f(-115.1), &no),
		mk("ÉLAN Casino Ünïcode", "NJ", f(39.36), f(-74.43), nil),
		mk("CASINO IN CAPITALS", "NJ", nil, nil, &yes),
		mk("Twin Name Casino", "MS", f(30.39), f(-88.89), nil),
		mk("Twin Name Casino", "MS", f(30.40), f(-88.89), nil),
		branded(mk("Odd Brand Hall", "NV", f(36.1), f(-115.1), &yes), "Odd%Brand_Co\\", "ÜNÏON Nation"),
	}
}

// branded is c with a brand and a tribal nation: q searches both as it
// searches names (LIKE's wildcards, case, non-ASCII letters).
func branded(c persistence.Casino, brand, nation string) persistence.Casino {
	c.Brand, c.TribalNation = &brand, &nation
	return c
}

// seededWithOdds is a database of its own with the shipped directory and
// oddCasinos.
func seededWithOdds(t *testing.T) *bun.DB {
	t.Helper()
	ctx := context.Background()
	db := dbtest.NewMigrated(t)
	ds, err := seed.Load(data.Files)
	if err != nil {
		t.Fatal(err)
	}
	ds.Casinos = append(ds.Casinos, oddCasinos()...)
	if _, err := seed.Import(ctx, db, ds, discard{}); err != nil {
		t.Fatal(err)
	}
	return db
}

type discard struct{}

func (discard) Write(p []byte) (int, error) { return len(p), nil }

func load(t *testing.T, db *bun.DB) *dirsnap.Snapshot {
	t.Helper()
	rows, err := persistence.ReadDirectory(context.Background(), db)
	if err != nil {
		t.Fatal(err)
	}
	return dirsnap.Build(rows)
}

// casinoFilters is the table of searches compared: every filter alone and
// in pairs, and a fixed pseudo-random sample of combinations of all.
func casinoFilters() []persistence.CasinoFilter {
	t, fa := true, false
	queries := []string{"", "a", "ca", "cas", "casino", "CaSiNo", "resort", "hotel & casino", "harrah's", "st.",
		"%", "_", "\\", "100%", "slots_h", "élan", "ÉLAN", "ü", "twin name", "zzqx", " ",
		// brands and tribal nations (q matches them as it matches names),
		// wildcards in a brand, non-ASCII in a nation, and queries that
		// span two fields (name end + brand start, brand end + nation
		// start, brand + nation of the odd casino), which match nothing
		"PENN Entertainment", "penn", "Chickasaw Nation", "nation", "poarch band of creek indians", "hard rock",
		"seminole tribe", "station casinos", "%brand_", "co\\", "ünïon", "ÜNÏON", "n nat",
		"International Seminole", "internationalseminole", "hall odd%", "co\\ünïon", "_co\\Ü"}
	states := []string{"", "NV", "NJ", "OK", "MS", "CA"}
	types := []string{"", "commercial", "tribal", "racino", "others"}
	bools := []*bool{nil, &t, &fa}
	// programs: none, the largest (Caesars Rewards, across many states),
	// others of many and of one casino, and an id no program has.
	programs := []*uuid.UUID{nil}
	for _, name := range []string{"Caesars Rewards", "PENN Play", "Bally Rewards", "Circa Rewards"} {
		id := directory.ProgramID(name)
		programs = append(programs, &id)
	}
	programs = append(programs, &uuid.UUID{1})
	nears := []*persistence.Circle{nil,
		{Lat: 36.1126, Lon: -115.1767, RadiusKm: 5},
		{Lat: 36.1, Lon: -115.1, RadiusKm: 30},
		{Lat: 39.3643, Lon: -74.4229, RadiusKm: 50},
		{Lat: 30.39, Lon: -88.89, RadiusKm: 500},
		{Lat: 0, Lon: 0, RadiusKm: 100},
	}
	var out []persistence.CasinoFilter
	for _, q := range queries {
		out = append(out, persistence.CasinoFilter{Query: q})
		out = append(out, persistence.CasinoFilter{Query: q, State: "NV"})
		out = append(out, persistence.CasinoFilter{Query: q, Near: nears[3]})
	}
	for _, s := range states {
		for _, ty := range types {
			out = append(out, persistence.CasinoFilter{State: s, Type: ty})
		}
	}
	for _, r := range bools {
		for _, h := range bools {
			for _, n := range nears {
				out = append(out, persistence.CasinoFilter{HasRewards: r, HasHotel: h, Near: n})
			}
		}
	}
	for _, p := range programs {
		for _, s := range states {
			out = append(out, persistence.CasinoFilter{Program: p, State: s})
		}
		for _, r := range bools {
			out = append(out, persistence.CasinoFilter{Program: p, HasRewards: r})
		}
		for _, n := range nears {
			out = append(out, persistence.CasinoFilter{Program: p, Near: n})
		}
		out = append(out, persistence.CasinoFilter{Program: p, Query: "casino", HasHotel: &t})
	}
	rng := rand.New(rand.NewPCG(16, 1))
	for range 120 {
		out = append(out, persistence.CasinoFilter{
			Query: queries[rng.IntN(len(queries))], State: states[rng.IntN(len(states))], Type: types[rng.IntN(len(types))],
			HasRewards: bools[rng.IntN(3)], HasHotel: bools[rng.IntN(3)], Near: nears[rng.IntN(len(nears))],
			Program: programs[rng.IntN(len(programs))],
		})
	}
	return out
}

func describe(f persistence.CasinoFilter) string {
	b := func(p *bool) string {
		if p == nil {
			return "-"
		}
		return fmt.Sprint(*p)
	}
	near := "-"
	if f.Near != nil {
		near = fmt.Sprintf("%v,%v/%vkm", f.Near.Lat, f.Near.Lon, f.Near.RadiusKm)
	}
	program := "-"
	if f.Program != nil {
		program = f.Program.String()
	}
	return fmt.Sprintf("q=%q state=%s type=%s rewards=%s hotel=%s program=%s near=%s limit=%d offset=%d",
		f.Query, f.State, f.Type, b(f.HasRewards), b(f.HasHotel), program, near, f.Limit, f.Offset)
}

func asJSON(t *testing.T, v any) string {
	t.Helper()
	raw, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(raw)
}

// TestSearchAnswersAsSQLDoes compares the snapshot's answer with the SQL
// search (the reference) for every filter of the table, on whole result
// lists and on pages: the same casinos in the same order, the same
// distances, the same count.
func TestSearchAnswersAsSQLDoes(t *testing.T) {
	ctx := context.Background()
	db := seededWithOdds(t)
	dir := persistence.NewDirectory(db)
	snap := load(t, db)
	pages := [][2]int{{math.MaxInt32, 0}, {24, 0}, {5, 3}, {100, 950}, {1, 2000}}
	nonEmpty := 0
	for _, f := range casinoFilters() {
		for _, p := range pages {
			f.Limit, f.Offset = p[0], p[1]
			want, wantCount, err := dir.SearchCasinos(ctx, f)
			if err != nil {
				t.Fatalf("SQL %s: %v", describe(f), err)
			}
			got, err := snap.SearchCasinos(f, nil)
			if err != nil {
				t.Fatalf("snapshot %s: %v", describe(f), err)
			}
			if got.Count != wantCount {
				t.Errorf("%s: count %d, SQL %d", describe(f), got.Count, wantCount)
			}
			if g, w := asJSON(t, got.Casinos), asJSON(t, want); g != w {
				t.Errorf("%s: the page differs from SQL's\n got %.300s\nwant %.300s", describe(f), g, w)
			}
			if len(want) > 0 {
				nonEmpty++
			}
		}
	}
	if nonEmpty < 300 {
		t.Errorf("only %d of the compared answers found any casino: the table tests too little", nonEmpty)
	}
}

// TestQuerySearchesNameBrandAndNation pins what q matches, on both
// searches, against counts taken from the shipped data and the odd
// casinos: the brand or tribal nation as data/casinos.csv spells it
// matches those casinos, and a query spanning two fields matches none.
func TestQuerySearchesNameBrandAndNation(t *testing.T) {
	ctx := context.Background()
	db := seededWithOdds(t)
	dir := persistence.NewDirectory(db)
	snap := load(t, db)
	for _, c := range []struct {
		q, state string
		want     int
	}{
		{q: "Chickasaw Nation", want: 15},               // tribal_nation; no name has it
		{q: "PENN Entertainment", state: "MS", want: 5}, // brand
		{q: "Poarch Band of Creek Indians", state: "AL", want: 3},
		{q: "odd%brand_co\\", want: 1}, // a brand's wildcards are characters
		{q: "ünïon", want: 0},          // non-ASCII letters are not folded
		{q: "ÜNÏON nation", want: 1},
		{q: "Hard Rock International Seminole", want: 0}, // brand end + nation start
		{q: "InternationalSeminole", want: 0},
		{q: "Hall Odd", want: 0}, // name end + brand start
		{q: "Co\\ÜNÏON", want: 0},
	} {
		f := persistence.CasinoFilter{Query: c.q, State: c.state, Limit: 100}
		_, sqlCount, err := dir.SearchCasinos(ctx, f)
		if err != nil {
			t.Fatal(err)
		}
		page, err := snap.SearchCasinos(f, nil)
		if err != nil {
			t.Fatal(err)
		}
		if sqlCount != c.want || page.Count != c.want {
			t.Errorf("q=%q state=%q: SQL %d, snapshot %d casinos, want %d", c.q, c.state, sqlCount, page.Count, c.want)
		}
	}
}

func TestProgramsAndLookupsAnswerAsSQLDoes(t *testing.T) {
	ctx := context.Background()
	db := seededWithOdds(t)
	dir := persistence.NewDirectory(db)
	snap := load(t, db)
	for _, search := range []string{"", "caesars", "REWARDS", "club", "%", "_", "zzqx"} {
		for _, brand := range []string{"", "Caesars Entertainment", "mgm resorts", "nope"} {
			for _, p := range [][2]int{{200, 0}, {3, 1}, {10, 500}} {
				f := persistence.ProgramFilter{Search: search, Brand: brand, Limit: p[0], Offset: p[1]}
				want, wantCount, err := dir.Programs(ctx, f)
				if err != nil {
					t.Fatal(err)
				}
				got, count := snap.Programs(f)
				if count != wantCount || asJSON(t, got) != asJSON(t, want) {
					t.Errorf("programs %+v: %d %s, SQL %d %s", f, count, asJSON(t, got), wantCount, asJSON(t, want))
				}
			}
		}
	}
	all, _, err := dir.SearchCasinos(ctx, persistence.CasinoFilter{Limit: math.MaxInt32})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range all {
		want, err := dir.CasinoBySlug(ctx, c.Slug)
		if err != nil {
			t.Fatal(err)
		}
		got, err := snap.CasinoBySlug(c.Slug)
		if err != nil || asJSON(t, got) != asJSON(t, want) {
			t.Fatalf("casino %s: %v %s, SQL %s", c.Slug, err, asJSON(t, got), asJSON(t, want))
		}
	}
	programs, _, err := dir.Programs(ctx, persistence.ProgramFilter{Limit: math.MaxInt32})
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range programs {
		got, err := snap.ProgramByID(p.ID)
		if err != nil || asJSON(t, got) != asJSON(t, p) {
			t.Errorf("program %s: %v", p.ID, err)
		}
		want, err := dir.Tiers(ctx, p.ID)
		if err != nil {
			t.Fatal(err)
		}
		if g, w := asJSON(t, snap.Tiers(p.ID)), asJSON(t, want); g != w {
			t.Errorf("tiers of %s: %s, SQL %s", p.ProgramName, g, w)
		}
	}
	ds, err := seed.Load(data.Files)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range ds.Renames {
		want, werr := dir.RenamedCasinoSlug(ctx, r.OldSlug)
		got, gerr := snap.RenamedCasinoSlug(r.OldSlug)
		if got != want || (werr == nil) != (gerr == nil) {
			t.Errorf("rename %s: %q %v, SQL %q %v", r.OldSlug, got, gerr, want, werr)
		}
	}
	for _, missing := range []string{"no-such-casino-nv-00000000", "", "UPPER", "rosebud-casino-ne-00000000"} {
		if _, err := snap.CasinoBySlug(missing); err == nil {
			t.Errorf("slug %q found a casino", missing)
		}
		if _, err := snap.RenamedCasinoSlug(missing); err == nil {
			t.Errorf("slug %q found a rename", missing)
		}
	}
	if _, err := snap.ProgramByID(uuid.New()); err == nil {
		t.Error("an unknown program id found a program")
	}
	places, err := dir.Places(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if g, w := asJSON(t, snap.Places()), asJSON(t, places); g != w {
		t.Errorf("places differ from SQL's:\n got %.300s\nwant %.300s", g, w)
	}
}

// walk reads every page of f through the cursors and returns the casinos'
// ids in order.
func walk(t *testing.T, snap *dirsnap.Snapshot, f persistence.CasinoFilter) []string {
	t.Helper()
	var ids []string
	var after *dirsnap.Cursor
	for pages := 0; ; pages++ {
		if pages > 2000 {
			t.Fatalf("%s: the cursors never end", describe(f))
		}
		p, err := snap.SearchCasinos(f, after)
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range p.Casinos {
			ids = append(ids, c.ID.String())
		}
		if p.Next == nil {
			if len(p.Casinos) == 0 && pages > 0 {
				t.Errorf("%s: the last page is empty; next_cursor should have been null one page earlier", describe(f))
			}
			return ids
		}
		// What the client sends back is the encoded cursor.
		if after, err = dirsnap.ParseCursor(p.Next.String()); err != nil {
			t.Fatalf("the server's own cursor does not parse: %v", err)
		}
	}
}

func ids(cs []persistence.Casino) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = c.ID.String()
	}
	return out
}

func TestCursorsWalkEveryCasinoOnce(t *testing.T) {
	db := dbtest.Seeded(t)
	snap := load(t, db)
	for _, f := range []persistence.CasinoFilter{
		{Limit: 24},
		{Limit: 7, Query: "casino"},
		{Limit: 1, State: "NV", Query: "resort"},
		{Limit: 5, Near: &persistence.Circle{Lat: 36.1126, Lon: -115.1767, RadiusKm: 30}},
		{Limit: 100, Near: &persistence.Circle{Lat: 39.3643, Lon: -74.4229, RadiusKm: 500}, HasRewards: new(bool)},
		{Limit: 3, Query: "zzqx"},
		{Limit: 4, Program: new(directory.ProgramID("PENN Play"))},
		{Limit: 2, Near: &persistence.Circle{Lat: 39.96, Lon: -82.99, RadiusKm: 400}, Program: new(directory.ProgramID("PENN Play"))},
	} {
		whole := f
		whole.Limit = math.MaxInt32
		all, err := snap.SearchCasinos(whole, nil)
		if err != nil {
			t.Fatal(err)
		}
		if g, w := fmt.Sprint(walk(t, snap, f)), fmt.Sprint(ids(all.Casinos)); g != w {
			t.Errorf("%s: the pages through cursors are not the whole answer in order\n got %.200s\nwant %.200s", describe(f), g, w)
		}
	}
}

// TestCursorsSurviveAReseed: a cursor names the last casino of its page,
// not a position, so after casinos are added and removed (even that one)
// the next page starts right after where that casino would sort, with no
// casino skipped or repeated.
func TestCursorsSurviveAReseed(t *testing.T) {
	ctx := context.Background()
	rows, err := persistence.ReadDirectory(ctx, dbtest.Seeded(t))
	if err != nil {
		t.Fatal(err)
	}
	before := dirsnap.Build(rows)
	for _, f := range []persistence.CasinoFilter{
		{Limit: 10, State: "NV"},
		{Limit: 10, Near: &persistence.Circle{Lat: 36.1126, Lon: -115.1767, RadiusKm: 30}},
	} {
		first, err := before.SearchCasinos(f, nil)
		if err != nil || first.Next == nil || len(first.Casinos) != 10 {
			t.Fatalf("%s: first page %d casinos, next %v, %v", describe(f), len(first.Casinos), first.Next, err)
		}
		last := first.Casinos[9]
		// The re-seed drops the page's last casino and the first casino of
		// the next page, and adds one sorting before the cursor and one
		// just after it.
		whole := f
		whole.Limit = math.MaxInt32
		all, _ := before.SearchCasinos(whole, nil)
		gone := map[uuid.UUID]bool{last.ID: true, all.Casinos[10].ID: true}
		changed := *rows
		changed.Casinos = nil
		for _, c := range rows.Casinos {
			if !gone[c.ID] {
				changed.Casinos = append(changed.Casinos, c)
			}
		}
		early, late := all.Casinos[3], last
		early.ID, early.Slug = uuid.New(), "added-early"
		late.ID, late.Slug, late.Name = uuid.New(), "added-late", last.Name+" Annex"
		changed.Casinos = append(changed.Casinos, early, late)
		changed.Version++
		after := dirsnap.Build(&changed)

		cur, err := dirsnap.ParseCursor(first.Next.String())
		if err != nil {
			t.Fatal(err)
		}
		got, err := after.SearchCasinos(whole, cur)
		if err != nil {
			t.Fatal(err)
		}
		now, _ := after.SearchCasinos(whole, nil)
		// Expected: everything of the new answer that sorts after the
		// cursor's casino (which is gone).
		var want []string
		for _, c := range now.Casinos {
			if sortsAfter(c, last, f.Near) {
				want = append(want, c.ID.String())
			}
		}
		if g, w := fmt.Sprint(ids(got.Casinos)), fmt.Sprint(want); g != w {
			t.Errorf("%s: after the re-seed the cursor continues with\n %s\nwant\n %s", describe(f), g, w)
		}
		if got.Count != now.Count {
			t.Errorf("%s: count %d with a cursor, %d without", describe(f), got.Count, now.Count)
		}
		if len(got.Casinos) == 0 || got.Casinos[0].ID == early.ID {
			t.Errorf("%s: the casino added before the cursor came back after it", describe(f))
		}
	}
}

// sortsAfter reports whether a sorts after b in the answer's order.
func sortsAfter(a, b persistence.Casino, near *persistence.Circle) bool {
	if near != nil {
		da := persistence.DistanceKm(near.Lat, near.Lon, *a.Lat, *a.Lon)
		db := persistence.DistanceKm(near.Lat, near.Lon, *b.Lat, *b.Lon)
		if da != db {
			return da > db
		}
	}
	if a.Name != b.Name {
		return a.Name > b.Name
	}
	return a.ID.String() > b.ID.String()
}

func TestBadCursorsAreRefused(t *testing.T) {
	snap := load(t, dbtest.Seeded(t))
	byName, err := snap.SearchCasinos(persistence.CasinoFilter{Limit: 1}, nil)
	if err != nil || byName.Next == nil {
		t.Fatal(err)
	}
	for _, raw := range []string{"x", "!!!", "eyJ2IjoyLCJuIjoiYSIsImkiOiIwMDAwMDAwMC0wMDAwLTAwMDAtMDAwMC0wMDAwMDAwMDAwMDAifQ", // v 2
		"eyJ2IjoxLCJuIjoiYSIsImkiOiJub3QtYS11dWlkIn0", // id not a uuid
		byName.Next.String() + "A"} {
		if _, err := dirsnap.ParseCursor(raw); err == nil {
			t.Errorf("ParseCursor(%q) accepted it", raw)
		}
	}
	cur, err := dirsnap.ParseCursor(byName.Next.String())
	if err != nil {
		t.Fatal(err)
	}
	near := persistence.CasinoFilter{Limit: 5, Near: &persistence.Circle{Lat: 36.1, Lon: -115.1, RadiusKm: 10}}
	if _, err := snap.SearchCasinos(near, cur); err == nil {
		t.Error("a cursor of a search by name was taken by a search by place")
	}
}

// TestProgramsNamed: a program is found by its name exactly, or in
// another case; the exact name wins over a twin in another case, and a
// name two programs have in other cases finds both (the API then asks
// for the id).
func TestProgramsNamed(t *testing.T) {
	mk := func(name string) persistence.RewardsProgram {
		return persistence.RewardsProgram{ID: uuid.NewSHA1(uuid.NameSpaceURL, []byte(name)), ProgramName: name}
	}
	snap := dirsnap.Build(&persistence.DirectoryRows{Programs: []persistence.RewardsProgram{
		mk("Bally Rewards"), mk("Club X"), mk("CLUB X"), mk("my|Rewards Boarding Pass"), mk("Éclat Club"),
	}})
	tests := []struct {
		name string
		want []string
	}{
		{"Bally Rewards", []string{"Bally Rewards"}},
		{"bally rewards", []string{"Bally Rewards"}},
		{"BALLY REWARDS", []string{"Bally Rewards"}},
		{"MY|REWARDS BOARDING PASS", []string{"my|Rewards Boarding Pass"}},
		{"Club X", []string{"Club X"}},
		{"club x", []string{"CLUB X", "Club X"}},
		{"éclat club", nil}, // only ASCII letters fold, as the name search folds
		{"Bally", nil},
		{"Bally Rewards ", nil},
		{"", nil},
	}
	for _, tt := range tests {
		var got []string
		for _, p := range snap.ProgramsNamed(tt.name) {
			got = append(got, p.ProgramName)
		}
		if fmt.Sprint(got) != fmt.Sprint(tt.want) {
			t.Errorf("ProgramsNamed(%q) = %q, want %q", tt.name, got, tt.want)
		}
	}
}
