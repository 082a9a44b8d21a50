package machines_test

import (
	"net/http"
	"testing"

	"github.com/google/uuid"

	"github.com/tierline/tierline/transport/apitest"
)

func TestDeleteMachine(t *testing.T) {
	h := apitest.NewAt(t, t0)
	ann := h.NewPlayer(t, "read,write")
	bob := h.NewPlayer(t, "read,write")

	t.Run("a deleted machine disappears and its sessions stay, unlinked", func(t *testing.T) {
		m := addMachine(t, ann, "Bellagio", "Buffalo", true)
		keep := addMachine(t, ann, "Bellagio", "Other", false)
		played := addSession(t, ann, &m, 60, -80, apitest.USDPtr(1000.0))
		open := addSession(t, ann, &m, 0, 0, nil)
		elsewhere := addSession(t, ann, &keep, 60, 10, nil)
		data := ann.MustAction(t, "delete_machine", map[string]any{"machine_id": m.String()})
		if data["deleted"] != true {
			t.Errorf("deleted = %v, want true", data["deleted"])
		}
		if n := h.Count(t, "machines", "id = ?", m); n != 0 {
			t.Errorf("%d rows of the deleted machine, want 0", n)
		}
		if n := h.Count(t, "sessions", "id IN (?, ?) AND machine_id IS NULL", played, open); n != 2 {
			t.Errorf("%d of its 2 sessions remain unlinked, want 2", n)
		}
		if n := h.Count(t, "sessions", "id = ? AND machine_id = ?", elsewhere, keep); n != 1 {
			t.Error("a session on another machine lost its link")
		}
		ann.Action(t, "machine_stats", map[string]any{"machine_id": m.String()}).WantError(t, http.StatusNotFound, "not_found", m.String())
	})

	for name, fields := range map[string]map[string]any{
		"machine_id is missing":    {},
		"machine_id is not a uuid": {"machine_id": "m"},
	} {
		t.Run("400 when "+name, func(t *testing.T) {
			ann.Action(t, "delete_machine", fields).WantInvalid(t, "machine_id")
		})
	}

	bobs := addMachine(t, bob, "Wynn", "Bob's", false)
	bobsSession := addSession(t, bob, &bobs, 60, -100, nil)
	for name, id := range map[string]string{"another player's machine": bobs.String(), "a machine that does not exist": uuid.NewString()} {
		t.Run("404 for "+name, func(t *testing.T) {
			ann.Action(t, "delete_machine", map[string]any{"machine_id": id}).WantError(t, http.StatusNotFound, "not_found", id)
		})
	}
	if n := h.Count(t, "machines", "id = ?", bobs) + h.Count(t, "sessions", "id = ? AND machine_id = ?", bobsSession, bobs); n != 2 {
		t.Error("ann's request touched bob's machine or its session")
	}

	t.Run("a key without write is refused with 403", func(t *testing.T) {
		m := addMachine(t, ann, "Wynn", "Keep", false)
		ann.WithKey(t, "read").Action(t, "delete_machine", map[string]any{"machine_id": m.String()}).
			WantError(t, http.StatusForbidden, "insufficient_scope", `"write"`)
		if n := h.Count(t, "machines", "id = ?", m); n != 1 {
			t.Error("a refused request deleted the machine")
		}
	})
}
