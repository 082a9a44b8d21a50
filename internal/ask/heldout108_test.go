package ask

import "testing"

// heldOutHundredEighth is the hundred-and-eighth held-out part, written
// blind and committed BEFORE its first run: by someone who had read only
// the service spec and the action catalog (both whole), the README's lines
// 89-155 (the curl examples of the directory's query parameters) and
// 428-480 (its section on /ask), the shipped data through short python3
// scripts that listed casinos (name, town, state, type, hotel, brand,
// tribal nation), the programs with their tiers and thresholds
// (rewards_programs.json), program_properties.csv and us_cities.csv (a
// listing of data/, data/seed and data/schema and the header and first
// lines of those three CSV files were printed too), the whole of the
// twenty-ninth held-out part and the first eighty lines of the
// twenty-eighth, the first const block of ask.go (the intent constants,
// printed by a script from "const (" to its first ")"), the expectation
// type (lines 1-18 of heldout_test.go), the slugOf and programID helpers
// of ask_test.go (found with grep -n, printed as lines 73-97, which also
// showed the first lines of the phrasing type's doc comment), the
// heldOutParts function of score_test.go, and the subject of the newest
// commit (git log -1), which quotes two tuning phrases ("I played at
// Borgata. Does that have a hotel?", "Headed down there after
// Christmas."); neither is used, and a draft too close to the first ("Does
// that place have a hotel on site?") was dropped. Never the rules of this
// package, the tuning phrases or the other held-out parts, and the corpus
// test was not run.
//
// Every name used was checked against data/ with a short script: each
// casino named for its details is the exact directory name given to
// slugOf (Prairie Knights Casino & Resort, Kootenai River Inn Casino and
// Spa, Wildhorse Resort & Casino), and "Prairie Knights", "Kootenai River
// Inn", "Wildhorse" and "Seven Feathers" each name exactly one casino (a
// case-insensitive match over names, brands and nations); "Wild Rose"
// names three casinos, all in Iowa; "Chinook Winds", "Kansas Star" and
// "Mystic Lake" each name one too, but a casino named for a player action
// keeps the name as typed. The towns Deadwood (SD), Pendleton (OR),
// Lincoln City (OR) and Dodge City (KS) are towns of the directory in one
// state each, and Albuquerque (NM) is a town of the directory and a city
// of us_cities.csv; Wyoming has three tribal casinos, Kansas has casinos
// with a program (Kansas Star, Hollywood Casino at Kansas Speedway), New
// Mexico has racinos (one in Albuquerque). The programs (Boyd Rewards,
// Unity by Hard Rock, MGM Rewards, Caesars Rewards) and the tiers (Onyx
// and Emerald of Boyd Rewards, Pearl of MGM Rewards, Diamond of Caesars
// Rewards) are in rewards_programs.json. The names in the context only
// were checked too: Riverton (a town of the directory in WY; us_cities.csv
// has a Riverton, UT), Wichita (a city of us_cities.csv with no casino),
// Harrah's (nineteen casinos), Sky Ute Casino, Grand Casino Hinckley,
// Royal River Casino & Hotel, Jackpot Junction Casino Hotel, Black Bear
// Casino Resort, Wind River Hotel and Casino, Mill Casino, Kansas Crossing
// Casino & Hotel and Q Casino. Spanish, the host language, cannot be
// checked: the shipped data does not say which languages hosts speak.
//
// Its wording is new: each whole message and each of its sentences was
// checked with a case-insensitive fixed-string grep (file names only)
// against every test file of this package, with and without its closing
// mark. Twenty asking sentences were found there and replaced ("which
// casinos near there have a hotel", "Does it have a hotel?", "How many
// table games does it have?", "Which rewards programs do you cover?",
// "What tiers does Boyd Rewards have?", "How many tier credits does Onyx
// take in Boyd Rewards?", "What's the house edge on that game?", "Is that
// amount reportable on a W-2G?", "Set a weekly budget of $250 for me.",
// "Limit each of my sessions to two hours.", "How close am I to the next
// tier there?", "List my trips there.", "Show my blackjack sessions.",
// "List the casino visits I've checked in.", "which vouchers do i still
// have open", "Which offers expire in the next 10 days?", "What does my
// gambling tax summary look like for 2025?", "What was her name?", "check
// me in here", "Mark that offer as redeemed."), and six of the
// replacements were found too and rewritten again (two for the Boyd
// Rewards ladder, one each for the weekly budget, the next tier and the
// trips, and the second draft for Prairie Knights' details, the first
// having been dropped as said above), so no asking sentence of the sixty
// is in the corpus now. Only sign-offs and context sentences repeat ("Thanks
// so much.", "Fingers crossed.", "Thanks in advance.", "Please keep it
// short.", "Thank you for listening.", "Please don't judge.", "Hoping for
// a free room.", "Appreciate it.", "I need to see the damage.", "Just
// curious.", "Long week.", "We're going back.", "Thanks.", "Thanks!"), as
// the brief allows.
//
// Its theme is LONGER MESSAGES, the fifteenth part of them: each message
// is two to four sentences holding exactly one ask among context (a trip,
// a win, a loss, a partner's opinion, a plan, a worry, a work schedule, a
// birthday, a reunion, a bachelor party, a doctor's advice), reasons,
// feelings and sign-offs. The ask comes first (the Wyoming casinos, the
// help line, the hosts I'm connected with, the expiring offers, last
// year's W-2Gs, the Onyx threshold), in the middle (most) or last (the
// phone messages, the W-2G rule for a slot win). Some point back to a
// casino, game, amount, tier or month of the context: "there" (Deadwood,
// Albuquerque, Mystic Lake, Chinook Winds), "them" (the Wild Rose
// casinos), "that resort", "its floor", "that casino", "that tier", "that
// game", "that amount", "that" (a keno win), "they" (Kansas Star) and
// "that month" (March). Five are typed on a phone with loose punctuation
// and no capitals, and five are written by an agent for its user ("My
// user ...", "The user ..."). The context is built to lend the ask
// nothing: a town in the context beside a state in the ask, a casino
// beside a program's ladder, a game beside a tier, "halfway there" beside
// a threshold, a win beside a write.
//
// 48 of 60 expect an answer and 12 expect Unknown: two with two asks in
// one (open vouchers and a daily budget; Emerald's threshold and the
// program's casinos in Nevada), two asking another person's records (a
// husband's tier progress, a sister's sessions), two asking things
// nothing keeps (a dealer's name, a buffet's opening hours), two asking
// for advice (where to spend the month's money, whether to double down),
// and four asking writes /ask does not run (add_trip, check_in,
// update_offer_status and manual_w2g). No question lacks a field its
// intent needs, so none expects a missing field. Every area is covered,
// as in the twenty-ninth part: place, near, radius, hotel, type, rewards
// and family searches, casino details, programs, ladders and tier
// thresholds, a tier-match path, game facts, the W-2G rule, help lines and
// self-exclusion, budgets and a session limit (proposed) and the limits
// read, comp predictions (one casino and all) and an estimate, tier
// progress and the player's tiers, tier-match suggestions, hosts (at a
// casino, by language, the player's own), trips, sessions, visits,
// vouchers, offers and expiring offers, W-2G lists and totals, the tax
// summary and the bankroll.
//
// It follows the twenty-ninth and twenty-eighth parts' conventions: a
// casino named for a player action keeps the name as typed ("Kansas
// Star", "Mystic Lake", "Chinook Winds", "Wildhorse"); a host filter by
// casino is the typed words and the directory's name when the words name
// exactly one casino ("Seven Feathers", Seven Feathers Casino Resort); a
// radius in miles is in kilometres to one decimal (40 miles is 64.4 km); a
// town typed without its state is near the directory's town with its
// state, and "in <town>" is near that town while "in <state>" is the
// state; a family's casinos in a state are the state with q the family's
// name as the directory spells it ("Wild Rose"); a tier named with its
// program is not ambiguous, and a tier with a named program and a target
// program is the tier-match path (the player's "I finally hit Diamond"
// does not make it the suggestions); a casino's details answer what the
// directory keeps about it, whichever field is asked for (opening year,
// table games); a limit of money in a period is a budget and a cap on a
// session is a session limit in minutes (two hours is 120); a win told in
// the context and asked about as "that amount" or "that" is the W-2G rule
// for that game and amount (a slot machine is "slots"); ints stay ints.
// Relative dates are reckoned from the test clock, 2026-05-14: "last
// year" is 2025 (its trips 2025-01-01..2025-12-31, its W-2Gs tax year
// 2025), "this year" is tax year 2026, and March without a year is
// 2026-03-01..2026-03-31. Another person's records, a detail nothing
// keeps, advice, two asks in one and a change /ask does not run are
// Unknown, with empty params. Its own choices, where those are silent:
// context dates and casinos lend the ask nothing unless the ask points
// back to them, and a pointer takes only what it names ("that month"
// takes March from the context and nothing else of it); "Who are the hosts I'm connected with" is the player's hosts;
// "predict which of their casinos will send the best offers" is the
// prediction for all casinos; "Give me the list of casino visits I've
// checked in so far" is every visit, with no dates.
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at 6c4077a, after every round of the session before it,
// and no rule changed for it) scored 49 of 60 correct (81.7%): precision
// 95.1% (39 of 41 answers right), recall 81.2% (39 of 48 answerable), 9
// declined and 2 wrong. No expectation was changed after it. The wrong
// ones: "What does Emerald take in Boyd Rewards, and how many casinos in
// Nevada are part of it? ..." (the threshold alone, where two things were
// asked) and "I used the $50 free play from Kansas Crossing last night.
// Please flag that offer as used. Thanks." (the redeemed offers, where a
// write /ask does not run was asked).
//
// After its fix round (2026-11-25): 60/60, 0 wrong. General rules added:
// a wish for a thing ("I'd like a list of ...", not "to" do something)
// that is unread only because it points back is the question, not an
// afterword (wishForThing); "for her birthday", "for his retirement" is
// an occasion of theirs, not asking on their behalf (relayed); "would be
// nice/great to ..." is a subjectless wish (pleasantWords); "No rush.",
// "No hurry.", "Take your time." (noHurryTold) and "That should ...",
// "That'll ..." (effectTold) ask nothing; someone named by what they do
// for the asker ("my tax guy", "my travel agent") opens a sentence of
// story (personNouns in closeOther); a request passed on ("they asked me
// to pull up ...") is the ask (askedToFetch); "flag" and "tag" are change
// verbs (a write /ask does not run); a second ask pointing back to a
// program whose tier or ladder the first asks, for its casinos, is two
// asks (askedOfWhatFirstNames); and a story lends "that tier" its one
// tier with its program (tierPointedNouns), "its" its one casino, and
// "them"/"those" the casinos of a name it gives several ("the Wild Rose
// casinos in Iowa"), in its state. No other part lost a question.
func heldOutHundredEighth(t testing.TB) []expectation {
	return []expectation{
		// The directory: a town's casinos with a hotel (typed on a phone, the
		// town pointed back to as "there"), a radius in miles around a town
		// (an agent's), a state's tribal casinos (the ask first), a state's
		// casinos with a rewards program, a family's casinos in a state
		// pointed back to as "them", racinos near a town pointed back to
		// as "there", a town's casinos and a town's casinos with a rewards
		// program, each among a trip, a reunion, a birthday, work or a
		// wedding.
		{query: "ok so my cousins bachelor party is in deadwood next month and none of us have been. which casinos around there come with a hotel", intent: FindCasinos, params: params{"near": "Deadwood, SD", "has_hotel": true}},
		{query: "My user is organizing a family reunion in Pendleton this August. They would like a list of casinos within 40 miles of that town. Please keep it short.", intent: FindCasinos, params: params{"near": "Pendleton, OR", "radius_km": 64.4}},
		{query: "What tribal casinos does Wyoming have? My partner grew up near Riverton and wants to go back for her birthday. She'd love to see the old places.", intent: FindCasinos, params: params{"state": "WY", "type": "tribal"}},
		{query: "Work is sending me to Wichita for three weeks in June. Are there casinos in Kansas with a rewards program? I'd like to earn something while I'm stuck out there.", intent: FindCasinos, params: params{"state": "KS", "has_rewards": true}},
		{query: "We're thinking about the Wild Rose casinos in Iowa for our class reunion. Can you list them? Thanks so much.", intent: FindCasinos, params: params{"state": "IA", "q": "Wild Rose"}},
		{query: "My doctor says I need to get out of the house more, so I'm looking at Albuquerque for a long weekend. Are there any racinos near there?", intent: FindCasinos, params: params{"near": "Albuquerque, NM", "type": "racino"}},
		{query: "The in-laws rented a beach house in Lincoln City for the whole week. What casinos are in Lincoln City? I'll need an escape.", intent: FindCasinos, params: params{"near": "Lincoln City, OR"}},
		{query: "Driving through Dodge City on the way to my sister's wedding. Anything near Dodge City that has a rewards program? Would be nice to grab a card.", intent: FindCasinos, params: params{"near": "Dodge City, KS", "has_rewards": true}},

		// One casino's details: the resort pointed back to from the context,
		// a casino shortened as players shorten it, and an agent's request.
		{query: "We caught a show at Prairie Knights last fall and loved it. When did that resort first open its doors? Thinking of going back for our anniversary.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Prairie Knights Casino & Resort")}},
		{query: "My golf buddies keep raving about the Kootenai River Inn. How many table games are on its floor? I only play blackjack, so it matters.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Kootenai River Inn Casino and Spa")}},
		{query: "The user will be driving past Wildhorse Resort & Casino on Tuesday. They asked me to pull up the directory details for that casino. No rush.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Wildhorse Resort & Casino")}},

		// Programs: the list, two ladders, two tiers' thresholds (one tier
		// pointed back to as "that tier"), and a tier-match path.
		{query: "My coworker has like six loyalty cards and won't stop bragging. What loyalty programs does your directory know about? I want to catch up.", intent: ListPrograms, params: params{}},
		{query: "I just signed up at a Boyd property in Kansas. Lay out every level of Boyd Rewards for me, lowest first. Trying to figure out if it's worth chasing.", intent: ProgramDetail, params: params{"id": programID(t, "Boyd Rewards")}},
		{query: "Someone at the bar said Unity by Hard Rock has only one tier. Can you show me the Unity by Hard Rock ladder? I'd like to settle it.", intent: ProgramDetail, params: params{"id": programID(t, "Unity by Hard Rock")}},
		{query: "What's the Onyx threshold in Boyd Rewards? I'm about halfway there after the spring, and my wife thinks I'm dreaming.", intent: TierRequirement, params: params{"id": programID(t, "Boyd Rewards")}, tier: "Onyx"},
		{query: "My brother made Pearl with MGM Rewards last year and I'll never hear the end of it. What does it take to reach that tier? I'm going to beat him.", intent: TierRequirement, params: params{"id": programID(t, "MGM Rewards")}, tier: "Pearl"},
		{query: "I finally hit Diamond with Caesars Rewards after a brutal year. Could that status be matched over to Boyd Rewards? Fingers crossed.", intent: TierMatchPaths, params: params{"program": "Caesars Rewards", "to_program": "Boyd Rewards"}, tier: "Diamond"},

		// Game facts ("that game" pointing back to the game named first)
		// and the W-2G rule for a win told in the context ("that amount",
		// "that", one typed on a phone).
		{query: "Baccarat is the only thing my girlfriend will play when we go out. How big is the house advantage on that game? She says it's the best bet in the building.", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "I want to understand the pace before my bachelor party in Vegas. How many decisions an hour does a craps table make? The groom is obsessed with it.", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "On my birthday I hit $1,500 on a slot machine, best night ever. Is a W-2G required for that amount?", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 1500}},
		{query: "won 900 on keno saturday lol my wife thinks the irs will come for me. do i need a w2g for that", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 900}},

		// Responsible-gaming help by state.
		{query: "Who can I call for gambling help in Iowa? Things have been rough since the layoff and I'm worried about how much I'm playing. Thank you for listening.", intent: RGHelp, params: params{"topic": "helpline", "state": "IA"}},
		{query: "After last weekend I think I need a break from it all. How do I sign up for self-exclusion in Kansas? Please don't judge.", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "KS"}},

		// The player's limits: a weekly and a monthly budget and a session
		// cap (proposed), and the limits read.
		{query: "I lost more than I meant to at the reunion. Cap what I can lose at $250 per week. I need some guardrails.", intent: SetBudget, params: params{"period": "week", "amount": 250}},
		{query: "My wife and I agreed on a number after the trip. Please make my monthly gambling budget $1,000. That should keep us both happy.", intent: SetBudget, params: params{"period": "month", "amount": 1000}},
		{query: "Work has me on night shifts now and I get sloppy when I'm tired. Cap every session I play at two hours. Thanks in advance.", intent: SetSessionLimit, params: params{"max_minutes": 120}},
		{query: "Before I head out for my birthday, remind me what limits I've put in place. Just want to be sure they're still on.", intent: MyLimits, params: params{}},

		// Comps: predicted at a casino pointed back to as "they", ranked over
		// all (an agent's), and estimated.
		{query: "I've been going to Kansas Star most weekends since January. What offer will they likely send me next? Hoping for a free room.", intent: CompPredict, params: params{"casino_name": "Kansas Star"}},
		{query: "My user plays at several casinos and is planning next quarter. Please predict which of their casinos will send the best offers. A ranked list is ideal.", intent: CompPredictAll, params: params{}},
		{query: "My buddy's bachelor party is a craps weekend. If I play craps at $10 a bet for 4 hours, how much comp value does that earn? I'm the cheap one of the group.", intent: CompEstimate, params: params{"game_type": "craps", "avg_bet": 10, "hours": 4}},

		// Tiers: the next tier at a casino pointed back to as "there", the
		// player's tiers (on a phone), and tier-match suggestions.
		{query: "Mystic Lake keeps sending me mailers about their tier bonus. How many points do I still need for the next level there? My husband says I should just stop.", intent: TierProgress, params: params{"casino_name": "Mystic Lake"}},
		{query: "cant remember what status i have anywhere anymore. show me all my tiers pls", intent: MyTiers, params: params{}},
		{query: "My friend got a status match last spring and ended up comped in a suite. Going by the tiers I hold, which programs would match me? Not getting my hopes up.", intent: TierMatchSuggestions, params: params{}},

		// Hosts: at a casino (the typed words and the one casino they name),
		// by language, and the player's own.
		{query: "Our reunion is at Seven Feathers in September and we'll be a group of twenty. Are there hosts at Seven Feathers taking new players? It would help with rooms.", intent: FindHosts, params: params{}, filter: []string{"Seven Feathers", "Seven Feathers Casino Resort"}},
		{query: "My mother is coming with me next month and her English isn't great. Can you find me a casino host who speaks Spanish? She'd feel a lot more comfortable.", intent: FindHosts, params: params{"language": "Spanish"}},
		{query: "Who are the hosts I'm connected with right now? I had one once but I think she left. Thanks.", intent: MyHosts, params: params{}},

		// The player's records: trips at a casino pointed back to and trips
		// of last year, sessions of "that month" and of one game, visits,
		// open vouchers (on a phone), offers at a casino, offers expiring
		// within 10 days, W-2Gs of last year, the W-2G total of this year,
		// the tax summary of 2025 and the bankroll (an agent's).
		{query: "We keep going back to Chinook Winds because the kids love the beach. Which trips have I recorded there? I'm curious how many it's been.", intent: MyTrips, params: params{"casino_name": "Chinook Winds"}},
		{query: "My accountant asked about travel. Show me the trips I took last year. Appreciate it.", intent: MyTrips, params: params{"from": "2025-01-01", "to": "2025-12-31"}},
		{query: "My brother's bachelor party was in March and it got a little out of hand. Pull up my sessions from that month. I need to see the damage.", intent: MySessions, params: params{"from": "2026-03-01", "to": "2026-03-31"}},
		{query: "Blackjack has been brutal to me lately, and I'm starting to take it personally. Let me see the blackjack sessions I've recorded. Maybe I need to switch games.", intent: MySessions, params: params{"game_type": "blackjack"}},
		{query: "I feel like I've been to a casino every weekend since the new year. Give me the list of casino visits I've checked in so far. My partner thinks I'm exaggerating.", intent: MyVisits, params: params{}},
		{query: "found a bunch of tickets in my jacket from the trip. what vouchers of mine are still open", intent: MyVouchers, params: params{"status": "open"}},
		{query: "Wildhorse sent me something in the mail but I tossed it. What offers do I have from Wildhorse? Probably nothing good.", intent: MyOffers, params: params{"casino_name": "Wildhorse"}},
		{query: "What offers of mine run out within the next 10 days? I never use my free play in time and it drives me nuts. Going to plan around them.", intent: ExpiringOffers, params: params{"within_days": 10}},
		{query: "Pull my W-2Gs from last year, please. My tax guy needs paperwork by Friday. Thanks a ton.", intent: MyW2Gs, params: params{"tax_year": 2025}},
		{query: "It's been a lucky spring so far. How much have I won on W-2Gs this year in total? Just curious.", intent: W2GTotal, params: params{"tax_year": 2026}},
		{query: "My doctor told me to cut out stress, so I'm doing my taxes early. Can you run my gambling tax summary for 2025? Wish me luck.", intent: TaxSummary, params: params{"tax_year": 2025}},
		{query: "The user just got back from Deadwood and wants a sense of where they stand. Please report their current bankroll balance. They'll decide on the next trip after that.", intent: Bankroll, params: params{}},

		// Unknown: two asks in one message.
		{query: "We're flying home from the reunion tomorrow. Show me my open vouchers and set my daily budget to $50. Long week.", intent: Unknown, params: params{}},
		{query: "What does Emerald take in Boyd Rewards, and how many casinos in Nevada are part of it? My uncle swears by that program.", intent: Unknown, params: params{}},

		// Unknown: another person's records.
		{query: "My husband is convinced he's close to Diamond at Harrah's. Can you check his tier progress there? He won't stop talking about it.", intent: Unknown, params: params{}},
		{query: "My sister went to Sky Ute Casino with her friends in April. Show me her sessions from that trip. I'm worried about her.", intent: Unknown, params: params{}},

		// Unknown: things nothing keeps (a dealer's name, a buffet's hours).
		{query: "I had the friendliest blackjack dealer at Grand Casino Hinckley on Saturday. Do you know the name of the dealer who was at that table? I'd like to send a thank-you note.", intent: Unknown, params: params{}},
		{query: "The buffet at Royal River Casino was great for my dad's birthday. What time does it open on Sundays? We're going back.", intent: Unknown, params: params{}},

		// Unknown: advice (where to spend a budget, blackjack strategy).
		{query: "I've got $500 left for the month and two trips planned. Should I spend it at Jackpot Junction or save it for Black Bear? My wife says save it.", intent: Unknown, params: params{}},
		{query: "My first time playing blackjack is at my reunion on Saturday. Should I double down on 11 against a dealer's 10? I always panic.", intent: Unknown, params: params{}},

		// Unknown: changes /ask does not run (add_trip, check_in,
		// update_offer_status, manual_w2g; only a budget and a session
		// limit are proposed).
		{query: "Just got home from Wind River, what a weekend. Add a trip there from May 8 to May 10 with $2,400 coin-in. Thanks!", intent: Unknown, params: params{}},
		{query: "im at the mill casino rn for my bday. check me in at this place", intent: Unknown, params: params{}},
		{query: "I used the $50 free play from Kansas Crossing last night. Please flag that offer as used. Thanks.", intent: Unknown, params: params{}},
		{query: "The user won $2,000 on a slot machine at Q Casino yesterday. Please record a W-2G for that jackpot with $0 withheld. They have the paper form.", intent: Unknown, params: params{}},
	}
}
