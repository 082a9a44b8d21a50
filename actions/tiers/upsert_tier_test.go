package tiers_test

import (
	"context"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/transport/apitest"
)

func TestUpsertTier(t *testing.T) {
	clock := apitest.NewClock(time.Date(2026, 5, 10, 12, 0, 0, 0, time.UTC))
	h := apitest.New(t, apitest.Options{Clock: clock})
	ann := h.NewPlayer(t, "read,write")
	ctx := context.Background()

	var id string
	t.Run("a new casino creates the row, a created history row and a tier_changed event", func(t *testing.T) {
		data := ann.MustAction(t, "upsert_tier", map[string]any{
			"casino_name": "  Caesars   Palace Casino ", "tier": " Platinum ", "points_balance": 6200.5, "points_needed": 8799.5,
			"tier_expires_at": "2027-01-31", "ytd_coin_in": 31000.456, "ytd_theo": 1550.004,
		})
		if data["created"] != true {
			t.Errorf("created = %v, want true", data["created"])
		}
		tier := apitest.Object(t, data["tier"])
		id = tier["id"].(string)
		want := map[string]any{"casino_name": "Caesars Palace Casino", "tier": "Platinum", "tier_expires_at": "2027-01-31"}
		for k, v := range want {
			if tier[k] != v {
				t.Errorf("tier.%s = %v, want %v", k, tier[k], v)
			}
		}
		for k, v := range map[string]float64{"points_balance": 6200.5, "points_needed": 8799.5, "ytd_coin_in": 31000.46, "ytd_theo": 1550} {
			if got := apitest.Num(t, tier[k]); got != v {
				t.Errorf("tier.%s = %v, want %v", k, got, v)
			}
		}
		if row := apitest.Read[persistence.UserTier](t, h, id); row.AccountID != ann.Account.ID || row.CasinoKey != "caesars palace casino" || row.Tier != "Platinum" || row.YTDCoinIn != apitest.USD(31000.46) {
			t.Errorf("stored row = %+v", row)
		}
		if n := h.Count(t, "tier_history", "account_id = ? AND change = 'created' AND tier = 'Platinum' AND points_balance = 6200.5", ann.Account.ID); n != 1 {
			t.Errorf("%d created history rows, want 1", n)
		}
		if n := h.Count(t, "activity_events", "account_id = ? AND kind = 'tier_changed' AND ref_id = ?", ann.Account.ID, id); n != 1 {
			t.Errorf("%d tier_changed events, want 1", n)
		}
	})

	t.Run("the same casino in other casing updates the one row, keeps the directory's name and omitted fields", func(t *testing.T) {
		data := ann.MustAction(t, "upsert_tier", map[string]any{"casino_name": "CAESARS PALACE casino", "tier": "platinum", "points_balance": 7000})
		if data["created"] != false {
			t.Errorf("created = %v, want false", data["created"])
		}
		if m := apitest.Object(t, data["casino_match"]); m["matched_by"] != "name_ignoring_case" || m["name"] != "Caesars Palace Casino" || m["query"] != "CAESARS PALACE casino" {
			t.Errorf("casino_match = %v", m)
		}
		tier := apitest.Object(t, data["tier"])
		if tier["id"] != id || tier["casino_name"] != "Caesars Palace Casino" || tier["tier"] != "platinum" ||
			apitest.Num(t, tier["points_balance"]) != 7000 || apitest.Num(t, tier["points_needed"]) != 8799.5 ||
			tier["tier_expires_at"] != "2027-01-31" || apitest.Num(t, tier["ytd_coin_in"]) != 31000.46 {
			t.Errorf("updated tier = %v", tier)
		}
		if n := h.Count(t, "user_tiers", "account_id = ?", ann.Account.ID); n != 1 {
			t.Errorf("%d tier rows, want 1", n)
		}
		if n := h.Count(t, "tier_history", "account_id = ? AND change = 'updated' AND points_balance = 7000", ann.Account.ID); n != 1 {
			t.Errorf("%d updated history rows, want 1", n)
		}
		if n := h.Count(t, "activity_events", "account_id = ? AND kind = 'tier_changed'", ann.Account.ID); n != 1 {
			t.Errorf("%d tier_changed events after a change of case only, want still 1", n)
		}
	})

	t.Run("the directory's name search and the slug find the same row", func(t *testing.T) {
		cy := h.NewPlayer(t, "read,write")
		first := apitest.Object(t, cy.MustAction(t, "upsert_tier", map[string]any{"casino_name": "caesars palace casino", "tier": "Gold"})["tier"])
		for _, ref := range []string{"Caesars Palace", caesarsSlug(t, h)} {
			data := cy.MustAction(t, "upsert_tier", map[string]any{"casino_name": ref, "tier": "Gold"})
			tier := apitest.Object(t, data["tier"])
			if data["created"] != false || tier["id"] != first["id"] || tier["casino_name"] != "Caesars Palace Casino" {
				t.Errorf("%q: created %v, tier %v", ref, data["created"], tier)
			}
		}
		if n := h.Count(t, "user_tiers", "account_id = ?", cy.Account.ID); n != 1 {
			t.Errorf("%d tier rows, want 1", n)
		}
	})

	t.Run("a casino the directory does not know keeps the latest spelling", func(t *testing.T) {
		bob := h.NewPlayer(t, "read,write")
		bob.MustAction(t, "upsert_tier", map[string]any{"casino_name": "joe's card room", "tier": "Gold"})
		data := bob.MustAction(t, "upsert_tier", map[string]any{"casino_name": "Joe's Card Room", "tier": "Gold"})
		if tier := apitest.Object(t, data["tier"]); data["created"] != false || tier["casino_name"] != "Joe's Card Room" {
			t.Errorf("created %v, tier %v", data["created"], tier)
		}
		if m := apitest.Object(t, data["casino_match"]); m["matched_by"] != "none" || m["slug"] != nil {
			t.Errorf("casino_match = %v", m)
		}
	})

	t.Run("a new tier name adds a tier_changed event naming both tiers", func(t *testing.T) {
		clock.Advance(time.Hour)
		ann.MustAction(t, "upsert_tier", map[string]any{"casino_name": "Caesars Palace Casino", "tier": "Diamond"})
		var events []persistence.ActivityEvent
		if err := h.DB.NewSelect().Model(&events).Where("ae.account_id = ? AND ae.kind = 'tier_changed'", ann.Account.ID).
			OrderExpr("ae.created_at").Scan(ctx); err != nil {
			t.Fatal(err)
		}
		if len(events) != 2 {
			t.Fatalf("%d tier_changed events, want 2", len(events))
		}
		if s := events[1].Summary; !strings.Contains(s, "platinum") || !strings.Contains(s, "Diamond") || strings.Contains(s, "7000") {
			t.Errorf("summary %q should name the old and new tier and no points", s)
		}
		if n := h.Count(t, "tier_history", "account_id = ?", ann.Account.ID); n != 3 {
			t.Errorf("%d history rows, want 3 (created, updated, updated)", n)
		}
	})

	t.Run("only casino_name and tier are required; numbers start at 0", func(t *testing.T) {
		tier := upsert(t, ann, map[string]any{"casino_name": "Some Local Place", "tier": "Member"})
		for _, k := range []string{"points_balance", "points_needed", "ytd_coin_in", "ytd_theo"} {
			if apitest.Num(t, tier[k]) != 0 {
				t.Errorf("%s = %v, want 0", k, tier[k])
			}
		}
		if v, ok := tier["tier_expires_at"]; !ok || v != nil {
			t.Errorf("tier_expires_at = %v (present %v), want null", v, ok)
		}
	})

	t.Run("another player's row at the same casino is separate", func(t *testing.T) {
		bob := h.NewPlayer(t, "read,write")
		data := bob.MustAction(t, "upsert_tier", map[string]any{"casino_name": "Caesars Palace Casino", "tier": "Gold"})
		if data["created"] != true || apitest.Object(t, data["tier"])["id"] == id {
			t.Errorf("bob's upsert = %v, want a new row", data)
		}
		if n := h.Count(t, "user_tiers", "account_id = ? AND tier = 'Diamond'", ann.Account.ID); n != 1 {
			t.Errorf("ann's row changed: %d Diamond rows", n)
		}
	})

	long := strings.Repeat("x", 201)
	for _, tt := range []struct {
		name   string
		fields map[string]any
		field  string
	}{
		{"casino_name is missing", map[string]any{"tier": "Gold"}, "casino_name"},
		{"casino_name is blank", map[string]any{"casino_name": "  ", "tier": "Gold"}, "casino_name"},
		{"casino_name is too long", map[string]any{"casino_name": long, "tier": "Gold"}, "casino_name"},
		{"tier is missing", map[string]any{"casino_name": "X"}, "tier"},
		{"tier is blank", map[string]any{"casino_name": "X", "tier": " "}, "tier"},
		{"tier is too long", map[string]any{"casino_name": "X", "tier": long}, "tier"},
		{"tier is not a string", map[string]any{"casino_name": "X", "tier": 3}, "tier"},
		{"points_balance is negative", map[string]any{"casino_name": "X", "tier": "Gold", "points_balance": -1}, "points_balance"},
		{"points_needed is negative", map[string]any{"casino_name": "X", "tier": "Gold", "points_needed": -0.5}, "points_needed"},
		{"points_balance is not a number", map[string]any{"casino_name": "X", "tier": "Gold", "points_balance": "many"}, "points_balance"},
		{"tier_expires_at is not a date", map[string]any{"casino_name": "X", "tier": "Gold", "tier_expires_at": "31/01/2027"}, "tier_expires_at"},
		{"ytd_coin_in is negative", map[string]any{"casino_name": "X", "tier": "Gold", "ytd_coin_in": -10}, "ytd_coin_in"},
		{"ytd_theo is negative", map[string]any{"casino_name": "X", "tier": "Gold", "ytd_theo": -10}, "ytd_theo"},
	} {
		t.Run("400 when "+tt.name, func(t *testing.T) {
			rows := h.Count(t, "user_tiers", "account_id = ?", ann.Account.ID)
			history := h.Count(t, "tier_history", "account_id = ?", ann.Account.ID)
			ann.Action(t, "upsert_tier", tt.fields).WantInvalid(t, tt.field)
			if h.Count(t, "user_tiers", "account_id = ?", ann.Account.ID) != rows || h.Count(t, "tier_history", "account_id = ?", ann.Account.ID) != history {
				t.Error("a rejected request wrote rows")
			}
		})
	}

	t.Run("a key without write is refused with 403", func(t *testing.T) {
		ann.WithKey(t, "read").Action(t, "upsert_tier", map[string]any{"casino_name": "X", "tier": "Gold"}).
			WantError(t, http.StatusForbidden, "insufficient_scope", `"write"`)
		if n := h.Count(t, "user_tiers", "account_id = ? AND casino_key = 'x'", ann.Account.ID); n != 0 {
			t.Errorf("a refused request wrote %d rows", n)
		}
	})
}
