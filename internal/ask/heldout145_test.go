package ask

import "testing"

// heldOutHundredFortyFifth is the hundred-and-forty-fifth held-out
// part, written blind and committed BEFORE its first run: by someone
// who had read only its brief; the service spec and the action catalog
// (both whole); the README's curl examples of the directory (lines
// 89-160) and its section on asking in plain English (lines 436-494);
// the shipped data (casinos.csv, rewards_programs.json,
// program_properties.csv and us_cities.csv), only through short python3
// scripts that printed the files' columns and counts, casinos per
// state, the rows of the casinos used here, the towns and states of the
// towns used here, the casinos matching a name fragment, brand or
// nation, the tribal nations and brands with their states, the programs
// with their tiers and thresholds and the programs' properties; the
// whole of the twenty-ninth held-out part and the first 80 lines of the
// twenty-eighth (its header); the block of intent constants of ask.go
// (printed by awk from "const (" to its ")"); lines 1-18 of
// heldout_test.go (the expectation type); the slugOf and programID
// functions of ask_test.go (printed alone by awk); the first and last
// twenty lines of heldOutParts in score_test.go; and the subject of the
// branch's last commit (the hundred-and-forty-fourth part's first run,
// a score and nothing of the rules). A count (not the names) of this
// package's files and a listing of the briefs directory's file names
// were printed too. Never the rules of this package, the tuning phrases
// or the other held-out parts; no test was run.
//
// Every name used was checked against data/ with a script: each casino
// named (Kickapoo Lucky Eagle Casino Hotel, Catawba Two Kings Casino,
// Saracen Casino Resort, Klawock Casino, Belle of Baton Rouge Casino
// and Hotel) is there once, spelled so, and the words typed for it name
// no other casino; the hotel rooms (249), the type (tribal), the
// opening year (2020) and has_hotel (false) asked about are fields the
// directory fills for those four; each town (West Memphis AR, Lame Deer
// MT, Bangor ME) is a directory town of that state and of no other; the
// Great American casinos are the only ones of that name, all in WA; the
// Confederated Salish and Kootenai Tribes own two casinos in MT;
// Bally's Corporation is a brand of eleven casinos; Momentum Rewards,
// Lucky Star Rewards, WinStar Club Passport (Premier, 5,000 tier
// points), Genting Rewards (Tier 4, 25,000 tier points) and Boyd
// Rewards (Onyx) exist with those tiers; NE has racinos, ND casinos
// with a hotel, NH and RI casinos. Places were chosen, where the data
// allowed, among those few earlier parts name (counted with grep -rilF,
// file names only): Arkansas, Montana, Maine, Rhode Island, Nebraska,
// North Dakota, New Hampshire, Washington, Texas, North Carolina,
// Alaska, Louisiana, West Virginia, Wyoming, Illinois, Massachusetts
// and Virginia, and casinos, a nation, a brand, a family and a language
// (Cantonese) that no more than a few earlier files name.
//
// Its wording is new: each of the sixty messages was checked with a
// case-insensitive fixed-string grep (file names only) over this
// package, as typed and without its closing mark. Twelve were found and
// reworded ("great american casinos in wa", "How many tier points does
// Premier need in WinStar Club Passport?", "What's the house edge on
// keno?", "Please set a weekly gambling budget of $250.", "Predict my
// next offers at every casino I play.", "comps for 3 hrs of $10
// roulette", "my blackjack sessions in march", "Show me all my casino
// check-ins.", "Which of my vouchers have expired?", "Which offers have
// I already redeemed?", "What's the total of my W-2G winnings for
// 2025?", "whats my bankroll rn"); five rewordings were found again and
// reworded again, two of them a third time, and every message below was
// checked and is not there.
//
// Its theme is a fifty-eighth CONTROL part: sixty ordinary questions
// over every area of the action catalog and the directory, in the
// ordinary mix of registers: 24 plain questions (20 answered, 4
// Unknown), 12 requests (9 and 3), 12 typed in lower case on a phone
// with common shorthand ("mt", "wa", "r", "pts", "hr", "hrs", "w2gs",
// "pls", "rn"; 11 and 1), 6 with a sentence of context before or after
// a complete ask (5 and 1), 3 with a greeting or thanks (2 and 1) and 3
// relayed by an agent for its user (3 and 0). 50 expect an answer and
// 10 expect Unknown: off topic with a place name (a hiking trail near
// Hot Springs, pizza in Wheeling: no answer of the service), facts
// nothing keeps (the buffet hours of Mountaineer Casino Racetrack, the
// parking fee at MGM Springfield: no field of the directory and no
// action), other people's records (my wife's tier, my buddy Dave's
// trips: the actions read only the caller's own records), two asks in
// one (the bankroll and the offers expiring this week), writes /ask
// does not run (add_trip and update_offer_status: actions.md's writes,
// and /ask proposes only the budget and session-limit changes) and
// advice (Deadwood or Black Hawk for a birthday trip: no action
// recommends a destination). Every area is covered: searches by town,
// radius, state, type, hotel, rewards, program, nation, family and
// brand; casino details; the programs, a ladder and two tier
// thresholds; game facts; the W-2G rule with an amount and by game
// alone; a help line and self-exclusion; two budgets and a session
// limit proposed and the limits read; comp predictions (one casino and
// all) and an estimate; tier progress, the player's tiers, a tier-match
// path and suggestions; hosts at a casino, by language and the player's
// own; trips, sessions, visits, vouchers, offers by casino and by
// status, expiring offers, the W-2G list and total, the tax summary and
// the bankroll. No question lacks a field its intent needs.
//
// It follows the twenty-ninth part's conventions (a radius in miles is
// in kilometres to one decimal: 40 miles is 64.4 km; a town is "Town,
// ST", its state from the directory when not typed; "in <state>" is the
// state; a family's casinos in a state are the state with q the
// family's name as the directory spells it; a casino named for a player
// action keeps the name as typed; a host filter by casino is the typed
// words and the directory's name when they name exactly one casino; a
// year named for the player's records is that calendar year; a month
// named without a year is its latest one up to today, 2026-05-14, so
// March is 2026-03-01 to 2026-03-31; a casino's details answer
// whichever field the directory keeps is asked for; a tier named with
// its program is not ambiguous; a tier match with the tier named is the
// path, even when asked with "my"; a limit of money in a period is a
// budget; off-topic questions are Unknown). Its own choices, where
// those are silent:
//   - a search by rewards program ("Which casinos accept Momentum
//     Rewards?") has the parameter program, the program's name as the
//     directory spells it (the README's program= query parameter; the
//     twenty-ninth part shapes no such search);
//   - a search by owning nation has q the nation's name as the
//     directory spells it, and a search by brand q the brand's, with no
//     state when none is typed;
//   - a family typed in lower case ("great american") is q as the
//     directory spells it ("Great American");
//   - a host filter drops a leading "the" ("the Belle of Baton Rouge"
//     gives "Belle of Baton Rouge");
//   - "Cap each session at 2 hours." is a session limit of 120 minutes;
//   - a "slot win" is game_type slots, "W-2G rule for video poker" is
//     video_poker with no amount;
//   - "What status do I hold at each of my casinos?" is the player's
//     tiers; "the casino hosts they're connected with" is the player's
//     own hosts (get_my_connections); "every check-in I've made at a
//     casino" is the player's visits (check_in writes visits);
//   - "Predict what every casino I've played will offer me next." is
//     the prediction over all casinos (predict_all_casinos);
//   - the context sentences lend the asks nothing ("I'm heading out
//     Friday." adds no date to the ten-day window, "I overspent last
//     month." no period to the monthly budget);
//   - every casino named for a player action is typed capitalized
//     outside the phone register, so "as typed" is unambiguous; the
//     phone register names casinos only for details and searches.
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at c076c0d, and no rule changed for it) scored 57 of 60
// correct (95.0%): precision 97.9% (47 of 48 answers right), recall
// 94.0% (47 of 50 answerable), 2 declined and 1 wrong. No expectation
// was changed after it. The wrong one: "Which offers did I end up
// redeeming?" (the expiring offers). The declined: "List the casinos
// run by Bally's Corporation." and "Would a $1,350 slot win get me a
// W-2G? I'm planning ahead for my trip.".
//
// After its fix round (2026-11-25, branch fix-145, by the maintainer,
// tuningPart145): 60/60, 0 wrong, none declined; no expectation was
// changed, and the part is barred. The general rules added: "end up" or
// "wind up" before a status verb's gerund is what came of the records
// ("did I end up redeeming" is redeemed, and no offer ending); "turn
// down" and "pass on" are an offer declined (and a status no voucher
// holds); "owned", "run" or "operated by" a brand named whole, as the
// directory spells it, is a search of that brand, as for a nation; and
// "I'm planning my trip" after a question is what the asker is busy
// with, not a second ask.
func heldOutHundredFortyFifth(t testing.TB) []expectation {
	return []expectation{
		// The directory: searches by town, radius, state, type, hotel,
		// rewards, program, nation, family and brand.
		{query: "Are there any casinos in West Memphis?", intent: FindCasinos, params: params{"near": "West Memphis, AR"}},
		{query: "casinos near lame deer mt", intent: FindCasinos, params: params{"near": "Lame Deer, MT"}},
		{query: "Please find casinos within 40 miles of Bangor, Maine.", intent: FindCasinos, params: params{"near": "Bangor, ME", "radius_km": 64.4}},
		{query: "What casinos does Rhode Island have?", intent: FindCasinos, params: params{"state": "RI"}},
		{query: "any racinos in nebraska", intent: FindCasinos, params: params{"state": "NE", "type": "racino"}},
		{query: "Show me casinos with a hotel in North Dakota.", intent: FindCasinos, params: params{"state": "ND", "has_hotel": true}},
		{query: "Which casinos in New Hampshire have a rewards program?", intent: FindCasinos, params: params{"state": "NH", "has_rewards": true}},
		{query: "Which casinos accept Momentum Rewards?", intent: FindCasinos, params: params{"program": "Momentum Rewards"}},
		{query: "What casinos do the Confederated Salish and Kootenai Tribes run?", intent: FindCasinos, params: params{"q": "Confederated Salish and Kootenai Tribes"}},
		{query: "which great american casinos r in wa", intent: FindCasinos, params: params{"state": "WA", "q": "Great American"}},
		{query: "List the casinos run by Bally's Corporation.", intent: FindCasinos, params: params{"q": "Bally's Corporation"}},

		// Off topic, with a directory town in it.
		{query: "What's a good hiking trail near Hot Springs, Arkansas?", intent: Unknown, params: params{}},
		{query: "best pizza in wheeling wv", intent: Unknown, params: params{}},

		// One casino's details, and facts nothing keeps.
		{query: "How many hotel rooms are at Kickapoo Lucky Eagle Casino Hotel?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Kickapoo Lucky Eagle Casino Hotel")}},
		{query: "What kind of casino is Catawba Two Kings Casino?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Catawba Two Kings Casino")}},
		{query: "when did saracen casino open", intent: CasinoDetail, params: params{"slug": slugOf(t, "Saracen Casino Resort")}},
		{query: "My user is asking whether Klawock Casino has a hotel.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Klawock Casino")}},
		{query: "What time does the buffet open at Mountaineer Casino Racetrack?", intent: Unknown, params: params{}},
		{query: "Thanks! Also, how much does parking cost at MGM Springfield?", intent: Unknown, params: params{}},

		// Programs: the list, a ladder and two tiers' thresholds.
		{query: "Give me a rundown of every rewards program you cover.", intent: ListPrograms, params: params{}},
		{query: "What are the tiers of Lucky Star Rewards?", intent: ProgramDetail, params: params{"id": programID(t, "Lucky Star Rewards")}},
		{query: "How many tier points does it take to reach Premier in WinStar Club Passport?", intent: TierRequirement, params: params{"id": programID(t, "WinStar Club Passport")}, tier: "Premier"},
		{query: "how many pts for tier 4 in genting rewards", intent: TierRequirement, params: params{"id": programID(t, "Genting Rewards")}, tier: "Tier 4"},

		// Game facts and the W-2G rule (by game alone, and with an
		// amount, the context after the ask).
		{query: "How big is the house edge at keno?", intent: GameFacts, params: params{"game_type": "keno"}},
		{query: "craps decisions per hr?", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "What's the W-2G rule for video poker?", intent: W2GRule, params: params{"game_type": "video_poker"}},
		{query: "Would a $1,350 slot win get me a W-2G? I'm planning ahead for my trip.", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 1350}},

		// Responsible gaming: a help line and self-exclusion by state.
		{query: "Hi there, is there a gambling helpline for Maine?", intent: RGHelp, params: params{"topic": "helpline", "state": "ME"}},
		{query: "My brother thinks I play too much. How do I self-exclude in Massachusetts?", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "MA"}},

		// The player's limits: two budgets and a session limit proposed,
		// and the limits read.
		{query: "Please put my weekly budget at $250.", intent: SetBudget, params: params{"period": "week", "amount": 250}},
		{query: "I overspent last month. Set a monthly budget of $1,200.", intent: SetBudget, params: params{"period": "month", "amount": 1200}},
		{query: "I lose track of time at the tables. Cap each session at 2 hours.", intent: SetSessionLimit, params: params{"max_minutes": 120}},
		{query: "Which responsible gaming limits are active on my account?", intent: MyLimits, params: params{}},

		// Comps: predicted at one casino and at all, and estimated.
		{query: "What offer will Par-A-Dice likely send me next?", intent: CompPredict, params: params{"casino_name": "Par-A-Dice"}},
		{query: "Predict what every casino I've played will offer me next.", intent: CompPredictAll, params: params{}},
		{query: "comp value for 3 hrs at $10 roulette?", intent: CompEstimate, params: params{"game_type": "roulette", "avg_bet": 10, "hours": 3}},

		// Tiers: progress at one casino, the player's tiers, a tier-match
		// path and suggestions.
		{query: "How far am I from the next tier at Oxford Casino?", intent: TierProgress, params: params{"casino_name": "Oxford Casino"}},
		{query: "Hello! What status do I hold at each of my casinos?", intent: MyTiers, params: params{}},
		{query: "Will MGM Rewards match my Boyd Rewards Onyx status?", intent: TierMatchPaths, params: params{"program": "Boyd Rewards", "to_program": "MGM Rewards"}, tier: "Onyx"},
		{query: "Suggest tier matches I could get with the status I have now.", intent: TierMatchSuggestions, params: params{}},

		// Hosts at a casino, by language, and the player's own.
		{query: "Is there a host at the Belle of Baton Rouge I could connect with?", intent: FindHosts, params: params{}, filter: []string{"Belle of Baton Rouge", "Belle of Baton Rouge Casino and Hotel"}},
		{query: "any hosts that speak cantonese", intent: FindHosts, params: params{"language": "Cantonese"}},
		{query: "My user would like to see the casino hosts they're connected with.", intent: MyHosts, params: params{}},

		// The player's records: trips, sessions, visits, vouchers,
		// offers (by casino, by status, expiring), W-2Gs, the tax year
		// and the bankroll.
		{query: "Which trips did I take to Wheeling Island in 2025?", intent: MyTrips, params: params{"casino_name": "Wheeling Island", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "pull my blackjack sessions for march", intent: MySessions, params: params{"game_type": "blackjack", "from": "2026-03-01", "to": "2026-03-31"}},
		{query: "Pull up every check-in I've made at a casino.", intent: MyVisits, params: params{}},
		{query: "Which vouchers of mine have already expired?", intent: MyVouchers, params: params{"status": "expired"}},
		{query: "Show my offers from Shoshone Rose Casino.", intent: MyOffers, params: params{"casino_name": "Shoshone Rose Casino"}},
		{query: "Which offers did I end up redeeming?", intent: MyOffers, params: params{"status": "redeemed"}},
		{query: "I'm heading out Friday. Which of my offers expire in the next 10 days?", intent: ExpiringOffers, params: params{"within_days": 10}},
		{query: "w2gs from 2022 pls", intent: MyW2Gs, params: params{"tax_year": 2022}},
		{query: "What's the combined amount on my 2025 W-2Gs?", intent: W2GTotal, params: params{"tax_year": 2025}},
		{query: "The user wants their gambling tax summary for 2024.", intent: TaxSummary, params: params{"tax_year": 2024}},
		{query: "bankroll check rn pls", intent: Bankroll, params: params{}},

		// Other people's records, two asks in one, writes /ask does not
		// run, and advice: all Unknown.
		{query: "What tier is my wife at Bally's Tiverton?", intent: Unknown, params: params{}},
		{query: "My buddy Dave came along to the Greenbrier. Pull up Dave's trips there.", intent: Unknown, params: params{}},
		{query: "Tell me my bankroll and list the offers expiring this week.", intent: Unknown, params: params{}},
		{query: "Add a trip to Rivers Casino Portsmouth from June 5 to June 7.", intent: Unknown, params: params{}},
		{query: "Mark my free play from Harrah's Metropolis as redeemed.", intent: Unknown, params: params{}},
		{query: "Should I go to Deadwood or Black Hawk for my birthday trip?", intent: Unknown, params: params{}},
	}
}
