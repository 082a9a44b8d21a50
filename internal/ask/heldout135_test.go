package ask

import "testing"

// heldOutHundredThirtyFifth is the hundred-and-thirty-fifth held-out
// part, written blind and committed BEFORE its first run: by someone who
// had read only the service spec and the action catalog (both whole), the
// README's lines 89-155 (its curl examples of the directory's query
// parameters) and 428-480 (its section on /ask), the whole of the
// twenty-ninth held-out part and the first eighty lines of the
// twenty-eighth (its header), the block of intent constants of ask.go
// (printed by a script from its first line "const (" to the first ")"
// after it, nothing else of that file), the expectation type (lines 1-18
// of heldout_test.go), the slugOf and programID helpers (printed alone by
// a script from ask_test.go), the first and last twenty lines of the
// heldOutParts function of score_test.go, and the subject of the newest
// commit (the merge of the hundred-and-twenty-seventh part's fix round,
// which quotes no tuning phrase), with git status and a line count of the
// two spec files. The shipped data was read only through short python3
// scripts: a listing of data/ and the header lines of casinos.csv,
// program_properties.csv and us_cities.csv; every casino of twenty states
// (CA, WA, OR, ID, MT, WY, SD, ND, NE, IA, MO, IL, LA, MS, NJ, DE, MD,
// WV, ME, MA) with its town, state, type, has_hotel, brand and tribal
// nation; every program of rewards_programs.json with its tiers, levels
// and thresholds, and the count of casinos per program in
// program_properties.csv; and one check script for the names used here.
// Never the rules of this package, the tuning phrases or any other
// held-out part.
//
// Checked against data/ by that script: every town (Biloxi, Lewiston,
// Council Bluffs, Deadwood, Lake Charles, Cumberland and Tunica are each
// a directory town of one state only, so a town typed without its state
// has one reading), every casino named (Wildhorse Resort & Casino and
// Encore Boston Harbor exactly, and the fragments typed for player
// actions and hosts: Thunder Valley, Ocean Casino Resort, Northern Quest,
// Rivers Casino Des Plaines, Ameristar St. Charles (the one Ameristar of
// St. Charles) and Pechanga each name one directory casino, though
// "Rivers Casino" alone would not), the nation (Standing Rock Sioux
// Tribe: one casino in ND and one in SD), the family (the three Wild Rose
// casinos, all in Iowa), the brand (six Boyd Gaming casinos in
// Louisiana), the program (five PENN Play casinos in Mississippi), hotels
// in Montana and the racinos of Delaware, and every program and tier
// (Lucky Star Rewards, Boyd Rewards' Onyx, Caesars Rewards' Diamond
// Elite, MGM Rewards' Gold). The host language, Vietnamese, cannot be
// checked: the shipped data has no hosts.
//
// Its wording is new: each whole message was checked, with and without
// its closing mark, by a case-insensitive fixed-string grep (file names
// only, never opened) over every test file of this package. Seventeen of
// the first sixty were found there and replaced; four of those
// replacements were found again and replaced, and one of those again,
// twenty-two replacements in all; the last check found none of the sixty.
//
// Its theme is a fifty-seventh CONTROL part: sixty ordinary questions
// over every area of the action catalog and the directory, in the
// ordinary mix of registers: 24 plain questions, 12 requests, 12 typed in
// lower case on a phone with common shorthand ("w/", "pls", "hrs", "rn",
// "yr", "whats", "dont", "w2gs"), 6 with a sentence of context before or
// after a complete ask, 3 with a greeting or thanks and 3 relayed by an
// agent for its user. Its places come from many states: Mississippi,
// Idaho, Iowa, Wyoming, Delaware, Montana, South Dakota, North Dakota
// (through one nation), Nebraska, Louisiana, Maryland, Oregon,
// Massachusetts, Maine, California, New Jersey, Illinois, Missouri,
// Washington and West Virginia. Every area is covered: searches by town,
// radius, state, type, hotel, rewards, program, nation, family and brand;
// casino details; the programs, a ladder and two tier thresholds; game
// facts; the W-2G rule with an amount and by game alone; a help line and
// self-exclusion; two budgets and a session limit proposed and the limits
// read; comp predictions (one casino and all) and an estimate; tier
// progress, the player's tiers, a tier-match path and suggestions; hosts
// at a casino, by language and the player's own; trips, sessions, visits,
// vouchers, offers by casino and by status, expiring offers, the W-2G
// list and total, the tax summary and the bankroll. 50 of 60 expect an
// answer and 10 expect Unknown: two off topic with a place name (a buffet
// in Lake Charles, the weather in Cumberland), two facts nothing keeps (a
// poker room's hours, tonight's table minimum), two of other people's
// records (a husband's tier, a brother's win), one with two asks in one
// (a search and a budget), two writes /ask does not run (logging a trip
// is add_trip, redeeming a voucher is redeem_voucher) and one asking
// advice (whether to hit a soft 17). No question lacks a field its intent
// needs, so none expects a missing field.
//
// It follows the twenty-ninth part's conventions (a casino named for a
// player action keeps the name as typed; a host filter by casino is the
// typed words and the directory's name when the words name exactly one
// casino, with no parameter; a radius in miles is in kilometres to one
// decimal; a year named for the player's records is that calendar year; a
// month named without a year is its latest one up to today, 2026-05-14; a
// town typed without its state is near the directory's town with its
// state; "in <town>" is near that town and "in <state>" is the state; a
// family's casinos in a state are the state with q the family's name as
// the directory spells it; a tier named with its program is not
// ambiguous; a casino's details answer what the directory keeps about it,
// whichever field is asked for; a limit of money in a period is a budget;
// off-topic questions are Unknown). Its own choices, where those are
// silent:
//   - a rewards program's casinos in a state ("Which Mississippi casinos
//     are part of PENN Play?") are the state with the README's program
//     filter, the program's name as the data spells it (program "PENN
//     Play"), not a name search;
//   - a brand's casinos in a state ("every Boyd Gaming property in
//     Louisiana") are the state with q the brand as the directory spells
//     it, since the README says q matches a brand; the brand is asked,
//     not its program (Boyd Rewards), whose casinos are another list;
//   - a nation's casinos ("Which casinos does the Standing Rock Sioux
//     Tribe operate?") are q the nation as the directory spells it, with
//     no state, since none is named;
//   - a context sentence lends its place or casino only when the ask
//     points back to it: "there" after "driving to Deadwood" is near
//     "Deadwood, SD" (with has_hotel), and "it" after "recommended Encore
//     Boston Harbor" is that casino's details; "I just got home from
//     Tunica", "I'm new to table games", "I'm trying to cut back" and "I
//     had a good run at the slots last year" lend nothing (the last
//     states no amount and its ask names its own year and the player's
//     forms, so it is the W-2G total of 2025, not the rule);
//   - a question relayed for "my user" or "the user I'm assisting" is
//     read as the user's own, and the user's records are those of the
//     key's owner ("their sessions at Ameristar St. Charles" is the
//     player's sessions there, the name as typed);
//   - "a slot machine jackpot" with no amount is the W-2G rule for slots
//     alone; "a $1,500 keno win" is the rule for keno with amount_won
//     1500;
//   - "hands go out per hour" at baccarat and "the house edge on
//     roulette" are those games' facts;
//   - "What tiers does Lucky Star Rewards have?" is that program's
//     details (its ladder), and "what does onyx take at boyd rewards" the
//     threshold of Onyx in Boyd Rewards, typed in lower case;
//   - "dont let me play longer than 2 hrs per session" is a session limit
//     of 120 minutes; "$250 a week" is a weekly budget of 250 and "a $100
//     daily budget" a daily one of 100; "Which gambling limits have I set
//     for myself so far?" reads the limits;
//   - "What's Thunder Valley likely to offer me next time?" is the
//     prediction there (the name as typed); "predicted offers from every
//     casino i play" is the prediction for all casinos; "4 hours of $15
//     craps" is an estimate for craps, avg_bet 15, hours 4;
//   - "Does MGM Rewards Gold have a status match path to Caesars
//     Rewards?" is the path from MGM Rewards' Gold to Caesars Rewards
//     (the tier is named with its program, so it is the MGM tier, not
//     Caesars' Gold); "What programs can my tiers status match me into?"
//     the player's suggestions;
//   - "Are there any hosts at Pechanga?" is find_hosts filtered to
//     "Pechanga" and Pechanga Resort Casino (the word names one casino of
//     the directory; that a program, The Club at Pechanga, shares it does
//     not matter for hosts at a casino); "show my hosts pls" the player's
//     hosts;
//   - "in 2025" for trips is that calendar year; "in March" for sessions
//     is March 2026; "last yr" for the W-2G list is 2025; "the next two
//     weeks" of expiring offers is within_days 14; "my casino check ins"
//     are the player's visits; "ticket vouchers were redeemed" is the
//     status redeemed; "offers do i still have available" the status
//     available; "whats my tier at each casino rn" the player's tiers;
//   - Unknown, because a careful reader could not answer from what the
//     service keeps or may do: the buffet and the weather (off topic,
//     even with a directory town in them), the poker room's hours at
//     Live! Casino & Hotel and tonight's blackjack minimum at Mardi Gras
//     Casino & Resort (nothing keeps opening hours or table minimums), a
//     husband's tier at Borgata and a brother's win at Prairie Meadows
//     (another person's records), the Idaho casinos together with a $50
//     daily budget (two asks in one, declined rather than answered by
//     half), logging a trip to Oxford Casino and redeeming a voucher from
//     Wheeling Island (writes /ask does not run: only budgets and session
//     limits are proposed), and "Should I hit a soft 17 playing
//     blackjack?" (advice, not a game's facts).
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at ef19953, after the session's rounds up to the hundred-
// and-twenty-seventh part's, and no rule changed for it) scored 59 of 60
// correct (98.3%): precision 100.0% (49 of 49 answers right), recall 98.0%
// (49 of 50 answerable), 1 declined and none wrong. No expectation was
// changed after it, and the part is barred on its first run. The one
// declined: "At a baccarat table, about how many hands go out per hour?".
func heldOutHundredThirtyFifth(t testing.TB) []expectation {
	return []expectation{
		// The directory: searches by town, radius, state, type, hotel,
		// rewards, nation, family, brand and program, and two off-topic
		// questions with a place name in them.
		{query: "What casinos does Biloxi have?", intent: FindCasinos, params: params{"near": "Biloxi, MS"}},
		{query: "Show me casinos within 40 miles of Lewiston, Idaho.", intent: FindCasinos, params: params{"near": "Lewiston, ID", "radius_km": 64.4}},
		{query: "My user wants the casinos within 25 miles of Council Bluffs, Iowa.", intent: FindCasinos, params: params{"near": "Council Bluffs, IA", "radius_km": 40.2}},
		{query: "Hi! What casinos are there in Wyoming?", intent: FindCasinos, params: params{"state": "WY"}},
		{query: "List all the racinos Delaware has.", intent: FindCasinos, params: params{"state": "DE", "type": "racino"}},
		{query: "Find casinos with a hotel in Montana.", intent: FindCasinos, params: params{"state": "MT", "has_hotel": true}},
		{query: "We're driving to Deadwood next week. Which casinos there have a hotel?", intent: FindCasinos, params: params{"near": "Deadwood, SD", "has_hotel": true}},
		{query: "casinos w/ a rewards program in nebraska", intent: FindCasinos, params: params{"state": "NE", "has_rewards": true}},
		{query: "Which casinos does the Standing Rock Sioux Tribe operate?", intent: FindCasinos, params: params{"q": "Standing Rock Sioux Tribe"}},
		{query: "wild rose locations in iowa?", intent: FindCasinos, params: params{"state": "IA", "q": "Wild Rose"}},
		{query: "Show me every Boyd Gaming property in Louisiana.", intent: FindCasinos, params: params{"state": "LA", "q": "Boyd Gaming"}},
		{query: "Which Mississippi casinos are part of PENN Play?", intent: FindCasinos, params: params{"state": "MS", "program": "PENN Play"}},
		{query: "best buffet in lake charles?", intent: Unknown, params: params{}},
		{query: "What's the weather in Cumberland, Maryland this weekend?", intent: Unknown, params: params{}},

		// One casino's details, and a fact nothing keeps.
		{query: "Does Wildhorse Resort & Casino have a hotel?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Wildhorse Resort & Casino")}},
		{query: "My friend recommended Encore Boston Harbor. How many hotel rooms does it have?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Encore Boston Harbor")}},
		{query: "What time does the poker room open at Live! Casino & Hotel?", intent: Unknown, params: params{}},

		// Programs: the list, a ladder and two tiers' thresholds.
		{query: "List every rewards program in your directory.", intent: ListPrograms, params: params{}},
		{query: "What tiers does Lucky Star Rewards have?", intent: ProgramDetail, params: params{"id": programID(t, "Lucky Star Rewards")}},
		{query: "what does onyx take at boyd rewards", intent: TierRequirement, params: params{"id": programID(t, "Boyd Rewards")}, tier: "Onyx"},
		{query: "On behalf of my user: what does Diamond Elite require in Caesars Rewards?", intent: TierRequirement, params: params{"id": programID(t, "Caesars Rewards")}, tier: "Diamond Elite"},

		// Game facts, the W-2G rule (with an amount, and by game alone) and
		// a question of advice.
		{query: "At a baccarat table, about how many hands go out per hour?", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "I'm new to table games. What's the house edge on roulette?", intent: GameFacts, params: params{"game_type": "roulette"}},
		{query: "Is a $1,500 keno win reported on a W-2G?", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1500}},
		{query: "At what amount does a slot machine jackpot require a W-2G?", intent: W2GRule, params: params{"game_type": "slots"}},
		{query: "Should I hit a soft 17 playing blackjack?", intent: Unknown, params: params{}},

		// Responsible gaming: a help line and self-exclusion by state,
		// limits proposed, and the limits read.
		{query: "gambling help line for louisiana pls", intent: RGHelp, params: params{"topic": "helpline", "state": "LA"}},
		{query: "How do I self-exclude from casinos in Maine?", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "ME"}},
		{query: "Set my gambling budget to $250 a week.", intent: SetBudget, params: params{"period": "week", "amount": 250}},
		{query: "Set a $100 daily budget for me. I'm trying to cut back.", intent: SetBudget, params: params{"period": "day", "amount": 100}},
		{query: "dont let me play longer than 2 hrs per session", intent: SetSessionLimit, params: params{"max_minutes": 120}},
		{query: "Which gambling limits have I set for myself so far?", intent: MyLimits, params: params{}},

		// Comps: predicted at one casino and at all of them, and estimated.
		{query: "What's Thunder Valley likely to offer me next time?", intent: CompPredict, params: params{"casino_name": "Thunder Valley"}},
		{query: "predicted offers from every casino i play", intent: CompPredictAll, params: params{}},
		{query: "How much in comps would 4 hours of $15 craps earn me?", intent: CompEstimate, params: params{"game_type": "craps", "avg_bet": 15, "hours": 4}},

		// Tiers: progress at one casino, the player's tiers, a tier-match
		// path and the player's suggestions.
		{query: "How close am I to the next tier at Ocean Casino Resort?", intent: TierProgress, params: params{"casino_name": "Ocean Casino Resort"}},
		{query: "whats my tier at each casino rn", intent: MyTiers, params: params{}},
		{query: "Does MGM Rewards Gold have a status match path to Caesars Rewards?", intent: TierMatchPaths, params: params{"program": "MGM Rewards", "to_program": "Caesars Rewards"}, tier: "Gold"},
		{query: "What programs can my tiers status match me into? Thanks!", intent: TierMatchSuggestions, params: params{}},

		// Hosts at a casino, by language, and the player's own.
		{query: "Are there any hosts at Pechanga?", intent: FindHosts, params: params{}, filter: []string{"Pechanga", "Pechanga Resort Casino"}},
		{query: "Can I find a casino host who speaks Vietnamese?", intent: FindHosts, params: params{"language": "Vietnamese"}},
		{query: "show my hosts pls", intent: MyHosts, params: params{}},

		// The player's records: trips, sessions, visits, vouchers, offers
		// (by casino, by status, expiring), W-2Gs, the tax year and the
		// bankroll.
		{query: "Show my trips to Rivers Casino Des Plaines in 2025.", intent: MyTrips, params: params{"casino_name": "Rivers Casino Des Plaines", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "List the blackjack sessions I played in March.", intent: MySessions, params: params{"game_type": "blackjack", "from": "2026-03-01", "to": "2026-03-31"}},
		{query: "The user I'm assisting asks for a list of their sessions at Ameristar St. Charles.", intent: MySessions, params: params{"casino_name": "Ameristar St. Charles"}},
		{query: "list my casino check ins", intent: MyVisits, params: params{}},
		{query: "Which of my ticket vouchers were redeemed already?", intent: MyVouchers, params: params{"status": "redeemed"}},
		{query: "What offers do I have at Northern Quest?", intent: MyOffers, params: params{"casino_name": "Northern Quest"}},
		{query: "which offers do i still have available", intent: MyOffers, params: params{"status": "available"}},
		{query: "Hello, which of my offers expire in the next two weeks?", intent: ExpiringOffers, params: params{"within_days": 14}},
		{query: "list my w2gs from last yr", intent: MyW2Gs, params: params{"tax_year": 2025}},
		{query: "I had a good run at the slots last year. What did my W-2Gs add up to for 2025?", intent: W2GTotal, params: params{"tax_year": 2025}},
		{query: "Pull my 2024 gambling tax summary, please.", intent: TaxSummary, params: params{"tax_year": 2024}},
		{query: "I just got home from Tunica. What's my bankroll balance now?", intent: Bankroll, params: params{}},

		// Not answerable: a fact nothing keeps, other people's records, two
		// asks in one, and writes /ask does not run.
		{query: "What's the minimum blackjack bet at Mardi Gras Casino & Resort tonight?", intent: Unknown, params: params{}},
		{query: "What tier has my husband reached at Borgata?", intent: Unknown, params: params{}},
		{query: "How much did my brother win at Prairie Meadows last year?", intent: Unknown, params: params{}},
		{query: "List the casinos in Idaho and set my daily budget to $50.", intent: Unknown, params: params{}},
		{query: "Log a trip to Oxford Casino for next Friday.", intent: Unknown, params: params{}},
		{query: "Redeem my voucher from Wheeling Island.", intent: Unknown, params: params{}},
	}
}
