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
		name                string
		fields              map[string]any
		theo, comp, wagered float64
		compLow, compHigh   float64
		points              bool
	}{
		{"$25 × 60 hands/h × 4 h × 1% is $60 of theo (both overridden)",
			map[string]any{"game_type": "blackjack", "avg_bet": 25, "hours": 4, "decisions_per_hour": 60, "house_edge": 0.01},
			60, 18, 6000, 12, 24, false},
		{"blackjack from the table: 25 × 70 × 4 × 0.5% = 35",
			map[string]any{"game_type": "blackjack", "avg_bet": 25, "hours": 4},
			35, 10.5, 7000, 7, 14, false},
		{"roulette from the table: 10 × 38 × 2 × 5.26% = 39.98",
			map[string]any{"game_type": "roulette", "avg_bet": 10, "hours": 2},
			39.98, 11.99, 760, 8, 15.99, false},
		{"slots: coin-in 2 × 500 × 1 = 1,000 at the statewide 7.2% hold = 72",
			map[string]any{"game_type": "slots", "avg_bet": 2, "hours": 1},
			72, 21.6, 1000, 14.4, 28.8, true},
		{"penny slots use the penny row (10%)",
			map[string]any{"game_type": "slots", "avg_bet": 2, "hours": 1, "denomination": 0.01},
			100, 30, 1000, 20, 40, true},
		{"a given reinvestment rate replaces the range",
			map[string]any{"game_type": "baccarat", "avg_bet": 100, "hours": 1, "reinvestment_rate": 0.25},
			76.32, 19.08, 7200, 19.08, 19.08, false},
		{"poker with the caller's own edge and pace",
			map[string]any{"game_type": "poker", "avg_bet": 10, "hours": 2, "house_edge": 0.05, "decisions_per_hour": 30},
			30, 9, 600, 6, 12, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			data := p.Call(t, calculatePath, "calculate", tt.fields).Data(t)
			apitest.WantNumber(t, "theo", data["theo"], tt.theo)
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
