package ask

import "testing"

// heldOutEightieth is an eightieth held-out part, written blind and
// committed BEFORE its first run: by someone who had read only the action
// catalog and the service spec (both whole), lines 89-155 of the README
// (its curl examples of the directory, search by place among them) and
// lines 428-480 (its section on /ask), the shipped data (casinos.csv,
// rewards_programs.json and program_properties.csv, through short scripts
// only: every casino of every state but NV, OK and CA with its town, type,
// hotel, brand and nation, the counts by state, type, hotel and brand,
// every program with its brand, property and tiers with their thresholds,
// the number of casinos of each program and the first lines of
// casinos.csv and program_properties.csv; a grep of casinos.csv for seven
// big cities found none of them), the whole of the twenty-ninth held-out
// part and the first eighty lines of the twenty-eighth (its header), the
// block of intent constants of ask.go (lines 1-70 were printed, which
// also showed the package comment, the imports and the first lines of the
// Intent type), the expectation type (lines 1-18 of heldout_test.go), the
// slugOf and programID helpers (lines 73-96 of ask_test.go, which also
// showed the doc comment of the phrasing type), the heldOutParts function
// of score_test.go (a grep for its name also printed two lines of the
// test that calls it) and the newest subject line of the git log; never
// the rules of this package, the tuning phrases or the other held-out
// parts. Every casino, program, tier, town, state and brand used was
// checked against data/ with a short script; the two big cities (Houston
// and Atlanta) were checked to have no casino in casinos.csv, but not
// against data/us_cities.csv, which was not read. Its wording is new: each
// phrase was checked with a case-insensitive fixed-string grep (file names
// only) against every test file of this package not to be in the corpus
// already, with and without its closing mark; twenty-four were found there
// and replaced (nineteen of the first draft: "What does Onyx at Boyd
// take?", "House edge of craps?", "Keno house edge?", "Is a $1,500 keno
// win reportable", "Casinos near Pendleton, Oregon?", "Casinos with a
// hotel in Mississippi?", "What tiers do I hold", "Who's my casino host",
// "Set my weekly budget to $250.", "Limit my sessions to two hours",
// "Set a 45-minute session limit.", "Gambling helpline in Indiana?",
// "Problem gambling hotline number", "Show my craps sessions", "List my
// open vouchers", "Offers expiring in the next 14 days", "My W-2Gs for
// 2025?", "My 2024 tax summary" and "Bankroll balance?"; and five of their
// first replacements: "What edge does the house have on keno?", "Which
// hosts am I connected with?", "Cap each session at two hours.",
// "Vouchers I haven't cashed yet?" and "How's my bankroll looking?"), and
// none of the sixty is there now. Its places and casinos were not chosen
// against earlier test files (no grep for them was run); they were chosen
// to differ from those of the issue's own examples (Caesars and its
// Diamond tier, roulette, a daily budget of $100, Las Vegas, Atlantic
// City, Laughlin, Biloxi, PENN Play, the Chickasaw Nation and Oklahoma's
// tribal casinos, as the README quotes them).
//
// Its theme is a thirtieth CONTROL part, the session's last measurement
// of the issue's own register: sixty short, direct questions, one
// sentence each, asked the way the issue's examples are asked ("What does
// Diamond at Caesars take?", "House edge of roulette?", "Set my daily
// budget to $100.", "Weather in Vegas?"): terse fragments ending in a
// question mark ("Keno's house advantage?", "Current bankroll total?"),
// plain requests ("Make my weekly budget $275.") and short whole
// questions, with no typos, shorthand, story or code. Every one names
// other casinos, games, amounts, states, tiers and programs than the
// issue does. Every area is covered: a named tier's threshold (4), a
// program's ladder (2), a game's house edge and pace (3), the W-2G rule
// for an amount, a game and, in three of four, a year (4), casinos near a
// town or within N miles (6, two of them around Houston and Atlanta, big
// cities with no casino of their own), casinos with or without a hotel in
// a state (3), one casino's details (2), predicted comps at a casino and
// at all of them (2), the next tier at a casino and the player's tiers
// (3), a host at a casino and the player's hosts (3), a tier match from a
// named tier, to a named program, and the player's suggestions (3),
// budgets and session limits proposed (4), help lines and self-exclusion
// (3) and the player's own records (8: trips, sessions, vouchers, offers,
// expiring offers, W-2Gs, the tax summary and the bankroll). That is 50
// answerable; 10 expect Unknown: two off topic with a place name of the
// directory, three facts nothing keeps, three of another person's
// records and two with two asks in one. No question lacks a field its
// intent needs, so none expects a missing field.
//
// It follows the twenty-ninth part's conventions (a casino named for a
// player action keeps the name as typed; a host filter by casino is the
// typed words and the directory's name when the words name exactly one
// casino, with no parameter; a radius in miles is in kilometres to one
// decimal; a year named for the player's records is that calendar year; a
// town typed without its state is near the directory's town with its
// state; "the closest casinos to <town>" is a near search of it; a tier
// named with its program is not ambiguous; a casino's details answer what
// the directory keeps about it, whichever field is asked for; a limit of
// money in a period is a budget; off-topic questions are Unknown). Its own
// choices, where those are silent:
//   - "What does Emerald at Boyd need?" and "How many tier credits does
//     Pearl take at MGM?" are the tier's threshold in Boyd Rewards and
//     MGM Rewards: the brand's short name names its program when a tier
//     of that program is named with it, as "Diamond at Caesars" does in
//     the issue (Emerald is also the first word of two Emerald Queen
//     casinos, but no program other than Boyd Rewards has the tier);
//     "What does WinStar Elite require?" is Elite of WinStar Club
//     Passport, though WinStar also names a casino;
//   - "What are the Unity by Hard Rock tiers?" and "Tier levels in Lucky
//     Star Rewards?" are those programs' details (their ladders);
//   - "What's the edge on a craps table?", "Keno's house advantage?" and
//     "How many hands per hour in baccarat?" are those games' facts;
//   - the W-2G rule carries tax_year only when the question names a year
//     ("in 2026", "in 2025"); "a $1,620 keno payout" has none; a "slot
//     jackpot" is slots and "a poker tournament win" is poker;
//   - a big city of the embedded list of the 1,000 largest U.S. cities,
//     typed without its state, is near that city with its state
//     ("Houston, TX", "Atlanta, GA"), as the README's "Dallas, TX" is;
//     that the city has no casino of its own does not make the question
//     Unknown, since a search by place answers the casinos around it
//     ("Any casinos within 150 miles of Houston?" is within 241.4 km);
//   - "Which Colorado casinos have no hotel?" is CO with has_hotel false
//     (without a hotel is the filter's false, not its absence);
//     "Mississippi casinos that have a hotel?" and "Kansas casinos with
//     hotels?" have has_hotel true;
//   - "How many slot machines does Soaring Eagle have?" and "When did
//     Encore Boston Harbor open?" are the details of Soaring Eagle Casino
//     and Resort and Encore Boston Harbor (the one casino each names);
//   - "What comps will Mohegan Sun send me next?" is comp_predict at
//     "Mohegan Sun" as typed (a directory casino of that exact name; that
//     it also begins Mohegan Sun Pocono's name changes nothing for a
//     player action); "Predicted offers at all my casinos?" is the
//     prediction for all of them;
//   - "What status do I have at my casinos?" is the player's tiers and
//     "List the casino hosts I'm linked to." the player's hosts;
//   - "Find me a host at Snoqualmie." and "Any hosts at Isleta?" are
//     find_hosts filtered to the typed words and Snoqualmie Casino or
//     Isleta Casino & Resort (the one casino each word names);
//   - a tier match from a named tier with no program to match to ("Where
//     can I status match my MGM Gold?") is the tier-match paths from that
//     program's tier, with program and tier and no to_program; with a
//     program named ("Can my Boyd Onyx get matched at MGM Rewards?") it
//     adds to_program; "Which programs would match my tiers?" names no
//     tier and is the player's suggestions;
//   - "Make my weekly budget $275." and "Monthly budget of $900, please."
//     are budgets of 275 a week and 900 a month; "Two hours per session
//     max, please." is a session limit of 120 minutes and "Session limit
//     of 40 minutes, please." one of 40;
//   - "Indiana gambling help line?" is the helpline in IN, "How do I
//     self-exclude in Pennsylvania?" self-exclusion in PA, and "National
//     number for gambling problems?" the helpline with no state (national
//     is the absence of a state, not a parameter);
//   - "Show vouchers I still need to redeem." has the status "open";
//     "Which offers run out within 14 days?" is the expiring offers
//     within 14 days; "Show the W-2G forms I got in 2025." is the W-2G
//     list of 2025; "Gambling tax summary for 2024, please." is the tax
//     summary of 2024; "Current bankroll total?" is the bankroll; "List
//     every craps session I've logged." is the sessions of craps; "My
//     trips to Turning Stone in 2025?" the trips at "Turning Stone" in
//     2025; "My offers from Soaring Eagle?" the offers at "Soaring Eagle";
//   - Unknown, off topic with a place name of the directory: "Best pizza
//     in Cripple Creek?" and "Is it snowing in Deadwood?";
//   - Unknown, facts nothing keeps: the buffet's closing time at Soaring
//     Eagle, the dress code at Encore Boston Harbor and who won the
//     biggest jackpot at Mohegan Sun last year (a casino's details hold
//     none of them);
//   - Unknown, another person's records: "What tier is my wife at
//     FireKeepers?", "Show my brother's trips to Deadwood." and "How much
//     has my dad lost this year?";
//   - Unknown, two asks in one: a weekly budget and a session limit set
//     together, and casinos near Tucson with keno's house edge.
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at 55a30ed, with the seventy-ninth and eightieth parts
// added together after every round of the session, and no rule changed
// for them) scored 58 of 60 correct
// (96.7%): precision 98.0% (49 of 50 answers right), recall 98.0% (49 of
// 50 answerable), 1 declined and 1 wrong. No expectation was changed
// after it. The wrong one: "Casinos near Tucson and the house edge of
// keno?" (the house edge answered, the search dropped: two asks joined by
// "and" with no question word after it). Declined: "Closest casinos to
// Atlanta?".
//
// After its fix round (the same round as the seventy-ninth's) it scored
// 60 of 60: a second ask joined by "and" as a noun phrase ("... and the
// house edge of keno") declines when it reads alone as a fact or a
// record, never a search's condition ("... and a rewards program" is
// one); "the closest casinos to" a listed city searches near it.
func heldOutEightieth(t testing.TB) []expectation {
	return []expectation{
		// A named tier's threshold, and a program's ladder.
		{query: "What does Emerald at Boyd need?", intent: TierRequirement, params: params{"id": programID(t, "Boyd Rewards")}, tier: "Emerald"},
		{query: "How many tier credits does Pearl take at MGM?", intent: TierRequirement, params: params{"id": programID(t, "MGM Rewards")}, tier: "Pearl"},
		{query: "What does WinStar Elite require?", intent: TierRequirement, params: params{"id": programID(t, "WinStar Club Passport")}, tier: "Elite"},
		{query: "How many points for Tier 3 in Genting Rewards?", intent: TierRequirement, params: params{"id": programID(t, "Genting Rewards")}, tier: "Tier 3"},
		{query: "What are the Unity by Hard Rock tiers?", intent: ProgramDetail, params: params{"id": programID(t, "Unity by Hard Rock")}},
		{query: "Tier levels in Lucky Star Rewards?", intent: ProgramDetail, params: params{"id": programID(t, "Lucky Star Rewards")}},

		// A game's house edge and pace, and the W-2G rule.
		{query: "What's the edge on a craps table?", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "How many hands per hour in baccarat?", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "Keno's house advantage?", intent: GameFacts, params: params{"game_type": "keno"}},
		{query: "Is a $1,620 keno payout reportable?", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1620}},
		{query: "Does a $2,400 slot jackpot in 2026 get a W-2G?", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 2400, "tax_year": 2026}},
		{query: "W-2G rule for a $5,000 poker tournament win in 2025?", intent: W2GRule, params: params{"game_type": "poker", "amount_won": 5000, "tax_year": 2025}},
		{query: "Is $1,250 on video poker reportable in 2025?", intent: W2GRule, params: params{"game_type": "video_poker", "amount_won": 1250, "tax_year": 2025}},

		// The directory: near a town or within N miles (two big cities
		// with no casino of their own), with or without a hotel in a
		// state, and one casino's details.
		{query: "Casinos around Pendleton, Oregon?", intent: FindCasinos, params: params{"near": "Pendleton, OR"}},
		{query: "Casinos within 40 miles of Tucson?", intent: FindCasinos, params: params{"near": "Tucson, AZ", "radius_km": 64.4}},
		{query: "Any casinos within 150 miles of Houston?", intent: FindCasinos, params: params{"near": "Houston, TX", "radius_km": 241.4}},
		{query: "Closest casinos to Atlanta?", intent: FindCasinos, params: params{"near": "Atlanta, GA"}},
		{query: "Casinos near Deadwood?", intent: FindCasinos, params: params{"near": "Deadwood, SD"}},
		{query: "Casinos within 25 miles of Black Hawk?", intent: FindCasinos, params: params{"near": "Black Hawk, CO", "radius_km": 40.2}},
		{query: "Mississippi casinos that have a hotel?", intent: FindCasinos, params: params{"state": "MS", "has_hotel": true}},
		{query: "Which Colorado casinos have no hotel?", intent: FindCasinos, params: params{"state": "CO", "has_hotel": false}},
		{query: "Kansas casinos with hotels?", intent: FindCasinos, params: params{"state": "KS", "has_hotel": true}},
		{query: "How many slot machines does Soaring Eagle have?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Soaring Eagle Casino and Resort")}},
		{query: "When did Encore Boston Harbor open?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Encore Boston Harbor")}},

		// Comps predicted, the next tier, the player's tiers.
		{query: "What comps will Mohegan Sun send me next?", intent: CompPredict, params: params{"casino_name": "Mohegan Sun"}},
		{query: "Predicted offers at all my casinos?", intent: CompPredictAll, params: params{}},
		{query: "How close am I to the next tier at FireKeepers?", intent: TierProgress, params: params{"casino_name": "FireKeepers"}},
		{query: "How far am I from the next tier at Mystic Lake?", intent: TierProgress, params: params{"casino_name": "Mystic Lake"}},
		{query: "What status do I have at my casinos?", intent: MyTiers, params: params{}},

		// Hosts at a casino and the player's own.
		{query: "Find me a host at Snoqualmie.", intent: FindHosts, params: params{}, filter: []string{"Snoqualmie", "Snoqualmie Casino"}},
		{query: "Any hosts at Isleta?", intent: FindHosts, params: params{}, filter: []string{"Isleta", "Isleta Casino & Resort"}},
		{query: "List the casino hosts I'm linked to.", intent: MyHosts, params: params{}},

		// Tier matches: from a named tier, to a named program, and the
		// player's suggestions.
		{query: "Where can I status match my MGM Gold?", intent: TierMatchPaths, params: params{"program": "MGM Rewards"}, tier: "Gold"},
		{query: "Can my Boyd Onyx get matched at MGM Rewards?", intent: TierMatchPaths, params: params{"program": "Boyd Rewards", "to_program": "MGM Rewards"}, tier: "Onyx"},
		{query: "Which programs would match my tiers?", intent: TierMatchSuggestions, params: params{}},

		// Budgets and session limits (proposed), help lines and
		// self-exclusion.
		{query: "Make my weekly budget $275.", intent: SetBudget, params: params{"period": "week", "amount": 275}},
		{query: "Monthly budget of $900, please.", intent: SetBudget, params: params{"period": "month", "amount": 900}},
		{query: "Two hours per session max, please.", intent: SetSessionLimit, params: params{"max_minutes": 120}},
		{query: "Session limit of 40 minutes, please.", intent: SetSessionLimit, params: params{"max_minutes": 40}},
		{query: "Indiana gambling help line?", intent: RGHelp, params: params{"topic": "helpline", "state": "IN"}},
		{query: "How do I self-exclude in Pennsylvania?", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "PA"}},
		{query: "National number for gambling problems?", intent: RGHelp, params: params{"topic": "helpline"}},

		// The player's own records.
		{query: "My trips to Turning Stone in 2025?", intent: MyTrips, params: params{"casino_name": "Turning Stone", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "List every craps session I've logged.", intent: MySessions, params: params{"game_type": "craps"}},
		{query: "Show vouchers I still need to redeem.", intent: MyVouchers, params: params{"status": "open"}},
		{query: "My offers from Soaring Eagle?", intent: MyOffers, params: params{"casino_name": "Soaring Eagle"}},
		{query: "Which offers run out within 14 days?", intent: ExpiringOffers, params: params{"within_days": 14}},
		{query: "Show the W-2G forms I got in 2025.", intent: MyW2Gs, params: params{"tax_year": 2025}},
		{query: "Gambling tax summary for 2024, please.", intent: TaxSummary, params: params{"tax_year": 2024}},
		{query: "Current bankroll total?", intent: Bankroll, params: params{}},

		// Unknown: off topic with a place name, facts nothing keeps,
		// another person's records, two asks in one.
		{query: "Best pizza in Cripple Creek?", intent: Unknown, params: params{}},
		{query: "Is it snowing in Deadwood?", intent: Unknown, params: params{}},
		{query: "What time does the buffet at Soaring Eagle close?", intent: Unknown, params: params{}},
		{query: "What's the dress code at Encore Boston Harbor?", intent: Unknown, params: params{}},
		{query: "Who won the biggest jackpot at Mohegan Sun last year?", intent: Unknown, params: params{}},
		{query: "What tier is my wife at FireKeepers?", intent: Unknown, params: params{}},
		{query: "Show my brother's trips to Deadwood.", intent: Unknown, params: params{}},
		{query: "How much has my dad lost this year?", intent: Unknown, params: params{}},
		{query: "Set my weekly budget to $200 and my session limit to 60 minutes.", intent: Unknown, params: params{}},
		{query: "Casinos near Tucson and the house edge of keno?", intent: Unknown, params: params{}},
	}
}
