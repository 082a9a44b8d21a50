package ask

import "testing"

// heldOutNinetyFourth is a ninety-fourth held-out part, written blind and
// committed BEFORE its first run: by someone who had read only the service
// spec and the action catalog (../shared/spec/service-spec.md and
// actions.md, both whole), the README's lines 89-155 (the curl examples of
// the directory and its paging) and 428-480 (the section on /ask), the
// whole of the twenty-ninth held-out part and the first 80 lines of the
// twenty-eighth (its header), the block of intent constants of ask.go
// (printed by a script from "const (" to the first ")"), the expectation
// type (lines 1-18 of heldout_test.go), the slugOf and programID helpers
// of ask_test.go (lines 73-94, found with grep -n), the heldOutParts
// function of score_test.go and the subject of the branch's newest commit
// (git log -1); a listing of the worktree's top level and of data/ was
// printed too. The shipped data was read only through short python3
// scripts: casinos.csv (its header row, and name, town, state, type,
// has_hotel, brand and tribal nation of every casino; opened_year,
// hotel_rooms, slot_machines and table_games of the Harrah's, Bally's,
// Golden Nugget and Caesars casinos, to ask for a detail the directory
// holds), rewards_programs.json (every program with its brand, property and
// tiers with their thresholds; the first program's whole entry was printed
// once), program_properties.csv (its first lines, the program names, and
// the rows of Indiana) and us_cities.csv (its first lines, and the rows of
// the towns used). Never the rules of this package, the tuning phrases or
// the other held-out parts.
//
// Every name used was checked against the data with a script. The words
// "harrahs laughlin", "ballys evansville", "golden nugget in lake charles"
// and "harrahs gulf coast" each name exactly one casino (Harrah's
// Laughlin, Bally's Evansville, Golden Nugget - Lake Charles, Harrah's
// Gulf Coast), and so do "harrahs joliet" (Harrah's Joliet Casino &
// Hotel), "ballys atlantic city" (Bally's Atlantic City), "caesars
// southern indiana" (Caesars Southern Indiana) and "the bellagio"
// (Bellagio Hotel and Casino); "harrahs cherokee" names two (Harrah's
// Cherokee Casino and Harrah's Cherokee Valley River Casino), "choctaw
// durant" three (Choctaw Casino Resort - Durant and the two Durant travel
// plazas), and "caesars" is a program and many casinos. The Bally's
// casinos of Rhode Island are two (Bally's Tiverton, Bally's Twin River
// Lincoln). The towns West Wendover (NV), Tunica (MS), Deadwood (SD),
// Cripple Creek (CO), Flagstaff (AZ) and Biloxi (MS) are each a town of the
// directory in one state only; Delaware has racinos, Iowa commercial
// casinos, New Mexico tribal ones and Indiana casinos in the programs'
// property list. The programs and tiers named (Boyd Rewards, Caesars
// Rewards with Diamond, Diamond Elite and Seven Stars, MGM Rewards with
// Pearl) are in rewards_programs.json with those names. The host language,
// Spanish, cannot be checked: the shipped data has no hosts.
//
// Its wording is new: each message (every one is a single sentence) was
// checked with a case-insensitive fixed-string grep (file names only,
// grep -rilF) against every test file of this package not to be in the
// corpus already; none has a closing mark, so the check with and without
// it is the same check. Nine were found there and replaced before the file
// was written ("which casinos in indiana have a rewards program", "what
// are the tier levels in boyd rewards", "how many tier credits do i need
// for diamond elite in caesars rewards", "what limits do i have on my
// account right now", "what tier am i at everywhere", "whos my casino host
// again", "show my blackjack sessions from march", "do i have any open
// vouchers", "hows my bankroll looking"); none of the sixty is there now.
//
// Its theme is a CONTROL part in a register no part has covered: VOICE
// TRANSCRIPTS, the text a voice assistant's speech-to-text hands over.
// Every message is lower case with no punctuation at all (so no
// apostrophes: "whats", "dont", "hows", "whos"); numbers are spoken in
// words ("twelve hundred bucks", "fifteen hundred dollar", "two hundred
// fifty dollars", "two and a half hours", "an hour and a half", "twenty
// twenty four", "thirty miles", "two weeks"); fillers and restarts are
// kept ("um", "uh", "like", "okay so", "wait", "i mean", and two
// self-corrections: "within twenty i mean thirty miles", "more than um
// fifteen hundred i mean twelve hundred dollars a month"); a wake phrase,
// "hey tierline", opens five of them; and names come as a listener hears
// them, correctly spelled words with the possessive and brand punctuation
// lost ("harrahs laughlin", "ballys evansville", "caesars rewards", "mgm
// rewards", "w2gs"). Every area is covered, as in the twenty-ninth part:
// place, near, radius, hotel, type, rewards and family searches, casino
// details, programs, ladders and one tier's threshold, game facts, the
// W-2G rule, help lines and self-exclusion, budget and session limits
// (proposed) and the limits read, comp predictions (one casino and all)
// and an estimate, tier progress and the player's tiers, tier-match
// suggestions and a path, hosts (at a casino, by language, the player's
// own), trips, sessions, visits, vouchers, offers and expiring offers,
// W-2G lists and totals, the tax summary and the bankroll.
//
// 50 of 60 expect an answer and 10 expect Unknown: two off topic with a
// place (the weather in Biloxi, a hotel room booked at the Bellagio), a
// fact nothing keeps (when a casino's buffet closes), two asks in one (the
// house edge of two games; a daily budget and a session cap together),
// someone else's records (a wife's tier credits, a friend's bankroll), a
// write /ask does not run (money put into the bankroll, bankroll_add) and
// two requests for advice (which game to play tonight, whether to chase
// Seven Stars). No question lacks a field its intent needs, so none
// expects a missing field.
//
// It follows the twenty-ninth part's conventions (a casino named for a
// player action keeps the name as typed; a host filter by casino is the
// typed words and the directory's name when the words name exactly one
// casino, with no parameter; a radius in miles is in kilometres to one
// decimal; a year named for the player's records is that calendar year; a
// month named without a year is its latest one up to today, 2026-05-14; a
// town typed without its state is near the directory's town with its
// state; "in <town>" is near that town and "in <state>" is the state; a
// family's casinos in a state are the state with q the family's name as
// the directory spells it; a tier named with its program is not
// ambiguous; a casino's details answer what the directory keeps about it,
// whichever field is asked for; a limit of money in a period is a budget;
// off-topic questions are Unknown; an Unknown has empty params). Its own
// choices, where those are silent:
//   - "As typed" is as transcribed: a casino named for a player action, or
//     the typed words of a host filter, keep the transcript's lower case
//     and its lost apostrophe ("harrahs cherokee", "harrahs joliet",
//     "ballys atlantic city", "choctaw durant", "harrahs gulf coast");
//     the directory's spelling appears only where the twenty-ninth part
//     puts it (a slug, a filter's second value, the near town, q). This
//     is the convention most open to dispute.
//   - Spoken numbers are numbers: "twelve hundred bucks" is 1200,
//     "fifteen hundred" 1500, "two hundred fifty dollars" 250, "twenty
//     twenty four" 2024, "fifteen dollar blackjack" an avg_bet of 15, "an
//     hour and a half" hours 1.5 (a float, as it is not whole), "two and
//     a half hours" 150 minutes, "the next two weeks" within_days 14;
//     "thirty miles" is 48.3 km and "twenty five miles" 40.2 km.
//   - A spoken self-correction keeps the corrected value: "within twenty
//     i mean thirty miles of tunica" is 30 miles, and "more than um
//     fifteen hundred i mean twelve hundred dollars a month" a monthly
//     budget of 1200.
//   - Fillers and the wake phrase add nothing: "hey tierline", "um",
//     "uh", "like", "okay so", "wait", "again", "today".
//   - "west wendover" is near "West Wendover, NV"; "flagstaff arizona"
//     near "Flagstaff, AZ"; "casinos with a hotel in uh deadwood" near
//     "Deadwood, SD" with has_hotel; "the ballys casinos in rhode island"
//     is RI with q "Bally's".
//   - "does the golden nugget in lake charles have a hotel" is that
//     casino's details (a detail of one named casino, not a search), and
//     "how many slot machines does ballys evansville have" Bally's
//     Evansville's.
//   - "whats the top tier in caesars rewards" is the program's details
//     (its whole ladder), as the twenty-ninth part reads "the highest
//     tier"; "what does pearl take at mgm rewards" is Pearl's threshold.
//   - "if i status match my caesars diamond over to mgm rewards" is the
//     path from Caesars Rewards' Diamond to MGM Rewards ("my" does not
//     make it the suggestions, since the tier and both programs are
//     named).
//   - "a casino host that speaks spanish" is the language "Spanish",
//     capitalised as a language's name (it is a value of the search, not
//     a name of the player's records).
//   - "last month" is April 2026 (2026-04-01..2026-04-30); "this year" is
//     2026-01-01..2026-12-31; "last year" for the W-2G total is 2025.
//   - "all my casino check ins" is the player's visits; "open vouchers
//     left" the vouchers with status "open".
//   - "do you think i should chase seven stars this year" is advice, not
//     a tier's threshold or the player's progress, so Unknown.
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at 659002c, with the ninety-third and ninety-fourth parts
// added together after the rounds of the eighty-ninth to ninety-second
// parts and seven of the maintainer's rules, and no rule changed for them)
// scored 57 of 60 correct (95.0%): precision 97.9% (47 of 48 answers
// right), recall 94.0% (47 of 50 answerable), 2 declined and 1 wrong. No
// expectation was changed after it. The wrong one: "does the golden nugget
// in lake charles have a hotel" (a search for Golden Nugget casinos near
// Lake Charles with a hotel, where the one casino's details were asked).
// Declined: "hey tierline limit my sessions to two and a half hours" and
// "hey tierline tell me what tier i am at all my casinos".
//
// After its fix round (2026-11-25, by the maintainer): 60 of 60, none
// wrong, barred. A brand named as one casino with its town ("the golden
// nugget in lake charles") is the one casino of the town whose name begins
// with it; a voice assistant's wake words ("hey tierline", "ok google",
// "alexa") open a transcript and ask nothing.
func heldOutNinetyFourth(t testing.TB) []expectation {
	return []expectation{
		// The directory: towns, a radius (one said with a restart), state,
		// type, hotel, rewards and a family, and the weather in a town.
		{query: "hey tierline um what casinos are in west wendover", intent: FindCasinos, params: params{"near": "West Wendover, NV"}},
		{query: "okay so any casinos within twenty i mean thirty miles of tunica", intent: FindCasinos, params: params{"near": "Tunica, MS", "radius_km": 48.3}},
		{query: "uh tribal casinos in new mexico", intent: FindCasinos, params: params{"state": "NM", "type": "tribal"}},
		{query: "casinos with a hotel in uh deadwood", intent: FindCasinos, params: params{"near": "Deadwood, SD", "has_hotel": true}},
		{query: "like are there any racinos in delaware", intent: FindCasinos, params: params{"state": "DE", "type": "racino"}},
		{query: "um which casinos in indiana got a rewards program", intent: FindCasinos, params: params{"state": "IN", "has_rewards": true}},
		{query: "show me the ballys casinos in rhode island", intent: FindCasinos, params: params{"state": "RI", "q": "Bally's"}},
		{query: "whats the closest casino to flagstaff arizona", intent: FindCasinos, params: params{"near": "Flagstaff, AZ"}},
		{query: "find me casinos within twenty five miles of cripple creek", intent: FindCasinos, params: params{"near": "Cripple Creek, CO", "radius_km": 40.2}},
		{query: "commercial casinos in um iowa", intent: FindCasinos, params: params{"state": "IA", "type": "commercial"}},
		{query: "hey tierline whats the weather gonna be in biloxi this weekend", intent: Unknown, params: params{}},

		// One casino's details, names heard without their apostrophes,
		// and a fact the directory does not keep.
		{query: "tell me about harrahs laughlin", intent: CasinoDetail, params: params{"slug": slugOf(t, "Harrah's Laughlin")}},
		{query: "how many slot machines does ballys evansville have", intent: CasinoDetail, params: params{"slug": slugOf(t, "Bally's Evansville")}},
		{query: "does the golden nugget in lake charles have a hotel", intent: CasinoDetail, params: params{"slug": slugOf(t, "Golden Nugget - Lake Charles")}},
		{query: "what time does the buffet at caesars southern indiana close", intent: Unknown, params: params{}},

		// Programs: the list, two ladders and two tiers' thresholds.
		{query: "list all the casino loyalty programs you know about", intent: ListPrograms, params: params{}},
		{query: "okay so what tier levels does boyd rewards have", intent: ProgramDetail, params: params{"id": programID(t, "Boyd Rewards")}},
		{query: "whats the top tier in caesars rewards", intent: ProgramDetail, params: params{"id": programID(t, "Caesars Rewards")}},
		{query: "how many tier credits do i need for uh diamond elite in caesars rewards", intent: TierRequirement, params: params{"id": programID(t, "Caesars Rewards")}, tier: "Diamond Elite"},
		{query: "uh what does pearl take at mgm rewards", intent: TierRequirement, params: params{"id": programID(t, "MGM Rewards")}, tier: "Pearl"},

		// Game facts, the W-2G rule with spoken amounts, and two games in
		// one breath.
		{query: "whats the house edge on um craps", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "how many hands an hour do they deal at baccarat", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "if i hit twelve hundred bucks on a slot machine do i get a w2g", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 1200}},
		{query: "is a fifteen hundred dollar keno win reportable", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1500}},
		{query: "okay so whats the house edge on roulette and whats it on blackjack", intent: Unknown, params: params{}},

		// Responsible-gaming help by state.
		{query: "whats the gambling helpline number in nevada", intent: RGHelp, params: params{"topic": "helpline", "state": "NV"}},
		{query: "how do i uh self exclude in pennsylvania", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "PA"}},

		// The player's limits: changes proposed (one corrected mid-way),
		// the limits read, and two changes at once.
		{query: "set my weekly budget to two hundred fifty dollars", intent: SetBudget, params: params{"period": "week", "amount": 250}},
		{query: "hey tierline limit my sessions to two and a half hours", intent: SetSessionLimit, params: params{"max_minutes": 150}},
		{query: "dont let me spend more than um fifteen hundred i mean twelve hundred dollars a month", intent: SetBudget, params: params{"period": "month", "amount": 1200}},
		{query: "um what limits have i got set on my account", intent: MyLimits, params: params{}},
		{query: "set my daily budget to a hundred dollars and cap my sessions at two hours", intent: Unknown, params: params{}},

		// Comps: predicted at one casino, over all of them, and estimated.
		{query: "what kind of offer is harrahs cherokee likely to send me next", intent: CompPredict, params: params{"casino_name": "harrahs cherokee"}},
		{query: "which of my casinos is gonna send me the best offers", intent: CompPredictAll, params: params{}},
		{query: "uh how much in comps would i get for an hour and a half of fifteen dollar blackjack", intent: CompEstimate, params: params{"game_type": "blackjack", "avg_bet": 15, "hours": 1.5}},

		// Tiers: progress at one casino, the player's tiers, a tier-match
		// path and suggestions, and someone else's tier.
		{query: "how many points till i hit the next tier at choctaw durant", intent: TierProgress, params: params{"casino_name": "choctaw durant"}},
		{query: "hey tierline tell me what tier i am at all my casinos", intent: MyTiers, params: params{}},
		{query: "if i status match my caesars diamond over to mgm rewards what tier would i get", intent: TierMatchPaths, params: params{"program": "Caesars Rewards", "to_program": "MGM Rewards"}, tier: "Diamond"},
		{query: "okay so where could my current tiers get me a status match", intent: TierMatchSuggestions, params: params{}},
		{query: "how many tier credits does my wife have at caesars", intent: Unknown, params: params{}},

		// Hosts at a casino, by language, and the player's own.
		{query: "are there any hosts at harrahs gulf coast taking new players", intent: FindHosts, params: params{}, filter: []string{"harrahs gulf coast", "Harrah's Gulf Coast"}},
		{query: "i need a casino host that speaks spanish", intent: FindHosts, params: params{"language": "Spanish"}},
		{query: "wait who are my hosts again", intent: MyHosts, params: params{}},

		// The player's records: trips, sessions, visits, vouchers, offers,
		// W-2Gs, the tax year and the bankroll, with years and months
		// spoken.
		{query: "list my trips to ballys atlantic city in twenty twenty four", intent: MyTrips, params: params{"casino_name": "ballys atlantic city", "from": "2024-01-01", "to": "2024-12-31"}},
		{query: "show me my trips from this year", intent: MyTrips, params: params{"from": "2026-01-01", "to": "2026-12-31"}},
		{query: "okay pull up my blackjack sessions from back in march", intent: MySessions, params: params{"game_type": "blackjack", "from": "2026-03-01", "to": "2026-03-31"}},
		{query: "pull up my slot sessions from last month", intent: MySessions, params: params{"game_type": "slots", "from": "2026-04-01", "to": "2026-04-30"}},
		{query: "show me all my casino check ins", intent: MyVisits, params: params{}},
		{query: "do i have like any open vouchers left", intent: MyVouchers, params: params{"status": "open"}},
		{query: "what offers have i got from harrahs joliet", intent: MyOffers, params: params{"casino_name": "harrahs joliet"}},
		{query: "what offers of mine are expiring in the next two weeks", intent: ExpiringOffers, params: params{"within_days": 14}},
		{query: "read me my w2gs from twenty twenty five", intent: MyW2Gs, params: params{"tax_year": 2025}},
		{query: "how much did i win on w2gs last year total", intent: W2GTotal, params: params{"tax_year": 2025}},
		{query: "whats my gambling tax summary for twenty twenty four", intent: TaxSummary, params: params{"tax_year": 2024}},
		{query: "hey tierline hows my bankroll looking today", intent: Bankroll, params: params{}},

		// A write /ask does not run, someone else's records, advice, and
		// a booking off topic.
		{query: "uh put two hundred bucks into my bankroll", intent: Unknown, params: params{}},
		{query: "should i play blackjack or craps tonight", intent: Unknown, params: params{}},
		{query: "whats my buddy jims bankroll at", intent: Unknown, params: params{}},
		{query: "book me a room at the bellagio for friday night", intent: Unknown, params: params{}},
		{query: "do you think i should chase seven stars this year", intent: Unknown, params: params{}},
	}
}
