package forecast

import (
	"testing"
	"time"

	"github.com/tierline/tierline/internal/domain"
)

// usd is an amount of whole dollars.
func usd(dollars int64) domain.Money { return domain.Cents(dollars * 100) }

func TestPredict(t *testing.T) {
	now := time.Date(2026, 6, 30, 12, 0, 0, 0, time.UTC)
	day := func(d int) time.Time { return now.AddDate(0, 0, -d) }
	// 6 sessions on 3 gaming days in the last 90 days, $300 theo in all.
	sessions := []Session{
		{Start: day(10), Theo: usd(50)}, {Start: day(10).Add(time.Hour), Theo: usd(50)},
		{Start: day(40), Theo: usd(100)}, {Start: day(40).Add(time.Hour), Theo: usd(0)},
		{Start: day(70), Theo: usd(100)}, {Start: day(70).Add(2 * time.Hour), Theo: usd(0)},
		{Start: day(200), Theo: usd(999)}, // outside the window
	}
	p := Predict(sessions, []string{"free_play", "room", "free_play"}, now)
	if p.Inputs.Sessions != 6 || p.Inputs.GamingDays != 3 || p.Inputs.Theo != usd(300) || p.Inputs.ADT != usd(100) {
		t.Errorf("inputs = %+v", p.Inputs)
	}
	// 3 days in 90 → 1 a month; 100 ADT × 1 × 30% = 30.
	if p.Inputs.DaysPerMonth != 1 || p.Value != usd(30) || p.Low != usd(20) || p.High != usd(40) {
		t.Errorf("value %v (%v..%v) days/month %v", p.Value, p.Low, p.High, p.Inputs.DaysPerMonth)
	}
	if p.OfferType != "free_play" || p.Confidence != "medium" || p.Inputs.UnknownTheo != 2 {
		t.Errorf("type %s confidence %s unknown %d", p.OfferType, p.Confidence, p.Inputs.UnknownTheo)
	}
	none := Predict(nil, nil, now)
	if none.Confidence != "none" || none.Value != 0 || none.OfferType != "unknown" {
		t.Errorf("no sessions: %+v", none)
	}
	old := Predict([]Session{{Start: day(200), Theo: usd(80)}, {Start: day(199), Theo: usd(20)}}, nil, now)
	if old.Inputs.Window != "the 5 most recent gaming days" || old.Inputs.ADT != usd(50) {
		t.Errorf("fallback window: %+v", old.Inputs)
	}
}
