package ask

import "testing"

// heldOutFortieth is a fortieth held-out part, written blind and committed
// BEFORE its first run: by someone who had read only the action catalog and
// the service spec (shared/spec/actions.md and service-spec.md, both
// whole), the README's curl examples of the directory (lines 89-155) and
// its section on /ask (lines 428-480), the shipped data (casinos.csv,
// rewards_programs.json and program_properties.csv, listed with short
// scripts for real casino, program and tier names, each tier's
// qualification, amount, unit, benefits and verified flag, each program's
// tier_period, earning and ladder_note, towns, states, types, brands and
// has_hotel; a listing of data/, data/schema and data/seed was printed
// too), the whole of the twenty-ninth held-out part and the first eighty
// lines of the twenty-eighth (its header), the block of intent constants
// of ask.go (lines 19-62), the expectation type (lines 1-18 of
// heldout_test.go), the slugOf and programID helpers (lines 66-91 of
// ask_test.go) and the heldOutParts function of score_test.go; never the
// rules of this package, the tuning phrases or the other held-out parts. A
// git log printed the subjects of the branch's five newest commits (they
// quote a few tuning phrases, "anywhere to gamble", "we are retired, ...",
// "I'm on a fixed income, so ..."; none is used or imitated here), and a
// line count of the heldout3*_test.go files was printed by mistake (file
// names and numbers of lines only, no content; a grep of the thirty-eighth
// part for a date printed nothing). Every casino and program
// name passed to slugOf or programID, and every program named in the
// parameters, was checked against data/ with a short script. Its wording
// is new: each phrase was checked with a case-insensitive fixed-string
// grep (file names only) against every test file of this package, without
// its closing mark; four were found there and replaced ("How many hands an
// hour does a baccarat table deal?", "Show my casino check-ins.", "Give me
// my 2024 gambling tax summary.", "What's my bankroll balance right
// now?"), and none of the sixty is there now. Its places and casinos were
// chosen, where the data allowed, among those no earlier test file names
// (the same kind of grep, file names only): Parker, West Memphis, Pine
// Bluff, Luxor, Park MGM, Harrah's Hoosier Park, Santa Fe Station Hotel &
// Casino, Golden Nugget Las Vegas, Lucky Eagle Casino & Hotel (the full
// name: "Lucky Eagle" alone also names Kickapoo Lucky Eagle Casino Hotel),
// Wild Horse Pass, Blue Water Resort and Casino, Flamingo Las Vegas and
// Cromwell Las Vegas; the Gila River family is named by one earlier file.
// Every program, every tier named and every state are named by earlier
// parts (there are only twenty-one programs).
//
// Its theme is rewards programs and tiers in depth (36 of 60), mixed with
// ordinary questions of the other areas (24 of 60). Every program of
// rewards_programs.json that has a ladder is asked about: Caesars Rewards,
// MGM Rewards, Boyd Rewards, Unity by Hard Rock (one tier, Star, known),
// WinStar Club Passport, Genting Rewards (Tier 1 to Tier 5, unverified),
// True Rewards (four tiers, no threshold published) and Lucky Star Rewards
// (only the entry status's threshold published); and programs whose
// ladders the data does not have (tiers empty: Wynn Rewards, Choctaw
// Rewards Club, Foxwoods Rewards, and through a casino my|Rewards Boarding
// Pass and 24K Select Club). They are asked about in many ways: the whole
// ladder, one tier's threshold and its unit, the qualification period,
// a tier's benefits, the entry tier, the tier after or before a named one,
// the top tier, which program a casino uses, tier-match paths between two
// named programs from a named tier, the player's tiers, progress to the
// next tier at a casino and tier-match suggestions. The ordinary 24 cover
// the other areas: place, near, radius, hotel, type, rewards and family
// searches, game facts, the W-2G rule, a help line and self-exclusion,
// budget and session limits (proposed) and the limits read, a comp
// prediction and an estimate, hosts at a casino, trips, sessions, visits,
// vouchers, offers and expiring offers, W-2G lists and totals, the tax
// summary and the bankroll (casino details, tier progress, the player's
// tiers and tier matches are in the rewards 36).
//
// Counts: 6 of 60 expect Unknown (5 in the rewards 36: a ranking of
// programs, a comparison of two programs, the money value of a tier
// credit, a tier upgrade asked for, another person's tier; 1 in the
// ordinary 24: a buffet). Registers: 36 plain questions, 14 requests
// (imperatives), 7 lower-case phone typing with no closing mark, and 3
// with a clause of context before the question. No question lacks a
// field its intent needs, so none expects a missing field.
//
// It follows the twenty-ninth part's conventions (a casino named for a
// player action keeps the name as typed; a host filter by casino is the
// typed words and the directory's name when the words name exactly one
// casino; a radius in miles is in kilometres to one decimal; a year named
// for the player's records is that calendar year, a month named with its
// year that month; a town typed without its state is near the directory's
// town with its state; "in <state>" is the state; a family's casinos in a
// state are the state with q the family's name as the directory spells
// it; a tier named with its program is not ambiguous; a casino's details
// answer what the directory keeps about it, whichever field is asked for;
// "the highest tier", "the entry-level tier" of a program are that
// program's details; a tier-match path names the source program, the
// target program and the tier, and "I"/"my" with a tier named does not
// make it the player's suggestions; a limit of money in a period is a
// budget; off-topic questions are Unknown). Its own choices, where those
// are silent, with the reason from the spec and the data:
//   - The whole ladder, the entry tier, the top tier, how many tiers, and
//     the tier just after or just before a named one are the program's
//     details (GET /v1/rewards-programs/{id} answers "RewardsProgram plus
//     tiers: Tier[]", each tier with its name and level, so the ladder
//     is read level by level): "every status level in Boyd Rewards,
//     bottom to top", "a brand-new WinStar Club Passport member start
//     in", "what status do I begin at" in Lucky Star Rewards (just
//     joining is not a record of the player's: the entry status is the
//     program's), "after sapphire in boyd rewards", "After Loyal in True
//     Rewards", "just below NOIR in MGM Rewards", "the top tier in Unity
//     by Hard Rock" (the details hold only Star: the answer is what the
//     directory knows, one rung).
//   - One tier's threshold, its unit or its period is that tier's
//     requirement, because a Tier has qualification (the text, which
//     says the period: "per calendar year", "per 6-month period"),
//     qualification_amount and qualification_unit: "how many tier points
//     does premier need at winstar club passport", "the Onyx requirement
//     in Boyd Rewards counted in tier credits or dollars" (its unit; "or"
//     offers two answers to one question, not two questions), "What unit
//     is the Tier 3 threshold of Genting Rewards", "Within what period
//     must the Tier Credits for Diamond Elite in Caesars Rewards be
//     earned", "How do you get Tier 5 in Genting Rewards" (by invitation
//     only). A tier the data lists with no published threshold is still
//     that tier's requirement (the answer says it is not published):
//     Epic in True Rewards, Gold Star in Lucky Star Rewards.
//   - The qualification period of a program, no tier named, is the
//     program's details, because the served fields that carry it are
//     every tier's qualification text (the data's tier_period is not a
//     field of the spec's RewardsProgram): "Over what stretch of time do
//     tier points count toward a WinStar Club Passport tier?", "Does
//     Caesars Rewards count Tier Credits per calendar year or on a
//     rolling basis?".
//   - A tier's benefits are the program's details, because benefits is a
//     field of the spec's Tier resource, served with each tier of a
//     program's details, while the tier-requirement fact is a threshold
//     (README: "a tier's threshold"): "What perks come with Seven Stars
//     in Caesars Rewards?" is the details of Caesars Rewards, with no
//     tier.
//   - A program whose ladder the data does not have (tiers empty, a
//     ladder_note saying none was published) is still answered by its
//     details, not Unknown: the spec gives an action for the question,
//     and its answer (no tiers) is the truth the directory holds: "the
//     tier levels in Wynn Rewards", "the entry tier of choctaw rewards
//     club". A tier named of such a program, "What does Royal take in
//     Foxwoods Rewards?", is also the program's details: Royal is no
//     rung the directory serves (it is only in the ladder_note, not a
//     served field), so no tier's requirement can answer it, and the
//     details say what is known, that no ladder is published.
//   - Which program a casino uses is that casino's details (GET
//     /v1/casinos/{slug} answers "Casino plus rewards_program"), for a
//     program with a ladder or without: Lucky Eagle Casino & Hotel
//     (Lucky Star Rewards), Santa Fe Station Hotel & Casino (my|Rewards
//     Boarding Pass), Golden Nugget Las Vegas (24K Select Club).
//   - A tier-match path into a program with no ladder is still a path
//     (the paths are the service's own table, not the directory's
//     ladder): "I'm Gold with MGM Rewards; can that be status matched at
//     Wynn Rewards?" is MGM Rewards to Wynn Rewards from Gold.
//   - Unknown, because no action or fact answers it: "Which rewards
//     program has the easiest top tier to reach?" (no action ranks
//     programs, and their units differ); "Is MGM Rewards better than
//     Boyd Rewards?" (no action compares programs); "How much is one
//     Caesars Tier Credit worth in free play?" (no served field values a
//     credit: the data's earning text is not a field of the spec's
//     RewardsProgram, and tier credits are status, not money); "Upgrade
//     me to Platinum in MGM Rewards." (no action grants a tier, and
//     /ask proposes only budgets and session limits); "What tier is my
//     wife at the Cromwell?" (another person's records).
//   - The ordinary 24: "Casino hotels near Parker, Arizona?" is near
//     "Parker, AZ" with has_hotel; "racinos within 60 miles of west
//     memphis" near "West Memphis, AR" within 96.6 km, type racino; "the
//     Gila River casinos in Arizona that have a rewards program" AZ with
//     q "Gila River" and has_rewards; baccarat's pace is its game facts;
//     "$1,300 keno win reportable on a W-2G" the rule for keno, 1300;
//     self-exclusion in IN and the help line in AR; a monthly budget of
//     600 and a session limit of 120 minutes ("Keep each of my sessions
//     to 2 hours"); the limits read; the prediction at "Park MGM"; 6
//     hours of $5 slots as comp_estimate for slots, avg_bet 5, hours 6;
//     hosts at "Wild Horse Pass" (the one casino those words name: Gila
//     River Casinos - Wild Horse Pass Hotel & Casino); trips to "Flamingo
//     Las Vegas" in 2024; craps sessions of March 2026; every check-in;
//     redeemed vouchers; offers from "Blue Water Resort"; offers
//     expiring within 14 days; the W-2Gs of 2025 (the clause "I'm doing
//     my taxes" only tells why); the W-2G total of 2025; the tax summary
//     of 2024; the bankroll; and a buffet in Pine Bluff is off topic.
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at 2b7fba7, the commit that added this part to main, with
// the rules of the thirtieth to thirty-fourth, thirty-sixth and
// thirty-seventh parts' rounds and no rule changed for this part) scored
// 47 of 60 correct (78.3%): precision 93.2% (41 of 44 answers right),
// recall 75.9% (41 of 54 answerable), 10 declined and 3 wrong. No
// expectation was changed after it. The wrong ones: "After Loyal in True
// Rewards, what's the next tier up?" (the progress at a casino "True"),
// "What perks come with Seven Stars in Caesars Rewards?" (the tier's
// threshold, not the ladder with its benefits) and "Are any hosts at Wild
// Horse Pass taking new players?" (a casino filter taking in "taking new
// players"). Declined: the entry tier of WinStar Club Passport and of
// Lucky Star Rewards, the tier below NOIR, the qualifying period of
// WinStar Club Passport and of Caesars Rewards, the unit of Boyd's Onyx
// and of Genting's Tier 3, the period of Caesars' Diamond Elite, "What
// does Royal take in Foxwoods Rewards?" and "What would MGM Rewards give
// me for Diamond Elite from Caesars Rewards?".
//
// After its fix round, the part scores 60 of 60 correct (100.0%), none
// wrong and none declined, with no expectation changed. General rules
// added (with tuningProgramsInDepth): what hosts do after a casino's
// name ("taking", "accepting new players") ends the name; a tier named
// after a word of position ("after", "just below") slices the ladder, so
// "the next tier up" with no "I" is the program's details, not progress;
// a tier's benefits asked without its threshold are the program's
// details; the period or unit a threshold is counted in is the tier's
// requirement (the program's details with no tier); where a new member
// starts is the program's details; what one program gives for another's
// tier is a tier-match path; a word in a rung's place, in what it takes
// in a program with no published ladder, is the program's details; and
// a tier the asker states with its program before a question of another
// tier passes the program on to it. One tuning expectation of the first
// corpus, "Seven Stars benefits", moved from the tier's requirement to
// the program's details, to agree with the benefits rule.
func heldOutFortieth(t testing.TB) []expectation {
	return []expectation{
		// Whole ladders, the entry and top tier, and the tier after or
		// before a named one: the program's details.
		{query: "Walk me through every status level in Boyd Rewards, bottom to top.", intent: ProgramDetail, params: params{"id": programID(t, "Boyd Rewards")}},
		{query: "Which tier does a brand-new WinStar Club Passport member start in?", intent: ProgramDetail, params: params{"id": programID(t, "WinStar Club Passport")}},
		{query: "I just joined Lucky Star Rewards, so what status do I begin at?", intent: ProgramDetail, params: params{"id": programID(t, "Lucky Star Rewards")}},
		{query: "what tier comes after sapphire in boyd rewards", intent: ProgramDetail, params: params{"id": programID(t, "Boyd Rewards")}},
		{query: "After Loyal in True Rewards, what's the next tier up?", intent: ProgramDetail, params: params{"id": programID(t, "True Rewards")}},
		{query: "Which tier sits just below NOIR in MGM Rewards?", intent: ProgramDetail, params: params{"id": programID(t, "MGM Rewards")}},
		{query: "What's the top tier in Unity by Hard Rock?", intent: ProgramDetail, params: params{"id": programID(t, "Unity by Hard Rock")}},

		// The qualification period of a program and a tier's benefits:
		// the program's details (its tiers' qualification texts and
		// benefits).
		{query: "Over what stretch of time do tier points count toward a WinStar Club Passport tier?", intent: ProgramDetail, params: params{"id": programID(t, "WinStar Club Passport")}},
		{query: "Does Caesars Rewards count Tier Credits per calendar year or on a rolling basis?", intent: ProgramDetail, params: params{"id": programID(t, "Caesars Rewards")}},
		{query: "What perks come with Seven Stars in Caesars Rewards?", intent: ProgramDetail, params: params{"id": programID(t, "Caesars Rewards")}},

		// One tier's threshold, unit or period, published or not.
		{query: "how many tier points does premier need at winstar club passport", intent: TierRequirement, params: params{"id": programID(t, "WinStar Club Passport")}, tier: "Premier"},
		{query: "Is the Onyx requirement in Boyd Rewards counted in tier credits or dollars?", intent: TierRequirement, params: params{"id": programID(t, "Boyd Rewards")}, tier: "Onyx"},
		{query: "What unit is the Tier 3 threshold of Genting Rewards measured in?", intent: TierRequirement, params: params{"id": programID(t, "Genting Rewards")}, tier: "Tier 3"},
		{query: "Within what period must the Tier Credits for Diamond Elite in Caesars Rewards be earned?", intent: TierRequirement, params: params{"id": programID(t, "Caesars Rewards")}, tier: "Diamond Elite"},
		{query: "How do you get Tier 5 in Genting Rewards?", intent: TierRequirement, params: params{"id": programID(t, "Genting Rewards")}, tier: "Tier 5"},
		{query: "How many points does Epic need in True Rewards?", intent: TierRequirement, params: params{"id": programID(t, "True Rewards")}, tier: "Epic"},
		{query: "How many Status Points for Gold Star at Lucky Star Rewards?", intent: TierRequirement, params: params{"id": programID(t, "Lucky Star Rewards")}, tier: "Gold Star"},

		// Programs whose ladders the data does not have: still their
		// details, a tier named of one too.
		{query: "What are the tier levels in Wynn Rewards?", intent: ProgramDetail, params: params{"id": programID(t, "Wynn Rewards")}},
		{query: "what's the entry tier of choctaw rewards club", intent: ProgramDetail, params: params{"id": programID(t, "Choctaw Rewards Club")}},
		{query: "What does Royal take in Foxwoods Rewards?", intent: ProgramDetail, params: params{"id": programID(t, "Foxwoods Rewards")}},

		// Which program a casino uses: the casino's details.
		{query: "Which loyalty club does Lucky Eagle Casino & Hotel use?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Lucky Eagle Casino & Hotel")}},
		{query: "what rewards program is santa fe station on", intent: CasinoDetail, params: params{"slug": slugOf(t, "Santa Fe Station Hotel & Casino")}},
		{query: "Tell me which players club Golden Nugget Las Vegas belongs to.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Golden Nugget Las Vegas")}},

		// Tier-match paths between two named programs from a named tier.
		{query: "Could my Onyx in Boyd Rewards be matched over to Caesars Rewards?", intent: TierMatchPaths, params: params{"program": "Boyd Rewards", "to_program": "Caesars Rewards"}, tier: "Onyx"},
		{query: "What would MGM Rewards give me for Diamond Elite from Caesars Rewards?", intent: TierMatchPaths, params: params{"program": "Caesars Rewards", "to_program": "MGM Rewards"}, tier: "Diamond Elite"},
		{query: "Is there a tier-match path from WinStar Club Passport Elite into Boyd Rewards?", intent: TierMatchPaths, params: params{"program": "WinStar Club Passport", "to_program": "Boyd Rewards"}, tier: "Elite"},
		{query: "I'm Gold with MGM Rewards; can that be status matched at Wynn Rewards?", intent: TierMatchPaths, params: params{"program": "MGM Rewards", "to_program": "Wynn Rewards"}, tier: "Gold"},

		// The player's tiers, progress at a casino, and suggestions.
		{query: "Show the tier I hold at every casino.", intent: MyTiers, params: params{}},
		{query: "How close am I to the next tier at Luxor?", intent: TierProgress, params: params{"casino_name": "Luxor"}},
		{query: "What percent of the way to my next tier am I at Harrah's Hoosier Park?", intent: TierProgress, params: params{"casino_name": "Harrah's Hoosier Park"}},
		{query: "Going by the tiers I've got, where can I get status matched?", intent: TierMatchSuggestions, params: params{}},

		// Rewards questions no action or fact answers.
		{query: "Which rewards program has the easiest top tier to reach?", intent: Unknown, params: params{}},
		{query: "Is MGM Rewards better than Boyd Rewards?", intent: Unknown, params: params{}},
		{query: "How much is one Caesars Tier Credit worth in free play?", intent: Unknown, params: params{}},
		{query: "Upgrade me to Platinum in MGM Rewards.", intent: Unknown, params: params{}},
		{query: "What tier is my wife at the Cromwell?", intent: Unknown, params: params{}},

		// The ordinary 24: the directory.
		{query: "Casino hotels near Parker, Arizona?", intent: FindCasinos, params: params{"near": "Parker, AZ", "has_hotel": true}},
		{query: "racinos within 60 miles of west memphis", intent: FindCasinos, params: params{"near": "West Memphis, AR", "radius_km": 96.6, "type": "racino"}},
		{query: "Show me the Gila River casinos in Arizona that have a rewards program.", intent: FindCasinos, params: params{"state": "AZ", "q": "Gila River", "has_rewards": true}},

		// Game facts, the W-2G rule, help.
		{query: "How fast does a baccarat table play, in hands per hour?", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "Is a $1,300 keno win reportable on a W-2G?", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1300}},
		{query: "how do i self exclude in indiana", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "IN"}},
		{query: "gambling helpline number for arkansas", intent: RGHelp, params: params{"topic": "helpline", "state": "AR"}},

		// Limits proposed and read.
		{query: "Set a monthly gambling budget of $600.", intent: SetBudget, params: params{"period": "month", "amount": 600}},
		{query: "Keep each of my sessions to 2 hours, please.", intent: SetSessionLimit, params: params{"max_minutes": 120}},
		{query: "Show the gambling limits I've set.", intent: MyLimits, params: params{}},

		// Comps and hosts.
		{query: "What will Park MGM likely offer me next?", intent: CompPredict, params: params{"casino_name": "Park MGM"}},
		{query: "How much in comps would 6 hours of $5 slots get me?", intent: CompEstimate, params: params{"game_type": "slots", "avg_bet": 5, "hours": 6}},
		{query: "Are any hosts at Wild Horse Pass taking new players?", intent: FindHosts, params: params{}, filter: []string{"Wild Horse Pass", "Gila River Casinos - Wild Horse Pass Hotel & Casino"}},

		// The player's records.
		{query: "List my trips to Flamingo Las Vegas in 2024.", intent: MyTrips, params: params{"casino_name": "Flamingo Las Vegas", "from": "2024-01-01", "to": "2024-12-31"}},
		{query: "Show my craps sessions from March 2026.", intent: MySessions, params: params{"game_type": "craps", "from": "2026-03-01", "to": "2026-03-31"}},
		{query: "Pull up every check-in I've logged at a casino.", intent: MyVisits, params: params{}},
		{query: "List the vouchers I've already redeemed.", intent: MyVouchers, params: params{"status": "redeemed"}},
		{query: "What offers have I got from Blue Water Resort?", intent: MyOffers, params: params{"casino_name": "Blue Water Resort"}},
		{query: "Which of my offers expire in the next 14 days?", intent: ExpiringOffers, params: params{"within_days": 14}},
		{query: "I'm doing my taxes, can you pull my W-2Gs for 2025?", intent: MyW2Gs, params: params{"tax_year": 2025}},
		{query: "What did my W-2G winnings add up to in 2025?", intent: W2GTotal, params: params{"tax_year": 2025}},
		{query: "Put together my tax year summary for 2024.", intent: TaxSummary, params: params{"tax_year": 2024}},
		{query: "How's my bankroll looking these days?", intent: Bankroll, params: params{}},

		// Off topic, with a town of the directory in it.
		{query: "Recommend a good buffet in Pine Bluff.", intent: Unknown, params: params{}},
	}
}
