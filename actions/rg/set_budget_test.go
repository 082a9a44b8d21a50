package rg_test

import (
	"net/http"
	"strings"
	"testing"
	"time"

	_ "github.com/tierline/tierline/actions/rg"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/transport/apitest"
)

const rgPath = "/v1/rg"

// storedLimit is the account's stored limit of kind.
func storedLimit(t *testing.T, h *apitest.Harness, p *apitest.Player, kind string) *persistence.RGLimit {
	t.Helper()
	l := new(persistence.RGLimit)
	if err := h.DB.NewSelect().Model(l).Where("account_id = ? AND kind = ?", p.Account.ID, kind).Scan(t.Context()); err != nil {
		t.Fatalf("read %s limit: %v", kind, err)
	}
	return l
}

func TestSetBudgetCoolingOff(t *testing.T) {
	start := time.Date(2026, 5, 4, 12, 0, 0, 0, time.UTC)
	h := apitest.NewAt(t, start)
	p := h.NewPlayer(t, "read")

	step := func(t *testing.T, amount float64) map[string]any {
		t.Helper()
		return p.Call(t, rgPath, "set_budget", map[string]any{"period": "week", "amount": amount}).Data(t)
	}
	t.Run("a first budget applies at once", func(t *testing.T) {
		data := step(t, 500)
		l := apitest.Object(t, data["limit"])
		apitest.WantNum(t, l, "amount", 500)
		apitest.WantNull(t, l, "pending_amount")
		if data["took_effect_now"] != true || l["kind"] != "budget_week" {
			t.Errorf("data = %v", data)
		}
		if got := storedLimit(t, h, p, "budget_week"); got.Amount != apitest.USD(500).Cents() || got.PendingAmount != nil {
			t.Errorf("stored %+v", got)
		}
	})
	t.Run("a higher budget waits 24 hours and the answer says when", func(t *testing.T) {
		data := step(t, 800)
		l := apitest.Object(t, data["limit"])
		apitest.WantNum(t, l, "amount", 500)
		apitest.WantNum(t, l, "pending_amount", 800)
		if l["pending_effective_at"] != "2026-05-05T12:00:00Z" || data["took_effect_now"] != false {
			t.Errorf("pending_effective_at %v took_effect_now %v", l["pending_effective_at"], data["took_effect_now"])
		}
		if !strings.Contains(data["message"].(string), "2026-05-05T12:00:00Z") {
			t.Errorf("message %q does not say when", data["message"])
		}
	})
	t.Run("before the cooling-off ends the old budget is in force", func(t *testing.T) {
		h.Clock.Advance(23 * time.Hour)
		data := p.Call(t, rgPath, "get_risk_profile", nil).Data(t)
		l := apitest.Object(t, apitest.Array(t, data["limits"])[0])
		apitest.WantNum(t, l, "amount", 500)
	})
	t.Run("after it, the new budget is", func(t *testing.T) {
		h.Clock.Advance(2 * time.Hour)
		data := p.Call(t, rgPath, "get_risk_profile", nil).Data(t)
		l := apitest.Object(t, apitest.Array(t, data["limits"])[0])
		apitest.WantNum(t, l, "amount", 800)
		apitest.WantNull(t, l, "pending_amount")
	})
	t.Run("tightening cancels a pending loosening at once", func(t *testing.T) {
		step(t, 2000) // waits
		data := step(t, 300)
		l := apitest.Object(t, data["limit"])
		apitest.WantNum(t, l, "amount", 300)
		apitest.WantNull(t, l, "pending_amount")
		if got := storedLimit(t, h, p, "budget_week"); got.PendingAmount != nil || got.Amount != apitest.USD(300).Cents() {
			t.Errorf("stored %+v", got)
		}
	})

	for _, tt := range []struct {
		name   string
		fields map[string]any
		field  string
	}{
		{"period missing", map[string]any{"amount": 10}, "period"},
		{"period unknown", map[string]any{"period": "year", "amount": 10}, "period"},
		{"amount missing", map[string]any{"period": "day"}, "amount"},
		{"amount zero", map[string]any{"period": "day", "amount": 0}, "amount"},
		{"amount negative", map[string]any{"period": "day", "amount": -5}, "amount"},
	} {
		t.Run("400 when "+tt.name, func(t *testing.T) {
			p.Call(t, rgPath, "set_budget", tt.fields).WantInvalid(t, tt.field)
		})
	}
	t.Run("a key without read is refused", func(t *testing.T) {
		p.WithKey(t, "write").Call(t, rgPath, "set_budget", map[string]any{"period": "day", "amount": 5}).
			WantError(t, http.StatusForbidden, "insufficient_scope", `"read"`)
	})
}
