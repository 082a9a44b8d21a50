package ask

import "testing"

// heldOutHundredThird is a hundred-and-third held-out part, written blind
// and committed BEFORE its first run: by someone who had read only the
// service spec and the action catalog (both whole), lines 89-155 and
// 428-480 of the README (the curl examples of the directory's query
// parameters and the section on /ask), the shipped data through short
// python3 scripts (casinos.csv: names, towns, states, types, has_hotel,
// brands and tribal nations, its header row, and the few casinos that
// keep slot machines, table games, an opening year or hotel rooms;
// rewards_programs.json: programs with brand, property and the tiers'
// names and thresholds, the first entry's opening printed raw;
// program_properties.csv; us_cities.csv for the towns used; a listing of
// data/ was printed too),
// the whole of the twenty-ninth held-out part and the first eighty lines
// of the twenty-eighth (its header), the first const block of ask.go (the
// intent constants, printed by a script from "const (" to its first ")"),
// the expectation type (lines 1-18 of heldout_test.go), the slugOf and
// programID functions of ask_test.go (found by grep -n, printed alone) and
// the heldOutParts function of score_test.go, and the subject of the
// branch's newest commit (git log -1). Never the rules of this package,
// the tuning phrases or the other held-out parts. Every casino, program,
// tier, town, state, brand and nation used was checked against data/ with
// a script. Of the casino names, these name exactly one casino (a
// case-insensitive fragment count over the directory's names):
// "Borgata", "Turning Stone", "Mount Airy", "Valley Forge Casino",
// "Hollywood Casino Toledo", "Wind Creek Bethlehem", "Potawatomi Hotel &
// Casino", "Rivers Casino Pittsburgh", "JACK Cleveland Casino", "WarHorse
// Casino Omaha" and "Tulalip Resort Casino" ("Potawatomi" alone names
// two, so it is typed whole). The host language, Spanish, cannot be
// checked against the data (the shipped data has no hosts); a count of
// the test files naming it (file names only) showed earlier parts ask for
// it.
//
// Its wording is new: each whole message (all are one sentence) was
// checked with a case-insensitive fixed-string grep (file names only)
// against every test file of this package, with and without its closing
// mark. Of the first draft's sixty, thirty-six were found there and
// replaced (short phrases in this register are often already in the
// corpus: "casinos near Tulsa", "House edge of craps?", "bankroll
// balance?", "my open vouchers", "What does Onyx at Boyd take?" and the
// like); thirty-six of the replacements tried were found too and passed
// over; one more ("casinos within 40 miles of Shreveport") was changed for
// variety, not because it was found. None of the sixty is there now.
//
// Its theme is a forty-fifth CONTROL part in the issue's own register:
// sixty short, direct questions, one sentence each, asked the way the
// issue's examples are asked ("What does Diamond at Caesars take?",
// "House edge of roulette?", "Set my daily budget to $100.", "Weather in
// Vegas?", "best tier match for my MGM Pearl", "comps I can expect at
// Caesars", "W-2G threshold for keno", "self-exclusion in New Jersey",
// "host at Caesars Palace", "next tier at Caesars Palace", "casinos near
// Las Vegas", "Which casinos in Nevada have a hotel?", "gambling help
// line"): some lower-case fragments with no closing mark, some full
// questions, but with other casinos, games, amounts, states, tiers and
// programs than the issue uses (Boyd Rewards, Genting Rewards, WinStar
// Club Passport; Sapphire, Tier 3, Onyx; craps, baccarat, video poker,
// slots, poker; Missouri, Michigan, Pennsylvania, Indiana, Kansas, Iowa,
// Colorado). Every area is covered: place, near, radius, hotel, type,
// rewards, brand and nation searches, casino details, the program list, a
// ladder and two tiers' thresholds, game facts, the W-2G rule (with and
// without an amount), help lines and self-exclusion, budgets and a session
// limit (proposed) and the limits read, comp predictions (one casino and
// all) and an estimate, tier progress, the player's tiers, a tier-match
// path and suggestions, hosts (at a casino, by language, the player's
// own), trips (at a casino last year, all this year), sessions, visits,
// vouchers, offers and expiring offers, W-2G lists and totals, the tax
// summary and the bankroll. 50 of 60 expect an answer and 10 expect
// Unknown: two off topic with a place name (the weather in Deadwood, a
// golf course near Tunica), three facts nothing keeps (a dress code, a
// poker room's hours, tonight's room rate), two other people's records (a
// husband's tier, a father's W-2Gs) and three with two asks in one (two
// limits, two games' house edges, vouchers and bankroll). No question
// lacks a field its intent needs, so none expects a missing field.
//
// It follows the twenty-ninth and twenty-eighth parts' conventions (a
// casino named for a player action keeps the name as typed: "Mount Airy",
// "Wind Creek Bethlehem", "Hollywood Casino Toledo", "Potawatomi Hotel &
// Casino"; a host filter by casino is the typed words and the directory's
// name when the words name exactly one casino, with no parameter; a radius
// in miles is in kilometres to one decimal, 40 miles = 64.4 km; a year
// named for the player's records is that calendar year, "last year" 2025
// and "this year" 2026-01-01..2026-12-31; a month named without a year is
// its latest one up to today, 2026-05-14, so April is April 2026; a town
// typed without its state is near the directory's town with its state;
// "in <town>" is near that town and "in <state>" is the state; a family's
// casinos in a state are the state with q the family's name as the
// directory spells it ("Boyd Gaming"); a tier named with its program (or
// the program's short name, as the "Diamond at Caesars") is not
// ambiguous; a casino's details answer what the directory keeps about it,
// whichever field is asked for; a limit of money in a period is a budget;
// off-topic questions, details no answer says and another person's
// records are Unknown, and two asks in one are declined). Its own choices,
// where those are silent:
//   - "casinos around <town>" is near that town, like "near";
//   - "Which casinos does the Poarch Band of Creek Indians own?" is a
//     search with q the nation's name as the directory spells it, no state
//     (the README's "which casinos does the Chickasaw Nation own");
//   - "best tier match for my Boyd Onyx" is the tier-match path from Boyd
//     Rewards' Onyx with no target program (the issue's "best tier match
//     for my MGM Pearl" form), params only the source program;
//   - "What does Tier 3 at Genting take?" is Genting Rewards' tier "Tier
//     3" (the directory's own tier name);
//   - "Does a $6,000 poker tournament win get a W-2G?" is the rule for
//     poker with amount_won 6000; "W-2G threshold for a slot jackpot" is
//     the rule for slots with no amount;
//   - "gambling addiction help line?" is the helpline with no state;
//   - "a host fluent in Spanish" is find_hosts in Spanish;
//   - "my open ticket vouchers" is the vouchers with status "open";
//   - "What's in my bankroll today?" is the bankroll ("today" adds no
//     date: the bankroll takes none);
//   - "When did WarHorse Casino Omaha open?", "How many slot machines at
//     Rivers Casino Pittsburgh?" and "Table games at JACK Cleveland
//     Casino?" ask fields the directory keeps for those casinos, so they
//     are details, while "Dress code at Borgata?", "Is the poker room at
//     Turning Stone open late?" and "Room rate at Tulalip Resort Casino
//     tonight?" ask what nothing keeps and are Unknown.
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at fa8472e, after every round of the session before it,
// and no rule changed for it) scored 59 of 60 correct (98.3%): precision
// 100.0% (49 of 49 answers right), recall 98.0% (49 of 50 answerable), 1
// declined and none wrong, and it was barred on its first run. No
// expectation was changed after it. Declined: "House edge of a craps pass
// line bet?".
func heldOutHundredThird(t testing.TB) []expectation {
	return []expectation{
		// The directory: near a town, a radius, hotel, type, rewards,
		// a brand and an owning nation.
		{query: "casinos around Bossier City", intent: FindCasinos, params: params{"near": "Bossier City, LA"}},
		{query: "Which Missouri casinos have a hotel?", intent: FindCasinos, params: params{"state": "MO", "has_hotel": true}},
		{query: "casinos within 40 miles of Dubuque", intent: FindCasinos, params: params{"near": "Dubuque, IA", "radius_km": 64.4}},
		{query: "tribal casinos in Michigan", intent: FindCasinos, params: params{"state": "MI", "type": "tribal"}},
		{query: "Are there racinos in Pennsylvania?", intent: FindCasinos, params: params{"state": "PA", "type": "racino"}},
		{query: "Boyd Gaming casinos in Indiana", intent: FindCasinos, params: params{"state": "IN", "q": "Boyd Gaming"}},
		{query: "Which Kansas casinos have a rewards program?", intent: FindCasinos, params: params{"state": "KS", "has_rewards": true}},
		{query: "casinos in West Wendover", intent: FindCasinos, params: params{"near": "West Wendover, NV"}},
		{query: "Which casinos does the Poarch Band of Creek Indians own?", intent: FindCasinos, params: params{"q": "Poarch Band of Creek Indians"}},

		// One casino's details.
		{query: "How many slot machines at Rivers Casino Pittsburgh?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Rivers Casino Pittsburgh")}},
		{query: "Table games at JACK Cleveland Casino?", intent: CasinoDetail, params: params{"slug": slugOf(t, "JACK Cleveland Casino")}},
		{query: "When did WarHorse Casino Omaha open?", intent: CasinoDetail, params: params{"slug": slugOf(t, "WarHorse Casino Omaha")}},
		{query: "Does Tulalip Resort Casino have a hotel?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Tulalip Resort Casino")}},

		// Programs: the list, a ladder, two tiers' thresholds.
		{query: "Which loyalty programs do you track?", intent: ListPrograms, params: params{}},
		{query: "WinStar Club Passport tier list", intent: ProgramDetail, params: params{"id": programID(t, "WinStar Club Passport")}},
		{query: "What does Sapphire at Boyd take?", intent: TierRequirement, params: params{"id": programID(t, "Boyd Rewards")}, tier: "Sapphire"},
		{query: "What does Tier 3 at Genting take?", intent: TierRequirement, params: params{"id": programID(t, "Genting Rewards")}, tier: "Tier 3"},

		// Game facts and the W-2G rule.
		{query: "House edge of a craps pass line bet?", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "Hands per hour at a baccarat table?", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "Payback of video poker?", intent: GameFacts, params: params{"game_type": "video_poker"}},
		{query: "W-2G threshold for a slot jackpot", intent: W2GRule, params: params{"game_type": "slots"}},
		{query: "Does a $6,000 poker tournament win get a W-2G?", intent: W2GRule, params: params{"game_type": "poker", "amount_won": 6000}},

		// Responsible-gaming help.
		{query: "self-exclusion program for Iowa", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "IA"}},
		{query: "gambling help line in Colorado", intent: RGHelp, params: params{"topic": "helpline", "state": "CO"}},
		{query: "gambling addiction help line?", intent: RGHelp, params: params{"topic": "helpline"}},

		// The player's limits: changes proposed, and the limits read.
		{query: "Set my weekly budget to $275.", intent: SetBudget, params: params{"period": "week", "amount": 275}},
		{query: "Limit my sessions to 100 minutes.", intent: SetSessionLimit, params: params{"max_minutes": 100}},
		{query: "Set my monthly budget to $1,200.", intent: SetBudget, params: params{"period": "month", "amount": 1200}},
		{query: "What are my current limits?", intent: MyLimits, params: params{}},

		// Comps: predicted at one casino and at all, and estimated.
		{query: "comps I can expect at Hollywood Casino Toledo", intent: CompPredict, params: params{"casino_name": "Hollywood Casino Toledo"}},
		{query: "predicted comps across every casino I play", intent: CompPredictAll, params: params{}},
		{query: "Comps for 5 hours of $12 craps?", intent: CompEstimate, params: params{"game_type": "craps", "avg_bet": 12, "hours": 5}},

		// Tiers: the next tier at one casino, the player's tiers, a
		// tier-match path and suggestions.
		{query: "next tier at Mount Airy", intent: TierProgress, params: params{"casino_name": "Mount Airy"}},
		{query: "my tiers at every casino", intent: MyTiers, params: params{}},
		{query: "best tier match for my Boyd Onyx", intent: TierMatchPaths, params: params{"program": "Boyd Rewards"}, tier: "Onyx"},
		{query: "Which programs would status match my tiers?", intent: TierMatchSuggestions, params: params{}},

		// Hosts at a casino, by language, and the player's own.
		{query: "host at Valley Forge Casino", intent: FindHosts, params: params{}, filter: []string{"Valley Forge Casino", "Valley Forge Casino Resort"}},
		{query: "a host fluent in Spanish", intent: FindHosts, params: params{"language": "Spanish"}},
		{query: "Who's my assigned host?", intent: MyHosts, params: params{}},

		// The player's records.
		{query: "my trips to Wind Creek Bethlehem last year", intent: MyTrips, params: params{"casino_name": "Wind Creek Bethlehem", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "trips I've logged this year", intent: MyTrips, params: params{"from": "2026-01-01", "to": "2026-12-31"}},
		{query: "my craps sessions in April", intent: MySessions, params: params{"game_type": "craps", "from": "2026-04-01", "to": "2026-04-30"}},
		{query: "Show my check-ins at casinos.", intent: MyVisits, params: params{}},
		{query: "my open ticket vouchers", intent: MyVouchers, params: params{"status": "open"}},
		{query: "offers from Potawatomi Hotel & Casino", intent: MyOffers, params: params{"casino_name": "Potawatomi Hotel & Casino"}},
		{query: "offers expiring in the next 45 days", intent: ExpiringOffers, params: params{"within_days": 45}},
		{query: "list my W-2Gs from 2024", intent: MyW2Gs, params: params{"tax_year": 2024}},
		{query: "W-2G total for 2022", intent: W2GTotal, params: params{"tax_year": 2022}},
		{query: "gambling tax summary for 2023", intent: TaxSummary, params: params{"tax_year": 2023}},
		{query: "What's in my bankroll today?", intent: Bankroll, params: params{}},

		// Unknown: off topic with a place name.
		{query: "Weather in Deadwood tomorrow?", intent: Unknown, params: params{}},
		{query: "Best golf course near Tunica?", intent: Unknown, params: params{}},

		// Unknown: facts nothing keeps.
		{query: "Dress code at Borgata?", intent: Unknown, params: params{}},
		{query: "Is the poker room at Turning Stone open late?", intent: Unknown, params: params{}},
		{query: "Room rate at Tulalip Resort Casino tonight?", intent: Unknown, params: params{}},

		// Unknown: another person's records.
		{query: "my husband's tier at Mount Airy", intent: Unknown, params: params{}},
		{query: "my dad's W-2Gs from 2025", intent: Unknown, params: params{}},

		// Unknown: two asks in one.
		{query: "Set my daily budget to $75 and my session limit to 90 minutes.", intent: Unknown, params: params{}},
		{query: "House edge of craps and blackjack?", intent: Unknown, params: params{}},
		{query: "Show my vouchers and my bankroll.", intent: Unknown, params: params{}},
	}
}
