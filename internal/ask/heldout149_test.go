package ask

import "testing"

// heldOutHundredFortyNinth is the hundred-and-forty-ninth held-out
// part, written blind and committed BEFORE its first run. Its writer
// read only: the service spec and the action catalog (service-spec.md
// and actions.md, both whole); lines 89-160 (the curl examples of the
// directory) and 436-494 (asking in plain English) of the README; the
// whole of the twenty-ninth held-out part and the first 80 lines of the
// twenty-eighth (its header); the block of intent constants of ask.go
// (printed by awk from "const (" to its ")"); lines 1-18 of
// heldout_test.go (the expectation type); the slugOf and programID
// functions of ask_test.go (printed alone by awk); the first and last
// twenty lines of heldOutParts in score_test.go; and the subject of the
// branch's newest commit (git log -1, which names the
// hundred-and-forty-eighth part's first run and its score, no phrase).
// The shipped data was read only through short python3 scripts printing
// what was needed: the columns and row counts of casinos.csv,
// rewards_programs.json, program_properties.csv and us_cities.csv;
// every program with its tiers, thresholds and units; the casinos of
// Perkins, Ely, Winnemucca, Deadwood, Richland, Laughlin, Lovelock,
// Calera and Fallon; the casinos whose names hold Edgewater, Reserve
// Casino, Hotel Nevada, Harrah's Lake Tahoe, Colorado Belle, Gold
// Coast, Laughlin River Lodge, Westgate, Ho-Chunk, Gold Dust, Wildfire
// Sunset, Big Wheel, Stockman and Circus Circus; Minnesota's racinos,
// South Dakota's commercial and Washington's tribal casinos,
// Washington's rows of program_properties.csv and Circa Rewards'
// casinos; those towns in us_cities.csv; and, to prefer what few
// earlier parts use, every directory town and casino name counted with
// grep -rilF over this package (file names only). Never the rules of
// this package, its tuning phrases or any other held-out part, and go
// test was never run.
//
// Checked against data: every casino named for its details or as a host
// filter exists once, spelled as the directory spells it (Edgewater
// Hotel Casino and Resort, Hotel Nevada & Gambling Hall, Reserve Casino
// Hotel, Harrah's Lake Tahoe Hotel and Casino), and the words typed
// name only it; Perkins, Calera (OK), Ely, Winnemucca (NV) and Richland
// (WA) are directory towns of those states and of no other; Minnesota
// has racinos (Canterbury Park, Running Aces), South Dakota commercial
// casinos, Washington tribal ones, Wisconsin the seven Ho-Chunk Gaming
// casinos (the family's name as the directory spells it); Circa
// Rewards, Genting Rewards (Tier 4, 25,000 tier points), Lucky Star
// Rewards (Silver Star), Boyd Rewards (Emerald) and MGM Rewards exist
// with those tiers. The casinos named for the player's own records
// (Colorado Belle, Gold Coast, Laughlin River Lodge, Westgate Las
// Vegas) are directory casinos too, but keep the name as typed. Most of
// the towns, casinos and programs are named by no earlier test file
// (Perkins, Calera, Richland, Reserve Casino, Hotel Nevada, Laughlin
// River Lodge, Wildfire Sunset, Big Wheel, Stockman's) or by at most
// eight (Winnemucca, Fallon, Edgewater, Colorado Belle, Gold Coast,
// Harrah's Lake Tahoe, Westgate, Circa Rewards, Silver Star, and Hmong,
// a host language the data cannot check); Ho-Chunk, Tier 4, Lucky Star
// Rewards, the states, the games, Genting Rewards, Boyd Rewards, MGM
// Rewards and Caesars Rewards are named by more.
//
// Wording: each whole message was checked with a case-insensitive
// fixed-string grep (file names only) over this package, as typed and
// without its closing mark; fifteen were found and reworded (all of the
// ordinary kind but one, the baccarat house edge: "If I sat down at a
// baccarat table, what house edge would I be up against?", "Tribal
// casinos in Washington with a rewards program?", "Which rewards
// programs do you cover?", "How many rolls an hour happen at a craps
// table?", "Is there a gambling helpline in Mississippi?", "What limits
// are on my account right now?", "Predict my next offer at every casino
// I play.", "Show me my tier at each casino.", "Which hosts am I
// connected with?", "Show my blackjack sessions from January.", "Which
// of my vouchers have expired?", "List my W-2Gs for 2025.", "What's my
// gambling tax summary for 2025?", "Show my trips from April.",
// "Commercial casinos in South Dakota?"); every rewording was checked
// the same way, and none of the sixty is found now.
//
// Its theme is a CONTROL part in the register of hypotheticals and
// what-ifs, its second part (the first was not read): a player planning
// or wondering. 40 of 60 are hypotheticals, framed in varied ways (say,
// picture this, if, suppose, assuming, hypothetically, on the off
// chance, just supposing, in the event that, in case, were I to, what
// would happen if, let's say, should I decide to, theoretically,
// imagine, for argument's sake, had I, pretend, if you were me), and 20
// are ordinary questions in any register. 48 expect an answer (28
// hypotheticals, 20 ordinary) over every area: searches by town,
// radius, hotel, type, rewards and family; casino details; the
// programs, a program and two tiers' thresholds; game facts; the W-2G
// rule (two games); self-exclusion and a help line; a monthly and a
// daily budget and a session limit proposed, and the limits read; a
// comp estimate, a prediction at one casino and for all; tier progress,
// the player's tiers, a tier-match path and suggestions; hosts at a
// casino, by language and the player's own; trips (two), sessions,
// visits, vouchers, offers, expiring offers, W-2Gs, the W-2G total, the
// tax summary and the bankroll. 12 expect Unknown, all hypotheticals
// asking what nothing answers:
//   - two counterfactuals about the past (craps instead of slots last
//     March; the bankroll had a Laughlin trip been skipped): no action
//     replays or subtracts what did not happen;
//   - a forecast of the date the next tier is reached at the current
//     pace: tier_progress answers percent, days left and points per day
//     needed, tier_retention_plan what it takes by the deadline;
//     neither forecasts a date;
//   - a forecast of a program's future ladder: the service keeps
//     today's ladder only;
//   - two of someone else's records (a sister's tier, a husband's
//     offers): every action reads the caller's own;
//   - two asks for advice (take a room offer or wait; switch games): no
//     action advises;
//   - two asks in one (Fallon's casinos and the tier progress at
//     Stockman's Casino): declined, not answered by half;
//   - two writes /ask does not run (record a W-2G: manual_w2g; end an
//     open session: end_session): only the budget and session-limit
//     changes are proposed;
//   - a fact nothing keeps (whether a casino lets a dog in).
//
// No question lacks a field its intent needs, so none expects a missing
// field.
//
// It follows the twenty-ninth part's conventions: a radius in miles is
// in kilometres to one decimal (10 miles 16.1, 40 miles 64.4); a town
// typed without its state is near the directory's town with its state,
// and "in <town>" is near that town; "in <state>" is the state; a
// family's casinos in a state are the state with q the family's name as
// the directory spells it; a casino named for a player action keeps the
// name as typed; a host filter by casino is the typed words and the
// directory's name; a tier named with its program is not ambiguous; a
// year named for the player's records is that calendar year and a month
// named without a year is its latest one up to today, 2026-05-14
// (January and April are those of 2026); a limit of money in a period
// is a budget. Its own choices, where those are silent:
//   - The hypothetical framing adds nothing and takes nothing away: a
//     question that would be answered without its "if", "suppose" or
//     "picture this" is answered the same with it, because the answer
//     is the same (a search, a fact, a read of the player's records).
//   - A change stated as a hypothetical ("Were I to cap my monthly
//     gambling at $600, could you set that up?", "Let's say I want a
//     $40 daily budget", "What would happen if I set my session limit
//     to 2 hours?") is still the proposal: /ask only proposes a change
//     and never runs it without confirm, and the proposal's answer says
//     what would happen (at once if tighter, after the cooling-off
//     period if looser). So they are a monthly budget of 600, a daily
//     budget of 40 and a session limit of 120 minutes.
//   - A framing clause that names a place or casino and an ask that
//     points back to it ("there", "that hotel", "them") takes the place
//     or casino from the clause: "Picture this: I'm in Ely, Nevada for
//     a night; which casinos are within 10 miles of there?" is near
//     "Ely, NV" within 16.1 km; "Imagine I'm headed to Westgate Las
//     Vegas this weekend; what offers do I have there?" is the offers
//     at "Westgate Las Vegas" as typed.
//   - "the Edgewater in Laughlin" is the details of Edgewater Hotel
//     Casino and Resort (the one casino those words name), rooms being
//     what the directory keeps; "Should I decide to chase the next tier
//     at Gold Coast, how far away am I?" is tier progress, not advice
//     (the ask is the distance).
//   - "Let's say I wanted to match my Emerald status in Boyd Rewards
//     over to MGM Rewards" is the tier-match path from Boyd Rewards'
//     Emerald to MGM Rewards (the tier is named, so not the
//     suggestions); "with the tiers I hold now, which programs would
//     match my status" is the suggestions.
//   - A slot jackpot is game slots; a poker tournament win is game
//     poker.
//   - "Suppose I wanted to see every casino check-in I've logged" is
//     the player's visits; "If any of my offers run out within the next
//     10 days" the expiring offers within 10 days.
//   - The forecast of a reaching date and of a future ladder are
//     Unknown even though each names a tier or casino an intent could
//     take: the answer would not say what is asked.
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at 941a274, after the fix round of the first part of
// this register (the hundred-and-forty-first, merged just before), and
// no rule changed for it) scored 50 of 60 correct (83.3%): precision
// 97.4% (38 of 39 answers right), recall 79.2% (38 of 48 answerable), 9
// declined and 1 wrong. No expectation was changed after it. The wrong
// one: "Assuming I stick to Ho-Chunk casinos in Wisconsin, which ones
// could I visit?" (the visits at "Ho-Chunk"). The declines are mostly
// framings the first round did not read ("Picture this:", "On the off
// chance", "Just supposing", "In the event that", "Should I decide to",
// "If any of my offers ...").
//
// After its fix round (2026-11-25, branch fix-149, tuningPart149):
// 57/60, 0 wrong, 3 declined; no expectation was changed, and the part
// is barred. The general rules added: supposition openers read as a
// class by supposedAt ("on the off chance", "in the event (that)",
// "picture this:", "just supposing", "should I decide/happen to",
// "should I end up", with "just" or "theoretically" before them, and a
// colon or comma after an opener's word); the verb of a doing supposed
// ("stayed at", "stick to", "chase", "land a jackpot") frames the
// question and asks nothing the answer leaves out (claimSupposedDoing),
// and "land" says a win as "hit" does; "which ones could I visit" after
// a search's casinos is the directory's, not the visits
// (claimVisitClause). Still declined: "what are my choices", a program
// joined that also names a casino (Circa Rewards), and "If any of my
// offers run out ...".
func heldOutHundredFortyNinth(t testing.TB) []expectation {
	return []expectation{
		// The directory: searches by town, radius, hotel, type, rewards
		// and family, planned or ordinary.
		{query: "Say I drive to Perkins, Oklahoma tomorrow; what casinos are near there?", intent: FindCasinos, params: params{"near": "Perkins, OK"}},
		{query: "Picture this: I'm in Ely, Nevada for a night; which casinos are within 10 miles of there?", intent: FindCasinos, params: params{"near": "Ely, NV", "radius_km": 16.1}},
		{query: "If I wanted to try a racino in Minnesota, what are my choices?", intent: FindCasinos, params: params{"state": "MN", "type": "racino"}},
		{query: "Suppose I need somewhere to sleep in Winnemucca; which casinos there have a hotel?", intent: FindCasinos, params: params{"near": "Winnemucca, NV", "has_hotel": true}},
		{query: "Assuming I stick to Ho-Chunk casinos in Wisconsin, which ones could I visit?", intent: FindCasinos, params: params{"state": "WI", "q": "Ho-Chunk"}},
		{query: "Tribal casinos in Washington that belong to a rewards program?", intent: FindCasinos, params: params{"state": "WA", "type": "tribal", "has_rewards": true}},
		{query: "What casinos are in Calera?", intent: FindCasinos, params: params{"near": "Calera, OK"}},
		{query: "casinos within 40 miles of Richland, Washington", intent: FindCasinos, params: params{"near": "Richland, WA", "radius_km": 64.4}},
		{query: "Commercial casinos located in South Dakota?", intent: FindCasinos, params: params{"state": "SD", "type": "commercial"}},

		// One casino's details.
		{query: "Hypothetically, if I stayed at the Edgewater in Laughlin, how many rooms does that hotel have?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Edgewater Hotel Casino and Resort")}},
		{query: "On the off chance I end up at Hotel Nevada & Gambling Hall, how many slot machines does it have?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Hotel Nevada & Gambling Hall")}},
		{query: "When did Reserve Casino Hotel open?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Reserve Casino Hotel")}},

		// Programs: the list, one program, two tiers' thresholds.
		{query: "Which loyalty clubs does your list include?", intent: ListPrograms, params: params{}},
		{query: "Just supposing I signed up for Circa Rewards, what would I find in that program?", intent: ProgramDetail, params: params{"id": programID(t, "Circa Rewards")}},
		{query: "Hypothetically, what would Tier 4 in Genting Rewards require?", intent: TierRequirement, params: params{"id": programID(t, "Genting Rewards")}, tier: "Tier 4"},
		{query: "What does it take to earn Silver Star in Lucky Star Rewards?", intent: TierRequirement, params: params{"id": programID(t, "Lucky Star Rewards")}, tier: "Silver Star"},

		// Game facts and the W-2G rule.
		{query: "If I pulled up a chair at a baccarat table, what house edge would I be facing?", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "How many rolls per hour does a craps game see, roughly?", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "What's keno's house edge?", intent: GameFacts, params: params{"game_type": "keno"}},
		{query: "Suppose I land a $1,250 jackpot on a slot machine; would that get me a W-2G?", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 1250}},
		{query: "In the event that I cash $6,000 in a poker tournament, does a W-2G come with it?", intent: W2GRule, params: params{"game_type": "poker", "amount_won": 6000}},

		// Responsible-gaming help by state.
		{query: "In case I ever need to self-exclude in Indiana, what's the process?", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "IN"}},
		{query: "Is there a problem-gambling hotline I can ring in Mississippi?", intent: RGHelp, params: params{"topic": "helpline", "state": "MS"}},

		// The player's limits: changes stated as hypotheticals are still
		// proposed, and the limits read.
		{query: "Were I to cap my monthly gambling at $600, could you set that up?", intent: SetBudget, params: params{"period": "month", "amount": 600}},
		{query: "Let's say I want a $40 daily budget; put it in for me.", intent: SetBudget, params: params{"period": "day", "amount": 40}},
		{query: "What would happen if I set my session limit to 2 hours?", intent: SetSessionLimit, params: params{"max_minutes": 120}},
		{query: "Which of my play limits are switched on at the moment?", intent: MyLimits, params: params{}},

		// Comps: an estimate, a prediction at one casino and for all.
		{query: "If I played $15 craps for 4 hours, how much would that earn me in comps?", intent: CompEstimate, params: params{"game_type": "craps", "avg_bet": 15, "hours": 4}},
		{query: "Assuming I go back to Colorado Belle soon, what offer am I likely to get from them?", intent: CompPredict, params: params{"casino_name": "Colorado Belle"}},
		{query: "Forecast the next offer from each casino I've had sessions at.", intent: CompPredictAll, params: params{}},

		// Tiers: progress at one casino, the player's tiers, a tier-match
		// path and suggestions.
		{query: "Should I decide to chase the next tier at Gold Coast, how far away am I?", intent: TierProgress, params: params{"casino_name": "Gold Coast"}},
		{query: "Give me my status tier at every casino on file.", intent: MyTiers, params: params{}},
		{query: "Let's say I wanted to match my Emerald status in Boyd Rewards over to MGM Rewards; what tier would I land?", intent: TierMatchPaths, params: params{"program": "Boyd Rewards", "to_program": "MGM Rewards"}, tier: "Emerald"},
		{query: "Theoretically, with the tiers I hold now, which programs would match my status?", intent: TierMatchSuggestions, params: params{}},

		// Hosts at a casino, by language, and the player's own.
		{query: "Were I to visit Harrah's Lake Tahoe, is there a host there taking new players?", intent: FindHosts, params: params{}, filter: []string{"Harrah's Lake Tahoe", "Harrah's Lake Tahoe Hotel and Casino"}},
		{query: "I'd like a casino host who speaks Hmong.", intent: FindHosts, params: params{"language": "Hmong"}},
		{query: "Which casino hosts have I already got a connection with?", intent: MyHosts, params: params{}},

		// The player's records: trips, sessions, visits, vouchers,
		// offers, W-2Gs, the tax year and the bankroll.
		{query: "If I wanted to review my trips to Laughlin River Lodge in 2025, could you list them?", intent: MyTrips, params: params{"casino_name": "Laughlin River Lodge", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "Trips I took in April, please.", intent: MyTrips, params: params{"from": "2026-04-01", "to": "2026-04-30"}},
		{query: "Pull up the blackjack sessions I logged in January.", intent: MySessions, params: params{"game_type": "blackjack", "from": "2026-01-01", "to": "2026-01-31"}},
		{query: "Suppose I wanted to see every casino check-in I've logged; can you list my visits?", intent: MyVisits, params: params{}},
		{query: "Which vouchers of mine have run past their expiry?", intent: MyVouchers, params: params{"status": "expired"}},
		{query: "Imagine I'm headed to Westgate Las Vegas this weekend; what offers do I have there?", intent: MyOffers, params: params{"casino_name": "Westgate Las Vegas"}},
		{query: "If any of my offers run out within the next 10 days, which ones are they?", intent: ExpiringOffers, params: params{"within_days": 10}},
		{query: "Bring up my W-2G forms from 2025.", intent: MyW2Gs, params: params{"tax_year": 2025}},
		{query: "For argument's sake, how much did my W-2Gs add up to in 2024?", intent: W2GTotal, params: params{"tax_year": 2024}},
		{query: "Summarize my 2025 gambling taxes for me.", intent: TaxSummary, params: params{"tax_year": 2025}},
		{query: "Hypothetically, if I wanted to plan a trip, how much is sitting in my bankroll right now?", intent: Bankroll, params: params{}},

		// Unknown: counterfactuals about the past.
		{query: "If I had played craps instead of slots last March, would I have come out ahead?", intent: Unknown, params: params{}},
		{query: "Had I skipped my Laughlin trip last fall, how much bigger would my bankroll be today?", intent: Unknown, params: params{}},

		// Unknown: forecasts nothing makes.
		{query: "Assuming I keep playing the way I have been, on what date will I reach the next tier at Wildfire Sunset?", intent: Unknown, params: params{}},
		{query: "Imagine Caesars Rewards rewrites its ladder next year; what will Diamond cost then?", intent: Unknown, params: params{}},

		// Unknown: someone else's records.
		{query: "Suppose my sister let me peek, what tier is she at with Boyd Rewards?", intent: Unknown, params: params{}},
		{query: "Pretend I'm my husband: which offers does he have waiting?", intent: Unknown, params: params{}},

		// Unknown: advice.
		{query: "If you were me, would you take the free room at Edgewater or hold out for something better?", intent: Unknown, params: params{}},
		{query: "Hypothetically speaking, would switching from blackjack to video poker be the smarter move for me?", intent: Unknown, params: params{}},

		// Unknown: two asks in one.
		{query: "Say I head to Fallon next month: what casinos are there, and how far am I from my next tier at Stockman's Casino?", intent: Unknown, params: params{}},

		// Unknown: writes /ask does not run.
		{query: "Pretend I just hit $2,000 on keno at Big Wheel Casino; record a W-2G for it.", intent: Unknown, params: params{}},
		{query: "In the event I cash out $340, end my open session with that amount.", intent: Unknown, params: params{}},

		// Unknown: a fact nothing keeps.
		{query: "Just supposing I showed up at Hotel Nevada with my dog, would they let him in?", intent: Unknown, params: params{}},
	}
}
