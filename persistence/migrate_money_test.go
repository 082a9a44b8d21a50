package persistence_test

import (
	"context"
	"io/fs"
	"os"
	"slices"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"
	"github.com/uptrace/bun/migrate"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/persistence/dbtest"
)

// moneyMigration is the migration that turned dollars in floating point
// into whole cents.
const (
	moneyVersion   = "20261123000001"
	moneyMigration = moneyVersion + "_money_in_cents"
)

// migrateThrough applies the store's pending migrations up to version,
// before it or through it, as one group (what one deploy would apply),
// and returns their names. Later migrations are left out, so the test
// keeps describing this migration whatever comes after it.
func migrateThrough(t *testing.T, db *bun.DB, version string, inclusive bool) []string {
	t.Helper()
	store := "sqlite"
	if persistence.IsPostgres(db) {
		store = "postgres"
	}
	dir := os.DirFS("migrations/" + store)
	upTo := fstest.MapFS{}
	err := fs.WalkDir(dir, ".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		if v, _, _ := strings.Cut(path, "_"); v > version || (!inclusive && v == version) {
			return nil
		}
		b, err := fs.ReadFile(dir, path)
		upTo[path] = &fstest.MapFile{Data: b}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	ms := migrate.NewMigrations()
	if err := ms.Discover(upTo); err != nil {
		t.Fatal(err)
	}
	m := migrate.NewMigrator(db, ms, migrate.WithMarkAppliedOnSuccess(true))
	if err := m.Init(context.Background()); err != nil {
		t.Fatal(err)
	}
	group, err := m.Migrate(context.Background())
	if err != nil {
		t.Fatalf("migrate up to %s: %v", version, err)
	}
	var names []string
	for _, m := range group.Migrations {
		names = append(names, m.Name+"_"+m.Comment)
	}
	return names
}

// legacyRows are rows as the service stored them before the money
// migration: dollars as floating point, some with the float noise of a
// sum (0.1 + 0.2), some large, some negative, some null.
type legacyRows struct {
	account, trip uuid.UUID
}

