package ask

import "testing"

// heldOutNinetyNinth is a ninety-ninth held-out part, written blind and
// committed BEFORE its first run: by someone who had read only the service
// spec and the action catalog (../shared/spec/service-spec.md and
// actions.md, both whole), the README's lines 89-155 (the directory's curl
// examples and paging) and 428-480 (the section on /ask), the shipped data
// through short python scripts (a listing of data/; the header lines of
// casinos.csv, program_properties.csv and us_cities.csv; every casino of
// MS, LA, NJ, OH, IL, MI, MN, SD and KS with its town, type, hotel, brand
// and tribal nation; every program of rewards_programs.json with its
// brand, property and tiers with their thresholds; the count of casinos
// per program in program_properties.csv; the brands of the directory
// counted; the casinos whose row holds "Oneida", to see what a family is;
// and look-ups of the towns, names and nation used here), the whole of the
// twenty-ninth held-out part and the first eighty lines of the
// twenty-eighth (their headers and the conventions for expected
// parameters), the first const block of ask.go (the intent constants,
// printed by a script from "const (" to the first ")"), the expectation
// type (lines 1-18 of heldout_test.go), the slugOf and programID helpers
// of ask_test.go (lines 73-97, which also showed the first line of the doc
// comment of the phrasing type), the heldOutParts function of
// score_test.go and the subject of the newest commit ("Merge fix-96: the
// ninety-sixth part's fix round (near misses; 60/60, barred) (issue 15)");
// never the rules of this package, the tuning phrases or the other
// held-out parts (the wording check below printed the names of the test
// files a phrase was found in, and nothing of them was opened).
//
// Every name used was checked against data/ with a script. Towns: each
// town named without its state is the town of casinos in one state only
// (Vicksburg, Deadwood: MS, SD), or of the directory and the city list in
// the same state (Lake Charles, Bossier City, Shreveport, Baton Rouge,
// Joliet, Atlantic City: LA, LA, LA, LA, IL, NJ); Sioux Falls is no
// directory town but a city of us_cities.csv (SD) only; Mount Pleasant is
// a directory town in MI and a listed city in SC, and is named here with
// its state, in an off-topic question. Casinos: "Soaring Eagle", "Kansas
// Star", "Mystic Lake", "Beau Rivage", "Borgata", "Harrah's Gulf Coast",
// "Island View", "Golden Nugget Atlantic City", "Grand Casino Hinckley" and
// "Golden Nugget Biloxi" each name exactly one casino (Soaring Eagle
// Casino and Resort, Kansas Star Casino Hotel Event Center, Mystic Lake
// Casino Hotel, Beau Rivage Resort & Casino, Borgata Hotel Casino and Spa,
// Harrah's Gulf Coast, Island View Casino Resort, and the last three as
// spelled); "Horseshoe Tunica" and "Ameristar Vicksburg" are not in any
// casino's name ("Horseshoe" is in ten, one of them Horseshoe Casino Hotel
// Tunica; "Ameristar" in six, one of them Ameristar Casino Hotel
// Vicksburg): the first is only a player action's casino_name, kept as
// typed, and the second is in an expected Unknown. "Kewadin" is in the
// names of four casinos, all in MI (a family by name, no brand, like the
// Oneida casinos); the Sisseton Wahpeton Oyate is the tribal nation of
// three casinos (Dakota Magic Casino Resort in ND, Dakota Connection and
// Dakota Sioux Casino in SD). Programs and tiers: Boyd Rewards (Onyx at
// 50,000 tier credits), MGM Rewards (Pearl at 20,000) and Caesars Rewards
// (Diamond) exist with those tier names. The host language, Vietnamese,
// could not be checked: the shipped data has no hosts.
//
// Its wording is new: each whole message, and each asking sentence of a
// message of several, was checked with a case-insensitive fixed-string
// grep (file names only) against every test file of this package, with
// and without its closing mark. Fourteen drafted asking sentences were
// found there and replaced ("Which casinos in Deadwood have a hotel?",
// "How many slot machines does Soaring Eagle have?", "What tiers does Boyd
// Rewards have?", "Which tier do I hold at each casino?", "Which of my
// offers expire in the next 10 days?", "Set a monthly gambling budget of
// $600.", "Limit each session to 2 hours.", "Find me a casino host who
// speaks Vietnamese.", "Show my blackjack sessions from March.",
// "predicted offers from all my casinos", "who r my hosts", "whats my
// bankroll at rn", "delete my last session", "What offers do I have from
// Borgata?"), and four of their first replacements were found too and
// replaced again ("What are the status levels in Boyd Rewards?", "Which
// of my offers run out within the next 10 days?", "Set my gambling budget
// to $600 per month.", "which hosts am i connected w/"): eighteen
// replacements in all, and no asking sentence of the sixty is there now.
// A context sentence that was found ("My accountant needs it by Friday.")
// was changed as well; the greeting "Hi there!" and the sign-off
// "Thanks!" are there and were kept, as context may repeat.
//
// Its theme is a forty-third CONTROL part: sixty ordinary questions over
// every area of the action catalog and the directory, in the ordinary mix
// of registers: 24 plain questions, 12 requests, 13 typed in lower case on
// a phone with common shorthand ("w/", "ks", "nj", "pls", "hands/hr",
// "whats", "im", "atm"), 5 with a sentence of context before or after a
// complete ask, 3 with a greeting or thanks, and 3 relayed by an agent for
// its user. Places and casinos come from Mississippi, Louisiana, New
// Jersey, Ohio, Illinois, Michigan, Minnesota, South Dakota and Kansas.
// Every area is covered: searches by town, radius, state, type, hotel,
// nation and family; casino details; the programs, ladders and tier
// thresholds; game facts; the W-2G rule; help lines and self-exclusion;
// budget and session limits (proposed) and the limits read; comp
// predictions (one casino and all) and an estimate; tier progress and the
// player's tiers; a tier-match path and suggestions; hosts (at a casino,
// by language, the player's own); trips, sessions, visits, vouchers,
// offers, expiring offers, the W-2G list and total, the tax summary and
// the bankroll. 50 of 60 expect an answer and 10 expect Unknown: two off
// topic with a place name (rain in Atlantic City, the population of Mount
// Pleasant), two facts nothing keeps (a table minimum at Golden Nugget
// Atlantic City, whether Grand Casino Hinckley allows smoking), two asks
// for another person's records (a brother's points, a wife's tier), one
// with two asks in one (a bankroll balance and a W-2G total, relayed by an
// agent), two writes /ask does not run (add_trip, delete_session) and one
// asking for advice (craps or blackjack with $500). No question lacks a
// field its intent needs, so none expects a missing field.
//
// It follows the twenty-eighth and twenty-ninth parts' conventions: a
// casino named for a player action keeps the name as typed; a host filter
// by casino is the typed words and the directory's name when the words
// name exactly one casino, with no parameter; a radius in miles is in
// kilometres to one decimal (40 miles 64.4, 25 miles 40.2, 30 miles 48.3);
// a town typed without its state is near that town with its state ("in
// <town>", "<town> casinos", "close to <town>" alike) and "in <state>" is
// the state; a family's casinos in a state are the state with q the
// family's name as the directory spells it, and a nation's casinos are q
// the nation's name as the directory spells it (the README's "which
// casinos does the Chickasaw Nation own"); a tier named with its program
// (or its program's brand, "Caesars", "mgm") is not ambiguous; a casino's
// details answer what the directory keeps about it, whichever field is
// asked for; a limit of money in a period is a budget, and a session cap
// in hours is max_minutes in minutes (2 hours, 120); money, hours, bets,
// days and years are ints; a year named for the player's records is that
// calendar year, "this year" 2026-01-01..2026-12-31 and "last year" 2025,
// and a month named without a year its latest one up to 2026-05-14
// (March is 2026-03-01..2026-03-31); context around a complete ask lends
// it nothing, and an agent's "my user" or "the user" is read as the
// player; an expected Unknown has empty params. Its own choices, where
// those are silent:
//   - "Is a $1,400 keno win reported on a W-2G?" is the W-2G rule for
//     keno with amount_won 1400 (a rule question, not the player's forms);
//   - "Which Deadwood casinos have hotel rooms?" is near "Deadwood, SD"
//     with has_hotel (hotel rooms asked of several casinos is the hotel
//     filter, not one casino's room count);
//   - "What status do I currently have at each of my casinos?" is the
//     player's tiers; "predicted offer values at all my casinos" is the
//     prediction for all casinos;
//   - "Can my Caesars Diamond status be matched over to MGM Rewards?" is
//     the tier-match path from Caesars Rewards to MGM Rewards with the
//     tier Diamond (a tier named, so not the player's suggestions); "any
//     status match options for me based on my tiers" is the suggestions;
//   - "list the hosts im hooked up with" is the player's hosts;
//   - "list all my casino check ins" is the player's visits, no filter;
//   - "How much did I win or lose for taxes in 2025?" is the tax summary
//     of 2025, and "What was my total W-2G income for 2024?" the W-2G
//     total of 2024;
//   - "Do any of my offers lapse in the coming 10 days?" is the expiring
//     offers within 10 days;
//   - "Show me the vouchers I've already redeemed." has the status
//     "redeemed";
//   - "Please cap me at $150 a day." is a daily budget of 150 (a cap of
//     money per day, with no other noun, is the budget).
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at 083c162, after every round of the session before it,
// and no rule changed for it) scored 60 of 60 correct (100.0%): precision
// 100.0% (50 of 50 answers right), recall 100.0% (50 of 50 answerable),
// none declined and none wrong. No expectation was changed after it, and
// it was barred on its first run.
func heldOutNinetyNinth(t testing.TB) []expectation {
	return []expectation{
		// The directory: by town, radius, state, type, hotel, nation and
		// family.
		{query: "What casinos are there in Vicksburg?", intent: FindCasinos, params: params{"near": "Vicksburg, MS"}},
		{query: "We're driving over from New Orleans on Friday. What casinos are in Baton Rouge?", intent: FindCasinos, params: params{"near": "Baton Rouge, LA"}},
		{query: "Hi there! Which casinos are close to Sioux Falls?", intent: FindCasinos, params: params{"near": "Sioux Falls, SD"}},
		{query: "Which casinos are within 40 miles of Lake Charles?", intent: FindCasinos, params: params{"near": "Lake Charles, LA", "radius_km": 64.4}},
		{query: "Show me casinos within 25 miles of Shreveport.", intent: FindCasinos, params: params{"near": "Shreveport, LA", "radius_km": 40.2}},
		{query: "My user would like to know which casinos are within 30 miles of Joliet.", intent: FindCasinos, params: params{"near": "Joliet, IL", "radius_km": 48.3}},
		{query: "List the casinos in New Jersey.", intent: FindCasinos, params: params{"state": "NJ"}},
		{query: "Which Ohio casinos are racinos?", intent: FindCasinos, params: params{"state": "OH", "type": "racino"}},
		{query: "tribal casinos in ks", intent: FindCasinos, params: params{"state": "KS", "type": "tribal"}},
		{query: "Which Deadwood casinos have hotel rooms?", intent: FindCasinos, params: params{"near": "Deadwood, SD", "has_hotel": true}},
		{query: "casinos near bossier city w/ a hotel", intent: FindCasinos, params: params{"near": "Bossier City, LA", "has_hotel": true}},
		{query: "Which casinos does the Sisseton Wahpeton Oyate own?", intent: FindCasinos, params: params{"q": "Sisseton Wahpeton Oyate"}},
		{query: "What are the Kewadin casinos in Michigan?", intent: FindCasinos, params: params{"state": "MI", "q": "Kewadin"}},

		// One casino's details, and facts about casinos nothing keeps.
		{query: "How many slots are on the floor at Soaring Eagle?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Soaring Eagle Casino and Resort")}},
		{query: "When did Kansas Star open?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Kansas Star Casino Hotel Event Center")}},
		{query: "What's the minimum blackjack bet at Golden Nugget Atlantic City on weekends?", intent: Unknown, params: params{}},
		{query: "Does Grand Casino Hinckley allow smoking?", intent: Unknown, params: params{}},

		// Programs: the list, two ladders, two tiers' thresholds.
		{query: "Give me the full list of rewards programs.", intent: ListPrograms, params: params{}},
		{query: "How is the Boyd Rewards ladder laid out, bottom to top?", intent: ProgramDetail, params: params{"id": programID(t, "Boyd Rewards")}},
		{query: "tiers in mgm rewards pls", intent: ProgramDetail, params: params{"id": programID(t, "MGM Rewards")}},
		{query: "How many tier credits do I need for Onyx in Boyd Rewards?", intent: TierRequirement, params: params{"id": programID(t, "Boyd Rewards")}, tier: "Onyx"},
		{query: "whats pearl at mgm take", intent: TierRequirement, params: params{"id": programID(t, "MGM Rewards")}, tier: "Pearl"},

		// Game facts, the W-2G rule, and advice no answer gives.
		{query: "What's the usual house edge at a craps table?", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "how many hands/hr does baccarat deal", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "Is a $1,400 keno win reported on a W-2G?", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1400}},
		{query: "I've got $500 for the weekend at Ameristar Vicksburg. Should I play craps or blackjack with it?", intent: Unknown, params: params{}},

		// Responsible-gaming help by state.
		{query: "Hello, is there a gambling helpline in Illinois?", intent: RGHelp, params: params{"topic": "helpline", "state": "IL"}},
		{query: "how do i self exclude in nj", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "NJ"}},

		// The player's limits: changes proposed, and the limits read.
		{query: "Put a $600-a-month ceiling on my gambling budget.", intent: SetBudget, params: params{"period": "month", "amount": 600}},
		{query: "Please cap me at $150 a day. Last weekend got out of hand.", intent: SetBudget, params: params{"period": "day", "amount": 150}},
		{query: "Limit every playing session to 2 hours.", intent: SetSessionLimit, params: params{"max_minutes": 120}},
		{query: "Show me the limits I have on my account.", intent: MyLimits, params: params{}},

		// Comps: predicted at one casino and at all, and estimated.
		{query: "What kind of offer is Beau Rivage likely to send me next?", intent: CompPredict, params: params{"casino_name": "Beau Rivage"}},
		{query: "predicted offer values at all my casinos", intent: CompPredictAll, params: params{}},
		{query: "Estimate my comps for 4 hours of $15 craps.", intent: CompEstimate, params: params{"game_type": "craps", "avg_bet": 15, "hours": 4}},

		// Tiers: progress at one casino, the player's tiers, tier matches,
		// and other people's status.
		{query: "How close am I to the next tier at Horseshoe Tunica?", intent: TierProgress, params: params{"casino_name": "Horseshoe Tunica"}},
		{query: "What status do I currently have at each of my casinos?", intent: MyTiers, params: params{}},
		{query: "Can my Caesars Diamond status be matched over to MGM Rewards?", intent: TierMatchPaths, params: params{"program": "Caesars Rewards", "to_program": "MGM Rewards"}, tier: "Diamond"},
		{query: "any status match options for me based on my tiers", intent: TierMatchSuggestions, params: params{}},
		{query: "How many points does my brother have at Golden Nugget Biloxi?", intent: Unknown, params: params{}},
		{query: "whats my wifes tier at caesars", intent: Unknown, params: params{}},

		// Hosts at a casino, by language, and the player's own.
		{query: "Which hosts at Mystic Lake are taking new players?", intent: FindHosts, params: params{}, filter: []string{"Mystic Lake", "Mystic Lake Casino Hotel"}},
		{query: "Find a host for me who speaks Vietnamese.", intent: FindHosts, params: params{"language": "Vietnamese"}},
		{query: "list the hosts im hooked up with", intent: MyHosts, params: params{}},

		// The player's records: trips, sessions, visits, vouchers, offers,
		// W-2Gs, taxes and the bankroll; writes /ask does not run and two
		// asks in one.
		{query: "List my trips to Harrah's Gulf Coast this year.", intent: MyTrips, params: params{"casino_name": "Harrah's Gulf Coast", "from": "2026-01-01", "to": "2026-12-31"}},
		{query: "The user wants to see their trips to Kansas Star from last year.", intent: MyTrips, params: params{"casino_name": "Kansas Star", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "Show the blackjack sessions I logged in March.", intent: MySessions, params: params{"game_type": "blackjack", "from": "2026-03-01", "to": "2026-03-31"}},
		{query: "list all my casino check ins", intent: MyVisits, params: params{}},
		{query: "Show me the vouchers I've already redeemed.", intent: MyVouchers, params: params{"status": "redeemed"}},
		{query: "I just got back from Atlantic City. Which Borgata offers do I have right now?", intent: MyOffers, params: params{"casino_name": "Borgata"}},
		{query: "Do any of my offers lapse in the coming 10 days?", intent: ExpiringOffers, params: params{"within_days": 10}},
		{query: "Can you show my W-2Gs from 2025? Thanks!", intent: MyW2Gs, params: params{"tax_year": 2025}},
		{query: "What was my total W-2G income for 2024?", intent: W2GTotal, params: params{"tax_year": 2024}},
		{query: "How much did I win or lose for taxes in 2025? My accountant keeps asking.", intent: TaxSummary, params: params{"tax_year": 2025}},
		{query: "whats left in my bankroll atm", intent: Bankroll, params: params{}},
		{query: "Add a trip to Island View Casino for next weekend.", intent: Unknown, params: params{}},
		{query: "delete the session i logged yesterday", intent: Unknown, params: params{}},
		{query: "My user wants their bankroll balance and their W-2G total for 2025.", intent: Unknown, params: params{}},

		// Off topic, with a place name.
		{query: "Is it going to rain in Atlantic City on Saturday?", intent: Unknown, params: params{}},
		{query: "What's the population of Mount Pleasant, Michigan?", intent: Unknown, params: params{}},
	}
}
