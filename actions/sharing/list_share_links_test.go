package sharing_test

import (
	"net/http"
	"slices"
	"testing"
	"time"

	"github.com/tierline/tierline/transport/apitest"
)

func TestListShareLinks(t *testing.T) {
	h := apitest.NewAt(t, start)
	ann := h.NewPlayer(t, "read,write")
	bob := h.NewPlayer(t, "read,write")

	short := share(t, ann, map[string]any{"resource_type": "visit_stats", "expires_in_days": 1})
	h.Clock.Advance(time.Hour)
	revoked := share(t, ann, map[string]any{"resource_type": "trip", "resource_id": newTripID(t, ann)})
	ann.MustAction(t, "revoke_share_link", map[string]any{"share_link_id": revoked["id"]})
	h.Clock.Advance(time.Hour)
	active := share(t, ann, map[string]any{"resource_type": "tier_summary", "expires_in_days": 30})
	share(t, bob, map[string]any{"resource_type": "tier_summary"})
	h.Clock.Advance(2 * 24 * time.Hour) // past the short link's expiry

	t.Run("active, expired and revoked links are all listed, newest first, each with its url and state", func(t *testing.T) {
		data := ann.MustAction(t, "list_share_links", nil)
		links := data["share_links"].([]any)
		want := []struct {
			link   map[string]any
			active bool
			status string
		}{{active, true, "active"}, {revoked, false, "revoked"}, {short, false, "expired"}}
		if len(links) != len(want) {
			t.Fatalf("share_links = %v, want %d links", links, len(want))
		}
		for i, w := range want {
			got := links[i].(map[string]any)
			if got["id"] != w.link["id"] || got["active"] != w.active || got["status"] != w.status {
				t.Errorf("share_links[%d] = %v, want link %v active %v status %s", i, got, w.link["id"], w.active, w.status)
			}
			if got["url"] != apitest.SiteURL+"/s/"+w.link["token"].(string) {
				t.Errorf("share_links[%d].url = %v, want the link's URL", i, got["url"])
			}
		}
		if links[1].(map[string]any)["revoked_at"] == nil {
			t.Errorf("the revoked link has no revoked_at")
		}
		if n := apitest.NumText(t, data["count"]); n != "3" {
			t.Errorf("count = %s, want 3", n)
		}
	})

	t.Run("limit and offset page the list while count stays the total", func(t *testing.T) {
		data := ann.MustAction(t, "list_share_links", map[string]any{"limit": 1, "offset": 1})
		got := []any{}
		for _, l := range data["share_links"].([]any) {
			got = append(got, l.(map[string]any)["id"])
		}
		if !slices.Equal(got, []any{revoked["id"]}) || apitest.NumText(t, data["count"]) != "3" {
			t.Errorf("page = %v, count %v; want [%v] and 3", got, data["count"], revoked["id"])
		}
	})

	t.Run("a player without links gets an empty array", func(t *testing.T) {
		data := h.NewPlayer(t, "read").MustAction(t, "list_share_links", nil)
		if links, ok := data["share_links"].([]any); !ok || len(links) != 0 {
			t.Errorf("share_links = %v, want []", data["share_links"])
		}
	})

	for _, tt := range []struct {
		name   string
		fields map[string]any
		field  string
	}{
		{"limit is 0", map[string]any{"limit": 0}, "limit"},
		{"offset is negative", map[string]any{"offset": -1}, "offset"},
	} {
		t.Run("400 when "+tt.name, func(t *testing.T) {
			ann.Action(t, "list_share_links", tt.fields).WantInvalid(t, tt.field)
		})
	}

	t.Run("a key without read is refused with 403", func(t *testing.T) {
		ann.WithKey(t, "write").Action(t, "list_share_links", nil).WantError(t, http.StatusForbidden, "insufficient_scope", `"read"`)
	})
}
