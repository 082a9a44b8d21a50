package seed_test

import (
	"bytes"
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"reflect"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"github.com/tierline/tierline/data"
	"github.com/tierline/tierline/data/seed"
	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/internal/domain/directory"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/persistence/dbtest"
)

// newStore returns a fresh, migrated, empty database of the store under
// test, closed and dropped when the test ends.
func newStore(t *testing.T) *bun.DB {
	t.Helper()
	db := openStore(t, dbtest.NewDatabase(t))
	if _, err := persistence.MigrateUp(context.Background(), db); err != nil {
		t.Fatalf("migrate: %v", err)
	}
	return db
}

// openStore opens a connection pool to url, closed when the test ends.
func openStore(t *testing.T, url string) *bun.DB {
	t.Helper()
	db, err := persistence.Open(context.Background(), url)
	if err != nil {
		t.Fatalf("open %s: %v", dbtest.Store(), err)
	}
	t.Cleanup(func() { db.Close() })
	return db
}

// importFS runs LoadAndImport and returns its summary and printed progress,
// failing the test on error.
func importFS(t *testing.T, db *bun.DB, fsys fs.FS) (seed.Summary, string) {
	t.Helper()
	var out bytes.Buffer
	sum, err := seed.LoadAndImport(context.Background(), db, fsys, &out)
	if err != nil {
		t.Fatalf("import: %v", err)
	}
	return sum, out.String()
}

// count runs a SELECT count(*) query.
func count(t *testing.T, db *bun.DB, query string, args ...any) int {
	t.Helper()
	var n int
	if err := db.QueryRowContext(context.Background(), query, args...).Scan(&n); err != nil {
		t.Fatalf("%s: %v", query, err)
	}
	return n
}

// wantCounts checks the number of rows of each directory table.
func wantCounts(t *testing.T, db *bun.DB, programs, tiers, casinos int) {
	t.Helper()
	for table, want := range map[string]int{"rewards_programs": programs, "tiers": tiers, "casinos": casinos} {
		if got := count(t, db, "SELECT count(*) FROM "+table); got != want {
			t.Errorf("%s holds %d rows, want %d", table, got, want)
		}
	}
}

// contents is every directory row, ordered by id.
type contents struct {
	Programs []persistence.RewardsProgram
	Tiers    []persistence.Tier
	Casinos  []persistence.Casino
	Renames  []persistence.CasinoRename
}

func readContents(t *testing.T, db *bun.DB) contents {
	t.Helper()
	ctx := context.Background()
	var c contents
	for _, dest := range []any{&c.Programs, &c.Tiers, &c.Casinos, &c.Renames} {
		if err := db.NewSelect().Model(dest).Order("id").Scan(ctx); err != nil {
			t.Fatalf("read directory: %v", err)
		}
	}
	return c
}

// writeMark changes whenever a row is written, even with the values it had:
// on PostgreSQL the rows' xmin (the transaction that last wrote them), on
// SQLite the connection's count of changed rows (the pool has one).
func writeMark(t *testing.T, db *bun.DB) string {
	t.Helper()
	if !persistence.IsPostgres(db) {
		return fmt.Sprint(count(t, db, "SELECT total_changes()"))
	}
	var marks []string
	for _, table := range []string{"rewards_programs", "tiers", "casinos", "casino_renames"} {
		var m string
		q := "SELECT coalesce(string_agg(xmin::text, ',' ORDER BY id), '') FROM " + table
		if err := db.QueryRowContext(context.Background(), q).Scan(&m); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
		marks = append(marks, m)
	}
	return strings.Join(marks, "\n")
}

// casinoByID reads one casino, nil when there is none.
func casinoByID(t *testing.T, db *bun.DB, id uuid.UUID) *persistence.Casino {
	t.Helper()
	c := new(persistence.Casino)
	err := db.NewSelect().Model(c).Where("id = ?", id).Scan(context.Background())
	if errors.Is(err, sql.ErrNoRows) {
		return nil
	} else if err != nil {
		t.Fatalf("read casino %s: %v", id, err)
	}
	return c
}

