package ask

import "testing"

// heldOutSeventyFifth is a seventy-fifth held-out part, written blind and
// committed BEFORE its first run: by someone who had read only the action
// catalog and the service spec (both whole), the README's lines 89-155
// (the directory's curl examples) and 428-480 (the section on /ask), the
// shipped data (casinos.csv, rewards_programs.json and
// program_properties.csv, only through short scripts that listed casinos
// with town, state, type, hotel, brand and nation, and programs with
// their tiers and thresholds), the whole of the twenty-ninth held-out
// part and the first eighty lines of the twenty-eighth (its header), the
// first const block of ask.go (the intent constants), the expectation
// type (lines 1-18 of heldout_test.go), the slugOf and programID helpers
// of ask_test.go and the heldOutParts function of score_test.go; of the
// git log, only the newest subject line (a merge of fix-69, which quotes
// a few tuning phrases: "stay and play", "Ruby on up", "hooked up with";
// none is used or imitated here). Never the rules of this package, the
// tuning phrases or the other held-out parts. Every casino, program,
// tier, town, state and brand used was checked against data/ with a
// short script: each town is the only one of its name in the directory,
// and each casino named for a host filter is the only directory casino
// whose name holds the typed words.
//
// Its wording is new: each of the sixty questions was checked with a
// case-insensitive fixed-string grep (file names only, the files never
// read) against every test file of this package, with and without its
// closing mark. Twenty-three were found there and replaced before the
// file was written: "What does Onyx take in Boyd Rewards?", "What are
// the tiers of Boyd Rewards?", "Show me the Genting Rewards ladder.",
// "What levels does True Rewards have?", "What's the house edge on
// craps?", "House edge of video poker?", "How do I self-exclude in
// Indiana?", "Set my weekly budget to $250.", "Limit my sessions to two
// hours.", "Predict my offers at all my casinos.", "Who is my casino
// host?", "Which programs will match my tiers?", "List my trips from
// 2024.", "Which offers expire in the next 14 days?", "List my expired
// vouchers.", "Show my W-2Gs for 2025.", "What were my total W-2G
// winnings in 2023?", "What's my bankroll balance?", "What tiers do I
// have?", "Who won the Super Bowl last year?", and then three of their
// first replacements: "How big is the house edge at a craps table?",
// "Which host am I connected with?" and "What tier am I at everywhere I
// play?". None of the sixty is there now. Its towns and casinos were
// chosen, where the data allowed, among those no earlier test file names
// (by the same kind of grep, file names only): Pine Ridge, Fort Yates,
// Battle Creek, Horseshoe St. Louis, Agua Caliente Casino Resort and
// Horseshoe Casino Baltimore are in none; Valley View Casino, Canterbury
// Park and Live! Casino Pittsburgh are in one; Bay Mills, Northern Lights
// Casino, Batavia Downs, Morongo, Fortune Bay and Seven Clans in two to
// four. Every state, program, tier and game is named by earlier parts.
//
// Its theme is a twenty-seventh CONTROL part, the session's last: sixty
// questions a player would ask /ask the way the issue's own examples are
// asked (short, one sentence, direct: "What does Diamond at Caesars
// take?", "House edge of roulette?", "Set my daily budget to $100.",
// "Weather in Vegas?"), each with other casinos, games, amounts, states,
// tiers and programs than the issue uses (no Caesars Rewards, no Diamond,
// no roulette, no $100, no Las Vegas), over every area the theme names.
// 52 are answerable and 8 expect Unknown:
//   - the directory (7): casinos near a town (Pine Ridge), within N miles
//     of a town (Fort Yates, Battle Creek), with or without a hotel in a
//     state (Minnesota and Mississippi without, Idaho and West Virginia
//     with);
//   - a named tier's threshold (5) and a program's ladder (3);
//   - a game's house edge and pace (4) and the W-2G rule for an amount,
//     a game and, twice, a year (3);
//   - help lines and self-exclusion (4), a budget or a session limit set
//     (5, proposed);
//   - comps predicted at one casino (2) and at all (1), the next tier at
//     a casino (1), a host at a casino (2) and the player's own host (1),
//     a tier match from a named tier (2) and the player's suggestions (1);
//   - the player's own records (11): trips (2), sessions, offers,
//     expiring offers, vouchers, W-2Gs, the W-2G total, the tax summary,
//     the bankroll and the tiers;
//   - Unknown (8): three facts nothing keeps (a dress code, a poker
//     room's opening hours, parking prices), two of another person's
//     records (a husband's tier, a brother's W-2Gs) and three off-topic
//     questions (a baseball champion, a fishing license, an exchange
//     rate).
//
// No question lacks a field its intent needs, so none expects a missing
// field.
//
// It follows the twenty-ninth part's conventions (a casino named for a
// player action keeps the name as typed; a host filter by casino is the
// typed words and the directory's name when the words name exactly one
// casino, with no parameter; a radius in miles is in kilometres to one
// decimal; a year named for the player's records is that calendar year;
// a town typed without its state is near the directory's town with its
// state; "in <state>" is the state; a tier named with its program is not
// ambiguous; a limit of money in a period is a budget; off-topic
// questions and another person's records are Unknown). Its own choices,
// where those are silent:
//   - "Which Minnesota casinos don't have a hotel?" and "Which casinos in
//     Mississippi have no hotel?" are the state with has_hotel false (the
//     directory's has_hotel filter, negated), as "with a hotel" is
//     has_hotel true;
//   - "What does Gold at MGM take?" is MGM Rewards' Gold: "MGM" is the
//     program's brand (MGM Resorts), read as the issue reads "Caesars" in
//     "Diamond at Caesars", though several casinos' names hold "MGM";
//   - "How many hands an hour is baccarat?" is baccarat's game facts (its
//     pace), and "What's the hold on slots?" slots' game facts (a slot's
//     hold is its house edge);
//   - the W-2G rule for a win in a named year carries tax_year (the
//     field w2g_threshold_check takes): "Is a $1,500 keno win reportable
//     in 2025?" is keno, 1500, 2025; "Does a $2,000 slot jackpot in 2026
//     get a W-2G?" is slots, 2000, 2026; "a poker tournament" is the game
//     type poker, with no year;
//   - "Is there a national gambling helpline?" is the helpline with no
//     state (national is the resource with no state);
//   - "Set a daily loss limit of $60." is a daily budget of 60 (a loss
//     limit of money in a period is a budget); "Limit my monthly
//     gambling to $900." a monthly budget of 900; "Cap each session at
//     two hours." a session limit of 120 minutes;
//   - "What will Bay Mills likely offer me next?" and "What offer should
//     I expect from Horseshoe St. Louis?" are comp predictions there;
//     "Predict my next offers across all my casinos." is the prediction
//     for all casinos;
//   - "Will Boyd Rewards match my MGM Pearl status?" is the tier-match
//     path from MGM Rewards' Pearl to Boyd Rewards (the tier is named,
//     so "my" does not make it the player's suggestions); "What can Boyd
//     Onyx be matched to?" the paths from Boyd Rewards' Onyx, with no
//     target program;
//   - "Show the vouchers I let expire." has the status "expired";
//     "Which of my offers expire within 14 days?" is the expiring offers
//     within 14 days; "What did my W-2Gs add up to in 2023?" is the W-2G
//     total of 2023; "Give me my 2024 tax summary." the tax summary of
//     2024; "Where does my bankroll stand today?" the bankroll; "Show the
//     tier I have at every casino." the player's tiers;
//   - "What tier is my husband at Morongo?" and "Show my brother's W-2Gs
//     from 2025." are Unknown: another person's records, even with "my"
//     in them;
//   - "What's the dress code at Agua Caliente Casino Resort?", "When does
//     the poker room open at Live! Casino Pittsburgh?" and "How much is
//     parking at Horseshoe Casino Baltimore?" are Unknown: the directory
//     keeps no dress code, opening hours or parking prices, and a
//     casino's details would not say them.
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at 629d7f8, with the seventy-fourth and seventy-fifth
// parts added together after every round of the session, and no rule
// changed for them) scored 57 of 60 correct
// (95.0%): precision 96.2% (50 of 52 answers right), recall 96.2% (50 of
// 52 answerable), 1 declined and 2 wrong. No expectation was changed
// after it. The wrong ones: "Show the vouchers I let expire." (every
// voucher, where the expired ones are asked) and "When does the poker
// room open at Live! Casino Pittsburgh?" (the casinos near Pittsburgh,
// where the hours asked are kept nowhere). Declined: "List the Boyd
// Rewards tiers in order.".
//
// After its fix round (the same round as the seventy-fourth's) it scored
// 60 of 60: what the player "let expire" ("let lapse", "let run out") has
// expired; when a place opens or closes, asked in the present, is an
// opening hour kept nowhere, and declines; "Live!" before "Casino" is the
// brand's mark, not the end of a sentence; a ladder "in order" is the
// ladder.
func heldOutSeventyFifth(t testing.TB) []expectation {
	return []expectation{
		// The directory: near a town, within N miles, with or without a
		// hotel in a state.
		{query: "What casinos are near Pine Ridge, South Dakota?", intent: FindCasinos, params: params{"near": "Pine Ridge, SD"}},
		{query: "Any casinos within 40 miles of Fort Yates?", intent: FindCasinos, params: params{"near": "Fort Yates, ND", "radius_km": 64.4}},
		{query: "Which casinos are within 15 miles of Battle Creek?", intent: FindCasinos, params: params{"near": "Battle Creek, MI", "radius_km": 24.1}},
		{query: "Which Minnesota casinos don't have a hotel?", intent: FindCasinos, params: params{"state": "MN", "has_hotel": false}},
		{query: "List casinos with a hotel in Idaho.", intent: FindCasinos, params: params{"state": "ID", "has_hotel": true}},
		{query: "Which casinos in Mississippi have no hotel?", intent: FindCasinos, params: params{"state": "MS", "has_hotel": false}},
		{query: "Show me West Virginia casinos with hotels.", intent: FindCasinos, params: params{"state": "WV", "has_hotel": true}},

		// A named tier's threshold.
		{query: "How many tier credits is Onyx in Boyd Rewards?", intent: TierRequirement, params: params{"id": programID(t, "Boyd Rewards")}, tier: "Onyx"},
		{query: "How many tier credits do I need for Pearl in MGM Rewards?", intent: TierRequirement, params: params{"id": programID(t, "MGM Rewards")}, tier: "Pearl"},
		{query: "What does Premier require in WinStar Club Passport?", intent: TierRequirement, params: params{"id": programID(t, "WinStar Club Passport")}, tier: "Premier"},
		{query: "What does Tier 3 take at Genting Rewards?", intent: TierRequirement, params: params{"id": programID(t, "Genting Rewards")}, tier: "Tier 3"},
		{query: "What does Gold at MGM take?", intent: TierRequirement, params: params{"id": programID(t, "MGM Rewards")}, tier: "Gold"},

		// A program's ladder.
		{query: "List the Boyd Rewards tiers in order.", intent: ProgramDetail, params: params{"id": programID(t, "Boyd Rewards")}},
		{query: "Walk me through the Genting Rewards ladder.", intent: ProgramDetail, params: params{"id": programID(t, "Genting Rewards")}},
		{query: "What status levels are in True Rewards?", intent: ProgramDetail, params: params{"id": programID(t, "True Rewards")}},

		// A game's house edge and pace.
		{query: "What edge does the house have in craps?", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "How many hands an hour is baccarat?", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "House advantage on video poker?", intent: GameFacts, params: params{"game_type": "video_poker"}},
		{query: "What's the hold on slots?", intent: GameFacts, params: params{"game_type": "slots"}},

		// The W-2G rule for an amount, a game and a year.
		{query: "Is a $1,500 keno win reportable in 2025?", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1500, "tax_year": 2025}},
		{query: "Does a $2,000 slot jackpot in 2026 get a W-2G?", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 2000, "tax_year": 2026}},
		{query: "Do I get a W-2G for $6,000 in a poker tournament?", intent: W2GRule, params: params{"game_type": "poker", "amount_won": 6000}},

		// Help lines and self-exclusion.
		{query: "What's the gambling helpline in Iowa?", intent: RGHelp, params: params{"topic": "helpline", "state": "IA"}},
		{query: "Can I self-exclude from Indiana casinos?", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "IN"}},
		{query: "Is there a national gambling helpline?", intent: RGHelp, params: params{"topic": "helpline"}},
		{query: "Where do I sign up for self-exclusion in Louisiana?", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "LA"}},

		// A budget or a session limit (proposed).
		{query: "Make my weekly budget $250.", intent: SetBudget, params: params{"period": "week", "amount": 250}},
		{query: "Limit my monthly gambling to $900.", intent: SetBudget, params: params{"period": "month", "amount": 900}},
		{query: "Set a daily loss limit of $60.", intent: SetBudget, params: params{"period": "day", "amount": 60}},
		{query: "Set a 45-minute session limit.", intent: SetSessionLimit, params: params{"max_minutes": 45}},
		{query: "Cap each session at two hours.", intent: SetSessionLimit, params: params{"max_minutes": 120}},

		// Comps predicted at a casino and at all of them.
		{query: "What will Bay Mills likely offer me next?", intent: CompPredict, params: params{"casino_name": "Bay Mills"}},
		{query: "What offer should I expect from Horseshoe St. Louis?", intent: CompPredict, params: params{"casino_name": "Horseshoe St. Louis"}},
		{query: "Predict my next offers across all my casinos.", intent: CompPredictAll, params: params{}},

		// The next tier at a casino.
		{query: "How close am I to the next tier at Batavia Downs?", intent: TierProgress, params: params{"casino_name": "Batavia Downs"}},

		// A host at a casino, and the player's own.
		{query: "Is there a host at Seven Clans Warroad?", intent: FindHosts, params: params{}, filter: []string{"Seven Clans Warroad", "Seven Clans Warroad Casino"}},
		{query: "Find me a host at Northern Lights Casino.", intent: FindHosts, params: params{}, filter: []string{"Northern Lights Casino", "Northern Lights Casino Hotel"}},
		{query: "Who's the host I'm connected to?", intent: MyHosts, params: params{}},

		// Tier matches from a named tier, and the player's suggestions.
		{query: "Will Boyd Rewards match my MGM Pearl status?", intent: TierMatchPaths, params: params{"program": "MGM Rewards", "to_program": "Boyd Rewards"}, tier: "Pearl"},
		{query: "What can Boyd Onyx be matched to?", intent: TierMatchPaths, params: params{"program": "Boyd Rewards"}, tier: "Onyx"},
		{query: "Which programs would match the tiers I hold now?", intent: TierMatchSuggestions, params: params{}},

		// The player's own records.
		{query: "Show my trips to Canterbury Park in 2025.", intent: MyTrips, params: params{"casino_name": "Canterbury Park", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "List every trip I took in 2024.", intent: MyTrips, params: params{"from": "2024-01-01", "to": "2024-12-31"}},
		{query: "Show my craps sessions at Valley View Casino.", intent: MySessions, params: params{"game_type": "craps", "casino_name": "Valley View Casino"}},
		{query: "Show my offers from Fortune Bay.", intent: MyOffers, params: params{"casino_name": "Fortune Bay"}},
		{query: "Which of my offers expire within 14 days?", intent: ExpiringOffers, params: params{"within_days": 14}},
		{query: "Show the vouchers I let expire.", intent: MyVouchers, params: params{"status": "expired"}},
		{query: "List the W-2G forms I got in 2025.", intent: MyW2Gs, params: params{"tax_year": 2025}},
		{query: "What did my W-2Gs add up to in 2023?", intent: W2GTotal, params: params{"tax_year": 2023}},
		{query: "Give me my 2024 tax summary.", intent: TaxSummary, params: params{"tax_year": 2024}},
		{query: "Where does my bankroll stand today?", intent: Bankroll, params: params{}},
		{query: "Show the tier I have at every casino.", intent: MyTiers, params: params{}},

		// Unknown: facts nothing keeps, another person's records, off
		// topic.
		{query: "What's the dress code at Agua Caliente Casino Resort?", intent: Unknown, params: params{}},
		{query: "When does the poker room open at Live! Casino Pittsburgh?", intent: Unknown, params: params{}},
		{query: "How much is parking at Horseshoe Casino Baltimore?", intent: Unknown, params: params{}},
		{query: "What tier is my husband at Morongo?", intent: Unknown, params: params{}},
		{query: "Show my brother's W-2Gs from 2025.", intent: Unknown, params: params{}},
		{query: "Who won the 2025 World Series?", intent: Unknown, params: params{}},
		{query: "How do I renew a Minnesota fishing license?", intent: Unknown, params: params{}},
		{query: "What's the exchange rate for Canadian dollars?", intent: Unknown, params: params{}},
	}
}
