package ask

import "testing"

// heldOutHundredThirtySecond is the hundred-and-thirty-second held-out
// part, written blind and committed BEFORE its first run: by someone who
// had read only the service spec and the action catalog
// (/work/shared/spec/service-spec.md and actions.md, both whole), lines
// 89-155 and 428-480 of the README (the directory's curl examples and the
// section on /ask), the whole of the twenty-ninth held-out part and the
// first 80 lines of the twenty-eighth (its header), the block of intent
// constants of ask.go (printed by a script from its first "const (" line
// to the ")" after it, nothing else of that file), lines 1-18 of
// heldout_test.go (the expectation type), the slugOf and programID
// functions of ask_test.go (printed by a script, with their doc comments),
// the first and last twenty lines of the heldOutParts function of
// score_test.go, and the subject of the newest commit (git log -1). The
// shipped data was read only through short python3 scripts: a listing of
// data/ and the header rows of casinos.csv, program_properties.csv and
// us_cities.csv and the start of rewards_programs.json; casinos (name,
// town, state, type, has_hotel, brand, tribal nation) of AZ, NM, KS, MN,
// WI, MI, IN, OH, PA, NY, CT, FL, AL, TX, VA, of Nevada outside Las Vegas
// and of Oklahoma; every program with its tiers and thresholds; the
// program_properties.csv rows of PA; the states of a few towns in the
// directory and in us_cities.csv. A listing of the names of the brief
// files was printed too (none of them opened but this part's brief).
// Never the rules of this package, the tuning phrases or any other
// held-out part.
//
// Checked against data/ with a script: every casino name given to slugOf
// (Turning Stone Resort & Casino, Kansas Star Casino Hotel Event Center,
// Soaring Eagle Casino and Resort) and the directory name in the host
// filter (Mystic Lake Casino Hotel), each the one casino whose name holds
// the words typed; every program given to programID (Boyd Rewards, MGM
// Rewards) and the programs of the tier-match path (Boyd Rewards, Caesars
// Rewards); every tier (Platinum in MGM Rewards, Emerald in Boyd Rewards);
// every town of a search by place and its one state in the directory
// (Elko, Tonopah and Mesquite NV, Flagstaff AZ; us_cities.csv has a
// Mesquite in TX, so that question names Nevada); the family's casinos
// (all four Kewadin casinos are in MI), the brand's (Boyd Gaming has
// Belterra Casino Resort and Blue Chip Casino Hotel Spa in IN), the
// nation's (seven Osage Nation casinos, all OK), the types present in
// OH (racino) and NM (tribal), hotels in WI and rewards programs in PA;
// and the towns and casinos of the Unknowns (Tulsa, Eagle Pass, Foxwoods
// Resort Casino, Seminole Hard Rock Hotel & Casino Tampa, Mohegan Sun),
// so that they are off topic for what they ask, not for a name unknown.
//
// Its wording is new: each whole message was checked with a
// case-insensitive fixed-string grep (file names only, never opened)
// against every test file of this package, with and without its closing
// mark. Eighteen of the first sixty were found and replaced; six of the
// replacements were found again and replaced, and two of those once
// more (26 replacements in all); none of the sixty is there now.
//
// Its theme is a fifty-sixth CONTROL part: sixty ordinary questions over
// every area of the action catalog and the directory, in the ordinary mix
// of registers: 24 plain questions, 12 requests, 12 typed in lower case on
// a phone with common shorthand ("mi", "pls", "hrs", "bj", "wks", "yr",
// "rn", "im"), 6 with a sentence of context before or after
// a complete ask, 3 with a greeting or thanks and 3 relayed by an agent
// for its user. Places come from many states: Nevada outside Las Vegas
// (Elko, Tonopah, Mesquite, Reno, Laughlin), AZ, NM, OK, KS, MN, WI, MI,
// IN, OH, PA, NY, CT, FL, AL, TX and VA. Every area is covered: searches
// by town, radius, state, type, hotel, rewards, nation, family and brand;
// casino details; the programs, a ladder and a tier's threshold; game
// facts; the W-2G rule with an amount and by game alone; help lines
// (national and by state) and self-exclusion; budgets and a session limit
// proposed and the limits read; comp predictions (one casino and all) and
// an estimate; tier progress; the player's tiers; a tier-match path and
// suggestions; hosts at a casino, by language and the player's own;
// trips, sessions, visits, vouchers, offers by casino and by status,
// expiring offers, the W-2G list and total, the tax summary and the
// bankroll. 50 expect an answer and 10 expect Unknown: two off topic with
// a place name (a rental car in Tulsa, barbecue in Eagle Pass), two facts
// nothing keeps (the Foxwoods buffet's hours, whether a hotel pool is
// open), two of another person's records (a sister's tier, a husband's
// W-2Gs), two asks in one (two changes; two questions), a write /ask does
// not run (a bankroll deposit, bankroll_add) and advice (which game earns
// comps faster). No question lacks a field its intent needs, so none
// expects a missing field.
//
// It follows the twenty-ninth part's conventions: a casino named for a
// player action keeps the name as typed ("Hard Rock Bristol", "Wind Creek
// Bethlehem", "Turning Stone", "Downstream Casino"); a host filter by
// casino is no parameter and the filter of the typed words and the
// directory's name when the words name exactly one casino; a radius in
// miles is in kilometres to one decimal (40 mi is 64.4 km, 25 mi 40.2
// km); "in <town>" is near the directory's town with its state and "in
// <state>" is the state; a family's casinos in a state are the state with
// q the family's name as the directory spells it; a casino's details
// answer what the directory keeps about it, whichever field is asked for;
// a tier named with its program is not ambiguous; "last year" is 2025,
// "this year" 2026 and a month without a year its latest one up to
// 2026-05-14 ("in march" is 2026-03); off-topic questions are Unknown.
// Its own choices, where those are silent:
//   - a nation's casinos are q the nation's name as the directory spells
//     it ("Osage Nation"), as the README's curl example searches
//     "Chickasaw Nation"; a brand named whole with a state is the state
//     with q the brand as the directory spells it ("Boyd Gaming");
//   - "does soaring eagle have a hotel" names one casino, so it is that
//     casino's details (has_hotel is a field of them), not a search with
//     has_hotel; "What year did Kansas Star open?" is its details too;
//   - "number for the problem gambling hotline?" names no state, so it is
//     the help line with no state (get_resources answers national ones);
//   - "Can my Boyd Rewards Emerald status match to Caesars Rewards?" names
//     the tier and both programs, so it is the path, not the player's
//     suggestions, though it says "my";
//   - "bj" is blackjack; "$10 slots" is an average bet of 10 at slots;
//     "2 wks" is 14 days; "2 hours" a session limit of 120 minutes;
//     "so far this yr" of W-2G winnings is the total of tax year 2026;
//   - an agent's "their casino visits" are the user's own visits;
//   - a sentence of context (a town just visited, a tier year ending, a
//     reason for a limit, a plan for the summer) lends nothing: the
//     complete ask beside it is the whole expectation, and Reno, Laughlin
//     and "up north" add no place to it;
//   - a daily budget and a session cap in one message are two changes,
//     and the bankroll with expiring offers two questions: both Unknown.
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at 3121f27, after the session's rounds up to the hundred-
// and-twenty-fourth part's, and no rule changed for it) scored 59 of 60
// correct (98.3%): precision 98.0% (49 of 50 answers right), recall 98.0%
// (49 of 50 answerable), none declined and 1 wrong. No expectation was
// changed after it. The wrong one: "my bj sessions in march" (the sessions
// of March at every game, "bj" unread; the hundred-and-thirty-first part,
// written at the same time, has the same miss).
//
// After its fix round (2026-11-25, branch fix-131, tuningPart131, the
// hundred-and-thirty-first part's round): 60/60, 0 wrong, 0 declined;
// no expectation was changed, and the part is barred. The general rule
// that mended its one miss: "bj" is read as blackjack wherever a game
// is read, as the casino floor's shorthand a player means one way only
// (with "dub" for a win, a chat's opening "bet,", "gimme a" before a
// new limit, and "imo", "imho", "hmu" and "tho" as fillers, added in
// the same round). No expectation is believed wrong.
func heldOutHundredThirtySecond(t testing.TB) []expectation {
	return []expectation{
		// The directory: searches by town, radius, state, type, hotel,
		// rewards, nation, family and brand, and an off-topic question
		// with a town in it.
		{query: "What casinos are there in Elko?", intent: FindCasinos, params: params{"near": "Elko, NV"}},
		{query: "Hi there! What casinos are in Tonopah?", intent: FindCasinos, params: params{"near": "Tonopah, NV"}},
		{query: "casinos within 40 mi of flagstaff", intent: FindCasinos, params: params{"near": "Flagstaff, AZ", "radius_km": 64.4}},
		{query: "My user wants a list of casinos within 25 miles of Mesquite, Nevada.", intent: FindCasinos, params: params{"near": "Mesquite, NV", "radius_km": 40.2}},
		{query: "List the casinos in Alabama.", intent: FindCasinos, params: params{"state": "AL"}},
		{query: "Are there any racinos in Ohio?", intent: FindCasinos, params: params{"state": "OH", "type": "racino"}},
		{query: "Which tribal casinos are in New Mexico?", intent: FindCasinos, params: params{"state": "NM", "type": "tribal"}},
		{query: "We're spending the summer up north. Which casinos in Wisconsin have a hotel?", intent: FindCasinos, params: params{"state": "WI", "has_hotel": true}},
		{query: "Show me Pennsylvania casinos with a rewards program.", intent: FindCasinos, params: params{"state": "PA", "has_rewards": true}},
		{query: "Which casinos are owned by the Osage Nation?", intent: FindCasinos, params: params{"q": "Osage Nation"}},
		{query: "all the kewadin casinos in michigan pls", intent: FindCasinos, params: params{"state": "MI", "q": "Kewadin"}},
		{query: "Find Boyd Gaming casinos in Indiana.", intent: FindCasinos, params: params{"state": "IN", "q": "Boyd Gaming"}},
		{query: "Where can I rent a car in Tulsa?", intent: Unknown, params: params{}},

		// One casino's details, and facts nothing keeps.
		{query: "Roughly how many slot machines are at Turning Stone?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Turning Stone Resort & Casino")}},
		{query: "What year did Kansas Star open?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Kansas Star Casino Hotel Event Center")}},
		{query: "does soaring eagle have a hotel", intent: CasinoDetail, params: params{"slug": slugOf(t, "Soaring Eagle Casino and Resort")}},
		{query: "What time does the buffet at Foxwoods open?", intent: Unknown, params: params{}},
		{query: "is the pool at seminole hard rock tampa open yet", intent: Unknown, params: params{}},

		// Programs: the list, a ladder, a tier's threshold.
		{query: "What casino loyalty programs can you tell me about?", intent: ListPrograms, params: params{}},
		{query: "The user would like to see the tier ladder for Boyd Rewards.", intent: ProgramDetail, params: params{"id": programID(t, "Boyd Rewards")}},
		{query: "How many tier credits does Platinum take in MGM Rewards?", intent: TierRequirement, params: params{"id": programID(t, "MGM Rewards")}, tier: "Platinum"},

		// Game facts and the W-2G rule (with an amount, and by game).
		{query: "What's the pace of a baccarat game in hands per hour?", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "What's the house edge on craps? Thanks!", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "I was up in Reno last weekend. Does a $1,600 keno win get a W-2G?", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1600}},
		{query: "How big does a slot jackpot have to be before I get a W-2G?", intent: W2GRule, params: params{"game_type": "slots"}},

		// Responsible-gaming help: help lines and self-exclusion.
		{query: "What's the gambling helpline in Indiana?", intent: RGHelp, params: params{"topic": "helpline", "state": "IN"}},
		{query: "number for the problem gambling hotline?", intent: RGHelp, params: params{"topic": "helpline"}},
		{query: "Tell me how to self-exclude in Pennsylvania.", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "PA"}},

		// The player's limits: changes proposed, the limits read, and two
		// changes in one message.
		{query: "Set my weekly gambling budget to $275.", intent: SetBudget, params: params{"period": "week", "amount": 275}},
		{query: "set monthly budget to $1000 pls", intent: SetBudget, params: params{"period": "month", "amount": 1000}},
		{query: "I keep losing track of time at the tables. Please limit each session to 2 hours.", intent: SetSessionLimit, params: params{"max_minutes": 120}},
		{query: "What spending and time limits do I currently have set?", intent: MyLimits, params: params{}},
		{query: "Set my daily budget to $75 and cap my sessions at 1 hour.", intent: Unknown, params: params{}},

		// Comps: predicted at one casino and at all, estimated, and
		// advice no action gives.
		{query: "What offer am I likely to get from Hard Rock Bristol next?", intent: CompPredict, params: params{"casino_name": "Hard Rock Bristol"}},
		{query: "Predict the offers each of my casinos will send me next.", intent: CompPredictAll, params: params{}},
		{query: "comps for 4 hrs of $10 slots?", intent: CompEstimate, params: params{"game_type": "slots", "avg_bet": 10, "hours": 4}},
		{query: "Should I play blackjack or video poker to earn comps faster?", intent: Unknown, params: params{}},

		// Tiers: progress at one casino, the player's tiers, a tier-match
		// path and suggestions, and another person's tier.
		{query: "My tier year ends in December. How close am I to the next tier at Wind Creek Bethlehem?", intent: TierProgress, params: params{"casino_name": "Wind Creek Bethlehem"}},
		{query: "Hello, can you show me my tiers?", intent: MyTiers, params: params{}},
		{query: "Can my Boyd Rewards Emerald status match to Caesars Rewards?", intent: TierMatchPaths, params: params{"program": "Boyd Rewards", "to_program": "Caesars Rewards"}, tier: "Emerald"},
		{query: "any status match ideas based on my tiers", intent: TierMatchSuggestions, params: params{}},
		{query: "What tier does my sister have at Mohegan Sun?", intent: Unknown, params: params{}},

		// Hosts at a casino, by language, and the player's own.
		{query: "Find me a host at Mystic Lake.", intent: FindHosts, params: params{}, filter: []string{"Mystic Lake", "Mystic Lake Casino Hotel"}},
		{query: "Is there a casino host fluent in Vietnamese?", intent: FindHosts, params: params{"language": "Vietnamese"}},
		{query: "hosts im connected to rn?", intent: MyHosts, params: params{}},

		// The player's records: trips, sessions, visits, vouchers,
		// offers, W-2Gs, the tax year and the bankroll; another person's
		// forms, two questions in one, and a write /ask does not run.
		{query: "Show my trips to Turning Stone last year. I'm trying to plan this summer.", intent: MyTrips, params: params{"casino_name": "Turning Stone", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "my bj sessions in march", intent: MySessions, params: params{"game_type": "blackjack", "from": "2026-03-01", "to": "2026-03-31"}},
		{query: "The user wants to see their casino visits.", intent: MyVisits, params: params{}},
		{query: "Which vouchers of mine show as redeemed?", intent: MyVouchers, params: params{"status": "redeemed"}},
		{query: "Do I have any offers from Downstream Casino?", intent: MyOffers, params: params{"casino_name": "Downstream Casino"}},
		{query: "Show my offers that are still available.", intent: MyOffers, params: params{"status": "available"}},
		{query: "any offers expiring in 2 wks?", intent: ExpiringOffers, params: params{"within_days": 14}},
		{query: "What W-2G forms did I get in 2025?", intent: MyW2Gs, params: params{"tax_year": 2025}},
		{query: "how much in w2gs so far this yr", intent: W2GTotal, params: params{"tax_year": 2026}},
		{query: "Give me my tax summary for last year.", intent: TaxSummary, params: params{"tax_year": 2025}},
		{query: "Just got home from Laughlin. What's my bankroll balance now?", intent: Bankroll, params: params{}},
		{query: "Show my husband's W-2Gs from 2025.", intent: Unknown, params: params{}},
		{query: "How much is in my bankroll, and do I have any offers expiring soon?", intent: Unknown, params: params{}},
		{query: "Put a $500 deposit into my bankroll for me.", intent: Unknown, params: params{}},

		// Off topic, with a town of the directory in it.
		{query: "What's the best barbecue in Eagle Pass?", intent: Unknown, params: params{}},
	}
}
