package tax_test

import (
	"strings"
	"testing"

	"github.com/tierline/tierline/transport/apitest"
)

func TestW2GThresholdCheck(t *testing.T) {
	h := apitest.NewAt(t, today)
	ann := h.NewPlayer(t, "read,tax")

	cases := []struct {
		name                 string
		fields               map[string]any
		reportable, withhold bool
		threshold            float64
		ruleHas              string
	}{
		{"a $1,500 slot jackpot is reportable in 2025", map[string]any{"game_type": "slots", "amount_won": 1500, "tax_year": 2025}, true, false, 1200, "$1,200"},
		{"the same jackpot is not reportable in 2026", map[string]any{"game_type": "slots", "amount_won": 1500, "tax_year": 2026}, false, false, 2000, "$2,000"},
		{"tax_year defaults to the current year (2026)", map[string]any{"game_type": "video_poker", "amount_won": 1500}, false, false, 2000, "$2,000"},
		{"keno is measured net of the wager", map[string]any{"game_type": "keno", "amount_won": 1600, "wager": 200, "tax_year": 2025}, false, false, 1500, "Keno"},
		{"a $1,600 keno win is not reportable in 2026, when keno is $2,000", map[string]any{"game_type": "keno", "amount_won": 1600, "wager": 10, "tax_year": 2026}, false, false, 2000, "$2,000"},
		{"a $2,000 keno win net of the wager is reportable in 2026", map[string]any{"game_type": "keno", "amount_won": 2010, "wager": 10, "tax_year": 2026}, true, false, 2000, "tax year 2026"},
		{"a $1,000 table long shot at 500 times the wager is reportable in 2025", map[string]any{"game_type": "roulette", "amount_won": 1002, "wager": 2, "tax_year": 2025}, true, false, 600, "$600"},
		{"the same long shot is not reportable in 2026, when other games are $2,000", map[string]any{"game_type": "roulette", "amount_won": 1002, "wager": 2, "tax_year": 2026}, false, false, 2000, "$2,000"},
		{"a poker tournament over $5,000 net of the buy-in is reportable", map[string]any{"game_type": "poker", "amount_won": 6000, "wager": 500, "tax_year": 2026}, true, false, 5000, "Poker"},
		{"a 300-to-1 table win over $5,000 needs withholding", map[string]any{"game_type": "craps", "amount_won": 6020, "wager": 20, "tax_year": 2026}, true, true, 2000, "300 times"},
		{"a table win without a wager is not reportable", map[string]any{"game_type": "roulette", "amount_won": 7000, "tax_year": 2026}, false, false, 2000, "no wager"},
	}
	for _, tt := range cases {
		t.Run(tt.name, func(t *testing.T) {
			data := ann.MustAction(t, "w2g_threshold_check", tt.fields)
			if data["reportable"] != tt.reportable || data["withholding_required"] != tt.withhold {
				t.Errorf("reportable = %v, withholding_required = %v; want %v, %v", data["reportable"], data["withholding_required"], tt.reportable, tt.withhold)
			}
			wantNumbers(t, data, map[string]float64{"threshold": tt.threshold})
			if !strings.Contains(data["rule"].(string), tt.ruleHas) {
				t.Errorf("rule = %q, want it to mention %q", data["rule"], tt.ruleHas)
			}
			if len(data["sources"].([]any)) == 0 || !strings.Contains(data["disclaimer"].(string), "not tax advice") {
				t.Errorf("sources = %v, disclaimer = %v", data["sources"], data["disclaimer"])
			}
		})
	}

	t.Run("each answer names the year and source of its amount", func(t *testing.T) {
		for _, tt := range []struct {
			game             string
			year, amountYear float64
			source, basis    string
		}{
			{"keno", 2026, 2026, "mossadams.com", "carried forward"},
			{"other", 2026, 2026, "finley-cook.com", "300"},
			{"poker", 2026, 2026, "w2gs-debunking", "No source found"},
			{"slots", 2025, 2025, "irs.gov", "$1,200"},
		} {
			data := ann.MustAction(t, "w2g_threshold_check", map[string]any{"game_type": tt.game, "amount_won": 100, "tax_year": tt.year})
			wantNumbers(t, data, map[string]float64{"threshold_year": tt.amountYear})
			if !strings.Contains(data["threshold_basis"].(string), tt.basis) {
				t.Errorf("%s %v: threshold_basis = %q, want it to mention %q", tt.game, tt.year, data["threshold_basis"], tt.basis)
			}
			found := false
			for _, src := range data["sources"].([]any) {
				found = found || strings.Contains(src.(map[string]any)["url"].(string), tt.source)
			}
			if !found {
				t.Errorf("%s %v: sources = %v, want %s", tt.game, tt.year, data["sources"], tt.source)
			}
		}
	})

	t.Run("a year past the known slot threshold says so", func(t *testing.T) {
		data := ann.MustAction(t, "w2g_threshold_check", map[string]any{"game_type": "slots", "amount_won": 2500, "tax_year": 2027})
		if data["threshold_known"] != false || data["reportable"] != true {
			t.Errorf("threshold_known = %v, reportable = %v; want false, true", data["threshold_known"], data["reportable"])
		}
	})

	for _, tt := range []struct {
		name   string
		fields map[string]any
		field  string
	}{
		{"game_type is missing", map[string]any{"amount_won": 100}, "game_type"},
		{"game_type is not in the list", map[string]any{"game_type": "lottery", "amount_won": 100}, "game_type"},
		{"amount_won is missing", map[string]any{"game_type": "slots"}, "amount_won"},
		{"amount_won is 0", map[string]any{"game_type": "slots", "amount_won": 0}, "amount_won"},
		{"wager is negative", map[string]any{"game_type": "keno", "amount_won": 100, "wager": -1}, "wager"},
		{"tax_year is before 1990", map[string]any{"game_type": "slots", "amount_won": 100, "tax_year": 1900}, "tax_year"},
		{"tax_year is after next year", map[string]any{"game_type": "slots", "amount_won": 100, "tax_year": 2030}, "tax_year"},
	} {
		t.Run("400 when "+tt.name, func(t *testing.T) {
			ann.Action(t, "w2g_threshold_check", tt.fields).WantInvalid(t, tt.field)
		})
	}

	wantTaxScope(t, ann, "w2g_threshold_check", map[string]any{"game_type": "slots", "amount_won": 1500})
}
