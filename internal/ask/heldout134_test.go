package ask

import "testing"

// heldOutHundredThirtyFourth is the hundred-and-thirty-fourth held-out
// part, written blind and committed BEFORE its first run: by someone who
// had read only the service spec and the action catalog (/work/shared/spec,
// both whole), the README's lines 89-155 (the curl examples of the
// directory's query parameters, slugs and paging) and 428-480 (the section
// on /ask), the whole of the twenty-ninth held-out part and the first
// eighty lines of the twenty-eighth (its header), the block of intent
// constants of ask.go (printed by a script from its first "const (" line to
// the ")" closing it, nothing else of that file), the expectation type
// (lines 1-18 of heldout_test.go), the slugOf and programID functions of
// ask_test.go (printed by a script, those two only), the first and last
// twenty lines of heldOutParts in score_test.go, the worktree's git status
// and the newest commit's subject (git log -1 --format=%s: the merge of the
// twenty-seventh part's fix round, which names no rule), and the file names
// in the folder holding its brief. The shipped data was read only through
// short python3 scripts of its writer's own: a listing of data/; the header
// line and first three rows of casinos.csv; counts of casinos by state, by
// type and by brand; the name, town, type, has_hotel, brand and tribal
// nation of every casino of eighteen states (SD, MN, ND, MT, ID, KS, NE,
// OR, WI, IA, NM, MS, LA, CO, MI, NY, AZ, WA); the casinos outside Nevada
// with an opened_year, and those of those states with a slot count (with
// table games and hotel rooms), to ask only for details the directory
// keeps; every program of rewards_programs.json with its brand, property
// and tiers (name, threshold, unit), and the whole first record of that
// file; the number of casinos of each program in program_properties.csv,
// its first rows, and its Mississippi rows; the first rows of
// us_cities.csv; and look-ups of towns (in casinos.csv and us_cities.csv),
// of casino and nation names, and of the casinos each state filter used
// here finds. Never the rules of this package, the tuning phrases or the
// other held-out parts.
//
// Every name used was checked against data/ with those scripts: the casinos
// (North Star Mohican Casino & Resort, which has a hotel; Walker's Bluff
// Casino Resort, whose opened_year is kept; Catfish Bend Casino at Pzzaz!,
// whose slot count is kept and the one casino "Catfish Bend" names;
// Northern Waters Casino Resort, the one "Northern Waters" names; Apache
// Sky Casino, Magnolia Bluffs Casino Hotel, Lakeside Hotel Casino, Fort
// Randall Casino Hotel, Cocopah Casino Resort, Mazatzal Hotel & Casino, Bok
// Homa Casino, Menominee Casino Resort, Tioga Downs Casino & Resort,
// Saganing Eagles Casino and Hon-Dah Resort Casino); the towns searched by
// place (Hogansburg NY, Odanah WI, Box Elder MT and Bayfield WI, each a
// directory town in one state only and in no other state of us_cities.csv)
// and the towns only named in the context (Lower Brule, Heidelberg,
// Somerton, Burlington, Natchez, Marksville, Duluth, Wichita, Reno,
// Atlantic City); the Standing Rock Sioux Tribe (the nation of two casinos,
// one in ND and one in SD); the state filters (ND has casinos with a hotel,
// NY racinos, MS casinos of programs, ID tribal casinos, KS commercial
// casinos); the programs and tiers (Boyd Rewards with Onyx, Genting
// Rewards, Caesars Rewards with Diamond Elite, WinStar Club Passport with
// Premier, MGM Rewards). Vietnamese, the host language, cannot be checked:
// the shipped data keeps no hosts. Its places and casinos were chosen,
// where the data allowed, among those few or no earlier test files name (by
// a case-insensitive fixed-string grep counting file names only).
//
// Its wording is new: each whole message was checked with a case-
// insensitive fixed-string grep (file names only, never opened) against
// every test file of this package, with and without its closing mark, and
// none of the sixty was found. Then, beyond the brief, the ask sentence of
// each message was checked alone the same way; seven were found and
// reworded before the file was written ("tribal casinos in idaho", "Walk me
// through the tiers of Boyd Rewards", "How many tier points does Premier
// need in WinStar Club Passport", "whats the house edge on baccarat",
// "Limit each of my sessions to 2 hours", "I'm curious what offer that
// casino is likely to send me next", "Which of my offers expire in the next
// 14 days"), and none of the sixty asks, nor any whole message, is there
// now.
//
// Its theme is LONGER MESSAGES, twenty-second part: every message is two to
// four sentences (nine of two, fifty-one of three) holding exactly one ask
// among context (a graduation, a hospital stay, a lottery pool, a new boat,
// a fishing trip, a snowstorm, a family feud, a bachelorette weekend, a
// church raffle, a tax audit scare, a funeral, a flood, an anniversary),
// reasons, feelings and sign-offs. The ask comes first in 12, last in 10
// and in the middle in 38. 28 asks are indirect ("I was wondering ...",
// "It'd help to know ...", "Any chance you could ...", "I'm curious ...",
// "Mind checking ...", "Could you ...", "I'd like to know ...", "I was
// hoping you could ...", "They asked for ...", "The user would like to
// ...", "can u ...") and 32 direct. 12 of the answered asks point back to
// something only the context names (a town twice, a casino four times, a
// tier twice, a game, an amount, a year and a month), and 3 of the Unknowns
// do too (a town's best buffet "there", whether "that tier" is worth
// chasing, the weather "up there"). Six are typed on a phone (all lower
// case, loose punctuation, "w/", "u", "thx", "??") and five are written by
// an agent for its user ("My user ...", "The user ...", "the user's ...").
// 48 expect an answer and 12 expect Unknown: two asks in one (a budget and
// a session cap set together; a tier and expiring offers asked together),
// someone else's records (a husband's trips, a mother's tier), facts
// nothing keeps (a town's best buffet, a casino's dress code) and one off-
// topic question (the weather), advice (where to play raffle money; whether
// a tier is worth chasing), and writes /ask does not run (adding a trip,
// marking a voucher redeemed, recording a W-2G). Every area is covered:
// place, near, radius, hotel, type, rewards and a nation's casinos, casino
// details, the programs, two ladders and two tiers' thresholds, a tier-
// match path and suggestions, game facts, the W-2G rule, a help line and
// self-exclusion, a budget and a session limit (proposed) and the limits
// read, comp predictions (one casino and all) and an estimate, tier
// progress and the player's tiers, hosts (at a casino, by language, the
// player's own), trips (by year and by casino), sessions, visits, vouchers,
// offers and expiring offers, W-2G lists and totals, the tax summary and
// the bankroll. No question lacks a field its intent needs, so none expects
// a missing field.
//
// It follows the twenty-ninth part's conventions (a casino named for a
// player action keeps the name as typed; a host filter by casino is the
// typed words and the directory's name when the words name exactly one
// casino; a radius in miles is in kilometres to one decimal; a year named
// for the player's records is that calendar year; a month named without a
// year is its latest one up to today, 2026-05-14; a town typed without its
// state is near the directory's town with its state; "in <town>" is near
// that town and "in <state>" is the state; a tier named with its program is
// not ambiguous; a casino's details answer what the directory keeps about
// it, whichever field is asked for; a limit of money in a period is a
// budget, and a cap stated is the cap to set; off-topic questions are
// Unknown) and the README's word on context: the context lends the ask
// nothing unless the ask points back to it. Its own choices, where those
// are silent:
//
//   - A pointer in the ask ("near there", "near that town", "that place",
//     "that status", "that tier", "that game", "a keno win of that size",
//     "that casino", "that year", "that month") takes the one thing of its
//     kind the context names: a town is near that town with its state ("Box
//     Elder, Montana" is near "Box Elder, MT"); a casino is its details by
//     slug for a directory question and its name as the context types it
//     for a player action ("Apache Sky Casino", "Magnolia Bluffs",
//     "Lakeside Hotel Casino"); "that year" after 2025 is
//     2025-01-01..2025-12-31; "that month" after "in January" is January
//     2026, the latest up to today.
//   - Context the ask does not point back to adds nothing: the boat's way
//     to Lake Superior, Wichita (the ask names Kansas), Marksville (the
//     comp estimate takes no casino), Burlington (the details ask names its
//     casino), Duluth (the help line names Minnesota), Reno and Atlantic
//     City (suggestions take no parameter), the stays at an unnamed hotel,
//     and every month or season named only in the context ("in June", "in
//     August", "this summer", "every spring", "next month") adds no dates.
//   - An agent's "the user's bankroll" or "the user's casino visits" reads
//     as the caller's records (the README: relayed questions are read as
//     the user's), and "They asked for a list of commercial casinos in
//     Kansas." is that search; the user's mother who speaks Vietnamese is
//     context: the ask is hosts who speak Vietnamese.
//   - "which casinos the Standing Rock Sioux Tribe runs" is a search with q
//     the nation's name as the directory spells it and no state, its
//     casinos being in two states.
//   - "What does it take in tier points to reach Premier in WinStar Club
//     Passport?" and "how many tier credits that status takes" (Diamond
//     Elite with Caesars Rewards, a friend's tier named in the context) are
//     those tiers' thresholds: a threshold is a public fact, not the
//     friend's records.
//   - "I hold Onyx in Boyd Rewards ... what that tier would match to at MGM
//     Rewards" is the tier-match path from Boyd Rewards' Onyx to MGM
//     Rewards (the tier is named, so it is not the player's suggestions);
//     "which programs might status match me based on the tiers I already
//     hold" is the suggestions.
//   - "Walk me through every level of the Boyd Rewards ladder" and "what
//     levels Genting Rewards has" are those programs' details (their
//     ladders); "I'm curious which loyalty programs you have on file" lists
//     the programs.
//   - "how big is the house edge at baccarat really" is baccarat's game
//     facts; "I'd like to know the house edge of that game" after craps is
//     craps'.
//   - "I hit $1,500 on keno ... Does a keno win of that size trigger a
//     W-2G?" is the rule for keno with amount_won 1500 (the ask names the
//     game and points back to the amount); "whether a $2,400 slot jackpot
//     is reportable on a W-2G" is the rule for slots with 2400.
//   - "Could you set my weekly gambling budget to $150?" is a weekly budget
//     of 150; "Don't let any one session of mine run past 2 hours." a
//     session limit of 120 minutes; "what budget and session limits I
//     already have in place" reads the limits; "Set my daily budget to $60
//     and cap my sessions at 90 minutes." is two changes in one and
//     Unknown.
//   - "Predict what offers each of my casinos will send me next." is the
//     prediction for all casinos; "what kind of offer that casino will
//     probably mail me next" after Apache Sky Casino is the prediction
//     there; "four hours of $15 blackjack" (the hours spelled out) is an
//     estimate for blackjack, avg_bet 15, hours 4.
//   - "how close I am to the next tier at that casino" after Magnolia
//     Bluffs is tier progress there; "my tier at every casino I play" is
//     the player's tiers.
//   - "a host at Northern Waters taking new players" is find_hosts filtered
//     to "Northern Waters" and Northern Waters Casino Resort; "who my
//     casino hosts are" is the player's hosts.
//   - "Mind checking my trips from that year?" after 2025 is the trips of
//     2025; "List my trips to Fort Randall Casino Hotel." the trips there,
//     with no dates; "my video poker sessions from that month" after
//     January is those of January 2026; "which of my vouchers are still
//     open" has the status "open"; "what offers I have from that place"
//     after Lakeside Hotel Casino is the offers there; "Which of my offers
//     are due to lapse within the next 14 days?" is the expiring offers
//     within 14 days; "my W-2Gs for 2024" the W-2G list of 2024; "how much
//     I won on W-2Gs in total for 2025" the W-2G total of 2025; "my
//     gambling tax summary for 2025" the tax summary of 2025.
//   - Unknown, though a place, a casino or a tier is pointed back to or
//     named: "Which casino there has the best buffet?" (dining is kept by
//     nothing), "Does Cocopah Casino Resort have a dress code?" (a detail
//     no answer says), "Is it worth chasing that tier, or should I just let
//     it go?" (advice: the retention plan says what keeping a tier takes,
//     not whether it is worth it), "What will the weather be like up there
//     next weekend?" (off topic); "Should I take it to the craps table or
//     put it in the slots?" (advice); "What's my tier at Bok Homa, and do I
//     have any offers expiring this week?" (two asks); "Show me his trips
//     from last year." and "what tier she has at Menominee Casino Resort"
//     (another person's records); "Add a trip to Tioga Downs ...", "Mind
//     marking my $85 Saganing Eagles voucher as redeemed?" and "Record a
//     $1,300 W-2G from Hon-Dah Resort Casino dated April 2." (writes /ask
//     does not run: add_trip, redeem_voucher and manual_w2g; the last
//     states an amount but asks to record a form, not the rule).
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at 903f493, after the session's rounds up to the hundred-
// and-twenty-seventh part's, and no rule changed for it) scored 50 of 60
// correct (83.3%): precision 100.0% (38 of 38 answers right), recall 79.2%
// (38 of 48 answerable), 10 declined and none wrong. No expectation was
// changed after it. Most declines are indirect asks ("It'd help to know
// ...", "Mind checking ...", "Any chance you could ..."), whose kinds the
// hundred-and-twenty-ninth part's round was taking on at the same time.
//
// After its fix round (2026-11-25, branch fix-134, tuningPart134):
// 59/60, 0 wrong, 1 declined; no expectation was changed, and the part
// is barred. Before it, the hundred-and-twenty-ninth part's round
// (indirect asks: "any chance you could", "mind checking", "it'd help
// to know", in leadins.go and story.go) had landed on main and taken
// the part from 50/60 to 55/60 with none wrong. The general rules
// added: an agent's "they" with a verb of asking or wanting and the
// thing asked for ("They asked for a list of ...") is the user's ask
// relayed, not an afterword, when it reads as one with the user named
// (relayedTheyAsks); in a message typed all in lower case a full stop
// after a year closes a sentence (yearBefore); "don't let ... run past"
// opening a sentence is a change requested, and the thing capped may be
// "any one session", "a single sitting" or "a session of mine"
// (letRunCapAt); "before we <do>" closing an ask is what the asker will
// do next, unless its verb is past or a mark reached (beforeDoingTold).
// Beside them, for the four wrong answers the hundred-and-twenty-ninth
// round's helper saw outside any part: a chance of the asker's win to
// come is a forecast, not the W-2Gs (winForecastAsked); another
// person's word ("he swears ...") after the ask is an afterword
// whatever it names, and a change naming no one else stays the asker's
// (afterword, afterwordsBind); trips and visits asked by game decline
// (nearMissOfRecords); "show it" after a story of a record at a casino
// is that record there (recordShownBack). Still declined: "Does a keno
// win of that size trigger a W-2G?" (the amount pointed back to with
// the game named again); its expectation is right.
func heldOutHundredThirtyFourth(t testing.TB) []expectation {
	return []expectation{
		// The directory: a town the context names and the ask points back to,
		// a radius, hotel, type, rewards and a nation's casinos, by a phone,
		// by an agent, and a fact about a town's casinos nothing keeps.
		{query: "My nephew graduates from high school in Hogansburg on Saturday, and the whole family is driving up for it. The ceremony is short, so we'll have the evening free. I was wondering if there are any casinos near there.", intent: FindCasinos, params: params{"near": "Hogansburg, NY"}},
		{query: "Which casinos are within 40 miles of Odanah? We're hauling the new boat up to Lake Superior next week and could use a stop on the way home. Thanks in advance.", intent: FindCasinos, params: params{"near": "Odanah, WI", "radius_km": 64.4}},
		{query: "ok so the snowstorm closed the interstate and we're stuck. any casinos w/ a hotel in north dakota? need a bed tonight lol", intent: FindCasinos, params: params{"state": "ND", "has_hotel": true}},
		{query: "Our church raffle raised enough for a seniors' day trip this fall. It'd help to know which racinos there are in New York. The bus company needs a destination by Friday.", intent: FindCasinos, params: params{"state": "NY", "type": "racino"}},
		{query: "My brother-in-law and I still aren't speaking after the Thanksgiving blowup, so I'm planning my own getaway. Show me Mississippi casinos that have a rewards program. He can stay home and sulk.", intent: FindCasinos, params: params{"state": "MS", "has_rewards": true}},
		{query: "We're doing a fishing trip on the Missouri River in June. I'm curious which casinos the Standing Rock Sioux Tribe runs. Somebody at the bait shop said there are a couple.", intent: FindCasinos, params: params{"q": "Standing Rock Sioux Tribe"}},
		{query: "My user is attending a funeral in Box Elder, Montana on Tuesday and needs somewhere to stay afterwards. Please find casinos with a hotel near that town. They would rather not drive far.", intent: FindCasinos, params: params{"near": "Box Elder, MT", "has_hotel": true}},
		{query: "Any chance you could list the casinos in Bayfield? My college roommate's bachelorette weekend is up there in August, and I'm in charge of the itinerary.", intent: FindCasinos, params: params{"near": "Bayfield, WI"}},
		{query: "planning the lottery pool party now that we finally won something. which idaho casinos are tribal?? need somewhere all 9 of us can go", intent: FindCasinos, params: params{"state": "ID", "type": "tribal"}},
		{query: "The user is driving across Kansas for a graduation in Wichita next weekend. They asked for a list of commercial casinos in Kansas. A short list is fine.", intent: FindCasinos, params: params{"state": "KS", "type": "commercial"}},
		{query: "We're heading to Lower Brule for my dad's 70th birthday in July. Which casino there has the best buffet? He refuses to eat anywhere with a salad bar.", intent: Unknown, params: params{}},

		// One casino's details (one named in the context and pointed back to),
		// and a detail nothing keeps.
		{query: "Our lottery pool finally hit a small prize, and we're celebrating at North Star Mohican Casino & Resort next month. Half the group wants a room and half wants to drive home. Mind checking whether that place has a hotel?", intent: CasinoDetail, params: params{"slug": slugOf(t, "North Star Mohican Casino & Resort")}},
		{query: "When did Walker's Bluff Casino Resort open? My grandfather swears he was at the ribbon cutting, and my aunt says he's making it up. Hopefully the answer ends the family feud.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Walker's Bluff Casino Resort")}},
		{query: "We just bought a pontoon boat and plan to take it down the Mississippi to Burlington this summer. I was wondering how many slot machines Catfish Bend Casino has. My wife only plays slots.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Catfish Bend Casino at Pzzaz!")}},
		{query: "My book club is doing a casino day in Somerton. Does Cocopah Casino Resort have a dress code? A few of the ladies want to wear big hats.", intent: Unknown, params: params{}},

		// Programs: the list, two ladders, two tiers' thresholds (one pointed
		// back to) and a tier-match path from a tier the context names.
		{query: "I just retired after a long career and a tax audit scare that ended fine, thank goodness. Now I want to travel a bit and collect some perks along the way. I'm curious which loyalty programs you have on file.", intent: ListPrograms, params: params{}},
		{query: "Walk me through every level of the Boyd Rewards ladder. I picked up the card during a snowstorm layover and never looked at it again.", intent: ProgramDetail, params: params{"id": programID(t, "Boyd Rewards")}},
		{query: "My wife signed us both up for a new players club on our anniversary trip. It'd help to know what levels Genting Rewards has. She's competitive and wants to beat me to the top.", intent: ProgramDetail, params: params{"id": programID(t, "Genting Rewards")}},
		{query: "After my hospital stay I promised myself one nice trip this year. A friend keeps bragging that she's Diamond Elite with Caesars Rewards. I'm curious how many tier credits that status takes.", intent: TierRequirement, params: params{"id": programID(t, "Caesars Rewards")}, tier: "Diamond Elite"},
		{query: "We're planning a family reunion near the Red River. What does it take in tier points to reach Premier in WinStar Club Passport? I'd love to show up with some status.", intent: TierRequirement, params: params{"id": programID(t, "WinStar Club Passport")}, tier: "Premier"},
		{query: "I hold Onyx in Boyd Rewards after a long year of sales conventions. Could you tell me what that tier would match to at MGM Rewards? My company is moving our meetings to another city.", intent: TierMatchPaths, params: params{"program": "Boyd Rewards", "to_program": "MGM Rewards"}, tier: "Onyx"},

		// Game facts (a game pointed back to) and the W-2G rule (an amount
		// pointed back to).
		{query: "My bachelorette party is learning craps this weekend, and the maid of honor already bought dice earrings. I'd like to know the house edge of that game before we lose our shirts.", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "how big is the house edge at baccarat really. my uncle swears its the best bet in the building. hes been wrong before, a lot", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "I hit $1,500 on keno during the church bus trip, and everyone cheered. Does a keno win of that size trigger a W-2G? I want to be ready before tax season.", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1500}},
		{query: "I'm curious whether a $2,400 slot jackpot is reportable on a W-2G. My new boat payment depends on what I get to keep. Thanks!", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 2400}},

		// Responsible-gaming help by state.
		{query: "My cousin in Duluth has been struggling since his divorce. I was hoping you could give me a gambling help line for Minnesota. I'll pass it along gently.", intent: RGHelp, params: params{"topic": "helpline", "state": "MN"}},
		{query: "after that tax audit scare im done for good. how do i self exclude in colorado? thx", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "CO"}},

		// The player's limits: changes proposed, the limits read, and two
		// changes in one.
		{query: "The hospital bills are piling up, so I need to rein things in. Could you set my weekly gambling budget to $150? My wife will be relieved.", intent: SetBudget, params: params{"period": "week", "amount": 150}},
		{query: "Last trip I played eleven straight hours and missed my daughter's recital. That can't happen again. Don't let any one session of mine run past 2 hours.", intent: SetSessionLimit, params: params{"max_minutes": 120}},
		{query: "I'm curious what budget and session limits I already have in place. My counselor asked, and I honestly couldn't remember.", intent: MyLimits, params: params{}},
		{query: "Set my daily budget to $60 and cap my sessions at 90 minutes. The hospital stay scared me straight. I mean it this time.", intent: Unknown, params: params{}},

		// Comps: predicted at a casino the context names, over all casinos,
		// and estimated.
		{query: "We spent our anniversary at Apache Sky Casino, and I played more than I meant to. I'm curious what kind of offer that casino will probably mail me next. Hopefully a free night.", intent: CompPredict, params: params{"casino_name": "Apache Sky Casino"}},
		{query: "The lottery pool is picking a spot for the reunion, and I want the best freebies. Predict what offers each of my casinos will send me next. No pressure.", intent: CompPredictAll, params: params{}},
		{query: "My buddies and I are doing a fishing trip near Marksville, and I'll sneak off to the tables one night. What would four hours of $15 blackjack earn me in comps? Don't tell the guys.", intent: CompEstimate, params: params{"game_type": "blackjack", "avg_bet": 15, "hours": 4}},

		// Tiers: the next tier at a casino the context names, the player's
		// tiers, tier-match suggestions, and advice about a tier.
		{query: "We spent most of March at Magnolia Bluffs after the flood wrecked our house. Mind checking how close I am to the next tier at that casino? Might as well get something out of it.", intent: TierProgress, params: params{"casino_name": "Magnolia Bluffs"}},
		{query: "The family feud over who's the bigger high roller has gone on long enough. Show me my tier at every casino I play. Screenshots will be shared.", intent: MyTiers, params: params{}},
		{query: "My job is moving me to Reno after fifteen years in Atlantic City. It'd help to know which programs might status match me based on the tiers I already hold. Starting over at the bottom sounds awful.", intent: TierMatchSuggestions, params: params{}},
		{query: "I've been eyeing a new boat, and my tier at Mazatzal Hotel & Casino resets at the end of the year. Is it worth chasing that tier, or should I just let it go? My wife says let it go.", intent: Unknown, params: params{}},

		// Hosts at a casino, by language (for an agent's user), and the
		// player's own.
		{query: "Our bachelorette group booked a suite for October. Is there a host at Northern Waters taking new players? The bride wants the VIP treatment.", intent: FindHosts, params: params{}, filter: []string{"Northern Waters", "Northern Waters Casino Resort"}},
		{query: "My user's mother is joining them on a trip after her hospital stay, and she is most comfortable in Vietnamese. The user would like to find a casino host who speaks Vietnamese. Thank you for your help.", intent: FindHosts, params: params{"language": "Vietnamese"}},
		{query: "lost my phone in the snowstorm and every contact with it. any chance you could show me who my casino hosts are", intent: MyHosts, params: params{}},

		// The player's records (a year, a month and a casino pointed back to;
		// an agent's user's records read as the caller's), and two asks in one,
		// another person's records, advice and writes /ask does not run.
		{query: "My accountant kept bringing up 2025 during the audit scare. Mind checking my trips from that year? I'd like to have them ready.", intent: MyTrips, params: params{"from": "2025-01-01", "to": "2025-12-31"}},
		{query: "My fishing buddies and I go up every spring, and I've lost count. List my trips to Fort Randall Casino Hotel.", intent: MyTrips, params: params{"casino_name": "Fort Randall Casino Hotel"}},
		{query: "During the snowstorm in January I spent three days stuck at a hotel playing video poker. Show me my video poker sessions from that month. I suspect it wasn't pretty.", intent: MySessions, params: params{"game_type": "video_poker", "from": "2026-01-01", "to": "2026-01-31"}},
		{query: "The user is settling a family argument about how often they go out. Their spouse thinks it's every week. Please list the user's casino visits.", intent: MyVisits, params: params{}},
		{query: "I found a stack of ticket vouchers in my coat after the church raffle. I was wondering which of my vouchers are still open. Some might be worth cashing.", intent: MyVouchers, params: params{"status": "open"}},
		{query: "My sister's bachelorette weekend is at Lakeside Hotel Casino in June. Any chance you could tell me what offers I have from that place? A free room would save the day.", intent: MyOffers, params: params{"casino_name": "Lakeside Hotel Casino"}},
		{query: "Which of my offers are due to lapse within the next 14 days? We're buying a new boat, and I want to squeeze in one last trip before the payments start.", intent: ExpiringOffers, params: params{"within_days": 14}},
		{query: "The IRS letter turned out to be a mix-up, but it rattled me. Pull up my W-2Gs for 2024, please. Better safe than sorry.", intent: MyW2Gs, params: params{"tax_year": 2024}},
		{query: "Our lottery pool's accountant asked me a lot of questions. I'd like to know how much I won on W-2Gs in total for 2025. Hopefully that satisfies her.", intent: W2GTotal, params: params{"tax_year": 2025}},
		{query: "can u pull up my gambling tax summary for 2025. my cpa is breathing down my neck about the audit", intent: TaxSummary, params: params{"tax_year": 2025}},
		{query: "My user just put a down payment on a fishing boat and is worried about money. How much is left in the user's bankroll right now? They'd like a quick answer.", intent: Bankroll, params: params{}},
		{query: "We're driving to Heidelberg for my cousin's graduation party. What's my tier at Bok Homa, and do I have any offers expiring this week? Trying to plan ahead.", intent: Unknown, params: params{}},
		{query: "My husband and I had a huge fight about money after the fishing trip. He says he only went to the casino twice. Show me his trips from last year.", intent: Unknown, params: params{}},
		{query: "My mom is in the hospital and I'm handling her mail. I was wondering what tier she has at Menominee Casino Resort. She'd hate to lose it.", intent: Unknown, params: params{}},
		{query: "We won about $400 in the church raffle. Should I take it to the craps table or put it in the slots? Be honest with me.", intent: Unknown, params: params{}},
		{query: "Add a trip to Tioga Downs from March 6 to March 8. It was my snowstorm escape, and I want it in the log. Thanks.", intent: Unknown, params: params{}},
		{query: "Mind marking my $85 Saganing Eagles voucher as redeemed? I cashed it last night, and my records are a mess after the move.", intent: Unknown, params: params{}},
		{query: "The tax audit scare taught me to log everything. Record a $1,300 W-2G from Hon-Dah Resort Casino dated April 2. I'll send the rest later.", intent: Unknown, params: params{}},

		// Off topic, with a place the ask points back to.
		{query: "Our fishing trip to Lake of the Woods got snowed out in April. What will the weather be like up there next weekend? Fingers crossed for a redo.", intent: Unknown, params: params{}},
	}
}
