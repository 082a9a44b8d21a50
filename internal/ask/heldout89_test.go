package ask

import "testing"

// heldOutEightyNinth is an eighty-ninth held-out part, written blind and
// committed BEFORE its first run: by someone who had read only the service
// spec and the action catalog (shared/spec/service-spec.md and
// shared/spec/actions.md, both whole), lines 89-155 and 428-480 of the
// README (the directory's curl examples and the section on /ask), the
// whole of the twenty-ninth held-out part and the first 80 lines of the
// twenty-eighth (its header), the first const block of ask.go (the intent
// constants, printed by a script from "const (" to the first ")"), the
// expectation type (lines 1-18 of heldout_test.go), the slugOf and
// programID helpers of ask_test.go (lines 73-97 were printed, which also
// showed programID's doc comment and the doc comment and first line of
// the phrasing type), the heldOutParts function of score_test.go and the
// subject of the branch's newest commit (git log -1, which names a rule
// and a phrase of an earlier round in one line; neither is used or
// imitated here). A listing of the repository's root and of data/ was
// printed too. The shipped data was read only through short python3
// scripts listing casinos (name, town, state, type, tribal nation, hotel,
// brand) of Washington, Minnesota, Wisconsin, Michigan, New Mexico,
// Arizona, Florida, Indiana and Louisiana, the programs with their tiers
// and thresholds, program_properties.csv by program and state, and towns
// of us_cities.csv. Never the rules of this package, the tuning phrases
// or any other held-out part.
//
// Every casino, program, tier, town, state, nation and family used was
// checked against data/ with a script. Of the words typed for a casino,
// these name exactly one directory casino: "Inn of the Mountain Gods"
// (Inn of the Mountain Gods Resort & Casino), "mystic lake" (Mystic Lake
// Casino Hotel), "Turtle Creek Casino" (Turtle Creek Casino & Hotel),
// "Northern Quest", "Tulalip Resort Casino", "Grand Casino Hinckley",
// "FireKeepers Casino Hotel", "Snoqualmie Casino", "MGM Grand Detroit" and
// "Little River Casino Resort". "Potawatomi" names two (the typed
// "Potawatomi Hotel & Casino" is one's whole name), "Seminole Hard Rock"
// two ("Seminole Hard Rock Tampa" with its town names one), "Belterra" two
// (one in Indiana, one in Ohio; "Belterra Casino Resort" is one's whole
// name) and "Kewadin" four, all in Michigan (a family). Hinckley is a
// directory town only in Minnesota (us_cities.csv has no Hinckley);
// Albuquerque, Tucson, Scottsdale, Spokane, Green Bay, Lake Charles and
// Flagstaff are each a directory town in one state only, the same state
// us_cities.csv gives. The seven Ho-Chunk Gaming casinos carry the tribal
// nation "Ho-Chunk Nation". Louisiana has four racinos, New Mexico twenty
// tribal casinos. MGM Rewards has Pearl (20,000 tier credits), Boyd
// Rewards Onyx (50,000) and Caesars Rewards Diamond (15,000).
//
// Its wording is new: each whole message, and each asking sentence of a
// message of several sentences, was checked with a case-insensitive
// fixed-string grep (file names only) against every test file of this
// package, with and without its closing mark. In the first check 20
// messages were found there and rewritten (among them "Which rewards
// programs do you cover?", "What are the tiers in Boyd Rewards?", "Is a
// $1,500 keno win reportable on a W-2G?", "tribal casinos in new mexico",
// "limit my sessions to 2 hrs", "what tier am i at everywhere" and
// "who's my casino host"); three of the rewrites were found again and
// rewritten, and one of those once more: 24 sentences replaced in all,
// none of the sixty found now. The context and greeting sentences were
// not required to be new.
//
// Its theme is a thirty-seventh CONTROL part: sixty ordinary questions
// over every area of the action catalog and the directory, in the
// ordinary mix of registers: 24 plain questions, 12 requests, 13 typed in
// lower case on a phone with common shorthand ("pls", "w/", "tc", "hrs",
// "yr", "w2g"), 5 with a sentence of context before or after a complete
// ask (the context lends the ask nothing), 3 with a greeting or thanks,
// and 3 relayed by an agent for its user. Places and casinos are from
// Washington, Minnesota, Wisconsin, Michigan, New Mexico, Arizona,
// Florida, Indiana and Louisiana. Every area is covered: searches by town,
// radius, state, type, hotel, rewards, nation and family; casino details;
// the program list, ladders and tier thresholds; game facts; the W-2G
// rule; help lines and self-exclusion; a budget and a session limit
// (proposed) and the limits read; comp predictions (one casino and all)
// and an estimate; tier progress; the player's tiers; a tier-match path
// and suggestions; hosts (at a casino, by language, the player's own);
// trips, sessions, visits, vouchers, offers, expiring offers, the W-2G
// list and total, the tax summary and the bankroll.
//
// 50 expect an answer and 10 expect Unknown: two off topic with a place
// of the directory in them (the weather in Flagstaff, seafood in Lake
// Charles), two facts nothing keeps (parking at MGM Grand Detroit, the
// buffet's hours at Snoqualmie Casino), two of another person's records
// (a wife's tier, a brother's trips), two asks in one (a game's house
// edge with the player's W-2G count; a daily budget with a session cap)
// and two writes /ask does not run (a bankroll deposit, bankroll_add; a
// trip logged, add_trip). No question lacks a field its intent needs, so
// none expects a missing field.
//
// It follows the conventions the twenty-ninth part states (from the
// twenty-fourth): a casino named for a player action keeps the name as
// typed; a host filter by casino is the typed words and the directory's
// name when the words name exactly one casino, with no parameter; a
// radius in miles is in kilometres to one decimal (40 miles 64.4, 15
// miles 24.1); a year named for the player's records is that calendar
// year, "this year" 2026 and "last year" 2025 (today is 2026-11-25), "last
// month" October 2026 and a month with its year that month; "in <town>"
// and "near <town>" are near the directory's town with its state, and "in
// <state>" is the state; a family's casinos in a state are the state with
// q the family's name as the directory spells it; a tier named with its
// program is not ambiguous; a casino's details answer what the directory
// keeps about it, whichever field is asked for (Mystic Lake's slot count
// is blank in the data, and the question is still its details); a limit
// of money in a period is a budget; off-topic questions are Unknown;
// Unknown has empty params. Its own choices, where those are silent:
//   - a nation's casinos ("operated by the Ho-Chunk Nation") are q the
//     nation as the directory spells it, as the README's example
//     q=Chickasaw%20Nation does, with no state;
//   - "what comps can I expect from <casino> next time" is the
//     prediction at that casino, and "predicted offers across every
//     casino i play" the prediction for all;
//   - "which hosts am i connected w/" is the player's hosts (their
//     connections); "a host who speaks Spanish" is find_hosts in Spanish;
//   - "every casino check-in I've made" is the player's visits, with no
//     filter;
//   - "Does a $1,700 keno hit have to be reported to the IRS?" is the
//     W-2G rule for keno with amount_won 1700 (no year named, so none);
//   - "cap each session at 2 hrs" is a session limit of 120 minutes;
//   - "Can I status match my Caesars Diamond over to MGM Rewards?" is the
//     path from Caesars Rewards' Diamond to MGM Rewards ("my" does not
//     make it the suggestions, since the tier is named);
//   - an agent's "their trips" are the user's, read as the user's own.
//
// Corrected before its first run (2026-11-25, by the maintainer): the
// writer's brief gave today as 2026-11-25, but the corpus is read on the
// test clock, 2026-05-14, as the twenty-ninth part says; so one
// expectation reckoned from the brief's date was moved to the clock:
// "last month" (my blackjack sessions) was October 2026 and is now April
// 2026. No reading was changed; the date above in this header is the
// brief's.
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at 2032717, with the eighty-ninth to ninety-second parts
// added together after one rule of the session (a search with no place
// after a story told in a town looks there), and no rule changed for them)
// scored 59 of 60 correct (98.3%): precision 98.0% (49 of 50 answers
// right), recall 98.0% (49 of 50 answerable), none declined and 1 wrong.
// No expectation was changed after it. The wrong one: "spokane casinos w/
// a hotel" (a search for casinos named "spokane", where the town was
// meant).
//
// After its fix round (2026-11-25, by the maintainer): 60 of 60, none
// wrong, barred. A town written before "casinos" is the town when every
// casino whose name begins with its words lies in it or within a search's
// default reach (50 km) of its casinos, and so does every casino of a
// nation whose name begins with them (Spokane Tribe Casino is in Airway
// Heights, 14 km out); a family or nation spread far away is still its
// name ("seminole casinos", "cherokee casinos").
func heldOutEightyNinth(t testing.TB) []expectation {
	return []expectation{
		// Plain questions.
		{query: "Are there any casinos in Hinckley?", intent: FindCasinos, params: params{"near": "Hinckley, MN"}},
		{query: "Which casinos are within 40 miles of Albuquerque?", intent: FindCasinos, params: params{"near": "Albuquerque, NM", "radius_km": 64.4}},
		{query: "Which casinos near Tucson have a hotel?", intent: FindCasinos, params: params{"near": "Tucson, AZ", "has_hotel": true}},
		{query: "Which casinos are operated by the Ho-Chunk Nation?", intent: FindCasinos, params: params{"q": "Ho-Chunk Nation"}},
		{query: "Which Florida casinos have a rewards program?", intent: FindCasinos, params: params{"state": "FL", "has_rewards": true}},
		{query: "Does Inn of the Mountain Gods have a hotel?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Inn of the Mountain Gods Resort & Casino")}},
		{query: "Which loyalty programs are in your directory?", intent: ListPrograms, params: params{}},
		{query: "What tiers make up the Boyd Rewards ladder?", intent: ProgramDetail, params: params{"id": programID(t, "Boyd Rewards")}},
		{query: "How many tier credits does Pearl need in MGM Rewards?", intent: TierRequirement, params: params{"id": programID(t, "MGM Rewards")}, tier: "Pearl"},
		{query: "How many hands does baccarat deal per hour at a typical table?", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "Does a $1,700 keno hit have to be reported to the IRS?", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1700}},
		{query: "What's the problem gambling hotline number for Minnesota?", intent: RGHelp, params: params{"topic": "helpline", "state": "MN"}},
		{query: "How does self-exclusion from Indiana casinos work?", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "IN"}},
		{query: "Which budget and session caps are currently active on my account?", intent: MyLimits, params: params{}},
		{query: "What will Potawatomi Hotel & Casino probably offer me next?", intent: CompPredict, params: params{"casino_name": "Potawatomi Hotel & Casino"}},
		{query: "How much in comps would 4 hours of $10 slots earn me?", intent: CompEstimate, params: params{"game_type": "slots", "avg_bet": 10, "hours": 4}},
		{query: "How close am I to the next tier at Northern Quest?", intent: TierProgress, params: params{"casino_name": "Northern Quest"}},
		{query: "Can I status match my Caesars Diamond over to MGM Rewards?", intent: TierMatchPaths, params: params{"program": "Caesars Rewards", "to_program": "MGM Rewards"}, tier: "Diamond"},
		{query: "Which offers of mine run out within the next 10 days?", intent: ExpiringOffers, params: params{"within_days": 10}},
		{query: "How much does parking cost at MGM Grand Detroit?", intent: Unknown, params: params{}},
		{query: "What time does the buffet open at Snoqualmie Casino?", intent: Unknown, params: params{}},
		{query: "What tier has my wife reached at FireKeepers Casino Hotel?", intent: Unknown, params: params{}},
		{query: "What's the weather in Flagstaff this weekend?", intent: Unknown, params: params{}},
		{query: "What's the house edge on roulette, and how many W-2Gs do I have?", intent: Unknown, params: params{}},

		// Requests.
		{query: "Show me the Kewadin casinos in Michigan.", intent: FindCasinos, params: params{"state": "MI", "q": "Kewadin"}},
		{query: "List the racinos in Louisiana.", intent: FindCasinos, params: params{"state": "LA", "type": "racino"}},
		{query: "Find me a casino host at Turtle Creek Casino.", intent: FindHosts, params: params{}, filter: []string{"Turtle Creek Casino", "Turtle Creek Casino & Hotel"}},
		{query: "Show my trips to Grand Casino Hinckley this year.", intent: MyTrips, params: params{"casino_name": "Grand Casino Hinckley", "from": "2026-01-01", "to": "2026-12-31"}},
		{query: "Show me my expired vouchers.", intent: MyVouchers, params: params{"status": "expired"}},
		{query: "List the offers I have from Seminole Hard Rock Tampa.", intent: MyOffers, params: params{"casino_name": "Seminole Hard Rock Tampa"}},
		{query: "Show me the W-2Gs I got in 2025.", intent: MyW2Gs, params: params{"tax_year": 2025}},
		{query: "Give me my gambling tax summary for last year.", intent: TaxSummary, params: params{"tax_year": 2025}},
		{query: "Suggest tier matches based on the status I already have.", intent: TierMatchSuggestions, params: params{}},
		{query: "Show my brother's trips to Belterra Casino Resort.", intent: Unknown, params: params{}},
		{query: "Put a $350 deposit into my bankroll ledger.", intent: Unknown, params: params{}},
		{query: "Log a trip to Little River Casino Resort from December 4 to 6.", intent: Unknown, params: params{}},

		// Typed in lower case on a phone, with shorthand.
		{query: "new mexico tribal casinos pls", intent: FindCasinos, params: params{"state": "NM", "type": "tribal"}},
		{query: "spokane casinos w/ a hotel", intent: FindCasinos, params: params{"near": "Spokane, WA", "has_hotel": true}},
		{query: "how many slots does mystic lake have", intent: CasinoDetail, params: params{"slug": slugOf(t, "Mystic Lake Casino Hotel")}},
		{query: "show me the caesars rewards tiers", intent: ProgramDetail, params: params{"id": programID(t, "Caesars Rewards")}},
		{query: "how many tc for onyx at boyd rewards", intent: TierRequirement, params: params{"id": programID(t, "Boyd Rewards")}, tier: "Onyx"},
		{query: "cap each session at 2 hrs", intent: SetSessionLimit, params: params{"max_minutes": 120}},
		{query: "predicted offers across every casino i play", intent: CompPredictAll, params: params{}},
		{query: "list all my tiers pls", intent: MyTiers, params: params{}},
		{query: "which hosts am i connected w/", intent: MyHosts, params: params{}},
		{query: "my blackjack sessions last month", intent: MySessions, params: params{"game_type": "blackjack", "from": "2026-04-01", "to": "2026-04-30"}},
		{query: "total w2g winnings this yr", intent: W2GTotal, params: params{"tax_year": 2026}},
		{query: "good seafood places in lake charles?", intent: Unknown, params: params{}},
		{query: "set daily budget $50 and cap sessions at 1 hr", intent: Unknown, params: params{}},

		// A sentence of context before or after a complete ask.
		{query: "My sister is getting married in Scottsdale in March. Which casinos are within 15 miles of Scottsdale?", intent: FindCasinos, params: params{"near": "Scottsdale, AZ", "radius_km": 24.1}},
		{query: "I'm planning my spending for the holidays. Set my monthly gambling budget to $400.", intent: SetBudget, params: params{"period": "month", "amount": 400}},
		{query: "I'm spending the winter in Phoenix. Can you find me a host who speaks Spanish?", intent: FindHosts, params: params{"language": "Spanish"}},
		{query: "List every casino check-in I've made. I'm curious how often I went.", intent: MyVisits, params: params{}},
		{query: "What edge does the house hold on a craps table? I'm learning the game before our trip to Lake Charles.", intent: GameFacts, params: params{"game_type": "craps"}},

		// A greeting or thanks.
		{query: "Hi there! Which casinos are near Green Bay?", intent: FindCasinos, params: params{"near": "Green Bay, WI"}},
		{query: "Hello, what comps can I expect from Tulalip Resort Casino next time?", intent: CompPredict, params: params{"casino_name": "Tulalip Resort Casino"}},
		{query: "Thanks in advance. How healthy is my bankroll these days?", intent: Bankroll, params: params{}},

		// Relayed by an agent for its user.
		{query: "My user wants to know which Louisiana casinos have a hotel.", intent: FindCasinos, params: params{"state": "LA", "has_hotel": true}},
		{query: "The user I'm assisting would like the problem gambling helpline for Washington.", intent: RGHelp, params: params{"topic": "helpline", "state": "WA"}},
		{query: "On behalf of my user, list their trips from October 2026.", intent: MyTrips, params: params{"from": "2026-10-01", "to": "2026-10-31"}},
	}
}
