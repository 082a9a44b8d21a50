package ask

import "testing"

// heldOutHundredTwentyFirst is the hundred-and-twenty-first held-out part,
// written blind and committed BEFORE its first run. Its writer read only:
// the service spec and the action catalog (/work/shared/spec, both
// whole); the README's lines 89-155 (the directory's curl examples,
// paging) and 428-480 (the section on /ask); the shipped data in data/,
// through short python3 scripts only (the casinos with name, town, state,
// type, has_hotel, slot machines and table games, brand and tribal
// nation; the programs of rewards_programs.json with their tiers and
// thresholds; program_properties.csv; us_cities.csv; a listing of data/
// and the head of each of those files); the whole of the twenty-ninth
// held-out part and the first 80 lines of the twenty-eighth (a header);
// the block of intent constants of ask.go (printed by a script from its
// first "const (" to the ")" after it, and nothing else of that file);
// lines 1-18 of heldout_test.go (the expectation type); the slugOf and
// programID functions of ask_test.go (printed alone by a script); the
// first and last twenty lines of heldOutParts in score_test.go; and the
// subject of the newest commit. Never the rules of this package, the
// tuning phrases or any other held-out part.
//
// Checked against data/ with a script: every town and its state (Tonopah
// NV, Prescott AZ, Payson AZ, Elko NV, Shawnee OK, Spokane WA, Biloxi MS,
// Lincoln City OR, Cripple Creek CO; Shawnee is also a Kansas city of
// us_cities.csv, so it is typed with its state), that Payson has a tribal
// casino and Elko casinos with a hotel, the casinos (French Lick Casino
// Resort, 736 slot machines; "Chinook Winds" and "Sky Dancer" each a
// fragment of exactly one casino's name), the programs and tiers (Boyd
// Rewards' Emerald at 15,000 tier credits, MGM Rewards' Platinum at
// 200,000, Caesars Rewards' Diamond Elite at 75,000); the same script
// computed every mile to kilometre conversion and the date thirty days
// before today. Its wording is new: each whole message was
// checked with a case-insensitive fixed-string grep (file names only)
// over every test file of this package, with and without its closing
// mark; one was found ("How many hands an hour does a blackjack table
// deal?") and replaced, and the sixty were checked again, none found.
//
// Its theme is a CONTROL part in a new register: numbers, amounts,
// distances, durations and dates written every way people write them.
// Money as "$1.5k", "1500 bucks", "fifteen hundred dollars", "a grand",
// "2 grand", "$1,200.00", "USD 600", "$750/wk", "fifty bucks"; distances
// as "25mi", "40 km", "twenty miles", "a 15-mile radius", "100
// kilometres", "7.5 miles"; durations as "90 mins", "an hour and a half",
// "2hrs", "45 minute(s)", "three hours"; bets as "$25/hand", "5 dollar",
// "$100 a hand", "$1.25 a spin"; dates as "3/2/2025", "2024-06", "'24",
// "since January", "Q1", "the first quarter of 2025", "between Feb and
// April", "the past 30 days", "last month", "YTD", "twenty twenty-five",
// "the next 2 weeks". Every question is otherwise ordinary. It covers the
// areas where numbers and dates matter most (searches with a radius, the
// W-2G rule, budgets and session limits proposed, comp estimates, tier
// thresholds, the player's trips, sessions, visits, W-2G lists and
// totals, the tax summary and expiring offers) and a few ordinary ones
// (a casino's details, game facts, a help line, tier progress).
//
// 48 of 60 expect an answer and 12 expect Unknown: a drive time (no
// radius); "a few miles" and "a couple hundred bucks" (numbers a reader
// cannot pin down); a budget per trip and a session limit in spins
// (units the spec has no place for: a budget's period is day, week or
// month, a session limit is minutes); "quarter slots" (a denomination,
// not an average bet) and a bet "somewhere between $15 and $25" (a
// range); "last summer" (a season has no dates in the spec); W-2Gs of a
// quarter (list_w2g filters by tax_year only, and the whole year would
// answer more than was asked); another person's W-2Gs; a unit conversion
// (off topic with a number); and a budget and a session limit set in one
// message (two asks). No question lacks a field its intent needs, so none
// expects a missing field.
//
// It follows the twenty-ninth part's conventions: a radius in miles is in
// kilometres to one decimal (25 mi 40.2, 20 mi 32.2, 60 mi 96.6, 15 mi
// 24.1, 7.5 mi 12.1) and one in kilometres is kept as typed; a town typed
// without its state is near the directory's town with its state; a casino
// named for a player action keeps the name as typed; a casino's details
// answer what the directory keeps about it, whichever field is asked; a
// tier named with its program (or its brand, "Caesars") is not ambiguous;
// a limit of money in a period is a budget; a year named for the player's
// records is that calendar year; a month named without a year is its
// latest one up to today, 2026-05-14. Its own choices, where those are
// silent:
//   - Amounts are read as a careful human reads them: "$1.5k" and "1500
//     bucks" and "fifteen hundred dollars" are 1500, "a grand" 1000, "2
//     grand" 2000, "$1,200.00" 1200, "USD 600" 600, "$750/wk" 750 a week.
//   - Durations become the field's unit: max_minutes in minutes ("2hrs"
//     120, "an hour and a half" 90) and a comp estimate's hours in hours
//     ("90 mins" 1.5, "45 minutes" 0.75).
//   - "$25/hand blackjack", "5 dollar craps", "$10 roulette", "$100 a
//     hand baccarat", "$1.25 a spin" are the avg_bet (as the twenty-ninth
//     part's "$25 blackjack"); "quarter slots" is Unknown, since a
//     quarter machine's bet per spin is not a quarter unless one coin is
//     played.
//   - A date m/d/yyyy is U.S. order: "3/2/2025" is 2025-03-02.
//   - "'24" is 2024; "2024-06" is June 2024; "twenty twenty-five" 2025.
//   - A quarter is its three months; "Q1" without a year is the latest
//     first quarter up to today (2026-01-01..2026-03-31), as a month is.
//   - "between Feb and April" runs from the first of February to the last
//     of April, both of 2026.
//   - A span that ends now has today as its end: "since January" is
//     2026-01-01..2026-05-14 and "the past 30 days" 2026-04-14..2026-05-14
//     (today less thirty days, both ends included). This is the choice
//     most open to dispute (a "since" could be left open-ended).
//   - "YTD" for W-2Gs and the tax summary is the tax year 2026.
//   - "last month" for visits is April 2026; a visit list filtered by
//     dates takes from and to like the trips and sessions (the catalog
//     says only "filters").
//   - "offers that expire in the next 2 weeks" are the expiring offers
//     within 14 days.
//   - "Is 15k tier credits enough for Emerald", "Do I need 200,000 tier
//     credits for Platinum" are that tier's threshold: the number typed
//     is checked against the threshold the answer gives.
//   - "Does French Lick Casino Resort have more than 700 slot machines?"
//     is that casino's details: one casino against a number, whose
//     answer holds the count (not two casinos compared).
//   - "a 24/7 gambling hotline in Nevada" is the help line in NV.
//   - "Where did I check in last month?" is the player's visits of April.
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at 3bc8626, after every round of the session before it and
// one probe fix of this session's (c7dbfa0: records ranked by amount,
// comps received), and no rule changed for it) scored 49 of 60 correct
// (81.7%): precision 85.4% (41 of 48 answers right), recall 85.4% (41 of
// 48 answerable), 7 declined and 4 wrong. No expectation was changed after
// it. The wrong ones: "Comps for 2 hours of blackjack at somewhere between
// $15 and $25 a hand?" (the estimate of a $15 bet at a casino
// "somewhere"), "List my trips in 2024-06." (the trips of all 2024), "Show
// my sessions since January." (from 2026-01-01 with no end, where "my
// trips since January" ends today) and "What did my W-2G wins come to in
// twenty twenty-five?" (the W-2G list, its year in words unread).
//
// After its fix round (2026-11-25, branch fix-121, tuningPart121):
// 59/60, 1 wrong, 0 declined; no expectation was changed, and the part
// is NOT barred, for its one wrong answer. The general rules added: a
// month written YYYY-MM is that month (yearMonthAt; two years written
// short, "2011-12", are no month); "come to" ending its clause or
// before a time sums the W-2Gs (sumComeTo); money after its currency
// code, "USD 600", is the amount; credits counted a year ("a year",
// "per year", "each year", "annually") ask the period a threshold is
// earned over, the tier's threshold (yearlyRate); "did I check in" is
// the visits (checkInDone); one casino's count against a number ("more
// than 700 slot machines") is its details (claimCountCompared); a comp
// estimate declines a range of bets (betRange) and a machine's
// denomination given with no bet; a budget declines a unit set_budget
// has no period for ("per trip", "a session", "a trip budget":
// budgetOtherUnit) and a vague amount ("a couple hundred bucks":
// vagueAmount). The one left wrong, "Show my sessions since January."
// (from 2026-01-01 with no end), is this part's own choice against the
// barred twenty-first part ("my roulette sessions since January 1st"
// has no "to": no session lies after today) and tuning34 ("my sessions
// since Labor Day"); only trips, which may be booked ahead, end a
// "since" at today. That expectation is believed wrong and was left as
// written.
func heldOutHundredTwentyFirst(t testing.TB) []expectation {
	return []expectation{
		// The directory by place, a radius written every way (miles to
		// kilometres to one decimal), and a drive time and "a few miles",
		// which no radius can take.
		{query: "casinos within 25mi of Tonopah", intent: FindCasinos, params: params{"near": "Tonopah, NV", "radius_km": 40.2}},
		{query: "Any casinos within 40 km of Prescott, Arizona?", intent: FindCasinos, params: params{"near": "Prescott, AZ", "radius_km": 40}},
		{query: "tribal casinos within twenty miles of Payson", intent: FindCasinos, params: params{"near": "Payson, AZ", "type": "tribal", "radius_km": 32.2}},
		{query: "Casinos with a hotel within 60 miles of Elko?", intent: FindCasinos, params: params{"near": "Elko, NV", "has_hotel": true, "radius_km": 96.6}},
		{query: "Show me casinos inside a 15-mile radius of Shawnee, OK.", intent: FindCasinos, params: params{"near": "Shawnee, OK", "radius_km": 24.1}},
		{query: "casinos within 100 kilometres of Spokane", intent: FindCasinos, params: params{"near": "Spokane, WA", "radius_km": 100}},
		{query: "Which casinos are within 7.5 miles of Biloxi?", intent: FindCasinos, params: params{"near": "Biloxi, MS", "radius_km": 12.1}},
		{query: "What casinos are within half an hour's drive of Lincoln City?", intent: Unknown, params: params{}},
		{query: "Any casinos within a few miles of Cripple Creek?", intent: Unknown, params: params{}},

		// The W-2G rule with the amount written every way.
		{query: "Is a $1.5k slot jackpot reportable?", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 1500}},
		{query: "I won 1500 bucks on keno. W-2G?", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1500}},
		{query: "Does fifteen hundred dollars on video poker get me a W-2G?", intent: W2GRule, params: params{"game_type": "video_poker", "amount_won": 1500}},
		{query: "Hit a grand at craps, does the casino issue a W-2G?", intent: W2GRule, params: params{"game_type": "craps", "amount_won": 1000}},
		{query: "USD 600 win at baccarat: is a W-2G required?", intent: W2GRule, params: params{"game_type": "baccarat", "amount_won": 600}},

		// Budgets (day, week, month) and session limits, proposed; a
		// period, a unit and an amount the spec cannot take.
		{query: "Budget me $750/wk for gambling.", intent: SetBudget, params: params{"period": "week", "amount": 750}},
		{query: "Put me on a 2 grand a month budget.", intent: SetBudget, params: params{"period": "month", "amount": 2000}},
		{query: "Limit me to fifty bucks a day.", intent: SetBudget, params: params{"period": "day", "amount": 50}},
		{query: "Monthly budget of $1,200.00, please set it.", intent: SetBudget, params: params{"period": "month", "amount": 1200}},
		{query: "Set a session limit of 90 mins.", intent: SetSessionLimit, params: params{"max_minutes": 90}},
		{query: "Cap each session at an hour and a half.", intent: SetSessionLimit, params: params{"max_minutes": 90}},
		{query: "Don't let me play more than 2hrs per session.", intent: SetSessionLimit, params: params{"max_minutes": 120}},
		{query: "I'd like a 45 minute limit on my sessions.", intent: SetSessionLimit, params: params{"max_minutes": 45}},
		{query: "Set a $500 budget per trip.", intent: Unknown, params: params{}},
		{query: "Limit my sessions to 300 spins.", intent: Unknown, params: params{}},
		{query: "Set my weekly budget to a couple hundred bucks.", intent: Unknown, params: params{}},

		// Comp estimates: game, bet and hours written every way; a
		// denomination and a range, which are no average bet.
		{query: "What comps would 2hrs of $25/hand blackjack earn me?", intent: CompEstimate, params: params{"game_type": "blackjack", "avg_bet": 25, "hours": 2}},
		{query: "Comp value of 90 mins of 5 dollar craps?", intent: CompEstimate, params: params{"game_type": "craps", "avg_bet": 5, "hours": 1.5}},
		{query: "Estimate my comps for an hour and a half of $10 roulette.", intent: CompEstimate, params: params{"game_type": "roulette", "avg_bet": 10, "hours": 1.5}},
		{query: "$100 a hand baccarat for 45 minutes, what's that worth in comps?", intent: CompEstimate, params: params{"game_type": "baccarat", "avg_bet": 100, "hours": 0.75}},
		{query: "Comps for three hours of video poker betting $1.25 a spin?", intent: CompEstimate, params: params{"game_type": "video_poker", "avg_bet": 1.25, "hours": 3}},
		{query: "What are 4 hours of quarter slots worth in comps?", intent: Unknown, params: params{}},
		{query: "Comps for 2 hours of blackjack at somewhere between $15 and $25 a hand?", intent: Unknown, params: params{}},

		// Tier thresholds, asked with a number.
		{query: "Is 15k tier credits enough for Emerald in Boyd Rewards?", intent: TierRequirement, params: params{"id": programID(t, "Boyd Rewards")}, tier: "Emerald"},
		{query: "Do I need 200,000 tier credits for Platinum in MGM Rewards?", intent: TierRequirement, params: params{"id": programID(t, "MGM Rewards")}, tier: "Platinum"},
		{query: "How many tier credits a year does Caesars Diamond Elite take?", intent: TierRequirement, params: params{"id": programID(t, "Caesars Rewards")}, tier: "Diamond Elite"},

		// The player's trips, sessions and visits filtered by dates written
		// every way, and a season, which has no dates.
		{query: "Show my trips between 3/2/2025 and 3/9/2025.", intent: MyTrips, params: params{"from": "2025-03-02", "to": "2025-03-09"}},
		{query: "List my trips in 2024-06.", intent: MyTrips, params: params{"from": "2024-06-01", "to": "2024-06-30"}},
		{query: "My trips to Chinook Winds in '24?", intent: MyTrips, params: params{"casino_name": "Chinook Winds", "from": "2024-01-01", "to": "2024-12-31"}},
		{query: "Show my sessions since January.", intent: MySessions, params: params{"from": "2026-01-01", "to": "2026-05-14"}},
		{query: "My blackjack sessions in Q1, please.", intent: MySessions, params: params{"game_type": "blackjack", "from": "2026-01-01", "to": "2026-03-31"}},
		{query: "Pull up my sessions in the first quarter of 2025.", intent: MySessions, params: params{"from": "2025-01-01", "to": "2025-03-31"}},
		{query: "Which sessions did I play between Feb and April?", intent: MySessions, params: params{"from": "2026-02-01", "to": "2026-04-30"}},
		{query: "List my sessions from the past 30 days.", intent: MySessions, params: params{"from": "2026-04-14", "to": "2026-05-14"}},
		{query: "What sessions did I have last summer?", intent: Unknown, params: params{}},
		{query: "My casino visits in '25?", intent: MyVisits, params: params{"from": "2025-01-01", "to": "2025-12-31"}},
		{query: "Where did I check in last month?", intent: MyVisits, params: params{"from": "2026-04-01", "to": "2026-04-30"}},

		// W-2G lists and totals, the tax summary by year, and expiring
		// offers; a quarter of W-2Gs (no action filters them so) and
		// another person's.
		{query: "Show the W-2Gs I got in '24.", intent: MyW2Gs, params: params{"tax_year": 2024}},
		{query: "My W-2Gs from the first quarter of 2025?", intent: Unknown, params: params{}},
		{query: "How much did my wife win on W-2Gs in '24?", intent: Unknown, params: params{}},
		{query: "What's my W-2G total YTD?", intent: W2GTotal, params: params{"tax_year": 2026}},
		{query: "What did my W-2G wins come to in twenty twenty-five?", intent: W2GTotal, params: params{"tax_year": 2025}},
		{query: "Tax summary for '25, please.", intent: TaxSummary, params: params{"tax_year": 2025}},
		{query: "How's my gambling tax picture looking YTD?", intent: TaxSummary, params: params{"tax_year": 2026}},
		{query: "Which offers of mine expire in the next 2 weeks?", intent: ExpiringOffers, params: params{"within_days": 14}},

		// A few ordinary ones of other areas, each with a number in it.
		{query: "Does French Lick Casino Resort have more than 700 slot machines?", intent: CasinoDetail, params: params{"slug": slugOf(t, "French Lick Casino Resort")}},
		{query: "Roughly how many hands per hour get dealt at a blackjack table?", intent: GameFacts, params: params{"game_type": "blackjack"}},
		{query: "Is there a 24/7 gambling hotline in Nevada?", intent: RGHelp, params: params{"topic": "helpline", "state": "NV"}},
		{query: "How many points till my next tier at Sky Dancer?", intent: TierProgress, params: params{"casino_name": "Sky Dancer"}},

		// Off topic with a number, and two asks in one.
		{query: "How many km is 40 miles?", intent: Unknown, params: params{}},
		{query: "Set my daily budget to 1500 bucks and cap my sessions at 2hrs.", intent: Unknown, params: params{}},
	}
}
