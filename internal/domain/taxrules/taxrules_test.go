package taxrules

import (
	"fmt"
	"slices"
	"strings"
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
		{"a $1,500 keno win in 2026 is not reported: keno is $2,000 from 2026", 2026, "keno", 1510, 10, false, 2000, true, false},
		{"a $2,000 keno win net of the wager in 2026 is reported", 2026, "keno", 2010, 10, true, 2000, true, false},
		{"a $1,000 long shot at 500 times the wager in 2026 is not reported: other games are $2,000 from 2026", 2026, "roulette", 1002, 2, false, 2000, true, false},
		{"a $2,000 long shot at 300 times the wager in 2026 is reported", 2026, "other", 2010, 6.7, true, 2000, true, false},
		{"a $2,000 win below 300 times the wager in 2026 is not", 2026, "blackjack", 3000, 100, false, 2000, true, false},
		{"a poker tournament over $5,000 net in 2026 is still reported", 2026, "poker", 5600, 500, true, 5000, true, false},
		{"a $4,000 poker tournament win in 2026 is not", 2026, "poker", 4500, 500, false, 5000, true, false},
		{"keno in 2027 uses the 2026 amount and says it is not known", 2027, "keno", 2500, 10, true, 2000, false, false},
		{"other games in 2027 use the 2026 amount and say it is not known", 2027, "other", 2010, 6.7, true, 2000, false, false},
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

func TestThresholdsSayTheirYearAndSource(t *testing.T) {
	tests := []struct {
		name       string
		year       int
		kind       string
		amount     float64
		amountYear int
		known      bool
		sourceHas  string
		basisHas   string
	}{
		{"slots in 2025 rest on the IRS instructions", 2025, GameSlots, 1200, 2025, true, "irs.gov", "$1,200"},
		{"slots in 2026 rest on the IRS draft for 2026", 2026, GameSlots, 2000, 2026, true, "mossadams.com", "December 15, 2025"},
		{"keno in 2026 is $2,000 and says its measure is carried forward", 2026, GameKeno, 2000, 2026, true, "rsmus.com", "carried forward"},
		{"other games in 2026 are $2,000 with the 300 times condition", 2026, GameOther, 2000, 2026, true, "finley-cook.com", "300"},
		{"poker tournaments in 2026 say no source states the amount and what it rests on", 2026, GamePokerTournament, 5000, 2026, true, "w2gs-debunking", "No source found"},
		{"bingo in 2028 uses the 2026 amount, marked not known", 2028, GameBingo, 2000, 2026, false, "finley-cook.com", "indexed"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			th := ThresholdFor(tt.year, tt.kind)
			if th.Amount != usd(tt.amount) || th.AmountYear != tt.amountYear || th.Known != tt.known || th.TaxYear != tt.year {
				t.Errorf("threshold = %+v", th)
			}
			if !strings.Contains(th.Basis, tt.basisHas) {
				t.Errorf("basis %q lacks %q", th.Basis, tt.basisHas)
			}
			found := false
			for _, s := range th.Sources {
				found = found || strings.Contains(s.URL, tt.sourceHas)
			}
			if !found {
				t.Errorf("sources %v lack %s", th.Sources, tt.sourceHas)
			}
			c := W2G(tt.year, map[string]string{GameSlots: "slots", GameBingo: "bingo", GameKeno: "keno", GamePokerTournament: "poker", GameOther: "other"}[tt.kind], usd(1), 0)
			if c.ThresholdYear != tt.amountYear || c.ThresholdBasis != th.Basis || !strings.Contains(c.Rule, fmt.Sprintf("tax year %d", tt.year)) {
				t.Errorf("check = year %d basis %q rule %q", c.ThresholdYear, c.ThresholdBasis, c.Rule)
			}
		})
	}
	if got := Thresholds(2026); len(got) != len(GameKinds) {
		t.Errorf("Thresholds(2026) has %d kinds", len(got))
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
