package comp_test

import (
	"net/http"
	"strings"
	"testing"

	_ "github.com/tierline/tierline/actions/comp"
	"github.com/tierline/tierline/transport/apitest"
)

const calculatePath = "/v1/comp/calculate"

func TestCalculate(t *testing.T) {
	h := apitest.New(t, apitest.Options{})
	p := h.NewPlayer(t, "read")

	tests := []struct {
		name                       string
		fields                     map[string]any
		theo, rated, comp, wagered float64
		compLow, compHigh          float64
		points                     bool
	}{
		{"$25 × 60 hands/h × 4 h × 1% is $60 of theo (both overridden); the casino still rates 2% at 60 hands: 120",
			map[string]any{"game_type": "blackjack", "avg_bet": 25, "hours": 4, "decisions_per_hour": 60, "house_edge": 0.01},
			60, 120, 36, 6000, 24, 48, false},
		{"blackjack: the player's expected loss is 25 × 70 × 4 × 0.5% = 35, the casino's rating 25 × 60 × 4 × 2% = 120, and comps follow the rating",
			map[string]any{"game_type": "blackjack", "avg_bet": 25, "hours": 4},
			35, 120, 36, 7000, 24, 48, false},
		{"a caller who knows the casino's rating overrides it",
			map[string]any{"game_type": "blackjack", "avg_bet": 25, "hours": 4, "rating_house_edge": 0.01, "rating_decisions_per_hour": 100},
			35, 100, 30, 7000, 20, 40, false},
		{"roulette from the table: 10 × 38 × 2 × 5.26% = 39.98, and its rating is unknown so the same figures stand in",
			map[string]any{"game_type": "roulette", "avg_bet": 10, "hours": 2},
			39.98, 39.98, 11.99, 760, 8, 15.99, false},
		{"slots: coin-in 2 × 500 × 1 = 1,000 at the statewide 7.2% hold = 72",
			map[string]any{"game_type": "slots", "avg_bet": 2, "hours": 1},
			72, 72, 21.6, 1000, 14.4, 28.8, true},
		{"penny slots use the penny row (10%)",
			map[string]any{"game_type": "slots", "avg_bet": 2, "hours": 1, "denomination": 0.01},
			100, 100, 30, 1000, 20, 40, true},
		{"quarter slots use Nevada's 2022 quarter win (8.06%), not the statewide 7.2%",
			map[string]any{"game_type": "slots", "avg_bet": 2, "hours": 1, "denomination": 0.25},
			80.6, 80.6, 24.18, 1000, 16.12, 32.24, true},
		{"dollar slots use the Wendover area's dollar win (4.25%), not the statewide 7.2%",
			map[string]any{"game_type": "slots", "avg_bet": 2, "hours": 1, "denomination": 1},
			42.5, 42.5, 12.75, 1000, 8.5, 17, true},
		{"a given reinvestment rate replaces the range",
			map[string]any{"game_type": "baccarat", "avg_bet": 100, "hours": 1, "reinvestment_rate": 0.25},
			76.32, 76.32, 19.08, 7200, 19.08, 19.08, false},
		{"poker with the caller's own edge and pace, which stand in for the rating",
			map[string]any{"game_type": "poker", "avg_bet": 10, "hours": 2, "house_edge": 0.05, "decisions_per_hour": 30},
			30, 30, 9, 600, 6, 12, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			data := p.Call(t, calculatePath, "calculate", tt.fields).Data(t)
			apitest.WantNumber(t, "theo", data["theo"], tt.theo)
			apitest.WantNumber(t, "rated_theo", data["rated_theo"], tt.rated)
			apitest.WantNumber(t, "comp_value", data["comp_value"], tt.comp)
			apitest.WantNumber(t, "total_wagered", data["total_wagered"], tt.wagered)
			r := apitest.Object(t, data["comp_value_range"])
			apitest.WantNumber(t, "comp_value_range.low", r["low"], tt.compLow)
			apitest.WantNumber(t, "comp_value_range.high", r["high"], tt.compHigh)
			if (data["points_value"] != nil) != tt.points {
				t.Errorf("points_value = %v, want present %v", data["points_value"], tt.points)
			}
			a := apitest.Object(t, data["assumptions"])
			for _, k := range []string{"house_edge", "decisions_per_hour", "reinvestment_rate"} {
				v := apitest.Object(t, a[k])
				if v["overridden"] == false && len(apitest.Array(t, v["sources"])) == 0 {
					t.Errorf("assumption %s from the table has no source", k)
				}
			}
		})
	}

	t.Run("the rating says what it rests on: sourced for blackjack, standing in for craps", func(t *testing.T) {
		for _, tt := range []struct {
			game  string
			known bool
			edge  float64
		}{{"blackjack", true, 0.02}, {"craps", false, 0.0141}} {
			data := p.Call(t, calculatePath, "calculate", map[string]any{"game_type": tt.game, "avg_bet": 10, "hours": 1}).Data(t)
			r := apitest.Object(t, apitest.Object(t, data["assumptions"])["rating"])
			if r["known"] != tt.known || r["basis"] == "" {
				t.Errorf("%s rating known = %v basis %q, want %v", tt.game, r["known"], r["basis"], tt.known)
			}
			e := apitest.Object(t, r["house_edge"])
			apitest.WantNumber(t, tt.game+" rating edge", e["value"], tt.edge)
			if len(apitest.Array(t, e["sources"])) == 0 {
				t.Errorf("%s rating edge has no source", tt.game)
			}
		}
	})

	t.Run("a directory casino adds its slug", func(t *testing.T) {
		data := p.Call(t, calculatePath, "calculate", map[string]any{"game_type": "craps", "avg_bet": 10, "hours": 1, "casino_name": "bellagio hotel and casino"}).Data(t)
		if data["casino_slug"] != "bellagio-hotel-and-casino-nv-c859bf1d" {
			t.Errorf("casino_slug = %v", data["casino_slug"])
		}
	})

	invalid := []struct {
		name   string
		fields map[string]any
		field  string
	}{
		{"game_type missing", map[string]any{"avg_bet": 5, "hours": 1}, "game_type"},
		{"game_type unknown", map[string]any{"game_type": "pachinko", "avg_bet": 5, "hours": 1}, "game_type"},
		{"avg_bet missing", map[string]any{"game_type": "craps", "hours": 1}, "avg_bet"},
		{"avg_bet zero", map[string]any{"game_type": "craps", "avg_bet": 0, "hours": 1}, "avg_bet"},
		{"hours missing", map[string]any{"game_type": "craps", "avg_bet": 5}, "hours"},
		{"hours above a week", map[string]any{"game_type": "craps", "avg_bet": 5, "hours": 200}, "hours"},
		{"house_edge of 1", map[string]any{"game_type": "craps", "avg_bet": 5, "hours": 1, "house_edge": 1}, "house_edge"},
		{"reinvestment above 1", map[string]any{"game_type": "craps", "avg_bet": 5, "hours": 1, "reinvestment_rate": 1.5}, "reinvestment_rate"},
		{"rating_house_edge of 1", map[string]any{"game_type": "craps", "avg_bet": 5, "hours": 1, "rating_house_edge": 1}, "rating_house_edge"},
		{"rating_decisions_per_hour of 0", map[string]any{"game_type": "craps", "avg_bet": 5, "hours": 1, "rating_decisions_per_hour": 0}, "rating_decisions_per_hour"},
		{"poker without an edge", map[string]any{"game_type": "poker", "avg_bet": 5, "hours": 1}, "house_edge"},
		{"keno without a pace", map[string]any{"game_type": "keno", "avg_bet": 5, "hours": 1, "house_edge": 0.25}, "decisions_per_hour"},
	}
	for _, tt := range invalid {
		t.Run("400 when "+tt.name, func(t *testing.T) {
			p.Call(t, calculatePath, "calculate", tt.fields).WantInvalid(t, tt.field)
		})
	}
}

