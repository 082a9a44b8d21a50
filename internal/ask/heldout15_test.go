package ask

import "testing"

// heldOutFifteenth is a fifteenth held-out part, written blind and
// committed BEFORE its first run: by someone who had read only the action
// catalog and the service spec, the README's section on /ask (and its curl
// examples of the directory's query parameters), the shipped data (for real
// casino, program and tier names, towns, states, types and brands), the
// whole of the fourteenth held-out part and the thirteenth part's header
// (for the format, the vocabulary of intents and parameters and their
// conventions), the intent names of ask.go, the expectation type and the
// programID and slugOf helpers, and the registration table of
// TestCorpusScore; never the rules of this package, the tuning phrases or
// the other held-out parts. Its wording is new: each phrase was checked
// with a case-insensitive fixed-string grep (file names only) against every
// test file of this package not to be in the corpus already (six drafts
// that were, "how many tier credits for diamond plus", "whats needed for
// pearl status at mgm", "how many rolls an hour in craps", "which of my
// casinos will send me the best offers next", "what tier matches am i
// eligible for" and "whats the best buffet in vegas", were replaced before
// the first run). It is phrased the way players and their agents type:
// lower case with a few in Title Case ("New Jersey casinos with ...",
// "What levels does WinStar Club Passport have?", "Dont let me spend ...
// a month!"), slips of a letter ("comercial", "requirment", "sesions"),
// shorthand ("sd", "az", "PA", "w/", "mi", "40km", "reqs", "u", "hr",
// "yr", "min", "pls", "w2g", "w-2gs", "im"), amounts written in different
// ways ("$6,000", "$1,250", "$700", "$1", "$300/week", "$2,000", "$10",
// "100", "200", "50", "250"), times written in different ways ("an hour and
// a half", "45 min", "5 hours", "90 min", "2 weeks"), chatter and context
// before the question ("my user is planning a trip to cripple creek next
// month,", "i think i have a gambling problem,"), relayed forms ("my user
// is planning", "my client won"), towns with and without their state (the
// state as a code), a radius in miles or kilometres, coordinates, hotel,
// type and rewards filters, a brand's casinos in a state, and off-topic,
// unclear and double questions, details the API does not return, another
// person's records, a tier two programs share, and a change /ask does not
// propose (9 of 60 expect Unknown).
//
// It follows the fourteenth and thirteenth parts' conventions (a casino
// named for a player action keeps the name as typed, without "the"; a
// filter adds the directory's name only when the typed words name exactly
// one casino; coordinates are the place as typed; a radius in miles is in
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
//   - "deadwood sd casinos w/ a hotel??" is has_hotel near Deadwood, SD;
//     "what racinos does PA have" is the racino type in PA; "tribal
//     casinos around tucson az" are the tribal type near Tucson, AZ;
//     "within 15 miles of Laughlin" is near Laughlin, NV within 24.1 km;
//     "places to gamble" are casinos, and "within 40km of shreveport" is
//     near Shreveport, LA within 40 km; "within 3 mi of 39.53,-119.81" is
//     near those coordinates within 4.8 km; "which casinos up there have
//     hotel rooms", after a relayed trip "to cripple creek", is has_hotel
//     near Cripple Creek, CO (the town named in the context); "golden
//     nugget properties in nevada" are NV with q "Golden Nugget";
//     "casinos with a loyalty program" are has_rewards; "comercial casinos
//     in colorado" are the commercial type in CO;
//   - "what loyalty program does the palazzo use" is the details of
//     Palazzo Las Vegas (a casino's program is its details);
//   - "diamond plus at caesars" is Caesars Rewards' Diamond Plus; "pearl
//     tier mgm rewards" is MGM Rewards' Pearl; "true rewards epic reqs" is
//     True Rewards' Epic; "what levels does WinStar Club Passport have" is
//     that program's ladder; "which loyalty programs do u guys cover"
//     lists the programs;
//   - "whats the edge on baccarat" is a game fact for baccarat; "craps
//     pace, decisions per hr?" is a game fact (pace) for craps;
//   - "won $6,000 in a poker tourney" is the W-2G rule for poker; "my
//     client won $1,250 on video poker" is the rule for video_poker; "$700
//     keno win on a $1 ticket" is the rule for keno with the wager 1 (the
//     ticket is what was wagered);
//   - "gambling addiction hotline for nevada" is the helpline in NV; "how
//     does self-exclusion work in pennsylvania" is self_exclusion in PA;
//     "i think i have a gambling problem, who can i talk to", with no
//     state, is the helpline with no state;
//   - "a $300/week cap on my gambling" is a weekly budget of 300; "Dont let
//     me spend more than $2,000 a month!" is a monthly budget of 2000;
//     "limit my sessions to an hour and a half" is max_minutes 90; "no
//     session longer than 45 min" is max_minutes 45; "show the spending
//     caps i've set" reads the limits;
//   - "predict my next comp at mohegan sun" is comp_predict at "mohegan
//     sun"; "forecast offers for every casino i've played at" is
//     comp_predict_all; "$10 blackjack for 5 hours" and "baccarat at 100 a
//     hand for 90 min" (1.5 hours) are comp_estimate;
//   - "what percent to next tier at aria" is tier_progress at "aria";
//     "what status do i have at each casino" is the player's tiers; "whats
//     my tier at mandalay bay" is the player's tiers filtered to Mandalay
//     Bay Resort & Casino (the one casino the words name);
//   - "spanish speaking host pls" is find_hosts in Spanish; "hosts at the
//     south point" is find_hosts filtered to South Point Casino and Hotel
//     (the one casino the words name); "list the hosts im connected with"
//     is the player's hosts;
//   - "can i status match boyd emerald to mgm" is a tier-match path from
//     Boyd Rewards' Emerald (a tier only that program has) to MGM Rewards;
//     "based on my tiers, where could i get a status match" is tier-match
//     suggestions;
//   - "trips in 2025 to mgm grand detroit" are the trips at "mgm grand
//     detroit" in 2025; "how many trips did i take last yr" are the trips
//     of 2025; "my blackjack sesions from last month" are the sessions of
//     blackjack in April 2026; "bankroll check pls" is the bankroll; "what
//     offers do i have from harrahs cherokee" are the offers at "harrahs
//     cherokee" (as typed, without the apostrophe); "offers going to
//     expire in 2 weeks" are expiring offers within 14 days; "my redeemed
//     vouchers" are the vouchers with status "redeemed"; "w2g forms for
//     2023" list the W-2Gs of 2023; "how much did i win on w-2gs in 2025"
//     is the W-2G total of 2025; "gambling tax report for last yr" is the
//     tax summary of 2025;
//   - steak dinner spots are off topic, so Unknown; a daily and a weekly
//     budget in one is two changes, so Unknown; "what's the phone number
//     for mohegan sun" asks a phone number and "what address is caesars
//     palace at" an address, so Unknown; "my dad's w2gs" are another
//     person's records, so Unknown; "and the other one??" is unclear, so
//     Unknown; "what do i need for sapphire" names a tier MGM Rewards and
//     Boyd Rewards share, so Unknown; logging a session is a change /ask
//     does not propose, so Unknown; when the pool opens is a detail no
//     answer says, so Unknown.
//
// Its first run (go test ./internal/ask -run 'TestCorpusScore$' -count=1
// -v, once, on branch ask-heldout15 from main at 45d4ebb, with no rule
// changed for this part) scored 54 of 60 correct (90.0%): precision 95.7%
// (45 of 47 answers right), recall 88.2% (45 of 51 answerable), 5
// declined and 1 wrong (the test counts an answer that asks for a missing
// field as declined, and as an answer in precision); all 9 expected
// Unknowns were declined. No expectation was corrected after it. The
// wrong one:
//   - a town followed by its state's code and "casinos w/ a hotel" read
//     as a name search in that state: "deadwood sd casinos w/ a hotel??"
//     answered as find_casinos with state SD, q "Deadwood" and has_hotel,
//     not near Deadwood, SD with has_hotel.
//
// The declined ones: a hotel filter on the casinos "up there", the town
// named in a relayed lead-in ("my user is planning a trip to cripple
// creek next month, which casinos up there have hotel rooms"); a tier's
// threshold asked as "reqs" after a program's name and the tier ("true
// rewards epic reqs"); the programs asked as "which loyalty programs do u
// guys cover"; the limits asked as "the spending caps i've set" ("show
// the spending caps i've set"); and a comp estimate with the bet as "at
// 100 a hand", read as a casino named "100 a hand" with avg_bet missing
// ("baccarat at 100 a hand for 90 min, comp estimate?").
//
// The same run shows the other parts as main left them: the fourth,
// seventh and eighth parts' phone-number and address phrases declined
// (their expectations predate the convention that makes them Unknown),
// and the eleventh part's coordinates relayed as "my user is at" still
// declined; this part's phone number and address phrases ("what's the
// phone number for mohegan sun", "what address is caesars palace at") were
// declined and so scored right. No other part had a phrase wrong or
// declined.
//
// After it, on branch ask-heldout15, general rules with tuning phrases
// of their own (score_test.go, never these; no expectation here changed)
// took it to 60 of 60 (100%), none wrong, none declined: a number before
// a bet's unit ("25 a hand", "50 per spin", "10 a roll") as the average
// bet, never a casino's name; a town written with its state before
// "casinos" as where to look, as the bare town is, when every casino
// whose name begins with it is there (a family spread over towns is
// still its names); "reqs" and "req" as a tier's requirements; "you
// guys" and "you folks" as "you"; the player's "caps" asked about as
// their limits (a table's caps still decline); and a trip lead-in
// planned or taken ("planning a trip to", "taking a drive to"), an
// agent's user's ("my client is heading to"), pointing back with "up
// there", "down there" or "out there", the trip claimed not being the
// trip records ("taking" no longer corrected to "talking"; an unknown
// town still declines). The other parts kept every correct answer.
//
// The number to quote for this part is the first run's above. Having met
// the bar, it is registered in TestCorpusScore's table with it (true):
// the test now fails if it scores under 95% correct or has a wrong
// answer.
func heldOutFifteenth(t testing.TB) []expectation {
	return []expectation{
		// The directory: places by town (with and without the state),
		// radius in miles and km, coordinates, types, hotels, rewards, a
		// brand in a state; one casino's details.
		{query: "deadwood sd casinos w/ a hotel??", intent: FindCasinos, params: params{"near": "Deadwood, SD", "has_hotel": true}},
		{query: "what racinos does PA have", intent: FindCasinos, params: params{"state": "PA", "type": "racino"}},
		{query: "tribal casinos around tucson az", intent: FindCasinos, params: params{"near": "Tucson, AZ", "type": "tribal"}},
		{query: "Casinos within 15 miles of Laughlin", intent: FindCasinos, params: params{"near": "Laughlin, NV", "radius_km": 24.1}},
		{query: "places to gamble within 40km of shreveport", intent: FindCasinos, params: params{"near": "Shreveport, LA", "radius_km": 40}},
		{query: "anything within 3 mi of 39.53,-119.81", intent: FindCasinos, params: params{"near": "39.53,-119.81", "radius_km": 4.8}},
		{query: "my user is planning a trip to cripple creek next month, which casinos up there have hotel rooms", intent: FindCasinos, params: params{"near": "Cripple Creek, CO", "has_hotel": true}},
		{query: "golden nugget properties in nevada", intent: FindCasinos, params: params{"state": "NV", "q": "Golden Nugget"}},
		{query: "New Jersey casinos with a loyalty program", intent: FindCasinos, params: params{"state": "NJ", "has_rewards": true}},
		{query: "comercial casinos in colorado", intent: FindCasinos, params: params{"state": "CO", "type": "commercial"}},
		{query: "what loyalty program does the palazzo use", intent: CasinoDetail, params: params{"slug": slugOf(t, "Palazzo Las Vegas")}},

		// Programs, their ladders and one tier's threshold.
		{query: "diamond plus at caesars, whats the tier credit requirment", intent: TierRequirement, params: params{"id": programID(t, "Caesars Rewards")}, tier: "Diamond Plus"},
		{query: "pearl tier mgm rewards - how do i get it", intent: TierRequirement, params: params{"id": programID(t, "MGM Rewards")}, tier: "Pearl"},
		{query: "true rewards epic reqs", intent: TierRequirement, params: params{"id": programID(t, "True Rewards")}, tier: "Epic"},
		{query: "What levels does WinStar Club Passport have?", intent: ProgramDetail, params: params{"id": programID(t, "WinStar Club Passport")}},
		{query: "which loyalty programs do u guys cover", intent: ListPrograms, params: params{}},

		// Game facts: hold and pace.
		{query: "whats the edge on baccarat", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "craps pace, decisions per hr?", intent: GameFacts, params: params{"game_type": "craps"}},

		// The W-2G rule by game, amount and wager.
		{query: "won $6,000 in a poker tourney, do i get a w-2g", intent: W2GRule, params: params{"game_type": "poker", "amount_won": 6000}},
		{query: "my client won $1,250 on video poker. w-2g?", intent: W2GRule, params: params{"game_type": "video_poker", "amount_won": 1250}},
		{query: "$700 keno win on a $1 ticket, is that reportable on a w2g", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 700, "wager": 1}},

		// Responsible-gaming help by state, and a national line.
		{query: "gambling addiction hotline for nevada", intent: RGHelp, params: params{"topic": "helpline", "state": "NV"}},
		{query: "how does self-exclusion work in pennsylvania", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "PA"}},
		{query: "i think i have a gambling problem, who can i talk to", intent: RGHelp, params: params{"topic": "helpline"}},

		// The player's limits: changes are proposed, and the limits read.
		{query: "put a $300/week cap on my gambling", intent: SetBudget, params: params{"period": "week", "amount": 300}},
		{query: "Dont let me spend more than $2,000 a month!", intent: SetBudget, params: params{"period": "month", "amount": 2000}},
		{query: "limit my sessions to an hour and a half", intent: SetSessionLimit, params: params{"max_minutes": 90}},
		{query: "no session longer than 45 min", intent: SetSessionLimit, params: params{"max_minutes": 45}},
		{query: "show the spending caps i've set", intent: MyLimits, params: params{}},

		// Comps: predicted at a casino or all of them, and estimated.
		{query: "predict my next comp at mohegan sun", intent: CompPredict, params: params{"casino_name": "mohegan sun"}},
		{query: "forecast offers for every casino i've played at", intent: CompPredictAll, params: params{}},
		{query: "$10 blackjack for 5 hours how much comp would i get", intent: CompEstimate, params: params{"game_type": "blackjack", "avg_bet": 10, "hours": 5}},
		{query: "baccarat at 100 a hand for 90 min, comp estimate?", intent: CompEstimate, params: params{"game_type": "baccarat", "avg_bet": 100, "hours": 1.5}},

		// The next tier at a casino, and the player's tiers.
		{query: "what percent to next tier at aria", intent: TierProgress, params: params{"casino_name": "aria"}},
		{query: "what status do i have at each casino", intent: MyTiers, params: params{}},
		{query: "whats my tier at mandalay bay", intent: MyTiers, params: params{}, filter: []string{"mandalay bay", "Mandalay Bay Resort & Casino"}},

		// Hosts by language or at a casino, and the player's own.
		{query: "spanish speaking host pls", intent: FindHosts, params: params{"language": "Spanish"}},
		{query: "hosts at the south point", intent: FindHosts, params: params{}, filter: []string{"south point", "South Point Casino and Hotel"}},
		{query: "list the hosts im connected with", intent: MyHosts, params: params{}},

		// Tier matches from a named tier, and suggestions from the player's.
		{query: "can i status match boyd emerald to mgm", intent: TierMatchPaths, params: params{"program": "Boyd Rewards", "to_program": "MGM Rewards"}, tier: "Emerald"},
		{query: "based on my tiers, where could i get a status match", intent: TierMatchSuggestions, params: params{}},

		// The player's records: trips, sessions, bankroll, offers,
		// vouchers, W-2Gs and the tax year.
		{query: "trips in 2025 to mgm grand detroit", intent: MyTrips, params: params{"casino_name": "mgm grand detroit", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "how many trips did i take last yr", intent: MyTrips, params: params{"from": "2025-01-01", "to": "2025-12-31"}},
		{query: "show my blackjack sesions from last month", intent: MySessions, params: params{"game_type": "blackjack", "from": "2026-04-01", "to": "2026-04-30"}},
		{query: "bankroll check pls", intent: Bankroll, params: params{}},
		{query: "what offers do i have from harrahs cherokee", intent: MyOffers, params: params{"casino_name": "harrahs cherokee"}},
		{query: "any of my offers going to expire in 2 weeks?", intent: ExpiringOffers, params: params{"within_days": 14}},
		{query: "list my redeemed vouchers", intent: MyVouchers, params: params{"status": "redeemed"}},
		{query: "w2g forms for 2023", intent: MyW2Gs, params: params{"tax_year": 2023}},
		{query: "how much did i win on w-2gs in 2025", intent: W2GTotal, params: params{"tax_year": 2025}},
		{query: "gambling tax report for last yr pls", intent: TaxSummary, params: params{"tax_year": 2025}},

		// Off topic, unclear, two changes in one, a phone number and an
		// address, another person's records, a tier two programs share,
		// and things /ask does not do or propose.
		{query: "good steak dinner spots near fremont street?", intent: Unknown, params: params{}},
		{query: "lower my daily budget to 50 and set my weekly one to 250", intent: Unknown, params: params{}},
		{query: "what's the phone number for mohegan sun", intent: Unknown, params: params{}},
		{query: "what address is caesars palace at", intent: Unknown, params: params{}},
		{query: "can u pull my dad's w2gs from 2024", intent: Unknown, params: params{}},
		{query: "and the other one??", intent: Unknown, params: params{}},
		{query: "what do i need for sapphire", intent: Unknown, params: params{}},
		{query: "log a blackjack session at aria, i won 200", intent: Unknown, params: params{}},
		{query: "what time does the pool open at mandalay bay", intent: Unknown, params: params{}},
	}
}
