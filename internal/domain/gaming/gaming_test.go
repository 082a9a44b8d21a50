package gaming

import (
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
	f := func(v float64) *domain.Money { return domain.DollarsOf(v).Ptr() }
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
		{"a quarter machine falls back to statewide", Slots, f(0.25), f(1000), nil, 1, f(72)},
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
