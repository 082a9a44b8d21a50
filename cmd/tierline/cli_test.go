package main

import (
	"bytes"
	"context"
	"encoding/csv"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/tierline/tierline/data"
	"github.com/tierline/tierline/data/seed"
	"github.com/tierline/tierline/internal/config"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/persistence/dbtest"
)

// migration is the name of the one migration the stores have so far.
const migration = "20261122000001_directory"

func TestVersion(t *testing.T) {
	r := run(t, nil, "version")
	if r.err != nil {
		t.Fatalf("version failed: %v", r)
	}
	if r.stdout != "tierline dev\n" {
		t.Errorf("stdout = %q, want %q", r.stdout, "tierline dev\n")
	}
	if r.stderr != "" {
		t.Errorf("stderr = %q, want nothing", r.stderr)
	}
}

func TestBadConfigurationStopsBeforeAnything(t *testing.T) {
	tests := []struct {
		name    string
		env     map[string]string
		args    []string
		varName string
	}{
		{
			name:    "serve with a rate limit that is not a number",
			env:     map[string]string{"TIERLINE_RATE_LIMIT_PUBLIC": "abc"},
			args:    []string{"serve"},
			varName: "TIERLINE_RATE_LIMIT_PUBLIC",
		},
		{
			name:    "serve with a listen address flag that has no port",
			args:    []string{"serve", "--addr", "8080"},
			varName: "TIERLINE_ADDR",
		},
		{
			name:    "migrate up with an unsupported database",
			env:     map[string]string{"DATABASE_URL": "mysql://x"},
			args:    []string{"migrate", "up"},
			varName: "DATABASE_URL",
		},
		{
			name:    "migrate status with a relative sqlite path in the flag",
			args:    []string{"migrate", "status", "--database-url", "sqlite://relative.db"},
			varName: "DATABASE_URL",
		},
		{
			name:    "seed with an unknown log level",
			env:     map[string]string{"TIERLINE_LOG_LEVEL": "verbose"},
			args:    []string{"seed"},
			varName: "TIERLINE_LOG_LEVEL",
		},
	}
	for _, tc := range tests {
		t.Run(tc.name+" fails with exit 2 and names "+tc.varName, func(t *testing.T) {
			// A real, empty database: the command must not touch it.
			db := dbtest.NewDatabase(t)
			env := map[string]string{"DATABASE_URL": db}
			for k, v := range tc.env {
				env[k] = v
			}
			r := run(t, env, tc.args...)
			if r.err == nil {
				t.Fatalf("the command succeeded: %v", r)
			}
			var cfgErr *config.Error
			if !errors.As(r.err, &cfgErr) || cfgErr.Var != tc.varName {
				t.Errorf("error = %v, want a configuration error for %s", r.err, tc.varName)
			}
			if !strings.Contains(r.err.Error(), tc.varName) || strings.Contains(r.err.Error(), "\n") {
				t.Errorf("error %q must be one line naming %s", r.err, tc.varName)
			}
			if r.code != 2 {
				t.Errorf("exit code = %d, want 2", r.code)
			}
			if r.stdout != "" || r.stderr != "" {
				t.Errorf("the command printed before failing: %v", r)
			}
			status := run(t, map[string]string{"DATABASE_URL": db}, "migrate", "status")
			if status.err != nil {
				t.Fatalf("migrate status: %v", status)
			}
			wantOutput(t, "migrate status", status.stdout, []string{migration + "\tpending"}, []string{"applied"})
		})
	}
}

func TestUsageErrorsExitNonZero(t *testing.T) {
	tests := []struct {
		name string
		args []string
	}{
		{"an unknown subcommand", []string{"bogus"}},
		{"an unknown flag", []string{"version", "--bogus"}},
		{"an unknown flag of serve", []string{"serve", "--port", "8080"}},
		{"a flag without its value", []string{"serve", "--addr"}},
		{"an argument to version", []string{"version", "extra"}},
		{"an argument to migrate up", []string{"migrate", "up", "extra"}},
		{"an argument to seed", []string{"seed", "extra"}},
		{"a misspelt migrate subcommand", []string{"migrate", "upp"}},
		{"migrate without a subcommand", []string{"migrate"}},
	}
	for _, tc := range tests {
		t.Run(tc.name+" is refused with a non-zero exit", func(t *testing.T) {
			r := run(t, map[string]string{"DATABASE_URL": "mysql://never-opened"}, tc.args...)
			if r.err == nil {
				t.Fatalf("the command succeeded: %v", r)
			}
			if r.code != 2 {
				t.Errorf("exit code = %d for %v, want 2 (a usage error)", r.code, r.err)
			}
			var cfgErr *config.Error
			if errors.As(r.err, &cfgErr) {
				t.Errorf("the command read the configuration before checking its arguments: %v", r.err)
			}
		})
	}
}

// step is one command of a sequence run against the same database.
type step struct {
	name     string
	env      map[string]string
	args     []string
	want     []string // substrings of stdout
	unwanted []string
}

