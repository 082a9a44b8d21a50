package tax_test

import (
	"context"
	"strings"
	"testing"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/transport/apitest"
)

func TestManualW2G(t *testing.T) {
	h := apitest.NewAt(t, today)
	ann := h.NewPlayer(t, "read,write,tax")

	t.Run("a W-2G is stored with tax_year from date_won, the amounts to the cent, and the year's threshold check", func(t *testing.T) {
		data := ann.MustAction(t, "manual_w2g", map[string]any{
			"payer":            "  Bellagio   Hotel and Casino ",
			"date_won":         "2026-03-14",
			"game_type":        "slots",
			"amount_won":       2500.004,
			"wager":            5,
			"federal_withheld": 0,
			"state":            "nv",
			"state_withheld":   12.345,
		})
		w := data["w2g"].(map[string]any)
		want := map[string]any{"payer": "Bellagio Hotel and Casino", "date_won": "2026-03-14", "game_type": "slots", "state": "NV"}
		for k, v := range want {
			if w[k] != v {
				t.Errorf("w2g.%s = %v, want %v", k, w[k], v)
			}
		}
		wantNumbers(t, w, map[string]float64{"tax_year": 2026, "amount_won": 2500, "wager": 5, "federal_withheld": 0, "state_withheld": 12.35})
		if slug, ok := w["casino_slug"].(string); !ok || slug == "" {
			t.Errorf("casino_slug = %v, want the directory slug of Bellagio", w["casino_slug"])
		}
		if data["reportable"] != true {
			t.Errorf("reportable = %v, want true ($2,500 slot win in 2026, threshold $2,000)", data["reportable"])
		}
		check := data["check"].(map[string]any)
		wantNumbers(t, check, map[string]float64{"tax_year": 2026, "threshold": 2000, "measured": 2500})
		if check["game_kind"] != "slots" || check["reportable"] != true || !strings.Contains(check["rule"].(string), "$2,000") {
			t.Errorf("check = %v, want the 2026 slot rule", check)
		}
		if n := h.Count(t, "w2g_records", "account_id = ? AND id = ? AND tax_year = 2026 AND payer = ? AND state = 'NV'", ann.Account.ID, w["id"], "Bellagio Hotel and Casino"); n != 1 {
			t.Errorf("%d w2g rows, want 1", n)
		}
		if n := h.Count(t, "notifications", "account_id = ? AND kind = ? AND ref_id = ?", ann.Account.ID, persistence.NotifyW2GRecorded, w["id"]); n != 1 {
			t.Errorf("%d w2g_recorded notifications, want 1", n)
		}
	})

	t.Run("a win below the year's threshold is stored and reported as not reportable", func(t *testing.T) {
		data := ann.MustAction(t, "manual_w2g", map[string]any{"payer": "Somewhere Small", "date_won": "2026-01-02", "game_type": "keno", "amount_won": 1600, "wager": 200})
		if data["reportable"] != false {
			t.Errorf("reportable = %v, want false (keno $1,600 less the $200 wager is under the 2026 $2,000)", data["reportable"])
		}
		w := data["w2g"].(map[string]any)
		for _, k := range []string{"federal_withheld", "state", "state_withheld", "casino_slug"} {
			if v, ok := w[k]; !ok || v != nil {
				t.Errorf("w2g.%s = %v (present %v), want null", k, v, ok)
			}
		}
		wantNumbers(t, data["check"].(map[string]any), map[string]float64{"measured": 1400, "threshold": 2000, "threshold_year": 2026})
	})

	t.Run("a win dated today is accepted", func(t *testing.T) {
		addW2G(t, ann, "Somewhere Small", futureDay(0), "other", 700)
	})

	t.Run("no notification is made when the player turned w2g_recorded off", func(t *testing.T) {
		bob := h.NewPlayer(t, "read,write,tax")
		settings := persistence.DefaultNotificationSettings(bob.Account.ID)
		settings.KindsDisabled = persistence.NotifyW2GRecorded
		settings.UpdatedAt = domain.NewTimestamp(today)
		if err := persistence.SaveNotificationSettings(context.Background(), h.DB, &settings); err != nil {
			t.Fatal(err)
		}
		addW2G(t, bob, "Somewhere Small", "2026-02-01", "slots", 3000)
		if n := h.Count(t, "notifications", "account_id = ?", bob.Account.ID); n != 0 {
			t.Errorf("%d notifications, want none", n)
		}
		if n := h.Count(t, "w2g_records", "account_id = ?", bob.Account.ID); n != 1 {
			t.Errorf("%d w2g rows, want 1", n)
		}
	})

	ok := map[string]any{"payer": "X", "date_won": "2026-01-05", "game_type": "slots", "amount_won": 1500}
	with := func(k string, v any) map[string]any {
		out := map[string]any{}
		for kk, vv := range ok {
			out[kk] = vv
		}
		if v == nil {
			delete(out, k)
		} else {
			out[k] = v
		}
		return out
	}
	invalid := []struct {
		name   string
		fields map[string]any
		field  string
	}{
		{"payer is missing", with("payer", nil), "payer"},
		{"payer is blank", with("payer", "   "), "payer"},
		{"payer is too long", with("payer", strings.Repeat("x", 201)), "payer"},
		{"date_won is missing", with("date_won", nil), "date_won"},
		{"date_won is not a date", with("date_won", "14/03/2026"), "date_won"},
		{"date_won is in the future", with("date_won", futureDay(1)), "date_won"},
		{"date_won is before 1990", with("date_won", "1989-12-31"), "date_won"},
		{"game_type is missing", with("game_type", nil), "game_type"},
		{"game_type is not in the list", with("game_type", "pachinko"), "game_type"},
		{"amount_won is missing", with("amount_won", nil), "amount_won"},
		{"amount_won is 0", with("amount_won", 0), "amount_won"},
		{"amount_won is negative", with("amount_won", -5), "amount_won"},
		{"amount_won is not a number", with("amount_won", "lots"), "amount_won"},
		{"wager is negative", with("wager", -1), "wager"},
		{"federal_withheld is negative", with("federal_withheld", -1), "federal_withheld"},
		{"federal_withheld exceeds amount_won", with("federal_withheld", 1500.01), "federal_withheld"},
		{"state is not a state code", with("state", "XX"), "state"},
		{"state is a state name", with("state", "Nevada"), "state"},
		{"state_withheld is negative", with("state_withheld", -1), "state_withheld"},
		{"state_withheld exceeds amount_won", with("state_withheld", 2000), "state_withheld"},
	}
	for _, tt := range invalid {
		t.Run("400 when "+tt.name, func(t *testing.T) {
			before := h.Count(t, "w2g_records", "account_id = ?", ann.Account.ID)
			ann.Action(t, "manual_w2g", tt.fields).WantInvalid(t, tt.field)
			if after := h.Count(t, "w2g_records", "account_id = ?", ann.Account.ID); after != before {
				t.Errorf("a rejected request wrote %d W-2G records", after-before)
			}
		})
	}

	wantTaxScope(t, ann, "manual_w2g", ok)

	t.Run("the stored record reads back through the model", func(t *testing.T) {
		var rows []persistence.W2G
		if err := h.DB.NewSelect().Model(&rows).Where("account_id = ?", ann.Account.ID).Where("game_type = 'keno'").Scan(context.Background()); err != nil {
			t.Fatal(err)
		}
		if len(rows) != 1 || rows[0].TaxYear != 2026 || rows[0].Wager == nil || *rows[0].Wager != apitest.USD(200) {
			t.Errorf("keno rows = %+v, want one of tax year 2026 with wager 200", rows)
		}
	})
}
