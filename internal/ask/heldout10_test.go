package ask

import "testing"

// heldOutTenth is a tenth held-out part, written blind and committed
// BEFORE its first run: by someone who had read only the action catalog and
// the service spec, the README's section on /ask (and its curl examples of
// the directory's query parameters), the shipped data (for real casino,
// program and tier names, towns, states and types), the whole of the ninth
// held-out part and the eighth part's header (for the format, the
// vocabulary of intents and parameters and their conventions), the intent
// names of ask.go, the expectation type and the programID and slugOf
// helpers, and the registration table of TestCorpusScore; never the rules
// of this package, the tuning phrases or the other held-out parts. Its
// wording is new: each phrase was checked with a case-insensitive
// fixed-string grep against every test file of this package not to be in
// the corpus already (four drafts that were, and one replacement that was
// too, were replaced before the first run). It is phrased the way players
// and their agents type: lower case, slips of a letter ("hotles",
// "requirments", "blakjak", "bankrol", "vouchres"), shorthand ("w", "mi",
// "80km", "pts", "hr", "hrs", "rtp", "theo", "ur", "#", "$150/day"),
// relayed forms ("my user needs", "my client hit", "my user is asking",
// "the player im helping wants to know ... they"), towns with and without
// their state, a radius in miles or kilometres, coordinates, hotel and
// rewards filters, and off-topic, unclear and double questions and changes
// /ask does not make (9 of 60 expect Unknown).
//
// It follows the ninth, eighth and seventh parts' conventions (a casino
// named for a player action keeps the name as typed, without "the"; a
// filter adds the directory's name only when the typed words name exactly
// one casino; coordinates are the place as typed; a radius in miles is in
// kilometres to one decimal; a year named for the player's records is that
// calendar year; "last month" is April 2026, its first to its last day (the
// corpus's today is 2026-05-14); a town typed without its state is near the
// directory's town with its state; "in <town>" is near that town; a brand's
// casinos in a state are the state with q the brand's family name as the
// directory spells it; "indian casinos" are tribal; "who do i call" is the
// helpline topic; a casino's program is that casino's details; a tier two
// programs share named alone, two changes in one, a casino's address or
// phone number, and a change /ask does not propose are Unknown). A few
// choices of its own, where the conventions are silent:
//   - "racetrack casinos" are racinos; "native american casinos" are
//     tribal; a "players club" is has_rewards;
//   - a national help line with no state named is rg_help helpline with
//     no state; "ban myself" is self_exclusion;
//   - "this year" for the W-2G total is tax_year 2026;
//   - a bet "betting 25 cents" on a slot machine is the wager 0.25, and a
//     "tax form" for a win is the W-2G rule;
//   - "quarter slots" are slots of denomination 0.25; "house advantage"
//     and "spins per hr" are game facts;
//   - "2.5 hour max per session" is max_minutes 150;
//   - "mgm gold to caesars" is a tier-match path from MGM Rewards' Gold to
//     Caesars Rewards (Gold named with its program is not ambiguous);
//     "gold star" with Lucky Star Rewards is that program's Gold Star;
//     "gold" alone is shared by Caesars Rewards and MGM Rewards, so Unknown;
//   - "remind me what daily budget i set" reads the limits, not a change;
//   - "what offer to expect from" a casino is comp_predict there; "rank the
//     comps id get at all my casinos" is comp_predict_all;
//   - "expired vouchres" is the vouchers with status "expired";
//   - "delete my last session" and "log a trip" are changes /ask does not
//     propose, so Unknown.
//
// Its first run (go test ./internal/ask -run 'TestCorpusScore$' -count=1
// -v, once, on branch ask-heldout10 from main at 893440c, with no rule
// changed for this part) scored 51 of 60 correct (85.0%): precision 89.4%
// (42 of 47 answers right), recall 82.4% (42 of 51 answerable), 5
// declined and 4 wrong; all 9 expected Unknowns were declined. No
// expectation was corrected after it. The wrong ones:
//   - a "players club" filter dropped: "laughlin casinos that have a
//     players club" answered as find_casinos near Laughlin, NV without
//     has_rewards true;
//   - a win's amount dropped when the W-2G is a "tax form": "do i get a
//     tax form if i win 700 on roulette" answered as w2g_rule for
//     roulette without amount_won 700;
//   - a cap stated as "max per session" in decimal hours read as a
//     record: "2.5 hour max per session" answered as my_sessions, not
//     proposed as set_session_limit of 150 minutes;
//   - a game with a slip dropped: "my blakjak sessions last month"
//     answered as my_sessions for April 2026 without game_type blackjack.
//
// The declined ones: a hotel filter with a slip near a town with its
// state ("any casinos w hotles near deadwood sd"), a game's pace as
// "spins per hr" ("roulette spins per hr"), the W-2G rule relayed with
// the wager as "betting 25 cents" on "a slot machine" ("my client hit
// $1,250 on a slot machine betting 25 cents, do they get a w-2g"), a
// comp prediction at every casino as "rank the comps id get at all my
// casinos" (answered as comp_estimate asking for game_type, avg_bet and
// hours, not comp_predict_all), and tier progress relayed by "the player
// im helping ... they" ("the player im helping wants to know how close
// they are to the next tier at hard rock").
//
// After it, on branch ask-heldout10, general rules with tuning phrases
// of their own (score_test.go, never these; no expectation here changed)
// took it to 60 of 60 (100%), none wrong, none declined: a "players
// club", "player's card" or "players program" as the floor's name for a
// rewards program; a bare number after a verb of winning ("if i win
// 1500", "winning 6000") as the amount won; a cap word right after the
// time or the amount, before what it caps ("3 hrs maximum per session",
// "$200 max per week"), as a limit to set; a word spelled by ear more
// than one slip from the word meant ("blakjak", "bakarat", "kasinos") as
// the one word with its sound key; "hr" and "hrs" as the hour; "hotel"
// and "hotels" corrected at one slip like the other keywords ("hostel"
// kept as a word of its own); a clause saying who the relayed person is
// to the agent ("the guest i'm assisting", "the client we are serving")
// as part of the relay; a W-2G wager "betting" or "wagering" an amount,
// or given in cents, in dollars; and the comps the player "would",
// "could" or "'d" get, with no play given, as a prediction.
//
// The number to quote for this part is the first run's above. Its bar is
// 95% correct and none wrong, as for the other held-out parts, and the
// score test fails under it.
func heldOutTenth(t testing.TB) []expectation {
	mgm := programID(t, "MGM Rewards")
	return []expectation{
		// The directory: places by town (with and without the state),
		// radius in miles and km, coordinates, types, hotels, rewards, a
		// family of names; one casino's details.
		{query: "any casinos w hotles near deadwood sd", intent: FindCasinos, params: params{"near": "Deadwood, SD", "has_hotel": true}},
		{query: "racetrack casinos in iowa", intent: FindCasinos, params: params{"state": "IA", "type": "racino"}},
		{query: "casinos within 15 mi of biloxi", intent: FindCasinos, params: params{"near": "Biloxi, MS", "radius_km": 24.1}},
		{query: "native american casinos within 80km of albuquerque nm", intent: FindCasinos, params: params{"near": "Albuquerque, NM", "radius_km": 80, "type": "tribal"}},
		{query: "my user needs every commercial casino in indiana", intent: FindCasinos, params: params{"state": "IN", "type": "commercial"}},
		{query: "any ballys in rhode island?", intent: FindCasinos, params: params{"state": "RI", "q": "Bally's"}},
		{query: "casinos within 10 miles of 39.16,-119.77", intent: FindCasinos, params: params{"near": "39.16,-119.77", "radius_km": 16.1}},
		{query: "laughlin casinos that have a players club", intent: FindCasinos, params: params{"near": "Laughlin, NV", "has_rewards": true}},
		{query: "tell me about the foxwoods resort", intent: CasinoDetail, params: params{"slug": slugOf(t, "Foxwoods Resort Casino")}},
		{query: "what loyalty program is golden nugget biloxi part of", intent: CasinoDetail, params: params{"slug": slugOf(t, "Golden Nugget Biloxi")}},

		// Programs, their ladders and one tier's threshold.
		{query: "credits needed to hit diamond plus", intent: TierRequirement, params: params{"id": programID(t, "Caesars Rewards")}, tier: "Diamond Plus"},
		{query: "mgm noir requirments?", intent: TierRequirement, params: params{"id": mgm}, tier: "NOIR"},
		{query: "lucky star rewards gold star how many pts", intent: TierRequirement, params: params{"id": programID(t, "Lucky Star Rewards")}, tier: "Gold Star"},
		{query: "what levels does true rewards have", intent: ProgramDetail, params: params{"id": programID(t, "True Rewards")}},
		{query: "which loyalty clubs are in ur database", intent: ListPrograms, params: params{}},

		// Game facts: house edge, pace and return.
		{query: "whats the house advantage in craps", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "roulette spins per hr", intent: GameFacts, params: params{"game_type": "roulette"}},
		{query: "rtp for quarter slots", intent: GameFacts, params: params{"game_type": "slots", "denomination": 0.25}},

		// The W-2G rule by game, amount and wager.
		{query: "my client hit $1,250 on a slot machine betting 25 cents, do they get a w-2g", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 1250, "wager": 0.25}},
		{query: "poker tournament winnings, when does the casino issue a w-2g", intent: W2GRule, params: params{"game_type": "poker"}},
		{query: "do i get a tax form if i win 700 on roulette", intent: W2GRule, params: params{"game_type": "roulette", "amount_won": 700}},

		// Responsible-gaming help, by state and national.
		{query: "who do i call for gambling problems in az", intent: RGHelp, params: params{"topic": "helpline", "state": "AZ"}},
		{query: "how do i ban myself from casinos in indiana", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "IN"}},
		{query: "is there a national problem gambling hotline", intent: RGHelp, params: params{"topic": "helpline"}},

		// The player's limits: changes are proposed, and the limits read.
		{query: "cap my monthly gambling at $800", intent: SetBudget, params: params{"period": "month", "amount": 800}},
		{query: "sessions 45 minutes max please", intent: SetSessionLimit, params: params{"max_minutes": 45}},
		{query: "put me on a $150/day budget", intent: SetBudget, params: params{"period": "day", "amount": 150}},
		{query: "2.5 hour max per session", intent: SetSessionLimit, params: params{"max_minutes": 150}},
		{query: "remind me what daily budget i set", intent: MyLimits, params: params{}},

		// Comps: predicted at a casino or all of them, and estimated.
		{query: "my user is asking what offer to expect from golden nugget lake charles", intent: CompPredict, params: params{"casino_name": "golden nugget lake charles"}},
		{query: "rank the comps id get at all my casinos", intent: CompPredictAll, params: params{}},
		{query: "comp value for $25 craps 3 hours", intent: CompEstimate, params: params{"game_type": "craps", "avg_bet": 25, "hours": 3}},
		{query: "theo for 4 hrs of roulette at $15 a spin", intent: CompEstimate, params: params{"game_type": "roulette", "avg_bet": 15, "hours": 4}},

		// The next tier at a casino, and the player's tier at one.
		{query: "the player im helping wants to know how close they are to the next tier at hard rock", intent: TierProgress, params: params{"casino_name": "hard rock"}},
		{query: "points left until i tier up at mohegan sun", intent: TierProgress, params: params{"casino_name": "mohegan sun"}},
		{query: "what tier am i at caesars palace", intent: MyTiers, params: params{}, filter: []string{"caesars palace", "Caesars Palace Casino"}},

		// Hosts by language or at a casino, and the player's own.
		{query: "any mandarin speaking hosts", intent: FindHosts, params: params{"language": "Mandarin"}},
		{query: "need a casino host at turning stone", intent: FindHosts, params: params{}, filter: []string{"turning stone", "Turning Stone Resort & Casino"}},
		{query: "sycuan - who is my host there", intent: MyHosts, params: params{}, filter: []string{"sycuan", "Sycuan Casino & Golf Resort"}},

		// Tier matches from a named tier, and suggestions from the player's.
		{query: "can i status match mgm gold to caesars", intent: TierMatchPaths, params: params{"program": "MGM Rewards", "to_program": "Caesars Rewards"}, tier: "Gold"},
		{query: "where can my current status get me a match", intent: TierMatchSuggestions, params: params{}},

		// The player's records: trips, sessions, bankroll, offers,
		// vouchers, W-2Gs and the tax year.
		{query: "show trips to harrahs cherokee in 2024", intent: MyTrips, params: params{"casino_name": "harrahs cherokee", "from": "2024-01-01", "to": "2024-12-31"}},
		{query: "my blakjak sessions last month", intent: MySessions, params: params{"game_type": "blackjack", "from": "2026-04-01", "to": "2026-04-30"}},
		{query: "video poker sessions at the orleans", intent: MySessions, params: params{"casino_name": "orleans", "game_type": "video_poker"}},
		{query: "how much is left in my bankrol", intent: Bankroll, params: params{}},
		{query: "what offers do i have from wynn", intent: MyOffers, params: params{"casino_name": "wynn"}},
		{query: "which offers run out in the next 10 days", intent: ExpiringOffers, params: params{"within_days": 10}},
		{query: "list my expired vouchres", intent: MyVouchers, params: params{"status": "expired"}},
		{query: "pull my w-2gs for tax year 2024", intent: MyW2Gs, params: params{"tax_year": 2024}},
		{query: "total of my w2g winnings this year", intent: W2GTotal, params: params{"tax_year": 2026}},
		{query: "gambling wins and losses summary for my 2025 taxes", intent: TaxSummary, params: params{"tax_year": 2025}},

		// Off topic, unclear, a tier two programs share, two changes in
		// one, a phone number and an address, and changes /ask does not
		// make.
		{query: "whats soaring eagle's phone #", intent: Unknown, params: params{}},
		{query: "what time does the pool close at wynn", intent: Unknown, params: params{}},
		{query: "raise my daily budget to 300 and cap sessions at 1 hr", intent: Unknown, params: params{}},
		{query: "delete my last session", intent: Unknown, params: params{}},
		{query: "whats the score of the yankees game", intent: Unknown, params: params{}},
		{query: "hmm not sure, maybe the other one?", intent: Unknown, params: params{}},
		{query: "gold tier requirements", intent: Unknown, params: params{}},
		{query: "zip code and street for hard rock atlantic city", intent: Unknown, params: params{}},
		{query: "log a trip to reno next weekend", intent: Unknown, params: params{}},
	}
}
