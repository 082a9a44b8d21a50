package taxreport_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/transport/apitest"
)

func TestGenerateW2GReport(t *testing.T) {
	h := newHarness(t)
	ann := h.NewPlayer(t, "read,tax")
	il1 := w2g(t, h, ann, persistence.W2G{Payer: joliet, AmountWon: apitest.USD(2000), FederalWithheld: apitest.USDPtr(480.0), State: new("IL"), StateWithheld: apitest.USDPtr(20.0)}, "2025-03-01")
	nv := w2g(t, h, ann, persistence.W2G{Payer: "Bellagio Hotel and Casino", AmountWon: apitest.USD(1300), FederalWithheld: apitest.USDPtr(0.0), State: new("NV")}, "2025-06-01")
	il2 := w2g(t, h, ann, persistence.W2G{Payer: joliet, AmountWon: apitest.USD(1200), State: new("IL"), StateWithheld: apitest.USDPtr(12.5)}, "2025-07-01")
	none := w2g(t, h, ann, persistence.W2G{Payer: small, GameType: "keno", AmountWon: apitest.USD(1500.5), Wager: apitest.USDPtr(2.0), FederalWithheld: apitest.USDPtr(0.25)}, "2025-11-11")
	w2g(t, h, ann, persistence.W2G{Payer: small, AmountWon: apitest.USD(5000)}, "2026-01-03") // 2026
	eve := h.NewPlayer(t, "read,tax")
	w2g(t, h, eve, persistence.W2G{Payer: small, AmountWon: apitest.USD(9999), State: new("IL")}, "2025-03-01")

	data := ann.Call(t, path, "generate_w2g_report", map[string]any{"tax_year": 2025}).Data(t)

	t.Run("the year's W-2Gs are listed oldest first with totals", func(t *testing.T) {
		apitest.WantNum(t, data, "count", 4)
		if got, want := apitest.IDs(t, data["w2g"]), []string{il1.ID.String(), nv.ID.String(), il2.ID.String(), none.ID.String()}; strings.Join(got, ",") != strings.Join(want, ",") {
			t.Errorf("ids = %v, want %v", got, want)
		}
		rows := apitest.Array(t, data["w2g"])
		first := apitest.Object(t, rows[0])
		wantStrings(t, "w2g[0]", first, map[string]any{"date_won": "2025-03-01", "payer": joliet, "game_type": "slots", "state": "IL",
			"casino_slug": directorySlug(t, h, joliet)})
		wantNumbers(t, "w2g[0]", first, map[string]float64{"tax_year": 2025, "amount_won": 2000, "federal_withheld": 480, "state_withheld": 20})
		last := apitest.Object(t, rows[3])
		apitest.WantNull(t, last, "state")
		apitest.WantNull(t, last, "state_withheld")
		apitest.WantNull(t, last, "casino_slug")
		wantNumbers(t, "w2g[3]", last, map[string]float64{"wager": 2})
		// 2000 + 1300 + 1200 + 1500.50; 480 + 0 + 0.25 (missing counts 0); 20 + 12.50.
		wantNumbers(t, "totals", apitest.Object(t, data["totals"]), map[string]float64{"count": 4, "amount_won": 6000.5, "federal_withheld": 480.25, "state_withheld": 32.5})
	})

	t.Run("withholding is grouped per state, records without a state last", func(t *testing.T) {
		byState := apitest.Array(t, data["by_state"])
		if len(byState) != 3 {
			t.Fatalf("by_state = %v, want IL, NV and none", byState)
		}
		il, nvState, noState := apitest.Object(t, byState[0]), apitest.Object(t, byState[1]), apitest.Object(t, byState[2])
		wantStrings(t, "IL", il, map[string]any{"state": "IL"})
		wantNumbers(t, "IL", il, map[string]float64{"count": 2, "amount_won": 3200, "state_withheld": 32.5})
		wantStrings(t, "NV", nvState, map[string]any{"state": "NV"})
		wantNumbers(t, "NV", nvState, map[string]float64{"count": 1, "amount_won": 1300, "state_withheld": 0})
		apitest.WantNull(t, noState, "state")
		wantNumbers(t, "none", noState, map[string]float64{"count": 1, "amount_won": 1500.5, "state_withheld": 0})
	})

	t.Run("Accept: text/csv answers the same records as CSV", func(t *testing.T) {
		_, records := csvBody(t, ann, "generate_w2g_report", map[string]any{"tax_year": 2025}, nil)
		wantCSVMatches(t, records,
			[]string{"w2g_id", "date_won", "tax_year", "payer", "game_type", "amount_won", "wager", "federal_withheld", "state", "state_withheld"},
			apitest.Array(t, data["w2g"]), map[string]string{"w2g_id": "id"},
			map[string]bool{"amount_won": true, "wager": true, "federal_withheld": true, "state_withheld": true})
		if got := records[4][5]; got != "1500.50" {
			t.Errorf("amount_won = %q, want 1500.50", got)
		}
	})

	t.Run("an Idempotency-Key replays the CSV answer as CSV", func(t *testing.T) {
		key := map[string]string{"Idempotency-Key": "3f0c6c2e-8d1b-4c8e-9a44-1f3e2d9b7a10"}
		first, _ := csvBody(t, ann, "generate_w2g_report", map[string]any{"tax_year": 2025}, key)
		second, _ := csvBody(t, ann, "generate_w2g_report", map[string]any{"tax_year": 2025}, key)
		if second.Header.Get("Idempotent-Replayed") != "true" || string(first.Body) != string(second.Body) {
			t.Errorf("Idempotent-Replayed = %q; bodies equal %v", second.Header.Get("Idempotent-Replayed"), string(first.Body) == string(second.Body))
		}
	})

	t.Run("the same key without Accept: text/csv is another request", func(t *testing.T) {
		res := ann.Post(t, path, map[string]any{"action": "generate_w2g_report", "tax_year": 2025},
			map[string]string{"Idempotency-Key": "3f0c6c2e-8d1b-4c8e-9a44-1f3e2d9b7a10"})
		res.WantInvalid(t, "Idempotency-Key")
	})
}

