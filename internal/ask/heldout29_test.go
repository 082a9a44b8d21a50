package ask

import "testing"

// heldOutTwentyNinth is a twenty-ninth held-out part, written blind and
// committed BEFORE its first run: by someone who had read only the action
// catalog and the service spec (both whole), the README's section on /ask
// and its curl examples of the directory's query parameters (a grep for
// "ask", "near=", "radius" and "curl" over the README printed some forty
// other lines of it, none about this package's rules; lines 85-135 and
// 425-475 were read whole), the shipped data (casinos.csv,
// rewards_programs.json and program_properties.csv, for real casino,
// program and tier names, towns, states, types, brands and has_hotel; a
// listing of data/, data/seed and data/schema and of this package's file
// names was printed too), the whole of the twenty-fourth held-out part and
// the first sixty lines of the twenty-third (its header), the block of
// intent constants of ask.go (lines 19-60, and lines 60-68 to see the
// block end, which also showed the first lines of the Intent type), the
// expectation type (lines 1-18 of heldout_test.go), the slugOf and
// programID helpers (lines 68-92 of ask_test.go, which also showed the doc
// comment of the phrasing type) and the heldOutParts function of
// score_test.go; never the rules of this package, the tuning phrases or
// the other held-out parts. A git log of the branch printed the subjects
// of its five newest commits, which quote a few tuning phrases ("Best,",
// "Warmly,", "how far I still have to go", "my mother asks whether ...");
// none of them is used or imitated here. Every name used was checked
// against data/ with a short script. Its wording is new: each phrase was
// checked with a case-insensitive fixed-string grep (file names only)
// against every test file of this package not to be in the corpus
// already, with and without its closing mark; four were found there and
// replaced ("What limits do I have set right now?", "Based on my tiers,
// where could I get a status match?", "How many casino visits have I
// logged?", "How much is left in my bankroll?"). Its places, casinos and
// family were chosen, where the data allowed, among those no earlier test
// file names (by the same kind of grep, file names only): Ardmore,
// Searchlight, Oroville, Brimley, Pawnee, Yerington, Idabel, Gardena,
// Battle Mountain, Salamanca, the Oneida casinos, Best Western Ohkay
// Casino Resort, Harrah's Resort Southern California, Lakecrest Casino and
// Hotel, Spotlight 29 Casino, Augustine Casino, West Bay Casino & Resort,
// Stone Wolf Casino, Grand Lake Casino, Hard Rock Sacramento and Sugar
// Creek Casino. Every program with a ladder, every state, the tiers
// (Shining Star, Diamond Plus, Seven Stars, Emerald, Gold), the games,
// Denver and Las Vegas are named by earlier parts. The host language,
// Tagalog, is named by earlier parts too: the shipped data does not say
// which languages hosts speak, so no new one could be checked.
//
// Its theme is superlatives, comparisons and rankings (28 of 60), mixed
// with ordinary questions in any register (32 of 60) so that every area
// is still covered: "the closest", "the nearest", "the highest tier",
// "the entry-level tier", "the top status", "the bottom rung", "the
// least it takes", "the lowest house edge", "the quickest way", "the
// most I want to lose", "the longest I can play", "the biggest offer",
// "runs out soonest", "which one goes first", "closest to the next tier",
// "the highest tier I'd get", "the most I can deduct", and comparisons of
// two things ("bigger than", "which has the lower house edge", "which is
// easier to reach"). The expectation of each is what the service can
// really give, decided from the spec and the action catalog, never from
// the rules. Every area is covered: place, near, radius, hotel, type,
// rewards and family searches, casino details, programs, ladders and one
// tier's threshold, game facts, the W-2G rule, help lines and
// self-exclusion, budget and session limits (proposed) and the limits
// read, comp predictions (one casino and all) and an estimate, tier
// progress and the player's tiers, hosts (at a casino, by language, the
// player's own), tier-match suggestions and a path, trips, sessions,
// visits, vouchers, offers and expiring offers, W-2G lists and totals,
// the tax summary and the bankroll; and 7 of 60 expect Unknown (five
// comparisons or rankings no action makes, two off topic). No question
// lacks a field its intent needs, so none expects a missing field.
//
// It follows the twenty-fourth part's conventions (a casino named for a
// player action keeps the name as typed; a host filter by casino is the
// typed words and the directory's name when the words name exactly one
// casino, with no parameter; a radius in miles is in kilometres to one
// decimal; a year named for the player's records is that calendar year; a
// month named without a year is its latest one up to today, 2026-05-14;
// a town typed without its state is near the directory's town with its
// state; "in <town>" is near that town and "in <state>" is the state; a
// family's casinos in a state are the state with q the family's name as
// the directory spells it; a tier named with its program is not
// ambiguous; a casino's details answer what the directory keeps about it,
// whichever field is asked for; a limit of money in a period is a budget;
// off-topic questions are Unknown). Its own choices, where those are
// silent:
//   - A superlative or ranking is answered by an intent only when that
//     intent's answer is ordered by the very quantity asked, or is one
//     thing whose answer holds the fact asked; the superlative word adds
//     no parameter (no limit of 1, no sort). So:
//   - "the closest / nearest casino to <town>" is a near search of that
//     town, because a search by place answers nearest first (README:
//     "nearest first, each casino with distance_km"); its other words
//     are filters as usual: "nearest commercial casino to Searchlight"
//     is near "Searchlight, NV" with the type commercial; "tribal
//     casino ... closest to Oroville" near "Oroville, CA" with the type
//     tribal; "casino with a hotel ... closest to Brimley, Michigan"
//     near "Brimley, MI" with has_hotel; "closest casino to Pawnee that
//     has a rewards program" near "Pawnee, OK" with has_rewards;
//     "Closest casino within 15 miles of Yerington?" near "Yerington,
//     NV" within 24.1 km;
//   - "the highest tier", "the entry-level tier", "the top status",
//     "the bottom rung of the ladder" of a program are that program's
//     details, because they list its whole ladder, level by level;
//   - "the least it takes to get Diamond Plus with Caesars Rewards" is
//     that tier's threshold (a threshold is the least it takes);
//   - "the lowest house edge you can get at blackjack" is blackjack's
//     game facts (the edge the service's table keeps for the game);
//   - "the quickest way to ban myself from Michigan casinos" is
//     self-exclusion in MI (banning oneself is self-exclusion; the
//     answer is that resource);
//   - "The most I want to lose in a week is $300, set that as my
//     budget." is a weekly budget of 300 and "Make 90 minutes the
//     longest I can play in one sitting." a session limit of 90
//     minutes: a cap stated as a superlative is still the cap;
//   - "Which of my casinos is likely to send me the biggest offer?" is
//     the prediction for all casinos, because predict_all_casinos
//     answers every casino the player has sessions at, ranked;
//   - "Which of my offers runs out soonest?" is the expiring offers with
//     no window (the default), because expiring_offers answers sorted
//     by expiry; "Of my offers expiring in the next 30 days, which one
//     goes first?" is the same within 30 days;
//   - "Which of my casinos am I closest to the next tier at?" is the
//     player's tiers, because the tiers answer is one row per casino
//     with points_needed, the distance to the next tier at each, and
//     tier_progress needs one casino (the one this question asks the
//     service to find); this is the one ranking expected from an
//     answer not ordered by it, and it is listed here as the convention
//     most open to dispute;
//   - "If I status match Caesars Seven Stars over to MGM Rewards, what's
//     the highest tier I'd get?" is the tier-match path from Caesars
//     Rewards' Seven Stars to MGM Rewards (the path says the tier it
//     grants; "I" does not make it the player's suggestions, since the
//     tier is named);
//   - "What's the most I can deduct in gambling losses for 2025?" is the
//     tax summary of 2025 (tax_year_summary answers the deductible
//     losses under that year's rules);
//   - Unknown, because no action ranks or compares that way: "Which casino
//     near Battle Mountain has the most slot machines?" (a search by place
//     is ordered by distance, not by slot machines); "Is Spotlight 29
//     Casino bigger than Augustine Casino?" (two casinos compared; each
//     one's details are a separate answer and none compares); "Which has
//     the lower house edge, craps or baccarat?" (two games compared; the
//     game facts are one game's, and two questions in one are declined);
//     "Which is easier to reach: Emerald in Boyd Rewards or Gold in MGM
//     Rewards?" (two tiers of two programs in different units; no action
//     compares thresholds); "Where did I lose the most money last year?"
//     (no action of the player's records ranks casinos by loss);
//   - Unknown, off topic: the best steakhouse in Salamanca (a town of the
//     directory, but dining is no answer of the service) and the cheapest
//     flight from Denver to Las Vegas;
//   - the ordinary half: "casinos within 20 miles of Idabel" is near
//     "Idabel, OK" within 32.2 km; "racinos in Iowa" is IA with the type
//     racino; "Louisiana casinos that have a rewards program" is LA with
//     has_rewards; "the Oneida casinos in Wisconsin" is WI with q
//     "Oneida"; "What casinos are in Gardena?" is near "Gardena, CA";
//     "hotel rooms ... the Ohkay Casino Resort" is the details of Best
//     Western Ohkay Casino Resort (the one casino those words name); "the
//     gaming floor at Harrah's Resort Southern California" and "Tell me
//     about Lakecrest Casino." are details (Lakecrest Casino and Hotel);
//     "list every loyalty program you have" lists the programs; "What
//     does Shining Star require in Lucky Star Rewards?" is that tier's
//     threshold; "spins an hour" at roulette is roulette's game facts; "I
//     hit $1,800 on a video poker machine. Do I get a W-2G?" is the rule
//     for video_poker with amount_won 1800; "Who do I call for gambling
//     help in Oklahoma?" is the helpline in OK; "Cap my gambling at $80 a
//     day." is a daily budget of 80; "which play limits I've got in place"
//     reads the limits; "What kind of offer will Hard Rock Sacramento
//     probably send me next?" is comp_predict there; "3 hours of $25
//     blackjack" is comp_estimate for blackjack, avg_bet 25, hours 3;
//     "How many more points until I level up at Sugar Creek?" is
//     tier_progress at "Sugar Creek" as typed; "What tier am I at each of
//     my casinos?" is the player's tiers; "Given the tiers I hold, which
//     programs would status match me?" is tier-match suggestions; "hosts
//     at West Bay Casino taking new players" is find_hosts filtered to
//     "West Bay Casino" and West Bay Casino & Resort; "a casino host who
//     speaks Tagalog" is find_hosts in Tagalog; "Who are my casino hosts?"
//     is the player's hosts; "my trips to Stone Wolf Casino in 2025" are
//     the trips there in 2025; "my roulette sessions from February" are
//     those of February 2026; "every casino visit I've checked in" is the
//     player's visits; "Which of my vouchers are still open?" has the
//     status "open"; "offers ... from Grand Lake Casino" are the offers
//     there; "my W-2Gs from 2023" are the W-2G list of 2023; "How much did
//     I win on W-2Gs in 2024 in total?" is the W-2G total of 2024; "my net
//     gambling result for taxes in 2025" is the tax summary of 2025;
//     "What's my bankroll sitting at?" is the bankroll.
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at 1bb513b, the commit that added this part to main, with
// the rules of the twenty-fourth to twenty-seventh parts' rounds and no
// rule changed for this part) scored 52 of 60 correct (86.7%): precision
// 97.8% (45 of 46 answers right), recall 84.9% (45 of 53 answerable), 7
// declined and 1 wrong; the 7 expected Unknowns were declined. No
// expectation was changed after it. The wrong one: "I hit $1,800 on a
// video poker machine. Do I get a W-2G?" answered as the player's W-2Gs,
// not the W-2G rule for $1,800 at video poker (the story rule read the
// last sentence alone). Declined: "How many hotel rooms does the Ohkay
// Casino Resort have?", "How big is the gaming floor at Harrah's Resort
// Southern California?", "What's the bottom rung of the MGM Rewards
// ladder?", "What's the least it takes to get Diamond Plus with Caesars
// Rewards?", "What's the lowest house edge you can get at blackjack?",
// "Make 90 minutes the longest I can play in one sitting." and "Which of
// my casinos am I closest to the next tier at?".
//
// After it, on branch fix-29, general rules with tuning phrases of their
// own (tuning29_test.go, never these; no phrase or expectation here
// changed) took it to 60 of 60 (100%), none wrong, none declined: a W-2G
// question after a sentence telling a win of an amount ("I won $700 at
// keno. Do I get a W-2G?") asks the rule for that win, the amount and
// game the story's, when the question states no game or amount of its
// own and asks none of the player's forms ("How many W-2Gs do I have?",
// "Show my W-2Gs" keep their meaning, and so does another person's win);
// a casino's "gaming floor" is its floor; a ladder's "rungs" are its tiers
// and "the least it takes" to reach a tier its threshold, but "which
// casino takes the least" still ranks and declines; the lowest or best
// house edge of a named game is its game facts, while with no game named
// or at a casino it still declines; a session cap stated as a
// superlative ("the longest I can play in one sitting", "the most I can
// play at a time") is the cap to set; a casino franchised under a hotel
// chain is found by its name without the chain's ("the Ohkay Casino
// Resort"), unless the rest is a word other casinos share ("Boomtown"
// stays ambiguous); and at which casino the player is closest (or
// furthest) to the next tier is the player's tiers, another person's
// still Unknown. Every expected Unknown still declines: the most slot
// machines near Battle Mountain, Spotlight 29 Casino against Augustine
// Casino, craps against baccarat, Emerald against Gold, where I lost the
// most, and the two off-topic questions.
func heldOutTwentyNinth(t testing.TB) []expectation {
	return []expectation{
		// The directory: the closest casino to a town (a search by place,
		// nearest first) with filters, ordinary searches by town, radius,
		// state, type, rewards and family, and a ranking no search makes.
		{query: "What's the closest casino to Ardmore, Oklahoma?", intent: FindCasinos, params: params{"near": "Ardmore, OK"}},
		{query: "What's the nearest commercial casino to Searchlight?", intent: FindCasinos, params: params{"near": "Searchlight, NV", "type": "commercial"}},
		{query: "Which tribal casino is closest to Oroville?", intent: FindCasinos, params: params{"near": "Oroville, CA", "type": "tribal"}},
		{query: "Which casino with a hotel is closest to Brimley, Michigan?", intent: FindCasinos, params: params{"near": "Brimley, MI", "has_hotel": true}},
		{query: "What's the closest casino to Pawnee that has a rewards program?", intent: FindCasinos, params: params{"near": "Pawnee, OK", "has_rewards": true}},
		{query: "Closest casino within 15 miles of Yerington?", intent: FindCasinos, params: params{"near": "Yerington, NV", "radius_km": 24.1}},
		{query: "casinos within 20 miles of Idabel", intent: FindCasinos, params: params{"near": "Idabel, OK", "radius_km": 32.2}},
		{query: "What casinos are in Gardena?", intent: FindCasinos, params: params{"near": "Gardena, CA"}},
		{query: "Are there any racinos in Iowa?", intent: FindCasinos, params: params{"state": "IA", "type": "racino"}},
		{query: "Louisiana casinos that have a rewards program", intent: FindCasinos, params: params{"state": "LA", "has_rewards": true}},
		{query: "Show me the Oneida casinos in Wisconsin.", intent: FindCasinos, params: params{"state": "WI", "q": "Oneida"}},
		{query: "Which casino near Battle Mountain has the most slot machines?", intent: Unknown, params: params{}},

		// One casino's details, and two casinos compared.
		{query: "How many hotel rooms does the Ohkay Casino Resort have?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Best Western Ohkay Casino Resort")}},
		{query: "How big is the gaming floor at Harrah's Resort Southern California?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Harrah's Resort Southern California")}},
		{query: "Tell me about Lakecrest Casino.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Lakecrest Casino and Hotel")}},
		{query: "Is Spotlight 29 Casino bigger than Augustine Casino?", intent: Unknown, params: params{}},

		// Programs: the list, the top and bottom of a ladder, one tier's
		// threshold, and two tiers compared.
		{query: "list every loyalty program you have", intent: ListPrograms, params: params{}},
		{query: "What's the highest tier in WinStar Club Passport?", intent: ProgramDetail, params: params{"id": programID(t, "WinStar Club Passport")}},
		{query: "What's the entry-level tier at Genting Rewards?", intent: ProgramDetail, params: params{"id": programID(t, "Genting Rewards")}},
		{query: "What's the top status you can reach in True Rewards?", intent: ProgramDetail, params: params{"id": programID(t, "True Rewards")}},
		{query: "What's the bottom rung of the MGM Rewards ladder?", intent: ProgramDetail, params: params{"id": programID(t, "MGM Rewards")}},
		{query: "What does Shining Star require in Lucky Star Rewards?", intent: TierRequirement, params: params{"id": programID(t, "Lucky Star Rewards")}, tier: "Shining Star"},
		{query: "What's the least it takes to get Diamond Plus with Caesars Rewards?", intent: TierRequirement, params: params{"id": programID(t, "Caesars Rewards")}, tier: "Diamond Plus"},
		{query: "Which is easier to reach: Emerald in Boyd Rewards or Gold in MGM Rewards?", intent: Unknown, params: params{}},

		// Game facts, two games compared, and the W-2G rule.
		{query: "What's the lowest house edge you can get at blackjack?", intent: GameFacts, params: params{"game_type": "blackjack"}},
		{query: "How many spins an hour does a roulette table do?", intent: GameFacts, params: params{"game_type": "roulette"}},
		{query: "Which has the lower house edge, craps or baccarat?", intent: Unknown, params: params{}},
		{query: "I hit $1,800 on a video poker machine. Do I get a W-2G?", intent: W2GRule, params: params{"game_type": "video_poker", "amount_won": 1800}},

		// Responsible-gaming help by state.
		{query: "Who do I call for gambling help in Oklahoma?", intent: RGHelp, params: params{"topic": "helpline", "state": "OK"}},
		{query: "What's the quickest way to ban myself from Michigan casinos?", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "MI"}},

		// The player's limits: changes proposed (caps stated as the most
		// or the longest), and the limits read.
		{query: "Cap my gambling at $80 a day.", intent: SetBudget, params: params{"period": "day", "amount": 80}},
		{query: "The most I want to lose in a week is $300, set that as my budget.", intent: SetBudget, params: params{"period": "week", "amount": 300}},
		{query: "Make 90 minutes the longest I can play in one sitting.", intent: SetSessionLimit, params: params{"max_minutes": 90}},
		{query: "Remind me which play limits I've got in place.", intent: MyLimits, params: params{}},

		// Comps: predicted at one casino, ranked over all of them, and
		// estimated.
		{query: "What kind of offer will Hard Rock Sacramento probably send me next?", intent: CompPredict, params: params{"casino_name": "Hard Rock Sacramento"}},
		{query: "Which of my casinos is likely to send me the biggest offer?", intent: CompPredictAll, params: params{}},
		{query: "What would 3 hours of $25 blackjack earn me in comps?", intent: CompEstimate, params: params{"game_type": "blackjack", "avg_bet": 25, "hours": 3}},

		// Tiers: the next tier at one casino, the player's tiers (and the
		// casino closest to its next tier, read off them), tier matches.
		{query: "How many more points until I level up at Sugar Creek?", intent: TierProgress, params: params{"casino_name": "Sugar Creek"}},
		{query: "What tier am I at each of my casinos?", intent: MyTiers, params: params{}},
		{query: "Which of my casinos am I closest to the next tier at?", intent: MyTiers, params: params{}},
		{query: "If I status match Caesars Seven Stars over to MGM Rewards, what's the highest tier I'd get?", intent: TierMatchPaths, params: params{"program": "Caesars Rewards", "to_program": "MGM Rewards"}, tier: "Seven Stars"},
		{query: "Given the tiers I hold, which programs would status match me?", intent: TierMatchSuggestions, params: params{}},

		// Hosts at a casino, by language, and the player's own.
		{query: "Are there hosts at West Bay Casino taking new players?", intent: FindHosts, params: params{}, filter: []string{"West Bay Casino", "West Bay Casino & Resort"}},
		{query: "I need a casino host who speaks Tagalog.", intent: FindHosts, params: params{"language": "Tagalog"}},
		{query: "Who are my casino hosts?", intent: MyHosts, params: params{}},

		// The player's records: trips, sessions, visits, vouchers, offers
		// (the soonest to expire among them), W-2Gs, the tax year and the
		// bankroll, and a ranking no action makes.
		{query: "List my trips to Stone Wolf Casino in 2025.", intent: MyTrips, params: params{"casino_name": "Stone Wolf Casino", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "Show my roulette sessions from February.", intent: MySessions, params: params{"game_type": "roulette", "from": "2026-02-01", "to": "2026-02-28"}},
		{query: "Show every casino visit I've checked in.", intent: MyVisits, params: params{}},
		{query: "Which of my vouchers are still open?", intent: MyVouchers, params: params{"status": "open"}},
		{query: "What offers do I have from Grand Lake Casino?", intent: MyOffers, params: params{"casino_name": "Grand Lake Casino"}},
		{query: "Which of my offers runs out soonest?", intent: ExpiringOffers, params: params{}},
		{query: "Of my offers expiring in the next 30 days, which one goes first?", intent: ExpiringOffers, params: params{"within_days": 30}},
		{query: "Pull up my W-2Gs from 2023.", intent: MyW2Gs, params: params{"tax_year": 2023}},
		{query: "How much did I win on W-2Gs in 2024 in total?", intent: W2GTotal, params: params{"tax_year": 2024}},
		{query: "What's my net gambling result for taxes in 2025?", intent: TaxSummary, params: params{"tax_year": 2025}},
		{query: "What's the most I can deduct in gambling losses for 2025?", intent: TaxSummary, params: params{"tax_year": 2025}},
		{query: "What's my bankroll sitting at?", intent: Bankroll, params: params{}},
		{query: "Where did I lose the most money last year?", intent: Unknown, params: params{}},

		// Off topic, even with a town of the directory in it.
		{query: "What's the best steakhouse in Salamanca?", intent: Unknown, params: params{}},
		{query: "What's the cheapest flight from Denver to Las Vegas?", intent: Unknown, params: params{}},
	}
}