// shipped is the summary of importing the shipped data into an empty store.
func shipped(n size) seed.Summary {
	return seed.Summary{
		Programs: seed.Counts{Inserted: n.programs},
		Tiers:    seed.Counts{Inserted: n.tiers},
		Casinos:  seed.Counts{Inserted: n.casinos},
		Renames:  seed.Counts{Inserted: n.renames},
	}
}

// unchanged is the summary of importing the shipped data again.
func unchanged(n size) seed.Summary {
	return seed.Summary{
		Programs: seed.Counts{Unchanged: n.programs},
		Tiers:    seed.Counts{Unchanged: n.tiers},
		Casinos:  seed.Counts{Unchanged: n.casinos},
		Renames:  seed.Counts{Unchanged: n.renames},
	}
}

// with is s with one kind of row's counts replaced by edit's.
func with(s seed.Summary, edit func(*seed.Summary)) seed.Summary {
	edit(&s)
	return s
}

func TestImportIsIdempotent(t *testing.T) {
	db := newStore(t)
	n := shippedSize(t)

	t.Run("the first import inserts every row", func(t *testing.T) {
		sum, _ := importFS(t, db, data.Files)
		if sum != shipped(n) || !sum.Changed() {
			t.Errorf("summary %+v (changed %v), want %+v", sum, sum.Changed(), shipped(n))
		}
		wantCounts(t, db, n.programs, n.tiers, n.casinos)
		if got := count(t, db, "SELECT count(*) FROM casinos WHERE rewards_program_id IS NOT NULL"); got != n.links {
			t.Errorf("%d casinos linked to a program, want %d", got, n.links)
		}
		if got := count(t, db, "SELECT count(*) FROM casino_renames"); got != n.renames {
			t.Errorf("%d renames stored, want %d", got, n.renames)
		}
	})

	t.Run("every row reads back as it was loaded", func(t *testing.T) {
		ds, err := seed.Load(data.Files)
		if err != nil {
			t.Fatal(err)
		}
		byID := func(a, b uuid.UUID) int { return strings.Compare(a.String(), b.String()) }
		slices.SortFunc(ds.Programs, func(a, b persistence.RewardsProgram) int { return byID(a.ID, b.ID) })
		slices.SortFunc(ds.Tiers, func(a, b persistence.Tier) int { return byID(a.ID, b.ID) })
		slices.SortFunc(ds.Casinos, func(a, b persistence.Casino) int { return byID(a.ID, b.ID) })
		slices.SortFunc(ds.Renames, func(a, b persistence.CasinoRename) int { return byID(a.ID, b.ID) })
		got := readContents(t, db)
		for i := range got.Casinos {
			if !reflect.DeepEqual(got.Casinos[i], ds.Casinos[i]) {
				t.Fatalf("casino reads back as\n  %+v\nloaded as\n  %+v", got.Casinos[i], ds.Casinos[i])
			}
		}
		if !reflect.DeepEqual(got.Tiers, ds.Tiers) || !reflect.DeepEqual(got.Programs, ds.Programs) {
			t.Errorf("programs or tiers read back differ from the loaded data")
		}
		if !reflect.DeepEqual(got.Renames, ds.Renames) {
			t.Errorf("renames read back as\n  %+v\nloaded as\n  %+v", got.Renames, ds.Renames)
		}
	})

	t.Run("a second import of the same data writes nothing", func(t *testing.T) {
		before, mark := readContents(t, db), writeMark(t, db)
		sum, _ := importFS(t, db, data.Files)
		if sum != unchanged(n) || sum.Changed() {
			t.Errorf("summary %+v (changed %v), want %+v", sum, sum.Changed(), unchanged(n))
		}
		if !reflect.DeepEqual(readContents(t, db), before) {
			t.Errorf("the rows differ after the second import")
		}
		if writeMark(t, db) != mark {
			t.Errorf("the second import rewrote rows it reported unchanged")
		}
	})
}

