package ask

import "testing"

// heldOutNinetyThird is a ninety-third held-out part, written blind and
// committed BEFORE its first run: by someone who had read only the service
// spec and the action catalog (../shared/spec/service-spec.md and
// actions.md, both whole), the README's lines 89-155 (the directory's curl
// examples and paging) and 428-480 (its section on /ask), the shipped data
// through short python3 scripts only (a listing of data/; the header and
// first lines of casinos.csv, program_properties.csv and us_cities.csv and
// the first program of rewards_programs.json; every program with its tiers,
// levels and thresholds; the count of casinos per program in
// program_properties.csv; the casinos of CA, NV outside Las Vegas, CO, IA,
// MO, PA, NY, CT and OK with town, state, type, tribal nation, brand,
// has_hotel, hotel rooms and slot machines, and for those with any of
// them their website, opening year, table games and phone; which directory
// names hold a fragment used here; which state each town used is in, in
// the directory and in us_cities.csv), the whole of the twenty-ninth
// held-out part and the first eighty lines of the twenty-eighth (its
// header), the first const block of ask.go (the intent constants, printed
// from "const (" to its ")"), the expectation type (lines 1-18 of
// heldout_test.go), the slugOf and programID helpers (lines 73-94 of
// ask_test.go, programID's doc comment with them), the heldOutParts
// function of score_test.go and the subject of the branch's last commit
// (git log -1: the ninety-first part's fix round, which quotes no
// phrase). Never the rules of this package, its tuning phrases or any
// other held-out part (the eighty-eighth, named as a model for this
// header, was not opened, being outside what this part's writer may
// read), and go test was not run.
//
// Every name used was checked against data/ with a script. Of the words
// used for a casino, "Prairie Meadows", "Turning Stone", "Monarch Casino",
// "Sky Ute Casino", "Mount Airy", "Graton Resort", "Foxwoods", "Thunder
// Valley", "Jackson Rancheria", "Pechanga", "Cache Creek" and "WinStar"
// each name exactly one directory casino (Prairie Meadows Racetrack and
// Casino, Turning Stone Resort & Casino, Monarch Casino & Resort, Sky Ute
// Casino, Mount Airy Casino Resort, Graton Resort & Casino, Foxwoods
// Resort Casino, Thunder Valley Casino Resort, Jackson Rancheria Casino
// Resort, Pechanga Resort Casino, Cache Creek Casino Resort and WinStar
// World Casino & Resort); "Mohegan Sun" is one casino's whole name but a
// fragment of two (Mohegan Sun, CT, and Mohegan Sun Pocono, PA), and
// "Ameristar St. Charles" is no directory name ("Ameristar" is in six,
// "St. Charles" in one, Ameristar Casino Resort Spa St. Charles): both
// are used only for the player's own records, where the name is kept as
// typed. The towns are Carson City (NV, in the directory and in
// us_cities.csv), Tulsa (OK, in both), Central City, Cripple Creek and
// Black Hawk (CO, directory towns only; a casino in Shawnee, OK is named
// Black Hawk Casino, but "Black Hawk" here only says where Monarch Casino
// is), Stateline and Laughlin (NV, directory towns only). The nation is
// the Osage Nation (the tribal nation of seven Oklahoma casinos); the
// family is the Seneca casinos of New York (five, each name beginning
// "Seneca"). The programs and tiers are Boyd Rewards, WinStar Club
// Passport (Premier, 5,000 tier points), Caesars Rewards (Diamond Elite),
// MGM Rewards (Gold, a tier of Caesars Rewards too, so named here with
// its program) and Genting Rewards.
//
// Its wording is new: each whole message, and each asking sentence of a
// message of several sentences, was checked with a case-insensitive
// fixed-string grep (file names only) against every test file of this
// package, with and without its closing mark, not to be in the corpus
// already. Sixteen were found there and rewritten, and three of the
// rewrites were found again and rewritten once more (nineteen
// replacements in all); none of the sixty, nor any asking sentence of
// them, is there now. The greeting, the thanks and the context sentences
// were not required to be new.
//
// Its theme is a thirty-ninth CONTROL part: sixty ordinary questions over
// every area of the action catalog and the directory, in the ordinary mix
// of registers: 24 plain questions, 12 requests, 13 typed in lower case
// on a phone with common shorthand ("w/", "tc", "pts", "til", "hrs",
// "rn", "r", "im", "pls", "w2gs", "yr"), 5 with a sentence of context
// before or after a complete ask, 3 with a greeting or thanks, and 3
// relayed by an agent for its user. Its places and casinos are from
// California, Nevada outside Las Vegas, Colorado, Iowa, Missouri,
// Pennsylvania, New York, Connecticut and Oklahoma. Every area is covered:
// searches by town, radius, state, type, hotel, rewards, nation and
// family; casino details; the programs, ladders and two tiers'
// thresholds; game facts; the W-2G rule (with and without an amount);
// help lines and self-exclusion; a budget and a session limit proposed
// and the limits read; comp predictions (one casino and all) and an
// estimate; tier progress (twice) and the player's tiers; a tier-match
// path and suggestions; hosts (at a casino, by language, the player's
// own); trips, sessions, visits, vouchers, offers, expiring offers, the
// W-2G list and total, the tax summary and the bankroll. 50 of 60 expect
// an answer and 10 expect Unknown: two off topic with a place name (snow
// in Cripple Creek, a kayak to rent in Laughlin), two facts nothing keeps
// (when the buffet at Pechanga closes, what valet parking costs at
// Foxwoods), two of another person's records (a husband's tier, a
// father's W-2Gs), two asks in one (a tier and the offers at Foxwoods; a
// daily budget and a session limit together), a write /ask does not run
// (logging a trip: add_trip is no change /ask proposes) and advice
// (whether a drive to WinStar is worth it). No question lacks a field its
// intent needs, so none expects a missing field.
//
// It follows the twenty-ninth and twenty-eighth parts' conventions (a
// casino named for a player action keeps the name as typed, in the case
// typed; a host filter by casino is the typed words and the directory's
// name when the words name exactly one casino, with no parameter; a radius
// in miles is in kilometres to one decimal (25 miles 40.2, 50 miles
// 80.5); a year named for the player's records is that calendar year,
// "last year" 2025 and "this year" 2026-01-01..2026-12-31 from the test
// clock, 2026-05-14; a month named without a year is its latest one up to
// that day (March 2026); a town typed without its state is near the
// directory's town with its state, and "in <town>" is near that town;
// "in <state>" is the state; a family's casinos in a state are the state
// with q the family's name as the directory spells it; a tier named with
// its program is not ambiguous; a casino's details answer what the
// directory keeps about it, whichever field is asked for; a limit of money
// in a period is a budget; another person's records, a detail no answer
// says, a change /ask does not propose and off-topic questions are
// Unknown). Its own choices, where those are silent:
//   - a nation's casinos are q the nation's name as the directory spells
//     it ("Osage Nation"), with no state when none is named (the README's
//     q searches a casino's name, brand or tribal nation);
//   - "Which New York casinos are racinos" is NY with the type racino;
//   - a slot jackpot and "$10 slots" are the game type "slots" (the
//     catalog's value); a W-2G question naming a game but no amount has
//     the game type alone;
//   - "keep each session under 2 hrs" is a session limit of 120 minutes
//     (a cap stated is proposed like "set");
//   - "ranked offer predictions across all my casinos" is the prediction
//     for all casinos;
//   - "my check-ins" are the player's visits (check_in records a visit);
//   - "how many pts til next tier at winstar" keeps "winstar" as typed,
//     in lower case, as the casino_name of tier progress: the convention
//     most open to dispute here;
//   - "Do any of my comp offers lapse within the next 14 days?" is the
//     expiring offers within 14 days;
//   - the context sentences lend the ask nothing: "We're driving up to
//     Lake Tahoe on Friday." before a search near "Stateline, NV"; "I'm
//     heading to Cache Creek next month." after the W-2G rule for a
//     $1,500 slot jackpot; "We usually go there twice a month." after a
//     prediction at Thunder Valley; "I don't want any to go to waste."
//     after the expiring offers; "I'm trying to plan my next trip." before
//     the bankroll;
//   - an agent's "The user would like ..." and "My user wants to know /
//     is looking for ..." are read as the user's own question.
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at 659002c, with the ninety-third and ninety-fourth parts
// added together after the rounds of the eighty-ninth to ninety-second
// parts and seven of the maintainer's rules, and no rule changed for them)
// scored 55 of 60 correct (91.7%): precision 100.0% (45 of 45 answers
// right), recall 90.0% (45 of 50 answerable), 5 declined and none wrong.
// No expectation was changed after it. The declined ones: "Show me which
// New York casinos are racinos.", "What status levels does Boyd Rewards
// give its members?", "My user wants to know what the Genting Rewards tier
// ladder looks like.", "What's the qualifying amount for Premier in
// WinStar Club Passport?" and "diamond elite at caesars needs how many
// tc".
//
// After its fix round (2026-11-25, by the maintainer): 60 of 60, none
// wrong, barred. A state whose name ends in a directory town's ("new york"
// and York, PA) is the state before "casinos"; a ladder is read in other
// words ("looks like", the levels a program gives its own members, a
// qualifying amount, a tier that "needs" so much).
func heldOutNinetyThird(t testing.TB) []expectation {
	return []expectation{
		// The directory: searches by town, radius, state, type, hotel,
		// rewards, nation and family, and two off-topic questions with a
		// place in them.
		{query: "Which casinos are within 25 miles of Carson City?", intent: FindCasinos, params: params{"near": "Carson City, NV", "radius_km": 40.2}},
		{query: "What casinos are in Central City, Colorado?", intent: FindCasinos, params: params{"near": "Central City, CO"}},
		{query: "casinos near cripple creek w/ a hotel", intent: FindCasinos, params: params{"near": "Cripple Creek, CO", "has_hotel": true}},
		{query: "We're driving up to Lake Tahoe on Friday. Which casinos are near Stateline, Nevada?", intent: FindCasinos, params: params{"near": "Stateline, NV"}},
		{query: "The user would like a list of casinos within 50 miles of Tulsa, Oklahoma.", intent: FindCasinos, params: params{"near": "Tulsa, OK", "radius_km": 80.5}},
		{query: "Are there any tribal casinos in Connecticut?", intent: FindCasinos, params: params{"state": "CT", "type": "tribal"}},
		{query: "Show me which New York casinos are racinos.", intent: FindCasinos, params: params{"state": "NY", "type": "racino"}},
		{query: "Which Missouri casinos have a rewards program?", intent: FindCasinos, params: params{"state": "MO", "has_rewards": true}},
		{query: "Which casinos does the Osage Nation operate?", intent: FindCasinos, params: params{"q": "Osage Nation"}},
		{query: "List the Seneca casinos in New York.", intent: FindCasinos, params: params{"state": "NY", "q": "Seneca"}},
		{query: "Will it snow in Cripple Creek on Saturday?", intent: Unknown, params: params{}},
		{query: "where can i rent a kayak in laughlin", intent: Unknown, params: params{}},

		// One casino's details, and two facts the directory does not keep.
		{query: "How many slot machines does Prairie Meadows have?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Prairie Meadows Racetrack and Casino")}},
		{query: "What's the website for Monarch Casino in Black Hawk?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Monarch Casino & Resort")}},
		{query: "Tell me about Sky Ute Casino.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Sky Ute Casino")}},
		{query: "is there a hotel at turning stone", intent: CasinoDetail, params: params{"slug": slugOf(t, "Turning Stone Resort & Casino")}},
		{query: "Hi there! How many table games does Mount Airy have?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Mount Airy Casino Resort")}},
		{query: "What time does the buffet at Pechanga close?", intent: Unknown, params: params{}},
		{query: "how much is valet parking at foxwoods", intent: Unknown, params: params{}},

		// Programs: the list, two ladders and two tiers' thresholds.
		{query: "List every loyalty club in your database.", intent: ListPrograms, params: params{}},
		{query: "What status levels does Boyd Rewards give its members?", intent: ProgramDetail, params: params{"id": programID(t, "Boyd Rewards")}},
		{query: "My user wants to know what the Genting Rewards tier ladder looks like.", intent: ProgramDetail, params: params{"id": programID(t, "Genting Rewards")}},
		{query: "What's the qualifying amount for Premier in WinStar Club Passport?", intent: TierRequirement, params: params{"id": programID(t, "WinStar Club Passport")}, tier: "Premier"},
		{query: "diamond elite at caesars needs how many tc", intent: TierRequirement, params: params{"id": programID(t, "Caesars Rewards")}, tier: "Diamond Elite"},

		// Game facts and the W-2G rule.
		{query: "How fast is a baccarat game, in hands per hour?", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "Is a $1,500 slot jackpot reportable on a W-2G? I'm heading to Cache Creek next month.", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 1500}},
		{query: "At what amount does a keno win need a W-2G?", intent: W2GRule, params: params{"game_type": "keno"}},

		// Responsible-gaming help by state.
		{query: "Is there a gambling helpline in Missouri?", intent: RGHelp, params: params{"topic": "helpline", "state": "MO"}},
		{query: "Tell me how to self-exclude from casinos in Pennsylvania.", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "PA"}},

		// The player's limits: changes proposed, two changes at once, and
		// the limits read.
		{query: "Please set my budget at $250 per week.", intent: SetBudget, params: params{"period": "week", "amount": 250}},
		{query: "keep each session under 2 hrs for me", intent: SetSessionLimit, params: params{"max_minutes": 120}},
		{query: "Set my daily budget to $150 and limit my sessions to 3 hours.", intent: Unknown, params: params{}},
		{query: "what limits do i have rn", intent: MyLimits, params: params{}},

		// Comps: predicted at one casino and at all of them, and estimated.
		{query: "What offer is Thunder Valley likely to send me next? We usually go there twice a month.", intent: CompPredict, params: params{"casino_name": "Thunder Valley"}},
		{query: "ranked offer predictions across all my casinos pls", intent: CompPredictAll, params: params{}},
		{query: "Estimate my comps for 4 hours of $10 slots.", intent: CompEstimate, params: params{"game_type": "slots", "avg_bet": 10, "hours": 4}},

		// Tiers: progress at one casino, the player's tiers, a tier-match
		// path and suggestions, another person's tier and two asks in one.
		{query: "How far am I from the next tier up at Mohegan Sun?", intent: TierProgress, params: params{"casino_name": "Mohegan Sun"}},
		{query: "how many pts til next tier at winstar", intent: TierProgress, params: params{"casino_name": "winstar"}},
		{query: "Good morning. Which tiers do I currently hold?", intent: MyTiers, params: params{}},
		{query: "Can I status match my MGM Gold to Caesars Rewards?", intent: TierMatchPaths, params: params{"program": "MGM Rewards", "to_program": "Caesars Rewards"}, tier: "Gold"},
		{query: "Suggest some tier matches based on the status I already have.", intent: TierMatchSuggestions, params: params{}},
		{query: "What tier is my husband at Mohegan Sun?", intent: Unknown, params: params{}},
		{query: "What's my tier at Foxwoods and how many offers do I have there?", intent: Unknown, params: params{}},

		// Hosts at a casino, by language, and the player's own.
		{query: "Are there any hosts at Graton Resort taking new players?", intent: FindHosts, params: params{}, filter: []string{"Graton Resort", "Graton Resort & Casino"}},
		{query: "My user is looking for a casino host who speaks Vietnamese.", intent: FindHosts, params: params{"language": "Vietnamese"}},
		{query: "who r the hosts im connected with", intent: MyHosts, params: params{}},

		// The player's records: trips, sessions, visits, vouchers, offers,
		// expiring offers, W-2Gs, the tax year and the bankroll; another
		// person's W-2Gs, a write /ask does not run, and advice.
		{query: "Which trips did I take to Foxwoods last year?", intent: MyTrips, params: params{"casino_name": "Foxwoods", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "show blackjack sessions i played in march", intent: MySessions, params: params{"game_type": "blackjack", "from": "2026-03-01", "to": "2026-03-31"}},
		{query: "Show me my sessions at Jackson Rancheria this year, thanks.", intent: MySessions, params: params{"casino_name": "Jackson Rancheria", "from": "2026-01-01", "to": "2026-12-31"}},
		{query: "Give me a list of my check-ins.", intent: MyVisits, params: params{}},
		{query: "Do I have any redeemed vouchers?", intent: MyVouchers, params: params{"status": "redeemed"}},
		{query: "What offers do I have at Ameristar St. Charles?", intent: MyOffers, params: params{"casino_name": "Ameristar St. Charles"}},
		{query: "Do any of my comp offers lapse within the next 14 days? I don't want any to go to waste.", intent: ExpiringOffers, params: params{"within_days": 14}},
		{query: "Pull up the W-2G forms I got in 2025.", intent: MyW2Gs, params: params{"tax_year": 2025}},
		{query: "What was my W-2G total for last year?", intent: W2GTotal, params: params{"tax_year": 2025}},
		{query: "tax summary for 2024 pls", intent: TaxSummary, params: params{"tax_year": 2024}},
		{query: "I'm trying to plan my next trip. How much do I have in my bankroll right now?", intent: Bankroll, params: params{}},
		{query: "how many w2gs did my dad get last yr", intent: Unknown, params: params{}},
		{query: "Log a trip to Turning Stone from June 5 to June 7.", intent: Unknown, params: params{}},
		{query: "Is it worth driving to WinStar this weekend?", intent: Unknown, params: params{}},
	}
}
