package ask

import "testing"

// heldOutThirtySecond is a thirty-second held-out part, written blind and
// committed BEFORE its first run: by someone who had read only the writer's
// brief, the action catalog and the service spec (both whole), the
// README's curl examples of the directory (lines 89-155) and its section on
// /ask (lines 428-480), the shipped data (the header and first lines of
// casinos.csv, rewards_programs.json's first program whole and every
// program's tier names, amounts and units, program_properties.csv's head,
// its count of casinos per program and its MGM, Boyd, Caesars, Lucky Star
// and WinStar rows, and short scripts' listings of casino types per state,
// of towns with their casinos, types and has_hotel, and of the casinos
// matching the names used here), the whole of the twenty-ninth held-out
// part and the first 80 lines of the twenty-eighth, the block of intent
// constants of ask.go (lines 19-62), the expectation type (lines 1-18 of
// heldout_test.go), the slugOf and programID helpers (lines 66-91 of
// ask_test.go) and the heldOutParts function of score_test.go; a listing
// of this package's file names and of data/, and a git log printing the
// subjects of the branch's three newest commits (they name "my casinos",
// "the casino", "parx" and an offers check; none is used or imitated
// here). Never the rules of this package, the tuning phrases or the other
// held-out parts. Every casino and program name passed to slugOf,
// programID or a filter was checked against data/ with a short script.
// Its wording is new: each phrase was checked with a case-insensitive
// fixed-string grep (file names only) against every test file of this
// package, as written and without its closing mark; none was found. Its
// towns, casinos and families were chosen among those no earlier test file
// names (same kind of grep, file names only): Livermore, Marysville,
// Coachella, Grove, Anadarko, Silver Springs, Terral, Salem, the Comanche
// and Desert Diamond casinos, MGM Northfield Park, Treasure Chest Casino,
// Harrah's Metropolis Casino Hotel, Evangeline Downs Racetrack Casino,
// Amelia Belle Casino, Jokers Wild Casino, Isle of Capri Casino Waterloo,
// Eldorado Scioto Downs, Texoma Gaming Center, Black Mesa Casino, Riverstar
// Casino, and the host language Amharic. The states, programs, tiers
// (Sapphire, Diamond Elite, Pearl, Emerald) and games are all named by
// earlier parts.
//
// Its theme is negations, exclusions, conditions and qualifiers (30 of
// 60: "aren't tribal", "other than racinos", "skip any tribal ones",
// "without a hotel", "don't have a hotel", "no rewards program", "aren't
// in any rewards program", "only ones with a hotel", "just the top one",
// "only the ones above", "if I only play slots", "nothing else", "if I
// win", "not the national program", "unless that needs a cooling-off
// period", "and no more", "if I play", "if I keep up my current pace",
// "if there's no host at X, who else", "only one taking new players",
// "only ... from this year", "not counting the ones to", "I haven't ended
// yet", "that I can still use", "except the expired ones", "only my free
// play offers", "before any withholding", "except the keno ones"), mixed
// with ordinary questions in any register (30 of 60) so that every area is
// covered: place, near, radius, hotel, type, rewards and family searches,
// casino details, programs, ladders and one tier's threshold, game facts,
// the W-2G rule, help lines and self-exclusion, budget and session limits
// (proposed) and the limits read, comp predictions (one casino and all)
// and an estimate, tier progress and the player's tiers, hosts (at a
// casino, by language, anywhere, the player's own), tier-match suggestions
// and a path, trips, sessions, visits, vouchers, offers and expiring
// offers, W-2G lists and totals, the tax summary and the bankroll. 8 of
// 60 expect Unknown: 7 of the theme's (a condition no parameter expresses)
// and 1 ordinary (off topic). No question lacks a field its intent needs,
// so none expects a missing field.
//
// It follows the twenty-ninth part's conventions (a casino named for a
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
// silent, each with its reason from the spec:
//   - The test for every negation, exclusion, condition or qualifier: if a
//     parameter of the action expresses it, the expectation carries that
//     parameter; if none does, but the answer without it is still true
//     and complete for the question (the condition is the premise of the
//     answer, or the part asked is a labelled part of the one answer),
//     the intent is expected with no extra parameter; if none does and
//     the answer without it would list items the question excludes (or
//     leave out items it asks for) while presenting them as the answer,
//     Unknown.
//   - Expressible as a parameter: "without a hotel" / "don't have a hotel"
//     is has_hotel=false and "only ones with a hotel" has_hotel=true
//     (README: has_hotel=true is a query parameter of the search by place,
//     and the Casino has has_hotel); "no rewards program" / "aren't in any
//     rewards program" is has_rewards=false (the spec's has_rewards is a
//     boolean filter); "around <town>" is near that town; "only the
//     racinos" is the type racino; "only ... from this year" is from
//     2026-01-01 to 2026-12-31 (list_trips filters from and to; this year
//     is a year named); "sessions I haven't ended yet" is open=true
//     (list_sessions filters open; a session is open until end_session);
//     "offers ... that I can still use" is status available (the only
//     state from which an offer can still be redeemed: redeemed, declined
//     and expired are final, and an offer past its expiration reads as
//     expired).
//   - Answered without an extra parameter, the answer itself holding what
//     the qualifier picks: "MGM Northfield Park's tiers, just the top one"
//     is that casino's details (GET /v1/casinos/{slug} answers the casino
//     with its rewards program and its tier ladder, level by level, so
//     the top tier is in it; the words name a casino, not a program);
//     "Boyd Rewards tiers, only the ones above Sapphire" is that program's
//     details (its ladder by level); "Just the house edge for video poker,
//     nothing else" is video poker's game facts; "My W-2G winnings for
//     2025 in total, before any withholding" is the W-2G total of 2025
//     (the amounts won, withholding apart).
//   - Answered without an extra parameter, the condition being the answer's
//     premise: "How many tier credits for Diamond Elite in Caesars Rewards
//     if I only play slots?" is that tier's threshold (one amount in tier
//     credits per calendar year whatever the game); "If I win $1,250 on a
//     slot machine, will I get a W-2G?" is the rule for slots and 1250
//     (w2g_threshold_check takes game_type and amount_won); "If I play
//     $15 craps for 4 hours, what comps might I get?" is the estimate for
//     craps, avg_bet 15, hours 4; "How close am I to the next tier at
//     Jokers Wild if I keep up my current pace?" is tier_progress there
//     (it answers days left and points per day needed); "Lower my daily
//     budget to $40 unless that needs a cooling-off period" is the daily
//     budget of 40 proposed (the spec: lowering takes effect at once, only
//     raising waits 24 hours, so the condition holds, and a change is only
//     proposed until confirmed); "Set a session limit of 75 minutes and no
//     more" is a session limit of 75; "I want a host who speaks Amharic,
//     but only one taking new players" is find_hosts in Amharic
//     (search_hosts answers hosts accepting new players only); "If
//     there's no host at Isle of Capri Waterloo, who else could I talk
//     to?" is find_hosts with no filter and no parameter (the condition
//     cannot be a parameter, but the hosts accepting new players anywhere
//     answer both branches truthfully: those at that casino if any, and
//     the others; a filter to that casino would leave "who else"
//     unanswered); "Self-exclusion in Indiana, not the national program"
//     and "A gambling help line for Mississippi, not a national one" are
//     the state's resource (the state is the parameter that excludes the
//     national ones).
//   - Unknown, no parameter expresses the condition and the answer without
//     it would be wrong as an answer: "Casinos in Louisiana that aren't
//     tribal", "Iowa casinos other than racinos" and "Casinos near
//     Marysville, California, but skip any tribal ones" (type takes one
//     value and no negation; the spec names the values commercial,
//     tribal, racino and others, so the complement of one type is never
//     one value; Louisiana and Iowa hold all three shipped types and
//     Marysville a tribal and a commercial casino, so the plain search
//     lists the excluded ones); "My trips, not counting the ones to Black
//     Mesa" (list_trips filters one casino_name, never all but one); "Show
//     all my offers except the expired ones" (list_offers filters one
//     status, and the complement of expired is three: available, redeemed
//     and declined); "Only my free play offers, please" (list_offers has
//     no offer_type filter, so the list would show rooms and food as free
//     play; a positive qualifier no parameter carries); "My 2025 W-2Gs,
//     except the keno ones" (list_w2g filters tax_year only).
//   - Unknown, off topic: a good buffet in Coachella (a town of the
//     directory, but dining is no answer of the service).
//   - Ordinary half: "Silver Springs" is near "Silver Springs, NV";
//     "Salem, New Hampshire" near "Salem, NH"; "within 10 miles of Terral"
//     near "Terral, OK" within 16.1 km; "within 25 miles of Grove" near
//     "Grove, OK" within 40.2 km; "the Desert Diamond casinos in Arizona"
//     is AZ with q "Desert Diamond"; "the Comanche casinos in Oklahoma" is
//     OK with q "Comanche"; "Tell me about Harrah's Metropolis" is the
//     details of Harrah's Metropolis Casino Hotel and "Evangeline Downs"
//     those of Evangeline Downs Racetrack Casino (the one casino each
//     names); "Can I match my Boyd Emerald over to Caesars Rewards?" is the
//     path from Boyd Rewards' Emerald to Caesars Rewards (the tier is
//     named, so not the player's suggestions); "hosts at Scioto Downs" is
//     find_hosts filtered to "Scioto Downs" and Eldorado Scioto Downs;
//     "My blackjack sessions at Riverstar in March" are those of March
//     2026 at "Riverstar" as typed; "Which vouchers have I redeemed?" has
//     the status redeemed; "List every check-in I've made at a casino" is
//     the player's visits; "Do any of my offers expire in the next 10
//     days?" is the expiring offers within 10 days; "Predict the offers
//     I'll get from each casino I play at" is the prediction for all.
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at the commit that added this part to main, with the
// rules as the twenty-ninth part's round left them and no rule changed
// for this part) scored 43 of 60 correct (71.7%): precision 86.4% (38 of
// 44 answers right), recall 73.1% (38 of 52 answerable), 11 declined and
// 6 wrong. No expectation was changed after it. The wrong ones: "I want a
// host who speaks Amharic, but only one taking new players." (no
// language), "My trips, not counting the ones to Black Mesa." (the trips
// to Black Mesa), "Sessions I haven't ended yet" (every session, not the
// open ones), "Offers from Texoma Gaming Center that I can still use" (no
// status), "Show all my offers except the expired ones." (the expired
// ones) and "Only my free play offers, please." (every offer). Declined:
// "Casinos within 25 miles of Grove, but only ones with a hotel", "The
// Comanche casinos in Oklahoma, only the ones with a hotel", "Casinos
// near Anadarko that aren't in any rewards program", "MGM Northfield
// Park's tiers, just the top one.", "Boyd Rewards tiers, only the ones
// above Sapphire.", "How many tier credits for Diamond Elite in Caesars
// Rewards if I only play slots?", "Just the house edge for video poker,
// nothing else.", "Lower my daily budget to $40 unless that needs a
// cooling-off period.", "How close am I to the next tier at Jokers Wild
// if I keep up my current pace?", "If there's no host at Isle of Capri
// Waterloo, who else could I talk to?" and "List every check-in I've
// made at a casino.".
//
// After its fix round, it scores 60 of 60 (100%), none declined and none
// wrong, with no expectation changed. The general rules added: a reading
// of the records with an exclusion ("except", "not counting", "other
// than", "apart from", ", not the ones ...") or an "unless" declines, and
// so do offers narrowed to one kind ("only my free play offers") and "not
// the expired ones"; offers "I can still use" are available ("did I use"
// redeemed), sessions "I haven't ended" open, "aren't in any rewards
// program" has_rewards=false, and less common host languages are read;
// "only"/"just" opening a clause, a closing "only" and "nothing else"
// narrow to what the rest reads; tiers "above" a tier are the ladder; "if
// I only play slots" on a threshold and "if I keep up my current pace" on
// the progress are premises; "unless that needs a cooling-off" on a limit
// lowered holds; "every check-in I've made" is the visits and "at a
// casino" no name; "if there's no host at X, who else" is the hosts
// anywhere.
func heldOutThirtySecond(t testing.TB) []expectation {
	return []expectation{
		// The directory: exclusions no parameter expresses, negated and
		// limited filters the search has, and ordinary searches.
		{query: "Casinos in Louisiana that aren't tribal", intent: Unknown, params: params{}},
		{query: "Iowa casinos other than racinos, please.", intent: Unknown, params: params{}},
		{query: "Casinos near Marysville, California, but skip any tribal ones.", intent: Unknown, params: params{}},
		{query: "Casinos near Livermore without a hotel", intent: FindCasinos, params: params{"near": "Livermore, CA", "has_hotel": false}},
		{query: "Tribal casinos around Coachella that don't have a hotel", intent: FindCasinos, params: params{"near": "Coachella, CA", "type": "tribal", "has_hotel": false}},
		{query: "Which Mississippi casinos have no rewards program?", intent: FindCasinos, params: params{"state": "MS", "has_rewards": false}},
		{query: "Casinos within 25 miles of Grove, but only ones with a hotel", intent: FindCasinos, params: params{"near": "Grove, OK", "radius_km": 40.2, "has_hotel": true}},
		{query: "The Comanche casinos in Oklahoma, only the ones with a hotel", intent: FindCasinos, params: params{"state": "OK", "q": "Comanche", "has_hotel": true}},
		{query: "Casinos near Anadarko that aren't in any rewards program", intent: FindCasinos, params: params{"near": "Anadarko, OK", "has_rewards": false}},
		{query: "What casinos are there in Silver Springs?", intent: FindCasinos, params: params{"near": "Silver Springs, NV"}},
		{query: "Show me the Desert Diamond casinos in Arizona.", intent: FindCasinos, params: params{"state": "AZ", "q": "Desert Diamond"}},
		{query: "casinos within 10 miles of Terral", intent: FindCasinos, params: params{"near": "Terral, OK", "radius_km": 16.1}},
		{query: "Which commercial casinos are in South Dakota?", intent: FindCasinos, params: params{"state": "SD", "type": "commercial"}},
		{query: "Is there a casino in Salem, New Hampshire?", intent: FindCasinos, params: params{"near": "Salem, NH"}},
		{query: "Racinos in New Mexico?", intent: FindCasinos, params: params{"state": "NM", "type": "racino"}},

		// One casino's details (its ladder's top tier among them).
		{query: "MGM Northfield Park's tiers, just the top one.", intent: CasinoDetail, params: params{"slug": slugOf(t, "MGM Northfield Park")}},
		{query: "Does Treasure Chest Casino have a hotel?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Treasure Chest Casino")}},
		{query: "Tell me about Harrah's Metropolis.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Harrah's Metropolis Casino Hotel")}},
		{query: "How many slot machines are at Evangeline Downs?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Evangeline Downs Racetrack Casino")}},

		// Programs: the list, part of a ladder, thresholds (one with a
		// condition that does not change it).
		{query: "Which loyalty programs does the directory cover?", intent: ListPrograms, params: params{}},
		{query: "Boyd Rewards tiers, only the ones above Sapphire.", intent: ProgramDetail, params: params{"id": programID(t, "Boyd Rewards")}},
		{query: "How many tier credits for Diamond Elite in Caesars Rewards if I only play slots?", intent: TierRequirement, params: params{"id": programID(t, "Caesars Rewards")}, tier: "Diamond Elite"},
		{query: "What does it take to reach Pearl in MGM Rewards?", intent: TierRequirement, params: params{"id": programID(t, "MGM Rewards")}, tier: "Pearl"},

		// Game facts and the W-2G rule.
		{query: "Just the house edge for video poker, nothing else.", intent: GameFacts, params: params{"game_type": "video_poker"}},
		{query: "How many rolls an hour does a craps table see?", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "If I win $1,250 on a slot machine, will I get a W-2G?", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 1250}},
		{query: "Does a $2,000 keno win get a W-2G?", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 2000}},

		// Responsible-gaming help: the state's, not the national.
		{query: "Self-exclusion in Indiana, not the national program.", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "IN"}},
		{query: "A gambling help line for Mississippi, not a national one.", intent: RGHelp, params: params{"topic": "helpline", "state": "MS"}},

		// The player's limits: changes proposed (with a condition the
		// spec settles, and a cap), and the limits read.
		{query: "Lower my daily budget to $40 unless that needs a cooling-off period.", intent: SetBudget, params: params{"period": "day", "amount": 40}},
		{query: "Put me on a $250 weekly budget.", intent: SetBudget, params: params{"period": "week", "amount": 250}},
		{query: "Set a session limit of 75 minutes and no more.", intent: SetSessionLimit, params: params{"max_minutes": 75}},
		{query: "Do I have any limits on my account right now?", intent: MyLimits, params: params{}},

		// Comps: an estimate stated as a condition, predictions.
		{query: "If I play $15 craps for 4 hours, what comps might I get?", intent: CompEstimate, params: params{"game_type": "craps", "avg_bet": 15, "hours": 4}},
		{query: "What will Amelia Belle probably offer me next?", intent: CompPredict, params: params{"casino_name": "Amelia Belle"}},
		{query: "Predict the offers I'll get from each casino I play at.", intent: CompPredictAll, params: params{}},

		// Tiers: progress under a condition, the player's tiers, matches.
		{query: "How close am I to the next tier at Jokers Wild if I keep up my current pace?", intent: TierProgress, params: params{"casino_name": "Jokers Wild"}},
		{query: "Show my tier at every casino I play.", intent: MyTiers, params: params{}},
		{query: "Where could my current tiers get me a status match?", intent: TierMatchSuggestions, params: params{}},
		{query: "Can I match my Boyd Emerald over to Caesars Rewards?", intent: TierMatchPaths, params: params{"program": "Boyd Rewards", "to_program": "Caesars Rewards"}, tier: "Emerald"},

		// Hosts: a conditional, a language, a casino, the player's own.
		{query: "If there's no host at Isle of Capri Waterloo, who else could I talk to?", intent: FindHosts, params: params{}},
		{query: "I want a host who speaks Amharic, but only one taking new players.", intent: FindHosts, params: params{"language": "Amharic"}},
		{query: "Are there any hosts at Scioto Downs?", intent: FindHosts, params: params{}, filter: []string{"Scioto Downs", "Eldorado Scioto Downs"}},
		{query: "Which hosts am I connected with?", intent: MyHosts, params: params{}},

		// The player's records: qualifiers the filters carry, exclusions
		// they cannot, and ordinary reads.
		{query: "Only show my trips from this year.", intent: MyTrips, params: params{"from": "2026-01-01", "to": "2026-12-31"}},
		{query: "My trips, not counting the ones to Black Mesa.", intent: Unknown, params: params{}},
		{query: "Sessions I haven't ended yet", intent: MySessions, params: params{"open": true}},
		{query: "My blackjack sessions at Riverstar in March.", intent: MySessions, params: params{"casino_name": "Riverstar", "game_type": "blackjack", "from": "2026-03-01", "to": "2026-03-31"}},
		{query: "List every check-in I've made at a casino.", intent: MyVisits, params: params{}},
		{query: "Which vouchers have I redeemed?", intent: MyVouchers, params: params{"status": "redeemed"}},
		{query: "Offers from Texoma Gaming Center that I can still use", intent: MyOffers, params: params{"casino_name": "Texoma Gaming Center", "status": "available"}},
		{query: "Show all my offers except the expired ones.", intent: Unknown, params: params{}},
		{query: "Only my free play offers, please.", intent: Unknown, params: params{}},
		{query: "Do any of my offers expire in the next 10 days?", intent: ExpiringOffers, params: params{"within_days": 10}},
		{query: "Show my W-2G forms for 2024.", intent: MyW2Gs, params: params{"tax_year": 2024}},
		{query: "My 2025 W-2Gs, except the keno ones.", intent: Unknown, params: params{}},
		{query: "My W-2G winnings for 2025 in total, before any withholding.", intent: W2GTotal, params: params{"tax_year": 2025}},
		{query: "Show my tax summary for 2024.", intent: TaxSummary, params: params{"tax_year": 2024}},
		{query: "What's my bankroll balance today?", intent: Bankroll, params: params{}},

		// Off topic, with a town of the directory in it.
		{query: "Where's a good buffet in Coachella?", intent: Unknown, params: params{}},
	}
}
