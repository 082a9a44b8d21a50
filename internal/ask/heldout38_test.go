package ask

import "testing"

// heldOutThirtyEighth is a thirty-eighth held-out part, written blind and
// committed BEFORE its first run: by someone who had read only the action
// catalog and the service spec (both whole), the README's directory curl
// examples (lines 89-155) and its section on /ask (lines 428-480), the
// shipped data (casinos.csv, rewards_programs.json and
// program_properties.csv, read through short scripts for real casino,
// program and tier names, towns, states, types, brands, tribal nations,
// has_hotel and which columns hold values; a listing of data/ was printed
// too), the whole of the twenty-ninth held-out part and the first 80 lines
// of the twenty-eighth, the intent constants of ask.go (lines 19-62), the
// expectation type (lines 1-18 of heldout_test.go), slugOf and programID
// (lines 66-91 of ask_test.go) and the heldOutParts function of
// score_test.go; never the rules of this package, the tuning phrases or
// the other held-out parts (the worktree's creation printed the subject of
// the newest commit, which quotes one tuning phrase about trips "since I
// joined Boyd Rewards"; nothing here uses or imitates it). Every casino and
// program passed to slugOf or programID, every tier named and every town
// searched was checked against data/ with a short script. Its wording is
// new: each phrase was checked with a case-insensitive fixed-string grep
// (file names only) against every test file of this package, without its
// closing mark; five were found and replaced ("Which South Dakota casinos
// have a hotel?", "How do I sign up for self-exclusion in Indiana?", "Set
// a weekly gambling budget of $250.", "Which offers expire in the next 14
// days?", "How's my bankroll looking?"). Its places and casinos were
// chosen among those no earlier test file names (same kind of grep, file
// names only): Watertown, Kamiah, Pocasset, Evaro, the Chickasaw Nation,
// the Poarch Band of Creek Indians, Three Rivers, Harrah's Oklahoma,
// Chin'an Gaming Hall, Terre Haute Casino Resort, Hard Rock Casino
// Rockford, Bok Homa Casino, Golden Nugget Danville, WarHorse Casino
// Omaha, Gray Wolf Peak Casino, KwaTaqNuk Resort & Casino, Northern Edge
// Navajo Casino, Black Gold Casino, Indigo Sky Casino, Artesian Hotel
// Casino Spa, Treasure Valley Casino, MegaStar, Washita Casino, Chisholm
// Trail Casino, Newcastle Casino and SaltCreek Casino. The programs, tiers
// (Onyx, Emerald), brands, states and games are all named by earlier
// parts: there are too few of them to avoid.
//
// Its theme is the directory in depth (36 of 60), mixed with ordinary
// questions of the other areas (24 of 60, one each). The directory's 36:
// 13 about one casino (10 answerable, each asking a different field the
// spec's Casino resource serves: website, opened_year, hotel_rooms,
// gaming_floor_sqft, tribal_nation, casino_type, the rewards_program of
// the detail, city, has_hotel, slot_machines; and 3 Unknown: the phone
// number, smoking, opening hours); 20 searches (16 answerable, by state,
// type, has_hotel, has_rewards, near with and without radius, a town and
// a "lat,lon" point, q by name, by brand in a state and by tribal nation
// alone and in a state, and program alone and in a state, in
// combinations of two and three; and 4 Unknown: a filter or ordering the
// search does not take); and 3 of programs (the list, a ladder, one
// tier's threshold). The other 24 cover game facts, the W-2G rule, a
// help line, self-exclusion, a budget and a session limit proposed, the
// limits read, a comp prediction and an estimate, tier progress, the
// player's tiers, hosts at a casino, tier-match suggestions and a path,
// trips, sessions, visits, vouchers, offers, expiring offers, the W-2G
// list and total, the tax summary and the bankroll (the prediction for
// all casinos and the player's own hosts are left out to keep to 24).
// 7 of 60 expect Unknown, all in the directory half. Registers: 49 are
// complete sentences with a closing mark, 4 are fragments with no verb of
// their own ending in a question mark ("Tribal casinos with a hotel in
// Montana?", "Any casinos near Kamiah, Idaho with a rewards club?",
// "Gambling problem hotline for Idaho?", "Total of my W-2G winnings for
// 2022?"), and 7 are search-box fragments with no closing mark ("racinos
// that offer a rewards program", "PENN Play casinos in Ohio").
// No question lacks a field its intent needs, so none expects a missing
// field.
//
// It follows the twenty-ninth part's conventions (a casino named for a
// player action keeps the name as typed; a host filter by casino is the
// typed words and the directory's name when the words name exactly one
// casino, with no parameter; a radius in miles is in kilometres to one
// decimal; a year named for the player's records is that calendar year;
// a town typed without its state is near the directory's town with its
// state; "in <town>" is near that town and "in <state>" is the state; a
// family's casinos in a state are the state with q the family's name as
// the directory spells it; a tier named with its program is not
// ambiguous; a casino's details answer what the directory keeps about
// it, whichever field is asked for; a limit of money in a period is a
// budget; a superlative or filter no search takes is Unknown). Its own
// choices, where those are silent:
//   - A field the spec's Casino resource lists is a detail even when the
//     shipped CSV holds no value for that casino (the answer then says it
//     is not known: opened_year, hotel_rooms and gaming_floor_sqft are
//     null for most casinos, and casinos.csv has no floor column at all),
//     because the spec serves the field and the detail is the one answer
//     that holds it. A column of casinos.csv the spec's Casino does not
//     list (phone) is Unknown even though the CSV has it, and so are facts
//     neither keeps (smoking, opening hours).
//   - "What rewards program does <casino> belong to?" is the casino's
//     details, because GET /v1/casinos/{slug} answers the casino with its
//     rewards_program.
//   - A brand's casinos are q with the brand as the directory's brand
//     column spells it, typed so by the player ("PENN Entertainment",
//     "Caesars Entertainment"), with the state when one is named.
//   - A tribal nation's casinos are q with the nation's name as the
//     directory's tribal_nation column spells it ("Chickasaw Nation",
//     "Poarch Band of Creek Indians"), typed so by the player, with the
//     state when one is named; no type is added, since the words name an
//     owner, not a casino_type (the Poarch Band owns a commercial casino).
//   - A program's casinos ("Which casinos are part of Bally Rewards?",
//     "PENN Play casinos in Ohio") are a search with the parameter
//     "program" set to the program's name as rewards_programs.json spells
//     it (the same key and value as the tier-match path's "program"),
//     with the state when one is named: the theme names program among
//     the search's filters and program_properties.csv ties each casino to
//     its program; this is the choice most open to dispute, since the
//     spec's GET /v1/casinos lists no such parameter.
//   - "Search the directory for Three Rivers." is q "Three Rivers" (the
//     spec's name search; it names two casinos, so it is no detail).
//   - A point typed as "lat,lon" is near that point as typed.
//   - "Does <casino> have a hotel?" is the casino's details (has_hotel of
//     one casino), not a search with has_hotel.
//   - Unknown, because the search neither filters nor sorts that way:
//     casinos opened after a year, more than a number of hotel rooms, the
//     biggest gaming floor in a state, and a sportsbook (no field at
//     all); a state search alone would answer only half of each.
//   - "Stop me after 2 hours per session." is a session limit of 120
//     minutes; "What's the hold on keno?" is keno's game facts (the hold
//     is its house edge).
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at 2df9e99, the commit that added this part to main, with
// the rules of the thirtieth to thirty-fourth parts' rounds and no rule
// changed for this part) scored 48 of 60 correct (80.0%): precision 91.1%
// (41 of 45 answers right), recall 77.4% (41 of 53 answerable), 8
// declined and 4 wrong; the 7 expected Unknowns were declined. No
// expectation was changed after it. The wrong ones: "Search the directory
// for Three Rivers." (one casino's details, not a search of the name),
// "Which PENN Entertainment casinos are in Mississippi?" (q "PENN"),
// "Which casinos are part of Bally Rewards?" and "PENN Play casinos in
// Ohio" (a name search of the program's first words, where a program
// filter is expected; the spec's search has none, see above). Declined:
// the website of Harrah's Oklahoma, the tribal nation owning Bok Homa
// Casino, whether Golden Nugget Danville is commercial or tribal, the town
// of Gray Wolf Peak Casino, the slot machines of Northern Edge Navajo
// Casino, "List the Caesars Entertainment properties in Indiana.", "Which
// casinos does the Chickasaw Nation own?" and "Show the Poarch Band of
// Creek Indians casinos in Alabama.".
//
// After its fix round, it scores 60 of 60 (100%, none wrong, none
// declined) and is barred. Rules added: "edge" inside a casino's name is
// no house edge; a casino's town, city, owner, tribe or nation, and two
// kinds offered of it, ask its details; one program found by its core
// and by its brand written whole is the longer mention, and a brand
// written whole is q as the directory spells it; a program named in full
// with casinos asked is the search's "program" filter; a tribal nation
// named in full (from the directory's tribal_nation) is q, its words no
// typo; a search verb before words beginning several casinos' names
// searches them. The round found that the directory's q matched casino
// names only, so q "PENN Entertainment", "Caesars Entertainment",
// "Chickasaw Nation" and "Poarch Band of Creek Indians" found no casino
// through the API; q now matches a casino's name, brand or tribal nation
// (persistence and dirsnap), and the search gained the program filter.
func heldOutThirtyEighth(t testing.TB) []expectation {
	return []expectation{
		// The directory, one casino's details: each a field the spec's
		// Casino resource (or its detail's rewards_program) serves.
		{query: "What's the website for Harrah's Oklahoma?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Harrah's Oklahoma")}},
		{query: "What year did Chin'an Gaming Hall open?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Chin'an Gaming Hall")}},
		{query: "How many hotel rooms are at Terre Haute Casino Resort?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Terre Haute Casino Resort")}},
		{query: "How many square feet is the gaming floor at Hard Rock Casino Rockford?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Hard Rock Casino Rockford")}},
		{query: "Which tribal nation owns Bok Homa Casino?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Bok Homa Casino")}},
		{query: "Is Golden Nugget Danville a commercial or a tribal casino?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Golden Nugget Danville")}},
		{query: "What rewards program does WarHorse Casino Omaha belong to?", intent: CasinoDetail, params: params{"slug": slugOf(t, "WarHorse Casino Omaha")}},
		{query: "What town is Gray Wolf Peak Casino in?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Gray Wolf Peak Casino")}},
		{query: "Does KwaTaqNuk Resort & Casino have a hotel?", intent: CasinoDetail, params: params{"slug": slugOf(t, "KwaTaqNuk Resort & Casino")}},
		{query: "How many slot machines does Northern Edge Navajo Casino have?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Northern Edge Navajo Casino")}},

		// Details the directory does not serve: a phone number (in the
		// CSV, not in the spec's Casino), smoking, opening hours.
		{query: "What's the phone number for Black Gold Casino?", intent: Unknown, params: params{}},
		{query: "Is Indigo Sky Casino smoke-free?", intent: Unknown, params: params{}},
		{query: "What time does the casino at Artesian Hotel Casino Spa close tonight?", intent: Unknown, params: params{}},

		// The directory's search, by every filter and in combinations.
		{query: "Tribal casinos with a hotel in Montana?", intent: FindCasinos, params: params{"state": "MT", "type": "tribal", "has_hotel": true}},
		{query: "Which casinos in South Dakota come with a hotel?", intent: FindCasinos, params: params{"state": "SD", "has_hotel": true}},
		{query: "racinos that offer a rewards program", intent: FindCasinos, params: params{"type": "racino", "has_rewards": true}},
		{query: "Casinos with a hotel within 25 miles of Watertown, South Dakota", intent: FindCasinos, params: params{"near": "Watertown, SD", "radius_km": 40.2, "has_hotel": true}},
		{query: "Search the directory for Three Rivers.", intent: FindCasinos, params: params{"q": "Three Rivers"}},
		{query: "Which PENN Entertainment casinos are in Mississippi?", intent: FindCasinos, params: params{"state": "MS", "q": "PENN Entertainment"}},
		{query: "List the Caesars Entertainment properties in Indiana.", intent: FindCasinos, params: params{"state": "IN", "q": "Caesars Entertainment"}},
		{query: "Which casinos does the Chickasaw Nation own?", intent: FindCasinos, params: params{"q": "Chickasaw Nation"}},
		{query: "Show the Poarch Band of Creek Indians casinos in Alabama.", intent: FindCasinos, params: params{"state": "AL", "q": "Poarch Band of Creek Indians"}},
		{query: "Which casinos are part of Bally Rewards?", intent: FindCasinos, params: params{"program": "Bally Rewards"}},
		{query: "PENN Play casinos in Ohio", intent: FindCasinos, params: params{"state": "OH", "program": "PENN Play"}},
		{query: "Any casinos near Kamiah, Idaho with a rewards club?", intent: FindCasinos, params: params{"near": "Kamiah, ID", "has_rewards": true}},
		{query: "Mississippi casinos with a hotel and a loyalty program", intent: FindCasinos, params: params{"state": "MS", "has_hotel": true, "has_rewards": true}},
		{query: "casinos within 10 miles of 47.69,-114.16", intent: FindCasinos, params: params{"near": "47.69,-114.16", "radius_km": 16.1}},
		{query: "What casinos are in Pocasset?", intent: FindCasinos, params: params{"near": "Pocasset, OK"}},
		{query: "Tribal casinos around Evaro", intent: FindCasinos, params: params{"near": "Evaro, MT", "type": "tribal"}},

		// Searches by something the directory's search does not filter or
		// sort by.
		{query: "Which casinos in Illinois opened after 2020?", intent: Unknown, params: params{}},
		{query: "Nevada casinos with more than 1,000 hotel rooms", intent: Unknown, params: params{}},
		{query: "Which Oklahoma casino has the biggest gaming floor?", intent: Unknown, params: params{}},
		{query: "Are there casinos in Idaho with a sportsbook?", intent: Unknown, params: params{}},

		// The directory's programs: the list, a ladder, one tier's threshold.
		{query: "Show me every rewards program in the directory.", intent: ListPrograms, params: params{}},
		{query: "What tiers are in Unity by Hard Rock?", intent: ProgramDetail, params: params{"id": programID(t, "Unity by Hard Rock")}},
		{query: "How many tier credits does Onyx take at Boyd Rewards?", intent: TierRequirement, params: params{"id": programID(t, "Boyd Rewards")}, tier: "Onyx"},

		// The other areas, one ordinary question each.
		{query: "What's the hold on keno?", intent: GameFacts, params: params{"game_type": "keno"}},
		{query: "Is a $1,250 slot jackpot reportable on a W-2G?", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 1250}},
		{query: "Gambling problem hotline for Idaho?", intent: RGHelp, params: params{"topic": "helpline", "state": "ID"}},
		{query: "How do I put myself on Indiana's self-exclusion list?", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "IN"}},
		{query: "Put my weekly gambling budget at $250.", intent: SetBudget, params: params{"period": "week", "amount": 250}},
		{query: "Stop me after 2 hours per session.", intent: SetSessionLimit, params: params{"max_minutes": 120}},
		{query: "Show me the budget and session limits I have now.", intent: MyLimits, params: params{}},
		{query: "What's my next offer from Treasure Valley Casino likely to be?", intent: CompPredict, params: params{"casino_name": "Treasure Valley Casino"}},
		{query: "Estimate comps for 4 hours of $10 craps.", intent: CompEstimate, params: params{"game_type": "craps", "avg_bet": 10, "hours": 4}},
		{query: "How close am I to the next tier at MegaStar?", intent: TierProgress, params: params{"casino_name": "MegaStar"}},
		{query: "List my tier status everywhere.", intent: MyTiers, params: params{}},
		{query: "Can you find me a host at Washita?", intent: FindHosts, params: params{}, filter: []string{"Washita", "Washita Casino"}},
		{query: "What status matches could I qualify for with my current tiers?", intent: TierMatchSuggestions, params: params{}},
		{query: "Could my Emerald status at Boyd Rewards be matched at Caesars Rewards?", intent: TierMatchPaths, params: params{"program": "Boyd Rewards", "to_program": "Caesars Rewards"}, tier: "Emerald"},
		{query: "Show my trips to Chisholm Trail Casino in 2024.", intent: MyTrips, params: params{"casino_name": "Chisholm Trail Casino", "from": "2024-01-01", "to": "2024-12-31"}},
		{query: "List my blackjack sessions at Newcastle Casino.", intent: MySessions, params: params{"game_type": "blackjack", "casino_name": "Newcastle Casino"}},
		{query: "Which casinos have I checked in at?", intent: MyVisits, params: params{}},
		{query: "Show my redeemed vouchers.", intent: MyVouchers, params: params{"status": "redeemed"}},
		{query: "What offers do I have at SaltCreek Casino?", intent: MyOffers, params: params{"casino_name": "SaltCreek Casino"}},
		{query: "Which of my offers lapse within the next 14 days?", intent: ExpiringOffers, params: params{"within_days": 14}},
		{query: "Show my W-2G forms for 2025.", intent: MyW2Gs, params: params{"tax_year": 2025}},
		{query: "Total of my W-2G winnings for 2022?", intent: W2GTotal, params: params{"tax_year": 2022}},
		{query: "Give me my 2024 gambling tax summary.", intent: TaxSummary, params: params{"tax_year": 2024}},
		{query: "How's my gambling bankroll holding up?", intent: Bankroll, params: params{}},
	}
}
