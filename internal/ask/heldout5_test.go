package ask

import "testing"

// heldOutFifth is a fifth held-out part, written blind and committed
// BEFORE its first run: by someone who had read only the issue, the
// service's spec and the action list, the README's section on /ask, the
// shipped data (for real casino, program and tier names, cities and
// states), the whole of the fourth held-out part (for the format, the
// vocabulary of intents and parameters and its conventions) and the score
// code (for how a part is registered); never the rules of this package. Its
// wording is new, not a paraphrase of the fourth part's, and each phrase
// was checked not to be in the corpus already. It is phrased the way
// players and their agents type: lower case, typos ("bacarrat",
// "gamblng"), shorthand and slang ("u", "pls", "hr", "w/", "ADT", "whale",
// "tito", "NOIR"), polite long forms ("could you tell me..."), two
// questions in one, places with a radius or as coordinates, and off-topic
// and unclear questions (12 of 80 expect Unknown). An expected Unknown
// means "I can't answer that" is the right answer: no intent maps the
// question, or answering would be a guess.
//
// It follows the fourth part's conventions where two answers would both be
// fine: a casino named for a player action keeps the name as typed, without
// "the"; a filter adds the directory's name only when the typed one names
// exactly one casino ("parx" names two, so it stays alone); a tier two
// programs share, named alone ("sapphire"), two changes in one, a change
// /ask does not propose, and two questions whose answers are different
// intents are Unknown. A few choices of its own:
//   - coordinates are the place as typed, "LAT,LON", the form of the API's
//     `near`;
//   - "lake tahoe" is no city of the directory (its casinos are in
//     Stateline and Crystal Bay), and the tuning part already expects
//     "casinos in Lake Tahoe" to be Unknown, so a radius around it is too;
//   - a help line asked for in a state keeps the state (the resources are
//     national and by state);
//   - "7 stars" is Caesars' Seven Stars, "tier 3" Genting's Tier 3;
//   - a question about a tier's threshold and its perks together is one
//     tier fact, and a game's edge and pace together one game fact.
//
// Its first run, on the rules as they stood after the fourth part's fixes
// and before any rule was changed for this part, scored 55 of 80 correct
// (68.8%): precision 81.5% (44 of 54 answers right), recall 64.7% (44 of
// 68 answerable), 15 declined and 10 wrong. The wrong ones: a town
// ("laughlin") searched as its state, a roulette wager dropped from a W-2G
// rule, "expected offer from red rock" predicted for every casino, a
// casino's name cut short in a status filter ("ocean"), a filter given a
// casino where the name names two ("parx"), a player's own host asked for
// at a casino ("who's my casino host at turning stone", "do i have a host
// anywhere") answered with the host directory, a tier match's target
// program or tier dropped, and two questions in one answered by half.
//
// The number to quote for this part is the first run's above. The rules
// were then made general for the gaps it found, each rule exercised by new
// phrases of the tuning part (score_test.go), never by these, and no
// expectation here was changed: a latitude and longitude as a place; a
// town written before "casinos", or named for its state, searched around
// rather than as its state; a casino's word inside a city's name ("bay"
// in "green bay") read as the city; a casino named like a town ("red
// rock") read as the casino after "at" or "from" when no casinos are
// searched for; a tier's number in digits or words ("7 stars"), "requires"
// and perks that "come with" a tier, and a tier of any program the
// question names; a game's pace with a slash ("hands/hr"), a doubled
// letter moved ("bacarrat"), the casino's advantage as the house edge, a
// hedge ("roughly"); the W-2G form asked for as tax paperwork, a wager
// whose game stands before "bet", a tournament win's amount; the help
// line for gambling told as a trouble or a person to talk to, and
// self-exclusion for a ban the player asks for; the next tier as a
// percent or as what it will take; a casino's name typed with the generic
// words that follow its core in the name ("ocean casino"), and no casino
// added to a filter for words in several casinos' names ("parx" is in
// Parx Casino and Racing and in Parx Casino Shippensburg, which the
// service's resolver does not tell apart either); the player's own host
// ("my casino host", "do i have a host"); a match "at" a program and
// matches asked "for me"; a cap said last ("50 a day max") and "budget"
// as the verb; and a loss asked together with another area declined
// whole. After that the part scores 80 of 80, none wrong.
//
// Its bar is 95% correct and none wrong, as for the other held-out parts,
// and the score test fails under it.
func heldOutFifth(t testing.TB) []expectation {
	caesars := programID(t, "Caesars Rewards")
	mgm := programID(t, "MGM Rewards")
	return []expectation{
		// The directory: places by name, radius and coordinates, types,
		// hotels, a family of names; one casino's details.
		{query: "casinos around tunica", intent: FindCasinos, params: params{"near": "Tunica, MS"}},
		{query: "anything near 36.1,-115.17", intent: FindCasinos, params: params{"near": "36.1,-115.17"}},
		{query: "casino resorts w/ a hotel near bossier city", intent: FindCasinos, params: params{"near": "Bossier City, LA", "has_hotel": true}},
		{query: "commercial casinos in indiana", intent: FindCasinos, params: params{"state": "IN", "type": "commercial"}},
		{query: "could you tell me which casinos within 40 miles of albuquerque have a hotel", intent: FindCasinos, params: params{"near": "Albuquerque, NM", "radius_km": 64.4, "has_hotel": true}},
		{query: "Hollywood casinos in ohio", intent: FindCasinos, params: params{"state": "OH", "q": "Hollywood"}},
		{query: "tribal casinos near green bay wi", intent: FindCasinos, params: params{"near": "Green Bay, WI", "type": "tribal"}},
		{query: "laughlin casinos that dont have a hotel", intent: FindCasinos, params: params{"near": "Laughlin, NV", "has_hotel": false}},
		{query: "racinos w hotels in pennsylvania", intent: FindCasinos, params: params{"state": "PA", "type": "racino", "has_hotel": true}},
		{query: "how many slot machines does turning stone have", intent: CasinoDetail, params: params{"slug": slugOf(t, "Turning Stone Resort & Casino")}},
		{query: "does pechanga have hotel rooms", intent: CasinoDetail, params: params{"slug": slugOf(t, "Pechanga Resort Casino")}},

		// Programs and one tier's threshold.
		{query: "genting tier 3 requirements", intent: TierRequirement, params: params{"id": programID(t, "Genting Rewards")}, tier: "Tier 3"},
		{query: "lucky star gold star how many points", intent: TierRequirement, params: params{"id": programID(t, "Lucky Star Rewards")}, tier: "Gold Star"},
		{query: "what do u need for NOIR", intent: TierRequirement, params: params{"id": mgm}, tier: "NOIR"},
		{query: "7 stars caesars how many credits", intent: TierRequirement, params: params{"id": caesars}, tier: "Seven Stars"},
		{query: "could you tell me what MGM Platinum requires and what perks come with it", intent: TierRequirement, params: params{"id": mgm}, tier: "Platinum"},
		{query: "list the tiers in true rewards", intent: ProgramDetail, params: params{"id": programID(t, "True Rewards")}},
		{query: "wynn rewards tiers", intent: ProgramDetail, params: params{"id": programID(t, "Wynn Rewards")}},

		// Game facts: house edge, return and pace.
		{query: "blackjack house edge & hands/hr", intent: GameFacts, params: params{"game_type": "blackjack"}},
		{query: "how many rolls an hour in craps", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "nickel slots payback", intent: GameFacts, params: params{"game_type": "slots", "denomination": 0.05}},
		{query: "house edge on bacarrat", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "what's the casino's advantage in video poker, roughly", intent: GameFacts, params: params{"game_type": "video_poker"}},
		{query: "$1 slot hold %", intent: GameFacts, params: params{"game_type": "slots", "denomination": 1}},

		// The W-2G rule by game, amount, wager and year.
		{query: "w2g on a $1,250 bingo win", intent: W2GRule, params: params{"game_type": "bingo", "amount_won": 1250}},
		{query: "do i need a w-2g for $4,000 on a poker tournament in 2026", intent: W2GRule, params: params{"game_type": "poker", "amount_won": 4000, "tax_year": 2026}},
		{query: "hit a 1900 jackpot on a slot machine, will the casino give me tax paperwork", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 1900}},
		{query: "won $800 on a $2 roulette bet is that reportable", intent: W2GRule, params: params{"game_type": "roulette", "amount_won": 800, "wager": 2}},
		{query: "keno threshold for w2g in 2027", intent: W2GRule, params: params{"game_type": "keno", "tax_year": 2027}},
		{query: "irs form for a $3500 blackjack win?", intent: W2GRule, params: params{"game_type": "blackjack", "amount_won": 3500}},

		// Responsible-gaming help by state, and the player's own limits.
		{query: "self exclude mississippi", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "MS"}},
		{query: "how do i put myself on the exclusion list in illinois", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "IL"}},
		{query: "number for gambling help in michigan", intent: RGHelp, params: params{"topic": "helpline", "state": "MI"}},
		{query: "gamblng hotline number pls", intent: RGHelp, params: params{"topic": "helpline"}},
		{query: "i think my gambling is getting out of hand, who can i talk to", intent: RGHelp, params: params{"topic": "helpline"}},
		{query: "lifetime ban from PA casinos how", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "PA"}},
		{query: "what limits do i have set", intent: MyLimits, params: params{}},

		// Comps: predicted from the player's play at a casino or all of
		// them, and estimated from a game, bet and hours.
		{query: "whats mgm grand gonna comp me", intent: CompPredict, params: params{"casino_name": "mgm grand"}},
		{query: "expected offer from red rock next month", intent: CompPredict, params: params{"casino_name": "red rock"}},
		{query: "Could you estimate what comps Mohegan Sun will send me based on my play?", intent: CompPredict, params: params{"casino_name": "Mohegan Sun"}},
		{query: "based on my ADT what will borgata offer me", intent: CompPredict, params: params{"casino_name": "borgata"}},
		{query: "rank my casinos by predicted comps", intent: CompPredictAll, params: params{}},
		{query: "$15 a hand blackjack for 6 hours whats my comp", intent: CompEstimate, params: params{"game_type": "blackjack", "avg_bet": 15, "hours": 6}},
		{query: "whale question: $500/hand baccarat 4 hrs, comp?", intent: CompEstimate, params: params{"game_type": "baccarat", "avg_bet": 500, "hours": 4}},

		// The next tier at a casino, and the player's tier at one.
		{query: "how close am i to the next tier at wynn", intent: TierProgress, params: params{"casino_name": "wynn"}},
		{query: "% to next level at choctaw durant", intent: TierProgress, params: params{"casino_name": "choctaw durant"}},
		{query: "how many points till i rank up at the golden nugget", intent: TierProgress, params: params{"casino_name": "golden nugget"}},
		{query: "What will it take to hit the next tier at Hard Rock Atlantic City?", intent: TierProgress, params: params{"casino_name": "Hard Rock Atlantic City"}},
		{query: "what's my status at ocean casino", intent: MyTiers, params: params{}, filter: []string{"ocean casino", "Ocean Casino Resort"}},

		// Hosts at a casino, and the player's own.
		{query: "need a host at encore boston", intent: FindHosts, params: params{}, filter: []string{"encore boston", "Encore Boston Harbor"}},
		{query: "spanish speaking host at parx", intent: FindHosts, params: params{"language": "Spanish"}, filter: []string{"parx"}},
		{query: "is there a vietnamese speaking host at the golden nugget lake charles", intent: FindHosts, params: params{"language": "Vietnamese"}, filter: []string{"golden nugget lake charles", "Golden Nugget - Lake Charles"}},
		{query: "who's my casino host at turning stone", intent: MyHosts, params: params{}, filter: []string{"turning stone", "Turning Stone Resort & Casino"}},
		{query: "do i have a host anywhere", intent: MyHosts, params: params{}},

		// Tier matches from a named tier, and suggestions from the player's.
		{query: "i'm boyd onyx, who'll match me", intent: TierMatchPaths, params: params{"program": "Boyd Rewards"}, tier: "Onyx"},
		{query: "can my caesars diamond plus get matched at mgm", intent: TierMatchPaths, params: params{"program": "Caesars Rewards", "to_program": "MGM Rewards"}, tier: "Diamond Plus"},
		{query: "winstar elite match to choctaw", intent: TierMatchPaths, params: params{"program": "WinStar Club Passport", "to_program": "Choctaw Rewards Club"}, tier: "Elite"},
		{query: "match my caesars platinum to hard rock unity", intent: TierMatchPaths, params: params{"program": "Caesars Rewards", "to_program": "Unity by Hard Rock"}, tier: "Platinum"},
		{query: "any status matches for me?", intent: TierMatchSuggestions, params: params{}},

		// Responsible-gaming limits: changes are proposed.
		{query: "set my weekly loss limit to $400", intent: SetBudget, params: params{"period": "week", "amount": 400}},
		{query: "pls limit me to 45 min sessions", intent: SetSessionLimit, params: params{"max_minutes": 45}},
		{query: "change my session limit to 2.5 hours", intent: SetSessionLimit, params: params{"max_minutes": 150}},
		{query: "i only want to lose 50 a day max", intent: SetBudget, params: params{"period": "day", "amount": 50}},
		{query: "budget $3k a month", intent: SetBudget, params: params{"period": "month", "amount": 3000}},

		// The player's records.
		{query: "my sessions at the cosmo last month", intent: MySessions, params: params{"casino_name": "cosmo", "from": "2026-04-01", "to": "2026-04-30"}},
		{query: "show my redeemed tito vouchers", intent: MyVouchers, params: params{"status": "redeemed"}},
		{query: "which offers run out within 3 weeks", intent: ExpiringOffers, params: params{"within_days": 21}},
		{query: "my w2gs for 2025", intent: MyW2Gs, params: params{"tax_year": 2025}},

		// Off topic, unclear, a place that is no city, a tier two programs
		// share, two changes or two questions in one, and changes /ask
		// does not make.
		{query: "casinos w/in 50km of lake tahoe", intent: Unknown, params: params{}},
		{query: "raise my monthly budget to 1000 and cut sessions to 1 hr", intent: Unknown, params: params{}},
		{query: "best slot machine to play at wynn", intent: Unknown, params: params{}},
		{query: "is it rude not to tip the dealer", intent: Unknown, params: params{}},
		{query: "ok so what about tier", intent: Unknown, params: params{}},
		{query: "what time does the aria buffet close", intent: Unknown, params: params{}},
		{query: "move my offer from ocean to borgata", intent: Unknown, params: params{}},
		{query: "how much did i lose at the cosmo and what will they comp me", intent: Unknown, params: params{}},
		{query: "cheapest flights to vegas", intent: Unknown, params: params{}},
		{query: "is online poker legal in michigan", intent: Unknown, params: params{}},
		{query: "sapphire tier points", intent: Unknown, params: params{}},
		{query: "upgrade me to diamond", intent: Unknown, params: params{}},
	}
}
