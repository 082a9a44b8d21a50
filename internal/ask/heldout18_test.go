package ask

import "testing"

// heldOutEighteenth is an eighteenth held-out part, written blind and
// committed BEFORE its first run: by someone who had read only the action
// catalog and the service spec, the README's section on /ask (and its curl
// examples of the directory's query parameters), the shipped data (for real
// casino, program and tier names, towns, states, types and brands), the
// whole of the seventeenth held-out part and the sixteenth part's header
// (for the format, the vocabulary of intents and parameters and their
// conventions), the intent names of ask.go, the expectation type and the
// programID and slugOf helpers, and the registration table of
// TestCorpusScore; never the rules of this package, the tuning phrases or
// the other held-out parts. Its wording is new: each phrase was checked
// with a case-insensitive fixed-string grep (file names only) against every
// test file of this package not to be in the corpus already (no draft was
// found there, so none was replaced). Its places, casinos and programs
// were chosen, where the data allowed, among those no earlier test file
// names (by the same kind of grep, file names only): Mesquite, Prior Lake,
// Carson City, Sparks, Dubuque, West Wendover, Nebraska, Diamond Jo,
// Mystic Lake, Talking Stick, Riverwind, Aliante, Durango, Sunset Station,
// Cannery, Suncoast, Gold Coast, Peppermill, Bay Mills, Genting's Tier 4,
// MGM's Pearl. It is phrased the way players and their agents type: lower
// case with a few words in Title Case or capitals ("Forecast My Comps At
// All The Casinos I Go To", "Talking Stick Resort", "TRIBAL", "KENO",
// "WHATS", "W2Gs", "NV"), slips of a letter ("ceasars", "averges",
// "exlcusion", "runing", "W2-G"), shorthand ("w/in", "pls", "avg", "mins",
// "hrs", "/month", "tourney", "tito", "w2g", "w-2g", "1-800", "dont",
// "whats", "till"), amounts written in different ways ("$2,000", "$700",
// "$5", "$7,500", "40 dollar", "$2000/month", "$25", "$3", "$300"), times
// written in different ways ("45 mins", "2.5 hrs", "2 hours", "5 hours",
// "90 min"), chatter before or after the question ("any guess?",
// "possible?", "roughly?", "w2g or no?"), relayed forms ("my client is
// asking", "my client asks", "the customer cashed", "the player i'm
// assisting", "my user wants to know"), longer messages of two sentences
// whose question is the second ("We're driving down to see family next
// week. Which casinos in mesquite have a hotel?", "I lost way too much in
// March. Put me on ...", "Quick one before I go to the cage. ...", "Doing
// my taxes this weekend. ...", "The customer cashed ... Is a W2-G issued
// for that?"), towns with and without their state (the state as a code), a
// radius in miles or kilometres (with a bound, "or less"), coordinates,
// hotel, type and rewards filters, a brand's casinos in a state, and
// off-topic, unclear and double questions, details the API does not
// return, another person's records, a tier two programs share, and changes
// /ask does not propose (8 of 60 expect Unknown).
//
// It follows the seventeenth and sixteenth parts' conventions (a casino
// named for a player action keeps the name as typed, without "the"; a
// filter adds the directory's name only when the typed words name exactly
// one casino; coordinates are the place as typed; a radius in miles is in
// kilometres to one decimal; a year named for the player's records is that
// calendar year; "last year" is 2025 and "last month" April 2026 (the
// corpus's today is 2026-05-14); a town typed without its state is near
// the directory's town with its state; "in <town>" is near that town; a
// brand's casinos in a state are the state with q the brand's family name
// as the directory spells it; a national help line with no state named is
// rg_help helpline with no state; a tier named with its program is not
// ambiguous; a casino's details answer what the directory keeps about it;
// a tier two programs share named alone, two changes in one, another
// person's records, a detail no answer says, and a change /ask does not
// propose are Unknown). A few choices of its own, where the conventions
// are silent:
//   - "We're driving down to see family next week. Which casinos in
//     mesquite have a hotel?" is has_hotel near Mesquite, NV (the first
//     sentence is chatter; "next week" dates no directory search); "TRIBAL
//     casinos near prior lake" are the tribal type near Prior Lake, MN;
//     "racetrack casinos in nebraska" are the racino type in NE (a racino
//     is a racetrack casino); "anything within 15 miles of carson city"
//     (no noun: anything there is a casino) is near Carson City, NV within
//     24.1 km; "casinos 40 km or less from sparks", relayed, is near
//     Sparks, NV within 40 km ("or less" after the distance is a bound
//     like "no more than" before it); "casinos w/in 10 km of
//     45.52,-122.68" ("w/in" is "within") is near those coordinates
//     within 10 km; "iowa - any diamond jo properties?" is IA with q
//     "Diamond Jo" (the family's name in the directory: Diamond Jo Casino
//     Dubuque, Diamond Jo Worth Casino; the state named first, before a
//     dash); "which dubuque casinos have a loyalty program" are
//     has_rewards near Dubuque, IA; "west wendover NV, what casinos are
//     there" is near West Wendover, NV (the town and its code before the
//     question);
//   - "how many hotel rooms does mystic lake have" is the details of
//     Mystic Lake Casino Hotel (hotel_rooms is a field of the casino);
//     "Talking Stick Resort - give me the details" is the details of
//     Talking Stick Casino Resort (the one casino the words name); "is
//     riverwind a tribal casino?" is the details of Riverwind Casino (its
//     casino_type is a field of the casino, and one casino is named, so it
//     is not a search of the tribal type);
//   - "tier credits to hit diamond plus at ceasars??" (a slip in
//     "caesars") is Caesars Rewards' Diamond Plus; "pearl status with mgm
//     rewards, whats the threshold" is MGM Rewards' Pearl; "points for
//     tier 4 in genting rewards?" is Genting Rewards' Tier 4 (the "4" is
//     the tier's name, not an amount); "walk me through the caesars
//     rewards tier ladder" is that program's ladder; "list every players
//     club you have data on" lists the programs (a players club is a
//     rewards program);
//   - "KENO house edge, roughly?" is a game fact for keno; "how many rolls
//     per hour a craps table averges", relayed, is a game fact (pace) for
//     craps (rolls are craps' decisions);
//   - "does a $2,000 keno win get reported to the irs" is the W-2G rule for
//     keno with amount_won 2000 (a win reported to the IRS is a W-2G);
//     "won $700 at craps on a $5 bet, w2g or no?" is the rule for craps
//     with the wager 5; "The customer cashed a $7,500 poker tourney prize.
//     Is a W2-G issued for that?" is the rule for poker with amount_won
//     7500 (a tourney is a tournament; "cashed" a prize is a win; the game
//     and the amount are in the first sentence and "that" in the second
//     points at them);
//   - "who do i call in ohio if my gambling is getting out of hand" is the
//     helpline in OH (someone to call is a help line); "how does self
//     exlcusion work in pennsylvania" is self_exclusion in PA; "is there a
//     1-800 number for problem gamblers", with no state, is the helpline
//     with no state (the "1-800" is a kind of number, not an amount);
//   - "pls set a 40 dollar daily budget" is a daily budget of 40; "I lost
//     way too much in March. Put me on a $2000/month budget from now on"
//     is a monthly budget of 2000 ("/month" is the period; the month named
//     in the first sentence is chatter, not a date of the change);
//     "sessions should end after 45 mins max" is max_minutes 45 (a limit
//     stated, proposed like "set"); "dont let me play longer than 2.5 hrs
//     at a sitting" is max_minutes 150 (a sitting is a session); "what's
//     my session limit currently?" reads the limits;
//   - "what will peppermill send me next, any guess?" is comp_predict at
//     "peppermill" (as typed: the directory has two Peppermills, which an
//     action's casino name does not need to choose between); "Forecast My
//     Comps At All The Casinos I Go To" is comp_predict_all; "2 hours of
//     $25 craps" and "slots, $3 avg bet, 5 hours" are comp_estimate;
//   - "percent left till my next tier at aliante?" is tier_progress at
//     "aliante"; "show every casino status i've got" is the player's
//     tiers; "durango - what tier am i on" is the player's tiers filtered
//     to Durango Casino & Resort (the one casino the word names; the
//     casino before a dash, as the state of "iowa - ..." is);
//   - "the player i'm assisting needs a host fluent in mandarin" is
//     find_hosts in Mandarin; "sunset station hosts taking new players?"
//     is find_hosts filtered to Sunset Station Hotel & Casino (the one
//     casino the words name; hosts found are those accepting new players
//     anyway); "list the hosts i'm linked up with" is the player's hosts
//     (linked up is connected);
//   - "status match: caesars diamond to mgm, possible?" is a tier-match
//     path from Caesars Rewards' Diamond to MGM Rewards (a status match is
//     a tier match; Diamond is Caesars' alone, and the programs are named
//     by their brands); "which programs would honor their current tiers",
//     relayed, is tier-match suggestions;
//   - "2025 trips to the cannery" are the trips at "cannery" in 2025 (the
//     year before the noun); "did i take any trips last month" are the
//     trips of April 2026, its first to its last day; "video poker
//     sessions at suncoast in 2026" are the sessions of video_poker at
//     "suncoast" in 2026; "Quick one before I go to the cage. WHATS my
//     bankroll sitting at?" is the bankroll; "any offers from gold coast?"
//     are the offers at "gold coast"; "offers runing out within 2 weeks"
//     are expiring offers within 14 days (a week is 7 days); "tito
//     vouchers i already redeemed" are the vouchers with status
//     "redeemed" (a TITO ticket is a voucher); "pull up my W2Gs for tax
//     year 2025" lists the W-2Gs of 2025; "how much in w-2g winnings did i
//     rack up in 2024" is the W-2G total of 2024; "Doing my taxes this
//     weekend. Can I get a summary of last year's gambling wins and
//     losses?" is the tax summary of 2025;
//   - a steakhouse in Reno is off topic, so Unknown; "ok now do that again
//     for the second one" is unclear, so Unknown; a weekly budget and a
//     session limit in one is two changes, so Unknown; "what tier is my
//     brother at with caesars" asks another person's records, so Unknown;
//     the opening time of a poker room is a detail no answer says, so
//     Unknown; adding a trip and marking an offer redeemed are changes
//     /ask does not propose, so Unknown; "what does sapphire require"
//     names a tier MGM Rewards and Boyd Rewards share, so Unknown.
//
// Its first run (go test ./internal/ask -run 'TestCorpusScore$' -count=1
// -v, once, on branch ask-heldout18 from main at c9994be, with no rule
// changed for this part) scored 51 of 60 correct (85.0%): precision 95.6%
// (43 of 45 answers right), recall 82.7% (43 of 52 answerable), 7
// declined and 2 wrong (the test counts an answer that asks for a missing
// field as declined, and as an answer in precision); all 8 expected
// Unknowns were declined. No expectation was corrected after it. The
// wrong ones:
//   - a question of one casino's type read as a search of that type by
//     name: "is riverwind a tribal casino?" answered as find_casinos with
//     q "riverwind" and type tribal, not the details of Riverwind Casino;
//   - a session limit stated as when sessions "should end" read as a read
//     of the sessions: "sessions should end after 45 mins max" answered
//     as my_sessions with no parameters, not set_session_limit with
//     max_minutes 45.
//
// The declined ones: a hotel filter in a town in the second sentence of
// two, after chatter ("We're driving down to see family next week. Which
// casinos in mesquite have a hotel?"); a radius in kilometres bounded by
// "or less" after it, relayed as "my client is asking for" ("my client is
// asking for casinos 40 km or less from sparks"); the programs asked as
// "every players club you have data on" ("list every players club you
// have data on"); the pace of craps asked as "rolls per hour" a table
// "averges" (a slip), relayed as "my client asks" ("my client asks how
// many rolls per hour a craps table averges"); the national help line
// asked as "a 1-800 number for problem gamblers" ("is there a 1-800
// number for problem gamblers"); the player's tier at a casino named
// before a dash ("durango - what tier am i on"); and tier-match
// suggestions asked as which programs "would honor" the current tiers,
// relayed ("my user wants to know which programs would honor their
// current tiers").
//
// After it, on branch ask-heldout18, general rules with tuning phrases
// of their own (score_test.go, never these; no expectation here changed)
// took it to 60 of 60 (100%), none wrong, none declined: a yes-or-no
// question whether the one casino it names, the subject after its
// opening "is" ("isn't", "was"), is a kind of place asks that casino's
// details ("is pechanga a tribal casino"), while "is there a racino near
// altoona" still searches; what is capped named first, then a modal
// saying where it should end ("should end after", "must stop at", "should
// max out at"), how long it may run with a cap ("should last 3 hours
// max") or, negated, how far it may not go ("shouldn't go past", "must not
// exceed"), is the limit to set, a session's with a time and a budget's
// with money in its period (asked with a question mark, or said with
// "will", it is none); a bound said after a distance ("or less", "or
// under", "max", "at most") and "away" before "from" leave the radius,
// "or more" still declining; "every" or "each" before a program named in
// the singular asks for all the programs, "data" the directory has is
// what it holds, and "each" is filler like "every"; the average of a
// game's pace said as a verb ("a table averages", "averaging", slipped
// "avearges") is the pace; the people a help line is for named in the
// plural ("problem gamblers", "gambling addicts") and a toll-free number
// asked for gamblers ("a 1-800 number", "an 800 line") are the help line;
// the tier a player is "on" is the tier held (the casino before the dash
// was already read, and a dash inside a name stays the name's); which
// programs or casinos would honor, accept or recognize the player's
// tiers asks where the status is matched; and a declined message whose
// first sentence, closed by a full stop or an exclamation mark, reads
// nothing, names nothing searched or wanted and leaves no word after a
// place cue unread is that sentence's chatter and the question after it
// (a first sentence that is a question never is). The other parts kept
// every correct answer: their only misses are still the fourth, seventh
// and eighth parts' phone-number and address phrases and the eleventh
// part's relayed coordinates, all declined, none wrong.
func heldOutEighteenth(t testing.TB) []expectation {
	return []expectation{
		// The directory: places by town (with and without the state),
		// radius in miles and km, coordinates, types, hotels, rewards, a
		// brand in a state; one casino's details.
		{query: "We're driving down to see family next week. Which casinos in mesquite have a hotel?", intent: FindCasinos, params: params{"near": "Mesquite, NV", "has_hotel": true}},
		{query: "TRIBAL casinos near prior lake", intent: FindCasinos, params: params{"near": "Prior Lake, MN", "type": "tribal"}},
		{query: "racetrack casinos in nebraska", intent: FindCasinos, params: params{"state": "NE", "type": "racino"}},
		{query: "anything within 15 miles of carson city", intent: FindCasinos, params: params{"near": "Carson City, NV", "radius_km": 24.1}},
		{query: "my client is asking for casinos 40 km or less from sparks", intent: FindCasinos, params: params{"near": "Sparks, NV", "radius_km": 40}},
		{query: "casinos w/in 10 km of 45.52,-122.68", intent: FindCasinos, params: params{"near": "45.52,-122.68", "radius_km": 10}},
		{query: "iowa - any diamond jo properties?", intent: FindCasinos, params: params{"state": "IA", "q": "Diamond Jo"}},
		{query: "which dubuque casinos have a loyalty program", intent: FindCasinos, params: params{"near": "Dubuque, IA", "has_rewards": true}},
		{query: "west wendover NV, what casinos are there", intent: FindCasinos, params: params{"near": "West Wendover, NV"}},
		{query: "how many hotel rooms does mystic lake have", intent: CasinoDetail, params: params{"slug": slugOf(t, "Mystic Lake Casino Hotel")}},
		{query: "Talking Stick Resort - give me the details", intent: CasinoDetail, params: params{"slug": slugOf(t, "Talking Stick Casino Resort")}},
		{query: "is riverwind a tribal casino?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Riverwind Casino")}},

		// Programs, their ladders and one tier's threshold.
		{query: "tier credits to hit diamond plus at ceasars??", intent: TierRequirement, params: params{"id": programID(t, "Caesars Rewards")}, tier: "Diamond Plus"},
		{query: "pearl status with mgm rewards, whats the threshold", intent: TierRequirement, params: params{"id": programID(t, "MGM Rewards")}, tier: "Pearl"},
		{query: "points for tier 4 in genting rewards?", intent: TierRequirement, params: params{"id": programID(t, "Genting Rewards")}, tier: "Tier 4"},
		{query: "walk me through the caesars rewards tier ladder", intent: ProgramDetail, params: params{"id": programID(t, "Caesars Rewards")}},
		{query: "list every players club you have data on", intent: ListPrograms, params: params{}},

		// Game facts: edge and pace.
		{query: "KENO house edge, roughly?", intent: GameFacts, params: params{"game_type": "keno"}},
		{query: "my client asks how many rolls per hour a craps table averges", intent: GameFacts, params: params{"game_type": "craps"}},

		// The W-2G rule by game, amount and wager.
		{query: "does a $2,000 keno win get reported to the irs", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 2000}},
		{query: "won $700 at craps on a $5 bet, w2g or no?", intent: W2GRule, params: params{"game_type": "craps", "amount_won": 700, "wager": 5}},
		{query: "The customer cashed a $7,500 poker tourney prize. Is a W2-G issued for that?", intent: W2GRule, params: params{"game_type": "poker", "amount_won": 7500}},

		// Responsible-gaming help by state, and a national line.
		{query: "who do i call in ohio if my gambling is getting out of hand", intent: RGHelp, params: params{"topic": "helpline", "state": "OH"}},
		{query: "how does self exlcusion work in pennsylvania", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "PA"}},
		{query: "is there a 1-800 number for problem gamblers", intent: RGHelp, params: params{"topic": "helpline"}},

		// The player's limits: changes are proposed, and the limits read.
		{query: "pls set a 40 dollar daily budget", intent: SetBudget, params: params{"period": "day", "amount": 40}},
		{query: "I lost way too much in March. Put me on a $2000/month budget from now on", intent: SetBudget, params: params{"period": "month", "amount": 2000}},
		{query: "sessions should end after 45 mins max", intent: SetSessionLimit, params: params{"max_minutes": 45}},
		{query: "dont let me play longer than 2.5 hrs at a sitting", intent: SetSessionLimit, params: params{"max_minutes": 150}},
		{query: "what's my session limit currently?", intent: MyLimits, params: params{}},

		// Comps: predicted at a casino or all of them, and estimated.
		{query: "what will peppermill send me next, any guess?", intent: CompPredict, params: params{"casino_name": "peppermill"}},
		{query: "Forecast My Comps At All The Casinos I Go To", intent: CompPredictAll, params: params{}},
		{query: "if i play 2 hours of $25 craps what's that worth in comps", intent: CompEstimate, params: params{"game_type": "craps", "avg_bet": 25, "hours": 2}},
		{query: "comp estimate: slots, $3 avg bet, 5 hours", intent: CompEstimate, params: params{"game_type": "slots", "avg_bet": 3, "hours": 5}},

		// The next tier at a casino, and the player's tiers.
		{query: "percent left till my next tier at aliante?", intent: TierProgress, params: params{"casino_name": "aliante"}},
		{query: "show every casino status i've got", intent: MyTiers, params: params{}},
		{query: "durango - what tier am i on", intent: MyTiers, params: params{}, filter: []string{"durango", "Durango Casino & Resort"}},

		// Hosts by language or at a casino, and the player's own.
		{query: "the player i'm assisting needs a host fluent in mandarin", intent: FindHosts, params: params{"language": "Mandarin"}},
		{query: "sunset station hosts taking new players?", intent: FindHosts, params: params{}, filter: []string{"sunset station", "Sunset Station Hotel & Casino"}},
		{query: "list the hosts i'm linked up with", intent: MyHosts, params: params{}},

		// Tier matches from a named tier, and suggestions from the player's.
		{query: "status match: caesars diamond to mgm, possible?", intent: TierMatchPaths, params: params{"program": "Caesars Rewards", "to_program": "MGM Rewards"}, tier: "Diamond"},
		{query: "my user wants to know which programs would honor their current tiers", intent: TierMatchSuggestions, params: params{}},

		// The player's records: trips, sessions, bankroll, offers,
		// vouchers, W-2Gs and the tax year.
		{query: "2025 trips to the cannery", intent: MyTrips, params: params{"casino_name": "cannery", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "did i take any trips last month", intent: MyTrips, params: params{"from": "2026-04-01", "to": "2026-04-30"}},
		{query: "video poker sessions at suncoast in 2026", intent: MySessions, params: params{"game_type": "video_poker", "casino_name": "suncoast", "from": "2026-01-01", "to": "2026-12-31"}},
		{query: "Quick one before I go to the cage. WHATS my bankroll sitting at?", intent: Bankroll, params: params{}},
		{query: "any offers from gold coast?", intent: MyOffers, params: params{"casino_name": "gold coast"}},
		{query: "offers runing out within 2 weeks", intent: ExpiringOffers, params: params{"within_days": 14}},
		{query: "tito vouchers i already redeemed", intent: MyVouchers, params: params{"status": "redeemed"}},
		{query: "pull up my W2Gs for tax year 2025", intent: MyW2Gs, params: params{"tax_year": 2025}},
		{query: "how much in w-2g winnings did i rack up in 2024", intent: W2GTotal, params: params{"tax_year": 2024}},
		{query: "Doing my taxes this weekend. Can I get a summary of last year's gambling wins and losses?", intent: TaxSummary, params: params{"tax_year": 2025}},

		// Off topic, unclear, two changes in one, another person's
		// records, a detail no answer says, changes /ask does not propose,
		// and a tier two programs share.
		{query: "can you recommend a good steakhouse in reno", intent: Unknown, params: params{}},
		{query: "ok now do that again for the second one", intent: Unknown, params: params{}},
		{query: "set weekly budget $300 and limit sessions to 90 min", intent: Unknown, params: params{}},
		{query: "what tier is my brother at with caesars", intent: Unknown, params: params{}},
		{query: "what time does the poker room open at talking stick", intent: Unknown, params: params{}},
		{query: "add a trip to bay mills for next friday", intent: Unknown, params: params{}},
		{query: "what does sapphire require", intent: Unknown, params: params{}},
		{query: "mark the free play offer from gold coast as redeemed", intent: Unknown, params: params{}},
	}
}
