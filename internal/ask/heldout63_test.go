package ask

import "testing"

// heldOutSixtyThird is a sixty-third held-out part, written blind and
// committed BEFORE its first run: by someone who had read only the action
// catalog and the service spec (both whole), lines 89-155 and 428-480 of
// the README (its curl examples of the directory's query parameters and
// its section on /ask), the shipped data (casinos.csv,
// rewards_programs.json and program_properties.csv, only through short
// scripts that printed casinos with town, state, type, nation, hotel and
// brand, programs with their tiers and thresholds, and the programs'
// properties), the whole of the twenty-ninth held-out part and the first
// eighty lines of the twenty-eighth (its header), the first const block of
// ask.go (the intent constants; lines 1-70 were printed, which also showed
// the package comment and the first lines of the Intent type), the
// expectation type (lines 1-18 of heldout_test.go), the slugOf and
// programID functions of ask_test.go (lines 70-93, which also showed the
// doc line of the phrasing type) and the heldOutParts function of
// score_test.go; never the rules of this package, the tuning phrases or
// the other held-out parts. Of the git log only the newest subject line
// was read; it names a rule for "the words of another person as asker or
// owner" (heOrShe); no phrase of it is used or imitated here, though two
// questions below speak of another person as players do (a sister's
// losses, Unknown as another person's records; a brother-in-law in the
// context of a complete ask), as earlier parts' questions did. Every
// casino, program, tier, town, state, brand and nation used was checked
// against data/ with a short script (a script also printed, for each
// casino of the directory, how many test files of this package name it
// and its town, as numbers only, to favour names no earlier part uses).
// Its wording is new: each question, and each sentence of a question of
// two sentences, was checked with a case-insensitive fixed-string grep
// (file names only) against every test file of this package, with and
// without its closing mark; ten were found there and replaced before the
// file was written ("What tiers does Boyd Rewards have?", "What tiers are
// in Unity by Hard Rock?", "How many tier credits does Diamond Elite take
// in Caesars Rewards?", "What's the house edge on baccarat?" (the ask of
// a two-sentence message), "Please set my weekly gambling budget to
// $250.", "cap my sessions at 45 min", "any hosts who speak vietnamese",
// "Which hosts am I connected with?", "Which of my offers expire in the
// next two weeks?", and "any hosts that speak korean", the first
// replacement of one of them), and none of the sixty is there now. Its
// casinos and towns come from many states (KS, MS, NY, NM, WI, MI, IN,
// FL, MO, ID, NC, OH, PA, SD, OR, MD, CO, IL, MN) and none of them, nor
// any state, nation, brand, tier or language used, is named by the
// twenty-ninth part (Louisiana, which it names, was swapped for Missouri
// in the brand search); of the programs, Unity by Hard Rock is new to it,
// while Boyd Rewards, MGM Rewards and Caesars Rewards (the ladders with
// thresholds) are named by it; Hollywood Casino St. Louis, Live!
// Casino Pittsburgh, Boonville and the Isle of Capri there, "Coeur
// d'Alene Casino" and Northern Lights Casino are named by no earlier test
// file. The host language, Korean, is named by earlier parts: the shipped
// data does not say which languages hosts speak, so no new one could be
// checked.
//
// Its theme is an eighteenth CONTROL part: sixty ordinary questions over
// every area of the action catalog and the directory, in the ordinary mix
// of registers: 25 plain questions, 12 requests ("Please ...", "Show me
// ...", "Give me ...", "Can you ...", "Suggest ...", "Limit ...", "Mark
// ..."), 15 typed in lower case on a phone with common shorthand ("w/in",
// "mi", "w/", "hrs", "mins", "rn", "pls", "r", "w2gs", "whats", and no
// closing mark but one), 5 with a sentence
// of context before or after a complete ask, and 3 with a greeting or
// thanks ("Good morning!", "Hi!", "Thanks!"). 51 are answerable and 9
// expect Unknown. Every area is covered: searches by town, radius, state
// and type, hotel, rewards, tribal nation, brand and rewards program
// (9), casino details (3), programs, a ladder and two tiers' thresholds
// (5), game facts and the W-2G rule (4), help lines and self-exclusion
// (2), budget and session limits proposed and the limits read (5), comp
// predictions at one casino and at all of them and an estimate (3), tier
// progress, the player's tiers, a tier-match path and suggestions (5),
// hosts at a casino, by language and the player's own (3), and the
// player's trips, sessions, visits, vouchers, offers, expiring offers,
// W-2Gs, W-2G total, tax summary and bankroll (12). The Unknowns: two
// off topic (snow in Cripple Creek, hiking near Taos), two changes /ask
// does not propose (adding a trip, marking notifications read), a read no
// intent makes (the player's followers), another person's records, a
// comparison of two casinos, a detail the directory does not keep (a
// buffet's hours) and two questions in one. No question lacks a field its
// intent needs, so none expects a missing field.
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
// ambiguous; a casino's details answer what the directory keeps about it,
// whichever field is asked for; a limit of money in a period is a budget;
// off-topic questions are Unknown). Its own choices, where those are
// silent:
//   - A sentence of context before or after a complete ask lends it
//     nothing: "Just got back from Deadwood." adds no state to the W-2G
//     rule, "I went way over in April." no date to the budget, "We're
//     planning a trip in June." no date to tier progress, "I'm driving
//     past Boonville tomorrow." nothing to the offers, and "My
//     brother-in-law swears it's the best bet in the building." leaves
//     baccarat's game facts; a greeting or thanks adds nothing either.
//   - "Where can I use Unity by Hard Rock in Florida?" is a search by
//     rewards program, the parameter named program (as the README's curl
//     example, program=penn%20play) with the program's name as the data
//     spells it, and the state FL. This is the convention most open to
//     dispute here: the twenty-ninth part shows no program search.
//   - "which casinos does the ho-chunk nation run" is a search with q the
//     nation as the directory spells it, "Ho-Chunk Nation", and no state
//     (the README's "which casinos does the Chickasaw Nation own"); "Show
//     me the Boyd Gaming casinos in Missouri." is MO with q "Boyd Gaming"
//     (the brand as the data spells it).
//   - "how many slot machines at french lick casino" is the details of
//     French Lick Casino Resort (the one casino those words name), not a
//     search of the town French Lick; "Tell me about Kansas Star
//     Casino." is Kansas Star Casino Hotel Event Center; "Does Boot Hill
//     Casino have a hotel?" is Boot Hill Casino & Resort.
//   - "Good morning! Are there any casinos with a hotel near Sault Ste.
//     Marie?" is near "Sault Ste. Marie, MI" with has_hotel; "casinos
//     w/in 25 mi of vicksburg" is near "Vicksburg, MS" within 40.2 km;
//     "Which casinos are in Dodge City, Kansas?" is near "Dodge City, KS".
//   - "How is the Boyd Rewards ladder laid out?" and "Which status levels
//     does Unity by Hard Rock offer?" are the programs' details (their
//     ladders); "what does pearl take w/ mgm rewards" is Pearl's
//     threshold in MGM Rewards.
//   - "Would a $6,000 poker tournament win get a W-2G?" is the rule for
//     poker with amount_won 6000 ("tournament" adds no parameter).
//   - "Limit each of my sessions to two hours, please." is a session limit
//     of 120 minutes (a number in words is that number).
//   - "What budget and time limits do I currently have?" reads the limits.
//   - "what would i earn in comps playing $10 craps for 2 hrs" is the comp
//     estimate for craps, avg_bet 10, hours 2.
//   - "We're planning a trip in June. How many points do I still need for
//     the next tier at Harrah's Cherokee Valley River?" is tier progress
//     at "Harrah's Cherokee Valley River" as typed (without the
//     directory's "Casino").
//   - "Can my Boyd Rewards Onyx status be matched over to Caesars
//     Rewards?" is the tier-match path from Boyd Rewards' Onyx to Caesars
//     Rewards (the tier and both programs named), while "Suggest status
//     matches I could get with my current tiers." is the player's
//     suggestions.
//   - "Is there a host at Coeur d'Alene Casino taking new players?" is
//     find_hosts filtered to the typed "Coeur d'Alene Casino" and the
//     directory's Coeur D'Alene Casino Resort Hotel.
//   - "What trips do I have on file?" is the player's trips with no
//     filter; "What casino check-ins do I have on record?" the player's
//     visits; "which vouchers have i already redeemed" the vouchers with
//     the status redeemed; "What offers of mine run out in the next 10
//     days?" the expiring offers within 10 days; "my slot sessions in
//     march 2026" the slots sessions of March 2026; "show all my tier
//     statuses pls" the player's tiers.
//   - "Please put together my gambling tax summary for 2025." is the tax
//     summary of 2025; "Hi! What did my W-2G winnings add up to in 2024?"
//     the W-2G total of 2024; "show my w2gs for 2025" the W-2G list.
//   - Unknown: "Please add a trip to Casino Queen for next Friday." and
//     "Mark all my notifications as read, please." (changes /ask does not
//     propose: only budgets and session limits are); "Who follows me on
//     here? Thanks!" (list_followers, a read no intent of /ask makes);
//     "How much did my sister lose at Vernon Downs last month?" (another
//     person's records); "Does del Lago have more slot machines than
//     Batavia Downs?" (two casinos compared); "What time does the buffet
//     open at Northern Lights Casino?" (the directory keeps no hours);
//     "what tier am i at belterra and whats my bankroll" (two questions
//     in one); "Will it snow in Cripple Creek this weekend?" and "good
//     hiking trails near taos?" (off topic, with a town of the directory).
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at b88e2fc, after the sixty-second part's fix and the
// declined host contact, with no rule changed for this part) scored 58
// of 60 correct (96.7%): precision 98.0% (49 of 50 answers right), recall
// 96.1% (49 of 51 answerable), 1 declined and 1 wrong. No expectation was
// changed after it. The wrong one: "Which status levels does Unity by
// Hard Rock offer?" (the offers at a casino "Unity by Hard Rock": "offer"
// the verb read as the player's offers, where the program's ladder is
// asked). Declined: "How is the Boyd Rewards ladder laid out?".
//
// After its fix round (three general rules, made by the maintainer with
// tuning phrases in other words, each checked to fail first) it scored 60
// of 60: "offer" the verb that ends a question asked with "does" ("which
// levels does MGM Rewards offer") says what a program has, while "have
// any offer" keeps the noun; how a ladder is "laid out" or "structured"
// is the ladder.
func heldOutSixtyThird(t testing.TB) []expectation {
	return []expectation{
		// The directory: towns, a radius, states and types, hotel,
		// rewards, a nation, a program and a brand.
		{query: "Which casinos are in Dodge City, Kansas?", intent: FindCasinos, params: params{"near": "Dodge City, KS"}},
		{query: "casinos w/in 25 mi of vicksburg", intent: FindCasinos, params: params{"near": "Vicksburg, MS", "radius_km": 40.2}},
		{query: "Please list the racinos in New York.", intent: FindCasinos, params: params{"state": "NY", "type": "racino"}},
		{query: "Which tribal casinos in New Mexico have a hotel?", intent: FindCasinos, params: params{"state": "NM", "type": "tribal", "has_hotel": true}},
		{query: "which casinos does the ho-chunk nation run", intent: FindCasinos, params: params{"q": "Ho-Chunk Nation"}},
		{query: "Good morning! Are there any casinos with a hotel near Sault Ste. Marie?", intent: FindCasinos, params: params{"near": "Sault Ste. Marie, MI", "has_hotel": true}},
		{query: "Which Indiana casinos have a rewards program?", intent: FindCasinos, params: params{"state": "IN", "has_rewards": true}},
		{query: "Where can I use Unity by Hard Rock in Florida?", intent: FindCasinos, params: params{"program": "Unity by Hard Rock", "state": "FL"}},
		{query: "Show me the Boyd Gaming casinos in Missouri.", intent: FindCasinos, params: params{"state": "MO", "q": "Boyd Gaming"}},

		// One casino's details.
		{query: "Tell me about Kansas Star Casino.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Kansas Star Casino Hotel Event Center")}},
		{query: "Does Boot Hill Casino have a hotel?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Boot Hill Casino & Resort")}},
		{query: "how many slot machines at french lick casino", intent: CasinoDetail, params: params{"slug": slugOf(t, "French Lick Casino Resort")}},

		// Programs: the list, two ladders and two tiers' thresholds.
		{query: "Give me a list of all the casino rewards programs you know about.", intent: ListPrograms, params: params{}},
		{query: "How is the Boyd Rewards ladder laid out?", intent: ProgramDetail, params: params{"id": programID(t, "Boyd Rewards")}},
		{query: "Which status levels does Unity by Hard Rock offer?", intent: ProgramDetail, params: params{"id": programID(t, "Unity by Hard Rock")}},
		{query: "How many tier credits does it take to reach Diamond Elite in Caesars Rewards?", intent: TierRequirement, params: params{"id": programID(t, "Caesars Rewards")}, tier: "Diamond Elite"},
		{query: "what does pearl take w/ mgm rewards", intent: TierRequirement, params: params{"id": programID(t, "MGM Rewards")}, tier: "Pearl"},

		// Game facts and the W-2G rule.
		{query: "How much of an edge does the house have on baccarat? My brother-in-law swears it's the best bet in the building.", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "whats the house edge on video poker", intent: GameFacts, params: params{"game_type": "video_poker"}},
		{query: "Just got back from Deadwood. Does a $1,500 keno win get a W-2G?", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1500}},
		{query: "Would a $6,000 poker tournament win get a W-2G?", intent: W2GRule, params: params{"game_type": "poker", "amount_won": 6000}},

		// Responsible-gaming help by state.
		{query: "Who can I call about a gambling problem in Oregon?", intent: RGHelp, params: params{"topic": "helpline", "state": "OR"}},
		{query: "Please tell me how to join the self-exclusion list in Maryland.", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "MD"}},

		// The player's limits: changes proposed, and the limits read.
		{query: "Please make my weekly gambling budget $275.", intent: SetBudget, params: params{"period": "week", "amount": 275}},
		{query: "Set my monthly budget to $600. I went way over in April.", intent: SetBudget, params: params{"period": "month", "amount": 600}},
		{query: "Limit each of my sessions to two hours, please.", intent: SetSessionLimit, params: params{"max_minutes": 120}},
		{query: "cap each session at 40 mins", intent: SetSessionLimit, params: params{"max_minutes": 40}},
		{query: "What budget and time limits do I currently have?", intent: MyLimits, params: params{}},

		// Comps: predicted at one casino and at all, and estimated.
		{query: "What will Hollywood Casino St. Louis likely offer me next?", intent: CompPredict, params: params{"casino_name": "Hollywood Casino St. Louis"}},
		{query: "Can you predict what offers each of my casinos will send me?", intent: CompPredictAll, params: params{}},
		{query: "what would i earn in comps playing $10 craps for 2 hrs", intent: CompEstimate, params: params{"game_type": "craps", "avg_bet": 10, "hours": 2}},

		// Tiers: progress at a casino, the player's tiers, tier matches.
		{query: "How close am I to my next tier at Belterra Casino Resort?", intent: TierProgress, params: params{"casino_name": "Belterra Casino Resort"}},
		{query: "We're planning a trip in June. How many points do I still need for the next tier at Harrah's Cherokee Valley River?", intent: TierProgress, params: params{"casino_name": "Harrah's Cherokee Valley River"}},
		{query: "show all my tier statuses pls", intent: MyTiers, params: params{}},
		{query: "Can my Boyd Rewards Onyx status be matched over to Caesars Rewards?", intent: TierMatchPaths, params: params{"program": "Boyd Rewards", "to_program": "Caesars Rewards"}, tier: "Onyx"},
		{query: "Suggest status matches I could get with my current tiers.", intent: TierMatchSuggestions, params: params{}},

		// Hosts at a casino, by language, and the player's own.
		{query: "Is there a host at Coeur d'Alene Casino taking new players?", intent: FindHosts, params: params{}, filter: []string{"Coeur d'Alene Casino", "Coeur D'Alene Casino Resort Hotel"}},
		{query: "r there hosts who speak korean", intent: FindHosts, params: params{"language": "Korean"}},
		{query: "Which casino hosts have I linked up with?", intent: MyHosts, params: params{}},

		// The player's records.
		{query: "List the trips I took to Belterra Park in 2024.", intent: MyTrips, params: params{"casino_name": "Belterra Park", "from": "2024-01-01", "to": "2024-12-31"}},
		{query: "What trips do I have on file?", intent: MyTrips, params: params{}},
		{query: "Show me my blackjack sessions at Live! Casino Pittsburgh.", intent: MySessions, params: params{"casino_name": "Live! Casino Pittsburgh", "game_type": "blackjack"}},
		{query: "my slot sessions in march 2026", intent: MySessions, params: params{"game_type": "slots", "from": "2026-03-01", "to": "2026-03-31"}},
		{query: "What casino check-ins do I have on record?", intent: MyVisits, params: params{}},
		{query: "which vouchers have i already redeemed", intent: MyVouchers, params: params{"status": "redeemed"}},
		{query: "I'm driving past Boonville tomorrow. Do I have any offers from Isle of Capri Boonville?", intent: MyOffers, params: params{"casino_name": "Isle of Capri Boonville"}},
		{query: "What offers of mine run out in the next 10 days?", intent: ExpiringOffers, params: params{"within_days": 10}},
		{query: "show my w2gs for 2025", intent: MyW2Gs, params: params{"tax_year": 2025}},
		{query: "Hi! What did my W-2G winnings add up to in 2024?", intent: W2GTotal, params: params{"tax_year": 2024}},
		{query: "Please put together my gambling tax summary for 2025.", intent: TaxSummary, params: params{"tax_year": 2025}},
		{query: "whats my bankroll rn", intent: Bankroll, params: params{}},

		// Changes /ask does not propose, a read it does not make, another
		// person's records, a comparison, a detail not kept, two questions
		// in one, and off topic.
		{query: "Please add a trip to Casino Queen for next Friday.", intent: Unknown, params: params{}},
		{query: "Mark all my notifications as read, please.", intent: Unknown, params: params{}},
		{query: "Who follows me on here? Thanks!", intent: Unknown, params: params{}},
		{query: "How much did my sister lose at Vernon Downs last month?", intent: Unknown, params: params{}},
		{query: "Does del Lago have more slot machines than Batavia Downs?", intent: Unknown, params: params{}},
		{query: "What time does the buffet open at Northern Lights Casino?", intent: Unknown, params: params{}},
		{query: "what tier am i at belterra and whats my bankroll", intent: Unknown, params: params{}},
		{query: "Will it snow in Cripple Creek this weekend?", intent: Unknown, params: params{}},
		{query: "good hiking trails near taos?", intent: Unknown, params: params{}},
	}
}
