package ask

import "testing"

// heldOutHundredTwentyFifth is the hundred-and-twenty-fifth held-out part,
// written blind and committed BEFORE its first run: by someone who had
// read only its brief, the service spec and the action catalog (both
// whole), lines 89-155 and 428-480 of the README (the directory's curl
// examples and the section on /ask), the whole of the twenty-ninth
// held-out part and the first eighty lines of the twenty-eighth (its
// header), the block of intent constants of ask.go (printed by a script
// from its first "const (" line to the ")" closing it, nothing else of
// that file), the expectation type (lines 1-18 of heldout_test.go), the
// slugOf and programID functions of ask_test.go (printed by a script, only
// those two), the first and last twenty lines of the heldOutParts function
// of score_test.go, and the subject of the newest commit (it records the
// first runs of the hundred-and-twenty-second to -fourth parts by their
// scores, and quotes no phrase). Never the rules of this package, the
// tuning phrases or any other held-out part. The shipped data was read
// only through short python3 scripts: a listing of data/ and the first
// lines of casinos.csv, program_properties.csv and us_cities.csv (their
// columns) and the first program of rewards_programs.json (its shape);
// the casinos of LA, MS, MI, IA, SD, CO, PA, NY, WA, NC, OK and CA with
// name, town, type, has_hotel, brand and tribal nation; every program of
// rewards_programs.json with its tiers and thresholds; the count of
// program_properties.csv rows by program and state; and a check of every
// name used here: which casinos a fragment names ("Beau Rivage", "Soaring
// Eagle", "Turning Stone", "Kewadin", "Harrah's Cherokee", "Golden
// Nugget", "Horseshoe" and the rest), the fields of the casinos asked
// about (Mount Airy Casino Resort keeps 1,676 slot machines; Turning
// Stone Resort & Casino has_hotel true), the Osage Nation's seven
// casinos, the six Boyd Gaming casinos of Louisiana, the four Kewadin
// casinos of Michigan, and each town's state in the directory and in
// us_cities.csv (Tunica MS, Shreveport LA, Deadwood SD, Cripple Creek CO,
// Black Hawk CO; Denver only in us_cities.csv). Every casino, program,
// tier, town, brand and nation named here is spelled as data/ has it.
//
// Its wording is new: each whole message was checked with a
// case-insensitive fixed-string grep (file names only, never opened)
// against every test file of this package, with and without its closing
// mark. Seventeen of the first sixty were found and replaced ("tribal
// casinos in michigan", "Which New York casinos are racinos?", "List the
// Kewadin casinos in Michigan.", "Does Turning Stone have a hotel?", "List
// the rewards programs you know about.", "What tiers does Boyd Rewards
// have?", "How many tier credits does Pearl take in MGM Rewards?", "How do
// I self-exclude from casinos in Louisiana?", "Please set a weekly
// gambling budget of $250.", "What limits have I put on my play?", "Find
// me a host who speaks Spanish.", "whos my casino host", "Show my
// blackjack sessions from last month.", "How many casino visits do I have
// on record?", "show my w2gs from 2024", "How much did I win on W-2Gs this
// year?", "whats my bankroll rn"); seven of those replacements were found
// too and replaced again, and one of those again; one more replacement
// was dropped before use for its meaning ("after this wknd" asked about
// a weekend still to come), "in New York" became "in New York State"
// so that the town of New York could not be meant, and a request for the
// visits became a question to keep the mix of registers (its first
// wording, "Which casinos have I checked in at so far?", was found and
// replaced). All sixty, as they stand, were checked a last time and none
// is found.
//
// Its theme is a fifty-fourth CONTROL part: sixty ordinary questions over
// every area of the action catalog and the directory, in the ordinary mix
// of registers: 24 plain questions, 12 requests, 12 typed in lower case
// on a phone with common shorthand ("w/", "mi", "tc", "yr", "min", "rn",
// "pls", "wknd", "whats", "whos"), 6 with a sentence of context before or
// after a complete ask, 3 with a greeting or thanks, and 3 relayed by an
// agent for its user. Places and casinos come from states the twenty-
// ninth part uses little: Mississippi, Louisiana, South Dakota, Michigan,
// New York, Iowa, Oklahoma, Colorado, Pennsylvania and North Carolina.
// Every area is covered: searches by town, radius, state, type, hotel,
// rewards, nation, family and brand; casino details; the programs, a
// ladder and tier thresholds; game facts; the W-2G rule (with an amount,
// and by game alone); help lines and self-exclusion; two budgets and a
// session limit proposed and the limits read; comp predictions (one
// casino and all) and an estimate; tier progress; the player's tiers; a
// tier-match path and suggestions; hosts (at a casino, by language, the
// player's own); trips, sessions, visits, vouchers, offers (by casino and
// by status), expiring offers, the W-2G list and total, the tax summary
// and the bankroll. 50 expect an answer and 10 expect Unknown: two off
// topic with a place name (the weekend's weather in Biloxi, the drive
// from Denver to Black Hawk), two facts nothing keeps (a buffet's hours,
// a smoking policy), two of other people's records (a wife's offers, a
// user's sister's tier), two asks in one (a game's house edge and the
// bankroll), two writes /ask does not run (adding a trip, marking a
// voucher redeemed: /ask only proposes budgets and session limits) and
// advice (whether a program is worth joining). No question lacks a field
// its intent needs, so none expects a missing field.
//
// It follows the twenty-ninth part's conventions (a casino named for a
// player action keeps the name as typed; a host filter by casino is the
// typed words and the directory's name when the words name exactly one
// casino; a radius in miles is in kilometres to one decimal; a year named
// for the player's records is that calendar year; a month or "last
// month" is reckoned from today, 2026-05-14; a town typed without its
// state is near the directory's town with its state; "in <town>" is near
// that town and "in <state>" is the state; a family's casinos in a state
// are the state with q the family's name as the directory spells it; a
// tier named with its program is not ambiguous; a casino's details
// answer what the directory keeps about it, whichever field is asked
// for; a limit of money in a period is a budget; off-topic questions are
// Unknown). Its own choices, where those are silent:
//   - the casinos an owning nation owns are q the nation as the directory
//     spells it ("Osage Nation"), with no state and no type, as in the
//     README's q=Chickasaw%20Nation; a brand's casinos in a state are the
//     state with q the brand as the directory spells it ("Boyd Gaming"),
//     like a family's;
//   - "40 mi" is 40 miles (64.4 km), "min" minutes; "w/ caesars" beside
//     the tier Diamond Elite is Caesars Rewards;
//   - "Will Caesars Rewards match my MGM Rewards Gold status?" is the path
//     from MGM Rewards' Gold to Caesars Rewards ("my" does not make it the
//     suggestions, since the tier is named);
//   - player-action casinos are kept as typed even where the words name
//     two directory casinos ("Harrah's Cherokee") or differ from its
//     spelling ("Golden Nugget Lake Charles", the directory's "Golden
//     Nugget - Lake Charles");
//   - "open vouchers" are the status open, offers "still available" the
//     status available, and "so far this year" the tax year 2026;
//   - a sentence of context ("I'm going back in June.", "My accountant
//     needs it by Friday.") lends the ask nothing; an agent's "their
//     offers" are its user's own, but "her sister" is another person;
//   - whether a casino allows smoking and when its buffet opens are
//     Unknown: the directory keeps neither, so no details answer says it.
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at 88a5592, after the session's first rounds (the hundred-
// and-seventeenth to the hundred-and-twenty-first parts) and its probe
// fixes, and no rule changed for it) scored 60 of 60 correct (100.0%):
// precision 100.0% (50 of 50 answers right), recall 100.0% (50 of 50
// answerable), none declined and none wrong. No expectation was changed
// after it, and the part is barred on its first run.
func heldOutHundredTwentyFifth(t testing.TB) []expectation {
	return []expectation{
		// The directory: searches by town, radius, state, type, hotel,
		// rewards, owning nation, family and brand, in every register.
		{query: "What casinos are near Tunica, Mississippi?", intent: FindCasinos, params: params{"near": "Tunica, MS"}},
		{query: "casinos within 40 mi of shreveport", intent: FindCasinos, params: params{"near": "Shreveport, LA", "radius_km": 64.4}},
		{query: "Hi! What casinos are there in South Dakota?", intent: FindCasinos, params: params{"state": "SD"}},
		{query: "tribal casinos in michigan pls", intent: FindCasinos, params: params{"state": "MI", "type": "tribal"}},
		{query: "What racinos operate in New York State?", intent: FindCasinos, params: params{"state": "NY", "type": "racino"}},
		{query: "casinos w/ a hotel in deadwood", intent: FindCasinos, params: params{"near": "Deadwood, SD", "has_hotel": true}},
		{query: "Show me Iowa casinos with a rewards program.", intent: FindCasinos, params: params{"state": "IA", "has_rewards": true}},
		{query: "The user would like a list of casinos owned by the Osage Nation.", intent: FindCasinos, params: params{"q": "Osage Nation"}},
		{query: "List every Kewadin casino in Michigan.", intent: FindCasinos, params: params{"state": "MI", "q": "Kewadin"}},
		{query: "Find Boyd Gaming casinos in Louisiana.", intent: FindCasinos, params: params{"state": "LA", "q": "Boyd Gaming"}},
		{query: "I'm planning a weekend in Colorado. What casinos are there in Cripple Creek?", intent: FindCasinos, params: params{"near": "Cripple Creek, CO"}},

		// One casino's details, and two facts the directory does not keep.
		{query: "Does Turning Stone Resort & Casino offer a hotel?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Turning Stone Resort & Casino")}},
		{query: "How many slot machines does Mount Airy Casino Resort have?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Mount Airy Casino Resort")}},
		{query: "Give me the details on Soaring Eagle Casino.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Soaring Eagle Casino and Resort")}},
		{query: "What time does the buffet open at Paragon Casino Resort?", intent: Unknown, params: params{}},
		{query: "Does Sky Ute Casino allow smoking?", intent: Unknown, params: params{}},

		// Programs: the list, two ladders and two tiers' thresholds, and
		// advice no answer gives.
		{query: "List all the loyalty programs in your directory.", intent: ListPrograms, params: params{}},
		{query: "What status levels can you earn with Boyd Rewards?", intent: ProgramDetail, params: params{"id": programID(t, "Boyd Rewards")}},
		{query: "whats the tier ladder for winstar club passport", intent: ProgramDetail, params: params{"id": programID(t, "WinStar Club Passport")}},
		{query: "How many tier credits does MGM Rewards require for Pearl?", intent: TierRequirement, params: params{"id": programID(t, "MGM Rewards")}, tier: "Pearl"},
		{query: "how many tc for diamond elite w/ caesars", intent: TierRequirement, params: params{"id": programID(t, "Caesars Rewards")}, tier: "Diamond Elite"},
		{query: "Is it worth joining the Choctaw Rewards Club?", intent: Unknown, params: params{}},

		// Game facts and the W-2G rule (by game alone, and with an amount).
		{query: "How many hands of baccarat are dealt per hour?", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "I'm learning craps this summer. What's the house edge on craps?", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "At what amount does a slot jackpot require a W-2G?", intent: W2GRule, params: params{"game_type": "slots"}},
		{query: "Is a $1,400 keno win reportable on a W-2G?", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1400}},

		// Responsible-gaming help by state.
		{query: "Who can I call about a gambling problem in Pennsylvania?", intent: RGHelp, params: params{"topic": "helpline", "state": "PA"}},
		{query: "How can I get on Louisiana's self-exclusion list?", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "LA"}},

		// The player's limits: two budgets and a session limit proposed,
		// and the limits read.
		{query: "Please make $250 my weekly gambling budget.", intent: SetBudget, params: params{"period": "week", "amount": 250}},
		{query: "I've been losing more than I'd like lately. Set my monthly budget to $500.", intent: SetBudget, params: params{"period": "month", "amount": 500}},
		{query: "set a 90 min session limit", intent: SetSessionLimit, params: params{"max_minutes": 90}},
		{query: "What play limits are on my account right now?", intent: MyLimits, params: params{}},

		// Comps: predicted at one casino and at all, and estimated.
		{query: "What offer is Island View Casino Resort likely to send me next?", intent: CompPredict, params: params{"casino_name": "Island View Casino Resort"}},
		{query: "Predict my next offers at all of my casinos.", intent: CompPredictAll, params: params{}},
		{query: "Estimate my comps for 2 hours of $15 craps.", intent: CompEstimate, params: params{"game_type": "craps", "avg_bet": 15, "hours": 2}},

		// Tiers: progress at one casino, the player's tiers, a tier-match
		// path and suggestions, and another person's tier.
		{query: "How close am I to the next tier at Harrah's Cherokee? I'm going back in June.", intent: TierProgress, params: params{"casino_name": "Harrah's Cherokee"}},
		{query: "What tier do I have at each casino?", intent: MyTiers, params: params{}},
		{query: "Will Caesars Rewards match my MGM Rewards Gold status?", intent: TierMatchPaths, params: params{"program": "MGM Rewards", "to_program": "Caesars Rewards"}, tier: "Gold"},
		{query: "Which programs could I status match into with my current tiers?", intent: TierMatchSuggestions, params: params{}},
		{query: "The user wants to know what tier her sister holds at Soaring Eagle.", intent: Unknown, params: params{}},

		// Hosts at a casino, by language, and the player's own.
		{query: "Are there casino hosts at Beau Rivage?", intent: FindHosts, params: params{}, filter: []string{"Beau Rivage", "Beau Rivage Resort & Casino"}},
		{query: "Find a Spanish-speaking casino host for me.", intent: FindHosts, params: params{"language": "Spanish"}},
		{query: "whos my host again", intent: MyHosts, params: params{}},

		// The player's records: trips, sessions, visits, vouchers, offers
		// (by casino, by status, expiring), W-2Gs, the tax year and the
		// bankroll.
		{query: "my trips last yr", intent: MyTrips, params: params{"from": "2025-01-01", "to": "2025-12-31"}},
		{query: "Show me the blackjack sessions I played last month.", intent: MySessions, params: params{"game_type": "blackjack", "from": "2026-04-01", "to": "2026-04-30"}},
		{query: "What casino check-ins do I have on file?", intent: MyVisits, params: params{}},
		{query: "Hello! Could you show me my open vouchers? Thanks.", intent: MyVouchers, params: params{"status": "open"}},
		{query: "Pull up my offers from Golden Nugget Lake Charles.", intent: MyOffers, params: params{"casino_name": "Golden Nugget Lake Charles"}},
		{query: "Which of my offers are still available?", intent: MyOffers, params: params{"status": "available"}},
		{query: "My user is asking which of their offers expire within the next 10 days.", intent: ExpiringOffers, params: params{"within_days": 10}},
		{query: "pull my w2gs for 2024", intent: MyW2Gs, params: params{"tax_year": 2024}},
		{query: "What do my W-2G winnings add up to so far this year?", intent: W2GTotal, params: params{"tax_year": 2026}},
		{query: "Show my gambling tax summary for 2025. My accountant needs it by Friday.", intent: TaxSummary, params: params{"tax_year": 2025}},
		{query: "current bankroll balance pls", intent: Bankroll, params: params{}},

		// Unknown: another person's records, two asks in one, and writes
		// /ask does not run.
		{query: "My wife keeps her own account. Show me her offers from Harrah's Gulf Coast.", intent: Unknown, params: params{}},
		{query: "whats the house edge on roulette and whats my bankroll", intent: Unknown, params: params{}},
		{query: "Add a trip to Bally's Vicksburg from June 5 to June 7.", intent: Unknown, params: params{}},
		{query: "Hi, can you mark my voucher from Horseshoe Black Hawk as redeemed? Thanks.", intent: Unknown, params: params{}},

		// Off topic, even with places of the directory in them.
		{query: "weather in biloxi this wknd", intent: Unknown, params: params{}},
		{query: "How long is the drive from Denver to Black Hawk?", intent: Unknown, params: params{}},
	}
}
