package trips_test

import (
	"net/http"
	"slices"
	"strconv"
	"testing"

	"github.com/tierline/tierline/transport/apitest"
)

func TestListTrips(t *testing.T) {
	h := apitest.New(t, apitest.Options{})
	ann := h.NewPlayer(t, "read,write")
	bob := h.NewPlayer(t, "read,write")

	march := newTrip(t, ann, map[string]any{"casino_name": "Bellagio", "start_date": "2026-03-01", "end_date": "2026-03-03", "notes": "spring"})["id"].(string)
	may := newTrip(t, ann, map[string]any{"casino_name": " bellagio ", "start_date": "2026-05-10"})["id"].(string)
	april := newTrip(t, ann, map[string]any{"casino_name": "Wynn", "start_date": "2026-04-01"})["id"].(string)
	undated := newTrip(t, ann, map[string]any{"casino_name": "BELLAGIO"})["id"].(string)
	newTrip(t, bob, map[string]any{"casino_name": "Bellagio", "start_date": "2026-04-02"})

	cases := []struct {
		name   string
		fields map[string]any
		want   []string
		count  int
	}{
		{"without filters every trip of the player's is listed, latest start first and undated last", map[string]any{}, []string{may, april, march, undated}, 4},
		{"casino_name matches whatever the case and spacing, undated trips included", map[string]any{"casino_name": "  BELLAGIO"}, []string{may, march, undated}, 3},
		{"from keeps trips starting on or after it and drops undated ones", map[string]any{"from": "2026-04-01"}, []string{may, april}, 2},
		{"to keeps trips starting on or before it", map[string]any{"to": "2026-04-01"}, []string{april, march}, 2},
		{"from and to together bound the start date", map[string]any{"from": "2026-03-02", "to": "2026-05-09"}, []string{april}, 1},
		{"casino and dates combine", map[string]any{"casino_name": "bellagio", "from": "2026-03-01"}, []string{may, march}, 2},
		{"an unknown casino lists nothing", map[string]any{"casino_name": "Nowhere"}, []string{}, 0},
		{"limit and offset page the list while count stays the total", map[string]any{"limit": 2, "offset": 1}, []string{april, march}, 4},
		{"a filtered list pages too", map[string]any{"casino_name": "Bellagio", "limit": 1, "offset": 2}, []string{undated}, 3},
	}
	for _, tt := range cases {
		t.Run(tt.name, func(t *testing.T) {
			data := ann.MustAction(t, "list_trips", tt.fields)
			if got := apitest.IDs(t, data["trips"]); !slices.Equal(got, tt.want) {
				t.Errorf("trips = %v, want %v", got, tt.want)
			}
			if n := apitest.NumText(t, data["count"]); n != strconv.Itoa(tt.count) {
				t.Errorf("count = %s, want %d", n, tt.count)
			}
		})
	}

	t.Run("each trip carries the spec's fields and the notes", func(t *testing.T) {
		data := ann.MustAction(t, "list_trips", map[string]any{"to": "2026-03-01"})
		trip := data["trips"].([]any)[0].(map[string]any)
		for _, k := range []string{"id", "casino_name", "property", "start_date", "end_date", "coin_in", "created_at", "notes"} {
			if _, ok := trip[k]; !ok {
				t.Errorf("trip lacks %q: %v", k, trip)
			}
		}
		if trip["notes"] != "spring" || trip["end_date"] != "2026-03-03" {
			t.Errorf("trip = %v, want the March trip with its notes", trip)
		}
		if _, ok := trip["account_id"]; ok {
			t.Errorf("trip shows account_id: %v", trip)
		}
	})

	t.Run("a player without trips gets an empty array", func(t *testing.T) {
		cy := h.NewPlayer(t, "read")
		data := cy.MustAction(t, "list_trips", nil)
		if trips, ok := data["trips"].([]any); !ok || len(trips) != 0 || apitest.NumText(t, data["count"]) != "0" {
			t.Errorf("trips = %v, count = %v; want [] and 0", data["trips"], data["count"])
		}
	})

	invalid := []struct {
		name   string
		fields map[string]any
		field  string
	}{
		{"to is before from", map[string]any{"from": "2026-04-02", "to": "2026-04-01"}, "to"},
		{"from is not a date", map[string]any{"from": "April"}, "from"},
		{"casino_name is blank", map[string]any{"casino_name": "  "}, "casino_name"},
		{"casino_name is too long", map[string]any{"casino_name": string(make([]byte, 201))}, "casino_name"},
		{"limit is 0", map[string]any{"limit": 0}, "limit"},
		{"limit is over 200", map[string]any{"limit": 201}, "limit"},
		{"offset is negative", map[string]any{"offset": -1}, "offset"},
	}
	for _, tt := range invalid {
		t.Run("400 when "+tt.name, func(t *testing.T) {
			ann.Action(t, "list_trips", tt.fields).WantInvalid(t, tt.field)
		})
	}

	t.Run("a key without read is refused with 403", func(t *testing.T) {
		ann.WithKey(t, "write").Action(t, "list_trips", nil).WantError(t, http.StatusForbidden, "insufficient_scope", `"read"`)
	})
}
