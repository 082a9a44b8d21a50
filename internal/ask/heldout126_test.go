package ask

import "testing"

// heldOutHundredTwentySixth is the hundred-and-twenty-sixth held-out part,
// written blind and committed BEFORE its first run: by someone who never
// read the rules of this package.
//
// What was read, and nothing else of the package: the service spec and the
// action catalog (/work/shared/spec/service-spec.md and actions.md, both
// whole); README.md lines 89-155 (the directory's curl examples) and
// 428-480 (the section on /ask); the whole of the twenty-ninth held-out
// part and the first 80 lines of the twenty-eighth (its header); the block
// of intent constants of ask.go, printed by an awk script from its first
// "const (" line to the ")" after it; lines 1-18 of heldout_test.go (the
// expectation type); the slugOf and programID functions of ask_test.go,
// printed by a python script that cut out those two functions and their doc
// comments; the first and last twenty lines of heldOutParts in
// score_test.go, printed by a python script; the subject of the newest
// commit (git log -1 --format=%s, which records the first runs of the 122nd
// to 124th parts and quotes no phrase) and git status. A listing of the
// briefs directory printed its file names once (none but this part's brief
// was opened). The shipped data was read only through short python3
// scripts: casinos.csv (its column names, its states with their towns, and,
// for the names used here and a few candidates, the casinos with name,
// town, state, type, has_hotel, brand, tribal nation, opened_year and
// slot_machines), rewards_programs.json (every program with its brand,
// property and tiers with thresholds and units), program_properties.csv
// (its row count and first row) and us_cities.csv (its first row, and the
// states of the towns used here). Two more scripts, to choose places and
// casinos no earlier part names, read every test file of this package and
// printed only data/'s towns, and data/'s casinos (with town, state, type,
// has_hotel and brand), that none of them names (never any text of those
// files); a grep -ilF of a few host languages counted the files naming each
// (names only): Vietnamese is in thirty, so an earlier part already asks
// hosts for it (the shipped data says nothing of hosts' languages).
//
// Checked against data/: every casino (Vernon Downs Casino Hotel Racetrack,
// Mohegan Sun Pocono, Hard Rock Casino Rockford, Firelake Casino, Mole Lake
// Casino Lodge, "Sevenwinds Casino, Lodge & Conference Center", Mystic Lake
// Casino Hotel, Turning Stone Resort & Casino, Beau Rivage Resort & Casino,
// Choctaw Casino Resort - Durant, Mohegan Sun, Peppermill Hotel & Casino,
// Grand Casino Hinckley, Gilpin Hotel Casino, Golden Nugget Laughlin,
// Borgata Hotel Casino and Spa, Hard Rock Hotel & Casino Tulsa), every town
// with its state (Wilburton OK, Geyserville CA, Larchwood IA, Peshawbestown
// MI, Hampton Beach NH, Sand Springs OK, all towns of the directory and
// none of them a town of us_cities.csv in another state), the Ho-Chunk
// family (seven casinos in WI, tribal nation "Ho-Chunk Nation"), the
// states' types (NM has five racinos, WY three tribal casinos), and every
// program and tier (True Rewards, WinStar Club Passport, Caesars Rewards'
// Diamond Elite, MGM Rewards' Pearl, Boyd Rewards' Onyx).
//
// Its wording is new: each whole message, with and without its closing
// mark, was checked with a case-insensitive fixed-string grep (file names
// only) against every test file of this package, and none was found. Each
// sentence of each message (of 15 characters or more, without its closing
// mark) was then checked the same way; 19 asks were found there on their
// own ("What tiers does that program have", "Show my trips from 2025",
// "What's the house edge on that game", ...) and were reworded, two of them
// twice because their first rewording was found too; none of the sixty
// messages or their sentences is found now.
//
// Its theme is LONGER MESSAGES, twentieth part: every message is two to
// four sentences holding one ask among context (a trip with friends, a win,
// a loss, a new job, a move, a wedding, a medical scare, a holiday, a car,
// a pet), reasons, feelings and sign-offs. The ask comes first in 11, last
// in 11 and in the middle in 38. Eleven that expect an answer point back to
// something the story names: a town ("within 15 miles of there"), a state
// ("the casinos there"), a casino ("that place", "they", "them"), a program
// ("that program"), a tier ("that tier"), a game ("that game"), a win's
// amount ("that amount"), a month ("that month") and a year ("that year");
// three that expect Unknown do too ("he", "that place", "that offer"). Six
// are typed on a phone (all lower case, loose punctuation) and five are
// written by an agent for its user. 48 expect an answer and 12 Unknown: two
// asks in one (a tier and offers; a budget and a session cap), another
// person's records (a friend's W-2Gs, a wife's trips), facts nothing keeps
// (a buffet's quality, a sportsbook's hours), advice (chase or walk away;
// slots or video poker) and writes /ask does not run (add_trip,
// create_share_link, add_voucher, update_offer_status). Every area is
// covered: place, near, radius, hotel, type, rewards, state and family
// searches, casino details, the programs, ladders and tiers' thresholds,
// game facts, the W-2G rule, help lines and self-exclusion, budget and
// session limit (proposed) and the limits read, comp predictions (one
// casino and all) and an estimate, tier progress and the player's tiers, a
// tier-match path and suggestions, hosts (at a casino, by language, the
// player's own), trips, sessions, visits, vouchers, offers and expiring
// offers, W-2G lists and totals, the tax summary and the bankroll. No
// question lacks a field its intent needs, so none expects a missing field.
//
// It follows the twenty-ninth part's conventions (a casino named for a
// player action keeps the name as typed; a host filter by casino is the
// typed words and the directory's name when the words name exactly one
// casino; a radius in miles is in kilometres to one decimal; a year named
// for the player's records is that calendar year; a month named without a
// year is its latest one up to today, 2026-05-14; a town typed without its
// state, or with its state spelled out, is near the directory's town with
// its two-letter state; "in <state>" is the state; a family's casinos in a
// state are the state with q the family's name as the directory spells it;
// a tier named with its program is not ambiguous; a casino's details answer
// what the directory keeps about it, whichever field is asked for; a limit
// of money in a period is a budget), and the README's rule for messages of
// several sentences: the context lends the ask nothing unless the ask
// points back to it. Its own choices, where those are silent:
//   - A pointing word takes what the story names, as the story spells it:
//     "within 15 miles of there" after "a house in Wilburton, Oklahoma" is
//     near "Wilburton, OK" within 24.1 km; "the casinos there" after "moved
//     to Iowa" is the state IA; "that place" after Vernon Downs Casino
//     Hotel Racetrack is its details; "they" after "Firelake Casino" is
//     comp_predict with casino_name "Firelake Casino" and "them" after
//     "Turning Stone" is its offers with casino_name "Turning Stone" (the
//     words the player typed, as a casino named for an action keeps them);
//     "that program" after True Rewards is its ladder; "that tier" after
//     "Diamond Elite with Caesars Rewards" is that tier's threshold; "that
//     game" after craps is craps' game facts; "that amount" after "$1,450
//     on keno" is the W-2G rule for keno with amount_won 1450 (the
//     twenty-ninth part's story of a win); "that month" after "in March" is
//     2026-03-01..2026-03-31; "that year" after "Last year" is 2025.
//   - Context the ask does not point back to adds nothing: "How much in
//     comps would 4 hours of $15 blackjack get me?" after a bachelor party
//     in Tunica takes no casino_name; "Which racinos does New Mexico have?"
//     after a job in Albuquerque is the state alone; "Which of my vouchers
//     still show as open?" after a long weekend takes no dates; "Can you
//     forecast the next offer from each of my casinos?" before a family
//     holiday is the prediction for all casinos, with no period.
//   - An agent's "my user", "the user", "his account" or "their account" is
//     the key owner (the user's records), and a retired father's wish for a
//     Vietnamese-speaking host is a host search by language (hosts are
//     public, not another person's records).
//   - "Which of my vouchers still show as open?" is the status "open"; "Are
//     any of my offers going to expire within 10 days?" is expiring offers
//     within 10 days; "Where do I stand, tier-wise, at each of my casinos?"
//     is the player's tiers; "Can my Onyx status in Boyd Rewards be matched
//     over to Caesars Rewards?" is the path from Boyd Rewards' Onyx to
//     Caesars Rewards; "What budget and session limits do I have on right
//     now?" reads the limits (a question, not a change); "Please limit each
//     session to 2 hours." is 120 minutes; a slot machine is the game type
//     "slots".
//   - Unknown: "What's my tier at Beau Rivage, and which offers do I have
//     there?" (two reads of two kinds) and "set my daily budget to $40 and
//     cap my sessions at an hour too" (two changes); a friend's W-2Gs and a
//     wife's trips (another person's records, even relayed by the player);
//     the buffet at Mohegan Sun and the sportsbook hours at the Peppermill
//     (facts nothing keeps); "should I chase my losses or walk away" and
//     "slots or video poker?" (advice; the first is not read as a request
//     for help lines, which it does not ask for); adding a trip with dates
//     and coin-in, a share link for a trip, a voucher, and marking an offer
//     redeemed (writes of the catalog /ask has no intent for; only budgets
//     and session limits are proposed).
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at 1c1e67e, after the session's first rounds (the hundred-
// and-seventeenth to the hundred-and-twenty-first parts) and its probe
// fixes, and no rule changed for it) scored 50 of 60 correct (83.3%):
// precision 95.1% (39 of 41 answers right), recall 81.2% (39 of 48
// answerable), 9 declined and 1 wrong. No expectation was changed after
// it. The wrong one: "My user would like to see every casino visit logged
// on their account. They're putting together a scrapbook of last fall's
// road trip with college friends." (the trips at a casino "fall's").
//
// After its fix round (2026-11-25, branch fix-126, tuningPart126):
// 58/60, 0 wrong, 2 declined; no expectation was changed, and the part
// is barred. The general rules added: a "wise" hyphened onto a word is
// dropped, the word reading as itself ("tier-wise"); an agent's
// afterwords are its user's when afterwordsBind reads them, "they" and
// the "he" or "she" the question calls its user ("his account") alike;
// a wish to know closed by "before" an event of the asker's ("the next
// trip") is the wish alone, when it names nothing of its own; "I need
// my ..." asks, as a request does, before afterwords; a word of time
// ("last fall's") is never a shortened casino name (it was read as the
// Fallon Nugget, the wrong one); and a question asking records with
// "he" or "she" after a story naming another person is that person's
// (Unknown), not the rule of their win. Two rules of the round (a party
// joined with "and I" told as "we", and "my accountant is asking" as an
// afterword) were dropped at the merge of main: the
// hundred-and-twenty-second part's toldAfterAsk reads those sentences
// the same. Still declined: the keno win "that amount" points back to
// ("high enough for a W-2G" is not read as the rule, and "Nobody at the
// cage said a word about it." is no afterword), and "that year" after
// "I hit two big jackpots" (the count "two" is read as an amount). No
// expectation seems wrong.
func heldOutHundredTwentySixth(t testing.TB) []expectation {
	return []expectation{
		// The directory: searches by town (one pointing back to the town
		// the story names, with "there"), radius, hotel, type, rewards,
		// state and family, each asked among a story.
		{query: "My wife and I just closed on a house in Wilburton, Oklahoma. What casinos sit within 15 miles of there? We'd like a night out once the boxes are unpacked.", intent: FindCasinos, params: params{"near": "Wilburton, OK", "radius_km": 24.1}},
		{query: "Which casinos are near Geyserville, California? A few college friends and I rented a farmhouse in wine country for a long weekend, and somebody always wants to play.", intent: FindCasinos, params: params{"near": "Geyserville, CA"}},
		{query: "car broke down on the interstate and the shop cant look at it till tuesday. any casinos near larchwood iowa? we're stuck here a few days", intent: FindCasinos, params: params{"near": "Larchwood, IA"}},
		{query: "We're spending Memorial Day weekend with the kids at Grandma's place up north. Is there a casino with a hotel near Peshawbestown, Michigan? My folks would love a night to themselves.", intent: FindCasinos, params: params{"near": "Peshawbestown, MI", "has_hotel": true}},
		{query: "We're bringing the dog along this time, so a long drive is out of the question. Are there any casinos within 30 miles of Hampton Beach, New Hampshire?", intent: FindCasinos, params: params{"near": "Hampton Beach, NH", "radius_km": 48.3}},
		{query: "Just bought a new car and I want to put some miles on it this weekend. Any tribal casinos around Sand Springs, Oklahoma? I'll take the scenic route either way.", intent: FindCasinos, params: params{"near": "Sand Springs, OK", "type": "tribal"}},
		{query: "I start a new job in Albuquerque in June, and I grew up going to the track with my dad. Which racinos does New Mexico have? It'd be nice to find a new Saturday routine.", intent: FindCasinos, params: params{"state": "NM", "type": "racino"}},
		{query: "I hit a small jackpot last weekend and I'm still riding the high. Which Mississippi casinos come with a rewards program? Thinking about a road trip down to the coast with my brother.", intent: FindCasinos, params: params{"state": "MS", "has_rewards": true}},
		{query: "My user asked me to find the tribal casinos in Wyoming. She's relocating to Riverton for a hospital job and wants to know what's around.", intent: FindCasinos, params: params{"state": "WY", "type": "tribal"}},
		{query: "My cousin just started working security for the Ho-Chunk Nation. What Ho-Chunk casinos does Wisconsin have? We want to visit her over the Fourth of July.", intent: FindCasinos, params: params{"state": "WI", "q": "Ho-Chunk"}},

		// One casino's details (one pointing back to the casino of the
		// story with "that place").
		{query: "We're holding our wedding reception at Vernon Downs Casino Hotel Racetrack in September. Does that place have a hotel on site? Half the guests are flying in from the West Coast.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Vernon Downs Casino Hotel Racetrack")}},
		{query: "How many slot machines does Mohegan Sun Pocono have? My uncle swears it's more than two thousand, and we've got twenty bucks riding on it.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Mohegan Sun Pocono")}},
		{query: "Finally got the car back from the shop, so we're planning a day trip across the state line next weekend. When did Hard Rock Casino Rockford open?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Hard Rock Casino Rockford")}},

		// Programs: the list, two ladders (one pointing back to the
		// program the story names), and two tiers' thresholds (one
		// pointing back to the tier the story names).
		{query: "I just moved to Las Vegas for a new job and I'm starting from scratch with the casinos here. What loyalty programs do you have information on? I want to pick one before I get attached to any single place.", intent: ListPrograms, params: params{}},
		{query: "My brother-in-law signed me up for True Rewards at his birthday dinner in Henderson. What are the levels of that program, top to bottom? I have no idea what the card in my wallet means.", intent: ProgramDetail, params: params{"id": programID(t, "True Rewards")}},
		{query: "The user is staying at WinStar for a family reunion in July and keeps getting asked about their card. They'd like to see the tier ladder of WinStar Club Passport.", intent: ProgramDetail, params: params{"id": programID(t, "WinStar Club Passport")}},
		{query: "Last year I made Diamond Elite with Caesars Rewards after a long run of Tahoe weekends. How many tier credits does that tier take, exactly? I want to know how close I came to missing it.", intent: TierRequirement, params: params{"id": programID(t, "Caesars Rewards")}, tier: "Diamond Elite"},
		{query: "What's the threshold for Pearl status in MGM Rewards? My mom had a health scare this spring and we've been taking her to the Borgata to cheer her up, so I'm suddenly paying attention.", intent: TierRequirement, params: params{"id": programID(t, "MGM Rewards")}, tier: "Pearl"},

		// Game facts (one pointing back to the game the story names) and
		// the W-2G rule (one pointing back to the win the story tells).
		{query: "My buddies taught me craps at a bachelor party in Biloxi and now I'm hooked. How big is the house's advantage on that game? I'd like to know what I'm up against before the next trip.", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "my husband plays baccarat all night on our anniversary trips lol. roughly how many hands of baccarat get dealt per hour at one table?? just curious", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "I won $1,450 on keno during my cousin's wedding weekend in Reno. Was that amount high enough for a W-2G? Nobody at the cage said a word about it.", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1450}},
		{query: "We're back from a holiday in Atlantic City and I'm already planning the next one. If I hit $2,000 on a slot machine, will I get a W-2G?", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 2000}},

		// Responsible-gaming help (one pointing back to the state the
		// story names, with "there").
		{query: "We just moved to Iowa for my husband's job. How do I sign up for self-exclusion at the casinos there? It's been a rough year and I want that door closed for good.", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "IA"}},
		{query: "Please find a gambling helpline in Ohio for my user. He lost more than he can afford after a layoff and asked me to look into it quietly.", intent: RGHelp, params: params{"topic": "helpline", "state": "OH"}},

		// The player's limits: changes proposed, and the limits read.
		{query: "My wife and I are saving for the baby's nursery. Put my gambling budget at $150 a week. I'd rather feel the pinch now than later.", intent: SetBudget, params: params{"period": "week", "amount": 150}},
		{query: "After the ER visit last month my doctor told me to stop sitting at machines for hours on end. Please limit each session to 2 hours.", intent: SetSessionLimit, params: params{"max_minutes": 120}},
		{query: "I promised my sponsor I'd double-check this before the holiday weekend. What budget and session limits do I have on right now? I don't want to be guessing.", intent: MyLimits, params: params{}},

		// Comps: predicted at one casino (pointing back to it with
		// "they"), over all of them, and estimated.
		{query: "Since the move to Shawnee I've been playing at Firelake Casino most Friday nights. What kind of offers are they likely to send me next? Fingers crossed for free play.", intent: CompPredict, params: params{"casino_name": "Firelake Casino"}},
		{query: "Can you forecast the next offer from each of my casinos? We're planning a family holiday around whatever comps come in, so it matters this year.", intent: CompPredictAll, params: params{}},
		{query: "I'm heading to a friend's bachelor party in Tunica next month. How much in comps would 4 hours of $15 blackjack get me? I want to know if it's worth signing up for a card.", intent: CompEstimate, params: params{"game_type": "blackjack", "avg_bet": 15, "hours": 4}},

		// Tiers: the next tier at one casino, the player's tiers, a
		// tier-match path and the player's suggestions.
		{query: "The cat's surgery wiped out my fun money for a while, so I'm pacing myself. How far am I from the next tier at Mole Lake Casino? If it's close I'll make one more trip this summer.", intent: TierProgress, params: params{"casino_name": "Mole Lake Casino"}},
		{query: "My new job has me on the road constantly and I've lost track of everything. Where do I stand, tier-wise, at each of my casinos?", intent: MyTiers, params: params{}},
		{query: "We're moving near a Caesars property next month. Can my Onyx status in Boyd Rewards be matched over to Caesars Rewards? I'd love to skip the grind.", intent: TierMatchPaths, params: params{"program": "Boyd Rewards", "to_program": "Caesars Rewards"}, tier: "Onyx"},
		{query: "Which programs would status match my user, given the tiers on his account? He's changing jobs and will be living near different casinos by fall.", intent: TierMatchSuggestions, params: params{}},

		// Hosts at a casino, by language, and the player's own.
		{query: "We're driving up to Hayward, Wisconsin for a week at the lake. Are there any hosts at Sevenwinds Casino taking new players? My husband likes having somebody to call.", intent: FindHosts, params: params{}, filter: []string{"Sevenwinds Casino", "Sevenwinds Casino, Lodge & Conference Center"}},
		{query: "My dad just retired and he's far more comfortable in Vietnamese than in English. Do you know of a casino host who speaks Vietnamese?", intent: FindHosts, params: params{"language": "Vietnamese"}},
		{query: "new phone, lost all my contacts lol. which casino hosts do i have again? need to call one about our anniversary trip", intent: MyHosts, params: params{}},

		// The player's records: trips (by year and by casino), sessions
		// of the month the story names, visits, vouchers, offers from the
		// casino the story names ("them"), expiring offers, W-2Gs, the
		// W-2G total of the year the story names, the tax summary and the
		// bankroll.
		{query: "List every trip I logged in 2025. That was the year of the move, the new job and the puppy, so I barely kept track of anything.", intent: MyTrips, params: params{"from": "2025-01-01", "to": "2025-12-31"}},
		{query: "My college roommates and I do a reunion at Mystic Lake every fall. List my trips to Mystic Lake. I'm curious how many we've actually made.", intent: MyTrips, params: params{"casino_name": "Mystic Lake"}},
		{query: "My knee surgery was in March and I played a lot of video poker while I was laid up. Show the video poker sessions I played that month. I suspect it wasn't pretty.", intent: MySessions, params: params{"game_type": "video_poker", "from": "2026-03-01", "to": "2026-03-31"}},
		{query: "My user would like to see every casino visit logged on their account. They're putting together a scrapbook of last fall's road trip with college friends.", intent: MyVisits, params: params{}},
		{query: "Cleaning out my wallet after the long weekend and I found a pile of ticket stubs. Which of my vouchers still show as open?", intent: MyVouchers, params: params{"status": "open"}},
		{query: "Turning Stone keeps mailing me postcards ever since my birthday. What offers of theirs are sitting in my account? I never actually open the envelopes.", intent: MyOffers, params: params{"casino_name": "Turning Stone"}},
		{query: "We're leaving on a two-week cruise soon. Are any of my offers going to expire within 10 days? I'd hate to waste any before we go.", intent: ExpiringOffers, params: params{"within_days": 10}},
		{query: "I need my W-2Gs from 2024, please. My accountant is asking, and I spent most of that year looking after my mom after her stroke.", intent: MyW2Gs, params: params{"tax_year": 2024}},
		{query: "Last year I hit two big jackpots at the Hard Rock in Tulsa. How much did I win on W-2Gs that year, all told? My tax guy wants one number.", intent: W2GTotal, params: params{"tax_year": 2025}},
		{query: "Between the wedding and the new house, I lost track of my gambling money. I need my gambling tax summary for 2025 pulled together. My accountant wants it by Friday.", intent: TaxSummary, params: params{"tax_year": 2025}},
		{query: "vet bills for the dog were brutal this month. whats my bankroll balance at now", intent: Bankroll, params: params{}},

		// Unknown: two asks in one (a read of two kinds, two changes).
		{query: "We're celebrating my promotion in Biloxi this weekend. What's my tier at Beau Rivage, and which offers do I have there? Trying to plan the whole weekend around it.", intent: Unknown, params: params{}},
		{query: "ok new rules after that vet bill. set my daily budget to $40 and cap my sessions at an hour too", intent: Unknown, params: params{}},

		// Unknown: another person's records (one pointing back to the
		// friend the story names, with "he").
		{query: "My buddy Dave hit a $3,000 jackpot at Choctaw Durant on our guys' trip. How many W-2Gs does he have this year? He never keeps track of anything.", intent: Unknown, params: params{}},
		{query: "My wife handles all our casino bookings and she's in the hospital this week. Show me her trips from April so I can cancel whatever's left. Thanks for understanding.", intent: Unknown, params: params{}},

		// Unknown: facts nothing keeps (one pointing back to the casino
		// the story names, with "that place").
		{query: "We're taking my parents to Mohegan Sun for their 40th anniversary. Is the buffet at that place any good? Mom is a very picky eater.", intent: Unknown, params: params{}},
		{query: "My flight into Reno lands around midnight on Friday. What time does the sportsbook at the Peppermill close? I want to catch the late game.", intent: Unknown, params: params{}},

		// Unknown: advice.
		{query: "Be honest with me: should I chase my losses or walk away for a while? I dropped $600 at blackjack in April after the divorce papers came through.", intent: Unknown, params: params{}},
		{query: "I just got my first bonus at the new job and I'm itching to celebrate. Is it smarter to play slots or video poker?", intent: Unknown, params: params{}},

		// Unknown: writes /ask does not run (add_trip, create_share_link,
		// add_voucher, update_offer_status; the last pointing back to the
		// offer the story names).
		{query: "We just got home from a long weekend with my sister's family. Please add a trip to Grand Casino Hinckley from May 8 to May 10 with $800 coin-in. I want my records to be complete.", intent: Unknown, params: params{}},
		{query: "my wife wants to see how our vegas trip went. make a share link for my last trip please. she's been asking all week", intent: Unknown, params: params{}},
		{query: "I'm heading home to feed the cat and didn't want to wait in line at the cage. Add a $212 voucher from Gilpin Hotel Casino to my account so I don't forget it. I'll cash it next time.", intent: Unknown, params: params{}},
		{query: "We used my free room at Golden Nugget Laughlin for our anniversary. Please mark that offer redeemed in my account. It was a lovely stay.", intent: Unknown, params: params{}},
	}
}
