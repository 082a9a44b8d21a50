package ask

import "testing"

// heldOutNinetieth is a ninetieth held-out part, written blind and
// committed BEFORE its first run: by someone who had read only the service
// spec and the action catalog (both whole), the README's lines 89-155 (its
// curl examples of the directory's query parameters) and 428-480 (its
// section on /ask), the shipped data through short python scripts that
// listed casinos (name, town, state, type, hotel, brand, tribal nation),
// the programs of rewards_programs.json with their tiers and thresholds,
// program_properties.csv (its rows per program) and us_cities.csv (a
// listing of the repository's root and of data/ was printed too), the whole
// of the twenty-ninth held-out part and the first eighty lines of the
// twenty-eighth, the block of intent constants of ask.go (printed by a
// script from "const (" to its first ")"), the expectation type (lines
// 1-18 of heldout_test.go), the slugOf and programID helpers of
// ask_test.go (the print also showed programID's doc comment and the first
// lines of the phrasing type), the heldOutParts function of score_test.go
// and the subject of the newest commit (which quotes two tuning phrases,
// "a casino we could stop at" and "racinos I could visit"; neither is used
// or imitated here). Never the rules of this package, the tuning phrases
// or the other held-out parts, and the corpus test was not run. Two
// scripts looked up directory names in the text of this package's test
// files, printing only the names no file contains (the towns in one state
// only, and the casinos of most states), and a grep of each name used
// (file names only, as for the wording below) was run afterwards. Coulee
// Dam, Ruidoso Downs, Carter Lake, Fort Gibson, Dowagiac, Horseshoe
// Casino Hammond, Bally's Kansas City, Hollywood Casino York and Bally's
// Atlantic City are in no earlier test file; Saganing Eagles, Fortune Bay,
// Casino Club at Greenbrier, Fire Rock, Red Wind, Belterra Park, Delta
// Downs, Caesars Atlantic City, WaterView, Prairie Flower, Sacramento,
// Tunica, Shreveport, Cripple Creek, Black Hawk, the Ho-Chunk casinos, the
// states, programs, tiers and games are named by earlier parts, and so is
// the host language, Vietnamese (the shipped data keeps no hosts, so no
// language can be checked against it).
//
// Every name used was checked against data/ with a script: each town is a
// town of the directory in one state only (Coulee Dam WA, Ruidoso Downs
// NM, Carter Lake IA, Fort Gibson OK; Sacramento CA is also one of the
// largest cities), each program and tier is a program of
// rewards_programs.json with that tier (Boyd Rewards; Gold and Pearl of
// MGM Rewards; Tier 3 of Genting Rewards; Diamond Elite and Diamond of
// Caesars Rewards), and "Ho-Chunk" is in the name of seven casinos, all
// in Wisconsin, of the Ho-Chunk Nation. The names that name exactly one
// casino (a case-insensitive substring of one directory name and no
// other): "Saganing Eagles Casino", "Casino Club at Greenbrier",
// "Fortune Bay Resort Casino" (each the whole name) and "Red Wind Casino"
// (Red Wind Casino at Nisqually). Casinos named for the player's records
// are free text and keep the name as typed ("Four Winds Dowagiac",
// "Horseshoe Hammond", "Bally's Kansas City", "Belterra Park").
//
// Its wording is new: for each whole message and each asking sentence a
// case-insensitive fixed-string grep (file names only, over this
// package's test files) was run with and without its closing mark, and no
// file found was read. Seventeen asking sentences were found and replaced
// ("any casinos within 20 miles of there?", "Which casinos in Mississippi
// have a rewards program?", "Can you list the Ho-Chunk casinos in
// Wisconsin?", "Does the Casino Club at Greenbrier have a hotel?", "What
// rewards programs do you know about?", "Walk me through the Boyd Rewards
// tiers.", "what does it take to reach tier 3 in genting rewards??", "how
// do i self exclude in indiana.", "Set a monthly budget of $600 for me.",
// "What kind of offer are they likely to mail me next?", "How much would
// that earn me in comps?", "Who are my hosts again?", "How many times have
// I checked in at casinos?", "Which of my vouchers have expired?", "What
// offers do I have from them?", "which of my offers expire in the next 10
// days?", "Pull my W-2G forms for 2025."), and two of the replacements
// were found in turn and replaced again ("Which rewards programs do you
// have on file?", "which of my offers run out in the next 10 days?"): 19
// replacements in all. The final sixty messages and their asking
// sentences are in no test file.
//
// Its theme is LONGER MESSAGES, eleventh part: each message is two to four
// sentences holding exactly one ask among context (a trip, a win, a loss,
// a partner's opinion, a plan, a worry, a work schedule, a birthday),
// reasons, feelings and sign-offs. The ask comes first (among them the
// racinos of New York, the player's tiers, the W-2Gs of 2025, the
// bankroll, a phone-typed session cap), last (Sacramento, the slot
// jackpot before a Reno trip, the Vietnamese-speaking host, the tax
// summary an agent asks for, the advice between Cripple Creek and Black
// Hawk) or in the middle. Some point
// back to a town, casino, tier, game, amount or month named in the
// context: "around there" (Coulee Dam), "within 20 miles of there"
// (Ruidoso Downs, not Santa Fe, named after it as the destination),
// "within 15 miles of there" (Fort Gibson), "that place" (Saganing Eagles
// Casino), "status match that" (Diamond Elite with Caesars), "that amount"
// ($2,400 at keno), "they" (Four Winds Dowagiac), "that" (4 hours of $15
// craps), "there this year" (Bally's Kansas City), "that month" (August,
// for blackjack), "them" (Belterra Park). Seven are typed on a phone
// (lowercase, loose punctuation, "thru", "dont", "im", "hrs"), and five
// are written by an agent for its user ("On behalf of my user:", "Agent
// note:", "My user has asked me to", "Agent here, writing for my user.",
// "I'm an assistant acting for my user."). Every area is covered, as in
// the twenty-ninth part: place, near, radius, hotel, type, rewards and
// tribe searches, casino details, programs, a ladder and tiers'
// thresholds, a tier-match path, game facts, the W-2G rule, help lines and
// self-exclusion, budgets and session limits (proposed) and the limits
// read, comp predictions (one casino and all) and an estimate, tier
// progress and the player's tiers, tier-match suggestions, hosts (at a
// casino, by language, the player's own), trips, sessions, visits,
// vouchers, offers and expiring offers, W-2G lists and totals, the tax
// summary and the bankroll.
//
// 48 of 60 expect an answer and 12 expect Unknown: two hold two asks in
// one (the bankroll and the offers; a weekly budget and a session cap),
// two ask someone else's records (a wife's tier at Caesars Atlantic City,
// an agent's user's son's trips), two ask things nothing keeps (when the
// buffet at Delta Downs opens, who won a jackpot at Hollywood Casino York
// last night), two ask for advice (Cripple Creek or Black Hawk for a
// weekend; whether chasing Diamond with Caesars is worth it), and four ask
// writes /ask does not run (log a trip to Bally's Atlantic City, add a
// $400 bankroll deposit, record a W-2G for a keno win at WaterView Casino,
// check in at Prairie Flower). No question lacks a field its intent
// needs, so none expects a missing field.
//
// It follows the conventions of the twenty-eighth and twenty-ninth parts
// (a casino named for a player action keeps the name as typed; a host
// filter by casino is the typed words and the directory's name when the
// words name exactly one casino, with no parameter; a radius in miles is
// in kilometres to one decimal (20 miles 32.2, 15 miles 24.1); a year
// named for the player's records is that calendar year; a month named
// without a year is its latest one up to today, 2026-11-25 (August is
// 2026-08-01..2026-08-31); "this year" is 2026 (2026-01-01..2026-12-31 for
// trips, tax_year 2026) and "last year" 2025; a town typed without its
// state is near the directory's town with its state; "in <state>" is the
// state; a tribe's or family's casinos in a state are the state with q the
// name as the directory spells it ("Ho-Chunk"); a tier named with its
// program is not ambiguous; a casino's details answer what the directory
// keeps about it, whichever field is asked for (a hotel at the Casino Club
// at Greenbrier); a limit of money in a period is a budget, and a cap on
// time at a table a session limit (2 hours is 120 minutes); another
// person's records and changes /ask does not propose are Unknown; Unknown
// has empty params).
// Its own choices, where those are silent:
//   - the context lends the ask nothing unless the ask points back to it
//     (the README's rule): "My sister wants to go to Tunica in the spring.
//     Show me my trips from last year." is the trips of 2025 with no
//     casino; "They lost more than planned in Tunica" adds nothing to a
//     weekly budget; "around Shreveport" adds nothing to the prediction
//     over all casinos; "three jackpots at Choctaw" adds nothing to the
//     W-2G total of this year; the Boyd places downtown add nothing to
//     Boyd Rewards' ladder;
//   - a word pointing back takes the one thing of its kind the context
//     names: a town for "there" after a search word, a casino for "there",
//     "they", "them" and "that place", the tier for "status match that",
//     the month for "that month", the amount and game of a win for "that
//     amount", the play described for "that" in a comp estimate;
//   - a question relayed by an agent for its user is the user's own, and
//     its framing ("Agent note:", "On behalf of my user:") adds nothing;
//     the user's son's trips are still someone else's records;
//   - "Across all my casinos, which one is likely to send me the best
//     offer?" is the prediction over all casinos (ranked), "Which programs
//     would match the tiers I have now?" the tier-match suggestions, "Who
//     are my assigned hosts again?" the player's hosts, "How many times
//     have I checked in at a casino so far?" the player's visits, "Which of
//     my vouchers are already expired?" the vouchers with status expired,
//     "any of my offers going to lapse in the next 10 days?" the expiring
//     offers within 10 days, "What budget and session limits are on my
//     account right now?" the limits read (one read, not two asks);
//   - a W-2G question after a win told in the context that points back
//     to it ("Does that amount need a W-2G?") asks the rule for that win's
//     game and amount (keno, 2400), as the twenty-ninth part's notes
//     describe;
//   - a W-2G threshold asked for a game and amount the message states
//     ("Would a $1,250 slot jackpot get a W-2G?") is the rule for slots and
//     1250; recording one ("Record a W-2G for that win please.") is a write
//     /ask does not run, so Unknown, even after a story of a win;
//   - "Is it worth chasing it or should I let it go?" (Diamond with
//     Caesars) asks for advice, not a tier's threshold or the player's
//     progress, and "Should we go to Cripple Creek or Black Hawk?" asks
//     for advice, not a search of either town: both Unknown.
//
// Corrected before its first run (2026-11-25, by the maintainer): the
// writer's brief gave today as 2026-11-25, but the corpus is read on the
// test clock, 2026-05-14, as the twenty-ninth part says; so one
// expectation reckoned from the brief's date was moved to the clock:
// "in August" (the blackjack sessions of "that month") was August 2026 and
// is now August 2025, the latest August up to the clock. No reading was
// changed; the date above in this header is the brief's.
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at 2032717, with the eighty-ninth to ninety-second parts
// added together after one rule of the session (a search with no place
// after a story told in a town looks there), and no rule changed for them)
// scored 50 of 60 correct (83.3%): precision 97.4% (38 of 39 answers
// right), recall 79.2% (38 of 48 answerable), 9 declined and 1 wrong. No
// expectation was changed after it. The wrong one: "dont let me sit at a
// table longer than 2 hours, i mean it. last trip i played 7 straight hrs
// and felt awful" (the trips of a casino "table longer than", where a
// session limit was asked).
//
// After its fix round (2026-11-25, fix-90, rules only, no expectation
// changed) it scored 60 of 60, with 0 wrong and 0 declined. What changed,
// in general words: sitting is play, and the time at one table a sitting,
// so "don't let me sit at a table longer than <n>" caps a session; a
// closing "really", "frankly" or "truthfully" is how earnestly it is
// asked; a relative typed without "my" ("wife wants ...") tells of
// someone close; "would hate to" with its subject dropped, a plan hedged
// with "maybe", a short phrase of time before the asker's own words
// ("After the <trip> I'm ..."), a bare "be" plea, a time drawing near
// ("<x> season is coming up") and two such things joined by "and" close a
// message without asking; records asked "right now" take no month from a
// plan told after them; "tell me more about" asks as "tell me about"
// does; a question about the casino a story names takes none of the
// story's play (its amount, game and hours) when that play would spoil
// it; an agent's label before a colon ("Agent note:") passes on what
// follows; "before" and what the asker will do next ("before booking
// anything") closes an ask, save for records and progress, whose period
// it may be; and a want put as where the asker plays ("only play where I
// can earn points") is the rewards a search puts. Tuning phrases in other
// words are in tuning90_test.go.
func heldOutNinetieth(t testing.TB) []expectation {
	return []expectation{
		// The directory: searches by place (one radius pointing back to a
		// town named in the context), by state with a type, rewards or a
		// tribe's name, and relayed by an agent.
		{query: "My brother-in-law just moved out to Coulee Dam for a job at the dam. Are there any casinos around there? I'd like to surprise him with a night out.", intent: FindCasinos, params: params{"near": "Coulee Dam, WA"}},
		{query: "driving thru ruidoso downs next month on the way to santa fe. any casino at all within 20 miles of there? wife wants a break from the car", intent: FindCasinos, params: params{"near": "Ruidoso Downs, NM", "radius_km": 32.2}},
		{query: "Our anniversary is in January and my wife loves a nice room. Which casinos near Carter Lake, Iowa have a hotel? Nothing too fancy needed.", intent: FindCasinos, params: params{"near": "Carter Lake, IA", "has_hotel": true}},
		{query: "Show me the racinos in New York. I've been reading about harness racing all week and got curious, and I'd like to see one in person before winter really sets in.", intent: FindCasinos, params: params{"state": "NY", "type": "racino"}},
		{query: "I only play where I can earn points, that's my rule. Which casinos in Mississippi offer a rewards program? Headed down there after Christmas.", intent: FindCasinos, params: params{"state": "MS", "has_rewards": true}},
		{query: "My grandfather was Ho-Chunk and I'd like to visit the tribe's places next summer. Which Ho-Chunk casinos are there in Wisconsin? It would mean a lot to him.", intent: FindCasinos, params: params{"state": "WI", "q": "Ho-Chunk"}},
		{query: "I'm in Sacramento for a conference Monday through Thursday and my evenings are free. What casinos are close to Sacramento?", intent: FindCasinos, params: params{"near": "Sacramento, CA"}},
		{query: "On behalf of my user: they're visiting family in Iowa over the holiday weekend. Which commercial casinos are there in Iowa? They don't care for the big resorts.", intent: FindCasinos, params: params{"state": "IA", "type": "commercial"}},
		{query: "We're renting a cabin outside Fort Gibson for Thanksgiving. Are there casinos within 15 miles of there? The kids will be with grandma one night.", intent: FindCasinos, params: params{"near": "Fort Gibson, OK", "radius_km": 24.1}},

		// One casino's details (one pointing back to the casino of a win).
		{query: "I won $300 at Saganing Eagles Casino on our way up to the cabin. Tell me more about that place? I'd never even heard of it before.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Saganing Eagles Casino")}},
		{query: "Planning a golf weekend with my dad in the spring. Is there a hotel at the Casino Club at Greenbrier? He hates long drives at night.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Casino Club at Greenbrier")}},
		{query: "Agent note: my user wants the details on Fortune Bay Resort Casino before booking anything. They're going up in February with friends.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Fortune Bay Resort Casino")}},

		// Programs: the list, a ladder, two tiers' thresholds and a
		// tier-match path from a tier named in the context.
		{query: "My cousin keeps bragging about all his comps and I'm feeling left out. Which loyalty clubs can you tell me about? I want to pick one to focus on next year.", intent: ListPrograms, params: params{}},
		{query: "We go to the Boyd places downtown about once a month. Can you walk me through the tiers of Boyd Rewards? My wife thinks we're close to something.", intent: ProgramDetail, params: params{"id": programID(t, "Boyd Rewards")}},
		{query: "I'm Pearl with MGM right now and I'd love to hit Gold before my birthday in June. How many tier credits does Gold need in MGM Rewards? Fingers crossed.", intent: TierRequirement, params: params{"id": programID(t, "MGM Rewards")}, tier: "Gold"},
		{query: "ok so genting rewards. what does it take to get to tier 3 in genting rewards?? thinking bimini trip in the spring", intent: TierRequirement, params: params{"id": programID(t, "Genting Rewards")}, tier: "Tier 3"},
		{query: "I finally made Diamond Elite with Caesars this year after a brutal summer. Can I status match that to Boyd Rewards? Would hate to start at the bottom there.", intent: TierMatchPaths, params: params{"program": "Caesars Rewards", "to_program": "Boyd Rewards"}, tier: "Diamond Elite"},

		// Game facts and the W-2G rule (one for the amount and game of a
		// win told in the context).
		{query: "My dad swears craps has the best odds in the whole building. What's the house edge on craps, really? I'd like to settle this before Sunday dinner.", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "trying baccarat for the first time on my trip next week. how many hands an hour does baccarat go? dont want to burn through my money too fast", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "I hit $2,400 on keno at Fire Rock Casino last Saturday, first big win ever. Does that amount need a W-2G? My husband says no.", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 2400}},
		{query: "Before our Reno trip I'm trying to understand the tax side of things. Would a $1,250 slot jackpot get a W-2G?", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 1250}},

		// Responsible-gaming help by state.
		{query: "I've been losing more than I can afford since my divorce and it's scaring me. Is there a gambling helpline in Ohio I can call? Please don't judge.", intent: RGHelp, params: params{"topic": "helpline", "state": "OH"}},
		{query: "i need to stop going to the casinos in indiana, seriously. how do i sign up for self exclusion in indiana. my paycheck is gone again", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "IN"}},

		// The player's limits: changes proposed (one relayed by an agent)
		// and the limits read.
		{query: "My partner and I agreed to be more careful after last month. Put me on a monthly budget of $600. We'll see how it goes.", intent: SetBudget, params: params{"period": "month", "amount": 600}},
		{query: "My user has asked me to set their weekly gambling budget to $150. They lost more than planned in Tunica last weekend and want a firm line.", intent: SetBudget, params: params{"period": "week", "amount": 150}},
		{query: "I lose track of time at the video poker bar. Limit my sessions to 45 minutes from now on. Thanks for helping me stay honest.", intent: SetSessionLimit, params: params{"max_minutes": 45}},
		{query: "dont let me sit at a table longer than 2 hours, i mean it. last trip i played 7 straight hrs and felt awful", intent: SetSessionLimit, params: params{"max_minutes": 120}},
		{query: "My therapist asked what guardrails I already have in place. What budget and session limits are on my account right now? I want to tell her accurately.", intent: MyLimits, params: params{}},

		// Comps: predicted at a casino named in the context, over all the
		// player's casinos, and estimated for play described before the ask.
		{query: "We've been going to Four Winds Dowagiac every other Friday since spring. What kind of offer will they probably mail me next? My wife is hoping for a free room.", intent: CompPredict, params: params{"casino_name": "Four Winds Dowagiac"}},
		{query: "I play at five or six places around Shreveport. Across all my casinos, which one is likely to send me the best offer? Trying to plan December.", intent: CompPredictAll, params: params{}},
		{query: "Planning a long weekend: say 4 hours of $15 craps on Saturday. Roughly what would that be worth in comps? Just a rough idea.", intent: CompEstimate, params: params{"game_type": "craps", "avg_bet": 15, "hours": 4}},

		// Tiers: progress at one casino, the player's tiers, tier matches.
		{query: "My birthday trip is in three weeks and I want to show up with better status. How far am I from the next tier at Horseshoe Hammond? Keep your fingers crossed for me.", intent: TierProgress, params: params{"casino_name": "Horseshoe Hammond"}},
		{query: "What tiers do I hold at each casino right now? I lost the card wallet with all my players cards in it, ugh, and need to know which cards to reorder first.", intent: MyTiers, params: params{}},
		{query: "Our family is moving to Las Vegas in January and I'd hate to lose my status. Which programs would match the tiers I have now? Moving is stressful enough.", intent: TierMatchSuggestions, params: params{}},

		// Hosts at a casino, by language, and the player's own.
		{query: "My mom is turning 70 and we'd like to do something special for her. Is there a host at Red Wind Casino who's taking new players? She deserves the VIP treatment.", intent: FindHosts, params: params{}, filter: []string{"Red Wind Casino", "Red Wind Casino at Nisqually"}},
		{query: "My father-in-law is visiting from Hanoi and his English is limited. He loves baccarat. Can you find a casino host who speaks Vietnamese?", intent: FindHosts, params: params{"language": "Vietnamese"}},
		{query: "I got a birthday card from someone at the casino but can't remember who sent it. Who are my assigned hosts again? Feels rude to ask them.", intent: MyHosts, params: params{}},

		// The player's records: trips (one pointing back to a casino, one
		// whose context names a town it does not ask about), sessions of a
		// month named in the context, visits, vouchers, offers from a casino
		// named in the context, expiring offers, W-2Gs, the W-2G total, the
		// tax summary (relayed by an agent) and the bankroll.
		{query: "Bally's Kansas City has been my go-to since the spring. How many trips have I logged there this year? I feel like it's a lot.", intent: MyTrips, params: params{"casino_name": "Bally's Kansas City", "from": "2026-01-01", "to": "2026-12-31"}},
		{query: "My sister wants to go to Tunica in the spring. Show me my trips from last year. I want to remember which weekends worked for us.", intent: MyTrips, params: params{"from": "2025-01-01", "to": "2025-12-31"}},
		{query: "I had a terrible run at blackjack in August. Show me my blackjack sessions from that month. I want to see what went wrong.", intent: MySessions, params: params{"game_type": "blackjack", "from": "2025-08-01", "to": "2025-08-31"}},
		{query: "My accountant wants to know how often I actually go out gambling. How many times have I checked in at a casino so far? Be honest with me.", intent: MyVisits, params: params{}},
		{query: "I found a stack of TITO tickets in my jacket from the summer. Which of my vouchers are already expired? Hoping I didn't lose too much. Thanks, Marcy", intent: MyVouchers, params: params{"status": "expired"}},
		{query: "My husband says Belterra Park keeps sending us stuff we never use. Do I have any offers from them right now? Maybe we'll finally go in December.", intent: MyOffers, params: params{"casino_name": "Belterra Park"}},
		{query: "im working doubles all next week so i cant get out much. any of my offers going to lapse in the next 10 days? dont want to waste any", intent: ExpiringOffers, params: params{"within_days": 10}},
		{query: "Pull up every W-2G I got in 2025. Tax season is sneaking up and my preparer wants paperwork early. She's very strict.", intent: MyW2Gs, params: params{"tax_year": 2025}},
		{query: "Had a lucky streak this year with three jackpots at Choctaw. What's the total of my W-2G winnings this year? I want to set some aside.", intent: W2GTotal, params: params{"tax_year": 2026}},
		{query: "Agent here, writing for my user. They'd like their 2024 gambling tax summary, wins and losses included.", intent: TaxSummary, params: params{"tax_year": 2024}},
		{query: "What does my bankroll look like now? After the Vegas weekend I'm scared to look. Be gentle.", intent: Bankroll, params: params{}},

		// Unknown: two asks in one.
		{query: "Money's tight this month and the holidays are coming. Show me my bankroll and also list the offers I've got. Then I'll decide on Christmas gifts.", intent: Unknown, params: params{}},
		{query: "After the funeral I just need to be careful for a while. Set my weekly budget to $100 and cap my sessions at one hour. Thank you.", intent: Unknown, params: params{}},

		// Unknown: someone else's records.
		{query: "My wife has been going to Caesars Atlantic City without me lately. What tier is she at there? I just want to know.", intent: Unknown, params: params{}},
		{query: "I'm an assistant acting for my user. She'd like to see her son's trips from October, since he borrowed her players card.", intent: Unknown, params: params{}},

		// Unknown: things nothing keeps.
		{query: "We're taking the grandkids to Delta Downs for the races on Saturday. What time does the buffet open there? They get cranky when hungry.", intent: Unknown, params: params{}},
		{query: "My coworker swears someone hit a million dollars at Hollywood Casino York last night. Who won the jackpot there? The whole office is talking about it.", intent: Unknown, params: params{}},

		// Unknown: asks for advice.
		{query: "My husband and I have $500 for a weekend and we like quiet places. Should we go to Cripple Creek or Black Hawk?", intent: Unknown, params: params{}},
		{query: "I'm 8,000 tier credits short of Diamond with Caesars and it's late November. Is it worth chasing it or should I let it go? My wife thinks I'm crazy.", intent: Unknown, params: params{}},

		// Unknown: writes /ask does not run (a trip, a bankroll deposit, a
		// W-2G, a check-in).
		{query: "We're back from three nights at Bally's Atlantic City, what a trip. Log that trip for me, November 18 to November 21. Next time we're staying longer.", intent: Unknown, params: params{}},
		{query: "Payday finally came through after a long month of overtime. Add $400 to my bankroll as a deposit. Feels good to top it up.", intent: Unknown, params: params{}},
		{query: "I hit $1,500 on a keno ticket at WaterView Casino in Vicksburg last night. Record a W-2G for that win please. My preparer will want it on file.", intent: Unknown, params: params{}},
		{query: "just walked into prairie flower, check me in please. gonna try the new slots by the bar", intent: Unknown, params: params{}},
	}
}
