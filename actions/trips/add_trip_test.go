package trips_test

import (
	"net/http"
	"testing"

	"github.com/tierline/tierline/transport/apitest"
)

func TestAddTrip(t *testing.T) {
	h := apitest.New(t, apitest.Options{})
	ann := h.NewPlayer(t, "read,write")

	t.Run("a trip is stored and returned with the spec's fields and the notes", func(t *testing.T) {
		data := ann.MustAction(t, "add_trip", map[string]any{
			"casino_name": "  Bellagio   Hotel and Casino ",
			"property":    "Spa Tower",
			"start_date":  "2026-03-01",
			"end_date":    "2026-03-03",
			"coin_in":     1234.567,
			"notes":       "anniversary",
		})
		trip := data["trip"].(map[string]any)
		want := map[string]any{
			"casino_name": "Bellagio Hotel and Casino", "property": "Spa Tower",
			"start_date": "2026-03-01", "end_date": "2026-03-03", "notes": "anniversary",
		}
		for k, v := range want {
			if trip[k] != v {
				t.Errorf("trip.%s = %v, want %v", k, trip[k], v)
			}
		}
		if apitest.NumText(t, trip["coin_in"]) != "1234.57" {
			t.Errorf("coin_in = %v, want 1234.57 (kept to the cent)", trip["coin_in"])
		}
		if n := h.Count(t, "trips", "account_id = ? AND id = ? AND casino_name = ?", ann.Account.ID, trip["id"], "Bellagio Hotel and Casino"); n != 1 {
			t.Errorf("%d trip rows, want 1", n)
		}
		if n := h.Count(t, "activity_events", "account_id = ? AND kind = 'trip_added'", ann.Account.ID); n != 1 {
			t.Errorf("%d trip_added activity events, want 1", n)
		}
	})

	t.Run("only casino_name is required", func(t *testing.T) {
		trip := ann.MustAction(t, "add_trip", map[string]any{"casino_name": "Somewhere Small"})["trip"].(map[string]any)
		for _, k := range []string{"property", "start_date", "end_date", "coin_in", "notes"} {
			if v, ok := trip[k]; !ok || v != nil {
				t.Errorf("trip.%s = %v (present %v), want null", k, v, ok)
			}
		}
	})

	invalid := []struct {
		name   string
		fields map[string]any
		field  string
	}{
		{"casino_name missing", map[string]any{}, "casino_name"},
		{"casino_name blank", map[string]any{"casino_name": "   "}, "casino_name"},
		{"casino_name not a string", map[string]any{"casino_name": 7}, "casino_name"},
		{"casino_name too long", map[string]any{"casino_name": string(make([]byte, 201))}, "casino_name"},
		{"end_date before start_date", map[string]any{"casino_name": "X", "start_date": "2026-03-03", "end_date": "2026-03-01"}, "end_date"},
		{"start_date not a date", map[string]any{"casino_name": "X", "start_date": "03/01/2026"}, "start_date"},
		{"coin_in negative", map[string]any{"casino_name": "X", "coin_in": -1}, "coin_in"},
		{"coin_in not a number", map[string]any{"casino_name": "X", "coin_in": "lots"}, "coin_in"},
		{"notes too long", map[string]any{"casino_name": "X", "notes": string(make([]byte, 2001))}, "notes"},
	}
	for _, tt := range invalid {
		t.Run("400 when "+tt.name, func(t *testing.T) {
			before := h.Count(t, "trips", "account_id = ?", ann.Account.ID)
			ann.Action(t, "add_trip", tt.fields).WantInvalid(t, tt.field)
			if after := h.Count(t, "trips", "account_id = ?", ann.Account.ID); after != before {
				t.Errorf("a rejected request wrote %d trips", after-before)
			}
		})
	}

	t.Run("a key without write is refused with 403", func(t *testing.T) {
		reader := ann.WithKey(t, "read")
		reader.Action(t, "add_trip", map[string]any{"casino_name": "X"}).WantError(t, http.StatusForbidden, "insufficient_scope", `"write"`)
	})
}
