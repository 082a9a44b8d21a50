package persistence_test

import (
	"bytes"
	"cmp"
	"context"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/google/uuid"

	"github.com/tierline/tierline/data"
	"github.com/tierline/tierline/internal/domain/directory"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/persistence/dbtest"
)

// searchSQL runs SearchCasinos with f on the seeded database and returns the
// two statements it sent: the page and the count.
func searchSQL(t *testing.T, f persistence.CasinoFilter) (page, count string) {
	t.Helper()
	db := dbtest.Seeded(t) // a pool of its own: the hook stays in this test
	log := &dbtest.Statements{}
	db.AddQueryHook(log)
	if _, _, err := persistence.NewDirectory(db).SearchCasinos(context.Background(), f); err != nil {
		t.Fatal(err)
	}
	sent := log.Take()
	for _, q := range sent {
		if strings.HasPrefix(q, "SELECT count(") {
			count = q
		} else {
			page = q
		}
	}
	if page == "" || count == "" {
		t.Fatalf("SearchCasinos sent %q; want a page query and a count query", sent)
	}
	return page, count
}

// pgPlan is a node of PostgreSQL's EXPLAIN (FORMAT JSON) output.
type pgPlan struct {
	NodeType  string   `json:"Node Type"`
	IndexName string   `json:"Index Name"`
	Plans     []pgPlan `json:"Plans"`
}

func (p pgPlan) walk(visit func(pgPlan)) {
	visit(p)
	for _, c := range p.Plans {
		c.walk(visit)
	}
}

func TestCasinoSearchUsesTheIndexes(t *testing.T) {
	ctx := context.Background()
	db := dbtest.Seeded(t)

	if persistence.IsPostgres(db) {
		// q is "anywhere in the name, the brand or the tribal nation":
		// only trigram indexes serve lower(...) LIKE '%...%', one per
		// field ORed (a BitmapOr); without any one of them every search
		// reads the whole table.
		page, count := searchSQL(t, persistence.CasinoFilter{Query: "bellagio", Limit: 24})
		for _, q := range []struct{ what, sql string }{{"page", page}, {"count", count}} {
			t.Run("the "+q.what+" query of a name search uses the trigram indexes of name, brand and nation, not a sequential scan", func(t *testing.T) {
				var raw string
				// Straight to database/sql: the statement is final SQL, not a bun template.
				if err := db.DB.QueryRowContext(ctx, "EXPLAIN (FORMAT JSON) "+q.sql).Scan(&raw); err != nil {
					t.Fatalf("explain %s: %v", q.sql, err)
				}
				var plans []struct{ Plan pgPlan }
				if err := json.Unmarshal([]byte(raw), &plans); err != nil || len(plans) != 1 {
					t.Fatalf("EXPLAIN output %s: %v", raw, err)
				}
				var nodes []string
				used := map[string]bool{}
				plans[0].Plan.walk(func(p pgPlan) {
					nodes = append(nodes, strings.TrimSpace(p.NodeType+" "+p.IndexName))
					used[p.IndexName] = true
					if p.NodeType == "Seq Scan" {
						t.Errorf("plan has a sequential scan")
					}
				})
				for _, idx := range []string{"casinos_name_trgm_idx", "casinos_brand_trgm_idx", "casinos_tribal_nation_trgm_idx"} {
					if !used[idx] {
						t.Errorf("plan does not use %s", idx)
					}
				}
				if t.Failed() {
					t.Logf("%s\nplan nodes: %v", q.sql, nodes)
				}
			})
		}
		return
	}

	// SQLite has no trigram index; the state filter, the other selective
	// one, must be served by (state, name, id), which also gives the order.
	page, count := searchSQL(t, persistence.CasinoFilter{State: "NV", Limit: 24})
	for _, q := range []struct{ what, sql string }{{"page", page}, {"count", count}} {
		t.Run("the "+q.what+" query of a state filter searches casinos_state_name_idx", func(t *testing.T) {
			rows, err := db.DB.QueryContext(ctx, "EXPLAIN QUERY PLAN "+q.sql)
			if err != nil {
				t.Fatalf("explain %s: %v", q.sql, err)
			}
			defer rows.Close()
			var details []string
			for rows.Next() {
				var id, parent, unused int
				var detail string
				if err := rows.Scan(&id, &parent, &unused, &detail); err != nil {
					t.Fatal(err)
				}
				details = append(details, detail)
			}
			if err := rows.Err(); err != nil {
				t.Fatal(err)
			}
			plan := strings.Join(details, "\n")
			if !strings.Contains(plan, "SEARCH c USING") || !strings.Contains(plan, "INDEX casinos_state_name_idx (state=?)") {
				t.Errorf("plan does not search casinos_state_name_idx:\n%s\n%s", q.sql, plan)
			}
			if strings.Contains(plan, "TEMP B-TREE") {
				t.Errorf("plan sorts in a temporary b-tree instead of reading the index in order:\n%s", plan)
			}
		})
	}
}

