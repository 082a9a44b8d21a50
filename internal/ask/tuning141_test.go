package ask

import "testing"

// tuningPart141 tunes the rules of the hundred-and-forty-first part's
// fix round (hypotheticals and what-ifs), each in other words than the
// part: a supposition opening the question ("Suppose I'm ...", "Imagine
// I ...", "Hypothetically, ...": claimSupposition, supposedAt and the
// supposition case of leadClause), a trip supposed with its verb plain
// or past ("If I drove through ...", "Say we end up in ..."), a change
// of a limit supposed with its size (claimSupposedChange), a play
// supposed before a question of its game ("If I sat down at a blackjack
// table, ..."), the edge "would I be up against", "what casinos could I
// try", a verb's "to" that tells no place, a wish supposed in the past
// ("if I only wanted"), a visit wished for ("I want to visit every
// ..."), the day one will reach a tier or whether one keeps it, a
// forecast, and what a supposition would bring ("what tier would I
// get"), which the tiers held now do not answer. Guards keep the near
// phrases declined: a past undone, another person supposed, two asks
// after a supposition, advice, a stop of play supposed, a change with
// no size, and a write /ask does not run.
func tuningPart141(t testing.TB) []expectation {
	return []expectation{
		// A supposition frames the question and adds nothing.
		{query: "Suppose I'm staying in Laughlin; which casinos with a hotel are around there?", intent: FindCasinos, params: params{"near": "Laughlin, NV", "has_hotel": true}},
		{query: "Imagine I hit $2,000 on keno: would I get a W-2G?", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 2000}},
		{query: "Hypothetically, what's the house edge on roulette?", intent: GameFacts, params: params{"game_type": "roulette"}},
		{query: "Theoretically, which casinos in Iowa are racinos?", intent: FindCasinos, params: params{"state": "IA", "type": "racino"}},
		{query: "If I joined MGM Rewards, what tiers does it have?", intent: ProgramDetail, params: params{"id": programID(t, "MGM Rewards")}},

		// A trip supposed, its verb plain or past, is one to come.
		{query: "If I drove through Muskogee, which casinos would be within 30 miles?", intent: FindCasinos, params: params{"near": "Muskogee, OK", "radius_km": 48.3}},
		{query: "Say we end up in Laughlin for a night, what casinos are there?", intent: FindCasinos, params: params{"near": "Laughlin, NV"}},

		// A change of a limit supposed, its size given, is proposed.
		{query: "What would happen if I lower my weekly budget to $300?", intent: SetBudget, params: params{"period": "week", "amount": 300}},
		{query: "what happens if we set our session limit to 90 minutes?", intent: SetSessionLimit, params: params{"max_minutes": 90}},
		{query: "what happens if i raise my budget", intent: Unknown, params: params{}},

		// A play supposed, and the edge the asker would face.
		{query: "If I sat down at a blackjack table, what edge would I face?", intent: GameFacts, params: params{"game_type": "blackjack"}},
		{query: "Say I played craps; how many rolls an hour would I see?", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "What house edge would I be up against at roulette?", intent: GameFacts, params: params{"game_type": "roulette"}},

		// Casinos the asker could try or visit, and a verb's "to".
		{query: "What casinos could I try in Laughlin?", intent: FindCasinos, params: params{"near": "Laughlin, NV"}},
		{query: "which racinos should we visit in Iowa?", intent: FindCasinos, params: params{"state": "IA", "type": "racino"}},
		{query: "Assuming we want to stay over, which casinos near Tunica have a hotel?", intent: FindCasinos, params: params{"near": "Tunica, MS", "has_hotel": true}},

		// A wish supposed in the past wants what a wish now does.
		{query: "What if I only wanted racinos in Iowa, which ones would that be?", intent: FindCasinos, params: params{"state": "IA", "type": "racino"}},

		// A visit wished for is a plan, not a record.
		{query: "I want to visit every Choctaw casino in Oklahoma", intent: Unknown, params: params{}},
		{query: "we plan to visit each Hard Rock casino in Florida", intent: Unknown, params: params{}},

		// Forecasts: the day a tier is reached, whether one is kept.
		{query: "When will I make Diamond at Caesars?", intent: Unknown, params: params{}},
		{query: "will I keep my tier at Borgata?", intent: Unknown, params: params{}},
		{query: "If I don't play again until spring, will I keep my tier at Borgata?", intent: Unknown, params: params{}},
		{query: "If we stopped going for a month, would my tier at Ameristar drop?", intent: Unknown, params: params{}},

		// What a supposition would bring is no tier held now; a tier
		// match named whole is still read.
		{query: "If I match my Boyd Seven Stars over to MGM Rewards, what tier would I get?", intent: Unknown, params: params{}},
		{query: "Suppose I moved my Ruby from Boyd over to Hard Rock; what tier would I get?", intent: TierMatchPaths, params: params{"program": "Boyd Rewards", "to_program": "Unity by Hard Rock"}, tier: "Ruby"},

		// Guards: a past undone, another person, two asks, advice, a write.
		{query: "If I had stayed home last weekend, how much would I have saved?", intent: Unknown, params: params{}},
		{query: "Say my wife goes to Borgata next week; what offers does she have there?", intent: Unknown, params: params{}},
		{query: "Suppose I go to Reno: what casinos are there, and what tier am I at the Peppermill?", intent: Unknown, params: params{}},
		{query: "Hypothetically, would you pick Borgata or Ocean Casino?", intent: Unknown, params: params{}},
		{query: "If you were me, which casino would you pick this weekend?", intent: Unknown, params: params{}},
		{query: "Say I just won $800 in free play at Borgata; log it to my offers.", intent: Unknown, params: params{}},
	}
}
