package ask

import "testing"

// tuningPart130 tunes the rules of the hundred-and-thirtieth part's fix
// round (near misses, seventeenth part), each in other words than the
// part: one game's tables or machines counted at a casino, a game's
// facts asked casino by casino, a tier match asked for others, a win's
// rule or the forms asked as a tax form other than the W-2G, whom the
// asker called for help before, money in another currency or unit, a
// session limit said as what a session may not run past, a prediction
// years ahead, records in a state none keeps (cancelled, disputed,
// refunded), an expiry window counted from a day other than today, and
// a story's "who is it" that points to the asker's host. Guards keep
// the near phrases that stay answered.
func tuningPart130(t testing.TB) []expectation {
	return []expectation{
		// One game's count on a casino's floor; the slot machines are kept.
		{query: "What's the number of roulette tables at Mohegan Sun?", intent: Unknown, params: params{}},
		{query: "How many video poker machines are on the floor at Foxwoods?", intent: Unknown, params: params{}},
		{query: "How many slot machines are at Foxwoods Resort Casino?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Foxwoods Resort Casino")}},

		// A match asked for others; one for the asker is the path.
		{query: "Can Caesars Rewards match my Boyd Rewards Emerald status for my wife?", intent: Unknown, params: params{}},
		{query: "Does MGM Rewards match Caesars Rewards Diamond for family members?", intent: Unknown, params: params{}},
		{query: "Will MGM Rewards match Caesars Rewards Diamond status for me?", intent: TierMatchPaths, params: params{"program": "Caesars Rewards", "to_program": "MGM Rewards"}, tier: "Diamond"},

		// A game's facts casino by casino; the facts alone are answered.
		{query: "What's the roulette house edge per casino?", intent: Unknown, params: params{}},
		{query: "Give me the blackjack edge casino by casino.", intent: Unknown, params: params{}},
		{query: "Tell me the baccarat house edge, please.", intent: GameFacts, params: params{"game_type": "baccarat"}},

		// Another tax form than the W-2G.
		{query: "Will a $3,000 keno win be reported on a 1099?", intent: Unknown, params: params{}},
		{query: "What's the 1099 threshold for a $6,000 poker tournament win?", intent: Unknown, params: params{}},
		{query: "Is a $3,000 keno win reported on a W-2G?", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 3000}},

		// Whom the asker called before; whom to call is the help line.
		{query: "Which helpline did I contact in Ohio last year?", intent: Unknown, params: params{}},
		{query: "What gambling hotline have we called in Michigan before?", intent: Unknown, params: params{}},
		{query: "Which helpline can I contact in Ohio?", intent: RGHelp, params: params{"topic": "helpline", "state": "OH"}},

		// Money in another currency or unit; dollars are set.
		{query: "Set my monthly budget to 500 credits.", intent: Unknown, params: params{}},
		{query: "What's my bankroll in Canadian dollars?", intent: Unknown, params: params{}},
		{query: "My W-2G total for 2024 in pounds, please.", intent: Unknown, params: params{}},
		{query: "Set my monthly budget to 500 dollars.", intent: SetBudget, params: params{"period": "month", "amount": 500}},
		{query: "What's my bankroll in dollars?", intent: Bankroll, params: params{}},

		// What a session may not run past is its limit; spins are no
		// minutes.
		{query: "Do not let any session run over 45 minutes.", intent: SetSessionLimit, params: params{"max_minutes": 45}},
		{query: "Please don't let my sessions go beyond 3 hours.", intent: SetSessionLimit, params: params{"max_minutes": 180}},
		{query: "Don't let my sessions run past 40 spins.", intent: Unknown, params: params{}},

		// A prediction years ahead; the next one is answered.
		{query: "Which offer will Foxwoods probably send me in 2029?", intent: Unknown, params: params{}},
		{query: "Which offer will Foxwoods probably send me next?", intent: CompPredict, params: params{"casino_name": "Foxwoods"}},

		// Records in a state none keeps; a state told in a sentence of
		// its own is a story.
		{query: "Pull up my canceled trips from 2024.", intent: Unknown, params: params{}},
		{query: "Which of my offers from Mohegan Sun are contested?", intent: Unknown, params: params{}},
		{query: "Show my refunded vouchers.", intent: Unknown, params: params{}},
		{query: "We canceled one trip last fall. Show my trips from 2024.", intent: MyTrips, params: params{"from": "2024-01-01", "to": "2024-12-31"}},

		// An expiry window from another day; from today it is answered.
		{query: "Any offers of mine expiring within a week of my anniversary?", intent: Unknown, params: params{}},
		{query: "Offers that expire 10 days after my trip?", intent: Unknown, params: params{}},
		{query: "Which of my offers expire within 10 days from today?", intent: ExpiringOffers, params: params{"within_days": 10}},
		{query: "Which offers of mine run out within two weeks of today?", intent: ExpiringOffers, params: params{"within_days": 14}},

		// A story's "who is it" is the asker's host the story asks
		// about; with no host asked, it points to no one.
		{query: "My boss keeps asking who my host at Hard Rock Tampa is. So who is it?", intent: MyHosts, params: params{}, filter: []string{"Hard Rock Tampa", "Seminole Hard Rock Hotel & Casino Tampa"}},
		{query: "My boss asked who my casino host at Pechanga is. Who is it?", intent: MyHosts, params: params{}, filter: []string{"Pechanga", "Pechanga Resort Casino"}},
		{query: "We stayed at Foxwoods last spring. Who is it?", intent: Unknown, params: params{}},
	}
}
