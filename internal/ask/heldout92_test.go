package ask

import "testing"

// heldOutNinetySecond is a ninety-second held-out part, written blind and
// committed BEFORE its first run: by someone who had read only the service
// spec and the action catalog (both whole), the README's lines 89-155 (the
// curl examples of the directory's query parameters) and 428-480 (its
// section on /ask), the whole of the twenty-ninth held-out part and the
// first eighty lines of the twenty-eighth (its header), the block of intent
// constants of ask.go (printed by a script from "const (" to the first
// ")"), the expectation type (lines 1-18 of heldout_test.go), the slugOf
// and programID helpers of ask_test.go (found by grep -n, only those two
// functions printed) and the heldOutParts function of score_test.go, and
// the subject of the branch's newest commit (git log -1). The shipped data
// was read only through short python3 scripts that listed casinos (name,
// town, state, type, has_hotel, brand, tribal nation), the programs of
// rewards_programs.json with their tiers and thresholds,
// program_properties.csv and us_cities.csv (a listing of data/ and the
// first lines of those csv files were printed too). Never the rules of this
// package, the tuning phrases or the other held-out parts.
//
// Every name used was checked against data/ with a script, spelled
// correctly in the expectations: Borgata Hotel Casino and Spa, Foxwoods
// Resort Casino, Pechanga Resort Casino, Barona Resort and Casino,
// Riverwind Casino, Soaring Eagle Casino and Resort, Harrah's Laughlin,
// Bally's Atlantic City, Turning Stone Resort & Casino, Bellagio Hotel and
// Casino and Caesars Palace Casino are each the one casino whose name holds
// the words typed (once the typo is mended); "Mohegan Sun" is the whole name
// of exactly one casino (Uncasville, CT), though Mohegan Sun Pocono holds
// the words too; "Palms" names only Palms Casino Resort and "Paris" only
// Paris Resort Casino, both in Las Vegas. The towns Shreveport and Lake
// Charles (LA), Biloxi and Tunica (MS), Black Hawk (CO), Deadwood (SD) and
// Atlantic City (NJ) are towns of the directory in one state each; Columbus
// is a directory town in MN, NE and OH (and a listed city in GA and IN),
// Columbia no directory town but a listed city in MO and SC. The states
// hold what is asked of them: tribal casinos in OK, racinos in PA, three
// Harrah's casinos in NV, six Seminole casinos in FL. The programs and
// tiers (Caesars Rewards' Diamond, MGM Rewards' Pearl and Gold, WinStar
// Club Passport's Elite, Boyd Rewards) are those of rewards_programs.json.
// Spanish, the host language, cannot be checked: the data has no hosts.
//
// Its wording is new: each whole message was checked with a
// case-insensitive fixed-string grep (file names only) against every test
// file of this package, with and without its closing mark; two were found
// and replaced before the file was written ("harrahs casinos in Nevada",
// "whos my casino host"), and none of the sixty is there now.
//
// Its theme is a CONTROL part in a register no part has covered:
// MISSPELLINGS. Sixty short questions typed as real people type them, with
// honest typos: misspelled casino names ("Borgatta", "Mohegun Sun",
// "Foxwods", "Pechenga", "Barrona", "Riverwnd", "Soaring Eagel", "Turnng
// Stone", "Belagio"), programs and tiers ("Boyd Rewads", "Ceasars",
// "Caesers", "Diamon", "Perl", "Pasport", "teirs"), games ("blackjak",
// "bacarat", "rolette", "keeno", "vidoe poker"), towns and states
// ("Shreveprot", "Biloxy", "Lake Charels", "Deadwod", "Tunika", "Atlantic
// Citty", "Pensylvania", "Missisippi", "New Jersy", "Indianna"), dropped
// apostrophes ("harrahs", "Ballys", "whats", "dont", "hows", "wifes"),
// doubled, dropped or swapped letters ("casions", "sesions", "expier",
// "redeemd", "winings"), a missing space ("Blackhawk" for Black Hawk) and a
// few phonetic spellings ("wat", "wats", "wich", "speeks", "probly",
// "more then"). One or two slips a question, never so many that a reader
// would hesitate, mostly lower case and without a closing mark, as typed.
// The expectations use the CORRECT names exactly as the data spells them.
//
// 50 expect an answer and 10 expect Unknown: two off topic with a place
// (the weather in Tunica, a train from Atlantic City), two facts nothing
// keeps (a poker room's opening time, a dress code), two of someone else's
// records (a brother's tier, a wife's trips), two asks in one (a budget and
// a session limit; the bankroll and the W-2G count), and two where the
// misspelled word could as well be two different things, so a careful
// human would ask back ("Columbis": Columbus or Columbia; "the Palis in
// Vegas": the Palms or Paris). Every area is covered: place, near, radius,
// hotel, type, rewards and family searches (a brand and a nation), casino
// details, programs, a ladder and tiers' thresholds, game facts, the W-2G
// rule, help lines and self-exclusion, budget and session limits
// (proposed) and the limits read, comp predictions (one casino and all)
// and an estimate, tier progress and the player's tiers, hosts (at a
// casino, by language, the player's own), tier-match suggestions and a
// path, trips, sessions, visits, vouchers, offers and expiring offers,
// W-2G lists and totals, the tax summary and the bankroll. No question
// lacks a field its intent needs, so none expects a missing field.
//
// It follows the twenty-ninth part's conventions, with today 2026-11-25:
// a casino named for a player action keeps the name as a human would
// correct it (the typed words, correctly spelled: "Riverwnd" is
// "Riverwind", "Harrahs Laughlin" is "Harrah's Laughlin", "Ballys Atlantic
// City" is "Bally's Atlantic City"), not the directory's full name; a host
// filter by casino is those corrected words and the directory's name, as
// "Barrona" gives "Barona" and Barona Resort and Casino; a radius in miles
// is in kilometres to one decimal (25 miles 40.2, 40 miles 64.4); a year
// named for the player's records is that calendar year, "last year" is
// 2025, and a month named without a year is its latest one up to today
// ("from october" is 2026-10-01 to 2026-10-31); a town typed without its
// state is near the directory's town with its state ("Blackhawk" is near
// "Black Hawk, CO"); "in <town>" is near that town and "in <state>" is the
// state; a family's casinos in a state are the state with q the family's
// name as the directory spells it ("harrahs propertys in Nevada" is NV with
// q "Harrah's", "Seminol casinos in Florida" FL with q "Seminole"); a tier
// named with its program is not ambiguous ("MGM Gold" is MGM Rewards'
// Gold); a casino's details answer what the directory keeps about it,
// whichever field is asked for (slot machines, a hotel, the year opened); a
// limit of money in a period is a budget ("dont let me spend more then $600
// a month"); a slot jackpot is the game "slots"; another person's records,
// a detail no answer says and two asks in one are Unknown.
//
// Corrected before its first run (2026-11-25, by the maintainer): the
// writer's brief gave today as 2026-11-25, but the corpus is read on the
// test clock, 2026-05-14, as the twenty-ninth part says; so one
// expectation reckoned from the brief's date was moved to the clock:
// "october" without a year (the slot sessions) was October 2026 and is now
// October 2025, the latest October up to the clock. No reading was
// changed; the date above in this header is the brief's.
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at 2032717, with the eighty-ninth to ninety-second parts
// added together after one rule of the session (a search with no place
// after a story told in a town looks there), and no rule changed for them)
// scored 43 of 60 correct (71.7%): precision 78.6% (33 of 42 answers
// right), recall 66.0% (33 of 50 answerable), 8 declined and 9 wrong. No
// expectation was changed after it. The wrong ones: misspelled names sent
// as typed ("Seminol" as a search, "Riverwnd", "Soaring Eagel", "Ballys
// Atlantic City", "Harrahs Laughlin" for the player's records, "Barrona"
// in a host filter), "vidoe poker" read as poker, "conected" not read (the
// hosts searched, not the player's) and "expier" not read (every offer,
// not the expiring ones).
//
// After its fix round (2026-11-25): 60/60, 0 wrong (from 43/60, 9
// wrong), with general rules and no expectation changed: a mistyped
// word is written back mended wherever the typed text is sent (a casino
// named for a player action, a family searched, a host filter, a town
// weighed against the directory's names), in the owner's spelling when
// typed with a capital and in lower case when typed so; a later word of
// a casino's name one slip from the name's next word is that word once
// the words before it are typed right ("Soaring Eagel"); a name typed
// with a capital but without its apostrophe is spelled as its owner
// spells it (lower case stays as typed, as the earlier parts want); a
// town of two words typed as one is the town; "then" after a comparison
// is "than"; a plural in "-ys" after a consonant is the plural in
// "-ies"; a word one slip from a tier of the program the question names
// is that tier, a short one too; and "expire", "exclude", "connected",
// "video" and "keno" are keywords the typo corrector mends to. A word
// one slip from two names ("Columbis", "Palis") is still not mended.
// One tuning expectation of the eighty-second round ("Harrahs Cherokee"
// kept without its apostrophe) was changed to the owner's spelling, the
// reading this part asks of a capitalized name.
func heldOutNinetySecond(t testing.TB) []expectation {
	return []expectation{
		// The directory: towns, a radius, a state's type, rewards and
		// hotels, a brand and a nation in a state; a town the typo leaves
		// open, and two off-topic questions with a place.
		{query: "any casinos in Shreveprot?", intent: FindCasinos, params: params{"near": "Shreveport, LA"}},
		{query: "casinos within 25 miles of Biloxy", intent: FindCasinos, params: params{"near": "Biloxi, MS", "radius_km": 40.2}},
		{query: "tribal casions in Oklahoma", intent: FindCasinos, params: params{"state": "OK", "type": "tribal"}},
		{query: "are there racinos in Pensylvania", intent: FindCasinos, params: params{"state": "PA", "type": "racino"}},
		{query: "casinos near Lake Charels with a hotle", intent: FindCasinos, params: params{"near": "Lake Charles, LA", "has_hotel": true}},
		{query: "which casinos in Missisippi have a rewards program", intent: FindCasinos, params: params{"state": "MS", "has_rewards": true}},
		{query: "harrahs propertys in Nevada", intent: FindCasinos, params: params{"state": "NV", "q": "Harrah's"}},
		{query: "comercial casinos within 40 miles of Blackhawk", intent: FindCasinos, params: params{"near": "Black Hawk, CO", "radius_km": 64.4, "type": "commercial"}},
		{query: "casinos around Deadwod", intent: FindCasinos, params: params{"near": "Deadwood, SD"}},
		{query: "Seminol casinos in Florida", intent: FindCasinos, params: params{"state": "FL", "q": "Seminole"}},
		{query: "any casinos near Columbis?", intent: Unknown, params: params{}},
		{query: "wats the weather in Tunika this weekend", intent: Unknown, params: params{}},
		{query: "how do i get from Atlantic Citty to Philly by train", intent: Unknown, params: params{}},

		// One casino's details; a name the typo leaves open, and two facts
		// nothing keeps.
		{query: "tell me about the Borgatta", intent: CasinoDetail, params: params{"slug": slugOf(t, "Borgata Hotel Casino and Spa")}},
		{query: "how many slot machines does Mohegun Sun have", intent: CasinoDetail, params: params{"slug": slugOf(t, "Mohegan Sun")}},
		{query: "does Foxwods have a hotel", intent: CasinoDetail, params: params{"slug": slugOf(t, "Foxwoods Resort Casino")}},
		{query: "what year did Pechenga open", intent: CasinoDetail, params: params{"slug": slugOf(t, "Pechanga Resort Casino")}},
		{query: "tell me about the Palis in Vegas", intent: Unknown, params: params{}},
		{query: "what time does the poker room at Turnng Stone open", intent: Unknown, params: params{}},
		{query: "does the Belagio have a dress code", intent: Unknown, params: params{}},

		// Programs: the list, a ladder, and tiers' thresholds.
		{query: "what loyality programs do you have", intent: ListPrograms, params: params{}},
		{query: "what tiers does Boyd Rewads have", intent: ProgramDetail, params: params{"id": programID(t, "Boyd Rewards")}},
		{query: "how many tier credits for Diamon in Ceasars Rewards", intent: TierRequirement, params: params{"id": programID(t, "Caesars Rewards")}, tier: "Diamond"},
		{query: "how do i get Perl status with MGM Rewards", intent: TierRequirement, params: params{"id": programID(t, "MGM Rewards")}, tier: "Pearl"},
		{query: "what does Elite need in Winstar Club Pasport", intent: TierRequirement, params: params{"id": programID(t, "WinStar Club Passport")}, tier: "Elite"},

		// Game facts and the W-2G rule.
		{query: "house edge on blackjak", intent: GameFacts, params: params{"game_type": "blackjack"}},
		{query: "how many hands an hour in bacarat", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "whats the house edge for rolette", intent: GameFacts, params: params{"game_type": "roulette"}},
		{query: "does a $2,000 slot jackpot need a W2-G", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 2000}},
		{query: "do i get a w2g for winning $1,400 at keeno", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1400}},

		// Responsible-gaming help by state.
		{query: "gambling helpline for New Jersy", intent: RGHelp, params: params{"topic": "helpline", "state": "NJ"}},
		{query: "how do i self exlude in Indianna", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "IN"}},

		// The player's limits: changes proposed, and the limits read.
		{query: "set my weekly buget to $250", intent: SetBudget, params: params{"period": "week", "amount": 250}},
		{query: "limit my sesions to 2 hours", intent: SetSessionLimit, params: params{"max_minutes": 120}},
		{query: "dont let me spend more then $600 a month", intent: SetBudget, params: params{"period": "month", "amount": 600}},
		{query: "wat limits have i set", intent: MyLimits, params: params{}},

		// Comps: predicted at one casino and at all, and estimated.
		{query: "what will Riverwnd probly offer me next", intent: CompPredict, params: params{"casino_name": "Riverwind"}},
		{query: "predict my next offers at all my casinoes", intent: CompPredictAll, params: params{}},
		{query: "comps for 2 hours of $5 vidoe poker", intent: CompEstimate, params: params{"game_type": "video_poker", "avg_bet": 5, "hours": 2}},

		// Tiers: the next tier at one casino, the player's tiers, a
		// tier-match path and suggestions.
		{query: "how close am i to the next tier at Soaring Eagel", intent: TierProgress, params: params{"casino_name": "Soaring Eagle"}},
		{query: "show me my teirs", intent: MyTiers, params: params{}},
		{query: "can i status match my MGM Gold over to Caesers Rewards", intent: TierMatchPaths, params: params{"program": "MGM Rewards", "to_program": "Caesars Rewards"}, tier: "Gold"},
		{query: "wich programs could i status match into with my tiers", intent: TierMatchSuggestions, params: params{}},

		// Hosts at a casino, by language, and the player's own.
		{query: "is there a host at Barrona taking new players", intent: FindHosts, params: params{}, filter: []string{"Barona", "Barona Resort and Casino"}},
		{query: "i want a host who speeks Spanish", intent: FindHosts, params: params{"language": "Spanish"}},
		{query: "which hosts am i conected with", intent: MyHosts, params: params{}},

		// The player's records: trips, sessions, visits, vouchers, offers,
		// W-2Gs, the tax year and the bankroll.
		{query: "show my trips to Ballys Atlantic City in 2025", intent: MyTrips, params: params{"casino_name": "Bally's Atlantic City", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "my slot sesions from october", intent: MySessions, params: params{"game_type": "slots", "from": "2025-10-01", "to": "2025-10-31"}},
		{query: "list my casino vists", intent: MyVisits, params: params{}},
		{query: "which of my vouchers have been redeemd", intent: MyVouchers, params: params{"status": "redeemed"}},
		{query: "what offers do i have from Harrahs Laughlin", intent: MyOffers, params: params{"casino_name": "Harrah's Laughlin"}},
		{query: "what offers expier in the next 14 days", intent: ExpiringOffers, params: params{"within_days": 14}},
		{query: "show my W2G forms for 2024", intent: MyW2Gs, params: params{"tax_year": 2024}},
		{query: "whats my total W-2G winings for 2025", intent: W2GTotal, params: params{"tax_year": 2025}},
		{query: "my gambling tax sumary for last year", intent: TaxSummary, params: params{"tax_year": 2025}},
		{query: "hows my bankrol looking", intent: Bankroll, params: params{}},

		// Someone else's records, and two asks in one.
		{query: "what tier is my brothr at Caesars Palace", intent: Unknown, params: params{}},
		{query: "show my wifes trips to Foxwods", intent: Unknown, params: params{}},
		{query: "set my daily budget to $100 and limit sesions to 1 hour", intent: Unknown, params: params{}},
		{query: "whats my bankrol and how many W-2Gs do i have", intent: Unknown, params: params{}},
	}
}
