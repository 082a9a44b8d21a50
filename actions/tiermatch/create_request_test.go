package tiermatchactions_test

import (
	"net/http"
	"testing"

	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/transport/apitest"
)

func TestCreateRequest(t *testing.T) {
	h := newHarness(t)
	fields := map[string]any{"target_program": "MGM Rewards", "source_casino": caesarsCasino}

	t.Run("a request is stored in status submitted with the letter generate_letter writes", func(t *testing.T) {
		ann := h.NewPlayer(t, "read,write")
		tier(t, ann, caesarsCasino, "Diamond", 90000, 0, "")
		letter := ann.Call(t, path, "generate_letter", fields).Data(t)["letter"].(string)

		data := ann.Call(t, path, "create_request", fields).Data(t)
		req := apitest.Object(t, data["request"])
		for k, v := range map[string]any{"target_program": "MGM Rewards", "source_casino": caesarsCasino, "source_tier": "Diamond",
			"status": "submitted", "letter": letter, "created_at": "2026-06-15T18:30:00Z", "updated_at": "2026-06-15T18:30:00Z"} {
			if req[k] != v {
				t.Errorf("request.%s = %v, want %v", k, req[k], v)
			}
		}
		if data["template"] != "standard" {
			t.Errorf("template = %v", data["template"])
		}
		apitest.WantNumber(t, "figures.ytd_coin_in", apitest.Object(t, data["figures"])["ytd_coin_in"], 90000)
		row := apitest.Read[persistence.TierMatchRequest](t, h, req["id"])
		if row.AccountID != ann.Account.ID || row.Letter != letter || row.Status != "submitted" || row.SourceTier == nil || *row.SourceTier != "Diamond" {
			t.Errorf("stored %+v", row)
		}
		if n := h.Count(t, "tier_match_requests", "account_id = ?", ann.Account.ID); n != 1 {
			t.Errorf("%d rows, want 1", n)
		}
	})

	t.Run("a retry with the same Idempotency-Key returns the first request and stores no other", func(t *testing.T) {
		ann := h.NewPlayer(t, "read,write")
		tier(t, ann, caesarsCasino, "Diamond", 0, 0, "")
		body := map[string]any{"action": "create_request", "target_program": "MGM Rewards", "source_casino": caesarsCasino}
		key := map[string]string{"Idempotency-Key": "8b0d6c2e-8d1b-4c8e-9a44-1f3e2d9b7a10"}
		first := ann.Post(t, path, body, key)
		second := ann.Post(t, path, body, key)
		id1 := apitest.Object(t, first.Data(t)["request"])["id"]
		id2 := apitest.Object(t, second.Data(t)["request"])["id"]
		if id1 != id2 || second.Header.Get("Idempotent-Replayed") != "true" {
			t.Errorf("ids %v and %v, Idempotent-Replayed %q", id1, id2, second.Header.Get("Idempotent-Replayed"))
		}
		if n := h.Count(t, "tier_match_requests", "account_id = ?", ann.Account.ID); n != 1 {
			t.Errorf("%d rows, want 1", n)
		}
	})

	bob := h.NewPlayer(t, "read,write")
	tier(t, bob, caesarsCasino, "Gold", 0, 0, "")
	for _, tt := range []struct {
		name   string
		fields map[string]any
		field  string
	}{
		{"target_program is missing", map[string]any{"source_casino": caesarsCasino}, "target_program"},
		{"source_casino is missing", map[string]any{"target_program": "MGM Rewards"}, "source_casino"},
		{"template is not a known template", map[string]any{"target_program": "MGM Rewards", "source_casino": caesarsCasino, "template": "x"}, "template"},
	} {
		t.Run("400 and nothing stored when "+tt.name, func(t *testing.T) {
			bob.Call(t, path, "create_request", tt.fields).WantInvalid(t, tt.field)
			if n := h.Count(t, "tier_match_requests", "account_id = ?", bob.Account.ID); n != 0 {
				t.Errorf("%d rows stored", n)
			}
		})
	}

	t.Run("404 and nothing stored when the player has no tier at source_casino", func(t *testing.T) {
		bob.Call(t, path, "create_request", map[string]any{"target_program": "MGM Rewards", "source_casino": mgmCasino}).
			WantError(t, http.StatusNotFound, "not_found", mgmCasino)
		if n := h.Count(t, "tier_match_requests", "account_id = ?", bob.Account.ID); n != 0 {
			t.Errorf("%d rows stored", n)
		}
	})

	t.Run("a read key is refused with 403 naming write, and nothing is stored", func(t *testing.T) {
		bob.WithKey(t, "read").Call(t, path, "create_request", fields).WantError(t, http.StatusForbidden, "insufficient_scope", `"write"`)
		if n := h.Count(t, "tier_match_requests", "account_id = ?", bob.Account.ID); n != 0 {
			t.Errorf("%d rows stored", n)
		}
	})
}