func TestSearchCasinosTakesTheQueryLiterally(t *testing.T) {
	ctx := context.Background()
	db := dbtest.NewMigrated(t)
	// Each name has a twin that a LIKE wildcard would also match.
	names := []string{"100% Slots", "1000 Slots Club", "Lucky_7 Casino", "Lucky77 Casino", `C:\Games Casino`, "C:Games Casino"}
	casinos := make([]persistence.Casino, len(names))
	for i, name := range names {
		state := "NV"
		casinos[i] = persistence.Casino{ID: uuid.New(), Slug: fmt.Sprintf("casino-%d", i), Name: name, State: &state}
	}
	if _, err := db.NewInsert().Model(&casinos).Exec(ctx); err != nil {
		t.Fatal(err)
	}

	dir := persistence.NewDirectory(db)
	tests := []struct {
		name   string
		filter persistence.CasinoFilter
		want   []string
		count  int
	}{
		{"a percent sign matches itself, not any text", persistence.CasinoFilter{Query: "100%"}, []string{"100% Slots"}, 1},
		{"an underscore matches itself, not any character", persistence.CasinoFilter{Query: "y_7"}, []string{"Lucky_7 Casino"}, 1},
		{"a backslash matches itself and escapes nothing", persistence.CasinoFilter{Query: `:\G`}, []string{`C:\Games Casino`}, 1},
		{"a lone backslash matches itself", persistence.CasinoFilter{Query: `\`}, []string{`C:\Games Casino`}, 1},
		{"letters match in any case", persistence.CasinoFilter{Query: "SLOTS"}, []string{"100% Slots", "1000 Slots Club"}, 2},
		{"the count covers every match, not just the page", persistence.CasinoFilter{Query: "casino", Limit: 2, Offset: 1}, []string{`C:\Games Casino`, "Lucky77 Casino"}, 4},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if tt.filter.Limit == 0 {
				tt.filter.Limit = 24
			}
			got, n, err := dir.SearchCasinos(ctx, tt.filter)
			if err != nil {
				t.Fatal(err)
			}
			var gotNames []string
			for _, c := range got {
				gotNames = append(gotNames, c.Name)
			}
			if !slices.Equal(gotNames, tt.want) || n != tt.count {
				t.Errorf("found %q (count %d), want %q (count %d)", gotNames, n, tt.want, tt.count)
			}
		})
	}
}

// programMembers is the casinos program_properties.csv links to the
// program, as "name (state)", by name.
func programMembers(t *testing.T, program string, keep func(state string) bool) []string {
	t.Helper()
	raw, err := data.Files.ReadFile("program_properties.csv")
	if err != nil {
		t.Fatal(err)
	}
	rows, err := csv.NewReader(bytes.NewReader(raw)).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	var links [][]string
	for _, r := range rows[1:] {
		if r[0] == program && keep(r[2]) {
			links = append(links, r)
		}
	}
	// The search's order: by name (bytewise), then id.
	slices.SortFunc(links, func(a, b []string) int {
		return cmp.Or(strings.Compare(a[1], b[1]), strings.Compare(directory.CasinoID(a[1], a[2]).String(), directory.CasinoID(b[1], b[2]).String()))
	})
	out := make([]string, len(links))
	for i, r := range links {
		out[i] = r[1] + " (" + r[2] + ")"
	}
	return out
}

func TestSearchCasinosByProgram(t *testing.T) {
	ctx := context.Background()
	db := dbtest.Seeded(t)
	dir := persistence.NewDirectory(db)
	penn, bally := directory.ProgramID("PENN Play"), directory.ProgramID("Bally Rewards")
	anyState := func(string) bool { return true }
	yes, no := true, false
	tests := []struct {
		name   string
		filter persistence.CasinoFilter
		want   []string // the page
		count  int
	}{
		{"a program is every casino linked to it, whatever its name (Bally's Twin River Lincoln too)",
			persistence.CasinoFilter{Program: &bally}, programMembers(t, "Bally Rewards", anyState), 11},
		{"with a state: PENN Play in Ohio",
			persistence.CasinoFilter{Program: &penn, State: "OH"}, programMembers(t, "PENN Play", func(s string) bool { return s == "OH" }), 4},
		{"with has_rewards=true: the same casinos",
			persistence.CasinoFilter{Program: &penn, HasRewards: &yes}, programMembers(t, "PENN Play", anyState), 34},
		{"with has_rewards=false: none, every filter narrows",
			persistence.CasinoFilter{Program: &penn, HasRewards: &no}, nil, 0},
		{"with a name: the members whose name holds it",
			persistence.CasinoFilter{Program: &penn, Query: "hollywood gaming"}, []string{"Hollywood Gaming at Dayton (OH)", "Hollywood Gaming at Mahoning Valley (OH)"}, 2},
		{"a page of it, with the count of all",
			persistence.CasinoFilter{Program: &penn, Limit: 3, Offset: 30}, programMembers(t, "PENN Play", anyState)[30:33], 34},
		{"an id no program has: none",
			persistence.CasinoFilter{Program: &uuid.UUID{1}}, nil, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if tt.filter.Limit == 0 {
				tt.filter.Limit = 100
			}
			got, n, err := dir.SearchCasinos(ctx, tt.filter)
			if err != nil {
				t.Fatal(err)
			}
			var names []string
			for _, c := range got {
				if c.RewardsProgramID == nil || *c.RewardsProgramID != *tt.filter.Program {
					t.Errorf("%s is not of the program", c.Name)
				}
				names = append(names, c.Name+" ("+*c.State+")")
			}
			if !slices.Equal(names, tt.want) || n != tt.count || len(tt.want) > tt.count {
				t.Errorf("found %q (count %d), want %q (count %d)", names, n, tt.want, tt.count)
			}
		})
	}
}
