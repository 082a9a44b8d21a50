package tally

import (
	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/internal/domain/gaming"
)

// TripSummary is what a trip added up to, from the sessions linked to it
// and the offers tied to it.
type TripSummary struct {
	// Sessions counts the sessions linked to the trip; OpenSessions those
	// not ended yet.
	Sessions     int `json:"sessions"`
	OpenSessions int `json:"open_sessions"`
	// Hours is the play time of the ended sessions.
	Hours float64 `json:"hours"`
	// CoinIn is the trip's own coin_in when recorded, else the sum of the
	// sessions' coin_in; null when neither is known. CoinInSource says
	// which: "trip", "sessions" or null.
	CoinIn       *domain.Money `json:"coin_in"`
	CoinInSource *string       `json:"coin_in_source"`
	// NetResult sums the ended sessions' results; null without any.
	NetResult *domain.Money `json:"net_result"`
	// Theo sums the sessions' theo (stored, or computed by
	// gaming.SessionTheo; each kept to the cent); null when no session has
	// one. TheoSessions counts the sessions it includes.
	Theo         *domain.Money `json:"theo"`
	TheoSessions int           `json:"theo_sessions"`
	// GamingDays counts the distinct UTC calendar days on which a session
	// started; ADT is Theo ÷ GamingDays (null when Theo is), an estimate
	// rounded to the cent.
	GamingDays int           `json:"gaming_days"`
	ADT        *domain.Money `json:"adt"`
	// OffersCount and OffersValue are the offers tied to the trip and the
	// sum of their values; RedeemedValue sums those redeemed.
	OffersCount   int          `json:"offers_count"`
	OffersValue   domain.Money `json:"offers_value"`
	RedeemedValue domain.Money `json:"redeemed_value"`
}

// Offer is what a trip summary needs of an offer tied to the trip.
type Offer struct {
	// Value is nil when the offer has no stated value.
	Value    *domain.Money
	Redeemed bool
}

// SummarizeTrip adds up a trip from the sessions linked to it, the offers
// tied to it and its own coin_in (nil when the trip has none recorded).
func SummarizeTrip(tripCoinIn *domain.Money, sessions []Session, offers []Offer) *TripSummary {
	sum := &TripSummary{Sessions: len(sessions), OffersCount: len(offers)}
	var minutes float64
	var coinIn, net, theo domain.Money
	var coinInKnown, netKnown bool
	days := map[domain.Date]bool{}
	for _, s := range sessions {
		days[domain.DateOf(s.Start.UTC())] = true
		if s.Open {
			sum.OpenSessions++
		} else if s.Minutes != nil {
			minutes += float64(*s.Minutes)
		}
		if s.CoinIn != nil {
			coinIn += *s.CoinIn
			coinInKnown = true
		}
		if !s.Open && s.NetResult != nil {
			net += *s.NetResult
			netKnown = true
		}
		if st := s.TheoOrEstimate(); st != nil {
			theo += *st
			sum.TheoSessions++
		}
	}
	sum.Hours = gaming.Cents(minutes / 60)
	switch {
	case tripCoinIn != nil:
		sum.CoinIn, sum.CoinInSource = new(*tripCoinIn), new("trip")
	case coinInKnown:
		sum.CoinIn, sum.CoinInSource = new(coinIn), new("sessions")
	}
	if netKnown {
		sum.NetResult = new(net)
	}
	sum.GamingDays = len(days)
	if sum.TheoSessions > 0 {
		sum.Theo = new(theo)
		sum.ADT = new(domain.DollarsOf(gaming.ADT(theo.Dollars(), sum.GamingDays)))
	}
	for _, o := range offers {
		if o.Value == nil {
			continue
		}
		sum.OffersValue += *o.Value
		if o.Redeemed {
			sum.RedeemedValue += *o.Value
		}
	}
	return sum
}
