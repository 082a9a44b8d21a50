package sessions_test

import (
	"net/http"
	"testing"

	"github.com/google/uuid"

	"github.com/tierline/tierline/transport/apitest"
)

func TestDeleteSession(t *testing.T) {
	h := apitest.NewAt(t, t0)
	ann := h.NewPlayer(t, "read,write")
	bob := h.NewPlayer(t, "read,write")

	t.Run("a deleted session disappears and its trip and machine stay", func(t *testing.T) {
		trip, machine := addTrip(t, ann), addMachine(t, ann, nil)
		id := startAt(t, ann, map[string]any{"casino_name": "Bellagio", "game_type": "slots", "trip_id": trip.String(), "machine_id": machine.String()})
		keep := startAt(t, ann, map[string]any{"casino_name": "Bellagio", "game_type": "slots", "trip_id": trip.String()})
		data := ann.MustAction(t, "delete_session", map[string]any{"session_id": id})
		if data["deleted"] != true {
			t.Errorf("deleted = %v, want true", data["deleted"])
		}
		if n := h.Count(t, "sessions", "id = ?", id); n != 0 {
			t.Errorf("%d rows of the deleted session, want 0", n)
		}
		if n := h.Count(t, "sessions", "id = ?", keep); n != 1 {
			t.Errorf("%d rows of the other session, want 1", n)
		}
		if n := h.Count(t, "trips", "id = ?", trip) + h.Count(t, "machines", "id = ?", machine); n != 2 {
			t.Errorf("%d of the trip and machine rows remain, want 2", n)
		}
		ann.Action(t, "get_session", map[string]any{"session_id": id}).WantError(t, http.StatusNotFound, "not_found", id)
	})

	for name, fields := range map[string]map[string]any{
		"session_id is missing":    {},
		"session_id is not a uuid": {"session_id": "abc"},
	} {
		t.Run("400 when "+name, func(t *testing.T) {
			ann.Action(t, "delete_session", fields).WantInvalid(t, "session_id")
		})
	}

	bobs := startAt(t, bob, map[string]any{"casino_name": "Wynn", "game_type": "slots"})
	for name, id := range map[string]string{"another player's session": bobs, "a session that does not exist": uuid.NewString()} {
		t.Run("404 for "+name, func(t *testing.T) {
			ann.Action(t, "delete_session", map[string]any{"session_id": id}).WantError(t, http.StatusNotFound, "not_found", id)
		})
	}
	if n := h.Count(t, "sessions", "id = ?", bobs); n != 1 {
		t.Error("ann deleted bob's session")
	}

	t.Run("a key without write is refused with 403", func(t *testing.T) {
		id := startAt(t, ann, map[string]any{"casino_name": "Bellagio", "game_type": "slots"})
		ann.WithKey(t, "read").Action(t, "delete_session", map[string]any{"session_id": id}).
			WantError(t, http.StatusForbidden, "insufficient_scope", `"write"`)
		if n := h.Count(t, "sessions", "id = ?", id); n != 1 {
			t.Error("a refused request deleted the session")
		}
	})
}
