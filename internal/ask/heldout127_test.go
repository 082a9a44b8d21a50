package ask

import "testing"

// heldOutHundredTwentySeventh is the hundred-and-twenty-seventh held-out
// part, written blind and committed BEFORE its first run: by someone who
// never read the rules of this package. What was read, and nothing else of
// the package: the service spec and the action catalog
// (/work/shared/spec/service-spec.md and actions.md, both whole); the
// README's lines 89-155 (the curl examples of the directory's query
// parameters, paging and the snapshot) and 428-480 (its section on /ask);
// the whole of the twenty-ninth held-out part and the first 80 lines of the
// twenty-eighth (its header); the block of intent constants of ask.go,
// printed by a script from its first line "const (" to the first ")" after
// it; the expectation type (lines 1-18 of heldout_test.go); the slugOf and
// programID helpers of ask_test.go, printed alone by a script; the first
// and last twenty lines of the heldOutParts function of score_test.go; and
// the subject of the newest commit (it records the first runs of the 122nd
// to 124th parts and quotes none of their phrases). The shipped data was
// read only through short python3 scripts: the header rows of casinos.csv,
// program_properties.csv and us_cities.csv; rewards_programs.json's
// programs with their brands, properties, tier periods and tiers (level,
// name, amount, unit, qualification); counts of casinos by state, type,
// has_hotel, brand and tribal nation; the casinos of chosen towns (name,
// state, has_hotel, type); the states of some brands and the casinos of
// some nations; the casinos with table_games and slot_machines filled;
// whether chosen towns are also in us_cities.csv; and the casinos whose
// names hold Argosy, Snoqualmie, Muckleshoot, Soaring Eagle, Wind Creek,
// Mystic Lake and Saracen. Beyond that list, one line of ask_test.go was
// printed by a grep for where the params type is declared ("type params =
// map[string]any"), and the towns and casino names of the data were counted
// (file names only, never opened) in this package's test files, to prefer
// places earlier parts name least. Never the rules, the tuning phrases or
// any other held-out part.
//
// Checked against data/ with those scripts: San Felipe (NM, two tribal
// casinos, not a us_cities.csv town) and Fort Hall (ID, Shoshone-Bannock
// Casino Hotel has a hotel, not a us_cities.csv town) are directory towns,
// each in one state; South Dakota has 20 commercial casinos; Indiana and
// Kansas have casinos; the Navajo Nation is a tribal_nation as spelled
// (three casinos, NM); Boyd Gaming is a brand as spelled, with six casinos
// in Louisiana; Argosy Casino Hotel & Spa is a directory name (MO,
// table_games 30; the other Argosy is Argosy Casino Alton, so the whole
// name is typed); Snoqualmie names exactly one casino, Snoqualmie Casino;
// Mystic Lake, Muckleshoot, Soaring Eagle and Wind Creek are words of
// directory names (Wind Creek names five casinos, typed for a player
// action, where the name is kept as typed); Boyd Rewards, MGM Rewards and
// Caesars Rewards are programs as spelled, Onyx a tier of Boyd Rewards
// (50,000 tier credits) and Gold a tier of MGM Rewards (75,000) as well as
// of Caesars Rewards, so it is named with its program.
//
// Its wording is new: each of the sixty messages was checked with a case-
// insensitive fixed-string grep (file names only, never opened) against
// every test file of this package, with and without its closing mark.
// Seventeen were found and replaced, all of them the answerable half of a
// pair, and with each its twin was reworded to stay a near twin (twelve in
// a first round: "Which casinos in Indiana have a rewards program?", "Which
// rewards programs do you know about?", "How many tier credits does Onyx
// take in Boyd Rewards?", "Predict my next offers at all my casinos.", "Do
// I have any expired vouchers?", "Which of my offers expire within 10
// days?", "Show my W-2Gs for 2025.", "What did my W-2Gs add up to in
// 2024?", "What's my gambling tax summary for 2025?", "What's my bankroll
// balance today?", "How far am I from the next tier at Soaring Eagle?",
// "Who's my casino host?"; four of their replacements in a second round:
// "Which Indiana casinos offer a rewards program?", "Are any of my vouchers
// expired?", "Which of my offers run out within the next 10 days?", "Give
// me my 2025 gambling tax summary."; and one in a third: "Which Indiana
// casinos come with a rewards program?"). Three twins were reworded after
// review, not after a grep, to make them plainly unanswerable ("What offers
// have I missed from Muckleshoot?", which could mean the expired ones;
// "Mail me my 2025 W-2G forms."; "Pull together my gambling tax refund for
// 2025."). None of the sixty is in the corpus now.
//
// Its theme is NEAR MISSES, sixteenth part: 30 pairs, each an answerable
// question followed at once by a twin in nearly the same words (one to
// three words changed, added or dropped) that still names things the
// service knows but asks what no action, endpoint or table of the spec
// answers. So 30 of 60 expect an answer and 30 expect Unknown. The pairs
// cover every area: a search by town with a radius, by state and type, with
// a hotel near a town, with a rewards program in a state, by owning nation
// and by brand in a state; one casino's details; the programs and one
// tier's threshold; game facts; the W-2G rule; help lines; a session limit
// (proposed) and the limits read; a comp estimate and the predictions at
// every casino; hosts at a casino, a tier-match path and the player's host;
// and the player's records: trips, sessions, visits, vouchers, offers,
// expiring offers, W-2Gs, the W-2G total, the tax summary, the bankroll and
// tier progress. The 30 Unknowns and why: a field or record the data does
// not keep (a drive time, a smoking policy, a spa, a sportsbook, a tier's
// member count, airline miles, flights, a tax refund, a host's boss); a
// sort no action has (casinos by revenue); a time the service cannot know
// (tables open tonight, a nation's plans, a match done by Friday, next
// month's sessions, the next jackpot, visits forgotten, a stolen voucher);
// a rule of a casino or state nothing keeps (baccarat's edge at one casino,
// the gambling age in Kansas); an opinion (programs the service trusts); a
// why (why a jackpot needs a W-2G); a limit no action sets (spins a
// session); writes no /ask intent runs (removing limits, firing a host,
// reissuing W-2Gs); other people's records or data (a sister's tier
// progress, the offers high rollers get, every player's average bankroll);
// and sums no action computes (a percentage of offers, an average W-2G). No
// question lacks a field its intent needs, so none expects a missing field.
//
// It follows the twenty-ninth part's conventions: a casino named for a
// player action keeps the name as typed; a host filter by casino is the
// typed words and the directory's name when the words name exactly one
// casino; a radius in miles is in kilometres to one decimal (30 miles is
// 48.3 km); a town typed without its state is near the directory's town
// with its state; "in <state>" is the state; a family's casinos in a state
// are the state with q the family's name as the directory spells it; a tier
// named with its program is not ambiguous; a casino's details answer what
// the directory keeps about it, whichever field is asked for; a year named
// for the player's records is that calendar year and "last month" is April
// 2026 (today is 2026-05-14); off-topic questions, other people's records,
// writes /ask does not run and facts nothing keeps are Unknown. Its own
// choices, where those are silent:
//   - a nation's casinos with no state are a search with q the nation's
//     name as the directory spells it ("Navajo Nation"), as the README's
//     "which casinos does the Chickasaw Nation own" and its
//     q=Chickasaw%20Nation suggest; a brand is a family like a nation
//     ("Boyd Gaming", with the state);
//   - "How many table games does Argosy Casino Hotel & Spa have?" is that
//     casino's details, and "... have open tonight?" is Unknown: the
//     directory keeps a count, not what is open at an hour;
//   - "Which casino rewards programs do you track?" lists the programs;
//     "... do you trust?" is an opinion, and card_recommendation needs a
//     casino and answers which card to present, not which program is good;
//   - a slot jackpot's W-2G rule has the game_type "slots", the catalog's
//     name for the game;
//   - "Cap each session at 75 minutes." is a session limit of 75 minutes; a
//     cap in spins has no action (set_session_limit takes max_minutes);
//   - "Can MGM Rewards Gold be matched to Caesars Rewards?" is the tier-
//     match path from MGM Rewards' Gold to Caesars Rewards; asked "by
//     Friday", it asks how long a request takes, which nothing keeps, so a
//     yes would be a guess;
//   - "Predict the next offer from each of my casinos." is the prediction
//     for all casinos; the next jackpot is no prediction any action makes;
//   - "comp offers" and "ticket vouchers" are the player's offers and
//     vouchers; a voucher that "got stolen" is no status (open, redeemed,
//     expired);
//   - "What's the average bankroll balance as of today?" is Unknown: with
//     "the" and no "my" it asks about every player, and no action averages;
//     "What did my 2024 W-2Gs average out to?" is Unknown too, since the
//     W-2G total and list give a sum and a count but no action an average;
//   - "Who is the casino host I'm connected to?" is the player's hosts
//     (get_my_connections).
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at 1c1e67e, after the session's first rounds (the hundred-
// and-seventeenth to the hundred-and-twenty-first parts) and its probe
// fixes, and no rule changed for it) scored 51 of 60 correct (85.0%):
// precision 76.9% (30 of 39 answers right), recall 100.0% (30 of 30
// answerable), none declined and 9 wrong. No expectation was changed after
// it. The wrong ones: "Predict the next jackpot from each of my casinos."
// (the W-2Gs), "Fire my casino host at Snoqualmie." (the hosts there),
// "Can MGM Rewards Gold be matched to Caesars Rewards by Friday?" (the
// path), "Which casino visits did I forget to log?" (the visits), "Which
// of my ticket vouchers got stolen?" (the vouchers), "What percent of my
// comp offers run out in the next 10 days?" (the offers expiring in 10
// days), "What did my 2024 W-2Gs average out to?" (the W-2Gs of 2024),
// "What's the average bankroll balance as of today?" (the player's
// bankroll) and "Who is the boss of the casino host I'm connected to?"
// (the player's hosts).
//
// After its fix round (2026-11-25, branch fix-127, tuningPart127):
// 60/60, 0 wrong, 0 declined; no expectation was changed, and the part
// is barred. The general rules added: a host fired, sacked, dismissed,
// replaced or got rid of is a write no action runs
// (hostDismissalAsked); whom a host answers to (a boss, supervisor or
// manager not the asker's own) declines (hostSuperiorAsked); a tier
// match wanted by a day ("by Friday", "before the weekend", "by next
// week") in the match's sentence asks how long a match takes, and
// declines (matchDeadlineAsked); trips, sessions and visits the asker
// forgot, neglected or failed to log, record or enter are in no list
// (neverDoneAsked, extended); a voucher stolen, torn, damaged or forged
// is no status kept (misplacedAsked, extended); a share of the records
// ("what percent of my offers", "the proportion of") declines beside an
// average (averageAsked, extended); and an average of the bankroll
// declines as one of the money records does (moneyRecordIntents,
// extended). The new rules are in unkept.go, hooked into nearmiss.go;
// the extended ones stay where they were. No expectation looks wrong.
func heldOutHundredTwentySeventh(t testing.TB) []expectation {
	return []expectation{
		// Searches: a town with a radius, a state and type, a hotel near a
		// town, rewards in a state, a nation and a brand; each twin asks
		// for a field, a sort or a future the directory does not keep.
		{query: "Which casinos are within 30 miles of San Felipe?", intent: FindCasinos, params: params{"near": "San Felipe, NM", "radius_km": 48.3}},
		{query: "Which casinos are within 30 minutes of San Felipe?", intent: Unknown, params: params{}},
		{query: "Show me the commercial casinos in South Dakota.", intent: FindCasinos, params: params{"state": "SD", "type": "commercial"}},
		{query: "Show me the smoke-free commercial casinos in South Dakota.", intent: Unknown, params: params{}},
		{query: "Which casinos near Fort Hall have a hotel?", intent: FindCasinos, params: params{"near": "Fort Hall, ID", "has_hotel": true}},
		{query: "Which casinos near Fort Hall have a spa?", intent: Unknown, params: params{}},
		{query: "Which Indiana casinos run a rewards program?", intent: FindCasinos, params: params{"state": "IN", "has_rewards": true}},
		{query: "Which Indiana casinos run a sportsbook?", intent: Unknown, params: params{}},
		{query: "Which casinos does the Navajo Nation run?", intent: FindCasinos, params: params{"q": "Navajo Nation"}},
		{query: "Which casinos does the Navajo Nation plan to open?", intent: Unknown, params: params{}},
		{query: "List the Boyd Gaming casinos in Louisiana.", intent: FindCasinos, params: params{"state": "LA", "q": "Boyd Gaming"}},
		{query: "List the Boyd Gaming casinos in Louisiana by revenue.", intent: Unknown, params: params{}},

		// One casino's details, and what is open there tonight.
		{query: "How many table games does Argosy Casino Hotel & Spa have?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Argosy Casino Hotel & Spa")}},
		{query: "How many table games does Argosy Casino Hotel & Spa have open tonight?", intent: Unknown, params: params{}},

		// Programs and a tier's threshold; an opinion and a member count.
		{query: "Which casino rewards programs do you track?", intent: ListPrograms, params: params{}},
		{query: "Which casino rewards programs do you trust?", intent: Unknown, params: params{}},
		{query: "How many tier credits does Boyd Rewards' Onyx tier take?", intent: TierRequirement, params: params{"id": programID(t, "Boyd Rewards")}, tier: "Onyx"},
		{query: "How many members does Boyd Rewards' Onyx tier have?", intent: Unknown, params: params{}},

		// Game facts and the W-2G rule; a casino's own edge and a why.
		{query: "What house edge does baccarat have?", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "What house edge does baccarat have at Mystic Lake?", intent: Unknown, params: params{}},
		{query: "Do I need a W-2G for a $2,000 slot jackpot?", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 2000}},
		{query: "Why do I need a W-2G for a $2,000 slot jackpot?", intent: Unknown, params: params{}},

		// Help by state, and a state's rule nothing keeps.
		{query: "What's the gambling helpline in Kansas?", intent: RGHelp, params: params{"topic": "helpline", "state": "KS"}},
		{query: "What's the gambling age in Kansas?", intent: Unknown, params: params{}},

		// Limits: one proposed and the limits read; a cap no action sets
		// and a removal no intent runs.
		{query: "Cap each session at 75 minutes.", intent: SetSessionLimit, params: params{"max_minutes": 75}},
		{query: "Cap each session at 75 spins.", intent: Unknown, params: params{}},
		{query: "Show the play limits on my account.", intent: MyLimits, params: params{}},
		{query: "Remove the play limits on my account.", intent: Unknown, params: params{}},

		// Comps: an estimate and the predictions; miles and jackpots are
		// no answer of theirs.
		{query: "What are 4 hours of $15 blackjack worth in comps?", intent: CompEstimate, params: params{"game_type": "blackjack", "avg_bet": 15, "hours": 4}},
		{query: "What are 4 hours of $15 blackjack worth in airline miles?", intent: Unknown, params: params{}},
		{query: "Predict the next offer from each of my casinos.", intent: CompPredictAll, params: params{}},
		{query: "Predict the next jackpot from each of my casinos.", intent: Unknown, params: params{}},

		// Hosts at a casino and a tier-match path; firing a host and a
		// deadline nothing keeps.
		{query: "Find me a casino host at Snoqualmie.", intent: FindHosts, params: params{}, filter: []string{"Snoqualmie", "Snoqualmie Casino"}},
		{query: "Fire my casino host at Snoqualmie.", intent: Unknown, params: params{}},
		{query: "Can MGM Rewards Gold be matched to Caesars Rewards?", intent: TierMatchPaths, params: params{"program": "MGM Rewards", "to_program": "Caesars Rewards"}, tier: "Gold"},
		{query: "Can MGM Rewards Gold be matched to Caesars Rewards by Friday?", intent: Unknown, params: params{}},

		// The player's records, each beside a twin asking what no record
		// keeps, another person's data, a future, a write or a sum no
		// action computes.
		{query: "Show my trips to Wind Creek in 2024.", intent: MyTrips, params: params{"casino_name": "Wind Creek", "from": "2024-01-01", "to": "2024-12-31"}},
		{query: "Show my flights to Wind Creek in 2024.", intent: Unknown, params: params{}},
		{query: "List my craps sessions from last month.", intent: MySessions, params: params{"game_type": "craps", "from": "2026-04-01", "to": "2026-04-30"}},
		{query: "List my craps sessions from next month.", intent: Unknown, params: params{}},
		{query: "Which casino visits have I logged?", intent: MyVisits, params: params{}},
		{query: "Which casino visits did I forget to log?", intent: Unknown, params: params{}},
		{query: "Which of my ticket vouchers have expired?", intent: MyVouchers, params: params{"status": "expired"}},
		{query: "Which of my ticket vouchers got stolen?", intent: Unknown, params: params{}},
		{query: "What offers do I have from Muckleshoot?", intent: MyOffers, params: params{"casino_name": "Muckleshoot"}},
		{query: "What offers do high rollers get from Muckleshoot?", intent: Unknown, params: params{}},
		{query: "Which of my comp offers run out in the next 10 days?", intent: ExpiringOffers, params: params{"within_days": 10}},
		{query: "What percent of my comp offers run out in the next 10 days?", intent: Unknown, params: params{}},
		{query: "Bring up my 2025 W-2G forms.", intent: MyW2Gs, params: params{"tax_year": 2025}},
		{query: "Reissue my 2025 W-2G forms.", intent: Unknown, params: params{}},
		{query: "What did my 2024 W-2Gs add up to?", intent: W2GTotal, params: params{"tax_year": 2024}},
		{query: "What did my 2024 W-2Gs average out to?", intent: Unknown, params: params{}},
		{query: "Pull together my gambling tax summary for 2025.", intent: TaxSummary, params: params{"tax_year": 2025}},
		{query: "Pull together my expected tax refund for 2025.", intent: Unknown, params: params{}},
		{query: "What's my bankroll balance as of today?", intent: Bankroll, params: params{}},
		{query: "What's the average bankroll balance as of today?", intent: Unknown, params: params{}},
		{query: "How far am I from reaching the next tier at Soaring Eagle?", intent: TierProgress, params: params{"casino_name": "Soaring Eagle"}},
		{query: "How far is my sister from reaching the next tier at Soaring Eagle?", intent: Unknown, params: params{}},
		{query: "Who is the casino host I'm connected to?", intent: MyHosts, params: params{}},
		{query: "Who is the boss of the casino host I'm connected to?", intent: Unknown, params: params{}},
	}
}
