package taxrules

import (
	"slices"
	"testing"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/internal/domain/gaming"
)

var usd = domain.DollarsOf

func TestW2GAcrossTheYears(t *testing.T) {
	tests := []struct {
		name       string
		year       int
		game       string
		won, wager float64
		reportable bool
		threshold  float64
		known      bool
		withhold   bool
	}{
		{"a $1,200 slot jackpot in 2025 is reported", 2025, "slots", 1200, 5, true, 1200, true, false},
		{"a $1,199.99 slot jackpot in 2025 is not", 2025, "slots", 1199.99, 5, false, 1200, true, false},
		{"a $1,500 slot jackpot in 2026 is not reported", 2026, "slots", 1500, 5, false, 2000, true, false},
		{"a $2,000 slot jackpot in 2026 is reported", 2026, "slots", 2000, 5, true, 2000, true, false},
		{"video poker follows the slot rule", 2026, "video_poker", 1999, 1.25, false, 2000, true, false},
		{"2027 uses the 2026 amount and says it is not known", 2027, "slots", 2500, 1, true, 2000, false, false},
		{"keno is measured net of the wager", 2025, "keno", 1505, 10, false, 1500, true, false},
		{"keno at exactly $1,500 net is reported", 2025, "keno", 1510, 10, true, 1500, true, false},
		{"a poker tournament over $5,000 net of the buy-in is reported", 2025, "poker", 6000, 500, true, 5000, true, false},
		{"a poker tournament of exactly $5,000 net is not", 2025, "poker", 5500, 500, false, 5000, true, false},
		{"a table win of $600 at 300 times the wager is reported", 2025, "roulette", 602, 2, true, 600, true, false},
		{"a table win of $600 below 300 times the wager is not", 2025, "blackjack", 700, 25, false, 600, true, false},
		{"a big long-shot win is withheld on", 2025, "other", 10002, 2, true, 600, true, true},
		{"a win without a wager cannot meet 300 times", 2025, "craps", 5000, 0, false, 600, true, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := W2G(tt.year, tt.game, usd(tt.won), usd(tt.wager))
			if c.Reportable != tt.reportable || c.Threshold != usd(tt.threshold) || c.ThresholdKnown != tt.known || c.WithholdingRequired != tt.withhold {
				t.Errorf("W2G = reportable %v threshold %v known %v withhold %v; want %v %v %v %v (%s)",
					c.Reportable, c.Threshold, c.ThresholdKnown, c.WithholdingRequired, tt.reportable, tt.threshold, tt.known, tt.withhold, c.Rule)
			}
			if c.Rule == "" || len(c.Sources) == 0 {
				t.Error("no rule or source")
			}
		})
	}
}

func TestDeductionAtThe2025And2026Boundary(t *testing.T) {
	tests := []struct {
		year            int
		won, lost       float64
		deductible, net float64
	}{
		{2025, 10000, 10000, 10000, 0},
		{2026, 10000, 10000, 9000, 1000}, // break even, taxed on $1,000
		{2025, 10000, 4000, 4000, 6000},
		{2026, 10000, 4000, 3600, 6400},
		{2026, 10000, 20000, 10000, 0}, // 90% of 20,000 = 18,000, capped at winnings
		{2026, 0, 5000, 0, 0},
	}
	for _, tt := range tests {
		s := Deduction(tt.year, usd(tt.won), usd(tt.lost))
		if s.DeductibleLosses != usd(tt.deductible) || s.Net != usd(tt.net) {
			t.Errorf("%d won %v lost %v: deductible %v net %v, want %v %v", tt.year, tt.won, tt.lost, s.DeductibleLosses, s.Net, tt.deductible, tt.net)
		}
	}
}

func TestW2GGamesAreTheSessionGamesAndBingo(t *testing.T) {
	want := append(slices.Clone(gaming.GameTypes), GameBingo)
	got := slices.Clone(W2GGameTypes)
	slices.Sort(want)
	slices.Sort(got)
	if !slices.Equal(got, want) {
		t.Errorf("W2GGameTypes %v, want the session game types and bingo %v", W2GGameTypes, want)
	}
}
