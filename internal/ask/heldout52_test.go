package ask

import "testing"

// heldOutFiftySecond is a fifty-second held-out part, written blind and
// committed BEFORE its first run: by someone who had read only the action
// catalog and the service spec (both whole), the README's lines 89-155
// (the directory's curl examples and query parameters) and 428-480 (its
// section on /ask), the shipped data (casinos.csv, rewards_programs.json
// and program_properties.csv, through short scripts listing programs with
// their tiers and thresholds, and casinos with town, state, type, tribal
// nation, brand and has_hotel), the whole of the twenty-ninth held-out
// part and the first eighty lines of the twenty-eighth (its header), the
// block of intent constants of ask.go (lines 10-70 were printed, which
// also showed its imports and the first lines of the Intent type), the
// expectation type (lines 1-18 of heldout_test.go), the slugOf and
// programID helpers (lines 66-92 of ask_test.go) and the heldOutParts
// function of score_test.go; and the newest commit's subject line ("ask:
// record the fiftieth part's first run: 48/60, 11 wrong, 1 declined
// (issue 15)"). Never the rules of this package, the tuning phrases or
// the other held-out parts. Every name used (casinos, programs, tiers,
// towns with their states, the types and families in those states) was
// checked against data/ with a short script. Its wording is new: each
// phrase was checked with a case-insensitive fixed-string grep (file names
// only) against every test file of this package not to be in the corpus
// already, with and without its closing mark; six were found there and
// replaced before the file was written ("Which casinos does the Osage
// Nation run?", without its mark; "Please set a weekly gambling budget of
// $250."; "Which hosts am I connected with?"; "Have any of my vouchers
// expired?", and then "Do I have any expired vouchers?"; "any offers
// expiring in the next 2 weeks?", without its mark; "how's my bankroll
// lookin"), and none of the sixty is there now. Its towns, casinos,
// families and programs were chosen, where the data allowed, among those
// no earlier test file names or few do (by the same kind of grep, file
// names only): the towns Tracy, Claremore, Muskegon, Ridgefield, Onamia,
// Kinder and East Peoria (none in a casino's name, none named by an
// earlier test file); Shoshone Rose Casino, Prairie Flower Casino,
// Midnight Rose, Riverwalk Casino, Harlow's, Island View, Silver Slipper,
// Fitz Tunica, Cactus Pete's, Glacier Peaks, WinnaVegas, Lake of the
// Torches, Belle of Baton Rouge; the Osage Nation and the Ho-Chunk
// casinos; Momentum Rewards and Unity by Hard Rock. The thresholds asked
// (Premier in WinStar Club Passport, Tier 3 in Genting Rewards) and the
// tier-match path (Diamond, Caesars Rewards to Boyd Rewards) are of
// programs with a ladder, all named by earlier parts, as is every state
// and game. The host language, Cantonese, is named by two earlier files:
// the shipped data does not say which languages hosts speak.
//
// Its theme is a twelfth CONTROL part: sixty ordinary questions from
// ordinary people, as a developer's test users or an agent's users would
// send them, spread over every area of the action catalog and the
// directory. Registers: 28 plain questions (capitalised, closing mark); 8
// requests ("Find me", "List", "Can you look up", "Give me a rundown",
// "I'd like ... set", "Can you find me", "Show me", "Can you book"); 17
// typed lower-case on a phone with common shorthand ("r", "mi", "w/",
// "hr", "tmrw", "thru", "pls", "wks", "bucks", "min"), about a quarter,
// one of them with a greeting ("hey,"); 4 with a sentence of context first
// (an anniversary getaway, a poker prize cashed, the tier the player
// holds, a husband's receipts); 3 more with a greeting or thanks ("Good
// morning!", "Hi there," and "Thanks in advance -", the last a request
// too): 28 + 8 + 17 + 4 + 3 = 60. Its openings and words avoid the
// twenty-eighth and twenty-ninth parts' shapes: "around", "close to",
// "look up", "rundown", "qualify", "tally", "where do I stand", "stand
// right now", "hold", "keep me to", "working with", "past their
// expiration". Areas, 53 answerable: the directory 12 (near a town 2,
// within a radius 2, with a hotel 2, by type 2, with rewards 2, a tribal
// family 2), a casino's details 3, programs 3 (the list 1, a program's
// ladder or details 2), one tier's threshold 2, game facts 2, the W-2G
// rule 2, help lines and self-exclusion 2, a budget proposed 2, a session
// limit proposed 1, the limits read 1, comp prediction at one casino 1 and
// over all 1, a comp estimate 1, tier progress 2, the player's tiers 1,
// hosts at a casino 1, by language 1 and the player's own 1, tier-match
// suggestions 1 and a path 1, trips 2, sessions 2, visits 1, vouchers 1,
// offers 1, expiring offers 1, the W-2G list 1 and total 1, the tax
// summary 1, the bankroll 1; and 7 expect Unknown: a booking, another
// person's records twice (a brother's tier, a husband's losses), three
// things no data holds (a buffet's hours, a dress code, which slot is
// "due"), and one off topic (a chili recipe). No question lacks a field
// its intent needs, so none expects a missing field.
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
//   - "around <town>" and "close to <town>" are near that town, like
//     "near"; "how many casinos r within 25 mi of ridgefield" is the
//     search (its answer carries the count), near "Ridgefield, WA" within
//     40.2 km; "within 40 miles of Muskegon" is 64.4 km;
//   - "have hotel rooms" is has_hotel; "a loyalty program" and "a rewards
//     club" are has_rewards;
//   - "Which casinos are run by the Osage Nation?" is q "Osage Nation"
//     with no state (the nation as the directory spells it); "the
//     Ho-Chunk casinos in Wisconsin" is WI with q "Ho-Chunk" (every one
//     of them is named so);
//   - "how many slots does glacier peaks have" and "When did Prairie
//     Flower Casino open?" are those casinos' details (slot_machines and
//     opened_year are directory fields); "slots" there is not a game;
//   - "What loyalty clubs do you have info on?" lists the programs; "the
//     tier levels in Unity by Hard Rock" and "a rundown of Momentum
//     Rewards" are those programs' details (Momentum has no ladder shipped,
//     its details are still the answer);
//   - "How many points does it take to qualify for Premier in WinStar Club
//     Passport?" is that tier's threshold, not the player's progress (no
//     casino of the player's is named); "genting rewards tier 3 - what's
//     the requirement" is Tier 3's threshold;
//   - the "hold" of keno is its game facts (the house edge the service's
//     table keeps); hands per hour at baccarat is baccarat's;
//   - "a $1,250 slot jackpot" is the W-2G rule for slots with amount_won
//     1250; a $6,000 poker tournament prize cashed, told first, then "Will
//     the casino issue a W-2G for that?" is the rule for poker with
//     amount_won 6000 (the story's win, "that");
//   - "what number do i call for gambling problems in iowa" is the
//     helpline in IA; "the self-exclusion list in Indiana" is
//     self-exclusion in IN;
//   - "keep me to 40 bucks a day" is a daily budget of 40; "max 45 min per
//     session pls" a session limit of 45 minutes; "Where do my play limits
//     stand right now?" reads the limits;
//   - "What's Island View likely to offer me next?" is comp_predict at
//     "Island View" as typed; "Which of my casinos should send me the best
//     offers next month?" is the prediction for all casinos, which ranks
//     them ("next month" is the next period the prediction is for);
//   - "How far am I from the next tier at Harlow's?" and "where do i stand
//     at Midnight Rose for the next tier" are tier progress at the casino as
//     typed (the phone question keeps the capitals its casino was typed
//     with);
//   - "What tier am I in across all my players cards?" is the player's
//     tiers; "Which casinos would match the tiers I've got now?" is the
//     tier-match suggestions; "I'm Diamond with Caesars Rewards. What would
//     Boyd Rewards give me in a status match?" is the path from Caesars
//     Rewards to Boyd Rewards with the tier Diamond (the tier and both
//     programs are named, so it is the path, not the suggestions);
//   - "Can you find me a host at Cactus Pete's?" is find_hosts filtered to
//     "Cactus Pete's" and Cactus Pete's Resort & Casino; "need a host who
//     speaks Cantonese" is find_hosts in Cantonese; "Who are the hosts I'm
//     working with?" is the player's hosts;
//   - "How many trips did I take to Riverwalk Casino in 2025?" is the trips
//     there in 2025 (the list answers the count); "tally my craps sessions
//     at Silver Slipper" is the sessions of craps at "Silver Slipper";
//     "Do I have any sessions still open?" is the sessions with open true;
//     "pull up my visit history" is the visits; "Are any of my vouchers
//     past their expiration?" is the vouchers with status "expired"; "What
//     offers has Fitz Tunica sent me?" the offers at "Fitz Tunica"; "any
//     offers expiring within the next 2 wks?" the expiring offers within
//     14 days; "Can I see the W-2Gs I got in 2024?" the W-2G list of 2024;
//     "What do my W-2G winnings tally up to for 2025?" the W-2G total of
//     2025; "my gambling tax summary for 2024" the tax summary of 2024;
//     "bankroll check - where am i at" the bankroll;
//   - Unknown: "Can you book me a room at WinnaVegas for Saturday?" (a
//     booking, no action makes one); "What's my brother's tier at Island
//     View?" and "My husband keeps the receipts. How much did he lose at
//     the casino last month?" (another person's records); "what time does
//     the buffet close at Lake of the Torches", "What's the dress code at
//     Belle of Baton Rouge?" and "Which slot machine at Cactus Pete's is
//     due to hit?" (no data or action holds these); "Hi there, what's a
//     good recipe for chili?" (off topic).
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at 8f8f9b2, after the forty-ninth to fifty-first parts'
// rounds and the rules found by probing, and no rule changed for this
// part) scored 55 of 60 correct (91.7%): precision 94.1% (48 of 51
// answers right), recall 90.6% (48 of 53 answerable), 2 declined and 3
// wrong. No expectation was changed after it. The wrong ones: "I'm
// Diamond with Caesars Rewards. What would Boyd Rewards give me in a
// status match?" (the path from Boyd Rewards, the tier and the program of
// the first sentence lost), "Who are the hosts I'm working with?" (a host
// search, not the player's hosts) and "Are any of my vouchers past their
// expiration?" (every voucher, not the expired ones). Declined: "what
// number do i call for gambling problems in iowa" and "What tier am I in
// across all my players cards?".
//
// After its fix round (branch fix-52), it scores 60 of 60 (100%), none
// declined, none wrong, and is barred. The general rules added:
//   - pastExpiry: a voucher or offer "past (their) expiration", "beyond
//     the expiry date" is one with status expired, not an expiring offer;
//     denied, it names no status and declines;
//   - workedWith: hosts the player works, worked or deals with ("the
//     hosts I'm working with", "which hosts have I dealt with", "hosts
//     who have worked with me") are the player's own hosts; hosts the
//     player could work with are still a search;
//   - gamblingTrouble: "gambling problems", "gambling issues",
//     "problems with my gambling" are the help line, like "gambling
//     problem";
//   - personalTierWords: "across", "cards" and "player" are words of the
//     player's tier records ("across all my players cards");
//   - tierMatch: with a tier stated in its program, the first other
//     program named is the one the status goes to, wherever it stands
//     (the first sentence's tier and program are no longer lost).
func heldOutFiftySecond(t testing.TB) []expectation {
	return []expectation{
		// The directory: near a town, within a radius, with a hotel, by
		// type, with rewards, and a tribal family.
		{query: "What casinos are around Tracy, California?", intent: FindCasinos, params: params{"near": "Tracy, CA"}},
		{query: "any casinos close to claremore? driving thru tmrw", intent: FindCasinos, params: params{"near": "Claremore, OK"}},
		{query: "Find me casinos within 40 miles of Muskegon.", intent: FindCasinos, params: params{"near": "Muskegon, MI", "radius_km": 64.4}},
		{query: "how many casinos r within 25 mi of ridgefield", intent: FindCasinos, params: params{"near": "Ridgefield, WA", "radius_km": 40.2}},
		{query: "Is there a casino with a hotel near Onamia?", intent: FindCasinos, params: params{"near": "Onamia, MN", "has_hotel": true}},
		{query: "Planning a getaway for our anniversary. Which casinos in Kinder, Louisiana have hotel rooms?", intent: FindCasinos, params: params{"near": "Kinder, LA", "has_hotel": true}},
		{query: "List the racinos in Delaware.", intent: FindCasinos, params: params{"state": "DE", "type": "racino"}},
		{query: "tribal casinos in wyoming?", intent: FindCasinos, params: params{"state": "WY", "type": "tribal"}},
		{query: "Do any Kansas casinos offer a loyalty program?", intent: FindCasinos, params: params{"state": "KS", "has_rewards": true}},
		{query: "casinos near east peoria w/ a rewards club", intent: FindCasinos, params: params{"near": "East Peoria, IL", "has_rewards": true}},
		{query: "Which casinos are run by the Osage Nation?", intent: FindCasinos, params: params{"q": "Osage Nation"}},
		{query: "Where are the Ho-Chunk casinos in Wisconsin?", intent: FindCasinos, params: params{"state": "WI", "q": "Ho-Chunk"}},

		// One casino's details.
		{query: "Can you look up Shoshone Rose Casino for me?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Shoshone Rose Casino")}},
		{query: "hey, how many slots does glacier peaks have", intent: CasinoDetail, params: params{"slug": slugOf(t, "Glacier Peaks Hotel & Casino")}},
		{query: "When did Prairie Flower Casino open?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Prairie Flower Casino")}},

		// Programs: the list, a ladder, a program's details, and one
		// tier's threshold.
		{query: "What loyalty clubs do you have info on?", intent: ListPrograms, params: params{}},
		{query: "What are the tier levels in Unity by Hard Rock?", intent: ProgramDetail, params: params{"id": programID(t, "Unity by Hard Rock")}},
		{query: "Give me a rundown of Momentum Rewards.", intent: ProgramDetail, params: params{"id": programID(t, "Momentum Rewards")}},
		{query: "How many points does it take to qualify for Premier in WinStar Club Passport?", intent: TierRequirement, params: params{"id": programID(t, "WinStar Club Passport")}, tier: "Premier"},
		{query: "genting rewards tier 3 - what's the requirement", intent: TierRequirement, params: params{"id": programID(t, "Genting Rewards")}, tier: "Tier 3"},

		// Game facts and the W-2G rule.
		{query: "What kind of hold does keno have?", intent: GameFacts, params: params{"game_type": "keno"}},
		{query: "how many hands per hr at baccarat", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "Does a $1,250 slot jackpot get a W-2G?", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 1250}},
		{query: "I cashed a $6,000 poker tournament prize last weekend. Will the casino issue a W-2G for that?", intent: W2GRule, params: params{"game_type": "poker", "amount_won": 6000}},

		// Responsible-gaming help by state.
		{query: "what number do i call for gambling problems in iowa", intent: RGHelp, params: params{"topic": "helpline", "state": "IA"}},
		{query: "How can I get myself on the self-exclusion list in Indiana?", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "IN"}},

		// The player's limits: changes proposed, and the limits read.
		{query: "I'd like my weekly gambling budget set at $250, please.", intent: SetBudget, params: params{"period": "week", "amount": 250}},
		{query: "keep me to 40 bucks a day", intent: SetBudget, params: params{"period": "day", "amount": 40}},
		{query: "max 45 min per session pls", intent: SetSessionLimit, params: params{"max_minutes": 45}},
		{query: "Where do my play limits stand right now?", intent: MyLimits, params: params{}},

		// Comps: predicted at one casino and over all, and estimated.
		{query: "What's Island View likely to offer me next?", intent: CompPredict, params: params{"casino_name": "Island View"}},
		{query: "Good morning! Which of my casinos should send me the best offers next month?", intent: CompPredictAll, params: params{}},
		{query: "If I play $15 blackjack for 5 hours, how much in comps would that earn?", intent: CompEstimate, params: params{"game_type": "blackjack", "avg_bet": 15, "hours": 5}},

		// Tiers: progress at one casino, the player's tiers, tier matches.
		{query: "How far am I from the next tier at Harlow's?", intent: TierProgress, params: params{"casino_name": "Harlow's"}},
		{query: "where do i stand at Midnight Rose for the next tier", intent: TierProgress, params: params{"casino_name": "Midnight Rose"}},
		{query: "What tier am I in across all my players cards?", intent: MyTiers, params: params{}},
		{query: "Which casinos would match the tiers I've got now?", intent: TierMatchSuggestions, params: params{}},
		{query: "I'm Diamond with Caesars Rewards. What would Boyd Rewards give me in a status match?", intent: TierMatchPaths, params: params{"program": "Caesars Rewards", "to_program": "Boyd Rewards"}, tier: "Diamond"},

		// Hosts at a casino, by language, and the player's own.
		{query: "Can you find me a host at Cactus Pete's?", intent: FindHosts, params: params{}, filter: []string{"Cactus Pete's", "Cactus Pete's Resort & Casino"}},
		{query: "need a host who speaks Cantonese", intent: FindHosts, params: params{"language": "Cantonese"}},
		{query: "Who are the hosts I'm working with?", intent: MyHosts, params: params{}},

		// The player's records: trips, sessions, visits, vouchers, offers,
		// W-2Gs, the tax year and the bankroll.
		{query: "How many trips did I take to Riverwalk Casino in 2025?", intent: MyTrips, params: params{"casino_name": "Riverwalk Casino", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "Show me every trip I logged in 2024.", intent: MyTrips, params: params{"from": "2024-01-01", "to": "2024-12-31"}},
		{query: "tally my craps sessions at Silver Slipper", intent: MySessions, params: params{"game_type": "craps", "casino_name": "Silver Slipper"}},
		{query: "Do I have any sessions still open?", intent: MySessions, params: params{"open": true}},
		{query: "pull up my visit history", intent: MyVisits, params: params{}},
		{query: "Are any of my vouchers past their expiration?", intent: MyVouchers, params: params{"status": "expired"}},
		{query: "What offers has Fitz Tunica sent me?", intent: MyOffers, params: params{"casino_name": "Fitz Tunica"}},
		{query: "any offers expiring within the next 2 wks?", intent: ExpiringOffers, params: params{"within_days": 14}},
		{query: "Can I see the W-2Gs I got in 2024?", intent: MyW2Gs, params: params{"tax_year": 2024}},
		{query: "What do my W-2G winnings tally up to for 2025?", intent: W2GTotal, params: params{"tax_year": 2025}},
		{query: "Thanks in advance - can you put together my gambling tax summary for 2024?", intent: TaxSummary, params: params{"tax_year": 2024}},
		{query: "bankroll check - where am i at", intent: Bankroll, params: params{}},

		// Unknown: a booking, another person's records, things no data
		// holds, and off topic.
		{query: "Can you book me a room at WinnaVegas for Saturday?", intent: Unknown, params: params{}},
		{query: "What's my brother's tier at Island View?", intent: Unknown, params: params{}},
		{query: "what time does the buffet close at Lake of the Torches", intent: Unknown, params: params{}},
		{query: "What's the dress code at Belle of Baton Rouge?", intent: Unknown, params: params{}},
		{query: "My husband keeps the receipts. How much did he lose at the casino last month?", intent: Unknown, params: params{}},
		{query: "Which slot machine at Cactus Pete's is due to hit?", intent: Unknown, params: params{}},
		{query: "Hi there, what's a good recipe for chili?", intent: Unknown, params: params{}},
	}
}
