package comp_test

import (
	"testing"
	"time"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/internal/domain/gaming"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/transport/apitest"
)

// closedSession is a finished session at casino on day, with theo (nil for
// a game whose edge is unknown).
func closedSession(t *testing.T, p *apitest.Player, casino string, start time.Time, theo *domain.Money, game string) {
	t.Helper()
	end := domain.NewTimestamp(start.Add(time.Hour))
	net, minutes := apitest.USD(-10), 60
	p.Session(t, persistence.Session{CasinoName: casino, GameType: game, StartedAt: domain.NewTimestamp(start),
		EndedAt: &end, NetResult: &net, DurationMinutes: &minutes, Theo: theo, CashOut: apitest.USDPtr(0.0)})
}

// blackjack is a closed blackjack session at casino logged with its
// average bet and length, and the theo end_session computes for them.
func blackjack(t *testing.T, p *apitest.Player, casino string, start time.Time, avgBet float64, minutes int) {
	t.Helper()
	end := domain.NewTimestamp(start.Add(time.Duration(minutes) * time.Minute))
	bet := apitest.USD(avgBet)
	theo := gaming.SessionTheo(gaming.Blackjack, nil, nil, &bet, float64(minutes)/60)
	net := apitest.USD(-10)
	p.Session(t, persistence.Session{CasinoName: casino, GameType: gaming.Blackjack, StartedAt: domain.NewTimestamp(start), EndedAt: &end,
		NetResult: &net, DurationMinutes: &minutes, AvgBet: &bet, Theo: theo, CashOut: apitest.USDPtr(0.0)})
}

func TestAnalyzeHistory(t *testing.T) {
	now := time.Date(2026, 6, 30, 18, 0, 0, 0, time.UTC)
	h := apitest.NewAt(t, now)
	p := h.NewPlayer(t, "read")
	day := func(d int) time.Time { return time.Date(2026, 6, d, 20, 0, 0, 0, time.UTC) }
	closedSession(t, p, "Bellagio Hotel and Casino", day(1), apitest.USDPtr(100.0), "slots")
	closedSession(t, p, "bellagio  hotel and casino", day(1).Add(2*time.Hour), apitest.USDPtr(50.0), "slots")
	closedSession(t, p, "Bellagio Hotel and Casino", day(10), apitest.USDPtr(150.0), "craps")
	closedSession(t, p, "Bellagio Hotel and Casino", day(11), nil, "poker")
	closedSession(t, p, "Small Place", day(5), apitest.USDPtr(20.0), "slots")
	p.Offer(t, persistence.Offer{CasinoName: "Bellagio Hotel and Casino", Status: persistence.OfferRedeemed, Value: apitest.USDPtr(80.0)})
	p.Offer(t, persistence.Offer{CasinoName: "Bellagio Hotel and Casino", Status: persistence.OfferAvailable, Value: apitest.USDPtr(500.0)})
	other := h.NewPlayer(t, "read")
	closedSession(t, other, "Bellagio Hotel and Casino", day(2), apitest.USDPtr(9999.0), "blackjack")

	data := p.Call(t, calculatePath, "analyze_history", nil).Data(t)
	casinos := apitest.Array(t, data["casinos"])
	if len(casinos) != 2 {
		t.Fatalf("%d casinos, want 2 (another player's play never counts)", len(casinos))
	}
	b := apitest.Object(t, casinos[0])
	if b["casino_slug"] != "bellagio-hotel-and-casino-nv-c859bf1d" {
		t.Errorf("first casino = %v %v", b["casino_name"], b["casino_slug"])
	}
	// 300 theo over 4 sessions (1 without theo) on 2 gaming days: ADT 150.
	// June 11's only session is poker, whose theo is unknown: not a gaming day.
	apitest.WantNum(t, b, "sessions", 4)
	apitest.WantNum(t, b, "sessions_without_theo", 1)
	apitest.WantNum(t, b, "gaming_days", 2)
	apitest.WantNumber(t, "theo", b["theo"], 300)
	apitest.WantNumber(t, "adt", b["adt"], 150)
	earned := apitest.Object(t, b["comp_value_earned"])
	apitest.WantNumber(t, "earned.typical", earned["typical"], 90)
	apitest.WantNumber(t, "received", b["comp_value_received"], 80)
	apitest.WantNumber(t, "difference", b["received_minus_typical_earned"], -10)
	totals := apitest.Object(t, data["totals"])
	apitest.WantNumber(t, "totals.theo", totals["theo"], 320)
	apitest.WantNum(t, totals, "gaming_days", 3)

	t.Run("from and to limit the sessions", func(t *testing.T) {
		data := p.Call(t, calculatePath, "analyze_history", map[string]any{"from": "2026-06-05", "to": "2026-06-10"}).Data(t)
		casinos := apitest.Array(t, data["casinos"])
		if len(casinos) != 2 {
			t.Fatalf("%d casinos", len(casinos))
		}
		apitest.WantNumber(t, "totals.theo", apitest.Object(t, data["totals"])["theo"], 170)
	})
	t.Run("a day whose only session is keno is not a gaming day, as in the host book", func(t *testing.T) {
		p := h.NewPlayer(t, "read")
		closedSession(t, p, "Small Place", day(3), apitest.USDPtr(90.0), "slots")
		closedSession(t, p, "Small Place", day(4), nil, "keno")
		data := p.Call(t, calculatePath, "analyze_history", nil).Data(t)
		c := apitest.Object(t, apitest.Array(t, data["casinos"])[0])
		apitest.WantNum(t, c, "gaming_days", 1)
		apitest.WantNum(t, c, "sessions", 2)
		apitest.WantNum(t, c, "sessions_without_theo", 1)
		apitest.WantNumber(t, "adt", c["adt"], 90)
	})
	t.Run("blackjack comps follow the casino's 2% rating, not the player's 0.5% edge", func(t *testing.T) {
		p := h.NewPlayer(t, "read")
		blackjack(t, p, "Small Place", day(20), 25, 240) // $25 for 4 hours
		data := p.Call(t, calculatePath, "analyze_history", nil).Data(t)
		c := apitest.Object(t, apitest.Array(t, data["casinos"])[0])
		// expected loss 25 × 70 × 4 × 0.5% = 35; rated 25 × 60 × 4 × 2% = 120.
		apitest.WantNumber(t, "theo", c["theo"], 35)
		apitest.WantNumber(t, "adt", c["adt"], 35)
		apitest.WantNumber(t, "rated_theo", c["rated_theo"], 120)
		apitest.WantNumber(t, "rated_adt", c["rated_adt"], 120)
		earned := apitest.Object(t, c["comp_value_earned"])
		apitest.WantNumber(t, "earned.typical", earned["typical"], 36) // 30% of 120, not of 35
		apitest.WantNumber(t, "earned.low", earned["low"], 24)
		apitest.WantNumber(t, "earned.high", earned["high"], 48)
	})
	t.Run("to before from is 400", func(t *testing.T) {
		p.Call(t, calculatePath, "analyze_history", map[string]any{"from": "2026-06-10", "to": "2026-06-05"}).WantInvalid(t, "to")
	})
	t.Run("a player without sessions gets empty lists", func(t *testing.T) {
		data := h.NewPlayer(t, "read").Call(t, calculatePath, "analyze_history", nil).Data(t)
		if len(apitest.Array(t, data["casinos"])) != 0 {
			t.Error("casinos not empty")
		}
	})
}