func runSteps(t *testing.T, steps []step) {
	t.Helper()
	for _, s := range steps {
		r := run(t, s.env, s.args...)
		if r.err != nil {
			t.Fatalf("%s: %v", s.name, r)
		}
		t.Run(s.name, func(t *testing.T) {
			wantOutput(t, strings.Join(s.args, " "), r.stdout, s.want, s.unwanted)
		})
	}
}

func TestMigrate(t *testing.T) {
	env := map[string]string{"DATABASE_URL": dbtest.NewDatabase(t)}
	runSteps(t, []step{
		{
			name: "migrate status on a fresh database shows the migration pending",
			env:  env, args: []string{"migrate", "status"},
			want: []string{migration + "\tpending"}, unwanted: []string{"applied"},
		},
		{
			name: "migrate up applies the directory migration",
			env:  env, args: []string{"migrate", "up"},
			want: []string{"applied " + migration}, unwanted: []string{"Nothing to apply"},
		},
		{
			name: "migrate status shows it applied with its group",
			env:  env, args: []string{"migrate", "status"},
			want: []string{migration + "\tapplied (group 1, "}, unwanted: []string{"pending"},
		},
		{
			name: "a second migrate up has nothing to apply",
			env:  env, args: []string{"migrate", "up"},
			want: []string{"Nothing to apply"}, unwanted: []string{"applied " + migration},
		},
		{
			name: "migrate down rolls the migration back",
			env:  env, args: []string{"migrate", "down"},
			want: []string{"rolled back " + migration},
		},
		{
			name: "migrate status shows it pending again",
			env:  env, args: []string{"migrate", "status"},
			want: []string{migration + "\tpending"}, unwanted: []string{"applied"},
		},
		{
			name: "a second migrate down has nothing to roll back",
			env:  env, args: []string{"migrate", "down"},
			want: []string{"Nothing to roll back"}, unwanted: []string{"rolled back"},
		},
		{
			name: "migrate up applies it again after the roll-back",
			env:  env, args: []string{"migrate", "up"},
			want: []string{"applied " + migration},
		},
	})
}

func TestDatabaseURLFlagOverridesTheEnvironment(t *testing.T) {
	fromEnv, fromFlag := dbtest.NewDatabase(t), dbtest.NewDatabase(t)
	env := map[string]string{"DATABASE_URL": fromEnv}
	runSteps(t, []step{
		{
			name: "migrate up with --database-url migrates the flag's database",
			env:  env, args: []string{"--database-url", fromFlag, "migrate", "up"},
			want: []string{"applied " + migration},
		},
		{
			name: "the database of DATABASE_URL is left untouched",
			env:  env, args: []string{"migrate", "status"},
			want: []string{migration + "\tpending"},
		},
		{
			name: "the flag works after the subcommand too",
			env:  env, args: []string{"migrate", "status", "--database-url", fromFlag},
			want: []string{migration + "\tapplied"},
		},
		{
			name: "the flag replaces a DATABASE_URL that would be rejected",
			env:  map[string]string{"DATABASE_URL": "mysql://x"}, args: []string{"migrate", "up", "--database-url", fromFlag},
			want: []string{"Nothing to apply"},
		},
	})
}

func TestSeed(t *testing.T) {
	env := map[string]string{"DATABASE_URL": dbtest.NewDatabase(t)}
	ds, err := seed.Load(data.Files)
	if err != nil {
		t.Fatal(err)
	}
	// The numbers follow the shipped data, so a data edit needs no edit here.
	n := len(ds.Casinos)
	cov := seed.CoverageOf(ds)
	totals := cov.Totals()
	report := []string{
		"Coverage: casinos shipped against published counts (coverage.csv)",
		fmt.Sprintf("%d of %d published counts within 5%%", totals.Within, totals.Counts),
		fmt.Sprintf("Tier ladders: %d programs, %d tiers, %d verified", len(ds.Programs), totals.Tiers, totals.Verified),
	}
	runSteps(t, []step{
		{
			name: "seed on a fresh database migrates it, imports every casino and reports the coverage",
			env:  env, args: []string{"seed"},
			want: append([]string{
				"Importing the casino directory...",
				fmt.Sprintf("casinos: 200/%d new rows written", n),
				fmt.Sprintf("casinos: %d/%d new rows written", n, n),
				fmt.Sprintf("%d in data: %d inserted, 0 updated, 0 unchanged, 0 deleted", n, n),
				"Done.",
			}, report...),
			unwanted: []string{"nothing changed"},
		},
		{
			name: "a second seed changes nothing and reports the same coverage",
			env:  env, args: []string{"seed"},
			want: append([]string{
				fmt.Sprintf("%d in data: 0 inserted, 0 updated, %d unchanged, 0 deleted", n, n),
				"Done: the directory already matched the data; nothing changed.",
			}, report...),
			unwanted: []string{"new rows written"},
		},
		{
			name: "seed --dir with an unmodified copy of the data changes nothing either",
			env:  env, args: []string{"seed", "--dir", copyData(t, nil)},
			want: []string{fmt.Sprintf("%d unchanged", n), "nothing changed"},
		},
	})
	if got := countCasinos(t, env["DATABASE_URL"]); got != n {
		t.Errorf("the database holds %d casinos, want %d", got, n)
	}
}

