package ask

import "testing"

// heldOutHundredFifteenth is a hundred-and-fifteenth held-out part, written
// blind and committed BEFORE its first run: by someone who had read only
// the service spec and the action catalog (both whole), the README's lines
// 89-155 (its curl examples of the directory) and 428-480 (its section on
// /ask), the shipped data through short python3 scripts (a listing of the
// worktree's top level and of data/; the first lines of casinos.csv,
// program_properties.csv and us_cities.csv; every other row of casinos.csv
// with its name, town, state, type, has_hotel, brand and tribal nation, and
// the casinos whose names hold a few chosen words; every program of
// rewards_programs.json with its brand, property and tiers and their
// thresholds; the rows of program_properties.csv naming Mohegan Sun; the
// rows of us_cities.csv for Spokane, Flagstaff and Reno; and the checks
// below), the whole of the twenty-ninth held-out part and the first eighty
// lines of the twenty-eighth, the block of intent constants of ask.go
// (printed by a script from "const (" to the first ")"), the expectation
// type (lines 1-18 of heldout_test.go), the slugOf and programID helpers of
// ask_test.go (those two functions only) and the heldOutParts function of
// score_test.go (its first and last twenty lines). The subject of the
// newest commit was printed by git log -1; it names the opening "I'd" / "I
// would" of a rule, and no message here opens that way. Never the rules of
// this package, the tuning phrases or the other held-out parts, and the
// corpus was never run.
//
// Every name was checked against data/ with a script: the casinos of
// slugOf (Turning Stone Resort & Casino, Scarlet Pearl Casino Resort,
// Mystic Lake Casino Hotel, Little River Casino Resort) exist under those
// exact names; the words typed for them ("Turning Stone", "scarlet
// pearl", "Mystic Lake", "Little River Casino") each name exactly one
// casino (a case-insensitive substring of one name only); the programs
// (True Rewards, WinStar Club Passport, MGM Rewards, Genting Rewards, Boyd
// Rewards, Caesars Rewards) and tiers (Gold of MGM Rewards, Tier 3 of
// Genting Rewards, Emerald of Boyd Rewards) exist; Deadwood and Mobridge
// (SD), Spokane (WA), Winnemucca (NV), Black Hawk (CO), Biloxi and Tunica
// (MS), Hammond (IN) and Atlantic City (NJ) are directory towns of those
// states and no other; every Kewadin casino is in Michigan; the Osage
// Nation is a tribal nation of the directory (seven casinos); Mobridge
// has a casino with a hotel and Pennsylvania has racinos. The casinos
// named for the player's actions keep the name as typed and need not
// name one casino: "Mohegan Sun" is a substring of two names (Mohegan Sun
// and Mohegan Sun Pocono), "Rivers Schenectady" of none (the directory
// says Rivers Casino & Resort Schenectady), and "spokane" is also part of
// Spokane Tribe Casino's name, but "near spokane" is the town. The host
// language, Korean, is named by earlier test files (a grep, file names
// counted only): the shipped data does not say which languages hosts
// speak.
//
// Its wording is new: each whole message and each asking sentence was
// checked with a case-insensitive fixed-string grep (file names only)
// against every test file of this package, with and without its closing
// mark. Twenty-one asking sentences were found there and replaced (among
// them "What tiers does that program have?", "Does that amount need a
// W-2G?", "Which casino hosts am I connected with?", "Show me my trips
// from that month.", "Check me in here, please."), and two of their
// replacements were found again and replaced once more: twenty-three
// replacements in all. None of the sixty messages or their asking
// sentences is there now; context sentences and sign-offs were not
// checked, as they may repeat.
//
// Its theme is LONGER MESSAGES, seventeenth part: every message is two to
// four sentences holding exactly one ask among context (a wedding trip, a
// win, a loss, a partner's opinion, a plan, a worry, a work schedule, a
// birthday, a funeral, fishing trips, new babies), reasons, feelings and
// sign-offs; the ask comes first in five, last in five and in the middle in
// the other fifty. Ten that expect an answer point back to something the
// context names: a town ("within 10 miles of there"), a casino ("from
// there", "from them"), a program ("that program"), a tier ("that tier"), a
// game ("that game", twice), an amount ("that amount"), a month ("that
// month") and a year ("that year"); three that expect Unknown do too
// ("there" twice, "that win"). Six are typed on a phone, all lower case
// with loose punctuation; five are written by an agent for its user (four
// relay the user's own question; one asks for a user's late father's
// records). 48 expect an answer and 12 expect Unknown: two hold two asks in
// one (two game facts; a budget and the bankroll), two ask someone else's
// records (a husband's losses, a late father's W-2Gs), two ask things
// nothing keeps (a dress code, a buffet's hours), two ask for advice
// (whether to go back to win a loss back; blackjack or slots for a refund),
// and four ask writes /ask does not run (add_trip, bankroll_add, check_in,
// manual_w2g). Every area is covered, as in the twenty-ninth part: place,
// near, radius, hotel, type, rewards, nation and family searches, casino
// details, the program list, ladders and two tiers' thresholds, game facts,
// the W-2G rule, help lines and self-exclusion, a budget and a session
// limit (proposed) and the limits read, comp predictions (one casino and
// all) and an estimate, tier progress and the player's tiers, hosts (at a
// casino, by language, the player's own), tier-match suggestions and a
// path, trips, sessions, visits, vouchers, offers and expiring offers, W-2G
// lists and totals, the tax summary and the bankroll. No question lacks a
// field its intent needs, so none expects a missing field.
//
// It follows the twenty-ninth part's conventions (a casino named for a
// player action keeps the name as typed; a host filter by casino is the
// typed words and the directory's name when the words name exactly one
// casino, with no parameter; a radius in miles is in kilometres to one
// decimal; a year named for the player's records is that calendar year;
// a month named without a year is its latest one up to today, 2026-05-14;
// a town typed without its state is near the directory's town with its
// state; "in <town>" is near that town and "in <state>" is the state; a
// family's casinos in a state are the state with q the family's name as
// the directory spells it; a tier named with its program is not
// ambiguous; a casino's details answer what the directory keeps about it,
// whichever field is asked for; a limit of money in a period is a budget;
// a W-2G question after a sentence telling a win asks the rule for that
// win, its amount and game the story's) and the README's (the context
// around the ask lends it nothing unless the ask points back to it; an
// agent's relayed question is the user's; two questions or two changes in
// one are declined; an action /ask does not run is refused). Its own
// choices, where those are silent:
//   - "there", "that program", "that tier", "that game", "that month",
//     "that year" and "them" take the one thing of their kind the context
//     names: "within 10 miles of there" after Deadwood is near
//     "Deadwood, SD" within 16.1 km; "that program" after True Rewards is
//     its details; "that tier" after "Genting Rewards ... Tier 3" is that
//     tier's threshold; "that game" after baccarat is baccarat's game
//     facts, and after roulette "my sessions at that game this year" are
//     the roulette sessions of 2026; "that amount" after "$1,450 on a keno
//     ticket" is the W-2G rule for keno with amount_won 1450; "the trips I
//     logged that month" after March are those of March 2026; "my W-2G
//     forms for that year" after 2024 are the W-2G list of 2024; "from
//     there" after Rivers Schenectady is the prediction there, the name
//     as typed; "offers from them" after Mohegan Sun are the offers there;
//   - context the ask does not point back to adds nothing: the town of a
//     trip, a casino visited, a tier held, a game played, a month or a
//     year told in passing ("Biloxi", "Atlantic City", "Pearl", "last
//     year", "in January", "Choctaw Durant") are no parameter of the ask;
//     "hit a few jackpots ... last year. what did my w2gs add up to in
//     2025?" is the W-2G total of 2025 from the ask's own year;
//   - "a number he can call for gambling help in Indiana" is the helpline
//     in IN: a help line is a public fact, not the brother's records;
//   - "put myself on the self exclusion list in pennsylvania" is
//     self-exclusion in PA;
//   - "don't let me play longer than 45 minutes in one session" is a
//     session limit of 45 minutes; "set my monthly gambling budget to
//     $200" a monthly budget of 200;
//   - "Which limits are currently set on their account?", asked by an
//     assistant for its user, reads the user's limits; "Please list the
//     tier status they hold at each casino." is the user's tiers;
//   - "rank my casinos by the offers they'll likely send me" is the
//     prediction for all casinos (predict_all_casinos answers them
//     ranked);
//   - "If I sit at a $15 blackjack table for 4 hours, what might that be
//     worth in comps?" is comp_estimate for blackjack, avg_bet 15, hours
//     4 ("that" is the play of the same sentence); Atlantic City in the
//     context adds no casino;
//   - "If I status match Boyd Emerald to Caesars Rewards, what would I
//     get?" is the path from Boyd Rewards' Emerald to Caesars Rewards;
//     "Which programs out there would status match what I hold now?" is
//     the player's tier-match suggestions;
//   - "Is there a host at Little River Casino who's taking new players?"
//     is find_hosts filtered to "Little River Casino" and Little River
//     Casino Resort;
//   - "Show me every check-in I've made at casinos." is the player's
//     visits; "Which of my vouchers are open still?" has the status
//     "open"; "Anything in my offers that lapses within the next 14
//     days?" is the expiring offers within 14 days; "What does my tax
//     summary for 2025 look like on the gambling side?" is the tax summary
//     of 2025; "What's my gambling bankroll down to now?" is the bankroll;
//   - Unknown, two asks in one: the house edge of roulette and the pace of
//     craps in one sentence; a weekly budget set and the bankroll shown in
//     one sentence (a change and a read: declined, not answered by half);
//   - Unknown, another person's records: how much a husband with his own
//     account lost at Hollywood Casino Toledo, and an assistant asking for
//     a user's late father's W-2Gs (no action reads another account);
//   - Unknown, nothing keeps it: the dress code on Wynn Las Vegas's floor
//     and when the buffet at Rosebud Casino closes ("there" points back to
//     a casino, but the directory keeps neither);
//   - Unknown, advice: whether to go back to Fitz to win $800 back, and
//     whether blackjack or slots gives a better shot at doubling a refund
//     (no action advises; the game facts of two games are two questions);
//   - Unknown, writes /ask does not run: a trip added to Pala Casino
//     (add_trip), $300 deposited into the bankroll (bankroll_add), a
//     check-in at Potawatomi (check_in) and a W-2G recorded for a $3,200
//     handpay at Black Bear Casino (manual_w2g); only a budget and a
//     session limit are proposed.
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at 6f87b34, after every round of the session before it,
// and no rule changed for it) scored 48 of 60 correct (80.0%): precision
// 95.0% (38 of 40 answers right), recall 79.2% (38 of 48 answerable), 10
// declined and 2 wrong. No expectation was changed after it. The wrong
// ones: "... Set my weekly budget to $100 and show me what's left in my
// bankroll. ..." (the budget alone, where two things were asked) and "I'm
// an assistant for Mrs. Delgado. Her late father also had an account here;
// please list his W-2G forms from 2025 ..." (the key holder's W-2Gs, where
// a third person's were asked).
//
// After its fix round (2026-11-25, fix-115, rules only, no expectation
// changed) it scored 57 of 60, with 0 wrong and 3 declined. What changed,
// in general words: a change and a read of the records joined by "and"
// are two asks when the change opens a sentence after a story too, not
// only when it opens the message; a relative named with a word saying
// which one ("her late father", "my older brother") is still another
// person, whose records are not the asker's; "in <town> itself" or
// "<town> proper" is the town; an integrator's "return" asks for the
// directory's answer; a ladder asked "start to finish" is the program's
// detail; a relative called by the word for them saying or calling
// something ("Grandpa always called it ..."), a vow that it won't happen
// again, "asking for taxes" and a request for the full list ask nothing
// after the question; and an agent's "the tier status they hold" is the
// user's own tiers. Still declined: "... What would reaching that tier
// take me? ..." (the verb "take" with "me" after "reaching" is not read
// as a threshold), "... Which limits are currently set on their account?
// ..." after an agent's story (the relayed "their" is not read as the
// user's for limits) and "... Could you pull up the trips I logged that
// month? ..." (the story's month pointed back to, in a message naming the
// asker's father).
func heldOutHundredFifteenth(t testing.TB) []expectation {
	return []expectation{
		// The directory: searches by a town pointed back to ("there"), by
		// state and type, by town with a hotel, by owning nation, by state
		// with rewards, by town and type (typed on a phone), by town, and a
		// family in a state.
		{query: "We're driving out to Deadwood for my cousin's wedding on Saturday. Are there any casinos within 10 miles of there? My wife wants to play a little after the reception.", intent: FindCasinos, params: params{"near": "Deadwood, SD", "radius_km": 16.1}},
		{query: "My brother-in-law swears the racetrack casinos treat their regulars better. Which racinos are in Pennsylvania? We might drive over in June to see for ourselves.", intent: FindCasinos, params: params{"state": "PA", "type": "racino"}},
		{query: "Five of us are going walleye fishing on the Missouri near Mobridge next month, and the guys want a real bed after three nights in a tent. Which casinos near Mobridge have a hotel?", intent: FindCasinos, params: params{"near": "Mobridge, SD", "has_hotel": true}},
		{query: "Which casinos are run by the Osage Nation these days? Our church group is planning a bus tour in the fall, and one of the ladies used to deal cards at one of them.", intent: FindCasinos, params: params{"q": "Osage Nation"}},
		{query: "I'm retiring to the Gulf Coast next spring and plan to play a couple of times a month. In Mississippi, which casinos come with a rewards program? I like getting something back for my play.", intent: FindCasinos, params: params{"state": "MS", "has_rewards": true}},
		{query: "my new job has me in eastern washington all summer. any tribal casinos near spokane? need something to do on weekends", intent: FindCasinos, params: params{"near": "Spokane, WA", "type": "tribal"}},
		{query: "My company is sending me to a mine in Winnemucca for two weeks. Which casinos can I find in Winnemucca itself? I'll have most evenings free.", intent: FindCasinos, params: params{"near": "Winnemucca, NV"}},
		{query: "We're taking the kids up to the Upper Peninsula for the Fourth. Which Kewadin casinos are in Michigan? My husband likes the one by the bridge.", intent: FindCasinos, params: params{"state": "MI", "q": "Kewadin"}},

		// One casino's details (one typed on a phone), and two things the
		// directory does not keep about a casino.
		{query: "We're celebrating our anniversary at Turning Stone next month. How many slots are on the floor at Turning Stone these days? My husband bets it's over three thousand.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Turning Stone Resort & Casino")}},
		{query: "going to scarlet pearl for my 40th. what year did scarlet pearl open?? my friend says its brand new", intent: CasinoDetail, params: params{"slug": slugOf(t, "Scarlet Pearl Casino Resort")}},
		{query: "Does Mystic Lake have a hotel on site? My mother-in-law is flying in for the baby's christening and wants to stay close. She hates driving at night.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Mystic Lake Casino Hotel")}},
		{query: "We're going to Wynn Las Vegas for our 25th anniversary. Is there a dress code on the casino floor there? My husband refuses to wear a jacket.", intent: Unknown, params: params{}},
		{query: "me and the guys are going ice fishing then hitting rosebud casino. what time does the buffet shut down there. we won't be off the ice till 8", intent: Unknown, params: params{}},

		// Programs: the list (relayed by an agent), a ladder pointed back to
		// ("that program"), a ladder asked by an agent, and two tiers'
		// thresholds (one pointed back to as "that tier").
		{query: "The user is comparing casino loyalty clubs before booking a summer trip. Which rewards programs does your directory carry? Please return the full list.", intent: ListPrograms, params: params{}},
		{query: "My sister just signed up for True Rewards on her Vegas trip. What are the status levels in that program, start to finish? She wants to know what comes after the first one.", intent: ProgramDetail, params: params{"id": programID(t, "True Rewards")}},
		{query: "My user plays at WinStar a few times a year and is curious about status. Please show the tier ladder for WinStar Club Passport. Nothing else is needed.", intent: ProgramDetail, params: params{"id": programID(t, "WinStar Club Passport")}},
		{query: "I made Pearl with MGM Rewards last year and my husband thinks Gold is within reach now. How many tier credits would Gold in MGM Rewards actually require? We've got three Vegas trips planned.", intent: TierRequirement, params: params{"id": programID(t, "MGM Rewards")}, tier: "Gold"},
		{query: "Genting Rewards keeps emailing me about Tier 3. What would reaching that tier take me? I only get to Resorts World twice a year.", intent: TierRequirement, params: params{"id": programID(t, "Genting Rewards")}, tier: "Tier 3"},

		// Game facts (one pointed back to as "that game"), two game questions
		// in one, and the W-2G rule (one pointed back to as "that amount",
		// the game the story's).
		{query: "After my grandfather's funeral my uncles played craps in the garage until sunrise. What is the house edge in craps, really? Grandpa always called it the fairest game in the house.", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "we played baccarat for hours on the honeymoon lol. how many hands an hour does that game deal", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "My shift at the hospital ends at 2 a.m., so I sometimes play video poker before I sleep. What house edge does video poker carry? Just curious, not planning anything big.", intent: GameFacts, params: params{"game_type": "video_poker"}},
		{query: "My husband just retired and wants a new hobby, and he's a numbers guy. What's the house edge on roulette, and how many rolls an hour does a craps table see? He's making a spreadsheet.", intent: Unknown, params: params{}},
		{query: "I won $1,450 on a keno ticket in Black Hawk last night. Is that amount big enough to trigger a W-2G? My wife is already planning how to spend it.", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1450}},
		{query: "Is a $2,000 slot jackpot reportable to the IRS? We're heading to Biloxi for my mom's 70th and I want to know before we go.", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 2000}},

		// Responsible-gaming help by state, the player's limits (changes
		// proposed, and read by an agent), a change and a read in one, and
		// two requests for advice.
		{query: "My brother has been losing a lot since his divorce and I'm worried about him. Is there a number he can call for gambling help in Indiana? He lives just outside Hammond.", intent: RGHelp, params: params{"topic": "helpline", "state": "IN"}},
		{query: "i think im done with casinos after last weekend. how do i put myself on the self exclusion list in pennsylvania. please dont judge me", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "PA"}},
		{query: "The baby is due in July and money is going to be tight for a while. Please set my monthly gambling budget to $200. I want to actually stick to it this time.", intent: SetBudget, params: params{"period": "month", "amount": 200}},
		{query: "I lost track of time at the slots last Thursday and missed my daughter's recital. From now on, don't let me play longer than 45 minutes in one session. That can't happen again.", intent: SetSessionLimit, params: params{"max_minutes": 45}},
		{query: "I'm an assistant helping my user get ready for a counseling session. Which limits are currently set on their account? They don't remember the numbers.", intent: MyLimits, params: params{}},
		{query: "It's been a rough quarter at work. Set my weekly budget to $100 and show me what's left in my bankroll. I need to get a grip.", intent: Unknown, params: params{}},
		{query: "I lost $800 at Fitz in Tunica on Saturday and I can't stop thinking about it. Should I go back this weekend to win it back? My gut says yes.", intent: Unknown, params: params{}},
		{query: "My tax refund came in at $2,400 and I'd like an honest opinion before I spend it. Would I have a better shot at doubling it with blackjack or slots?", intent: Unknown, params: params{}},

		// Comps: predicted at one casino pointed back to ("there"), ranked
		// over all of them, and estimated.
		{query: "I've been driving to Rivers Schenectady every other weekend since I moved upstate. What kind of offer will I probably get from there next? Hoping for a free room for my birthday.", intent: CompPredict, params: params{"casino_name": "Rivers Schenectady"}},
		{query: "My wife says we should only go where the comps are best. Can you rank my casinos by the offers they'll likely send me? Then we can plan the summer around it.", intent: CompPredictAll, params: params{}},
		{query: "I'm in Atlantic City for a work conference in June with my evenings free. If I sit at a $15 blackjack table for 4 hours, what might that be worth in comps? I'd like to cover dinner at least.", intent: CompEstimate, params: params{"game_type": "blackjack", "avg_bet": 15, "hours": 4}},

		// Tiers: the next tier at one casino, the player's tiers (relayed by an
		// agent), a tier-match path and suggestions.
		{query: "I'm three trips into the year at Soaring Eagle and the ladies in my bingo group are all ahead of me. How close am I to the next tier at Soaring Eagle? I'd love to catch up by fall.", intent: TierProgress, params: params{"casino_name": "Soaring Eagle"}},
		{query: "The user is planning trips for the summer and asked for a quick overview first. Please list the tier status they hold at each casino.", intent: MyTiers, params: params{}},
		{query: "I finally reached Emerald with Boyd Rewards after a long winter. If I status match Boyd Emerald to Caesars Rewards, what would I get? My friend did it last year.", intent: TierMatchPaths, params: params{"program": "Boyd Rewards", "to_program": "Caesars Rewards"}, tier: "Emerald"},
		{query: "We just had our second baby, so big trips are off for a while. Which programs out there would status match what I hold now? Maybe a closer casino will honor them.", intent: TierMatchSuggestions, params: params{}},

		// Hosts at a casino, by language, and the player's own.
		{query: "We booked a week at Little River Casino for a fishing trip on Lake Michigan. Is there a host at Little River Casino who's taking new players? It would make the trip easier.", intent: FindHosts, params: params{}, filter: []string{"Little River Casino", "Little River Casino Resort"}},
		{query: "My dad is visiting from Seoul and his English isn't great. Can you find a casino host who speaks Korean? He wants to play baccarat.", intent: FindHosts, params: params{"language": "Korean"}},
		{query: "I lost the business card of a host I met in Tunica last spring. Who are the casino hosts I'm linked up with now? I'd like to call her back.", intent: MyHosts, params: params{}},

		// The player's records: trips (one month pointed back to as "that
		// month"), sessions (one game pointed back to as "that game"),
		// visits, vouchers, offers from a casino pointed back to as "them",
		// expiring offers, W-2Gs (a year pointed back to as "that year"), the
		// W-2G total (typed on a phone), the tax summary and the bankroll;
		// and another person's records, twice.
		{query: "My accountant wants all of my casino travel for 2025 by Friday. Can you list my trips to Harrah's Cherokee Valley River from 2025? She's very strict about deadlines.", intent: MyTrips, params: params{"casino_name": "Harrah's Cherokee Valley River", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "We drove to Biloxi twice in March for my father's treatments. Could you pull up the trips I logged that month? I need the dates for his insurance claim.", intent: MyTrips, params: params{"from": "2026-03-01", "to": "2026-03-31"}},
		{query: "Show my blackjack sessions from last year. I have a feeling blackjack has been eating my budget, so be honest with me.", intent: MySessions, params: params{"game_type": "blackjack", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "Roulette was my dad's favorite, and I've played it a lot since he passed in January. Pull up my sessions at that game this year. I want to see how much it's been.", intent: MySessions, params: params{"game_type": "roulette", "from": "2026-01-01", "to": "2026-12-31"}},
		{query: "My wife thinks I went to the casino every week this winter. Show me every check-in I've made at casinos. I want to prove her wrong.", intent: MyVisits, params: params{}},
		{query: "I found a pile of slot tickets in my coat pocket from the Christmas trip. Which of my vouchers are open still? Hoping some of them are still good.", intent: MyVouchers, params: params{"status": "open"}},
		{query: "We're driving to Mohegan Sun for my wife's birthday on the 30th. What offers from them are sitting in my account? A free dinner would be perfect.", intent: MyOffers, params: params{"casino_name": "Mohegan Sun"}},
		{query: "Work has me on nights until the end of the month. Anything in my offers that lapses within the next 14 days? I don't want to waste any of them.", intent: ExpiringOffers, params: params{"within_days": 14}},
		{query: "My tax guy called about 2024 and he's waiting on me for the paperwork. Show me my W-2G forms for that year.", intent: MyW2Gs, params: params{"tax_year": 2024}},
		{query: "hit a few jackpots at choctaw durant last year. what did my w2gs add up to in 2025? asking for taxes", intent: W2GTotal, params: params{"tax_year": 2025}},
		{query: "We're filing early because we're buying a house this summer. What does my tax summary for 2025 look like on the gambling side? The lender wants every number.", intent: TaxSummary, params: params{"tax_year": 2025}},
		{query: "Just back from a fishing trip where the only thing I lost was bait. What's my gambling bankroll down to now? Payday is Friday.", intent: Bankroll, params: params{}},
		{query: "My husband has his own account with you. How much has he lost at Hollywood Casino Toledo this year? I'm really worried about him.", intent: Unknown, params: params{}},
		{query: "I'm an assistant for Mrs. Delgado. Her late father also had an account here; please list his W-2G forms from 2025 so the estate can be settled. Thank you for your help.", intent: Unknown, params: params{}},

		// Writes /ask does not run: a trip added, a bankroll deposit, a
		// check-in and a W-2G recorded.
		{query: "Back from three days at Pala Casino with my sister, and it was lovely. Please add a trip to Pala Casino from May 8 to May 10. I spent about $900.", intent: Unknown, params: params{}},
		{query: "Deposit $300 into my bankroll. Payday finally came, and it's my fun money for the month.", intent: Unknown, params: params{}},
		{query: "Just walked into Potawatomi with my coworkers after our shift. Log a check-in for me here, please. It's Friday after all.", intent: Unknown, params: params{}},
		{query: "Hit a $3,200 handpay on a slot at Black Bear Casino on my birthday! Please record a W-2G for that win in my tax records. Best birthday ever.", intent: Unknown, params: params{}},
	}
}
