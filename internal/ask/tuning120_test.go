package ask

import "testing"

// tuningPart120 are the phrases of the hundred-and-twentieth part's fix
// round (a control in a new register: terse keyword queries, with no
// verb and no question mark), in words of their own.
func tuningPart120(t testing.TB) []expectation {
	return []expectation{
		// In a line naming the W-2G, a number right after a win named as
		// a noun is that win's amount; a year there stays the year.
		{query: "keno payout 1600 reportable", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1600}},
		{query: "video poker handpay 2500 w2g", intent: W2GRule, params: params{"game_type": "video_poker", "amount_won": 2500}},
		{query: "my jackpot 2024 w2g", intent: MyW2Gs, params: params{"tax_year": 2024}},
		{query: "roulette jackpot 1300", intent: Unknown},
		// A term right after an expiry verb is how far ahead the offers
		// run out; "ago" after it is a time past.
		{query: "promos lapsing 2 weeks", intent: ExpiringOffers, params: params{"within_days": 14}},
		{query: "my freeplay ending 10 days", intent: ExpiringOffers, params: params{"within_days": 10}},
		{query: "mailers expiring 5 days ago", intent: Unknown},
		// A line opening with a relative and no word of the asker's own
		// asks the relative's records; the rules of a table hold for
		// anyone, and "wife and i" includes the asker.
		{query: "wife's sessions 2024", intent: Unknown},
		{query: "brother bankroll", intent: Unknown},
		{query: "wife and i trips 2023", intent: MyTrips, params: params{"from": "2023-01-01", "to": "2023-12-31"}},
		{query: "dad hit 1300 slot w2g", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 1300}},
		// A number in figures no rule read, in a line of the player's
		// records, is dropped by any answer: declined. A year is read.
		{query: "vouchers 45", intent: Unknown},
		{query: "my sessions 12", intent: Unknown},
		{query: "visits 2024", intent: MyVisits, params: params{"from": "2024-01-01", "to": "2024-12-31"}},
		// Limits said to be in force, and nothing else, are the
		// player's own; a table's, a game's or a state's are not.
		{query: "active caps", intent: MyLimits},
		{query: "caps in effect", intent: MyLimits},
		{query: "current table limits", intent: Unknown},
		{query: "blackjack limits currently", intent: Unknown},
		{query: "current limits in nevada", intent: Unknown},
		// Status or tier matches suggested, with no program named, are
		// the asker's suggestions; with a program, its paths; "match
		// suggestions" alone names no status.
		{query: "tier matching recommendations", intent: TierMatchSuggestions},
		{query: "recommended status matches", intent: TierMatchSuggestions},
		{query: "match suggestions", intent: Unknown},
		{query: "mgm status match options", intent: TierMatchPaths, params: params{"program": "MGM Rewards"}},
	}
}
