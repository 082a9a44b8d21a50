package ask

import "testing"

// heldOutHundredFiftyThird is the hundred-and-fifty-third held-out
// part, written blind and committed BEFORE its first run: by someone
// who never read the rules of this package, its tuning phrases or any
// other held-out part.
//
// What was read, and nothing else of the package: the service spec and
// the action catalog (/work/shared/spec/service-spec.md and actions.md,
// both whole); lines 89-160 of the README (its curl examples of the
// directory) and lines 436-494 (asking in plain English); the whole of
// the twenty-ninth held-out part and the first 80 lines of the
// twenty-eighth (its header); the block of intent constants of ask.go
// (printed by awk from "const (" to its ")"); lines 1-18 of
// heldout_test.go (the expectation type); the slugOf and programID
// functions of ask_test.go (printed alone by awk); the first and last
// twenty lines of heldOutParts in score_test.go (its line found by grep
// -n); and the subject of the branch's newest commit (git log -1),
// which quotes two tuning phrases ("For my trip to Borgata, ... from
// Tropicana?", "I would like my trip to Borgata deleted"); neither is
// used or imitated here. A count of this package's files was printed
// (ls | wc -l), never their names. The shipped data was read only
// through short scripts (python3, and head for the first three lines of
// two files) printing: from casinos.csv its column names, the casinos
// per state, per type and per brand, every casino (name, town, type,
// nation, brand, hotel) of 21 smaller states, the casinos whose names
// hold a fragment used here, the states of the towns used here, the
// hotels of Montana and Hankinson and the casinos of Nebraska; from
// rewards_programs.json every program with its brand, property count
// and tier ladder (names, levels, thresholds); from
// program_properties.csv its first lines, the casinos of Momentum
// Rewards and the program casinos of Nebraska; from us_cities.csv its
// first lines and which states hold the towns used here; a listing of
// data/ (ls) was printed too.
//
// Checked against data: every casino named exists once, spelled as the
// directory spells it (Kickapoo Lucky Eagle Casino Hotel, Naskila
// Gaming, Chin'an Gaming Hall, Speaking Rock Entertainment Center,
// American Place Casino, Kootenai River Inn Casino and Spa, Par-A-Dice
// Hotel Casino, Klawock Casino, Lucky 77 Casino, Shoshone Rose Casino,
// Encore Boston Harbor, Oxford Casino, Casino Club at Greenbrier,
// Oaklawn Park Racing & Gaming); "Kootenai River Inn" and "Par-A-Dice"
// are fragments of one casino's name each; "Revo" names the four Revo
// casinos, all in New Hampshire; every town is a directory town of its
// state and of no other (Pine Bluff AR, Carterville IL, Riverton WY,
// Hankinson ND, Polson MT, El Paso TX; Riverton, WY has a namesake in
// Utah among the large cities, so it is typed with its state); Alaska,
// Illinois, West Virginia, Montana and Nebraska have casinos of the
// kinds asked for (IL commercial, WV racinos, MT hotels, a Nebraska
// casino in Caesars Rewards, Hankinson's one casino a hotel); the
// Eastern Band of Cherokee Indians is a tribal nation and Bally's
// Corporation a brand exactly so spelled; Momentum Rewards, Unity by
// Hard Rock, Boyd Rewards, Lucky Star Rewards and Bally Rewards are
// programs, Sapphire and Emerald tiers of Boyd Rewards and Gold Star a
// tier of Lucky Star Rewards (its threshold is not published; the
// question still asks the tier's threshold). The shipped data has no
// hosts, so the host language (Polish) could not be checked.
//
// Wording: each of the sixty was checked with a case-insensitive
// fixed-string grep (file names only) over this package, as typed and
// without its closing mark. Sixteen of the first draft were found and
// reworded (a racino search in West Virginia, the Revo casinos,
// Naskila's details, the programs listed, the Unity ladder, baccarat's
// pace, a $1,500 keno win, a $250 weekly budget, a two-hour session
// cap, a slots comp estimate, the player's tiers, tier-match
// suggestions, March blackjack sessions, the check-ins, the 2024 W-2G
// forms and the 2025 W-2G total); four rewordings were found again
// (three of the March sessions, one of the 2024 forms) and reworded
// once more; none of the sixty is found now. Places, casinos and
// programs were chosen, where the data allowed, among those fewest
// earlier files name (counted with grep -rilF | wc -l): Alaska (4
// files), Carterville (1), Hankinson (1), Pine Bluff (2), Riverton (5),
// Polson (4), American Place Casino (0), Chin'an Gaming Hall (1),
// Par-A-Dice (2), Speaking Rock Entertainment Center (2), Oaklawn Park
// Racing & Gaming (2), Bally's Corporation (1), the Eastern Band of
// Cherokee (2), Momentum Rewards (10), Bally Rewards (9), Gold Star
// (8); the ladders with thresholds (Boyd's Sapphire and Emerald) are
// named by many earlier parts.
//
// Its theme is a fifty-ninth CONTROL part, the session's last
// measurement: sixty ordinary questions over every area of the action
// catalog and the directory, in the ordinary mix of registers: 24 plain
// questions, 12 requests, 12 typed in lower case on a phone with common
// shorthand ("w/in", "mi", "u", "w2g", "hrs", "pls", "rn", "wy", "mt"),
// 6 with a sentence of context before or after a complete ask, 3 with a
// greeting or thanks and 3 relayed by an agent for its user. 50 expect
// an answer and 10 expect Unknown:
//   - off topic with a place name (2): hiking trails near Polson, and
//     the drive from El Paso to Albuquerque (both directory towns, but
//     the directory measures only from a place to its casinos, and
//     neither is an answer of the service);
//   - facts nothing keeps (2): the dress code at the Casino Club at
//     Greenbrier and the minimum blackjack bet at Oaklawn Park Racing &
//     Gaming (a casino's details hold no dress code and no table
//     minimums; game facts are a game's edge and pace, not a casino's
//     limits);
//   - other people's records (2): a husband's tier at Encore Boston
//     Harbor and a brother's trips to Klawock Casino (actions answer
//     only the caller's own records);
//   - two asks in one (1): the player's tier at Oxford Casino and the
//     count of open vouchers;
//   - writes /ask does not run (2): adding a trip to Shoshone Rose
//     Casino (add_trip) and, relayed, deleting a visit at Lucky 77
//     Casino (delete_visit); actions.md and the README make only the
//     budget and the session limit proposals;
//   - advice (1): whether to split eights against a ten (no table keeps
//     playing strategy).
//
// Every area is covered: searches by town (2), radius, state, type (2),
// hotel (2, one near a town), rewards, program, nation, family and
// brand; casino details (2); the programs, a ladder and two tier
// thresholds; game facts (2); the W-2G rule with an amount and by game
// alone; a help line and self-exclusion; budgets (weekly and monthly)
// and a session limit proposed and the limits read; comp predictions
// (one casino and all) and an estimate; tier progress, the player's
// tiers, a tier-match path and suggestions; hosts at a casino, by
// language and the player's own; trips, sessions, visits, vouchers,
// offers by casino and by status, expiring offers, the W-2G list and
// total, the tax summary and the bankroll. No question lacks a field
// its intent needs, so none expects a missing field.
//
// It follows the twenty-ninth part's conventions: a town becomes "Town,
// ST", typed with or without its state, and "in <state>" the state; a
// radius in miles is in kilometres to one decimal (60 miles: 96.6); a
// family's casinos in a state are the state with q the family's name
// ("Revo"); a casino named for a player action keeps the name as typed
// ("Par-A-Dice", "Chin'an Gaming Hall"); a host filter by casino is the
// typed words and the directory's name when the words name exactly one
// casino; a year named for the player's records is that calendar year;
// a month named without a year is its latest one up to today,
// 2026-05-14 (March: 2026-03-01 to 2026-03-31); a tier named with its
// program is not ambiguous; a casino's details answer whatever field
// the directory keeps; a limit of money in a period is a budget;
// off-topic questions are Unknown. Its own choices, where those are
// silent:
//   - a search by rewards program is "program" with the program's name
//     as the data spells it ("Momentum Rewards"), since the README's
//     program parameter takes a program's name in any case, and the
//     tier-match path of the twenty-ninth part names programs by name
//     too;
//   - a search by owning nation or by brand is q with the nation or the
//     brand as the directory spells it, typed in full here ("Eastern
//     Band of Cherokee Indians", "Bally's Corporation"), as a family's
//     name is;
//   - "around Carterville, Illinois" is near that town; "casinos with a
//     hotel near Hankinson" is near it with has_hotel; "Which Montana
//     casinos have a hotel?" is MT with has_hotel; "take Momentum
//     Rewards" names the program's casinos;
//   - "2 hrs per session" is a session limit of 120 minutes; "video
//     poker" is the game video_poker; "slots" is slots;
//   - "my vouchers that expired" has the status "expired" and "the
//     offers I've already redeemed" the status "redeemed";
//   - "Who are the hosts I'm connected with now?" is the player's hosts
//     (get_my_connections); "what status do i hold at my casinos" is
//     the player's tiers;
//   - the context sentences ("I'm visiting my cousin next month.", "My
//     doctor says I should slow down.", "I'm new to table games.", "I'm
//     moving to Rhode Island in the fall.", "My old host left the
//     casino last month.") lend the ask nothing: no date, state or
//     casino is taken from them; "My brother plays at Klawock Casino
//     too. Show me his trips there." points back to the brother, so it
//     asks another person's records;
//   - an agent's "my user" or "the user" is the player, so their tier
//     progress and bankroll are the caller's own;
//   - "Can my Boyd Rewards Emerald status be matched over to Bally
//     Rewards?" is the tier-match path from Boyd Rewards' Emerald to
//     Bally Rewards (the tier and both programs are named), not the
//     player's suggestions;
//   - Gold Star's threshold is asked although the data does not publish
//     it: the intent is still the tier's threshold, and the answer says
//     what the ladder keeps.
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at 2db073c, and no rule changed for it) scored 60 of 60
// correct (100%): precision 100% (50 of 50 answers right), recall 100%
// (50 of 50 answerable), none declined and none wrong. No expectation
// was changed after it, and the part was barred on its first run.
func heldOutHundredFiftyThird(t testing.TB) []expectation {
	return []expectation{
		// The directory: searches by town, radius, state, type, hotel,
		// rewards, program, nation, family and brand.
		{query: "Are there any casinos in Pine Bluff, Arkansas?", intent: FindCasinos, params: params{"near": "Pine Bluff, AR"}},
		{query: "Hi! What casinos are there around Carterville, Illinois?", intent: FindCasinos, params: params{"near": "Carterville, IL"}},
		{query: "casinos w/in 60 mi of riverton wy", intent: FindCasinos, params: params{"near": "Riverton, WY", "radius_km": 96.6}},
		{query: "I'm visiting my cousin next month. Are there casinos with a hotel near Hankinson, North Dakota?", intent: FindCasinos, params: params{"near": "Hankinson, ND", "has_hotel": true}},
		{query: "Which casinos are there in Alaska?", intent: FindCasinos, params: params{"state": "AK"}},
		{query: "Show me the commercial casinos in Illinois.", intent: FindCasinos, params: params{"state": "IL", "type": "commercial"}},
		{query: "list the racinos in west virginia pls", intent: FindCasinos, params: params{"state": "WV", "type": "racino"}},
		{query: "Which Montana casinos have a hotel?", intent: FindCasinos, params: params{"state": "MT", "has_hotel": true}},
		{query: "Which casinos in Nebraska have a rewards program?", intent: FindCasinos, params: params{"state": "NE", "has_rewards": true}},
		{query: "Which casinos take Momentum Rewards?", intent: FindCasinos, params: params{"program": "Momentum Rewards"}},
		{query: "Which casinos does the Eastern Band of Cherokee Indians own?", intent: FindCasinos, params: params{"q": "Eastern Band of Cherokee Indians"}},
		{query: "Show me every Revo casino in New Hampshire.", intent: FindCasinos, params: params{"state": "NH", "q": "Revo"}},
		{query: "What casinos does Bally's Corporation operate?", intent: FindCasinos, params: params{"q": "Bally's Corporation"}},

		// One casino's details.
		{query: "How many hotel rooms does Kickapoo Lucky Eagle Casino Hotel have?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Kickapoo Lucky Eagle Casino Hotel")}},
		{query: "Give me the details on Naskila Gaming.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Naskila Gaming")}},

		// Programs: the list, a ladder and two tiers' thresholds.
		{query: "Please list every rewards program in your directory.", intent: ListPrograms, params: params{}},
		{query: "What does the Unity by Hard Rock tier ladder look like?", intent: ProgramDetail, params: params{"id": programID(t, "Unity by Hard Rock")}},
		{query: "How many Tier Credits does Sapphire in Boyd Rewards take?", intent: TierRequirement, params: params{"id": programID(t, "Boyd Rewards")}, tier: "Sapphire"},
		{query: "what does gold star take at lucky star rewards", intent: TierRequirement, params: params{"id": programID(t, "Lucky Star Rewards")}, tier: "Gold Star"},

		// Game facts and the W-2G rule, with an amount and by game alone.
		{query: "How many hands an hour does a baccarat game usually deal?", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "I'm new to table games. What's the house edge on craps?", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "Would a $1,650 keno win be reported on a W-2G?", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1650}},
		{query: "when do u get a w2g for slots", intent: W2GRule, params: params{"game_type": "slots"}},

		// Responsible-gaming help by state.
		{query: "gambling help line number for rhode island?", intent: RGHelp, params: params{"topic": "helpline", "state": "RI"}},
		{query: "How do I self-exclude from casinos in Massachusetts?", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "MA"}},

		// The player's limits: changes proposed, and the limits read.
		{query: "Please set me a $275 weekly gambling budget.", intent: SetBudget, params: params{"period": "week", "amount": 275}},
		{query: "My doctor says I should slow down. Set my monthly gambling budget to $600.", intent: SetBudget, params: params{"period": "month", "amount": 600}},
		{query: "set a max of 2 hrs per session for me pls", intent: SetSessionLimit, params: params{"max_minutes": 120}},
		{query: "Show the budget and session limits I have in place.", intent: MyLimits, params: params{}},

		// Comps: predicted at one casino and at all, and estimated.
		{query: "What offer is Chin'an Gaming Hall likely to send me next?", intent: CompPredict, params: params{"casino_name": "Chin'an Gaming Hall"}},
		{query: "predict my next offers at all my casinos pls", intent: CompPredictAll, params: params{}},
		{query: "Estimate my comps for 5 hours of $15 video poker.", intent: CompEstimate, params: params{"game_type": "video_poker", "avg_bet": 15, "hours": 5}},

		// Tiers: progress at one casino, the player's tiers, a tier-match
		// path and suggestions.
		{query: "My user wants to know how close they are to the next tier at Par-A-Dice.", intent: TierProgress, params: params{"casino_name": "Par-A-Dice"}},
		{query: "what status do i hold at my casinos rn", intent: MyTiers, params: params{}},
		{query: "Can my Boyd Rewards Emerald status be matched over to Bally Rewards? I'm moving to Rhode Island in the fall.", intent: TierMatchPaths, params: params{"program": "Boyd Rewards", "to_program": "Bally Rewards"}, tier: "Emerald"},
		{query: "Which programs might match the tier status I currently hold?", intent: TierMatchSuggestions, params: params{}},

		// Hosts at a casino, by language, and the player's own.
		{query: "Do any hosts at Kootenai River Inn take new players?", intent: FindHosts, params: params{}, filter: []string{"Kootenai River Inn", "Kootenai River Inn Casino and Spa"}},
		{query: "Find me a casino host who speaks Polish.", intent: FindHosts, params: params{"language": "Polish"}},
		{query: "My old host left the casino last month. Who are the hosts I'm connected with now?", intent: MyHosts, params: params{}},

		// The player's records: trips, sessions, visits, vouchers, offers
		// (by casino, by status, expiring), W-2Gs, the tax year and the
		// bankroll.
		{query: "Show my trips to Speaking Rock Entertainment Center in 2025.", intent: MyTrips, params: params{"casino_name": "Speaking Rock Entertainment Center", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "my march blackjack sessions pls", intent: MySessions, params: params{"game_type": "blackjack", "from": "2026-03-01", "to": "2026-03-31"}},
		{query: "all my casino check ins pls", intent: MyVisits, params: params{}},
		{query: "my vouchers that expired?", intent: MyVouchers, params: params{"status": "expired"}},
		{query: "What offers do I have at American Place Casino?", intent: MyOffers, params: params{"casino_name": "American Place Casino"}},
		{query: "List the offers I've already redeemed.", intent: MyOffers, params: params{"status": "redeemed"}},
		{query: "Which offers of mine expire in the next 14 days?", intent: ExpiringOffers, params: params{"within_days": 14}},
		{query: "Pull up the W-2G forms issued to me for 2024.", intent: MyW2Gs, params: params{"tax_year": 2024}},
		{query: "What did my W-2G winnings total in 2025?", intent: W2GTotal, params: params{"tax_year": 2025}},
		{query: "Thanks in advance! Can you pull together my tax summary for 2025?", intent: TaxSummary, params: params{"tax_year": 2025}},
		{query: "The user I'm assisting wants to see their current bankroll balance.", intent: Bankroll, params: params{}},

		// Unknown: off topic with a place name, facts nothing keeps,
		// other people's records, two asks in one, writes /ask does not
		// run, and advice.
		{query: "good hiking trails near polson mt?", intent: Unknown, params: params{}},
		{query: "Hi there! How long is the drive from El Paso to Albuquerque?", intent: Unknown, params: params{}},
		{query: "What's the dress code at the Casino Club at Greenbrier?", intent: Unknown, params: params{}},
		{query: "What's the minimum blackjack bet at Oaklawn Park Racing & Gaming?", intent: Unknown, params: params{}},
		{query: "What tier does my husband hold at Encore Boston Harbor?", intent: Unknown, params: params{}},
		{query: "My brother plays at Klawock Casino too. Show me his trips there.", intent: Unknown, params: params{}},
		{query: "What tier am I at Oxford Casino, and how many open vouchers do I have?", intent: Unknown, params: params{}},
		{query: "Add a trip to Shoshone Rose Casino from June 3 to June 5.", intent: Unknown, params: params{}},
		{query: "The user asks to delete the visit they logged at Lucky 77 Casino on May 2.", intent: Unknown, params: params{}},
		{query: "Should I split a pair of eights against a dealer's ten?", intent: Unknown, params: params{}},
	}
}
