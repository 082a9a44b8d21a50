package ask

import "testing"

// tuningPart146 tunes the rules of the hundred-and-forty-sixth part's
// fix round (near misses on the player's own records, twenty-second
// part), each in other words than the part: a directory casino whose
// name holds a distance ("Seven Mile Casino") held from the radius
// reading; status matches of airlines, cruise lines or hotel chains
// with "matches" in the plural; what the asker did once about
// self-exclusion ("did I", "was I"); records printed, exported,
// downloaded or faxed; records held jointly ("our shared", "our
// household's", "our combined"); the balance of a card or an account
// kept elsewhere; the weather of trips, sessions and visits; and a
// program's tier typed as a casino's words ("Rising Star") when the
// program is named too. Guards keep the near phrases as they are: a
// radius in the casino's town, status matches of casino programs, how
// to self-exclude, records sent or pulled up, "our offers", "my
// combined" W-2Gs, the bankroll and a casino's points balance, a casino
// named for the weather, and the casino of the tier's name.
func tuningPart146(t testing.TB) []expectation {
	return []expectation{
		// A casino whose name holds a distance is the casino.
		{query: "What offers have I got from Seven Mile Casino?", intent: MyOffers, params: params{"casino_name": "Seven Mile Casino"}},
		{query: "List my Seven Mile Casino sessions from last month.", intent: MySessions, params: params{"casino_name": "Seven Mile Casino", "from": "2026-04-01", "to": "2026-04-30"}},
		{query: "How many slot machines does Seven Mile Casino have?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Seven Mile Casino")}},
		{query: "Casinos with a hotel within 7 miles of Chula Vista, CA", intent: FindCasinos, params: params{"near": "Chula Vista, CA", "radius_km": 11.3, "has_hotel": true}},
		{query: "Casinos within seven miles of Chula Vista", intent: FindCasinos, params: params{"near": "Chula Vista, CA", "radius_km": 11.3}},

		// Status matches of programs the directory does not hold.
		{query: "Which cruise line status matches do my tiers qualify for?", intent: Unknown, params: params{}},
		{query: "Are there hotel chain status matches for the tiers I hold?", intent: Unknown, params: params{}},
		{query: "What status matches would my tiers get me?", intent: TierMatchSuggestions, params: params{}},

		// What the asker did once about self-exclusion.
		{query: "When did we sign up for self-exclusion in Ohio?", intent: Unknown, params: params{}},
		{query: "Was I ever self-excluded in Indiana?", intent: Unknown, params: params{}},
		{query: "Did I ban myself from the casinos in Michigan?", intent: Unknown, params: params{}},
		{query: "How would I self-exclude in Michigan?", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "MI"}},

		// Records printed, exported, downloaded or faxed.
		{query: "Please print my blackjack sessions from April.", intent: Unknown, params: params{}},
		{query: "Can you download my W-2Gs for 2024?", intent: Unknown, params: params{}},
		{query: "I'd like to export my trips to Borgata.", intent: Unknown, params: params{}},
		{query: "Reprint my open vouchers.", intent: Unknown, params: params{}},
		{query: "Send me my open vouchers.", intent: MyVouchers, params: params{"status": "open"}},
		{query: "Pull up my roulette sessions from April.", intent: MySessions, params: params{"game_type": "roulette", "from": "2026-04-01", "to": "2026-04-30"}},

		// Records held jointly with another person.
		{query: "Show our shared vouchers.", intent: Unknown, params: params{}},
		{query: "List our household's trips from 2025.", intent: Unknown, params: params{}},
		{query: "What does our combined W-2G total come to for 2024?", intent: Unknown, params: params{}},
		{query: "Show our offers from Borgata.", intent: MyOffers, params: params{"casino_name": "Borgata"}},
		{query: "What's the combined amount of my W-2Gs in 2023?", intent: W2GTotal, params: params{"tax_year": 2023}},

		// A card's or an account's balance kept elsewhere.
		{query: "Show my gift card balance.", intent: Unknown, params: params{}},
		{query: "What's my bank balance right now?", intent: Unknown, params: params{}},
		{query: "What's my checking account balance right now?", intent: Unknown, params: params{}},
		{query: "How big is my bankroll balance today?", intent: Bankroll, params: params{}},
		{query: "What's my points balance at Borgata?", intent: MyTiers, params: params{}, filter: []string{"Borgata", "Borgata Hotel Casino and Spa"}},

		// The weather of trips, sessions and visits.
		{query: "Which of my sessions at Borgata were on rainy days?", intent: Unknown, params: params{}},
		{query: "Show the weather during my blackjack sessions in April.", intent: Unknown, params: params{}},
		{query: "What was the forecast for my visits in June?", intent: Unknown, params: params{}},
		{query: "List my visits to Rain Rock Casino in 2025.", intent: MyVisits, params: params{"casino_name": "Rain Rock Casino", "from": "2025-01-01", "to": "2025-12-31"}},

		// A program's tier typed as a casino's words.
		{query: "What does Rising Star require in Lucky Star Rewards?", intent: TierRequirement, params: params{"id": programID(t, "Lucky Star Rewards")}, tier: "Rising Star"},
		{query: "What does Rising Star need in Lucky Star Rewards?", intent: TierRequirement, params: params{"id": programID(t, "Lucky Star Rewards")}, tier: "Rising Star"},
		{query: "What does Rising Star cost in Lucky Star Rewards points?", intent: TierRequirement, params: params{"id": programID(t, "Lucky Star Rewards")}, tier: "Rising Star"},
		{query: "What offers do I have from Rising Star Casino Resort?", intent: MyOffers, params: params{"casino_name": "Rising Star Casino Resort"}},
	}
}
