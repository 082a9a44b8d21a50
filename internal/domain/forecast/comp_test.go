package forecast

import (
	"testing"
	"time"

	"github.com/tierline/tierline/internal/domain"
)

func theo(v float64) *domain.Money { return new(domain.DollarsOf(v)) }

// usd is an amount of dollars, to the cent.
func usd(v float64) domain.Money { return domain.DollarsOf(v) }

func TestPredict(t *testing.T) {
	now := time.Date(2026, 6, 30, 12, 0, 0, 0, time.UTC)
	day := func(d int) time.Time { return now.AddDate(0, 0, -d) }
	// 6 sessions on 3 gaming days in the last 90 days, $300 theo in all,
	// 2 of them without a known theo.
	sessions := []Played{
		{Start: day(10), Theo: theo(50)}, {Start: day(10).Add(time.Hour), Theo: theo(50)},
		{Start: day(40), Theo: theo(100)}, {Start: day(40).Add(time.Hour)},
		{Start: day(70), Theo: theo(100)}, {Start: day(70).Add(2 * time.Hour)},
		{Start: day(200), Theo: theo(999)}, // outside the window
	}
	p := Predict(sessions, []string{"free_play", "room", "free_play"}, now)
	if p.Inputs.Sessions != 4 || p.Inputs.UnknownTheo != 2 || p.Inputs.GamingDays != 3 || p.Inputs.Theo != usd(300) || p.Inputs.ADT != usd(100) {
		t.Errorf("inputs = %+v", p.Inputs)
	}
	// 3 days in 90 → 1 a month; 100 ADT × 1 × 30% = 30.
	if p.Inputs.DaysPerMonth != 1 || p.Value != usd(30) || p.Low != usd(20) || p.High != usd(40) {
		t.Errorf("value %v (%v..%v) days/month %v", p.Value, p.Low, p.High, p.Inputs.DaysPerMonth)
	}
	if p.OfferType != "free_play" || p.Confidence != "low" {
		t.Errorf("type %s confidence %s", p.OfferType, p.Confidence)
	}
	none := Predict(nil, nil, now)
	if none.Confidence != "none" || none.Value != 0 || none.OfferType != "unknown" {
		t.Errorf("no sessions: %+v", none)
	}
}

func TestPredictGamingDaysPerMonth(t *testing.T) {
	now := time.Date(2026, 6, 30, 12, 0, 0, 0, time.UTC)
	day := func(d int) time.Time { return now.AddDate(0, 0, -d) }
	tests := []struct {
		name       string
		played     []Played
		perMonth   float64
		value      float64
		windowFrom string
		windowDays int
	}{
		{
			name:     "two gaming days in the 90 days are 0.67 a month, and the value is not computed from a rounded 0.7",
			played:   []Played{{Start: day(5), Theo: theo(16.35)}, {Start: day(50), Theo: theo(16.35)}},
			perMonth: 0.67, value: 3.27, windowFrom: "2026-04-02", windowDays: 90,
		},
		{
			name:     "two sessions a day apart ten months ago count over the months since, not as 60 days a month",
			played:   []Played{{Start: day(300), Theo: theo(100)}, {Start: day(299), Theo: theo(100)}},
			perMonth: 0.2, value: gaming30(100, 2, 301), windowFrom: "2025-09-03", windowDays: 301,
		},
		{
			name:     "one session ten months ago is one gaming day over the months since, not 30 a month",
			played:   []Played{{Start: day(300), Theo: theo(100)}},
			perMonth: 0.1, value: gaming30(100, 1, 301), windowFrom: "2025-09-03", windowDays: 301,
		},
		{
			name: "the fallback reaches back to the fifth most recent gaming day only",
			played: []Played{
				{Start: day(400), Theo: theo(1000)}, // sixth most recent: left out
				{Start: day(200), Theo: theo(10)}, {Start: day(150), Theo: theo(10)}, {Start: day(140), Theo: theo(10)},
				{Start: day(130), Theo: theo(10)}, {Start: day(120), Theo: theo(10)},
			},
			perMonth: 0.75, value: gaming30(10, 5, 201), windowFrom: "2025-12-12", windowDays: 201,
		},
		{
			name:     "a day whose only session has no known theo is not a gaming day of the fallback",
			played:   []Played{{Start: day(100), Theo: theo(50)}, {Start: day(95)}},
			perMonth: 0.3, value: gaming30(50, 1, 101), windowFrom: "2026-03-22", windowDays: 101,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := Predict(tt.played, nil, now)
			if p.Inputs.DaysPerMonth != tt.perMonth || p.Value != usd(tt.value) {
				t.Errorf("gaming days per month %v, value %v; want %v, %v", p.Inputs.DaysPerMonth, p.Value, tt.perMonth, tt.value)
			}
			if p.Inputs.WindowFrom != tt.windowFrom || p.Inputs.WindowDays != tt.windowDays || p.Inputs.WindowThrough != "2026-06-30" {
				t.Errorf("window %s..%s (%d days), want %s..2026-06-30 (%d days)", p.Inputs.WindowFrom, p.Inputs.WindowThrough, p.Inputs.WindowDays, tt.windowFrom, tt.windowDays)
			}
			if p.Inputs.DaysPerMonth > MonthDays {
				t.Errorf("%v gaming days a month", p.Inputs.DaysPerMonth)
			}
		})
	}
}