func TestImportAppliesChangesToTheData(t *testing.T) {
	bellagio := directory.CasinoID("Bellagio Hotel and Casino", "NV")
	southland := directory.CasinoID(unlinkedCasino, "AR")
	n := shippedSize(t)
	same := unchanged(n)
	// Boyd Rewards' tiers and casinos, counted from the data.
	ds, err := seed.Load(data.Files)
	if err != nil {
		t.Fatal(err)
	}
	boydTiers, boydCasinos := 0, 0
	for _, tier := range ds.Tiers {
		if tier.ProgramID == directory.ProgramID("Boyd Rewards") {
			boydTiers++
		}
	}
	for _, c := range ds.Casinos {
		if c.RewardsProgramID != nil && *c.RewardsProgramID == directory.ProgramID("Boyd Rewards") {
			boydCasinos++
		}
	}
	if boydTiers == 0 || boydCasinos == 0 {
		t.Fatalf("Boyd Rewards has %d tiers and %d casinos; the test needs both", boydTiers, boydCasinos)
	}
	// Rosebud Casino moved from NE to SD (renames.csv); its NE slug is on
	// the ledger of published slugs.
	rosebudNE := directory.CasinoID("Rosebud Casino", "NE")
	tests := []struct {
		name  string
		edit  func(t *testing.T, d *dataFiles)
		want  seed.Summary
		check func(t *testing.T, db *bun.DB, before *persistence.Casino)
	}{
		{
			name: "an edited casino is updated in place, keeping its id and slug",
			edit: func(t *testing.T, d *dataFiles) {
				d.setCell(t, seed.CasinosFile, d.casinoLine(t, "Bellagio Hotel and Casino", "NV"), "city", "Paradise")
			},
			want: with(same, func(s *seed.Summary) { s.Casinos = seed.Counts{Updated: 1, Unchanged: n.casinos - 1} }),
			check: func(t *testing.T, db *bun.DB, _ *persistence.Casino) {
				c := casinoByID(t, db, bellagio)
				if c == nil || c.City == nil || *c.City != "Paradise" {
					t.Fatalf("Bellagio is %+v, want city Paradise", c)
				}
				if !strings.HasPrefix(c.Slug, "bellagio-hotel-and-casino-nv-") {
					t.Errorf("slug %q changed", c.Slug)
				}
			},
		},
		{
			name: "an edited tier threshold is updated",
			edit: func(t *testing.T, d *dataFiles) {
				d.replaceAfter(t, seed.ProgramsFile, d.programLine(t, "MGM Rewards"), `"qualification_amount": 20000,`, `"qualification_amount": 25000,`)
			},
			want: with(same, func(s *seed.Summary) { s.Tiers = seed.Counts{Updated: 1, Unchanged: n.tiers - 1} }),
			check: func(t *testing.T, db *bun.DB, _ *persistence.Casino) {
				id := directory.TierID("MGM Rewards", "Pearl")
				if got := count(t, db, "SELECT count(*) FROM tiers WHERE id = ? AND qualification_amount = 25000", id); got != 1 {
					t.Errorf("MGM Rewards' Pearl tier does not have the new threshold 25000")
				}
			},
		},
		{
			name: "a tier's new source and checked date are updated",
			edit: func(t *testing.T, d *dataFiles) {
				// The first tier after the program's start is Sapphire.
				line := d.programLine(t, "MGM Rewards")
				n := d.find(t, seed.ProgramsFile, line, func(l string) bool { return strings.Contains(l, `"checked": "`) })
				d.setLine(seed.ProgramsFile, n, `        "checked": "2027-01-02"`)
			},
			want: with(same, func(s *seed.Summary) { s.Tiers = seed.Counts{Updated: 1, Unchanged: n.tiers - 1} }),
			check: func(t *testing.T, db *bun.DB, _ *persistence.Casino) {
				if got := count(t, db, "SELECT count(*) FROM tiers WHERE id = ? AND checked = ?", directory.TierID("MGM Rewards", "Sapphire"), "2027-01-02"); got != 1 {
					t.Errorf("MGM Rewards' Sapphire tier was not checked on 2027-01-02")
				}
			},
		},
		{
			name: "a casino moved to another program is updated",
			edit: func(t *testing.T, d *dataFiles) {
				d.setCell(t, seed.LinksFile, d.linkLine(t, "Bellagio Hotel and Casino", "NV"), "program_name", "Caesars Rewards")
			},
			want: with(same, func(s *seed.Summary) { s.Casinos = seed.Counts{Updated: 1, Unchanged: n.casinos - 1} }),
			check: func(t *testing.T, db *bun.DB, _ *persistence.Casino) {
				c := casinoByID(t, db, bellagio)
				if want := directory.ProgramID("Caesars Rewards"); c == nil || c.RewardsProgramID == nil || *c.RewardsProgramID != want {
					t.Errorf("Bellagio's program is not Caesars Rewards: %+v", c)
				}
			},
		},
		{
			name: "a casino removed from the data is deleted",
			edit: func(t *testing.T, d *dataFiles) {
				line := d.casinoLine(t, unlinkedCasino, "AR")
				d.deleteLines(seed.CasinosFile, line, line)
			},
			want: with(same, func(s *seed.Summary) { s.Casinos = seed.Counts{Unchanged: n.casinos - 1, Deleted: 1} }),
			check: func(t *testing.T, db *bun.DB, before *persistence.Casino) {
				if c := casinoByID(t, db, southland); c != nil {
					t.Errorf("%s is still in the table", unlinkedCasino)
				}
				if got := count(t, db, "SELECT count(*) FROM casinos WHERE slug = ?", before.Slug); got != 0 {
					t.Errorf("slug %s still answers", before.Slug)
				}
				wantCounts(t, db, n.programs, n.tiers, n.casinos-1)
			},
		},
		{
			name: "a renamed casino without a rename row is a new row with a new slug, the old one deleted",
			edit: func(t *testing.T, d *dataFiles) {
				d.setCell(t, seed.CasinosFile, d.casinoLine(t, unlinkedCasino, "AR"), "name", "Southland Casino Racing")
			},
			want: with(same, func(s *seed.Summary) { s.Casinos = seed.Counts{Inserted: 1, Unchanged: n.casinos - 1, Deleted: 1} }),
			check: func(t *testing.T, db *bun.DB, _ *persistence.Casino) {
				if casinoByID(t, db, southland) != nil {
					t.Errorf("the old row is still there")
				}
				c := casinoByID(t, db, directory.CasinoID("Southland Casino Racing", "AR"))
				if c == nil || !strings.HasPrefix(c.Slug, "southland-casino-racing-ar-") {
					t.Errorf("the renamed casino is %+v, want slug southland-casino-racing-ar-...", c)
				}
			},
		},
		{
			name: "a renamed casino with a rename row keeps its old slug pointing at it",
			edit: func(t *testing.T, d *dataFiles) {
				d.setCell(t, seed.CasinosFile, d.casinoLine(t, unlinkedCasino, "AR"), "name", "Southland Casino Racing")
				d.appendLine(seed.RenamesFile, unlinkedCasino+",AR,Southland Casino Racing,AR,Renamed by its owner")
			},
			want: with(same, func(s *seed.Summary) {
				s.Casinos = seed.Counts{Inserted: 1, Unchanged: n.casinos - 1, Deleted: 1}
				s.Renames = seed.Counts{Inserted: 1, Unchanged: n.renames}
			}),
			check: func(t *testing.T, db *bun.DB, before *persistence.Casino) {
				now := casinoByID(t, db, directory.CasinoID("Southland Casino Racing", "AR"))
				if now == nil {
					t.Fatal("the renamed casino is missing")
				}
				slug, err := persistence.NewDirectory(db).RenamedCasinoSlug(context.Background(), before.Slug)
				if err != nil || slug != now.Slug {
					t.Errorf("the old slug %s leads to %q (%v), want %s", before.Slug, slug, err, now.Slug)
				}
			},
		},
		{
			name: "a casino renamed twice leads from both old slugs to the casino listed now",
			edit: func(t *testing.T, d *dataFiles) {
				d.setCell(t, seed.CasinosFile, d.casinoLine(t, "Rosebud Casino", "SD"), "name", "Rosebud Casino and Quality Inn")
				d.appendLine(seed.RenamesFile, "Rosebud Casino,SD,Rosebud Casino and Quality Inn,SD,Renamed")
			},
			want: with(same, func(s *seed.Summary) {
				s.Casinos = seed.Counts{Inserted: 1, Unchanged: n.casinos - 1, Deleted: 1}
				// The NE row now points at the new casino: updated, not
				// deleted and written anew.
				s.Renames = seed.Counts{Inserted: 1, Updated: 1, Unchanged: n.renames - 1}
			}),
			check: func(t *testing.T, db *bun.DB, _ *persistence.Casino) {
				now := casinoByID(t, db, directory.CasinoID("Rosebud Casino and Quality Inn", "SD"))
				if now == nil {
					t.Fatal("the renamed casino is missing")
				}
				dir := persistence.NewDirectory(db)
				for _, old := range []string{
					directory.CasinoSlug(rosebudNE, "Rosebud Casino", "NE"),
					directory.CasinoSlug(directory.CasinoID("Rosebud Casino", "SD"), "Rosebud Casino", "SD"),
				} {
					if slug, err := dir.RenamedCasinoSlug(context.Background(), old); err != nil || slug != now.Slug {
						t.Errorf("%s leads to %q (%v), want %s", old, slug, err, now.Slug)
					}
				}
			},
		},
		{
			name: "a renamed casino that leaves the directory takes its old slugs with it",
			edit: func(t *testing.T, d *dataFiles) {
				line := d.casinoLine(t, "Rosebud Casino", "SD")
				d.deleteLines(seed.CasinosFile, line, line)
				d.deleteLines(seed.RenamesFile, 2, 2)
			},
			want: with(same, func(s *seed.Summary) {
				s.Casinos = seed.Counts{Unchanged: n.casinos - 1, Deleted: 1}
				s.Renames = seed.Counts{Unchanged: n.renames - 1, Deleted: 1}
			}),
			check: func(t *testing.T, db *bun.DB, _ *persistence.Casino) {
				if got := count(t, db, "SELECT count(*) FROM casino_renames WHERE id = ?", rosebudNE); got != 0 {
					t.Errorf("Rosebud's NE slug still leads somewhere")
				}
			},
		},
		{
			name: "a program removed with its links is deleted with its tiers, and its casinos lose it",
			edit: func(t *testing.T, d *dataFiles) {
				if got := d.removeProgram(t, "Boyd Rewards"); got != boydCasinos {
					t.Fatalf("removed %d links of Boyd Rewards, want %d", got, boydCasinos)
				}
			},
			want: with(same, func(s *seed.Summary) {
				s.Programs = seed.Counts{Unchanged: n.programs - 1, Deleted: 1}
				s.Tiers = seed.Counts{Unchanged: n.tiers - boydTiers, Deleted: boydTiers}
				s.Casinos = seed.Counts{Updated: boydCasinos, Unchanged: n.casinos - boydCasinos}
			}),
			check: func(t *testing.T, db *bun.DB, _ *persistence.Casino) {
				boyd := directory.ProgramID("Boyd Rewards")
				wantCounts(t, db, n.programs-1, n.tiers-boydTiers, n.casinos)
				for _, q := range []string{
					"SELECT count(*) FROM rewards_programs WHERE id = ?",
					"SELECT count(*) FROM tiers WHERE program_id = ?",
					"SELECT count(*) FROM casinos WHERE rewards_program_id = ?",
				} {
					if got := count(t, db, q, boyd); got != 0 {
						t.Errorf("%s: %d, want 0", q, got)
					}
				}
				if got, want := count(t, db, "SELECT count(*) FROM casinos WHERE rewards_program_id IS NULL"), n.casinos-n.links+boydCasinos; got != want {
					t.Errorf("%d casinos without a program, want %d", got, want)
				}
			},
		},
		{
			name: "the last program removed with its links is deleted too",
			edit: func(t *testing.T, d *dataFiles) {
				last := lastProgram(t, d)
				links := d.removeProgram(t, last.name)
				if links != last.links {
					t.Fatalf("removed %d links of %s, want %d", links, last.name, last.links)
				}
			},
			want: func() seed.Summary {
				last := lastProgram(t, shippedData(t))
				return with(same, func(s *seed.Summary) {
					s.Programs = seed.Counts{Unchanged: n.programs - 1, Deleted: 1}
					s.Tiers = seed.Counts{Unchanged: n.tiers - last.tiers, Deleted: last.tiers}
					s.Casinos = seed.Counts{Updated: last.links, Unchanged: n.casinos - last.links}
				})
			}(),
			check: func(t *testing.T, db *bun.DB, _ *persistence.Casino) {
				last := lastProgram(t, shippedData(t))
				wantCounts(t, db, n.programs-1, n.tiers-last.tiers, n.casinos)
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			db := newStore(t)
			importFS(t, db, data.Files)
			before := casinoByID(t, db, southland)
			beforeBellagio := casinoByID(t, db, bellagio)
			d := shippedData(t)
			tt.edit(t, d)
			sum, _ := importFS(t, db, d.dir(t))
			if sum != tt.want {
				t.Errorf("summary\n  %+v\nwant\n  %+v", sum, tt.want)
			}
			tt.check(t, db, before)
			if after := casinoByID(t, db, bellagio); after == nil || after.Slug != beforeBellagio.Slug {
				t.Errorf("Bellagio's slug changed from %s to %v", beforeBellagio.Slug, after)
			}
		})
	}
}

