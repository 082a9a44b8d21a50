package ask

import "testing"

// heldOutHundredThirtyThird is the hundred-and-thirty-third held-out part,
// written blind and committed BEFORE its first run: by someone who had
// read only the service spec and the action catalog (service-spec.md and
// actions.md, both whole), lines 89-155 and 428-480 of the README (the
// curl examples of the directory's query parameters and the section on
// /ask), the shipped data through short python3 scripts (the columns of
// casinos.csv and the counts of its states, types, tribal nations and
// brands; the casinos whose names or towns hold a few words, with town,
// state, type, has_hotel, brand, nation, slot machines, table games and
// hotel rooms; the Ho-Chunk Nation's and Boyd Gaming's casinos; every
// program of rewards_programs.json with its tiers and thresholds; the
// programs' casinos in Washington from program_properties.csv; the towns
// of casinos.csv and us_cities.csv asked about; the first lines of
// program_properties.csv and us_cities.csv and a listing of data/), the
// whole of the twenty-ninth held-out part and the first eighty lines of
// the twenty-eighth (its header), the block of intent constants of ask.go
// (printed by a script from its first "const (" to the ")" closing it),
// the expectation type (lines 1-18 of heldout_test.go), the slugOf and
// programID helpers of ask_test.go (each printed whole by a script, and
// nothing else of that file), the first and last twenty lines of the
// heldOutParts function of score_test.go, and the subject of the newest
// commit (the merge of the hundred-and-twenty-seventh part's fix round,
// which names its theme and score and quotes no phrase). Never the rules
// of this package, the tuning phrases or any other held-out part.
//
// Checked against data/ with those scripts: every casino name used
// (Blue Chip Casino Hotel Spa and Isleta Casino & Resort, the only casino
// whose name holds "Isleta"), every town with its state (Albuquerque, NM
// and Shreveport, LA are towns of the directory and of us_cities.csv, in
// no other state), the nation as the directory spells it (Ho-Chunk
// Nation, seven casinos, all in Wisconsin), the brand (Boyd Gaming, six
// casinos in Louisiana), Washington's tribal casinos (31), every program
// (Lucky Star Rewards, Boyd Rewards, Caesars Rewards, Wynn Rewards) and
// every tier named (Onyx in Boyd Rewards, Diamond in Caesars Rewards, a
// tier of its own beside Diamond Plus and Diamond Elite). The casinos
// named for the player's records (Turning Stone, Choctaw Durant,
// Harrah's Cherokee, Mohegan Sun) are kept as typed; the data has
// Turning Stone Resort & Casino, Choctaw Casino Resort - Durant, two
// Harrah's Cherokee casinos and two Mohegan Sun casinos. States touched:
// NM, WA, LA, WI, IN, NY, NC, OK and CT.
//
// Its wording is new: each whole message was checked, with and without
// its closing mark, by a case-insensitive fixed-string grep (file names
// only, never opened) over every test file of this package. Fifteen hits
// were replaced over three rounds: twelve of the first sixty (on the
// Ho-Chunk Nation's casinos, Boyd Gaming's in Louisiana, baccarat's pace,
// a $1,500 keno win, self-exclusion in Indiana, a $600 monthly budget,
// the limits set, the player's tiers, the check-ins, expired vouchers,
// the tax summary of 2024 and the bankroll), then two of their
// replacements, then one more; each twin was reworded with its pair so
// the two stay near, and none of the sixty is found now.
//
// Its theme is NEAR MISSES, eighteenth part: 30 pairs, each an answerable
// question followed at once by a near twin that changes one to three
// words (a few add a short tail) and asks something no action, endpoint
// or table of the spec answers. So 30 expect an answer and 30 expect
// Unknown. The pairs cover every area: searches by town with a radius, by
// state, type and rewards, by town with a hotel, by owning nation and by
// brand; one casino's details; a program's ladder and one tier's
// threshold; game facts; the W-2G rule; self-exclusion help; a budget
// and a session limit (proposed) and the limits read; a comp estimate and
// a prediction at one casino; hosts at a casino; a tier-match path; and
// the player's tiers, tier progress, trips, sessions, visits, vouchers,
// offers, expiring offers, W-2Gs, the W-2G total, the tax summary and the
// bankroll. The 30 Unknowns, by reason:
//   - a unit the spec has no place for (3): a budget of 600 chips, a
//     session cap of 200 hands, W-2G winnings in euros (money is dollars);
//   - an exclusion no filter can say (1): casinos near Albuquerque
//     "except Sandia";
//   - a fact the directory does not keep (3): a smoke-free floor, a hotel
//     room free tonight, and a keno win's W-2G in Ontario (the rule kept
//     is the U.S. one);
//   - a fact of a program nothing keeps (4): Lucky Star Rewards'
//     family-sharing rules, Onyx's cash value, how often a status match
//     may be made, how many players hold the player's tier;
//   - a status no record keeps (3): a trip "cancelled", a voucher "lost",
//     an offer "disputed";
//   - an event nothing records (1): the dealers of the player's
//     blackjack sessions;
//   - the future (3): casinos the Ho-Chunk Nation plans, W-2Gs of 2027,
//     the bankroll next month; and a past before the directory's
//     record (1): a casino's table games in 2012;
//   - a count, a total by group or a comparison no action computes (4):
//     Boyd Gaming's casinos counted by state, the player's check-ins
//     counted by state, how many people self-exclude in Indiana,
//     baccarat's pace against blackjack's;
//   - another person (3): a wife's limits, a brother's next offer, a
//     son's tier progress;
//   - a write no /ask intent runs, and no action of the catalog either
//     (4): recording comps, dropping a host, extending offers, filing a
//     tax summary.
//
// No question lacks a field its intent needs, so none expects a missing
// field.
//
// It follows the twenty-ninth part's conventions: a casino named for a
// player action keeps the name as typed; a host filter by casino is the
// typed words and the directory's name when the words name exactly one
// casino, with no parameter; a radius in miles is in kilometres to one
// decimal (25 miles is 40.2); a year named for the player's records is
// that calendar year; a month named without a year is its latest one up
// to today, 2026-05-14 ("January" is January 2026); a town typed without
// its state is near the directory's town with its state; a family's
// casinos in a state are the state with q the family's name as the
// directory spells it; a tier named with its program is not ambiguous; a
// casino's details answer what the directory keeps about it, whichever
// field is asked for; a limit of money in a period is a budget; a tier
// named for a status match with both programs is the path, not the
// player's suggestions. Its own choices, where those are silent:
//   - the casinos an owning nation runs, with no state, are q the
//     nation's name as the directory spells it ("Ho-Chunk Nation"), as
//     the README's "which casinos does the Chickasaw Nation own";
//   - "Caesars Diamond" is the tier Diamond of Caesars Rewards (the
//     program named by its brand's word, the tier by its exact name);
//   - "ticket vouchers ... now expired" is the status expired;
//   - "Show my offers that expire in the next 14 days" is the expiring
//     offers within 14 days, not the offers list;
//   - "Prepare my gambling tax summary" is the tax summary (the report's
//     generate_summary is that summary with a breakdown);
//   - a twin is Unknown even where the answerable half's intent could
//     show part of it (the search near Albuquerque still lists Sandia;
//     the W-2G list of 2022 says nothing of 2027): an answer that drops
//     the twin's one changed word is a wrong answer, not a partial one.
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at d0cee64, after the session's rounds up to the hundred-
// and-twenty-seventh part's, and no rule changed for it) scored 52 of 60
// correct (86.7%): precision 80.6% (29 of 36 answers right), recall 96.7%
// (29 of 30 answerable), 1 declined and 7 wrong. No expectation was
// changed after it. The wrong ones: the W-2G rule "in Ontario" (the U.S.
// rule), a budget "at 600 chips" (a budget of 600), a match "twice a year"
// (the path), "cancelled trips" (the trips), check-ins "by state" (the
// visits at a casino "casinos by state"), "disputed offers" (the offers)
// and a W-2G total "in euros" (the total). The hundred-and-thirtieth part,
// of the same theme, was in its round at the same time, with misses of the
// same kinds (chips, euros, cancelled, disputed).
//
// After its fix round (2026-11-25, branch fix-133, tuningPart133):
// 60/60, 0 wrong, 0 declined; no expectation was changed, and the part
// is barred. The hundred-and-thirtieth part's round (same theme) had
// already landed on main: after it, before this part's own, the part
// stood at 56/60, 3 wrong (its rules of other currencies and chips,
// unkept statuses and per-casino asks took four of the seven wrong).
// The general rules added: a W-2G rule, help or game facts asked of a
// province or country outside the United States (foreignRegionNamed;
// Ontario is also a U.S. town, so the town read did not settle it; a
// U.S. state said with it keeps the town); how often a tier match may
// be made (matchFrequencyAsked: "twice a year", "how often", "more than
// once"); the player's records grouped or counted by a state, a casino
// or a game (recordsGrouped: "by state", "per casino"); and "being"
// after a form of "be" is no leftover word ("are being run by" asks
// what "are run by" asks, the verb after it still read or left over).
// No expectation looks wrong.
func heldOutHundredThirtyThird(t testing.TB) []expectation {
	return []expectation{
		// Searches by town with a radius, and an exclusion no filter
		// can say.
		{query: "Casinos within 25 miles of Albuquerque?", intent: FindCasinos, params: params{"near": "Albuquerque, NM", "radius_km": 40.2}},
		{query: "Casinos within 25 miles of Albuquerque, except Sandia?", intent: Unknown, params: params{}},

		// By state, type and rewards, and a floor rule the directory
		// does not keep.
		{query: "Tribal casinos in Washington with a rewards program?", intent: FindCasinos, params: params{"state": "WA", "type": "tribal", "has_rewards": true}},
		{query: "Tribal casinos in Washington with a smoke-free floor?", intent: Unknown, params: params{}},

		// By town with a hotel, and a room free tonight.
		{query: "Which casinos near Shreveport have a hotel?", intent: FindCasinos, params: params{"near": "Shreveport, LA", "has_hotel": true}},
		{query: "Which casinos near Shreveport have a hotel room free tonight?", intent: Unknown, params: params{}},

		// By owning nation, and the casinos it plans.
		{query: "Which casinos are being run by the Ho-Chunk Nation?", intent: FindCasinos, params: params{"q": "Ho-Chunk Nation"}},
		{query: "Which casinos are being planned by the Ho-Chunk Nation?", intent: Unknown, params: params{}},

		// By brand in a state, and the brand's casinos counted by state.
		{query: "Boyd Gaming casinos in Louisiana, please.", intent: FindCasinos, params: params{"state": "LA", "q": "Boyd Gaming"}},
		{query: "Boyd Gaming casino counts by state, please.", intent: Unknown, params: params{}},

		// One casino's details, and the same field years ago.
		{query: "How many table games does Blue Chip Casino Hotel Spa have?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Blue Chip Casino Hotel Spa")}},
		{query: "How many table games did Blue Chip Casino Hotel Spa have in 2012?", intent: Unknown, params: params{}},

		// A program's ladder and one tier's threshold, and facts of a
		// program nothing keeps.
		{query: "List the tiers of Lucky Star Rewards.", intent: ProgramDetail, params: params{"id": programID(t, "Lucky Star Rewards")}},
		{query: "List the family-sharing rules of Lucky Star Rewards.", intent: Unknown, params: params{}},
		{query: "What is Onyx's threshold in Boyd Rewards?", intent: TierRequirement, params: params{"id": programID(t, "Boyd Rewards")}, tier: "Onyx"},
		{query: "What is Onyx's cash value in Boyd Rewards?", intent: Unknown, params: params{}},

		// Game facts, and two games compared.
		{query: "Roughly how many baccarat hands are dealt in an hour?", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "Roughly how many baccarat hands are dealt in an hour compared to blackjack?", intent: Unknown, params: params{}},

		// The W-2G rule, and a win outside the United States.
		{query: "Would a $1,500 keno jackpot need a W-2G?", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1500}},
		{query: "Would a $1,500 keno jackpot need a W-2G in Ontario?", intent: Unknown, params: params{}},

		// Self-exclusion help, and a count of the people who use it.
		{query: "How can I self-exclude from Indiana casinos?", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "IN"}},
		{query: "How many people self-exclude from Indiana casinos?", intent: Unknown, params: params{}},

		// Limits proposed, and the same in units with no place; the
		// limits read, and another person's.
		{query: "Put my monthly gambling budget at $600.", intent: SetBudget, params: params{"period": "month", "amount": 600}},
		{query: "Put my monthly gambling budget at 600 chips.", intent: Unknown, params: params{}},
		{query: "Cap each session at 50 minutes.", intent: SetSessionLimit, params: params{"max_minutes": 50}},
		{query: "Cap each session at 200 hands.", intent: Unknown, params: params{}},
		{query: "Which budget or session caps are on my account?", intent: MyLimits, params: params{}},
		{query: "Which budget or session caps are on my wife's account?", intent: Unknown, params: params{}},

		// Comps: an estimate, and comps recorded; a prediction, and
		// another person's.
		{query: "Estimate the comps for 4 hours of $15 craps.", intent: CompEstimate, params: params{"game_type": "craps", "avg_bet": 15, "hours": 4}},
		{query: "Record the comps for 4 hours of $15 craps.", intent: Unknown, params: params{}},
		{query: "What offer is Turning Stone likely to send me next?", intent: CompPredict, params: params{"casino_name": "Turning Stone"}},
		{query: "What offer is Turning Stone likely to send my brother next?", intent: Unknown, params: params{}},

		// Hosts at a casino, and a host dropped (no action ends a
		// connection).
		{query: "Find a host at Isleta Casino.", intent: FindHosts, params: params{}, filter: []string{"Isleta Casino", "Isleta Casino & Resort"}},
		{query: "Drop my host at Isleta Casino.", intent: Unknown, params: params{}},

		// A tier-match path, and how often one may be made.
		{query: "Can I status match Caesars Diamond to Wynn Rewards?", intent: TierMatchPaths, params: params{"program": "Caesars Rewards", "to_program": "Wynn Rewards"}, tier: "Diamond"},
		{query: "Can I status match Caesars Diamond to Wynn Rewards twice a year?", intent: Unknown, params: params{}},

		// The player's tiers and tier progress, and a tier's member
		// count and another person's progress.
		{query: "Tell me the tier I hold at each of my casinos.", intent: MyTiers, params: params{}},
		{query: "Tell me how many players hold my tier at each of my casinos.", intent: Unknown, params: params{}},
		{query: "How far am I from the next tier at Choctaw Durant?", intent: TierProgress, params: params{"casino_name": "Choctaw Durant"}},
		{query: "How far is my son from the next tier at Choctaw Durant?", intent: Unknown, params: params{}},

		// Trips, sessions and visits, and a status, an event and a count
		// by group that none of them keeps.
		{query: "List my trips to Harrah's Cherokee in 2025.", intent: MyTrips, params: params{"casino_name": "Harrah's Cherokee", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "List my cancelled trips to Harrah's Cherokee in 2025.", intent: Unknown, params: params{}},
		{query: "Show my blackjack sessions from January.", intent: MySessions, params: params{"game_type": "blackjack", "from": "2026-01-01", "to": "2026-01-31"}},
		{query: "Show my blackjack dealers from January.", intent: Unknown, params: params{}},
		{query: "Show all the check-ins I've logged at casinos.", intent: MyVisits, params: params{}},
		{query: "Count the check-ins I've logged at casinos by state.", intent: Unknown, params: params{}},

		// Vouchers and offers, and statuses no record keeps; expiring
		// offers, and a write no action runs.
		{query: "Which of my ticket vouchers are now expired?", intent: MyVouchers, params: params{"status": "expired"}},
		{query: "Which of my ticket vouchers are now lost?", intent: Unknown, params: params{}},
		{query: "Show my offers from Mohegan Sun.", intent: MyOffers, params: params{"casino_name": "Mohegan Sun"}},
		{query: "Show my disputed offers from Mohegan Sun.", intent: Unknown, params: params{}},
		{query: "Show my offers that expire in the next 14 days.", intent: ExpiringOffers, params: params{"within_days": 14}},
		{query: "Extend my offers that expire in the next 14 days.", intent: Unknown, params: params{}},

		// W-2Gs, their total and the tax summary, and a future year, a
		// unit with no place and a filing no action makes.
		{query: "Which W-2Gs did I get in 2022?", intent: MyW2Gs, params: params{"tax_year": 2022}},
		{query: "Which W-2Gs will I get in 2027?", intent: Unknown, params: params{}},
		{query: "Total up my W-2G winnings for 2023.", intent: W2GTotal, params: params{"tax_year": 2023}},
		{query: "Total up my W-2G winnings for 2023 in euros.", intent: Unknown, params: params{}},
		{query: "Prepare my gambling tax summary for 2024.", intent: TaxSummary, params: params{"tax_year": 2024}},
		{query: "File my gambling tax summary for 2024.", intent: Unknown, params: params{}},

		// The bankroll now, and next month.
		{query: "Where does my bankroll balance stand right now?", intent: Bankroll, params: params{}},
		{query: "Where will my bankroll balance stand next month?", intent: Unknown, params: params{}},
	}
}
