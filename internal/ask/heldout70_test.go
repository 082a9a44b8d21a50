package ask

import "testing"

// heldOutSeventieth is a seventieth held-out part, written blind and
// committed BEFORE its first run: by someone who had read only the action
// catalog and the service spec (both whole), lines 89-155 and 428-480 of the
// README (its curl examples of the directory and its section on /ask), the
// shipped data (casinos.csv, rewards_programs.json and
// program_properties.csv, only through short scripts that listed casinos
// with town, state, type, hotel, brand and nation, and programs with their
// tiers and thresholds), the whole of the twenty-ninth held-out part and
// the first 80 lines of the twenty-eighth (its header), the first const
// block of ask.go (the intent constants; the print also showed the package
// comment, the imports and the first lines of the Intent type), the
// expectation type (lines 1-18 of heldout_test.go), the slugOf and
// programID helpers of ask_test.go, the heldOutParts function of
// score_test.go and the newest subject line of the git log; never the
// rules of this package, the tuning phrases or the other held-out parts.
// Every casino, program, tier, town, state and nation used was checked
// against data/ with a short script.
//
// Its wording is new: each question, and each sentence of a question of
// several sentences, was checked with a case-insensitive fixed-string grep
// (file names only) against every test file of this package, with and
// without its closing mark. Twelve whole asks were found there and
// replaced before the file was written: "What racinos are there in
// Delaware?", "Which casinos does the Ho-Chunk Nation run?", "What tiers
// does Boyd Rewards have?", "Is a $1,500 keno win reportable on a W-2G?",
// "How do I sign up for self-exclusion in Indiana?", "Which programs
// would match my current status?", "Which of my offers expire in the next
// two weeks?", "Set a monthly budget of $600 for me.", "Find me a host who
// speaks Spanish.", then "Does Delaware have any racinos?", "Who are the
// hosts I'm connected with?" and "What casinos are near Eagle Pass,
// Texas?"; and five pleasantries around an ask ("Hi!", "Thanks!",
// "Thanks so much.", "Much appreciated.", "Hey there,") were found and
// replaced too. None of the sixty, and none of their sentences, is there
// now.
//
// Its theme is a twenty-third CONTROL part, the session's last
// measurement: sixty ordinary questions over every area of the action
// catalog and the directory, in the ordinary mix of registers: 22 plain
// questions, 12 requests, 14 typed in lower case on a phone with common
// shorthand ("tc", "pts", "hands/hr", "w2g", "pls", "rn", "r", "til",
// "sat", "mn"), 6 with a sentence of context before or after a complete
// ask, 3 with a greeting or thanks and 3 relayed by an agent for its user.
// Its places come from many states, small ones among them: Wyoming,
// Delaware, Alaska, West Virginia, Maine, Nebraska, North Dakota, North
// Carolina, Alabama, Kansas, Oregon, Minnesota, Iowa, Indiana, Wisconsin,
// Colorado, New York, Texas, Mississippi, Michigan, Connecticut and New
// Mexico.
//
// 51 of 60 are answerable: casino searches 9 (type in a state twice, a
// nation's casinos, rewards in a state, hotel in a state, near a town
// three times, a radius), casino details 3, a program's ladder and the
// program list 2, a tier's threshold 3, game facts 2, the W-2G rule 2,
// help lines and self-exclusion 3, budgets 2 and session limits 2
// (proposed), the limits read 1, comp prediction at one casino 1 and at
// all 1, a comp estimate 1, tier progress 2, the player's tiers 1,
// tier-match suggestions 1 and a path 1, hosts by casino and by language
// 2, the player's hosts 1, trips 2, sessions 1, visits 1, vouchers 1,
// offers 1, expiring offers 1, W-2G list 1 and total 1, the tax summary 1
// and the bankroll 1. 9 of 60 expect Unknown: two casinos compared, a
// detail the directory does not keep (buffet hours; a dress code, relayed
// by an agent), another person's tier, two changes /ask does not propose
// (deleting a trip, booking a room), the weather, the best-paying slot at
// a casino, and a rental car. No question lacks a field its intent needs,
// so none expects a missing field.
//
// It follows the twenty-ninth part's conventions (a casino named for a
// player action keeps the name as typed; a host filter by casino is the
// typed words and the directory's name when the words name exactly one
// casino, with no parameter; a radius in miles is in kilometres to one
// decimal; a year named for the player's records is that calendar year; a
// month named with its year is that month; a town typed without its state
// is near the directory's town with its state; a tier named with its
// program is not ambiguous; a casino's details answer what the directory
// keeps about it, whichever field is asked for; a limit of money in a
// period is a budget; off-topic questions are Unknown). Its own choices,
// where those are silent:
//   - a nation's casinos ("Which casinos belong to the Ho-Chunk Nation?")
//     are q with the nation's name as the directory spells it, as in the
//     README's "q=Chickasaw%20Nation";
//   - a town typed in lower case with a state code after it ("casinos
//     near hinckley mn") is near the directory's town and state,
//     "Hinckley, MN";
//   - a casino named in lower case for a player action keeps the case
//     typed ("how many pts til next tier at fortune bay" is tier_progress
//     with casino_name "fortune bay"), since casino_name is free text;
//   - "the tier-match path from MGM Gold to Caesars Rewards" is the path
//     from MGM Rewards to Caesars Rewards with the tier Gold (the source
//     tier; Gold is a tier of both programs, and "MGM Gold" names MGM's);
//   - "how many tc for diamond elite at caesars" is Diamond Elite's
//     threshold in Caesars Rewards ("tc" is tier credits; "caesars" with a
//     tier of its ladder names the program);
//   - "Which rewards program does Belterra Casino Resort use?" is that
//     casino's details, which carry its rewards program (the words name
//     one casino; Belterra Park is another);
//   - "How many vouchers have I redeemed?" is the vouchers with the status
//     "redeemed" (the list answers a count);
//   - "What were my gambling wins and losses for tax year 2024?" is the tax
//     summary of 2024, and "total of my w2g wins for 2023?" the W-2G total
//     of 2023;
//   - "what offers r all my casinos likely to send me" is the prediction
//     for all casinos; "Predict what offer Grand Casino Mille Lacs will
//     send me next." the prediction there;
//   - "what tier am i at everywhere i play" is the player's tiers;
//     "Which loyalty programs would honor the status I already hold?" is
//     tier-match suggestions;
//   - "Please limit each gambling session to 2 hours." is a session limit
//     of 120 minutes; "Put me on a $650 monthly gambling budget." a
//     monthly budget of 650; "set my weekly budget to 250 pls" a weekly
//     budget of 250;
//   - "Which of my offers are expiring within 10 days?" is the expiring
//     offers within 10 days;
//   - a sentence of context lends the ask nothing: "We just got back from
//     Vicksburg." before the trips to Riverwalk Casino Hotel in 2026, "It's
//     for a friend of mine." after Iowa's help line (a help line is no one's
//     records, so the friend makes it no other person's question), "I had a
//     rough month at the tables." before a 45-minute session limit;
//   - a question relayed by an agent ("My user wants to know ...", "The
//     user I'm assisting would like ...", "On behalf of my user: ...") is
//     read as the user's own;
//   - Unknown: "Is Wind Creek Montgomery bigger than Wind Creek Wetumpka?"
//     (no answer compares two casinos); buffet hours at Prairie Knights and
//     the dress code at Foxwoods (details the directory does not keep);
//     "What tier does my brother hold at Mohegan Sun?" (another person's
//     records); "Delete my trip to Harrah's Cherokee from 2024." and "Book
//     me a room at Little River Casino Resort for Friday night." (changes
//     /ask does not propose: it proposes only budgets and session limits);
//     "which slot at soaring eagle pays out best" (no action ranks a
//     casino's machines; machine_stats is one of the player's own
//     machines); the weather in Deadwood and a rental car in Albuquerque
//     (off topic, with a town of the directory).
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at a62c9e7, with the seventieth to seventy-third parts
// added together and no rule changed for them) scored 59 of 60 correct
// (98.3%): precision 98.0% (50 of 51 answers right), recall 98.0% (50 of
// 51 answerable), none declined and 1 wrong. No expectation was changed
// after it. The wrong one: "what tier am i at everywhere i play" (the
// tiers filtered by a casino "everywhere i play").
//
// After its fix round (one rule, by the maintainer, with tuning phrases
// in other words checked to fail first) it scored 60 of 60: "everywhere
// I play" ("anywhere we go", "everywhere I've played") names no casino
// and filters nothing.
func heldOutSeventieth(t testing.TB) []expectation {
	return []expectation{
		// Plain questions (22).
		{query: "Which tribal casinos does Wyoming have?", intent: FindCasinos, params: params{"state": "WY", "type": "tribal"}},
		{query: "Which Delaware casinos are racinos?", intent: FindCasinos, params: params{"state": "DE", "type": "racino"}},
		{query: "Which casinos belong to the Ho-Chunk Nation?", intent: FindCasinos, params: params{"q": "Ho-Chunk Nation"}},
		{query: "Do any casinos in Alaska have a rewards program?", intent: FindCasinos, params: params{"state": "AK", "has_rewards": true}},
		{query: "How many slot machines does Oxford Casino have?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Oxford Casino")}},
		{query: "Is Wind Creek Montgomery bigger than Wind Creek Wetumpka?", intent: Unknown, params: params{}},
		{query: "What time does the buffet close at Prairie Knights Casino & Resort?", intent: Unknown, params: params{}},
		{query: "What levels are there in Boyd Rewards?", intent: ProgramDetail, params: params{"id": programID(t, "Boyd Rewards")}},
		{query: "How many tier credits does Platinum need in MGM Rewards?", intent: TierRequirement, params: params{"id": programID(t, "MGM Rewards")}, tier: "Platinum"},
		{query: "What's the house edge on video poker?", intent: GameFacts, params: params{"game_type": "video_poker"}},
		{query: "Would a $1,650 keno payout need a W-2G?", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1650}},
		{query: "How can I put myself on Indiana's self-exclusion list?", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "IN"}},
		{query: "What would $10 craps for 5 hours be worth in comps?", intent: CompEstimate, params: params{"game_type": "craps", "avg_bet": 10, "hours": 5}},
		{query: "How close am I to the next tier at Kansas Star?", intent: TierProgress, params: params{"casino_name": "Kansas Star"}},
		{query: "Which loyalty programs would honor the status I already hold?", intent: TierMatchSuggestions, params: params{}},
		{query: "Which hosts at Turning Stone are taking new players?", intent: FindHosts, params: params{}, filter: []string{"Turning Stone", "Turning Stone Resort & Casino"}},
		{query: "What trips have I logged at Wind River Hotel and Casino in 2025?", intent: MyTrips, params: params{"casino_name": "Wind River Hotel and Casino", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "How many vouchers have I redeemed?", intent: MyVouchers, params: params{"status": "redeemed"}},
		{query: "Which of my offers are expiring within 10 days?", intent: ExpiringOffers, params: params{"within_days": 10}},
		{query: "What were my gambling wins and losses for tax year 2024?", intent: TaxSummary, params: params{"tax_year": 2024}},
		{query: "What's the current balance of my bankroll?", intent: Bankroll, params: params{}},
		{query: "What tier does my brother hold at Mohegan Sun?", intent: Unknown, params: params{}},

		// Requests (12).
		{query: "List the casinos with a hotel in West Virginia.", intent: FindCasinos, params: params{"state": "WV", "has_hotel": true}},
		{query: "Give me the details on Sky Ute Casino.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Sky Ute Casino")}},
		{query: "Please list the rewards programs you know about.", intent: ListPrograms, params: params{}},
		{query: "Put me on a $650 monthly gambling budget.", intent: SetBudget, params: params{"period": "month", "amount": 650}},
		{query: "Please limit each gambling session to 2 hours.", intent: SetSessionLimit, params: params{"max_minutes": 120}},
		{query: "Predict what offer Grand Casino Mille Lacs will send me next.", intent: CompPredict, params: params{"casino_name": "Grand Casino Mille Lacs"}},
		{query: "Find me a casino host that speaks Korean.", intent: FindHosts, params: params{"language": "Korean"}},
		{query: "List my blackjack sessions from March 2026.", intent: MySessions, params: params{"game_type": "blackjack", "from": "2026-03-01", "to": "2026-03-31"}},
		{query: "Show the offers I have from Seven Feathers.", intent: MyOffers, params: params{"casino_name": "Seven Feathers"}},
		{query: "Show my W-2G forms for tax year 2025.", intent: MyW2Gs, params: params{"tax_year": 2025}},
		{query: "Delete my trip to Harrah's Cherokee from 2024.", intent: Unknown, params: params{}},
		{query: "Book me a room at Little River Casino Resort for Friday night.", intent: Unknown, params: params{}},

		// Typed in lower case on a phone, with shorthand (14).
		{query: "casinos near hinckley mn", intent: FindCasinos, params: params{"near": "Hinckley, MN"}},
		{query: "how many tc for diamond elite at caesars", intent: TierRequirement, params: params{"id": programID(t, "Caesars Rewards")}, tier: "Diamond Elite"},
		{query: "how many hands/hr does a baccarat table deal", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "do i get a w2g for 1200 on slots", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 1200}},
		{query: "gambling help line for nebraska pls", intent: RGHelp, params: params{"topic": "helpline", "state": "NE"}},
		{query: "set my weekly budget to 250 pls", intent: SetBudget, params: params{"period": "week", "amount": 250}},
		{query: "what play limits do i have set rn", intent: MyLimits, params: params{}},
		{query: "what offers r all my casinos likely to send me", intent: CompPredictAll, params: params{}},
		{query: "what tier am i at everywhere i play", intent: MyTiers, params: params{}},
		{query: "how many pts til next tier at fortune bay", intent: TierProgress, params: params{"casino_name": "fortune bay"}},
		{query: "show all my casino check ins", intent: MyVisits, params: params{}},
		{query: "total of my w2g wins for 2023?", intent: W2GTotal, params: params{"tax_year": 2023}},
		{query: "whats the weather gonna be in deadwood sat", intent: Unknown, params: params{}},
		{query: "which slot at soaring eagle pays out best", intent: Unknown, params: params{}},

		// A sentence of context before or after a complete ask (6).
		{query: "I'm retiring to the Oregon coast next year. What casinos are near Lincoln City?", intent: FindCasinos, params: params{"near": "Lincoln City, OR"}},
		{query: "Who can I call about a gambling problem in Iowa? It's for a friend of mine.", intent: RGHelp, params: params{"topic": "helpline", "state": "IA"}},
		{query: "I had a rough month at the tables. Set my session limit to 45 minutes.", intent: SetSessionLimit, params: params{"max_minutes": 45}},
		{query: "We just got back from Vicksburg. Show me my trips to Riverwalk Casino Hotel in 2026.", intent: MyTrips, params: params{"casino_name": "Riverwalk Casino Hotel", "from": "2026-01-01", "to": "2026-12-31"}},
		{query: "I'd like to plan my next trip with some help. Which casino hosts am I already linked up with?", intent: MyHosts, params: params{}},
		{query: "I'm flying into Albuquerque on Friday. How much does a rental car cost there?", intent: Unknown, params: params{}},

		// With a greeting or thanks (3).
		{query: "Howdy! Which casinos can I find around Eagle Pass, Texas?", intent: FindCasinos, params: params{"near": "Eagle Pass, TX"}},
		{query: "Which rewards program does Belterra Casino Resort use? Thanks a ton!", intent: CasinoDetail, params: params{"slug": slugOf(t, "Belterra Casino Resort")}},
		{query: "What does it take to reach Onyx in Boyd Rewards? Many thanks in advance.", intent: TierRequirement, params: params{"id": programID(t, "Boyd Rewards")}, tier: "Onyx"},

		// Relayed by an agent for its user (3).
		{query: "My user wants to know which casinos are within 25 miles of Biloxi.", intent: FindCasinos, params: params{"near": "Biloxi, MS", "radius_km": 40.2}},
		{query: "The user I'm assisting would like the tier-match path from MGM Gold to Caesars Rewards.", intent: TierMatchPaths, params: params{"program": "MGM Rewards", "to_program": "Caesars Rewards"}, tier: "Gold"},
		{query: "On behalf of my user: what's the dress code at Foxwoods Resort Casino?", intent: Unknown, params: params{}},
	}
}
