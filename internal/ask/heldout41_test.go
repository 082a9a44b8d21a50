package ask

import "testing"

// heldOutFortyFirst is a forty-first held-out part, written blind and
// committed BEFORE its first run: by someone who had read only the action
// catalog and the service spec (both whole), the README's curl examples of
// the directory (lines 89-155) and its section on /ask (lines 428-480), the
// shipped data (casinos.csv, rewards_programs.json and
// program_properties.csv, through short scripts listing names, towns,
// states, types, brands, has_hotel and a few counts), the whole of the
// twenty-ninth held-out part and the first 80 lines of the twenty-eighth
// (its header), the block of intent constants of ask.go (lines 19-62), the
// expectation type (lines 1-18 of heldout_test.go), the slugOf and
// programID helpers (lines 66-91 of ask_test.go) and the heldOutParts
// function of score_test.go; never the rules of this package, its tuning
// phrases or any other held-out part. Creating the worktree printed the
// subject of the newest commit of main, which names a few rules of the
// thirty-ninth part's round ("edge", "break down", "happens", "to cash");
// none of those words is used or imitated here. Every casino and program
// passed to slugOf or programID, and the casino name of the host filter,
// was checked against data/ with a short script. Its wording is new: each
// phrase was checked with a case-insensitive fixed-string grep (file names
// only) against every test file of this package, without its closing
// mark; five were found and replaced ("How many hands per hour are dealt
// in baccarat?", "Is there a gambling helpline in Iowa?", "Which hosts am
// I connected with?", its replacement "Which casino hosts have I connected
// with so far?", and "Is online poker legal in Michigan?"), and none of the
// sixty is there now. The sentence shapes of the twenty-eighth and
// twenty-ninth parts ("What's the closest ...", "Tell me about ...",
// "Pull up my ...", "Show my ... from <month>", "What would N hours of ...
// earn me in comps?", "Are there hosts at ... taking new players?",
// "Given the tiers I hold ...", "What's my bankroll sitting at?") were
// avoided on purpose. Its places and casinos were chosen, where the data
// allowed, among those no earlier test file names (same kind of grep, file
// names only): Polson, Beatty, Manistee, Century Casino Cape Girardeau,
// Wind Creek Atmore, Bronco Billy's, Saddle West, Route 66 Casino, del
// Lago, Buffalo Run, Northern Lights, Vernon Downs, Commerce Casino,
// Jake's 58, Mazatzal, Casino Queen and Mahnomen. Every state, program,
// tier and game, and the Seven Clans and Potawatomi families and Cantonese
// (one earlier file each), are named by earlier parts; the shipped data
// says nothing of hosts' languages, so the language is one an earlier part
// already asked for.
//
// Its theme is a seventh CONTROL part: sixty ordinary questions from
// ordinary people, spread evenly over every area, in the ordinary mix of
// registers, with nothing exotic (no dialect, no letters, no developer
// notation, no deliberate misspelling). A checklist kept every area at 2
// to 4 questions: directory searches by place (a town near, with a radius
// in miles twice, or a state: 7 ticks), with a hotel (2), by type (2), with
// a rewards program (2) and by family (2), in 8 questions; casino details
// 2; programs, a ladder and one tier's threshold 4; game facts 2; the W-2G
// rule 2; help lines and self-exclusion 2; a budget and a session limit
// proposed 2; the limits read 2; comp predictions (one casino and all) and
// an estimate 3; tier progress and the player's tiers 3; hosts (at a
// casino, by language, the player's own) 3; tier-match suggestions and a
// path 2; trips 2; sessions 2; visits 2; vouchers 2; offers and expiring
// offers 3; W-2G lists and totals 3; the tax summary 2; the bankroll 2; and
// 7 of 60 expect Unknown (a detail no answer says, a booking, the loosest
// machines at a casino, a legal question, blackjack strategy, the weather
// and directions). No question lacks a field its intent needs, so none
// expects a missing field. Registers, one each: 20 plain questions, 13
// requests, 19 lower-case phone typing with common shorthand ("mi", "w/",
// "pls", "hr", "w2g", "whats", "hows", "thx"), 5 with a clause of context
// before the question, 3 with a greeting or thanks.
//
// It follows the twenty-ninth part's conventions (a casino named for a
// player action keeps the name as typed; a host filter by casino is the
// typed words and the directory's name when the words name exactly one
// casino; a radius in miles is in kilometres to one decimal; a year named
// for the player's records is that calendar year; a month named without a
// year is its latest one up to today, 2026-05-14; a town typed without its
// state is near the directory's town with its state; "in <state>" is the
// state; a family's casinos in a state are the state with q the family's
// name as the directory spells it; a tier named with its program is not
// ambiguous; a casino's details answer what the directory keeps about it,
// whichever field is asked for; a limit of money in a period is a budget;
// off-topic questions are Unknown). Its own choices, where those are
// silent:
//   - In the lower-case phone register, casino names and the language are
//     still capitalised ("Bronco Billy's", "Buffalo Run", "Cantonese"), as
//     a phone's autocorrect writes them, so a casino name kept as typed is
//     unambiguous; program names and a casino named for its details may be
//     lower-case ("unity by hard rock", "the mazatzal casino"), since the
//     expected id or slug does not depend on case.
//   - "a players club" is a rewards program (has_rewards), the everyday
//     name of one; "w/ a rewards program" likewise.
//   - "Does a $1,500 keno win get reported to the IRS?" and "at what amount
//     do slots trigger a w2g" are the W-2G rule (w2g_threshold_check),
//     the first with its amount, the second with the game alone.
//   - "Does Iowa have a hotline for problem gambling?" is the helpline of
//     IA (a hotline is a help line); "how do i self exclude in
//     pennsylvania" is self-exclusion in PA.
//   - "set a 2 hr session limit" is a session limit of 120 minutes; "I keep
//     overspending, so please set a weekly gambling budget of $250." a
//     weekly budget of 250 (the clause is context, not a second request).
//   - "Do I have a budget set up right now?" and "whats my session limit
//     again" read the limits (the budget asked about is the one set by
//     set_budget, not the bankroll's balance).
//   - "Show predicted offers for all the casinos I play at." is the
//     prediction for all casinos (predict_all_casinos); "I usually play $10
//     slots. How much comp do 5 hours get me?" is the estimate for slots,
//     avg_bet 10, hours 5 (the context gives the bet and game).
//   - "Could you list all my loyalty tiers?" is the player's tiers ("my"),
//     not a program's ladder.
//   - "Have I been connected to any hosts yet?" is the player's hosts
//     (get_my_connections answers it by listing them).
//   - "Will Caesars Rewards match my MGM Gold?" is the tier-match path
//     from MGM Rewards' Gold to Caesars Rewards ("my" does not make it the
//     suggestions, since the tier and both programs are named); "am I
//     eligible for any tier matches with the status I have?" is the
//     suggestions.
//   - "When was my last casino visit?" and "I'd like to see my visit
//     history." are the player's visits (list_visits and visit_stats both
//     answer the last visit).
//   - "Do I have any uncashed vouchers?" has the status "open" (a voucher
//     not yet cashed is open); "list all my slot vouchers thx" has none.
//   - "What has Northern Lights sent me in offers?" is the offers at
//     "Northern Lights" as typed; "any offers about to expire?" is the
//     expiring offers with no window (the default); "in the next 2 weeks"
//     is within 14 days.
//   - "What do my W-2G winnings add up to for 2024?" is the W-2G total of
//     2024; "How much did I lose gambling in 2024 for tax purposes?" the
//     tax summary of 2024 (it answers session losses and deductible losses).
//   - Unknown: "Is Vernon Downs smoke-free?" (the directory keeps no such
//     field), "Can you book me a room at Commerce Casino for Friday night?"
//     (no action books rooms), "which machines are the loosest at Casino
//     Queen" (no table of the service says a casino's machine returns;
//     machine_stats is the player's own tracked machine), "Can I legally
//     play online poker from Michigan?" (no law is answered; the help
//     resources of MI are not this), "Teach me basic strategy for
//     blackjack." (game facts are the edge and pace, not strategy), the
//     snow in Mahnomen and the way from the airport to Jake's 58.
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at b96de3d, the commit that added this part to main, with
// the rules of the thirtieth to thirty-ninth parts' rounds and no rule
// changed for this part) scored 60 of 60 correct (100%): precision 100%
// (53 of 53 answers right), recall 100% (53 of 53 answerable), none
// declined and none wrong; the 7 expected Unknowns were declined. It was
// barred on that run, with no fix round.
func heldOutFortyFirst(t testing.TB) []expectation {
	return []expectation{
		// The directory: near a town (radius in miles), with a hotel,
		// rewards, by type, by state and by family.
		{query: "any casino within 20 mi of polson w/ a rewards program", intent: FindCasinos, params: params{"near": "Polson, MT", "radius_km": 32.2, "has_rewards": true}},
		{query: "I'll be driving through Beatty, Nevada tomorrow. Any casinos within 40 miles?", intent: FindCasinos, params: params{"near": "Beatty, NV", "radius_km": 64.4}},
		{query: "Find me a casino with a hotel near Manistee.", intent: FindCasinos, params: params{"near": "Manistee, MI", "has_hotel": true}},
		{query: "Which tribal casinos are there in New Mexico?", intent: FindCasinos, params: params{"state": "NM", "type": "tribal"}},
		{query: "Looking for a racino in West Virginia that has a hotel.", intent: FindCasinos, params: params{"state": "WV", "type": "racino", "has_hotel": true}},
		{query: "what casinos in mississippi have a players club", intent: FindCasinos, params: params{"state": "MS", "has_rewards": true}},
		{query: "Where are the Seven Clans casinos in Minnesota?", intent: FindCasinos, params: params{"state": "MN", "q": "Seven Clans"}},
		{query: "Give me a list of the Potawatomi casinos in Wisconsin, please.", intent: FindCasinos, params: params{"state": "WI", "q": "Potawatomi"}},

		// One casino's details.
		{query: "How many table games does Century Casino Cape Girardeau have?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Century Casino Cape Girardeau")}},
		{query: "how many slots does the mazatzal casino have", intent: CasinoDetail, params: params{"slug": slugOf(t, "Mazatzal Hotel & Casino")}},

		// Programs: the list, a ladder, two tiers' thresholds.
		{query: "Can you show me every rewards program in the directory?", intent: ListPrograms, params: params{}},
		{query: "what levels does unity by hard rock have", intent: ProgramDetail, params: params{"id": programID(t, "Unity by Hard Rock")}},
		{query: "How many tier credits does Platinum take at Caesars Rewards?", intent: TierRequirement, params: params{"id": programID(t, "Caesars Rewards")}, tier: "Platinum"},
		{query: "How much play does Onyx in Boyd Rewards require?", intent: TierRequirement, params: params{"id": programID(t, "Boyd Rewards")}, tier: "Onyx"},

		// Game facts and the W-2G rule.
		{query: "keno house edge pls", intent: GameFacts, params: params{"game_type": "keno"}},
		{query: "About how many baccarat hands get played in an hour?", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "Does a $1,500 keno win get reported to the IRS?", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1500}},
		{query: "at what amount do slots trigger a w2g", intent: W2GRule, params: params{"game_type": "slots"}},

		// Responsible-gaming help by state.
		{query: "Does Iowa have a hotline for problem gambling?", intent: RGHelp, params: params{"topic": "helpline", "state": "IA"}},
		{query: "how do i self exclude in pennsylvania", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "PA"}},

		// The player's limits: proposed, and read.
		{query: "I keep overspending, so please set a weekly gambling budget of $250.", intent: SetBudget, params: params{"period": "week", "amount": 250}},
		{query: "set a 2 hr session limit", intent: SetSessionLimit, params: params{"max_minutes": 120}},
		{query: "Do I have a budget set up right now?", intent: MyLimits, params: params{}},
		{query: "whats my session limit again", intent: MyLimits, params: params{}},

		// Comps: predicted at one casino and at all, and estimated.
		{query: "Hi, could you predict what Wind Creek Atmore will offer me next?", intent: CompPredict, params: params{"casino_name": "Wind Creek Atmore"}},
		{query: "Show predicted offers for all the casinos I play at.", intent: CompPredictAll, params: params{}},
		{query: "I usually play $10 slots. How much comp do 5 hours get me?", intent: CompEstimate, params: params{"game_type": "slots", "avg_bet": 10, "hours": 5}},

		// Tiers: progress at a casino, the player's tiers.
		{query: "how far am i from the next tier at Bronco Billy's", intent: TierProgress, params: params{"casino_name": "Bronco Billy's"}},
		{query: "How many points do I need to reach the next level at Saddle West?", intent: TierProgress, params: params{"casino_name": "Saddle West"}},
		{query: "Could you list all my loyalty tiers?", intent: MyTiers, params: params{}},

		// Hosts at a casino, by language, and the player's own.
		{query: "I'd like to find a host at Route 66 Casino.", intent: FindHosts, params: params{}, filter: []string{"Route 66 Casino", "Route 66 Casino Hotel"}},
		{query: "looking for a host that speaks Cantonese", intent: FindHosts, params: params{"language": "Cantonese"}},
		{query: "Have I been connected to any hosts yet?", intent: MyHosts, params: params{}},

		// Tier matches: suggestions and a path.
		{query: "Hi there, am I eligible for any tier matches with the status I have?", intent: TierMatchSuggestions, params: params{}},
		{query: "Will Caesars Rewards match my MGM Gold?", intent: TierMatchPaths, params: params{"program": "MGM Rewards", "to_program": "Caesars Rewards"}, tier: "Gold"},

		// The player's records: trips, sessions, visits, vouchers, offers,
		// W-2Gs, the tax year and the bankroll.
		{query: "How many trips did I take to del Lago in 2025?", intent: MyTrips, params: params{"casino_name": "del Lago", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "which trips did i take in march", intent: MyTrips, params: params{"from": "2026-03-01", "to": "2026-03-31"}},
		{query: "Could you list my blackjack sessions?", intent: MySessions, params: params{"game_type": "blackjack"}},
		{query: "my sessions at Buffalo Run in april", intent: MySessions, params: params{"casino_name": "Buffalo Run", "from": "2026-04-01", "to": "2026-04-30"}},
		{query: "When was my last casino visit?", intent: MyVisits, params: params{}},
		{query: "I'd like to see my visit history.", intent: MyVisits, params: params{}},
		{query: "Do I have any uncashed vouchers?", intent: MyVouchers, params: params{"status": "open"}},
		{query: "list all my slot vouchers thx", intent: MyVouchers, params: params{}},
		{query: "What has Northern Lights sent me in offers?", intent: MyOffers, params: params{"casino_name": "Northern Lights"}},
		{query: "any offers about to expire?", intent: ExpiringOffers, params: params{}},
		{query: "Show me offers that expire in the next 2 weeks.", intent: ExpiringOffers, params: params{"within_days": 14}},
		{query: "Can I see my W-2G forms for 2025?", intent: MyW2Gs, params: params{"tax_year": 2025}},
		{query: "do i have any w2gs on file", intent: MyW2Gs, params: params{}},
		{query: "What do my W-2G winnings add up to for 2024?", intent: W2GTotal, params: params{"tax_year": 2024}},
		{query: "I'm doing my taxes. Can you give me my 2025 gambling tax summary?", intent: TaxSummary, params: params{"tax_year": 2025}},
		{query: "How much did I lose gambling in 2024 for tax purposes?", intent: TaxSummary, params: params{"tax_year": 2024}},
		{query: "hows my bankroll doing", intent: Bankroll, params: params{}},
		{query: "Thanks in advance! What's the balance of my bankroll?", intent: Bankroll, params: params{}},

		// Questions no answer of the service says, and off topic.
		{query: "Is Vernon Downs smoke-free?", intent: Unknown, params: params{}},
		{query: "Can you book me a room at Commerce Casino for Friday night?", intent: Unknown, params: params{}},
		{query: "which machines are the loosest at Casino Queen", intent: Unknown, params: params{}},
		{query: "Can I legally play online poker from Michigan?", intent: Unknown, params: params{}},
		{query: "Teach me basic strategy for blackjack.", intent: Unknown, params: params{}},
		{query: "will it snow in mahnomen this weekend", intent: Unknown, params: params{}},
		{query: "We land at the airport Saturday morning. How do we get to Jake's 58 from there?", intent: Unknown, params: params{}},
	}
}
