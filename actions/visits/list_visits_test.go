package visits_test

import (
	"net/http"
	"slices"
	"strconv"
	"testing"

	"github.com/google/uuid"

	"github.com/tierline/tierline/transport/apitest"
)

func TestListVisits(t *testing.T) {
	h := apitest.NewAt(t, june15)
	ann := h.NewPlayer(t, "read,write")
	bob := h.NewPlayer(t, "read,write")
	trip := ann.MustAction(t, "add_trip", map[string]any{"casino_name": "Bellagio"})["trip"].(map[string]any)

	jan := checkIn(t, ann, "Bellagio", "2026-01-10")["id"]
	mar := ann.MustAction(t, "check_in", map[string]any{"casino_name": "bellagio", "visited_on": "2026-03-05", "trip_id": trip["id"]})["visit"].(map[string]any)["id"]
	feb := checkIn(t, ann, "Wynn", "2026-02-01")["id"]
	jun := checkIn(t, ann, "Wynn", "2026-06-15")["id"]
	checkIn(t, bob, "Bellagio", "2026-02-02")

	cases := []struct {
		name   string
		fields map[string]any
		want   []any
		count  int
	}{
		{"without filters every visit of the player's is listed, latest first", map[string]any{}, []any{jun, mar, feb, jan}, 4},
		{"casino_name matches whatever the case and spacing", map[string]any{"casino_name": " BELLAGIO "}, []any{mar, jan}, 2},
		{"from and to bound the day, inclusive", map[string]any{"from": "2026-02-01", "to": "2026-03-05"}, []any{mar, feb}, 2},
		{"trip_id keeps the trip's visits", map[string]any{"trip_id": trip["id"]}, []any{mar}, 1},
		{"limit and offset page the list while count stays the total", map[string]any{"limit": 2, "offset": 1}, []any{mar, feb}, 4},
		{"a filter matching nothing lists nothing", map[string]any{"casino_name": "Nowhere"}, []any{}, 0},
	}
	for _, tt := range cases {
		t.Run(tt.name, func(t *testing.T) {
			data := ann.MustAction(t, "list_visits", tt.fields)
			got := []any{}
			for _, v := range data["visits"].([]any) {
				got = append(got, v.(map[string]any)["id"])
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("visits = %v, want %v", got, tt.want)
			}
			if n := apitest.NumText(t, data["count"]); n != strconv.Itoa(tt.count) {
				t.Errorf("count = %s, want %d", n, tt.count)
			}
		})
	}

	invalid := []struct {
		name   string
		fields map[string]any
		field  string
	}{
		{"to is before from", map[string]any{"from": "2026-03-01", "to": "2026-02-28"}, "to"},
		{"from is not a date", map[string]any{"from": "2026-13-01"}, "from"},
		{"casino_name is blank", map[string]any{"casino_name": ""}, "casino_name"},
		{"trip_id is not a uuid", map[string]any{"trip_id": "abc"}, "trip_id"},
		{"limit is over 200", map[string]any{"limit": 500}, "limit"},
		{"offset is negative", map[string]any{"offset": -5}, "offset"},
	}
	for _, tt := range invalid {
		t.Run("400 when "+tt.name, func(t *testing.T) {
			ann.Action(t, "list_visits", tt.fields).WantInvalid(t, tt.field)
		})
	}

	bobsTrip := bob.MustAction(t, "add_trip", map[string]any{"casino_name": "Rio"})["trip"].(map[string]any)
	t.Run("404 for another player's trip_id", func(t *testing.T) {
		ann.Action(t, "list_visits", map[string]any{"trip_id": bobsTrip["id"]}).WantError(t, http.StatusNotFound, "not_found", "No trip has the id")
		ann.Action(t, "list_visits", map[string]any{"trip_id": uuid.NewString()}).WantError(t, http.StatusNotFound, "not_found", "No trip has the id")
	})

	t.Run("a key without read is refused with 403", func(t *testing.T) {
		ann.WithKey(t, "write").Action(t, "list_visits", nil).WantError(t, http.StatusForbidden, "insufficient_scope", `"read"`)
	})
}
