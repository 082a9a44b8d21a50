package ask

import "testing"

// tuningPart134 are the phrases of the hundred-and-thirty-fourth part's
// fix round (longer messages whose one ask sits among story), in words
// of their own: an agent's "they" asking for a thing after a story of
// its user, a year closing an ask typed all in lower case, a cap put as
// what no session of the asker's may run past (with or without a story
// before it), what another person swears or thinks told after a change,
// "before we <do>" closing an ask, and the four wrong answers the
// hundred-and-twenty-ninth round's helper saw outside any part: a chance
// of a win to come, another's word naming a help line after a session
// cap, a game asked of trips or visits (which keep none), and "show it"
// after a story of a trip to a casino; with guards that must stay
// Unknown or keep their intent.
func tuningPart134(t testing.TB) []expectation {
	return []expectation{
		// An agent's "they" with a verb of asking or wanting and the thing
		// asked for relays the user's ask; "they asked me to stop" names
		// nothing asked for, and "they would like a calm place" asks
		// nothing of Tierline, so the request before it is the ask.
		{query: "The user is moving to Iowa in the fall. They want the tribal casinos in Iowa. Nothing fancy, please.", intent: FindCasinos, params: params{"state": "IA", "type": "tribal"}},
		{query: "My client is in Sioux Falls for a conference. They asked for the casinos with a rewards program in South Dakota. Much appreciated.", intent: FindCasinos, params: params{"state": "SD", "has_rewards": true}},
		{query: "The user is tired tonight. They asked me to stop for now. Thanks.", intent: Unknown, params: params{}},
		{query: "My user is crossing Kansas tonight. Please find casinos near Dodge City for them. They would like a calm place to rest.", intent: FindCasinos, params: params{"near": "Dodge City, KS"}},

		// A year closes an ask typed all in lower case, and what follows
		// is an afterword.
		{query: "whats my gambling tax summary for 2024. my accountant flagged something on the return", intent: TaxSummary, params: params{"tax_year": 2024}},
		{query: "can u list my trips from 2024. the irs flagged my return", intent: MyTrips, params: params{"from": "2024-01-01", "to": "2024-12-31"}},
		{query: "show my sessions from 2025. i was audited last year", intent: MySessions, params: params{"from": "2025-01-01", "to": "2025-12-31"}},

		// "a single sitting of mine", "a session of ours" may not run past
		// a cap: the asker's own sessions; story before it adds nothing,
		// and another person's sessions are not the asker's to cap.
		{query: "Never let a single sitting of mine go over 90 minutes.", intent: SetSessionLimit, params: params{"max_minutes": 90}},
		{query: "Do not let a session of ours go past three hours. My wife insists.", intent: SetSessionLimit, params: params{"max_minutes": 180}},
		{query: "My shift starts early and I keep losing sleep at the tables. Never let my sessions go beyond 75 minutes.", intent: SetSessionLimit, params: params{"max_minutes": 75}},
		{query: "Don't let any one session of his run past 2 hours.", intent: Unknown, params: params{}},

		// A chance of a win to come is a forecast, not the forms of wins
		// paid; a chance to be shown them is a request.
		{query: "What are the odds I hit a jackpot at Mohegan Sun?", intent: Unknown, params: params{}},
		{query: "Any chance we win a jackpot at Wind Creek tomorrow?", intent: Unknown, params: params{}},
		{query: "Any chance I could see my W-2Gs for 2025?", intent: MyW2Gs, params: params{"tax_year": 2025}},

		// Another person's word told after a change, whatever help it
		// names, asks nothing; a change the word names still leaves the
		// change unsure.
		{query: "Please keep each sitting under an hour. He thinks the self-exclusion list is what turned his brother around.", intent: SetSessionLimit, params: params{"max_minutes": 60}},
		{query: "Limit my sessions to 45 minutes. She says the gambling hotline saved her marriage.", intent: SetSessionLimit, params: params{"max_minutes": 45}},

		// Trips and visits keep no game; sessions do.
		{query: "Show my blackjack trips from 2025.", intent: Unknown, params: params{}},
		{query: "List the poker visits I made in March.", intent: Unknown, params: params{}},
		{query: "Show my blackjack sessions from 2025.", intent: MySessions, params: params{"game_type": "blackjack", "from": "2025-01-01", "to": "2025-12-31"}},

		// "Show it" after a story of a record at a casino is that record
		// there, then; a question of the casino is still the casino's.
		{query: "I logged a session at Foxwoods yesterday. Show it to me.", intent: MySessions, params: params{"casino_name": "Foxwoods", "from": "2026-05-13", "to": "2026-05-13"}},
		{query: "We took a trip up to Turning Stone in February. Could you pull it up?", intent: MyTrips, params: params{"casino_name": "Turning Stone", "from": "2026-02-01", "to": "2026-02-28"}},
		{query: "I took a trip to Borgata last month. Does it have a hotel?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Borgata Hotel Casino and Spa")}},

		// "before we <do>" closing an ask is what the asker will do next;
		// "before we went" dates records, which no rule reads.
		{query: "What's the house edge on roulette before we drive out there?", intent: GameFacts, params: params{"game_type": "roulette"}},
		{query: "I'd like the details on Borgata before I book a room.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Borgata Hotel Casino and Spa")}},
		{query: "Show my trips before we went to Reno.", intent: Unknown, params: params{}},
	}
}
