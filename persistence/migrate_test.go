package persistence_test

import (
	"context"
	"os"
	"reflect"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/uptrace/bun"

	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/persistence/dbtest"
)

// migrationFiles lists the file names of one store's migration folder.
func migrationFiles(t *testing.T, store string) []string {
	t.Helper()
	entries, err := os.ReadDir("migrations/" + store)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	return names
}

// migrationNames are the migrations as MigrateUp names them
// ("20261122000001_directory"), oldest first.
func migrationNames(t *testing.T) []string {
	t.Helper()
	var names []string
	for _, f := range migrationFiles(t, "postgres") {
		if name, ok := strings.CutSuffix(f, ".tx.up.sql"); ok {
			names = append(names, name)
		}
	}
	return names
}

func TestMigrationFoldersStayInStep(t *testing.T) {
	pg, lite := migrationFiles(t, "postgres"), migrationFiles(t, "sqlite")

	t.Run("both stores have the same migration files", func(t *testing.T) {
		if len(pg) == 0 || !slices.Equal(pg, lite) {
			t.Errorf("postgres migrations %v, sqlite migrations %v", pg, lite)
		}
	})

	t.Run("every migration has an up and a down file, run in a transaction", func(t *testing.T) {
		for _, f := range pg {
			base, ok := strings.CutSuffix(f, ".tx.up.sql")
			if !ok {
				base, ok = strings.CutSuffix(f, ".tx.down.sql")
			}
			if !ok {
				t.Errorf("%s: want NAME.tx.up.sql or NAME.tx.down.sql", f)
				continue
			}
			for _, pair := range []string{base + ".tx.up.sql", base + ".tx.down.sql"} {
				if !slices.Contains(pg, pair) {
					t.Errorf("%s has no %s", f, pair)
				}
			}
		}
	})
}

var directoryTables = []string{"rewards_programs", "tiers", "casinos", "casino_renames"}

// wantTables checks that the directory tables exist (and are empty) or not.
func wantTables(t *testing.T, db *bun.DB, exist bool) {
	t.Helper()
	for _, table := range directoryTables {
		var n int
		err := db.QueryRowContext(context.Background(), "SELECT count(*) FROM "+table).Scan(&n)
		switch {
		case exist && err != nil:
			t.Errorf("table %s does not answer: %v", table, err)
		case exist && n != 0:
			t.Errorf("table %s holds %d rows, want 0", table, n)
		case !exist && err == nil:
			t.Errorf("table %s still exists", table)
		}
	}
}

// wantStatus checks that every migration is applied, or none is.
func wantStatus(t *testing.T, db *bun.DB, applied bool) {
	t.Helper()
	ms, err := persistence.MigrationStatus(context.Background(), db)
	if err != nil {
		t.Fatalf("MigrationStatus: %v", err)
	}
	var names []string
	for _, m := range ms {
		names = append(names, m.String())
		if m.IsApplied() != applied {
			t.Errorf("migration %s applied = %v, want %v", m, m.IsApplied(), applied)
		}
	}
	if want := migrationNames(t); !slices.Equal(names, want) {
		t.Errorf("status lists %v, want %v", names, want)
	}
}

func TestMigrateUpAndDown(t *testing.T) {
	ctx := context.Background()
	db, err := persistence.Open(ctx, dbtest.NewDatabase(t))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	all := migrationNames(t)
	newestFirst := slices.Clone(all)
	slices.Reverse(newestFirst)

	// Each step builds on the one before, as an operator's commands would.
	steps := []struct {
		name string
		run  func(t *testing.T)
	}{
		{"a fresh database has no directory tables and every migration pending", func(t *testing.T) {
			wantTables(t, db, false)
			wantStatus(t, db, false)
		}},
		{"up applies every migration and creates the directory tables", func(t *testing.T) {
			applied, err := persistence.MigrateUp(ctx, db)
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(applied, all) {
				t.Errorf("applied %v, want %v", applied, all)
			}
			wantTables(t, db, true)
			wantStatus(t, db, true)
		}},
		{"a second up applies nothing", func(t *testing.T) {
			applied, err := persistence.MigrateUp(ctx, db)
			if err != nil || len(applied) != 0 {
				t.Errorf("applied %v (error %v), want nothing", applied, err)
			}
			wantTables(t, db, true)
		}},
		{"down rolls the migrations back and drops the tables", func(t *testing.T) {
			rolled, err := persistence.MigrateDown(ctx, db)
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(rolled, newestFirst) {
				t.Errorf("rolled back %v, want %v", rolled, newestFirst)
			}
			wantTables(t, db, false)
			wantStatus(t, db, false)
		}},
		{"a second down rolls back nothing", func(t *testing.T) {
			rolled, err := persistence.MigrateDown(ctx, db)
			if err != nil || len(rolled) != 0 {
				t.Errorf("rolled back %v (error %v), want nothing", rolled, err)
			}
		}},
		{"up after down creates the tables again", func(t *testing.T) {
			applied, err := persistence.MigrateUp(ctx, db)
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(applied, all) {
				t.Errorf("applied %v, want %v", applied, all)
			}
			wantTables(t, db, true)
			wantStatus(t, db, true)
		}},
	}
	for _, step := range steps {
		if !t.Run(step.name, step.run) {
			t.FailNow() // later steps assume this one worked
		}
	}
}

