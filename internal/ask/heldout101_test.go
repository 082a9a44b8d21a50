package ask

import "testing"

// heldOutHundredFirst is the hundred-and-first held-out part, written
// blind and committed BEFORE its first run: by someone who had read only
// the service spec and the action catalog (service-spec.md and actions.md,
// both whole), the README's lines 89-155 (the directory's curl examples,
// paging and the in-memory directory) and 428-480 (the section on /ask and
// its curl examples), the shipped data through short python3 scripts
// (casinos.csv for names, towns, states, types, has_hotel, brands, tribal
// nations and the counts of table games and slot machines; the whole of
// rewards_programs.json with its tiers, thresholds and notes; the first
// lines of program_properties.csv and us_cities.csv and look-ups of towns
// in the latter; a listing of data/ and the first 600 characters of
// casinos.csv were printed too), the whole of the twenty-ninth held-out
// part and the first eighty lines of the twenty-eighth (its header), the
// first const block of ask.go (the intent constants, printed from "const
// (" to its ")"), the expectation type (lines 1-18 of heldout_test.go),
// the slugOf and programID helpers of ask_test.go (lines 73-94, which
// also showed the first line of the phrasing type's doc comment), the
// heldOutParts function of score_test.go and the subject of the newest
// commit ("Merge fix-96: the ninety-sixth part's fix round (near misses;
// 60/60, barred) (issue 15)"); never the rules of this package, the
// tuning phrases or the other held-out parts, and go test was not run.
//
// Every name used was checked against data/ with a short script: the
// programs (Boyd Rewards, WinStar Club Passport, MGM Rewards) and the
// tiers named with them (Onyx in Boyd Rewards, Pearl in MGM Rewards);
// the towns (Atoka is a directory town only in OK, Tower only in MN, with
// one casino, Fortune Bay Resort Casino, which has a hotel); Wyoming has
// three tribal casinos and Indiana is a state of the directory; and each
// casino name names exactly one casino: "Presque Isle Downs" (Presque
// Isle Downs & Casino), "Colorado Belle" (Colorado Belle Casino &
// Resort), "Gold Mountain Casino", "Rivers Casino Philadelphia", "Seneca
// Buffalo Creek" (Seneca Buffalo Creek Casino) and "Argosy Casino Alton".
// The towns, Presque Isle Downs, Colorado Belle, Gold Mountain, Seneca
// Buffalo Creek and Rivers Casino Philadelphia were chosen among those no
// earlier test file names (a script counted the test files holding each
// directory name and printed only the names held by none; a
// case-insensitive fixed-string grep, file names only, confirmed them);
// the programs, tiers, states, games and the host language (Vietnamese)
// are named by earlier parts.
//
// Its wording is new: each whole message (all are one sentence) was
// checked with a case-insensitive fixed-string grep (file names only)
// against every test file of this package, with and without its closing
// mark. Thirteen were found and replaced: twelve of the first draft
// ("Which tribal casinos does Wyoming have?", "How many tier credits does
// Onyx take in Boyd Rewards?", "Put me on a weekly budget of $250.",
// "Limit each of my sessions to 45 minutes.", "Is there a casino host who
// speaks Vietnamese?", "Show my tier at every casino I play.", "Show my
// blackjack sessions from March.", "List all my casino check-ins.",
// "Which of my vouchers have been redeemed?", "Give me my gambling tax
// summary for 2024.", "What daily budget have I set?" and "What daily
// budget should I set?") and one of their replacements ("Bring up the
// blackjack sessions I logged in March."); the twins of the replaced
// questions were reworded with them so each pair stays a near twin. None
// of the sixty is in the corpus now.
//
// Its theme is NEAR MISSES, eleventh part: 30 pairs, each an answerable
// question followed at once by a near twin in nearly the same words that
// asks something no action, endpoint or table of the spec answers, so 30
// of 60 expect an answer and 30 expect Unknown. The pairs are spread over
// the directory (4: a state and type, a radius around a town, a hotel
// near a town, one casino's details), programs and tiers (2: a tier's
// threshold, a program's ladder), games (1), the W-2G rule (1), help (1),
// limits set (2: a budget, a session limit), comps (2: a prediction at one
// casino, an estimate), hosts (1), tier match (2: a path, the
// suggestions) and every kind of the player's records (14: tiers, tier
// progress, trips, sessions, visits, vouchers, offers, expiring offers,
// W-2Gs, the W-2G total, the tax summary, the bankroll, the limits read,
// the hosts). The twins are Unknown because:
//   - a field no answer has: tribal casinos "that serve alcohol", casinos
//     "with a good buffet", table games kept "open after midnight" (no
//     hours), members per tier of a program, the dealers of a session,
//     who came along on a check-in, the hotel bills of trips and which
//     W-2Gs "the IRS audited";
//   - a fact the data does not keep: a casino's own house edge for keno
//     (the game table is the service's, not a casino's), a state's
//     gambling tax rate, a W-2G rule for someone who is not a U.S.
//     citizen (the rule takes game, amount, wager and year only), how
//     many people a state's self-exclusion program holds, how many days a
//     status match takes to approve, and a casino's offers for new
//     sign-ups (offers are the player's own);
//   - a filter the action lacks: a session limit "only on weekends"
//     (set_session_limit takes max_minutes alone);
//   - a ranking or comparison: the Vietnamese-speaking host "with the most
//     players" (search_hosts filters, it ranks nothing by players), and
//     the comps of craps against roulette (two estimates compared);
//   - a prediction of the future: rooms free this Saturday, Onyx's
//     threshold in 2027, programs that will still match "next year", the
//     offers the casinos "will extend", the W-2G total of 2027 and the
//     bankroll's balance "by December";
//   - someone else's records: a husband's budget, a neighbour's predicted
//     offer, a wife's tiers, a dad's tier progress and the players of the
//     player's host (the host's book is the host's);
//   - a write /ask does not run: marking every voucher redeemed
//     (redeem_voucher is a write, and only budgets and session limits are
//     proposed);
//   - advice: which daily budget the player "ought to set".
//
// No answerable question lacks a field its intent needs, so none expects
// a missing field.
//
// It follows the twenty-ninth and twenty-eighth parts' conventions: a
// casino named for a player action keeps the name as typed; a casino's
// details answer what the directory keeps about it, whichever field is
// asked for; a radius in miles is in kilometres to one decimal (40 miles
// is 64.4); a town typed without its state is near the directory's town
// with its state, and "in <state>" is the state; a tier named with its
// program is not ambiguous, and a tier-match path names the program the
// tier is in, the program matched to and the tier; a year named for the
// player's records or taxes is that calendar year (or tax_year) and a
// month named without a year is its latest one up to today, 2026-05-14
// (March is 2026-03-01..2026-03-31); a limit of money in a period is a
// budget, proposed; a session cap is a session limit in minutes,
// proposed; money and counts are ints; an expected Unknown has empty
// params. Its own choices, where those are silent: "for my 2024 return"
// is tax year 2024; vouchers that "got redeemed" have the status
// "redeemed"; "a $4,000 slot jackpot" is the game slots with amount_won
// 4000; "a host that speaks Vietnamese" is find_hosts in Vietnamese; and
// "which daily budget did I set" reads the limits (the limits read
// answers the budget set; the bankroll answers only what is left of it).
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at 76af084, after every round of the session before it,
// and no rule changed for it) scored 52 of 60 correct (86.7%): precision
// 80.6% (29 of 36 answers right), recall 96.7% (29 of 30 answerable), 1
// declined and 7 wrong. No expectation was changed after it. The wrong
// ones are seven twins answered as their answerable question: two plays'
// comps compared (the first play's estimate), the Vietnamese-speaking host
// with the most players (the hosts), hotel bills from trips (the trips),
// who came along on check-ins (the visits), a casino's offers for new
// sign-ups (the player's offers), which daily budget one ought to set (the
// limits) and the players a host is connected to (the player's hosts).
//
// After its fix round (2026-11-25, fix-101, rules only, no expectation
// changed, tuning phrases in other words checked to fail first): 60/60,
// 0 wrong, 0 declined (from 52/60, 7 wrong, 1 declined), and barred. The
// general rules added: "cut" ends the asker's sessions at a time as
// "stop" and "end" do, its "off" before or after them and the owner
// allowed after them ("every session of mine"), a session limit, and no
// proposal when held to some days; a comparative whose "than" names a
// second game in the question weighs two plays, which no action does (a
// comparison told in a sentence before the question is a story); "the
// most" (fewest, least) before a noun ranks hosts by a count; the people
// named with "my host" ("the players my host ...", "my host's clients")
// are the host's book; who came along is asked of check-ins as of trips
// and sessions; "new sign-ups" are newcomers; "ought" asks what a limit
// should be as "should" does; and the bills, receipts or charges of
// trips and sessions are no field of them.
func heldOutHundredFirst(t testing.TB) []expectation {
	return []expectation{
		// The directory: a state and type, a radius around a town, a hotel
		// near a town, one casino's details; each twin asks a field, a
		// fact or a forecast the directory does not keep.
		{query: "Point me to the tribal casinos Wyoming has.", intent: FindCasinos, params: params{"state": "WY", "type": "tribal"}},
		{query: "Point me to the tribal casinos Wyoming has that serve alcohol.", intent: Unknown, params: params{}},
		{query: "Casinos within 40 miles of Atoka?", intent: FindCasinos, params: params{"near": "Atoka, OK", "radius_km": 64.4}},
		{query: "Casinos within 40 miles of Atoka with a good buffet?", intent: Unknown, params: params{}},
		{query: "Is there a casino with a hotel near Tower, Minnesota?", intent: FindCasinos, params: params{"near": "Tower, MN", "has_hotel": true}},
		{query: "Is there a casino with a hotel near Tower, Minnesota that has rooms free this Saturday?", intent: Unknown, params: params{}},
		{query: "How many table games does Presque Isle Downs have?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Presque Isle Downs & Casino")}},
		{query: "How many table games does Presque Isle Downs keep open after midnight?", intent: Unknown, params: params{}},

		// Programs and tiers: a tier's threshold (and a future one), a
		// program's ladder (and its members, which no table keeps).
		{query: "How many tier credits does a Boyd Rewards member need for Onyx?", intent: TierRequirement, params: params{"id": programID(t, "Boyd Rewards")}, tier: "Onyx"},
		{query: "How many tier credits will a Boyd Rewards member need for Onyx in 2027?", intent: Unknown, params: params{}},
		{query: "What tiers does WinStar Club Passport have?", intent: ProgramDetail, params: params{"id": programID(t, "WinStar Club Passport")}},
		{query: "How many members does each WinStar Club Passport tier have?", intent: Unknown, params: params{}},

		// Games: the service's house edge for a game, and one casino's.
		{query: "What house edge do you use for keno?", intent: GameFacts, params: params{"game_type": "keno"}},
		{query: "What house edge does Argosy Casino Alton use for keno?", intent: Unknown, params: params{}},

		// The W-2G rule, and a case the rule does not cover.
		{query: "Do I get a W-2G for a $4,000 slot jackpot?", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 4000}},
		{query: "Do I get a W-2G for a $4,000 slot jackpot if I'm not a U.S. citizen?", intent: Unknown, params: params{}},

		// Help: a state's self-exclusion program, and how many it holds.
		{query: "Does Indiana run a self-exclusion program?", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "IN"}},
		{query: "How many people are in Indiana's self-exclusion program?", intent: Unknown, params: params{}},

		// Limits set (proposed): for someone else, or with a filter the
		// action lacks.
		{query: "Put me on a $250 weekly gambling budget.", intent: SetBudget, params: params{"period": "week", "amount": 250}},
		{query: "Put my husband on a $250 weekly gambling budget.", intent: Unknown, params: params{}},
		{query: "Cut every session of mine off at 45 minutes.", intent: SetSessionLimit, params: params{"max_minutes": 45}},
		{query: "Cut every session of mine off at 45 minutes, but only on weekends.", intent: Unknown, params: params{}},

		// Comps: a prediction for me (not a neighbour), an estimate (not
		// two compared).
		{query: "What offer is Colorado Belle likely to send me next?", intent: CompPredict, params: params{"casino_name": "Colorado Belle"}},
		{query: "What offer is Colorado Belle likely to send my neighbor next?", intent: Unknown, params: params{}},
		{query: "How much in comps is 2 hours of $10 craps worth?", intent: CompEstimate, params: params{"game_type": "craps", "avg_bet": 10, "hours": 2}},
		{query: "How much more in comps is 2 hours of $10 craps worth than 2 hours of $10 roulette?", intent: Unknown, params: params{}},

		// Hosts: by language, and a ranking no search makes.
		{query: "Can you find me a host that speaks Vietnamese?", intent: FindHosts, params: params{"language": "Vietnamese"}},
		{query: "Can you find me the host that speaks Vietnamese with the most players?", intent: Unknown, params: params{}},

		// Tier match: a path (and its approval time), the suggestions
		// (and next year's).
		{query: "If I match my Pearl status from MGM Rewards to Boyd Rewards, what tier would I get?", intent: TierMatchPaths, params: params{"program": "MGM Rewards", "to_program": "Boyd Rewards"}, tier: "Pearl"},
		{query: "If I match my Pearl status from MGM Rewards to Boyd Rewards, how many days will approval take?", intent: Unknown, params: params{}},
		{query: "Which programs would status match me based on my tiers?", intent: TierMatchSuggestions, params: params{}},
		{query: "Which programs will still status match me based on my tiers next year?", intent: Unknown, params: params{}},

		// The player's records, every kind, each with a twin asking
		// someone else's, a field no record has, a forecast, a write /ask
		// does not run, or advice.
		{query: "Pull up my tier at every casino I'm a member of.", intent: MyTiers, params: params{}},
		{query: "Pull up my wife's tier at every casino she's a member of.", intent: Unknown, params: params{}},
		{query: "How far am I from the next tier at Gold Mountain Casino?", intent: TierProgress, params: params{"casino_name": "Gold Mountain Casino"}},
		{query: "How far is my dad from the next tier at Gold Mountain Casino?", intent: Unknown, params: params{}},
		{query: "List my trips to Rivers Casino Philadelphia in 2024.", intent: MyTrips, params: params{"casino_name": "Rivers Casino Philadelphia", "from": "2024-01-01", "to": "2024-12-31"}},
		{query: "List my hotel bills from trips to Rivers Casino Philadelphia in 2024.", intent: Unknown, params: params{}},
		{query: "Which blackjack sessions did I log during March?", intent: MySessions, params: params{"game_type": "blackjack", "from": "2026-03-01", "to": "2026-03-31"}},
		{query: "Which dealers did I have in the blackjack sessions I logged during March?", intent: Unknown, params: params{}},
		{query: "Give me a list of every casino check-in I've made.", intent: MyVisits, params: params{}},
		{query: "Give me a list of every casino check-in I've made and who came with me.", intent: Unknown, params: params{}},
		{query: "Which vouchers of mine got redeemed already?", intent: MyVouchers, params: params{"status": "redeemed"}},
		{query: "Go mark every voucher of mine as redeemed.", intent: Unknown, params: params{}},
		{query: "Do I have any offers from Seneca Buffalo Creek?", intent: MyOffers, params: params{"casino_name": "Seneca Buffalo Creek"}},
		{query: "Does Seneca Buffalo Creek have any offers for new sign-ups?", intent: Unknown, params: params{}},
		{query: "Which of my offers expire within 10 days?", intent: ExpiringOffers, params: params{"within_days": 10}},
		{query: "Which of my offers will the casinos extend beyond 10 days?", intent: Unknown, params: params{}},
		{query: "Show my W-2Gs for 2022.", intent: MyW2Gs, params: params{"tax_year": 2022}},
		{query: "Show my W-2Gs for 2022 that the IRS audited.", intent: Unknown, params: params{}},
		{query: "What did my W-2Gs total in 2025?", intent: W2GTotal, params: params{"tax_year": 2025}},
		{query: "What will my W-2Gs total in 2027?", intent: Unknown, params: params{}},
		{query: "Give me the gambling tax summary for my 2024 return.", intent: TaxSummary, params: params{"tax_year": 2024}},
		{query: "Give me the gambling tax rate of my state for my 2024 return.", intent: Unknown, params: params{}},
		{query: "What's the balance of my gambling bankroll?", intent: Bankroll, params: params{}},
		{query: "What will the balance of my gambling bankroll be by December?", intent: Unknown, params: params{}},
		{query: "Which daily budget did I set for myself?", intent: MyLimits, params: params{}},
		{query: "Which daily budget ought I to set for myself?", intent: Unknown, params: params{}},
		{query: "List the hosts I'm connected to.", intent: MyHosts, params: params{}},
		{query: "List the players my host is connected to.", intent: Unknown, params: params{}},
	}
}
