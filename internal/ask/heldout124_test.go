package ask

import "testing"

// heldOutHundredTwentyFourth is the hundred-and-twenty-fourth held-out
// part, written blind and committed BEFORE its first run: by someone who
// had read only the service spec and the action catalog
// (/work/shared/spec/service-spec.md and actions.md, both whole), lines
// 89-155 and 428-480 of the README (the directory's curl examples and
// query parameters, and the section on /ask), the whole of the
// twenty-ninth held-out part and the first eighty lines of the
// twenty-eighth (its header), the block of intent constants of ask.go
// (printed by a script from its first "const (" to the ")" closing it,
// nothing else of that file), the expectation type (lines 1-18 of
// heldout_test.go), the slugOf and programID helpers of ask_test.go
// (printed by a script, those two functions only), the first and last
// twenty lines of the heldOutParts function of score_test.go, and the
// subject of the newest commit (about the hundred-and-seventeenth part's
// first run). The shipped data was read only through short python3
// scripts: counts of casinos by state, type, has_hotel and rewards
// program; the programs of rewards_programs.json with their tiers and
// thresholds; the casinos of program_properties.csv counted by program;
// whether a town is a town of the directory (and how many casinos it
// has) or of us_cities.csv; the names of a random sample of casinos with
// their towns, types, hotels and brands (and, by a grep of this
// package's test files, file names only, how many files name each); the
// casinos whose names hold a fragment (Borgata, Foxwoods, Hollywood
// Casino, Ameristar, Harrah's, Red Garter, Cannery, Century Casino, Sands
// Regency, Colorado Grande and a few more); the tribal nations of
// Oklahoma and the brands of Atlantic City. Never the rules of this
// package, the tuning phrases or any other held-out part.
//
// Checked against data/ by a script: every casino name (Red Garter Hotel
// and Casino, Ameristar Casino Hotel Council Bluffs, Colorado Grande
// Casino & Hotel, Sands Regency Casino Hotel, Cannery Casino Resort,
// Century Casino Cripple Creek, Borgata Hotel Casino and Spa, Mohegan
// Sun; each short form typed here names exactly one casino, except
// "Mohegan Sun", which an Unknown uses), every town (Tulsa, Reno and
// Shreveport are towns of the directory and of us_cities.csv; Bismarck
// is only in us_cities.csv; West Wendover is a directory town in NV; Las
// Vegas and Atlantic City are directory towns), every state named (SD,
// CO, AZ, NY, OH, IN, IA, NV and OK all have casinos; for the filters,
// Arizona's are all tribal, New York has nine racinos, South Dakota has
// casinos whose has_hotel is false, Colorado has casinos with no rewards
// program, Nevada has one tribal casino), the Chickasaw Nation as a tribal
// nation, every program (Boyd Rewards, Caesars Rewards, MGM Rewards) and
// every tier (Diamond Elite and Diamond of Caesars Rewards).
//
// Its wording is new: each of the sixty messages was checked with
// `grep -rilF` (case-insensitive, fixed string, file names only, never
// opening what it found) over internal/ask/*_test.go, with and without
// its closing mark; none was found, so none was replaced for that. Three
// were reworded before the final check for clarity only (a bankroll
// question that said "checked in", which a reader could take for a
// visit; a craps question and a hosts question whose asking sentence did
// not point back to the sentence before it), and the new wordings were
// checked again.
//
// Its theme is a CONTROL part in a NEW REGISTER: negation, exclusion and
// conditions (NOT, WITHOUT, EXCEPT, OTHER THAN, ONLY, NO, NEVER, UNLESS,
// IF). 40 of 60 expect an answer and 20 expect Unknown.
//   - 17 answerable because the spec has the filter or the computation
//     for them: "don't have a hotel" / "without a hotel" / "don't have
//     hotels" is has_hotel false (README's has_hotel parameter, the
//     Casino's has_hotel field); "with no rewards program" is has_rewards
//     false (the spec's has_rewards boolean, and has_rewards_program is
//     never null, so false says exactly "no program"); "only tribal" and
//     "only racinos ... nothing else" are the type filter; "only ... that
//     have a rewards program" is has_rewards true; vouchers I "haven't
//     redeemed yet" are status open; offers I "haven't used yet" are
//     status available; sessions I "never ended" are open (list_sessions'
//     open filter); a $1,000 slot jackpot "not reportable" is the W-2G
//     rule; "never let me play longer than 75 minutes" a session limit;
//     "a weekly budget so I never lose more than $250" a budget; "only my
//     blackjack sessions from March" the game and month filters; and
//     three conditions the service does compute: "if I win $1,500 at
//     keno" (the W-2G rule), "if I play $15 blackjack for 4 hours" (the
//     comp estimate), "if I get to Diamond with Caesars Rewards, what
//     would MGM Rewards match me to" (the tier-match path).
//   - 23 ordinary questions of every area with a harmless negation ("I'm
//     not from around here", "I've never been to", "I don't know which
//     rewards program", "I haven't joined", "Not sure how many tier
//     credits", "I don't have a players card", "I've never played", "I
//     can never remember", "I never want to set foot", "I can't
//     remember", "I haven't been to", "Not booking anything yet", "I
//     don't know how far", "I never keep track", "My English isn't
//     great", "I don't remember", "I never wrote down", "I don't want any
//     offer to lapse", "I don't need the forms", "I'm no accountant", "I
//     haven't looked in weeks"), answered as usual.
//   - 20 Unknown: 12 exclusions no filter can say (Nevada except Las
//     Vegas; Nevada casinos that aren't tribal, since the type filter
//     takes one value and "not tribal" is commercial or racino; Oklahoma
//     tribal casinos not run by the Chickasaw Nation; Atlantic City
//     casinos that aren't Caesars properties; every program other than
//     Caesars Rewards; my tiers everywhere except Caesars; a host who
//     doesn't speak Spanish; trips that weren't to Borgata; sessions
//     other than blackjack; offers from every casino except Mohegan Sun;
//     vouchers except the redeemed ones, which is open or expired; W-2Gs
//     leaving out keno); a status no single value says exactly (offers
//     that "haven't expired" are available, redeemed or declined); a set
//     nothing computes (Iowa casinos I've "never visited", a directory
//     search against the player's visits); 3 suppositions or conditions
//     the service does not compute or cannot set ("if I lose $500
//     tonight, what will my bankroll be", "if I don't play again until
//     December, will I keep my tier", "set my daily budget to $50 unless
//     I'm on vacation"); a fact nothing keeps (whether one can smoke at
//     Colorado Grande); advice (craps or baccarat tonight); and another
//     person's records (a sister's tier).
//
// No question lacks a field its intent needs, so none expects a missing
// field.
//
// It follows the twenty-ninth part's conventions (a casino named for a
// player action keeps the name as typed; a radius in miles is in
// kilometres to one decimal; a year named for the player's records is
// that calendar year; a month named without a year is its latest one up
// to today, 2026-05-14, so "from March" is 2026-03-01..2026-03-31 and
// "last year" 2025; a town typed without its state is near the
// directory's town with its state; "in <town>" is near that town, and
// so is "<town> casinos" (as the README's "laughlin casinos"); "in
// <state>" is the state; a tier named with its program is not
// ambiguous; a casino's details answer what the directory keeps about it,
// whichever field is asked for; a cap stated is a change proposed;
// another person's records, advice and facts nothing keeps are Unknown).
// Its own choices, where those are silent:
//   - a negation or exclusion is answered only when one filter value
//     says exactly the same set (has_hotel false, has_rewards false,
//     status open, status available, open true); when it would take two
//     values, a "not" over a name or a town, or a set the service does
//     not keep, it is Unknown, even where a looser answer would mostly
//     help: a wrong answer is worse than none;
//   - "haven't redeemed yet" and "haven't used yet" are read, as the
//     brief of this part reads them, as still usable (open, available):
//     "yet" says the player still can; "haven't expired" has no "yet"
//     and takes in redeemed and declined offers, so it is Unknown;
//   - "Bismarck" is in us_cities.csv and no directory town, so it is
//     near "Bismarck, ND"; 40 miles is 64.4 km;
//   - the W-2G game of a "slot jackpot" is "slots" (the catalog's value);
//   - a session limit of "75 minutes at a stretch" is max_minutes 75;
//   - "a weekly budget so I never lose more than $250" is a budget of 250
//     a week (the "never" states the cap);
//   - "Not booking anything yet, but predict the offers each of my
//     casinos will send me" is the prediction for all casinos;
//   - "I don't know which programs would match the tiers I already have"
//     is the tier-match suggestions;
//   - where a message has two sentences, its asking sentence stands alone
//     or points back ("it", "they", "there", "them", "the number"): the
//     details of the Red Garter, the program of Ameristar Casino Hotel
//     Council Bluffs, the Diamond Elite threshold, Indiana's helpline,
//     the Sands Regency prediction, the Cannery Casino progress, the
//     limits, the tier-match suggestions, the Century Casino Cripple
//     Creek trips and the expiring offers are read from both sentences.
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at 17a6aa5, after the session's first rounds (the hundred-
// and-seventeenth to the hundred-and-twenty-first parts) and its probe
// fixes, and no rule changed for it) scored 50 of 60 correct (83.3%):
// precision 94.1% (32 of 34 answers right), recall 80.0% (32 of 40
// answerable), 8 declined and 2 wrong. No expectation was changed after
// it. The wrong ones: "Find me a casino host who doesn't speak Spanish."
// (the hosts who speak Spanish) and "Show my trips that weren't to
// Borgata." (the trips to Borgata).
//
// After its fix round (2026-11-25, branch fix-124, tuningPart124):
// 58/60, 0 wrong, 2 declined; no expectation was changed, and the part
// is barred. The general rules added: a denial unread by any rule, said
// of the thing asked rather than by the asker ("who doesn't speak",
// "that weren't to", "that were not at"), standing right before a value
// read declines, since every filter keeps what has the value
// (deniedValue); the asker's not knowing or not recalling ("I don't
// know", "I can't remember", "not sure") before a wh-word, "if" or
// "whether" frames the question inside it, as "do you know what" does
// (unknowingAt); a closing sentence that only asks the service to look
// it up ("Can you check?") is claimed, and a bare request may point
// back with "them" and a verb of looking up ("Can you find them?"); "at
// a stretch" is one session, as "at a time" is; a W-2G "handed" or
// "given" in the passive is the rule's word; and "only" or "just"
// between the asker and "want" or "need" narrows what the rest reads.
// Still declined: "I haven't joined Boyd Rewards yet; what tiers does
// it have?" (the joining is read as of the asker's tier records) and "I
// don't remember who my hosts are; who are they again?" (its "they" is
// read as pointing to nothing). Every expectation looks right.
func heldOutHundredTwentyFourth(t testing.TB) []expectation {
	return []expectation{
		// The directory: a negation one filter says exactly (no hotel,
		// no rewards program), "only" with a type or rewards filter, a
		// harmless negation, and exclusions no filter can say.
		{query: "Which casinos in South Dakota don't have a hotel?", intent: FindCasinos, params: params{"state": "SD", "has_hotel": false}},
		{query: "Show me Colorado casinos with no rewards program.", intent: FindCasinos, params: params{"state": "CO", "has_rewards": false}},
		{query: "Casinos near Tulsa that don't have hotels", intent: FindCasinos, params: params{"near": "Tulsa, OK", "has_hotel": false}},
		{query: "Any casinos within 40 miles of Bismarck without a hotel?", intent: FindCasinos, params: params{"near": "Bismarck, ND", "radius_km": 64.4, "has_hotel": false}},
		{query: "Only tribal casinos in Arizona, please.", intent: FindCasinos, params: params{"state": "AZ", "type": "tribal"}},
		{query: "I only want racinos in New York, nothing else.", intent: FindCasinos, params: params{"state": "NY", "type": "racino"}},
		{query: "Only show Reno casinos that have a rewards program.", intent: FindCasinos, params: params{"near": "Reno, NV", "has_rewards": true}},
		{query: "I'm not from around here. What casinos are near Shreveport?", intent: FindCasinos, params: params{"near": "Shreveport, LA"}},
		{query: "List the casinos in Nevada except the ones in Las Vegas.", intent: Unknown, params: params{}},
		{query: "What casinos in Nevada aren't tribal?", intent: Unknown, params: params{}},
		{query: "Tribal casinos in Oklahoma not run by the Chickasaw Nation", intent: Unknown, params: params{}},
		{query: "Which Atlantic City casinos aren't Caesars properties?", intent: Unknown, params: params{}},

		// One casino's details with a harmless negation, and a fact the
		// directory does not keep.
		{query: "I've never been to the Red Garter in West Wendover. Does it have a hotel?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Red Garter Hotel and Casino")}},
		{query: "I don't know which rewards program Ameristar Casino Hotel Council Bluffs is part of. Can you look it up?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Ameristar Casino Hotel Council Bluffs")}},
		{query: "Is it true you can't smoke at Colorado Grande?", intent: Unknown, params: params{}},

		// Programs: a ladder, a threshold, the list, a tier-match path
		// asked as a condition, and every program but one.
		{query: "I haven't joined Boyd Rewards yet; what tiers does it have?", intent: ProgramDetail, params: params{"id": programID(t, "Boyd Rewards")}},
		{query: "Not sure how many tier credits Diamond Elite needs in Caesars Rewards. What's the number?", intent: TierRequirement, params: params{"id": programID(t, "Caesars Rewards")}, tier: "Diamond Elite"},
		{query: "I don't have a players card anywhere yet. Which rewards programs do you know about?", intent: ListPrograms, params: params{}},
		{query: "If I get to Diamond with Caesars Rewards, what would MGM Rewards match me to?", intent: TierMatchPaths, params: params{"program": "Caesars Rewards", "to_program": "MGM Rewards"}, tier: "Diamond"},
		{query: "List every rewards program other than Caesars Rewards.", intent: Unknown, params: params{}},

		// Game facts, the W-2G rule (asked with "not" and with "if"),
		// and advice.
		{query: "I've never played craps, so how many rolls an hour does a table get?", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "Is a $1,000 slot jackpot not reportable?", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 1000}},
		{query: "If I win $1,500 at keno, will I be handed a W-2G?", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1500}},
		{query: "Don't give me odds, just tell me whether to play craps or baccarat tonight.", intent: Unknown, params: params{}},

		// Responsible gaming: help lines and self-exclusion, limits
		// proposed with "never", the limits read, and a change on a
		// condition the service cannot hold.
		{query: "I can never remember Indiana's problem gambling hotline. What's the number?", intent: RGHelp, params: params{"topic": "helpline", "state": "IN"}},
		{query: "I never want to set foot in an Ohio casino again, so how do I self-exclude?", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "OH"}},
		{query: "Never let me play longer than 75 minutes at a stretch.", intent: SetSessionLimit, params: params{"max_minutes": 75}},
		{query: "Set a weekly budget so I never lose more than $250.", intent: SetBudget, params: params{"period": "week", "amount": 250}},
		{query: "I can't remember what limits I set. Can you show them?", intent: MyLimits, params: params{}},
		{query: "Set my daily budget to $50 unless I'm on vacation.", intent: Unknown, params: params{}},

		// Comps: an estimate asked as a condition, a prediction at one
		// casino and at all of them.
		{query: "If I play $15 blackjack for 4 hours, what would I earn in comps?", intent: CompEstimate, params: params{"game_type": "blackjack", "avg_bet": 15, "hours": 4}},
		{query: "I haven't been to Sands Regency in months. What offer are they likely to send me?", intent: CompPredict, params: params{"casino_name": "Sands Regency"}},
		{query: "Not booking anything yet, but predict the offers each of my casinos will send me.", intent: CompPredictAll, params: params{}},

		// Tiers: progress at one casino, the player's tiers, tier-match
		// suggestions; every tier but one, and a supposition.
		{query: "I don't know how far I am from the next tier at Cannery Casino. Can you check?", intent: TierProgress, params: params{"casino_name": "Cannery Casino"}},
		{query: "I never keep track of my status. What tier do I hold at each casino?", intent: MyTiers, params: params{}},
		{query: "I don't know which programs would match the tiers I already have. Can you find them?", intent: TierMatchSuggestions, params: params{}},
		{query: "Show my tiers everywhere except Caesars.", intent: Unknown, params: params{}},
		{query: "If I don't play again until December, will I keep my tier at Cannery Casino?", intent: Unknown, params: params{}},

		// Hosts: by language, the player's own, and a language excluded.
		{query: "My English isn't great. Is there a host who speaks Vietnamese?", intent: FindHosts, params: params{"language": "Vietnamese"}},
		{query: "I don't remember who my hosts are; who are they again?", intent: MyHosts, params: params{}},
		{query: "Find me a casino host who doesn't speak Spanish.", intent: Unknown, params: params{}},

		// The player's records: a negated status one value says (open
		// vouchers, available offers, open sessions), "only" with game
		// and month, and ordinary reads with a harmless negation.
		{query: "Which of my vouchers haven't I redeemed yet?", intent: MyVouchers, params: params{"status": "open"}},
		{query: "What offers haven't I used yet?", intent: MyOffers, params: params{"status": "available"}},
		{query: "Do I have any sessions I never ended?", intent: MySessions, params: params{"open": true}},
		{query: "Only my blackjack sessions from March, nothing else.", intent: MySessions, params: params{"game_type": "blackjack", "from": "2026-03-01", "to": "2026-03-31"}},
		{query: "I never wrote down when I went to Century Casino Cripple Creek. Show my trips there last year.", intent: MyTrips, params: params{"casino_name": "Century Casino Cripple Creek", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "I don't want any offer to lapse. Which ones expire in the next 14 days?", intent: ExpiringOffers, params: params{"within_days": 14}},
		{query: "I don't need the forms themselves, just the total I won on W-2Gs in 2023.", intent: W2GTotal, params: params{"tax_year": 2023}},
		{query: "I'm no accountant. What does my 2025 gambling tax summary look like?", intent: TaxSummary, params: params{"tax_year": 2025}},
		{query: "I haven't looked in weeks. What's in my bankroll?", intent: Bankroll, params: params{}},
		{query: "I don't remember every visit. List the casinos I've checked in at.", intent: MyVisits, params: params{}},

		// The player's records with an exclusion no filter says, a status
		// no single value says, a supposition, and another person's.
		{query: "Show my trips that weren't to Borgata.", intent: Unknown, params: params{}},
		{query: "List my sessions other than blackjack.", intent: Unknown, params: params{}},
		{query: "Show offers from every casino except Mohegan Sun.", intent: Unknown, params: params{}},
		{query: "Which casinos in Iowa have I never visited?", intent: Unknown, params: params{}},
		{query: "If I lose $500 tonight, what will my bankroll be?", intent: Unknown, params: params{}},
		{query: "Which of my offers haven't expired?", intent: Unknown, params: params{}},
		{query: "Show my vouchers, except the redeemed ones.", intent: Unknown, params: params{}},
		{query: "My W-2Gs, leaving out the keno ones.", intent: Unknown, params: params{}},
		{query: "What's my sister's tier at Borgata? Don't worry, she said it's fine.", intent: Unknown, params: params{}},
	}
}
