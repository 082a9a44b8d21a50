package optimizers_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/tierline/tierline/internal/domain/directory"
	"github.com/tierline/tierline/transport/apitest"
)

func TestTripValueEstimate(t *testing.T) {
	h := apitest.NewAt(t, june1)
	ann := h.NewPlayer(t, "read,write")
	addTier(t, ann, tier{casino: "Caesars Palace Casino", name: "Platinum", balance: 3000})

	t.Run("$25 blackjack, 4 hours a day for 2 days: 25 × 70 × 8 × 0.5% = $70.00 theo, rated 25 × 60 × 8 × 2% = $240", func(t *testing.T) {
		data := ann.MustAction(t, "trip_value_estimate", map[string]any{
			"casino_name": "caesars palace casino", "days": 2, "hours_per_day": 4, "game_type": "blackjack", "avg_bet": 25,
		})
		want := map[string]float64{"expected_theo": 70, "adt": 35, "rated_theo": 240, "rated_adt": 120, "hours": 8, "decisions": 560, "total_wagered": 14000}
		for k, v := range want {
			if got := apitest.Num(t, data[k]); got != v {
				t.Errorf("%s = %v, want %v", k, got, v)
			}
		}
		// Comps follow the casino's rating: 20%, 30%, 40% of $240 (not of $70).
		comps := apitest.Object(t, data["expected_comps"])
		if apitest.Num(t, comps["low"]) != 48 || apitest.Num(t, comps["typical"]) != 72 || apitest.Num(t, comps["high"]) != 96 {
			t.Errorf("expected_comps = %v", comps)
		}
		if data["coin_in"] != nil || data["expected_points_value"] != nil {
			t.Errorf("table play: coin_in %v, points %v; want null", data["coin_in"], data["expected_points_value"])
		}
		if data["casino_slug"] != directory.CasinoSlug(directory.CasinoID("Caesars Palace Casino", "NV"), "Caesars Palace Casino", "NV") {
			t.Errorf("casino_slug = %v", data["casino_slug"])
		}
		assumptions := apitest.Array(t, data["assumptions"])
		edge := apitest.Object(t, assumptions[0])
		if len(assumptions) != 4 || edge["name"] != "house_edge" || edge["verified"] != true || len(apitest.Array(t, edge["sources"])) == 0 ||
			!strings.Contains(edge["value"].(string), "0.50%") {
			t.Errorf("assumptions = %v", assumptions)
		}
		if rating := apitest.Object(t, assumptions[2]); rating["name"] != "casino rating" || !strings.Contains(rating["value"].(string), "2.00% at 60") || len(apitest.Array(t, rating["sources"])) == 0 {
			t.Errorf("rating assumption = %v", rating)
		}
		if rate := apitest.Object(t, assumptions[3]); rate["verified"] != false || !strings.Contains(rate["value"].(string), "20% to 40% of casino-rated theoretical loss") {
			t.Errorf("comps rate assumption = %v", rate)
		}
		tp := apitest.Object(t, data["tier_progress"])
		if apitest.Object(t, tp["tier"])["tier"] != "Platinum" || tp["rewards_program"] != "Caesars Rewards" || tp["points_earned"] != nil ||
			!strings.Contains(tp["earning_rule"].(string), "Tier Credit") {
			t.Errorf("tier_progress = %v", tp)
		}
	})

	t.Run("$1 slots, 2 hours a day for 3 days: $3,000 coin-in at the 7.2% statewide hold", func(t *testing.T) {
		data := ann.MustAction(t, "trip_value_estimate", map[string]any{
			"casino_name": "Joe's Card Room", "days": 3, "hours_per_day": 2, "game_type": "slots", "avg_bet": 1,
		})
		for k, v := range map[string]float64{"coin_in": 3000, "total_wagered": 3000, "expected_theo": 216, "adt": 72, "rated_theo": 216, "rated_adt": 72} {
			if got := apitest.Num(t, data[k]); got != v {
				t.Errorf("%s = %v, want %v", k, got, v)
			}
		}
		comps := apitest.Object(t, data["expected_comps"])
		if apitest.Num(t, comps["low"]) != 43.2 || apitest.Num(t, comps["typical"]) != 64.8 || apitest.Num(t, comps["high"]) != 86.4 {
			t.Errorf("expected_comps = %v", comps)
		}
		// Points: 0.1%, 0.2%, 0.3% of $3,000 coin-in.
		points := apitest.Object(t, data["expected_points_value"])
		if apitest.Num(t, points["low"]) != 3 || apitest.Num(t, points["typical"]) != 6 || apitest.Num(t, points["high"]) != 9 {
			t.Errorf("expected_points_value = %v", points)
		}
		if len(apitest.Array(t, data["assumptions"])) != 5 || data["casino_slug"] != nil {
			t.Errorf("assumptions %v, slug %v", data["assumptions"], data["casino_slug"])
		}
		tp := apitest.Object(t, data["tier_progress"])
		if tp["tier"] != nil || tp["rewards_program"] != nil || !strings.Contains(tp["reason"].(string), "No rewards program") {
			t.Errorf("tier_progress = %v", tp)
		}
	})

	valid := func(change map[string]any) map[string]any {
		f := map[string]any{"casino_name": "Caesars Palace Casino", "days": 2, "hours_per_day": 4, "game_type": "blackjack", "avg_bet": 25}
		for k, v := range change {
			if v == nil {
				delete(f, k)
			} else {
				f[k] = v
			}
		}
		return f
	}
	for _, tt := range []struct {
		name   string
		change map[string]any
		field  string
	}{
		{"casino_name is missing", map[string]any{"casino_name": nil}, "casino_name"},
		{"casino_name is blank", map[string]any{"casino_name": "  "}, "casino_name"},
		{"days is missing", map[string]any{"days": nil}, "days"},
		{"days is 0", map[string]any{"days": 0}, "days"},
		{"days is over 30", map[string]any{"days": 31}, "days"},
		{"days is not a whole number", map[string]any{"days": 2.5}, "days"},
		{"hours_per_day is missing", map[string]any{"hours_per_day": nil}, "hours_per_day"},
		{"hours_per_day is 0", map[string]any{"hours_per_day": 0}, "hours_per_day"},
		{"hours_per_day is over 24", map[string]any{"hours_per_day": 24.5}, "hours_per_day"},
		{"game_type is missing", map[string]any{"game_type": nil}, "game_type"},
		{"game_type is unknown", map[string]any{"game_type": "bingo"}, "game_type"},
		{"game_type has no known edge", map[string]any{"game_type": "poker"}, "game_type"},
		{"game_type is keno", map[string]any{"game_type": "keno"}, "game_type"},
		{"avg_bet is missing", map[string]any{"avg_bet": nil}, "avg_bet"},
		{"avg_bet is 0", map[string]any{"avg_bet": 0}, "avg_bet"},
	} {
		t.Run("400 when "+tt.name, func(t *testing.T) {
			ann.Action(t, "trip_value_estimate", valid(tt.change)).WantInvalid(t, tt.field)
		})
	}

	t.Run("a key without read is refused with 403", func(t *testing.T) {
		ann.WithKey(t, "write").Action(t, "trip_value_estimate", valid(nil)).WantError(t, http.StatusForbidden, "insufficient_scope", `"read"`)
	})
}
