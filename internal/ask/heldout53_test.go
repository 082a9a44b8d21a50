package ask

import "testing"

// heldOutFiftyThird is a fifty-third held-out part, written blind and
// committed BEFORE its first run: by someone who had read only the action
// catalog and the service spec (/work/shared/spec/actions.md and
// service-spec.md, both whole), lines 89-155 and 428-480 of the README
// (its curl examples of the directory and its section on /ask), the
// shipped data (casinos.csv, rewards_programs.json and
// program_properties.csv, through short python scripts listing programs
// with their tiers and thresholds and casinos with town, state, type,
// hotel and brand), the whole of the twenty-ninth held-out part and the
// first 80 lines of the twenty-eighth (its header), the block of intent
// constants of ask.go (lines 10-62, which showed the imports above it and
// the doc comment of the Intent type below it), the expectation type
// (lines 1-18 of heldout_test.go), the slugOf and programID helpers
// (lines 66-92 of ask_test.go) and the heldOutParts function of
// score_test.go; the newest commit's subject line was printed by the
// worktree's creation. Never the rules of this package, the tuning
// phrases or the other held-out parts (the fifty-first least of all).
// Every casino, program, tier and town used, in an expectation or in the
// context around it, was checked against data/ with a short script. Its
// wording is new: each whole message was checked with a case-insensitive
// fixed-string search (file names only) over every test file of this
// package, with and without its closing mark, and none was found. Its
// places and casinos were chosen, where the data allowed, among those no
// earlier test file names (by the same kind of search, file names only):
// Watersmeet, Hawthorne, Wabeno, Baraga, Cher-Ae-Heights Casino, Seven
// Clans Warroad, Mill Bay Casino, Little Wind Casino, Isle of Capri Lula,
// Blackbird Bend, Osage Casino Hominy, Northern Winz, Hard Rock Sioux
// City, Cities of Gold, Lucky 7 Casino and Boulder City are new; Harlow's,
// Glacier Peaks, Casino Del Sol, Island View, Win-River, Cypress Bayou,
// Potawatomi Carter, Lake of the Torches and Kewadin are named by one to
// three earlier files. Every program and state is named by earlier parts, and
// so is Spanish (the shipped data says nothing of hosts' languages).
//
// Its theme is a second part of LONGER MESSAGES, as people write to a
// chat assistant: sixty messages of one to four sentences, each with one
// ordinary ask wrapped in the things people put around it: context before
// it (where they have been, who recommended what, what happened last
// time), a reason or a wish after it ("Trying to decide whether to stay
// loyal.", "Want to plan my summer around it."), greetings and closings
// ("Hi!", "Hey there!", "Good morning.", "Morning!", "Thanks a lot",
// "cheers", "thanks in advance!"). Registers, counted over the sixty
// (a closing after the ask does not move it from last): the ask comes
// first (after at most a greeting) in 15, in the middle in 22 and last in
// 23; 8 are typed lower-case on a phone (no capitals, even after full
// stops or on names); 3 are split by a line break, 10 by "..." or " — ",
// 5 by a "!" or "!!" inside the message; the rest are ordinary sentences
// split by "?" and ".". In all but about ten of them the context names a
// second place, casino, person, game, program, tier or date that is not
// part of the ask.
//
// Counts: 50 answerable, 10 Unknown (4 someone else's records, 2 two asks
// in one, 2 off topic, 1 change /ask does not propose, 1 ranking no
// answer makes). The answerable fifty by intent: find_casinos 7 (a town,
// a radius, a state and type, a town with a hotel, a family in a state,
// rewards in a state, a town pointed back to), casino_detail 3,
// list_programs 1, program_detail 2, tier_requirement 2, game_facts 2,
// w2g_rule 1, rg_help 2 (a helpline, self-exclusion), set_budget 2,
// set_session_limit 1, my_limits 1, comp_predict 2, comp_predict_all 1,
// comp_estimate 2, tier_progress 2, my_tiers 1, tier_match_paths 1,
// tier_match_suggestions 1, find_hosts 2 (at a casino, by language),
// my_hosts 1, my_trips 2, my_sessions 2, my_visits 1, my_vouchers 1,
// my_offers 2, expiring_offers 1, my_w2gs 1, w2g_total 1, tax_summary 1,
// bankroll 1. So the directory has 13, the service's facts 7, limits 4,
// comps 5, tiers 5, hosts 3 and the player's records 13. Machines,
// sharing, consent, social, notifications and leads have no intent in
// ask.go's block, so no answerable message asks them (one Unknown touches
// machines).
//
// It follows the conventions of the twenty-ninth part's header and of
// the twenty-eighth's first lines (a casino named for a
// player action keeps the name as typed; a host filter by casino is the
// typed words and the directory's name when the words name exactly one
// casino, with no parameter; a radius in miles is in kilometres to one
// decimal; a year named for the player's records is that calendar year; a
// month named with its year is that month; a town typed without its state
// is near the directory's town with its state; "in <state>" is the state;
// a family's casinos in a state are the state with q the family's name as
// the directory spells it; a tier named with its program is not
// ambiguous; a casino's details answer what the directory keeps about it,
// whichever field is asked for; a limit of money in a period is a budget;
// off-topic questions are Unknown). Its own choices, where those are
// silent:
//   - Only what is asked counts. A place, casino, person, game, program,
//     tier or date in the context is left out of the expectation unless
//     the ask itself points back to it. I decided what is asked by
//     reading the one sentence that requests something (the question, or
//     the imperative) and taking its own words, plus what a pronoun or
//     "there" / "that casino" / "that program" in it plainly points to;
//     everything else is story. So "We're doing a fall color tour ...
//     with stops in Hayward and Crandon. Any casinos with a hotel near
//     Wabeno?" is near "Wabeno, WI" with has_hotel, not Hayward; "Which
//     Mississippi casinos have a rewards program?" after Tunica and the
//     Gulf Coast is MS with has_rewards; "Which rewards programs do you
//     have information on?" after Caesars Rewards in the context lists the
//     programs; "can you show me the Unity by Hard Rock program?" after a
//     trip to Hard Rock Sioux City is that program; "what does pearl take
//     in mgm rewards??" is the threshold of Pearl, whatever the buddy did
//     at National Harbor; "How many tier credits do you need for Onyx in
//     Boyd Rewards?" from someone at Sapphire is Onyx's threshold; "What's
//     the house edge on keno" after a casino is keno's game facts; "how
//     many hands an hour does baccarat deal?" from a blackjack player is
//     baccarat's game facts; "Would a $1,500 keno win get me a W-2G?"
//     after a $900 slot hit is the rule for keno and 1500 (the question
//     states its own game and amount); "Show me my blackjack sessions from
//     March 2026... The craps ones I'd rather not look at" is blackjack's;
//     "What would 5 hours of $10 craps earn me?" and "how much in comps
//     would 3 hours of $25 roulette get me? going to vegas ... on the 20th"
//     are estimates with no casino (none is in the ask); "Which programs
//     could I status match into with the tiers I have now?" after a friend
//     matched to Wynn Rewards is the player's suggestions; "a casino host
//     who speaks Spanish" is find_hosts in Spanish, the mom being the
//     reason; "What did my W-2Gs add up to in 2025?" after jackpots at two
//     casinos is the W-2G total of 2025; "What's my gambling net for the
//     2025 tax year" is mine even though "My wife did hers already"; a
//     date of the story ("Last October", "next month", "since January",
//     "in June") adds no from/to.
//   - Six asks point back to the context, and follow what they point to:
//     "What casinos are close to there?" after a wedding in Baraga is near
//     "Baraga, MI"; "Does it have a hotel?" after "Harlow's in Greenville"
//     is the details of Harlow's Casino Resort & Spa (the one casino
//     "Harlow's" names); "What tiers does that program have?" after Grazie
//     Rewards at the Venetian is Grazie Rewards' details; "What kind of
//     offer will they probably send me next?" after "Isle of Capri Lula"
//     is comp_predict at "Isle of Capri Lula", the name as typed in the
//     context; "How close am I to the next tier at that casino?" after
//     "Lake of the Torches up in Lac du Flambeau" is tier_progress at
//     "Lake of the Torches" (the casino, not the town); "Can you pull up
//     every trip I've logged there?" after "Little Wind Casino" is the
//     trips at "Little Wind Casino", with no dates ("Last October" dates
//     the story, not the list asked for).
//   - Four context sentences make the ask someone else's records, so they
//     expect Unknown: the catalog's rule is that an action never reveals
//     another account's data, and /ask runs the caller's own actions with
//     the caller's key: a husband's W-2Gs ("Can you show his W-2Gs"), a
//     buddy's tier at the IP ("What tier is he at there?"), a mother's
//     points to the next tier at Kewadin St. Ignace ("how many points does
//     she need"), a roommate's bankroll ("How much does she have left?").
//     Where another person is only a reason or a companion (a dad who
//     collects matchbooks, a sister, a wife who plays slots, a therapist,
//     an accountant who needs the player's own W-2Gs), the ask stays the
//     player's own or the directory's and is answered.
//   - The other six Unknowns: two messages that truly ask two things
//     (craps' house edge and a daily budget; open vouchers and the tier at
//     Lucky 7 Casino), declined as the README says two asks in one are;
//     two off topic though they name directory casinos and towns (breakfast
//     places near Cities of Gold; the weather in Boulder City, a directory
//     town); one change /ask does not propose (logging a trip: the intent
//     block has only a budget and a session limit as changes, and add_trip
//     is a write action the README never says /ask proposes); and which
//     machines at Quechan Casino and Resort pay out the most (the
//     directory keeps no payouts, and machine_stats is one of the player's
//     own tracked machines by id, not a casino's ranking).
//   - A closing or a reason that sounds like a request is not a second
//     ask: "Thanks!", "I want to show her the numbers", "Would be nice to
//     have someone to call", "Hoping these aren't among them".
//   - "Set my weekly budget to $150 please" is a budget of 150 a week;
//     "from now on $600 a month is my gambling budget, can you set that?"
//     a budget of 600 a month; "Limit my sessions to two hours" a session
//     limit of 120 minutes; "what limits do i currently have on my
//     account?" reads the limits.
//   - "What casinos are there around Watersmeet?" is near "Watersmeet,
//     MI"; "within 40 miles of Hawthorne" near "Hawthorne, NV" within
//     64.4 km; "what racinos are in new mexico?" is NM with the type
//     racino; "all the Kewadin casinos in Michigan" MI with q "Kewadin".
//   - "how many slot machines does glacier peaks have" and "What can you
//     tell me about Cher-Ae-Heights Casino?" are those casinos' details.
//   - "What offer is Seven Clans Warroad likely to mail me next month?" is
//     comp_predict there; "Across all the casinos I play, which ones are
//     likely to send me the best offers?" predicts for all casinos (that
//     answer is ranked); "How many points until my next tier at Mill Bay
//     Casino?" is tier_progress there; "show me my current tier at every
//     casino I've got a card with" the player's tiers; "Can I status match
//     Emerald in Boyd Rewards over to Caesars Rewards?" the path from Boyd
//     Rewards' Emerald to Caesars Rewards.
//   - "Are there any hosts at Casino Del Sol taking on new players?" is
//     find_hosts filtered to "Casino Del Sol" and Casino Del Sol Resort
//     (the only casino those words name; Tucson in the context adds
//     nothing); "who are the hosts I'm connected with now?" the player's
//     hosts.
//   - Records: "List my 2025 trips to Island View" is the trips at
//     "Island View" in 2025 ("before tax time" is a reason); "my sessions
//     at Win-River from 2025" the sessions there in 2025; "the list of
//     casino check-ins I've recorded" the visits; "Which of my vouchers
//     have expired?" the vouchers with status expired; "Which offers do I
//     have from Cypress Bayou?" and "Show me my offers from Potawatomi
//     Carter" the offers there, as typed; "which ones expire in the next
//     14 days?" about the player's free-play offers is the expiring offers
//     within 14 days; "Show me my W-2Gs for 2024" the W-2G list of 2024;
//     "what's my bankroll balance right now?" the bankroll.
//   - A casino name for a player action is always typed with capitals in
//     these messages (no lower-case phone message asks a player action
//     by casino name; the one that names a casino that way is Unknown),
//     so that "as typed" is not a question of case.
//
// No answerable message lacks a field its intent needs, so none expects a
// missing field.
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at 8f8f9b2, after the fifty-first part's round on longer
// messages and no rule changed for this part) scored 42 of 60 correct
// (70.0%): precision 84.6% (33 of 39 answers right), recall 66.0% (33 of
// 50 answerable), 12 declined and 6 wrong. No expectation was changed
// after it. The wrong ones: "i used to live in el paso and went to
// sunland park all the time. what racinos are in new mexico? thinking
// about a road trip" (trips at a casino "live"), "Before my trip to Hard
// Rock Sioux City, can you show me the Unity by Hard Rock program? ..."
// (the trips), "The host I had at the Belle of Baton Rouge retired last
// year... who are the hosts I'm connected with now?" (the player's hosts
// filtered by the casino of the context), "Last October we spent three
// nights at Little Wind Casino and loved it. Can you pull up every trip
// I've logged there? ..." (the trips of the context's October only),
// "List my 2025 trips to Island View, please. I'm putting together a
// spreadsheet before tax time." (the tax summary) and "Headed to Walker's
// Bluff on Friday. What's the house edge on craps, and can you set my
// daily budget to $100 while you're at it?" (the budget, where two asks
// decline). The twelve declined are mostly an ask with context after it
// ("..." or a dash between them, a reason, a wish) or pointing back ("that
// program", "that casino", "it").
//
// After its fix round (branch fix-53), it scores 60 of 60 (precision and
// recall 100%, none declined, none wrong); nothing still declines. The
// general rules added (story.go, ask.go's Understand, leadins.go):
//   - phoneBreak: an ellipsis before a letter of either case, or a line
//     break, closes a sentence; such a sentence with no mark, opened by
//     a question word, is a question of its own (whQuestion).
//   - afterword: a subjectless wish or aside ("Trying to ...",
//     "thinking about ..."), the asker telling what they are busy with
//     ("I'm putting together ..."), a wish naming someone close, someone
//     close who asked or says something, and what the asker would rather
//     not see are dropped; asking "for my wife" is not (relayed); what
//     the asker would rather not see declines the records when the
//     question leaves it in.
//   - politeClosings: "honestly", "seriously", "though" close nothing.
//   - resolveStory: "that casino" is the story's one casino, "that
//     program" or "it" its one program, "which ones" the asker's records
//     it names; a casino or program pointed to takes no story date, and
//     widerWhole keeps the whole reading from adding one.
//   - twoAsksJoined: a sentence asking two things across ", and can you
//     ..." declines ("while you're at it" points back to nothing).
//   - leadClause: a clause of when before the asker's own event ("Before
//     my trip to ...") leaves the question to say what is asked
//     (whenClause, also when the whole reads an answer); a clause may
//     close with a dash or a colon and open with a word of what the
//     message is ("Quick check before I ..."); a program or a tier's
//     threshold is placeless; a game played at a casino is still not
//     lent to the pace asked.
func heldOutFiftyThird(t testing.TB) []expectation {
	return []expectation{
		// The directory: searches by town, radius, state and type, hotel,
		// family and rewards, one town pointed back to, with other places
		// in the story.
		{query: "Hi! My husband and I just spent a week at Bay Mills and fell in love with the U.P. What casinos are there around Watersmeet? We want to plan our next drive.", intent: FindCasinos, params: params{"near": "Watersmeet, MI"}},
		{query: "Heading from Reno down to Tonopah for work next week. Are there any casinos within 40 miles of Hawthorne? I'll have one evening free.", intent: FindCasinos, params: params{"near": "Hawthorne, NV", "radius_km": 64.4}},
		{query: "i used to live in el paso and went to sunland park all the time. what racinos are in new mexico? thinking about a road trip", intent: FindCasinos, params: params{"state": "NM", "type": "racino"}},
		{query: "We're doing a fall color tour through northern Wisconsin with stops in Hayward and Crandon.\nAny casinos with a hotel near Wabeno?", intent: FindCasinos, params: params{"near": "Wabeno, WI", "has_hotel": true}},
		{query: "Show me all the Kewadin casinos in Michigan, my dad collects their matchbooks and I want to get him one from each. Thanks!", intent: FindCasinos, params: params{"state": "MI", "q": "Kewadin"}},
		{query: "Last spring we did Tunica and it was fine... this year it's the Gulf Coast. Which Mississippi casinos have a rewards program?", intent: FindCasinos, params: params{"state": "MS", "has_rewards": true}},
		{query: "Hey there! My cousin Jolene is getting married in Baraga in August and we'll be up for three nights. What casinos are close to there? cheers", intent: FindCasinos, params: params{"near": "Baraga, MI"}},

		// One casino's details (one pointed back to by "it").
		{query: "Good morning. What can you tell me about Cher-Ae-Heights Casino? A coworker keeps raving about it and I've never been up to Humboldt County.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Cher-Ae-Heights Casino")}},
		{query: "My sister and I are meeting halfway at Harlow's in Greenville in June. Does it have a hotel? Trying to figure out where we'll sleep.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Harlow's Casino Resort & Spa")}},
		{query: "how many slot machines does glacier peaks have... we're driving through browning on the way to the park in july and my wife only plays slots", intent: CasinoDetail, params: params{"slug": slugOf(t, "Glacier Peaks Hotel & Casino")}},

		// Programs: the list, and two programs (one as "that program").
		{query: "Hello! I'm new to all of this, my neighbor got me started with Caesars Rewards last month. Which rewards programs do you have information on? I'd like to compare before I sign up for more.", intent: ListPrograms, params: params{}},
		{query: "My cousin signed me up for Grazie Rewards when we were at the Venetian in March. What tiers does that program have? I might go back in the fall.", intent: ProgramDetail, params: params{"id": programID(t, "Grazie Rewards")}},
		{query: "Before my trip to Hard Rock Sioux City, can you show me the Unity by Hard Rock program? I want to know what I'm signing up for.", intent: ProgramDetail, params: params{"id": programID(t, "Unity by Hard Rock")}},

		// Facts: tier thresholds, games, the W-2G rule, help by state.
		{query: "what does pearl take in mgm rewards?? my buddy got it last year playing at national harbor", intent: TierRequirement, params: params{"id": programID(t, "MGM Rewards")}, tier: "Pearl"},
		{query: "Hi, I've been Sapphire for two years now at the Orleans. How many tier credits do you need for Onyx in Boyd Rewards? Just curious, no plans yet.", intent: TierRequirement, params: params{"id": programID(t, "Boyd Rewards")}, tier: "Onyx"},
		{query: "My grandmother plays keno every Sunday at Blackbird Bend and swears it's a good deal. What's the house edge on keno, honestly? I want to show her the numbers.", intent: GameFacts, params: params{"game_type": "keno"}},
		{query: "Quick one before I head out to Sky Dancer tonight — how many hands an hour does baccarat deal? I usually stick to blackjack but my friend wants to try it.", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "Morning!\nLast time I was at Osage Casino Hominy I hit $900 on a slot and nothing happened. Would a $1,500 keno win get me a W-2G?", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1500}},
		{query: "I'm worried about how much I've been playing at Northern Winz lately, it's getting out of hand. Is there a gambling helpline for Montana?", intent: RGHelp, params: params{"topic": "helpline", "state": "MT"}},
		{query: "please, how do i self exclude in louisiana. i went to coushatta again after promising my wife i wouldnt", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "LA"}},

		// The player's limits: changes proposed, and the limits read.
		{query: "Ok, after last weekend at Harrah's Cherokee I need some rules. Set my weekly budget to $150 please. Thank you!", intent: SetBudget, params: params{"period": "week", "amount": 150}},
		{query: "My partner and I talked it over after the Vicksburg trip... from now on $600 a month is my gambling budget, can you set that?", intent: SetBudget, params: params{"period": "month", "amount": 600}},
		{query: "I sat at the same Buffalo machine for five hours straight at Kla-Mo-Ya on Saturday. Limit my sessions to two hours, I don't want that happening again.", intent: SetSessionLimit, params: params{"max_minutes": 120}},
		{query: "hey, what limits do i currently have on my account? my therapist asked and i honestly forgot what i set back in january", intent: MyLimits, params: params{}},

		// Comps: predicted at one casino (one as "they"), for all, and
		// estimated with no casino in the ask.
		{query: "What offer is Seven Clans Warroad likely to mail me next month? I played there a lot over the winter.", intent: CompPredict, params: params{"casino_name": "Seven Clans Warroad"}},
		{query: "I've been driving down to Isle of Capri Lula every other weekend since January. What kind of offer will they probably send me next? Trying to decide whether to stay loyal.", intent: CompPredict, params: params{"casino_name": "Isle of Capri Lula"}},
		{query: "Thinking about where to spend my birthday in October... Across all the casinos I play, which ones are likely to send me the best offers? Cheers!", intent: CompPredictAll, params: params{}},
		{query: "I'm trying to figure out whether comps are even worth chasing. What would 5 hours of $10 craps earn me? My friend Tom thinks it's basically nothing.", intent: CompEstimate, params: params{"game_type": "craps", "avg_bet": 10, "hours": 5}},
		{query: "how much in comps would 3 hours of $25 roulette get me? going to vegas with the guys on the 20th", intent: CompEstimate, params: params{"game_type": "roulette", "avg_bet": 25, "hours": 3}},

		// Tiers: progress at one casino (one as "that casino"), the
		// player's tiers, a tier-match path and suggestions.
		{query: "How many points until my next tier at Mill Bay Casino? We're going for the Fourth of July weekend and I'd love to level up before then.", intent: TierProgress, params: params{"casino_name": "Mill Bay Casino"}},
		{query: "Most of my play this year has been at Lake of the Torches up in Lac du Flambeau. How close am I to the next tier at that casino? Want to plan my summer around it.", intent: TierProgress, params: params{"casino_name": "Lake of the Torches"}},
		{query: "Hi!\nBefore I book anything for spring break, can you show me my current tier at every casino I've got a card with?", intent: MyTiers, params: params{}},
		{query: "After a long year at Sam's Town I finally hit Emerald. Can I status match Emerald in Boyd Rewards over to Caesars Rewards?", intent: TierMatchPaths, params: params{"program": "Boyd Rewards", "to_program": "Caesars Rewards"}, tier: "Emerald"},
		{query: "My friend Rosa got status matched to Wynn Rewards last year. Which programs could I status match into with the tiers I have now?", intent: TierMatchSuggestions, params: params{}},

		// Hosts: at a casino, by language, and the player's own.
		{query: "We're planning a bigger trip to Tucson next spring. Are there any hosts at Casino Del Sol taking on new players? Would be nice to have someone to call.", intent: FindHosts, params: params{}, filter: []string{"Casino Del Sol", "Casino Del Sol Resort"}},
		{query: "My mom only really speaks Spanish and she's joining me on trips from now on. Is there a casino host who speaks Spanish? Thank you so much.", intent: FindHosts, params: params{"language": "Spanish"}},
		{query: "The host I had at the Belle of Baton Rouge retired last year... who are the hosts I'm connected with now?", intent: MyHosts, params: params{}},

		// The player's records (trips pointed back to by "there").
		{query: "Last October we spent three nights at Little Wind Casino and loved it. Can you pull up every trip I've logged there? I think there were more than I remember.", intent: MyTrips, params: params{"casino_name": "Little Wind Casino"}},
		{query: "List my 2025 trips to Island View, please. I'm putting together a spreadsheet before tax time.", intent: MyTrips, params: params{"casino_name": "Island View", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "Ugh, March was rough. Show me my blackjack sessions from March 2026... I want to see where it went wrong. The craps ones I'd rather not look at lol", intent: MySessions, params: params{"game_type": "blackjack", "from": "2026-03-01", "to": "2026-03-31"}},
		{query: "Can you show my sessions at Win-River from 2025? My buddy swears I played there more than he did.", intent: MySessions, params: params{"casino_name": "Win-River", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "Pull up the list of casino check-ins I've recorded. My wife says it's too many and I want proof it's not.", intent: MyVisits, params: params{}},
		{query: "I found two old ticket vouchers from the Wendover Nugget in a coat pocket. Which of my vouchers have expired? Hoping these aren't among them.", intent: MyVouchers, params: params{"status": "expired"}},
		{query: "Which offers do I have from Cypress Bayou? My sister wants to go next weekend and I'd like to use one if I can.", intent: MyOffers, params: params{"casino_name": "Cypress Bayou"}},
		{query: "Show me my offers from Potawatomi Carter, I tossed their mailer by accident!! Thanks a lot", intent: MyOffers, params: params{"casino_name": "Potawatomi Carter"}},
		{query: "i have a bunch of free play offers and i always forget to use them before my trips to shreveport. which ones expire in the next 14 days?", intent: ExpiringOffers, params: params{"within_days": 14}},
		{query: "My accountant needs copies. Show me my W-2Gs for 2024, thanks in advance!", intent: MyW2Gs, params: params{"tax_year": 2024}},
		{query: "Hi — I hit a few jackpots at Coeur d'Alene and one at Northern Quest. What did my W-2Gs add up to in 2025?", intent: W2GTotal, params: params{"tax_year": 2025}},
		{query: "Getting my taxes ready this weekend... What's my gambling net for the 2025 tax year, wins minus deductible losses? My wife did hers already.", intent: TaxSummary, params: params{"tax_year": 2025}},
		{query: "Quick check before I head to Moapa for the weekend: what's my bankroll balance right now? Thanks!", intent: Bankroll, params: params{}},

		// Someone else's records, made so by the context: Unknown.
		{query: "My husband keeps his own account on here. Can you show his W-2Gs from 2025? He lost the paper copies.", intent: Unknown, params: params{}},
		{query: "My buddy Marcus plays at the IP in Biloxi all the time. What tier is he at there?", intent: Unknown, params: params{}},
		{query: "asking for my mom... how many points does she need for the next tier at kewadin st. ignace? she's going in june", intent: Unknown, params: params{}},
		{query: "My roommate tracks her bankroll on here too. How much does she have left?", intent: Unknown, params: params{}},

		// Two asks in one, off topic, a change /ask does not propose, and
		// a ranking no answer makes: Unknown.
		{query: "Headed to Walker's Bluff on Friday. What's the house edge on craps, and can you set my daily budget to $100 while you're at it?", intent: Unknown, params: params{}},
		{query: "Before I drive to Smith River on Saturday, show me my open vouchers and tell me my tier at Lucky 7 Casino. thanks!", intent: Unknown, params: params{}},
		{query: "We're staying at Cities of Gold in Santa Fe next weekend. Any good breakfast places nearby? Last trip we ate at the buffet every morning.", intent: Unknown, params: params{}},
		{query: "Driving out to the Hoover Dam Lodge on Saturday with my dad. What's the weather going to be like in Boulder City that day?", intent: Unknown, params: params{}},
		{query: "Just got home from Red Hawk Casino! Please log a trip there from May 1 to May 3, 2026, with $2,000 coin-in.", intent: Unknown, params: params{}},
		{query: "My coworker swears the slots at Quechan Casino and Resort are looser than anywhere else in California. Which machines there pay out the most?", intent: Unknown, params: params{}},
	}
}
