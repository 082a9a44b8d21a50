package tiers_test

import (
	"net/http"
	"testing"
	"time"

	"github.com/tierline/tierline/transport/apitest"
)

func TestTierHistory(t *testing.T) {
	clock := apitest.NewClock(time.Date(2026, 3, 1, 9, 0, 0, 0, time.UTC))
	h := apitest.New(t, apitest.Options{Clock: clock})
	ann := h.NewPlayer(t, "read,write")
	bob := h.NewPlayer(t, "read,write")

	// All at one instant, so the order must come from the order of the changes.
	upsert(t, ann, map[string]any{"casino_name": "Caesars Palace Casino", "tier": "Gold", "points_balance": 100})
	upsert(t, ann, map[string]any{"casino_name": "Wynn Las Vegas", "tier": "Red"})
	upsert(t, ann, map[string]any{"casino_name": "Caesars Palace Casino", "tier": "Gold", "points_balance": 4000})
	upsert(t, ann, map[string]any{"casino_name": "caesars palace casino", "tier": "Platinum", "points_balance": 5100})
	clock.Advance(24 * time.Hour)
	ann.MustAction(t, "delete_tier", map[string]any{"casino_name": "Caesars Palace Casino"})
	upsert(t, bob, map[string]any{"casino_name": "Caesars Palace Casino", "tier": "Seven Stars"})

	t.Run("one casino's changes, oldest first, with the tier and points after each", func(t *testing.T) {
		data := ann.MustAction(t, "tier_history", map[string]any{"casino_name": "CAESARS palace Casino"})
		changes := apitest.Array(t, data["changes"])
		if apitest.Num(t, data["count"]) != 4 || len(changes) != 4 {
			t.Fatalf("count %v, %d changes; want 4", data["count"], len(changes))
		}
		want := []struct {
			change, tier string
			points       float64
			at           string
		}{
			{"created", "Gold", 100, "2026-03-01T09:00:00Z"},
			{"updated", "Gold", 4000, "2026-03-01T09:00:00Z"},
			{"updated", "Platinum", 5100, "2026-03-01T09:00:00Z"},
			{"deleted", "Platinum", 5100, "2026-03-02T09:00:00Z"},
		}
		for i, w := range want {
			c := apitest.Object(t, changes[i])
			if c["change"] != w.change || c["tier"] != w.tier || apitest.Num(t, c["points_balance"]) != w.points || c["recorded_at"] != w.at {
				t.Errorf("change %d = %v, want %+v", i, c, w)
			}
		}
	})

	t.Run("without casino_name every casino of the caller is listed, never another player's", func(t *testing.T) {
		data := ann.MustAction(t, "tier_history", nil)
		changes := apitest.Array(t, data["changes"])
		if apitest.Num(t, data["count"]) != 5 || len(changes) != 5 {
			t.Fatalf("count %v, %d changes; want 5", data["count"], len(changes))
		}
		for _, c := range changes {
			if apitest.Object(t, c)["tier"] == "Seven Stars" {
				t.Error("another player's change is listed")
			}
		}
		if apitest.Object(t, changes[1])["casino_name"] != "Wynn Las Vegas" {
			t.Errorf("second change = %v, want the Wynn one", changes[1])
		}
	})

	t.Run("limit and offset page the changes while count stays the total", func(t *testing.T) {
		data := ann.MustAction(t, "tier_history", map[string]any{"casino_name": "Caesars Palace Casino", "limit": 2, "offset": 2})
		changes := apitest.Array(t, data["changes"])
		if apitest.Num(t, data["count"]) != 4 || len(changes) != 2 || apitest.Object(t, changes[0])["tier"] != "Platinum" {
			t.Errorf("page = %v (count %v)", changes, data["count"])
		}
	})

	t.Run("a casino without history gives an empty array", func(t *testing.T) {
		data := ann.MustAction(t, "tier_history", map[string]any{"casino_name": "Nowhere"})
		if changes := apitest.Array(t, data["changes"]); len(changes) != 0 || apitest.Num(t, data["count"]) != 0 {
			t.Errorf("changes = %v", changes)
		}
	})

	for _, tt := range []struct {
		name   string
		fields map[string]any
		field  string
	}{
		{"casino_name is too long", map[string]any{"casino_name": string(make([]byte, 201))}, "casino_name"},
		{"casino_name is not a string", map[string]any{"casino_name": 5}, "casino_name"},
		{"limit is over 200", map[string]any{"limit": 500}, "limit"},
	} {
		t.Run("400 when "+tt.name, func(t *testing.T) {
			ann.Action(t, "tier_history", tt.fields).WantInvalid(t, tt.field)
		})
	}

	t.Run("a key without read is refused with 403", func(t *testing.T) {
		ann.WithKey(t, "write").Action(t, "tier_history", nil).WantError(t, http.StatusForbidden, "insufficient_scope", `"read"`)
	})
}
