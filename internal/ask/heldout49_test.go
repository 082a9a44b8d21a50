package ask

import "testing"

// heldOutFortyNinth is a forty-ninth held-out part, written blind and
// committed BEFORE its first run: by someone who had read only the action
// catalog and the service spec (both whole), the README's section on /ask
// and its curl examples of the directory's query parameters (lines 89-155
// and 428-480, read whole), the shipped data (casinos.csv,
// rewards_programs.json and program_properties.csv, through short scripts
// listing programs with their tiers and thresholds, and casinos with town,
// state, type, tribal nation, brand, hotel and the counts the directory
// keeps; a listing of data/ and of this package's file names was printed
// too), the whole of the twenty-ninth held-out part and the first eighty
// lines of the twenty-eighth (its header), the block of intent constants
// of ask.go (lines 19-62), the expectation type (lines 1-18 of
// heldout_test.go), the slugOf and programID helpers (lines 60-95 of
// ask_test.go, which also showed the deref helper and the first lines of
// the phrasing type) and the heldOutParts function of score_test.go;
// never the rules of this package, the tuning phrases or the other
// held-out parts. A git log printed the newest commit's subject only.
// Every name used was checked against data/ with a short script. Its
// wording is new: each phrase was checked with a case-insensitive
// fixed-string grep (file names only) against every test file of this
// package not to be in the corpus already, with and without its closing
// mark; two were found there and replaced ("Does Delaware have any
// racinos?" and "What limits have I put on my play?"). Its places,
// casinos and families were chosen, where the data allowed, among those
// no earlier test file names (by the same kind of grep, file names only):
// Okemah, Hobbs, Fresno, Murphy, Bakersfield, Turlock, the Nez Perce
// Tribe, the Navajo Nation, Gulfstream Park Racing & Casino, Century
// Casino Caruthersville and Harrington Raceway & Casino are named by no
// earlier test file; Boot Hill, Dakota Magic, Royal River, Kansas
// Crossing, Fort Randall and Rosebud casinos by one each. Every state,
// game and program is named by earlier parts; among the programs with a
// ladder the less used were taken (Unity by Hard Rock, WinStar Club
// Passport, Genting Rewards' Tier 3, Boyd Rewards' Sapphire, MGM
// Rewards' Platinum).
//
// Its theme is an eleventh CONTROL part: sixty ordinary questions from
// ordinary people, spread evenly over every area of the action catalog
// and the directory, in the ordinary mix of registers: 28 plain questions
// with normal capitalisation, 10 requests ("Could you ...", "I'd like
// ...", "Can you ..."), 15 typed lower-case on a phone with common
// shorthand ("nm", "sd", "w/", "hrs", "min", "pls", "rn", "w2g", dropped
// apostrophes), 3 with a clause of context first ("Since I mostly play
// baccarat, ...") and 4 with a greeting or thanks ("Hi!", "Hey,", "Good
// morning!", "Thanks so much."). Nothing exotic: no typos beyond a
// dropped apostrophe, no code, no second question. The openings were
// varied away from the twenty-eighth and twenty-ninth parts' shapes ("Do
// you know of any", "Roughly how many", "How close am I", "Could you
// pull", "Since I", "We're driving", "I'll be staying", "Playing $15
// ...", "With the status I have now", "At what amount"). Per area (53
// answerable): a search near a town 2, within a radius 2, with a hotel 2,
// by type 2, by rewards 2, by a tribal family 2; a casino's details 2; a
// program's ladder 2 and one tier's threshold 2; game facts 2; the W-2G
// rule 2; a help line 1 and self-exclusion 1; a budget proposed 1, a
// session limit proposed 1, the limits read 1; a comp prediction at one
// casino 1 and over all 1, an estimate 2; tier progress 2 and the
// player's tiers 1; hosts at a casino 1 and the player's own 1; tier-match
// suggestions 1 and a path 1; trips 2, sessions 2, visits 2, vouchers 2,
// offers 1 and expiring offers 1, the W-2G list 1 and total 1, the tax
// summary 2 and the bankroll 1. And 7 of 60 expect Unknown: two bookings
// (a hotel room, a seat at a blackjack table), two of another person's
// records (a husband's trips, a brother's tier) and three things no data
// or action holds (a buffet, a poker room's opening time, a progressive
// jackpot's size). No question lacks a field its intent needs, so none
// expects a missing field.
//
// It follows the twenty-ninth part's conventions (those of the
// twenty-fourth): a casino named for a player action keeps the name as
// typed ("Boot Hill Casino", "Dakota Magic Casino", "Royal River Casino",
// "Kansas Crossing Casino", "Fort Randall Casino", each short of the
// directory's name); a host filter by casino is the typed words and the
// directory's name when the words name exactly one casino, with no
// parameter; a radius in miles is in kilometres to one decimal (40 miles
// 64.4, 25 miles 40.2); a year named for the player's records is that
// calendar year; a month named without a year is its latest one up to
// today, 2026-05-14 (April is 2026-04), and one named with its year is
// that month; a town typed without its state is near the directory's town
// with its state; "in <town>" is near that town and "in <state>" is the
// state; a family's casinos in a state are the state with q the family's
// name as the directory spells it; a tier named with its program is not
// ambiguous; a casino's details answer what the directory keeps about it,
// whichever field is asked for; a limit of money in a period is a budget;
// another person's records and a detail no answer says are Unknown. Its
// own choices, where those are silent:
//   - a family's casinos with no state named are q the family's name as
//     the directory spells it and nothing else, as the README's "which
//     casinos does the Chickasaw Nation own" is q "Chickasaw Nation":
//     "Where are the Navajo Nation's casinos?" is q "Navajo Nation"; the
//     Nez Perce Tribe is typed as the directory spells it, "Nez Perce
//     Tribe", so q is those words, with the state ID;
//   - "sd casinos w/ hotels" is the state SD (a state's postal code typed
//     lower-case before "casinos") with has_hotel; "casinos in hobbs nm"
//     is near "Hobbs, NM" (a town, then its state's code);
//   - "I'll be staying in Murphy, North Carolina next month. Any casinos
//     within 25 miles of there?" is near "Murphy, NC" within 40.2 km: the
//     town of the first sentence is the place of "there"; "We're driving
//     through Bakersfield next week, so which casinos near there have a
//     hotel?" is near "Bakersfield, CA" with has_hotel; "next month" and
//     "next week" add nothing (a search has no dates);
//   - "a players club" near Turlock is has_rewards (a players club is a
//     casino's rewards program);
//   - "Roughly how many slot machines are at Gulfstream Park?" and "how
//     many table games at century casino caruthersville" are those
//     casinos' details (Gulfstream Park Racing & Casino and Century Casino
//     Caruthersville, the one casino each names);
//   - "the tier ladder for WinStar Club Passport" and "unity by hard rock
//     tiers?" are those programs' details (Unity by Hard Rock's ladder has
//     one rung, still its ladder);
//   - "How many hands an hour does video poker deal?" is video_poker's
//     game facts; "what house edge am I up against", after "Since I
//     mostly play baccarat", is baccarat's;
//   - "At what amount does a slot jackpot need a W-2G?" is the rule for
//     slots with no amount; "a $1,500 keno win" is keno with amount_won
//     1500;
//   - "pls cap my sessions at 45 min" is a session limit of 45 minutes;
//     "a weekly gambling budget of $250" is a budget of 250 a week;
//   - "What kind of comps should I expect next from Boot Hill Casino?" is
//     the prediction there; "predict what offers each of my casinos will
//     send me" is the prediction for all casinos; "Playing $15 craps for 5
//     hours, about how much would I earn in comps?" is the estimate for
//     craps at 15 for 5 hours, and "comp estimate 4 hrs $10 roulette" for
//     roulette at 10 for 4 hours;
//   - "How close am I to the next tier at ..." and "my tier progress at
//     ..." are tier progress there; "my tier status at each casino" is the
//     player's tiers;
//   - "With the status I have now, where could I get a tier match?" is the
//     player's tier-match suggestions; "whether MGM Rewards Platinum can
//     be matched to Boyd Rewards" is the path from MGM Rewards' Platinum
//     to Boyd Rewards (the tier named with its program);
//   - "do i have any open sessions rn" is the player's sessions with open
//     true (list_sessions' filter "open"); "What craps sessions did I play
//     in April?" is craps from 2026-04-01 to 2026-04-30;
//   - "trips i took in march 2025" are the trips from 2025-03-01 to
//     2025-03-31; "my casino check ins for 2025" are the visits from
//     2025-01-01 to 2025-12-31 (list_visits takes filters, as list_trips'
//     from and to); "every casino I've checked in at" is the visits with
//     no filter;
//   - "vouchers i havent cashed yet" are those with the status open and
//     "Which vouchers have I redeemed already?" those redeemed;
//   - "What offers has Fort Randall Casino given me?" is the offers with
//     casino_name "Fort Randall Casino"; "offers expiring in the next 10
//     days" are the expiring offers within 10 days;
//   - "Do I have any W-2Gs from 2024?" is the W-2G list of 2024 (the
//     list answers whether there are any); "total w2g winnings 2025" the
//     W-2G total of 2025; "I'd like my gambling tax summary for 2024" and
//     "How did my gambling wins and losses net out for 2025 taxes?" the
//     tax summary of those years;
//   - Unknown: "book me a room at Kansas Crossing Casino" and "reserve a
//     seat at a blackjack table" (no action books anything; /ask proposes
//     only budgets and session limits); "my husband" and "my brothers"
//     records (another person's); a buffet, a poker room's hours and the
//     Megabucks jackpot (nothing in the directory or any action says).
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at b3d95b5, the commit that added this part to main, with
// the rules of the thirtieth to forty-eighth parts' rounds and one rule
// found by probing, and no rule changed for this part) scored 55 of 60
// correct (91.7%): precision 100% (48 of 48 answers right), recall 90.6%
// (48 of 53 answerable), 5 declined and none wrong. No expectation was
// changed after it. Declined: "I'll be staying in Murphy, North Carolina
// next month. Any casinos within 25 miles of there?", "We're driving
// through Bakersfield next week, so which casinos near there have a
// hotel?" (both "there" after a town named before), "Where are the Navajo
// Nation's casinos?" (a nation's possessive), "Roughly how many slot
// machines are at Gulfstream Park?" and "Since I mostly play baccarat,
// what house edge am I up against?". The slot machines are a served
// field: the Casino resource and the directory keep slot_machines (and
// table_games) for each casino (service-spec.md), 850 for Gulfstream
// Park Racing & Casino, so its details answer that question.
//
// After its fix round (branch fix-49), it scores 60 of 60 correct
// (100%), none wrong, none declined. The general rules added, each with
// tuning phrases of its own in tuning49_test.go:
//   - after a story naming a town, a radius "of there" or "from there"
//     is measured from that town (story.go);
//   - a joining "so" or "and" after a trip lead-in and its comma adds
//     nothing to the question pointing back with "there" (leadins.go);
//   - a tribal nation named with its possessive ("the Navajo Nation's")
//     is the owner, q as the directory spells it (lexicon.go);
//   - a casino's count of slot machines or table games asked "roughly"
//     or "approximately" is the count the directory keeps (entities.go);
//   - in a game-facts question, the asker as the one facing the edge
//     ("am I up against", "do we face") asks nothing more (checks.go);
//   - a clause of why naming the game the asker plays lends it to a
//     game-facts question naming none (story.go).
func heldOutFortyNinth(t testing.TB) []expectation {
	return []expectation{
		// The directory: near a town, within a radius, with a hotel, by
		// type, by rewards and by a tribal family.
		{query: "Do you know of any casinos near Okemah, Oklahoma?", intent: FindCasinos, params: params{"near": "Okemah, OK"}},
		{query: "casinos in hobbs nm", intent: FindCasinos, params: params{"near": "Hobbs, NM"}},
		{query: "Could you find casinos within 40 miles of Fresno?", intent: FindCasinos, params: params{"near": "Fresno, CA", "radius_km": 64.4}},
		{query: "I'll be staying in Murphy, North Carolina next month. Any casinos within 25 miles of there?", intent: FindCasinos, params: params{"near": "Murphy, NC", "radius_km": 40.2}},
		{query: "We're driving through Bakersfield next week, so which casinos near there have a hotel?", intent: FindCasinos, params: params{"near": "Bakersfield, CA", "has_hotel": true}},
		{query: "sd casinos w/ hotels", intent: FindCasinos, params: params{"state": "SD", "has_hotel": true}},
		{query: "What racinos does Delaware have?", intent: FindCasinos, params: params{"state": "DE", "type": "racino"}},
		{query: "What commercial casinos are there in Kansas?", intent: FindCasinos, params: params{"state": "KS", "type": "commercial"}},
		{query: "Do any casinos in North Dakota have a rewards program?", intent: FindCasinos, params: params{"state": "ND", "has_rewards": true}},
		{query: "any casinos near turlock w/ a players club", intent: FindCasinos, params: params{"near": "Turlock, CA", "has_rewards": true}},
		{query: "What casinos does the Nez Perce Tribe run in Idaho?", intent: FindCasinos, params: params{"state": "ID", "q": "Nez Perce Tribe"}},
		{query: "Where are the Navajo Nation's casinos?", intent: FindCasinos, params: params{"q": "Navajo Nation"}},

		// One casino's details.
		{query: "Roughly how many slot machines are at Gulfstream Park?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Gulfstream Park Racing & Casino")}},
		{query: "how many table games at century casino caruthersville", intent: CasinoDetail, params: params{"slug": slugOf(t, "Century Casino Caruthersville")}},

		// Programs: a ladder, and one tier's threshold.
		{query: "I'd like to see the tier ladder for WinStar Club Passport.", intent: ProgramDetail, params: params{"id": programID(t, "WinStar Club Passport")}},
		{query: "unity by hard rock tiers?", intent: ProgramDetail, params: params{"id": programID(t, "Unity by Hard Rock")}},
		{query: "How many tier credits does Sapphire need in Boyd Rewards?", intent: TierRequirement, params: params{"id": programID(t, "Boyd Rewards")}, tier: "Sapphire"},
		{query: "What do you need to reach Tier 3 with Genting Rewards?", intent: TierRequirement, params: params{"id": programID(t, "Genting Rewards")}, tier: "Tier 3"},

		// Game facts and the W-2G rule.
		{query: "Since I mostly play baccarat, what house edge am I up against?", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "How many hands an hour does video poker deal?", intent: GameFacts, params: params{"game_type": "video_poker"}},
		{query: "Does a $1,500 keno win get reported on a W-2G?", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1500}},
		{query: "At what amount does a slot jackpot need a W-2G?", intent: W2GRule, params: params{"game_type": "slots"}},

		// Responsible-gaming help by state.
		{query: "Does Iowa have a problem gambling hotline?", intent: RGHelp, params: params{"topic": "helpline", "state": "IA"}},
		{query: "how do i self exclude in mississippi", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "MS"}},

		// The player's limits: changes proposed, and the limits read.
		{query: "I'd like to set a weekly gambling budget of $250.", intent: SetBudget, params: params{"period": "week", "amount": 250}},
		{query: "pls cap my sessions at 45 min", intent: SetSessionLimit, params: params{"max_minutes": 45}},
		{query: "What play limits have I got set up at the moment?", intent: MyLimits, params: params{}},

		// Comps: predicted at one casino and at all, and estimated.
		{query: "What kind of comps should I expect next from Boot Hill Casino?", intent: CompPredict, params: params{"casino_name": "Boot Hill Casino"}},
		{query: "Could you predict what offers each of my casinos will send me?", intent: CompPredictAll, params: params{}},
		{query: "Playing $15 craps for 5 hours, about how much would I earn in comps?", intent: CompEstimate, params: params{"game_type": "craps", "avg_bet": 15, "hours": 5}},
		{query: "comp estimate 4 hrs $10 roulette", intent: CompEstimate, params: params{"game_type": "roulette", "avg_bet": 10, "hours": 4}},

		// Tiers: progress at one casino, the player's tiers.
		{query: "How close am I to the next tier at Dakota Magic Casino?", intent: TierProgress, params: params{"casino_name": "Dakota Magic Casino"}},
		{query: "I'd like to check my tier progress at Royal River Casino.", intent: TierProgress, params: params{"casino_name": "Royal River Casino"}},
		{query: "Hi! Could you tell me my tier status at each casino?", intent: MyTiers, params: params{}},

		// Hosts at a casino, and the player's own.
		{query: "Do any hosts at Harrington Raceway take new players?", intent: FindHosts, params: params{}, filter: []string{"Harrington Raceway", "Harrington Raceway & Casino"}},
		{query: "Who's my assigned casino host?", intent: MyHosts, params: params{}},

		// Tier matches: the player's suggestions and one path.
		{query: "With the status I have now, where could I get a tier match?", intent: TierMatchSuggestions, params: params{}},
		{query: "Could you check whether MGM Rewards Platinum can be matched to Boyd Rewards?", intent: TierMatchPaths, params: params{"program": "MGM Rewards", "to_program": "Boyd Rewards"}, tier: "Platinum"},

		// The player's records: trips, sessions, visits, vouchers, offers,
		// W-2Gs, the tax year and the bankroll.
		{query: "Could you pull my trips to Kansas Crossing Casino from 2025?", intent: MyTrips, params: params{"casino_name": "Kansas Crossing Casino", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "trips i took in march 2025", intent: MyTrips, params: params{"from": "2025-03-01", "to": "2025-03-31"}},
		{query: "What craps sessions did I play in April?", intent: MySessions, params: params{"game_type": "craps", "from": "2026-04-01", "to": "2026-04-30"}},
		{query: "do i have any open sessions rn", intent: MySessions, params: params{"open": true}},
		{query: "I'd like to see every casino I've checked in at.", intent: MyVisits, params: params{}},
		{query: "my casino check ins for 2025", intent: MyVisits, params: params{"from": "2025-01-01", "to": "2025-12-31"}},
		{query: "vouchers i havent cashed yet", intent: MyVouchers, params: params{"status": "open"}},
		{query: "Which vouchers have I redeemed already?", intent: MyVouchers, params: params{"status": "redeemed"}},
		{query: "What offers has Fort Randall Casino given me?", intent: MyOffers, params: params{"casino_name": "Fort Randall Casino"}},
		{query: "Hey, do I have any offers expiring in the next 10 days?", intent: ExpiringOffers, params: params{"within_days": 10}},
		{query: "Do I have any W-2Gs from 2024?", intent: MyW2Gs, params: params{"tax_year": 2024}},
		{query: "total w2g winnings 2025", intent: W2GTotal, params: params{"tax_year": 2025}},
		{query: "I'd like my gambling tax summary for 2024.", intent: TaxSummary, params: params{"tax_year": 2024}},
		{query: "How did my gambling wins and losses net out for 2025 taxes?", intent: TaxSummary, params: params{"tax_year": 2025}},
		{query: "Good morning! How's my bankroll looking?", intent: Bankroll, params: params{}},

		// Unknown: bookings, another person's records, and facts nothing
		// holds.
		{query: "Can you book me a room at Kansas Crossing Casino for Saturday night?", intent: Unknown, params: params{}},
		{query: "Thanks so much. Can you reserve a seat at a blackjack table for me at Boot Hill Casino tonight?", intent: Unknown, params: params{}},
		{query: "How many trips has my husband logged this year?", intent: Unknown, params: params{}},
		{query: "whats my brothers tier at dakota magic", intent: Unknown, params: params{}},
		{query: "Does Gulfstream Park have a buffet?", intent: Unknown, params: params{}},
		{query: "what time does the poker room at rosebud casino open", intent: Unknown, params: params{}},
		{query: "How big is the Megabucks jackpot right now?", intent: Unknown, params: params{}},
	}
}
