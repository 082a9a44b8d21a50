package ask

import "testing"

// heldOutEightySecond is an eighty-second held-out part, written blind and
// committed BEFORE its first run: by someone who had read only the action
// catalog and the service spec (both whole), the README's lines 89-155
// (its curl examples of the directory's query parameters) and 428-480
// (its section on /ask), the shipped data (casinos.csv,
// rewards_programs.json and program_properties.csv, through short scripts
// listing casinos with town, state, type, hotel, brand and nation, and
// programs with their tiers and thresholds; a listing of data/, the first
// lines of casinos.csv and program_properties.csv, and a grep of
// data/us_cities.csv for a few towns of this part, to see whether another
// state has a large town of the same name, were printed too), the whole
// of the twenty-ninth held-out part and the first eighty lines of the
// twenty-eighth (its header), the first const block of ask.go (lines 1-70
// were printed, so the package's doc comment, its imports and the first
// fields of the Intent type were seen as well), the expectation type
// (lines 1-18 of heldout_test.go), the slugOf and programID helpers of
// ask_test.go, the heldOutParts function of score_test.go, and the
// subject of the newest commit of the git log (it names no phrase). Never
// the rules of this package, the tuning phrases or the other held-out
// parts. Every casino, program, tier, town, state and family used was
// checked against data/ with a short script.
//
// Its wording is new: each whole message, each of its sentences and each
// of its comma-separated clauses was checked with a case-insensitive
// fixed-string grep (file names only) against every test file of this
// package, with and without its closing mark. Twenty-three were found and
// replaced before the file was written: "Which casinos in Indiana have a
// rewards program?", "Thanks in advance.", "Does that place have a
// hotel?", "What are the tiers in Boyd Rewards?", "What does it take to
// reach Tier 3 in Genting Rewards?", "Will I get a W-2G for that?", "I
// mean it this time.", "What would that be worth in comps?", "How close am
// I to the next tier there?", "Is there a casino host who speaks
// Vietnamese?", "who's my host again", "I want to see where it went
// wrong.", "What offers do I have from them?", "Which of my offers expire
// in the next 10 days?", "Show me my W-2G forms for 2025.", "hows my
// bankroll looking", "rough night.", and then, among their replacements
// and the clauses, "Appreciate the help.", "What tiers does Boyd Rewards
// have", "What's the house edge on that game", "On behalf of my user:",
// "Rough year at the tables," and "What's the house edge on craps,"; none
// of the sixty, nor any sentence or clause of them, is there now. Its
// places and casinos were chosen, where the data allowed, among those few
// earlier test files name (by the same kind of grep, file names only):
// Placerville, Port Angeles, Waukegan, Sloan, Konocti Vista, Firelake, Quil
// Ceda Creek, Comanche Red River, Model T and Taos Mountain are named by
// none; Westgate, Presque Isle, Parkwest, Tuscany and Suncoast by one;
// the context's towns (Laughlin, Reno, Tunica, Tulsa, Deadwood, Vicksburg,
// Marysville) by many. The host language, Vietnamese, is named by earlier
// parts: the shipped data does not say which languages hosts speak.
//
// Its theme is LONGER MESSAGES, ninth part, the session's last measurement
// of that register: each message is two to four sentences holding exactly
// one ask among context (a trip, a win, a loss, a partner's opinion, a
// plan, a worry), reasons, feelings and sign-offs; the ask comes first in
// some, in the middle of others and last in the rest; twelve point back to
// a town, casino, program, game, amount or date named in the context
// ("within 20 miles of that town", "Does that resort ...", "in that
// program", "on that game", "for that", "that budget", "How much would
// that be worth", "from them", "there", "from that day", "of theirs");
// nine are typed on a phone with loose punctuation (lower case, no closing
// mark, "w/", "pts", "til", "lol", "thx", "pls", "+"); eight are written
// by an agent for its user ("My user ...", "I'm an assistant writing for
// a user ...", "The user I assist ...", "Writing for my user here: ...").
// 48 of 60 are answerable and 12 expect Unknown: two asks in one (two),
// someone else's records (a husband's tier, a user's brother's W-2Gs),
// things nothing keeps (a dealer's name, a dinner order), advice (which
// game to play, whether to quit poker) and writes /ask does not run (a
// trip logged, a bankroll deposit, an offer marked redeemed, a check-in).
// Areas: place, radius, hotel, type, rewards and family searches (7),
// casino details (3), programs, a ladder, tier thresholds, a tier-match
// path and suggestions (6), game facts (2), W-2G rules (3), help line and
// self-exclusion (2), budgets and session limits proposed and the limits
// read (5), comp estimate, prediction at one casino and over all (3), tier
// progress and the player's tiers (3), hosts by language, at a casino and
// the player's own (3), trips, sessions, visits, vouchers, offers,
// expiring offers, W-2Gs, the W-2G total, the tax summary and the
// bankroll (11). No question lacks a field its intent needs, so none
// expects a missing field.
//
// It follows the twenty-ninth part's conventions (a casino named for a
// player action keeps the name as typed; a host filter by casino is the
// typed words and the directory's name when the words name exactly one
// casino, with no parameter; a radius in miles is in kilometres to one
// decimal; a year named for the player's records is that calendar year; a
// town typed without its state is near the directory's town with its
// state; "in <state>" is the state; a family's casinos in a state are the
// state with q the family's name as the directory spells it; a tier named
// with its program is not ambiguous; a casino's details answer what the
// directory keeps about it, whichever field is asked for; a limit of money
// in a period is a budget; another person's records are Unknown) and the
// README's rule for messages of several sentences (the context lends the
// ask nothing unless the ask points back to it; a question an agent
// relays is the user's). Its own choices, where those are silent:
//   - Every date is stated with its year, so nothing depends on today's
//     date; "this year", "this spring" and "next July" appear only in the
//     context, never as the ask's range.
//   - An ask that points back takes from the context exactly what it
//     points to, nothing else: "within 20 miles of that town" after
//     "moved to Placerville" is near "Placerville, CA" within 32.2 km;
//     "Does that resort actually have a hotel attached?" after "Lake of
//     the Torches" is that casino's details; "How many tier credits does
//     Diamond Elite take in that program?" after "Platinum with Caesars
//     Rewards" is Diamond Elite's threshold in Caesars Rewards; "What kind
//     of edge does the house keep on that game" after "baccarat" is
//     baccarat's game facts; "Does that mean a W-2G is coming my way?"
//     after "Hit $2,200 on a penny slot" is the W-2G rule for slots with
//     amount_won 2200 (the twenty-ninth part's fix: a W-2G question after
//     a win told); "Please put that budget in place." after "cap her
//     casino spending at $1,200 per month" is a monthly budget of 1200;
//     "How much would that be worth to me in comps?" after "four hours of
//     $15 blackjack" is comp_estimate for blackjack, avg_bet 15, hours 4;
//     "What kind of offer should I expect from them next?" after
//     "Konocti Vista" is comp_predict at "Konocti Vista" as typed; "What's
//     left before I reach the next tier there?" after "River Spirit" is
//     tier_progress at "River Spirit"; "Can you pull up my trips there in
//     2026?" after "Mole Lake Casino" is the trips there in 2026 (the
//     casino as typed, though the directory's name is Mole Lake Casino
//     Lodge); "Show my sessions from that day." after "May 9, 2025" is the
//     sessions from 2025-05-09 to 2025-05-09; "Which offers of theirs are
//     sitting in my account?" after "Westgate sent me a mailer" is the
//     offers from "Westgate".
//   - A casino, game or town in the context that the ask does not point
//     back to is dropped: the Suncoast before the Boyd Rewards ladder,
//     Resorts World after Tier 3 of Genting Rewards, the Tuscany after
//     blackjack's pace, Reno after the keno rule, Tunica before the poker
//     rule, Sloan before the Iowa help line, Batavia Downs before the
//     weekly budget, Comanche Red River after the session limit, Vicksburg
//     before the limits read, Tulsa before the host who speaks
//     Vietnamese, Marysville after the hosts at Quil Ceda Creek, Deadwood
//     before the vouchers, Laughlin before the bankroll, and "Ohio" before
//     the Indiana search; "diamond at caesars" before "which other
//     programs would match my tiers" makes it the player's tier-match
//     suggestions, not a path (the ask names no program and says "my
//     tiers").
//   - "Can my Boyd Rewards Onyx status be matched to MGM Rewards?" is the
//     tier-match path from Boyd Rewards' Onyx to MGM Rewards (program and
//     tier named, so not the player's suggestions).
//   - "Can you walk me through the Boyd Rewards ladder, top to bottom?" is
//     that program's details (its ladder, level by level).
//   - "Is a $6,000 poker tournament prize reportable on a W-2G?" is the
//     W-2G rule for poker with amount_won 6000 (a tournament is poker's
//     game type in the catalog's list).
//   - "Is there a gambling hotline for Iowa?" is the help line in IA and
//     "How do I sign up for self-exclusion in Mississippi?" is
//     self-exclusion in MS.
//   - "45 min max per session from now on" is a session limit of 45
//     minutes and "Limit me to two hours per sitting." one of 120; "Please
//     set a weekly gambling budget of $200" is a weekly budget of 200.
//   - "What budget and session limits do I have right now?" reads the
//     limits (one action answers both, so it is one ask).
//   - "Which of them is likely to send her the best offer next?" from an
//     agent for its user is the prediction over all casinos (ranked).
//   - "Can you show me my tier at each casino?" is the player's tiers,
//     even though "My wife keeps asking" precedes it: the tiers asked for
//     are the writer's own.
//   - "how many pts til next tier at Firelake?" is tier_progress at
//     "Firelake" as typed.
//   - "whos my casino host again??" is the player's hosts; "show all my
//     check-ins" the player's visits; "Which of my vouchers have already
//     been redeemed?" the vouchers with status "redeemed"; "Which of my
//     offers are running out within 10 days?" the expiring offers within
//     10 days; "Pull together my W-2G forms from 2025." the W-2G list of
//     2025; "what did her W-2G winnings add up to in 2024?" from an agent
//     ("Writing for my user here:") the W-2G total of 2024, "her" being
//     the user the agent writes for; "What does my gambling tax summary
//     look like for 2025?" the tax summary of 2025; "hows the bankroll
//     holding up" the bankroll.
//   - "Are there racinos anywhere in New York State?" is NY with the type
//     racino; "Which Indiana casinos offer a rewards program?" is IN with
//     has_rewards; "Show me the Parkwest casinos in California" is CA with
//     q "Parkwest"; "find casinos within 30 miles of Waukegan" from an
//     agent is near "Waukegan, IL" within 48.3 km; "any casino w/ a hotel
//     near port angeles??" is near "Port Angeles, WA" with has_hotel.
//   - Unknown, two asks in one: the house edge at craps together with
//     Diamond's threshold at Caesars, and "budget $60 a day + show my
//     trips from 2025" (a change and a read in one message).
//   - Unknown, someone else's records: "What tier is he at there now?"
//     (the husband's, at Vernon Downs) and "Please show her brother's
//     W-2Gs for 2025." (the agent's user's brother, not the user).
//   - Unknown, things nothing keeps: the name of a dealer at Presque Isle
//     and what the player ordered at a steakhouse on a Laughlin trip.
//   - Unknown, advice: "Should I play blackjack or craps this weekend?"
//     and "Do you think she's right?" about quitting poker.
//   - Unknown, writes /ask does not run (only budgets and session limits
//     are proposed): "Log a trip to Potawatomi Carter ..." (add_trip),
//     "Please record the deposit for her." ($500 into the bankroll, from
//     an agent: bankroll_add), "mark that offer redeemed"
//     (update_offer_status) and "Check me in, please." at Taos Mountain
//     (check_in).
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at 9f86653, with the eighty-first and eighty-second parts
// added together after every round of the session, and no rule changed
// for them) scored 48 of 60 correct
// (80.0%): precision 88.4% (38 of 43 answers right), recall 79.2% (38 of
// 48 answerable), 7 declined and 5 wrong. No expectation was changed
// after it. The wrong ones: "Our bowling league is doing a bus trip in
// October. How many table games does del Lago Resort & Casino have?"
// (the player's trips to del Lago in October, where the casino's details
// are asked); "45 min max per session from now on" (the sessions read,
// where a limit is set); "Which offers of theirs are sitting in my
// account?" after "Westgate sent me a mailer" (the casino dropped); "budget
// $60 a day + show my trips from 2025 pls" (one of two asks answered);
// and "Please show her brother's W-2Gs for 2025." from an agent (the key
// holder's W-2Gs, where another person's are asked).
//
// After its fix round (fix-82, rules only, no expectation changed) it
// scored 57 of 60, with 0 wrong and 3 declined. What changed, in general
// words: a relative of a "his" or "her" is another person whoever the he
// or she is, so an agent's user's brother owns his W-2Gs; a phone's "+"
// between two asks joins them as "and" does; a cap typed size first with
// no verb ("<n> min max per session") is a request, so it is read as the
// question of its message; play counted "per sitting" is a session;
// records "of theirs" after one casino are that casino's; a sentence
// telling what part of the asker's party does ("half of us ...") and a
// plea not to be lectured ("please don't tell me to ...") close a message
// without asking; "hows", "whos" and "wheres" open a question as "how's"
// does; and what is left "before" the next tier is the distance to it.
// Still declined: the Parkwest search, whose closing sentence of story
// names poker and a group's tour the whole reading cannot drop; the
// Waukegan radius an agent asks for inside a sentence of its user's move
// ("... and asked me to find casinos within 30 miles of Waukegan"); and
// "Does that resort actually have a hotel attached?" after "My
// brother-in-law ... Lake of the Torches", where the brother-in-law the
// story names still owns what the question points back to (declining
// there is safer than lending the casino to another person's question).
func heldOutEightySecond(t testing.TB) []expectation {
	return []expectation{
		// The directory: searches by town, radius, hotel, state, type,
		// rewards and family, in messages with context around the ask.
		{query: "My daughter just moved to Placerville for a nursing job, so we'll be driving up every few weeks. Are there any casinos within 20 miles of that town?", intent: FindCasinos, params: params{"near": "Placerville, CA", "radius_km": 32.2}},
		{query: "Which tribal casinos are there in Montana? My husband and I are planning a loop through Yellowstone next July, and I'd like to work a couple of stops in.", intent: FindCasinos, params: params{"state": "MT", "type": "tribal"}},
		{query: "landing in port angeles around midnight friday. any casino w/ a hotel near port angeles?? dont want to drive far that late", intent: FindCasinos, params: params{"near": "Port Angeles, WA", "has_hotel": true}},
		{query: "I just got my Indiana driver's license after the move from Ohio. Which Indiana casinos offer a rewards program?", intent: FindCasinos, params: params{"state": "IN", "has_rewards": true}},
		{query: "We did a wine trail upstate last fall and loved it. Are there racinos anywhere in New York State? My dad likes to watch the harness races while we play.", intent: FindCasinos, params: params{"state": "NY", "type": "racino"}},
		{query: "Show me the Parkwest casinos in California, please. My poker group is planning a tour of card rooms up north next month.", intent: FindCasinos, params: params{"state": "CA", "q": "Parkwest"}},
		{query: "My user is relocating to Waukegan, Illinois for work and asked me to find casinos within 30 miles of Waukegan. Many thanks for checking.", intent: FindCasinos, params: params{"near": "Waukegan, IL", "radius_km": 48.3}},

		// One casino's details, named in the ask or pointed back to.
		{query: "My brother-in-law won't stop talking about Lake of the Torches since his fishing trip. Does that resort actually have a hotel attached?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Lake of the Torches Resort Casino")}},
		{query: "Our bowling league is doing a bus trip in October. How many table games does del Lago Resort & Casino have? Half of us only play craps.", intent: CasinoDetail, params: params{"slug": slugOf(t, "del Lago Resort & Casino")}},
		{query: "Tell me about the Wendover Nugget. My cousin swears it's the best stop on the drive to Salt Lake, but he says that about every place.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Wendover Nugget Hotel and Casino")}},

		// Programs: the list, a ladder, thresholds, a tier-match path and
		// the player's suggestions.
		{query: "Hello, I'm an assistant writing for a user who is new to casino loyalty clubs. Could you list the rewards programs you know about? She'll pick one to join.", intent: ListPrograms, params: params{}},
		{query: "I picked up a Boyd card at the Suncoast last spring. Can you walk me through the Boyd Rewards ladder, top to bottom? All I know is that I'm on the bottom one.", intent: ProgramDetail, params: params{"id": programID(t, "Boyd Rewards")}},
		{query: "I finished last year at Platinum with Caesars Rewards and I'm feeling ambitious. How many tier credits does Diamond Elite take in that program?", intent: TierRequirement, params: params{"id": programID(t, "Caesars Rewards")}, tier: "Diamond Elite"},
		{query: "What's needed for Tier 3 in Genting Rewards? Asking because we're heading to Resorts World in March.", intent: TierRequirement, params: params{"id": programID(t, "Genting Rewards")}, tier: "Tier 3"},
		{query: "I've held Onyx with Boyd for two years now. Can my Boyd Rewards Onyx status be matched to MGM Rewards? My wife thinks it's a long shot.", intent: TierMatchPaths, params: params{"program": "Boyd Rewards", "to_program": "MGM Rewards"}, tier: "Onyx"},
		{query: "just made diamond at caesars finally!! which other programs would match my tiers", intent: TierMatchSuggestions, params: params{}},

		// Game facts and W-2G rules (one a win told, then pointed back to).
		{query: "My partner swears baccarat is the smartest bet on the floor. What kind of edge does the house keep on that game, honestly? I'd like to settle this before dinner.", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "How many hands an hour does a blackjack dealer usually get through? I'm trying to work out why my comps felt so thin at the Tuscany last week.", intent: GameFacts, params: params{"game_type": "blackjack"}},
		{query: "Hit $2,200 on a penny slot at the Aquarius last night, still shaking. Does that mean a W-2G is coming my way?", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 2200}},
		{query: "Does a $1,400 keno win need a W-2G? We're off to Reno on Saturday and my aunt only plays keno.", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1400}},
		{query: "My user placed third in a poker tournament in Tunica last weekend. Is a $6,000 poker tournament prize reportable on a W-2G? She wants to know before she files.", intent: W2GRule, params: params{"game_type": "poker", "amount_won": 6000}},

		// Responsible-gaming help by state.
		{query: "Things have gotten bad since I lost my job, and I've been at the casino in Sloan most nights. Is there a gambling hotline for Iowa? Please don't tell me to just stop.", intent: RGHelp, params: params{"topic": "helpline", "state": "IA"}},
		{query: "I've decided I'm done with casinos for good. My wife is relieved. How do I sign up for self-exclusion in Mississippi?", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "MS"}},

		// The player's limits: changes proposed, and the limits read.
		{query: "We dropped $900 at Batavia Downs over the long weekend and my husband is furious. Please set a weekly gambling budget of $200 for me. No excuses this time.", intent: SetBudget, params: params{"period": "week", "amount": 200}},
		{query: "ok new rule for me lol. 45 min max per session from now on. thx", intent: SetSessionLimit, params: params{"max_minutes": 45}},
		{query: "My user has asked me to cap her casino spending at $1,200 per month. Please put that budget in place. She'll confirm later.", intent: SetBudget, params: params{"period": "month", "amount": 1200}},
		{query: "Limit me to two hours per sitting. I lost track of time at Comanche Red River on Saturday and didn't leave until 4 a.m.", intent: SetSessionLimit, params: params{"max_minutes": 120}},
		{query: "Before we head to Vicksburg next weekend I want to make sure my guardrails are still on. What budget and session limits do I have right now?", intent: MyLimits, params: params{}},

		// Comps: an estimate pointed back to, a prediction at one casino
		// and over all of them.
		{query: "I'm planning four hours of $15 blackjack on Saturday. How much would that be worth to me in comps? Just trying to set my expectations.", intent: CompEstimate, params: params{"game_type": "blackjack", "avg_bet": 15, "hours": 4}},
		{query: "I've been driving out to Konocti Vista twice a month since spring. What kind of offer should I expect from them next?", intent: CompPredict, params: params{"casino_name": "Konocti Vista"}},
		{query: "The user I assist plays at about five different casinos. Which of them is likely to send her the best offer next? A ranked list would be ideal.", intent: CompPredictAll, params: params{}},

		// Tiers: progress at one casino, and the player's tiers.
		{query: "I spent most of October at River Spirit. What's left before I reach the next tier there? I'd love to make it before the year resets.", intent: TierProgress, params: params{"casino_name": "River Spirit"}},
		{query: "how many pts til next tier at Firelake? been grinding all month", intent: TierProgress, params: params{"casino_name": "Firelake"}},
		{query: "My wife keeps asking what status I actually have anywhere. Can you show me my tier at each casino?", intent: MyTiers, params: params{}},

		// Hosts by language, at a casino, and the player's own.
		{query: "My father is coming with us to Tulsa and his English is limited. Can you find a host who speaks Vietnamese? He'd enjoy the trip a lot more.", intent: FindHosts, params: params{"language": "Vietnamese"}},
		{query: "Are any hosts at Quil Ceda Creek taking new players? We moved to Marysville last month.", intent: FindHosts, params: params{}, filter: []string{"Quil Ceda Creek", "Quil Ceda Creek Casino"}},
		{query: "whos my casino host again?? forgot her name lol", intent: MyHosts, params: params{}},

		// The player's records.
		{query: "My partner thinks we've driven up to Mole Lake Casino more than six times this year. Can you pull up my trips there in 2026? Loser buys dinner.", intent: MyTrips, params: params{"casino_name": "Mole Lake Casino", "from": "2026-01-01", "to": "2026-12-31"}},
		{query: "I think my blackjack game fell apart this spring. Show my blackjack sessions from April 2026. I'd like to find out where things slipped.", intent: MySessions, params: params{"game_type": "blackjack", "from": "2026-04-01", "to": "2026-04-30"}},
		{query: "My birthday was May 9, 2025, and we spent the whole night at the casino. Show my sessions from that day.", intent: MySessions, params: params{"from": "2025-05-09", "to": "2025-05-09"}},
		{query: "my sister bet me ive been to more casinos than her. show all my check-ins", intent: MyVisits, params: params{}},
		{query: "Cleaning out my wallet after the Deadwood trip and found a stack of old tickets. Which of my vouchers have already been redeemed? I don't want to carry dead paper around.", intent: MyVouchers, params: params{"status": "redeemed"}},
		{query: "Westgate sent me a mailer last week, but I tossed it. Which offers of theirs are sitting in my account?", intent: MyOffers, params: params{"casino_name": "Westgate"}},
		{query: "Which of my offers are running out within 10 days? We only have one free weekend left this month.", intent: ExpiringOffers, params: params{"within_days": 10}},
		{query: "My accountant wants everything by Friday. Pull together my W-2G forms from 2025. I'll send them over tonight.", intent: MyW2Gs, params: params{"tax_year": 2025}},
		{query: "Writing for my user here: what did her W-2G winnings add up to in 2024? She is reconciling her records before an amended return.", intent: W2GTotal, params: params{"tax_year": 2024}},
		{query: "Brutal year at the tables, honestly. What does my gambling tax summary look like for 2025?", intent: TaxSummary, params: params{"tax_year": 2025}},
		{query: "just got back from laughlin. hows the bankroll holding up", intent: Bankroll, params: params{}},

		// Unknown: two asks in one.
		{query: "We're heading to the Aquarius in two weeks. How much of an edge does the house hold at craps, and how many tier credits does Diamond take at Caesars? Trying to plan ahead.", intent: Unknown, params: params{}},
		{query: "ugh bad night. budget $60 a day + show my trips from 2025 pls", intent: Unknown, params: params{}},

		// Unknown: someone else's records.
		{query: "My husband had a great run at Vernon Downs last month. What tier is he at there now?", intent: Unknown, params: params{}},
		{query: "I'm an assistant for a user whose brother also plays. Please show her brother's W-2Gs for 2025.", intent: Unknown, params: params{}},

		// Unknown: things nothing keeps.
		{query: "We had a wonderful dealer on Friday night at Presque Isle. What was her name? I want to send a thank-you card.", intent: Unknown, params: params{}},
		{query: "Our Laughlin trip was great, especially the steakhouse. Do you remember what I ordered there?", intent: Unknown, params: params{}},

		// Unknown: advice.
		{query: "Should I play blackjack or craps this weekend? We're going to Canterbury Park with friends and I want the best shot at walking out ahead.", intent: Unknown, params: params{}},
		{query: "My wife thinks I should quit poker after last month. I've lost about $2,000 since the summer. Do you think she's right?", intent: Unknown, params: params{}},

		// Unknown: writes /ask does not run.
		{query: "We just booked our anniversary weekend. Log a trip to Potawatomi Carter from June 12 to June 14, 2026. So excited!", intent: Unknown, params: params{}},
		{query: "My user cashed a paycheck and wants to put $500 into her bankroll. Please record the deposit for her.", intent: Unknown, params: params{}},
		{query: "used my free play at model t tonight, won like $40 lol. mark that offer redeemed", intent: Unknown, params: params{}},
		{query: "We just pulled into the parking lot at Taos Mountain. Check me in, please.", intent: Unknown, params: params{}},
	}
}
