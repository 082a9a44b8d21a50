package ask

import "testing"

// heldOutTwentyFourth is a twenty-fourth held-out part, written blind and
// committed BEFORE its first run: by someone who had read only the action
// catalog and the service spec (both whole), the README's section on /ask
// and its curl examples of the directory's query parameters (a grep for
// "ask" over the README also printed some twenty other lines of it, none
// about this package's rules), the shipped data (casinos.csv,
// rewards_programs.json and program_properties.csv, for real casino,
// program and tier names, towns, states, types, brands and has_hotel; a
// listing of data/ and of this package's file names, and the first lines of
// renames.csv, were printed too), the whole of the twenty-third held-out
// part and the first sixty lines of the twenty-second (its header), the
// block of intent constants of ask.go (lines 19-60), the expectation type
// (lines 1-18 of heldout_test.go), the slugOf and programID helpers (lines
// 68-92 of ask_test.go, which also showed the doc comment of the phrasing
// type) and the heldOutParts function of score_test.go; never the rules of
// this package, the tuning phrases or the other held-out parts. Every name
// used was checked against data/ with a short script. Its wording is new:
// each phrase was checked with a case-insensitive fixed-string grep (file
// names only) against every test file of this package not to be in the
// corpus already, with and without its closing mark; none was found there
// (the action names alone, "tier_status", "list_trips",
// "predict_all_casinos", "get_my_connections" and the like, are in
// ask_test.go or score_test.go, so no phrase here is an action name alone
// but "list_rewards_programs" and "admin_list_users", which are in no test
// file). Its places, casinos, programs and languages were chosen, where the
// data allowed, among those no earlier test file names (by the same kind of
// grep, file names only): Cabazon, Airway Heights, McAlester, Bay Saint
// Louis, Gardnerville, Farmington, the Kewadin casinos, the Gila River
// casinos, Buffalo Thunder Casino at Hilton Santa Fe, Shoshone-Bannock
// Casino Hotel, Quinault Beach Resort & Casino, Topaz Lodge and Casino,
// Chukchansi Gold Resort and Casino, Tachi Palace Hotel & Casino, Kings
// Club Casino, Clearwater River Casino & Lodge, Cocopah Casino Resort,
// Prairie Knights Casino & Resort, my|Rewards Boarding Pass and Hmong
// (every state is named by an earlier part, and so are Foxwoods Rewards,
// Genting Rewards and its Tier 5, True Rewards and its Legit, Boyd
// Rewards and its Onyx, Caesars Rewards' Diamond Elite, MGM Rewards, the
// shared tier Sapphire and the games).
//
// Its theme is developers and AI agents, about half each (31 of 60 and
// 29 of 60). Half are written as a developer testing the API types them,
// in the service's own vocabulary from the spec and the action catalog:
// snake_case action and field names ("get_casino Shoshone-Bannock Casino
// Hotel", "list_rewards_programs", "decisions_per_hour blackjack",
// "w2g_threshold_check game_type=keno amount_won=1400", "tier_progress
// casino_name=tachi palace", "list_vouchers status=open", "list_w2g
// tax_year=2024"), key=value and key: value pairs ("search_casinos
// near=Cabazon, CA has_hotel=true", "casinos state: NM type: racino",
// "casinos near=airway heights radius_km=25", "set_budget period=week
// amount=250"), a path of the spec ("GET /v1/tiers", "comp/predict
// predict_all_casinos", "tier-match get_suggestions from my tiers") and
// half-sentences mixing code and English ("hotel_rooms for quinault beach
// resort?", "program_name=Foxwoods Rewards, need its tiers", "list_sessions
// game_type=video_poker for 2024"). Only names the spec or the catalog
// uses appear, and each expects what a human reader clearly takes the
// developer to mean. The other half are formal, fully specified requests
// an LLM agent writes on behalf of its user, with varied openings
// (Retrieve, Determine, Provide, Return, Look up, Identify, Predict,
// Estimate, Generate, Report, "On behalf of the user, ...", "The user
// asks ...", "The user requests ...; propose the change."). Every area is
// covered: place, near, radius, hotel, type, rewards and family searches,
// casino details, programs, ladders and one tier's threshold, game facts,
// W-2G rules, help lines and self-exclusion, budget and session limits
// (proposed) and the limits read, comp predictions (one casino and all)
// and estimates, tier progress and the player's tiers, hosts (by language,
// at a casino, the player's own), tier-match paths and suggestions, trips,
// sessions, visits, vouchers, offers and expiring offers, W-2G lists and
// totals, the tax summary and the bankroll; and a change /ask does not
// propose, an action never allowed by key, off-topic, another person's
// records, a tier two programs share named alone, a detail no answer says
// and two changes in one (7 of 60 expect Unknown). No question lacks a
// field its intent needs, so none expects a missing field.
//
// It follows the twenty-third part's conventions (a casino named for a
// player action keeps the name as typed; a filter adds the directory's
// name only when the typed words name exactly one casino; a radius in
// miles is in kilometres to one decimal; a year named for the player's
// records is that calendar year; a month named without a year is its
// latest one up to today, 2026-05-14; a town typed without its state is
// near the directory's town with its state; "in <town>" is near that town
// and "in <state>" is the state; a family's casinos in a state are the
// state with q the family's name as the directory spells it; a tier named
// with its program is not ambiguous; a casino's details answer what the
// directory keeps about it, whichever field is asked for; a limit of money
// in a period is a budget; a tier two programs share named alone, two
// changes in one, another person's records, a detail no answer says, and
// a change /ask does not propose are Unknown). Its own choices, where
// those are silent:
//   - a key=value or key: value pair is that parameter with that value,
//     whatever order the pairs come in: "near=Cabazon, CA" is near
//     "Cabazon, CA"; "near=airway heights" (lower case, no state) is near
//     "Airway Heights, WA", the one town of the directory so named;
//     "radius_km=25" is already in kilometres, so 25.0; "state: NM type:
//     racino" is the state NM with the type racino; "search_casinos
//     q=Kewadin state=MI" is the state MI with q "Kewadin" (a family's
//     name in the directory, four casinos in Michigan); has_hotel=true is
//     the hotel filter;
//   - an action or field name of the catalog or spec names the intent
//     that answers it: get_casino and a field of the Casino resource
//     (hotel_rooms) are the casino's details; list_rewards_programs lists
//     the programs; program_name=<a program> with its tiers is that
//     program's details; qualification_amount (or "qualification") with a
//     program and tier is that tier's threshold; decisions_per_hour (the
//     comp calculator's pace) is a game fact; w2g_threshold_check with
//     game_type and amount_won is the W-2G rule; get_resources with
//     "self-exclusion" and state=IN is self_exclusion in IN; set_budget
//     and set_session_limit with their fields are the proposed changes;
//     comp/predict predict_all_casinos is comp_predict_all; "comp
//     calculate" with game_type, avg_bet and hours is comp_estimate;
//     tier_progress casino_name=<x> is tier_progress at x as typed ("tachi
//     palace", lower case); GET /v1/tiers (the key owner's UserTier list)
//     is the player's tiers; search_hosts language=Hmong is find_hosts in
//     Hmong; "hosts get_my_connections" is the player's hosts;
//     "tier-match get_suggestions from my tiers" is tier-match
//     suggestions; list_trips, list_sessions, list_vouchers, list_offers,
//     list_w2g with their filters are the player's trips, sessions,
//     vouchers, offers and W-2Gs (from=/to= dates as given; "for 2024" is
//     that calendar year; status=open is the status "open");
//   - the agent's requests: "which casinos in Mississippi participate in a
//     rewards program" is MS with has_rewards; "within 30 miles of
//     McAlester, Oklahoma" is near "McAlester, OK" within 48.3 km, with
//     the type tribal; "near Bay Saint Louis, Mississippi, that have an
//     on-site hotel" is near "Bay Saint Louis, MS" with has_hotel (Bay
//     Saint Louis is not St. Louis); "the commercial casinos in
//     Gardnerville, Nevada" is near "Gardnerville, NV" with the type
//     commercial; "the Gila River casinos in Arizona" is AZ with q "Gila
//     River"; "the year in which Topaz Lodge and Casino opened" is its
//     details; "the tier ladder of the my|Rewards Boarding Pass program"
//     is that program's details (its ladder is empty in the data, but the
//     request is the ladder; "my|Rewards" is the program's name, not the
//     player's records); "a $3,100 slot machine jackpot ... Form W-2G" is
//     the rule for slots with amount_won 3100; "the problem gambling
//     helpline for Arizona" is the helpline in AZ; "a monthly gambling
//     budget of $600; propose the change" is a monthly budget of 600;
//     "limiting each gaming session to 2 hours" is max_minutes 120 (hours
//     in minutes); "the user's current responsible-gaming limits" reads
//     the limits; "the next offer the user can expect from Chukchansi Gold
//     Resort and Casino" is comp_predict there (a prediction, not the
//     offers held); "craps at $20 per roll for 5 hours" is comp_estimate
//     for craps, avg_bet 20, hours 5; "how close the user is to the next
//     tier at Kings Club Casino" is tier_progress there; "casino hosts at
//     Buffalo Thunder who are accepting new players" is find_hosts
//     filtered to "Buffalo Thunder" and Buffalo Thunder Casino at Hilton
//     Santa Fe (the one casino those words name); "the tier-match paths
//     from Diamond Elite status in Caesars Rewards to MGM Rewards" is a
//     path from Caesars Rewards' Diamond Elite to MGM Rewards; "trips to
//     Clearwater River Casino & Lodge during 2024" are the trips there in
//     2024; "blackjack sessions from March 2026" are those of March 2026;
//     "recorded casino visits" are the player's visits (no filter); "offers
//     that expire within the next 10 days" are expiring offers within 10
//     days; "the total of the user's W-2G winnings for tax year 2025" is
//     the W-2G total of 2025; "the user's tax-year summary for 2023" is
//     the tax summary of 2023; "the user's current bankroll balance" is
//     the bankroll;
//   - Unknown: "bankroll_add entry_type=deposit amount=300" is a change
//     /ask does not propose (only a budget and a session limit are);
//     "admin_list_users" is an admin action, never allowed by key, that
//     no answer of /ask gives; a five-day weather forecast for
//     Farmington, New Mexico is off topic (even with a town of the
//     directory in it); the W-2G records of the user's spouse are another
//     person's records; "qualification_amount sapphire" names a tier MGM
//     Rewards and Boyd Rewards share, with no program; the buffet hours at
//     Prairie Knights Casino & Resort are a detail no answer says; and
//     "set_budget period=day amount=100 and set_session_limit
//     max_minutes=60" is two changes in one.
//
// First run (go test ./internal/ask/ -run TestCorpusScore -count=1 -v,
// once, on branch ask-p24 at 8255582, the commit that added this part, with
// no rule changed for it) scored 39 of 60 correct (65.0%): precision 82.9%
// (34 of 41 answers right), recall 64.2% (34 of 53 answerable), 16
// declined and 5 wrong (the test counts an answer that asks for a missing
// field as declined, and as an answer in precision); 5 of the 7 expected
// Unknowns were declined. No expectation was changed after it, and I
// believe none is wrong. The wrong ones:
//   - "search_casinos near=Cabazon, CA has_hotel=true" kept near and
//     has_hotel but added q "true" (the pair's value read as a name);
//   - "casinos near=airway heights radius_km=25" kept near "Airway
//     Heights, WA" but dropped radius_km;
//   - "On behalf of the user, propose limiting each gaming session to 2
//     hours." answered as my_sessions, not set_session_limit of 120;
//   - "bankroll_add entry_type=deposit amount=300" answered as the
//     bankroll read, not Unknown (a deposit /ask does not propose);
//   - "set_budget period=day amount=100 and set_session_limit
//     max_minutes=60" answered as set_budget of 100 a day, the second
//     change dropped, not Unknown.
//
// The declined ones: most of the agent's directory requests ("The user
// asks which casinos in Mississippi participate in a rewards program.",
// "Identify the tribal casinos within 30 miles of McAlester, Oklahoma.",
// "Return the casinos near Bay Saint Louis, Mississippi, that have an
// on-site hotel.", "On behalf of the user, list the commercial casinos in
// Gardnerville, Nevada."); the key: value and key=value searches "casinos
// state: NM type: racino" and "search_casinos q=Kewadin state=MI";
// "Retrieve the tier ladder of the my|Rewards Boarding Pass program.";
// "qualification_amount for genting rewards tier 5"; "Determine the house
// edge for craps.";
// both W-2G rules ("w2g_threshold_check game_type=keno amount_won=1400",
// "Determine whether a $3,100 slot machine jackpot must be reported on
// Form W-2G."); both tier-progress requests ("tier_progress
// casino_name=tachi palace", "Determine how close the user is to the next
// tier at Kings Club Casino."); "GET /v1/tiers"; and two answers that asked
// for a field the question gave: "set_session_limit max_minutes=75"
// (max_minutes missing) and "comp calculate game_type=baccarat avg_bet=50
// hours=2" (avg_bet missing, hours read as 50.03).
//
// After it, on branch fix-24, general rules with tuning phrases of their
// own (tuning24_test.go, never these; no phrase or expectation here
// changed) took it to 60 of 60 (100.0%), none wrong, none declined. The
// rules: a developer's key=value and key: value pairs are read, before
// the question is understood, as the plain words the rules read, each
// value checked as the question's words would be (has_hotel=true is the
// hotel filter and never a name searched, radius_km=25 is within 25 km,
// max_minutes, avg_bet, hours, amount_won, amount and period are the
// minutes, bet, hours, win, amount and period, state= is "in" the code in
// any case, type= and game_type= take only the directory's types and the
// tables' games, q= is a name searched); a key no field has, a value no
// filter takes (a status the list lacks, a language no host speaks, a
// zero or negative number) declines, and a colon heading in English
// stays English; the catalog's snake_case names the rules do not read
// split at their underscores are said in words (search_casinos,
// w2g_threshold_check, tier_progress, qualification_amount), a catalog
// action no intent maps to or a change /ask does not propose
// (bankroll_add, admin_list_users, trip_summary) is refused by name (a
// test keeps that list whole against the registry), and two proposed
// changes named in one question are refused; a GET of a spec path reads
// it, the key owner's records being the asker's ("GET /v1/tiers"), and
// another method is refused; an agent's openings are read ("Identify",
// "Determine" as tool verbs; "On behalf of the user," and "on behalf of
// my client," before the request; "propose" with the change as a gerund,
// a limit's change proposed and any other refused); a casino that
// participates in or belongs to a program has one; an on-site hotel is a
// hotel; "my" inside a program's name (my|Rewards) is no word of the
// asker's records; whether a win must be reported is the W-2G rule.
// Every guard declines: bankroll_add and admin_list_users by name, the
// weather forecast (off topic), the spouse's W-2Gs (another person's
// records), "qualification_amount sapphire" (a tier two programs share),
// the buffet hours (a detail no answer says) and set_budget with
// set_session_limit (two changes in one).
func heldOutTwentyFourth(t testing.TB) []expectation {
	return []expectation{
		// The directory: key=value searches and an agent's requests, towns
		// with their state or alone, a state, radii, hotel, type and
		// rewards filters, and families in a state.
		{query: "search_casinos near=Cabazon, CA has_hotel=true", intent: FindCasinos, params: params{"near": "Cabazon, CA", "has_hotel": true}},
		{query: "casinos state: NM type: racino", intent: FindCasinos, params: params{"state": "NM", "type": "racino"}},
		{query: "casinos near=airway heights radius_km=25", intent: FindCasinos, params: params{"near": "Airway Heights, WA", "radius_km": 25.0}},
		{query: "search_casinos q=Kewadin state=MI", intent: FindCasinos, params: params{"state": "MI", "q": "Kewadin"}},
		{query: "The user asks which casinos in Mississippi participate in a rewards program.", intent: FindCasinos, params: params{"state": "MS", "has_rewards": true}},
		{query: "Identify the tribal casinos within 30 miles of McAlester, Oklahoma.", intent: FindCasinos, params: params{"near": "McAlester, OK", "type": "tribal", "radius_km": 48.3}},
		{query: "Return the casinos near Bay Saint Louis, Mississippi, that have an on-site hotel.", intent: FindCasinos, params: params{"near": "Bay Saint Louis, MS", "has_hotel": true}},
		{query: "On behalf of the user, list the commercial casinos in Gardnerville, Nevada.", intent: FindCasinos, params: params{"near": "Gardnerville, NV", "type": "commercial"}},
		{query: "Provide a list of the Gila River casinos in Arizona.", intent: FindCasinos, params: params{"state": "AZ", "q": "Gila River"}},

		// One casino's details.
		{query: "get_casino Shoshone-Bannock Casino Hotel", intent: CasinoDetail, params: params{"slug": slugOf(t, "Shoshone-Bannock Casino Hotel")}},
		{query: "hotel_rooms for quinault beach resort?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Quinault Beach Resort & Casino")}},
		{query: "Look up the year in which Topaz Lodge and Casino opened.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Topaz Lodge and Casino")}},

		// Programs, their ladders and one tier's threshold.
		{query: "list_rewards_programs", intent: ListPrograms, params: params{}},
		{query: "program_name=Foxwoods Rewards, need its tiers", intent: ProgramDetail, params: params{"id": programID(t, "Foxwoods Rewards")}},
		{query: "Retrieve the tier ladder of the my|Rewards Boarding Pass program.", intent: ProgramDetail, params: params{"id": programID(t, "my|Rewards Boarding Pass")}},
		{query: "qualification_amount for genting rewards tier 5", intent: TierRequirement, params: params{"id": programID(t, "Genting Rewards")}, tier: "Tier 5"},
		{query: "program: True Rewards tier: Legit qualification", intent: TierRequirement, params: params{"id": programID(t, "True Rewards")}, tier: "Legit"},
		{query: "Retrieve the qualification threshold for the Onyx tier of Boyd Rewards.", intent: TierRequirement, params: params{"id": programID(t, "Boyd Rewards")}, tier: "Onyx"},

		// Game facts: pace and edge.
		{query: "decisions_per_hour blackjack", intent: GameFacts, params: params{"game_type": "blackjack"}},
		{query: "Determine the house edge for craps.", intent: GameFacts, params: params{"game_type": "craps"}},

		// The W-2G rule by game and amount.
		{query: "w2g_threshold_check game_type=keno amount_won=1400", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1400}},
		{query: "Determine whether a $3,100 slot machine jackpot must be reported on Form W-2G.", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 3100}},

		// Responsible-gaming help by state.
		{query: "get_resources self-exclusion state=IN", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "IN"}},
		{query: "Provide the problem gambling helpline for Arizona.", intent: RGHelp, params: params{"topic": "helpline", "state": "AZ"}},

		// The player's limits: changes are proposed, and the limits read.
		{query: "set_budget period=week amount=250", intent: SetBudget, params: params{"period": "week", "amount": 250}},
		{query: "The user requests a monthly gambling budget of $600; propose the change.", intent: SetBudget, params: params{"period": "month", "amount": 600}},
		{query: "set_session_limit max_minutes=75", intent: SetSessionLimit, params: params{"max_minutes": 75}},
		{query: "On behalf of the user, propose limiting each gaming session to 2 hours.", intent: SetSessionLimit, params: params{"max_minutes": 120}},
		{query: "Retrieve the user's current responsible-gaming limits.", intent: MyLimits, params: params{}},

		// Comps: predicted at a casino or all of them, and estimated.
		{query: "Predict the next offer the user can expect from Chukchansi Gold Resort and Casino.", intent: CompPredict, params: params{"casino_name": "Chukchansi Gold Resort and Casino"}},
		{query: "comp/predict predict_all_casinos", intent: CompPredictAll, params: params{}},
		{query: "comp calculate game_type=baccarat avg_bet=50 hours=2", intent: CompEstimate, params: params{"game_type": "baccarat", "avg_bet": 50, "hours": 2}},
		{query: "Estimate the comp value for the user playing craps at $20 per roll for 5 hours.", intent: CompEstimate, params: params{"game_type": "craps", "avg_bet": 20, "hours": 5}},

		// The next tier at a casino, and the player's tiers.
		{query: "tier_progress casino_name=tachi palace", intent: TierProgress, params: params{"casino_name": "tachi palace"}},
		{query: "Determine how close the user is to the next tier at Kings Club Casino.", intent: TierProgress, params: params{"casino_name": "Kings Club Casino"}},
		{query: "GET /v1/tiers", intent: MyTiers, params: params{}},

		// Hosts by language or at a casino, and the player's own.
		{query: "search_hosts language=Hmong", intent: FindHosts, params: params{"language": "Hmong"}},
		{query: "Identify casino hosts at Buffalo Thunder who are accepting new players.", intent: FindHosts, params: params{}, filter: []string{"Buffalo Thunder", "Buffalo Thunder Casino at Hilton Santa Fe"}},
		{query: "hosts get_my_connections", intent: MyHosts, params: params{}},

		// Tier matches: suggestions from the player's tiers, and a path
		// from a named tier.
		{query: "tier-match get_suggestions from my tiers", intent: TierMatchSuggestions, params: params{}},
		{query: "Identify the tier-match paths from Diamond Elite status in Caesars Rewards to MGM Rewards.", intent: TierMatchPaths, params: params{"program": "Caesars Rewards", "to_program": "MGM Rewards"}, tier: "Diamond Elite"},

		// The player's records: trips, sessions, visits, vouchers, offers,
		// W-2Gs, the tax year and the bankroll.
		{query: "list_trips from=2025-07-01 to=2025-09-30", intent: MyTrips, params: params{"from": "2025-07-01", "to": "2025-09-30"}},
		{query: "Retrieve the user's trips to Clearwater River Casino & Lodge during 2024.", intent: MyTrips, params: params{"casino_name": "Clearwater River Casino & Lodge", "from": "2024-01-01", "to": "2024-12-31"}},
		{query: "list_sessions game_type=video_poker for 2024", intent: MySessions, params: params{"game_type": "video_poker", "from": "2024-01-01", "to": "2024-12-31"}},
		{query: "Return the user's blackjack sessions from March 2026.", intent: MySessions, params: params{"game_type": "blackjack", "from": "2026-03-01", "to": "2026-03-31"}},
		{query: "Retrieve the user's recorded casino visits.", intent: MyVisits, params: params{}},
		{query: "list_vouchers status=open", intent: MyVouchers, params: params{"status": "open"}},
		{query: "list_offers casino_name=Cocopah Casino Resort", intent: MyOffers, params: params{"casino_name": "Cocopah Casino Resort"}},
		{query: "Identify the user's offers that expire within the next 10 days.", intent: ExpiringOffers, params: params{"within_days": 10}},
		{query: "list_w2g tax_year=2024", intent: MyW2Gs, params: params{"tax_year": 2024}},
		{query: "Return the total of the user's W-2G winnings for tax year 2025.", intent: W2GTotal, params: params{"tax_year": 2025}},
		{query: "Generate the user's tax-year summary for 2023.", intent: TaxSummary, params: params{"tax_year": 2023}},
		{query: "Report the user's current bankroll balance.", intent: Bankroll, params: params{}},

		// A change /ask does not propose, an action never allowed by key,
		// off topic, another person's records, a tier two programs share,
		// a detail no answer says, and two changes in one.
		{query: "bankroll_add entry_type=deposit amount=300", intent: Unknown, params: params{}},
		{query: "admin_list_users", intent: Unknown, params: params{}},
		{query: "Provide a five-day weather forecast for Farmington, New Mexico.", intent: Unknown, params: params{}},
		{query: "The user asks for the W-2G records of their spouse for tax year 2024.", intent: Unknown, params: params{}},
		{query: "qualification_amount sapphire", intent: Unknown, params: params{}},
		{query: "Look up the buffet hours at Prairie Knights Casino & Resort.", intent: Unknown, params: params{}},
		{query: "set_budget period=day amount=100 and set_session_limit max_minutes=60", intent: Unknown, params: params{}},
	}
}
