package ask

import "testing"

// heldOutHundredThirtyNinth is the hundred-and-thirty-ninth held-out
// part, written blind and committed BEFORE its first run: by someone
// who had read only the service spec and the action catalog
// (/work/shared/spec/service-spec.md and actions.md, both whole), the
// README's curl examples of the directory (lines 89-160) and its
// section on asking in plain English (lines 436-494), the whole of the
// twenty-ninth held-out part and the first 80 lines of the
// twenty-eighth (its header), the block of intent constants of ask.go
// (printed by awk from its first "const (" to the ")" closing it,
// nothing else of that file), the expectation type (lines 1-18 of
// heldout_test.go), the slugOf and programID functions of ask_test.go
// (printed alone by awk), the first and last twenty lines of
// heldOutParts in score_test.go, and the subject of the branch's last
// commit (git log -1; it names rules of the sentence scan in a line and
// is not used or imitated here). Never the rules of this package, the
// tuning phrases or the other held-out parts; go test was never run for
// it. The shipped data was read only through short python3 scripts
// printing what was needed: the columns and counts of casinos.csv (by
// type and by state), the towns with two or more casinos and their
// casinos, types, brands, nations and has_hotel, the casinos of
// Delaware and Kansas, the tribal nations and brands with their counts,
// the Winnebago Tribe of Nebraska's casinos, a few candidate casinos
// with table games, the programs of rewards_programs.json with their
// tiers, thresholds and units, the columns of program_properties.csv
// and the Kansas rows of it, and whether a town is in us_cities.csv.
//
// Checked against data/ with those scripts: Fernley is a directory town
// of Nevada only (three casinos) and Tukwila of Washington only
// (three), neither in us_cities.csv; Delaware has three racinos; Kansas
// has eight casinos, two of them in a program; the Winnebago Tribe of
// Nebraska is a tribal nation of the directory as spelled (three
// casinos, in Iowa and Nebraska); Boyd Gaming is a brand as spelled
// (eleven casinos in Nevada); Harrah's Philadelphia Casino & Racetrack
// is named once and keeps 82 table games; Genting Rewards has a
// five-tier ladder; Onyx is a tier of Boyd Rewards (50,000 tier
// credits) and so is Emerald; Caesars Rewards is a program; the casinos
// named for the player's actions (Isle of Capri Boonville, Hollywood
// Casino at Penn National, Point Casino, Wild Rose Jefferson) each name
// one directory casino, though they are kept as typed. Where the data
// allowed, towns, casinos and nations were chosen among those few
// earlier test files name (counted with grep -rilF, file names only):
// Fernley, Tukwila and the Winnebago Tribe of Nebraska are named by one
// file each.
//
// Its wording is new: each of the sixty messages was checked with grep
// -rilF over internal/ask/ (file names only, no hit opened), as typed
// and without its closing mark. Of the first draft, fifteen (all
// answerable halves of pairs) were found and reworded, each with its
// twin reworded alike so the pair stays near; eight of those rewordings
// were found again and reworded, and three of the second rewordings
// once more: twenty-six rewordings in all, and none of the final sixty
// is found.
//
// Its theme is NEAR MISSES, twentieth part: 30 pairs, each an
// answerable question followed at once by a near twin in nearly the
// same words (one to three words changed, added or dropped) that asks
// what no action, endpoint or table of the spec answers. So 30 of 60
// expect an answer and 30 expect Unknown, and no question lacks a field
// its intent needs. The pairs cover every area: searches by town, by
// radius with a hotel, by state and type, by rewards, by nation and by
// brand, a casino's details, a program's ladder and a tier's threshold,
// game facts, the W-2G rule, the helpline and self-exclusion, a budget
// and a session limit (proposed) and the limits read, a comp estimate
// and a prediction, hosts, a tier-match path, tier progress, trips,
// sessions, visits, offers, vouchers, expiring offers, the W-2G total,
// the tax summary and the bankroll. Each twin was checked against the
// action catalog and the spec: none is answered by an action, a feature
// endpoint or a field, and none is off topic: each Unknown is Unknown
// because its answer would need a fact no table or record keeps,
// another person's records, two asks in one or a write the catalog has
// no action for, as its kind says. The kinds of twin, with counts:
//   - a casino's amenity or house policy, which no field keeps (4):
//     valet parking in Fernley, a hotel pool near Tukwila, racinos that
//     allow smoking, casinos with a sportsbook;
//   - a casino's staff (2): its table dealers counted, a dealer who
//     speaks Mandarin (hosts are found, dealers are not);
//   - a change over time nothing records (3): casinos a nation has
//     closed, a program's ladder as it stood in 2020, the limits my
//     account carried in 2024 (no action keeps a history of limits);
//   - a count of people nothing keeps (2): the members holding Onyx,
//     the people self-excluded in Indiana;
//   - the odds of a specific outcome (1): a royal flush at video poker
//     (the game facts are a game's edge and pace);
//   - a rule other than the W-2G's (3): whether a slot jackpot is
//     taxable in Mississippi (a state's income tax), the legal gambling
//     age in Iowa, my gambling tax rate (the tax summary sums the year;
//     no table keeps a rate);
//   - a date the program sets or nothing keeps (2): a deadline to
//     status match, an offer sent on my birthday (no record keeps a
//     birthday, and the prediction is for the next period);
//   - a comparison of two records or estimates (3): comps of craps
//     against slots, my W-2G totals of 2025 against 2024 (two asks in
//     one), my progress against my wife's tier;
//   - another person's records or limits (2): my son's budget set, my
//     husband's expiring offers;
//   - a write no action makes (1): a session limit for craps alone
//     (set_session_limit takes only max_minutes);
//   - a ranking of my records no list makes (1): my trips ranked by
//     coin-in;
//   - a record of a kind nothing keeps (2): a hotel room booked, a
//     parking validation;
//   - a detail no field of the record holds (3): the dealers of my
//     baccarat sessions, the kiosk a voucher was cashed at, a casino's
//     loose slots (no field keeps a payback);
//   - a fact nothing keeps (1): my bankroll in euros (no exchange
//     rate).
//
// It follows the twenty-ninth part's conventions: a town typed without
// its state is near the directory's town with its state; a radius in
// miles is in kilometres to one decimal (40 miles is 64.4); "in
// <state>" and a state's adjective are the state; a family's casinos in
// a state are the state with q its name as the directory spells it; a
// casino named for a player action keeps the name as typed; a month
// named without a year is its latest one up to today, 2026-05-14 (March
// is March 2026); a year named for the player's records is that year; a
// limit of money in a period is a budget; a tier named with its program
// is not ambiguous. Its own choices, where those are silent:
//   - "What casinos does the Winnebago Tribe of Nebraska own?" is q
//     "Winnebago Tribe of Nebraska", the nation as the directory spells
//     it, with no state: "of Nebraska" is part of the nation's name
//     (its casinos are in Iowa and Nebraska), not "in <state>";
//   - "Boyd Gaming casinos in Nevada" is NV with q "Boyd Gaming", a
//     brand read as a family is;
//   - "Which Kansas casinos come with a loyalty program?" is KS with
//     has_rewards (a loyalty program is a rewards program);
//   - "What are my odds at video poker?" is video poker's game facts:
//     the odds against a player at a game are its house edge; "my" asks
//     no record;
//   - "My $1,400 slot jackpot, reportable or not?" is the W-2G rule for
//     slots and 1400: a win told and a question of reporting ask the
//     rule, not the player's forms;
//   - "Is there a way to status match my Boyd Emerald to Caesars
//     Rewards?" is the tier-match path from Boyd Rewards' Emerald to
//     Caesars Rewards ("my" does not make it the player's suggestions,
//     since the tier and both programs are named);
//   - "How far am I from the next tier at ..." is tier progress there;
//     "At which casinos have I logged a check-in?" is the player's
//     visits; "Which vouchers of mine have been cashed in?" is the
//     status "redeemed"; "Any offers of mine lapsing within the next 10
//     days?" is the expiring offers within 10 days; "What do my W-2Gs
//     come to for 2025?" is the W-2G total of 2025;
//   - "Don't let me play longer than 75 minutes a session." is a
//     session limit of 75 minutes, a cap stated as a cap; its twin
//     naming craps is Unknown, because a limit for one game is no write
//     of the catalog, and setting the general limit would do something
//     else than asked;
//   - "Rank my trips to Point Casino by coin-in." is Unknown although
//     trips carry coin_in: list_trips filters and does not rank, and
//     the twenty-ninth part already declines a ranking of the player's
//     records by loss; the theme names this kind;
//   - the brief's example of a change over time, "how much my bankroll
//     grew", was not used: bankroll_history answers a running balance
//     between two dates, so it is no near miss; the bankroll's twin
//     asks for euros instead;
//   - a twin about when tier credits reset was not used either: the
//     shipped programs carry a tier period the spec's RewardsProgram
//     does not show, so whether a program's details answer it is open;
//     the deadline twin asks about a status match instead.
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at f49b6e3, and no rule changed for it) scored 54 of 60
// correct (90.0%): precision 92.9% (26 of 28 answers right), recall
// 86.7% (26 of 30 answerable), 4 declined and 2 wrong. No expectation
// was changed after it. The wrong ones: "What kind of offer will Isle
// of Capri Boonville likely send me on my birthday?" (the prediction,
// the birthday dropped) and "Is there a deadline to status match my
// Boyd Emerald to Caesars Rewards?" (the match path). The declined:
// "Run down the tier levels in Genting Rewards for me.", "What are my
// odds at video poker?", "List my trips to Point Casino." and "At which
// casinos have I logged a check-in?".
//
// After its fix round (2026-11-25, branch fix-139, tuningPart139):
// 60/60, 0 wrong, 0 declined; no expectation was changed, and the part
// is barred. The general rules added: a deadline or cutoff named in the
// sentence of a tier match asks until when a program takes one, which
// no table keeps (deadlineNouns, matchDeadlineAsked); an offer to come
// asked for an occasion in the clause that asks it ("on my birthday",
// "around Christmas") is declined, as a prediction is for the next
// period and no record keeps the occasion (occasionOfferAsked); "run
// down" and "run me through" ask a thing shown in full, as "walk me
// through" does (claimAskedForms, askingOpeners); the asker's own odds
// at a game ("my odds at keno", "what odds am I facing") are its house
// edge, while odds of an outcome stay declined (oddsOwnedAt, oddsFaced,
// claimEdgeFaced); "point" in a casino's name, once read as part of it,
// is no word of the player's points (the tier branch of the intent
// switch reads "points" and "point" free only); and "logged a
// check-in", "recorded a check-in" is a visit kept (checkInNoun,
// checkInRecordedVerbs).
func heldOutHundredThirtyNinth(t testing.TB) []expectation {
	return []expectation{
		// The directory: a town, a radius with a hotel, a type
		// in a state, rewards, a nation and a brand.
		{query: "What casinos are there in Fernley?", intent: FindCasinos, params: params{"near": "Fernley, NV"}},
		{query: "What casinos in Fernley have valet parking?", intent: Unknown, params: params{}},
		{query: "Casinos with a hotel within 40 miles of Tukwila", intent: FindCasinos, params: params{"near": "Tukwila, WA", "radius_km": 64.4, "has_hotel": true}},
		{query: "Casinos with a hotel pool within 40 miles of Tukwila", intent: Unknown, params: params{}},
		{query: "Which Delaware racinos are there?", intent: FindCasinos, params: params{"state": "DE", "type": "racino"}},
		{query: "Which Delaware racinos allow smoking?", intent: Unknown, params: params{}},
		{query: "Which Kansas casinos come with a loyalty program?", intent: FindCasinos, params: params{"state": "KS", "has_rewards": true}},
		{query: "Which Kansas casinos come with a sportsbook?", intent: Unknown, params: params{}},
		{query: "What casinos does the Winnebago Tribe of Nebraska own?", intent: FindCasinos, params: params{"q": "Winnebago Tribe of Nebraska"}},
		{query: "What casinos has the Winnebago Tribe of Nebraska closed?", intent: Unknown, params: params{}},
		{query: "Boyd Gaming casinos in Nevada, please.", intent: FindCasinos, params: params{"state": "NV", "q": "Boyd Gaming"}},
		{query: "Boyd Gaming casinos in Nevada with loose slots, please.", intent: Unknown, params: params{}},

		// One casino's details, and its staff.
		{query: "How many table games does Harrah's Philadelphia have?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Harrah's Philadelphia Casino & Racetrack")}},
		{query: "How many table dealers does Harrah's Philadelphia have?", intent: Unknown, params: params{}},

		// Programs: a ladder and a tier's threshold.
		{query: "Run down the tier levels in Genting Rewards for me.", intent: ProgramDetail, params: params{"id": programID(t, "Genting Rewards")}},
		{query: "Run down the 2020 tier levels in Genting Rewards for me.", intent: Unknown, params: params{}},
		{query: "Onyx in Boyd Rewards takes how many tier credits?", intent: TierRequirement, params: params{"id": programID(t, "Boyd Rewards")}, tier: "Onyx"},
		{query: "Onyx in Boyd Rewards has how many members?", intent: Unknown, params: params{}},

		// Game facts and the W-2G rule.
		{query: "What are my odds at video poker?", intent: GameFacts, params: params{"game_type": "video_poker"}},
		{query: "What are my royal flush odds at video poker?", intent: Unknown, params: params{}},
		{query: "My $1,400 slot jackpot, reportable or not?", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 1400}},
		{query: "My $1,400 slot jackpot, taxable in Mississippi or not?", intent: Unknown, params: params{}},

		// Help lines and self-exclusion.
		{query: "Gambling helpline number for Iowa?", intent: RGHelp, params: params{"topic": "helpline", "state": "IA"}},
		{query: "Gambling age limit for Iowa?", intent: Unknown, params: params{}},
		{query: "How do I get self-excluded from Indiana casinos?", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "IN"}},
		{query: "How many people get self-excluded from Indiana casinos?", intent: Unknown, params: params{}},

		// The player's limits: a budget and a session limit
		// (proposed), and the limits read.
		{query: "Make $250 a week my gambling budget from now on.", intent: SetBudget, params: params{"period": "week", "amount": 250}},
		{query: "Make $250 a week my son's gambling budget from now on.", intent: Unknown, params: params{}},
		{query: "Don't let me play longer than 75 minutes a session.", intent: SetSessionLimit, params: params{"max_minutes": 75}},
		{query: "Don't let me play craps longer than 75 minutes a session.", intent: Unknown, params: params{}},
		{query: "Which play limits does my account carry these days?", intent: MyLimits, params: params{}},
		{query: "Which play limits did my account carry back in 2024?", intent: Unknown, params: params{}},

		// Comps: an estimate and a prediction.
		{query: "How much in comps is 2 hours of $15 craps worth?", intent: CompEstimate, params: params{"game_type": "craps", "avg_bet": 15, "hours": 2}},
		{query: "How much more in comps is 2 hours of $15 craps worth than slots?", intent: Unknown, params: params{}},
		{query: "What kind of offer will Isle of Capri Boonville likely send me next?", intent: CompPredict, params: params{"casino_name": "Isle of Capri Boonville"}},
		{query: "What kind of offer will Isle of Capri Boonville likely send me on my birthday?", intent: Unknown, params: params{}},

		// Hosts, a tier-match path and tier progress.
		{query: "I'd like a host who speaks Mandarin.", intent: FindHosts, params: params{"language": "Mandarin"}},
		{query: "I'd like a dealer who speaks Mandarin.", intent: Unknown, params: params{}},
		{query: "Is there a way to status match my Boyd Emerald to Caesars Rewards?", intent: TierMatchPaths, params: params{"program": "Boyd Rewards", "to_program": "Caesars Rewards"}, tier: "Emerald"},
		{query: "Is there a deadline to status match my Boyd Emerald to Caesars Rewards?", intent: Unknown, params: params{}},
		{query: "How far am I from the next tier at Hollywood Casino at Penn National?", intent: TierProgress, params: params{"casino_name": "Hollywood Casino at Penn National"}},
		{query: "How far am I from my wife's tier at Hollywood Casino at Penn National?", intent: Unknown, params: params{}},

		// The player's records: trips, sessions, visits,
		// offers, vouchers, expiring offers, the W-2G total,
		// the tax summary and the bankroll.
		{query: "List my trips to Point Casino.", intent: MyTrips, params: params{"casino_name": "Point Casino"}},
		{query: "Rank my trips to Point Casino by coin-in.", intent: Unknown, params: params{}},
		{query: "Show my baccarat sessions from March.", intent: MySessions, params: params{"game_type": "baccarat", "from": "2026-03-01", "to": "2026-03-31"}},
		{query: "Show my baccarat dealers from March.", intent: Unknown, params: params{}},
		{query: "At which casinos have I logged a check-in?", intent: MyVisits, params: params{}},
		{query: "At which casinos have I logged a room booking?", intent: Unknown, params: params{}},
		{query: "What offers do I have from Wild Rose Jefferson?", intent: MyOffers, params: params{"casino_name": "Wild Rose Jefferson"}},
		{query: "What parking validations do I have from Wild Rose Jefferson?", intent: Unknown, params: params{}},
		{query: "Which vouchers of mine have been cashed in?", intent: MyVouchers, params: params{"status": "redeemed"}},
		{query: "Which vouchers of mine have been cashed in at a kiosk?", intent: Unknown, params: params{}},
		{query: "Any offers of mine lapsing within the next 10 days?", intent: ExpiringOffers, params: params{"within_days": 10}},
		{query: "Any offers of my husband's lapsing within the next 10 days?", intent: Unknown, params: params{}},
		{query: "What do my W-2Gs come to for 2025?", intent: W2GTotal, params: params{"tax_year": 2025}},
		{query: "What do my W-2Gs come to for 2025 versus 2024?", intent: Unknown, params: params{}},
		{query: "Give me my 2025 gambling tax summary, please.", intent: TaxSummary, params: params{"tax_year": 2025}},
		{query: "Give me my 2025 gambling tax rate, please.", intent: Unknown, params: params{}},
		{query: "Tell me how my bankroll balance is looking.", intent: Bankroll, params: params{}},
		{query: "Tell me how my bankroll balance is looking in euros.", intent: Unknown, params: params{}},
	}
}
