package ask

import "testing"

// tuningPart133 tunes the rules of the hundred-and-thirty-third part's
// fix round (near misses, eighteenth part), each in other words than the
// part: a win's W-2G rule, the help or a game's facts asked of a
// province or country outside the United States (Ontario, also the name
// of a U.S. town), how often a tier match may be made, the player's
// records grouped or counted by a state, a casino or a game, and a
// nation's casinos asked as "being run by" it. Guards keep the near
// phrases that stay answered or declined: the U.S. town said with its
// state, New Mexico, a match "once" a trip is over, the lists without a
// grouping, and casinos "being built" or "being sold".
func tuningPart133(t testing.TB) []expectation {
	return []expectation{
		// A province or country outside the United States; the U.S.
		// town said with its state, and New Mexico, are answered.
		{query: "Is a W-2G issued for a $6,000 poker tournament prize won in Ontario?", intent: Unknown, params: params{}},
		{query: "Where can I sign up for self-exclusion in Ontario?", intent: Unknown, params: params{}},
		{query: "What's the house edge on craps in Ontario?", intent: Unknown, params: params{}},
		{query: "Does a $2,400 slot hit at a casino in Ontario, California get a W-2G form?", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 2400}},
		{query: "Does a $1,300 bingo prize in New Mexico need a W-2G?", intent: W2GRule, params: params{"game_type": "bingo", "amount_won": 1300}},

		// How often a tier match may be made; "once" a trip is over is
		// no count.
		{query: "How often may I match my MGM Rewards Gold over to Caesars Rewards?", intent: Unknown, params: params{}},
		{query: "Will Wynn Rewards match my Boyd Onyx more than once?", intent: Unknown, params: params{}},
		{query: "Could MGM Rewards match my Caesars Platinum three times per year?", intent: Unknown, params: params{}},
		{query: "Can I status match Caesars Platinum to MGM Rewards once my trip is over?", intent: TierMatchPaths, params: params{"program": "Caesars Rewards", "to_program": "MGM Rewards"}, tier: "Platinum"},

		// Records grouped or counted by a state, a casino or a game;
		// the lists alone are answered.
		{query: "Tally my poker sessions per casino.", intent: Unknown, params: params{}},
		{query: "Show how many trips I took, state by state.", intent: Unknown, params: params{}},
		{query: "List the visits I've made to casinos, broken out by state.", intent: Unknown, params: params{}},
		{query: "List my sessions at Borgata by game.", intent: Unknown, params: params{}},
		{query: "List the visits I've made to casinos.", intent: MyVisits, params: params{}},
		{query: "Show my poker sessions, newest first.", intent: MySessions, params: params{"game_type": "poker"}},

		// A nation's casinos asked in the passive said as going on ("are
		// being run"); a verb nothing keeps after "being" still declines.
		{query: "Which casinos in Oklahoma are being operated by the Chickasaw Nation?", intent: FindCasinos, params: params{"state": "OK", "q": "Chickasaw Nation"}},
		{query: "Name the casinos that are being run by the Seminole Tribe of Florida.", intent: FindCasinos, params: params{"q": "Seminole Tribe of Florida"}},
		{query: "Which casinos are being built by the Chickasaw Nation in Oklahoma?", intent: Unknown, params: params{}},
		{query: "Name the casinos that are being sold by the Seminole Tribe of Florida.", intent: Unknown, params: params{}},
	}
}
