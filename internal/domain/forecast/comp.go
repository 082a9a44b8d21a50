// Package comp predicts what a casino is likely to offer a player, from the
// player's own sessions there: average daily theoretical (ADT) over a
// look-back, visit frequency, and the casinos' usual reinvestment of theo
// (gaming.OfferReinvestment). It states its inputs and how many sessions
// support it; it never invents an offer type the player has not received.
package forecast

import (
	"fmt"
	"math"
	"slices"
	"time"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/internal/domain/gaming"
)

// FallbackDays: when the ADT window (WindowDays) holds no gaming day, the
// window is stretched back to the FallbackDays most recent gaming days.
const FallbackDays = 5

// MonthDays is the length of a month in the per-month figures: a month is
// 30 days, so gaming days per month is never more than 30.
const MonthDays = 30

// Inputs are the figures a prediction rests on. Money is rounded to the
// cent and gaming_days_per_month to 0.01 for display only: the prediction
// is computed from the unrounded figures.
type Inputs struct {
	Sessions   int `json:"sessions"`
	GamingDays int `json:"gaming_days"`
	// Theo and ADT are the player's expected loss; RatedTheo and RatedADT
	// the casino's rating of the same play, which the offer follows.
	Theo      domain.Money `json:"theo"`
	ADT       domain.Money `json:"adt"`
	RatedTheo domain.Money `json:"rated_theo"`
	RatedADT  domain.Money `json:"rated_adt"`
	Window    string       `json:"window"`
	// WindowDays is the length of the window used, from WindowFrom through
	// WindowThrough, both included.
	WindowDays    int     `json:"window_days"`
	DaysPerMonth  float64 `json:"gaming_days_per_month"`
	UnknownTheo   int     `json:"sessions_without_theo"`
	WindowFrom    string  `json:"window_from"`
	WindowThrough string  `json:"window_through"`
}

// Prediction is an expected offer for the next 30 days.
type Prediction struct {
	Inputs Inputs `json:"inputs"`
	// Value is the expected offer value for the next 30 days (typical
	// reinvestment), with the low and high ends of the range: estimates,
	// rounded to the cent.
	Value      domain.Money `json:"expected_value"`
	Low        domain.Money `json:"expected_value_low"`
	High       domain.Money `json:"expected_value_high"`
	OfferType  string       `json:"offer_type"`
	TypeBasis  string       `json:"offer_type_basis"`
	Confidence string       `json:"confidence"`
	Reason     string       `json:"confidence_reason"`
	Assumption string       `json:"assumption"`
}

// Predict computes the prediction from the closed sessions at one casino
// and the offer types the player received there (most common wins).
func Predict(played []Played, offerTypes []string, now time.Time) Prediction {
	in, monthlyTheo := window(played, domain.DateOf(now.UTC()))
	rate := gaming.OfferReinvestment
	p := Prediction{
		Inputs: in,
		Value:  domain.DollarsOf(monthlyTheo * rate.Typical),
		Low:    domain.DollarsOf(monthlyTheo * rate.Low),
		High:   domain.DollarsOf(monthlyTheo * rate.High),
		Assumption: "Casinos commonly reinvest 20-40% of the theoretical loss they rate in offers (a rule of thumb; see get_comp_ratios); the prediction is rated ADT × gaming days per month × that share. " +
			"The rated ADT uses the casino's rating assumptions (blackjack at 2% and 60 hands an hour), not the player's own edge.",
	}
	p.OfferType, p.TypeBasis = commonest(offerTypes)
	switch n := in.Sessions; {
	case n == 0 && len(played) == 0:
		p.Confidence, p.Reason = "none", "No sessions recorded at this casino."
	case n == 0:
		p.Confidence, p.Reason = "none", "No session at this casino has a known theo, so there is no gaming day to predict from."
	case n >= 20:
		p.Confidence, p.Reason = "high", "20 or more sessions support the figures."
	case n >= 5:
		p.Confidence, p.Reason = "medium", "5 to 19 sessions support the figures."
	default:
		p.Confidence, p.Reason = "low", "Fewer than 5 sessions support the figures."
	}
	return p
}

// window picks the window (the 90 days ending today, or back to the
// FallbackDays most recent gaming days when those 90 days hold none) and
// returns its inputs and the unrounded rated theo a month: rated ADT ×
// gaming days per month, where gaming days per month is gaming days ÷ the days of the
// window × 30.
func window(played []Played, today domain.Date) (Inputs, float64) {
	from, to := Window(today)
	label := "the 90 days ending today (UTC)"
	adt := ADTOver(played, from, to)
	if adt.GamingDays == 0 {
		if first, n, ok := fallbackStart(played, from); ok {
			from = first
			adt = ADTOver(played, from, to)
			label = fmt.Sprintf("from the first of the %d most recent gaming days through today (UTC), as the 90 days ending today hold no gaming day", n)
		}
	}
	days := from.DaysUntil(to) + 1
	in := Inputs{
		Sessions: adt.Sessions, GamingDays: adt.GamingDays, Theo: adt.Theo, RatedTheo: adt.RatedTheo, UnknownTheo: adt.SessionsWithoutTheo,
		Window: label, WindowDays: days, WindowFrom: from.String(), WindowThrough: to.String(),
	}
	if adt.GamingDays == 0 {
		return in, 0
	}
	ratedPerDay := gaming.ADT(adt.RatedTheo.Dollars(), adt.GamingDays)
	perMonth := math.Min(float64(adt.GamingDays)/float64(days)*MonthDays, MonthDays)
	in.ADT = domain.DollarsOf(gaming.ADT(adt.Theo.Dollars(), adt.GamingDays))
	in.RatedADT = domain.DollarsOf(ratedPerDay)
	in.DaysPerMonth = math.Round(perMonth*100) / 100
	return in, ratedPerDay * perMonth
}

// fallbackStart is the first of the FallbackDays most recent gaming days
// before from (fewer when there are fewer), with how many there are.
func fallbackStart(played []Played, from domain.Date) (domain.Date, int, bool) {
	seen := map[domain.Date]bool{}
	var days []domain.Date
	for _, p := range played {
		d := domain.DateOf(p.Start.UTC())
		if p.Theo == nil || !d.Before(from) || seen[d] {
			continue
		}
		seen[d] = true
		days = append(days, d)
	}
	if len(days) == 0 {
		return domain.Date{}, 0, false
	}
	slices.SortFunc(days, func(a, b domain.Date) int { return b.Time().Compare(a.Time()) }) // newest first
	n := min(len(days), FallbackDays)
	return days[n-1], n, true
}

func commonest(types []string) (string, string) {
	counts := map[string]int{}
	best, bestN := "", 0
	for _, t := range types {
		counts[t]++
		if counts[t] > bestN || (counts[t] == bestN && t < best) {
			best, bestN = t, counts[t]
		}
	}
	if best == "" {
		return "unknown", "No offers from this casino are recorded, so the offer type is not predicted."
	}
	return best, "The offer type you have received most often here."
}
