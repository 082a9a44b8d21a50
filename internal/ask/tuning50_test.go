package ask

import "testing"

// tuningFifthNearMisses are the tuning phrases of the fiftieth fix round
// (a fifth near-miss part), in words of their own.
func tuningFifthNearMisses(t testing.TB) []expectation {
	return []expectation{
		// Two things compared (comparisonAsked): "vs", "versus" or
		// "compared to" between two casinos or plays, which no action
		// puts side by side, so Unknown; the player's wins against their
		// losses are the year's summary, and one casino is answered.
		{query: "how much in comps for 3 hours of $25 blackjack at borgata versus ocean casino", intent: Unknown, params: params{}},
		{query: "list my trips to Borgata vs Tropicana Atlantic City", intent: Unknown, params: params{}},
		{query: "how close am i to the next tier at Borgata compared to Harrah's", intent: Unknown, params: params{}},
		{query: "my wins versus my losses for 2025", intent: TaxSummary, params: params{"tax_year": 2025}},
		{query: "comps for 3 hours of $25 blackjack at borgata", intent: CompEstimate, params: params{"game_type": "blackjack", "avg_bet": 25, "hours": 3, "casino_name": "borgata"}},

		// A record said to be wrong or asked to be corrected
		// (correctionAsked): /ask reads records as kept and cannot
		// correct one, so Unknown; the records themselves are answered.
		{query: "my trip to Borgata in March shows the wrong dates, how do I fix it", intent: Unknown, params: params{}},
		{query: "there's a typo on my 2025 W-2G from Hard Rock", intent: Unknown, params: params{}},
		{query: "one of my sessions has the wrong casino on it", intent: Unknown, params: params{}},
		{query: "what did my W-2G from 2025 say", intent: MyW2Gs, params: params{"tax_year": 2025}},

		// The service asked to enrol someone in self-exclusion
		// (enrolmentByServiceAsked): no action enrols anyone, so Unknown;
		// how to enrol, and an imperative without "you", are the help.
		{query: "can you sign me up for self-exclusion in Ohio", intent: Unknown, params: params{}},
		{query: "could u register me for the Iowa self-exclusion list", intent: Unknown, params: params{}},
		{query: "I'd like you to put me on Michigan's self-exclusion list", intent: Unknown, params: params{}},
		{query: "put me on the self-exclusion list in Ohio", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "OH"}},
		{query: "how do I register for self-exclusion in Ohio", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "OH"}},
		{query: "Can you tell me how to self-exclude in Iowa?", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "IA"}},

		// Records held to their result in a clause after them
		// (recordsHeldToResult): the lists filter by casino, game and
		// dates only, so Unknown; a clause of what was played is a game.
		{query: "show my craps sessions where i lost", intent: Unknown, params: params{}},
		{query: "list my trips where we came out ahead", intent: Unknown, params: params{}},
		{query: "my visits to Borgata when I won", intent: Unknown, params: params{}},
		{query: "my trips that i lost on", intent: Unknown, params: params{}},
		{query: "my sessions where i played craps at Borgata", intent: MySessions, params: params{"casino_name": "Borgata", "game_type": "craps"}},

		// "should I" with two choices joined by "or" (adviceAsked):
		// which to choose is advice, so Unknown; "or not" asks yes or no.
		{query: "should we status match into MGM Rewards or Caesars Rewards", intent: Unknown, params: params{}},
		{query: "should i match my Caesars Rewards Diamond to MGM Rewards or Wynn Rewards", intent: Unknown, params: params{}},
		{query: "which casino should i visit next, Borgata or Tropicana", intent: Unknown, params: params{}},
		{query: "should i get a W-2G for a $1,300 slot jackpot or not", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 1300}},

		// A request asked to be sent, in the passive ("submitted",
		// "mailed"): a write /ask does not run, so Unknown; whether a
		// tier can be matched is the path.
		{query: "I want a tier match request submitted to Caesars Rewards from my MGM Rewards Gold", intent: Unknown, params: params{}},
		{query: "have a status match application mailed to Wynn Rewards from my Caesars Diamond", intent: Unknown, params: params{}},
		{query: "can my Caesars Rewards Diamond be status matched to Wynn Rewards", intent: TierMatchPaths, params: params{"program": "Caesars Rewards", "to_program": "Wynn Rewards"}, tier: "Diamond"},

		// The directory's casinos and a help line joined by "and"
		// (twoQuestions): two asks, so Unknown; a search with two
		// conditions, or the help line alone, is answered.
		{query: "casinos near Shreveport and the problem gambling hotline for Louisiana", intent: Unknown, params: params{}},
		{query: "which casinos are in Biloxi and what's the Mississippi helpline", intent: Unknown, params: params{}},
		{query: "casinos near Biloxi with a hotel and a rewards program", intent: FindCasinos, params: params{"near": "Biloxi, MS", "has_hotel": true, "has_rewards": true}},
		{query: "the gambling helpline for Mississippi", intent: RGHelp, params: params{"topic": "helpline", "state": "MS"}},

		// A budget named by its period (budgetsInPlaceAsked): a limit
		// set per day, week or month, read by the limits; what is left
		// of it is the bankroll.
		{query: "what's my monthly budget", intent: MyLimits, params: params{}},
		{query: "what is my budget per day", intent: MyLimits, params: params{}},
		{query: "remind me of my weekly budget", intent: MyLimits, params: params{}},
		{query: "how much of my weekly budget is left", intent: Bankroll, params: params{}},

		// The limits or the bankroll of a period already over
		// (pastOfNow): both keep their present value only, so Unknown;
		// asked of now, they are answered.
		{query: "what were my session limits in 2025", intent: Unknown, params: params{}},
		{query: "what was my bankroll at the end of last year", intent: Unknown, params: params{}},
		{query: "what was my weekly budget last month", intent: Unknown, params: params{}},
		{query: "what's my bankroll this month", intent: Bankroll, params: params{}},
		{query: "show my limits", intent: MyLimits, params: params{}},

		// A table's pace said by what it "gets through" (gameWords): the
		// game's facts; at one casino, a pace the table does not keep.
		{query: "how many spins an hour does a roulette wheel get through", intent: GameFacts, params: params{"game_type": "roulette"}},
		{query: "how many hands does a blackjack table get through per hour", intent: GameFacts, params: params{"game_type": "blackjack"}},
		{query: "how many rounds does a baccarat dealer get through in an hour", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "how many rolls an hour does a craps table get through at Borgata", intent: Unknown, params: params{}},

		// Offers named by a kind other than free play (offerKindNamed):
		// list_offers has no filter by kind, so Unknown; free play is the
		// players' word for their offers, and is answered.
		{query: "any hotel offers from Borgata?", intent: Unknown, params: params{}},
		{query: "show my food offers", intent: Unknown, params: params{}},
		{query: "what event offers do i have", intent: Unknown, params: params{}},
		{query: "got any offers for the buffet at Borgata", intent: Unknown, params: params{}},
		{query: "how much free play do I have at Borgata", intent: MyOffers, params: params{"casino_name": "Borgata"}},
		{query: "my offers from Borgata", intent: MyOffers, params: params{"casino_name": "Borgata"}},
	}
}
