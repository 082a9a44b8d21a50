package ask

import "testing"

// heldOutSeventyNinth is a seventy-ninth held-out part, written blind and
// committed BEFORE its first run: by someone who had read only the action
// catalog and the service spec (both whole), lines 89-155 and 428-480 of
// the README (its curl examples of the directory and its section on /ask),
// the shipped data (casinos.csv, rewards_programs.json and
// program_properties.csv, only through short scripts that listed casinos
// with town, state, type, hotel, brand, nation, hotel rooms and slot
// machines, counted casinos by state, type and brand, and listed programs
// with their tiers and thresholds; a listing of data/ was printed too,
// and a grep of data/us_cities.csv for five of the towns used and for
// Dover printed its one line for Dover, DE and its line count),
// the whole of the twenty-ninth held-out part and the first 80 lines of
// the twenty-eighth (its header), lines 1-70 of ask.go (the package doc
// comment, the imports, the block of intent constants and the first lines
// of the Intent type), the expectation type (lines 1-18 of
// heldout_test.go), the slugOf and programID helpers (lines 73-97 of
// ask_test.go, which also showed the first line of the phrasing type's doc
// comment) and the heldOutParts function of score_test.go; of the git log
// only the newest subject line, which quotes one tuning phrase ("the user
// is ... and needs a daily budget of $100"); it is not used or imitated
// here (the two relayed questions ask no change). Never the rules of this
// package, the tuning phrases or the other held-out parts. Every casino,
// program, tier, town, state and nation used was checked against data/
// with a short script. Its wording is new: each question, and each
// sentence of the questions of several sentences, was checked with a
// case-insensitive fixed-string grep (file names only) against every test
// file of this package not to be in the corpus already, with and without
// its closing mark; fourteen were found there and replaced before the
// file was written: "Hi there!" (a greeting), "racinos in delaware?",
// "delaware racinos?", "List every rewards program in the directory.",
// "Is a $1,500 keno win reportable?", "Set a weekly budget of $250 for
// me.", "Put me on a $250 weekly budget.", "What limits are on my account
// right now?", "Predict my next offers at every casino I play.", "Who are
// the hosts I'm connected with?", "Which casino hosts am I connected
// to?", "Which hosts have I linked up with so far?", "which offers r
// expiring in the next 2 wks" and "What's my current bankroll balance?".
// None of the sixty is there now. Its places, casinos and nation were
// chosen, where the data allowed, among those earlier test files name
// least (by the same kind of grep, file names only): Hankinson, Lame
// Deer, Fort Belknap Casino, Tesuque Pueblo Casino and Revo Casino Keene
// are named by none; Lewiston, Williston, Choctaw
// Landing, Golden Buffalo Casino, Casino White Cloud, Northern Winz, Fire
// Rock Casino, Northern Edge Navajo Casino, Shoshone Rose and the Navajo
// Nation by one; Hmong (a host language: the shipped data says nothing of
// hosts' languages, so it could not be checked), Bally's Dover,
// Clearwater River Casino, Mountaineer Casino, Royal River Casino and
// Taos by two. The
// programs are the less asked ones where the question allows (Momentum
// Rewards, 24K Select Club, Genting Rewards' Tier 3, WinStar Club
// Passport's Premier, Boyd Rewards' Sapphire, Wynn Rewards), and the
// states are mostly ones with few casinos in the directory (ND, MT, WV,
// ID, WY, ME, NE, DE, KS, SD, NH, MD, NM), with one casino in OK.
//
// Its theme is a twenty-ninth CONTROL part, the session's last
// measurement: sixty ordinary questions over every area of the action
// catalog and the directory, in the ordinary mix of registers: 24 plain
// questions, 12 requests, 14 typed in lower case on a phone with common
// shorthand ("w/", "pts", "hrs", "min", "wks", "yr", "2k", "w2g", "pls",
// "r", "lol", "hands/hr"), 5 with a sentence of context before or after a
// complete ask, 3 with a greeting or thanks, and 2 relayed by an agent for
// its user. 51 are answerable and 9 expect Unknown (5 plain, 2 requests,
// 2 phone). Every area is covered: place, near, radius, hotel, type,
// state, rewards and nation searches, casino details, the program list,
// programs and ladders and one tier's threshold, game facts, the W-2G
// rule, help lines and self-exclusion, budget and session limits
// (proposed) and the limits read, comp predictions (one casino and all)
// and an estimate, tier progress and the player's tiers, tier-match
// suggestions and a path, hosts (at a casino, by language, the player's
// own), trips, sessions, visits, vouchers, offers and expiring offers,
// W-2G lists and totals, the tax summary and the bankroll. No question
// lacks a field its intent needs, so none expects a missing field, and
// no question names a date relative to today (every year or month is
// written out).
//
// It follows the conventions of the twenty-ninth part's header, and of
// the twenty-eighth's where that one names more (a casino named for a
// player action keeps the name as typed; a host filter by casino is the
// typed words and the directory's name when the words name exactly one
// casino, with no parameter; a radius in miles is in kilometres to one
// decimal; a year named for the player's records is that calendar year;
// a month named with its year is that month; a town typed without its
// state is near the directory's town with its state; "in <town>" is near
// that town and "in <state>" is the state; a family's casinos in a state
// are the state with q the family's name as the directory spells it; a
// tier named with its program is not ambiguous; a casino's details answer
// what the directory keeps about it, whichever field is asked for; a
// limit of money in a period is a budget; off-topic questions, another
// person's records, a detail no answer says and a change /ask does not
// propose are Unknown). Its own choices, where those are silent:
//   - The register adds nothing and takes nothing: a greeting or thanks
//     ("Hey, quick one:", "Thanks in advance:", "Hello! ... Thanks.") is
//     not part of the ask; a sentence of context before or after a
//     complete ask lends it nothing ("We're driving across North Dakota
//     in August." before a radius search of Williston, "I hit one at
//     Shoshone Rose last night." after the W-2G rule for a $1,500 keno
//     win, which stays the rule and does not become a casino's anything);
//     a question relayed by an agent ("My user wants to know ...", "The
//     user is asking for their ...") is the user's own.
//   - Phone shorthand is read as meant: "w/ a hotel" is has_hotel, "pts"
//     points, "tier 3 at genting rewards" Genting Rewards' Tier 3 (the
//     ladder spells it "Tier 3"), "hands/hr at a baccarat table" the
//     game's facts (its pace), "a 2k slot jackpot" 2000 at slots, "45
//     min" 45 minutes, "3 hrs of $10 roulette" avg_bet 10 for 3 hours,
//     "the next 2 wks" 14 days, "tax yr 2024" the tax year 2024; a phone
//     question typed without its state ("lewiston idaho" has it; "taos"
//     does not) is near the directory's one town of that name.
//   - "Which tribe runs Golden Buffalo Casino?" is that casino's details
//     (its tribal_nation), not a search by nation: it names one casino
//     and asks a fact the directory keeps about it. "What do you have on
//     Fort Belknap Casino?" and "does tesuque pueblo casino have a hotel"
//     are details too, and so is "How many hotel rooms are at Choctaw
//     Landing?" (the directory keeps 100).
//   - "What tiers does Momentum Rewards have?" and "Show me the 24K
//     Select Club program." are those programs' details, although the
//     shipped data keeps no ladder for either: the details are the answer
//     that says so.
//   - "List the casinos the Navajo Nation runs in New Mexico." is NM with
//     q "Navajo Nation" (the directory's spelling of the nation, as the
//     README's "Chickasaw Nation" example); "Which Nebraska casinos have
//     a rewards program?" is NE with has_rewards.
//   - "Does a $1,500 keno win need a W-2G?" and "does a 2k slot jackpot
//     get a w2g" are the W-2G rule for that game and amount.
//   - "who can I call for problem gambling help in Idaho?" is the
//     helpline in ID; "Explain how self-exclusion works in Kansas." is
//     self-exclusion in KS.
//   - "Make my budget $250 per week from now on." is a weekly budget of
//     250; "Limit my spending to $1,200 a month." a monthly budget of
//     1200 (a limit of money in a period); "set a 45 min limit per
//     session pls" a session limit of 45 minutes; "Which gambling limits
//     have I set on my account?" reads the limits.
//   - "Forecast the next offer from each casino I play at." is the
//     prediction for all casinos; "What offer should I expect next from
//     Casino White Cloud?" the prediction there.
//   - "How close am I to the next tier at Bally's Dover?" is tier
//     progress there, the name as typed; "Which tier do I hold at each
//     casino?" the player's tiers; "Find programs that would match my
//     current status." the tier-match suggestions; "Would Wynn Rewards
//     match my Boyd Rewards Onyx tier?" the path from Boyd Rewards' Onyx
//     to Wynn Rewards (the tier named, so not the player's suggestions;
//     the data keeps no ladder for Wynn Rewards, which does not change
//     what is asked).
//   - "Are there any hosts at Royal River Casino?" is find_hosts filtered
//     to "Royal River Casino" and Royal River Casino & Hotel (the one
//     casino those words name); "any hosts who speak hmong" is find_hosts
//     in Hmong, capitalised as a language is; "Do I have any casino hosts
//     connected to my account?" is the player's hosts.
//   - "List my 2024 trips to Northern Winz." is the trips there in 2024;
//     "Show my poker sessions from January 2026." the poker sessions of
//     that month; "Show all the casino check-ins I've made." the visits;
//     "Show my vouchers that are still open." the vouchers with status
//     open; "Do I have any offers from Clearwater River Casino?" the
//     offers there as typed; "any of my offers run out in the next 2 wks"
//     the expiring offers within 14 days; "their W-2G forms from 2024"
//     the W-2G list of 2024; "the total of my W-2G winnings for 2025" the
//     W-2G total of 2025; "my net for tax yr 2024" the tax summary of
//     2024; "How much is my bankroll holding at the moment?" the bankroll.
//   - Unknown: "Will it snow in Dodge City this weekend?" (weather, off
//     topic even with a town of the directory); "Does Fire Rock Casino
//     have more slot machines than Northern Edge Navajo Casino?" (two
//     casinos compared; no answer compares); "How much has my brother
//     lost at Rocky Gap this year?" (another person's records); "Mark my
//     free play offer from Mountaineer Casino as redeemed." (a change
//     /ask does not propose: only budgets and session limits are
//     proposed); "whats the loosest slot at revo casino keene lol" (no
//     answer ranks a casino's machines); "Book me a room at Spirit Lake
//     Casino and Resort for Friday night." (no action books rooms);
//     "Which casino in Montana has the biggest gaming floor?" (a search
//     by state is ordered by name, not by floor size); "whats my bankroll
//     and what tier am i at boot hill" (two questions in one, declined
//     rather than answered by half); "What's the dress code at Wind River
//     Hotel and Casino?" (a detail the directory does not keep).
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at 55a30ed, with the seventy-ninth and eightieth parts
// added together after every round of the session, and no rule changed
// for them) scored 58 of 60 correct
// (96.7%): precision 100% (49 of 49 answers right), recall 96.1% (49 of
// 51 answerable), 2 declined and none wrong. No expectation was changed
// after it. Declined: "Hey, quick one: what casinos are in Wyoming?" and
// "Give me the full list of loyalty programs you track.".
//
// After its fix round (by the maintainer, with tuning phrases in other
// words checked to fail first) it scored 60 of 60: "quick one:" opens
// nothing, as "quick question" did, and "the full list of" asks the list.
func heldOutSeventyNinth(t testing.TB) []expectation {
	return []expectation{
		// The directory: searches by town, radius, state, type, hotel,
		// rewards and nation, in every register.
		{query: "What casinos are there in Hankinson?", intent: FindCasinos, params: params{"near": "Hankinson, ND"}},
		{query: "Which casinos are within 25 miles of Lame Deer, Montana?", intent: FindCasinos, params: params{"near": "Lame Deer, MT", "radius_km": 40.2}},
		{query: "Which commercial casinos are in West Virginia?", intent: FindCasinos, params: params{"state": "WV", "type": "commercial"}},
		{query: "casinos w/ a hotel near lewiston idaho", intent: FindCasinos, params: params{"near": "Lewiston, ID", "has_hotel": true}},
		{query: "any tribal casinos around taos", intent: FindCasinos, params: params{"near": "Taos, NM", "type": "tribal"}},
		{query: "Hey, quick one: what casinos are in Wyoming?", intent: FindCasinos, params: params{"state": "WY"}},
		{query: "My user wants to know which casinos in Maine have a hotel.", intent: FindCasinos, params: params{"state": "ME", "has_hotel": true}},
		{query: "Which Nebraska casinos have a rewards program?", intent: FindCasinos, params: params{"state": "NE", "has_rewards": true}},
		{query: "List the casinos the Navajo Nation runs in New Mexico.", intent: FindCasinos, params: params{"state": "NM", "q": "Navajo Nation"}},
		{query: "We're driving across North Dakota in August. What casinos are within 40 miles of Williston?", intent: FindCasinos, params: params{"near": "Williston, ND", "radius_km": 64.4}},
		{query: "r there racinos in delaware", intent: FindCasinos, params: params{"state": "DE", "type": "racino"}},
		{query: "Which casino in Montana has the biggest gaming floor?", intent: Unknown, params: params{}},
		{query: "Will it snow in Dodge City this weekend?", intent: Unknown, params: params{}},

		// One casino's details, two casinos compared, and a detail the
		// directory does not keep.
		{query: "How many hotel rooms are at Choctaw Landing?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Choctaw Landing")}},
		{query: "Which tribe runs Golden Buffalo Casino?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Golden Buffalo Casino")}},
		{query: "What do you have on Fort Belknap Casino?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Fort Belknap Casino")}},
		{query: "does tesuque pueblo casino have a hotel", intent: CasinoDetail, params: params{"slug": slugOf(t, "Tesuque Pueblo Casino")}},
		{query: "Does Fire Rock Casino have more slot machines than Northern Edge Navajo Casino?", intent: Unknown, params: params{}},
		{query: "What's the dress code at Wind River Hotel and Casino?", intent: Unknown, params: params{}},

		// Programs: the list, two programs' details, and three tiers'
		// thresholds.
		{query: "Give me the full list of loyalty programs you track.", intent: ListPrograms, params: params{}},
		{query: "What tiers does Momentum Rewards have?", intent: ProgramDetail, params: params{"id": programID(t, "Momentum Rewards")}},
		{query: "Show me the 24K Select Club program.", intent: ProgramDetail, params: params{"id": programID(t, "24K Select Club")}},
		{query: "What does it take to reach Sapphire in Boyd Rewards?", intent: TierRequirement, params: params{"id": programID(t, "Boyd Rewards")}, tier: "Sapphire"},
		{query: "how many pts for tier 3 at genting rewards", intent: TierRequirement, params: params{"id": programID(t, "Genting Rewards")}, tier: "Tier 3"},
		{query: "How many points is Premier in WinStar Club Passport? I'm about halfway there, I think.", intent: TierRequirement, params: params{"id": programID(t, "WinStar Club Passport")}, tier: "Premier"},

		// Game facts and the W-2G rule.
		{query: "hands/hr at a baccarat table?", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "How big is the house edge on a craps table?", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "does a 2k slot jackpot get a w2g", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 2000}},
		{query: "Does a $1,500 keno win need a W-2G? I hit one at Shoshone Rose last night.", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1500}},

		// Responsible-gaming help by state.
		{query: "Thanks in advance: who can I call for problem gambling help in Idaho?", intent: RGHelp, params: params{"topic": "helpline", "state": "ID"}},
		{query: "Explain how self-exclusion works in Kansas.", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "KS"}},

		// The player's limits: changes proposed, and the limits read.
		{query: "set a 45 min limit per session pls", intent: SetSessionLimit, params: params{"max_minutes": 45}},
		{query: "I'm trying to be more careful with money. Make my budget $250 per week from now on.", intent: SetBudget, params: params{"period": "week", "amount": 250}},
		{query: "Limit my spending to $1,200 a month.", intent: SetBudget, params: params{"period": "month", "amount": 1200}},
		{query: "Which gambling limits have I set on my account?", intent: MyLimits, params: params{}},

		// Comps: predicted at one casino and at all, and estimated.
		{query: "What offer should I expect next from Casino White Cloud?", intent: CompPredict, params: params{"casino_name": "Casino White Cloud"}},
		{query: "Forecast the next offer from each casino I play at.", intent: CompPredictAll, params: params{}},
		{query: "comps for 3 hrs of $10 roulette?", intent: CompEstimate, params: params{"game_type": "roulette", "avg_bet": 10, "hours": 3}},

		// Tiers: progress at one casino, the player's tiers, tier matches.
		{query: "Hello! How close am I to the next tier at Bally's Dover? Thanks.", intent: TierProgress, params: params{"casino_name": "Bally's Dover"}},
		{query: "Which tier do I hold at each casino?", intent: MyTiers, params: params{}},
		{query: "Find programs that would match my current status.", intent: TierMatchSuggestions, params: params{}},
		{query: "Would Wynn Rewards match my Boyd Rewards Onyx tier?", intent: TierMatchPaths, params: params{"program": "Boyd Rewards", "to_program": "Wynn Rewards"}, tier: "Onyx"},

		// Hosts at a casino, by language, and the player's own.
		{query: "Are there any hosts at Royal River Casino?", intent: FindHosts, params: params{}, filter: []string{"Royal River Casino", "Royal River Casino & Hotel"}},
		{query: "any hosts who speak hmong", intent: FindHosts, params: params{"language": "Hmong"}},
		{query: "Do I have any casino hosts connected to my account?", intent: MyHosts, params: params{}},

		// The player's records: trips, sessions, visits, vouchers, offers,
		// W-2Gs, the tax year and the bankroll.
		{query: "List my 2024 trips to Northern Winz.", intent: MyTrips, params: params{"casino_name": "Northern Winz", "from": "2024-01-01", "to": "2024-12-31"}},
		{query: "Show my poker sessions from January 2026.", intent: MySessions, params: params{"game_type": "poker", "from": "2026-01-01", "to": "2026-01-31"}},
		{query: "Show all the casino check-ins I've made.", intent: MyVisits, params: params{}},
		{query: "Show my vouchers that are still open. I think I left a couple in my jacket.", intent: MyVouchers, params: params{"status": "open"}},
		{query: "Do I have any offers from Clearwater River Casino?", intent: MyOffers, params: params{"casino_name": "Clearwater River Casino"}},
		{query: "any of my offers run out in the next 2 wks", intent: ExpiringOffers, params: params{"within_days": 14}},
		{query: "The user is asking for their W-2G forms from 2024.", intent: MyW2Gs, params: params{"tax_year": 2024}},
		{query: "What's the total of my W-2G winnings for 2025?", intent: W2GTotal, params: params{"tax_year": 2025}},
		{query: "my net for tax yr 2024", intent: TaxSummary, params: params{"tax_year": 2024}},
		{query: "How much is my bankroll holding at the moment?", intent: Bankroll, params: params{}},

		// Unknown: another person's records, a change /ask does not
		// propose, a ranking no answer makes, a booking, and two
		// questions in one.
		{query: "How much has my brother lost at Rocky Gap this year?", intent: Unknown, params: params{}},
		{query: "Mark my free play offer from Mountaineer Casino as redeemed.", intent: Unknown, params: params{}},
		{query: "whats the loosest slot at revo casino keene lol", intent: Unknown, params: params{}},
		{query: "Book me a room at Spirit Lake Casino and Resort for Friday night.", intent: Unknown, params: params{}},
		{query: "whats my bankroll and what tier am i at boot hill", intent: Unknown, params: params{}},
	}
}
