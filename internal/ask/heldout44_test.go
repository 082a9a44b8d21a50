package ask

import "testing"

// heldOutFortyFourth is a forty-fourth held-out part, written blind and
// committed BEFORE its first run: by someone who had read only the action
// catalog and the service spec (both whole), the README's curl examples of
// the directory (lines 89-155) and its section on /ask (lines 428-480), the
// shipped data (casinos.csv, rewards_programs.json and
// program_properties.csv, through short scripts listing real casino,
// program and tier names, towns, states, types, brands and has_hotel; a
// listing of data/, data/seed and data/schema and the first thirty lines of
// data/SOURCES.md were printed too), the whole of the twenty-ninth
// held-out part and the first eighty lines of the twenty-eighth (its
// header), the block of intent constants of ask.go (lines 19-62), the
// expectation type (lines 1-18 of heldout_test.go), the slugOf and
// programID helpers (lines 66-91 of ask_test.go) and the heldOutParts
// function of score_test.go; a listing of this package's file names and a
// git log printing the subjects of the branch's three newest commits (one
// quotes the forty-first part's theme, none quotes a phrase) were printed
// too. Never the rules of this package, its tuning phrases or the other
// held-out parts. Every casino and program name passed to slugOf or
// programID was checked against data/ with a short script. Its wording is
// new: each of the sixty phrases was checked with a case-insensitive
// fixed-string grep (file names only) against every test file of this
// package, without its closing mark; two were found there and replaced
// before the file was written ("my sessions from march" became "pull up
// my sessions from march", and "How many times have I checked in at a
// casino?" gained "altogether", each with its twin changed alike), and none
// of the sixty is there now. Its casinos, towns and family were chosen
// among those no earlier test file names (by the same kind of grep, file
// names only): Crandon, the Silver Dollar casinos of Washington, Hollywood
// Casino Aurora, Meskwaki, Four Winds New Buffalo (the Four Winds family
// is named in score_test.go, New Buffalo nowhere), Elwha River Casino,
// Speaking Rock, Lake Elsinore Casino, Garlic City, Hialeah Park. Every
// program with a ladder, every state and every game is named by earlier
// parts; of the programs, the tiers asked about (Elite in WinStar Club
// Passport, Onyx in Boyd Rewards) are too: every program of the data is
// named by some earlier test file, so none could be new.
//
// Its theme is a second near-miss part, to measure precision: 30 of the 60
// questions are ones the service can NOT answer that look like ones it
// can, each expected Unknown, and the other 30 are their answerable twins,
// phrased alike (the same opening or frame, the same casino, program or
// year, mostly the same register), each with its intent and parameters.
// The pairs sit side by side below, the answerable twin first. The thirty
// Unknowns, each counted once (5 + 5 + 3 + 6 + 2 + 3 + 2 + 4 = 30), with
// the reason from the spec:
//   - facts the data does not keep about a casino, a program or a game (5):
//     the slot payback of Four Winds New Buffalo (no Casino field holds
//     it), which Silver Dollar casino in Washington has the loosest slots
//     (no field holds a payout, so nothing ranks by it), how many members
//     hold Elite in WinStar Club Passport (no program or tier field counts
//     members), how long a tier match takes to be approved (the
//     tier-match actions keep no processing time), and the odds of rolling
//     a hard eight at craps (the service's table keeps a game's house edge
//     and decisions per hour, not one bet's odds);
//   - other people's records (5): a loss limit on a husband's account, a
//     girlfriend's session limit, a mother's tiers, a brother's check-ins
//     and a father's W-2Gs (every action acts for the key's owner, and
//     the catalog says "Never reveal another account's data");
//   - hypotheticals and predictions no action makes (3): coming out ahead
//     after 3 hours of $10 roulette (the comp calculator answers theo and
//     comps, not a result), making the next tier at Elwha River Casino
//     before the year is out (tier_progress answers percent, days left and
//     points per day needed, not whether the player will make it: the
//     expectation here most open to dispute), and the tax owed on 2025
//     W-2Gs (tax_year_summary answers winnings, withholding, deductible
//     losses and net, never a tax due);
//   - actions /ask does not run (6): manual_w2g ("Record a $2,400 keno
//     W-2G from Meskwaki for me."), get_risk_profile ("Based on my
//     sessions, am I a problem gambler?": /ask has no intent for it, and
//     the profile is "not a diagnosis"), create_request of /v1/tier-match
//     ("Submit a status match ..."), add_trip, redeem_voucher and
//     bankroll_add ("take $300 out of my bankroll"): /ask proposes only a
//     budget and a session limit (README: "an action /ask does not run
//     ... refused by name");
//   - comparisons and rankings no action makes (2): True Rewards against
//     Boyd Rewards as "a better deal", and the host at Speaking Rock who
//     hands out the best comps (search_hosts filters, it does not rank);
//   - advice (3): which of my offers to use first (offer_ranking and
//     freeplay_optimizer exist, but /ask has no intent for them), which of
//     two offers from Hialeah Park to take, and whether to itemize 2024
//     gambling losses;
//   - questions about the service itself (2): whether this site is owned
//     by PENN, and which rewards programs the service plans to add;
//   - a condition no parameter can express (4): casinos with a spa within
//     25 miles of Crandon and Montana tribal casinos open around the clock
//     (the search's parameters are q, state, type, has_rewards, program,
//     near, radius_km and has_hotel), a limit of 3 casino trips a month
//     (a budget is money per period, a session limit minutes), and March
//     sessions where the player won over $500 (list_sessions filters
//     trip_id, casino_name, game_type, from, to and open, none by result).
//
// Registers, counted over all sixty: 21 plain questions in sentence case
// with their closing mark, 13 requests (imperatives in sentence case, and
// "list the status ..." in lower case), 15 typed as on a phone (lower
// case, mostly no closing mark, shorthand "w/", "mi", "min", "pls", "rn",
// "w2g", "gonna"; two of them are requests, "limit me to ..."), and 11
// with a clause of context, a greeting or thanks ("We're thinking of
// joining ...", "hi,", "thx!", "good morning,", "My accountant is
// asking:", "Based on my sessions,", "Hialeah Park sent me ..."). Both
// twins of a pair share the register except in six pairs, where the
// Unknown is a request or carries a clause of context beside a plain
// question or phone typing (the W-2G rule, the help line, the tier-match
// path, the vouchers, the offers at Hialeah Park, the tax summary).
// Every area is covered by an answerable twin: near, radius, hotel,
// state, type, rewards and family searches, casino details, programs, a
// ladder and one tier's threshold, game facts, the W-2G rule, a help line
// (self-exclusion is not asked in this part), a budget and a session
// limit proposed and the limits read, a comp prediction at one casino and
// an estimate (the prediction over all casinos is not asked), tier
// progress and the player's tiers, hosts at a casino, tier-match
// suggestions and a path, trips, sessions, visits, vouchers, offers and
// expiring offers, W-2G
// lists and totals, the tax summary and the bankroll. No answerable
// question lacks a field its intent needs, so none expects a missing
// field.
//
// It follows the twenty-ninth part's conventions (a casino named for a
// player action keeps the name as typed; a host filter by casino is the
// typed words and the directory's name when the words name exactly one
// casino, with no parameter; a radius in miles is in kilometres to one
// decimal; a year named for the player's records is that calendar year; a
// month named without a year is its latest one up to today, 2026-05-14; a
// town typed without its state is near the directory's town with its
// state; "in <state>" is the state; a family's casinos in a state are the
// state with q the family's name as the directory spells it; a tier named
// with its program is not ambiguous; a casino's details answer what the
// directory keeps about it, whichever field is asked for; a limit of money
// in a period is a budget; off-topic questions are Unknown). Its own
// choices, where those are silent:
//   - a question about the service itself (who owns it, what it will add)
//     is off topic, Unknown: no action or table answers it;
//   - another person's records are Unknown even when the same words for
//     the player's own are answerable, because every action reads or
//     changes only the key owner's records;
//   - a change /ask does not propose (any write but a budget or a session
//     limit) is Unknown, as the README says it is refused;
//   - a filter no parameter can express makes the whole question Unknown,
//     not the search or list without it (README: a question is "declined
//     rather than answered by half");
//   - "is hollywood casino aurora a penn property" is that casino's
//     details (its brand is a field the directory keeps), not a search of
//     the family;
//   - "a $100 weekly loss limit" is a budget of 100 a week (a limit of
//     money in a period), and "45 min per session" a session limit of 45;
//   - "Where can a problem gambler in Minnesota get help?" is the help line
//     of MN (help for a gambling problem is the help line);
//   - "Can Onyx in Boyd Rewards be status matched over to Caesars
//     Rewards?" is the tier-match path from Boyd Rewards' Onyx to Caesars
//     Rewards, and "With the tiers I have now, what would a tier match get
//     me?" the player's suggestions (get_suggestions works from the
//     player's tiers);
//   - "which of my offers expires first?" is the expiring offers with no
//     window (expiring_offers answers sorted by expiry), while "which of
//     my offers should I use first?" is Unknown (advice; offer_ranking and
//     freeplay_optimizer have no intent in /ask);
//   - "what do my 2025 w2gs add up to" is the W-2G total of 2025, "What
//     were my deductible gambling losses in 2024?" the tax summary of 2024.
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at 8eb2767, the commit that added this part to main, with
// the rules of the thirtieth to forty-third parts' rounds and no rule
// changed for this part) scored 50 of 60 correct (83.3%): precision 77.1%
// (27 of 35 answers right), recall 90.0% (27 of 30 answerable), 2
// declined and 8 wrong. No expectation was changed after it. The wrong
// ones, seven of them an Unknown answered: "Based on my sessions, am I a
// problem gambler?" (the help line), "With the tiers I have now, how long
// would a tier match take to get approved?" (the suggestions), "pull up
// my sessions from march where i won over $500" (March's sessions, the
// condition dropped), "thx! which of my offers should I use first?" (the
// offers), "Hialeah Park sent me a room offer and free play, which one
// should I take?" (the prediction), "My accountant is asking: should I
// itemize my 2024 gambling losses?" (the tax summary), "good morning,
// take $300 out of my bankroll" (the bankroll); and "How many times have
// I checked in at a casino altogether?" (a casino "casino altogether").
// Declined: "is hollywood casino aurora a penn property" and "We're
// thinking of joining True Rewards, what levels does it have?".
//
// After its fix round, it scores 60 of 60 (100%), none declined, none
// wrong; rules added: decline advice ("should I" and a verb of choosing),
// a label for the player ("am I a problem gambler"), how long a request
// takes to be handled, records filtered by a result over an amount, and
// money moved in or out of the bankroll; a count's "altogether" after a
// place is no part of its name; a casino's brand is read for its details;
// a plan to join said as context is read for a program's details.
func heldOutFortyFourth(t testing.TB) []expectation {
	return []expectation{
		// The directory: a radius with a hotel, a state with a type and
		// rewards, a family in a state; and their twins with a condition
		// no parameter expresses, or a ranking by a field not kept.
		{query: "any casinos w/ a hotel within 25 mi of crandon?", intent: FindCasinos, params: params{"near": "Crandon, WI", "radius_km": 40.2, "has_hotel": true}},
		{query: "any casinos w/ a spa within 25 mi of crandon?", intent: Unknown, params: params{}},
		{query: "Show me tribal casinos in Montana that have a rewards program.", intent: FindCasinos, params: params{"state": "MT", "type": "tribal", "has_rewards": true}},
		{query: "Show me tribal casinos in Montana that are open around the clock.", intent: Unknown, params: params{}},
		{query: "Which Silver Dollar casinos are there in Washington?", intent: FindCasinos, params: params{"state": "WA", "q": "Silver Dollar"}},
		{query: "Which Silver Dollar casino in Washington has the loosest slots?", intent: Unknown, params: params{}},

		// One casino's details, and a question about the service itself.
		{query: "is hollywood casino aurora a penn property", intent: CasinoDetail, params: params{"slug": slugOf(t, "Hollywood Casino Aurora")}},
		{query: "is this site owned by penn", intent: Unknown, params: params{}},

		// Programs: a ladder, one tier's threshold, the list; and two
		// programs compared, a count not kept, the service's plans.
		{query: "We're thinking of joining True Rewards, what levels does it have?", intent: ProgramDetail, params: params{"id": programID(t, "True Rewards")}},
		{query: "We're thinking of joining True Rewards, is it a better deal than Boyd Rewards?", intent: Unknown, params: params{}},
		{query: "How many tier points does Elite take in WinStar Club Passport?", intent: TierRequirement, params: params{"id": programID(t, "WinStar Club Passport")}, tier: "Elite"},
		{query: "How many members have reached Elite in WinStar Club Passport?", intent: Unknown, params: params{}},
		{query: "hi, which rewards programs do you have data on?", intent: ListPrograms, params: params{}},
		{query: "hi, which rewards programs are you planning to add?", intent: Unknown, params: params{}},

		// Game facts and the W-2G rule; one bet's odds, and a W-2G to
		// record (a write /ask does not run).
		{query: "How many rolls per hour does a craps table see?", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "What are the odds of rolling a hard eight at craps?", intent: Unknown, params: params{}},
		{query: "does a $2,400 keno win get a w2g", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 2400}},
		{query: "Record a $2,400 keno W-2G from Meskwaki for me.", intent: Unknown, params: params{}},

		// Responsible gaming: a help line, and a risk profile /ask does
		// not run.
		{query: "Where can a problem gambler in Minnesota get help?", intent: RGHelp, params: params{"topic": "helpline", "state": "MN"}},
		{query: "Based on my sessions, am I a problem gambler?", intent: Unknown, params: params{}},

		// The player's limits: proposed and read; a cap no limit holds and
		// another person's limits.
		{query: "limit me to 45 min per session pls", intent: SetSessionLimit, params: params{"max_minutes": 45}},
		{query: "limit me to 3 casino trips per month pls", intent: Unknown, params: params{}},
		{query: "Please put a $100 weekly loss limit on my account.", intent: SetBudget, params: params{"period": "week", "amount": 100}},
		{query: "Please put a $100 weekly loss limit on my husband's account.", intent: Unknown, params: params{}},
		{query: "what's my session limit set at rn?", intent: MyLimits, params: params{}},
		{query: "what's my girlfriend's session limit set at?", intent: Unknown, params: params{}},

		// Comps: an estimate and a prediction; a result predicted and a
		// casino's payback.
		{query: "What comps would I get for 3 hours of $10 roulette?", intent: CompEstimate, params: params{"game_type": "roulette", "avg_bet": 10, "hours": 3}},
		{query: "Would I come out ahead after 3 hours of $10 roulette?", intent: Unknown, params: params{}},
		{query: "What is Four Winds New Buffalo likely to offer me next?", intent: CompPredict, params: params{"casino_name": "Four Winds New Buffalo"}},
		{query: "What is Four Winds New Buffalo's slot payback percentage?", intent: Unknown, params: params{}},

		// Tiers: progress, the player's tiers, a tier-match path and
		// suggestions; a prediction, another person's tiers, a request to
		// submit and a processing time.
		{query: "How close am I to the next tier at Elwha River Casino?", intent: TierProgress, params: params{"casino_name": "Elwha River Casino"}},
		{query: "Will I make the next tier at Elwha River Casino before the year's out?", intent: Unknown, params: params{}},
		{query: "list the status I hold at every casino", intent: MyTiers, params: params{}},
		{query: "list the status my mom holds at every casino", intent: Unknown, params: params{}},
		{query: "Can Onyx in Boyd Rewards be status matched over to Caesars Rewards?", intent: TierMatchPaths, params: params{"program": "Boyd Rewards", "to_program": "Caesars Rewards"}, tier: "Onyx"},
		{query: "Submit a status match from Onyx in Boyd Rewards over to Caesars Rewards for me.", intent: Unknown, params: params{}},
		{query: "With the tiers I have now, what would a tier match get me?", intent: TierMatchSuggestions, params: params{}},
		{query: "With the tiers I have now, how long would a tier match take to get approved?", intent: Unknown, params: params{}},

		// Hosts at a casino, and a ranking of them.
		{query: "any hosts at Speaking Rock taking new players?", intent: FindHosts, params: params{}, filter: []string{"Speaking Rock", "Speaking Rock Entertainment Center"}},
		{query: "which host at Speaking Rock hands out the best comps?", intent: Unknown, params: params{}},

		// The player's records, each beside a write /ask does not run, a
		// filter no parameter holds, another person's records, advice or
		// a prediction.
		{query: "Show my trips to Lake Elsinore Casino.", intent: MyTrips, params: params{"casino_name": "Lake Elsinore Casino"}},
		{query: "Add a trip to Lake Elsinore Casino for next weekend.", intent: Unknown, params: params{}},
		{query: "pull up my sessions from march", intent: MySessions, params: params{"from": "2026-03-01", "to": "2026-03-31"}},
		{query: "pull up my sessions from march where i won over $500", intent: Unknown, params: params{}},
		{query: "How many times have I checked in at a casino altogether?", intent: MyVisits, params: params{}},
		{query: "How many times has my brother checked in at a casino altogether?", intent: Unknown, params: params{}},
		{query: "Which of my vouchers have been redeemed?", intent: MyVouchers, params: params{"status": "redeemed"}},
		{query: "Mark my Garlic City voucher as redeemed.", intent: Unknown, params: params{}},
		{query: "thx! which of my offers expires first?", intent: ExpiringOffers, params: params{}},
		{query: "thx! which of my offers should I use first?", intent: Unknown, params: params{}},
		{query: "What offers do I have from Hialeah Park?", intent: MyOffers, params: params{"casino_name": "Hialeah Park"}},
		{query: "Hialeah Park sent me a room offer and free play, which one should I take?", intent: Unknown, params: params{}},
		{query: "Pull up my W-2Gs for 2025, please.", intent: MyW2Gs, params: params{"tax_year": 2025}},
		{query: "Pull up my dad's W-2Gs for 2025, please.", intent: Unknown, params: params{}},
		{query: "what do my 2025 w2gs add up to", intent: W2GTotal, params: params{"tax_year": 2025}},
		{query: "how much tax am i gonna owe on my 2025 w2gs", intent: Unknown, params: params{}},
		{query: "What were my deductible gambling losses in 2024?", intent: TaxSummary, params: params{"tax_year": 2024}},
		{query: "My accountant is asking: should I itemize my 2024 gambling losses?", intent: Unknown, params: params{}},
		{query: "good morning, what's my bankroll balance right now?", intent: Bankroll, params: params{}},
		{query: "good morning, take $300 out of my bankroll", intent: Unknown, params: params{}},
	}
}
