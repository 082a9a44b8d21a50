package visits_test

import (
	"net/http"
	"testing"

	"github.com/google/uuid"

	"github.com/tierline/tierline/transport/apitest"
)

func TestDeleteVisit(t *testing.T) {
	h := apitest.NewAt(t, june15)
	ann := h.NewPlayer(t, "read,write")
	bob := h.NewPlayer(t, "read,write")

	t.Run("the visit is deleted and the day can be checked in again", func(t *testing.T) {
		v := checkIn(t, ann, "Bellagio", "2026-06-01")
		data := ann.MustAction(t, "delete_visit", map[string]any{"visit_id": v["id"]})
		if data["deleted"] != true {
			t.Errorf("deleted = %v, want true", data["deleted"])
		}
		if n := h.Count(t, "visits", "id = ?", uuid.MustParse(v["id"].(string))); n != 0 {
			t.Errorf("%d rows left, want 0", n)
		}
		again := ann.MustAction(t, "check_in", map[string]any{"casino_name": "Bellagio", "visited_on": "2026-06-01"})
		if again["created"] != true {
			t.Errorf("created = %v after deleting the day's visit, want true", again["created"])
		}
		ann.Action(t, "delete_visit", map[string]any{"visit_id": v["id"]}).WantError(t, http.StatusNotFound, "not_found", "No visit has the id")
	})

	bobs := checkIn(t, bob, "Wynn", "2026-06-01")
	for _, tt := range []struct {
		name string
		id   any
	}{
		{"another player's visit", bobs["id"]},
		{"a visit that does not exist", uuid.NewString()},
	} {
		t.Run("404 for "+tt.name, func(t *testing.T) {
			ann.Action(t, "delete_visit", map[string]any{"visit_id": tt.id}).WantError(t, http.StatusNotFound, "not_found", "No visit has the id")
		})
	}
	if n := h.Count(t, "visits", "id = ?", uuid.MustParse(bobs["id"].(string))); n != 1 {
		t.Errorf("another player's visit was deleted")
	}

	for _, tt := range []struct {
		name   string
		fields map[string]any
	}{
		{"visit_id is missing", map[string]any{}},
		{"visit_id is not a uuid", map[string]any{"visit_id": "v1"}},
	} {
		t.Run("400 when "+tt.name, func(t *testing.T) {
			ann.Action(t, "delete_visit", tt.fields).WantInvalid(t, "visit_id")
		})
	}

	mine := checkIn(t, ann, "Wynn", "2026-06-02")
	t.Run("a key without write is refused with 403", func(t *testing.T) {
		ann.WithKey(t, "read").Action(t, "delete_visit", map[string]any{"visit_id": mine["id"]}).
			WantError(t, http.StatusForbidden, "insufficient_scope", `"write"`)
		if n := h.Count(t, "visits", "id = ?", uuid.MustParse(mine["id"].(string))); n != 1 {
			t.Errorf("a refused delete removed the visit")
		}
	})
}
