package hostbook_test

import (
	"net/http"
	"slices"
	"testing"
	"time"

	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/transport/apitest"
)

func TestHostListPlayers(t *testing.T) {
	h := apitest.NewAt(t, now)
	host := h.NewHost(t)
	bob := bookPlayer(t, h, host, "bob Baker")
	ann := bookPlayer(t, h, host, "Ann Archer")
	ann.Profile(t, "ann_plays")

	silent := h.NewPlayer(t, "read") // connected, never granted share_with_hosts
	h.Connect(t, host, silent, now)
	withdrawn := h.NewPlayer(t, "read") // connected, granted then withdrew
	h.Connect(t, host, withdrawn, now)
	withdrawn.Consent(t, persistence.ConsentShareWithHosts, true, now.Add(-2*time.Hour))
	withdrawn.Consent(t, persistence.ConsentShareWithHosts, false, now.Add(-time.Hour))
	stranger := h.NewPlayer(t, "read") // consenting, not connected
	stranger.Consent(t, persistence.ConsentShareWithHosts, true, now)
	otherHost := h.NewHost(t)
	bookPlayer(t, h, otherHost, "Aaron of another host")

	t.Run("the book holds only connected players who grant share_with_hosts, by name", func(t *testing.T) {
		data := host.MustAction(t, "host_list_players", nil)
		if got, want := apitest.IDs(t, data["players"]), []string{str(ann), str(bob)}; !slices.Equal(got, want) {
			t.Fatalf("players = %v, want %v (Ann, then bob)", got, want)
		}
		if apitest.NumText(t, data["count"]) != "2" {
			t.Errorf("count = %v, want 2", data["count"])
		}
		first := data["players"].([]any)[0].(map[string]any)
		if first["name"] != "Ann Archer" || first["handle"] != "ann_plays" {
			t.Errorf("first player = %v, want Ann Archer with handle ann_plays", first)
		}
		if first["since"] != now.Add(-48*time.Hour).Format(time.RFC3339) {
			t.Errorf("since = %v, want the connection time", first["since"])
		}
		second := data["players"].([]any)[1].(map[string]any)
		if v, ok := second["handle"]; !ok || v != nil {
			t.Errorf("a player without a profile has handle %v (present %v), want null", v, ok)
		}
		for _, k := range []string{"email", "tiers"} {
			if _, ok := first[k]; ok {
				t.Errorf("the list shows %q; it should not", k)
			}
		}
	})

	t.Run("limit and offset page the book and count stays the total", func(t *testing.T) {
		data := host.MustAction(t, "host_list_players", map[string]any{"limit": 1, "offset": 1})
		if got := apitest.IDs(t, data["players"]); !slices.Equal(got, []string{str(bob)}) {
			t.Errorf("page = %v, want [bob]", got)
		}
		if apitest.NumText(t, data["count"]) != "2" {
			t.Errorf("count = %v, want 2", data["count"])
		}
		data = host.MustAction(t, "host_list_players", map[string]any{"offset": 5})
		if got := apitest.IDs(t, data["players"]); len(got) != 0 {
			t.Errorf("past the end = %v, want []", got)
		}
	})

	t.Run("a player who withdraws consent leaves the book and comes back on granting again", func(t *testing.T) {
		bob.Consent(t, persistence.ConsentShareWithHosts, false, now.Add(-time.Minute))
		if got := apitest.IDs(t, host.MustAction(t, "host_list_players", nil)["players"]); !slices.Equal(got, []string{str(ann)}) {
			t.Errorf("after bob withdrew: %v, want [ann]", got)
		}
		bob.Consent(t, persistence.ConsentShareWithHosts, true, now.Add(-time.Second))
		if got := apitest.IDs(t, host.MustAction(t, "host_list_players", nil)["players"]); !slices.Equal(got, []string{str(ann), str(bob)}) {
			t.Errorf("after bob granted again: %v, want [ann bob]", got)
		}
	})

	t.Run("a host without players gets an empty list, not null", func(t *testing.T) {
		lonely := h.NewHost(t)
		res := lonely.Action(t, "host_list_players", nil)
		if !containsJSON(res.Body, `"players":[]`) || !containsJSON(res.Body, `"count":0`) {
			t.Errorf("body %s, want players [] and count 0", res.Body)
		}
	})

	for _, tt := range []struct {
		name   string
		fields map[string]any
		field  string
	}{
		{"limit is 0", map[string]any{"limit": 0}, "limit"},
		{"limit is over 200", map[string]any{"limit": 201}, "limit"},
		{"offset is negative", map[string]any{"offset": -1}, "offset"},
		{"limit is not a number", map[string]any{"limit": "ten"}, "limit"},
	} {
		t.Run("400 when "+tt.name, func(t *testing.T) {
			host.Action(t, "host_list_players", tt.fields).WantInvalid(t, tt.field)
		})
	}

	t.Run("a host key without the host scope is refused with 403", func(t *testing.T) {
		host.WithKey(t, "read,write").Action(t, "host_list_players", nil).
			WantError(t, http.StatusForbidden, "insufficient_scope", `"host"`)
	})

	t.Run("a player account is refused even with a key holding host", func(t *testing.T) {
		p := h.NewPlayer(t, "read,write,host")
		h.Connect(t, p, ann, now) // even a stray connection row shows nothing
		p.Action(t, "host_list_players", nil).WantError(t, http.StatusForbidden, "insufficient_scope", `"host"`)
	})
}
