package ask

import "testing"

// heldOutHundredEighteenth is the hundred-and-eighteenth held-out part,
// written blind and committed BEFORE its first run: by someone who had
// read only the service spec and the action catalog (both whole), lines
// 89-155 and 428-480 of the README (its curl examples of the directory's
// query parameters and its section on /ask), the whole of the twenty-ninth
// held-out part and the first 80 lines of the twenty-eighth (its header),
// the block of intent constants of ask.go (printed by a script from its
// first line "const (" to the first ")" after it, and nothing else of that
// file), the expectation type (lines 1-18 of heldout_test.go), the slugOf
// and programID functions of ask_test.go (printed by a script, only those
// two), the first and last twenty lines of the heldOutParts function of
// score_test.go, and the subject of the newest commit (git log -1), which
// names two functions of the rules and the file that holds the check of a
// third person's records, and quotes no phrase. A git status and the file
// names of the briefs' folder were printed too. The shipped data was read
// only through short python3 scripts: a listing of data/; the first 600
// bytes of casinos.csv (its header and first rows) and the first lines of
// program_properties.csv and us_cities.csv; the first program of
// rewards_programs.json whole; every program with its brand, property and
// tiers (name, threshold, unit); how many casinos each program has in
// program_properties.csv; the casinos counted by state, type, brand and
// has_hotel; the casinos of every state but NV, OK and CA (name, town,
// state, type, has_hotel, brand, tribal nation); and, for the names used
// here, each casino's town, state, type, has_hotel, slot machines and
// opening year, which casinos a fragment names, which casinos each town
// holds and the rows of us_cities.csv for four towns and of
// program_properties.csv for Kansas. Never the rules of this package, the
// tuning phrases or another held-out part.
//
// Checked against data/ with those scripts: every casino named (Red Water
// Casino, Grand Portage Lodge & Casino, Shooting Star Casino Mahnomen, Sky
// City Casino Hotel, Ameristar Casino Hotel Vicksburg, Skagit Valley
// Casino Resort, Magnolia Bluffs Casino Hotel, Harrah's Cherokee Casino
// and Angel of the Winds Casino Resort, the one casino "Angel of the
// Winds" names; and in context only Sam's Town, which names two, Silver
// Slipper Casino, Swinomish Casino & Lodge, Hon-Dah Resort Casino, Tioga
// Downs Casino & Resort, Mazatzal Hotel & Casino in Payson and Cliff
// Castle Hotel & Casino); every town with its state (Toppenish, WA; Fort
// Yates, ND; Greenville, MS, where us_cities.csv also has Greenville, NC
// and SC, so the message names Mississippi; Albuquerque, NM; and in
// context Watersmeet, Gulfport, Shreveport, Eagle Pass, Ignacio, Lake
// Charles, Bay Saint Louis and Towaoc); the three Desert Diamond casinos,
// all in Arizona; that Albuquerque has a racino, Greenville a casino with
// a hotel, Kansas casinos with and without a rewards program, Indiana
// commercial casinos and Wisconsin tribal ones; and every program and tier
// (Boyd Rewards and its Emerald, MGM Rewards and its Pearl, WinStar Club
// Passport and its Premier, Caesars Rewards). The host language, Mandarin,
// cannot be checked (the data keeps no hosts); six earlier test files name
// it. Places and casinos were chosen, where the data allowed, among those
// few earlier test files name (counted by a case-insensitive fixed-string
// grep, file names only).
//
// Its wording is new: each whole message was checked with grep -rilF (file
// names only, never opened) against every test file of this package, with
// and without its closing mark; none was found, so none was replaced for
// that. Beyond the brief, each of its sentences of fifteen characters or
// more was checked the same way: fourteen were found and rewritten, then
// checked again (thirteen asks, among them "Are there any casinos near
// there?", "Which casinos there have a hotel?" and "What's the house edge
// on that game?", and one closing remark, "I need the guardrails."); four
// sentences of context that ask nothing are still found elsewhere ("Just
// trying to plan.", "I want to see how bad it was.", "I want to prove her
// wrong.", "Thanks in advance.") and were kept.
//
// Its theme is LONGER MESSAGES, eighteenth part: every message is two to
// four sentences holding exactly one ask among context (a car broken down,
// family trips, a wedding, a retirement, a move, a job lost or new, a
// divorce, a win, a loss, a buddy's new tier, a planner's advice, taxes,
// holidays), reasons, feelings and sign-offs. The ask comes first in 11,
// last in 11 and in the middle in 38. Eleven that expect an answer point
// back to what the context names (a town with "there" twice, a casino with
// "that place" twice and "them" once, a program, a tier, a game, an
// amount, a year and a month), and three that expect Unknown do too (the
// weather "there", going back to "that place", adding "that trip"). Six
// are typed on a phone (all lower case, loose punctuation, "w", "wk",
// "bf", "hrs", "pls", "thx", "w2g") and five are written by an agent for
// its user. 48 expect an answer and 12 expect Unknown: two asks in one
// (2), another person's records (2: a husband's tier, a friend's W-2Gs),
// facts nothing keeps (2: a steakhouse, the weather), advice (2: whether
// to chase a loss, which game to play) and writes /ask does not run (4:
// add_trip, follow_player, update_offer_status and create_share_link).
// Every area is covered: place, near, radius, hotel, type, rewards and
// family searches, casino details, the programs, ladders and tiers'
// thresholds, game facts, the W-2G rule, help lines and self-exclusion,
// budgets and a session limit (proposed) and the limits read, comp
// predictions (one casino and all) and an estimate, tier progress and the
// player's tiers, a tier-match path and suggestions, hosts (at a casino,
// by language, the player's own), trips, sessions, visits, vouchers,
// offers and expiring offers, W-2G lists and totals, the tax summary and
// the bankroll. No question lacks a field its intent needs, so none
// expects a missing field.
//
// It follows the twenty-ninth part's conventions (a casino named for a
// player action keeps the name as typed; a host filter by casino is the
// typed words and the directory's name when the words name exactly one
// casino; a radius in miles is in kilometres to one decimal; a year named
// for the player's records is that calendar year; a month named without a
// year is its latest one up to today, 2026-05-14; "last year" is 2025; "in
// <town>" is near that town with its state and "in <state>" is the state;
// a family's casinos in a state are the state with q the family's name as
// the directory spells it; a tier named with its program is not ambiguous;
// a casino's details answer what the directory keeps about it, whichever
// field is asked for; a limit of money in a period is a budget; a W-2G
// question after a win told asks the rule for that win, its amount and
// game) and the README's reading of a message of several sentences (the
// ask alone, unless it points back) and of an agent's relayed question
// (the user's). Its own choices, where those are silent:
//   - context the ask does not point back to lends it nothing: "Sam's
//     Town" does not make the Boyd Rewards ladder a casino's details, "the
//     dells" adds no place to tribal casinos in Wisconsin, moving to New
//     Mexico adds no state to racinos near Albuquerque, "anywhere in the
//     state" adds nothing to Indiana, $600 lost in a night adds nothing to
//     a weekly budget of $150, the planner's $250 a month is restated in
//     the ask, and a transmission adds nothing to the bankroll;
//   - a word that points back takes what it names and nothing else: "near
//     there" after Toppenish is near "Toppenish, WA"; "the casinos there
//     have hotel rooms" after "Greenville, Mississippi" is near
//     "Greenville, MS" with has_hotel; "that place" is the casino named
//     before it (Red Water Casino's details, tier progress at "Skagit
//     Valley Casino Resort" as typed); "them" is comp_predict at
//     "Ameristar Casino Hotel Vicksburg" as typed; "that program" is Boyd
//     Rewards' details; "that tier" is Pearl of MGM Rewards; "that game"
//     is craps; "that amount" after "$1,450 on a keno ticket" is the rule
//     for keno with 1450; "that year" after "2025 was the year" is trips
//     of 2025 with no casino; "that month" after "in January" is January
//     2026, with video_poker because the ask itself says video poker;
//   - an agent's "my user", "she asked", "they" and "their account" are
//     the key owner, so those read the owner's limits, open vouchers and
//     tier-match suggestions; a husband's tier and a friend's W-2Gs are
//     another person's records and Unknown;
//   - "tribal-owned or commercial", "how many slot machines" and "what
//     year ... first open its doors" are the casino's details, even where
//     the data leaves that field empty; "Which rewards programs can you
//     tell me about?" lists them; "the whole tier ladder for caesars
//     rewards" is that program's details; "What does it take to earn
//     Premier in WinStar Club Passport?" is that tier's threshold;
//   - "hands per hour ... at baccarat" is baccarat's game facts; "a $5,200
//     poker tournament win" is the W-2G rule for poker with 5200; "2 hrs"
//     is 120 minutes; "which budget and session limits are set" reads the
//     limits; "the best offers next" from "my casinos" is the prediction
//     for all casinos; "$10 a hand at blackjack for about 5 hours" is an
//     estimate with avg_bet 10 and hours 5 ("about" changes no number);
//     "What tier am I at each casino on my account?" is the player's
//     tiers; "If we status matched Emerald over to Caesars Rewards" after
//     "Emerald with Boyd Rewards" is the path from Boyd Rewards' Emerald
//     to Caesars Rewards (a fact of the tables, "we" is the player and a
//     spouse);
//   - "all the casino check-ins on my account" are the visits, unfiltered;
//     "What offers do I have from Harrah's Cherokee Casino?" has no
//     status; "expire in the next two weeks" is within 14 days;
//     "deductible gambling losses last year" is the tax summary of 2025;
//     "total of my w2g wins for 2025" is the W-2G total of 2025;
//   - no answered ask names a period such as "this year" or "this winter",
//     since the conventions do not say where such a period ends; "this
//     winter", "this fall" and "next month" appear only in context.
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at 5990a48, after every round of the session before it and
// one probe fix of this session's, c7dbfa0, and no rule changed for it)
// scored 54 of 60 correct (90.0%): precision 100.0% (42 of 42 answers
// right), recall 87.5% (42 of 48 answerable), 6 declined and none wrong.
// No expectation was changed after it.
func heldOutHundredEighteenth(t testing.TB) []expectation {
	return []expectation{
		// The directory: a town pointed back to ("near there", "the casinos
		// there"), a radius, hotel, type, rewards and family searches, asks
		// first, in the middle and last, one typed on a phone and one
		// written by an agent.
		{query: "Our car broke down outside Toppenish and the shop says two days at least. Is there a casino anywhere near there? The kids are already bored out of their minds.", intent: FindCasinos, params: params{"near": "Toppenish, WA"}},
		{query: "Find me casinos within 40 miles of Fort Yates, North Dakota. We're retiring out that way next spring and my husband wants something to do on weekends.", intent: FindCasinos, params: params{"near": "Fort Yates, ND", "radius_km": 64.4}},
		{query: "My brother is getting married in Greenville, Mississippi in June. We'll need somewhere to stay for three nights. Do any of the casinos there have hotel rooms?", intent: FindCasinos, params: params{"near": "Greenville, MS", "has_hotel": true}},
		{query: "heading to the dells for the 4th w the kids lol. any tribal casinos in wisconsin? thx", intent: FindCasinos, params: params{"state": "WI", "type": "tribal"}},
		{query: "I'm an assistant booking a work trip for my user, who visits Kansas every quarter. She asked: which casinos in Kansas have a rewards program?", intent: FindCasinos, params: params{"state": "KS", "has_rewards": true}},
		{query: "My dad swears by the Desert Diamond casinos and has for twenty years. Which Desert Diamond casinos are in Arizona? He wants a road trip for his 80th.", intent: FindCasinos, params: params{"state": "AZ", "q": "Desert Diamond"}},
		{query: "We're moving to New Mexico in August for my wife's new job. What racinos are near Albuquerque? I grew up going to the track with my grandpa.", intent: FindCasinos, params: params{"near": "Albuquerque, NM", "type": "racino"}},
		{query: "Money's tight since I was laid off, so no flights this year. Which commercial casinos are in Indiana? We can drive anywhere in the state.", intent: FindCasinos, params: params{"state": "IN", "type": "commercial"}},

		// One casino's details: "that place" pointed back to, and a hotel,
		// a count of slot machines and an opening year asked of a named one.
		{query: "A coworker keeps raving about Red Water Casino. Is that place tribal-owned or commercial? Just curious before I drive down.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Red Water Casino")}},
		{query: "Does Grand Portage Lodge & Casino have a hotel? We're doing the North Shore drive for my retirement and I'd love to end up there.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Grand Portage Lodge & Casino")}},
		{query: "My grandmother grew up near Mahnomen. How many slot machines does Shooting Star Casino Mahnomen have? She wants to know if it's grown since the eighties.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Shooting Star Casino Mahnomen")}},
		{query: "What year did Sky City Casino Hotel first open its doors? My uncle helped build it and swears it was the early nineties.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Sky City Casino Hotel")}},

		// Programs: the list, a ladder ("that program" pointed back to, and
		// one typed on a phone), and two tiers' thresholds ("that tier").
		{query: "I just retired and finally have time to travel. Which rewards programs can you tell me about? I'd like to join one or two before we hit the road.", intent: ListPrograms, params: params{}},
		{query: "I signed up for Boyd Rewards at Sam's Town last night. What tiers does that program have, from the bottom up? I never paid attention before.", intent: ProgramDetail, params: params{"id": programID(t, "Boyd Rewards")}},
		{query: "My buddy got bumped up to Pearl in MGM Rewards after his bachelor party weekend. How many tier credits does it take to reach that tier? I'm a little jealous.", intent: TierRequirement, params: params{"id": programID(t, "MGM Rewards")}, tier: "Pearl"},
		{query: "What does it take to earn Premier in WinStar Club Passport? My father-in-law wants to reach it before his retirement party this fall.", intent: TierRequirement, params: params{"id": programID(t, "WinStar Club Passport")}, tier: "Premier"},
		{query: "ok so my cousin just got hired at a caesars property. whats the whole tier ladder for caesars rewards", intent: ProgramDetail, params: params{"id": programID(t, "Caesars Rewards")}},

		// Game facts ("that game" pointed back to) and the W-2G rule ("that
		// amount" pointed back to, and a poker tournament's win).
		{query: "My wife only ever plays craps when we go out. What house edge does that game really have? She swears it's the best bet in the building.", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "bf wants to try baccarat on our trip next wk. how many hands per hour do they deal at baccarat", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "I hit $1,450 on a keno ticket up in Watersmeet over the holiday weekend. Will that amount get me a W-2G? The cashier didn't say a word.", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1450}},
		{query: "Is a $5,200 poker tournament win reportable? I'm playing a series in Gulfport next month and want to know ahead of time.", intent: W2GRule, params: params{"game_type": "poker", "amount_won": 5200}},

		// Responsible-gaming help by state among worries.
		{query: "Things have been rough since the divorce and I've been at the casino way too much. Is there a gambling help line in Minnesota? I don't want my kids to find out.", intent: RGHelp, params: params{"topic": "helpline", "state": "MN"}},
		{query: "I lost most of our savings in Shreveport this winter. My wife doesn't know yet. How do I sign up for self-exclusion in Louisiana?", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "LA"}},

		// The player's limits: changes proposed (a budget among a loss told,
		// another among a planner's advice, a session cap typed on a phone),
		// and the limits read for a user by an agent.
		{query: "I blew through $600 in one night last month and I'm scared. Please set a weekly budget of $150 for me. I need guardrails, badly.", intent: SetBudget, params: params{"period": "week", "amount": 150}},
		{query: "My financial planner says $250 a month is plenty for the casino now that I'm retired. Set my monthly gambling budget to $250. I'll hold myself to it.", intent: SetBudget, params: params{"period": "month", "amount": 250}},
		{query: "long drive home from eagle pass and i played way too long again. limit my sessions to 2 hrs pls", intent: SetSessionLimit, params: params{"max_minutes": 120}},
		{query: "I'm an AI assistant acting for a user who's driving to Ignacio on Friday. Before the trip they'd like to know which budget and session limits are set on their account right now.", intent: MyLimits, params: params{}},

		// Comps: predicted at one casino ("them" pointed back to), ranked
		// over all of them, and estimated.
		{query: "I've been playing at Ameristar Casino Hotel Vicksburg every other weekend since we moved down here. What offer will I probably get from them next? My birthday's in June, so fingers crossed.", intent: CompPredict, params: params{"casino_name": "Ameristar Casino Hotel Vicksburg"}},
		{query: "Retirement starts Friday! Which of my casinos are likely to send me the best offers next? I'm planning the whole first year around comps.", intent: CompPredictAll, params: params{}},
		{query: "I've got a work conference in Lake Charles and my evenings are free. If I play $10 a hand at blackjack for about 5 hours, what would that be worth in comps? Just trying to plan.", intent: CompEstimate, params: params{"game_type": "blackjack", "avg_bet": 10, "hours": 5}},

		// Tiers: the next tier at "that place", the player's tiers, a
		// tier-match path and the suggestions (relayed by an agent).
		{query: "We take the grandkids up to Skagit Valley Casino Resort every summer. How far am I from the next tier at that place? A free room would be a nice surprise this year.", intent: TierProgress, params: params{"casino_name": "Skagit Valley Casino Resort"}},
		{query: "After the move I lost track of which players cards I even carry. What tier am I at each casino on my account? Sorry, it's been a chaotic year.", intent: MyTiers, params: params{}},
		{query: "My wife and I both hold Emerald with Boyd Rewards. If we status matched Emerald over to Caesars Rewards, what tier would that get us? We're driving up to Tahoe next month.", intent: TierMatchPaths, params: params{"program": "Boyd Rewards", "to_program": "Caesars Rewards"}, tier: "Emerald"},
		{query: "Acting for my user, who is planning a retirement road trip: based on the tiers on their account, which programs would give them a status match? A short list is fine.", intent: TierMatchSuggestions, params: params{}},

		// Hosts at a casino, by language, and the player's own.
		{query: "We're going to Angel of the Winds for my 50th and I want someone to look after us. Are there any hosts at Angel of the Winds taking new players? Money isn't a worry for once.", intent: FindHosts, params: params{}, filter: []string{"Angel of the Winds", "Angel of the Winds Casino Resort"}},
		{query: "My mother only speaks Mandarin and she's coming with us to Biloxi in July. Is there a casino host who speaks Mandarin? It would mean a lot to her.", intent: FindHosts, params: params{"language": "Mandarin"}},
		{query: "new job = way less vegas time. who are my casino hosts again", intent: MyHosts, params: params{}},

		// The player's records: trips ("that year" pointed back to, and a
		// casino in a month), sessions ("that month"), visits, vouchers (for
		// a user, by an agent), offers and expiring offers, W-2Gs and their
		// total, the tax year and the bankroll.
		{query: "2025 was the year we finally paid off the house, so we traveled a lot. Show me my trips from that year.", intent: MyTrips, params: params{"from": "2025-01-01", "to": "2025-12-31"}},
		{query: "List my trips to Magnolia Bluffs Casino Hotel in March. My accountant is asking and I can't find the receipts.", intent: MyTrips, params: params{"casino_name": "Magnolia Bluffs Casino Hotel", "from": "2026-03-01", "to": "2026-03-31"}},
		{query: "I played a lot of video poker in January while I was off work. Can you pull up my video poker sessions for that month? I want to see how bad it was.", intent: MySessions, params: params{"game_type": "video_poker", "from": "2026-01-01", "to": "2026-01-31"}},
		{query: "My wife thinks I go more than I say. Show me all the casino check-ins on my account. I want to prove her wrong.", intent: MyVisits, params: params{}},
		{query: "The user I'm assisting found a stack of old slot tickets in the glovebox while the car was in the shop. They'd like to know which of their vouchers are still open.", intent: MyVouchers, params: params{"status": "open"}},
		{query: "Christmas is the only time we travel as a family. What offers do I have from Harrah's Cherokee Casino? A free room would make the trip.", intent: MyOffers, params: params{"casino_name": "Harrah's Cherokee Casino"}},
		{query: "What offers of mine expire in the next two weeks? We might squeeze in a trip before the school year ends and I hate wasting free play.", intent: ExpiringOffers, params: params{"within_days": 14}},
		{query: "My tax guy retired and the new one wants all my paperwork. Can you list my W-2Gs from 2024? I swear I had three.", intent: MyW2Gs, params: params{"tax_year": 2024}},
		{query: "doing taxes tonight ugh. total of my w2g wins for 2025? thx", intent: W2GTotal, params: params{"tax_year": 2025}},
		{query: "We moved in March and everything's still in boxes. What were my deductible gambling losses last year? I'm filing late and need the number.", intent: TaxSummary, params: params{"tax_year": 2025}},
		{query: "How much is in my gambling bankroll right now? The car needs a new transmission and I'm tempted to dip into it.", intent: Bankroll, params: params{}},

		// Unknown: two asks in one.
		{query: "Show me my trips from April and my current bankroll. We're planning the summer and need both numbers.", intent: Unknown, params: params{}},
		{query: "We're off to Bay Saint Louis this weekend. What casinos are in Bay Saint Louis, and what tier am I at the Silver Slipper? Thanks in advance.", intent: Unknown, params: params{}},

		// Unknown: another person's records.
		{query: "My husband has his own account on here. What tier is he at with Caesars Rewards? He won't tell me and it's driving me nuts.", intent: Unknown, params: params{}},
		{query: "My friend Dana won big at Swinomish Casino & Lodge last year. How much did she win on her W-2Gs? She's being cagey about it.", intent: Unknown, params: params{}},

		// Unknown: facts nothing keeps (a steakhouse, the weather "there").
		{query: "We're celebrating our anniversary next month. Is the steakhouse at Hon-Dah Resort Casino any good? I want it to be special.", intent: Unknown, params: params{}},
		{query: "The car broke down just outside Towaoc and we're waiting on a tow. What's the weather going to be like there tonight?", intent: Unknown, params: params{}},

		// Unknown: advice (whether to go back to "that place", which game).
		{query: "I lost $800 at Tioga Downs on Saturday. Should I go back to that place this weekend and try to win it back? Be honest.", intent: Unknown, params: params{}},
		{query: "I've got $300 left for the weekend and a sore back. Should I sit at blackjack or play video poker? Just tell me which one.", intent: Unknown, params: params{}},

		// Unknown: writes /ask does not run (a trip added, a player followed,
		// an offer marked redeemed, a share link created).
		{query: "We just got back from Mazatzal Hotel & Casino in Payson. Please add that trip to my account, May 8 to May 10. Thanks!", intent: Unknown, params: params{}},
		{query: "My brother keeps bragging about his trips. I'd like to follow his profile; his handle is sevenout_sam. Then I can see them for myself.", intent: Unknown, params: params{}},
		{query: "My free dinner offer from Cliff Castle got used last night. Mark it as redeemed for me, please. The waiter forgot to scan it.", intent: Unknown, params: params{}},
		{query: "On behalf of my user: please create a share link for their tier summary so their sister can see it. Seven days is fine.", intent: Unknown, params: params{}},
	}
}
