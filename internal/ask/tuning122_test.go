package ask

import "testing"

// tuningPart122 are the phrases of the hundred-and-twenty-second part's
// fix round (longer messages whose one ask sits among story), in words
// of their own: a request put as the asker's hope, "check" before a
// question word, "at a stretch", questions put to no one ("Who knew?",
// "can you believe it?"), sentences told after the ask (and what
// another person says after a change), a casino told after an ask no
// casino narrows, another person wanting a copy, "let
// me see", "only want" in a story, "how's" and the win a story's "that
// amount" points to; with guards that must stay Unknown or keep their
// intent.
func tuningPart122(t testing.TB) []expectation {
	caesars, boyd := programID(t, "Caesars Rewards"), programID(t, "Boyd Rewards")
	return []expectation{
		// A request put as the asker's hope ("we were hoping you could
		// list ...") asks what follows the modal; a hope of anything
		// else asks nothing.
		{query: "My knee surgery is finally behind me. We were hoping you could list the casinos near Biloxi with a hotel.", intent: FindCasinos, params: params{"near": "Biloxi, MS", "has_hotel": true}},
		{query: "I'm hoping you can tell me how close I am to the next tier at Borgata.", intent: TierProgress, params: params{"casino_name": "Borgata"}},
		{query: "I was hoping to win big at Borgata this weekend.", intent: Unknown, params: params{}},
		{query: "We were hoping the Borgata had a pool.", intent: Unknown, params: params{}},

		// "check" or "verify" before a question word asks that question.
		{query: "Can you check how many tier credits Diamond takes in Caesars Rewards?", intent: TierRequirement, params: params{"id": caesars}, tier: "Diamond"},
		{query: "Please verify which casinos in Iowa are racinos.", intent: FindCasinos, params: params{"state": "IA", "type": "racino"}},
		{query: "Could you check who won the poker tournament at Borgata last night?", intent: Unknown, params: params{}},

		// "at a stretch" is one sitting, as "at a time" is.
		{query: "Never let me gamble longer than 90 minutes at a stretch.", intent: SetSessionLimit, params: params{"max_minutes": 90}},

		// A question put to no one is the teller's aside, whether a
		// sentence of its own or closing one after a comma; alone, or
		// with more after "who knows", it is no aside.
		{query: "My neighbor swears the buffet at Borgata is the best on the coast. Who knew? Could you pull up my offers from Borgata?", intent: MyOffers, params: params{"casino_name": "Borgata"}},
		{query: "Which casinos near Reno have a hotel? We finally made it out there after two canceled flights, can you believe it? The kids are thrilled.", intent: FindCasinos, params: params{"near": "Reno, NV", "has_hotel": true}},
		{query: "Who knew?", intent: Unknown, params: params{}},
		{query: "Can you believe it?", intent: Unknown, params: params{}},
		{query: "Who knows which hosts at Borgata speak Spanish?", intent: FindHosts, params: params{"language": "Spanish"}, filter: []string{"Borgata", "Borgata Hotel Casino and Spa"}},

		// A whole sentence told after the ask, asking and reading
		// nothing, is story; a fragment after it still narrows, and a
		// casino told after records still binds them.
		{query: "Which tribal casinos are near Tulsa? Last fall in Shawnee was rainy, but the food never disappointed.", intent: FindCasinos, params: params{"near": "Tulsa, OK", "type": "tribal"}},
		{query: "Could you show me the tier ladder for Boyd Rewards? Then the power went out at the Orleans and nobody could find the cage.", intent: ProgramDetail, params: params{"id": boyd}},
		{query: "What's the house edge on craps? Yesterday at Borgata the dealer was a riot, and the table never cooled off.", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "Show me my vouchers. Only the expired ones please.", intent: MyVouchers, params: params{"status": "expired"}},
		{query: "Could you pull up my trips? We spent Saturday at Foxwoods and Sunday at Mohegan Sun.", intent: Unknown, params: params{}},

		// A casino told after an ask no casino narrows (the bankroll,
		// the tax summary) is story.
		{query: "Could you pull up my bankroll? My cousin and I spent Saturday at Foxwoods and Sunday at Mohegan Sun.", intent: Bankroll, params: params{}},
		{query: "What does my gambling tax summary for 2024 look like? We spent most weekends at Borgata and Harrah's Philadelphia.", intent: TaxSummary, params: params{"tax_year": 2024}},

		// Another person who also wants a copy of something is whom
		// the asker's own records are for.
		{query: "Can you show me the W-2Gs I received in 2024? He also wants a copy of my 2022 return.", intent: MyW2Gs, params: params{"tax_year": 2024}},

		// What another person says after a change of the asker's own is
		// told, whatever its words would ask alone; what they say of
		// records still binds them.
		{query: "Please set my daily budget to $80. He says I'm banned from the poker room at Foxwoods until I pay him back.", intent: SetBudget, params: params{"period": "day", "amount": 80}},
		{query: "Show my trips from 2025. She says the Borgata ones were the best.", intent: Unknown, params: params{}},

		// "Let me see" asks to be shown, after a story too.
		{query: "We drove home from Biloxi in a hailstorm. Let me see the poker sessions I logged in April. Who would have guessed it?", intent: MySessions, params: params{"game_type": "poker", "from": "2026-04-01", "to": "2026-04-30"}},
		{query: "Let me see my visits from 2025. Two of those weekends were spent snowed in at the lodge.", intent: MyVisits, params: params{"from": "2025-01-01", "to": "2025-12-31"}},
		{query: "Let me think about it.", intent: Unknown, params: params{}},

		// "only want to" in a story is a wish to do, which the search's
		// own condition puts.
		{query: "My parents only want to go where they can stay overnight. Which casinos in Oklahoma have a hotel?", intent: FindCasinos, params: params{"state": "OK", "has_hotel": true}},

		// "how's" is "how is".
		{query: "how's the pace of baccarat", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "hows the house edge on keno", intent: GameFacts, params: params{"game_type": "keno"}},
		{query: "how's the buffet at Borgata", intent: Unknown, params: params{}},

		// A win pointed back to among amounts lost is the amount won;
		// two amounts won are one too many to choose from.
		{query: "I dropped $400 at roulette on Friday, then won $1,800 on a slot machine Saturday night. Does a slot win of that amount need a W-2G?", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 1800}},
		{query: "I won $700 at craps and then won $1,500 at blackjack. Is a win of that amount on blackjack reportable on a W-2G?", intent: Unknown, params: params{}},
		{query: "I hit $2,500 on a slot machine at Borgata. Is a slot win of that amount reportable?", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 2500}},
	}
}
