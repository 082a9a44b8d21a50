package optimizers_test

import (
	"net/http"
	"slices"
	"strings"
	"testing"

	"github.com/tierline/tierline/transport/apitest"
)

func TestOfferRanking(t *testing.T) {
	h := apitest.NewAt(t, june1)
	ann := h.NewPlayer(t, "read,write")
	bob := h.NewPlayer(t, "read,write")

	perDay25 := addOffer(t, ann, offer{casino: "Wynn Las Vegas", kind: "free_play", value: 100, expires: "2026-06-05"}) // 4 days
	today30 := addOffer(t, ann, offer{casino: "Aria Resort & Casino Las Vegas", kind: "food", value: 30, expires: "2026-06-01"})
	twoDays30 := addOffer(t, ann, offer{casino: "Wynn Las Vegas", kind: "room", value: 60, expires: "2026-06-03"})
	undatedBig := addOffer(t, ann, offer{casino: "Circa Resort & Casino", kind: "cash_back", value: 500})
	undatedSmall := addOffer(t, ann, offer{casino: "Circa Resort & Casino", kind: "event", value: 80})
	noValue := addOffer(t, ann, offer{casino: "Wynn Las Vegas", kind: "event", expires: "2026-06-02"})
	addOffer(t, ann, offer{casino: "Wynn Las Vegas", kind: "free_play", value: 1000, expires: "2026-05-31"})                    // expired
	addOffer(t, ann, offer{casino: "Wynn Las Vegas", kind: "free_play", value: 900, expires: "2026-06-02", status: "redeemed"}) // used
	addOffer(t, bob, offer{casino: "Wynn Las Vegas", kind: "free_play", value: 5000, expires: "2026-06-02"})                    // bob's

	t.Run("available offers by value per day left, then undated, then without value, each with a reason", func(t *testing.T) {
		data := ann.MustAction(t, "offer_ranking", nil)
		offers := apitest.Array(t, data["offers"])
		want := []string{today30, twoDays30, perDay25, undatedBig, undatedSmall, noValue}
		if got := ids(t, offers); !slices.Equal(got, want) || apitest.Num(t, data["count"]) != 6 {
			t.Fatalf("ranking %v (count %v), want %v", got, data["count"], want)
		}
		wantPerDay := []any{30.0, 30.0, 25.0, nil, nil, nil}
		wantReason := []string{"expires today", "2 days left: $30 per day", "4 days left: $25 per day", "without an expiration date", "without an expiration date", "No value"}
		for i, it := range offers {
			r := apitest.Object(t, it)
			if apitest.Num(t, r["rank"]) != float64(i+1) {
				t.Errorf("rank %v at %d", r["rank"], i)
			}
			if wantPerDay[i] == nil && r["value_per_day"] != nil || wantPerDay[i] != nil && apitest.Num(t, r["value_per_day"]) != wantPerDay[i] {
				t.Errorf("offer %d value_per_day = %v, want %v", i, r["value_per_day"], wantPerDay[i])
			}
			if !strings.Contains(r["reason"].(string), wantReason[i]) {
				t.Errorf("offer %d reason %q does not say %q", i, r["reason"], wantReason[i])
			}
		}
		if apitest.Num(t, apitest.Object(t, offers[0])["days_left"]) != 0 || apitest.Object(t, offers[3])["days_left"] != nil {
			t.Errorf("days_left %v and %v, want 0 and null", apitest.Object(t, offers[0])["days_left"], apitest.Object(t, offers[3])["days_left"])
		}
	})

	t.Run("limit and offset page the ranking, keeping the overall rank and count", func(t *testing.T) {
		data := ann.MustAction(t, "offer_ranking", map[string]any{"limit": 2, "offset": 2})
		offers := apitest.Array(t, data["offers"])
		if got := ids(t, offers); !slices.Equal(got, []string{perDay25, undatedBig}) || apitest.Num(t, data["count"]) != 6 || apitest.Num(t, apitest.Object(t, offers[0])["rank"]) != 3 {
			t.Errorf("page %v (count %v)", got, data["count"])
		}
		if data := ann.MustAction(t, "offer_ranking", map[string]any{"offset": 50}); len(apitest.Array(t, data["offers"])) != 0 {
			t.Errorf("a page past the end holds %v", data["offers"])
		}
	})

	t.Run("a player without offers gets an empty array", func(t *testing.T) {
		data := h.NewPlayer(t, "read").MustAction(t, "offer_ranking", nil)
		if len(apitest.Array(t, data["offers"])) != 0 || apitest.Num(t, data["count"]) != 0 {
			t.Errorf("offers = %v", data["offers"])
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
			ann.Action(t, "offer_ranking", tt.fields).WantInvalid(t, tt.field)
		})
	}

	t.Run("a key without read is refused with 403", func(t *testing.T) {
		ann.WithKey(t, "write").Action(t, "offer_ranking", nil).WantError(t, http.StatusForbidden, "insufficient_scope", `"read"`)
	})
}
