package ask

import "testing"

// tuningPart144 tunes the rules of the hundred-and-forty-fourth part's
// fix round (a new register: formal and corporate English), each in
// other words than the part: a letter's formal words read as the plain
// ones ("furnish" is give, "particulars" details, "criteria"
// requirements, "oblige" require); "confirm", "supply" and "itemize"
// opening a request as tool verbs do; "my principal" as an agent's user;
// "the undersigned" as the writer, "gaming establishments" (facilities)
// as casinos, "in the vicinity of" as near, "a listing of" as a list and
// offers "extended to" the asker as sent; "lodging" and
// "accommodations" offered as a hotel; "at an average wager of $50" as
// the bet, never a casino; courtesy openings ("At your earliest
// convenience,", "As per your records,", "For planning purposes,"); a
// table's pace in a formal verb ("produces", "generates"); "a statement
// of my tiers"; advice put as "whether it would be advisable to seek a
// match"; a request in the passive ("... is requested", "It is
// requested that my sessions be capped at ..."); and a clause of what
// the answer is for ("For our company outing, ..."). Guards keep the
// near phrases as they are: "oblige" of no W-2G, "should we itemize",
// another person's records beside "my principal" or "the undersigned",
// the gaming tables of a casino, lodging asked of no search, a casino
// named beside the bet, another person's records after "per", a match
// asked and not judged, a limit set for another person in the passive,
// and a clause of whom the answer is for.
func tuningPart144(t testing.TB) []expectation {
	return []expectation{
		// A letter's formal words, read as the plain ones.
		{query: "Furnish the particulars of Borgata Hotel Casino and Spa.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Borgata Hotel Casino and Spa")}},
		{query: "What are the criteria for Platinum in MGM Rewards?", intent: TierRequirement, params: params{"id": programID(t, "MGM Rewards")}, tier: "Platinum"},
		{query: "Does a $2,000 blackjack win oblige the casino to issue a W-2G?", intent: W2GRule, params: params{"game_type": "blackjack", "amount_won": 2000}},
		{query: "Does Borgata oblige guests to be 21?", intent: Unknown, params: params{}},

		// "Confirm", "supply" and "itemize" opening a request.
		{query: "Confirm the number of hotel rooms at Spirit Lake Casino and Resort.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Spirit Lake Casino and Resort")}},
		{query: "Supply the year Borgata Hotel Casino and Spa opened.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Borgata Hotel Casino and Spa")}},
		{query: "Should we itemize our 2025 gambling losses?", intent: Unknown, params: params{}},

		// "My principal": the one an assistant or an agent acts for.
		{query: "On behalf of my principal: which tiers does he hold?", intent: MyTiers, params: params{}},
		{query: "Show the trips of my principal's wife.", intent: Unknown, params: params{}},

		// "The undersigned", "gaming establishments", "in the vicinity
		// of", "a listing of", offers "extended to" the asker.
		{query: "How close is the undersigned to the next tier at Borgata?", intent: TierProgress, params: params{"casino_name": "Borgata"}},
		{query: "Please send the undersigned his open vouchers.", intent: MyVouchers, params: params{"status": "open"}},
		{query: "Which gambling establishments near Tunica have a hotel?", intent: FindCasinos, params: params{"near": "Tunica, MS", "has_hotel": true}},
		{query: "Which gaming facilities near Shreveport offer rooms?", intent: FindCasinos, params: params{"near": "Shreveport, LA", "has_hotel": true}},
		{query: "List the racinos in the vicinity of Des Moines.", intent: FindCasinos, params: params{"near": "Des Moines, IA", "type": "racino"}},
		{query: "I would like a full listing of the programs you track.", intent: ListPrograms, params: params{}},
		{query: "Show the offers extended to me by Borgata.", intent: MyOffers, params: params{"casino_name": "Borgata"}},
		{query: "Is the undersigned's wife at Gold?", intent: Unknown, params: params{}},
		{query: "List the gaming tables at Borgata.", intent: Unknown, params: params{}},

		// Lodging and accommodations offered: a hotel.
		{query: "Which casinos in Wisconsin provide accommodations?", intent: FindCasinos, params: params{"state": "WI", "has_hotel": true}},
		{query: "Do any casinos near Biloxi offer lodging?", intent: FindCasinos, params: params{"near": "Biloxi, MS", "has_hotel": true}},
		{query: "What lodging is near Borgata?", intent: Unknown, params: params{}},

		// "At a typical bet of $25": the bet, never a casino.
		{query: "What comps would 3 hours of craps at a typical bet of $25 earn?", intent: CompEstimate, params: params{"game_type": "craps", "avg_bet": 25, "hours": 3}},
		{query: "comps for 2 hours of roulette at an average stake of $10", intent: CompEstimate, params: params{"game_type": "roulette", "avg_bet": 10, "hours": 2}},
		{query: "estimate comps for 5 hours of blackjack at Borgata with an average bet of $40", intent: CompEstimate, params: params{"game_type": "blackjack", "avg_bet": 40, "hours": 5, "casino_name": "Borgata"}},

		// Courtesy openings.
		{query: "At your earliest convenience, list my open vouchers.", intent: MyVouchers, params: params{"status": "open"}},
		{query: "As per your records, what tier am I at Borgata?", intent: MyTiers, params: params{}, filter: []string{"Borgata", "Borgata Hotel Casino and Spa"}},
		{query: "For planning purposes, how many rolls per hour does a craps table see?", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "Per my wife's records, what tier is she at?", intent: Unknown, params: params{}},

		// A table's pace in a formal verb; a statement of the tiers.
		{query: "How many spins per hour does a roulette wheel produce?", intent: GameFacts, params: params{"game_type": "roulette"}},
		{query: "how many hands an hour does a baccarat table generate", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "I need a statement of my tier standing everywhere I play.", intent: MyTiers, params: params{}},

		// Advice put as whether it would be advisable.
		{query: "Would it be advisable for me to seek a status match with Caesars Rewards?", intent: Unknown, params: params{}},
		{query: "Into which programs could my current tiers be matched?", intent: TierMatchSuggestions, params: params{}},

		// A request in the passive.
		{query: "The list of racinos in Iowa is requested.", intent: FindCasinos, params: params{"state": "IA", "type": "racino"}},
		{query: "A list of the tribal casinos in Kansas is hereby requested.", intent: FindCasinos, params: params{"state": "KS", "type": "tribal"}},
		{query: "The tier ladder of Boyd Rewards is requested.", intent: ProgramDetail, params: params{"id": programID(t, "Boyd Rewards")}},
		{query: "It is requested that my sessions be capped at 90 minutes.", intent: SetSessionLimit, params: params{"max_minutes": 90}},
		{query: "It is hereby requested that a daily budget of $200 be set.", intent: SetBudget, params: params{"period": "day", "amount": 200}},
		{query: "It is requested that a budget be set for my wife.", intent: Unknown, params: params{}},

		// A clause of what the answer is for.
		{query: "For our company outing, which casinos near Biloxi have a hotel?", intent: FindCasinos, params: params{"near": "Biloxi, MS", "has_hotel": true}},
		{query: "For the board meeting, kindly list the racinos in Iowa.", intent: FindCasinos, params: params{"state": "IA", "type": "racino"}},
		{query: "For my wife, please list her trips in 2025.", intent: Unknown, params: params{}},
	}
}
