package forecast

import (
	"fmt"
	"time"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/internal/domain/gaming"
)

// WindowDays is the ADT look-back: the 90 calendar days (UTC) ending today.
const WindowDays = 90

// GamingDayRule is the one definition of a gaming day and of ADT, in words
// for the Rules of every action that shows one (analyze_history, predict,
// the host book, match_hosts): ADTOver implements it.
const GamingDayRule = "A gaming day is a UTC calendar date on which a closed session with a known theo started; " +
	"sessions whose theo is unknown (poker, keno, other, or missing figures) are left out, so a day whose only sessions have no known theo is not a gaming day. " +
	"ADT = the theo of the sessions counted ÷ their gaming days."

// Played is what an ADT needs of a closed session.
type Played struct {
	Start time.Time
	Theo  *float64 // nil when the session's theo cannot be known
}

// ADTFigures is an ADT with what it was computed from.
type ADTFigures struct {
	// Value is theo ÷ gaming days, or null when no session of the window
	// has a known theo (Note says so).
	Value *float64 `json:"value"`
	// Theo is the summed theo of the sessions counted.
	Theo float64 `json:"theo"`
	// GamingDays is the number of distinct UTC dates those sessions
	// started on.
	GamingDays int `json:"gaming_days"`
	// Sessions is the number of sessions counted.
	Sessions int `json:"sessions"`
	// SessionsWithoutTheo are sessions of the window whose theo is unknown
	// (poker, keno, missing figures): left out.
	SessionsWithoutTheo int         `json:"sessions_without_theo"`
	From                domain.Date `json:"from"`
	To                  domain.Date `json:"to"`
	Note                *string     `json:"note"`
}

// Window returns the first and last day of the ADT window ending today.
func Window(today domain.Date) (from, to domain.Date) {
	return today.AddDays(-(WindowDays - 1)), today
}

// ADTOver is the ADT of the sessions started from from through to (UTC
// dates, both included): theo ÷ gaming days, leaving out sessions whose theo
// is unknown (GamingDayRule). Every place that shows an ADT or counts
// gaming days computes it here.
func ADTOver(played []Played, from, to domain.Date) ADTFigures {
	v := ADTFigures{From: from, To: to}
	days := map[domain.Date]bool{}
	for _, p := range played {
		d := domain.DateOf(p.Start.UTC())
		if d.Before(from) || d.After(to) {
			continue
		}
		if p.Theo == nil {
			v.SessionsWithoutTheo++
			continue
		}
		v.Sessions++
		v.Theo += *p.Theo
		days[d] = true
	}
	v.Theo = gaming.Cents(v.Theo)
	v.GamingDays = len(days)
	if v.GamingDays == 0 {
		note := fmt.Sprintf("No closed session from %s to %s has a known theo, so the ADT is unknown.", from, to)
		v.Note = &note
		return v
	}
	adt := gaming.Cents(gaming.ADT(v.Theo, v.GamingDays))
	v.Value = &adt
	return v
}
