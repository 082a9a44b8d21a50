package consent_test

import (
	"net/http"
	"testing"
	"time"

	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/transport/apitest"
)

func TestGetConsent(t *testing.T) {
	h := apitest.New(t, apitest.Options{Clock: apitest.NewClock(start)})

	consents := func(t *testing.T, p *apitest.Player) map[string]any {
		t.Helper()
		return p.MustAction(t, "get_consent", nil)["consents"].(map[string]any)
	}

	t.Run("a player who never chose holds all four consents, none granted, never changed", func(t *testing.T) {
		ann := h.NewPlayer(t, "read,write")
		got := consents(t, ann)
		if len(got) != len(persistence.Consents) {
			t.Errorf("%d consents, want %d: %v", len(got), len(persistence.Consents), got)
		}
		for _, c := range persistence.Consents {
			s, ok := got[c].(map[string]any)
			if !ok {
				t.Fatalf("consent %s missing: %v", c, got)
			}
			if v, present := s["changed_at"]; s["granted"] != false || !present || v != nil {
				t.Errorf("%s = %v, want granted false and changed_at null", c, s)
			}
		}
	})

	t.Run("each consent shows its latest change and when it happened", func(t *testing.T) {
		ann := h.NewPlayer(t, "read,write")
		ann.MustAction(t, "set_consent", map[string]any{"consent": "marketing", "granted": true})
		h.Clock.Advance(2 * time.Hour)
		ann.MustAction(t, "set_consent", map[string]any{"consent": "social_visibility", "granted": true})
		h.Clock.Advance(time.Hour)
		ann.MustAction(t, "set_consent", map[string]any{"consent": "marketing", "granted": false})
		got := consents(t, ann)
		want := map[string]map[string]any{
			"marketing":         {"granted": false, "changed_at": "2026-11-22T10:30:00Z"},
			"social_visibility": {"granted": true, "changed_at": "2026-11-22T09:30:00Z"},
			"share_with_hosts":  {"granted": false, "changed_at": nil},
			"tax_processing":    {"granted": false, "changed_at": nil},
		}
		for c, w := range want {
			s := got[c].(map[string]any)
			for k, v := range w {
				if s[k] != v {
					t.Errorf("%s.%s = %v, want %v", c, k, s[k], v)
				}
			}
		}
	})

	t.Run("another player's consents are not shown", func(t *testing.T) {
		ann, bob := h.NewPlayer(t, "read,write"), h.NewPlayer(t, "read,write")
		bob.MustAction(t, "set_consent", map[string]any{"consent": "share_with_hosts", "granted": true})
		if s := consents(t, ann)["share_with_hosts"].(map[string]any); s["granted"] != false {
			t.Errorf("ann sees share_with_hosts granted after bob granted his: %v", s)
		}
	})

	t.Run("a key without read is refused with 403", func(t *testing.T) {
		writer := h.NewPlayer(t, "write")
		writer.Action(t, "get_consent", nil).WantError(t, http.StatusForbidden, "insufficient_scope", `"read"`)
	})
}
