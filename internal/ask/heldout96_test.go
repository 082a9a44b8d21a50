package ask

import "testing"

// heldOutNinetySixth is a ninety-sixth held-out part, written blind and
// committed BEFORE its first run: by someone who had read only the service
// spec and the action catalog (/work/shared/spec/service-spec.md and
// actions.md, both whole), lines 89-155 and 428-480 of the README (the
// directory's curl examples and the section on /ask), the shipped data
// through short python3 scripts that listed casinos (name, town, state,
// type, hotel, brand, tribal nation), rewards_programs.json (programs with
// their tiers and thresholds), program_properties.csv and us_cities.csv (a
// listing of data/, data/schema and data/seed and the header and first
// rows of casinos.csv, program_properties.csv and us_cities.csv were
// printed too), the whole of the twenty-ninth held-out part and the first
// eighty lines of the twenty-eighth (their headers and conventions), the
// first const block of ask.go (the intent constants, printed by a script
// from "const (" to the first ")"), the expectation type (lines 1-18 of
// heldout_test.go), the slugOf and programID functions of ask_test.go (with
// programID's one-line doc comment), the heldOutParts function of
// score_test.go and the subject of the branch's newest commit (git log -1);
// a listing of the file names of the writers' briefs directory was printed
// once too. Never the rules of this package, the tuning phrases or the
// other held-out parts.
//
// Every name used was checked against data/ with a short script: the towns
// Walters (Comanche Star Casino) and Bristow (Bristow Casino), both in
// Oklahoma, each a town of the directory in one state only and neither in
// us_cities.csv; Nebraska's tribal casinos (two: Iron Horse Bar & Casino
// and Lucky 77 Casino); the casinos Fortune Bay Resort Casino, Dancing
// Eagle Casino, Akwesasne Mohawk Casino, Lucky 77 Casino, Northern Winz
// Hotel & Casino, Comanche Star Casino and Cimarron Casino, and the words
// "Fortune Bay", "Dancing Eagle", "Akwesasne", "Lucky 77", "Northern
// Winz", "Comanche Star" and "Cimarron" each name exactly one casino (a
// case-insensitive search of the names), while "Iron Horse" names two and
// is not used; the programs Boyd Rewards (Ruby, Sapphire, Emerald, Onyx),
// Genting Rewards (Tier 1 to Tier 5) and Caesars Rewards, with Emerald and
// Onyx tiers of Boyd Rewards only. Walters, Bristow and Dancing Eagle were
// chosen because no earlier test file names them (a fixed-string grep,
// file counts only).
//
// Its wording is new: each whole message was checked with a
// case-insensitive fixed-string grep (file names only) against every test
// file of this package, with and without its closing mark. Eleven were
// found in the first round and replaced ("Is a $2,000 keno win reportable
// on a W-2G?", "Set a weekly gambling budget of $250.", "Show my blackjack
// sessions from March.", "Which casinos have I checked in at?", "Do I have
// any expired vouchers?", "Which of my offers expire in the next 14
// days?", "What did my W-2G wins add up to in 2025?", "Give me my gambling
// tax summary for 2025.", "Should I itemize my gambling losses for
// 2025?", "How much have I deposited into my bankroll?", "Which hosts am I
// connected with?"), their twins reworded with them to stay near; five of
// the replacements were found again in the second round and replaced once
// more ("Make my weekly gambling budget $275.", "Which casinos have I
// checked in at so far?", "Which of my offers run out within 14 days?",
// "Should I itemize my gambling losses on my 2025 return?", "Which casino
// hosts am I linked up with?"): sixteen replacements in all, and none of
// the sixty is found now.
//
// Its theme is NEAR MISSES, tenth part: 30 pairs, each an answerable
// question followed at once by a near twin in nearly the same words that
// asks something no action, endpoint or table of the spec answers, so the
// twin expects Unknown. 30 of 60 expect an answer and 30 expect Unknown.
// The pairs are spread as the brief asks: the directory (4: a radius
// search, a state and type search, one casino's details, a search by place
// with rewards), programs and tiers (2: a tier's threshold, a ladder),
// games (1), the W-2G rule (1), help (1), limits set (2: a budget and a
// session cap, proposed), comps (2: a prediction at one casino, an
// estimate), hosts (1: at a casino), tier match (2: suggestions, a path)
// and every kind of the player's records (14: trips, sessions, visits,
// vouchers, offers, expiring offers, W-2Gs, the W-2G total, the tax
// summary, the bankroll, the tiers, the progress at one casino, the limits
// read and the player's hosts). Why each twin is Unknown:
//   - a filter the casino search lacks: open 24 hours, allows smoking;
//   - a field no answer has: table-game minimums, a house edge kept per
//     casino (the service's table is per game), money spent on gas on
//     trips, tips to dealers in sessions, the cash worth of points;
//   - a ranking or comparison no action makes: the best rewards program
//     near a town, the casino paying the most comps for a play, the most
//     generous host at a casino, the programs that match fastest;
//   - advice: which tier is worth chasing, whether to set a 45-minute cap,
//     where to check in next, whether itemizing is worth it, how much to
//     put into the bankroll, which host to drop;
//   - someone else's records or a change for someone else: signing a
//     brother up for self-exclusion, a wife's budget, a dad's next offer,
//     a husband's tier progress;
//   - a prediction of the future: a tier-match path next year, which
//     W-2Gs the IRS will question, the W-2G total by the end of 2026;
//   - a fact the data does not keep: how many players hold a tier,
//     Canada's reporting rule, whether expired vouchers can still be
//     cashed, a casino's offers for new members, whether offers can be
//     extended, what limits most players set.
//
// No answerable question lacks a field its intent needs, so none expects
// a missing field.
//
// It follows the twenty-ninth and twenty-eighth parts' conventions: a
// casino named for a player action keeps the name as typed; a host filter
// by casino is the typed words and the directory's name when the words
// name exactly one casino, with no parameter; a radius in miles is in
// kilometres to one decimal (40 miles is 64.4 km); a town typed without
// its state is near the directory's town with its state; "in <state>" is
// the state; a casino's details answer what the directory keeps about it,
// whichever field is asked for (table_games is a field of the Casino); a
// tier named with its program is not ambiguous; a limit of money in a
// period is a budget and a cap on sessions is a session limit, both
// proposed; a year named for the player's records is that calendar year,
// "last year" is 2025 and a month named without a year is its latest one
// up to today, 2026-05-14 (March is March 2026); amounts and minutes are
// ints; another person's records, advice, a prediction, a ranking no
// answer makes and a detail no answer says are Unknown, with params empty.
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at ebfff13, after the rounds of the eighty-ninth to
// ninety-second parts and eleven of the maintainer's rules, and no rule
// changed for it) scored 55 of 60 correct (91.7%): precision 85.7% (30 of
// 35 answers right), recall 100.0% (30 of 30 answerable), none declined
// and 5 wrong. No expectation was changed after it. The wrong ones are
// five twins answered as their answerable question: whether to cap
// sessions at 45 minutes (the cap proposed), which programs would match
// the player's tiers fastest (the suggestions), the gas spent on trips
// (the trips), what W-2G jackpots will total by the end of 2026 (this
// year's total) and how much money to put into the bankroll (the
// bankroll).
//
// After its fix round (2026-11-25, fix-96, rules only, no expectation
// changed, tuning phrases in other words checked to fail first): 60/60,
// 0 wrong, 0 declined (from 55/60, 5 wrong), and barred. The general
// rules added: "should I" before a verb of setting a limit or moving
// money ("set", "put", "cap", "raise", "add", "deposit", ...) asks
// whether to do it, or how much, which is advice; a tier match asked with
// how soon it comes ("the quickest", "faster", "how soon") asks a time no
// table keeps ("the quickest way to match" still asks how, a path); what
// the player spent around the play (gas, parking, food, flights, rooms)
// is no field of a trip or session; a W-2G total or winnings of this
// year or later asked as they will be ("will ... add up to", "gonna
// total") is a forecast, while the total so far, a year already ended
// and a win's W-2G rule keep their answers.
func heldOutNinetySixth(t testing.TB) []expectation {
	return []expectation{
		// The directory: a radius search and a filter the search lacks; a
		// state and type search and a filter the search lacks; one
		// casino's details and a field no answer has; a search by place
		// with rewards and a ranking no search makes.
		{query: "Any casinos within 40 miles of Walters?", intent: FindCasinos, params: params{"near": "Walters, OK", "radius_km": 64.4}},
		{query: "Any casinos within 40 miles of Walters that are open 24 hours?", intent: Unknown, params: params{}},
		{query: "Show me tribal casinos in Nebraska.", intent: FindCasinos, params: params{"state": "NE", "type": "tribal"}},
		{query: "Show me tribal casinos in Nebraska that allow smoking.", intent: Unknown, params: params{}},
		{query: "How many table games are there at Fortune Bay Resort Casino?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Fortune Bay Resort Casino")}},
		{query: "What are the table game minimums at Fortune Bay Resort Casino?", intent: Unknown, params: params{}},
		{query: "Casinos near Bristow with a rewards program", intent: FindCasinos, params: params{"near": "Bristow, OK", "has_rewards": true}},
		{query: "Casinos near Bristow with the best rewards program", intent: Unknown, params: params{}},

		// Programs and tiers: a tier's threshold and a count of players no
		// table keeps; a ladder and advice on which rung to chase.
		{query: "What does it take to earn Onyx in Boyd Rewards?", intent: TierRequirement, params: params{"id": programID(t, "Boyd Rewards")}, tier: "Onyx"},
		{query: "How many players have earned Onyx in Boyd Rewards?", intent: Unknown, params: params{}},
		{query: "List the tiers in Genting Rewards.", intent: ProgramDetail, params: params{"id": programID(t, "Genting Rewards")}},
		{query: "Which of the Genting Rewards tiers is worth chasing?", intent: Unknown, params: params{}},

		// A game's house edge, and one casino's (kept per game, not per
		// casino).
		{query: "What house edge does a craps table carry?", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "What house edge do the craps tables at Dancing Eagle Casino carry?", intent: Unknown, params: params{}},

		// The W-2G rule, and another country's.
		{query: "Does a $2,300 keno hit need a W-2G?", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 2300}},
		{query: "Does a $2,300 keno hit need to be reported in Canada?", intent: Unknown, params: params{}},

		// Help: self-exclusion by state, and signing someone else up.
		{query: "Where can I sign up for self-exclusion in Iowa?", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "IA"}},
		{query: "Can you sign my brother up for self-exclusion in Iowa?", intent: Unknown, params: params{}},

		// Limits set (proposed), and someone else's budget and advice.
		{query: "I'd like my weekly gambling budget capped at $275.", intent: SetBudget, params: params{"period": "week", "amount": 275}},
		{query: "I'd like my wife's weekly gambling budget capped at $275.", intent: Unknown, params: params{}},
		{query: "Put a 45-minute cap on my sessions.", intent: SetSessionLimit, params: params{"max_minutes": 45}},
		{query: "Should I put a 45-minute cap on my sessions?", intent: Unknown, params: params{}},

		// Comps: a prediction at one casino and someone else's; an
		// estimate and a ranking of casinos no action makes.
		{query: "Predict my next offer from Akwesasne Mohawk Casino.", intent: CompPredict, params: params{"casino_name": "Akwesasne Mohawk Casino"}},
		{query: "Predict the next offer Akwesasne Mohawk Casino sends my dad.", intent: Unknown, params: params{}},
		{query: "How much in comps would 2 hours of $10 video poker earn me?", intent: CompEstimate, params: params{"game_type": "video_poker", "avg_bet": 10, "hours": 2}},
		{query: "Which casino pays the most comps for 2 hours of $10 video poker?", intent: Unknown, params: params{}},

		// Hosts at a casino, and a ranking of them.
		{query: "Is there a host at Lucky 77 taking new players?", intent: FindHosts, params: params{}, filter: []string{"Lucky 77", "Lucky 77 Casino"}},
		{query: "Which host at Lucky 77 is the most generous with comps?", intent: Unknown, params: params{}},

		// Tier match: suggestions and a ranking by speed; a path and a
		// prediction about it.
		{query: "Which programs would status match my current tiers?", intent: TierMatchSuggestions, params: params{}},
		{query: "Which programs would status match my current tiers the fastest?", intent: Unknown, params: params{}},
		{query: "Can I match Boyd Rewards Emerald over to Caesars Rewards?", intent: TierMatchPaths, params: params{"program": "Boyd Rewards", "to_program": "Caesars Rewards"}, tier: "Emerald"},
		{query: "Will Caesars Rewards still match Boyd Rewards Emerald next year?", intent: Unknown, params: params{}},

		// The player's records, each kind with its near miss.
		{query: "List my trips to Northern Winz Hotel & Casino last year.", intent: MyTrips, params: params{"casino_name": "Northern Winz Hotel & Casino", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "How much did I spend on gas for my trips to Northern Winz Hotel & Casino last year?", intent: Unknown, params: params{}},
		{query: "Pull up the blackjack sessions I logged in March.", intent: MySessions, params: params{"game_type": "blackjack", "from": "2026-03-01", "to": "2026-03-31"}},
		{query: "Pull up how much I tipped dealers in the blackjack sessions I logged in March.", intent: Unknown, params: params{}},
		{query: "Show the casinos I've recorded check-ins at.", intent: MyVisits, params: params{}},
		{query: "Which casinos should I check in at next?", intent: Unknown, params: params{}},
		{query: "Are any of my vouchers expired?", intent: MyVouchers, params: params{"status": "expired"}},
		{query: "Can I still cash in my expired vouchers?", intent: Unknown, params: params{}},
		{query: "Show me my offers from Comanche Star Casino.", intent: MyOffers, params: params{"casino_name": "Comanche Star Casino"}},
		{query: "Show me the offers Comanche Star Casino gives new members.", intent: Unknown, params: params{}},
		{query: "Which of my offers lapse within 14 days?", intent: ExpiringOffers, params: params{"within_days": 14}},
		{query: "Which of my offers that lapse within 14 days can I get extended?", intent: Unknown, params: params{}},
		{query: "Show my W-2Gs from 2024.", intent: MyW2Gs, params: params{"tax_year": 2024}},
		{query: "Which of my W-2Gs from 2024 will the IRS question?", intent: Unknown, params: params{}},
		{query: "What did my W-2G jackpots total in 2025?", intent: W2GTotal, params: params{"tax_year": 2025}},
		{query: "What will my W-2G jackpots total by the end of 2026?", intent: Unknown, params: params{}},
		{query: "Run my gambling tax summary for 2025.", intent: TaxSummary, params: params{"tax_year": 2025}},
		{query: "Would itemizing my 2025 gambling losses be worth it?", intent: Unknown, params: params{}},
		{query: "How much money have I put into my bankroll so far?", intent: Bankroll, params: params{}},
		{query: "How much money should I put into my bankroll?", intent: Unknown, params: params{}},
		{query: "What's my points balance at each casino?", intent: MyTiers, params: params{}},
		{query: "What's my points balance worth in cash at each casino?", intent: Unknown, params: params{}},
		{query: "How close am I to the next tier at Cimarron Casino?", intent: TierProgress, params: params{"casino_name": "Cimarron Casino"}},
		{query: "How close is my husband to the next tier at Cimarron Casino?", intent: Unknown, params: params{}},
		{query: "What spending limits do I have in place?", intent: MyLimits, params: params{}},
		{query: "What spending limits do most players set?", intent: Unknown, params: params{}},
		{query: "Which casino hosts have I got a connection with?", intent: MyHosts, params: params{}},
		{query: "Which of the casino hosts I've got a connection with should I drop?", intent: Unknown, params: params{}},
	}
}
