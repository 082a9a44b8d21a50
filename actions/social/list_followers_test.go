package social_test

import (
	"net/http"
	"slices"
	"testing"
	"time"

	"github.com/tierline/tierline/transport/apitest"
)

func TestListFollowers(t *testing.T) {
	h := apitest.New(t, apitest.Options{Clock: apitest.NewClock(start)})
	ann := newProfiled(t, h, "lr_ann", "Ann")
	ann.MustAction(t, "update_profile", map[string]any{"home_casino": "Bellagio"})
	bob := newProfiled(t, h, "lr_bob", "Bob")
	cat := newProfiled(t, h, "lr_cat", "Cat")
	dan := newProfiled(t, h, "lr_dan", "Dan")
	cat.MustAction(t, "follow_player", map[string]any{"handle": "lr_ann"})
	h.Clock.Advance(time.Minute)
	bob.MustAction(t, "follow_player", map[string]any{"handle": "lr_ann"})
	dan.MustAction(t, "follow_player", map[string]any{"handle": "lr_cat"}) // not ann's follower
	ann.MustAction(t, "follow_player", map[string]any{"handle": "lr_dan"}) // ann follows dan: not a follower of ann

	t.Run("the followers are listed latest first, by public profile only", func(t *testing.T) {
		data := ann.MustAction(t, "list_followers", nil)
		items := list(t, data, "followers")
		if got, want := handles(items), []string{"lr_bob", "lr_cat"}; !slices.Equal(got, want) {
			t.Errorf("followers = %v, want %v", got, want)
		}
		if count(t, data) != 2 {
			t.Errorf("count = %d, want 2", count(t, data))
		}
		for _, it := range items {
			wantKeys(t, it, "handle", "display_name", "since")
		}
		if items[0]["since"] != "2026-11-22T07:31:00Z" || items[1]["display_name"] != "Cat" {
			t.Errorf("followers = %v", items)
		}
	})

	t.Run("a follower who unfollows leaves the list", func(t *testing.T) {
		bob.MustAction(t, "unfollow_player", map[string]any{"handle": "lr_ann"})
		data := ann.MustAction(t, "list_followers", nil)
		if got := handles(list(t, data, "followers")); !slices.Equal(got, []string{"lr_cat"}) || count(t, data) != 1 {
			t.Errorf("followers = %v, count %d, want [cat], 1", got, count(t, data))
		}
	})

	t.Run("limit and offset page through the list and count stays the total", func(t *testing.T) {
		data := dan.MustAction(t, "list_followers", map[string]any{"limit": 1, "offset": 1})
		if items := list(t, data, "followers"); len(items) != 0 || count(t, data) != 1 {
			t.Errorf("page = %v, count %d, want empty page, count 1", items, count(t, data))
		}
	})

	t.Run("a player nobody follows gets an empty list, not null", func(t *testing.T) {
		data := bob.MustAction(t, "list_followers", nil)
		if items := list(t, data, "followers"); len(items) != 0 || count(t, data) != 0 {
			t.Errorf("followers = %v, count %d, want empty", items, count(t, data))
		}
	})

	invalid := []struct {
		name   string
		fields map[string]any
		field  string
	}{
		{"limit is 0", map[string]any{"limit": 0}, "limit"},
		{"limit is over 200", map[string]any{"limit": 500}, "limit"},
		{"offset is negative", map[string]any{"offset": -1}, "offset"},
	}
	for _, tt := range invalid {
		t.Run("400 when "+tt.name, func(t *testing.T) {
			ann.Action(t, "list_followers", tt.fields).WantInvalid(t, tt.field)
		})
	}

	t.Run("a key without read is refused with 403", func(t *testing.T) {
		ann.WithKey(t, "write").Action(t, "list_followers", nil).WantError(t, http.StatusForbidden, "insufficient_scope", `"read"`)
	})
}
