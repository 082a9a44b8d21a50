package trips_test

import (
	"net/http"
	"testing"

	"github.com/google/uuid"

	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/transport/apitest"
)

func TestUpdateTrip(t *testing.T) {
	h := apitest.New(t, apitest.Options{})
	ann := h.NewPlayer(t, "read,write")
	bob := h.NewPlayer(t, "read,write")

	t.Run("only the fields sent change", func(t *testing.T) {
		trip := newTrip(t, ann, map[string]any{"casino_name": "Aria", "property": "Sky Suites", "start_date": "2026-02-01", "end_date": "2026-02-03", "notes": "work trip"})
		got := ann.MustAction(t, "update_trip", map[string]any{"trip_id": trip["id"], "casino_name": "  Aria   Resort ", "coin_in": 2500.556})["trip"].(map[string]any)
		want := map[string]any{"id": trip["id"], "casino_name": "Aria Resort", "property": "Sky Suites", "start_date": "2026-02-01",
			"end_date": "2026-02-03", "notes": "work trip", "created_at": trip["created_at"]}
		for k, v := range want {
			if got[k] != v {
				t.Errorf("trip.%s = %v, want %v", k, got[k], v)
			}
		}
		if apitest.NumText(t, got["coin_in"]) != "2500.56" {
			t.Errorf("coin_in = %v, want 2500.56 (kept to the cent)", got["coin_in"])
		}
		row := apitest.Read[persistence.Trip](t, h, trip["id"])
		if row.CasinoName != "Aria Resort" || row.CoinIn == nil || *row.CoinIn != apitest.USD(2500.56) || row.Notes == nil || *row.Notes != "work trip" {
			t.Errorf("stored trip = %+v, want the new name and coin_in and the old notes", row)
		}
	})

	t.Run("a field sent as null is cleared", func(t *testing.T) {
		trip := newTrip(t, ann, map[string]any{"casino_name": "Aria", "property": "Tower", "start_date": "2026-02-01", "coin_in": 100, "notes": "x"})
		got := ann.MustAction(t, "update_trip", map[string]any{"trip_id": trip["id"], "notes": nil, "coin_in": nil, "property": nil, "start_date": nil})["trip"].(map[string]any)
		for _, k := range []string{"notes", "coin_in", "property", "start_date"} {
			if got[k] != nil {
				t.Errorf("trip.%s = %v, want null", k, got[k])
			}
		}
		row := apitest.Read[persistence.Trip](t, h, trip["id"])
		if row.Notes != nil || row.CoinIn != nil || row.Property != nil || row.StartDate != nil || row.CasinoName != "Aria" {
			t.Errorf("stored trip = %+v, want notes, coin_in, property and start_date cleared and the name kept", row)
		}
	})

	t.Run("the date rule applies to the resulting trip", func(t *testing.T) {
		trip := newTrip(t, ann, map[string]any{"casino_name": "Aria", "start_date": "2026-02-10", "end_date": "2026-02-12"})
		ann.Action(t, "update_trip", map[string]any{"trip_id": trip["id"], "end_date": "2026-02-09"}).WantInvalid(t, "end_date")
		ann.Action(t, "update_trip", map[string]any{"trip_id": trip["id"], "start_date": "2026-02-13"}).WantInvalid(t, "start_date")
		if row := apitest.Read[persistence.Trip](t, h, trip["id"]); row.StartDate.String() != "2026-02-10" || row.EndDate.String() != "2026-02-12" {
			t.Errorf("stored dates %v..%v, want them unchanged after refused updates", row.StartDate, row.EndDate)
		}
		got := ann.MustAction(t, "update_trip", map[string]any{"trip_id": trip["id"], "start_date": "2026-02-13", "end_date": "2026-02-14"})["trip"].(map[string]any)
		if got["start_date"] != "2026-02-13" || got["end_date"] != "2026-02-14" {
			t.Errorf("dates %v..%v, want both moved", got["start_date"], got["end_date"])
		}
	})

	t.Run("sending no field to change returns the trip unchanged", func(t *testing.T) {
		trip := newTrip(t, ann, map[string]any{"casino_name": "Aria", "notes": "keep"})
		got := ann.MustAction(t, "update_trip", map[string]any{"trip_id": trip["id"]})["trip"].(map[string]any)
		if got["notes"] != "keep" || got["casino_name"] != "Aria" {
			t.Errorf("trip = %v, want it unchanged", got)
		}
	})

	trip := newTrip(t, ann, map[string]any{"casino_name": "Aria", "start_date": "2026-02-01"})
	invalid := []struct {
		name   string
		fields map[string]any
		field  string
	}{
		{"trip_id is missing", map[string]any{"notes": "x"}, "trip_id"},
		{"trip_id is not a uuid", map[string]any{"trip_id": "abc"}, "trip_id"},
		{"casino_name is null", map[string]any{"trip_id": trip["id"], "casino_name": nil}, "casino_name"},
		{"casino_name is blank", map[string]any{"trip_id": trip["id"], "casino_name": "   "}, "casino_name"},
		{"casino_name is too long", map[string]any{"trip_id": trip["id"], "casino_name": string(make([]byte, 201))}, "casino_name"},
		{"casino_name is not a string", map[string]any{"trip_id": trip["id"], "casino_name": 5}, "casino_name"},
		{"property is too long", map[string]any{"trip_id": trip["id"], "property": string(make([]byte, 201))}, "property"},
		{"notes are too long", map[string]any{"trip_id": trip["id"], "notes": string(make([]byte, 2001))}, "notes"},
		{"coin_in is negative", map[string]any{"trip_id": trip["id"], "coin_in": -0.01}, "coin_in"},
		{"coin_in is not a number", map[string]any{"trip_id": trip["id"], "coin_in": "lots"}, "coin_in"},
		{"end_date is not a date", map[string]any{"trip_id": trip["id"], "end_date": "2026-02-30"}, "end_date"},
		{"end_date is before the stored start_date", map[string]any{"trip_id": trip["id"], "end_date": "2026-01-31"}, "end_date"},
	}
	for _, tt := range invalid {
		t.Run("400 when "+tt.name, func(t *testing.T) {
			ann.Action(t, "update_trip", tt.fields).WantInvalid(t, tt.field)
			if row := apitest.Read[persistence.Trip](t, h, trip["id"]); row.CasinoName != "Aria" || row.EndDate != nil || row.CoinIn != nil || row.Property != nil {
				t.Errorf("a refused update changed the trip: %+v", row)
			}
		})
	}

	bobs := newTrip(t, bob, map[string]any{"casino_name": "Wynn"})
	notFound := []struct {
		name string
		id   any
	}{
		{"another player's trip", bobs["id"]},
		{"a trip that does not exist", uuid.NewString()},
	}
	for _, tt := range notFound {
		t.Run("404 for "+tt.name, func(t *testing.T) {
			ann.Action(t, "update_trip", map[string]any{"trip_id": tt.id, "casino_name": "Mine"}).
				WantError(t, http.StatusNotFound, "not_found", "No trip has the id")
		})
	}
	if row := apitest.Read[persistence.Trip](t, h, bobs["id"]); row.CasinoName != "Wynn" {
		t.Errorf("another player's trip was renamed to %q", row.CasinoName)
	}

	t.Run("a key without write is refused with 403", func(t *testing.T) {
		ann.WithKey(t, "read").Action(t, "update_trip", map[string]any{"trip_id": trip["id"], "notes": "x"}).
			WantError(t, http.StatusForbidden, "insufficient_scope", `"write"`)
	})
}
