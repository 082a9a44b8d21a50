package ask

import "testing"

// heldOutHundredFortySeventh is the hundred-and-forty-seventh held-out
// part, written blind and committed BEFORE its first run (go test was
// never run while writing it): by someone who had read only the service
// spec and the action catalog (/work/shared/spec/service-spec.md and
// actions.md, both whole), the README's curl examples of the directory
// (lines 89-160) and its section on asking in plain English (lines
// 436-494), the whole of the twenty-ninth held-out part (the
// conventions) and the first 80 lines of the twenty-eighth (a header),
// the block of intent constants of ask.go (printed by awk from "const
// (" to its first ")", nothing else of that file), the expectation type
// (lines 1-18 of heldout_test.go), the slugOf and programID functions
// of ask_test.go (printed alone by awk), the first and last twenty
// lines of heldOutParts in score_test.go (found with grep -n), and the
// subject of the newest commit (git log -1; git status was printed
// too). The shipped data was read only through short python3 scripts
// that printed: the column names and row counts of casinos.csv,
// program_properties.csv and us_cities.csv; every program of
// rewards_programs.json with its brand and its tiers' names, thresholds
// and units (and the first 1,500 characters of the first program's
// JSON, Caesars Rewards, to see its fields); the towns of the directory
// with their casino counts; the casinos of the towns used here, with
// type, hotel, brand and nation; the owning nations with two or more
// casinos in a state; the casinos of the Quapaw Nation and a handful of
// name fragments; the program count of program_properties.csv by
// program and by state; the non-empty fields of the three casinos whose
// details are asked; and whether each town used is a directory town of
// its state and of which states in us_cities.csv. A count of this
// package's file names (ls | wc -l) was printed too. Never the rules of
// this package, the tuning phrases or the other held-out parts; no file
// of internal/ask other than those named above was opened, and grep
// -rilF over it printed file names only (and counts of them).
//
// Checked against data/ with those scripts: each of the 38 casinos
// named (in an ask or in its context) exists once, spelled as the
// directory spells it; "Towers Casino", the one shortened name an ask
// uses, is a fragment of exactly one directory name (Towers Casino and
// Card Room); every town named (Paoli, Redwood Valley, Cloverdale,
// Santa Cruz, Rosamond, Williamsburg, Petoskey, Pullman, Spokane
// Valley, Sun Valley, Emeryville, Manchester, Belmont, Ramona and
// Bartlesville) is a directory town of the state it is given or meant
// in, and Pullman, typed without its state, is a directory town of
// Washington only and is not in us_cities.csv; Florida has racinos; the
// Quapaw Nation is the tribal_nation of two Oklahoma casinos
// (Downstream Casino Resort, Quapaw Casino) and one in Arkansas; the
// programs (Unity by Hard Rock, Momentum Rewards, Boyd Rewards, Genting
// Rewards, MGM Rewards, WinStar Club Passport) exist, and so do the
// tiers named (Emerald, Onyx and Sapphire in Boyd Rewards, Tier 2 and
// Tier 3 in Genting Rewards, Pearl and Gold in MGM Rewards, Premier and
// Elite in WinStar Club Passport, Diamond in Caesars Rewards). Towns
// and casinos were chosen among those few or no earlier test files name
// (grep -rilF ... | wc -l): 13 of the 15 towns and 29 of the 38 casinos
// named here appear in no earlier file, and the rest in at most three;
// the programs with ladders are all named by many earlier files, so the
// least named of them, Unity by Hard Rock (22 files), is the ladder
// asked for, and Momentum Rewards (8) the other program's details.
//
// Its wording is new: every whole message was checked with grep -rilF
// against internal/ask/ as typed and without its closing mark; none was
// found, so none was reworded (0 of 60).
//
// Its theme is LONGER MESSAGES, the twenty-fifth part: every message is
// three to five sentences (23 of three, 31 of four, 6 of five) holding
// exactly one ask (or, for three Unknowns, two asks) among context
// written as players ramble. The context holds: a sentence naming other
// casinos, towns, games or amounts than the ask's (49 messages); a
// correction mid-message, "wait, I meant ..." or "no wait, ..." (8); a
// list of things the writer already knows (8); a question the writer
// answers themselves, "Do I read them? Never." (27); and a sign-off
// (25). The ask comes first in 10, last in 15 and in the middle in 35.
// Twenty asks are indirect ("I'd like to know ...", "I'm wondering
// which ...", "I need ...", "I can't remember what ..."); six messages
// are typed on a phone (lower case, "casnios", "budjet", "pts", "til",
// "wk", "w2gs", "pls", "thx"); five are relayed by an agent ("The user
// would like ..."). 48 expect an answer and cover every area: searches
// by town, radius, state and type, rewards, hotel and owning nation
// (8), casino details (3), the programs listed (1), two programs'
// details (2), two tiers' thresholds (2), game facts (2), the W-2G rule
// (2), a helpline and self-exclusion (2), a budget and a session limit
// proposed (2 each) and the limits read (1), a comp prediction at one
// casino and over all, and an estimate (3), tier progress and the
// player's tiers (2), tier-match suggestions and a path (2), hosts at a
// casino, by language and the player's own (3), trips (2), sessions,
// visits, vouchers, offers, expiring offers, W-2Gs, the W-2G total, the
// tax summary and the bankroll (one each). Eight of the 48 point back
// to something the context names: "near there" (Paoli), "within 10
// miles of there" (Sun Valley), "that place" (San Pablo Lytton Casino),
// "Tier 3 there" (Genting Rewards), "that game" (keno), "Does that need
// a W-2G?" (a $6,200 poker tournament win), "the next tier there" (Oaks
// Card Club) and "my trips there" (Casino Monterey - Marina Club). 12
// expect Unknown: two asks in one (3: a budget set and the bankroll
// read; a tier's threshold and the player's distance to it; vouchers
// and offers listed together), someone else's records (2: a husband's
// trips, relayed by an agent; a brother's tier), facts nothing keeps
// (2: a buffet's closing time; which slot machine pays out most right
// now, which no action or directory field says: machine_stats covers
// only the player's own tracked machines), advice (2: whether to have
// split eights; whether to stake a tax refund on one roulette spin; no
// action, game fact or responsible-gaming resource answers a should-I),
// and writes /ask does not run (3: logging a trip, add_trip; adding an
// offer, add_offer; checking in, check_in; actions.md makes them writes
// and the README proposes only the budget and session-limit changes).
// Each Unknown was checked against actions.md and the spec.
//
// The corrections, and the value expected for each (the corrected value
// is the ask's, because the writer withdrew the first one; what follows
// a correction is context):
//   - "within 15 miles of Cloverdale, wait, I meant Redwood Valley,
//     California": near "Redwood Valley, CA", radius 24.1 km (the town
//     is corrected, the radius stays; Cloverdale is a directory town
//     too, which is the trap).
//   - "reach Onyx, wait, I meant Emerald, in Boyd Rewards": Emerald in
//     Boyd Rewards ("Onyx is a pipe dream" after it is comment).
//   - "monthly budget to $600, wait, I meant $500": a monthly budget of
//     500.
//   - "Limit my sessions to 2 hours, no wait, 90 minutes": 90 minutes.
//   - "3 hours of $10 craps, wait, $15 craps": craps, avg_bet 15, 3
//     hours.
//   - "trips to Great American Casino - Everett in 2024, wait, I meant
//     2025": 2025 (the "2024 ones" of the next sentence are context).
//   - "baccarat sessions from March, wait, I meant February": February
//     2026, its latest one up to today (2026-05-14), the first to the
//     28th.
//   - "expire in the next 10 days, wait, I meant 14": within 14 days.
//
// It follows the twenty-ninth part's conventions (a radius in miles is
// in kilometres to one decimal, 15 miles 24.1 and 10 miles 16.1; a town
// becomes "Town, ST"; a casino named for a player action keeps the name
// as typed; a month named without a year is its latest one up to today;
// a year named for the player's records is that calendar year; a
// family's or nation's casinos in a state are the state with q the name
// as the directory spells it; a host filter by casino is the typed
// words and the directory's name when the words name exactly one
// casino, with no parameter; a casino's details answer what the
// directory keeps, whichever field is asked; a cap stated is the cap to
// set; another person's records and facts nothing keeps are Unknown).
// Its own choices, where those are silent:
//   - The ask's own values win over the story's: a casino, town, game,
//     year or amount that only the context names adds nothing ("Last
//     month I won $800 at blackjack" beside "Would a $1,250 slot
//     jackpot get me a W-2G?" leaves slots and 1250; "Running Creek
//     Casino" beside Coyote Valley Casino; "MGM Gold into Boyd", the
//     other direction, beside the path from Boyd Rewards' Onyx to MGM
//     Rewards; "Diamond with Caesars" beside the suggestions asked;
//     Stone's Gambling Hall beside the predictions over all casinos;
//     Oxford Downs beside every check-in; old limit values beside "what
//     limits I have now", which reads them and proposes nothing).
//   - An ask that points back ("there", "that place", "that game",
//     "that") takes the context's value: the town as "Town, ST", the
//     casino as typed, the program by its id, the game and the amount
//     of the win told (a poker tournament is game_type "poker").
//   - A "slot jackpot" is game_type "slots"; "Washington state" is WA;
//     "I need a gambling helpline" is the helpline and "sign up for
//     self-exclusion" self-exclusion; "Which Mississippi casinos have a
//     rewards program?" is MS with has_rewards; "I want you to stop me
//     from playing longer than 45 minutes at a time" is a session limit
//     of 45; "which of my casinos will probably send me the best
//     offers" is the prediction over all casinos; "what would my Boyd
//     Rewards Onyx status get me if I matched it over to MGM Rewards"
//     is the tier-match path with program, to_program and tier as the
//     twenty-ninth part shapes it.
//   - A question relayed by an agent is the user's own: "her current
//     tier at each of her casinos" is the player's tiers, "a casino
//     host who speaks Korean" is hosts in Korean, "their current
//     bankroll balance" the bankroll and "her gambling tax summary for
//     2025" the tax summary of 2025; "her husband's trips" stays
//     another person's and Unknown.
//   - "Which brand runs Seminole Casino Coconut Creek?" and "what else
//     you've got on it, like the county it's in" are details: both
//     fields are kept for those casinos (brand Hard Rock International;
//     county Sonoma).
//   - A phone's lower-case town ("casnios in pullman??") is still
//     "Pullman, WA"; "w2gs from 2024" is the W-2G list of 2024 and "How
//     many pts til the next tier there?" tier progress.
//   - "Which of my vouchers have already expired" is the status
//     expired.
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at 5920f35, and no rule changed for it) scored 32 of 60
// correct (53.3%): precision 74.1% (20 of 27 answers right), recall
// 41.7% (20 of 48 answerable), 21 declined and 7 wrong. No expectation
// was changed after it. The wrong ones: four corrections read with the
// value before "wait, I meant" ($600 for $500, $10 craps for $15, and
// sessions of blackjack in April for baccarat in February, the story's
// game and month taken); the tiers of Unity by Hard Rock read as a
// match from the story's MGM Pearl; the tier-match suggestions read as
// a path from the story's Caesars Diamond; the offers from Seven Mile
// Casino with the casino dropped; and an agent's bankroll question read
// as a weekly budget of $500 from the story's deposit. Most declines
// are a question the writer answers at once ("Do I read them? Never."),
// a correction, or the context's other names.
//
// After its fix round (2026-11-25, branch fix-147, tuningPart147):
// 58/60, 0 wrong, 2 declined; no expectation was changed, and the part
// is barred. The general rules added: a correction written mid-sentence
// ("$600, wait, I meant $500", "no wait", "sorry,") replaces the value
// of its kind before it, a number (with the words said after it), a
// capitalized name, a month, a budget period or a game
// (writtenCorrections, text.go); a yes-or-no question the teller
// answers at once ("Do I read them? Never.") is taken out as an aside
// (answeredAtOnce, asides.go); an agent that names itself before "a
// user" relays (relayOpens); "I'd love a list of", "I'd love to see",
// "I want you to" and "I'm trying to find" ask (wishAsked); a casino's
// brand or county is its details; "I've always wondered" asks as "I
// wonder" does; a farewell ("Bye for now.", "Later!") and "thought I'd
// ask" close a message; a win at another game told after a W-2G
// question is another win; another person's habit told with "only" is
// no condition of the search; and "there" after a story that leaves it
// unsure points to the place of the sentence right before the question.
// The wrong answer of Seven Mile Casino was fixed by the fix-146 round,
// merged from main. Still declined: "I'm trying to find a casino with a
// hotel near Williamsburg, Michigan, for our anniversary in September"
// (the occasion after the place) and "what else you've got on it, like
// the county it's in".
func heldOutHundredFortySeventh(t testing.TB) []expectation {
	return []expectation{
		// The directory: searches by town (two pointed back to from
		// the context, one corrected), radius in miles, state and
		// type, rewards, hotel and owning nation, each among other
		// towns and casinos.
		{query: "We used to drive out to Diamond Jim's Casino in Rosamond every spring. Work is sending me to Paoli, Oklahoma for two weeks in June. Which casinos are near there? Thanks in advance!", intent: FindCasinos, params: params{"near": "Paoli, OK"}},
		{query: "Do I care about card rooms? Not one bit. My brother keeps raving about Oceanview Casino in Santa Cruz, but that's a long way off. Any casinos within 15 miles of Cloverdale, wait, I meant Redwood Valley, California?", intent: FindCasinos, params: params{"near": "Redwood Valley, CA", "radius_km": 24.1}},
		{query: "Are there any racinos in Florida? I already know Hialeah Park Racing & Casino and Gulfstream Park Racing & Casino, and that's about it. Heading down in July, wish me luck.", intent: FindCasinos, params: params{"state": "FL", "type": "racino"}},
		{query: "I've got cards at three places in Louisiana already. Which Mississippi casinos have a rewards program? Do I need another card? Probably not, but I collect them. Cheers.", intent: FindCasinos, params: params{"state": "MS", "has_rewards": true}},
		{query: "We stayed in Petoskey last time and loved it. I'm trying to find a casino with a hotel near Williamsburg, Michigan, for our anniversary in September. Will my husband gamble? Only if there's a buffet.", intent: FindCasinos, params: params{"near": "Williamsburg, MI", "has_hotel": true}},
		{query: "My dad only ever plays at Choctaw places. Which casinos does the Quapaw Nation run in Oklahoma? I know about Downstream Casino Resort and nothing else. Thanks, Marcy.", intent: FindCasinos, params: params{"state": "OK", "q": "Quapaw Nation"}},
		{query: "casnios in pullman?? gf says theres one by campus. i only know the one in spokane valley lol. thx", intent: FindCasinos, params: params{"near": "Pullman, WA"}},
		{query: "We're stuck in Sun Valley, Nevada while the car gets fixed. Do I feel like gambling? A little. Is there anything within 10 miles of there?", intent: FindCasinos, params: params{"near": "Sun Valley, NV", "radius_km": 16.1}},

		// One casino's details: a field asked, a list of what the
		// writer knows, and a casino pointed back to.
		{query: "Which brand runs Seminole Casino Coconut Creek? I was at Casino at Dania Beach yesterday and it felt tiny. Just curious, nothing more.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Seminole Casino Coconut Creek")}},
		{query: "I know Cloverdale Rancheria Resort and Casino is tribal, has no hotel, and sits in Cloverdale. I'd like to know what else you've got on it, like the county it's in. Is it my regular spot? Not yet.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Cloverdale Rancheria Resort and Casino")}},
		{query: "A friend from Emeryville swears by San Pablo Lytton Casino. Have I ever been? Never. What can you tell me about that place?", intent: CasinoDetail, params: params{"slug": slugOf(t, "San Pablo Lytton Casino")}},

		// Programs: the list, two programs' details, and two tiers'
		// thresholds (one corrected, one pointed back to).
		{query: "I only carry a Caesars card and a WinStar card right now. I'd love to see every rewards program you know about. Am I a points collector? Apparently yes. Thanks!", intent: ListPrograms, params: params{}},
		{query: "MGM's Pearl tier took me forever last year. What are the tiers of Unity by Hard Rock? Does MGM matter now? Not really, since I moved to Florida.", intent: ProgramDetail, params: params{"id": programID(t, "Unity by Hard Rock")}},
		{query: "I mixed up the Mohegan and Foxwoods programs for years. Tell me about Momentum Rewards. Is it the Mohegan one? Yes, I finally checked. Cheers.", intent: ProgramDetail, params: params{"id": programID(t, "Momentum Rewards")}},
		{query: "I'm sitting at Sapphire with Boyd right now. What does it take to reach Onyx, wait, I meant Emerald, in Boyd Rewards? Onyx is a pipe dream. Thanks!", intent: TierRequirement, params: params{"id": programID(t, "Boyd Rewards")}, tier: "Emerald"},
		{query: "My sister keeps bragging about Genting Rewards. She's at Tier 2, I think. What does Tier 3 there require?", intent: TierRequirement, params: params{"id": programID(t, "Genting Rewards")}, tier: "Tier 3"},

		// Game facts (one game pointed back to) and the W-2G rule (the
		// ask's own amount, and a win the ask points back to).
		{query: "My buddy lost $300 at blackjack on Saturday. I've always wondered how many rolls an hour a craps table sees. He wants to switch games, and so do I. Later!", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "My aunt plays keno every time we go to Red Water Casino. Do I understand the game? Barely. I'd like to know the house edge on that game.", intent: GameFacts, params: params{"game_type": "keno"}},
		{query: "Would a $1,250 slot jackpot get me a W-2G? Last month I won $800 at blackjack and nobody asked for my ID. Just checking before Saturday.", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 1250}},
		{query: "I won $6,200 in a poker tournament at Cherokee Casino Ramona on Tuesday. Do I want the paperwork? Not really. Does that need a W-2G?", intent: W2GRule, params: params{"game_type": "poker", "amount_won": 6200}},

		// Responsible-gaming help by state.
		{query: "Things have gotten out of hand since I started going to Jokers Casino Sports Bar and Fiesta. I need a gambling helpline for Washington state. My partner doesn't know yet.", intent: RGHelp, params: params{"topic": "helpline", "state": "WA"}},
		{query: "I moved from Manchester to Belmont last year, and both have card rooms, which doesn't help. I need to know how to sign up for self-exclusion in New Hampshire. I'm done for good. Thanks for being here.", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "NH"}},

		// The player's limits: changes proposed (two corrected), and
		// the limits read past the old values the story names.
		{query: "I went way over at Hobeys Casino last month. Set my monthly budget to $600, wait, I meant $500. That should keep me honest.", intent: SetBudget, params: params{"period": "month", "amount": 500}},
		{query: "make my daily budjet $75 pls. lost 200 at the tables sat and thats enough. ty", intent: SetBudget, params: params{"period": "day", "amount": 75}},
		{query: "My sessions at Nineteenth Hole Casino keep running past midnight. Limit my sessions to 2 hours, no wait, 90 minutes. Do I ever stop on my own? Nope.", intent: SetSessionLimit, params: params{"max_minutes": 90}},
		{query: "I lose track of time at the blackjack table, especially at California Grand Casino. Last Friday it was five hours straight. I want you to stop me from playing longer than 45 minutes at a time.", intent: SetSessionLimit, params: params{"max_minutes": 45}},
		{query: "My daily budget used to be $100 and my session cap two hours, back in 2024. I can't remember what limits I have now. Did I change them? I think so. Thanks.", intent: MyLimits, params: params{}},

		// Comps: predicted at one casino and over all, and an estimate
		// (corrected).
		{query: "I mostly play at Coyote Valley Casino these days, but I also drop by Running Creek Casino. Do I expect much? Not really. What kind of offer is Coyote Valley Casino likely to send me next?", intent: CompPredict, params: params{"casino_name": "Coyote Valley Casino"}},
		{query: "I've played at five or six places this year, Stone's Gambling Hall included. I'm curious which of my casinos will probably send me the best offers. Fingers crossed.", intent: CompPredictAll, params: params{}},
		{query: "Roulette isn't my thing. What would 3 hours of $10 craps, wait, $15 craps, earn me in comps? My wife plays slots, so she's on her own. Cheers.", intent: CompEstimate, params: params{"game_type": "craps", "avg_bet": 15, "hours": 3}},

		// Tiers: progress at a casino pointed back to (on a phone),
		// the player's tiers (relayed), tier-match suggestions and a
		// path.
		{query: "Been grinding at Oaks Card Club all wk. How many pts til the next tier there? Prob not close lol.", intent: TierProgress, params: params{"casino_name": "Oaks Card Club"}},
		{query: "I'm an assistant booking travel for my user, who plays at several casinos in Washington. She mentioned Muckleshoot Casino and Angel of the Winds Casino Resort earlier. The user would like to see her current tier at each of her casinos.", intent: MyTiers, params: params{}},
		{query: "I finally hit Diamond with Caesars last December. I'm wondering which programs would give me a status match based on the tiers I hold. Is Vegas in my plans? Maybe in the fall. Thanks, Rob.", intent: TierMatchSuggestions, params: params{}},
		{query: "What would my Boyd Rewards Onyx status get me if I matched it over to MGM Rewards? I've heard people do it the other way, MGM Gold into Boyd. Thought I'd ask before my trip.", intent: TierMatchPaths, params: params{"program": "Boyd Rewards", "to_program": "MGM Rewards"}, tier: "Onyx"},

		// Hosts: at a casino, by language (relayed), and the player's
		// own.
		{query: "Do I want a host? My friend says yes. Are there hosts at Towers Casino taking new players? I usually play at Stone's Gambling Hall.", intent: FindHosts, params: params{}, filter: []string{"Towers Casino", "Towers Casino and Card Room"}},
		{query: "Hello, I'm an AI assistant writing on behalf of a client. The user would like to find a casino host who speaks Korean. He gets by in English, but Korean is easier for him.", intent: FindHosts, params: params{"language": "Korean"}},
		{query: "I lost the business cards from Silver Dollar Casino Seatac and Black Pearl Poker Room & Casino. I'd like a reminder of who my casino hosts are. Do I still talk to them? Now and then.", intent: MyHosts, params: params{}},

		// The player's records: trips (one corrected, one pointed back
		// to), sessions (corrected), visits, vouchers, offers,
		// expiring offers (corrected), W-2Gs, their total, the tax
		// summary and the bankroll.
		{query: "I've got receipts all over the kitchen table. List my trips to Great American Casino - Everett in 2024, wait, I meant 2025. The 2024 ones are already filed.", intent: MyTrips, params: params{"casino_name": "Great American Casino - Everett", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "Casino Monterey - Marina Club is the only place my wife and I agree on. Did we win? Rarely. Show my trips there.", intent: MyTrips, params: params{"casino_name": "Casino Monterey - Marina Club"}},
		{query: "Blackjack was a disaster for me in April. Show my baccarat sessions from March, wait, I meant February. Was baccarat any better? I'm hoping so.", intent: MySessions, params: params{"game_type": "baccarat", "from": "2026-02-01", "to": "2026-02-28"}},
		{query: "My accountant thinks I went to Oxford Downs Racing and Poker Room a dozen times, and I doubt it. I'd love a list of every casino check-in I've recorded. Bye for now.", intent: MyVisits, params: params{}},
		{query: "I've got a pile of TITO tickets from Orange City Racing and Card Club. I'm wondering which of my vouchers have already expired. I'd rather not find out at the cage. Thanks!", intent: MyVouchers, params: params{"status": "expired"}},
		{query: "The mailers from 500 Club Casino go straight in the bin. Do I read them? Never. What offers do I have from Seven Mile Casino?", intent: MyOffers, params: params{"casino_name": "Seven Mile Casino"}},
		{query: "I let a $25 free play slip away last month. Which of my offers expire in the next 10 days, wait, I meant 14? I'm not losing another one.", intent: ExpiringOffers, params: params{"within_days": 14}},
		{query: "pull up my w2gs from 2024 pls. need them for the tax guy, he already has 2023. thx", intent: MyW2Gs, params: params{"tax_year": 2024}},
		{query: "I had two big hits at Flowing Water Navajo Casino and one at Black Gold Casino in 2025. I'd like the total of my W-2G winnings for 2025. Do I remember the amounts? Not a chance.", intent: W2GTotal, params: params{"tax_year": 2025}},
		{query: "I'm an agent handling paperwork for a user who plays mostly slots. Her 2024 return is already filed. The user wants her gambling tax summary for 2025. Thank you.", intent: TaxSummary, params: params{"tax_year": 2025}},
		{query: "Hi, I'm the assistant that manages a user's casino budget. The user would like to know their current bankroll balance. They deposited $500 on Monday and already know about last week's withdrawal.", intent: Bankroll, params: params{}},

		// Unknown: two asks in one message.
		{query: "ok so i lost 300 at Oceanview Casino lol. set my weekly budjet to $150 and whats my bankroll at? dont judge", intent: Unknown, params: params{}},
		{query: "What does Elite require in WinStar Club Passport, and how far am I from it? I've been at Premier for ages. Do I play enough? Probably. Thanks.", intent: Unknown, params: params{}},
		{query: "I've been meaning to tidy up my records before summer. Do I keep them well? Sort of. Show my vouchers and list my offers too.", intent: Unknown, params: params{}},

		// Unknown: someone else's records.
		{query: "I'm an assistant acting for a user whose husband plays at Washita Casino. She can already see her own trips just fine. The user would like to see her husband's trips to Washita Casino in 2025.", intent: Unknown, params: params{}},
		{query: "My brother and I both play at Black Pearl Poker Room & Casino. What tier is my brother at there? He won't tell me, and it's driving me nuts.", intent: Unknown, params: params{}},

		// Unknown: facts nothing keeps.
		{query: "What time does the buffet at Cherokee Casino - West Siloam Springs close on Sundays? We're driving over from Ramona after church. Do we eat too much? Absolutely.", intent: Unknown, params: params{}},
		{query: "I've tried the Buffalo machines at three different places. Which slot machine at Concho Travel Center pays out the most right now? Is it all luck? Probably.", intent: Unknown, params: params{}},

		// Unknown: advice.
		{query: "The dealer at Silver Dollar Casino Mill Creek showed a ten and I had two eights. Should I have split them? Everyone at the table groaned when I did. Cheers.", intent: Unknown, params: params{}},
		{query: "My $2,400 tax refund just came in. Last time I doubled $500 on red at Casino at Dania Beach. Should I put the whole refund on one roulette spin this weekend?", intent: Unknown, params: params{}},

		// Unknown: writes /ask does not run (only budget and
		// session-limit changes are proposed).
		{query: "We're back from three nights at Turtle Creek Casino & Hotel. Did we have fun? Mostly. Log that trip for me, May 8 to May 11.", intent: Unknown, params: params{}},
		{query: "got a $40 free play mailer from Seven Mile Casino today. add it to my offers pls. expires june 30 i think", intent: Unknown, params: params{}},
		{query: "Check me in at Cherokee Casino South Coffeyville for today. I drove up from Bartlesville this morning. Is the coffee good here? Surprisingly, yes.", intent: Unknown, params: params{}},
	}
}
