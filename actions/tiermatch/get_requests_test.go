package tiermatchactions_test

import (
	"testing"
	"time"

	"github.com/tierline/tierline/transport/apitest"
)

func TestGetRequests(t *testing.T) {
	h := newHarness(t)
	ann := h.NewPlayer(t, "read,write")
	tier(t, ann, caesarsCasino, "Diamond", 0, 0, "")
	tier(t, ann, mgmCasino, "Gold", 0, 0, "")
	var made []string
	for _, f := range []map[string]any{
		{"target_program": "MGM Rewards", "source_casino": caesarsCasino},
		{"target_program": "Caesars Rewards", "source_casino": mgmCasino},
		{"target_program": "Wynn Rewards", "source_casino": mgmCasino},
	} {
		made = append(made, apitest.Object(t, ann.Call(t, path, "create_request", f).Data(t)["request"])["id"].(string))
		h.Clock.Advance(time.Minute)
	}
	eve := h.NewPlayer(t, "read,write")
	tier(t, eve, caesarsCasino, "Gold", 0, 0, "")
	eve.Call(t, path, "create_request", map[string]any{"target_program": "MGM Rewards", "source_casino": caesarsCasino}).Data(t)

	t.Run("the player's requests are listed newest first with the count of all", func(t *testing.T) {
		data := ann.Call(t, path, "get_requests", nil).Data(t)
		apitest.WantNum(t, data, "count", 3)
		got := apitest.IDs(t, data["requests"])
		want := []string{made[2], made[1], made[0]}
		if len(got) != 3 || got[0] != want[0] || got[1] != want[1] || got[2] != want[2] {
			t.Errorf("ids = %v, want %v", got, want)
		}
		first := apitest.Object(t, apitest.Array(t, data["requests"])[0])
		if first["target_program"] != "Wynn Rewards" || first["status"] != "submitted" || first["letter"] == "" {
			t.Errorf("newest = %v", first)
		}
	})

	t.Run("limit and offset page the list, count stays the total", func(t *testing.T) {
		data := ann.Call(t, path, "get_requests", map[string]any{"limit": 1, "offset": 1}).Data(t)
		apitest.WantNum(t, data, "count", 3)
		if got := apitest.IDs(t, data["requests"]); len(got) != 1 || got[0] != made[1] {
			t.Errorf("page = %v, want [%s]", got, made[1])
		}
	})

	t.Run("a player without requests gets an empty list", func(t *testing.T) {
		data := h.NewPlayer(t, "read").Call(t, path, "get_requests", nil).Data(t)
		apitest.WantNum(t, data, "count", 0)
		if len(apitest.Array(t, data["requests"])) != 0 {
			t.Errorf("requests = %v", data["requests"])
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
	} {
		t.Run("400 when "+tt.name, func(t *testing.T) {
			ann.Call(t, path, "get_requests", tt.fields).WantInvalid(t, tt.field)
		})
	}

	wantScope(t, ann, "write", "get_requests", nil, "read")
}
