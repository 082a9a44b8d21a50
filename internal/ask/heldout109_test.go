package ask

import "testing"

// heldOutHundredNinth is a hundred-and-ninth held-out part, written blind
// and committed BEFORE its first run: by someone who had read only the
// service spec and the action catalog (both whole), the README's lines
// 89-155 (its curl examples of the directory's query parameters) and
// 428-480 (its section on /ask), the whole of the twenty-ninth held-out
// part and the first eighty lines of the twenty-eighth (its header), the
// block of intent constants of ask.go (printed by a script from "const ("
// to the first ")"), the expectation type (lines 1-18 of
// heldout_test.go), the slugOf and programID helpers of ask_test.go
// (found with grep -n; the print also showed programID's one-line doc
// comment), the heldOutParts function of score_test.go (found with grep
// -n; its first twelve and last thirty lines were printed) and the
// subject of the branch's newest commit (git log -1), which names one rule
// of an earlier part in a sentence. The
// shipped data was read only through short python3 scripts: a listing of
// data/, the header of casinos.csv, the first record of
// rewards_programs.json and the first lines of program_properties.csv and
// us_cities.csv, then counts of casinos by state, type, brand and tribal
// nation, the programs with their tiers and thresholds, the program
// properties by program, the casinos of fifteen smaller states (name,
// town, state, type, hotel, brand, nation), and the checks below. Never the
// rules of this package, the tuning phrases or the other held-out parts;
// go test was not run.
//
// Every name used was checked against data/ with a script. Towns: Pendleton
// (OR), Lewiston (ID), Hinckley (MN), Mobridge (SD), Lincoln City (OR) and
// Deadwood (SD) are each one town of the directory, in one state, and none
// is in us_cities.csv under another state. The typed words name exactly
// one casino (case-insensitive fragment of the directory's names) for
// Wildhorse (Wildhorse Resort & Casino), Kootenai River Inn (Kootenai River
// Inn Casino and Spa), Sky City (Sky City Casino Hotel), Seven Feathers,
// Mystic Lake, Black Bear Casino (Black Bear Casino Resort), Wind Creek
// Wetumpka, Fortune Bay, Grand Casino Mille Lacs, Chinook Winds, Prairie
// Wind and Sandia; "Treasure Island" names two and "Belterra" two, so the
// two Unknowns that name them spell them whole (Treasure Island Resort and
// Casino, Belterra Casino Resort). Boyd Gaming has two casinos in Indiana
// (Belterra Casino Resort, Blue Chip Casino Hotel Spa); Wyoming has three
// tribal casinos; West Virginia three racinos; Kansas two casinos in a
// program (Boyd Rewards, PENN Play). The tiers are the data's: Diamond
// Elite (Caesars Rewards), Sapphire and Pearl (MGM Rewards), Onyx (Boyd
// Rewards). Korean is a language the shipped data cannot check (it keeps
// no hosts). Places and casinos were not chosen for novelty: a grep (file
// names only, counted) showed every one named by earlier test files too.
//
// Its wording is new: each whole message, each of its sentences, each
// quoted user sentence and each part after a "Question:", "Task:",
// "Context:", "[user]" or "On behalf of the player:" lead was checked with
// a case-insensitive fixed-string grep (file names only) against every
// test file of this package, with and without its closing mark; eight
// were found there and replaced before the file was written ("GET
// /v1/rewards-programs", "how do I self-exclude in Indiana?",
// "list_vouchers status=redeemed", "tax_year_summary tax_year=2024",
// "bankroll_status", "what does Pearl take in MGM Rewards?", "what comps
// would that earn?", "which of my offers expire in the next 10 days?"),
// and none of the sixty is there now. (Bare catalog and field names
// inside the two MCP calls, such as "casino_name", are in many files and
// were not counted.)
//
// Its theme is a forty-eighth CONTROL part in the registers of AGENTS:
// sixty messages an AI agent or an integration sends on behalf of a
// player, as agents really write them: quoting the user ('My user asked:
// "..."', 'The player wrote "..." - please answer.', 'User message:
// "..."'), paraphrasing ("The user wants to know ...", "Requesting the
// ...", "Please fetch the player's ..."), terse tool-like lines with the
// catalog's action and field names ("search_casinos state=WY
// type=tribal", "list_trips from=... to=...", "w2g_threshold_check
// game_type=keno amount_won=1600", a feature endpoint's POST with its
// action, two MCP player_action calls with JSON arguments), the agent's
// own context before the question ("Context: ... Question: ..."), and a
// system-ish wrapper ("[user] ..."). Every area of the catalog is
// covered: place, radius, hotel, type, rewards and family searches,
// casino details, the program list, a ladder and two tiers' thresholds,
// game facts, the W-2G rule, a help line and self-exclusion, budgets and
// a session limit (proposed) and the limits read, comp predictions (one
// casino and all) and an estimate, tier progress, the player's tiers,
// tier-match suggestions and a path, hosts (at a casino, by language, the
// player's own), trips, sessions, visits, vouchers, offers and expiring
// offers, W-2G lists and totals, the tax summary and the bankroll.
//
// 48 expect an answer and 12 expect Unknown: another person's records (the
// user's wife's tier, the user's brother's trips), two asks in one (the
// bankroll and the vouchers; a house edge and the W-2Gs; a budget and a
// session limit to propose together), writes /ask does not run (add_trip
// through player_action, saving a voucher, a check-in), facts nothing
// keeps (a buffet's closing time, a progressive jackpot's amount) and
// advice (a free room or cash back; moving play from one program to
// another). No question lacks a field its intent needs, so none expects a
// missing field.
//
// It follows the twenty-ninth part's conventions: the records are the key
// holder's own, whoever relays the question ("my user", "the player",
// "the user"); a casino named for a player action keeps the name as typed
// (in a JSON argument, its value); a host filter by casino is the typed
// words and the directory's name when the words name exactly one casino,
// with no parameter; a radius in miles is in kilometres to one decimal
// (40 miles 64.4, 25 miles 40.2); a year named for the player's records
// is that calendar year, "last year" 2025 and "this year" 2026, a month
// named without a year is its latest one up to today, 2026-05-14 (March
// is 2026-03-01..2026-03-31); a town typed without its state is near the
// directory's town with its state, "in <town>" near that town and "in
// <state>" the state; a family's casinos in a state are the state with q
// the family's name as the directory spells it (typed whole here: "Boyd
// Gaming"); a tier named with its program is not ambiguous, and a program
// named by its brand with the tier ("my Boyd Onyx") is that program; a
// casino's details answer what the directory keeps about it, whichever
// field is asked for (a hotel, the slot machines); a limit of money in a
// period is a budget, and a limit of time per session a session limit in
// minutes (2 hours 120). Its own choices, where those are silent:
//   - The wrapper adds nothing: "My user asked:", "User message:", "The
//     player wrote", "[user]", "Task:", "Please fetch", "Requesting",
//     "Call ... with", "Run ...," and a trailing "Please advise.", "please
//     answer." or "Please propose that." are read as the quoted or
//     paraphrased ask itself.
//   - An agent's "Context:" lends the question nothing unless the question
//     points back to it: "within 40 miles of there" is near "Pendleton,
//     OR" (README: "We're staying in Laughlin this weekend. Any casinos
//     within 25 miles of there?"), and "that session" is the 4 hours of
//     $15 craps; where the question names its own program ("Pearl in MGM
//     Rewards") the context (the tier the user holds) adds nothing, and
//     the Lincoln City context does not make the buffet question a search.
//   - A tool-like line's values are the parameters as given: "list_trips
//     from=2026-01-01 to=2026-03-31" is the trips in those dates, with no
//     casino; "POST /v1/rg action=set_budget period=day amount=60" is a
//     daily budget of 60, proposed; "Run tax_year_summary, tax_year 2024."
//     is the tax summary of 2024; "bankroll_status, no filters" the
//     bankroll; an MCP player_action call with "tier_progress" and a
//     casino_name is the tier progress there; one with "add_trip" is a
//     write /ask does not run, so Unknown.
//   - "the directory details for Wildhorse Resort & Casino" are its details;
//     "the full list of rewards programs you cover" is the program list;
//     "all the levels in Boyd Rewards" its ladder (the program's details);
//     "the qualification amount for Diamond Elite" and "how many tier
//     credits are needed for Pearl" those tiers' thresholds.
//   - "hands per hour a blackjack table deals" and "the house edge and
//     decisions per hour for craps" are one game's facts each (one answer
//     holds both), not two asks.
//   - "I just hit $1,250 on a slot, do I have to fill out a W-2G?" is the
//     rule for slots with amount_won 1250, whoever wrote it; the keno line
//     is the rule for keno with 1600.
//   - "don't let me spend more than $400 a month on gambling" is a monthly
//     budget of 400; "a 2-hour limit per session" a session limit of 120
//     minutes; "the responsible-gaming limits currently on the player's
//     account" the limits read.
//   - "predict the player's next offer from Seven Feathers" is comp_predict
//     there; "what offers to expect next from each casino they play" the
//     prediction for all casinos.
//   - "a rundown of their tier status at every casino" is the player's
//     tiers; "if I match my Boyd Onyx to Caesars Rewards, what tier would
//     I get?" the path from Boyd Rewards' Onyx to Caesars Rewards (the tier
//     is named, so not the player's suggestions).
//   - "the player's host connections" are the player's hosts
//     (get_my_connections); "hosts who speak Korean" find_hosts in Korean.
//   - "every check-in they've logged" is the player's visits; "TITO
//     tickets I haven't cashed yet" the vouchers with status "open"
//     (vouchers are ticket-in/ticket-out tickets); "offers that run out
//     within the next 10 days" the expiring offers within 10 days; "what
//     did all my W-2Gs add up to last year?" the W-2G total of 2025; "my
//     deductible gambling losses this year" the tax summary of 2026.
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at 0b8482a, after every round of the session before it,
// and no rule changed for it) scored 46 of 60 correct (76.7%): precision
// 94.4% (34 of 36 answers right), recall 70.8% (34 of 48 answerable), 12
// declined and 2 wrong. No expectation was changed after it. The wrong
// ones: "On behalf of the player: please propose a 2-hour limit per
// session." (the limits read, where a session limit was to be proposed)
// and "Find casino hosts who speak Korean for my user." (the hosts
// filtered by a casino "my user").
//
// After its fix round (2026-11-25, fix-109, rules only, no expectation
// changed, tuning phrases in other words checked to fail first): 60/60,
// 0 wrong, 0 declined (from 46/60, 2 wrong, 12 declined), and barred. The
// general rules added: a chat log's speaker tag in square brackets
// ("[client]") opens the line as a "User:" label does; "Task:" and
// "Instruction:" are an agent's labels; "Requesting ..." opens a request
// as "fetch" does; a bare sign-off after a relayed quote ("- please
// respond", "Kindly reply.") asks nothing of its own; an action tool's
// name (player_action) only carries the action its JSON names; a full
// stop or question mark ending a line is no part of a key=value pair's
// value; the agent's "my user" after a preposition ("for my client") is
// the asker, as "the user" is, and no casino; "just" between the asker
// and a win with its amount says when; a limit or cap "per session"
// ("each sitting") with its time is a session limit; a rundown, overview,
// summary or recap of the tiers is the tiers; and a floor's "count" asks
// its number, as "how many" does.
func heldOutHundredNinth(t testing.TB) []expectation {
	return []expectation{
		// The directory: searches by place (with a radius in miles and a hotel
		// filter, a town typed without its state), by state and type, by
		// family in a state, and by rewards.
		{query: "Context: user is staying in Pendleton, Oregon this weekend. Question: any casinos within 40 miles of there that have a hotel?", intent: FindCasinos, params: params{"near": "Pendleton, OR", "radius_km": 64.4, "has_hotel": true}},
		{query: "search_casinos state=WY type=tribal", intent: FindCasinos, params: params{"state": "WY", "type": "tribal"}},
		{query: "The user wants to know which racinos there are in West Virginia.", intent: FindCasinos, params: params{"state": "WV", "type": "racino"}},
		{query: "My user asked: \"are there any casinos around Lewiston, Idaho?\"", intent: FindCasinos, params: params{"near": "Lewiston, ID"}},
		{query: "Please fetch the Boyd Gaming casinos in Indiana.", intent: FindCasinos, params: params{"state": "IN", "q": "Boyd Gaming"}},
		{query: "[user] casinos in Kansas that have a rewards program", intent: FindCasinos, params: params{"state": "KS", "has_rewards": true}},
		{query: "Task: find casinos within 25 miles of Hinckley, MN.", intent: FindCasinos, params: params{"near": "Hinckley, MN", "radius_km": 40.2}},
		{query: "User message: \"what casinos are there in Mobridge?\"", intent: FindCasinos, params: params{"near": "Mobridge, SD"}},

		// One casino's details, whichever field is asked for.
		{query: "Please fetch the directory details for Wildhorse Resort & Casino.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Wildhorse Resort & Casino")}},
		{query: "My user asked: \"does Kootenai River Inn have a hotel?\"", intent: CasinoDetail, params: params{"slug": slugOf(t, "Kootenai River Inn Casino and Spa")}},
		{query: "Need the slot machine count for Sky City Casino Hotel in Acoma.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Sky City Casino Hotel")}},

		// Programs: the list, a ladder, and one tier's threshold.
		{query: "Requesting the full list of rewards programs you cover.", intent: ListPrograms, params: params{}},
		{query: "The player wrote \"what are all the levels in Boyd Rewards?\" - please answer.", intent: ProgramDetail, params: params{"id": programID(t, "Boyd Rewards")}},
		{query: "Requesting the qualification amount for Diamond Elite in Caesars Rewards.", intent: TierRequirement, params: params{"id": programID(t, "Caesars Rewards")}, tier: "Diamond Elite"},
		{query: "Context: user holds Sapphire in MGM Rewards. Question: how many tier credits are needed for Pearl in MGM Rewards?", intent: TierRequirement, params: params{"id": programID(t, "MGM Rewards")}, tier: "Pearl"},

		// Game facts and the W-2G rule.
		{query: "The user wants to know how many hands per hour a blackjack table deals.", intent: GameFacts, params: params{"game_type": "blackjack"}},
		{query: "Requesting the house edge and decisions per hour for craps.", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "The player wrote \"I just hit $1,250 on a slot, do I have to fill out a W-2G?\" Please advise.", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 1250}},
		{query: "w2g_threshold_check game_type=keno amount_won=1600", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1600}},

		// Responsible-gaming help by state.
		{query: "The user is asking for a gambling helpline in Minnesota.", intent: RGHelp, params: params{"topic": "helpline", "state": "MN"}},
		{query: "User message: \"what do I do to self-exclude from casinos in Indiana?\"", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "IN"}},

		// The player's limits: changes proposed, and the limits read.
		{query: "My user said: \"don't let me spend more than $400 a month on gambling.\" Please propose that.", intent: SetBudget, params: params{"period": "month", "amount": 400}},
		{query: "POST /v1/rg action=set_budget period=day amount=60", intent: SetBudget, params: params{"period": "day", "amount": 60}},
		{query: "On behalf of the player: please propose a 2-hour limit per session.", intent: SetSessionLimit, params: params{"max_minutes": 120}},
		{query: "Fetch the responsible-gaming limits currently on the player's account.", intent: MyLimits, params: params{}},

		// Comps: predicted at one casino and at all of them, and estimated.
		{query: "Task: predict the player's next offer from Seven Feathers.", intent: CompPredict, params: params{"casino_name": "Seven Feathers"}},
		{query: "The user wants to know what offers to expect next from each casino they play.", intent: CompPredictAll, params: params{}},
		{query: "Context: user plans 4 hours of $15 craps tomorrow. Question: roughly what would that session be worth in comps?", intent: CompEstimate, params: params{"game_type": "craps", "avg_bet": 15, "hours": 4}},

		// Tiers: progress at one casino, the player's tiers, tier matches.
		{query: "player_action {\"action\": \"tier_progress\", \"casino_name\": \"Mystic Lake\"}", intent: TierProgress, params: params{"casino_name": "Mystic Lake"}},
		{query: "The user wants a rundown of their tier status at every casino.", intent: MyTiers, params: params{}},
		{query: "Requesting tier-match suggestions based on the player's current tiers.", intent: TierMatchSuggestions, params: params{}},
		{query: "My user asked: \"if I match my Boyd Onyx to Caesars Rewards, what tier would I get?\"", intent: TierMatchPaths, params: params{"program": "Boyd Rewards", "to_program": "Caesars Rewards"}, tier: "Onyx"},

		// Hosts at a casino, by language, and the player's own.
		{query: "The player wants a host at Black Bear Casino who is taking new players.", intent: FindHosts, params: params{}, filter: []string{"Black Bear Casino", "Black Bear Casino Resort"}},
		{query: "Find casino hosts who speak Korean for my user.", intent: FindHosts, params: params{"language": "Korean"}},
		{query: "Please fetch the player's host connections.", intent: MyHosts, params: params{}},

		// The player's records: trips, sessions, visits, vouchers, offers,
		// W-2Gs, the tax year and the bankroll.
		{query: "My user asked: \"how many trips did I take to Wind Creek Wetumpka last year?\"", intent: MyTrips, params: params{"casino_name": "Wind Creek Wetumpka", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "list_trips from=2026-01-01 to=2026-03-31", intent: MyTrips, params: params{"from": "2026-01-01", "to": "2026-03-31"}},
		{query: "Task: pull the player's poker sessions from March.", intent: MySessions, params: params{"game_type": "poker", "from": "2026-03-01", "to": "2026-03-31"}},
		{query: "The user wants to see every check-in they've logged.", intent: MyVisits, params: params{}},
		{query: "Call list_vouchers with status=redeemed.", intent: MyVouchers, params: params{"status": "redeemed"}},
		{query: "User message: \"do I have any TITO tickets I haven't cashed yet?\"", intent: MyVouchers, params: params{"status": "open"}},
		{query: "Please fetch the player's offers from Fortune Bay.", intent: MyOffers, params: params{"casino_name": "Fortune Bay"}},
		{query: "[user] got any offers that run out within the next 10 days?", intent: ExpiringOffers, params: params{"within_days": 10}},
		{query: "Requesting the player's W-2G records for tax year 2024.", intent: MyW2Gs, params: params{"tax_year": 2024}},
		{query: "The player wrote \"what did all my W-2Gs add up to last year?\"", intent: W2GTotal, params: params{"tax_year": 2025}},
		{query: "Run tax_year_summary, tax_year 2024.", intent: TaxSummary, params: params{"tax_year": 2024}},
		{query: "My user asked: \"what were my deductible gambling losses this year?\"", intent: TaxSummary, params: params{"tax_year": 2026}},
		{query: "bankroll_status, no filters", intent: Bankroll, params: params{}},

		// Unknown: another person's records (2), two asks in one (3), writes
		// /ask does not run (3), facts nothing keeps (2) and advice (2).
		{query: "My user asked: \"what tier is my wife at over at Grand Casino Mille Lacs?\"", intent: Unknown, params: params{}},
		{query: "The player wants to see their brother's trips to Deadwood from last summer.", intent: Unknown, params: params{}},
		{query: "Please fetch the player's bankroll and list their unredeemed vouchers.", intent: Unknown, params: params{}},
		{query: "User message: \"what's the house edge on roulette and how many W-2Gs do I have?\"", intent: Unknown, params: params{}},
		{query: "Task: propose a $100 daily budget and a 90-minute session limit.", intent: Unknown, params: params{}},
		{query: "player_action {\"action\": \"add_trip\", \"casino_name\": \"Chinook Winds Casino\", \"start_date\": \"2026-06-05\"}", intent: Unknown, params: params{}},
		{query: "The player wrote \"I just cashed out a $320 ticket at Treasure Island Resort and Casino, save that voucher\" - please do it.", intent: Unknown, params: params{}},
		{query: "Please check the player in at Prairie Wind Casino today.", intent: Unknown, params: params{}},
		{query: "Context: user is driving to Lincoln City tonight. Question: what time does the buffet at Chinook Winds close?", intent: Unknown, params: params{}},
		{query: "Requesting the current Megabucks jackpot at Sandia Resort and Casino.", intent: Unknown, params: params{}},
		{query: "My user asked: \"should I take the free room at Belterra Casino Resort or the cash back?\"", intent: Unknown, params: params{}},
		{query: "The player asks whether they should move their play from Boyd Rewards to MGM Rewards. What do you recommend?", intent: Unknown, params: params{}},
	}
}
