package ask

import "testing"

// heldOutFiftyFifth is a fifty-fifth held-out part, written blind and
// committed BEFORE its first run: by someone who had read only the action
// catalog and the service spec (both whole), lines 89-155 and 428-480 of
// the README (the directory's curl examples and the section on /ask), the
// shipped data (casinos.csv, rewards_programs.json and
// program_properties.csv, through short scripts listing programs with
// their tiers and thresholds and casinos with town, state, type, hotel and
// brand; a listing of data/ was printed too), the whole of the
// twenty-ninth held-out part and the first eighty lines of the
// twenty-eighth (its header), the block of intent constants of ask.go
// (lines 1-60, which also showed the package comment and the first line
// of the Intent type's comment), the expectation type (lines 1-18 of
// heldout_test.go), the slugOf and programID helpers (lines 66-92 of
// ask_test.go) and the heldOutParts function of score_test.go; the newest
// commit's subject was printed by git worktree and git log (it records the
// first runs of the fifty-second and fifty-third parts, and their scores).
// Never the rules of this package, the tuning phrases or the other
// held-out parts (the fifty-first and fifty-third not at all). Every
// casino, program, tier, town and state used, in an ask or in its
// context, was checked against data/ with a short script. Its wording is
// new: each message was checked with a case-insensitive fixed-string grep
// (file names only) against every test file of this package, with and
// without its closing mark (a message with line breaks line by line), and
// none is there; each sentence of 25 characters or more was checked the
// same way, and ten asks found there on their own were reworded before the
// file was written ("What's the house edge in baccarat?", "what budget and
// session limits do I have on file?", "How close am I to the next tier at
// that casino?", "Is there a casino host who speaks Spanish?", "who are
// the hosts I'm connected with?", "how many casino visits have I checked
// in so far?", "which of my offers expire in the next 10 days?", "what's
// my gambling tax summary for 2025?", "What's my bankroll balance right
// now?", "What tier is he at there?"). Its places, casinos and programs
// were chosen, where the data allowed, among those the test files name
// least (by the same kind of grep, file names only): Guymon, Hertel,
// Yreka, Cusick, Ignacio, Colma, Bensalem, Tama, Wilkes-Barre, Williston,
// Chiloquin, Flandreau, Winterhaven, Okeechobee, Immokalee, Red Lake,
// Riverside Casino and Golf Resort, Apache Sky Casino, Lucky 77 Casino,
// Kewadin Casino Christmas, Hollywood Casino Perryville, Hollywood Casino
// Morgantown, Argosy Casino Alton, Lode Star Casino, Charging Horse
// Casino, Casino White Cloud, Mineral Palace Hotel and Gaming, Kalispel
// Park & Casino, Lucky Dog Casino, the 7 Clans casinos, Grazie Rewards and
// The Club at Pechanga (Genting's Tier 3, WinStar's Premier, MGM's Pearl
// and Choctaw Rewards Club are named by few earlier parts; Spanish, the
// host language, by several, since the shipped data names no languages).
//
// Its theme is a third part of LONGER MESSAGES, as people write to a chat
// assistant or an agent relays them: sixty messages of one to four
// sentences in which the ask itself is ordinary. Around the ask: context
// before it, a reason or wish after it, greetings and sign-offs ("Good
// morning!", "Hi there,", "Thanks so much!", "Cheers"), an agent's framing
// ("My user, who is planning a trip to Williston, asks: ...", "The user
// ... They would like ..."). The ask stands at the start (15), in the
// middle (11) or at the end (34); sentences are broken by ". ", "? ", "! ",
// "...", " - ", ": " and line breaks (2 messages). Registers: 9 relayed by
// an agent, 9 typed in lower case on a phone ("lol", "tho", "smh", "can
// u", "hrs"), 10 opening with a greeting or closing with a sign-off (two
// of them also relayed, one also typed on a phone), the rest a player's
// own story and ask. 48 are answerable by one action or directory search
// and 12 expect Unknown.
//
// By area (answerable): directory searches 8 (a town, a town with a type,
// a radius with a hotel, a radius, a state with a type twice, a state
// with rewards, a family in a state), casino details 2, programs 5 (the
// list, two programs' details, two tiers' thresholds), game facts 2, the
// W-2G rule 2, help line and self-exclusion 2, limits 4 (a weekly and a
// monthly budget and a session limit proposed, the limits read), comps 4
// (prediction at one casino and at all, two estimates), tiers 5 (progress
// at two casinos, the player's tiers, a tier-match path, suggestions),
// hosts 3 (by language, at a casino, the player's own), the player's
// records 11 (trips twice, sessions, visits, vouchers, offers, expiring
// offers, W-2Gs, the W-2G total, the tax summary, the bankroll). Unknown
// 12, each for a reason the spec gives: another person's records, made so
// by the context (3: a brother's tier, a user's wife's trips relayed by
// the agent, a father's bankroll; the catalog says never reveal another
// account's data and /ask acts with the caller's key); two asks in one
// message (2: a tier and expiring offers, two limits to set); a write /ask
// does not run (3: add_trip, check_in, bankroll_add; README: only changes
// such as a budget or a session cap are proposed); a fact nothing keeps
// (2: a dress code, buffet hours; neither is a Casino field); advice (2:
// which game to play, which program is better).
//
// How each was decided: the expectation is what the one ask in the
// message asks, decided from the spec and the catalog, never from the
// rules. Eight answerable asks point back to their context ("that town",
// "that place", "is that" for a keno win of $1,300, "that casino" twice,
// "it" for the MGM tier Pearl, "there" for a casino's hosts, "them" for
// a casino's offers), and the expectation takes from the context exactly
// what the pointer names (three Unknowns point back too: "he ... there",
// "her trips", "log a trip there"). In the other forty the context names
// a place, casino, program, person, game or date that the ask does not
// use, and the expectation reflects only the ask: a state or town in the
// context adds no state or near ("visiting my folks in wisconsin ...
// within 40 miles of hertel" is near Hertel with no state; "I split my
// year between Florida and Maine ... Which Maine casinos" is ME alone); a
// casino in the context adds no casino_name to an ask that names none (a
// bankroll asked while sitting at Harrah's Ak-Chin, vouchers after a trip
// to Apache Gold, expiring offers before Wilkes-Barre); a game or bet in
// the context adds nothing to an ask naming its own ("I usually play $5
// slots ... 2 hours of $25 baccarat" is baccarat at 25 for 2 hours;
// "played blackjack ... all week ... my craps sessions from 2025" is
// craps); a relative or friend named in the context does not make the
// ask theirs when the ask is the player's own or needs no person ("My
// sister and I stayed at ...: my trips", "We file jointly, but I only
// want my own numbers", "My mother-in-law ... only speaks Spanish. Can you
// find us a casino host who speaks Spanish?", "my roommate plays slots
// ... comps for 3 hrs of $15 roulette"). Comp estimates were given
// contexts with no casino on purpose, since a casino there could fairly be
// read as the estimate's casino_name.
//
// It follows the twenty-ninth part's conventions (a casino named for a
// player action keeps the name as typed; a host filter by casino is the
// typed words and the directory's name when the words name exactly one
// casino, with no parameter; a radius in miles is in kilometres to one
// decimal; a year named for the player's records is that calendar year;
// a town typed without its state is near the directory's town with its
// state; "in <state>" is the state; a family's casinos in a state are the
// state with q the family's name as the directory spells it; a tier named
// with its program is not ambiguous; a casino's details answer what the
// directory keeps about it, whichever field is asked for; a limit of money
// in a period is a budget; a W-2G question after a sentence telling a win
// asks the rule for that win; a tier-match question naming a held tier and
// two programs is the path, not the player's suggestions). Its own
// choices, where those are silent:
//   - no ask uses a month or a relative date, so no expectation depends on
//     today's date ("next week", "this spring", "in October" are context);
//   - "what casinos are there in that town?" after "a trip to Guymon,
//     Oklahoma" is near "Guymon, OK" (the town the pointer names, typed
//     with its state);
//   - "Which Maine casinos have a rewards program?" is ME with
//     has_rewards; "which tribal casinos are in Kansas?", "any racinos in
//     delaware" and "any tribal casinos near Yreka?" add the type;
//   - "How many slot machines does that place have?" after Riverside
//     Casino and Golf Resort, and "Tell me about Island View Casino
//     Resort." with a bus tour's other towns after it, are those casinos'
//     details;
//   - "What tiers does Grazie Rewards have?" and "show me The Club at
//     Pechanga rewards program" are those programs' details (the
//     directory has no ladder for either; the answer is still the
//     program's detail); "What does it take to reach Tier 3 in Genting
//     Rewards?" and "the requirement for premier in winstar club
//     passport" are those tiers' thresholds;
//   - "How many rolls per hour does a craps table usually get?" and the
//     house edge baccarat carries are game facts; "the W-2G threshold for
//     slot machines" is the rule for slots with no amount;
//   - "the number of a gambling helpline in Maryland" is the help line in
//     MD; "sign up for self-exclusion in Pennsylvania" is self-exclusion
//     in PA (a casino town in New Jersey in the context adds nothing);
//   - "$150 a month max on gambling, set it" is a monthly budget of 150;
//     "limit each of my sessions to 2 hours" is 120 minutes; "which
//     budget and session caps have I got on file?" reads the limits (one
//     read answers both, so it is one ask, not two);
//   - "What offer is Argosy Casino Alton likely to send me next?" is the
//     prediction there; "across all my casinos, what offers should I
//     expect next?" is the prediction for all;
//   - "How many points until my next tier at that casino?" after Kewadin
//     Casino Christmas is tier progress there, the name as typed;
//   - "Can I status match it over to Choctaw Rewards Club?" after "I've
//     got Pearl with MGM Rewards" is the path from MGM Rewards' Pearl to
//     Choctaw Rewards Club;
//   - "Are any hosts there taking new players?" after "the hosts at
//     Charging Horse" is find_hosts filtered to "Charging Horse" and
//     Charging Horse Casino;
//   - "how many casino check-ins do I have on record so far?" is the
//     player's visits; "Which of my ticket vouchers are still open?" has
//     the status open; "which of my offers run out within the next 10
//     days?" is the expiring offers within 10 days;
//   - "how much did i win in total on w2gs in 2023" is the W-2G total of
//     2023; "what does my 2025 gambling tax summary look like?" is the tax
//     summary of 2025.
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at e2ac5c5, the commit that added this part to main, after
// the fifty-first and fifty-third parts' rounds on longer messages, and no
// rule changed for this part) scored 43 of 60 correct (71.7%): precision
// 91.4% (32 of 35 answers right), recall 66.7% (32 of 48 answerable), 14
// declined and 3 wrong. No expectation was changed after it. The wrong
// ones: "My user plays at several casinos across Iowa and asks: across all
// my casinos, what offers should I expect next?" (the prediction at a
// casino "several casinos across"), "Heading to Wilkes-Barre next
// week... which of my offers run out within the next 10 days? Don't want
// to waste any." (within 7 days, not 10) and "My user's wife keeps the
// household gambling records on her own account. She'd like to see her
// trips from 2025." (the trips at a casino "see her trips", where the
// wife's records are asked). The fourteen declined are mostly an agent's
// frame ("My user, who is planning a trip to X, asks: ..."), an ask first
// with context after it, and a "remind me:" or "quick one -" opening.
//
// After its fix round (branch fix-55), it scores 60 of 60 (100%), none
// declined and none wrong; no expectation was changed. The general rules
// added (tuning in tuning55_test.go, tuningLongerMessagesThree):
//   - a colon after asking ("asks:", "wants to know:", "remind me:")
//     closes a sentence, so the ask after it is read alone (colonAsks);
//   - "that town" or "this city" points back to the story's town;
//   - after an agent's story of its user, "They/He/She would like ..." is
//     the user's relay (relayedSubject, relayAsks);
//   - the relayed user's relative ("my user's wife") is another person
//     (relayedOwner);
//   - "to" before a verb ("to see her trips") and a count of casinos
//     ("several casinos across") name no casino;
//   - "caps" are limits, so "budget and session caps" is one read;
//   - a W-2G question pointing back to a story's win asks its rule;
//   - a comp estimate of a play stated whole is nobody's records;
//   - afterwords keep the message's own breaks ("next week... which
//     offers ... 10 days" keeps 10), and "Our ...", a sigh ("ugh"), a
//     dash's tail of someone close wanting something, and being back
//     from a casino add nothing to the ask;
//   - a game "carries" or "comes with" its house edge;
//   - "$150 a month max" is the budget to set;
//   - a clause telling what the asker did ("I lost track ... after my
//     last trip to Bensalem - ...") binds its place to no answer but a
//     directory search.
func heldOutFiftyFifth(t testing.TB) []expectation {
	return []expectation{
		// The directory: a town (pointed back to once), a radius, a hotel,
		// a state with a type, rewards or a family; the context names other
		// places the ask does not use.
		{query: "Hey! My user is planning a trip to Guymon, Oklahoma in October and asks: what casinos are there in that town?", intent: FindCasinos, params: params{"near": "Guymon, OK"}},
		{query: "visiting my folks in wisconsin next month. any casinos with a hotel within 40 miles of hertel? we'd rather not drive home late", intent: FindCasinos, params: params{"near": "Hertel, WI", "radius_km": 64.4, "has_hotel": true}},
		{query: "Which tribal casinos are in Kansas? We loved our weekend at Sky Ute in Colorado last fall, and this year we're looking further east.", intent: FindCasinos, params: params{"state": "KS", "type": "tribal"}},
		{query: "Good morning! Which Maine casinos have a rewards program? I split my year between Florida and Maine and want to sign up somewhere up north. Thanks so much!", intent: FindCasinos, params: params{"state": "ME", "has_rewards": true}},
		{query: "The user grew up near the Kewadin casinos in Michigan but now lives in Oklahoma. They would like a list of the 7 Clans casinos in Oklahoma.", intent: FindCasinos, params: params{"state": "OK", "q": "7 Clans"}},
		{query: "Quick q before my flight to Sacramento... any tribal casinos near Yreka?", intent: FindCasinos, params: params{"near": "Yreka, CA", "type": "tribal"}},
		{query: "My user is flying into Spokane but staying with friends out in Cusick. They'd like casinos within 25 miles of Cusick, please.", intent: FindCasinos, params: params{"near": "Cusick, WA", "radius_km": 40.2}},
		{query: "hi, i live in louisiana but my cousin's wedding is in delaware in june! are there any racinos in delaware", intent: FindCasinos, params: params{"state": "DE", "type": "racino"}},

		// One casino's details (one pointed back to as "that place").
		{query: "I keep hearing about Riverside Casino and Golf Resort in Iowa. How many slot machines does that place have?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Riverside Casino and Golf Resort")}},
		{query: "Tell me about Island View Casino Resort. Our bus tour stops in Lula first and Vicksburg after that, and a friend says it's worth the detour.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Island View Casino Resort")}},

		// Programs: the list, two programs' details, two tiers' thresholds.
		{query: "Hello! I'm new to all this and only know Caesars Rewards because my friend uses it. Which rewards programs do you cover?", intent: ListPrograms, params: params{}},
		{query: "What tiers does Grazie Rewards have? An ad for it popped up in my feed this morning and I got curious.", intent: ProgramDetail, params: params{"id": programID(t, "Grazie Rewards")}},
		{query: "We just moved to Temecula and the neighbors won't stop talking about it. Can you show me The Club at Pechanga rewards program? I might sign up this weekend.", intent: ProgramDetail, params: params{"id": programID(t, "The Club at Pechanga")}},
		{query: "What does it take to reach Tier 3 in Genting Rewards? I play at Resorts World Catskills most weekends, so I'm curious.", intent: TierRequirement, params: params{"id": programID(t, "Genting Rewards")}, tier: "Tier 3"},
		{query: "my cousin got me into winstar... whats the requirement for premier in winstar club passport", intent: TierRequirement, params: params{"id": programID(t, "WinStar Club Passport")}, tier: "Premier"},

		// Game facts and the W-2G rule (one win told in the context and
		// pointed back to as "that").
		{query: "What kind of house edge does baccarat carry? My wife only plays the slots at Apache Sky Casino, but I'm a baccarat guy.", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "My brother-in-law only plays roulette when we go to Cripple Creek. How many rolls per hour does a craps table usually get?", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "i won 1300 on keno at Lucky 77 last night... is that enough for a w2g", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1300}},
		{query: "What's the W-2G threshold for slot machines? Asking before our trip to Cocopah next month - thanks!", intent: W2GRule, params: params{"game_type": "slots"}},

		// Responsible-gaming help by state.
		{query: "My user lives in Maryland and spends a lot of weekends at MGM National Harbor. They'd like the number of a gambling helpline in Maryland. They are worried about their spending.", intent: RGHelp, params: params{"topic": "helpline", "state": "MD"}},
		{query: "How do I sign up for self-exclusion in Pennsylvania? I've had a rough few months at the tables in Atlantic City and I live in PA now.", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "PA"}},

		// The player's limits: changes proposed, and the limits read.
		{query: "Set my weekly gambling budget to $400, please. My wife and I set some ground rules before our Chiloquin trip.", intent: SetBudget, params: params{"period": "week", "amount": 400}},
		{query: "ok new rule for me after last weekend in ignacio... $150 a month max on gambling, set it", intent: SetBudget, params: params{"period": "month", "amount": 150}},
		{query: "Please limit each of my sessions to 2 hours. Long nights at the poker room in Colma are wearing me out!", intent: SetSessionLimit, params: params{"max_minutes": 120}},
		{query: "Before I head out to Turtle Lake tonight, remind me: which budget and session caps have I got on file?", intent: MyLimits, params: params{}},

		// Comps: predicted at one casino and at all, and estimated.
		{query: "What offer is Argosy Casino Alton likely to send me next? I've been playing there a lot lately.", intent: CompPredict, params: params{"casino_name": "Argosy Casino Alton"}},
		{query: "My user plays at several casinos across Iowa and asks: across all my casinos, what offers should I expect next?", intent: CompPredictAll, params: params{}},
		{query: "I usually play $5 slots but I'm moving up. What would 2 hours of $25 baccarat earn me in comps? Just want a rough number.", intent: CompEstimate, params: params{"game_type": "baccarat", "avg_bet": 25, "hours": 2}},
		{query: "my roommate plays slots all night lol. quick one - comps for 3 hrs of $15 roulette?", intent: CompEstimate, params: params{"game_type": "roulette", "avg_bet": 15, "hours": 3}},

		// Tiers: progress at one casino (one pointed back to), the
		// player's tiers, a tier-match path ("it" is the tier) and the
		// player's suggestions.
		{query: "I've been hitting Kewadin Casino Christmas a lot this spring. How many points until my next tier at that casino?", intent: TierProgress, params: params{"casino_name": "Kewadin Casino Christmas"}},
		{query: "Hi there,\nmy user, who is planning a long weekend in Baltimore, asks: how far am I from the next tier at Hollywood Casino Perryville?\nThanks", intent: TierProgress, params: params{"casino_name": "Hollywood Casino Perryville"}},
		{query: "Morning! Trying to decide between Okeechobee and Immokalee this weekend. What's my tier at each of my casinos?", intent: MyTiers, params: params{}},
		{query: "I've got Pearl with MGM Rewards and I'm spending more time in Oklahoma these days. Can I status match it over to Choctaw Rewards Club?", intent: TierMatchPaths, params: params{"program": "MGM Rewards", "to_program": "Choctaw Rewards Club"}, tier: "Pearl"},
		{query: "Based on the tiers I already hold, which programs would give me a status match? I'm bored of the same two casinos near Flandreau.", intent: TierMatchSuggestions, params: params{}},

		// Hosts: by language, at a casino pointed back to as "there", and
		// the player's own.
		{query: "My mother-in-law is coming with us and she only speaks Spanish. Can you find us a casino host who speaks Spanish? It would make her trip so much easier.", intent: FindHosts, params: params{"language": "Spanish"}},
		{query: "Someone in my Facebook group said the hosts at Charging Horse are great. Are any hosts there taking new players?", intent: FindHosts, params: params{}, filter: []string{"Charging Horse", "Charging Horse Casino"}},
		{query: "I lost track of everyone after my last trip to Bensalem - which hosts am I actually connected with?", intent: MyHosts, params: params{}},

		// The player's records (two pointed back to: "that casino",
		// "them").
		{query: "My sister and I stayed at Lode Star Casino over Labor Day 2025. Can you pull up my trips to that casino in 2025?", intent: MyTrips, params: params{"casino_name": "Lode Star Casino", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "Greetings from Tama, Iowa! List all my trips from 2024 - I'm making a scrapbook of our travels. Cheers", intent: MyTrips, params: params{"from": "2024-01-01", "to": "2024-12-31"}},
		{query: "played blackjack at Blackbird Bend all week lol. show me my craps sessions from 2025 tho", intent: MySessions, params: params{"game_type": "craps", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "My user, who is planning a trip to Williston, asks: how many casino check-ins do I have on record so far?", intent: MyVisits, params: params{}},
		{query: "Which of my ticket vouchers are still open? Just got home from Apache Gold, exhausted!", intent: MyVouchers, params: params{"status": "open"}},
		{query: "Hollywood Casino Morgantown keeps mailing me stuff. What offers do I have from them right now?", intent: MyOffers, params: params{"casino_name": "Hollywood Casino Morgantown"}},
		{query: "Heading to Wilkes-Barre next week... which of my offers run out within the next 10 days? Don't want to waste any.", intent: ExpiringOffers, params: params{"within_days": 10}},
		{query: "List my W-2Gs for 2025 - my accountant in Winterhaven wants copies. Tax season again, ugh.", intent: MyW2Gs, params: params{"tax_year": 2025}},
		{query: "doing my taxes late again smh. how much did i win in total on w2gs in 2023", intent: W2GTotal, params: params{"tax_year": 2023}},
		{query: "Good evening.\nWe file jointly, but I only want my own numbers: what does my 2025 gambling tax summary look like?", intent: TaxSummary, params: params{"tax_year": 2025}},
		{query: "I'm sitting at Harrah's Ak-Chin waiting on my wife. What does my bankroll look like at the moment? She's taking forever lol.", intent: Bankroll, params: params{}},

		// Unknown: another person's records, made so by the context.
		{query: "My brother plays at Casino White Cloud every weekend. What tier has he reached there?", intent: Unknown, params: params{}},
		{query: "My user's wife keeps the household gambling records on her own account. She'd like to see her trips from 2025.", intent: Unknown, params: params{}},
		{query: "My dad has his own account on here too - how much is left in his bankroll?", intent: Unknown, params: params{}},

		// Unknown: two asks in one message.
		{query: "Hi! Two things before our Deadwood weekend: what's my tier at Mineral Palace, and do I have any offers expiring soon?", intent: Unknown, params: params{}},
		{query: "trying to be good this summer. can u set my daily budget to $60 and also cap sessions at 90 min", intent: Unknown, params: params{}},

		// Unknown: a write /ask does not run.
		{query: "Just got back from Kalispel Park & Casino! Please log a trip there from June 3 to June 5, 2025. Loved it.", intent: Unknown, params: params{}},
		{query: "Checked in at Lucky Dog Casino tonight - can you record the visit for me?", intent: Unknown, params: params{}},
		{query: "Add $500 to my bankroll as a deposit, please - I moved it into my gambling account this morning.", intent: Unknown, params: params{}},

		// Unknown: a fact nothing keeps.
		{query: "What's the dress code at Wild Rose Casino and Resort Emmetsburg? We're driving to Emmetsburg for the weekend.", intent: Unknown, params: params{}},
		{query: "My user, who is flying into Sioux City on Friday, asks: what time does the buffet open at Hard Rock Hotel & Casino Sioux City?", intent: Unknown, params: params{}},

		// Unknown: advice.
		{query: "I've got $2,000 for the whole trip to Red Lake. Should I play blackjack or slots to make it last?", intent: Unknown, params: params{}},
		{query: "Everyone at my table says I should drop Boyd Rewards for Caesars Rewards. Which one do you think is better for me?", intent: Unknown, params: params{}},
	}
}
