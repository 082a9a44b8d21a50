package ask

import "testing"

// heldOutHundredFortyFirst is the hundred-and-forty-first held-out
// part, written blind and committed BEFORE its first run, by someone
// who had read only what its brief (w141) allows: the service spec and
// the action catalog (both whole); the README's curl examples of the
// directory (lines 89-160) and its section on asking in plain English
// (lines 436-494); the shipped data, never whole, through short python3
// scripts that printed the column names and row counts of casinos.csv,
// rewards_programs.json, program_properties.csv and us_cities.csv,
// every program's name, brand, property and ladder (tier names, amounts
// and units), the casinos (name, state, type, has_hotel) of some eighty
// directory towns drawn at random and whether each town is in
// us_cities.csv and in which states, the directory casinos whose names
// hold each fragment used here, and counts of casinos by state and
// type, by brand and state and by tribal nation, and of program
// properties by state; the whole of the twenty-ninth held-out part and
// the first eighty lines of the twenty-eighth (its header); the block
// of intent constants of ask.go (printed by awk from "const (" to its
// ")"); lines 1-18 of heldout_test.go (the expectation type); the
// slugOf and programID functions of ask_test.go (printed by awk); the
// first and last twenty lines of heldOutParts in score_test.go; and the
// subject of the branch's newest commit (git log -1, which names
// helpers of the rules and quotes no phrase). A listing of the brief
// directory showed the names of other briefs, none of which was opened.
// Never the rules of this package, the tuning phrases or the other
// held-out parts, and go test was never run.
//
// Every name used was checked against data/ with a script: each casino
// named whole (12 Tribes Resort Casino, Creek Nation Casino
// Holdenville, Goldie's Shoreline Casino, Rising Star Casino Resort,
// Bear River Casino Resort, Cher-Ae-Heights Casino, Chisholm Trail
// Casino, Chewelah Casino, Hopland Sho-Ka-Wah Casino) is in the
// directory once, spelled so; each shortened name (Tachi Palace, Bear
// River, Cher-Ae-Heights, Blue Water Resort) is a fragment of exactly
// one casino's name (Tachi Palace Hotel & Casino, Bear River Casino
// Resort, Cher-Ae-Heights Casino, Blue Water Resort and Casino), while
// "12 Tribes" alone names two casinos, so that one is typed whole; each
// town (Holdenville and Duncan, OK; Horton, KS; Silverdale, WA; Lemoore
// and Trinidad, CA) is a directory town of that one state and of no
// other, and none of them is in us_cities.csv under any state; Kansas
// has tribal casinos, Indiana racinos, West Virginia a casino of a
// rewards program, Oklahoma four casinos whose names hold "Kiowa"; and
// the programs and tiers named are in rewards_programs.json (Unity by
// Hard Rock; Tier 4 of Genting Rewards, in tier points; Premier of
// WinStar Club Passport; Emerald of Boyd Rewards; MGM Rewards; Onyx of
// Boyd Rewards).
//
// Its wording is new: each of the sixty messages was checked with a
// case-insensitive fixed-string grep (grep -rilF, file names only) over
// internal/ask/, as typed and without its closing mark. Seven were
// found and reworded before the file was written ("How many rolls an
// hour does a craps table see?", "Limit each of my sessions to 2
// hours.", "What budget and session limits are on my account right
// now?", "Which casino hosts am I connected with?", "How many casino
// check-ins do I have on record?", "What's the total of my W-2G
// winnings for 2025?", "What's my bankroll balance at the moment?");
// the rewordings were checked the same way and none is there. Its
// places and casinos were chosen, where the data allowed, among those
// few earlier files name (by the same kind of grep, counting files): no
// file names Holdenville, Horton, Silverdale, Lemoore, Duncan,
// Trinidad, Goldie's Shoreline, Creek Nation Casino Holdenville, 12
// Tribes or Sho-Ka-Wah; one or two name Tachi Palace, Bear River,
// Cher-Ae-Heights, Chisholm Trail, Chewelah, Blue Water Resort and the
// language Russian (the shipped data keeps no host languages, so none
// could be checked); three name Kiowa and four Rising Star Casino.
// Every state, game and program with a ladder is named by earlier
// parts.
//
// Its theme is a CONTROL part in a new register, HYPOTHETICALS AND
// WHAT-IFS, as players plan and wonder: 40 of the 60 are framed as a
// supposition ("if I", "suppose", "say", "imagine", "what if", "in
// case", "assuming", "were I to", "hypothetically", "let's say",
// "pretend", "had I"), and 20 are ordinary questions in any register.
// 48 expect an answer (28 hypotheticals and the 20 ordinary ones) and
// 12 expect Unknown (all hypotheticals). The answers cover every area:
// searches by town, radius, hotel, type, rewards and family; casino
// details; the list of programs, a ladder and tier thresholds; game
// facts; the W-2G rule; a help line and self-exclusion; budget and
// session limits proposed and the limits read; comp estimates, a
// prediction at one casino and over all of them; tier progress, the
// player's tiers, a tier-match path and suggestions; hosts at a casino,
// by language and the player's own; trips, sessions, visits, vouchers,
// offers and expiring offers, W-2Gs and their total, the tax summary
// and the bankroll. No question lacks a field its intent needs, so none
// expects a missing field.
//
// The 12 Unknowns are hypotheticals that ask what nothing answers, each
// checked against the catalog and the spec:
//   - two counterfactuals about the past: "Had I stuck to blackjack
//     instead of slots last year, would I have lost less?" (no action
//     replays the player's records under another game) and "If I'd
//     cashed out at my peak during my last trip, ..." (sessions keep
//     buy-in and cash-out, never a peak);
//   - two forecasts: "on what date will I hit Onyx with Boyd?"
//     (tier_progress answers the percent to the next tier, the days
//     left to the tier's deadline and the points a day needed,
//     tier_retention_plan what it takes by the deadline; neither
//     forecasts the date the player would get there, and Boyd is a
//     program, not a casino) and "how big will my bankroll be by
//     Christmas?" (bankroll_status is today's balance; nothing projects
//     it);
//   - two about other people's records, a husband's sessions and a
//     father's tier (every action acts for the key's owner and never
//     reveals another account's data);
//   - two asking for advice: whether to quit while ahead tonight, and
//     which of two casinos the service would rather spend a weekend at
//     (no action decides for the player; trip_value_estimate takes one
//     casino with days, hours, game and bet, and compares none);
//   - two in one: the casinos of Trinidad, California and the player's
//     tier at Cher-Ae-Heights, and a weekly budget together with a
//     session cap (two changes are declined, README);
//   - two writes /ask does not run: adding an offer (add_offer) and
//     checking in (check_in); in the catalog only the budget and the
//     session limit are changes /ask proposes.
//
// It follows the twenty-ninth part's conventions (a casino named for a
// player action keeps the name as typed; a host filter by casino is the
// typed words and the directory's name when the words name exactly one
// casino, with no parameter; a radius in miles is in kilometres to one
// decimal, 40 miles 64.4 and 25 miles 40.2; a year named for the
// player's records is that calendar year; a month named without a year
// is its latest one up to today, 2026-05-14, so March is 2026-03; a
// town typed without its state is near the directory's town with its
// state, and "in <town>" is near that town while "in <state>" is the
// state; a family's casinos in a state are the state with q the
// family's name as the directory spells it; a tier named with its
// program is not ambiguous; a casino's details answer whatever the
// directory keeps about it; other people's records, two asks in one and
// writes /ask does not run are Unknown). Its own choices, where those
// are silent:
//   - A supposition frames the question and adds nothing of its own:
//     the ask is read as if asked plainly, and the fields it needs may
//     sit in the supposing clause ("If I played $10 craps for 5 hours,
//     how much would that earn me in comps?" is comp_estimate for
//     craps, avg_bet 10, hours 5; "Suppose I hit $1,250 on a slot
//     machine: would the casino hand me a W-2G?" is the rule for slots
//     and 1250; "Say I end up in Holdenville for a weekend, what
//     casinos could I try there?" is near "Holdenville, OK", "there"
//     pointing back to the town).
//   - A hypothetical change is still the proposal: /ask only proposes a
//     change and runs nothing without confirm, so asking what would
//     happen, or whether the service would do it, is answered by the
//     very proposal (naming the action and its parameters, whose answer
//     says when a raise takes effect). So "If I capped my spending at
//     $400 a month, would you set that up for me?" is a monthly budget
//     of 400, "What happens if I raise my daily budget to $250?" a
//     daily budget of 250, and "Suppose I held every session to 75
//     minutes; can you set that limit?" a session limit of 75 minutes.
//     Only a second change in the same message makes it Unknown.
//   - A time in the frame that no parameter of the intent takes adds
//     nothing: "next month" of a predicted offer at Tachi Palace
//     (predict is for the next period), "this summer" of tier progress
//     at Bear River, "next week" of the offers at Rising Star Casino
//     Resort, "tomorrow" of the tax summary of 2025.
//   - "Assuming I can't get to a casino for the next 20 days, which of
//     my offers will run out in that time?" is expiring offers within
//     20 days.
//   - "$5 a hand on video poker" is an average bet of 5; "2 hours" of a
//     session cap is 120 minutes.
//   - "ban myself from Indiana casinos" is self-exclusion in IN; "If
//     gambling started getting out of hand for me in Washington, who
//     could I call?" is the help line in WA.
//   - "If I signed up for Unity by Hard Rock, what tiers would there
//     be?" is that program's details (its ladder), and "how many tier
//     points would Tier 4 in Genting Rewards take" and "Were I to chase
//     Premier in WinStar Club Passport" are those tiers' thresholds.
//   - "if I brought Emerald status from Boyd Rewards over to MGM
//     Rewards" is the tier-match path from Boyd Rewards' Emerald to MGM
//     Rewards (the tier is named, so "I" does not make it suggestions);
//     "If I asked for a status match with the tiers I have now, which
//     programs would say yes?" is the player's suggestions.
//   - "How often have I checked in at casinos so far?" is the player's
//     visits; "Which open vouchers do I still have?" the vouchers of
//     status open; "Who are the casino hosts I'm linked with?" the
//     player's hosts; "Pull my W-2G forms for 2024." the W-2G list of
//     2024 and "What do my W-2G winnings for 2025 come to in total?"
//     the W-2G total of 2025.
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at d4083e3, after this session's first rules (39426e1,
// from last session's notes), and no rule changed for it) scored 45 of
// 60 correct (75.0%): precision 97.1% (33 of 34 answers right), recall
// 68.8% (33 of 48 answerable), 14 declined and 1 wrong. No expectation
// was changed after it. The wrong one: "Let's say I wanted to visit
// every Kiowa casino in Oklahoma; which are there?" (the visits at
// "Kiowa casino"). Most declines are the hypothetical frame itself
// ("Say I end up in ...", "If I drove through ...", "Suppose I hit
// ...", "Were I to chase ...", "Pretend I'm booking ...", "What happens
// if I raise ...").
//
// After its fix round (2026-11-25, branch fix-141, tuningPart141):
// 58/60, 0 wrong, 2 declined (57/60 before the last merge of main,
// whose rules answer the tiers of a program one signed up for); no
// expectation was changed, and the part is barred. The general rules
// added: a supposition opening a question ("if", "suppose", "say",
// "let's say", "what if", "imagine", "assuming", "pretend", "in case",
// "were I to", the asker its subject; supposedAt) is claimed as a frame
// (claimSupposition) and its clause read as a lead clause up to its
// comma, semicolon or colon (leadClause), a past undone or a change of
// play supposed excepted; "hypothetically" and "theoretically" open a
// question as "honestly" does; a trip supposed, its verb plain or past,
// is one to come (claimTripLeadIn, throughTown); a wish supposed in the
// past wants what one now does; a play supposed is a lead-in of its
// game (claimPlayLeadIn); "would I be up against" is the edge faced;
// "what casinos could I try" asks casinos to visit; a verb's "to" tells
// no place (unknownPlaceTold); "what happens if I raise my daily budget
// to $250" is the change proposed (claimSupposedChange); a visit wished
// for ("wanted to visit every Kiowa casino") is no record; and the day
// one will reach a tier, or whether one keeps it, is a forecast
// declined (dayToComeAsked, keptToComeAsked), as is what a supposition
// would bring ("what tier would I get", supposedResultAsked) read as
// the tiers held now. Still declined: the Kiowa casinos one wanted to
// visit, and whom to call if gambling got out of hand in Washington.
func heldOutHundredFortyFirst(t testing.TB) []expectation {
	return []expectation{
		// The directory: a town supposed, a radius, a hotel, a type, rewards
		// and a family, and ordinary searches by town, radius and type.
		{query: "Say I end up in Holdenville for a weekend, what casinos could I try there?", intent: FindCasinos, params: params{"near": "Holdenville, OK"}},
		{query: "If I drove through Horton, which casinos would be within 40 miles?", intent: FindCasinos, params: params{"near": "Horton, KS", "radius_km": 64.4}},
		{query: "Suppose I'm staying in Silverdale, Washington; are there any casinos with a hotel around there?", intent: FindCasinos, params: params{"near": "Silverdale, WA", "has_hotel": true}},
		{query: "What if I only wanted tribal casinos in Kansas, which ones would that be?", intent: FindCasinos, params: params{"state": "KS", "type": "tribal"}},
		{query: "Assuming I want to earn points everywhere I go, which West Virginia casinos have a rewards program?", intent: FindCasinos, params: params{"state": "WV", "has_rewards": true}},
		{query: "Let's say I wanted to visit every Kiowa casino in Oklahoma; which are there?", intent: FindCasinos, params: params{"state": "OK", "q": "Kiowa"}},
		{query: "casinos within 25 miles of Lemoore", intent: FindCasinos, params: params{"near": "Lemoore, CA", "radius_km": 40.2}},
		{query: "Are there any casinos in Duncan, Oklahoma?", intent: FindCasinos, params: params{"near": "Duncan, OK"}},
		{query: "Which racinos are there in Indiana?", intent: FindCasinos, params: params{"state": "IN", "type": "racino"}},

		// One casino's details.
		{query: "Pretend I'm booking 12 Tribes Resort Casino: how many hotel rooms does it have?", intent: CasinoDetail, params: params{"slug": slugOf(t, "12 Tribes Resort Casino")}},
		{query: "How many table games does Creek Nation Casino Holdenville have?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Creek Nation Casino Holdenville")}},
		{query: "Tell me about Goldie's Shoreline Casino.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Goldie's Shoreline Casino")}},

		// Programs: the list, a ladder, and tier thresholds supposed.
		{query: "Which rewards programs do you keep on file?", intent: ListPrograms, params: params{}},
		{query: "If I signed up for Unity by Hard Rock, what tiers would there be?", intent: ProgramDetail, params: params{"id": programID(t, "Unity by Hard Rock")}},
		{query: "Hypothetically, how many tier points would Tier 4 in Genting Rewards take?", intent: TierRequirement, params: params{"id": programID(t, "Genting Rewards")}, tier: "Tier 4"},
		{query: "Were I to chase Premier in WinStar Club Passport, how many points would that take?", intent: TierRequirement, params: params{"id": programID(t, "WinStar Club Passport")}, tier: "Premier"},

		// Game facts and the W-2G rule.
		{query: "If I sat down at a baccarat table, what house edge would I be up against?", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "How many rolls per hour happen at a craps game?", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "Suppose I hit $1,250 on a slot machine: would the casino hand me a W-2G?", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 1250}},
		{query: "Is a $6,000 poker tournament win reportable on a W-2G?", intent: W2GRule, params: params{"game_type": "poker", "amount_won": 6000}},

		// Responsible-gaming help by state, supposed.
		{query: "In case I ever need to ban myself from Indiana casinos, how would I go about it?", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "IN"}},
		{query: "If gambling started getting out of hand for me in Washington, who could I call?", intent: RGHelp, params: params{"topic": "helpline", "state": "WA"}},

		// The player's limits: changes supposed are still proposed, a plain
		// change, and the limits read.
		{query: "If I capped my spending at $400 a month, would you set that up for me?", intent: SetBudget, params: params{"period": "month", "amount": 400}},
		{query: "What happens if I raise my daily budget to $250?", intent: SetBudget, params: params{"period": "day", "amount": 250}},
		{query: "Suppose I held every session to 75 minutes; can you set that limit?", intent: SetSessionLimit, params: params{"max_minutes": 75}},
		{query: "Cap every session of mine at 2 hours.", intent: SetSessionLimit, params: params{"max_minutes": 120}},
		{query: "Which budget and session limits have I put in place?", intent: MyLimits, params: params{}},

		// Comps: estimates of play supposed, a prediction at one casino and
		// over all of them.
		{query: "If I played $10 craps for 5 hours, how much would that earn me in comps?", intent: CompEstimate, params: params{"game_type": "craps", "avg_bet": 10, "hours": 5}},
		{query: "Imagine I bet $5 a hand on video poker for 2 hours; what would that be worth in comps?", intent: CompEstimate, params: params{"game_type": "video_poker", "avg_bet": 5, "hours": 2}},
		{query: "If I went back to Tachi Palace next month, what offer would they likely send me?", intent: CompPredict, params: params{"casino_name": "Tachi Palace"}},
		{query: "Rank my casinos by the offer each is likely to send next.", intent: CompPredictAll, params: params{}},

		// Tiers: progress at one casino, the player's tiers, a tier-match
		// path and suggestions.
		{query: "Say I go back to Bear River this summer; how many points am I from my next tier there?", intent: TierProgress, params: params{"casino_name": "Bear River"}},
		{query: "Show my tier status at every casino I play.", intent: MyTiers, params: params{}},
		{query: "Hypothetically, if I brought Emerald status from Boyd Rewards over to MGM Rewards, what tier would they match me at?", intent: TierMatchPaths, params: params{"program": "Boyd Rewards", "to_program": "MGM Rewards"}, tier: "Emerald"},
		{query: "If I asked for a status match with the tiers I have now, which programs would say yes?", intent: TierMatchSuggestions, params: params{}},

		// Hosts at a casino, by language, and the player's own.
		{query: "Suppose I wanted a host at Blue Water Resort; is anyone there taking new players?", intent: FindHosts, params: params{}, filter: []string{"Blue Water Resort", "Blue Water Resort and Casino"}},
		{query: "If I needed a host who speaks Russian, could you find me one?", intent: FindHosts, params: params{"language": "Russian"}},
		{query: "Who are the casino hosts I'm linked with?", intent: MyHosts, params: params{}},

		// The player's records: trips, sessions, visits, vouchers, offers
		// and expiring offers, W-2Gs and their total, the tax year and the
		// bankroll.
		{query: "Show my trips to Cher-Ae-Heights in 2025.", intent: MyTrips, params: params{"casino_name": "Cher-Ae-Heights", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "List my keno sessions in March.", intent: MySessions, params: params{"game_type": "keno", "from": "2026-03-01", "to": "2026-03-31"}},
		{query: "How often have I checked in at casinos so far?", intent: MyVisits, params: params{}},
		{query: "Which open vouchers do I still have?", intent: MyVouchers, params: params{"status": "open"}},
		{query: "If I drove up to Rising Star Casino Resort next week, what offers would I have waiting there?", intent: MyOffers, params: params{"casino_name": "Rising Star Casino Resort"}},
		{query: "Assuming I can't get to a casino for the next 20 days, which of my offers will run out in that time?", intent: ExpiringOffers, params: params{"within_days": 20}},
		{query: "Pull my W-2G forms for 2024.", intent: MyW2Gs, params: params{"tax_year": 2024}},
		{query: "What do my W-2G winnings for 2025 come to in total?", intent: W2GTotal, params: params{"tax_year": 2025}},
		{query: "Suppose I filed my taxes tomorrow: what's my net gambling result for 2025?", intent: TaxSummary, params: params{"tax_year": 2025}},
		{query: "Where does my bankroll stand at the moment?", intent: Bankroll, params: params{}},

		// Unknown: counterfactuals about the past.
		{query: "Had I stuck to blackjack instead of slots last year, would I have lost less?", intent: Unknown, params: params{}},
		{query: "If I'd cashed out at my peak during my last trip, how much more would I have walked away with?", intent: Unknown, params: params{}},

		// Unknown: forecasts no action makes.
		{query: "If I keep playing at this pace, on what date will I hit Onyx with Boyd?", intent: Unknown, params: params{}},
		{query: "Assuming my luck holds, how big will my bankroll be by Christmas?", intent: Unknown, params: params{}},

		// Unknown: other people's records.
		{query: "What if I wanted to see my husband's sessions from April?", intent: Unknown, params: params{}},
		{query: "Say my dad wants to know his tier at Chisholm Trail Casino; can you look it up?", intent: Unknown, params: params{}},

		// Unknown: advice.
		{query: "If you were me, would you quit while I'm ahead tonight?", intent: Unknown, params: params{}},
		{query: "Hypothetically, would you rather spend a weekend at Bear River Casino Resort or Cher-Ae-Heights Casino?", intent: Unknown, params: params{}},

		// Unknown: two asks, or two changes, in one.
		{query: "Suppose I go to Trinidad, California: what casinos are there, and what tier am I at Cher-Ae-Heights?", intent: Unknown, params: params{}},
		{query: "If I set a $200 weekly budget, could you also cap my sessions at 2 hours?", intent: Unknown, params: params{}},

		// Unknown: writes /ask does not run.
		{query: "Say I just got a $50 free play offer from Chewelah Casino; add it to my offers.", intent: Unknown, params: params{}},
		{query: "In case I forget later, check me in at Hopland Sho-Ka-Wah Casino for today.", intent: Unknown, params: params{}},
	}
}
