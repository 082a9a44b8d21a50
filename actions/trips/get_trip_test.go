package trips_test

import (
	"net/http"
	"testing"

	"github.com/google/uuid"

	"github.com/tierline/tierline/transport/apitest"
)

func TestGetTrip(t *testing.T) {
	h := apitest.New(t, apitest.Options{})
	ann := h.NewPlayer(t, "read,write")
	bob := h.NewPlayer(t, "read,write")
	trip := newTrip(t, ann, map[string]any{"casino_name": "Borgata", "property": "Water Club", "start_date": "2026-07-04", "coin_in": 800, "notes": "fireworks"})
	bobs := newTrip(t, bob, map[string]any{"casino_name": "Borgata"})

	t.Run("the player's trip is returned with its notes", func(t *testing.T) {
		got := ann.MustAction(t, "get_trip", map[string]any{"trip_id": trip["id"]})["trip"].(map[string]any)
		for _, k := range []string{"id", "casino_name", "property", "start_date", "end_date", "created_at", "notes"} {
			if got[k] != trip[k] {
				t.Errorf("trip.%s = %v, want %v", k, got[k], trip[k])
			}
		}
		if apitest.NumText(t, got["coin_in"]) != "800.00" {
			t.Errorf("coin_in = %v, want 800", got["coin_in"])
		}
	})

	notFound := []struct {
		name string
		id   any
	}{
		{"another player's trip", bobs["id"]},
		{"a trip that does not exist", uuid.NewString()},
	}
	for _, tt := range notFound {
		t.Run("404 for "+tt.name, func(t *testing.T) {
			ann.Action(t, "get_trip", map[string]any{"trip_id": tt.id}).WantError(t, http.StatusNotFound, "not_found", "No trip has the id")
		})
	}

	invalid := []struct {
		name   string
		fields map[string]any
	}{
		{"trip_id is missing", map[string]any{}},
		{"trip_id is not a uuid", map[string]any{"trip_id": "trip-1"}},
		{"trip_id is not a string", map[string]any{"trip_id": 12}},
	}
	for _, tt := range invalid {
		t.Run("400 when "+tt.name, func(t *testing.T) {
			ann.Action(t, "get_trip", tt.fields).WantInvalid(t, "trip_id")
		})
	}

	t.Run("a key without read is refused with 403", func(t *testing.T) {
		ann.WithKey(t, "write").Action(t, "get_trip", map[string]any{"trip_id": trip["id"]}).
			WantError(t, http.StatusForbidden, "insufficient_scope", `"read"`)
	})
}
