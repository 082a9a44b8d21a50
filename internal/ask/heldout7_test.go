package ask

import "testing"

// heldOutSeventh is a seventh held-out part, written blind and committed
// BEFORE its first run: by someone who had read only the action list, the
// README's section on /ask, the shipped data (for real casino, program and
// tier names, towns and states), the whole of the sixth held-out part (for
// the format, the vocabulary of intents and parameters and its
// conventions), the intent names of ask.go and the score code around
// TestCorpusScore (for how a part is registered); never the rules of this
// package, the transport of /ask or the tuning phrases. Its wording is new,
// not a paraphrase of the fourth, fifth or sixth part's: each phrase was
// checked with a case-insensitive grep against every test file of this
// package not to be in the corpus already, and drafts whose key words
// matched a phrase of those parts closely were replaced before the first
// run. It is phrased the way players and their agents type: lower case,
// typos ("casnios"), shorthand and slang ("w/", "km", "hrs", "2k", "cosmo",
// "harrahs"), polite and relayed forms ("my client is looking for", "the
// player wants to know", "the user won"), towns with and without their
// state, a radius in miles or kilometres, coordinates, hotel filters, and
// off-topic and unclear questions (9 of 60 expect Unknown).
//
// It follows the sixth part's conventions where two answers would both be
// fine (a casino named for a player action keeps the name as typed, without
// "the"; a filter adds the directory's name only when the typed words name
// exactly one casino; coordinates are the place as typed; a radius in miles
// is in kilometres to one decimal; a year named for the player's records is
// that calendar year; a tier two programs share named alone, two changes or
// two questions in one, and a change /ask does not propose are Unknown). A
// few choices of its own:
//   - "this year" for the W-2G rule and the player's W-2G total is 2026
//     (the corpus's today is 2026-05-14), and "in march" for sessions is
//     March 2026;
//   - a W-2G asked for a table game (blackjack, baccarat) is still the
//     W-2G rule, whose answer says such wins have no W-2G threshold;
//   - "half dollar slot" is slots at $0.50;
//   - a host "accepting new clients" at a casino is find_hosts there,
//     not the player's own host.
//
// Its first run (go test ./internal/ask -run 'TestCorpusScore$' -count=1
// -v, once, on main at 28f28b5 with no rule changed for this part) scored
// 45 of 60 correct (75.0%): precision 90.0% (36 of 40 answers right),
// recall 70.6% (36 of 51 answerable), 11 declined and 4 wrong; all 9
// expected Unknowns were declined. The wrong ones, by kind:
//   - a parameter dropped: "won $800 on a $2 video poker hand,
//     reportable?" answered as w2g_rule without the $2 wager; "would my
//     genting tier 3 get me status at mgm" answered as tier_match_paths
//     without to_program MGM Rewards;
//   - a change read as a record: "sessions max 40 minutes" answered as
//     my_sessions filtered by casino_name "max", not proposed as
//     set_session_limit of 40 minutes;
//   - the limits read as the bankroll: "what budgets do i have set"
//     answered as bankroll, not my_limits.
//
// The declined ones: a relayed search ("my client is looking for tribal
// casinos within 15 miles of palm springs"), coordinates with a radius
// written "30km", a brand's casinos in a state ("which horseshoe
// properties are in indiana?"), a casino's "address of", a program's
// levels ("walk me through the lucky star rewards levels"), the programs
// as "rewards clubs ... in your database", game facts as "blackjack house
// edge basic strategy" and "half dollar slot machine payout percentage",
// the W-2G rule asked for a slot "handpay", the next tier as "what
// percent of the way they are to the next tier at winstar", and "list
// every tier i hold".
//
// After it, on branch askfix7, general rules with tuning phrases of their
// own (no expectation here changed) took it to 54 of 60 (90.0%), none
// wrong, 6 declined: a wager on one hand or spin beside a larger win; a
// cap stated under a heading ("sessions max N minutes") and a cap word
// alone never a casino; the budgets set up read as limits; a status
// gained ("get me status at X") naming the target program; a radius with
// its unit glued on ("30km"); a relay that is "looking for"; "hold" said
// by a holder; "casino" qualifying a program noun; and a "handpay" as a
// win.
//
// Then, on branch ask-round8 (rules made general for the eighth part,
// with tuning phrases of their own; no expectation here changed), it
// reached 59 of 60 (98.3%), none wrong: a family of names before
// "properties" searched as the directory spells it; a program "walked
// through"; the house-edge table's own way of play ("basic strategy")
// and a "half dollar" denomination; and, after an agent's relay, "they"
// as the asker. The one still declined is "address of l'auberge baton
// rouge": the directory API has no address field, so declining it is
// the right answer.
//
// The number to quote for this part is the first run's above. Its bar is
// 95% correct and none wrong, as for the other held-out parts, and the
// score test fails under it.
func heldOutSeventh(t testing.TB) []expectation {
	caesars := programID(t, "Caesars Rewards")
	return []expectation{
		// The directory: places by town (with and without the state),
		// radius and coordinates, types, hotels, a family of names; one
		// casino's details.
		{query: "casinos w/ hotels in laughlin", intent: FindCasinos, params: params{"near": "Laughlin, NV", "has_hotel": true}},
		{query: "any racinos within 40 miles of council bluffs iowa", intent: FindCasinos, params: params{"near": "Council Bluffs, IA", "radius_km": 64.4, "type": "racino"}},
		{query: "my client is looking for tribal casinos within 15 miles of palm springs", intent: FindCasinos, params: params{"near": "Palm Springs, CA", "radius_km": 24.1, "type": "tribal"}},
		{query: "casinos close to 39.1,-94.58 within 30km", intent: FindCasinos, params: params{"near": "39.1,-94.58", "radius_km": 30}},
		{query: "what casinos are there in cripple creek", intent: FindCasinos, params: params{"near": "Cripple Creek, CO"}},
		{query: "which horseshoe properties are in indiana?", intent: FindCasinos, params: params{"state": "IN", "q": "Horseshoe"}},
		{query: "casnios around hot springs ar", intent: FindCasinos, params: params{"near": "Hot Springs, AR"}},
		{query: "address of l'auberge baton rouge", intent: CasinoDetail, params: params{"slug": slugOf(t, "L'Auberge Casino Hotel Baton Rouge")}},

		// Programs, their ladders and one tier's threshold.
		{query: "what do i need to make platinum at caesars", intent: TierRequirement, params: params{"id": caesars}, tier: "Platinum"},
		{query: "winstar elite, how much play does it take", intent: TierRequirement, params: params{"id": programID(t, "WinStar Club Passport")}, tier: "Elite"},
		{query: "boyd onyx qualification", intent: TierRequirement, params: params{"id": programID(t, "Boyd Rewards")}, tier: "Onyx"},
		{query: "walk me through the lucky star rewards levels", intent: ProgramDetail, params: params{"id": programID(t, "Lucky Star Rewards")}},
		{query: "what casino rewards clubs are in your database?", intent: ListPrograms, params: params{}},

		// Game facts: house edge, return and pace.
		{query: "blackjack house edge basic strategy", intent: GameFacts, params: params{"game_type": "blackjack"}},
		{query: "how many spins an hour does a slot machine do", intent: GameFacts, params: params{"game_type": "slots"}},
		{query: "half dollar slot machine payout percentage", intent: GameFacts, params: params{"game_type": "slots", "denomination": 0.5}},
		{query: "whats the house advantage in keno", intent: GameFacts, params: params{"game_type": "keno"}},

		// The W-2G rule by game, amount, wager and year.
		{query: "will they give me a w2g for a $3,400 handpay on slots", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 3400}},
		{query: "w-2g rules for blackjack winnings", intent: W2GRule, params: params{"game_type": "blackjack"}},
		{query: "won $800 on a $2 video poker hand, reportable?", intent: W2GRule, params: params{"game_type": "video_poker", "amount_won": 800, "wager": 2}},
		{query: "the user won $2,000 at baccarat in 2025, will the casino give them a w-2g?", intent: W2GRule, params: params{"game_type": "baccarat", "amount_won": 2000, "tax_year": 2025}},
		{query: "what's the w2g threshold for slots this year", intent: W2GRule, params: params{"game_type": "slots", "tax_year": 2026}},

		// Responsible-gaming help by state.
		{query: "gambling helpline number for pennsylvania", intent: RGHelp, params: params{"topic": "helpline", "state": "PA"}},
		{query: "how do i ban myself from casinos in new jersey", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "NJ"}},
		{query: "my sister needs the gambling hotline for arizona", intent: RGHelp, params: params{"topic": "helpline", "state": "AZ"}},
		{query: "self exclusion list michigan", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "MI"}},

		// The player's limits: changes are proposed, and the limits read.
		{query: "bump my weekly budget down to 250", intent: SetBudget, params: params{"period": "week", "amount": 250}},
		{query: "sessions max 40 minutes", intent: SetSessionLimit, params: params{"max_minutes": 40}},
		{query: "i'd like to budget $150 a day for gambling", intent: SetBudget, params: params{"period": "day", "amount": 150}},
		{query: "make my session limit 4 hours", intent: SetSessionLimit, params: params{"max_minutes": 240}},
		{query: "what budgets do i have set", intent: MyLimits, params: params{}},

		// Comps: predicted at a casino or all of them, and estimated.
		{query: "borgata comp forecast for me", intent: CompPredict, params: params{"casino_name": "borgata"}},
		{query: "predicted offers at harrahs cherokee", intent: CompPredict, params: params{"casino_name": "harrahs cherokee"}},
		{query: "predicted comps across all my casinos", intent: CompPredictAll, params: params{}},
		{query: "if i play $10 blackjack for 5 hrs how much would they comp me", intent: CompEstimate, params: params{"game_type": "blackjack", "avg_bet": 10, "hours": 5}},

		// The next tier at a casino, and the player's tiers.
		{query: "golden nugget biloxi next tier progress", intent: TierProgress, params: params{"casino_name": "golden nugget biloxi"}},
		{query: "the player wants to know what percent of the way they are to the next tier at winstar", intent: TierProgress, params: params{"casino_name": "winstar"}},
		{query: "what level am i at the cosmo", intent: MyTiers, params: params{}, filter: []string{"cosmo", "Cosmopolitan of Las Vegas"}},
		{query: "list every tier i hold", intent: MyTiers, params: params{}},

		// Hosts at a casino or by language, and the player's own.
		{query: "does borgata have any tagalog-speaking hosts", intent: FindHosts, params: params{"language": "Tagalog"}, filter: []string{"borgata", "Borgata Hotel Casino and Spa"}},
		{query: "mgm springfield host accepting new clients", intent: FindHosts, params: params{}, filter: []string{"mgm springfield", "MGM Springfield"}},
		{query: "who's my host at the cosmopolitan", intent: MyHosts, params: params{}, filter: []string{"cosmopolitan", "Cosmopolitan of Las Vegas"}},
		{query: "show me my host contacts", intent: MyHosts, params: params{}},

		// Tier matches from a named tier, and suggestions from the player's.
		{query: "would my genting tier 3 get me status at mgm", intent: TierMatchPaths, params: params{"program": "Genting Rewards", "to_program": "MGM Rewards"}, tier: "Tier 3"},
		{query: "does true rewards epic match to anything", intent: TierMatchPaths, params: params{"program": "True Rewards"}, tier: "Epic"},
		{query: "what tier matches am i eligible for", intent: TierMatchSuggestions, params: params{}},

		// The player's records.
		{query: "trip history at ocean casino for 2024", intent: MyTrips, params: params{"casino_name": "ocean casino", "from": "2024-01-01", "to": "2024-12-31"}},
		{query: "craps sessions in march", intent: MySessions, params: params{"game_type": "craps", "from": "2026-03-01", "to": "2026-03-31"}},
		{query: "show my 2024 w-2gs", intent: MyW2Gs, params: params{"tax_year": 2024}},
		{query: "how much have i won on w2gs this year", intent: W2GTotal, params: params{"tax_year": 2026}},
		{query: "l'auberge lake charles offers in my account", intent: MyOffers, params: params{"casino_name": "l'auberge lake charles"}},

		// Off topic, unclear, a place that is no town, a tier two programs
		// share, two changes or two questions in one, and a change /ask
		// does not make.
		{query: "whats the best buffet in vegas", intent: Unknown, params: params{}},
		{query: "set my daily budget to 50 and cap sessions at 1 hour", intent: Unknown, params: params{}},
		{query: "what does sapphire take", intent: Unknown, params: params{}},
		{query: "remove the trip i logged yesterday", intent: Unknown, params: params{}},
		{query: "nba scores tonight", intent: Unknown, params: params{}},
		{query: "is it legal to gamble at 18 in oklahoma", intent: Unknown, params: params{}},
		{query: "casinos near disneyland", intent: Unknown, params: params{}},
		{query: "is the aria spa any good", intent: Unknown, params: params{}},
		{query: "show my craps sessions and also my w2gs", intent: Unknown, params: params{}},
	}
}
