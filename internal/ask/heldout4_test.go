package ask

import "testing"

// heldOutFourth is a fourth held-out part, written blind and BEFORE its
// first run: by someone who had read only the issue, the service's spec and
// the action list, the README's section on /ask, the shipped data (for
// real casino, program and tier names) and, for the format and the
// vocabulary of intents and parameters, the header and a few entries of the
// third held-out part and the score code; never the rules of this package.
// It is phrased the way players and their agents type on a phone: lower
// case, typos, shorthand ("tc", "pts", "w2g", "mgm", "cosmo", "yr", "rn"),
// two questions in one, places with a radius, and off-topic and unclear
// questions. An expected Unknown means "I can't answer that" is the right
// answer: no intent maps the question, or answering would be a guess.
//
// Where two answers would both be fine, the expectation is the one the
// score code can express, following the corpus's conventions:
//   - a casino named for a player action keeps the name as typed, without
//     "the" ("cosmo", "harrahs"); a filter adds the directory's name when
//     the typed one names exactly one casino;
//   - "whats the cosmo's rewards program" is a casino's detail (as "what
//     loyalty program is Circa on"), though the MGM Rewards program would
//     also answer it;
//   - a tier two programs share, named alone ("platinum"), a change /ask
//     does not propose (a tier update, a booking), and two questions whose
//     answers are different intents are Unknown; a request for the missing
//     program would also be fine (it scores as declined, not wrong).
//
// Its first run, before any rule was changed for it (commit "Add a
// fourth held-out part of /ask phrases, written blind"), scored 64 of 80
// correct (80.0%): precision 93.1% (54 of 58 answers right), recall 79.4%
// (54 of 68 answerable), 12 declined and 4 wrong. Three of those 80 were,
// by chance, already in the corpus word for word ("self exclusion ohio" and
// "how do i ban myself from casinos in pennsylvania" in the first held-out
// part, "who's my host at foxwoods" in the third), which the check against
// duplicates rejects; all three were answered right. Without them the
// first run is 61 of 77 correct (79.2%): precision 92.7% (51 of 55),
// recall 78.5% (51 of 65), 12 declined, 4 wrong. They were replaced by the
// three phrases marked below, written after the first run (so not blind to
// its outcome, though still without reading the rules). At their own
// first run two of them were right and "whos my host at the venetian" was
// wrong (a filter of "venetian" alone, without the directory's "Venetian
// Las Vegas"), so the part as it stands scored 63 of 80 (78.8%), 12
// declined and 5 wrong.
//
// The wrong ones of the first run, by kind:
//   - a casino named by a nickname lost: "what will the cosmo comp me next
//     time" answered comp_predict_all (every casino) instead of
//     comp_predict at "cosmo";
//   - a proposed change read as a read: "no more than 3 hours per session
//     pls" answered my_sessions instead of set_session_limit 180 minutes;
//   - two changes in one proposed by half: "set a daily budget of 100 and a
//     2 hr session limit" proposed only set_budget (day, 100);
//   - an unclear question guessed: "caesars??" answered program_detail of
//     Caesars Rewards.
//
// The declined ones: "whats the cosmo's rewards program" and "phone number
// for grand sierra" (casino details by nickname or field), "how many tc for
// caesars diamond plus", "what do i need to hit pearl w mgm" and "winstar
// premier tier pts" (a tier's threshold in shorthand), "whats the house
// edge on baccarat and how fast is it dealt" and "video poker return %"
// (game facts), "tax form for a $5k poker tourney win" (W-2G rule), "how
// many more tc do i need at caesars palace" and "pts needed to level up at
// mohegan sun" (the next tier at a casino), "what can my boyd emerald get
// me elsewhere" (tier match from a named tier) and "lower my weekly budjet
// to 75 bucks" (a change with a typo).
//
// The number to quote for this part is the first run's above. The rules
// were then made general for the gaps it found, each rule exercised by new
// phrases of the tuning part (score_test.go), never by these, and no
// expectation here was changed: shorthand ("tc", "pts", a lone "w",
// "tourney", "till"); the next tier asked in credits or as levelling or
// moving up; a tier or the player's status taken "elsewhere" or to "other
// casinos"; a game's return as a rate or a percent sign, and its speed
// ("how fast is it dealt"); a limit stated as a cap ("no more than 3 hours
// per session", "at most $200 a day") proposed as a change; two changes
// in one declined whole; letters written by ear as one slip ("budjet");
// a casino named by the start of its name after "the", "at" or "from" or
// as a possessive ("the cosmo's"); a bare word that names a program and
// several casinos declined ("caesars??"); and a host or tier filter adding
// the one casino a program brand's words resolve to ("the venetian").
// After that the part scores 79 of 80 (98.8%), none wrong: "phone number
// for grand sierra" is still declined, since the directory's casino answer
// (GET /v1/casinos/{slug}) does not carry a phone number, so answering
// the casino's detail would not answer the question.
//
// Its bar is 95% correct and none wrong, as for the first and the fresh
// parts, and the score test fails under it.
func heldOutFourth(t testing.TB) []expectation {
	caesars := programID(t, "Caesars Rewards")
	mgm := programID(t, "MGM Rewards")
	boyd := programID(t, "Boyd Rewards")
	return []expectation{
		// The directory: places with and without a radius, states, types,
		// hotels, a family of names; one casino's details.
		{query: "casinos near reno", intent: FindCasinos, params: params{"near": "Reno, NV"}},
		{query: "any casinos within 20 miles of biloxi", intent: FindCasinos, params: params{"near": "Biloxi, MS", "radius_km": 32.2}},
		{query: "casinos within 50 km of lake charles", intent: FindCasinos, params: params{"near": "Lake Charles, LA", "radius_km": 50}},
		{query: "casino hotels close to shreveport", intent: FindCasinos, params: params{"near": "Shreveport, LA", "has_hotel": true}},
		{query: "tribal casinos in AZ with hotels", intent: FindCasinos, params: params{"state": "AZ", "type": "tribal", "has_hotel": true}},
		{query: "racinos in ny", intent: FindCasinos, params: params{"state": "NY", "type": "racino"}},
		{query: "casinos in st. louis", intent: FindCasinos, params: params{"near": "St. Louis, MO"}},
		{query: "Ameristar casinos in missouri", intent: FindCasinos, params: params{"state": "MO", "q": "Ameristar"}},
		{query: "casinos near miami fl", intent: FindCasinos, params: params{"near": "Miami, FL"}},
		{query: "casinos in deadwood without a hotel", intent: FindCasinos, params: params{"near": "Deadwood, SD", "has_hotel": false}},
		{query: "whats the cosmo's rewards program", intent: CasinoDetail, params: params{"slug": slugOf(t, "Cosmopolitan of Las Vegas")}},
		{query: "phone number for grand sierra", intent: CasinoDetail, params: params{"slug": slugOf(t, "Grand Sierra Resort and Casino")}},

		// Programs and one tier's threshold.
		{query: "mgm rewards tier list", intent: ProgramDetail, params: params{"id": mgm}},
		{query: "how many points for caesars diamond", intent: TierRequirement, params: params{"id": caesars}, tier: "Diamond"},
		{query: "how many tc for caesars diamond plus", intent: TierRequirement, params: params{"id": caesars}, tier: "Diamond Plus"},
		{query: "what do i need to hit pearl w mgm", intent: TierRequirement, params: params{"id": mgm}, tier: "Pearl"},
		{query: "emerald at boyd requirments", intent: TierRequirement, params: params{"id": boyd}, tier: "Emerald"},
		{query: "winstar premier tier pts", intent: TierRequirement, params: params{"id": programID(t, "WinStar Club Passport")}, tier: "Premier"},
		{query: "what does diamond elite get you", intent: TierRequirement, params: params{"id": caesars}, tier: "Diamond Elite"},
		{query: "what rewards programs do you know about", intent: ListPrograms, params: params{}},

		// Game facts: house edge, return and pace.
		{query: "whats the house edge on baccarat and how fast is it dealt", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "rtp for penny slots", intent: GameFacts, params: params{"game_type": "slots", "denomination": 0.01}},
		{query: "whats the hold on $5 slots", intent: GameFacts, params: params{"game_type": "slots", "denomination": 5}},
		{query: "roulete house advantage", intent: GameFacts, params: params{"game_type": "roulette"}},
		{query: "video poker return %", intent: GameFacts, params: params{"game_type": "video_poker"}},

		// The W-2G rule by game, amount, wager and year.
		{query: "w2g on a 1300 slot hit in 2025", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 1300, "tax_year": 2025}},
		{query: "is a $1,800 keno win taxable", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1800}},
		{query: "do i get a w-2g if i win $650 at craps on a $5 bet", intent: W2GRule, params: params{"game_type": "craps", "amount_won": 650, "wager": 5}},
		{query: "w2g threshold video poker 2026", intent: W2GRule, params: params{"game_type": "video_poker", "tax_year": 2026}},
		{query: "tax form for a $5k poker tourney win", intent: W2GRule, params: params{"game_type": "poker", "amount_won": 5000}},
		{query: "will they withhold taxes on a $6000 blackjack win", intent: W2GRule, params: params{"game_type": "blackjack", "amount_won": 6000}},

		// Responsible-gaming help, and the player's own indicators.
		// Written after the first run, replacing a phrase already in the corpus.
		{query: "sign up for self exclusion ohio", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "OH"}},
		// Written after the first run, replacing a phrase already in the corpus.
		{query: "how can i exclude myself from casinos in colorado", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "CO"}},
		{query: "gambling adiction hotline", intent: RGHelp, params: params{"topic": "helpline"}},
		{query: "who do i call if my husband has a gambling problem", intent: RGHelp, params: params{"topic": "helpline"}},
		{query: "voluntary exclusion program indiana", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "IN"}},
		{query: "am i chasing my losses", intent: MyLimits, params: params{}},

		// Comps: predicted from the player's play at a casino or all of
		// them, and estimated from a game, bet and hours.
		{query: "what will the cosmo comp me next time", intent: CompPredict, params: params{"casino_name": "cosmo"}},
		{query: "what kind of offer should i expect from harrahs", intent: CompPredict, params: params{"casino_name": "harrahs"}},
		{query: "predicted comp value at the aria", intent: CompPredict, params: params{"casino_name": "aria"}},
		{query: "which casino will give me the best offers", intent: CompPredictAll, params: params{}},
		{query: "comp for $25 blackjack 3 hrs", intent: CompEstimate, params: params{"game_type": "blackjack", "avg_bet": 25, "hours": 3}},
		{query: "whats my comp on 4 hrs of craps at $50 a roll", intent: CompEstimate, params: params{"game_type": "craps", "avg_bet": 50, "hours": 4}},

		// The next tier at a casino, and the player's tiers.
		{query: "next tier at the borgata", intent: TierProgress, params: params{"casino_name": "borgata"}},
		{query: "how many more tc do i need at caesars palace", intent: TierProgress, params: params{"casino_name": "caesars palace"}},
		{query: "pts needed to level up at mohegan sun", intent: TierProgress, params: params{"casino_name": "mohegan sun"}},
		{query: "my tier at the bellagio", intent: MyTiers, params: params{}, filter: []string{"bellagio", "Bellagio Hotel and Casino"}},

		// Hosts at a casino, and the player's own.
		{query: "host at the cosmopolitan", intent: FindHosts, params: params{}, filter: []string{"cosmopolitan", "Cosmopolitan of Las Vegas"}},
		{query: "any hosts at beau rivage who speak korean", intent: FindHosts, params: params{"language": "Korean"}, filter: []string{"beau rivage", "Beau Rivage Resort & Casino"}},
		// Written after the first run, replacing a phrase already in the corpus.
		{query: "whos my host at the venetian", intent: MyHosts, params: params{}, filter: []string{"venetian", "Venetian Las Vegas"}},

		// Tier matches from a named tier, and suggestions from the player's.
		{query: "status match from caesars diamond to mgm", intent: TierMatchPaths, params: params{"program": "Caesars Rewards", "to_program": "MGM Rewards"}, tier: "Diamond"},
		{query: "what can my boyd emerald get me elsewhere", intent: TierMatchPaths, params: params{"program": "Boyd Rewards"}, tier: "Emerald"},
		{query: "tier match options for mgm gold", intent: TierMatchPaths, params: params{"program": "MGM Rewards"}, tier: "Gold"},
		{query: "does wynn match caesars platinum", intent: TierMatchPaths, params: params{"program": "Caesars Rewards", "to_program": "Wynn Rewards"}, tier: "Platinum"},
		{query: "which programs will match my status", intent: TierMatchSuggestions, params: params{}},

		// Responsible-gaming limits: changes are proposed.
		{query: "set my loss limit to 200 a day", intent: SetBudget, params: params{"period": "day", "amount": 200}},
		{query: "cap my sessions at 1.5 hrs", intent: SetSessionLimit, params: params{"max_minutes": 90}},
		{query: "lower my weekly budjet to 75 bucks", intent: SetBudget, params: params{"period": "week", "amount": 75}},
		{query: "make my monthly limit $1500", intent: SetBudget, params: params{"period": "month", "amount": 1500}},
		{query: "no more than 3 hours per session pls", intent: SetSessionLimit, params: params{"max_minutes": 180}},

		// The player's records.
		{query: "my trips last month", intent: MyTrips, params: params{"from": "2026-04-01", "to": "2026-04-30"}},
		{query: "sessions at ameristar this yr", intent: MySessions, params: params{"casino_name": "ameristar", "from": "2026-01-01", "to": "2026-12-31"}},
		{query: "how many times did i visit borgata last yr", intent: MyVisits, params: params{"casino_name": "borgata", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "any open vouchers?", intent: MyVouchers, params: params{"status": "open"}},
		{query: "offers expiring in the next 10 days", intent: ExpiringOffers, params: params{"within_days": 10}},
		{query: "what offers do i have from the venetian", intent: MyOffers, params: params{"casino_name": "venetian"}},
		{query: "whats my bankrol balance", intent: Bankroll, params: params{}},
		{query: "gambling tax summary 2025", intent: TaxSummary, params: params{"tax_year": 2025}},

		// Off topic, unclear, two questions of different intents, changes
		// /ask does not make, and what the service cannot know.
		{query: "best buffet recipe", intent: Unknown, params: params{}},
		{query: "weather in reno tmrw", intent: Unknown, params: params{}},
		{query: "teach me to count cards", intent: Unknown, params: params{}},
		{query: "book me a room at aria for friday", intent: Unknown, params: params{}},
		{query: "whats the dress code at the cosmo", intent: Unknown, params: params{}},
		{query: "caesars??", intent: Unknown, params: params{}},
		{query: "update my caesars tier to diamond", intent: Unknown, params: params{}},
		{query: "casinos near the airport", intent: Unknown, params: params{}},
		{query: "house edge of three card poker", intent: Unknown, params: params{}},
		{query: "how many credits for platinum", intent: Unknown, params: params{}},
		{query: "whats my bankroll and my tier at borgata", intent: Unknown, params: params{}},
		{query: "set a daily budget of 100 and a 2 hr session limit", intent: Unknown, params: params{}},
	}
}
