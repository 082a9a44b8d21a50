package sharing_test

import (
	"net/http"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/transport/apitest"
)

func TestRevokeShareLink(t *testing.T) {
	h := apitest.NewAt(t, start)
	ann := h.NewPlayer(t, "read,write")
	bob := h.NewPlayer(t, "read,write")

	t.Run("a revoked link stops working at once, and revoking again keeps the first time", func(t *testing.T) {
		link := share(t, ann, map[string]any{"resource_type": "trip", "resource_id": newTripID(t, ann)})
		if status := view(t, h, link); status != http.StatusOK {
			t.Fatalf("the link answers %d before revocation, want 200", status)
		}
		data := ann.MustAction(t, "revoke_share_link", map[string]any{"share_link_id": link["id"]})
		got := data["share_link"].(map[string]any)
		if data["revoked"] != true || got["revoked_at"] != "2026-06-15T18:30:00Z" || got["active"] != false || got["status"] != "revoked" {
			t.Errorf("result = %v, want revoked true and the link revoked now", data)
		}
		if row := apitest.Read[persistence.ShareLink](t, h, link["id"]); row.RevokedAt == nil || !row.RevokedAt.Equal(start) {
			t.Errorf("stored revoked_at = %v, want %v", row.RevokedAt, start)
		}
		if status := view(t, h, link); status != http.StatusNotFound {
			t.Errorf("the revoked link answers %d, want 404", status)
		}

		h.Clock.Advance(time.Hour)
		again := ann.MustAction(t, "revoke_share_link", map[string]any{"share_link_id": link["id"]})
		if again["revoked"] != true || again["share_link"].(map[string]any)["revoked_at"] != "2026-06-15T18:30:00Z" {
			t.Errorf("second revocation = %v, want success and the first revoked_at", again)
		}
	})

	bobs := share(t, bob, map[string]any{"resource_type": "tier_summary"})
	for _, tt := range []struct {
		name string
		id   any
	}{
		{"another player's link", bobs["id"]},
		{"a link that does not exist", uuid.NewString()},
	} {
		t.Run("404 for "+tt.name, func(t *testing.T) {
			ann.Action(t, "revoke_share_link", map[string]any{"share_link_id": tt.id}).
				WantError(t, http.StatusNotFound, "not_found", "No share link has the id")
		})
	}
	if row := apitest.Read[persistence.ShareLink](t, h, bobs["id"]); row.RevokedAt != nil {
		t.Errorf("another player's link was revoked")
	}
	if status := view(t, h, bobs); status != http.StatusOK {
		t.Errorf("another player's link answers %d, want 200", status)
	}

	for _, tt := range []struct {
		name   string
		fields map[string]any
	}{
		{"share_link_id is missing", map[string]any{}},
		{"share_link_id is not a uuid", map[string]any{"share_link_id": "link"}},
	} {
		t.Run("400 when "+tt.name, func(t *testing.T) {
			ann.Action(t, "revoke_share_link", tt.fields).WantInvalid(t, "share_link_id")
		})
	}

	mine := share(t, ann, map[string]any{"resource_type": "visit_stats"})
	t.Run("a key without write is refused with 403", func(t *testing.T) {
		ann.WithKey(t, "read").Action(t, "revoke_share_link", map[string]any{"share_link_id": mine["id"]}).
			WantError(t, http.StatusForbidden, "insufficient_scope", `"write"`)
		if row := apitest.Read[persistence.ShareLink](t, h, mine["id"]); row.RevokedAt != nil {
			t.Errorf("a refused request revoked the link")
		}
	})
}
