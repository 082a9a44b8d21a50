package ask

import "testing"

// heldOutHundredThirtySixth is the hundred-and-thirty-sixth held-out part,
// written blind and committed BEFORE its first run: by someone who had
// read only the service spec and the action catalog
// (/work/shared/spec/service-spec.md and actions.md, both whole), the
// README's lines 89-155 (the curl examples of the directory's query
// parameters) and 428-480 (the section on /ask), the whole of the
// twenty-ninth held-out part and the first eighty lines of the
// twenty-eighth (its header), the block of intent constants of ask.go
// (printed by a script from its first "const (" to the ")" closing it,
// nothing else of that file), the expectation type (lines 1-18 of
// heldout_test.go), the slugOf and programID helpers of ask_test.go
// (printed alone by a script), the first and last twenty lines of the
// heldOutParts function of score_test.go, and the subject of the newest
// commit (git log -1: the merge of fix-130). A listing of data/ and of
// the first thirty-odd file names of this package was printed too (names
// only). Never the rules of this package, the tuning phrases or any other
// held-out part. The shipped data was read only through short python3
// scripts: the first lines of casinos.csv, program_properties.csv and
// us_cities.csv and the first program of rewards_programs.json (to learn
// their columns); counts of casinos by state, type, brand and tribal
// nation; every program with its brand, property, tier period and ladder
// (name, level, amount, unit) and the count of casinos each program
// lists; the casinos of Shawnee, Deadwood and Sunland Park, the racinos
// of New Mexico, the casinos of Kansas, the Ho-Chunk casinos, the PENN
// Entertainment casinos, and every casino whose name holds Ameristar,
// Snoqualmie, Pechanga, Hinckley, Isleta, Soaring Eagle, Choctaw or
// Wildhorse (name, town, state, type, has_hotel, brand, nation, opened
// year, in a program or not); the casinos with table games or hotel rooms
// kept; and a last check of every town and casino name used (in
// us_cities.csv too, for Shawnee and Deadwood), of Premier and Emerald
// (each in one program only) and of the Lucky Star Rewards ladder.
//
// Checked against data/: Shawnee is a town of the directory only in
// Oklahoma (us_cities.csv has a Shawnee in Kansas, so the state is typed);
// Deadwood is one town of the directory, in South Dakota, with hotels;
// New Mexico has five racinos, Sunland Park Racetrack & Casino one of
// them; Kansas has casinos in programs (Hollywood Casino at Kansas
// Speedway, Kansas Star Casino Hotel Event Center); the Ho-Chunk Nation
// is a tribal nation of seven Wisconsin casinos; PENN Entertainment is a
// brand of two Indiana casinos; Presque Isle Downs & Casino keeps 38
// table games; Lucky Star Rewards has a ladder of four tiers; Premier is
// a tier of WinStar Club Passport and Emerald one of Boyd Rewards, each
// in that program only; MGM Rewards is a program; Wildhorse Resort &
// Casino, Snoqualmie Casino, Pechanga Resort Casino (the one casino whose
// name holds "Pechanga"), Soaring Eagle Casino and Resort, Grand Casino
// Hinckley and Isleta Casino & Resort are directory casinos, and the
// Choctaw casinos are many.
//
// Its wording is new: each of the sixty messages was checked with a
// case-insensitive fixed-string grep (file names only, never opened)
// against every test file of this package, with and without its closing
// mark. Twenty-four were found there and replaced, in three rounds
// (eighteen, five, one), each replacement's twin reworded with it to stay
// its near twin; among those found were "What's the house edge on keno?",
// "Set a weekly budget of $250.", "How many members does Lucky Star
// Rewards have?" and "File my gambling tax summary for 2024.". None of
// the sixty is there now. No grep was made for how new its places are.
//
// Its theme is NEAR MISSES, nineteenth part: 30 pairs, each an
// answerable question followed at once by a near twin in nearly the same
// words (one to three words changed, added or dropped) that asks what no
// action, endpoint or table of the spec answers. So 30 of 60 expect an
// answer and 30 expect Unknown. The pairs cover every area: searches (a
// town with a radius, a state and type, a hotel, rewards, a nation, a
// brand), a casino's details, a program's ladder and a tier's threshold,
// game facts, the W-2G rule, self-exclusion, a budget and a session limit
// (proposed) and the limits read, a comp estimate and a prediction,
// hosts at a casino, a tier-match path, the player's tiers and tier
// progress, trips, sessions, visits, vouchers, offers, expiring offers,
// W-2Gs, the tax summary and the bankroll. The twins are Unknown because:
//   - a unit the spec has no place for (5): a radius in minutes of
//     driving, a budget in chips, a session limit in hands, a comp
//     estimate in airline miles, a bankroll in euros;
//   - a status no record keeps (3): a trip "cancelled", a voucher "lost",
//     an offer "disputed";
//   - an event nothing records (4): limits the casino set (the service
//     keeps only the player's own), a host's complaints filed, the
//     blackjack dealers of a month, an audited W-2G;
//   - a fact of a program nothing keeps (4): rewards a spouse can share
//     (rules for family members), a program's member count, a tier's
//     cash value, how long a status match takes;
//   - a fact of a place nothing keeps (2): a pet-friendly hotel, keno's
//     house edge at one casino (the game facts are the service's table
//     of a game, not a casino's paytable);
//   - an exclusion no filter can say (2): racinos "except Sunland Park",
//     expiring offers "excluding Choctaw ones";
//   - a future (2): casinos a nation has planned, the tiers held in 2027;
//     and a past before what the directory keeps (1): a casino's table
//     games in 2010;
//   - a ranking no search makes (1): PENN casinos by revenue;
//   - a count nothing keeps or computes (2): how many people
//     self-excluded in Indiana, check-ins counted by weekday;
//   - another person's records (2): a sister's predicted offer, a
//     brother's tier progress;
//   - a place outside the spec's rule (1): a W-2G in Canada;
//   - a write no action or intent runs (1): paying the year's taxes.
//
// No question lacks a field its intent needs, so none expects a missing
// field.
//
// It follows the twenty-ninth part's conventions (a casino named for a
// player action keeps the name as typed; a host filter by casino is the
// typed words and the directory's name when the words name exactly one
// casino, with no parameter; a radius in miles is in kilometres to one
// decimal; a year named for the player's records is that calendar year,
// "last year" 2025; a month named without a year is its latest one up to
// today, 2026-05-14, so March is March 2026; a town typed without its
// state is near the directory's town with its state; a family's casinos
// in a state are the state with q the family's name as the directory
// spells it; a tier named with its program is not ambiguous; a casino's
// details answer what the directory keeps about it, whichever field is
// asked for; a status match whose tier is named is the path, "me"
// notwithstanding; a limit of money in a period is a budget). Its own
// choices, where those are silent:
//   - a nation's casinos are a search with q the nation as the directory
//     spells it ("Ho-Chunk Nation"), as the README's example searches
//     q=Chickasaw Nation; a brand's are q the brand as the directory
//     spells it ("PENN Entertainment") with the state;
//   - "run a rewards program" is has_rewards;
//   - "How many tiers are in" a program is that program's details (its
//     ladder is the answer);
//   - "How far am I from the next tier up at Soaring Eagle?" is
//     tier_progress with the casino as typed, and "Which loyalty tiers do
//     I hold at present?" the player's tiers;
//   - "within the next 14 days" is expiring offers within 14 days;
//   - "Summarize my gambling taxes for tax year 2024." is the tax summary
//     of 2024 and "my W-2G forms for tax year 2024" the W-2Gs of 2024;
//   - a question a careful reader could half-answer by working on a list
//     by hand (excluding one casino, counting by weekday, a unit to
//     convert at a rate nothing keeps) is Unknown, as the brief's kinds
//     of twins say: no action, filter or table of the spec answers it,
//     and a list of everything would not be what was asked.
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at ae0674a, after the session's rounds up to the hundred-
// and-twenty-ninth and hundred-and-thirtieth parts', and no rule changed
// for it) scored 54 of 60 correct (90.0%): precision 83.3% (30 of 36
// answers right), recall 100.0% (30 of 30 answerable), none declined and 6
// wrong. No expectation was changed after it. The wrong ones: "What limits
// has the casino set on my play?" (the player's own limits), comps "in
// airline miles" (the estimate), hosts with "complaints filed" (the hosts
// there), the tiers "I will hold in 2027" (the tiers now), check-ins
// counted "by weekday" (the visits) and "Pay my gambling taxes for tax
// year 2024." (the tax summary).
//
// After its fix round (2026-11-25, branch fix-136, tuningPart136): 60/60,
// 0 wrong, 0 declined; no expectation was changed, and the part is
// barred. The general rules added: the player's records grouped "by
// weekday" decline (recordsGrouped, weekday nouns); the player's taxes to
// be paid, settled or remitted decline as a change no action runs
// (taxPaymentAsked); the tiers, progress, bankroll, limits or hosts read
// of a year after this one decline (presentReads with yearBeyond);
// limits a casino, a state or a host set on the player's play decline
// (limitsSetByOthers); a comp estimate asked in airline miles or another
// currency declines (travelRewardAsked, otherMoneyAsked); and hosts asked
// by complaints or discipline decline (hostConductAsked). No expectation
// is believed wrong.
func heldOutHundredThirtySixth(t testing.TB) []expectation {
	return []expectation{
		// Searches: a town with a radius (and minutes of driving), a state
		// and type (and an exclusion), a hotel (and a pet policy), rewards
		// (and sharing with a spouse), a nation (and its plans), a brand in
		// a state (and a ranking by revenue).
		{query: "Casinos within 25 miles of Shawnee, Oklahoma?", intent: FindCasinos, params: params{"near": "Shawnee, OK", "radius_km": 40.2}},
		{query: "Casinos within 25 minutes of Shawnee, Oklahoma?", intent: Unknown, params: params{}},
		{query: "Are there racinos anywhere in New Mexico?", intent: FindCasinos, params: params{"state": "NM", "type": "racino"}},
		{query: "Are there racinos anywhere in New Mexico, except Sunland Park?", intent: Unknown, params: params{}},
		{query: "Any casinos near Deadwood with a hotel to stay in?", intent: FindCasinos, params: params{"near": "Deadwood, SD", "has_hotel": true}},
		{query: "Any casinos near Deadwood with a pet-friendly hotel to stay in?", intent: Unknown, params: params{}},
		{query: "Which casinos in Kansas run a rewards program?", intent: FindCasinos, params: params{"state": "KS", "has_rewards": true}},
		{query: "Which casinos in Kansas run a rewards program spouses can share?", intent: Unknown, params: params{}},
		{query: "Which casinos are run by the Ho-Chunk Nation?", intent: FindCasinos, params: params{"q": "Ho-Chunk Nation"}},
		{query: "Which casinos are planned by the Ho-Chunk Nation?", intent: Unknown, params: params{}},
		{query: "List the PENN Entertainment casinos in Indiana.", intent: FindCasinos, params: params{"state": "IN", "q": "PENN Entertainment"}},
		{query: "Rank the PENN Entertainment casinos in Indiana by revenue.", intent: Unknown, params: params{}},

		// One casino's details now, and in a year the directory does not
		// keep.
		{query: "How many table games does Presque Isle Downs & Casino have?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Presque Isle Downs & Casino")}},
		{query: "How many table games did Presque Isle Downs & Casino have in 2010?", intent: Unknown, params: params{}},

		// Programs: a ladder (and a member count), a tier's threshold (and
		// its cash value).
		{query: "Lucky Star Rewards: how many tiers are in it?", intent: ProgramDetail, params: params{"id": programID(t, "Lucky Star Rewards")}},
		{query: "Lucky Star Rewards: how many members are in it?", intent: Unknown, params: params{}},
		{query: "What's the qualifying threshold for Premier in WinStar Club Passport?", intent: TierRequirement, params: params{"id": programID(t, "WinStar Club Passport")}, tier: "Premier"},
		{query: "What's the cash value of Premier in WinStar Club Passport?", intent: Unknown, params: params{}},

		// Game facts (and one casino's paytable), the W-2G rule (and
		// another country's).
		{query: "How large a house edge does keno have?", intent: GameFacts, params: params{"game_type": "keno"}},
		{query: "How large a house edge does keno have at Wildhorse?", intent: Unknown, params: params{}},
		{query: "Does a $2,000 slot jackpot need a W-2G?", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 2000}},
		{query: "Does a $2,000 slot jackpot need a W-2G in Canada?", intent: Unknown, params: params{}},

		// Help: self-exclusion in a state (and a count of who did it).
		{query: "How do I self-exclude from Indiana casinos?", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "IN"}},
		{query: "How many people self-excluded from Indiana casinos?", intent: Unknown, params: params{}},

		// Limits: a budget (and one in chips), a session limit (and one in
		// hands), the limits read (and limits the casino set).
		{query: "Set my weekly gambling budget at $250.", intent: SetBudget, params: params{"period": "week", "amount": 250}},
		{query: "Set my weekly gambling budget at 250 chips.", intent: Unknown, params: params{}},
		{query: "Cap every one of my sessions at 45 minutes.", intent: SetSessionLimit, params: params{"max_minutes": 45}},
		{query: "Cap every one of my sessions at 45 hands.", intent: Unknown, params: params{}},
		{query: "What limits have I set on my play?", intent: MyLimits, params: params{}},
		{query: "What limits has the casino set on my play?", intent: Unknown, params: params{}},

		// Comps: an estimate (and one in airline miles), a prediction (and
		// a sister's).
		{query: "What comps would 4 hours of $10 craps earn me?", intent: CompEstimate, params: params{"game_type": "craps", "avg_bet": 10, "hours": 4}},
		{query: "What comps would 4 hours of $10 craps earn me in airline miles?", intent: Unknown, params: params{}},
		{query: "What offer is Snoqualmie Casino likely to send me next?", intent: CompPredict, params: params{"casino_name": "Snoqualmie Casino"}},
		{query: "What offer is Snoqualmie Casino likely to send my sister next?", intent: Unknown, params: params{}},

		// Hosts at a casino (and complaints about them), a tier-match path
		// (and how long it takes).
		{query: "Which hosts at Pechanga take new players?", intent: FindHosts, params: params{}, filter: []string{"Pechanga", "Pechanga Resort Casino"}},
		{query: "Which hosts at Pechanga have complaints filed?", intent: Unknown, params: params{}},
		{query: "What does a status match from Boyd Rewards Emerald to MGM Rewards get me?", intent: TierMatchPaths, params: params{"program": "Boyd Rewards", "to_program": "MGM Rewards"}, tier: "Emerald"},
		{query: "How long does a status match from Boyd Rewards Emerald to MGM Rewards take?", intent: Unknown, params: params{}},

		// The player's tiers (and next year's), the progress at one casino
		// (and a brother's).
		{query: "Which loyalty tiers do I hold at present?", intent: MyTiers, params: params{}},
		{query: "Which loyalty tiers will I hold in 2027?", intent: Unknown, params: params{}},
		{query: "How far am I from the next tier up at Soaring Eagle?", intent: TierProgress, params: params{"casino_name": "Soaring Eagle"}},
		{query: "How far is my brother from the next tier up at Soaring Eagle?", intent: Unknown, params: params{}},

		// The player's records, each beside a status, an event, a count or
		// a unit nothing keeps, an exclusion no filter says, or a write:
		// trips, sessions, visits, vouchers, offers, expiring offers,
		// W-2Gs, the tax summary and the bankroll.
		{query: "Show my trips to Grand Casino Hinckley last year.", intent: MyTrips, params: params{"casino_name": "Grand Casino Hinckley", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "Show my cancelled trips to Grand Casino Hinckley last year.", intent: Unknown, params: params{}},
		{query: "Which blackjack sessions did I log back in March?", intent: MySessions, params: params{"game_type": "blackjack", "from": "2026-03-01", "to": "2026-03-31"}},
		{query: "Which blackjack dealers did I have back in March?", intent: Unknown, params: params{}},
		{query: "List all of my casino check-ins.", intent: MyVisits, params: params{}},
		{query: "Count all of my casino check-ins by weekday.", intent: Unknown, params: params{}},
		{query: "Which vouchers of mine have been redeemed already?", intent: MyVouchers, params: params{"status": "redeemed"}},
		{query: "Which vouchers of mine have been lost already?", intent: Unknown, params: params{}},
		{query: "Show my offers from Isleta Casino & Resort.", intent: MyOffers, params: params{"casino_name": "Isleta Casino & Resort"}},
		{query: "Show my disputed offers from Isleta Casino & Resort.", intent: Unknown, params: params{}},
		{query: "What offers of mine expire within the next 14 days?", intent: ExpiringOffers, params: params{"within_days": 14}},
		{query: "What offers of mine expire within the next 14 days, excluding Choctaw ones?", intent: Unknown, params: params{}},
		{query: "Bring up my W-2G forms for tax year 2024.", intent: MyW2Gs, params: params{"tax_year": 2024}},
		{query: "Bring up my audited W-2G forms for tax year 2024.", intent: Unknown, params: params{}},
		{query: "Summarize my gambling taxes for tax year 2024.", intent: TaxSummary, params: params{"tax_year": 2024}},
		{query: "Pay my gambling taxes for tax year 2024.", intent: Unknown, params: params{}},
		{query: "How much is my bankroll worth right now?", intent: Bankroll, params: params{}},
		{query: "How much is my bankroll worth in euros right now?", intent: Unknown, params: params{}},
	}
}
