package consent_test

import (
	"context"
	"net/http"
	"testing"
	"time"

	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/transport/apitest"
)

var start = time.Date(2026, 11, 22, 7, 30, 0, 0, time.UTC)

// states reads the account's consents the way the gates of other areas do.
func states(t *testing.T, h *apitest.Harness, p *apitest.Player) map[string]bool {
	t.Helper()
	s, err := persistence.ConsentStates(context.Background(), h.DB, p.Account.ID)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestSetConsent(t *testing.T) {
	h := apitest.New(t, apitest.Options{Clock: apitest.NewClock(start)})

	t.Run("each consent can be granted, and the grant is stored and read by the gates", func(t *testing.T) {
		ann := h.NewPlayer(t, "read,write")
		for _, c := range persistence.Consents {
			data := ann.MustAction(t, "set_consent", map[string]any{"consent": c, "granted": true})
			want := map[string]any{"consent": c, "granted": true, "changed_at": "2026-11-22T07:30:00Z", "changed": true}
			for k, v := range want {
				if data[k] != v {
					t.Errorf("%s: %s = %v, want %v", c, k, data[k], v)
				}
			}
			if n := h.Count(t, "consent_events", "account_id = ? AND consent = ? AND granted = ?", ann.Account.ID, c, true); n != 1 {
				t.Errorf("%s: %d granted events, want 1", c, n)
			}
		}
		for c, granted := range states(t, h, ann) {
			if !granted {
				t.Errorf("ConsentStates[%s] = false after granting it", c)
			}
		}
	})

	t.Run("withdrawing a consent appends a change and the consent reads as not granted", func(t *testing.T) {
		ann := h.NewPlayer(t, "read,write")
		ann.MustAction(t, "set_consent", map[string]any{"consent": "share_with_hosts", "granted": true})
		h.Clock.Advance(time.Minute)
		data := ann.MustAction(t, "set_consent", map[string]any{"consent": "share_with_hosts", "granted": false})
		if data["granted"] != false || data["changed"] != true || data["changed_at"] != "2026-11-22T07:31:00Z" {
			t.Errorf("withdrawal = %v, want granted false, changed true at 07:31", data)
		}
		if n := h.Count(t, "consent_events", "account_id = ?", ann.Account.ID); n != 2 {
			t.Errorf("%d consent events, want 2 (grant and withdrawal)", n)
		}
		if states(t, h, ann)["share_with_hosts"] {
			t.Error("share_with_hosts still granted after the withdrawal")
		}
	})

	t.Run("a grant and a withdrawal in the same instant leave the later one in force", func(t *testing.T) {
		ann := h.NewPlayer(t, "read,write")
		for _, c := range persistence.Consents {
			for range 3 {
				ann.MustAction(t, "set_consent", map[string]any{"consent": c, "granted": true})
				ann.MustAction(t, "set_consent", map[string]any{"consent": c, "granted": false})
			}
		}
		got := ann.MustAction(t, "get_consent", nil)["consents"].(map[string]any)
		for c, granted := range states(t, h, ann) {
			if granted {
				t.Errorf("%s reads as granted though the last change withdrew it", c)
			}
			if s := got[c].(map[string]any); s["granted"] != false {
				t.Errorf("get_consent says %s granted = %v, want false", c, s["granted"])
			}
		}
	})

	t.Run("setting the state a consent already has records nothing and keeps the earlier time", func(t *testing.T) {
		ann := h.NewPlayer(t, "read,write")
		first := ann.MustAction(t, "set_consent", map[string]any{"consent": "marketing", "granted": true})
		h.Clock.Advance(time.Hour)
		again := ann.MustAction(t, "set_consent", map[string]any{"consent": "marketing", "granted": true})
		if again["changed"] != false || again["granted"] != true || again["changed_at"] != first["changed_at"] {
			t.Errorf("repeat = %v, want changed false, granted true, changed_at %v", again, first["changed_at"])
		}
		if n := h.Count(t, "consent_events", "account_id = ?", ann.Account.ID); n != 1 {
			t.Errorf("%d consent events, want 1", n)
		}
	})

	t.Run("an explicit refusal of a consent never set is recorded once", func(t *testing.T) {
		ann := h.NewPlayer(t, "read,write")
		data := ann.MustAction(t, "set_consent", map[string]any{"consent": "tax_processing", "granted": false})
		if data["changed"] != true || data["granted"] != false {
			t.Errorf("first refusal = %v, want changed true, granted false", data)
		}
		again := ann.MustAction(t, "set_consent", map[string]any{"consent": "tax_processing", "granted": false})
		if again["changed"] != false {
			t.Errorf("second refusal changed = %v, want false", again["changed"])
		}
		if n := h.Count(t, "consent_events", "account_id = ? AND consent = 'tax_processing'", ann.Account.ID); n != 1 {
			t.Errorf("%d tax_processing events, want 1", n)
		}
	})

	t.Run("one player's consent does not change another's", func(t *testing.T) {
		ann, bob := h.NewPlayer(t, "read,write"), h.NewPlayer(t, "read,write")
		ann.MustAction(t, "set_consent", map[string]any{"consent": "social_visibility", "granted": true})
		if states(t, h, bob)["social_visibility"] {
			t.Error("bob's social_visibility reads as granted after ann granted hers")
		}
	})

	ann := h.NewPlayer(t, "read,write")
	invalid := []struct {
		name   string
		fields map[string]any
		field  string
	}{
		{"consent is missing", map[string]any{"granted": true}, "consent"},
		{"consent is not one of the four", map[string]any{"consent": "newsletter", "granted": true}, "consent"},
		{"consent is not a string", map[string]any{"consent": 3, "granted": true}, "consent"},
		{"granted is missing", map[string]any{"consent": "marketing"}, "granted"},
		{"granted is null", map[string]any{"consent": "marketing", "granted": nil}, "granted"},
		{"granted is not true or false", map[string]any{"consent": "marketing", "granted": "yes"}, "granted"},
	}
	for _, tt := range invalid {
		t.Run("400 when "+tt.name, func(t *testing.T) {
			ann.Action(t, "set_consent", tt.fields).WantInvalid(t, tt.field)
			if n := h.Count(t, "consent_events", "account_id = ?", ann.Account.ID); n != 0 {
				t.Errorf("a rejected request wrote %d consent events", n)
			}
		})
	}

	t.Run("a key without write is refused with 403", func(t *testing.T) {
		reader := ann.WithKey(t, "read")
		reader.Action(t, "set_consent", map[string]any{"consent": "marketing", "granted": true}).
			WantError(t, http.StatusForbidden, "insufficient_scope", `"write"`)
		if n := h.Count(t, "consent_events", "account_id = ?", ann.Account.ID); n != 0 {
			t.Errorf("a refused request wrote %d consent events", n)
		}
	})
}
