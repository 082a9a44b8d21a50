package ask

import "testing"

// heldOutSeventySecond is a seventy-second held-out part, written blind
// and committed BEFORE its first run: by someone who had read only the
// action catalog and the service spec (shared/spec/actions.md and
// service-spec.md, both whole), the README's lines 89-155 (the directory's
// curl examples and paging) and 428-480 (the section on /ask and its curl
// examples), the shipped data (casinos.csv, rewards_programs.json and
// program_properties.csv, only through short scripts listing casinos with
// town, state, type, hotel, brand and nation, and programs with their
// tiers and thresholds; a listing of data/'s file names was printed too),
// the whole of the twenty-ninth held-out part and the first 80 lines of
// the twenty-eighth, the block of intent constants of ask.go (the command
// printed lines 10-75, so the import block before it and the first fields
// of the Intent type after it were seen too), the expectation type (lines
// 1-18 of heldout_test.go), the slugOf and programID helpers of
// ask_test.go (lines 70-95, which also showed the first lines of the
// phrasing type), the heldOutParts function of score_test.go (the grep
// that found it also printed two other lines naming it) and the newest
// subject line of the git log; never the rules of this package, the
// tuning phrases or the other held-out parts. Every casino, program, tier,
// town, state, brand and nation used was checked against data/ with a
// short script. Its wording is new: each question was checked with a
// case-insensitive fixed-string grep (file names only) against every test
// file of this package, with and without its closing mark; eight were
// found and replaced before the file was written ("GET
// /v1/rewards-programs", "set_session_limit max_minutes=75",
// "predict_all_casinos", "list_w2g tax_year=2024", "bankroll_add
// entry_type=deposit amount=300", "What racinos are there in Delaware?",
// "How do I sign up for self-exclusion in Pennsylvania?", "List the
// vouchers I've already redeemed."), and none of the sixty is there now.
// No attempt was made to avoid casinos or places earlier parts name.
//
// Its theme is a twenty-fourth CONTROL part, an integrator's part: sixty
// questions as an AI agent, an MCP client or a developer would send them
// to /ask. Twenty are in an agent's own third-person words for its user
// ("The user wants ...", "My user ...", "Please find ... for the
// player"), twenty are terse developer inputs (the catalog's action names
// with key=value pairs, spec paths with a query string, a feature
// endpoint's path with its action=..., a tool call with JSON arguments,
// a bare action name), and twenty are plain questions as a user would
// type them. Every area of the action catalog and the directory is
// covered: place with a radius and a hotel, a radius in kilometres, state
// and type, rewards, a brand's and a nation's casinos, casino details (by
// name and by a get_casino line), the program list, a ladder and two
// tiers' thresholds, game facts (one from a get_comp_ratios line), the
// W-2G rule (three games), a help line and self-exclusion, a budget and
// two session limits (proposed), the limits read, a comp estimate, a
// prediction at one casino and for all, the player's tiers and tier
// progress, two tier-match paths and the suggestions, hosts by language
// and at a casino and the player's own hosts, trips (by name and year and
// by key=value dates), sessions, visits, vouchers (two statuses), offers
// (by casino and by status) and expiring offers, the W-2G list and total,
// the tax summary (two years) and the bankroll. 50 of 60 are answerable
// (16 agent, 17 developer, 17 user) and 10 expect Unknown (4 agent, 3
// developer, 3 user): the weather, a room booking, another person's tier,
// a check-in and a deposit and an added offer (changes /ask does not
// propose), an API key (never allowed through a key), the account's
// profile (GET /v1/me, which no answer of /ask says), two questions in
// one and a comparison of buffets. No question lacks a field its intent
// needs, so none expects a missing field.
//
// It follows the twenty-fourth and twenty-ninth parts' conventions as
// the twenty-ninth's header states them (a casino named for a player
// action keeps the name as typed; a host filter by casino is the typed
// words and the directory's name when the words name exactly one casino;
// a radius in miles is in kilometres to one decimal; a year named for the
// player's records is that calendar year; a town typed without its state
// is near the directory's town with its state; "in <town>" is near that
// town and "in <state>" is the state; a family's casinos are q the
// family's name as the directory spells it; a tier named with its program
// is not ambiguous; a casino's details answer what the directory keeps
// about it, whichever field is asked for; off-topic questions are
// Unknown). Its own choices, where those are silent:
//   - An agent's relayed question ("The user wants to know ...", "My
//     user ...", "The player needs ...", "Please ... for the player") is
//     read as the user's own, and "their" records are the player's: it
//     expects exactly what the same question in the user's words would.
//   - A developer's line of an action name with key=value pairs is that
//     action's intent with the values as given: a quoted value without its
//     quotes ("Tunica, MS", "Island View Casino Resort"), numbers as
//     numbers (radius_km=20 stays 20 km, hours=2.5 stays 2.5), dates as
//     written; a bare action name of a read is its intent with no
//     parameters; "POST <feature path> action=<name>" is that action.
//   - "player_action {"action": "list_offers", "status": "available"}", a
//     tool call with JSON arguments, is read like the key=value line: the
//     player's offers with the status available.
//   - "tools/call list_rewards_programs" (the MCP tool, no arguments) is
//     the list of programs.
//   - `get_casino name="Kickapoo Lucky Eagle Casino Hotel"` is that
//     casino's details (the full name names one casino, although Lucky
//     Eagle Casino & Hotel in Washington shares words with it).
//   - "action=get_comp_ratios game_type=baccarat" on /v1/comp/calculate is
//     baccarat's game facts: the ratios table narrowed to the game named.
//   - The bare "calculate" line with game_type, avg_bet and hours is the
//     comp estimate.
//   - `search_hosts casino_name="Mystic Lake"` is find_hosts filtered to
//     "Mystic Lake" and Mystic Lake Casino Hotel (the one casino those
//     words name), with no parameter.
//   - "w2g_threshold_check game_type=video_poker amount_won=1250" is the
//     W-2G rule for video_poker with amount_won 1250, and "My user won
//     $1,350 on a slot machine and wants to know if that triggers a
//     W-2G." is the rule for slots with 1350.
//   - "Please stop me from playing more than two hours per session." is a
//     session limit of 120 minutes (a number in words is still the cap).
//   - "How many tier credits do I need for Sapphire in Boyd Rewards?" is
//     that tier's threshold, not tier progress: no casino is named and
//     the unit asked is the ladder's.
//   - "The user asks which budget and time limits are active on their
//     account right now." reads the limits (my_limits), not a change.
//   - "The player needs the total of their W-2G winnings for 2025." is the
//     W-2G total, not the tax summary.
//   - "The player holds Diamond with Caesars Rewards and wants to know
//     what MGM Rewards would match it to." and "Can I status match my Onyx
//     tier from Boyd Rewards over to Caesars Rewards?" are tier-match
//     paths with the tier named (not the player's suggestions).
//   - "My user is looking for Boyd Gaming casinos in Louisiana." is the
//     state LA with q "Boyd Gaming" (the brand as the directory spells
//     it), and "Which casinos does the Seminole Tribe of Florida run?" is
//     q "Seminole Tribe of Florida" with no state (the nation's casinos,
//     wherever they are).
//   - "Kansas Star", "Borgata" and "Ameristar Black Hawk" are kept as typed
//     for the player's actions (no directory name is added).
//   - Unknown: "GET /v1/me" (the account's profile is no answer of /ask);
//     "create_api_key ..." (key actions are never allowed through a key);
//     "bankroll_add ...", "Please log a check-in at Prairie Wind Casino
//     Hotel today for the player." and "Can you add my $50 free play offer
//     from Harrah's Joliet?" (changes /ask does not propose: only a budget
//     and a session limit are); "My user would like to book a room at
//     Foxwoods Resort Casino for Friday night." (no action books rooms);
//     "The user asks what tier their friend Dana holds at MGM Rewards."
//     (another person's records); "What's the house edge on craps, and
//     how many comps would 3 hours get me?" (two questions in one); the
//     weather in Deadwood and the better buffet of two Wind Creek casinos
//     (off topic).
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at a62c9e7, with the seventieth to seventy-third parts
// added together and no rule changed for them) scored 48 of 60 correct
// (80.0%): precision 97.4% (38 of 39 answers right), recall 76.0% (38 of
// 50 answerable), 11 declined and 1 wrong. No expectation was changed
// after it. The wrong one: 'get_casino name="Kickapoo Lucky Eagle Casino
// Hotel"' (a search by name, where the one casino's details are asked).
// Most declines are a developer's lines (an endpoint and its action,
// "tools/call ...") and an agent's "for the player".
//
// After its fix round (fix-72) it scored 60 of 60, with no expectation
// changed: a POST to one of the spec's feature endpoints with its
// action=... (or its JSON members) is that action, read as the action's
// name typed alone is, while an action the path does not take, a change
// or a POST with no action is still declined; get_comp_ratios is the
// table of house edges and paces that game_facts reads a game's row of;
// a line opening with a one-word action ("calculate", "predict") before
// its fields names that action; an MCP call's method ("tools/call") and
// the inspector's flags carry no question; a get_casino line with a name
// asks that casino's details, given only when the name names one casino;
// "the player" is the person an agent relays unless baccarat's bets are
// spoken of, and the subject before a verb of theirs ("the player has
// logged"); "and wants to know" after a statement about the person
// relayed ("My user won ...") is the person asking; "casino" between a
// determiner and "check-in" still makes it a record of a visit; and
// casinos "I could visit" (or "to visit") are the directory's, not the
// player's visits. "Show me my tier status everywhere I play." was
// declined ("play" left unread) until main's fix of "everywhere I play"
// for the seventieth part, merged in; it is answered now.
func heldOutSeventySecond(t testing.TB) []expectation {
	return []expectation{
		// An agent's own words for its user.
		{query: "The user wants to know which casinos within 40 miles of Pendleton have a hotel.", intent: FindCasinos, params: params{"near": "Pendleton, OR", "radius_km": 64.4, "has_hotel": true}},
		{query: "My user is looking for Boyd Gaming casinos in Louisiana.", intent: FindCasinos, params: params{"state": "LA", "q": "Boyd Gaming"}},
		{query: "The player is asking how many table games Turning Stone Resort & Casino has.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Turning Stone Resort & Casino")}},
		{query: "The user would like to see every tier of MGM Rewards.", intent: ProgramDetail, params: params{"id": programID(t, "MGM Rewards")}},
		{query: "Please look up what Diamond Elite requires in Caesars Rewards for the player.", intent: TierRequirement, params: params{"id": programID(t, "Caesars Rewards")}, tier: "Diamond Elite"},
		{query: "My user won $1,350 on a slot machine and wants to know if that triggers a W-2G.", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 1350}},
		{query: "The user would like the number of a gambling helpline in Indiana.", intent: RGHelp, params: params{"topic": "helpline", "state": "IN"}},
		{query: "The player wants to set a monthly gambling budget of $600.", intent: SetBudget, params: params{"period": "month", "amount": 600}},
		{query: "The user asks which budget and time limits are active on their account right now.", intent: MyLimits, params: params{}},
		{query: "The user wants to know how close they are to the next tier at Belterra Casino Resort.", intent: TierProgress, params: params{"casino_name": "Belterra Casino Resort"}},
		{query: "The player holds Diamond with Caesars Rewards and wants to know what MGM Rewards would match it to.", intent: TierMatchPaths, params: params{"program": "Caesars Rewards", "to_program": "MGM Rewards"}, tier: "Diamond"},
		{query: "Please find a casino host who speaks Korean for the user.", intent: FindHosts, params: params{"language": "Korean"}},
		{query: "The user wants a list of their trips to Borgata in 2025.", intent: MyTrips, params: params{"casino_name": "Borgata", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "Please pull up every casino check-in the player has logged.", intent: MyVisits, params: params{}},
		{query: "The user wants to know which of their offers expire within the next 10 days.", intent: ExpiringOffers, params: params{"within_days": 10}},
		{query: "The player needs the total of their W-2G winnings for 2025.", intent: W2GTotal, params: params{"tax_year": 2025}},
		{query: "The user wants to know the weather in Deadwood this weekend.", intent: Unknown, params: params{}},
		{query: "My user would like to book a room at Foxwoods Resort Casino for Friday night.", intent: Unknown, params: params{}},
		{query: "The user asks what tier their friend Dana holds at MGM Rewards.", intent: Unknown, params: params{}},
		{query: "Please log a check-in at Prairie Wind Casino Hotel today for the player.", intent: Unknown, params: params{}},

		// A developer's terse inputs: action names with key=value pairs,
		// spec paths, a feature endpoint's action, a tool call.
		{query: "GET /v1/casinos?state=WV&has_rewards=true", intent: FindCasinos, params: params{"state": "WV", "has_rewards": true}},
		{query: `search_casinos near="Tunica, MS" radius_km=20`, intent: FindCasinos, params: params{"near": "Tunica, MS", "radius_km": 20}},
		{query: `get_casino name="Kickapoo Lucky Eagle Casino Hotel"`, intent: CasinoDetail, params: params{"slug": slugOf(t, "Kickapoo Lucky Eagle Casino Hotel")}},
		{query: "tools/call list_rewards_programs", intent: ListPrograms, params: params{}},
		{query: "POST /v1/comp/calculate action=get_comp_ratios game_type=baccarat", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "w2g_threshold_check game_type=video_poker amount_won=1250", intent: W2GRule, params: params{"game_type": "video_poker", "amount_won": 1250}},
		{query: "set_session_limit max_minutes=40", intent: SetSessionLimit, params: params{"max_minutes": 40}},
		{query: "calculate game_type=craps avg_bet=15 hours=2.5", intent: CompEstimate, params: params{"game_type": "craps", "avg_bet": 15, "hours": 2.5}},
		{query: "POST /v1/comp/predict action=predict_all_casinos", intent: CompPredictAll, params: params{}},
		{query: "POST /v1/tier-match action=get_suggestions", intent: TierMatchSuggestions, params: params{}},
		{query: `search_hosts casino_name="Mystic Lake"`, intent: FindHosts, params: params{}, filter: []string{"Mystic Lake", "Mystic Lake Casino Hotel"}},
		{query: "POST /v1/hosts/discover action=get_my_connections", intent: MyHosts, params: params{}},
		{query: `list_trips casino_name="Island View Casino Resort" from=2025-06-01 to=2025-08-31`, intent: MyTrips, params: params{"casino_name": "Island View Casino Resort", "from": "2025-06-01", "to": "2025-08-31"}},
		{query: "list_vouchers status=expired", intent: MyVouchers, params: params{"status": "expired"}},
		{query: `player_action {"action": "list_offers", "status": "available"}`, intent: MyOffers, params: params{"status": "available"}},
		{query: "list_w2g tax_year=2022", intent: MyW2Gs, params: params{"tax_year": 2022}},
		{query: "tax_year_summary tax_year=2025", intent: TaxSummary, params: params{"tax_year": 2025}},
		{query: "bankroll_add entry_type=withdrawal amount=120 note=atm", intent: Unknown, params: params{}},
		{query: "create_api_key scopes=read,write", intent: Unknown, params: params{}},
		{query: "GET /v1/me", intent: Unknown, params: params{}},

		// Plain questions copied from a user.
		{query: "Are there any casinos in Cripple Creek with a hotel?", intent: FindCasinos, params: params{"near": "Cripple Creek, CO", "has_hotel": true}},
		{query: "Which casinos does the Seminole Tribe of Florida run?", intent: FindCasinos, params: params{"q": "Seminole Tribe of Florida"}},
		{query: "Does Delaware have any racinos I could visit?", intent: FindCasinos, params: params{"state": "DE", "type": "racino"}},
		{query: "When did Saracen Casino Resort open?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Saracen Casino Resort")}},
		{query: "How many tier credits do I need for Sapphire in Boyd Rewards?", intent: TierRequirement, params: params{"id": programID(t, "Boyd Rewards")}, tier: "Sapphire"},
		{query: "What's the house advantage on keno?", intent: GameFacts, params: params{"game_type": "keno"}},
		{query: "Do I get a W-2G for winning $6,000 in a poker tournament?", intent: W2GRule, params: params{"game_type": "poker", "amount_won": 6000}},
		{query: "Where would I enroll in Pennsylvania's self-exclusion program?", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "PA"}},
		{query: "Please stop me from playing more than two hours per session.", intent: SetSessionLimit, params: params{"max_minutes": 120}},
		{query: "What offer should I expect from Kansas Star next?", intent: CompPredict, params: params{"casino_name": "Kansas Star"}},
		{query: "Show me my tier status everywhere I play.", intent: MyTiers, params: params{}},
		{query: "Can I status match my Onyx tier from Boyd Rewards over to Caesars Rewards?", intent: TierMatchPaths, params: params{"program": "Boyd Rewards", "to_program": "Caesars Rewards"}, tier: "Onyx"},
		{query: "Show my poker sessions from 2025.", intent: MySessions, params: params{"game_type": "poker", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "Which vouchers of mine have already been redeemed?", intent: MyVouchers, params: params{"status": "redeemed"}},
		{query: "What offers do I have from Ameristar Black Hawk?", intent: MyOffers, params: params{"casino_name": "Ameristar Black Hawk"}},
		{query: "What's my gambling tax summary for 2024?", intent: TaxSummary, params: params{"tax_year": 2024}},
		{query: "How much is sitting in my gambling bankroll right now?", intent: Bankroll, params: params{}},
		{query: "What's the house edge on craps, and how many comps would 3 hours get me?", intent: Unknown, params: params{}},
		{query: "Can you add my $50 free play offer from Harrah's Joliet?", intent: Unknown, params: params{}},
		{query: "Which has the better buffet, Wind Creek Atmore or Wind Creek Wetumpka?", intent: Unknown, params: params{}},
	}
}
