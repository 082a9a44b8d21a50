package ask

import "testing"

// heldOutHundredTwentyNinth is the hundred-and-twenty-ninth held-out
// part, written blind and committed BEFORE its first run, by someone who
// read only: the service spec and the action catalog (both whole); lines
// 89-155 and 428-480 of the README (the directory's curl examples and the
// section on /ask); the shipped data, through short python3 scripts only
// (the column names of casinos.csv and a listing of every casino with its
// name, town, state, type, has_hotel, brand and tribal nation; every
// program of rewards_programs.json with its brand, property and tiers
// with their thresholds and units, after printing the first program
// whole; the first lines of program_properties.csv and us_cities.csv and
// a count of program_properties.csv by program; a check of every name,
// town and tier used here; the towns used looked up in us_cities.csv; and
// the first 80 casinos that have a slot_machines value, with their
// hotel_rooms and opened_year); the whole of the twenty-ninth held-out
// part and the first 80 lines of the twenty-eighth (its header); the
// block of intent constants of ask.go, printed by a script from "const ("
// to its ")"; lines 1-18 of heldout_test.go (the expectation type); the
// slugOf and programID functions of ask_test.go, printed by a script; the
// first and last twenty lines of heldOutParts in score_test.go; the
// subject of the newest commit (git log -1); and the listings of the
// repository's root, of data/ and of the first fifty file names of this
// package. Never the rules of this package, the tuning phrases or any
// other held-out part.
//
// Checked against data/ with a script: every casino named (Seven Feathers
// Casino Resort, Presque Isle Downs & Casino, with a slot count of 1525,
// Chinook Winds Casino, Mystic Lake Casino Hotel, the only casino "Mystic
// Lake" names, Monarch Casino & Resort, the only one "Monarch Casino"
// names, Downstream Casino Resort, Turning Stone Resort & Casino, Mohegan
// Sun and Mohegan Sun Pocono, the four Kewadin casinos, all in MI, and,
// in the Unknowns, Beau Rivage Resort & Casino, Harrah's Laughlin,
// Foxwoods Resort Casino, Peppermill Hotel & Casino, Sky Ute Casino and
// Jackpot Junction Casino Hotel); every town is a town of the directory
// in that state (Pendleton OR, Elko NV, Deadwood SD, Durant OK,
// Winnemucca NV, Tonopah NV; and Black Hawk, Thackerville, Laughlin and
// Reno in context); New Mexico has racinos and South Dakota casinos with
// a hotel; every program and tier (True Rewards, MGM Rewards, Onyx in
// Boyd Rewards, Premier and Elite in WinStar Club Passport, Diamond Elite
// in Caesars Rewards). The host language, Vietnamese, cannot be checked:
// the shipped data has no hosts.
//
// Its wording is new: each whole message was checked with a
// case-insensitive fixed-string grep (file names only) against every test
// file of this package, with and without its closing mark; none was
// found, so none was replaced. The ask sentences of the 48 that expect an
// answer were checked alone the same way, and seven were found ("Are
// there any casinos near there?", "Casinos in Winnemucca?", "How many
// hands an hour does a baccarat table deal?", "Does that need a W-2G?",
// "what tiers do i hold right now?", "Is there a casino host who speaks
// Vietnamese?", "Show my blackjack sessions from March."); all seven were
// reworded before the file was written and checked again; no whole
// message and none of those 48 ask sentences is found now.
//
// Its theme is LONGER MESSAGES, twenty-first part: every message is two
// to four sentences holding exactly one ask among context (a family
// reunion, a first visit, a comeback after a break, a promotion or a
// raise at work, a retirement party or a retirement, a storm or a flood,
// a flight delay, a road trip, a rivalry with a friend, a cousin or a
// coworker, a budget worry), reasons, feelings and sign-offs. The ask
// comes first in 10, last in 11 and in the middle in 39. 30 asks are
// indirect ("It'd help to know ...", "I'm curious ...", "I was wondering
// ...", "Mind checking ...", "Any chance you could ...", "I'd like to
// know ...", "Is there a list ...") and 30 direct. 11 that expect an
// answer point back to the context (a town: "near there", "within 10
// miles of here"; a casino: "that place", "that casino", "any hosts
// there", "my trips there"; a program: "that program"; a tier: "that
// tier", "that status"; a game: "that game"; an amount and game: "Does
// that get me a W-2G?"; a year: "from that year"), and 3 that expect
// Unknown do too ("harrahs there", "what tier he's at there", "play
// that"). 6 are typed on a phone (all lower case, loose punctuation,
// shorthand such as "yr", "thru", "pls", "thx") and 5 are written by an
// agent for its user ("my user", "their").
//
// 48 expect an answer and 12 expect Unknown: three with two asks in one
// (a game's house edge and a casino's rooms; a budget to set and the
// bankroll; casinos near a town and the player's tier at a casino), two
// asking another person's records (a husband's tier, a friend's visits),
// two asking facts nothing keeps (an airport shuttle, a buffet's closing
// time), two asking advice (a bonus spent or saved, slots or blackjack),
// and three asking writes /ask does not run (add_trip,
// update_offer_status to redeemed, bankroll_add). Every area is covered:
// place, near, radius, hotel, type, rewards and family searches, casino
// details, the programs, a ladder and a tier's threshold, game facts, the
// W-2G rule, a help line and self-exclusion, a budget and a session limit
// (proposed) and the limits read, comp predictions (one casino and all)
// and an estimate, tier progress and the player's tiers, tier-match
// suggestions and a path, hosts (at a casino, by language, the player's
// own), trips, sessions, visits, vouchers, offers and expiring offers,
// W-2G lists and totals, the tax summary and the bankroll. No question
// lacks a field its intent needs, so none expects a missing field.
//
// It follows the twenty-ninth part's conventions (a casino named for a
// player action keeps the name as typed; a host filter by casino is the
// typed words and the directory's name when the words name exactly one
// casino; a radius in miles is in kilometres to one decimal; a year named
// for the player's records is that calendar year; a month named without a
// year is its latest one up to today, 2026-05-14; a town typed without
// its state is near the directory's town with its state; "in <town>" is
// near that town and "in <state>" is the state; a family's casinos in a
// state are the state with q the family's name as the directory spells
// it; a tier named with its program is not ambiguous; a casino's details
// answer what the directory keeps about it, whichever field is asked for;
// a limit of money in a period is a budget; off-topic questions are
// Unknown) and the README's reading of context: the context lends the ask
// nothing unless the ask points back to it. Its own choices, where those
// are silent:
//
//   - An ask that points back takes the value the context names, as typed
//     there: "near there" after "Pendleton, Oregon" is near "Pendleton,
//     OR"; "within 10 miles of here" after "stuck in Elko" is near "Elko,
//     NV" within 16.1 km; "that place" after Seven Feathers Casino Resort
//     is its details; "that program" after True Rewards is its ladder;
//     "that tier" after "Onyx in Boyd Rewards" is Onyx's threshold; "that
//     game" after craps is craps's game facts; "Does that get me a W-2G?"
//     after "I won $1,250 on keno" is the rule for keno with amount_won
//     1250; "that casino" after "Turning Stone" is the prediction at
//     "Turning Stone" as typed; "that status" after "Diamond Elite with
//     Caesars Rewards" is the path from Caesars Rewards' Diamond Elite to
//     MGM Rewards; "hosts there" after "Mystic Lake" is find_hosts
//     filtered to "Mystic Lake" and Mystic Lake Casino Hotel; "my trips
//     there from that year" after "2024 ... Downstream Casino" is the
//     trips at "Downstream Casino" in 2024.
//   - Context the ask does not point back to is ignored, even when it
//     names a town, a casino, a tier or an amount: Duluth beside "casinos
//     in Minnesota", Tulsa and Dallas beside "near Durant", Thackerville
//     and Elite beside "Premier in WinStar Club Passport", the Hard Rock
//     beside "a $3,000 slot win", Black Hawk beside "offers at Monarch
//     Casino", Detroit beside the MGM Rewards ladder.
//   - An agent's "their" and "they" are its user's, so the records it asks
//     for are the caller's ("List their W-2G forms from 2025" is the W-2G
//     list of 2025; "the casino hosts they're currently connected with" is
//     the player's hosts), while a husband's or a friend's records are
//     another person's and Unknown.
//   - "Is there a list of every rewards program you keep?" lists the
//     programs; "each tier of MGM Rewards from bottom to top" is MGM
//     Rewards' details; "How many slot machines does Presque Isle Downs
//     have?" is the details of Presque Isle Downs & Casino (a field the
//     directory keeps, and keeps for it); "the details of Chinook Winds
//     Casino, including whether it has a hotel" is one ask, its details.
//   - "how to self-exclude from Louisiana casinos" is self-exclusion in
//     LA; "who I can call for gambling help in Indiana" the help line in
//     IN.
//   - "cap my sessions at 2 hours" is a session limit of 120 minutes; "set
//     my weekly gambling budget to $150" a weekly budget of 150.
//   - "Which of my casinos will probably send me the best offers next?" is
//     the prediction for all casinos (predict_all_casinos answers every
//     casino, ranked); "how close I am to the next tier at Mohegan Sun" is
//     tier_progress at "Mohegan Sun" as typed (the name is free text, so
//     it naming two directory casinos does not matter); "which programs
//     would status match the tiers I already hold" is tier-match
//     suggestions.
//   - "which of my vouchers have expired" is the vouchers with status
//     "expired"; "the list of casino visits I've checked in" the player's
//     visits; "which of my offers expire in the next 14 days" the expiring
//     offers within 14 days; "my trips from last month" the trips of April
//     2026 with no casino; "the blackjack sessions I logged in March"
//     those of March 2026; "how much my W-2Gs added up to in 2024" the
//     W-2G total of 2024; "my gambling tax summary for last year" the tax
//     summary of 2025; "my bankroll balance" the bankroll.
//   - "any casinos with a hotel near deadwood" is near "Deadwood, SD" with
//     has_hotel; "which South Dakota casinos have a hotel" is SD with
//     has_hotel; "which racinos New Mexico has" is NM with the type
//     racino; "tribal casinos near Durant" is near "Durant, OK" with the
//     type tribal; "Any casinos in Winnemucca?" is near "Winnemucca, NV";
//     "any casinos within 40 miles of tonopah" is near "Tonopah, NV"
//     within 64.4 km.
//   - Unknown as two asks in one even when one half is a change /ask
//     proposes ("Set my monthly budget to $400 and show me my bankroll");
//     Unknown as advice even when the ask names games ("smarter to play
//     that on slots or blackjack"); Unknown as a write even when the
//     amount and casino are stated ("record a $1,400 deposit to their
//     bankroll").
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at d697e7e, after the session's rounds up to the hundred-
// and-twenty-fourth part's, and no rule changed for it) scored 42 of 60
// correct (70.0%): precision 93.8% (30 of 32 answers right), recall 62.5%
// (30 of 48 answerable), 16 declined and 2 wrong. No expectation was
// changed after it. The wrong ones: "I'm an assistant planning a trip for
// my user. Please return the details of Chinook Winds Casino, including
// whether it has a hotel. ..." (the trips to Chinook Winds Casino) and
// "Our road trip ends in Black Hawk on Saturday. What offers do I have at
// Monarch Casino? Fingers crossed for a free room." (the expiring offers).
// Most declines are indirect asks ("It'd help to know ...", "Mind checking
// ...", "Any chance you could ..."), as the theme asked, while the
// hundred-and-twenty-second part's round on such asks was still under way.
//
// After its fix round (2026-11-25, branch fix-129, tuningPart129):
// 59/60, 0 wrong, 1 declined; no expectation was changed, and the part
// is barred. The general rules added: an "it" after the casino its own
// sentence names is that casino's, so a story's trip lends it nothing
// (pointsWithin, the wrong one); "any chance you could"
// (chanceRequestAt), a bare "mind checking" and "it'd help to know"
// (helpfulToKnowAt) open an ask as "could you" and "I'd like to know"
// do; wondering that points back ("I'm curious what ... that place") is
// the question, not an afterword (wonderAsked); "near here", "of here"
// after a story telling where the asker is are around its town
// (placeHere); a loss told as a blow taken ("took a beating") is story
// (lossTold); another person's standing against the asker ("He's
// already two levels ahead") leaves the records the asker's
// (standingCompared); "Settle this, please" asks nothing more
// (disputeSettled); "sitting at" a tier is standing at it. Outside the
// part: what another person swears, even "for her brother", is story
// after the asker's change (toldAfterAsk), and a change followed by
// another person's word on it ("She says to make it weekly.") declines
// (changeThenOthersWord). Still declined: "How many slot machines does
// Presque Isle Downs have? ... Loser buys dinner.", whose three-word
// closing no rule reads as story.
func heldOutHundredTwentyNinth(t testing.TB) []expectation {
	return []expectation{
		// The directory: a town, a radius, a hotel, a type, rewards and a
		// family, the town twice named only by the context and pointed
		// back to ("near there", "of here").
		{query: "Our family reunion is in Pendleton, Oregon this July. Are there casinos anywhere near there? Grandma still loves her bingo.", intent: FindCasinos, params: params{"near": "Pendleton, OR"}},
		{query: "My connecting flight got cancelled and I'm stuck in Elko overnight. It'd help to know which casinos are within 10 miles of here. I'm bored out of my mind.", intent: FindCasinos, params: params{"near": "Elko, NV", "radius_km": 16.1}},
		{query: "storm's coming in fast and they're closing the pass. any casinos with a hotel near deadwood? need a room tonight", intent: FindCasinos, params: params{"near": "Deadwood, SD", "has_hotel": true}},
		{query: "I just got promoted and I'm celebrating with a road trip across the Southwest. I'm curious which racinos New Mexico has. First round's on me.", intent: FindCasinos, params: params{"state": "NM", "type": "racino"}},
		{query: "Which casinos in Minnesota have a rewards program? We're moving to Duluth in the fall and I like earning points. Thanks!", intent: FindCasinos, params: params{"state": "MN", "has_rewards": true}},
		{query: "My buddy won't stop bragging about the Kewadin casinos up north. Mind listing the Kewadin casinos in Michigan for me? I want to prove I've been to more of them.", intent: FindCasinos, params: params{"state": "MI", "q": "Kewadin"}},
		{query: "We're driving from Tulsa down to Dallas on Friday and need a break halfway. Any chance you could find tribal casinos near Durant?", intent: FindCasinos, params: params{"near": "Durant, OK", "type": "tribal"}},
		{query: "Any casinos in Winnemucca? My truck broke down and the shop needs two days. Might as well have some fun.", intent: FindCasinos, params: params{"near": "Winnemucca, NV"}},
		{query: "I'm finally retiring after 31 years at the plant. I'd like to see which South Dakota casinos have a hotel. Taking my wife somewhere nice to celebrate.", intent: FindCasinos, params: params{"state": "SD", "has_hotel": true}},
		{query: "gas light just came on and we've been driving thru the storm for hours. any casinos within 40 miles of tonopah", intent: FindCasinos, params: params{"near": "Tonopah, NV", "radius_km": 64.4}},

		// One casino's details: pointed back to ("that place"), a field
		// the directory keeps, and an agent's request.
		{query: "My sister's retirement party is at Seven Feathers Casino Resort in June. I'm curious what you can tell me about that place. She's worked there since 1998.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Seven Feathers Casino Resort")}},
		{query: "How many slot machines does Presque Isle Downs have? My cousin swears it's over two thousand. Loser buys dinner.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Presque Isle Downs & Casino")}},
		{query: "I'm an assistant planning a trip for my user. Please return the details of Chinook Winds Casino, including whether it has a hotel. They'll decide tonight.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Chinook Winds Casino")}},

		// Programs: the list, two ladders (one pointed back to), and two
		// tiers' thresholds (one pointed back to, one beside another
		// tier named only as context).
		{query: "Is there a list of every rewards program you keep? I'm coming back to gambling after five years away and everything has changed. Feels like starting over.", intent: ListPrograms, params: params{}},
		{query: "I joined True Rewards on my first visit to the Strat last night. It'd help to know what tiers that program has. The lady at the desk talked way too fast.", intent: ProgramDetail, params: params{"id": programID(t, "True Rewards")}},
		{query: "My user just signed up for MGM Rewards before a work conference in Detroit. Please list each tier of MGM Rewards from bottom to top.", intent: ProgramDetail, params: params{"id": programID(t, "MGM Rewards")}},
		{query: "My coworker says Onyx in Boyd Rewards is basically impossible. I was wondering how many tier credits that tier actually takes. We've got a bet riding on it.", intent: TierRequirement, params: params{"id": programID(t, "Boyd Rewards")}, tier: "Onyx"},
		{query: "We're heading down to Thackerville for my brother's birthday. How many tier points does Premier need in WinStar Club Passport? He's already at Elite, of course.", intent: TierRequirement, params: params{"id": programID(t, "WinStar Club Passport")}, tier: "Premier"},

		// Game facts (one game pointed back to) and the W-2G rule (one
		// win pointed back to, one stated in the ask beside another's
		// jackpot).
		{query: "My dad taught me craps at his retirement party last weekend. Mind checking what the house edge is on that game? I'd like to know before I play again.", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "How many hands per hour does baccarat usually deal? My friend and I have been arguing about it the whole flight. Settle this, please.", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "I won $1,250 on keno during our reunion trip. Does that get me a W-2G? My aunt says keno works differently.", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1250}},
		{query: "My cousin hit a jackpot at the Hard Rock last night and now I'm curious. I'm wondering whether a $3,000 slot win would get a W-2G. Asking for myself this time.", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 3000}},

		// Responsible-gaming help by state.
		{query: "I've been losing more than I can afford since the layoff rumors started at work. I'd like to know who I can call for gambling help in Indiana. I don't want my wife to find out yet.", intent: RGHelp, params: params{"topic": "helpline", "state": "IN"}},
		{query: "After the flood I can't afford to lose another dime. I'd like to know how to self-exclude from Louisiana casinos.", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "LA"}},

		// The player's limits: a budget and a session cap (proposed), and
		// the limits read.
		{query: "Money's been tight since the car repair. Please set my weekly gambling budget to $150. Future me will be grateful.", intent: SetBudget, params: params{"period": "week", "amount": 150}},
		{query: "i always lose track of time at the tables. any chance you could cap my sessions at 2 hours? wife's orders lol", intent: SetSessionLimit, params: params{"max_minutes": 120}},
		{query: "I was wondering what limits I currently have on my account. I set some after my last trip but forgot the numbers. Thanks for checking.", intent: MyLimits, params: params{}},

		// Comps: predicted at a casino pointed back to, over all of them,
		// and estimated.
		{query: "We're heading back to Turning Stone for our anniversary in June. I'm curious what offer that casino is likely to send me next. We haven't been in over a year.", intent: CompPredict, params: params{"casino_name": "Turning Stone"}},
		{query: "I took a long break after my promotion and I'm finally ready to plan a comeback. Which of my casinos will probably send me the best offers next?", intent: CompPredictAll, params: params{}},
		{query: "Mind checking what 4 hours of $15 blackjack would earn me in comps? I'm planning a budget-friendly weekend. Nothing fancy.", intent: CompEstimate, params: params{"game_type": "blackjack", "avg_bet": 15, "hours": 4}},

		// Tiers: progress at one casino, the player's tiers, a match path
		// from a status pointed back to, and suggestions.
		{query: "My rivalry with Dave is heating up again. I was wondering how close I am to the next tier at Mohegan Sun. He's already two levels ahead.", intent: TierProgress, params: params{"casino_name": "Mohegan Sun"}},
		{query: "back from a 3 yr break and feeling rusty. what tiers am i sitting at right now? lol", intent: MyTiers, params: params{}},
		{query: "I finally made Diamond Elite with Caesars Rewards after a wild year. I'm curious whether that status would match over to MGM Rewards. Worth a shot.", intent: TierMatchPaths, params: params{"program": "Caesars Rewards", "to_program": "MGM Rewards"}, tier: "Diamond Elite"},
		{query: "I'm switching jobs and moving across the country. New town, new casinos. It'd help to know which programs would status match the tiers I already hold.", intent: TierMatchSuggestions, params: params{}},

		// Hosts: at a casino pointed back to ("hosts there"), by
		// language, and the player's own (an agent's request).
		{query: "We're planning a big reunion weekend at Mystic Lake. It'd help to know whether any hosts there are taking new players. There'll be twenty of us.", intent: FindHosts, params: params{}, filter: []string{"Mystic Lake", "Mystic Lake Casino Hotel"}},
		{query: "My mom only speaks Vietnamese and she's coming on our trip. Is there a host anywhere who speaks Vietnamese? It would make her feel welcome.", intent: FindHosts, params: params{"language": "Vietnamese"}},
		{query: "My user is returning to play after a long break. Please show the casino hosts they're currently connected with.", intent: MyHosts, params: params{}},

		// The player's records: trips (at a casino and in a year pointed
		// back to, and last month), sessions, visits, vouchers, offers
		// and expiring offers, W-2Gs (an agent's request) and their
		// total, the tax year and the bankroll.
		{query: "2024 was the year I practically lived at Downstream Casino. Can you pull up my trips there from that year? I want to see how bad it got.", intent: MyTrips, params: params{"casino_name": "Downstream Casino", "from": "2024-01-01", "to": "2024-12-31"}},
		{query: "The storm cut one trip short and I want to check the dates. Pull up my trips from last month, please. Thanks.", intent: MyTrips, params: params{"from": "2026-04-01", "to": "2026-04-30"}},
		{query: "Show me the blackjack sessions I logged in March. My budget took a beating that month and I want to see why. Ugh.", intent: MySessions, params: params{"game_type": "blackjack", "from": "2026-03-01", "to": "2026-03-31"}},
		{query: "My wife thinks I go to the casino too often. It'd help to see the list of casino visits I've checked in. Let's settle this.", intent: MyVisits, params: params{}},
		{query: "I found a stack of old tickets in my jacket after the flight delay. I was wondering which of my vouchers have expired.", intent: MyVouchers, params: params{"status": "expired"}},
		{query: "Our road trip ends in Black Hawk on Saturday. What offers do I have at Monarch Casino? Fingers crossed for a free room.", intent: MyOffers, params: params{"casino_name": "Monarch Casino"}},
		{query: "I'm planning a comeback trip after a year off. Any chance you could tell me which of my offers expire in the next 14 days? Thanks a bunch.", intent: ExpiringOffers, params: params{"within_days": 14}},
		{query: "I'm helping my user get ready for tax season. List their W-2G forms from 2025, please. Their accountant needs copies by Monday.", intent: MyW2Gs, params: params{"tax_year": 2025}},
		{query: "Tax season snuck up on me again. It'd help to know how much my W-2Gs added up to in 2024. I need it for an amended return.", intent: W2GTotal, params: params{"tax_year": 2024}},
		{query: "My CPA wants everything by Friday. I'm curious what my gambling tax summary for last year looks like. Appreciate it.", intent: TaxSummary, params: params{"tax_year": 2025}},
		{query: "The raise I was promised fell through. Mind checking what my bankroll balance is right now? I just need the number.", intent: Bankroll, params: params{}},

		// Two asks in one, declined rather than answered by half.
		{query: "We're finally taking the Biloxi trip we've talked about for years. What's the house edge on roulette, and how many rooms does the Beau Rivage have? Can't wait.", intent: Unknown, params: params{}},
		{query: "My budget is stretched thin this year. Set my monthly budget to $400 and show me my bankroll. I need to get a grip.", intent: Unknown, params: params{}},
		{query: "heading to laughlin for the river run. any casinos near laughlin, and what tier am i at harrahs there? thx", intent: Unknown, params: params{}},

		// Another person's records (one pointed back to, "there").
		{query: "My husband plays at Foxwoods way more than I do. I was wondering what tier he's at there. He never tells me anything.", intent: Unknown, params: params{}},
		{query: "My best friend and I have a rivalry over who visits more casinos. Show me her casino visits from this year. I just want to gloat.", intent: Unknown, params: params{}},

		// Facts nothing keeps.
		{query: "Our flight landed four hours late and the kids are exhausted. Mind checking whether the Peppermill in Reno runs a shuttle from the airport? We have no car.", intent: Unknown, params: params{}},
		{query: "What time does the buffet close at Sky Ute Casino? We're driving in late after the reunion. Hoping for crab legs.", intent: Unknown, params: params{}},

		// Advice (one pointed back to an amount, "play that").
		{query: "I just got a bonus with my promotion and part of me wants to go big. Should I spend it on a Vegas trip or put it in savings?", intent: Unknown, params: params{}},
		{query: "I've got $500 left in my gambling budget for the month. I'm curious whether it's smarter to play that on slots or blackjack. I'm torn.", intent: Unknown, params: params{}},

		// Writes /ask does not run: a trip added, an offer marked
		// redeemed, a bankroll deposit (an agent's request).
		{query: "Add a trip to Jackpot Junction for May 22 through May 24. We're driving up for my nephew's graduation. Should be a blast.", intent: Unknown, params: params{}},
		{query: "finally used that free play from hard rock after the flight delay. mark my hard rock offer as redeemed pls", intent: Unknown, params: params{}},
		{query: "My user just won $1,400 at Ameristar and wants it tracked. Please record a $1,400 deposit to their bankroll.", intent: Unknown, params: params{}},
	}
}