// program is a program of the data, with its tiers and links counted.
type program struct {
	name         string
	tiers, links int
}

// lastProgram is the last program of rewards_programs.json.
func lastProgram(t *testing.T, d *dataFiles) program {
	t.Helper()
	ds, err := seed.Load(d.dir(t))
	if err != nil {
		t.Fatal(err)
	}
	p := ds.Programs[len(ds.Programs)-1]
	last := program{name: p.ProgramName}
	for _, tier := range ds.Tiers {
		if tier.ProgramID == p.ID {
			last.tiers++
		}
	}
	for _, c := range ds.Casinos {
		if c.RewardsProgramID != nil && *c.RewardsProgramID == p.ID {
			last.links++
		}
	}
	return last
}

// playerTables dumps every table that is not the directory's (or the
// migrator's): each row's columns as text, rows sorted, by table.
func playerTables(t *testing.T, db *bun.DB) map[string][]string {
	t.Helper()
	ctx := context.Background()
	q := "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
	if persistence.IsPostgres(db) {
		q = "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'"
	}
	var tables []string
	if err := db.NewRaw(q).Scan(ctx, &tables); err != nil {
		t.Fatal(err)
	}
	out := map[string][]string{}
	for _, table := range tables {
		switch table {
		case "rewards_programs", "tiers", "casinos", "casino_renames", "directory_version":
			continue
		}
		if strings.HasPrefix(table, "bun_") {
			continue
		}
		rows, err := db.QueryContext(ctx, "SELECT * FROM "+table)
		if err != nil {
			t.Fatalf("%s: %v", table, err)
		}
		cols, _ := rows.Columns()
		var dump []string
		for rows.Next() {
			vals := make([]any, len(cols))
			ptrs := make([]any, len(cols))
			for i := range vals {
				ptrs[i] = &vals[i]
			}
			if err := rows.Scan(ptrs...); err != nil {
				t.Fatalf("%s: %v", table, err)
			}
			dump = append(dump, fmt.Sprintf("%v", vals))
		}
		if err := rows.Err(); err != nil {
			t.Fatalf("%s: %v", table, err)
		}
		rows.Close()
		slices.Sort(dump)
		out[table] = dump
	}
	return out
}

