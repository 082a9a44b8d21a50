package ask

import "testing"

// heldOutEightySeventh is an eighty-seventh held-out part, written blind
// and committed BEFORE its first run: by someone who had read only the
// action catalog and the service spec (both whole), README.md lines 89-155
// and 428-480, the shipped data (casinos.csv, rewards_programs.json and
// program_properties.csv, through short scripts listing casinos with town,
// state, type, nation, hotel and brand, and programs with tiers and
// thresholds), the whole of the twenty-ninth held-out part and the first
// eighty lines of the twenty-eighth, the intent constants of ask.go (lines
// 1-80 were printed, which also showed the package comment and the first
// lines of the Intent type), the expectation type (lines 1-18 of
// heldout_test.go), the slugOf and programID helpers of ask_test.go, the
// heldOutParts function of score_test.go and the newest subject line of
// the git log; never the rules of this package, the tuning phrases or the
// other held-out parts. Every casino, program, tier, town, state and nation
// used was checked against data/ with a short script. Its wording is new:
// each question was checked with a case-insensitive fixed-string grep
// (file names only) against every test file of this package, with and
// without its closing mark; fifteen were found there and replaced ("Are
// there any racinos in Delaware?", "What tiers does Boyd Rewards have?",
// "How many tier credits does Onyx take in Boyd Rewards?", "Is a $1,500
// keno win reportable on a W-2G?", "Which programs could I status match
// into with the tiers I have?", "Set a weekly budget of $250 for me.",
// "Find me a host who speaks Spanish.", "show all my casino visits pls",
// "who r my hosts", then their first replacements "Does Delaware have any
// racinos?", "What are the status levels in Boyd Rewards?", "Does a $1,500
// keno win get a W-2G?", "Put me on a $250 weekly budget.", "list all my
// check-ins pls" and "Make my gambling budget $250 per week."); none of the
// sixty is there now.
//
// Its theme is a thirty-sixth CONTROL part: sixty ordinary questions over
// every area of the action catalog and the directory, in the ordinary mix
// of registers: 24 plain questions, 12 requests, 14 typed in lower case on
// a phone with common shorthand ("w/", "pts", "til", "rn", "pls", "r",
// "hr", "wknd"), 5 with a sentence of context before or after a complete
// ask, 3 with a greeting or thanks and 2 relayed by an agent for its user.
// 51 are answerable and 9 expect Unknown. Its places come from states
// rarely asked about (Oregon, North Dakota, South Dakota, Idaho, Montana,
// Wyoming, Kansas, Arkansas, Delaware, Nebraska, Maryland, West Virginia,
// Alabama): Pendleton, Williston, Bonners Ferry, Dodge City, Polson, Hot
// Springs, Atmore, Deadwood; its casinos Kansas Crossing Casino & Hotel,
// Mountaineer Casino Racetrack, Wildhorse Resort & Casino, Seven Feathers,
// Rocky Gap, Saracen Casino Resort, Chinook Winds Casino, Kla-Mo-Ya
// Casino, Oaklawn, Wind River Hotel and Casino, Royal River, Boot Hill
// Casino, Fort Randall Casino Hotel, Spirit Mountain Casino, Dakota Magic
// Casino Resort, 4 Bears Casino & Lodge, Prairie Knights Casino & Resort
// and Casino Club at Greenbrier; the Sisseton Wahpeton Oyate; the programs
// Boyd Rewards (Onyx), Genting Rewards (Tier 3), Caesars Rewards (Platinum,
// Diamond) and MGM Rewards. Areas: searches by town, radius, state, type,
// hotel and nation (12), casino details (4), the list of programs, a ladder and tier
// thresholds (5), game facts (1), the W-2G rule (1), help lines and
// self-exclusion (2), budget and session limit proposed (3) and the limits
// read (1), comp predictions one and all (2) and an estimate (1), tier
// progress (2), the player's tiers (1), tier-match suggestions and a path
// (2), hosts at a casino, by language and the player's own (3), trips (2),
// sessions (1), visits (1), vouchers (1), offers (1), expiring offers (1),
// W-2G list and total (2), the tax summary (1) and the bankroll (1). The
// Unknowns: a buffet's hours, the loosest slots in a state, a friend's
// tier, two casinos compared, a lottery result, a room booking, closing a
// program account, the weather, a dress code. No question lacks a field
// its intent needs, so none expects a missing field.
//
// It follows the twenty-ninth part's conventions (a casino named for a
// player action keeps the name as typed; a host filter by casino is the
// typed words and the directory's name when the words name exactly one
// casino; a radius in miles is in kilometres to one decimal; a year named
// for the player's records is that calendar year; a town typed without its
// state is near the directory's town with its state; "in <town>" is near
// that town and "in <state>" is the state; a nation's casinos in a state
// are the state with q the nation's name as the directory spells it; a
// tier named with its program is not ambiguous; a casino's details answer
// what the directory keeps about it, whichever field is asked for; a limit
// of money in a period is a budget; off-topic questions, another person's
// records, comparisons and changes /ask does not propose are Unknown). Its
// own choices, where those are silent:
//   - a casino typed in lower case on a phone for a player action keeps the
//     name exactly as typed ("royal river"), as the convention says;
//   - context before or after a complete ask lends it nothing: "heading to
//     Atmore in June" does not change the threshold of Platinum in Caesars
//     Rewards, and "We're driving the coast next month" adds no filter;
//   - "What rewards program does Mountaineer Casino Racetrack use?" is the
//     casino's details, which carry its rewards program;
//   - "Rank my casinos by the offer each is predicted to send me." is the
//     prediction for all casinos (predict_all_casinos answers them ranked);
//   - "How many W-2Gs did I get in 2022?" is the W-2G list of 2022 (the
//     list answers count), while "total w2g winnings 2024" is the total;
//   - "Which programs might status match me" with the tiers I have is the
//     tier-match suggestions; "If I hold Diamond with Caesars Rewards, what
//     would MGM Rewards match me to?" is the path from Caesars Rewards'
//     Diamond to MGM Rewards (the tier is named, so it is the path);
//   - "list the trips she has logged", relayed by an agent, is the user's
//     trips (the agent's user is the key's owner), not another person's;
//   - "the loosest slots" in a state is Unknown (the directory keeps no
//     payback figures), and "busier than" compares two casinos (Unknown);
//   - "Cancel my Boyd Rewards account." is a change no action makes.
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at 9d6a87d, with the eighty-seventh and eighty-eighth
// parts added together after every round of the session, and no rule
// changed for them) scored 59 of 60 correct
// (98.3%): precision 100% (50 of 50 answers right), recall 98.0% (50 of
// 51 answerable), 1 declined and none wrong. No expectation was changed
// after it, and it is barred on its first run. Declined: "Do any racinos
// operate in Delaware?".
func heldOutEightySeventh(t testing.TB) []expectation {
	return []expectation{
		// Plain questions (24).
		{query: "Which casinos are in Pendleton, Oregon?", intent: FindCasinos, params: params{"near": "Pendleton, OR"}},
		{query: "Do any racinos operate in Delaware?", intent: FindCasinos, params: params{"state": "DE", "type": "racino"}},
		{query: "What tribal casinos does North Dakota have?", intent: FindCasinos, params: params{"state": "ND", "type": "tribal"}},
		{query: "Which casinos in Idaho have a hotel?", intent: FindCasinos, params: params{"state": "ID", "has_hotel": true}},
		{query: "How many slot machines does Kansas Crossing Casino & Hotel have?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Kansas Crossing Casino & Hotel")}},
		{query: "What rewards program does Mountaineer Casino Racetrack use?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Mountaineer Casino Racetrack")}},
		{query: "Which tiers make up the Boyd Rewards program, in order?", intent: ProgramDetail, params: params{"id": programID(t, "Boyd Rewards")}},
		{query: "How many tier credits does Boyd Rewards require for Onyx?", intent: TierRequirement, params: params{"id": programID(t, "Boyd Rewards")}, tier: "Onyx"},
		{query: "Would a $1,500 keno payout need a W-2G?", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1500}},
		{query: "Where can I find gambling help in Wyoming?", intent: RGHelp, params: params{"topic": "helpline", "state": "WY"}},
		{query: "What offer is Wildhorse Resort & Casino likely to send me next?", intent: CompPredict, params: params{"casino_name": "Wildhorse Resort & Casino"}},
		{query: "How close am I to the next tier at Seven Feathers?", intent: TierProgress, params: params{"casino_name": "Seven Feathers"}},
		{query: "Which trips did I take to Rocky Gap in 2024?", intent: MyTrips, params: params{"casino_name": "Rocky Gap", "from": "2024-01-01", "to": "2024-12-31"}},
		{query: "Do I have any offers from Saracen Casino Resort?", intent: MyOffers, params: params{"casino_name": "Saracen Casino Resort"}},
		{query: "How many W-2Gs did I get in 2022?", intent: MyW2Gs, params: params{"tax_year": 2022}},
		{query: "What does my 2023 tax summary look like?", intent: TaxSummary, params: params{"tax_year": 2023}},
		{query: "What is my current bankroll balance?", intent: Bankroll, params: params{}},
		{query: "Who are the casino hosts at Chinook Winds?", intent: FindHosts, params: params{}, filter: []string{"Chinook Winds", "Chinook Winds Casino"}},
		{query: "With the tiers I have now, which programs might status match me?", intent: TierMatchSuggestions, params: params{}},
		{query: "What time does the buffet close at Fort Randall Casino Hotel?", intent: Unknown, params: params{}},
		{query: "Which casino in South Dakota has the loosest slots?", intent: Unknown, params: params{}},
		{query: "What tier is my friend at Spirit Mountain Casino?", intent: Unknown, params: params{}},
		{query: "Is Dakota Magic Casino Resort busier than 4 Bears Casino & Lodge?", intent: Unknown, params: params{}},
		{query: "Who won the Powerball jackpot last week?", intent: Unknown, params: params{}},

		// Requests (12).
		{query: "Show me casinos within 40 miles of Williston.", intent: FindCasinos, params: params{"near": "Williston, ND", "radius_km": 64.4}},
		{query: "Please show the casinos the Sisseton Wahpeton Oyate runs in South Dakota.", intent: FindCasinos, params: params{"state": "SD", "q": "Sisseton Wahpeton Oyate"}},
		{query: "Give me the details on Kla-Mo-Ya Casino.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Kla-Mo-Ya Casino")}},
		{query: "I want a $250 budget for each week, set it up.", intent: SetBudget, params: params{"period": "week", "amount": 250}},
		{query: "Limit each session to 75 minutes, please.", intent: SetSessionLimit, params: params{"max_minutes": 75}},
		{query: "Show my craps sessions at Oaklawn from 2025.", intent: MySessions, params: params{"game_type": "craps", "casino_name": "Oaklawn", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "Estimate the comps for 4 hours of $10 slots.", intent: CompEstimate, params: params{"game_type": "slots", "avg_bet": 10, "hours": 4}},
		{query: "Find me a Spanish-speaking host.", intent: FindHosts, params: params{"language": "Spanish"}},
		{query: "Show me the offers I have expiring within 14 days.", intent: ExpiringOffers, params: params{"within_days": 14}},
		{query: "Rank my casinos by the offer each is predicted to send me.", intent: CompPredictAll, params: params{}},
		{query: "Book me a room at Prairie Knights Casino & Resort for Friday.", intent: Unknown, params: params{}},
		{query: "Cancel my Boyd Rewards account.", intent: Unknown, params: params{}},

		// Typed on a phone, in lower case with shorthand (14).
		{query: "casinos near bonners ferry w/ a hotel", intent: FindCasinos, params: params{"near": "Bonners Ferry, ID", "has_hotel": true}},
		{query: "any casinos in dodge city", intent: FindCasinos, params: params{"near": "Dodge City, KS"}},
		{query: "wind river hotel and casino info", intent: CasinoDetail, params: params{"slug": slugOf(t, "Wind River Hotel and Casino")}},
		{query: "baccarat house edge & hands per hr", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "pts needed for tier 3 in genting rewards", intent: TierRequirement, params: params{"id": programID(t, "Genting Rewards")}, tier: "Tier 3"},
		{query: "my tiers rn", intent: MyTiers, params: params{}},
		{query: "how many pts til next tier at royal river", intent: TierProgress, params: params{"casino_name": "royal river"}},
		{query: "total w2g winnings 2024", intent: W2GTotal, params: params{"tax_year": 2024}},
		{query: "pls list every casino ive checked in at", intent: MyVisits, params: params{}},
		{query: "set my daily budget to $60 pls", intent: SetBudget, params: params{"period": "day", "amount": 60}},
		{query: "self exclusion in arkansas?", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "AR"}},
		{query: "who r the hosts im connected w/", intent: MyHosts, params: params{}},
		{query: "wats the weather in deadwood this wknd", intent: Unknown, params: params{}},
		{query: "whats the dress code at casino club at greenbrier", intent: Unknown, params: params{}},

		// A sentence of context before or after a complete ask (5).
		{query: "Our cabin is near Polson, Montana. Show casinos within 30 miles of Polson.", intent: FindCasinos, params: params{"near": "Polson, MT", "radius_km": 48.3}},
		{query: "My wife and I are heading to Atmore in June. What does Platinum in Caesars Rewards require?", intent: TierRequirement, params: params{"id": programID(t, "Caesars Rewards")}, tier: "Platinum"},
		{query: "I've been playing too long lately. What limits do I currently have set up?", intent: MyLimits, params: params{}},
		{query: "Which tribal casinos are in Oregon? We're driving the coast next month.", intent: FindCasinos, params: params{"state": "OR", "type": "tribal"}},
		{query: "I keep losing track of my paper tickets. List my open vouchers.", intent: MyVouchers, params: params{"status": "open"}},

		// With a greeting or thanks (3).
		{query: "Hi there! What casinos are near Hot Springs, Arkansas?", intent: FindCasinos, params: params{"near": "Hot Springs, AR"}},
		{query: "Hello! If I hold Diamond with Caesars Rewards, what would MGM Rewards match me to?", intent: TierMatchPaths, params: params{"program": "Caesars Rewards", "to_program": "MGM Rewards"}, tier: "Diamond"},
		{query: "Good morning, could you list all the rewards programs? Thank you!", intent: ListPrograms, params: params{}},

		// Relayed by an agent for its user (2).
		{query: "My user wants to know which casinos in Nebraska are racinos.", intent: FindCasinos, params: params{"state": "NE", "type": "racino"}},
		{query: "On behalf of my user, list the trips she has logged at Boot Hill Casino.", intent: MyTrips, params: params{"casino_name": "Boot Hill Casino"}},
	}
}
