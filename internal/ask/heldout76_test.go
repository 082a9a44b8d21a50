package ask

import "testing"

// heldOutSeventySixth is a seventy-sixth held-out part, written blind and
// committed BEFORE its first run: by someone who had read only the action
// catalog and the service spec (../shared/spec/actions.md and
// service-spec.md, both whole), the README's lines 89-155 (the curl
// examples of the directory, the search by place and the 1,000 largest
// U.S. cities of data/us_cities.csv) and 428-480 (the section on /ask),
// the shipped data (casinos.csv, rewards_programs.json and
// program_properties.csv, through short scripts listing casinos with town,
// state, type, nation, hotel and brand, and programs with their tiers and
// thresholds; a listing of data/, the header lines of those files and of
// us_cities.csv, and the rows of us_cities.csv for some two dozen large
// cities were printed too), the whole of the twenty-ninth held-out part
// and the first 80 lines of the twenty-eighth, the block of intent
// constants of ask.go (lines 10-70 were printed, which also showed its
// import block and the first lines of the Intent type), the expectation
// type (lines 1-18 of heldout_test.go), the slugOf and programID helpers
// (lines 73-97 of ask_test.go, which also showed the first line of the
// doc comment of the phrasing type), the heldOutParts function of
// score_test.go (lines 1940-2025, which also showed the fields of the
// heldOutPart type) and the newest subject line of the git log; never the
// rules of this package, the tuning phrases or the other held-out parts.
// To choose places, a case-insensitive fixed-string grep over this
// package's test files counted the files naming some ninety towns,
// casinos, programs and tiers (counts only, no file read). Every casino,
// program, tier, town, state and nation used was checked against data/
// with a short script, and each town typed without its state was checked
// to name one state only, in the directory and in the city list.
//
// Its wording is new: each question, each sentence of a question of
// several, and each part before and after a colon was checked with a
// case-insensitive fixed-string grep (file names only) against every test
// file of this package, with and without its closing mark. Twenty-two
// were found there and replaced before the file was written (some of a
// first draft, the others among the wordings tried in their place):
// "How many
// tier credits does Onyx take in Boyd Rewards?", "How many rolls an hour
// does a craps table see?", "Which programs could I status match into
// with the tiers I have", "Which casinos have I checked in at?", "Which
// of my vouchers have expired?", "What's the current balance of my
// bankroll?", "Limit each of my sessions to two hours", "which casinos
// does the osage nation run", "who r my hosts", "Set my weekly budget to
// $250.", "Make my weekly budget $250", "My accountant needs it by
// Friday.", the greetings and thanks "Hi!", "Thanks!", "Hey there!",
// "Much appreciated", "Hello,", "Good afternoon" and "Evening!", and the
// relays "On behalf of my user:", "Relaying for my user:" and "The user
// I'm assisting". None of the sixty, and none of their sentences, is
// there now.
//
// Its theme is a twenty-eighth CONTROL part: sixty ordinary questions over
// every area of the action catalog and the directory, in the ordinary mix
// of registers: 24 plain questions, 12 requests, 14 typed in lower case
// on a phone with common shorthand ("w/", "w/in", "mi", "pts", "pls",
// "rn", "r", "jan", "w2g", "whats"), 5 with a sentence of context before
// or after a complete ask, 3 with a greeting or thanks and 2 relayed by
// an agent for its user. 51 are answerable and 9 expect Unknown. Places,
// casinos, programs and tiers come from many states and programs (TN, KY,
// WV, DE, CO, IN, MI, CT, OR, AL, NV, MT, RI, AR, AZ, OK, MS, MD, MN, IA,
// SD; MGM Rewards, Boyd Rewards, Genting Rewards, Caesars Rewards and
// Bally Rewards), and two searches are near big U.S. cities with no casino of
// their own (Memphis and Louisville, which only the city list resolves).
// Every area is covered: place, near, radius, hotel, type, rewards,
// program and nation searches, casino details, the programs, a ladder and
// tiers' thresholds, game facts, the W-2G rule, help lines and
// self-exclusion, budget and session limits (proposed) and the limits
// read, comp predictions (one casino and all) and an estimate, tier
// progress and the player's tiers, hosts (at a casino, by language, the
// player's own), tier-match suggestions and a path, trips, sessions,
// visits, vouchers, offers and expiring offers, W-2G lists and totals,
// the tax summary and the bankroll. The nine Unknowns: two casinos
// compared, the weather, the loosest slots, another person's records, a
// deletion, two changes in one, a buffet, a sports bet and a spa booking
// after a sentence of context. No question lacks a field its intent
// needs, so none expects a missing field.
//
// It follows the twenty-ninth part's conventions (a casino named for a
// player action keeps the name as typed; a host filter by casino is the
// typed words and the directory's name when the words name exactly one
// casino, with no parameter; a radius in miles is in kilometres to one
// decimal; a year named for the player's records is that calendar year; a
// town typed without its state is near the directory's town with its
// state; "in <town>" is near that town and "in <state>" is the state; a
// tier named with its program is not ambiguous; a casino's details answer
// what the directory keeps about it, whichever field is asked for; a limit
// of money in a period is a budget; off-topic questions are Unknown). Its
// own choices, where those are silent:
//   - A big city with no casino of its own is near the city as the city
//     list spells it with its state: "within 40 miles of Memphis" is near
//     "Memphis, TN" within 64.4 km (the list has one Memphis), and "near
//     Louisville, Kentucky" is near "Louisville, KY".
//   - A rewards program's casinos in a state are the state with the
//     directory's program parameter, the program's name as the data
//     spells it ("Find the Bally Rewards casinos in Rhode Island." is
//     program "Bally Rewards", state RI), after the README's
//     program=penn%20play example.
//   - A nation's casinos are q with the nation's name as the directory
//     spells it ("what casinos r run by the osage nation" is q "Osage
//     Nation"), after the README's q=Chickasaw%20Nation example.
//   - "Which Delaware racinos have a rewards program?" is DE with the
//     type racino and has_rewards; "Which casinos in Ignacio have a
//     hotel?" is near "Ignacio, CO" with has_hotel.
//   - "What tiers does MGM Rewards have?" is the program's details (its
//     whole ladder); "pts needed for tier 3 at genting rewards?" is the
//     threshold of Tier 3 in Genting Rewards.
//   - "a slot" is the game slots, "rolls per hour ... craps" is craps'
//     game facts and "the edge on video poker" video_poker's.
//   - "Put a $600 monthly cap on my gambling." is a budget of 600 a month;
//     "Limit my play sessions to two hours each." is a session limit of
//     120 minutes.
//   - "How far am I from the next tier at Mohegan Sun?" keeps "Mohegan
//     Sun" as typed, although the directory also has Mohegan Sun Pocono:
//     a player action takes the name as the player keeps it.
//   - "Rank my casinos by the offer each is likely to send me next." is
//     the prediction for all casinos (predict_all_casinos answers ranked).
//   - "what tier am i at everywhere rn" is the player's tiers.
//   - A host language typed in lower case is the language's name as it is
//     written ("need a host who speaks spanish" is language "Spanish"); the
//     shipped data says nothing of hosts' languages, and Spanish is named
//     by earlier test files (a file count, no file read).
//   - "Which casinos have I recorded check-ins at?" is the player's
//     visits; "Are any of my vouchers already expired?" has the status
//     "expired".
//   - "my craps sessions in jan 2026" are those of January 2026. No
//     player's record is asked for by a month without its year or by a
//     relative date (the machine's date was 2026-11-24 when this was
//     written); "this year" and "last spring" appear only in Unknowns.
//   - A sentence of context lends the ask nothing: "We're planning a
//     weekend in Black Hawk. What would 6 hours of $5 slots earn me in
//     comps?" is the estimate for slots, avg_bet 5, hours 6, with no
//     casino; "We're driving across Oregon next week. Are there any
//     casinos near Pendleton?" is near "Pendleton, OR" (the ask names the
//     town itself); the budget and tax questions with a sentence of context
//     are read by their ask.
//   - A greeting or thanks, and an agent's relay ("Forwarding a request
//     from my user:", "A question from the person I work for:"), add
//     nothing: the question is read as the player's own. "the tier-match
//     path from MGM Rewards Gold to Caesars Rewards" is program "MGM
//     Rewards", to_program "Caesars Rewards", tier Gold.
//   - Unknown: "Does Soaring Eagle have more table games than FireKeepers?"
//     (two casinos compared; no action compares); "Which casino in
//     Deadwood has the loosest slots?" (no table of the service keeps a
//     casino's payback, and a search ranks by name or distance); "How many
//     trips has my brother taken this year?" (another person's records);
//     "Delete my trip to Elko from last spring." (a change /ask does not
//     propose: only budgets and session limits are proposed); "Set my
//     daily budget to $75 and cap my sessions at 45 minutes." (two changes
//     in one, which the README says are declined); the weather in Cripple
//     Creek, the best buffet in Biloxi and the odds of a football game
//     (off topic, even with a town of the directory in them); and "We're
//     staying at Harrah's Gulf Coast this weekend. Can you book us a spa
//     appointment?" (a booking no action makes; the casino in the context
//     does not make it answerable).
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at 1e523f8, with the seventy-sixth to seventy-eighth
// parts added together after every round before them, and no rule
// changed for them) scored 58 of 60 correct
// (96.7%): precision 98.0% (49 of 50 answers right), recall 96.1% (49 of
// 51 answerable), 1 declined and 1 wrong. No expectation was changed
// after it. The wrong one: "do i get a w2g for 1500 on a slot" (the
// amount dropped: 1500 read as a year). Declined: "A question from the
// person I work for: which casinos are near Sioux City, Iowa?".
//
// After its fix round (by the maintainer, with tuning phrases in other
// words checked to fail first) it scored 60 of 60: a year-shaped amount
// before "a" or "the" and its game ("a w2g for 1500 on a slot"), in a
// W-2G question, is the amount won, as it was without the article; "A
// question from the person I work for:" and a colon is the agent's user
// asking (from anyone else, theirs).
func heldOutSeventySixth(t testing.TB) []expectation {
	return []expectation{
		// Plain questions (24): the directory.
		{query: "Which casinos are within 40 miles of Memphis?", intent: FindCasinos, params: params{"near": "Memphis, TN", "radius_km": 64.4}},
		{query: "Are there any commercial casinos in West Virginia?", intent: FindCasinos, params: params{"state": "WV", "type": "commercial"}},
		{query: "Which Delaware racinos have a rewards program?", intent: FindCasinos, params: params{"state": "DE", "type": "racino", "has_rewards": true}},
		{query: "Which casinos in Ignacio have a hotel?", intent: FindCasinos, params: params{"near": "Ignacio, CO", "has_hotel": true}},
		{query: "How many hotel rooms does Terre Haute Casino Resort have?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Terre Haute Casino Resort")}},
		{query: "What tiers does MGM Rewards have?", intent: ProgramDetail, params: params{"id": programID(t, "MGM Rewards")}},
		{query: "How many tier credits are needed for Onyx status with Boyd Rewards?", intent: TierRequirement, params: params{"id": programID(t, "Boyd Rewards")}, tier: "Onyx"},
		{query: "Does Soaring Eagle have more table games than FireKeepers?", intent: Unknown, params: params{}},
		{query: "Which casino in Deadwood has the loosest slots?", intent: Unknown, params: params{}},
		{query: "What's the weather going to be in Cripple Creek this weekend?", intent: Unknown, params: params{}},

		// Plain questions: facts, comps, tiers and hosts.
		{query: "About how many rolls per hour happen at a craps table?", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "Is a $2,000 keno win reportable on a W-2G?", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 2000}},
		{query: "Is there a self-exclusion program in Indiana?", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "IN"}},
		{query: "What offer is Sky Ute Casino likely to send me next?", intent: CompPredict, params: params{"casino_name": "Sky Ute Casino"}},
		{query: "How far am I from the next tier at Mohegan Sun?", intent: TierProgress, params: params{"casino_name": "Mohegan Sun"}},
		{query: "With the tiers I currently hold, which programs might match my status?", intent: TierMatchSuggestions, params: params{}},
		{query: "Are any hosts at Chinook Winds accepting new players?", intent: FindHosts, params: params{}, filter: []string{"Chinook Winds", "Chinook Winds Casino"}},

		// Plain questions: the player's records, and another person's.
		{query: "What trips did I log to Seven Feathers in 2024?", intent: MyTrips, params: params{"casino_name": "Seven Feathers", "from": "2024-01-01", "to": "2024-12-31"}},
		{query: "Which casinos have I recorded check-ins at?", intent: MyVisits, params: params{}},
		{query: "Are any of my vouchers already expired?", intent: MyVouchers, params: params{"status": "expired"}},
		{query: "Do I have any offers from Wind Creek Atmore?", intent: MyOffers, params: params{"casino_name": "Wind Creek Atmore"}},
		{query: "What were my total W-2G winnings in 2025?", intent: W2GTotal, params: params{"tax_year": 2025}},
		{query: "What balance does my bankroll show today?", intent: Bankroll, params: params{}},
		{query: "How many trips has my brother taken this year?", intent: Unknown, params: params{}},

		// Requests (12).
		{query: "Show me the tribal casinos in Montana.", intent: FindCasinos, params: params{"state": "MT", "type": "tribal"}},
		{query: "Find the Bally Rewards casinos in Rhode Island.", intent: FindCasinos, params: params{"program": "Bally Rewards", "state": "RI"}},
		{query: "Please find casinos near Louisville, Kentucky.", intent: FindCasinos, params: params{"near": "Louisville, KY"}},
		{query: "Give me the details on Oaklawn Park Racing & Gaming.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Oaklawn Park Racing & Gaming")}},
		{query: "List every rewards program in the directory.", intent: ListPrograms, params: params{}},
		{query: "Put a $600 monthly cap on my gambling.", intent: SetBudget, params: params{"period": "month", "amount": 600}},
		{query: "Limit my play sessions to two hours each.", intent: SetSessionLimit, params: params{"max_minutes": 120}},
		{query: "Show me the limits I currently have on my account.", intent: MyLimits, params: params{}},
		{query: "Rank my casinos by the offer each is likely to send me next.", intent: CompPredictAll, params: params{}},
		{query: "List my offers expiring within the next 14 days.", intent: ExpiringOffers, params: params{"within_days": 14}},
		{query: "Delete my trip to Elko from last spring.", intent: Unknown, params: params{}},
		{query: "Set my daily budget to $75 and cap my sessions at 45 minutes.", intent: Unknown, params: params{}},

		// Typed in lower case on a phone, with shorthand (14).
		{query: "casinos w/ hotels near lincoln city", intent: FindCasinos, params: params{"near": "Lincoln City, OR", "has_hotel": true}},
		{query: "casinos w/in 25 mi of flagstaff", intent: FindCasinos, params: params{"near": "Flagstaff, AZ", "radius_km": 40.2}},
		{query: "what casinos r run by the osage nation", intent: FindCasinos, params: params{"q": "Osage Nation"}},
		{query: "pts needed for tier 3 at genting rewards?", intent: TierRequirement, params: params{"id": programID(t, "Genting Rewards")}, tier: "Tier 3"},
		{query: "whats the edge on video poker", intent: GameFacts, params: params{"game_type": "video_poker"}},
		{query: "do i get a w2g for 1500 on a slot", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 1500}},
		{query: "gambling helpline for nevada pls", intent: RGHelp, params: params{"topic": "helpline", "state": "NV"}},
		{query: "need a host who speaks spanish", intent: FindHosts, params: params{"language": "Spanish"}},
		{query: "what tier am i at everywhere rn", intent: MyTiers, params: params{}},
		{query: "list my casino hosts pls", intent: MyHosts, params: params{}},
		{query: "my craps sessions in jan 2026", intent: MySessions, params: params{"game_type": "craps", "from": "2026-01-01", "to": "2026-01-31"}},
		{query: "my w2gs for 2024 pls", intent: MyW2Gs, params: params{"tax_year": 2024}},
		{query: "best buffet in biloxi?", intent: Unknown, params: params{}},
		{query: "odds the chiefs win sunday?", intent: Unknown, params: params{}},

		// A sentence of context before or after a complete ask (5).
		{query: "We're driving across Oregon next week. Are there any casinos near Pendleton?", intent: FindCasinos, params: params{"near": "Pendleton, OR"}},
		{query: "Change my weekly budget to $250. I keep overspending on weekends.", intent: SetBudget, params: params{"period": "week", "amount": 250}},
		{query: "My accountant wants the numbers by Friday. Can you pull up my 2025 tax summary?", intent: TaxSummary, params: params{"tax_year": 2025}},
		{query: "We're planning a weekend in Black Hawk. What would 6 hours of $5 slots earn me in comps?", intent: CompEstimate, params: params{"game_type": "slots", "avg_bet": 5, "hours": 6}},
		{query: "We're staying at Harrah's Gulf Coast this weekend. Can you book us a spa appointment?", intent: Unknown, params: params{}},

		// With a greeting or thanks (3).
		{query: "Good day! What does Diamond Elite take in Caesars Rewards?", intent: TierRequirement, params: params{"id": programID(t, "Caesars Rewards")}, tier: "Diamond Elite"},
		{query: "Hiya, hoping you can help: which gambling help line serves Minnesota?", intent: RGHelp, params: params{"topic": "helpline", "state": "MN"}},
		{query: "Can you show me my sessions at Rocky Gap Casino Resort? Thanks a bunch in advance!", intent: MySessions, params: params{"casino_name": "Rocky Gap Casino Resort"}},

		// Relayed by an agent for its user (2).
		{query: "Forwarding a request from my user: what is the tier-match path from MGM Rewards Gold to Caesars Rewards?", intent: TierMatchPaths, params: params{"program": "MGM Rewards", "to_program": "Caesars Rewards"}, tier: "Gold"},
		{query: "A question from the person I work for: which casinos are near Sioux City, Iowa?", intent: FindCasinos, params: params{"near": "Sioux City, IA"}},
	}
}
