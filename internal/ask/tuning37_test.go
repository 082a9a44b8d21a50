package ask

import "testing"

// tuningAfternoon are the tuning phrases of the thirty-seventh fix round
// (a fifth control part), in words of their own.
func tuningAfternoon(t testing.TB) []expectation {
	return []expectation{
		// A place to gamble is a casino ("anywhere to gamble",
		// "somewhere to gamble"); a condition the search has no filter
		// for, or a game, still declines.
		{query: "Is there somewhere to gamble within 15 miles of Shelbyville?", intent: FindCasinos, params: params{"near": "Shelbyville, IN", "radius_km": 24.1}},
		{query: "anywhere to gamble around West Wendover", intent: FindCasinos, params: params{"near": "West Wendover, NV"}},
		{query: "anywhere to gamble with valet parking near Biloxi", intent: Unknown},
		{query: "is there anywhere to play craps near Biloxi", intent: Unknown},
		// A first clause, closed by a comma, that only tells of the asker
		// ("we're retired, ...", "I'm on a fixed income, so ...") is
		// chatter before the question; a clause naming a casino or a
		// place is part of it, and another person named in it still owns
		// the records asked.
		{query: "we just retired, what do you know about Wind River Hotel and Casino", intent: CasinoDetail, params: params{"slug": slugOf(t, "Wind River Hotel and Casino")}},
		{query: "I'm on a pension now, so cap my weekly budget at $150.", intent: SetBudget, params: params{"amount": 150, "period": "week"}},
		{query: "my husband and I are new to this, which casinos in Shreveport have a hotel?", intent: FindCasinos, params: params{"near": "Shreveport, LA", "has_hotel": true}},
		{query: "my son is visiting, what tier is he at Borgata", intent: Unknown},
		{query: "we're staying in Denver, which casinos have a hotel?", intent: FindCasinos, params: params{"near": "Denver, CO", "has_hotel": true}},
	}
}
