package ask

import "testing"

// heldOutHundredFifth is a hundred-and-fifth held-out part, written blind
// and committed BEFORE its first run: by someone who had read only the
// service spec and the action catalog (both whole), the README's lines
// 89-155 (the directory's curl examples) and 428-480 (the section on
// /ask), the shipped data through short scripts that listed casinos (name,
// town, state, type, hotel, brand, tribal nation), the programs with their
// tiers and thresholds (rewards_programs.json), program_properties.csv and
// us_cities.csv (a listing of data/ and the first lines of casinos.csv,
// program_properties.csv and us_cities.csv were printed too), the whole
// of the twenty-ninth held-out part and the first eighty lines of the
// twenty-eighth (its header), the block of intent constants of ask.go
// (printed by a script from "const (" to the first ")"), the expectation type (lines 1-18 of heldout_test.go), the slugOf
// and programID helpers of ask_test.go, the heldOutParts function of
// score_test.go and the subject of the newest commit; never the rules of
// this package, the tuning phrases or the other held-out parts.
//
// Every name used was checked against data/ with a short script: Copper
// Queen Casino names exactly one casino (Copper Queen Casino at Ramada
// Inn), Carson Nugget one (Carson Nugget Hotel and Casino), Circus Circus
// Reno one (itself), WaterView Casino one (WaterView Casino & Hotel),
// Bronco Billy's one (Bronco Billy's Casino), and Harrah's with Council
// Bluffs one (Harrah's Casino & Hotel Council Bluffs); San Jose is a town
// of the directory only in CA (and in us_cities.csv only in CA), Osceola
// only in IA (Lakeside Hotel Casino, with a hotel); every casino of North
// Dakota is tribal; Onyx and Emerald are tiers of Boyd Rewards, and
// WinStar Club Passport and Caesars Rewards are programs of the data. Its
// places and casinos were chosen, where the data allowed, among those few
// or no earlier test files name (by a case-insensitive grep, file names
// only).
//
// Its wording is new: each message (all are one sentence) was checked
// with a case-insensitive fixed-string grep (file names only) against
// every test file of this package, with and without its closing mark; ten
// were found there and replaced, with their twins reworded to stay near
// them: "How big is the house edge at a craps table?", "Which programs
// would match the tiers I hold now?", "Which of my offers expire within
// 14 days?", "What were my deductible gambling losses for 2024?", "Should
// I itemize to deduct my gambling losses for 2024?", "Where does my
// bankroll stand right now?", "What tier am I at everywhere I play" (found
// without its closing mark), "Which casino hosts am I connected with?",
// and two of the first replacements, "Which of my offers run out within
// the next 14 days?" and "Which casino hosts have I got a connection
// with?". None of the sixty is there now.
//
// Its theme is NEAR MISSES, the twelfth part: 30 pairs, each an
// answerable question followed at once by a near twin in nearly the same
// words that asks something no action, endpoint or table of the spec
// answers, so 30 of 60 expect an answer and 30 expect Unknown. The pairs
// are spread over the directory (4: a radius search, a state and type
// search, one casino's details, a search by place with a hotel), programs
// and tiers (2: a tier's threshold, a program's ladder), games (1), the
// W-2G rule (1), help (1: self-exclusion by state), limits set (2: a
// budget, a session limit, both proposed), comps (2: a prediction at one
// casino, an estimate), hosts (1: at a casino), tier match (2: a path,
// the player's suggestions) and every kind of the player's records (14:
// trips, sessions, visits, vouchers, offers, expiring offers, W-2Gs, the
// W-2G total, the tax summary, the bankroll, tiers, tier progress, the
// limits read and the player's hosts). The twins are Unknown because:
//   - a field no answer has (13): casinos open 24 hours, casinos where smoking
//     is allowed, a casino's spa, hotel room rates, how many members hold
//     a tier or sit in each tier of a ladder, the number of people on a
//     state's self-exclusion list, each dealer's name in a session, who
//     came along on a visit, whether an offer can be handed to a friend,
//     how far the average player is from the next tier, the limits the
//     player had a year ago (no action keeps a history of limits), which
//     hosts turned away the most players;
//   - a filter the action lacks (2): a yearly budget (set_budget takes day,
//     week or month), offers worth over $100 (list_offers filters by
//     status and casino only);
//   - a ranking or comparison no action makes (3): trips most expensive
//     first, two comp estimates compared, the player's hosts ranked by
//     comps;
//   - a write /ask does not run (2): cashing out vouchers (redeem_voucher),
//     setting the bankroll (bankroll_add);
//   - someone else's records (4): a husband's session limit, a brother's
//     predicted offer, a sister's tier-match suggestions, a wife's W-2Gs;
//   - advice (1): whether to itemize;
//   - a prediction of the future (5): the house edge of craps in ten years, a
//     W-2G rule after Congress changes the law, a tier-match path in 2028,
//     the W-2G total by the end of this year, the player's tiers next
//     year.
//
// No answerable question lacks a field its intent needs, so none expects
// a missing field.
//
// It follows the twenty-ninth and twenty-eighth parts' conventions (a
// casino named for a player action keeps the name as typed; a host filter
// by casino is the typed words and the directory's name when the words
// name exactly one casino, with no parameter; a radius in miles is in
// kilometres to one decimal; a year named for the player's records is
// that calendar year; a month named without a year is its latest one up
// to today, 2026-05-14; a town typed with its state is near that town
// with the state's code; "in <state>" is the state; a tier named with its
// program is a tier's threshold, and a tier-match path names the program
// and tier held and the program matched to; a casino's details answer
// what the directory keeps about it; a limit of money in a period is a
// budget; another person's records are Unknown). Its own choices, where
// those are silent: "this year" for the W-2G total is tax_year 2026; "last
// year" for trips is 2025-01-01..2025-12-31; "in March" for sessions is
// March 2026; open vouchers "I haven't cashed yet" have the status open;
// "Will Caesars Rewards match my Emerald tier from Boyd Rewards?" is the
// path from Boyd Rewards' Emerald to Caesars Rewards (the tier is named,
// so not the player's suggestions).
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at a0ad990, with the hundred-and-fourth and hundred-and-
// fifth parts added together after every round of the session before them,
// and no rule changed for them) scored 53 of 60 correct (88.3%): precision
// 84.4% (27 of 32 answers right), recall 90.0% (27 of 30 answerable), 2
// declined and 5 wrong. No expectation was changed after it. The wrong
// ones: trips listed "most expensive first" (the trips), open vouchers
// asked to be cashed out (the open vouchers), offers worth over $100 (the
// offers), "What have my W-2G winnings added up to so far this year?" (the
// W-2G list, where the total was asked) and the limits a year ago (the
// limits now).
//
// After its fix round (2026-11-25): 60/60, 0 wrong. General rules added:
// trips, sessions or visits ranked by cost ("most expensive", "least
// costly", "cheapest") are declined as the rankings by result are
// (recordsRankedByCost); offers or vouchers held to a value are declined
// when the asker is "I" or "we" as well as "my" (holderPronouns); the
// W-2G total is also asked by the verbs of summing in any tense
// ("added", "totaled", "amounted") (w2gSumWords); limits and the
// bankroll dated by a span before "ago" are the past of what is kept only
// as it is now (timeAgoNamed); "cash" told to the service at the opening
// of a question or clause, with its object, is a write /ask does not run
// (cashOutAsked); the words of now ("these days", "nowadays",
// "currently", "at present") are read in a table's answer, which is kept
// as it stands (claimPresentTime); and "give me a <limit with its
// terms>" asks for the limit to be set (limitGiven). No expectation was
// changed.
func heldOutHundredFifth(t testing.TB) []expectation {
	return []expectation{
		// The directory: a radius search, a state and type search, one
		// casino's details, a search by place with a hotel; each twin asks
		// for a fact the directory does not keep.
		{query: "Which casinos are within 40 miles of San Jose?", intent: FindCasinos, params: params{"near": "San Jose, CA", "radius_km": 64.4}},
		{query: "Which casinos within 40 miles of San Jose are open 24 hours?", intent: Unknown, params: params{}},
		{query: "Which tribal casinos are there in North Dakota?", intent: FindCasinos, params: params{"state": "ND", "type": "tribal"}},
		{query: "Which tribal casinos in North Dakota still let you smoke inside?", intent: Unknown, params: params{}},
		{query: "Does the Copper Queen Casino have a hotel?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Copper Queen Casino at Ramada Inn")}},
		{query: "Does the Copper Queen Casino have a spa?", intent: Unknown, params: params{}},
		{query: "Find me casinos with a hotel near Osceola, Iowa.", intent: FindCasinos, params: params{"near": "Osceola, IA", "has_hotel": true}},
		{query: "Find me casinos with a hotel near Osceola, Iowa where rooms go for under $100 a night.", intent: Unknown, params: params{}},

		// Programs and tiers: a tier's threshold and a ladder; the twins ask
		// for membership counts no table keeps.
		{query: "How many tier credits does Onyx need in Boyd Rewards?", intent: TierRequirement, params: params{"id": programID(t, "Boyd Rewards")}, tier: "Onyx"},
		{query: "How many members hold Onyx in Boyd Rewards?", intent: Unknown, params: params{}},
		{query: "Walk me through the tiers of WinStar Club Passport.", intent: ProgramDetail, params: params{"id": programID(t, "WinStar Club Passport")}},
		{query: "Walk me through how many members sit in each tier of WinStar Club Passport.", intent: Unknown, params: params{}},

		// Game facts, and the future of them.
		{query: "How much of an edge does the house hold at craps these days?", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "How much of an edge will the house hold at craps in ten years?", intent: Unknown, params: params{}},

		// The W-2G rule, and the rule after a change of law.
		{query: "Does a $1,500 keno win trigger a W-2G?", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1500}},
		{query: "Will a $1,500 keno win still trigger a W-2G after Congress changes the law?", intent: Unknown, params: params{}},

		// Help: a state's self-exclusion, and a count no table keeps.
		{query: "Is there a self-exclusion list in Indiana?", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "IN"}},
		{query: "How many people are on the self-exclusion list in Indiana?", intent: Unknown, params: params{}},

		// Limits set (proposed): a period set_budget lacks, and another
		// person's limit.
		{query: "Give me a monthly gambling budget of $600.", intent: SetBudget, params: params{"period": "month", "amount": 600}},
		{query: "Give me a yearly gambling budget of $6,000.", intent: Unknown, params: params{}},
		{query: "Keep each of my sessions under 75 minutes.", intent: SetSessionLimit, params: params{"max_minutes": 75}},
		{query: "Keep each of my husband's sessions under 75 minutes.", intent: Unknown, params: params{}},

		// Comps: a prediction (and another person's), an estimate (and two
		// compared).
		{query: "What is Bronco Billy's likely to offer me next?", intent: CompPredict, params: params{"casino_name": "Bronco Billy's"}},
		{query: "What is Bronco Billy's likely to offer my brother next?", intent: Unknown, params: params{}},
		{query: "What are 2 hours of $50 baccarat worth in comps?", intent: CompEstimate, params: params{"game_type": "baccarat", "avg_bet": 50, "hours": 2}},
		{query: "Are 2 hours of $50 baccarat worth more in comps than 4 hours of $25 craps?", intent: Unknown, params: params{}},

		// Hosts at a casino, and a ranking no answer makes.
		{query: "Which hosts at Carson Nugget are taking new players?", intent: FindHosts, params: params{}, filter: []string{"Carson Nugget", "Carson Nugget Hotel and Casino"}},
		{query: "Which hosts at Carson Nugget have turned away the most players?", intent: Unknown, params: params{}},

		// Tier match: a path (and the same path in the future), the
		// player's suggestions (and another person's).
		{query: "Will Caesars Rewards match my Emerald tier from Boyd Rewards?", intent: TierMatchPaths, params: params{"program": "Boyd Rewards", "to_program": "Caesars Rewards"}, tier: "Emerald"},
		{query: "Will Caesars Rewards still match my Emerald tier from Boyd Rewards in 2028?", intent: Unknown, params: params{}},
		{query: "Which programs would status-match the tiers I currently hold?", intent: TierMatchSuggestions, params: params{}},
		{query: "Which programs would status-match the tiers my sister currently holds?", intent: Unknown, params: params{}},

		// The player's records, every kind, each with its near miss.
		{query: "List my trips to WaterView Casino last year.", intent: MyTrips, params: params{"casino_name": "WaterView Casino", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "List my trips to WaterView Casino last year, most expensive first.", intent: Unknown, params: params{}},
		{query: "Pull up the blackjack sessions I played in March.", intent: MySessions, params: params{"game_type": "blackjack", "from": "2026-03-01", "to": "2026-03-31"}},
		{query: "Pull up the blackjack sessions I played in March with each dealer's name.", intent: Unknown, params: params{}},
		{query: "List the casino visits I've checked in so far.", intent: MyVisits, params: params{}},
		{query: "List the casino visits I've checked in so far and who came along on each.", intent: Unknown, params: params{}},
		{query: "Give me my open vouchers, the ones I haven't cashed yet.", intent: MyVouchers, params: params{"status": "open"}},
		{query: "Cash out my open vouchers, the ones I haven't cashed yet.", intent: Unknown, params: params{}},
		{query: "What offers have I got from Circus Circus Reno?", intent: MyOffers, params: params{"casino_name": "Circus Circus Reno"}},
		{query: "What offers worth over $100 have I got from Circus Circus Reno?", intent: Unknown, params: params{}},
		{query: "Which offers of mine lapse in the coming 14 days?", intent: ExpiringOffers, params: params{"within_days": 14}},
		{query: "Which offers of mine lapsing in the coming 14 days can I hand to a friend?", intent: Unknown, params: params{}},
		{query: "Show me the W-2G forms I got in 2024.", intent: MyW2Gs, params: params{"tax_year": 2024}},
		{query: "Show me the W-2G forms my wife got in 2024.", intent: Unknown, params: params{}},
		{query: "What have my W-2G winnings added up to so far this year?", intent: W2GTotal, params: params{"tax_year": 2026}},
		{query: "What will my W-2G winnings add up to by the end of this year?", intent: Unknown, params: params{}},
		{query: "How much of my gambling losses could I deduct for 2024?", intent: TaxSummary, params: params{"tax_year": 2024}},
		{query: "Should I itemize so I could deduct my gambling losses for 2024?", intent: Unknown, params: params{}},
		{query: "Where does my bankroll stand as of today?", intent: Bankroll, params: params{}},
		{query: "Put my bankroll at $2,000 as of today.", intent: Unknown, params: params{}},
		{query: "Tell me what tier I hold at every casino I play.", intent: MyTiers, params: params{}},
		{query: "Tell me what tier I'll hold at every casino I play next year.", intent: Unknown, params: params{}},
		{query: "How far am I from the next tier at Harrah's Council Bluffs?", intent: TierProgress, params: params{"casino_name": "Harrah's Council Bluffs"}},
		{query: "How far is the average player from the next tier at Harrah's Council Bluffs?", intent: Unknown, params: params{}},
		{query: "Which limits are on my account right now?", intent: MyLimits, params: params{}},
		{query: "Which limits were on my account a year ago?", intent: Unknown, params: params{}},
		{query: "List the casino hosts I'm linked up with.", intent: MyHosts, params: params{}},
		{query: "List the casino hosts I'm linked up with, best comps first.", intent: Unknown, params: params{}},
	}
}
