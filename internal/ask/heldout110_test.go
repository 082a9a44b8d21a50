package ask

import "testing"

// heldOutHundredTenth is a hundred-and-tenth held-out part, written blind
// and committed BEFORE its first run: by someone who had read only its
// brief, the service spec and the action catalog (shared/spec, both whole),
// the README's lines 89-155 (the directory's curl examples, slugs, paging
// and snapshot) and 428-480 (its section on /ask), the shipped data
// through short python3 scripts that listed casinos.csv (name, town,
// state, type, has_hotel, brand and tribal nation of every casino, and
// the slot machines, table games, opening year and hotel rooms of those
// that have them, to pick a casino whose asked field is kept),
// rewards_programs.json (every program with its brand, property and tier
// ladder with thresholds), program_properties.csv (its first lines and
// the count of casinos per program) and us_cities.csv (its first lines
// and the towns used here looked up in it), the whole of the
// twenty-ninth held-out part and the first eighty lines of the
// twenty-eighth, the first const block of ask.go (the intent constants,
// printed by a script from "const (" to the first ")"), the expectation
// type (lines 1-18 of heldout_test.go), the slugOf and programID
// functions of ask_test.go (found with grep -n, printed alone) and the
// heldOutParts function of score_test.go; also the subject of the newest
// commit (git log -1: the record of the hundred-and-eighth part's first
// run), git status, a listing of data/, and a count and one glob of this
// package's file names (which printed only "heldout11_test.go"). Never
// the rules of this package, the tuning phrases or any other held-out
// part; go test was not run.
//
// Every name used was checked against data/ with a script. Towns: Winnemucca,
// Dodge City, Manistique, Deadwood, Belcourt, Polson, Jackpot, Elko and
// Taos are each a directory town of one state only (NV, KS, MI, SD, ND,
// MT, NV, NV, NM) and none is in us_cities.csv; Reno is a town of NV in
// both lists; Hot Springs (AR) is in a context sentence only. Casinos
// whose details are asked: "Century Casino Caruthersville" (MO, 529 slot
// machines kept), "kla-mo-ya casino" (Kla-Mo-Ya Casino, OR, has_hotel
// kept) and "Klawock Casino" (AK, opened 2022 kept) each name exactly one
// casino; so does "Seneca Allegany" (Seneca Allegany Casino & Hotel, NY),
// the host filter. For the player's actions the name stays as typed:
// "Wind Creek Montgomery" (one casino, AL), "Cache Creek" (one: Cache
// Creek Casino Resort, CA), "Cliff Castle" (one: Cliff Castle Hotel &
// Casino, AZ), "WarHorse Casino Omaha" (the exact name, NE), "Twin River"
// (one: Bally's Twin River Lincoln, RI) and "Mardi Gras Casino" (a part
// of two names: Mardi Gras Casino & Resort, WV, and Golden Mardi Gras
// Casino, CO; it adds nothing, being a player action's free text). The
// Osage Nation is the tribal nation of seven Oklahoma casinos, spelled so;
// "Seven Clans" begins the names of three casinos, all in MN (Oklahoma's
// are "7 Clans"); West Virginia has three racinos, Idaho seven tribal
// casinos, Deadwood commercial casinos with a hotel and Jackpot casinos
// with one. The unknowns' casinos are real too: Kansas Star Casino Hotel
// Event Center (KS), Oxford Casino (ME), Ute Mountain Casino (CO) and Gun
// Lake Casino (MI). Programs and tiers: Boyd Rewards (and its Emerald),
// MGM Rewards (Pearl, 20,000 tier credits), Genting Rewards, WinStar Club
// Passport (Premier, 5,000 tier points) and Caesars Rewards. Vietnamese,
// a host's language, cannot be checked: the data keep no hosts.
//
// Its wording is new: each whole message, and each asking sentence of a
// message of several, was checked with a case-insensitive fixed-string
// grep (file names only, never opened) over this package's test files,
// with and without its closing mark. Eighteen were found there and
// rewritten ("tribal casinos in idaho", "Which casinos does the Osage
// Nation run?", "Which Delaware casinos have a rewards program?", "What
// tiers does Boyd Rewards have?", "how many tier credits for pearl in mgm
// rewards", "How many hands an hour does a baccarat table deal?", "how do
// i self exclude in indiana", "Predict my next offers at every casino I
// play.", "How close am I to the next tier at Mardi Gras Casino?", "what
// tier am i at everywhere", "Which programs would match my current
// status?", "Are there any hosts who speak Vietnamese?", "which hosts am
// i connected with", "How many times have I checked in at casinos?",
// "List my redeemed vouchers.", "which of my offers expire in the next 2
// weeks?", "What's my tax summary for last year?", "hows my bankroll
// looking"), and four of the rewrites were found again and rewritten a
// second time ("Which casinos are run by the Osage Nation?", "What are
// the status levels in Boyd Rewards?", "Which casino check-ins have I
// recorded?", "List the vouchers I've already redeemed."): twenty-two
// sentences replaced in all; none of the sixty is there now.
//
// Its theme is a forty-ninth CONTROL part: sixty ordinary questions over
// every area of the action catalog and the directory, in the ordinary mix
// of registers: 24 plain questions, 12 requests, 13 typed in lower case
// on a phone with common shorthand ("w/", "mi", "hrs", "pls", "rn", "nd",
// "hows", "w2gs"), 5 with a sentence of context before or after a
// complete ask, 3 with a greeting or thanks and 3 relayed by an agent for
// its user. Its places come from twenty-five states (and Arkansas in a
// context sentence), favouring towns and casinos less often asked about.
// Every area is covered: searches by town, radius, state, type, hotel,
// rewards, nation and family; casino details; the programs, ladders and
// tier thresholds; game facts; the W-2G rule; help lines and
// self-exclusion; budget and session limits proposed, and the limits
// read; comp predictions (one casino and all) and an estimate; tier
// progress; the player's tiers; a tier-match path and suggestions;
// hosts (by language, at a casino, the player's own); trips, sessions,
// visits, vouchers, offers, expiring offers, the W-2G list and total,
// the tax summary and the bankroll.
//
// 50 expect an answer and 10 expect Unknown: two off topic with a place
// of the directory in them (Elko's population, hikes near Taos), two
// facts nothing keeps (a dress code, tonight's minimum bet at a table),
// two of another person's records (a wife's tier, a brother's trips), two
// asks in one (a budget change with a voucher list; the bankroll with a
// W-2G count), one write /ask does not run (logging a trip: add_trip),
// and one piece of advice (which of two offers to take). No question
// lacks a field its intent needs, so none expects a missing field.
//
// It follows the twenty-fourth part's conventions as the twenty-eighth
// and twenty-ninth parts state them: a casino named for a player action
// keeps the name as typed; a host filter by casino is the typed words and
// the directory's name when the words name exactly one casino, with no
// parameter; a radius in miles is in kilometres to one decimal (40 miles
// 64.4, 25 miles 40.2); a year named for the player's records is that
// calendar year, "last year" 2025 and "this year" 2026-01-01 to
// 2026-12-31; a month named without a year is its latest one up to today,
// 2026-05-14 ("April" is 2026-04-01 to 2026-04-30); a town typed without
// its state is near the directory's town with its state; "in <town>" is
// near that town and "in <state>" is the state; a family's casinos in a
// state are the state with q the family's name as the directory spells it
// ("Seven Clans"); a tier named with its program is not ambiguous; a
// casino's details answer what the directory keeps about it, whichever
// field is asked for; a limit of money in a period is a budget; off-topic
// questions, another person's records, details no answer says and a
// change /ask does not propose are Unknown. Its own choices, where those
// are silent:
//   - a nation's casinos are a search with q the nation as the directory
//     spells it ("Osage Nation"), as the README's curl example searches
//     q=Chickasaw Nation;
//   - "a loyalty program" is a rewards program (has_rewards);
//   - a sentence of context lends the ask nothing ("We just got back from
//     Hot Springs." adds no casino or place to the craps sessions of
//     April; "I've been trying to cut back." nothing to the session limit);
//     a greeting or thanks adds nothing; "my user" / "the user" relayed by
//     an agent is read as the caller's own ("their trips", "how far they
//     are");
//   - "within the next 14 days" is within_days 14; "a $400 monthly budget"
//     is the period month; "a 75-minute session limit" is max_minutes 75;
//     "a $2,000 slot jackpot" is the rule for slots with amount_won 2000;
//   - "Emerald in Boyd Rewards ... status matched to Caesars Rewards" is
//     the tier-match path from Boyd Rewards' Emerald to Caesars Rewards;
//   - "Where have I checked in at casinos so far?" is the player's visits,
//     and "Predict the next offer from each casino where I've played." the
//     prediction for all casinos.
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at 6daf96b, with the hundred-and-tenth and hundred-and-
// eleventh parts added together after every round of the session before
// them, and no rule changed for them) scored 58 of 60 correct (96.7%):
// precision 100.0% (48 of 48 answers right), recall 96.0% (48 of 50
// answerable), 2 declined and none wrong, and it was barred on its first
// run. No expectation was changed after it. Declined: "How many hands per
// hour does baccarat usually run?" and "How far along am I toward the next
// tier at Mardi Gras Casino?".
func heldOutHundredTenth(t testing.TB) []expectation {
	return []expectation{
		// The directory: by town, radius, state, type, hotel, rewards,
		// nation and family.
		{query: "What casinos are there in Winnemucca?", intent: FindCasinos, params: params{"near": "Winnemucca, NV"}},
		{query: "casinos within 40 mi of dodge city", intent: FindCasinos, params: params{"near": "Dodge City, KS", "radius_km": 64.4}},
		{query: "Please list the racinos in West Virginia.", intent: FindCasinos, params: params{"state": "WV", "type": "racino"}},
		{query: "idaho tribal casinos pls", intent: FindCasinos, params: params{"state": "ID", "type": "tribal"}},
		{query: "Where are the Osage Nation's casinos?", intent: FindCasinos, params: params{"q": "Osage Nation"}},
		{query: "Can you list the Seven Clans casinos in Minnesota?", intent: FindCasinos, params: params{"state": "MN", "q": "Seven Clans"}},
		{query: "We're driving across the Upper Peninsula next week. Are there casinos near Manistique?", intent: FindCasinos, params: params{"near": "Manistique, MI"}},
		{query: "Which commercial casinos in Deadwood have a hotel?", intent: FindCasinos, params: params{"near": "Deadwood, SD", "type": "commercial", "has_hotel": true}},
		{query: "any casinos near belcourt nd", intent: FindCasinos, params: params{"near": "Belcourt, ND"}},
		{query: "Do any Delaware casinos have a loyalty program?", intent: FindCasinos, params: params{"state": "DE", "has_rewards": true}},
		{query: "My user is asking for casinos within 25 miles of Polson, Montana.", intent: FindCasinos, params: params{"near": "Polson, MT", "radius_km": 40.2}},
		{query: "Good morning! Which casinos in Jackpot, Nevada have a hotel?", intent: FindCasinos, params: params{"near": "Jackpot, NV", "has_hotel": true}},

		// One casino's details.
		{query: "How many slot machines are at Century Casino Caruthersville?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Century Casino Caruthersville")}},
		{query: "does kla-mo-ya casino have a hotel", intent: CasinoDetail, params: params{"slug": slugOf(t, "Kla-Mo-Ya Casino")}},
		{query: "When did Klawock Casino open?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Klawock Casino")}},

		// Programs: the list, ladders and tier thresholds.
		{query: "What status levels can you earn in Boyd Rewards?", intent: ProgramDetail, params: params{"id": programID(t, "Boyd Rewards")}},
		{query: "how many tier credits to reach pearl w/ mgm rewards", intent: TierRequirement, params: params{"id": programID(t, "MGM Rewards")}, tier: "Pearl"},
		{query: "Walk me through the Genting Rewards tier ladder.", intent: ProgramDetail, params: params{"id": programID(t, "Genting Rewards")}},
		{query: "How many points does Premier take in WinStar Club Passport?", intent: TierRequirement, params: params{"id": programID(t, "WinStar Club Passport")}, tier: "Premier"},
		{query: "Which casino rewards programs does the directory cover?", intent: ListPrograms, params: params{}},

		// Game facts and the W-2G rule.
		{query: "How many hands per hour does baccarat usually run?", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "Does a $2,000 slot jackpot get a W-2G?", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 2000}},

		// Responsible-gaming help by state.
		{query: "Is there a gambling helpline in Mississippi?", intent: RGHelp, params: params{"topic": "helpline", "state": "MS"}},
		{query: "self exclusion program in indiana?", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "IN"}},

		// The player's limits: changes proposed, and the limits read.
		{query: "Please put a $400 monthly budget on my account.", intent: SetBudget, params: params{"period": "month", "amount": 400}},
		{query: "Hi! Could you set my daily budget to $60? Thanks.", intent: SetBudget, params: params{"period": "day", "amount": 60}},
		{query: "I've been trying to cut back. Set a 75-minute session limit for me.", intent: SetSessionLimit, params: params{"max_minutes": 75}},
		{query: "Which budget and session limits are active on my account?", intent: MyLimits, params: params{}},

		// Comps: predicted at one casino and at all, and estimated.
		{query: "What offer is Wind Creek Montgomery likely to send me next?", intent: CompPredict, params: params{"casino_name": "Wind Creek Montgomery"}},
		{query: "Predict the next offer from each casino where I've played.", intent: CompPredictAll, params: params{}},
		{query: "comps for 4 hrs of $10 craps?", intent: CompEstimate, params: params{"game_type": "craps", "avg_bet": 10, "hours": 4}},

		// Tiers: progress at one casino, the player's tiers, tier matches.
		{query: "How far along am I toward the next tier at Mardi Gras Casino?", intent: TierProgress, params: params{"casino_name": "Mardi Gras Casino"}},
		{query: "The user wants to know how far they are from the next tier at Cache Creek.", intent: TierProgress, params: params{"casino_name": "Cache Creek"}},
		{query: "what tier am i at each place i play", intent: MyTiers, params: params{}},
		{query: "Which programs would honor a status match of my current tiers?", intent: TierMatchSuggestions, params: params{}},
		{query: "Check whether Emerald in Boyd Rewards can be status matched to Caesars Rewards.", intent: TierMatchPaths, params: params{"program": "Boyd Rewards", "to_program": "Caesars Rewards"}, tier: "Emerald"},

		// Hosts: by language, at a casino, and the player's own.
		{query: "Is there a casino host available who speaks Vietnamese?", intent: FindHosts, params: params{"language": "Vietnamese"}},
		{query: "Find me a host at Seneca Allegany.", intent: FindHosts, params: params{}, filter: []string{"Seneca Allegany", "Seneca Allegany Casino & Hotel"}},
		{query: "which casino hosts do i have rn", intent: MyHosts, params: params{}},

		// The player's records: trips, sessions, visits, vouchers, offers,
		// expiring offers, W-2Gs, the tax year and the bankroll.
		{query: "Show my trips to Cliff Castle last year.", intent: MyTrips, params: params{"casino_name": "Cliff Castle", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "My user would like a list of their trips to Twin River this year.", intent: MyTrips, params: params{"casino_name": "Twin River", "from": "2026-01-01", "to": "2026-12-31"}},
		{query: "We just got back from Hot Springs. Show my craps sessions from April.", intent: MySessions, params: params{"game_type": "craps", "from": "2026-04-01", "to": "2026-04-30"}},
		{query: "Where have I checked in at casinos so far?", intent: MyVisits, params: params{}},
		{query: "List every voucher I have marked redeemed.", intent: MyVouchers, params: params{"status": "redeemed"}},
		{query: "Show my offers from WarHorse Casino Omaha.", intent: MyOffers, params: params{"casino_name": "WarHorse Casino Omaha"}},
		{query: "Hello, which of my offers are about to expire within the next 14 days?", intent: ExpiringOffers, params: params{"within_days": 14}},
		{query: "show my w2gs for 2022", intent: MyW2Gs, params: params{"tax_year": 2022}},
		{query: "How much did my W-2Gs add up to in 2025?", intent: W2GTotal, params: params{"tax_year": 2025}},
		{query: "My accountant is asking for numbers. Can I see last year's gambling tax summary?", intent: TaxSummary, params: params{"tax_year": 2025}},
		{query: "hows my bankroll holding up", intent: Bankroll, params: params{}},

		// Unknown: off topic with a place of the directory in it.
		{query: "What's the population of Elko?", intent: Unknown, params: params{}},
		{query: "any good hikes near taos", intent: Unknown, params: params{}},

		// Unknown: facts nothing keeps.
		{query: "Does Kansas Star Casino have a dress code?", intent: Unknown, params: params{}},
		{query: "What's the minimum blackjack bet at Oxford Casino tonight?", intent: Unknown, params: params{}},

		// Unknown: another person's records.
		{query: "My wife keeps her own account. What tier is she at with MGM Rewards?", intent: Unknown, params: params{}},
		{query: "show my brother's trips to reno", intent: Unknown, params: params{}},

		// Unknown: two asks in one.
		{query: "Set my weekly budget to $200 and show my vouchers.", intent: Unknown, params: params{}},
		{query: "What's my bankroll, and how many W-2Gs do I have for 2025?", intent: Unknown, params: params{}},

		// Unknown: a write /ask does not run, and advice.
		{query: "Log a trip to Ute Mountain Casino from May 1 to May 3.", intent: Unknown, params: params{}},
		{query: "Should I take the room offer or the free play at Gun Lake Casino?", intent: Unknown, params: params{}},
	}
}
