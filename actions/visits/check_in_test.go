package visits_test

import (
	"net/http"
	"testing"

	"github.com/google/uuid"

	_ "github.com/tierline/tierline/actions/trips" // add_trip, for the trip a visit belongs to
	"github.com/tierline/tierline/transport/apitest"
)

func TestCheckIn(t *testing.T) {
	h := apitest.NewAt(t, june15)
	ann := h.NewPlayer(t, "read,write")
	bob := h.NewPlayer(t, "read,write")
	trip := ann.MustAction(t, "add_trip", map[string]any{"casino_name": "Bellagio"})["trip"].(map[string]any)

	t.Run("a check-in is stored and returned as a new visit", func(t *testing.T) {
		data := ann.MustAction(t, "check_in", map[string]any{"casino_name": "  Bellagio   Las Vegas ", "visited_on": "2026-06-01", "trip_id": trip["id"]})
		v := data["visit"].(map[string]any)
		want := map[string]any{"casino_name": "Bellagio Las Vegas", "visited_on": "2026-06-01", "trip_id": trip["id"], "created_at": "2026-06-15T18:30:00Z"}
		for k, w := range want {
			if v[k] != w {
				t.Errorf("visit.%s = %v, want %v", k, v[k], w)
			}
		}
		if data["created"] != true {
			t.Errorf("created = %v, want true", data["created"])
		}
		if n := h.Count(t, "visits", "account_id = ? AND id = ? AND casino_key = ? AND visited_on = ?",
			ann.Account.ID, uuid.MustParse(v["id"].(string)), "bellagio las vegas", "2026-06-01"); n != 1 {
			t.Errorf("%d visit rows, want 1", n)
		}
	})

	t.Run("visited_on defaults to today", func(t *testing.T) {
		data := ann.MustAction(t, "check_in", map[string]any{"casino_name": "Wynn"})
		if v := data["visit"].(map[string]any); v["visited_on"] != "2026-06-15" || v["trip_id"] != nil {
			t.Errorf("visit = %v, want visited_on 2026-06-15 and no trip", v)
		}
	})

	t.Run("visited_on may be tomorrow in UTC, already today east of it", func(t *testing.T) {
		if v := checkIn(t, ann, "Venetian Macao", "2026-06-16"); v["visited_on"] != "2026-06-16" {
			t.Errorf("visit = %v, want visited_on 2026-06-16", v)
		}
	})

	t.Run("a second check-in at the same casino and day returns the first visit with created false", func(t *testing.T) {
		first := checkIn(t, ann, "Aria", "2026-06-10")
		again := ann.MustAction(t, "check_in", map[string]any{"casino_name": " ARIA ", "visited_on": "2026-06-10"})
		if v := again["visit"].(map[string]any); v["id"] != first["id"] || v["casino_name"] != "Aria" {
			t.Errorf("visit = %v, want the first visit %v unchanged", v, first["id"])
		}
		if again["created"] != false {
			t.Errorf("created = %v, want false", again["created"])
		}
		if n := h.Count(t, "visits", "account_id = ? AND casino_key = 'aria'", ann.Account.ID); n != 1 {
			t.Errorf("%d Aria visits, want 1", n)
		}
		if other := checkIn(t, ann, "Aria", "2026-06-11"); other["id"] == first["id"] {
			t.Errorf("a check-in on another day returned the first visit")
		}
	})

	t.Run("another player's check-in at the same casino and day is their own", func(t *testing.T) {
		data := bob.MustAction(t, "check_in", map[string]any{"casino_name": "Aria", "visited_on": "2026-06-10"})
		if data["created"] != true {
			t.Errorf("created = %v, want true", data["created"])
		}
	})

	invalid := []struct {
		name   string
		fields map[string]any
		field  string
	}{
		{"casino_name is missing", map[string]any{}, "casino_name"},
		{"casino_name is blank", map[string]any{"casino_name": "  "}, "casino_name"},
		{"casino_name is too long", map[string]any{"casino_name": string(make([]byte, 201))}, "casino_name"},
		{"casino_name is not a string", map[string]any{"casino_name": true}, "casino_name"},
		{"visited_on is not a date", map[string]any{"casino_name": "Rio", "visited_on": "yesterday"}, "visited_on"},
		{"visited_on is in the future everywhere", map[string]any{"casino_name": "Rio", "visited_on": "2026-06-17"}, "visited_on"},
		{"trip_id is not a uuid", map[string]any{"casino_name": "Rio", "trip_id": "t1"}, "trip_id"},
	}
	for _, tt := range invalid {
		t.Run("400 when "+tt.name, func(t *testing.T) {
			before := h.Count(t, "visits", "account_id = ?", ann.Account.ID)
			ann.Action(t, "check_in", tt.fields).WantInvalid(t, tt.field)
			if after := h.Count(t, "visits", "account_id = ?", ann.Account.ID); after != before {
				t.Errorf("a refused check-in wrote %d visits", after-before)
			}
		})
	}

	bobsTrip := bob.MustAction(t, "add_trip", map[string]any{"casino_name": "Rio"})["trip"].(map[string]any)
	notFound := []struct {
		name string
		id   any
	}{
		{"another player's trip", bobsTrip["id"]},
		{"a trip that does not exist", uuid.NewString()},
	}
	for _, tt := range notFound {
		t.Run("404 for "+tt.name, func(t *testing.T) {
			ann.Action(t, "check_in", map[string]any{"casino_name": "Rio", "trip_id": tt.id}).
				WantError(t, http.StatusNotFound, "not_found", "No trip has the id")
			if n := h.Count(t, "visits", "account_id = ? AND casino_key = 'rio'", ann.Account.ID); n != 0 {
				t.Errorf("a refused check-in wrote %d visits", n)
			}
		})
	}

	t.Run("a key without write is refused with 403", func(t *testing.T) {
		ann.WithKey(t, "read").Action(t, "check_in", map[string]any{"casino_name": "Rio"}).
			WantError(t, http.StatusForbidden, "insufficient_scope", `"write"`)
	})
}
