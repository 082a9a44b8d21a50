package ask

import "testing"

// heldOutThirteenth is a thirteenth held-out part, written blind and
// committed BEFORE its first run: by someone who had read only the action
// catalog and the service spec, the README's section on /ask (and its curl
// examples of the directory's query parameters), the shipped data (for real
// casino, program and tier names, towns, states, types and brands), the
// whole of the twelfth held-out part and the eleventh part's header (for
// the format, the vocabulary of intents and parameters and their
// conventions), the intent names of ask.go, the expectation type and the
// programID and slugOf helpers, and the registration table of
// TestCorpusScore; never the rules of this package, the tuning phrases or
// the other held-out parts. Its wording is new: each phrase was checked
// with a case-insensitive fixed-string grep (file names only) against every
// test file of this package not to be in the corpus already (three drafts
// that were, "1-800 number for compulsive gamblers", "gambling wins and
// losses summary for my 2025 taxes" and "delete my last trip", were
// replaced before the first run). It is phrased the way players and their
// agents type: lower case, slips of a letter ("qualifcation", "speek",
// "blakjack", "expirng"), shorthand ("la", "ok", "nj", "w/in", "kms",
// "mi", "pts", "hrs", "yr", "rn", "ur", "q", "pls", "num", "w2g", "tito"),
// amounts written in different ways ("$2,400", "5k", "$8,000", "75",
// "$2,500", "$50", "$500"), times written in different ways ("2hrs", "30
// minute", "90 minutes"), chatter before the question ("hey so quick q,",
// "ok so"), relayed forms ("my dad hit", "my brother", "my mom needs", "my
// user wants", "the customer wants to know", "my client wants"), towns
// with and without their state (the state as a code, once "ok", which is
// also a word), a radius in miles or kilometres, coordinates, hotel, type
// and rewards filters, a brand's casinos in a state, and off-topic, unclear
// and double questions, details the API does not return, a tier two
// programs share, and a change /ask does not propose (9 of 60 expect
// Unknown).
//
// It follows the twelfth and eleventh parts' conventions (a casino named
// for a player action keeps the name as typed, without "the"; a filter adds
// the directory's name only when the typed words name exactly one casino;
// coordinates are the place as typed; a radius in miles is in kilometres to
// one decimal; a year named for the player's records is that calendar year;
// "last year" is 2025 and "last month" is April 2026, its first to its last
// day (the corpus's today is 2026-05-14); a town typed without its state is
// near the directory's town with its state; "in <town>" is near that town;
// a brand's casinos in a state are the state with q the brand's family name
// as the directory spells it; a national help line with no state named is
// rg_help helpline with no state; a tier named with its program is not
// ambiguous; a casino's program is that casino's details; a tier two
// programs share named alone, two changes in one, a casino's address or
// phone number, and a change /ask does not propose are Unknown). A few
// choices of its own, where the conventions are silent:
//   - "racinos in new york state" are the racino type in NY; "native
//     american casinos" are tribal, like "indian casinos"; "a players club"
//     is has_rewards; "every hollywood casino in ohio" is OH with q
//     "Hollywood" (a family, though Hollywood is also a town, in Florida);
//     "around" a town is near it; "tulsa ok" is near Tulsa, OK ("ok" as
//     the state's code); "40 kms" is 40 km; "w/in 20 miles of lake
//     charles" is near Lake Charles, LA within 32.2 km; "within 50 mi" of
//     coordinates is 80.5 km; "a casino with a hotel near tunica" is
//     has_hotel near Tunica, MS;
//   - "details for the borgata" and "what rewards club is the cosmo in"
//     are those casinos' details (the Cosmopolitan of Las Vegas, as
//     players shorten it);
//   - "caesars diamond elite qualifcation" is Caesars Rewards' Diamond
//     Elite; "status pts for shining star" is Lucky Star Rewards' Shining
//     Star (a tier only that program has, though its amount is not
//     published); "winstar passport elite" is WinStar Club Passport's Elite
//     (not Caesars' Diamond Elite: the program is named); "what tiers does
//     boyd rewards have" is that program's ladder; "the rewards programs in
//     ur database" lists the programs;
//   - "the house edge for video poker" is a game fact for video_poker;
//     "what do quarter slot machines hold" is a game fact for slots of
//     denomination 0.25;
//   - "hit $2,400 on video poker, will he get a w2g" is the W-2G rule for
//     video_poker; "won 5k at craps, w-2g or no" is the rule for craps (the
//     rule says whether a table game is reportable); a poker tournament
//     win "with a $200 buy-in" is the rule for poker with the wager 200
//     (the buy-in is what was wagered);
//   - "problem gambling hotline ohio" is the helpline in OH; "can my
//     brother ban himself from casinos in new jersey" is self_exclusion in
//     NJ; "is there a national hotline" for someone's gambling is the
//     helpline with no state;
//   - "cap my daily losses at 75" is a daily budget of 75; "put me on a
//     $2,500 monthly budget" is a monthly budget of 2500; "max session
//     length 2hrs" is max_minutes 120; "my user wants a 30 minute session
//     limit" is max_minutes 30; "what budget and session limits do i have
//     on file" reads the limits;
//   - "forecast my next offer from" a casino is comp_predict there, the
//     name as typed; "rank all my casinos by predicted offers" is
//     comp_predict_all; "$50 a hand blackjack for 2 hrs ... in comps" and
//     "baccarat $500 a hand for 90 minutes" (1.5 hours) are comp_estimate;
//   - "how close am i to the next tier at" and "points per day i need at"
//     a casino "to level up" are tier_progress; "my status at the
//     venetian?" is the player's tiers filtered to Venetian Las Vegas (the
//     one casino the word names);
//   - "hosts that speek korean" is find_hosts in Korean; "a host at green
//     valley ranch" is find_hosts filtered to Green Valley Ranch; "who
//     their hosts are", relayed, is the player's hosts;
//   - "can i match caesars diamond over to mgm" is a tier-match path from
//     Caesars Rewards' Diamond (a tier only Caesars Rewards has) to MGM
//     Rewards; "status match ideas based on his tiers", relayed, is
//     tier-match suggestions;
//   - "trips to the borgata last yr" are the trips at "borgata" in 2025;
//     "whats my bankroll at rn" is the bankroll; "offers expirng w/in 3
//     days" are expiring offers within 3 days; "open tito vouchers" are the
//     vouchers with status "open" (TITO is the ticket-in/ticket-out
//     voucher); "my 2025 w-2g forms" lists the W-2Gs of 2025; "how much in
//     w2g jackpots did i have last year" is the W-2G total of 2025; "my
//     2025 gambling tax summary" is the tax summary of 2025;
//   - "whats it take to get gold status" names a tier Caesars Rewards and
//     MGM Rewards share, so Unknown; "remove the trip i logged to reno last
//     week" is a change /ask does not propose, so Unknown; a steakhouse,
//     which slot pays best at a casino and a basketball score are things no
//     answer says, so Unknown; "hmm ok and what about tuesday" is unclear,
//     so Unknown; "what street is the bellagio on" asks an address and
//     "need foxwoods phone num" a phone number, so Unknown.
//
// Its first run (go test ./internal/ask -run 'TestCorpusScore$' -count=1
// -v, once, on branch ask-heldout13 from main at c5d7d03, with no rule
// changed for this part) scored 54 of 60 correct (90.0%): precision 100.0%
// (45 of 45 answers right), recall 88.2% (45 of 51 answerable), 6
// declined and none wrong; all 9 expected Unknowns were declined. No
// expectation was corrected after it.
//
// The declined ones: a tier's threshold asked as a slip in "qualification"
// after a program's family name and a tier of two words ("caesars diamond
// elite qualifcation"); a game's house edge after chatter ("hey so quick
// q, whats the house edge for video poker"); the hold of slots of a
// denomination named as "quarter slot machines" ("what do quarter slot
// machines hold on avg"); the W-2G rule relayed after chatter, with the
// win as "hit" an amount "on video poker" and the form as "w2g" ("ok so
// my dad hit $2,400 on video poker, will he get a w2g"); self-exclusion
// asked, relayed, as whether someone can "ban himself from casinos in" a
// state ("can my brother ban himself from casinos in new jersey"); and the
// progress to the next tier asked as "points per day i need at" a casino
// "to level up" ("points per day i need at foxwoods to level up").
//
// The same run shows the other parts as main left them: the fourth,
// seventh and eighth parts' phone-number and address phrases declined
// (their expectations predate the convention that makes them Unknown),
// and the eleventh part's coordinates relayed as "my user is at" still
// declined; this part's phone number and address phrases ("need foxwoods
// phone num", "what street is the bellagio on") were declined and so
// scored right.
//
// After it, on branch ask-heldout13, general rules with tuning phrases
// of their own (score_test.go, never these; no expectation here changed)
// took it to 60 of 60 (100%), none wrong, none declined: a person close
// to the asker ("my wife's", "my brother's") as not the asker, so that
// their records and limits decline rather than read or change the
// asker's (a guard: such questions were answered with the asker's own
// records before); chatter leading into a question ("ok so", "so,",
// "quick q,", "a quick question:") as carrying nothing, "ok" only before
// "so", a lead-in or a comma, and a follow-up after chatter still a
// follow-up; "avg" as "average"; the W-2G rule as holding for whoever
// won, so a win of a person close to the asker ("my wife won", "will
// she get") is asked like the asker's own; someone banning or barring
// themselves ("ban herself", "bar himself") as self-exclusion, a ban of
// someone else still declined; a slip in "qualification" or
// "qualifying" as the word; and the deadline, the days left and the
// points needed per day, which tier_progress returns, as the progress
// (its answer now states the points a day). The other parts kept every
// correct answer.
//
// The number to quote for this part is the first run's above. Its bar is
// 95% correct and none wrong, as for the other held-out parts, and the
// test enforces it.
func heldOutThirteenth(t testing.TB) []expectation {
	return []expectation{
		// The directory: places by town (with and without the state),
		// radius in miles and km, coordinates, types, hotels, rewards, a
		// brand in a state; one casino's details.
		{query: "any racinos in new york state?", intent: FindCasinos, params: params{"state": "NY", "type": "racino"}},
		{query: "native american casinos in minnesota", intent: FindCasinos, params: params{"state": "MN", "type": "tribal"}},
		{query: "what casinos are around shreveport la", intent: FindCasinos, params: params{"near": "Shreveport, LA"}},
		{query: "casinos w/in 20 miles of lake charles", intent: FindCasinos, params: params{"near": "Lake Charles, LA", "radius_km": 32.2}},
		{query: "casinos 40 kms from tulsa ok", intent: FindCasinos, params: params{"near": "Tulsa, OK", "radius_km": 40}},
		{query: "closest casinos to 32.35,-90.18 within 50 mi", intent: FindCasinos, params: params{"near": "32.35,-90.18", "radius_km": 80.5}},
		{query: "need a casino with a hotel near tunica", intent: FindCasinos, params: params{"near": "Tunica, MS", "has_hotel": true}},
		{query: "nj casinos that have a players club", intent: FindCasinos, params: params{"state": "NJ", "has_rewards": true}},
		{query: "every hollywood casino in ohio", intent: FindCasinos, params: params{"state": "OH", "q": "Hollywood"}},
		{query: "details for the borgata pls", intent: CasinoDetail, params: params{"slug": slugOf(t, "Borgata Hotel Casino and Spa")}},
		{query: "what rewards club is the cosmo in", intent: CasinoDetail, params: params{"slug": slugOf(t, "Cosmopolitan of Las Vegas")}},

		// Programs, their ladders and one tier's threshold.
		{query: "caesars diamond elite qualifcation", intent: TierRequirement, params: params{"id": programID(t, "Caesars Rewards")}, tier: "Diamond Elite"},
		{query: "how many status pts for shining star", intent: TierRequirement, params: params{"id": programID(t, "Lucky Star Rewards")}, tier: "Shining Star"},
		{query: "winstar passport elite - pts required?", intent: TierRequirement, params: params{"id": programID(t, "WinStar Club Passport")}, tier: "Elite"},
		{query: "what tiers does boyd rewards have", intent: ProgramDetail, params: params{"id": programID(t, "Boyd Rewards")}},
		{query: "list all the rewards programs in ur database", intent: ListPrograms, params: params{}},

		// Game facts: house edge and hold.
		{query: "hey so quick q, whats the house edge for video poker", intent: GameFacts, params: params{"game_type": "video_poker"}},
		{query: "what do quarter slot machines hold on avg", intent: GameFacts, params: params{"game_type": "slots", "denomination": 0.25}},

		// The W-2G rule by game, amount and wager.
		{query: "ok so my dad hit $2,400 on video poker, will he get a w2g", intent: W2GRule, params: params{"game_type": "video_poker", "amount_won": 2400}},
		{query: "won 5k at craps, w-2g or no?", intent: W2GRule, params: params{"game_type": "craps", "amount_won": 5000}},
		{query: "$8,000 poker tourney win with a $200 buy-in, does the casino issue a w-2g", intent: W2GRule, params: params{"game_type": "poker", "amount_won": 8000, "wager": 200}},

		// Responsible-gaming help by state, and a national line.
		{query: "problem gambling hotline ohio", intent: RGHelp, params: params{"topic": "helpline", "state": "OH"}},
		{query: "can my brother ban himself from casinos in new jersey", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "NJ"}},
		{query: "my mom needs someone to talk to about her gambling, is there a national hotline", intent: RGHelp, params: params{"topic": "helpline"}},

		// The player's limits: changes are proposed, and the limits read.
		{query: "cap my daily losses at 75", intent: SetBudget, params: params{"period": "day", "amount": 75}},
		{query: "put me on a $2,500 monthly budget", intent: SetBudget, params: params{"period": "month", "amount": 2500}},
		{query: "max session length 2hrs", intent: SetSessionLimit, params: params{"max_minutes": 120}},
		{query: "my user wants a 30 minute session limit", intent: SetSessionLimit, params: params{"max_minutes": 30}},
		{query: "what budget and session limits do i have on file", intent: MyLimits, params: params{}},

		// Comps: predicted at a casino or all of them, and estimated.
		{query: "forecast my next offer from hard rock atlantic city", intent: CompPredict, params: params{"casino_name": "hard rock atlantic city"}},
		{query: "rank all my casinos by predicted offers", intent: CompPredictAll, params: params{}},
		{query: "whats $50 a hand blackjack for 2 hrs earn me in comps", intent: CompEstimate, params: params{"game_type": "blackjack", "avg_bet": 50, "hours": 2}},
		{query: "baccarat $500 a hand for 90 minutes, how much comp", intent: CompEstimate, params: params{"game_type": "baccarat", "avg_bet": 500, "hours": 1.5}},

		// The next tier at a casino, and the player's tier at one.
		{query: "how close am i to the next tier at mohegan sun", intent: TierProgress, params: params{"casino_name": "mohegan sun"}},
		{query: "points per day i need at foxwoods to level up", intent: TierProgress, params: params{"casino_name": "foxwoods"}},
		{query: "my status at the venetian?", intent: MyTiers, params: params{}, filter: []string{"venetian", "Venetian Las Vegas"}},

		// Hosts by language or at a casino, and the player's own.
		{query: "any hosts that speek korean", intent: FindHosts, params: params{"language": "Korean"}},
		{query: "find me a host at green valley ranch", intent: FindHosts, params: params{}, filter: []string{"green valley ranch", "Green Valley Ranch"}},
		{query: "the customer wants to know who their hosts are", intent: MyHosts, params: params{}},

		// Tier matches from a named tier, and suggestions from the player's.
		{query: "can i match caesars diamond over to mgm", intent: TierMatchPaths, params: params{"program": "Caesars Rewards", "to_program": "MGM Rewards"}, tier: "Diamond"},
		{query: "my client wants status match ideas based on his tiers", intent: TierMatchSuggestions, params: params{}},

		// The player's records: trips, sessions, bankroll, offers,
		// vouchers, W-2Gs and the tax year.
		{query: "trips to the borgata last yr", intent: MyTrips, params: params{"casino_name": "borgata", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "my blakjack sessions from last month", intent: MySessions, params: params{"game_type": "blackjack", "from": "2026-04-01", "to": "2026-04-30"}},
		{query: "craps sessions at caesars palace in 2025", intent: MySessions, params: params{"casino_name": "caesars palace", "game_type": "craps", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "whats my bankroll at rn", intent: Bankroll, params: params{}},
		{query: "what offers do i have from golden nugget", intent: MyOffers, params: params{"casino_name": "golden nugget"}},
		{query: "offers expirng w/in 3 days", intent: ExpiringOffers, params: params{"within_days": 3}},
		{query: "how many open tito vouchers do i have", intent: MyVouchers, params: params{"status": "open"}},
		{query: "pull my 2025 w-2g forms", intent: MyW2Gs, params: params{"tax_year": 2025}},
		{query: "how much in w2g jackpots did i have last year", intent: W2GTotal, params: params{"tax_year": 2025}},
		{query: "need my 2025 gambling tax summary for the accountant", intent: TaxSummary, params: params{"tax_year": 2025}},

		// Off topic, unclear, a tier two programs share, two changes in
		// one, a phone number and an address, and a change /ask does not
		// propose.
		{query: "best steakhouse inside the venetian?", intent: Unknown, params: params{}},
		{query: "set my weekly budget to 400 and daily to 100", intent: Unknown, params: params{}},
		{query: "need foxwoods phone num", intent: Unknown, params: params{}},
		{query: "what street is the bellagio on", intent: Unknown, params: params{}},
		{query: "whats it take to get gold status", intent: Unknown, params: params{}},
		{query: "remove the trip i logged to reno last week", intent: Unknown, params: params{}},
		{query: "hmm ok and what about tuesday", intent: Unknown, params: params{}},
		{query: "which slot at the cosmo pays best", intent: Unknown, params: params{}},
		{query: "who won the lakers game last night", intent: Unknown, params: params{}},
	}
}