// TestCSVTextNeverRunsAsAFormula: text a player typed that a spreadsheet
// would run as a formula is written with a leading ' in the CSV, and kept
// as typed in the JSON; amounts (negative ones too) are left alone.
func TestCSVTextNeverRunsAsAFormula(t *testing.T) {
	h := newHarness(t)
	ann := h.NewPlayer(t, "read,tax")
	payers := []string{`=HYPERLINK("http://x.test","y")`, "+1 Casino", "-Casino", "@SUM(A1)", "\t=1", "Plain = Casino"}
	for i, payer := range payers {
		w2g(t, h, ann, persistence.W2G{Payer: payer, AmountWon: apitest.USD(1300)}, fmt.Sprintf("2025-03-%02d", i+1))
	}
	_, records := csvBody(t, ann, "generate_w2g_report", map[string]any{"tax_year": 2025}, nil)
	if len(records) != len(payers)+1 {
		t.Fatalf("%d CSV rows, want %d", len(records)-1, len(payers))
	}
	for i, payer := range payers {
		want := "'" + payer
		if i == len(payers)-1 {
			want = payer // begins with a letter: nothing to neutralise
		}
		if got := records[i+1][3]; got != want {
			t.Errorf("payer %q is %q in the CSV, want %q", payer, got, want)
		}
	}
	data := ann.Call(t, path, "generate_w2g_report", map[string]any{"tax_year": 2025}).Data(t)
	if got := apitest.Object(t, apitest.Array(t, data["w2g"])[0])["payer"]; got != payers[0] {
		t.Errorf("JSON payer = %q, want it as typed", got)
	}
}
