package offers_test

import (
	"net/http"
	"slices"
	"sort"
	"strconv"
	"testing"

	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/transport/apitest"
)

func TestExpiringOffers(t *testing.T) {
	h := apitest.NewAt(t, now)
	ann := h.NewPlayer(t, "read,write")
	storeOffer(t, ann, "Aria", "available", apitest.Day(now, -1)) // already expired
	today := storeOffer(t, ann, "Aria", "available", apitest.Day(now, 0))
	// Two on the same day come by id.
	threeA := storeOffer(t, ann, "Wynn", "available", apitest.Day(now, 3))
	threeB := storeOffer(t, ann, "Aria", "available", apitest.Day(now, 3))
	pair := []*persistence.Offer{threeA, threeB}
	sort.Slice(pair, func(i, j int) bool { return pair[i].ID.String() < pair[j].ID.String() })
	week := storeOffer(t, ann, "Aria", "available", apitest.Day(now, 7))
	eight := storeOffer(t, ann, "Aria", "available", apitest.Day(now, 8))
	ninety := storeOffer(t, ann, "Aria", "available", apitest.Day(now, 90))
	storeOffer(t, ann, "Aria", "available", apitest.Day(now, 91))
	storeOffer(t, ann, "Aria", "available", nil)                // never expires
	storeOffer(t, ann, "Aria", "redeemed", apitest.Day(now, 2)) // used
	storeOffer(t, ann, "Aria", "declined", apitest.Day(now, 2)) // turned down
	storeOffer(t, ann, "Aria", "expired", apitest.Day(now, 2))  // marked expired
	bob := h.NewPlayer(t, "read,write")
	storeOffer(t, bob, "Aria", "available", apitest.Day(now, 1))

	cases := []struct {
		name    string
		fields  map[string]any
		want    []*persistence.Offer
		left    []int
		count   int
		through string
	}{
		{"by default the available offers expiring within 7 days, today included", nil,
			[]*persistence.Offer{today, pair[0], pair[1], week}, []int{0, 3, 3, 7}, 4, "2026-06-17"},
		{"within_days 1 keeps today and tomorrow", map[string]any{"within_days": 1},
			[]*persistence.Offer{today}, []int{0}, 1, "2026-06-11"},
		{"within_days 90 reaches 90 days out", map[string]any{"within_days": 90},
			[]*persistence.Offer{today, pair[0], pair[1], week, eight, ninety}, []int{0, 3, 3, 7, 8, 90}, 6, "2026-09-08"},
		{"a page is a slice and count is every match", map[string]any{"within_days": 90, "limit": 2, "offset": 3},
			[]*persistence.Offer{week, eight}, []int{7, 8}, 6, "2026-09-08"},
	}
	for _, tt := range cases {
		t.Run(tt.name, func(t *testing.T) {
			data := ann.MustAction(t, "expiring_offers", tt.fields)
			if got, want := apitest.IDs(t, data["offers"]), idsOf(tt.want...); !slices.Equal(got, want) {
				t.Fatalf("offers = %v, want %v", got, want)
			}
			for i, it := range data["offers"].([]any) {
				o := it.(map[string]any)
				if got := apitest.NumText(t, o["days_left"]); got != strconv.Itoa(tt.left[i]) {
					t.Errorf("offers[%d].days_left = %s, want %d", i, got, tt.left[i])
				}
				if o["status"] != "available" {
					t.Errorf("offers[%d].status = %v, want available", i, o["status"])
				}
			}
			if got := apitest.NumText(t, data["count"]); got != strconv.Itoa(tt.count) {
				t.Errorf("count = %s, want %d", got, tt.count)
			}
			if data["through"] != tt.through {
				t.Errorf("through = %v, want %s", data["through"], tt.through)
			}
		})
	}

	invalid := []struct {
		name   string
		fields map[string]any
	}{
		{"within_days is 0", map[string]any{"within_days": 0}},
		{"within_days is over 90", map[string]any{"within_days": 91}},
		{"within_days is not a whole number", map[string]any{"within_days": 2.5}},
		{"within_days is a string", map[string]any{"within_days": "7"}},
	}
	for _, tt := range invalid {
		t.Run("400 when "+tt.name, func(t *testing.T) {
			ann.Action(t, "expiring_offers", tt.fields).WantInvalid(t, "within_days")
		})
	}

	t.Run("a key without read is refused with 403", func(t *testing.T) {
		ann.WithKey(t, "write").Action(t, "expiring_offers", nil).WantError(t, http.StatusForbidden, "insufficient_scope", `"read"`)
	})
}
