package ask

import "testing"

// heldOutHundredFortySecond is the hundred-and-forty-second held-out
// part, written blind and committed BEFORE its first run, by someone
// who never read the rules of this package.
//
// What was read, and nothing else of the package: the service spec and
// the action catalog (/work/shared/spec/service-spec.md and actions.md,
// both whole); the README's curl examples of the directory (lines
// 89-160) and its section on asking in plain English (lines 436-494);
// the whole of the twenty-ninth held-out part and the first 80 lines of
// the twenty-eighth (its header); the block of intent constants of
// ask.go (printed by awk from "const (" to its ")"); lines 1-18 of
// heldout_test.go (the expectation type); the slugOf and programID
// functions of ask_test.go (printed alone by awk); the first and last
// twenty lines of heldOutParts in score_test.go; and the subject of the
// branch's last commit (git log -1), which names some helper functions
// of the rules in passing, none used or imitated here. A listing of the
// file names of the brief's own directory was printed too (no file of
// it opened but this part's brief). The shipped data was read only
// through short python3 scripts printing: the field names and row
// counts of casinos.csv, rewards_programs.json, program_properties.csv
// and us_cities.csv; each program with its brand, its count of
// properties and its tier names; the tier names, levels and
// qualifications of every ladder but Caesars' and MGM's; one-word
// directory towns whose name is in one state only (across the directory
// and us_cities.csv), with their casino counts; casinos with a hotel
// and a name no other casino has, in some thirty states; the city,
// state and brand of each casino named here; the casinos of Hobbs,
// Anderson, Mulvane, Walthill, Lula, Thief River Falls, Cripple Creek,
// Tunica and Shelbyville; and casino and hotel counts in thirteen
// states. How many test files of the package name a town, casino,
// program or tier was counted with grep -rilF ... | wc -l (file names
// only), to prefer those few earlier parts use.
//
// Checked against data/: every casino named exists exactly once,
// spelled as the directory spells it (Yavapai Casino, Golden Nugget
// Cripple Creek, Seven Clans Casino Thief River Falls, Route 66 Casino
// Hotel, Isle of Capri Casino Hotel Lula, Clearwater River Casino &
// Lodge, Hollywood Casino Tunica, Quechan Paradise Casino, Grand
// Portage Lodge & Casino, Santa Ana Star Casino, Wild Rose Casino and
// Resort Emmetsburg); each town is a directory town of the state given
// it (Hobbs NM, Anderson IN, Mulvane KS, Walthill NE, Lula MS, Thief
// River Falls MN, Cripple Creek CO), and none of those names is a town
// of another state in the directory or us_cities.csv; Iowa, Colorado
// and Wisconsin each have casinos with a hotel; the programs and tiers
// exist as named (Boyd Rewards: Emerald, Onyx; WinStar Club Passport:
// Premier, Elite; Genting Rewards: Tier 4; Lucky Star Rewards: Gold
// Star). No question names Caesars, MGM, Las Vegas, Nevada, New Jersey
// or a casino, program, town or tier the examples name
// (Diamond, Pearl, Caesars Palace).
//
// Wording: every whole message was checked with grep -rilF over
// internal/ask, as typed and without its closing mark. Nineteen first
// drafts were found there and reworded (among them "what does Emerald
// at Boyd take", "house edge of video poker", "Which casinos in Iowa
// have a hotel?", "set my weekly budget to $250", "tax summary for
// 2024", "How's my bankroll looking?", "who is my casino host"); seven
// rewordings were found again and reworded again, three of them a third
// time. Each final wording was checked the same way, and none of the
// sixty is found.
//
// Theme: a CONTROL part in the issue's own register: sixty short,
// direct questions of one sentence, as the fifteen examples are
// asked, with lower-case fragments, plain questions and requests mixed,
// and other programs, casinos, towns and states spread widely. 50
// expect an answer: a named tier's threshold 4, a game fact 4, the W-2G
// rule for a game and an amount 4, predicted comps at a casino 3, the
// next tier at a casino 3, casinos near a town 4 (one within a radius
// in miles), a state's casinos with a hotel 3, a budget proposed 3, a
// session limit proposed 2, a help line 3 (two by state, one with
// none), self-exclusion in a state 3, a tier match from a named tier 3;
// and the player's records 11: trips 2, sessions 2, vouchers 1, offers
// 1, W-2Gs 1, the tax summary 1, the bankroll 1, hosts 2. 10 expect
// Unknown: off topic with a town of the directory in it 3 (rental cars
// in Lula, snow in Thief River Falls, hiking around Cripple Creek:
// nothing of the service answers them); facts nothing keeps 2 (a
// casino's dress code and its buffet hours: no field of the Casino
// resource, nor any action, holds them); someone else's records 2 (a
// wife's trips, a brother's W-2Gs: the catalog never reveals another
// account's data); advice 2 (splitting eights against an ace, which
// slot machine to play tonight: no table or action advises play); two
// asks in one 1 (vouchers and offers together, declined rather than
// answered by half). Every Unknown was checked against actions.md and
// the spec: no action or endpoint answers it. No question lacks a field
// its intent needs, so none expects a missing field.
//
// It follows the twenty-ninth part's conventions: a casino named for a
// player action keeps the name as typed; a radius in miles is in
// kilometres to one decimal (40 miles is 64.4 km); a town typed without
// its state is near the directory's town, as "Town, ST"; "in <state>"
// is the state; a year named for the player's records is that calendar
// year, and a month named without a year its latest one up to today,
// 2026-05-14 (March is 2026-03-01 to 2026-03-31); a tier named with its
// program is not ambiguous; a limit of money in a period is a budget;
// off-topic questions, facts no answer says and other people's records
// are Unknown. Its own choices, where those are silent:
//   - "Boyd" alone names Boyd Rewards, the one program of that brand,
//     as "Caesars" names Caesars Rewards in the issue's "what does
//     Diamond at Caesars take".
//   - A tier match from a named tier with no target ("best status match
//     for a Boyd Onyx card", "Where can my WinStar Elite status match
//     to?") is the tier-match paths from that program, the tier named,
//     and no to_program; with a target ("Genting Tier 4 over to Boyd
//     Rewards") to_program is the target. "my" does not make it the
//     player's suggestions, since the tier is named.
//   - A bet or measure named within a game adds nothing: "a craps pass
//     line bet" is craps' game facts, "typical hold of a slot machine"
//     is slots' (hold is the slots' edge in the catalog's comp
//     formula), "baccarat pace, hands per hour" is baccarat's.
//   - A poker tournament win is game_type poker; amounts are whole
//     dollars.
//   - "keep every session under 2 hours" is a session limit of 120
//     minutes (a cap stated as a bound); "limit me to $60 a day" is a
//     daily budget of 60; "bump my weekly budget down to $275" a weekly
//     budget of 275 (the amount is stated; "down" adds nothing).
//   - "Phone number for a gambling help line, please." is the help line
//     with no state (a help line's number is what its resource gives).
//   - "points to my next level at <casino>" and "How close am I to the
//     next tier at <casino>?" are the next tier there; "What will
//     <casino> likely offer me?" and "predicted offer at <casino>" are
//     the predicted comps there.
//   - "What's left in my bankroll as of today?" is the bankroll; "as of
//     today" adds no date.
//   - "expired vouchers on my account" has the status "expired", one of
//     the catalog's voucher statuses.
//   - "What casinos are around Anderson, Indiana?" and "Is there a
//     casino near Walthill?" are searches by place with no radius and
//     no limit.
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at 550d9f9, and no rule changed for it) scored 60 of 60
// correct (100%): precision 100% (50 of 50 answers right), recall 100%
// (50 of 50 answerable), none declined and none wrong. No expectation
// was changed after it, and the part was barred on its first run.
func heldOutHundredFortySecond(t testing.TB) []expectation {
	return []expectation{
		// A named tier's threshold.
		{query: "what's it take to reach Emerald with Boyd", intent: TierRequirement, params: params{"id": programID(t, "Boyd Rewards")}, tier: "Emerald"},
		{query: "How many tier points is Premier in WinStar Club Passport?", intent: TierRequirement, params: params{"id": programID(t, "WinStar Club Passport")}, tier: "Premier"},
		{query: "points needed for Tier 4 at Genting Rewards", intent: TierRequirement, params: params{"id": programID(t, "Genting Rewards")}, tier: "Tier 4"},
		{query: "requirements for Gold Star, Lucky Star Rewards", intent: TierRequirement, params: params{"id": programID(t, "Lucky Star Rewards")}, tier: "Gold Star"},

		// A game's facts.
		{query: "video poker's house edge", intent: GameFacts, params: params{"game_type": "video_poker"}},
		{query: "baccarat pace, hands per hour", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "What's the house edge on a craps pass line bet?", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "typical hold of a slot machine", intent: GameFacts, params: params{"game_type": "slots"}},

		// The W-2G rule for a game and an amount.
		{query: "is $1,650 at keno reportable", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1650}},
		{query: "Do I get a W-2G for a $1,200 slot jackpot?", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 1200}},
		{query: "W-2G on $6,000 from a poker tournament", intent: W2GRule, params: params{"game_type": "poker", "amount_won": 6000}},
		{query: "do I need a W-2G for $700 at craps", intent: W2GRule, params: params{"game_type": "craps", "amount_won": 700}},

		// Comps predicted at one casino.
		{query: "comps I can expect from Yavapai Casino", intent: CompPredict, params: params{"casino_name": "Yavapai Casino"}},
		{query: "What will Golden Nugget Cripple Creek likely offer me?", intent: CompPredict, params: params{"casino_name": "Golden Nugget Cripple Creek"}},
		{query: "predicted offer at Seven Clans Casino Thief River Falls", intent: CompPredict, params: params{"casino_name": "Seven Clans Casino Thief River Falls"}},

		// The next tier at one casino.
		{query: "next tier at Route 66 Casino Hotel", intent: TierProgress, params: params{"casino_name": "Route 66 Casino Hotel"}},
		{query: "How close am I to the next tier at Isle of Capri Casino Hotel Lula?", intent: TierProgress, params: params{"casino_name": "Isle of Capri Casino Hotel Lula"}},
		{query: "points to my next level at Clearwater River Casino & Lodge", intent: TierProgress, params: params{"casino_name": "Clearwater River Casino & Lodge"}},

		// Casinos near a town, and a state's casinos with a hotel.
		{query: "casinos near Hobbs", intent: FindCasinos, params: params{"near": "Hobbs, NM"}},
		{query: "What casinos are around Anderson, Indiana?", intent: FindCasinos, params: params{"near": "Anderson, IN"}},
		{query: "casinos within 40 miles of Mulvane", intent: FindCasinos, params: params{"near": "Mulvane, KS", "radius_km": 64.4}},
		{query: "Is there a casino near Walthill?", intent: FindCasinos, params: params{"near": "Walthill, NE"}},
		{query: "Which Iowa casinos offer a hotel?", intent: FindCasinos, params: params{"state": "IA", "has_hotel": true}},
		{query: "colorado casinos with hotels", intent: FindCasinos, params: params{"state": "CO", "has_hotel": true}},
		{query: "Show me Wisconsin casinos that have a hotel.", intent: FindCasinos, params: params{"state": "WI", "has_hotel": true}},

		// Budgets and session limits, proposed.
		{query: "bump my weekly budget down to $275", intent: SetBudget, params: params{"period": "week", "amount": 275}},
		{query: "Cap my monthly gambling at $900.", intent: SetBudget, params: params{"period": "month", "amount": 900}},
		{query: "limit me to $60 a day", intent: SetBudget, params: params{"period": "day", "amount": 60}},
		{query: "Set a session limit of 45 minutes.", intent: SetSessionLimit, params: params{"max_minutes": 45}},
		{query: "keep every session under 2 hours", intent: SetSessionLimit, params: params{"max_minutes": 120}},

		// Help lines and self-exclusion.
		{query: "gambling hotline for Indiana", intent: RGHelp, params: params{"topic": "helpline", "state": "IN"}},
		{query: "Who do I call about a gambling problem in Pennsylvania?", intent: RGHelp, params: params{"topic": "helpline", "state": "PA"}},
		{query: "Phone number for a gambling help line, please.", intent: RGHelp, params: params{"topic": "helpline"}},
		{query: "self-exclusion in Illinois", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "IL"}},
		{query: "How do I self-exclude in Maryland?", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "MD"}},
		{query: "self-exclusion program for Louisiana casinos", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "LA"}},

		// A tier match from a named tier.
		{query: "best status match for a Boyd Onyx card", intent: TierMatchPaths, params: params{"program": "Boyd Rewards"}, tier: "Onyx"},
		{query: "Where can my WinStar Elite status match to?", intent: TierMatchPaths, params: params{"program": "WinStar Club Passport"}, tier: "Elite"},
		{query: "Can I match Genting Tier 4 over to Boyd Rewards?", intent: TierMatchPaths, params: params{"program": "Genting Rewards", "to_program": "Boyd Rewards"}, tier: "Tier 4"},

		// The player's records: trips, sessions, vouchers, offers,
		// W-2Gs, the tax summary, the bankroll and hosts.
		{query: "my trips to Hollywood Casino Tunica", intent: MyTrips, params: params{"casino_name": "Hollywood Casino Tunica"}},
		{query: "Show the trips I took in 2025.", intent: MyTrips, params: params{"from": "2025-01-01", "to": "2025-12-31"}},
		{query: "craps sessions I logged in March", intent: MySessions, params: params{"game_type": "craps", "from": "2026-03-01", "to": "2026-03-31"}},
		{query: "Show my sessions at Quechan Paradise Casino.", intent: MySessions, params: params{"casino_name": "Quechan Paradise Casino"}},
		{query: "expired vouchers on my account", intent: MyVouchers, params: params{"status": "expired"}},
		{query: "offers from Grand Portage Lodge & Casino", intent: MyOffers, params: params{"casino_name": "Grand Portage Lodge & Casino"}},
		{query: "Which W-2Gs came to me during 2025?", intent: MyW2Gs, params: params{"tax_year": 2025}},
		{query: "summary of my gambling taxes for 2024", intent: TaxSummary, params: params{"tax_year": 2024}},
		{query: "What's left in my bankroll as of today?", intent: Bankroll, params: params{}},
		{query: "List the casino hosts I'm connected to.", intent: MyHosts, params: params{}},
		{query: "Who are the hosts I'm linked up with?", intent: MyHosts, params: params{}},

		// Unknown: off topic, with a town of the directory in it.
		{query: "rental cars in Lula", intent: Unknown, params: params{}},
		{query: "Is it snowing in Thief River Falls?", intent: Unknown, params: params{}},
		{query: "good hiking around Cripple Creek, Colorado", intent: Unknown, params: params{}},

		// Unknown: facts nothing keeps.
		{query: "What's the dress code at Santa Ana Star Casino?", intent: Unknown, params: params{}},
		{query: "buffet hours at Wild Rose Casino and Resort Emmetsburg", intent: Unknown, params: params{}},

		// Unknown: someone else's records.
		{query: "Show my wife's trips to Yavapai Casino.", intent: Unknown, params: params{}},
		{query: "show my brother's W-2G forms from 2024", intent: Unknown, params: params{}},

		// Unknown: advice.
		{query: "Should I split eights against a dealer ace?", intent: Unknown, params: params{}},
		{query: "which slot machine should I play tonight", intent: Unknown, params: params{}},

		// Unknown: two asks in one.
		{query: "show my vouchers and my offers", intent: Unknown, params: params{}},
	}
}
