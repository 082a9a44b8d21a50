package ask

import "testing"

// heldOutEightyFourth is an eighty-fourth held-out part, written blind and
// committed BEFORE its first run: by someone who had read only the action
// catalog and the service spec (both whole), lines 89-155 and 428-480 of
// the README (its curl examples of the directory and its section on /ask),
// the shipped data (casinos.csv, rewards_programs.json and
// program_properties.csv, only through short scripts that listed casinos
// with town, state, type, hotel, brand and nation, and programs with their
// tiers and thresholds), the whole of the twenty-ninth held-out part and
// the first eighty lines of the twenty-eighth (its header), the first
// const block of ask.go (the intent constants; the print ran to line 75,
// so it also showed the package comment, the imports and the first lines
// of the Intent type), the expectation type (lines 1-18 of
// heldout_test.go), the slugOf and programID functions of ask_test.go
// (which also showed the first line of the phrasing type's comment), the
// heldOutParts function of score_test.go, and the newest subject line of
// the git log. Never the rules of this package, the tuning phrases or the
// other held-out parts. Every casino, program, tier, town and state used
// was checked against data/ with a short script. To pick places, a script
// also counted which towns and casino names of the data occur anywhere in
// this package's test files (no file was read); most casinos here are
// named by earlier parts, while Fort Pierce, Carterville, Grantville and
// Loleta are named by none.
//
// Its wording is new: each of the sixty was checked with a
// case-insensitive fixed-string grep (file names only, no file read)
// against every test file of this package, with and without its closing
// mark; fifteen were found and replaced before the file was written:
// "What does Onyx take in Boyd Rewards?", "How many tier credits do I
// need for Pearl in MGM Rewards?", "What is the house edge on craps?", "Is
// a $1,500 keno win reportable?", "What tiers do I hold right now?",
// "Which programs would match the tiers I already have?", "Set my weekly
// budget to $250.", "Limit my monthly gambling to $900.", "Set a session
// limit of 75 minutes.", "Keep my sessions under two hours.", "How do I
// self-exclude in Indiana?", "Show my blackjack sessions from March
// 2026.", "Show my W-2Gs for 2025.", "What limits are on my account?" and
// "Which of my offers expire in the next 14 days?". None of the sixty is
// there now.
//
// Its theme is a thirty-third CONTROL part, the session's very last
// measurement of the issue's own register: sixty short, direct questions
// (one sentence each) the way the issue's examples are asked ("What does
// Diamond at Caesars take?", "House edge of roulette?", "Set my daily
// budget to $100.", "Weather in Vegas?"), each with other casinos, games,
// amounts, states, tiers and programs than the issue uses (no Caesars, no
// Diamond, no roulette, no Las Vegas, Atlantic City, Laughlin or Biloxi,
// no $100 daily budget), over every area: a named tier's threshold (4), a
// program's ladder (3), a game's house edge and pace (4), the W-2G rule
// for an amount, game and year (4), casinos near a town or within N miles
// (6), casinos with or without a hotel in a state or near a town (3),
// predicted comps at a casino and at all (3), the next tier at a casino
// (3), a host at a casino (2), a tier match from a named tier (3) and
// from the player's tiers (1), setting a budget (2) or a session limit
// (2), help lines and self-exclusion (3), and the player's own records
// (7: tiers, sessions, trips, bankroll, W-2Gs, limits, expiring offers).
// 50 are answerable and 10 expect Unknown: two off topic with a place
// name (rain in Deadwood, a buffet in Black Hawk), three facts nothing
// keeps (visitors to Rocky Gap, slot payback at Wildhorse, the poker
// room's hours at Seven Feathers), two of another person's records (a
// wife's tier, a brother's losses) and three with two asks in one (a
// budget and a session limit, W-2Gs and the bankroll, two games' house
// edges). No question lacks a field its intent needs, so none expects a
// missing field.
//
// It follows the twenty-ninth part's conventions (a casino named for a
// player action keeps the name as typed; a host filter by casino is the
// typed words and the directory's name when the words name exactly one
// casino, with no parameter; a radius in miles is in kilometres to one
// decimal; a year named for the player's records is that calendar year; a
// town typed without its state is near the directory's town with its
// state; "in <town>" is near that town and "in <state>" is the state; a
// tier named with its program is not ambiguous; a limit of money in a
// period is a budget; off-topic questions are Unknown). Its own choices,
// where those are silent:
//   - "within 40 miles" is 64.4 km, "25 miles" 40.2 km and "10 miles"
//     16.1 km (miles × 1.609344, to one decimal).
//   - "the casinos in Mississippi that have no hotel" is MS with
//     has_hotel false: a hotel asked to be absent is the filter's false.
//   - "Is there a casino with a hotel near Sioux City, Iowa?" is a near
//     search with has_hotel true (the yes or no is read off the list).
//   - "What is the threshold for Elite in WinStar Club Passport?" and the
//     other tier questions are tier_requirement with the program's id and
//     the tier as the ladder spells it ("Tier 3" of Genting Rewards).
//   - "How fast is a blackjack game played?" asks the game's pace, which
//     the game facts answer (decisions per hour).
//   - The W-2G rule carries tax_year only where a year is named ("in
//     2026", "in 2025"), as w2g_threshold_check takes it; "slot jackpot"
//     is slots; "poker tournament" is poker; a $1,500 keno payout
//     "reported to the IRS" asks the W-2G rule.
//   - "Predict my offers at every casino I play." is the prediction for
//     all casinos (predict_all_casinos).
//   - A tier match from a named tier with no target ("Where can I status
//     match my Boyd Onyx tier?", "Which programs will match MGM Rewards
//     Platinum?") is the tier-match paths from that program, with the tier
//     and no to_program; "Boyd Emerald ... at MGM Rewards" adds
//     to_program. "Boyd" alone names Boyd Rewards here because it is
//     followed by one of its tiers.
//   - "Which programs could match the status I hold?" is the player's
//     tier-match suggestions (no tier is named).
//   - "I want a monthly gambling budget of $900." is a monthly budget of
//     900; "Stop my sessions at 75 minutes." a session limit of 75;
//     "Hold each session to two hours at most." a session limit of 120
//     (a number written as a word is still the number).
//   - "Where can I get problem gambling help in Colorado?" is the
//     helpline topic: help for problem gambling is a help line, not
//     self-exclusion.
//   - "Which tier am I in at each casino I play?" is the player's tiers;
//     "Which play limits are on my account now?" reads the limits;
//     "How much money is in my bankroll now?" is the bankroll; "Which W-2G
//     forms did I get in 2025?" is the W-2G list of 2025; "Which offers of
//     mine run out within 14 days?" is the expiring offers within 14 days.
//   - "What is the house edge on craps and on baccarat?" is two asks in
//     one (two games' facts) and is declined, as the README says two
//     questions in one are.
//   - "What is the slot payback at Wildhorse Resort & Casino?" is Unknown:
//     the directory keeps no payback, and the casino's details would not
//     say it; likewise how many people visited Rocky Gap and when the
//     poker room at Seven Feathers opens.
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at 14b66d7, with the eighty-third and eighty-fourth parts
// added together after every round of the session, the session's last
// measurement, and no rule changed for them) scored 56 of 60 correct
// (93.3%): precision 97.9% (46 of 47 answers right), recall 92.0% (46 of
// 50 answerable), 3 declined and 1 wrong. No expectation was changed
// after it. The wrong one: "Stop my sessions at 75 minutes." (the
// sessions read, where a limit is set). Declined: "What gets you to Pearl
// in MGM Rewards?", "What's my progress toward the next tier at Sky Ute
// Casino?" and "Hold each session to two hours at most.".
//
// After the same short round it scored 57 of 60 with none wrong, and is
// barred: a session "held to" or "kept at" a time is capped there. Still
// declined: "What gets you to Pearl in MGM Rewards?", "What's my progress
// toward the next tier at Sky Ute Casino?" and "Stop my sessions at 75
// minutes." ("stop" also asks to remove a limit, so it declines).
func heldOutEightyFourth(t testing.TB) []expectation {
	return []expectation{
		// The directory: casinos near a town, within N miles, with or
		// without a hotel in a state or near a town.
		{query: "What casinos are near Fort Pierce, Florida?", intent: FindCasinos, params: params{"near": "Fort Pierce, FL"}},
		{query: "Are there any casinos near Carterville?", intent: FindCasinos, params: params{"near": "Carterville, IL"}},
		{query: "What casinos are in Tonopah?", intent: FindCasinos, params: params{"near": "Tonopah, NV"}},
		{query: "Which casinos are within 40 miles of Grantville, Pennsylvania?", intent: FindCasinos, params: params{"near": "Grantville, PA", "radius_km": 64.4}},
		{query: "Show casinos within 25 miles of Loleta.", intent: FindCasinos, params: params{"near": "Loleta, CA", "radius_km": 40.2}},
		{query: "Find casinos within 10 miles of Ely, Nevada.", intent: FindCasinos, params: params{"near": "Ely, NV", "radius_km": 16.1}},
		{query: "Which casinos in Colorado have a hotel?", intent: FindCasinos, params: params{"state": "CO", "has_hotel": true}},
		{query: "List the casinos in Mississippi that have no hotel.", intent: FindCasinos, params: params{"state": "MS", "has_hotel": false}},
		{query: "Is there a casino with a hotel near Sioux City, Iowa?", intent: FindCasinos, params: params{"near": "Sioux City, IA", "has_hotel": true}},

		// Programs: one named tier's threshold, and a program's ladder.
		{query: "How much play does Onyx need in Boyd Rewards?", intent: TierRequirement, params: params{"id": programID(t, "Boyd Rewards")}, tier: "Onyx"},
		{query: "What gets you to Pearl in MGM Rewards?", intent: TierRequirement, params: params{"id": programID(t, "MGM Rewards")}, tier: "Pearl"},
		{query: "What is the threshold for Elite in WinStar Club Passport?", intent: TierRequirement, params: params{"id": programID(t, "WinStar Club Passport")}, tier: "Elite"},
		{query: "How many points does Tier 3 of Genting Rewards require?", intent: TierRequirement, params: params{"id": programID(t, "Genting Rewards")}, tier: "Tier 3"},
		{query: "What are the tiers of MGM Rewards?", intent: ProgramDetail, params: params{"id": programID(t, "MGM Rewards")}},
		{query: "Show the tier ladder for Boyd Rewards.", intent: ProgramDetail, params: params{"id": programID(t, "Boyd Rewards")}},
		{query: "List the levels in Genting Rewards.", intent: ProgramDetail, params: params{"id": programID(t, "Genting Rewards")}},

		// Games: house edge and pace, and the W-2G rule for an amount,
		// a game and a year.
		{query: "What edge does the house have at craps?", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "How many hands an hour are dealt at baccarat?", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "How fast is a blackjack game played?", intent: GameFacts, params: params{"game_type": "blackjack"}},
		{query: "What is the house edge of video poker?", intent: GameFacts, params: params{"game_type": "video_poker"}},
		{query: "Is a $1,500 keno payout reported to the IRS?", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1500}},
		{query: "Do I get a W-2G for a $2,000 slot jackpot in 2026?", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 2000, "tax_year": 2026}},
		{query: "Does a $700 poker tournament win need a W-2G?", intent: W2GRule, params: params{"game_type": "poker", "amount_won": 700}},
		{query: "Would a $6,000 blackjack win get a W-2G in 2025?", intent: W2GRule, params: params{"game_type": "blackjack", "amount_won": 6000, "tax_year": 2025}},

		// Comps predicted at one casino and at all of them.
		{query: "What offer should I expect next from Wildhorse Resort & Casino?", intent: CompPredict, params: params{"casino_name": "Wildhorse Resort & Casino"}},
		{query: "Predict my comps at Rocky Gap Casino Resort.", intent: CompPredict, params: params{"casino_name": "Rocky Gap Casino Resort"}},
		{query: "Predict my offers at every casino I play.", intent: CompPredictAll, params: params{}},

		// The next tier at a casino, and the player's tiers.
		{query: "How close am I to the next tier at Downstream Casino?", intent: TierProgress, params: params{"casino_name": "Downstream Casino"}},
		{query: "How far am I from my next tier at Twin Arrows?", intent: TierProgress, params: params{"casino_name": "Twin Arrows"}},
		{query: "What's my progress toward the next tier at Sky Ute Casino?", intent: TierProgress, params: params{"casino_name": "Sky Ute Casino"}},
		{query: "Which tier am I in at each casino I play?", intent: MyTiers, params: params{}},

		// Hosts at a casino.
		{query: "Is there a casino host at Northern Quest?", intent: FindHosts, params: params{}, filter: []string{"Northern Quest", "Northern Quest Resort & Casino"}},
		{query: "Find me a casino host at Soboba.", intent: FindHosts, params: params{}, filter: []string{"Soboba", "Soboba Casino Resort"}},

		// Tier matches: from a named tier, and from the player's tiers.
		{query: "Where can I status match my Boyd Onyx tier?", intent: TierMatchPaths, params: params{"program": "Boyd Rewards"}, tier: "Onyx"},
		{query: "Which programs will match MGM Rewards Platinum?", intent: TierMatchPaths, params: params{"program": "MGM Rewards"}, tier: "Platinum"},
		{query: "What would my Boyd Emerald status match to at MGM Rewards?", intent: TierMatchPaths, params: params{"program": "Boyd Rewards", "to_program": "MGM Rewards"}, tier: "Emerald"},
		{query: "Which programs could match the status I hold?", intent: TierMatchSuggestions, params: params{}},

		// Budgets and session limits (proposed).
		{query: "Put my weekly budget at $250.", intent: SetBudget, params: params{"period": "week", "amount": 250}},
		{query: "I want a monthly gambling budget of $900.", intent: SetBudget, params: params{"period": "month", "amount": 900}},
		{query: "Stop my sessions at 75 minutes.", intent: SetSessionLimit, params: params{"max_minutes": 75}},
		{query: "Hold each session to two hours at most.", intent: SetSessionLimit, params: params{"max_minutes": 120}},

		// Help lines and self-exclusion by state.
		{query: "What is the gambling helpline in Iowa?", intent: RGHelp, params: params{"topic": "helpline", "state": "IA"}},
		{query: "How can I sign up for self-exclusion in Indiana?", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "IN"}},
		{query: "Where can I get problem gambling help in Colorado?", intent: RGHelp, params: params{"topic": "helpline", "state": "CO"}},

		// The player's own records.
		{query: "List the blackjack sessions I logged in March 2026.", intent: MySessions, params: params{"game_type": "blackjack", "from": "2026-03-01", "to": "2026-03-31"}},
		{query: "List my trips in 2025.", intent: MyTrips, params: params{"from": "2025-01-01", "to": "2025-12-31"}},
		{query: "How much money is in my bankroll now?", intent: Bankroll, params: params{}},
		{query: "Which W-2G forms did I get in 2025?", intent: MyW2Gs, params: params{"tax_year": 2025}},
		{query: "Which play limits are on my account now?", intent: MyLimits, params: params{}},
		{query: "Which offers of mine run out within 14 days?", intent: ExpiringOffers, params: params{"within_days": 14}},

		// Unknown: off topic with a place name, facts nothing keeps,
		// another person's records, and two asks in one.
		{query: "Is it going to rain in Deadwood this weekend?", intent: Unknown, params: params{}},
		{query: "What's the best buffet in Black Hawk?", intent: Unknown, params: params{}},
		{query: "How many people visited Rocky Gap Casino Resort last year?", intent: Unknown, params: params{}},
		{query: "What is the slot payback at Wildhorse Resort & Casino?", intent: Unknown, params: params{}},
		{query: "What time does the poker room at Seven Feathers open?", intent: Unknown, params: params{}},
		{query: "Show my wife's tier at Sky Ute Casino.", intent: Unknown, params: params{}},
		{query: "How much did my brother lose at Downstream Casino last month?", intent: Unknown, params: params{}},
		{query: "Set my weekly budget to $200 and my session limit to 90 minutes.", intent: Unknown, params: params{}},
		{query: "Show my W-2Gs for 2024 and my bankroll.", intent: Unknown, params: params{}},
		{query: "What is the house edge on craps and on baccarat?", intent: Unknown, params: params{}},
	}
}
