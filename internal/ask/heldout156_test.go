package ask

import "testing"

// heldOutHundredFiftySixth is the hundred-and-fifty-sixth held-out
// part, written blind and committed BEFORE its first run. Its writer
// read only these: the service spec and the action catalog
// (/work/shared/spec/service-spec.md and actions.md, both whole);
// README lines 89-160 (the curl examples of the directory) and 436-494
// (asking in plain English); the whole of the twenty-ninth held-out
// part and the first 80 lines of the twenty-eighth (its header); the
// block of intent constants of ask.go (from "const (" to its ")",
// printed by awk); lines 1-18 of heldout_test.go (the expectation
// type); the slugOf and programID functions of ask_test.go (printed by
// awk); the first and last twenty lines of heldOutParts in
// score_test.go; and the subject of the branch's newest commit
// (git log -1), which quotes a tuning phrase about "by" after "at" that
// is neither used nor imitated here; git status printed only a clean
// tree. The shipped data was read only through short python3 scripts,
// never whole. Their subjects: the columns and row counts of
// casinos.csv, rewards_programs.json, program_properties.csv and
// us_cities.csv; every program with its brand, its tier ladder (names,
// amounts, units) and its number of properties; the directory's towns
// outside NV and NJ with their casino counts; the casinos outside NV
// and NJ whose full name no test file of this package names; the
// casinos whose names contain a fragment (Rocksino, Gold Dust, Comanche
// Red River, Rivermist, Grand Casino, Kewadin, Sam's Town, Four Winds,
// Wild Rose, Palace Casino, Hollywood Casino, Desert Diamond, Konocti,
// Golden Mardi Gras, River Bend and some twenty more); the casinos of
// some towns and whether us_cities.csv holds a town of the same name;
// and per state the number of casinos and of those with a hotel. Beside
// them, grep -rilF over internal/ask printed file names only, counted
// with wc -l: how many files name a town, casino, program, tier or
// state, and whether a wording is there. Never the rules of this
// package, its tuning phrases or any other held-out part, and go test
// was never run.
//
// Checked against data/ with those scripts: each casino a question
// names exists, once, and the words typed for it name that one casino
// (the typed name is kept for the player's actions; the host filters
// add the directory's spelling: Comanche Red River Hotel & Casino,
// Konocti Vista Casino, Golden Mardi Gras Casino; Grand Casino Hinckley
// and Lady Luck Casino Hotel are spelled as the directory spells them);
// each town is a directory town of the state given (Redwater MS, North
// Randall OH, Dudleyville AZ, Upper Lake CA, Delano CA, Point Arena CA,
// Hogback NM), and us_cities.csv holds none of the four searched towns
// in another state; South Dakota, Colorado and New Mexico have casinos
// with a hotel (15, 15 and 11); every program (Genting Rewards, Boyd
// Rewards, WinStar Club Passport, True Rewards, Lucky Star Rewards)
// exists with the tier named (Tier 2, Sapphire, Premier, Legit, Gold
// Star, Elite). No test file of this package names Redwater, North
// Randall, Dudleyville, Upper Lake, Delano, Point Arena, Hogback, River
// Bend, Silverado Franklin, Desert Diamond Sahuarita or Cherokee Casino
// Roland; one names Comanche Red River, Konocti Vista, Golden Mardi
// Gras, Paiute Palace or Four Winds New Buffalo each. Caesars, MGM, Las
// Vegas, Vegas, Nevada, New Jersey and every casino, program and town
// of the examples are never named.
//
// Its wording is new: each of the sixty was checked with grep -rilF
// over internal/ask as typed and without its closing mark. Nine were
// found and reworded: "how many hands an hour does a baccarat table
// deal?", "set my weekly gambling budget to $250", "limit each session
// to 45 minutes", "How do I self-exclude in Missouri?", "show my
// expired vouchers", "Which of my offers expire within 10 days?",
// "total W-2G winnings for 2025", "gambling tax summary for 2024" and
// "Show my husband's W-2Gs from 2025.". Every rewording, and three more
// rewordings made for clarity, were checked the same way; none of the
// sixty is found now. The two other writers working at the same time
// cannot be seen by that grep, so the wordings lean unusual.
//
// Its theme is a CONTROL part in the issue's own register, the
// session's very last measurement of it: sixty short, direct questions
// of one sentence each, as the fifteen examples are asked, in
// lower-case fragments, plain questions and requests, three with a typo
// ("roullete", "self-exlusion", "sesions"). 50 expect an answer: a
// named tier's threshold 3, a game fact 3, predicted comps at a casino
// 3, the W-2G rule 4 (2 with an amount, 2 without), the next tier at a
// casino 3, a host at a casino 3, near a town 4 (1 bare, 3 within a
// radius), a state's casinos with a hotel 3, limits proposed 4 (2
// budgets, 2 session limits), a help line 3 (1 national, 2 by state),
// self-exclusion in a state 3, a tier match from a named tier 3 (2 with
// no target program, 1 with one); and the player's records 11: trips 1,
// sessions 2, vouchers 1, offers 1, expiring offers 1, the W-2G list 1,
// the W-2G total 1, the tax summary 1, the bankroll 1, the tiers 1. 10
// expect Unknown: off topic with a directory town in it 3 (tacos in
// Delano, a drive from Point Arena, Hogback's time zone: nothing of the
// service answers them); facts nothing keeps 2 (a buffet's closing time
// and a table's minimum bet: no field of a casino and no action holds
// them); someone else's records 2 (a husband's W-2Gs, a mother's tier:
// every action reads the caller's own records only); advice 2
// (splitting 8s against a 10, a betting system for roulette: the game
// facts are a house edge and a pace, not strategy, and no action
// advises); and two asks in one 1 (a budget set and the bankroll read:
// declined rather than answered by half). No Unknown is answered by an
// action of actions.md or an endpoint of the spec. No question lacks a
// field its intent needs, so none expects a missing field.
//
// It follows the twenty-ninth part's conventions: a radius in miles is
// in kilometres to one decimal (40 mi 64.4, 30 mi 48.3, 25 mi 40.2); a
// town is "Town, ST" (typed without its state too, when the directory
// has it in one state only: Dudleyville); a casino named for a player
// action keeps the name as typed; a host filter is the typed words and
// the directory's name when the words name exactly one casino; a year
// named for the player's records is that calendar year; a month named
// without a year is its latest one up to today, 2026-05-14 (April is
// 2026-04, December is 2025-12); banning oneself is self-exclusion; a
// limit of money in a period is a budget; off-topic questions are
// Unknown. Its own choices, where those are silent:
//   - a tier match from a named tier with no target program ("best tier
//     match for my True Rewards Legit", "status match options for Gold
//     Star at Lucky Star Rewards") is the tier-match paths with the
//     program and the tier only, no to_program, as the issue's "best
//     tier match for my MGM Pearl" asks;
//   - a help line asked with no state ("number for a gambling hotline")
//     is the helpline topic with no state parameter;
//   - the W-2G rule asked with no amount ("at what amount does a video
//     poker win need a W-2G", "w2g rules for roullete") has the game
//     only; "a $2,750 hit on a slot machine" is slots with amount_won
//     2750, and "a $4,200 keno ticket ... reportable" keno with 4200;
//   - "the hold on slots" is the game facts of slots (the hold is the
//     slots' house edge in the comp calculator); "baccarat pace" the
//     game facts of baccarat;
//   - "cut me off after 45 minutes each session" is a session limit of
//     45 minutes and "session limit of 2 hours" one of 120; "Put a $900
//     monthly budget on my account." is a monthly budget of 900;
//     "starting now" adds nothing to the weekly budget of 250;
//   - "Anything to gamble at close to North Randall, Ohio?" and "New
//     Mexico casinos where I can stay the night" are a search by place
//     and a state with has_hotel: gambling somewhere is a casino, and
//     staying the night is a hotel;
//   - "how close am I to moving up at ..." and "points I still need for
//     the next level at ..." are the next tier there (tier progress),
//     not the player's tiers;
//   - "what will Paiute Palace probably comp me next time" is the
//     prediction at that casino, "next time" adding nothing;
//   - "vouchers that expired before I cashed them" has the status
//     "expired"; "offers run out inside 10 days" are the expiring
//     offers within 10 days; "add up my W-2G winnings for 2025" is the
//     W-2G total of 2025; "my 2024 gambling tax picture, summarized" is
//     the tax summary of 2024; "all my loyalty tiers please" the
//     player's tiers;
//   - a casino in an Unknown question adds nothing: a buffet's hours or
//     a table minimum are still no field of the directory, and a
//     mother's tier is still another person's.
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at 4ee3b8c, and no rule changed for it) scored 58 of 60
// correct (96.7%): precision 100% (48 of 48 answers right), recall
// 96.0% (48 of 50 answerable), 2 declined and none wrong. No
// expectation was changed after it, and the part was barred on its
// first run. The declined: "How close am I to moving up at Ho-Chunk
// Wisconsin Dells?" and "show my vouchers that expired before I cashed
// them".
func heldOutHundredFiftySixth(t testing.TB) []expectation {
	return []expectation{
		// A named tier's threshold.
		{query: "what does Tier 2 in Genting Rewards take", intent: TierRequirement, params: params{"id": programID(t, "Genting Rewards")}, tier: "Tier 2"},
		{query: "Sapphire at Boyd Rewards, how many tier credits is that?", intent: TierRequirement, params: params{"id": programID(t, "Boyd Rewards")}, tier: "Sapphire"},
		{query: "requirements for Premier in WinStar Club Passport", intent: TierRequirement, params: params{"id": programID(t, "WinStar Club Passport")}, tier: "Premier"},

		// Game facts.
		{query: "baccarat pace, hands per hour at a typical table?", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "craps house edge, roughly", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "What's the hold on slots these days?", intent: GameFacts, params: params{"game_type": "slots"}},

		// Predicted comps at one casino (the name as typed).
		{query: "comps I'm likely to get from Desert Diamond Sahuarita", intent: CompPredict, params: params{"casino_name": "Desert Diamond Sahuarita"}},
		{query: "Predicted offers for me at Cherokee Casino Roland?", intent: CompPredict, params: params{"casino_name": "Cherokee Casino Roland"}},
		{query: "what will Paiute Palace probably comp me next time", intent: CompPredict, params: params{"casino_name": "Paiute Palace"}},

		// The W-2G rule, with and without an amount.
		{query: "at what amount does a video poker win need a W-2G", intent: W2GRule, params: params{"game_type": "video_poker"}},
		{query: "w2g rules for roullete", intent: W2GRule, params: params{"game_type": "roulette"}},
		{query: "Is a $4,200 keno ticket reportable on a W-2G?", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 4200}},
		{query: "$2,750 hit on a slot machine, do I get a W-2G?", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 2750}},

		// The next tier at one casino (the name as typed).
		{query: "next tier at River Bend Casino", intent: TierProgress, params: params{"casino_name": "River Bend Casino"}},
		{query: "How close am I to moving up at Ho-Chunk Wisconsin Dells?", intent: TierProgress, params: params{"casino_name": "Ho-Chunk Wisconsin Dells"}},
		{query: "points I still need for the next level at Four Winds New Buffalo", intent: TierProgress, params: params{"casino_name": "Four Winds New Buffalo"}},

		// A host at one casino.
		{query: "host at Comanche Red River", intent: FindHosts, params: params{}, filter: []string{"Comanche Red River", "Comanche Red River Hotel & Casino"}},
		{query: "Is there a casino host at Konocti Vista?", intent: FindHosts, params: params{}, filter: []string{"Konocti Vista", "Konocti Vista Casino"}},
		{query: "Find me a host for Golden Mardi Gras.", intent: FindHosts, params: params{}, filter: []string{"Golden Mardi Gras", "Golden Mardi Gras Casino"}},

		// Near a town, bare and within a radius.
		{query: "casinos within 40 miles of Redwater, MS", intent: FindCasinos, params: params{"near": "Redwater, MS", "radius_km": 64.4}},
		{query: "Anything to gamble at close to North Randall, Ohio?", intent: FindCasinos, params: params{"near": "North Randall, OH"}},
		{query: "casinos within 30 mi of Dudleyville", intent: FindCasinos, params: params{"near": "Dudleyville, AZ", "radius_km": 48.3}},
		{query: "What casinos sit within 25 miles of Upper Lake, California?", intent: FindCasinos, params: params{"near": "Upper Lake, CA", "radius_km": 40.2}},

		// A state's casinos with a hotel.
		{query: "hotel casinos in South Dakota", intent: FindCasinos, params: params{"state": "SD", "has_hotel": true}},
		{query: "Which Colorado casinos have a hotel on site?", intent: FindCasinos, params: params{"state": "CO", "has_hotel": true}},
		{query: "New Mexico casinos where I can stay the night", intent: FindCasinos, params: params{"state": "NM", "has_hotel": true}},

		// Limits proposed: budgets and session limits.
		{query: "set my weekly gambling budget to $250 starting now", intent: SetBudget, params: params{"period": "week", "amount": 250}},
		{query: "Put a $900 monthly budget on my account.", intent: SetBudget, params: params{"period": "month", "amount": 900}},
		{query: "cut me off after 45 minutes each session", intent: SetSessionLimit, params: params{"max_minutes": 45}},
		{query: "session limit of 2 hours please", intent: SetSessionLimit, params: params{"max_minutes": 120}},

		// Help lines, national and by state.
		{query: "number for a gambling hotline", intent: RGHelp, params: params{"topic": "helpline"}},
		{query: "problem gambling help line in Idaho", intent: RGHelp, params: params{"topic": "helpline", "state": "ID"}},
		{query: "Who can I call about a gambling problem in Montana?", intent: RGHelp, params: params{"topic": "helpline", "state": "MT"}},

		// Self-exclusion in a state.
		{query: "self-exlusion in Maryland", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "MD"}},
		{query: "How does a person self-exclude from Missouri casinos?", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "MO"}},
		{query: "ban myself from casinos in Maine", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "ME"}},

		// A tier match from a named tier, with and without a target.
		{query: "best tier match for my True Rewards Legit", intent: TierMatchPaths, params: params{"program": "True Rewards"}, tier: "Legit"},
		{query: "status match options for Gold Star at Lucky Star Rewards", intent: TierMatchPaths, params: params{"program": "Lucky Star Rewards"}, tier: "Gold Star"},
		{query: "Can Elite in WinStar Club Passport match into Boyd Rewards?", intent: TierMatchPaths, params: params{"program": "WinStar Club Passport", "to_program": "Boyd Rewards"}, tier: "Elite"},

		// The player's records: trips, sessions, vouchers, offers,
		// W-2Gs, the tax year, the bankroll and the tiers.
		{query: "my trips to Silverado Franklin in 2025", intent: MyTrips, params: params{"casino_name": "Silverado Franklin", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "my craps sesions in April", intent: MySessions, params: params{"game_type": "craps", "from": "2026-04-01", "to": "2026-04-30"}},
		{query: "Show my baccarat sessions from December.", intent: MySessions, params: params{"game_type": "baccarat", "from": "2025-12-01", "to": "2025-12-31"}},
		{query: "show my vouchers that expired before I cashed them", intent: MyVouchers, params: params{"status": "expired"}},
		{query: "offers I have from Wild Rose Jefferson", intent: MyOffers, params: params{"casino_name": "Wild Rose Jefferson"}},
		{query: "Which of my offers run out inside 10 days?", intent: ExpiringOffers, params: params{"within_days": 10}},
		{query: "list my W-2G forms from 2022", intent: MyW2Gs, params: params{"tax_year": 2022}},
		{query: "add up my W-2G winnings for 2025", intent: W2GTotal, params: params{"tax_year": 2025}},
		{query: "my 2024 gambling tax picture, summarized", intent: TaxSummary, params: params{"tax_year": 2024}},
		{query: "how's my bankroll doing", intent: Bankroll, params: params{}},
		{query: "all my loyalty tiers please", intent: MyTiers, params: params{}},

		// Unknown: off topic, with a directory town in it.
		{query: "best tacos in Delano", intent: Unknown, params: params{}},
		{query: "How long is the drive from Point Arena to San Francisco?", intent: Unknown, params: params{}},
		{query: "Is Hogback, New Mexico on Mountain Time?", intent: Unknown, params: params{}},

		// Unknown: facts nothing keeps.
		{query: "what time does the buffet close at Kewadin Sault Ste. Marie", intent: Unknown, params: params{}},
		{query: "minimum blackjack bet at Grand Casino Hinckley?", intent: Unknown, params: params{}},

		// Unknown: someone else's records.
		{query: "Show my husband Rick's W-2Gs from 2025.", intent: Unknown, params: params{}},
		{query: "what tier is my mom at Lady Luck Casino Hotel", intent: Unknown, params: params{}},

		// Unknown: advice.
		{query: "should I split 8s against a dealer's 10", intent: Unknown, params: params{}},
		{query: "What's a good betting system to beat roulette?", intent: Unknown, params: params{}},

		// Unknown: two asks in one.
		{query: "set a $60 daily budget and show my bankroll", intent: Unknown, params: params{}},
	}
}
