package tax_test

import (
	"net/http"
	"testing"

	"github.com/google/uuid"

	"github.com/tierline/tierline/transport/apitest"
)

func TestDeleteW2G(t *testing.T) {
	h := apitest.NewAt(t, today)
	ann := h.NewPlayer(t, "read,write,tax")

	t.Run("the record is deleted and no longer counts in the year's summary", func(t *testing.T) {
		id := addW2G(t, ann, "Somewhere Small", "2026-02-01", "slots", 2400)
		data := ann.MustAction(t, "delete_w2g", map[string]any{"w2g_id": id})
		if data["deleted"] != true {
			t.Errorf("deleted = %v, want true", data["deleted"])
		}
		if n := h.Count(t, "w2g_records", "id = ?", id); n != 0 {
			t.Errorf("%d rows left, want 0", n)
		}
		sum := ann.MustAction(t, "tax_year_summary", map[string]any{"tax_year": 2026})
		wantNumbers(t, sum, map[string]float64{"w2g_count": 0, "w2g_winnings": 0})
	})

	t.Run("deleting it again is not found", func(t *testing.T) {
		id := addW2G(t, ann, "Somewhere Small", "2026-02-01", "slots", 2400)
		ann.MustAction(t, "delete_w2g", map[string]any{"w2g_id": id})
		ann.Action(t, "delete_w2g", map[string]any{"w2g_id": id}).WantError(t, http.StatusNotFound, "not_found", id)
	})

	id := addW2G(t, ann, "Somewhere Small", "2026-02-01", "slots", 2400)

	t.Run("another account's record is not found and is kept", func(t *testing.T) {
		eve := h.NewPlayer(t, "read,write,tax")
		eve.Action(t, "delete_w2g", map[string]any{"w2g_id": id}).WantError(t, http.StatusNotFound, "not_found", id)
		if n := h.Count(t, "w2g_records", "id = ?", id); n != 1 {
			t.Errorf("%d rows, want the record kept", n)
		}
	})

	t.Run("an unknown id is not found", func(t *testing.T) {
		missing := uuid.NewString()
		ann.Action(t, "delete_w2g", map[string]any{"w2g_id": missing}).WantError(t, http.StatusNotFound, "not_found", missing)
	})

	for _, tt := range []struct {
		name   string
		fields map[string]any
	}{
		{"w2g_id is missing", map[string]any{}},
		{"w2g_id is not a uuid", map[string]any{"w2g_id": "12"}},
		{"w2g_id is not a string", map[string]any{"w2g_id": 12}},
	} {
		t.Run("400 when "+tt.name, func(t *testing.T) {
			ann.Action(t, "delete_w2g", tt.fields).WantInvalid(t, "w2g_id")
			if n := h.Count(t, "w2g_records", "id = ?", id); n != 1 {
				t.Errorf("%d rows, want the record kept", n)
			}
		})
	}

	wantTaxScope(t, ann, "delete_w2g", map[string]any{"w2g_id": id})
}
