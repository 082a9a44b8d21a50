package machines_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/google/uuid"

	"github.com/tierline/tierline/transport/apitest"
)

func TestMachineStats(t *testing.T) {
	h := apitest.NewAt(t, t0)
	ann := h.NewPlayer(t, "read,write")
	bob := h.NewPlayer(t, "read,write")

	t.Run("totals the closed sessions on the machine and the return over those with coin-in", func(t *testing.T) {
		m := addMachine(t, ann, "Bellagio", "Buffalo", true)
		other := addMachine(t, ann, "Bellagio", "Other", false)
		addSession(t, ann, &m, 60, -80, apitest.USDPtr(1000.0))
		addSession(t, ann, &m, 30, 20, apitest.USDPtr(500.0))
		addSession(t, ann, &m, 45, -50, nil)                      // no coin-in: counts, but not in the return
		addSession(t, ann, &m, 0, 0, nil)                         // open: not counted
		addSession(t, ann, &other, 60, -999, apitest.USDPtr(5e3)) // another machine
		addSession(t, ann, nil, 60, -999, apitest.USDPtr(5e3))    // no machine
		data := ann.MustAction(t, "machine_stats", map[string]any{"machine_id": m.String()})
		apitest.WantNum(t, data, "sessions", 3)
		apitest.WantNum(t, data, "hours", 2.25)
		apitest.WantNum(t, data, "coin_in", 1500)
		apitest.WantNum(t, data, "net_result", -110)
		apitest.WantNum(t, data, "observed_return", 0.96) // (1,500 − 60) ÷ 1,500
		apitest.WantNull(t, data, "observed_return_note")
		if mm := machine(t, data); mm["id"] != m.String() || mm["title"] != "Buffalo" {
			t.Errorf("machine = %v, want Buffalo", mm)
		}
	})

	t.Run("no coin-in recorded gives a null return and says so", func(t *testing.T) {
		m := addMachine(t, ann, "Wynn", "Wheel", false)
		addSession(t, ann, &m, 20, 35, nil)
		data := ann.MustAction(t, "machine_stats", map[string]any{"machine_id": m.String()})
		apitest.WantNum(t, data, "sessions", 1)
		apitest.WantNum(t, data, "hours", 0.33)
		apitest.WantNum(t, data, "net_result", 35)
		apitest.WantNum(t, data, "coin_in", 0)
		apitest.WantNull(t, data, "observed_return")
		if note, _ := data["observed_return_note"].(string); !strings.Contains(note, "No coin-in") {
			t.Errorf("observed_return_note = %q, want it to say no coin-in is recorded", note)
		}
	})

	t.Run("a machine never played has zero totals", func(t *testing.T) {
		m := addMachine(t, ann, "Wynn", "New", false)
		data := ann.MustAction(t, "machine_stats", map[string]any{"machine_id": m.String()})
		for _, k := range []string{"sessions", "hours", "coin_in", "net_result"} {
			apitest.WantNum(t, data, k, 0)
		}
		apitest.WantNull(t, data, "observed_return")
	})

	for name, fields := range map[string]map[string]any{
		"machine_id is missing":    {},
		"machine_id is not a uuid": {"machine_id": "m"},
	} {
		t.Run("400 when "+name, func(t *testing.T) {
			ann.Action(t, "machine_stats", fields).WantInvalid(t, "machine_id")
		})
	}

	bobs := addMachine(t, bob, "Wynn", "Bob's", false)
	addSession(t, bob, &bobs, 60, -100, apitest.USDPtr(1000.0))
	for name, id := range map[string]string{"another player's machine": bobs.String(), "a machine that does not exist": uuid.NewString()} {
		t.Run("404 for "+name, func(t *testing.T) {
			ann.Action(t, "machine_stats", map[string]any{"machine_id": id}).WantError(t, http.StatusNotFound, "not_found", id)
		})
	}

	t.Run("a key without read is refused with 403", func(t *testing.T) {
		ann.WithKey(t, "write").Action(t, "machine_stats", map[string]any{"machine_id": bobs.String()}).
			WantError(t, http.StatusForbidden, "insufficient_scope", `"read"`)
	})
}
