package ask

import "testing"

// heldOutBlind is a second held-out part, written after the rules of the
// first round were done and before any of these questions was run: the
// first held-out part was written by the author of the rules, who knew
// what the rules were meant to catch, so this part measures how the rules
// carry to phrasings nobody tuned for.
//
// Its first run, before any rule was changed for it, scored 43 of 48
// correct (89.6%): precision 97.4% (38 of 39 answers right), recall 90.5%
// (38 of 42 answerable), 4 declined and 1 wrong ("what's the minimum bet
// for blackjack at Bellagio" answered with the Bellagio's tier ladder).
// The rules were then made more general where those five showed a gap
// (the words each kind of answer uses, "limit" with an amount as a budget,
// "will ... send", a tier-match "for" a program, a match named by "get me
// ... status"), so it no longer measures unseen questions: the number to
// quote for this part is the first run's.
func heldOutBlind(t testing.TB) []expectation {
	return []expectation{
		// Places and hotels.
		{query: "casinos by Laughlin", intent: FindCasinos, params: params{"near": "Laughlin, NV"}},
		{query: "any casinos within 50 miles of Shreveport", intent: FindCasinos, params: params{"near": "Shreveport, LA", "radius_km": 80.5}},
		{query: "show casinos near Biloxi Mississippi", intent: FindCasinos, params: params{"near": "Biloxi, MS"}},
		{query: "casinos in reno nevada", intent: FindCasinos, params: params{"near": "Reno, NV"}},
		{query: "which Oklahoma casinos have hotels", intent: FindCasinos, params: params{"state": "OK", "has_hotel": true}},
		{query: "list racinos in Ohio", intent: FindCasinos, params: params{"state": "OH", "type": "racino"}},
		{query: "casinos near Atlantic City that don't have a hotel", intent: FindCasinos, params: params{"near": "Atlantic City, NJ", "has_hotel": false}},
		{query: "casinos in Henderson", intent: FindCasinos, params: params{"near": "Henderson, NV"}},

		// Programs, tiers, casinos.
		{query: "how many credits for Diamond Elite", intent: TierRequirement, params: params{"id": programID(t, "Caesars Rewards")}, tier: "Diamond Elite"},
		{query: "what do you need for MGM Gold", intent: TierRequirement, params: params{"id": programID(t, "MGM Rewards")}, tier: "Gold"},
		{query: "Pearl tier requirements", intent: TierRequirement, params: params{"id": programID(t, "MGM Rewards")}, tier: "Pearl"},
		{query: "what tiers does Caesars Rewards have", intent: ProgramDetail, params: params{"id": programID(t, "Caesars Rewards")}},
		{query: "what are the levels of Boyd Rewards", intent: ProgramDetail, params: params{"id": programID(t, "Boyd Rewards")}},
		{query: "which loyalty program does Aria use", intent: CasinoDetail, params: params{"slug": slugOf(t, "Aria Resort & Casino Las Vegas")}},
		{query: "Hard Rock Atlantic City tiers", intent: CasinoDetail, params: params{"slug": slugOf(t, "Hard Rock Hotel & Casino Atlantic City")}},

		// The player's tiers.
		{query: "what's my status at Borgata", intent: MyTiers, params: params{}, filter: []string{"Borgata", "Borgata Hotel Casino and Spa"}},
		{query: "how many points until my next tier at Bellagio", intent: TierProgress, params: params{"casino_name": "Bellagio"}},
		{query: "am I close to the next level at Harrah's Las Vegas", intent: TierProgress, params: params{"casino_name": "Harrah's Las Vegas"}},

		// Trips, sessions, visits, offers, vouchers.
		{query: "trips I took in March", intent: MyTrips, params: params{"from": "2026-03-01", "to": "2026-03-31"}},
		{query: "my roulette sessions last month", intent: MySessions, params: params{"game_type": "roulette", "from": "2026-04-01", "to": "2026-04-30"}},
		{query: "visits to Borgata", intent: MyVisits, params: params{"casino_name": "Borgata"}},
		{query: "offers that expire in the next 10 days", intent: ExpiringOffers, params: params{"within_days": 10}},
		{query: "my redeemed vouchers", intent: MyVouchers, params: params{"status": "redeemed"}},

		// Tax.
		{query: "my gambling losses for 2025", intent: TaxSummary, params: params{"tax_year": 2025}},
		{query: "W-2G threshold for blackjack", intent: W2GRule, params: params{"game_type": "blackjack"}},
		{query: "would a $1,250 video poker jackpot get a W-2G", intent: W2GRule, params: params{"game_type": "video_poker", "amount_won": 1250}},
		{query: "how much tax was withheld on my W-2Gs this year", intent: W2GTotal, params: params{"tax_year": 2026}},

		// Comps.
		{query: "what comps should I expect at Bellagio", intent: CompPredict, params: params{"casino_name": "Bellagio"}},
		{query: "comp value of $10 video poker for 2 hours", intent: CompEstimate, params: params{"game_type": "video_poker", "avg_bet": 10, "hours": 2}},
		{query: "what free play will Borgata send me", intent: CompPredict, params: params{"casino_name": "Borgata"}},

		// Games.
		{query: "what's the house edge for craps", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "hands per hour at baccarat", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "hold on nickel slots", intent: GameFacts, params: params{"game_type": "slots", "denomination": 0.05}},

		// Hosts.
		{query: "casino hosts at Mohegan Sun", intent: FindHosts, params: params{}, filter: []string{"Mohegan Sun"}},
		{query: "Korean speaking hosts", intent: FindHosts, params: params{"language": "Korean"}},

		// Help and limits.
		{query: "I want to ban myself from casinos in Indiana", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "IN"}},
		{query: "help for gambling addiction", intent: RGHelp, params: params{"topic": "helpline"}},
		{query: "set a monthly budget of $1,000", intent: SetBudget, params: params{"period": "month", "amount": 1000}},
		{query: "cap my sessions at 3 hours", intent: SetSessionLimit, params: params{"max_minutes": 180}},
		{query: "lower my daily limit to $75", intent: SetBudget, params: params{"period": "day", "amount": 75}},

		// Tier matches.
		{query: "status match options for Boyd Rewards", intent: TierMatchPaths, params: params{"program": "Boyd Rewards"}},
		{query: "can my Caesars Diamond get me MGM status", intent: TierMatchPaths, params: params{"program": "Caesars Rewards", "to_program": "MGM Rewards"}, tier: "Diamond"},

		// Off topic.
		{query: "what's the dress code at Wynn Las Vegas", intent: Unknown, params: params{}},
		{query: "are dogs allowed at Borgata", intent: Unknown, params: params{}},
		{query: "book me a room at Caesars Palace", intent: Unknown, params: params{}},
		{query: "what's the minimum bet for blackjack at Bellagio", intent: Unknown, params: params{}},
		{query: "show me the poker room schedule", intent: Unknown, params: params{}},
		{query: "how much is parking at the MGM Grand", intent: Unknown, params: params{}},
	}
}
