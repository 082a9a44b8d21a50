package ask

import "testing"

// heldOutFiftyFirst is a fifty-first held-out part, written blind and
// committed BEFORE its first run: by someone who had read only the action
// catalog and the service spec (both whole), lines 89-155 and 428-480 of
// the README (the directory's curl examples and the section on /ask), the
// shipped data (casinos.csv, rewards_programs.json and
// program_properties.csv, through short python scripts listing programs
// with their tiers and thresholds, and casinos with town, state, type,
// hotel, brand and tribal nation), the whole of the twenty-ninth held-out
// part and the first eighty lines of the twenty-eighth, the block of
// intent constants of ask.go (lines 19-62), the expectation type (lines
// 1-18 of heldout_test.go), the slugOf and programID helpers of
// ask_test.go (lines 64-92) and the heldOutParts function of
// score_test.go; the newest commit's subject line was printed too. Never
// the rules of this package, the tuning phrases or the other held-out
// parts. Every casino, town, program and tier name used was checked
// against data/ with a short script. Its wording is new: each query, each
// of its sentences and each of its longer comma-separated pieces was
// checked with a case-insensitive fixed-string grep (file names only)
// against every test file of this package, with and without its closing
// mark; seven asks found there were replaced ("how many hands an hour
// does baccarat deal", "does that need a w-2g", "how do i self exclude in
// indiana", "Which casino hosts am I connected with?", "Which of my offers
// expire in the next 14 days?", "any of my offers about to expire?",
// "What's my current bankroll balance?") and one closing ("Thanks in
// advance!"); none of the sixty, nor any of its asks, is there now. Its
// places and casinos were chosen, where the data allowed, among those no
// earlier test file names or names in few files (by the same kind of grep,
// file names only): Okanogan, Sahuarita, Rancho Cordova, Mountlake
// Terrace, Grand Ronde, Central City, the Cheyenne and Arapaho Tribes,
// Yaamava' Resort & Casino, Turtle Creek Casino & Hotel, Chinook Winds
// Casino, Gold Country Casino and Hotel, Deadwood Mountain Grand,
// Sevenwinds Casino, Belle of Baton Rouge, Harrah's Ak-Chin, Barona,
// Horseshoe Casino Baltimore, Hollywood Casino at the Meadows, Boot Hill
// Casino, Circa Rewards and the 24K Select Club; the host language,
// Armenian, is named by no earlier test file (the shipped data says
// nothing of hosts' languages, so it could not be checked there).
//
// Its theme is a CONTROL part of longer messages, as people write to a
// chat assistant: 36 messages of three sentences, 21 of two and 3 of one
// sentence with a trailing clause of context; the ask in each is ordinary:
// one action or one directory search (52 of 60), or something the service
// cannot answer (8 of 60, expected Unknown). Around the ask sits a
// sentence of context before it ("We just got back from ...", "My sister
// recommended ...", "My husband thinks ..."), a reason after it ("...,
// because I want to keep things under control", "I want to plan my
// budget", "I need the dates for an expense report") or a polite closing
// ("Thanks!", "Appreciate it.", "Thank you!", "Cheers.", "thx"), and in
// nearly every message a detail that names a second place (a town, a
// state, a casino, a program, a tier) or a date (a month, a holiday, a
// weekday, a year) that is NOT part of the ask.
//
// How the second place or date was decided: the expectation holds only
// what the ask itself states. The ask is the one question or request of
// the message (the sentence with the question mark, or the imperative);
// it is self-contained in every message here: it names its own place,
// casino, program, tier, game, amount, window or year, and never points
// back with "there", "it" or "that trip" to a place or date of the
// context, so a careful reader takes nothing from the other sentences.
// Context sentences (where the writer has been, is going, or lives; who
// recommended what; the tier someone else or the writer already holds;
// the holiday or month of a trip) and reason clauses add no parameter and
// no filter, even when they name a directory town (Danbury, Tucson,
// Lincoln City, Saratoga Springs, Cripple Creek, Kansas City, Tulsa, Palm
// Springs, French Lick, Detroit, Reno, Gulfport, Tunica, Bettendorf,
// Shreveport, Green Bay, Black Hawk, Flagstaff, Atlantic City, Vicksburg,
// Deadwood, Dodge City, Perryville, San Diego, Natchez, Bossier City,
// Laughlin), a directory casino (Lake of the Torches, Coushatta,
// Pechanga, Foxwoods, Wind Creek, Ameristar Council Bluffs), a program or
// tier (Wynn Rewards, Caesars Rewards Diamond, MGM Pearl, WinStar
// Premier, "platinum") or a year (1997, 2024). So "We moved from Michigan
// to Ohio in 2024, ... What's my gambling tax summary for 2025?" is the
// tax summary of 2025 only; "I played a lot of blackjack over Labor Day
// in Vicksburg. Show my blackjack sessions from 2024, ..." is the
// blackjack sessions of 2024 with no casino; "Labor Day" is context, not
// a narrower window; "I'm at Pearl right now ... What does it take to
// reach Gold in MGM Rewards?" is Gold's threshold; "I reached Diamond with
// Caesars Rewards ... Based on the tiers I have now, which programs would
// give me a status match?" is the player's tier-match suggestions, not a
// path from Caesars Diamond (the ask says "the tiers I have now" and
// names no target program); "My cousin matched into Wynn Rewards last
// year. Will Boyd Rewards match my Caesars Platinum status?" is the path
// from Caesars Rewards' Platinum to Boyd Rewards (Wynn is the cousin's);
// "What offers do I have from Boot Hill Casino?" after "we still have
// something from Wind Creek, but we're going to Dodge City" is the offers
// at Boot Hill Casino as typed. A reason that uses a word of another
// area ("I want to plan my budget" after a comp estimate, "packing for
// the drive" after the weather) changes nothing.
//
// Registers: 45 plain sentences, capitalised and punctuated; 15
// lower-case phone typing (a quarter), with dropped apostrophes ("whats",
// "cousins"), missing closing marks, "pls", "thx", "bc", "lol", "!!", and
// no letter slips (this is a control).
//
// Areas (52 answerable): near a town 4 (Okanogan, Sahuarita, Central City
// with the type commercial, Grand Ronde with a hotel), within a radius 2
// (25 miles of Rancho Cordova as 40.2 km; 15 km of Mountlake Terrace as
// 15), type in a state 2 (tribal in Idaho, racinos in Delaware), rewards
// in a state 1 (Maryland), an owning nation 1 (the Cheyenne and Arapaho
// Tribes, q as the directory spells the nation, as the README's "which
// casinos does the Chickasaw Nation own"), a state 1 (New Hampshire);
// casino details 3 (a hotel, hotel rooms, opening year: whatever the
// directory keeps, heldout29's convention); programs 5 (the list, two
// programs, two tier thresholds); game facts 2; the W-2G rule 2; help line
// and self-exclusion 2; budget 2 and session limit 1 (proposed), limits
// read 1; comp prediction at one casino 1, at all 1, estimate 1; tier
// progress 2, the player's tiers 1, tier-match suggestions 1 and a path 1;
// hosts at a casino 1, by language 1, the player's own 1; trips 1,
// sessions 2, visits 1, vouchers 1, offers 1, expiring offers 2, W-2G list
// 1 and total 1, tax summary 1, bankroll 1.
//
// Unknown (8), each with its reason from the spec or README: the phone
// number of Gold Country Casino and Hotel and the buffet hours of
// Deadwood Mountain Grand (the spec's Casino resource has no phone or
// dining field, so no answer says them); how many trips the writer's
// husband logged (another person's records: "never reveal another
// account's data", and a key acts for its owner only); "What's my
// bankroll, and which of my offers are expiring soon?" and "show my
// vouchers and my w-2gs for 2024" (two asks in one message, each its own
// action; README: two questions in one are declined); "Please add a $300
// deposit to my bankroll" (a change /ask does not propose: its only
// changes are the budget and the session limit, and the README names
// bankroll_add as an action /ask refuses); revoking an API key (key
// actions are never allowed through an API key, spec Authentication 9, and
// no intent reads or changes keys); the weather in Cripple Creek (off
// topic, as the README's "weather in Vegas"). No answerable message lacks
// a field its intent needs, so none expects a missing field.
//
// It follows the twenty-ninth part's conventions (a casino named for a
// player action keeps the name as typed; a host filter by casino is the
// typed words and the directory's name when the words name exactly one
// casino, with no parameter; a radius in miles is in kilometres to one
// decimal; a year named for the player's records is that calendar year; a
// town typed without its state is near the directory's town with its
// state; "in <state>" is the state; a tier named with its program is not
// ambiguous; a casino's details answer what the directory keeps about it,
// whichever field is asked for; a limit of money in a period is a budget;
// off-topic questions are Unknown). Its own choices, where those are
// silent: a casino named for a player action is only in plain messages,
// never lower-case ones, so that "as typed" needs no decision about case;
// no month is named without a year for the player's records (the ask of
// every dated record names its year); "two hours" per session is 120
// minutes; "a slot" is the game slots; a window stated as "soon" or
// "about to" adds no within_days (the default applies); "which hosts have
// I connected with" is the player's hosts; "What offers are my casinos
// likely to send me next, across all of them?" is the prediction for all
// casinos; "Yaamava Resort & Casino" typed without the apostrophe names
// Yaamava' Resort & Casino; "Harrah's Ak-Chin" and "Belle of Baton Rouge"
// are kept as typed for tier progress.
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at d7bb123, the commit that added this part to main, with
// the rules of the thirtieth to forty-eighth parts' rounds and the rules
// found by probing, and no rule changed for this part) scored 31 of 60
// correct (51.7%): precision 88.5% (23 of 26 answers right), recall 44.2%
// (23 of 52 answerable), 27 declined and 2 wrong. No expectation was
// changed after it. Most declines are a message of two or three sentences
// whose other sentences name a place, a person, a date or a game the ask
// does not use. The wrong ones: "My neighbor swears by her host at
// Pechanga. Are there any hosts at Barona taking new players? Thanks so
// much!" (Barona's hosts, but filtered by "Barona" alone, not its
// directory name too) and "A friend at Foxwoods wants to compare notes
// with me. Which hosts have I connected with so far?" (the player's
// hosts filtered by Foxwoods, which the context named).
//
// After its fix round (branch fix-51), it scores 60 of 60 (precision and
// recall 100%, none declined, none wrong); nothing still declines. The
// general rules added (story.go, ask.go's Understand, names.go,
// directory.go):
//   - storySentences: a question or exclamation mark closes a sentence
//     before a lower-case letter, and so does a full stop in a message
//     that opens in lower case (phone typing); a last question after
//     another wh-question is not read alone.
//   - afterwords: a reason, wish or closing after the question (the
//     asker as subject, "just", "asking before ...", "Thanks!") or a
//     story of someone close ("my dad used to ...", also after a comma)
//     is dropped, unless it names a search condition, a casino, game or
//     time the answer lacks, or the other person's records are asked.
//   - casinoLent: a story's casino does not filter a question that does
//     not point back; the question's own reading (with the directory's
//     name) is the answer.
//   - pointsBack: the "it" of "what does it take" points nowhere.
//   - ownChange: a budget or session limit requested after a story of
//     another person is the asker's, unless it names him or her.
//   - placeless: a place in a lead clause does not bind the player's
//     limits, bankroll or budget.
//   - programWrittenOver/programNamedWithNoun: "the Circa Rewards
//     program" is the program, not the casino its words begin.
//   - askingAfterLead: "roughly how many ...", "so what's ..." ask after
//     a story though typed without a question mark.
func heldOutFiftyFirst(t testing.TB) []expectation {
	return []expectation{
		// The directory: near a town, within a radius, with a hotel, by
		// type, with rewards, an owning nation, a state.
		{query: "We just got back from visiting family in Danbury and loved the drive. What casinos are near Okanogan, Washington? Grateful for any tips!", intent: FindCasinos, params: params{"near": "Okanogan, WA"}},
		{query: "my cousin lives out in tucson but we're staying in sahuarita this time. any casinos near sahuarita? thx", intent: FindCasinos, params: params{"near": "Sahuarita, AZ"}},
		{query: "We're flying into Sacramento on the 12th. Which casinos are within 25 miles of Rancho Cordova? I'd rather not drive far after a long flight.", intent: FindCasinos, params: params{"near": "Rancho Cordova, CA", "radius_km": 40.2}},
		{query: "staying with friends in kirkland over thanksgiving. casinos within 15 km of mountlake terrace?", intent: FindCasinos, params: params{"near": "Mountlake Terrace, WA", "radius_km": 15}},
		{query: "My wife and I celebrated our anniversary in Lincoln City last year. Are there casinos with a hotel near Grand Ronde, Oregon? We'd like to stay overnight this time.", intent: FindCasinos, params: params{"near": "Grand Ronde, OR", "has_hotel": true}},
		{query: "My brother-in-law swears by the card rooms in Washington. Are there any tribal casinos in Idaho? We're driving through in August.", intent: FindCasinos, params: params{"state": "ID", "type": "tribal"}},
		{query: "We had a great time at the racetrack in Saratoga Springs last summer. What racinos are there in Delaware? Thanks!", intent: FindCasinos, params: params{"state": "DE", "type": "racino"}},
		{query: "commercial casinos near central city? my dad used to take us to cripple creek every summer", intent: FindCasinos, params: params{"near": "Central City, CO", "type": "commercial"}},
		{query: "A friend from Kansas City keeps telling me about loyalty perks. Which casinos in Maryland have a rewards program? I want to sign up before our trip in the spring.", intent: FindCasinos, params: params{"state": "MD", "has_rewards": true}},
		{query: "My aunt dealt blackjack in Tulsa for twenty years. Which casinos do the Cheyenne and Arapaho Tribes run? I'm curious how many there are.", intent: FindCasinos, params: params{"q": "Cheyenne and Arapaho Tribes"}},
		{query: "We're leaving Boston on the 3rd for a long weekend. Which casinos are in New Hampshire? Appreciate the help.", intent: FindCasinos, params: params{"state": "NH"}},

		// One casino's details, and a detail the directory does not keep.
		{query: "My sister spent her birthday in Palm Springs and loved it. Does Yaamava Resort & Casino have a hotel? I'm trying to decide where to book.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Yaamava' Resort & Casino")}},
		{query: "we did french lick for a wedding in october, now looking at michigan. how many hotel rooms does turtle creek casino have", intent: CasinoDetail, params: params{"slug": slugOf(t, "Turtle Creek Casino & Hotel")}},
		{query: "My grandfather says he was at the opening, but my mom remembers it as 1997. What year did Chinook Winds Casino open?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Chinook Winds Casino")}},
		{query: "My sister recommended a place in Oroville for a girls' weekend in May. What's the phone number for Gold Country Casino and Hotel? I'd like to call about rooms.", intent: Unknown, params: params{}},
		{query: "My parents are coming from Rapid City in June. What time does the buffet open at Deadwood Mountain Grand?", intent: Unknown, params: params{}},

		// Programs: the list, a program, one tier's threshold.
		{query: "We're new to all of this since retiring to Arizona last spring. Which rewards programs do you have information on? Just want to see my options.", intent: ListPrograms, params: params{}},
		{query: "A coworker who lives in Las Vegas keeps raving about Circa Rewards. Can you tell me about the Circa Rewards program? I'd like to know what I'm signing up for.", intent: ProgramDetail, params: params{"id": programID(t, "Circa Rewards")}},
		{query: "tell me about the 24k select club, my buddy from biloxi swears by it", intent: ProgramDetail, params: params{"id": programID(t, "24K Select Club")}},
		{query: "I'm at Pearl right now after our trip to Detroit in March. What does it take to reach Gold in MGM Rewards? I want to know if it's realistic this year.", intent: TierRequirement, params: params{"id": programID(t, "MGM Rewards")}, tier: "Gold"},
		{query: "My neighbor got Premier last spring and won't stop talking about it. How many points does Elite take in WinStar Club Passport? Just for fun.", intent: TierRequirement, params: params{"id": programID(t, "WinStar Club Passport")}, tier: "Elite"},

		// Game facts and the W-2G rule.
		{query: "My father-in-law taught me craps over Christmas. How big is the house edge in craps? I want to know what I'm up against.", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "first time trying baccarat when we go to reno for my cousins wedding next month lol. roughly how many hands get dealt per hour at a baccarat table", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "We just got back from Gulfport and I'm still smiling. If I win $1,500 at keno, will the casino give me a W-2G? Asking before my next trip.", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1500}},
		{query: "hit $1300 on a slot in tunica saturday!! do i get a w-2g for that one", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 1300}},

		// Help lines and self-exclusion by state.
		{query: "My brother has been struggling since he moved from Reno to Phoenix last year. Is there a gambling help line in Arizona? I'd like to send him the number.", intent: RGHelp, params: params{"topic": "helpline", "state": "AZ"}},
		{query: "i think i need a break after this weekend in vegas. how does self exclusion work in indiana", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "IN"}},

		// The player's limits: changes proposed, the limits read.
		{query: "We just got back from Bettendorf and I spent way more than I meant to. Please set my weekly budget to $250, because I want to keep things under control.", intent: SetBudget, params: params{"period": "week", "amount": 250}},
		{query: "set a monthly budget of $600 pls, christmas is coming and i need to save", intent: SetBudget, params: params{"period": "month", "amount": 600}},
		{query: "My wife noticed I lost track of time at the casino on Saturday. Please limit each session to two hours. Thank you.", intent: SetSessionLimit, params: params{"max_minutes": 120}},
		{query: "Before we head to Shreveport on Friday, what gambling limits do I currently have in place? Thanks.", intent: MyLimits, params: params{}},

		// Comps: predicted at one casino and at all, and estimated.
		{query: "My sister got a great room offer from Lake of the Torches in October. What kind of offer is Sevenwinds Casino likely to send me next? I'm deciding where to spend the holidays.", intent: CompPredict, params: params{"casino_name": "Sevenwinds Casino"}},
		{query: "I've been playing all over since we moved to Green Bay. What offers are my casinos likely to send me next, across all of them? Thanks a bunch.", intent: CompPredictAll, params: params{}},
		{query: "I'm planning a trip to Black Hawk with my college roommates in January. How much in comps would 4 hours of $15 craps get me? I want to plan my budget.", intent: CompEstimate, params: params{"game_type": "craps", "avg_bet": 15, "hours": 4}},

		// Tiers: progress at one casino, the player's tiers, tier matches.
		{query: "We spent New Year's at Coushatta and had a blast. How far am I from the next tier at Belle of Baton Rouge? I'd like to get there before spring.", intent: TierProgress, params: params{"casino_name": "Belle of Baton Rouge"}},
		{query: "I'm driving down from Flagstaff in March. How many points do I still need for the next tier at Harrah's Ak-Chin? Thank you!", intent: TierProgress, params: params{"casino_name": "Harrah's Ak-Chin"}},
		{query: "can you list all my tier statuses? my mom swears i was platinum somewhere in reno last year", intent: MyTiers, params: params{}},
		{query: "I reached Diamond with Caesars Rewards after our Atlantic City trip in July. Based on the tiers I have now, which programs would give me a status match? I'd love to try somewhere new.", intent: TierMatchSuggestions, params: params{}},
		{query: "My cousin matched into Wynn Rewards last year. Will Boyd Rewards match my Caesars Platinum status? Just curious before our spring trip.", intent: TierMatchPaths, params: params{"program": "Caesars Rewards", "to_program": "Boyd Rewards"}, tier: "Platinum"},

		// Hosts at a casino, by language, and the player's own.
		{query: "My neighbor swears by her host at Pechanga. Are there any hosts at Barona taking new players? Thanks so much!", intent: FindHosts, params: params{}, filter: []string{"Barona", "Barona Resort and Casino"}},
		{query: "My grandparents are visiting from Yerevan in December. Is there a casino host who speaks Armenian? Thank you.", intent: FindHosts, params: params{"language": "Armenian"}},
		{query: "A friend at Foxwoods wants to compare notes with me. Which hosts have I connected with so far?", intent: MyHosts, params: params{}},

		// The player's records: trips, sessions, visits, vouchers, offers,
		// W-2Gs, the tax year and the bankroll; another person's records.
		{query: "We're already planning next summer in Ocean City. Can you show my trips to Horseshoe Casino Baltimore in 2025? I need the dates for an expense report.", intent: MyTrips, params: params{"casino_name": "Horseshoe Casino Baltimore", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "My husband played at Ameristar Council Bluffs all weekend. How many trips has he logged this year?", intent: Unknown, params: params{}},
		{query: "I played a lot of blackjack over Labor Day in Vicksburg. Show my blackjack sessions from 2024, because I'm trying to see if I'm actually winning.", intent: MySessions, params: params{"game_type": "blackjack", "from": "2024-01-01", "to": "2024-12-31"}},
		{query: "My buddy and I hit Deadwood in August. Can you list my poker sessions at Hollywood Casino at the Meadows? Cheers.", intent: MySessions, params: params{"casino_name": "Hollywood Casino at the Meadows", "game_type": "poker"}},
		{query: "My daughter is doing a school project on Nevada towns. Could you show all my casino visits? I'd like to see where we've been.", intent: MyVisits, params: params{}},
		{query: "found an old ticket in my jacket from the trip to perryville in july. which of my vouchers have been redeemed already", intent: MyVouchers, params: params{"status": "redeemed"}},
		{query: "My husband thinks we still have something from Wind Creek, but we're going to Dodge City instead. What offers do I have from Boot Hill Casino?", intent: MyOffers, params: params{"casino_name": "Boot Hill Casino"}},
		{query: "We're heading to Minnesota for a wedding on the 20th. Which of my offers run out within the next 14 days? I don't want to waste any.", intent: ExpiringOffers, params: params{"within_days": 14}},
		{query: "do any of my offers expire soon? just got back from san diego and lost track", intent: ExpiringOffers, params: params{}},
		{query: "My accountant in Denver asked for my paperwork. Can you pull up my W-2Gs for 2024? Thank you!", intent: MyW2Gs, params: params{"tax_year": 2024}},
		{query: "whats the total on my w-2gs for 2025? doing taxes early bc we're moving to phoenix in feb", intent: W2GTotal, params: params{"tax_year": 2025}},
		{query: "We moved from Michigan to Ohio in 2024, so my taxes are a mess. What's my gambling tax summary for 2025? Appreciate it.", intent: TaxSummary, params: params{"tax_year": 2025}},
		{query: "I'm meeting friends at Turtle Lake on Saturday. Where does my bankroll stand right now? I want to know how much I can bring.", intent: Bankroll, params: params{}},

		// Two asks in one, changes /ask does not make, and off topic.
		{query: "We're planning a trip to Natchez in March. What's my bankroll, and which of my offers are expiring soon?", intent: Unknown, params: params{}},
		{query: "show my vouchers and my w-2gs for 2024 pls, my accountant in wichita needs everything", intent: Unknown, params: params{}},
		{query: "We just cashed out after a good night in Bossier City. Please add a $300 deposit to my bankroll. Thanks!", intent: Unknown, params: params{}},
		{query: "I think I left my API key on a laptop in Laughlin. Can you revoke my API key for me?", intent: Unknown, params: params{}},
		{query: "whats the weather gonna be like in cripple creek this weekend? packing for the drive from denver", intent: Unknown, params: params{}},
	}
}
