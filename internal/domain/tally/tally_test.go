package tally

import (
	"fmt"
	"testing"
	"time"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/internal/domain/gaming"
)

func usd(v float64) *domain.Money { return new(domain.DollarsOf(v)) }

// show prints an optional amount ("nil" or "12.50") so that failures read.
func show(m *domain.Money) string {
	if m == nil {
		return "nil"
	}
	return m.Decimal()
}

func TestTheoOrEstimate(t *testing.T) {
	tests := []struct {
		name        string
		s           Session
		theo, rated *domain.Money
	}{
		{"a stored theo wins over the figures", Session{GameType: gaming.Blackjack, AvgBet: usd(25), Minutes: new(240), Theo: usd(50)}, usd(50), usd(120)},
		{"blackjack from average bet and time", Session{GameType: gaming.Blackjack, AvgBet: usd(25), Minutes: new(240)}, usd(35), usd(120)},
		{"a stored blackjack theo without figures is rerated in proportion", Session{GameType: gaming.Blackjack, Theo: usd(35)}, usd(35), usd(120)},
		{"slots from coin-in", Session{GameType: gaming.Slots, Denomination: usd(0.25), CoinIn: usd(1000)}, usd(80.6), usd(80.6)},
		{"a table game without a duration has no theo", Session{GameType: gaming.Blackjack, AvgBet: usd(25)}, nil, nil},
		{"poker has no house edge", Session{GameType: gaming.Poker, AvgBet: usd(5), Minutes: new(60)}, nil, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.s.TheoOrEstimate(); show(got) != show(tt.theo) {
				t.Errorf("TheoOrEstimate = %s, want %s", show(got), show(tt.theo))
			}
			if got := tt.s.RatedTheoOrEstimate(); show(got) != show(tt.rated) {
				t.Errorf("RatedTheoOrEstimate = %s, want %s", show(got), show(tt.rated))
			}
		})
	}
}

func TestPlayedLeavesOutOpenSessions(t *testing.T) {
	start := time.Date(2026, 5, 1, 20, 0, 0, 0, time.UTC)
	sessions := []Session{
		{Start: start, GameType: gaming.Slots, CoinIn: usd(1000)},
		{Start: start.Add(time.Hour), Open: true, GameType: gaming.Slots, CoinIn: usd(500)},
		{Start: start.Add(2 * time.Hour), GameType: gaming.Poker},
	}
	got := Played(sessions)
	want := []string{fmt.Sprint(start, " 72.00 72.00"), fmt.Sprint(start.Add(2*time.Hour), " nil nil")}
	if len(got) != len(want) {
		t.Fatalf("Played kept %d sessions, want %d", len(got), len(want))
	}
	for i, p := range got {
		if s := fmt.Sprint(p.Start, " ", show(p.Theo), " ", show(p.RatedTheo)); s != want[i] {
			t.Errorf("Played[%d] = %s, want %s", i, s, want[i])
		}
	}
}

func TestSummarizeTrip(t *testing.T) {
	day1 := time.Date(2026, 5, 1, 20, 0, 0, 0, time.UTC)
	day2 := day1.Add(24 * time.Hour)
	slots := func(start time.Time, coinIn, net float64, minutes int) Session {
		return Session{Start: start, GameType: gaming.Slots, CoinIn: usd(coinIn), NetResult: usd(net), Minutes: new(minutes)}
	}
	tests := []struct {
		name       string
		tripCoinIn *domain.Money
		sessions   []Session
		offers     []Offer
		want       string
	}{
		{"an empty trip", nil, nil, nil,
			"sessions 0 open 0 hours 0 coin_in nil/nil net nil theo nil/0 days 0 adt nil offers 0 0.00 0.00"},
		{"two days of slots: coin-in from the sessions, ADT over two gaming days", nil,
			[]Session{slots(day1, 1000, -50, 90), slots(day1.Add(3*time.Hour), 500, 20, 45), slots(day2, 1000, -100, 60)}, nil,
			"sessions 3 open 0 hours 3.25 coin_in 2500.00/sessions net -130.00 theo 180.00/3 days 2 adt 90.00 offers 0 0.00 0.00"},
		{"the trip's own coin-in wins; an open session counts but adds no hours or result", usd(4000),
			[]Session{slots(day1, 1000, -50, 60), {Start: day2, Open: true, GameType: gaming.Slots, CoinIn: usd(500), NetResult: usd(999), Minutes: new(600)}}, nil,
			"sessions 2 open 1 hours 1 coin_in 4000.00/trip net -50.00 theo 108.00/2 days 2 adt 54.00 offers 0 0.00 0.00"},
		{"sessions without a known theo leave theo and ADT null", nil,
			[]Session{{Start: day1, GameType: gaming.Poker, NetResult: usd(40), Minutes: new(120)}}, nil,
			"sessions 1 open 0 hours 2 coin_in nil/nil net 40.00 theo nil/0 days 1 adt nil offers 0 0.00 0.00"},
		{"offers: values summed, redeemed ones apart, valueless ones counted only", nil, nil,
			[]Offer{{Value: usd(100), Redeemed: true}, {Value: usd(25.5)}, {}},
			"sessions 0 open 0 hours 0 coin_in nil/nil net nil theo nil/0 days 0 adt nil offers 3 125.50 100.00"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := SummarizeTrip(tt.tripCoinIn, tt.sessions, tt.offers)
			source := "nil"
			if s.CoinInSource != nil {
				source = *s.CoinInSource
			}
			got := fmt.Sprintf("sessions %d open %d hours %v coin_in %s/%s net %s theo %s/%d days %d adt %s offers %d %s %s",
				s.Sessions, s.OpenSessions, s.Hours, show(s.CoinIn), source, show(s.NetResult), show(s.Theo), s.TheoSessions,
				s.GamingDays, show(s.ADT), s.OffersCount, s.OffersValue.Decimal(), s.RedeemedValue.Decimal())
			if got != tt.want {
				t.Errorf("SummarizeTrip =\n %s\nwant\n %s", got, tt.want)
			}
		})
	}
}
