package ask

import "testing"

// heldOutHundredTwentySecond is the hundred-and-twenty-second held-out
// part, written blind and committed BEFORE its first run: by someone who
// read only the service spec and the action catalog (both whole); the
// README's lines 89-155 (its curl examples of the directory's query
// parameters and the paging of lists) and 428-480 (its section on /ask);
// the shipped data in data/, through short python3 scripts (the number of
// casinos per state; the casinos of every state but NV, OK, CA and WA,
// each with name, town, state, type, has_hotel, brand and tribal nation;
// the programs of rewards_programs.json with brand, property and tier
// period and every tier's level, name and threshold; the number of
// casinos per program in program_properties.csv; and a check of every
// casino name, name fragment and town used here against casinos.csv and
// us_cities.csv, with the Ho-Chunk casinos and the types of West
// Virginia's casinos), besides a listing of data/, the header and first
// rows of casinos.csv, program_properties.csv and us_cities.csv and the
// first program of rewards_programs.json; the whole of the twenty-ninth
// held-out part and the first 80 lines of the twenty-eighth (its header);
// the block of intent constants of ask.go (printed by a script from its
// "const (" to the first ")" after it); lines 1-18 of heldout_test.go
// (the expectation type); the slugOf and programID functions of
// ask_test.go (printed by a script); the first and last twenty lines of
// heldOutParts in score_test.go; and the subject of the newest commit
// (the hundred-and-seventeenth part's first run; it quotes no phrase). A
// listing of the briefs' folder showed other briefs' file names; none was
// opened. Never the rules of this package, the tuning phrases or any
// other held-out part.
//
// Checked against data/ with those scripts: every casino the expectations
// name (Seven Feathers Casino Resort, Turning Stone Resort & Casino,
// Kewadin Casino St. Ignace; "Mount Airy" names one casino, Mount Airy
// Casino Resort; "Mystic Lake", "Coushatta" and "Island View" each name
// one; "Ameristar Black Hawk" is how a player types the directory's
// Ameristar Casino Resort in Black Hawk, one of six Ameristars) and every
// casino the context names (each is in the directory, under its name or a
// fragment of it); every town searched near (Deadwood, Tunica, Cripple
// Creek and Yuma, each a town of the directory in one state only: SD, MS,
// CO, AZ) and the context's towns; the family (seven "Ho-Chunk" casinos,
// all in WI); the programs and tiers (Genting Rewards; MGM Rewards with
// Gold and Platinum; WinStar Club Passport with Elite; Boyd Rewards with
// Onyx; Caesars Rewards with Diamond, Platinum and Seven Stars).
//
// Its wording is new: each whole message was checked with a case-
// insensitive fixed-string grep (file names only, never opened) against
// every test file of this package, with and without its closing mark;
// none was found, so none of the sixty was replaced. Beyond that, each
// ask sentence alone was checked the same way: seven were found somewhere
// ("Can you tell me about that place?", "What does Onyx take in Boyd
// Rewards?", "Who are the hosts I'm connected with?", "Show me my
// blackjack sessions from March", "What offers do I have from Island
// View", "Can you pull my W-2Gs for 2025?", "hows my bankroll looking")
// and reworded, and two rewordings were found again ("How much play does
// Onyx in Boyd Rewards require?", "Pull up the blackjack sessions I
// played in March.") and reworded again; no message and no ask sentence
// here is in the corpus now.
//
// Its theme is LONGER MESSAGES, nineteenth part, with harder context:
// every message is two to five sentences holding exactly one ask among
// context (anniversaries, a bad beat, a comped dinner, hurricanes,
// layoffs, grandchildren, bucket lists, road trips, spouses who disagree,
// doctors' advice), reasons, feelings and sign-offs. The ask comes first
// in 10, last in 10 and in the middle in 40. The context names casinos,
// towns, states, programs, tiers, games, amounts and dates the ask does
// not use (Mississippi beside an ask about Louisiana, Gold beside MGM
// Rewards' whole ladder, a $900 blackjack loss beside a keno win,
// Foxwoods beside hosts by language, Diamond with Caesars beside the
// player's tiers); ten messages hold an aside that asks nothing of the
// service, nine of them phrased as a question ("can you believe it?",
// "Who knew a cruise could come with a casino card?", "Who knows?");
// twenty ask indirectly ("I was hoping you could ...", "I'd love to ...",
// "Could you check ..."). Ten asks that expect an answer point back to
// the context: "there" twice (a town, a casino), "that place", "that
// program", "that tier" twice, "that game", "that amount", "that month"
// and "that year". Six are typed on a phone (all lower case, loose
// punctuation) and four are written by an agent for its user. 48 expect
// an answer and 12 Unknown: two asks in one (3: my trips and my tier at
// one casino; the house edges of two games; a budget and a session cap
// set at once), another person's records (2: a husband's tier credits at
// Harrah's Joliet, a brother's W-2Gs), facts nothing keeps (2: a buffet's
// Sunday hours, which slots pay most this week), advice (2: which of two
// offers to take, whether chasing Diamond is worth it) and writes /ask
// does not run (3: add a trip, log a W-2G, mark an offer used). Every
// area is covered: town, radius, state, type, hotel, rewards and family
// searches, casino details, the programs, ladders and tiers' thresholds,
// game facts, the W-2G rule, help lines and self-exclusion, budgets and a
// session limit (proposed) and the limits read, comp predictions (one
// casino and all) and an estimate, tier progress, the player's tiers, a
// tier-match path and suggestions, hosts (at a casino, by language, the
// player's own), trips, sessions, visits, vouchers, offers and expiring
// offers, W-2Gs and their total, the tax summary and the bankroll. No ask
// lacks a field its intent needs, so none expects a missing field.
//
// It follows the twenty-ninth part's conventions: a casino named for a
// player action keeps the name as typed; a host filter by casino is the
// typed words and the directory's name when the words name exactly one
// casino, with no parameter; a radius in miles is in kilometres to one
// decimal; a year named for the player's records is that calendar year; a
// month named without a year is its latest one up to today, 2026-05-14
// ("August" is 2025-08, "this past March" 2026-03, "last month" 2026-04);
// a town typed without its state is near the directory's town with its
// state; "in <state>" is the state; a family's casinos in a state are the
// state with q the family's name as the directory spells it; a tier named
// with its program is not ambiguous; a casino's details answer whatever
// the directory keeps about it (hotel rooms); a limit of money in a
// period is a budget and a cap on time at a stretch a session limit;
// "what each of my casinos will offer me next" is the prediction for all
// casinos; a W-2G question stating a game and an amount is the rule for
// them. Its own choices, where those are silent:
//   - A point-back takes from the context exactly the thing it names and
//     no more: "casinos within 20 miles of there" is near the one town
//     named before it ("Tunica, MS") within 32.2 km; "how close I am to
//     the next tier there" is tier_progress at the casino as the context
//     types it ("Mystic Lake"); "that place" is the details of the casino
//     named (Seven Feathers Casino Resort); "that program" the details of
//     Genting Rewards; "that tier" is the tier the context names with its
//     program (Elite of WinStar Club Passport for its threshold; Platinum
//     of MGM Rewards for a path to Caesars Rewards, the target the ask
//     names); "that game" is baccarat's facts; "a win of that amount on
//     keno" is the rule for keno at 1350 (the $900 in the same story is a
//     loss, not a win); "that month" is all the trips of August 2025, not
//     only those in Tunica, which the context names but the ask does not
//     point to; "that year" is the W-2G total of 2024.
//   - Context the ask does not point back to lends nothing, even a casino
//     where the ask could apply: hosts who speak Korean are found by
//     language alone though the context tells of a night at Foxwoods; the
//     offers expiring within 45 days take no casino from the Hard Rock in
//     Biloxi the context names.
//   - A message an agent writes for its user asks for the user's own
//     records ("which programs would status match them, given the tiers
//     they hold now" is tier-match suggestions); phone shorthand ("can
//     u", "pls", "hows", "wheres", "bc") is read as the words it stands
//     for, and a family typed in lower case is expected as the directory
//     spells it ("ho-chunk" is q "Ho-Chunk").
//   - "which limits are on my account right now" reads the limits; "which
//     of my vouchers have already been redeemed" is the status redeemed;
//     "the tier ladder for mgm rewards" is the program's details though
//     the context names Gold; "Which loyalty programs do you keep track
//     of?" lists the programs; "What's the bar for Onyx status with Boyd
//     Rewards?" is that tier's threshold; "Don't let me play more than
//     two hours at a stretch" is a session limit of 120 minutes; "four
//     hours of $15 craps" is comp_estimate for craps, avg_bet 15, hours 4
//     (the brother's $100 hands are context).
//   - Unknown although an intent lies close: a husband's tier credits at
//     Harrah's Joliet (another person's records, even with a casino
//     named); "pls log a w-2g" for a $1,500 keno win (a write,
//     manual_w2g, /ask does not run, not the W-2G rule); "Do you think
//     it's worth chasing Diamond" (advice, not tier_retention_plan);
//     "Which one should I take?" between two offers (advice); "list my
//     trips there this year and tell me my tier there too" (two asks).
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at 17a6aa5, after the session's first rounds (the hundred-
// and-seventeenth to the hundred-and-twenty-first parts) and its probe
// fixes, and no rule changed for it) scored 37 of 60 correct (61.7%):
// precision 92.6% (25 of 27 answers right), recall 52.1% (25 of 48
// answerable), 21 declined and 2 wrong. No expectation was changed after
// it. The wrong ones: "Bad beat at the Hard Rock in Tampa ... I lost a
// $900 blackjack hand ... Then I hit $1,350 on a keno ticket ... Would a
// win of that amount on keno get me a W-2G?" (the rule for $900, the loss,
// not the win) and "... Let me see the blackjack sessions I logged this
// past March. ..." (the blackjack sessions of every month). Most declines
// are messages whose context holds a question that asks nothing of the
// service ("Who knew?", "Can you believe it?"), as the theme asked.
//
// After its fix round (2026-11-25, branch fix-122, tuningPart122):
// 58/60, 0 wrong, 2 declined; no expectation was changed, and the part
// is barred. The general rules added: a question put to no one ("who
// knew", "who would have thought", "who knows" alone, "can you believe
// it"), as a sentence or a clause after a comma, is taken out of a
// message of several sentences (withoutAsides); a request put as the
// asker's hope ("I was hoping you could ...") is a polite opening
// (hopedRequestAt); "check" or "verify" before a question word is a
// tool verb; "at a stretch" is one sitting (main's merge reads it too);
// a whole sentence told after the ask that asks and reads nothing is an
// afterword (toldAfterAsk), and so is what another person says
// (saidByOther), which after a change of the asker's own binds nothing;
// a casino told after an ask no casino narrows (a total, summary,
// limit, change or every casino's prediction) binds nothing
// (casinoNarrowsNothing), and another person who "also wants a copy" is
// whom the asker's own records are for; "let me see" asks (letMeAsked);
// "only want to" in a story is a wish to do; "how's" is "how is"; and
// "that amount" of a win is the story's one amount won, not one lost,
// or nothing when several were won (storyWinAmount). The two declined:
// a story whose "laid off at the plant" keeps its "there" from Tunica,
// and a comp estimate followed by a brother's $100 hands at
// Margaritaville, whose casino binds it. No expectation looks wrong.
func heldOutHundredTwentySecond(t testing.TB) []expectation {
	return []expectation{
		// The directory: a town (once pointed back to with "there"),
		// a radius, a state with a type, a hotel, rewards or a
		// family, among context that names other towns, states and
		// casinos.
		{query: "Our thirtieth anniversary is in June, and my wife has always wanted to see the Black Hills. I was hoping you could find us casinos near Deadwood. We did Atlantic City last year and it rained all week, can you believe it? She still says the Borgata beats anything out west.", intent: FindCasinos, params: params{"near": "Deadwood, SD"}},
		{query: "My brother-in-law got laid off at the plant in March, so we're driving down to stay with him in Tunica for a week. Could you show me casinos within 20 miles of there? He swears the Horseshoe has the best poker room in Mississippi. Who knew?", intent: FindCasinos, params: params{"near": "Tunica, MS", "radius_km": 32.2}},
		{query: "I'd love to know which racinos West Virginia has. My dad worked the harness track at Wheeling Island for twenty years before his knees gave out. Now he just wants to see one more race before the doctor grounds him.", intent: FindCasinos, params: params{"state": "WV", "type": "racino"}},
		{query: "The hurricane took out half the hotels in Biloxi last fall, so Mississippi is off the table this year. Could you check which casinos in Louisiana have a hotel? My husband wants a pool, and he refuses to drive more than a day.", intent: FindCasinos, params: params{"state": "LA", "has_hotel": true}},
		{query: "My user is planning a bucket-list drive through the Dakotas next month and has already booked two nights at Deadwood Mountain Grand. They only want to stop where they can earn points. Please list the casinos in North Dakota that have a rewards program.", intent: FindCasinos, params: params{"state": "ND", "has_rewards": true}},
		{query: "my grandson was born in milwaukee on tuesday!! we're driving up from chicago to meet him. can u show me the ho-chunk casinos in wisconsin. grandpa wants to stop on the way home lol", intent: FindCasinos, params: params{"state": "WI", "q": "Ho-Chunk"}},
		{query: "Can you find casinos with a hotel near Cripple Creek? We're renewing our vows up in the mountains in September, and my sister wants to make a weekend of it. Last time we stayed in Black Hawk and the Ameristar was booked solid. Can you believe it?", intent: FindCasinos, params: params{"near": "Cripple Creek, CO", "has_hotel": true}},
		{query: "We're wintering in Yuma this year because my doctor says the cold is bad for my lungs. I'd love to know which tribal casinos are within 50 miles of Yuma. Last winter in Laughlin was fine, but the wind never stopped.", intent: FindCasinos, params: params{"near": "Yuma, AZ", "type": "tribal", "radius_km": 80.5}},

		// One casino's details (once pointed back to as "that
		// place"), among context naming other casinos and a
		// program's tier.
		{query: "For Mom's 80th we took her to dinner at Seven Feathers Casino Resort, and the steak was comped because the chef knew my cousin. She's already asking when we're going back, and honestly so am I. Could you pull up what you know about that place?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Seven Feathers Casino Resort")}},
		{query: "My husband and I can't agree whether Turning Stone is a big resort or a small one. I was hoping you could tell me how many hotel rooms Turning Stone Resort & Casino has. Whoever loses buys dinner on his birthday in October.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Turning Stone Resort & Casino")}},
		{query: "Please pull up the directory details for Kewadin Casino St. Ignace for my user. They are crossing the Mackinac Bridge on Saturday with their grandchildren and plan to stop at Soaring Eagle on the way home. They have been Platinum with Caesars Rewards since 2019.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Kewadin Casino St. Ignace")}},

		// Programs: the list, a ladder (once "that program"), one
		// tier's threshold (once "that tier"), among context naming
		// other tiers.
		{query: "I just retired after thirty-one years at the post office, and my wife says I need a hobby that isn't golf. Which loyalty programs do you keep track of? My buddy won't stop bragging about his Seven Stars card from Caesars, so I might as well look.", intent: ListPrograms, params: params{}},
		{query: "My sister moved to Miami and swears by Genting Rewards ever since her cruise to Bimini. Who knew a cruise could come with a casino card? I'd love to see the tiers of that program.", intent: ProgramDetail, params: params{"id": programID(t, "Genting Rewards")}},
		{query: "whats the tier ladder for mgm rewards. asking bc my husband got comped a suite at beau rivage for our anniversary and now hes obsessed lol. he thinks hes close to gold", intent: ProgramDetail, params: params{"id": programID(t, "MGM Rewards")}},
		{query: "My cousin in Durant just made Elite in WinStar Club Passport and won't stop posting about it. Could you check how many points that tier takes? She got a free suite out of it, who knew.", intent: TierRequirement, params: params{"id": programID(t, "WinStar Club Passport")}, tier: "Elite"},
		{query: "We're celebrating our tenth anniversary at the Orleans next spring. What's the bar for Onyx status with Boyd Rewards? My wife thinks I could get there if I stopped playing at Harrah's, and she's usually right.", intent: TierRequirement, params: params{"id": programID(t, "Boyd Rewards")}, tier: "Onyx"},

		// Game facts (once "that game"), the W-2G rule (once "that
		// amount", another amount in the context), and two games in
		// one ask.
		{query: "My uncle taught me baccarat on his fishing boat when I was twelve, and he passed away in January. I want to play a few hands at the Wynn in his honor. What's the house edge of that game?", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "My doctor says I need to sit more and stand less, so no more craps for me. How's the house edge on video poker? My wife swears by the Jacks or Better machines at the Golden Nugget.", intent: GameFacts, params: params{"game_type": "video_poker"}},
		{query: "Bad beat at the Hard Rock in Tampa last night: I lost a $900 blackjack hand on a split. Then I hit $1,350 on a keno ticket right before we left. Would a win of that amount on keno get me a W-2G? Either way, dinner's on me Friday.", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1350}},
		{query: "I hit a slot jackpot at Sandia on the night my granddaughter was born, and my daughter says it was fate. Is a $2,000 slot jackpot reportable on a W-2G? We put every penny in her college fund anyway.", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 2000}},
		{query: "I lost three straight baccarat hands at the Borgata and called it a night. What's the house edge on baccarat, and what is it on blackjack? I'm switching games tomorrow either way.", intent: Unknown, params: params{}},

		// Responsible-gaming help by state, the context naming a
		// casino of another state or the same.
		{query: "Since the layoff I've been at Grand Falls Casino three nights a week, and my wife noticed before I did. I don't want to lose the house over this. Who can I call for gambling help in Minnesota? I'm not ready to tell the kids yet.", intent: RGHelp, params: params{"topic": "helpline", "state": "MN"}},
		{query: "The user told me their doctor linked their blood pressure to the long nights at Parx, and they want a real break this time. They also mentioned a $4,000 jackpot there in March that they now regret chasing. They would like to know how self-exclusion works in Pennsylvania.", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "PA"}},

		// The player's limits: changes proposed, the limits read,
		// and two changes in one message.
		{query: "My wife and I had our first real fight in years over the credit card bill. I was hoping you could set my weekly budget to $250. She says I'm not banned from the Borgata, just from overdoing it.", intent: SetBudget, params: params{"period": "week", "amount": 250}},
		{query: "new grandbaby means new priorities lol. cap me at $400 a month on gambling pls. we're still doing vegas in august tho, cant skip that", intent: SetBudget, params: params{"period": "month", "amount": 400}},
		{query: "Don't let me play more than two hours at a stretch anymore. My cardiologist says sitting at a slot machine from 8 to midnight is how I ended up in the hospital last winter. My daughter will be checking, believe me.", intent: SetSessionLimit, params: params{"max_minutes": 120}},
		{query: "My son set everything up for me after Christmas, and I don't remember half of what he did. Could you check which limits are on my account right now? He flew back to Denver on Sunday and I hate to bother him.", intent: MyLimits, params: params{}},
		{query: "Set my daily budget to $150 and cap my sessions at 90 minutes. My doctor says the stress isn't worth it after the heart scare in February. My husband agrees, for once.", intent: Unknown, params: params{}},

		// Comps: predicted at one casino and at all of them,
		// estimated, and advice between two offers.
		{query: "The hurricane cancelled our Lake Charles trip in August, so we've rebooked for the fall. Last year L'Auberge sent us a free room and $200 in free play. I'd love to know what offer Coushatta is likely to send me next. We'll decide after Thanksgiving.", intent: CompPredict, params: params{"casino_name": "Coushatta"}},
		{query: "The anniversary trip is booked for November, and my husband wants the offers to decide where we stay. I was hoping you could predict what each of my casinos will offer me next. We've played Mohegan Sun, Foxwoods and Twin River since January.", intent: CompPredictAll, params: params{}},
		{query: "What would four hours of $15 craps earn me in comps? We're driving to Shreveport for my brother's retirement party, and he plays $100 a hand at Margaritaville. I just want to keep up without going broke.", intent: CompEstimate, params: params{"game_type": "craps", "avg_bet": 15, "hours": 4}},
		{query: "I got a $300 free-play offer from MGM Grand Detroit and a free room from MotorCity for the same weekend. My wife says take the room; my gut says the free play. Which one should I take?", intent: Unknown, params: params{}},

		// Tiers: the next tier at a casino named in the context
		// ("there"), the player's tiers, a tier-match path ("that
		// tier") and suggestions; another person's progress, and
		// advice.
		{query: "We spent our honeymoon at Mystic Lake in 2019 and go back every June. Could you check how close I am to the next tier there? My wife wants the upgrade before our anniversary, and so do I.", intent: TierProgress, params: params{"casino_name": "Mystic Lake"}},
		{query: "I've been Diamond with Caesars Rewards since 2021, and my buddy says Gold at MGM is harder to keep. Who knows? Could you list the tier I hold at each of my casinos? I want to see it all in one place before the holidays.", intent: MyTiers, params: params{}},
		{query: "I finally made Platinum in MGM Rewards after our anniversary week at the Bellagio. Who knew all those nights at the craps table would add up? I was hoping you could tell me what that tier would status match to in Caesars Rewards.", intent: TierMatchPaths, params: params{"program": "MGM Rewards", "to_program": "Caesars Rewards"}, tier: "Platinum"},
		{query: "On behalf of my user: which programs would status match them, given the tiers they hold now? They turn sixty in July and want a bucket-list trip to Atlantic City. The Borgata and Ocean Casino Resort are both on their list.", intent: TierMatchSuggestions, params: params{}},
		{query: "My husband is convinced he's close to Diamond at Caesars, and I'm convinced he isn't. Could you check how many tier credits he still needs at Harrah's Joliet? Loser does the dishes for a month.", intent: Unknown, params: params{}},
		{query: "Since the layoff I have time but not much money, and my Diamond with Caesars runs out in January. Do you think it's worth chasing Diamond again this year? My husband says it's just a plastic card.", intent: Unknown, params: params{}},

		// Hosts at a casino, by language, and the player's own.
		{query: "My parents are celebrating fifty years in October, and Dad wants it to feel like a high-roller weekend. Could you find a host at Mount Airy who's taking on new players? Mom wanted Wind Creek instead, but she lost that argument.", intent: FindHosts, params: params{}, filter: []string{"Mount Airy", "Mount Airy Casino Resort"}},
		{query: "My mother speaks only Korean, and she's flying in for my birthday next month. Last year at Foxwoods she sat at the buffet all night because nobody could talk to her. I'd love to find a casino host who speaks Korean. She deserves a better trip this time.", intent: FindHosts, params: params{"language": "Korean"}},
		{query: "Which hosts am I already connected to? My old host at Harrah's Cherokee retired in March, and the new guy hasn't called once. My husband says to give it time, but our anniversary is in three weeks.", intent: MyHosts, params: params{}},

		// The player's records (once "that month", once "that
		// year"): trips, sessions, visits, vouchers, offers,
		// expiring offers, W-2Gs, their total, the tax year and the
		// bankroll; two asks in one, another person's W-2Gs, and
		// three writes /ask does not run.
		{query: "We drove to Black Hawk last weekend for my nephew's bachelor party, and I barely remember it. I'd love to see my trips to Ameristar Black Hawk in 2025. My wife claims we went four times; I say two.", intent: MyTrips, params: params{"casino_name": "Ameristar Black Hawk", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "August was the month the hurricane came through and we evacuated to my sister's in Memphis. We ended up at the casinos in Tunica most nights just to stay cool, who knew? Show me the trips I logged that month.", intent: MyTrips, params: params{"from": "2025-08-01", "to": "2025-08-31"}},
		{query: "bad beat last night at rivers in pittsburgh, quad jacks lost to a straight flush. unreal. show me my poker sessions from last month. my buddy says im on tilt lol", intent: MySessions, params: params{"game_type": "poker", "from": "2026-04-01", "to": "2026-04-30"}},
		{query: "I tried counting cards at the Horseshoe in Hammond after watching a movie, and my wife still laughs about it. Let me see the blackjack sessions I logged this past March. Who knew it was harder than it looks?", intent: MySessions, params: params{"game_type": "blackjack", "from": "2026-03-01", "to": "2026-03-31"}},
		{query: "My watch says I walked 14,000 steps at Foxwoods on Saturday, most of it looking for the parking garage. Could you pull up every casino visit I've logged? My husband thinks we go too often since he retired.", intent: MyVisits, params: params{}},
		{query: "The ticket printer jammed at the Golden Nugget in Lake Charles, and I walked out with three slips. I'd love to know which of my vouchers have already been redeemed. My husband thinks I lost one in the car.", intent: MyVouchers, params: params{"status": "redeemed"}},
		{query: "The storm knocked out power on the coast for a week, and I lost track of my mail. Which offers from Island View are sitting in my account? My neighbor got $100 in free play from Beau Rivage, lucky her.", intent: MyOffers, params: params{"casino_name": "Island View"}},
		{query: "We just closed on the new house, so no trips until the kids are back in school. Could you check which of my offers expire in the next 45 days? I'd hate to waste the buffet comp from the Hard Rock in Biloxi.", intent: ExpiringOffers, params: params{"within_days": 45}},
		{query: "My accountant retired in January, and the new one wants everything by Friday. Can you bring up the W-2Gs I got in 2025? She also wants a copy of my 2023 return, don't ask me why.", intent: MyW2Gs, params: params{"tax_year": 2025}},
		{query: "2024 was the year we paid off the house and I hit three slot jackpots at Cherokee. I was hoping you could tell me what my W-2G winnings totaled that year. My daughter still calls it the lucky year.", intent: W2GTotal, params: params{"tax_year": 2024}},
		{query: "I was laid off in September and want to file early for whatever refund I can get. Could you pull my tax summary for 2025? I did win $1,900 at roulette at Rivers Philadelphia in December, but that's already on a W-2G.", intent: TaxSummary, params: params{"tax_year": 2025}},
		{query: "the comped dinner at the ip was amazing btw, best crab legs in biloxi. wheres my bankroll at right now. my wife wants to know before we book the anniversary trip", intent: Bankroll, params: params{}},
		{query: "My wife's birthday is Saturday and she loves the buffet at Soaring Eagle. Could you list my trips there this year and tell me my tier there too? She's hoping we've earned a free room by now.", intent: Unknown, params: params{}},
		{query: "My brother hit a $5,000 jackpot at WinStar on New Year's Eve and won't tell anyone what he owes. He's been dodging the family group chat ever since. Can you show me his W-2Gs from 2025?", intent: Unknown, params: params{}},
		{query: "We just got back from four days at Ute Mountain Casino for my cousin's wedding, May 7 to May 10. Great food, terrible luck at craps, can you believe it? Please add that trip to my records.", intent: Unknown, params: params{}},
		{query: "won $1,500 on keno at sky ute last night!! pls log a w-2g for it. my wife cried lol", intent: Unknown, params: params{}},
		{query: "Mark my free room offer from Treasure Island as used. We redeemed it for our anniversary weekend and had the best time. The view of the river at sunset was something else.", intent: Unknown, params: params{}},

		// Facts nothing keeps, at casinos of the directory.
		{query: "We're doing Dad's 75th at Prairie Knights next month. I'd love to know what time the buffet opens on Sundays. He refuses to eat after noon, doctor's orders.", intent: Unknown, params: params{}},
		{query: "We're in Scottsdale for a spring-training bucket-list trip with our son. Which slot machines at Talking Stick Casino Resort are paying out the most this week? He only has two days off work.", intent: Unknown, params: params{}},
	}
}
