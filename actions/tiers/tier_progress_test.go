package tiers_test

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/tierline/tierline/internal/domain/directory"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/transport/apitest"
)

func TestTierProgress(t *testing.T) {
	clock := apitest.NewClock(time.Date(2026, 6, 1, 15, 0, 0, 0, time.UTC))
	h := apitest.New(t, apitest.Options{Clock: clock})
	ann := h.NewPlayer(t, "read,write")

	upsert(t, ann, map[string]any{"casino_name": "Caesars Palace Casino", "tier": "platinum", "points_balance": 3000})

	t.Run("a known calendar-year ladder gives the next tier, percent, points and days left", func(t *testing.T) {
		data := ann.MustAction(t, "tier_progress", map[string]any{"casino_name": "caesars palace casino"})
		wantSlug := directory.CasinoSlug(directory.CasinoID("Caesars Palace Casino", "NV"), "Caesars Palace Casino", "NV")
		if data["ladder"] != "known" || data["ladder_reason"] != nil || data["casino_slug"] != wantSlug || data["rewards_program"] != "Caesars Rewards" {
			t.Errorf("ladder %v (%v), slug %v, program %v", data["ladder"], data["ladder_reason"], data["casino_slug"], data["rewards_program"])
		}
		if apitest.Object(t, data["tier"])["tier"] != "platinum" || apitest.Num(t, data["current_level"]) != 2 {
			t.Errorf("tier %v at level %v", data["tier"], data["current_level"])
		}
		next := apitest.Object(t, data["next_tier"])
		if next["name"] != "Diamond" || apitest.Num(t, next["level"]) != 3 || apitest.Num(t, next["qualification_amount"]) != 15000 || next["qualification_unit"] != "tier_credits" {
			t.Errorf("next_tier = %v", next)
		}
		// 3000 ÷ 15000 = 20%; 15000 − 3000 = 12000 points; 2026-06-01 → 2026-12-31 is 213 days; 12000 ÷ 213 = 56.34.
		checks := map[string]float64{"qualification_amount": 15000, "percent_to_next": 20, "points_needed": 12000, "days_left": 213, "points_per_day_needed": 56.34}
		for k, v := range checks {
			if got := apitest.Num(t, data[k]); got != v {
				t.Errorf("%s = %v, want %v", k, got, v)
			}
		}
		if data["deadline"] != "2026-12-31" || !strings.Contains(data["deadline_from"].(string), "calendar year") {
			t.Errorf("deadline %v from %v", data["deadline"], data["deadline_from"])
		}
		if a := apitest.Array(t, data["assumptions"]); len(a) != 1 || !strings.Contains(a[0].(string), "tier_credits") {
			t.Errorf("assumptions = %v, want the unit assumption", a)
		}
	})

	t.Run("the casino is found by its slug and by the directory's name search, and the answer says how it matched", func(t *testing.T) {
		for ref, by := range map[string]string{caesarsSlug(t, h): "slug", "Caesars Palace": "name_search", "Caesars Palace Casino": "name"} {
			data := ann.MustAction(t, "tier_progress", map[string]any{"casino_name": ref})
			if apitest.Object(t, data["tier"])["tier"] != "platinum" || data["casino_slug"] != caesarsSlug(t, h) {
				t.Errorf("%q: tier %v, slug %v", ref, data["tier"], data["casino_slug"])
			}
			if m := apitest.Object(t, data["casino_match"]); m["matched_by"] != by || m["slug"] != caesarsSlug(t, h) || m["name"] != "Caesars Palace Casino" {
				t.Errorf("%q: casino_match = %v, want matched_by %s", ref, m, by)
			}
		}
	})

	t.Run("a tier recorded under another spelling of the casino is found", func(t *testing.T) {
		bob := h.NewPlayer(t, "read,write")
		bob.Tier(t, persistence.UserTier{CasinoName: "caesars palace", CasinoKey: "caesars palace", Tier: "Diamond"}) // stored before names were resolved
		for _, ref := range []string{"Caesars Palace Casino", caesarsSlug(t, h)} {
			data := bob.MustAction(t, "tier_progress", map[string]any{"casino_name": ref})
			if apitest.Object(t, data["tier"])["tier"] != "Diamond" {
				t.Errorf("%q: tier = %v", ref, data["tier"])
			}
		}
	})

	t.Run("the row's own points_needed and tier_expires_at win over the ladder and the calendar", func(t *testing.T) {
		upsert(t, ann, map[string]any{"casino_name": "Harrah's Las Vegas", "tier": "Diamond", "points_balance": 20000,
			"points_needed": 4000, "tier_expires_at": "2026-06-11"})
		data := ann.MustAction(t, "tier_progress", map[string]any{"casino_name": "Harrah's Las Vegas"})
		for k, v := range map[string]float64{"percent_to_next": 80, "points_needed": 4000, "days_left": 10, "points_per_day_needed": 400} {
			if got := apitest.Num(t, data[k]); got != v {
				t.Errorf("%s = %v, want %v", k, got, v)
			}
		}
		if data["deadline"] != "2026-06-11" || data["deadline_from"] != "tier_expires_at" || !strings.Contains(data["points_needed_from"].(string), "your record") {
			t.Errorf("deadline %v from %v; points from %v", data["deadline"], data["deadline_from"], data["points_needed_from"])
		}
	})

	t.Run("a balance past the next threshold reads 100 percent and 0 points needed", func(t *testing.T) {
		upsert(t, ann, map[string]any{"casino_name": "Flamingo Las Vegas", "tier": "Gold", "points_balance": 6000})
		data := ann.MustAction(t, "tier_progress", map[string]any{"casino_name": "Flamingo Las Vegas"})
		if apitest.Num(t, data["percent_to_next"]) != 100 || apitest.Num(t, data["points_needed"]) != 0 || apitest.Num(t, data["points_per_day_needed"]) != 0 {
			t.Errorf("percent %v, points %v, per day %v", data["percent_to_next"], data["points_needed"], data["points_per_day_needed"])
		}
	})

	t.Run("the top tier has no next tier", func(t *testing.T) {
		upsert(t, ann, map[string]any{"casino_name": "Paris Resort Casino", "tier": "Seven Stars", "points_balance": 200000})
		data := ann.MustAction(t, "tier_progress", map[string]any{"casino_name": "Paris Resort Casino"})
		if data["ladder"] != "known" || data["next_tier"] != nil || data["percent_to_next"] != nil || data["points_needed"] != nil {
			t.Errorf("top tier: ladder %v, next %v, percent %v, points %v", data["ladder"], data["next_tier"], data["percent_to_next"], data["points_needed"])
		}
		if notes := apitest.Array(t, data["notes"]); len(notes) == 0 || !strings.Contains(notes[0].(string), "top tier") {
			t.Errorf("notes = %v", notes)
		}
	})

	t.Run("a next tier without a published threshold is named but not measured", func(t *testing.T) {
		upsert(t, ann, map[string]any{"casino_name": "Bellagio Hotel and Casino", "tier": "Platinum", "points_balance": 250000})
		data := ann.MustAction(t, "tier_progress", map[string]any{"casino_name": "Bellagio Hotel and Casino"})
		next := apitest.Object(t, data["next_tier"])
		if next["name"] != "NOIR" || next["qualification_amount"] != nil || data["qualification_amount"] != nil || data["percent_to_next"] != nil || data["points_needed"] != nil {
			t.Errorf("next %v, amount %v, percent %v, points %v", next, data["qualification_amount"], data["percent_to_next"], data["points_needed"])
		}
		if len(apitest.Array(t, data["assumptions"])) != 0 {
			t.Errorf("assumptions = %v, want none when nothing was computed", data["assumptions"])
		}
		// MGM's tier period is the calendar year (status starts Feb 1).
		if data["deadline"] != "2026-12-31" {
			t.Errorf("deadline = %v", data["deadline"])
		}
	})

	unknown := []struct {
		name, casino, tier, reason string
	}{
		{"no directory casino matches", "Joe's Card Room", "Member", "No single directory casino matches"},
		{"the casino has no rewards program", "Oaklawn Park Racing & Gaming", "Gold", "no rewards program"},
		{"the program publishes no ladder", "Wynn Las Vegas", "Red", "no published tier ladder for Wynn Rewards"},
		{"the tier is not on the ladder", "Cromwell Las Vegas", "Titanium", `"Titanium" is not a tier of Caesars Rewards`},
	}
	for _, tt := range unknown {
		t.Run("the ladder is unknown when "+tt.name, func(t *testing.T) {
			upsert(t, ann, map[string]any{"casino_name": tt.casino, "tier": tt.tier, "points_balance": 500})
			data := ann.MustAction(t, "tier_progress", map[string]any{"casino_name": tt.casino})
			if data["ladder"] != "unknown" || !strings.Contains(data["ladder_reason"].(string), tt.reason) {
				t.Errorf("ladder %v, reason %v; want unknown, %q", data["ladder"], data["ladder_reason"], tt.reason)
			}
			for _, k := range []string{"current_level", "next_tier", "qualification_amount", "qualification_unit", "percent_to_next", "points_needed", "points_per_day_needed"} {
				if v, ok := data[k]; !ok || v != nil {
					t.Errorf("%s = %v (present %v), want null", k, v, ok)
				}
			}
		})
	}

	t.Run("an unknown ladder still uses the player's own figures and a calendar-year period", func(t *testing.T) {
		// Cromwell is Caesars (calendar year) though Titanium is not on its ladder.
		upsert(t, ann, map[string]any{"casino_name": "Cromwell Las Vegas", "tier": "Titanium", "points_needed": 2130})
		data := ann.MustAction(t, "tier_progress", map[string]any{"casino_name": "Cromwell Las Vegas"})
		if apitest.Num(t, data["points_needed"]) != 2130 || apitest.Num(t, data["days_left"]) != 213 || apitest.Num(t, data["points_per_day_needed"]) != 10 {
			t.Errorf("points %v, days %v, per day %v", data["points_needed"], data["days_left"], data["points_per_day_needed"])
		}
		if data["percent_to_next"] != nil {
			t.Errorf("percent_to_next = %v, want null", data["percent_to_next"])
		}
	})

	t.Run("a program whose period is not the calendar year gives no deadline without tier_expires_at", func(t *testing.T) {
		upsert(t, ann, map[string]any{"casino_name": "WinStar World Casino & Resort", "tier": "Premier", "points_balance": 7500})
		data := ann.MustAction(t, "tier_progress", map[string]any{"casino_name": "WinStar World Casino & Resort"})
		if apitest.Num(t, data["percent_to_next"]) != 50 || apitest.Num(t, data["points_needed"]) != 7500 {
			t.Errorf("percent %v, points %v", data["percent_to_next"], data["points_needed"])
		}
		if data["deadline"] != nil || data["days_left"] != nil || data["points_per_day_needed"] != nil {
			t.Errorf("deadline %v, days %v, per day %v; want null", data["deadline"], data["days_left"], data["points_per_day_needed"])
		}
	})

	t.Run("a passed deadline reads 0 days and no daily pace", func(t *testing.T) {
		upsert(t, ann, map[string]any{"casino_name": "Linq Hotel & Casino", "tier": "Gold", "tier_expires_at": "2026-05-01"})
		data := ann.MustAction(t, "tier_progress", map[string]any{"casino_name": "Linq Hotel & Casino"})
		if apitest.Num(t, data["days_left"]) != 0 || data["points_per_day_needed"] != nil {
			t.Errorf("days %v, per day %v", data["days_left"], data["points_per_day_needed"])
		}
	})

	t.Run("404 for a casino where the caller has no tier, even when another player has", func(t *testing.T) {
		bob := h.NewPlayer(t, "read,write")
		upsert(t, bob, map[string]any{"casino_name": "Horseshoe Las Vegas", "tier": "Diamond"})
		ann.Action(t, "tier_progress", map[string]any{"casino_name": "Horseshoe Las Vegas"}).WantError(t, http.StatusNotFound, "not_found", "Horseshoe Las Vegas")
	})

	for _, tt := range []struct {
		name   string
		fields map[string]any
	}{
		{"casino_name is missing", map[string]any{}},
		{"casino_name is blank", map[string]any{"casino_name": " "}},
		{"casino_name is too long", map[string]any{"casino_name": string(make([]byte, 201))}},
	} {
		t.Run("400 when "+tt.name, func(t *testing.T) {
			ann.Action(t, "tier_progress", tt.fields).WantInvalid(t, "casino_name")
		})
	}

	t.Run("a key without read is refused with 403", func(t *testing.T) {
		ann.WithKey(t, "write").Action(t, "tier_progress", map[string]any{"casino_name": "Caesars Palace Casino"}).
			WantError(t, http.StatusForbidden, "insufficient_scope", `"read"`)
	})
}
