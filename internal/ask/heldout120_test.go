package ask

import "testing"

// heldOutHundredTwentieth is the hundred-and-twentieth held-out part,
// written blind and committed BEFORE its first run: by someone who had
// read only the service spec and the action catalog
// (/work/shared/spec/service-spec.md and actions.md, both whole), the
// README's lines 89-155 (the directory's curl examples: q, state, type,
// has_rewards, program, near, radius_km, has_hotel, paging) and 428-480
// (the section on /ask), the shipped data through short python3 scripts
// of its own (casinos.csv: name, town, state, type, has_hotel, brand,
// tribal nation, and for three casinos hotel rooms, slot and table
// counts and opened year; rewards_programs.json: every program with its
// tiers and thresholds; the header lines of program_properties.csv and
// us_cities.csv, and us_cities.csv searched for the towns used here), the
// whole of the twenty-ninth held-out part and the first eighty lines of
// the twenty-eighth (its header), the block of intent constants of ask.go
// (printed by a script from "const (" to the first ")" after it), the
// expectation type (lines 1-18 of heldout_test.go), the slugOf and
// programID functions of ask_test.go (printed by a script, nothing else)
// and the first and last twenty lines of heldOutParts in score_test.go;
// and the subject of the newest commit (git log -1), which names a few
// of the rules' helpers and files (the slip and edit helpers, the third
// person's records check in checks.go) and quotes no phrase. A listing of
// data/ and the first lines of casinos.csv and rewards_programs.json were
// printed too, and candidate towns, casinos, brands and nations were
// counted in this package's test files by a grep printing file names
// only, to prefer those few earlier files name. Never the rules of this
// package, the tuning phrases or any other held-out part.
//
// Checked against data/ with scripts: every casino (Saracen Casino
// Resort, Hard Rock Casino Northern Indiana, WinnaVegas Casino Resort,
// Native Lights Casino, River Spirit Casino, Downstream Casino Resort,
// Plainridge Park Casino, Zia Park Casino Hotel Racetrack, Little Six
// Casino, Riverstar Casino), every town with its
// state (Fallon, NV; Devol, OK; Cabazon, CA: each in one state of the
// directory and in no other state of us_cities.csv; Biloxi and Reno for
// the off-topic lines), every state searched (ND, WV, MS, KS, AZ, OH), the
// nation as the directory spells it (Quapaw Nation, three casinos), the
// family (Desert Diamond, three casinos, all in AZ), the brand (PENN
// Entertainment, four casinos in OH), the programs (Caesars Rewards, Boyd
// Rewards, Genting Rewards, MGM Rewards) and every tier (Diamond Elite
// 75,000, Onyx 50,000, Tier 4 25,000, Emerald 15,000; Gold is both
// Caesars Rewards' entry tier and MGM Rewards' 75,000-credit tier, the
// reason "gold tier credits" is ambiguous). Hard Rock names twelve
// casinos and a program's name, the reason "hard rock 2025" is.
//
// Wording: each whole message was checked with a case-insensitive
// fixed-string grep (file names only, never opened) over every test file
// of this package; the messages have no closing mark, so the check with
// and without one is the same. Thirteen were found and replaced ("north
// dakota casinos", "boyd rewards tiers", "boyd onyx threshold", "keno
// house edge", "session limit 2 hours", "my current limits", "my tier
// status all casinos", "status match boyd emerald to caesars", "my host
// connections", "my open vouchers", "total w2g winnings 2025",
// "bankroll balance", "weekly budget"), and the replacements and the
// whole sixty were checked again: none is found now. None of the
// brief's own examples ("borgata hotel", "keno w2g threshold", "weekly
// budget 300", "host korean", ...) is used.
//
// Its theme is a CONTROL part in a NEW REGISTER: terse keyword queries, as
// typed into a search box, with no verb, no question mark, two to six
// words, lower case, words in any order ("fallon casinos", "saracen
// casino opened", "genting tier 4 points", "comps craps $15 4 hours",
// "my blackjack sessions march"). 48 of 60 expect an answer and every
// area is covered: searches by town, radius, state, type, hotel (by state
// and near a town), rewards, nation, family and brand; three casinos'
// details; the programs, one ladder and three tiers' thresholds; two
// games' facts; the W-2G rule twice; a help line and self-exclusion by
// state; a monthly and a daily budget and a session limit (proposed) and
// the limits read; a comp prediction at one casino, for all, and an
// estimate; tier progress, the player's tiers, tier-match suggestions and
// a path; hosts by language, at a casino, and the player's own; trips,
// sessions, visits, vouchers, offers, expiring offers, W-2Gs and their
// total, the tax summary and the bankroll. 12 expect Unknown: two
// off-topic lines with a place (Biloxi weather, a Reno car rental), two
// facts nothing keeps (a casino's parking, a casino's dress code), two
// other people's records (a husband's W-2Gs, a dad's tier status), four
// lines whose few words could mean different asks (Gold of two programs,
// "offers 30", a bare "budget weekly" and "hard rock 2025"), and two asks
// in one line (a game's house edge with the W-2G rule; trips with
// vouchers). No answered line lacks a field its intent needs, so none
// expects a missing field.
//
// It follows the twenty-ninth part's conventions: a casino named for a
// player action keeps the name as typed; a host filter by casino is the
// typed words and the directory's name when they name exactly one
// casino, with no parameter; a radius in miles is in kilometres to one
// decimal (40 miles is 64.4); a year named for the player's records is
// that calendar year and a month named without a year its latest one up
// to today, 2026-05-14 ("march" is 2026-03, "last year" 2025); a town
// typed without its state is near the directory's town with its state; a
// state named is the state; a family's or brand's casinos in a state are
// the state with q its name as the directory spells it; a tier named
// with its program is not ambiguous; a casino's details answer whatever
// the directory keeps about it; a limit of money in a period is a
// budget; off-topic lines are Unknown. Its own choices, where those are
// silent:
//   - A name typed in lower case for a player action keeps its case
//     ("river spirit", "plainridge park", "zia park", "downstream
//     casino"): "as typed" taken literally; the host filter likewise
//     holds the typed "native lights" beside "Native Lights Casino".
//   - A terse line with a figure and a period or unit is a change to
//     propose: "monthly budget 1000" is a monthly budget of 1000, "daily
//     loss limit $75" a daily budget of 75 (a loss limit per period is a
//     budget), "2 hour session limit" a session limit of 120 minutes; the
//     README proposes a budget merely stated, and the figure says what
//     to set, since a look-up would not name one. With no figure, a
//     line is a look-up only when a word says so ("limits currently
//     set"); the bare "budget weekly" could be reading or setting a
//     weekly budget (with its amount missing), so it is Unknown.
//   - "nation", "family" and "brand" keep the directory's spelling in q
//     ("Quapaw Nation", "Desert Diamond", "PENN Entertainment").
//   - "slot jackpot 1300 w2g" is the rule for slots with amount_won 1300;
//     "poker tournament w-2g threshold" the rule for poker.
//   - "genting tier 4 points" is the threshold of Tier 4 in Genting
//     Rewards, "onyx boyd requirement" of Onyx in Boyd Rewards, "caesars
//     diamond elite tier credits" of Diamond Elite in Caesars Rewards.
//   - "boyd emerald status match to caesars" is the path from Boyd
//     Rewards' Emerald to Caesars Rewards; "status match suggestions"
//     (no program named) is the player's suggestions.
//   - "casino visit log" is the player's visits, "my hosts list" the
//     player's hosts, "my vouchers open" the vouchers with status open,
//     "offers expiring 14 days" expiring offers within 14 days.
//   - "offers 30" could be 30 days, $30 or thirty offers, and "hard rock
//     2025" names no record and a dozen casinos: both Unknown.
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at ddeb1cd, after every round of the session before it and
// one probe fix of this session's, c7dbfa0, and no rule changed for it)
// scored 54 of 60 correct (90.0%): precision 91.7% (44 of 48 answers
// right), recall 91.7% (44 of 48 answerable), 2 declined and 4 wrong. No
// expectation was changed after it. The wrong ones: "slot jackpot 1300
// w2g" (the rule for slots with the amount dropped), "offers expiring 14
// days" (the expiring offers of the default week), "husband w2gs 2025"
// (the player's own W-2Gs of 2025) and "offers 30" (the player's offers,
// the number unread).
//
// After its fix round (2026-11-25, branch fix-120, tuningPart120):
// 60/60, 0 wrong, 0 declined; no expectation was changed, and the part
// is barred. The general rules added: in a line naming the W-2G, a
// number right after a win named as a noun is its amount
// (winNounFormed: "jackpot 1300"); a number and its unit right after an
// expiry verb are the offers' window (termAfterExpiry: "expiring 14
// days"); a line opening with a relative and no word of the asker's own
// asks the relative's records (relativeOpens); a number in figures no
// rule read declines a question of the player's records (unreadNumber:
// "offers 30"); limits said to be in force with nothing else named are
// the player's limits (limitsInForceNamed); status or tier matches
// suggested, with no program named, are the asker's suggestions
// (suggestionWords). No expectation is believed wrong.
func heldOutHundredTwentieth(t testing.TB) []expectation {
	return []expectation{
		// The directory: by town, radius, hotel near a town, state, type,
		// hotel in a state, rewards, nation, family and brand.
		{query: "fallon casinos", intent: FindCasinos, params: params{"near": "Fallon, NV"}},
		{query: "casinos 40 miles devol", intent: FindCasinos, params: params{"near": "Devol, OK", "radius_km": 64.4}},
		{query: "hotel casinos near cabazon", intent: FindCasinos, params: params{"near": "Cabazon, CA", "has_hotel": true}},
		{query: "north dakota casino list", intent: FindCasinos, params: params{"state": "ND"}},
		{query: "racinos west virginia", intent: FindCasinos, params: params{"state": "WV", "type": "racino"}},
		{query: "mississippi casinos with hotel", intent: FindCasinos, params: params{"state": "MS", "has_hotel": true}},
		{query: "kansas casinos with rewards", intent: FindCasinos, params: params{"state": "KS", "has_rewards": true}},
		{query: "quapaw nation casinos", intent: FindCasinos, params: params{"q": "Quapaw Nation"}},
		{query: "desert diamond casinos arizona", intent: FindCasinos, params: params{"state": "AZ", "q": "Desert Diamond"}},
		{query: "penn entertainment casinos ohio", intent: FindCasinos, params: params{"state": "OH", "q": "PENN Entertainment"}},

		// One casino's details, whichever field the keywords name.
		{query: "saracen casino opened", intent: CasinoDetail, params: params{"slug": slugOf(t, "Saracen Casino Resort")}},
		{query: "hard rock northern indiana table games", intent: CasinoDetail, params: params{"slug": slugOf(t, "Hard Rock Casino Northern Indiana")}},
		{query: "winnavegas hotel rooms", intent: CasinoDetail, params: params{"slug": slugOf(t, "WinnaVegas Casino Resort")}},

		// Programs: the list, one ladder, three tiers' thresholds.
		{query: "loyalty programs all", intent: ListPrograms, params: params{}},
		{query: "boyd rewards levels list", intent: ProgramDetail, params: params{"id": programID(t, "Boyd Rewards")}},
		{query: "caesars diamond elite tier credits", intent: TierRequirement, params: params{"id": programID(t, "Caesars Rewards")}, tier: "Diamond Elite"},
		{query: "onyx boyd requirement", intent: TierRequirement, params: params{"id": programID(t, "Boyd Rewards")}, tier: "Onyx"},
		{query: "genting tier 4 points", intent: TierRequirement, params: params{"id": programID(t, "Genting Rewards")}, tier: "Tier 4"},

		// Game facts and the W-2G rule.
		{query: "house edge keno", intent: GameFacts, params: params{"game_type": "keno"}},
		{query: "craps rolls per hour", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "slot jackpot 1300 w2g", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 1300}},
		{query: "poker tournament w-2g threshold", intent: W2GRule, params: params{"game_type": "poker"}},

		// Responsible-gaming help by state.
		{query: "gambling helpline arizona", intent: RGHelp, params: params{"topic": "helpline", "state": "AZ"}},
		{query: "self exclusion indiana", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "IN"}},

		// The player's limits: terse changes with a figure (proposed) and
		// the limits read.
		{query: "monthly budget 1000", intent: SetBudget, params: params{"period": "month", "amount": 1000}},
		{query: "daily loss limit $75", intent: SetBudget, params: params{"period": "day", "amount": 75}},
		{query: "2 hour session limit", intent: SetSessionLimit, params: params{"max_minutes": 120}},
		{query: "limits currently set", intent: MyLimits, params: params{}},

		// Comps: predicted at one casino and for all, and estimated.
		{query: "predicted offer river spirit", intent: CompPredict, params: params{"casino_name": "river spirit"}},
		{query: "offer predictions all casinos", intent: CompPredictAll, params: params{}},
		{query: "comps craps $15 4 hours", intent: CompEstimate, params: params{"game_type": "craps", "avg_bet": 15, "hours": 4}},

		// Tiers: progress at one casino, the player's tiers, tier matches.
		{query: "tier progress downstream casino", intent: TierProgress, params: params{"casino_name": "downstream casino"}},
		{query: "my tiers every casino", intent: MyTiers, params: params{}},
		{query: "status match suggestions", intent: TierMatchSuggestions, params: params{}},
		{query: "boyd emerald status match to caesars", intent: TierMatchPaths, params: params{"program": "Boyd Rewards", "to_program": "Caesars Rewards"}, tier: "Emerald"},

		// Hosts by language, at a casino, and the player's own.
		{query: "host spanish speaking", intent: FindHosts, params: params{"language": "Spanish"}},
		{query: "hosts native lights", intent: FindHosts, params: params{}, filter: []string{"native lights", "Native Lights Casino"}},
		{query: "my hosts list", intent: MyHosts, params: params{}},

		// The player's records.
		{query: "my trips plainridge park 2024", intent: MyTrips, params: params{"casino_name": "plainridge park", "from": "2024-01-01", "to": "2024-12-31"}},
		{query: "my blackjack sessions march", intent: MySessions, params: params{"game_type": "blackjack", "from": "2026-03-01", "to": "2026-03-31"}},
		{query: "casino visit log", intent: MyVisits, params: params{}},
		{query: "my vouchers open", intent: MyVouchers, params: params{"status": "open"}},
		{query: "my offers zia park", intent: MyOffers, params: params{"casino_name": "zia park"}},
		{query: "offers expiring 14 days", intent: ExpiringOffers, params: params{"within_days": 14}},
		{query: "w2g forms 2024", intent: MyW2Gs, params: params{"tax_year": 2024}},
		{query: "2025 w2g winnings total", intent: W2GTotal, params: params{"tax_year": 2025}},
		{query: "tax summary last year", intent: TaxSummary, params: params{"tax_year": 2025}},
		{query: "current bankroll amount", intent: Bankroll, params: params{}},

		// Off topic, with a place.
		{query: "biloxi weather forecast", intent: Unknown, params: params{}},
		{query: "reno car rental", intent: Unknown, params: params{}},

		// Facts nothing keeps.
		{query: "little six casino parking", intent: Unknown, params: params{}},
		{query: "riverstar casino dress code", intent: Unknown, params: params{}},

		// Other people's records.
		{query: "husband w2gs 2025", intent: Unknown, params: params{}},
		{query: "dad tier status", intent: Unknown, params: params{}},

		// Too few words to tell the ask: Gold of two programs, a bare
		// number, a change or a look-up, a brand and a year.
		{query: "gold tier credits", intent: Unknown, params: params{}},
		{query: "offers 30", intent: Unknown, params: params{}},
		{query: "budget weekly", intent: Unknown, params: params{}},
		{query: "hard rock 2025", intent: Unknown, params: params{}},

		// Two asks in one line.
		{query: "craps house edge w2g threshold", intent: Unknown, params: params{}},
		{query: "my trips and vouchers 2025", intent: Unknown, params: params{}},
	}
}
