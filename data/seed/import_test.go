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

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"github.com/tierline/tierline/data"
	"github.com/tierline/tierline/data/seed"
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
}

func readContents(t *testing.T, db *bun.DB) contents {
	t.Helper()
	ctx := context.Background()
	var c contents
	for _, dest := range []any{&c.Programs, &c.Tiers, &c.Casinos} {
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
	for _, table := range []string{"rewards_programs", "tiers", "casinos"} {
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
var shipped = seed.Summary{
	Programs: seed.Counts{Inserted: 16},
	Tiers:    seed.Counts{Inserted: 24},
	Casinos:  seed.Counts{Inserted: 894},
}

// unchanged is the summary of importing the shipped data again.
var unchanged = seed.Summary{
	Programs: seed.Counts{Unchanged: 16},
	Tiers:    seed.Counts{Unchanged: 24},
	Casinos:  seed.Counts{Unchanged: 894},
}

func TestImportIsIdempotent(t *testing.T) {
	db := newStore(t)

	t.Run("the first import inserts every row", func(t *testing.T) {
		sum, _ := importFS(t, db, data.Files)
		if sum != shipped || !sum.Changed() {
			t.Errorf("summary %+v (changed %v), want %+v", sum, sum.Changed(), shipped)
		}
		wantCounts(t, db, 16, 24, 894)
		if n := count(t, db, "SELECT count(*) FROM casinos WHERE rewards_program_id IS NOT NULL"); n != 180 {
			t.Errorf("%d casinos linked to a program, want 180", n)
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
		got := readContents(t, db)
		for i := range got.Casinos {
			if !reflect.DeepEqual(got.Casinos[i], ds.Casinos[i]) {
				t.Fatalf("casino reads back as\n  %+v\nloaded as\n  %+v", got.Casinos[i], ds.Casinos[i])
			}
		}
		if !reflect.DeepEqual(got.Tiers, ds.Tiers) || !reflect.DeepEqual(got.Programs, ds.Programs) {
			t.Errorf("programs or tiers read back differ from the loaded data")
		}
	})

	t.Run("a second import of the same data writes nothing", func(t *testing.T) {
		before, mark := readContents(t, db), writeMark(t, db)
		sum, _ := importFS(t, db, data.Files)
		if sum != unchanged || sum.Changed() {
			t.Errorf("summary %+v (changed %v), want %+v", sum, sum.Changed(), unchanged)
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
			want: seed.Summary{Programs: seed.Counts{Unchanged: 16}, Tiers: seed.Counts{Unchanged: 24}, Casinos: seed.Counts{Updated: 1, Unchanged: 893}},
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
			want: seed.Summary{Programs: seed.Counts{Unchanged: 16}, Tiers: seed.Counts{Updated: 1, Unchanged: 23}, Casinos: seed.Counts{Unchanged: 894}},
			check: func(t *testing.T, db *bun.DB, _ *persistence.Casino) {
				id := directory.TierID("MGM Rewards", "Pearl")
				if n := count(t, db, "SELECT count(*) FROM tiers WHERE id = ? AND qualification_amount = 25000", id); n != 1 {
					t.Errorf("MGM Rewards' Pearl tier does not have the new threshold 25000")
				}
			},
		},
		{
			name: "a casino moved to another program is updated",
			edit: func(t *testing.T, d *dataFiles) {
				d.setCell(t, seed.LinksFile, d.linkLine(t, "Bellagio Hotel and Casino", "NV"), "program_name", "Caesars Rewards")
			},
			want: seed.Summary{Programs: seed.Counts{Unchanged: 16}, Tiers: seed.Counts{Unchanged: 24}, Casinos: seed.Counts{Updated: 1, Unchanged: 893}},
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
				n := d.casinoLine(t, unlinkedCasino, "AR")
				d.deleteLines(seed.CasinosFile, n, n)
			},
			want: seed.Summary{Programs: seed.Counts{Unchanged: 16}, Tiers: seed.Counts{Unchanged: 24}, Casinos: seed.Counts{Unchanged: 893, Deleted: 1}},
			check: func(t *testing.T, db *bun.DB, before *persistence.Casino) {
				if c := casinoByID(t, db, southland); c != nil {
					t.Errorf("%s is still in the table", unlinkedCasino)
				}
				if n := count(t, db, "SELECT count(*) FROM casinos WHERE slug = ?", before.Slug); n != 0 {
					t.Errorf("slug %s still answers", before.Slug)
				}
				wantCounts(t, db, 16, 24, 893)
			},
		},
		{
			name: "a renamed casino is a new row with a new id and slug, the old one deleted",
			edit: func(t *testing.T, d *dataFiles) {
				d.setCell(t, seed.CasinosFile, d.casinoLine(t, unlinkedCasino, "AR"), "name", "Southland Casino Racing")
			},
			want: seed.Summary{Programs: seed.Counts{Unchanged: 16}, Tiers: seed.Counts{Unchanged: 24}, Casinos: seed.Counts{Inserted: 1, Unchanged: 893, Deleted: 1}},
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
			name: "a program removed with its links is deleted with its tiers, and its casinos lose it",
			edit: func(t *testing.T, d *dataFiles) {
				if n := d.removeProgram(t, "Boyd Rewards"); n != 28 {
					t.Fatalf("removed %d links of Boyd Rewards, want 28", n)
				}
			},
			// Boyd Rewards has 4 tiers and 28 casinos.
			want: seed.Summary{Programs: seed.Counts{Unchanged: 15, Deleted: 1}, Tiers: seed.Counts{Unchanged: 20, Deleted: 4}, Casinos: seed.Counts{Updated: 28, Unchanged: 866}},
			check: func(t *testing.T, db *bun.DB, _ *persistence.Casino) {
				boyd := directory.ProgramID("Boyd Rewards")
				wantCounts(t, db, 15, 20, 894)
				for _, q := range []string{
					"SELECT count(*) FROM rewards_programs WHERE id = ?",
					"SELECT count(*) FROM tiers WHERE program_id = ?",
					"SELECT count(*) FROM casinos WHERE rewards_program_id = ?",
				} {
					if n := count(t, db, q, boyd); n != 0 {
						t.Errorf("%s: %d, want 0", q, n)
					}
				}
				if n := count(t, db, "SELECT count(*) FROM casinos WHERE rewards_program_id IS NULL"); n != 894-180+28 {
					t.Errorf("%d casinos without a program, want %d", n, 894-180+28)
				}
			},
		},
		{
			name: "the last program removed with its links is deleted too",
			edit: func(t *testing.T, d *dataFiles) {
				if n := d.removeProgram(t, "Circa Rewards"); n != 1 {
					t.Fatalf("removed %d links of Circa Rewards, want 1", n)
				}
			},
			want: seed.Summary{Programs: seed.Counts{Unchanged: 15, Deleted: 1}, Tiers: seed.Counts{Unchanged: 24}, Casinos: seed.Counts{Updated: 1, Unchanged: 893}},
			check: func(t *testing.T, db *bun.DB, _ *persistence.Casino) {
				wantCounts(t, db, 15, 24, 894)
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
	tests := []struct {
		name string
		want []string
	}{
		{"the first import prints the rows it writes and a summary per table", []string{
			"  rewards programs: 16/16 new rows written",
			"rewards programs   16 in data: 16 inserted, 0 updated, 0 unchanged, 0 deleted",
			"  tiers: 24/24 new rows written",
			"tiers              24 in data: 24 inserted, 0 updated, 0 unchanged, 0 deleted",
			"  casinos: 200/894 new rows written",
			"  casinos: 400/894 new rows written",
			"  casinos: 600/894 new rows written",
			"  casinos: 800/894 new rows written",
			"  casinos: 894/894 new rows written",
			"casinos           894 in data: 894 inserted, 0 updated, 0 unchanged, 0 deleted",
		}},
		{"a second import prints only the summaries, all unchanged", []string{
			"rewards programs   16 in data: 0 inserted, 0 updated, 16 unchanged, 0 deleted",
			"tiers              24 in data: 0 inserted, 0 updated, 24 unchanged, 0 deleted",
			"casinos           894 in data: 0 inserted, 0 updated, 894 unchanged, 0 deleted",
		}},
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
				case shipped:
					inserted++
				case unchanged:
				default:
					t.Errorf("import %d: summary %+v, want all inserted or all unchanged", i, sums[i])
				}
			}
			if inserted != 1 {
				t.Errorf("%d imports inserted the data, want exactly 1", inserted)
			}
			wantCounts(t, db, 16, 24, 894)
		})
	}
}
