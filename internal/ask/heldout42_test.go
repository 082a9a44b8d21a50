package ask

import "testing"

// heldOutFortySecond is a forty-second held-out part, written blind and
// committed BEFORE its first run: by someone who had read only the action
// catalog and the service spec (both whole), the README's curl examples of
// the directory (lines 89-155) and its section on /ask (lines 428-480), the
// shipped data through short scripts (the programs of rewards_programs.json
// with their tier names, the program counts of program_properties.csv, and
// casinos.csv rows picked by town and by name, for real casino, program and
// tier names, towns, states, types and has_hotel; a listing of data/ and
// data/seed was printed too), the whole of the twenty-ninth held-out part
// and the first eighty lines of the twenty-eighth (its header), the block
// of intent constants of ask.go (lines 19-62), the expectation type (lines
// 1-18 of heldout_test.go), the slugOf and programID helpers (lines 66-91
// of ask_test.go) and the heldOutParts function of score_test.go; never the
// rules of this package, the tuning phrases or the other held-out parts.
// Creating the worktree printed the subject of the newest commit on main,
// which names a few rules in passing ("edge", "break down" a ladder, a
// voucher "to cash"); none of them is used or imitated here. Every casino
// and program name given to slugOf and programID was checked against data/
// with a short script, and so was every shortened casino name (each names
// exactly one casino, "Casino Caribbean" the two of its family). Its
// wording is new: each phrase was checked with a case-insensitive
// fixed-string grep (file names only) against every test file of this
// package, without its closing mark (so also with it); two were found
// there and replaced before the file was written ("Who's my casino
// host?", "What's my bankroll balance right now?"), and none of the sixty
// is there now. Its towns and casinos were chosen among those no earlier
// test file names (the same kind of grep, file names only, on the full
// name and on its first two words): Chandler, Pinetop, Porterville,
// Crescent City, Salinas, Browning, North Star Mohican Casino & Resort,
// Lakeside Hotel Casino, 4 Bears Casino & Lodge, Golden Acorn Casino &
// Travel Center, Hollywood Casino Jamul, Sky River Casino, Red Hawk
// Casino, Soboba Casino Resort, River Rock Casino, Golden Buffalo Casino,
// Eagle Mountain Casino, Elk Valley Casino, Shooting Star Casino Mahnomen,
// Lakes Region Casino and the Casino Caribbean family. Every program with
// a ladder, every state, every tier (Legit, Diamond Elite, Onyx) and every
// game is named by earlier parts, and so is the host language, Korean (the
// shipped data does not say which languages hosts speak).
//
// Its theme is indirect and yes/no questions (40 of 60), mixed with
// ordinary questions (20 of 60: plain "what / which / where" questions and
// imperatives, "Show me ...", "List my ...", "Set ...", "Predict ...",
// "Estimate ...", "Give me ..."), covering every area. The indirect and
// yes/no openings: "I was wondering whether ...", "Do you know if ...",
// "Do you know what ...", "Any idea how many ...", "Any idea what ...",
// "Could you tell me if / whether / how many / which / what ...", "Is it
// possible to see / find / book / transfer / status match ...", "Can I find
// out ...", "Would it be possible to ...", "I'd love to know ...", "Is
// there a way to ...", "Is there a ...", "Are there any ...", "Does
// Tierline know ...", "Am I right that ...", "Am I close to ...", "Do I
// have any ...", "I'm curious about / whether ...". Each expects what the
// question really asks, never the yes or no itself: a yes/no question
// about a fact the service serves is answered by the intent that holds
// the fact. Counts: 7 of 60 expect Unknown (5 indirect, 2 ordinary), 2
// expect a missing field (both indirect "is there a way to ..."), and
// every area is covered: place, near, radius, hotel, type, rewards and
// family searches, casino details, the program list, ladders and one
// tier's threshold, game facts, the W-2G rule, help lines and
// self-exclusion, budget and session limits proposed and the limits read,
// comp predictions (one casino and all) and estimates, tier progress and
// the player's tiers, hosts (at a casino, by language, the player's own),
// tier-match suggestions and a path, trips, sessions, visits, vouchers,
// offers and expiring offers, W-2G lists and totals, the tax summary and
// the bankroll.
//
// It follows the twenty-ninth part's conventions (a casino named for a
// player action keeps the name as typed; a host filter by casino is the
// typed words and the directory's name when the words name exactly one
// casino; a radius in miles is in kilometres to one decimal; a year named
// for the player's records is that calendar year; a month named without a
// year is its latest one up to today, 2026-05-14; a town typed without its
// state is near the directory's town with its state; "in <town>" is near
// that town and "in <state>" is the state; a family's casinos in a state
// are the state with q the family's name as the directory spells it; a
// tier named with its program is not ambiguous; a casino's details answer
// what the directory keeps about it, whichever field is asked for; a limit
// of money in a period is a budget; off-topic questions are Unknown). Its
// own choices, where those are silent:
//   - The polite or indirect frame ("Do you know if", "Could you tell me
//     whether", "I'd love to know", "Does Tierline know") adds nothing:
//     the expectation is that of the question embedded in it. "Any idea
//     how many casinos there are in Chandler, Arizona?" is the near search
//     of "Chandler, AZ" (the count is the search's count; the town is
//     given its state because Chandler is a town of both AZ and OK in the
//     directory, and the question names Arizona).
//   - A yes/no question about a fact the service serves is the intent
//     that holds the fact, since its answer says yes or no: "Do you know
//     if there's a casino with a hotel near Pinetop?" is near "Pinetop,
//     AZ" with has_hotel; "Could you tell me whether there are any
//     casinos within 40 miles of Porterville?" is near "Porterville, CA"
//     within 64.4 km; "Are there any Casino Caribbean locations in
//     Washington?" is WA with q "Casino Caribbean"; "I was wondering
//     whether North Star Mohican Casino is tribal." and "Do you know if 4
//     Bears Casino has a hotel?" are those casinos' details (casino_type
//     and has_hotel are directory fields); "Am I right that MGM Rewards has
//     five tiers?" is MGM Rewards' details (the ladder, level by level);
//     "Am I right that a $1,200 slot jackpot gets a W-2G?" is the W-2G
//     rule for slots and 1200, and "a $2,000 poker tournament win" the
//     rule for poker and 2000 (the rule applied says yes or no for that
//     game and amount); "Is there a gambling helpline in Arizona?" is the
//     helpline in AZ; "Am I close to the next tier at Red Hawk?" is
//     tier_progress at "Red Hawk" as typed (percent to the next tier);
//     "Do I have any limits set at the moment?" reads the limits; "Is it
//     possible to status match Boyd Onyx into Caesars Rewards?" is the
//     tier-match path from Boyd Rewards' Onyx to Caesars Rewards (whether
//     a known path exists is what the paths table says); "Do I have any
//     offers from Eagle Mountain Casino?" is the offers there; "Can I find
//     out if I got any W-2Gs in 2024?" is the W-2G list of 2024; "Do you
//     know if Soboba Casino has hosts taking new players?" is find_hosts
//     filtered to "Soboba Casino" and Soboba Casino Resort (search_hosts
//     answers hosts accepting new players).
//   - "Is it possible to see ...", "Can I find out ..." and "Would it be
//     possible to ..." ask for the thing itself when the service serves
//     it: "Is it possible to see only the tribal casinos in Montana?" is
//     MT with the type tribal; "Is it possible to see all my check-ins?"
//     the player's visits; "Can I find out which of my vouchers expired?"
//     the vouchers with status "expired" (a status of list_vouchers);
//     "Would it be possible to limit my sessions to 75 minutes?" proposes
//     a session limit of 75 minutes (a change asked politely is still the
//     change, and /ask only proposes it).
//   - "Is there a way to ..." a change with no value asks how, not for a
//     change; the spec's answer to "how" is the action and the field it
//     needs, which is what /ask says when it names a change it cannot
//     propose whole. So "Is there a way to put a time limit on my
//     sessions?" is set_session_limit with max_minutes missing, and "Is
//     there a way to cap what I spend each week?" is set_budget with
//     period "week" and amount missing: set_session_limit and set_budget
//     are /v1/rg actions with those required fields, so the spec has an
//     action that answers it (not Unknown); and the limits read (MyLimits)
//     would say which limits are set, not how to set one. Nothing can run:
//     a required field is missing, and a change runs only when confirmed.
//   - "Could you tell me what I can deduct in gambling losses for 2024?"
//     is the tax summary of 2024 (tax_year_summary answers the deductible
//     losses under that year's rules); "I'd love to know the total of my
//     W-2G winnings for 2025." is the W-2G total of 2025.
//   - "Any idea what Sky River Casino will offer me next?" is comp_predict
//     there (predicted offer value and type for the next period); "Predict
//     my next offer at every casino I play." is the prediction for all.
//   - Unknown, because the spec has no action or fact that answers it:
//     "Which casino in Oklahoma has the most table games?" (no search is
//     ordered by table games); "Is it possible to book a room at Hollywood
//     Casino Jamul through Tierline?" (no booking action); "Is it possible
//     to transfer my Boyd Rewards points to my wife?" (no points transfer;
//     upsert_tier records the player's own status only); "Would it be
//     possible to delete my last trip?" (delete_trip is in the catalog,
//     but /ask proposes only budgets and session limits, and "my last
//     trip" names no trip_id); "I'm curious whether Shooting Star Casino
//     Mahnomen has looser slots than Lakes Region Casino." (two casinos
//     compared on a payback the directory does not keep); and off topic,
//     even with a casino or a town of the directory in it: the buffet at
//     Elk Valley Casino and the weather in Browning.
//   - The ordinary half: "What casinos are near Crescent City?" is near
//     "Crescent City, CA"; "Which Mississippi casinos have a rewards
//     program?" is MS with has_rewards; "Show me commercial casinos around
//     Salinas." is near "Salinas, CA" with the type commercial; "What year
//     did Golden Acorn Casino open?" is the details of Golden Acorn Casino
//     & Travel Center; "Show me the Genting Rewards ladder." is that
//     program's details; "What does Diamond Elite need with Caesars
//     Rewards?" is that tier's threshold; "What's the house edge at keno?"
//     is keno's game facts; "Where can I get help for a gambling problem
//     in Montana?" is the helpline in MT; "Set a $40 daily budget." is a
//     daily budget of 40; "Estimate comps for 4 hours of $5 slots." is
//     comp_estimate for slots, avg_bet 5, hours 4; "List my tier at every
//     casino." is the player's tiers; "Which casino hosts am I connected
//     to?" is the player's hosts (get_my_connections); "List my trips to
//     Golden Buffalo Casino." are the trips there; "Show my video poker
//     sessions from April." are those of April 2026; "List my offers
//     expiring in the next 14 days." is the expiring offers within 14
//     days; "What's my tax summary for 2025?" is the tax summary of 2025;
//     "Give me my current bankroll figure." is the bankroll.
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at 40c9908, the commit that added this part to main, with
// the rules of the thirtieth to thirty-ninth parts' rounds and no rule
// changed for this part) scored 50 of 60 correct (83.3%): precision 93.5%
// (43 of 46 answers right), recall 81.1% (43 of 53 answerable), 7
// declined and 3 wrong. No expectation was changed after it. The wrong
// ones: "Are there any Casino Caribbean locations in Washington?" (q
// "Caribbean"), "Is there a way to put a time limit on my sessions?" and
// "Is there a way to cap what I spend each week?" (the limits read, not
// the change with its amount missing). Declined: "Any idea how many
// casinos there are in Chandler, Arizona?", "Do you know if there's a
// casino with a hotel near Pinetop?", "Could you tell me whether there are
// any casinos within 40 miles of Porterville?", "Do you know if 4 Bears
// Casino has a hotel?", "Am I right that MGM Rewards has five tiers?",
// "Am I right that a $1,200 slot jackpot gets a W-2G?" and "Does Tierline
// know what tiers I hold?".
//
// After its fix round (issue 15, tuningIndirectQuestions), it scores 60 of
// 60 correct (100%), none declined and none wrong, with no expectation
// changed. General rules added: an indirect frame ("do you know if / what",
// "does Tierline know", "any idea how", "do you have any idea", "could you
// tell me whether", "am I right that", "is it true that") is a polite
// opening the question inside decides; "is there a way to" a limit's verb
// is the change with its value missing; "what I spend" or "how much we
// lose" capped is a loss budget; a particle verb ("put") is a tool verb
// only with its particle; a family named with its opening "Casino" keeps
// it in the search; "gets" a W-2G is the rule; a count of tiers stated of
// a ladder is the program's details.
func heldOutFortySecond(t testing.TB) []expectation {
	return []expectation{
		// The directory: by town, near with a hotel, radius, type, rewards
		// and family, asked indirectly or plainly, and a ranking no search
		// makes.
		{query: "Any idea how many casinos there are in Chandler, Arizona?", intent: FindCasinos, params: params{"near": "Chandler, AZ"}},
		{query: "Do you know if there's a casino with a hotel near Pinetop?", intent: FindCasinos, params: params{"near": "Pinetop, AZ", "has_hotel": true}},
		{query: "Could you tell me whether there are any casinos within 40 miles of Porterville?", intent: FindCasinos, params: params{"near": "Porterville, CA", "radius_km": 64.4}},
		{query: "What casinos are near Crescent City?", intent: FindCasinos, params: params{"near": "Crescent City, CA"}},
		{query: "Is it possible to see only the tribal casinos in Montana?", intent: FindCasinos, params: params{"state": "MT", "type": "tribal"}},
		{query: "Which Mississippi casinos have a rewards program?", intent: FindCasinos, params: params{"state": "MS", "has_rewards": true}},
		{query: "Are there any Casino Caribbean locations in Washington?", intent: FindCasinos, params: params{"state": "WA", "q": "Casino Caribbean"}},
		{query: "Show me commercial casinos around Salinas.", intent: FindCasinos, params: params{"near": "Salinas, CA", "type": "commercial"}},
		{query: "Which casino in Oklahoma has the most table games?", intent: Unknown, params: params{}},

		// One casino's details, asked as yes/no or indirectly, and a
		// booking no action makes.
		{query: "I was wondering whether North Star Mohican Casino is tribal.", intent: CasinoDetail, params: params{"slug": slugOf(t, "North Star Mohican Casino & Resort")}},
		{query: "Could you tell me how many slot machines Lakeside Hotel Casino has?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Lakeside Hotel Casino")}},
		{query: "Do you know if 4 Bears Casino has a hotel?", intent: CasinoDetail, params: params{"slug": slugOf(t, "4 Bears Casino & Lodge")}},
		{query: "What year did Golden Acorn Casino open?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Golden Acorn Casino & Travel Center")}},
		{query: "Is it possible to book a room at Hollywood Casino Jamul through Tierline?", intent: Unknown, params: params{}},

		// Programs: the list, ladders, one tier's threshold, and a points
		// transfer no action makes.
		{query: "Could you tell me which rewards programs Tierline covers?", intent: ListPrograms, params: params{}},
		{query: "Am I right that MGM Rewards has five tiers?", intent: ProgramDetail, params: params{"id": programID(t, "MGM Rewards")}},
		{query: "Show me the Genting Rewards ladder.", intent: ProgramDetail, params: params{"id": programID(t, "Genting Rewards")}},
		{query: "Do you know what it takes to reach Legit in True Rewards?", intent: TierRequirement, params: params{"id": programID(t, "True Rewards")}, tier: "Legit"},
		{query: "What does Diamond Elite need with Caesars Rewards?", intent: TierRequirement, params: params{"id": programID(t, "Caesars Rewards")}, tier: "Diamond Elite"},
		{query: "Is it possible to transfer my Boyd Rewards points to my wife?", intent: Unknown, params: params{}},

		// Game facts and the W-2G rule, asked as "am I right" and "do you
		// know if".
		{query: "I'm curious about how many hands an hour a baccarat table deals.", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "What's the house edge at keno?", intent: GameFacts, params: params{"game_type": "keno"}},
		{query: "Am I right that a $1,200 slot jackpot gets a W-2G?", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 1200}},
		{query: "Do you know if a $2,000 poker tournament win needs a W-2G?", intent: W2GRule, params: params{"game_type": "poker", "amount_won": 2000}},

		// Responsible-gaming help by state.
		{query: "Is there a gambling helpline in Arizona?", intent: RGHelp, params: params{"topic": "helpline", "state": "AZ"}},
		{query: "Can I find out how to self-exclude in Indiana?", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "IN"}},
		{query: "Where can I get help for a gambling problem in Montana?", intent: RGHelp, params: params{"topic": "helpline", "state": "MT"}},

		// The player's limits: a change asked politely, "is there a way
		// to" a change with no value (the action and its missing field),
		// a plain change, and the limits read.
		{query: "Would it be possible to limit my sessions to 75 minutes?", intent: SetSessionLimit, params: params{"max_minutes": 75}},
		{query: "Is there a way to put a time limit on my sessions?", intent: SetSessionLimit, params: params{}, missing: []string{"max_minutes"}},
		{query: "Is there a way to cap what I spend each week?", intent: SetBudget, params: params{"period": "week"}, missing: []string{"amount"}},
		{query: "Set a $40 daily budget.", intent: SetBudget, params: params{"period": "day", "amount": 40}},
		{query: "Do I have any limits set at the moment?", intent: MyLimits, params: params{}},

		// Comps: predicted at one casino and at all, and estimated.
		{query: "Any idea what Sky River Casino will offer me next?", intent: CompPredict, params: params{"casino_name": "Sky River Casino"}},
		{query: "Predict my next offer at every casino I play.", intent: CompPredictAll, params: params{}},
		{query: "Could you tell me what 2 hours of $10 craps would earn in comps?", intent: CompEstimate, params: params{"game_type": "craps", "avg_bet": 10, "hours": 2}},
		{query: "Estimate comps for 4 hours of $5 slots.", intent: CompEstimate, params: params{"game_type": "slots", "avg_bet": 5, "hours": 4}},

		// Tiers: progress at one casino, the player's tiers, tier matches.
		{query: "Am I close to the next tier at Red Hawk?", intent: TierProgress, params: params{"casino_name": "Red Hawk"}},
		{query: "Does Tierline know what tiers I hold?", intent: MyTiers, params: params{}},
		{query: "List my tier at every casino.", intent: MyTiers, params: params{}},
		{query: "Could you tell me which programs would match my status?", intent: TierMatchSuggestions, params: params{}},
		{query: "Is it possible to status match Boyd Onyx into Caesars Rewards?", intent: TierMatchPaths, params: params{"program": "Boyd Rewards", "to_program": "Caesars Rewards"}, tier: "Onyx"},

		// Hosts at a casino, by language, and the player's own.
		{query: "Do you know if Soboba Casino has hosts taking new players?", intent: FindHosts, params: params{}, filter: []string{"Soboba Casino", "Soboba Casino Resort"}},
		{query: "Is it possible to find a host who speaks Korean?", intent: FindHosts, params: params{"language": "Korean"}},
		{query: "Which casino hosts am I connected to?", intent: MyHosts, params: params{}},

		// The player's records: trips (and a deletion /ask does not
		// propose), sessions, visits, vouchers, offers, W-2Gs, the tax year
		// and the bankroll.
		{query: "Can I find out how many trips I took to River Rock in 2025?", intent: MyTrips, params: params{"casino_name": "River Rock", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "List my trips to Golden Buffalo Casino.", intent: MyTrips, params: params{"casino_name": "Golden Buffalo Casino"}},
		{query: "Would it be possible to delete my last trip?", intent: Unknown, params: params{}},
		{query: "Show my video poker sessions from April.", intent: MySessions, params: params{"game_type": "video_poker", "from": "2026-04-01", "to": "2026-04-30"}},
		{query: "Is it possible to see all my check-ins?", intent: MyVisits, params: params{}},
		{query: "Can I find out which of my vouchers expired?", intent: MyVouchers, params: params{"status": "expired"}},
		{query: "Do I have any offers from Eagle Mountain Casino?", intent: MyOffers, params: params{"casino_name": "Eagle Mountain Casino"}},
		{query: "List my offers expiring in the next 14 days.", intent: ExpiringOffers, params: params{"within_days": 14}},
		{query: "Can I find out if I got any W-2Gs in 2024?", intent: MyW2Gs, params: params{"tax_year": 2024}},
		{query: "I'd love to know the total of my W-2G winnings for 2025.", intent: W2GTotal, params: params{"tax_year": 2025}},
		{query: "Could you tell me what I can deduct in gambling losses for 2024?", intent: TaxSummary, params: params{"tax_year": 2024}},
		{query: "What's my tax summary for 2025?", intent: TaxSummary, params: params{"tax_year": 2025}},
		{query: "Give me my current bankroll figure.", intent: Bankroll, params: params{}},

		// A comparison no answer makes, and off topic, even with a casino
		// or a town of the directory in it.
		{query: "I'm curious whether Shooting Star Casino Mahnomen has looser slots than Lakes Region Casino.", intent: Unknown, params: params{}},
		{query: "Do you know if the buffet at Elk Valley Casino is any good?", intent: Unknown, params: params{}},
		{query: "What's the weather in Browning tomorrow?", intent: Unknown, params: params{}},
	}
}
