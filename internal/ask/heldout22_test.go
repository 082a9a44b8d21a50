package ask

import "testing"

// heldOutTwentySecond is a twenty-second held-out part, written blind and
// committed BEFORE its first run: by someone who had read only the action
// catalog and the service spec, the README's section on /ask (and its curl
// examples of the directory's query parameters), the shipped data (for real
// casino, program and tier names, towns, states, types, brands and
// has_hotel), the whole of the twenty-first held-out part and the first
// hundred and fifty lines of the twentieth (its header), the block of intent
// constants of ask.go (a grep for "Unknown" there also printed two lines of
// the package's code, "if in.Name != Unknown {" and "if again.Name ==
// Unknown {"), the expectation type, the programID and slugOf helpers (the
// lines printed with them also showed the deref helper above them and the
// phrasing type below), and the registration table of TestCorpusScore; never
// the rules of this package, the tuning phrases or the other held-out parts.
// Every name used was checked against data/ with a short script. Its wording
// is new: each phrase was checked with a case-insensitive fixed-string grep
// (file names only) against every test file of this package not to be in the
// corpus already, without its closing mark; none was found there. Its
// places, casinos, programs, states and languages were chosen, where the
// data allowed, among those no earlier test file names (by the same kind of
// grep, file names only): Wetumpka and Alabama, Riverton and Wyoming, Yuma,
// Pendleton, Erie, Bettendorf, the Wild Rose casinos (Wild Rose Casino -
// Jefferson, Wild Rose Casino and Resort Clinton, Wild Rose Casino and
// Resort Emmetsburg), Fernley, Kickapoo Lucky Eagle Casino Hotel (and Eagle
// Pass), Choctaw Landing, JACK Cleveland Casino, Circa Rewards, Club Sycuan,
// Belterra, Kansas Star, Zia Park, Hindi, Catfish Bend, Q Casino, Horseshoe
// Hammond, Wheeling, Walker's Bluff and Bally's Tiverton (Rhode Island,
// Council Bluffs, the tiers Silver Star, Tier 3, Epic and Sapphire, the
// programs Lucky Star Rewards, Genting Rewards, True Rewards and Caesars
// Rewards, and the games are not new: every tier of a shipped ladder is
// named by an earlier part, and so are all three tiers two programs share).
//
// It leans toward the way a question reads when it comes from a voice
// assistant's transcript or from a player whose first language is not
// English. The transcripts have no punctuation and no capitals ("hey um
// what casinos are near wetumpka alabama", "racinos erie pennsylvania"),
// numbers spoken and written out ("twenty five miles", "thirty miles",
// "two thousand five hundred", "one thousand six hundred dollar", "one
// thousand two hundred dollar", "two hundred fifty dollars", "one hundred
// dollar", "three hours", "twenty five dollar bet", "an hour", "next ten
// days", "twenty twenty four", "tier three"), filler words ("um", "uh",
// "hey", "okay so", "uh yeah") and a run-on question with its context
// before it ("okay so um im driving to bettendorf iowa tomorrow what
// casinos are within thirty miles of there"); the non-native questions drop
// articles and auxiliaries, keep the word order of a statement, and use
// unusual prepositions and tenses ("which casino have hotel in Riverton?",
// "near of Pendleton Oregon", "how many room has Kickapoo Lucky Eagle
// hotel?", "what year open Choctaw Landing?", "all reward program you are
// having", "I want know house edge of craps", "how I can ban myself",
// "what limit I have now?", "how far I am from next tier in Kansas Star?",
// "show me my all tiers", "show me my trip of last month", "make tax
// summary for me of last year"), and a few are fragments without a verb
// ("racinos erie pennsylvania", "casino host speaking Hindi", "my w2g forms
// twenty twenty four"). Every area is covered: place, near, radius,
// hotel, type, rewards and family searches,
// casino details, programs, ladders and one tier's threshold, game facts,
// W-2G rules, help lines and self-exclusion, budget and session limits
// (proposed) and the limits read, comp predictions and an estimate, tier
// progress and the player's tiers, hosts, tier matches, trips, sessions,
// bankroll, offers, vouchers, W-2G lists and totals and the tax summary;
// and off-topic (one a command meant for the voice assistant itself),
// unclear and double requests, another person's records, a detail no
// answer says, a change /ask does not propose, a tier two programs share
// named alone and a negation no filter of the directory expresses (9 of 60
// expect Unknown).
//
// It follows the twenty-first and twentieth parts' conventions (a casino
// named for a player action keeps the name as typed, without "the"; a
// filter adds the directory's name only when the typed words name exactly
// one casino; a radius in miles is in kilometres to one decimal; a year
// named for the player's records is that calendar year; "last year" is
// 2025 and "last month" April 2026 (the corpus's today is 2026-05-14); a
// month named without a year is its latest one up to today; "this year" is
// 2026; a town typed without its state is near the directory's town with
// its state; "in <town>" is near that town; a family's casinos in a state
// are the state with q the family's name as the directory spells it; a
// national help line with no state named is rg_help helpline with no
// state; a tier named with its program is not ambiguous; a casino's details
// answer what the directory keeps about it, whichever field is asked for;
// chatter before the question dates no directory search; a limit of money
// in a period is a budget; a negation is answered when a filter of the
// directory expresses it and is Unknown when none does; a tier two
// programs share named alone, two changes in one, another person's
// records, a detail no answer says, and a change /ask does not propose are
// Unknown). Every question gives each field its intent needs (a W-2G rule
// always names its amount, an estimate its game, bet and hours), so none
// expects a missing field. A few choices of its own, where the
// conventions are silent:
//   - numbers spoken and written out in words mean the same as in figures,
//     whatever words carry them: "twenty five miles" is 25 miles (40.2
//     km), "thirty miles" 30 miles (48.3 km), "two thousand five hundred"
//     2500 (no "dollars" after it, the amount of a win is money anyway),
//     "one thousand six hundred dollar" 1600 (the singular "dollar" of a
//     non-native speaker is dollars), "one thousand two hundred dollar"
//     1200, "two hundred fifty dollars" 250 (hundreds and tens without
//     "and"), "one hundred dollar" 100, "an hour" 60 minutes, "ten days"
//     10, "twenty twenty four" the year 2024 (a year spoken as two pairs),
//     and "tier three" names Genting Rewards' tier "Tier 3" (the ladder's
//     name for it; the "three" is the tier's name, not an amount);
//   - filler words ("hey", "um", "uh", "okay so", "uh yeah") and a closing
//     "please" change nothing; "im" (a transcript's "I'm") is the
//     speaker;
//   - the directory: "hey um what casinos are near wetumpka alabama" is
//     near Wetumpka, AL; "which casino have hotel in Riverton?" is
//     has_hotel near Riverton, WY ("casino" singular and "have" without
//     "a" still ask for the casinos; Riverton is a town of the directory
//     only in Wyoming); "okay so casinos within twenty five miles of yuma
//     arizona" is near Yuma, AZ within 40.2 km; "show me tribal casino in
//     wyoming please" is the tribal type in WY (a state by its name);
//     "I search casino with reward program near of Pendleton Oregon" is
//     has_rewards near Pendleton, OR ("near of" is near); "racinos erie
//     pennsylvania", a fragment, is the racino type near Erie, PA (a town
//     and its state after a type are the place); "okay so um im driving to
//     bettendorf iowa tomorrow what casinos are within thirty miles of
//     there" is near Bettendorf, IA within 48.3 km ("there" is the town
//     named before; "tomorrow" is chatter); "show me wild rose casinos in
//     iowa" is IA with q "Wild Rose" (the family's name in the directory,
//     its three casinos all in Iowa); "which casinos not have hotel in
//     fernley nevada" is has_hotel false near Fernley, NV ("not have" is
//     the boolean's false, a negation a filter expresses);
//   - "how many room has Kickapoo Lucky Eagle hotel?" is the details of
//     Kickapoo Lucky Eagle Casino Hotel (hotel_rooms is a field of the
//     casino; "Kickapoo Lucky Eagle" names that one casino, though
//     "Kickapoo" alone names three and "Lucky Eagle" alone two; "hotel"
//     is part of its name, not a filter); "what year open Choctaw
//     Landing?" is the details of Choctaw Landing (opened_year); "um how
//     many table games does jack cleveland have" is the details of JACK
//     Cleveland Casino (table_games; "jack cleveland" names that one, not
//     Jack Thistledown);
//   - "please tell me all reward program you are having" lists the
//     programs; "what are the tier of Circa Rewards?" and "uh tell me
//     about club sycuan levels" are those programs' details (their ladders
//     are empty in the data, but the request is the ladder; "levels" are
//     tiers); "how much point I need for Silver Star in Lucky Star
//     Rewards?" is Lucky Star Rewards' Silver Star; "um what do i need for
//     tier three in genting rewards" is Genting Rewards' Tier 3 (see
//     above);
//   - "I want know house edge of craps" is a game fact for craps; "how
//     many spin in one hour roulette table make?" is a game fact (pace)
//     for roulette ("one hour" is the unit of the pace, not hours of
//     play);
//   - "hey if i hit two thousand five hundred on a slot machine do i get a
//     w2g" is the W-2G rule for slots with amount_won 2500; "is W-2G
//     needed for keno win of one thousand six hundred dollar?" is the rule
//     for keno with amount_won 1600; "i win one thousand two hundred
//     dollar on blackjack betting twenty five do casino give me w2g" is
//     the rule for blackjack with amount_won 1200 and the wager 25 (the
//     present "win" of a non-native speaker tells of a win all the same;
//     what he was betting is the wager);
//   - "hey whats the gambling helpline number in alabama" is the helpline
//     in AL; "how I can ban myself from casinos in Rhode Island?" is
//     self_exclusion in RI (to ban oneself from casinos is to self-exclude);
//     "um i think i have gambling problem who i can call" is the helpline
//     with no state;
//   - "set my weekly budget two hundred fifty dollars" (no "to") is a
//     weekly budget of 250; "please put limit of one hundred dollar per
//     day for my gambling" is a daily budget of 100 (a limit of money in a
//     period); "please make my session limit only an hour" is max_minutes
//     60 ("only" tightens nothing more); "what limit I have now?" reads
//     the limits (the player's own: "I have");
//   - "what offer Belterra will send me next?" is comp_predict at
//     "Belterra" (as typed: an action's casino need not choose between the
//     directory's Belterra Casino Resort and Belterra Park); "predict
//     offers for all casino i play" is comp_predict_all; "how much comp i
//     get for three hours blackjack twenty five dollar bet" is
//     comp_estimate for blackjack, avg_bet 25, hours 3;
//   - "how far I am from next tier in Kansas Star?" is tier_progress at
//     "Kansas Star" (as typed); "show me my all tiers" is the player's
//     tiers; "what tier do i have at zia park" is the player's tiers
//     filtered to Zia Park Casino Hotel Racetrack (the one casino the words
//     name; the filter keeps them as typed, in lower case);
//   - "casino host speaking Hindi", a fragment, is find_hosts in Hindi; "is
//     there host in Catfish Bend who take new player?" is find_hosts
//     filtered to Catfish Bend Casino at Pzzaz! (the one casino the words
//     name; hosts found are those accepting new players anyway); "um who
//     are the hosts im connected with" is the player's hosts (his
//     connections);
//   - "I have Epic in True Rewards, can Caesars Rewards match it?" is a
//     tier-match path from True Rewards' Epic to Caesars Rewards; "which
//     status match I can get with my tiers?" is tier-match suggestions
//     (from the player's own tiers);
//   - "show me my trip of last month" are the trips of April 2026, its
//     first to its last day, at any casino; "give me my trips in Wild Rose
//     for year 2024" are the trips at "Wild Rose" (as typed: the family's
//     name, not a town, and an action's casino need not choose among its
//     three) in 2024; "show my session of blackjack in march" are the
//     blackjack sessions of March 2026; "show me session I played at Q
//     Casino last year" are the sessions at "Q Casino" in 2025; "how much
//     money I have in bankroll?" is the bankroll; "what offers I have from
//     Horseshoe Hammond?" are the offers at "Horseshoe Hammond" (as typed;
//     the player's offers, not a prediction: "I have"); "which of my offer
//     will expire in next ten days?" are expiring offers within 10 days;
//     "uh do i still have any open vouchers" are the vouchers with status
//     "open"; "my w2g forms twenty twenty four", a fragment, lists the
//     W-2Gs of 2024; "how much I won on w2g this year total?" is the
//     W-2G total of 2026; "make tax summary for me of last year" is the
//     tax summary of 2025;
//   - "okay google set timer ten minutes" is a command for the voice
//     assistant, off topic, so Unknown (its "ten minutes" is no session
//     limit); a good steak in Wheeling is off topic, so Unknown (even with
//     a town of the directory in it); "uh yeah the thing from before" is
//     unclear, so Unknown; a weekly budget and a session limit in one are
//     two changes, so Unknown; "show me trips of my brother in law" asks
//     another person's records, so Unknown; whether smoking is allowed at
//     Walker's Bluff is a detail no answer says, so Unknown; marking an
//     offer used (update_offer_status) is a change /ask does not propose,
//     so Unknown; "how many point need for sapphire" names a tier MGM
//     Rewards and Boyd Rewards share, so Unknown; and "show me casinos in
//     council bluffs but not the horseshoe" excludes one casino by name,
//     a negation no filter of the directory expresses (answering with
//     every casino there would drop the exclusion asked for), so Unknown.
//
// Its first run (go test ./internal/ask -run 'TestCorpusScore$' -count=1
// -v, once, on branch ask-heldout22b at 23c3520 from main at 4dfe48b, with
// no rule changed for this part) scored 49 of 60 correct (81.7%):
// precision 93.0% (40 of 43 answers right), recall 78.4% (40 of 51
// answerable), 8 declined and 3 wrong (the test counts an answer that
// asks for a missing field as declined, and as an answer in precision);
// all 9 expected Unknowns were declined. No expectation was corrected
// after it. The wrong ones:
//   - a tier match naming both the program the tier is held in and the
//     program asked to match it kept only the first: "I have Epic in True
//     Rewards, can Caesars Rewards match it?" answered as tier_match with
//     program True Rewards and no to_program, not to_program Caesars
//     Rewards;
//   - offers expiring "in next" days (no article) read as a prediction of
//     comps: "which of my offer will expire in next ten days?" answered as
//     comp_predict_all, not expiring_offers within 10 days;
//   - a tax year spoken as two pairs dropped: "my w2g forms twenty twenty
//     four" answered as my_w2g with no parameters, not tax_year 2024.
//
// The declined ones: filler words of a voice transcript before the
// question ("hey um" before the casinos near Wetumpka, "um" before the
// table games of JACK Cleveland and before what Tier 3 of Genting Rewards
// needs, "uh" before the levels of Club Sycuan, "okay so um" before a
// run-on question whose context names the town, "im driving to bettendorf
// iowa tomorrow what casinos are within thirty miles of there"), often
// with something more this package did not read ("tier three" as Tier 3,
// "tell me about" a program's "levels"); and a non-native word order or
// grammar ("all reward program you are having", "how many spin in one
// hour roulette table make?", "i win one thousand two hundred dollar on
// blackjack betting twenty five do casino give me w2g").
//
// After it, on branch ask-heldout22b, general rules with tuning phrases
// of their own (score_test.go, never these; no phrase or expectation here
// changed) took it to 60 of 60 (100%), none wrong, none declined, and its
// bar is enforced: the hesitations of a spoken question ("um", "uh",
// "hmm", "er"), wherever they stand, and a "like" right after one, are
// dropped, and a greeting "yo" and a spoken "yeah" before the question
// are chatter, so "hey um", "uh", "okay so um" and "uh yeah" no longer
// hide the question after them; a spoken trip lead-in with no comma ends
// where the question opens after its place or its time ("im driving to
// bettendorf iowa tomorrow what casinos ... of there"); a year spoken as
// two pairs ("twenty twenty four") is that year where a year is read, a
// tax year or a date range, and never in money or a budget; an offer
// held that "will expire" is an expiring offer, not a prediction; a
// program that "matches", named with its noun ("can Caesars Rewards
// match it"), is the program the status goes to; a bet spoken in words
// after "betting", beside a larger amount won, is the wager; a learner's
// "you are having" is "you have"; and a game's pace asked "in one hour"
// or "each hour", and the spins a table "makes", is the pace. "Tier
// three" as Tier 3 of Genting Rewards, "tell me about <program> levels"
// and "do casino give me w2g" needed no rule of their own once the
// fillers and the spoken bet were read. None of its phrases is declined
// any more, so none waits for a later round. With these rules a
// hesitation or chatter around an off-topic question or another person's
// records still declines, "I'd like to" and "so many" are unchanged, "two
// thousand twenty" dollars in a budget stays an amount, and a word of the
// weather ("rain", "snow", "sunny") names no casino by itself, so "will it
// rain in reno?" (no phrase of any part) now declines where it was read as
// Rain Rock Casino's details, while "tell me about rain rock" is still
// the casino.
func heldOutTwentySecond(t testing.TB) []expectation {
	return []expectation{
		// The directory: towns with and without their state, a state by
		// its name, radii spoken in miles, hotel (and its negation), type
		// and rewards filters, a family in a state, a run-on question and a
		// fragment.
		{query: "hey um what casinos are near wetumpka alabama", intent: FindCasinos, params: params{"near": "Wetumpka, AL"}},
		{query: "which casino have hotel in Riverton?", intent: FindCasinos, params: params{"near": "Riverton, WY", "has_hotel": true}},
		{query: "okay so casinos within twenty five miles of yuma arizona", intent: FindCasinos, params: params{"near": "Yuma, AZ", "radius_km": 40.2}},
		{query: "show me tribal casino in wyoming please", intent: FindCasinos, params: params{"state": "WY", "type": "tribal"}},
		{query: "I search casino with reward program near of Pendleton Oregon", intent: FindCasinos, params: params{"near": "Pendleton, OR", "has_rewards": true}},
		{query: "racinos erie pennsylvania", intent: FindCasinos, params: params{"near": "Erie, PA", "type": "racino"}},
		{query: "okay so um im driving to bettendorf iowa tomorrow what casinos are within thirty miles of there", intent: FindCasinos, params: params{"near": "Bettendorf, IA", "radius_km": 48.3}},
		{query: "show me wild rose casinos in iowa", intent: FindCasinos, params: params{"state": "IA", "q": "Wild Rose"}},
		{query: "which casinos not have hotel in fernley nevada", intent: FindCasinos, params: params{"near": "Fernley, NV", "has_hotel": false}},

		// One casino's details, asked by the field wanted.
		{query: "how many room has Kickapoo Lucky Eagle hotel?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Kickapoo Lucky Eagle Casino Hotel")}},
		{query: "what year open Choctaw Landing?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Choctaw Landing")}},
		{query: "um how many table games does jack cleveland have", intent: CasinoDetail, params: params{"slug": slugOf(t, "JACK Cleveland Casino")}},

		// Programs, their ladders and one tier's threshold.
		{query: "please tell me all reward program you are having", intent: ListPrograms, params: params{}},
		{query: "what are the tier of Circa Rewards?", intent: ProgramDetail, params: params{"id": programID(t, "Circa Rewards")}},
		{query: "uh tell me about club sycuan levels", intent: ProgramDetail, params: params{"id": programID(t, "Club Sycuan")}},
		{query: "how much point I need for Silver Star in Lucky Star Rewards?", intent: TierRequirement, params: params{"id": programID(t, "Lucky Star Rewards")}, tier: "Silver Star"},
		{query: "um what do i need for tier three in genting rewards", intent: TierRequirement, params: params{"id": programID(t, "Genting Rewards")}, tier: "Tier 3"},

		// Game facts: edge and pace.
		{query: "I want know house edge of craps", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "how many spin in one hour roulette table make?", intent: GameFacts, params: params{"game_type": "roulette"}},

		// The W-2G rule by game, amount and wager, the numbers spoken.
		{query: "hey if i hit two thousand five hundred on a slot machine do i get a w2g", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 2500}},
		{query: "is W-2G needed for keno win of one thousand six hundred dollar?", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1600}},
		{query: "i win one thousand two hundred dollar on blackjack betting twenty five do casino give me w2g", intent: W2GRule, params: params{"game_type": "blackjack", "amount_won": 1200, "wager": 25}},

		// Responsible-gaming help by state, and a national line.
		{query: "hey whats the gambling helpline number in alabama", intent: RGHelp, params: params{"topic": "helpline", "state": "AL"}},
		{query: "how I can ban myself from casinos in Rhode Island?", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "RI"}},
		{query: "um i think i have gambling problem who i can call", intent: RGHelp, params: params{"topic": "helpline"}},

		// The player's limits: changes are proposed, and the limits read.
		{query: "set my weekly budget two hundred fifty dollars", intent: SetBudget, params: params{"period": "week", "amount": 250}},
		{query: "please put limit of one hundred dollar per day for my gambling", intent: SetBudget, params: params{"period": "day", "amount": 100}},
		{query: "please make my session limit only an hour", intent: SetSessionLimit, params: params{"max_minutes": 60}},
		{query: "what limit I have now?", intent: MyLimits, params: params{}},

		// Comps: predicted at a casino or all of them, and estimated.
		{query: "what offer Belterra will send me next?", intent: CompPredict, params: params{"casino_name": "Belterra"}},
		{query: "predict offers for all casino i play", intent: CompPredictAll, params: params{}},
		{query: "how much comp i get for three hours blackjack twenty five dollar bet", intent: CompEstimate, params: params{"game_type": "blackjack", "avg_bet": 25, "hours": 3}},

		// The next tier at a casino, and the player's tiers.
		{query: "how far I am from next tier in Kansas Star?", intent: TierProgress, params: params{"casino_name": "Kansas Star"}},
		{query: "show me my all tiers", intent: MyTiers, params: params{}},
		{query: "what tier do i have at zia park", intent: MyTiers, params: params{}, filter: []string{"zia park", "Zia Park Casino Hotel Racetrack"}},

		// Hosts by language or at a casino, and the player's own.
		{query: "casino host speaking Hindi", intent: FindHosts, params: params{"language": "Hindi"}},
		{query: "is there host in Catfish Bend who take new player?", intent: FindHosts, params: params{}, filter: []string{"Catfish Bend", "Catfish Bend Casino at Pzzaz!"}},
		{query: "um who are the hosts im connected with", intent: MyHosts, params: params{}},

		// Tier matches from a named tier, and suggestions from the player's.
		{query: "I have Epic in True Rewards, can Caesars Rewards match it?", intent: TierMatchPaths, params: params{"program": "True Rewards", "to_program": "Caesars Rewards"}, tier: "Epic"},
		{query: "which status match I can get with my tiers?", intent: TierMatchSuggestions, params: params{}},

		// The player's records: trips, sessions, bankroll, offers,
		// vouchers, W-2Gs and the tax year.
		{query: "show me my trip of last month", intent: MyTrips, params: params{"from": "2026-04-01", "to": "2026-04-30"}},
		{query: "give me my trips in Wild Rose for year 2024", intent: MyTrips, params: params{"casino_name": "Wild Rose", "from": "2024-01-01", "to": "2024-12-31"}},
		{query: "show my session of blackjack in march", intent: MySessions, params: params{"game_type": "blackjack", "from": "2026-03-01", "to": "2026-03-31"}},
		{query: "show me session I played at Q Casino last year", intent: MySessions, params: params{"casino_name": "Q Casino", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "how much money I have in bankroll?", intent: Bankroll, params: params{}},
		{query: "what offers I have from Horseshoe Hammond?", intent: MyOffers, params: params{"casino_name": "Horseshoe Hammond"}},
		{query: "which of my offer will expire in next ten days?", intent: ExpiringOffers, params: params{"within_days": 10}},
		{query: "uh do i still have any open vouchers", intent: MyVouchers, params: params{"status": "open"}},
		{query: "my w2g forms twenty twenty four", intent: MyW2Gs, params: params{"tax_year": 2024}},
		{query: "how much I won on w2g this year total?", intent: W2GTotal, params: params{"tax_year": 2026}},
		{query: "make tax summary for me of last year", intent: TaxSummary, params: params{"tax_year": 2025}},

		// Off topic (one a command for the voice assistant itself),
		// unclear, two changes in one, another person's records, a detail
		// no answer says, a change /ask does not propose, a tier two
		// programs share, and a negation no filter expresses.
		{query: "okay google set timer ten minutes", intent: Unknown, params: params{}},
		{query: "where I can eat good steak in Wheeling?", intent: Unknown, params: params{}},
		{query: "uh yeah the thing from before", intent: Unknown, params: params{}},
		{query: "set my budget two hundred for week and also session limit one hour", intent: Unknown, params: params{}},
		{query: "show me trips of my brother in law", intent: Unknown, params: params{}},
		{query: "is smoking allowed at Walker's Bluff?", intent: Unknown, params: params{}},
		{query: "mark my free play offer from Bally's Tiverton as used", intent: Unknown, params: params{}},
		{query: "how many point need for sapphire", intent: Unknown, params: params{}},
		{query: "show me casinos in council bluffs but not the horseshoe", intent: Unknown, params: params{}},
	}
}
