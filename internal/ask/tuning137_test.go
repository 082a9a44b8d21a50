package ask

import "testing"

// tuningPart137 tunes the rules of the hundred-and-thirty-seventh part's
// fix round (longer messages, twenty-third part), each in other words
// than the part: what "that" costs after a story naming one tier ("What
// does that require?"), an agent's "their" after "the user's" read as
// the user's own, a chance that something exists ("any chance there's
// ...") and "theres" typed without its apostrophe, a night or evening
// out wanted as an occasion, a line of amounts ("anything over $1,000")
// told after a W-2G question, "what kind of casino" a named casino is,
// and a vow ("..., I promise") closing a message. Guards keep the near
// phrases declined: a tier pointed back to in a program the story does
// not give it, another person's "their", a chance of something else, a
// night wanting a spa, a win told after the question, a kind of casino
// asked of no casino, and a vow that names a condition.
func tuningPart137(t testing.TB) []expectation {
	return []expectation{
		// What "that" costs: the one tier the story names.
		{query: "My coworker keeps flashing his Emerald card from Boyd Rewards. What does that require?", intent: TierRequirement, params: params{"id": programID(t, "Boyd Rewards")}, tier: "Emerald"},
		{query: "My husband got Ruby in Boyd Rewards without trying. How many points did that need?", intent: TierRequirement, params: params{"id": programID(t, "Boyd Rewards")}, tier: "Ruby"},
		{query: "My aunt keeps bragging about her Onyx card. How many points does that take at MGM Rewards?", intent: Unknown, params: params{}},

		// An agent's "their" after "the user's": the user's own.
		{query: "Relaying for a client today. List the customer's offers from each of their casinos.", intent: MyOffers, params: params{}},
		{query: "Show the player's sessions at each of their casinos.", intent: MySessions, params: params{}},
		{query: "Show the user's wife's tier at each of their casinos.", intent: Unknown, params: params{}},

		// A chance that something exists, and "theres".
		{query: "any chance there's a racino near Council Bluffs?", intent: FindCasinos, params: params{"near": "Council Bluffs, IA", "type": "racino"}},
		{query: "is there any chance there's a tribal casino in Snoqualmie", intent: FindCasinos, params: params{"near": "Snoqualmie, WA", "type": "tribal"}},
		{query: "theres a casino with a hotel in winnemucca?", intent: FindCasinos, params: params{"near": "Winnemucca, NV", "has_hotel": true}},
		{query: "Driving through Winnemucca tomorrow with my brother. Any chance there's a casino with a hotel in Winnemucca?", intent: FindCasinos, params: params{"near": "Winnemucca, NV", "has_hotel": true}},
		{query: "any chance Snoqualmie Casino has rooms", intent: Unknown, params: params{}},

		// A night or evening out is an occasion, not a condition.
		{query: "Work has been brutal lately and I need a night out. Which racinos are in Iowa?", intent: FindCasinos, params: params{"state": "IA", "type": "racino"}},
		{query: "We need an evening out badly. What tribal casinos does Michigan have?", intent: FindCasinos, params: params{"state": "MI", "type": "tribal"}},
		{query: "I need a night at a place with a spa. Which casinos are in Iowa?", intent: Unknown, params: params{}},

		// A line of amounts told after a W-2G question is no win.
		{query: "Does a $1,300 bingo win need a W-2G? My cousin says everything above $1,000 does.", intent: W2GRule, params: params{"game_type": "bingo", "amount_won": 1300}},
		{query: "Is a $1,250 slot jackpot reportable on a W-2G? My neighbor says anything past $1,200 is.", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 1250}},
		{query: "Does a $1,300 bingo win need a W-2G? My cousin says I won over $2,000.", intent: Unknown, params: params{}},

		// What kind of casino a named casino is: its casino_type.
		{query: "What type of place is Snoqualmie Casino?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Snoqualmie Casino")}},
		{query: "Which kind of casino is Model T Casino Hotel RV?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Model T Casino Hotel RV")}},
		{query: "What kind of casino has the best buffet?", intent: Unknown, params: params{}},

		// A vow closing a message asks nothing.
		{query: "Show me the racinos in Iowa. Tea only, I promise.", intent: FindCasinos, params: params{"state": "IA", "type": "racino"}},
		{query: "Which casinos are in Iowa? Only ones with a hotel, I promise.", intent: Unknown, params: params{}},
	}
}
