package ask

import "testing"

// heldOutSeventyFirst is a seventy-first held-out part, written blind and
// committed BEFORE its first run: by someone who had read only the action
// catalog and the service spec (both whole), lines 89-155 and 428-480 of
// the README (the directory's curl examples and the section on /ask), the
// shipped data (casinos.csv, rewards_programs.json and
// program_properties.csv, only through short scripts that listed casinos
// with town, state, type, hotel, brand and nation, and programs with their
// tiers and thresholds), the whole of the twenty-ninth held-out part and
// the first eighty lines of the twenty-eighth (its header), the block of
// intent constants of ask.go (its first const block, with the few lines
// around it that a print of lines 1-70 showed: the package comment and the
// first fields of the Intent type), the expectation type (lines 1-18 of
// heldout_test.go), the slugOf and programID helpers of ask_test.go (a
// print of lines 66-95, which also showed the first lines of the phrasing
// type) and the heldOutParts function of score_test.go; of the git log,
// only the newest subject line (a merge of fix-66, which names in a few
// words some kinds of near miss it declines: another person enrolled, a
// limit on some days only, who came along, things misplaced, and others;
// none of them is imitated here). Never the rules of this package, the
// tuning phrases or the other held-out parts. Every casino, program, tier,
// town, state, brand and nation used was checked against data/ with a
// short script; the host language, Vietnamese, is one earlier parts name
// (the shipped data says nothing of hosts' languages, so no new one could
// be checked). Its wording is new: each message whole, each of its
// sentences and each clause of four words or more was checked with a
// case-insensitive fixed-string grep (file names only) against every test
// file of this package, with and without its closing mark; sixteen were
// found there and replaced before the file was written ("Does it have a
// hotel", "Which rewards programs do you have information on?", "Thanks
// so much!", "What tiers does Boyd Rewards have?", "What's the house edge
// on craps?", "how many hands an hour do they deal", "Set my monthly
// budget to $400, please.", "Cheers.", "How far am I from the next tier
// there?", "Is there a casino host who speaks Vietnamese?", "Which of my
// vouchers have expired?", "Which of my offers expire in the next 14
// days?", "What's the house edge on roulette", "Thanks in advance.", and
// two first replacements that were found too: "Appreciate it, truly" and
// "Which of my offers run out within the next 14 days?"; four messages
// rewritten afterwards to move their ask were checked again), and none of
// the sixty is there now. Its places and casinos were chosen, where the data
// allowed, among those no earlier test file names (by the same kind of
// grep, file names only): Lakeport, Watonga, Michigan City and Madill
// (towns), and Bodines Casino, Virgin River Hotel Casino Bingo, Eureka
// Casino Resort, Sharkey's Casino, Duck Creek Casino, Planet Hollywood,
// Montego Bay, Casino Fandango, Grand Lodge Resort and Casino and Resorts
// World Bimini (Genting Rewards' property); the others (Hoover Dam Lodge and Casino, Carson
// Valley Inn Casino, Rampart Casino at Summerlin Resort, Harrah's Lake
// Tahoe Hotel and Casino, Buffalo Run Casino & Resort, Wendover Nugget
// Hotel and Casino, Pahrump Nugget Hotel & Gambling Hall, Red Garter Hotel
// and Casino, Golden Nugget Lake Tahoe Hotel & Casino, Lakeside Inn and
// Casino Lake Tahoe, Treasure Island Las Vegas, Paris Resort Casino, the
// Orleans, Sam's Town, the Ho-Chunk casinos, and the towns Incline
// Village, Gardnerville, Black River Falls, Carson City, Mesquite,
// Stateline, Deadwood, Tulsa and Tunica), every state, program, tier and
// game are named by earlier parts.
//
// Its theme is LONGER MESSAGES, seventh part and the session's last
// measurement of that register: each message is two to four sentences
// holding exactly one ask among context (a trip, a win, a loss, a
// partner's opinion, a plan), reasons, feelings and sign-offs ("Grateful
// for any pointers!", "Cheers from Sparks.", "Thanks, Linh", "Much obliged
// ahead of time."); the ask comes first (10 of 60), in the middle (42) or
// last (8); eight point back to a casino, game, amount, town, state, tier
// or date named in the context ("Does that count as reportable?", "within
// 20 miles of there", "Did that place have its own hotel", "the next tier
// there", "the state's self-exclusion list", "If I status match it over",
// "How much in comps would that earn me?", "pull up those trips"); ten are
// typed on a phone with loose punctuation, no capitals and shorthand
// ("w/", "lol", "pls", "thx", "idk", "rn", "yr", "n", "&"); eight are
// written by an agent for its user ("My user ...", "Per my user's
// request", "On behalf of my user:"). 48 are answerable and 12 expect
// Unknown: three hold two asks in one, two ask for someone else's records,
// two ask for things nothing keeps, two ask for advice, and three ask for
// changes /ask does not run. Every area is covered: place, near, radius,
// hotel, type, rewards and family searches, casino details, programs,
// ladders and tiers' thresholds, game facts, the W-2G rule, help lines
// and self-exclusion, budget and session limits (proposed) and the limits
// read, comp predictions (one casino and all) and estimates, tier
// progress and the player's tiers, hosts (by language, at a casino, the
// player's own), tier-match suggestions and a path, trips, sessions,
// visits, vouchers, offers and expiring offers, W-2G lists and totals,
// the tax summary and the bankroll. No question lacks a field its intent
// needs, so none expects a missing field.
//
// It follows the twenty-ninth part's conventions (a casino named for a
// player action keeps the name as typed; a host filter by casino is the
// typed words and the directory's name when the words name exactly one
// casino, with no parameter; a radius in miles is in kilometres to one
// decimal; a year named for the player's records is that calendar year; a
// month named with its year is that month; a town typed without its state
// is near the directory's town with its state; "in <town>" is near that
// town and "in <state>" is the state; a family's casinos in a state are
// the state with q the family's name as the directory spells it; a tier
// named with its program is not ambiguous; a casino's details answer what
// the directory keeps about it, whichever field is asked for; a limit of
// money in a period is a budget), and the README's rule for messages of
// several sentences (the one that asks is read, and the context lends it
// nothing unless the ask points back to it). Its own choices, where those
// are silent:
//   - The ask is read as if it stood alone, except that a word pointing
//     back ("there", "it", "that", "that place", "those trips", "the
//     state's") brings in exactly the thing it points to, and nothing
//     else of the context: "Is there a casino within 20 miles of there?"
//     after "in Madill, Oklahoma" is near "Madill, OK" within 32.2 km;
//     "Did that place have its own hotel ...?" after "Hoover Dam Lodge"
//     is the details of Hoover Dam Lodge and Casino; "I hit a $2,400 keno
//     ticket at Duck Creek ... Does that count as reportable?" is the
//     W-2G rule for keno with amount_won 2400 (the casino is no input of
//     the rule); "How much ground do I have left to the next tier there?"
//     after "Harrah's Lake Tahoe" is tier_progress at "Harrah's Lake
//     Tahoe" as typed; "the state's self-exclusion list" of a user who
//     "lives in Pennsylvania" is self-exclusion in PA; "If I status match
//     it over to Boyd Rewards" after "Diamond Elite with Caesars Rewards"
//     is the path from Caesars Rewards' Diamond Elite to Boyd Rewards;
//     "$10 blackjack, probably 5 hours. How much in comps would that earn
//     me?" is comp_estimate for blackjack, avg_bet 10, hours 5 (no casino
//     is named, only "downtown"); "my 2025 Wendover Nugget trips ... Can
//     you pull up those trips for me?" is the trips at "Wendover Nugget"
//     in 2025;
//   - a casino named in the context that the ask does not point back to
//     adds nothing: "We had a blast at Sharkey's ... Show me all of my
//     trips" is every trip, with no filter; "list their open sessions.
//     They think they forgot to close one out at Red Garter" is the open
//     sessions, with no casino; the Eureka Casino Resort and the five
//     hours of the story after "Limit each of my sessions to two hours"
//     leave the limit at 120 minutes;
//   - "open sessions" is list_sessions' open filter, params{"open": true};
//   - a duration written in words ("two hours") is read like one in
//     digits;
//   - "Which of my vouchers have already gone past their expiry?" has the
//     status "expired"; "my casino check-ins" are the player's visits;
//   - "how many table games does Carson Valley Inn have" is that casino's
//     details (the directory keeps table_games);
//   - "a $1,500 poker tournament win" is the W-2G rule for poker with
//     amount_won 1500 (a tournament is still poker);
//   - "$5 a spin on slots for 3 hours" is comp_estimate for slots with
//     avg_bet 5 and hours 3;
//   - "Onyx with Boyd" is Onyx in Boyd Rewards (Boyd's only program);
//     "Gold ... in MGM Rewards" is MGM Rewards' Gold, whatever tier the
//     context names ("Pearl");
//   - "the tier ladder for Genting Rewards" and "the status levels in
//     Boyd Rewards" are those programs' details; "What rewards programs
//     are you able to tell me about?" lists the programs;
//   - "Can you list the Ho-Chunk casinos in Wisconsin?" is WI with q
//     "Ho-Chunk" (the family's name as the directory spells it; the town
//     in the next sentence adds nothing);
//   - "any casinos in michigan city w/ a hotel?" typed in lower case is
//     near "Michigan City, IN" with has_hotel, not the state of Michigan;
//   - "Any tribal casinos around Watonga?" is near "Watonga, OK" with the
//     type tribal ("around" is near, like "in");
//   - "Please make $400 a month my gambling budget." is a monthly budget
//     of 400 and "put a $60 daily cap on me" a daily budget of 60;
//   - an agent's "their" is the user's, so the user's records and changes
//     are the caller's: "list their open sessions", "What were their
//     deductible gambling losses for 2025?" (the tax summary of 2025),
//     "cap each of their gambling sessions at 45 minutes";
//   - "Can you predict what each of my casinos will offer me next?" is the
//     prediction for all casinos; "Which programs would match their
//     current tiers?" is tier-match suggestions; "who are my hosts rn" is
//     the player's hosts; "Are there any hosts at Grand Lodge taking new
//     players?" is find_hosts filtered to "Grand Lodge" and Grand Lodge
//     Resort and Casino (the one casino those words name);
//   - "whats the total of my w2g winnings for 2025" is the W-2G total of
//     2025 ("this yr" in the sentence before is context); no ask names a
//     month without its year or a relative date, so none depends on the
//     day it is run;
//   - Unknown, two asks in one: a tier at Golden Nugget Lake Tahoe and a
//     weekly budget; roulette's edge and blackjack's pace; the vouchers
//     and the W-2Gs of 2025;
//   - Unknown, someone else's records: a husband's trips to Montego Bay
//     in 2025, a friend's tier with MGM Rewards;
//   - Unknown, things nothing keeps: a hotel room number at Lakeside Inn
//     and Casino Lake Tahoe, which cocktail waitress worked at Bodines;
//   - Unknown, advice: which game to play at Treasure Island, whether to
//     stay loyal to one casino or spread play around;
//   - Unknown, changes /ask does not run (it proposes only budgets and
//     session limits): a trip added (Virgin River, with dates), an offer
//     marked redeemed (for an agent's user), a bankroll deposit typed on
//     a phone.
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at a62c9e7, with the seventieth to seventy-third parts
// added together and no rule changed for them) scored 46 of 60 correct
// (76.7%): precision 91.9% (34 of 37 answers right), recall 70.8% (34 of
// 48 answerable), 11 declined and 3 wrong. No expectation was changed
// after it. The wrong ones: self-exclusion asked for a user "who lives in
// Pennsylvania" (the state of the context not lent to "the state's
// self-exclusion list"), "those trips" after "my 2025 Wendover Nugget
// trips" (the year lent, the casino dropped), and open sessions asked
// before "They think they forgot to close one out at Red Garter last
// night" (the afterword's casino and night made filters).
//
// After its fix round (branch fix-71), it scores 59 of 60 (98.3%), 0
// wrong; no other part's score changed. Still declined: "Did that place
// have its own hotel, or was the motel next door a separate business?"
// after "Hoover Dam Lodge" (an ask put as two alternatives, the second
// naming a motel and a business the directory does not keep; reading
// the first alone would take a rule for "X, or Y?" questions, which could
// drop a real second ask, so it is left declined). The general rules
// added (tuning in tuning71_test.go, tuningLongerMessagesSeven; most in
// longer.go):
//   - longIfPlanned, longHabitTold, longReckoningTold: a sentence after
//     the ask that is a condition with the asker's plan ("If it's worth
//     it I'll sign up"), a habit with or without its subject ("been
//     playing ... every weekend", "I've been going ..."), or the asker's
//     effort to work out a sum ("trying to figure out how long my $300
//     lasts") is an afterword.
//   - longPurposeSplit, longPurposeAfterword, longPurposeTailAt: a
//     purpose clause closing the ask ("so they know what to aim for",
//     not after a comma) is an afterword, and its "they" points back to
//     nothing; a casino it names still binds records.
//   - asRelayedUser: in an agent's sentence opening with "they", every
//     "them" and "their" is the user too ("... go wrong for them").
//   - longMadeFor: "I'm putting together a scrapbook for my wife" makes
//     nothing hers; "I'm doing this for my wife" still does.
//   - longGuessTold: a guess after asking for records ("I think ... at
//     Red Garter last night") filters nothing; the list shows it.
//   - resolveStory: "those trips" (a record noun the story names) is the
//     story's records at its casino and in its time.
//   - longStatePointed, longStoryState: "the state's" or "that state's"
//     help after a story naming one state (or a town of one) is that
//     state.
//   - claimLongAbleTo: "are you able to", "would you be able to" ask as
//     "can you"; claimLongSomething: "Is a $1,500 poker win something
//     I'd get a W-2G for?" asks the rule; "ground" left to the next tier
//     is tier progress.
func heldOutSeventyFirst(t testing.TB) []expectation {
	return []expectation{
		// The directory: a town's casinos (within a radius, of a type,
		// with a hotel), a state's casinos with a program, a family's
		// casinos in a state; the town pointed back to by "there".
		{query: "My wife's cousin is getting married in Lakeport in June, so we'll be up there for four days. Are there any casinos within 30 miles of Lakeport? I'd like to sneak away for an evening.", intent: FindCasinos, params: params{"near": "Lakeport, CA", "radius_km": 48.3}},
		{query: "Any tribal casinos around Watonga? We're passing through on the way to my brother's place and I could use a break from driving. He says there's one right in town.", intent: FindCasinos, params: params{"near": "Watonga, OK", "type": "tribal"}},
		{query: "ok so we lost the first game of the tourney in michigan city lol. any casinos in michigan city w/ a hotel? need somewhere to crash tonight", intent: FindCasinos, params: params{"near": "Michigan City, IN", "has_hotel": true}},
		{query: "We're moving to Delaware in August for my new job. Which Delaware casinos have a rewards program? I want to start earning points right away.", intent: FindCasinos, params: params{"state": "DE", "has_rewards": true}},
		{query: "Can you list the Ho-Chunk casinos in Wisconsin? My dad swears by the one in Black River Falls, and we're planning a fishing trip up that way.", intent: FindCasinos, params: params{"state": "WI", "q": "Ho-Chunk"}},
		{query: "We're spending Thanksgiving with my in-laws in Madill, Oklahoma. Is there a casino within 20 miles of there? I'll need one by Friday, honestly.", intent: FindCasinos, params: params{"near": "Madill, OK", "radius_km": 32.2}},

		// One casino's details: pointed back to by "it", and typed on a
		// phone.
		{query: "We stopped at Hoover Dam Lodge on the way to Arizona last spring and loved it. Did that place have its own hotel, or was the motel next door a separate business? My husband and I can't agree.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Hoover Dam Lodge and Casino")}},
		{query: "how many table games does Carson Valley Inn have?? my dad only plays craps n wont go if its all slots", intent: CasinoDetail, params: params{"slug": slugOf(t, "Carson Valley Inn Casino")}},

		// Programs: the list, two ladders, two tiers' thresholds.
		{query: "I just signed up for my first casino card last weekend. What rewards programs are you able to tell me about? I'd like to compare before I pick a second one. Grateful for any pointers!", intent: ListPrograms, params: params{}},
		{query: "My partner keeps telling me to join Boyd Rewards since we're at Sam's Town so often. What are the status levels in Boyd Rewards? If it's worth it I'll sign up this week.", intent: ProgramDetail, params: params{"id": programID(t, "Boyd Rewards")}},
		{query: "My user is flying to Resorts World Bimini in May. Please show the tier ladder for Genting Rewards so they know what to aim for.", intent: ProgramDetail, params: params{"id": programID(t, "Genting Rewards")}},
		{query: "I reached Pearl with MGM Rewards in 2025 after a long year of trips. How many tier credits does Gold take in MGM Rewards? My brother says 50,000 but I think it's more.", intent: TierRequirement, params: params{"id": programID(t, "MGM Rewards")}, tier: "Gold"},
		{query: "what does it take to get Onyx with Boyd? been playing the Orleans every weekend since march, want to know if its even realistic", intent: TierRequirement, params: params{"id": programID(t, "Boyd Rewards")}, tier: "Onyx"},

		// Game facts and the W-2G rule (the win pointed back to by
		// "that").
		{query: "My girlfriend wants to learn craps on our trip to Deadwood next week, and I'd rather she start with something that won't eat her money. How big is the house's edge at the craps table? She's a quick learner.", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "first time playing baccarat tonight!! how many hands do they get through in an hour at baccarat? trying to figure out how long my $300 lasts", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "I hit a $2,400 keno ticket at Duck Creek on Saturday night! Does that count as reportable? Still can't believe it.", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 2400}},
		{query: "Is a $1,500 poker tournament win something I'd get a W-2G for? I placed third at a small event in Tulsa and the cage didn't hand me any paperwork. Just want to be sure.", intent: W2GRule, params: params{"game_type": "poker", "amount_won": 1500}},

		// Responsible-gaming help (the state pointed back to by "the
		// state's").
		{query: "I've been losing more than I can afford since the spring, and my partner finally said something last night. Is there a gambling helpline in Iowa I can call? I don't really know where to start.", intent: RGHelp, params: params{"topic": "helpline", "state": "IA"}},
		{query: "My user lives in Pennsylvania and has decided to stop going to casinos altogether. Please explain how they can join the state's self-exclusion list. They've asked me to handle this discreetly.", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "PA"}},

		// The player's limits: changes proposed, and the limits read.
		{query: "We blew way too much in Deadwood in October. Please make $400 a month my gambling budget. I'd rather have the guardrail than another argument at home.", intent: SetBudget, params: params{"period": "month", "amount": 400}},
		{query: "ugh lost again tonight. put a $60 daily cap on me pls. thx", intent: SetBudget, params: params{"period": "day", "amount": 60}},
		{query: "Limit each of my sessions to two hours from now on. Last weekend I sat at a video poker machine at Eureka Casino Resort for five straight hours and felt awful the next day.", intent: SetSessionLimit, params: params{"max_minutes": 120}},
		{query: "Per my user's request, please cap each of their gambling sessions at 45 minutes. They said the long sessions are where things go wrong for them.", intent: SetSessionLimit, params: params{"max_minutes": 45}},
		{query: "My counselor asked me to bring a list of the limits I've set up. What limits are on my account right now? The appointment is Thursday.", intent: MyLimits, params: params{}},

		// Comps: predicted at one casino and at all, and estimated (the
		// play pointed back to by "that").
		{query: "I've been playing at Rampart every Tuesday since the summer, and my neighbor gets free rooms. What offer is Rampart likely to send me next?", intent: CompPredict, params: params{"casino_name": "Rampart"}},
		{query: "I split my play between a handful of places these days. Can you predict what each of my casinos will offer me next? I want to focus on one in 2027. Cheers from Sparks.", intent: CompPredictAll, params: params{}},
		{query: "Heading downtown Friday for a long night of $10 blackjack, probably 5 hours. How much in comps would that earn me? My buddy says the comps there are stingy.", intent: CompEstimate, params: params{"game_type": "blackjack", "avg_bet": 10, "hours": 5}},
		{query: "My user plans to play $5 a spin on slots for 3 hours tomorrow night. Please estimate the comps that play would earn. They're deciding whether it's worth the drive.", intent: CompEstimate, params: params{"game_type": "slots", "avg_bet": 5, "hours": 3}},

		// Tiers: progress at one casino (pointed back to by "there"), the
		// player's tiers, a match path (the tier pointed back to by "it")
		// and suggestions.
		{query: "We've got a long weekend booked at Harrah's Lake Tahoe in January. How much ground do I have left to the next tier there? If I'm close I'll play more on that trip.", intent: TierProgress, params: params{"casino_name": "Harrah's Lake Tahoe"}},
		{query: "how close am i to the next tier at Buffalo Run?? been going every payday since june lol", intent: TierProgress, params: params{"casino_name": "Buffalo Run"}},
		{query: "My partner and I are trying to figure out where to spend our anniversary weekend. Can you show me the tier I hold at each casino? Whichever place treats me best wins.", intent: MyTiers, params: params{}},
		{query: "I finally made Diamond Elite with Caesars Rewards this year. If I status match it over to Boyd Rewards, what tier would I get? We're thinking about a Boyd trip in the spring.", intent: TierMatchPaths, params: params{"program": "Caesars Rewards", "to_program": "Boyd Rewards"}, tier: "Diamond Elite"},
		{query: "My user holds status at several casinos and wants to put it to work on an upcoming trip. Which programs would match their current tiers? Please keep the answer brief.", intent: TierMatchSuggestions, params: params{}},

		// Hosts: by language, at a casino, and the player's own.
		{query: "My father only speaks Vietnamese and he loves Vegas. Is there a Vietnamese-speaking casino host you could point us to? It would make his trips so much easier. Thanks, Linh", intent: FindHosts, params: params{"language": "Vietnamese"}},
		{query: "We're planning an anniversary trip to Incline Village in February. Are there any hosts at Grand Lodge taking new players? I've never had a host before.", intent: FindHosts, params: params{}, filter: []string{"Grand Lodge", "Grand Lodge Resort and Casino"}},
		{query: "my host at the Orleans left & idk who has me now. who are my hosts rn", intent: MyHosts, params: params{}},

		// The player's records: trips (a casino and year pointed back to
		// by "those trips", and a casino in the context that the ask does
		// not point back to), sessions, visits, vouchers, offers, expiring
		// offers, W-2Gs, the W-2G total, the tax year and the bankroll.
		{query: "My accountant wants my 2025 Wendover Nugget trips listed by Friday. Can you pull up those trips for me? Thanks, she's been patient.", intent: MyTrips, params: params{"casino_name": "Wendover Nugget", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "We had a blast at Sharkey's in Gardnerville over Labor Day weekend. Show me all of my trips, please. I'm putting together a scrapbook for my wife.", intent: MyTrips, params: params{}},
		{query: "I've been on a cold streak at the craps tables for months. Pull up my craps sessions from September 2026 so I can see how bad it really was. My wife thinks I'm exaggerating.", intent: MySessions, params: params{"game_type": "craps", "from": "2026-09-01", "to": "2026-09-30"}},
		{query: "On behalf of my user: list their open sessions. They think they forgot to close one out at Red Garter last night.", intent: MySessions, params: params{"open": true}},
		{query: "My sister claims I'm at a casino every single weekend, which isn't true. I want receipts. Can you show me my casino check-ins?", intent: MyVisits, params: params{}},
		{query: "Found a stack of old tickets in my jacket from the Tunica trip. Which of my vouchers have already gone past their expiry? Might as well toss the dead ones.", intent: MyVouchers, params: params{"status": "expired"}},
		{query: "My mailer from Pahrump Nugget came yesterday but the dog chewed it up. What offers do I have from Pahrump Nugget? I think there was a room in there.", intent: MyOffers, params: params{"casino_name": "Pahrump Nugget"}},
		{query: "We're not going anywhere until after the holidays, so I don't want anything to go to waste. Of the offers I've got, which lapse inside the next 14 days?", intent: ExpiringOffers, params: params{"within_days": 14}},
		{query: "My tax guy needs copies of everything by the end of the month. Can you pull up my W-2G forms for 2025? I think there were three.", intent: MyW2Gs, params: params{"tax_year": 2025}},
		{query: "doing taxes early this yr. whats the total of my w2g winnings for 2025", intent: W2GTotal, params: params{"tax_year": 2025}},
		{query: "My user is preparing their 2025 return and asked me to check one number. What were their deductible gambling losses for 2025? They'll take it from there.", intent: TaxSummary, params: params{"tax_year": 2025}},
		{query: "Finally paid off the card from our Vegas trip, and Deadwood is calling for March. What's my gambling bankroll balance now?", intent: Bankroll, params: params{}},

		// Unknown: two asks in one message.
		{query: "We're heading to Stateline for New Year's. What tier am I at Golden Nugget Lake Tahoe, and can you also set a $250 weekly budget for me? Want to keep it sane this time.", intent: Unknown, params: params{}},
		{query: "My son is learning casino games before his 21st birthday trip. What edge does the house hold on roulette, and how many hands an hour does blackjack play? He's got a spreadsheet going.", intent: Unknown, params: params{}},
		{query: "show me my vouchers and my w2gs from 2025 pls. doing a big cleanup before the new yr", intent: Unknown, params: params{}},

		// Unknown: someone else's records.
		{query: "My husband keeps his own account with you and won't tell me anything. How many trips did he take to Montego Bay in 2025? I have a feeling it's a lot.", intent: Unknown, params: params{}},
		{query: "My best friend Carla just moved up a level. What tier is Carla at with MGM Rewards right now? I want to get her a card.", intent: Unknown, params: params{}},

		// Unknown: things nothing keeps.
		{query: "We stayed at Lakeside Inn and Casino Lake Tahoe in August 2025 and loved the view. What room number did we have? We want to request it again.", intent: Unknown, params: params{}},
		{query: "I played at Bodines in Carson City over the weekend. Which cocktail waitress was working the slot floor Saturday night? She was really kind to my mom.", intent: Unknown, params: params{}},

		// Unknown: advice.
		{query: "My partner says I should switch from blackjack to craps because the table is more fun. Which game should I play at Treasure Island in Vegas next week? I honestly can't decide.", intent: Unknown, params: params{}},
		{query: "I keep getting offers from both Paris and Planet Hollywood. Is it smarter to stay loyal to one casino or spread my play around? Curious what you'd do.", intent: Unknown, params: params{}},

		// Unknown: changes /ask does not run (a trip added, an offer's
		// status changed, a bankroll deposit).
		{query: "We just got home from four nights at Virgin River in Mesquite, March 2 to March 6, 2026. Please add that trip to my account. The kids had a blast at the pool.", intent: Unknown, params: params{}},
		{query: "My user redeemed their $50 free play at Eureka Casino Resort last night. Please mark that offer as redeemed in their account. Much obliged ahead of time.", intent: Unknown, params: params{}},
		{query: "cashed out up $800 at Casino Fandango tonight!! add it to my bankroll as a deposit", intent: Unknown, params: params{}},
	}
}
