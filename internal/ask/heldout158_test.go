package ask

import "testing"

// heldOutHundredFiftyEighth is the hundred-and-fifty-eighth held-out
// part, written blind and committed BEFORE its first run: by someone
// who had read only the service spec and the action catalog (both
// whole), lines 89-160 of the README (the curl examples of the
// directory) and lines 436-494 (asking in plain English), the whole of
// the twenty-ninth held-out part and the first 80 lines of the
// twenty-eighth (its header), the block of intent constants of ask.go
// (printed by awk from its "const (" to the first ")"), lines 1-18 of
// heldout_test.go (the expectation type), the slugOf and programID
// functions of ask_test.go (printed alone by awk), the first and last
// twenty lines of heldOutParts in score_test.go, and the subject of the
// branch's newest commit (it quotes one phrase of an earlier part,
// "Rank the casinos I play at by predicted offers"; nothing here uses
// or imitates it). The shipped data (casinos.csv,
// rewards_programs.json, program_properties.csv, us_cities.csv) was
// read only through short python3 scripts printing what was needed: the
// column names and counts, the directory's towns that no test file of
// this package names, the casinos of those towns, the programs with
// their tiers, the brands and tribal nations with their casinos per
// state, the casinos of Niagara Falls, Point Arena, Arlington, Saint
// Joseph, Miami Gardens, Pauma Valley, Tuolumne City and Buena Vista,
// the Oregon tribal casinos, the Citizen Potawatomi Nation's casinos,
// Bally's Corporation's casinos in Rhode Island, and which of those
// towns us_cities.csv lists. Never the rules of this package, its
// tuning phrases or any other held-out part, and go test was never run.
//
// Checked against data/: every casino named exists once, spelled as the
// directory spells it, and no other casino's name holds the words typed
// (St. Jo Frontier Casino, Calder Casino, Black Oak Casino, Casino
// Pauma, Garcia River Casino, Harrah's Northern California Casino);
// Niagara Falls (NY), Point Arena (CA) and Arlington (WA) are directory
// towns in those states, each a town of one state only in the directory
// (the directory's Arlington is in WA, us_cities.csv's in TX, so the
// state is typed); Oregon has ten tribal casinos; the Citizen
// Potawatomi Nation owns two casinos and Bally's Corporation has two in
// Rhode Island; Unity by Hard Rock, WinStar Club Passport (with
// Premier, and no Platinum), MGM Rewards (with Pearl) and Caesars
// Rewards are programs. Places, casinos and the language were chosen
// among those few earlier test files name (grep -rilF, file names
// only): Point Arena and Arlington none, Niagara Falls, Calder Casino,
// Garcia River Casino and Harrah's Northern California one, Black Oak,
// Casino Pauma, St. Jo Frontier and Citizen Potawatomi two, Punjabi
// two, Alaska five, Maine eleven.
//
// Its wording is new: each of the sixty messages was checked with a
// case-insensitive fixed-string grep (file names only) over
// internal/ask/, as typed and without its closing mark; four were found
// and reworded with their twins, and the rewordings checked again ("How
// many tier points does Premier take in WinStar Club Passport?", "How
// many hands an hour does a baccarat table deal?", "Is a $1,400 keno
// win reportable on a W-2G?", "Bring up my blackjack sessions from
// March.").
//
// Its theme is NEAR MISSES, twenty-fifth part: 30 pairs, each an
// answerable question followed at once by a near twin in nearly the
// same words (one to three words changed, added or dropped) that asks
// what no /ask intent answers. 30 expect an answer and 30 expect
// Unknown. The answerable halves cover every area: searches by town
// with a rewards program, radius, state and type, hotel, nation and
// brand in a state; a casino's details; a program's ladder and a tier's
// threshold; game facts; the W-2G rule; a help line and self-exclusion;
// a budget and a session limit (proposed) and the limits read; a comp
// estimate and a prediction; hosts by language; a tier-match path; tier
// progress; trips, sessions, visits, vouchers, offers, expiring offers,
// W-2Gs, the tax summary and the bankroll. The twins' kinds, each
// checked against actions.md, the spec and the const block (no action
// or endpoint answers any of them, and /ask proposes only budget and
// session-limit changes):
//   - a unit or currency with no place (3): a radius in minutes
//     ("within 12 minutes of Point Arena"), a W-2G win in euros, a
//     session limit in spins (set_session_limit takes only minutes);
//   - a status no record keeps (1): casinos "still under construction"
//     (the directory keeps no opening status);
//   - a field no record holds (2): a "pet-friendly" hotel (the
//     directory keeps has_hotel and hotel_rooms only), offers sent "by
//     email" (an offer keeps no channel);
//   - an order or ranking no list makes (3): a nation's casinos "oldest
//     first" (searches are ordered by name or distance), the
//     "best-rated" host (hosts have no rating), expiring offers
//     "biggest first" (expiring_offers sorts by expiry; offer_ranking,
//     which ranks by value per day left, has no intent);
//   - a total or average nothing computes (1): a blackjack "win rate";
//   - another person's records (3): a budget for "my wife", the offer
//     Black Oak Casino will mail "my dad", the check-ins "my
//     girlfriend" has logged;
//   - a time before what is kept (3): Bally's Corporation's Rhode
//     Island casinos "in 2010", Unity by Hard Rock's levels "in 2015"
//     (the directory and ladders are kept as they are now), the play
//     caps active "a year ago" (the limits are read as they are now);
//   - a place outside the U.S. (2): Niagara Falls, Ontario (the
//     directory's Niagara Falls is in NY) and a help line in British
//     Columbia (help is national and by U.S. state);
//   - a fact of a casino nothing keeps (2): St. Jo Frontier Casino's
//     craps tables (only table_games is kept) and the baccarat pace at
//     one casino, Calder Casino (the game table is the service's, not a
//     casino's);
//   - a forecast (2): where I will stand toward the next tier "in
//     August", what my bankroll will stand at "next Friday";
//   - a reason (1): "why won't" Caesars Rewards match my Pearl status;
//   - an operation on records no intent runs (3): "Export" my trips,
//     "Delete" my W-2Gs (delete_w2g is a write /ask does not run), "Can
//     you sign me up" for self-exclusion (no action enrols anyone);
//   - an action of the catalog no intent maps (1): "Total" my open
//     vouchers (voucher_summary's outstanding total);
//   - advice (2): whether 2 hours of $10 craps are "worth it" for
//     comps, how much of my losses I "should" deduct;
//   - a name that does not exist in the data (1): Platinum in WinStar
//     Club Passport (its tiers are Basic, Premier and Elite; Platinum
//     is another program's tier).
//
// No question lacks a field its intent needs, so none expects a missing
// field.
//
// It follows the twenty-ninth part's conventions: a radius in miles is
// in kilometres to one decimal (12 miles is 19.3 km); a town becomes
// "Town, ST" ("in <town>" is near that town, "in <state>" the state); a
// casino named for a player action keeps the name as typed ("Harrah's
// Northern California", not the directory's "... Casino"); a month
// named without a year is its latest one up to today, 2026-05-14 (March
// is 2026-03); a year named for the player's records is that calendar
// year; a tier named with its program is not ambiguous; a casino's
// details answer whatever field of the directory is asked; a limit of
// money in a period is a budget; another person's records are Unknown.
// Its own choices, where those are silent:
//   - a nation's casinos are q with the nation's name as the directory
//     spells it (the README's q=Chickasaw Nation), and a brand's
//     casinos in a state are the state with q the brand's name as the
//     directory spells it (like a family's casinos in a state);
//   - "Over in Niagara Falls" is "in <town>"; a town typed with its
//     state ("Arlington, Washington") is that state's town;
//   - "Will Caesars Rewards match my MGM Rewards Pearl status?" is the
//     path from MGM Rewards' Pearl to Caesars Rewards, like the
//     twenty-ninth part's path question;
//   - "Where do I stand toward the next tier at <casino>?" is tier
//     progress there; "Hold me to $250 a week" a weekly budget; "Don't
//     let any session of mine run past 75 minutes" a session limit;
//   - a place outside the U.S. spelled like a directory town is
//     Unknown, not that town; a tier a program lacks is Unknown even
//     where another program has it; "sign me up" is a write, not the
//     self-exclusion resource that "Can I sign up" asks for.
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at c8a9c68, and no rule changed for it) scored 54 of 60
// correct (90.0%): precision 87.5% (28 of 32 answers right), recall
// 93.3% (28 of 30 answerable), 2 declined and 4 wrong. No expectation
// was changed after it. The wrong ones: where the asker will stand
// toward the next tier "in August" (today's progress, a forecast
// asked); offers sent "by email" (the offers, a field no record holds);
// expiring offers "biggest first" (an order no list makes); how much of
// the 2025 losses to deduct (the tax summary, advice asked). The
// declined: "How much does Premier ask in tier points at WinStar Club
// Passport?" and "Roughly how many hands per hour does a baccarat shoe
// get through?".
//
// After its fix round (2026-11-25, branch fix-158, tuningPart158):
// 58/60, 0 wrong, 2 declined; no expectation was changed, and the part
// is barred. The general rules added: monthToComeAsked (unkept.go, with
// presentReads: "will I" and a month after "in" or "by" is a forecast);
// offerChannelAsked (unkept.go: offers asked "by email", "via text",
// "in the mail", a field no record holds); orderFirstAsked
// (nearmiss.go, in recordsOrderedAsked: an order stated "<superlative>
// first"); "deduct", "claim" and "write" in adviceVerbs (nearmiss.go).
func heldOutHundredFiftyEighth(t testing.TB) []expectation {
	return []expectation{
		// Searches: town with rewards, radius, state and type,
		// hotel, nation and brand, each with its near twin.
		{query: "Over in Niagara Falls, which casinos have a rewards program?", intent: FindCasinos, params: params{"near": "Niagara Falls, NY", "has_rewards": true}},
		{query: "Over in Niagara Falls, Ontario, which casinos have a rewards program?", intent: Unknown, params: params{}},
		{query: "Any casinos within 12 miles of Point Arena, please?", intent: FindCasinos, params: params{"near": "Point Arena, CA", "radius_km": 19.3}},
		{query: "Any casinos within 12 minutes of Point Arena, please?", intent: Unknown, params: params{}},
		{query: "List the tribal casinos of Oregon.", intent: FindCasinos, params: params{"state": "OR", "type": "tribal"}},
		{query: "List the tribal casinos of Oregon still under construction.", intent: Unknown, params: params{}},
		{query: "Is there a casino with a hotel close to Arlington, Washington?", intent: FindCasinos, params: params{"near": "Arlington, WA", "has_hotel": true}},
		{query: "Is there a casino with a pet-friendly hotel close to Arlington, Washington?", intent: Unknown, params: params{}},
		{query: "Which casinos belong to the Citizen Potawatomi Nation?", intent: FindCasinos, params: params{"q": "Citizen Potawatomi Nation"}},
		{query: "Which casinos belong to the Citizen Potawatomi Nation, oldest first?", intent: Unknown, params: params{}},
		{query: "Which Bally's Corporation casinos operate in Rhode Island?", intent: FindCasinos, params: params{"state": "RI", "q": "Bally's Corporation"}},
		{query: "Which Bally's Corporation casinos operated in Rhode Island in 2010?", intent: Unknown, params: params{}},

		// One casino's details.
		{query: "How many table games does St. Jo Frontier Casino have?", intent: CasinoDetail, params: params{"slug": slugOf(t, "St. Jo Frontier Casino")}},
		{query: "How many craps tables does St. Jo Frontier Casino have?", intent: Unknown, params: params{}},

		// Programs: a ladder and a tier's threshold.
		{query: "What levels make up Unity by Hard Rock?", intent: ProgramDetail, params: params{"id": programID(t, "Unity by Hard Rock")}},
		{query: "What levels made up Unity by Hard Rock in 2015?", intent: Unknown, params: params{}},
		{query: "How much does Premier ask in tier points at WinStar Club Passport?", intent: TierRequirement, params: params{"id": programID(t, "WinStar Club Passport")}, tier: "Premier"},
		{query: "How much does Platinum ask in tier points at WinStar Club Passport?", intent: Unknown, params: params{}},

		// Game facts and the W-2G rule.
		{query: "Roughly how many hands per hour does a baccarat shoe get through?", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "Roughly how many hands per hour does a baccarat shoe get through at Calder Casino?", intent: Unknown, params: params{}},
		{query: "Would a $1,400 keno hit be reportable on a W-2G?", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1400}},
		{query: "Would a 1,400 euro keno hit be reportable on a W-2G?", intent: Unknown, params: params{}},

		// Help lines and self-exclusion.
		{query: "What number do I call for problem gambling help in Alaska?", intent: RGHelp, params: params{"topic": "helpline", "state": "AK"}},
		{query: "What number do I call for problem gambling help in British Columbia?", intent: Unknown, params: params{}},
		{query: "Can I sign up for self-exclusion in Maine?", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "ME"}},
		{query: "Can you sign me up for self-exclusion in Maine?", intent: Unknown, params: params{}},

		// The player's limits: a budget and a session limit
		// (proposed), and the limits read.
		{query: "Hold me to $250 a week at the casino.", intent: SetBudget, params: params{"period": "week", "amount": 250}},
		{query: "Hold my wife to $250 a week at the casino.", intent: Unknown, params: params{}},
		{query: "Don't let any session of mine run past 75 minutes.", intent: SetSessionLimit, params: params{"max_minutes": 75}},
		{query: "Don't let any session of mine run past 75 spins.", intent: Unknown, params: params{}},
		{query: "Which caps on my play are active at the moment?", intent: MyLimits, params: params{}},
		{query: "Which caps on my play were active a year ago?", intent: Unknown, params: params{}},

		// Comps: an estimate and a prediction.
		{query: "What are 2 hours of $10 craps worth in comps?", intent: CompEstimate, params: params{"game_type": "craps", "avg_bet": 10, "hours": 2}},
		{query: "Are 2 hours of $10 craps worth it for comps?", intent: Unknown, params: params{}},
		{query: "What offer is Black Oak Casino likely to mail me next?", intent: CompPredict, params: params{"casino_name": "Black Oak Casino"}},
		{query: "What offer is Black Oak Casino likely to mail my dad next?", intent: Unknown, params: params{}},

		// Hosts by language.
		{query: "I'd like a casino host who speaks Punjabi.", intent: FindHosts, params: params{"language": "Punjabi"}},
		{query: "I'd like the best-rated casino host who speaks Punjabi.", intent: Unknown, params: params{}},

		// Tiers: a tier-match path and progress at one casino.
		{query: "Will Caesars Rewards match my MGM Rewards Pearl status?", intent: TierMatchPaths, params: params{"program": "MGM Rewards", "to_program": "Caesars Rewards"}, tier: "Pearl"},
		{query: "Why won't Caesars Rewards match my MGM Rewards Pearl status?", intent: Unknown, params: params{}},
		{query: "Where do I stand toward the next tier at Casino Pauma?", intent: TierProgress, params: params{"casino_name": "Casino Pauma"}},
		{query: "Where will I stand toward the next tier at Casino Pauma in August?", intent: Unknown, params: params{}},

		// The player's trips, sessions, visits and vouchers.
		{query: "List my 2025 trips to Garcia River Casino.", intent: MyTrips, params: params{"casino_name": "Garcia River Casino", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "Export my 2025 trips to Garcia River Casino.", intent: Unknown, params: params{}},
		{query: "Dig out my blackjack sessions from March.", intent: MySessions, params: params{"game_type": "blackjack", "from": "2026-03-01", "to": "2026-03-31"}},
		{query: "Dig out my blackjack win rate from March.", intent: Unknown, params: params{}},
		{query: "Show the casino check-ins I've logged.", intent: MyVisits, params: params{}},
		{query: "Show the casino check-ins my girlfriend has logged.", intent: Unknown, params: params{}},
		{query: "List every open voucher of mine.", intent: MyVouchers, params: params{"status": "open"}},
		{query: "Total every open voucher of mine.", intent: Unknown, params: params{}},

		// Offers and the ones expiring soon.
		{query: "What offers has Harrah's Northern California sent me?", intent: MyOffers, params: params{"casino_name": "Harrah's Northern California"}},
		{query: "What offers has Harrah's Northern California sent me by email?", intent: Unknown, params: params{}},
		{query: "Which of my offers lapse in the next 10 days?", intent: ExpiringOffers, params: params{"within_days": 10}},
		{query: "Which of my offers lapse in the next 10 days, biggest first?", intent: Unknown, params: params{}},

		// W-2Gs, the tax year and the bankroll.
		{query: "Pull up the W-2Gs I received for 2022.", intent: MyW2Gs, params: params{"tax_year": 2022}},
		{query: "Delete the W-2Gs I received for 2022.", intent: Unknown, params: params{}},
		{query: "How much of my 2025 gambling losses can I deduct?", intent: TaxSummary, params: params{"tax_year": 2025}},
		{query: "How much of my 2025 gambling losses should I deduct?", intent: Unknown, params: params{}},
		{query: "What does my bankroll stand at right now?", intent: Bankroll, params: params{}},
		{query: "What will my bankroll stand at next Friday?", intent: Unknown, params: params{}},
	}
}
