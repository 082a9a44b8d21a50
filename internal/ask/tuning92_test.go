package ask

import "testing"

// tuningPart92 are the tuning phrases of the ninety-second fix round
// (misspellings): a mistyped word is written back mended wherever the
// typed text is sent (a casino named for a player action, a family
// searched, a host filter, a town), a name's later word is mended after
// its first words, a name typed with a capital but without its
// apostrophe is spelled as its owner spells it, a town of two words
// typed as one is the town, "then" after a comparison is "than", a
// plural in "-ys" is the plural in "-ies", a tier one slip from a tier
// of the program named is that tier, and the keywords of offers that
// expire, self-exclusion, connected hosts, video poker and keno are
// mended like the others; in words of their own, with guards that keep
// their answers.
func tuningPart92(t testing.TB) []expectation {
	return []expectation{
		// A casino named for a player action, mistyped, is sent as the
		// name a human would correct it to (typoTable.mend, q.span): in
		// the owner's spelling when typed with a capital, in lower case
		// when typed so.
		{query: "show my sessions at Foxwods in 2024", intent: MySessions, params: params{"casino_name": "Foxwoods", "from": "2024-01-01", "to": "2024-12-31"}},
		{query: "what will Pechenga send me next", intent: CompPredict, params: params{"casino_name": "Pechanga"}},
		{query: "my trips to pechenga", intent: MyTrips, params: params{"casino_name": "pechanga"}},
		// a host filter is the mended words and the directory's name
		{query: "hosts at Pechenga", intent: FindHosts, params: params{}, filter: []string{"Pechanga", "Pechanga Resort Casino"}},
		// a family searched in a state is its name mended
		{query: "Amerstar casinos in Iowa", intent: FindCasinos, params: params{"state": "IA", "q": "Ameristar"}},

		// A name's later word mistyped after its first words typed right
		// is the name's next word (typoTable.nextInName).
		{query: "what will Turning Stoen offer me next", intent: CompPredict, params: params{"casino_name": "Turning Stone"}},
		{query: "how close am i to the next tier at Golden Nuggte Lake Tahoe", intent: TierProgress, params: params{"casino_name": "Golden Nugget Lake Tahoe"}},

		// A name typed with a capital but without its apostrophe is
		// spelled as its owner spells it (typoTable.respell); typed in
		// lower case it is kept as typed (a guard).
		{query: "my offers from Ballys Dover", intent: MyOffers, params: params{"casino_name": "Bally's Dover"}},
		{query: "show my trips to Binions", intent: MyTrips, params: params{"casino_name": "Binion's"}},
		{query: "how far to the next tier at ballys evansville", intent: TierProgress, params: params{"casino_name": "ballys evansville"}},
		{query: "what will binions offer me next", intent: CompPredict, params: params{"casino_name": "binions"}},

		// A mistyped town is the town, its words mended before the
		// directory's names are weighed against the towns.
		{query: "casinos near Cherokke", intent: FindCasinos, params: params{"near": "Cherokee, NC"}},
		// a town of two words typed as one (typoTable.splitJoined)
		{query: "casinos in Carsoncity", intent: FindCasinos, params: params{"near": "Carson City, NV"}},
		{query: "casinos near carsoncity with a hotel", intent: FindCasinos, params: params{"near": "Carson City, NV", "has_hotel": true}},

		// "then" after a comparison is "than".
		{query: "stop me from losing more then $75 a day", intent: SetBudget, params: params{"period": "day", "amount": 75}},

		// The keywords of offers that expire, self-exclusion, connected
		// hosts, video poker and keno, mistyped.
		{query: "which offers expre this week", intent: ExpiringOffers, params: params{"within_days": 7}},
		{query: "how can i exclud myself in Ohio", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "OH"}},
		{query: "hosts im conneted with", intent: MyHosts, params: params{}},
		{query: "house edge on viedo poker", intent: GameFacts, params: params{"game_type": "video_poker"}},
		{query: "house edge on kenno", intent: GameFacts, params: params{"game_type": "keno"}},
		// (guards: a real word a slip from a keyword keeps its reading)
		{query: "which of my offers expired", intent: MyOffers, params: params{"status": "expired"}},
		{query: "whats the house edge on poker", intent: GameFacts, params: params{"game_type": "poker"}},

		// A tier one slip from a tier of the program the question names
		// is that tier, a short one too (mendTierWords); with no program
		// named, a short word is not mended (a guard).
		{query: "how many credits for Platnum with Caesars Rewards", intent: TierRequirement, params: params{"id": programID(t, "Caesars Rewards")}, tier: "Platinum"},
		{query: "what does Saphire take in Boyd Rewards", intent: TierRequirement, params: params{"id": programID(t, "Boyd Rewards")}, tier: "Sapphire"},
		{query: "what does Gpld take in MGM Rewards", intent: TierRequirement, params: params{"id": programID(t, "MGM Rewards")}, tier: "Gold"},
		{query: "how much for Perl", intent: Unknown, params: params{}},
	}
}
