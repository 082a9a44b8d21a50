package ask

import "testing"

// heldOutHundredTwentyThird is the hundred-and-twenty-third held-out part,
// written blind and committed BEFORE its first run: by someone who never
// read the rules of this package. What was read, and nothing else of the
// package: the service spec and the action catalog
// (/work/shared/spec/service-spec.md and actions.md, both whole); the
// README's lines 89-155 (the curl examples of the directory's query
// parameters, paging and the snapshot) and 428-480 (the section on /ask);
// the shipped data in data/, only through short python3 scripts (a
// listing of data/ and of casinos.csv's columns; the casinos of LA, MI,
// IA, CO, SD, PA, NY and WA, and of NV and CA outside Las Vegas, with
// name, town, state, type, has_hotel, brand and tribal nation; the
// programs of rewards_programs.json with their tiers and thresholds;
// program_properties.csv grouped by program for those states; the
// casinos of those states with a table-game count or an opening year; a
// check of every name, town, tier and family used here, including that
// "Seneca Niagara" names one casino and that Deadwood and Black Hawk are
// towns of the directory); the whole of the twenty-ninth held-out part
// and the first 80 lines of the twenty-eighth (its header); the block of
// intent constants of ask.go (printed by a script from "const (" to the
// first ")" after it); lines 1-18 of heldout_test.go (the expectation
// type); the slugOf and programID functions of ask_test.go (printed by a
// script); the first and last twenty lines of heldOutParts in
// score_test.go; and the subject of the newest commit (the
// hundred-and-seventeenth part's first run recorded; it quotes no
// phrase). A listing of the directory of briefs printed other briefs'
// file names; none was opened. Never the rules, the tuning phrases or any
// other held-out part.
//
// Checked against data/ with scripts: every casino (Wind Creek
// Bethlehem, Soaring Eagle Casino and Resort, Seneca Niagara Casino &
// Hotel, Golden Nugget Laughlin, Harrah's Laughlin, Isle of Capri Casino
// Waterloo, Hollywood Casino York, Diamond Jo Worth Casino, Tulalip
// Resort Casino), every town (Deadwood, SD and Black Hawk, CO are towns
// of the directory with casinos, Black Hawk's with hotels), the state
// and type filters (PA has six racinos; IA has commercial casinos), the
// family and the nation (Boyd Gaming is the brand of six Louisiana
// casinos; the Sisseton Wahpeton Oyate the tribal nation of three
// casinos), every program (Boyd Rewards, Lucky Star Rewards, MGM Rewards,
// Caesars Rewards) and every tier (Onyx is Boyd Rewards' level 4, 50,000
// tier credits; Gold is MGM Rewards' level 3). Wind Creek Bethlehem is
// one of the casinos whose table-game count the data keeps (214), and
// Soaring Eagle's has_hotel is kept (true), so each detail asked is one
// the directory really holds.
//
// Its wording is new: each whole message, with and without its closing
// mark, was checked with a case-insensitive fixed-string grep (file names
// only, never opened) against every test file of this package. Fifteen
// were found and replaced: eleven on the first check ("Which casinos does
// the Sisseton Wahpeton Oyate own?", "What loyalty programs do you
// cover?", "Set my weekly budget to $250.", "Limit my sessions to 2
// hours.", "Estimate my comps for 4 hours of $10 slots.", "List the
// casinos I've checked in at.", "Which of my vouchers have been
// redeemed?", "Which of my offers expire in the next 14 days?", "What did
// my W-2G wins add up to in 2025?", "What are my deductible gambling
// losses for 2025?", "What's my bankroll balance right now?"), and four of
// the replacements on the second ("Which casinos does the Sisseton
// Wahpeton Oyate run?", "Which loyalty programs are in your directory?",
// "Set my weekly budget to $275.", "What's my bankroll balance today?");
// each twin was reworded with its pair. The third check found none of
// the sixty.
//
// Its theme is NEAR MISSES, fifteenth part: 30 pairs, each an answerable
// question followed at once by a twin in nearly the same words (one or
// two words changed or added) that still names a casino, a program, a
// tier, a game, an amount or a date the service knows and still uses the
// verbs of an answerable ask, but asks something no action, endpoint or
// table of the spec answers. So 30 expect an answer and 30 expect
// Unknown. The pairs cover every area: searches (town with radius, state
// and type, hotel, rewards, nation, brand), a casino's details, programs
// and tiers, game facts, the W-2G rule, help, limits set, comps (estimate
// and prediction), hosts, tier match, and the player's tier progress,
// trips, sessions, visits, vouchers, offers, expiring offers, W-2G total,
// tax summary and bankroll. The kinds of Unknown, each checked against
// the fields of the Casino, RewardsProgram and Tier resources and each
// action's parameters in actions.md:
//   - a field or fact the data does not keep (10): drive time ("within 25
//     minutes"), opening hours ("open all night"), hiring, a hotel
//     shuttle, a program's member count, the problem-gambling rate of a
//     state, jackpot odds, where a voucher was redeemed (a kiosk), who
//     approved an offer, travel expenses as tax deductions (only
//     gambling records feed the tax summary);
//   - a sort, filter or parameter an action lacks (5): the cheapest
//     hotel (no price is kept either), the best-rated host (search_hosts
//     filters by casino, language and specialty and ranks nothing), a
//     session limit at one casino (set_session_limit takes only
//     max_minutes), sessions after midnight and check-ins on Sundays
//     (list_sessions and list_visits filter by date, not by hour or
//     weekday);
//   - a time the service cannot know (6): ownership in 1990, a tier's
//     threshold in 2020 (the ladder is today's), table games open
//     tonight, the next jackpot, offers that will be extended, the
//     bankroll next month;
//   - advice or a ranking by merit (2): the best rewards program in a
//     state, the programs to recommend;
//   - another person (2): a husband's budget, a sister's tier progress;
//   - a write /ask does not run (1): deleting trips;
//   - a comparison (1): craps against roulette; an average no action
//     computes (1): the average W-2G win; a why (1): why one tier
//     matches to another program; an audit (1): whether a win gets
//     audited, which no rule says.
//
// Each of the 30 twins is counted once, by its main reason
// (10+5+6+2+2+1+1+1+1+1).
// No question lacks a field its intent needs, so none expects a missing
// field.
//
// It follows the twenty-ninth part's conventions (a casino named for a
// player action keeps the name as typed; a host filter by casino is the
// typed words and the directory's name when the words name exactly one
// casino, with no parameter; a radius in miles is in kilometres to one
// decimal, 25 miles being 40.2 km; a year named for the player's records
// is that calendar year; a month named without a year is its latest one
// up to today, 2026-05-14, so "in March" is 2026-03-01..2026-03-31; "in
// <town>" is near the directory's town with its state and "in <state>"
// is the state; a family's casinos in a state are the state with q the
// family's name as the directory spells it; a tier named with its program
// is not ambiguous; a casino's details answer what the directory keeps
// about it, whichever field is asked for; a limit of money in a period is
// a budget; off-topic questions are Unknown). Its own choices, where
// those are silent:
//   - the casinos owned by a tribal nation are the search with q the
//     nation as the directory spells it, with no state ("Sisseton
//     Wahpeton Oyate"), as a family's are with q its name, and a brand's
//     casinos in a state likewise ("Boyd Gaming" in LA);
//   - "How many tiers does Lucky Star Rewards have?" is the program's
//     details, since they list the whole ladder;
//   - "How many tier credits does Onyx require in Boyd Rewards?" is that
//     tier's threshold; the same asked of 2020 is Unknown, since the
//     ladder kept is today's and has no history;
//   - "Does a $2,500 keno win get a W-2G?" is the W-2G rule for keno with
//     amount_won 2500;
//   - "Show the casinos I've checked in at." is the player's visits with
//     no parameter; "Which of my vouchers did I already redeem?" is the
//     vouchers with status "redeemed"; "Which offers from Hollywood
//     Casino York have I redeemed?" is the offers there with status
//     "redeemed" (list_offers filters by both);
//   - "Which of my offers run out in the next 12 days?" is the expiring
//     offers within 12 days; "What did my W-2G wins total in 2025?" the
//     W-2G total of 2025; "What gambling losses can I deduct for 2025?"
//     the tax summary of 2025 (it answers the deductible losses);
//   - "Limit each session of mine to 100 minutes." is a session limit of
//     100 minutes; "Make my weekly budget $325." a weekly budget of 325;
//   - "Does MGM Rewards Gold status match over to Caesars Rewards?" is the
//     tier-match path from MGM Rewards' Gold to Caesars Rewards, while
//     "Why does ..." asks a reason no path answer gives;
//   - "Predict my next jackpot at Diamond Jo Worth Casino." is Unknown
//     although it keeps the verb and the casino of comp_predict: an offer
//     can be predicted from the player's play, a jackpot cannot;
//   - "Estimate my jackpot odds for 4 hours of $15 video poker." is
//     Unknown: the comp calculator answers theo, comps and points, not
//     the odds of a jackpot;
//   - "Does a $2,500 keno win get audited?" is Unknown: the W-2G rule
//     says whether a win is reportable, not whether anyone audits it.
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at 17a6aa5, after the session's first rounds (the hundred-
// and-seventeenth to the hundred-and-twenty-first parts) and its probe
// fixes, and no rule changed for it) scored 52 of 60 correct (86.7%):
// precision 78.9% (30 of 38 answers right), recall 100.0% (30 of 30
// answerable), none declined and 8 wrong. No expectation was changed after
// it. The wrong ones: "What's the problem gambling rate for California?"
// (the help line in CA), "Limit each session of mine at Tulalip Resort
// Casino to 100 minutes." (a 100-minute limit everywhere), "Predict my
// next jackpot at Diamond Jo Worth Casino." (the W-2Gs), "Why does MGM
// Rewards Gold status match over to Caesars Rewards?" (the path), "Show my
// blackjack sessions at Isle of Capri Casino Waterloo after midnight in
// March." (the sessions of every hour), "Show the casinos I've checked in
// at on Sundays." (every visit), "Which offers from Hollywood Casino York
// did my host approve?" (the offers there) and "What did my W-2G wins
// average in 2025?" (the W-2G list).
//
// After its fix round (2026-11-25, branch fix-123, tuningPart123):
// 60/60, 0 wrong, 0 declined; no expectation was changed, and the part
// is barred. The general rules added: a sentence opening with "why" and
// an auxiliary, or "how come", asks a reason and declines
// (reasonAsked); a help question asking a figure (a rate, a percentage,
// statistics, "how common") declines (helpStatisticNamed); the W-2Gs
// asked with a forecast verb or of "my next jackpot" decline
// (winForecastAsked); trips, sessions and visits held to a named time
// of day ("after midnight", "before noon") or to weekdays in the plural
// ("on Sundays"), not told as the asker's habit, decline
// (clockTimeHeld, weekdaysHeld); offers and vouchers asked who approved
// or signed off on them decline (offerApprovalAsked); an average of the
// W-2Gs, vouchers or offers declines (averageAsked); and a budget or
// session limit held to a casino named in the limit's own sentence
// declines (limitAtCasino). The rules are in unkept.go, hooked into
// nearMiss and nearMissOfRecords. No expectation looks wrong to me.
func heldOutHundredTwentyThird(t testing.TB) []expectation {
	return []expectation{
		// Searches: a town with a radius (and drive time instead of
		// miles), a state and type (and opening hours), hotels in a town
		// (and the cheapest), rewards in a state and type (and the best),
		// a tribal nation (and its casinos in 1990), a brand in a state
		// (and which are hiring).
		{query: "Show casinos within 25 miles of Deadwood.", intent: FindCasinos, params: params{"near": "Deadwood, SD", "radius_km": 40.2}},
		{query: "Show casinos within 25 minutes of Deadwood.", intent: Unknown, params: params{}},
		{query: "List the racinos in Pennsylvania.", intent: FindCasinos, params: params{"state": "PA", "type": "racino"}},
		{query: "List the racinos in Pennsylvania open all night.", intent: Unknown, params: params{}},
		{query: "Which casinos in Black Hawk have a hotel?", intent: FindCasinos, params: params{"near": "Black Hawk, CO", "has_hotel": true}},
		{query: "Which casinos in Black Hawk have the cheapest hotel?", intent: Unknown, params: params{}},
		{query: "Which commercial casinos in Iowa have a rewards program?", intent: FindCasinos, params: params{"state": "IA", "type": "commercial", "has_rewards": true}},
		{query: "Which commercial casinos in Iowa have the best rewards program?", intent: Unknown, params: params{}},
		{query: "List the casinos the Sisseton Wahpeton Oyate owns.", intent: FindCasinos, params: params{"q": "Sisseton Wahpeton Oyate"}},
		{query: "List the casinos the Sisseton Wahpeton Oyate owned in 1990.", intent: Unknown, params: params{}},
		{query: "Show me the Boyd Gaming casinos in Louisiana.", intent: FindCasinos, params: params{"state": "LA", "q": "Boyd Gaming"}},
		{query: "Show me the Boyd Gaming casinos in Louisiana that are hiring.", intent: Unknown, params: params{}},

		// One casino's details (a kept count and a kept flag), and the
		// same casino asked about tonight or an amenity nothing keeps.
		{query: "How many table games does Wind Creek Bethlehem have?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Wind Creek Bethlehem")}},
		{query: "How many table games does Wind Creek Bethlehem have open tonight?", intent: Unknown, params: params{}},
		{query: "Does Soaring Eagle Casino and Resort have a hotel?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Soaring Eagle Casino and Resort")}},
		{query: "Does Soaring Eagle Casino and Resort have a hotel shuttle?", intent: Unknown, params: params{}},

		// Programs: the list (and a recommendation), a ladder (and the
		// members), one tier's threshold (and its threshold years ago).
		{query: "Show me all the rewards programs you track.", intent: ListPrograms, params: params{}},
		{query: "Show me all the rewards programs you'd recommend.", intent: Unknown, params: params{}},
		{query: "How many tiers does Lucky Star Rewards have?", intent: ProgramDetail, params: params{"id": programID(t, "Lucky Star Rewards")}},
		{query: "How many members does Lucky Star Rewards have?", intent: Unknown, params: params{}},
		{query: "How many tier credits does Onyx require in Boyd Rewards?", intent: TierRequirement, params: params{"id": programID(t, "Boyd Rewards")}, tier: "Onyx"},
		{query: "How many tier credits did Onyx require in Boyd Rewards in 2020?", intent: Unknown, params: params{}},

		// Game facts (and two games compared), the W-2G rule (and an
		// audit), help lines (and a statistic).
		{query: "What's the house edge at a craps table?", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "What's the house edge at a craps table versus roulette?", intent: Unknown, params: params{}},
		{query: "Does a $2,500 keno win get a W-2G?", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 2500}},
		{query: "Does a $2,500 keno win get audited?", intent: Unknown, params: params{}},
		{query: "What's the problem gambling hotline for California?", intent: RGHelp, params: params{"topic": "helpline", "state": "CA"}},
		{query: "What's the problem gambling rate for California?", intent: Unknown, params: params{}},

		// Limits set (proposed), and the same for another person or at
		// one casino, which no action takes.
		{query: "Make my weekly budget $325.", intent: SetBudget, params: params{"period": "week", "amount": 325}},
		{query: "Make my husband's weekly budget $325.", intent: Unknown, params: params{}},
		{query: "Limit each session of mine to 100 minutes.", intent: SetSessionLimit, params: params{"max_minutes": 100}},
		{query: "Limit each session of mine at Tulalip Resort Casino to 100 minutes.", intent: Unknown, params: params{}},

		// Comps: an estimate (and jackpot odds), a prediction (and a
		// jackpot predicted).
		{query: "Estimate my comps for 4 hours of $15 video poker.", intent: CompEstimate, params: params{"game_type": "video_poker", "avg_bet": 15, "hours": 4}},
		{query: "Estimate my jackpot odds for 4 hours of $15 video poker.", intent: Unknown, params: params{}},
		{query: "Predict my next offer from Diamond Jo Worth Casino.", intent: CompPredict, params: params{"casino_name": "Diamond Jo Worth Casino"}},
		{query: "Predict my next jackpot at Diamond Jo Worth Casino.", intent: Unknown, params: params{}},

		// Hosts at a casino (and the best-rated), a tier-match path (and
		// why it exists).
		{query: "Find me a host at Seneca Niagara.", intent: FindHosts, params: params{}, filter: []string{"Seneca Niagara", "Seneca Niagara Casino & Hotel"}},
		{query: "Find me the best-rated host at Seneca Niagara.", intent: Unknown, params: params{}},
		{query: "Does MGM Rewards Gold status match over to Caesars Rewards?", intent: TierMatchPaths, params: params{"program": "MGM Rewards", "to_program": "Caesars Rewards"}, tier: "Gold"},
		{query: "Why does MGM Rewards Gold status match over to Caesars Rewards?", intent: Unknown, params: params{}},

		// The player's records, each kind with its twin: tier progress
		// (a sister's), trips (deleted), sessions (after midnight), visits
		// (on Sundays), vouchers (at a kiosk), offers (who approved),
		// expiring offers (extended), the W-2G total (an average), the
		// tax summary (travel expenses), the bankroll (next month).
		{query: "How close am I to the next tier at Golden Nugget Laughlin?", intent: TierProgress, params: params{"casino_name": "Golden Nugget Laughlin"}},
		{query: "How close is my sister to the next tier at Golden Nugget Laughlin?", intent: Unknown, params: params{}},
		{query: "List my trips to Harrah's Laughlin in 2025.", intent: MyTrips, params: params{"casino_name": "Harrah's Laughlin", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "Delete my trips to Harrah's Laughlin in 2025.", intent: Unknown, params: params{}},
		{query: "Show my blackjack sessions at Isle of Capri Casino Waterloo in March.", intent: MySessions, params: params{"game_type": "blackjack", "casino_name": "Isle of Capri Casino Waterloo", "from": "2026-03-01", "to": "2026-03-31"}},
		{query: "Show my blackjack sessions at Isle of Capri Casino Waterloo after midnight in March.", intent: Unknown, params: params{}},
		{query: "Show the casinos I've checked in at.", intent: MyVisits, params: params{}},
		{query: "Show the casinos I've checked in at on Sundays.", intent: Unknown, params: params{}},
		{query: "Which of my vouchers did I already redeem?", intent: MyVouchers, params: params{"status": "redeemed"}},
		{query: "Which of my vouchers did I redeem at a kiosk?", intent: Unknown, params: params{}},
		{query: "Which offers from Hollywood Casino York have I redeemed?", intent: MyOffers, params: params{"casino_name": "Hollywood Casino York", "status": "redeemed"}},
		{query: "Which offers from Hollywood Casino York did my host approve?", intent: Unknown, params: params{}},
		{query: "Which of my offers run out in the next 12 days?", intent: ExpiringOffers, params: params{"within_days": 12}},
		{query: "Which of my offers will get extended in the next 12 days?", intent: Unknown, params: params{}},
		{query: "What did my W-2G wins total in 2025?", intent: W2GTotal, params: params{"tax_year": 2025}},
		{query: "What did my W-2G wins average in 2025?", intent: Unknown, params: params{}},
		{query: "What gambling losses can I deduct for 2025?", intent: TaxSummary, params: params{"tax_year": 2025}},
		{query: "What travel expenses can I deduct for 2025?", intent: Unknown, params: params{}},
		{query: "How much money is in my bankroll as of today?", intent: Bankroll, params: params{}},
		{query: "How much money will be in my bankroll next month?", intent: Unknown, params: params{}},
	}
}
