package ask

import "testing"

// heldOutEightyFirst is an eighty-first held-out part, written blind and
// committed BEFORE its first run: by someone who had read only the action
// catalog and the service spec (both whole), lines 89-155 and 428-480 of
// the README (the directory's curl examples and the section on /ask), the
// shipped data (casinos.csv, rewards_programs.json and
// program_properties.csv, only through short scripts that listed casinos
// with town, state, type, tribal nation, hotel, rooms, opened year, brand
// and program, and programs with their tiers and thresholds; a listing of
// data/, the header lines of the two CSV files and the first program's
// JSON record were printed too), the whole of the twenty-ninth held-out
// part and the first 80 lines of the twenty-eighth (its header), the
// first lines of ask.go up to the block of intent constants and that
// block (lines 1-70, which also showed the package comment, the imports
// and the first lines of the Intent type), the expectation type (lines
// 1-18 of heldout_test.go), the slugOf and programID helpers of
// ask_test.go and the heldOutParts function of score_test.go; of the git
// log, only the newest subject line (it records the first runs of the
// seventy-ninth and eightieth parts and quotes no phrase). Never the rules
// of this package, the tuning phrases or the other held-out parts. Every
// casino, program, tier, town, state and nation used was checked against
// data/ with a short script. Its places and casinos were chosen, where
// the data allowed, among those few earlier test files name (by a
// case-insensitive fixed-string grep that counted file names only):
// Warroad, Mobridge, Worley, Central City, Cumberland, the Revo casinos,
// the Sisseton Wahpeton Oyate, Terre Haute Casino Resort, Catawba Two
// Kings Casino, WarHorse Casino Omaha, Charging Horse Casino, Kansas
// Crossing, Dakota Magic, Naskila, Rosebud Casino and Mardi Gras Casino &
// Resort, with the 24K Select Club, Lucky Star Rewards' Gold Star,
// Genting Rewards' Tier 3 and WinStar Club Passport's Elite matched to
// the Choctaw Rewards Club. Its wording is new: each phrase (each whole
// question, and each sentence of a question of two sentences or with a
// greeting) was checked with a case-insensitive fixed-string grep (file
// names only) against every test file of this package, with and without
// its closing mark; twenty were found there and replaced before the file
// was written: "List the Revo casinos in New Hampshire.", "commercial
// casinos in central city", "How many hotel rooms does Terre Haute Casino
// Resort have?", "Tell me about Catawba Two Kings Casino.", "How many
// hands per hour does baccarat deal?", "What's the hold on keno?", "Is a
// $1,600 keno win reportable on a W-2G?", "Is there a gambling helpline
// in Indiana?", "Set a monthly budget of $600.", "max 45 min per session
// pls", "Put my weekly gambling budget at $250.", "I keep overspending on
// weekends.", "predicted offers for all my casinos", "Estimate my comps
// for 4 hours of $10 craps.", "who are the hosts I'm connected with?",
// "Which of my vouchers have expired?", "total w2g winnings for 2025"
// (found without its closing mark), "what's their current bankroll
// balance?", and, among the first replacements, "Change my weekly budget
// to $250." and "Have any of my vouchers expired?". None of the sixty is
// there now, nor any of their sentences, but for the bare greeting "Good
// morning!", which is no ask and was kept.
//
// Its theme is a thirty-first CONTROL part: sixty ordinary questions over
// every area of the action catalog and the directory, in the ordinary mix
// of registers: 24 plain questions, 12 requests, 14 typed in lower case
// on a phone with common shorthand ("w/", "mi", "yr", "pts", "vp", "w2g",
// "min", "pls", "r", "wks", "wknd", "whats"), 5 with a sentence of
// context before or after a complete ask, 3 with a greeting or thanks and
// 2 relayed by an agent for its user. 51 are answerable and 9 expect
// Unknown. Every area is covered: searches by state, type, hotel,
// rewards, place, radius, name family and owning nation (10), casino
// details (4), the program list, a program's ladder and two tiers'
// thresholds (4), game facts (4), the W-2G rule (3), help lines and
// self-exclusion (2), budgets and a session limit (proposed) and the
// limits read (4), comp predictions at one casino and all of them and an
// estimate (3), tier progress, the player's tiers, a tier-match path and
// suggestions (4), hosts at a casino, by language and the player's own
// (3), and the player's trips, sessions, visits, vouchers, offers,
// expiring offers, W-2G list and total, tax summary and bankroll (10).
// The nine Unknowns: two details the directory does not keep (a buffet's
// hours, whether a pool is open), another person's records, two questions
// in one, a change /ask does not propose (deleting a trip), a booking no
// action makes, the weather, two casinos compared, and a sports score. No
// question lacks a field its intent needs, so none expects a missing
// field.
//
// It follows the twenty-ninth part's conventions (a casino named for a
// player action keeps the name as typed; a host filter by casino is the
// typed words and the directory's name when the words name exactly one
// casino, with no parameter; a radius in miles is in kilometres to one
// decimal; a month named with its year is that month; a year named for the
// player's records is that calendar year; a town typed without its state
// is near the directory's town with its state; "in <town>" is near that
// town and "in <state>" is the state; a family's casinos in a state are
// the state with q the family's name as the directory spells it; a tier
// named with its program is not ambiguous; a casino's details answer what
// the directory keeps about it, whichever field is asked for; a limit of
// money in a period is a budget; another person's records, a detail no
// answer says, a change /ask does not propose and off-topic questions are
// Unknown). Its own choices, where those are silent:
//   - a search by owning nation ("Which casinos does the Sisseton Wahpeton
//     Oyate run?") is q the nation as the directory spells it, with no
//     state (README: q matches a casino's name, brand or tribal nation);
//   - a town typed with its state in full ("Cumberland, Maryland") is near
//     the town with the state's code, as a town typed without it;
//   - "Who owns Charging Horse Casino?" is that casino's details (its
//     tribal nation is a field the directory keeps), not a search;
//   - "what yr did warhorse omaha open" is the details of WarHorse Casino
//     Omaha, the one casino "warhorse omaha" names (its opened year is
//     kept);
//   - "What tiers does the 24K Select Club have?" is that program's
//     details, although the data holds no ladder for it: the details are
//     where a ladder would be, and they say there is none;
//   - "tier 3 in genting rewards" is the tier named "Tier 3" as the data
//     spells it;
//   - "What hold does keno have?" is keno's game facts (a game's hold is its
//     house edge); "house edge on vp" is video poker's;
//   - a context sentence that names a game other words ("the dice game") or
//     a town ("Deadwood") lends the complete ask nothing: the craps and
//     keno questions keep only their own game and amount;
//   - "Would a $1,600 keno ticket get me a W-2G?" is the W-2G rule for keno
//     with amount_won 1600 (a ticket that pays is a win);
//   - "Please set $600 as my budget for the month." is a monthly budget,
//     not a budget for the current month only; "Move my weekly budget to
//     $250." a weekly budget of 250; "cap my sessions at 45 min" a session
//     limit of 45 minutes;
//   - "what offers r my casinos likely to send me" is the prediction for
//     all the player's casinos; "What will Kansas Crossing Casino likely
//     offer me next?" the prediction there, the name as typed;
//   - "Can my Elite status in WinStar Club Passport be matched at Choctaw
//     Rewards Club?" is the tier-match path from WinStar Club Passport's
//     Elite to the Choctaw Rewards Club (a tier and both programs named);
//   - "How many points do I still need for the next tier at Dakota Magic?"
//     is tier progress at "Dakota Magic" as typed;
//   - "Are any hosts at Naskila accepting new players?" is find_hosts
//     filtered to "Naskila" and Naskila Gaming; "a casino host who speaks
//     Hmong" is find_hosts in Hmong (the data has no hosts, so the
//     language could not be checked against it);
//   - "which hosts am I connected with" is the player's hosts (their
//     connections), with the greeting and thanks lending nothing;
//   - "Which casinos have I checked in at so far?" is the player's visits
//     (a check-in is a visit), not a directory search;
//   - "Are any of my vouchers past their expiry now?" is the vouchers with
//     the status "expired";
//   - "any of my offers expiring in the next 2 wks" is the expiring offers
//     within 14 days;
//   - "how much in w2g wins did i have in 2025" is the W-2G total of 2025;
//     "Show me my W-2G forms for 2022." the W-2G list of 2022;
//   - a question an agent relays for its user ("On behalf of my user: how
//     much is currently sitting in their bankroll?") is the user's own,
//     so "their bankroll" is the player's bankroll;
//   - Unknown: "What time does the buffet open at Spirit Mountain Casino?"
//     and "Is the pool at Wind River Hotel and Casino open yet?" (neither
//     is kept by the directory, though each names a casino); "How much did
//     my brother lose at Mystic Lake in 2025?" (another person's records);
//     "What's my bankroll, and which vouchers do I still have open?" (two
//     questions in one); "Please delete my trip to Oxford Casino."
//     (delete_trip is a change /ask does not propose); "Book me a room at
//     the Greenbrier for Friday night, please." (no action books rooms);
//     "will it snow in deadwood this wknd" (weather); "which is bigger, 4
//     bears or sky dancer?" (two casinos compared); and the score of a
//     Golden Knights game, relayed by an agent (off topic).
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at 9f86653, with the eighty-first and eighty-second parts
// added together after every round of the session, and no rule changed
// for them) scored 56 of 60 correct
// (93.3%): precision 97.9% (47 of 48 answers right), recall 92.2% (47 of
// 51 answerable), 3 declined and 1 wrong. No expectation was changed
// after it. The wrong one: "Would a $1,600 keno ticket get me a W-2G?
// Asking before my trip to Deadwood." (the amount read as the wager: a
// keno ticket is also what a bet is written on). Declined: "Pull up the
// Revo casinos across New Hampshire.", "Hi! Who owns Charging Horse
// Casino?" and "house edge on vp?".
//
// After its fix round (by the maintainer, with tuning phrases in other
// words checked to fail first) it scored 60 of 60: a keno ticket's amount
// is the wager only beside a larger win, and alone, in a W-2G question,
// the win; "who owns" a casino asks its details; "across" a state is in
// it; "vp" is video poker.
func heldOutEightyFirst(t testing.TB) []expectation {
	return []expectation{
		// The directory: state, type, hotel, rewards, owning nation,
		// place, radius and a name family.
		{query: "What casinos are there in Wyoming?", intent: FindCasinos, params: params{"state": "WY"}},
		{query: "Are there any tribal casinos in North Dakota with a hotel?", intent: FindCasinos, params: params{"state": "ND", "type": "tribal", "has_hotel": true}},
		{query: "Which casinos in Kansas have a rewards program?", intent: FindCasinos, params: params{"state": "KS", "has_rewards": true}},
		{query: "Which casinos does the Sisseton Wahpeton Oyate run?", intent: FindCasinos, params: params{"q": "Sisseton Wahpeton Oyate"}},
		{query: "Is there a casino with a hotel in Cumberland, Maryland?", intent: FindCasinos, params: params{"near": "Cumberland, MD", "has_hotel": true}},
		{query: "Pull up the Revo casinos across New Hampshire.", intent: FindCasinos, params: params{"state": "NH", "q": "Revo"}},
		{query: "casinos near worley w/ a hotel", intent: FindCasinos, params: params{"near": "Worley, ID", "has_hotel": true}},
		{query: "any casinos within 40 mi of mobridge", intent: FindCasinos, params: params{"near": "Mobridge, SD", "radius_km": 64.4}},
		{query: "any commercial casinos in central city?", intent: FindCasinos, params: params{"near": "Central City, CO", "type": "commercial"}},
		{query: "Which casinos are within 60 miles of Warroad? We just moved up there.", intent: FindCasinos, params: params{"near": "Warroad, MN", "radius_km": 96.6}},

		// One casino's details.
		{query: "How many rooms are in the hotel at Terre Haute Casino Resort?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Terre Haute Casino Resort")}},
		{query: "Give me the rundown on Catawba Two Kings Casino.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Catawba Two Kings Casino")}},
		{query: "what yr did warhorse omaha open", intent: CasinoDetail, params: params{"slug": slugOf(t, "WarHorse Casino Omaha")}},
		{query: "Hi! Who owns Charging Horse Casino?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Charging Horse Casino")}},

		// Programs: the list, one program's ladder, two tiers' thresholds.
		{query: "Please list the rewards programs you cover.", intent: ListPrograms, params: params{}},
		{query: "What tiers does the 24K Select Club have?", intent: ProgramDetail, params: params{"id": programID(t, "24K Select Club")}},
		{query: "What does it take to reach Gold Star in Lucky Star Rewards?", intent: TierRequirement, params: params{"id": programID(t, "Lucky Star Rewards")}, tier: "Gold Star"},
		{query: "how many pts to hit tier 3 in genting rewards", intent: TierRequirement, params: params{"id": programID(t, "Genting Rewards")}, tier: "Tier 3"},

		// Game facts and the W-2G rule.
		{query: "About how many hands does a baccarat table get through in an hour?", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "What hold does keno have?", intent: GameFacts, params: params{"game_type": "keno"}},
		{query: "house edge on vp?", intent: GameFacts, params: params{"game_type": "video_poker"}},
		{query: "I'm teaching my nephew the dice game this weekend. What's the house edge in craps?", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "Is a $1,250 jackpot on a slot machine reportable?", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 1250}},
		{query: "do i get a w2g for a $1500 poker tourney win", intent: W2GRule, params: params{"game_type": "poker", "amount_won": 1500}},
		{query: "Would a $1,600 keno ticket get me a W-2G? Asking before my trip to Deadwood.", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1600}},

		// Responsible-gaming help by state.
		{query: "Does Indiana have a hotline for problem gambling?", intent: RGHelp, params: params{"topic": "helpline", "state": "IN"}},
		{query: "Tell me how to self-exclude from casinos in Maryland.", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "MD"}},

		// The player's limits: changes proposed, and the limits read.
		{query: "Please set $600 as my budget for the month.", intent: SetBudget, params: params{"period": "month", "amount": 600}},
		{query: "Move my weekly budget to $250. I've been overspending on Saturdays.", intent: SetBudget, params: params{"period": "week", "amount": 250}},
		{query: "cap my sessions at 45 min pls", intent: SetSessionLimit, params: params{"max_minutes": 45}},
		{query: "What limits am I under right now?", intent: MyLimits, params: params{}},

		// Comps: predicted at one casino and at all, and estimated.
		{query: "What will Kansas Crossing Casino likely offer me next?", intent: CompPredict, params: params{"casino_name": "Kansas Crossing Casino"}},
		{query: "what offers r my casinos likely to send me", intent: CompPredictAll, params: params{}},
		{query: "Work out my comps for 4 hours of $10 craps, please.", intent: CompEstimate, params: params{"game_type": "craps", "avg_bet": 10, "hours": 4}},

		// Tiers: progress at one casino, the player's tiers, a tier-match
		// path and suggestions.
		{query: "How many points do I still need for the next tier at Dakota Magic? I'm going back there next month.", intent: TierProgress, params: params{"casino_name": "Dakota Magic"}},
		{query: "whats my tier at each casino", intent: MyTiers, params: params{}},
		{query: "Can my Elite status in WinStar Club Passport be matched at Choctaw Rewards Club?", intent: TierMatchPaths, params: params{"program": "WinStar Club Passport", "to_program": "Choctaw Rewards Club"}, tier: "Elite"},
		{query: "Suggest some status matches based on my tiers.", intent: TierMatchSuggestions, params: params{}},

		// Hosts at a casino, by language, and the player's own.
		{query: "Are any hosts at Naskila accepting new players?", intent: FindHosts, params: params{}, filter: []string{"Naskila", "Naskila Gaming"}},
		{query: "Find me a casino host who speaks Hmong.", intent: FindHosts, params: params{"language": "Hmong"}},
		{query: "Hey there, which hosts am I connected with right now? Thanks!", intent: MyHosts, params: params{}},

		// The player's records.
		{query: "Which trips have I logged at Rosebud Casino?", intent: MyTrips, params: params{"casino_name": "Rosebud Casino"}},
		{query: "Show my blackjack sessions from March 2026.", intent: MySessions, params: params{"game_type": "blackjack", "from": "2026-03-01", "to": "2026-03-31"}},
		{query: "Which casinos have I checked in at so far?", intent: MyVisits, params: params{}},
		{query: "Are any of my vouchers past their expiry now?", intent: MyVouchers, params: params{"status": "expired"}},
		{query: "Do I have any offers from Mardi Gras Casino & Resort?", intent: MyOffers, params: params{"casino_name": "Mardi Gras Casino & Resort"}},
		{query: "any of my offers expiring in the next 2 wks", intent: ExpiringOffers, params: params{"within_days": 14}},
		{query: "Show me my W-2G forms for 2022.", intent: MyW2Gs, params: params{"tax_year": 2022}},
		{query: "how much in w2g wins did i have in 2025", intent: W2GTotal, params: params{"tax_year": 2025}},
		{query: "What does my 2024 gambling tax summary look like?", intent: TaxSummary, params: params{"tax_year": 2024}},
		{query: "On behalf of my user: how much is currently sitting in their bankroll?", intent: Bankroll, params: params{}},

		// Unknown: details not kept, another person's records, two
		// questions in one, a change and a booking /ask does not make,
		// a comparison, and off topic.
		{query: "What time does the buffet open at Spirit Mountain Casino?", intent: Unknown, params: params{}},
		{query: "Good morning! Is the pool at Wind River Hotel and Casino open yet?", intent: Unknown, params: params{}},
		{query: "How much did my brother lose at Mystic Lake in 2025?", intent: Unknown, params: params{}},
		{query: "What's my bankroll, and which vouchers do I still have open?", intent: Unknown, params: params{}},
		{query: "Please delete my trip to Oxford Casino.", intent: Unknown, params: params{}},
		{query: "Book me a room at the Greenbrier for Friday night, please.", intent: Unknown, params: params{}},
		{query: "will it snow in deadwood this wknd", intent: Unknown, params: params{}},
		{query: "which is bigger, 4 bears or sky dancer?", intent: Unknown, params: params{}},
		{query: "My user wants to know the score of tonight's Golden Knights game.", intent: Unknown, params: params{}},
	}
}
