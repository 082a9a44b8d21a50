package ask

import "testing"

// heldOutThirtyFifth is a thirty-fifth held-out part, written blind and
// committed BEFORE its first run: by someone who had read only the action
// catalog and the service spec (both whole), the README's curl examples of
// the directory (lines 89-155) and its section on /ask (lines 428-480), the
// shipped data (casinos.csv, rewards_programs.json and
// program_properties.csv, through short scripts listing real casino,
// program and tier names, towns, states, types, brands, has_hotel and
// hotel_rooms; a listing of data/, data/schema and data/seed was printed
// too), the whole of the twenty-ninth held-out part and the first 80 lines
// of the twenty-eighth (its header), the block of intent constants of
// ask.go (lines 19-62), the expectation type (lines 1-18 of
// heldout_test.go), the slugOf and programID helpers (lines 66-91 of
// ask_test.go) and the heldOutParts function of score_test.go; never the
// rules of this package, the tuning phrases or the other held-out parts.
// Every casino and program name passed to slugOf or programID was checked
// against data/ with a short script. Its wording is new: each phrase was
// checked with a case-insensitive fixed-string grep (file names only)
// against every test file of this package, with and without its closing
// mark; six were found there and replaced before the file was written
// ("how many hands an hour does baccarat deal", "Which hosts am I
// connected with?", "what tier am i at everywhere", "my craps sessions",
// "How much money is in my gambling bankroll right now?" and, as the first
// replacement of the third, "what status do i have at each casino"), and
// none of the sixty is there now. Its places and casinos were chosen among
// those no earlier test file names (the same kind of grep, file names
// only): Hinton, Granite Falls, Bishop, the Pearl River casinos, Sky City
// Casino Hotel, Spirit Lake Casino and Resort, Stockmen's Casino, Silver
// Legacy, Harrah's Laughlin, Edgewater, Cactus Pete's, Wendover Nugget,
// Carson Valley Inn, Red Garter and Aquarius; Minden and Primm (each named
// by one earlier part) appear only as context or off topic. Every program,
// tier, game and state is named by earlier parts; so is Polish, the host
// language (the shipped data has no hosts, so no language can be checked,
// and the least-used one was taken).
//
// Its theme is a fourth CONTROL part, written from the seat of a signed-in
// player looking after their own loyalty life over a week: 35 of the 60
// are about the player's own records and limits (tiers, progress, trips,
// sessions, visits, vouchers, offers, W-2Gs, taxes, bankroll, hosts,
// limits, comps, tier matches), 18 are directory and fact questions asked
// between them (towns to play in, a casino's rooms, a ladder, a tier's
// threshold, a game's pace, the W-2G rule, help, hosts to find, a tier-match
// path), and 7 expect Unknown. The registers are the ordinary mix people
// use, nothing exotic (no dialect, letters, developer notation, shorthand
// or deliberate misspellings): 23 plain questions, 12 requests ("Show
// me", "Find", "Set", "Tell me", "Give me", "Transfer"), 16 typed on a
// phone in lower case with no closing mark, and 9 led by a short clause of
// context ("Before I plan the week, ...", "My accountant is asking, ...").
// Of the 7 Unknowns, 3 are plain questions, 2 phone-typed, 1 a request and
// 1 led by context. It measures what a new user's questions would score.
// Every area is covered: place, near, radius, hotel, type, rewards and
// family searches, casino details, the program list, a ladder and one
// tier's threshold, game facts, the W-2G rule, a help line and
// self-exclusion, budget and session limits (proposed) and the limits
// read, comp predictions (one casino and all) and estimates, tier progress
// and the player's tiers, hosts (at a casino, by language, the player's
// own), tier-match suggestions and a path, trips, sessions, visits,
// vouchers, offers and expiring offers, a W-2G list and a W-2G total, tax
// summaries and the bankroll. No question lacks a field its intent needs,
// so none expects a missing field.
//
// It follows the twenty-ninth part's conventions (a casino named for a
// player action keeps the name as typed; a host filter by casino is the
// typed words and the directory's name when the words name exactly one
// casino; a radius in miles is in kilometres to one decimal; a year named
// for the player's records is that calendar year; a month named with its
// year is that month; a town typed without its state is near the
// directory's town with its state; "in <state>" is the state; a family's
// casinos in a state are the state with q the family's name as the
// directory spells it; a tier named with its program is not ambiguous; a
// casino's details answer what the directory keeps about it, whichever
// field is asked for; a limit of money in a period is a budget; off-topic
// questions are Unknown). Its own choices, where those are silent, each
// with its reason from the spec:
//   - No question depends on today's date: every period of the player's
//     records is a named year or a month with its year, and the windows
//     of expiring offers are counted in days ("the next two weeks" is
//     within_days 14, the sum of days the words say).
//   - The phone-typed questions name no casino for a player action (only
//     two Unknowns name one), so no choice about keeping a lower-case name
//     as typed arises.
//   - A clause of context adds nothing: "Heading to Minden this weekend,
//     what offers do I have at Carson Valley Inn?" is the offers at
//     "Carson Valley Inn" (list_offers' casino filter), not a search near
//     Minden; "I'm Sapphire with MGM Rewards now, what does it take to
//     reach Pearl?" is Pearl's threshold in MGM Rewards (the tier asked for
//     is the one to reach; the tier held is context); "Before I plan the
//     week, remind me which tiers I hold." is the player's tiers.
//   - "How many trips did I take in 2024" is the trips of 2024 (list_trips
//     answers the count with them); "How many times have I checked in at a
//     casino?" and "Show me my visit stats." are the player's visits (the
//     visits area: list_visits and visit_stats).
//   - "which of my vouchers did i already cash in" has the status
//     "redeemed" (cashing a ticket in is redeeming it; the voucher states
//     are open, redeemed, expired); "Show me the offers I've already
//     redeemed." is the offers with the status "redeemed" (list_offers'
//     status filter).
//   - "How much was withheld on my W-2Gs in 2024?" is the W-2G total of
//     2024 (generate_w2g_report answers the W-2Gs with totals and
//     withholding); "what were my gambling wins and losses for 2025" is
//     the tax summary of 2025 (tax_year_summary answers session wins and
//     losses).
//   - "Where does my bankroll stand after this week?" is the bankroll
//     (bankroll_status takes no date; "after this week" says when the
//     player asks, not a filter).
//   - "How many more tier credits do I need at Harrah's Laughlin?" is tier
//     progress there (tier_progress answers the points needed); "Tell me
//     which programs would match my current status." is the tier-match
//     suggestions (get_suggestions, from the player's tiers); "Can I
//     status match my MGM Gold over to Caesars Rewards?" is the path from
//     MGM Rewards' Gold to Caesars Rewards.
//   - "Which casino hosts have I connected with so far?" is the player's
//     hosts (get_my_connections); "any hosts that speak polish" is
//     find_hosts with the language "Polish", spelt as the language's name.
//   - "What is Edgewater likely to send me as my next offer?" is the
//     prediction at "Edgewater" as typed; "what offers should I expect
//     from each of my casinos?" is the prediction for all of them
//     (predict_all_casinos); "if i bet $3 a spin on slots for 4 hours" is
//     the estimate for slots with avg_bet 3 and hours 4.
//   - "keep me to $600 a month from now on" is a monthly budget of 600;
//     "Can you stop me from playing more than 45 minutes at a time?" a
//     session limit of 45 minutes (a cap stated is the cap to set).
//   - Unknown, because no action or fact of the spec answers it: booking a
//     room (no action books anything); another person's points (actions
//     read the caller's own records only, and never reveal another
//     account's); moving points between programs (no such action); which
//     slot machine at a casino pays out the most (machine_stats reads the
//     player's own tracked machines, and the directory keeps no payouts);
//     a live progressive jackpot (no table keeps it); and, off topic, a
//     buffet's closing time (the directory keeps no hours) and traffic.
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at a767450, the commit that added this part to main, with
// the rules of the thirtieth to thirty-second parts' rounds and no rule
// changed for this part) scored 53 of 60 correct (88.3%): precision 97.9%
// (46 of 47 answers right), recall 86.8% (46 of 53 answerable), 6
// declined and 1 wrong; the 7 expected Unknowns were declined. No
// expectation was changed after it. The wrong one: "which of my vouchers
// did i already cash in" (every voucher, not the redeemed ones).
// Declined: "Show me the Pearl River casinos in Mississippi.", "Thinking
// of staying over at Spirit Lake Casino and Resort, how many rooms does it
// have?", "I'm Sapphire with MGM Rewards now, what does it take to reach
// Pearl?", "Before I plan the week, remind me which tiers I hold.", "I
// went over last month, so please keep me to $600 a month from now on."
// and "Can you stop me from playing more than 45 minutes at a time?".
//
// After its fix round, the part scores 60 of 60 correct (100.0%), none
// wrong and none declined, with no expectation changed. General rules
// added (with tuningPlayersWeek): a status verb's plain form after "did"
// is its past ("did i cash" is redeemed, "didn't I redeem" open); to be
// kept from a play beyond a point ("stop me from playing more than",
// "keep me from losing over") is a cap at that point; words ending
// several casinos' names after "at" name their family, the resort they
// share (familyAt); a clause of context closed by a comma (a
// participle, the asker as subject, or "before", "after", "while" or
// "once" with the asker) is read as a story before the question after
// it, unless it holds a place (one the directory does not know too), an
// amount, another person, a longer name than the casino found, or what
// the answer would narrow by (leadClause); "remind me" asks to be told.
func heldOutThirtyFifth(t testing.TB) []expectation {
	return []expectation{
		// The directory between the player's own questions: a town, a radius, a
		// hotel, a type, rewards and a family.
		{query: "What casinos are around Hinton?", intent: FindCasinos, params: params{"near": "Hinton, OK"}},
		{query: "casinos within 25 miles of granite falls mn", intent: FindCasinos, params: params{"near": "Granite Falls, MN", "radius_km": 40.2}},
		{query: "Find me a casino with a hotel near Bishop.", intent: FindCasinos, params: params{"near": "Bishop, CA", "has_hotel": true}},
		{query: "Are there any racinos in West Virginia?", intent: FindCasinos, params: params{"state": "WV", "type": "racino"}},
		{query: "which casinos in mississippi have a rewards program", intent: FindCasinos, params: params{"state": "MS", "has_rewards": true}},
		{query: "Show me the Pearl River casinos in Mississippi.", intent: FindCasinos, params: params{"state": "MS", "q": "Pearl River"}},

		// One casino's details, one of them after a clause of context.
		{query: "When did Sky City Casino Hotel open?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Sky City Casino Hotel")}},
		{query: "Thinking of staying over at Spirit Lake Casino and Resort, how many rooms does it have?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Spirit Lake Casino and Resort")}},

		// Programs, a ladder and one tier's threshold; a game's pace; the W-2G
		// rule; help.
		{query: "what loyalty programs can you look up", intent: ListPrograms, params: params{}},
		{query: "What tiers does True Rewards have?", intent: ProgramDetail, params: params{"id": programID(t, "True Rewards")}},
		{query: "I'm Sapphire with MGM Rewards now, what does it take to reach Pearl?", intent: TierRequirement, params: params{"id": programID(t, "MGM Rewards")}, tier: "Pearl"},
		{query: "roughly how many baccarat hands get dealt per hour", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "If I hit $1,250 on a slot machine, will I get a W-2G?", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 1250}},
		{query: "Is there a gambling helpline in Iowa?", intent: RGHelp, params: params{"topic": "helpline", "state": "IA"}},
		{query: "Tell me how to sign up for self-exclusion in Indiana.", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "IN"}},

		// Hosts: at a casino, by language, and the player's own.
		{query: "Find a casino host at Stockmen's Casino who is taking new players.", intent: FindHosts, params: params{}, filter: []string{"Stockmen's Casino", "Stockmen's Casino & Hotel"}},
		{query: "any hosts that speak polish", intent: FindHosts, params: params{"language": "Polish"}},
		{query: "Which casino hosts have I connected with so far?", intent: MyHosts, params: params{}},

		// Tiers: the player's own, progress at one casino, tier matches.
		{query: "which tier do i hold at each of my casinos", intent: MyTiers, params: params{}},
		{query: "Before I plan the week, remind me which tiers I hold.", intent: MyTiers, params: params{}},
		{query: "How close am I to the next tier at Silver Legacy?", intent: TierProgress, params: params{"casino_name": "Silver Legacy"}},
		{query: "How many more tier credits do I need at Harrah's Laughlin?", intent: TierProgress, params: params{"casino_name": "Harrah's Laughlin"}},
		{query: "Tell me which programs would match my current status.", intent: TierMatchSuggestions, params: params{}},
		{query: "Can I status match my MGM Gold over to Caesars Rewards?", intent: TierMatchPaths, params: params{"program": "MGM Rewards", "to_program": "Caesars Rewards"}, tier: "Gold"},

		// Comps: predicted at one casino and at all, and estimated.
		{query: "What is Edgewater likely to send me as my next offer?", intent: CompPredict, params: params{"casino_name": "Edgewater"}},
		{query: "Trying to decide where to play next month, what offers should I expect from each of my casinos?", intent: CompPredictAll, params: params{}},
		{query: "What comps would 5 hours of $10 blackjack get me?", intent: CompEstimate, params: params{"game_type": "blackjack", "avg_bet": 10, "hours": 5}},
		{query: "if i bet $3 a spin on slots for 4 hours what comps would i earn", intent: CompEstimate, params: params{"game_type": "slots", "avg_bet": 3, "hours": 4}},

		// Limits: proposed and read.
		{query: "Set my weekly gambling budget to $400.", intent: SetBudget, params: params{"period": "week", "amount": 400}},
		{query: "I went over last month, so please keep me to $600 a month from now on.", intent: SetBudget, params: params{"period": "month", "amount": 600}},
		{query: "limit my sessions to 2 hours please", intent: SetSessionLimit, params: params{"max_minutes": 120}},
		{query: "Can you stop me from playing more than 45 minutes at a time?", intent: SetSessionLimit, params: params{"max_minutes": 45}},
		{query: "What budget and session limit do I have right now?", intent: MyLimits, params: params{}},
		{query: "what are my limits set to", intent: MyLimits, params: params{}},

		// The player's records: trips, sessions, visits, vouchers, offers,
		// W-2Gs, taxes and the bankroll.
		{query: "Show the trips I took to Cactus Pete's in 2025.", intent: MyTrips, params: params{"casino_name": "Cactus Pete's", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "For my records, how many trips did I take in 2024?", intent: MyTrips, params: params{"from": "2024-01-01", "to": "2024-12-31"}},
		{query: "What blackjack sessions did I play in March 2026?", intent: MySessions, params: params{"game_type": "blackjack", "from": "2026-03-01", "to": "2026-03-31"}},
		{query: "Show every session I've played at Wendover Nugget.", intent: MySessions, params: params{"casino_name": "Wendover Nugget"}},
		{query: "list the craps sessions i logged", intent: MySessions, params: params{"game_type": "craps"}},
		{query: "How many times have I checked in at a casino?", intent: MyVisits, params: params{}},
		{query: "Show me my visit stats.", intent: MyVisits, params: params{}},
		{query: "Do I have any expired vouchers?", intent: MyVouchers, params: params{"status": "expired"}},
		{query: "which of my vouchers did i already cash in", intent: MyVouchers, params: params{"status": "redeemed"}},
		{query: "Heading to Minden this weekend, what offers do I have at Carson Valley Inn?", intent: MyOffers, params: params{"casino_name": "Carson Valley Inn"}},
		{query: "Show me the offers I've already redeemed.", intent: MyOffers, params: params{"status": "redeemed"}},
		{query: "Which of my offers expire in the next two weeks?", intent: ExpiringOffers, params: params{"within_days": 14}},
		{query: "any offers expiring in the next 10 days", intent: ExpiringOffers, params: params{"within_days": 10}},
		{query: "show my w-2gs for 2025", intent: MyW2Gs, params: params{"tax_year": 2025}},
		{query: "How much was withheld on my W-2Gs in 2024?", intent: W2GTotal, params: params{"tax_year": 2024}},
		{query: "My accountant is asking, what were my gambling wins and losses for 2025?", intent: TaxSummary, params: params{"tax_year": 2025}},
		{query: "Give me my tax summary for 2024.", intent: TaxSummary, params: params{"tax_year": 2024}},
		{query: "Where does my bankroll stand after this week?", intent: Bankroll, params: params{}},
		{query: "bankroll balance please", intent: Bankroll, params: params{}},

		// Unknown: what no action or fact of the service answers (a booking,
		// another person's points, a transfer, a casino's machines or live
		// jackpot), and two off-topic questions.
		{query: "I'm at Harrah's Laughlin tonight, can you book me a room for Friday?", intent: Unknown, params: params{}},
		{query: "How many points does my wife have at Silver Legacy?", intent: Unknown, params: params{}},
		{query: "Transfer my Boyd Rewards points to my MGM Rewards account.", intent: Unknown, params: params{}},
		{query: "Which slot machine at Red Garter pays out the most?", intent: Unknown, params: params{}},
		{query: "What's the progressive jackpot at Aquarius right now?", intent: Unknown, params: params{}},
		{query: "what time does the buffet close at edgewater tonight", intent: Unknown, params: params{}},
		{query: "is there traffic on the way to primm right now", intent: Unknown, params: params{}},
	}
}
