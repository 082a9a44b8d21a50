package consent_test

import (
	"net/http"
	"strconv"
	"testing"
	"time"

	"github.com/tierline/tierline/transport/apitest"
)

func TestConsentHistory(t *testing.T) {
	h := apitest.New(t, apitest.Options{Clock: apitest.NewClock(start)})
	ann := h.NewPlayer(t, "read,write")
	steps := []struct {
		consent string
		granted bool
	}{
		{"marketing", true},
		{"social_visibility", true},
		{"marketing", true}, // no change: not in the history
		{"marketing", false},
		{"share_with_hosts", false},
	}
	for _, s := range steps {
		ann.MustAction(t, "set_consent", map[string]any{"consent": s.consent, "granted": s.granted})
		h.Clock.Advance(time.Hour)
	}
	// Two changes in one instant: the later one is listed first.
	ann.MustAction(t, "set_consent", map[string]any{"consent": "tax_processing", "granted": true})
	ann.MustAction(t, "set_consent", map[string]any{"consent": "tax_processing", "granted": false})

	type change struct {
		consent   string
		granted   bool
		changedAt string
	}
	changes := func(t *testing.T, data map[string]any) []change {
		t.Helper()
		var out []change
		for _, raw := range data["changes"].([]any) {
			c := raw.(map[string]any)
			if len(c) != 3 {
				t.Errorf("change %v has other fields than consent, granted, changed_at", c)
			}
			out = append(out, change{c["consent"].(string), c["granted"].(bool), c["changed_at"].(string)})
		}
		return out
	}
	all := []change{
		{"tax_processing", false, "2026-11-22T12:30:00Z"},
		{"tax_processing", true, "2026-11-22T12:30:00Z"},
		{"share_with_hosts", false, "2026-11-22T11:30:00Z"},
		{"marketing", false, "2026-11-22T10:30:00Z"},
		{"social_visibility", true, "2026-11-22T08:30:00Z"},
		{"marketing", true, "2026-11-22T07:30:00Z"},
	}

	cases := []struct {
		name   string
		fields map[string]any
		want   []change
		count  int
	}{
		{"every change is listed newest first", nil, all, 6},
		{"consent keeps one consent's changes", map[string]any{"consent": "marketing"}, []change{all[3], all[5]}, 2},
		{"limit and offset page through the changes and count stays the total", map[string]any{"limit": 2, "offset": 1}, all[1:3], 6},
		{"an offset past the end gives an empty list", map[string]any{"offset": 10}, nil, 6},
	}
	for _, tt := range cases {
		t.Run(tt.name, func(t *testing.T) {
			data := ann.MustAction(t, "consent_history", tt.fields)
			got := changes(t, data)
			if len(got) != len(tt.want) {
				t.Fatalf("changes = %v, want %v", got, tt.want)
			}
			for i := range got {
				if got[i] != tt.want[i] {
					t.Errorf("changes[%d] = %v, want %v", i, got[i], tt.want[i])
				}
			}
			if n, _ := data["count"].(interface{ String() string }); n == nil || n.String() != strconv.Itoa(tt.count) {
				t.Errorf("count = %v, want %d", data["count"], tt.count)
			}
		})
	}

	t.Run("another player's changes are not in the history of a player who never chose: an empty list, not null", func(t *testing.T) {
		bob := h.NewPlayer(t, "read,write")
		data := bob.MustAction(t, "consent_history", nil)
		if list, ok := data["changes"].([]any); !ok || len(list) != 0 {
			t.Errorf("changes = %v, want []", data["changes"])
		}
	})

	invalid := []struct {
		name   string
		fields map[string]any
		field  string
	}{
		{"consent is not one of the four", map[string]any{"consent": "newsletter"}, "consent"},
		{"limit is 0", map[string]any{"limit": 0}, "limit"},
		{"limit is over 200", map[string]any{"limit": 201}, "limit"},
		{"offset is negative", map[string]any{"offset": -1}, "offset"},
		{"limit is not a whole number", map[string]any{"limit": "ten"}, "limit"},
	}
	for _, tt := range invalid {
		t.Run("400 when "+tt.name, func(t *testing.T) {
			ann.Action(t, "consent_history", tt.fields).WantInvalid(t, tt.field)
		})
	}

	t.Run("a key without read is refused with 403", func(t *testing.T) {
		ann.WithKey(t, "write").Action(t, "consent_history", nil).WantError(t, http.StatusForbidden, "insufficient_scope", `"read"`)
	})
}
