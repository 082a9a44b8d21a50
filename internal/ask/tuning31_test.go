package ask

import "testing"

// tuningSpokenAndLearners are the tuning phrases of the thirty-first fix
// round (questions spoken to a voice assistant, and the English of
// non-native speakers), in words of their own.
func tuningSpokenAndLearners(t testing.TB) []expectation {
	return []expectation{
		// A value said and then taken back ("no wait", "sorry I mean",
		// "no make that", "oops make it") is the corrected value alone
		// (dropWithdrawnValues); a "no" before no new value is kept
		// ("no hotel").
		{query: "casinos within twelve miles no wait twenty miles of Mulvane Kansas", intent: FindCasinos, params: params{"near": "Mulvane, KS", "radius_km": 32.2}},
		{query: "set my session limit to two hours sorry I mean three hours", intent: SetSessionLimit, params: params{"max_minutes": 180}},
		{query: "set a weekly budget of 400 dollars no make that 250 dollars", intent: SetBudget, params: params{"period": "week", "amount": 250}},
		{query: "comps for an hour oops make it two hours of twenty five dollar blackjack", intent: CompEstimate, params: params{"game_type": "blackjack", "avg_bet": 25, "hours": 2}},
		{query: "casinos within ten miles no hotel around Batavia New York", intent: FindCasinos, params: params{"near": "Batavia, NY", "radius_km": 16.1, "has_hotel": false}},
		{query: "comp estimate for 3 hours of 10 dollar no limit poker", intent: CompEstimate, params: params{"game_type": "poker", "avg_bet": 10, "hours": 3}},

		// A year said with its scale after a period's preposition is
		// that year (spelledYearAt); money stays money (a budget, a win).
		{query: "list my sessions from two thousand twenty four", intent: MySessions, params: params{"from": "2024-01-01", "to": "2024-12-31"}},
		{query: "my w2g total for two thousand twenty three", intent: W2GTotal, params: params{"tax_year": 2023}},
		{query: "visits during two thousand twenty two", intent: MyVisits, params: params{"from": "2022-01-01", "to": "2022-12-31"}},
		{query: "set my weekly budget to two thousand twenty five", intent: SetBudget, params: params{"period": "week", "amount": 2025}},
		{query: "I won two thousand twenty two dollars on keno, is a w2g needed", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 2022}},

		// The form's name spoken letter by letter, "w two g" (w2gRE).
		{query: "do I need a w two g for a fourteen hundred dollar keno win", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1400}},
		{query: "list my w two gs from last year", intent: MyW2Gs, params: params{"tax_year": 2025}},
		{query: "if I hit two thousand twenty five on keno do I need a w two g", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 2025}},

		// A learner's "at everywhere" is every casino, no casino's name
		// (everyCasino).
		{query: "show my tier at everywhere please", intent: MyTiers, params: params{}},
		{query: "my points at everywhere", intent: MyTiers, params: params{}},

		// "casinos" alone after a preposition is casinos in general, no
		// name (placePhrase); a casino's name is still kept.
		{query: "list my trips to casinos", intent: MyTrips, params: params{}},
		{query: "my sessions at casinos this year", intent: MySessions, params: params{"from": "2026-01-01", "to": "2026-12-31"}},
		{query: "my visits to Kansas Star Casino", intent: MyVisits, params: params{"casino_name": "Kansas Star Casino"}},

		// A cap said as what not to let the player do, with a learner's
		// "not let me" and "to" before the verb (stopOpenings, capStated).
		{query: "please not let me to spend more than 200 dollar in one week", intent: SetBudget, params: params{"period": "week", "amount": 200}},
		{query: "not let me play more than two hours per session", intent: SetSessionLimit, params: params{"max_minutes": 120}},

		// A game's pace with its noun in the singular ("decision",
		// "round"), a learner's plural left off (edgeAsked, gameWords).
		{query: "how many round per hour is baccarat", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "roulette how many decision in one hour", intent: GameFacts, params: params{"game_type": "roulette"}},

		// A learner's "I am win": what the player won (dropLearnerBe).
		{query: "I am hit 1300 dollar on keno, I get W-2G?", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1300}},
		{query: "I am win 2000 dollar on slot machine, need tax form W-2G?", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 2000}},

		// "program" after a program's name, with a ladder asked, is the
		// same mention, not a search of programs (brandWithName); the
		// programs in the plural are still listed.
		{query: "which levels does the Boyd Rewards program have", intent: ProgramDetail, params: params{"id": programID(t, "Boyd Rewards")}},
		{query: "what are the tiers of the MGM Rewards program", intent: ProgramDetail, params: params{"id": programID(t, "MGM Rewards")}},
		{query: "which rewards programs have levels", intent: ListPrograms, params: params{}},

		// A learner's "is having" is "has" (plainHave); a comparison so
		// said is still declined.
		{query: "which tiers is having Boyd Rewards", intent: ProgramDetail, params: params{"id": programID(t, "Boyd Rewards")}},
		{query: "which casino in Kansas is having hotel", intent: FindCasinos, params: params{"state": "KS", "has_hotel": true}},
		{query: "which is having better tiers Boyd Rewards or Caesars Rewards", intent: Unknown, params: params{}},
	}
}
