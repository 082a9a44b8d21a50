package seed_test

import (
	"context"
	"strings"
	"testing"

	"github.com/uptrace/bun"

	"github.com/tierline/tierline/data"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/persistence/dbtest"
)

// analyzed keeps the ANALYZE statements among those run.
func analyzed(all []string) []string {
	var out []string
	for _, q := range all {
		if strings.HasPrefix(strings.ToUpper(strings.TrimSpace(q)), "ANALYZE") {
			out = append(out, q)
		}
	}
	return out
}

// hasStatistics reports whether the store holds planner statistics for
// the casinos table: pg_stats rows (written by ANALYZE, never by an
// insert) on PostgreSQL, sqlite_stat1 rows on SQLite.
func hasStatistics(t *testing.T, db *bun.DB) bool {
	t.Helper()
	q := "SELECT count(*) FROM pg_stats WHERE schemaname = current_schema() AND tablename = 'casinos'"
	if !persistence.IsPostgres(db) {
		if count(t, db, "SELECT count(*) FROM sqlite_master WHERE name = 'sqlite_stat1'") == 0 {
			return false
		}
		q = "SELECT count(*) FROM sqlite_stat1 WHERE tbl = 'casinos'"
	}
	return count(t, db, q) > 0
}

func TestImportAnalyzesAndBumpsTheDirectoryVersion(t *testing.T) {
	ctx := context.Background()
	db := newStore(t)
	rec := &dbtest.Statements{}
	db.AddQueryHook(rec)
	version := func() int64 {
		t.Helper()
		v, err := persistence.DirectoryVersion(ctx, db)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	if hasStatistics(t, db) {
		t.Fatal("a fresh database already has statistics of casinos: the test cannot tell ANALYZE ran")
	}
	v0 := version()

	importFS(t, db, data.Files)
	if got := analyzed(rec.Take()); len(got) == 0 {
		t.Error("the import ran no ANALYZE")
	}
	if !hasStatistics(t, db) {
		t.Error("after the import the store has no statistics of casinos")
	}
	v1 := version()
	if v1 <= v0 {
		t.Errorf("an import that wrote the directory left its version at %d (was %d)", v1, v0)
	}

	rec.Take()
	sum, _ := importFS(t, db, data.Files)
	if sum.Changed() {
		t.Fatalf("the second import changed %+v", sum)
	}
	if v := version(); v != v1 {
		t.Errorf("an import that changed nothing moved the version from %d to %d (every instance would reload for nothing)", v1, v)
	}
	if len(analyzed(rec.Take())) == 0 {
		t.Error("an import that changed nothing ran no ANALYZE (a database imported before statistics were taken would never get them)")
	}
}
