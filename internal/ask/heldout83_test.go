package ask

import "testing"

// heldOutEightyThird is an eighty-third held-out part, written blind and
// committed BEFORE its first run: by someone who had read only the action
// catalog and the service spec (both whole), lines 89-155 and 428-480 of
// the README (its curl examples of the directory and its section on /ask),
// the shipped data (casinos.csv, rewards_programs.json and
// program_properties.csv, through short scripts listing casinos with town,
// state, type, nation, hotel and brand, and programs with their tiers and
// thresholds), the whole of the twenty-ninth held-out part and the first
// eighty lines of the twenty-eighth (its header), the first const block of
// ask.go (the intent constants; lines 1-70 were printed, which also showed
// the package comment, the imports and the first lines of the Intent
// type), the expectation type (lines 1-18 of heldout_test.go), the slugOf
// and programID helpers of ask_test.go (lines 73-95, which also showed the
// doc comment of the phrasing type) and the heldOutParts function of
// score_test.go; of the git log, only the newest subject line (it names a
// rule about sentences asking to leave something out; nothing here is of
// that kind). Never the rules of this package, the tuning phrases or the
// other held-out parts. Every casino, town, state, nation, program and
// tier used was checked against data/ with a short script.
//
// Its wording is new: each question, and each sentence of the questions
// of several sentences, was checked with a case-insensitive fixed-string
// grep (file names only) against every test file of this package, with and
// without its closing mark. Eleven were found there and replaced before
// the file was written (two first replacements were found too and
// replaced again): "What tiers does Boyd Rewards have?", "How many tier
// credits does Pearl take in MGM Rewards?", "Is a $1,500 keno win
// reportable on a W-2G?", "Which casinos have I checked in at?", "What's
// my current bankroll balance?", "Please set my weekly gambling budget to
// $250.", "Add a $300 deposit to my bankroll.", "my trips in 2024" (and
// its replacement "trips i took in 2024"), "What's my tax summary for
// 2025?" (and its replacement "What does my 2025 tax summary look
// like?"), "Which hosts am I connected with?", and "Limit each of my
// sessions to 45 minutes" (found without its closing ", please."). The
// bare names first tried for the ambiguous question ("hollywood casino?",
// "kewadin?", "four winds?") were found without their mark, as any bare
// name of the directory is, and were dropped for "st croix casino info".
// None of the sixty, and no sentence of them but the bare "Hi!" and
// "Thanks!" (found, as any greeting word is, and kept), is in the corpus
// now. Places and casinos were chosen,
// where the data allowed, among those few or no earlier test files name
// (by the same kind of grep, file names only): Belcourt, North Bend,
// Heavener, Cross Lanes, Blackfoot, Wyandotte, Tonopah, the Sisseton
// Wahpeton Oyate, Mill Casino, Sky Dancer Casino & Resort, Lode Star
// Casino, Famous Bonanza Casino, Quechan Casino and Resort, Mardi Gras
// Casino, Ute Mountain Casino, Mountaineer Casino Racetrack, Running Aces,
// Dakota Magic, Aviator Casino, Gardens Casino, Outpost Casino, Quinault
// Beach Resort & Casino and the St. Croix casinos. No host language is
// asked: the shipped data says nothing of hosts' languages, so none could
// be checked.
//
// Its theme is a thirty-second CONTROL part, the session's very last
// measurement: sixty ordinary questions over every area of the action
// catalog and the directory, in the ordinary mix of registers: 24 plain
// questions, 12 requests, 14 typed in lower case on a phone with common
// shorthand ("w/", "mi", "pts", "tc", "spins/hr", "hrs", "pls", "w2g"), 5
// with a sentence of context before or after a complete ask, 3 with a
// greeting or thanks and 2 relayed by an agent for its user. 51 are
// answerable and 9 expect Unknown: a room rate, the weather, a dress code
// and a room booking (nothing the service says or does), two questions in
// one, two casinos compared, a deposit (a change /ask does not propose),
// another person's points and a name that fits three casinos. Every area
// is covered: place, near, radius, hotel, type, rewards and nation
// searches, casino details, the program list, a ladder and a tier's
// threshold, game facts, the W-2G rule, help lines and self-exclusion,
// budget and session limits (proposed) and the limits read, comp
// predictions (one casino and all) and estimates, tier progress and the
// player's tiers, tier-match suggestions and a path, hosts (at a casino
// and the player's own), trips, sessions, visits, vouchers,
// offers and expiring offers, W-2G lists and totals, the tax summary and
// the bankroll. No question lacks a field its intent needs, so none
// expects a missing field. No question depends on today's date: every
// year and month named for the player's records carries its year.
//
// It follows the twenty-ninth part's conventions (a casino named for a
// player action keeps the name as typed; a host filter by casino is the
// typed words and the directory's name when the words name exactly one
// casino; a radius in miles is in kilometres to one decimal; a year named
// for the player's records is that calendar year; a month named with its
// year is that month; a town typed without its state is near the
// directory's town with its state; "in <town>" is near that town and "in
// <state>" is the state; a tier named with its program is not ambiguous;
// a casino's details answer what the directory keeps about it, whichever
// field is asked for; a limit of money in a period is a budget; off-topic
// questions are Unknown). Its own choices, where those are silent:
//   - "Which casinos does the Sisseton Wahpeton Oyate operate?" is a
//     search with q the nation's name as the directory spells it, no
//     state (the README's "which casinos does the Chickasaw Nation own").
//   - "What town is the Mill Casino in?" is Mill Casino's details (the
//     directory keeps its city); "How much does a room at Sky Dancer
//     Casino & Resort cost tonight?" is Unknown (the directory keeps
//     whether a casino has a hotel and its rooms, never a rate).
//   - "casinos near heavener ok" and "casinos within 30 mi of cross lanes
//     wv": a two-letter state typed after a town in lower case is that
//     town's state; "30 mi" is 48.3 km.
//   - "tribal casinos in montana w/ a hotel" is MT, tribal, has_hotel.
//   - "how many pts for onyx at boyd" is Onyx's threshold in Boyd Rewards
//     ("boyd" names the program of that ladder; the tier is named with
//     it); "What does it take to reach Pearl with MGM Rewards?" is Pearl's.
//   - "Can I status match MGM Gold into Caesars Rewards?" is the
//     tier-match path from MGM Rewards' Gold to Caesars Rewards (Gold is
//     on both ladders, but it is named with MGM); "Based on the status I
//     hold now, which tier matches could I get?" is the suggestions.
//   - "hit 1300 on video poker do i need a w2g" is the W-2G rule for
//     video_poker with amount_won 1300 (a bare number after "hit" is the
//     amount won); "Does a $1,650 keno win get reported on a W-2G?" is the
//     rule for keno with 1650.
//   - "Where can I find help for a gambling problem in Indiana?" is the
//     helpline in IN; "How do I self-exclude from casinos in Louisiana?"
//     is self-exclusion in LA.
//   - "set daily budget to 75" is a daily budget of 75 (a bare amount of
//     a budget is dollars); "Cap every session I play at 45 minutes,
//     please." is a session limit of 45; "Show me my current gambling
//     limits." reads the limits.
//   - "What comps would two hours of $10 craps earn me?" is comp_estimate
//     for craps, avg_bet 10, hours 2 (the hours spelled out); "comps for
//     4 hrs of $5 slots?" is slots, avg_bet 5, hours 4.
//   - "How close am I to the next tier at Mardi Gras Casino?" is
//     tier_progress at "Mardi Gras Casino" as typed (three directory
//     casinos carry the words; a player action keeps the name as typed);
//     "how many tc till next tier at ute mountain casino" is tier_progress
//     at "ute mountain casino" as typed, in lower case.
//   - "Rank my casinos by the offer I can expect from each." is the
//     prediction for all casinos (predict_all_casinos answers ranked).
//   - "any hosts at dakota magic" is find_hosts filtered to the typed
//     words and Dakota Magic Casino Resort (the one casino they name).
//   - "Which casino hosts am I already connected to? Thanks!" is the
//     player's hosts (get_my_connections); the thanks adds nothing.
//   - "Which casino check-ins have I recorded?" is the player's visits.
//   - "my open vouchers pls" is the vouchers with status "open"; "Show me
//     the W-2G forms I received in 2022." is the W-2G list of 2022; "What
//     did my W-2Gs total in 2023?" is the W-2G total of 2023.
//   - "Show the offers I have at Mountaineer Casino Racetrack." is the
//     player's offers there (casino_name as typed, no status); "List the
//     offers that expire in the next 14 days." and the agent's "which of
//     their offers expire within 10 days?" are expiring offers within 14
//     and 10 days ("their" is the user's, read as the user's own).
//   - Context: "We're driving across Nebraska next month. Which racinos
//     are there in Nebraska?" is NE racinos (the month lends nothing);
//     "My accountant asked for numbers. Pull up my tax year summary for
//     2025." is the tax summary of 2025; "Show my sessions at Running Aces
//     from March 2026. I think I only went twice." is the sessions at
//     "Running Aces" from 2026-03-01 to 2026-03-31; "What tier levels does
//     Genting Rewards have? I might visit Bimini this summer." is Genting
//     Rewards' details; "My friend plays Kewadin a lot. How many points
//     does she have there?" is Unknown (another person's records).
//   - "Hello, could you tell me about the Outpost Casino in Wyandotte?" is
//     the details of Outpost Casino (the town only confirms it); "My user
//     wants to know which casinos are in Blackfoot, Idaho." is near
//     "Blackfoot, ID".
//   - Unknown: "What's my bankroll and how many vouchers do I have?" (two
//     questions in one are declined); "Does Aviator Casino have more slot
//     machines than Gardens Casino?" (no answer compares two casinos);
//     "Record a $300 deposit in my bankroll." (bankroll_add is no change
//     /ask proposes); "Book me a room at Quinault Beach Resort & Casino
//     for Friday." (no action books rooms); "st croix casino info" (three
//     directory casinos are St. Croix Casino ..., and the words name none
//     of them alone; declined rather than guessed); "whats the dress code
//     at mohegan sun" and the weather in Tonopah (off topic).
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at 14b66d7, with the eighty-third and eighty-fourth parts
// added together after every round of the session, the session's last
// measurement, and no rule changed for them) scored 56 of 60 correct
// (93.3%): precision 92.3% (48 of 52 answers right), recall 94.1% (48 of
// 51 answerable), none declined and 4 wrong. No expectation was changed
// after it. The wrong ones: "How close am I to the next tier at Mardi
// Gras Casino?" (casino_name "Mardi Gras", not the name as typed); "Rank
// my casinos by the offer I can expect from each." (a prediction at a
// casino "each"); "st croix casino info" (a search of the St. Croix
// casinos, where this part expects Unknown, several casinos being named);
// and "Show my sessions at Running Aces from March 2026. I think I only
// went twice." (the open sessions).
//
// After a short fix round (by the maintainer, at the session's end) it
// scored 59 of 60 with 1 wrong, and stays unbarred: "running" is a word of
// Running Aces' name and no session running; "from each" is every casino;
// "info" on a name several casinos share declines as "details" does (the
// maintainer's "wind creek info" and a fixer's "harrahs info", tuning
// phrases that expected the search, were changed to match). Still wrong
// then: "Mardi Gras Casino" was sent as "Mardi Gras", the family's name.
// A last rule (a name several casinos share, typed with "Casino" after
// it, is kept as typed for the player's records) made it 60 of 60, and
// the part is barred.
func heldOutEightyThird(t testing.TB) []expectation {
	return []expectation{
		// Plain questions (24).
		{query: "Which casinos are near Belcourt, North Dakota?", intent: FindCasinos, params: params{"near": "Belcourt, ND"}},
		{query: "What tribal casinos does Idaho have?", intent: FindCasinos, params: params{"state": "ID", "type": "tribal"}},
		{query: "Which casinos does the Sisseton Wahpeton Oyate operate?", intent: FindCasinos, params: params{"q": "Sisseton Wahpeton Oyate"}},
		{query: "Which casinos in Delaware have a rewards program?", intent: FindCasinos, params: params{"state": "DE", "has_rewards": true}},
		{query: "What town is the Mill Casino in?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Mill Casino")}},
		{query: "Which status levels make up Boyd Rewards?", intent: ProgramDetail, params: params{"id": programID(t, "Boyd Rewards")}},
		{query: "What does it take to reach Pearl with MGM Rewards?", intent: TierRequirement, params: params{"id": programID(t, "MGM Rewards")}, tier: "Pearl"},
		{query: "What's the house edge on a typical keno game?", intent: GameFacts, params: params{"game_type": "keno"}},
		{query: "Does a $1,650 keno win get reported on a W-2G?", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1650}},
		{query: "Where can I find help for a gambling problem in Indiana?", intent: RGHelp, params: params{"topic": "helpline", "state": "IN"}},
		{query: "How do I self-exclude from casinos in Louisiana?", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "LA"}},
		{query: "What comps would two hours of $10 craps earn me?", intent: CompEstimate, params: params{"game_type": "craps", "avg_bet": 10, "hours": 2}},
		{query: "What offer is Quechan Casino and Resort likely to send me next?", intent: CompPredict, params: params{"casino_name": "Quechan Casino and Resort"}},
		{query: "How close am I to the next tier at Mardi Gras Casino?", intent: TierProgress, params: params{"casino_name": "Mardi Gras Casino"}},
		{query: "Can I status match MGM Gold into Caesars Rewards?", intent: TierMatchPaths, params: params{"program": "MGM Rewards", "to_program": "Caesars Rewards"}, tier: "Gold"},
		{query: "Based on the status I hold now, which tier matches could I get?", intent: TierMatchSuggestions, params: params{}},
		{query: "What trips have I logged at Famous Bonanza Casino?", intent: MyTrips, params: params{"casino_name": "Famous Bonanza Casino"}},
		{query: "Which casino check-ins have I recorded?", intent: MyVisits, params: params{}},
		{query: "What did my W-2Gs total in 2023?", intent: W2GTotal, params: params{"tax_year": 2023}},
		{query: "What's the balance of my bankroll at the moment?", intent: Bankroll, params: params{}},
		{query: "How much does a room at Sky Dancer Casino & Resort cost tonight?", intent: Unknown, params: params{}},
		{query: "What's the weather going to be in Tonopah this weekend?", intent: Unknown, params: params{}},
		{query: "What's my bankroll and how many vouchers do I have?", intent: Unknown, params: params{}},
		{query: "Does Aviator Casino have more slot machines than Gardens Casino?", intent: Unknown, params: params{}},

		// Requests (12).
		{query: "Show me casinos with a hotel within 40 miles of North Bend, Oregon.", intent: FindCasinos, params: params{"near": "North Bend, OR", "radius_km": 64.4, "has_hotel": true}},
		{query: "Show me every tier I hold.", intent: MyTiers, params: params{}},
		{query: "Please make my weekly gambling budget $250.", intent: SetBudget, params: params{"period": "week", "amount": 250}},
		{query: "Cap every session I play at 45 minutes, please.", intent: SetSessionLimit, params: params{"max_minutes": 45}},
		{query: "Show me my current gambling limits.", intent: MyLimits, params: params{}},
		{query: "Give me the details on Lode Star Casino.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Lode Star Casino")}},
		{query: "Show the offers I have at Mountaineer Casino Racetrack.", intent: MyOffers, params: params{"casino_name": "Mountaineer Casino Racetrack"}},
		{query: "List the offers that expire in the next 14 days.", intent: ExpiringOffers, params: params{"within_days": 14}},
		{query: "Rank my casinos by the offer I can expect from each.", intent: CompPredictAll, params: params{}},
		{query: "Show me the W-2G forms I received in 2022.", intent: MyW2Gs, params: params{"tax_year": 2022}},
		{query: "Book me a room at Quinault Beach Resort & Casino for Friday.", intent: Unknown, params: params{}},
		{query: "Record a $300 deposit in my bankroll.", intent: Unknown, params: params{}},

		// Typed in lower case on a phone, with shorthand (14).
		{query: "casinos near heavener ok", intent: FindCasinos, params: params{"near": "Heavener, OK"}},
		{query: "casinos within 30 mi of cross lanes wv", intent: FindCasinos, params: params{"near": "Cross Lanes, WV", "radius_km": 48.3}},
		{query: "tribal casinos in montana w/ a hotel", intent: FindCasinos, params: params{"state": "MT", "type": "tribal", "has_hotel": true}},
		{query: "how many pts for onyx at boyd", intent: TierRequirement, params: params{"id": programID(t, "Boyd Rewards")}, tier: "Onyx"},
		{query: "roulette spins/hr?", intent: GameFacts, params: params{"game_type": "roulette"}},
		{query: "hit 1300 on video poker do i need a w2g", intent: W2GRule, params: params{"game_type": "video_poker", "amount_won": 1300}},
		{query: "set daily budget to 75", intent: SetBudget, params: params{"period": "day", "amount": 75}},
		{query: "how many tc till next tier at ute mountain casino", intent: TierProgress, params: params{"casino_name": "ute mountain casino"}},
		{query: "pull my trips for 2024 pls", intent: MyTrips, params: params{"from": "2024-01-01", "to": "2024-12-31"}},
		{query: "my open vouchers pls", intent: MyVouchers, params: params{"status": "open"}},
		{query: "any hosts at dakota magic", intent: FindHosts, params: params{}, filter: []string{"dakota magic", "Dakota Magic Casino Resort"}},
		{query: "comps for 4 hrs of $5 slots?", intent: CompEstimate, params: params{"game_type": "slots", "avg_bet": 5, "hours": 4}},
		{query: "whats the dress code at mohegan sun", intent: Unknown, params: params{}},
		{query: "st croix casino info", intent: Unknown, params: params{}},

		// A sentence of context before or after a complete ask (5).
		{query: "We're driving across Nebraska next month. Which racinos are there in Nebraska?", intent: FindCasinos, params: params{"state": "NE", "type": "racino"}},
		{query: "My accountant asked for numbers. Pull up my tax year summary for 2025.", intent: TaxSummary, params: params{"tax_year": 2025}},
		{query: "Show my sessions at Running Aces from March 2026. I think I only went twice.", intent: MySessions, params: params{"casino_name": "Running Aces", "from": "2026-03-01", "to": "2026-03-31"}},
		{query: "What tier levels does Genting Rewards have? I might visit Bimini this summer.", intent: ProgramDetail, params: params{"id": programID(t, "Genting Rewards")}},
		{query: "My friend plays Kewadin a lot. How many points does she have there?", intent: Unknown, params: params{}},

		// A greeting or thanks (3).
		{query: "Hi! What rewards programs do you cover?", intent: ListPrograms, params: params{}},
		{query: "Hello, could you tell me about the Outpost Casino in Wyandotte?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Outpost Casino")}},
		{query: "Which casino hosts am I already connected to? Thanks!", intent: MyHosts, params: params{}},

		// Relayed by an agent for its user (2).
		{query: "My user wants to know which casinos are in Blackfoot, Idaho.", intent: FindCasinos, params: params{"near": "Blackfoot, ID"}},
		{query: "On behalf of my user: which of their offers expire within 10 days?", intent: ExpiringOffers, params: params{"within_days": 10}},
	}
}
