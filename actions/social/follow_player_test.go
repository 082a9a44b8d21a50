package social_test

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/transport/apitest"
)

func TestFollowPlayer(t *testing.T) {
	h := apitest.New(t, apitest.Options{Clock: apitest.NewClock(start)})
	ann := newProfiled(t, h, "fp_ann", "Ann")
	bob := newProfiled(t, h, "fp_bob", "Bob B.")
	bob.MustAction(t, "update_profile", map[string]any{"home_casino": "Wynn"})

	follows := func(t *testing.T, follower, followee *apitest.Player) int {
		t.Helper()
		return h.Count(t, "follows", "follower_id = ? AND followee_id = ?", follower.Account.ID, followee.Account.ID)
	}
	notices := func(t *testing.T, p *apitest.Player) int {
		t.Helper()
		return h.Count(t, "notifications", "account_id = ? AND kind = ?", p.Account.ID, persistence.NotifyNewFollower)
	}

	t.Run("following a player stores the follow, shows their public profile and notifies them", func(t *testing.T) {
		data := ann.MustAction(t, "follow_player", map[string]any{"handle": "fp_bob"})
		if data["created"] != true {
			t.Errorf("created = %v, want true", data["created"])
		}
		f := data["following"].(map[string]any)
		wantKeys(t, f, "handle", "display_name", "since")
		if f["handle"] != "fp_bob" || f["display_name"] != "Bob B." || f["since"] != "2026-11-22T07:30:00Z" {
			t.Errorf("following = %v", f)
		}
		if n := follows(t, ann, bob); n != 1 {
			t.Errorf("%d follow rows, want 1", n)
		}
		if n := h.Count(t, "notifications", "account_id = ? AND kind = ? AND title = ?", bob.Account.ID,
			persistence.NotifyNewFollower, "@fp_ann started following you"); n != 1 {
			t.Errorf("%d new_follower notifications for bob naming @ann, want 1", n)
		}
		if n := notices(t, ann); n != 0 {
			t.Errorf("the follower got %d new_follower notifications", n)
		}
	})

	t.Run("following the same player again changes nothing and keeps the first time", func(t *testing.T) {
		h.Clock.Advance(time.Hour)
		data := ann.MustAction(t, "follow_player", map[string]any{"handle": "fp_bob"})
		if data["created"] != false || data["following"].(map[string]any)["since"] != "2026-11-22T07:30:00Z" {
			t.Errorf("second follow = %v, want created false, since 07:30", data)
		}
		if n := follows(t, ann, bob); n != 1 {
			t.Errorf("%d follow rows, want 1", n)
		}
		if n := notices(t, bob); n != 1 {
			t.Errorf("%d new_follower notifications, want still 1", n)
		}
	})

	t.Run("following again after unfollowing starts a new follow but sends no second notification", func(t *testing.T) {
		ann.MustAction(t, "unfollow_player", map[string]any{"handle": "fp_bob"})
		h.Clock.Advance(time.Hour)
		data := ann.MustAction(t, "follow_player", map[string]any{"handle": "fp_bob"})
		if data["created"] != true || data["following"].(map[string]any)["since"] != "2026-11-22T09:30:00Z" {
			t.Errorf("re-follow = %v, want created true, since 09:30", data)
		}
		if n := notices(t, bob); n != 1 {
			t.Errorf("%d new_follower notifications, want 1 (one per follower)", n)
		}
	})

	t.Run("each new follower notifies the followee once", func(t *testing.T) {
		cat := newProfiled(t, h, "fp_cat", "")
		cat.MustAction(t, "follow_player", map[string]any{"handle": "fp_bob"})
		if n := notices(t, bob); n != 2 {
			t.Errorf("%d new_follower notifications, want 2 (ann and cat)", n)
		}
	})

	t.Run("a player without a profile is told to create one first, nothing written", func(t *testing.T) {
		dan := h.NewPlayer(t, "read,write")
		e := dan.Action(t, "follow_player", map[string]any{"handle": "fp_bob"}).WantInvalid(t, "handle")
		if !strings.Contains(e.Message, "update_profile") {
			t.Errorf("message %q does not say how to create a profile", e.Message)
		}
		if n := h.Count(t, "follows", "follower_id = ?", dan.Account.ID); n != 0 {
			t.Errorf("%d follow rows written", n)
		}
	})

	t.Run("400 naming handle when following oneself, nothing written", func(t *testing.T) {
		ann.Action(t, "follow_player", map[string]any{"handle": "fp_ann"}).WantInvalid(t, "handle")
		if n := follows(t, ann, ann); n != 0 {
			t.Errorf("%d self-follow rows written", n)
		}
	})

	t.Run("404 when no player has the handle", func(t *testing.T) {
		before := h.Count(t, "follows", "follower_id = ?", ann.Account.ID)
		ann.Action(t, "follow_player", map[string]any{"handle": "nobody_here"}).
			WantError(t, http.StatusNotFound, "not_found", `"nobody_here"`)
		if after := h.Count(t, "follows", "follower_id = ?", ann.Account.ID); after != before {
			t.Errorf("a failed follow wrote %d rows", after-before)
		}
	})

	invalid := []struct {
		name   string
		fields map[string]any
	}{
		{"the handle is missing", map[string]any{}},
		{"the handle is not a valid handle", map[string]any{"handle": "Bob!"}},
		{"the handle is not a string", map[string]any{"handle": 42}},
	}
	for _, tt := range invalid {
		t.Run("400 when "+tt.name, func(t *testing.T) {
			before := h.Count(t, "follows", "follower_id = ?", ann.Account.ID)
			ann.Action(t, "follow_player", tt.fields).WantInvalid(t, "handle")
			if after := h.Count(t, "follows", "follower_id = ?", ann.Account.ID); after != before {
				t.Errorf("a rejected follow wrote %d rows", after-before)
			}
		})
	}

	t.Run("a key without write is refused with 403", func(t *testing.T) {
		eve := newProfiled(t, h, "fp_eve", "Eve")
		eve.WithKey(t, "read").Action(t, "follow_player", map[string]any{"handle": "fp_bob"}).
			WantError(t, http.StatusForbidden, "insufficient_scope", `"write"`)
		if n := follows(t, eve, bob); n != 0 {
			t.Errorf("a refused follow wrote %d rows", n)
		}
	})
}
