package offers_test

import (
	"net/http"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/transport/apitest"
)

func TestListOffers(t *testing.T) {
	h := apitest.NewAt(t, now)
	ann := h.NewPlayer(t, "read,write")
	soon := storeOffer(t, ann, "Bellagio", "available", apitest.Day(now, 0))
	pastDate := storeOffer(t, ann, "Aria", "available", apitest.Day(now, -2)) // reads expired
	redeemed := storeOffer(t, ann, "bellagio ", "redeemed", apitest.Day(now, 3))
	later := storeOffer(t, ann, "Wynn", "available", apitest.Day(now, 30))
	declined := storeOffer(t, ann, "Wynn", "declined", nil)
	marked := storeOffer(t, ann, "Aria", "expired", nil)
	undated := storeOffer(t, ann, "BELLAGIO", "available", nil)
	setCreated(t, h, declined, now.Add(-3*time.Hour))
	setCreated(t, h, marked, now.Add(-2*time.Hour))
	setCreated(t, h, undated, now.Add(-1*time.Hour))
	bob := h.NewPlayer(t, "read,write")
	storeOffer(t, bob, "Bellagio", "available", apitest.Day(now, 1))

	cases := []struct {
		name   string
		fields map[string]any
		want   []string
		count  int
	}{
		{"all the player's offers come soonest expiry first, undated last and newest first", nil,
			idsOf(pastDate, soon, redeemed, later, undated, marked, declined), 7},
		{"status available leaves out an available offer past its date", map[string]any{"status": "available"},
			idsOf(soon, later, undated), 3},
		{"status expired finds offers marked expired and those past their date", map[string]any{"status": "expired"},
			idsOf(pastDate, marked), 2},
		{"status redeemed finds the redeemed offer", map[string]any{"status": "redeemed"}, idsOf(redeemed), 1},
		{"status declined finds the declined offer", map[string]any{"status": "declined"}, idsOf(declined), 1},
		{"casino_name matches ignoring case and spacing", map[string]any{"casino_name": "  bellagio "},
			idsOf(soon, redeemed, undated), 3},
		{"casino_name and status combine", map[string]any{"casino_name": "Bellagio", "status": "available"},
			idsOf(soon, undated), 2},
		{"a page is a slice and count is every match", map[string]any{"limit": 2, "offset": 1}, idsOf(soon, redeemed), 7},
		{"a casino without offers gives an empty list", map[string]any{"casino_name": "Caesars Palace"}, idsOf(), 0},
	}
	for _, tt := range cases {
		t.Run(tt.name, func(t *testing.T) {
			data := ann.MustAction(t, "list_offers", tt.fields)
			if got := apitest.IDs(t, data["offers"]); !slices.Equal(got, tt.want) {
				t.Errorf("offers = %v, want %v", got, tt.want)
			}
			if got := apitest.NumText(t, data["count"]); got != strconv.Itoa(tt.count) {
				t.Errorf("count = %s, want %d", got, tt.count)
			}
		})
	}

	t.Run("each offer shows its status as read today and its code and description", func(t *testing.T) {
		data := ann.MustAction(t, "list_offers", map[string]any{"casino_name": "Aria"})
		for _, it := range data["offers"].([]any) {
			o := it.(map[string]any)
			if o["status"] != "expired" {
				t.Errorf("offer %v reads %v, want expired", o["id"], o["status"])
			}
			for _, k := range []string{"code", "description", "casino_name", "offer_type", "value", "expiration_date", "created_at"} {
				if _, ok := o[k]; !ok {
					t.Errorf("offer has no %s", k)
				}
			}
		}
		if s := apitest.Read[persistence.Offer](t, h, pastDate.ID).Status; s != "available" {
			t.Errorf("reading the list stored status %s", s)
		}
	})

	invalid := []struct {
		name   string
		fields map[string]any
		field  string
	}{
		{"status is not a state", map[string]any{"status": "used"}, "status"},
		{"casino_name is too long", map[string]any{"casino_name": strings.Repeat("x", 201)}, "casino_name"},
		{"limit is 0", map[string]any{"limit": 0}, "limit"},
		{"limit is over 200", map[string]any{"limit": 201}, "limit"},
		{"offset is negative", map[string]any{"offset": -1}, "offset"},
	}
	for _, tt := range invalid {
		t.Run("400 when "+tt.name, func(t *testing.T) {
			ann.Action(t, "list_offers", tt.fields).WantInvalid(t, tt.field)
		})
	}

	t.Run("a key without read is refused with 403", func(t *testing.T) {
		ann.WithKey(t, "write").Action(t, "list_offers", nil).WantError(t, http.StatusForbidden, "insufficient_scope", `"read"`)
	})
}
