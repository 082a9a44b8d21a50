package ask

import "testing"

// heldOutHundredSixth is a hundred-and-sixth held-out part, written blind
// and committed BEFORE its first run: by someone who had read only the
// service spec and the action catalog (../shared/spec/service-spec.md and
// actions.md, both whole), the README's lines 89-155 (the directory's
// curl examples and paging) and 428-480 (the section on /ask), the shipped
// data through short python3 scripts that listed casinos (name, town,
// state, type, hotel, brand, tribal nation) of OK, TX, LA, MS, AL, NC, MI,
// WI and MN, the rewards programs with their tiers and thresholds
// (rewards_programs.json), program_properties.csv, the cities of those
// states in us_cities.csv and the file names of data/; the whole of the
// twenty-ninth held-out part and the first eighty lines of the
// twenty-eighth (its header), the block of intent constants of ask.go
// (printed by a script from "const (" to the first ")"), the expectation
// type (lines 1-18 of heldout_test.go), the slugOf and programID helpers
// of ask_test.go (those two functions alone, found by grep -n), the
// heldOutParts function of score_test.go and the subject of the branch's
// newest commit (git log -1). Never the rules of this package, the tuning
// phrases or the other held-out parts.
//
// Every name used was checked against data/ with a script: each casino
// named exists with that spelling and state; the casino words used name
// exactly one directory casino by a case-insensitive substring match
// ("Choctaw Landing", "mystic lake casino" and "Mystic Lake": Mystic Lake
// Casino Hotel, "Wind Creek Wetumpka", "Paragon Casino Resort", "Golden
// Moon": Golden Moon Casino at Pearl River, "Soaring Eagle Casino and
// Resort", "WinStar": WinStar World Casino & Resort, "firekeepers":
// FireKeepers Casino Hotel, "Beau Rivage": Beau Rivage Resort & Casino,
// "Harrah's Gulf Coast", "L'Auberge Casino Resort Lake Charles", "IP
// Casino Resort Spa", "Bally's Shreveport", "riverwind": Riverwind Casino);
// "Kewadin" names four casinos, all in MI (a family); the Osage Nation is
// the tribal nation of seven casinos; Alabama's three casinos are tribal,
// Minnesota has two racinos and North Carolina's Harrah's Cherokee casinos
// are in Caesars Rewards. Durant is a directory town only in OK; Wichita
// Falls, Sherman and Beaumont are listed cities of TX (Beaumont of CA too,
// so it is typed with its state); Lake Charles, Green Bay, Biloxi and
// Shreveport are directory towns and listed cities; Mobile is a listed
// city of AL. The programs (Boyd Rewards, Caesars Rewards, WinStar Club
// Passport) and tiers (Onyx, Emerald, Diamond Elite) are in
// rewards_programs.json.
//
// Its wording is new: each whole message and each asking sentence of a
// message of several was checked with a case-insensitive fixed-string grep
// (file names only) against every test file of this package, with and
// without its closing mark. Eighteen of the first draft were found there
// and replaced (a Kewadin search, the list of programs, Boyd's ladder and
// Onyx, baccarat's pace, video poker's edge, a keno W-2G, a session cap,
// the limits read, the prediction for every casino, a craps estimate, the
// player's tiers, a Boyd-to-Caesars match, a Vietnamese-speaking host, the
// player's hosts, the W-2G total, the bankroll and the April sessions);
// three of the replacements were found too and replaced again. Only the
// greetings and sign-offs ("Hi!", "Good morning!", "Thanks!") repeat
// earlier files, as they may.
//
// Its theme is a forty-sixth CONTROL part: sixty ordinary questions over
// every area of the action catalog and the directory, in the ordinary mix
// of registers: 24 plain questions, 12 requests, 13 typed in lower case on
// a phone with common shorthand ("w2g", "yr", "hrs", "pls", "ill",
// "whats", "tx"), 5 with a sentence of context before a complete ask (two
// of them point back to it: "there" is Green Bay, and the W-2G win is the
// ask's own), 3 with a greeting or thanks, and 3 relayed by an agent for
// its user ("My user would like", "My user asks", "Relaying for my
// user"). Places and casinos are mostly from Oklahoma, Texas-border
// cities (Wichita Falls, Sherman, Beaumont), Louisiana, Mississippi,
// Alabama, North Carolina, Michigan, Wisconsin and Minnesota.
//
// 50 expect an answer, covering searches by town, radius (three, in
// miles), state, type, hotel, rewards, owning nation and family; casino
// details (four); the list of programs, two ladders and two tiers'
// thresholds; game facts (two); the W-2G rule (two); a help line and
// self-exclusion; budgets (two) and a session limit proposed and the
// limits read; a comp prediction at one casino and at all, and an
// estimate; tier progress and the player's tiers; tier-match suggestions
// and a path; hosts at a casino, by language and the player's own; trips,
// sessions, visits, vouchers, offers, expiring offers, the W-2G list and
// total, the tax summary and the bankroll. 10 expect Unknown: off topic
// with a place name (barbecue near Shreveport, the drive from Biloxi to
// Mobile), facts nothing keeps (a dress code, a buffet's hours), another
// person's records (a husband's points), two asks in one (twice), a write
// /ask does not run (logging a trip, marking an offer redeemed) and advice
// (which program to join). No question lacks a field its intent needs, so
// none expects a missing field.
//
// It follows the conventions of the twenty-eighth and twenty-ninth parts:
// a casino named for a player action keeps the name as typed (lower case
// too: "riverwind"); a host filter by casino is the typed words and the
// directory's name when the words name exactly one casino, with no
// parameter; a radius in miles is in kilometres to one decimal (40 miles
// 64.4, 25 miles 40.2, 20 miles 32.2); "in <town>" and "near <town>" are
// near the town with its state; "in <state>" is the state; a family's
// casinos in a state are the state with q the family's name as the
// directory spells it ("Kewadin"), and a nation's casinos are q the
// nation's name ("Osage Nation", as the README's q=Chickasaw%20Nation); a
// tier named with its program is not ambiguous; a casino's details answer
// what the directory keeps about it, whichever field is asked for
// (slot machines, a hotel); a limit of money in a period is a budget and a
// cap on time per session a session limit (2 hours is 120 minutes);
// relative dates are reckoned from the test clock, 2026-05-14 ("last year"
// is 2025, "this yr" for a tax year is 2026, a month without a year is its
// latest one up to today: March and April 2026); an agent's "my user" and
// "their" are the player's own; off-topic questions, details no answer
// says, another person's records, two asks in one, writes other than a
// budget or session limit, and advice are Unknown.
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at 589a13e, after every round of the session before it,
// and no rule changed for it) scored 59 of 60 correct (98.3%): precision
// 100.0% (49 of 49 answers right), recall 98.0% (49 of 50 answerable), 1
// declined and none wrong, and it was barred on its first run. No
// expectation was changed after it. Declined: "casinos within 40 miles of
// wichita falls tx".
func heldOutHundredSixth(t testing.TB) []expectation {
	return []expectation{
		// The directory: searches by town, radius, state, type, hotel,
		// rewards, owning nation and family.
		{query: "Which casinos are in Durant, Oklahoma?", intent: FindCasinos, params: params{"near": "Durant, OK"}},
		{query: "casinos within 40 miles of wichita falls tx", intent: FindCasinos, params: params{"near": "Wichita Falls, TX", "radius_km": 64.4}},
		{query: "Show me the tribal casinos in Alabama.", intent: FindCasinos, params: params{"state": "AL", "type": "tribal"}},
		{query: "Are there racinos anywhere in Minnesota?", intent: FindCasinos, params: params{"state": "MN", "type": "racino"}},
		{query: "Which casinos near Sherman, Texas have a hotel?", intent: FindCasinos, params: params{"near": "Sherman, TX", "has_hotel": true}},
		{query: "List the casinos run by the Osage Nation.", intent: FindCasinos, params: params{"q": "Osage Nation"}},
		{query: "show kewadin casinos in michigan pls", intent: FindCasinos, params: params{"state": "MI", "q": "Kewadin"}},
		{query: "What casinos are close to Beaumont, Texas?", intent: FindCasinos, params: params{"near": "Beaumont, TX"}},
		{query: "Which North Carolina casinos have a rewards program?", intent: FindCasinos, params: params{"state": "NC", "has_rewards": true}},
		{query: "My user would like a list of casinos within 25 miles of Lake Charles, Louisiana.", intent: FindCasinos, params: params{"near": "Lake Charles, LA", "radius_km": 40.2}},
		{query: "My sister just moved to Green Bay. Which casinos are within 20 miles of there?", intent: FindCasinos, params: params{"near": "Green Bay, WI", "radius_km": 32.2}},

		// One casino's details.
		{query: "How many slot machines does Choctaw Landing have?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Choctaw Landing")}},
		{query: "tell me about mystic lake casino", intent: CasinoDetail, params: params{"slug": slugOf(t, "Mystic Lake Casino Hotel")}},
		{query: "Give me the details for Wind Creek Wetumpka.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Wind Creek Wetumpka")}},
		{query: "Does Paragon Casino Resort have a hotel?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Paragon Casino Resort")}},

		// Programs: the list, ladders and tiers' thresholds.
		{query: "Show me the full list of loyalty programs you track.", intent: ListPrograms, params: params{}},
		{query: "What tier levels does Boyd Rewards have, from bottom to top?", intent: ProgramDetail, params: params{"id": programID(t, "Boyd Rewards")}},
		{query: "winstar club passport levels", intent: ProgramDetail, params: params{"id": programID(t, "WinStar Club Passport")}},
		{query: "How many tier credits is Onyx status in Boyd Rewards?", intent: TierRequirement, params: params{"id": programID(t, "Boyd Rewards")}, tier: "Onyx"},
		{query: "My user asks how many tier credits Diamond Elite requires in Caesars Rewards.", intent: TierRequirement, params: params{"id": programID(t, "Caesars Rewards")}, tier: "Diamond Elite"},

		// Game facts and the W-2G rule.
		{query: "At what pace is baccarat dealt, in hands per hour?", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "whats the house edge on video poker usually", intent: GameFacts, params: params{"game_type": "video_poker"}},
		{query: "Does a $1,650 keno win require a W-2G?", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1650}},
		{query: "We're driving down to Biloxi this weekend. Would a $1,250 slot jackpot need a W-2G?", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 1250}},

		// Responsible-gaming help by state.
		{query: "Where can I find help for a gambling problem in Louisiana?", intent: RGHelp, params: params{"topic": "helpline", "state": "LA"}},
		{query: "Explain how to self-exclude from casinos in Mississippi.", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "MS"}},

		// The player's limits: changes proposed, and the limits read.
		{query: "Set a weekly gambling budget of $250 for me.", intent: SetBudget, params: params{"period": "week", "amount": 250}},
		{query: "cap my play at 2 hrs per session", intent: SetSessionLimit, params: params{"max_minutes": 120}},
		{query: "Which gambling limits are active on my account right now?", intent: MyLimits, params: params{}},
		{query: "Hi! Please cap my monthly gambling at $1,000. Thanks!", intent: SetBudget, params: params{"period": "month", "amount": 1000}},

		// Comps: predicted at one casino and at all, and estimated.
		{query: "What kind of comps should I expect from Beau Rivage?", intent: CompPredict, params: params{"casino_name": "Beau Rivage"}},
		{query: "predict the offers ill get from each of my casinos", intent: CompPredictAll, params: params{}},
		{query: "Estimate my comps for 6 hours of $15 craps.", intent: CompEstimate, params: params{"game_type": "craps", "avg_bet": 15, "hours": 6}},

		// Tiers: progress at one casino, the player's tiers, tier matches.
		{query: "how close am i to the next tier at riverwind", intent: TierProgress, params: params{"casino_name": "riverwind"}},
		{query: "Show me the tier I hold at each casino on my account.", intent: MyTiers, params: params{}},
		{query: "Which programs would match my current tier status?", intent: TierMatchSuggestions, params: params{}},
		{query: "Is there a status match from Boyd Rewards Emerald to Caesars Rewards?", intent: TierMatchPaths, params: params{"program": "Boyd Rewards", "to_program": "Caesars Rewards"}, tier: "Emerald"},

		// Hosts at a casino, by language, and the player's own.
		{query: "Are there hosts at Golden Moon accepting new players?", intent: FindHosts, params: params{}, filter: []string{"Golden Moon", "Golden Moon Casino at Pearl River"}},
		{query: "Do you have any casino hosts that speak Vietnamese?", intent: FindHosts, params: params{"language": "Vietnamese"}},
		{query: "Good morning! Who are the hosts I've got a connection with?", intent: MyHosts, params: params{}},

		// The player's records: trips, sessions, visits, vouchers, offers,
		// W-2Gs, the tax year and the bankroll.
		{query: "Show my trips to L'Auberge Casino Resort Lake Charles last year.", intent: MyTrips, params: params{"casino_name": "L'Auberge Casino Resort Lake Charles", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "Trying to keep better records this year. Show me the sessions I played in April.", intent: MySessions, params: params{"from": "2026-04-01", "to": "2026-04-30"}},
		{query: "I'm trying to remember where we went last fall. List all the casino visits I've logged.", intent: MyVisits, params: params{}},
		{query: "my redeemed vouchers pls", intent: MyVouchers, params: params{"status": "redeemed"}},
		{query: "What offers do I have at Harrah's Gulf Coast?", intent: MyOffers, params: params{"casino_name": "Harrah's Gulf Coast"}},
		{query: "Relaying for my user: which of their offers expire in the next 10 days?", intent: ExpiringOffers, params: params{"within_days": 10}},
		{query: "Which W-2Gs did I receive in 2025?", intent: MyW2Gs, params: params{"tax_year": 2025}},
		{query: "w2g total for this yr", intent: W2GTotal, params: params{"tax_year": 2026}},
		{query: "I'm meeting my accountant next week. Can you pull my tax summary for 2025?", intent: TaxSummary, params: params{"tax_year": 2025}},
		{query: "What does my bankroll total today? Thanks!", intent: Bankroll, params: params{}},

		// Unknown: off topic with a place name, facts nothing keeps,
		// another person's records, two asks in one, writes /ask does not
		// run, and advice.
		{query: "good bbq near shreveport?", intent: Unknown, params: params{}},
		{query: "How far is Biloxi from Mobile by car?", intent: Unknown, params: params{}},
		{query: "What's the dress code at Soaring Eagle Casino and Resort?", intent: Unknown, params: params{}},
		{query: "is the buffet at firekeepers open on mondays", intent: Unknown, params: params{}},
		{query: "How many points does my husband have at WinStar?", intent: Unknown, params: params{}},
		{query: "Show my vouchers and list my W-2Gs for 2025.", intent: Unknown, params: params{}},
		{query: "whats my bankroll and my tier at winstar", intent: Unknown, params: params{}},
		{query: "Log a trip to Bally's Shreveport from May 8 to May 10.", intent: Unknown, params: params{}},
		{query: "Mark my free play offer from IP Casino Resort Spa as redeemed.", intent: Unknown, params: params{}},
		{query: "Should I join Boyd Rewards or Caesars Rewards if I mostly play on the Gulf Coast?", intent: Unknown, params: params{}},
	}
}
