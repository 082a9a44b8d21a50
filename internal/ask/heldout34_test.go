package ask

import "testing"

// heldOutThirtyFourth is a thirty-fourth held-out part, written blind and
// committed BEFORE its first run: by someone who had read only the action
// catalog and the service spec (both whole), the README's curl examples of
// the directory (lines 89-155) and its section on /ask (lines 428-480), the
// shipped data (casinos.csv, rewards_programs.json and
// program_properties.csv, through short scripts listing real casino,
// program and tier names, towns, states, types, brands and has_hotel; a
// listing of data/ was printed too), the whole of the twenty-ninth
// held-out part and the first 80 lines of the twenty-eighth (its header),
// the block of intent constants of ask.go (lines 19-62), the expectation
// type (lines 1-18 of heldout_test.go), the slugOf and programID helpers
// (lines 66-91 of ask_test.go) and the heldOutParts function of
// score_test.go; never the rules of this package, the tuning phrases or
// the other held-out parts. A git log printed the subjects of the
// branch's three newest commits; one quotes a few tuning phrases of
// non-native English ("I am win", "is having", "not let me (to) play",
// "decision per hour"); none is used here, and "Don't let me lose more
// than $75/day" follows the README's own example of a cap ("don't let me
// play more than 2 hrs at a time"), not that subject. A script printed,
// as counts only, how many times a few of the theme's forms occur in this
// package's test files ("1.5k", "bucks", "fifteen hundred", "a grand",
// "kilometers", "half an hour", "90 mins", "hour and a half", "2.5 hrs",
// "last weekend", "ytd": some do, in other wordings); no line of them was
// read. Every casino and program name given to slugOf or programID was
// checked against data/ with a short script. Its wording is new: each
// phrase was checked with a case-insensitive fixed-string grep (file
// names only) against every test file of this package, with and without
// its closing mark; three were found there and replaced ("How do I
// self-exclude in Indiana?", "Who's my host?", "List my redeemed
// vouchers."), and none of the sixty is there now. Its places and casinos
// were chosen among those no earlier test file names (by the same kind of
// check, names only): Tahlequah, Redding, Taos, Rock Island, Spokane,
// South Bend, Sallisaw, Wenatchee, Worley, the Great American casinos,
// Hollywood Gaming at Mahoning Valley, Rivers Casino & Resort
// Schenectady, Southland Park, Bally's Quad Cities, Northern Waters, Delaware
// Park, Win-River and Sunland Park; and the host language, Italian. Every
// program, tier, game and state is named by earlier parts (Tulsa, named
// only as the far end of an off-topic distance, may be too).
//
// Its theme is dates, periods, amounts, distances and durations written
// in every way people write them (36 of 60), mixed with ordinary
// questions (24 of 60) so that every area is covered: dates and periods
// ("since Memorial Day", "over the past 90 days", "YTD", "in Q1",
// "between March 3 and April 10", "last weekend", "the 2024 tax year",
// "'24", "3/15/2025", "this past January"), amounts ("$1.5k", "1,200
// bucks", "fifteen hundred", "$2,400.00", "a grand", "500 a week",
// "$75/day", "20k tier credits", "under $100 a night"), distances
// ("20mi", "within 40 kilometers", "60 miles", "25 mi.", "a 12.5 mile
// radius", "half an hour's drive", "how many miles ... to") and durations
// ("90 mins", "an hour and a half", "2.5 hrs"). Registers: 44 are
// sentences with a closing mark, 16 are terse lowercase or shorthand
// fragments with none. 7 of 60 expect Unknown (6 of the theme: a drive
// time, a distance between two towns, offers since a date, W-2Gs of a
// quarter, a deposit /ask does not propose, a room rate; 1 ordinary: off
// topic). No question lacks a field its intent needs, so none expects a
// missing field. Every area is covered: place, near, radius, hotel, type,
// rewards and family searches, casino details, programs, a ladder and two
// tiers' thresholds, game facts, the W-2G rule, help lines and
// self-exclusion, budget and session limits (proposed) and the limits
// read, comp predictions (one casino and all) and estimates, tier
// progress and the player's tiers, hosts (at a casino, by language, the
// player's own), tier-match suggestions and a path, trips, sessions,
// visits, vouchers, offers and expiring offers, W-2G lists and totals,
// the tax summary and the bankroll.
//
// Today is 2026-05-14 (a Thursday), the date the twenty-ninth part's
// conventions give ("a month named without a year is its latest one up to
// today, 2026-05-14"); every relative date below is counted from it. It
// follows the twenty-ninth part's conventions (a casino named for a
// player action keeps the name as typed; a host filter by casino is the
// typed words and the directory's name when the words name exactly one
// casino; a radius in miles is in kilometres to one decimal; a year named
// for the player's records is that calendar year; a month named without a
// year is its latest one up to today; a town typed without its state is
// near the directory's town with its state; "in <town>" is near that town
// and "in <state>" is the state; a family's casinos in a state are the
// state with q the family's name as the directory spells it; a tier named
// with its program is not ambiguous; a casino's details answer what the
// directory keeps about it, whichever field is asked for; a limit of
// money in a period is a budget; off-topic questions are Unknown). Its own
// choices, where those are silent, each from the spec:
//   - A period is given to an action only as the fields it takes: from
//     and to (YYYY-MM-DD, both ends included) for list_trips and
//     list_sessions, tax_year for list_w2g, tax_year_summary and the W-2G
//     total, within_days for expiring_offers. A period the action cannot
//     filter by is Unknown, never silently dropped (answering all records
//     would answer another question): list_offers filters only status and
//     casino_name, so "Which offers did I get since Memorial Day?" is
//     Unknown; list_w2g takes only a tax year, so "Which W-2Gs did I get
//     in Q1?" is Unknown. A period that is a field of the answer is no
//     filter and is not dropped: "How's my bankroll looking YTD?" is the
//     bankroll, whose answer holds ytd_net.
//   - A period running up to now ends today, because list_trips and
//     list_sessions take both ends and trips may be recorded ahead of
//     time (add_trip takes any dates; the host dashboard shows upcoming
//     trips), which "since" and "the past" do not include: "since
//     Memorial Day" is from the latest Memorial Day up to today
//     (2025-05-26, the last Monday of May 2025, since 2026's is still
//     ahead) to 2026-05-14; "over the past 90 days" is from today less 90
//     days, 2026-02-13, to 2026-05-14; "YTD" is 2026-01-01 to 2026-05-14.
//   - A named span without a year is its latest one up to today, as a
//     month is: "in Q1" is 2026-01-01 to 2026-03-31; "between March 3 and
//     April 10" is 2026-03-03 to 2026-04-10; "this past January" is
//     January 2026; "last weekend" is the Saturday and Sunday before this
//     week, 2026-05-09 to 2026-05-10. A date written "3/15/2025" is U.S.
//     month/day/year, 2025-03-15, and one day is from and to that day.
//   - A tax year written "the 2024 tax year" or "'24" is tax_year 2024;
//     "YTD" for the W-2G total is tax_year 2026, since the current tax
//     year so far is all of that year's records and the action takes the
//     year (nothing of the period is dropped).
//   - Amounts are plain numbers in dollars: "$1.5k" 1500, "1,200 bucks"
//     1200, "fifteen hundred" 1500, "$2,400.00" 2400, "500 a week" a
//     weekly budget of 500, "$75/day" a daily budget of 75. "Add a grand
//     to my bankroll." is Unknown: bankroll_add is an action /ask does not
//     run or propose (the README names it as refused). "Is 20k tier
//     credits enough for Pearl in MGM Rewards?" is Pearl's threshold: the
//     threshold answers it, and the amount is no parameter of it. "Casino
//     hotel rooms in Worley under $100 a night?" is Unknown: no field or
//     action keeps a room rate (hotel_rooms is a count).
//   - Distances: miles are kilometres to one decimal ("20mi" 32.2, "25
//     mi." 40.2, "60 miles" 96.6, "a 12.5 mile radius" 20.1); kilometres
//     are kept ("within 40 kilometers" 40). A drive time is Unknown: the
//     search takes radius_km, a straight distance, and nothing in the
//     spec or the data knows roads or speeds, so "half an hour's drive"
//     could only be turned into kilometres by a guess, and dropping it
//     would answer another question. The distance between two towns is
//     Unknown too (no action measures it; the search measures from one
//     place to casinos).
//   - Durations: a session limit is in minutes ("90 mins" 90, "an hour and
//     a half" 90); a comp estimate is in hours ("2.5 hrs" 2.5, "an hour
//     and a half" 1.5, "90 mins" 1.5).
//   - The ordinary half: "What casinos are in Wenatchee?" is near
//     "Wenatchee, WA"; "the Great American casinos in Washington" is WA
//     with q "Great American"; "How many slots does ..." and "Tell me
//     about ..." are the casino's details; "Which rewards programs do you
//     know about?" lists them; "the Boyd Rewards tier ladder" is that
//     program; "What's required for Diamond Elite in Caesars Rewards?" is
//     that tier's threshold; "What edge does the house have on keno?" is
//     keno's game facts; the help line of Idaho and self-exclusion in
//     Indiana are those resources; "What's my daily budget set to right
//     now?" reads the limits; "What is Southland Park likely to send me next?"
//     is comp_predict at "Southland Park" as typed; "Rank my casinos by the
//     offers I'll probably get." is the prediction for all casinos; "How
//     close am I to the next tier at Bally's Quad Cities?" is
//     tier_progress there; "my tier status everywhere" is the player's
//     tiers; "Which programs would match my current status?" is
//     tier-match suggestions; "Can Boyd Emerald be matched to Caesars
//     Rewards?" is the path from Boyd Rewards' Emerald to Caesars Rewards;
//     "Any hosts at Northern Waters?" is find_hosts filtered to "Northern
//     Waters" and Northern Waters Casino Resort; a host who speaks
//     Italian is find_hosts in Italian; "Which casino hosts am I connected
//     with?" is the player's hosts; "my casino check-ins" are the visits;
//     "the vouchers I've already redeemed" have the status "redeemed";
//     "What offers has Sunland Park sent me?" are the offers from
//     "Sunland Park"; "Best ski resort near Taos?" is off topic.
//
// It was written with 60 phrases. One, "Which programs would match my
// current status?", was written word for word by the thirty-third part's
// writer too, at the same time and without seeing this part; the corpus
// holds each phrase once, so it was removed here before the first run was
// recorded (it was answered right), leaving 59.
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at a010691, with the same rules as the thirty-third
// part's first run and no rule changed for this part) scored 49 of 59
// correct (83.1%): precision 83.0% (44 of 53 answers right), recall 84.6%
// (44 of 52 answerable), 1 declined and 9 wrong. No expectation was
// changed after it. The wrong ones: "Stop me after an hour and a half of
// play each session." (the sessions read, not the cap), dates dropped or
// misread ("my trips since Memorial Day", "blackjack sessions in Q1",
// "sessions at Win-River last weekend", "Pull up my session from
// 3/15/2025." read as all of 2025, "slot sessions YTD" to the end of the
// year, "my tax summary for '24" with no year), and periods the action
// cannot filter by dropped instead of declined ("Which offers did I get
// since Memorial Day?", "Which W-2Gs did I get in Q1?"). Declined: "Is 20k
// tier credits enough for Pearl in MGM Rewards?".
//
// After its fix round, it scores 59 of 59 (100%), none wrong nor
// declined, with these general rules: "ytd", "year to date" and "so far
// this year" end today (keeping the year as the tax year); calendar
// quarters ("Q1", "the first quarter", "last quarter", with or without a
// year); "last weekend"; U.S. slashed dates ("3/15/2025", "on 3/15");
// years written "'24"; U.S. holidays with one fixed rule ("since
// Memorial Day"); "since" ends today for trips, which may be booked
// ahead; a period list_offers or list_vouchers cannot filter by, or one
// the W-2G actions cannot (not a whole year), declines; a time no rule
// reads ("since Easter", "next month") declines a question of dated
// records; a cap after a time said in words ("stop me after an hour and
// a half"); and points stated and asked whether enough for a tier are
// that tier's threshold.
func heldOutThirtyFourth(t testing.TB) []expectation {
	return []expectation{
		// The directory: distances in miles, kilometres and shorthand, a
		// drive time and a town-to-town distance no search measures, and
		// ordinary searches by town and family.
		{query: "casinos within 20mi of Tahlequah", intent: FindCasinos, params: params{"near": "Tahlequah, OK", "radius_km": 32.2}},
		{query: "Any casinos within 40 kilometers of Redding?", intent: FindCasinos, params: params{"near": "Redding, CA", "radius_km": 40}},
		{query: "Tribal casinos within 60 miles of Taos, NM", intent: FindCasinos, params: params{"near": "Taos, NM", "type": "tribal", "radius_km": 96.6}},
		{query: "casinos with a hotel no more than 25 mi. from Rock Island", intent: FindCasinos, params: params{"near": "Rock Island, IL", "has_hotel": true, "radius_km": 40.2}},
		{query: "casinos w/ rewards programs inside a 12.5 mile radius of South Bend", intent: FindCasinos, params: params{"near": "South Bend, IN", "has_rewards": true, "radius_km": 20.1}},
		{query: "Which casinos are within half an hour's drive of Spokane?", intent: Unknown, params: params{}},
		{query: "How many miles is it from Sallisaw to Tulsa?", intent: Unknown, params: params{}},
		{query: "What casinos are in Wenatchee?", intent: FindCasinos, params: params{"near": "Wenatchee, WA"}},
		{query: "Show me the Great American casinos in Washington.", intent: FindCasinos, params: params{"state": "WA", "q": "Great American"}},

		// One casino's details, and a room rate no field keeps.
		{query: "How many slots does Hollywood Gaming at Mahoning Valley have?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Hollywood Gaming at Mahoning Valley")}},
		{query: "Tell me about Rivers Casino & Resort Schenectady.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Rivers Casino & Resort Schenectady")}},
		{query: "Casino hotel rooms in Worley under $100 a night?", intent: Unknown, params: params{}},

		// Programs: the list, a ladder, and two tiers' thresholds (one
		// asked with an amount).
		{query: "Which rewards programs do you know about?", intent: ListPrograms, params: params{}},
		{query: "Show the Boyd Rewards tier ladder.", intent: ProgramDetail, params: params{"id": programID(t, "Boyd Rewards")}},
		{query: "Is 20k tier credits enough for Pearl in MGM Rewards?", intent: TierRequirement, params: params{"id": programID(t, "MGM Rewards")}, tier: "Pearl"},
		{query: "What's required for Diamond Elite in Caesars Rewards?", intent: TierRequirement, params: params{"id": programID(t, "Caesars Rewards")}, tier: "Diamond Elite"},

		// Game facts, and the W-2G rule with amounts written three ways.
		{query: "What edge does the house have on keno?", intent: GameFacts, params: params{"game_type": "keno"}},
		{query: "I won 1,200 bucks on a slot machine, is that a W-2G?", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 1200}},
		{query: "Does a $2,400.00 keno win get a W-2G?", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 2400}},
		{query: "Hit fifteen hundred on video poker. Will the casino issue a W-2G for that?", intent: W2GRule, params: params{"game_type": "video_poker", "amount_won": 1500}},

		// Responsible-gaming help by state.
		{query: "gambling helpline for Idaho", intent: RGHelp, params: params{"topic": "helpline", "state": "ID"}},
		{query: "Is there a self-exclusion list I can join in Indiana?", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "IN"}},

		// The player's limits: budgets and session caps written as people
		// write amounts and durations (proposed), and the limits read.
		{query: "Set a $1.5k monthly gambling budget.", intent: SetBudget, params: params{"period": "month", "amount": 1500}},
		{query: "budget me 500 a week", intent: SetBudget, params: params{"period": "week", "amount": 500}},
		{query: "Don't let me lose more than $75/day", intent: SetBudget, params: params{"period": "day", "amount": 75}},
		{query: "Set my session limit to 90 mins.", intent: SetSessionLimit, params: params{"max_minutes": 90}},
		{query: "Stop me after an hour and a half of play each session.", intent: SetSessionLimit, params: params{"max_minutes": 90}},
		{query: "What's my daily budget set to right now?", intent: MyLimits, params: params{}},

		// Comps: estimates over durations written three ways, predicted at
		// one casino and ranked over all of them.
		{query: "Comp value for 2.5 hrs of $15 craps?", intent: CompEstimate, params: params{"game_type": "craps", "avg_bet": 15, "hours": 2.5}},
		{query: "an hour and a half of $50 baccarat - what comps does that earn?", intent: CompEstimate, params: params{"game_type": "baccarat", "avg_bet": 50, "hours": 1.5}},
		{query: "Theo on 90 mins of $10 roulette", intent: CompEstimate, params: params{"game_type": "roulette", "avg_bet": 10, "hours": 1.5}},
		{query: "What is Southland Park likely to send me next?", intent: CompPredict, params: params{"casino_name": "Southland Park"}},
		{query: "Rank my casinos by the offers I'll probably get.", intent: CompPredictAll, params: params{}},

		// Tiers: progress at one casino, the player's tiers, tier matches.
		{query: "How close am I to the next tier at Bally's Quad Cities?", intent: TierProgress, params: params{"casino_name": "Bally's Quad Cities"}},
		{query: "Show me my tier status everywhere.", intent: MyTiers, params: params{}},
		{query: "Can Boyd Emerald be matched to Caesars Rewards?", intent: TierMatchPaths, params: params{"program": "Boyd Rewards", "to_program": "Caesars Rewards"}, tier: "Emerald"},

		// Hosts at a casino, by language, and the player's own.
		{query: "Any hosts at Northern Waters?", intent: FindHosts, params: params{}, filter: []string{"Northern Waters", "Northern Waters Casino Resort"}},
		{query: "Find me a host who speaks Italian.", intent: FindHosts, params: params{"language": "Italian"}},
		{query: "Which casino hosts am I connected with?", intent: MyHosts, params: params{}},

		// Trips and sessions over periods written every way (today is
		// 2026-05-14).
		{query: "my trips since Memorial Day", intent: MyTrips, params: params{"from": "2025-05-26", "to": "2026-05-14"}},
		{query: "trips to Delaware Park between March 3 and April 10", intent: MyTrips, params: params{"casino_name": "Delaware Park", "from": "2026-03-03", "to": "2026-04-10"}},
		{query: "Which trips did I take this past January?", intent: MyTrips, params: params{"from": "2026-01-01", "to": "2026-01-31"}},
		{query: "Show my sessions over the past 90 days.", intent: MySessions, params: params{"from": "2026-02-13", "to": "2026-05-14"}},
		{query: "blackjack sessions in Q1", intent: MySessions, params: params{"game_type": "blackjack", "from": "2026-01-01", "to": "2026-03-31"}},
		{query: "sessions at Win-River last weekend", intent: MySessions, params: params{"casino_name": "Win-River", "from": "2026-05-09", "to": "2026-05-10"}},
		{query: "Pull up my session from 3/15/2025.", intent: MySessions, params: params{"from": "2025-03-15", "to": "2025-03-15"}},
		{query: "slot sessions YTD", intent: MySessions, params: params{"game_type": "slots", "from": "2026-01-01", "to": "2026-05-14"}},

		// Visits, vouchers and offers, and a period list_offers cannot
		// filter by.
		{query: "Show my casino check-ins.", intent: MyVisits, params: params{}},
		{query: "Show the vouchers I've already redeemed.", intent: MyVouchers, params: params{"status": "redeemed"}},
		{query: "What offers has Sunland Park sent me?", intent: MyOffers, params: params{"casino_name": "Sunland Park"}},
		{query: "Offers expiring in the next ten days?", intent: ExpiringOffers, params: params{"within_days": 10}},
		{query: "Which offers did I get since Memorial Day?", intent: Unknown, params: params{}},

		// Tax: W-2Gs by tax year (and a quarter list_w2g cannot filter
		// by), the total so far this year, a year written '24.
		{query: "W-2Gs for the 2024 tax year", intent: MyW2Gs, params: params{"tax_year": 2024}},
		{query: "Which W-2Gs did I get in Q1?", intent: Unknown, params: params{}},
		{query: "Total W-2G winnings YTD", intent: W2GTotal, params: params{"tax_year": 2026}},
		{query: "my tax summary for '24", intent: TaxSummary, params: params{"tax_year": 2024}},

		// The bankroll read year to date, and a deposit /ask does not
		// propose.
		{query: "How's my bankroll looking YTD?", intent: Bankroll, params: params{}},
		{query: "Add a grand to my bankroll.", intent: Unknown, params: params{}},

		// Off topic, with a town of the directory in it.
		{query: "Best ski resort near Taos?", intent: Unknown, params: params{}},
	}
}
