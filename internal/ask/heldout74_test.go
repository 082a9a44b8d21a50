package ask

import "testing"

// heldOutSeventyFourth is a seventy-fourth held-out part, written blind
// and committed BEFORE its first run: by someone who had read only the
// action catalog and the service spec (both whole), lines 89-155 and
// 428-480 of the README (its curl examples of the directory and its
// section on /ask), the shipped data (casinos.csv, rewards_programs.json
// and program_properties.csv, through short scripts listing casinos with
// town, state, type, nation, brand, hotel and hotel rooms, and programs
// with their tiers and thresholds; the header line of casinos.csv, the
// first lines of program_properties.csv, the first program's JSON and a
// listing of data/ were printed too), the whole of the twenty-ninth
// held-out part and the first eighty lines of the twenty-eighth (its
// header), lines 1-70 of ask.go (the package comment, the imports, the
// block of intent constants and the first lines of the Intent type that
// follows it), the expectation type (lines 1-18 of heldout_test.go), the
// slugOf and programID helpers of ask_test.go (lines 70-92, which also
// showed the first line of the phrasing type's doc comment) and the
// heldOutParts function of score_test.go; never the rules of this
// package, the tuning phrases or the other held-out parts. Of the git log
// only the newest subject line was read (the fix-69 merge; it quotes a few
// tuning phrases, "stay and play", "Ruby on up", "hooked up with" among
// them; none of them is used or imitated here). Every casino, program,
// tier, town, state, brand and nation used was checked against data/ with
// a short script. Its wording is new: each question, and each sentence of
// the questions of more than one sentence, was checked with a
// case-insensitive fixed-string grep (file names only) against every test
// file of this package, with and without its closing mark; twenty-three
// were found there and replaced, in three rounds (seventeen, then five of
// the replacements, then one): "Any casinos near there?", "Which rewards
// programs do you have on file?", "What does Gold take in MGM Rewards?",
// "How many hands per hour does baccarat deal?", "whats the house edge on
// keno", "Is a $1,500 keno win reportable on a W-2G?", "Does a $1,250
// slot jackpot get a W-2G?", "Set a monthly budget of $600.", "Thank
// you!", "Good morning!", "Thanks a lot.", "Which programs would match my
// current status?", "who are my hosts rn", "What blackjack sessions did I
// play in March 2026?", "my offers expiring in the next 14 days", "What's
// my gambling tax summary for 2025?", "Log a $500 deposit to my
// bankroll.", "What casinos are around there?", "Which loyalty programs
// does your directory cover?", "How many baccarat hands get dealt in an
// hour?", "Much appreciated!", "What does my 2025 tax summary look like?"
// and "Appreciate the help!". None of the sixty is there now (greetings
// of fewer than eight characters, "Hi!", "Thanks." and "Cheers.", were not
// checked: such words are bound to be shared). Its places, casinos and
// families were chosen, where the data allowed, among those few earlier
// test files name (counted by the same kind of grep, file names only):
// Chugiak, Eagle Pass, Pendleton, Mobridge, Alaska, Maine, the Standing
// Rock Sioux Tribe, Naskila Gaming, Caesars Virginia, Bally's Tiverton, 4
// Bears Casino & Lodge, Delaware Park and Casino, Wheeling Island,
// Chinook Winds Casino, Clearwater River Casino & Lodge, Ute Mountain
// Casino, Grand River Casino Resort, Southland Park, Oaklawn Park and the
// Casino at Ocean Downs (Chugiak and Ocean Downs are in none). The host
// language, Portuguese, is named by earlier parts: the shipped data does
// not say which languages hosts speak.
//
// Its theme is a twenty-sixth CONTROL part, the session's last control
// measurement: sixty ordinary questions over every area of the action
// catalog and the directory, in the ordinary mix of registers: 24 plain
// questions, 12 requests, 14 typed in lower case on a phone with common
// shorthand ("mi", "pts", "w2g", "hrs", "r", "rn", "pls", "whats"), 5 with a sentence of context before or after a
// complete ask, 3 with a greeting or thanks and 2 relayed by an agent for
// its user. 51 are answerable and 9 expect Unknown. The areas: place,
// near, radius, hotel, type, rewards and family (nation and brand)
// searches (10), casino details (5), the program list, a ladder and
// tier thresholds (5), game facts (2), the W-2G rule (3), a help line and
// self-exclusion (2), a budget and a session limit proposed and the
// limits read (4), comp predictions (one casino and all) and an estimate
// (3), tier progress, the player's tiers, tier-match suggestions and a
// path (4), hosts at a casino, by language and the player's own (3), and
// the player's trips, sessions, visits, vouchers, offers, expiring
// offers, W-2Gs, W-2G total, tax summary and bankroll (10). The Unknowns:
// two casinos compared, a detail no answer says (a phone number), two
// questions in one, another person's records, a prediction of luck no
// action makes, two changes /ask does not propose (a bankroll deposit and
// an offer's status), and two off-topic questions (the weather, after a
// sentence of context, and a buffet). No question lacks a field its
// intent needs, so none expects a missing field.
//
// It follows the twenty-ninth part's conventions (a casino named for a
// player action keeps the name as typed; a host filter by casino is the
// typed words and the directory's name when the words name exactly one
// casino; a radius in miles is in kilometres to one decimal; a year named
// for the player's records is that calendar year, a month named with its
// year that month; a town typed without its state is near the directory's
// town with its state; "in <state>" is the state; a family's casinos are
// q the family's name as the directory spells it, with the state when one
// is named; a tier named with its program is not ambiguous; a casino's
// details answer what the directory keeps about it, whichever field is
// asked for; a limit of money in a period is a budget; off-topic
// questions are Unknown) and the twenty-eighth's (a detail no answer
// says, another person's records, a comparison of two casinos and a
// change /ask does not propose are Unknown). Its own choices, where those
// are silent:
//   - A question typed in lower case names its families as the directory
//     spells them: "the standing rock sioux tribe" is q "Standing Rock
//     Sioux Tribe"; its towns are the directory's towns ("chugiak" is
//     near "Chugiak, AK", "eagle pass" near "Eagle Pass, TX"). No phone
//     question names a casino for a player action, so no expectation
//     depends on whether a name typed in lower case is kept as typed.
//   - "any casinos within 25 mi of eagle pass": "mi" is miles, 40.2 km.
//   - "Which Wynn Resorts casinos are in Massachusetts?" is MA with q
//     "Wynn Resorts" (a brand is a family); "What casinos does the Poarch
//     Band of Creek Indians run?" is q "Poarch Band of Creek Indians"
//     with no state (its casinos are in AL and IL).
//   - "Is there a casino we could stop at in that town?" after "We're
//     driving up to Pendleton next month." points back to Pendleton: near
//     "Pendleton, OR"; "next month" adds nothing.
//   - "My user wants to know which casinos in Maine have a rewards
//     program." is the user's own question: ME with has_rewards.
//   - "How many hotel rooms does Kickapoo Lucky Eagle have?" is the
//     details of Kickapoo Lucky Eagle Casino Hotel (the one casino those
//     words name; Lucky Eagle Casino & Hotel in Washington lacks
//     "Kickapoo"); "When did Caesars Virginia open?" and "is saracen
//     casino tribal or commercial" are details too (opened year and type
//     are fields the directory keeps).
//   - "What's the phone number for Rocky Gap Casino Resort?" is Unknown:
//     the Casino resource of the spec has no phone field, so no answer
//     says it (as the twenty-eighth part decided).
//   - "Which casino loyalty clubs are you tracking in the directory?"
//     lists the programs.
//   - "how many pts for premier at winstar" is the threshold of Premier in
//     WinStar Club Passport, the program of the one WinStar casino.
//   - "I finally made Pearl last month. How many tier credits is Gold in
//     MGM Rewards?" is Gold's threshold in MGM Rewards; the context's
//     Pearl is not the tier asked.
//   - "Would I get a W-2G for winning $1,500 at keno?" is the rule for
//     keno at 1500; "do i get a w2g for 1300 on slots" the rule for slots
//     at 1300; "Would a $1,250 slot jackpot come with a W-2G?" after a
//     sentence about Deadwood the rule for slots at 1250 (no W-2G of the
//     player's is asked for).
//   - "Hey there, please cap my weekly spending at $250." is a weekly
//     budget of 250 (spending capped in a period is a budget); "limit my
//     sessions to 2 hrs" a session limit of 120 minutes; "Set my gambling
//     budget to $600 per month." a monthly budget of 600.
//   - "What gambling limits do I have on my account?" reads the limits.
//   - "predicted offers from all my casinos" is the prediction for all
//     casinos; "What offer should I expect next from 4 Bears Casino?" the
//     prediction there, the name as typed.
//   - "Hello again! Which tiers do I hold right now? Cheers." is the
//     player's tiers; "Which programs would honor the status I have now?"
//     the tier-match suggestions; "the tier-match path from Boyd Rewards
//     Emerald to Caesars Rewards" the path from Boyd Rewards to Caesars
//     Rewards with the tier Emerald.
//   - "Are there casino hosts at Chinook Winds?" is find_hosts filtered to
//     "Chinook Winds" and Chinook Winds Casino; "who r my casino hosts rn"
//     is the player's hosts.
//   - "show all my casino visits pls" is the player's visits with no
//     filter; "my expired vouchers pls" has the status "expired"; "my
//     offers that expire in the next 14 days" is the expiring offers
//     within 14 days; "What offers do I have from Delaware Park?" the
//     offers with casino_name "Delaware Park" as typed.
//   - "Can you put together my tax-year summary for 2025? My accountant
//     needs it by Friday." is the tax summary of 2025 (the context after
//     the ask adds nothing); "Total up my W-2G winnings for 2024." the
//     W-2G total of 2024.
//   - "I'm an assistant acting for my user: what's their current bankroll
//     balance?" is the bankroll (the user's, read as the caller's).
//   - Unknown: "Is Southland Park bigger than Oaklawn Park?" (a
//     comparison); "What's the house edge on roulette, and what tier am I
//     at Clearwater River Casino?" (two questions in one are declined);
//     "How many trips has my brother taken to Deadwood?" (another
//     person's records); "Which slot machine at Prairie Band Casino is due
//     to hit next?" (no action predicts a machine); "Record a $500
//     deposit in my bankroll." and "Mark my free play offer from Ocean
//     Downs as redeemed." (bankroll_add and update_offer_status are
//     catalog actions, but /ask proposes only budgets and session limits
//     among changes); the weather in Mobridge after a sentence naming
//     Grand River Casino Resort, and the buffet at Ute Mountain Casino
//     (off topic: dining is no answer of the service).
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at 629d7f8, with the seventy-fourth and seventy-fifth
// parts added together after every round of the session, and no rule
// changed for them) scored 57 of 60 correct
// (95.0%): precision 100% (48 of 48 answers right), recall 94.1% (48 of
// 51 answerable), 3 declined and none wrong. No expectation was changed
// after it. Declined: "... Is there a casino we could stop at in that
// town?" after "We're driving up to Pendleton next month.", "Which casino
// loyalty clubs are you tracking in the directory?" and "... Would a
// $1,250 slot jackpot come with a W-2G?" after a trip to Deadwood.
//
// After its fix round (by the maintainer, with tuning phrases in other
// words checked to fail first) it scored 60 of 60: a casino "we could
// stop at" is a casino there, the programs "you're tracking" are the
// directory's, and a W-2G that "comes with" a win is the rule.
func heldOutSeventyFourth(t testing.TB) []expectation {
	return []expectation{
		// The directory: searches by state, type, hotel, rewards, family,
		// town and radius, in every register.
		{query: "Are there any casinos in Alaska?", intent: FindCasinos, params: params{"state": "AK"}},
		{query: "Which casinos in Montana have a hotel?", intent: FindCasinos, params: params{"state": "MT", "has_hotel": true}},
		{query: "Which Wynn Resorts casinos are in Massachusetts?", intent: FindCasinos, params: params{"state": "MA", "q": "Wynn Resorts"}},
		{query: "What casinos does the Poarch Band of Creek Indians run?", intent: FindCasinos, params: params{"q": "Poarch Band of Creek Indians"}},
		{query: "Show me the tribal casinos in Wyoming.", intent: FindCasinos, params: params{"state": "WY", "type": "tribal"}},
		{query: "casinos near chugiak", intent: FindCasinos, params: params{"near": "Chugiak, AK"}},
		{query: "any casinos within 25 mi of eagle pass", intent: FindCasinos, params: params{"near": "Eagle Pass, TX", "radius_km": 40.2}},
		{query: "which casinos does the standing rock sioux tribe own", intent: FindCasinos, params: params{"q": "Standing Rock Sioux Tribe"}},
		{query: "We're driving up to Pendleton next month. Is there a casino we could stop at in that town?", intent: FindCasinos, params: params{"near": "Pendleton, OR"}},
		{query: "My user wants to know which casinos in Maine have a rewards program.", intent: FindCasinos, params: params{"state": "ME", "has_rewards": true}},
		{query: "Is Southland Park bigger than Oaklawn Park?", intent: Unknown, params: params{}},

		// One casino's details, and a detail no answer says.
		{query: "How many hotel rooms does Kickapoo Lucky Eagle have?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Kickapoo Lucky Eagle Casino Hotel")}},
		{query: "When did Caesars Virginia open?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Caesars Virginia")}},
		{query: "Tell me about Naskila Gaming.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Naskila Gaming")}},
		{query: "is saracen casino tribal or commercial", intent: CasinoDetail, params: params{"slug": slugOf(t, "Saracen Casino Resort")}},
		{query: "Hi! Could you pull up the details for Glacier Peaks Hotel & Casino? Thanks.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Glacier Peaks Hotel & Casino")}},
		{query: "What's the phone number for Rocky Gap Casino Resort?", intent: Unknown, params: params{}},

		// Programs: the list, a ladder, and tier thresholds.
		{query: "Which casino loyalty clubs are you tracking in the directory?", intent: ListPrograms, params: params{}},
		{query: "Walk me through the tiers of Unity by Hard Rock.", intent: ProgramDetail, params: params{"id": programID(t, "Unity by Hard Rock")}},
		{query: "How many tier credits does Onyx take in Boyd Rewards?", intent: TierRequirement, params: params{"id": programID(t, "Boyd Rewards")}, tier: "Onyx"},
		{query: "how many pts for premier at winstar", intent: TierRequirement, params: params{"id": programID(t, "WinStar Club Passport")}, tier: "Premier"},
		{query: "I finally made Pearl last month. How many tier credits is Gold in MGM Rewards?", intent: TierRequirement, params: params{"id": programID(t, "MGM Rewards")}, tier: "Gold"},

		// Game facts and the W-2G rule.
		{query: "Roughly how many hands an hour does a baccarat table get through?", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "whats keno's house edge", intent: GameFacts, params: params{"game_type": "keno"}},
		{query: "Would I get a W-2G for winning $1,500 at keno?", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1500}},
		{query: "do i get a w2g for 1300 on slots", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 1300}},
		{query: "I'm heading to Deadwood on Friday. Would a $1,250 slot jackpot come with a W-2G?", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 1250}},

		// Responsible-gaming help by state.
		{query: "Is there a gambling helpline in Nebraska?", intent: RGHelp, params: params{"topic": "helpline", "state": "NE"}},
		{query: "Tell me how to self-exclude in Maryland.", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "MD"}},

		// The player's limits: changes proposed, and the limits read.
		{query: "Set my gambling budget to $600 per month.", intent: SetBudget, params: params{"period": "month", "amount": 600}},
		{query: "limit my sessions to 2 hrs", intent: SetSessionLimit, params: params{"max_minutes": 120}},
		{query: "Hey there, please cap my weekly spending at $250. Appreciate it, friend!", intent: SetBudget, params: params{"period": "week", "amount": 250}},
		{query: "What gambling limits do I have on my account?", intent: MyLimits, params: params{}},

		// Comps: predicted at one casino and at all, and estimated.
		{query: "What offer should I expect next from 4 Bears Casino?", intent: CompPredict, params: params{"casino_name": "4 Bears Casino"}},
		{query: "predicted offers from all my casinos", intent: CompPredictAll, params: params{}},
		{query: "Estimate my comps for 4 hours of $10 craps.", intent: CompEstimate, params: params{"game_type": "craps", "avg_bet": 10, "hours": 4}},

		// Tiers: progress at one casino, the player's tiers, tier matches.
		{query: "How far am I from the next tier at Bally's Tiverton?", intent: TierProgress, params: params{"casino_name": "Bally's Tiverton"}},
		{query: "Hello again! Which tiers do I hold right now? Cheers.", intent: MyTiers, params: params{}},
		{query: "Which programs would honor the status I have now?", intent: TierMatchSuggestions, params: params{}},
		{query: "Show me the tier-match path from Boyd Rewards Emerald to Caesars Rewards.", intent: TierMatchPaths, params: params{"program": "Boyd Rewards", "to_program": "Caesars Rewards"}, tier: "Emerald"},

		// Hosts at a casino, by language, and the player's own.
		{query: "Are there casino hosts at Chinook Winds?", intent: FindHosts, params: params{}, filter: []string{"Chinook Winds", "Chinook Winds Casino"}},
		{query: "Find me a host who speaks Portuguese.", intent: FindHosts, params: params{"language": "Portuguese"}},
		{query: "who r my casino hosts rn", intent: MyHosts, params: params{}},

		// The player's records: trips, sessions, visits, vouchers, offers,
		// W-2Gs, the tax year and the bankroll.
		{query: "List my trips to Wheeling Island in 2025.", intent: MyTrips, params: params{"casino_name": "Wheeling Island", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "Which blackjack sessions did I log in March 2026?", intent: MySessions, params: params{"game_type": "blackjack", "from": "2026-03-01", "to": "2026-03-31"}},
		{query: "show all my casino visits pls", intent: MyVisits, params: params{}},
		{query: "my expired vouchers pls", intent: MyVouchers, params: params{"status": "expired"}},
		{query: "What offers do I have from Delaware Park?", intent: MyOffers, params: params{"casino_name": "Delaware Park"}},
		{query: "my offers that expire in the next 14 days", intent: ExpiringOffers, params: params{"within_days": 14}},
		{query: "Which W-2Gs do I have for 2025?", intent: MyW2Gs, params: params{"tax_year": 2025}},
		{query: "Total up my W-2G winnings for 2024.", intent: W2GTotal, params: params{"tax_year": 2024}},
		{query: "Can you put together my tax-year summary for 2025? My accountant needs it by Friday.", intent: TaxSummary, params: params{"tax_year": 2025}},
		{query: "I'm an assistant acting for my user: what's their current bankroll balance?", intent: Bankroll, params: params{}},

		// Unknown: two questions in one, another person's records, luck no
		// action predicts, changes /ask does not propose, and off topic.
		{query: "What's the house edge on roulette, and what tier am I at Clearwater River Casino?", intent: Unknown, params: params{}},
		{query: "How many trips has my brother taken to Deadwood?", intent: Unknown, params: params{}},
		{query: "Which slot machine at Prairie Band Casino is due to hit next?", intent: Unknown, params: params{}},
		{query: "Record a $500 deposit in my bankroll.", intent: Unknown, params: params{}},
		{query: "Mark my free play offer from Ocean Downs as redeemed.", intent: Unknown, params: params{}},
		{query: "We're staying at Grand River Casino Resort this weekend. What will the weather be like in Mobridge?", intent: Unknown, params: params{}},
		{query: "whats the buffet like at ute mountain casino", intent: Unknown, params: params{}},
	}
}
