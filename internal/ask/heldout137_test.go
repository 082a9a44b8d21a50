package ask

import "testing"

// heldOutHundredThirtySeventh is the hundred-and-thirty-seventh held-out
// part, written blind and committed BEFORE its first run, by someone who
// never read the rules of this package.
//
// What was read, and nothing else of the package: the service spec and the
// action catalog (/work/shared/spec/service-spec.md and actions.md, both
// whole); the README's lines 89-155 (the directory's curl examples, slugs,
// paging) and 428-480 (the section on /ask, whose rule on messages of
// several sentences this part follows); the whole of the twenty-ninth
// held-out part and the first eighty lines of the twenty-eighth (its
// header); the block of intent constants of ask.go (printed by a script
// from its first "const (" to the ")" closing it); the expectation type
// (lines 1-18 of heldout_test.go); the slugOf and programID functions of
// ask_test.go (printed by a script, those two only); the first and last
// twenty lines of heldOutParts in score_test.go (its line number found by a
// grep -n for its name); the subject of the newest commit (a merge of the
// hundred-and-thirtieth part's fix round, which names no rule) and a git
// status; and the brief's directory listing. The shipped data was read only
// through short python3 scripts: the header and first rows of casinos.csv,
// program_properties.csv and us_cities.csv and the first record of
// rewards_programs.json (to learn their columns); counts of casinos by
// state, type and brand; the directory's towns with their states and
// counts; the casinos of some forty small towns (name, state, type,
// has_hotel, brand, tribal nation) and whether the town is in
// us_cities.csv; tribal nations with two casinos or more in a state; every
// program with its brand, property and tiers (name, threshold, unit); the
// number of casinos per program; and checks that every casino name used is
// the name of exactly one casino and that the shortened names used ("Cliff
// Castle", "Cypress Bayou", "Seven Feathers", "Swinomish Casino", "Mount
// Airy") are fragments of exactly one casino's name. Never the rules, the
// tuning phrases or any other held-out part.
//
// Checked against data/: every casino (Legendary Waters Resort & Casino,
// Tortoise Rock Casino, Havasu Landing Resort and Casino, Sage Hill Travel
// Center & Casino, Mount Airy Casino Resort, Rising Star Casino Resort,
// Cypress Bayou Casino Hotel, Swinomish Casino & Lodge, Cliff Castle Hotel
// & Casino, Seven Feathers Casino Resort, Apache Gold Casino Resort, Royal
// River Casino & Hotel, Quinault Beach Resort & Casino), every town and its
// state (Lander WY, Hoopa CA, Ocean Shores WA, Berlin MD, Flandreau SD,
// Pawhuska OK, Murphy NC, Twentynine Palms CA, Biloxi MS are towns of the
// directory; Eugene OR is a town of us_cities.csv only), the family (the
// Osage casinos, seven in Oklahoma, all with "Osage" in their names), the
// programs (WinStar Club Passport, Genting Rewards, Boyd Rewards, MGM
// Rewards, Caesars Rewards) and the tiers (Onyx in Boyd Rewards, Pearl and
// Gold in MGM Rewards, Platinum in Caesars Rewards). Korean, the host
// language, cannot be checked: the shipped data says nothing about hosts. A
// grep of the test files (file names only, counted) was used to prefer
// towns and casinos few earlier parts name.
//
// Wording: each whole message was checked with a case-insensitive
// fixed-string grep (file names only) against every test file of this
// package, with and without its closing mark; none was found, so none of
// the sixty had to be replaced for that. Each sentence of each message was
// also checked the same way, which is more than the brief asks: thirteen
// sentences were found in two rounds (among them "What tiers does that
// program have?", "What's the house edge on that game?", "Does that amount
// need a W-2G?", "Set my weekly gambling budget to $150.", "who are my
// hosts again", then "Put my gambling budget at $150 a week.") and were
// reworded, and the checks run again; only the sign-offs "Thanks a bunch.",
// "Appreciate it." and "Wish me luck." are still found, left as they are.
//
// Its theme is LONGER MESSAGES, the twenty-third part of it: every message
// is two to four sentences holding exactly one ask among context (a family
// cookout, a divorce, a lucky streak, a broken phone, a concert, a golf
// weekend, a babysitter cancelling, a new diet, a union strike, a
// high-school reunion, and a few more), reasons, feelings and sign-offs.
// The ask comes first in 11, last in 10 and in the middle in 39. 29 asks
// are indirect ("I was wondering if ...", "It'd help to know ...", "Any
// chance you could ...", "I'm curious whether ...", "Mind checking ...",
// "Could you ...", "wondering how much ...") and 31 direct. Six are typed
// on a phone (all lower case, loose punctuation, "w", "hrs", "u", "thx");
// five are written by an agent for its user. 48 expect an answer, covering
// every area as the twenty-ninth part does: place, near, radius, hotel,
// type, rewards and family searches, casino details, the programs, ladders
// and tier thresholds, game facts, the W-2G rule, a help line and
// self-exclusion, a budget and a session limit (proposed) and the limits
// read, comp predictions (one casino and all) and an estimate, tier
// progress and the player's tiers, tier-match suggestions and a path, hosts
// (at a casino, by language, the player's own), trips, sessions, visits,
// vouchers, offers and expiring offers, W-2Gs, their total, the tax summary
// and the bankroll. Ten of those 48 point back to something the context
// names: a town ("within 20 miles of there"), a casino ("that place", "that
// casino", "the next tier there"), a program ("that program"), a tier
// ("does that take"), a game ("that game"), an amount ("that amount"), a
// month ("that month") and a year ("that year"). 12 expect Unknown: three
// hold two asks in one (trips and the bankroll; a tier's threshold and a
// search; a budget and a session limit), two ask for someone else's records
// (a wife's tier at a casino, a friend's W-2Gs), two ask facts nothing
// keeps (a buffet's hours, which slot machine at a casino pays the most),
// two ask advice (whether to switch from slots to blackjack, whether to
// walk away with a win), and three ask writes /ask does not run (log a
// trip, add a bankroll deposit, mark an offer redeemed). Three of the
// Unknowns point back to the context ("she's sitting at there", "from that
// month", "walk away with that"). No answer lacks a field its intent needs,
// so none expects a missing field.
//
// It follows the twenty-ninth part's conventions: a casino named for a
// player action keeps the name as typed; a host filter by casino is the
// typed words and the directory's name when the words name exactly one
// casino; a radius in miles is in kilometres to one decimal; a year named
// for the player's records is that calendar year and "last year" is 2025; a
// month named without a year is its latest one up to today, 2026-05-14; a
// town typed without its state is near the directory's town with its state
// (or the us_cities town with its state); "in <state>" is the state; a
// family's casinos in a state are the state with q the family's name as the
// directory spells it; a tier named with its program is not ambiguous; a
// casino's details answer what the directory keeps about it, whichever
// field is asked for; a limit of money in a period is a budget. And it
// follows the README's rule on messages of several sentences: the ask is
// read alone, and the context lends it nothing unless the ask points back
// to it. Its own choices, where those are silent:
//   - A word pointing back ("there", "that place", "that casino", "that
//     program", "does that take", "that game", "that amount", "that month",
//     "that year") stands for the thing the context names and is read as if
//     the ask had named it: "within 20 miles of there" after Lander is near
//     "Lander, WY" within 32.2 km; "that place" after Legendary Waters
//     Resort & Casino is its details; a casino pointed back to for a player
//     action keeps the name as the context typed it ("Mount Airy Casino
//     Resort", "Rising Star Casino Resort"); "that month" after March is
//     2026-03-01..2026-03-31 and "that year" after 2024 is 2024.
//   - Context the ask does not point back to adds nothing, even when it
//     names a town, state, program, month or casino ("outside Flandreau"
//     before "casinos around Flandreau" is the ask's own town; Pawhuska
//     before "the Osage casinos in Oklahoma" is not used; "just moved to
//     Washington" before a host who speaks Korean adds no filter; "back in
//     January" before the limits read adds no dates).
//   - An agent's "the user's", "their" and "them" are the user's own, read
//     as "my".
//   - "what kind of casino <casino> is" is that casino's details (its
//     casino_type); "when did <casino> open" and "how many slot machines"
//     likewise.
//   - "Which of my casinos is likely to send me the best offer next?" is
//     the prediction for all casinos (ranked), as the twenty-ninth part's
//     "biggest offer".
//   - "how far I am from the next tier there" is tier progress at the
//     casino pointed back to; "How many points do I still need for the next
//     tier at Cypress Bayou?" is tier progress at "Cypress Bayou" as typed.
//   - "If I match my MGM Gold over to Caesars Rewards, what tier would I
//     get?" is the tier-match path from MGM Rewards' Gold to Caesars
//     Rewards ("my" does not make it suggestions, since the tier is named);
//     the context naming Caesars Rewards too changes nothing.
//   - "which of my vouchers already expired" has the status "expired";
//     "which of my offers expire in the next two weeks" is the expiring
//     offers within 14 days; "limit each session to 2 hrs max" is a session
//     limit of 120 minutes; "Make $150 a week my gambling budget" is a
//     weekly budget of 150.
//   - "how self-exclusion works in Pennsylvania", asked for a husband, is
//     self-exclusion in PA: the answer is a public resource of the state,
//     not anyone's records.
//   - "which slot machine at Mount Airy Casino Resort pays out the most" is
//     Unknown: the directory keeps how many machines a casino has, not
//     which pays, and the player's tracked machines are not the casino's.
//   - A wife's tier "there" is Unknown even though the casino is named: it
//     is another person's record.
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at 6308f37, after the session's rounds up to the hundred-
// and-twenty-ninth and hundred-and-thirtieth parts', and no rule changed
// for it) scored 53 of 60 correct (88.3%): precision 95.3% (41 of 43
// answers right), recall 85.4% (41 of 48 answerable), 5 declined and 2
// wrong. No expectation was changed after it. The wrong ones: "... his
// Onyx status ... How many tier credits does that take in Boyd Rewards?
// ..." (Boyd Rewards' ladder, where Onyx's threshold is asked) and "...
// Show the user's current tier at each of their casinos. ..." (the tiers
// filtered by a casino "each of their casinos").
//
// After its fix round (2026-11-25, branch fix-137, tuningPart137):
// 60/60, 0 wrong, 0 declined; no expectation was changed, and the part
// is barred. The general rules added: what "that" costs after an
// auxiliary ("does that take", "what does that require") is the one
// tier the story names, its program said once (resolveStory,
// tierCostPointed); an agent's "their" after "the user's" is the user's
// own, until another person is named (relayedTheirs); "any chance
// there's ..." asks whether the thing exists (chanceRequestAt),
// "theres" typed without its apostrophe reads as "there's", and that
// "there" is existential, never a place pointed back to
// (existentialThere); a night or evening out wanted is an occasion, not
// a condition of a search (tripOccasions); a line of amounts told after
// a W-2G question ("anything over a grand") is no win that binds the
// afterword (thresholdClaimed); "what kind of casino" a named casino is
// asks its details, its casino_type (claimKindOfCasino); and a vow
// closing a message ("Salads only, I promise.") asks nothing (vowTold).
// No expectation is believed wrong.
func heldOutHundredThirtySeventh(t testing.TB) []expectation {
	return []expectation{
		// The directory: a town pointed back to with a radius, towns of the
		// directory and of us_cities, a hotel, a type, a state's rewards
		// casinos and a family, each ask among context.
		{query: "My twenty-year high-school reunion is in Lander this August, and I'm flying in a day early. I was wondering if there are any casinos within 20 miles of there. Nothing fancy, just somewhere to kill an evening.", intent: FindCasinos, params: params{"near": "Lander, WY", "radius_km": 32.2}},
		{query: "What casinos are there in Hoopa? My babysitter cancelled, so the kids are coming camping with us after all. I'll only sneak away for an hour.", intent: FindCasinos, params: params{"near": "Hoopa, CA"}},
		{query: "golf weekend w the guys in ocean shores, tee time is 8 sat. any chance theres a casino with a hotel near ocean shores", intent: FindCasinos, params: params{"near": "Ocean Shores, WA", "has_hotel": true}},
		{query: "The union strike finally ended, so money is tight but I need a night out. Show me racinos near Berlin, Maryland. I'll stick to the cheap machines.", intent: FindCasinos, params: params{"near": "Berlin, MD", "type": "racino"}},
		{query: "My new diet has me off the buffets for good. I'm curious which commercial casinos Indiana has. Salads only, I promise.", intent: FindCasinos, params: params{"state": "IN", "type": "commercial"}},
		{query: "We're riding motorcycles across South Dakota in July and want to earn points along the way. List the casinos in South Dakota that have a rewards program. Thank you.", intent: FindCasinos, params: params{"state": "SD", "has_rewards": true}},
		{query: "My grandfather worked the oil fields around Pawhuska for forty years. It'd help to see a list of the Osage casinos in Oklahoma. He wants to see how the tribe's places have grown.", intent: FindCasinos, params: params{"state": "OK", "q": "Osage"}},
		{query: "We just moved to Eugene for my wife's new job and don't know the area yet. The moving truck broke down twice on the way. Which casinos are within 60 miles of Eugene?", intent: FindCasinos, params: params{"near": "Eugene, OR", "radius_km": 96.6}},
		{query: "Our family cookout is at my aunt's place outside Flandreau on Saturday. Mind checking what casinos are around Flandreau? My cousins want to sneak off after the potato salad.", intent: FindCasinos, params: params{"near": "Flandreau, SD"}},

		// One casino's details: one pointed back to, and fields asked of
		// casinos named in the ask.
		{query: "My sister is getting married at Legendary Waters Resort & Casino next month. I'm curious whether that place has a hotel on site. I'd rather not drive after the reception.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Legendary Waters Resort & Casino")}},
		{query: "How many slot machines does Tortoise Rock Casino have? The concert we drove out for got cancelled, so we've got the night free.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Tortoise Rock Casino")}},
		{query: "broke my phone screen at the lake lol so im typing on my wifes. when did havasu landing resort and casino open", intent: CasinoDetail, params: params{"slug": slugOf(t, "Havasu Landing Resort and Casino")}},
		{query: "I'm assisting a user who is choosing a venue for a small company retreat. Could you tell me what kind of casino Sage Hill Travel Center & Casino is? They only need the basics for now.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Sage Hill Travel Center & Casino")}},

		// Programs: the list, two ladders (one pointed back to) and two
		// tiers' thresholds (one pointed back to).
		{query: "Since the divorce I'm rebuilding everything from scratch, even my casino cards. Mind listing every rewards program you keep track of? A fresh start deserves fresh points.", intent: ListPrograms, params: params{}},
		{query: "I signed up for WinStar Club Passport at the reunion raffle table. Which tiers make up that program? I've never had a players card before.", intent: ProgramDetail, params: params{"id": programID(t, "WinStar Club Passport")}},
		{query: "I'd love to see the full tier ladder for Genting Rewards. My brother works at Resorts World and won't stop talking about it. He's buying dinner, so I'm listening.", intent: ProgramDetail, params: params{"id": programID(t, "Genting Rewards")}},
		{query: "My brother-in-law brags about his Onyx status at every family cookout. How many tier credits does that take in Boyd Rewards? I'd love to knock him down a peg.", intent: TierRequirement, params: params{"id": programID(t, "Boyd Rewards")}, tier: "Onyx"},
		{query: "lucky streak all weekend!! wondering how much it takes to hit pearl in mgm rewards. gonna keep riding it", intent: TierRequirement, params: params{"id": programID(t, "MGM Rewards")}, tier: "Pearl"},

		// Game facts and the W-2G rule: a game and an amount pointed back
		// to, and a game and an amount named in the ask.
		{query: "My uncle spent the whole cookout teaching the kids craps with a shoebox for a table. How big is the house edge on that game? He claims it's the smartest bet on the floor.", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "I was wondering how many hands an hour a baccarat table deals. I'm planning my evening around a concert that starts at nine. Thanks a bunch.", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "During my lucky streak on Friday I hit $1,500 on keno. Would that amount trigger a W-2G? My buddy says anything over a grand does.", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1500}},
		{query: "My user plays the slots on weekends and is keeping careful records this year. They'd like to know whether a $1,250 slot jackpot is reportable on a W-2G.", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 1250}},

		// Responsible-gaming help by state: a help line and self-exclusion.
		{query: "Things got bad after the divorce and I've been playing way too much. Who can I call for gambling help in Indiana? I don't want my kids to see me like this.", intent: RGHelp, params: params{"topic": "helpline", "state": "IN"}},
		{query: "My husband and I agreed at New Year's that he needs a break from the tables. He's ready to sign up. Any chance you could tell us how self-exclusion works in Pennsylvania?", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "PA"}},

		// The player's limits: a budget and a session cap (proposed), and
		// the limits read.
		{query: "The new diet is going great, and now my wallet needs one too. Make $150 a week my gambling budget from now on. My wife will be thrilled.", intent: SetBudget, params: params{"period": "week", "amount": 150}},
		{query: "could you limit each session to 2 hrs max. babysitter cancelled again so ill only have short windows anyway, thx", intent: SetSessionLimit, params: params{"max_minutes": 120}},
		{query: "I set some limits back in January and honestly forgot what I picked. I'd like to see which limits I have on my account right now. Just want to make sure they're still sensible.", intent: MyLimits, params: params{}},

		// Comps: predicted at a casino pointed back to, ranked over all of
		// them, and estimated.
		{query: "I've been playing at Mount Airy Casino Resort most Fridays since the strike started. I'm curious what kind of offer that casino is likely to send me next. The mail's been slow lately.", intent: CompPredict, params: params{"casino_name": "Mount Airy Casino Resort"}},
		{query: "My mailbox has been empty since I broke my phone and stopped checking email. Which of my casinos is likely to send me the best offer next? I'd hate to miss a good one.", intent: CompPredictAll, params: params{}},
		{query: "We're planning a golf weekend with some table games in the evenings. Roughly what comps would I earn playing $15 craps for 4 hours? The wives are hitting the spa anyway.", intent: CompEstimate, params: params{"game_type": "craps", "avg_bet": 15, "hours": 4}},

		// Tiers: progress at a casino pointed back to and at one named,
		// the player's tiers (for an agent's user), tier-match suggestions
		// and a path.
		{query: "Rising Star Casino Resort is twenty minutes from my new apartment, so I stop in after every shift. It'd help to know how far I am from the next tier there. My old card from the city is useless now.", intent: TierProgress, params: params{"casino_name": "Rising Star Casino Resort"}},
		{query: "How many points do I still need for the next tier at Cypress Bayou? My cousin's wedding is down there in June and I'd love to arrive with status. Thanks!", intent: TierProgress, params: params{"casino_name": "Cypress Bayou"}},
		{query: "Hello, I'm an assistant working for a player who travels a lot. Show the user's current tier at each of their casinos. They'll review it tonight.", intent: MyTiers, params: params{}},
		{query: "My employer moved me to Biloxi and I've collected a few cards over the past year. I'm curious which programs would status match me based on the tiers I already hold. No rush on this.", intent: TierMatchSuggestions, params: params{}},
		{query: "The casino near my reunion hotel runs Caesars Rewards. If I match my MGM Gold over to Caesars Rewards, what tier would I get? I'd rather not start from scratch.", intent: TierMatchPaths, params: params{"program": "MGM Rewards", "to_program": "Caesars Rewards"}, tier: "Gold"},

		// Hosts at a casino, by language (for an agent's user), and the
		// player's own.
		{query: "My parents' fortieth anniversary is coming up and I want to treat them right. I was wondering if there are hosts at Swinomish Casino taking new players. Mom loves the seafood there.", intent: FindHosts, params: params{}, filter: []string{"Swinomish Casino", "Swinomish Casino & Lodge"}},
		{query: "The user I assist speaks Korean more comfortably than English and just moved to Washington. Please find them a casino host who speaks Korean.", intent: FindHosts, params: params{"language": "Korean"}},
		{query: "whos my casino host these days. lost all my contacts when my phone died in the pool, ugh", intent: MyHosts, params: params{}},

		// The player's records: trips, sessions (of a month pointed back
		// to), visits, vouchers, offers, expiring offers, W-2Gs (of a year
		// pointed back to), their total, the tax summary and the bankroll.
		{query: "My ex kept the house but I kept the players cards. List my trips to Cliff Castle from last year. It's for the settlement paperwork.", intent: MyTrips, params: params{"casino_name": "Cliff Castle", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "The union was on strike all through March, so I played more than I should have. Mind pulling up my sessions from that month? I need to face the numbers.", intent: MySessions, params: params{"from": "2026-03-01", "to": "2026-03-31"}},
		{query: "Show me every casino check-in I've recorded. My doctor asked how often I go out since I started the new diet, and I honestly can't remember.", intent: MyVisits, params: params{}},
		{query: "cleaning out my wallet after the concert and found a pile of tickets. can u check which of my vouchers already expired. some are from last summer", intent: MyVouchers, params: params{"status": "expired"}},
		{query: "Our golf weekend is at Seven Feathers again this fall. The course is great but the rooms cost a fortune. What offers do I have from Seven Feathers?", intent: MyOffers, params: params{"casino_name": "Seven Feathers"}},
		{query: "Between the babysitter cancelling and work, I keep missing my free play. It'd help to know which of my offers expire in the next two weeks. I hate wasting them.", intent: ExpiringOffers, params: params{"within_days": 14}},
		{query: "2024 was the year of the divorce, and my accountant needs everything from it. Any chance you could pull up my W-2Gs from that year? She's waiting on me.", intent: MyW2Gs, params: params{"tax_year": 2024}},
		{query: "My tax guy asked for a number this morning. How much did I win in total on W-2Gs last year? I'd rather not dig through the shoebox.", intent: W2GTotal, params: params{"tax_year": 2025}},
		{query: "I'm an agent helping a user get ready for a meeting with their accountant. The user would like their gambling tax summary for 2025. They will bring the printout.", intent: TaxSummary, params: params{"tax_year": 2025}},
		{query: "Payday is Friday and the strike pay barely covered rent. What's left in my gambling bankroll at the moment? Trying to plan the weekend.", intent: Bankroll, params: params{}},

		// Unknown: two asks in one (two reads, a fact and a search, two
		// changes).
		{query: "We're hosting the family cookout on Sunday and I'm on grill duty. Show me my trips from April and tell me my bankroll balance. Then I'll get back to the burgers.", intent: Unknown, params: params{}},
		{query: "Could you tell me what Platinum takes at Caesars Rewards and whether there's a casino near Murphy? My reunion is out that way in the fall. Appreciate it.", intent: Unknown, params: params{}},
		{query: "The divorce lawyer says I need to show I'm responsible with money. Set my monthly budget to $400 and limit my sessions to 90 minutes.", intent: Unknown, params: params{}},

		// Unknown: someone else's records, both pointing back to the
		// context.
		{query: "My wife has her own card at Apache Gold Casino Resort. I'm curious what tier she's sitting at there. Her birthday's coming up and I want to surprise her.", intent: Unknown, params: params{}},
		{query: "My buddy Carl hit big on the slots during his lucky streak in March. Pull up his W-2Gs from that month. He misplaced the paper copies.", intent: Unknown, params: params{}},

		// Unknown: facts nothing keeps.
		{query: "What time does the buffet at Cliff Castle Hotel & Casino open on Sundays? My mother-in-law is visiting and she only eats early. Wish me luck.", intent: Unknown, params: params{}},
		{query: "My girlfriend and I have a concert in the Poconos next weekend. I was wondering which slot machine at Mount Airy Casino Resort pays out the most. She's convinced it's the one by the door.", intent: Unknown, params: params{}},

		// Unknown: advice (one pointing back to an amount).
		{query: "My reunion is coming up and I want to impress my old friends at the tables. I'd like your honest opinion: is it smarter to quit slots and learn blackjack?", intent: Unknown, params: params{}},
		{query: "I'm up $900 after a lucky streak at Royal River tonight. Should I walk away with that or keep playing? My wife is texting me to come home.", intent: Unknown, params: params{}},

		// Unknown: writes /ask does not run (a trip, a bankroll deposit,
		// an offer's status).
		{query: "Log a trip to Quinault Beach Resort & Casino for last weekend. It was my high-school reunion and I want the record straight. Thanks.", intent: Unknown, params: params{}},
		{query: "The strike pay check finally cleared this morning. Could you add a $500 deposit to my bankroll? Rent's covered, so this is fun money.", intent: Unknown, params: params{}},
		{query: "I finally used the dinner comp last night, which felt like a small win during the divorce. Mark my food offer from Swinomish Casino & Lodge as redeemed.", intent: Unknown, params: params{}},
	}
}
