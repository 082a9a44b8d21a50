package ask

import "testing"

// heldOutHundredSecond is a hundred-and-second held-out part, written
// blind and committed BEFORE its first run: by someone who had read only
// the service spec and the action catalog (../shared/spec/service-spec.md
// and ../shared/spec/actions.md, both whole), lines 89-155 and 428-480 of
// the README (the directory's curl examples and the section on /ask), the
// shipped data through short python3 scripts that listed the casinos of
// the states used (name, town, state, type, hotel, brand, tribal nation)
// and searched all casinos for the names used, the programs of
// rewards_programs.json with their tiers and thresholds, and a few lines
// of program_properties.csv and us_cities.csv (their headers, a grep of
// the cities for the towns used; a listing of data/ and of this package's
// file names was printed too), the whole of the twenty-ninth held-out part
// and the first 80 lines of the twenty-eighth (its header), the first
// const block of ask.go (the intent constants, printed by a script from
// "const (" to the first ")"), the expectation type (lines 1-18 of
// heldout_test.go), the slugOf and programID functions of ask_test.go (and
// the doc comment and first line of the phrasing type after them), the
// heldOutParts function of score_test.go and the subject of the branch's
// last commit (git log -1); never the rules of this package, the tuning
// phrases or the other held-out parts. `go test` was not run.
//
// Every casino, program, tier, town, state, type and brand used was
// checked against data/ with a script. These words name exactly one
// casino of the directory: "Sandia" (Sandia Resort and Casino), "Seven
// Feathers", "Gold Coast", "Aliante", "Harrah's Laughlin", "Mandalay Bay",
// "Excalibur", "Horseshoe Indianapolis", "Wynn Las Vegas", "Eureka Casino
// Resort", "Red Rock Casino Resort Spa" ("Red Rock" alone names two),
// "Twin Arrows Navajo Casino Resort", "Wildhorse Resort & Casino" and
// "Atlantis Casino Resort Spa"; "Belterra" names two (Indiana and Ohio)
// and is used only in a question that expects Unknown. Mesquite, Laughlin,
// West Wendover, Reno, Tucson and Baltimore are towns of the directory
// (Mesquite is also a Texas city of us_cities.csv, so it is typed with
// its state); the Navajo Nation is the tribal nation of three New Mexico
// casinos; Boyd Gaming is the brand of two Indiana casinos; Boyd Rewards
// has Emerald and Onyx, MGM Rewards has Pearl (20,000 tier credits).
//
// Its wording is new: each whole message, and each sentence of a message
// of several sentences, was checked with a case-insensitive fixed-string
// grep (file names only) against every test file of this package, with
// and without its closing mark. Fifteen messages were found there and
// rewritten before the file was written (one of them twice: its first
// rewrite was found too); only the greetings and sign-offs ("Hello!",
// "Thanks.", "Good morning!") are found, as allowed.
//
// Its theme is a forty-fourth CONTROL part: sixty ordinary questions over
// every area of the action catalog and the directory, in the ordinary mix
// of registers: 24 plain questions, 12 requests, 13 typed in lower case on
// a phone with common shorthand ("w/", "mi", "r", "#", "1k", "pls", "atm",
// "yr", "rn", "w2gs"), 5 with a sentence of context before or after a
// complete ask, 3 with a greeting or thanks and 3 relayed by an agent for
// its user. Places and casinos are mostly from Nevada (Las Vegas, Reno,
// Laughlin, Mesquite, West Wendover), Arizona, New Mexico, Oregon,
// Washington, Florida, Indiana, Maryland and Delaware. Every area is
// covered: searches by town, radius, state, type, hotel, rewards, tribal
// nation and family; casino details; the programs, a ladder and a tier's
// threshold; game facts; the W-2G rule (with and without an amount); help
// lines and self-exclusion; budget and session limits (proposed) and the
// limits read; comp predictions (one casino and all) and an estimate;
// tier progress and the player's tiers; a tier-match path and suggestions;
// hosts (at a casino, by language, the player's own); trips, sessions,
// visits, vouchers, offers, expiring offers, the W-2G list and total, the
// tax summary and the bankroll.
//
// 50 of the 60 expect an answer and 10 expect Unknown: two off topic with
// a place in them (the weather in Reno, a buffet in Laughlin), three
// facts nothing keeps (the pool hours at Mandalay Bay, a dress code at
// Wynn Las Vegas, which of two casinos has looser slots), two other
// people's records (a wife's tier, a brother's W-2Gs), two asks in one
// (roulette's house edge and a daily budget), a write /ask does not run
// (logging a trip) and advice (craps or blackjack). No question lacks a
// field its intent needs, so none expects a missing field.
//
// It follows the conventions of the twenty-fourth to twenty-ninth parts:
// a casino named for a player action keeps the name as typed; a host
// filter by casino is the typed words and the directory's name when the
// words name exactly one casino, with no parameter; a radius in miles is
// in kilometres to one decimal (40 mi = 64.4 km, 25 mi = 40.2 km); a year
// named for the player's records is that calendar year, "this year" and
// "so far this year" are 2026 and "last yr" 2025 (the test clock is
// 2026-05-14); a month named without a year is its latest one up to
// today (March is March 2026); a town typed without its state is near the
// directory's town with its state, "in <town>" and "<town> casinos" are
// near that town and "in <state>" (or a state's two letters) is the
// state; a family's casinos in a state are the state with q the family's
// name as the directory spells it, and a tribal nation's casinos are q
// the nation's name; a tier named with its program is not ambiguous; a
// program's levels are its details; a casino's details answer what the
// directory keeps about it, whichever field is asked for (an opening
// year, a number of slot machines); a limit of money in a period is a
// budget and a cap on time a session limit in minutes; money and counts
// are ints; the context around a complete ask lends it nothing; an
// agent's "my user" or "the user" is read as the user's own records.
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at 2366dc7, after every round of the session before it,
// and no rule changed for it) scored 58 of 60 correct (96.7%): precision
// 100.0% (48 of 48 answers right), recall 96.0% (48 of 50 answerable), 2
// declined and none wrong. No expectation was changed after it. Declined:
// "Please cut my play sessions off after 2 hours." and "On behalf of my
// user: how close are they to the next tier at Red Rock Casino Resort
// Spa?".
//
// After its fix round (2026-11-25, by the maintainer): 60 of 60, none
// wrong, barred. The asker's play sessions cut off after a time are capped
// there ("cut my play sessions off", with a word of play before the
// sessions); an agent's "On behalf of my user:" relays the user's question
// in the third person.
func heldOutHundredSecond(t testing.TB) []expectation {
	return []expectation{
		// The directory: searches by town, radius, state, type, hotel,
		// rewards, tribal nation and family.
		{query: "What casinos are in Mesquite, Nevada?", intent: FindCasinos, params: params{"near": "Mesquite, NV"}},
		{query: "casinos within 40 mi of laughlin", intent: FindCasinos, params: params{"near": "Laughlin, NV", "radius_km": 64.4}},
		{query: "We're driving down from Phoenix on Friday. Any casinos within 25 miles of Tucson?", intent: FindCasinos, params: params{"near": "Tucson, AZ", "radius_km": 40.2}},
		{query: "casinos near baltimore md", intent: FindCasinos, params: params{"near": "Baltimore, MD"}},
		{query: "west wendover casinos w/ hotel", intent: FindCasinos, params: params{"near": "West Wendover, NV", "has_hotel": true}},
		{query: "Which racinos operate in Delaware?", intent: FindCasinos, params: params{"state": "DE", "type": "racino"}},
		{query: "Show me the tribal casinos in Oregon.", intent: FindCasinos, params: params{"state": "OR", "type": "tribal"}},
		{query: "List the commercial casinos in Florida.", intent: FindCasinos, params: params{"state": "FL", "type": "commercial"}},
		{query: "wa casinos w/ a rewards program", intent: FindCasinos, params: params{"state": "WA", "has_rewards": true}},
		{query: "Which casinos does the Navajo Nation operate?", intent: FindCasinos, params: params{"q": "Navajo Nation"}},
		{query: "Are there any Boyd Gaming casinos in Indiana?", intent: FindCasinos, params: params{"state": "IN", "q": "Boyd Gaming"}},

		// One casino's details, and what the directory does not keep.
		{query: "When did Twin Arrows Navajo Casino Resort open?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Twin Arrows Navajo Casino Resort")}},
		{query: "Give me the details on Wildhorse Resort & Casino.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Wildhorse Resort & Casino")}},
		{query: "Hello! How many slot machines does Atlantis Casino Resort Spa have?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Atlantis Casino Resort Spa")}},
		{query: "What time does the pool at Mandalay Bay close?", intent: Unknown, params: params{}},
		{query: "Is there a dress code for the casino floor at Wynn Las Vegas?", intent: Unknown, params: params{}},
		{query: "My user wants to know whether Belterra or Horseshoe Indianapolis has looser slots.", intent: Unknown, params: params{}},

		// Programs: the list, a ladder, one tier's threshold.
		{query: "which loyalty programs r covered", intent: ListPrograms, params: params{}},
		{query: "What are the levels of Boyd Rewards, from bottom to top?", intent: ProgramDetail, params: params{"id": programID(t, "Boyd Rewards")}},
		{query: "How many tier credits must I earn for Pearl status with MGM Rewards?", intent: TierRequirement, params: params{"id": programID(t, "MGM Rewards")}, tier: "Pearl"},

		// Game facts and the W-2G rule.
		{query: "Hey, what's the house edge at craps? Thanks.", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "About how many hands per hour get dealt at a baccarat table? I'm trying to pace my bankroll.", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "If I hit $1,500 playing keno, will the casino issue a W-2G?", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1500}},
		{query: "I'm playing at Excalibur tonight. What's the W-2G threshold for slots?", intent: W2GRule, params: params{"game_type": "slots"}},

		// Responsible-gaming help by state.
		{query: "indiana problem gambling hotline #?", intent: RGHelp, params: params{"topic": "helpline", "state": "IN"}},
		{query: "Where can I self-exclude from Maryland casinos?", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "MD"}},

		// The player's limits: changes proposed, and the limits read.
		{query: "Please put a $250 weekly cap on my gambling budget.", intent: SetBudget, params: params{"period": "week", "amount": 250}},
		{query: "max 1k a month on gambling pls", intent: SetBudget, params: params{"period": "month", "amount": 1000}},
		{query: "Please cut my play sessions off after 2 hours.", intent: SetSessionLimit, params: params{"max_minutes": 120}},
		{query: "Which budget and session limits have I set?", intent: MyLimits, params: params{}},

		// Comps: predicted at one casino and at all, and estimated.
		{query: "What will Seven Feathers likely send me as my next offer?", intent: CompPredict, params: params{"casino_name": "Seven Feathers"}},
		{query: "predict offers at all my casinos", intent: CompPredictAll, params: params{}},
		{query: "How much would 4 hours of $10 slots earn me in comps?", intent: CompEstimate, params: params{"game_type": "slots", "avg_bet": 10, "hours": 4}},

		// Tiers: progress at one casino, the player's tiers, tier matches,
		// and another person's tier.
		{query: "How far am I from the next tier at Gold Coast?", intent: TierProgress, params: params{"casino_name": "Gold Coast"}},
		{query: "On behalf of my user: how close are they to the next tier at Red Rock Casino Resort Spa?", intent: TierProgress, params: params{"casino_name": "Red Rock Casino Resort Spa"}},
		{query: "Show the tier I currently hold at each casino I play.", intent: MyTiers, params: params{}},
		{query: "Can my Boyd Rewards Emerald status be matched to Caesars Rewards?", intent: TierMatchPaths, params: params{"program": "Boyd Rewards", "to_program": "Caesars Rewards"}, tier: "Emerald"},
		{query: "My Caesars tier resets soon. What status matches can I get with the tiers I have?", intent: TierMatchSuggestions, params: params{}},
		{query: "What tier does my wife hold at Caesars Rewards?", intent: Unknown, params: params{}},

		// Hosts at a casino, by language, and the player's own.
		{query: "Are there hosts at Sandia taking new players?", intent: FindHosts, params: params{}, filter: []string{"Sandia", "Sandia Resort and Casino"}},
		{query: "Find me a casino host who speaks Spanish.", intent: FindHosts, params: params{"language": "Spanish"}},
		{query: "who r my hosts atm", intent: MyHosts, params: params{}},

		// The player's records: trips, sessions, visits, vouchers, offers,
		// expiring offers, W-2Gs, the tax year and the bankroll; another
		// person's forms and a write /ask does not run.
		{query: "Which trips did I take to Harrah's Laughlin this year?", intent: MyTrips, params: params{"casino_name": "Harrah's Laughlin", "from": "2026-01-01", "to": "2026-12-31"}},
		{query: "Good morning! Show my trips from 2025, thanks.", intent: MyTrips, params: params{"from": "2025-01-01", "to": "2025-12-31"}},
		{query: "List every blackjack session I played during March.", intent: MySessions, params: params{"game_type": "blackjack", "from": "2026-03-01", "to": "2026-03-31"}},
		{query: "Show me the casino visits I've logged.", intent: MyVisits, params: params{}},
		{query: "Which of my ticket vouchers have already expired?", intent: MyVouchers, params: params{"status": "expired"}},
		{query: "I keep losing track of my slot tickets. Can you list my vouchers?", intent: MyVouchers, params: params{}},
		{query: "What offers do I have from Aliante?", intent: MyOffers, params: params{"casino_name": "Aliante"}},
		{query: "The user would like a list of their offers expiring in the next 14 days.", intent: ExpiringOffers, params: params{"within_days": 14}},
		{query: "Pull up the W-2G forms I received for 2025.", intent: MyW2Gs, params: params{"tax_year": 2025}},
		{query: "How much have I won on W-2Gs so far this year?", intent: W2GTotal, params: params{"tax_year": 2026}},
		{query: "tax summary for last yr", intent: TaxSummary, params: params{"tax_year": 2025}},
		{query: "hows my bankroll looking rn", intent: Bankroll, params: params{}},
		{query: "show my brothers w2gs from 2025", intent: Unknown, params: params{}},
		{query: "Log a trip to Eureka Casino Resort from May 1 to May 3.", intent: Unknown, params: params{}},

		// Two asks in one, advice, and off topic with a place in it.
		{query: "Tell me the house edge on roulette and set my daily budget to $50.", intent: Unknown, params: params{}},
		{query: "Should I play craps or blackjack on my trip to Laughlin?", intent: Unknown, params: params{}},
		{query: "What's the weather going to be in Reno this weekend?", intent: Unknown, params: params{}},
		{query: "cheapest buffet in laughlin thats any good", intent: Unknown, params: params{}},
	}
}
