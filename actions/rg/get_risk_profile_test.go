package rg_test

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/transport/apitest"
)

func TestGetRiskProfile(t *testing.T) {
	now := time.Date(2026, 5, 28, 23, 0, 0, 0, time.UTC) // a Thursday
	h := apitest.NewAt(t, now)
	p := h.NewPlayer(t, "read")
	session := func(start time.Time, minutes int, net float64) {
		end := domain.NewTimestamp(start.Add(time.Duration(minutes) * time.Minute))
		p.Session(t, persistence.Session{CasinoName: "X", GameType: "slots", StartedAt: domain.NewTimestamp(start),
			EndedAt: &end, DurationMinutes: &minutes, NetResult: apitest.USDPtr(net), CashOut: apitest.USDPtr(0.0)})
	}
	at := func(day, hour int) time.Time { return time.Date(2026, 5, day, hour, 0, 0, 0, time.UTC) }
	session(at(1, 10), 120, -200)                                           // a loss
	session(at(1, 12).Add(30*time.Minute), 30, 50)                          // 30 minutes after it: started soon after a loss
	session(at(10, 10), 360, 100)                                           // 6 hours
	session(at(26, 10), 60, -150)                                           // this week (from Monday 25th)
	p.RGLimit(t, persistence.RGLimit{Kind: "session_minutes", Amount: 240}) // minutes
	p.RGLimit(t, persistence.RGLimit{Kind: "budget_week", Amount: apitest.USD(100).Cents()})

	data := p.Call(t, rgPath, "get_risk_profile", map[string]any{"days": 28}).Data(t)
	got := map[string]map[string]any{}
	for _, raw := range apitest.Array(t, data["indicators"]) {
		i := apitest.Object(t, raw)
		got[i["name"].(string)] = i
		if i["note"] == "" {
			t.Errorf("%s has no note", i["name"])
		}
	}
	want := map[string]float64{
		"sessions_per_week": 1, "average_session_minutes": 142.5, "longest_session_minutes": 360,
		"losses_vs_budget_week": 150, "sessions_started_soon_after_a_loss": 1, "limit_breaches": 2,
	}
	for name, v := range want {
		i, ok := got[name]
		if !ok {
			t.Errorf("no indicator %s", name)
			continue
		}
		apitest.WantNum(t, i, "value", v)
	}
	apitest.WantNum(t, data, "flagged", 4)
	if note := data["note"].(string); !strings.Contains(note, "not a diagnosis") {
		t.Errorf("note = %q", note)
	}
	if help := apitest.Object(t, data["help"]); help["phone"] != "1-800-522-4700" {
		t.Errorf("help = %v", help)
	}

	t.Run("days outside 7..365 is 400", func(t *testing.T) {
		p.Call(t, rgPath, "get_risk_profile", map[string]any{"days": 3}).WantInvalid(t, "days")
	})
	t.Run("another player sees only their own (empty) profile", func(t *testing.T) {
		data := h.NewPlayer(t, "read").Call(t, rgPath, "get_risk_profile", nil).Data(t)
		apitest.WantNum(t, data, "flagged", 0)
	})
	t.Run("a key without read is refused", func(t *testing.T) {
		p.WithKey(t, "write").Call(t, rgPath, "get_risk_profile", nil).WantError(t, http.StatusForbidden, "insufficient_scope", `"read"`)
	})
}
