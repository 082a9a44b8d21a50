package hostsearch_test

import (
	"slices"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/tierline/tierline/persistence"
)

func TestGetHostProfile(t *testing.T) {
	h := newHarness(t)
	ann := newPlayer(t, h, "Ann")
	zoe := newHost(t, h, "Zoe Host", hostSpec{casinos: []string{"Bellagio"}, languages: []string{"Spanish"},
		specialties: []string{"Baccarat"}, bio: "Call me."})
	closed := newHost(t, h, "Closed Host", hostSpec{casinos: []string{"Aria"}, closed: true})
	bookPlayer(t, h, zoe, 50, true)
	bookPlayer(t, h, zoe, 50, false)

	t.Run("the profile of a host, with the connected-player count", func(t *testing.T) {
		p := ann.Call(t, discoverPath, "get_host_profile", map[string]any{"host_id": str(zoe)}).Data(t)["profile"].(map[string]any)
		want := map[string]any{"host_id": str(zoe), "name": "Zoe Host", "bio": "Call me.", "accepting_new": true,
			"updated_at": now.Add(-time.Hour).Format(time.RFC3339)}
		for k, v := range want {
			if p[k] != v {
				t.Errorf("profile.%s = %v, want %v", k, p[k], v)
			}
		}
		if number(p["players"]) != "2" {
			t.Errorf("players = %v, want 2 (every connected player, counted)", p["players"])
		}
		if !slices.Equal(strs(p["casinos"]), []string{"Bellagio"}) || !slices.Equal(strs(p["languages"]), []string{"Spanish"}) ||
			!slices.Equal(strs(p["specialties"]), []string{"Baccarat"}) {
			t.Errorf("lists = %v %v %v", p["casinos"], p["languages"], p["specialties"])
		}
	})

	t.Run("a host not accepting new players still has a profile, saying so", func(t *testing.T) {
		p := ann.Call(t, discoverPath, "get_host_profile", map[string]any{"host_id": str(closed)}).Data(t)["profile"].(map[string]any)
		if p["accepting_new"] != false || p["name"] != "Closed Host" {
			t.Errorf("profile = %v, want accepting_new false", p)
		}
	})

	t.Run("404 with one message for an unknown id, a player, and a host without a profile", func(t *testing.T) {
		noProfile := h.NewAccount(t, persistence.RoleHost, "read")
		for _, id := range []string{uuid.NewString(), str(ann), noProfile.Account.ID.String()} {
			ann.Call(t, discoverPath, "get_host_profile", map[string]any{"host_id": id}).
				WantError(t, 404, "not_found", `No host has the id "`+id+`".`)
		}
	})

	for _, tt := range []struct {
		name   string
		fields map[string]any
	}{
		{"host_id is missing", map[string]any{}},
		{"host_id is not a uuid", map[string]any{"host_id": "zoe"}},
		{"host_id is not a string", map[string]any{"host_id": 12}},
	} {
		t.Run("400 when "+tt.name, func(t *testing.T) {
			ann.Call(t, discoverPath, "get_host_profile", tt.fields).WantInvalid(t, "host_id")
		})
	}

	t.Run("a key without read is refused with 403", func(t *testing.T) {
		wantForbidden(t, ann.WithKey(t, "write").Call(t, discoverPath, "get_host_profile", map[string]any{"host_id": str(zoe)}), `"read"`)
	})
}
