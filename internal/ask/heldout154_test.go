package ask

import "testing"

// heldOutHundredFiftyFourth is the hundred-and-fifty-fourth held-out
// part, written blind and committed BEFORE its first run: by someone
// who had read only the service spec and the action catalog
// (/work/shared/spec/service-spec.md and actions.md, both whole), the
// README's curl examples of the directory (lines 89-160) and its
// section on asking in plain English (lines 436-494), the whole of the
// twenty-ninth held-out part and the first eighty lines of the
// twenty-eighth (its header), the block of intent constants of ask.go
// (printed by awk from "const (" to its closing parenthesis), the
// expectation type (lines 1-18 of heldout_test.go), the slugOf and
// programID functions of ask_test.go (printed alone by awk), the first
// and last twenty lines of heldOutParts in score_test.go, the subject
// of the branch's newest commit (git log -1; it quotes two tuning
// phrases of an earlier round, "For my trip to Borgata, ... from
// Tropicana?" and "I would like my trip to Borgata deleted", neither
// used or imitated here), git status, and a listing of the briefs' file
// names. The shipped data was read only through short python3 scripts
// that printed: the columns and row counts of casinos.csv,
// rewards_programs.json, program_properties.csv and us_cities.csv;
// casinos per state and casinos with a hotel per state; every program
// with its brand, property and ladder (tier names, amounts, units); the
// properties of six programs; the directory's towns outside Nevada and
// New Jersey with their casino counts; the directory casinos and
// us_cities states of some thirty candidate towns; and the directory
// casinos whose names hold each typed casino name. Never the rules of
// this package, its tuning phrases or any other held-out part.
//
// Checked against data/: each casino named is one directory casino,
// spelled as the directory spells it (a host question types a leading
// part of the name that no other casino's name holds: "Colusa Casino",
// "American Place", "Midnight Star"); each town is a directory town of
// the state given (White Sulphur Springs WV, Hanover MD, Corning CA,
// Emerson NE, Bothell WA, Grass Valley CA, Hawaiian Gardens CA), and
// none of the four searched is a directory town of another state;
// Arkansas, North Carolina and Alabama each have casinos with a hotel;
// the programs (Genting Rewards, Lucky Star Rewards, True Rewards) and
// their tiers (Tier 2, Tier 4, Silver Star, Gold Star, Epic, Legit) are
// in the shipped ladders. Towns, casinos, states and programs were
// chosen among those fewest test files of this package name (grep
// -rilF, file names only, counted): the towns and most casinos are
// named by no test file or one (four at most), the states asked for
// hotels, help lines and self-exclusion by six to nineteen, and the
// least-named programs with a ladder were taken (Lucky Star Rewards,
// True Rewards, Genting Rewards; none of Caesars Rewards, MGM Rewards
// or Boyd Rewards). Nothing names Caesars, MGM, Las Vegas, Vegas,
// Nevada or New Jersey.
//
// Its wording is new: each message was checked with grep -rilF (file
// names only) against the whole package, as typed and without its
// closing mark. Thirteen of the first sixty were found there ("house
// edge on craps", "How many hands an hour does baccarat deal?", "When
// does a slot win need a W-2G?", "set my weekly budget to $250", "set
// my session limit to 45 minutes", "self-exclusion in Illinois", "which
// of my vouchers have been redeemed", "my W-2Gs for 2025", "gambling
// tax summary for 2024", "How's my bankroll looking?", "what tier am i
// at all my casinos", "Show my dad's W-2Gs from 2025.", "Should I take
// the room offer or the free play?") and reworded; six rewordings were
// found too ("vouchers I've already redeemed", "pull my w-2g forms for
// 2025", and four for the bankroll: "How is my bankroll doing these
// days?", "where does my bankroll stand right now", "what's my bankroll
// at right now?", "bankroll balance please") and reworded again; every
// one of the sixty checked clean as it stands.
//
// Its theme is a CONTROL part in the issue's own register, the
// session's last measurement of it: sixty short, direct questions of
// one sentence, as the fifteen examples are asked, with other
// programs, casinos, towns and states. Lower-case fragments ("host at
// Colusa Casino", "next tier at Ojibwa Baraga Casino"), plain questions
// and requests are mixed, and three carry a typo of one letter
// ("thresold", "sesion", "exlcusion"). 50 expect an answer:
//   - a named tier's threshold, 3 (Tier 2 of Genting Rewards, Silver
//     Star of Lucky Star Rewards, Epic of True Rewards);
//   - a game fact, 3 (craps, baccarat, video poker);
//   - predicted comps at a casino, 3;
//   - the W-2G rule, 4: two without an amount (poker, slots) and two
//     with one (keno $2,000, video poker $1,250);
//   - the next tier at a casino, 3;
//   - a host at a casino, 3;
//   - near a town, 2, and within a radius of one, 2;
//   - a state's casinos with a hotel, 3;
//   - a budget proposed, 2 (week, month), and a session limit, 2;
//   - a help line, 3 (Maryland, Connecticut, none);
//   - self-exclusion in a state, 3 (Illinois, Massachusetts, Maine);
//   - a tier match from a named tier, 3;
//   - the player's records, 11: trips 2, sessions 2, vouchers 1, offers
//     1, expiring offers 1, W-2Gs 1, the tax summary 1, the bankroll 1,
//     the tiers 1.
//
// 10 expect Unknown, each checked against actions.md and the spec, no
// action or endpoint answering it:
//   - off topic with a town of the directory, 3 (the weather in
//     Bothell, pizza in Grass Valley, the population of Hawaiian
//     Gardens);
//   - facts nothing keeps, 2 (the price of parking at Valley View
//     Casino & Hotel and the hours of Canterbury Park's poker room: a
//     casino's details keep neither prices nor hours);
//   - someone else's records, 2 (a husband's trips, a father's W-2Gs:
//     the actions read only the caller's own);
//   - advice, 2 (hitting 16 against a dealer's 10, betting the maximum
//     on a progressive slot: the game facts keep an edge and a pace, no
//     strategy, and no action advises play);
//   - two asks in one, 1 (a daily budget and a session limit together).
//
// No question lacks a field its intent needs, so none expects a missing
// field.
//
// It follows the twenty-ninth part's conventions: a casino named for a
// player action keeps the name as typed; a host filter is the typed
// words and the directory's name, the words naming exactly one casino,
// with no parameter; a radius in miles is in kilometres to one decimal
// (30 miles 48.3, 50 miles 80.5); a town is "Town, ST"; a year named
// for the player's records is that calendar year; a month named without
// a year is its latest one up to today, 2026-05-14 (January and April
// are those of 2026); a tier named with its program is that tier's
// threshold; a limit of money in a period is a budget; off-topic
// questions are Unknown. Its own choices, where those are silent:
//   - a tier match from a named tier with no program to match to ("best
//     tier match for my Genting Tier 4", in the "best tier
//     match for my MGM Pearl" form) is the tier-match paths from that
//     program and tier with no to_program; "my" does not make it the
//     player's suggestions, since the tier is named;
//   - a help line asked with no state has the topic alone, no state;
//   - "the house advantage" is the house edge, and how fast baccarat is
//     dealt "in hands per hour" is its pace: both are game facts;
//   - poker tournaments are the game type poker for the W-2G rule; a
//     jackpot's amount "reportable on a W-2G" is amount_won;
//   - "comps I could expect at", "What offer will ... likely send me
//     next?" and "predicted comps at" a casino are the comp prediction
//     there; "points I still need for my next level at" a casino is the
//     tier progress there;
//   - "casino hotels in Alabama" is the state with has_hotel;
//   - "Limit each sesion to 2 hours" is a session limit of 120
//     minutes, and "a 45 minute cap on my sessions" one of 45;
//   - "which vouchers did I redeem?" is the vouchers of status
//     redeemed;
//   - "offers ... expiring in the next 14 days" are the expiring offers
//     within 14 days, not the offers list;
//   - "W-2G forms for 2025" are the W-2G list of that tax year, and the
//     "tax year summary of my gambling in 2024" the tax summary of
//     2024;
//   - another person's records are Unknown even where the same ask for
//     the caller's own is answered;
//   - a budget and a session limit asked in one sentence are two
//     changes in one, declined, not answered by half.
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at ccf13e0, and no rule changed for it) scored 59 of 60
// correct (98.3%): precision 100% (49 of 49 answers right), recall
// 98.0% (49 of 50 answerable), 1 declined and none wrong. No
// expectation was changed after it, and the part was barred on its
// first run. The declined: "Is there a casino host at American Place I
// can contact?".
//
// A note added after its first run (2026-11-25, by the maintainer): the
// hundred-and-fifty-third part, written blind at the same time by
// another writer, holds "How do I self-exclude from casinos in
// Massachusetts?" in the same words, with the same expectation
// (self-exclusion in MA), and the corpus keeps each question once. It
// is kept there, and taken out of this part, which now holds 59
// questions. It was answered right in the first run above, which
// therefore scored 58 of the 59 left right, 1 declined and none wrong;
// no other expectation was changed.
func heldOutHundredFiftyFourth(t testing.TB) []expectation {
	return []expectation{
		// A named tier's threshold.
		{query: "what does Tier 2 at Genting Rewards take", intent: TierRequirement, params: params{"id": programID(t, "Genting Rewards")}, tier: "Tier 2"},
		{query: "How many status points is Silver Star in Lucky Star Rewards?", intent: TierRequirement, params: params{"id": programID(t, "Lucky Star Rewards")}, tier: "Silver Star"},
		{query: "requirement for Epic in True Rewards", intent: TierRequirement, params: params{"id": programID(t, "True Rewards")}, tier: "Epic"},

		// Game facts.
		{query: "edge the house has on craps", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "how fast is a baccarat game in hands per hour", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "whats the house advantage in video poker", intent: GameFacts, params: params{"game_type": "video_poker"}},

		// The W-2G rule, without an amount and with one.
		{query: "w2g thresold for poker tournaments", intent: W2GRule, params: params{"game_type": "poker"}},
		{query: "at what amount does a slot win get a W-2G", intent: W2GRule, params: params{"game_type": "slots"}},
		{query: "W-2G for a $2,000 keno win?", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 2000}},
		{query: "Is a $1,250 video poker jackpot reportable on a W-2G?", intent: W2GRule, params: params{"game_type": "video_poker", "amount_won": 1250}},

		// Predicted comps at a casino.
		{query: "comps I could expect at Blackbird Bend Casino", intent: CompPredict, params: params{"casino_name": "Blackbird Bend Casino"}},
		{query: "What offer will Three Rivers Casino Coos Bay likely send me next?", intent: CompPredict, params: params{"casino_name": "Three Rivers Casino Coos Bay"}},
		{query: "predicted comps at Seven Clans Red Lake Casino", intent: CompPredict, params: params{"casino_name": "Seven Clans Red Lake Casino"}},

		// The next tier at a casino.
		{query: "next tier at Ojibwa Baraga Casino", intent: TierProgress, params: params{"casino_name": "Ojibwa Baraga Casino"}},
		{query: "How close am I to the next tier at Garlic City Casino?", intent: TierProgress, params: params{"casino_name": "Garlic City Casino"}},
		{query: "points I still need for my next level at Cherokee Casino Sallisaw", intent: TierProgress, params: params{"casino_name": "Cherokee Casino Sallisaw"}},

		// A host at a casino.
		{query: "host at Colusa Casino", intent: FindHosts, params: params{}, filter: []string{"Colusa Casino", "Colusa Casino Resort"}},
		{query: "Is there a casino host at American Place I can contact?", intent: FindHosts, params: params{}, filter: []string{"American Place", "American Place Casino"}},
		{query: "find me a host at Midnight Star", intent: FindHosts, params: params{}, filter: []string{"Midnight Star", "Midnight Star Casino"}},

		// Near a town, and within a radius of one.
		{query: "casinos near White Sulphur Springs", intent: FindCasinos, params: params{"near": "White Sulphur Springs, WV"}},
		{query: "What casinos are close to Hanover, Maryland?", intent: FindCasinos, params: params{"near": "Hanover, MD"}},
		{query: "casinos within 30 miles of Corning", intent: FindCasinos, params: params{"near": "Corning, CA", "radius_km": 48.3}},
		{query: "Any casinos within 50 miles of Emerson, Nebraska?", intent: FindCasinos, params: params{"near": "Emerson, NE", "radius_km": 80.5}},

		// A state's casinos with a hotel.
		{query: "Which Arkansas casinos have a hotel?", intent: FindCasinos, params: params{"state": "AR", "has_hotel": true}},
		{query: "casinos with hotels in north carolina", intent: FindCasinos, params: params{"state": "NC", "has_hotel": true}},
		{query: "Are there any casino hotels in Alabama?", intent: FindCasinos, params: params{"state": "AL", "has_hotel": true}},

		// Budgets and session limits, proposed.
		{query: "Set $275 as my weekly budget.", intent: SetBudget, params: params{"period": "week", "amount": 275}},
		{query: "Please make my monthly gambling budget $600.", intent: SetBudget, params: params{"period": "month", "amount": 600}},
		{query: "set a 45 minute cap on my sessions", intent: SetSessionLimit, params: params{"max_minutes": 45}},
		{query: "Limit each sesion to 2 hours please.", intent: SetSessionLimit, params: params{"max_minutes": 120}},

		// Help lines.
		{query: "gambling help line for Maryland", intent: RGHelp, params: params{"topic": "helpline", "state": "MD"}},
		{query: "What's the number for the problem gambling hotline?", intent: RGHelp, params: params{"topic": "helpline"}},
		{query: "Who can I call about a gambling problem in Connecticut?", intent: RGHelp, params: params{"topic": "helpline", "state": "CT"}},

		// Self-exclusion in a state.
		{query: "self-exclusion program for Illinois", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "IL"}},
		{query: "how does self exlcusion work in Maine", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "ME"}},

		// A tier match from a named tier.
		{query: "best tier match for my Genting Tier 4", intent: TierMatchPaths, params: params{"program": "Genting Rewards"}, tier: "Tier 4"},
		{query: "Where can I status match my Gold Star from Lucky Star Rewards?", intent: TierMatchPaths, params: params{"program": "Lucky Star Rewards"}, tier: "Gold Star"},
		{query: "tier match options for True Rewards Legit", intent: TierMatchPaths, params: params{"program": "True Rewards"}, tier: "Legit"},

		// The player's records: trips, sessions, vouchers, offers, W-2Gs,
		// the tax summary, the bankroll and the tiers.
		{query: "my trips to Nob Hill Casino", intent: MyTrips, params: params{"casino_name": "Nob Hill Casino"}},
		{query: "What trips did I log in 2024?", intent: MyTrips, params: params{"from": "2024-01-01", "to": "2024-12-31"}},
		{query: "my video poker sessions from January", intent: MySessions, params: params{"game_type": "video_poker", "from": "2026-01-01", "to": "2026-01-31"}},
		{query: "Show the sessions I played in April.", intent: MySessions, params: params{"from": "2026-04-01", "to": "2026-04-30"}},
		{query: "which vouchers did I redeem?", intent: MyVouchers, params: params{"status": "redeemed"}},
		{query: "offers from Sasquatch Casino", intent: MyOffers, params: params{"casino_name": "Sasquatch Casino"}},
		{query: "What offers do I have expiring in the next 14 days?", intent: ExpiringOffers, params: params{"within_days": 14}},
		{query: "grab my 2025 W-2G forms", intent: MyW2Gs, params: params{"tax_year": 2025}},
		{query: "tax year summary of my gambling in 2024", intent: TaxSummary, params: params{"tax_year": 2024}},
		{query: "Tell me my current bankroll.", intent: Bankroll, params: params{}},
		{query: "what tier do i hold at each casino i play", intent: MyTiers, params: params{}},

		// Off topic, with a town of the directory.
		{query: "weather in Bothell tomorrow", intent: Unknown, params: params{}},
		{query: "best pizza in Grass Valley?", intent: Unknown, params: params{}},
		{query: "What's the population of Hawaiian Gardens?", intent: Unknown, params: params{}},

		// Facts nothing keeps.
		{query: "How much does parking cost at Valley View Casino & Hotel?", intent: Unknown, params: params{}},
		{query: "what time does the poker room open at Canterbury Park", intent: Unknown, params: params{}},

		// Someone else's records.
		{query: "my husband's trips to Dragon Tiger Casino", intent: Unknown, params: params{}},
		{query: "Show my father's W-2G forms for 2025.", intent: Unknown, params: params{}},

		// Advice.
		{query: "should i hit a 16 against a dealer 10", intent: Unknown, params: params{}},
		{query: "should i play max bet on a progressive slot", intent: Unknown, params: params{}},

		// Two asks in one.
		{query: "Cap me at $50 a day and 60 minutes a session.", intent: Unknown, params: params{}},
	}
}
