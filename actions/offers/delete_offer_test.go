package offers_test

import (
	"net/http"
	"testing"

	"github.com/google/uuid"

	"github.com/tierline/tierline/transport/apitest"
)

func TestDeleteOffer(t *testing.T) {
	h := apitest.NewAt(t, now)
	ann := h.NewPlayer(t, "read,write")
	bob := h.NewPlayer(t, "read,write")

	for _, status := range []string{"available", "redeemed", "declined", "expired"} {
		t.Run("an offer that is "+status+" is deleted", func(t *testing.T) {
			o := storeOffer(t, ann, "Aria", status, nil)
			data := ann.MustAction(t, "delete_offer", map[string]any{"offer_id": o.ID})
			if data["deleted"] != true {
				t.Errorf("deleted = %v, want true", data["deleted"])
			}
			if n := h.Count(t, "offers", "id = ?", o.ID); n != 0 {
				t.Errorf("the offer is still stored")
			}
		})
	}

	t.Run("deleting it again is not found", func(t *testing.T) {
		o := storeOffer(t, ann, "Aria", "available", nil)
		ann.MustAction(t, "delete_offer", map[string]any{"offer_id": o.ID})
		ann.Action(t, "delete_offer", map[string]any{"offer_id": o.ID}).WantError(t, http.StatusNotFound, "not_found", "No offer has the id")
	})

	t.Run("another account's offer is not found and stays", func(t *testing.T) {
		o := storeOffer(t, bob, "Aria", "available", nil)
		ann.Action(t, "delete_offer", map[string]any{"offer_id": o.ID}).WantError(t, http.StatusNotFound, "not_found", "No offer has the id")
		if n := h.Count(t, "offers", "id = ?", o.ID); n != 1 {
			t.Errorf("another account's offer was deleted")
		}
	})

	t.Run("an id that never existed is not found", func(t *testing.T) {
		ann.Action(t, "delete_offer", map[string]any{"offer_id": uuid.NewString()}).WantError(t, http.StatusNotFound, "not_found", "No offer has the id")
	})

	keep := storeOffer(t, ann, "Aria", "available", nil)
	for _, tt := range []struct {
		name   string
		fields map[string]any
	}{
		{"offer_id is missing", map[string]any{}},
		{"offer_id is not a uuid", map[string]any{"offer_id": "offer-1"}},
		{"offer_id is not a string", map[string]any{"offer_id": true}},
	} {
		t.Run("400 when "+tt.name, func(t *testing.T) {
			ann.Action(t, "delete_offer", tt.fields).WantInvalid(t, "offer_id")
			if n := h.Count(t, "offers", "id = ?", keep.ID); n != 1 {
				t.Errorf("a rejected request deleted an offer")
			}
		})
	}

	t.Run("a key without write is refused with 403", func(t *testing.T) {
		ann.WithKey(t, "read").Action(t, "delete_offer", map[string]any{"offer_id": keep.ID}).
			WantError(t, http.StatusForbidden, "insufficient_scope", `"write"`)
		if n := h.Count(t, "offers", "id = ?", keep.ID); n != 1 {
			t.Errorf("a refused request deleted the offer")
		}
	})
}
