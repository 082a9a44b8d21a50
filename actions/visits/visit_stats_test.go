package visits_test

import (
	"net/http"
	"testing"

	"github.com/tierline/tierline/transport/apitest"
)

func TestVisitStats(t *testing.T) {
	h := apitest.NewAt(t, june15)
	ann := h.NewPlayer(t, "read,write")
	bob := h.NewPlayer(t, "read,write")
	for _, v := range []struct{ casino, on string }{
		{"Aria", "2025-06-01"},
		{"Bellagio", "2025-11-20"}, {"Bellagio", "2025-12-05"}, {"Wynn", "2026-01-15"}, {"bellagio", "2026-01-10"},
		{"Wynn", "2026-02-14"}, {"BELLAGIO ", "2026-03-01"},
		{"Rio", "2026-05-01"}, // after a one-month gap: a new run
	} {
		checkIn(t, ann, v.casino, v.on)
	}
	checkIn(t, bob, "Bellagio", "2026-04-01")

	t.Run("each casino's visits are counted and the longest run of months is found", func(t *testing.T) {
		data := ann.MustAction(t, "visit_stats", nil)
		// casino_name, first_visit, last_visit, visits, visits_this_year
		want := [][5]string{
			{"BELLAGIO", "2025-11-20", "2026-03-01", "4", "2"},
			{"Wynn", "2026-01-15", "2026-02-14", "2", "2"},
			{"Rio", "2026-05-01", "2026-05-01", "1", "1"},
			{"Aria", "2025-06-01", "2025-06-01", "1", "0"},
		}
		casinos := data["casinos"].([]any)
		if len(casinos) != len(want) {
			t.Fatalf("casinos = %v, want %d", casinos, len(want))
		}
		for i, w := range want {
			c := casinos[i].(map[string]any)
			got := [5]string{c["casino_name"].(string), c["first_visit"].(string), c["last_visit"].(string), apitest.NumText(t, c["visits"]), apitest.NumText(t, c["visits_this_year"])}
			if got != w {
				t.Errorf("casinos[%d] = %v, want %v", i, got, w)
			}
		}
		if n := apitest.NumText(t, data["longest_streak_months"]); n != "5" {
			t.Errorf("longest_streak_months = %s, want 5 (November 2025 to March 2026)", n)
		}
		if apitest.NumText(t, data["total_visits"]) != "8" || apitest.NumText(t, data["year"]) != "2026" {
			t.Errorf("total_visits = %v, year = %v; want 8 and 2026", data["total_visits"], data["year"])
		}
	})

	t.Run("a player without visits gets empty stats", func(t *testing.T) {
		data := h.NewPlayer(t, "read").MustAction(t, "visit_stats", nil)
		if casinos, ok := data["casinos"].([]any); !ok || len(casinos) != 0 {
			t.Errorf("casinos = %v, want []", data["casinos"])
		}
		if apitest.NumText(t, data["longest_streak_months"]) != "0" || apitest.NumText(t, data["total_visits"]) != "0" {
			t.Errorf("stats = %v, want zeros", data)
		}
	})

	t.Run("a key without read is refused with 403", func(t *testing.T) {
		ann.WithKey(t, "write").Action(t, "visit_stats", nil).WantError(t, http.StatusForbidden, "insufficient_scope", `"read"`)
	})
}
