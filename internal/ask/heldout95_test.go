package ask

import "testing"

// heldOutNinetyFifth is a ninety-fifth held-out part, written blind and
// committed BEFORE its first run: by someone who had read only the service
// spec and the action catalog (../shared/spec/service-spec.md and
// actions.md, both whole), the README's lines 89-155 (the curl examples of
// the directory's query parameters) and 428-480 (the section on /ask), the
// whole of the twenty-ninth held-out part and the first 80 lines of the
// twenty-eighth (its header), the block of intent constants of ask.go
// (printed by a script from "const (" to the first ")"), the expectation
// type (lines 1-18 of heldout_test.go), the slugOf and programID helpers of
// ask_test.go (those two functions only, found with grep -n) and the
// heldOutParts function of score_test.go, and the subject of the newest
// commit (a merge of the ninetieth part's fix round, which quotes no
// phrase). Listings of data/ and of this package's file names were printed
// too. Never the rules of this package, the tuning phrases or the other
// held-out parts. The shipped data was read only through short python3
// scripts listing casinos (name, town, state, type, hotel, brand, tribal
// nation), the programs with their tiers and thresholds
// (rewards_programs.json), program_properties.csv and us_cities.csv, and
// every casino, program, tier, town, state and family used was checked
// against it by script: Seven Feathers, Wildhorse, Fortune Bay, Cache
// Creek, Turning Stone, Pechanga, Borgata, Soaring Eagle, Beau Rivage,
// Harrah's Joliet and Harrah's Laughlin each name exactly one casino;
// Mohegan Sun and Harrah's Cherokee name two each, and Wind Creek and
// Ocean more (each is used only where a casino named for a player action
// keeps the name as typed, or only in context); West Wendover, Tonopah,
// Deadwood (with hotels), Spokane (tribal casinos lie near it) and
// Pendleton are towns of the directory, Boise, Salt Lake City and
// Portland are cities of us_cities.csv only (no casino lies within 50 km
// of Boise, which changes nothing of what the question means); Delaware has three racinos;
// the Ho-Chunk casinos are in Wisconsin; Onyx is a Boyd Rewards tier,
// Pearl an MGM Rewards tier, Diamond Elite a Caesars Rewards tier, and
// Genting Rewards has a ladder (Foxwoods Rewards has none). The host
// language, Vietnamese, could not be checked: the shipped data does not
// say which languages hosts speak.
//
// Its wording is new: each whole message and each asking sentence in it
// was checked with a case-insensitive fixed-string grep (file names only)
// against every test file of this package, with and without its closing
// mark, and the files it was found in were never opened. No whole message
// was found; fifteen asking sentences were ("Are there any casinos within
// 40 miles of there?", "Which Indiana casinos have a rewards program?",
// "What tiers does Boyd Rewards have?", "How many tier credits does Pearl
// need in MGM Rewards?", "What does Diamond Elite take in Caesars
// Rewards?", "What's the house edge on that game?", "How many hands an
// hour does a baccarat table deal?", "What budget and session limits are
// on my account right now?", "What kind of offer should I expect from them
// next?", "How close am I to the next tier there?", "What tier do I hold
// at each casino?", "Which programs would match the tiers I have now?",
// "Can you find a casino host who speaks Vietnamese?", "What offers do I
// have from them right now?", "Which of my offers expire in the next 14
// days?") and were replaced; two of the replacements ("How is the Boyd
// Rewards ladder laid out?", "How many tier credits does it take to reach
// Pearl in MGM Rewards?") were found too and replaced again, so seventeen
// sentences were replaced in all, and none of the sixty messages nor any
// asking sentence in them is in the corpus now. Context sentences and
// sign-offs were not checked, and may repeat.
//
// Its theme is LONGER MESSAGES, twelfth part: every message is two to four
// sentences holding exactly one ask among context (a trip, a win, a loss,
// a partner's opinion, a plan, a worry, a work schedule, a birthday, a bad
// night, a promotion at work), reasons, feelings and sign-offs; the ask
// comes first (9 of 60), in the middle (42) or last (9). Nine of the
// answered ones point back to a town, casino, game, amount or month named
// in the context ("within 40 miles of there", "Is there a hotel there?",
// "that game", "that amount" twice, "they", "them", "the next tier
// there", "that month"), and two of the expected Unknowns do too ("that
// trip", "that room offer"); five are typed on a phone with loose
// punctuation and no capitals; four are written by an agent for its user
// ("The user would like ...", "my user", "On behalf of my user"). The
// context often names other casinos, towns, games and amounts (Salt
// Lake, Wilmington, Portland, Resorts World, the Mill Casino, Tunica,
// Black Hawk, Wind Creek, Borgata and Ocean, a $400 craps loss); the ask
// alone decides the expectation, except where it points back.
//
// 48 of 60 expect an answer, and every area is covered, as in the
// twenty-ninth part: place, near, radius, hotel, type, rewards, family and
// state searches, casino details, the program list, ladders and two tiers'
// thresholds, a tier-match path, game facts, the W-2G rule, a helpline and
// self-exclusion, budgets and a session limit (proposed) and the limits
// read, comp predictions (one casino and all) and an estimate, tier
// progress, the player's tiers and tier-match suggestions, hosts (by
// language, at a casino, the player's own), trips, sessions, visits,
// vouchers, offers and expiring offers, W-2G lists and totals, the tax
// summary and the bankroll. 12 of 60 expect Unknown: two ask two things in
// one (the bankroll and the offers expiring this week; a daily budget and
// a session cap), two ask someone else's records (a husband's sessions, a
// friend's tier), two ask things nothing keeps (when a buffet closes, how
// crowded a poker room is), two ask for advice (quit or let it ride; Reno
// or Lake Tahoe) and four ask writes /ask does not run (add a trip, a
// bankroll deposit, mark an offer redeemed, check in). No question lacks a
// field its intent needs, so none expects a missing field.
//
// It follows the twenty-ninth and twenty-eighth parts' conventions (a
// casino named for a player action keeps the name as typed; a host filter
// by casino is the typed words and the directory's name when the words
// name exactly one casino, with no parameter; a radius in miles is in
// kilometres to one decimal; a year named for the player's records is that
// calendar year and "last year" is 2025, "this year" 2026-01-01 to
// 2026-12-31; a month named without a year is its latest one up to today,
// 2026-05-14; a town typed without its state is near the directory's town
// with its state; "in <town>" is near that town and "in <state>" is the
// state; a family's casinos in a state are the state with q the family's
// name as the directory spells it; a tier named with its program is not
// ambiguous; a casino's details answer what the directory keeps about it,
// whichever field is asked for; a limit of money in a period is a budget;
// a W-2G question after a sentence telling a win asks the rule for that
// win). Its own choices, where those are silent:
//   - a word pointing back takes its value from the context and nothing
//     else does: "within 40 miles of there" after "moved to Tonopah" is
//     near "Tonopah, NV" within 64.4 km; "Is there a hotel there?" after
//     "We stopped at Seven Feathers" is the details of Seven Feathers
//     Casino Resort; "that game" after "at craps" is craps's game facts;
//     "Does that amount get a W-2G?" after "a $2,400 keno ticket" is the
//     rule for keno with amount_won 2400; "Make that amount my monthly
//     limit" after "I blew $250" is a monthly budget of 250; "they" after
//     "I've played Turning Stone" is comp_predict at "Turning Stone";
//     "them" after "going to Pechanga" is the offers at "Pechanga"; "the
//     next tier there" after "I'm at Mohegan Sun" is tier_progress at
//     "Mohegan Sun"; "my sessions from that month" after "March was a
//     disaster" are those of March 2026;
//   - "The user would like a list of casinos near Boise." is near "Boise,
//     ID" (a city of the embedded list, not of the directory), with no
//     radius; "Any tribal casinos within 30 miles of Spokane?" is near
//     "Spokane, WA" with the type tribal within 48.3 km; "any casinos in
//     deadwood with a hotel?" is near "Deadwood, SD" with has_hotel; "What
//     casinos are there in Rhode Island?" is RI alone;
//   - "If I match Boyd Onyx over to Caesars Rewards, what tier would I
//     land?" is the path from Boyd Rewards' Onyx to Caesars Rewards ("I"
//     does not make it the player's suggestions, since the tier is named);
//   - "Does a $6,000 poker tournament win trigger a W-2G?" is the rule for
//     poker with amount_won 6000; "how do i get on the self exclusion list
//     in colorado" is self-exclusion in CO;
//   - "Limit each session I play to 2 hours" is a session limit of 120
//     minutes; "Which budget and session caps have I got set" reads the
//     limits (one read, not two asks);
//   - "Please predict the next offer each of their casinos is likely to
//     send." is the prediction for all casinos; "How much in comps would 5
//     hours of $10 roulette get me?" is comp_estimate for roulette, avg_bet
//     10, hours 5;
//   - "Which programs would status-match me off the tiers I'm holding
//     today?" is tier-match suggestions; "who is my host again?" is the
//     player's hosts; "Which hosts at Cache Creek are open to new players?"
//     is find_hosts filtered to "Cache Creek" and Cache Creek Casino Resort;
//   - "List the trips I logged to Harrah's Cherokee last year." is the
//     trips at "Harrah's Cherokee" as typed in 2025; "Pull up my video
//     poker sessions from this year." is video_poker from 2026-01-01 to
//     2026-12-31; "Which of my vouchers have already expired?" has the
//     status "expired"; "Which of my offers are set to lapse within the
//     next 14 days?" is the expiring offers within 14 days; "what did my
//     w2gs add up to in 2024." is the W-2G total of 2024; "please give the
//     gambling tax summary for 2025" is the tax summary of 2025;
//   - Unknown: "What's my bankroll, and which of my offers expire this
//     week?" and "Set my daily budget to $60 and cap my sessions at one
//     hour." (two in one, declined rather than answered by half); "Show me
//     my husband's sessions from April." and "What tier is she at in
//     Foxwoods Rewards now?" (another person's records); "What time does
//     the buffet close there?" and "How crowded is the poker room at Live!
//     Casino Pittsburgh on a Saturday night?" (the directory keeps neither
//     hours nor crowds); "Should I quit while I'm ahead or let it ride?"
//     and "Should I take my mother to Reno or Lake Tahoe for her
//     seventieth?" (advice, which no action gives); "Add that trip to my
//     records, July 9 to July 13.", "Put $1,000 into my bankroll as a
//     deposit.", "Mark that room offer as redeemed, please." and "check me
//     in here for today" (add_trip, bankroll_add, update_offer_status and
//     check_in: writes /ask does not run; only budgets and session limits
//     are proposed).
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at 34479c8, after the rounds of the eighty-ninth to
// ninety-second parts and eleven of the maintainer's rules, and no rule
// changed for it) scored 51 of 60 correct (85.0%): precision 95.1% (39 of
// 41 answers right), recall 81.2% (39 of 48 answerable), 8 declined and 1
// wrong. No expectation was changed after it. The wrong one: "I've played
// Turning Stone six times since January, ... What's the next offer they're
// likely to mail me, going by my play? ..." (the prediction at every
// casino, where "they" is the story's Turning Stone).
//
// After its fix round (2026-11-25): 60/60, 0 wrong (from 51/60, 1
// wrong), with general rules and no expectation changed: a word of
// emphasis inside a question ("actually", "really", "exactly", "truly",
// "precisely") asks nothing; a story whose every want is of the trip
// itself (an occasion such as a celebration weekend or a getaway, or a
// way of travelling such as flying or driving) and names no condition a
// search could hold keeps the question's own search; "casino" before a
// program noun ("every casino rewards program", "each casino players
// club") is the kind of program; "spell out" asks for a ladder as "lay
// out" does, and "spell", "explain", "describe" and "outline" open an
// ask; "bar", "cutoff" and "hurdle" name a tier's threshold; "they're",
// "they'll", "they'd" and "they've" point back to the story's casino as
// "they" does; after the question, a sentence of what the asker cannot
// do typed without its subject ("cant find the card"), a condition
// followed only by a feeling ("If ..., great.") and a need the request
// already covers ("They need wins, losses and withholding in one place"
// after a tax summary) are afterwords; and a relative clause set off
// after an agent's user ("my user, who meets a CPA next week:") tells of
// the user and asks nothing.
func heldOutNinetyFifth(t testing.TB) []expectation {
	return []expectation{
		// The directory: searches by town ("in <town>", "near", "within N
		// miles of there"), by state with a type or rewards, a family in a
		// state, a city of the embedded list, and a state alone.
		{query: "My brother turns forty in June and he's never set foot in a casino. What casinos are in West Wendover? We're driving out from Salt Lake for the weekend.", intent: FindCasinos, params: params{"near": "West Wendover, NV"}},
		{query: "My sister just moved to Tonopah for a mining job and she's bored out of her mind. What casinos sit within 40 miles of there? I'm visiting her next month.", intent: FindCasinos, params: params{"near": "Tonopah, NV", "radius_km": 64.4}},
		{query: "Which racinos are there in Delaware? My partner says a racino is just a racetrack with slot machines and I want to see for myself. We'll be in Wilmington for a wedding.", intent: FindCasinos, params: params{"state": "DE", "type": "racino"}},
		{query: "I've played the same slot hall for ten years and never got a thing for it. Which Indiana casinos actually run a rewards program? I want my play to count for something.", intent: FindCasinos, params: params{"state": "IN", "has_rewards": true}},
		{query: "me and my wife are doing the black hills next month. any casinos in deadwood with a hotel? we dont want to drive back after dark", intent: FindCasinos, params: params{"near": "Deadwood, SD", "has_hotel": true}},
		{query: "My uncle swears by the Ho-Chunk casinos and says they treat regulars right. Show me the Ho-Chunk casinos in Wisconsin. I might drag him along in August.", intent: FindCasinos, params: params{"state": "WI", "q": "Ho-Chunk"}},
		{query: "My user lands in Boise on Tuesday for a three-day conference. The user would like a list of casinos near Boise. They'll have one free evening and no car.", intent: FindCasinos, params: params{"near": "Boise, ID"}},
		{query: "Got a work trip to Spokane in two weeks and my evenings are free. Any tribal casinos within 30 miles of Spokane? My coworker says the tribal ones are nicer.", intent: FindCasinos, params: params{"near": "Spokane, WA", "type": "tribal", "radius_km": 48.3}},
		{query: "The team wants a celebration weekend now that I've been promoted, and nobody wants to fly. What casinos are there in Rhode Island?", intent: FindCasinos, params: params{"state": "RI"}},

		// One casino's details ("there" pointing back to it once).
		{query: "We stopped at Seven Feathers for lunch on the drive up to Portland and the place was packed. Is there a hotel there? My mother-in-law wants to stay over next time.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Seven Feathers Casino Resort")}},
		{query: "Tell me about Wildhorse Resort & Casino. My cousin works the front desk there and keeps inviting us out to Pendleton.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Wildhorse Resort & Casino")}},
		{query: "My dad retired from the railroad last month and wants to see some old casinos up north. When did Fortune Bay Resort Casino open? He prefers places with some history.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Fortune Bay Resort Casino")}},

		// Programs: the list, two ladders, two tiers' thresholds and a
		// tier-match path.
		{query: "I'm an assistant helping my user choose a loyalty program before they relocate. Please list every casino rewards program in your directory. They'll read through them tonight.", intent: ListPrograms, params: params{}},
		{query: "My boss keeps bragging about his Boyd card at lunch. Spell out the Boyd Rewards levels for me, bottom to top. I'd like to know where he actually sits.", intent: ProgramDetail, params: params{"id": programID(t, "Boyd Rewards")}},
		{query: "What levels are there in Genting Rewards? I'm booking Resorts World for my fiftieth and I want to know what I'm aiming for.", intent: ProgramDetail, params: params{"id": programID(t, "Genting Rewards")}},
		{query: "Work is sending me to Vegas four times this year, all at MGM properties. What's the tier-credit bar for Pearl status in MGM Rewards? If I can hit it on business trips, great.", intent: TierRequirement, params: params{"id": programID(t, "MGM Rewards")}, tier: "Pearl"},
		{query: "Caesars keeps mailing me about Diamond Elite. My husband thinks it's way out of reach. What exactly does it take to earn Diamond Elite in Caesars Rewards?", intent: TierRequirement, params: params{"id": programID(t, "Caesars Rewards")}, tier: "Diamond Elite"},
		{query: "I finally made Onyx with Boyd after a brutal year on the road. If I match Boyd Onyx over to Caesars Rewards, what tier would I land? We're planning Vegas in the fall.", intent: TierMatchPaths, params: params{"program": "Boyd Rewards", "to_program": "Caesars Rewards"}, tier: "Onyx"},

		// Game facts ("that game" pointing back to craps) and the W-2G rule
		// ("that amount" pointing back to a keno win).
		{query: "Lost about $400 at craps on Saturday, and my buddy keeps saying I picked a good game. How big is the house's edge on that game really? I'd like to know if he's right.", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "My girlfriend plays baccarat every time we go out, and I'm trying to work out how fast her money goes. Roughly how many hands per hour get dealt at a baccarat table?", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "Hit a $2,400 keno ticket at the Mill Casino last night, my first real win in years. Does that amount get a W-2G? Trying to plan ahead for April.", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 2400}},
		{query: "Does a $6,000 poker tournament win trigger a W-2G? A few of us are planning a poker trip to Tunica in July and splitting the buy-in.", intent: W2GRule, params: params{"game_type": "poker", "amount_won": 6000}},

		// Responsible-gaming help by state.
		{query: "It's been a bad month and I keep stopping at the casino after work. Is there a gambling helpline in Minnesota I can call? I don't want my wife to find out this way.", intent: RGHelp, params: params{"topic": "helpline", "state": "MN"}},
		{query: "lost the rent money at black hawk last weekend and im done. how do i get on the self exclusion list in colorado", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "CO"}},

		// The player's limits: changes proposed ("that amount" pointing back
		// to a night's loss), and the limits read.
		{query: "Payday is Friday and I always overdo it. Set a weekly gambling budget of $150 for me. My partner will thank you.", intent: SetBudget, params: params{"period": "week", "amount": 150}},
		{query: "I blew $250 in one night at Wind Creek on my birthday. Make that amount my monthly limit from now on. Never again.", intent: SetBudget, params: params{"period": "month", "amount": 250}},
		{query: "Last night I sat at one machine for six hours and missed my daughter's call. Limit each session I play to 2 hours, please. I need the nudge.", intent: SetSessionLimit, params: params{"max_minutes": 120}},
		{query: "Which budget and session caps have I got set on my account at the moment? My counselor asked what guardrails I've set up, and I want to show her tomorrow.", intent: MyLimits, params: params{}},

		// Comps: predicted at one casino ("they"), over all of them, and
		// estimated.
		{query: "I've played Turning Stone six times since January, mostly weeknights after my shift. What's the next offer they're likely to mail me, going by my play? Hoping for a free room.", intent: CompPredict, params: params{"casino_name": "Turning Stone"}},
		{query: "Drafting a summer trip plan for my user. Please predict the next offer each of their casinos is likely to send. They'll choose where to go based on that.", intent: CompPredictAll, params: params{}},
		{query: "Planning a long weekend in Reno for our anniversary. How much in comps would 5 hours of $10 roulette get me? My wife wants a spa day out of it.", intent: CompEstimate, params: params{"game_type": "roulette", "avg_bet": 10, "hours": 5}},

		// Tiers: the next tier at one casino ("there"), the player's tiers,
		// tier-match suggestions.
		{query: "I'm at Mohegan Sun most Fridays after work and my card has been stuck forever. How far off is my next tier there? Would love a bump before summer.", intent: TierProgress, params: params{"casino_name": "Mohegan Sun"}},
		{query: "Got promoted today, and the new job means no more weekday trips. I want to know what I'm about to lose. Which tier am I holding at every casino I play?", intent: MyTiers, params: params{}},
		{query: "My wife says I should use my status before it expires in December. Which programs would status-match me off the tiers I'm holding today? We're flexible on where we go.", intent: TierMatchSuggestions, params: params{}},

		// Hosts by language, at a casino, and the player's own.
		{query: "My father speaks only Vietnamese and he loves baccarat. Is there a casino host out there who can speak Vietnamese with him? He's visiting in September.", intent: FindHosts, params: params{"language": "Vietnamese"}},
		{query: "We're booking Cache Creek for my husband's sixtieth in October. Which hosts at Cache Creek are open to new players? I'd love someone to set up the dinner.", intent: FindHosts, params: params{}, filter: []string{"Cache Creek", "Cache Creek Casino Resort"}},
		{query: "had a rough weekend and want to talk to someone about comps. who is my host again? cant find the card anywhere", intent: MyHosts, params: params{}},

		// The player's records: trips, sessions ("that month" pointing back to
		// March), visits, vouchers, offers ("them"), expiring offers, W-2Gs,
		// their total, the tax year and the bankroll.
		{query: "My accountant wants dates for everything by Friday. List the trips I logged to Harrah's Cherokee last year. She's very strict.", intent: MyTrips, params: params{"casino_name": "Harrah's Cherokee", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "March was a disaster: I was traveling for work and played almost every night. Show me my sessions from that month. I need to see the damage.", intent: MySessions, params: params{"from": "2026-03-01", "to": "2026-03-31"}},
		{query: "My partner thinks video poker is where my money goes. Pull up my video poker sessions from this year. I'd like to prove her wrong.", intent: MySessions, params: params{"game_type": "video_poker", "from": "2026-01-01", "to": "2026-12-31"}},
		{query: "My daughter thinks I'm at the casino every day now that I'm retired. Pull up the casino visits I've checked in so she can see. She's wrong, I promise.", intent: MyVisits, params: params{}},
		{query: "I found a pile of slot tickets in my jacket after the holiday trip. Which of my vouchers have already expired? Hoping it's not all of them.", intent: MyVouchers, params: params{"status": "expired"}},
		{query: "We're going to Pechanga for my mom's birthday on the 30th. Which offers from them are sitting in my account right now? She'd love a free buffet.", intent: MyOffers, params: params{"casino_name": "Pechanga"}},
		{query: "Work has me on the road all of June and I'd hate to waste anything. Which of my offers are set to lapse within the next 14 days?", intent: ExpiringOffers, params: params{"within_days": 14}},
		{query: "Tax season nearly finished me off. Show me the W-2G forms I have for 2025. My preparer wants copies for her files.", intent: MyW2Gs, params: params{"tax_year": 2025}},
		{query: "what did my w2gs add up to in 2024. wife thinks its more than i told her lol", intent: W2GTotal, params: params{"tax_year": 2024}},
		{query: "On behalf of my user, who meets a CPA next week: please give the gambling tax summary for 2025. They need wins, losses and withholding in one place.", intent: TaxSummary, params: params{"tax_year": 2025}},
		{query: "Had a great night at Borgata and a terrible one at Ocean, and I'm trying to decide whether I go back Saturday. Where does my bankroll stand now?", intent: Bankroll, params: params{}},

		// Unknown: two asks in one.
		{query: "My flight to Biloxi lands at noon on Thursday. What's my bankroll, and which of my offers expire this week? I don't want to show up short.", intent: Unknown, params: params{}},
		{query: "My sister made me promise after Christmas. Set my daily budget to $60 and cap my sessions at one hour. Thanks for holding me to it.", intent: Unknown, params: params{}},

		// Unknown: someone else's records.
		{query: "My husband won't tell me how much he's been losing. Show me my husband's sessions from April. I'm really worried.", intent: Unknown, params: params{}},
		{query: "My best friend just hit a jackpot at Foxwoods. What tier is she at in Foxwoods Rewards now? She's been bragging all week.", intent: Unknown, params: params{}},

		// Unknown: things nothing keeps.
		{query: "We're driving up to Soaring Eagle after my shift on Friday. What time does the buffet close there? I'll be starving by then.", intent: Unknown, params: params{}},
		{query: "How crowded is the poker room at Live! Casino Pittsburgh on a Saturday night? My buddy and I want seats without a long wait. It's his birthday.", intent: Unknown, params: params{}},

		// Unknown: advice.
		{query: "I'm up $3,000 from last weekend at Harrah's Joliet. Should I quit while I'm ahead or let it ride? My gut says one more trip.", intent: Unknown, params: params{}},
		{query: "Should I take my mother to Reno or Lake Tahoe for her seventieth? She likes quiet places with good slots. Tell me which you'd pick.", intent: Unknown, params: params{}},

		// Unknown: writes /ask does not run (add_trip, bankroll_add,
		// update_offer_status, check_in).
		{query: "We just booked four nights at Beau Rivage for my sister's wedding. Add that trip to my records, July 9 to July 13. Can't wait!", intent: Unknown, params: params{}},
		{query: "Got my bonus at work today! Put $1,000 into my bankroll as a deposit. Vegas, here I come.", intent: Unknown, params: params{}},
		{query: "Used my free night at Harrah's Laughlin over the weekend and it was a great stay. Mark that room offer as redeemed, please.", intent: Unknown, params: params{}},
		{query: "im at choctaw durant on my lunch break right now. check me in here for today thanks", intent: Unknown, params: params{}},
	}
}
