package ask

import "testing"

// heldOutEighth is an eighth held-out part, written blind and committed
// BEFORE its first run: by someone who had read only the action catalog and
// the service spec, the README's section on /ask, the shipped data (for
// real casino, program and tier names, towns and states), the whole of the
// seventh held-out part (for the format, the vocabulary of intents and
// parameters and its conventions), the intent names of ask.go and the
// score code around TestCorpusScore (for how a part is registered); never
// the rules of this package or the other held-out parts. Its wording is
// new: each phrase was checked with a case-insensitive grep against every
// test file of this package not to be in the corpus already (three drafts
// that were, and a few whose key words were close to a phrase of the
// seventh part, were replaced before the first run). It is phrased the way
// players and their agents type: lower case, typos ("locatoins",
// "spansih", "blackjak"), shorthand and slang
// ("mi", "km", "hrs", "mins", "rn", "rtp", "tito", "theo", "tourney",
// "indian casinos", "1-800", "rg"), relayed forms ("my client wants", "my
// client hit"), towns with and without their state, a radius in miles or
// kilometres, coordinates, hotel filters, and off-topic, unclear and
// double questions and changes /ask does not make (8 of 60 expect
// Unknown).
//
// It follows the seventh part's conventions (a casino named for a player
// action keeps the name as typed, without "the"; a filter adds the
// directory's name only when the typed words name exactly one casino;
// coordinates are the place as typed; a radius in miles is in kilometres
// to one decimal; a year named for the player's records is that calendar
// year; a W-2G asked for a table game is still the W-2G rule; a tier two
// programs share named alone, two questions in one, and a change /ask
// does not propose are Unknown). A few choices of its own, where the spec
// gives the parameter:
//   - "last month" for sessions is April 2026 (the corpus's today is
//     2026-05-14), its first to its last day;
//   - "the next 2 weeks" for expiring offers is within_days 14;
//   - "open tito vouchers" is the vouchers with status "open";
//   - "indian casinos" are tribal casinos; "rooms" or "a hotel" is
//     has_hotel;
//   - a brand's casinos in a state ("ameristar ... in missouri") are the
//     state with q the brand's family name, as the seventh part's
//     "horseshoe properties in indiana";
//   - a "1-800 number" or "who do i call" is the helpline topic;
//   - "theo" or a "comp estimate" for a stated bet and time is
//     comp_estimate; what a casino is "likely to offer me next" is
//     comp_predict there, and "the best offers out of all my casinos"
//     is comp_predict_all;
//   - "platinum" alone is a tier Caesars Rewards and MGM Rewards share,
//     so Unknown.
//
// Its first run (go test ./internal/ask -run 'TestCorpusScore$' -count=1
// -v, once, on branch ask-round8 from main at 3fc7162, with no rule
// changed for this part) scored 46 of 60 correct (76.7%): precision 90.5%
// (38 of 42 answers right), recall 73.1% (38 of 52 answerable), 10
// declined and 4 wrong; all 8 expected Unknowns were declined. The wrong
// ones:
//   - a cap stated as "keep ... under" read as a record: "keep my
//     sessions under 75 mins" answered as my_sessions, not proposed as
//     set_session_limit of 75 minutes;
//   - a budget stated after its amount read as the bankroll: "200 a week
//     is my gambling budget from now on" answered as bankroll, not
//     set_budget of 200 a week;
//   - a language with a slip dropped: "spansih speaking host at south
//     point" answered as find_hosts at South Point without language
//     Spanish;
//   - the player's own host read as a search: "is there a host assigned
//     to me at foxwoods" answered as find_hosts, not my_hosts.
//
// The declined ones: "indian casinos" within a radius of a town with its
// state ("indian casinos within 50 mi of tulsa ok"), a brand's casinos in
// a state with a slip ("ameristar locatoins in missouri"), a casino's
// "phone number for", a program's "tier structure", the programs as
// "players clubs ... you track", game facts as "the casino's edge on an
// american roulette wheel" and "payback on jacks or better video poker",
// the W-2G rule as "do i get a w2g for hitting $1,800 on keno" and "do
// poker tourney cashes get a w2g", and a budget change as "drop the
// monthly gambling budget to $1,000".
//
// After it, on branch ask-round8, general rules with tuning phrases of
// their own (score_test.go, never these; no expectation here changed)
// took it to 59 of 60 (98.3%), none wrong, 1 declined: a cap stated as
// what to keep under ("keep ... under", "stay below"); a budget stated
// amount first or "from now on"; a language typed with a slip beside a
// word of speaking; a host "assigned to me" as the player's own (and a
// host's etiquette, or whom to talk to, declined); a win said as
// "hitting", a tournament "cash", wins "over" an amount; the way of play
// the house-edge table assumes named with the game (a roulette "wheel",
// basic strategy, full-pay Jacks or Better read as video poker; another
// pay table such as 6:5 declined) and a "half dollar" denomination; a
// program "explained" or "walked through", and "players clubs"; a limit
// "dropped" or "reset" to a value; a town's state as a lower-case code
// that is also a word ("tulsa ok"); a family of names before
// "locations", "properties" or "venues", searched as the directory spells
// it; and, after an agent's relay, "they" or "their" as the asker. The
// one still declined is "phone number for turning stone": the directory
// API has no phone field, so declining it is the right answer.
//
// The number to quote for this part is the first run's above. Its bar is
// 95% correct and none wrong, as for the other held-out parts, and the
// score test fails under it.
func heldOutEighth(t testing.TB) []expectation {
	caesars := programID(t, "Caesars Rewards")
	return []expectation{
		// The directory: places by town (with and without the state),
		// radius and coordinates, types, hotels, a family of names; one
		// casino's details.
		{query: "any casinos in deadwood sd that have a hotel", intent: FindCasinos, params: params{"near": "Deadwood, SD", "has_hotel": true}},
		{query: "indian casinos within 50 mi of tulsa ok", intent: FindCasinos, params: params{"near": "Tulsa, OK", "radius_km": 80.5, "type": "tribal"}},
		{query: "my client wants a racino near charles town wv", intent: FindCasinos, params: params{"near": "Charles Town, WV", "type": "racino"}},
		{query: "casinos within 10 km of 36.11,-115.17", intent: FindCasinos, params: params{"near": "36.11,-115.17", "radius_km": 10}},
		{query: "ameristar locatoins in missouri", intent: FindCasinos, params: params{"state": "MO", "q": "Ameristar"}},
		{query: "phone number for turning stone", intent: CasinoDetail, params: params{"slug": slugOf(t, "Turning Stone Resort & Casino")}},

		// Programs, their ladders and one tier's threshold.
		{query: "how many tier credits for diamond plus caesars", intent: TierRequirement, params: params{"id": caesars}, tier: "Diamond Plus"},
		{query: "mgm noir requirements", intent: TierRequirement, params: params{"id": programID(t, "MGM Rewards")}, tier: "NOIR"},
		{query: "what does it take to hit gold star on lucky star rewards", intent: TierRequirement, params: params{"id": programID(t, "Lucky Star Rewards")}, tier: "Gold Star"},
		{query: "explain the boyd rewards tier structure", intent: ProgramDetail, params: params{"id": programID(t, "Boyd Rewards")}},
		{query: "what players clubs do you track", intent: ListPrograms, params: params{}},

		// Game facts: house edge, return and pace.
		{query: "whats the casino's edge on an american roulette wheel", intent: GameFacts, params: params{"game_type": "roulette"}},
		{query: "craps, how many rolls an hour at a busy table", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "penny slots rtp", intent: GameFacts, params: params{"game_type": "slots", "denomination": 0.01}},
		{query: "payback on jacks or better video poker", intent: GameFacts, params: params{"game_type": "video_poker"}},

		// The W-2G rule by game, amount and wager.
		{query: "do i get a w2g for hitting $1,800 on keno", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1800}},
		{query: "do poker tourney cashes get a w2g", intent: W2GRule, params: params{"game_type": "poker"}},
		{query: "hit 1200 on a 5 dollar spin on the slots, does that trigger a w2g", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 1200, "wager": 5}},
		{query: "my client hit $6,000 on roulette, does the casino issue a w-2g", intent: W2GRule, params: params{"game_type": "roulette", "amount_won": 6000}},

		// Responsible-gaming help by state.
		{query: "ohio 1-800 number for compulsive gamblers", intent: RGHelp, params: params{"topic": "helpline", "state": "OH"}},
		{query: "how do i self-exclude in indiana", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "IN"}},
		{query: "who do i call about a gambling problem in colorado", intent: RGHelp, params: params{"topic": "helpline", "state": "CO"}},

		// The player's limits: changes are proposed, and the limits read.
		{query: "drop the monthly gambling budget to $1,000", intent: SetBudget, params: params{"period": "month", "amount": 1000}},
		{query: "keep my sessions under 75 mins", intent: SetSessionLimit, params: params{"max_minutes": 75}},
		{query: "2.5 hrs per session max please", intent: SetSessionLimit, params: params{"max_minutes": 150}},
		{query: "200 a week is my gambling budget from now on", intent: SetBudget, params: params{"period": "week", "amount": 200}},
		{query: "remind me what my rg limits are", intent: MyLimits, params: params{}},

		// Comps: predicted at a casino or all of them, and estimated.
		{query: "what's river spirit likely to offer me next", intent: CompPredict, params: params{"casino_name": "river spirit"}},
		{query: "where am i likely to get the best offers out of all my casinos", intent: CompPredictAll, params: params{}},
		{query: "comp estimate for 3 hrs of $15 roulette", intent: CompEstimate, params: params{"game_type": "roulette", "avg_bet": 15, "hours": 3}},
		{query: "how much theo is $25 craps for 3 hours", intent: CompEstimate, params: params{"game_type": "craps", "avg_bet": 25, "hours": 3}},

		// The next tier at a casino, and the player's tiers.
		{query: "how close am i to next tier at hard rock atlantic city", intent: TierProgress, params: params{"casino_name": "hard rock atlantic city"}},
		{query: "points left to move up a tier at mohegan sun", intent: TierProgress, params: params{"casino_name": "mohegan sun"}},
		{query: "what status do i have at the sahara", intent: MyTiers, params: params{}, filter: []string{"sahara", "Sahara Las Vegas"}},
		{query: "what loyalty tiers have i got", intent: MyTiers, params: params{}},

		// Hosts at a casino or by language, and the player's own.
		{query: "spansih speaking host at south point", intent: FindHosts, params: params{"language": "Spanish"}, filter: []string{"south point", "South Point Casino and Hotel"}},
		{query: "any hosts that speak korean", intent: FindHosts, params: params{"language": "Korean"}},
		{query: "is there a host assigned to me at foxwoods", intent: MyHosts, params: params{}, filter: []string{"foxwoods", "Foxwoods Resort Casino"}},

		// Tier matches from a named tier, and suggestions from the player's.
		{query: "can i status match my mgm pearl to caesars", intent: TierMatchPaths, params: params{"program": "MGM Rewards", "to_program": "Caesars Rewards"}, tier: "Pearl"},
		{query: "where can boyd emerald get matched", intent: TierMatchPaths, params: params{"program": "Boyd Rewards"}, tier: "Emerald"},
		{query: "suggest some status matches for me", intent: TierMatchSuggestions, params: params{}},

		// The player's records: trips, sessions, W-2Gs and the tax year,
		// offers, bankroll, vouchers and visits.
		{query: "my trips to the venetian in 2025", intent: MyTrips, params: params{"casino_name": "venetian", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "list every blackjak session i logged last month", intent: MySessions, params: params{"game_type": "blackjack", "from": "2026-04-01", "to": "2026-04-30"}},
		{query: "what sessions do i have at golden nugget lake charles", intent: MySessions, params: params{"casino_name": "golden nugget lake charles"}},
		{query: "pull up the w-2g forms casinos gave me in 2025", intent: MyW2Gs, params: params{"tax_year": 2025}},
		{query: "sum of my jackpots that got w2gs in 2024", intent: W2GTotal, params: params{"tax_year": 2024}},
		{query: "gambling tax summary for 2025", intent: TaxSummary, params: params{"tax_year": 2025}},
		{query: "which offers run out in the next 2 weeks", intent: ExpiringOffers, params: params{"within_days": 14}},
		{query: "offers i have at ameristar st charles", intent: MyOffers, params: params{"casino_name": "ameristar st charles"}},
		{query: "how much is in my bankroll rn", intent: Bankroll, params: params{}},
		{query: "my open tito vouchers", intent: MyVouchers, params: params{"status": "open"}},
		{query: "list my casino visits", intent: MyVisits, params: params{}},

		// Off topic, a tier two programs share, two questions in one, and
		// changes /ask does not make.
		{query: "best steakhouse on the strip", intent: Unknown, params: params{}},
		{query: "log a trip to borgata next weekend", intent: Unknown, params: params{}},
		{query: "how do i get platinum status", intent: Unknown, params: params{}},
		{query: "whats my bankroll and my w2g total this year", intent: Unknown, params: params{}},
		{query: "will powerball hit tonight", intent: Unknown, params: params{}},
		{query: "best way to avoid getting backed off when counting", intent: Unknown, params: params{}},
		{query: "can i bring my dog to the venetian", intent: Unknown, params: params{}},
		{query: "mark my borgata free play as redeemed", intent: Unknown, params: params{}},
	}
}
