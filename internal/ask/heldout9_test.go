package ask

import "testing"

// heldOutNinth is a ninth held-out part, written blind and committed
// BEFORE its first run: by someone who had read only the action catalog and
// the service spec, the README's section on /ask, the shipped data (for
// real casino, program and tier names, towns and states), the whole of the
// eighth held-out part and the seventh part's header (for the format, the
// vocabulary of intents and parameters and their conventions), the intent
// names of ask.go and the registration code of TestCorpusScore; never the
// rules of this package, the tuning phrases or the other held-out parts.
// Its wording is new: each phrase was checked with a case-insensitive grep
// against every test file of this package not to be in the corpus already
// (six drafts that were, and one close to a phrase of the eighth part,
// were replaced before the first run). It is phrased the way players and
// their agents type: lower case, typos and shorthand ("w/", "u", "pts",
// "hrs", "min", "2k", "7 stars", "harrahs", "theo", "w2g"), relayed forms
// ("my user is asking for", "my client needs", "the user won"), towns
// with and without their state, a radius in miles or kilometres,
// coordinates, hotel filters, and off-topic, unclear and double questions
// and changes /ask does not make (9 of 60 expect Unknown).
//
// It follows the eighth and seventh parts' conventions (a casino named for
// a player action keeps the name as typed, without "the"; a filter adds
// the directory's name only when the typed words name exactly one casino;
// coordinates are the place as typed; a radius in miles is in kilometres
// to one decimal; a year named for the player's records is that calendar
// year; a brand's casinos in a state are the state with q the brand's
// family name as the directory spells it; a tier two programs share named
// alone, two changes in one, a casino's address, and a change /ask does
// not propose are Unknown). A few choices of its own, where the spec gives
// the parameter:
//   - a town typed without its state is near the directory's town with
//     its state ("elko" is "Elko, NV");
//   - "last year" is 2025 (the corpus's today is 2026-05-14), for trips
//     its first to its last day, for the tax summary tax_year 2025;
//   - "this week" for expiring offers is within_days 7;
//   - "7 stars" is Caesars Rewards' Seven Stars; "sapphire" alone is a
//     tier MGM Rewards and Boyd Rewards share, so Unknown;
//   - a casino's program ("what program does circa resort use") is that
//     casino's details;
//   - "free play" at a casino is the player's offers there;
//   - "check-ins" are the player's visits; "ticket vouchers" are vouchers.
//
// Its first run (go test ./internal/ask -run 'TestCorpusScore$' -count=1
// -v, once, on branch ask-round9 from main at 50ad9d2, with no rule
// changed for this part) scored 49 of 60 correct (81.7%): precision 90.9%
// (40 of 44 answers right), recall 78.4% (40 of 51 answerable), 7
// declined and 4 wrong; all 9 expected Unknowns were declined. The wrong
// ones:
//   - a state as a lower-case code dropped: "self exclusion program pa"
//     answered as rg_help self_exclusion without state PA;
//   - "every casino" read as a casino's name: "predict my comps at every
//     casino i play" answered as comp_predict with casino_name "every
//     casino i play", not comp_predict_all;
//   - offers that "die" read as a list: "which of my offers die this
//     week" answered as my_offers, not expiring_offers within 7 days;
//   - "free play" read as vouchers: "what free play do i have at choctaw
//     durant" answered as my_vouchers without the casino, not my_offers
//     at "choctaw durant".
//
// The declined ones: a town without its state after "closest casino to"
// ("wheres the closest casino to elko"), a casino's "info" ("pull up
// isleta resort info"), game facts for a bet named with the game ("house
// edge on baccarat banker bet"), the W-2G rule as "w-2g or no" for a
// table game and as a "cutoff" for video poker, a comp prediction as
// what a casino will "probably send me", and the W-2G total as "add up my
// w2g amounts".
//
// After it, on branch ask-round9-fix, general rules with tuning phrases
// of their own (score_test.go, never these; no expectation here changed)
// took it to 60 of 60 (100%), none wrong, none declined: in a help-line
// or self-exclusion question, a lower-case state code with no cue that is
// not also a word; a quantifier over casinos after "at" ("every casino I
// play", "all my casinos") as every casino, not a name; offers that
// "die", "go away" or "disappear" as expiring; free play as an offer type
// (add_offer), not a voucher (free play "vouchers" or tickets stay
// vouchers); the banker bet as the baccarat the table of house edges
// holds (player and tie bets declined); the W-2G threshold as a "cutoff",
// and a W-2G question put as a choice ("or no", "or not"); "add up",
// "add together" and "tally" as a sum, not a change; what a casino will
// "send" or "mail" the player as its next offer; and "where's", "pull
// up", "bring up" and "display" as directory requests.
//
// The number to quote for this part is the first run's above. Its bar is
// 95% correct and none wrong, as for the other held-out parts, and the
// score test fails under it.
func heldOutNinth(t testing.TB) []expectation {
	caesars := programID(t, "Caesars Rewards")
	return []expectation{
		// The directory: places by town (with and without the state),
		// radius and coordinates, types, hotels, a family of names; one
		// casino's details.
		{query: "casinos w/ hotel rooms around tunica ms", intent: FindCasinos, params: params{"near": "Tunica, MS", "has_hotel": true}},
		{query: "racinos within 40 miles of shreveport la", intent: FindCasinos, params: params{"near": "Shreveport, LA", "radius_km": 64.4, "type": "racino"}},
		{query: "tribal casinos within 25 km of 47.6,-122.3", intent: FindCasinos, params: params{"near": "47.6,-122.3", "radius_km": 25, "type": "tribal"}},
		{query: "wheres the closest casino to elko", intent: FindCasinos, params: params{"near": "Elko, NV"}},
		{query: "my user is asking for commercial casinos in black hawk colorado", intent: FindCasinos, params: params{"near": "Black Hawk, CO", "type": "commercial"}},
		{query: "every harrahs in nevada", intent: FindCasinos, params: params{"state": "NV", "q": "Harrah's"}},
		{query: "pull up isleta resort info", intent: CasinoDetail, params: params{"slug": slugOf(t, "Isleta Casino & Resort")}},
		{query: "what program does circa resort use", intent: CasinoDetail, params: params{"slug": slugOf(t, "Circa Resort & Casino")}},

		// Programs, their ladders and one tier's threshold.
		{query: "what do u need for 7 stars status", intent: TierRequirement, params: params{"id": caesars}, tier: "Seven Stars"},
		{query: "boyd onyx threshold", intent: TierRequirement, params: params{"id": programID(t, "Boyd Rewards")}, tier: "Onyx"},
		{query: "true rewards epic tier how many points", intent: TierRequirement, params: params{"id": programID(t, "True Rewards")}, tier: "Epic"},
		{query: "how do i reach elite on winstar club passport", intent: TierRequirement, params: params{"id": programID(t, "WinStar Club Passport")}, tier: "Elite"},
		{query: "whats the genting rewards tier ladder look like", intent: ProgramDetail, params: params{"id": programID(t, "Genting Rewards")}},
		{query: "list all the casino reward programs u have", intent: ListPrograms, params: params{}},

		// Game facts: house edge, return and pace.
		{query: "house edge on baccarat banker bet", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "how many hands per hour does blackjack deal", intent: GameFacts, params: params{"game_type": "blackjack"}},
		{query: "nickel slots return to player", intent: GameFacts, params: params{"game_type": "slots", "denomination": 0.05}},

		// The W-2G rule by game, amount and wager.
		{query: "is a $1,500 keno win reported to the irs", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1500}},
		{query: "won 2k on a $1 slot pull do they hand me a w2g", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 2000, "wager": 1}},
		{query: "the user won $4,000 at baccarat, w-2g or no", intent: W2GRule, params: params{"game_type": "baccarat", "amount_won": 4000}},
		{query: "what's the w-2g cutoff for video poker", intent: W2GRule, params: params{"game_type": "video_poker"}},

		// Responsible-gaming help by state.
		{query: "gambling hotline for new jersey", intent: RGHelp, params: params{"topic": "helpline", "state": "NJ"}},
		{query: "self exclusion program pa", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "PA"}},
		{query: "my client needs help with a gambling addiction in michigan who can they call", intent: RGHelp, params: params{"topic": "helpline", "state": "MI"}},

		// The player's limits: changes are proposed, and the limits read.
		{query: "set a $50 daily budget", intent: SetBudget, params: params{"period": "day", "amount": 50}},
		{query: "limit each session to 90 min", intent: SetSessionLimit, params: params{"max_minutes": 90}},
		{query: "weekly loss budget 300 bucks", intent: SetBudget, params: params{"period": "week", "amount": 300}},
		{query: "what session limit did i set", intent: MyLimits, params: params{}},

		// Comps: predicted at a casino or all of them, and estimated.
		{query: "what will borgata probably send me next month", intent: CompPredict, params: params{"casino_name": "borgata"}},
		{query: "predict my comps at every casino i play", intent: CompPredictAll, params: params{}},
		{query: "theo on $10 blackjack for 5 hrs", intent: CompEstimate, params: params{"game_type": "blackjack", "avg_bet": 10, "hours": 5}},
		{query: "what comps would 2 hours of $50 baccarat earn", intent: CompEstimate, params: params{"game_type": "baccarat", "avg_bet": 50, "hours": 2}},

		// The next tier at a casino, and the player's tiers.
		{query: "how far am i from the next level at winstar", intent: TierProgress, params: params{"casino_name": "winstar"}},
		{query: "pts needed to level up at the borgata", intent: TierProgress, params: params{"casino_name": "borgata"}},
		{query: "my status level at the bellagio?", intent: MyTiers, params: params{}, filter: []string{"bellagio", "Bellagio Hotel and Casino"}},

		// Hosts at a casino or by language, and the player's own.
		{query: "find me a host at pechanga", intent: FindHosts, params: params{}, filter: []string{"pechanga", "Pechanga Resort Casino"}},
		{query: "vietnamese speaking casino hosts", intent: FindHosts, params: params{"language": "Vietnamese"}},
		{query: "who's my host at coushatta", intent: MyHosts, params: params{}, filter: []string{"coushatta", "Coushatta Casino Resort"}},
		{query: "list my host connections", intent: MyHosts, params: params{}},

		// Tier matches from a named tier, and suggestions from the player's.
		{query: "does caesars diamond match over to mgm", intent: TierMatchPaths, params: params{"program": "Caesars Rewards", "to_program": "MGM Rewards"}, tier: "Diamond"},
		{query: "which programs would match the tiers i hold", intent: TierMatchSuggestions, params: params{}},

		// The player's records: trips, sessions, W-2Gs and the tax year,
		// offers, bankroll, vouchers and visits.
		{query: "how many trips did i make to wynn last year", intent: MyTrips, params: params{"casino_name": "wynn", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "craps sessions at the bellagio", intent: MySessions, params: params{"casino_name": "bellagio", "game_type": "craps"}},
		{query: "my w2gs from 2023", intent: MyW2Gs, params: params{"tax_year": 2023}},
		{query: "add up my w2g amounts for 2025", intent: W2GTotal, params: params{"tax_year": 2025}},
		{query: "tax report for last year's gambling", intent: TaxSummary, params: params{"tax_year": 2025}},
		{query: "which of my offers die this week", intent: ExpiringOffers, params: params{"within_days": 7}},
		{query: "what free play do i have at choctaw durant", intent: MyOffers, params: params{"casino_name": "choctaw durant"}},
		{query: "bankroll balance?", intent: Bankroll, params: params{}},
		{query: "show my redeemed ticket vouchers", intent: MyVouchers, params: params{"status": "redeemed"}},
		{query: "show my check-ins", intent: MyVisits, params: params{}},

		// Off topic, unclear, a tier two programs share, two changes in
		// one, an address, and changes /ask does not make.
		{query: "street address of river spirit", intent: Unknown, params: params{}},
		{query: "best buffet in reno", intent: Unknown, params: params{}},
		{query: "set my weekly budget to 500 and my session limit to 2 hrs", intent: Unknown, params: params{}},
		{query: "is it cheaper to fly or drive to vegas", intent: Unknown, params: params{}},
		{query: "erase the trip i logged yesterday", intent: Unknown, params: params{}},
		{query: "uhh the thing from before", intent: Unknown, params: params{}},
		{query: "sapphire tier requirements", intent: Unknown, params: params{}},
		{query: "when does the bellagio fountain show start", intent: Unknown, params: params{}},
		{query: "can you book me a room at the venetian", intent: Unknown, params: params{}},
	}
}
