package ask

import "testing"

// heldOutHundredThirtieth is the hundred-and-thirtieth held-out part,
// written blind and committed BEFORE its first run: by someone who had
// read only the service spec and the action catalog (both whole), the
// README's lines 89-155 (the curl examples of the directory's query
// parameters) and 428-480 (its section on /ask), the shipped data in
// data/ through short python3 scripts of my own (a listing of data/;
// every casino with its name, town, state, type, has_hotel, brand and
// tribal nation, with counts by state and by type; every program of
// rewards_programs.json with its brand, region and tiers, their levels,
// thresholds and units; program_properties.csv grouped by program; and a
// check of every name, town and tier used here, with us_cities.csv
// searched for the one town), the whole of the twenty-ninth held-out part
// and the first eighty lines of the twenty-eighth (its header), the block
// of intent constants of ask.go (printed by a script from its first line
// "const (" to the ")" closing it, and nothing else of that file), the
// expectation type (lines 1-18 of heldout_test.go), the slugOf and
// programID helpers of ask_test.go (printed by a script, those two
// functions only), the first and last twenty lines of the heldOutParts
// function of score_test.go (printed by a script) and the subject of the
// newest commit (git log -1: the merge of the hundred-and-twenty-third
// part's fix round, near misses, fifteenth part; a git status and a wc -l
// of the two spec files were printed too). Never the rules of this
// package, the tuning phrases or any other held-out part.
//
// Every name used was checked against data/ with a script: the casinos
// (Saracen Casino Resort, Ilani Casino Resort, Turning Stone Resort &
// Casino, Soaring Eagle Casino and Resort, Golden Nugget Laughlin,
// Seminole Hard Rock Hotel & Casino Tampa and Wildhorse Resort & Casino),
// the town (Pendleton is a directory town in Oregon only, and not in
// us_cities.csv), the racinos of Delaware, the casinos of Kansas, the
// Osage Nation's seven casinos in Oklahoma, the six Louisiana casinos of
// the brand Boyd Gaming, and the programs and tiers (WinStar Club
// Passport, Pearl in MGM Rewards, Onyx in Boyd Rewards, Caesars Rewards).
// Its wording is new: each whole message was checked with a
// case-insensitive fixed-string grep (file names only, never opened) over
// every test file of this package, with and without its closing mark.
// Eighteen were found there and replaced, in three rounds, each time with
// its twin rewritten to stay its twin (no twin was found): "List the
// racinos in Delaware.", "Which casinos in Kansas have a rewards
// program?", "Which casinos does the Osage Nation run" (a tuning file,
// without its mark), "Show me the Boyd Gaming casinos in Louisiana.",
// "How close am I to the next tier at Soaring Eagle?", "What's the house
// edge on keno?", "Set my weekly budget to $250.", "Show my blackjack
// sessions from March.", "Which casinos have I checked in at?", "Which of
// my vouchers have been redeemed?", "What's my gambling tax summary for
// 2024?", "What's my bankroll balance right now?", then "How far am I
// from the next tier at Soaring Eagle?", "Make my weekly gambling budget
// $250.", "List the casinos I've checked in at.", "Give me my 2024
// gambling tax summary." and "Where does my bankroll balance stand", then
// "Where does my bankroll balance stand today?". None of the sixty is
// found now.
//
// Its theme is NEAR MISSES, seventeenth part: 30 pairs, each an
// answerable question followed at once by a near twin in nearly the same
// words (one to three words changed, added or dropped) that asks
// something no action, endpoint or table of the spec answers. So 30
// expect an answer and 30 expect Unknown. The pairs cover every area:
// searches (a town with a radius and a hotel, a state and a type,
// rewards, a nation, a brand in a state), a casino's details, a program's
// ladder, a tier's threshold, tier progress, a tier-match path, game
// facts, the W-2G rule, help lines, a budget and a session limit
// (proposed), the limits read, a comp estimate and a prediction, hosts at
// a casino, and the player's tiers, trips, sessions, visits, vouchers,
// offers, expiring offers, W-2Gs, W-2G total, tax summary and bankroll.
// The twins are Unknown for these reasons, each checked against
// actions.md and service-spec.md:
//   - an exception no filter can say: casinos near Pendleton "not
//     counting Wildhorse" (a search has no exclusion);
//   - a fact no field or table keeps: "smoke-free" racinos, "craps
//     tables" (table_games counts every table game, with no split by
//     game), the keno edge "at each casino" (the comp table keeps one
//     edge a game), a "1099" (only the W-2G is kept), a "tax refund" (the
//     summary has winnings, withholding, losses and net, never a refund),
//     offers expiring within 14 days "of my birthday" (no record keeps a
//     birthday);
//   - a past event nothing records: the Kansas casinos that "dropped"
//     their rewards program, casinos the Osage Nation "closed", whom I
//     "called" about problem gambling, casinos I was "refused" at, the
//     limits I had "in 2019" (no action keeps a history of budgets or
//     session limits);
//   - a status no record keeps: "cancelled" trips (a trip has no status),
//     vouchers "lost" (open, redeemed or expired only), offers "disputed"
//     (available, redeemed, declined or expired only), casinos that
//     "banned me";
//   - an event nothing records: blackjack "dealers" I played (a session
//     keeps no dealer), a dealer's "tips" for four hours of craps;
//   - a fact of a program nothing keeps: the ladder's "member counts",
//     the "cash" a tier is "worth", a match's rule "for spouses";
//   - a unit the spec has no place for: a budget of "250 chips", a
//     session limit of "75 hands", a bankroll "in euros" (money is U.S.
//     dollars);
//   - a future past the answer: the offer Turning Stone mails "in 2030"
//     (predict answers the next period only);
//   - other people: the points "most members" still need at Soaring Eagle
//     (an aggregate of other players), "my brother's" W-2G total;
//   - a ranking no answer makes: Boyd Gaming casinos "ranked by revenue"
//     (no field keeps revenue), the hosts at Ilani with "the most
//     players";
//   - a write /ask does not run: "Delete my W-2G forms for 2022"
//     (delete_w2g is an action of the catalog, but no intent of /ask).
//
// No question lacks a field its intent needs, so none expects a missing
// field.
//
// It follows the twenty-ninth part's conventions: a casino named for a
// player action keeps the name as typed ("Soaring Eagle", "Turning
// Stone", "Golden Nugget Laughlin", "Seminole Hard Rock Tampa"); a host
// filter by casino is the typed words and the directory's name when the
// words name exactly one casino ("Ilani" names only Ilani Casino Resort),
// with no parameter; a radius in miles is in kilometres to one decimal
// (25 miles is 40.2 km); a year named for the player's records is that
// calendar year; a month named without a year is its latest one up to
// today, 2026-05-14 (March is 2026-03); a town typed without its state is
// near the directory's town with its state; "in <state>" is the state; a
// family's casinos in a state are the state with q the family's name as
// the directory spells it ("Boyd Gaming", its brand); a tier named with
// its program is not ambiguous; a casino's details answer what the
// directory keeps about it, whichever field is asked for (table games); a
// limit of money in a period is a budget; another person's records are
// Unknown. Its own choices, where those are silent:
//   - a nation's casinos are a search with q the nation as the directory
//     spells it ("Osage Nation"), as the README's q=Chickasaw%20Nation;
//   - "Walk me through the <program> tiers" is the program's details (its
//     ladder), and "How much play does Pearl need in MGM Rewards?" that
//     tier's threshold;
//   - "Will Caesars Rewards match Boyd Rewards Onyx status?" is the
//     tier-match path from Boyd Rewards' Onyx to Caesars Rewards (the
//     program matched from is program, the one matching is to_program);
//   - "At Soaring Eagle, how many points do I still need for the next
//     tier?" is tier progress there (one casino named), not the player's
//     tiers;
//   - "Does a $2,400 slot jackpot get a W-2G?" is the rule for slots with
//     amount_won 2400 (a jackpot at slots is a slots win);
//   - "Who can I call about problem gambling in Indiana?" is the helpline
//     in IN;
//   - "Don't let my sessions run past 75 minutes." is a session limit of
//     75, and "Put my gambling budget at $250 per week." a weekly budget
//     of 250;
//   - "Every casino I've checked in at" is the player's visits;
//   - a near twin that a rule could read as its answerable half, with the
//     changed words dropped, is still Unknown: answering the half would
//     give a wrong answer (the whole search for "not counting Wildhorse",
//     every keno edge the same for "at each casino", the current limits
//     for "in 2019", the next prediction for "in 2030").
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at 3121f27, after the session's rounds up to the hundred-
// and-twenty-fourth part's, and no rule changed for it) scored 48 of 60
// correct (80.0%): precision 70.7% (29 of 41 answers right), recall 96.7%
// (29 of 30 answerable), none declined and 12 wrong. No expectation was
// changed after it. The wrong ones: craps tables at Saracen (its details),
// a match "for spouses" (the path), the keno edge "at each casino" (keno's
// facts), "a 1099" (the W-2G rule), "Who did I call about problem gambling
// in Indiana?" (the help line), a budget in chips (a budget of 250),
// "Don't let my sessions run past 75 minutes." (the sessions list, where a
// limit is asked), an offer "in 2030" (the prediction), "cancelled trips"
// (the trips), offers "disputed" (the offers), offers expiring "within 14
// days of my birthday" (those within 14 days) and the bankroll "in euros"
// (the bankroll).
//
// After its fix round (2026-11-25, branch fix-130, tuningPart130):
// 60/60, 0 wrong, 0 declined; no expectation was changed, and the part
// is barred. The general rules added: one game's tables or machines
// counted at a casino decline (gameCountAsked: the directory keeps slot
// machines and table games as a whole); a game's facts or a play's
// comps asked casino by casino decline (perCasinoAsked); a tier match
// asked for others declines (matchForOthers); a tax form other than the
// W-2G (a 1099, a 1040, a W-2) declines, and "1099" no longer reads as
// a W-2G (otherTaxFormNamed); whom the asker called or contacted for
// help before declines (pastContactAsked); money in another currency or
// in chips, credits or points declines for the money records, the
// bankroll and a budget (otherMoneyAsked); a prediction in a year after
// this one declines (yearBeyond); the player's lists asked in a state
// no record keeps (cancelled, postponed, disputed, refunded...)
// decline, in the sentence naming the records (unkeptStatusAsked); an
// expiry window counted from a day other than today declines
// (windowAnchored); "don't let my sessions run past 75 minutes" is a
// session limit (letRunCapAt, in capStated); and outside the part, a
// story's bare "Who is it?" is the asker's host that the story asks
// about, or no one (whoIsPointed). No expectation looks wrong to me.
func heldOutHundredThirtieth(t testing.TB) []expectation {
	return []expectation{
		// The directory: a town with a radius and a hotel, a state and a
		// type, rewards, a nation, a brand in a state; each twin asks an
		// exclusion, a fact, a past event or a ranking no search keeps.
		{query: "Casinos with a hotel within 25 miles of Pendleton?", intent: FindCasinos, params: params{"near": "Pendleton, OR", "radius_km": 40.2, "has_hotel": true}},
		{query: "Casinos with a hotel within 25 miles of Pendleton, not counting Wildhorse?", intent: Unknown, params: params{}},
		{query: "Pull up Delaware's racinos.", intent: FindCasinos, params: params{"state": "DE", "type": "racino"}},
		{query: "Pull up Delaware's smoke-free racinos.", intent: Unknown, params: params{}},
		{query: "Kansas casinos that offer a rewards program, please.", intent: FindCasinos, params: params{"state": "KS", "has_rewards": true}},
		{query: "Kansas casinos that dropped their rewards program, please.", intent: Unknown, params: params{}},
		{query: "What casinos are run by the Osage Nation?", intent: FindCasinos, params: params{"q": "Osage Nation"}},
		{query: "What casinos were closed by the Osage Nation?", intent: Unknown, params: params{}},
		{query: "Boyd Gaming casinos across Louisiana?", intent: FindCasinos, params: params{"state": "LA", "q": "Boyd Gaming"}},
		{query: "Boyd Gaming casinos across Louisiana, ranked by revenue?", intent: Unknown, params: params{}},

		// One casino's details, and a count by game no field keeps.
		{query: "How many table games does Saracen Casino Resort have?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Saracen Casino Resort")}},
		{query: "How many craps tables does Saracen Casino Resort have?", intent: Unknown, params: params{}},

		// Programs and tiers: a ladder, a threshold, progress and a
		// tier-match path; the twins ask a member count, a cash value,
		// other members' points and a rule for spouses.
		{query: "Walk me through the WinStar Club Passport tiers.", intent: ProgramDetail, params: params{"id": programID(t, "WinStar Club Passport")}},
		{query: "Walk me through the WinStar Club Passport tiers' member counts.", intent: Unknown, params: params{}},
		{query: "How much play does Pearl need in MGM Rewards?", intent: TierRequirement, params: params{"id": programID(t, "MGM Rewards")}, tier: "Pearl"},
		{query: "How much cash is Pearl worth in MGM Rewards?", intent: Unknown, params: params{}},
		{query: "At Soaring Eagle, how many points do I still need for the next tier?", intent: TierProgress, params: params{"casino_name": "Soaring Eagle"}},
		{query: "At Soaring Eagle, how many points do most members still need for the next tier?", intent: Unknown, params: params{}},
		{query: "Will Caesars Rewards match Boyd Rewards Onyx status?", intent: TierMatchPaths, params: params{"program": "Boyd Rewards", "to_program": "Caesars Rewards"}, tier: "Onyx"},
		{query: "Will Caesars Rewards match Boyd Rewards Onyx status for spouses?", intent: Unknown, params: params{}},

		// Game facts and the W-2G rule; an edge by casino and another
		// tax form.
		{query: "Tell me the keno house edge.", intent: GameFacts, params: params{"game_type": "keno"}},
		{query: "Tell me the keno house edge at each casino.", intent: Unknown, params: params{}},
		{query: "Does a $2,400 slot jackpot get a W-2G?", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 2400}},
		{query: "Does a $2,400 slot jackpot get a 1099?", intent: Unknown, params: params{}},

		// Help by state, and a past call nothing records.
		{query: "Who can I call about problem gambling in Indiana?", intent: RGHelp, params: params{"topic": "helpline", "state": "IN"}},
		{query: "Who did I call about problem gambling in Indiana?", intent: Unknown, params: params{}},

		// Limits: a budget and a session limit proposed, in units the
		// spec has a place for and in units it has none for; the limits
		// read now, and in a year no record keeps.
		{query: "Put my gambling budget at $250 per week.", intent: SetBudget, params: params{"period": "week", "amount": 250}},
		{query: "Put my gambling budget at 250 chips per week.", intent: Unknown, params: params{}},
		{query: "Don't let my sessions run past 75 minutes.", intent: SetSessionLimit, params: params{"max_minutes": 75}},
		{query: "Don't let my sessions run past 75 hands.", intent: Unknown, params: params{}},
		{query: "What gambling limits do I have right now?", intent: MyLimits, params: params{}},
		{query: "What gambling limits did I have in 2019?", intent: Unknown, params: params{}},

		// Comps: an estimate and a prediction; a dealer's tips and a
		// prediction years ahead.
		{query: "What would 4 hours of $15 craps earn me in comps?", intent: CompEstimate, params: params{"game_type": "craps", "avg_bet": 15, "hours": 4}},
		{query: "What would 4 hours of $15 craps earn my dealer in tips?", intent: Unknown, params: params{}},
		{query: "What offer is Turning Stone likely to mail me next?", intent: CompPredict, params: params{"casino_name": "Turning Stone"}},
		{query: "What offer is Turning Stone likely to mail me in 2030?", intent: Unknown, params: params{}},

		// Hosts at a casino, and a ranking of them no answer makes.
		{query: "Which hosts at Ilani are taking new players?", intent: FindHosts, params: params{}, filter: []string{"Ilani", "Ilani Casino Resort"}},
		{query: "Which hosts at Ilani have the most players?", intent: Unknown, params: params{}},

		// The player's records, each kind with a twin asking a status,
		// an event or a fact no record keeps, a unit, another person or
		// a write /ask does not run.
		{query: "Show my tier status at each casino.", intent: MyTiers, params: params{}},
		{query: "Show my tier status at each casino that banned me.", intent: Unknown, params: params{}},
		{query: "Show my trips to Golden Nugget Laughlin in 2025.", intent: MyTrips, params: params{"casino_name": "Golden Nugget Laughlin", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "Show my cancelled trips to Golden Nugget Laughlin in 2025.", intent: Unknown, params: params{}},
		{query: "Which blackjack sessions did I play in March?", intent: MySessions, params: params{"game_type": "blackjack", "from": "2026-03-01", "to": "2026-03-31"}},
		{query: "Which blackjack dealers did I play in March?", intent: Unknown, params: params{}},
		{query: "Every casino I've checked in at, please.", intent: MyVisits, params: params{}},
		{query: "Every casino I've been refused at, please.", intent: Unknown, params: params{}},
		{query: "Which vouchers of mine were redeemed?", intent: MyVouchers, params: params{"status": "redeemed"}},
		{query: "Which vouchers of mine were lost?", intent: Unknown, params: params{}},
		{query: "What offers do I have from Seminole Hard Rock Tampa?", intent: MyOffers, params: params{"casino_name": "Seminole Hard Rock Tampa"}},
		{query: "What offers do I have disputed with Seminole Hard Rock Tampa?", intent: Unknown, params: params{}},
		{query: "Which offers of mine expire within 14 days?", intent: ExpiringOffers, params: params{"within_days": 14}},
		{query: "Which offers of mine expire within 14 days of my birthday?", intent: Unknown, params: params{}},
		{query: "List my W-2G forms for 2022.", intent: MyW2Gs, params: params{"tax_year": 2022}},
		{query: "Delete my W-2G forms for 2022.", intent: Unknown, params: params{}},
		{query: "What was the total of my W-2G winnings in 2025?", intent: W2GTotal, params: params{"tax_year": 2025}},
		{query: "What was the total of my brother's W-2G winnings in 2025?", intent: Unknown, params: params{}},
		{query: "Gambling tax summary for tax year 2024, please.", intent: TaxSummary, params: params{"tax_year": 2024}},
		{query: "Gambling tax refund for tax year 2024, please.", intent: Unknown, params: params{}},
		{query: "How big is my bankroll at the moment?", intent: Bankroll, params: params{}},
		{query: "How big is my bankroll at the moment in euros?", intent: Unknown, params: params{}},
	}
}
