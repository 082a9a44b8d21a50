package social_test

import (
	"net/http"
	"testing"

	"github.com/tierline/tierline/transport/apitest"
)

func TestUnfollowPlayer(t *testing.T) {
	h := apitest.New(t, apitest.Options{Clock: apitest.NewClock(start)})
	ann := newProfiled(t, h, "uf_ann", "Ann")
	bob := newProfiled(t, h, "uf_bob", "Bob")
	cat := newProfiled(t, h, "uf_cat", "Cat")
	ann.MustAction(t, "follow_player", map[string]any{"handle": "uf_bob"})
	ann.MustAction(t, "follow_player", map[string]any{"handle": "uf_cat"})
	cat.MustAction(t, "follow_player", map[string]any{"handle": "uf_bob"})

	follows := func(t *testing.T, follower, followee *apitest.Player) int {
		t.Helper()
		return h.Count(t, "follows", "follower_id = ? AND followee_id = ?", follower.Account.ID, followee.Account.ID)
	}

	t.Run("unfollowing removes only that follow", func(t *testing.T) {
		data := ann.MustAction(t, "unfollow_player", map[string]any{"handle": "uf_bob"})
		if data["unfollowed"] != true || data["was_following"] != true {
			t.Errorf("result = %v, want unfollowed and was_following true", data)
		}
		if n := follows(t, ann, bob); n != 0 {
			t.Errorf("the follow is still stored (%d rows)", n)
		}
		if follows(t, ann, cat) != 1 || follows(t, cat, bob) != 1 {
			t.Error("unfollowing bob removed another follow")
		}
		if got := handles(list(t, ann.MustAction(t, "list_following", nil), "following")); len(got) != 1 || got[0] != "uf_cat" {
			t.Errorf("ann follows %v, want [cat]", got)
		}
	})

	t.Run("unfollowing a player one does not follow succeeds and says so", func(t *testing.T) {
		data := ann.MustAction(t, "unfollow_player", map[string]any{"handle": "uf_bob"})
		if data["unfollowed"] != true || data["was_following"] != false {
			t.Errorf("result = %v, want unfollowed true, was_following false", data)
		}
	})

	t.Run("404 when no player has the handle", func(t *testing.T) {
		ann.Action(t, "unfollow_player", map[string]any{"handle": "nobody_here"}).
			WantError(t, http.StatusNotFound, "not_found", `"nobody_here"`)
	})

	t.Run("400 naming handle for one's own handle", func(t *testing.T) {
		ann.Action(t, "unfollow_player", map[string]any{"handle": "uf_ann"}).WantInvalid(t, "handle")
	})

	invalid := []struct {
		name   string
		fields map[string]any
	}{
		{"the handle is missing", map[string]any{}},
		{"the handle is not a valid handle", map[string]any{"handle": "c"}},
		{"the handle is not a string", map[string]any{"handle": true}},
	}
	for _, tt := range invalid {
		t.Run("400 when "+tt.name, func(t *testing.T) {
			ann.Action(t, "unfollow_player", tt.fields).WantInvalid(t, "handle")
			if n := follows(t, ann, cat); n != 1 {
				t.Error("a rejected unfollow removed a follow")
			}
		})
	}

	t.Run("a key without write is refused with 403", func(t *testing.T) {
		ann.WithKey(t, "read").Action(t, "unfollow_player", map[string]any{"handle": "uf_cat"}).
			WantError(t, http.StatusForbidden, "insufficient_scope", `"write"`)
		if n := follows(t, ann, cat); n != 1 {
			t.Error("a refused unfollow removed the follow")
		}
	})
}
