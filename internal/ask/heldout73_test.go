package ask

import "testing"

// heldOutSeventyThird is a seventy-third held-out part, written blind and
// committed BEFORE its first run: by someone who had read only the action
// catalog and the service spec (both whole), the README's lines 89-155
// (the directory's curl examples) and 428-480 (the section on /ask), the
// shipped data (casinos.csv, rewards_programs.json and
// program_properties.csv, only through short scripts that listed casinos
// with town, state, type, nation, has_hotel, brand and program, and the
// programs with their tiers and thresholds; a listing of data/, the header
// rows of the two CSV files and the first program's JSON were printed
// too), the whole of the twenty-ninth held-out part and the first eighty
// lines of the twenty-eighth (its header), the first lines of ask.go up to
// the block of intent constants and just past it (lines 1-70: the package
// comment, the imports, the constants and the first lines of the Intent
// type), the expectation type (lines 1-18 of heldout_test.go), the slugOf
// and programID helpers (lines 68-95 of ask_test.go, which also showed the
// first line of the phrasing type) and the heldOutParts function of
// score_test.go; of the git log only the newest subject line. Never the
// rules of this package, the tuning phrases or the other held-out parts.
// Every casino, program, tier, town and state used was checked against
// data/ with a short script. Its wording is new: each phrase was checked
// with a case-insensitive fixed-string grep (file names only) against
// every test file of this package, with and without its closing mark;
// eight were found there and replaced ("Tribal casinos in New Mexico?",
// "House edge of craps?", "Set my daily budget to $60.", "Limit my
// sessions to 45 minutes.", "Gambling help line in Iowa?", "Self-exclusion
// in Indiana?", "Help" and "Hello there"), and four replacements tried
// for them were found too and not used ("Cap each session at 45
// minutes.", "Help me?", "Need help.", "I need help."); none of the sixty
// is there now. Its places and casinos were chosen, where the data
// allowed, among those no earlier test file names (a script printed only
// the directory's towns and casinos that no test file of this package
// contains, never the files): Pauls Valley, Gilroy, Hopland, Onawa,
// Antlers, Laytonville, Barstow, Folsom, Cuba (New Mexico), Catawba Two
// Kings Casino, Grand Victoria Casino Elgin, Harrah's Philadelphia Casino
// & Racetrack, Fire Rock Casino, Shoalwater Bay Casino, Cahuilla Casino,
// Kanza Casino, Duck Creek Casino, Napa Valley Casino, Hollywood Park
// Casino, Lucky Bear Casino, Artichoke Joe's Casino and Resorts World
// Hudson Valley. The states, programs, tiers and games are all named by
// earlier parts (checked by the same kind of grep, counts only), and so
// are Tulsa, Reno, Atlantic City and Biloxi (in off-topic questions
// only).
//
// Its theme is a twenty-fifth CONTROL part, a skeptical reviewer's part:
// sixty short questions an outside reviewer would use to probe /ask for
// guessing. 30 of 60 are answerable and phrased the way the issue
// phrases its examples ("What does Diamond at Caesars take?", "House
// edge of roulette?", "Set my daily budget to $100.", "casinos within 30
// miles of Atlantic City", "laughlin casinos"), none of those itself, but
// with other casinos, games, amounts, states, tiers and programs: the
// directory by town, radius, state, type and hotel, one casino's details,
// five tiers' thresholds, two games' house edges, three W-2G rules,
// budgets and a session limit (proposed), a help line and a
// self-exclusion program by state, comps predicted at a casino and
// estimated, the next tier at a casino, tier-match paths (from a tier,
// and from a tier to a program) and hosts at two casinos. 30 of 60 must
// be declined (Unknown), because a guess would be wrong: nine off-topic
// questions that name a town, state or casino (weather, traffic, a
// restaurant, a game's score, news, flights, a buffet's hours, snow,
// rental cars), six vague ones, six that mix two asks, and nine that ask
// facts the service does not keep (jackpot odds twice, a machine's payout
// right now, a casino's machines' payout this week, a dress code,
// parking, a gambling age, opening hours, open 24 hours). No question
// lacks a field its intent needs, so none expects a missing field.
//
// It follows the twenty-ninth part's conventions (a casino named for a
// player action keeps the name as typed; a host filter by casino is the
// typed words and the directory's name when the words name exactly one
// casino, with no parameter; a radius in miles is in kilometres to one
// decimal; a town typed without its state is near the directory's town
// with its state; "in <state>" is the state; a tier named with its
// program is not ambiguous; off-topic questions are Unknown). Its own
// choices, where those are silent:
//   - "What does <tier> at <brand> take?" is that tier's threshold in the
//     brand's program, as the "Diamond at Caesars": Onyx at Boyd
//     (Boyd Rewards), Pearl at MGM (MGM Rewards), Diamond Elite at
//     Caesars (Caesars Rewards), Premier at WinStar (WinStar Club
//     Passport, whose brand is WinStar; Premier is a tier of no other
//     program) and Tier 4 in Genting Rewards;
//   - "House edge of <game>?" is that game's facts; "Craps house edge?"
//     is the same question with its words turned round;
//   - a W-2G question naming an amount and a game is the rule for that
//     game and amount: a "slot jackpot" is slots, a "poker tournament
//     win" is poker;
//   - "Hopland casinos" is a search near Hopland, CA, as the README's
//     "laughlin casinos";
//   - "What comps can I expect at <casino>?" is the prediction there
//     (comp_predict, the casino as typed), not an estimate, which needs a
//     game, a bet and hours the question does not give;
//   - "Next tier at Harrah's Philadelphia?" is tier_progress with the
//     casino as typed;
//   - "Best tier match for Caesars Diamond Plus?" is the tier-match paths
//     from Caesars Rewards' Diamond Plus, with no target program (the
//     tier is named, so it is not the player's suggestions); "Can I match
//     MGM Gold to Caesars?" is the path from MGM Rewards' Gold to Caesars
//     Rewards ("MGM Gold" is MGM's Gold, not Caesars');
//   - "Host at Fire Rock?" and "Hosts at Shoalwater Bay?" are find_hosts
//     filtered to the typed words and Fire Rock Casino or Shoalwater Bay
//     Casino (each the one casino its words name; a shortened name was
//     typed so that the two filter values differ);
//   - "Help line for gamblers in Iowa?" is the help line in IA and
//     "Indiana self-exclusion program?" self-exclusion in IN;
//   - Unknown, two asks in one (README: "two changes or two questions in
//     one ... are declined rather than answered by half"): a house edge
//     and a budget, a search and a threshold, a W-2G rule and a help
//     line, a budget and a session limit, a tier's progress and hosts,
//     and two searches joined by "or";
//   - Unknown, facts no answer keeps: jackpot odds ("the Megabucks
//     jackpot", "a quarter slot"; a game's facts are its house edge and
//     pace, not its jackpot odds), which machine is "hot right now" and
//     a casino's machines' payout rate this week (the service keeps no
//     live or casino payout data; a machine's observed return is only for
//     the player's own tracked machines), a dress code, parking, the
//     minimum gambling age of a state (the responsible-gaming resources
//     are help lines and self-exclusion, not age rules), opening hours and
//     whether a casino is open 24 hours;
//   - Unknown, vague: "What's good?", "Um, help." (no topic, and not a
//     request for gambling help), "Any suggestions?", "Hey, what's up?",
//     "Tell me something interesting." and "What should I do?";
//   - Unknown, off topic though a directory town, state or casino is
//     named: weather in Laytonville, traffic to Barstow, a restaurant in
//     Folsom, the Oklahoma game, news from Atlantic City, flights from
//     Tulsa to Reno, buffet hours at Cahuilla Casino, snow in Cuba, New
//     Mexico, and rental cars in Biloxi.
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at a62c9e7, with the seventieth to seventy-third parts
// added together and no rule changed for them) scored 57 of 60 correct
// (95.0%): precision 90.9% (30 of 33 answers right), recall 100% (30 of
// 30 answerable), none declined and 3 wrong. No expectation was changed
// after it. The three wrong are two asks joined by "and" in one short
// question ("Craps house edge, and set my daily budget to $50?", "Casinos
// near Antlers and what does Onyx at Boyd take?", "Is a $1,300 slot win
// reportable and what's the help line in Nevada?"), each answered as one
// of its asks.
//
// After its fix round (by the maintainer, the same round as the
// seventieth's) it scored 60 of 60: two asks joined by "and" and a
// question word ("... and what does Onyx at Boyd take?"), or a bare ask
// before ", and" ("Craps house edge, and set ..."), decline when each
// half alone is a different answer and the second does not point back
// ("tribal casinos in Oklahoma and which of them have a hotel" is one
// search).
func heldOutSeventyThird(t testing.TB) []expectation {
	return []expectation{
		// The directory: by town, radius, state, type and hotel, and one
		// casino's details.
		{query: "Casinos near Pauls Valley?", intent: FindCasinos, params: params{"near": "Pauls Valley, OK"}},
		{query: "Casinos within 40 miles of Gilroy?", intent: FindCasinos, params: params{"near": "Gilroy, CA", "radius_km": 64.4}},
		{query: "Casinos within 15 miles of Onawa, Iowa.", intent: FindCasinos, params: params{"near": "Onawa, IA", "radius_km": 24.1}},
		{query: "Hopland casinos", intent: FindCasinos, params: params{"near": "Hopland, CA"}},
		{query: "Casinos with a hotel in Mississippi?", intent: FindCasinos, params: params{"state": "MS", "has_hotel": true}},
		{query: "New Mexico tribal casinos?", intent: FindCasinos, params: params{"state": "NM", "type": "tribal"}},
		{query: "Racinos in Florida?", intent: FindCasinos, params: params{"state": "FL", "type": "racino"}},
		{query: "Tell me about Catawba Two Kings Casino.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Catawba Two Kings Casino")}},

		// What a named tier takes.
		{query: "What does Onyx at Boyd take?", intent: TierRequirement, params: params{"id": programID(t, "Boyd Rewards")}, tier: "Onyx"},
		{query: "What does Pearl at MGM take?", intent: TierRequirement, params: params{"id": programID(t, "MGM Rewards")}, tier: "Pearl"},
		{query: "What does Diamond Elite at Caesars take?", intent: TierRequirement, params: params{"id": programID(t, "Caesars Rewards")}, tier: "Diamond Elite"},
		{query: "What does Premier at WinStar take?", intent: TierRequirement, params: params{"id": programID(t, "WinStar Club Passport")}, tier: "Premier"},
		{query: "What does Tier 4 in Genting Rewards take?", intent: TierRequirement, params: params{"id": programID(t, "Genting Rewards")}, tier: "Tier 4"},

		// Game facts and the W-2G rule.
		{query: "Craps house edge?", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "House edge of video poker?", intent: GameFacts, params: params{"game_type": "video_poker"}},
		{query: "Is a $1,400 slot jackpot reportable?", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 1400}},
		{query: "Do I get a W-2G for $2,500 at keno?", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 2500}},
		{query: "W-2G rule for a $6,000 poker tournament win?", intent: W2GRule, params: params{"game_type": "poker", "amount_won": 6000}},

		// Limits (proposed) and responsible-gaming help by state.
		{query: "Set my daily budget to $65.", intent: SetBudget, params: params{"period": "day", "amount": 65}},
		{query: "Set my monthly budget to $900.", intent: SetBudget, params: params{"period": "month", "amount": 900}},
		{query: "Set my session limit to 40 minutes.", intent: SetSessionLimit, params: params{"max_minutes": 40}},
		{query: "Help line for gamblers in Iowa?", intent: RGHelp, params: params{"topic": "helpline", "state": "IA"}},
		{query: "Indiana self-exclusion program?", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "IN"}},

		// Comps, the next tier, tier matches and hosts.
		{query: "What comps can I expect at Grand Victoria Casino Elgin?", intent: CompPredict, params: params{"casino_name": "Grand Victoria Casino Elgin"}},
		{query: "How much comp for $15 roulette 2 hours?", intent: CompEstimate, params: params{"game_type": "roulette", "avg_bet": 15, "hours": 2}},
		{query: "Next tier at Harrah's Philadelphia?", intent: TierProgress, params: params{"casino_name": "Harrah's Philadelphia"}},
		{query: "Best tier match for Caesars Diamond Plus?", intent: TierMatchPaths, params: params{"program": "Caesars Rewards"}, tier: "Diamond Plus"},
		{query: "Can I match MGM Gold to Caesars?", intent: TierMatchPaths, params: params{"program": "MGM Rewards", "to_program": "Caesars Rewards"}, tier: "Gold"},
		{query: "Host at Fire Rock?", intent: FindHosts, params: params{}, filter: []string{"Fire Rock", "Fire Rock Casino"}},
		{query: "Hosts at Shoalwater Bay?", intent: FindHosts, params: params{}, filter: []string{"Shoalwater Bay", "Shoalwater Bay Casino"}},

		// Off topic, each naming a town, state or casino of the directory.
		{query: "Weather in Laytonville?", intent: Unknown, params: params{}},
		{query: "Traffic on the way to Barstow?", intent: Unknown, params: params{}},
		{query: "Best restaurant in Folsom?", intent: Unknown, params: params{}},
		{query: "Who won the Oklahoma game last night?", intent: Unknown, params: params{}},
		{query: "Latest news from Atlantic City?", intent: Unknown, params: params{}},
		{query: "Flights from Tulsa to Reno?", intent: Unknown, params: params{}},
		{query: "Buffet hours at Cahuilla Casino?", intent: Unknown, params: params{}},
		{query: "Is it snowing in Cuba, New Mexico?", intent: Unknown, params: params{}},
		{query: "Rental cars in Biloxi?", intent: Unknown, params: params{}},

		// Vague.
		{query: "What's good?", intent: Unknown, params: params{}},
		{query: "Um, help.", intent: Unknown, params: params{}},
		{query: "Any suggestions?", intent: Unknown, params: params{}},
		{query: "Hey, what's up?", intent: Unknown, params: params{}},
		{query: "Tell me something interesting.", intent: Unknown, params: params{}},
		{query: "What should I do?", intent: Unknown, params: params{}},

		// Two asks in one.
		{query: "Craps house edge, and set my daily budget to $50?", intent: Unknown, params: params{}},
		{query: "Casinos near Antlers and what does Onyx at Boyd take?", intent: Unknown, params: params{}},
		{query: "Is a $1,300 slot win reportable and what's the help line in Nevada?", intent: Unknown, params: params{}},
		{query: "Set my weekly budget to $200 and limit my sessions to an hour.", intent: Unknown, params: params{}},
		{query: "Next tier at Kanza Casino, and any hosts there?", intent: Unknown, params: params{}},
		{query: "Tribal casinos in Kansas or racinos in Maryland?", intent: Unknown, params: params{}},

		// Facts the service does not keep.
		{query: "Odds of hitting the Megabucks jackpot?", intent: Unknown, params: params{}},
		{query: "Jackpot odds on a quarter slot?", intent: Unknown, params: params{}},
		{query: "Which machine at Duck Creek Casino is hot right now?", intent: Unknown, params: params{}},
		{query: "Payout rate of the machines at Resorts World Hudson Valley this week?", intent: Unknown, params: params{}},
		{query: "Dress code at Napa Valley Casino?", intent: Unknown, params: params{}},
		{query: "Parking at Hollywood Park Casino?", intent: Unknown, params: params{}},
		{query: "Minimum gambling age in Washington?", intent: Unknown, params: params{}},
		{query: "Opening hours of Lucky Bear Casino?", intent: Unknown, params: params{}},
		{query: "Is Artichoke Joe's Casino open 24 hours?", intent: Unknown, params: params{}},
	}
}
