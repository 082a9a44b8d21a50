package ask

import "testing"

// heldOutHundredEleventh is a hundred-and-eleventh held-out part, written
// blind and committed BEFORE its first run: by someone who had read only
// the service spec and the action catalog (../shared/spec/service-spec.md
// and ../shared/spec/actions.md, both whole), the README's lines 89-155
// (the directory's curl examples, slugs and paging) and 428-480 (its
// section on /ask), the shipped data through short python3 scripts
// (casinos.csv: name, town, state, type, has_hotel, brand and tribal
// nation, and for a few casinos also opened_year, slot_machines,
// table_games and hotel_rooms, with a count of how often each field is
// filled; rewards_programs.json:
// each program's name, brand, property and tier ladder with thresholds;
// program_properties.csv: how many casinos each program has; us_cities.csv
// for towns; the first lines of casinos.csv, program_properties.csv,
// us_cities.csv and of the first program in rewards_programs.json, and a
// listing of data/, were printed too), the whole of the twenty-ninth
// held-out part and the first eighty lines of the twenty-eighth, the first
// const block of ask.go (the intent constants), the expectation type (lines
// 1-18 of heldout_test.go), the slugOf and programID helpers of ask_test.go
// and the heldOutParts function of score_test.go, and the subject of the
// newest commit ("ask: record the hundred-and-eighth part's first run
// (longer messages, 49/60, 2 wrong) (issue 15)"); never the rules of this
// package, the tuning phrases or the other held-out parts (the wording
// check below printed only the names of the files a phrase was found in).
//
// Every name used was checked against data/ with a short script. The
// casinos asked about by their full directory names each name exactly one
// casino: Seven Feathers Casino Resort, Sky Ute Casino, KwaTaqNuk Resort &
// Casino and French Lick Casino Resort. The words typed for a player's
// records or a host filter name exactly one casino too: "Mystic Lake"
// (Mystic Lake Casino Hotel), "Sandia" (Sandia Resort and Casino), "Wind
// River" (Wind River Hotel and Casino), "Chinook Winds" (Chinook Winds
// Casino) and "Ameristar Council Bluffs" (Ameristar Casino Hotel Council
// Bluffs; "Ameristar" alone names six). The towns searched (Deadwood,
// Pendleton, Albuquerque, Grand Island, Scottsdale) are each a directory
// town in one state only, and where us_cities.csv has them, in that same
// state. Boyd Gaming is the directory's brand of two Indiana casinos
// (Belterra Casino Resort and Blue Chip Casino Hotel Spa). The programs
// and tiers (Boyd Rewards; MGM Rewards' Pearl; Caesars Rewards' Diamond
// and Diamond Elite) are in rewards_programs.json. Places named only in
// the context (Medford, Durango, Glacier, Bloomington, Tulsa, Vegas,
// Cripple Creek, Laughlin, Tunica, the Twin Cities, Nebraska) lend the ask
// nothing.
//
// Its wording is new: each whole message and each asking sentence was
// checked with a case-insensitive fixed-string grep (file names only)
// against every test file of this package, with and without its closing
// mark. Eighteen asking sentences were found in the corpus and rewritten
// ("What racinos are there in West Virginia?", "Do they have a hotel?",
// "Tell me about Sky Ute Casino.", "Which rewards programs do you cover?",
// "What tiers does Boyd Rewards have?", "What's the house edge on that
// game?", "how many rolls an hour does a craps table see", "Is there a
// gambling helpline in Minnesota?", "Limit each session to 2 hours
// please.", "What kind of offer are they likely to send me next?", "How
// much would that earn me in comps?", "how many times have i checked in at
// a casino", "Do I have any vouchers that already expired?", "Which of my
// offers expire in the next 14 days?", "Show me my W-2Gs for 2025.", "whats
// my bankroll at now", "Add a $500 deposit to my bankroll.", "Mark that
// offer as redeemed."), and five of their first replacements were found
// too and rewritten again, so twenty-three sentences were replaced in all;
// none of the sixty messages or their asking sentences is there now.
// Context sentences and sign-offs were not required to be new.
//
// Its theme is LONGER MESSAGES, sixteenth part: each message is two to
// four sentences holding exactly one ask among context (a trip, a win, a
// loss, a partner's or relative's opinion, a plan, a worry, a work
// schedule, a birthday, a new job, a divorce, a holiday, a long drive),
// reasons, feelings and sign-offs. The ask comes first (five), last
// (four) or in the middle (the rest). Twelve point back to something the
// context names: a town ("within 15 miles of there"), a casino ("that
// resort", "that place", "that casino"), a tier ("that tier", "match that
// to Boyd Rewards"), a game ("that game", twice), an amount ("that
// amount", "a win like that"), a planned session ("a session like that")
// and a month ("that month"). Six are typed on a phone with no capitals
// and loose punctuation ("r", "w", "rn", "thru", "lol", "whats", "dont"),
// and four are written by an agent for its user ("my user", "the user",
// "for them", "they"), read as the user's own.
//
// 48 expect an answer and 12 expect Unknown: two holding two asks in one
// (a game's house edge and a hotel search; a W-2G list and the bankroll),
// two asking someone else's records (a wife's tier, a brother's W-2Gs),
// two asking things nothing keeps (a dress code, a poker room's opening
// hours), two asking for advice (chase a tier or save the money; switch
// from slots to blackjack), and four asking writes /ask does not run
// (add_trip, bankroll_add, check_in, update_offer_status). Every area is
// covered, as in the twenty-ninth part: place, near, radius, hotel, type,
// rewards and family searches, casino details, the programs, a ladder and
// two tiers' thresholds, game facts, the W-2G rule (twice, with the
// context's amount and game), help lines and self-exclusion, a budget and
// a session limit (proposed) and the limits read, comp predictions (one
// casino and all) and an estimate, tier progress and the player's tiers,
// a tier-match path and suggestions, hosts (at a casino, by language, the
// player's own), trips (by casino and year, by a month), sessions (by game
// and month, by game), visits, vouchers, offers and expiring offers, W-2G
// lists and totals, the tax summary and the bankroll. No question lacks a
// field its intent needs, so none expects a missing field.
//
// It follows the twenty-ninth and twenty-eighth parts' conventions: a
// casino named for a player action keeps the name as typed (in the
// context, when the ask points back to it: "We play Ameristar Council
// Bluffs ... Which offer is that casino likely to put in my mailbox
// next?" is the prediction at "Ameristar Council Bluffs"); a host filter
// by casino is the typed words and the directory's name when the words
// name exactly one casino, with no parameter; a radius in miles is in
// kilometres to one decimal (15 miles 24.1, 25 miles 40.2, 30 miles
// 48.3); a town typed without its state is near the directory's town with
// its state, and "in <town>" is near that town; "in <state>" or "<state>
// casinos" is the state; a family's casinos in a state are the state with
// q the family's name as the directory spells it ("Boyd Gaming"); a tier
// named with its program is not ambiguous, and a tier the ask points back
// to is the one the context names with its program; a casino's details
// answer what the directory keeps about it, whichever field is asked for
// (its hotel, its tribe, its table games); a limit of money in a period is
// a budget and a cap on each session a session limit (2 hours is 120
// minutes); a year named for the player's records is that calendar year,
// "last year" is 2025, and a month without a year is its latest one up to
// today, 2026-05-14 (March and April are 2026's); a slot machine's game
// type is "slots"; amounts, hours, bets and days are ints; another
// person's records, a detail no answer says, advice, two asks in one and a
// change /ask does not run are Unknown.
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at 6daf96b, with the hundred-and-tenth and hundred-and-
// eleventh parts added together after every round of the session before
// them, and no rule changed for them) scored 50 of 60 correct (83.3%):
// precision 93.0% (40 of 43 answers right), recall 83.3% (40 of 48
// answerable), 7 declined and 3 wrong. No expectation was changed after
// it. The wrong ones: "Give me the rundown on Sky Ute Casino. The kids are
// grown ..." (the trips of a casino "Sky Ute Casino. The", a name run on
// into the next sentence, where the casino's details were asked), "...
// What's the house edge on craps, and which casinos there have a hotel?
// ..." (the edge alone, where two things were asked) and "Payday finally
// came through. Put a $500 paycheck deposit into my bankroll, please. ..."
// (the bankroll, where a write /ask does not run was asked).
//
// After its fix round (2026-11-25, fix-111, rules only, no expectation
// changed) it scored 59 of 60, with 0 wrong and 1 declined. What changed,
// in general words: a second ask after ", and" that points back only with
// "there", after a first ask naming no place, is a second ask (the
// story's place), so the message is declined as two; a sentence of its
// own opening with a change verb and its object is a change asked, as it
// is alone; "Honestly," or "Frankly," before an afterword leaves it one;
// "dont want to ..." with its subject dropped, "It would be nice to ...",
// an apology ("Sorry for ..."), the asker's family as a group ("The kids
// are grown") and the asker's free time ("we finally have time for ...")
// ask nothing after the question; an ask opened by "roughly how many"
// keeps the afterwords after it apart; "my mother-in-law's birthday" is
// the in-law's event, not an asking for her; "Send over my ..." or "Send
// me my ..." after a story asks to be shown; "that tier" or "that level"
// is the tier the story names with its program; and "does that game"
// points to the story's game, not its casino. Still declined on the
// branch, not wrong: "... Does that resort have rooms to stay in? She
// wants to go back there for her birthday." (the closing sentence about
// another person, with a "there", was not read as an afterword); once
// main was merged in (with the hundred-and-eighth part's fix round, whose
// rules read such occasions), it is answered too: 60 of 60.
func heldOutHundredEleventh(t testing.TB) []expectation {
	return []expectation{
		// The directory: searches by place (pointing back to a town), radius,
		// hotel, type, rewards and family.
		{query: "We're driving up to Deadwood for my dad's seventieth next month. Are there any casinos within 15 miles of there? He tires out fast, so closer is better.", intent: FindCasinos, params: params{"near": "Deadwood, SD", "radius_km": 24.1}},
		{query: "My new job has me stationed in Pendleton for three weeks. Which casinos near Pendleton have a hotel attached? I'd rather not drive back late after a long shift.", intent: FindCasinos, params: params{"near": "Pendleton, OR", "has_hotel": true}},
		{query: "We're moving to West Virginia once the divorce is final. Which racinos does West Virginia have these days? Honestly, I just need something to look forward to.", intent: FindCasinos, params: params{"state": "WV", "type": "racino"}},
		{query: "Spent the whole holiday weekend skiing and got bored every single night. Next winter I'll plan better. Which Idaho casinos have a rewards program?", intent: FindCasinos, params: params{"state": "ID", "has_rewards": true}},
		{query: "My brother-in-law refuses to play anywhere that isn't Boyd. Show me the Boyd Gaming casinos in Indiana. We're meeting him halfway for Easter.", intent: FindCasinos, params: params{"state": "IN", "q": "Boyd Gaming"}},
		{query: "ok we just landed in albuquerque lol. what casinos r in albuquerque?? my feet hurt from the airport", intent: FindCasinos, params: params{"near": "Albuquerque, NM"}},
		{query: "I'm an assistant planning my user's long drive across Nebraska tomorrow. Please find casinos within 25 miles of Grand Island for them. They would like a quiet stop for the night.", intent: FindCasinos, params: params{"near": "Grand Island, NE", "radius_km": 40.2}},
		{query: "My team is doing an outing in Scottsdale once the quarter closes. Which tribal casinos are within 30 miles of Scottsdale? Somebody has to organise it and apparently that's me.", intent: FindCasinos, params: params{"near": "Scottsdale, AZ", "radius_km": 48.3, "type": "tribal"}},
		{query: "Cripple Creek was fun, but the hills wore me out. I'm still deciding where to go next. What commercial casinos does Colorado have?", intent: FindCasinos, params: params{"state": "CO", "type": "commercial"}},

		// One casino's details, the casino named in the context or in the ask.
		{query: "My wife and I drove past Seven Feathers Casino Resort on the way to Medford last summer. Does that resort have rooms to stay in? She wants to go back there for her birthday.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Seven Feathers Casino Resort")}},
		{query: "Give me the rundown on Sky Ute Casino. The kids are grown and we finally have time for road trips. We'd drive down from Durango.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Sky Ute Casino")}},
		{query: "We stopped at KwaTaqNuk Resort & Casino on our way to Glacier in July. Which tribe owns that place? My son asked and I had no idea.", intent: CasinoDetail, params: params{"slug": slugOf(t, "KwaTaqNuk Resort & Casino")}},
		{query: "Work is sending me to a conference in Bloomington in June. How many table games does French Lick Casino Resort have? I might sneak out one evening.", intent: CasinoDetail, params: params{"slug": slugOf(t, "French Lick Casino Resort")}},

		// Programs: the list, a ladder, and two tiers' thresholds.
		{query: "My cousin just started dealing cards in Tulsa and won't stop talking about loyalty clubs. Which loyalty programs does your directory include? I want to see what's out there before I sign up anywhere.", intent: ListPrograms, params: params{}},
		{query: "My partner says Boyd Rewards isn't worth the bother. Walk me through the Boyd Rewards tier ladder. I'll show her the ladder and let her decide.", intent: ProgramDetail, params: params{"id": programID(t, "Boyd Rewards")}},
		{query: "What does Pearl need in MGM Rewards? We're in Vegas four times this year, so it might finally be in reach.", intent: TierRequirement, params: params{"id": programID(t, "MGM Rewards")}, tier: "Pearl"},
		{query: "My boss keeps waving his Diamond Elite card from Caesars Rewards around the office. How many tier credits does that tier take? Not that I'm competitive or anything.", intent: TierRequirement, params: params{"id": programID(t, "Caesars Rewards")}, tier: "Diamond Elite"},

		// Game facts and the W-2G rule (the context's game and amount).
		{query: "Took my girlfriend to Oxford Casino for her birthday and she fell hard for baccarat. What kind of house edge does that game carry? I'd like to know what we're up against.", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "first time playing craps this weekend w my brother. roughly how many dice rolls does one craps table get thru in an hour. dont want to look dumb", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "I won $1,450 playing keno at Prairie Wind last Saturday. Does that amount trigger a W-2G? The cashier didn't say anything.", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1450}},
		{query: "My user hit a $2,600 jackpot on a slot machine during a work trip. They want to know whether a win like that needs a W-2G. Please keep the answer short.", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 2600}},

		// Responsible-gaming help by state.
		{query: "My husband's been chasing losses ever since he got laid off. Which gambling helpline serves Minnesota? I don't know who else to ask.", intent: RGHelp, params: params{"topic": "helpline", "state": "MN"}},
		{query: "I need to stop going to casinos for good. How do I sign up for self-exclusion in Missouri? Please don't lecture me.", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "MO"}},

		// The player's limits: changes proposed, and the limits read.
		{query: "Set my weekly gambling budget to $150. Money's tight since the divorce. Thanks for making this easy.", intent: SetBudget, params: params{"period": "week", "amount": 150}},
		{query: "I start night shifts next Monday and can't be at the tables till dawn anymore. Cap every session I play at 2 hours, please. Thank you.", intent: SetSessionLimit, params: params{"max_minutes": 120}},
		{query: "my sister keeps asking if i have limits set up. what limits do i actually have on right now. want to show her", intent: MyLimits, params: params{}},

		// Comps: predicted at one casino and over all of them, and estimated.
		{query: "We play Ameristar Council Bluffs almost every month. Which offer is that casino likely to put in my mailbox next? Trying to plan my birthday weekend around it.", intent: CompPredict, params: params{"casino_name": "Ameristar Council Bluffs"}},
		{query: "My user is choosing where to spend their anniversary. Across every casino they play at, which one is expected to send the best offer? They'll book from there.", intent: CompPredictAll, params: params{}},
		{query: "I'm planning 4 hours of $15 craps on Saturday while my wife is at the spa. Just want realistic expectations. What comp value would a session like that rack up for me?", intent: CompEstimate, params: params{"game_type": "craps", "avg_bet": 15, "hours": 4}},

		// Tiers: the next tier at one casino, the player's tiers, tier matches.
		{query: "We're back at Sandia for my mother-in-law's birthday next weekend. How close am I to the next tier at Sandia? It would be nice to level up during the trip.", intent: TierProgress, params: params{"casino_name": "Sandia"}},
		{query: "just started a new job w a lot of travel. what status do i hold at each casino rn", intent: MyTiers, params: params{}},
		{query: "I earned Diamond in Caesars Rewards last year. If I status match that to Boyd Rewards, what would I end up with? A friend did it with another program and loved it.", intent: TierMatchPaths, params: params{"program": "Caesars Rewards", "to_program": "Boyd Rewards"}, tier: "Diamond"},
		{query: "Given the status I already have, which programs would match it? I'm ready for a change after this rough year.", intent: TierMatchSuggestions, params: params{}},

		// Hosts at a casino, by language, and the player's own.
		{query: "We're spending Thanksgiving week near the Twin Cities. Are there hosts at Mystic Lake who take new players? I've never had one before.", intent: FindHosts, params: params{}, filter: []string{"Mystic Lake", "Mystic Lake Casino Hotel"}},
		{query: "My mom only feels comfortable in Spanish. Could you find a casino host who speaks Spanish for her? She's visiting us in June.", intent: FindHosts, params: params{"language": "Spanish"}},
		{query: "Which hosts am I connected with at the moment? My old one retired in January and I've lost track.", intent: MyHosts, params: params{}},

		// The player's records: trips, sessions, visits, vouchers, offers,
		// W-2Gs, the tax year and the bankroll.
		{query: "Wind River has become our regular stop on the long drive to my parents' place. List my trips to Wind River in 2025. I'm curious how often we actually went.", intent: MyTrips, params: params{"casino_name": "Wind River", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "We went to Laughlin in March for spring break. Show me my trips from that month. My wife says we stayed four nights.", intent: MyTrips, params: params{"from": "2026-03-01", "to": "2026-03-31"}},
		{query: "Blackjack has been going great since my new job started in April. Show me my blackjack sessions from April. I want proof before I brag.", intent: MySessions, params: params{"game_type": "blackjack", "from": "2026-04-01", "to": "2026-04-30"}},
		{query: "My buddy got me into video poker over the holidays. Pull up all my sessions of that game. I suspect I'm down.", intent: MySessions, params: params{"game_type": "video_poker"}},
		{query: "how many casino check ins do i have logged. my wife thinks its too many", intent: MyVisits, params: params{}},
		{query: "I found a stack of tickets in my coat after the trip. Are any of my vouchers expired by now? Annoying if so.", intent: MyVouchers, params: params{"status": "expired"}},
		{query: "Chinook Winds keeps mailing me stuff and I never open the envelopes. What offers do I have from Chinook Winds right now? Might be worth a look.", intent: MyOffers, params: params{"casino_name": "Chinook Winds"}},
		{query: "I'm off work for the next two weeks. Over the next 14 days, which of my offers are going to lapse? Might as well use them while I'm free.", intent: ExpiringOffers, params: params{"within_days": 14}},
		{query: "My accountant wants everything by Friday. Send over my W-2G forms from 2025. Sorry for the rush.", intent: MyW2Gs, params: params{"tax_year": 2025}},
		{query: "Taxes are stressing me out this spring. What did my W-2Gs add up to last year in total? I need one number for the form.", intent: W2GTotal, params: params{"tax_year": 2025}},
		{query: "The user is meeting a tax preparer after the holiday. They would like their gambling tax summary for 2024. Thanks in advance.", intent: TaxSummary, params: params{"tax_year": 2024}},
		{query: "rough night at the tables lol. gonna sleep it off. whats left in my bankroll after tonight", intent: Bankroll, params: params{}},

		// Unknown: two asks in one.
		{query: "We're heading to Tunica next weekend for my brother's bachelor party. What's the house edge on craps, and which casinos there have a hotel? He's counting on me to plan it.", intent: Unknown, params: params{}},
		{query: "Tax season is here and I'm way behind. Pull my W-2G list for 2025 and tell me my bankroll balance too. Thanks.", intent: Unknown, params: params{}},

		// Unknown: someone else's records.
		{query: "My wife handles the Caesars account. What tier is she at with Caesars right now? She's too busy to check.", intent: Unknown, params: params{}},
		{query: "My brother lost his paper copies when he moved. Can you pull up his W-2Gs from 2024? He said it's fine.", intent: Unknown, params: params{}},

		// Unknown: things nothing keeps.
		{query: "We're going to the Casino Club at Greenbrier for our anniversary. What's the dress code there? I don't want to show up underdressed.", intent: Unknown, params: params{}},
		{query: "My dad wants to play poker on his birthday. What time does the poker room at Running Aces open on Sundays? He's an early riser.", intent: Unknown, params: params{}},

		// Unknown: advice.
		{query: "I have $2,000 left after the move. Should I chase Diamond this year or save it for the new apartment? Be honest with me.", intent: Unknown, params: params{}},
		{query: "I keep losing at slots and my girlfriend says I should switch to blackjack. Would I be better off doing that? I'm not sure she's right.", intent: Unknown, params: params{}},

		// Unknown: writes /ask does not run (add_trip, bankroll_add, check_in,
		// update_offer_status).
		{query: "We just got back from Wind River and it was great. Log a trip there from May 8 to May 10 please. Spent about $900 in coin-in.", intent: Unknown, params: params{}},
		{query: "Payday finally came through. Put a $500 paycheck deposit into my bankroll, please. Fingers crossed for this month.", intent: Unknown, params: params{}},
		{query: "Just walked into Oxford Casino with my sister for her birthday. Check me in here please. It's packed tonight.", intent: Unknown, params: params{}},
		{query: "Used the free play offer from Chinook Winds last night. Please flag that free play offer as used. Thanks!", intent: Unknown, params: params{}},
	}
}
