package ask

import "testing"

// heldOutSeventyEighth is a seventy-eighth held-out part, written blind and
// committed BEFORE its first run: by someone who had read only the action
// catalog and the service spec (shared/spec/actions.md and
// service-spec.md, both whole), the README's lines 89-155 and 428-480
// (the directory's curl examples and the section on /ask), the shipped
// data through short scripts (data/casinos.csv, rewards_programs.json and
// program_properties.csv: their first lines, every program with its tiers
// and thresholds, counts of casinos by type, state and brand, a sample of
// eighty casinos with town, state, type, hotel, brand and nation, and a
// look-up of every name used here; a listing of data/ was printed, and a
// grep of data/us_cities.csv for "Manson" printed nothing), the whole of
// the twenty-ninth held-out part and the first eighty lines of the
// twenty-eighth (its header), the first const block of ask.go (the intent
// constants), the expectation type (lines 1-18 of heldout_test.go), the
// slugOf and programID helpers of ask_test.go and the heldOutParts
// function of score_test.go; of the git log only the newest subject line.
// Never the rules of this package, the tuning phrases or the other
// held-out parts. Every casino, program, tier, town, state and nation used
// was checked against data/ with a short script. Its places and casinos
// were chosen, where the data allowed, among those no earlier test file
// names (a case-insensitive fixed-string grep, file names only): Manson,
// Fair Grounds Race Course, Lodge at Deadwood, Delta Casino, Four Winds
// South Bend, Ada Gaming Center, Golden Gates Casino and Kickapoo Casino
// Shawnee; the Osage Nation, Running Aces, Main Street Station, Iowa,
// keno, the programs and the tiers are named by earlier parts.
//
// Its wording is new: each of the sixty questions was checked with a
// case-insensitive fixed-string grep (file names only, the matching files
// not read) against every test file of this package, with and without its
// closing mark. Fourteen were found and replaced (with the twin of each
// reworded along, so that the pair stays near): "What tiers does Genting
// Rewards have?", "How many Tier Credits does Onyx take in Boyd
// Rewards?", "What's the house edge on keno?", "Set my weekly gambling
// budget to $250.", "What did my W-2G winnings add up to in 2025?",
// "Which casino hosts am I connected with?", "List my casino check-ins"
// (found without its closing mark only), "Which of my vouchers have been
// redeemed?", "Which of my offers expire within 14 days?", "What's my
// bankroll balance right now?", and then four of the replacements: "Make
// my weekly gambling budget $250" (found without its closing mark only),
// "Which casino hosts have I connected with so far?", "Where does my
// bankroll balance stand today?" and its twin "Where will my bankroll
// balance stand at the end of the year?". None of the sixty is there now.
//
// Its theme is NEAR MISSES, eighth part: 30 pairs. Each pair is one
// answerable question and a near twin in nearly the same words that asks
// something no action, endpoint or table in the spec answers (a field no
// answer has, a filter the action lacks, a ranking or comparison, a write
// /ask does not run, someone else's records, advice, a prediction of the
// future, a fact the data does not keep), so the twin must be Unknown. So
// 30 of 60 are answerable and 30 expect Unknown, each twin right after
// its answerable question. The areas: the directory (4 pairs: a radius
// search, a casino's type, a nation's casinos, a casino's website),
// programs and tiers (2: a ladder, a tier's threshold), games (1), the
// W-2G rule (1), help (1: self-exclusion), limits set (2: a budget and a
// session limit), comps (2: an estimate and a prediction), hosts (1: at a
// casino), tier match (2: suggestions and a path), and every kind of the
// player's records (14: W-2Gs, the W-2G total, the tax summary, the
// limits read, the player's hosts, trips, sessions, visits, vouchers,
// offers, expiring offers, the bankroll, the tiers and tier progress). No
// answerable question lacks a field its intent needs, so none expects a
// missing field.
//
// It follows the twenty-ninth part's conventions (a casino named for a
// player action keeps the name as typed; a host filter by casino is the
// typed words and the directory's name when the words name exactly one
// casino, with no parameter; a radius in miles is in kilometres to one
// decimal; a year named for the player's records is that calendar year; a
// town typed with its state is near that town and state; a tier named with
// its program is not ambiguous; a casino's details answer what the
// directory keeps about it, whichever field is asked for; another
// person's records are Unknown). Its own choices, where those are silent:
//   - A twin is Unknown only when, after checking the parameters and
//     outputs of every action in actions.md and every field in
//     service-spec.md, nothing answers it; the reason of each:
//   - "Which casinos within 40 miles of Manson, Washington are open 24
//     hours?": opening hours are no Casino field;
//   - "Is Fair Grounds Race Course a smoke-free racino?": a smoking policy
//     is no Casino field;
//   - "How much money do the Osage Nation's casinos make?": revenue is not
//     kept;
//   - "What's the dress code for Lodge at Deadwood?": a dress code is no
//     Casino field;
//   - "Lay out the tiers Genting Rewards will add next year.": a
//     prediction of a program's future ladder;
//   - "How many members have made it to Onyx in Boyd Rewards?": membership
//     counts are not kept (a Tier has only its qualification and
//     benefits);
//   - "What house edge does keno carry at Delta Casino?": the service's
//     table of house edges (get_comp_ratios) is per game, not per casino;
//   - "How much tax will I owe on a $1,500 slot jackpot?": no action
//     computes the income tax owed on a win (w2g_threshold_check says
//     reportable, threshold and whether withholding is required;
//     tax_year_summary is the year's net and deductible losses);
//   - "How many people have self-excluded in Iowa?": a statistic the
//     resources (get_resources) do not keep;
//   - "Put a $250 weekly cap on my wife's gambling budget.": set_budget
//     sets the caller's own budget, never another person's;
//   - "Limit each of my sessions to 45 spins.": set_session_limit takes
//     max_minutes only, no count of spins;
//   - "Which casino would give me the most comps for 4 hours of $10
//     slots?": a ranking of casinos no action makes (calculate estimates
//     one play; predict_all_casinos ranks predicted offers from the
//     player's own past play, not a planned one);
//   - "What offer is Running Aces likely to send my neighbor next?":
//     another person's prediction (predict is the caller's own);
//   - "Find me the best-reviewed casino host at Four Winds South Bend.":
//     hosts have no reviews (search_hosts filters by casino, language and
//     specialty; match-hosts ranks by fit, not reviews);
//   - "Given my tiers, will MGM Rewards approve my status match?": a
//     prediction of a program's decision (suggestions say what a path
//     would grant, not whether it is approved);
//   - "How often does Caesars Rewards approve status matches from MGM
//     Rewards Gold?": approval rates are not kept;
//   - "Show my husband's W-2G forms from 2024.", "Which hosts has my
//     brother linked up with so far?" and "How far is my girlfriend from
//     the next tier at Main Street Station?": another person's records;
//   - "What will my W-2G wins add up to for 2027?" and "How will my
//     bankroll balance look at the end of the year?": predictions of the
//     future;
//   - "Should I itemize my gambling losses for 2024?": tax advice
//     (tax_year_summary says the deductible losses, not whether to
//     itemize);
//   - "What budget and session limits do most players set?": other
//     players' limits, never revealed;
//   - "Show my trips to Ada Gaming Center in 2025, biggest loss first.":
//     list_trips filters by casino and dates but has no sort, and a trip
//     keeps coin_in, not a loss;
//   - "Show the dealer for each of my craps sessions at Golden Gates
//     Casino.": a session keeps no dealer;
//   - "Give me a list of my casino check-ins with how long I stayed each
//     time.": a visit keeps a date, not a length of stay;
//   - "Which of my vouchers got printed by a video poker machine?": a
//     voucher keeps casino, amount, dates and the ticket's last four
//     digits, no machine or game;
//   - "What offers does Kickapoo Casino Shawnee give new members?": a
//     casino's offers to others are not kept (list_offers is the
//     player's own);
//   - "Which of my offers run out within 14 days and can be handed to a
//     friend?": whether an offer is transferable is no Offer field;
//   - "Show every tier status I hold next to the average player's.":
//     other players' tiers, never revealed;
//   - the answerable half: "Which casinos are within 40 miles of Manson,
//     Washington?" is near "Manson, WA" within 64.4 km; "Is Fair Grounds
//     Race Course a racino?" and "What's the website for Lodge at
//     Deadwood?" are those casinos' details; "Which casinos does the
//     Osage Nation own?" is q "Osage Nation" (the nation as the directory
//     spells it, no state: its casinos are all in OK but none is named);
//     "Lay out the Genting Rewards tiers for me." is that program's
//     details; "How many Tier Credits get you to Onyx in Boyd Rewards?" is
//     that tier's threshold; "What house edge does keno carry?" is keno's
//     game facts; "Does a $1,500 slot jackpot need a W-2G?" is the rule
//     for slots with amount_won 1500; "How do I self-exclude in Iowa?" is
//     self-exclusion in IA; "Put a $250 weekly cap on my gambling budget."
//     is a weekly budget of 250; "Limit each of my sessions to 45
//     minutes." a session limit of 45; "What would 4 hours of $10 slots
//     earn me in comps?" is comp_estimate for slots, avg_bet 10, hours 4;
//     "What offer is Running Aces likely to send me next?" is comp_predict
//     at "Running Aces" as typed; "Find me a casino host at Four Winds
//     South Bend." is find_hosts filtered to "Four Winds South Bend" and
//     Four Winds South Bend Casino; "Given my tiers, which programs could
//     I status match into?" is the tier-match suggestions; "Can MGM
//     Rewards Gold be status matched to Caesars Rewards?" is the path from
//     MGM Rewards' Gold to Caesars Rewards (Gold named with its program,
//     so not Caesars Rewards' Gold); "Show my W-2G forms from 2024." is the
//     W-2G list of 2024; "What did my W-2G wins add up to for 2025?" the
//     W-2G total of 2025; "What were my deductible gambling losses for
//     2024?" the tax summary of 2024; "What budget and session limits have
//     I set?" reads the limits; "Which hosts have I linked up with so
//     far?" is the player's hosts; the trips at "Ada Gaming Center" in
//     2025; the craps sessions at "Golden Gates Casino"; "Give me a list
//     of my casino check-ins." is the visits; "Which of my vouchers got
//     redeemed already?" has the status "redeemed"; the offers from
//     "Kickapoo Casino Shawnee"; "Which of my offers run out within 14
//     days?" is the expiring offers within 14 days; "How's my bankroll
//     balance looking at the moment?" is the bankroll; "Show every tier
//     status I hold." is the player's tiers; "How far am I from the next
//     tier at Main Street Station?" is tier_progress at "Main Street
//     Station" as typed.
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at 1e523f8, with the seventy-sixth to seventy-eighth
// parts added together after every round before them, and no rule
// changed for them) scored 49 of 60 correct
// (81.7%): precision 73.2% (30 of 41 answers right), recall 100% (30 of
// 30 answerable), 1 declined and 10 wrong. No expectation was changed
// after it. The wrong ones are twins answered as their look-alike: the
// casino with the most comps for a planned play, a neighbour's next
// offer, whether or how often a match is approved, W-2G wins of a year to
// come, the limits most players set, how long each visit lasted, which
// machine printed a voucher, a casino's offers for new members, and
// offers that can be handed to a friend.
//
// After its fix round (branch fix-78, tuning78_test.go,
// tuningNearMissesEight) it scored 60 of 60, none declined and none
// wrong, and is barred; no other part's score moved. What changed, in
// general words: the near misses decline (nearmiss.go) when a program's
// decision on a match is asked as one to come ("will" or "would" with
// approve, deny or reject) or as a rate ("how often", "approval rate"),
// when which casino gives the most comps is asked for a play the
// question describes (its hours, or its game and bet), when a limit is
// counted in spins, hands, pulls or rolls, when the machine, kiosk or
// table that printed a voucher is asked, when how long each visit lasted
// is asked, when a casino's offers to new members, customers or
// newcomers are asked, and when offers or vouchers are asked
// transferable or given to someone else; after the intent is picked, a
// question that reads the player's records declines when it speaks of
// players at large ("most players", "the average gambler") or asks a
// tax year not yet begun (the W-2G rule of such a year stays answered);
// and neighbours, co-workers, colleagues, nieces, nephews and
// grandchildren are other people, as a wife or a brother were.
func heldOutSeventyEighth(t testing.TB) []expectation {
	return []expectation{
		// The directory: a radius search, a casino's type, a nation's
		// casinos and a casino's website, each with a twin asking a fact
		// the directory does not keep.
		{query: "Which casinos are within 40 miles of Manson, Washington?", intent: FindCasinos, params: params{"near": "Manson, WA", "radius_km": 64.4}},
		{query: "Which casinos within 40 miles of Manson, Washington are open 24 hours?", intent: Unknown, params: params{}},
		{query: "Is Fair Grounds Race Course a racino?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Fair Grounds Race Course")}},
		{query: "Is Fair Grounds Race Course a smoke-free racino?", intent: Unknown, params: params{}},
		{query: "Which casinos does the Osage Nation own?", intent: FindCasinos, params: params{"q": "Osage Nation"}},
		{query: "How much money do the Osage Nation's casinos make?", intent: Unknown, params: params{}},
		{query: "What's the website for Lodge at Deadwood?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Lodge at Deadwood")}},
		{query: "What's the dress code for Lodge at Deadwood?", intent: Unknown, params: params{}},

		// Programs and tiers: a ladder and a threshold, against a future
		// ladder and a count of members.
		{query: "Lay out the Genting Rewards tiers for me.", intent: ProgramDetail, params: params{"id": programID(t, "Genting Rewards")}},
		{query: "Lay out the tiers Genting Rewards will add next year.", intent: Unknown, params: params{}},
		{query: "How many Tier Credits get you to Onyx in Boyd Rewards?", intent: TierRequirement, params: params{"id": programID(t, "Boyd Rewards")}, tier: "Onyx"},
		{query: "How many members have made it to Onyx in Boyd Rewards?", intent: Unknown, params: params{}},

		// Games and the W-2G rule.
		{query: "What house edge does keno carry?", intent: GameFacts, params: params{"game_type": "keno"}},
		{query: "What house edge does keno carry at Delta Casino?", intent: Unknown, params: params{}},
		{query: "Does a $1,500 slot jackpot need a W-2G?", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 1500}},
		{query: "How much tax will I owe on a $1,500 slot jackpot?", intent: Unknown, params: params{}},

		// Help.
		{query: "How do I self-exclude in Iowa?", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "IA"}},
		{query: "How many people have self-excluded in Iowa?", intent: Unknown, params: params{}},

		// Limits: changes proposed, against another person's budget and a
		// limit the action does not take.
		{query: "Put a $250 weekly cap on my gambling budget.", intent: SetBudget, params: params{"period": "week", "amount": 250}},
		{query: "Put a $250 weekly cap on my wife's gambling budget.", intent: Unknown, params: params{}},
		{query: "Limit each of my sessions to 45 minutes.", intent: SetSessionLimit, params: params{"max_minutes": 45}},
		{query: "Limit each of my sessions to 45 spins.", intent: Unknown, params: params{}},

		// Comps: an estimate and a prediction, against a ranking of
		// casinos and another person's prediction.
		{query: "What would 4 hours of $10 slots earn me in comps?", intent: CompEstimate, params: params{"game_type": "slots", "avg_bet": 10, "hours": 4}},
		{query: "Which casino would give me the most comps for 4 hours of $10 slots?", intent: Unknown, params: params{}},
		{query: "What offer is Running Aces likely to send me next?", intent: CompPredict, params: params{"casino_name": "Running Aces"}},
		{query: "What offer is Running Aces likely to send my neighbor next?", intent: Unknown, params: params{}},

		// Hosts at a casino, against a rating hosts do not have.
		{query: "Find me a casino host at Four Winds South Bend.", intent: FindHosts, params: params{}, filter: []string{"Four Winds South Bend", "Four Winds South Bend Casino"}},
		{query: "Find me the best-reviewed casino host at Four Winds South Bend.", intent: Unknown, params: params{}},

		// Tier match: suggestions and a path, against a decision and a
		// rate no table keeps.
		{query: "Given my tiers, which programs could I status match into?", intent: TierMatchSuggestions, params: params{}},
		{query: "Given my tiers, will MGM Rewards approve my status match?", intent: Unknown, params: params{}},
		{query: "Can MGM Rewards Gold be status matched to Caesars Rewards?", intent: TierMatchPaths, params: params{"program": "MGM Rewards", "to_program": "Caesars Rewards"}, tier: "Gold"},
		{query: "How often does Caesars Rewards approve status matches from MGM Rewards Gold?", intent: Unknown, params: params{}},

		// The player's tax records: W-2Gs, their total and the tax year,
		// against another person's forms, a future total and advice.
		{query: "Show my W-2G forms from 2024.", intent: MyW2Gs, params: params{"tax_year": 2024}},
		{query: "Show my husband's W-2G forms from 2024.", intent: Unknown, params: params{}},
		{query: "What did my W-2G wins add up to for 2025?", intent: W2GTotal, params: params{"tax_year": 2025}},
		{query: "What will my W-2G wins add up to for 2027?", intent: Unknown, params: params{}},
		{query: "What were my deductible gambling losses for 2024?", intent: TaxSummary, params: params{"tax_year": 2024}},
		{query: "Should I itemize my gambling losses for 2024?", intent: Unknown, params: params{}},

		// The player's limits and hosts, against other people's.
		{query: "What budget and session limits have I set?", intent: MyLimits, params: params{}},
		{query: "What budget and session limits do most players set?", intent: Unknown, params: params{}},
		{query: "Which hosts have I linked up with so far?", intent: MyHosts, params: params{}},
		{query: "Which hosts has my brother linked up with so far?", intent: Unknown, params: params{}},

		// Trips, sessions, visits and vouchers, against a sort and fields
		// the records do not have.
		{query: "Show my trips to Ada Gaming Center in 2025.", intent: MyTrips, params: params{"casino_name": "Ada Gaming Center", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "Show my trips to Ada Gaming Center in 2025, biggest loss first.", intent: Unknown, params: params{}},
		{query: "Show my craps sessions at Golden Gates Casino.", intent: MySessions, params: params{"game_type": "craps", "casino_name": "Golden Gates Casino"}},
		{query: "Show the dealer for each of my craps sessions at Golden Gates Casino.", intent: Unknown, params: params{}},
		{query: "Give me a list of my casino check-ins.", intent: MyVisits, params: params{}},
		{query: "Give me a list of my casino check-ins with how long I stayed each time.", intent: Unknown, params: params{}},
		{query: "Which of my vouchers got redeemed already?", intent: MyVouchers, params: params{"status": "redeemed"}},
		{query: "Which of my vouchers got printed by a video poker machine?", intent: Unknown, params: params{}},

		// Offers and expiring offers, against a casino's offers to others
		// and a field offers do not have.
		{query: "What offers do I have from Kickapoo Casino Shawnee?", intent: MyOffers, params: params{"casino_name": "Kickapoo Casino Shawnee"}},
		{query: "What offers does Kickapoo Casino Shawnee give new members?", intent: Unknown, params: params{}},
		{query: "Which of my offers run out within 14 days?", intent: ExpiringOffers, params: params{"within_days": 14}},
		{query: "Which of my offers run out within 14 days and can be handed to a friend?", intent: Unknown, params: params{}},

		// The bankroll, the tiers and tier progress, against a prediction,
		// a comparison with other players and another person's progress.
		{query: "How's my bankroll balance looking at the moment?", intent: Bankroll, params: params{}},
		{query: "How will my bankroll balance look at the end of the year?", intent: Unknown, params: params{}},
		{query: "Show every tier status I hold.", intent: MyTiers, params: params{}},
		{query: "Show every tier status I hold next to the average player's.", intent: Unknown, params: params{}},
		{query: "How far am I from the next tier at Main Street Station?", intent: TierProgress, params: params{"casino_name": "Main Street Station"}},
		{query: "How far is my girlfriend from the next tier at Main Street Station?", intent: Unknown, params: params{}},
	}
}
