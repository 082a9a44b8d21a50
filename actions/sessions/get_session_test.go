package sessions_test

import (
	"net/http"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/tierline/tierline/transport/apitest"
)

func TestGetSession(t *testing.T) {
	h := apitest.NewAt(t, t0)
	ann := h.NewPlayer(t, "read,write")
	bob := h.NewPlayer(t, "read,write")
	open := startAt(t, ann, map[string]any{"casino_name": "Bellagio", "game_type": "baccarat", "buy_in": 200})
	closed := addClosedSession(t, ann, t0.Add(-3*time.Hour), 75, -40).String()

	t.Run("an open session shows as open with a note on its theo", func(t *testing.T) {
		s := session(t, ann.MustAction(t, "get_session", map[string]any{"session_id": open}))
		if s["id"] != open || s["status"] != "open" || s["game_type"] != "baccarat" || s["started_at"] != "2026-03-04T18:00:00Z" {
			t.Errorf("session = %v, want the open baccarat session", s)
		}
		apitest.WantNum(t, s, "buy_in", 200)
		apitest.WantNull(t, s, "ended_at")
		if s["theo_note"] == nil {
			t.Error("theo_note is null, want why theo is null")
		}
	})

	t.Run("a closed session shows its result", func(t *testing.T) {
		s := session(t, ann.MustAction(t, "get_session", map[string]any{"session_id": closed}))
		if s["status"] != "closed" || s["ended_at"] != "2026-03-04T16:15:00Z" {
			t.Errorf("status %v ended_at %v, want closed at 16:15", s["status"], s["ended_at"])
		}
		apitest.WantNum(t, s, "net_result", -40)
		apitest.WantNum(t, s, "duration_minutes", 75)
	})

	for name, fields := range map[string]map[string]any{
		"session_id is missing":    {},
		"session_id is not a uuid": {"session_id": "abc"},
		"session_id is a number":   {"session_id": 7},
	} {
		t.Run("400 when "+name, func(t *testing.T) {
			ann.Action(t, "get_session", fields).WantInvalid(t, "session_id")
		})
	}

	bobs := startAt(t, bob, map[string]any{"casino_name": "Wynn", "game_type": "slots"})
	for name, id := range map[string]string{"another player's session": bobs, "a session that does not exist": uuid.NewString()} {
		t.Run("404 for "+name, func(t *testing.T) {
			e := ann.Action(t, "get_session", map[string]any{"session_id": id}).WantError(t, http.StatusNotFound, "not_found", id)
			if e.Message != `No session has the id "`+id+`".` {
				t.Errorf("message = %q, want the same words for absent and foreign ids", e.Message)
			}
		})
	}

	t.Run("a key without read is refused with 403", func(t *testing.T) {
		ann.WithKey(t, "write").Action(t, "get_session", map[string]any{"session_id": open}).
			WantError(t, http.StatusForbidden, "insufficient_scope", `"read"`)
	})
}
