package ask

import "testing"

// tuningPart131 are the phrases of the hundred-and-thirty-first part's
// fix round (texting and social-media slang), in words of their own: the
// casino floor's shorthand a player means one way only ("bj" for
// blackjack, a "dub" for a win); a chat's "bet," (ok) opening a question,
// closed off by a comma, which asks nothing; "gimme" as "give me"
// before a new limit with its terms; and "imo", "imho", "hmu" and "tho",
// which colour an ask and add nothing to it.
func tuningPart131(t testing.TB) []expectation {
	return []expectation{
		// "bj" is blackjack, wherever a game is read: a fact, an
		// estimate, the player's sessions.
		{query: "whats the house edge for a game of bj", intent: GameFacts, params: params{"game_type": "blackjack"}},
		{query: "how fast is a hand of bj dealt", intent: GameFacts, params: params{"game_type": "blackjack"}},
		{query: "comp value for 3 hours of $15 bj", intent: CompEstimate, params: params{"game_type": "blackjack", "avg_bet": 15, "hours": 3}},
		{query: "show my bj sessions at Borgata", intent: MySessions, params: params{"game_type": "blackjack", "casino_name": "Borgata"}},
		{query: "list my bj sessions in 2025", intent: MySessions, params: params{"game_type": "blackjack", "from": "2025-01-01", "to": "2025-12-31"}},

		// A "dub" is a win: the W-2G rule reads its amount and game.
		{query: "would a $2,000 dub at keno get a w2g", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 2000}},
		{query: "is a $700 dub on bingo reportable", intent: W2GRule, params: params{"game_type": "bingo", "amount_won": 700}},
		// Guards: a win to be logged is a write /ask does not run, and
		// the word asked about is no ask of the service.
		{query: "log a $400 dub at Foxwoods", intent: Unknown, params: params{}},
		{query: "whats a dub", intent: Unknown, params: params{}},

		// "bet," opening a question is a chat's "ok": the ask after it
		// is read alone.
		{query: "bet, which casinos in iowa have a hotel", intent: FindCasinos, params: params{"state": "IA", "has_hotel": true}},
		{query: "bet, what tiers does caesars rewards have", intent: ProgramDetail, params: params{"id": programID(t, "Caesars Rewards")}},
		{query: "bet, how many rooms does the Borgata have", intent: CasinoDetail, params: params{"slug": slugOf(t, "Borgata Hotel Casino and Spa")}},
		{query: "bet, what does diamond take at caesars", intent: TierRequirement, params: params{"id": programID(t, "Caesars Rewards")}, tier: "Diamond"},
		// Guards: "bet" as a wager, with no comma after it, is still one,
		// and "bet," before nothing the service does is still nothing.
		{query: "bet $25 a hand on blackjack for 2 hours, what comps", intent: CompEstimate, params: params{"game_type": "blackjack", "avg_bet": 25, "hours": 2}},
		{query: "bet, do it again", intent: Unknown, params: params{}},

		// "gimme a" before a limit with its terms is "give me a": a new
		// limit to set.
		{query: "gimme a weekly budget of $250", intent: SetBudget, params: params{"period": "week", "amount": 250}},
		{query: "gimme a $75 daily budget", intent: SetBudget, params: params{"period": "day", "amount": 75}},
		{query: "gimme a 60 minute session limit", intent: SetSessionLimit, params: params{"max_minutes": 60}},
		// Guards: "gimme my budget" reads the one in place, and a limit
		// with no terms sets nothing.
		{query: "gimme my budget", intent: Bankroll, params: params{}},
		{query: "gimme a budget", intent: Unknown, params: params{}},

		// An opinion owned as one ("imo", "imho"), "hit me up" clipped
		// ("hmu", as "lmk") and "tho" (though) closing the ask colour it
		// and add nothing.
		{query: "hmu w/ the casinos in deadwood that have a hotel", intent: FindCasinos, params: params{"near": "Deadwood, SD", "has_hotel": true}},
		{query: "hmu w/ the house edge on baccarat", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "roulette is the move imo, whats its house edge", intent: GameFacts, params: params{"game_type": "roulette"}},
		{query: "imo whats the house edge on keno", intent: GameFacts, params: params{"game_type": "keno"}},
		{query: "what tiers does mgm rewards have tho", intent: ProgramDetail, params: params{"id": programID(t, "MGM Rewards")}},
		{query: "how many rooms does the Borgata have tho", intent: CasinoDetail, params: params{"slug": slugOf(t, "Borgata Hotel Casino and Spa")}},
		// Guards: an opinion asked for is still none the service keeps,
		// and the fillers alone ask nothing.
		{query: "imho which casinos in nevada r the best", intent: Unknown, params: params{}},
		{query: "hmu later", intent: Unknown, params: params{}},
	}
}
