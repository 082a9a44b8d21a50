// Package tally adds up a player's recorded play: a session's theo when
// the player did not record one, the closed sessions an ADT is computed
// from, and what a trip added up to. It knows nothing of storage: the
// persistence models hand it their figures as a Session.
package tally

import (
	"time"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/internal/domain/forecast"
	"github.com/tierline/tierline/internal/domain/gaming"
)

// Session is what the tallies need of one recorded session.
type Session struct {
	Start time.Time
	// Open is true while the session has not ended.
	Open         bool
	GameType     string
	Denomination *domain.Money
	CoinIn       *domain.Money
	AvgBet       *domain.Money
	NetResult    *domain.Money
	// Minutes is the play time of an ended session, when known.
	Minutes *int
	// Theo is the theo stored with the session, when it has one.
	Theo *domain.Money
}

// hours is the session's play time in hours (0 when unknown).
func (s Session) hours() float64 {
	if s.Minutes == nil {
		return 0
	}
	return float64(*s.Minutes) / 60
}

// TheoOrEstimate is the session's stored theo, or one computed from its
// figures with the gaming table when it has none (nil when the game's edge
// or the figures are unknown).
func (s Session) TheoOrEstimate() *domain.Money {
	if s.Theo != nil {
		return s.Theo
	}
	return gaming.SessionTheo(s.GameType, s.Denomination, s.CoinIn, s.AvgBet, s.hours())
}

// RatedTheoOrEstimate is the theo the casino's rating gives the session
// (gaming.SessionRatedTheo) from its figures or, when they do not allow
// it, its theo rerated in proportion (gaming.Rerate); nil when its theo is
// unknown.
func (s Session) RatedTheoOrEstimate() *domain.Money {
	theo := s.TheoOrEstimate()
	if theo == nil {
		return nil
	}
	if r := gaming.SessionRatedTheo(s.GameType, s.Denomination, s.CoinIn, s.AvgBet, s.hours()); r != nil {
		return r
	}
	var denomination domain.Money
	if s.Denomination != nil {
		denomination = *s.Denomination
	}
	return new(gaming.Rerate(s.GameType, denomination, *theo, s.CoinIn != nil && *s.CoinIn > 0))
}

// Played is the ADT's view of the closed sessions among sessions (see
// forecast.ADTOver); open ones are left out.
func Played(sessions []Session) []forecast.Played {
	out := make([]forecast.Played, 0, len(sessions))
	for _, s := range sessions {
		if s.Open {
			continue
		}
		out = append(out, forecast.Played{Start: s.Start, Theo: s.TheoOrEstimate(), RatedTheo: s.RatedTheoOrEstimate()})
	}
	return out
}