// gaming30 is the typical (30%) offer of theo a day over days gaming days in
// a window of windowDays, to the cent.
func gaming30(adt float64, days, windowDays int) float64 {
	v := adt * float64(days) / float64(windowDays) * 30 * 0.3
	return float64(int(v*100+0.5)) / 100
}

func TestADTOverLeavesOutDaysWithoutKnownTheo(t *testing.T) {
	now := time.Date(2026, 6, 30, 12, 0, 0, 0, time.UTC)
	from, to := Window(domain.DateOf(now))
	a := ADTOver([]Played{
		{Start: now.AddDate(0, 0, -1), Theo: theo(100)},
		{Start: now.AddDate(0, 0, -2)}, // keno: no known theo
	}, from, to)
	if a.GamingDays != 1 || a.Value == nil || *a.Value != usd(100) || a.SessionsWithoutTheo != 1 {
		t.Errorf("ADT = %+v", a)
	}
}

func TestADTOverCarriesTheCasinosRating(t *testing.T) {
	now := time.Date(2026, 6, 30, 12, 0, 0, 0, time.UTC)
	from, to := Window(domain.DateOf(now))
	a := ADTOver([]Played{
		{Start: now.AddDate(0, 0, -1), Theo: theo(35), RatedTheo: theo(120)}, // blackjack: 0.5% played, 2% rated
		{Start: now.AddDate(0, 0, -2), Theo: theo(72)},                       // slots: the rating is the hold
	}, from, to)
	if a.Theo != usd(107) || a.RatedTheo != usd(192) || *a.Value != usd(53.5) || *a.RatedValue != usd(96) {
		t.Errorf("ADT = theo %v (%v a day), rated %v (%v a day); want 107 (53.5) and 192 (96)", a.Theo, *a.Value, a.RatedTheo, *a.RatedValue)
	}
	p := Predict([]Played{{Start: now.AddDate(0, 0, -1), Theo: theo(35), RatedTheo: theo(120)}}, nil, now)
	// 1 gaming day in 90: 1/3 a month; 120 × 1/3 × 30% = 12, where the expected loss gave 3.50.
	if p.Inputs.ADT != usd(35) || p.Inputs.RatedADT != usd(120) || p.Value != usd(12) {
		t.Errorf("prediction: adt %v, rated %v, value %v; want 35, 120, 12", p.Inputs.ADT, p.Inputs.RatedADT, p.Value)
	}
}
