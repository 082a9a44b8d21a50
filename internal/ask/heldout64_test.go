package ask

import "testing"

// heldOutSixtyFourth is a sixty-fourth held-out part, written blind and
// committed BEFORE its first run: by someone who had read only the action
// catalog and the service spec (shared/spec/actions.md and service-spec.md,
// both whole), lines 89-155 and 428-480 of the README (its curl examples of
// the directory and its section on /ask), the shipped data through short
// scripts of its own (casinos.csv with name, town, state, type, hotel,
// brand and nation; rewards_programs.json with each program's tiers and
// thresholds; the first lines of program_properties.csv; a listing of data/
// and the first lines of casinos.csv and rewards_programs.json were printed
// too), the whole of the twenty-ninth held-out part and the first eighty
// lines of the twenty-eighth, lines 10-70 of ask.go (the import block, the
// block of intent constants and the first lines of the Intent type after
// it), the expectation type (lines 1-18 of heldout_test.go), the slugOf and
// programID helpers (lines 70-95 of ask_test.go, which also showed the
// first lines of the phrasing type), the heldOutParts function of
// score_test.go (a grep for its name also printed two other lines of that
// file, a comment and the call) and the newest subject line of the git log;
// never the rules of this package, the tuning phrases or the other held-out
// parts. Every casino, program, tier, town, state and nation used was
// checked against data/ with a short script (each casino named for a player
// action or a host filter names exactly one directory casino, and each town
// searched by place is in one state only). Its wording is new: each whole
// message and each of its sentences was checked with a case-insensitive
// fixed-string grep (file names only, never read) against every test file
// of this package, with and without its closing mark. Twenty-four were
// found there and replaced before the file was written: fifteen sentences
// ("Which casinos there have a hotel?", "What does Pearl take?", "What does
// Diamond Elite require?", "Which rewards programs do you cover?", "What's
// the house edge on craps?", "How do I self-exclude in Indiana?", "How far
// am I from the next tier there?", "Is there a casino host who speaks
// Spanish?", "Who are the hosts I'm connected with?", "Show me my blackjack
// sessions from March.", "What's my gambling tax summary for 2025?",
// "What's my bankroll balance right now?", "What's that worth in comps?",
// "Predict my next offer at every casino I play." and "How long is the
// drive?") and nine sign-offs or asides ("Thanks in advance!", "Thanks!",
// "Thanks.", "Thank you.", "Thanks a bunch.", "Thanks so much.", "Just
// wondering.", "Be gentle.", "He asked me to check."); a replacement
// sign-off, "Ta.", was found too (inside longer words) and replaced again.
// The one remaining hit is "Ignace", a fragment of the casino's name
// "Kewadin St. Ignace" cut at its full stop by the sentence splitter, not a
// phrase. The host language, Spanish, cannot be checked: the shipped data
// does not say which languages hosts speak.
//
// Its theme is LONGER MESSAGES, sixth part: every message is two to four
// sentences holding exactly one ask among context (a trip, a win, a loss, a
// friend's, spouse's or relative's advice), reasons, feelings and sign-offs
// ("Cheers, Dana", "Many thanks, Linda", "Go easy on me.", "Fingers
// crossed!"). The ask comes first in 14 of them, in the middle in 28 and
// last in 18. Fifteen of the answerable point back to a place, casino,
// program, amount or dates named in the context ("out there", "up there",
// "within 10 miles of there", "about it", "that place", "What tiers does it
// have?", "Will that need a W-2G?", "Does that get reported", "from there"
// twice, "that earn me in comps", "the next tier ... there", "hosts there",
// "that weekend", "in that window"), two more name a tier whose program
// only the context names, and five are typed on a phone with loose
// punctuation (lower case, no apostrophes, no closing mark, "rn", "lol",
// "nite", "thx"). 48 of 60 are answerable and 12 expect Unknown. The
// answerable cover every area: place, near, radius, hotel, type, rewards
// and family searches (7), casino details (4), the program list, a ladder
// and three tiers' thresholds (5), game facts (2), the W-2G rule (2), help
// lines and self-exclusion (3), a budget and two session limits (proposed)
// and the limits read (4), a comp prediction at one casino and at all, and
// an estimate (3), tier progress, the player's tiers, tier-match
// suggestions and a path (4), hosts at a casino, by language and the
// player's own (3), and the player's trips, sessions (2), visits, vouchers,
// offers, expiring offers, W-2G list and total, tax summary and bankroll
// (11). The Unknowns: two asks in one (2), another person's records (2),
// things nothing keeps (a steakhouse's hours, whether a machine is due, a
// drive's length: 3), advice (2) and writes /ask does not run (add a trip,
// check in, a bankroll deposit: 3). No question lacks a field its intent
// needs, so none expects a missing field.
//
// It follows the twenty-ninth part's conventions (a casino named for a
// player action keeps the name as typed; a host filter by casino is the
// typed words and the directory's name when the words name exactly one
// casino, with no parameter; a radius in miles is in kilometres to one
// decimal; a year named for the player's records is that calendar year; a
// month named without a year is its latest one up to today, 2026-05-14; a
// town typed without its state is near the directory's town with its
// state; "in <town>" is near that town and "in <state>" is the state; a
// family's casinos in a state are the state with q the family's name as
// the directory spells it; a casino's details answer what the directory
// keeps about it, whichever field is asked for; a limit of money in a
// period is a budget; off-topic questions are Unknown) and the README's
// rule for messages of several sentences: the context lends the ask
// nothing unless the ask points back to it. Its own choices, where those
// are silent:
//   - A word pointing back ("there", "that place", "it", "that") takes
//     the one thing of the context it can stand for, and only that: "Which
//     of the casinos out there have a hotel?" after "driving to Mesquite"
//     is near "Mesquite, NV" with has_hotel; "any casinos up there with a
//     rewards program" after "heading to deadwood" is near "Deadwood, SD"
//     with has_rewards; "a casino within 10 miles of there" after "in
//     Sioux City" is near "Sioux City, IA" within 16.1 km.
//   - A casino pointed back to keeps the words the context typed: "offers
//     from there" after "at Seneca Niagara" is casino_name "Seneca
//     Niagara"; "the next tier ... there" after "Turning Stone" is
//     tier_progress at "Turning Stone"; "What kind of offer should I
//     expect from there?" after "Grand Casino Hinckley" is comp_predict
//     there; "hosts there" after "at Foxwoods" is find_hosts filtered to
//     "Foxwoods" and Foxwoods Resort Casino. A casino pointed back to by
//     "that place" or "it" for its details is its slug (Menominee Casino
//     Resort, Wildhorse Resort & Casino).
//   - Dates pointed back to are those dates: "What sessions did I log that
//     weekend?" after "in Black Hawk from April 10 to April 12" is the
//     sessions from 2026-04-10 to 2026-04-12, with no casino (Black Hawk is
//     a town there, and the ask points back to the weekend, not the
//     place); "Which of my offers run out in that window?" after "off work
//     for the next 10 days" is the expiring offers within 10 days.
//   - A win or a pace told in the context and pointed back to by "that"
//     gives the ask its numbers: "I hit $2,400 on a slot machine ... Will
//     that need a W-2G?" is the W-2G rule for slots with amount_won 2400;
//     "won $4,800" in "a poker tournament ... Does that get reported on a
//     W-2G?" is the rule for poker with 4800; "$10 blackjack for about 5
//     hours a trip. How much would that earn me in comps?" is comp_estimate
//     for blackjack, avg_bet 10, hours 5.
//   - Context that is not pointed back to adds nothing: Tomah in "Which
//     Ho-Chunk casinos are in Wisconsin?" (WI with q "Ho-Chunk"), Boise in
//     the Pendleton search, Gary in the Indiana self-exclusion, January in
//     "the limits I have now", Rivers in the monthly budget, the Orleans in
//     the Boyd Rewards ladder, Thackerville in the WinStar threshold,
//     Laughlin in the trips to Aquarius, Reno before the open vouchers,
//     Tunica before the bankroll, and a casino named beside a W-2G rule.
//   - A tier named alone that only one program has, with that program (or
//     its brand) in the context, is that program's tier: "How much play
//     does Pearl call for?" after "Pearl in MGM Rewards" is MGM Rewards'
//     Pearl, and "What's the bar for Diamond Elite?" after "Diamond with
//     Caesars" is Caesars Rewards' Diamond Elite. "How many tier points do
//     I need for Elite in WinStar Club Passport?" is that tier's threshold,
//     not the player's progress ("I need" asks the rung, and no casino of
//     the player's is named).
//   - "What tiers does it have?" after "signed up for Boyd Rewards" is that
//     program's details (the ladder), and "Which loyalty clubs does your
//     directory list?" is the program list.
//   - "Is that place tribal or commercial?" and "what year did fortune bay
//     open" are the casino's details (the directory keeps its type and
//     opening year), not a search by type.
//   - "Can I match Emerald over to MGM Rewards?" after "My Boyd Rewards
//     Emerald card" is the tier-match path from Boyd Rewards' Emerald to
//     MGM Rewards; "Looking at the status I already have, which programs
//     would match it?" is the player's tier-match suggestions.
//   - "Forecast the offers each of my casinos will likely send next." is
//     the prediction for all casinos; "What tier do I hold at each casino
//     now?" is the player's tiers.
//   - "who can i call about it in ohio" after "thinks i have a problem" is
//     the helpline in OH; "Make it two hours a session, max." is a session
//     limit of 120 minutes and "Stop me after 45 minutes in any one
//     session." one of 45; "Set my monthly budget to $400" is a budget of
//     400 a month.
//   - "Do I have any open vouchers left?" is the vouchers with status
//     "open"; "How many visits have I checked in?" is the player's visits;
//     "Pull my W-2G forms for 2025" is the W-2G list of 2025 (an
//     accountant's wanting them does not make them another person's);
//     "What did my W-2Gs add up to in 2024?" is the W-2G total of 2024;
//     "Give me the 2025 tax summary of my gambling." is the tax summary of
//     2025; "Where does my bankroll stand tonight?" is the bankroll.
//   - Unknown, two asks in one: casinos near the Reno airport and the tier
//     at the Peppermill; the expiring offers and the tier progress at IP
//     Casino (a phone message announcing "2 things").
//   - Unknown, another person's records: a husband's tier points at Sky
//     Ute; a friend's W-2Gs.
//   - Unknown, things nothing keeps: a steakhouse's Sunday hours at Golden
//     Nugget Laughlin; whether a machine at Jackpot Junction is due to hit;
//     the drive from Albuquerque to Santa Fe (towns of the directory, but
//     no answer gives drive times).
//   - Unknown, advice: splitting tens against a six (no answer gives
//     strategy); whether to pay down a card or put a $3,000 win back in the
//     bankroll (the word "bankroll" does not make it the bankroll).
//   - Unknown, writes /ask does not run (only a budget and a session limit
//     are proposed): adding a trip to Kewadin St. Ignace, checking in at
//     Little River Casino Resort, recording a $500 deposit in the bankroll.
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at 876aa05, the commit that added this part, with no rule
// changed for it) scored 49 of 60 correct (81.7%): precision 92.5% (37 of
// 40 answers right), recall 77.1% (37 of 48 answerable), 9 declined and 2
// wrong. No expectation was changed after it. The wrong ones: "... Can I
// match Emerald over to MGM Rewards?" after "My Boyd Rewards Emerald card
// is good until January" (the suggestions, where the path from the tier
// the context names is asked), and "Which of my offers run out in that
// window?" after "the next 10 days" (the expiring offers with no window,
// where "that window" points back to ten days).
//
// After its fix round (branch fix-64), it scores 60 of 60 (100%), none
// declined and none wrong; no expectation was changed. The general rules
// added (tuning in tuning64_test.go, tuningLongerMessagesSix):
//   - politeClosings (leadins.go): "anyway", "anyways", "anyhow" typed at
//     a question's end close it, asking nothing.
//   - progressAsked, personalTierWords: points "short of" the next tier
//     are the way to it, as "how far from" asks.
//   - thresholdVerbAt: what a tier "calls for" and "the bar for" a tier
//     are its threshold, and a cue for a tier named alone.
//   - madeIt: "Make it 90 minutes ..." after a story is a change asked;
//     resolveStory keeps a change of the asker's own limits theirs when
//     the story tells of another's advice (not when it names "her" or
//     "his" limits), and an estimate of a play stated whoever the story
//     tells of (playStated).
//   - resolveStory: a play pointed back to by "that" lends its hours as
//     well as its game and bet.
//   - problemOwned: a story saying the asker "has a problem" (not a
//     problem with something), then whom to call or talk to about it, is
//     the help line.
//   - timePointer, fitsTimeNoun: "that weekend", "those days", "that
//     window" point back to the story's dates (even in a town) or, for
//     offers running out, its days ahead; a "week" of a month the story
//     names is no dates it says, and a time left unread declines the
//     records (unreadTime); "log that weekend" is no change (changeUnread).
//   - storyTierMatched: a tier the story says the asker holds, named bare
//     in a match asked ("Can I match Emerald over to ..."), is the story's
//     program's tier, not every tier's suggestions.
//   - pleaseRequest: a sentence ending in "please" asks what it names, so
//     the story after it is an afterword.
func heldOutSixtyFourth(t testing.TB) []expectation {
	return []expectation{
		// The directory: searches by place (pointed back to or typed in the
		// ask), radius, state, type, rewards, hotel and family.
		{query: "My wife and I are driving to Mesquite for her birthday in June. Which of the casinos out there have a hotel? We'd rather not drive back in the dark.", intent: FindCasinos, params: params{"near": "Mesquite, NV", "has_hotel": true}},
		{query: "We just moved to Tulsa last month and still don't know the area. What casinos are within 30 miles of Tulsa?", intent: FindCasinos, params: params{"near": "Tulsa, OK", "radius_km": 48.3}},
		{query: "Tribal casinos in Washington state, please. My brother swears they beat the card rooms, but I want to see the list for myself.", intent: FindCasinos, params: params{"state": "WA", "type": "tribal"}},
		{query: "heading to deadwood next weekend with the guys. any casinos up there with a rewards program", intent: FindCasinos, params: params{"near": "Deadwood, SD", "has_rewards": true}},
		{query: "Which Ho-Chunk casinos are in Wisconsin? My uncle used to play at one near Tomah but can't remember its name.", intent: FindCasinos, params: params{"state": "WI", "q": "Ho-Chunk"}},
		{query: "I'm in Sioux City for work all next week. Is there a casino within 10 miles of there? I'd like to slip away one evening.", intent: FindCasinos, params: params{"near": "Sioux City, IA", "radius_km": 16.1}},
		{query: "Do you know of any casinos near Pendleton, Oregon? We'll be passing through on our way to Boise, and my dad loves a slot break.", intent: FindCasinos, params: params{"near": "Pendleton, OR"}},

		// One casino's details, named in the ask or pointed back to.
		{query: "A friend says Wildhorse Resort & Casino is worth the drive. What can you tell me about it? We might go in July.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Wildhorse Resort & Casino")}},
		{query: "How many table games does Seven Feathers have? I only play blackjack and hate waiting for a seat. Appreciate you!", intent: CasinoDetail, params: params{"slug": slugOf(t, "Seven Feathers Casino Resort")}},
		{query: "We had our anniversary dinner at Menominee Casino Resort. Is that place tribal or commercial? Idle curiosity.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Menominee Casino Resort")}},
		{query: "ok so im at fortune bay rn and the wifi is awful lol. what year did fortune bay open", intent: CasinoDetail, params: params{"slug": slugOf(t, "Fortune Bay Resort Casino")}},

		// Programs: a ladder, three tiers' thresholds, the list.
		{query: "I just signed up for Boyd Rewards at the Orleans, and I'd like to know what I'm working toward. What tiers does it have?", intent: ProgramDetail, params: params{"id": programID(t, "Boyd Rewards")}},
		{query: "My neighbor made Pearl in MGM Rewards last year and won't stop bragging. How much play does Pearl call for? I think I'm not far off.", intent: TierRequirement, params: params{"id": programID(t, "MGM Rewards")}, tier: "Pearl"},
		{query: "How many tier points do I need for Elite in WinStar Club Passport? We drive to Thackerville every other month, so it might be in reach.", intent: TierRequirement, params: params{"id": programID(t, "WinStar Club Passport")}, tier: "Elite"},
		{query: "Which loyalty clubs does your directory list? I'm tired of carrying six cards around. Cheers, Dana", intent: ListPrograms, params: params{}},
		{query: "I finished last year at Diamond with Caesars and want to step up. What's the bar for Diamond Elite? Much appreciated.", intent: TierRequirement, params: params{"id": programID(t, "Caesars Rewards")}, tier: "Diamond Elite"},

		// Game facts and the W-2G rule (a win told, then pointed back to).
		{query: "My friend says craps has the best odds in the building, and I don't believe him. How big is the house edge at a craps table? Settle this for us.", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "lost 300 at keno last nite ugh. whats the house edge on keno anyway", intent: GameFacts, params: params{"game_type": "keno"}},
		{query: "Last weekend at Soaring Eagle I hit $2,400 on a slot machine, the first time that's ever happened to me! Will that need a W-2G?", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 2400}},
		{query: "I took second in a poker tournament at the Bicycle Casino and won $4,800. Does that get reported on a W-2G? I'd rather know before April.", intent: W2GRule, params: params{"game_type": "poker", "amount_won": 4800}},

		// Responsible-gaming help by state.
		{query: "I've been chasing losses again and my wife noticed. I don't want to put this off. Is there a gambling helpline in Minnesota?", intent: RGHelp, params: params{"topic": "helpline", "state": "MN"}},
		{query: "What's the process to self-exclude from Indiana casinos? The last two trips to Gary went badly and I'm done. Please keep it simple.", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "IN"}},
		{query: "my buddy thinks i have a problem and honestly hes probably right. who can i call about it in ohio", intent: RGHelp, params: params{"topic": "helpline", "state": "OH"}},

		// The player's limits: changes proposed, and the limits read.
		{query: "Last month got away from me at Rivers. Set my monthly budget to $400, please. I'll thank myself later.", intent: SetBudget, params: params{"period": "month", "amount": 400}},
		{query: "My sister thinks I should cap my sessions, and she's usually right about these things. Make it two hours a session, max.", intent: SetSessionLimit, params: params{"max_minutes": 120}},
		{query: "Stop me after 45 minutes in any one session. I keep losing track of time on the slots. Much obliged.", intent: SetSessionLimit, params: params{"max_minutes": 45}},
		{query: "I think I set some limits back in January but forgot what they were. Can you show me the limits I have now? Cheers in advance.", intent: MyLimits, params: params{}},

		// Comps: predicted at one casino (pointed back to) and at all,
		// and estimated from a pace told in the context.
		{query: "We're going back to Grand Casino Hinckley next month. What kind of offer should I expect from there? Last time they sent me two free nights.", intent: CompPredict, params: params{"casino_name": "Grand Casino Hinckley"}},
		{query: "I'm trying to decide where to spend my vacation days this fall. Forecast the offers each of my casinos will likely send next. Appreciate it, truly.", intent: CompPredictAll, params: params{}},
		{query: "My husband thinks the buffet is all we get. I play $10 blackjack for about 5 hours a trip. How much would that earn me in comps?", intent: CompEstimate, params: params{"game_type": "blackjack", "avg_bet": 10, "hours": 5}},

		// Tiers: progress at a casino pointed back to, the player's tiers,
		// tier-match suggestions and a path.
		{query: "I've put a lot of play into Turning Stone lately. Fingers crossed! How many points short of the next tier am I there?", intent: TierProgress, params: params{"casino_name": "Turning Stone"}},
		{query: "Just got home after a week on the road. What tier do I hold at each casino now? Cheers, Rob", intent: MyTiers, params: params{}},
		{query: "We've been loyal to the same two places for years. Looking at the status I already have, which programs would match it? Time for a change.", intent: TierMatchSuggestions, params: params{}},
		{query: "My Boyd Rewards Emerald card is good until January, and I'd like to get the most out of it. Can I match Emerald over to MGM Rewards?", intent: TierMatchPaths, params: params{"program": "Boyd Rewards", "to_program": "MGM Rewards"}, tier: "Emerald"},

		// Hosts at a casino pointed back to, by language, and the player's own.
		{query: "We're planning a big anniversary weekend at Foxwoods. Are there hosts there taking new players? We'd like someone to help with the room.", intent: FindHosts, params: params{}, filter: []string{"Foxwoods", "Foxwoods Resort Casino"}},
		{query: "Could you find me a host who speaks Spanish? My Spanish is a lot better than my English, and I'd feel more comfortable.", intent: FindHosts, params: params{"language": "Spanish"}},
		{query: "I met a couple of hosts on my last trip and lost their cards. Which hosts am I linked up with? You're a lifesaver.", intent: MyHosts, params: params{}},

		// The player's records: trips, sessions (a weekend pointed back
		// to), visits, vouchers, offers (a casino pointed back to),
		// expiring offers (a window pointed back to), W-2Gs, the tax year
		// and the bankroll.
		{query: "I'm trying to remember how often we went to Laughlin last year. List my trips to Aquarius in 2025. My wife says it was four.", intent: MyTrips, params: params{"casino_name": "Aquarius", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "We were in Black Hawk from April 10 to April 12. I need my notes straight for the tax folder. What sessions did I log that weekend?", intent: MySessions, params: params{"from": "2026-04-10", "to": "2026-04-12"}},
		{query: "Blackjack has been cruel to me lately. Bring up the blackjack sessions I logged in March. Maybe I'll spot a pattern.", intent: MySessions, params: params{"game_type": "blackjack", "from": "2026-03-01", "to": "2026-03-31"}},
		{query: "How many visits have I checked in? My daughter thinks I'm at the casino every weekend, and I'd like to prove her wrong.", intent: MyVisits, params: params{}},
		{query: "Found a pile of tickets in my coat after Reno. Do I have any open vouchers left? Some might still be good.", intent: MyVouchers, params: params{"status": "open"}},
		{query: "My sister and I spent Saturday at Seneca Niagara, and she got a free room mailer. Do I have any offers from there?", intent: MyOffers, params: params{"casino_name": "Seneca Niagara"}},
		{query: "I'm off work for the next 10 days and want to use what I have. Which of my offers run out in that window? I'd hate to waste any.", intent: ExpiringOffers, params: params{"within_days": 10}},
		{query: "Pull my W-2G forms for 2025, please. My accountant wants copies before she files. Many thanks, Linda", intent: MyW2Gs, params: params{"tax_year": 2025}},
		{query: "What did my W-2Gs add up to in 2024? I'm fixing an amended return and the number matters.", intent: W2GTotal, params: params{"tax_year": 2024}},
		{query: "Rough year at the tables, and I'm dreading this. Give me the 2025 tax summary of my gambling.", intent: TaxSummary, params: params{"tax_year": 2025}},
		{query: "After that losing streak in Tunica I'm scared to look. Where does my bankroll stand tonight? Go easy on me.", intent: Bankroll, params: params{}},

		// Unknown: two asks in one.
		{query: "We're flying into Reno on Friday. What casinos are near the airport, and what's my tier at the Peppermill? Sorry for the double question.", intent: Unknown, params: params{}},
		{query: "before i leave for biloxi i need 2 things. my expiring offers and how close i am to the next tier at ip casino thx", intent: Unknown, params: params{}},

		// Unknown: another person's records.
		{query: "My husband played at Sky Ute all weekend and lost his card. How many tier points does he have there now? He wants me to look it up for him.", intent: Unknown, params: params{}},
		{query: "My friend Carla got a W-2G at Sandia last spring. Can you pull up her W-2Gs? She's not good with apps.", intent: Unknown, params: params{}},

		// Unknown: things nothing keeps.
		{query: "We had the best prime rib at Golden Nugget Laughlin last week and want to go back. What time does the steakhouse there close on Sundays?", intent: Unknown, params: params{}},
		{query: "I played a Buffalo Gold machine near the cage at Jackpot Junction for three hours. Is it due to hit soon? My gut says yes.", intent: Unknown, params: params{}},
		{query: "How many hours is the drive from Albuquerque to Santa Fe? We're going Saturday, and my wife wants to stop at a casino on the way.", intent: Unknown, params: params{}},

		// Unknown: advice.
		{query: "Is splitting tens against a dealer's six smart blackjack strategy? My friend swears by it, and he's been playing longer than me.", intent: Unknown, params: params{}},
		{query: "I won $3,000 at Hard Rock Tulsa last week. Should I pay down my credit card or put it back in my bankroll? Feeling torn.", intent: Unknown, params: params{}},

		// Unknown: writes /ask does not run.
		{query: "Just got back from Kewadin St. Ignace. Please add that trip for May 8 to May 10. I'll fill in the rest later.", intent: Unknown, params: params{}},
		{query: "I'm at Little River Casino Resort right now. Check me in here, please. Trying to keep my streak going.", intent: Unknown, params: params{}},
		{query: "Payday today, so I moved $500 into my gambling account. Trying to stay organized. Record it in my bankroll.", intent: Unknown, params: params{}},
	}
}
