package ask

import "testing"

// heldOutSeventeenth is a seventeenth held-out part, written blind and
// committed BEFORE its first run: by someone who had read only the action
// catalog and the service spec, the README's section on /ask (and its curl
// examples of the directory's query parameters), the shipped data (for real
// casino, program and tier names, towns, states, types and brands), the
// whole of the sixteenth held-out part and the fifteenth part's header
// (for the format, the vocabulary of intents and parameters and their
// conventions), the intent names of ask.go, the expectation type and the
// programID and slugOf helpers, and the registration table of
// TestCorpusScore; never the rules of this package, the tuning phrases or
// the other held-out parts. Its wording is new: each phrase was checked
// with a case-insensitive fixed-string grep (file names only) against every
// test file of this package not to be in the corpus already (no draft was
// found there, so none was replaced). It is phrased the way players and
// their agents type: lower case with a few in Title Case ("Casinos In
// Vicksburg, Mississippi", "Which Rewards Programs Can I Look Up Here?",
// "Max Session Length 4 Hours Please", "Korean Speaking Hosts
// Available?"), slips of a letter ("radious", "avrage", "lousiana",
// "acros", "sessoins", "vouchrs"), shorthand ("w/", "30km", "u", "pls",
// "w2g", "w2gs", "hr", "min", "hrs", "$1k", "$6k", "/hand", "vs", "feb"),
// amounts written in different ways ("1200 dollar", "$4,000", "$1.25",
// "$6k", "250 a week", "$1k", "$5", "$75/hand", "$50", "$500"), times
// written in different ways ("1 hr 15 min", "4 Hours", "6 hrs", "ninety
// minutes", "an hour"), chatter before the question ("just curious,",
// "ugh rough weekend.", "before i head out tonight -"), relayed forms ("my
// user wants", "my client hit", "the player i'm helping took", "my client
// is in over their head", "the user would like to know"), towns with and
// without their state (the state spelled out), a radius in miles or
// kilometres, coordinates, hotel, type and rewards filters, a brand's
// casinos in a state, and off-topic, unclear and double questions,
// details the API does not return, another person's records, a tier two
// programs share, and changes /ask does not propose (9 of 60 expect
// Unknown).
//
// It follows the sixteenth and fifteenth parts' conventions (a casino
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
// details answer what the directory keeps about it; a tier two programs
// share named alone, two changes in one, a casino's address or phone
// number, another person's records, and a change /ask does not propose
// are Unknown). A few choices of its own, where the conventions are
// silent:
//   - "need a casino w/ a hotel in reno" is has_hotel near Reno, NV;
//     "tribal casinos in washington state" are the tribal type in WA (the
//     word "state" says it is not the town Washington, PA); "any racinos
//     over in west virginia?" is the racino type in WV (not Virginia);
//     "inside a 25 mile radious of bossier city" is near Bossier City, LA
//     within 40.2 km; "no more than 30km from albuquerque", relayed, is
//     near Albuquerque, NM within 30 km; "nearest casino to
//     47.61,-122.33" is near those coordinates with no radius; "does
//     ameristar have any casinos in missouri" is MO with q "Ameristar"
//     (the family's name in the directory: Ameristar Casino Hotel Kansas
//     City, Ameristar Casino Resort Spa St. Charles); "casinos around
//     laughlin that have a rewards card" are has_rewards near Laughlin, NV
//     (a rewards card is a rewards program); "Casinos In Vicksburg,
//     Mississippi" (the state spelled out after the comma) are near
//     Vicksburg, MS;
//   - "how many slot machines does foxwoods have" is the details of
//     Foxwoods Resort Casino (slot_machines is a field of the casino);
//     "what do u have on hard rock tampa" is the details of Seminole Hard
//     Rock Hotel & Casino Tampa (the one casino the words name);
//   - "credits needed for seven stars?" is Caesars Rewards' Seven Stars (a
//     tier only that program has, named alone); "how do you qualify for
//     noir with mgm" is MGM Rewards' NOIR (spelled as the data spells
//     it); "whats required to reach onyx in boyd rewards" is Boyd Rewards'
//     Onyx; "true rewards tier list pls" is that program's ladder; "Which
//     Rewards Programs Can I Look Up Here?" lists the programs;
//   - "what edge does the house have at blackjack", after chatter, is a
//     game fact for blackjack; "baccarat: hands per hour on avrage?" is a
//     game fact (pace) for baccarat;
//   - "is a tax form issued for a 1200 dollar slot hit" is the W-2G rule
//     for slots with amount_won 1200 (the tax form for a win is the
//     W-2G); "my client hit a royal for $4,000 on video poker betting
//     $1.25" is the rule for video_poker with the wager 1.25; "took $6k in
//     a poker tournament" is the rule for poker with amount_won 6000 ("k"
//     is thousands);
//   - "is there a hotline in indiana for compulsive gambling" is the
//     helpline in IN; "voluntary exclusion program in lousiana?" is
//     self_exclusion in LA (voluntary exclusion is self-exclusion); "my
//     client is in over their head with gambling debt, is there a
//     national helpline" is the helpline with no state;
//   - "drop my budget to 250 a week", after chatter, is a weekly budget of
//     250; "i want a $1k monthly limit on gambling" is a monthly budget of
//     1000 (a limit in dollars is a budget); "cut me off after 1 hr 15 min
//     in any session" is max_minutes 75; "Max Session Length 4 Hours
//     Please" is max_minutes 240 (a limit stated, proposed like "set");
//     "remind me what budget i set" reads the limits;
//   - "the user would like to know what borgata will likely offer them
//     next" is comp_predict at "borgata"; "predicted comps acros every
//     casino i play" is comp_predict_all; "6 hrs of $5 video poker" and
//     "blackjack at $75/hand for ninety minutes" (1.5 hours) are
//     comp_estimate;
//   - "how far from the next level am i at hard rock atlantic city" is
//     tier_progress at "hard rock atlantic city" (a level is a tier); "list
//     each loyalty status i hold" is the player's tiers; "my current card
//     level at bellagio" is the player's tiers filtered to Bellagio Hotel
//     and Casino (the one casino the word names);
//   - "Korean Speaking Hosts Available?" is find_hosts in Korean; "who are
//     the hosts at turning stone" is find_hosts filtered to Turning Stone
//     Resort & Casino (the one casino the words name); "do i have any host
//     requests pending" is the player's hosts (the connections action
//     returns pending requests with them);
//   - "could my boyd sapphire get me matched at caesars?" is a tier-match
//     path from Boyd Rewards' Sapphire (shared with MGM Rewards, but its
//     program is named) to Caesars Rewards; "with the status i have now,
//     which programs would match me" is tier-match suggestions;
//   - "trips i took to the wynn last year" are the trips at "wynn" in 2025;
//     "my trips from feb 1 to feb 20 2026" are the trips from 2026-02-01 to
//     2026-02-20 (the year written once, at the end, is both dates');
//     "how did my slot sessoins go at mohegan sun in april" are the
//     sessions of slots at "mohegan sun" in April 2026, its first to its
//     last day (a month named without a year is its latest one up to
//     today, as "last month" is); "how much is left in my bankroll", after
//     chatter, is the bankroll; "offers i got from golden nugget lake
//     charles" are the offers at "golden nugget lake charles"; "offers
//     about to lapse in the next 10 days" are expiring offers within 10
//     days; "expired vouchrs in my account" are the vouchers with status
//     "expired"; "my 2024 w2gs please" lists the W-2Gs of 2024; "what did
//     my w2gs add up to in 2023" is the W-2G total of 2023; "how do my
//     gambling wins vs losses look for taxes this year" is the tax summary
//     of 2026 ("this year" is the corpus's today's year);
//   - when to fly into Vegas is off topic, so Unknown; a daily budget and
//     a session cap in one is two changes, so Unknown; "how much has my
//     husband won on w2gs this year" asks another person's records, so
//     Unknown; "same as last time but for the other casino" is unclear, so
//     Unknown; valet parking is a detail no answer says, so Unknown;
//     checking in at a casino and adding a bankroll deposit are changes
//     /ask does not propose, so Unknown; "how many points is platinum"
//     names a tier Caesars Rewards and MGM Rewards share, so Unknown; "the
//     street address of wynn las vegas" asks an address, so Unknown.
//
// Its first run (go test ./internal/ask -run 'TestCorpusScore$' -count=1
// -v, once, on branch ask-heldout17 from main at f1879de, with no rule
// changed for this part) scored 49 of 60 correct (81.7%): precision 93.0%
// (40 of 43 answers right), recall 78.4% (40 of 51 answerable), 8
// declined and 3 wrong (the test counts an answer that asks for a missing
// field as declined, and as an answer in precision); all 9 expected
// Unknowns were declined. No expectation was corrected after it. The
// wrong ones:
//   - a monthly budget stated as "a $1k monthly limit on gambling" read as
//     a read of the limits: "i want a $1k monthly limit on gambling"
//     answered as my_limits, not set_budget with period month and amount
//     1000;
//   - a session limit of an hour and a quarter written "1 hr 15 min" kept
//     only the hour: "cut me off after 1 hr 15 min in any session"
//     answered as set_session_limit with max_minutes 60, not 75;
//   - a range of dates with the year written once at its end read the end
//     date as a casino and the range as the whole month: "my trips from
//     feb 1 to feb 20 2026" answered as my_trips with casino_name "feb 20
//     2026", from 2026-02-01 to 2026-02-28, not from 2026-02-01 to
//     2026-02-20 with no casino.
//
// The declined ones: the racino type in a state after "over in" ("any
// racinos over in west virginia?"); a radius in miles with a slip in
// "radius" ("casinos inside a 25 mile radious of bossier city"); a radius
// in kilometres as "no more than 30km from" a town, relayed ("my user
// wants casinos no more than 30km from albuquerque"); a casino's details
// asked as "what do u have on" a shortened name ("what do u have on hard
// rock tampa"); the house edge asked as "what edge does the house have
// at" a game after chatter ("just curious, roughly what edge does the
// house have at blackjack"); the pace asked as "hands per hour on avrage"
// after the game and a colon ("baccarat: hands per hour on avrage?"); the
// W-2G rule for a relayed video-poker win with its bet, asked as "does
// that trigger a w2g" ("my client hit a royal for $4,000 on video poker
// betting $1.25, does that trigger a w2g"); and the W-2G rule for a
// relayed poker-tournament win of "$6k", asked as "w2g threshold?" ("the
// player i'm helping took $6k in a poker tournament, w2g threshold?").
//
// After it, on branch ask-heldout17, general rules with tuning phrases
// of their own (score_test.go, never these; no expectation here changed)
// took it to 60 of 60 (100%), none wrong, none declined: a limit or a cap
// wanted or stated with money in a budget's period is a budget to set
// ("i'd like a $300 weekly limit", "$750 monthly limit please"), and with
// a time and the session a session limit (asked about, it still reads
// the limits); a time written in two parts is both ("2 hours 30
// minutes", "an hour 20", "2h30m"; a bet after the hours stays the bet);
// a range of dates runs from its first day to its last ("between jan 3
// and jan 9", "feb 10-14", "from march to april", a year written once
// being both dates'), and a day of a month is that day; the way a place
// lies before its cue ("out in", "down in", "over in") says nothing of
// it; a radius is read with what opens it ("inside a 40 mile radius") and
// a bound before it ("no farther than", "less than", "at most"), and
// "radius" and "average" slipped by a letter are still themselves; in a
// directory question, a program's or a family's words with the words
// typed after them that name one casino ask of that casino ("mgm detroit
// info"); a lead-in saying the asker only wonders ("just wondering,", "out
// of curiosity,") is chatter; the house's edge asked in other words ("how
// big an edge", "what kind of edge") is the game's; a winning hand named
// ("a royal flush", "quads") is the win of a W-2G rule; who a relayed
// person is to the agent ("the guest we are assisting") says nothing of
// the question even with no asking verb after it, and before a comma is a
// lead-in; and "took" (with "home" or "down") before an amount is a win
// when a W-2G or a tax form is asked of. The other parts kept every
// correct answer: their only misses are still the fourth, seventh and
// eighth parts' phone-number and address phrases and the eleventh part's
// relayed coordinates, all declined, none wrong.
func heldOutSeventeenth(t testing.TB) []expectation {
	return []expectation{
		// The directory: places by town (with and without the state),
		// radius in miles and km, coordinates, types, hotels, rewards, a
		// brand in a state; one casino's details.
		{query: "need a casino w/ a hotel in reno", intent: FindCasinos, params: params{"near": "Reno, NV", "has_hotel": true}},
		{query: "show me the tribal casinos in washington state", intent: FindCasinos, params: params{"state": "WA", "type": "tribal"}},
		{query: "any racinos over in west virginia?", intent: FindCasinos, params: params{"state": "WV", "type": "racino"}},
		{query: "casinos inside a 25 mile radious of bossier city", intent: FindCasinos, params: params{"near": "Bossier City, LA", "radius_km": 40.2}},
		{query: "my user wants casinos no more than 30km from albuquerque", intent: FindCasinos, params: params{"near": "Albuquerque, NM", "radius_km": 30}},
		{query: "nearest casino to 47.61,-122.33", intent: FindCasinos, params: params{"near": "47.61,-122.33"}},
		{query: "does ameristar have any casinos in missouri", intent: FindCasinos, params: params{"state": "MO", "q": "Ameristar"}},
		{query: "casinos around laughlin that have a rewards card", intent: FindCasinos, params: params{"near": "Laughlin, NV", "has_rewards": true}},
		{query: "Casinos In Vicksburg, Mississippi", intent: FindCasinos, params: params{"near": "Vicksburg, MS"}},
		{query: "how many slot machines does foxwoods have", intent: CasinoDetail, params: params{"slug": slugOf(t, "Foxwoods Resort Casino")}},
		{query: "what do u have on hard rock tampa", intent: CasinoDetail, params: params{"slug": slugOf(t, "Seminole Hard Rock Hotel & Casino Tampa")}},

		// Programs, their ladders and one tier's threshold.
		{query: "credits needed for seven stars?", intent: TierRequirement, params: params{"id": programID(t, "Caesars Rewards")}, tier: "Seven Stars"},
		{query: "how do you qualify for noir with mgm", intent: TierRequirement, params: params{"id": programID(t, "MGM Rewards")}, tier: "NOIR"},
		{query: "whats required to reach onyx in boyd rewards", intent: TierRequirement, params: params{"id": programID(t, "Boyd Rewards")}, tier: "Onyx"},
		{query: "true rewards tier list pls", intent: ProgramDetail, params: params{"id": programID(t, "True Rewards")}},
		{query: "Which Rewards Programs Can I Look Up Here?", intent: ListPrograms, params: params{}},

		// Game facts: edge and pace.
		{query: "just curious, roughly what edge does the house have at blackjack", intent: GameFacts, params: params{"game_type": "blackjack"}},
		{query: "baccarat: hands per hour on avrage?", intent: GameFacts, params: params{"game_type": "baccarat"}},

		// The W-2G rule by game, amount and wager.
		{query: "is a tax form issued for a 1200 dollar slot hit", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 1200}},
		{query: "my client hit a royal for $4,000 on video poker betting $1.25, does that trigger a w2g", intent: W2GRule, params: params{"game_type": "video_poker", "amount_won": 4000, "wager": 1.25}},
		{query: "the player i'm helping took $6k in a poker tournament, w2g threshold?", intent: W2GRule, params: params{"game_type": "poker", "amount_won": 6000}},

		// Responsible-gaming help by state, and a national line.
		{query: "is there a hotline in indiana for compulsive gambling", intent: RGHelp, params: params{"topic": "helpline", "state": "IN"}},
		{query: "voluntary exclusion program in lousiana?", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "LA"}},
		{query: "my client is in over their head with gambling debt, is there a national helpline", intent: RGHelp, params: params{"topic": "helpline"}},

		// The player's limits: changes are proposed, and the limits read.
		{query: "ugh rough weekend. drop my budget to 250 a week", intent: SetBudget, params: params{"period": "week", "amount": 250}},
		{query: "i want a $1k monthly limit on gambling", intent: SetBudget, params: params{"period": "month", "amount": 1000}},
		{query: "cut me off after 1 hr 15 min in any session", intent: SetSessionLimit, params: params{"max_minutes": 75}},
		{query: "Max Session Length 4 Hours Please", intent: SetSessionLimit, params: params{"max_minutes": 240}},
		{query: "remind me what budget i set", intent: MyLimits, params: params{}},

		// Comps: predicted at a casino or all of them, and estimated.
		{query: "the user would like to know what borgata will likely offer them next", intent: CompPredict, params: params{"casino_name": "borgata"}},
		{query: "predicted comps acros every casino i play", intent: CompPredictAll, params: params{}},
		{query: "comp value of 6 hrs of $5 video poker?", intent: CompEstimate, params: params{"game_type": "video_poker", "avg_bet": 5, "hours": 6}},
		{query: "playing blackjack at $75/hand for ninety minutes, what comps would i get", intent: CompEstimate, params: params{"game_type": "blackjack", "avg_bet": 75, "hours": 1.5}},

		// The next tier at a casino, and the player's tiers.
		{query: "how far from the next level am i at hard rock atlantic city", intent: TierProgress, params: params{"casino_name": "hard rock atlantic city"}},
		{query: "list each loyalty status i hold", intent: MyTiers, params: params{}},
		{query: "my current card level at bellagio", intent: MyTiers, params: params{}, filter: []string{"bellagio", "Bellagio Hotel and Casino"}},

		// Hosts by language or at a casino, and the player's own.
		{query: "Korean Speaking Hosts Available?", intent: FindHosts, params: params{"language": "Korean"}},
		{query: "who are the hosts at turning stone", intent: FindHosts, params: params{}, filter: []string{"turning stone", "Turning Stone Resort & Casino"}},
		{query: "do i have any host requests pending", intent: MyHosts, params: params{}},

		// Tier matches from a named tier, and suggestions from the player's.
		{query: "could my boyd sapphire get me matched at caesars?", intent: TierMatchPaths, params: params{"program": "Boyd Rewards", "to_program": "Caesars Rewards"}, tier: "Sapphire"},
		{query: "with the status i have now, which programs would match me", intent: TierMatchSuggestions, params: params{}},

		// The player's records: trips, sessions, bankroll, offers,
		// vouchers, W-2Gs and the tax year.
		{query: "trips i took to the wynn last year", intent: MyTrips, params: params{"casino_name": "wynn", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "my trips from feb 1 to feb 20 2026", intent: MyTrips, params: params{"from": "2026-02-01", "to": "2026-02-20"}},
		{query: "how did my slot sessoins go at mohegan sun in april", intent: MySessions, params: params{"game_type": "slots", "casino_name": "mohegan sun", "from": "2026-04-01", "to": "2026-04-30"}},
		{query: "before i head out tonight - how much is left in my bankroll", intent: Bankroll, params: params{}},
		{query: "offers i got from golden nugget lake charles", intent: MyOffers, params: params{"casino_name": "golden nugget lake charles"}},
		{query: "what offers are about to lapse in the next 10 days", intent: ExpiringOffers, params: params{"within_days": 10}},
		{query: "expired vouchrs in my account", intent: MyVouchers, params: params{"status": "expired"}},
		{query: "my 2024 w2gs please", intent: MyW2Gs, params: params{"tax_year": 2024}},
		{query: "what did my w2gs add up to in 2023", intent: W2GTotal, params: params{"tax_year": 2023}},
		{query: "how do my gambling wins vs losses look for taxes this year", intent: TaxSummary, params: params{"tax_year": 2026}},

		// Off topic, unclear, two changes in one, an address, another
		// person's records, a tier two programs share, a detail no answer
		// says, and changes /ask does not propose.
		{query: "whats the cheapest time to fly into vegas", intent: Unknown, params: params{}},
		{query: "drop my daily budget to $50 and cap sessions at an hour", intent: Unknown, params: params{}},
		{query: "how much has my husband won on w2gs this year", intent: Unknown, params: params{}},
		{query: "same as last time but for the other casino", intent: Unknown, params: params{}},
		{query: "is there valet parking at borgata", intent: Unknown, params: params{}},
		{query: "check me in at red rock today", intent: Unknown, params: params{}},
		{query: "log a $500 deposit to my bankroll", intent: Unknown, params: params{}},
		{query: "how many points is platinum", intent: Unknown, params: params{}},
		{query: "whats the street address of wynn las vegas", intent: Unknown, params: params{}},
	}
}
