package ask

import "testing"

// heldOutSixtieth is a sixtieth held-out part, written blind and committed
// BEFORE its first run: by someone who had read only the action catalog
// and the service spec (both whole), lines 89-155 and 428-480 of the
// README (the directory's curl examples and the section on /ask), the
// shipped data (casinos.csv, rewards_programs.json and
// program_properties.csv, through short scripts listing programs with
// their tiers and thresholds and casinos with town, state, type, hotel,
// brand and tribal nation), the whole of the twenty-ninth held-out part
// and the first 80 lines of the twenty-eighth (their headers and format),
// the first lines of ask.go up to the end of its block of intent
// constants (and the first lines of the Intent type after it), the
// expectation type (lines 1-18 of heldout_test.go), the slugOf and
// programID helpers (lines 60-100 of ask_test.go, which also showed the
// doc comment of the phrasing type) and the heldOutParts function of
// score_test.go; the newest commit's subject line was printed by git
// worktree add. Never the rules of this package, the tuning phrases or
// the other held-out parts. Every casino, program, tier, town and state
// used was checked against data/ with a short script (the towns name one
// state each in the directory; Pearl, Premier and Onyx are tiers of MGM
// Rewards, WinStar Club Passport and Boyd Rewards; the Cherokee Nation's
// casinos are in Oklahoma, the Wind Creek casinos of the Poarch Band in
// Alabama). Its wording is new: each phrase, and each sentence of the
// messages of two sentences, was checked with a case-insensitive
// fixed-string grep (file names only) against every test file of this
// package, with and without its closing mark; nine were found and
// replaced before the file was written ("Which racinos are in New
// York?", "Does New York have any racinos?", "What are the tier levels
// in Boyd Rewards?", "cap my sessions at 45 min", "Who's my casino
// host?", and, inside longer messages, "Which casinos in Deadwood have a
// hotel?", "are there any hosts who speak Vietnamese?", "What were my
// gambling wins and losses for 2025?" and "Doing my taxes this
// weekend."), and none of the sixty is there now. The host language,
// Vietnamese, is named by earlier parts: the shipped data does not say
// which languages hosts speak.
//
// Its theme is a sixteenth CONTROL part: sixty ordinary questions, as a
// player types them who has never seen this service, over every area of
// the action catalog and the directory, in the words players use at a
// casino rather than the catalog's ("players card", "players club",
// "comps", "free play", "mailers", "my host", "tier credits", "where am i
// at", "how close am I", "what's the damage", "hand pay", "slot
// tickets"). Registers: 28 plain questions with normal capitals and
// marks; 9 requests ("Find me", "Show me", "Set", "List", "Show my",
// "Can you pull up", "Book me", "Log"); 15 lower-case phone-typed ones,
// most without a closing mark, some with shorthand ("w/", "hands/hr",
// "hrs", "min", "pls", "whats", "hows"); 4 with a sentence of context
// before the ask ("First trip to Colorado next month.", "Hit a $2,000
// keno ticket last night.", "I overdid it in Biloxi last month.", "My
// CPA wants the numbers."), of which only the keno one is pointed back
// to ("for that"); and 4 with a greeting or thanks ("Hi!", "Hello,",
// "Hey,", "Thanks!"). Nothing exotic: no typos, no code, no relayed
// questions. Openings were varied away from the twenty-eighth's and
// twenty-ninth's ("What's the closest", "Which ... is closest"): "What
// casinos are around", "any casinos close to", "Is there a racino
// anywhere in", "Does", "At what amount", "How close am I", "If I've
// got", "Who do I have as", "whats the damage", "do i have any".
//
// Areas (52 answerable): a town (Elko, Lake Charles), a radius (40 miles
// of Thackerville, 25 of Shreveport), hotel (Deadwood, Black Hawk), type
// (tribal in Washington, racino in New York), rewards (around Cripple
// Creek, in Indiana), family (the Cherokee Nation in Oklahoma, Wind Creek
// in Alabama), 2 each; a casino's details 2 (Saracen Casino Resort,
// Turning Stone); the program list 1, a ladder 2 (Boyd Rewards, Genting
// Rewards), one tier's threshold 2 (Pearl in MGM Rewards, Premier at
// WinStar); game facts 2 (craps, blackjack); the W-2G rule 2 (a slot hand
// pay, $2,000 at keno); a help line 1 (Indiana) and self-exclusion 1
// (Pennsylvania); budgets proposed 2 (weekly, monthly), a session limit
// proposed 1, the limits read 1; a comp prediction at one casino 1, over
// all of them 1, an estimate 1; tier progress 2, the player's tiers 1;
// hosts at a casino 1, by language 1, the player's own 1; tier-match
// suggestions 1 and a path 1; trips 2, sessions 2, visits 1, vouchers 1,
// offers 1, expiring offers 1, W-2G list 1, W-2G total 1, tax summary 1,
// bankroll 1. Sixty questions over some thirty-seven areas cannot give
// each 2-3, so the player's records and the facts asked once get one
// each. And 8 expect Unknown: two facts nothing keeps (smoking at the
// Beau Rivage, which slots are "hitting" at Mohegan Sun), another
// person's records (a husband's tier credits), a booking (a room at
// Golden Nugget Biloxi), a write /ask does not run (logging a blackjack
// win), off topic (golf near Mesquite, a town of the directory), advice
// (blackjack or slots for comps) and two asks in one (a tier and the
// bankroll). No question lacks a field its intent needs, so none expects
// a missing field.
//
// It follows the twenty-ninth part's conventions (a casino named for a
// player action keeps the name as typed; a host filter by casino is the
// typed words and the directory's name when the words name exactly one
// casino; a radius in miles is in kilometres to one decimal; a year named
// for the player's records is that calendar year; a month named without
// a year is its latest one up to today, 2026-05-14; a town typed without
// its state is near the directory's town with its state; "in <town>" is
// near that town and "in <state>" is the state; a family's casinos in a
// state are the state with q the family's name as the directory spells
// it; a tier named with its program is not ambiguous; a casino's details
// answer what the directory keeps about it, whichever field is asked
// for; a limit of money in a period is a budget; off-topic questions are
// Unknown). Its own choices, where those are silent:
//   - "Indian casinos" are tribal ones, and "around <town>", "close to
//     <town>" and "<town> casinos" are near that town;
//   - "a players club" or "a players card" at a casino is a rewards
//     program (has_rewards), and "players clubs" in general are the
//     rewards programs listed;
//   - a family is q as the directory spells it, the words typed in any
//     case ("wind creek casinos in alabama" is AL with q "Wind Creek");
//     "the Cherokee Nation" is q "Cherokee Nation", the nation as the
//     directory spells it (not "Cherokee", which would add the Eastern
//     Band's casinos in North Carolina);
//   - "what do i need for premier at winstar" is the threshold of Premier
//     in WinStar Club Passport, the program of the one casino "winstar"
//     names (as "what does Diamond at Caesars take" in the README), not
//     the player's progress: it names a tier and no record of the
//     player's;
//   - "At what amount does a slot jackpot turn into a hand pay with a
//     W-2G?" is the W-2G rule for slots with no amount; "Hit a $2,000
//     keno ticket last night. Will the casino give me a W-2G for that?"
//     is the rule for keno and 2000, the amount and game the story's;
//   - "Put me on a $600 monthly budget." after "I overdid it in Biloxi
//     last month." is a monthly budget of 600 (the context lends
//     nothing); "cap each session at 45 min pls" is a session limit of 45
//     minutes; "What spending limits do I have on my account?" reads the
//     limits;
//   - "What kind of mailers should I expect from Horseshoe Tunica?" is
//     the prediction there (mailers are the offers a casino sends); "What
//     free play are my casinos likely to send me next?" the prediction
//     for all casinos; "comps for $15 craps 3 hrs?" the estimate for
//     craps, avg_bet 15, hours 3;
//   - "How close am I to the next tier at Harrah's Cherokee?" and "where
//     am i at on tier credits at ameristar" are tier progress, the casino
//     kept as typed, lower case included ("ameristar"), by the convention
//     that a casino named for a player action keeps the name as typed;
//     this is the expectation here most open to dispute; "my status on
//     all my players cards" is the player's tiers;
//   - "Which casinos would status match the tiers I have now?" is the
//     tier-match suggestions; "If I've got Onyx with Boyd Rewards, what
//     would MGM Rewards match me to?" the path from Boyd Rewards' Onyx to
//     MGM Rewards ("I've got" does not make it the suggestions, since the
//     tier is named);
//   - "What trips did I take in January?" is January 2026; "whats the
//     damage from my craps sessions in march" the craps sessions of March
//     2026 (the damage is their result);
//   - "What casinos have I been to?" is the player's visits; "do i have
//     any slot tickets i never cashed" the vouchers with status open
//     (ticket-in/ticket-out tickets are vouchers, and never cashed is
//     open); "What mailers do I have from Hard Rock Atlantic City?" the
//     offers there, the name as typed; "is any of my free play expiring
//     in the next 10 days" the expiring offers within 10 days (free play
//     is an offer type, and expiring_offers filters by no type);
//   - "Can you pull up my W-2G forms for 2024?" is the W-2G list of 2024;
//     "What did my W-2G jackpots add up to in 2025?" the W-2G total of
//     2025; "What did I win and lose gambling in 2025?" the tax summary
//     of 2025; "hows my bankroll looking" the bankroll.
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at 08e6fd8, after every round of this session (the
// forty-ninth to fifty-ninth parts) and the rules found by probing, and no
// rule changed for this part) scored 56 of 60 correct (93.3%): precision
// 96.0% (48 of 50 answers right), recall 92.3% (48 of 52 answerable), 2
// declined and 2 wrong. No expectation was changed after it. The wrong
// ones: "Hit a $2,000 keno ticket last night. Will the casino give me a
// W-2G for that?" (the $2,000 read as the wager, not the win) and "where am
// i at on tier credits at ameristar" (the tiers at ameristar, not the
// progress to the next tier). Declined: "At what amount does a slot
// jackpot turn into a hand pay with a W-2G?" and "My CPA wants the
// numbers. What did I win and lose gambling in 2025?".
//
// After its fix round (done on main by the lead, commit after 69a608f), it
// scores 60 of 60 correct, none declined and none wrong. The general
// rules added, each with tuning phrases of its own in tuning60_test.go: a
// win verb before an amount makes it the win, not the wager, whatever
// follows it ("hit a $2,000 keno ticket"); "where am I at" on points or
// tier credits is the way to the next tier; a year's wins and losses asked
// together are its tax summary, which sums every casino, so a summary
// asked of one casino declines; and a win that "turns into" or "becomes" a
// hand pay or a W-2G, a keno "ticket" and "how big" are words of the
// W-2G rule.
func heldOutSixtieth(t testing.TB) []expectation {
	return []expectation{
		// The directory: a town, a radius, hotels, types, rewards and
		// families.
		{query: "What casinos are around Elko, Nevada?", intent: FindCasinos, params: params{"near": "Elko, NV"}},
		{query: "any casinos close to lake charles", intent: FindCasinos, params: params{"near": "Lake Charles, LA"}},
		{query: "Which casinos are within 40 miles of Thackerville?", intent: FindCasinos, params: params{"near": "Thackerville, OK", "radius_km": 64.4}},
		{query: "Find me casinos within 25 miles of Shreveport, Louisiana.", intent: FindCasinos, params: params{"near": "Shreveport, LA", "radius_km": 40.2}},
		{query: "Hi! Which Deadwood casinos have a hotel attached?", intent: FindCasinos, params: params{"near": "Deadwood, SD", "has_hotel": true}},
		{query: "any casino w/ a hotel in black hawk", intent: FindCasinos, params: params{"near": "Black Hawk, CO", "has_hotel": true}},
		{query: "What Indian casinos are there in Washington state?", intent: FindCasinos, params: params{"state": "WA", "type": "tribal"}},
		{query: "Is there a racino anywhere in New York?", intent: FindCasinos, params: params{"state": "NY", "type": "racino"}},
		{query: "First trip to Colorado next month. Which casinos around Cripple Creek have a players club?", intent: FindCasinos, params: params{"near": "Cripple Creek, CO", "has_rewards": true}},
		{query: "Show me casinos in Indiana that have a players club.", intent: FindCasinos, params: params{"state": "IN", "has_rewards": true}},
		{query: "Which casinos does the Cherokee Nation run in Oklahoma?", intent: FindCasinos, params: params{"state": "OK", "q": "Cherokee Nation"}},
		{query: "wind creek casinos in alabama", intent: FindCasinos, params: params{"state": "AL", "q": "Wind Creek"}},

		// One casino's details.
		{query: "How many slot machines does Saracen Casino Resort have?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Saracen Casino Resort")}},
		{query: "Does Turning Stone have a hotel?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Turning Stone Resort & Casino")}},

		// Programs: the list, two ladders, two tiers' thresholds.
		{query: "List the players clubs you have info on.", intent: ListPrograms, params: params{}},
		{query: "What are the card levels on Boyd Rewards?", intent: ProgramDetail, params: params{"id": programID(t, "Boyd Rewards")}},
		{query: "What tiers does Genting Rewards have?", intent: ProgramDetail, params: params{"id": programID(t, "Genting Rewards")}},
		{query: "How many tier credits does it take to reach Pearl in MGM Rewards?", intent: TierRequirement, params: params{"id": programID(t, "MGM Rewards")}, tier: "Pearl"},
		{query: "what do i need for premier at winstar", intent: TierRequirement, params: params{"id": programID(t, "WinStar Club Passport")}, tier: "Premier"},

		// Game facts and the W-2G rule.
		{query: "What kind of house edge does craps have?", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "how many hands/hr at a blackjack table", intent: GameFacts, params: params{"game_type": "blackjack"}},
		{query: "At what amount does a slot jackpot turn into a hand pay with a W-2G?", intent: W2GRule, params: params{"game_type": "slots"}},
		{query: "Hit a $2,000 keno ticket last night. Will the casino give me a W-2G for that?", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 2000}},

		// Responsible-gaming help by state.
		{query: "Is there a problem gambling hotline in Indiana?", intent: RGHelp, params: params{"topic": "helpline", "state": "IN"}},
		{query: "how do i sign up for self exclusion in pennsylvania", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "PA"}},

		// The player's limits: changes proposed, and the limits read.
		{query: "Set a $400 weekly limit on my gambling.", intent: SetBudget, params: params{"period": "week", "amount": 400}},
		{query: "I overdid it in Biloxi last month. Put me on a $600 monthly budget.", intent: SetBudget, params: params{"period": "month", "amount": 600}},
		{query: "cap each session at 45 min pls", intent: SetSessionLimit, params: params{"max_minutes": 45}},
		{query: "What spending limits do I have on my account?", intent: MyLimits, params: params{}},

		// Comps: predicted at one casino and at all, and estimated.
		{query: "What kind of mailers should I expect from Horseshoe Tunica?", intent: CompPredict, params: params{"casino_name": "Horseshoe Tunica"}},
		{query: "What free play are my casinos likely to send me next?", intent: CompPredictAll, params: params{}},
		{query: "comps for $15 craps 3 hrs?", intent: CompEstimate, params: params{"game_type": "craps", "avg_bet": 15, "hours": 3}},

		// Tiers: progress at one casino, the player's tiers, tier matches.
		{query: "How close am I to the next tier at Harrah's Cherokee?", intent: TierProgress, params: params{"casino_name": "Harrah's Cherokee"}},
		{query: "where am i at on tier credits at ameristar", intent: TierProgress, params: params{"casino_name": "ameristar"}},
		{query: "Show me my status on all my players cards.", intent: MyTiers, params: params{}},
		{query: "Which casinos would status match the tiers I have now?", intent: TierMatchSuggestions, params: params{}},
		{query: "If I've got Onyx with Boyd Rewards, what would MGM Rewards match me to?", intent: TierMatchPaths, params: params{"program": "Boyd Rewards", "to_program": "MGM Rewards"}, tier: "Onyx"},

		// Hosts at a casino, by language, and the player's own.
		{query: "Is there a host at Pechanga I could work with?", intent: FindHosts, params: params{}, filter: []string{"Pechanga", "Pechanga Resort Casino"}},
		{query: "Hello, do you have any Vietnamese-speaking hosts?", intent: FindHosts, params: params{"language": "Vietnamese"}},
		{query: "Who do I have as my host?", intent: MyHosts, params: params{}},

		// The player's records: trips, sessions, visits, vouchers, offers,
		// W-2Gs, the tax year and the bankroll.
		{query: "How many trips did I take to Isleta in 2024?", intent: MyTrips, params: params{"casino_name": "Isleta", "from": "2024-01-01", "to": "2024-12-31"}},
		{query: "What trips did I take in January?", intent: MyTrips, params: params{"from": "2026-01-01", "to": "2026-01-31"}},
		{query: "Show my blackjack sessions at Wind Creek Bethlehem.", intent: MySessions, params: params{"game_type": "blackjack", "casino_name": "Wind Creek Bethlehem"}},
		{query: "whats the damage from my craps sessions in march", intent: MySessions, params: params{"game_type": "craps", "from": "2026-03-01", "to": "2026-03-31"}},
		{query: "What casinos have I been to?", intent: MyVisits, params: params{}},
		{query: "do i have any slot tickets i never cashed", intent: MyVouchers, params: params{"status": "open"}},
		{query: "What mailers do I have from Hard Rock Atlantic City? Thanks!", intent: MyOffers, params: params{"casino_name": "Hard Rock Atlantic City"}},
		{query: "is any of my free play expiring in the next 10 days", intent: ExpiringOffers, params: params{"within_days": 10}},
		{query: "Can you pull up my W-2G forms for 2024?", intent: MyW2Gs, params: params{"tax_year": 2024}},
		{query: "What did my W-2G jackpots add up to in 2025?", intent: W2GTotal, params: params{"tax_year": 2025}},
		{query: "My CPA wants the numbers. What did I win and lose gambling in 2025?", intent: TaxSummary, params: params{"tax_year": 2025}},
		{query: "hows my bankroll looking", intent: Bankroll, params: params{}},

		// Unknown: facts nothing keeps, another person's records, a
		// booking, a write /ask does not run, off topic, advice, and two
		// asks in one.
		{query: "Can you smoke inside the Beau Rivage?", intent: Unknown, params: params{}},
		{query: "Hey, which slots are hitting at Mohegan Sun tonight?", intent: Unknown, params: params{}},
		{query: "how many tier credits does my husband have at caesars", intent: Unknown, params: params{}},
		{query: "Book me a room at Golden Nugget Biloxi for Friday night.", intent: Unknown, params: params{}},
		{query: "Log a $250 blackjack win at Ameristar for tonight.", intent: Unknown, params: params{}},
		{query: "Are there any good golf courses near Mesquite?", intent: Unknown, params: params{}},
		{query: "Should I play blackjack or slots to earn comps faster?", intent: Unknown, params: params{}},
		{query: "whats my tier at borgata and how much is left in my bankroll", intent: Unknown, params: params{}},
	}
}
