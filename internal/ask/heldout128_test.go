package ask

import "testing"

// heldOutHundredTwentyEighth is the hundred-and-twenty-eighth held-out
// part, written blind and committed BEFORE its first run: by someone who
// had read only the service spec and the action catalog (both whole), the
// README's lines 89-155 (the directory's curl examples) and 428-480 (the
// /ask section and its examples), the whole of the twenty-ninth held-out
// part and the first 80 lines of the twenty-eighth (its header), the
// block of intent constants of ask.go (printed by a script from its first
// "const (" to the ")" closing it), the expectation type (lines 1-18 of
// heldout_test.go), the slugOf and programID helpers of ask_test.go
// (printed by a script, those two functions only), the first and last
// twenty lines of heldOutParts in score_test.go, and the subject of the
// newest commit (git log -1); never the rules of this package, the tuning
// phrases or any other held-out part. The shipped data was read only
// through short python3 scripts: a listing of data/ with file sizes and
// the column names of casinos.csv; counts of casinos by state, type,
// brand and tribal nation, and by type and has_hotel in a few states;
// casinos by town (name, town, state, type, has_hotel, brand, nation) for
// the towns asked about and by name fragment for the casinos named; the
// programs of rewards_programs.json with their tiers, thresholds and
// units; program_properties.csv counted by program and the casinos of
// three programs; and us_cities.csv for the towns asked about. Every name
// was checked that way: the towns and their states (Tulsa, OK; Spokane, WA;
// Shreveport, LA; Deadwood, SD; Albuquerque, NM; Palm Springs, CA;
// Hinckley, MN, all towns of the directory), the casinos (Hard Rock Casino
// Northern Indiana, Turning Stone Resort & Casino, WinStar World Casino &
// Resort, Northern Quest Resort & Casino, each the only casino its typed
// words name; Hard Rock Hotel & Casino Tulsa, River Spirit Casino and
// Choctaw Casino Resort - Durant, which the typed "Hard Rock Tulsa", "River
// Spirit" and "Choctaw Durant" stand for, kept as typed where a player
// action names them (the last only in an expected Unknown)), the nations
// (Citizen Potawatomi Nation, whose casinos are in Oklahoma; Ho-Chunk
// Nation), the programs (Genting Rewards, Boyd Rewards, WinStar Club
// Passport) and their tiers (Onyx at 50,000 tier credits in Boyd Rewards,
// Elite at 15,000 tier points in WinStar Club Passport), and that Indiana
// has racinos, Louisiana commercial casinos and Mississippi casinos with
// hotels.
// Its wording is new: each whole message was checked with a
// case-insensitive fixed-string grep (file names only, never opened)
// against every test file of this package, as typed and with a closing
// "?" and "."; 36 of the first sixty were found and replaced, their
// replacements checked again, and 37 more candidates found in six later
// rounds replaced in turn (73 found in all: short fragments of this
// register are mostly taken); the final sixty were checked once more and
// none is there. Two more were changed though not found: "within 10 miles
// of black hawk" and "golf courses near black hawk", because the
// directory has a Black Hawk Casino in Shawnee, OK as well as the town of
// Black Hawk, CO.
//
// Its theme is a fifty-fifth CONTROL part in the issue's own register:
// sixty short, direct questions of one sentence each, most of them
// lower-case fragments with no closing mark, asked the way the issue's
// examples are ("comps I can expect at Caesars", "W-2G threshold for
// keno", "tribal casinos in Oklahoma", "set my daily budget to $100",
// "weather in Vegas"), but with other casinos, games, amounts, states,
// tiers and programs (no Caesars, MGM, Pearl, Diamond, roulette, keno,
// $100, New Jersey, Nevada or Las Vegas search). Every area is covered:
// place, near, radius, hotel, type, rewards and family searches, casino
// details, the program list, a ladder and two tiers' thresholds, game
// facts, the W-2G rule (by game, and for wins of an amount), help lines
// (by state and with none) and self-exclusion, a budget and a session
// limit (proposed) and the limits read, comp predictions (one casino and
// all) and an estimate, tier progress and the player's tiers, a tier-match
// path and the suggestions, hosts (at a casino, by language, the player's
// own), trips, sessions, visits, vouchers, offers and expiring offers,
// W-2G lists and totals, the tax summary and the bankroll. 50 of 60
// expect an answer and 10 expect Unknown: three off topic with a town of
// the directory in them (golf courses, the weather, a buffet), three
// facts nothing keeps (a casino's phone number, which the Casino resource
// of the spec does not carry although casinos.csv has a phone column; a
// dress code; the minimum gambling age of a state), two other people's
// records (a wife's tier, a brother's W-2Gs) and two asks in one (two
// games' house edges; the bankroll and the open vouchers). No question
// lacks a field its intent needs, so none expects a missing field.
//
// It follows the twenty-ninth part's conventions (a casino named for a
// player action keeps the name as typed; a host filter by casino is the
// typed words and the directory's name when the words name exactly one
// casino, with no parameter; a radius in miles is in kilometres to one
// decimal; a year named for the player's records is that calendar year; a
// month named without a year is its latest one up to today, 2026-05-14,
// and "last month" is April 2026, "last year" 2025; a town typed without
// its state is near the directory's town with its state; "in <town>" is
// near that town and "in <state>" is the state; a family's casinos in a
// state are the state with q the family's name as the directory spells
// it; a tier named with its program is not ambiguous; a casino's details
// answer what the directory keeps about it, whichever field is asked for;
// a limit of money in a period is a budget; off-topic questions are
// Unknown). Its own choices, where those are silent:
//   - "casinos around <town>" and "nearest casinos to <town>" are near
//     that town, like "near"; "anything within 10 miles of deadwood" is
//     a near search of Deadwood, SD within 16.1 km ("anything" asks for
//     casinos, as in the "anything near 36.1,-115.17");
//   - a nation named in full is q with the nation's name as the
//     directory spells it: "citizen potawatomi nation casinos in
//     oklahoma" is OK with q "Citizen Potawatomi Nation", and "casinos
//     run by the ho-chunk nation" is q "Ho-Chunk Nation" with no state;
//   - "mississippi casinos that have hotel rooms" is MS with has_hotel
//     (rooms asked of many casinos is the hotel filter), while "turning
//     stone hotel rooms" names one casino and is its details;
//   - "slot count at Hard Rock Northern Indiana" is the details of Hard
//     Rock Casino Northern Indiana, the one casino those words name;
//   - "tier credits for Onyx in Boyd Rewards" and "tier points needed for
//     Elite in WinStar Club Passport" are those tiers' thresholds (the
//     unit named does not change the intent); "Genting Rewards tier list"
//     is that program's details (its ladder);
//   - "house edge of a blackjack table" and "dice rolls per hour at
//     craps" are those games' facts;
//   - "W-2G threshold for baccarat" is the rule for baccarat with no
//     amount; "do I need a W-2G for a $2,000 video poker jackpot" is the
//     rule for video_poker with amount_won 2000; "is a $650 craps win
//     reportable" is the rule for craps with amount_won 650 ("reportable"
//     asks the W-2G rule, whatever its answer for a table game);
//   - "national problem gambling helpline number" is the helpline with no
//     state; "self-exclusion program for louisiana" is self-exclusion in
//     LA;
//   - "cap each session at 80 minutes" is a session limit of 80;
//     "my current play limits" reads the limits;
//   - "comps I can expect at Hard Rock Tulsa" is the prediction there,
//     the name as typed; "expected comps across all my casinos" is the
//     prediction for all casinos ("expected" is what the prediction
//     gives; no game, bet or hours are named for an estimate); "comps for
//     5 hours of $20 craps" is the estimate for craps, avg_bet 20,
//     hours 5;
//   - "my tier status at all my casinos" is the player's tiers; "status
//     match options for my tiers" the tier-match suggestions; "tier match
//     from WinStar Club Passport Elite to Boyd Rewards" the path from that
//     program's Elite to Boyd Rewards;
//   - "a host who speaks Hindi" is find_hosts in Hindi (the shipped data
//     says nothing of hosts' languages, so no language could be checked);
//     "my current casino host" is the player's hosts (one or several);
//   - "casino visits on record" is the player's visits with no filter;
//     "vouchers with open status" has the status "open"; "what's left of
//     my bankroll" is the bankroll (bankroll_status, which also carries
//     the budget remaining), not a budget question;
//   - "my trips in March" are those of March 2026; "my craps sessions
//     last month" those of April 2026 at craps; "my W-2G forms from 2022"
//     the W-2G list of 2022; "total W-2G winnings for 2023" the W-2G total
//     of 2023; "tax summary of my 2024 gambling" the tax summary of 2024;
//   - Unknown: "phone number of WinStar World Casino" (the spec's Casino
//     has no phone field, so no answer says it; this is the expectation
//     I am least sure of, since the shipped CSV does have phones), "dress
//     code at River Spirit Casino", "minimum gambling age in
//     mississippi", "golf courses near hinckley", "weather in shreveport
//     this weekend", "best buffet in tulsa", "my wife's tier at Choctaw
//     Durant", "my brother's W-2Gs for 2025", "house edge of craps and
//     baccarat" and "my bankroll and my open vouchers".
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at a346bc9, after the session's first rounds (the hundred-
// and-seventeenth to the hundred-and-twenty-first parts) and its probe
// fixes, and no rule changed for it) scored 60 of 60 correct (100.0%):
// precision 100.0% (50 of 50 answers right), recall 100.0% (50 of 50
// answerable), none declined and none wrong. No expectation was changed
// after it, and the part is barred on its first run.
func heldOutHundredTwentyEighth(t testing.TB) []expectation {
	return []expectation{
		// The directory: a town, near, a radius, the nearest, hotel,
		// type, rewards, and families by owning nation.
		{query: "casinos in tulsa", intent: FindCasinos, params: params{"near": "Tulsa, OK"}},
		{query: "casinos around spokane", intent: FindCasinos, params: params{"near": "Spokane, WA"}},
		{query: "casinos within 35 miles of shreveport", intent: FindCasinos, params: params{"near": "Shreveport, LA", "radius_km": 56.3}},
		{query: "anything within 10 miles of deadwood", intent: FindCasinos, params: params{"near": "Deadwood, SD", "radius_km": 16.1}},
		{query: "nearest casinos to albuquerque", intent: FindCasinos, params: params{"near": "Albuquerque, NM"}},
		{query: "mississippi casinos that have hotel rooms", intent: FindCasinos, params: params{"state": "MS", "has_hotel": true}},
		{query: "tribal casinos near palm springs", intent: FindCasinos, params: params{"near": "Palm Springs, CA", "type": "tribal"}},
		{query: "racinos in indiana", intent: FindCasinos, params: params{"state": "IN", "type": "racino"}},
		{query: "commercial casinos across louisiana", intent: FindCasinos, params: params{"state": "LA", "type": "commercial"}},
		{query: "michigan casinos with a rewards program", intent: FindCasinos, params: params{"state": "MI", "has_rewards": true}},
		{query: "citizen potawatomi nation casinos in oklahoma", intent: FindCasinos, params: params{"state": "OK", "q": "Citizen Potawatomi Nation"}},
		{query: "casinos run by the ho-chunk nation", intent: FindCasinos, params: params{"q": "Ho-Chunk Nation"}},

		// One casino's details, whichever field is asked.
		{query: "slot count at Hard Rock Northern Indiana", intent: CasinoDetail, params: params{"slug": slugOf(t, "Hard Rock Casino Northern Indiana")}},
		{query: "turning stone hotel rooms", intent: CasinoDetail, params: params{"slug": slugOf(t, "Turning Stone Resort & Casino")}},
		{query: "WinStar World Casino details", intent: CasinoDetail, params: params{"slug": slugOf(t, "WinStar World Casino & Resort")}},

		// Programs: the list, a ladder, two tiers' thresholds.
		{query: "rewards programs in your database", intent: ListPrograms, params: params{}},
		{query: "Genting Rewards tier list", intent: ProgramDetail, params: params{"id": programID(t, "Genting Rewards")}},
		{query: "tier credits for Onyx in Boyd Rewards", intent: TierRequirement, params: params{"id": programID(t, "Boyd Rewards")}, tier: "Onyx"},
		{query: "tier points needed for Elite in WinStar Club Passport", intent: TierRequirement, params: params{"id": programID(t, "WinStar Club Passport")}, tier: "Elite"},

		// Game facts and the W-2G rule, by game and for a win.
		{query: "house edge of a blackjack table", intent: GameFacts, params: params{"game_type": "blackjack"}},
		{query: "dice rolls per hour at craps", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "W-2G threshold for baccarat", intent: W2GRule, params: params{"game_type": "baccarat"}},
		{query: "do I need a W-2G for a $2,000 video poker jackpot", intent: W2GRule, params: params{"game_type": "video_poker", "amount_won": 2000}},
		{query: "is a $650 craps win reportable", intent: W2GRule, params: params{"game_type": "craps", "amount_won": 650}},

		// Responsible-gaming help: a state's line, the national one,
		// and self-exclusion.
		{query: "gambling helpline for colorado", intent: RGHelp, params: params{"topic": "helpline", "state": "CO"}},
		{query: "national problem gambling helpline number", intent: RGHelp, params: params{"topic": "helpline"}},
		{query: "self-exclusion program for louisiana", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "LA"}},

		// The player's limits: two changes proposed, and the limits read.
		{query: "set a weekly budget of $320", intent: SetBudget, params: params{"period": "week", "amount": 320}},
		{query: "cap each session at 80 minutes", intent: SetSessionLimit, params: params{"max_minutes": 80}},
		{query: "my current play limits", intent: MyLimits, params: params{}},

		// Comps: predicted at one casino and at all, and estimated.
		{query: "comps I can expect at Hard Rock Tulsa", intent: CompPredict, params: params{"casino_name": "Hard Rock Tulsa"}},
		{query: "expected comps across all my casinos", intent: CompPredictAll, params: params{}},
		{query: "comps for 5 hours of $20 craps", intent: CompEstimate, params: params{"game_type": "craps", "avg_bet": 20, "hours": 5}},

		// Tiers: progress at one casino, the player's tiers, tier-match
		// suggestions and a path.
		{query: "how close am I to the next tier at River Spirit", intent: TierProgress, params: params{"casino_name": "River Spirit"}},
		{query: "my tier status at all my casinos", intent: MyTiers, params: params{}},
		{query: "status match options for my tiers", intent: TierMatchSuggestions, params: params{}},
		{query: "tier match from WinStar Club Passport Elite to Boyd Rewards", intent: TierMatchPaths, params: params{"program": "WinStar Club Passport", "to_program": "Boyd Rewards"}, tier: "Elite"},

		// Hosts at a casino, by language, and the player's own.
		{query: "hosts at Northern Quest", intent: FindHosts, params: params{}, filter: []string{"Northern Quest", "Northern Quest Resort & Casino"}},
		{query: "a host who speaks Hindi", intent: FindHosts, params: params{"language": "Hindi"}},
		{query: "my current casino host", intent: MyHosts, params: params{}},

		// The player's records: trips, sessions, visits, vouchers,
		// offers and expiring offers, W-2Gs, the tax year, the bankroll.
		{query: "my trips in March", intent: MyTrips, params: params{"from": "2026-03-01", "to": "2026-03-31"}},
		{query: "my craps sessions last month", intent: MySessions, params: params{"game_type": "craps", "from": "2026-04-01", "to": "2026-04-30"}},
		{query: "casino visits on record", intent: MyVisits, params: params{}},
		{query: "vouchers with open status", intent: MyVouchers, params: params{"status": "open"}},
		{query: "offers from Turning Stone", intent: MyOffers, params: params{"casino_name": "Turning Stone"}},
		{query: "offers expiring within 9 days", intent: ExpiringOffers, params: params{"within_days": 9}},
		{query: "my W-2G forms from 2022", intent: MyW2Gs, params: params{"tax_year": 2022}},
		{query: "total W-2G winnings for 2023", intent: W2GTotal, params: params{"tax_year": 2023}},
		{query: "tax summary of my 2024 gambling", intent: TaxSummary, params: params{"tax_year": 2024}},
		{query: "what's left of my bankroll", intent: Bankroll, params: params{}},

		// Unknown, off topic, with a town of the directory in it.
		{query: "golf courses near hinckley", intent: Unknown, params: params{}},
		{query: "weather in shreveport this weekend", intent: Unknown, params: params{}},
		{query: "best buffet in tulsa", intent: Unknown, params: params{}},

		// Unknown, facts nothing keeps.
		{query: "phone number of WinStar World Casino", intent: Unknown, params: params{}},
		{query: "dress code at River Spirit Casino", intent: Unknown, params: params{}},
		{query: "minimum gambling age in mississippi", intent: Unknown, params: params{}},

		// Unknown, another person's records.
		{query: "my wife's tier at Choctaw Durant", intent: Unknown, params: params{}},
		{query: "my brother's W-2Gs for 2025", intent: Unknown, params: params{}},

		// Unknown, two asks in one.
		{query: "house edge of craps and baccarat", intent: Unknown, params: params{}},
		{query: "my bankroll and my open vouchers", intent: Unknown, params: params{}},
	}
}
