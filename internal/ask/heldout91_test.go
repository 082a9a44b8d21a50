package ask

import "testing"

// heldOutNinetyFirst is a ninety-first held-out part, written blind and
// committed BEFORE its first run: by someone who had read only the service
// spec and the action catalog (../shared/spec/service-spec.md and
// actions.md, both whole), the README's curl examples of the directory
// (lines 89-155) and its section on /ask (lines 428-480), the shipped data
// through short python3 scripts (casinos.csv: name, town, state, type,
// has_hotel, brand and tribal nation, and, to pick casinos whose details
// the directory keeps, the opened year, slot machines, table games and
// hotel rooms; the script also printed the csv's column names and the
// first program of rewards_programs.json whole; rewards_programs.json's
// programs with their tiers and thresholds; program_properties.csv;
// us_cities.csv; a listing of data/ and data/seed was printed too), the
// whole of the twenty-ninth held-out part and the first eighty lines of the
// twenty-eighth (its header), the block of intent constants of ask.go
// (printed by a script from "const (" to the first ")"), the expectation
// type (lines 1-18 of heldout_test.go), the slugOf and programID helpers of
// ask_test.go (which also showed programID's one-line doc comment), the
// heldOutParts function of score_test.go (with the heldOutPart type just
// above it) and the subject of the branch's last commit (a rule about "a
// casino we could stop at"; nothing here uses or imitates it). Never the
// rules of this package, the tuning phrases or the other held-out parts;
// go test was never run. A grep (file names only, counted) of this
// package's test files for some town and casino names was run to prefer
// places earlier parts name less.
//
// Every name used was checked against data/ with a script: "Saracen
// Casino Resort" (Pine Bluff, AR), "Catfish Bend Casino" (Catfish Bend
// Casino at Pzzaz!, Burlington, IA), "Circa" (Circa Resort & Casino) and
// "Borgata" (Borgata Hotel Casino and Spa, an MGM Rewards casino) each
// name exactly one casino; "Harrah's Cherokee", "Parx" and "Belterra" name
// two each and "Ameristar St. Charles" is the players' short name of
// Ameristar Casino Resort Spa St. Charles (the one casino with "St.
// Charles" in its name; "Ameristar" alone names six), all four used only
// for the player's own records, where the name is kept as typed. Elko is
// a town of the directory in NV only and not in us_cities.csv; New Mexico
// has racinos with a hotel (Sunland Park Racetrack & Casino, Zia Park
// Casino Hotel Racetrack) and no casino whose name says bowling or lanes;
// Indiana has casinos; Boyd Rewards has Emerald (15,000) and Onyx
// (50,000), MGM Rewards has Pearl, and Caesars Rewards is a program. The
// host language, Spanish, cannot be checked: the shipped data has no
// hosts.
//
// Its wording is new: each whole message was checked with a
// case-insensitive fixed-string grep (file names only) against every test
// file of this package, with and without its closing mark; ten were found
// there and replaced ("How many tier credits does Onyx take in Boyd
// Rewards?", "What house edge does keno carry?", "How do I sign up for
// self-exclusion in Indiana?", "Is there a casino host who speaks
// Spanish?", "Which programs would status match the tiers I have now?",
// "What offers do I have from Borgata" (found without its mark), "Which
// of my offers expire in the next 14 days?", "Show my W-2Gs for 2025.",
// "What were my deductible gambling losses in 2024?" and "How close am I
// to the next tier at Belterra" (found without its mark)), and the twins
// of those were reworded with them to stay near; all sixty were checked
// again after that and none is there now. One twin was reworded for the
// data, not the grep: "an RV park" became "a bowling alley", because the
// New Mexico racinos' names say "Park".
//
// Its theme is NEAR MISSES, ninth part: 30 pairs, each an answerable
// question followed at once by a near twin in nearly the same words that
// asks something no action, endpoint or table of the spec answers, so
// 30 of 60 expect an answer and 30 expect Unknown. The pairs are spread
// over the directory (4), programs and tiers (2), games (1), the W-2G
// rule (1), help (1), limits (2: a budget set, the limits read), comps (2:
// an estimate, a prediction), hosts (1), tier match (2: a path, the
// suggestions) and the player's records (14: trips, sessions twice,
// visits, vouchers, offers twice, expiring offers, W-2Gs, the W-2G total,
// the tax summary, the bankroll, the tiers and the progress to the next
// tier). The twins are Unknown because they ask:
//   - a field no answer has (3): a bowling alley at the racinos of a
//     state (the Casino resource keeps no amenities), the hours a casino
//     opens on Sundays (no opening hours are kept), the dates offers were
//     redeemed (an Offer has created_at and expiration_date, no
//     redemption date);
//   - a fact the data does not keep (8): the loosest slots near a town,
//     how many members hold a tier, the house edge of a game at one
//     casino (the service's table is per game, not per casino), how many
//     people have self-excluded in a state, what a host is paid, whether
//     expired vouchers can still be cashed, which expiring offers can be
//     given to a friend, which W-2Gs the IRS flagged;
//   - a prediction of the future (4): the slot machines a casino adds
//     next year, whether a status match still holds next year, the W-2G
//     total of 2027, the bankroll by New Year's;
//   - a ranking or comparison no action makes (3): the program that pays
//     back the most per dollar, sessions from best to worst, the
//     player's progress compared with other players';
//   - advice (4): a tax bracket, what budget to set, whether to play for
//     comps, whether to itemize;
//   - someone else's records or limits (4): a husband's budget, a
//     brother's predicted offer, a girlfriend's visits, the offers a
//     casino sends its Pearl members;
//   - a filter the action lacks (2): trips longer than three nights
//     (list_trips filters by casino and dates only), sessions where the
//     player doubled down (list_sessions has no such field);
//   - a write /ask does not run (2): sending status match requests
//     (create_request is a write with no intent), moving points to
//     another person (no action does it at all).
//
// No question lacks a field its intent needs, so none expects a missing
// field.
//
// It follows the conventions of the twenty-ninth and twenty-eighth parts:
// a casino named for a player action keeps the name as typed; a casino's
// details answer what the directory keeps about it, whichever field is
// asked for ("What year did ... open?", "How many slot machines ...");
// a radius in miles is in kilometres to one decimal (60 miles = 96.6
// km); a town typed without its state is near the directory's town with
// its state ("Elko, NV"); "in <state>" is the state; a year named for the
// player's records is that calendar year and a relative month is counted
// from today, 2026-11-25 ("last month" = 2026-10-01..2026-10-31); a
// tier named with its program is not ambiguous; a limit of money in a
// period is a budget; a tier-match path names its programs as params and
// its tier as tier; a W-2G rule question carries game_type and
// amount_won; help is rg_help with a topic and a state; another person's
// records and a change /ask does not propose are Unknown, with empty
// params. Its own choices, where those are silent: "slot sessions" are
// game_type "slots"; "Which offers have I already redeemed?" is the
// offers with the status "redeemed" (list_offers filters by status);
// "my points balances at my casinos" is the player's tiers (UserTier
// carries points_balance); "How much in gambling losses could I deduct
// for 2024?" is the tax summary of 2024 (tax_year_summary answers the
// deductible losses); "put me over the W-2G line" asks the W-2G rule.
//
// Corrected before its first run (2026-11-25, by the maintainer): the
// writer's brief gave today as 2026-11-25, but the corpus is read on the
// test clock, 2026-05-14, as the twenty-ninth part says; so one
// expectation reckoned from the brief's date was moved to the clock:
// "last month" (the blackjack sessions) was October 2026 and is now April
// 2026. No reading was changed; the date above in this header is the
// brief's.
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at 2032717, with the eighty-ninth to ninety-second parts
// added together after one rule of the session (a search with no place
// after a story told in a town looks there), and no rule changed for them)
// scored 49 of 60 correct (81.7%): precision 75.7% (28 of 37 answers
// right), recall 93.3% (28 of 30 answerable), 2 declined and 9 wrong. No
// expectation was changed after it. The wrong ones are nine twins answered
// as their answerable question: a daily budget asked as advice (the limits
// read), whether to play for comps (an estimate), a host's pay (the
// hosts), a match "next year" (the path), trips longer than three nights,
// sessions where the player doubled down, cashing expired vouchers (the
// open ones), the offers a casino sends its Pearl members (the player's
// offers) and W-2Gs the IRS flagged.
//
// After its fix round (2026-11-25, fix-91, rules only, no expectation
// changed, tuning phrases in other words checked to fail first): 60/60,
// 0 wrong, 0 declined, and barred. The general rules added: a question
// word before "should" in a clause naming a limit, with no amount, asks
// what the limit ought to be (advice); "should I" before a verb of playing
// ("play", "gamble", "keep", "bet") asks whether to play (advice); a
// host's pay (salary, commission, "get paid", "how much do hosts make")
// is in no profile; a tier match a year or more ahead ("next year", "in
// 2028", "a year from now") or asked to hold "still" after "will" is no
// table's; trips, sessions and visits held to a length ("more than three
// nights", "longer than 90 minutes", "2-night trips") or to a move played
// in a clause after them ("where I doubled down", "when I took insurance")
// are filters the lists lack; an expired voucher or offer asked to be
// usable "still" is the casino's policy; a casino's offers to a class of
// its members ("its Pearl members", "Platinum players") are not the
// player's; the IRS's review of the player's forms (flagged, audited,
// questioned) is kept nowhere; a win "over the W-2G line" or "past" it
// asks the rule; and "points balances" are the player's tiers.
func heldOutNinetyFirst(t testing.TB) []expectation {
	return []expectation{
		// The directory: a search by state, type and hotel, and one by an
		// amenity no casino record keeps.
		{query: "Which racinos in New Mexico have a hotel?", intent: FindCasinos, params: params{"state": "NM", "type": "racino", "has_hotel": true}},
		{query: "Which racinos in New Mexico have a bowling alley?", intent: Unknown, params: params{}},

		// A search by place within a radius, and the loosest slots there.
		{query: "Any casinos within 60 miles of Elko?", intent: FindCasinos, params: params{"near": "Elko, NV", "radius_km": 96.6}},
		{query: "Any casinos within 60 miles of Elko with the loosest slots?", intent: Unknown, params: params{}},

		// One casino's details: the year it opened, against its hours.
		{query: "What year did Saracen Casino Resort open?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Saracen Casino Resort")}},
		{query: "What time does Saracen Casino Resort open on Sundays?", intent: Unknown, params: params{}},

		// One casino's details: its slot machines, against its plans.
		{query: "How many slot machines does Catfish Bend Casino have?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Catfish Bend Casino at Pzzaz!")}},
		{query: "How many slot machines is Catfish Bend Casino adding next year?", intent: Unknown, params: params{}},

		// Programs and tiers: a tier's threshold against its membership,
		// the programs listed against a ranking of them.
		{query: "How many tier credits does it take to hit Onyx with Boyd Rewards?", intent: TierRequirement, params: params{"id": programID(t, "Boyd Rewards")}, tier: "Onyx"},
		{query: "How many members have hit Onyx with Boyd Rewards?", intent: Unknown, params: params{}},
		{query: "Which loyalty programs can I look up here?", intent: ListPrograms, params: params{}},
		{query: "Which loyalty program here pays back the most per dollar?", intent: Unknown, params: params{}},

		// A game's house edge, against its edge at one casino.
		{query: "What kind of house edge does keno carry?", intent: GameFacts, params: params{"game_type": "keno"}},
		{query: "What kind of house edge does keno carry at Circa?", intent: Unknown, params: params{}},

		// The W-2G rule, against tax advice.
		{query: "Does a $1,500 keno win put me over the W-2G line?", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1500}},
		{query: "Does a $1,500 keno win put me in a higher tax bracket?", intent: Unknown, params: params{}},

		// Help: self-exclusion in a state, against how many have used it.
		{query: "How would I sign myself up for self-exclusion in Indiana?", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "IN"}},
		{query: "How many people have signed themselves up for self-exclusion in Indiana?", intent: Unknown, params: params{}},

		// Limits: a budget set (proposed) against one for someone else,
		// the limits read against advice on them.
		{query: "Set a $600 monthly gambling budget for me.", intent: SetBudget, params: params{"period": "month", "amount": 600}},
		{query: "Set a $600 monthly gambling budget for my husband.", intent: Unknown, params: params{}},
		{query: "What daily budget have I set?", intent: MyLimits, params: params{}},
		{query: "What daily budget should I set?", intent: Unknown, params: params{}},

		// Comps: an estimate against advice, a prediction against one for
		// someone else.
		{query: "How much would 4 hours of $15 roulette get me in comps?", intent: CompEstimate, params: params{"game_type": "roulette", "avg_bet": 15, "hours": 4}},
		{query: "Should I play 4 hours of $15 roulette just to get comps?", intent: Unknown, params: params{}},
		{query: "What's Ameristar St. Charles likely to offer me next?", intent: CompPredict, params: params{"casino_name": "Ameristar St. Charles"}},
		{query: "What's Ameristar St. Charles likely to offer my brother next?", intent: Unknown, params: params{}},

		// Hosts: one who speaks a language, against what hosts are paid.
		{query: "Is there a casino host around who speaks Spanish?", intent: FindHosts, params: params{"language": "Spanish"}},
		{query: "How much does a casino host who speaks Spanish get paid?", intent: Unknown, params: params{}},

		// Tier match: a path against a prediction, the suggestions against
		// a write /ask does not run.
		{query: "Can I status match Boyd Rewards Emerald to Caesars Rewards?", intent: TierMatchPaths, params: params{"program": "Boyd Rewards", "to_program": "Caesars Rewards"}, tier: "Emerald"},
		{query: "Will Caesars Rewards still status match Boyd Rewards Emerald next year?", intent: Unknown, params: params{}},
		{query: "Which programs would status match the tiers I currently hold?", intent: TierMatchSuggestions, params: params{}},
		{query: "Send a status match request to each program that would match the tiers I currently hold.", intent: Unknown, params: params{}},

		// The player's records, each against a near twin no action answers.
		{query: "List my trips to Harrah's Cherokee in 2024.", intent: MyTrips, params: params{"casino_name": "Harrah's Cherokee", "from": "2024-01-01", "to": "2024-12-31"}},
		{query: "List my trips to Harrah's Cherokee in 2024 that lasted more than three nights.", intent: Unknown, params: params{}},
		{query: "Show my blackjack sessions from last month.", intent: MySessions, params: params{"game_type": "blackjack", "from": "2026-04-01", "to": "2026-04-30"}},
		{query: "Show my blackjack sessions from last month where I doubled down.", intent: Unknown, params: params{}},
		{query: "List my slot sessions at Parx in 2025.", intent: MySessions, params: params{"casino_name": "Parx", "game_type": "slots", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "List my slot sessions at Parx in 2025 from best to worst.", intent: Unknown, params: params{}},
		{query: "Show the casino visits I've logged.", intent: MyVisits, params: params{}},
		{query: "Show the casino visits my girlfriend has logged.", intent: Unknown, params: params{}},
		{query: "Show my expired vouchers.", intent: MyVouchers, params: params{"status": "expired"}},
		{query: "Can I still cash my expired vouchers?", intent: Unknown, params: params{}},
		{query: "What offers are sitting in my account from Borgata?", intent: MyOffers, params: params{"casino_name": "Borgata"}},
		{query: "What offers does Borgata send to its Pearl members?", intent: Unknown, params: params{}},
		{query: "Which offers have I already redeemed?", intent: MyOffers, params: params{"status": "redeemed"}},
		{query: "On which dates did I redeem my offers?", intent: Unknown, params: params{}},
		{query: "Which of my offers run out in the next 14 days?", intent: ExpiringOffers, params: params{"within_days": 14}},
		{query: "Which of my offers running out in the next 14 days can I give to a friend?", intent: Unknown, params: params{}},
		{query: "Bring up the W-2Gs I got in 2025.", intent: MyW2Gs, params: params{"tax_year": 2025}},
		{query: "Bring up the W-2Gs I got in 2025 that the IRS has flagged.", intent: Unknown, params: params{}},
		{query: "What did my W-2G wins add up to in 2025?", intent: W2GTotal, params: params{"tax_year": 2025}},
		{query: "What will my W-2G wins add up to in 2027?", intent: Unknown, params: params{}},
		{query: "How much in gambling losses could I deduct for 2024?", intent: TaxSummary, params: params{"tax_year": 2024}},
		{query: "Should I itemize to deduct my gambling losses for 2024?", intent: Unknown, params: params{}},
		{query: "What's in my gambling bankroll now?", intent: Bankroll, params: params{}},
		{query: "What will be in my gambling bankroll by New Year's?", intent: Unknown, params: params{}},
		{query: "Show me my points balances at my casinos.", intent: MyTiers, params: params{}},
		{query: "Move my points balances at my casinos over to my wife.", intent: Unknown, params: params{}},
		{query: "How close am I to reaching the next tier at Belterra?", intent: TierProgress, params: params{"casino_name": "Belterra"}},
		{query: "How close am I to reaching the next tier at Belterra compared with other players?", intent: Unknown, params: params{}},
	}
}