func TestCalculateEndpoint(t *testing.T) {
	h := apitest.New(t, apitest.Options{})
	p := h.NewPlayer(t, "read")
	t.Run("an action of another endpoint is refused naming the allowed ones", func(t *testing.T) {
		e := p.Call(t, calculatePath, "list_trips", nil).WantInvalid(t, "action")
		for _, name := range []string{"analyze_history", "calculate", "get_comp_ratios"} {
			if !strings.Contains(e.Message, name) {
				t.Errorf("message %q does not list %s", e.Message, name)
			}
		}
	})
	t.Run("a key without read is refused", func(t *testing.T) {
		p.WithKey(t, "write").Call(t, calculatePath, "get_comp_ratios", nil).WantError(t, http.StatusForbidden, "insufficient_scope", `"read"`)
	})
	t.Run("no key is 401", func(t *testing.T) {
		h.Do(t, http.MethodPost, calculatePath, `{"action":"get_comp_ratios"}`, nil).WantError(t, http.StatusUnauthorized, "invalid_token", "")
	})
	t.Run("an Idempotency-Key replays a calculation", func(t *testing.T) {
		key := map[string]string{"Idempotency-Key": "6d3b2c7e-55a4-4ed2-9a3c-3f3b0f4b2a11"}
		body := map[string]any{"action": "calculate", "game_type": "craps", "avg_bet": 10, "hours": 1}
		first := p.Post(t, calculatePath, body, key)
		again := p.Post(t, calculatePath, body, key)
		if first.Status != 200 || string(first.Body) != string(again.Body) || again.Header.Get("Idempotent-Replayed") != "true" {
			t.Errorf("replay: %d %s / %s %q", first.Status, first.Body, again.Body, again.Header.Get("Idempotent-Replayed"))
		}
	})
}
