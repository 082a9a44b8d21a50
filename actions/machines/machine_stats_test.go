package machines_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/google/uuid"
)

func TestMachineStats(t *testing.T) {
	h := newHarness(t)
	ann := h.NewPlayer(t, "read,write")
	bob := h.NewPlayer(t, "read,write")

	t.Run("totals the closed sessions on the machine and the return over those with coin-in", func(t *testing.T) {
		m := addMachine(t, h, ann, "Bellagio", "Buffalo", true)
		other := addMachine(t, h, ann, "Bellagio", "Other", false)
		addSession(t, h, ann, &m, 60, -80, ptr(1000.0))
		addSession(t, h, ann, &m, 30, 20, ptr(500.0))
		addSession(t, h, ann, &m, 45, -50, nil)           // no coin-in: counts, but not in the return
		addSession(t, h, ann, &m, 0, 0, nil)              // open: not counted
		addSession(t, h, ann, &other, 60, -999, ptr(5e3)) // another machine
		addSession(t, h, ann, nil, 60, -999, ptr(5e3))    // no machine
		data := ann.MustAction(t, "machine_stats", map[string]any{"machine_id": m.String()})
		wantNum(t, data, "sessions", 3)
		wantNum(t, data, "hours", 2.25)
		wantNum(t, data, "coin_in", 1500)
		wantNum(t, data, "net_result", -110)
		wantNum(t, data, "observed_return", 0.96) // (1,500 − 60) ÷ 1,500
		wantNull(t, data, "observed_return_note")
		if mm := machine(t, data); mm["id"] != m.String() || mm["title"] != "Buffalo" {
			t.Errorf("machine = %v, want Buffalo", mm)
		}
	})

	t.Run("no coin-in recorded gives a null return and says so", func(t *testing.T) {
		m := addMachine(t, h, ann, "Wynn", "Wheel", false)
		addSession(t, h, ann, &m, 20, 35, nil)
		data := ann.MustAction(t, "machine_stats", map[string]any{"machine_id": m.String()})
		wantNum(t, data, "sessions", 1)
		wantNum(t, data, "hours", 0.33)
		wantNum(t, data, "net_result", 35)
		wantNum(t, data, "coin_in", 0)
		wantNull(t, data, "observed_return")
		if note, _ := data["observed_return_note"].(string); !strings.Contains(note, "No coin-in") {
			t.Errorf("observed_return_note = %q, want it to say no coin-in is recorded", note)
		}
	})

	t.Run("a machine never played has zero totals", func(t *testing.T) {
		m := addMachine(t, h, ann, "Wynn", "New", false)
		data := ann.MustAction(t, "machine_stats", map[string]any{"machine_id": m.String()})
		for _, k := range []string{"sessions", "hours", "coin_in", "net_result"} {
			wantNum(t, data, k, 0)
		}
		wantNull(t, data, "observed_return")
	})

	for name, fields := range map[string]map[string]any{
		"machine_id is missing":    {},
		"machine_id is not a uuid": {"machine_id": "m"},
	} {
		t.Run("400 when "+name, func(t *testing.T) {
			ann.Action(t, "machine_stats", fields).WantInvalid(t, "machine_id")
		})
	}

	bobs := addMachine(t, h, bob, "Wynn", "Bob's", false)
	addSession(t, h, bob, &bobs, 60, -100, ptr(1000.0))
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
