package tiers_test

import (
	"net/http"
	"slices"
	"testing"

	"github.com/tierline/tierline/transport/apitest"
)

func TestTierStatus(t *testing.T) {
	h := apitest.New(t, apitest.Options{})
	ann := h.NewPlayer(t, "read,write")
	bob := h.NewPlayer(t, "read,write")

	upsert(t, ann, map[string]any{"casino_name": "Wynn Las Vegas", "tier": "Red", "points_balance": 1200, "tier_expires_at": "2027-01-31"})
	upsert(t, ann, map[string]any{"casino_name": "bellagio hotel and casino", "tier": "Pearl", "ytd_coin_in": 5000.456})
	upsert(t, ann, map[string]any{"casino_name": "Caesars Palace Casino", "tier": "Gold"})
	upsert(t, bob, map[string]any{"casino_name": "Aria Resort & Casino Las Vegas", "tier": "Gold"})

	t.Run("tiers lists only the caller's rows, by casino name, with exactly the UserTier fields", func(t *testing.T) {
		data := ann.MustAction(t, "tier_status", nil)
		tiers := apitest.Array(t, data["tiers"])
		if apitest.Num(t, data["count"]) != 3 || len(tiers) != 3 {
			t.Fatalf("count %v, %d tiers; want 3 and 3", data["count"], len(tiers))
		}
		var names []string
		for _, v := range tiers {
			row := apitest.Object(t, v)
			names = append(names, row["casino_name"].(string))
			var keys []string
			for k := range row {
				keys = append(keys, k)
			}
			slices.Sort(keys)
			want := []string{"casino_name", "id", "points_balance", "points_needed", "tier", "tier_expires_at", "ytd_coin_in", "ytd_theo"}
			if !slices.Equal(keys, want) {
				t.Errorf("fields %v, want exactly %v", keys, want)
			}
		}
		// A casino the directory knows is stored under the directory's name.
		if want := []string{"Bellagio Hotel and Casino", "Caesars Palace Casino", "Wynn Las Vegas"}; !slices.Equal(names, want) {
			t.Errorf("casinos %v, want %v", names, want)
		}
		wynn := apitest.Object(t, tiers[2])
		if wynn["tier"] != "Red" || apitest.Num(t, wynn["points_balance"]) != 1200 || wynn["tier_expires_at"] != "2027-01-31" {
			t.Errorf("Wynn row = %v", wynn)
		}
		if got := apitest.Num(t, apitest.Object(t, tiers[0])["ytd_coin_in"]); got != 5000.46 {
			t.Errorf("ytd_coin_in = %v, want 5000.46", got)
		}
	})

	t.Run("the result matches GET /v1/tiers", func(t *testing.T) {
		data := ann.MustAction(t, "tier_status", nil)
		var body struct {
			Data []map[string]any `json:"data"`
		}
		res := ann.Get(t, "/v1/tiers")
		res.JSON(t, &body)
		tiers := apitest.Array(t, data["tiers"])
		if len(body.Data) != len(tiers) {
			t.Fatalf("GET /v1/tiers has %d rows, tier_status %d", len(body.Data), len(tiers))
		}
		for i := range tiers {
			for k, v := range apitest.Object(t, tiers[i]) {
				if body.Data[i][k] != v {
					t.Errorf("row %d %s: tier_status %v, /v1/tiers %v", i, k, v, body.Data[i][k])
				}
			}
		}
	})

	t.Run("limit and offset page the list while count stays the total", func(t *testing.T) {
		data := ann.MustAction(t, "tier_status", map[string]any{"limit": 1, "offset": 1})
		tiers := apitest.Array(t, data["tiers"])
		if apitest.Num(t, data["count"]) != 3 || len(tiers) != 1 || apitest.Object(t, tiers[0])["casino_name"] != "Caesars Palace Casino" {
			t.Errorf("page = %v (count %v), want only Caesars Palace Casino of 3", tiers, data["count"])
		}
	})

	t.Run("a player without tiers gets an empty array, not null", func(t *testing.T) {
		data := h.NewPlayer(t, "read").MustAction(t, "tier_status", nil)
		if tiers := apitest.Array(t, data["tiers"]); len(tiers) != 0 || apitest.Num(t, data["count"]) != 0 {
			t.Errorf("tiers = %v, count %v", tiers, data["count"])
		}
	})

	for _, tt := range []struct {
		name   string
		fields map[string]any
		field  string
	}{
		{"limit is 0", map[string]any{"limit": 0}, "limit"},
		{"limit is over 200", map[string]any{"limit": 201}, "limit"},
		{"offset is negative", map[string]any{"offset": -1}, "offset"},
	} {
		t.Run("400 when "+tt.name, func(t *testing.T) {
			ann.Action(t, "tier_status", tt.fields).WantInvalid(t, tt.field)
		})
	}

	t.Run("a key without read is refused with 403", func(t *testing.T) {
		ann.WithKey(t, "write").Action(t, "tier_status", nil).WantError(t, http.StatusForbidden, "insufficient_scope", `"read"`)
	})
}
