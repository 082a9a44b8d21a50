package ask

import "testing"

// heldOutHundredSixteenth is a hundred-and-sixteenth held-out part,
// written blind and committed BEFORE its first run: by someone who had
// read only the service spec and the action catalog (both whole), lines
// 89-155 and 428-480 of the README (its curl examples of the directory's
// query parameters and its section on /ask), the shipped data through
// short python3 scripts that listed casinos (name, town, state, type,
// hotel, brand, tribal nation), the programs with their tiers and
// thresholds (rewards_programs.json), program_properties.csv and
// us_cities.csv, the whole of the twenty-ninth held-out part and the first
// eighty lines of the twenty-eighth (its header), the block of intent
// constants of ask.go (printed by a script from "const (" to the first
// ")"), the expectation type (lines 1-18 of heldout_test.go), the slugOf
// and programID helpers of ask_test.go, the heldOutParts function of
// score_test.go and the subject of the branch's newest commit; never the
// rules of this package, the tuning phrases or the other held-out parts
// (not the ninety-second either, the first part of this theme).
//
// Every casino, program, tier, town, state, nation and brand used was
// checked against data/ with a script, and so were the words a human
// reader would correct each misspelled name to: "Pechanga" names exactly
// one casino (Pechanga Resort Casino), and so do "Foxwoods" (Foxwoods
// Resort Casino), "Bellagio" (Bellagio Hotel and Casino), "Mohegan Sun
// Pocono", "Hard Rock Tulsa" (Hard Rock Hotel & Casino Tulsa), "Borgata"
// (Borgata Hotel Casino and Spa), "Golden Nugget Biloxi", "Venetian Las
// Vegas" and "Caesars Palace" (Caesars Palace Casino); "Wynn Las Vegas"
// names two (Wynn Las Vegas and Wynn Encore Las Vegas), but only in a
// question expected Unknown for another reason. Caesars Rewards has
// Diamond Elite, MGM Rewards Platinum and Boyd Rewards Emerald; Genting
// Rewards and Boyd Rewards have ladders; the Seminole casinos of Florida
// are named for the Seminole Tribe of Florida; Pennsylvania has racinos;
// Atlantic City (NJ), Shreveport and Lake Charles (LA), Deadwood (SD),
// Laughlin (NV), Biloxi (MS), Tunica (MS) and Mesquite (NV) are towns of
// the directory; Kinder and Kenner are both towns of the directory in
// Louisiana, and Win-River Resort and Casino (Redding, CA) and Wind River
// Hotel and Casino (Riverton, WY) are both casinos of it. Its wording is
// new: each whole message was checked with a case-insensitive
// fixed-string grep (file names only) against every test file of this
// package, with and without its closing mark (none has one); five were
// found there and replaced ("tribal casions in Oklahoma", "Seminol casinos
// in Florida", "does Foxwods have a hotel", "my gambling tax sumary for
// last year", "hows my bankrol looking"), and none of the sixty is there
// now.
//
// Its theme is a fifty-second CONTROL part in the register of
// MISSPELLINGS, its second part: sixty short questions as real people
// type them, lower case mostly and without a closing mark, each with one
// or two honest slips and no more than a human reader would read past:
// misspelled casino names ("Pechenga", "Foxwods", "Belagio", "Mohegun
// Sun", "Venitian", "Golden Nuggett", "Hardrock", "Borgatta"), programs
// and tiers ("Ceasars Rewards", "Boyd Rewads", "Gentng", "Ceasers",
// "Platinun", "Emrald"), games ("baccarrat", "crapps", "roulete",
// "blackjak"), towns and states ("Atlantc City", "Shreveprot", "Lake
// Charels", "Deadwod", "Laughlen", "Biloxy", "Pensylvania", "Mississipi",
// "New Jersy"), dropped apostrophes ("whats", "dont", "hows", "wifes"),
// doubled, dropped or swapped letters ("casions", "egde", "fomrs",
// "vouchars"), a missing space ("Hardrock") and a few phonetic spellings
// ("wat", "wich", "speeks"). The expectation of each is what the service
// can really give, decided from the spec and the action catalog, never
// from the rules, and it names things as the data spells them. Every area
// is covered: place, near, radius, hotel, type, rewards and family
// searches, casino details, the program list, ladders and one tier's
// threshold, a tier-match path, game facts, the W-2G rule, help lines and
// self-exclusion, budget and session limits (proposed) and the limits
// read, comp predictions (one casino and all) and an estimate, tier
// progress and the player's tiers, tier-match suggestions, hosts (at a
// casino, by language, the player's own), trips, sessions, visits,
// vouchers, offers and expiring offers, W-2G lists and totals, the tax
// summary and the bankroll. 50 of 60 expect an answer and 10 expect
// Unknown: two off topic with a place (the weather in Tunica, golf near
// Mesquite), two facts nothing keeps (parking at the Borgata, a room
// rate at the Wynn), two of someone else's records (a wife's trips, a
// brother's tier), two asks in one (the bankroll and offers' expiry; a
// budget and a session limit), and two where the misspelled word could
// as well be two different things, so a careful human would ask back
// ("Kinner LA": Kinder or Kenner, both Louisiana towns of the directory;
// "Winriver casino": Win-River Resort and Casino or Wind River Hotel and
// Casino). No question lacks a field its intent needs, so none expects a
// missing field.
//
// It follows the twenty-ninth part's conventions: a casino named for a
// player action keeps the name as typed, here as a human would correct
// its spelling ("Ceasars Palace" is "Caesars Palace", "Venitian Las
// Vegas" is "Venetian Las Vegas", "Golden Nuggett Biloxi" is "Golden
// Nugget Biloxi", "Borgatta" is "Borgata"); a host filter by casino is the
// words (corrected) and the directory's name when the words name exactly
// one casino, with no parameter ("Hardrock Tulsa" is "Hard Rock Tulsa"
// and Hard Rock Hotel & Casino Tulsa); a radius in miles is in kilometres
// to one decimal (40 miles is 64.4, 10 miles 16.1); a year named for the
// player's records is that calendar year, "last year" 2025 and "this
// year" 2026; a month named without a year is its latest one up to
// today, 2026-05-14 ("from March" is 2026-03-01 to 2026-03-31); a town
// typed without its state is near the directory's town with its state;
// "in <town>" is near that town and "in <state>" is the state; a family's
// casinos in a state are the state with q the family's name as the
// directory spells it ("Seminol" is q "Seminole"); a tier named with its
// program is not ambiguous ("Diamond Elite at Ceasers" is Caesars
// Rewards' Diamond Elite); a casino's details answer what the directory
// keeps about it, whichever field is asked for (slot machines, a hotel,
// the year it opened, table games); a limit of money in a period is a
// budget and a cap on a session's length is the session limit, in
// minutes; "a slot machien" is the game slots; "my conected casino
// hosts" are the player's own hosts; "my redeemed vouchars" have the
// status "redeemed"; off-topic questions, facts no answer says, other
// people's records and two asks in one are Unknown.
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at cd5a2a1, after every round of the session before it,
// and no rule changed for it) scored 53 of 60 correct (88.3%): precision
// 95.7% (44 of 46 answers right), recall 88.0% (44 of 50 answerable), 5
// declined and 2 wrong. No expectation was changed after it. The wrong
// ones: "casinos around Kinner LA" (a search near Kenner, where the slip
// fits Kinder as well) and "any hosts at Hardrock Tulsa taking new
// players" (the hosts filtered by "Hardrock Tulsa" as typed, where the
// joined "Hard Rock" names one casino). The ninety-second part, the first
// of misspellings, was 43 of 60 with 9 wrong on its first run.
//
// After its fix round (2026-11-25, branch fix-116, tuningPart116): 60/60,
// 0 wrong, none declined; no expectation was changed, and the part is
// barred. The general rules added, all in the corrector (typos.go): the
// dice game, the slot machine and a tier's status are words it mends
// ("statue" stays a word of its own); two words of a casino's name
// written as one are the name, as joined towns already were, unless the
// joined word is one edit from another name's joined words (so
// "Winriver" still names neither); a slip one edit from two of the
// directory's towns names neither (the "Kinner" search now declines); a
// name whose vowels are muddled but whose consonants are right, with
// three vowels or more after its first letter, is the one target word so
// spelled ("Ceasers"); and a word of four letters with its two middle
// letters swapped is the short keyword it makes ("edge", "tier").
func heldOutHundredSixteenth(t testing.TB) []expectation {
	return []expectation{
		// The directory: town, radius, state, type, hotel, rewards and
		// family searches, misspelled, and a town the slip leaves
		// between two.
		{query: "casinos in Atlantc City that have a hotel", intent: FindCasinos, params: params{"near": "Atlantic City, NJ", "has_hotel": true}},
		{query: "which tribal casions are in Oklahoma", intent: FindCasinos, params: params{"state": "OK", "type": "tribal"}},
		{query: "are there any racinos in Pensylvania", intent: FindCasinos, params: params{"state": "PA", "type": "racino"}},
		{query: "casinos within 40 miles of Shreveprot", intent: FindCasinos, params: params{"near": "Shreveport, LA", "radius_km": 64.4}},
		{query: "whats the closest casino to Lake Charels", intent: FindCasinos, params: params{"near": "Lake Charles, LA"}},
		{query: "list the Seminol casinos in Florida", intent: FindCasinos, params: params{"state": "FL", "q": "Seminole"}},
		{query: "casinos in Deadwod with a rewards program", intent: FindCasinos, params: params{"near": "Deadwood, SD", "has_rewards": true}},
		{query: "comercial casinos in Indiana", intent: FindCasinos, params: params{"state": "IN", "type": "commercial"}},
		{query: "Laughlen casinos", intent: FindCasinos, params: params{"near": "Laughlin, NV"}},
		{query: "casinos within 10 miles of Biloxy", intent: FindCasinos, params: params{"near": "Biloxi, MS", "radius_km": 16.1}},
		{query: "casinos around Kinner LA", intent: Unknown, params: params{}},

		// One casino's details, and a name the slip leaves between two
		// casinos.
		{query: "how many slot machines does Pechenga have", intent: CasinoDetail, params: params{"slug": slugOf(t, "Pechanga Resort Casino")}},
		{query: "does Foxwods have a hotel on site", intent: CasinoDetail, params: params{"slug": slugOf(t, "Foxwoods Resort Casino")}},
		{query: "what year did the Belagio open", intent: CasinoDetail, params: params{"slug": slugOf(t, "Bellagio Hotel and Casino")}},
		{query: "how many table games at Mohegun Sun Pocono", intent: CasinoDetail, params: params{"slug": slugOf(t, "Mohegan Sun Pocono")}},
		{query: "tell me about Winriver casino", intent: Unknown, params: params{}},

		// Programs: the list, ladders, one tier's threshold and a
		// tier-match path.
		{query: "wat loyalty programs do you guys have", intent: ListPrograms, params: params{}},
		{query: "show me the tiers in Ceasars Rewards", intent: ProgramDetail, params: params{"id": programID(t, "Caesars Rewards")}},
		{query: "whats the top tier in Boyd Rewads", intent: ProgramDetail, params: params{"id": programID(t, "Boyd Rewards")}},
		{query: "Gentng Rewards tier list", intent: ProgramDetail, params: params{"id": programID(t, "Genting Rewards")}},
		{query: "what does Diamond Elite take at Ceasers", intent: TierRequirement, params: params{"id": programID(t, "Caesars Rewards")}, tier: "Diamond Elite"},
		{query: "how many tier credits for Platinun in MGM Rewards", intent: TierRequirement, params: params{"id": programID(t, "MGM Rewards")}, tier: "Platinum"},
		{query: "can i status match my Boyd Emrald over to Caesars Rewards", intent: TierMatchPaths, params: params{"program": "Boyd Rewards", "to_program": "Caesars Rewards"}, tier: "Emerald"},

		// Game facts and the W-2G rule.
		{query: "whats the house egde on baccarrat", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "how many rolls an hour at a crapps table", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "is a $1,500 keno win reportible", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1500}},
		{query: "do i need a W2G if i win $1300 on a slot machien", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 1300}},

		// Responsible-gaming help by state.
		{query: "gambling adiction hotline in New Jersy", intent: RGHelp, params: params{"topic": "helpline", "state": "NJ"}},
		{query: "how do i self exlude in Mississipi", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "MS"}},

		// The player's limits: changes proposed, the limits read, and two
		// changes in one.
		{query: "set my weekley budget to $250", intent: SetBudget, params: params{"period": "week", "amount": 250}},
		{query: "limit my gamblng to $1000 a month", intent: SetBudget, params: params{"period": "month", "amount": 1000}},
		{query: "dont let me play more than 2 hours per sesion", intent: SetSessionLimit, params: params{"max_minutes": 120}},
		{query: "wat limits have i got on my acount", intent: MyLimits, params: params{}},
		{query: "set my daily budget to $50 and limit sesions to an hour", intent: Unknown, params: params{}},

		// Comps: predicted at one casino and at all, and estimated.
		{query: "what offer will Venitian Las Vegas probably send me next", intent: CompPredict, params: params{"casino_name": "Venetian Las Vegas"}},
		{query: "predict my offers at all my casions", intent: CompPredictAll, params: params{}},
		{query: "what comps would i earn playing $20 roulete for 3 hours", intent: CompEstimate, params: params{"game_type": "roulette", "avg_bet": 20, "hours": 3}},

		// Tiers: the next tier at one casino, the player's tiers,
		// tier-match suggestions, and someone else's tier.
		{query: "how close am i to the next tier at Golden Nuggett Biloxi", intent: TierProgress, params: params{"casino_name": "Golden Nugget Biloxi"}},
		{query: "show my tier staus at all my casinos", intent: MyTiers, params: params{}},
		{query: "wich programs would status match me based on my tiers", intent: TierMatchSuggestions, params: params{}},
		{query: "what tier is my brother at in MGM Rewads", intent: Unknown, params: params{}},

		// Hosts at a casino, by language, and the player's own.
		{query: "any hosts at Hardrock Tulsa taking new players", intent: FindHosts, params: params{}, filter: []string{"Hard Rock Tulsa", "Hard Rock Hotel & Casino Tulsa"}},
		{query: "i want a host that speeks spanish", intent: FindHosts, params: params{"language": "Spanish"}},
		{query: "show me my conected casino hosts", intent: MyHosts, params: params{}},

		// The player's records: trips, sessions, visits, vouchers,
		// offers, W-2Gs, the tax year and the bankroll; someone else's
		// trips and two asks in one.
		{query: "my trips to Ceasars Palace last year", intent: MyTrips, params: params{"casino_name": "Caesars Palace", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "show my blackjak sessions from March", intent: MySessions, params: params{"game_type": "blackjack", "from": "2026-03-01", "to": "2026-03-31"}},
		{query: "list all my casino vists", intent: MyVisits, params: params{}},
		{query: "list my redeemed vouchars", intent: MyVouchers, params: params{"status": "redeemed"}},
		{query: "what offers do i have from Borgatta", intent: MyOffers, params: params{"casino_name": "Borgata"}},
		{query: "offers expirng in the next 2 weeks", intent: ExpiringOffers, params: params{"within_days": 14}},
		{query: "show my W-2G fomrs from 2024", intent: MyW2Gs, params: params{"tax_year": 2024}},
		{query: "total of my W-2G winings this year", intent: W2GTotal, params: params{"tax_year": 2026}},
		{query: "pull up my gambling tax sumary for last year", intent: TaxSummary, params: params{"tax_year": 2025}},
		{query: "hows my bankrol looking right now", intent: Bankroll, params: params{}},
		{query: "show my wifes trips to Harrahs", intent: Unknown, params: params{}},
		{query: "whats my bankrol and when do my offers expire", intent: Unknown, params: params{}},

		// Facts nothing keeps, and off topic with a place.
		{query: "how much is parking at the Borgota", intent: Unknown, params: params{}},
		{query: "whats the cheapist room rate at the Wynn Las Vegas", intent: Unknown, params: params{}},
		{query: "whats the wether in Tunica this weekend", intent: Unknown, params: params{}},
		{query: "good golf courses near Mesquit Nevada", intent: Unknown, params: params{}},
	}
}
