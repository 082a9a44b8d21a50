package comp_test

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/transport/apitest"
)

const predictPath = "/v1/comp/predict"

// predictFixture is a player with play at two casinos: Bellagio on 3
// gaming days in the last 90 (300 theo) and Small Place on 1 (900 theo).
func predictFixture(t *testing.T) (*apitest.Harness, *apitest.Player) {
	t.Helper()
	now := time.Date(2026, 6, 30, 12, 0, 0, 0, time.UTC)
	h := apitest.NewAt(t, now)
	p := h.NewPlayer(t, "read")
	ago := func(days int) time.Time { return now.AddDate(0, 0, -days) }
	// 3 gaming days in 90 days, 300 theo: ADT 100, one day a month → 30.
	for _, d := range []int{10, 40, 70} {
		closedSession(t, p, "Bellagio Hotel and Casino", ago(d), apitest.USDPtr(60.0), "slots")
		closedSession(t, p, "Bellagio Hotel and Casino", ago(d).Add(2*time.Hour), apitest.USDPtr(40.0), "slots")
	}
	closedSession(t, p, "Small Place", ago(5), apitest.USDPtr(900.0), "craps")
	p.Offer(t, persistence.Offer{CasinoName: "Bellagio Hotel and Casino", OfferType: new("room"), Status: persistence.OfferRedeemed})
	p.Offer(t, persistence.Offer{CasinoName: "Bellagio Hotel and Casino", OfferType: new("room"), Status: persistence.OfferDeclined})
	p.Offer(t, persistence.Offer{CasinoName: "Bellagio Hotel and Casino", OfferType: new("food"), Status: persistence.OfferAvailable})
	return h, p
}

func TestPredict(t *testing.T) {
	_, p := predictFixture(t)

	t.Run("predict shows its inputs, value, type and confidence", func(t *testing.T) {
		data := p.Call(t, predictPath, "predict", map[string]any{"casino_name": "BELLAGIO hotel and casino"}).Data(t)
		in := apitest.Object(t, data["inputs"])
		apitest.WantNum(t, in, "sessions", 6)
		apitest.WantNum(t, in, "gaming_days", 3)
		apitest.WantNumber(t, "adt", in["adt"], 100)
		apitest.WantNumber(t, "gaming_days_per_month", in["gaming_days_per_month"], 1)
		apitest.WantNumber(t, "expected_value", data["expected_value"], 30)
		apitest.WantNumber(t, "expected_value_low", data["expected_value_low"], 20)
		apitest.WantNumber(t, "expected_value_high", data["expected_value_high"], 40)
		if data["offer_type"] != "room" || data["confidence"] != "medium" || data["casino_slug"] != "bellagio-hotel-and-casino-nv-c859bf1d" {
			t.Errorf("type %v confidence %v slug %v", data["offer_type"], data["confidence"], data["casino_slug"])
		}
		if !strings.Contains(data["assumption"].(string), "20-40%") {
			t.Errorf("assumption = %v", data["assumption"])
		}
	})
	t.Run("a casino without play has no confidence and an unknown type", func(t *testing.T) {
		data := p.Call(t, predictPath, "predict", map[string]any{"casino_name": "Nowhere"}).Data(t)
		if data["confidence"] != "none" || data["offer_type"] != "unknown" {
			t.Errorf("confidence %v type %v", data["confidence"], data["offer_type"])
		}
		apitest.WantNumber(t, "expected_value", data["expected_value"], 0)
	})
	t.Run("a day whose only session is keno is not a gaming day, as in the host book", func(t *testing.T) {
		now := time.Date(2026, 6, 30, 12, 0, 0, 0, time.UTC)
		p := apitest.NewAt(t, now).NewPlayer(t, "read")
		closedSession(t, p, "Small Place", now.AddDate(0, 0, -3), apitest.USDPtr(90.0), "slots")
		closedSession(t, p, "Small Place", now.AddDate(0, 0, -4), nil, "keno")
		in := apitest.Object(t, p.Call(t, predictPath, "predict", map[string]any{"casino_name": "Small Place"}).Data(t)["inputs"])
		apitest.WantNum(t, in, "gaming_days", 1)
		apitest.WantNum(t, in, "sessions_without_theo", 1)
		apitest.WantNumber(t, "adt", in["adt"], 90)
	})
	t.Run("a blackjack player's offer follows the casino's 2% rating, not the 0.5% edge", func(t *testing.T) {
		now := time.Date(2026, 6, 30, 12, 0, 0, 0, time.UTC)
		p := apitest.NewAt(t, now).NewPlayer(t, "read")
		for _, d := range []int{10, 40, 70} {
			blackjack(t, p, "Small Place", now.AddDate(0, 0, -d), 25, 240) // $25 for 4 hours
		}
		data := p.Call(t, predictPath, "predict", map[string]any{"casino_name": "Small Place"}).Data(t)
		in := apitest.Object(t, data["inputs"])
		apitest.WantNumber(t, "adt", in["adt"], 35)              // 25 × 70 × 4 × 0.5%
		apitest.WantNumber(t, "rated_adt", in["rated_adt"], 120) // 25 × 60 × 4 × 2%
		apitest.WantNumber(t, "rated_theo", in["rated_theo"], 360)
		// 1 gaming day a month × 120 × 30% = 36, where the player's own edge gave 10.50.
		apitest.WantNumber(t, "expected_value", data["expected_value"], 36)
		apitest.WantNumber(t, "expected_value_low", data["expected_value_low"], 24)
		apitest.WantNumber(t, "expected_value_high", data["expected_value_high"], 48)
	})
	t.Run("sessions under any spelling of one directory casino are that casino's, and the answer says how the name matched", func(t *testing.T) {
		now := time.Date(2026, 6, 30, 12, 0, 0, 0, time.UTC)
		p := apitest.NewAt(t, now).NewPlayer(t, "read")
		closedSession(t, p, "Caesars Palace", now.AddDate(0, 0, -3), apitest.USDPtr(90.0), "slots")
		closedSession(t, p, "caesars palace casino", now.AddDate(0, 0, -4), apitest.USDPtr(30.0), "slots")
		data := p.Call(t, predictPath, "predict", map[string]any{"casino_name": "CAESARS PALACE CASINO"}).Data(t)
		in := apitest.Object(t, data["inputs"])
		apitest.WantNum(t, in, "sessions", 2)
		apitest.WantNumber(t, "theo", in["theo"], 120)
		m := apitest.Object(t, data["casino_match"])
		if data["casino_name"] != "Caesars Palace Casino" || m["matched_by"] != "name_ignoring_case" || m["slug"] != data["casino_slug"] || data["casino_slug"] == nil {
			t.Errorf("casino_name %v, slug %v, casino_match %v", data["casino_name"], data["casino_slug"], m)
		}
		all := apitest.Array(t, p.Call(t, predictPath, "predict_all_casinos", nil).Data(t)["predictions"])
		if len(all) != 1 {
			t.Errorf("predict_all_casinos lists %d casinos, want the one", len(all))
		}
	})
	t.Run("casino_name is required", func(t *testing.T) {
		p.Call(t, predictPath, "predict", nil).WantInvalid(t, "casino_name")
	})
	t.Run("predict is not on the calculator endpoint", func(t *testing.T) {
		p.Call(t, calculatePath, "predict", map[string]any{"casino_name": "x"}).WantInvalid(t, "action")
	})
	t.Run("a key without read is refused", func(t *testing.T) {
		p.WithKey(t, "write").Call(t, predictPath, "predict_all_casinos", nil).WantError(t, http.StatusForbidden, "insufficient_scope", `"read"`)
	})
}

