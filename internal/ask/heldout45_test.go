package ask

import "testing"

// heldOutFortyFifth is a forty-fifth held-out part, written blind and
// committed BEFORE its first run: by someone who had read only the action
// catalog and the service spec (both whole), the README's curl examples of
// the directory (lines 89-155) and its section on /ask (lines 428-480),
// the shipped data (casinos.csv, rewards_programs.json and
// program_properties.csv, through short scripts: the header and first
// rows of the two CSV files, every program with its brand, property and
// tier names, the count of casinos per program, the rows of the casinos
// used here, counts of types and hotels in some states, and casino names
// sharing a first word in one state; a listing of data/ was printed too),
// the whole of the twenty-ninth held-out part and the first 80 lines of
// the twenty-eighth (its header, which ends mid-sentence there), the block
// of intent constants of ask.go (lines 19-62), the expectation type (lines
// 1-18 of heldout_test.go), the slugOf and programID helpers (lines 66-91
// of ask_test.go) and the heldOutParts function of score_test.go. Making
// the worktree printed the subject of main's newest commit (the merge of
// fix-44, naming some of its rules in a few words); nothing here imitates
// it. Never the rules of this package, the tuning phrases or the other
// held-out parts. Every casino and program name passed to slugOf or
// programID, and the directory's name in the host filter, was checked
// against data/ with a short script. Its places, casinos and families were
// chosen among those no earlier test file names (a case-insensitive
// fixed-string grep over this package's test files, counting file names
// only): Livingston, New Town, Susanville, Carlton, Youngstown, the Gold
// Ranch casinos, Akwesasne Mohawk Casino, Harrah's Phoenix Ak-Chin Casino
// Resort, Diamond Mountain Casino and Resort, Ocean's Eleven Casino,
// Cimarron Casino and Ocean Shores; where none was free the least named
// were taken (Rhythm City, Prairie Band, Graton, Scarlet Pearl and
// Quinault in one earlier file each; Black Bear in two). Every state,
// program, tier and game is named by earlier parts; no host language is
// asked here (the shipped data says none).
//
// Its wording is new: each phrase was checked with a case-insensitive
// fixed-string grep (file names only) against every test file of this
// package, with and without its closing mark; five were found there and
// replaced before the file was written ("how many hands an hour does
// baccarat deal", "What are my current gambling limits?", "who's my host",
// "Do I have any expired vouchers?", "How's my bankroll looking?"), a
// first replacement of the baccarat one ("roughly how many baccarat hands
// get dealt per hour") and of the host one ("which hosts am i connected
// with") were found too and replaced again, and none of the sixty is there
// now. The sentence shapes of the twenty-eighth and twenty-ninth parts
// ("What's the closest ... to", "Show me the ...", "Which of my ...",
// "Pull up my ...", "Remind me ...", "What offers do I have from ...",
// "List my trips to ... in ...", "Given the tiers I hold, ...") were
// avoided, and a few first drafts that echoed them were reworded.
//
// Its theme is a ninth CONTROL part: sixty ordinary questions from
// ordinary people, spread evenly over every area by a checklist, and
// seven expected Unknown. The checklist (53 answerable): directory
// searches 8 over its seven kinds (by town and near 2, "in <town>" and
// "around <town>"; radius 1; hotel 1; type 2, in a state and near a town;
// rewards 1; family 1), casino details 2, programs 4 (the list, one
// ladder, two tiers' thresholds), game facts 2, the W-2G rule 2, help
// line and self-exclusion 2, limits 4 (a budget and a session limit
// proposed, the limits read twice), comps 4 (a prediction at one casino,
// at all, two estimates), tiers 3 (progress twice, the player's tiers),
// tier-match 2 (suggestions, a path), hosts 2 (at a casino, the player's
// own), trips 2, sessions 2, visits 2, vouchers 2, offers 3 (by casino,
// expiring within two weeks and with no window), W-2Gs 3 (a list, two
// totals), the tax summary 2 and the bankroll 2. Registers, in the
// ordinary mix: 26 plain questions with normal capitals and a closing
// mark, 8 requests ("I'd like", "Could you", "Please", "Walk me through",
// "Can you", "I want to see", "Can I get"), 21 typed lower-case as on a
// phone with no closing mark (common shorthand: "pls", "thx", "hrs",
// "min", "pts", "til", "rn", "yr", "w2g"; a casino or program name keeps
// its capitals where it is passed on as typed), 2 with a clause of
// context first ("My brother gambles too much.", "I'm doing my taxes this
// weekend.") and 3 with a greeting or thanks ("Hi, ..." with a road trip,
// "Thanks for the help earlier!", "Good morning!"; "hey" opens one phone
// question too). Nothing exotic: no dialect, no letter, no developer
// notation, no deliberate misspelling. Seven of 60 expect Unknown:
// booking a hotel room, the weather in a town of the directory, a
// buffet's opening time, resetting a password, the player's most
// profitable trip, moving points to another person's account, and movies.
// No question lacks a field its intent needs, so none expects a missing
// field.
//
// It follows the twenty-ninth part's conventions (a casino named for a
// player action keeps the name as typed; a host filter by casino is the
// typed words and the directory's name when the words name exactly one
// casino, with no parameter; a radius in miles is in kilometres to one
// decimal; a year named for the player's records is that calendar year; a
// month named without a year is its latest one up to today, 2026-05-14;
// a town typed without its state is near the directory's town with its
// state; "in <town>" is near that town and "in <state>" is the state; a
// family's casinos in a state are the state with q the family's name as
// the directory spells it; a tier named with its program is not
// ambiguous; a casino's details answer what the directory keeps about it,
// whichever field is asked for; a limit of money in a period is a budget;
// off-topic questions are Unknown). Its own choices, where those are
// silent:
//   - "last yr" for the player's records is the calendar year before
//     today's, 2025 (the tax year a player means by it in May 2026);
//   - "the next 2 weeks" of expiring offers is within_days 14
//     (expiring_offers takes a window in days);
//   - a greeting, thanks, "hey" or a sentence of context adds nothing
//     and takes nothing away: the question after it is answered as if
//     alone ("My brother gambles too much. Is there a hotline he can call
//     in Kansas?" is the help line in KS, because get_resources answers
//     help lines for anyone, not one person's records);
//   - "did i already set a daily budget" reads the limits: it asks
//     whether a limit is set and states no amount, so nothing is
//     proposed;
//   - "reportable to the IRS" asks the W-2G rule (w2g_threshold_check
//     answers reportable), and a poker tournament win is game_type poker;
//   - "Which gambling limits have I set up so far?" reads the limits;
//   - "How many times have I checked in at casinos?" is the player's
//     visits (visits are check-ins);
//   - "Has Quinault sent me any offers?" is the offers from "Quinault" as
//     typed (offers a casino sent are that casino's offers);
//   - "Is there a program that would match the status I have now?" is
//     the tier-match suggestions (get_suggestions answers programs that
//     match the player's tiers); "Can I match my MGM Gold status to
//     Caesars Rewards?" is the path from MGM Rewards' Gold to Caesars
//     Rewards ("MGM" with a tier of its ladder names the program);
//   - "do i have a host assigned to me yet" is the player's hosts
//     (get_my_connections answers connections and pending requests);
//   - "If I bet $5 a spin on slots for four hours" is avg_bet 5 and hours
//     4 at slots (a bet a spin is the average bet; a number in words is
//     that number);
//   - Unknown, because no action or fact answers it: booking a room at
//     Ocean's Eleven Casino (no action books), the buffet's hours at
//     Cimarron Casino (the directory keeps no dining or hours), resetting
//     an account password (account and key management is not reachable
//     through a key, and no action does it), "What was my most profitable
//     trip?" (no action ranks trips by result; list_trips carries no net),
//     moving Boyd points to a husband's account (no action transfers
//     points, and another person's account is not the caller's); off
//     topic: rain in Ocean Shores and this week's movies.
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at 3b332e3, the commit that added this part to main, with
// the rules of the thirtieth to forty-fourth parts' rounds and no rule
// changed for this part) scored 58 of 60 correct (96.7%): precision 98.1%
// (52 of 53 answers right), recall 98.1% (52 of 53 answerable), 1
// declined and 1 wrong. No expectation was changed after it. The wrong
// one: "What was my most profitable trip?" (the trips listed; no action
// ranks them by result). Declined: "did i already set a daily budget".
//
// After it, on main, general rules with tuning phrases of their own
// (tuning45_test.go, never these; no phrase or expectation here changed)
// took it to 60 of 60, none wrong: trips and sessions ranked by what was
// won or lost decline (the lists are in date order and keep no result to
// rank by), and whether a limit was set ("did I already set", "have we
// set") reads the limits in place rather than asking for a change.
func heldOutFortyFifth(t testing.TB) []expectation {
	return []expectation{
		// The directory: by town, near, radius, hotel, type, rewards and
		// family.
		{query: "Where can I gamble in Livingston, Texas?", intent: FindCasinos, params: params{"near": "Livingston, TX"}},
		{query: "Hi, I'm on a road trip next week. Any casinos around New Town, ND?", intent: FindCasinos, params: params{"near": "New Town, ND"}},
		{query: "casinos within 25 miles of susanville", intent: FindCasinos, params: params{"near": "Susanville, CA", "radius_km": 40.2}},
		{query: "I'd like a casino with a hotel near Carlton, Minnesota.", intent: FindCasinos, params: params{"near": "Carlton, MN", "has_hotel": true}},
		{query: "Could you list the commercial casinos in Missouri?", intent: FindCasinos, params: params{"state": "MO", "type": "commercial"}},
		{query: "racinos near youngstown ohio", intent: FindCasinos, params: params{"near": "Youngstown, OH", "type": "racino"}},
		{query: "Which casinos in Iowa have a loyalty program?", intent: FindCasinos, params: params{"state": "IA", "has_rewards": true}},
		{query: "gold ranch casinos in nevada", intent: FindCasinos, params: params{"state": "NV", "q": "Gold Ranch"}},

		// One casino's details.
		{query: "How many slots are at Rhythm City Casino?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Rhythm City Casino Resort")}},
		{query: "does akwesasne mohawk casino have a hotel", intent: CasinoDetail, params: params{"slug": slugOf(t, "Akwesasne Mohawk Casino")}},

		// Programs, a ladder and one tier's threshold.
		{query: "Which casino loyalty programs can you look up?", intent: ListPrograms, params: params{}},
		{query: "Walk me through the tiers of Boyd Rewards, please.", intent: ProgramDetail, params: params{"id": programID(t, "Boyd Rewards")}},
		{query: "How many tier credits does Diamond Elite need at Caesars Rewards?", intent: TierRequirement, params: params{"id": programID(t, "Caesars Rewards")}, tier: "Diamond Elite"},
		{query: "what do i need to reach Epic in True Rewards", intent: TierRequirement, params: params{"id": programID(t, "True Rewards")}, tier: "Epic"},

		// Game facts and the W-2G rule.
		{query: "How much of an edge does the house have in keno?", intent: GameFacts, params: params{"game_type": "keno"}},
		{query: "about how many baccarat hands are played in an hour", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "Is a $1,300 slot jackpot reportable to the IRS?", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 1300}},
		{query: "Would a $6,000 poker tournament win need a W-2G?", intent: W2GRule, params: params{"game_type": "poker", "amount_won": 6000}},

		// Responsible-gaming help by state.
		{query: "My brother gambles too much. Is there a hotline he can call in Kansas?", intent: RGHelp, params: params{"topic": "helpline", "state": "KS"}},
		{query: "how do i self exclude in iowa", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "IA"}},

		// Limits: proposed, and read.
		{query: "Please set my weekly gambling budget to $250.", intent: SetBudget, params: params{"period": "week", "amount": 250}},
		{query: "set a 45 min session limit pls", intent: SetSessionLimit, params: params{"max_minutes": 45}},
		{query: "Which gambling limits have I set up so far?", intent: MyLimits, params: params{}},
		{query: "did i already set a daily budget", intent: MyLimits, params: params{}},

		// Comps: predicted at one casino and at all, and estimated.
		{query: "What offer should I expect from Prairie Band Casino next?", intent: CompPredict, params: params{"casino_name": "Prairie Band Casino"}},
		{query: "Can you predict what each of my casinos will send me?", intent: CompPredictAll, params: params{}},
		{query: "how much would i earn in comps playing $15 craps for 2 hrs", intent: CompEstimate, params: params{"game_type": "craps", "avg_bet": 15, "hours": 2}},
		{query: "If I bet $5 a spin on slots for four hours, what would that be worth in comps?", intent: CompEstimate, params: params{"game_type": "slots", "avg_bet": 5, "hours": 4}},

		// Tiers: progress at one casino, the player's tiers, tier matches.
		{query: "How close am I to the next tier at Harrah's Phoenix?", intent: TierProgress, params: params{"casino_name": "Harrah's Phoenix"}},
		{query: "how many pts til my next tier at Black Bear", intent: TierProgress, params: params{"casino_name": "Black Bear"}},
		{query: "hey what tiers do i have rn", intent: MyTiers, params: params{}},
		{query: "Is there a program that would match the status I have now?", intent: TierMatchSuggestions, params: params{}},
		{query: "Can I match my MGM Gold status to Caesars Rewards?", intent: TierMatchPaths, params: params{"program": "MGM Rewards", "to_program": "Caesars Rewards"}, tier: "Gold"},

		// Hosts at a casino, and the player's own.
		{query: "Any casino hosts at Diamond Mountain?", intent: FindHosts, params: params{}, filter: []string{"Diamond Mountain", "Diamond Mountain Casino and Resort"}},
		{query: "do i have a host assigned to me yet", intent: MyHosts, params: params{}},

		// The player's records: trips, sessions, visits, vouchers, offers,
		// W-2Gs, the tax year and the bankroll.
		{query: "Which trips did I take in 2024?", intent: MyTrips, params: params{"from": "2024-01-01", "to": "2024-12-31"}},
		{query: "my trips to Scarlet Pearl", intent: MyTrips, params: params{"casino_name": "Scarlet Pearl"}},
		{query: "I want to see the blackjack sessions I played in March.", intent: MySessions, params: params{"game_type": "blackjack", "from": "2026-03-01", "to": "2026-03-31"}},
		{query: "show my sessions at Graton", intent: MySessions, params: params{"casino_name": "Graton"}},
		{query: "How many times have I checked in at casinos?", intent: MyVisits, params: params{}},
		{query: "list my casino visits thx", intent: MyVisits, params: params{}},
		{query: "Have any of my vouchers expired?", intent: MyVouchers, params: params{"status": "expired"}},
		{query: "show all my vouchers pls", intent: MyVouchers, params: params{}},
		{query: "Has Quinault sent me any offers?", intent: MyOffers, params: params{"casino_name": "Quinault"}},
		{query: "any offers expiring in the next 2 weeks", intent: ExpiringOffers, params: params{"within_days": 14}},
		{query: "Are any of my casino offers close to expiring?", intent: ExpiringOffers, params: params{}},
		{query: "w2gs from last yr", intent: MyW2Gs, params: params{"tax_year": 2025}},
		{query: "What did my W-2Gs add up to in 2025?", intent: W2GTotal, params: params{"tax_year": 2025}},
		{query: "total w2g winnings for 2023", intent: W2GTotal, params: params{"tax_year": 2023}},
		{query: "Can I get my gambling tax summary for 2025?", intent: TaxSummary, params: params{"tax_year": 2025}},
		{query: "I'm doing my taxes this weekend. How much can I write off in gambling losses for 2024?", intent: TaxSummary, params: params{"tax_year": 2024}},
		{query: "How is my bankroll doing these days?", intent: Bankroll, params: params{}},
		{query: "Thanks for the help earlier! Could you check my bankroll balance?", intent: Bankroll, params: params{}},

		// Nothing the service can answer.
		{query: "Can you book me a room at Ocean's Eleven Casino for Saturday?", intent: Unknown, params: params{}},
		{query: "Is it going to rain in Ocean Shores this weekend?", intent: Unknown, params: params{}},
		{query: "What time does the buffet open at Cimarron Casino?", intent: Unknown, params: params{}},
		{query: "How do I reset my account password?", intent: Unknown, params: params{}},
		{query: "What was my most profitable trip?", intent: Unknown, params: params{}},
		{query: "transfer my boyd points to my husband's account pls", intent: Unknown, params: params{}},
		{query: "Good morning! Any good movies out this week?", intent: Unknown, params: params{}},
	}
}
