package ask

import "testing"

// tuningPart96 are the tuning phrases of the ninety-sixth fix round (near
// misses, tenth part: whether to set a limit or move money into the
// bankroll, a tier match asked with how soon it comes, money spent around
// the play on trips and sessions, a W-2G total or winnings asked as they
// will be), in words of their own, with guards that keep their answers.
func tuningPart96(t testing.TB) []expectation {
	tierMatch := params{"program": "Caesars Rewards", "to_program": "Wynn Rewards"}
	return []expectation{
		// "should I" before a verb of setting a limit or moving money is
		// advice (adviceVerbs); the limit asked outright is proposed, and
		// the bankroll and what to expect are read.
		{query: "Should I set a 90-minute limit on my sessions?", intent: Unknown, params: params{}},
		{query: "Should we cap our sessions at two hours?", intent: Unknown, params: params{}},
		{query: "Should I raise my monthly budget to $600?", intent: Unknown, params: params{}},
		{query: "Should I lower my daily spending limit to $80?", intent: Unknown, params: params{}},
		{query: "How much cash should I add to my bankroll this month?", intent: Unknown, params: params{}},
		{query: "How much should I deposit in my bankroll each month?", intent: Unknown, params: params{}},
		{query: "How much should I transfer into my gambling bankroll?", intent: Unknown, params: params{}},
		{query: "Set a 90-minute limit on my sessions.", intent: SetSessionLimit, params: params{"max_minutes": 90}},
		{query: "I should cap my sessions at two hours.", intent: SetSessionLimit, params: params{"max_minutes": 120}},
		{query: "Raise my monthly budget to $600.", intent: SetBudget, params: params{"period": "month", "amount": 600}},
		{query: "What's my bankroll balance?", intent: Bankroll, params: params{}},
		{query: "What offer should I expect next from Borgata?", intent: CompPredict, params: params{"casino_name": "Borgata"}},
		{query: "What should I keep in mind before self-excluding in Indiana?", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "IN"}},

		// A tier match asked with how soon it comes (matchSpeedAsked):
		// how long a program takes is kept nowhere. "The quickest way
		// to match" asks how, a path; speed asked of a game is its
		// facts, and "soonest" of offers their expiry.
		{query: "Which program would match my Caesars Diamond the quickest?", intent: Unknown, params: params{}},
		{query: "How soon would Wynn Rewards match my Caesars Diamond?", intent: Unknown, params: params{}},
		{query: "Which casinos match status faster than MGM?", intent: Unknown, params: params{}},
		{query: "Which programs will match my tiers?", intent: TierMatchSuggestions, params: params{}},
		{query: "What's the quickest way to match my Caesars Diamond to Wynn Rewards?", intent: TierMatchPaths, params: tierMatch, tier: "Diamond"},
		{query: "Quick question: can I match my Caesars Diamond to Wynn Rewards?", intent: TierMatchPaths, params: tierMatch, tier: "Diamond"},
		{query: "How fast does a roulette table play, in spins an hour?", intent: GameFacts, params: params{"game_type": "roulette"}},
		{query: "Which of my offers lapse soonest?", intent: ExpiringOffers, params: params{}},

		// Money spent around the play (expenseAsked): trips and
		// sessions keep the money played, never gas, food or rooms. The
		// trips themselves, a casino's hotel and parking asked of a
		// casino keep their answers.
		{query: "What did my Borgata trips cost me in parking?", intent: Unknown, params: params{}},
		{query: "How much have I spent on hotel rooms during my Borgata trips this year?", intent: Unknown, params: params{}},
		{query: "How much money did I blow on food during my blackjack sessions in April?", intent: Unknown, params: params{}},
		{query: "What did I pay for flights on my trips to Borgata in 2025?", intent: Unknown, params: params{}},
		{query: "How much did I spend on my trips to Borgata in 2025?", intent: MyTrips, params: params{"casino_name": "Borgata", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "Show my trips to Borgata in 2025.", intent: MyTrips, params: params{"casino_name": "Borgata", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "Does Borgata have a hotel?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Borgata Hotel Casino and Spa")}},

		// A W-2G total or winnings asked as they will be
		// (totalsForecastAsked); the total so far, a year already ended,
		// a win's rule and the service asked keep their answers.
		{query: "How much will my W-2G wins come to this year?", intent: Unknown, params: params{}},
		{query: "What are my jackpot winnings gonna add up to this year?", intent: Unknown, params: params{}},
		{query: "Where will my W-2G withholding stand at year's end?", intent: Unknown, params: params{}},
		{query: "What do my W-2G wins add up to so far this year?", intent: W2GTotal, params: params{"tax_year": 2026}},
		{query: "How much will my 2024 W-2Gs add up to?", intent: W2GTotal, params: params{"tax_year": 2024}},
		{query: "Will I get a W-2G for a $1,300 slot jackpot?", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 1300}},
		{query: "Will you show me my W-2G total for 2025?", intent: W2GTotal, params: params{"tax_year": 2025}},
	}
}