func TestReseedingNeverTouchesPlayerData(t *testing.T) {
	db := newStore(t)
	ctx := context.Background()
	importFS(t, db, data.Files)

	// A player with a tier, a trip and an offer at casinos the new data
	// edits: Bellagio changes program, Rosebud Casino is renamed, Southland
	// leaves the directory.
	now := domain.NewTimestamp(time.Date(2026, 11, 1, 12, 0, 0, 0, time.UTC))
	account := &persistence.Account{ID: uuid.New(), Email: "reseed@example.com", Role: persistence.RolePlayer, CreatedAt: now}
	if err := persistence.NewAccounts(db).Create(ctx, account); err != nil {
		t.Fatal(err)
	}
	for _, row := range []any{
		&persistence.UserTier{ID: uuid.New(), AccountID: account.ID, CasinoName: "Bellagio Hotel and Casino", CasinoKey: persistence.CasinoKey("Bellagio Hotel and Casino"), Tier: "Gold", PointsBalance: 1200, CreatedAt: now, UpdatedAt: now},
		&persistence.Trip{ID: uuid.New(), AccountID: account.ID, CasinoName: "Rosebud Casino", CreatedAt: now, UpdatedAt: now},
		&persistence.Offer{ID: uuid.New(), AccountID: account.ID, CasinoName: unlinkedCasino, Status: "available", CreatedAt: now, UpdatedAt: now},
	} {
		if _, err := db.NewInsert().Model(row).Exec(ctx); err != nil {
			t.Fatal(err)
		}
	}
	before := playerTables(t, db)
	if len(before["accounts"]) != 1 || len(before["user_tiers"]) != 1 || len(before["trips"]) != 1 || len(before["offers"]) != 1 {
		t.Fatalf("the player's rows are not all there: %v", before)
	}

	d := shippedData(t)
	d.setCell(t, seed.LinksFile, d.linkLine(t, "Bellagio Hotel and Casino", "NV"), "program_name", "Caesars Rewards")
	d.setCell(t, seed.CasinosFile, d.casinoLine(t, "Rosebud Casino", "SD"), "name", "Rosebud Casino and Quality Inn")
	d.appendLine(seed.RenamesFile, "Rosebud Casino,SD,Rosebud Casino and Quality Inn,SD,Renamed")
	line := d.casinoLine(t, unlinkedCasino, "AR")
	d.deleteLines(seed.CasinosFile, line, line)
	sum, _ := importFS(t, db, d.dir(t))
	if !sum.Changed() {
		t.Fatal("the edited data changed nothing; the test needs a re-seed that writes")
	}

	t.Run("every player row is exactly as it was", func(t *testing.T) {
		if after := playerTables(t, db); !reflect.DeepEqual(after, before) {
			t.Errorf("player tables changed:\nbefore %v\nafter  %v", before, after)
		}
	})
	t.Run("a re-seed of the shipped data again leaves them too", func(t *testing.T) {
		importFS(t, db, data.Files)
		if after := playerTables(t, db); !reflect.DeepEqual(after, before) {
			t.Errorf("player tables changed:\nbefore %v\nafter  %v", before, after)
		}
	})
}

