package ask

import "testing"

// heldOutFiftieth is a fiftieth held-out part, written blind and committed
// BEFORE its first run: by someone who had read only the action catalog
// and the service spec (both whole), the README's section on /ask and its
// curl examples of the directory (lines 89-155 and 428-480), the shipped
// data (casinos.csv, rewards_programs.json and program_properties.csv,
// through short scripts that listed programs with their tiers and
// thresholds and casinos with town, state, type, hotel and brand; a
// listing of data/ was printed too), the whole of the twenty-ninth
// held-out part and the first eighty lines of the twenty-eighth (its
// header), the block of intent constants of ask.go (lines 19-62), the
// expectation type (lines 1-18 of heldout_test.go), the slugOf and
// programID helpers (lines 60-95 of ask_test.go, which also showed the
// deref helper and the first lines of the phrasing type) and the
// heldOutParts function of score_test.go; the newest commit subject was
// printed once (it names the W-2G area of the two-questions check; no
// phrase here imitates it). Never the rules of this package, the tuning
// phrases or the other held-out parts. Every name used was checked against
// data/ with a short script. Its wording is new: each phrase was checked
// with a case-insensitive fixed-string grep (file names only) against
// every test file of this package not to be in the corpus already, with
// and without its closing mark; five were found there and replaced before
// the file was written ("which rewards programs do you have info on",
// "Tell me about Club Sycuan", "how many hands an hour does baccarat
// deal", "my blackjack sessions from march", "How many times have I
// checked in at a casino?"), and none of the sixty is there now. Its
// towns, casinos and programs were chosen among those the test files name
// least: a script looked for each directory name and town in the test
// files' text and printed only which are absent, and fixed-string greps
// (file names only) counted the files naming a candidate. Pasco, Wewoka,
// Rancho Cordova, Casino Club at Greenbrier, Fond-du-Luth Casino, Grand
// Treasure Casino, Magic City Casino, Calder Casino, Fitz, Golden Harbor,
// Lakeshore Casino, Margaritaville, Sundance Casino and Harrington Raceway
// are named by no earlier test file; Club Sycuan and THE CLUB at Chumash
// by one, Circa Rewards and 24K Select Club by two. The games and the
// programs with a ladder are named by earlier parts; the two tiers used
// were the least named of those counted (Tier 4 of Genting Rewards in
// four files, Premier of WinStar Club Passport in five).
//
// Its theme is a fifth NEAR-MISS part, to measure precision: 30 of 60
// are questions the service can NOT answer that look very much like ones
// it can, each expected Unknown and each placed just before its
// answerable twin (30 of 60), phrased alike, with the twin's right intent
// and parameters. The near misses, by kind (the reason from the spec):
//   - a fact the directory does not keep about a casino or town it does
//     keep (4): a buffet near Pasco, the poker rake of the casinos in
//     Rancho Cordova, the dress code of the Casino Club at Greenbrier,
//     baccarat's pace at Magic City Casino (the Casino resource has no
//     dining, rake or dress code field, and the game facts are the
//     service's table for a game, not a casino's own pace);
//   - a condition on records no action parameter expresses (4): trips
//     where I spent over $1,000 (list_trips filters casino_name, from and
//     to only), sessions where I came out ahead (list_sessions has no
//     result filter), vouchers worth more than $100 (list_vouchers takes
//     status only), free room offers (list_offers filters status and
//     casino_name, not offer_type);
//   - another person's records (4): my husband's budget, the offer Calder
//     Casino will send my brother, my dad's check-ins, the user's wife's
//     W-2Gs (every action acts for the key's owner only);
//   - advice or a ranking (4): the best loyalty program to join, how to
//     get a casino's W-2G corrected, which host gives the best comps,
//     whether to itemize (no action advises; search_hosts does not rank
//     by comps);
//   - a write /ask does not run, its only changes being a budget and a
//     session limit (4): enrolling in Indiana's self-exclusion (no action
//     at all; get_resources only lists the programs), deleting all my
//     tiers (delete_tier), sending a status match request
//     (create_request), withdrawing $300 from the bankroll (bankroll_add);
//   - a hypothetical (2): how many sessions a two-hour limit would have
//     cut last month, whether six hours on Saturday at Lakeshore Casino
//     reach the next tier (tier_progress answers where I stand, not what a
//     planned visit would do; trip_value_estimate is no intent of /ask);
//   - a time span no record dates (2): what Tier 4 of Genting Rewards
//     required back in 2019 (a ladder is the current one, undated), my
//     daily budget back in 2024 (a limit keeps its current value, no
//     history);
//   - two different asks joined in one sentence (2): casinos around
//     Wewoka and Oklahoma's helpline; offers expiring in 10 days and
//     vouchers running out this month;
//   - a comparison of two casinos or two programs (4): Fond-du-Luth
//     Casino against Grand Treasure Casino, Club Sycuan against THE CLUB
//     at Chumash, 2 hours of $15 craps at Fitz against Golden Harbor,
//     status matching to Circa Rewards or to 24K Select Club.
//
// Registers, mixed as people type: 30 plain sentences (15 twins), 22
// casual lower-case phone typing (11 twins) and 8 relayed by an agent
// ("The user wants ...", 4 twins). Areas, in twins: directory searches 3
// (near with a hotel, a radius, a town), casino details 2, programs 3 (the
// list, one program, one tier's threshold), facts 3 (game facts, the W-2G
// rule, self-exclusion by state), limits 3 (budget and session limit
// proposed, the limits read), comps 2 (a prediction at one casino, an
// estimate), tiers 4 (progress, the player's tiers, tier-match
// suggestions and a path), hosts 1 (at a casino), the player's records 9
// (trips, sessions, visits, vouchers, offers, expiring offers, W-2Gs, the
// tax summary, the bankroll). No question lacks a field its intent needs,
// so none expects a missing field.
//
// It follows the twenty-ninth part's conventions (a casino named for a
// player action keeps the name as typed; a host filter by casino is the
// typed words and the directory's name when the words name exactly one
// casino, with no parameter; a radius in miles is in kilometres to one
// decimal; a year named for the player's records is that calendar year; a
// month named without a year is its latest one up to today, 2026-05-14;
// a town typed without its state is near the directory's town with its
// state; "in <town>" is near that town; a tier named with its program is
// not ambiguous; a casino's details answer what the directory keeps about
// it, whichever field is asked for; a limit of money in a period is a
// budget; two questions in one and comparisons no action makes are
// Unknown). Its own choices, where those are silent:
//   - a question is Unknown when any part of what it asks is no answer of
//     the service, even when the rest is an intent's: the unfiltered list,
//     the other casino's or the current ladder would answer a different
//     question, so a near miss is never answered by its twin;
//   - player actions that name a casino are all in the plain register, so
//     the typed name keeps its capitals ("Calder Casino", "Lakeshore
//     Casino", "Sundance Casino", "Harrington Raceway"); the casual
//     register names casinos only in Unknowns and searches;
//   - "Casinos near Pasco with a hotel?" is near "Pasco, WA" with
//     has_hotel; "casinos within 25 miles of wewoka" near "Wewoka, OK"
//     within 40.2 km; "which casinos are in Rancho Cordova" near "Rancho
//     Cordova, CA";
//   - "Does the Casino Club at Greenbrier have a hotel?" and "How many
//     slot machines does Fond-du-Luth Casino have?" are those casinos'
//     details; "what loyalty programs have you got info on" lists the
//     programs; "Give me a rundown of Club Sycuan." is its details; "What
//     does Tier 4 in Genting Rewards require?" is that tier's threshold;
//   - "how many hands per hour does a baccarat table get through" is
//     baccarat's game facts; "Does a $1,300 slot jackpot get a W-2G?" is
//     the rule for slots with amount_won 1300; "how Indiana's
//     self-exclusion program works" is self-exclusion in IN;
//   - "set my weekly budget to $225" is a weekly budget of 225; "Set a
//     two-hour limit on my sessions." a session limit of 120 minutes;
//     "whats my daily budget right now" reads the limits (one budget
//     named, but the answer that holds it is the limits);
//   - "What offer is Calder Casino likely to send me next?" is comp_predict
//     there; "what comps would 2 hrs of $15 craps get me" is comp_estimate
//     for craps, avg_bet 15, hours 2;
//   - "How close am I to the next tier at Lakeshore Casino?" is
//     tier_progress there; "show all my tiers" the player's tiers; "Based
//     on my tiers, which programs could I status match to?" the
//     suggestions; "whether WinStar Club Passport Premier can be status
//     matched to MGM Rewards" the path from WinStar Club Passport's
//     Premier to MGM Rewards;
//   - "Is there a host at Margaritaville taking new players?" is
//     find_hosts filtered to "Margaritaville" and Margaritaville Resort
//     Casino (the one casino the word names);
//   - "Show my trips to Sundance Casino in 2025." are the trips there in
//     2025; "pull my blackjack sessions from march" those of March 2026;
//     "How many casino check-ins have I logged so far?" the player's
//     visits; "which of my vouchers got redeemed" the status "redeemed";
//     "What offers do I have from Harrington Raceway?" the offers there;
//     "which offers expire in the next 10 days" the expiring offers within
//     10 days; "their W-2Gs from 2024" the W-2G list of 2024; "What are my
//     deductible gambling losses for 2025?" the tax summary of 2025
//     (tax_year_summary answers deductible losses); "show me my bankroll"
//     the bankroll.
//
// The choices most open to dispute: the Saturday at Lakeshore Casino (a
// reader could take tier_progress's points per day as the answer), the
// W-2G that needs correcting (it tells a $1,300 slot win, whose rule the
// twin asks), and the daily budget of 2024 (a reader could answer the
// current limits).
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at 199652f, the commit that added this part to main, with
// the rules of the thirtieth to forty-eighth parts' rounds and the rules
// found by probing, and no rule changed for this part) scored 48 of 60
// correct (80.0%): precision 71.8% (28 of 39 answers right), recall 93.3%
// (28 of 30 answerable), 1 declined and 11 wrong. No expectation was
// changed after it. The wrong ones: "casinos within 25 miles of wewoka and
// the gambling helpline for oklahoma" (the help line; two asks), "The
// W-2G for my $1,300 slot jackpot has my name spelled wrong. How do I get
// it corrected?" (the W-2G list), "The user wants you to enroll them in
// Indiana's self-exclusion program." (the self-exclusion resources, an
// enrolment /ask cannot make), "what was my daily budget back in 2024"
// and "whats my daily budget right now" (both the bankroll; the first
// asks a history no action keeps, the second the limits), "what comps
// would 2 hrs of $15 craps get me at fitz vs golden harbor" (the estimate
// at one of two casinos compared), "Based on my tiers, should I status
// match to Circa Rewards or to 24K Select Club?" (the suggestions; advice
// between two), "The user wants a status match request sent from WinStar
// Club Passport Premier to MGM Rewards." (the match path; a request sent),
// "Show my trips to Sundance Casino where I spent over $1,000." and "pull
// my blackjack sessions where i came out ahead" (conditions on records no
// filter expresses) and "What free room offers do I have from Harrington
// Raceway?" (an offer type list_offers does not filter by). Declined:
// "how many hands per hour does a baccarat table get through".
//
// After its fix round (branch fix-50, tuningFifthNearMisses), it scores
// 60 of 60 (100%), none declined, none wrong; no expectation was changed.
// The general rules added:
//   - two things compared by "vs", "versus" or "compared to" decline
//     (comparisonAsked), unless what follows is the player's own results
//     ("wins vs losses", the year's summary);
//   - a record of the player's said to be wrong or asked to be corrected
//     declines (correctionAsked);
//   - the service asked to enrol someone ("wants you to enroll them",
//     "can you sign me up") in self-exclusion declines
//     (enrolmentByServiceAsked); "put me on the list" stays the help;
//   - trips, sessions or visits held to their result in a clause after
//     them ("where I spent", "where i came out ahead") decline
//     (recordsHeldToResult);
//   - "should I" with choices joined by "or" is advice and declines
//     (adviceAsked); "or not" asks yes or no;
//   - a request asked to be sent in the passive ("sent", "submitted")
//     is a write, like "send" (sendingVerbs);
//   - the directory's casinos and the help lines are areas of their own
//     for two asks joined by "and" (areaWords);
//   - offers named by a kind other than free play ("free room offers",
//     "offers for the buffet") decline, as list_offers has no filter by
//     kind (offerKindNamed); free play stays the players' word for their
//     offers, narrowed only by "only" or "just" (offerKindOnly);
//   - a budget named by its period ("my daily budget") is read by the
//     limits (budgetsInPlaceAsked), what is left of one by the bankroll;
//   - the limits or the bankroll asked of a period already over decline
//     (pastOfNow), as neither keeps a history;
//   - a table's pace said by what it "gets through" is the game's facts
//     (gameWords).
func heldOutFiftieth(t testing.TB) []expectation {
	return []expectation{
		// The directory: searches by place, with a fact it does not keep,
		// a second ask, and a ranking by a fact it does not keep.
		{query: "Casinos near Pasco with a buffet?", intent: Unknown, params: params{}},
		{query: "Casinos near Pasco with a hotel?", intent: FindCasinos, params: params{"near": "Pasco, WA", "has_hotel": true}},
		{query: "casinos within 25 miles of wewoka and the gambling helpline for oklahoma", intent: Unknown, params: params{}},
		{query: "casinos within 25 miles of wewoka", intent: FindCasinos, params: params{"near": "Wewoka, OK", "radius_km": 40.2}},
		{query: "The user wants to know which casinos in Rancho Cordova have the lowest poker rake.", intent: Unknown, params: params{}},
		{query: "The user wants to know which casinos are in Rancho Cordova.", intent: FindCasinos, params: params{"near": "Rancho Cordova, CA"}},

		// One casino's details: a field it does not keep, two compared.
		{query: "Does the Casino Club at Greenbrier have a dress code?", intent: Unknown, params: params{}},
		{query: "Does the Casino Club at Greenbrier have a hotel?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Casino Club at Greenbrier")}},
		{query: "Which has more slot machines, Fond-du-Luth Casino or Grand Treasure Casino?", intent: Unknown, params: params{}},
		{query: "How many slot machines does Fond-du-Luth Casino have?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Fond-du-Luth Casino")}},

		// Programs: advice, two compared, a ladder of another year.
		{query: "what loyalty program is the best one to join", intent: Unknown, params: params{}},
		{query: "what loyalty programs have you got info on", intent: ListPrograms, params: params{}},
		{query: "Give me a rundown of Club Sycuan versus THE CLUB at Chumash.", intent: Unknown, params: params{}},
		{query: "Give me a rundown of Club Sycuan.", intent: ProgramDetail, params: params{"id": programID(t, "Club Sycuan")}},
		{query: "What did Tier 4 in Genting Rewards require back in 2019?", intent: Unknown, params: params{}},
		{query: "What does Tier 4 in Genting Rewards require?", intent: TierRequirement, params: params{"id": programID(t, "Genting Rewards")}, tier: "Tier 4"},

		// Facts of the service's tables: a game's pace at one casino, a
		// W-2G to correct, self-exclusion to enrol in.
		{query: "how many hands per hour does a baccarat table get through at magic city casino", intent: Unknown, params: params{}},
		{query: "how many hands per hour does a baccarat table get through", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "The W-2G for my $1,300 slot jackpot has my name spelled wrong. How do I get it corrected?", intent: Unknown, params: params{}},
		{query: "Does a $1,300 slot jackpot get a W-2G?", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 1300}},
		{query: "The user wants you to enroll them in Indiana's self-exclusion program.", intent: Unknown, params: params{}},
		{query: "The user wants to know how Indiana's self-exclusion program works.", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "IN"}},

		// The player's limits: another person's budget, a limit in the
		// past tense, a budget of another year.
		{query: "set my husband's weekly budget to $225", intent: Unknown, params: params{}},
		{query: "set my weekly budget to $225", intent: SetBudget, params: params{"period": "week", "amount": 225}},
		{query: "If I'd had a two-hour session limit last month, how many of my sessions would have gone over?", intent: Unknown, params: params{}},
		{query: "Set a two-hour limit on my sessions.", intent: SetSessionLimit, params: params{"max_minutes": 120}},
		{query: "what was my daily budget back in 2024", intent: Unknown, params: params{}},
		{query: "whats my daily budget right now", intent: MyLimits, params: params{}},

		// Comps: another person's prediction, two casinos compared.
		{query: "What offer is Calder Casino likely to send my brother next?", intent: Unknown, params: params{}},
		{query: "What offer is Calder Casino likely to send me next?", intent: CompPredict, params: params{"casino_name": "Calder Casino"}},
		{query: "what comps would 2 hrs of $15 craps get me at fitz vs golden harbor", intent: Unknown, params: params{}},
		{query: "what comps would 2 hrs of $15 craps get me", intent: CompEstimate, params: params{"game_type": "craps", "avg_bet": 15, "hours": 2}},

		// Tiers and tier matches: a planned visit, a delete, advice
		// between two programs, a request to send.
		{query: "If I play six hours at Lakeshore Casino on Saturday, will I reach the next tier?", intent: Unknown, params: params{}},
		{query: "How close am I to the next tier at Lakeshore Casino?", intent: TierProgress, params: params{"casino_name": "Lakeshore Casino"}},
		{query: "delete all my tiers", intent: Unknown, params: params{}},
		{query: "show all my tiers", intent: MyTiers, params: params{}},
		{query: "Based on my tiers, should I status match to Circa Rewards or to 24K Select Club?", intent: Unknown, params: params{}},
		{query: "Based on my tiers, which programs could I status match to?", intent: TierMatchSuggestions, params: params{}},
		{query: "The user wants a status match request sent from WinStar Club Passport Premier to MGM Rewards.", intent: Unknown, params: params{}},
		{query: "The user wants to know whether WinStar Club Passport Premier can be status matched to MGM Rewards.", intent: TierMatchPaths, params: params{"program": "WinStar Club Passport", "to_program": "MGM Rewards"}, tier: "Premier"},

		// Hosts: a ranking no search makes.
		{query: "Which host at Margaritaville gives out the best comps?", intent: Unknown, params: params{}},
		{query: "Is there a host at Margaritaville taking new players?", intent: FindHosts, params: params{}, filter: []string{"Margaritaville", "Margaritaville Resort Casino"}},

		// The player's records: conditions no filter expresses, another
		// person's, two asks in one, advice and a write.
		{query: "Show my trips to Sundance Casino where I spent over $1,000.", intent: Unknown, params: params{}},
		{query: "Show my trips to Sundance Casino in 2025.", intent: MyTrips, params: params{"casino_name": "Sundance Casino", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "pull my blackjack sessions where i came out ahead", intent: Unknown, params: params{}},
		{query: "pull my blackjack sessions from march", intent: MySessions, params: params{"game_type": "blackjack", "from": "2026-03-01", "to": "2026-03-31"}},
		{query: "How many casino check-ins has my dad logged so far?", intent: Unknown, params: params{}},
		{query: "How many casino check-ins have I logged so far?", intent: MyVisits, params: params{}},
		{query: "which of my vouchers are worth more than $100", intent: Unknown, params: params{}},
		{query: "which of my vouchers got redeemed", intent: MyVouchers, params: params{"status": "redeemed"}},
		{query: "What free room offers do I have from Harrington Raceway?", intent: Unknown, params: params{}},
		{query: "What offers do I have from Harrington Raceway?", intent: MyOffers, params: params{"casino_name": "Harrington Raceway"}},
		{query: "which offers expire in the next 10 days and which vouchers run out this month", intent: Unknown, params: params{}},
		{query: "which offers expire in the next 10 days", intent: ExpiringOffers, params: params{"within_days": 10}},
		{query: "The user wants to see their wife's W-2Gs from 2024.", intent: Unknown, params: params{}},
		{query: "The user wants to see their W-2Gs from 2024.", intent: MyW2Gs, params: params{"tax_year": 2024}},
		{query: "Should I itemize my gambling losses for 2025?", intent: Unknown, params: params{}},
		{query: "What are my deductible gambling losses for 2025?", intent: TaxSummary, params: params{"tax_year": 2025}},
		{query: "withdraw $300 from my bankroll", intent: Unknown, params: params{}},
		{query: "show me my bankroll", intent: Bankroll, params: params{}},
	}
}
