package tax_test

import (
	"strings"
	"testing"
	"time"

	"github.com/tierline/tierline/transport/apitest"
)

func TestTaxYearSummary(t *testing.T) {
	h := apitest.NewAt(t, today)
	at := func(s string) time.Time {
		v, err := time.Parse(time.RFC3339, s)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}

	t.Run("the year's W-2Gs and closed sessions are added up, and winnings is the larger of the two", func(t *testing.T) {
		ann := h.NewPlayer(t, "read,write,tax")
		addSession(t, ann, "Bellagio Hotel and Casino", at("2025-03-01T20:00:00Z"), apitest.USDPtr(3000.0))
		addSession(t, ann, "Somewhere Small", at("2025-04-01T20:00:00Z"), apitest.USDPtr(-1000.25))
		addSession(t, ann, "Somewhere Small", at("2025-12-31T23:59:00Z"), apitest.USDPtr(-500.0))
		addSession(t, ann, "Somewhere Small", at("2025-06-01T20:00:00Z"), apitest.USDPtr(0.0))
		addSession(t, ann, "Somewhere Small", at("2025-08-01T20:00:00Z"), nil)                     // open: left out
		addSession(t, ann, "Somewhere Small", at("2024-12-31T23:30:00Z"), apitest.USDPtr(-7000.0)) // the year before
		addSession(t, ann, "Somewhere Small", at("2026-01-01T00:10:00Z"), apitest.USDPtr(-8000.0)) // the year after
		ann.MustAction(t, "manual_w2g", map[string]any{"payer": "Bellagio Hotel and Casino", "date_won": "2025-03-01", "game_type": "slots",
			"amount_won": 2000, "federal_withheld": 480, "state": "NV", "state_withheld": 20})
		ann.MustAction(t, "manual_w2g", map[string]any{"payer": "Somewhere Small", "date_won": "2025-11-11", "game_type": "keno", "amount_won": 1500.5, "federal_withheld": 0.25})
		addW2G(t, ann, "Somewhere Small", "2026-01-03", "slots", 5000) // 2026

		data := ann.MustAction(t, "tax_year_summary", map[string]any{"tax_year": 2025})
		wantNumbers(t, data, map[string]float64{
			"tax_year": 2025, "w2g_winnings": 3500.5, "federal_withheld": 480.25, "state_withheld": 20, "w2g_count": 2,
			"session_wins": 3000, "session_losses": 1500.25, "session_count": 4,
			"winnings": 3500.5, "losses": 1500.25, "deductible_losses": 1500.25, "loss_fraction": 1, "net": 2000.25,
		})
		if data["winnings_basis"] != "w2g" {
			t.Errorf("winnings_basis = %v, want w2g (W-2G winnings exceed session wins)", data["winnings_basis"])
		}
		if !strings.Contains(data["rule"].(string), "Through 2025") || len(data["sources"].([]any)) == 0 {
			t.Errorf("rule = %v, sources = %v: want the 2025 rule with sources", data["rule"], data["sources"])
		}
		if !strings.Contains(data["disclaimer"].(string), "not tax advice") {
			t.Errorf("disclaimer = %q", data["disclaimer"])
		}
	})

	t.Run("session wins above the W-2Gs are the winnings", func(t *testing.T) {
		ann := h.NewPlayer(t, "read,write,tax")
		addSession(t, ann, "Somewhere Small", at("2025-05-01T10:00:00Z"), apitest.USDPtr(4000.0))
		addW2G(t, ann, "Somewhere Small", "2025-05-01", "slots", 2500)
		data := ann.MustAction(t, "tax_year_summary", map[string]any{"tax_year": 2025})
		wantNumbers(t, data, map[string]float64{"winnings": 4000, "w2g_winnings": 2500, "session_wins": 4000, "deductible_losses": 0, "net": 4000})
		if data["winnings_basis"] != "sessions" {
			t.Errorf("winnings_basis = %v, want sessions", data["winnings_basis"])
		}
	})

	t.Run("the same figures deduct all losses in 2025 and 90% in 2026", func(t *testing.T) {
		ann := h.NewPlayer(t, "read,write,tax")
		for _, year := range []string{"2025", "2026"} {
			addSession(t, ann, "Somewhere Small", at(year+"-02-01T10:00:00Z"), apitest.USDPtr(10000.0))
			addSession(t, ann, "Somewhere Small", at(year+"-03-01T10:00:00Z"), apitest.USDPtr(-10000.0))
		}
		y2025 := ann.MustAction(t, "tax_year_summary", map[string]any{"tax_year": 2025})
		wantNumbers(t, y2025, map[string]float64{"winnings": 10000, "losses": 10000, "deductible_losses": 10000, "loss_fraction": 1, "net": 0})
		y2026 := ann.MustAction(t, "tax_year_summary", map[string]any{"tax_year": 2026})
		wantNumbers(t, y2026, map[string]float64{"winnings": 10000, "losses": 10000, "deductible_losses": 9000, "loss_fraction": 0.9, "net": 1000})
		if !strings.Contains(y2026["rule"].(string), "90%") {
			t.Errorf("2026 rule = %q, want the 90%% rule", y2026["rule"])
		}
	})

	t.Run("the summary lists the year's W-2G thresholds with the year and sources of each", func(t *testing.T) {
		ann := h.NewPlayer(t, "read,write,tax")
		for year, want := range map[float64]map[string]float64{
			2025: {"slots": 1200, "bingo": 1200, "keno": 1500, "poker_tournament": 5000, "other": 600},
			2026: {"slots": 2000, "bingo": 2000, "keno": 2000, "poker_tournament": 5000, "other": 2000},
		} {
			data := ann.MustAction(t, "tax_year_summary", map[string]any{"tax_year": year})
			wantThresholds(t, data, year, want)
		}
	})

	t.Run("losses above winnings are deductible only up to winnings", func(t *testing.T) {
		ann := h.NewPlayer(t, "read,write,tax")
		addSession(t, ann, "Somewhere Small", at("2026-02-01T10:00:00Z"), apitest.USDPtr(1000.0))
		addSession(t, ann, "Somewhere Small", at("2026-03-01T10:00:00Z"), apitest.USDPtr(-5000.0))
		data := ann.MustAction(t, "tax_year_summary", map[string]any{"tax_year": 2026})
		wantNumbers(t, data, map[string]float64{"winnings": 1000, "losses": 5000, "deductible_losses": 1000, "net": 0})
	})

	t.Run("tax_year defaults to the current year, and a player without records gets zeros", func(t *testing.T) {
		ann := h.NewPlayer(t, "read,write,tax")
		addSession(t, ann, "Somewhere Small", at("2026-02-01T10:00:00Z"), apitest.USDPtr(-300.0))
		data := ann.MustAction(t, "tax_year_summary", nil)
		wantNumbers(t, data, map[string]float64{"tax_year": 2026, "session_losses": 300, "winnings": 0, "deductible_losses": 0, "net": 0, "w2g_count": 0})
		bob := h.NewPlayer(t, "read,tax")
		wantNumbers(t, bob.MustAction(t, "tax_year_summary", nil), map[string]float64{"session_count": 0, "session_losses": 0, "w2g_count": 0})
	})

	ann := h.NewPlayer(t, "read,write,tax")
	for _, tt := range []struct {
		name   string
		fields map[string]any
	}{
		{"tax_year is before 1990", map[string]any{"tax_year": 1989}},
		{"tax_year is after next year", map[string]any{"tax_year": 2028}},
		{"tax_year is not a whole number", map[string]any{"tax_year": 2025.5}},
	} {
		t.Run("400 when "+tt.name, func(t *testing.T) {
			ann.Action(t, "tax_year_summary", tt.fields).WantInvalid(t, "tax_year")
		})
	}

	wantTaxScope(t, ann, "tax_year_summary", nil)
}

// wantThresholds checks w2g_thresholds: each game kind's amount, the year
// of the amount, and at least one source.
func wantThresholds(t *testing.T, data map[string]any, year float64, want map[string]float64) {
	t.Helper()
	list, ok := data["w2g_thresholds"].([]any)
	if !ok || len(list) != len(want) {
		t.Fatalf("w2g_thresholds = %v, want %d game kinds", data["w2g_thresholds"], len(want))
	}
	for _, item := range list {
		th := item.(map[string]any)
		kind, _ := th["game_kind"].(string)
		if apitest.Num(t, th["amount"]) != want[kind] || apitest.Num(t, th["amount_year"]) != year || apitest.Num(t, th["tax_year"]) != year || th["known"] != true {
			t.Errorf("%v %s: amount %v (of %v, known %v), want %v of %v", year, kind, th["amount"], th["amount_year"], th["known"], want[kind], year)
		}
		if srcs, _ := th["sources"].([]any); len(srcs) == 0 || th["basis"] == "" {
			t.Errorf("%v %s: no sources or basis: %v", year, kind, th)
		}
	}
}
