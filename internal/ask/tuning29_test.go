package ask

import "testing"

// tuningSuperlatives are the tuning phrases of the twenty-ninth fix
// round (superlatives, comparisons and rankings), in words of their own.
func tuningSuperlatives(t testing.TB) []expectation {
	caesars := programID(t, "Caesars Rewards")
	return []expectation{
		// A casino's gaming floor is its floor (facilityWords); a
		// ladder's rungs are its tiers and "the least it takes" a tier's
		// threshold (programWords), but the least over several programs
		// ranks them; the lowest or best edge of a named game is its edge
		// (gameSuperlativeWords), while with no game, or at a casino, it
		// ranks.
		{query: "How large is the gaming floor at Sugar Creek Casino?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Sugar Creek Casino")}},
		{query: "Whats the first rung on the Caesars Rewards ladder?", intent: ProgramDetail, params: params{"id": caesars}},
		{query: "What is the least I have to earn to reach Seven Stars with Caesars Rewards?", intent: TierRequirement, params: params{"id": caesars}, tier: "Seven Stars"},
		{query: "Whats the best house edge I could find at craps?", intent: GameFacts, params: params{"game_type": "craps"}},
		// A casino franchised under a hotel chain is called without the
		// chain's name (withoutHotelChain; the shipped data has one such
		// casino a name of its own identifies); a word other casinos'
		// names hold too stays ambiguous.
		{query: "Where is Ohkay Casino?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Best Western Ohkay Casino Resort")}},
		{query: "Is the Ohkay casino tribal?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Best Western Ohkay Casino Resort")}},
		{query: "Tell me about Boomtown", intent: FindCasinos, params: params{"q": "Boomtown"}},
		// At which casino the player is closest (or furthest) to the next
		// tier is the player's tiers, which say the points needed casino
		// by casino (closestToNextTier); another person's stays Unknown.
		{query: "Where am I nearest to the next level?", intent: MyTiers},
		{query: "Which casino am I closest to leveling up at?", intent: MyTiers},
		{query: "At which casino am I furthest from the next tier?", intent: MyTiers},
		{query: "Which casino is my wife closest to the next tier at?", intent: Unknown},
		{query: "Which of my casinos am I closest to the next tier at for my husband?", intent: Unknown},
		// A session cap stated as a superlative ("the longest I can
		// play", "the most I can play at a time") is the cap
		// (superlativeCap); another person's cap is no change /ask
		// proposes.
		{query: "Make three hours the longest we gamble in a row.", intent: SetSessionLimit, params: params{"max_minutes": 180}},
		{query: "Put 75 minutes down as the longest I play in one sitting.", intent: SetSessionLimit, params: params{"max_minutes": 75}},
		{query: "Set 45 minutes as the most I can play at a time.", intent: SetSessionLimit, params: params{"max_minutes": 45}},
		{query: "Make 2 hours the longest my husband can play in one sitting.", intent: Unknown},
		{query: "Which casino has the least it takes to reach Diamond?", intent: Unknown},
		{query: "Which game has the lowest house edge?", intent: Unknown},
		{query: "What is the lowest house edge at Stone Wolf Casino?", intent: Unknown},
		// A W-2G question after a sentence telling a win of an amount
		// asks the rule for that win (storyWinRule); records asked
		// ("show my W-2Gs", a year's total) keep their meaning.
		{query: "I won $700 at keno. Do I get a W-2G?", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 700}},
		{query: "Landed a $1,500 slot jackpot today. Is a W-2G coming?", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 1500}},
		{query: "We won $6,000 on a bingo card last night. Will the casino hand me a W-2G?", intent: W2GRule, params: params{"game_type": "bingo", "amount_won": 6000}},
		{query: "I won a jackpot of $5,000 on slots last week. Show my W-2Gs.", intent: MyW2Gs, params: params{}},
		{query: "I won $2,000 at keno. How much did I win on W-2Gs in 2024?", intent: W2GTotal, params: params{"tax_year": 2024}},
		{query: "I hit $1,800 on video poker. How many W-2Gs do I have?", intent: MyW2Gs, params: params{}},
		{query: "I hit $1,800 on video poker. What are the W-2G rules for keno?", intent: W2GRule, params: params{"game_type": "keno"}},
	}
}
