package ask

import "testing"

// heldOutNinetySeventh is a ninety-seventh held-out part, written blind and
// committed BEFORE its first run: by someone who had read only the service
// spec and the action catalog (../shared/spec/service-spec.md and
// actions.md, both whole), lines 89-155 and 428-480 of the README (its
// curl examples of the directory and its section on /ask), the shipped
// data through short python3 scripts only (casinos.csv for names, towns,
// states, types, has_hotel, brands and tribal nations; rewards_programs.json
// for programs, brands, properties, tiers and thresholds;
// program_properties.csv; us_cities.csv; the first lines of each and a
// listing of data/ were printed too), the whole of the twenty-ninth
// held-out part and the first eighty lines of the twenty-eighth, the first
// const block of ask.go (the intent constants, printed by a script), the
// expectation type (lines 1-18 of heldout_test.go), the slugOf and
// programID functions of ask_test.go, the heldOutParts function of
// score_test.go and the subject of the newest commit (git log -1, which
// names a few rules of earlier rounds in a line: "new york casinos", a
// voice assistant's wake words; none is used or imitated here). Never the
// rules of this package, its tuning phrases or any other held-out part;
// go test was never run.
//
// Every name was checked against data/ with a script. The casinos whose
// details are asked are named by their whole directory names, each the
// name of exactly one casino (Osage Casino Hotel Tulsa, Golden Nugget
// Biloxi, Mohegan Sun Pocono), or by words only one casino's name holds
// ("Harrington Raceway": Harrington Raceway & Casino; "Wildhorse", the
// host filter: Wildhorse Resort & Casino). The casinos named for the
// player's own actions are kept as typed ("Golden Nugget Lake Charles",
// "Golden Nugget Laughlin", "Choctaw Pocola", "Harrah's Cherokee", which
// the directory holds two of); the towns typed without a state are each
// in one state of the directory (Beloit WI, Tacoma WA, Deadwood SD, Elko
// NV, Black Hawk CO; Beloit and Tacoma are in us_cities.csv too, in the
// same state); the Osage Nation owns seven casinos; Michigan has casinos
// with a hotel, Minnesota tribal ones, Nebraska racinos, Iowa casinos of a
// program (program_properties.csv), Deadwood commercial ones and Elko ones
// with a hotel. The programs and tiers are Boyd Rewards (Emerald),
// WinStar Club Passport (brand WinStar; Premier, Elite), Genting Rewards
// (Tier 3, Tier 4) and Lucky Star Rewards, none of them a program or tier
// the examples use (Caesars Rewards, MGM Rewards, Diamond, Pearl).
// A count of the test files of this package naming each place, casino and
// tier (grep -rilF piped to wc -l, so no file name was seen) was printed
// while choosing them; many are named by earlier parts, so this part does
// not claim new places.
//
// Its wording is new: each whole message was checked with a
// case-insensitive fixed-string grep (file names only) against every test
// file of this package, with and without its closing mark. Of the first
// draft of sixty, twenty-six were found there (the register is
// short, so most were found inside longer questions) and replaced, some
// after more than one try ("Which casinos in Colorado have a hotel?",
// "tribal casinos in Minnesota", "Racinos in Delaware?", "What does Onyx
// at Boyd take?", "What does Premier at WinStar take?", "House edge of
// craps?", "Hands per hour in baccarat?", "self-exclusion in
// Pennsylvania", "gambling help line in Arizona", "problem gambling
// hotline", "Set my weekly budget to $250.", "Comps for 4 hours of $15
// craps", "next tier at Horseshoe Tunica", "my tier at every casino",
// "Which programs would match my tiers?", "host who speaks Spanish", "Who
// is my host", "my blackjack sessions in March", "my check-ins", "my
// redeemed vouchers", "offers expiring in the next 14 days", "my W-2Gs for
// 2024", "W-2G total for last year", "my gambling tax summary for 2025",
// "bankroll balance" and "Dress code at Wynn Las Vegas"); none of the
// sixty below is there now.
//
// Its theme is a forty-first CONTROL part in the issue's own register:
// sixty short, direct questions of one sentence each, asked the way the
// issue's examples are asked ("What does Diamond at Caesars take?", "House
// edge of roulette?", "Set my daily budget to $100.", "Weather in Vegas?",
// "best tier match for my MGM Pearl", "comps I can expect at Caesars",
// "W-2G threshold for keno", "self-exclusion in New Jersey", "host at
// Caesars Palace", "next tier at Caesars Palace", "casinos near Las
// Vegas", "Which casinos in Nevada have a hotel?", "gambling help line"):
// fragments and whole sentences, lower case or capitalised, with or
// without a closing mark, but with other casinos, games, amounts, states,
// tiers and programs. 50 expect an answer and cover every area: place,
// near, radius, hotel, type, rewards and nation searches, casino details,
// the programs, a ladder and tiers' thresholds, game facts, the W-2G rule
// (by game, and for a stated win), help lines and self-exclusion, a budget
// and a session limit (proposed) and the limits read, comp predictions
// (one casino and all) and an estimate, tier progress and the player's
// tiers, tier-match paths (from a tier, and from a tier to a program) and
// suggestions, hosts (at a casino, by language, the player's own), trips,
// sessions, visits, vouchers, offers and expiring offers, W-2G lists and
// totals, the tax summary and the bankroll. 10 expect Unknown: three off
// topic with a place name (the weather in Laughlin, a buffet in Hochatown,
// flights to Reno), three facts nothing keeps (a dress code, valet
// parking, the gambling age of a state), two of another person's records
// (a husband's tier, a father's W-2Gs) and two with two asks in one (a
// budget set and the bankroll shown; a house edge and a W-2G threshold).
// No question lacks a field its intent needs, so none expects a missing
// field.
//
// It follows the conventions of the twenty-ninth and twenty-eighth parts:
// a casino named for a player action keeps the name as typed; a host
// filter by casino is the typed words and the directory's name when the
// words name exactly one casino, with no parameter; a radius in miles is
// in kilometres to one decimal (25 miles 40.2, 10 miles 16.1); a year
// named for the player's records is that calendar year and "last year" is
// 2025; a month named without a year is its latest one up to today,
// 2026-05-14 ("in June" is June 2025, "in April" April 2026); a town typed
// without its state is near the directory's town with its state; "in
// <town>" is near that town and "in <state>" is the state; an owning
// nation's casinos are q the nation's name as the directory spells it (as
// the README's "which casinos does the Chickasaw Nation own"); a tier
// named with its program, or with the program's brand ("Emerald at Boyd",
// "Elite at WinStar"), is that tier's threshold and not ambiguous; a
// casino's details answer what the directory keeps about it, whichever
// field is asked for (hotel rooms, slot machines, the year it opened,
// table games), while a fact it does not keep (a dress code, valet
// parking) is Unknown; a limit of money in a period is a budget; another
// person's records, two asks in one and off-topic questions are Unknown.
// Its own choices, where those are silent:
//   - "best tier match for my WinStar Premier" is the tier-match paths
//     from WinStar Club Passport's Premier, with no target program: the
//     tier is named, so "my" does not make it the player's suggestions
//     (the twenty-ninth part's reading of a named tier); "tier match from
//     Genting Tier 3 to Boyd Rewards" is the path with its target;
//   - "Is a $2,500 slot jackpot reportable?" is the W-2G rule for slots
//     with amount_won 2500, and "W-2G threshold for video poker" the rule
//     for video_poker with no amount;
//   - "hotline for problem gamblers", with no state named, is the help
//     line with no state;
//   - "What's left in the bankroll?" is the bankroll (its answer carries
//     the balance and the budget remaining);
//   - "Minimum age to gamble in Oklahoma?" is Unknown: the help lines and
//     self-exclusion programs by state are the only state facts the
//     service keeps.
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at 7e23dd0, with the ninety-seventh and ninety-eighth
// parts added together after every round of the session before them, and
// no rule changed for them) scored 59 of 60 correct (98.3%): precision
// 98.0% (50 of 51 answers right), recall 100.0% (50 of 50 answerable),
// none declined and 1 wrong. No expectation was changed after it. The
// wrong one: "Set my daily budget to $75 and show my bankroll." (the
// budget proposed, where two asks are joined).
//
// After its fix round (2026-11-25, by the maintainer): 60 of 60, none
// wrong, barred. A change joined by "and" to a request to show records
// ("and show my bankroll", "and list my trips") is two asks and declines,
// of one area or two; the change shown ("and show it to me") is one.
func heldOutNinetySeventh(t testing.TB) []expectation {
	return []expectation{
		// The directory: by place, radius, state, type, hotel, rewards and
		// owning nation.
		{query: "casinos near Beloit", intent: FindCasinos, params: params{"near": "Beloit, WI"}},
		{query: "Which casinos in Michigan have a hotel?", intent: FindCasinos, params: params{"state": "MI", "has_hotel": true}},
		{query: "casinos within 25 miles of Tacoma", intent: FindCasinos, params: params{"near": "Tacoma, WA", "radius_km": 40.2}},
		{query: "Minnesota casinos that are tribal", intent: FindCasinos, params: params{"state": "MN", "type": "tribal"}},
		{query: "Racinos in Nebraska?", intent: FindCasinos, params: params{"state": "NE", "type": "racino"}},
		{query: "Iowa casinos with a rewards program", intent: FindCasinos, params: params{"state": "IA", "has_rewards": true}},
		{query: "Osage Nation casinos", intent: FindCasinos, params: params{"q": "Osage Nation"}},
		{query: "commercial casinos in Deadwood", intent: FindCasinos, params: params{"near": "Deadwood, SD", "type": "commercial"}},
		{query: "casinos near Elko with a hotel", intent: FindCasinos, params: params{"near": "Elko, NV", "has_hotel": true}},
		{query: "casinos within 10 miles of Black Hawk", intent: FindCasinos, params: params{"near": "Black Hawk, CO", "radius_km": 16.1}},

		// One casino's details, whichever field is asked for.
		{query: "Hotel rooms at Osage Casino Hotel Tulsa?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Osage Casino Hotel Tulsa")}},
		{query: "Slot machines at Golden Nugget Biloxi?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Golden Nugget Biloxi")}},
		{query: "When did Mohegan Sun Pocono open?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Mohegan Sun Pocono")}},
		{query: "Table games at Harrington Raceway?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Harrington Raceway & Casino")}},

		// Programs: tiers' thresholds, a ladder and the list.
		{query: "What does Emerald at Boyd take?", intent: TierRequirement, params: params{"id": programID(t, "Boyd Rewards")}, tier: "Emerald"},
		{query: "What does Elite at WinStar take?", intent: TierRequirement, params: params{"id": programID(t, "WinStar Club Passport")}, tier: "Elite"},
		{query: "What does Tier 4 in Genting Rewards need?", intent: TierRequirement, params: params{"id": programID(t, "Genting Rewards")}, tier: "Tier 4"},
		{query: "Tiers of Lucky Star Rewards?", intent: ProgramDetail, params: params{"id": programID(t, "Lucky Star Rewards")}},
		{query: "List the loyalty programs.", intent: ListPrograms, params: params{}},

		// Game facts and the W-2G rule.
		{query: "Rolls per hour at craps?", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "House edge at video poker?", intent: GameFacts, params: params{"game_type": "video_poker"}},
		{query: "W-2G threshold for video poker", intent: W2GRule, params: params{"game_type": "video_poker"}},
		{query: "Is a $2,500 slot jackpot reportable?", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 2500}},

		// Responsible-gaming help.
		{query: "self-exclusion in Missouri", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "MO"}},
		{query: "gambling help line in Kansas", intent: RGHelp, params: params{"topic": "helpline", "state": "KS"}},
		{query: "hotline for problem gamblers", intent: RGHelp, params: params{"topic": "helpline"}},

		// The player's limits: changes proposed, and the limits read.
		{query: "Set my weekly budget to $340.", intent: SetBudget, params: params{"period": "week", "amount": 340}},
		{query: "Set my session limit to 75 minutes.", intent: SetSessionLimit, params: params{"max_minutes": 75}},
		{query: "my current limits", intent: MyLimits, params: params{}},

		// Comps: predicted at one casino and at all, and estimated.
		{query: "comps I can expect at Golden Nugget Lake Charles", intent: CompPredict, params: params{"casino_name": "Golden Nugget Lake Charles"}},
		{query: "comps I can expect across all my casinos", intent: CompPredictAll, params: params{}},
		{query: "Comps for 4 hours of $35 craps?", intent: CompEstimate, params: params{"game_type": "craps", "avg_bet": 35, "hours": 4}},

		// Tiers: the next tier at a casino, the player's tiers, tier-match
		// paths and suggestions.
		{query: "next tier at Golden Nugget Laughlin", intent: TierProgress, params: params{"casino_name": "Golden Nugget Laughlin"}},
		{query: "tier status at all my casinos", intent: MyTiers, params: params{}},
		{query: "best tier match for my WinStar Premier", intent: TierMatchPaths, params: params{"program": "WinStar Club Passport"}, tier: "Premier"},
		{query: "tier match from Genting Tier 3 to Boyd Rewards", intent: TierMatchPaths, params: params{"program": "Genting Rewards", "to_program": "Boyd Rewards"}, tier: "Tier 3"},
		{query: "Which programs would match my status levels?", intent: TierMatchSuggestions, params: params{}},

		// Hosts: at a casino, by language, the player's own.
		{query: "host at Wildhorse", intent: FindHosts, params: params{}, filter: []string{"Wildhorse", "Wildhorse Resort & Casino"}},
		{query: "host who speaks Polish", intent: FindHosts, params: params{"language": "Polish"}},
		{query: "the hosts I work with", intent: MyHosts, params: params{}},

		// The player's records.
		{query: "my trips to Choctaw Pocola in June", intent: MyTrips, params: params{"casino_name": "Choctaw Pocola", "from": "2025-06-01", "to": "2025-06-30"}},
		{query: "my baccarat sessions in April", intent: MySessions, params: params{"game_type": "baccarat", "from": "2026-04-01", "to": "2026-04-30"}},
		{query: "list of my check-ins so far", intent: MyVisits, params: params{}},
		{query: "vouchers I redeemed", intent: MyVouchers, params: params{"status": "redeemed"}},
		{query: "offers from Harrah's Cherokee", intent: MyOffers, params: params{"casino_name": "Harrah's Cherokee"}},
		{query: "offers expiring in the next 21 days", intent: ExpiringOffers, params: params{"within_days": 21}},
		{query: "my W-2G forms for 2021", intent: MyW2Gs, params: params{"tax_year": 2021}},
		{query: "W-2G winnings total for last year", intent: W2GTotal, params: params{"tax_year": 2025}},
		{query: "tax summary of my 2025 gambling", intent: TaxSummary, params: params{"tax_year": 2025}},
		{query: "What's left in the bankroll?", intent: Bankroll, params: params{}},

		// Unknown: off topic with a place name.
		{query: "Weather in Laughlin?", intent: Unknown, params: params{}},
		{query: "Best buffet in Hochatown?", intent: Unknown, params: params{}},
		{query: "Flights to Reno?", intent: Unknown, params: params{}},

		// Unknown: facts nothing keeps.
		{query: "Dress code at the Peppermill in Reno?", intent: Unknown, params: params{}},
		{query: "Valet parking at Golden Nugget Biloxi?", intent: Unknown, params: params{}},
		{query: "Minimum age to gamble in Oklahoma?", intent: Unknown, params: params{}},

		// Unknown: another person's records.
		{query: "my husband's tier at Horseshoe Tunica", intent: Unknown, params: params{}},
		{query: "my dad's W-2Gs for 2024", intent: Unknown, params: params{}},

		// Unknown: two asks in one.
		{query: "Set my daily budget to $75 and show my bankroll.", intent: Unknown, params: params{}},
		{query: "House edge of blackjack and the W-2G threshold for slots?", intent: Unknown, params: params{}},
	}
}
