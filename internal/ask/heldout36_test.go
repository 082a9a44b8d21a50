package ask

import "testing"

// heldOutThirtySixth is a thirty-sixth held-out part, written blind and
// committed BEFORE its first run: by someone who had read only the action
// catalog and the service spec (both whole), the README's curl examples of
// the directory (lines 89-155) and its section on /ask (lines 428-480), the
// shipped data (casinos.csv, rewards_programs.json and
// program_properties.csv, listed with short scripts for real casino,
// program and tier names, towns, states, types, brands, has_hotel, which
// programs keep an "earning" text and which tiers keep benefits), the
// whole of the twenty-ninth held-out part and the first 80 lines of the
// twenty-eighth, the block of intent constants of ask.go (lines 19-62),
// the expectation type (lines 1-18 of heldout_test.go), the slugOf and
// programID helpers (lines 66-91 of ask_test.go) and the heldOutParts
// function of score_test.go; never the rules of this package, the tuning
// phrases or the other held-out parts. Creating the worktree and a git log
// printed the subjects of the branch's three newest commits (they name in
// a line each some rules of the thirtieth part's round and the first runs
// of the thirty-third and thirty-fourth); nothing here is drawn from them.
// Every casino and program name passed to slugOf or programID was checked
// against data/ with a short script. Its places and casinos were chosen
// among those no earlier test file names: a script lower-cased the text of
// this package's test files into one scratch file and printed only the
// directory names NOT found in it (never a match or its context), and each
// name kept was then checked with a case-insensitive grep printing file
// names only; Wildfire, Kansas Star, River Spirit, Harlow's, Silver
// Slipper, Palace Casino and Deadwood were found in earlier files and
// replaced. So: Roland, Pickstown, the Creek Nation casinos, Fort Randall
// Casino Hotel, Spirit Lake Casino and Resort, Main Street Station,
// Harrah's Philadelphia, Golden Moon Casino, Harrah's Cherokee Valley
// River, Bally's Dover, Monarch Casino, Tin Lizzie, Artesian, WaterView,
// Riverwalk Casino and Island View are new; every program with a ladder,
// the tiers, the games and the states are named by earlier parts. Its
// wording is new: each phrase was checked with a case-insensitive
// fixed-string grep (file names only) against every test file of this
// package, without its closing mark (so also as part of a longer phrase);
// two were found ("cap my sessions at 2 hrs", "Which of my offers expire
// in the next 10 days?") and replaced with their twins, and none of the
// sixty is there now.
//
// Its theme is near misses, to measure precision: 30 of 60 are questions
// the service can NOT answer that look like ones it can, each expected
// Unknown, and the other 30 are their answerable twins, phrased alike
// (the same frame, casino or number, one fact or one person changed), each
// expected with its intent and parameters. The pairs sit side by side.
// The thirty Unknowns, with the reason from the spec:
//   - adjacent facts the data does not keep (11): free parking near
//     Roland, which casinos admit 18-year-olds, a casino's restaurants, its
//     phone number, a tier's perks at one property, a casino's own house
//     edge, Gamblers Anonymous meeting times, whether the player is on a
//     state's self-exclusion list, a casino's blackjack table limits, points
//     per dollar at Bally's Dover, a poker tournament schedule. The Casino
//     resource (service-spec) has no field for parking, age limit, dining,
//     phone, table limits or events (casinos.csv has a phone column, but the
//     resource the service serves does not carry it; the twenty-eighth part
//     expected a phone number Unknown too); a tier's benefits are the
//     program's ladder, one per program, never a property's, and Onyx's
//     benefits are empty in the data; the RewardsProgram resource has no
//     earning rate, and Bally Rewards keeps no "earning" text anyway; the
//     house edges are the service's own table by game (get_comp_ratios),
//     not a casino's; get_resources gives help lines and self-exclusion
//     resources, not meeting times, and no action reads the player's
//     standing with a state program;
//   - another person's records (3): a wife's budget, a dad's predicted
//     offer, a brother's W-2Gs (every action acts for the key's owner; the
//     catalog never reveals another account's data);
//   - hypotheticals no action computes (3): what a 2-hour cap would have
//     saved last night, the tax owed on 2025 winnings (tax_year_summary
//     gives winnings, withholding, deductible losses and net, never a tax
//     due, which needs the player's whole return), the bankroll had a trip
//     been skipped;
//   - actions /ask does not run (5): adding a trip, checking in, redeeming
//     a voucher, booking a room offer, sending a status-match request (the
//     README: only a budget or session limit is proposed; add_trip,
//     check_in, redeem_voucher and create_request are writes /ask neither
//     runs nor proposes, and booking is no action at all);
//   - comparisons and rankings no action makes (3): one program against
//     another, the game with the best comps (calculate is one game), the
//     best host at a casino (search_hosts filters, it does not rank);
//   - pronouns with nothing to point to (3): "they", "it ... the other
//     one", "those" (an /ask request is one query with no earlier turn, so
//     a pronoun names nobody and nothing);
//   - questions about the service itself (2): how often the casino data is
//     updated and whether the app files W-2Gs with the IRS (no fact of the
//     service's tables or action says either).
//
// Registers are mixed as people type: 22 plain, capitalised sentences
// with their closing mark; 22 casual lower case, mostly without a closing
// mark (casino names keep their capitals where they are a parameter, so
// the name as typed is unambiguous); 10 phone shorthand ("w/", "mi",
// "hrs", "pls", "n"); 6 terse fragments in keyword style ("Spirit Lake
// Casino website", "my W-2Gs 2025"). All pairs but two share their
// register (the Onyx pair and the 2025 tax pair are shorthand against
// casual lower case).
//
// Coverage: of the areas listed in the brief, the answerable half covers
// place, near, radius, hotel, type, rewards and family searches (two
// questions carry them all), casino details (three fields), the program
// list, a ladder and one tier's threshold, game facts, the W-2G rule, a
// help line and self-exclusion, a budget and a session limit (proposed)
// and the limits read, a comp prediction and an estimate, tier progress
// and the player's tiers, hosts at a casino, tier-match suggestions and a
// path, trips, sessions, visits, vouchers, offers and expiring offers, the
// W-2G list, the tax summary and the bankroll. Three are not covered, a
// choice of my own: the theme fixes 30 answerable questions, each the twin
// of a near miss, and those 30 could not hold every area, so the
// prediction for all casinos, the player's own hosts and the W-2G total
// were left out (each has a close neighbour here: comp_predict, find_hosts
// and my_w2gs). The brief's 6-9 Unknowns are overridden by the theme's 30.
// No answerable question lacks a field its intent needs, so none expects a
// missing field.
//
// It follows the twenty-ninth part's conventions (a casino named for a
// player action keeps the name as typed; a host filter by casino is the
// typed words and the directory's name when the words name exactly one
// casino, with no parameter; a radius in miles is in kilometres to one
// decimal; a year named for the player's records is that calendar year; a
// town typed without its state is near the directory's town with its
// state; a family's casinos in a state are the state with q the family's
// name as the directory spells it; a tier named with its program is not
// ambiguous; a casino's details answer what the directory keeps about it,
// whichever field is asked for; off-topic questions are Unknown). Its own
// choices, where those are silent:
//   - a near miss is Unknown even when most of its words would make a
//     good query ("tribal casinos w/ free parking within 20 mi of Roland"):
//     answering the search without the filter asked would answer another
//     question, and the README says a question asking something its answer
//     would not say gets example questions, never a guess;
//   - "let 18 year olds gamble" asks an age limit, which no field keeps;
//     it is not a filter of the search it is phrased like;
//   - "what's X likely to offer me next" is comp_predict at X (predict's
//     "next period"); with "my dad" in place of "me" it is another
//     person's and Unknown;
//   - "max 2 hrs per session from now on" is a session limit of 120
//     minutes; "check-ins" are the player's visits (check_in makes a
//     visit);
//   - "20 mi" is 20 miles, 32.2 km; "Roland" is the directory's Roland,
//     OK; "creek nation casinos in oklahoma" is OK with q "Creek Nation";
//   - "Can I status match Boyd Rewards Onyx over to Caesars Rewards?" is
//     the tier-match path from Boyd Rewards' Onyx to Caesars Rewards (a
//     fact of the service's tables, whatever the path says).
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at 34c379d, the commit that added this part to main, with
// the rules as the thirty-fifth part's first run had them and no rule
// changed for this part) scored 48 of 60 correct (80.0%): precision 73.7%
// (28 of 38 answers right), recall 93.3% (28 of 30 answerable), 3
// declined and 9 wrong. No expectation was changed after it. The wrong
// ones, each an Unknown answered: "Does this app file my W-2Gs with the
// IRS for me?" (the W-2Gs), "gamblers anonymous meeting times in north
// dakota" (the help line), "Am I already on the self-exclusion list in
// Mississippi?" (the state's program), "if i'd played max 2 hrs per
// session last night how much would i have saved" (the sessions), "Who is
// the best host at Monarch Casino?" (the hosts there), "send a status
// match request to wynn rewards for me" and "Can I status match it over
// to the other one?" (the tier-match suggestions), "how much tax do i owe
// on my 2025 gambling wins" (the tax summary) and "what would my bankroll
// be if i'd skipped the pickstown trip" (the trips). Declined: "Spirit
// Lake Casino website", "which game gets the best comps for 2 hrs at
// $15?" (asked for the game, where Unknown is expected) and "what tiers
// do i hold right now".
//
// After its fix round, the part scores 60 of 60 correct (100.0%), none
// wrong and none declined, with no expectation changed. General rules
// added (nearmiss.go, with tuningNearMisses): a counterfactual ("if
// I'd", "would ... have" and a past participle) declines; hosts ranked
// ("the best host") decline; a request sent or submitted for the player
// is no change /ask makes; the tax owed or refunded declines; meeting
// times in a help question decline; the player's standing on a list
// ("am I already on") declines; the service as the subject of a doing
// ("does this app file") declines; a pronoun with nothing named for it
// ("do they", "is it", "the other one", a closing "there", "there" as a
// casino) declines; games ranked by their comps decline; a casino's
// website is a casino detail; "right now" is the tiers as they stand.
func heldOutThirtySixth(t testing.TB) []expectation {
	return []expectation{
		// The directory: a search by place with its filters, a family's
		// casinos in a state, and facts the directory does not keep.
		{query: "tribal casinos w/ a hotel within 20 mi of Roland", intent: FindCasinos, params: params{"near": "Roland, OK", "radius_km": 32.2, "has_hotel": true, "type": "tribal"}},
		{query: "tribal casinos w/ free parking within 20 mi of Roland", intent: Unknown, params: params{}},
		{query: "which creek nation casinos in oklahoma have a rewards program", intent: FindCasinos, params: params{"state": "OK", "q": "Creek Nation", "has_rewards": true}},
		{query: "which creek nation casinos in oklahoma let 18 year olds gamble", intent: Unknown, params: params{}},

		// One casino's details, and its restaurants and phone.
		{query: "How many hotel rooms does Fort Randall Casino have?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Fort Randall Casino Hotel")}},
		{query: "What restaurants does Fort Randall Casino have?", intent: Unknown, params: params{}},
		{query: "Spirit Lake Casino website", intent: CasinoDetail, params: params{"slug": slugOf(t, "Spirit Lake Casino and Resort")}},
		{query: "Spirit Lake Casino phone number", intent: Unknown, params: params{}},

		// Programs: the list, a ladder, one tier's threshold; the service's
		// updates, two programs compared, a tier's perks at one property.
		{query: "which rewards programs do you have info on", intent: ListPrograms, params: params{}},
		{query: "how often do you update your casino info", intent: Unknown, params: params{}},
		{query: "Show me every tier in Boyd Rewards.", intent: ProgramDetail, params: params{"id": programID(t, "Boyd Rewards")}},
		{query: "Is Boyd Rewards better than True Rewards?", intent: Unknown, params: params{}},
		{query: "how many tier credits for onyx w/ boyd rewards?", intent: TierRequirement, params: params{"id": programID(t, "Boyd Rewards")}, tier: "Onyx"},
		{query: "what perks do onyx members get at main street station?", intent: Unknown, params: params{}},

		// Game facts and a casino's own edge; the W-2G rule and whether
		// the service files forms.
		{query: "What is the typical house edge for baccarat?", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "What is the house edge for baccarat at Harrah's Philadelphia?", intent: Unknown, params: params{}},
		{query: "Does a $1,300 keno win need a W-2G?", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1300}},
		{query: "Does this app file my W-2Gs with the IRS for me?", intent: Unknown, params: params{}},

		// Responsible-gaming help, and what its resources do not say.
		{query: "is there a gambling hotline in north dakota", intent: RGHelp, params: params{"topic": "helpline", "state": "ND"}},
		{query: "gamblers anonymous meeting times in north dakota", intent: Unknown, params: params{}},
		{query: "How do I self-exclude from casinos in Mississippi?", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "MS"}},
		{query: "Am I already on the self-exclusion list in Mississippi?", intent: Unknown, params: params{}},

		// Limits: proposed for the player (not for a wife, not in
		// hindsight), read, and a casino's table limits.
		{query: "set a weekly budget of $400 for me", intent: SetBudget, params: params{"period": "week", "amount": 400}},
		{query: "set a weekly budget of $400 for my wife", intent: Unknown, params: params{}},
		{query: "max 2 hrs per session from now on", intent: SetSessionLimit, params: params{"max_minutes": 120}},
		{query: "if i'd played max 2 hrs per session last night how much would i have saved", intent: Unknown, params: params{}},
		{query: "What limits do I have on my play right now?", intent: MyLimits, params: params{}},
		{query: "What limits does Golden Moon Casino have on blackjack bets?", intent: Unknown, params: params{}},

		// Comps: predicted for the player (not a dad), estimated for one
		// game (not ranked over games).
		{query: "what's Harrah's Cherokee Valley River likely to offer me next", intent: CompPredict, params: params{"casino_name": "Harrah's Cherokee Valley River"}},
		{query: "what's Harrah's Cherokee Valley River likely to offer my dad next", intent: Unknown, params: params{}},
		{query: "comps for 2 hrs of $15 craps?", intent: CompEstimate, params: params{"game_type": "craps", "avg_bet": 15, "hours": 2}},
		{query: "which game gets the best comps for 2 hrs at $15?", intent: Unknown, params: params{}},

		// Tiers: progress at one casino and its earning rate, the player's
		// tiers and someone unnamed's.
		{query: "How far am I from the next tier at Bally's Dover?", intent: TierProgress, params: params{"casino_name": "Bally's Dover"}},
		{query: "How many points per dollar do I earn at Bally's Dover?", intent: Unknown, params: params{}},
		{query: "what tiers do i hold right now", intent: MyTiers, params: params{}},
		{query: "what tiers do they hold right now", intent: Unknown, params: params{}},

		// Hosts at a casino, and the best of them.
		{query: "Are any hosts at Monarch Casino taking new players?", intent: FindHosts, params: params{}, filter: []string{"Monarch Casino", "Monarch Casino & Resort"}},
		{query: "Who is the best host at Monarch Casino?", intent: Unknown, params: params{}},

		// Tier matches: suggestions and a path; a request sent, and a path
		// between two things never named.
		{query: "which programs could i status match into with my tiers", intent: TierMatchSuggestions, params: params{}},
		{query: "send a status match request to wynn rewards for me", intent: Unknown, params: params{}},
		{query: "Can I status match Boyd Rewards Onyx over to Caesars Rewards?", intent: TierMatchPaths, params: params{"program": "Boyd Rewards", "to_program": "Caesars Rewards"}, tier: "Onyx"},
		{query: "Can I status match it over to the other one?", intent: Unknown, params: params{}},

		// The player's records, each beside a change /ask does not run or
		// a fact no record keeps.
		{query: "my trips to Tin Lizzie", intent: MyTrips, params: params{"casino_name": "Tin Lizzie"}},
		{query: "add trip to Tin Lizzie next weekend", intent: Unknown, params: params{}},
		{query: "show my poker sessions at Artesian Casino", intent: MySessions, params: params{"game_type": "poker", "casino_name": "Artesian Casino"}},
		{query: "when's the next poker tournament at Artesian Casino", intent: Unknown, params: params{}},
		{query: "list all my check-ins pls", intent: MyVisits, params: params{}},
		{query: "check me in at WaterView pls", intent: Unknown, params: params{}},
		{query: "Which vouchers do I have open?", intent: MyVouchers, params: params{"status": "open"}},
		{query: "Redeem my open voucher from Riverwalk Casino.", intent: Unknown, params: params{}},
		{query: "what offers do i have from Island View", intent: MyOffers, params: params{"casino_name": "Island View"}},
		{query: "book the room offer i have from Island View", intent: Unknown, params: params{}},
		{query: "Which of my offers run out in the next 10 days?", intent: ExpiringOffers, params: params{"within_days": 10}},
		{query: "Which of those run out in the next 10 days?", intent: Unknown, params: params{}},

		// Tax: the player's W-2Gs (not a brother's), the year's summary
		// (not the tax owed); the bankroll (not a what-if).
		{query: "my W-2Gs 2025", intent: MyW2Gs, params: params{"tax_year": 2025}},
		{query: "my brother's W-2Gs 2025", intent: Unknown, params: params{}},
		{query: "my 2025 gambling wins n losses for taxes", intent: TaxSummary, params: params{"tax_year": 2025}},
		{query: "how much tax do i owe on my 2025 gambling wins", intent: Unknown, params: params{}},
		{query: "what is my bankroll right now", intent: Bankroll, params: params{}},
		{query: "what would my bankroll be if i'd skipped the pickstown trip", intent: Unknown, params: params{}},
	}
}