func writeLegacyRows(t *testing.T, db *bun.DB) legacyRows {
	t.Helper()
	ctx := context.Background()
	r := legacyRows{account: uuid.New(), trip: uuid.New()}
	machine := uuid.New()
	at := domain.NewTimestamp(time.Date(2026, 3, 1, 20, 0, 0, 0, time.UTC))
	sum := 0.1 + 0.2 // 0.30000000000000004
	exec := func(query string, args ...any) {
		t.Helper()
		if _, err := db.ExecContext(ctx, query, args...); err != nil {
			t.Fatalf("%s: %v", query, err)
		}
	}
	exec("INSERT INTO accounts (id, email, role, created_at) VALUES (?, ?, 'player', ?)", r.account, r.account.String()+"@example.com", at)
	exec(`INSERT INTO user_tiers (id, account_id, casino_name, casino_key, tier, points_balance, points_needed, ytd_coin_in, ytd_theo, created_at, updated_at)
		VALUES (?, ?, 'Bellagio', 'bellagio', 'Gold', 1234.5, 10.25, ?, ?, ?, ?)`, uuid.New(), r.account, 999999999999.99, sum, at, at)
	exec("INSERT INTO trips (id, account_id, casino_name, coin_in, created_at, updated_at) VALUES (?, ?, 'Bellagio', ?, ?, ?)",
		r.trip, r.account, 1234567.89, at, at)
	exec("INSERT INTO trips (id, account_id, casino_name, created_at, updated_at) VALUES (?, ?, 'Aria', ?, ?)", uuid.New(), r.account, at, at)
	exec("INSERT INTO offers (id, account_id, casino_name, value, created_at, updated_at) VALUES (?, ?, 'Bellagio', ?, ?, ?)",
		uuid.New(), r.account, sum, at, at)
	exec("INSERT INTO offers (id, account_id, casino_name, created_at, updated_at) VALUES (?, ?, 'Aria', ?, ?)", uuid.New(), r.account, at, at)
	exec("INSERT INTO machines (id, account_id, casino_name, title, denomination, created_at, updated_at) VALUES (?, ?, 'Bellagio', 'Buffalo', ?, ?, ?)",
		machine, r.account, 0.01, at, at)
	exec(`INSERT INTO sessions (id, account_id, trip_id, machine_id, casino_name, game_type, denomination, buy_in, cash_out, coin_in,
		avg_bet, started_at, ended_at, net_result, duration_minutes, theo, created_at, updated_at)
		VALUES (?, ?, ?, ?, 'Bellagio', 'slots', ?, ?, ?, ?, ?, ?, ?, ?, 60, ?, ?, ?)`,
		uuid.New(), r.account, r.trip, machine, 0.25, 100.0, 1234567.89, sum, 12.5, at, at, -1234467.89, 10.152, at, at)
	exec("INSERT INTO sessions (id, account_id, casino_name, game_type, started_at, created_at, updated_at) VALUES (?, ?, 'Aria', 'poker', ?, ?, ?)",
		uuid.New(), r.account, at, at, at)
	exec("INSERT INTO visits (id, account_id, casino_name, casino_key, visited_on, trip_id, created_at) VALUES (?, ?, 'Bellagio', 'bellagio', '2026-03-01', ?, ?)",
		uuid.New(), r.account, r.trip, at)
	exec("INSERT INTO bankroll_entries (id, account_id, entry_type, amount, occurred_on, created_at) VALUES (?, ?, 'adjustment', ?, '2026-03-01', ?)",
		uuid.New(), r.account, -1234567.89, at)
	exec("INSERT INTO bankroll_entries (id, account_id, entry_type, amount, occurred_on, created_at) VALUES (?, ?, 'deposit', ?, '2026-03-02', ?)",
		uuid.New(), r.account, sum, at)
	exec("INSERT INTO vouchers (id, account_id, casino_name, amount, created_at) VALUES (?, ?, 'Bellagio', ?, ?)", uuid.New(), r.account, 1234567.89, at)
	exec(`INSERT INTO w2g_records (id, account_id, payer, date_won, tax_year, game_type, amount_won, wager, state, state_withheld, created_at, updated_at)
		VALUES (?, ?, 'Bellagio', '2026-03-01', 2026, 'slots', ?, ?, 'NV', ?, ?, ?)`, uuid.New(), r.account, 1234567.89, sum, 0.07, at, at)
	exec("INSERT INTO rg_limits (account_id, kind, amount, pending_amount, pending_effective_at, updated_at) VALUES (?, 'budget_day', ?, ?, ?, ?)",
		r.account, 550.5, sum, at, at)
	exec("INSERT INTO rg_limits (account_id, kind, amount, updated_at) VALUES (?, 'session_minutes', 120, ?)", r.account, at)
	return r
}

