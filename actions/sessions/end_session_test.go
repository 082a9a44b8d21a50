package sessions_test

import (
	"context"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/transport/apitest"
)

func TestEndSession(t *testing.T) {
	h := apitest.NewAt(t, t0)
	ann := h.NewPlayer(t, "read,write")
	bob := h.NewPlayer(t, "read,write")

	t.Run("a session ends with its net result, whole minutes and the blackjack theo worked by hand", func(t *testing.T) {
		h.Clock.Set(t0)
		id := startAt(t, ann, map[string]any{"casino_name": "Bellagio", "game_type": "blackjack", "buy_in": 500})
		h.Clock.Advance(2*time.Hour + 59*time.Second) // 120 whole minutes
		data := ann.MustAction(t, "end_session", map[string]any{"session_id": id, "cash_out": 420, "avg_bet": 25, "notes": "cold shoe"})
		s := session(t, data)
		if s["status"] != "closed" || s["ended_at"] != "2026-03-04T20:00:59Z" || s["notes"] != "cold shoe" {
			t.Errorf("status %v, ended_at %v, notes %v; want closed, 2026-03-04T20:00:59Z, cold shoe", s["status"], s["ended_at"], s["notes"])
		}
		apitest.WantNum(t, s, "cash_out", 420)
		apitest.WantNum(t, s, "net_result", -80)
		apitest.WantNum(t, s, "duration_minutes", 120)
		apitest.WantNum(t, s, "theo", 17.50) // 25 × 70 hands × 2 hours × 0.5%
		apitest.WantNum(t, s, "avg_bet", 25)
		apitest.WantNull(t, s, "coin_in")
		apitest.WantNull(t, s, "theo_note")
		if w := warnings(t, data); len(w) != 0 {
			t.Errorf("warnings = %v, want [] (no limits set)", w)
		}
		row := apitest.Read[persistence.Session](t, h, id)
		if row.EndedAt == nil || row.NetResult == nil || *row.NetResult != apitest.USD(-80) || row.Theo == nil || *row.Theo != apitest.USD(17.5) ||
			row.DurationMinutes == nil || *row.DurationMinutes != 120 || row.CashOut == nil || *row.CashOut != apitest.USD(420) {
			t.Errorf("stored row = %+v, want it closed with net -80, theo 17.50, 120 minutes", row)
		}
	})

	theos := []struct {
		name     string
		start    map[string]any
		played   time.Duration
		end      map[string]any
		theo     float64 // -1: null
		noteHas  string
		duration float64
	}{
		{"slots coin-in of $1,000 at the statewide 7.2% hold is $72.00",
			map[string]any{"game_type": "slots"}, 45 * time.Minute, map[string]any{"cash_out": 0, "coin_in": 1000}, 72, "", 45},
		{"$5 slots use the $5 hold of 5.11%",
			map[string]any{"game_type": "slots", "denomination": 5}, 45 * time.Minute, map[string]any{"cash_out": 0, "coin_in": 1000}, 51.10, "", 45},
		{"coin-in wins over the average bet on a table",
			map[string]any{"game_type": "blackjack"}, time.Hour, map[string]any{"cash_out": 0, "coin_in": 2000, "avg_bet": 25}, 10, "", 60},
		{"craps at $10 for 90 minutes is 10 × 48 × 1.5 × 1.41% = $10.15",
			map[string]any{"game_type": "craps"}, 90 * time.Minute, map[string]any{"cash_out": 0, "avg_bet": 10}, 10.15, "", 90},
		{"poker has no theo because no house edge is known",
			map[string]any{"game_type": "poker"}, time.Hour, map[string]any{"cash_out": 0, "avg_bet": 10}, -1, "No house edge is known for poker", 60},
		{"a table session with neither coin_in nor avg_bet has no theo",
			map[string]any{"game_type": "roulette"}, time.Hour, map[string]any{"cash_out": 0}, -1, "needs coin_in", 60},
	}
	for _, tt := range theos {
		t.Run(tt.name, func(t *testing.T) {
			h.Clock.Set(t0)
			start := map[string]any{"casino_name": "Bellagio", "buy_in": 100}
			for k, v := range tt.start {
				start[k] = v
			}
			end := map[string]any{"session_id": startAt(t, ann, start)}
			for k, v := range tt.end {
				end[k] = v
			}
			h.Clock.Advance(tt.played)
			s := session(t, ann.MustAction(t, "end_session", end))
			apitest.WantNum(t, s, "duration_minutes", tt.duration)
			if tt.theo < 0 {
				apitest.WantNull(t, s, "theo")
				if note, _ := s["theo_note"].(string); !strings.Contains(note, tt.noteHas) {
					t.Errorf("theo_note = %q, want it to contain %q", note, tt.noteHas)
				}
				return
			}
			apitest.WantNum(t, s, "theo", tt.theo)
			if row := apitest.Read[persistence.Session](t, h, s["id"]); row.Theo == nil || *row.Theo != apitest.USD(tt.theo) {
				t.Errorf("stored theo = %v, want %v", row.Theo, tt.theo)
			}
		})
	}

	t.Run("400 naming session_id when the session has ended already, and the first end stands", func(t *testing.T) {
		h.Clock.Set(t0)
		id := startAt(t, ann, map[string]any{"casino_name": "Bellagio", "game_type": "slots", "buy_in": 100})
		h.Clock.Advance(10 * time.Minute)
		ann.MustAction(t, "end_session", map[string]any{"session_id": id, "cash_out": 150})
		h.Clock.Advance(10 * time.Minute)
		ann.Action(t, "end_session", map[string]any{"session_id": id, "cash_out": 0}).WantInvalid(t, "session_id")
		if row := apitest.Read[persistence.Session](t, h, id); *row.CashOut != apitest.USD(150) || *row.DurationMinutes != 10 {
			t.Errorf("stored cash_out %v, duration %v; want the first end's 150 and 10", *row.CashOut, *row.DurationMinutes)
		}
	})

	h.Clock.Set(t0)
	open := startAt(t, ann, map[string]any{"casino_name": "Bellagio", "game_type": "slots"})
	invalid := []struct {
		name   string
		fields map[string]any
		field  string
	}{
		{"session_id is missing", map[string]any{"cash_out": 10}, "session_id"},
		{"session_id is not a uuid", map[string]any{"session_id": "s1", "cash_out": 10}, "session_id"},
		{"cash_out is missing", map[string]any{"session_id": open}, "cash_out"},
		{"cash_out is negative", map[string]any{"session_id": open, "cash_out": -1}, "cash_out"},
		{"coin_in is negative", map[string]any{"session_id": open, "cash_out": 1, "coin_in": -5}, "coin_in"},
		{"avg_bet is 0", map[string]any{"session_id": open, "cash_out": 1, "avg_bet": 0}, "avg_bet"},
		{"avg_bet is negative", map[string]any{"session_id": open, "cash_out": 1, "avg_bet": -5}, "avg_bet"},
		{"notes are too long", map[string]any{"session_id": open, "cash_out": 1, "notes": strings.Repeat("x", 2001)}, "notes"},
	}
	for _, tt := range invalid {
		t.Run("400 when "+tt.name, func(t *testing.T) {
			ann.Action(t, "end_session", tt.fields).WantInvalid(t, tt.field)
			if row := apitest.Read[persistence.Session](t, h, open); !row.Open() {
				t.Error("a rejected request ended the session")
			}
		})
	}

	bobs := startAt(t, bob, map[string]any{"casino_name": "Wynn", "game_type": "slots"})
	for name, id := range map[string]string{"another player's session": bobs, "a session that does not exist": uuid.NewString()} {
		t.Run("404 for "+name, func(t *testing.T) {
			ann.Action(t, "end_session", map[string]any{"session_id": id, "cash_out": 0}).WantError(t, http.StatusNotFound, "not_found", id)
		})
	}
	if row := apitest.Read[persistence.Session](t, h, bobs); !row.Open() {
		t.Error("ann ended bob's session")
	}

	t.Run("a key without write is refused with 403", func(t *testing.T) {
		ann.WithKey(t, "read").Action(t, "end_session", map[string]any{"session_id": open, "cash_out": 0}).
			WantError(t, http.StatusForbidden, "insufficient_scope", `"write"`)
	})
}

