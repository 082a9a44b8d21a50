package ask

import "testing"

// heldOutHundredFortySixth is the hundred-and-forty-sixth held-out
// part, written blind and committed BEFORE its first run, by someone
// who read only: the service spec and the action catalog
// (/work/shared/spec/service-spec.md and actions.md, both whole); lines
// 89-160 (the curl examples of the directory) and 436-494 (asking in
// plain English) of the README; the shipped data through short python3
// scripts that printed: the columns and row counts of casinos.csv,
// rewards_programs.json, program_properties.csv and us_cities.csv (with
// one example row of the last two), every program's name, brand and
// tiers with their thresholds and units, the records of Lucky Star
// Rewards' Rising Star and of Club Sycuan, the count of filled values
// per column of casinos.csv and the seven casinos with hotel_rooms, the
// owning nations and brands with their counts, the racinos per state
// and Florida's racinos, the casinos whose names hold Durango, Casino
// Queen, Bay Mills, Seven Mile, Seminole Casino Coconut Creek, Wild
// Rose, Mark Twain, Sycuan or Belterra, the casinos of the Osage,
// Ho-Chunk, Navajo, Poarch and Quapaw nations, the casinos of Wenatchee
// and East Wenatchee, the count of casinos in New Mexico and
// Washington, and a list of the directory casinos whose name no file of
// this package holds (made by a script running grep -rilF, file names
// only, per casino name and town; it printed each one's town, state,
// type, hotel, slots, nation and brand); the whole of the twenty-ninth
// held-out part and the first 80 lines of the twenty-eighth (its
// header); the block of intent constants of ask.go (from "const (" to
// its ")", printed by awk); lines 1-18 of heldout_test.go (the
// expectation type); the slugOf and programID functions of ask_test.go
// (printed alone by awk); the first and last twenty lines of
// heldOutParts in score_test.go; and the subject of the branch's newest
// commit ("ask: the hundred-and-forty-fourth part's first run, recorded
// in its header: 35/60, 2 wrong (issue 15)"); besides, git status of
// the worktree and file-name counts (grep -rilF, piped to wc -l) of
// candidate names and words (programs, tiers, towns, casinos,
// languages, "smoking", "curfew", "euros", "Fax", "Excel",
// "spreadsheet", "airline", "Mexico"). Never the rules of this package,
// its tuning phrases or any other held-out part; go test was never run.
//
// Checked against data/ with scripts: every casino named exists once,
// spelled as the directory spells it (Durango Casino & Resort, with 200
// hotel rooms kept; Seven Mile Casino; Seminole Casino Coconut Creek;
// Bay Mills Resort & Casino is the one casino "Bay Mills" names, and
// Belterra Park Gaming & Entertainment the one "Belterra Park" names,
// Belterra Casino Resort being the other Belterra); Wenatchee is a
// directory town of WA (Clearwater Saloon and Casino); Florida has four
// racinos; the Quapaw Nation owns Downstream Casino Resort and Quapaw
// Casino in OK and Saracen Casino Resort in AR; Club Sycuan is a
// program (of Sycuan Casino & Golf Resort, with no ladder kept); Rising
// Star is Lucky Star Rewards' entry tier (0 status points). Places,
// casinos and programs were chosen among those few earlier files name
// (grep -rilF, file names only): Wenatchee (1), Quapaw (3), Durango
// (2), Club Sycuan (4), Rising Star (6), Belterra Park (4), Bay Mills
// (4), Seven Mile (0), Coconut Creek (0) and, for the host language the
// data cannot check, Armenian (2).
//
// Its wording is new: each of the sixty messages was checked with grep
// -rilF against internal/ask/ as typed and without its closing mark,
// and reworded when found, the rewording checked again. Twelve of the
// first draft were found ("Is a $1,500 keno win reportable on a W-2G?",
// "What are 2 hours of $50 baccarat worth in comps?", "Predict the
// offers each of my casinos will send me.", "Which hosts am I connected
// with?", "Show my blackjack sessions from March.", "List all my casino
// check-ins.", "Show my redeemed vouchers.", "Which of my offers expire
// in the next 10 days?", "Which W-2Gs did I get in 2025?", "Which W-2Gs
// will I get in 2027?", "What's my bankroll balance right now?", and
// "Pull my 2025 gambling tax summary" without its mark); four of their
// rewordings were found again and two of those rewordings once more, so
// eighteen rewordings in all; the twins of the reworded questions were
// reworded with them to stay near twins. None of the sixty is found
// now.
//
// Its theme is NEAR MISSES, twenty-second part: 30 pairs, each an
// answerable question followed at once by a near twin in nearly the
// same words (one to three words changed, added or dropped) that asks
// what no action, endpoint or table of the spec answers. 30 expect an
// answer and 30 expect Unknown. The answerable halves cover every area:
// a search by town with a radius and a hotel, by state with type and
// rewards, and by owning nation; a casino's details; a program's
// details and a tier's threshold; game facts; the W-2G rule; help lines
// and self-exclusion; a budget and a session limit proposed and the
// limits read; a comp estimate, a prediction at one casino and over
// all; hosts by language and the player's own; tier-match suggestions;
// tier progress and the player's tiers; trips, sessions, visits,
// vouchers, offers, expiring offers, W-2Gs, the tax summary and the
// bankroll. (No question here lists the programs, totals W-2Gs or asks
// a tier-match path; the thirty halves went to the areas the brief
// names.)
//
// The twins, by kind (18 of 30 about the player's own records and
// limits, 12 about the directory, the tables and the rest):
//   - a field no record of the player holds (2): the weather on my
//     trips, the blackjack dealers I had;
//   - a record kind that does not exist (3): my hotel bookings from a
//     casino (an offer of type room is not a booking), my credit card
//     balance (the bankroll is the one balance kept), when I
//     self-excluded (the service keeps no exclusion of the player; its
//     consents are marketing, hosts, social and tax);
//   - an operation no action does (4): merge my tiers, print my
//     check-ins, export my redeemed vouchers, fax my tax summary;
//   - a limit of a kind the service does not keep (2): a daily curfew
//     at 11 pm, a cap of 2 sessions a week (set_budget takes a period
//     and an amount, set_session_limit minutes);
//   - a past or future of records nothing keeps (3): the limits I had
//     last year (no action reads past limits; get_risk_profile reads
//     breaches), the W-2Gs that will be issued to me in 2027, the
//     jackpots my casinos are going to pay me (predictions are of
//     offers, not wins);
//   - someone else's records by a relationship not said before (4): the
//     offer a casino will mail my sister, the hosts my mother is
//     connected to, my brother's progress to the next tier, "our joint
//     offers";
//   - a fact nothing keeps, of the directory or the tables (6): a
//     bowling alley, a smoking section, casinos ranked by revenue,
//     hotel rooms free tonight, a program's membership count, what a
//     tier took in 2015 (only today's ladder is kept);
//   - two asks in one (1): the house edge of craps and of keno;
//   - off topic, or beyond what a table keeps (4): the helpline of
//     Mexico (the resources are national and by U.S. state), whether a
//     keno win is reportable on my state return (the rule kept is the
//     W-2G's), comps in euros, airline status matches (tier-match paths
//     are between the casino programs of the directory);
//   - a person no endpoint finds (1): a casino dealer who speaks
//     Armenian (hosts are found, dealers are not).
//
// Each twin was checked against actions.md and the spec: none is
// answered by an action or endpoint (trip_summary, analyze_history,
// tier_history, bankroll_history, get_requests and create_share_link,
// which answer nearby questions, were avoided on purpose).
//
// It follows the twenty-ninth part's conventions (a radius in miles in
// kilometres to one decimal; a town typed without its state near the
// directory's town "Town, ST"; a family's casinos in a state the state
// with q the family's name as the directory spells it; a casino named
// for a player action kept as typed; a month named without a year its
// latest one up to today, 2026-05-14; a year named for the player's
// records that calendar year; a limit of money in a period a budget;
// off-topic questions, facts nothing keeps, other people's records, two
// asks in one, writes /ask does not run and advice Unknown). Its own
// choices where those are silent:
//   - a near twin is Unknown whole: the words it shares with its
//     answerable half add no answer, because the answer would not say
//     what the twin asks;
//   - "the Quapaw Nation casinos in Oklahoma" are OK with q "Quapaw
//     Nation" (the nation owns a casino in AR too, and Quapaw is also a
//     town of OK; the nation's name wins because "Nation" is typed);
//   - "the details of the Club Sycuan rewards program" are that
//     program's details, though no ladder is kept for it;
//   - "What does Rising Star take in Lucky Star Rewards?" is that
//     tier's threshold, though it is the entry tier at 0 status points;
//   - "Limit my sessions to 2 hours each." is a session limit of 120
//     minutes;
//   - "What offer will Belterra Park likely mail me next?" and "the
//     next tier at Bay Mills" keep the casino as typed, each naming one
//     directory casino;
//   - "Which casino hosts do I have a connection to?" is the player's
//     hosts (get_my_connections), not a search;
//   - "Show each voucher I've redeemed so far." has the status
//     "redeemed"; "Which W-2Gs were issued to me in 2025?" is the list
//     of 2025, not its total; "Get me my gambling tax summary for
//     2025." is the tax summary of 2025;
//   - "Florida racinos that have a rewards program" has no closing
//     mark, as typed in a search box.
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at 9fb05aa, and no rule changed for it) scored 50 of 60
// correct (83.3%): precision 75.7% (28 of 37 answers right), recall
// 93.3% (28 of 30 answerable), 1 declined and 9 wrong. No expectation
// was changed after it. The wrong ones: "Show my trips to Seven Mile
// Casino in 2024." (the casino dropped, its name read as a distance)
// and its twin about the weather on those trips; when the asker
// self-excluded (the self-exclusion help); airline status matches (the
// tier-match suggestions); printing the check-ins, exporting the
// redeemed vouchers and faxing the tax summary (each read as the list
// or summary); "our joint offers" (the expiring offers); a credit card
// balance (the tiers). The declined: "What does Rising Star take in
// Lucky Star Rewards?".
//
// After its fix round (2026-11-25, branch fix-146, tuningPart146):
// 60/60, 0 wrong, 0 declined; no expectation was changed, and the part
// is barred. The general rules added: a directory casino whose name
// holds a distance (distanceNames, held by holdNames, which also holds
// typedNames) is not read as a radius; "matches" joins the words of a
// status match to an airline, cruise line or hotel chain; in a
// self-exclusion question "did I", "was I" or "were we" asks a past act
// of the asker (standingAsked); a clause opening, after a polite
// opening, with print, export, download or fax (outputAsked) is
// declined; records after "our joint", "our shared", "our household's"
// or "our combined" (jointAsked), the balance of a card or an account
// kept elsewhere (outsideAccountNamed) and the weather of trips,
// sessions and visits are declined in nearMissOfRecords; and a casino
// tied with a program, typed as a whole tier of that program
// (tierOverCasino), is the tier ("Rising Star" in Lucky Star Rewards).
func heldOutHundredFortySixth(t testing.TB) []expectation {
	return []expectation{
		// Searches: by town with a radius and a hotel, by state with type
		// and rewards, by owning nation; each twin asks what no casino
		// record keeps.
		{query: "Casinos with a hotel within 40 miles of Wenatchee?", intent: FindCasinos, params: params{"near": "Wenatchee, WA", "radius_km": 64.4, "has_hotel": true}},
		{query: "Casinos with a bowling alley within 40 miles of Wenatchee?", intent: Unknown, params: params{}},
		{query: "Florida racinos that have a rewards program", intent: FindCasinos, params: params{"state": "FL", "type": "racino", "has_rewards": true}},
		{query: "Florida racinos that have a smoking section", intent: Unknown, params: params{}},
		{query: "List the Quapaw Nation casinos in Oklahoma.", intent: FindCasinos, params: params{"state": "OK", "q": "Quapaw Nation"}},
		{query: "List the Quapaw Nation casinos in Oklahoma by revenue.", intent: Unknown, params: params{}},

		// One casino's details, and its availability tonight.
		{query: "How many hotel rooms does Durango Casino & Resort have?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Durango Casino & Resort")}},
		{query: "How many hotel rooms does Durango Casino & Resort have free tonight?", intent: Unknown, params: params{}},

		// Programs and a tier's threshold, and what nothing keeps of them.
		{query: "Give me the details of the Club Sycuan rewards program.", intent: ProgramDetail, params: params{"id": programID(t, "Club Sycuan")}},
		{query: "Give me the membership count of the Club Sycuan rewards program.", intent: Unknown, params: params{}},
		{query: "What does Rising Star take in Lucky Star Rewards?", intent: TierRequirement, params: params{"id": programID(t, "Lucky Star Rewards")}, tier: "Rising Star"},
		{query: "What did Rising Star take in Lucky Star Rewards in 2015?", intent: Unknown, params: params{}},

		// Game facts and the W-2G rule.
		{query: "What house edge does craps have?", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "What house edge do craps and keno have?", intent: Unknown, params: params{}},
		{query: "Would a $1,500 keno hit get reported on a W-2G?", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1500}},
		{query: "Would a $1,500 keno hit get reported on my state return?", intent: Unknown, params: params{}},

		// Help lines and self-exclusion.
		{query: "What's the gambling helpline number in New Mexico?", intent: RGHelp, params: params{"topic": "helpline", "state": "NM"}},
		{query: "What's the gambling helpline number in Mexico?", intent: Unknown, params: params{}},
		{query: "Where can I self-exclude in Washington?", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "WA"}},
		{query: "When did I self-exclude in Washington?", intent: Unknown, params: params{}},

		// The player's limits: proposed and read, and limits of kinds or
		// times the service does not keep.
		{query: "Set my daily gambling budget to $60.", intent: SetBudget, params: params{"period": "day", "amount": 60}},
		{query: "Set my daily gambling curfew to 11 pm.", intent: Unknown, params: params{}},
		{query: "Limit my sessions to 2 hours each.", intent: SetSessionLimit, params: params{"max_minutes": 120}},
		{query: "Limit my sessions to 2 a week.", intent: Unknown, params: params{}},
		{query: "Which budget and session limits do I have right now?", intent: MyLimits, params: params{}},
		{query: "Which budget and session limits did I have last year?", intent: Unknown, params: params{}},

		// Comps: an estimate, a prediction at one casino and over all.
		{query: "What would 2 hours of $50 baccarat be worth in comps?", intent: CompEstimate, params: params{"game_type": "baccarat", "avg_bet": 50, "hours": 2}},
		{query: "What would 2 hours of $50 baccarat be worth in euros?", intent: Unknown, params: params{}},
		{query: "What offer will Belterra Park likely mail me next?", intent: CompPredict, params: params{"casino_name": "Belterra Park"}},
		{query: "What offer will Belterra Park likely mail my sister next?", intent: Unknown, params: params{}},
		{query: "Predict the offers each of my casinos is going to send me.", intent: CompPredictAll, params: params{}},
		{query: "Predict the jackpots each of my casinos is going to pay me.", intent: Unknown, params: params{}},

		// Hosts: by language and the player's own.
		{query: "Find me a casino host who speaks Armenian.", intent: FindHosts, params: params{"language": "Armenian"}},
		{query: "Find me a casino dealer who speaks Armenian.", intent: Unknown, params: params{}},
		{query: "Which casino hosts do I have a connection to?", intent: MyHosts, params: params{}},
		{query: "Which casino hosts does my mother have a connection to?", intent: Unknown, params: params{}},

		// Tiers: tier-match suggestions, progress at one casino, the
		// player's tiers.
		{query: "Based on my tiers, what status matches can I get?", intent: TierMatchSuggestions, params: params{}},
		{query: "Based on my tiers, what airline status matches can I get?", intent: Unknown, params: params{}},
		{query: "How close am I to the next tier at Bay Mills?", intent: TierProgress, params: params{"casino_name": "Bay Mills"}},
		{query: "How close is my brother to the next tier at Bay Mills?", intent: Unknown, params: params{}},
		{query: "Show the tiers I hold at my casinos.", intent: MyTiers, params: params{}},
		{query: "Merge the tiers I hold at my casinos.", intent: Unknown, params: params{}},

		// Trips, sessions and visits, and fields or operations none has.
		{query: "Show my trips to Seven Mile Casino in 2024.", intent: MyTrips, params: params{"casino_name": "Seven Mile Casino", "from": "2024-01-01", "to": "2024-12-31"}},
		{query: "Show the weather on my trips to Seven Mile Casino in 2024.", intent: Unknown, params: params{}},
		{query: "Bring up the blackjack sessions I played in March.", intent: MySessions, params: params{"game_type": "blackjack", "from": "2026-03-01", "to": "2026-03-31"}},
		{query: "Bring up the blackjack dealers I had in March.", intent: Unknown, params: params{}},
		{query: "List every casino check-in of mine.", intent: MyVisits, params: params{}},
		{query: "Print every casino check-in of mine.", intent: Unknown, params: params{}},

		// Vouchers and offers, and kinds or owners none has.
		{query: "Show each voucher I've redeemed so far.", intent: MyVouchers, params: params{"status": "redeemed"}},
		{query: "Export each voucher I've redeemed so far.", intent: Unknown, params: params{}},
		{query: "Show my offers from Seminole Casino Coconut Creek.", intent: MyOffers, params: params{"casino_name": "Seminole Casino Coconut Creek"}},
		{query: "Show my hotel bookings from Seminole Casino Coconut Creek.", intent: Unknown, params: params{}},
		{query: "Which of my offers will lapse within 10 days?", intent: ExpiringOffers, params: params{"within_days": 10}},
		{query: "Which of our joint offers will lapse within 10 days?", intent: Unknown, params: params{}},

		// W-2Gs, the tax summary and the bankroll, and a future, an
		// operation and a balance none keeps.
		{query: "Which W-2Gs were issued to me in 2025?", intent: MyW2Gs, params: params{"tax_year": 2025}},
		{query: "Which W-2Gs will be issued to me in 2027?", intent: Unknown, params: params{}},
		{query: "Get me my gambling tax summary for 2025.", intent: TaxSummary, params: params{"tax_year": 2025}},
		{query: "Fax me my gambling tax summary for 2025.", intent: Unknown, params: params{}},
		{query: "What does my bankroll balance stand at right now?", intent: Bankroll, params: params{}},
		{query: "What does my credit card balance stand at right now?", intent: Unknown, params: params{}},
	}
}