func TestMigratedTablesHoldExactlyTheModelsColumns(t *testing.T) {
	db := dbtest.Open(t)
	models := []any{persistence.RewardsProgram{}, persistence.Tier{}, persistence.Casino{}, persistence.CasinoRename{},
		// The tables with money columns (whole cents since the money migration).
		persistence.Trip{}, persistence.UserTier{}, persistence.Offer{}, persistence.Machine{}, persistence.Session{},
		persistence.BankrollEntry{}, persistence.Voucher{}, persistence.W2G{}, persistence.RGLimit{}}
	for _, model := range models {
		table := db.Table(reflect.TypeOf(model))
		t.Run("table "+table.Name+" has a column for every field of the model and no other", func(t *testing.T) {
			var want []string
			for _, f := range table.Fields { // scan-only fields are not columns
				want = append(want, f.Name)
			}
			q := "SELECT name FROM pragma_table_info(?)"
			if persistence.IsPostgres(db) {
				q = "SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ?"
			}
			var got []string
			if err := db.NewRaw(q, table.Name).Scan(context.Background(), &got); err != nil {
				t.Fatal(err)
			}
			slices.Sort(want)
			slices.Sort(got)
			if !slices.Equal(got, want) {
				t.Errorf("%s store columns\n  %v\nmodel columns\n  %v", dbtest.Store(), got, want)
			}
		})
	}
}

// TestConcurrentFirstStartsMigrateOnce starts several instances (separate
// connection pools, as separate processes would have) on one fresh database
// at once: every start succeeds and the migrations are applied exactly once.
func TestConcurrentFirstStartsMigrateOnce(t *testing.T) {
	ctx := context.Background()
	url := dbtest.NewDatabase(t)
	const instances = 4
	dbs := make([]*bun.DB, instances)
	for i := range dbs {
		db, err := persistence.Open(ctx, url)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { db.Close() })
		dbs[i] = db
	}
	type result struct {
		applied []string
		err     error
	}
	results := make(chan result, instances)
	var start sync.WaitGroup
	start.Add(1)
	for _, db := range dbs {
		go func() {
			start.Wait()
			applied, err := persistence.MigrateUp(ctx, db)
			results <- result{applied, err}
		}()
	}
	start.Done()
	var total []string
	for range instances {
		r := <-results
		if r.err != nil {
			t.Errorf("an instance failed to migrate: %v", r.err)
		}
		total = append(total, r.applied...)
	}
	if want := migrationNames(t); !slices.Equal(total, want) {
		t.Errorf("the instances applied %v between them, want %v exactly once", total, want)
	}
	wantTables(t, dbs[0], true)
}

// TestEveryAccountTableIsExportedAndDeleted holds the schema to the lists
// of persistence.AccountTables and LeftOutOfExport: a table that refers to
// accounts and is in neither would be left out of "Download my data", and
// one without ON DELETE CASCADE would keep rows of a deleted account.
func TestEveryAccountTableIsExportedAndDeleted(t *testing.T) {
	db := dbtest.Open(t)
	ctx := context.Background()
	type ref struct {
		Table, Column, OnDelete string
	}
	var refs []ref
	if persistence.IsPostgres(db) {
		err := db.NewRaw(`SELECT tc.table_name AS table, kcu.column_name AS column, rc.delete_rule AS on_delete
			FROM information_schema.table_constraints tc
			JOIN information_schema.key_column_usage kcu ON kcu.constraint_name = tc.constraint_name AND kcu.table_schema = tc.table_schema
			JOIN information_schema.referential_constraints rc ON rc.constraint_name = tc.constraint_name AND rc.constraint_schema = tc.table_schema
			JOIN information_schema.constraint_column_usage ccu ON ccu.constraint_name = tc.constraint_name AND ccu.table_schema = tc.table_schema
			WHERE tc.constraint_type = 'FOREIGN KEY' AND ccu.table_name = 'accounts' AND tc.table_schema = current_schema()`).Scan(ctx, &refs)
		if err != nil {
			t.Fatal(err)
		}
	} else {
		var tables []string
		if err := db.NewRaw(`SELECT name FROM sqlite_master WHERE type = 'table'`).Scan(ctx, &tables); err != nil {
			t.Fatal(err)
		}
		for _, table := range tables {
			var fks []struct {
				Table    string `bun:"table"`
				From     string `bun:"from"`
				OnDelete string `bun:"on_delete"`
			}
			if err := db.NewRaw(`SELECT "table", "from", on_delete FROM pragma_foreign_key_list(?)`, table).Scan(ctx, &fks); err != nil {
				t.Fatal(err)
			}
			for _, fk := range fks {
				if fk.Table == "accounts" {
					refs = append(refs, ref{Table: table, Column: fk.From, OnDelete: fk.OnDelete})
				}
			}
		}
	}
	if len(refs) < 20 {
		t.Fatalf("found only %d references to accounts: the query is wrong", len(refs))
	}
	listed := map[string]persistence.AccountTable{}
	for _, at := range persistence.AccountTables {
		listed[at.Name] = at
	}
	for _, r := range refs {
		t.Run(r.Table+"."+r.Column+" is exported (or left out for a reason) and deleted with the account", func(t *testing.T) {
			if r.OnDelete != "CASCADE" {
				t.Errorf("ON DELETE %s, want CASCADE", r.OnDelete)
			}
			if _, ok := persistence.LeftOutOfExport[r.Table]; ok {
				return
			}
			at, ok := listed[r.Table]
			if !ok {
				t.Fatalf("%s is in neither persistence.AccountTables nor LeftOutOfExport", r.Table)
			}
			// A column that makes a row the account's is an owner, or a
			// deliberate omission (the player a host's note is about).
			if !slices.Contains(at.Owners, r.Column) && !(r.Table == "host_notes" && r.Column == "player_id") {
				t.Errorf("the column %s is not among the owners %v", r.Column, at.Owners)
			}
		})
	}
}
