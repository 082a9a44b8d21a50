package ask

import "testing"

// heldOutHundredFourteenth is a hundred-and-fourteenth held-out part,
// written blind and committed BEFORE its first run: by someone who had
// read only the service spec and the action catalog (both whole), the
// README's curl examples of the directory (lines 89-155) and its section on
// /ask (lines 428-480), the shipped data through short python3 scripts
// (the header of casinos.csv and a listing of name, town, type, hotel,
// brand and nation for Washington, Michigan, Iowa, Colorado, Louisiana,
// New York, Oklahoma, California and Nevada outside Las Vegas; every
// program of rewards_programs.json with its tiers and thresholds; the
// header and per-program counts of program_properties.csv and its
// Colorado rows; the header of us_cities.csv and look-ups of a few towns
// in it; a listing of data/, data/seed and data/schema was printed too),
// the whole of the twenty-ninth held-out part and the first eighty lines
// of the twenty-eighth (its header, cut off inside its conventions), the
// block of intent constants of ask.go (printed by a script from "const ("
// to the first ")"), the expectation type (lines 1-18 of heldout_test.go),
// the slugOf and programID helpers (lines 73-94 of ask_test.go) and the
// heldOutParts function of score_test.go; and the subject of the newest
// commit (git log -1), which names an opening "I'd"/"I would", the files
// story.go and letter.go and a familyWord index, none of them read or
// imitated here. Never the rules of this package, the tuning phrases or
// the other held-out parts; go test was not run.
//
// Every name used was checked against data/ with a script. These name
// exactly one casino of the directory: "Turning Stone" (Turning Stone
// Resort & Casino), "soaring eagle" (Soaring Eagle Casino and Resort),
// Coushatta Casino Resort, Riverwind Casino, "Thunder Valley" (Thunder
// Valley Casino Resort), "Pechanga" (Pechanga Resort Casino), "ilani"
// (Ilani Casino Resort), Grand Sierra Resort (Grand Sierra Resort and
// Casino), Snoqualmie Casino, Red Hawk Casino and Tulalip Resort Casino;
// "Emerald Queen" names two (Emerald Queen Casino in Tacoma and Emerald
// Queen Hotel & Casino in Fife), "Choctaw Durant" is no substring of a
// name (the casino meant is Choctaw Casino Resort - Durant) and "Isle of
// Capri Waterloo" neither (Isle of Capri Casino Waterloo); those three are
// only used where a casino name is kept as typed or in an Unknown. Kewadin
// is the first word of four Michigan casinos (and of no brand or nation),
// the Osage Nation is the nation of seven Oklahoma casinos, and Boyd
// Gaming the brand of six in Louisiana. Winnemucca, Cripple Creek, Elko
// and Laughlin are towns of the directory in one state each (NV, CO, NV,
// NV) and not in us_cities.csv; Tulsa (OK) and Reno (NV) are in both;
// Mesquite is a directory town in NV and a us_cities town in TX, so it is
// typed with its state; Grand Rapids is only in us_cities.csv (MI). The
// tiers Pearl (MGM Rewards, 20,000 tier credits), Elite (WinStar Club
// Passport, 15,000 tier points) and Emerald (Boyd Rewards) are in the
// programs' ladders.
//
// Its wording is new: each whole message, and each asking sentence of a
// message of several sentences, was checked with a case-insensitive
// fixed-string grep over internal/ask/*_test.go (only the count of
// matching files printed), with and without its closing mark. Of the
// first drafts 25 were found there and rewritten (among them "What's the
// house edge on craps?", "Which hosts am I connected with?", "what tier
// am i at everywhere", "Please set a weekly gambling budget of $250." and
// "Which rewards programs do you cover?"); 7 of the rewrites were found
// again and rewritten once more, and one of those a third time. None of
// the sixty messages or their asking sentences is found now. Greeting,
// thanks and context sentences were not required to be new, and four of
// them are in earlier files ("Hi there!", "Thanks!", "Thanks for the help
// earlier!", "My accountant needs it by Friday.").
//
// Its theme is a fifty-first CONTROL part: sixty ordinary questions over
// every area of the action catalog and the directory, in the ordinary mix
// of registers: 24 plain questions, 12 requests, 13 typed in lower case on
// a phone with common shorthand ("w/in", "w/", "hrs", "pts", "pls", "rn",
// "yr", "acct", "est", "w2g"), 5 with a sentence of context before or
// after a complete ask, 3 with a greeting or thanks, and 3 relayed by an
// agent for its user. Places and casinos come from Nevada, California,
// Oklahoma, Washington, Michigan, Iowa, Colorado, Louisiana and New York.
// Every area is covered: searches by town, radius, state, type, hotel,
// rewards, nation, family and brand; casino details; the programs, a
// ladder and tier thresholds; game facts; the W-2G rule (with an amount,
// and by game alone); help lines and self-exclusion; budgets and a session
// limit proposed and the limits read; comp predictions (one casino and
// all) and an estimate; tier progress; the player's tiers; a tier-match
// path and suggestions; hosts (at a casino, by language, the player's
// own); trips, sessions, visits, vouchers, offers (by casino and by
// status), expiring offers, the W-2G list and total, the tax summary and
// the bankroll.
//
// 50 of 60 expect an answer and 10 expect Unknown: two off topic with a
// place name (renting a boat in Laughlin, the drive from Reno to Elko),
// two facts nothing keeps (a buffet's opening time, a casino's minimum
// gambling age), two of another person's records (a husband's tier, a
// brother's trips), two asks in one (open vouchers and a daily budget), a
// write /ask does not run (logging a trip, add_trip), and two asking for
// advice (which slot machine to play, whether to cash out a voucher). No
// question lacks a field its intent needs, so none expects a missing
// field.
//
// It follows the twenty-ninth part's conventions: a casino named for a
// player action (trips, offers, tier progress, comp prediction) keeps the
// name as typed, lower case included ("ilani"); a host filter by casino is
// the typed words and the directory's name when the words name exactly one
// casino, with no parameter; a radius in miles is in kilometres to one
// decimal (20 miles 32.2, 30 miles 48.3, 40 miles 64.4); a year named for
// the player's records is that calendar year, "this yr" is 2026
// (2026-01-01 to 2026-12-31 for trips, tax_year 2026 for W-2Gs); a month
// named without a year is its latest one up to today, 2026-05-14 (March
// is 2026-03-01 to 2026-03-31); a town typed without its state is near
// the directory's town with its state, and a town typed with its state
// ("tulsa ok", "Mesquite, Nevada", "Grand Rapids, Michigan") is near that
// town with the state's code; "in <state>" (or its code, "wa") is the
// state; a family's casinos in a state are the state with q the family's
// name as the directory spells it ("Kewadin"), and so are a brand's
// ("Boyd Gaming") and a nation's ("Osage Nation", no state when none is
// typed); "loyalty program" is a rewards program (has_rewards); a tier
// named with its program is not ambiguous; a casino's details answer what
// the directory keeps about it, whichever field is asked for (a hotel,
// slot machines, the year it opened); a limit of money in a period is a
// budget and a time cap per session a session limit in minutes; off-topic
// questions, another person's records and two asks in one are Unknown.
// Its own choices, where those are silent:
//   - "At what amount does a slot machine win trigger a W-2G?" is the
//     W-2G rule for slots with no amount (the rule of the game is the
//     answer; no amount is invented);
//   - a message of context and an ask is read by its ask: "We're heading
//     to Reno next month." lends the craps question nothing, and "We'll be
//     there on Friday." and "My accountant needs it by Friday." add no
//     date;
//   - an agent's "their W-2G forms" and "the tiers they already hold" are
//     the user's own records, as README says relayed questions are read;
//   - "What would my Emerald status in Boyd Rewards match to at Caesars
//     Rewards?" is the tier-match path from Boyd Rewards' Emerald to
//     Caesars Rewards ("my" does not make it the player's suggestions,
//     since the tier and both programs are named);
//   - "Can you predict my offers at every casino I've played?" is the
//     prediction for all casinos;
//   - "Log a trip to Tulalip Resort Casino from June 5 to June 7." is
//     Unknown: add_trip is a write /ask neither runs nor proposes (only
//     budgets and session limits are proposed);
//   - "I have a $400 voucher from Isle of Capri Waterloo. Should I cash it
//     out now or keep playing it?" is Unknown: the ask is advice, and the
//     context does not turn it into the player's vouchers.
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at 240a47a, after every round of the session before it,
// and no rule changed for it) scored 60 of 60 correct (100.0%): precision
// 100.0% (50 of 50 answers right), recall 100.0% (50 of 50 answerable),
// none declined and none wrong. No expectation was changed after it, and
// it was barred on its first run.
func heldOutHundredFourteenth(t testing.TB) []expectation {
	return []expectation{
		// The directory: town, radius, state, type, hotel, rewards, nation,
		// family and brand.
		{query: "Which casinos operate in Winnemucca?", intent: FindCasinos, params: params{"near": "Winnemucca, NV"}},
		{query: "casinos w/in 40 miles of tulsa ok", intent: FindCasinos, params: params{"near": "Tulsa, OK", "radius_km": 64.4}},
		{query: "Which commercial casinos are in Iowa?", intent: FindCasinos, params: params{"state": "IA", "type": "commercial"}},
		{query: "Hi there! Which casinos in Cripple Creek have a hotel?", intent: FindCasinos, params: params{"near": "Cripple Creek, CO", "has_hotel": true}},
		{query: "What casinos does the Osage Nation operate these days?", intent: FindCasinos, params: params{"q": "Osage Nation"}},
		{query: "Show me every Kewadin casino in Michigan.", intent: FindCasinos, params: params{"state": "MI", "q": "Kewadin"}},
		{query: "tribal casinos in wa w/ a hotel", intent: FindCasinos, params: params{"state": "WA", "type": "tribal", "has_hotel": true}},
		{query: "Please list every racino in Louisiana.", intent: FindCasinos, params: params{"state": "LA", "type": "racino"}},
		{query: "My user would like a list of casinos within 30 miles of Grand Rapids, Michigan.", intent: FindCasinos, params: params{"near": "Grand Rapids, MI", "radius_km": 48.3}},
		{query: "Which Colorado casinos offer a loyalty program?", intent: FindCasinos, params: params{"state": "CO", "has_rewards": true}},
		{query: "Which Boyd Gaming casinos are in Louisiana?", intent: FindCasinos, params: params{"state": "LA", "q": "Boyd Gaming"}},
		{query: "Are there any casinos within 20 miles of Mesquite, Nevada? We'll be there on Friday.", intent: FindCasinos, params: params{"near": "Mesquite, NV", "radius_km": 32.2}},

		// One casino's details.
		{query: "Is Turning Stone a casino with a hotel attached?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Turning Stone Resort & Casino")}},
		{query: "how many slots does soaring eagle have", intent: CasinoDetail, params: params{"slug": slugOf(t, "Soaring Eagle Casino and Resort")}},
		{query: "Tell me about Coushatta Casino Resort.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Coushatta Casino Resort")}},
		{query: "When did Riverwind Casino open?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Riverwind Casino")}},

		// Programs: the list, a ladder, tier thresholds.
		{query: "Which casino loyalty programs does your directory include?", intent: ListPrograms, params: params{}},
		{query: "Show me the Boyd Rewards tier ladder.", intent: ProgramDetail, params: params{"id": programID(t, "Boyd Rewards")}},
		{query: "What's the tier-credit requirement for Pearl status in MGM Rewards?", intent: TierRequirement, params: params{"id": programID(t, "MGM Rewards")}, tier: "Pearl"},
		{query: "how many pts for elite in winstar club passport", intent: TierRequirement, params: params{"id": programID(t, "WinStar Club Passport")}, tier: "Elite"},

		// Game facts and the W-2G rule.
		{query: "We're heading to Reno next month. What edge does the house have on craps?", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "Would a $1,500 keno payout mean a W-2G for me?", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1500}},
		{query: "Thanks for the help earlier! At what amount does a slot machine win trigger a W-2G?", intent: W2GRule, params: params{"game_type": "slots"}},

		// Responsible-gaming help by state.
		{query: "What's the number for problem gambling help in Iowa?", intent: RGHelp, params: params{"topic": "helpline", "state": "IA"}},
		{query: "how do i sign up for self exclusion in louisiana", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "LA"}},

		// The player's limits: changes proposed, and the limits read.
		{query: "Please put a $250 weekly budget on my gambling.", intent: SetBudget, params: params{"period": "week", "amount": 250}},
		{query: "Hey, could you set my monthly budget to $1,200? Thanks!", intent: SetBudget, params: params{"period": "month", "amount": 1200}},
		{query: "cap each session at 2 hrs max pls", intent: SetSessionLimit, params: params{"max_minutes": 120}},
		{query: "Which budget and session caps have I set up on my account?", intent: MyLimits, params: params{}},

		// Comps: predicted at one casino and at all, and estimated.
		{query: "Predict my next offer from Pechanga.", intent: CompPredict, params: params{"casino_name": "Pechanga"}},
		{query: "Can you predict my offers at every casino I've played?", intent: CompPredictAll, params: params{}},
		{query: "est comps for 4 hrs of $10 craps", intent: CompEstimate, params: params{"game_type": "craps", "avg_bet": 10, "hours": 4}},

		// Tiers: progress at one casino, the player's tiers, tier matches.
		{query: "How close am I to the next tier at Choctaw Durant?", intent: TierProgress, params: params{"casino_name": "Choctaw Durant"}},
		{query: "what tier do i hold at each casino rn", intent: MyTiers, params: params{}},
		{query: "What would my Emerald status in Boyd Rewards match to at Caesars Rewards?", intent: TierMatchPaths, params: params{"program": "Boyd Rewards", "to_program": "Caesars Rewards"}, tier: "Emerald"},
		{query: "The user wants to know which programs would status match the tiers they already hold.", intent: TierMatchSuggestions, params: params{}},

		// Hosts at a casino, by language, and the player's own.
		{query: "Find me a casino host at Thunder Valley.", intent: FindHosts, params: params{}, filter: []string{"Thunder Valley", "Thunder Valley Casino Resort"}},
		{query: "Is there a host who speaks Spanish?", intent: FindHosts, params: params{"language": "Spanish"}},
		{query: "Which casino hosts do I have a connection with at the moment?", intent: MyHosts, params: params{}},

		// The player's records.
		{query: "my trips to ilani this yr", intent: MyTrips, params: params{"casino_name": "ilani", "from": "2026-01-01", "to": "2026-12-31"}},
		{query: "List every blackjack session I played in March.", intent: MySessions, params: params{"game_type": "blackjack", "from": "2026-03-01", "to": "2026-03-31"}},
		{query: "Which casino visits have I recorded so far?", intent: MyVisits, params: params{}},
		{query: "any expired vouchers on my acct", intent: MyVouchers, params: params{"status": "expired"}},
		{query: "What offers do I have from Emerald Queen? I'm going back next week.", intent: MyOffers, params: params{"casino_name": "Emerald Queen"}},
		{query: "Which of my casino offers are marked redeemed?", intent: MyOffers, params: params{"status": "redeemed"}},
		{query: "Show me my offers that expire in the next 14 days.", intent: ExpiringOffers, params: params{"within_days": 14}},
		{query: "On behalf of my user: pull up their W-2G forms for 2024.", intent: MyW2Gs, params: params{"tax_year": 2024}},
		{query: "how much in w2g wins so far this yr", intent: W2GTotal, params: params{"tax_year": 2026}},
		{query: "Give me my tax summary for 2025. My accountant needs it by Friday.", intent: TaxSummary, params: params{"tax_year": 2025}},
		{query: "hows the bankroll holding up rn", intent: Bankroll, params: params{}},

		// Unknown: off topic with a place name.
		{query: "Where can I rent a boat in Laughlin?", intent: Unknown, params: params{}},
		{query: "how long is the drive from reno to elko", intent: Unknown, params: params{}},

		// Unknown: facts nothing keeps.
		{query: "What time does the buffet at Grand Sierra Resort open?", intent: Unknown, params: params{}},
		{query: "What's the minimum age to gamble at Snoqualmie Casino?", intent: Unknown, params: params{}},

		// Unknown: another person's records.
		{query: "What tier is my husband at with MGM Rewards?", intent: Unknown, params: params{}},
		{query: "Show me my brother's trips to Reno last year.", intent: Unknown, params: params{}},

		// Unknown: two asks in one, and a write /ask does not run.
		{query: "Show my open vouchers and set my daily budget to $75.", intent: Unknown, params: params{}},
		{query: "Log a trip to Tulalip Resort Casino from June 5 to June 7.", intent: Unknown, params: params{}},

		// Unknown: advice.
		{query: "What slot machine should I play at Red Hawk Casino tonight?", intent: Unknown, params: params{}},
		{query: "I have a $400 voucher from Isle of Capri Waterloo. Should I cash it out now or keep playing it?", intent: Unknown, params: params{}},
	}
}
