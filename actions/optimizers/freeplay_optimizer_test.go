package optimizers_test

import (
	"net/http"
	"slices"
	"strings"
	"testing"

	"github.com/google/uuid"

	"github.com/tierline/tierline/transport/apitest"
)

func TestFreeplayOptimizer(t *testing.T) {
	h := apitest.NewAt(t, june1)
	ann := h.NewPlayer(t, "read,write")
	bob := h.NewPlayer(t, "read,write")

	const cp = "Caesars Palace Casino"
	a := addOffer(t, ann, offer{casino: cp, kind: "free_play", value: 100, expires: "2026-06-05"})
	b := addOffer(t, ann, offer{casino: cp, kind: "free_play", value: 50, expires: "2026-06-03"})
	c := addOffer(t, ann, offer{casino: cp, kind: "free_play", value: 200, expires: "2026-06-05"})
	d := addOffer(t, ann, offer{casino: cp, kind: "free_play"})
	i := addOffer(t, ann, offer{casino: "caesars  PALACE casino", kind: "free_play", value: 60})
	addOffer(t, ann, offer{casino: cp, kind: "free_play", value: 25, expires: "2026-05-30"})                     // expired
	addOffer(t, ann, offer{casino: cp, kind: "room", value: 300, expires: "2026-06-02"})                         // not free play
	addOffer(t, ann, offer{casino: cp, kind: "free_play", value: 75, expires: "2026-06-10", status: "redeemed"}) // used
	addOffer(t, ann, offer{casino: "Wynn Las Vegas", kind: "free_play", value: 40, expires: "2026-06-02"})       // elsewhere
	addOffer(t, bob, offer{casino: cp, kind: "free_play", value: 999, expires: "2026-06-02"})                    // bob's

	t.Run("usable free play at the casino, soonest expiry then larger value, with expected value at 9/6 Jacks or Better", func(t *testing.T) {
		data := ann.MustAction(t, "freeplay_optimizer", map[string]any{"casino_name": "Caesars Palace Casino"})
		plan := apitest.Array(t, data["plan"])
		if got, want := ids(t, plan), []string{b, c, a, i, d}; !slices.Equal(got, want) {
			t.Fatalf("plan order %v, want %v", got, want)
		}
		// value × (1 − 0.0046)
		wantEV := []any{49.77, 199.08, 99.54, 59.72, nil}
		wantDays := []any{2.0, 4.0, 4.0, nil, nil}
		for n, it := range plan {
			step := apitest.Object(t, it)
			if apitest.Num(t, step["order"]) != float64(n+1) || step["use"] != true || step["reason"] == "" {
				t.Errorf("step %d = %v", n, step)
			}
			if wantEV[n] == nil {
				if step["expected_value"] != nil || step["play_through_needed"] != nil {
					t.Errorf("step %d: an offer without value has expected_value %v", n, step["expected_value"])
				}
			} else {
				if got := apitest.Num(t, step["expected_value"]); got != wantEV[n] {
					t.Errorf("step %d expected_value = %v, want %v", n, got, wantEV[n])
				}
				if apitest.Num(t, step["play_through_needed"]) != apitest.Num(t, apitest.Object(t, step["offer"])["value"]) {
					t.Errorf("step %d play_through_needed %v differs from the value", n, step["play_through_needed"])
				}
			}
			if wantDays[n] == nil && step["days_left"] != nil || wantDays[n] != nil && apitest.Num(t, step["days_left"]) != wantDays[n] {
				t.Errorf("step %d days_left = %v, want %v", n, step["days_left"], wantDays[n])
			}
		}
		game := apitest.Object(t, data["game"])
		if game["game_type"] != "video_poker" || !strings.Contains(game["variant"].(string), "9/6 Jacks or Better") ||
			apitest.Num(t, game["house_edge"]) != 0.0046 || game["verified"] != true || len(apitest.Array(t, game["sources"])) == 0 {
			t.Errorf("game = %v", game)
		}
		totals := apitest.Object(t, data["totals"])
		if apitest.Num(t, totals["offers"]) != 5 || apitest.Num(t, totals["value"]) != 410 || apitest.Num(t, totals["expected_value"]) != 408.11 || apitest.Num(t, totals["play_through_needed"]) != 410 {
			t.Errorf("totals = %v", totals)
		}
		conflicts := apitest.Array(t, data["expiry_conflicts"])
		if len(conflicts) != 1 {
			t.Fatalf("expiry_conflicts = %v, want the two offers of 2026-06-05", conflicts)
		}
		same := apitest.Object(t, conflicts[0])
		if same["kind"] != "same_day" || same["date"] != "2026-06-05" || !slices.Equal(apitest.Array(t, same["offer_ids"]), []any{c, a}) {
			t.Errorf("conflict = %v", same)
		}
	})

	t.Run("a budget takes offers in order while their play-through fits", func(t *testing.T) {
		data := ann.MustAction(t, "freeplay_optimizer", map[string]any{"casino_name": cp, "budget": 260})
		var used []string
		for _, it := range apitest.Array(t, data["plan"]) {
			step := apitest.Object(t, it)
			if step["use"] == true {
				used = append(used, apitest.Object(t, step["offer"])["id"].(string))
			} else if step["reason"] == "" {
				t.Errorf("an unused offer has no reason: %v", step)
			}
		}
		if !slices.Equal(used, []string{b, c}) {
			t.Errorf("used %v, want the first two (50 + 200 ≤ 260)", used)
		}
		totals := apitest.Object(t, data["totals"])
		if apitest.Num(t, totals["offers"]) != 2 || apitest.Num(t, totals["value"]) != 250 || apitest.Num(t, totals["expected_value"]) != 248.85 || apitest.Num(t, data["budget"]) != 260 {
			t.Errorf("totals = %v, budget %v", totals, data["budget"])
		}
	})

	t.Run("a trip gives its casino and flags offers expiring before it starts", func(t *testing.T) {
		trip := addTrip(t, ann, cp, "2026-06-04")
		data := ann.MustAction(t, "freeplay_optimizer", map[string]any{"trip_id": trip})
		if data["casino_name"] != cp || data["trip_id"] != trip || data["trip_start"] != "2026-06-04" {
			t.Errorf("casino %v, trip %v, start %v", data["casino_name"], data["trip_id"], data["trip_start"])
		}
		first := apitest.Object(t, apitest.Array(t, data["plan"])[0])
		if apitest.Object(t, first["offer"])["id"] != b || first["use"] != false || !strings.Contains(first["reason"].(string), "before the trip") {
			t.Errorf("first step = %v, want offer b unused", first)
		}
		var kinds []string
		for _, c := range apitest.Array(t, data["expiry_conflicts"]) {
			kinds = append(kinds, apitest.Object(t, c)["kind"].(string))
		}
		if !slices.Equal(kinds, []string{"before_trip", "same_day"}) {
			t.Errorf("conflict kinds %v", kinds)
		}
		if apitest.Num(t, apitest.Object(t, data["totals"])["offers"]) != 4 {
			t.Errorf("totals = %v, want 4 offers used", data["totals"])
		}
	})

	t.Run("no usable offers gives an empty plan, not an invented one", func(t *testing.T) {
		data := ann.MustAction(t, "freeplay_optimizer", map[string]any{"casino_name": "Bellagio Hotel and Casino"})
		if len(apitest.Array(t, data["plan"])) != 0 || len(apitest.Array(t, data["expiry_conflicts"])) != 0 || apitest.Num(t, apitest.Object(t, data["totals"])["value"]) != 0 {
			t.Errorf("plan = %v", data["plan"])
		}
	})

	t.Run("404 for another player's trip or an unknown trip", func(t *testing.T) {
		bobs := addTrip(t, bob, cp, "2026-06-04")
		ann.Action(t, "freeplay_optimizer", map[string]any{"trip_id": bobs}).WantError(t, http.StatusNotFound, "not_found", bobs)
		other := uuid.NewString()
		ann.Action(t, "freeplay_optimizer", map[string]any{"trip_id": other}).WantError(t, http.StatusNotFound, "not_found", other)
	})

	for _, tt := range []struct {
		name   string
		fields map[string]any
		field  string
	}{
		{"neither casino_name nor trip_id is given", map[string]any{}, "casino_name"},
		{"casino_name is blank", map[string]any{"casino_name": " "}, "casino_name"},
		{"both are given", map[string]any{"casino_name": cp, "trip_id": uuid.NewString()}, "trip_id"},
		{"trip_id is not a uuid", map[string]any{"trip_id": "trip-1"}, "trip_id"},
		{"budget is negative", map[string]any{"casino_name": cp, "budget": -1}, "budget"},
		{"budget is not a number", map[string]any{"casino_name": cp, "budget": "lots"}, "budget"},
		{"casino_name is too long", map[string]any{"casino_name": strings.Repeat("x", 201)}, "casino_name"},
	} {
		t.Run("400 when "+tt.name, func(t *testing.T) {
			ann.Action(t, "freeplay_optimizer", tt.fields).WantInvalid(t, tt.field)
		})
	}

	t.Run("a key without read is refused with 403", func(t *testing.T) {
		ann.WithKey(t, "write").Action(t, "freeplay_optimizer", map[string]any{"casino_name": cp}).
			WantError(t, http.StatusForbidden, "insufficient_scope", `"read"`)
	})
}
