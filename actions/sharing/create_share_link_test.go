package sharing_test

import (
	"net/http"
	"regexp"
	"testing"

	"github.com/google/uuid"

	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/transport/apitest"
)

// tokenRE is 32 bytes or more in URL-safe base64 without padding.
var tokenRE = regexp.MustCompile(`^[A-Za-z0-9_-]{43,}$`)

func TestCreateShareLink(t *testing.T) {
	h := apitest.NewAt(t, start)
	ann := h.NewPlayer(t, "read,write")
	bob := h.NewPlayer(t, "read,write")
	trip := newTripID(t, ann)

	t.Run("a trip link gets a random token, its URL and a 7-day expiry", func(t *testing.T) {
		link := share(t, ann, map[string]any{"resource_type": "trip", "resource_id": trip})
		token, _ := link["token"].(string)
		if !tokenRE.MatchString(token) {
			t.Errorf("token %q is not 32+ bytes of URL-safe base64", token)
		}
		want := map[string]any{
			"url": apitest.SiteURL + "/s/" + token, "resource_type": "trip", "resource_id": trip,
			"expires_at": "2026-06-22T18:30:00Z", "created_at": "2026-06-15T18:30:00Z", "revoked_at": nil,
			"active": true, "status": "active",
		}
		for k, v := range want {
			if link[k] != v {
				t.Errorf("share_link.%s = %v, want %v", k, link[k], v)
			}
		}
		row := apitest.Read[persistence.ShareLink](t, h, link["id"])
		if row.AccountID != ann.Account.ID || row.Token != token || row.ResourceID == nil || row.ResourceID.String() != trip {
			t.Errorf("stored link = %+v, want ann's link to the trip with the token returned", row)
		}
		if n := h.Count(t, "activity_events", "account_id = ? AND kind = 'share_link_created' AND ref_id = ?", ann.Account.ID, row.ID); n != 1 {
			t.Errorf("%d share_link_created events, want 1", n)
		}
		if n := h.Count(t, "activity_events", "account_id = ? AND summary LIKE ?", ann.Account.ID, "%"+token+"%"); n != 0 {
			t.Errorf("the public activity shows the token")
		}
		if status := view(t, h, link); status != http.StatusOK {
			t.Errorf("the new link answers %d, want 200", status)
		}
	})

	t.Run("expires_in_days sets the expiry", func(t *testing.T) {
		link := share(t, ann, map[string]any{"resource_type": "visit_stats", "expires_in_days": 90})
		if link["expires_at"] != "2026-09-13T18:30:00Z" || link["resource_id"] != nil {
			t.Errorf("link = %v, want expiry 90 days on and no resource_id", link)
		}
	})

	t.Run("every link gets its own token", func(t *testing.T) {
		a := share(t, ann, map[string]any{"resource_type": "tier_summary"})
		b := share(t, ann, map[string]any{"resource_type": "tier_summary"})
		if a["token"] == b["token"] {
			t.Errorf("two links share the token %v", a["token"])
		}
	})

	invalid := []struct {
		name   string
		fields map[string]any
		field  string
	}{
		{"resource_type is missing", map[string]any{}, "resource_type"},
		{"resource_type is unknown", map[string]any{"resource_type": "session"}, "resource_type"},
		{"resource_id is missing for a trip", map[string]any{"resource_type": "trip"}, "resource_id"},
		{"resource_id is given for a tier summary", map[string]any{"resource_type": "tier_summary", "resource_id": trip}, "resource_id"},
		{"resource_id is given for visit stats", map[string]any{"resource_type": "visit_stats", "resource_id": trip}, "resource_id"},
		{"resource_id is not a uuid", map[string]any{"resource_type": "trip", "resource_id": "my-trip"}, "resource_id"},
		{"expires_in_days is 0", map[string]any{"resource_type": "tier_summary", "expires_in_days": 0}, "expires_in_days"},
		{"expires_in_days is over 90", map[string]any{"resource_type": "tier_summary", "expires_in_days": 91}, "expires_in_days"},
		{"expires_in_days is not a whole number", map[string]any{"resource_type": "tier_summary", "expires_in_days": 1.5}, "expires_in_days"},
	}
	for _, tt := range invalid {
		t.Run("400 when "+tt.name, func(t *testing.T) {
			before := h.Count(t, "share_links", "account_id = ?", ann.Account.ID)
			ann.Action(t, "create_share_link", tt.fields).WantInvalid(t, tt.field)
			if after := h.Count(t, "share_links", "account_id = ?", ann.Account.ID); after != before {
				t.Errorf("a refused request wrote %d links", after-before)
			}
		})
	}

	bobsTrip := newTripID(t, bob)
	for _, tt := range []struct {
		name string
		id   string
	}{
		{"another player's trip", bobsTrip},
		{"a trip that does not exist", uuid.NewString()},
	} {
		t.Run("404 for "+tt.name, func(t *testing.T) {
			before := h.Count(t, "share_links", "1 = 1")
			ann.Action(t, "create_share_link", map[string]any{"resource_type": "trip", "resource_id": tt.id}).
				WantError(t, http.StatusNotFound, "not_found", "No trip has the id")
			if after := h.Count(t, "share_links", "1 = 1"); after != before {
				t.Errorf("a refused request wrote %d links", after-before)
			}
		})
	}

	t.Run("a key without write is refused with 403", func(t *testing.T) {
		ann.WithKey(t, "read").Action(t, "create_share_link", map[string]any{"resource_type": "tier_summary"}).
			WantError(t, http.StatusForbidden, "insufficient_scope", `"write"`)
	})
}
