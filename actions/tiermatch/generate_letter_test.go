package tiermatchactions_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/tierline/tierline/transport/apitest"
)

func TestGenerateLetter(t *testing.T) {
	h := newHarness(t)

	t.Run("the standard letter holds the player's tier, expiry, year-to-date play, trips, name and email, and lists exactly those figures", func(t *testing.T) {
		ann := h.NewPlayer(t, "read")
		ann.SetName(t, "Ann Example")
		tier(t, ann, caesarsCasino, "Diamond", 125000, 3400.4, "2026-12-31")
		trip(t, ann, caesarsCasino, "2026-05-01")
		trip(t, ann, "harrah's joliet casino & hotel", "2025-06-15") // 365 days ago: counts
		trip(t, ann, caesarsCasino, "2025-06-14")                    // 366 days ago: too old
		trip(t, ann, caesarsCasino, "2026-07-01")                    // planned: not yet made
		trip(t, ann, mgmCasino, "2026-05-01")                        // another casino

		data := ann.Call(t, path, "generate_letter", map[string]any{"target_program": "mgm  rewards", "source_casino": " HARRAH'S JOLIET Casino & Hotel "}).Data(t)
		letter := data["letter"].(string)
		for _, part := range []string{
			"Dear MGM Rewards team,",
			"I am a member of Caesars Rewards at Harrah's Joliet Casino & Hotel, where I hold Diamond status through December 31, 2026.",
			"This year I have played $125,000 in coin-in there ($3,400 in theoretical loss).",
			"I have made 2 trips to Harrah's Joliet Casino & Hotel in the last twelve months.",
			"would like to ask whether you would match my Diamond status",
			"\nAnn Example\n" + ann.Account.Email + "\n",
		} {
			if !strings.Contains(letter, part) {
				t.Errorf("letter lacks %q:\n%s", part, letter)
			}
		}
		for k, v := range map[string]any{"template": "standard", "target_program": "MGM Rewards", "source_casino": caesarsCasino, "source_program": "Caesars Rewards"} {
			if data[k] != v {
				t.Errorf("%s = %v, want %v", k, data[k], v)
			}
		}
		figures := apitest.Object(t, data["figures"])
		if len(figures) != 7 {
			t.Errorf("figures = %v, want the seven used", figures)
		}
		apitest.WantNumber(t, "ytd_coin_in", figures["ytd_coin_in"], 125000)
		apitest.WantNumber(t, "ytd_theo", figures["ytd_theo"], 3400.4)
		apitest.WantNumber(t, "trips_last_365_days", figures["trips_last_365_days"], 2)
		for k, v := range map[string]any{"tier": "Diamond", "tier_expires_at": "2026-12-31", "account_name": "Ann Example", "account_email": ann.Account.Email} {
			if figures[k] != v {
				t.Errorf("figures.%s = %v, want %v", k, figures[k], v)
			}
		}
	})

	t.Run("figures the player does not have leave their sentences out of the letter and the figures", func(t *testing.T) {
		bob := h.NewPlayer(t, "read")
		tier(t, bob, notInDir, "Gold", 0, 812.5, "2026-01-31") // no coin-in, so no theo sentence; expired
		data := bob.Call(t, path, "generate_letter", map[string]any{"target_program": "Caesars Rewards", "source_casino": notInDir}).Data(t)
		letter := data["letter"].(string)
		for _, absent := range []string{"coin-in", "theoretical", "$", "trips", "through"} {
			if strings.Contains(letter, absent) {
				t.Errorf("letter holds %q though the player has no such figure:\n%s", absent, letter)
			}
		}
		if !strings.Contains(letter, "I am a member of the players club at Somewhere Small, where I hold Gold status.") {
			t.Errorf("letter = %s", letter)
		}
		apitest.WantNull(t, data, "source_program")
		figures := apitest.Object(t, data["figures"])
		for _, k := range []string{"ytd_coin_in", "ytd_theo", "trips_last_365_days", "tier_expires_at"} {
			if _, ok := figures[k]; ok {
				t.Errorf("figures.%s = %v, want it left out", k, figures[k])
			}
		}
		if figures["tier"] != "Gold" || figures["account_email"] != bob.Account.Email {
			t.Errorf("figures = %v", figures)
		}
	})

	t.Run("the brief template uses fewer figures, and only those are listed", func(t *testing.T) {
		cat := h.NewPlayer(t, "read")
		cat.SetName(t, "Cat Example")
		tier(t, cat, mgmCasino, "Platinum", 50000, 2000, "2027-01-31")
		trip(t, cat, mgmCasino, "2026-04-01")
		data := cat.Call(t, path, "generate_letter", map[string]any{"target_program": "Caesars Rewards", "source_casino": mgmCasino, "template": "brief"}).Data(t)
		letter := data["letter"].(string)
		if got := lines(letter, "I hold"); len(got) != 1 || !strings.Contains(got[0], "I hold Platinum status with MGM Rewards at Bellagio Hotel and Casino and have played $50,000 in coin-in there this year.") {
			t.Errorf("letter = %s", letter)
		}
		if data["template"] != "brief" {
			t.Errorf("template = %v", data["template"])
		}
		figures := apitest.Object(t, data["figures"])
		want := map[string]bool{"tier": true, "ytd_coin_in": true, "account_name": true}
		for k := range figures {
			if !want[k] {
				t.Errorf("figures.%s = %v: the brief letter does not show it", k, figures[k])
			}
		}
		for k := range want {
			if _, ok := figures[k]; !ok {
				t.Errorf("figures lack %s", k)
			}
		}
	})

	ann := h.NewPlayer(t, "read")
	tier(t, ann, caesarsCasino, "Diamond", 0, 0, "")
	eve := h.NewPlayer(t, "read")
	tier(t, eve, mgmCasino, "Gold", 0, 0, "")
	ok := map[string]any{"target_program": "MGM Rewards", "source_casino": caesarsCasino}
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
	for _, tt := range []struct {
		name   string
		field  string
		fields map[string]any
	}{
		{"target_program is missing", "target_program", with("target_program", nil)},
		{"target_program is blank", "target_program", with("target_program", "   ")},
		{"target_program is longer than 200 characters", "target_program", with("target_program", strings.Repeat("x", 201))},
		{"target_program is not a string", "target_program", with("target_program", 7)},
		{"target_program is the source casino's own program", "target_program", with("target_program", "caesars rewards")},
		{"source_casino is missing", "source_casino", with("source_casino", nil)},
		{"source_casino is blank", "source_casino", with("source_casino", " ")},
		{"template is not a known template", "template", with("template", "florid")},
	} {
		t.Run("400 when "+tt.name, func(t *testing.T) {
			ann.Call(t, path, "generate_letter", tt.fields).WantInvalid(t, tt.field)
		})
	}

	t.Run("404 when the player has no tier at source_casino, the same when another player has one there", func(t *testing.T) {
		a := ann.Call(t, path, "generate_letter", with("source_casino", notInDir)).WantError(t, http.StatusNotFound, "not_found", notInDir)
		b := ann.Call(t, path, "generate_letter", with("source_casino", mgmCasino)).WantError(t, http.StatusNotFound, "not_found", mgmCasino)
		if strings.ReplaceAll(a.Message, notInDir, "X") != strings.ReplaceAll(b.Message, mgmCasino, "X") {
			t.Errorf("messages differ: %q and %q", a.Message, b.Message)
		}
	})

	wantScope(t, ann, "write", "generate_letter", ok, "read")
}
