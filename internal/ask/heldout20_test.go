package ask

import "testing"

// heldOutTwentieth is a twentieth held-out part, written blind and
// committed BEFORE its first run: by someone who had read only the action
// catalog and the service spec, the README's section on /ask (and its curl
// examples of the directory's query parameters), the shipped data (for real
// casino, program and tier names, towns, states, types and brands), the
// whole of the nineteenth held-out part and the eighteenth part's header
// (for the format, the vocabulary of intents and parameters and their
// conventions), the intent names of ask.go, the expectation type and the
// programID and slugOf helpers, and the registration table of
// TestCorpusScore; never the rules of this package, the tuning phrases or
// the other held-out parts. Its wording is new: each phrase was checked
// with a case-insensitive fixed-string grep (file names only) against every
// test file of this package not to be in the corpus already; three drafts
// were found there and replaced ("whats the house edge on baccarat", now
// "do u know the house advantage on craps"; "HOW MUCH IS IN MY BANKROLL",
// now "HOW MUCH MONEY IS LEFT IN MY BANKROLL"; "how much did I win on
// W-2Gs this year", now "how much have i won on w2gs so far this year").
// Its places, casinos, programs, tiers, states and languages were chosen,
// where the data allowed, among those no earlier test file names (by the
// same kind of grep, file names only): North Las Vegas, Lawton, La Center,
// Delaware, Hallandale Beach, Ho-Chunk, Wisconsin's casinos by family,
// Tonopah, New Orleans, Idaho, Chumash, Thunder Valley, Wildhorse,
// Momentum Rewards, True Rewards' Solid, Lucky Star Rewards' Rising Star,
// Genting's Tier 5, Oregon, Arkansas, Soboba, Seminole Hard Rock Tampa (as
// a player names it), Twin Arrows, Japanese, Graton, Coeur d'Alene, Agua
// Caliente, Cache Creek, Caesars New Orleans, Barona, Seven Feathers,
// Chinook Winds, Wind River (the tiers Onyx and Sapphire, the programs
// True Rewards, Lucky Star Rewards, Genting Rewards, Boyd Rewards and
// Caesars Rewards, and the games are not new: the data has no tier that
// two programs share that no earlier part names). It leans toward the way
// players type into a search box or a chat on a phone: short and casual,
// in the first person ("my", "me", "I"), with openers of many kinds ("do
// i have any", "is there", "where can I", "I'm heading to Lawton OK —",
// "gonna be in north las vegas next week,", "any idea", "quick q:",
// "pls", "can u"), run-on messages with the context before the question
// ("I'm at Seminole Hard Rock Tampa right now — how far am I from the
// next tier?", "I'm at 34.61,-120.08 rn, closest casinos?"), some ending
// with a question mark and some not, most in lower case, two in capitals
// ("COMMERCIAL CASINOS IN NEW ORLEANS", "HOW MUCH MONEY IS LEFT IN MY
// BANKROLL") and one with a word in capitals ("SAPPHIRE"); slips of a
// letter ("hotles", "sesions", "vouchres"); shorthand ("u", "pls", "rn",
// "mi", "pts", "hrs", "min", "feb", "w2g", "W2G", "quick q"); amounts
// written in different ways ("$1200", "1.5k", "$800", "$25", "twelve
// hundred", "$80", "$100", "$150"); times written in different ways ("two
// hours", "45 min", "3 hrs"); towns with and without their state (the
// state's code after the town with and without a comma), a state by its
// name, a radius in miles (one as "mi"), coordinates, hotel, type and
// rewards filters, a family's casinos in a state, and off-topic, unclear
// and double requests, a detail no answer says, another person's records,
// a tier two programs share and changes /ask does not propose (8 of 60
// expect Unknown).
//
// It follows the nineteenth and eighteenth parts' conventions (a casino
// named for a player action keeps the name as typed, without "the"; a
// filter adds the directory's name only when the typed words name exactly
// one casino; coordinates are the place as typed; a radius in miles is in
// kilometres to one decimal; a year named for the player's records is that
// calendar year; "last year" is 2025 and "last month" April 2026 (the
// corpus's today is 2026-05-14); a month named without a year is its
// latest one up to today; "this year" is 2026; a town typed without its
// state is near the directory's town with its state; "in <town>" is near
// that town; a brand's casinos in a state are the state with q the
// brand's family name as the directory spells it; a national help line
// with no state named is rg_help helpline with no state; a tier named with
// its program is not ambiguous; a casino's details answer what the
// directory keeps about it; chatter before the question (a trip next week)
// dates no directory search; a tier two programs share named alone, two
// changes in one, another person's records, a detail no answer says, and
// a change /ask does not propose are Unknown). A few choices of its own,
// where the conventions are silent:
//   - "gonna be in north las vegas next week, which casinos there have a
//     hotel" is has_hotel near North Las Vegas, NV ("there" is the town
//     named before; "next week" is chatter); "I'm heading to Lawton OK —
//     any tribal casinos around there?" is the tribal type near Lawton, OK
//     ("around there" is near the town; "OK" after Lawton is its state's
//     code, and Lawton is a town of the directory only in Oklahoma anyway);
//     "is there a casino within 12 miles of la center" is near La Center,
//     WA within 19.3 km; "racinos in delaware pls" is the racino type in
//     DE; "where can I play near Hallandale Beach, FL with a rewards card"
//     is has_rewards near Hallandale Beach, FL (a place to play is a
//     casino, and a casino with a rewards card is one with a rewards
//     program); "any ho-chunk casinos in wisconsin?" is WI with q
//     "Ho-Chunk" (the family's name in the directory: Ho-Chunk Gaming
//     Beloit, Black River Falls, Madison, Nekoosa, Tomah, Wisconsin Dells,
//     Wittenberg); "what's within 8 mi of Tonopah" ("mi" is miles; no
//     noun: anything there is a casino) is near Tonopah, NV within 12.9 km
//     (Tonopah begins a casino's name, Tonopah Station Casino, but "of"
//     before it names the place); "COMMERCIAL CASINOS IN NEW ORLEANS" is
//     the commercial type near New Orleans, LA; "quick q: which casinos in
//     Idaho have hotles" (a slip in "hotels") is has_hotel in ID (a state
//     by its name); "I'm at 34.61,-120.08 rn, closest casinos?" ("rn" is
//     right now) is near those coordinates as typed, with no radius (the
//     closest are the search by place, nearest first);
//   - "what year did chumash casino open?" is the details of Chumash
//     Casino Resort (opened_year is a field of the casino); "how many slot
//     machines does Thunder Valley have" is the details of Thunder Valley
//     Casino Resort (slot_machines is a field of the casino); "can u pull
//     up the details on Wildhorse Resort" is the details of Wildhorse
//     Resort & Casino (the one casino the words name);
//   - "what rewards programs do u guys track" lists the programs; "whats
//     the tier list for momentum rewards" is that program's details (its
//     ladder, empty in the data, but the request is its ladder); "how many
//     points do I need for Solid in True Rewards?" is True Rewards' Solid;
//     "rising star on lucky star rewards, what's the requirement" is Lucky
//     Star Rewards' Rising Star; "genting tier 5 - how many pts" is Genting
//     Rewards' Tier 5 (the program named by its first word, as "boyd ruby"
//     names Boyd Rewards; the "5" is the tier's name, not an amount);
//   - "do u know the house advantage on craps" is a game fact for craps
//     (the house advantage is the house edge); "how many spins an hour do
//     slots average" is a game fact (pace) for slots;
//   - "hit $1200 on a slot, do I need a W2G?" is the W-2G rule for slots
//     with amount_won 1200; "if i win 1.5k on keno do i get a w2g" is the
//     rule for keno with amount_won 1500 ("1.5k" is 1,500); "won $800 at
//     baccarat betting $25 a hand, is a w-2g required" is the rule for
//     baccarat with amount_won 800 and the wager 25 (the bet a hand is the
//     wager);
//   - "is there a gambling helpline in oregon" is the helpline in OR; "how
//     do I self exclude in arkansas" is self_exclusion in AR; "pls i need
//     someone to talk to about my gambling", with no state, is the
//     helpline with no state (someone to talk to is a help line);
//   - "set my weekly budget to twelve hundred" is a weekly budget of 1200
//     (the amount in words); "pls cap me at $80 a day" is a daily budget of
//     80 (a cap of money in a period is a budget); "can u limit my
//     sessions to two hours" is max_minutes 120; "what limits do I have
//     set right now?" reads the limits;
//   - "any idea what offers Soboba will send me next?" is comp_predict at
//     "Soboba" (the offers a casino will send next are its predicted
//     offer, not the offers the player holds); "predict my comps
//     everywhere I play" is comp_predict_all; "if i play two hours of $25
//     blackjack what comps do i earn" and "what would 45 min of $100
//     baccarat get me in comps" (45 minutes is 0.75 hours) are
//     comp_estimate;
//   - "I'm at Seminole Hard Rock Tampa right now — how far am I from the
//     next tier?" is tier_progress at "Seminole Hard Rock Tampa" (as
//     typed: the player's name for Seminole Hard Rock Hotel & Casino
//     Tampa; where the player is right now is context, not a place to
//     search); "what's my status at each casino" is the player's tiers;
//     "my tier at twin arrows?" is the player's tiers filtered to Twin
//     Arrows Navajo Casino Resort (the one casino the words name);
//   - "can u find me a host who speaks japanese" is find_hosts in
//     Japanese; "any hosts at graton accepting new players" is find_hosts
//     filtered to Graton Resort & Casino (the one casino the word names;
//     hosts found are those accepting new players anyway); "who are my
//     hosts again" is the player's hosts;
//   - "does my boyd onyx status match over to caesars rewards?" is a
//     tier-match path from Boyd Rewards' Onyx to Caesars Rewards; "what
//     tier matches can I get with my current status" is tier-match
//     suggestions (from the player's own tiers);
//   - "pls show my trips to Coeur d'Alene last year" are the trips at
//     "Coeur d'Alene" (as typed, in its case) in 2025; "my blackjack
//     sesions last month" (a slip in "sessions") are the sessions of
//     blackjack in April 2026, its first to its last day; "sessions at the
//     agua caliente in feb" are the sessions at "agua caliente" (as typed,
//     without "the": an action's casino need not choose among the
//     directory's Agua Caliente casinos) in February 2026 ("feb" is
//     February; its latest one up to today), its first to its last day;
//     "HOW MUCH MONEY IS LEFT IN MY BANKROLL" is the bankroll; "do i have
//     any offers from Cache Creek?" are the offers at "Cache Creek";
//     "which of my offers expire in the next 10 days" are expiring offers
//     within 10 days; "do i have any redeemed vouchres" (a slip in
//     "vouchers") are the vouchers with status "redeemed"; "list every
//     w-2g I got in 2022" lists the W-2Gs of 2022; "how much have i won on
//     w2gs so far this year" is the W-2G total of 2026; "can u put
//     together my tax summary for last year" is the tax summary of 2025;
//   - asking for steakhouses near Caesars New Orleans is off topic, so
//     Unknown (even with a casino named after "near"); "ugh same as last
//     time pls" is unclear, so Unknown; setting a daily budget and a
//     session limit in one is two changes, so Unknown; "what tier is my
//     brother at wind river" asks another person's records, so Unknown;
//     the opening time of a casino's poker room is a detail no answer
//     says, so Unknown; adding a trip and marking an offer used are
//     changes /ask does not propose, so Unknown; "what does SAPPHIRE
//     require??" names a tier MGM Rewards and Boyd Rewards share, so
//     Unknown.
//
// Its first run (go test ./internal/ask -run 'TestCorpusScore$' -count=1
// -v, once, on branch ask-heldout20 from main at ece246d, with no rule
// changed for this part) scored 53 of 60 correct (88.3%): precision 97.8%
// (45 of 46 answers right), recall 86.5% (45 of 52 answerable), 6
// declined and 1 wrong (the test counts an answer that asks for a missing
// field as declined, and as an answer in precision); all 8 expected
// Unknowns were declined. No expectation was corrected after it. The
// wrong one:
//   - an amount in words of hundreds read as its first number only: "set
//     my weekly budget to twelve hundred" answered as set_budget with
//     period week and amount 12, not 1200.
//
// The declined ones: a town's hotel casinos asked after chatter about a
// trip there ("gonna be in north las vegas next week, which casinos there
// have a hotel"); a type of casino asked "around there" after the town
// and its state's code with no comma, opened by "I'm heading to" and a
// dash ("I'm heading to Lawton OK — any tribal casinos around there?");
// the closest casinos to coordinates where the player is "rn" ("I'm at
// 34.61,-120.08 rn, closest casinos?"); a tier's threshold asked with the
// tier first and its program after "on", as "what's the requirement"
// ("rising star on lucky star rewards, what's the requirement"); the next
// tier at a casino where the player is "right now", the question after a
// dash ("I'm at Seminole Hard Rock Tampa right now — how far am I from
// the next tier?"); and the tax summary asked as "can u put together"
// ("can u put together my tax summary for last year").
//
// After it, on branch ask-heldout20, general rules with tuning phrases
// of their own (score_test.go, never these; no phrase or expectation here
// changed) took it to 60 of 60 (100%), none wrong, none declined, and its
// bar is enforced: a number written in several words is one number
// ("fifteen hundred" is 1500, "forty five" 45, "a thousand" 1000),
// an amount and never a year; records gathered to be read ("put
// together", "pull together", a verb of making whose object is a report:
// "make me a tax summary") are no change; a tier written right before
// its program with a link ("on", "at", "in") or right after it is a tier
// of that program's ladder, even when a casino's name reads the same
// (Rising Star Casino Resort); a lead-in saying where the asker will be
// ("gonna be in <town> next week,", "i'll be in", "we will be staying
// in") is the place of a search pointing back to it with "there", as a
// trip to it is, a lead-in may close with a dash ("—"), and "around
// there" or "near there" point back as "up there" does; where the asker
// is at the time of asking ("I'm at <place> right now", "rn", "I'm
// currently at") only says the place is where they are, and where an
// agent's user is ("my client is in <town>,") before casinos searched
// for is where the asker is. None of its phrases is declined any more,
// so none waits for a later round. With these rules a lead-in's "there"
// that points back to a casino, not a town ("heading to borgata next
// week, any casinos there"), declines, where the casino's details were
// answered, and the eleventh part's last miss ("my user is at
// 36.17,-86.78 - any casinos within 60 miles?") is answered too.
func heldOutTwentieth(t testing.TB) []expectation {
	return []expectation{
		// The directory: places by town (with and without the state),
		// a state by name, radius in miles, coordinates, types, hotels,
		// rewards, a family in a state; one casino's details.
		{query: "gonna be in north las vegas next week, which casinos there have a hotel", intent: FindCasinos, params: params{"near": "North Las Vegas, NV", "has_hotel": true}},
		{query: "I'm heading to Lawton OK — any tribal casinos around there?", intent: FindCasinos, params: params{"near": "Lawton, OK", "type": "tribal"}},
		{query: "is there a casino within 12 miles of la center", intent: FindCasinos, params: params{"near": "La Center, WA", "radius_km": 19.3}},
		{query: "racinos in delaware pls", intent: FindCasinos, params: params{"state": "DE", "type": "racino"}},
		{query: "where can I play near Hallandale Beach, FL with a rewards card", intent: FindCasinos, params: params{"near": "Hallandale Beach, FL", "has_rewards": true}},
		{query: "any ho-chunk casinos in wisconsin?", intent: FindCasinos, params: params{"state": "WI", "q": "Ho-Chunk"}},
		{query: "what's within 8 mi of Tonopah", intent: FindCasinos, params: params{"near": "Tonopah, NV", "radius_km": 12.9}},
		{query: "COMMERCIAL CASINOS IN NEW ORLEANS", intent: FindCasinos, params: params{"near": "New Orleans, LA", "type": "commercial"}},
		{query: "quick q: which casinos in Idaho have hotles", intent: FindCasinos, params: params{"state": "ID", "has_hotel": true}},
		{query: "I'm at 34.61,-120.08 rn, closest casinos?", intent: FindCasinos, params: params{"near": "34.61,-120.08"}},
		{query: "what year did chumash casino open?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Chumash Casino Resort")}},
		{query: "how many slot machines does Thunder Valley have", intent: CasinoDetail, params: params{"slug": slugOf(t, "Thunder Valley Casino Resort")}},
		{query: "can u pull up the details on Wildhorse Resort", intent: CasinoDetail, params: params{"slug": slugOf(t, "Wildhorse Resort & Casino")}},

		// Programs, their ladders and one tier's threshold.
		{query: "what rewards programs do u guys track", intent: ListPrograms, params: params{}},
		{query: "whats the tier list for momentum rewards", intent: ProgramDetail, params: params{"id": programID(t, "Momentum Rewards")}},
		{query: "how many points do I need for Solid in True Rewards?", intent: TierRequirement, params: params{"id": programID(t, "True Rewards")}, tier: "Solid"},
		{query: "rising star on lucky star rewards, what's the requirement", intent: TierRequirement, params: params{"id": programID(t, "Lucky Star Rewards")}, tier: "Rising Star"},
		{query: "genting tier 5 - how many pts", intent: TierRequirement, params: params{"id": programID(t, "Genting Rewards")}, tier: "Tier 5"},

		// Game facts: edge and pace.
		{query: "do u know the house advantage on craps", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "how many spins an hour do slots average", intent: GameFacts, params: params{"game_type": "slots"}},

		// The W-2G rule by game, amount and wager.
		{query: "hit $1200 on a slot, do I need a W2G?", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 1200}},
		{query: "if i win 1.5k on keno do i get a w2g", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1500}},
		{query: "won $800 at baccarat betting $25 a hand, is a w-2g required", intent: W2GRule, params: params{"game_type": "baccarat", "amount_won": 800, "wager": 25}},

		// Responsible-gaming help by state, and a national line.
		{query: "is there a gambling helpline in oregon", intent: RGHelp, params: params{"topic": "helpline", "state": "OR"}},
		{query: "how do I self exclude in arkansas", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "AR"}},
		{query: "pls i need someone to talk to about my gambling", intent: RGHelp, params: params{"topic": "helpline"}},

		// The player's limits: changes are proposed, and the limits read.
		{query: "set my weekly budget to twelve hundred", intent: SetBudget, params: params{"period": "week", "amount": 1200}},
		{query: "pls cap me at $80 a day", intent: SetBudget, params: params{"period": "day", "amount": 80}},
		{query: "can u limit my sessions to two hours", intent: SetSessionLimit, params: params{"max_minutes": 120}},
		{query: "what limits do I have set right now?", intent: MyLimits, params: params{}},

		// Comps: predicted at a casino or all of them, and estimated.
		{query: "any idea what offers Soboba will send me next?", intent: CompPredict, params: params{"casino_name": "Soboba"}},
		{query: "predict my comps everywhere I play", intent: CompPredictAll, params: params{}},
		{query: "if i play two hours of $25 blackjack what comps do i earn", intent: CompEstimate, params: params{"game_type": "blackjack", "avg_bet": 25, "hours": 2}},
		{query: "what would 45 min of $100 baccarat get me in comps", intent: CompEstimate, params: params{"game_type": "baccarat", "avg_bet": 100, "hours": 0.75}},

		// The next tier at a casino, and the player's tiers.
		{query: "I'm at Seminole Hard Rock Tampa right now — how far am I from the next tier?", intent: TierProgress, params: params{"casino_name": "Seminole Hard Rock Tampa"}},
		{query: "what's my status at each casino", intent: MyTiers, params: params{}},
		{query: "my tier at twin arrows?", intent: MyTiers, params: params{}, filter: []string{"twin arrows", "Twin Arrows Navajo Casino Resort"}},

		// Hosts by language or at a casino, and the player's own.
		{query: "can u find me a host who speaks japanese", intent: FindHosts, params: params{"language": "Japanese"}},
		{query: "any hosts at graton accepting new players", intent: FindHosts, params: params{}, filter: []string{"graton", "Graton Resort & Casino"}},
		{query: "who are my hosts again", intent: MyHosts, params: params{}},

		// Tier matches from a named tier, and suggestions from the player's.
		{query: "does my boyd onyx status match over to caesars rewards?", intent: TierMatchPaths, params: params{"program": "Boyd Rewards", "to_program": "Caesars Rewards"}, tier: "Onyx"},
		{query: "what tier matches can I get with my current status", intent: TierMatchSuggestions, params: params{}},

		// The player's records: trips, sessions, bankroll, offers,
		// vouchers, W-2Gs and the tax year.
		{query: "pls show my trips to Coeur d'Alene last year", intent: MyTrips, params: params{"casino_name": "Coeur d'Alene", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "my blackjack sesions last month", intent: MySessions, params: params{"game_type": "blackjack", "from": "2026-04-01", "to": "2026-04-30"}},
		{query: "sessions at the agua caliente in feb", intent: MySessions, params: params{"casino_name": "agua caliente", "from": "2026-02-01", "to": "2026-02-28"}},
		{query: "HOW MUCH MONEY IS LEFT IN MY BANKROLL", intent: Bankroll, params: params{}},
		{query: "do i have any offers from Cache Creek?", intent: MyOffers, params: params{"casino_name": "Cache Creek"}},
		{query: "which of my offers expire in the next 10 days", intent: ExpiringOffers, params: params{"within_days": 10}},
		{query: "do i have any redeemed vouchres", intent: MyVouchers, params: params{"status": "redeemed"}},
		{query: "list every w-2g I got in 2022", intent: MyW2Gs, params: params{"tax_year": 2022}},
		{query: "how much have i won on w2gs so far this year", intent: W2GTotal, params: params{"tax_year": 2026}},
		{query: "can u put together my tax summary for last year", intent: TaxSummary, params: params{"tax_year": 2025}},

		// Off topic, unclear, two changes in one, another person's
		// records, a detail no answer says, changes /ask does not propose,
		// and a tier two programs share.
		{query: "any good steakhouses near caesars new orleans?", intent: Unknown, params: params{}},
		{query: "ugh same as last time pls", intent: Unknown, params: params{}},
		{query: "set my daily budget to $150 and my session limit to 3 hrs", intent: Unknown, params: params{}},
		{query: "what tier is my brother at wind river", intent: Unknown, params: params{}},
		{query: "what time does the poker room at Barona open", intent: Unknown, params: params{}},
		{query: "add a trip to Seven Feathers for june 5-7", intent: Unknown, params: params{}},
		{query: "mark my free play from Chinook Winds as used", intent: Unknown, params: params{}},
		{query: "what does SAPPHIRE require??", intent: Unknown, params: params{}},
	}
}