func TestEndSessionLimits(t *testing.T) {
	h := apitest.NewAt(t, t0)

	// play starts a blackjack session at t0 with a buy-in of 1,000, plays
	// minutes and ends it with 1,000 + net.
	play := func(t *testing.T, p *apitest.Player, minutes int, net float64) (string, []map[string]any) {
		t.Helper()
		h.Clock.Set(t0)
		s := session(t, p.MustAction(t, "start_session", map[string]any{"casino_name": "Bellagio", "game_type": "blackjack", "buy_in": 1000}))
		h.Clock.Advance(time.Duration(minutes) * time.Minute)
		data := p.MustAction(t, "end_session", map[string]any{"session_id": s["id"], "cash_out": 1000 + net})
		return s["id"].(string), warnings(t, data)
	}

	t.Run("a session longer than the session limit warns and notifies once", func(t *testing.T) {
		p := h.NewPlayer(t, "read,write")
		addLimit(t, p, "session_minutes", 90)
		id, w := play(t, p, 120, 50)
		if len(w) != 1 || w[0]["limit"] != "session_minutes" {
			t.Fatalf("warnings = %v, want one session_minutes warning", w)
		}
		apitest.WantNum(t, w[0], "limit_amount", 90)
		apitest.WantNum(t, w[0], "actual", 120)
		if msg, _ := w[0]["message"].(string); !strings.Contains(msg, "120 minutes") || !strings.Contains(msg, "90 minutes") {
			t.Errorf("message = %q, want it to name 120 and 90 minutes", msg)
		}
		var n []persistence.Notification
		if err := h.DB.NewSelect().Model(&n).Where("n.account_id = ?", p.Account.ID).Scan(context.Background()); err != nil {
			t.Fatal(err)
		}
		if len(n) != 1 || n[0].Kind != "rg_limit_reached" || n[0].RefID == nil || n[0].RefID.String() != id ||
			n[0].DedupeKey != "rg_limit_reached:"+id+":session_minutes" {
			t.Errorf("notifications = %+v, want one rg_limit_reached for the session and limit", n)
		}
	})

	t.Run("a session within every limit has no warning and no notification", func(t *testing.T) {
		p := h.NewPlayer(t, "read,write")
		addLimit(t, p, "session_minutes", 120)
		addLimit(t, p, "budget_day", 100)
		if _, w := play(t, p, 120, -100); len(w) != 0 {
			t.Errorf("warnings = %v, want none at exactly the limits", w)
		}
		if n := h.Count(t, "notifications", "account_id = ?", p.Account.ID); n != 0 {
			t.Errorf("%d notifications, want 0", n)
		}
	})

	t.Run("the day's losses add up across sessions and wins do not offset them", func(t *testing.T) {
		p := h.NewPlayer(t, "read,write")
		addLimit(t, p, "budget_day", 100)
		addClosedSession(t, p, t0.Add(-5*time.Hour), 60, -60)
		addClosedSession(t, p, t0.Add(-3*time.Hour), 60, 500)
		addClosedSession(t, p, t0.Add(-30*time.Hour), 60, -900) // yesterday
		id, w := play(t, p, 30, -50)
		if len(w) != 1 || w[0]["limit"] != "budget_day" {
			t.Fatalf("warnings = %v, want one budget_day warning", w)
		}
		apitest.WantNum(t, w[0], "limit_amount", 100)
		apitest.WantNum(t, w[0], "actual", 110)
		if n := h.Count(t, "notifications", "account_id = ? AND kind = ? AND ref_id = ?", p.Account.ID, "rg_limit_reached", id); n != 1 {
			t.Errorf("%d notifications for the session, want 1", n)
		}
	})

	t.Run("the week starts on Monday and the month on the 1st", func(t *testing.T) {
		p := h.NewPlayer(t, "read,write")
		addLimit(t, p, "budget_week", 300)
		addLimit(t, p, "budget_month", 550)
		addLimit(t, p, "budget_day", 1000)
		addClosedSession(t, p, time.Date(2026, 3, 1, 20, 0, 0, 0, time.UTC), 60, -500)  // Sunday: last week, this month
		addClosedSession(t, p, time.Date(2026, 2, 27, 20, 0, 0, 0, time.UTC), 60, -700) // February
		_, w := play(t, p, 30, -100)
		if len(w) != 1 || w[0]["limit"] != "budget_month" {
			t.Fatalf("warnings = %v, want only budget_month", w)
		}
		apitest.WantNum(t, w[0], "actual", 600)
		if msg, _ := w[0]["message"].(string); !strings.Contains(msg, "$600") || !strings.Contains(msg, "monthly budget of $550.") {
			t.Errorf("message = %q, want the losses and the monthly budget in dollars", msg)
		}
	})

	t.Run("a loosening past its cooling-off period applies before the check and is stored", func(t *testing.T) {
		p := h.NewPlayer(t, "read,write")
		p.RGLimit(t, persistence.RGLimit{Kind: "budget_day", Amount: apitest.USD(50).Cents(),
			PendingAmount: new(apitest.USD(500).Cents()), PendingEffectiveAt: new(domain.NewTimestamp(t0.Add(-time.Hour))), UpdatedAt: domain.NewTimestamp(t0.AddDate(0, 0, -2))})
		p.RGLimit(t, persistence.RGLimit{Kind: "session_minutes", Amount: 20,
			PendingAmount: new(int64(600)), PendingEffectiveAt: new(domain.NewTimestamp(t0.Add(time.Hour))), UpdatedAt: domain.NewTimestamp(t0.AddDate(0, 0, -2))})
		_, w := play(t, p, 30, -100)
		if len(w) != 1 || w[0]["limit"] != "session_minutes" {
			t.Fatalf("warnings = %v, want only session_minutes (its loosening is still waiting)", w)
		}
		var l persistence.RGLimit
		if err := h.DB.NewSelect().Model(&l).Where("rg.account_id = ? AND rg.kind = ?", p.Account.ID, "budget_day").Scan(context.Background()); err != nil {
			t.Fatal(err)
		}
		if l.Amount != apitest.USD(500).Cents() || l.PendingAmount != nil || l.PendingEffectiveAt != nil {
			t.Errorf("stored budget_day = %v pending %v at %v; want 500 with nothing pending", l.Amount, l.PendingAmount, l.PendingEffectiveAt)
		}
	})

	t.Run("a player who turned rg notifications off still gets the warning", func(t *testing.T) {
		p := h.NewPlayer(t, "read,write")
		addLimit(t, p, "session_minutes", 10)
		h.Insert(t, &persistence.NotificationSettings{AccountID: p.Account.ID, OfferExpiringDays: 7, TierExpiringDays: 30,
			VoucherExpiringDays: 14, KindsDisabled: "rg_limit_reached", UpdatedAt: domain.NewTimestamp(t0)})
		if _, w := play(t, p, 30, 0); len(w) != 1 {
			t.Errorf("warnings = %v, want the session_minutes warning", w)
		}
		if n := h.Count(t, "notifications", "account_id = ?", p.Account.ID); n != 0 {
			t.Errorf("%d notifications, want 0 (the kind is off)", n)
		}
	})
}
