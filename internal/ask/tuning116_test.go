package ask

import "testing"

// tuningPart116 are the phrases of the hundred-and-sixteenth part's fix
// round (misspellings, second part), in words of their own.
func tuningPart116(t testing.TB) []expectation {
	caesars := programID(t, "Caesars Rewards")
	return []expectation{
		// The dice game, the slot machine and a tier's status are words
		// the corrector mends ("crapps", "machin", "statis"); a statue is
		// a word of its own.
		{query: "house edge on crapps", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "is there a w2g for jackpots on a slot machin", intent: W2GRule, params: params{"game_type": "slots"}},
		{query: "my tier statis at the Borgata", intent: MyTiers, filter: []string{"Borgata", "Borgata Hotel Casino and Spa"}},
		{query: "how tall is the statue at the Venetian", intent: Unknown},
		// A word of four letters with its middle letters swapped is the
		// short keyword it makes ("egde", "teir").
		{query: "roulette egde", intent: GameFacts, params: params{"game_type": "roulette"}},
		{query: "what teir am i at the Borgata", intent: MyTiers, filter: []string{"Borgata", "Borgata Hotel Casino and Spa"}},
		// Two words of a casino's name written as one are the name
		// ("Hardrock", "Goldennugget"); a joined word one letter from
		// another name's joined words ("Windriver": Wind River, or
		// Win-River with a letter added) names neither.
		{query: "does Hardrock Atlantic City have a hotel", intent: CasinoDetail, params: params{"slug": slugOf(t, "Hard Rock Hotel & Casino Atlantic City")}},
		{query: "tell me about Goldennugget Biloxi", intent: CasinoDetail, params: params{"slug": slugOf(t, "Golden Nugget Biloxi")}},
		{query: "is Windriver casino a hotel", intent: Unknown},
		// A slip one edit from two of the directory's towns names neither
		// ("Bristoe": Bristow, Oklahoma, or Bristol); a slip from one
		// town only is that town.
		{query: "which hotels are near Bristoe", intent: Unknown},
		{query: "casinos near Bristow OK", intent: FindCasinos, params: params{"near": "Bristow, OK"}},
		{query: "casinos near Kennr LA", intent: FindCasinos, params: params{"near": "Kenner, LA"}},
		// A name's vowels muddled, its consonants right ("Mohigen",
		// "Burgeta", "Ceasers"), is the name.
		{query: "tiers at Mohigen Sun", intent: CasinoDetail, params: params{"slug": slugOf(t, "Mohegan Sun")}},
		{query: "tell me about Burgeta", intent: CasinoDetail, params: params{"slug": slugOf(t, "Borgata Hotel Casino and Spa")}},
		{query: "what does Seven Stars need at Ceasers", intent: TierRequirement, params: params{"id": caesars}, tier: "Seven Stars"},
	}
}
