package ask

import "testing"

// heldOutThirtySeventh is a thirty-seventh held-out part, written blind and
// committed BEFORE its first run: by someone who had read only the action
// catalog and the service spec (both whole), the README's curl examples of
// the directory (lines 89-155) and its section on /ask (lines 428-480), the
// shipped data (through short scripts: the header and first rows of
// casinos.csv and program_properties.csv, every program of
// rewards_programs.json with its brand, property and tiers, the casinos
// and towns of a few names with their states, types and has_hotel, and
// lists of the towns and casinos of casinos.csv no test file of this
// package names), the whole of the twenty-ninth held-out part and the
// first 80 lines of the twenty-eighth, the block of intent constants of
// ask.go (lines 19-62), the expectation type (lines 1-18 of
// heldout_test.go), the slugOf and programID helpers (lines 66-91 of
// ask_test.go) and the heldOutParts function of score_test.go; never the
// rules of this package, its tuning phrases or the other held-out parts.
// Creating the worktree printed the subject of the newest commit, which
// quotes two tuning phrases ("Since I joined Boyd Rewards, how many trips
// have I taken?", "since I'm headed"); neither is used or imitated here.
// The list of unnamed towns and casinos was made by a script that read
// the test files' text in memory only to test whether each name occurs
// in it (it printed the names absent, never a line of a test file); other
// names were checked with grep -Fil (file names only, counted). Every
// casino and program name passed to slugOf or programID, and every tier,
// was checked against data/ with a short script. Its wording is new: each
// phrase was checked with a case-insensitive fixed-string grep (file names
// only) against every test file of this package, with and without its
// closing mark; seven were found there and replaced ("which casinos in
// indiana have a rewards program", "How do I sign up for self-exclusion in
// Indiana?", "please limit my sessions to two hours", "Show me my tier
// status at every casino.", "who is my casino host", "Which of my offers
// expire in the next two weeks?", "whats my bankroll balance"), and none
// of the sixty is there now. Its places and casinos were chosen, where the
// data allowed, among those no earlier test file names: Uncasville,
// Mescalero, Towaoc, Thief River Falls, El Cortez Hotel & Casino, Oaklawn
// Park Racing & Gaming, Ellis Island Casino & Brewery, Island Resort
// Casino, Rampart Casino, Lakeside Inn, Ameristar Kansas City, Silverton
// Hotel Casino, Golden Nugget Lake Tahoe, Jailhouse Casino, Hoover Dam
// Lodge, the Downtown Grand, the Tuscany and Virginia City; the host
// language, Greek, is named by no earlier file either. The Kewadin family,
// Terre Haute and French Lick are named by one earlier file each, and every
// state, program, tier and game by several (unavoidable: all are).
//
// Its theme is a fifth CONTROL part: the questions a casino-loyalty
// assistant would get from a wide range of ordinary people in one
// afternoon: new players ("I'm new to casino rewards", "How do I reset my
// password?"), regulars, a player's spouse asking for the player with the
// player's key ("My husband wants to know how close he is to the next tier
// at Lakeside Inn."), retirees ("I'm retired and on a fixed income, so
// keep me to $400 a month."), a bachelor-party planner (a hotel search, a
// comp estimate for the group's craps, a booking and a comparison) and a
// host checking the service (a ladder "players see" and hosts by
// language). Nothing exotic: no dialect, no letters, no developer
// notation, no deliberate misspellings. Registers: 28 plain questions, 7
// requests, 13 typed in lower case as on a phone (no closing mark, the
// odd apostrophe left out), and 12 with a clause of context before the
// question. Every area is covered: place, near, radius, hotel, type,
// rewards and family searches (8), casino details (4), the programs, two
// ladders and two tiers' thresholds (5), game facts (2), the W-2G rule
// (2), a help line and self-exclusion (2), budget and session limits
// proposed (3) and the limits read (1), comp predictions at one casino and
// at all and an estimate (3), tier progress (2) and the player's tiers
// (1), tier-match suggestions and a path (2), hosts at a casino, by
// language and the player's own (3), trips (2), sessions (2), visits (1),
// vouchers (2), offers and expiring offers (3), the W-2G list and total
// (2), the tax summary (1) and the bankroll (1); and 8 of 60 expect
// Unknown. No question lacks a field its intent needs, so none expects a
// missing field.
//
// It follows the twenty-ninth part's conventions (as its header lists
// them: a casino named for a player action keeps the name as typed; a host
// filter by casino is the typed words and the directory's name when the
// words name exactly one casino, with no parameter; a radius in miles is in
// kilometres to one decimal; a year named for the player's records is that
// calendar year; a month named without a year is its latest one up to
// today, 2026-05-14; a town typed without its state is near the
// directory's town with its state; "in <town>" is near that town and "in
// <state>" is the state; a family's casinos in a state are the state with
// q the family's name as the directory spells it; a tier named with its
// program is not ambiguous; a casino's details answer what the directory
// keeps about it, whichever field is asked for; a limit of money in a
// period is a budget; another person's records and off-topic questions
// are Unknown). Its own choices, where those are silent:
//   - A spouse relaying a question for the key holder ("My husband wants
//     to know how close he is to the next tier at Lakeside Inn.", "My wife
//     wants to see the trips she took to Golden Nugget Lake Tahoe in
//     2025.", "My husband wants a list of his W-2Gs for 2025.") asks for
//     the key holder's own records, answered as if the holder asked. The
//     theme gives the spouse the player's key; by the spec a key acts for
//     its owner (every account read and action is "the key owner's", and
//     /ask runs "with the caller's key"), the only records it reaches are
//     the owner's, so nothing of another account is revealed, and "X wants
//     to know ..." names who is asking, as an agent relaying for its user
//     does ("the user would like a list of ...", which the README says is
//     read). So these are tier_progress at "Lakeside Inn", the trips at
//     "Golden Nugget Lake Tahoe" in 2025 and the W-2Gs of 2025. A third
//     person's records asked through the same relay ("my husband wants to
//     know what tier his brother has at rampart") stay another person's
//     records: Unknown. This is the choice most open to dispute, since the
//     words alone would read the same if the spouse held a key of her own.
//   - Spouses or retirees named only as context, with nothing of their
//     records asked ("My husband plays video poker. What's the house edge
//     on it?", "my wife and i are retired, what can you tell me about ellis
//     island casino"), change nothing: a game's facts and a casino's
//     details.
//   - "Which casinos with a hotel are within 25 miles of Towaoc,
//     Colorado?" is near "Towaoc, CO" within 40.2 km with has_hotel; the
//     bachelor party before it is context only.
//   - "casinos near uncasville ct" is near "Uncasville, CT" (the state
//     typed as its two letters in lower case), and "a few days in
//     Mescalero. What casinos are there?" is near "Mescalero, NM".
//   - "For the bachelor party we'll play $10 craps for about 6 hours" is a
//     comp estimate for craps with avg_bet 10 and hours 6 ("about" does
//     not change the figure; the estimate is per player, as calculate
//     takes one avg_bet).
//   - "What kind of offer is Rampart Casino likely to send me?" is the
//     prediction at "Rampart Casino" (predict answers the offer value and
//     type for the next period).
//   - "predict my offers at all my casinos" is predict_all_casinos.
//   - "please set my session limit to two hours" is 120 minutes; "keep me
//     to $400 a month" a monthly budget of 400; "Set a weekly budget of
//     $250 for me." a weekly budget of 250.
//   - "which limits am i under right now" reads the limits.
//   - "Are there programs that would match the status I already have?" is
//     the tier-match suggestions (from the player's tiers); "Can I status
//     match Boyd Emerald over to Caesars Rewards?" the path from Boyd
//     Rewards' Emerald to Caesars Rewards (the tier is named, so not the
//     player's suggestions).
//   - "Are any hosts at Silverton Casino taking new players?" filters on
//     "Silverton Casino" and Silverton Hotel Casino (the one casino those
//     words name); "Which hosts speak Greek?" is find_hosts in Greek,
//     though asked by a host checking the service (search_hosts is a read
//     any key may make); "do i have a casino host assigned" is the
//     player's hosts.
//   - "Do I have any vouchers I haven't cashed yet?" has the status
//     "open" (an uncashed voucher is an open one); "show my redeemed
//     vouchers" the status "redeemed".
//   - "Which of my offers are expiring within the next two weeks?" is
//     expiring offers within 14 days; "any offers about to run out" the
//     same with no window (the default).
//   - "How many casino visits do I have on record?" is the player's visits
//     (list_visits answers the count).
//   - "What sessions did I play in January 2026?" is the sessions from
//     2026-01-01 to 2026-01-31; "my blackjack sessions from March" those of
//     March 2026.
//   - "I'm getting my taxes ready. Can you give me my gambling summary for
//     2025?" is the tax summary of 2025.
//   - "how many tier credits for pearl in mgm rewards" is the threshold of
//     Pearl in MGM Rewards; "What does Diamond Elite require in Caesars
//     Rewards?" that of Diamond Elite in Caesars Rewards.
//   - "I'm a casino host checking what players see here. What are the tiers
//     of Boyd Rewards?" is Boyd Rewards' details (its ladder); "I'm new to
//     casino rewards. Which programs do you know about?" lists the programs.
//   - "At what amount does a slot jackpot get a W-2G?" is the rule for
//     slots with no amount; "If I win $1,500 playing keno, will I get a
//     W-2G?" the rule for keno with amount_won 1500.
//   - "Where can I get help for a gambling problem in Alabama?" is the help
//     line in AL; "put myself on the self-exclusion list in Indiana"
//     self-exclusion in IN.
//   - Unknown, because the spec gives no action or fact that answers it:
//     a buffet's closing time at Hoover Dam Lodge (no field of a casino
//     holds it), booking ten rooms at the Downtown Grand (no action books
//     rooms), resetting a password (accounts are signed into on the site;
//     no action or fact of /ask), which slot machines pay the most at the
//     Tuscany today (no such data), the drive from Reno to Virginia City
//     (off topic, though both are towns of the directory), the gambling
//     age in Arkansas (no fact of the service's tables), which of Terre
//     Haute Casino Resort and French Lick is better for a bachelor party
//     (a comparison no action makes), and the tier of the husband's
//     brother (another person's records).
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at e8344a8, the commit that added this part to main, with
// the rules of the thirtieth to thirty-fourth and thirty-sixth parts'
// rounds and no rule changed for this part) scored 54 of 60 correct
// (90.0%): precision 100% (46 of 46 answers right), recall 88.5% (46 of
// 52 answerable), 6 declined and none wrong; the 8 expected Unknowns were
// declined. No expectation was changed after it. Declined: "Is there
// anywhere to gamble within 10 miles of Thief River Falls?", "my wife and
// i are retired, what can you tell me about ellis island casino", "I'm
// retired and on a fixed income, so keep me to $400 a month.", and the
// three a spouse relays for the key holder ("My husband wants to know how
// close he is to the next tier at Lakeside Inn.", "My wife wants to see
// the trips she took to Golden Nugget Lake Tahoe in 2025.", "My husband
// wants a list of his W-2Gs for 2025."), which the rules decline as
// another person's records, as earlier parts and the tuning phrases
// expect of "my wife's" and "my husband's" records.
//
// After it, on main, general rules with tuning phrases of their own
// (tuning37_test.go, never these; no phrase or expectation here changed)
// took it to 57 of 60 (95.0%), none wrong: a place to gamble
// ("anywhere to gamble", "somewhere to gamble") is a casino, and a first
// clause closed by a comma that only tells of the asker ("my wife and i
// are retired, ...", "I'm retired and on a fixed income, so ...") is
// chatter before the question, as a first sentence of chatter already
// was. The three a spouse relays are left declined on purpose: the words
// read the same whether the key is the spouse's or the player's, and the
// corpus's convention, kept by barred parts, is that another person's
// records are never answered with the key holder's; answering them would
// risk showing one person's records as another's.
func heldOutThirtySeventh(t testing.TB) []expectation {
	return []expectation{
		// The directory: searches by town, radius, hotel, state, type,
		// rewards and family, asked by players, retirees and a planner.
		{query: "casinos near uncasville ct", intent: FindCasinos, params: params{"near": "Uncasville, CT"}},
		{query: "We're retired and thinking about a few days in Mescalero. What casinos are there?", intent: FindCasinos, params: params{"near": "Mescalero, NM"}},
		{query: "I'm planning a bachelor party. Which casinos with a hotel are within 25 miles of Towaoc, Colorado?", intent: FindCasinos, params: params{"near": "Towaoc, CO", "radius_km": 40.2, "has_hotel": true}},
		{query: "What tribal casinos are there in Alabama?", intent: FindCasinos, params: params{"state": "AL", "type": "tribal"}},
		{query: "Show me the racinos in Delaware.", intent: FindCasinos, params: params{"state": "DE", "type": "racino"}},
		{query: "any casinos in arkansas with a rewards program", intent: FindCasinos, params: params{"state": "AR", "has_rewards": true}},
		{query: "List the Kewadin casinos in Michigan, please.", intent: FindCasinos, params: params{"state": "MI", "q": "Kewadin"}},
		{query: "Is there anywhere to gamble within 10 miles of Thief River Falls?", intent: FindCasinos, params: params{"near": "Thief River Falls, MN", "radius_km": 16.1}},

		// One casino's details.
		{query: "Does the El Cortez have a hotel?", intent: CasinoDetail, params: params{"slug": slugOf(t, "El Cortez Hotel & Casino")}},
		{query: "How many slot machines does Oaklawn have?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Oaklawn Park Racing & Gaming")}},
		{query: "my wife and i are retired, what can you tell me about ellis island casino", intent: CasinoDetail, params: params{"slug": slugOf(t, "Ellis Island Casino & Brewery")}},
		{query: "What's the website for Island Resort Casino?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Island Resort Casino")}},

		// Programs: the list, two ladders and two tiers' thresholds.
		{query: "I'm new to casino rewards. Which programs do you know about?", intent: ListPrograms, params: params{}},
		{query: "I'm a casino host checking what players see here. What are the tiers of Boyd Rewards?", intent: ProgramDetail, params: params{"id": programID(t, "Boyd Rewards")}},
		{query: "Tell me about Unity by Hard Rock.", intent: ProgramDetail, params: params{"id": programID(t, "Unity by Hard Rock")}},
		{query: "how many tier credits for pearl in mgm rewards", intent: TierRequirement, params: params{"id": programID(t, "MGM Rewards")}, tier: "Pearl"},
		{query: "What does Diamond Elite require in Caesars Rewards?", intent: TierRequirement, params: params{"id": programID(t, "Caesars Rewards")}, tier: "Diamond Elite"},

		// Game facts and the W-2G rule.
		{query: "How many hands an hour does a baccarat table deal?", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "My husband plays video poker. What's the house edge on it?", intent: GameFacts, params: params{"game_type": "video_poker"}},
		{query: "At what amount does a slot jackpot get a W-2G?", intent: W2GRule, params: params{"game_type": "slots"}},
		{query: "If I win $1,500 playing keno, will I get a W-2G?", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1500}},

		// Responsible-gaming help by state.
		{query: "Where can I get help for a gambling problem in Alabama?", intent: RGHelp, params: params{"topic": "helpline", "state": "AL"}},
		{query: "How can I put myself on the self-exclusion list in Indiana?", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "IN"}},

		// The player's limits: changes proposed, and the limits read.
		{query: "Set a weekly budget of $250 for me.", intent: SetBudget, params: params{"period": "week", "amount": 250}},
		{query: "please set my session limit to two hours", intent: SetSessionLimit, params: params{"max_minutes": 120}},
		{query: "I'm retired and on a fixed income, so keep me to $400 a month.", intent: SetBudget, params: params{"period": "month", "amount": 400}},
		{query: "which limits am i under right now", intent: MyLimits, params: params{}},

		// Comps: predicted at one casino and at all, and estimated.
		{query: "What kind of offer is Rampart Casino likely to send me?", intent: CompPredict, params: params{"casino_name": "Rampart Casino"}},
		{query: "predict my offers at all my casinos", intent: CompPredictAll, params: params{}},
		{query: "For the bachelor party we'll play $10 craps for about 6 hours. What would that earn in comps?", intent: CompEstimate, params: params{"game_type": "craps", "avg_bet": 10, "hours": 6}},

		// Tiers: progress (one asked by a spouse for the key holder), the
		// player's tiers, tier-match suggestions and a path.
		{query: "My husband wants to know how close he is to the next tier at Lakeside Inn.", intent: TierProgress, params: params{"casino_name": "Lakeside Inn"}},
		{query: "Please show the tier I hold at each casino.", intent: MyTiers, params: params{}},
		{query: "How many points do I need to move up at Ameristar Kansas City?", intent: TierProgress, params: params{"casino_name": "Ameristar Kansas City"}},
		{query: "Are there programs that would match the status I already have?", intent: TierMatchSuggestions, params: params{}},
		{query: "Can I status match Boyd Emerald over to Caesars Rewards?", intent: TierMatchPaths, params: params{"program": "Boyd Rewards", "to_program": "Caesars Rewards"}, tier: "Emerald"},

		// Hosts at a casino, by language (a host checking the service), and
		// the player's own.
		{query: "Are any hosts at Silverton Casino taking new players?", intent: FindHosts, params: params{}, filter: []string{"Silverton Casino", "Silverton Hotel Casino"}},
		{query: "I'm a host myself and want to see how players find us. Which hosts speak Greek?", intent: FindHosts, params: params{"language": "Greek"}},
		{query: "do i have a casino host assigned", intent: MyHosts, params: params{}},

		// The player's records: trips, sessions, visits, vouchers, offers,
		// W-2Gs, the tax year and the bankroll (two asked by a spouse for
		// the key holder).
		{query: "My wife wants to see the trips she took to Golden Nugget Lake Tahoe in 2025.", intent: MyTrips, params: params{"casino_name": "Golden Nugget Lake Tahoe", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "pull up every trip i've logged", intent: MyTrips, params: params{}},
		{query: "Show my blackjack sessions from March.", intent: MySessions, params: params{"game_type": "blackjack", "from": "2026-03-01", "to": "2026-03-31"}},
		{query: "What sessions did I play in January 2026?", intent: MySessions, params: params{"from": "2026-01-01", "to": "2026-01-31"}},
		{query: "How many casino visits do I have on record?", intent: MyVisits, params: params{}},
		{query: "Do I have any vouchers I haven't cashed yet?", intent: MyVouchers, params: params{"status": "open"}},
		{query: "show my redeemed vouchers", intent: MyVouchers, params: params{"status": "redeemed"}},
		{query: "What offers do I have from Jailhouse Casino?", intent: MyOffers, params: params{"casino_name": "Jailhouse Casino"}},
		{query: "Which of my offers are expiring within the next two weeks?", intent: ExpiringOffers, params: params{"within_days": 14}},
		{query: "any offers about to run out", intent: ExpiringOffers, params: params{}},
		{query: "My husband wants a list of his W-2Gs for 2025.", intent: MyW2Gs, params: params{"tax_year": 2025}},
		{query: "What were my total W-2G winnings in 2023?", intent: W2GTotal, params: params{"tax_year": 2023}},
		{query: "I'm getting my taxes ready. Can you give me my gambling summary for 2025?", intent: TaxSummary, params: params{"tax_year": 2025}},
		{query: "whats left in my bankroll today", intent: Bankroll, params: params{}},

		// Unknown: what no action or fact of the service answers, off
		// topic, a comparison, and a third person's records.
		{query: "What time does the buffet close at Hoover Dam Lodge?", intent: Unknown, params: params{}},
		{query: "Can you book us ten rooms at the Downtown Grand for the bachelor party?", intent: Unknown, params: params{}},
		{query: "How do I reset my password?", intent: Unknown, params: params{}},
		{query: "Which slot machines are paying out the most at the Tuscany today?", intent: Unknown, params: params{}},
		{query: "How long is the drive from Reno to Virginia City?", intent: Unknown, params: params{}},
		{query: "Is the gambling age 18 or 21 in Arkansas?", intent: Unknown, params: params{}},
		{query: "Which is better for a bachelor party, Terre Haute Casino Resort or French Lick?", intent: Unknown, params: params{}},
		{query: "my husband wants to know what tier his brother has at rampart", intent: Unknown, params: params{}},
	}
}
