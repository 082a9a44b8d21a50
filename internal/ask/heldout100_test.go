package ask

import "testing"

// heldOutHundredth is a hundredth held-out part, written blind and
// committed BEFORE its first run: by someone who had read only the service
// spec and the action catalog (both whole), the README's lines 89-155 (its
// curl examples of the directory's query parameters, paging and the
// in-memory directory) and 428-480 (its section on /ask), the shipped data
// through short python scripts that listed casinos.csv (name, town, state,
// type, hotel, brand, tribal nation, slot machines, hotel rooms),
// rewards_programs.json (programs, tiers and thresholds),
// program_properties.csv and us_cities.csv (a listing of data/ and the
// first lines of those CSVs were printed too), the whole of the
// twenty-ninth held-out part and the first eighty lines of the
// twenty-eighth (its header), the block of intent constants of ask.go
// (printed by a script from "const (" to the first ")"), the expectation
// type (lines 1-18 of heldout_test.go), the slugOf and programID helpers
// (lines 73-97 of ask_test.go, which also showed the first line of the
// phrasing type; a grep -n for "^func " over that file printed the names
// of its fourteen functions), the heldOutParts function of
// score_test.go and the subject of the branch's newest commit (a merge
// of the ninety-sixth part's fix round). Never the rules of this package,
// the tuning phrases or the other held-out parts; go test was not run.
//
// Every casino, program, tier, town, state and family used was checked
// against data/ with a short script. The words naming a casino name
// exactly one casino of the directory, except where said: "Hollywood
// Gaming at Dayton", "Hamburg Gaming" and "Garcia River Casino" (each a
// directory name as it stands), "Pit River" (Pit River Casino, the one
// casino whose name holds those words), "Lakeshore Casino" (Lakeshore
// Casino & Resort), "Rolling Hills Casino", "Kanza Casino", "Bok Homa",
// "Fire Rock", "Plainridge Park", "Akwesasne Mohawk Casino", "the
// Aquarius", "Cimarron Casino", "Say When Casino", "Fortune Bay", "Red Fox
// Casino" and "winstar" (WinStar World Casino & Resort); "Mark Twain
// Casino" names two (Mark Twain Casino in Virginia City, NV, and Mark
// Twain Casino - La Grange, MO), which does not matter since it is kept
// as typed for a player action; "Kiowa" is in the names of four Oklahoma
// casinos (Elk Creek Kiowa Casino, Kiowa Casino Carnegie, Kiowa Casino
// Verden, Kiowa Red River Casino) and is no tribal nation or brand of the
// data. Vinton (LA), Hobart (OK), Tokeland (WA), Standish (MI),
// Chittenango (NY), Burney (CA), Anadarko (OK) and Deadwood (SD) are each
// a directory town of one state only, and none of them is in
// us_cities.csv under another state. The tiers are Caesars Rewards'
// Platinum and Diamond and WinStar Club Passport's Elite; the programs
// Boyd Rewards, Caesars Rewards, MGM Rewards and WinStar Club Passport.
// Places and casinos were chosen, where the data allowed, among those no
// earlier test file names (by a case-insensitive grep, file names only, or
// a script that searched the test files for each directory town and
// casino name and printed only the names absent from all of them or how
// many files hold a name, never any text of those files): Vinton, Hobart,
// Tokeland, Standish, Chittenango, Burney, Mendocino, Pit River Casino,
// Garcia River Casino, Hamburg Gaming, Hollywood Gaming at Dayton, Mark
// Twain Casino and Red Fox Casino are named by no earlier test file. The
// host language, Vietnamese, is named by earlier parts: the shipped data
// does not say which languages hosts speak, so no new one could be
// checked.
//
// Its wording is new: each whole message and each asking sentence was
// checked with a case-insensitive fixed-string grep (file names only)
// against every test file of this package, with and without its closing
// mark. Sixteen asking sentences were found there and replaced ("Are there
// any casinos within 40 miles of there?", "Which rewards programs do you
// have information on?", "What tiers does Boyd Rewards have?", "What's
// the house edge on that game?", "How many rolls an hour does a craps
// table see?", "Is that amount reportable?", "What budget and session
// limits are on my account?", "How far am I from the next tier there?",
// "Show my tier at every casino.", "Which programs would match my current
// tiers?", "Which hosts am I connected with?", "which vouchers do i still
// have open.", "What offers do I have from them?", "Which of my offers
// expire in the next 14 days?", "Pull up my W-2Gs for 2025." and "What did
// my W-2G winnings add up to that year?"), and four of their first
// replacements were found too and replaced again ("How many rolls per
// hour happen at a craps table?", "Which programs would status match the
// tiers I currently hold?", "Which casino hosts am I linked up with?",
// "Which of my offers run out within the next 14 days?"): twenty
// replacements in all, and none of the sixty messages or their asking
// sentences is there now. Context sentences and sign-offs were not
// checked and may repeat.
//
// Its theme is LONGER MESSAGES, thirteenth part: each message is two to
// four sentences holding exactly one ask among context (a trip, a win, a
// loss, a partner's opinion, a plan, a worry, a work schedule, a
// birthday, a retirement, a bad beat, a family visit), reasons, feelings
// and sign-offs. The ask comes first in 13, in the middle in 36 and last
// in 11. Fifteen of the answered ones point back to a town, casino,
// program, tier, game, amount, state or date named in the context
// ("within 40 miles of there", "near there", "that place", "their tier
// ladder", "that game", "that amount", "a win like that", "self exclude
// there", "they likely to send", "the next tier over there", "that
// Diamond", "my trips there from that year", "that month", "from them",
// "that year"), and so do six of the Unknowns ("casinos there", "Dana's
// trips there", "their buffet", "that weekend", "a trip there", "that
// offer"); six are typed on a phone, with loose
// punctuation and no capitals; six are written by an agent for its user
// ("my user", "the user would like", "their account"). Every area is
// covered, as in the twenty-ninth part: place, near, radius, hotel, type,
// rewards and family searches, casino details, programs, ladders and
// tiers' thresholds, game facts, the W-2G rule, help lines and
// self-exclusion, budget and session limits (proposed) and the limits
// read, comp predictions (one casino and all) and an estimate, tier
// progress and the player's tiers, hosts (at a casino, by language, the
// player's own), tier-match suggestions and a path, trips, sessions,
// visits, vouchers, offers and expiring offers, W-2G lists and totals,
// the tax summary and the bankroll. 48 of 60 expect an answer and 12
// expect Unknown: two with two asks in one (a hotel search in Deadwood
// with the player's Boyd tier; a daily budget with April's sessions), two
// asking another person's records (a husband's tier, a user's friend's
// trips), two asking what nothing keeps (a buffet's opening time, the
// free cocktails had on a weekend), two asking for advice (quit while
// ahead or go back; moving 401(k) money into the bankroll) and four
// asking writes /ask does not run (add_trip, bankroll_add,
// update_offer_status as "mark that offer as redeemed", check_in). No
// question lacks a field its intent needs, so none expects a missing
// field.
//
// It follows the conventions of the twenty-ninth and twenty-eighth parts
// (a casino named for a player action keeps the name as typed; a host
// filter by casino is the typed words and the directory's name when the
// words name exactly one casino, with no parameter; a radius in miles is
// in kilometres to one decimal, 40 miles 64.4; a year named for the
// player's records is that calendar year, "last year" 2025; a month named
// without a year is its latest one up to today, 2026-05-14, so March is
// March 2026; a town typed without its state is near the directory's
// town with its state; "in <town>" is near that town and "in <state>" is
// the state; a family's casinos in a state are the state with q the
// family's name as the directory spells it; a tier named with its program
// is not ambiguous; a casino's details answer what the directory keeps
// about it, whichever field is asked for; a limit of money in a period is
// a budget; another person's records and a change /ask does not propose
// are Unknown). Its own choices, where those are silent:
//   - the context lends the ask nothing unless the ask points back to it
//     (README: "We're staying in Laughlin this weekend. Any casinos within
//     25 miles of there?"): "Bok Homa" does not make the bankroll a
//     casino's, "Anadarko" does not make the Kiowa search a search by
//     place, "the reno trip" does not filter the vouchers, "Burney" does
//     not become the hosts' filter, and "Houston", "the Mendocino coast",
//     "a Gulf Coast trip", "Caesars" and "Vegas" add nothing;
//   - where the ask points back, the thing pointed to is the parameter it
//     would be if typed in the ask: "Which casinos are within 40 miles of
//     there?" after "Vinton, Louisiana" is near "Vinton, LA" within 64.4
//     km; "Is there a tribal casino near there?" after "Tokeland,
//     Washington" near "Tokeland, WA" of type tribal; "What can you tell
//     me about that place?" after "Hamburg Gaming" its details; "Walk me
//     through their tier ladder." after "MGM Rewards" that program; "What
//     kind of house edge does that game really have?" after "baccarat"
//     baccarat's facts; "Does a win of that amount get reported?" after
//     "a $1,250 keno ticket" the rule for keno with 1250; "whether a win
//     like that requires a W-2G" after "$2,400 on a slot machine" the rule
//     for slots with 2400; "how do i self exclude there" after "the
//     casinos in louisiana" self-exclusion in LA; "What offer are they
//     likely to send me next?" after "Rolling Hills Casino" the
//     prediction there; "How close am I to the next tier over there?"
//     after "the Lakeshore Casino" tier progress at "Lakeshore Casino" as
//     typed; "If I status match that Diamond to MGM Rewards" after
//     "Diamond with Caesars Rewards" the path from Caesars Rewards'
//     Diamond to MGM Rewards; "Show my trips there from that year." after
//     "Mark Twain Casino ... 2025" the trips at "Mark Twain Casino" in
//     2025; "my video poker sessions from that month" after "March" those
//     of March 2026; "from them" after "Kanza Casino" the offers there;
//     "How much did my W-2G wins come to that year?" after "2024" the W-2G
//     total of 2024;
//   - an agent's "my user" is the key owner: "Please set a weekly gambling
//     budget of $150 for my user." is a weekly budget of 150 and "Please
//     list my user's blackjack sessions from last year." the blackjack
//     sessions of 2025; but "my user's friend Dana" is another person;
//   - "Which budget and session caps have I got on my account?" reads the
//     limits; "Limit each session to 2 hours please." is a session limit
//     of 120 minutes; "Across all the casinos I play, what offers should I
//     expect next?" is the prediction for all casinos (an offer expected,
//     not one held); "If I play $15 blackjack for 4 hours, what comps
//     would that earn me?" is comp_estimate for blackjack, avg_bet 15,
//     hours 4; "List the tier I hold at each casino." is the player's
//     tiers and "Which programs might match the status I hold today?" the
//     tier-match suggestions; "Are any hosts at Pit River taking new
//     players?" is find_hosts filtered to "Pit River" and Pit River
//     Casino; "Who are the hosts I'm hooked up with?" the player's hosts;
//     "which vouchers have i got still open" has the status "open"; "What
//     offers of mine lapse in the next 14 days?" is the expiring offers
//     within 14 days; "Pull up my 2025 W-2G forms." the W-2G list of 2025;
//     "What was my gambling net for tax purposes last year?" the tax
//     summary of 2025; "How many slot machines does Hollywood Gaming at
//     Dayton have?" and "Does Garcia River Casino have a hotel?" are
//     details; "what does elite take in winstar club passport" is Elite's
//     threshold in WinStar Club Passport; "Lay out the tiers of Boyd
//     Rewards for me." is that program; "List the Kiowa casinos in
//     Oklahoma." is OK with q "Kiowa";
//   - Unknown: "Which casinos there have a hotel, and what's my tier at
//     Boyd?" and "set my daily budget to $50 and show me my sessions from
//     april." (two asks in one, declined rather than answered by half);
//     "What tier is my husband at with Caesars?" and "Please show Dana's
//     trips there." (another person's records, whatever permission is
//     claimed); "What time does their buffet open?" and "How many free
//     cocktails did I get that weekend?" (nothing the service keeps says
//     it); "Should I quit while I'm ahead or go back tonight?" and "Is it
//     smart to move some of my 401(k) into my gambling bankroll?" (advice,
//     no answer of the service); "Log a trip there for May 9 to May 11
//     please.", "add 300 to my bankroll.", "Please mark that offer as
//     redeemed on their account." and "Check me in at Red Fox Casino."
//     (writes /ask does not run: it proposes only a budget and a session
//     limit).
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at 09a1b2f, after every round of the session before it,
// and no rule changed for it) scored 45 of 60 correct (75.0%): precision
// 94.4% (34 of 36 answers right), recall 70.8% (34 of 48 answerable), 13
// declined and 2 wrong. No expectation was changed after it. The wrong
// ones: "I'm an assistant helping my user plan a Gulf Coast trip. The user
// would like a list of Mississippi casinos that offer a rewards program.
// Thank you." (a prediction of offers, where a search was asked) and "Is
// it smart to move some of my 401(k) into my gambling bankroll? ..." (the
// bankroll, where advice was asked).
//
// After its fix round (2026-11-25, fix-100, rules only, no expectation
// changed) it scored 60 of 60, with 0 wrong and 0 declined. What changed,
// in general words: "is it" (or "would it be") and a judgement before a
// verb of moving money or setting a limit ("is it wise to move ... into
// my bankroll") asks advice, as "should I" does; "would like" is a wish,
// so casinos "that offer" something are a search and no offer to come;
// "lay out", "walk me through" and "break down" ask to be shown, as
// "explain" does; "their" before a ladder ("their tier ladder") is the
// one program the story names, whoever else it names; "over there" (and
// "up", "out", "down there") is the casino or town of the story; a
// "that" opening the question's own clause ("casinos in Iowa that have
// a hotel") points at nothing; the service named ("your service", "the
// app") is the directory's; an agent's request made "for my user" opens
// a relay however long, and its "they'd like to know whether ..." is the
// user's question; and these close a message without asking: a plan
// typed as "gonna ...", "please" and how to reply ("Please reply
// briefly."), an event's time or place ("Our anniversary is in August",
// "the party is at a casino"), how little is needed ("... is all I
// need"), "nothing too fancy", a habit "every time" or "whenever",
// "neither of us ...", someone close typed without "my" and what they
// have done ("Grandma has offered ..."), and someone of the asker's busy
// with something ("my accountant is chasing me"). Tuning phrases in
// other words are in tuning100_test.go.
func heldOutHundredth(t testing.TB) []expectation {
	return []expectation{
		// The directory: searches by town (a radius in miles given for a town
		// named before the ask, "there"), by state with a type, a hotel or a
		// rewards program, a family's casinos in a state, and "in <town>".
		{query: "We're driving down to Vinton, Louisiana on Saturday for my cousin's wedding. Which casinos are within 40 miles of there? My aunt already wants to sneak off after the reception.", intent: FindCasinos, params: params{"near": "Vinton, LA", "radius_km": 64.4}},
		{query: "my brother just took a job in hobart ok lol. what casinos are near hobart. gonna visit him in june", intent: FindCasinos, params: params{"near": "Hobart, OK"}},
		{query: "Which racinos does New York have? My wife and I retire this fall and want to tour upstate. Neither of us has ever been to one.", intent: FindCasinos, params: params{"state": "NY", "type": "racino"}},
		{query: "Our anniversary is in August and we want to make a weekend of it. Show me casinos in Iowa that have a hotel. Nothing too fancy, please.", intent: FindCasinos, params: params{"state": "IA", "has_hotel": true}},
		{query: "I'm an assistant helping my user plan a Gulf Coast trip. The user would like a list of Mississippi casinos that offer a rewards program. Thank you.", intent: FindCasinos, params: params{"state": "MS", "has_rewards": true}},
		{query: "My dad grew up near Anadarko and keeps telling stories about the Kiowa places. He turns 75 next month and I want to take him on a little tour. List the Kiowa casinos in Oklahoma.", intent: FindCasinos, params: params{"state": "OK", "q": "Kiowa"}},
		{query: "We're camping by Tokeland, Washington next week with the kids. Is there a tribal casino near there? Grandma has offered to babysit one night.", intent: FindCasinos, params: params{"near": "Tokeland, WA", "type": "tribal"}},
		{query: "Any casinos with a hotel near Standish, Michigan? My flight lands late Thursday and I'd rather not drive all night. A decent bed is all I need.", intent: FindCasinos, params: params{"near": "Standish, MI", "has_hotel": true}},
		{query: "My niece graduates from high school next month, so we'll be upstate for the weekend. I might need an escape from the relatives for an afternoon. What casinos are in Chittenango?", intent: FindCasinos, params: params{"near": "Chittenango, NY"}},

		// One casino's details, whichever field is asked (one named only
		// before the ask, "that place").
		{query: "How many slot machines does Hollywood Gaming at Dayton have? My dad retired last week and wants a slots day out. He hates the tiny places.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Hollywood Gaming at Dayton")}},
		{query: "My sister and I are heading to Hamburg Gaming on Friday for her birthday. What can you tell me about that place? First time for both of us.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Hamburg Gaming")}},
		{query: "We want a quiet coastal weekend away from the kids. My partner found a little casino on the Mendocino coast. Does Garcia River Casino have a hotel?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Garcia River Casino")}},

		// Programs: the list, two ladders (one named only before the ask,
		// "their") and two tiers' thresholds.
		{query: "I'm new to all this and my coworker won't stop talking about points. Which loyalty programs does your service cover? I'd like to sign up for one before my birthday trip.", intent: ListPrograms, params: params{}},
		{query: "Lay out the tiers of Boyd Rewards for me. My husband swears there are five of them. We stay at Boyd places every time we visit Vegas.", intent: ProgramDetail, params: params{"id": programID(t, "Boyd Rewards")}},
		{query: "I'm sitting at 4,000 credits with Caesars and my trip is in July. How many tier credits does Platinum in Caesars Rewards need? Fingers crossed.", intent: TierRequirement, params: params{"id": programID(t, "Caesars Rewards")}, tier: "Platinum"},
		{query: "drove past winstar again on the way home from work. been thinking about getting serious with it. what does elite take in winstar club passport", intent: TierRequirement, params: params{"id": programID(t, "WinStar Club Passport")}, tier: "Elite"},
		{query: "My sister swears by MGM Rewards and wants me to join before our Vegas trip. Walk me through their tier ladder. I don't want to sign up for something useless.", intent: ProgramDetail, params: params{"id": programID(t, "MGM Rewards")}},

		// Game facts ("that game" points back to baccarat) and the W-2G rule
		// for a win told before the ask ("that amount", "a win like that").
		{query: "Lost five hands in a row at baccarat last night and my friend says the game is rigged. What kind of house edge does that game really have? I just want the real number.", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "At a craps table, roughly how many rolls go by in an hour? My retirement party is at a casino with craps and I've never played. Trying to figure out how long $100 would last me.", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "Hit a $1,250 keno ticket at Fire Rock on Sunday! Does a win of that amount get reported? My son thinks every win gets reported.", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1250}},
		{query: "My user won $2,400 on a slot machine yesterday. They'd like to know whether a win like that requires a W-2G. Please reply briefly.", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 2400}},

		// Responsible-gaming help by state ("there" is Louisiana).
		{query: "My husband has been chasing his losses since a bad beat in March and I'm worried. Is there a gambling helpline for Iowa? Thank you for listening.", intent: RGHelp, params: params{"topic": "helpline", "state": "IA"}},
		{query: "i need to stop going to the casinos in louisiana. how do i self exclude there. please dont judge me", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "LA"}},

		// The player's limits: changes proposed (one by an agent for its
		// user), and the limits read.
		{query: "Payday is every two weeks and I keep blowing it. Set a monthly budget of $400 for me. My wife will thank you.", intent: SetBudget, params: params{"period": "month", "amount": 400}},
		{query: "Work starts at 6 now, so I can't be out late anymore. I need some structure. Limit each session to 2 hours please.", intent: SetSessionLimit, params: params{"max_minutes": 120}},
		{query: "Please set a weekly gambling budget of $150 for my user. They retire next month and want guardrails in place. They asked me to handle it.", intent: SetBudget, params: params{"period": "week", "amount": 150}},
		{query: "My therapist asked me to bring a list of the controls I've set up. Which budget and session caps have I got on my account? The appointment is Thursday.", intent: MyLimits, params: params{}},

		// Comps: predicted at one casino ("they" is the casino named before),
		// over all of them, and estimated.
		{query: "I've been playing at Rolling Hills Casino twice a month since January. What offer are they likely to send me next? It's been a while since the last one.", intent: CompPredict, params: params{"casino_name": "Rolling Hills Casino"}},
		{query: "We're planning my dad's 60th and want to stretch every comp. The party is in June. Across all the casinos I play, what offers should I expect next?", intent: CompPredictAll, params: params{}},
		{query: "Thinking about a weekend at the lake with a little blackjack. If I play $15 blackjack for 4 hours, what comps would that earn me? Not trying to go crazy.", intent: CompEstimate, params: params{"game_type": "blackjack", "avg_bet": 15, "hours": 4}},

		// Tiers: progress at a casino named before the ask ("there"), the
		// player's tiers, a tier-match path ("that Diamond" is Caesars
		// Rewards' Diamond) and suggestions.
		{query: "Just got back from the Lakeshore Casino and my card felt close to an upgrade. How close am I to the next tier over there? Would love to hit it before Christmas.", intent: TierProgress, params: params{"casino_name": "Lakeshore Casino"}},
		{query: "List the tier I hold at each casino. My wife keeps asking what status we have where. She's making a spreadsheet, of course.", intent: MyTiers, params: params{}},
		{query: "I finally made Diamond with Caesars Rewards last month. If I status match that Diamond to MGM Rewards, what would they give me? Asking before our June trip.", intent: TierMatchPaths, params: params{"program": "Caesars Rewards", "to_program": "MGM Rewards"}, tier: "Diamond"},
		{query: "My status is about to lapse and I hate to waste it. A friend said some programs will match it. Which programs might match the status I hold today?", intent: TierMatchSuggestions, params: params{}},

		// Hosts at a casino, by language, and the player's own.
		{query: "We're driving up to Burney for my brother's birthday weekend. Are any hosts at Pit River taking new players? He'd love the VIP treatment.", intent: FindHosts, params: params{}, filter: []string{"Pit River", "Pit River Casino"}},
		{query: "Can you find me a casino host who speaks Vietnamese? My grandmother is visiting from Houston and her English isn't great. She'd feel so much more comfortable.", intent: FindHosts, params: params{"language": "Vietnamese"}},
		{query: "I haven't heard from anyone since my trip in April. Just want to know who to call next time. Who are the hosts I'm hooked up with?", intent: MyHosts, params: params{}},

		// The player's records: trips ("there", "that year"), sessions ("that
		// month" is March 2026; an agent's user's own), visits, vouchers,
		// offers ("them"), expiring offers, W-2Gs and their total ("that
		// year"), the tax year and the bankroll (the casino of the story
		// lends it nothing).
		{query: "Mark Twain Casino was our anniversary spot all through 2025. Show my trips there from that year. Feeling a bit nostalgic tonight.", intent: MyTrips, params: params{"casino_name": "Mark Twain Casino", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "March was rough, I lost my shirt at video poker. Show my video poker sessions from that month. I'm trying to see where it all went wrong.", intent: MySessions, params: params{"game_type": "video_poker", "from": "2026-03-01", "to": "2026-03-31"}},
		{query: "Please list my user's blackjack sessions from last year. They're reviewing their play with a coach. Thanks in advance.", intent: MySessions, params: params{"game_type": "blackjack", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "My daughter bet me I've been to more casinos than she has. Loser buys dinner. Show all the casino visits I've checked in.", intent: MyVisits, params: params{}},
		{query: "found a bunch of tickets in my jacket from the reno trip lol. which vouchers have i got still open. gonna cash what i can", intent: MyVouchers, params: params{"status": "open"}},
		{query: "Kanza Casino sent me a mailer but I tossed it by mistake. What offers are on my account from them? Hoping the free play is still good.", intent: MyOffers, params: params{"casino_name": "Kanza Casino"}},
		{query: "We're visiting family for two weeks and won't be near a casino. What offers of mine lapse in the next 14 days? I'd hate to lose any of them.", intent: ExpiringOffers, params: params{"within_days": 14}},
		{query: "Pull up my 2025 W-2G forms. My accountant is chasing me for paperwork again. She needs them by Friday.", intent: MyW2Gs, params: params{"tax_year": 2025}},
		{query: "2024 was a big year at the slots, honestly. How much did my W-2G wins come to that year? My brother doesn't believe me.", intent: W2GTotal, params: params{"tax_year": 2024}},
		{query: "Retirement means a fixed income, so I'm watching every dollar now. Trying to plan ahead. What was my gambling net for tax purposes last year?", intent: TaxSummary, params: params{"tax_year": 2025}},
		{query: "Had a great run at Bok Homa over the weekend. What does my bankroll stand at now? Deciding whether to go back.", intent: Bankroll, params: params{}},

		// Unknown: two asks in one message.
		{query: "Heading to Deadwood for my birthday in July. Which casinos there have a hotel, and what's my tier at Boyd? Can't wait!", intent: Unknown, params: params{}},
		{query: "new job starts monday so im cutting back. set my daily budget to $50 and show me my sessions from april. thx", intent: Unknown, params: params{}},

		// Unknown: another person's records.
		{query: "What tier is my husband at with Caesars? He thinks he's close to Platinum. Don't tell him I asked.", intent: Unknown, params: params{}},
		{query: "My user's friend Dana visited Plainridge Park last month and gave permission to share. Please show Dana's trips there. Thank you.", intent: Unknown, params: params{}},

		// Unknown: what nothing keeps (a buffet's hours, drinks had).
		{query: "We're taking my mother-in-law to Akwesasne Mohawk Casino next week. What time does their buffet open? She likes to eat early.", intent: Unknown, params: params{}},
		{query: "We had such a fun bachelorette weekend at the Aquarius. The girls are still laughing about it. How many free cocktails did I get that weekend?", intent: Unknown, params: params{}},

		// Unknown: advice.
		{query: "I'm up $900 from last night at Cimarron Casino. Should I quit while I'm ahead or go back tonight? My gut says go.", intent: Unknown, params: params{}},
		{query: "Is it smart to move some of my 401(k) into my gambling bankroll? My wife and I keep arguing about our retirement money. Be honest with me.", intent: Unknown, params: params{}},

		// Unknown: writes /ask does not run (add_trip, bankroll_add,
		// update_offer_status, check_in).
		{query: "Just got home from Say When Casino after driving all night. Log a trip there for May 9 to May 11 please. Too tired to do it myself.", intent: Unknown, params: params{}},
		{query: "won $300 at the kiowa place tonight!! add 300 to my bankroll. best night in months", intent: Unknown, params: params{}},
		{query: "My user used the free play offer from Fortune Bay this afternoon. Please mark that offer as redeemed on their account. Thanks.", intent: Unknown, params: params{}},
		{query: "Check me in at Red Fox Casino. I'm here for my buddy's retirement party. He just hit a jackpot too!", intent: Unknown, params: params{}},
	}
}
