package social_test

import (
	"net/http"
	"slices"
	"testing"
	"time"

	"github.com/tierline/tierline/transport/apitest"
)

func TestListFollowing(t *testing.T) {
	h := apitest.New(t, apitest.Options{Clock: apitest.NewClock(start)})
	ann := newProfiled(t, h, "lg_ann", "Ann")
	for _, p := range []struct{ handle, name string }{{"lg_bob", "Bob"}, {"lg_cat", ""}, {"lg_dan", "Dan"}, {"lg_eve", "Eve"}} {
		newProfiled(t, h, p.handle, p.name)
	}
	// bob first, then dan and cat in the same instant, then eve; eve is followed by someone else only.
	ann.MustAction(t, "follow_player", map[string]any{"handle": "lg_bob"})
	h.Clock.Advance(time.Minute)
	ann.MustAction(t, "follow_player", map[string]any{"handle": "lg_dan"})
	ann.MustAction(t, "follow_player", map[string]any{"handle": "lg_cat"})
	newProfiled(t, h, "lg_zed", "Zed").MustAction(t, "follow_player", map[string]any{"handle": "lg_eve"})

	t.Run("the players followed are listed latest first, by public profile only", func(t *testing.T) {
		data := ann.MustAction(t, "list_following", nil)
		items := list(t, data, "following")
		if got, want := handles(items), []string{"lg_cat", "lg_dan", "lg_bob"}; !slices.Equal(got, want) {
			t.Errorf("following = %v, want %v", got, want)
		}
		if count(t, data) != 3 {
			t.Errorf("count = %d, want 3", count(t, data))
		}
		for _, it := range items {
			wantKeys(t, it, "handle", "display_name", "since")
		}
		if items[0]["display_name"] != nil || items[1]["display_name"] != "Dan" || items[2]["since"] != "2026-11-22T07:30:00Z" {
			t.Errorf("following = %v", items)
		}
	})

	t.Run("a player's consents do not hide them from the list", func(t *testing.T) {
		// nobody granted social_visibility here; the list still shows them.
		if n := count(t, ann.MustAction(t, "list_following", nil)); n != 3 {
			t.Errorf("count = %d, want 3", n)
		}
	})

	t.Run("limit and offset page through the list and count stays the total", func(t *testing.T) {
		data := ann.MustAction(t, "list_following", map[string]any{"limit": 1, "offset": 1})
		if got := handles(list(t, data, "following")); !slices.Equal(got, []string{"lg_dan"}) || count(t, data) != 3 {
			t.Errorf("page = %v, count %d, want [dan], 3", got, count(t, data))
		}
	})

	t.Run("a player who follows nobody gets an empty list, not null", func(t *testing.T) {
		data := h.NewPlayer(t, "read").MustAction(t, "list_following", nil)
		if items := list(t, data, "following"); len(items) != 0 || count(t, data) != 0 {
			t.Errorf("following = %v, count %d, want empty", items, count(t, data))
		}
	})

	invalid := []struct {
		name   string
		fields map[string]any
		field  string
	}{
		{"limit is 0", map[string]any{"limit": 0}, "limit"},
		{"limit is over 200", map[string]any{"limit": 201}, "limit"},
		{"offset is negative", map[string]any{"offset": -3}, "offset"},
	}
	for _, tt := range invalid {
		t.Run("400 when "+tt.name, func(t *testing.T) {
			ann.Action(t, "list_following", tt.fields).WantInvalid(t, tt.field)
		})
	}

	t.Run("a key without read is refused with 403", func(t *testing.T) {
		ann.WithKey(t, "write").Action(t, "list_following", nil).WantError(t, http.StatusForbidden, "insufficient_scope", `"read"`)
	})
}
