package ask

import "testing"

// heldOutSixtySecond is a sixty-second held-out part, written blind and
// committed BEFORE its first run: by someone who had read only the action
// catalog and the service spec (both whole), lines 89-155 and 428-480 of
// the README (its curl examples of the directory's query parameters and
// its section on /ask), the shipped data (casinos.csv,
// rewards_programs.json and program_properties.csv, through short scripts
// listing casinos with town, state, type, hotel, brand and nation, and
// programs with their tiers and thresholds), the whole of the twenty-ninth
// held-out part and the first eighty lines of the twenty-eighth (its
// header), the block of intent constants of ask.go, the expectation type
// (lines 1-18 of heldout_test.go), the slugOf and programID helpers of
// ask_test.go and the heldOutParts function of score_test.go; never the
// rules of this package, the tuning phrases or the other held-out parts,
// and of the git log only the newest subject line. Every casino, program,
// tier, town, state, brand and nation used was checked against data/ with
// a short script. Its wording is new: each phrase was checked with a
// case-insensitive fixed-string grep (file names only) against every test
// file of this package, with and without its closing mark; ten were found
// there and replaced before the file was written ("Is a $1,500 keno win
// reportable?", "Is there a problem gambling hotline in Indiana?", "Which
// Deadwood casinos have a hotel?", "Which casino hosts am I connected
// with?", "Which of my vouchers have been redeemed?", "Which rewards
// programs do you have data on?", "any racinos in ohio", "how do i self
// exclude in louisiana", "list my casino check-ins", "what trips have i
// logged"), and none of the sixty is there now.
//
// Its theme is a seventeenth CONTROL part, the last of the session: sixty
// ordinary questions over every area of the action catalog and the
// directory, in the ordinary mix of registers: 25 plain questions, 12
// requests, 16 typed in lower case on a phone with common shorthand ("w/",
// "mi", "u", "pls", "hrs", "w2g"), 4 with a sentence of context before or
// after the ask (the ask itself complete, never pointing back to it) and 3
// with a greeting or thanks. Nothing exotic: no typos, no code, no agent
// relay. Places and casinos are spread over many states, some famous
// (Deadwood, Carson City, Mohegan Sun, Harrah's Cherokee, Golden Nugget
// Biloxi) and some less common (Kenner, Eagle Pass, Lynden, Stroud,
// Mayetta's Prairie Band, Charenton's Cypress Bayou).
//
// Counts: 52 answerable, 8 Unknown. Areas: the directory 12 (near a town
// 2, within a radius 2, hotel 2, type 2, rewards 2, a brand or tribal
// family 2), a casino's details 3, programs 5 (the list 1, a ladder 2, one
// tier's threshold 2), game facts 2, the W-2G rule 2, help lines and
// self-exclusion 2, limits 4 (a budget 2 and a session limit 1 proposed,
// the limits read 1), comps 3 (a prediction at one casino, at all of
// them, an estimate), tiers 2 (progress at one casino, the player's
// tiers), hosts 3 (at a casino, by language, the player's own), tier match
// 2 (suggestions, a path), the player's records 12 (trips 2, sessions 2,
// visits, vouchers, offers, expiring offers, W-2G list, W-2G total, tax
// summary, bankroll). Unknown: two facts nothing keeps (a buffet's hours,
// which machines pay most right now), another person's W-2Gs, a room
// booking, a bankroll deposit (a write /ask does not run), an off-topic
// question, playing advice, and two asks in one. No question lacks a
// field its intent needs, so none expects a missing field.
//
// It follows the conventions of the twenty-ninth part's header (those of
// the twenty-fourth): a casino named for a player action keeps the name as
// typed; a host filter by casino is the typed words and the directory's
// name when the words name exactly one casino, with no parameter; a
// radius in miles is in kilometres to one decimal; a year named for the
// player's records is that calendar year and a month named with its year
// is that month; a town typed without its state is near the directory's
// town with its state, and "in <town>" is near that town while "in
// <state>" is the state; a family's casinos are q the family's name as the
// directory spells it (with the state when one is named); a tier named
// with its program is not ambiguous; a casino's details answer what the
// directory keeps about it, whichever field is asked; a limit of money in
// a period is a budget; off-topic questions are Unknown. Its own choices,
// where those are silent:
//   - "Deadwood casinos" is "in Deadwood": near "Deadwood, SD";
//   - "casino hotels in Mississippi" is MS with has_hotel;
//   - "w/ a loyalty program" is has_rewards (a loyalty program is a
//     rewards program);
//   - "What casinos are run by the Ho-Chunk Nation?" is q "Ho-Chunk
//     Nation" with no state (the directory's spelling of the nation);
//   - "When did Kickapoo Lucky Eagle open?" is the details of Kickapoo
//     Lucky Eagle Casino Hotel (the one casino the words name); "does
//     cypress bayou have a hotel" those of Cypress Bayou Casino Hotel;
//   - "How big is the house advantage in craps?" is craps' game facts
//     (house advantage is the house edge);
//   - "won $1250 on a slot machine, do i get a w2g for that" is the W-2G
//     rule for slots with amount_won 1250 (the win and the question in
//     one sentence);
//   - "how does self exclusion work in louisiana" is self-exclusion in LA;
//   - "keep me under $40 a day pls" is a daily budget of 40 (a cap stated);
//     "Please limit my sessions to 45 minutes each." a session limit of 45;
//   - "What gambling limits have I set?" reads the limits;
//   - "What offers can I expect from each casino I play at?" is the
//     prediction for all casinos;
//   - "comps for 2 hrs of $50 craps" is the estimate for craps, avg_bet
//     50, hours 2;
//   - "any hosts that speak spanish" is find_hosts with the language
//     "Spanish", capitalised as a language is (the choice I was least sure
//     of: the typed word is lower case);
//   - "Can I match my Boyd Onyx status over to Caesars Rewards?" is the
//     tier-match path from Boyd Rewards' Onyx to Caesars Rewards ("Boyd"
//     with a tier only Boyd Rewards has names that program);
//   - "Show the vouchers I've redeemed." has the status "redeemed";
//   - "Do I have any offers from Treasure Chest Casino right now?" is the
//     offers there ("right now" adds no status);
//   - "any offers expiring in the next 14 days" is the expiring offers
//     within 14 days;
//   - "Can you show my W-2G forms for 2025?" is the W-2G list of 2025,
//     and "How much did my 2024 W-2Gs add up to?" the W-2G total of 2024
//     (the accountant told after it adds nothing);
//   - "Just got back from Connecticut." before a prediction at Mohegan Sun
//     adds nothing: the prediction is for "Mohegan Sun" as typed;
//   - Unknown: "Should I hit 16 against a dealer's 10?" (advice, not a
//     game's facts); "Which slot machines are paying out the most at
//     Mohegan Sun right now?" (nothing keeps it); "Record a $150 deposit
//     in my bankroll." (bankroll_add, a write /ask does not run); "Show my
//     vouchers and my expiring offers." (two asks in one).
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at d240af3, the commit that added this part to main,
// after every round of the session (the forty-ninth to sixty-first parts)
// and no rule changed for this part) scored 59 of 60 correct (98.3%):
// precision 98.1% (51 of 52 answers right), recall 98.1% (51 of 52
// answerable), none declined and 1 wrong. No expectation was changed after
// it. The wrong one: "Show me the Station Casinos properties in Nevada."
// (q "Station", the first word of the brand, where "Station Casinos" is
// asked; the words are read as Station Casinos' rewards program, and the
// search sends the program's first word). It had no fix round: it was the
// session's last measurement, and it stays unbarred with that one wrong.
//
// After its fix round (the next session, one rule, before any other
// change) it scored 60 of 60: a brand whose own name ends in "Casinos"
// is written whole when another noun of the search follows it ("Station
// Casinos properties", "locations", "venues"); alone, as in "station
// casinos in nevada", "casinos" is the search's noun and the family
// keeps its first word, as a tuning phrase already expected.
func heldOutSixtySecond(t testing.TB) []expectation {
	return []expectation{
		// The directory: near a town, within a radius, hotel, type,
		// rewards, a brand or tribal family.
		{query: "Are there any casinos around Kenner?", intent: FindCasinos, params: params{"near": "Kenner, LA"}},
		{query: "Hi, what casinos are near Eagle Pass, Texas?", intent: FindCasinos, params: params{"near": "Eagle Pass, TX"}},
		{query: "Which casinos are within 40 miles of Carson City?", intent: FindCasinos, params: params{"near": "Carson City, NV", "radius_km": 64.4}},
		{query: "casinos within 25 mi of lynden", intent: FindCasinos, params: params{"near": "Lynden, WA", "radius_km": 40.2}},
		{query: "Are there Deadwood casinos with a hotel attached?", intent: FindCasinos, params: params{"near": "Deadwood, SD", "has_hotel": true}},
		{query: "Find me casino hotels in Mississippi.", intent: FindCasinos, params: params{"state": "MS", "has_hotel": true}},
		{query: "List the tribal casinos in Kansas.", intent: FindCasinos, params: params{"state": "KS", "type": "tribal"}},
		{query: "are there racinos anywhere in ohio", intent: FindCasinos, params: params{"state": "OH", "type": "racino"}},
		{query: "Which casinos in Colorado have a rewards program?", intent: FindCasinos, params: params{"state": "CO", "has_rewards": true}},
		{query: "casinos near stroud w/ a loyalty program", intent: FindCasinos, params: params{"near": "Stroud, OK", "has_rewards": true}},
		{query: "Show me the Station Casinos properties in Nevada.", intent: FindCasinos, params: params{"state": "NV", "q": "Station Casinos"}},
		{query: "What casinos are run by the Ho-Chunk Nation?", intent: FindCasinos, params: params{"q": "Ho-Chunk Nation"}},

		// One casino's details.
		{query: "When did Kickapoo Lucky Eagle open?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Kickapoo Lucky Eagle Casino Hotel")}},
		{query: "How many slot machines are at Mohegan Sun Pocono?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Mohegan Sun Pocono")}},
		{query: "does cypress bayou have a hotel", intent: CasinoDetail, params: params{"slug": slugOf(t, "Cypress Bayou Casino Hotel")}},

		// Programs: the list, a ladder, one tier's threshold.
		{query: "What loyalty programs does the directory cover?", intent: ListPrograms, params: params{}},
		{query: "Walk me through the Boyd Rewards tiers.", intent: ProgramDetail, params: params{"id": programID(t, "Boyd Rewards")}},
		{query: "lucky star rewards tier levels", intent: ProgramDetail, params: params{"id": programID(t, "Lucky Star Rewards")}},
		{query: "How many tier credits does Diamond Elite take in Caesars Rewards?", intent: TierRequirement, params: params{"id": programID(t, "Caesars Rewards")}, tier: "Diamond Elite"},
		{query: "what do u need for pearl in mgm rewards", intent: TierRequirement, params: params{"id": programID(t, "MGM Rewards")}, tier: "Pearl"},

		// Game facts and the W-2G rule.
		{query: "How big is the house advantage in craps?", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "I'm new to baccarat. How many hands per hour does a baccarat table deal?", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "Would a $1,500 keno payout be reportable?", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1500}},
		{query: "won $1250 on a slot machine, do i get a w2g for that", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 1250}},

		// Help lines and self-exclusion.
		{query: "Is there a gambling addiction helpline for Indiana residents?", intent: RGHelp, params: params{"topic": "helpline", "state": "IN"}},
		{query: "how does self exclusion work in louisiana", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "LA"}},

		// Limits: proposed, and read.
		{query: "I want to rein it in a bit. Set my weekly budget to $250.", intent: SetBudget, params: params{"period": "week", "amount": 250}},
		{query: "keep me under $40 a day pls", intent: SetBudget, params: params{"period": "day", "amount": 40}},
		{query: "Please limit my sessions to 45 minutes each.", intent: SetSessionLimit, params: params{"max_minutes": 45}},
		{query: "What gambling limits have I set?", intent: MyLimits, params: params{}},

		// Comps: a prediction at one casino, at all, and an estimate.
		{query: "Just got back from Connecticut. What is Mohegan Sun likely to offer me next?", intent: CompPredict, params: params{"casino_name": "Mohegan Sun"}},
		{query: "What offers can I expect from each casino I play at?", intent: CompPredictAll, params: params{}},
		{query: "comps for 2 hrs of $50 craps", intent: CompEstimate, params: params{"game_type": "craps", "avg_bet": 50, "hours": 2}},

		// Tiers: progress at one casino, the player's tiers.
		{query: "How close am I to the next tier at Golden Nugget Biloxi?", intent: TierProgress, params: params{"casino_name": "Golden Nugget Biloxi"}},
		{query: "what are all my tier statuses", intent: MyTiers, params: params{}},

		// Hosts: at a casino, by language, the player's own.
		{query: "Does Prairie Band Casino have any hosts taking new players?", intent: FindHosts, params: params{}, filter: []string{"Prairie Band Casino", "Prairie Band Casino & Resort"}},
		{query: "any hosts that speak spanish", intent: FindHosts, params: params{"language": "Spanish"}},
		{query: "Who are the hosts I'm connected to?", intent: MyHosts, params: params{}},

		// Tier match: suggestions and a path.
		{query: "Hello! Which programs would status match the tiers I have now?", intent: TierMatchSuggestions, params: params{}},
		{query: "Can I match my Boyd Onyx status over to Caesars Rewards?", intent: TierMatchPaths, params: params{"program": "Boyd Rewards", "to_program": "Caesars Rewards"}, tier: "Onyx"},

		// The player's records.
		{query: "I'd like to see my 2025 trips to Harrah's Cherokee Casino.", intent: MyTrips, params: params{"casino_name": "Harrah's Cherokee Casino", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "what trips do i have saved", intent: MyTrips, params: params{}},
		{query: "What craps sessions did I play in March 2026?", intent: MySessions, params: params{"game_type": "craps", "from": "2026-03-01", "to": "2026-03-31"}},
		{query: "Bring up my blackjack sessions at Wind Creek Montgomery.", intent: MySessions, params: params{"game_type": "blackjack", "casino_name": "Wind Creek Montgomery"}},
		{query: "pls list all my casino check-ins", intent: MyVisits, params: params{}},
		{query: "Show the vouchers I've redeemed.", intent: MyVouchers, params: params{"status": "redeemed"}},
		{query: "Do I have any offers from Treasure Chest Casino right now?", intent: MyOffers, params: params{"casino_name": "Treasure Chest Casino"}},
		{query: "any offers expiring in the next 14 days", intent: ExpiringOffers, params: params{"within_days": 14}},
		{query: "Can you show my W-2G forms for 2025?", intent: MyW2Gs, params: params{"tax_year": 2025}},
		{query: "How much did my 2024 W-2Gs add up to? My accountant needs the number.", intent: W2GTotal, params: params{"tax_year": 2024}},
		{query: "What does my 2025 tax summary look like?", intent: TaxSummary, params: params{"tax_year": 2025}},
		{query: "What's my current bankroll balance? Thanks!", intent: Bankroll, params: params{}},

		// Unknown: facts nothing keeps, another person's records, a
		// booking, a write /ask does not run, off topic, advice, two asks.
		{query: "What time does the buffet open at Chumash Casino Resort?", intent: Unknown, params: params{}},
		{query: "Which slot machines are paying out the most at Mohegan Sun right now?", intent: Unknown, params: params{}},
		{query: "Show my wife's W-2Gs from 2025.", intent: Unknown, params: params{}},
		{query: "Book me a room at Primm Valley Resort and Casino for Saturday night.", intent: Unknown, params: params{}},
		{query: "Record a $150 deposit in my bankroll.", intent: Unknown, params: params{}},
		{query: "who won the kentucky derby last year", intent: Unknown, params: params{}},
		{query: "Should I hit 16 against a dealer's 10?", intent: Unknown, params: params{}},
		{query: "Show my vouchers and my expiring offers.", intent: Unknown, params: params{}},
	}
}
