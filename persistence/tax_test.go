package persistence_test

import (
	"context"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/persistence/dbtest"
)

func TestTaxYearFigures(t *testing.T) {
	ctx := context.Background()
	db := dbtest.Open(t)
	ann := dbtest.NewAccount(t, db, persistence.RolePlayer)
	eve := dbtest.NewAccount(t, db, persistence.RolePlayer)
	stamp := domain.NewTimestamp(time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC))
	usd := domain.DollarsOf
	amount := func(v float64) *domain.Money { return new(usd(v)) }
	session := func(account uuid.UUID, casino, started string, net *domain.Money) {
		t.Helper()
		at, err := time.Parse(time.RFC3339, started)
		if err != nil {
			t.Fatal(err)
		}
		s := &persistence.Session{ID: uuid.New(), AccountID: account, CasinoName: casino, GameType: "slots", BuyIn: usd(100),
			StartedAt: domain.NewTimestamp(at), NetResult: net, CreatedAt: stamp, UpdatedAt: stamp}
		if net != nil {
			end := domain.NewTimestamp(at.Add(time.Hour))
			s.EndedAt = &end
		}
		if _, err := db.NewInsert().Model(s).Exec(ctx); err != nil {
			t.Fatal(err)
		}
	}
	w2g := func(account uuid.UUID, payer string, won domain.Date, amountWon float64, federal, state *domain.Money) {
		t.Helper()
		w := &persistence.W2G{ID: uuid.New(), Payer: payer, DateWon: won, TaxYear: won.Year(), GameType: "slots", AmountWon: usd(amountWon),
			FederalWithheld: federal, StateWithheld: state, CreatedAt: stamp, UpdatedAt: stamp}
		if err := persistence.NewRecords(db, account).AddW2GRecord(ctx, w); err != nil {
			t.Fatal(err)
		}
	}

	session(ann.ID, "Bellagio", "2025-02-01T10:00:00Z", amount(1200.10))
	session(ann.ID, "  bellagio ", "2025-03-01T10:00:00Z", amount(-300.05))
	session(ann.ID, "Aria", "2025-12-31T23:59:59Z", amount(-100))
	session(ann.ID, "Aria", "2025-05-01T10:00:00Z", nil)              // open
	session(ann.ID, "Aria", "2026-01-01T00:00:00Z", amount(-999))     // next year
	session(eve.ID, "Bellagio", "2025-02-01T10:00:00Z", amount(5000)) // another account
	w2g(ann.ID, "BELLAGIO", domain.NewDate(2025, 2, 1), 1500, amount(0), amount(15))
	w2g(ann.ID, "Wynn", domain.NewDate(2025, 8, 1), 2000.5, amount(480.12), nil)
	w2g(ann.ID, "Wynn", domain.NewDate(2026, 1, 2), 9000, nil, nil)
	w2g(eve.ID, "Wynn", domain.NewDate(2025, 8, 1), 7000, nil, nil)

	f, err := persistence.TaxYearFigures(ctx, db, ann.ID, 2025)
	if err != nil {
		t.Fatal(err)
	}
	t.Run("the year's totals count only the account's W-2Gs of the year and its closed sessions started in the year", func(t *testing.T) {
		if f.W2GCount != 2 || f.W2GWinnings != usd(3500.5) || f.FederalWithheld != usd(480.12) || f.StateWithheld != usd(15) || len(f.W2Gs) != 2 {
			t.Errorf("W-2G figures = %d, %v, %v, %v", f.W2GCount, f.W2GWinnings, f.FederalWithheld, f.StateWithheld)
		}
		if f.SessionCount != 3 || f.SessionWins != usd(1200.1) || f.SessionLosses != usd(400.05) || f.WinningCount != 1 || f.LosingCount != 2 || len(f.Sessions) != 3 {
			t.Errorf("session figures = %d, %v, %v, %d, %d", f.SessionCount, f.SessionWins, f.SessionLosses, f.WinningCount, f.LosingCount)
		}
		if f.Winnings() != usd(3500.5) {
			t.Errorf("Winnings() = %v, want the larger of session wins and W-2G winnings", f.Winnings())
		}
	})

	t.Run("per casino, names that differ only in case and spacing are one casino, sorted by key", func(t *testing.T) {
		if len(f.Casinos) != 3 {
			t.Fatalf("casinos = %+v, want aria, bellagio and wynn", f.Casinos)
		}
		aria, bellagio, wynn := f.Casinos[0], f.Casinos[1], f.Casinos[2]
		if aria.CasinoKey != "aria" || aria.SessionCount != 1 || aria.SessionLosses != usd(100) || aria.W2GCount != 0 {
			t.Errorf("aria = %+v", aria)
		}
		if bellagio.CasinoKey != "bellagio" || bellagio.CasinoName != "BELLAGIO" || bellagio.SessionCount != 2 || bellagio.SessionWins != usd(1200.1) ||
			bellagio.SessionLosses != usd(300.05) || bellagio.W2GCount != 1 || bellagio.W2GWinnings != usd(1500) || bellagio.StateWithheld != usd(15) {
			t.Errorf("bellagio = %+v", bellagio)
		}
		if bellagio.Winnings() != usd(1500) {
			t.Errorf("bellagio.Winnings() = %v, want 1500", bellagio.Winnings())
		}
		if wynn.CasinoKey != "wynn" || wynn.W2GCount != 1 || wynn.W2GWinnings != usd(2000.5) || wynn.FederalWithheld != usd(480.12) || wynn.SessionCount != 0 {
			t.Errorf("wynn = %+v", wynn)
		}
	})

	t.Run("a year without records has zeros and empty lists", func(t *testing.T) {
		empty, err := persistence.TaxYearFigures(ctx, db, ann.ID, 2019)
		if err != nil {
			t.Fatal(err)
		}
		if empty.W2Gs == nil || empty.Sessions == nil || empty.Casinos == nil || empty.W2GCount != 0 || empty.SessionWins != usd(0) {
			t.Errorf("figures = %+v", empty)
		}
	})
}
