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

// RatedRule says, for Rules, how the casino-rated figures differ from the
// player's own.
const RatedRule = "theo and adt are the player's expected loss, at each game's own house edge and pace; rated_theo and rated_adt are the same sessions " +
	"as the casino's rating sees them (the rating edge and pace of get_comp_ratios ratings: blackjack at 2% and 60 decisions an hour; " +
	"where no source states a game's rating, its own edge and pace stand in), and comp and offer estimates follow the rated figures."

// Played is what an ADT needs of a closed session.
type Played struct {
	Start time.Time
	Theo  *domain.Money // nil when the session's theo cannot be known
	// RatedTheo is the theo the casino's rating gives the session (nil
	// when Theo is nil; Theo when missing).
	RatedTheo *domain.Money
}

// ADTFigures is an ADT with what it was computed from.
type ADTFigures struct {
	// Value is theo ÷ gaming days, rounded to the cent, or null when no
	// session of the window has a known theo (Note says so).
	Value *domain.Money `json:"value"`
	// Theo is the summed theo of the sessions counted (exact: each
	// session's theo is kept to the cent).
	Theo domain.Money `json:"theo"`
	// RatedValue and RatedTheo are the same with the casino's rating
	// (RatedRule).
	RatedValue *domain.Money `json:"rated_value"`
	RatedTheo  domain.Money  `json:"rated_theo"`
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
		if p.RatedTheo != nil {
			v.RatedTheo += *p.RatedTheo
		} else {
			v.RatedTheo += *p.Theo
		}
		days[d] = true
	}
	v.GamingDays = len(days)
	if v.GamingDays == 0 {
		note := fmt.Sprintf("No closed session from %s to %s has a known theo, so the ADT is unknown.", from, to)
		v.Note = &note
		return v
	}
	v.Value = new(domain.DollarsOf(gaming.ADT(v.Theo.Dollars(), v.GamingDays)))
	v.RatedValue = new(domain.DollarsOf(gaming.ADT(v.RatedTheo.Dollars(), v.GamingDays)))
	return v
}
