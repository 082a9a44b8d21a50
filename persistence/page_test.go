package persistence_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/persistence/dbtest"
)

// TestAPageCarriesItsExactTotal: every page of a list, the last, a short
// one and one past the end, says how many rows match in all. On
// PostgreSQL a page with rows costs one statement (the total rides on
// it); on SQLite a page shorter than its limit tells the total itself,
// and a full one is counted.
func TestAPageCarriesItsExactTotal(t *testing.T) {
	db := dbtest.Open(t)
	ctx := context.Background()
	acct := dbtest.NewAccount(t, db, persistence.RolePlayer)
	rec := persistence.NewRecords(db, acct.ID)
	start := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	for i := range 7 {
		day := domain.NewDate(2026, time.January, 1+i)
		trip := &persistence.Trip{ID: uuid.New(), CasinoName: fmt.Sprintf("Casino %d", i), StartDate: &day,
			CreatedAt: domain.NewTimestamp(start), UpdatedAt: domain.NewTimestamp(start)}
		if err := rec.AddTrip(ctx, trip); err != nil {
			t.Fatal(err)
		}
	}
	other := dbtest.NewAccount(t, db, persistence.RolePlayer) // no trips: its lists are empty
	counter := &dbtest.Statements{}
	watched := db.WithQueryHook(counter)

	for _, tc := range []struct {
		name       string
		account    uuid.UUID
		page       persistence.Page
		wantRows   int
		wantTotal  int
		statements map[string]int // by store
	}{
		{"first page", acct.ID, persistence.Page{Limit: 3}, 3, 7, map[string]int{"postgres": 1, "sqlite": 2}},
		{"middle page", acct.ID, persistence.Page{Limit: 3, Offset: 3}, 3, 7, map[string]int{"postgres": 1, "sqlite": 2}},
		{"short last page", acct.ID, persistence.Page{Limit: 3, Offset: 6}, 1, 7, map[string]int{"postgres": 1, "sqlite": 1}},
		{"every row", acct.ID, persistence.Page{}, 7, 7, map[string]int{"postgres": 1, "sqlite": 1}},
		{"past the end", acct.ID, persistence.Page{Limit: 3, Offset: 10}, 0, 7, map[string]int{"postgres": 2, "sqlite": 2}},
		{"no rows at all", other.ID, persistence.Page{Limit: 3}, 0, 0, map[string]int{"postgres": 1, "sqlite": 1}},
		{"no rows, past the start", other.ID, persistence.Page{Limit: 3, Offset: 3}, 0, 0, map[string]int{"postgres": 2, "sqlite": 2}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			counter.Take()
			trips, total, err := persistence.NewRecords(watched, tc.account).Trips(ctx, tc.page, nil)
			if err != nil {
				t.Fatal(err)
			}
			ran := counter.Take()
			if len(trips) != tc.wantRows || total != tc.wantTotal {
				t.Errorf("got %d rows of %d, want %d of %d", len(trips), total, tc.wantRows, tc.wantTotal)
			}
			if want := tc.statements[persistence.StoreName(db)]; len(ran) != want {
				t.Errorf("%d statements, want %d:\n%s", len(ran), want, strings.Join(ran, "\n"))
			}
			for i, trip := range trips { // the latest start first, every field read
				want := fmt.Sprintf("Casino %d", 6-tc.page.Offset-i)
				if trip.CasinoName != want || trip.AccountID != tc.account || trip.StartDate == nil {
					t.Errorf("row %d: %+v, want %s of the account", i, trip, want)
				}
			}
		})
	}
}
