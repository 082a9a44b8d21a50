package gaming

import (
	"fmt"
	"math"
	"testing"

	"github.com/tierline/tierline/internal/domain"
)

func near(a, b float64) bool { return math.Abs(a-b) < 1e-9 }

func TestTheoHandWorked(t *testing.T) {
	// $25 × 60 hands/h × 4 h × 1% = $60.
	if got := TableTheo(25, 60, 4, 0.01); !near(got, 60) {
		t.Errorf("TableTheo = %v, want 60", got)
	}
	// $10,000 coin-in on a 7.2% machine = $720.
	if got := MachineTheo(10000, 0.072); !near(got, 720) {
		t.Errorf("MachineTheo = %v, want 720", got)
	}
	if got := ADT(300, 3); !near(got, 100) || ADT(5, 0) != 0 {
		t.Errorf("ADT wrong")
	}
}

func TestSessionTheo(t *testing.T) {
	f := func(v float64) *domain.Money { return new(domain.DollarsOf(v)) }
	tests := []struct {
		name               string
		game               string
		denom, coinIn, avg *domain.Money
		hours              float64
		want               *domain.Money
	}{
		{"blackjack from average bet and time", Blackjack, nil, nil, f(25), 4, f(35)},    // 25×70×4×0.005
		{"slots from coin-in at the statewide hold", Slots, nil, f(1000), nil, 1, f(72)}, // 1000×0.072
		{"penny slots from coin-in", Slots, f(0.01), f(1000), nil, 1, f(100)},            // 1000×0.10
		{"a quarter machine holds Nevada's 2022 quarter win, not the statewide 7.2%", Slots, f(0.25), f(1000), nil, 1, f(80.6)},
		{"a dollar machine holds the Wendover area's dollar win, not the statewide 7.2%", Slots, f(1), f(1000), nil, 1, f(42.5)},
		{"a denomination without a row falls back to statewide", Slots, f(0.5), f(1000), nil, 1, f(72)},
		{"roulette", Roulette, nil, nil, f(10), 2, f(39.98)}, // 10×38×2×0.0526 = 39.976
		{"poker has no house edge", Poker, nil, f(100), f(5), 1, nil},
		{"a table session without bet or coin-in", Craps, nil, nil, nil, 3, nil},
	}
	for _, tt := range tests {
		got := SessionTheo(tt.game, tt.denom, tt.coinIn, tt.avg, tt.hours)
		if (got == nil) != (tt.want == nil) || (got != nil && *got != *tt.want) {
			t.Errorf("%s: SessionTheo = %v, want %v", tt.name, deref(got), deref(tt.want))
		}
	}
}

func deref(p *domain.Money) any {
	if p == nil {
		return nil
	}
	return *p
}

func TestEveryRowHasASource(t *testing.T) {
	seen := map[string]bool{}
	for _, g := range Games {
		if len(g.Sources) == 0 || g.Sources[0].URL == "" {
			t.Errorf("%s %s has no source", g.GameType, g.Variant)
		}
		if g.HouseEdge <= 0 || g.HouseEdge > 0.25 {
			t.Errorf("%s %s edge %v out of range", g.GameType, g.Variant, g.HouseEdge)
		}
		if !IsGameType(g.GameType) {
			t.Errorf("unknown game type %s", g.GameType)
		}
		seen[g.GameType] = true
	}
	for _, g := range []string{Blackjack, Baccarat, Craps, Roulette, VideoPoker, Slots} {
		if !seen[g] {
			t.Errorf("no row for %s", g)
		}
	}
	for _, r := range []Rate{OfferReinvestment, PointsReinvestment} {
		if len(r.Sources) == 0 || r.Low > r.Typical || r.Typical > r.High {
			t.Errorf("rate %s is malformed", r.Name)
		}
	}
}

func TestSessionRatedTheo(t *testing.T) {
	f := func(v float64) *domain.Money { return new(domain.DollarsOf(v)) }
	tests := []struct {
		name               string
		game               string
		denom, coinIn, avg *domain.Money
		hours              float64
		theo, rated        *domain.Money
	}{
		{"blackjack is rated at 2% and 60 hands an hour, over three times the basic-strategy loss", Blackjack, nil, nil, f(25), 4, f(35), f(120)}, // 25×60×4×0.02
		{"blackjack with a known coin-in is rated on it at 2%", Blackjack, nil, f(6000), f(25), 4, f(30), f(120)},
		{"slots are rated at the machine's hold: rated theo equals expected loss", Slots, f(0.25), f(1000), nil, 1, f(80.6), f(80.6)},
		{"roulette has no sourced rating: its own edge and pace stand in", Roulette, nil, nil, f(10), 2, f(39.98), f(39.98)},
		{"poker has neither", Poker, nil, nil, f(5), 1, nil, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			theo := SessionTheo(tt.game, tt.denom, tt.coinIn, tt.avg, tt.hours)
			rated := SessionRatedTheo(tt.game, tt.denom, tt.coinIn, tt.avg, tt.hours)
			if fmt.Sprint(deref(theo)) != fmt.Sprint(deref(tt.theo)) || fmt.Sprint(deref(rated)) != fmt.Sprint(deref(tt.rated)) {
				t.Errorf("theo %v rated %v, want %v and %v", deref(theo), deref(rated), deref(tt.theo), deref(tt.rated))
			}
		})
	}
	if got := Rerate(Blackjack, 0, domain.DollarsOf(35), false); got != domain.DollarsOf(120) {
		t.Errorf("Rerate of a $35 blackjack theo from bet and time = %v, want 120", got)
	}
	if got := Rerate(Blackjack, 0, domain.DollarsOf(30), true); got != domain.DollarsOf(120) {
		t.Errorf("Rerate of a $30 blackjack theo from coin-in = %v, want 120", got)
	}
}

func TestEveryRatingSaysWhatItRestsOn(t *testing.T) {
	for _, r := range Ratings {
		if r.Basis == "" || len(r.Sources) == 0 || r.HouseEdge <= 0 || r.DecisionsPerHour == nil {
			t.Errorf("rating of %s is incomplete: %+v", r.GameType, r)
		}
		if g, _ := Default(r.GameType); !r.Known && (r.HouseEdge != g.HouseEdge || *r.DecisionsPerHour != *g.DecisionsPerHour) {
			t.Errorf("rating of %s is not sourced but differs from the game's row", r.GameType)
		}
	}
	for _, g := range Games {
		if g.GameType == Slots && (g.Area == "" || (g.Verified && g.Period == "")) {
			t.Errorf("slot row %s does not say where and when it was measured", g.Variant)
		}
	}
}
