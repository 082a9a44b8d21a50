package ask

import "testing"

// tuningPart139 tunes the rules of the hundred-and-thirty-ninth part's
// fix round (near misses, twentieth part), each in other words than the
// part: a deadline or cutoff asked in the sentence of a tier match (no
// table keeps until when a program takes a match), an offer to come
// asked for an occasion in the clause that asks it ("on my birthday",
// "around Christmas": a prediction is for the next period), "run down"
// and "run me through" as a request to be shown a program's ladder, the
// asker's own odds at a game ("my odds at baccarat", "what odds am I
// facing") read as its house edge, "Point" in a casino's name no longer
// taken for the player's points, and "logged a check-in" as a visit
// kept. Guards keep the near phrases as they are: a deadline told in a
// sentence of its own, an occasion in a clause of its own or a sentence
// of its own, a ladder of a past year, the odds of an outcome or of a
// win and the odds of no one, the player's points at a casino named
// with "Point", and a check-in asked to be made.
func tuningPart139(t testing.TB) []expectation {
	return []expectation{
		// A deadline of a tier match.
		{query: "What's the cutoff for matching my MGM Gold to Caesars Rewards?", intent: Unknown, params: params{}},
		{query: "Is there a deadline for matching my Caesars Diamond to Wynn Rewards?", intent: Unknown, params: params{}},
		{query: "Deadline for a tier match from Boyd Rewards Onyx to MGM Rewards?", intent: Unknown, params: params{}},
		{query: "My boss gave me a deadline at work. Match my MGM Gold to Caesars Rewards.", intent: TierMatchPaths, params: params{"program": "MGM Rewards", "to_program": "Caesars Rewards"}, tier: "Gold"},

		// An offer to come asked for an occasion.
		{query: "What offer will Turning Stone send me for our anniversary?", intent: Unknown, params: params{}},
		{query: "Which of my casinos will mail me the best offer around Christmas?", intent: Unknown, params: params{}},
		{query: "What free play is Seneca Niagara likely to give me on my birthday?", intent: Unknown, params: params{}},
		{query: "Heading to Borgata for my birthday, what offer will they send me next?", intent: CompPredict, params: params{"casino_name": "Borgata"}},
		{query: "It's my birthday next week. What offer is Seneca Niagara likely to send me next?", intent: CompPredict, params: params{"casino_name": "Seneca Niagara"}},

		// "Run down", "run me through": a ladder asked to be shown.
		{query: "Run me through the tiers of Boyd Rewards.", intent: ProgramDetail, params: params{"id": programID(t, "Boyd Rewards")}},
		{query: "Run down the Wynn Rewards levels.", intent: ProgramDetail, params: params{"id": programID(t, "Wynn Rewards")}},
		{query: "Run down the 2019 tiers of Boyd Rewards.", intent: Unknown, params: params{}},

		// The asker's odds at a game: its house edge.
		{query: "What are my odds at baccarat?", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "What are our odds playing keno?", intent: GameFacts, params: params{"game_type": "keno"}},
		{query: "What odds am I facing at roulette?", intent: GameFacts, params: params{"game_type": "roulette"}},
		{query: "What are my odds of winning at craps?", intent: Unknown, params: params{}},
		{query: "What are my odds on a royal at video poker?", intent: Unknown, params: params{}},
		{query: "What are the odds at baccarat?", intent: Unknown, params: params{}},

		// "Point" in a casino's name is no word of points.
		{query: "Show my sessions at South Point.", intent: MySessions, params: params{"casino_name": "South Point"}},
		{query: "List my visits to Point Place Casino in 2025.", intent: MyVisits, params: params{"casino_name": "Point Place Casino", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "How many points do I have at South Point?", intent: MyTiers, params: params{}, filter: []string{"South Point", "South Point Casino and Hotel"}},

		// "Logged a check-in": a visit kept.
		{query: "Where have I recorded a check-in this year?", intent: MyVisits, params: params{"from": "2026-01-01", "to": "2026-12-31"}},
		{query: "Which casinos have I logged a check in at?", intent: MyVisits, params: params{}},
		{query: "Have I logged a check-in at Point Place Casino?", intent: MyVisits, params: params{"casino_name": "Point Place Casino"}},
		{query: "Do a check-in for me at Borgata.", intent: Unknown, params: params{}},
	}
}
