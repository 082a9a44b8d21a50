package bankroll_test

import (
	"net/http"
	"testing"

	"github.com/google/uuid"

	"github.com/tierline/tierline/transport/apitest"
)

func TestDeleteBankrollEntry(t *testing.T) {
	h := apitest.NewAt(t, now)
	ann := h.NewPlayer(t, "read,write")
	keep := ann.MustAction(t, "bankroll_add", map[string]any{"entry_type": "deposit", "amount": 200.1})["entry"].(map[string]any)
	drop := ann.MustAction(t, "bankroll_add", map[string]any{"entry_type": "withdrawal", "amount": 50.05})["entry"].(map[string]any)
	bob := h.NewPlayer(t, "read,write")
	bobs := bob.MustAction(t, "bankroll_add", map[string]any{"entry_type": "deposit", "amount": 10})["entry"].(map[string]any)

	t.Run("the entry is deleted and the balance returned without it", func(t *testing.T) {
		data := ann.MustAction(t, "delete_bankroll_entry", map[string]any{"entry_id": drop["id"]})
		if data["deleted"] != true {
			t.Errorf("deleted = %v, want true", data["deleted"])
		}
		apitest.WantNumber(t, "balance", data["balance"], 200.1)
		if n := h.Count(t, "bankroll_entries", "id = ?", drop["id"]); n != 0 {
			t.Errorf("the entry is still stored")
		}
		if n := h.Count(t, "bankroll_entries", "id = ?", keep["id"]); n != 1 {
			t.Errorf("the other entry was deleted too")
		}
	})

	t.Run("an entry already deleted is not found", func(t *testing.T) {
		ann.Action(t, "delete_bankroll_entry", map[string]any{"entry_id": drop["id"]}).
			WantError(t, http.StatusNotFound, "not_found", "No bankroll entry has the id")
	})

	t.Run("another account's entry is not found and stays", func(t *testing.T) {
		ann.Action(t, "delete_bankroll_entry", map[string]any{"entry_id": bobs["id"]}).
			WantError(t, http.StatusNotFound, "not_found", "No bankroll entry has the id")
		if n := h.Count(t, "bankroll_entries", "id = ?", bobs["id"]); n != 1 {
			t.Errorf("another account's entry was deleted")
		}
	})

	t.Run("an id that never existed is not found", func(t *testing.T) {
		ann.Action(t, "delete_bankroll_entry", map[string]any{"entry_id": uuid.NewString()}).
			WantError(t, http.StatusNotFound, "not_found", "No bankroll entry has the id")
	})

	for _, tt := range []struct {
		name   string
		fields map[string]any
	}{
		{"entry_id is missing", map[string]any{}},
		{"entry_id is not a uuid", map[string]any{"entry_id": "42"}},
		{"entry_id is not a string", map[string]any{"entry_id": 42}},
	} {
		t.Run("400 when "+tt.name, func(t *testing.T) {
			ann.Action(t, "delete_bankroll_entry", tt.fields).WantInvalid(t, "entry_id")
			if n := h.Count(t, "bankroll_entries", "account_id = ?", ann.Account.ID); n != 1 {
				t.Errorf("%d entries left, want 1", n)
			}
		})
	}

	t.Run("a key without write is refused with 403", func(t *testing.T) {
		ann.WithKey(t, "read").Action(t, "delete_bankroll_entry", map[string]any{"entry_id": keep["id"]}).
			WantError(t, http.StatusForbidden, "insufficient_scope", `"write"`)
		if n := h.Count(t, "bankroll_entries", "id = ?", keep["id"]); n != 1 {
			t.Errorf("a refused request deleted the entry")
		}
	})
}
