package sessions_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/google/uuid"

	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/transport/apitest"
)

func TestStartSession(t *testing.T) {
	h := apitest.NewAt(t, t0)
	ann := h.NewPlayer(t, "read,write")
	bob := h.NewPlayer(t, "read,write")
	trip := addTrip(t, ann)

	t.Run("an open session starts at the server's clock with the fields given", func(t *testing.T) {
		s := session(t, ann.MustAction(t, "start_session", map[string]any{
			"casino_name":  "  Bellagio   Hotel ",
			"game_type":    "blackjack",
			"denomination": 25,
			"trip_id":      trip.String(),
			"buy_in":       500.126,
			"notes":        "table 12",
		}))
		want := map[string]any{
			"casino_name": "Bellagio Hotel", "game_type": "blackjack", "trip_id": trip.String(),
			"status": "open", "started_at": "2026-03-04T18:00:00Z", "notes": "table 12",
		}
		for k, v := range want {
			if s[k] != v {
				t.Errorf("session.%s = %v, want %v", k, s[k], v)
			}
		}
		apitest.WantNum(t, s, "buy_in", 500.13)
		apitest.WantNum(t, s, "denomination", 25)
		for _, k := range []string{"ended_at", "cash_out", "net_result", "duration_minutes", "theo", "machine_id"} {
			apitest.WantNull(t, s, k)
		}
		if note, _ := s["theo_note"].(string); !strings.Contains(note, "still open") {
			t.Errorf("theo_note = %q, want it to say the session is still open", note)
		}
		row := apitest.Read[persistence.Session](t, h, s["id"])
		if row.AccountID != ann.Account.ID || row.EndedAt != nil || row.BuyIn != apitest.USD(500.13) || row.TripID == nil || *row.TripID != trip {
			t.Errorf("stored row = %+v, want ann's open session on the trip with buy_in 500.13", row)
		}
		if !row.StartedAt.Equal(t0) {
			t.Errorf("stored started_at = %v, want %v", row.StartedAt, t0)
		}
	})

	t.Run("only casino_name and game_type are required and buy_in defaults to 0", func(t *testing.T) {
		s := session(t, ann.MustAction(t, "start_session", map[string]any{"casino_name": "Wynn", "game_type": "poker"}))
		apitest.WantNum(t, s, "buy_in", 0)
		for _, k := range []string{"denomination", "trip_id", "machine_id", "notes"} {
			apitest.WantNull(t, s, k)
		}
	})

	t.Run("a session on a machine takes the machine's denomination unless one is given", func(t *testing.T) {
		machine := addMachine(t, ann, apitest.USDPtr(0.01))
		s := session(t, ann.MustAction(t, "start_session", map[string]any{"casino_name": "Wynn", "game_type": "slots", "machine_id": machine.String()}))
		apitest.WantNum(t, s, "denomination", 0.01)
		if s["machine_id"] != machine.String() {
			t.Errorf("machine_id = %v, want %s", s["machine_id"], machine)
		}
		s = session(t, ann.MustAction(t, "start_session", map[string]any{"casino_name": "Wynn", "game_type": "slots", "machine_id": machine.String(), "denomination": 1}))
		apitest.WantNum(t, s, "denomination", 1)
	})

	invalid := []struct {
		name   string
		fields map[string]any
		field  string
	}{
		{"casino_name is missing", map[string]any{"game_type": "slots"}, "casino_name"},
		{"casino_name is blank", map[string]any{"casino_name": "  ", "game_type": "slots"}, "casino_name"},
		{"casino_name is too long", map[string]any{"casino_name": strings.Repeat("x", 201), "game_type": "slots"}, "casino_name"},
		{"game_type is missing", map[string]any{"casino_name": "X"}, "game_type"},
		{"game_type is not in the list", map[string]any{"casino_name": "X", "game_type": "pachinko"}, "game_type"},
		{"denomination is 0", map[string]any{"casino_name": "X", "game_type": "slots", "denomination": 0}, "denomination"},
		{"denomination is negative", map[string]any{"casino_name": "X", "game_type": "slots", "denomination": -1}, "denomination"},
		{"buy_in is negative", map[string]any{"casino_name": "X", "game_type": "slots", "buy_in": -0.01}, "buy_in"},
		{"buy_in is not a number", map[string]any{"casino_name": "X", "game_type": "slots", "buy_in": "100"}, "buy_in"},
		{"trip_id is not a uuid", map[string]any{"casino_name": "X", "game_type": "slots", "trip_id": "trip-1"}, "trip_id"},
		{"machine_id is not a uuid", map[string]any{"casino_name": "X", "game_type": "slots", "machine_id": "7"}, "machine_id"},
		{"notes are too long", map[string]any{"casino_name": "X", "game_type": "slots", "notes": strings.Repeat("x", 2001)}, "notes"},
	}
	for _, tt := range invalid {
		t.Run("400 when "+tt.name, func(t *testing.T) {
			before := h.Count(t, "sessions", "account_id = ?", ann.Account.ID)
			ann.Action(t, "start_session", tt.fields).WantInvalid(t, tt.field)
			if after := h.Count(t, "sessions", "account_id = ?", ann.Account.ID); after != before {
				t.Errorf("a rejected request wrote %d sessions", after-before)
			}
		})
	}

	bobsTrip := addTrip(t, bob)
	bobsMachine := addMachine(t, bob, nil)
	notFound := []struct {
		name  string
		field string
		id    string
	}{
		{"another player's trip", "trip_id", bobsTrip.String()},
		{"a trip that does not exist", "trip_id", uuid.NewString()},
		{"another player's machine", "machine_id", bobsMachine.String()},
		{"a machine that does not exist", "machine_id", uuid.NewString()},
	}
	for _, tt := range notFound {
		t.Run("404 for "+tt.name, func(t *testing.T) {
			before := h.Count(t, "sessions", "account_id = ?", ann.Account.ID)
			ann.Action(t, "start_session", map[string]any{"casino_name": "X", "game_type": "slots", tt.field: tt.id}).
				WantError(t, http.StatusNotFound, "not_found", tt.id)
			if after := h.Count(t, "sessions", "account_id = ?", ann.Account.ID); after != before {
				t.Errorf("a refused request wrote %d sessions", after-before)
			}
		})
	}

	t.Run("a key without write is refused with 403", func(t *testing.T) {
		ann.WithKey(t, "read").Action(t, "start_session", map[string]any{"casino_name": "X", "game_type": "slots"}).
			WantError(t, http.StatusForbidden, "insufficient_scope", `"write"`)
	})
}
