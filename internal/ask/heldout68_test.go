package ask

import "testing"

// heldOutSixtyEighth is a sixty-eighth held-out part, written blind and
// committed BEFORE its first run: by someone who had read only the action
// catalog and the service spec (both whole), lines 89-155 and 428-480 of
// the README (its curl examples of the directory and its section on /ask),
// the shipped data (casinos.csv, rewards_programs.json and
// program_properties.csv, through short scripts listing casinos with town,
// state, type, nation, hotel and brand, and programs with their tiers and
// thresholds; a listing of data/ and the first lines of the three files
// were printed too), the whole of the twenty-ninth held-out part and the
// first eighty lines of the twenty-eighth (its header), the first const
// block of ask.go (the intent constants), the expectation type (lines 1-18
// of heldout_test.go), the slugOf and programID helpers of ask_test.go and
// the heldOutParts function of score_test.go; of the git log only the
// newest subject line (it names the themes of the sixty-sixth and
// sixty-seventh parts, "near misses" and "relayed and terse", and nothing
// of their wording). Never the rules of this package, the tuning phrases
// or the other held-out parts. Every casino, program, tier, town, state,
// brand and nation used was checked against data/ with a short script.
// Its wording is new: each question, and each sentence of a question of
// two sentences, was checked with a case-insensitive fixed-string grep
// (file names only) against every test file of this package, with and
// without its closing mark. Fifteen of the first draft were found there
// and replaced: "Hi there!" (the greeting of the Diamond Elite question),
// "how bad is the house edge on keno", "How many hands an hour does a
// baccarat table deal?", "how do i self exclude in indiana", "Set a weekly
// budget of $250 for me.", "What limits do I currently have on my
// account?", "Predict my next offers at every casino I play.", "what tier
// am i at everywhere", "Thanks for the help earlier." (the thanks of the
// tier-match question), "who's my host", "my blackjack sessions from
// march", "Do I have any expired vouchers?", "total w2g winnings 2025",
// "Good morning!" (the greeting of the tax question) and "hows my bankroll
// lookin"; three of their first replacements were found too and not used
// ("Put me on a $250 weekly budget", "Which of my vouchers have expired?",
// "Have any of my vouchers expired?"). None of the sixty is there now.
//
// Its theme is a twenty-first CONTROL part: sixty ordinary questions over
// every area of the action catalog and the directory, in the ordinary mix
// of registers: 25 plain questions, 12 requests, 15 typed in lower case
// on a phone with common shorthand ("w/", "mi", "u", "w2g", "1k", "rn",
// "pls", "wat"), 5 with a sentence of context before or after a complete
// ask, and 3 with a greeting or thanks. Its casinos, towns, programs and
// tiers were chosen, where the data allowed, from states and programs the
// twenty-ninth part does not use: Deadwood and the Standing Rock Sioux
// Tribe (SD, ND), Tunica and Scarlet Pearl (MS), Cripple Creek (CO),
// Riverton (WY), Minnesota and Mystic Lake Casino Hotel, the Revo casinos
// (NH), Indiana and Belterra Casino Resort, Gray Wolf Peak Casino and
// KwaTaqNuk Resort & Casino (MT), Kickapoo Lucky Eagle Casino Hotel (TX),
// Prairie Knights (ND), Tulalip Resort Casino (WA), Momentum Rewards,
// Unity by Hard Rock and the Choctaw Rewards Club. Every program with more
// than one tier is named by the twenty-ninth part, so the tiers asked
// about are ones it does not name: Pearl (MGM Rewards), Diamond Elite
// (Caesars Rewards) and Onyx (Boyd Rewards). The host language, Korean,
// cannot be checked: the shipped data does not say which languages hosts
// speak.
//
// 51 of 60 are answerable and 9 expect Unknown. Areas: the directory
// (searches by town, radius, state, type, hotel, rewards, family, owning
// nation and rewards program: 10), one casino's details (3), programs (the
// list, two programs' details, two tiers' thresholds: 5), game facts (2),
// the W-2G rule (3), help lines and self-exclusion (3), budgets and
// session limits proposed and the limits read (5), comp predictions at one
// casino and all, and an estimate (3), tier progress, the player's tiers,
// a tier-match path and suggestions (4), hosts at a casino, by language
// and the player's own (3), and the player's trips, sessions, visits,
// vouchers, offers, expiring offers, W-2Gs, W-2G total, tax summary and
// bankroll (10). The 9 Unknowns are the areas of the catalog no intent of
// /ask reads or proposes (notifications, sharing, consent, social,
// machines, leads, a trip deleted, the free-play optimizer) and one off
// topic (rain in Biloxi). No question lacks a field its intent needs, so
// none expects a missing field.
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
// a program's tier named as "Caesars Seven Stars" is that program's tier;
// off-topic questions are Unknown). Its own choices, where those are
// silent:
//   - The casinos of a rewards program ("Which casinos are part of
//     Momentum Rewards?") are a directory search with the parameter
//     program, the program's name as the data spells it (the README's
//     `program=penn%20play`), and no state when none is named; this is
//     the convention most open to dispute here.
//   - The casinos an owning nation runs are a directory search with q the
//     nation's name as the data spells it ("Standing Rock Sioux Tribe"),
//     as the README's "which casinos does the Chickasaw Nation own".
//   - "Do any casinos in Indiana have a rewards program?" is the search of
//     IN with has_rewards (the yes-or-no form asks for the list).
//   - "does kwataqnuk have a hotel" is the casino's details (one casino
//     named, one field asked), not a search with has_hotel.
//   - "Tell me about the Choctaw Rewards Club." is that program's details,
//     though no ladder is kept for it; "What tiers does Unity by Hard Rock
//     have?" its program's details too (its ladder is one tier).
//   - "how many tier credits for pearl at mgm" is Pearl's threshold in MGM
//     Rewards ("mgm" read as the program, since a tier is asked).
//   - "poker tournament" is the game poker; "slots" is slots.
//   - "limit me to 1k a month" is a monthly budget of 1000; "two hours" a
//     session limit of 120 minutes.
//   - "Can I status match my Boyd Onyx to Caesars Rewards?" is the
//     tier-match path from Boyd Rewards' Onyx to Caesars Rewards (a tier is
//     named, so not the player's suggestions), as the twenty-ninth part
//     does with "my" and a named tier.
//   - "Where have I checked in at casinos?" is the player's visits.
//   - "Which vouchers of mine are expired?" has the status expired.
//   - "the next two weeks" is within_days 14.
//   - "Which W-2Gs did I receive in 2024?" is the W-2G list of 2024; "sum
//     of my w2g wins for 2025" the W-2G total of 2025.
//   - The context sentences lend nothing: each ask is complete alone
//     (Riverton is near "Riverton, WY"; "Scarlet Pearl" is the casino as
//     typed; a trip to Deadwood after a W-2G question adds no place; "a
//     room there" after the Mystic Lake question adds no field).
//   - A change or read of an area for which no intent exists is Unknown,
//     even where the catalog has the action: unread notifications
//     (list_notifications), a share link (create_share_link), marketing
//     consent (set_consent), following a player (follow_player), saved
//     machines (list_machines), open leads (list_leads), deleting a trip
//     (delete_trip) and the order to use free-play offers
//     (freeplay_optimizer); /ask proposes only budgets and session limits.
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at be6947a, after the session's rounds for the
// sixty-second to sixty-seventh parts and with no rule changed for this
// part) scored 59 of 60 correct (98.3%): precision 98.1% (51 of 52
// answers right), recall 100% (51 of 51 answerable), none declined and 1
// wrong. No expectation was changed after it. The wrong one: "What's the
// best order to use my free play offers?" (the offers listed, where the
// order to use them is advice /ask does not give).
//
// After its fix round (fix-69, with the sixty-ninth part) it scored 60 of
// 60, with no expectation changed: the best, right or smartest "order"
// or "sequence" to do something in (and "in what order to") is advice,
// declined as "which should I use first" was, not the records listed.
// Nothing declines that was expected to be answered.
func heldOutSixtyEighth(t testing.TB) []expectation {
	return []expectation{
		// The directory: town, radius, state, type, hotel, rewards, family,
		// owning nation and rewards program.
		{query: "Which casinos are in Deadwood?", intent: FindCasinos, params: params{"near": "Deadwood, SD"}},
		{query: "casinos w/ a hotel in tunica", intent: FindCasinos, params: params{"near": "Tunica, MS", "has_hotel": true}},
		{query: "Show me the tribal casinos in South Dakota.", intent: FindCasinos, params: params{"state": "SD", "type": "tribal"}},
		{query: "anything within 40 mi of cripple creek", intent: FindCasinos, params: params{"near": "Cripple Creek, CO", "radius_km": 64.4}},
		{query: "Which Minnesota casinos have a hotel?", intent: FindCasinos, params: params{"state": "MN", "has_hotel": true}},
		{query: "List the Revo casinos in New Hampshire.", intent: FindCasinos, params: params{"state": "NH", "q": "Revo"}},
		{query: "What casinos does the Standing Rock Sioux Tribe operate?", intent: FindCasinos, params: params{"q": "Standing Rock Sioux Tribe"}},
		{query: "Which casinos are part of Momentum Rewards?", intent: FindCasinos, params: params{"program": "Momentum Rewards"}},
		{query: "We're driving across Wyoming next week. Are there any casinos near Riverton?", intent: FindCasinos, params: params{"near": "Riverton, WY"}},
		{query: "Do any casinos in Indiana have a rewards program?", intent: FindCasinos, params: params{"state": "IN", "has_rewards": true}},

		// One casino's details.
		{query: "What do you have on Gray Wolf Peak Casino?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Gray Wolf Peak Casino")}},
		{query: "does kwataqnuk have a hotel", intent: CasinoDetail, params: params{"slug": slugOf(t, "KwaTaqNuk Resort & Casino")}},
		{query: "When did Kickapoo Lucky Eagle Casino Hotel open?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Kickapoo Lucky Eagle Casino Hotel")}},

		// Programs: the list, two programs' details, two tiers' thresholds.
		{query: "which reward programs do u know about", intent: ListPrograms, params: params{}},
		{query: "What tiers does Unity by Hard Rock have?", intent: ProgramDetail, params: params{"id": programID(t, "Unity by Hard Rock")}},
		{query: "Tell me about the Choctaw Rewards Club.", intent: ProgramDetail, params: params{"id": programID(t, "Choctaw Rewards Club")}},
		{query: "how many tier credits for pearl at mgm", intent: TierRequirement, params: params{"id": programID(t, "MGM Rewards")}, tier: "Pearl"},
		{query: "Hello, what's the threshold for Diamond Elite in Caesars Rewards?", intent: TierRequirement, params: params{"id": programID(t, "Caesars Rewards")}, tier: "Diamond Elite"},

		// Game facts and the W-2G rule.
		{query: "how big is the house edge in keno", intent: GameFacts, params: params{"game_type": "keno"}},
		{query: "How many hands per hour are dealt at baccarat?", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "Is a $2,000 keno win reportable?", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 2000}},
		{query: "do i get a w2g for 1500 on slots", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 1500}},
		{query: "Does a $6,000 poker tournament win need a W-2G? Asking before my Deadwood trip.", intent: W2GRule, params: params{"game_type": "poker", "amount_won": 6000}},

		// Responsible-gaming help by state.
		{query: "Is there a gambling hotline in Colorado?", intent: RGHelp, params: params{"topic": "helpline", "state": "CO"}},
		{query: "where do i sign up to self exclude in indiana", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "IN"}},
		{query: "Please give me the problem gambling helpline for Mississippi.", intent: RGHelp, params: params{"topic": "helpline", "state": "MS"}},

		// The player's limits: changes proposed, and the limits read.
		{query: "Put me on a weekly budget of $250, please.", intent: SetBudget, params: params{"period": "week", "amount": 250}},
		{query: "limit me to 1k a month", intent: SetBudget, params: params{"period": "month", "amount": 1000}},
		{query: "Please cap my sessions at two hours.", intent: SetSessionLimit, params: params{"max_minutes": 120}},
		{query: "I tend to lose track of time on the slots. Limit each session to 45 minutes, please.", intent: SetSessionLimit, params: params{"max_minutes": 45}},
		{query: "Which budget and session limits are on my account now?", intent: MyLimits, params: params{}},

		// Comps: predicted at one casino and at all, and estimated.
		{query: "What will Mystic Lake Casino Hotel likely offer me next? I'm deciding whether to book a room there.", intent: CompPredict, params: params{"casino_name": "Mystic Lake Casino Hotel"}},
		{query: "Forecast the next offer from each casino I've played at.", intent: CompPredictAll, params: params{}},
		{query: "Estimate the comps for $50 baccarat over 2 hours.", intent: CompEstimate, params: params{"game_type": "baccarat", "avg_bet": 50, "hours": 2}},

		// Tiers: progress at one casino, the player's tiers, a path and
		// suggestions.
		{query: "How close am I to the next tier at Belterra Casino Resort?", intent: TierProgress, params: params{"casino_name": "Belterra Casino Resort"}},
		{query: "wat tier am i at each place i play", intent: MyTiers, params: params{}},
		{query: "Can I status match my Boyd Onyx to Caesars Rewards?", intent: TierMatchPaths, params: params{"program": "Boyd Rewards", "to_program": "Caesars Rewards"}, tier: "Onyx"},
		{query: "Thank you for the quick answers yesterday. Which programs would match the tiers I already have?", intent: TierMatchSuggestions, params: params{}},

		// Hosts at a casino, by language, and the player's own.
		{query: "Find me a host at Prairie Knights.", intent: FindHosts, params: params{}, filter: []string{"Prairie Knights", "Prairie Knights Casino & Resort"}},
		{query: "Is there a casino host who speaks Korean?", intent: FindHosts, params: params{"language": "Korean"}},
		{query: "who is my assigned host rn", intent: MyHosts, params: params{}},

		// The player's records.
		{query: "What trips did I take to Tulalip Resort Casino in 2025?", intent: MyTrips, params: params{"casino_name": "Tulalip Resort Casino", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "show blackjack sessions i logged in march", intent: MySessions, params: params{"game_type": "blackjack", "from": "2026-03-01", "to": "2026-03-31"}},
		{query: "Where have I checked in at casinos?", intent: MyVisits, params: params{}},
		{query: "Which vouchers of mine are expired?", intent: MyVouchers, params: params{"status": "expired"}},
		{query: "I get mail from a lot of casinos. What offers do I have at Scarlet Pearl?", intent: MyOffers, params: params{"casino_name": "Scarlet Pearl"}},
		{query: "Show me which offers expire in the next two weeks.", intent: ExpiringOffers, params: params{"within_days": 14}},
		{query: "Which W-2Gs did I receive in 2024?", intent: MyW2Gs, params: params{"tax_year": 2024}},
		{query: "sum of my w2g wins for 2025", intent: W2GTotal, params: params{"tax_year": 2025}},
		{query: "Morning, hope you're well. Can you pull my 2025 gambling tax summary?", intent: TaxSummary, params: params{"tax_year": 2025}},
		{query: "bankroll balance rn?", intent: Bankroll, params: params{}},

		// Areas of the catalog /ask neither reads nor proposes, and one
		// off topic.
		{query: "Do I have any unread notifications?", intent: Unknown, params: params{}},
		{query: "Create a share link for my tier summary.", intent: Unknown, params: params{}},
		{query: "Can I withdraw my marketing consent?", intent: Unknown, params: params{}},
		{query: "follow the player lucky_lou pls", intent: Unknown, params: params{}},
		{query: "Which slot machines have I saved?", intent: Unknown, params: params{}},
		{query: "Show me my open leads.", intent: Unknown, params: params{}},
		{query: "Can you delete my last trip?", intent: Unknown, params: params{}},
		{query: "What's the best order to use my free play offers?", intent: Unknown, params: params{}},
		{query: "Will it rain in Biloxi this weekend?", intent: Unknown, params: params{}},
	}
}