func TestImportIsAllOrNothing(t *testing.T) {
	// badData is the shipped data with one casino's city edited and another
	// casino's row malformed.
	badData := func(t *testing.T) fs.FS {
		t.Helper()
		d := shippedData(t)
		d.setCell(t, seed.CasinosFile, d.casinoLine(t, "Bellagio Hotel and Casino", "NV"), "city", "Paradise")
		d.setCell(t, seed.CasinosFile, d.casinoLine(t, unlinkedCasino, "AR"), "has_hotel", "yes")
		return d.dir(t)
	}
	wantRowErrors := func(t *testing.T, sum seed.Summary, err error) {
		t.Helper()
		var rows seed.Errors
		if !errors.As(err, &rows) || len(rows) != 1 {
			t.Fatalf("import error = %v, want one malformed row", err)
		}
		if sum != (seed.Summary{}) {
			t.Errorf("a failed import reports %+v, want nothing done", sum)
		}
	}

	t.Run("a malformed row imports nothing into an empty database", func(t *testing.T) {
		t.Parallel()
		db := newStore(t)
		var out bytes.Buffer
		sum, err := seed.LoadAndImport(context.Background(), db, badData(t), &out)
		wantRowErrors(t, sum, err)
		wantCounts(t, db, 0, 0, 0)
		if out.Len() != 0 {
			t.Errorf("a rejected data set printed progress:\n%s", out.String())
		}
	})

	t.Run("a malformed row leaves an imported database as it was", func(t *testing.T) {
		t.Parallel()
		db := newStore(t)
		importFS(t, db, data.Files)
		before, mark := readContents(t, db), writeMark(t, db)
		sum, err := seed.LoadAndImport(context.Background(), db, badData(t), io.Discard)
		wantRowErrors(t, sum, err)
		if !reflect.DeepEqual(readContents(t, db), before) || writeMark(t, db) != mark {
			t.Errorf("the rejected import changed the directory")
		}
	})

	t.Run("a database error half way through rolls back the rows already written", func(t *testing.T) {
		t.Parallel()
		db := newStore(t)
		ds, err := seed.Load(data.Files)
		if err != nil {
			t.Fatal(err)
		}
		// Programs, tiers and the first casino batches are written before
		// the last casino's duplicate slug fails the insert.
		ds.Casinos[len(ds.Casinos)-1].Slug = ds.Casinos[0].Slug
		_, err = seed.Import(context.Background(), db, ds, io.Discard)
		var rows seed.Errors
		if err == nil || errors.As(err, &rows) || !strings.HasPrefix(err.Error(), "seed: import: ") {
			t.Fatalf("import error = %v, want a database error", err)
		}
		wantCounts(t, db, 0, 0, 0)
	})
}

