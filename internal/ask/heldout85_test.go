package ask

import "testing"

// heldOutEightyFifth is an eighty-fifth held-out part, written blind and
// committed BEFORE its first run: by someone who had read only the action
// catalog and the service spec (both whole, in ../shared/spec), lines
// 89-155 and 428-480 of the README (its curl examples of the directory and
// its section on /ask), the shipped data (casinos.csv,
// rewards_programs.json and program_properties.csv, only through short
// scripts listing casinos with town, state, type, hotel, brand and nation,
// and programs with their tiers and thresholds), the whole of the
// twenty-ninth held-out part and the first eighty lines of the
// twenty-eighth (its header), the block of intent constants of ask.go
// (lines 10-65 were printed: the constants, the end of the imports before
// them and the first lines of the Intent type after them), the
// expectation type (lines 1-18 of heldout_test.go), the slugOf and
// programID helpers of ask_test.go and the heldOutParts function of
// score_test.go; of the git log, only the newest subject line, which names
// a few rules of earlier rounds in passing ("held to", "kept at",
// "Running Aces", "from each", "info"); none of them is used or imitated
// here. Never the rules of this package, the tuning phrases or the other
// held-out parts. Every casino, town, state, program, tier and family
// used was checked against data/ with a short script. Its places and
// casinos were chosen, where the data allowed, among those few or no
// earlier test files name (counted by a case-insensitive fixed-string
// grep, file names only): Fort Thompson, Lower Brule, Harlem, St. Michael,
// Welch, Kamiah, Powhattan and Deer River, the Revo casinos, Casino Club
// at Greenbrier, White Oak Casino, Grand Treasure Casino, Kansas Crossing
// Casino & Hotel, Kootenai River Inn Casino and Spa, Deadwood Mountain
// Grand and Wildhorse Resort & Casino, in the states WY, DE, WV, KS, ND,
// SD, MT, MN, ID, OR, NE, MD, NH and RI. The host language, Korean,
// cannot be checked: the shipped data does not say which languages hosts
// speak.
//
// Its wording is new: each phrase was checked with a case-insensitive
// fixed-string grep (file names only, never reading the files) against
// every test file of this package, with and without its closing mark;
// sixteen were found there and replaced before the file was written:
// "Show me the tribal casinos in Wyoming.", "List the Revo casinos in New
// Hampshire.", "Which rewards programs do you have information on?",
// "unity by hard rock tiers?", "How many hands per hour does a baccarat
// table deal?", "Is a $1,500 keno win reportable to the IRS" (without its
// mark), "Please set a weekly gambling budget of $250.", "limit my
// sessions to 2 hrs", "What limits are on my account right now?", "List
// my blackjack sessions from March 2026.", "Do I have any expired
// vouchers?", "offers expiring in the next 2 wks", "Pull up my W-2G forms
// for 2024" (without its mark), "total w2g winnings for 2025", "What were
// my deductible gambling losses in 2024?" and, among the replacements,
// "List the blackjack sessions I logged in March 2026." None of the sixty
// is there now.
//
// Its theme is a thirty-fourth CONTROL part: sixty ordinary questions over
// every area of the action catalog and the directory, in the ordinary mix
// of registers: 24 plain questions (one of them "Tell me about <casino>",
// counted as the plain way to ask for details), 12 requests ("Show me",
// "Please", "Find me", "Pull up", "List", "Tell me the", "Book me"), 14
// typed in lower case on a phone with common shorthand ("w/", "pts",
// "hrs", "wks", "pls", "sd", "w2g", "whats"), 5 with a sentence of
// context before or after a complete ask, 3 with a greeting or thanks and
// 2 relayed by an agent for its user. 51 are answerable and 9 expect Unknown. Every area is covered:
// searches by town, near and radius, by state with type, hotel and
// rewards, and a family's casinos; casino details; the list of programs,
// a ladder and three tiers' thresholds; game facts (house edge, pace);
// the W-2G rule; a help line and self-exclusion by state; a weekly and a
// monthly budget and a session cap (proposed) and the limits read; comp
// predictions (one casino and all) and an estimate; tier progress, the
// player's tiers, tier-match suggestions and a path; hosts at a casino,
// by language and the player's own; trips, sessions, visits, vouchers,
// offers and expiring offers, W-2G lists and totals, the tax summary and
// the bankroll. The nine Unknowns: the weather, a place to eat, a room to
// book, two casinos compared, another person's losses, a machine "due to
// hit", two questions in one, a deletion and a points transfer (changes
// /ask does not propose). No question lacks a field its intent needs, so
// none expects a missing field.
//
// It follows the conventions of the twenty-ninth part's header (a casino
// named for a player action keeps the name as typed; a host filter by
// casino is the typed words and the directory's name when the words name
// exactly one casino, with no parameter; a radius in miles is in
// kilometres to one decimal; a year named for the player's records is
// that calendar year; a town typed without its state is near the
// directory's town with its state; "in <town>" is near that town and "in
// <state>" is the state; a family's casinos in a state are the state with
// q the family's name as the directory spells it; a tier named with its
// program is not ambiguous; a casino's details answer what the directory
// keeps about it, whichever field is asked for; a limit of money in a
// period is a budget; off-topic questions are Unknown). Its own choices,
// where those are silent:
//   - A casino named in a player action is always typed here in its
//     capitals, so that "as typed" is never a question of case; names in
//     lower case appear only where no name is kept as typed (searches,
//     details, programs, help by state, and Unknowns).
//   - "whats the sac & fox casino in powhattan like" is the details of
//     Sac & Fox Casino - Powhattan: the directory has two Sac and Fox
//     casinos (the other in Stroud, OK), and "in powhattan" names one.
//   - "Does White Oak Casino in Deer River have a hotel?" is that casino's
//     details (has_hotel is a field the directory keeps), not a search.
//   - "casinos near lower brule sd" is near "Lower Brule, SD"; "sd" is the
//     state's shorthand and the town is in no other state.
//   - "racinos in delaware w/ a hotel" is DE with the type racino and
//     has_hotel; "any kansas casinos w/ a rewards program" is KS with
//     has_rewards.
//   - "What casinos are there in Fort Thompson, South Dakota?" is near
//     "Fort Thompson, SD" ("in <town>", with the state spelled out).
//   - "Please list the Revo casinos up in New Hampshire." is NH with q
//     "Revo", the word all four NH Revo casinos' names share (the family
//     convention; Revo is no brand in the data).
//   - "how many pts does onyx take at boyd" is the threshold of Onyx in
//     Boyd Rewards: "boyd" names that program as "Caesars" names
//     Caesars Rewards in the README's example, and "pts" asks the
//     threshold whatever its unit.
//   - "How many tier points does Premier take in WinStar Club Passport?"
//     and "How many Tier Credits do I need for Diamond Elite with Caesars
//     Rewards? I'm trying to plan my year." are thresholds; the second's
//     trailing sentence lends nothing.
//   - "unity by hard rock whats the tier ladder" and "What are the tier
//     levels in Boyd Rewards? Thanks!" are the programs' details (the
//     ladder).
//   - "Would a $1,500 keno ticket be reportable to the IRS?" is the W-2G
//     rule for keno with amount_won 1500; "I'm heading to Wheeling this
//     weekend. Does a $1,200 slot jackpot get reported?" is the rule for
//     slots with amount_won 1200 (a slot jackpot is the game slots; the
//     town in the context adds nothing).
//   - "Where can I find help for a gambling problem in Nebraska?" is the
//     help line (topic helpline) in NE; "how do i self exclude in
//     maryland" is self_exclusion in MD.
//   - "keep each session under 2 hrs pls" is a session cap of 120
//     minutes; "Please make my gambling budget $250 per week." a weekly
//     budget of 250; "I overspent in April. Set my monthly budget to
//     $600." a monthly budget of 600 (the April story adds no date).
//   - "What play limits are active on my account?" reads the limits.
//   - "What would 2 hours of $5 roulette earn me in comps? Just curious
//     before my trip." is the comp estimate for roulette, avg_bet 5,
//     hours 2; "predicted offers for all my casinos pls" is the
//     prediction for all casinos.
//   - "Show me how far I am from the next tier at Grand Treasure Casino."
//     is tier_progress there; "Hi there, what tier am I at each casino?"
//     is the player's tiers.
//   - "Can I match my Boyd Rewards Emerald status over to Caesars
//     Rewards?" is the tier-match path from Boyd Rewards' Emerald to
//     Caesars Rewards (the tier is named, so not the suggestions);
//     "Which programs would match the status I already have?" is the
//     suggestions.
//   - "Does Wildhorse have any casino hosts I could work with?" is
//     find_hosts filtered to "Wildhorse" and Wildhorse Resort & Casino
//     (the one casino whose name holds the word); "Find me a casino host
//     who speaks Korean." is find_hosts in Korean; "My user wants to know
//     which casino hosts they're connected with." is the player's hosts
//     (an agent's "they" is its user, the key's owner).
//   - "The user is asking for tribal casinos in Oregon that have a
//     hotel." is OR, tribal, has_hotel.
//   - "show my casino check ins pls" is the player's visits (check-ins
//     are visits); "Do I have any vouchers that already expired?" is the
//     vouchers with status "expired"; "my offers expiring within the next
//     2 wks?" is the expiring offers within 14 days.
//   - "Pull up the W-2G forms I have for tax year 2024." is the W-2G list
//     of 2024; "w2g wins total for 2025?" is the W-2G total of 2025; "What
//     did my deductible gambling losses come to for 2024?" is the tax
//     summary of 2024 (tax_year_summary answers deductible losses).
//   - "List the blackjack sessions I played during March 2026." is the
//     sessions of blackjack from 2026-03-01 to 2026-03-31.
//   - "Hello! Could you show me my bankroll balance?" is the bankroll.
//   - Unknown: "Book me a room at Wind River Hotel and Casino for Friday
//     night." (no action books rooms); "delete my trip to tiverton"
//     (delete_trip is an action /ask does not run or propose: only budgets
//     and session caps are proposed); "Please transfer my Boyd Rewards
//     points to my wife's account." (no action at all); "Which is better,
//     Fort Randall Casino Hotel or Royal River Casino & Hotel?" (two
//     casinos compared); "How much did my brother lose at Prairie Knights
//     last month?" (another person's records); "Which slot machine at
//     Mountaineer is due to hit next?" (no answer says that, and no such
//     thing as due); "whats my tier at boot hill and when do my offers
//     expire" (two questions in one, declined rather than half answered);
//     the snow in Deadwood and a place to eat in Pendleton, Oregon (off
//     topic, each with a town of the directory in it).
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at 334e05b, with the eighty-fifth and eighty-sixth parts
// added together after every round of the session, the session's last
// measurement, and no rule changed for them) scored 58 of 60 correct
// (96.7%): precision 100% (49 of 49 answers right), recall 96.1% (49 of
// 51 answerable), 2 declined and none wrong. No expectation was changed
// after it, and it is barred on its first run. Declined: "Which loyalty
// programs does your directory carry?" and "How quickly does a baccarat
// table move, in hands per hour?".
func heldOutEightyFifth(t testing.TB) []expectation {
	return []expectation{
		// The directory: by town, near and radius, by state with type,
		// hotel and rewards, a family, in context and relayed.
		{query: "What casinos are there in Fort Thompson, South Dakota?", intent: FindCasinos, params: params{"near": "Fort Thompson, SD"}},
		{query: "casinos near lower brule sd", intent: FindCasinos, params: params{"near": "Lower Brule, SD"}},
		{query: "Are there any casinos within 40 miles of Harlem, Montana?", intent: FindCasinos, params: params{"near": "Harlem, MT", "radius_km": 64.4}},
		{query: "Show me every tribal casino you list in Wyoming.", intent: FindCasinos, params: params{"state": "WY", "type": "tribal"}},
		{query: "racinos in delaware w/ a hotel", intent: FindCasinos, params: params{"state": "DE", "type": "racino", "has_hotel": true}},
		{query: "Which casinos in West Virginia have a hotel?", intent: FindCasinos, params: params{"state": "WV", "has_hotel": true}},
		{query: "Please list the Revo casinos up in New Hampshire.", intent: FindCasinos, params: params{"state": "NH", "q": "Revo"}},
		{query: "any kansas casinos w/ a rewards program", intent: FindCasinos, params: params{"state": "KS", "has_rewards": true}},
		{query: "What casinos are within 25 miles of St. Michael, North Dakota?", intent: FindCasinos, params: params{"near": "St. Michael, ND", "radius_km": 40.2}},
		{query: "Find me a casino with a hotel near Welch, Minnesota.", intent: FindCasinos, params: params{"near": "Welch, MN", "has_hotel": true}},
		{query: "My husband and I are driving across Idaho next week. Are there any casinos near Kamiah?", intent: FindCasinos, params: params{"near": "Kamiah, ID"}},
		{query: "The user is asking for tribal casinos in Oregon that have a hotel.", intent: FindCasinos, params: params{"state": "OR", "type": "tribal", "has_hotel": true}},

		// One casino's details.
		{query: "Tell me about the Casino Club at Greenbrier.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Casino Club at Greenbrier")}},
		{query: "whats the sac & fox casino in powhattan like", intent: CasinoDetail, params: params{"slug": slugOf(t, "Sac & Fox Casino - Powhattan")}},
		{query: "Does White Oak Casino in Deer River have a hotel?", intent: CasinoDetail, params: params{"slug": slugOf(t, "White Oak Casino")}},

		// Programs: the list, ladders and thresholds.
		{query: "Which loyalty programs does your directory carry?", intent: ListPrograms, params: params{}},
		{query: "What are the tier levels in Boyd Rewards? Thanks!", intent: ProgramDetail, params: params{"id": programID(t, "Boyd Rewards")}},
		{query: "unity by hard rock whats the tier ladder", intent: ProgramDetail, params: params{"id": programID(t, "Unity by Hard Rock")}},
		{query: "How many tier points does Premier take in WinStar Club Passport?", intent: TierRequirement, params: params{"id": programID(t, "WinStar Club Passport")}, tier: "Premier"},
		{query: "how many pts does onyx take at boyd", intent: TierRequirement, params: params{"id": programID(t, "Boyd Rewards")}, tier: "Onyx"},
		{query: "How many Tier Credits do I need for Diamond Elite with Caesars Rewards? I'm trying to plan my year.", intent: TierRequirement, params: params{"id": programID(t, "Caesars Rewards")}, tier: "Diamond Elite"},

		// Game facts and the W-2G rule.
		{query: "Tell me the house edge on keno.", intent: GameFacts, params: params{"game_type": "keno"}},
		{query: "How quickly does a baccarat table move, in hands per hour?", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "Would a $1,500 keno ticket be reportable to the IRS?", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1500}},
		{query: "I'm heading to Wheeling this weekend. Does a $1,200 slot jackpot get reported?", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 1200}},

		// Responsible-gaming help by state.
		{query: "Where can I find help for a gambling problem in Nebraska?", intent: RGHelp, params: params{"topic": "helpline", "state": "NE"}},
		{query: "how do i self exclude in maryland", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "MD"}},

		// The player's limits: changes proposed, and the limits read.
		{query: "Please make my gambling budget $250 per week.", intent: SetBudget, params: params{"period": "week", "amount": 250}},
		{query: "keep each session under 2 hrs pls", intent: SetSessionLimit, params: params{"max_minutes": 120}},
		{query: "I overspent in April. Set my monthly budget to $600.", intent: SetBudget, params: params{"period": "month", "amount": 600}},
		{query: "What play limits are active on my account?", intent: MyLimits, params: params{}},

		// Comps: predicted at one casino and at all, and estimated.
		{query: "What offer should I expect next from Kansas Crossing Casino?", intent: CompPredict, params: params{"casino_name": "Kansas Crossing Casino"}},
		{query: "predicted offers for all my casinos pls", intent: CompPredictAll, params: params{}},
		{query: "What would 2 hours of $5 roulette earn me in comps? Just curious before my trip.", intent: CompEstimate, params: params{"game_type": "roulette", "avg_bet": 5, "hours": 2}},

		// Tiers: progress at one casino, the player's tiers, tier matches.
		{query: "Show me how far I am from the next tier at Grand Treasure Casino.", intent: TierProgress, params: params{"casino_name": "Grand Treasure Casino"}},
		{query: "Hi there, what tier am I at each casino?", intent: MyTiers, params: params{}},
		{query: "Which programs would match the status I already have?", intent: TierMatchSuggestions, params: params{}},
		{query: "Can I match my Boyd Rewards Emerald status over to Caesars Rewards?", intent: TierMatchPaths, params: params{"program": "Boyd Rewards", "to_program": "Caesars Rewards"}, tier: "Emerald"},

		// Hosts at a casino, by language, and the player's own (relayed).
		{query: "Does Wildhorse have any casino hosts I could work with?", intent: FindHosts, params: params{}, filter: []string{"Wildhorse", "Wildhorse Resort & Casino"}},
		{query: "Find me a casino host who speaks Korean.", intent: FindHosts, params: params{"language": "Korean"}},
		{query: "My user wants to know which casino hosts they're connected with.", intent: MyHosts, params: params{}},

		// The player's records.
		{query: "Show my trips to Deadwood Mountain Grand in 2025.", intent: MyTrips, params: params{"casino_name": "Deadwood Mountain Grand", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "List the blackjack sessions I played during March 2026.", intent: MySessions, params: params{"game_type": "blackjack", "from": "2026-03-01", "to": "2026-03-31"}},
		{query: "show my casino check ins pls", intent: MyVisits, params: params{}},
		{query: "Do I have any vouchers that already expired?", intent: MyVouchers, params: params{"status": "expired"}},
		{query: "What offers do I have from Kootenai River Inn?", intent: MyOffers, params: params{"casino_name": "Kootenai River Inn"}},
		{query: "my offers expiring within the next 2 wks?", intent: ExpiringOffers, params: params{"within_days": 14}},
		{query: "Pull up the W-2G forms I have for tax year 2024.", intent: MyW2Gs, params: params{"tax_year": 2024}},
		{query: "w2g wins total for 2025?", intent: W2GTotal, params: params{"tax_year": 2025}},
		{query: "What did my deductible gambling losses come to for 2024?", intent: TaxSummary, params: params{"tax_year": 2024}},
		{query: "Hello! Could you show me my bankroll balance?", intent: Bankroll, params: params{}},

		// Unknown: changes /ask does not propose, a comparison, another
		// person's records, a thing no answer says, two questions in one,
		// and off topic.
		{query: "Book me a room at Wind River Hotel and Casino for Friday night.", intent: Unknown, params: params{}},
		{query: "delete my trip to tiverton", intent: Unknown, params: params{}},
		{query: "Please transfer my Boyd Rewards points to my wife's account.", intent: Unknown, params: params{}},
		{query: "Which is better, Fort Randall Casino Hotel or Royal River Casino & Hotel?", intent: Unknown, params: params{}},
		{query: "How much did my brother lose at Prairie Knights last month?", intent: Unknown, params: params{}},
		{query: "Which slot machine at Mountaineer is due to hit next?", intent: Unknown, params: params{}},
		{query: "whats my tier at boot hill and when do my offers expire", intent: Unknown, params: params{}},
		{query: "Is it going to snow in Deadwood this weekend?", intent: Unknown, params: params{}},
		{query: "What's a good place to eat in Pendleton, Oregon?", intent: Unknown, params: params{}},
	}
}
