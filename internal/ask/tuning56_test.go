package ask

import "testing"

// tuningFourteenthControl are the tuning phrases of the fifty-sixth fix
// round (a fourteenth control part), in words of their own.
func tuningFourteenthControl(t testing.TB) []expectation {
	return []expectation{
		// A session whose end the player left undone ("forgot to close",
		// "neglected to end", endLeftUndone) is an open one; one the
		// player remembered to close is not.
		{query: "sessions i forgot to end", intent: MySessions, params: params{"open": true}},
		{query: "Did I forget to stop any of my sessions?", intent: MySessions, params: params{"open": true}},
		{query: "show the blackjack sessions I neglected to close", intent: MySessions, params: params{"game_type": "blackjack", "open": true}},
		{query: "any sessions i remembered to close", intent: MySessions, params: params{}},

		// How large a game's edge is, asked as how bad, steep or high it
		// is (gameWords); of a casino or of a buffet it still declines.
		{query: "How high is the house edge on roulette?", intent: GameFacts, params: params{"game_type": "roulette"}},
		{query: "how steep is the edge at craps", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "How bad is the casino's edge on baccarat?", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "how bad is the buffet at borgata", intent: Unknown, params: params{}},
		{query: "how bad is the edge at the borgata", intent: Unknown, params: params{}},

		// The player's own freebies are the offers they hold
		// (freebiesHeld); a tier's freebies, freebies for a play and the
		// best freebies anywhere still decline.
		{query: "what freebies do i have", intent: MyOffers, params: params{}},
		{query: "show my freebies from Borgata", intent: MyOffers, params: params{"casino_name": "Borgata"}},
		{query: "my freebies expiring this week", intent: ExpiringOffers, params: params{"within_days": 7}},
		{query: "what freebies come with Gold in MGM Rewards", intent: Unknown, params: params{}},
		{query: "what freebies can I get for $25 blackjack 4 hours", intent: Unknown, params: params{}},
		{query: "which casinos give the best freebies", intent: Unknown, params: params{}},

		// The player's standing ("my standing", "where do I stand",
		// standingAsked) is their tier; standing with a record is that
		// record, and good standing or another's standing declines.
		{query: "Where do I stand at Borgata?", intent: MyTiers, params: params{}, filter: []string{"Borgata", "Borgata Hotel Casino and Spa"}},
		{query: "show me my standing at every casino", intent: MyTiers, params: params{}},
		{query: "what's my standing at the wynn las vegas", intent: MyTiers, params: params{}, filter: []string{"wynn las vegas", "Wynn Las Vegas"}},
		{query: "where do i stand with my bankroll", intent: Bankroll, params: params{}},
		{query: "am I in good standing at Borgata?", intent: Unknown, params: params{}},
		{query: "what's my brother's standing at borgata", intent: Unknown, params: params{}},

		// "How am I doing" on the tier words at a casino (howDoing) is the
		// way to the next tier; without the tier words, or of another
		// person, it still declines.
		{query: "how am i doing on tier credits at borgata", intent: TierProgress, params: params{"casino_name": "borgata"}},
		{query: "How am I tracking on points at Mohegan Sun?", intent: TierProgress, params: params{"casino_name": "Mohegan Sun"}},
		{query: "how am i coming along on points at foxwoods", intent: TierProgress, params: params{"casino_name": "foxwoods"}},
		{query: "How am I doing at Borgata?", intent: Unknown, params: params{}},
		{query: "how is my brother doing on points at borgata", intent: Unknown, params: params{}},

		// Money the player keeps for play ("gambling fund", "cash set
		// aside for the casino", playMoneyHeld) is the bankroll; how much
		// to keep is advice and declines.
		{query: "what's in my gambling fund", intent: Bankroll, params: params{}},
		{query: "how much cash do i have set aside for the casino", intent: Bankroll, params: params{}},
		{query: "how much money do i have put aside for gambling", intent: Bankroll, params: params{}},
		{query: "how much should i set aside for gambling", intent: Unknown, params: params{}},
		{query: "how much money should i put aside for the casino", intent: Unknown, params: params{}},
		{query: "how much is my brother's gambling money", intent: Unknown, params: params{}},
	}
}
