package ask

import "testing"

// heldOutHundredThirteenth is a hundred-and-thirteenth held-out part,
// written blind and committed BEFORE its first run: by someone who had
// read only the service spec and the action catalog (service-spec.md and
// actions.md of the shared spec, both whole), the README's lines 89-155
// (the directory's curl examples) and 428-480 (the section on /ask), the
// shipped data through short python3 scripts (after a listing of data/
// and the first lines of casinos.csv) that printed casinos (name, town,
// state, type, hotel, brand, tribal nation, opened year, table games),
// the programs of rewards_programs.json with their tiers and
// thresholds, the header of program_properties.csv and us_cities.csv
// (and the rows of Lawton), the whole of the twenty-ninth held-out part
// and the first eighty lines of the twenty-eighth, the first const block
// of ask.go (the intent constants, printed by a script from "const (" to
// its first ")"), the expectation type (lines 1-18 of heldout_test.go),
// the slugOf and programID functions of ask_test.go, the heldOutParts
// function of score_test.go and the subject of the newest commit; never
// the rules of this package, the tuning phrases or the other held-out
// parts. To pick names rarely used, a case-insensitive fixed-string grep
// (file names only, counted) was run over this package's test files for
// some casino names, towns and host languages; no file it found was
// opened.
//
// Every name was checked against data/ with a script: Lawton is a town
// of the directory in OK (Apache Casino Hotel, Comanche Nation Casino)
// and a city of us_cities.csv; Minnesota has 19 tribal casinos,
// Mississippi 24 with a hotel; "Bally's Chicago" names exactly one casino
// (Bally's Chicago, Chicago, IL, opened 2023), and so do "Miccosukee"
// (Miccosukee Casino & Resort), "Seneca Niagara" (Seneca Niagara Casino &
// Hotel), "Tulalip" (Tulalip Resort Casino) and "Snoqualmie" (Snoqualmie
// Casino), though for a player action the name stays as typed; Pearl is a
// tier of MGM Rewards (20,000 tier credits), Emerald one of Boyd Rewards,
// and Genting Rewards and Caesars Rewards are programs of the data. The
// host language, Vietnamese, is one earlier parts already ask for (the
// data has no hosts).
//
// Its wording is new: each whole message was checked with a
// case-insensitive fixed-string grep (file names only) against every test
// file of this package, with and without its closing mark. The first
// check found 16 of the 60 there ("How many tier credits does Onyx take
// in Boyd Rewards?", "How many members hold Onyx in Boyd Rewards?", "What
// tiers does Genting Rewards have?", "Set a weekly budget of $250.",
// "Limit each session to 45 minutes", "Can Boyd Rewards Emerald be
// matched over to Caesars Rewards?", "Will Caesars Rewards still match
// Boyd Rewards Emerald next year?", "Show my blackjack sessions from
// March.", "Show the casino visits I've logged.", "Which of my vouchers
// have expired?", "Show me the W-2Gs I got in 2025.", "What did my W-2G
// winnings add up to in 2024?", "Give me my gambling tax summary for
// 2025", "What status do I hold at each of my casinos?", "What budget and
// session limits have I set?", "Which hosts am I connected with?"); they
// were replaced, and 11 twins of them not found were rewritten too so
// that each pair stays in nearly the same words; the second check found 3
// of the replacements there ("Put me on a $250 weekly budget.", "Pull up
// the blackjack sessions I played in March.", "Which casino hosts have I
// connected with so far?"), replaced again; the third found none. None of
// the sixty is in another test file now.
//
// Its theme is NEAR MISSES, thirteenth part: 30 pairs, each an
// answerable question followed at once by a near twin in nearly the same
// words that asks something no action, endpoint or table of the spec
// answers. So 30 of 60 expect an answer and 30 expect Unknown. The pairs
// are spread over the directory (4: a town with a radius and a hotel, a
// state and a type, a state's count with a hotel, one casino's opening
// year), programs and tiers (2: a tier's threshold, a program's ladder),
// games (1), the W-2G rule (1), help (1: self-exclusion by state), limits
// set (2: a weekly budget, a session limit), comps (2: an estimate, a
// prediction at one casino), hosts (1: by language), tier match (2:
// suggestions, a path) and every kind of the player's records (14: trips,
// sessions, visits, vouchers, offers, expiring offers, W-2Gs, the W-2G
// total, the tax summary, the bankroll, tiers, tier progress, limits
// read, hosts connected). The 30 Unknowns, by why nothing answers them:
//   - a fact the data does not keep: hotel room rates near Lawton, being
//     open around the clock, a hotel's indoor pool, a casino's closing
//     time, how many members had a match from Emerald to Caesars Rewards,
//     whether a voucher can be cashed at another casino, whether an offer
//     can be given to a friend, whether a casino would extend an offer;
//   - a filter or ranking the action lacks: a session limit for
//     blackjack alone (set_session_limit takes max_minutes only),
//     sessions "biggest win first" (list_sessions filters, never sorts),
//     the host handing out the biggest comps, the best of the player's
//     hosts;
//   - a comparison: comps of craps against blackjack (calculate takes
//     one game);
//   - a prediction of the future: Pearl's threshold in 2028, Genting's
//     ladder in 2030, keno's house edge in 2030, an IRS audit, the W-2G
//     total by the end of 2026, the bankroll a year from now;
//   - someone else's records or limits: a husband on a self-exclusion
//     list, a wife's budget, what Seneca Niagara will send a wife, a
//     sister's tier-match suggestions, a brother's trips, a dad's tiers;
//   - a write /ask does not run or no action does: checking in a visit
//     (check_in is no intent of /ask), emailing W-2G copies;
//   - advice: tax advice on itemizing, whether the next tier is worth its
//     cost, which limits the player ought to have.
//
// No answerable question lacks a field its intent needs, so none expects
// a missing field.
//
// It follows the twenty-ninth and twenty-eighth parts' conventions: a
// casino named for a player action keeps the name as typed; a radius in
// miles is in kilometres to one decimal (40 miles is 64.4); a town typed
// without its state is near the directory's town with its state; "in
// <state>" is the state; a casino's details answer what the directory
// keeps about it, whichever field is asked for; a tier named with its
// program is that tier's threshold (the program's id and the tier); a
// tier-match path names program, to_program and the tier; a year named
// for the player's records is that calendar year; a month named without
// a year is its latest one up to today, 2026-05-14 (March is March 2026);
// "the next two weeks" of expiring offers is within_days 14; a limit of
// money in a period is a budget, proposed; another person's records, a
// detail no answer says and a change /ask does not propose are Unknown,
// with params empty.
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at b67121d, after every round of the session before it,
// and no rule changed for it) scored 56 of 60 correct (93.3%): precision
// 88.2% (30 of 34 answers right), recall 100.0% (30 of 30 answerable),
// none declined and 4 wrong. No expectation was changed after it. The
// wrong ones are four twins answered as their answerable question: whether
// the husband is on Iowa's self-exclusion list (the help), a session limit
// for blackjack only (the limit for every session), how many people had
// Emerald matched (the path) and tax advice on itemizing losses (the tax
// summary).
//
// After its fix round (2026-11-25, by the maintainer): 60 of 60, none
// wrong, barred. Someone else's standing on a self-exclusion list ("is my
// husband on"), a session limit for one game's sessions ("every blackjack
// session"), how many players had a tier matched, and advice on taxes
// decline.
func heldOutHundredThirteenth(t testing.TB) []expectation {
	return []expectation{
		// The directory: a town with a radius and a hotel, a state and a
		// type, a state's casinos with a hotel, one casino's details; each
		// twin asks a fact or filter the directory does not keep.
		{query: "Which casinos within 40 miles of Lawton have a hotel?", intent: FindCasinos, params: params{"near": "Lawton, OK", "radius_km": 64.4, "has_hotel": true}},
		{query: "Which casinos within 40 miles of Lawton have hotel rooms under $90 a night?", intent: Unknown, params: params{}},
		{query: "Tribal casinos in Minnesota, please.", intent: FindCasinos, params: params{"state": "MN", "type": "tribal"}},
		{query: "Tribal casinos in Minnesota that stay open around the clock, please.", intent: Unknown, params: params{}},
		{query: "How many casinos in Mississippi have a hotel?", intent: FindCasinos, params: params{"state": "MS", "has_hotel": true}},
		{query: "How many casinos in Mississippi have a hotel with an indoor pool?", intent: Unknown, params: params{}},
		{query: "What year did Bally's Chicago open?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Bally's Chicago")}},
		{query: "What time does Bally's Chicago close on Sundays?", intent: Unknown, params: params{}},

		// Programs and tiers: a threshold and a ladder, and each in the
		// future.
		{query: "How many tier credits does MGM Rewards ask for Pearl?", intent: TierRequirement, params: params{"id": programID(t, "MGM Rewards")}, tier: "Pearl"},
		{query: "How many tier credits will MGM Rewards ask for Pearl in 2028?", intent: Unknown, params: params{}},
		{query: "Which tiers make up the Genting Rewards ladder?", intent: ProgramDetail, params: params{"id": programID(t, "Genting Rewards")}},
		{query: "Which tiers will make up the Genting Rewards ladder in 2030?", intent: Unknown, params: params{}},

		// Game facts, and the same in the future.
		{query: "What house edge do you assume for keno?", intent: GameFacts, params: params{"game_type": "keno"}},
		{query: "What house edge do you expect keno to have in 2030?", intent: Unknown, params: params{}},

		// The W-2G rule, and an audit no table predicts.
		{query: "Would a $1,600 keno win trigger a W-2G?", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1600}},
		{query: "Would a $1,600 keno win trigger an IRS audit?", intent: Unknown, params: params{}},

		// Help: self-exclusion by state, and someone else's standing on
		// the list.
		{query: "How does self-exclusion work in Iowa?", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "IA"}},
		{query: "Is my husband on the self-exclusion list in Iowa?", intent: Unknown, params: params{}},

		// Limits set (proposed), and one for someone else and one by game.
		{query: "Give me a weekly gambling budget of $250 from now on.", intent: SetBudget, params: params{"period": "week", "amount": 250}},
		{query: "Give my wife a weekly gambling budget of $250 from now on.", intent: Unknown, params: params{}},
		{query: "Limit every session I play to 45 minutes.", intent: SetSessionLimit, params: params{"max_minutes": 45}},
		{query: "Limit every blackjack session I play to 45 minutes.", intent: Unknown, params: params{}},

		// Comps: an estimate and a prediction, a comparison of two games
		// and someone else's offer.
		{query: "What would 2 hours of $10 craps earn me in comps?", intent: CompEstimate, params: params{"game_type": "craps", "avg_bet": 10, "hours": 2}},
		{query: "Would 2 hours of $10 craps earn me more in comps than blackjack?", intent: Unknown, params: params{}},
		{query: "What offer is Seneca Niagara likely to send me next?", intent: CompPredict, params: params{"casino_name": "Seneca Niagara"}},
		{query: "What offer is Seneca Niagara likely to send my wife next?", intent: Unknown, params: params{}},

		// Hosts by language, and a ranking no search makes.
		{query: "Is there a host who speaks Vietnamese taking new players?", intent: FindHosts, params: params{"language": "Vietnamese"}},
		{query: "Which host who speaks Vietnamese hands out the biggest comps?", intent: Unknown, params: params{}},

		// Tier match: suggestions and a path, someone else's and a count
		// no table keeps.
		{query: "Based on the status I've got, where can I tier match?", intent: TierMatchSuggestions, params: params{}},
		{query: "Based on the status my sister has got, where can she tier match?", intent: Unknown, params: params{}},
		{query: "Could my Emerald with Boyd Rewards get matched to Caesars Rewards?", intent: TierMatchPaths, params: params{"program": "Boyd Rewards", "to_program": "Caesars Rewards"}, tier: "Emerald"},
		{query: "How many people got their Emerald with Boyd Rewards matched to Caesars Rewards?", intent: Unknown, params: params{}},

		// The player's records, each kind with a twin no action answers.
		{query: "List the trips I took to Miccosukee in 2024.", intent: MyTrips, params: params{"casino_name": "Miccosukee", "from": "2024-01-01", "to": "2024-12-31"}},
		{query: "List the trips my brother took to Miccosukee in 2024.", intent: Unknown, params: params{}},
		{query: "Pull up every blackjack session I logged in March.", intent: MySessions, params: params{"game_type": "blackjack", "from": "2026-03-01", "to": "2026-03-31"}},
		{query: "Pull up every blackjack session I logged in March, biggest win first.", intent: Unknown, params: params{}},
		{query: "Pull up the casino check-ins I've recorded.", intent: MyVisits, params: params{}},
		{query: "Record a casino check-in for me at Tulalip today.", intent: Unknown, params: params{}},
		{query: "Which vouchers of mine are expired now?", intent: MyVouchers, params: params{"status": "expired"}},
		{query: "Which vouchers of mine can I cash at a different casino?", intent: Unknown, params: params{}},
		{query: "Which of my offers have I redeemed?", intent: MyOffers, params: params{"status": "redeemed"}},
		{query: "Which of my offers can I give to a friend?", intent: Unknown, params: params{}},
		{query: "Which offers of mine expire in the next two weeks?", intent: ExpiringOffers, params: params{"within_days": 14}},
		{query: "Which offers of mine can the casino extend past the next two weeks?", intent: Unknown, params: params{}},
		{query: "Show me the W-2G forms I received in 2025.", intent: MyW2Gs, params: params{"tax_year": 2025}},
		{query: "Email me copies of the W-2G forms I received in 2025.", intent: Unknown, params: params{}},
		{query: "What did my W-2G wins total for 2024?", intent: W2GTotal, params: params{"tax_year": 2024}},
		{query: "What will my W-2G wins total by the end of 2026?", intent: Unknown, params: params{}},
		{query: "Give me my gambling tax summary for the 2025 tax year.", intent: TaxSummary, params: params{"tax_year": 2025}},
		{query: "Give me tax advice on itemizing my gambling losses for 2025.", intent: Unknown, params: params{}},
		{query: "How much money do I have in my bankroll right now?", intent: Bankroll, params: params{}},
		{query: "How much money will I have in my bankroll a year from now?", intent: Unknown, params: params{}},
		{query: "What status am I holding at every one of my casinos?", intent: MyTiers, params: params{}},
		{query: "What status is my dad holding at every one of his casinos?", intent: Unknown, params: params{}},
		{query: "How far am I from the next tier at Snoqualmie?", intent: TierProgress, params: params{"casino_name": "Snoqualmie"}},
		{query: "Is the next tier at Snoqualmie worth what it would cost me?", intent: Unknown, params: params{}},
		{query: "Which budget and session limits do I have on right now?", intent: MyLimits, params: params{}},
		{query: "Which budget and session limits ought I to have on right now?", intent: Unknown, params: params{}},
		{query: "Which casino hosts am I linked up with at the moment?", intent: MyHosts, params: params{}},
		{query: "Which of the casino hosts I'm linked up with is the best one?", intent: Unknown, params: params{}},
	}
}
