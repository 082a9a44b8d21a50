package ask

import "testing"

// heldOutFortyThird is a forty-third held-out part, written blind and
// committed BEFORE its first run: by someone who had read only the action
// catalog and the service spec (both whole), the README's curl examples of
// the directory (lines 89-155) and its section on /ask (lines 428-480),
// the shipped data (casinos.csv, rewards_programs.json and
// program_properties.csv, listed by short scripts for real casino, program
// and tier names, towns, states, types, brands and has_hotel; a listing of
// data/ was printed too), the whole of the twenty-ninth held-out part and
// the first eighty lines of the twenty-eighth (its header), the block of
// intent constants of ask.go (lines 19-62), the expectation type (lines
// 1-18 of heldout_test.go), the slugOf and programID helpers (lines 66-91
// of ask_test.go, which also showed the last two lines of the function
// before them) and the heldOutParts function of score_test.go; never the
// rules of this package, the tuning phrases or the other held-out parts.
// Creating the worktree printed the subject of main's newest commit (the
// forty-first part's first run, 60 of 60); nothing in it is used here.
// Every casino and program name given to slugOf or programID was checked
// against data/ with a short script. Its places, casinos and families were
// chosen, where the data allowed, among those no earlier test file names:
// checked by a case-insensitive grep (file names only) and by a short
// script that printed only whether each name occurs in the test files,
// never the lines it occurs in: Ellensburg, Paso Robles, Lac du Flambeau,
// the Seminole Nation and Crazy Moose casinos, Twin Pine Casino and Hotel,
// Wind Creek Chicago Southland, Meskwaki Bingo Casino Hotel, Fort McDowell
// Casino, Red Wind Casino, Chewelah Casino, Harrah's Northern California
// Casino, Potawatomi Carter Casino, Bicycle Casino, 7 Cedars Casino, Golden
// Eagle Casino, Harrah's Pompano Beach, Lake Eufaula Casino Hotel and
// Pawhuska ("Potawatomi" and "Southland" alone are in earlier files, the
// full names are not). Every state, every program with a ladder, the tiers
// (Pearl, Elite, Emerald) and the games are named by earlier parts, and so
// is Tulsa. Its wording is new: each phrase was checked with a
// case-insensitive fixed-string grep (file names only) against every test
// file of this package, without its closing mark (so with it too); seven
// were found there and replaced before the file was written ("Does
// Delaware have any racinos?", "Roughly how many rolls an hour happen at a
// craps table?", "keno house edge pls", "whats the house advantage in
// keno", "Which hosts am I connected with?", "How's my bankroll looking?",
// "odds of hitting a royal flush"), and none of the sixty is there now.
//
// Its theme is an eighth CONTROL part: sixty ordinary questions from
// ordinary people, spread evenly over every area by a checklist (each of
// 25 areas gets 2 or 3 answerable questions: state and type or rewards 2,
// town, radius and hotel 3, families 2, casino details 3, the program list
// and a ladder 2, a tier's threshold 2, game facts 2, the W-2G rule 2, help
// line and self-exclusion 2, a budget and a session limit proposed 2, the
// limits read 2, comp predictions (one casino, all) 2, comp estimates 2,
// tier progress 2, the player's tiers 2, hosts (at a casino, the player's
// own) 2, tier-match suggestions and a path 2, trips 2, sessions 2, visits
// 2, vouchers 2, offers and expiring offers 2, W-2G list and total 2, the
// tax summary 2, the bankroll 2; 52 in all), and 8 of 60 expect Unknown.
// The registers are the ordinary mix: 22 plain questions, 14 requests, 14
// lower-case phone questions with common shorthand ("w/", "u", "hrs",
// "pls", "rn", "whats"), 6 with a clause of context ("I've been
// overspending lately, so ...") and 4 with a greeting or thanks ("Hi!",
// "Hey, ... Thanks!", "Good morning,", "Hello,"). Nothing exotic: no
// dialect, no letters, no developer notation, no deliberate misspellings,
// no second question. The openings and shapes vary ("Bring up", "Find me",
// "We're ..., so is there", "Give me a list of", "When did", "Walk me
// through", "About how many", "At what amount", "Tell me how", "Predict",
// "Will ... match", "I'd like to see", "What trips do I have logged for",
// "How did my ... go", "I need to see", "Could you list", "What offers has
// ... sent me", "Book me"), and the shapes of the twenty-eighth and
// twenty-ninth parts ("What's the closest ...", "Which ... is closest",
// "What's the highest tier in", "Are there hosts at", "List my trips to",
// "Show my ... sessions from", "Pull up my", "How much did I win on
// W-2Gs", "What's my ... sitting at", "Given the tiers I hold") are not
// used. No question lacks a field its intent needs, so none expects a
// missing field.
//
// It follows the twenty-ninth part's conventions (listed in its header: a
// casino named for a player action keeps the name as typed; a host filter
// by casino is the typed words and the directory's name when the words
// name exactly one casino, with no parameter; a radius in miles is in
// kilometres to one decimal; a year named for the player's records is that
// calendar year; a month named with its year is that month; a town typed
// without its state is near the directory's town with its state; "in
// <town>" is near that town and "in <state>" is the state; a family's
// casinos in a state are the state with q the family's name as the
// directory spells it; a tier named with its program is not ambiguous; a
// casino's details answer what the directory keeps about it, whichever
// field is asked for; a limit of money in a period is a budget; off-topic
// questions are Unknown). Its own choices, where those are silent:
//   - No casino name a player action keeps as typed is written in lower
//     case (the phone questions name none), so "as typed" never has to
//     say anything about case; places and families in lower case are
//     answered in the directory's spelling ("casinos near ellensburg" is
//     near "Ellensburg, WA", "crazy moose casinos in washington" is WA
//     with q "Crazy Moose"), as the directory itself is.
//   - "w/" is "with" ("kansas casinos w/ a rewards program" is KS with
//     has_rewards), "u" is "you", "hrs" is hours and "rn" is "right now"
//     (it adds no filter); common phone shorthand the README says is read.
//   - "the Meskwaki casino" is the details of Meskwaki Bingo Casino Hotel,
//     the one casino those words name, and "Twin Pine Casino" is Twin Pine
//     Casino and Hotel for the same reason.
//   - "At what amount does a slot jackpot trigger a W-2G?" is the W-2G
//     rule for slots with no amount_won: the rule is a fact of the
//     service's own tables (README: "the W-2G rule ... no key needed"),
//     and a question asking the threshold states no win to check, so
//     nothing is missing; "I won $1,600 playing keno last night, does
//     that need a W-2G?" is the rule for keno with amount_won 1600 (the
//     story's win, asked about in the same sentence).
//   - "keep my sessions under 2 hrs" is a session limit of 120 minutes:
//     hours are given in minutes (set_session_limit takes max_minutes),
//     and "under" states the cap.
//   - "do i have a daily budget set up" reads the limits: it asks whether a
//     limit is set and names no amount, so it proposes no change.
//   - "Predict my upcoming offers across all the casinos I play." is the
//     prediction for all casinos (predict_all_casinos: every casino the
//     player has sessions at).
//   - "which players clubs am i in and at what level" and "Show me my
//     status at every casino." are the player's tiers (tier_status: one
//     row per casino with its tier).
//   - "Do I have any host connections yet?" is the player's hosts
//     (get_my_connections: connections and pending requests).
//   - "Since I already have status at a few casinos, what tier matches
//     could I get elsewhere?" is tier-match suggestions (from the
//     player's tiers); "Will Caesars Rewards match my Boyd Emerald
//     status?" is the path from Boyd Rewards' Emerald to Caesars Rewards,
//     because the source tier and the target program are both named
//     ("my" does not make it the suggestions, as in the twenty-ninth).
//   - "Could you list my expired vouchers?" has the status "expired" (one
//     of list_vouchers' statuses); "show me all my vouchers rn" has none.
//   - "What offers has Bicycle Casino sent me?" is the player's offers
//     there (list_offers' casino_name filter), not a prediction: it asks
//     what was sent, not what will be.
//   - "which of my offers expire in the next 2 weeks" is the expiring
//     offers within 14 days (weeks in days; expiring_offers takes
//     within_days).
//   - "how much can i write off in gambling losses for 2025" is the tax
//     summary of 2025 (tax_year_summary answers the deductible losses).
//   - "Good morning, what's my current bankroll balance?" is the bankroll
//     (bankroll_status answers balance), the greeting adding nothing.
//   - Unknown, because no action or fact of the service answers it: a
//     room booked at 7 Cedars Casino (a change no action makes; /ask
//     proposes only budget and session limits); the chance of a royal
//     flush (the game facts are house edge and pace, not hand odds); the
//     loosest slots at Golden Eagle Casino (no data on machines' payback
//     at a casino; the player's own machines are not this); a wife's tier
//     credits at Harrah's Pompano Beach (another person's records); a
//     forgotten password (account sign-in, never an action by key); the
//     drive from Tulsa to Pawhuska (travel, off topic); the time the buffet
//     closes at Lake Eufaula Casino Hotel (dining hours, no field of the
//     directory); and the gambling age in New Mexico (no fact of the
//     service's tables; the help resources are help lines and
//     self-exclusion, not laws).
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at b95b152, the commit that added this part to main, with
// the rules of the thirtieth to thirty-ninth parts' rounds and no rule
// changed for this part) scored 56 of 60 correct (93.3%): precision 98.0%
// (49 of 50 answers right), recall 94.2% (49 of 52 answerable), 3
// declined and 1 wrong. No expectation was changed after it. The wrong
// one: "Do you have to be 21 to gamble in New Mexico?" (New Mexico's
// casinos, not Unknown). Declined: "About how many dice rolls does craps
// see per hour?", "I won $1,600 playing keno last night, does that need a
// W-2G?" and "which players clubs am i in and at what level".
func heldOutFortyThird(t testing.TB) []expectation {
	return []expectation{
		// The directory: state with type or rewards, a town, a radius, a
		// hotel in a town, and two families.
		{query: "Bring up the racinos in Delaware.", intent: FindCasinos, params: params{"state": "DE", "type": "racino"}},
		{query: "kansas casinos w/ a rewards program", intent: FindCasinos, params: params{"state": "KS", "has_rewards": true}},
		{query: "casinos near ellensburg", intent: FindCasinos, params: params{"near": "Ellensburg, WA"}},
		{query: "Find me every casino within 40 miles of Paso Robles.", intent: FindCasinos, params: params{"near": "Paso Robles, CA", "radius_km": 64.4}},
		{query: "We're spending a long weekend up north, so is there a casino with a hotel in Lac du Flambeau?", intent: FindCasinos, params: params{"near": "Lac du Flambeau, WI", "has_hotel": true}},
		{query: "Give me a list of the Seminole Nation casinos in Oklahoma.", intent: FindCasinos, params: params{"state": "OK", "q": "Seminole Nation"}},
		{query: "crazy moose casinos in washington", intent: FindCasinos, params: params{"state": "WA", "q": "Crazy Moose"}},

		// One casino's details.
		{query: "How many table games does Twin Pine Casino have?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Twin Pine Casino and Hotel")}},
		{query: "When did Wind Creek Chicago Southland open?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Wind Creek Chicago Southland")}},
		{query: "Hi! Could you tell me about the Meskwaki casino?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Meskwaki Bingo Casino Hotel")}},

		// Programs: the list, a ladder, and two tiers' thresholds.
		{query: "Which loyalty clubs do you have info on?", intent: ListPrograms, params: params{}},
		{query: "Walk me through the tier levels in Boyd Rewards.", intent: ProgramDetail, params: params{"id": programID(t, "Boyd Rewards")}},
		{query: "How many tier credits does Pearl take in MGM Rewards?", intent: TierRequirement, params: params{"id": programID(t, "MGM Rewards")}, tier: "Pearl"},
		{query: "what do u need for elite in winstar club passport", intent: TierRequirement, params: params{"id": programID(t, "WinStar Club Passport")}, tier: "Elite"},

		// Game facts and the W-2G rule.
		{query: "About how many dice rolls does craps see per hour?", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "what kind of house edge does keno have", intent: GameFacts, params: params{"game_type": "keno"}},
		{query: "At what amount does a slot jackpot trigger a W-2G?", intent: W2GRule, params: params{"game_type": "slots"}},
		{query: "I won $1,600 playing keno last night, does that need a W-2G?", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1600}},

		// Responsible-gaming help by state.
		{query: "Is there a problem gambling hotline in Arizona?", intent: RGHelp, params: params{"topic": "helpline", "state": "AZ"}},
		{query: "Tell me how self-exclusion works in Indiana.", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "IN"}},

		// The player's limits: changes proposed, and the limits read.
		{query: "I've been overspending lately, so please put a $250 weekly limit on my gambling.", intent: SetBudget, params: params{"period": "week", "amount": 250}},
		{query: "keep my sessions under 2 hrs", intent: SetSessionLimit, params: params{"max_minutes": 120}},
		{query: "What budget and time limits are on my account?", intent: MyLimits, params: params{}},
		{query: "do i have a daily budget set up", intent: MyLimits, params: params{}},

		// Comps: predicted at one casino and at all, and estimated.
		{query: "What offer am I likely to get from Fort McDowell Casino next?", intent: CompPredict, params: params{"casino_name": "Fort McDowell Casino"}},
		{query: "Predict my upcoming offers across all the casinos I play.", intent: CompPredictAll, params: params{}},
		{query: "How much would I earn in comps playing $5 slots for 6 hours?", intent: CompEstimate, params: params{"game_type": "slots", "avg_bet": 5, "hours": 6}},
		{query: "comp estimate $50 baccarat 2 hrs", intent: CompEstimate, params: params{"game_type": "baccarat", "avg_bet": 50, "hours": 2}},

		// Tiers: progress at one casino, the player's tiers, tier matches.
		{query: "How close am I to the next tier at Red Wind Casino?", intent: TierProgress, params: params{"casino_name": "Red Wind Casino"}},
		{query: "Hey, how many more points do I need to move up at Chewelah Casino? Thanks!", intent: TierProgress, params: params{"casino_name": "Chewelah Casino"}},
		{query: "Show me my status at every casino.", intent: MyTiers, params: params{}},
		{query: "which players clubs am i in and at what level", intent: MyTiers, params: params{}},
		{query: "Since I already have status at a few casinos, what tier matches could I get elsewhere?", intent: TierMatchSuggestions, params: params{}},
		{query: "Will Caesars Rewards match my Boyd Emerald status?", intent: TierMatchPaths, params: params{"program": "Boyd Rewards", "to_program": "Caesars Rewards"}, tier: "Emerald"},

		// Hosts at a casino, and the player's own.
		{query: "Can I get a host at Harrah's Northern California?", intent: FindHosts, params: params{}, filter: []string{"Harrah's Northern California", "Harrah's Northern California Casino"}},
		{query: "Do I have any host connections yet?", intent: MyHosts, params: params{}},

		// The player's records: trips, sessions, visits, vouchers, offers,
		// W-2Gs, the tax year and the bankroll.
		{query: "I'd like to see every trip I logged in 2024.", intent: MyTrips, params: params{"from": "2024-01-01", "to": "2024-12-31"}},
		{query: "What trips do I have logged for Potawatomi Carter Casino?", intent: MyTrips, params: params{"casino_name": "Potawatomi Carter Casino"}},
		{query: "How did my blackjack sessions go in 2025?", intent: MySessions, params: params{"game_type": "blackjack", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "I need to see my poker sessions from March 2026.", intent: MySessions, params: params{"game_type": "poker", "from": "2026-03-01", "to": "2026-03-31"}},
		{query: "Show me my casino check-ins.", intent: MyVisits, params: params{}},
		{query: "visit history pls", intent: MyVisits, params: params{}},
		{query: "Could you list my expired vouchers?", intent: MyVouchers, params: params{"status": "expired"}},
		{query: "show me all my vouchers rn", intent: MyVouchers, params: params{}},
		{query: "What offers has Bicycle Casino sent me?", intent: MyOffers, params: params{"casino_name": "Bicycle Casino"}},
		{query: "which of my offers expire in the next 2 weeks", intent: ExpiringOffers, params: params{"within_days": 14}},
		{query: "Show me my W-2G forms for 2024.", intent: MyW2Gs, params: params{"tax_year": 2024}},
		{query: "What's the total on my 2025 W-2Gs?", intent: W2GTotal, params: params{"tax_year": 2025}},
		{query: "Can you give me my 2024 gambling tax summary?", intent: TaxSummary, params: params{"tax_year": 2024}},
		{query: "how much can i write off in gambling losses for 2025", intent: TaxSummary, params: params{"tax_year": 2025}},
		{query: "How much money is in my bankroll at the moment?", intent: Bankroll, params: params{}},
		{query: "Good morning, what's my current bankroll balance?", intent: Bankroll, params: params{}},

		// Unknown: what no action or fact of the service answers.
		{query: "Book me a room at 7 Cedars Casino for Saturday night.", intent: Unknown, params: params{}},
		{query: "whats the chance of getting dealt a royal flush", intent: Unknown, params: params{}},
		{query: "Which slots are the loosest at Golden Eagle Casino?", intent: Unknown, params: params{}},
		{query: "My wife plays too, so how many tier credits does she have at Harrah's Pompano Beach?", intent: Unknown, params: params{}},
		{query: "I forgot my password, how do I reset it?", intent: Unknown, params: params{}},
		{query: "How long does it take to drive from Tulsa to Pawhuska?", intent: Unknown, params: params{}},
		{query: "Hello, what time does the buffet close at Lake Eufaula Casino Hotel?", intent: Unknown, params: params{}},
		{query: "Do you have to be 21 to gamble in New Mexico?", intent: Unknown, params: params{}},
	}
}
