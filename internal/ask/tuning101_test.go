package ask

import "testing"

// tuningPart101 are the tuning phrases of the hundred-and-first fix round
// (near misses, eleventh part: a session cut off at a time, two games
// weighed with "than", hosts ranked by a count or asked for their book,
// who came along on check-ins, offers for new sign-ups, the limit one
// "ought" to set, and the bills of trips), in words of their own, with
// guards that keep their answers.
func tuningPart101(t testing.TB) []expectation {
	return []expectation{
		// "cut" ends the asker's sessions at a time, its "off" before
		// or after them, and the owner may follow ("of mine", "of
		// ours") (cutOffAt): a session limit. Held to some days it is
		// no proposal (limitDaysAsked); "end my sessions after" and
		// "cut my sessions to" keep their answers.
		{query: "Cut my sessions off at 90 minutes.", intent: SetSessionLimit, params: params{"max_minutes": 90}},
		{query: "Cut off each session at two hours.", intent: SetSessionLimit, params: params{"max_minutes": 120}},
		{query: "Stop every session of ours at an hour.", intent: SetSessionLimit, params: params{"max_minutes": 60}},
		{query: "End all sessions of mine after 50 minutes.", intent: SetSessionLimit, params: params{"max_minutes": 50}},
		{query: "Cut my sessions off at 90 minutes on weekdays.", intent: Unknown, params: params{}},
		{query: "Cut off each session at two hours, Fridays only.", intent: Unknown, params: params{}},
		{query: "End my sessions after 45 minutes.", intent: SetSessionLimit, params: params{"max_minutes": 45}},
		{query: "Cut my sessions to 45 minutes.", intent: SetSessionLimit, params: params{"max_minutes": 45}},

		// A comparative's "than" names a second game in the question
		// (gamesComparedByThan): no action weighs two plays. A
		// comparison told in a sentence before the question, one play's
		// comps and a game's facts keep their answers.
		{query: "Would an hour of $25 baccarat earn more comps than an hour of $25 blackjack?", intent: Unknown, params: params{}},
		{query: "Do I get better comps playing 3 hours of $15 blackjack than 3 hours of $15 baccarat?", intent: Unknown, params: params{}},
		{query: "How many more comp dollars does an hour of $20 craps earn than an hour of $20 roulette?", intent: Unknown, params: params{}},
		{query: "Is 2 hours of $10 keno worth less in comps than 2 hours of $10 slots?", intent: Unknown, params: params{}},
		{query: "My friend says craps pays better comps than roulette. How much in comps is 3 hours of $10 craps worth?", intent: CompEstimate, params: params{"game_type": "craps", "avg_bet": 10, "hours": 3}},
		{query: "Comps for an hour of $25 baccarat?", intent: CompEstimate, params: params{"game_type": "baccarat", "avg_bet": 25, "hours": 1}},
		{query: "What's the house edge on craps?", intent: GameFacts, params: params{"game_type": "craps"}},

		// Hosts ranked by a count ("the most clients", "the fewest
		// players") (hostCountRanked): search_hosts filters, never ranks.
		{query: "Which host at Borgata has the most clients?", intent: Unknown, params: params{}},
		{query: "Find me the Spanish-speaking host with the fewest players.", intent: Unknown, params: params{}},
		{query: "Who is the host with the most guests at Wynn?", intent: Unknown, params: params{}},
		{query: "Find me a host who speaks Spanish.", intent: FindHosts, params: params{"language": "Spanish"}},

		// The people the player's own host looks after (hostBookAsked):
		// the host's book, none of the player's records. Hosts taking
		// new players and the player's hosts keep their answers.
		{query: "Which players does my host look after?", intent: Unknown, params: params{}},
		{query: "Show me my host's other clients.", intent: Unknown, params: params{}},
		{query: "How many clients does my host have?", intent: Unknown, params: params{}},
		{query: "Are there hosts at Borgata taking new players?", intent: FindHosts, params: params{}, filter: []string{"Borgata", "Borgata Hotel Casino and Spa"}},
		{query: "Who are my hosts?", intent: MyHosts, params: params{}},

		// Who came along, asked of check-ins as of trips and sessions
		// (companionsAsked, checkInsNamed); the check-ins keep theirs.
		{query: "Show my check-ins and who joined me.", intent: Unknown, params: params{}},
		{query: "Who came along on my casino check-ins this year?", intent: Unknown, params: params{}},
		{query: "Show my check-ins.", intent: MyVisits, params: params{}},

		// "New sign-ups" are newcomers, as "signups" is
		// (newcomerOffersAsked); the asker who signed up asks their own.
		{query: "Is there a promotion at Borgata for new sign-ups?", intent: Unknown, params: params{}},
		{query: "Show the bonuses Wynn offers new sign-ups.", intent: Unknown, params: params{}},
		{query: "What offers go out to new sign-ups at Ocean?", intent: Unknown, params: params{}},
		{query: "I'm a new sign-up at Borgata. What offers do I have there?", intent: MyOffers, params: params{"casino_name": "Borgata"}},
		{query: "Do I have any offers from Borgata?", intent: MyOffers, params: params{"casino_name": "Borgata"}},

		// "ought" asks advice as "should" does (limitShouldAsked); the
		// limit set and a limit stated keep their answers.
		{query: "What weekly budget ought I to have?", intent: Unknown, params: params{}},
		{query: "How long ought my session limit to be?", intent: Unknown, params: params{}},
		{query: "Which weekly budget have I got set?", intent: MyLimits, params: params{}},
		{query: "I ought to set a weekly budget of $200.", intent: SetBudget, params: params{"period": "week", "amount": 200}},

		// The bills of trips and sessions (billsOfRecordsAsked): a record
		// keeps its casino, dates and money played, never what was
		// billed. The trips and what was spent on them keep theirs.
		{query: "Show the receipts from my Borgata trips.", intent: Unknown, params: params{}},
		{query: "What were the hotel charges on my trips in 2025?", intent: Unknown, params: params{}},
		{query: "List my trip invoices for 2025.", intent: Unknown, params: params{}},
		{query: "Show my Borgata trips.", intent: MyTrips, params: params{"casino_name": "Borgata"}},
		{query: "Show my trips in 2025.", intent: MyTrips, params: params{"from": "2025-01-01", "to": "2025-12-31"}},
		{query: "How much did I spend on my Borgata trips in 2024?", intent: MyTrips, params: params{"casino_name": "Borgata", "from": "2024-01-01", "to": "2024-12-31"}},
	}
}
