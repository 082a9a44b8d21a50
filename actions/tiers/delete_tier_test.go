package tiers_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/google/uuid"

	"github.com/tierline/tierline/transport/apitest"
)

func TestDeleteTier(t *testing.T) {
	h := apitest.New(t, apitest.Options{})
	ann := h.NewPlayer(t, "read,write")
	bob := h.NewPlayer(t, "read,write")

	t.Run("by casino_name, ignoring case and spacing, with a deleted history row", func(t *testing.T) {
		tier := upsert(t, ann, map[string]any{"casino_name": "Wynn Las Vegas", "tier": "Platinum", "points_balance": 900})
		data := ann.MustAction(t, "delete_tier", map[string]any{"casino_name": " wynn  las vegas"})
		if data["deleted"] != true {
			t.Errorf("deleted = %v, want true", data["deleted"])
		}
		if n := h.Count(t, "user_tiers", "id = ?", tier["id"]); n != 0 {
			t.Errorf("the row is still there")
		}
		if n := h.Count(t, "tier_history", "account_id = ? AND change = 'deleted' AND tier = 'Platinum' AND points_balance = 900 AND casino_key = 'wynn las vegas'", ann.Account.ID); n != 1 {
			t.Errorf("%d deleted history rows, want 1", n)
		}
		if n := h.Count(t, "tier_history", "account_id = ? AND change = 'created'", ann.Account.ID); n != 1 {
			t.Errorf("earlier history was not kept: %d created rows", n)
		}
	})

	t.Run("by tier_id, leaving the other rows", func(t *testing.T) {
		keep := upsert(t, ann, map[string]any{"casino_name": "Bellagio Hotel and Casino", "tier": "Pearl"})
		gone := upsert(t, ann, map[string]any{"casino_name": "Aria Resort & Casino Las Vegas", "tier": "Gold"})
		ann.MustAction(t, "delete_tier", map[string]any{"tier_id": gone["id"]})
		if h.Count(t, "user_tiers", "id = ?", gone["id"]) != 0 || h.Count(t, "user_tiers", "id = ?", keep["id"]) != 1 {
			t.Error("the wrong rows were deleted")
		}
		if n := h.Count(t, "tier_history", "account_id = ? AND change = 'deleted' AND tier = 'Gold'", ann.Account.ID); n != 1 {
			t.Errorf("%d deleted history rows for the Gold tier, want 1", n)
		}
	})

	bobs := upsert(t, bob, map[string]any{"casino_name": "Caesars Palace Casino", "tier": "Diamond"})
	for _, tt := range []struct {
		name   string
		fields map[string]any
	}{
		{"another player's tier_id", map[string]any{"tier_id": bobs["id"]}},
		{"an unknown tier_id", map[string]any{"tier_id": uuid.NewString()}},
		{"a casino where the caller has no tier, though another player has", map[string]any{"casino_name": "Caesars Palace Casino"}},
	} {
		t.Run("404 for "+tt.name, func(t *testing.T) {
			ann.Action(t, "delete_tier", tt.fields).WantError(t, http.StatusNotFound, "not_found", "")
			if n := h.Count(t, "user_tiers", "id = ?", bobs["id"]); n != 1 {
				t.Error("another player's tier was deleted")
			}
		})
	}
	t.Run("the 404 for a foreign id and an unknown id read alike", func(t *testing.T) {
		other := uuid.NewString()
		foreign := ann.Action(t, "delete_tier", map[string]any{"tier_id": bobs["id"]}).WantError(t, http.StatusNotFound, "not_found", "No tier has the id")
		unknown := ann.Action(t, "delete_tier", map[string]any{"tier_id": other}).WantError(t, http.StatusNotFound, "not_found", "No tier has the id")
		if strings.ReplaceAll(foreign.Message, bobs["id"].(string), other) != unknown.Message {
			t.Errorf("messages differ beyond the id: %q vs %q", foreign.Message, unknown.Message)
		}
	})

	upsert(t, ann, map[string]any{"casino_name": "Circa Resort & Casino", "tier": "Member"})
	for _, tt := range []struct {
		name   string
		fields map[string]any
		field  string
	}{
		{"neither casino_name nor tier_id is given", map[string]any{}, "casino_name"},
		{"casino_name is blank", map[string]any{"casino_name": "  "}, "casino_name"},
		{"both are given", map[string]any{"casino_name": "Circa Resort & Casino", "tier_id": uuid.NewString()}, "tier_id"},
		{"tier_id is not a uuid", map[string]any{"tier_id": "abc"}, "tier_id"},
		{"casino_name is too long", map[string]any{"casino_name": string(make([]byte, 201))}, "casino_name"},
	} {
		t.Run("400 when "+tt.name, func(t *testing.T) {
			before := h.Count(t, "user_tiers", "account_id = ?", ann.Account.ID)
			ann.Action(t, "delete_tier", tt.fields).WantInvalid(t, tt.field)
			if h.Count(t, "user_tiers", "account_id = ?", ann.Account.ID) != before {
				t.Error("a rejected request deleted a row")
			}
		})
	}

	t.Run("a key without write is refused with 403", func(t *testing.T) {
		ann.WithKey(t, "read").Action(t, "delete_tier", map[string]any{"casino_name": "Circa Resort & Casino"}).
			WantError(t, http.StatusForbidden, "insufficient_scope", `"write"`)
		if n := h.Count(t, "user_tiers", "account_id = ? AND casino_key = 'circa resort & casino'", ann.Account.ID); n != 1 {
			t.Error("a refused request deleted the row")
		}
	})
}