func TestSeedRejectsMalformedData(t *testing.T) {
	tests := []struct {
		name   string
		file   string
		line   int
		column string
		value  string
		want   string // part of the row error
		rows   int    // how many row errors the one bad cell causes
	}{
		{"a casino whose state is not a U.S. state", seed.CasinosFile, 5, "state", "ZZ", `state "ZZ"`, 1},
		{"a casino with a latitude off the globe", seed.CasinosFile, 12, "lat", "95", `lat "95"`, 1},
		{"a link to a program that does not exist", seed.LinksFile, 3, "program_name", "No Such Club", `program "No Such Club"`, 1},
	}
	for _, tc := range tests {
		t.Run(tc.name+" is reported with file and line and nothing is imported", func(t *testing.T) {
			url := dbtest.NewDatabase(t)
			dir := copyData(t, func(name string, raw []byte) []byte {
				if name != tc.file {
					return raw
				}
				return setCSVCell(t, raw, tc.line, tc.column, tc.value)
			})
			r := run(t, map[string]string{"DATABASE_URL": url}, "seed", "--dir", dir)
			if r.err == nil {
				t.Fatalf("seed accepted the malformed data: %v", r)
			}
			msg := r.err.Error()
			for _, w := range []string{tc.file + ":" + strconv.Itoa(tc.line) + ":", tc.want, "nothing was imported"} {
				if !strings.Contains(msg, w) {
					t.Errorf("error lacks %q:\n%s", w, msg)
				}
			}
			var rows seed.Errors
			if !errors.As(r.err, &rows) || len(rows) != tc.rows {
				t.Errorf("error = %v, want %d row error(s)", r.err, tc.rows)
			}
			for _, row := range rows {
				if row.File != tc.file || row.Line != tc.line {
					t.Errorf("row error %v, want only %s:%d", row, tc.file, tc.line)
				}
			}
			if r.code != 1 {
				t.Errorf("exit code = %d, want 1", r.code)
			}
			if n := countCasinos(t, url); n != 0 {
				t.Errorf("the database holds %d casinos after a rejected import, want 0", n)
			}
		})
	}
	t.Run("a folder without the data files fails with exit 1", func(t *testing.T) {
		r := run(t, map[string]string{"DATABASE_URL": dbtest.NewDatabase(t)}, "seed", "--dir", t.TempDir())
		if r.err == nil {
			t.Fatalf("seed of an empty folder succeeded: %v", r)
		}
		if r.code != 1 {
			t.Errorf("exit code = %d, want 1", r.code)
		}
		if !strings.Contains(r.err.Error(), seed.ProgramsFile) {
			t.Errorf("error %q does not name the missing file", r.err)
		}
	})
}

// copyData writes the shipped data files into a new folder, passing each
// through edit when edit is not nil, and returns the folder.
func copyData(t *testing.T, edit func(name string, raw []byte) []byte) string {
	t.Helper()
	dir := t.TempDir()
	for _, name := range []string{seed.CasinosFile, seed.ProgramsFile, seed.LinksFile, seed.RenamesFile, seed.CoverageFile} {
		raw, err := fs.ReadFile(data.Files, name)
		if err != nil {
			t.Fatal(err)
		}
		if edit != nil {
			raw = edit(name, raw)
		}
		if err := os.WriteFile(filepath.Join(dir, name), raw, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// setCSVCell returns raw with the cell of column on line (1 is the header)
// set to value. The line must be one whole record.
func setCSVCell(t *testing.T, raw []byte, line int, column, value string) []byte {
	t.Helper()
	lines := strings.Split(string(raw), "\n")
	header, err := csv.NewReader(strings.NewReader(lines[0])).Read()
	if err != nil {
		t.Fatalf("header: %v", err)
	}
	col := -1
	for i, h := range header {
		if strings.TrimSpace(h) == column {
			col = i
		}
	}
	if col < 0 {
		t.Fatalf("no column %q in %v", column, header)
	}
	rec, err := csv.NewReader(strings.NewReader(lines[line-1])).Read()
	if err != nil {
		t.Fatalf("line %d is not one CSV record: %v", line, err)
	}
	rec[col] = value
	var b bytes.Buffer
	w := csv.NewWriter(&b)
	if err := w.Write(rec); err != nil {
		t.Fatal(err)
	}
	w.Flush()
	lines[line-1] = strings.TrimSuffix(b.String(), "\n")
	return []byte(strings.Join(lines, "\n"))
}

// countCasinos opens the database at url and counts its casinos.
func countCasinos(t *testing.T, url string) int {
	t.Helper()
	db, err := persistence.Open(context.Background(), url)
	if err != nil {
		t.Fatalf("open %s: %v", dbtest.Store(), err)
	}
	defer db.Close()
	n, err := persistence.NewDirectory(db).CountCasinos(context.Background())
	if err != nil {
		t.Fatalf("count casinos: %v", err)
	}
	return n
}
