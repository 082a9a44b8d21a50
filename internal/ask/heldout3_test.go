package ask

import "testing"

// heldOutFresh is a third held-out part, written blind: by someone who had
// read only the corpus files (for the format and the list of intents), the
// service's spec and the action list, never the rules, and committed before
// it was first run. It is phrased the way players and their agents type on
// a phone: lower case, dropped apostrophes, abbreviations, typos, two
// questions in one, off-topic and unclear questions, and changes /ask does
// not make. An expected Unknown means "I can't answer that" is the right
// answer: no mapping to the intents exists, or answering would be a guess.
//
// Its first run, before any rule was changed for it, scored 57 of 82
// correct (69.5%): precision 73.7% (42 of 57 answers right), recall 68.9%
// (42 of 61 answerable), 13 declined and 12 wrong. The wrong ones: a
// rewards program joined by "and" dropped from a search, "do i have to
// pay taxes on a 1200 slot jackpot" listing the player's W-2Gs, two
// questions in one answered by half, "what will MGM Grand offer me next"
// listing offers received, "connect me with a host" and "turn off my
// budget" read as reads, a tier-match letter answered with match paths,
// "boyd sapphire" losing its tier, "am i gambling too much" given the
// helpline instead of the player's own indicators, and "what about
// caesars" answered with a program. The rules were then made general
// where these showed a gap (typos and shorthand, state names over casino
// words, negated and joined conditions, bare amounts where only money
// fits, two questions in one, more change verbs, follow-ups, tickets as
// vouchers, casino facilities), each checked with new phrases of the
// tuning part; no expectation here was changed. It no longer measures
// unseen questions: the number to quote for this part is the first run's.
//
// One expectation was changed since, on 2026-11-24, because the service
// changed, not the rules: "casinos near orlando" expected Unknown when
// near= resolved only the directory's towns (Orlando has no casino in
// it). near= now also resolves the 1,000 largest U.S. cities
// (data/us_cities.csv), so the search near "Orlando, FL" is the answer.
func heldOutFresh(t testing.TB) []expectation {
	caesars := programID(t, "Caesars Rewards")
	mgm := programID(t, "MGM Rewards")
	return []expectation{
		// The directory: states, types, names, places, hotels.
		{query: "any casinos in south dakota?", intent: FindCasinos, params: params{"state": "SD"}},
		{query: "tribal casinos in washington state with a hotel", intent: FindCasinos, params: params{"state": "WA", "type": "tribal", "has_hotel": true}},
		{query: "casinos w/ hotels in deadwood", intent: FindCasinos, params: params{"near": "Deadwood, SD", "has_hotel": true}},
		{query: "casnios in colorado", intent: FindCasinos, params: params{"state": "CO"}},
		{query: "racinos near pittsburgh", intent: FindCasinos, params: params{"near": "Pittsburgh, PA", "type": "racino"}},
		{query: "casinos within 15 miles of tunica", intent: FindCasinos, params: params{"near": "Tunica, MS", "radius_km": 24.1}},
		{query: "show me all the Golden Nugget casinos", intent: FindCasinos, params: params{"q": "Golden Nugget"}},
		{query: "Horseshoe casinos in Indiana", intent: FindCasinos, params: params{"state": "IN", "q": "Horseshoe"}},
		{query: "commercial casinos in mississippi that dont have a rewards program", intent: FindCasinos, params: params{"state": "MS", "type": "commercial", "has_rewards": false}},
		{query: "where can i gamble around gulfport", intent: FindCasinos, params: params{"near": "Gulfport, MS"}},
		{query: "tribal casinos in oklahoma with a hotel and a rewards program", intent: FindCasinos, params: params{"state": "OK", "type": "tribal", "has_hotel": true, "has_rewards": true}},
		{query: "casinos near orlando", intent: FindCasinos, params: params{"near": "Orlando, FL"}},
		{query: "is there a hotel at Mohegan Sun?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Mohegan Sun")}},
		{query: "how many slot machines does WinStar have", intent: CasinoDetail, params: params{"slug": slugOf(t, "WinStar World Casino & Resort")}},
		{query: "caesers palace tiers", intent: CasinoDetail, params: params{"slug": slugOf(t, "Caesars Palace Casino")}},
		{query: "what loyalty program is Circa on", intent: CasinoDetail, params: params{"slug": slugOf(t, "Circa Resort & Casino")}},

		// Programs and one tier's threshold.
		{query: "what are the mgm rewards tiers", intent: ProgramDetail, params: params{"id": mgm}},
		{query: "whats the top tier at boyd", intent: ProgramDetail, params: params{"id": programID(t, "Boyd Rewards")}},
		{query: "how much do i need for diamond caesars", intent: TierRequirement, params: params{"id": caesars}, tier: "Diamond"},
		{query: "whats needed for noir", intent: TierRequirement, params: params{"id": mgm}, tier: "NOIR"},
		{query: "how many points for Gold Star at Lucky Star", intent: TierRequirement, params: params{"id": programID(t, "Lucky Star Rewards")}, tier: "Gold Star"},
		{query: "what do i need for Epic status", intent: TierRequirement, params: params{"id": programID(t, "True Rewards")}, tier: "Epic"},

		// Game facts and the W-2G rule.
		{query: "house edge on video poker", intent: GameFacts, params: params{"game_type": "video_poker"}},
		{query: "how many rolls per hour in craps", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "rtp on dollar slots", intent: GameFacts, params: params{"game_type": "slots", "denomination": 1}},
		{query: "keno hold %", intent: GameFacts, params: params{"game_type": "keno"}},
		{query: "house edge on pai gow poker", intent: Unknown, params: params{}},
		{query: "house edge on craps and blackjack", intent: Unknown, params: params{}},
		{query: "do i have to pay taxes on a 1200 slot jackpot", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 1200}},
		{query: "will i get a w2g on a $4,000 blackjack hand", intent: W2GRule, params: params{"game_type": "blackjack", "amount_won": 4000}},
		{query: "w-2g threshold for sports betting", intent: Unknown, params: params{}},

		// Responsible-gaming help.
		{query: "gambling hotline number", intent: RGHelp, params: params{"topic": "helpline"}},
		{query: "self exclusion list for louisiana", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "LA"}},
		{query: "put me on the self-exclusion list in Illinois", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "IL"}},
		{query: "i cant stop gambling", intent: RGHelp, params: params{"topic": "helpline"}},

		// Trips, sessions, visits.
		{query: "what trips did i take in 2024", intent: MyTrips, params: params{"from": "2024-01-01", "to": "2024-12-31"}},
		{query: "show my trips to Caesars Palace", intent: MyTrips, params: params{"casino_name": "Caesars Palace"}},
		{query: "my sesions from last week", intent: MySessions, params: params{"from": "2026-05-04", "to": "2026-05-10"}},
		{query: "slot sessions at borgata this year", intent: MySessions, params: params{"casino_name": "borgata", "game_type": "slots", "from": "2026-01-01", "to": "2026-12-31"}},
		{query: "how many visits to Foxwoods in 2025", intent: MyVisits, params: params{"casino_name": "Foxwoods", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "add a trip to the Cosmopolitan next week", intent: Unknown, params: params{}},
		{query: "delete the session i started by mistake", intent: Unknown, params: params{}},

		// Bankroll.
		{query: "how much money is in my bankroll", intent: Bankroll, params: params{}},
		{query: "how much budget do i have left", intent: Bankroll, params: params{}},
		{query: "add $500 to my bankroll", intent: Unknown, params: params{}},
		{query: "whats my bankroll and how much have i won this year", intent: Unknown, params: params{}},

		// Offers and vouchers.
		{query: "any offers expiring this wk", intent: ExpiringOffers, params: params{"within_days": 7}},
		{query: "offers expiring within 30 days", intent: ExpiringOffers, params: params{"within_days": 30}},
		{query: "what offers do i have at MGM Grand", intent: MyOffers, params: params{"casino_name": "MGM Grand"}},
		{query: "do i have any uncashed tickets", intent: MyVouchers, params: params{"status": "open"}},
		{query: "mark my voucher as cashed", intent: Unknown, params: params{}},

		// Tiers and tier progress.
		{query: "whats my tier at the wynn", intent: MyTiers, params: params{}, filter: []string{"wynn"}},
		{query: "am i still diamond at caesars", intent: MyTiers, params: params{}, filter: []string{"caesars"}},
		{query: "how close am i to platinum at MGM Grand", intent: TierProgress, params: params{"casino_name": "MGM Grand"}},
		{query: "points to next level at borgata", intent: TierProgress, params: params{"casino_name": "borgata"}},
		{query: "what do i need to play to keep my tier at Caesars Palace", intent: Unknown, params: params{}},
		{query: "my tier at borgata and any offers expiring", intent: Unknown, params: params{}},

		// W-2G records and the tax year.
		{query: "how many w2gs did i get last year", intent: MyW2Gs, params: params{"tax_year": 2025}},
		{query: "total withheld from my jackpots in 2024", intent: W2GTotal, params: params{"tax_year": 2024}},
		{query: "net gambling win loss for taxes this year", intent: TaxSummary, params: params{"tax_year": 2026}},
		{query: "add a w2g for my $2000 jackpot at borgata", intent: Unknown, params: params{}},

		// Comps: the calculator and predictions.
		{query: "how much comp will i earn playing $15 blackjack for 5 hrs", intent: CompEstimate, params: params{"game_type": "blackjack", "avg_bet": 15, "hours": 5}},
		{query: "what comps do i get for $25 craps", intent: CompEstimate, params: params{"game_type": "craps", "avg_bet": 25}, missing: []string{"hours"}},
		{query: "what will MGM Grand offer me next", intent: CompPredict, params: params{"casino_name": "MGM Grand"}},
		{query: "which casino gives me the best comps", intent: CompPredictAll, params: params{}},

		// Hosts.
		{query: "who's my host at Foxwoods", intent: MyHosts, params: params{}, filter: []string{"Foxwoods", "Foxwoods Resort Casino"}},
		{query: "find me a host at Borgata that speaks vietnamese", intent: FindHosts, params: params{"language": "Vietnamese"}, filter: []string{"Borgata", "Borgata Hotel Casino and Spa"}},
		{query: "connect me with a host at caesars palace", intent: Unknown, params: params{}},

		// Tier matches.
		{query: "can i get a status match from boyd sapphire to mgm", intent: TierMatchPaths, params: params{"program": "Boyd Rewards", "to_program": "MGM Rewards"}, tier: "Sapphire"},
		{query: "write me a tier match letter for Caesars", intent: Unknown, params: params{}},

		// Responsible-gaming limits: changes are proposed.
		{query: "set a weekly loss limit of 250", intent: SetBudget, params: params{"period": "week", "amount": 250}},
		{query: "limit me to 45 min per session", intent: SetSessionLimit, params: params{"max_minutes": 45}},
		{query: "raise my monthly budget to 3k", intent: SetBudget, params: params{"period": "month", "amount": 3000}},
		{query: "whats my daily limit", intent: MyLimits, params: params{}},
		{query: "am i gambling too much", intent: MyLimits, params: params{}},
		{query: "turn off my budget", intent: Unknown, params: params{}},

		// Off topic, unclear, or what the service cannot know.
		{query: "whats the spread on the chiefs game", intent: Unknown, params: params{}},
		{query: "what time does the poker room at Borgata open", intent: Unknown, params: params{}},
		{query: "buffet hours at the bellagio", intent: Unknown, params: params{}},
		{query: "odds of hitting a royal flush", intent: Unknown, params: params{}},
		{query: "help", intent: Unknown, params: params{}},
		{query: "what about caesars", intent: Unknown, params: params{}},
	}
}
