package ask

import "testing"

// heldOutEleventh is an eleventh held-out part, written blind and committed
// BEFORE its first run: by someone who had read only the action catalog and
// the service spec, the README's section on /ask (and its curl examples of
// the directory's query parameters), the shipped data (for real casino,
// program and tier names, towns, states and types), the whole of the tenth
// held-out part and the ninth part's header (for the format, the vocabulary
// of intents and parameters and their conventions), the intent names of
// ask.go, the expectation type and the programID and slugOf helpers, and
// the registration table of TestCorpusScore; never the rules of this
// package, the tuning phrases or the other held-out parts. Its wording is
// new: each phrase was checked with a case-insensitive fixed-string grep
// (file names only) against every test file of this package not to be in
// the corpus already (five drafts that were, "tribal casinos in washington
// state", "how many tier credits for seven stars", "list my host
// connections", "whats the dress code at bellagio" and "how do i get
// platinum", were replaced before the first run). It is phrased the way
// players and their agents type: lower case, slips of a letter ("casinoes",
// "requirment", "vouchrs"), shorthand ("gimme", "hrs", "min", "pls", "irs",
// "w2gs", "theo", "im"), amounts written in different ways ("2k", "5k",
// "1200 bucks", "$1,200", "$1,500"), relayed forms ("my user is at", "my
// user won ... does the casino", "my client needs", "my user wants to know
// their", "my client wants their"), towns with and without their state, a
// radius in miles or kilometres, coordinates, hotel, type and rewards
// filters, a brand's casinos in a state, and off-topic, unclear and double
// questions, details the API does not return, a tier two programs share and
// a change /ask does not make (9 of 60 expect Unknown).
//
// It follows the tenth and ninth parts' conventions (a casino named for a
// player action keeps the name as typed, without "the"; a filter adds the
// directory's name only when the typed words name exactly one casino;
// coordinates are the place as typed; a radius in miles is in kilometres to
// one decimal; a year named for the player's records is that calendar year;
// "last year" is 2025 and "last month" is April 2026, its first to its last
// day (the corpus's today is 2026-05-14); a town typed without its state is
// near the directory's town with its state; "in <town>" is near that town;
// a brand's casinos in a state are the state with q the brand's family name
// as the directory spells it; a casino's program is that casino's details;
// a tier two programs share named alone, two changes in one, a casino's
// address or phone number, and a change /ask does not propose are Unknown).
// A few choices of its own, where the conventions are silent:
//   - "hotel casinos in <town>" is has_hotel near that town; a "rewards
//     card" is has_rewards; "racinos" are the racino type; a brand's
//     "locations" in a state are its casinos there ("harrahs" is q
//     "Harrah's", as the directory spells it);
//   - "washington state" is WA;
//   - "the hold on penny slots" is a game fact for slots of denomination
//     0.01; "hands an hour" is blackjack's pace;
//   - a win "reportable to the irs" is the W-2G rule; keno and blackjack
//     are game types of the rule like any other; "5k" is 5000, "$1,200"
//     is 1200, and "with a $5 bet" is the wager 5;
//   - "the problem gambling number for nj" is rg_help helpline in NJ;
//     "self exclude in ohio" is self_exclusion in OH;
//   - "limit me to 2k a month" is a monthly budget of 2000; "make my
//     weekly budget 1200 bucks" is a weekly budget of 1200; "stop me after
//     90 min each session" is max_minutes 90; "no session over 3 hours for
//     me" is max_minutes 180; "what limits do i have set" reads the limits;
//   - "what kind of offer will <casino> give me next" is comp_predict
//     there; "forecast my offers across all my casinos" is
//     comp_predict_all; comps for a game, a bet and hours ("if i play 5 hrs
//     of $10 blackjack what comps do i earn", "theo on baccarat at $100 a
//     hand for 2 hours") are comp_estimate;
//   - "how far am i from the next level at" a casino and "points to next
//     tier at" one are tier_progress; "whats my status at bellagio" is the
//     player's tiers, filtered to Bellagio;
//   - "casino hosts at seneca niagara taking new players" is find_hosts
//     filtered to Seneca Niagara (the words name one casino); "who are the
//     hosts im connected with" is the player's hosts;
//   - "boyd emerald to mgm" is a tier-match path from Boyd Rewards'
//     Emerald (a tier only Boyd Rewards has) to MGM Rewards; "what could my
//     tiers be matched to" is tier-match suggestions;
//   - "sum of my w-2g jackpots" is the W-2G total; "open vouchrs" are the
//     vouchers with status "open"; "got any mohegan offers" is the player's
//     offers at "mohegan";
//   - "what does platinum status take" names a tier Caesars Rewards and
//     MGM Rewards share, so Unknown; "add a $50 free play offer from
//     borgata" is a change /ask does not propose, so Unknown; a dress code,
//     a restaurant tip and a horse race are things no answer says, so
//     Unknown.
//
// Its first run (go test ./internal/ask -run 'TestCorpusScore$' -count=1
// -v, once, on branch ask-heldout11 from main at a4ca0dc, with no rule
// changed for this part) scored 52 of 60 correct (86.7%): precision 93.5%
// (43 of 46 answers right), recall 84.3% (43 of 51 answerable), 5
// declined and 3 wrong; all 9 expected Unknowns were declined. No
// expectation was corrected after it. The wrong ones:
//   - a session cap stated as "stop me after" a time "each session" read
//     as a record: "stop me after 90 min each session" answered as
//     my_sessions, not proposed as set_session_limit of 90 minutes;
//   - a session cap stated as "no session over" a time read as a record:
//     "no session over 3 hours for me" answered as my_sessions, not
//     proposed as set_session_limit of 180 minutes;
//   - the hosts the player is "connected with" read as a host search:
//     "who are the hosts im connected with" answered as find_hosts, not
//     my_hosts.
//
// The declined ones: coordinates relayed with "my user is at", a dash
// and the radius after the question ("my user is at 36.17,-86.78 - any
// casinos within 60 miles?"), a casino's details asked as "gimme the
// rundown on" ("gimme the rundown on winstar world"), a tier's threshold
// with a slip in "requirement" after a program's family name ("boyd onyx
// requirment"), the list of programs asked as "what casino loyalty
// programs can i look up here", and a monthly budget stated as "limit me
// to 2k a month".
//
// The same run shows the fourth, seventh and eighth parts expecting a
// casino's phone number or address as casino_detail (each declined there),
// where the tenth part's convention, followed here, makes them Unknown;
// this part's two such phrases ("winstar phone number pls", "street
// address for mohegan sun") were declined and so scored right.
//
// After it, on branch ask-round11-fix, general rules with tuning phrases
// of their own (score_test.go, never these; no expectation here changed)
// took it to 59 of 60 (98.3%), none wrong, one declined: the hosts the
// player is "connected" or "linked" with, or has a "connection" with, as
// their own; asking to be stopped ("stop me", "cut me off", "kick me
// off") after or at a time a session or an amount a period, and "no"
// before what is capped then how far none may go ("no session over", "no
// single sitting longer than"), as a cap to set; "requirement" corrected
// at one slip like "requirements"; a number with no unit before a budget
// period ("500 a week", "2k per month") as money to lose in it; "gimme"
// as "give me"; and "here", in a question about programs (which have no
// place), as the service. Still declined: the coordinates relayed as "my
// user is at" (the relay's subject and verb before a place are not read
// as part of the relay, and no rule yet says they are).
//
// The number to quote for this part is the first run's above. Its bar is
// 95% correct and none wrong, as for the other held-out parts, and the
// test enforces it.
func heldOutEleventh(t testing.TB) []expectation {
	return []expectation{
		// The directory: places by town (with and without the state),
		// radius in miles and km, coordinates, types, hotels, rewards, a
		// brand in a state; one casino's details.
		{query: "hotel casinos in tunica", intent: FindCasinos, params: params{"near": "Tunica, MS", "has_hotel": true}},
		{query: "washington state tribal casinos", intent: FindCasinos, params: params{"state": "WA", "type": "tribal"}},
		{query: "casinos within 20 miles of shreveport la", intent: FindCasinos, params: params{"near": "Shreveport, LA", "radius_km": 32.2}},
		{query: "casinoes near black hawk within 40 km", intent: FindCasinos, params: params{"near": "Black Hawk, CO", "radius_km": 40}},
		{query: "any racinos in new york", intent: FindCasinos, params: params{"state": "NY", "type": "racino"}},
		{query: "oklahoma casinos that offer a rewards card", intent: FindCasinos, params: params{"state": "OK", "has_rewards": true}},
		{query: "my user is at 36.17,-86.78 - any casinos within 60 miles?", intent: FindCasinos, params: params{"near": "36.17,-86.78", "radius_km": 96.6}},
		{query: "harrahs locations in illinois", intent: FindCasinos, params: params{"state": "IL", "q": "Harrah's"}},
		{query: "commercial casinos in colorado with a hotel", intent: FindCasinos, params: params{"state": "CO", "type": "commercial", "has_hotel": true}},
		{query: "gimme the rundown on winstar world", intent: CasinoDetail, params: params{"slug": slugOf(t, "WinStar World Casino & Resort")}},
		{query: "which rewards club does pechanga resort belong to", intent: CasinoDetail, params: params{"slug": slugOf(t, "Pechanga Resort Casino")}},

		// Programs, their ladders and one tier's threshold.
		{query: "seven stars - how many credits does that take", intent: TierRequirement, params: params{"id": programID(t, "Caesars Rewards")}, tier: "Seven Stars"},
		{query: "boyd onyx requirment", intent: TierRequirement, params: params{"id": programID(t, "Boyd Rewards")}, tier: "Onyx"},
		{query: "winstar premier tier - how many points", intent: TierRequirement, params: params{"id": programID(t, "WinStar Club Passport")}, tier: "Premier"},
		{query: "show me the tiers in genting rewards", intent: ProgramDetail, params: params{"id": programID(t, "Genting Rewards")}},
		{query: "what casino loyalty programs can i look up here", intent: ListPrograms, params: params{}},

		// Game facts: pace and hold.
		{query: "how many hands an hour does blackjack play", intent: GameFacts, params: params{"game_type": "blackjack"}},
		{query: "whats the hold on penny slots", intent: GameFacts, params: params{"game_type": "slots", "denomination": 0.01}},

		// The W-2G rule by game, amount and wager.
		{query: "is a $1,500 keno win reportable to the irs", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1500}},
		{query: "my user won 5k at blackjack, does the casino issue a w2g", intent: W2GRule, params: params{"game_type": "blackjack", "amount_won": 5000}},
		{query: "$1,200 on video poker with a $5 bet, do i get a w-2g", intent: W2GRule, params: params{"game_type": "video_poker", "amount_won": 1200, "wager": 5}},

		// Responsible-gaming help by state.
		{query: "gambling addiction hotline in michigan", intent: RGHelp, params: params{"topic": "helpline", "state": "MI"}},
		{query: "how do i self exclude in ohio", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "OH"}},
		{query: "my client needs the problem gambling number for nj", intent: RGHelp, params: params{"topic": "helpline", "state": "NJ"}},

		// The player's limits: changes are proposed, and the limits read.
		{query: "limit me to 2k a month", intent: SetBudget, params: params{"period": "month", "amount": 2000}},
		{query: "make my weekly budget 1200 bucks", intent: SetBudget, params: params{"period": "week", "amount": 1200}},
		{query: "stop me after 90 min each session", intent: SetSessionLimit, params: params{"max_minutes": 90}},
		{query: "no session over 3 hours for me", intent: SetSessionLimit, params: params{"max_minutes": 180}},
		{query: "what limits do i have set right now", intent: MyLimits, params: params{}},

		// Comps: predicted at a casino or all of them, and estimated.
		{query: "what kind of offer will choctaw durant give me next", intent: CompPredict, params: params{"casino_name": "choctaw durant"}},
		{query: "forecast my offers across all my casinos", intent: CompPredictAll, params: params{}},
		{query: "if i play 5 hrs of $10 blackjack what comps do i earn", intent: CompEstimate, params: params{"game_type": "blackjack", "avg_bet": 10, "hours": 5}},
		{query: "theo on baccarat at $100 a hand for 2 hours", intent: CompEstimate, params: params{"game_type": "baccarat", "avg_bet": 100, "hours": 2}},

		// The next tier at a casino, and the player's tier at one.
		{query: "how far am i from the next level at borgata", intent: TierProgress, params: params{"casino_name": "borgata"}},
		{query: "my user wants to know their points to next tier at ameristar vicksburg", intent: TierProgress, params: params{"casino_name": "ameristar vicksburg"}},
		{query: "whats my status at bellagio", intent: MyTiers, params: params{}, filter: []string{"bellagio", "Bellagio Hotel and Casino"}},

		// Hosts by language or at a casino, and the player's own.
		{query: "find me a host who speaks spanish", intent: FindHosts, params: params{"language": "Spanish"}},
		{query: "casino hosts at seneca niagara taking new players", intent: FindHosts, params: params{}, filter: []string{"seneca niagara", "Seneca Niagara Casino & Hotel"}},
		{query: "who are the hosts im connected with", intent: MyHosts, params: params{}},

		// Tier matches from a named tier, and suggestions from the player's.
		{query: "status match from boyd emerald to mgm", intent: TierMatchPaths, params: params{"program": "Boyd Rewards", "to_program": "MGM Rewards"}, tier: "Emerald"},
		{query: "what could my tiers be matched to", intent: TierMatchSuggestions, params: params{}},

		// The player's records: trips, sessions, bankroll, offers,
		// vouchers, W-2Gs and the tax year.
		{query: "trips i took to the borgata in 2025", intent: MyTrips, params: params{"casino_name": "borgata", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "show last month's craps sessions", intent: MySessions, params: params{"game_type": "craps", "from": "2026-04-01", "to": "2026-04-30"}},
		{query: "roulette sessions at the cosmo", intent: MySessions, params: params{"casino_name": "cosmo", "game_type": "roulette"}},
		{query: "whats my bankroll sitting at", intent: Bankroll, params: params{}},
		{query: "got any mohegan offers on my account?", intent: MyOffers, params: params{"casino_name": "mohegan"}},
		{query: "any offers going to expire in the next 30 days", intent: ExpiringOffers, params: params{"within_days": 30}},
		{query: "show open vouchrs", intent: MyVouchers, params: params{"status": "open"}},
		{query: "list the w2gs from 2023", intent: MyW2Gs, params: params{"tax_year": 2023}},
		{query: "sum of my w-2g jackpots in 2025", intent: W2GTotal, params: params{"tax_year": 2025}},
		{query: "my client wants their gambling tax summary for last year", intent: TaxSummary, params: params{"tax_year": 2025}},

		// Off topic, unclear, a tier two programs share, two changes in
		// one, a phone number and an address, and a change /ask does not
		// make.
		{query: "does the bellagio have a dress code for the casino floor", intent: Unknown, params: params{}},
		{query: "bump my session limit to 4 hrs and weekly budget to 500", intent: Unknown, params: params{}},
		{query: "winstar phone number pls", intent: Unknown, params: params{}},
		{query: "street address for mohegan sun", intent: Unknown, params: params{}},
		{query: "what does platinum status take", intent: Unknown, params: params{}},
		{query: "any good steakhouses in reno", intent: Unknown, params: params{}},
		{query: "ok and the second one?", intent: Unknown, params: params{}},
		{query: "add a $50 free play offer from borgata", intent: Unknown, params: params{}},
		{query: "who won the kentucky derby", intent: Unknown, params: params{}},
	}
}
