package ask

import "testing"

// heldOutHundredFiftyFifth is the hundred-and-fifty-fifth held-out
// part, written blind and committed BEFORE its first run: by someone
// who had read only the service spec and the action catalog
// (/work/shared/spec/service-spec.md and actions.md, both whole), lines
// 89-160 of the README (the curl examples of the directory) and lines
// 436-494 (asking in plain English), the whole of the twenty-ninth
// held-out part and the first eighty lines of the twenty-eighth (its
// header), the block of intent constants of ask.go (printed by awk from
// its "const (" to the first ")" after it), the expectation type (lines
// 1-18 of heldout_test.go), the slugOf and programID functions of
// ask_test.go (printed alone by awk), the first and last twenty lines
// of heldOutParts in score_test.go, and the subject of the branch's
// newest commit (it names two rules of the fix rounds in a line;
// neither is imitated here). Never the rules of this package, the
// tuning phrases or the other held-out parts, and go test was never run
// before the commit.
//
// The shipped data was read only through short python3 scripts that
// printed what was needed: the columns and row count of casinos.csv,
// the counts of casinos by type and by state, the programs of
// rewards_programs.json with their tiers, thresholds and units, the
// columns and first row of program_properties.csv and us_cities.csv,
// the tribal nations and brands with their counts, the casinos of some
// thirty little-used towns (name, type, nation, brand, hotel), the
// casinos of West Virginia and Kansas, Bally's Corporation's casinos in
// Illinois, the Cheyenne and Arapaho Tribes' casinos, the casinos whose
// names hold Rolling Hills, Dancing Eagle, Muckleshoot, Black Gold,
// Island Resort, St. Jo, Apache Gold, Viejas, Sycuan and Ballard, the
// program of Sycuan and of Viejas in program_properties.csv, and which
// towns of us_cities.csv are named Ontario, Manitoba, Alberta, Quebec,
// Columbia, Alpine or Clovis.
//
// Checked against data: Alpine and Clovis are directory towns of
// California (Clovis is also a New Mexico city of us_cities.csv, so the
// state is typed); West Virginia has three racinos; Kansas has eight
// casinos; the Cheyenne and Arapaho Tribes are a tribal nation of the
// directory, spelled so, with five casinos in Oklahoma; Bally's
// Corporation is a brand of the directory with two casinos in Illinois;
// Rolling Hills Casino (Corning, CA), Island Resort Casino (Harris,
// MI), Black Gold Casino (Wilson, OK), St. Jo Frontier Casino (Saint
// Joseph, MO), Dancing Eagle Casino (Casa Blanca, NM) and Muckleshoot
// Casino (Auburn, WA) each exist once, and "Muckleshoot" names no other
// casino; Club Sycuan is a program (of Sycuan Casino & Golf Resort);
// Silver Star is a tier of Lucky Star Rewards (its threshold is not
// given, the tier is); no program is called Club Viejas (Viejas Casino
// & Resort in Alpine has no program in program_properties.csv), nothing
// in the directory holds the word Ballard, every casino of the
// directory is in the U.S., and no town of us_cities.csv is called
// Manitoba or British Columbia (Columbia, MO and SC are; the twin asks
// the province). Ontario was dropped for Manitoba because Ontario, CA
// is a city of us_cities.csv, so "racinos in Ontario" could fairly be
// read as that town. Its places and casinos are among the least used by
// earlier test files (grep -rilF, file names only): Alpine and Clovis
// in none; Dancing Eagle Casino, Bally's Corporation and St. Jo
// Frontier in one; Island Resort Casino, Black Gold Casino and Rolling
// Hills Casino in two; Muckleshoot in three.
//
// Its wording is new: each of the sixty was checked with grep -rilF
// over internal/ask, as typed and without its closing mark. Ten
// answerable halves were found there and reworded (the racinos of West
// Virginia, the $2,000 slot jackpot, the weekly budget, the limits
// read, the status-match suggestions, the blackjack sessions from
// March, the check-ins, the W-2G total of 2024, the tax summary of 2025
// and the bankroll), and three of the rewordings were found again and
// reworded once more (the limits, the sessions, the bankroll); each
// twin of a reworded half was reworded with it so that the pair stays a
// pair. Thirteen rewordings in all; none of the sixty is in the package
// now.
//
// Its theme is NEAR MISSES, twenty-fourth part: 30 pairs, each an
// answerable question followed at once by a near twin in nearly the
// same words (one to three words changed, added or dropped) that asks
// what no /ask intent answers. 30 expect an answer and 30 expect
// Unknown. The answerable halves cover every area: searches by town
// with a hotel, by radius, by state and type, by state and rewards, by
// nation, by brand in a state; a casino's details; a program's details
// and a tier's threshold; game facts; the W-2G rule; a helpline and
// self-exclusion; a budget and a session limit (proposed) and the
// limits read; a comp estimate and a comp prediction; hosts at a
// casino; tier-match suggestions; tier progress; trips, sessions,
// visits, vouchers, offers, expiring offers, the W-2G total, the tax
// summary and the bankroll. The twins, by kind (no kind more than
// three):
//   - a unit or currency with no place, 3: "within 35 minutes of
//     Clovis" (a drive time; the radius is a distance), a "€2,000"
//     jackpot (the W-2G rule and all money are U.S. dollars), "75 spins
//     per session" (a session limit is minutes);
//   - a status no record keeps, 2: hosts "on vacation" (a host is
//     accepting new players or not), "pending" offers (an offer is
//     available, redeemed, declined or expired);
//   - a field no record holds, 1: casinos near Alpine with a spa;
//   - an order or ranking no list makes, 2: Kansas casinos "newest
//     first" (a search is ordered by name), blackjack sessions "biggest
//     loss first" (list_sessions filters, it does not sort by result);
//   - a total or average nothing computes, 2: what the W-2Gs of 2024
//     "average out to" (the W-2G total and list are kept, no average),
//     the "average bankroll balance" (bankroll_status is the balance
//     now);
//   - another person's records, 2: "my son's weekly budget", what
//     Island Resort Casino will offer "my brother";
//   - a time before or after what is kept, 3: the casinos the Cheyenne
//     and Arapaho Tribes owned "in 1995" (the directory keeps today's
//     owner), the play limits I had "in 2019" (the limits kept are the
//     current ones; no history of them is kept), the tax summary "for
//     2027" (a year not begun on 2026-05-14);
//   - a place outside the U.S., 2: racinos in Manitoba, the gambling
//     helpline for British Columbia (help lines are national and by
//     U.S. state);
//   - a fact of a casino nothing keeps, 1: Rolling Hills Casino's dress
//     code;
//   - a forecast, 2: what Silver Star in Lucky Star Rewards "will" take
//     "next year", which programs "will" status match me "next year";
//   - a reason, 2: "why" keno's house edge is so high, "why" I am so
//     far from the next tier at Black Gold Casino;
//   - an operation on records no intent runs, 2: "Delete" my trips to
//     St. Jo Frontier Casino in 2025 (delete_trip is a write /ask does
//     not run), "Share" my check-ins (create_share_link is a write /ask
//     does not run);
//   - an action of the catalog no intent maps, 2: "Total" my open
//     vouchers (voucher_summary), "Rank" my offers expiring in 10 days
//     (offer_ranking); the catalog has these actions, but the intent
//     block has no intent for either, so /ask declines them (the
//     brief's theme names this kind, a voucher summary among its
//     examples);
//   - advice, 2: "Should I" sign up for self-exclusion in Maryland,
//     "Is" 2 hours of $10 craps "worth it" for comps;
//   - a name that does not exist in the data, 2: "Ballard Corporation"
//     casinos in Illinois (no brand, casino or nation of that name),
//     "the Club Viejas rewards program" (no such program; Viejas is a
//     casino with none in program_properties.csv).
//
// Every Unknown was checked against the catalog and the spec: the
// writes (delete, share, a budget for another person) are not the two
// changes /ask proposes; voucher_summary and offer_ranking have no
// intent; the rest is answered by no action or endpoint at all. None of
// the sixty lacks a field its intent needs, so none expects a missing
// field.
//
// It follows the twenty-ninth part's conventions: a radius in miles is
// in kilometres to one decimal (35 miles is 56.3 km); a town is "Town,
// ST", "near <town>" a search near it; "in <state>" is the state; a
// nation's casinos are q with the nation's name as the directory spells
// it, and a brand's casinos in a state are the state with q the brand
// as the directory spells it; a casino named for a player action keeps
// the name as typed; a host filter by casino is the typed words and the
// directory's name when the words name exactly one casino, with no
// parameter; a casino's details answer what the directory keeps,
// whichever field is asked for; a tier named with its program is not
// ambiguous ("Silver Star" is also a casino's name, Silver Star Casino
// at Pearl River; with Lucky Star Rewards named it is the tier); a year
// named for the player's records is that calendar year; a month named
// without a year is its latest one up to today, 2026-05-14 (March is
// March 2026); a limit of money in a period is a budget. Its own
// choices, where those are silent:
//   - "What's 2 hours of $10 craps worth in comps?" is the comp
//     estimate (worth in comps is the comp value); its twin asks
//     whether it is "worth it", a judgment, so advice.
//   - "What will Island Resort Casino probably offer me next?" is the
//     comp prediction there.
//   - "Which hosts at Muckleshoot are accepting new players?" is
//     find_hosts filtered to "Muckleshoot" and Muckleshoot Casino
//     (search_hosts answers hosts accepting new players).
//   - "Total my vouchers that are open." and "Rank my offers that
//     expire in the next 10 days." are Unknown though the catalog has
//     voucher_summary and offer_ranking, because no intent of the block
//     maps them and the nearest intents (the open vouchers, the
//     expiring offers) would not answer the total or the ranking; this
//     is the choice most open to dispute.
//   - "What did my W-2Gs for 2024 add up to?" is the W-2G total of
//     2024.
//   - "How does my tax summary for 2027 look?" is Unknown, not the
//     summary of 2027 with nothing in it: 2027 has not begun.
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at 02f0e30, and no rule changed for it) scored 52 of 60
// correct (86.7%): precision 78.9% (30 of 38 answers right), recall
// 100% (30 of 30 answerable), none declined and 8 wrong. No expectation
// was changed after it. The wrong ones: the Club Viejas rewards program
// (the casino's details; the program is not shipped); a jackpot in
// euros and a helpline of British Columbia (the U.S. rule and help
// line); whether to sign up for self-exclusion (advice, answered with
// the help); hosts on vacation (the host search); the total of open
// vouchers and a ranking of expiring offers (the lists); "pending"
// offers (all the offers at the casino).
//
// After its fix round (2026-11-25, branch fix-155, tuningPart155):
// 60/60, 0 wrong, 0 declined; no expectation was changed, and the part
// is barred. The general rules added: otherCurrencyNamed (unkept.go), a
// W-2G asked of a win in another currency by its name or its sign
// ("€2,000", "£1,500"); "for" among the regionPrepositions of
// foreignRegionNamed, so a help line "for British Columbia" is the
// province's; enrolVerbs in adviceAsked (nearmiss.go), "should I sign
// up, enroll, register or join" as advice unless a word of the way
// ("where should I sign up") comes first; hostAbsenceAsked (unkept.go),
// hosts asked by being away or at work ("on vacation", "off duty", "out
// sick"); "pending" among the unkeptStatuses; and clubOfCasinoNamed
// (unkept.go), a casino made a program's name by "Club" ("the Club
// Viejas rewards program") where no such program is known. The total of
// open vouchers and the ranking of expiring offers are declined by
// fix-150's recordsTotalled and recordsOrderedAsked, merged from main.
func heldOutHundredFiftyFifth(t testing.TB) []expectation {
	return []expectation{
		// The directory: by town with a hotel, by radius, by state and
		// type, by state and rewards, by nation, by brand in a state;
		// each twin asks a field, unit, place, order, time or name that
		// no search has.
		{query: "Which casinos near Alpine, California have a hotel?", intent: FindCasinos, params: params{"near": "Alpine, CA", "has_hotel": true}},
		{query: "Which casinos near Alpine, California have a spa?", intent: Unknown, params: params{}},
		{query: "Any casinos within 35 miles of Clovis, CA?", intent: FindCasinos, params: params{"near": "Clovis, CA", "radius_km": 56.3}},
		{query: "Any casinos within 35 minutes of Clovis, CA?", intent: Unknown, params: params{}},
		{query: "Does West Virginia have any racinos?", intent: FindCasinos, params: params{"state": "WV", "type": "racino"}},
		{query: "Does Manitoba have any racinos?", intent: Unknown, params: params{}},
		{query: "List Kansas casinos with a rewards program.", intent: FindCasinos, params: params{"state": "KS", "has_rewards": true}},
		{query: "List Kansas casinos with a rewards program, newest first.", intent: Unknown, params: params{}},
		{query: "Which casinos do the Cheyenne and Arapaho Tribes own?", intent: FindCasinos, params: params{"q": "Cheyenne and Arapaho Tribes"}},
		{query: "Which casinos did the Cheyenne and Arapaho Tribes own in 1995?", intent: Unknown, params: params{}},
		{query: "List the Bally's Corporation casinos in Illinois.", intent: FindCasinos, params: params{"state": "IL", "q": "Bally's Corporation"}},
		{query: "List the Ballard Corporation casinos in Illinois.", intent: Unknown, params: params{}},

		// One casino's details, and a fact of it nothing keeps.
		{query: "Does Rolling Hills Casino have a hotel?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Rolling Hills Casino")}},
		{query: "Does Rolling Hills Casino have a dress code?", intent: Unknown, params: params{}},

		// Programs and a tier's threshold; a program that does not exist
		// and a threshold forecast.
		{query: "Tell me about the Club Sycuan rewards program.", intent: ProgramDetail, params: params{"id": programID(t, "Club Sycuan")}},
		{query: "Tell me about the Club Viejas rewards program.", intent: Unknown, params: params{}},
		{query: "What does it take to reach Silver Star in Lucky Star Rewards?", intent: TierRequirement, params: params{"id": programID(t, "Lucky Star Rewards")}, tier: "Silver Star"},
		{query: "What will it take to reach Silver Star in Lucky Star Rewards next year?", intent: Unknown, params: params{}},

		// Game facts and the W-2G rule; a reason and a currency.
		{query: "What is the house edge of keno?", intent: GameFacts, params: params{"game_type": "keno"}},
		{query: "Why is the house edge of keno so high?", intent: Unknown, params: params{}},
		{query: "Would a $2,000 slot jackpot need a W-2G?", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 2000}},
		{query: "Would a €2,000 slot jackpot need a W-2G?", intent: Unknown, params: params{}},

		// Help and self-exclusion; a province and advice.
		{query: "What's the gambling helpline number for Indiana?", intent: RGHelp, params: params{"topic": "helpline", "state": "IN"}},
		{query: "What's the gambling helpline number for British Columbia?", intent: Unknown, params: params{}},
		{query: "How do I sign up for self-exclusion in Maryland?", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "MD"}},
		{query: "Should I sign up for self-exclusion in Maryland?", intent: Unknown, params: params{}},

		// The player's limits: a budget and a session limit (proposed),
		// the limits read; another person's budget, spins, and a year no
		// record of limits reaches.
		{query: "Put my weekly budget at $260.", intent: SetBudget, params: params{"period": "week", "amount": 260}},
		{query: "Put my son's weekly budget at $260.", intent: Unknown, params: params{}},
		{query: "Limit me to 75 minutes per session.", intent: SetSessionLimit, params: params{"max_minutes": 75}},
		{query: "Limit me to 75 spins per session.", intent: Unknown, params: params{}},
		{query: "Which play limits do I have on my account at present?", intent: MyLimits, params: params{}},
		{query: "Which play limits did I have on my account in 2019?", intent: Unknown, params: params{}},

		// Comps: an estimate and a prediction; advice and another
		// person's offers.
		{query: "What's 2 hours of $10 craps worth in comps?", intent: CompEstimate, params: params{"game_type": "craps", "avg_bet": 10, "hours": 2}},
		{query: "Is 2 hours of $10 craps worth it for comps?", intent: Unknown, params: params{}},
		{query: "What will Island Resort Casino probably offer me next?", intent: CompPredict, params: params{"casino_name": "Island Resort Casino"}},
		{query: "What will Island Resort Casino probably offer my brother next?", intent: Unknown, params: params{}},

		// Hosts, tier match and tier progress; a status no host record
		// keeps, a forecast and a reason.
		{query: "Which hosts at Muckleshoot are accepting new players?", intent: FindHosts, params: params{}, filter: []string{"Muckleshoot", "Muckleshoot Casino"}},
		{query: "Which hosts at Muckleshoot are on vacation?", intent: Unknown, params: params{}},
		{query: "Which programs would status match the tiers I hold now?", intent: TierMatchSuggestions, params: params{}},
		{query: "Which programs will status match the tiers I hold next year?", intent: Unknown, params: params{}},
		{query: "How far am I from the next tier at Black Gold Casino?", intent: TierProgress, params: params{"casino_name": "Black Gold Casino"}},
		{query: "Why am I so far from the next tier at Black Gold Casino?", intent: Unknown, params: params{}},

		// Trips, sessions and visits; a delete, an order no list makes
		// and a share.
		{query: "List my trips to St. Jo Frontier Casino in 2025.", intent: MyTrips, params: params{"casino_name": "St. Jo Frontier Casino", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "Delete my trips to St. Jo Frontier Casino in 2025.", intent: Unknown, params: params{}},
		{query: "Bring up my blackjack sessions from March.", intent: MySessions, params: params{"game_type": "blackjack", "from": "2026-03-01", "to": "2026-03-31"}},
		{query: "Bring up my blackjack sessions from March, biggest loss first.", intent: Unknown, params: params{}},
		{query: "Show me the casino check-ins I've logged.", intent: MyVisits, params: params{}},
		{query: "Share the casino check-ins I've logged.", intent: Unknown, params: params{}},

		// Vouchers, offers and expiring offers; a voucher summary, a
		// status no offer has, and a ranking of offers (catalog actions
		// or states no intent maps).
		{query: "List my vouchers that are open.", intent: MyVouchers, params: params{"status": "open"}},
		{query: "Total my vouchers that are open.", intent: Unknown, params: params{}},
		{query: "What offers do I have from Dancing Eagle Casino?", intent: MyOffers, params: params{"casino_name": "Dancing Eagle Casino"}},
		{query: "What pending offers do I have from Dancing Eagle Casino?", intent: Unknown, params: params{}},
		{query: "Show my offers that expire in the next 10 days.", intent: ExpiringOffers, params: params{"within_days": 10}},
		{query: "Rank my offers that expire in the next 10 days.", intent: Unknown, params: params{}},

		// W-2Gs, the tax summary and the bankroll; averages nothing
		// computes and a tax year not begun.
		{query: "What did my W-2Gs for 2024 add up to?", intent: W2GTotal, params: params{"tax_year": 2024}},
		{query: "What did my W-2Gs for 2024 average out to?", intent: Unknown, params: params{}},
		{query: "How does my tax summary for 2025 look?", intent: TaxSummary, params: params{"tax_year": 2025}},
		{query: "How does my tax summary for 2027 look?", intent: Unknown, params: params{}},
		{query: "How much is my bankroll balance these days?", intent: Bankroll, params: params{}},
		{query: "How much is my average bankroll balance these days?", intent: Unknown, params: params{}},
	}
}
