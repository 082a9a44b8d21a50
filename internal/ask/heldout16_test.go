package ask

import "testing"

// heldOutSixteenth is a sixteenth held-out part, written blind and
// committed BEFORE its first run: by someone who had read only the action
// catalog and the service spec, the README's section on /ask (and its curl
// examples of the directory's query parameters), the shipped data (for real
// casino, program and tier names, towns, states, types and brands), the
// whole of the fifteenth held-out part and the fourteenth part's header
// (for the format, the vocabulary of intents and parameters and their
// conventions), the intent names of ask.go, the expectation type and the
// programID and slugOf helpers, and the registration table of
// TestCorpusScore; never the rules of this package, the tuning phrases or
// the other held-out parts. Its wording is new: each phrase was checked
// with a case-insensitive fixed-string grep (file names only) against every
// test file of this package not to be in the corpus already (one draft
// that was, "delete my last trip", was replaced before the first run). It
// is phrased the way players and their agents type: lower case with a few
// in Title Case ("Any Casinos Within 20 Kilometers of Lake Charles, LA",
// "Genting Rewards - What Are The Tiers?", "What Are All My Current
// Tiers?", "Commercial casinos in Missisippi"), slips of a letter
// ("Missisippi", "baccarrat", "limt", "expirng"), shorthand ("w/", "50mi",
// "u", "r", "ur", "q", "avg", "w2g", "w-2g's", "hrs", "@", "#", "NJ",
// "LA"), amounts written in different ways ("$1,300", "$900", "$2", "2
// grand", "$25", "75 bucks", "500", "$15", "50 a spin", "$800", "$40"),
// times written in different ways ("2 hrs", "30-minute", "3 hrs", "two and
// a half hours", "2 hours"), chatter before the question ("hey quick q -",
// "ok so i keep overspending,"), relayed forms ("my user won", "my user
// says they", "my client wants to know", "my client needs"), towns with
// and without their state (the state as a code or spelled out), a radius
// in miles or kilometres, coordinates, hotel, type and rewards filters, a
// brand's casinos in a state, and off-topic, unclear and double questions,
// details the API does not return, another person's records, a tier two
// programs share, and changes /ask does not propose (9 of 60 expect
// Unknown).
//
// It follows the fifteenth and fourteenth parts' conventions (a casino
// named for a player action keeps the name as typed, without "the"; a
// filter adds the directory's name only when the typed words name exactly
// one casino; coordinates are the place as typed; a radius in miles is in
// kilometres to one decimal; a year named for the player's records is that
// calendar year; "last year" is 2025 (the corpus's today is 2026-05-14); a
// town typed without its state is near the directory's town with its
// state; "in <town>" is near that town; a brand's casinos in a state are
// the state with q the brand's family name as the directory spells it; a
// national help line with no state named is rg_help helpline with no
// state; a tier named with its program is not ambiguous; a casino's
// program is that casino's details; a tier two programs share named alone,
// two changes in one, a casino's address or phone number, another person's
// records, and a change /ask does not propose are Unknown). A few choices
// of its own, where the conventions are silent:
//   - "any biloxi casinos w/ hotels?" is has_hotel near Biloxi, MS; "list
//     ohio racinos" is the racino type in OH; "tribal casinos close to
//     green bay" are the tribal type near Green Bay, WI; "within 50mi of
//     tunica" (the unit glued to the number) is near Tunica, MS within
//     80.5 km; "Within 20 Kilometers of Lake Charles, LA" is near Lake
//     Charles, LA within 20 km; "whats within 2 miles of 36.11,-115.17"
//     (no noun: anything there is a casino) is near those coordinates
//     within 3.2 km; "horseshoe locations in indiana" are IN with q
//     "Horseshoe" (the family's name in the directory: Horseshoe Casino
//     Hammond, Horseshoe Indianapolis); "which atlantic city casinos have
//     a players club" are has_rewards near Atlantic City, NJ (a players
//     club is a rewards program); "Commercial casinos in Missisippi" are
//     the commercial type in MS;
//   - "tell me about soaring eagle" is the details of Soaring Eagle Casino
//     and Resort; "which loyalty club is beau rivage part of" is the
//     details of Beau Rivage Resort & Casino (a casino's program is its
//     details);
//   - "caesars diamond elite - what does it take" is Caesars Rewards'
//     Diamond Elite; "how many points do u need for Premier in WinStar
//     Club Passport" is that program's Premier; "lucky star rewards silver
//     star requirement?" is Lucky Star Rewards' Silver Star (the program
//     named, not the Lucky Star casinos); "Genting Rewards - What Are The
//     Tiers?" is that program's ladder; "what casino loyalty programs r in
//     ur database" lists the programs;
//   - "whats the house advantage on roulette" is a game fact for roulette
//     (the advantage is the edge); "avg spins an hour on a slot machine?"
//     is a game fact (pace) for slots;
//   - "hit a $1,300 slot jackpot" is the W-2G rule for slots; "$900 win on
//     a $2 bet at roulette" is the rule for roulette with the wager 2; "my
//     user won 2 grand at baccarrat betting $25" is the rule for baccarat
//     with amount_won 2000 ("2 grand") and the wager 25;
//   - "whats the problem gambling number for NJ" is the helpline in NJ;
//     "how do i ban myself from casinos in michigan" is self_exclusion in
//     MI (banning oneself is self-exclusion); "my user says they cant stop
//     gambling and needs someone to talk to", with no state, is the
//     helpline with no state;
//   - "cap my daily spend at 75 bucks", after chatter, is a daily budget of
//     75; "make my weekly gambling budget 500" is a weekly budget of 500;
//     "stop me after 2 hrs of play each session" is max_minutes 120; "set
//     a 30-minute session limt" is max_minutes 30; "what limits do i have
//     on my account right now" reads the limits;
//   - "predicted offer from winstar next time?" is comp_predict at
//     "winstar"; "rank all my casinos by predicted comps" is
//     comp_predict_all; "$15 craps for 3 hrs" and "roulette, 50 a spin,
//     two and a half hours" (2.5 hours) are comp_estimate;
//   - "how close am i to the next tier at the cosmo" is tier_progress at
//     "cosmo"; "What Are All My Current Tiers?" is the player's tiers;
//     "whats my status at the venetian" is the player's tiers filtered to
//     Venetian Las Vegas (the one casino whose name has the word; the
//     Palazzo shares its program but not its name);
//   - "need a host that speaks vietnamese" is find_hosts in Vietnamese;
//     "hosts at pechanga accepting new players?" is find_hosts filtered to
//     Pechanga Resort Casino (the one casino the word names; hosts found
//     are those accepting new players anyway); "show my host connections"
//     is the player's hosts;
//   - "will caesars match my mgm platinum" is a tier-match path from MGM
//     Rewards' Platinum to Caesars Rewards (Platinum is shared, but its
//     program is named); "my client wants to know where their tiers could
//     get matched" is tier-match suggestions;
//   - "my trips to golden nugget biloxi in 2024" are the trips at "golden
//     nugget biloxi" in 2024; "every trip i logged in march 2026" are the
//     trips of March 2026, its first to its last day; "craps sessions @
//     red rock" are the sessions of craps at "red rock" ("@" is "at");
//     "current bankroll balance?" is the bankroll; "my offers at caesars
//     atlantic city" are the offers at "caesars atlantic city"; "offers of
//     mine expirng in the next 30 days" are expiring offers within 30
//     days; "any open vouchers i haven't cashed?" are the vouchers with
//     status "open"; "list my w-2g's from 2022" lists the W-2Gs of 2022;
//     "sum of all my W-2G jackpots last year" is the W-2G total of 2025;
//     "my client needs a gambling tax summary for 2024" is the tax summary
//     of 2024;
//   - shows on the strip are off topic, so Unknown; a session limit and a
//     monthly budget in one is two changes, so Unknown; "show my wife's
//     offers at borgata" asks another person's records, so Unknown; "what
//     about that one from before" is unclear, so Unknown; "gold status
//     requirements?" names a tier Caesars Rewards and MGM Rewards share,
//     so Unknown; a dress code is a detail no answer says, so Unknown;
//     "mohegan sun phone #" asks a phone number, so Unknown; redeeming a
//     voucher and removing a trip are changes /ask does not propose, so
//     Unknown.
//
// Its first run (go test ./internal/ask -run 'TestCorpusScore$' -count=1
// -v, once, on branch ask-heldout16 from main at 4ef8d30, with no rule
// changed for this part) scored 55 of 60 correct (91.7%): precision 97.9%
// (47 of 48 answers right), recall 92.2% (47 of 51 answerable), 4
// declined and 1 wrong; 8 of the 9 expected Unknowns were declined. No
// expectation was corrected after it. The wrong one:
//   - a request to remove a trip, "scratch the trip i added yesterday, it
//     was a mistake", read as a read of the trip records of the day
//     before: it answered as my_trips from 2026-05-13 to 2026-05-13, not
//     declined as a change /ask does not propose.
//
// The declined ones: the programs asked in shorthand as "r in ur
// database" ("what casino loyalty programs r in ur database"); the W-2G
// rule for a table-game win with its bet, asked as "w-2g needed?" ("$900
// win on a $2 bet at roulette, w-2g needed?"); the W-2G rule relayed for
// a user's win of "2 grand" at a game with a slip ("baccarrat") and the
// bet as "betting $25" ("my user won 2 grand at baccarrat betting $25,
// does that need a W-2G"); and a daily budget stated as a cap on the
// "daily spend" in "bucks" after chatter ("ok so i keep overspending, cap
// my daily spend at 75 bucks").
//
// After it, on branch ask-heldout16, general rules with tuning phrases
// of their own (score_test.go, never these; no expectation here changed)
// took it to 60 of 60 (100%), none wrong, none declined: a change verb
// opens the question after the greeting, chatter or relay already read
// ("hey, limit my sessions"), or a clause after a lead-in's comma when
// its object follows it ("i keep overspending, cap my daily spend"; only
// a verb of a limit, or of a record removed, added or marked, there, so
// "make it a table" is still read); a removal in other words ("scratch",
// "nix", "ditch", "scrap", "trash", "wipe", "undo", "get rid of") is a
// change /ask does not propose ("scratch that," before a question only
// takes back what was said); "r" is "are", as "u" and "ur" already were
// (a letter joined to another by "&" stays a name's, "R & L's Casino");
// a W-2G "needed", "required" or "necessary" for a win asks the rule
// (with no win or game it still declines); and "grand" after a number or
// "a" is thousands of dollars ("2 grand", "a grand"), unless with the
// word after it it begins a name or a town the directory has ("grand
// casino hinckley", "grand victoria", "grand island") or is a "grand
// total". The other parts kept every correct answer: their only misses
// are still the fourth, seventh and eighth parts' phone-number and
// address phrases and the eleventh part's relayed coordinates, all
// declined, none wrong.
//
// The number to quote for this part is the first run's above. Having met
// the bar, it is registered in TestCorpusScore's table with it (true):
// the test now fails if it scores under 95% correct or has a wrong
// answer.
func heldOutSixteenth(t testing.TB) []expectation {
	return []expectation{
		// The directory: places by town (with and without the state),
		// radius in miles and km, coordinates, types, hotels, rewards, a
		// brand in a state; one casino's details.
		{query: "any biloxi casinos w/ hotels?", intent: FindCasinos, params: params{"near": "Biloxi, MS", "has_hotel": true}},
		{query: "list ohio racinos", intent: FindCasinos, params: params{"state": "OH", "type": "racino"}},
		{query: "tribal casinos close to green bay", intent: FindCasinos, params: params{"near": "Green Bay, WI", "type": "tribal"}},
		{query: "what casinos are within 50mi of tunica?", intent: FindCasinos, params: params{"near": "Tunica, MS", "radius_km": 80.5}},
		{query: "Any Casinos Within 20 Kilometers of Lake Charles, LA", intent: FindCasinos, params: params{"near": "Lake Charles, LA", "radius_km": 20}},
		{query: "whats within 2 miles of 36.11,-115.17", intent: FindCasinos, params: params{"near": "36.11,-115.17", "radius_km": 3.2}},
		{query: "horseshoe locations in indiana", intent: FindCasinos, params: params{"state": "IN", "q": "Horseshoe"}},
		{query: "which atlantic city casinos have a players club", intent: FindCasinos, params: params{"near": "Atlantic City, NJ", "has_rewards": true}},
		{query: "Commercial casinos in Missisippi", intent: FindCasinos, params: params{"state": "MS", "type": "commercial"}},
		{query: "tell me about soaring eagle", intent: CasinoDetail, params: params{"slug": slugOf(t, "Soaring Eagle Casino and Resort")}},
		{query: "which loyalty club is beau rivage part of", intent: CasinoDetail, params: params{"slug": slugOf(t, "Beau Rivage Resort & Casino")}},

		// Programs, their ladders and one tier's threshold.
		{query: "caesars diamond elite - what does it take", intent: TierRequirement, params: params{"id": programID(t, "Caesars Rewards")}, tier: "Diamond Elite"},
		{query: "how many points do u need for Premier in WinStar Club Passport", intent: TierRequirement, params: params{"id": programID(t, "WinStar Club Passport")}, tier: "Premier"},
		{query: "lucky star rewards silver star requirement?", intent: TierRequirement, params: params{"id": programID(t, "Lucky Star Rewards")}, tier: "Silver Star"},
		{query: "Genting Rewards - What Are The Tiers?", intent: ProgramDetail, params: params{"id": programID(t, "Genting Rewards")}},
		{query: "what casino loyalty programs r in ur database", intent: ListPrograms, params: params{}},

		// Game facts: hold and pace.
		{query: "hey quick q - whats the house advantage on roulette", intent: GameFacts, params: params{"game_type": "roulette"}},
		{query: "avg spins an hour on a slot machine?", intent: GameFacts, params: params{"game_type": "slots"}},

		// The W-2G rule by game, amount and wager.
		{query: "hit a $1,300 slot jackpot, will the casino give me a w2g", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 1300}},
		{query: "$900 win on a $2 bet at roulette, w-2g needed?", intent: W2GRule, params: params{"game_type": "roulette", "amount_won": 900, "wager": 2}},
		{query: "my user won 2 grand at baccarrat betting $25, does that need a W-2G", intent: W2GRule, params: params{"game_type": "baccarat", "amount_won": 2000, "wager": 25}},

		// Responsible-gaming help by state, and a national line.
		{query: "whats the problem gambling number for NJ", intent: RGHelp, params: params{"topic": "helpline", "state": "NJ"}},
		{query: "how do i ban myself from casinos in michigan", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "MI"}},
		{query: "my user says they cant stop gambling and needs someone to talk to", intent: RGHelp, params: params{"topic": "helpline"}},

		// The player's limits: changes are proposed, and the limits read.
		{query: "ok so i keep overspending, cap my daily spend at 75 bucks", intent: SetBudget, params: params{"period": "day", "amount": 75}},
		{query: "make my weekly gambling budget 500", intent: SetBudget, params: params{"period": "week", "amount": 500}},
		{query: "stop me after 2 hrs of play each session", intent: SetSessionLimit, params: params{"max_minutes": 120}},
		{query: "set a 30-minute session limt", intent: SetSessionLimit, params: params{"max_minutes": 30}},
		{query: "what limits do i have on my account right now", intent: MyLimits, params: params{}},

		// Comps: predicted at a casino or all of them, and estimated.
		{query: "predicted offer from winstar next time?", intent: CompPredict, params: params{"casino_name": "winstar"}},
		{query: "rank all my casinos by predicted comps", intent: CompPredictAll, params: params{}},
		{query: "if i play $15 craps for 3 hrs what comps do i earn", intent: CompEstimate, params: params{"game_type": "craps", "avg_bet": 15, "hours": 3}},
		{query: "roulette, 50 a spin, two and a half hours - comp value?", intent: CompEstimate, params: params{"game_type": "roulette", "avg_bet": 50, "hours": 2.5}},

		// The next tier at a casino, and the player's tiers.
		{query: "how close am i to the next tier at the cosmo", intent: TierProgress, params: params{"casino_name": "cosmo"}},
		{query: "What Are All My Current Tiers?", intent: MyTiers, params: params{}},
		{query: "whats my status at the venetian", intent: MyTiers, params: params{}, filter: []string{"venetian", "Venetian Las Vegas"}},

		// Hosts by language or at a casino, and the player's own.
		{query: "need a host that speaks vietnamese", intent: FindHosts, params: params{"language": "Vietnamese"}},
		{query: "hosts at pechanga accepting new players?", intent: FindHosts, params: params{}, filter: []string{"pechanga", "Pechanga Resort Casino"}},
		{query: "show my host connections", intent: MyHosts, params: params{}},

		// Tier matches from a named tier, and suggestions from the player's.
		{query: "will caesars match my mgm platinum", intent: TierMatchPaths, params: params{"program": "MGM Rewards", "to_program": "Caesars Rewards"}, tier: "Platinum"},
		{query: "my client wants to know where their tiers could get matched", intent: TierMatchSuggestions, params: params{}},

		// The player's records: trips, sessions, bankroll, offers,
		// vouchers, W-2Gs and the tax year.
		{query: "my trips to golden nugget biloxi in 2024", intent: MyTrips, params: params{"casino_name": "golden nugget biloxi", "from": "2024-01-01", "to": "2024-12-31"}},
		{query: "show me every trip i logged in march 2026", intent: MyTrips, params: params{"from": "2026-03-01", "to": "2026-03-31"}},
		{query: "craps sessions @ red rock", intent: MySessions, params: params{"game_type": "craps", "casino_name": "red rock"}},
		{query: "current bankroll balance?", intent: Bankroll, params: params{}},
		{query: "my offers at caesars atlantic city", intent: MyOffers, params: params{"casino_name": "caesars atlantic city"}},
		{query: "offers of mine expirng in the next 30 days", intent: ExpiringOffers, params: params{"within_days": 30}},
		{query: "any open vouchers i haven't cashed?", intent: MyVouchers, params: params{"status": "open"}},
		{query: "list my w-2g's from 2022", intent: MyW2Gs, params: params{"tax_year": 2022}},
		{query: "sum of all my W-2G jackpots last year", intent: W2GTotal, params: params{"tax_year": 2025}},
		{query: "my client needs a gambling tax summary for 2024", intent: TaxSummary, params: params{"tax_year": 2024}},

		// Off topic, unclear, two changes in one, a phone number, another
		// person's records, a tier two programs share, a detail no answer
		// says, and changes /ask does not propose.
		{query: "any good shows on the strip tonight?", intent: Unknown, params: params{}},
		{query: "set my session limit to 2 hours and my monthly budget to $800", intent: Unknown, params: params{}},
		{query: "show my wife's offers at borgata", intent: Unknown, params: params{}},
		{query: "what about that one from before", intent: Unknown, params: params{}},
		{query: "gold status requirements?", intent: Unknown, params: params{}},
		{query: "what's the dress code at bellagio", intent: Unknown, params: params{}},
		{query: "mohegan sun phone #", intent: Unknown, params: params{}},
		{query: "redeem my $40 voucher from the linq", intent: Unknown, params: params{}},
		{query: "scratch the trip i added yesterday, it was a mistake", intent: Unknown, params: params{}},
	}
}
