package ask

import "testing"

// heldOutHundredNineteenth is the hundred-and-nineteenth held-out part,
// written blind and committed BEFORE its first run: by someone who had
// read only the service spec and the action catalog (both whole), lines
// 89-155 and 428-480 of the README (the directory's curl examples and
// the section on /ask), the whole of the twenty-ninth held-out part and
// the first 80 lines of the twenty-eighth (its header), the block of
// intent constants of ask.go (printed by a script from its first
// "const (" to the ")" after it, nothing else of that file), lines 1-18
// of heldout_test.go (the expectation type), the slugOf and programID
// functions of ask_test.go (printed by a script, those two alone), the
// first and last twenty lines of heldOutParts in score_test.go, and the
// subject of the newest commit (git log -1, which names a check of a
// third person's records and the file it sits in; nothing here is drawn
// from it). Never the rules of this package, the tuning phrases or any
// other held-out part. The shipped data was read through short
// python3 scripts: a listing of data/; the columns of casinos.csv; the
// casinos of KS, MN, WI, AZ, NM, OR, CT, MD, OH, MO, IL and IN (name,
// town, state, type, has_hotel, brand, tribal nation); every program of
// rewards_programs.json with its tiers and thresholds; the count of
// casinos of program_properties.csv by program and state for those
// states; a few cities of us_cities.csv; which states each town used
// here has in casinos.csv and in us_cities.csv; the casinos whose names
// hold each casino name used here; and a few casinos' slot_machines,
// table_games, hotel_rooms, opened_year and website (empty for all of
// them). The first three lines of program_properties.csv and of
// us_cities.csv were printed by head, the only reads of data/ not made
// by a python3 script. A grep with file names only counted the test
// files naming a few host languages.
//
// Checked against data/: every casino (Prairie Band Casino & Resort,
// Wildhorse Resort & Casino with its tribal nation, Rocky Gap Casino
// Resort with has_hotel true, Mystic Lake Casino Hotel as the only
// casino named "Mystic Lake", and those named for the player's records
// or in Unknowns: Kansas Star, Foxwoods Resort Casino, Horseshoe Casino
// Hammond, Ameristar Casino Resort Spa St. Charles, Harrah's Joliet
// Casino & Hotel, Argosy Casino Alton, Kansas Crossing Casino & Hotel,
// Hollywood Casino Toledo, Casino Del Sol Resort); every town (Pendleton,
// OR, Tucson and Flagstaff, AZ each the only one of that name in the
// directory; Wichita and Topeka, KS, in us_cities.csv and not the
// directory); the Coquille Indian Tribe (Mill Casino and Cedars at Bear
// Creek, OR), the Seven Clans family (three casinos in MN), the brand
// Boyd Gaming (two casinos in MO), racinos in OH, hotels in MD and
// commercial casinos in IL; the programs (Boyd Rewards, MGM Rewards,
// Caesars Rewards, WinStar Club Passport) and the tiers Pearl (MGM
// Rewards), Diamond Elite (Caesars Rewards) and Emerald (Boyd Rewards).
// The host language, Spanish, is one earlier parts name (the data keeps
// no hosts' languages). Miles are turned into kilometres at 1.609344
// and rounded to one decimal (40 mi = 64.4 km, 30 mi = 48.3 km).
//
// Its wording is new: each whole message was checked with a
// case-insensitive fixed-string grep (file names only, never opened)
// against every test file of this package, with and without its closing
// mark. Of the first sixty, nineteen were found and replaced; six of the
// replacements were found in turn and replaced, and one of those again:
// twenty-six replacements in all, and none of the sixty is found now.
//
// Its theme is a CONTROL part, the fifty-third: sixty ordinary
// questions over every area of the action catalog and the directory, in
// the ordinary mix of registers: 24 plain questions, 12 requests, 12
// typed in lower case on a phone with common shorthand ("pls", "w/",
// "tc", "hrs", "hr", "atm", "em"), 6 with a sentence of context before
// or after a complete ask, 3 with a greeting or thanks and 3 relayed by
// an agent for its user. Its places are in states the twenty-ninth part
// does not use (KS, MN, AZ, OR, CT, MD, OH, MO, IL, IN). Every area is
// covered: searches by town, radius, state, type, hotel, rewards,
// nation, family and brand; casino details; the programs, a ladder and
// tier thresholds; game facts; the W-2G rule with an amount and by game
// alone; help lines and self-exclusion; a budget and a session limit
// proposed and the limits read; comp predictions at one casino and at
// all, and an estimate; tier progress; the player's tiers; a tier-match
// path and suggestions; hosts at a casino, by language and the player's
// own; trips, sessions, visits, vouchers, offers by casino and by
// status, expiring offers, the W-2G list and total, the tax summary and
// the bankroll. 50 expect an answer and 10 expect Unknown: off topic
// with a place name (a place to eat in Mulvane, hotels with free
// parking in Baltimore), facts nothing keeps (a buffet's closing time,
// a table's minimum bet), another person's records (a husband's tier),
// two asks in one (two changes, two reads), writes /ask does not run
// (adding a trip, marking an offer redeemed) and advice (which game to
// play). No question lacks a field its intent needs, so none expects a
// missing field.
//
// It follows the twenty-ninth part's conventions: a casino named for a
// player action keeps the name as typed; a host filter by casino is the
// typed words and the directory's name when the words name exactly one
// casino, with no parameter; a radius in miles is in kilometres to one
// decimal; a town is near the directory's town (or the city list's)
// with its state, "in <town>" is near it and "in <state>" is the state;
// a family's casinos in a state are the state with q the family's name
// as the directory spells it; a year named for the player's records is
// that calendar year, "last year" 2025, a month named without a year its
// latest one up to today, 2026-05-14; a tier named with its program is
// not ambiguous; a casino's details answer what the directory keeps
// about it, whichever field is asked for; a limit of money in a period
// is a budget; off-topic questions are Unknown. Its own choices, where
// those are silent:
//   - a nation's casinos are q the nation as the directory spells it
//     ("Coquille Indian Tribe"), as the README's q=Chickasaw%20Nation;
//   - a brand's casinos in a state are the state with q the brand as the
//     directory spells it ("Boyd Gaming"), not a program filter, since
//     the words name the company, not its rewards program;
//   - "which tribe owns <casino>" is that casino's details (the
//     directory keeps its tribal nation), not a search;
//   - casino names for player actions are typed capitalised, so "as
//     typed" is never a question of case; the phone-typed questions name
//     no casino for a player action;
//   - "a slot win" in the W-2G rule is game_type slots; "$10 slots" in
//     an estimate is avg_bet 10 at slots;
//   - "offers I've already redeemed" is the status redeemed and "my
//     vouchers ... expired" the status expired;
//   - "Which casinos have I visited?" is the player's visits (visits per
//     casino are visit_stats, of the same area), with no filter;
//   - the context sentences lend the ask nothing (the ask is complete
//     in each: "within 30 miles of Topeka" names the town again, "at
//     Horseshoe Hammond" names the casino before "I'm there most
//     weekends", and "last month" in "I overspent last month" is no date
//     of the budget set after it);
//   - "what offers will each of my casinos likely send me next" is the
//     prediction for all casinos; "Can I status match my Boyd Rewards
//     Emerald to Caesars Rewards?" is the path from that tier, not the
//     player's suggestions ("my" does not make it so: the tier is
//     named);
//   - an agent's "their W-2G forms" are the key owner's, since a relayed
//     question is read as the user's;
//   - "budget $100 a day and cap sessions at 1 hr" is two changes in
//     one and "Show me my trips and my vouchers." two reads in one, both
//     Unknown; "Add a trip ..." and "Mark ... as redeemed" are writes no
//     intent proposes (only budgets and session limits are), so Unknown;
//   - "Which hotels in Baltimore have free parking?" is Unknown: it asks
//     about hotels, and parking is nothing the directory keeps.
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at ddeb1cd, after every round of the session before it and
// one probe fix of this session's, c7dbfa0, and no rule changed for it)
// scored 60 of 60 correct (100.0%): precision 100.0% (50 of 50 answers
// right), recall 100.0% (50 of 50 answerable), none declined and none
// wrong. No expectation was changed after it, and the part is barred on
// its first run.
func heldOutHundredNineteenth(t testing.TB) []expectation {
	return []expectation{
		// The directory: searches by town, radius, state, type, hotel,
		// rewards, nation, family and brand, and two off-topic questions
		// that name a place.
		{query: "What casinos are near Pendleton, Oregon?", intent: FindCasinos, params: params{"near": "Pendleton, OR"}},
		{query: "Which casinos are within 40 miles of Wichita?", intent: FindCasinos, params: params{"near": "Wichita, KS", "radius_km": 64.4}},
		{query: "ohio racinos pls", intent: FindCasinos, params: params{"state": "OH", "type": "racino"}},
		{query: "Show me casinos with a hotel in Maryland.", intent: FindCasinos, params: params{"state": "MD", "has_hotel": true}},
		{query: "Which Indiana casinos offer a loyalty program?", intent: FindCasinos, params: params{"state": "IN", "has_rewards": true}},
		{query: "Which casinos does the Coquille Indian Tribe run?", intent: FindCasinos, params: params{"q": "Coquille Indian Tribe"}},
		{query: "List every Seven Clans casino in Minnesota.", intent: FindCasinos, params: params{"state": "MN", "q": "Seven Clans"}},
		{query: "boyd gaming properties in missouri?", intent: FindCasinos, params: params{"state": "MO", "q": "Boyd Gaming"}},
		{query: "Are there casinos in Tucson?", intent: FindCasinos, params: params{"near": "Tucson, AZ"}},
		{query: "We're visiting family in Topeka next month. What casinos are within 30 miles of Topeka?", intent: FindCasinos, params: params{"near": "Topeka, KS", "radius_km": 48.3}},
		{query: "Hi! Are there any tribal casinos near Flagstaff?", intent: FindCasinos, params: params{"near": "Flagstaff, AZ", "type": "tribal"}},
		{query: "My user wants a list of commercial casinos in Illinois.", intent: FindCasinos, params: params{"state": "IL", "type": "commercial"}},
		{query: "What's a good place to eat in Mulvane?", intent: Unknown, params: params{}},
		{query: "Which hotels in Baltimore have free parking?", intent: Unknown, params: params{}},

		// One casino's details, and facts the directory does not keep.
		{query: "Tell me about Prairie Band Casino & Resort.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Prairie Band Casino & Resort")}},
		{query: "Which tribe owns Wildhorse Resort & Casino?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Wildhorse Resort & Casino")}},
		{query: "Does Rocky Gap Casino Resort have a hotel?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Rocky Gap Casino Resort")}},
		{query: "What time does the buffet at Kansas Star close?", intent: Unknown, params: params{}},
		{query: "What's the minimum blackjack bet at Foxwoods Resort Casino?", intent: Unknown, params: params{}},

		// Programs: the list, two ladders and two tiers' thresholds.
		{query: "Give me every rewards program in your directory.", intent: ListPrograms, params: params{}},
		{query: "Lay out the Boyd Rewards tiers for me, bottom to top.", intent: ProgramDetail, params: params{"id": programID(t, "Boyd Rewards")}},
		{query: "tiers in winstar club passport?", intent: ProgramDetail, params: params{"id": programID(t, "WinStar Club Passport")}},
		{query: "How many tier credits does MGM Rewards Pearl status require?", intent: TierRequirement, params: params{"id": programID(t, "MGM Rewards")}, tier: "Pearl"},
		{query: "diamond elite w/ caesars needs how many tc", intent: TierRequirement, params: params{"id": programID(t, "Caesars Rewards")}, tier: "Diamond Elite"},

		// Game facts, and the W-2G rule with an amount and by game alone.
		{query: "I'm new to baccarat. How many hands an hour does a baccarat table deal?", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "house edge for video poker pls", intent: GameFacts, params: params{"game_type": "video_poker"}},
		{query: "Does a $1,250 keno win get a W-2G?", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1250}},
		{query: "At what amount does a slot win need a W-2G?", intent: W2GRule, params: params{"game_type": "slots"}},

		// Responsible-gaming help by state.
		{query: "I think I'm gambling too much lately. Is there a helpline in Indiana I can call?", intent: RGHelp, params: params{"topic": "helpline", "state": "IN"}},
		{query: "Tell me how to self-exclude from casinos in Illinois.", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "IL"}},

		// The player's limits: a budget and a session limit proposed, the
		// limits read, and two changes in one.
		{query: "I overspent last month. Set my weekly gambling budget to $250.", intent: SetBudget, params: params{"period": "week", "amount": 250}},
		{query: "cap each session at 2 hrs pls", intent: SetSessionLimit, params: params{"max_minutes": 120}},
		{query: "Which budget and session limits are on my account at the moment?", intent: MyLimits, params: params{}},
		{query: "budget $100 a day and cap sessions at 1 hr", intent: Unknown, params: params{}},

		// Comps: predicted at one casino and at all, and estimated.
		{query: "What offer is Ameristar St. Charles likely to send me?", intent: CompPredict, params: params{"casino_name": "Ameristar St. Charles"}},
		{query: "what offers will each of my casinos likely send me next", intent: CompPredictAll, params: params{}},
		{query: "Estimate the comps I'd earn playing $10 slots for 4 hours.", intent: CompEstimate, params: params{"game_type": "slots", "avg_bet": 10, "hours": 4}},

		// Tiers: progress at one casino, the player's tiers, a tier-match
		// path and suggestions, and another person's tier.
		{query: "How close am I to the next tier at Horseshoe Hammond? I'm there most weekends.", intent: TierProgress, params: params{"casino_name": "Horseshoe Hammond"}},
		{query: "Which tier do I currently have at each casino?", intent: MyTiers, params: params{}},
		{query: "Can I status match my Boyd Rewards Emerald to Caesars Rewards?", intent: TierMatchPaths, params: params{"program": "Boyd Rewards", "to_program": "Caesars Rewards"}, tier: "Emerald"},
		{query: "The user asks which status matches they could get with the tiers they have.", intent: TierMatchSuggestions, params: params{}},
		{query: "What tier is my husband at in Caesars Rewards?", intent: Unknown, params: params{}},

		// Hosts at a casino, by language, and the player's own.
		{query: "Find me a casino host at Mystic Lake.", intent: FindHosts, params: params{}, filter: []string{"Mystic Lake", "Mystic Lake Casino Hotel"}},
		{query: "Which hosts can talk to me in Spanish?", intent: FindHosts, params: params{"language": "Spanish"}},
		{query: "my hosts?? pls list em", intent: MyHosts, params: params{}},

		// The player's records: trips, sessions, visits, vouchers, offers
		// (by casino, by status, expiring), W-2Gs, the tax year and the
		// bankroll.
		{query: "Show my trips to Harrah's Joliet last year.", intent: MyTrips, params: params{"casino_name": "Harrah's Joliet", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "show blackjack sessions from march pls", intent: MySessions, params: params{"game_type": "blackjack", "from": "2026-03-01", "to": "2026-03-31"}},
		{query: "Which casinos have I visited? Thanks!", intent: MyVisits, params: params{}},
		{query: "Which of my vouchers are expired now?", intent: MyVouchers, params: params{"status": "expired"}},
		{query: "Hello, what offers do I have from Argosy Casino Alton?", intent: MyOffers, params: params{"casino_name": "Argosy Casino Alton"}},
		{query: "Pull up every offer I've already redeemed.", intent: MyOffers, params: params{"status": "redeemed"}},
		{query: "offers expiring w/in 14 days", intent: ExpiringOffers, params: params{"within_days": 14}},
		{query: "My user would like to see their W-2G forms from 2025.", intent: MyW2Gs, params: params{"tax_year": 2025}},
		{query: "What's the total of my W-2G winnings for 2024?", intent: W2GTotal, params: params{"tax_year": 2024}},
		{query: "My accountant needs numbers by Friday. Can you give me my 2025 gambling tax summary?", intent: TaxSummary, params: params{"tax_year": 2025}},
		{query: "hows my bankroll doing atm", intent: Bankroll, params: params{}},

		// Two reads in one, writes /ask does not run, and advice.
		{query: "Show me my trips and my vouchers.", intent: Unknown, params: params{}},
		{query: "Add a trip to Kansas Crossing Casino for May 22.", intent: Unknown, params: params{}},
		{query: "Mark my Hollywood Casino Toledo free play offer as redeemed.", intent: Unknown, params: params{}},
		{query: "Should I play blackjack or slots at Casino Del Sol?", intent: Unknown, params: params{}},
	}
}
