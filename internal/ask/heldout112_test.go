package ask

import "testing"

// heldOutHundredTwelfth is a hundred-and-twelfth held-out part, written
// blind and committed BEFORE its first run: by someone who had read only
// the service spec and the action catalog (../shared/spec/service-spec.md
// and actions.md, both whole), lines 89-155 and 428-480 of the README (the
// directory's curl examples and the section on /ask), the whole of the
// twenty-ninth held-out part and the first eighty lines of the
// twenty-eighth (its header), the block of intent constants of ask.go
// (printed by a script from "const (" to the first ")"), the expectation
// type (lines 1-18 of heldout_test.go), the slugOf and programID helpers
// of ask_test.go (found with grep -n, only those two functions printed),
// the heldOutParts function of score_test.go, and the subject of the last
// commit (git log -1). The shipped data was read only through short
// python3 scripts listing casinos (name, town, state, type, hotel, brand,
// tribal nation), the programs with their tiers and thresholds
// (rewards_programs.json), program_properties.csv and us_cities.csv; a
// listing of data/ and the first three lines of each of its csv files
// were printed too. Never the rules of this package, the tuning phrases
// or the other held-out parts.
//
// Every name used was checked against data/ with a script. Each of these
// words names exactly one directory casino (a case-insensitive fragment
// of one casino's name and of no other's): Turning Stone (Turning Stone
// Resort & Casino), Beau Rivage (Beau Rivage Resort & Casino), Mystic Lake
// (Mystic Lake Casino Hotel), Soaring Eagle (Soaring Eagle Casino and
// Resort), Chumash (Chumash Casino Resort), Coushatta, Grand Sierra,
// Tulalip, Atlantis, Circa, Borgata and Pechanga. "Wind Creek" names five
// casinos, three of them in Alabama. The towns are each a directory town
// of one state only: Kinder (LA), Tulsa (OK), Gulfport (MS), Natchez
// (MS), Tunica (MS), Shreveport (LA) and Albuquerque (NM). The programs
// and tiers are in rewards_programs.json: True Rewards, Boyd Rewards
// (Onyx, Emerald), WinStar Club Passport (Premier, Elite) and Genting
// Rewards (Tier 4). Indiana has casinos with a hotel, Michigan tribal
// casinos, and Colorado casinos in a rewards program (program_properties).
//
// Its wording is new: each whole message was checked with a
// case-insensitive fixed-string grep (file names only, grep -rilF)
// against every test file of this package, with and without its closing
// mark, and the files it was found in were not opened. Of the first
// draft's sixty, thirty-five were found and rewritten; twenty-one of those
// rewrites were found too and rewritten again, then five, then one: 62
// replacements in all (among them "casinos near Shreveport", "Which
// casinos in Iowa have a hotel?", "self-exclusion in Indiana", "Set my
// weekly budget to $250.", "my tier status", "bankroll balance?", "Weather
// in Reno?"). None of the sixty below is found there now.
//
// Its theme is a fiftieth CONTROL part in the issue's own register: sixty
// short, direct questions, one sentence each (many of them fragments in
// lower case, as the issue's "comps I can expect at Caesars" or "W-2G
// threshold for keno"), asked the way the issue's examples are asked, but
// with other casinos, games, amounts, states, tiers and programs than the
// issue uses (no Caesars, MGM, Pearl, Diamond, roulette, keno, $100, New
// Jersey, Nevada or Las Vegas search). Every area is covered: place, near,
// radius, hotel, type, rewards and family searches, casino details (slot
// count, hotel rooms, opening year, an overview), the program list, a
// ladder and three tiers' thresholds, game facts, the W-2G rule (by game,
// and for a win of an amount), help lines (by state and with none) and
// self-exclusion, a budget and a session limit (proposed) and the limits
// read, comp predictions (one casino and all) and an estimate, tier
// progress and the player's tiers, tier-match paths (with and without a
// target program) and suggestions, hosts (at a casino, by language, the
// player's own), trips, sessions, visits, vouchers, offers and expiring
// offers, W-2G lists and totals, the tax summary and the bankroll.
//
// 50 of 60 expect an answer and 10 expect Unknown: three off topic with a
// place name (the weather in Tunica, a buffet in Shreveport, flights to
// Albuquerque), three facts nothing keeps (a dress code, a progressive
// jackpot's current amount, a check-out time), two of another person's
// records (a brother's tier, a wife's W-2Gs) and two asks in one (a
// budget and a session limit; a house edge and a W-2G threshold). No
// question lacks a field its intent needs, so none expects a missing
// field.
//
// It follows the conventions of the twenty-eighth and twenty-ninth parts:
// a casino named for a player action keeps the name as typed; a host
// filter by casino is the typed words and the directory's name when the
// words name exactly one casino, with no parameter; a radius in miles is
// in kilometres to one decimal (40 miles is 64.4 km); a year named for the
// player's records is that calendar year, "last year" is 2025 and "last
// month" April 2026 (the test clock is 2026-05-14); a town typed without
// its state is near the directory's town with its state, and "in <town>"
// is near that town while "in <state>" is the state; a family's casinos in
// a state are the state with q the family's name as the directory spells
// it; a tier named with its program ("Onyx at Boyd", "Premier at WinStar")
// is that program's tier; a casino's details answer what the directory
// keeps about it, whichever field is asked for, while a detail no answer
// says is Unknown; a limit of money in a period is a budget; a tier named
// for a match ("my Boyd Emerald") is the tier-match path from that
// program's tier, not the player's suggestions; off-topic questions,
// another person's records and two asks in one are Unknown.
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at 4b4bd55, after every round of the session before it,
// and no rule changed for it) scored 57 of 60 correct (95.0%): precision
// 97.9% (47 of 48 answers right), recall 94.0% (47 of 50 answerable), 3
// declined and none wrong, and it was barred on its first run. No
// expectation was changed after it. Declined: "House edge at baccarat
// tables?", "my trips to Tulalip in 2025" and "W-2G forms issued to me in
// 2025" (the last read as the W-2G rule lacking a game, which asks back
// rather than answers).
func heldOutHundredTwelfth(t testing.TB) []expectation {
	return []expectation{
		// The directory: near a town, by state with a filter, within a
		// radius, by type, rewards and family.
		{query: "casinos near Kinder, Louisiana", intent: FindCasinos, params: params{"near": "Kinder, LA"}},
		{query: "Which Indiana casinos have a hotel?", intent: FindCasinos, params: params{"state": "IN", "has_hotel": true}},
		{query: "casinos within 40 miles of Tulsa", intent: FindCasinos, params: params{"near": "Tulsa, OK", "radius_km": 64.4}},
		{query: "tribal casinos across Michigan", intent: FindCasinos, params: params{"state": "MI", "type": "tribal"}},
		{query: "Colorado casinos with a rewards program", intent: FindCasinos, params: params{"state": "CO", "has_rewards": true}},
		{query: "Wind Creek locations in Alabama", intent: FindCasinos, params: params{"state": "AL", "q": "Wind Creek"}},
		{query: "hotel casinos near Gulfport", intent: FindCasinos, params: params{"near": "Gulfport, MS", "has_hotel": true}},
		{query: "casinos in Natchez", intent: FindCasinos, params: params{"near": "Natchez, MS"}},

		// One casino's details.
		{query: "How many slots does Turning Stone have?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Turning Stone Resort & Casino")}},
		{query: "hotel rooms at Beau Rivage", intent: CasinoDetail, params: params{"slug": slugOf(t, "Beau Rivage Resort & Casino")}},
		{query: "info on Mystic Lake", intent: CasinoDetail, params: params{"slug": slugOf(t, "Mystic Lake Casino Hotel")}},
		{query: "When did Soaring Eagle open?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Soaring Eagle Casino and Resort")}},

		// Programs: the list, a ladder, tiers' thresholds.
		{query: "Which casino loyalty clubs are in your data?", intent: ListPrograms, params: params{}},
		{query: "tier ladder for True Rewards", intent: ProgramDetail, params: params{"id": programID(t, "True Rewards")}},
		{query: "What does Onyx at Boyd require?", intent: TierRequirement, params: params{"id": programID(t, "Boyd Rewards")}, tier: "Onyx"},
		{query: "How many points for Premier at WinStar?", intent: TierRequirement, params: params{"id": programID(t, "WinStar Club Passport")}, tier: "Premier"},
		{query: "Tier 4 threshold in Genting Rewards", intent: TierRequirement, params: params{"id": programID(t, "Genting Rewards")}, tier: "Tier 4"},

		// Game facts and the W-2G rule.
		{query: "House edge at baccarat tables?", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "blackjack hands per hour at a full table", intent: GameFacts, params: params{"game_type": "blackjack"}},
		{query: "typical house edge for video poker?", intent: GameFacts, params: params{"game_type": "video_poker"}},
		{query: "W-2G threshold for a slot machine", intent: W2GRule, params: params{"game_type": "slots"}},
		{query: "W-2G threshold for poker", intent: W2GRule, params: params{"game_type": "poker"}},
		{query: "Is a $7,000 blackjack win reportable?", intent: W2GRule, params: params{"game_type": "blackjack", "amount_won": 7000}},

		// Responsible-gaming help.
		{query: "self-exclusion program in Mississippi", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "MS"}},
		{query: "problem gambling hotline for Colorado", intent: RGHelp, params: params{"topic": "helpline", "state": "CO"}},
		{query: "gambling help number", intent: RGHelp, params: params{"topic": "helpline"}},

		// The player's limits: changes proposed, and the limits read.
		{query: "Set my weekly budget to $325.", intent: SetBudget, params: params{"period": "week", "amount": 325}},
		{query: "Limit each session to 70 minutes.", intent: SetSessionLimit, params: params{"max_minutes": 70}},
		{query: "Which play limits are on my account today?", intent: MyLimits, params: params{}},

		// Comps: predicted at one casino and at all, and estimated.
		{query: "comps I can expect at Coushatta", intent: CompPredict, params: params{"casino_name": "Coushatta"}},
		{query: "comps I can expect at all my casinos", intent: CompPredictAll, params: params{}},
		{query: "comps for 3 hours of $10 craps", intent: CompEstimate, params: params{"game_type": "craps", "avg_bet": 10, "hours": 3}},

		// Tiers: the next tier at a casino, the player's tiers, tier
		// matches (paths and suggestions).
		{query: "next tier at Grand Sierra", intent: TierProgress, params: params{"casino_name": "Grand Sierra"}},
		{query: "my current tiers everywhere", intent: MyTiers, params: params{}},
		{query: "best tier match for my Boyd Emerald", intent: TierMatchPaths, params: params{"program": "Boyd Rewards"}, tier: "Emerald"},
		{query: "status match from WinStar Elite to Boyd Rewards", intent: TierMatchPaths, params: params{"program": "WinStar Club Passport", "to_program": "Boyd Rewards"}, tier: "Elite"},
		{query: "Which programs would status match what I hold now?", intent: TierMatchSuggestions, params: params{}},

		// Hosts at a casino, by language, and the player's own.
		{query: "host at Chumash", intent: FindHosts, params: params{}, filter: []string{"Chumash", "Chumash Casino Resort"}},
		{query: "hosts who speak Cantonese", intent: FindHosts, params: params{"language": "Cantonese"}},
		{query: "Who's the host assigned to me?", intent: MyHosts, params: params{}},

		// The player's records.
		{query: "my trips to Tulalip in 2025", intent: MyTrips, params: params{"casino_name": "Tulalip", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "my baccarat sessions last month", intent: MySessions, params: params{"game_type": "baccarat", "from": "2026-04-01", "to": "2026-04-30"}},
		{query: "every casino check-in on my account", intent: MyVisits, params: params{}},
		{query: "list my redeemed ticket vouchers", intent: MyVouchers, params: params{"status": "redeemed"}},
		{query: "my offers from Atlantis", intent: MyOffers, params: params{"casino_name": "Atlantis"}},
		{query: "offers expiring within 12 days", intent: ExpiringOffers, params: params{"within_days": 12}},
		{query: "W-2G forms issued to me in 2025", intent: MyW2Gs, params: params{"tax_year": 2025}},
		{query: "sum of my W-2G winnings for last year", intent: W2GTotal, params: params{"tax_year": 2025}},
		{query: "tax-year 2024 gambling summary", intent: TaxSummary, params: params{"tax_year": 2024}},
		{query: "bankroll balance as of today?", intent: Bankroll, params: params{}},

		// Unknown: off topic with a place name.
		{query: "Weather in Tunica this weekend?", intent: Unknown, params: params{}},
		{query: "best buffet in Shreveport", intent: Unknown, params: params{}},
		{query: "cheap flights to Albuquerque", intent: Unknown, params: params{}},

		// Unknown: facts nothing keeps.
		{query: "Is there a dress code at Circa?", intent: Unknown, params: params{}},
		{query: "current Megabucks jackpot amount", intent: Unknown, params: params{}},
		{query: "check-out time at Borgata", intent: Unknown, params: params{}},

		// Unknown: another person's records.
		{query: "my brother's tier at Pechanga", intent: Unknown, params: params{}},
		{query: "Show my wife's W-2Gs from 2024.", intent: Unknown, params: params{}},

		// Unknown: two asks in one.
		{query: "Set my daily budget to $60 and limit sessions to 90 minutes.", intent: Unknown, params: params{}},
		{query: "House edge of craps and the W-2G threshold for slots?", intent: Unknown, params: params{}},
	}
}
