package ask

import "testing"

// heldOutSixtyFifth is a sixty-fifth held-out part, written blind and
// committed BEFORE its first run: by someone who had read only the action
// catalog and the service spec (/work/shared/spec/actions.md and
// service-spec.md, both whole), lines 89-155 and 428-480 of the README (the
// curl examples of the directory's query parameters, and the section on
// /ask with its examples), the shipped data only through short scripts
// (casinos.csv listed by name, town, state, type, has_hotel, brand and
// tribal nation; rewards_programs.json by program, brand, property and
// tiers with their thresholds and units; program_properties.csv counted by
// program; the scripts also printed the first two lines of casinos.csv and
// program_properties.csv, the first program's JSON object cut at 1,500
// characters, and a listing of data/), the whole of the twenty-ninth
// held-out part and the first eighty lines of the twenty-eighth (its
// header), the block of intent constants of ask.go (lines 15-60), the
// expectation type (lines 1-18 of heldout_test.go), the slugOf and
// programID helpers of ask_test.go (lines 70-93, which also showed the
// first line of the phrasing type's doc comment), the heldOutParts
// function of score_test.go, and the subject of the newest commit of the
// git log (it names the heOrShe word set; nothing here imitates it). Never
// the rules of this package, the tuning phrases or the other held-out
// parts. Every casino, program, tier, town and state used was
// checked against data/ with a short script. Its wording is new: each of
// the sixty phrases was checked with a case-insensitive fixed-string grep
// (file names only) against every test file of this package, with and
// without its closing mark; five were found there and replaced ("Limit
// each session to two hours.", "Pull my blackjack sessions." (without its
// mark), "What's my bankroll balance right now?", "Which of my offers
// expire in the next 14 days?" and "Boyd?" (without its mark, as any bare
// name is)), and so was one of the replacements ("Where does my bankroll
// stand?"); none of the sixty is there now. Its towns were chosen among
// the directory's towns that no test file of this package names (a script
// tested each town's name as a substring of those files' text, printing
// only the names found in none): Petoskey, Anacortes, Bonners Ferry,
// Opelousas, Rohnert Park, El Cajon, Westlake, D'Iberville, Somerton and
// Keshena; towns whose only casino is named after the town (Manistique,
// Checotah) were left out, so that no town reads as a casino. The casinos
// named (Kansas Star, Belle of Baton Rouge, Graton, Coeur d'Alene Casino,
// Win-River, Midnight Rose, Sunland Park Racetrack, Ameristar, Morongo and
// the Palms) have full directory names no test file names, though the
// short forms typed here are in one to sixteen files already (found by
// the same kind of grep, file names only). Every program, tier, state and
// game is named by earlier parts.
//
// Its theme is a nineteenth CONTROL part, a tester's checks: sixty short
// questions (one sentence each, under fifteen words) the way an outside
// reviewer would go down the "What to build" list for /ask and
// try each item once or a few times, varying the wording a lot: search by
// place ("near X", "around X", "anywhere to gamble near X"), "within N
// miles of X" ("no more than N miles from", "inside an N-mile radius of"),
// has_hotel ("casino hotels", "with lodging", "a hotel on site"); a
// program's tier ladder and one tier's threshold; a game's house edge and
// pace; the W-2G rule for a game, with an amount and a year; the national
// helpline and a state's self-exclusion; predicted comps at a casino (and
// at all of them); the next tier at a casino; hosts at a casino; a tier
// match from a named tier (with and without a target program); changes
// proposed (a daily and a weekly budget, two session limits); off-topic
// and unclear questions declined; plus the player's own records (trips,
// sessions, bankroll, expiring offers, W-2Gs, tiers, limits). 50 of 60
// are answerable and 10 expect Unknown: two off topic (rain in Laughlin,
// the Super Bowl), two unclear (a bare chain name asked for an opinion, a
// tester's "Testing, testing"), two changes in one, two questions in one,
// a booking /ask cannot propose, another person's records, a detail no
// answer says (a buffet's hours) and a comparison of two programs. No
// question lacks a field its intent needs, so none expects a missing
// field.
//
// It follows the twenty-ninth part's conventions (a casino named for a
// player action keeps the name as typed; a host filter by casino is the
// typed words and the directory's name when the words name exactly one
// casino, with no parameter; a radius in miles is in kilometres to one
// decimal; a year named for the player's records is that calendar year;
// a town typed without its state is near the directory's town with its
// state; "in <state>" is the state; a tier named with its program is not
// ambiguous; a limit of money in a period is a budget; off-topic
// questions are Unknown) and the twenty-eighth's (another person's
// records, a detail no answer says and a change /ask does not propose
// are Unknown). Its own choices, where those are silent:
//   - "no more than 12 miles from El Cajon" and "inside a 50-mile radius
//     of Westlake" are radius searches like "within": near "El Cajon, CA"
//     within 19.3 km, near "Westlake, LA" within 80.5 km; "within 5
//     miles" is 8.0 km (8.04672 to one decimal);
//   - "Casino hotels near Somerton", "casinos with lodging ... within 30
//     miles of Keshena" and "Mississippi casinos [that] have a hotel on
//     site" all set has_hotel true (lodging is a hotel);
//   - "Is there anywhere to gamble near Opelousas" is a casino search near
//     "Opelousas, LA" (anywhere to gamble is a casino); "casinos around
//     Bonners Ferry" is near "Bonners Ferry, ID";
//   - "How many status levels does Genting Rewards have?" and "Lucky Star
//     Rewards tiers, lowest to highest?" are the program's details (its
//     ladder, level by level), not one tier's threshold;
//   - "Caesars Diamond Elite" is the tier Diamond Elite of Caesars Rewards
//     and "Caesars Diamond" the tier Diamond (not Diamond Plus or Diamond
//     Elite); "Boyd Onyx" is Onyx of Boyd Rewards and "MGM Gold" Gold of
//     MGM Rewards (not Caesars Rewards' Gold);
//   - "Craps: house advantage and rolls per hour?" is one question (two
//     facts of one game's facts), so craps' game facts; "What's the house
//     edge on craps, and what does Onyx take?" asks two things of two
//     answers, so Unknown;
//   - the W-2G rule's year is the field tax_year of w2g_threshold_check
//     (the catalog's name), its amount amount_won and its game game_type:
//     "a $2,000 slot jackpot in 2025" is slots, 2000, 2025; "the 2026
//     W-2G threshold for a poker tournament win" is poker and 2026 with no
//     amount; "$700 won at roulette in 2024" is roulette, 700, 2024; a
//     question with no year has no tax_year;
//   - "the national problem gambling helpline" is the help line with no
//     state (topic helpline alone); "Indiana's self-exclusion list" and
//     "Pennsylvania self-exclusion: where do I sign up?" are
//     self-exclusion in IN and in PA;
//   - "Change my weekly loss limit to $400." is a weekly budget of 400 (a
//     limit of money in a period); "Keep every session under two hours,
//     please." is a session limit of 120 minutes (a number in words, and a
//     cap stated as "under");
//   - "What free play is Belle of Baton Rouge likely to mail me?" and
//     "Predict my next offer from Kansas Star Casino." are comp_predict at
//     the casino as typed; "Forecast comps at every casino I play." is the
//     prediction for all casinos;
//   - "What do I still need for my next level at Coeur d'Alene Casino?" and
//     "How close am I to the next tier at Graton?" are tier_progress at the
//     casino as typed;
//   - hosts: "Win-River", "Midnight Rose" and "Sunland Park Racetrack" each
//     name exactly one directory casino (checked: Win-River Resort and
//     Casino, Midnight Rose Hotel & Casino, Sunland Park Racetrack &
//     Casino), so each filter is the typed words and that name;
//   - a tier match from a named tier with no target ("Where will MGM Gold
//     status get me a tier match?") is the tier-match paths from that
//     program and tier with no to_program; with a target ("matched at
//     Caesars Rewards", "to MGM Rewards") to_program is that program;
//   - "Status match from Caesars Diamond to MGM Rewards: what would I
//     get?" is a path, not the player's suggestions ("I" does not make it
//     the player's, since the tier is named);
//   - "List the trips I logged in 2024." is the trips from 2024-01-01 to
//     2024-12-31; "Pull up every blackjack session I've recorded." is the
//     sessions of game_type blackjack with no dates; "Offers of mine
//     expiring within 14 days?" is the expiring offers within 14 days;
//     "Show the W-2G forms I have for 2025." is the W-2G list of 2025
//     (forms, not a total); "How healthy is my bankroll looking these
//     days?" is the bankroll (no dates: the bankroll has none);
//   - "What status do I currently hold at each casino?" is the player's
//     tiers and "Which gambling limits are active on my account?" the
//     limits read;
//   - Unknown: "Thoughts on Ameristar?" (an opinion, about a bare chain
//     name that names six directory casinos); "Testing, testing, one two
//     three." (no question); "Set my daily budget to $50 and my session
//     limit to an hour." (two changes in one are declined, not proposed by
//     half); "Book me a room at the Palms for Friday." (no action books a
//     room); "What tier is my brother at Morongo?" (another person's
//     records); "When does the buffet at Graton Resort open?" (no answer
//     says a buffet's hours); "Which is better, Boyd Rewards or MGM
//     Rewards?" (no action compares programs); "Will it rain in Laughlin on
//     Saturday?" and "Who won the Super Bowl last year?" (off topic).
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at b88e2fc, with no rule changed for this part) scored 59
// of 60 correct (98.3%): precision 100% (49 of 49 answers right), recall
// 98.0% (49 of 50 answerable), 1 declined and none wrong. No expectation
// was changed after it. Declined: "Which Mississippi casinos have a hotel
// on site?".
//
// After its fix round (the same round as the sixty-third's) it scored 60
// of 60: a hotel "on site", "on the premises" or "on the property" is the
// casino's own, as "an on-site hotel" already was.
func heldOutSixtyFifth(t testing.TB) []expectation {
	return []expectation{
		// Search by place: near a town, typed with or without its state.
		{query: "Which casinos are near Petoskey?", intent: FindCasinos, params: params{"near": "Petoskey, MI"}},
		{query: "Find a casino near Anacortes, Washington.", intent: FindCasinos, params: params{"near": "Anacortes, WA"}},
		{query: "Show me casinos around Bonners Ferry.", intent: FindCasinos, params: params{"near": "Bonners Ferry, ID"}},
		{query: "Is there anywhere to gamble near Opelousas, Louisiana?", intent: FindCasinos, params: params{"near": "Opelousas, LA"}},

		// Within N miles of a town (kilometres to one decimal).
		{query: "Casinos within 40 miles of Rohnert Park, please.", intent: FindCasinos, params: params{"near": "Rohnert Park, CA", "radius_km": 64.4}},
		{query: "List casinos no more than 12 miles from El Cajon.", intent: FindCasinos, params: params{"near": "El Cajon, CA", "radius_km": 19.3}},
		{query: "Any casinos inside a 50-mile radius of Westlake?", intent: FindCasinos, params: params{"near": "Westlake, LA", "radius_km": 80.5}},
		{query: "What casinos are within 5 miles of D'Iberville, Mississippi?", intent: FindCasinos, params: params{"near": "D'Iberville, MS", "radius_km": 8.0}},

		// has_hotel, near a town, within a radius and in a state.
		{query: "Casino hotels near Somerton, Arizona?", intent: FindCasinos, params: params{"near": "Somerton, AZ", "has_hotel": true}},
		{query: "Which casinos with lodging are within 30 miles of Keshena?", intent: FindCasinos, params: params{"near": "Keshena, WI", "radius_km": 48.3, "has_hotel": true}},
		{query: "Which Mississippi casinos have a hotel on site?", intent: FindCasinos, params: params{"state": "MS", "has_hotel": true}},

		// A program's tier ladder.
		{query: "Walk me through the MGM Rewards tier ladder.", intent: ProgramDetail, params: params{"id": programID(t, "MGM Rewards")}},
		{query: "How many status levels does Genting Rewards have?", intent: ProgramDetail, params: params{"id": programID(t, "Genting Rewards")}},
		{query: "Lucky Star Rewards tiers, lowest to highest?", intent: ProgramDetail, params: params{"id": programID(t, "Lucky Star Rewards")}},

		// One tier's threshold.
		{query: "How many tier credits does Caesars Diamond Elite need?", intent: TierRequirement, params: params{"id": programID(t, "Caesars Rewards")}, tier: "Diamond Elite"},
		{query: "Threshold for Onyx in Boyd Rewards?", intent: TierRequirement, params: params{"id": programID(t, "Boyd Rewards")}, tier: "Onyx"},
		{query: "What does it take to reach Premier with WinStar Club Passport?", intent: TierRequirement, params: params{"id": programID(t, "WinStar Club Passport")}, tier: "Premier"},

		// A game's house edge and pace.
		{query: "What house edge do you list for keno?", intent: GameFacts, params: params{"game_type": "keno"}},
		{query: "How many hands per hour does baccarat deal?", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "Craps: house advantage and rolls per hour?", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "How fast is video poker, in hands an hour?", intent: GameFacts, params: params{"game_type": "video_poker"}},

		// The W-2G rule for a game, with an amount and a year.
		{query: "Is a $1,500 keno win reportable on a W-2G?", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1500}},
		{query: "Does a $2,000 slot jackpot in 2025 trigger a W-2G?", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 2000, "tax_year": 2025}},
		{query: "What's the 2026 W-2G threshold for a poker tournament win?", intent: W2GRule, params: params{"game_type": "poker", "tax_year": 2026}},
		{query: "Would $700 won at roulette in 2024 need a W-2G?", intent: W2GRule, params: params{"game_type": "roulette", "amount_won": 700, "tax_year": 2024}},

		// Responsible-gaming help: the national line, a state's
		// self-exclusion.
		{query: "Give me the national problem gambling helpline.", intent: RGHelp, params: params{"topic": "helpline"}},
		{query: "How do I get on Indiana's self-exclusion list?", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "IN"}},
		{query: "Pennsylvania self-exclusion: where do I sign up?", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "PA"}},

		// Changes proposed: budgets and session limits.
		{query: "Set a daily budget of $150.", intent: SetBudget, params: params{"period": "day", "amount": 150}},
		{query: "Change my weekly loss limit to $400.", intent: SetBudget, params: params{"period": "week", "amount": 400}},
		{query: "Keep every session under two hours, please.", intent: SetSessionLimit, params: params{"max_minutes": 120}},
		{query: "Please cap my play sessions at 45 minutes.", intent: SetSessionLimit, params: params{"max_minutes": 45}},

		// Predicted comps at a casino, and at all of them.
		{query: "Predict my next offer from Kansas Star Casino.", intent: CompPredict, params: params{"casino_name": "Kansas Star Casino"}},
		{query: "What free play is Belle of Baton Rouge likely to mail me?", intent: CompPredict, params: params{"casino_name": "Belle of Baton Rouge"}},
		{query: "Forecast comps at every casino I play.", intent: CompPredictAll, params: params{}},

		// The next tier at a casino.
		{query: "How close am I to the next tier at Graton?", intent: TierProgress, params: params{"casino_name": "Graton"}},
		{query: "What do I still need for my next level at Coeur d'Alene Casino?", intent: TierProgress, params: params{"casino_name": "Coeur d'Alene Casino"}},

		// Hosts at a casino.
		{query: "Find me a casino host at Win-River.", intent: FindHosts, params: params{}, filter: []string{"Win-River", "Win-River Resort and Casino"}},
		{query: "Does Midnight Rose have hosts accepting new players?", intent: FindHosts, params: params{}, filter: []string{"Midnight Rose", "Midnight Rose Hotel & Casino"}},
		{query: "I'd like a host at Sunland Park Racetrack.", intent: FindHosts, params: params{}, filter: []string{"Sunland Park Racetrack", "Sunland Park Racetrack & Casino"}},

		// A tier match from a named tier, with and without a target.
		{query: "Can my Boyd Onyx status be matched at Caesars Rewards?", intent: TierMatchPaths, params: params{"program": "Boyd Rewards", "to_program": "Caesars Rewards"}, tier: "Onyx"},
		{query: "Where will MGM Gold status get me a tier match?", intent: TierMatchPaths, params: params{"program": "MGM Rewards"}, tier: "Gold"},
		{query: "Status match from Caesars Diamond to MGM Rewards: what would I get?", intent: TierMatchPaths, params: params{"program": "Caesars Rewards", "to_program": "MGM Rewards"}, tier: "Diamond"},

		// The player's own records.
		{query: "List the trips I logged in 2024.", intent: MyTrips, params: params{"from": "2024-01-01", "to": "2024-12-31"}},
		{query: "Pull up every blackjack session I've recorded.", intent: MySessions, params: params{"game_type": "blackjack"}},
		{query: "How healthy is my bankroll looking these days?", intent: Bankroll, params: params{}},
		{query: "Offers of mine expiring within 14 days?", intent: ExpiringOffers, params: params{"within_days": 14}},
		{query: "Show the W-2G forms I have for 2025.", intent: MyW2Gs, params: params{"tax_year": 2025}},
		{query: "What status do I currently hold at each casino?", intent: MyTiers, params: params{}},
		{query: "Which gambling limits are active on my account?", intent: MyLimits, params: params{}},

		// Declined: off topic, unclear, two in one, a change /ask does not
		// propose, another person's records, a detail no answer says, a
		// comparison.
		{query: "Will it rain in Laughlin on Saturday?", intent: Unknown, params: params{}},
		{query: "Who won the Super Bowl last year?", intent: Unknown, params: params{}},
		{query: "Thoughts on Ameristar?", intent: Unknown, params: params{}},
		{query: "Testing, testing, one two three.", intent: Unknown, params: params{}},
		{query: "Set my daily budget to $50 and my session limit to an hour.", intent: Unknown, params: params{}},
		{query: "What's the house edge on craps, and what does Onyx take?", intent: Unknown, params: params{}},
		{query: "Book me a room at the Palms for Friday.", intent: Unknown, params: params{}},
		{query: "What tier is my brother at Morongo?", intent: Unknown, params: params{}},
		{query: "When does the buffet at Graton Resort open?", intent: Unknown, params: params{}},
		{query: "Which is better, Boyd Rewards or MGM Rewards?", intent: Unknown, params: params{}},
	}
}
