package ask

import "testing"

// tuningPart143 tunes the rules of the hundred-and-forty-third part's
// fix round (near misses, twenty-first part: names that do not exist or
// do not fit), each in other words than the part: a tier named that no
// program the question names has (a numbered tier past the ladder, or
// another program's tier beside a program), a status matched into a
// name that is no shipped program (nor a casino of one), a casino named
// with a town or state it is not in, a directory search of a state the
// directory has no casino in, a host language that is no language of
// the list or of ISO 639-2, the asker playing the game a house edge is
// asked of ("when I play roulette"), and a house edge asked of a game
// that is none of the catalog's game types. Guards keep the near
// phrases as they are: the program's own tiers, matches into shipped
// programs and into a casino of one, casinos in their own town and
// state, states with casinos, real languages, and a premise that is no
// play of the game.
func tuningPart143(t testing.TB) []expectation {
	return []expectation{
		// A tier no program named has.
		{query: "How many points does Tier 8 need with Genting Rewards?", intent: Unknown, params: params{}},
		{query: "Does Caesars Rewards match a Boyd Noir?", intent: Unknown, params: params{}},
		{query: "What does Tier 3 take in Boyd Rewards?", intent: Unknown, params: params{}},
		{query: "Is there a match path from my MGM Ruby into Caesars Rewards?", intent: Unknown, params: params{}},
		{query: "How many points does Tier 2 need with Genting Rewards?", intent: TierRequirement, params: params{"id": programID(t, "Genting Rewards")}, tier: "Tier 2"},
		{query: "Is there a match path from my Boyd Ruby into Caesars Rewards?", intent: TierMatchPaths, params: params{"program": "Boyd Rewards", "to_program": "Caesars Rewards"}, tier: "Ruby"},

		// A match into a name that is no shipped program.
		{query: "Could my MGM Gold be matched into Orion Rewards?", intent: Unknown, params: params{}},
		{query: "Match my Caesars Diamond to Wind Creek", intent: Unknown, params: params{}},
		{query: "Could my Boyd Onyx get matched into Turning Stone?", intent: Unknown, params: params{}},
		{query: "Could my MGM Gold be matched into Caesars Rewards?", intent: TierMatchPaths, params: params{"program": "MGM Rewards", "to_program": "Caesars Rewards"}, tier: "Gold"},
		{query: "Can my Caesars Diamond be matched to Borgata?", intent: TierMatchPaths, params: params{"program": "Caesars Rewards", "to_program": "MGM Rewards"}, tier: "Diamond"},

		// A casino named with a town or state it is not in.
		{query: "Does Borgata in Las Vegas have a hotel?", intent: Unknown, params: params{}},
		{query: "How many table games does Turning Stone in Ohio have?", intent: Unknown, params: params{}},
		{query: "Does Borgata in Atlantic City have a hotel?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Borgata Hotel Casino and Spa")}},
		{query: "How many table games does Turning Stone in New York have?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Turning Stone Resort & Casino")}},

		// A state the directory has no casino in.
		{query: "Which casinos are in Tennessee?", intent: Unknown, params: params{}},
		{query: "Any casinos with a hotel in Utah?", intent: Unknown, params: params{}},
		{query: "Any casinos with a hotel in Indiana?", intent: FindCasinos, params: params{"state": "IN", "has_hotel": true}},

		// A host language that is no language.
		{query: "Is there a host who speaks Dothraki?", intent: Unknown, params: params{}},
		{query: "Are any hosts fluent in Parseltongue?", intent: Unknown, params: params{}},
		{query: "Are any hosts fluent in Swahili?", intent: FindHosts, params: params{"language": "Swahili"}},
		{query: "Any hosts out there who speak Wolof?", intent: FindHosts, params: params{"language": "Wolof"}},

		// The asker playing the game the edge is of.
		{query: "What's the house edge when we play roulette?", intent: GameFacts, params: params{"game_type": "roulette"}},
		{query: "What is the edge whenever I play blackjack?", intent: GameFacts, params: params{"game_type": "blackjack"}},
		{query: "What is the house edge on roulette when I feel lucky?", intent: Unknown, params: params{}},

		// A house edge of a game that is no game type of the catalog.
		{query: "What's the house edge on bingo?", intent: Unknown, params: params{}},
		{query: "How many bingo games are played per hour?", intent: Unknown, params: params{}},
	}
}