func TestImportPrintsProgress(t *testing.T) {
	db := newStore(t)
	n := shippedSize(t)
	// written is the progress of writing total new rows of one kind, a
	// line per batch of 200.
	written := func(what string, total int) []string {
		var lines []string
		for done := 200; ; done += 200 {
			lines = append(lines, fmt.Sprintf("  %s: %d/%d new rows written", what, min(done, total), total))
			if done >= total {
				return lines
			}
		}
	}
	summary := func(what string, total int, counts string) string {
		return fmt.Sprintf("%-16s %4d in data: %s", what, total, counts)
	}
	var first []string
	for _, kind := range []struct {
		what  string
		total int
	}{{"rewards programs", n.programs}, {"tiers", n.tiers}, {"casinos", n.casinos}, {"casino renames", n.renames}} {
		first = append(first, written(kind.what, kind.total)...)
		first = append(first, summary(kind.what, kind.total, fmt.Sprintf("%d inserted, 0 updated, 0 unchanged, 0 deleted", kind.total)))
	}
	tests := []struct {
		name string
		want []string
	}{
		{"the first import prints the rows it writes, in batches of 200, and a summary per table", first},
		{"a second import prints only the summaries, all unchanged", []string{
			summary("rewards programs", n.programs, fmt.Sprintf("0 inserted, 0 updated, %d unchanged, 0 deleted", n.programs)),
			summary("tiers", n.tiers, fmt.Sprintf("0 inserted, 0 updated, %d unchanged, 0 deleted", n.tiers)),
			summary("casinos", n.casinos, fmt.Sprintf("0 inserted, 0 updated, %d unchanged, 0 deleted", n.casinos)),
			summary("casino renames", n.renames, fmt.Sprintf("0 inserted, 0 updated, %d unchanged, 0 deleted", n.renames)),
		}},
	}
	if n.casinos <= 200 {
		t.Fatalf("the data holds %d casinos; the test needs more than one batch", n.casinos)
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, out := importFS(t, db, data.Files)
			if got := strings.Split(strings.TrimSuffix(out, "\n"), "\n"); !slices.Equal(got, tt.want) {
				t.Errorf("printed\n%s\nwant\n%s", out, strings.Join(tt.want, "\n"))
			}
		})
	}
}

