package taxreport_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/transport/apitest"
)

func TestGenerateSummary(t *testing.T) {
	h := newHarness(t)

	t.Run("the year's W-2Gs and closed sessions are added up in total and per casino", func(t *testing.T) {
		ann := h.NewPlayer(t, "read,tax")
		closed(t, ann, persistence.Session{CasinoName: joliet}, "2025-03-01T20:00:00Z", 1000, 4000)                                                  // +3000
		closed(t, ann, persistence.Session{CasinoName: small}, "2025-04-01T20:00:00Z", 1500.25, 500)                                                 // -1000.25
		closed(t, ann, persistence.Session{CasinoName: "somewhere  SMALL"}, "2025-12-31T21:59:00Z", 500, 0)                                          // -500
		closed(t, ann, persistence.Session{CasinoName: small}, "2025-06-01T20:00:00Z", 100, 100)                                                     // 0
		ann.Session(t, persistence.Session{CasinoName: small, GameType: "slots", BuyIn: apitest.USD(100), StartedAt: ts(t, "2025-08-01T20:00:00Z")}) // open
		closed(t, ann, persistence.Session{CasinoName: small}, "2024-12-31T20:00:00Z", 7000, 0)                                                      // the year before
		closed(t, ann, persistence.Session{CasinoName: small}, "2026-01-01T00:10:00Z", 8000, 0)                                                      // the year after
		w2g(t, h, ann, persistence.W2G{Payer: "HARRAH'S JOLIET CASINO & HOTEL", AmountWon: apitest.USD(2000), FederalWithheld: apitest.USDPtr(480.0),
			State: new("IL"), StateWithheld: apitest.USDPtr(20.0)}, "2025-03-01")
		w2g(t, h, ann, persistence.W2G{Payer: small, GameType: "keno", AmountWon: apitest.USD(1500.5), FederalWithheld: apitest.USDPtr(0.25)}, "2025-11-11")
		w2g(t, h, ann, persistence.W2G{Payer: small, AmountWon: apitest.USD(5000)}, "2026-01-03")

		data := ann.Call(t, path, "generate_summary", map[string]any{"tax_year": 2025}).Data(t)
		// W-2G 2000 + 1500.50 = 3500.50; session wins 3000; losses 1000.25 + 500 = 1500.25;
		// winnings = max(3000, 3500.50); 2025: deductible = min(1500.25, 3500.50); net = 3500.50 - 1500.25.
		wantNumbers(t, "summary", data, map[string]float64{
			"tax_year": 2025, "w2g_winnings": 3500.5, "federal_withheld": 480.25, "state_withheld": 20, "w2g_count": 2,
			"session_wins": 3000, "session_losses": 1500.25, "session_count": 4,
			"winnings": 3500.5, "losses": 1500.25, "deductible_losses": 1500.25, "loss_fraction": 1, "net": 2000.25,
		})
		wantStrings(t, "summary", data, map[string]any{"winnings_basis": "w2g"})
		if !strings.Contains(data["rule"].(string), "Through 2025") || len(apitest.Array(t, data["sources"])) == 0 {
			t.Errorf("rule = %v, sources = %v: want the 2025 rule with sources", data["rule"], data["sources"])
		}
		if !strings.Contains(data["disclaimer"].(string), "not tax advice") {
			t.Errorf("disclaimer = %v", data["disclaimer"])
		}

		casinos := apitest.Array(t, data["casinos"])
		if len(casinos) != 2 {
			t.Fatalf("casinos = %v, want Harrah's Joliet and Somewhere Small", casinos)
		}
		first, second := apitest.Object(t, casinos[0]), apitest.Object(t, casinos[1])
		wantStrings(t, "casinos[0]", first, map[string]any{"casino_name": "HARRAH'S JOLIET CASINO & HOTEL", "casino_slug": directorySlug(t, h, joliet)})
		wantNumbers(t, "casinos[0]", first, map[string]float64{"w2g_count": 1, "w2g_winnings": 2000, "federal_withheld": 480, "state_withheld": 20,
			"session_count": 1, "session_wins": 3000, "session_losses": 0, "winnings": 3000})
		wantStrings(t, "casinos[1]", second, map[string]any{"casino_name": small})
		apitest.WantNull(t, second, "casino_slug")
		wantNumbers(t, "casinos[1]", second, map[string]float64{"w2g_count": 1, "w2g_winnings": 1500.5, "federal_withheld": 0.25, "state_withheld": 0,
			"session_count": 3, "session_wins": 0, "session_losses": 1500.25, "winnings": 1500.5})
	})

	t.Run("the same figures deduct all losses in 2025 and 90% in 2026", func(t *testing.T) {
		ann := h.NewPlayer(t, "read,tax")
		for _, year := range []string{"2025", "2026"} {
			closed(t, ann, persistence.Session{CasinoName: small}, year+"-02-01T10:00:00Z", 0, 10000)
			closed(t, ann, persistence.Session{CasinoName: small}, year+"-03-01T10:00:00Z", 10000, 0)
		}
		y2025 := ann.Call(t, path, "generate_summary", map[string]any{"tax_year": 2025}).Data(t)
		wantNumbers(t, "2025", y2025, map[string]float64{"winnings": 10000, "losses": 10000, "deductible_losses": 10000, "loss_fraction": 1, "net": 0})
		y2026 := ann.Call(t, path, "generate_summary", map[string]any{"tax_year": 2026}).Data(t)
		wantNumbers(t, "2026", y2026, map[string]float64{"winnings": 10000, "losses": 10000, "deductible_losses": 9000, "loss_fraction": 0.9, "net": 1000})
		if !strings.Contains(y2026["rule"].(string), "90%") {
			t.Errorf("2026 rule = %q, want the 90%% rule", y2026["rule"])
		}
	})

	t.Run("the summary and the W-2G report list the year's W-2G thresholds: $2,000 for keno and other games in 2026", func(t *testing.T) {
		ann := h.NewPlayer(t, "read,tax")
		for _, action := range []string{"generate_summary", "generate_w2g_report"} {
			data := ann.Call(t, path, action, map[string]any{"tax_year": 2026}).Data(t)
			got := map[string]float64{}
			for _, item := range apitest.Array(t, data["w2g_thresholds"]) {
				th := apitest.Object(t, item)
				got[th["game_kind"].(string)] = apitest.Num(t, th["amount"])
				if apitest.Num(t, th["amount_year"]) != 2026 || len(apitest.Array(t, th["sources"])) == 0 {
					t.Errorf("%s: %v lacks its year or sources", action, th)
				}
			}
			want := map[string]float64{"slots": 2000, "bingo": 2000, "keno": 2000, "poker_tournament": 5000, "other": 2000}
			if fmt.Sprint(got) != fmt.Sprint(want) {
				t.Errorf("%s: thresholds = %v, want %v", action, got, want)
			}
		}
	})

	t.Run("tax_year defaults to the current year, and a player without records gets zeros and no casinos", func(t *testing.T) {
		ann := h.NewPlayer(t, "read,tax")
		closed(t, ann, persistence.Session{CasinoName: small}, "2026-02-01T10:00:00Z", 300, 0)
		wantNumbers(t, "default", ann.Call(t, path, "generate_summary", nil).Data(t),
			map[string]float64{"tax_year": 2026, "session_losses": 300, "winnings": 0, "deductible_losses": 0, "net": 0})
		bob := h.NewPlayer(t, "read,tax")
		data := bob.Call(t, path, "generate_summary", nil).Data(t)
		wantNumbers(t, "empty", data, map[string]float64{"session_count": 0, "w2g_count": 0, "winnings": 0})
		if len(apitest.Array(t, data["casinos"])) != 0 {
			t.Errorf("casinos = %v", data["casinos"])
		}
	})

	t.Run("another player's records are not added", func(t *testing.T) {
		eve := h.NewPlayer(t, "read,tax")
		closed(t, eve, persistence.Session{CasinoName: small}, "2025-02-01T10:00:00Z", 0, 999)
		w2g(t, h, eve, persistence.W2G{Payer: small, AmountWon: apitest.USD(5000)}, "2025-02-01")
		bob := h.NewPlayer(t, "read,tax")
		wantNumbers(t, "bob", bob.Call(t, path, "generate_summary", map[string]any{"tax_year": 2025}).Data(t),
			map[string]float64{"session_count": 0, "w2g_count": 0, "winnings": 0})
	})
}
