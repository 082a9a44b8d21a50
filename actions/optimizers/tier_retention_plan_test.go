package optimizers_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/tierline/tierline/transport/apitest"
)

func TestTierRetentionPlan(t *testing.T) {
	h := apitest.NewAt(t, june1)
	ann := h.NewPlayer(t, "read,write")
	addTier(t, ann, tier{casino: "Caesars Palace Casino", name: "Platinum", balance: 3000})
	addTier(t, ann, tier{casino: "Flamingo Las Vegas", name: "Gold", balance: 10})
	addTier(t, ann, tier{casino: "Joe's Card Room", name: "Member", needed: 500, expires: "2026-06-11"})

	t.Run("a known tier: its threshold, points, days and per-day pace, and no invented coin-in", func(t *testing.T) {
		data := ann.MustAction(t, "tier_retention_plan", map[string]any{"casino_name": "caesars palace casino", "avg_bet": 5})
		target := apitest.Object(t, data["target_tier"])
		if data["ladder"] != "known" || target["name"] != "Platinum" || apitest.Num(t, target["level"]) != 2 || apitest.Num(t, target["qualification_amount"]) != 5000 || target["qualification_unit"] != "tier_credits" {
			t.Errorf("ladder %v, target %v", data["ladder"], target)
		}
		// 5000 − 3000 = 2000 points over 2026-06-01 → 2026-12-31 (213 days): 9.39 a day.
		for k, v := range map[string]float64{"points_needed": 2000, "days_left": 213, "points_per_day": 9.39} {
			if got := apitest.Num(t, data[k]); got != v {
				t.Errorf("%s = %v, want %v", k, got, v)
			}
		}
		if data["deadline"] != "2026-12-31" {
			t.Errorf("deadline = %v", data["deadline"])
		}
		if rule, _ := data["earning_rule"].(string); !strings.Contains(rule, "1 Tier Credit per $5") {
			t.Errorf("earning_rule = %v, want Caesars' published text", data["earning_rule"])
		}
		if data["coin_in_needed"] != nil || data["expected_theo_cost"] != nil || !strings.Contains(data["conversion"].(string), "unknown") {
			t.Errorf("coin_in_needed %v, expected_theo_cost %v, conversion %v", data["coin_in_needed"], data["expected_theo_cost"], data["conversion"])
		}
		mix := apitest.Array(t, data["game_mix"])
		if len(mix) != 13 {
			t.Fatalf("%d games, want every row of the gaming table (13)", len(mix))
		}
		prev := -1.0
		for _, g := range mix {
			row := apitest.Object(t, g)
			edge := apitest.Num(t, row["house_edge"])
			if edge < prev {
				t.Errorf("game_mix is not cheapest first: %v after %v", edge, prev)
			}
			prev = edge
			if len(apitest.Array(t, row["sources"])) == 0 {
				t.Errorf("%v has no sources", row["game_type"])
			}
		}
		first, second := apitest.Object(t, mix[0]), apitest.Object(t, mix[1])
		// 1,000 × 0.46% = $4.60 at 500 hands an hour: $5 a hand puts $1,000 through in 0.4 h;
		// blackjack 1,000 × 0.5% = $5.00, 1,000 ÷ (5 × 70) = 2.86 h.
		if first["game_type"] != "video_poker" || apitest.Num(t, first["theo_per_1000_coin_in"]) != 4.6 || apitest.Num(t, first["hours_per_1000_coin_in"]) != 0.4 {
			t.Errorf("cheapest = %v", first)
		}
		if second["game_type"] != "blackjack" || apitest.Num(t, second["theo_per_1000_coin_in"]) != 5 || apitest.Num(t, second["hours_per_1000_coin_in"]) != 2.86 {
			t.Errorf("second = %v", second)
		}
		if last := apitest.Object(t, mix[len(mix)-1]); last["variant"] != "penny" || apitest.Num(t, last["theo_per_1000_coin_in"]) != 100 {
			t.Errorf("dearest = %v", last)
		}
		if !strings.HasPrefix(data["cheapest_game"].(string), "video_poker") {
			t.Errorf("cheapest_game = %v", data["cheapest_game"])
		}
	})

	t.Run("without avg_bet the hours are null", func(t *testing.T) {
		data := ann.MustAction(t, "tier_retention_plan", map[string]any{"casino_name": "Caesars Palace Casino"})
		if apitest.Object(t, apitest.Array(t, data["game_mix"])[0])["hours_per_1000_coin_in"] != nil {
			t.Errorf("hours without an avg_bet: %v", apitest.Array(t, data["game_mix"])[0])
		}
	})

	t.Run("the entry tier needs nothing to keep", func(t *testing.T) {
		data := ann.MustAction(t, "tier_retention_plan", map[string]any{"casino_name": "Flamingo Las Vegas"})
		if apitest.Num(t, data["points_needed"]) != 0 || apitest.Num(t, data["points_per_day"]) != 0 {
			t.Errorf("points_needed %v, per day %v", data["points_needed"], data["points_per_day"])
		}
		if notes := strings.Join(toStrings(apitest.Array(t, data["notes"])), " "); !strings.Contains(notes, "entry tier") {
			t.Errorf("notes %q", notes)
		}
	})

	t.Run("an unknown ladder falls back to the player's own figures and invents no threshold", func(t *testing.T) {
		data := ann.MustAction(t, "tier_retention_plan", map[string]any{"casino_name": "Joe's Card Room"})
		if data["ladder"] != "unknown" || data["ladder_reason"] == nil || apitest.Object(t, data["target_tier"])["qualification_amount"] != nil {
			t.Errorf("ladder %v (%v), target %v", data["ladder"], data["ladder_reason"], data["target_tier"])
		}
		for k, v := range map[string]float64{"points_needed": 500, "days_left": 10, "points_per_day": 50} {
			if got := apitest.Num(t, data[k]); got != v {
				t.Errorf("%s = %v, want %v", k, got, v)
			}
		}
		if data["earning_rule"] != nil || data["rewards_program"] != nil {
			t.Errorf("earning_rule %v, program %v", data["earning_rule"], data["rewards_program"])
		}
	})

	t.Run("404 for a casino where the caller holds no tier, even when another player does", func(t *testing.T) {
		bob := h.NewPlayer(t, "read")
		addTier(t, bob, tier{casino: "Wynn Las Vegas", name: "Black"})
		ann.Action(t, "tier_retention_plan", map[string]any{"casino_name": "Wynn Las Vegas"}).WantError(t, http.StatusNotFound, "not_found", "Wynn Las Vegas")
	})

	for _, tt := range []struct {
		name   string
		fields map[string]any
		field  string
	}{
		{"casino_name is missing", map[string]any{}, "casino_name"},
		{"casino_name is blank", map[string]any{"casino_name": " "}, "casino_name"},
		{"casino_name is too long", map[string]any{"casino_name": strings.Repeat("x", 201)}, "casino_name"},
		{"avg_bet is 0", map[string]any{"casino_name": "Caesars Palace Casino", "avg_bet": 0}, "avg_bet"},
		{"avg_bet is negative", map[string]any{"casino_name": "Caesars Palace Casino", "avg_bet": -5}, "avg_bet"},
	} {
		t.Run("400 when "+tt.name, func(t *testing.T) {
			ann.Action(t, "tier_retention_plan", tt.fields).WantInvalid(t, tt.field)
		})
	}

	t.Run("a key without read is refused with 403", func(t *testing.T) {
		ann.WithKey(t, "write").Action(t, "tier_retention_plan", map[string]any{"casino_name": "Caesars Palace Casino"}).
			WantError(t, http.StatusForbidden, "insufficient_scope", `"read"`)
	})
}
