package ask

import "testing"

// heldOutThirtyFirst is a thirty-first held-out part, written blind and
// committed BEFORE its first run: by someone who had read only the action
// catalog and the service spec (both whole), lines 89-155 of the README
// (its curl examples of the directory's query parameters) and lines
// 428-480 (its section on /ask), the shipped data (casinos.csv,
// rewards_programs.json and program_properties.csv, through short scripts
// listing names, towns, states, types, has_hotel, brands, programs and
// tiers), the whole of the twenty-ninth held-out part and the first eighty
// lines of the twenty-eighth, the block of intent constants of ask.go
// (lines 19-62), the expectation type (lines 1-18 of heldout_test.go), the
// slugOf and programID helpers (lines 66-91 of ask_test.go) and the
// heldOutParts function of score_test.go; never the rules of this package,
// the tuning phrases or the other held-out parts. The output of creating
// the worktree printed the subject of main's newest commit (about
// gathering the corpus's phrases in one helper; it quotes no phrase). To
// choose places and casinos no earlier test file names, a short script
// checked candidate town and casino names against the text of this
// package's test files and printed only which names were unused (never
// any matching text), and a grep -ril printed file names only; by that
// check Payson, Canyonville, Sequim, Quapaw, Coos Bay, Lincoln City,
// Rosebud Casino, Snoqualmie Casino, Ilani, Dakota Sioux Casino, Lake of
// the Torches, Mole Lake, Suquamish Clearwater Casino Resort, the
// Comanche casinos, Mill Casino, Legendary Waters and Rivers Casino
// Portsmouth are named by no earlier test file. Every program and tier
// (Genting Rewards, Boyd Rewards' Onyx, MGM Rewards' Platinum, Caesars
// Rewards' Diamond Elite, Lucky Star Rewards), every state and game, and
// the host language, Vietnamese, are named by earlier parts (the shipped
// data says nothing of hosts' languages, so no new one could be checked).
// Every casino and program name given to slugOf or programID, and every
// casino name a filter adds, was checked against data/ with a short
// script, and so were the tiers. Its wording is new: each of the sixty
// phrases was checked with a case-insensitive fixed-string grep (file
// names only) against every test file of this package, with any closing
// mark removed; one was found ("do I have any open vouchers") and
// replaced, and none of the sixty is there now.
//
// Its theme is two registers, thirty questions each. (a) Spoken questions
// as a voice assistant transcribes them: no question marks or closing
// stops, capitals only where speech-to-text puts them (names, states,
// months, "I"), numbers, amounts, years and distances in words ("twenty
// five miles", "fifteen hundred dollars", "a hundred bucks", "fifty
// dollar roulette", "two thousand twenty five", "twenty twenty four",
// "fourteen days", "an hour"), "w two g" for W-2G, fillers ("um", "uh",
// "okay so", "hey"), and three self-corrections (a radius, a session
// limit and an estimate's hours). (b) Questions in the English of
// non-native speakers: articles dropped, prepositions and word order
// off, verbs unconjugated, plurals missing ("how much more points I need
// for next level in Mill Casino", "which reward programs you are having",
// "I am win 5000 dollar in poker tournament, casino must give me
// W-2G?"), with the real casino and program names spelled correctly.
// Counts: 7 of 60 expect Unknown, 4 of the spoken thirty (the weather, a
// friend's win, booking a room, a buffet's closing time) and 3 of the
// non-native thirty (the best buffet in a town, a brother's losses, two
// programs compared); 26 spoken and 27 non-native questions are
// answerable. Every area is covered: place, near, radius, hotel, type,
// rewards and family searches, casino details, the programs, ladders and
// one tier's threshold (twice), game facts, the W-2G rule, help lines and
// self-exclusion, budget and session limits (proposed) and the limits
// read, comp predictions (one casino and all) and estimates, tier
// progress and the player's tiers, hosts (by language, at a casino, the
// player's own), tier-match suggestions and a path, trips, sessions,
// visits, vouchers, offers and expiring offers, W-2G lists and totals,
// the tax summary and the bankroll. No question lacks a field its intent
// needs, so none expects a missing field.
//
// It follows the twenty-ninth part's conventions (a casino named for a
// player action keeps the name as typed; a host filter by casino is the
// typed words and the directory's name when the words name exactly one
// casino; a radius in miles is in kilometres to one decimal; a year named
// for the player's records is that calendar year; a month named without
// a year is its latest one up to today, 2026-05-14; a town typed without
// its state is near the directory's town with its state; "in <state>" is
// the state; a family's casinos in a state are the state with q the
// family's name as the directory spells it; a tier named with its
// program is not ambiguous; a casino's details answer what the directory
// keeps about it; a limit of money in a period is a budget; another
// person's records, a detail no answer says, a change /ask does not
// propose and off-topic questions are Unknown). Its own choices, where
// those are silent:
//   - A number spoken in words is that number, in the unit spoken:
//     "twenty five miles" is 40.2 km, "fifteen miles" 24.1 km, "fifteen
//     hundred dollars" 1500, "a hundred bucks" 100, "fifty dollar
//     roulette" an average bet of 50, "fourteen days" 14, "an hour" 60
//     minutes; "two thousand twenty five" is the year 2025 and "twenty
//     twenty four" 2024 (the catalog's fields are numbers and years;
//     how they were written does not change them). A town followed by
//     its state with no comma ("Payson Arizona") is that town.
//   - "w two g" is W-2G (the spoken letters of the form's name).
//   - Fillers ("um", "uh", "okay so", "hey") add nothing.
//   - A self-correction ("ten miles no wait fifteen miles", "ninety
//     minutes actually no make it an hour", "three hours no sorry four
//     hours") asks for the corrected value alone: each action takes one
//     value for the field, and the speaker withdrew the first one.
//   - A distance stated in kilometres is radius_km as stated ("in 30
//     kilometer around Quapaw" is near "Quapaw, OK" within 30 km), since
//     the directory's radius is in kilometres (README: radius_km).
//   - Non-native grammar is read as a native reader takes it: "near
//     Sequim with hotel" is near "Sequim, WA" with has_hotel; "make limit
//     of 500 dollar for one month" is a monthly budget of 500; "not let me
//     to play more than 45 minute in one session" a session limit of 45
//     minutes; "which limits I am having now" reads the limits.
//   - "from which casino I will receive best offer, tell me for all my
//     casinos" is the prediction for all casinos (predict_all_casinos
//     answers every casino the player has sessions at, ranked).
//   - "which hosts I am connected with" is the player's hosts (the
//     catalog's get_my_connections answers the player's host
//     connections).
//   - "a slot machine" and "slot" are the game type slots; "poker
//     tournament" is poker (the catalog's game types), and a $5,000 poker
//     win asks the W-2G rule for that game and amount.
//   - "how many slot machines are at Rosebud Casino" and "how much hotel
//     rooms has Suquamish Clearwater Casino Resort" are those casinos'
//     details (slot_machines and hotel_rooms are Casino fields).
//   - "how many points do I need for Onyx in Boyd Rewards" and "how much
//     tier credit I need for Diamond Elite in Caesars Rewards" are those
//     tiers' thresholds; "what are the tiers in Genting Rewards" and "what
//     levels is having Lucky Star Rewards program" are the programs'
//     details (the ladder).
//   - "can I status match my MGM Rewards Platinum over to Caesars
//     Rewards" is the tier-match path from MGM Rewards' Platinum to
//     Caesars Rewards (the tier is named, so it is the path, not the
//     player's suggestions); "with my tiers which other program can match
//     me status" is the player's suggestions.
//   - "what tier am I at everywhere" is the player's tiers; "how close am
//     I to the next tier at Ilani" is tier_progress at "Ilani" as typed.
//   - Unknown: the weather in Lincoln City (off topic); what "my buddy"
//     won at Ilani (another person's records); booking a room at Lake of
//     the Torches (no action books rooms: a change /ask does not
//     propose); when the buffet closes at Mole Lake Casino (opening hours
//     are no field of the directory: a detail no answer says); the best
//     buffet in Coos Bay (dining is no answer, and no search ranks by
//     it); what "my brother" lost (another person's records); Boyd
//     Rewards against True Rewards (two programs compared; no action
//     compares programs, and two things in one are declined).
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at the commit that added this part to main, with the
// rules as the twenty-ninth part's round left them and no rule changed
// for this part) scored 47 of 60 correct (78.3%): precision 85.1% (40 of
// 47 answers right), recall 75.5% (40 of 53 answerable), 6 declined and 7
// wrong; the 7 expected Unknowns were declined. No expectation was
// changed after it. The wrong ones: two self-corrections read as the
// first value ("limit my sessions to ninety minutes actually no make it
// an hour", "three hours no sorry four hours of fifty dollar roulette"),
// "uh what tier am I at everywhere" (a filter "everywhere"), a year in
// words dropped ("my trips from two thousand twenty five", "my tax
// summary for two thousand twenty five"), "please not let me to play more
// than 45 minute in one session" (the sessions read, not the cap) and
// "show me history of my visit to casinos" (a casino named "casinos").
// Declined: "casinos within ten miles no wait fifteen miles of
// Canyonville Oregon", "if I hit fifteen hundred dollars on a slot
// machine do I get a w two g", "show me my w two g's for twenty twenty
// four", "what levels is having Lucky Star Rewards program", "how many
// decision per hour have craps game" and "I am win 5000 dollar in poker
// tournament, casino must give me W-2G?".
//
// After its fix round, it scores 60 of 60 (100%), none declined and none
// wrong, with no expectation changed. The general rules added: a value
// said and then taken back ("no wait", "actually no make it", "no sorry",
// "I mean") is the corrected value alone; a year said with its scale
// after a period's preposition ("from two thousand twenty five") is that
// year, money staying money; "w two g" is the form; "at everywhere" is
// every casino and "casinos" alone after a preposition no casino's name;
// a learner's "I am win" is what was won, "is having" is "has", "not let
// me (to) play" states a cap, and a pace's noun in the singular
// ("decision per hour") is the pace; "program" after a program's name,
// with a ladder asked, is that program, not a search of programs.
func heldOutThirtyFirst(t testing.TB) []expectation {
	return []expectation{
		// (a) Spoken, as a voice assistant transcribes it: no question
		// marks, numbers in words, fillers, three self-corrections.

		// The directory: radius (in words, and corrected), type, rewards.
		{query: "um casinos within twenty five miles of Payson Arizona", intent: FindCasinos, params: params{"near": "Payson, AZ", "radius_km": 40.2}},
		{query: "casinos within ten miles no wait fifteen miles of Canyonville Oregon", intent: FindCasinos, params: params{"near": "Canyonville, OR", "radius_km": 24.1}},
		{query: "okay so what tribal casinos are there in Idaho", intent: FindCasinos, params: params{"state": "ID", "type": "tribal"}},
		{query: "uh which casinos in Indiana have a rewards program", intent: FindCasinos, params: params{"state": "IN", "has_rewards": true}},

		// One casino's details, a ladder, one tier's threshold, a game,
		// the W-2G rule and a help line.
		{query: "how many slot machines are at Rosebud Casino", intent: CasinoDetail, params: params{"slug": slugOf(t, "Rosebud Casino")}},
		{query: "hey what are the tiers in Genting Rewards", intent: ProgramDetail, params: params{"id": programID(t, "Genting Rewards")}},
		{query: "how many points do I need for Onyx in Boyd Rewards", intent: TierRequirement, params: params{"id": programID(t, "Boyd Rewards")}, tier: "Onyx"},
		{query: "hey what kind of house edge does baccarat have", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "if I hit fifteen hundred dollars on a slot machine do I get a w two g", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 1500}},
		{query: "what's the gambling helpline number in Colorado", intent: RGHelp, params: params{"topic": "helpline", "state": "CO"}},

		// Limits proposed (one corrected), comps predicted and estimated
		// (the estimate corrected).
		{query: "hey set a daily budget of a hundred bucks", intent: SetBudget, params: params{"period": "day", "amount": 100}},
		{query: "okay so limit my sessions to ninety minutes actually no make it an hour", intent: SetSessionLimit, params: params{"max_minutes": 60}},
		{query: "what kind of offer is Snoqualmie Casino gonna send me next", intent: CompPredict, params: params{"casino_name": "Snoqualmie Casino"}},
		{query: "how much would I earn in comps for three hours no sorry four hours of fifty dollar roulette", intent: CompEstimate, params: params{"game_type": "roulette", "avg_bet": 50, "hours": 4}},

		// Tiers, hosts by language, a tier-match path.
		{query: "how close am I to the next tier at Ilani", intent: TierProgress, params: params{"casino_name": "Ilani"}},
		{query: "uh what tier am I at everywhere", intent: MyTiers, params: params{}},
		{query: "find me a casino host who speaks Vietnamese", intent: FindHosts, params: params{"language": "Vietnamese"}},
		{query: "um can I status match my MGM Rewards Platinum over to Caesars Rewards", intent: TierMatchPaths, params: params{"program": "MGM Rewards", "to_program": "Caesars Rewards"}, tier: "Platinum"},

		// The player's records.
		{query: "show me my trips from two thousand twenty five", intent: MyTrips, params: params{"from": "2025-01-01", "to": "2025-12-31"}},
		{query: "pull up my blackjack sessions from March", intent: MySessions, params: params{"game_type": "blackjack", "from": "2026-03-01", "to": "2026-03-31"}},
		{query: "uh do I have any vouchers that are still open", intent: MyVouchers, params: params{"status": "open"}},
		{query: "um what offers do I have from Dakota Sioux Casino", intent: MyOffers, params: params{"casino_name": "Dakota Sioux Casino"}},
		{query: "which of my offers expire in the next fourteen days", intent: ExpiringOffers, params: params{"within_days": 14}},
		{query: "show me my w two g's for twenty twenty four", intent: MyW2Gs, params: params{"tax_year": 2024}},
		{query: "what's my tax summary for two thousand twenty five", intent: TaxSummary, params: params{"tax_year": 2025}},
		{query: "hey what's my bankroll balance", intent: Bankroll, params: params{}},

		// Spoken, but nothing the service can answer.
		{query: "what's the weather going to be like in Lincoln City this weekend", intent: Unknown, params: params{}},
		{query: "how much did my buddy win at Ilani last night", intent: Unknown, params: params{}},
		{query: "book me a room at Lake of the Torches for two nights", intent: Unknown, params: params{}},
		{query: "uh what time does the buffet close at Mole Lake Casino", intent: Unknown, params: params{}},

		// (b) The English of non-native speakers: articles dropped,
		// prepositions and word order off, verbs unconjugated.

		// The directory: near with a hotel, a radius in kilometres, type,
		// family and rewards.
		{query: "please give me list of casino near Sequim with hotel", intent: FindCasinos, params: params{"near": "Sequim, WA", "has_hotel": true}},
		{query: "give me casinos in 30 kilometer around Quapaw", intent: FindCasinos, params: params{"near": "Quapaw, OK", "radius_km": 30.0}},
		{query: "what are commercial casino in West Virginia", intent: FindCasinos, params: params{"state": "WV", "type": "commercial"}},
		{query: "show me Comanche casinos which are in Oklahoma", intent: FindCasinos, params: params{"state": "OK", "q": "Comanche"}},
		{query: "in New Mexico which casino are having rewards program", intent: FindCasinos, params: params{"state": "NM", "has_rewards": true}},

		// A casino's details, the programs, a threshold and a ladder, a
		// game, the W-2G rule, help and self-exclusion.
		{query: "how much hotel rooms has Suquamish Clearwater Casino Resort", intent: CasinoDetail, params: params{"slug": slugOf(t, "Suquamish Clearwater Casino Resort")}},
		{query: "which reward programs you are having", intent: ListPrograms, params: params{}},
		{query: "how much tier credit I need for Diamond Elite in Caesars Rewards", intent: TierRequirement, params: params{"id": programID(t, "Caesars Rewards")}, tier: "Diamond Elite"},
		{query: "what levels is having Lucky Star Rewards program", intent: ProgramDetail, params: params{"id": programID(t, "Lucky Star Rewards")}},
		{query: "how many decision per hour have craps game", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "I am win 5000 dollar in poker tournament, casino must give me W-2G?", intent: W2GRule, params: params{"game_type": "poker", "amount_won": 5000}},
		{query: "where I can call for help with gambling problem in Arizona", intent: RGHelp, params: params{"topic": "helpline", "state": "AZ"}},
		{query: "how to put myself on self exclusion list for Pennsylvania casinos", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "PA"}},

		// Limits proposed and read, comps predicted for all and estimated.
		{query: "I want make limit of 500 dollar for one month", intent: SetBudget, params: params{"period": "month", "amount": 500}},
		{query: "please not let me to play more than 45 minute in one session", intent: SetSessionLimit, params: params{"max_minutes": 45}},
		{query: "which limits I am having now on my account", intent: MyLimits, params: params{}},
		{query: "from which casino I will receive best offer, tell me for all my casinos", intent: CompPredictAll, params: params{}},
		{query: "if I play slot 2 hours with 3 dollar bet, how much comp I get", intent: CompEstimate, params: params{"game_type": "slots", "avg_bet": 3, "hours": 2}},

		// Tiers, tier-match suggestions, hosts at a casino and the
		// player's own.
		{query: "how much more points I need for next level in Mill Casino", intent: TierProgress, params: params{"casino_name": "Mill Casino"}},
		{query: "with my tiers which other program can match me status", intent: TierMatchSuggestions, params: params{}},
		{query: "is there casino host in Legendary Waters who take new player", intent: FindHosts, params: params{}, filter: []string{"Legendary Waters", "Legendary Waters Resort & Casino"}},
		{query: "which hosts I am connected with", intent: MyHosts, params: params{}},

		// The player's records.
		{query: "list of my trip to Rivers Casino Portsmouth in year 2024", intent: MyTrips, params: params{"casino_name": "Rivers Casino Portsmouth", "from": "2024-01-01", "to": "2024-12-31"}},
		{query: "my sessions of slot machine in April, please show", intent: MySessions, params: params{"game_type": "slots", "from": "2026-04-01", "to": "2026-04-30"}},
		{query: "show me history of my visit to casinos", intent: MyVisits, params: params{}},
		{query: "give me list of my voucher", intent: MyVouchers, params: params{}},
		{query: "how much I win total on W-2G in 2023 year", intent: W2GTotal, params: params{"tax_year": 2023}},

		// Nothing the service can answer: a ranking by dining, another
		// person's records, two programs compared.
		{query: "which casino have best buffet in Coos Bay", intent: Unknown, params: params{}},
		{query: "how much money my brother lost in casino last year", intent: Unknown, params: params{}},
		{query: "which is more better for me, Boyd Rewards or True Rewards", intent: Unknown, params: params{}},
	}
}
