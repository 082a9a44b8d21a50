package machines_test

import (
	"net/http"
	"testing"

	"github.com/tierline/tierline/transport/apitest"
)

func TestListMachines(t *testing.T) {
	h := apitest.NewAt(t, t0)
	ann := h.NewPlayer(t, "read,write")
	bob := h.NewPlayer(t, "read,write")
	wynn := addMachine(t, ann, "Wynn", "Wheel of Fortune", false).String()
	bellB := addMachine(t, ann, "bellagio", "Buffalo", true).String()
	bellA := addMachine(t, ann, "Bellagio", "aristocrat Lightning", false).String()
	addMachine(t, bob, "Bellagio", "Bob's", true)

	cases := []struct {
		name   string
		fields map[string]any
		want   []string
		count  float64
	}{
		{"all of the player's machines by casino then title, ignoring case", map[string]any{}, []string{bellA, bellB, wynn}, 3},
		{"favorites only", map[string]any{"favorite": true}, []string{bellB}, 1},
		{"the others only", map[string]any{"favorite": false}, []string{bellA, wynn}, 2},
		{"a page, with count the total that match", map[string]any{"limit": 1, "offset": 1}, []string{bellB}, 3},
		{"an empty array past the end", map[string]any{"offset": 10}, []string{}, 3},
	}
	for _, tt := range cases {
		t.Run("lists "+tt.name, func(t *testing.T) {
			data := ann.MustAction(t, "list_machines", tt.fields)
			got := apitest.IDs(t, data["machines"])
			if len(got) != len(tt.want) {
				t.Fatalf("machines = %v, want %v", got, tt.want)
			}
			for i := range got {
				if got[i] != tt.want[i] {
					t.Errorf("machines[%d] = %s, want %s", i, got[i], tt.want[i])
				}
			}
			apitest.WantNum(t, data, "count", tt.count)
		})
	}

	t.Run("a player with no machines gets an empty array", func(t *testing.T) {
		data := h.NewPlayer(t, "read").MustAction(t, "list_machines", map[string]any{})
		if got := apitest.IDs(t, data["machines"]); len(got) != 0 {
			t.Errorf("machines = %v, want []", got)
		}
		apitest.WantNum(t, data, "count", 0)
	})

	for name, fields := range map[string]map[string]any{
		"favorite is not true or false": {"favorite": 1},
		"limit is 0":                    {"limit": 0},
		"limit is above 200":            {"limit": 201},
		"offset is negative":            {"offset": -1},
	} {
		t.Run("400 when "+name, func(t *testing.T) {
			var field string
			for k := range fields {
				field = k
			}
			ann.Action(t, "list_machines", fields).WantInvalid(t, field)
		})
	}

	t.Run("a key without read is refused with 403", func(t *testing.T) {
		ann.WithKey(t, "write").Action(t, "list_machines", map[string]any{}).WantError(t, http.StatusForbidden, "insufficient_scope", `"read"`)
	})
}
