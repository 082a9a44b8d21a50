package social_test

import (
	"context"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/transport/apitest"
)

func TestUpdateProfile(t *testing.T) {
	h := apitest.New(t, apitest.Options{Clock: apitest.NewClock(start)})
	ctx := context.Background()

	stored := func(t *testing.T, p *apitest.Player) *persistence.Profile {
		t.Helper()
		pf, err := persistence.PlayerProfileOf(ctx, h.DB, p.Account.ID)
		if err != nil {
			t.Fatal(err)
		}
		return pf
	}

	t.Run("the first call creates the profile with cleaned text", func(t *testing.T) {
		ann := h.NewPlayer(t, "read,write")
		data := ann.MustAction(t, "update_profile", map[string]any{
			"handle": "ann_plays_21", "display_name": "  Ann   B. ", "home_casino": " Bellagio  Las Vegas ",
		})
		if data["created"] != true {
			t.Errorf("created = %v, want true", data["created"])
		}
		pf := data["profile"].(map[string]any)
		wantKeys(t, pf, "handle", "display_name", "home_casino", "created_at")
		want := map[string]any{"handle": "ann_plays_21", "display_name": "Ann B.", "home_casino": "Bellagio Las Vegas", "created_at": "2026-11-22T07:30:00Z"}
		for k, v := range want {
			if pf[k] != v {
				t.Errorf("profile.%s = %v, want %v", k, pf[k], v)
			}
		}
		row := stored(t, ann)
		if row == nil || row.Handle != "ann_plays_21" || *row.DisplayName != "Ann B." || *row.HomeCasino != "Bellagio Las Vegas" {
			t.Errorf("stored profile = %+v", row)
		}
	})

	t.Run("later calls change only the fields given, and an empty string clears a field", func(t *testing.T) {
		bob := newProfiled(t, h, "up_bob", "Bob")
		bob.MustAction(t, "update_profile", map[string]any{"home_casino": "Wynn"})
		h.Clock.Advance(time.Hour)
		data := bob.MustAction(t, "update_profile", map[string]any{"display_name": "", "home_casino": "Encore"})
		if data["created"] != false {
			t.Errorf("created = %v, want false", data["created"])
		}
		pf := data["profile"].(map[string]any)
		if pf["handle"] != "up_bob" || pf["display_name"] != nil || pf["home_casino"] != "Encore" || pf["created_at"] != "2026-11-22T07:30:00Z" {
			t.Errorf("profile = %v, want handle bob, display_name null, home_casino Encore, created_at unchanged", pf)
		}
		row := stored(t, bob)
		if row.DisplayName != nil || row.HomeCasino == nil || *row.HomeCasino != "Encore" || !row.UpdatedAt.Equal(start.Add(time.Hour)) {
			t.Errorf("stored profile = %+v", row)
		}
		if n := h.Count(t, "profiles", "account_id = ?", bob.Account.ID); n != 1 {
			t.Errorf("%d profile rows, want 1", n)
		}
	})

	t.Run("a player may change their handle, and keep their own", func(t *testing.T) {
		cat := newProfiled(t, h, "up_cat", "Cat")
		cat.MustAction(t, "update_profile", map[string]any{"handle": "up_cat"})
		data := cat.MustAction(t, "update_profile", map[string]any{"handle": "up_cat_2"})
		if pf := data["profile"].(map[string]any); pf["handle"] != "up_cat_2" {
			t.Errorf("handle = %v, want cat_2", pf["handle"])
		}
		if stored(t, cat).Handle != "up_cat_2" {
			t.Error("the new handle was not stored")
		}
		// The old handle is free again.
		newProfiled(t, h, "up_cat", "Another Cat")
	})

	t.Run("400 naming handle when the handle belongs to another player, nothing changed", func(t *testing.T) {
		newProfiled(t, h, "up_dan", "Dan")
		eve := newProfiled(t, h, "up_eve", "Eve")
		eve.Action(t, "update_profile", map[string]any{"handle": "up_dan", "display_name": "Dan?"}).WantInvalid(t, "handle")
		if row := stored(t, eve); row.Handle != "up_eve" || *row.DisplayName != "Eve" {
			t.Errorf("a rejected update changed the profile: %+v", row)
		}
		newcomer := h.NewPlayer(t, "read,write")
		newcomer.Action(t, "update_profile", map[string]any{"handle": "up_dan"}).WantInvalid(t, "handle")
		if stored(t, newcomer) != nil {
			t.Error("a rejected first call created a profile")
		}
	})

	t.Run("400 naming handle when the first call has no handle, nothing written", func(t *testing.T) {
		fay := h.NewPlayer(t, "read,write")
		e := fay.Action(t, "update_profile", map[string]any{"display_name": "Fay"}).WantInvalid(t, "handle")
		if !strings.Contains(e.Message, "create your profile") {
			t.Errorf("message %q does not say a profile needs a handle", e.Message)
		}
		if n := h.Count(t, "profiles", "account_id = ?", fay.Account.ID); n != 0 {
			t.Errorf("%d profile rows written", n)
		}
	})

	gus := newProfiled(t, h, "up_gus", "Gus")
	invalid := []struct {
		name   string
		fields map[string]any
		field  string
	}{
		{"the handle is shorter than 3", map[string]any{"handle": "ab"}, "handle"},
		{"the handle is longer than 30", map[string]any{"handle": strings.Repeat("a", 31)}, "handle"},
		{"the handle has upper case", map[string]any{"handle": "Gus_2"}, "handle"},
		{"the handle has a hyphen", map[string]any{"handle": "gus-2"}, "handle"},
		{"the handle has a space", map[string]any{"handle": "gus 2"}, "handle"},
		{"the handle is empty", map[string]any{"handle": ""}, "handle"},
		{"the handle is not a string", map[string]any{"handle": 123}, "handle"},
		{"display_name is over 60 characters", map[string]any{"display_name": strings.Repeat("x", 61)}, "display_name"},
		{"home_casino is over 200 characters", map[string]any{"home_casino": strings.Repeat("x", 201)}, "home_casino"},
	}
	for _, tt := range invalid {
		t.Run("400 when "+tt.name, func(t *testing.T) {
			gus.Action(t, "update_profile", tt.fields).WantInvalid(t, tt.field)
			if row := stored(t, gus); row.Handle != "up_gus" || *row.DisplayName != "Gus" || row.HomeCasino != nil {
				t.Errorf("a rejected update changed the profile: %+v", row)
			}
		})
	}

	t.Run("a handle of exactly 3 and of exactly 30 characters is accepted", func(t *testing.T) {
		for _, handle := range []string{"a_1", strings.Repeat("z", 30)} {
			newProfiled(t, h, handle, "")
		}
	})

	t.Run("a key without write is refused with 403", func(t *testing.T) {
		reader := h.NewPlayer(t, "read")
		reader.Action(t, "update_profile", map[string]any{"handle": "reader"}).
			WantError(t, http.StatusForbidden, "insufficient_scope", `"write"`)
		if n := h.Count(t, "profiles", "handle = 'reader'"); n != 0 {
			t.Errorf("a refused request wrote %d profiles", n)
		}
	})
}
