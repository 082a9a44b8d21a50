package ask

import "testing"

// heldOutEightyEighth is an eighty-eighth held-out part, written blind and
// committed BEFORE its first run: by someone who had read only the action
// catalog and the service spec (both whole), README.md lines 89-155 and
// 428-480, the shipped data (casinos.csv, rewards_programs.json and
// program_properties.csv, only through short scripts listing casinos with
// town, state, type, hotel, brand and nation, and programs with their tiers
// and thresholds), the whole of the twenty-ninth held-out part and the
// first 80 lines of the twenty-eighth, the first const block of ask.go
// (the intent constants), lines 1-18 of heldout_test.go (the expectation
// type), the slugOf and programID functions of ask_test.go, the
// heldOutParts function of score_test.go and the newest subject line of
// the git log; never the rules of this package, the tuning phrases or the
// other held-out parts. Every casino, program, tier, town, state and brand
// used was checked against data/ with a short script (each casino name is
// one casino's exact name; "Quechan Paradise", "Talking Stick", "Cities of
// Gold", "Soboba", "Prairie Band", "Northern Lights", "Borgata" and "Twin
// Arrows" each name exactly one casino; Sequim and Lander are towns of the
// directory; Mississippi has casinos in program_properties.csv; Louisiana
// has Boyd Gaming casinos; Kansas has casinos with a hotel). Its wording
// is new: each whole message was checked with a case-insensitive
// fixed-string grep (file names only) against every test file of this
// package, with and without its closing mark, and none was found; each of
// its sentences was checked the same way, and eighteen asking sentences
// that were found were replaced before the file was written ("Which
// casinos in Mississippi have a rewards program?", "Which rewards programs
// do you know about?", "How many hands an hour does a baccarat table
// deal?", "Does a $700 poker tournament win need a W-2G?", "How do I
// self-exclude in Pennsylvania?", "Set my weekly budget to $150.", "What
// budget and session limits do I currently have?", "What comps would that
// earn me?", "How close am I to the next tier there?", "Is there a casino
// host who speaks Spanish?", "Which hosts am I connected with right
// now?", "What offers do I have from them right now?", "Which of my
// offers expire in the next 14 days?", "Which of my offers run out within
// the next 14 days?", "Show me my W-2Gs for 2025.", "Pull together my
// W-2G forms from 2025.", "How much did he lose?", "Mark that offer as
// redeemed."); sign-offs and context sentences that were found are kept,
// since they are context, not asks ("Thank you.", "Thanks.", "Thanks so
// much.", "I mean it this time.", "I'm making a scrapbook.", "Be honest
// with me.", "Be honest.", "So excited!").
//
// Its theme is LONGER MESSAGES, tenth part: each message is two to four
// sentences holding exactly one ask among context (a trip, a win, a loss,
// a partner's opinion, a plan, a worry), reasons, feelings and sign-offs;
// the ask comes first, in the middle or last; a few point back to a
// casino, game, amount or date named in the context ("there", "them",
// "that amount", "that play", "that year"); a few are typed on a phone
// with loose punctuation and no capitals; a few are written by an agent
// for its user ("The user is ...", "My user is ...", "On behalf of my
// user", "Assistant here, writing for my user"). 48 expect an answer and
// 12 expect Unknown (two with two asks in one, two asking someone else's
// records, two asking things nothing keeps, two asking for advice, four
// asking writes /ask does not run). Every area is covered: place, radius,
// state, type, hotel, rewards and family searches, casino details,
// programs, a ladder and tier thresholds, game facts, the W-2G rule, help
// lines and self-exclusion, budget and session limits (proposed) and the
// limits read, comp predictions (one casino and all) and estimates, tier
// progress, the player's tiers, a tier-match path and suggestions, hosts
// (by language, at a casino, the player's own), trips, sessions, visits,
// vouchers, offers and expiring offers, W-2G lists and totals, the tax
// summary and the bankroll. No question lacks a field its intent needs, so
// none expects a missing field.
//
// It follows the twenty-ninth part's conventions (a casino named for a
// player action keeps the name as typed; a host filter by casino is the
// typed words and the directory's name when the words name exactly one
// casino; a radius in miles is in kilometres to one decimal; a year named
// for the player's records is that calendar year; a month named with its
// year is that month; a town typed without its state is near the
// directory's town with its state; "in <state>" is the state; a family's
// casinos in a state are the state with q the family's name as the
// directory spells it; a tier named with its program is not ambiguous; a
// casino's details answer what the directory keeps about it, whichever
// field is asked for; a limit of money in a period is a budget). Its own
// choices, where those are silent:
//   - The context lends the ask nothing unless the ask points back to it
//     (README): towns, casinos, games and amounts told around an ask that
//     does not point back add no parameter ("Deadwood" beside the keno
//     house edge, "Tunica" beside the poker W-2G rule, "the Borgata"
//     beside the blackjack estimate, "Lake Charles" beside the bankroll,
//     "Biloxi" beside the limits, "Reno and Laughlin" beside the trips of
//     2025, "the Venetian" beside the player's hosts, "the Suncoast"
//     beside Boyd Rewards' ladder, "Yuma" beside the hosts at Quechan
//     Paradise).
//   - A point back takes the thing named in the context: "any casinos
//     within 25 miles of there" after "near Sequim" is near "Sequim, WA"
//     within 40.2 km; "How many table games does it have?" after Talking
//     Stick Casino Resort is its details; "Is that amount reportable"
//     after "Won $1,350 on a slot machine" is the rule for slots and
//     1350; "What comps would that play earn me there?" after "craps for
//     3 hours at $20 a bet" is the estimate for craps, 20, 3 (there is no
//     casino in that message, so no casino_name); "How near am I to the
//     next tier there now?" after Hollywood Casino Joliet is the progress
//     there; "my past trips there" after Cities of Gold are the trips
//     there; "Which offers from them" after Soboba Casino Resort are the
//     offers there; "that year" after 2024 is the W-2G total of 2024;
//     "What offer should I expect from them next?" after Prairie Band
//     Casino & Resort is the prediction there.
//   - "any casinos around here" in a message that says the writer just
//     got to Lander, Wyoming is near "Lander, WY" (here points back to
//     the town told).
//   - A phone message keeps its casino as typed with its capitals ("Wynn
//     Las Vegas"); the other phone messages name no casino for a player
//     action ("deadwood" is context only).
//   - "tito tickets" are vouchers (ticket-in/ticket-out); "still open" is
//     the status open.
//   - "Show me the casino visits I've checked in." is the player's visits
//     (the count asked in the context is what that list answers).
//   - "What would my theo be" for $50 blackjack for 5 hours is the comp
//     estimate (calculate answers theo).
//   - "If I status match my Caesars Rewards Diamond to MGM Rewards" is the
//     tier-match path from Caesars Rewards' Diamond to MGM Rewards; "Gold"
//     in the sign-off is a hope, not a tier asked.
//   - "What tiers do I currently hold across all my casinos?" is the
//     player's tiers; "Which programs would give me a status match based
//     on the tiers I have now?" the tier-match suggestions.
//   - "Which budget and session caps are on my account at the moment?"
//     reads the limits (one ask, naming both kinds of limit it answers).
//   - "Put my budget at $150 a week from now on." is a weekly budget of
//     150; "set a monthly limit of 600 dollars on my gambling" a monthly
//     budget of 600; "cap each of my sessions at 75 minutes" a session
//     limit of 75.
//   - "What Boyd Gaming casinos are in Louisiana?" is LA with q "Boyd
//     Gaming" (the brand as the directory spells it).
//   - Unknown: "What's my tier at Hard Rock Hotel & Casino Biloxi and how
//     many offers do I have from them?" and "Set my daily budget to $50
//     and limit my sessions to an hour." (two asks, or two changes, in
//     one); a husband's losses at the Borgata and a brother's W-2Gs
//     (someone else's records); the poker room's opening time at Live!
//     Casino Pittsburgh and who won a jackpot at Whiskey Pete's (nothing
//     keeps them); whether to go back to Belle of Baton Rouge to win back
//     a loss and whether to split play between Caesars and MGM (advice);
//     logging a trip, recording a W-2G, marking an offer redeemed and
//     deleting a session (writes: add_trip, manual_w2g,
//     update_offer_status and delete_session are actions /ask does not
//     run, since it proposes only budgets and session limits).
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at 9d6a87d, with the eighty-seventh and eighty-eighth
// parts added together after every round of the session, and no rule
// changed for them) scored 53 of 60 correct
// (88.3%): precision 91.3% (42 of 46 answers right), recall 87.5% (42 of
// 48 answerable), 3 declined and 4 wrong. No expectation was changed
// after it. The wrong ones: "$400 gone. Put my budget at $150 a week"
// (the story's $400 proposed as the budget); "find a casino host who
// speaks Spanish for us?" (the hosts filtered by a casino "us"); "I
// promised myself fewer casino outings this year. Show me the casino
// visits I've checked in." (the story's year lent to the visits); and
// "Record a W-2G for it with the casino as payer." (the W-2G rule, where
// a write /ask does not run is asked).
//
// After its fix round (by the maintainer, at the session's end, with
// tuning phrases in other words checked to fail first) it scored 57 of 60
// with none wrong, and is barred: a change put with "put" or "hold" after
// a story is the ask, its own amount the change's; "for us" is people,
// never a casino; a question that does not point back takes no period
// from the story; a W-2G asked to be recorded for the story's win is a
// write, declined. Still declined: "any casinos around here" after a
// town named in lower case with its state in words, "How near am I to
// the next tier there now?" after "Got bumped up at ...", and "hows my
// progress toward next tier at Wynn Las Vegas.. asking before i book".
func heldOutEightyEighth(t testing.TB) []expectation {
	return []expectation{
		// The directory: searches by town, radius, state, type, hotel,
		// rewards and family, each inside a longer message.
		{query: "We're driving up the coast next week and my wife wants a break near Sequim. Are there any casinos within 25 miles of there? She likes the slots.", intent: FindCasinos, params: params{"near": "Sequim, WA", "radius_km": 40.2}},
		{query: "just got to lander wyoming for a work thing, bored already lol. any casinos around here", intent: FindCasinos, params: params{"near": "Lander, WY"}},
		{query: "My partner says the tribal casinos up north have the best buffets. Which tribal casinos are there in Minnesota? We're deciding where to go in June.", intent: FindCasinos, params: params{"state": "MN", "type": "tribal"}},
		{query: "The user is planning a road trip through Kansas and prefers to sleep where they play. Please list the casinos in Kansas that have a hotel. Thank you.", intent: FindCasinos, params: params{"state": "KS", "has_hotel": true}},
		{query: "Our mountain weekend fell through last year, so we're trying again. Which commercial casinos are in Colorado? Hoping for somewhere quiet.", intent: FindCasinos, params: params{"state": "CO", "type": "commercial"}},
		{query: "My brother swears by Boyd and won't play anywhere else. What Boyd Gaming casinos are in Louisiana? I'll be down there for work in the fall.", intent: FindCasinos, params: params{"state": "LA", "q": "Boyd Gaming"}},
		{query: "Points add up faster when you're in a club, my aunt keeps telling me. Which Mississippi casinos belong to a rewards program? We go twice a year.", intent: FindCasinos, params: params{"state": "MS", "has_rewards": true}},

		// One casino's details, one of them pointing back to the casino.
		{query: "We stayed at Talking Stick Casino Resort for our anniversary and loved it. How many table games does it have? My husband wants to go back for blackjack.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Talking Stick Casino Resort")}},
		{query: "My user is comparing resorts for an October getaway. Could you pull up the details for Twin Arrows Navajo Casino Resort? They will decide tonight.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Twin Arrows Navajo Casino Resort")}},

		// Programs, ladders and one tier's threshold.
		{query: "Friends keep talking about their loyalty clubs. What rewards programs are in your list? I'm trying to pick one to focus on.", intent: ListPrograms, params: params{}},
		{query: "I just signed up for Boyd Rewards at the Suncoast. What are all the tiers in it? Want to know what I'm aiming for.", intent: ProgramDetail, params: params{"id": programID(t, "Boyd Rewards")}},
		{query: "quick q - whats needed for Platinum in MGM Rewards?? my buddy thinks its 200k", intent: TierRequirement, params: params{"id": programID(t, "MGM Rewards")}, tier: "Platinum"},
		{query: "Hit a nice run on craps last trip. How many tier credits does Diamond Elite take with Caesars Rewards? I'd love to get there by December.", intent: TierRequirement, params: params{"id": programID(t, "Caesars Rewards")}, tier: "Diamond Elite"},
		{query: "We go to WinStar twice a year and always forget to swipe. What does Premier take in WinStar Club Passport? Maybe this is the year.", intent: TierRequirement, params: params{"id": programID(t, "WinStar Club Passport")}, tier: "Premier"},

		// Game facts and the W-2G rule (two pointing back to a win told
		// before the ask).
		{query: "My dad taught me baccarat last weekend and I'm hooked. How many hands per hour does baccarat usually go through? Want to pace myself.", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "Lost $200 at keno in Deadwood, ugh. What's the house edge on keno anyway? Never again maybe.", intent: GameFacts, params: params{"game_type": "keno"}},
		{query: "Won $1,350 on a slot machine at Cocopah Casino Resort on Saturday! Is that amount reportable on a W-2G? First time winning anything big.", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 1350}},
		{query: "Would a $700 poker tournament cash get me a W-2G? My friend thinks yes. We're playing in Tunica next month.", intent: W2GRule, params: params{"game_type": "poker", "amount_won": 700}},

		// Responsible-gaming help by state.
		{query: "Things have gotten out of hand since my divorce. Is there a gambling helpline in Arizona I can call? I don't want my kids to know.", intent: RGHelp, params: params{"topic": "helpline", "state": "AZ"}},
		{query: "I think I need a break from casinos for good. How would I go about self-excluding in Pennsylvania? Please be straightforward.", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "PA"}},

		// Limits: changes proposed, and the limits read.
		{query: "Had a rough loss at MotorCity Casino & Hotel on Friday, $400 gone. Put my budget at $150 a week from now on. I mean it this time.", intent: SetBudget, params: params{"period": "week", "amount": 150}},
		{query: "set a monthly limit of 600 dollars on my gambling pls. my wife asked me to", intent: SetBudget, params: params{"period": "month", "amount": 600}},
		{query: "I lose track of time at the slots and my partner worries. Please cap each of my sessions at 75 minutes. We'll see how it goes.", intent: SetSessionLimit, params: params{"max_minutes": 75}},
		{query: "Before our Biloxi trip I want to be sure the guard rails are on. Which budget and session caps are on my account at the moment? I set them last spring.", intent: MyLimits, params: params{}},

		// Comps: predicted at one casino and over all, and estimated (one
		// pointing back to the play described before the ask).
		{query: "I've been going to Prairie Band Casino & Resort every other weekend since January. What offer should I expect from them next? Their mailers have been slim.", intent: CompPredict, params: params{"casino_name": "Prairie Band Casino & Resort"}},
		{query: "On behalf of my user: across all the casinos they play, which is predicted to send the best offers next period? They want to plan the summer.", intent: CompPredictAll, params: params{}},
		{query: "We're heading to the Borgata in August. If I play $50 blackjack for 5 hours, what would my theo be? My husband says it's tiny.", intent: CompEstimate, params: params{"game_type": "blackjack", "avg_bet": 50, "hours": 5}},
		{query: "I'm going to play craps for 3 hours at $20 a bet. What comps would that play earn me there? Just budgeting for the trip.", intent: CompEstimate, params: params{"game_type": "craps", "avg_bet": 20, "hours": 3}},

		// Tiers: progress at one casino (one pointing back to it), the
		// player's tiers, a match path and suggestions.
		{query: "Got bumped up at Hollywood Casino Joliet last year but now it's slipping. How near am I to the next tier there now? I've got a trip on the 20th.", intent: TierProgress, params: params{"casino_name": "Hollywood Casino Joliet"}},
		{query: "hows my progress toward next tier at Wynn Las Vegas.. asking before i book", intent: TierProgress, params: params{"casino_name": "Wynn Las Vegas"}},
		{query: "My sister is jealous of my status everywhere lol. What tiers do I currently hold across all my casinos? Want to brag accurately.", intent: MyTiers, params: params{}},
		{query: "We're switching to MGM properties this year. If I status match my Caesars Rewards Diamond to MGM Rewards, what would I get? Fingers crossed for Gold.", intent: TierMatchPaths, params: params{"program": "Caesars Rewards", "to_program": "MGM Rewards"}, tier: "Diamond"},
		{query: "We're moving to a new state in the fall. Which programs would give me a status match based on the tiers I have now? I'd hate to start at the bottom.", intent: TierMatchSuggestions, params: params{}},

		// Hosts: by language, at a casino, the player's own.
		{query: "My mom mostly speaks Spanish and she wants to come to a casino with me. Could you find a casino host who speaks Spanish for us? That would make her comfortable.", intent: FindHosts, params: params{"language": "Spanish"}},
		{query: "We're booking a birthday weekend in Yuma. Are there hosts at Quechan Paradise taking new players? A friend had a great one there.", intent: FindHosts, params: params{}, filter: []string{"Quechan Paradise", "Quechan Paradise Casino"}},
		{query: "Our host at the Venetian left last month, I think. Which hosts am I linked up with at the moment? I need to know who to call.", intent: MyHosts, params: params{}},

		// The player's records: trips (one pointing back to the casino),
		// sessions, visits, vouchers, offers, W-2Gs (one pointing back to
		// the year), the tax year and the bankroll.
		{query: "We did a lot of traveling in 2025 between Reno and Laughlin. Can you list my trips from 2025? I'm making a scrapbook.", intent: MyTrips, params: params{"from": "2025-01-01", "to": "2025-12-31"}},
		{query: "We're going back to Cities of Gold in the spring. Show me my past trips there. My wife forgot when we last went.", intent: MyTrips, params: params{"casino_name": "Cities of Gold"}},
		{query: "The video poker at Red Garter has been brutal. Show my video poker sessions from March 2026. I want to see the damage.", intent: MySessions, params: params{"game_type": "video_poker", "from": "2026-03-01", "to": "2026-03-31"}},
		{query: "Assistant here, writing for my user: please list their sessions at Northern Lights Casino Hotel. They suspect a miscount.", intent: MySessions, params: params{"casino_name": "Northern Lights Casino Hotel"}},
		{query: "I promised myself fewer casino outings this year. Show me the casino visits I've checked in. Be honest with me.", intent: MyVisits, params: params{}},
		{query: "found a bunch of tito tickets in my jacket after deadwood. which vouchers of mine are still open?? dont want to lose them", intent: MyVouchers, params: params{"status": "open"}},
		{query: "We had a great weekend at Soboba Casino Resort. Which offers from them are sitting in my account? I'd like to go back soon.", intent: MyOffers, params: params{"casino_name": "Soboba Casino Resort"}},
		{query: "I don't want to waste any more free play like last time. Which of my offers lapse inside the coming 14 days? Thanks.", intent: ExpiringOffers, params: params{"within_days": 14}},
		{query: "My accountant asked for paperwork. Can you gather up my 2025 W-2G forms? She needs them by Friday.", intent: MyW2Gs, params: params{"tax_year": 2025}},
		{query: "2024 was a big year at the slots, I still can't believe it. What did my W-2G winnings add up to that year? Need the number for my records.", intent: W2GTotal, params: params{"tax_year": 2024}},
		{query: "Taxes are due soon and I'm nervous. What does my gambling tax summary for 2025 look like? Losses included please.", intent: TaxSummary, params: params{"tax_year": 2025}},
		{query: "Just got back from Lake Charles, down about $300. How much is left in my gambling bankroll now? Ugh.", intent: Bankroll, params: params{}},

		// Unknown: two asks in one.
		{query: "We're off to Biloxi in June. What's my tier at Hard Rock Hotel & Casino Biloxi and how many offers do I have from them? So excited!", intent: Unknown, params: params{}},
		{query: "My partner insists on this one. Set my daily budget to $50 and limit my sessions to an hour. Thanks.", intent: Unknown, params: params{}},

		// Unknown: someone else's records.
		{query: "My husband played at the Borgata all weekend. How much money did he drop there? He won't tell me.", intent: Unknown, params: params{}},
		{query: "My brother asked me to check for him. Can you show my brother's W-2Gs from 2025? He's hopeless with paperwork.", intent: Unknown, params: params{}},

		// Unknown: things nothing keeps.
		{query: "We're driving in from Erie tomorrow. What time does the poker room at Live! Casino Pittsburgh open? Want to get a seat early.", intent: Unknown, params: params{}},
		{query: "My cousin heard the jackpot was huge. Who won the big jackpot at Whiskey Pete's last night? Just nosy.", intent: Unknown, params: params{}},

		// Unknown: advice.
		{query: "I'm down $2,000 this month and feel like I'm due. Should I go back to Belle of Baton Rouge this weekend to win it back? Be honest.", intent: Unknown, params: params{}},
		{query: "My partner thinks I spread myself too thin. Is it smarter to split my play between Caesars and MGM or stick to one? I can't decide.", intent: Unknown, params: params{}},

		// Unknown: writes /ask does not run.
		{query: "We just got back from Twin Arrows and it was wonderful. Log the trip for May 8 to May 10 please. Thanks so much.", intent: Unknown, params: params{}},
		{query: "Won $1,500 on keno at Cities of Gold yesterday. Record a W-2G for it with the casino as payer. Need it on file.", intent: Unknown, params: params{}},
		{query: "Used my free play from Soboba on Saturday. Please mark that offer redeemed in my list. Thank you.", intent: Unknown, params: params{}},
		{query: "I entered last Tuesday's session twice by mistake, oops. Delete the duplicate session please. Sorry for the mess.", intent: Unknown, params: params{}},
	}
}
