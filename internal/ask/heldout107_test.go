package ask

import "testing"

// heldOutHundredSeventh is a hundred-and-seventh held-out part, written
// blind and committed BEFORE its first run: by someone who had read only
// the service spec and the action catalog (shared/spec/service-spec.md and
// shared/spec/actions.md, both whole), the README's lines 89-155 (the
// directory's curl examples) and 428-480 (the section on /ask), the whole
// of the twenty-ninth held-out part and the first 80 lines of the
// twenty-eighth (their headers and conventions), the first const block of
// ask.go (the intent constants, printed by a script from "const (" to the
// first ")"), the expectation type (lines 1-18 of heldout_test.go), the
// slugOf and programID functions of ask_test.go (found with grep -n and
// printed alone), the heldOutParts function of score_test.go and the
// subject of the branch's newest commit (which quotes two phrases of
// earlier parts, "I played at Borgata. Does that have a hotel?" and
// "Headed down there after Christmas."; neither is used or imitated here).
// Never the rules of this package, the tuning phrases or the other
// held-out parts. The data under data/ was read only through short python3
// scripts that listed the casinos (name, town, state, type, has_hotel,
// brand, tribal nation) of the ten north-eastern states, the tribal nations
// with their states, the brands, the rewards programs with their tiers and
// thresholds, the program counts of program_properties.csv and the rows of
// us_cities.csv for the towns used (a listing of data/ and the first lines
// of casinos.csv, program_properties.csv, us_cities.csv and
// rewards_programs.json were printed to see their columns). Every name used
// was checked against the data with such a script: Turning Stone, Oxford
// Casino, Encore Boston Harbor, Rocky Gap Casino Resort, Valley Forge
// Casino, Borgata, Mount Airy, Foxwoods, Resorts Casino Hotel, Harrah's
// Philadelphia, Live! Casino Pittsburgh, Tioga Downs, Bally's Dover and
// Delaware Park each name exactly one casino (as a substring of its name
// and as a set of its words); "Hard Rock Atlantic City" and "Rivers Casino
// Schenectady" are one casino's words, not a substring of its name (both
// are used only as typed casino names of player actions); "Ocean Casino"
// was dropped because its words are in three casinos' names (Ocean Casino
// Resort, Casino at Ocean Downs, Ocean's Eleven Casino). Charles Town,
// Bangor and Cumberland are towns of the directory in one state only (WV,
// ME and MD) and in no other state's row of us_cities.csv; Erie is a town
// of the directory and of us_cities.csv in PA only; Wheeling was dropped
// (the directory's is in WV, us_cities.csv's in IL); Springfield is named
// with its state. The Eastern Band of Cherokee Indians is the tribal nation
// of two casinos (Harrah's Cherokee Casino and Harrah's Cherokee Valley
// River Casino, NC: no casino of the ten north-eastern states has a tribal
// nation in the data). "Resorts World" is the brand of four casinos, three
// of them in NY, and in each of their names. Boyd Rewards has Onyx, MGM
// Rewards has Pearl and Caesars Rewards has Diamond (and Diamond Plus and
// Diamond Elite, so "Diamond" is its own tier). Portuguese, the host
// language, could not be checked: the shipped data has no hosts.
//
// Its wording is new: each whole message, and each asking sentence of a
// message of several sentences, was checked with a case-insensitive
// fixed-string grep (file names only, the files never opened) against
// every test file of this package, with and without its closing mark.
// Sixteen were found there and replaced, some twice ("How many slot
// machines does Turning Stone have?", "What does it take to reach Onyx in
// Boyd Rewards?", "What's the house edge on craps?", "Is a $1,500 keno win
// reportable to the IRS?", "Which of my vouchers have been redeemed?",
// "Set a weekly budget of $250.", "limit my sessions to 2 hrs", then "cap
// each session at 2 hrs", "what offers r my casinos likely to send me", "my
// blackjack sessions in march", then "show blackjack sessions i played in
// march" and "pull up the blackjack sessions i logged in march", "any
// offers expiring in the next 10 days", "whats my bankroll at rn", then
// "hows my bankroll looking rn", and "Which casinos in Maine have a
// hotel?"); one more, "how much is left in my bankroll atm", was not found
// but was replaced too, since it only extends a phrase the twenty-ninth
// part's header quotes as already in the corpus. None of the sixty is
// there now. The context sentences and sign-offs ("Just curious before my
// trip.", "Thanks!") are in earlier files and were kept, as allowed.
//
// Its theme is a forty-seventh CONTROL part: sixty ordinary questions over
// every area of the action catalog and the directory, in the ordinary mix
// of registers: 24 plain questions, 12 requests, 13 typed in lower case on
// a phone with common shorthand ("w/", "yr", "hands/hr", "rn", "r", "u",
// "pls", "atm", "mins", "w2gs"), 5 with a sentence of context before or
// after a complete ask, 3 with a greeting or thanks and 3 relayed by an
// agent for its user. Places and casinos are mostly from NJ, PA, NY, CT,
// MA, ME, RI, MD, WV and DE (the nation search is of NC, for the reason
// above). Every area is covered: searches by town (Charles Town, Erie,
// Springfield), radius (Bangor), state and type (Delaware racinos,
// Connecticut tribal casinos), hotel (Maine, Rhode Island), nation and
// family (Resorts World in New York); casino details (Turning Stone, Oxford
// Casino, Rocky Gap, Encore Boston Harbor); the program list, a ladder
// (Caesars Rewards) and tier thresholds (Onyx, Pearl); game facts (craps,
// baccarat, roulette); the W-2G rule (keno); the help line (NJ) and
// self-exclusion (PA); a weekly and a monthly budget and a session limit
// proposed, and the limits read; comp prediction at one casino and at all,
// and a comp estimate; tier progress (two), the player's tiers, a
// tier-match path and suggestions; hosts at a casino, by language and the
// player's own; trips, sessions (two), visits, vouchers, offers, expiring
// offers, the W-2G list and total, the tax summary and the bankroll.
// 50 of 60 expect an answer and 10 expect Unknown: two off topic with a
// place name (late restaurants in Cumberland, snow in Bangor), two facts
// nothing keeps (the buffet's closing time at Resorts Casino Hotel, the
// blackjack table minimum at Harrah's Philadelphia), one of another
// person's records (the wife's Caesars tier), two with two asks in one
// (a daily budget and a session cap together; a W-2G total and the
// bankroll together, relayed by an agent), two writes /ask does not run
// (logging a trip, redeeming a voucher) and one asking for advice
// (blackjack or slots). No question lacks a field its intent needs, so
// none expects a missing field.
//
// It follows the twenty-eighth and twenty-ninth parts' conventions: a
// casino named for a player action keeps the name as typed ("Borgata",
// "Mount Airy", "Hard Rock Atlantic City", "Foxwoods", "Rivers Casino
// Schenectady"); a host filter by casino is the typed words and the
// directory's name when the words name exactly one casino ("Valley Forge
// Casino", Valley Forge Casino Resort), with no parameter; a radius in
// miles is in kilometres to one decimal (40 miles, 64.4); a year named for
// the player's records is that calendar year, "this year" 2026 and "last
// year" 2025 (the test clock is 2026-05-14); a month named without a year
// is its latest one up to today (March and April 2026); a town typed
// without its state is near the directory's town with its state (Charles
// Town, WV; Bangor, ME), and a town with its state near that ("erie pa",
// "Springfield, Massachusetts"); "in <state>" is the state; a family's
// casinos in a state are the state with q the family's name as the
// directory spells it (NY, "Resorts World"); a tier named with its
// program is not ambiguous, and a status match from "Caesars Diamond" is
// from Caesars Rewards' Diamond; a casino's details answer what the
// directory keeps about it, whichever field is asked for (slot machines, a
// hotel, the year it opened); a limit of money in a period is a budget and
// a cap on a session's length a session limit in minutes; money and
// minutes are ints. Its own choices, where those are silent: a tribal
// nation's casinos are a search with q the nation's name as the directory
// spells it (as the README's curl example q=Chickasaw%20Nation); a
// session cap stated as "under 150 mins" is 150; "which of my offers
// expire within 12 days" is the expiring offers within 12 days; vouchers
// "already redeemed" have the status "redeemed"; the context sentence of a
// story lends the ask nothing (the sessions of April stay unfiltered by
// the casino just visited), and a relayed user's "they" and "their" are
// the caller's own.
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at d4c267c, after every round of the session before it,
// and no rule changed for it) scored 59 of 60 correct (98.3%): precision
// 100.0% (49 of 49 answers right), recall 98.0% (49 of 50 answerable), 1
// declined and none wrong, and it was barred on its first run. No
// expectation was changed after it. Declined: "What's the house edge on
// American roulette? Just curious before my trip.".
func heldOutHundredSeventh(t testing.TB) []expectation {
	return []expectation{
		// Plain questions (24): the directory.
		{query: "What casinos are there in Charles Town?", intent: FindCasinos, params: params{"near": "Charles Town, WV"}},
		{query: "Which casinos in Delaware are racinos?", intent: FindCasinos, params: params{"state": "DE", "type": "racino"}},
		{query: "What tribal casinos are in Connecticut?", intent: FindCasinos, params: params{"state": "CT", "type": "tribal"}},
		{query: "Which casinos does the Eastern Band of Cherokee Indians run?", intent: FindCasinos, params: params{"q": "Eastern Band of Cherokee Indians"}},
		{query: "How many slot machines are on the floor at Turning Stone?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Turning Stone Resort & Casino")}},
		{query: "Does Oxford Casino have a hotel?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Oxford Casino")}},

		// Plain questions: facts of the service's own tables.
		{query: "What's needed for Onyx status in Boyd Rewards?", intent: TierRequirement, params: params{"id": programID(t, "Boyd Rewards")}, tier: "Onyx"},
		{query: "What house edge does craps carry?", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "Would a $1,500 keno ticket trigger a W-2G?", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1500}},
		{query: "Is there a gambling helpline in New Jersey?", intent: RGHelp, params: params{"topic": "helpline", "state": "NJ"}},
		{query: "Can I status match Caesars Diamond to MGM Rewards?", intent: TierMatchPaths, params: params{"program": "Caesars Rewards", "to_program": "MGM Rewards"}, tier: "Diamond"},

		// Plain questions: the player's limits, comps, tiers and hosts.
		{query: "What play limits are on my account?", intent: MyLimits, params: params{}},
		{query: "What will Borgata likely offer me next?", intent: CompPredict, params: params{"casino_name": "Borgata"}},
		{query: "How close am I to the next tier at Mount Airy?", intent: TierProgress, params: params{"casino_name": "Mount Airy"}},
		{query: "I'm looking for a host who speaks Portuguese.", intent: FindHosts, params: params{"language": "Portuguese"}},
		{query: "Are there hosts at Valley Forge Casino who take new players?", intent: FindHosts, params: params{}, filter: []string{"Valley Forge Casino", "Valley Forge Casino Resort"}},

		// Plain questions: the player's records.
		{query: "Which vouchers of mine are already redeemed?", intent: MyVouchers, params: params{"status": "redeemed"}},
		{query: "What offers do I have at Hard Rock Atlantic City?", intent: MyOffers, params: params{"casino_name": "Hard Rock Atlantic City"}},
		{query: "How much did I win on W-2G forms this year?", intent: W2GTotal, params: params{"tax_year": 2026}},
		{query: "What's my tax summary for last year?", intent: TaxSummary, params: params{"tax_year": 2025}},

		// Plain questions no answer gives: two facts nothing keeps,
		// another person's records and advice.
		{query: "What time does the buffet at Resorts Casino Hotel close?", intent: Unknown, params: params{}},
		{query: "What's the minimum blackjack bet at Harrah's Philadelphia?", intent: Unknown, params: params{}},
		{query: "What tier is my wife at in Caesars Rewards?", intent: Unknown, params: params{}},
		{query: "Should I play blackjack or slots at Live! Casino Pittsburgh?", intent: Unknown, params: params{}},

		// Requests (12).
		{query: "Show me the Resorts World casinos in New York.", intent: FindCasinos, params: params{"state": "NY", "q": "Resorts World"}},
		{query: "List casinos within 40 miles of Bangor.", intent: FindCasinos, params: params{"near": "Bangor, ME", "radius_km": 64.4}},
		{query: "Tell me about Rocky Gap Casino Resort.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Rocky Gap Casino Resort")}},
		{query: "Show me the Caesars Rewards tier ladder.", intent: ProgramDetail, params: params{"id": programID(t, "Caesars Rewards")}},
		{query: "Set a weekly budget of $275.", intent: SetBudget, params: params{"period": "week", "amount": 275}},
		{query: "Please estimate my comps for 4 hours of $10 slots.", intent: CompEstimate, params: params{"game_type": "slots", "avg_bet": 10, "hours": 4}},
		{query: "List my trips to Foxwoods in 2025.", intent: MyTrips, params: params{"casino_name": "Foxwoods", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "Show me every visit I've logged.", intent: MyVisits, params: params{}},
		{query: "Give me the self-exclusion program for Pennsylvania.", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "PA"}},
		{query: "Find programs I could status match into with my current tiers.", intent: TierMatchSuggestions, params: params{}},
		{query: "Log a trip to Tioga Downs for last weekend.", intent: Unknown, params: params{}},
		{query: "Please redeem my voucher from Bally's Dover.", intent: Unknown, params: params{}},

		// Typed in lower case on a phone, with shorthand (13).
		{query: "casinos near erie pa", intent: FindCasinos, params: params{"near": "Erie, PA"}},
		{query: "which loyalty programs do u have", intent: ListPrograms, params: params{}},
		{query: "what yr did encore boston harbor open", intent: CasinoDetail, params: params{"slug": slugOf(t, "Encore Boston Harbor")}},
		{query: "how many tier credits for pearl w/ mgm rewards", intent: TierRequirement, params: params{"id": programID(t, "MGM Rewards")}, tier: "Pearl"},
		{query: "how many hands/hr in baccarat", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "keep every session under 150 mins", intent: SetSessionLimit, params: params{"max_minutes": 150}},
		{query: "what offers r all my casinos gonna send me", intent: CompPredictAll, params: params{}},
		{query: "what tiers am i at rn", intent: MyTiers, params: params{}},
		{query: "my craps sessions back in march", intent: MySessions, params: params{"game_type": "craps", "from": "2026-03-01", "to": "2026-03-31"}},
		{query: "which of my offers expire within 12 days", intent: ExpiringOffers, params: params{"within_days": 12}},
		{query: "my w2gs for 2025 pls", intent: MyW2Gs, params: params{"tax_year": 2025}},
		{query: "whats my bankroll balance atm", intent: Bankroll, params: params{}},
		{query: "set daily budget $50 and max 1 hr sessions", intent: Unknown, params: params{}},

		// A sentence of context before or after a complete ask (5).
		{query: "We're driving up to Maine next month. Which Maine casinos have a hotel on site?", intent: FindCasinos, params: params{"state": "ME", "has_hotel": true}},
		{query: "I'm trying to rein in my spending. Set my monthly budget to $1,000.", intent: SetBudget, params: params{"period": "month", "amount": 1000}},
		{query: "I just got home from Delaware Park. Show my sessions from April.", intent: MySessions, params: params{"from": "2026-04-01", "to": "2026-04-30"}},
		{query: "What's the house edge on American roulette? Just curious before my trip.", intent: GameFacts, params: params{"game_type": "roulette"}},
		{query: "We're staying in Cumberland this weekend. Which restaurants there stay open late?", intent: Unknown, params: params{}},

		// A greeting or thanks (3).
		{query: "Hi! What casinos are near Springfield, Massachusetts?", intent: FindCasinos, params: params{"near": "Springfield, MA"}},
		{query: "Hello, who are my hosts right now?", intent: MyHosts, params: params{}},
		{query: "Is it going to snow in Bangor tomorrow? Thanks!", intent: Unknown, params: params{}},

		// Relayed by an agent for its user (3).
		{query: "My user would like to know which casinos in Rhode Island have a hotel.", intent: FindCasinos, params: params{"state": "RI", "has_hotel": true}},
		{query: "The user is asking how far they are from the next tier at Rivers Casino Schenectady.", intent: TierProgress, params: params{"casino_name": "Rivers Casino Schenectady"}},
		{query: "My user wants their 2025 W-2G total and their current bankroll.", intent: Unknown, params: params{}},
	}
}
