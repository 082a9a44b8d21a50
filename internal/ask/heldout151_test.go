package ask

import "testing"

// heldOutHundredFiftyFirst is the hundred-and-fifty-first held-out
// part, written blind and committed BEFORE its first run: by someone
// who had read only the service spec and the action catalog
// (/work/shared/spec/service-spec.md and actions.md, both whole), the
// README's curl examples of the directory (lines 89-160) and its
// section on asking in plain English (lines 436-494), the whole of the
// twenty-ninth held-out part and the first 80 lines of the
// twenty-eighth (its header), the block of intent constants of ask.go
// (printed by awk from its `const (` to the first `)`), lines 1-18 of
// heldout_test.go (the expectation type), the slugOf and programID
// functions of ask_test.go (printed alone by awk), the first and last
// twenty lines of heldOutParts in score_test.go, and the subject of the
// branch's last commit (the hundred-and-forty-eighth part's first run).
// Never the rules of this package, the tuning phrases or the other
// held-out parts.
//
// The shipped data was read only through short python3 scripts: the
// column names of casinos.csv, program_properties.csv and us_cities.csv
// (with the first row of the last two); the count of casinos by state
// and of casinos with a hotel by state; the casinos whose name is
// unique, outside Nevada and New Jersey and not Caesars or MGM, with
// how many files of this package name each (and the town, state, type,
// hotel and brand of those no file names); the towns of the directory
// with how many files name each; the casinos whose name holds each
// chosen word; the chosen towns in casinos.csv and us_cities.csv; the
// name, brand and tier ladder (names and qualifications) of every
// program of rewards_programs.json; and the has-hotel casinos of
// Arkansas, Idaho and North Dakota. Every name used was checked against
// data/ by script: each casino named exists once, spelled as the
// directory spells it, and each host filter's typed words are held by
// that one casino's name alone; each town is a directory town of the
// state expected (Newburgh, NY; Wayland, MI; Elk Grove, CA;
// Summerfield, FL; and for the off-topic three Islandia, NY; Muskogee,
// OK; Richland, WA); the three states asked for a hotel each have
// casinos with one; and every program and tier named is in
// rewards_programs.json (Boyd Rewards Onyx and Emerald, WinStar Club
// Passport Premier and Elite, Genting Rewards Tier 3 and Tier 4, True
// Rewards Epic). Casinos, towns and states were chosen where the data
// allowed among those no file of this package names (by grep -rilF,
// file names only, counted): no file names any of the casinos by its
// directory name (the shortened forms typed for hosts, "Feather Falls",
// "Colorado Grande" and "Lucky 7 Casino", are in one file each), and
// none of the seven towns but Muskogee (three files) was named before;
// the programs were counted the same way, and the states by their
// names; Arkansas, Idaho, North Dakota, Connecticut, Texas,
// Massachusetts, Maryland and Montana are among the least named states.
// Every program with a ladder, every game and every state is named by
// earlier parts.
//
// Its wording is new: each of the sixty whole messages was checked with
// grep -rilF (case-insensitive, fixed string, file names only) against
// internal/ask/, as typed and without its closing mark. Thirteen of the
// first draft were found there and reworded ("what does Onyx take in
// Boyd Rewards", "How many hands an hour does baccarat deal?", "house
// advantage on keno", "set my weekly budget to $250", "Limit each
// session to 2 hours, please.", "problem gambling hotline", "How do I
// self-exclude in Maryland?", "Show my blackjack sessions from March.",
// "my W-2Gs for 2025", "tax summary for 2024", "How's my bankroll
// looking?", "What tiers do I hold right now?", "should I split eights
// against a dealer ace"); six of the rewordings were found again and
// reworded again, and every rewording was checked the same way. None of
// the sixty is found now.
//
// Its theme is a CONTROL part in the issue's own register, its next
// part: sixty short, direct questions of one sentence, as the issue's
// fifteen examples are asked, never naming Caesars, MGM, Las Vegas,
// Vegas, Nevada, New Jersey or any casino, program or town those
// examples name. Lower-case fragments, plain questions and requests are
// mixed, and four carry a slip of one letter ("hosue", "sesion",
// "exlcusion", "vouchrs"). 50 expect an answer, 10 Unknown. The
// answers, by kind: a named tier's threshold 4; game facts 4; predicted
// comps at a casino 3; the W-2G rule 4 (2 with an amount, 2 without);
// the next tier at a casino 3; hosts at a casino 3; a search near a
// town 4 (2 plain, 2 within a radius in miles); a state's casinos with
// a hotel 3; changes proposed 4 (2 budgets, 2 session limits); help
// lines 4 (2 with a state, 2 without); self-exclusion in a state 3; a
// tier match from a named tier 3 (2 with no target, 1 to a named
// program); the player's records 8 (trips, sessions, vouchers, offers,
// W-2Gs, the tax summary, the bankroll and the tiers, one each). The
// Unknowns: 3 off topic with a town of the directory in them (the
// weather in Islandia, the population of Muskogee, brunch in Richland);
// 2 facts nothing keeps (a casino's buffet hours and its parking fee:
// no field of the Casino resource and no action holds either); 2
// someone else's records (a husband's trips, a dad's W-2Gs: every
// action reads only the key owner's own data); 2 advice (splitting 8s
// against an ace, cashing out now or playing on: no action or endpoint
// advises play); 1 two asks in one (a house edge and a W-2G rule). Each
// Unknown was checked against actions.md and the spec: no action or
// endpoint answers it. No question lacks a field its intent needs, so
// none expects a missing field.
//
// It follows the twenty-ninth part's conventions: a casino named for a
// player action (comps, next tier, trips, offers) keeps the name as
// typed; a host filter by casino is the typed words and the directory's
// name when the words name exactly one casino, with no parameter; a
// radius in miles is in kilometres to one decimal (25 miles 40.2, 40
// miles 64.4); a town typed without its state is near the directory's
// town with its state, "Town, ST"; "in <state>" is the state; a year
// named for the player's records is that calendar year; a month named
// without a year is its latest one up to today, 2026-05-14 (March is
// March 2026); a limit of money in a period is a budget; a tier named
// with its program (or the program's brand) is not ambiguous; off-topic
// questions are Unknown. Its own choices, where those are silent:
//   - a help line asked with no state is rg_help with the topic
//     "helpline" and no state parameter;
//   - a tier match asked from a named tier with no target program
//     ("best status match for my Boyd Emerald") is tier_match_paths
//     with only "program" and the tier, as the issue's "best tier match
//     for my MGM Pearl" asks; with a target ("over to True Rewards") it
//     adds "to_program"; "my" does not make either the player's
//     suggestions, since the tier is named;
//   - a brand's tier ("my WinStar Elite", "Genting Tier 3") is that
//     brand's program's tier;
//   - "2 hours" as a session limit is 120 minutes;
//   - a "slot win" is the game "slots", a "video poker hit"
//     "video_poker" and "poker winnings" "poker";
//   - "comps I'd get at <casino>" and "what offer will <casino> likely
//     send me" are the prediction at that casino (what the player can
//     expect), not an estimate, since no bet or hours are given;
//   - "the pace of a baccarat table" is baccarat's game facts (hands
//     per hour are kept with the house edge);
//   - the threshold of True Rewards' Epic is not published in the data;
//     the question is still that tier's threshold, and the answer may
//     say it is not published.
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at d567466, and no rule changed for it) scored 58 of 60
// correct (96.7%): precision 98.0% (48 of 49 answers right), recall
// 96.0% (48 of 50 answerable), 1 declined and 1 wrong. No expectation
// was changed after it. The wrong one: "Which tier am I at across my
// casinos?" (the tiers filtered by a casino named "across my casinos").
// The declined: "craps hosue edge".
//
// After its fix round (2026-11-25, branch mine-2, by the maintainer,
// tuningPart151): 60/60, 0 wrong, none declined; no expectation was
// changed, and the part is barred. The general rules added: "across" or
// "throughout" after a learner's "at", before the player's casinos or
// all of them, is every casino the player plays and no casino's name
// (and before anything else, no name either); and "house" is a keyword
// a slip away from which a word is read as it ("hosue edge").
func heldOutHundredFiftyFirst(t testing.TB) []expectation {
	return []expectation{
		// A named tier's threshold.
		{query: "tier credits needed for Onyx in Boyd Rewards", intent: TierRequirement, params: params{"id": programID(t, "Boyd Rewards")}, tier: "Onyx"},
		{query: "How many tier points for Premier in WinStar Club Passport?", intent: TierRequirement, params: params{"id": programID(t, "WinStar Club Passport")}, tier: "Premier"},
		{query: "Tier 4 requirement at Genting Rewards", intent: TierRequirement, params: params{"id": programID(t, "Genting Rewards")}, tier: "Tier 4"},
		{query: "What do I need for Epic in True Rewards?", intent: TierRequirement, params: params{"id": programID(t, "True Rewards")}, tier: "Epic"},

		// Game facts.
		{query: "craps hosue edge", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "What's the pace of a baccarat table?", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "what's keno's house edge like", intent: GameFacts, params: params{"game_type": "keno"}},
		{query: "What's the house edge for video poker?", intent: GameFacts, params: params{"game_type": "video_poker"}},

		// Predicted comps at a casino.
		{query: "comps I'd get at Taos Mountain Casino", intent: CompPredict, params: params{"casino_name": "Taos Mountain Casino"}},
		{query: "What offer will Batavia Downs Gaming likely send me?", intent: CompPredict, params: params{"casino_name": "Batavia Downs Gaming"}},
		{query: "Predict my comps at Desert Diamond Casino Tucson.", intent: CompPredict, params: params{"casino_name": "Desert Diamond Casino Tucson"}},

		// The W-2G rule, without and with an amount.
		{query: "W-2G rule for poker winnings", intent: W2GRule, params: params{"game_type": "poker"}},
		{query: "when does a slot win need a W-2G?", intent: W2GRule, params: params{"game_type": "slots"}},
		{query: "W-2G for a $2,400 video poker hit?", intent: W2GRule, params: params{"game_type": "video_poker", "amount_won": 2400}},
		{query: "Is a $700 keno win reportable on a W-2G?", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 700}},

		// The next tier at a casino.
		{query: "next tier at Lakeshore Casino & Resort", intent: TierProgress, params: params{"casino_name": "Lakeshore Casino & Resort"}},
		{query: "How far am I from the next tier at Running Aces Casino & Racetrack?", intent: TierProgress, params: params{"casino_name": "Running Aces Casino & Racetrack"}},
		{query: "points I still need to level up at Potawatomi Carter Casino Hotel", intent: TierProgress, params: params{"casino_name": "Potawatomi Carter Casino Hotel"}},

		// Hosts at a casino.
		{query: "host at Feather Falls Casino", intent: FindHosts, params: params{}, filter: []string{"Feather Falls Casino", "Feather Falls Casino and Lodge"}},
		{query: "Is there a casino host at Colorado Grande Casino?", intent: FindHosts, params: params{}, filter: []string{"Colorado Grande Casino", "Colorado Grande Casino & Hotel"}},
		{query: "Find me a host at Lucky 7 Casino.", intent: FindHosts, params: params{}, filter: []string{"Lucky 7 Casino", "Lucky 7 Casino & Hotel"}},

		// Near a town, and within a radius.
		{query: "casinos near Newburgh", intent: FindCasinos, params: params{"near": "Newburgh, NY"}},
		{query: "What casinos are near Wayland, Michigan?", intent: FindCasinos, params: params{"near": "Wayland, MI"}},
		{query: "casinos within 25 miles of Elk Grove", intent: FindCasinos, params: params{"near": "Elk Grove, CA", "radius_km": 40.2}},
		{query: "Any casinos within 40 miles of Summerfield, Florida?", intent: FindCasinos, params: params{"near": "Summerfield, FL", "radius_km": 64.4}},

		// A state's casinos with a hotel.
		{query: "Which casinos in Arkansas have a hotel?", intent: FindCasinos, params: params{"state": "AR", "has_hotel": true}},
		{query: "idaho casinos with a hotel", intent: FindCasinos, params: params{"state": "ID", "has_hotel": true}},
		{query: "Show me North Dakota casinos that have hotels.", intent: FindCasinos, params: params{"state": "ND", "has_hotel": true}},

		// Changes proposed: budgets and session limits.
		{query: "put my weekly budget at $275", intent: SetBudget, params: params{"period": "week", "amount": 275}},
		{query: "Make my monthly gambling budget $900.", intent: SetBudget, params: params{"period": "month", "amount": 900}},
		{query: "sesion limit of 90 minutes", intent: SetSessionLimit, params: params{"max_minutes": 90}},
		{query: "Keep my sessions to 2 hours max from now on.", intent: SetSessionLimit, params: params{"max_minutes": 120}},

		// Help lines, national and by state.
		{query: "gambling addiction hotline number", intent: RGHelp, params: params{"topic": "helpline"}},
		{query: "Who can I call if I think I have a gambling problem?", intent: RGHelp, params: params{"topic": "helpline"}},
		{query: "gambling help line in Connecticut", intent: RGHelp, params: params{"topic": "helpline", "state": "CT"}},
		{query: "Is there a gambling helpline for Texas?", intent: RGHelp, params: params{"topic": "helpline", "state": "TX"}},

		// Self-exclusion in a state.
		{query: "self-exclusion in Massachusetts", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "MA"}},
		{query: "How would I self-exclude from Maryland casinos?", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "MD"}},
		{query: "self exlcusion program for Montana", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "MT"}},

		// A tier match from a named tier.
		{query: "best status match for my Boyd Emerald", intent: TierMatchPaths, params: params{"program": "Boyd Rewards"}, tier: "Emerald"},
		{query: "Where can my WinStar Elite get a tier match?", intent: TierMatchPaths, params: params{"program": "WinStar Club Passport"}, tier: "Elite"},
		{query: "Can I match Genting Tier 3 over to True Rewards?", intent: TierMatchPaths, params: params{"program": "Genting Rewards", "to_program": "True Rewards"}, tier: "Tier 3"},

		// The player's records.
		{query: "my trips to Ojibwa Casino Marquette in 2025", intent: MyTrips, params: params{"casino_name": "Ojibwa Casino Marquette", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "pull up the roulette sessions I played in March", intent: MySessions, params: params{"game_type": "roulette", "from": "2026-03-01", "to": "2026-03-31"}},
		{query: "my open vouchrs", intent: MyVouchers, params: params{"status": "open"}},
		{query: "What offers has Golden Mesa Casino sent me?", intent: MyOffers, params: params{"casino_name": "Golden Mesa Casino"}},
		{query: "list the W-2Gs I was issued for 2025", intent: MyW2Gs, params: params{"tax_year": 2025}},
		{query: "my gambling tax summary, 2024", intent: TaxSummary, params: params{"tax_year": 2024}},
		{query: "current bankroll balance please", intent: Bankroll, params: params{}},
		{query: "Which tier am I at across my casinos?", intent: MyTiers, params: params{}},

		// Unknown: off topic, with a town of the directory in it.
		{query: "weather in Islandia tomorrow", intent: Unknown, params: params{}},
		{query: "What's the population of Muskogee?", intent: Unknown, params: params{}},
		{query: "best brunch spots in Richland", intent: Unknown, params: params{}},

		// Unknown: facts nothing keeps.
		{query: "What time does the buffet open at Southland Park Gaming and Racing?", intent: Unknown, params: params{}},
		{query: "parking fee at Live! Hotel and Casino Philadelphia", intent: Unknown, params: params{}},

		// Unknown: someone else's records.
		{query: "my husband's trips to Seneca Oil Spring Casino", intent: Unknown, params: params{}},
		{query: "Show my dad's W-2Gs from 2025.", intent: Unknown, params: params{}},

		// Unknown: advice.
		{query: "Is it smart to split 8s when the dealer shows an ace?", intent: Unknown, params: params{}},
		{query: "Should I cash out now or keep playing?", intent: Unknown, params: params{}},

		// Unknown: two asks in one.
		{query: "house edge on baccarat and the W-2G rule for slots", intent: Unknown, params: params{}},
	}
}
