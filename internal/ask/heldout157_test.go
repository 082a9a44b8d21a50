package ask

import "testing"

// heldOutHundredFiftySeventh is the hundred-and-fifty-seventh held-out
// part, written blind and committed BEFORE its first run: by someone
// who read only the service spec and the action catalog
// (/work/shared/spec/service-spec.md and actions.md, both whole), lines
// 89-160 of the README (its curl examples of the directory) and lines
// 436-494 (asking in plain English), the whole of the twenty-ninth
// held-out part and the first 80 lines of the twenty-eighth (its
// header), the block of intent constants of ask.go (printed by awk from
// its "const (" to the first ")" after it, nothing else of that file),
// lines 1-18 of heldout_test.go (the expectation type), the slugOf and
// programID functions of ask_test.go (printed alone by awk), the first
// and last twenty lines of heldOutParts in score_test.go, and the
// subject of the branch's newest commit (git log -1), which quotes one
// phrase of the corpus about ranking casinos by predicted offers; the
// one question here on that subject was reworded so as not to imitate
// it. A listing of the file names of the project's briefs directory was
// printed too, none opened beyond this part's own brief. Never the
// rules of this package, its tuning phrases or any other held-out part.
// The shipped data was read only through short python3 scripts that
// printed: the column names and row count of casinos.csv; the casinos
// of the towns considered (Kingston, Pauma Valley, Point Arena,
// Dudleyville, Redwater, Northwood, Upper Lake, Ely, Jackpot, Fallon,
// Tonopah, Hawthorne, Elko, Manistique, Sault Ste. Marie, Newkirk,
// Miami, Devol, Red Rock, Deadwood, Cripple Creek, Lakeport, Nice,
// Lynden, Turtle Lake, Danbury, Wittenberg, Tomah) with state, type,
// hotel and brand; the states of the towns used; New Mexico's racinos;
// how many South Dakota casinos have a hotel; the Parkwest casinos of
// California; the casinos whose names hold a few fragments (to see
// which words name exactly one); that each casino named below is
// spelled so exactly once; every program of rewards_programs.json with
// its brand and its tiers' names and thresholds; the first 300
// characters of program_properties.csv and the Mississippi casinos it
// lists under a program; the first three lines of us_cities.csv and a
// grep of it for four towns. File names only, from grep -rilF over
// internal/ask, counted how many files of the package name each town,
// casino, family, tier, program and host language considered, to prefer
// the rare ones: Pauma Valley, Dudleyville, Upper Lake, Kingston and
// Point Arena are named by none, Newkirk, Hawthorne, Konocti Vista,
// Tonopah Station and Texoma Gaming Center by one, and Railroad Pass
// Hotel & Casino, Jailhouse Casino & Motel, El Capitan Lodge & Casino,
// Prospector Hotel & Gambling Hall, Owl Club Casino & Restaurant,
// Garcia River Casino, Casino Pauma, Diamond Jo Worth, Fallon Nugget,
// Parkwest, Red Water Casino and Fallon by at most six; Punjabi, the
// host language, by two (the shipped data says nothing of hosts'
// languages, so it could not be checked). Every program, tier, state
// and game used is named by earlier parts.
//
// Every name was checked against data/ with those scripts: each casino
// named exists once, spelled as the directory spells it; each town
// searched is a directory town of the state given (Pauma Valley, CA;
// Dudleyville, AZ; Newkirk, OK; Fallon, NV; Upper Lake, CA, whose one
// casino is tribal); New Mexico has racinos (five), Mississippi has
// casinos under a program, South Dakota has casinos with a hotel
// (fifteen) and California has five Parkwest casinos; the programs
// named (Genting Rewards, True Rewards, Boyd Rewards, Caesars Rewards,
// MGM Rewards) exist, and so do the tiers (Onyx in Boyd Rewards,
// Diamond Elite in Caesars Rewards, Pearl in MGM Rewards, and Tier 5 of
// Genting Rewards and Platinum, named only in context).
//
// Its wording is new: each of the sixty whole messages was checked with
// grep -rilF over internal/ask, as typed and without its closing mark
// (and closing quote), and none was found there, so none had to be
// reworded for that check. One was reworded before the file was written
// for the reason above (the commit subject's phrase), and its new
// wording was checked the same way.
//
// Its theme is LONGER MESSAGES, the twenty-sixth part of them and the
// session's last measurement of them: every message is two to four
// sentences holding exactly one ask among context (a retirement party,
// a flat tyre, a new puppy, a bachelorette weekend, a job interview, a
// snowstorm, a hospital visit, a garage sale, and an anniversary, a
// church raffle, a family reunion, Thanksgiving, a move, a baby on the
// way, a lay-off, a graduation), reasons, feelings and sign-offs. The
// ask comes first in 12, last in 12 and in the middle in 36. 30 asks
// are indirect ("I was hoping you could ...", "would you happen to know
// ...", "I'd love to find out ...", "it would be great to see ...",
// "I'd be curious to know ...", "would you mind ...", "the user would
// like ...", "just curious ...") and 30 direct. Six are typed on a
// phone (lower case, loose punctuation, shorthand: "sat + sun", "thru",
// "tmrw", "w", "pls", "hrs", "ty", "lol", "btw"); five are written by
// an agent relaying for its user. 48 expect an answer and 12 Unknown.
// The 48 cover every area: searches by town, by radius (twice, once "of
// there"), with a hotel, by type (near a town and in a state), with
// rewards, by family and by state with a hotel (9); casino details (3);
// the list of programs, two ladders and two tiers' thresholds (5); game
// facts (2) and the W-2G rule (2); a help line and self-exclusion (2);
// two budgets and a session limit proposed, and the limits read (4); a
// comp prediction at one casino and for all, and an estimate (3); tier
// progress, the player's tiers, tier-match suggestions and a path (4);
// hosts at a casino, by language and the player's own (3); trips (2),
// sessions, visits, vouchers, offers, expiring offers, W-2Gs, their
// total, the tax summary and the bankroll (11). Ten of the 48 point
// back to something the context names: a town ("within 15 miles of
// there"), a casino three times ("that place", "that casino", "my trips
// there"), a tier twice ("that tier", "that status"), a game ("that
// game"), an amount and its game ("a win like that"), a month ("from
// that month") and a year twice ("from that year", "for that year").
// The context holds things that look like asks and are not: questions
// others asked the writer (a motel clerk's, a therapist's), quoted
// signs and words (a departures board, an entrance sign, a bride, a
// breeder, a cousin), numbers that are no parameter (a highway, minutes
// in a car, an age, a price, hours at a tyre shop, days snowed in),
// towns that are not the one asked about (Farmington, Rapid City,
// Northwood, Atlantic City, Kingston) and a casino and tiers that are
// not the ones asked about (the Prospector, Tier 5, Platinum).
//
// The 12 Unknowns: two asks in one (3): the open vouchers and the
// bankroll; a weekly budget and a session limit together (two changes,
// declined rather than half proposed, as the README says); the casinos
// near Point Arena and whether Garcia River Casino has a hotel. Another
// person's records (2): a husband's tier with Boyd Rewards and a
// roommate's W-2Gs of 2025 (every action reads the key owner's own
// records only, and none reads another account's). Facts nothing keeps
// (2): when a casino's restaurant closes (the Casino resource keeps no
// hours) and tonight's progressive jackpot on a casino's slots (no
// table keeps jackpots). Advice (2): whether to split eights against a
// six (no table or action says how to play a hand; game facts are a
// game's edge and pace) and whether to play poker for a living instead
// of looking for work. Writes /ask does not run (3): a bankroll deposit
// (bankroll_add), a voucher marked redeemed (redeem_voucher) and a
// check-in at a casino (check_in): actions.md makes them player write
// actions, and /ask proposes only the budget and session-limit changes.
// Each was checked against actions.md and the spec: no action or
// endpoint answers any of them as asked. No question lacks a field its
// intent needs, so none expects a missing field.
//
// It follows the twenty-ninth part's conventions: a casino named for a
// player action keeps the name as typed ("Red Water Casino", "Diamond
// Jo Worth", "Tonopah Station Casino", "Texoma Gaming Center"); a host
// filter by casino is the typed words and the directory's name when the
// words name exactly one casino ("Konocti Vista", "Konocti Vista
// Casino"); a radius in miles is in kilometres to one decimal (12 miles
// is 19.3, 15 miles 24.1); a year named for the player's records is
// that calendar year (trips) or that tax year (W-2Gs, their total, the
// tax summary); a month named without a year is its latest one up to
// today, 2026-05-14 (January is January 2026); a town is near "Town,
// ST"; "in <state>" or "<state> casinos" is the state; a family's
// casinos in a state are the state with q the family's name as the
// directory spells it ("Parkwest", typed in lower case); a tier named
// with its program is not ambiguous; a casino's details answer what the
// directory keeps about it, whichever field is asked for (its slot
// machines, or what the directory says); a limit of money in a period
// is a budget; and, as the brief has it, advice is Unknown. Its own
// choices, where those are silent:
//   - A pointer back ("there", "that place", "that casino", "that
//     tier", "that status", "that game", "a win like that", "that
//     month", "that year") takes the one thing of its kind the context
//     names, and the ask reads as if it had named it; a casino pointed
//     back to for a player action is its name as the context typed it.
//   - Whatever the context names that the ask does not point back to
//     lends it nothing: the racetrack in Farmington leaves "Which
//     racinos does New Mexico have?" the state's; Rapid City leaves the
//     hotel search the state's; Tier 5 leaves Genting Rewards' ladder
//     the whole ladder; Platinum and Northwood leave tier progress at
//     Diamond Jo Worth as typed; Atlantic City adds nothing to the
//     tier-match path; the Prospector is not the casino asked about in
//     Ely; Kingston, Oklahoma adds nothing to the offers from Texoma
//     Gaming Center; "2 hrs" at a tyre shop is no session limit and no
//     parameter of the tax summary.
//   - A relative's question about a public fact is answered: Onyx's
//     threshold asked for a father is a fact of the service's tables,
//     not his records; a helpline for the state a brother-in-law lives
//     in is a public resource. A husband's tier is his record, so
//     Unknown.
//   - An agent's "my user's trips" and "the user would like ..." are
//     the key owner's own records and wishes, not another person's.
//   - "how many casino visits ive checked in" is the player's visits
//     (the list answers the count); "which of my vouchers have already
//     expired" the vouchers with the status expired; "offers expire in
//     the next 10 days" the expiring offers within 10 days; "how much
//     is left in my bankroll" the bankroll.
//   - "forecast the next offer from each casino where I have sessions
//     logged" is the prediction for every casino, which answers every
//     casino the player has sessions at.
//   - "how many tier credits it takes to reach that tier" is that
//     tier's threshold; "what that status would get me if I matched it
//     over to Caesars Rewards" after Pearl with MGM Rewards is the
//     tier-match path from MGM Rewards' Pearl to Caesars Rewards.
//   - "how many rolls an hour that game usually sees" after craps is
//     craps' game facts (its pace).
//   - "Does a win like that get me a W-2G?" after "$1,350 on a Buffalo
//     slot" is the W-2G rule for slots and 1350 (a Buffalo is a slot
//     machine); "a $1,600 keno win" the rule for keno and 1600.
//   - "5 hours of $25 baccarat" is an estimate for baccarat, avg_bet
//     25, hours 5; "each gambling session capped at 45 minutes" a
//     session limit of 45; "cap me at $40 a day" a daily budget of 40.
//   - "the whole tier ladder of Genting Rewards" and "the tiers of True
//     Rewards ..., from the bottom to the top" are the programs'
//     details.
//   - A host "who speaks Punjabi" is find_hosts in Punjabi; the mother
//     who speaks it is no one whose records are asked for.
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at 61a99eb, and no rule changed for it) scored 42 of 60
// correct (70.0%): precision 96.8% (30 of 31 answers right), recall
// 62.5% (30 of 48 answerable), 17 declined and 1 wrong. No expectation
// was changed after it. The wrong one: "new puppy = no casino trips for
// a while lol. just curious how many casino visits ive checked in so
// far. ..." (the trips, not the visits). The declines are mostly asks
// among context whose other sentences carry a number, a place or a
// person (a puppy carsick "after about 40 minutes", "a stack of old
// slot tickets", "for their parents' fiftieth anniversary"); the same
// messages declined at the session's start (693cbe8) too.
//
// After its fix round (2026-11-25, branch fix-157, tuningPart157):
// 44/60, 0 wrong, 16 declined; no expectation was changed, and the part
// is not barred (the round's deadline came first). The general rules
// added: askingAfterLead reads a question put as only wondering with no
// stop ("just curious how many ..."), but not the helper's own view
// ("what you'd do"); askerThingHandled (afterwordsBind) and ownAsked
// keep the records the asker's when an afterword tells another person's
// act on the asker's thing ("she chewed my players card") and the
// question says "ive"; thingHabitTold (afterword) reads "The puppy gets
// carsick after about 40 minutes" as told, its number the thing's.
// Still declined: the agent's long frames, asks first followed by two
// sentences of story, and asks in the middle among context with a
// number, place or person.
func heldOutHundredFiftySeventh(t testing.TB) []expectation {
	return []expectation{
		// Directory searches: by town, radius, hotel, type, rewards,
		// family and state.
		{query: "My aunt's retirement party is in Pauma Valley on Saturday, and the invitation says the dancing starts at nine sharp. I was hoping you could find casinos within 12 miles of Pauma Valley, California for after the cake. She would probably come along, honestly.", intent: FindCasinos, params: params{"near": "Pauma Valley, CA", "radius_km": 19.3}},
		{query: "We blew a tyre on the highway just outside Dudleyville, and the tow truck can't come until morning. The motel clerk asked us, 'Are you here for the river or the slots?' What casinos are within 15 miles of there?", intent: FindCasinos, params: params{"near": "Dudleyville, AZ", "radius_km": 24.1}},
		{query: "I'd love to find out which casinos near Newkirk, Oklahoma have a hotel. The snowstorm is supposed to close I-35 by Friday, and my boss already said I can work from wherever I end up. Thanks in advance!", intent: FindCasinos, params: params{"near": "Newkirk, OK", "has_hotel": true}},
		{query: "My nephew just started mucking stalls at the racetrack in Farmington and keeps texting me pictures of horses. Which racinos does New Mexico have? I might drive down for his birthday.", intent: FindCasinos, params: params{"state": "NM", "type": "racino"}},
		{query: "The bachelorette weekend is officially moving to the Gulf Coast because the bride vetoed Nashville, her exact words being 'no more line dancing.' Would you happen to know which Mississippi casinos have a rewards program?", intent: FindCasinos, params: params{"state": "MS", "has_rewards": true}},
		{query: "ok so garage sale sat + sun to clear out the basement lol. after that show me the parkwest casinos in california, i wanna hit a card room. ty", intent: FindCasinos, params: params{"state": "CA", "q": "Parkwest"}},
		{query: "What casinos are in Fallon, Nevada? I'm driving my cousin and her new puppy out to meet the breeder there next week. The puppy gets carsick after about 40 minutes, so we'll need the break.", intent: FindCasinos, params: params{"near": "Fallon, NV"}},
		{query: "I'm an assistant relaying a request for my user, who has a job interview in Upper Lake, California on Tuesday morning. The user would like a list of tribal casinos near Upper Lake to visit afterward. Please keep the reply short.", intent: FindCasinos, params: params{"near": "Upper Lake, CA", "type": "tribal"}},
		{query: "Grandpa turns 90 in Rapid City next month and the whole clan is flying in. Are there South Dakota casinos with a hotel where we could put up the overflow cousins? The rental only sleeps six.", intent: FindCasinos, params: params{"state": "SD", "has_hotel": true}},

		// One casino's details.
		{query: "We stayed at the Prospector the last time we drove through Ely, and the beds were fine. This time I was hoping you could tell me about Jailhouse Casino & Motel instead. My husband thinks a jail-themed motel is hilarious.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Jailhouse Casino & Motel")}},
		{query: "Our church raffle's grand prize is a night at Railroad Pass Hotel & Casino in Henderson. Nobody on the committee has actually been there. What does your directory say about that place?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Railroad Pass Hotel & Casino")}},
		{query: "how many slot machines does el capitan lodge & casino have?? driving thru hawthorne tmrw w the dog, she hates long car rides", intent: CasinoDetail, params: params{"slug": slugOf(t, "El Capitan Lodge & Casino")}},

		// Programs: the list, two ladders, two tiers' thresholds.
		{query: "I just retired after thirty-one years at the post office, and my coworkers gave me a gift card for 'one wild weekend.' It would be great to see every rewards program you keep track of so I can pick one to join. Wish me luck!", intent: ListPrograms, params: params{}},
		{query: "Walk me through the whole tier ladder of Genting Rewards. A coworker at my new job swears Tier 5 comes with a personal chef, which I doubt. Either way, I start Monday.", intent: ProgramDetail, params: params{"id": programID(t, "Genting Rewards")}},
		{query: "My sister-in-law works the cage at a Golden Entertainment property and keeps bringing up her card at dinner. I'd love to find out what the tiers of True Rewards are, from the bottom to the top. She says the names sound like skateboard slang.", intent: ProgramDetail, params: params{"id": programID(t, "True Rewards")}},
		{query: "The hospital finally discharged my dad this morning, and he's already fidgeting with his Boyd Rewards card. He keeps asking me the same thing, so here it is: what does it take to reach Onyx in Boyd Rewards?", intent: TierRequirement, params: params{"id": programID(t, "Boyd Rewards")}, tier: "Onyx"},
		{query: "At the company picnic, the guy from accounting bragged that he'd made Diamond Elite with Caesars Rewards. Would you happen to know how many tier credits it takes to reach that tier? I refuse to let him win this one.", intent: TierRequirement, params: params{"id": programID(t, "Caesars Rewards")}, tier: "Diamond Elite"},

		// Game facts and the W-2G rule.
		{query: "My uncle spent all of Thanksgiving teaching the grandkids craps with Monopoly money. I'd be curious to know how many rolls an hour that game usually sees at a real table. Asking so I know what I'm in for.", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "snowed in at my moms w nothing to do but watch the keno board at the diner across the street. whats the house edge on keno anyway. so bored lol", intent: GameFacts, params: params{"game_type": "keno"}},
		{query: "I hit $1,350 on a Buffalo slot the night before my job interview, which felt like a sign. Does a win like that get me a W-2G? I've never had one before.", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 1350}},
		{query: "My neighbor's garage sale had an old keno lamp for two bucks. I'm wondering whether a $1,600 keno win is reportable on a W-2G. It's been on my mind all morning.", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1600}},

		// Responsible-gaming help by state.
		{query: "My brother-in-law has been sleeping on our couch since the casino took his paycheck again. I was hoping you could give me a gambling helpline for Iowa, since that's where he lives. I don't know what else to do.", intent: RGHelp, params: params{"topic": "helpline", "state": "IA"}},
		{query: "I moved to Indiana for the new job in March, and the riverboat is ten minutes from my apartment. That is way too close for me. How do I sign up for self-exclusion in Indiana?", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "IN"}},

		// The player's limits: changes proposed, and the limits read.
		{query: "Set my monthly gambling budget to $250. The new puppy's vet bills are eating everything, and the breeder warned us that 'shots come in threes.' Thank you!", intent: SetBudget, params: params{"period": "month", "amount": 250}},
		{query: "home from the hospital finally, feeling ok. cap me at $40 a day on gambling from now on pls. doc says no stress lol", intent: SetBudget, params: params{"period": "day", "amount": 40}},
		{query: "I am an assistant acting for my user, who has a long drive to a bachelorette weekend coming up and has asked me to keep things reasonable. The user would like each gambling session capped at 45 minutes.", intent: SetSessionLimit, params: params{"max_minutes": 45}},
		{query: "My therapist asked me last week, 'Do you even know what guardrails you've set?' I honestly didn't. I'd love to find out which play limits are on my account right now.", intent: MyLimits, params: params{}},

		// Comps: predicted at one casino and at all, and estimated.
		{query: "My fishing buddy and I have been driving up to Red Water Casino every other weekend since spring. Would you happen to know what kind of offer that casino is likely to send me next?", intent: CompPredict, params: params{"casino_name": "Red Water Casino"}},
		{query: "I was hoping you could forecast the next offer from each casino where I have sessions logged. My husband and I are planning our anniversary trip and want to go wherever the comps look best. We're flexible on dates.", intent: CompPredictAll, params: params{}},
		{query: "My flight home from the job fair got cancelled, and the departures board just says 'SEE AGENT' in red letters. How much would 5 hours of $25 baccarat earn me in comps? Might as well make the most of the night.", intent: CompEstimate, params: params{"game_type": "baccarat", "avg_bet": 25, "hours": 5}},

		// Tiers: progress, the player's tiers, tier matches.
		{query: "How far am I from the next tier at Diamond Jo Worth? The family reunion is in Northwood this August, and I need to decide whether to book a room there. My cousin Ray claims he's 'basically Platinum,' whatever that means.", intent: TierProgress, params: params{"casino_name": "Diamond Jo Worth"}},
		{query: "Hello, I'm an automated assistant relaying a request from my user. The user would like to see their current tier at every casino where they hold status. They are comparing notes with a friend before a long weekend.", intent: MyTiers, params: params{}},
		{query: "After eleven years of loyalty to one property, I'm finally ready to shop around. My daughter set up this account for me over the holidays. It would be great to see which programs might status-match me based on the tiers I already hold.", intent: TierMatchSuggestions, params: params{}},
		{query: "I finally made Pearl with MGM Rewards right before the snowstorm shut everything down. Would you happen to know what that status would get me if I matched it over to Caesars Rewards? I'd be driving to Atlantic City either way.", intent: TierMatchPaths, params: params{"program": "MGM Rewards", "to_program": "Caesars Rewards"}, tier: "Pearl"},

		// Hosts at a casino, by language, and the player's own.
		{query: "My wife and I are planning a quiet anniversary on Clear Lake next fall. I was hoping you could find a host at Konocti Vista who is taking new players. We'd love someone to help us plan the evening.", intent: FindHosts, params: params{}, filter: []string{"Konocti Vista", "Konocti Vista Casino"}},
		{query: "My mother speaks only Punjabi, and she's coming along for her seventieth birthday. I'd love to find out whether there's a casino host who speaks Punjabi. She would feel so much more welcome.", intent: FindHosts, params: params{"language": "Punjabi"}},
		{query: "I'm throwing a garage sale next weekend and want to invite my casino hosts to the after-party. Who are the hosts I'm connected with right now? My neighbor thinks I've lost it.", intent: MyHosts, params: params{}},

		// The player's records: trips, sessions, visits, vouchers,
		// offers, W-2Gs, the tax year and the bankroll.
		{query: "We drove to Tonopah Station Casino twice in 2024, once for my cousin's wedding and once for a funeral. Would you mind listing my trips there from that year? My mom keeps asking.", intent: MyTrips, params: params{"casino_name": "Tonopah Station Casino", "from": "2024-01-01", "to": "2024-12-31"}},
		{query: "Please list my user's trips from 2025. They are putting together a scrapbook for their parents' fiftieth anniversary and need the dates. Thank you.", intent: MyTrips, params: params{"from": "2025-01-01", "to": "2025-12-31"}},
		{query: "The big snowstorm in January trapped me in a hotel next to a casino for nine days. I want to see the damage. Show my blackjack sessions from that month.", intent: MySessions, params: params{"game_type": "blackjack", "from": "2026-01-01", "to": "2026-01-31"}},
		{query: "new puppy = no casino trips for a while lol. just curious how many casino visits ive checked in so far. she chewed my players card btw", intent: MyVisits, params: params{}},
		{query: "I was cleaning out my purse before visiting my grandmother in the hospital and found a stack of old slot tickets. I'd love to find out which of my vouchers have already expired. The rest I'll cash on Friday.", intent: MyVouchers, params: params{"status": "expired"}},
		{query: "I'm an assistant planning a weekend for my user, who is attending a high-school reunion in Kingston, Oklahoma. Before I book anything, please show the offers my user has from Texoma Gaming Center.", intent: MyOffers, params: params{"casino_name": "Texoma Gaming Center"}},
		{query: "Which of my offers expire in the next 10 days? I'm laid up with a sprained ankle from the bachelorette weekend, and I'd hate for them to go to waste. The ice pack is my new best friend.", intent: ExpiringOffers, params: params{"within_days": 10}},
		{query: "My accountant retired in April and the new one wants everything from scratch. It would be great to see my W-2Gs from 2025 in one place. I promise to be more organized this year.", intent: MyW2Gs, params: params{"tax_year": 2025}},
		{query: "We moved across the country in 2024, and half my paperwork is still in boxes. What did my W-2Gs add up to for that year? I'd like to get ahead before the new baby arrives.", intent: W2GTotal, params: params{"tax_year": 2024}},
		{query: "pull up my tax summary for 2025 pls. flat tire on the way home so im stuck at the shop for 2 hrs anyway", intent: TaxSummary, params: params{"tax_year": 2025}},
		{query: "We're buying a crib and a car seat this weekend because the baby is due in July. Before I plan any more casino nights, I was hoping you could tell me how much is left in my bankroll.", intent: Bankroll, params: params{}},

		// Unknown: two asks in one.
		{query: "My sister-in-law borrowed my car for her hospital shifts, so I'm home with nothing to do. Could you show me my open vouchers and also tell me what's in my bankroll? Just curious where I stand.", intent: Unknown, params: params{}},
		{query: "Set my weekly budget to $150 and limit my sessions to one hour. The job interview went badly and I don't trust myself this month. My wife agrees.", intent: Unknown, params: params{}},
		{query: "We're holding a garage sale on Saturday to pay for a coast trip. Which casinos are near Point Arena, and does Garcia River Casino have a hotel? My brother swears it's a resort.", intent: Unknown, params: params{}},

		// Unknown: another person's records.
		{query: "My husband refuses to tell me, and it's driving me up the wall. What tier is he at with Boyd Rewards? It's for a surprise anniversary trip, I swear.", intent: Unknown, params: params{}},
		{query: "My roommate lost her wallet at the hospital, tax papers and all. Would you happen to know how to pull up her W-2Gs from 2025? She's panicking.", intent: Unknown, params: params{}},

		// Unknown: facts nothing keeps.
		{query: "Our bowling team lands in Ely around midnight and we'll be starving. What time does the restaurant at Prospector Hotel & Gambling Hall close? Somebody claimed the kitchen 'never sleeps,' but I doubt it.", intent: Unknown, params: params{}},
		{query: "I'd love to find out how big the progressive jackpot on the Wheel of Fortune slots at Owl Club Casino & Restaurant is tonight. My dad's retirement gift was a trip to Battle Mountain, believe it or not. He says he's feeling lucky.", intent: Unknown, params: params{}},

		// Unknown: advice.
		{query: "The dealer had a six showing, I had a pair of eights, and the whole table was yelling at me. Should I split eights against a six every time? I froze and just stood.", intent: Unknown, params: params{}},
		{query: "I got laid off on Friday, and I'm honestly pretty good at poker. Do you think I should try playing full time instead of job hunting? My wife says absolutely not.", intent: Unknown, params: params{}},

		// Unknown: writes /ask does not run.
		{query: "My aunt slipped me cash at my graduation and told me not to spend it all in one place. Log a $300 deposit to my bankroll, please. I plan to ignore her.", intent: Unknown, params: params{}},
		{query: "Before the snowstorm hits, I want my records straight. I was hoping you could mark my Fallon Nugget voucher as redeemed, since I cashed it on Tuesday. The cage clerk said it was the last one of the night.", intent: Unknown, params: params{}},
		{query: "Just pulled into Casino Pauma for my buddy's birthday lunch. Please check me in here for today. The sign by the entrance says 'Welcome home, Pauma Band members.'", intent: Unknown, params: params{}},
	}
}
