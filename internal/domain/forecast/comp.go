// Package comp predicts what a casino is likely to offer a player, from the
// player's own sessions there: average daily theoretical (ADT) over a
// look-back, visit frequency, and the casinos' usual reinvestment of theo
// (gaming.OfferReinvestment). It states its inputs and how many sessions
// support it; it never invents an offer type the player has not received.
package forecast

import (
	"sort"
	"time"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/internal/domain/gaming"
)

// FallbackDays: when the ADT window (WindowDays) holds no play, the
// FallbackDays most recent gaming days are used instead.
const FallbackDays = 5

// Session is what the prediction needs of a closed session.
type Session struct {
	Start time.Time
	Theo  domain.Money // 0 when the theo is unknown
}

// Inputs are the figures a prediction rests on.
type Inputs struct {
	Sessions      int          `json:"sessions"`
	GamingDays    int          `json:"gaming_days"`
	Theo          domain.Money `json:"theo"`
	ADT           domain.Money `json:"adt"`
	Window        string       `json:"window"`
	DaysPerMonth  float64      `json:"gaming_days_per_month"`
	UnknownTheo   int          `json:"sessions_without_theo"`
	WindowFrom    string       `json:"window_from"`
	WindowThrough string       `json:"window_through"`
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

// Predict computes the prediction from the sessions at one casino and the
// offer types the player received there (most common wins).
func Predict(sessions []Session, offerTypes []string, now time.Time) Prediction {
	in := window(sessions, now)
	rate := gaming.OfferReinvestment
	monthlyTheo := in.ADT.Dollars() * in.DaysPerMonth
	p := Prediction{
		Inputs:     in,
		Value:      domain.DollarsOf(monthlyTheo * rate.Typical),
		Low:        domain.DollarsOf(monthlyTheo * rate.Low),
		High:       domain.DollarsOf(monthlyTheo * rate.High),
		Assumption: "Casinos commonly reinvest 20-40% of theoretical loss in offers (a rule of thumb; see get_comp_ratios); the prediction is ADT × gaming days per month × that share.",
	}
	p.OfferType, p.TypeBasis = commonest(offerTypes)
	switch n := in.Sessions; {
	case n == 0:
		p.Confidence, p.Reason = "none", "No sessions recorded at this casino."
	case n >= 20:
		p.Confidence, p.Reason = "high", "20 or more sessions support the figures."
	case n >= 5:
		p.Confidence, p.Reason = "medium", "5 to 19 sessions support the figures."
	default:
		p.Confidence, p.Reason = "low", "Fewer than 5 sessions support the figures."
	}
	return p
}

func window(sessions []Session, now time.Time) Inputs {
	fromDay, toDay := Window(domain.DateOf(now.UTC()))
	from := fromDay.Time()
	var in []Session
	for _, s := range sessions {
		if d := domain.DateOf(s.Start.UTC()); !d.Before(fromDay) && !d.After(toDay) {
			in = append(in, s)
		}
	}
	label, spanDays := "the 90 days ending today (UTC)", float64(WindowDays)
	if len(in) == 0 && len(sessions) > 0 {
		sorted := append([]Session(nil), sessions...)
		sort.Slice(sorted, func(i, j int) bool { return sorted[i].Start.After(sorted[j].Start) })
		days := map[string]bool{}
		for _, s := range sorted {
			d := s.Start.UTC().Format("2006-01-02")
			if !days[d] && len(days) == FallbackDays {
				break
			}
			days[d] = true
			in = append(in, s)
		}
		label = "the 5 most recent gaming days"
		first, last := in[len(in)-1].Start, in[0].Start
		spanDays = max(last.Sub(first).Hours()/24, 1)
		from = first
	}
	out := Inputs{Sessions: len(in), Window: label, WindowFrom: from.UTC().Format("2006-01-02"), WindowThrough: now.UTC().Format("2006-01-02")}
	days := map[string]bool{}
	for _, s := range in {
		days[s.Start.UTC().Format("2006-01-02")] = true
		out.Theo += s.Theo
		if s.Theo == 0 {
			out.UnknownTheo++
		}
	}
	out.GamingDays = len(days)
	out.ADT = domain.DollarsOf(gaming.ADT(out.Theo.Dollars(), out.GamingDays))
	out.DaysPerMonth = float64(int(float64(out.GamingDays)/spanDays*30*10+0.5)) / 10
	return out
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