// columnText reads the one column of a query's rows as text ("null" for
// NULL), so an integer column that held a fraction would show it.
func columnText(t *testing.T, db *bun.DB, query string, args ...any) []string {
	t.Helper()
	rows, err := db.QueryContext(context.Background(), query, args...)
	if err != nil {
		t.Fatalf("%s: %v", query, err)
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var v *string
		if err := rows.Scan(&v); err != nil {
			t.Fatalf("%s: %v", query, err)
		}
		if v == nil {
			out = append(out, "null")
		} else {
			out = append(out, *v)
		}
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// wantColumn checks the values a query returns, in its order.
func wantColumn(t *testing.T, db *bun.DB, query string, want ...string) {
	t.Helper()
	got := columnText(t, db, query)
	if !slices.Equal(got, want) {
		t.Errorf("%s\n got %v\nwant %v", strings.Join(strings.Fields(query), " "), got, want)
	}
}

func TestMoneyMigrationKeepsEveryAmountExactly(t *testing.T) {
	ctx := context.Background()
	db, err := persistence.Open(ctx, dbtest.NewDatabase(t))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	migrateThrough(t, db, moneyVersion, false)
	rows := writeLegacyRows(t, db)

	wantCents := func(t *testing.T) {
		t.Helper()
		wantColumn(t, db, "SELECT ytd_coin_in_cents FROM user_tiers", "99999999999999")
		wantColumn(t, db, "SELECT ytd_theo_cents FROM user_tiers", "30")
		wantColumn(t, db, "SELECT coin_in_cents FROM trips ORDER BY casino_name", "null", "123456789")
		wantColumn(t, db, "SELECT value_cents FROM offers ORDER BY casino_name", "null", "30")
		wantColumn(t, db, "SELECT denomination_cents FROM machines", "1")
		for col, want := range map[string][]string{
			"denomination_cents": {"null", "25"},
			"buy_in_cents":       {"0", "10000"},
			"cash_out_cents":     {"null", "123456789"},
			"coin_in_cents":      {"null", "30"},
			"avg_bet_cents":      {"null", "1250"},
			"net_result_cents":   {"null", "-123446789"},
			"theo_cents":         {"null", "1015"},
		} {
			wantColumn(t, db, "SELECT "+col+" FROM sessions ORDER BY casino_name", want...)
		}
		wantColumn(t, db, "SELECT amount_cents FROM bankroll_entries ORDER BY occurred_on", "-123456789", "30")
		wantColumn(t, db, "SELECT amount_cents FROM vouchers", "123456789")
		wantColumn(t, db, "SELECT amount_won_cents FROM w2g_records", "123456789")
		wantColumn(t, db, "SELECT wager_cents FROM w2g_records", "30")
		wantColumn(t, db, "SELECT federal_withheld_cents FROM w2g_records", "null")
		wantColumn(t, db, "SELECT state_withheld_cents FROM w2g_records", "7")
		wantColumn(t, db, "SELECT amount FROM rg_limits ORDER BY kind", "55050", "120")
		wantColumn(t, db, "SELECT pending_amount FROM rg_limits ORDER BY kind", "30", "null")
	}
	wantLinksKept := func(t *testing.T) {
		t.Helper()
		wantColumn(t, db, "SELECT count(*) FROM sessions WHERE trip_id IS NOT NULL", "1")
		wantColumn(t, db, "SELECT count(*) FROM sessions WHERE machine_id IS NOT NULL", "1")
		wantColumn(t, db, "SELECT count(*) FROM visits WHERE trip_id IS NOT NULL", "1")
	}

	steps := []struct {
		name string
		run  func(t *testing.T)
	}{
		{"up converts every amount to whole cents, exactly", func(t *testing.T) {
			applied := migrateThrough(t, db, moneyVersion, true)
			if want := []string{moneyMigration}; !slices.Equal(applied, want) {
				t.Fatalf("applied %v, want %v", applied, want)
			}
			wantCents(t)
		}},
		{"up never fires the ON DELETE actions: sessions and visits keep their trip and machine", wantLinksKept},
		{"the models read the converted rows", func(t *testing.T) {
			recs := persistence.NewRecords(db, rows.account)
			trip, err := recs.Trip(ctx, rows.trip)
			if err != nil {
				t.Fatal(err)
			}
			if trip.CoinIn == nil || *trip.CoinIn != domain.Cents(123456789) {
				t.Errorf("trip coin_in = %v, want $1,234,567.89", trip.CoinIn)
			}
			entries, err := recs.BankrollEntries(ctx)
			if err != nil {
				t.Fatal(err)
			}
			if len(entries) != 2 || entries[0].Amount != -123456789 || entries[1].Amount != 30 {
				t.Errorf("bankroll entries = %+v, want -$1,234,567.89 and $0.30", entries)
			}
		}},
		{"the rebuilt tables keep their indexes, NOT NULL and foreign keys", func(t *testing.T) {
			q := "SELECT indexname FROM pg_indexes WHERE tablename = ? AND indexname LIKE '%_account_idx'"
			if !persistence.IsPostgres(db) {
				q = "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND name LIKE '%_account_idx'"
			}
			for _, table := range []string{"bankroll_entries", "vouchers", "w2g_records"} {
				if got := columnText(t, db, q, table); !slices.Equal(got, []string{table + "_account_idx"}) {
					t.Errorf("%s indexes %v, want %s_account_idx", table, got, table)
				}
			}
			_, err := db.ExecContext(ctx, "INSERT INTO vouchers (id, account_id, casino_name, created_at) VALUES (?, ?, 'X', ?)",
				uuid.New(), rows.account, domain.NewTimestamp(time.Now()))
			if err == nil {
				t.Error("a voucher without an amount was stored")
			}
			_, err = db.ExecContext(ctx, "INSERT INTO rg_limits (account_id, kind, amount, updated_at) VALUES (?, 'budget_day', 1, ?)",
				rows.account, domain.NewTimestamp(time.Now()))
			if err == nil {
				t.Error("a second budget_day limit was stored: the primary key is gone")
			}
			_, err = db.ExecContext(ctx, "INSERT INTO bankroll_entries (id, account_id, entry_type, amount_cents, occurred_on, created_at) VALUES (?, ?, 'deposit', 1, '2026-03-01', ?)",
				uuid.New(), uuid.New(), domain.NewTimestamp(time.Now()))
			if err == nil {
				t.Error("a bankroll entry of an account that does not exist was stored: the foreign key is gone")
			}
		}},
		{"down converts back to the dollars the rows held", func(t *testing.T) {
			rolled, err := persistence.MigrateDown(ctx, db)
			if err != nil {
				t.Fatal(err)
			}
			if want := []string{moneyMigration}; !slices.Equal(rolled, want) {
				t.Fatalf("rolled back %v, want %v", rolled, want)
			}
			// Compare in SQL, as numbers: the text of a float differs by store.
			checks := []string{
				"SELECT count(*) FROM user_tiers WHERE ytd_coin_in = 999999999999.99 AND ytd_theo = 0.3",
				"SELECT count(*) FROM trips WHERE coin_in = 1234567.89",
				"SELECT count(*) FROM offers WHERE value = 0.3",
				"SELECT count(*) FROM machines WHERE denomination = 0.01",
				"SELECT count(*) FROM sessions WHERE denomination = 0.25 AND buy_in = 100 AND cash_out = 1234567.89 AND coin_in = 0.3 " +
					"AND avg_bet = 12.5 AND net_result = -1234467.89 AND theo = 10.15",
				"SELECT count(*) FROM sessions WHERE buy_in = 0 AND cash_out IS NULL AND theo IS NULL",
				"SELECT count(*) FROM bankroll_entries WHERE amount IN (-1234567.89, 0.3)",
				"SELECT count(*) FROM vouchers WHERE amount = 1234567.89",
				"SELECT count(*) FROM w2g_records WHERE amount_won = 1234567.89 AND wager = 0.3 AND federal_withheld IS NULL AND state_withheld = 0.07",
				"SELECT count(*) FROM rg_limits WHERE (kind = 'budget_day' AND amount = 550.5 AND pending_amount = 0.3) " +
					"OR (kind = 'session_minutes' AND amount = 120 AND pending_amount IS NULL)",
			}
			wants := []string{"1", "1", "1", "1", "1", "1", "2", "1", "1", "2"}
			for i, q := range checks {
				wantColumn(t, db, q, wants[i])
			}
			wantLinksKept(t)
		}},
		{"up again gives the same cents", func(t *testing.T) {
			if applied := migrateThrough(t, db, moneyVersion, true); !slices.Equal(applied, []string{moneyMigration}) {
				t.Fatalf("applied %v, want %s", applied, moneyMigration)
			}
			wantCents(t)
			wantLinksKept(t)
		}},
		{"deleting the account still cascades to the rebuilt tables", func(t *testing.T) {
			if _, err := db.ExecContext(ctx, "DELETE FROM accounts WHERE id = ?", rows.account); err != nil {
				t.Fatal(err)
			}
			for _, table := range []string{"bankroll_entries", "vouchers", "w2g_records", "rg_limits", "sessions", "trips"} {
				wantColumn(t, db, "SELECT count(*) FROM "+table, "0")
			}
		}},
	}
	for _, step := range steps {
		if !t.Run(step.name, step.run) {
			t.FailNow() // later steps build on this one
		}
	}
}
