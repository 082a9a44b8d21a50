package ask

import "testing"

// heldOutEightySixth is an eighty-sixth held-out part, written blind and
// committed BEFORE its first run: by someone who had read only the action
// catalog and the service spec (both whole), lines 89-155 and 428-480 of
// the README (the directory's curl examples and the section on /ask), the
// shipped data (casinos.csv, rewards_programs.json and
// program_properties.csv, only through short scripts listing casinos with
// town, state, type, hotel, brand and nation, and programs with their
// tiers and thresholds), the whole of the twenty-ninth held-out part and
// the first 80 lines of the twenty-eighth (its header), lines 10-75 of
// ask.go (its imports, the block of intent constants and the first fields
// of the Intent type), the expectation type (lines 1-18 of
// heldout_test.go), the slugOf and programID helpers of ask_test.go and
// the heldOutParts function of score_test.go; of the git log, only the
// newest subject line. Never the rules of this package, the tuning phrases
// or the other held-out parts. Every casino, program, tier, town and state
// used was checked against data/ with a short script.
//
// Its wording is new: each phrase was checked with a case-insensitive
// fixed-string grep (file names only, the matching files not read)
// against every test file of this package, with and without its closing
// mark. Twenty-two of the first draft were found there: one ("Show my
// blackjack sessions.") was dropped to bring the part to sixty, and
// twenty-one were replaced ("What does Pearl at MGM take?", "How many
// tier credits is Onyx in Boyd Rewards?", "What are the tiers of Boyd
// Rewards?", "House edge of craps?", "What's the house edge on keno?", "Is
// a $2,000 keno win reportable?", "Casinos near Deadwood?", "Which casinos
// in Kansas have a hotel?", "Tribal casinos with a hotel in Montana?",
// "Predict my offers at all my casinos.", "What tiers do I have?", "Who is
// my casino host?", "Which programs would match my status?", "Set my
// weekly budget to $250.", "Set a 45-minute session limit.", "Cap my
// sessions at 2 hours.", "Which of my offers expire in the next 10
// days?", "My W-2Gs for 2024?", "Tax summary for 2024?", "What's my
// bankroll balance?", "Show my redeemed vouchers."). Seven of the
// replacements were found there too and replaced again: four in the
// second round ("Which programs could I status match into?", "Make my
// weekly budget $250.", "Where does my bankroll stand?", "Vouchers I
// already redeemed?"), two in the third ("Where could my current tiers
// get me a status match?", "Which of my vouchers got redeemed?") and one
// in the fourth ("List the vouchers I've cashed in."). None of the sixty
// is there now.
//
// Its theme is a thirty-fifth CONTROL part in the issue's own register:
// sixty short, direct questions, one sentence each, asked the way the
// issue's examples are asked ("What does Diamond at Caesars take?", "House
// edge of roulette?", "Set my daily budget to $100.", "Weather in
// Vegas?"), but with other casinos, games, amounts, states, tiers and
// programs than the issue uses (no Caesars Rewards, PENN Play, roulette,
// Oklahoma, Atlantic City, Ohio, Biloxi, Laughlin, Las Vegas or $100
// daily budget). 50 are answerable and 10 expect Unknown. Areas: a named
// tier's threshold (4), a program's ladder (2), a game's house edge and
// pace (3), the W-2G rule for an amount and game, two with a year (4),
// casinos near a town or within N miles (4), casinos with or without a
// hotel in a state (3), a casino's details (2), predicted comps at one
// casino and at all (3), the next tier at a casino and the player's tiers
// (3), a host at a casino and the player's host (3), a tier match from a
// named tier and the player's suggestions (3), a budget or session limit
// proposed (4), help lines and self-exclusion (3), the player's own
// records: trips, sessions, offers, expiring offers, vouchers, W-2Gs, the
// W-2G total, the tax summary and the bankroll (9). The Unknowns: three
// off topic with a place name (pizza in Black Hawk, trains from Omaha to
// Lincoln, hiking near Cripple Creek), three facts nothing keeps (a
// buffet's hours, a tournament's winner, a dress code), two of another
// person's records (a brother's tier, a wife's W-2Gs) and two asks in one
// (a budget and a session limit; two games' house edges). No question
// lacks a field its intent needs, so none expects a missing field.
//
// It follows the twenty-ninth part's conventions (a casino named for a
// player action keeps the name as typed; a host filter by casino is the
// typed words and the directory's name when the words name exactly one
// casino, with no parameter; a radius in miles is in kilometres to one
// decimal; a year named for the player's records is that calendar year; a
// town typed without its state is near the directory's town with its
// state; "in <state>" is the state; a tier named with its program is not
// ambiguous; a casino's details answer what the directory keeps about it,
// whichever field is asked for; a limit of money in a period is a budget;
// off-topic questions, another person's records and two asks in one are
// Unknown). Its own choices, where those are silent:
//   - "Pearl at MGM Rewards" and "Onyx with Boyd" are those programs'
//     tiers (MGM Rewards' Pearl, Boyd Rewards' Onyx): a brand's short
//     name is its one program, as "Diamond at Caesars" is in the issue.
//   - A W-2G question that names a year ("$1,400 on slots in 2026", "a
//     $6,000 poker tournament win ... in 2025") adds tax_year as a number,
//     since w2g_threshold_check takes tax_year; one without a year has
//     none. "a poker tournament win" is the game poker and "a video poker
//     jackpot" is video_poker.
//   - "Casinos around Deadwood, South Dakota?" is near "Deadwood, SD" (a
//     town of the directory, though some casino names hold the word too);
//     "within 15 miles of Terre Haute" is near "Terre Haute, IN" within
//     24.1 km, a town though a casino is named after it.
//   - "without a hotel" is has_hotel false; "offer a hotel" and "have a
//     hotel" are has_hotel true.
//   - "How many table games does Prairie Band have?" is the details of
//     Prairie Band Casino & Resort, the one casino those words name.
//   - "Predict my comps at Kansas Crossing." and "What offer will Wheeling
//     Island send me next?" are comp_predict with the name as typed;
//     "Forecast my next offers across all my casinos." is the prediction
//     for every casino.
//   - "What do I need for the next tier at French Lick?" is tier_progress
//     at "French Lick" as typed, though French Lick is a town too: "at"
//     and "the next tier" make it the casino.
//   - A tier match from a named tier with no target ("Where can I tier
//     match my MGM Gold?") is the tier-match paths from that program with
//     the tier and no to_program; with a target ("Will Boyd match my
//     WinStar Elite?") to_program is the target's program.
//   - "Put a 45-minute cap on each session." is a session limit of 45;
//     "No sessions longer than 2 hours, please." is 120 minutes.
//   - "What's the national gambling helpline?" is the helpline with no
//     state.
//   - "Show which of my vouchers are redeemed." has the status
//     "redeemed"; "Offers of mine that expire within 10 days?" is the
//     expiring offers within 10 days.
//   - "What offers do I have from Ameristar St. Charles?" keeps the name
//     as typed (a player action), though the directory spells it
//     otherwise.
//   - "What tier is my brother at French Lick?" and "Show my wife's W-2Gs
//     for 2025." are Unknown: another person's records are never the
//     player's own.
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at 334e05b, with the eighty-fifth and eighty-sixth parts
// added together after every round of the session, the session's last
// measurement, and no rule changed for them) scored 59 of 60 correct
// (98.3%): precision 100% (49 of 49 answers right), recall 98.0% (49 of
// 50 answerable), 1 declined and none wrong. No expectation was changed
// after it, and it is barred on its first run. Declined: "Which Kansas
// casinos offer a hotel?".
func heldOutEightySixth(t testing.TB) []expectation {
	return []expectation{
		// A named tier's threshold, and a program's ladder.
		{query: "What does Pearl at MGM Rewards call for?", intent: TierRequirement, params: params{"id": programID(t, "MGM Rewards")}, tier: "Pearl"},
		{query: "How many credits is Onyx with Boyd?", intent: TierRequirement, params: params{"id": programID(t, "Boyd Rewards")}, tier: "Onyx"},
		{query: "What does Premier in WinStar Club Passport require?", intent: TierRequirement, params: params{"id": programID(t, "WinStar Club Passport")}, tier: "Premier"},
		{query: "What's the threshold for Tier 3 in Genting Rewards?", intent: TierRequirement, params: params{"id": programID(t, "Genting Rewards")}, tier: "Tier 3"},
		{query: "List the Boyd Rewards tier levels.", intent: ProgramDetail, params: params{"id": programID(t, "Boyd Rewards")}},
		{query: "Show the True Rewards tier ladder.", intent: ProgramDetail, params: params{"id": programID(t, "True Rewards")}},

		// A game's house edge and pace.
		{query: "Craps house edge, please?", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "How many hands an hour in baccarat?", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "What edge does the house hold at keno?", intent: GameFacts, params: params{"game_type": "keno"}},

		// The W-2G rule for an amount, a game and a year.
		{query: "Is a $2,000 keno hit reportable?", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 2000}},
		{query: "Do I get a W-2G for $1,400 on slots in 2026?", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 1400, "tax_year": 2026}},
		{query: "Is a $6,000 poker tournament win reportable in 2025?", intent: W2GRule, params: params{"game_type": "poker", "amount_won": 6000, "tax_year": 2025}},
		{query: "Does a $1,250 video poker jackpot need a W-2G?", intent: W2GRule, params: params{"game_type": "video_poker", "amount_won": 1250}},

		// Casinos near a town or within N miles, and with or without a
		// hotel in a state.
		{query: "Casinos around Deadwood, South Dakota?", intent: FindCasinos, params: params{"near": "Deadwood, SD"}},
		{query: "Casinos within 40 miles of Cripple Creek?", intent: FindCasinos, params: params{"near": "Cripple Creek, CO", "radius_km": 64.4}},
		{query: "What casinos are within 15 miles of Terre Haute?", intent: FindCasinos, params: params{"near": "Terre Haute, IN", "radius_km": 24.1}},
		{query: "Any casinos near Mobridge, South Dakota?", intent: FindCasinos, params: params{"near": "Mobridge, SD"}},
		{query: "Which Kansas casinos offer a hotel?", intent: FindCasinos, params: params{"state": "KS", "has_hotel": true}},
		{query: "Casinos in West Virginia without a hotel?", intent: FindCasinos, params: params{"state": "WV", "has_hotel": false}},
		{query: "Montana tribal casinos that have a hotel?", intent: FindCasinos, params: params{"state": "MT", "type": "tribal", "has_hotel": true}},

		// One casino's details.
		{query: "Tell me about Dakota Magic.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Dakota Magic Casino Resort")}},
		{query: "How many table games does Prairie Band have?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Prairie Band Casino & Resort")}},

		// Predicted comps at one casino and at all of them.
		{query: "What offer will Wheeling Island send me next?", intent: CompPredict, params: params{"casino_name": "Wheeling Island"}},
		{query: "Predict my comps at Kansas Crossing.", intent: CompPredict, params: params{"casino_name": "Kansas Crossing"}},
		{query: "Forecast my next offers across all my casinos.", intent: CompPredictAll, params: params{}},

		// The next tier at a casino, and the player's tiers.
		{query: "How close am I to the next tier at Monarch?", intent: TierProgress, params: params{"casino_name": "Monarch"}},
		{query: "What do I need for the next tier at French Lick?", intent: TierProgress, params: params{"casino_name": "French Lick"}},
		{query: "Which tiers am I holding right now?", intent: MyTiers, params: params{}},

		// A host at a casino, and the player's own.
		{query: "Is there a host at Kansas Star?", intent: FindHosts, params: params{}, filter: []string{"Kansas Star", "Kansas Star Casino Hotel Event Center"}},
		{query: "Find me a host at Sky Ute.", intent: FindHosts, params: params{}, filter: []string{"Sky Ute", "Sky Ute Casino"}},
		{query: "Who's assigned as my host?", intent: MyHosts, params: params{}},

		// A tier match from a named tier, and the player's suggestions.
		{query: "Where can I tier match my MGM Gold?", intent: TierMatchPaths, params: params{"program": "MGM Rewards"}, tier: "Gold"},
		{query: "Will Boyd match my WinStar Elite?", intent: TierMatchPaths, params: params{"program": "WinStar Club Passport", "to_program": "Boyd Rewards"}, tier: "Elite"},
		{query: "Which programs would honor a status match from my tiers?", intent: TierMatchSuggestions, params: params{}},

		// A budget or a session limit, proposed.
		{query: "I want a $250 weekly budget.", intent: SetBudget, params: params{"period": "week", "amount": 250}},
		{query: "Limit my spending to $1,000 a month.", intent: SetBudget, params: params{"period": "month", "amount": 1000}},
		{query: "Put a 45-minute cap on each session.", intent: SetSessionLimit, params: params{"max_minutes": 45}},
		{query: "No sessions longer than 2 hours, please.", intent: SetSessionLimit, params: params{"max_minutes": 120}},

		// Help lines and self-exclusion.
		{query: "Problem gambling helpline in Indiana?", intent: RGHelp, params: params{"topic": "helpline", "state": "IN"}},
		{query: "How do I self-exclude in Missouri?", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "MO"}},
		{query: "What's the national gambling helpline?", intent: RGHelp, params: params{"topic": "helpline"}},

		// The player's own records.
		{query: "Show my trips to Deadwood Mountain Grand in 2024.", intent: MyTrips, params: params{"casino_name": "Deadwood Mountain Grand", "from": "2024-01-01", "to": "2024-12-31"}},
		{query: "List my craps sessions from 2025.", intent: MySessions, params: params{"game_type": "craps", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "What offers do I have from Ameristar St. Charles?", intent: MyOffers, params: params{"casino_name": "Ameristar St. Charles"}},
		{query: "Offers of mine that expire within 10 days?", intent: ExpiringOffers, params: params{"within_days": 10}},
		{query: "Show which of my vouchers are redeemed.", intent: MyVouchers, params: params{"status": "redeemed"}},
		{query: "Pull my 2024 W-2G forms.", intent: MyW2Gs, params: params{"tax_year": 2024}},
		{query: "Total W-2G winnings for 2025?", intent: W2GTotal, params: params{"tax_year": 2025}},
		{query: "Gambling tax summary for tax year 2024?", intent: TaxSummary, params: params{"tax_year": 2024}},
		{query: "How big is my bankroll today?", intent: Bankroll, params: params{}},

		// Off topic, even with a place name in it.
		{query: "Best pizza in Black Hawk?", intent: Unknown, params: params{}},
		{query: "Train times from Omaha to Lincoln?", intent: Unknown, params: params{}},
		{query: "Good hiking trails near Cripple Creek?", intent: Unknown, params: params{}},

		// Facts nothing keeps.
		{query: "What time does the buffet at Monarch open?", intent: Unknown, params: params{}},
		{query: "Who won the last poker tournament at Prairie Band?", intent: Unknown, params: params{}},
		{query: "What's the dress code at Casino Club at Greenbrier?", intent: Unknown, params: params{}},

		// Another person's records.
		{query: "What tier is my brother at French Lick?", intent: Unknown, params: params{}},
		{query: "Show my wife's W-2Gs for 2025.", intent: Unknown, params: params{}},

		// Two asks in one.
		{query: "Set my monthly budget to $600 and my session limit to 60 minutes.", intent: Unknown, params: params{}},
		{query: "What's the house edge on blackjack and on slots?", intent: Unknown, params: params{}},
	}
}
