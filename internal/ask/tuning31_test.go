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
	}
}
