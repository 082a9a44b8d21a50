package ask

import "testing"

// heldOutThirtieth is a thirtieth held-out part, written blind and
// committed BEFORE its first run: by someone who had read only the action
// catalog and the service spec (both whole), the README's curl examples of
// the directory (lines 89-155) and its section on /ask (lines 428-480), the
// shipped data (casinos.csv, rewards_programs.json and
// program_properties.csv, through short scripts listing real casino,
// program and tier names, towns, states, types, brands and has_hotel; a
// listing of data/ and the files' header lines were printed too), the whole
// of the twenty-ninth held-out part and the first eighty lines of the
// twenty-eighth (its header), the block of intent constants of ask.go
// (lines 19-62), the expectation type (lines 1-18 of heldout_test.go), the
// slugOf and programID helpers (lines 66-91 of ask_test.go) and the
// heldOutParts function of score_test.go; `git worktree add` also printed
// the subject of main's newest commit (about corpusPhrases and
// offersNamed). Never the rules of this package, the tuning phrases or the
// other held-out parts. To choose names no earlier test file uses, a short
// script lowered the text of this package's test files and printed only
// the towns, casinos, brands and name words of the data it does NOT
// contain (never any match or line of those files); the chosen names were
// then checked with `grep -ril` (file names only), and Chinook Winds
// Casino, Valley Forge Casino Resort, Seven Feathers Casino Resort, Kansas
// Star, Clearwater alone and the language Vietnamese were dropped because
// earlier files name them. Every name passed to slugOf or programID was
// checked against data/ with a short script. Its wording is new: each
// phrase was checked with a case-insensitive fixed-string grep (file names
// only) against every test file of this package, without its closing mark
// (so with it too); four were found and replaced before the file was
// written ("Which casinos in South Dakota have a hotel?", "Can I match my
// MGM Rewards Gold status to Caesars Rewards?", "which of my casinos will
// send me the best offers", "whos my host"; "who r my hosts", tried in its
// place, was found too), and none of the sixty is there now.
//
// Its theme is a SECOND CONTROL part: everyday questions as real players,
// and agents relaying for them, ask them, in a realistic mix of registers,
// to measure what a new user's questions would score. Nothing is exotic:
// no dialect, no letters, no developer notation, no second question.
//   - 24 plain, full questions in ordinary English, correctly spelled and
//     capitalised, with a closing mark;
//   - 20 typed on a phone: lower case, no closing mark, common shorthand
//     ("w/", "hrs", "rn", "pls", "whats", "gonna", "wy" for Wyoming, "mgm"
//     for MGM Rewards, "w2g"), and at most one slip of a letter in a
//     phrase (four have one: "roulete", "sesion", "blackjak", "vouchres");
//   - 16 with a sentence of context first, or a short fragment after one
//     ("Heading to Sulphur, Oklahoma next week - what casinos are there?",
//     "Staying in Lacey for a conference. Anything within 10 miles?").
//
// 7 of 60 expect Unknown (3 plain, 2 phone, 2 with context): the weather,
// booking a room, a buffet's hours, the loosest slots at a casino, a
// football score, shows in Reno and a rental car; none of them has an
// action or a fact of the spec that answers it. No question lacks a field
// its intent needs, so none expects a missing field.
//
// Every area is covered: place, near, radius, hotel, type, rewards and
// family searches, casino details, the program list, ladders and tier
// thresholds, game facts, the W-2G rule, help lines and self-exclusion,
// budget and session limits (proposed) and the limits read, comp
// predictions (one casino and all) and estimates, tier progress and the
// player's tiers, hosts (by language, at a casino, the player's own),
// tier-match suggestions and a path, trips, sessions, visits, vouchers,
// offers and expiring offers, W-2G lists and totals, the tax summary and
// the bankroll.
//
// It follows the twenty-ninth part's conventions as its header lists them
// (a casino named for a player action keeps the name as typed; a host
// filter by casino is the typed words and the directory's name when the
// words name exactly one casino, with no parameter; a radius in miles is
// in kilometres to one decimal; a year named for the player's records is
// that calendar year; a month named with its year is that month; a town
// typed without its state is near the directory's town with its state;
// "in <town>" is near that town and "in <state>" is the state; a family's
// casinos in a state are the state with q the family's name as the
// directory spells it; a tier named with its program is not ambiguous; a
// casino's details answer what the directory keeps about it, whichever
// field is asked for; a limit of money in a period is a budget; off-topic
// questions are Unknown). Its own choices, where those are silent:
//   - A sentence of context before the question adds nothing but what the
//     question refers back to: "there" is the town, state or casino the
//     context names ("Heading to Sulphur, Oklahoma next week - what
//     casinos are there?" is near "Sulphur, OK"; "Driving across Montana
//     this summer - which tribal casinos there have hotels?" is MT, tribal,
//     has_hotel; "Going to Ilani next month. Any hosts there taking new
//     players?" is find_hosts filtered to "Ilani" and Ilani Casino Resort;
//     "I play at Gun Lake Casino most weekends. How far am I from the next
//     tier there?" is tier_progress at "Gun Lake Casino"; "Just got back
//     from Prairie Band Casino & Resort - can you show my trips there?" is
//     the trips there). The context's other facts (next week, a
//     conference, a tier just reached, "last month", "tonight") add no
//     parameter, because no action the spec lists takes them: "I just
//     reached Platinum at Caesars. What do I need for Diamond?" is the
//     threshold of Diamond in Caesars Rewards, the tier asked, not the one
//     held; "Things got out of hand last month. Keep my sessions to 45
//     minutes from now on." is a session limit of 45 minutes.
//   - A fragment that asks about the context's place is a search of it:
//     "Staying in Lacey for a conference. Anything within 10 miles?" is
//     near "Lacey, WA" within 16.1 km.
//   - A win told in the context and "Is that reportable?" is the W-2G rule
//     for that game and amount, because w2g_threshold_check answers
//     `reportable` for a game and an amount ("Won $6,000 in a poker
//     tournament last night" is poker, 6000).
//   - "How much theo is that?" after a planned play is comp_estimate,
//     because /v1/comp/calculate answers `theo` for a game, an average bet
//     and hours ("$10 roulette for about 2 hours" is roulette, 10, 2).
//   - "Where can I get help in <state>?" is the help line there, the first
//     of the resources get_resources names ("help lines and
//     self-exclusion"); self-exclusion only when the words say it.
//   - "What rewards program do they use?" of a named casino is its
//     details, because GET /v1/casinos/{slug} answers the casino plus its
//     rewards_program; "Does the Suquamish Clearwater Casino Resort have a
//     hotel?" is its details (has_hotel is a field of a casino).
//   - "Would Caesars Rewards match my Gold status from MGM Rewards?" is the
//     tier-match path from MGM Rewards' Gold to Caesars Rewards (the tier
//     and both programs are named, so it is not the player's suggestions);
//     "what status matches can i get w/ my tiers" names none and is the
//     suggestions.
//   - "what does noir take at mgm" is the threshold of NOIR in MGM Rewards
//     (the tier as the data spells it; "mgm" is how players name the
//     program, as "Caesars" names Caesars Rewards in the README's
//     example).
//   - "What do my W-2Gs for 2025 add up to?" is the W-2G total of 2025
//     (generate_w2g_report: the list with totals); "w2gs for 2024 pls" is
//     the list of 2024.
//   - "which of my casinos is gonna send the best offers" is the
//     prediction for all casinos (predict_all_casinos is ranked).
//   - "How many casino visits have I checked in so far?" is the player's
//     visits (list_visits answers a count; "so far" adds no date).
//   - "What status do I hold at each of my casinos?" is the player's
//     tiers; "do i have a casino host" is the player's hosts
//     (get_my_connections).
//   - "set my sesion limit to 2 hrs" is 120 minutes; "limit me to $500 a
//     month" is a monthly budget of 500; "my sessions from march 2026" are
//     those of March 2026.
//   - Unknown: "loosest slots at yaamava" (no fact of the spec says how a
//     casino's machines pay; machine_stats is the player's own machines,
//     by id), booking a room at Little River Casino Resort (no action
//     books), the buffet's hours at Snoqualmie Casino (the directory
//     keeps no hours), the weather and shows in Reno, a rental car in
//     Vegas and the Raiders' score (off topic).
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at 74e6b3b, the commit that added this part to main, with
// the rules as the twenty-ninth part's round left them and no rule changed
// for this part) scored 50 of 60 correct (83.3%): precision 91.5% (43 of
// 47 answers right), recall 81.1% (43 of 53 answerable), 6 declined and 4
// wrong; the 7 expected Unknowns were declined. No expectation was changed
// after it. The wrong ones: "Would Caesars Rewards match my Gold status
// from MGM Rewards?" (no tier read), "Can you list my sessions at Mardi
// Gras Casino & Resort?" (the name cut at "&"), "Thinking about playing
// at Rivers Casino Portsmouth. What rewards program do they use?" (the
// programs listed, not the casino's details) and "Things got out of hand
// last month. Keep my sessions to 45 minutes from now on." (last month's
// sessions, not the cap). Declined: "Which South Dakota casinos have a
// hotel attached?", "Do I need a W-2G if I win $1,500 playing keno?",
// "Heading to Sulphur, Oklahoma next week - what casinos are there?",
// "Driving across Montana this summer - which tribal casinos there have
// hotels?", "First time playing craps this weekend - how many rolls an
// hour is normal?" and "I think I'm losing too much. Where can I get help
// in Ohio?".
//
// After its fix round, on branch fix-30, general rules with tuning phrases
// of their own (tuning30_test.go, never these; no phrase or expectation
// here changed) took it to 60 of 60 (100%), none wrong, none declined: a
// hotel "attached" or "connected" is the casino's own; a win made
// "playing" a game is the win at it; after a story naming one casino,
// "they" and "their" are that casino unless the story tells of people; a
// last sentence opening with a change ("Keep my sessions to ...") is the
// request, the story's dates narrowing nothing; losing "too much" and
// asking where to get help is the help line; a casino's whole name
// written word for word is that casino, not another sharing its core; a
// tier named as a "status", "tier", "level" or "card" before its program
// is that program's tier; a trip's lead-in may go "across" or "through" a
// place, carry its town's state after a comma and name a season, and
// "what casinos are there?" ending the question points back to it; a
// lead-in telling only of playing a game ("First time playing craps this
// weekend -") leaves the question about that game, whose typical pace is
// "normal". Every expected Unknown still declines.
func heldOutThirtieth(t testing.TB) []expectation {
	return []expectation{
		// Plain, full questions in ordinary English.
		{query: "Are there any casinos in Sequim, Washington?", intent: FindCasinos, params: params{"near": "Sequim, WA"}},
		{query: "Which casinos are within 40 miles of Dodge City, Kansas?", intent: FindCasinos, params: params{"near": "Dodge City, KS", "radius_km": 64.4}},
		{query: "Which South Dakota casinos have a hotel attached?", intent: FindCasinos, params: params{"state": "SD", "has_hotel": true}},
		{query: "What can you tell me about Scarlet Pearl Casino Resort?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Scarlet Pearl Casino Resort")}},
		{query: "Does the Suquamish Clearwater Casino Resort have a hotel?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Suquamish Clearwater Casino Resort")}},
		{query: "What rewards programs do you have information on?", intent: ListPrograms, params: params{}},
		{query: "What are the tier levels in Boyd Rewards?", intent: ProgramDetail, params: params{"id": programID(t, "Boyd Rewards")}},
		{query: "How many tier credits do I need for Diamond Elite in Caesars Rewards?", intent: TierRequirement, params: params{"id": programID(t, "Caesars Rewards")}, tier: "Diamond Elite"},
		{query: "How many hands per hour are dealt in baccarat?", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "Do I need a W-2G if I win $1,500 playing keno?", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1500}},
		{query: "How do I sign up for self-exclusion in Indiana?", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "IN"}},
		{query: "Please set a weekly gambling budget of $250.", intent: SetBudget, params: params{"period": "week", "amount": 250}},
		{query: "What are my current budget and session limits?", intent: MyLimits, params: params{}},
		{query: "What offer is Harrah's Metropolis likely to send me next?", intent: CompPredict, params: params{"casino_name": "Harrah's Metropolis"}},
		{query: "What status do I hold at each of my casinos?", intent: MyTiers, params: params{}},
		{query: "Which casino hosts speak Russian?", intent: FindHosts, params: params{"language": "Russian"}},
		{query: "Would Caesars Rewards match my Gold status from MGM Rewards?", intent: TierMatchPaths, params: params{"program": "MGM Rewards", "to_program": "Caesars Rewards"}, tier: "Gold"},
		{query: "Can you list my sessions at Mardi Gras Casino & Resort?", intent: MySessions, params: params{"casino_name": "Mardi Gras Casino & Resort"}},
		{query: "How many casino visits have I checked in so far?", intent: MyVisits, params: params{}},
		{query: "Which of my offers expire within the next 14 days?", intent: ExpiringOffers, params: params{"within_days": 14}},
		{query: "Can you give me my gambling tax summary for 2024?", intent: TaxSummary, params: params{"tax_year": 2024}},
		{query: "What is the weather going to be like in Reno this weekend?", intent: Unknown, params: params{}},
		{query: "Can you book me a room at Little River Casino Resort?", intent: Unknown, params: params{}},
		{query: "What time does the buffet at Snoqualmie Casino open?", intent: Unknown, params: params{}},

		// Typed on a phone: lower case, shorthand, at most one slip.
		{query: "casinos near lander wy", intent: FindCasinos, params: params{"near": "Lander, WY"}},
		{query: "parkwest casinos in california", intent: FindCasinos, params: params{"state": "CA", "q": "Parkwest"}},
		{query: "casinos w/ a hotel near mobridge", intent: FindCasinos, params: params{"near": "Mobridge, SD", "has_hotel": true}},
		{query: "tribal casinos in oregon w/ rewards program", intent: FindCasinos, params: params{"state": "OR", "type": "tribal", "has_rewards": true}},
		{query: "what does noir take at mgm", intent: TierRequirement, params: params{"id": programID(t, "MGM Rewards")}, tier: "NOIR"},
		{query: "house edge on roulete", intent: GameFacts, params: params{"game_type": "roulette"}},
		{query: "do i get a w2g for $1300 on slots", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 1300}},
		{query: "set my sesion limit to 2 hrs", intent: SetSessionLimit, params: params{"max_minutes": 120}},
		{query: "limit me to $500 a month", intent: SetBudget, params: params{"period": "month", "amount": 500}},
		{query: "comps for $15 blackjak 5 hrs", intent: CompEstimate, params: params{"game_type": "blackjack", "avg_bet": 15, "hours": 5}},
		{query: "which of my casinos is gonna send the best offers", intent: CompPredictAll, params: params{}},
		{query: "what status matches can i get w/ my tiers", intent: TierMatchSuggestions, params: params{}},
		{query: "do i have a casino host", intent: MyHosts, params: params{}},
		{query: "my sessions from march 2026", intent: MySessions, params: params{"from": "2026-03-01", "to": "2026-03-31"}},
		{query: "show my open vouchres", intent: MyVouchers, params: params{"status": "open"}},
		{query: "what offers do i have rn", intent: MyOffers, params: params{}},
		{query: "w2gs for 2024 pls", intent: MyW2Gs, params: params{"tax_year": 2024}},
		{query: "whats my bankroll balance", intent: Bankroll, params: params{}},
		{query: "loosest slots at yaamava", intent: Unknown, params: params{}},
		{query: "whats the score of the raiders game", intent: Unknown, params: params{}},

		// A sentence of context first, or a fragment after one.
		{query: "Heading to Sulphur, Oklahoma next week - what casinos are there?", intent: FindCasinos, params: params{"near": "Sulphur, OK"}},
		{query: "Driving across Montana this summer - which tribal casinos there have hotels?", intent: FindCasinos, params: params{"state": "MT", "type": "tribal", "has_hotel": true}},
		{query: "Staying in Lacey for a conference. Anything within 10 miles?", intent: FindCasinos, params: params{"near": "Lacey, WA", "radius_km": 16.1}},
		{query: "Thinking about playing at Rivers Casino Portsmouth. What rewards program do they use?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Rivers Casino Portsmouth")}},
		{query: "I just reached Platinum at Caesars. What do I need for Diamond?", intent: TierRequirement, params: params{"id": programID(t, "Caesars Rewards")}, tier: "Diamond"},
		{query: "First time playing craps this weekend - how many rolls an hour is normal?", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "Won $6,000 in a poker tournament last night. Is that reportable?", intent: W2GRule, params: params{"game_type": "poker", "amount_won": 6000}},
		{query: "I think I'm losing too much. Where can I get help in Ohio?", intent: RGHelp, params: params{"topic": "helpline", "state": "OH"}},
		{query: "Things got out of hand last month. Keep my sessions to 45 minutes from now on.", intent: SetSessionLimit, params: params{"max_minutes": 45}},
		{query: "Going to play $10 roulette for about 2 hours tonight. How much theo is that?", intent: CompEstimate, params: params{"game_type": "roulette", "avg_bet": 10, "hours": 2}},
		{query: "Going to Ilani next month. Any hosts there taking new players?", intent: FindHosts, params: params{}, filter: []string{"Ilani", "Ilani Casino Resort"}},
		{query: "I play at Gun Lake Casino most weekends. How far am I from the next tier there?", intent: TierProgress, params: params{"casino_name": "Gun Lake Casino"}},
		{query: "Just got back from Prairie Band Casino & Resort - can you show my trips there?", intent: MyTrips, params: params{"casino_name": "Prairie Band Casino & Resort"}},
		{query: "Doing my taxes. What do my W-2Gs for 2025 add up to?", intent: W2GTotal, params: params{"tax_year": 2025}},
		{query: "Heading to Reno next week - what shows are playing?", intent: Unknown, params: params{}},
		{query: "Flying into Vegas on Friday. Can you get me a rental car?", intent: Unknown, params: params{}},
	}
}
