package ask

import "testing"

// heldOutFiftyNinth is a fifty-ninth held-out part, written blind and
// committed BEFORE its first run: by someone who had read only the action
// catalog and the service spec (both whole), lines 89-155 and 428-480 of
// the README (the directory's curl examples and the section on /ask), the
// shipped data (casinos.csv, rewards_programs.json and
// program_properties.csv, through short scripts listing programs with
// their tiers and thresholds, and casinos with town, state, type, hotel and
// brand), the whole of the twenty-ninth held-out part and the first eighty
// lines of the twenty-eighth (its header), lines 1-70 of ask.go (the block
// of intent constants, and below it the first lines of the Intent type),
// the expectation type (lines 1-18 of heldout_test.go), the slugOf and
// programID helpers (lines 66-92 of ask_test.go; a grep for "type params"
// printed line 104 of it too) and the heldOutParts function of
// score_test.go; never the rules of this package, the tuning phrases or
// the other held-out parts (the fifty-first, fifty-third and fifty-fifth
// least of all). The subject of the newest commit was printed by a git
// log; it names rules of the fifty-seventh round in a few words (among
// them that choices compared with "or", fields no record keeps and
// whether something is worth it decline); no phrase of it is used here.
// Every casino, program, tier, town and state used was checked against
// data/ with a short script. Its places and casinos were chosen, where the
// data allowed, among those few or no test files name: a script counted,
// name by name, the test files of this package holding it (counts only,
// no text of them printed), and most towns and casinos here are in none or
// one (Moses Lake, Pulaski, Coarsegold, Morton, Carnegie, Bowler, Kiowa,
// Pala Casino Spa Resort, the Kootenai River Inn, Rocky Gap, Fitz Casino &
// Hotel Tunica, Three Rivers Casino Resort, Winners Inn Casino, Menominee
// Casino Resort, Fortune Bay, Prairie Band, Legendary Waters, Tin Lizzie
// Gaming Resort, Cadillac Jack's, Canterbury Park, Casino Queen Marquette,
// Hard Rock Casino Northern Indiana, Red Wind Casino, Spokane Tribe
// Casino, Deadwood Gulch Gaming Resort, Silver Slipper Casino, IP Casino
// Resort Spa, Palace Casino Resort, Wild Rose in Jefferson, Catfish Bend,
// Running Aces, Casino Morongo, Grand Island Casino Resort, Bally's Twin
// River Lincoln and the Hollywood Casino Gulf Coast); the programs, tiers,
// states and games are all named by earlier parts, and so is every host
// language but Gujarati (the data does not say what hosts speak). Its
// wording is new: each message was checked with a case-insensitive
// fixed-string grep (file names only) over every test file of this
// package, with and without its closing mark, and none is there; each of
// its sentences was checked the same way, and fourteen asks found there
// were reworded before the file was written ("Which rewards programs do
// you know about?", "What tiers does Boyd Rewards have?", "What's the
// house edge on it?", "who are my hosts now?", "Which of my vouchers have
// expired?" and nine more); only greetings and sign-offs ("Good
// morning!", "Thanks in advance", "Thanks so much!", "just curious") are
// shared with earlier files.
//
// Its theme is a fourth part of LONGER MESSAGES, as people write to a chat
// assistant: sixty messages of two to four sentences, each with one thing
// asked. Around the ask is context before it (a trip, a win, a loss, a
// family event, a recommendation), a reason or feeling after it, and
// greetings and sign-offs ("Hey!", "Hi there.", "Good morning!", "Cheers,
// Linda", "Thanks!"); the ask is the first sentence (8 messages), a
// middle one (25) or the last (27). Sentence breaks are of every kind
// people use: full stops, "!" and "!!", "?", "...", a dash, a colon, a
// semicolon, a line break (2 messages), an emoticon, and none at all
// between lower-case sentences typed on a phone (15 messages are typed
// wholly or partly in lower case). 48 of 60 are answerable by one intent
// and 12 expect Unknown.
//
// By area (answerable): directory searches 8 (two by radius from a town,
// one by town, one by town and hotel, two by state and type, one by state
// and rewards, one by family and state), casino details 3, programs 5 (the list, two ladders,
// two tiers' thresholds), game facts 2, the W-2G rule 2, responsible-gaming
// help 2 (a help line, self-exclusion), limits 3 (a weekly budget and a
// session cap proposed, the limits read), comps 3 (predicted at one casino
// and at all, estimated), tiers 5 (progress at two casinos, the player's
// tiers, a tier-match path, suggestions), hosts 3 (by language, at one
// casino, the player's own), and the player's records 12 (trips 2,
// sessions, visits, vouchers, offers 2, expiring offers, W-2Gs, the W-2G
// total, the tax summary, the bankroll). Unknown (12), each for a reason
// the spec gives: a fact nothing keeps 3 (when a buffet closes, whether a
// casino is smoke-free, the drive from an airport: no Casino field and no
// action holds them); two asks in one message 2 (README: "two changes or
// two questions in one ... are declined"); advice 2 (where to stay of two
// casinos, which machines to play to win more: no action advises); another
// person's records, made so by the context 2 (a husband's tier at a
// casino, a grandmother's W-2Gs: a key reads its owner's data only, "Never
// reveal another account's data"); and a write /ask does not run 3
// (logging a trip is add_trip, marking a voucher redeemed is
// redeem_voucher, following a player is follow_player: /ask proposes only
// the changes of its intents, a budget and a session limit).
//
// How the expectation was decided: the README says a message of several
// sentences is read by the one that asks, and the context around it lends
// the ask nothing unless the ask points back to it. So:
//   - 9 answerable asks point back ("there", "that place", "it", "that",
//     "that one", "the same place"), and the expectation takes what they
//     point to: "within 20 miles of there" after "moved to Moses Lake" is
//     near "Moses Lake, WA" within 32.2 km; "Does that place have a
//     hotel?" after Pala Casino Spa Resort is its details; "the house edge
//     on it" after baccarat is baccarat's game facts; "is that gonna get
//     me a w-2g" after "won $1,350 on keno" is the W-2G rule for keno with
//     amount_won 1350; "the next tier there" after Menominee Casino Resort
//     is tier_progress at "Menominee Casino Resort" (the name as the
//     context types it); "What tier would that get me if I status matched
//     it to MGM Rewards?" after "Diamond with Caesars Rewards" is the path
//     from Caesars Rewards' Diamond to MGM Rewards; "hosts at that one"
//     after Legendary Waters is find_hosts filtered to "Legendary Waters"
//     and Legendary Waters Resort & Casino (the one casino those words
//     name); "my trips there from 2025" after Tin Lizzie Gaming Resort are
//     the trips there in 2025; "offers from the same place" after Cadillac
//     Jack's are the offers at "Cadillac Jack's". Three Unknowns point back
//     too ("he ... there", "that voucher", "log a trip there"): what they
//     point to does not change the reason they decline.
//   - In the other 39 answerable messages the context names a place,
//     casino, program, tier, person, game, amount or date the ask does not
//     use, and the expectation reflects only the ask: Green Bay, Iowa,
//     Minneapolis, Foxwoods, Carnegie, Casino Morongo and Yosemite, Grand
//     Island Casino Resort, Vegas, Pittsburgh, Bally's Twin River Lincoln,
//     MGM Rewards (around Boyd Rewards' ladder), Caesars Rewards (around
//     Genting's), a husband's Platinum at Caesars (around MGM's Pearl),
//     Wichita, craps in Black Hawk (around blackjack's pace), an uncle's
//     $900 at bingo (around a $1,400 slot jackpot, which states its own
//     game and amount), Ohio (around self-exclusion in Indiana), Catfish
//     Bend, six hours on a Saturday (around a 2-hour cap), Branson, the
//     Hollywood Casino Gulf Coast (around Hard Rock Casino Northern
//     Indiana), a birthday month, slots (around a craps estimate),
//     Vicksburg and New Year's, a Momentum card, Las Vegas, a mother's
//     English (around a Gujarati-speaking host), Argosy, Vegas in October
//     (around trips of 2024), video poker (around roulette sessions),
//     Bowler, Fortune Casino Renton (around expired vouchers), Running
//     Aces, Boomtown, an accountant, a sister's jackpot in 2024 (around the
//     W-2G total of 2025), a move from Iowa to Kansas and "this year's
//     return" (around the tax summary of 2025), Wendover.
//   - A pronoun for another person named in the context ("he", "she")
//     makes the ask that person's records: Unknown. A person in the
//     context whose own records the ask does not ask for ("My wife plays
//     slots", "my sister", "my coworker") changes nothing.
//   - Greetings, sign-offs (a name too), emoticons and line breaks add
//     nothing.
//
// It follows the twenty-ninth part's conventions (a casino named for a
// player action keeps the name as typed; a host filter by casino is the
// typed words and the directory's name when the words name exactly one
// casino, with no parameter; a radius in miles is in kilometres to one
// decimal; a year named for the player's records is that calendar year; a
// town typed without its state is near the directory's town with its
// state; "in <town>" is near that town and "in <state>" is the state; a
// family's casinos in a state are the state with q the family's name as
// the directory spells it; a tier named with its program is not
// ambiguous; a casino's details answer what the directory keeps about it,
// whichever field is asked for; a limit of money in a period is a budget;
// Unknown ones have no parameters). Its own choices, where those are
// silent:
//   - "how big is Rocky Gap?" and "How many slot machines does the
//     Kootenai River Inn have?" are the details of Rocky Gap Casino Resort
//     and Kootenai River Inn Casino and Spa (size and slot count are
//     fields the directory keeps; each name is the one casino it names);
//   - "the Kiowa casinos in Oklahoma" is OK with q "Kiowa" (the directory
//     spells the family in its casinos' names);
//   - "do any casinos in Morton have a hotel?" is near "Morton, MN" with
//     has_hotel; "Any tribal casinos in Mississippi?" is MS with the type
//     tribal; "which casinos in West Virginia have a rewards program?" is
//     WV with has_rewards;
//   - "How many hands an hour does a blackjack table deal?" is blackjack's
//     game facts (the pace the table keeps);
//   - "Would a $1,400 slot jackpot be reportable?" is the W-2G rule for
//     slots with amount_won 1400;
//   - "a helpline in Washington" is the help line in WA;
//   - "set a weekly budget of $250" is a budget of 250 a week; "cap my
//     sessions at 2 hours" is a session limit of 120 minutes; "what budget
//     and session limits do I have set" reads the limits (one answer holds
//     both; not two asks);
//   - "What offer is Hard Rock Casino Northern Indiana likely to send me
//     next?" is comp_predict there; "What offers can I expect from each
//     of my casinos next?" is the prediction for all casinos;
//   - "If I play $10 craps for 4 hours, what's that worth in comps?" is
//     comp_estimate for craps, avg_bet 10, hours 4;
//   - "Can you show all my tier statuses?" is the player's tiers; "Which
//     programs would status match the tiers I already hold?" is tier-match
//     suggestions;
//   - "which hosts am i connected with now?" is the player's hosts;
//   - "List every trip of mine from 2024" is the trips of 2024 with no
//     casino; "pull up my roulette sessions" is the sessions of roulette
//     with no dates; "my visit history" is the player's visits; "Which of
//     my ticket vouchers are expired?" has the status "expired"; "Do I
//     have any offers from Canterbury Park?" is the offers at "Canterbury
//     Park" as typed; "what offers of mine run out in the next 14 days?"
//     is the expiring offers within 14 days;
//   - "my W-2G forms for 2024" are the W-2G list of 2024; "the total I won
//     on W-2Gs in 2025" is the W-2G total of 2025; "my gambling tax
//     summary for 2025" is the tax summary of 2025; "How much is in my
//     bankroll at the moment?" is the bankroll;
//   - "What tier does he have there?" (a husband at Prairie Band) and "How
//     many W-2Gs did she get in 2025?" (a grandmother) are another
//     person's records: Unknown;
//   - "Should we stay at IP Casino Resort Spa or Palace Casino Resort?"
//     and "Which machines should I play to win more?" are advice: Unknown;
//   - "What's my bankroll at, and how many casino visits have I checked
//     in?" and "whats the house edge on roulette and how many rooms does
//     Deadwood Gulch Gaming Resort have" are two asks: Unknown.
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at 6160724, the commit that added this part to main,
// after the three earlier rounds on longer messages (fifty-first,
// fifty-third, fifty-fifth) and no rule changed for this part) scored 46
// of 60 correct (76.7%): precision 89.5% (34 of 38 answers right), recall
// 70.8% (34 of 48 answerable), 10 declined and 4 wrong. No expectation was
// changed after it. The wrong ones: "which hosts am i connected with now?
// my old one at Argosy retired last month :(" (the player's hosts filtered
// by the casino of the afterword), "Vegas in October was a disaster, don't
// ask. List every trip of mine from 2024 - I need them for my taxes." (the
// tax summary), "Video poker has been ice cold for me lately. can you pull
// up my roulette sessions? ..." (the context's game, not the ask's) and
// "Just got back from a long weekend at Cadillac Jack's. Do I have any
// offers from the same place yet? ..." (a casino "same place yet"). The
// ten declined are mostly a radius "of there", a wish or feeling after
// the ask, "that one" and "there" pointing back, and a change after a
// story.
//
// After its fix round (branch fix-59), it scores 58 of 60 (96.7%), 0
// wrong, 2 declined: "Which of my ticket vouchers are expired? Found an
// old ticket from Fortune Casino Renton in my jacket ..." (a casino in a
// story after a records question still binds it, as the earlier rounds
// chose, and the whole message declines) and "... can you give me my
// gambling tax summary for 2025? wins and losses both" (a verbless
// fragment after the ask is not read as an afterword). The general rules
// added (tuning in tuning59_test.go, tuningLongerMessagesFour):
//   - a full stop before a lower-case asking word closes a sentence in a
//     message typed with capitals ("... at the dam. are there any ...");
//   - a search with no place after a story in a town the directory does
//     not know still declines (unknownPlaceTold);
//   - "the same place/casino" points back to the story's casino, "the
//     same town" to its town, and names no casino alone (unnamedWords);
//   - "that one" points back to the story's one casino;
//   - "I need them for my taxes" after the ask or a dash is an afterword
//     of purpose (purposeTold);
//   - "my old one at Argosy ..." tells what the asker had before, an
//     afterword whose casino narrows nothing (formerTold);
//   - a sentence after the ask opening with another person ("She'd only
//     go if ...") is an afterword that still keeps records apart;
//   - a loss told after the ask ("..., down $400.") is an afterword, its
//     amount still binding a W-2G rule or a question missing one;
//   - "anyway" turning back to the question and "from now on" before a
//     limit verb lead into the ask (chatter, changeRequested).
func heldOutFiftyNinth(t testing.TB) []expectation {
	return []expectation{
		// The directory: searches by town (one pointing back to the town of
		// the context), radius, state and type, hotel, rewards and family,
		// each after context naming a place or casino the search does not use.
		{query: "My cousin just moved to Moses Lake for a job at the dam. are there any casinos within 20 miles of there? we're visiting in july", intent: FindCasinos, params: params{"near": "Moses Lake, WA", "radius_km": 32.2}},
		{query: "We just got back from Green Bay and had a great time. What casinos are near Pulaski, Wisconsin? My in-laws live there and we're going at Thanksgiving.", intent: FindCasinos, params: params{"near": "Pulaski, WI"}},
		{query: "Lost a bundle at Casino Morongo last weekend, lesson learned. Anyway — what casinos are within 40 miles of Coarsegold? We're doing Yosemite in June.", intent: FindCasinos, params: params{"near": "Coarsegold, CA", "radius_km": 64.4}},
		{query: "our flight lands in Minneapolis friday night... do any casinos in Morton have a hotel? we'd rather drive out in the morning", intent: FindCasinos, params: params{"near": "Morton, MN", "has_hotel": true}},
		{query: "Hey! Our Iowa road trip was a blast, but we're heading south next. Any tribal casinos in Mississippi? Thanks in advance.", intent: FindCasinos, params: params{"state": "MS", "type": "tribal"}},
		{query: "Finally hit a royal flush at Grand Island Casino Resort last night!! Are there any racinos in New York? Planning a trip to see my aunt.", intent: FindCasinos, params: params{"state": "NY", "type": "racino"}},
		{query: "my brother swears by the loyalty perks at Foxwoods. which casinos in West Virginia have a rewards program? moving there in the fall", intent: FindCasinos, params: params{"state": "WV", "has_rewards": true}},
		{query: "My grandpa grew up in Carnegie and still talks about it. Show me the Kiowa casinos in Oklahoma, please.", intent: FindCasinos, params: params{"state": "OK", "q": "Kiowa"}},

		// One casino's details (one pointing back to the casino of the
		// context), and details the directory does not keep.
		{query: "We had the best dinner at Pala Casino Spa Resort last month. Does that place have a hotel? Thinking of staying over next time.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Pala Casino Spa Resort")}},
		{query: "My mom loved Vegas, but she's done with the heat. How many slot machines does the Kootenai River Inn have? She'd only go if it's a big one.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Kootenai River Inn Casino and Spa")}},
		{query: "i'm stuck in Pittsburgh for work all week, bored out of my mind. how big is Rocky Gap? might drive down saturday", intent: CasinoDetail, params: params{"slug": slugOf(t, "Rocky Gap Casino Resort")}},
		{query: "We're staying in Tunica for my dad's 70th. What time does the buffet close at Fitz Casino & Hotel Tunica? Don't want to miss it.", intent: Unknown, params: params{}},
		{query: "My lungs can't take smoky casinos anymore. Is Three Rivers Casino Resort smoke-free?", intent: Unknown, params: params{}},
		{query: "My flight from Denver gets into Reno at 9. How long is the drive from the airport to Winners Inn Casino?", intent: Unknown, params: params{}},

		// Programs: the list, two ladders and two tiers' thresholds, each
		// after context naming another program, tier or casino.
		{query: "I've only ever been to Bally's Twin River Lincoln, so I'm new to all this. Which loyalty programs do you have info on? Want to compare before I sign up anywhere.", intent: ListPrograms, params: params{}},
		{query: "What are the tiers in Boyd Rewards? My coworker swears by MGM Rewards, but I mostly play at Boyd places.", intent: ProgramDetail, params: params{"id": programID(t, "Boyd Rewards")}},
		{query: "I've been a Caesars Rewards member for years and I'm kind of bored of it. what's the tier ladder for Genting Rewards? just curious", intent: ProgramDetail, params: params{"id": programID(t, "Genting Rewards")}},
		{query: "Hi there. My husband just made Platinum at Caesars and won't stop bragging. How many tier credits do you need for Pearl in MGM Rewards? I want to beat him. Cheers, Linda", intent: TierRequirement, params: params{"id": programID(t, "MGM Rewards")}, tier: "Pearl"},
		{query: "What does it take to reach Premier in WinStar Club Passport? I'm driving down from Wichita for my birthday and I'd love to hit it this year.", intent: TierRequirement, params: params{"id": programID(t, "WinStar Club Passport")}, tier: "Premier"},

		// Game facts (one pointing back to the game of the context), the
		// W-2G rule (one for the win the context tells), and two asks in one.
		{query: "I finally tried baccarat on our cruise and loved it! What kind of house edge does it have? Just want to know what I'm up against.", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "How many hands an hour does a blackjack table deal? Craps was brutal to me in Black Hawk last night, down $400.", intent: GameFacts, params: params{"game_type": "blackjack"}},
		{query: "won $1,350 on keno at Casino Queen Marquette last night!! is that gonna get me a w-2g", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1350}},
		{query: "My uncle won $900 at bingo once and never got a form. Would a $1,400 slot jackpot be reportable?", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 1400}},
		{query: "quick q's before our deadwood trip. whats the house edge on roulette and how many rooms does Deadwood Gulch Gaming Resort have", intent: Unknown, params: params{}},

		// Responsible-gaming help by state, limits proposed and read, and
		// advice no answer gives.
		{query: "Things have gotten bad since my divorce in March and I'm gambling way too much. Is there a helpline in Washington I can call? Please help.", intent: RGHelp, params: params{"topic": "helpline", "state": "WA"}},
		{query: "My brother self-excluded in Ohio last year and it really helped him. how do i put myself on the self-exclusion list in Indiana? i think i need to", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "IN"}},
		{query: "Lost way more than I planned at Catfish Bend this trip. Please set a weekly budget of $250 for me — I need to rein it in.", intent: SetBudget, params: params{"period": "week", "amount": 250}},
		{query: "i sat at one machine for six hours straight on saturday, which is nuts. from now on cap my sessions at 2 hours", intent: SetSessionLimit, params: params{"max_minutes": 120}},
		{query: "Quick one before we head to Branson: what budget and session limits do I have set right now?\nThanks!", intent: MyLimits, params: params{}},
		{query: "I keep losing on the slots at Red Wind Casino. Which machines should I play to win more?", intent: Unknown, params: params{}},

		// Comps: predicted at one casino and at all, and estimated.
		{query: "Had a decent run at Hollywood Casino Gulf Coast in March. What offer is Hard Rock Casino Northern Indiana likely to send me next?", intent: CompPredict, params: params{"casino_name": "Hard Rock Casino Northern Indiana"}},
		{query: "It's my birthday month, woohoo! What offers can I expect from each of my casinos next?", intent: CompPredictAll, params: params{}},
		{query: "If I play $10 craps for 4 hours, what's that worth in comps? My wife plays slots; I'm the craps guy.", intent: CompEstimate, params: params{"game_type": "craps", "avg_bet": 10, "hours": 4}},

		// Tiers: progress at one casino (one pointing back), the player's
		// tiers, a tier-match path (pointing back to the tier held) and
		// suggestions, and another person's tier.
		{query: "I've been playing a lot at Menominee Casino Resort this spring. how close am i to the next tier there?", intent: TierProgress, params: params{"casino_name": "Menominee Casino Resort"}},
		{query: "How many points do I still need for the next tier at Fortune Bay? We're doing Vicksburg for New Year's and I don't want to lose track.", intent: TierProgress, params: params{"casino_name": "Fortune Bay"}},
		{query: "Just renewed my Momentum card at the desk. Can you show all my tier statuses? I want to see where I stand everywhere.", intent: MyTiers, params: params{}},
		{query: "I hit Diamond with Caesars Rewards this year, finally! What tier would that get me if I status matched it to MGM Rewards?", intent: TierMatchPaths, params: params{"program": "Caesars Rewards", "to_program": "MGM Rewards"}, tier: "Diamond"},
		{query: "We're moving from Las Vegas to the east coast next year and I'd hate to lose my perks. Which programs would status match the tiers I already hold?", intent: TierMatchSuggestions, params: params{}},
		{query: "My husband plays at Prairie Band every weekend. What tier does he have there?", intent: Unknown, params: params{}},

		// Hosts: by language, at the casino of the context, the player's own.
		{query: "My parents are coming with us in August and my mom's English isn't great. Is there a casino host who speaks Gujarati?", intent: FindHosts, params: params{"language": "Gujarati"}},
		{query: "My wife and I are planning our anniversary at Legendary Waters. Are there any hosts at that one taking new players?", intent: FindHosts, params: params{}, filter: []string{"Legendary Waters", "Legendary Waters Resort & Casino"}},
		{query: "which hosts am i connected with now? my old one at Argosy retired last month :(", intent: MyHosts, params: params{}},

		// The player's records: trips (one pointing back to the casino of
		// the context), sessions, visits, vouchers, offers (one pointing
		// back), expiring offers, W-2Gs, the tax year and the bankroll;
		// another person's forms, two asks in one, advice, and writes /ask
		// does not run.
		{query: "We stay at Tin Lizzie Gaming Resort every summer. Show me my trips there from 2025.", intent: MyTrips, params: params{"casino_name": "Tin Lizzie Gaming Resort", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "Vegas in October was a disaster, don't ask. List every trip of mine from 2024 — I need them for my taxes.", intent: MyTrips, params: params{"from": "2024-01-01", "to": "2024-12-31"}},
		{query: "Video poker has been ice cold for me lately. can you pull up my roulette sessions? want to see if that's any better", intent: MySessions, params: params{"game_type": "roulette"}},
		{query: "Our group rents a cabin near Bowler every fall. Can you show my visit history? Trying to remember when I went last.", intent: MyVisits, params: params{}},
		{query: "Which of my ticket vouchers are expired? Found an old ticket from Fortune Casino Renton in my jacket and I'm hoping it's still good.", intent: MyVouchers, params: params{"status": "expired"}},
		{query: "Just got back from a long weekend at Cadillac Jack's. Do I have any offers from the same place yet? Hoping they sent something good.", intent: MyOffers, params: params{"casino_name": "Cadillac Jack's"}},
		{query: "Spent the day at Running Aces with my sister. Do I have any offers from Canterbury Park?", intent: MyOffers, params: params{"casino_name": "Canterbury Park"}},
		{query: "My free play at Boomtown went to waste last year because I forgot about it. what offers of mine run out in the next 14 days?", intent: ExpiringOffers, params: params{"within_days": 14}},
		{query: "Pull up my W-2G forms for 2024, please. Tax season is stressing me out and my accountant keeps emailing.", intent: MyW2Gs, params: params{"tax_year": 2024}},
		{query: "My sister hit a huge jackpot in 2024, way bigger than any of mine. What's the total I won on W-2Gs in 2025?", intent: W2GTotal, params: params{"tax_year": 2025}},
		{query: "We moved from Iowa to Kansas last spring, so this year's return is a mess. can you give me my gambling tax summary for 2025? wins and losses both", intent: TaxSummary, params: params{"tax_year": 2025}},
		{query: "Good morning!\nPayday was yesterday and I'm itching to get back to Wendover. How much is in my bankroll at the moment?", intent: Bankroll, params: params{}},
		{query: "I'm asking for my grandma, she doesn't do computers. How many W-2Gs did she get in 2025?", intent: Unknown, params: params{}},
		{query: "Back from Spokane Tribe Casino, what a weekend! What's my bankroll at, and how many casino visits have I checked in?", intent: Unknown, params: params{}},
		{query: "First time in Biloxi next month!! Should we stay at IP Casino Resort Spa or Palace Casino Resort? we like quiet places", intent: Unknown, params: params{}},
		{query: "Just got home from Silver Slipper Casino. Please log a trip there from April 3 to April 6. Thanks so much!", intent: Unknown, params: params{}},
		{query: "Cashed my $50 ticket at Wild Rose in Jefferson this morning. Mark that voucher as redeemed, please.", intent: Unknown, params: params{}},
		{query: "Met a really nice guy at the craps table in Cripple Creek; his handle is lucky_marco. Can you follow him for me?", intent: Unknown, params: params{}},
	}
}