func TestPredictGamingDaysPerMonth(t *testing.T) {
	now := time.Date(2026, 6, 30, 12, 0, 0, 0, time.UTC)
	ago := func(days int) time.Time { return now.AddDate(0, 0, -days) }
	tests := []struct {
		name                string
		sessions            []time.Time
		theo                float64
		perMonth, value     float64
		windowFrom          string
		windowDays, gameDay float64
	}{
		{
			name:     "a lapsed player's two slot sessions a day apart ten months ago are 0.2 gaming days a month, not 60",
			sessions: []time.Time{ago(300), ago(299)}, theo: 100,
			perMonth: 0.2, value: 5.98, windowFrom: "2025-09-03", windowDays: 301, gameDay: 2,
		},
		{
			name:     "a lapsed player's one slot session ten months ago is 0.1 gaming days a month, not 30",
			sessions: []time.Time{ago(300)}, theo: 100,
			perMonth: 0.1, value: 2.99, windowFrom: "2025-09-03", windowDays: 301, gameDay: 1,
		},
		{
			name:     "two gaming days in the 90 days give $3.27, not $3.43 from a rounded 0.7",
			sessions: []time.Time{ago(5), ago(50)}, theo: 16.35,
			perMonth: 0.67, value: 3.27, windowFrom: "2026-04-02", windowDays: 90, gameDay: 2,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := apitest.NewAt(t, now)
			p := h.NewPlayer(t, "read")
			for _, start := range tt.sessions {
				closedSession(t, p, "Bellagio Hotel and Casino", start, apitest.USDPtr(tt.theo), "slots") // rated theo = theo
			}
			data := p.Call(t, predictPath, "predict", map[string]any{"casino_name": "Bellagio Hotel and Casino"}).Data(t)
			in := apitest.Object(t, data["inputs"])
			apitest.WantNumber(t, "gaming_days_per_month", in["gaming_days_per_month"], tt.perMonth)
			apitest.WantNumber(t, "gaming_days", in["gaming_days"], tt.gameDay)
			apitest.WantNumber(t, "window_days", in["window_days"], tt.windowDays)
			apitest.WantNumber(t, "expected_value", data["expected_value"], tt.value)
			if in["window_from"] != tt.windowFrom || in["window_through"] != "2026-06-30" {
				t.Errorf("window %v..%v, want %s..2026-06-30", in["window_from"], in["window_through"], tt.windowFrom)
			}
		})
	}
}
