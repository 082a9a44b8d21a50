package ask

import "testing"

// heldOutFourteenth is a fourteenth held-out part, written blind and
// committed BEFORE its first run: by someone who had read only the action
// catalog and the service spec, the README's section on /ask (and its curl
// examples of the directory's query parameters), the shipped data (for real
// casino, program and tier names, towns, states, types and brands), the
// whole of the thirteenth held-out part and the twelfth part's header (for
// the format, the vocabulary of intents and parameters and their
// conventions), the intent names of ask.go, the expectation type and the
// programID and slugOf helpers, and the registration table of
// TestCorpusScore; never the rules of this package, the tuning phrases or
// the other held-out parts. Its wording is new: each phrase was checked
// with a case-insensitive fixed-string grep (file names only) against every
// test file of this package not to be in the corpus already (seven drafts
// that were, "racetrack casinos in iowa", "what do u need for 7 stars",
// "mgm noir requirments", "show all my tier statuses", "how much is left
// in my bankrol", "and the second one?" and "platinum requirements", were
// replaced before the first run). It is phrased the way players and their
// agents type: lower case, slips of a letter ("requirments", "sessons",
// "bankrol"), shorthand ("ms", "km", "pls", "gimme", "hrs", "rn", "w2g",
// "w2gs", "tito", "2nd"), amounts written in different ways ("$1,500",
// "$1,200", "$3000", "$5", "$1k", "150 bucks", "$25", "$2", "200",
// "$500"), times written in different ways ("3 hours", "75 minutes", "3
// hrs", "4 hours", "2 hours"), chatter and
// context before the question ("we're driving to reno next week,", "ok
// but"), relayed forms ("my client wants", "my user says her", "my wife
// hit ... do we"), towns with and without their state (the state as a
// code), a radius in miles or kilometres, coordinates, hotel, type and
// rewards filters, a brand's casinos in a state, and off-topic, unclear
// and double questions, details the API does not return, another person's
// records, a tier two programs share, and changes /ask does not propose (9
// of 60 expect Unknown).
//
// It follows the thirteenth and twelfth parts' conventions (a casino named
// for a player action keeps the name as typed, without "the"; a filter
// adds the directory's name only when the typed words name exactly one
// casino; coordinates are the place as typed; a radius in miles is in
// kilometres to one decimal; a year named for the player's records is that
// calendar year; "last year" is 2025 and "last month" is April 2026, its
// first to its last day (the corpus's today is 2026-05-14); a town typed
// without its state is near the directory's town with its state; "in
// <town>" is near that town; a brand's casinos in a state are the state
// with q the brand's family name as the directory spells it; a national
// help line with no state named is rg_help helpline with no state; a tier
// named with its program is not ambiguous; a casino's program is that
// casino's details; a tier two programs share named alone, two changes in
// one, a casino's address or phone number, another person's records, and a
// change /ask does not propose are Unknown). A few choices of its own,
// where the conventions are silent:
//   - "which casinos there have a hotel", after "we're driving to reno",
//     is has_hotel near Reno, NV (the town named in the context); "10
//     miles of vicksburg ms" is near Vicksburg, MS within 16.1 km; "25 km
//     of black hawk" is near Black Hawk, CO within 25 km; "within 8 km of
//     36.17,-115.14" is near those coordinates within 8 km; "gambling
//     spots" are casinos; "iowa racino options" are the racino type in IA;
//     "council bluffs casinos that have a rewards club" are has_rewards
//     near Council Bluffs, IA; "harrahs casinos in nevada" are NV with q
//     "Harrah's" (the family as the directory spells it, with its
//     apostrophe); "commercial casinos in indiana", relayed, are the
//     commercial type in IN;
//   - "which rewards program is resorts world las vegas under" is the
//     details of Resorts World Casino Las Vegas; "gimme the rundown on wynn
//     las vegas" is the details of Wynn Las Vegas (not Wynn Encore Las
//     Vegas: the words are that casino's whole name);
//   - "seven stars, how many credits to qualify" is Caesars Rewards' Seven
//     Stars (a tier only that program has); "requirments for noir with mgm
//     rewards" is MGM Rewards' NOIR (its qualification is "by invitation
//     only", still the tier's requirement); "what does onyx take at boyd"
//     is Boyd Rewards' Onyx; "lucky star rewards tier list" is that
//     program's ladder (the words name the program, not the Lucky Star
//     casinos of Oklahoma); "what rewards programs can i look up here"
//     lists the programs;
//   - "how many hands an hour does blackjack deal" is a game fact (pace)
//     for blackjack; "how much do penny slots keep on average" is a game
//     fact for slots of denomination 0.01;
//   - "my wife hit a $1,500 keno jackpot, do we need a w2g" is the W-2G
//     rule for keno (a win of a person close to the asker asked like the
//     asker's own); "$1,200 on a slot machine" is the rule for slots; "hit
//     $3000 on a $5 roulette bet" is the rule for roulette with the wager
//     5;
//   - "who do i call in michigan if my gambling is getting out of hand" is
//     the helpline in MI; "sign up for indiana's self exclusion list" is
//     self_exclusion in IN; "is there a helpline she can call", relayed,
//     with no state, is the helpline with no state;
//   - "limit me to $1k a month" is a monthly budget of 1000; "daily
//     gambling budget: 150 bucks" is a daily budget of 150; "cut me off
//     after 3 hours each session" is max_minutes 180; "sessions capped at
//     75 minutes please" is max_minutes 75; "do i have a weekly budget set
//     up" reads the limits (a question, nothing to set);
//   - "whats my next offer from borgata gonna look like" is comp_predict
//     at "borgata"; "compare predicted comps across all the casinos i play"
//     is comp_predict_all; "craps at $25 a roll for 3 hrs" and "slots at
//     $2 a spin for 4 hours" are comp_estimate;
//   - "how far am i from the next level at wynn" is tier_progress at
//     "wynn"; "list every casino tier i hold" is the player's tiers;
//     "which tier did i reach at bellagio" is the player's tiers filtered
//     to Bellagio Hotel and Casino (the one casino the word names);
//   - "a host who speaks mandarin" is find_hosts in Mandarin; "find a host
//     at encore boston" is find_hosts filtered to Encore Boston Harbor
//     (the words name one casino); "who's my casino host again" is the
//     player's hosts;
//   - "could my mgm gold get matched over to caesars" is a tier-match path
//     from MGM Rewards' Gold to Caesars Rewards (Gold is shared, but the
//     program is named); "what status matches could i get with my current
//     tiers" is tier-match suggestions;
//   - "list my trips to hard rock hollywood in 2024" are the trips at "hard
//     rock hollywood" in 2024; "trips i took last month" are the trips of
//     April 2026; "all my video poker sessons at the cosmo" are the
//     sessions at "cosmo" of video_poker; "whats my bankrol balance looking
//     like" is the bankroll; "do i have any offers at mgm grand rn" are the
//     offers at "mgm grand"; "anything in my offers expiring in the next
//     10 days" is expiring offers within 10 days; "expired tito tickets"
//     are the vouchers with status "expired"; "show my w2gs from 2024"
//     lists the W-2Gs of 2024; "total of my w-2g wins last year" is the
//     W-2G total of 2025; "my net gambling winnings and losses for taxes in
//     2024" is the tax summary of 2024;
//   - rain in biloxi is off topic, so Unknown; a daily budget and a
//     session limit in one is two changes, so Unknown; "whats winstars
//     phone number" asks a phone number and "street address for hard rock
//     atlantic city?" an address, so Unknown; "pull up my husband's trips"
//     asks another person's records, so Unknown; "ok but what about the
//     2nd one" is unclear, so Unknown; "how do i qualify for platinum"
//     names a tier Caesars Rewards and MGM Rewards share, so Unknown;
//     booking a room is a thing no answer does, so Unknown; "add a $500
//     deposit to my bankroll" is a change /ask does not propose, so
//     Unknown.
//
// Its first run (go test ./internal/ask -run 'TestCorpusScore$' -count=1
// -v, once, on branch ask-heldout14 from main at 07170bd, with no rule
// changed for this part) scored 51 of 60 correct (85.0%): precision 95.5%
// (42 of 44 answers right), recall 82.4% (42 of 51 answerable), 7
// declined and 2 wrong; all 9 expected Unknowns were declined. No
// expectation was corrected after it. The wrong ones:
//   - a session cap stated as "sessions capped at" a time, with "please",
//     read as a read of the sessions: "sessions capped at 75 minutes
//     please" answered as my_sessions with no parameters, not proposed as
//     set_session_limit of 75 minutes;
//   - a casino named for the player's trips lost the town in its name:
//     "list my trips to hard rock hollywood in 2024" answered as my_trips
//     with casino_name "hard rock" (the years right), not "hard rock
//     hollywood".
//
// The declined ones: a hotel filter on the casinos "there", the town
// named in the context before ("we're driving to reno next week, which
// casinos there have a hotel"); casinos called "gambling spots" within a
// radius in miles of a town with its state's code ("gambling spots within
// 10 miles of vicksburg ms"); a state spelled out before "racino options"
// ("iowa racino options"); a casino's program asked as "which rewards
// program is" a casino "under" ("which rewards program is resorts world
// las vegas under"); the hold of slots of a denomination asked as what
// "penny slots keep on average" ("how much do penny slots keep on
// average"); the W-2G rule relayed for a wife's "keno jackpot" with "do we
// need a w2g" ("my wife hit a $1,500 keno jackpot, do we need a w2g"); and
// the W-2G rule for a win "on a slot machine" asked as "is that a w-2g"
// ("got $1,200 on a slot machine, is that a w-2g").
//
// The same run shows the other parts as main left them: the fourth,
// seventh and eighth parts' phone-number and address phrases declined
// (their expectations predate the convention that makes them Unknown),
// and the eleventh part's coordinates relayed as "my user is at" still
// declined; this part's phone number and address phrases ("whats winstars
// phone number", "street address for hard rock atlantic city?") were
// declined and so scored right. No other part had a phrase wrong, and the
// tuning part and the other held-out parts had no other phrase declined.
//
// After it, on branch ask-heldout14, general rules with tuning phrases
// of their own (score_test.go, never these; no expectation here changed)
// took it to 55 of 60 (91.7%), none wrong, 5 declined: a family's or
// program's name with the words typed after it that, in their order, are
// in exactly one casino's name ("hard rock tampa") as that casino's name
// as typed, a date or a word no casino name has ending it (and a host
// filter adding that casino's directory name); what is capped named as a
// heading and then the cap as a participle ("sessions capped at",
// "daily losses limited to") as a limit to set, not with a date; a
// question whether sessions or a budget are capped ("are my sessions
// capped at") as a read of the limits (a guard); and, in the W-2G rule,
// "got" an amount as a win and "we", "us" and "our" as the asker with
// others. The other parts kept every correct answer.
//
// A second round, on branch ask-round14b, with more general rules and
// tuning phrases of their own (again never these; no expectation here
// changed), took it to 60 of 60 (100%), none wrong, none declined: a
// lead-in saying where the asker is going ("heading to <town> this
// weekend,") as the place of a casino search after its comma that points
// back to it with "there" (an unknown town, no "there" or a search of
// the asker's records still declines); "gambling spots" and "gaming
// spots" as the places to play ("spots" no longer corrected to
// "sports"); "options" or "choices" after racinos as after casinos; a
// casino's program asked with "under" ending the question as that
// casino's details ("under" an amount still declines); and what a game,
// its machines or the house "keep", asked as an amount, as the game's
// hold (a person keeping something is not). The other parts kept every
// correct answer.
//
// The number to quote for this part is the first run's above. Having met
// the bar, it is registered in TestCorpusScore's table with it (true):
// the test now fails if it scores under 95% correct or has a wrong
// answer.
func heldOutFourteenth(t testing.TB) []expectation {
	return []expectation{
		// The directory: places by town (with and without the state),
		// radius in miles and km, coordinates, types, hotels, rewards, a
		// brand in a state; one casino's details.
		{query: "we're driving to reno next week, which casinos there have a hotel", intent: FindCasinos, params: params{"near": "Reno, NV", "has_hotel": true}},
		{query: "wisconsin tribal casinos pls", intent: FindCasinos, params: params{"state": "WI", "type": "tribal"}},
		{query: "casinos within 25 km of black hawk", intent: FindCasinos, params: params{"near": "Black Hawk, CO", "radius_km": 25}},
		{query: "gambling spots within 10 miles of vicksburg ms", intent: FindCasinos, params: params{"near": "Vicksburg, MS", "radius_km": 16.1}},
		{query: "any casinos within 8 km of 36.17,-115.14", intent: FindCasinos, params: params{"near": "36.17,-115.14", "radius_km": 8}},
		{query: "iowa racino options", intent: FindCasinos, params: params{"state": "IA", "type": "racino"}},
		{query: "council bluffs casinos that have a rewards club", intent: FindCasinos, params: params{"near": "Council Bluffs, IA", "has_rewards": true}},
		{query: "harrahs casinos in nevada", intent: FindCasinos, params: params{"state": "NV", "q": "Harrah's"}},
		{query: "my client wants a list of commercial casinos in indiana", intent: FindCasinos, params: params{"state": "IN", "type": "commercial"}},
		{query: "which rewards program is resorts world las vegas under", intent: CasinoDetail, params: params{"slug": slugOf(t, "Resorts World Casino Las Vegas")}},
		{query: "gimme the rundown on wynn las vegas", intent: CasinoDetail, params: params{"slug": slugOf(t, "Wynn Las Vegas")}},

		// Programs, their ladders and one tier's threshold.
		{query: "seven stars, how many credits to qualify", intent: TierRequirement, params: params{"id": programID(t, "Caesars Rewards")}, tier: "Seven Stars"},
		{query: "requirments for noir with mgm rewards", intent: TierRequirement, params: params{"id": programID(t, "MGM Rewards")}, tier: "NOIR"},
		{query: "what does onyx take at boyd", intent: TierRequirement, params: params{"id": programID(t, "Boyd Rewards")}, tier: "Onyx"},
		{query: "lucky star rewards tier list", intent: ProgramDetail, params: params{"id": programID(t, "Lucky Star Rewards")}},
		{query: "what rewards programs can i look up here", intent: ListPrograms, params: params{}},

		// Game facts: pace and hold.
		{query: "how many hands an hour does blackjack deal", intent: GameFacts, params: params{"game_type": "blackjack"}},
		{query: "how much do penny slots keep on average", intent: GameFacts, params: params{"game_type": "slots", "denomination": 0.01}},

		// The W-2G rule by game, amount and wager.
		{query: "my wife hit a $1,500 keno jackpot, do we need a w2g", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1500}},
		{query: "got $1,200 on a slot machine, is that a w-2g", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 1200}},
		{query: "hit $3000 on a $5 roulette bet, do i get a w-2g", intent: W2GRule, params: params{"game_type": "roulette", "amount_won": 3000, "wager": 5}},

		// Responsible-gaming help by state, and a national line.
		{query: "who do i call in michigan if my gambling is getting out of hand", intent: RGHelp, params: params{"topic": "helpline", "state": "MI"}},
		{query: "i want to sign up for indiana's self exclusion list", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "IN"}},
		{query: "my user says her gambling is out of control, is there a helpline she can call", intent: RGHelp, params: params{"topic": "helpline"}},

		// The player's limits: changes are proposed, and the limits read.
		{query: "limit me to $1k a month", intent: SetBudget, params: params{"period": "month", "amount": 1000}},
		{query: "daily gambling budget: 150 bucks", intent: SetBudget, params: params{"period": "day", "amount": 150}},
		{query: "cut me off after 3 hours each session", intent: SetSessionLimit, params: params{"max_minutes": 180}},
		{query: "sessions capped at 75 minutes please", intent: SetSessionLimit, params: params{"max_minutes": 75}},
		{query: "do i have a weekly budget set up", intent: MyLimits, params: params{}},

		// Comps: predicted at a casino or all of them, and estimated.
		{query: "whats my next offer from borgata gonna look like", intent: CompPredict, params: params{"casino_name": "borgata"}},
		{query: "compare predicted comps across all the casinos i play", intent: CompPredictAll, params: params{}},
		{query: "if i play craps at $25 a roll for 3 hrs what comps should i expect", intent: CompEstimate, params: params{"game_type": "craps", "avg_bet": 25, "hours": 3}},
		{query: "slots at $2 a spin for 4 hours, whats that worth in comps", intent: CompEstimate, params: params{"game_type": "slots", "avg_bet": 2, "hours": 4}},

		// The next tier at a casino, and the player's tiers.
		{query: "how far am i from the next level at wynn", intent: TierProgress, params: params{"casino_name": "wynn"}},
		{query: "list every casino tier i hold", intent: MyTiers, params: params{}},
		{query: "which tier did i reach at bellagio", intent: MyTiers, params: params{}, filter: []string{"bellagio", "Bellagio Hotel and Casino"}},

		// Hosts by language or at a casino, and the player's own.
		{query: "is there a host who speaks mandarin", intent: FindHosts, params: params{"language": "Mandarin"}},
		{query: "find a host at encore boston", intent: FindHosts, params: params{}, filter: []string{"encore boston", "Encore Boston Harbor"}},
		{query: "who's my casino host again", intent: MyHosts, params: params{}},

		// Tier matches from a named tier, and suggestions from the player's.
		{query: "could my mgm gold get matched over to caesars", intent: TierMatchPaths, params: params{"program": "MGM Rewards", "to_program": "Caesars Rewards"}, tier: "Gold"},
		{query: "what status matches could i get with my current tiers", intent: TierMatchSuggestions, params: params{}},

		// The player's records: trips, sessions, bankroll, offers,
		// vouchers, W-2Gs and the tax year.
		{query: "list my trips to hard rock hollywood in 2024", intent: MyTrips, params: params{"casino_name": "hard rock hollywood", "from": "2024-01-01", "to": "2024-12-31"}},
		{query: "trips i took last month", intent: MyTrips, params: params{"from": "2026-04-01", "to": "2026-04-30"}},
		{query: "all my video poker sessons at the cosmo", intent: MySessions, params: params{"casino_name": "cosmo", "game_type": "video_poker"}},
		{query: "whats my bankrol balance looking like", intent: Bankroll, params: params{}},
		{query: "do i have any offers at mgm grand rn", intent: MyOffers, params: params{"casino_name": "mgm grand"}},
		{query: "anything in my offers expiring in the next 10 days", intent: ExpiringOffers, params: params{"within_days": 10}},
		{query: "do i have expired tito tickets", intent: MyVouchers, params: params{"status": "expired"}},
		{query: "show my w2gs from 2024", intent: MyW2Gs, params: params{"tax_year": 2024}},
		{query: "total of my w-2g wins last year", intent: W2GTotal, params: params{"tax_year": 2025}},
		{query: "what were my net gambling winnings and losses for taxes in 2024", intent: TaxSummary, params: params{"tax_year": 2024}},

		// Off topic, unclear, two changes in one, a phone number and an
		// address, another person's records, a tier two programs share,
		// and things /ask does not do or propose.
		{query: "is it gonna rain in biloxi saturday", intent: Unknown, params: params{}},
		{query: "set my daily budget to 200 and my session limit to 2 hours", intent: Unknown, params: params{}},
		{query: "whats winstars phone number", intent: Unknown, params: params{}},
		{query: "street address for hard rock atlantic city?", intent: Unknown, params: params{}},
		{query: "pull up my husband's trips", intent: Unknown, params: params{}},
		{query: "ok but what about the 2nd one", intent: Unknown, params: params{}},
		{query: "how do i qualify for platinum", intent: Unknown, params: params{}},
		{query: "book me a room at the bellagio for friday", intent: Unknown, params: params{}},
		{query: "add a $500 deposit to my bankroll", intent: Unknown, params: params{}},
	}
}
