package sessions_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/google/uuid"

	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/transport/apitest"
)

func TestLogSession(t *testing.T) {
	h := apitest.NewAt(t, t0)
	ann := h.NewPlayer(t, "read,write")
	bob := h.NewPlayer(t, "read,write")
	trip := addTrip(t, ann)

	// valid is a whole session ann could log; with returns it changed.
	valid := map[string]any{
		"casino_name": "Bellagio", "game_type": "slots",
		"started_at": "2026-03-04T08:15:00-08:00", "ended_at": "2026-03-04T17:45:30Z",
		"buy_in": 300, "cash_out": 220, "coin_in": 1000,
	}
	with := func(changes map[string]any) map[string]any {
		out := map[string]any{}
		for k, v := range valid {
			out[k] = v
		}
		for k, v := range changes {
			if v == nil {
				delete(out, k)
			} else {
				out[k] = v
			}
		}
		return out
	}

	t.Run("a finished session is stored closed with its computed fields", func(t *testing.T) {
		data := ann.MustAction(t, "log_session", with(map[string]any{"trip_id": trip.String(), "notes": "slow night"}))
		s := session(t, data)
		want := map[string]any{
			"status": "closed", "started_at": "2026-03-04T16:15:00Z", "ended_at": "2026-03-04T17:45:30Z",
			"trip_id": trip.String(), "notes": "slow night", "game_type": "slots",
		}
		for k, v := range want {
			if s[k] != v {
				t.Errorf("session.%s = %v, want %v", k, s[k], v)
			}
		}
		apitest.WantNum(t, s, "net_result", -80)
		apitest.WantNum(t, s, "duration_minutes", 90)
		apitest.WantNum(t, s, "theo", 72) // $1,000 coin-in × 7.2% statewide hold
		apitest.WantNull(t, s, "theo_note")
		if w := warnings(t, data); len(w) != 0 {
			t.Errorf("warnings = %v, want []", w)
		}
		row := apitest.Read[persistence.Session](t, h, s["id"])
		if row.AccountID != ann.Account.ID || row.Open() || *row.NetResult != apitest.USD(-80) || *row.Theo != apitest.USD(72) || *row.DurationMinutes != 90 || row.BuyIn != apitest.USD(300) {
			t.Errorf("stored row = %+v, want ann's closed session with net -80, theo 72, 90 minutes", row)
		}
	})

	t.Run("a session on a $5 machine takes its denomination and the $5 hold", func(t *testing.T) {
		machine := addMachine(t, ann, apitest.USDPtr(5.0))
		s := session(t, ann.MustAction(t, "log_session", with(map[string]any{"machine_id": machine.String(), "buy_in": nil})))
		apitest.WantNum(t, s, "denomination", 5)
		apitest.WantNum(t, s, "theo", 51.10)
		apitest.WantNum(t, s, "buy_in", 0)
		apitest.WantNum(t, s, "net_result", 220)
	})

	t.Run("a poker session has no theo and says why", func(t *testing.T) {
		s := session(t, ann.MustAction(t, "log_session", with(map[string]any{"game_type": "poker", "coin_in": nil, "avg_bet": 5})))
		apitest.WantNull(t, s, "theo")
		if note, _ := s["theo_note"].(string); !strings.Contains(note, "poker") {
			t.Errorf("theo_note = %q, want it to name poker", note)
		}
	})

	invalid := []struct {
		name   string
		fields map[string]any
		field  string
	}{
		{"casino_name is missing", with(map[string]any{"casino_name": nil}), "casino_name"},
		{"casino_name is blank", with(map[string]any{"casino_name": " "}), "casino_name"},
		{"game_type is not in the list", with(map[string]any{"game_type": "bingo"}), "game_type"},
		{"started_at is missing", with(map[string]any{"started_at": nil}), "started_at"},
		{"started_at is not RFC 3339", with(map[string]any{"started_at": "2026-03-04 08:15"}), "started_at"},
		{"ended_at is missing", with(map[string]any{"ended_at": nil}), "ended_at"},
		{"ended_at equals started_at", with(map[string]any{"ended_at": "2026-03-04T16:15:00Z"}), "ended_at"},
		{"ended_at is before started_at", with(map[string]any{"ended_at": "2026-03-04T16:00:00Z"}), "ended_at"},
		{"ended_at is in the future", with(map[string]any{"ended_at": "2026-03-04T18:00:01Z"}), "ended_at"},
		{"cash_out is missing", with(map[string]any{"cash_out": nil}), "cash_out"},
		{"cash_out is negative", with(map[string]any{"cash_out": -1}), "cash_out"},
		{"buy_in is negative", with(map[string]any{"buy_in": -1}), "buy_in"},
		{"coin_in is negative", with(map[string]any{"coin_in": -1}), "coin_in"},
		{"avg_bet is 0", with(map[string]any{"avg_bet": 0}), "avg_bet"},
		{"denomination is 0", with(map[string]any{"denomination": 0}), "denomination"},
		{"trip_id is not a uuid", with(map[string]any{"trip_id": "t"}), "trip_id"},
		{"machine_id is not a uuid", with(map[string]any{"machine_id": "m"}), "machine_id"},
	}
	for _, tt := range invalid {
		t.Run("400 when "+tt.name, func(t *testing.T) {
			before := h.Count(t, "sessions", "account_id = ?", ann.Account.ID)
			ann.Action(t, "log_session", tt.fields).WantInvalid(t, tt.field)
			if after := h.Count(t, "sessions", "account_id = ?", ann.Account.ID); after != before {
				t.Errorf("a rejected request wrote %d sessions", after-before)
			}
		})
	}

	for name, fields := range map[string]map[string]any{
		"another player's trip":      {"trip_id": addTrip(t, bob).String()},
		"another player's machine":   {"machine_id": addMachine(t, bob, nil).String()},
		"a trip that does not exist": {"trip_id": uuid.NewString()},
	} {
		t.Run("404 for "+name, func(t *testing.T) {
			before := h.Count(t, "sessions", "account_id = ?", ann.Account.ID)
			ann.Action(t, "log_session", with(fields)).WantError(t, http.StatusNotFound, "not_found", "No ")
			if after := h.Count(t, "sessions", "account_id = ?", ann.Account.ID); after != before {
				t.Errorf("a refused request wrote %d sessions", after-before)
			}
		})
	}

	t.Run("a logged session that breaks this month's budget warns", func(t *testing.T) {
		p := h.NewPlayer(t, "read,write")
		addLimit(t, p, "budget_month", 50)
		data := p.MustAction(t, "log_session", valid)
		w := warnings(t, data)
		if len(w) != 1 || w[0]["limit"] != "budget_month" {
			t.Fatalf("warnings = %v, want one budget_month warning", w)
		}
		apitest.WantNum(t, w[0], "actual", 80)
		if n := h.Count(t, "notifications", "account_id = ? AND kind = ? AND ref_id = ?", p.Account.ID, "rg_limit_reached", session(t, data)["id"]); n != 1 {
			t.Errorf("%d notifications, want 1", n)
		}
	})

	t.Run("a session logged for an earlier month is not checked against this month's budget, but its length is", func(t *testing.T) {
		p := h.NewPlayer(t, "read,write")
		addLimit(t, p, "budget_month", 50)
		addLimit(t, p, "session_minutes", 60)
		w := warnings(t, p.MustAction(t, "log_session", with(map[string]any{
			"started_at": "2026-02-10T20:00:00Z", "ended_at": "2026-02-10T22:00:00Z", "cash_out": 0,
		})))
		if len(w) != 1 || w[0]["limit"] != "session_minutes" {
			t.Fatalf("warnings = %v, want only session_minutes", w)
		}
		apitest.WantNum(t, w[0], "actual", 120)
	})

	t.Run("a key without write is refused with 403", func(t *testing.T) {
		ann.WithKey(t, "read").Action(t, "log_session", valid).WantError(t, http.StatusForbidden, "insufficient_scope", `"write"`)
	})
}