func TestConcurrentImportsIntoAnEmptyDatabase(t *testing.T) {
	n := shippedSize(t)
	tests := []struct {
		name     string
		separate bool // each import has its own connection pool, as separate instances do
	}{
		{"three instances importing at once all succeed and write the data once", true},
		{"three imports on one connection pool all succeed and write the data once", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			url := dbtest.NewDatabase(t)
			db := openStore(t, url)
			if _, err := persistence.MigrateUp(context.Background(), db); err != nil {
				t.Fatal(err)
			}
			dbs := []*bun.DB{db, db, db}
			if tt.separate {
				dbs[1], dbs[2] = openStore(t, url), openStore(t, url)
			}
			sums := make([]seed.Summary, len(dbs))
			errs := make([]error, len(dbs))
			var wg sync.WaitGroup
			for i, db := range dbs {
				wg.Go(func() {
					sums[i], errs[i] = seed.LoadAndImport(context.Background(), db, data.Files, io.Discard)
				})
			}
			wg.Wait()
			inserted := 0
			for i, err := range errs {
				if err != nil {
					t.Errorf("import %d: %v", i, err)
					continue
				}
				switch sums[i] {
				case shipped(n):
					inserted++
				case unchanged(n):
				default:
					t.Errorf("import %d: summary %+v, want all inserted or all unchanged", i, sums[i])
				}
			}
			if inserted != 1 {
				t.Errorf("%d imports inserted the data, want exactly 1", inserted)
			}
			wantCounts(t, db, n.programs, n.tiers, n.casinos)
		})
	}
}
