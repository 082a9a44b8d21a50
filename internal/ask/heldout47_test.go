package ask

import "testing"

// heldOutFortySeventh is a forty-seventh held-out part, written blind and
// committed BEFORE its first run: by someone who had read only the action
// catalog and the service spec (both whole), the README's curl examples of
// the directory (lines 89-155) and its section on /ask (lines 428-480), the
// shipped data (casinos.csv, rewards_programs.json and
// program_properties.csv, listed by short scripts for real casino, program
// and tier names, towns, states, types, brands, nations and has_hotel; a
// listing of data/ was printed too), the whole of the twenty-ninth
// held-out part and the first eighty lines of the twenty-eighth, the block
// of intent constants of ask.go (lines 19-62), the expectation type (lines
// 1-18 of heldout_test.go), the slugOf and programID helpers (lines 66-91
// of ask_test.go) and the heldOutParts function of score_test.go; never
// the rules of this package, the tuning phrases or the other held-out
// parts. Every casino and program name passed to slugOf or programID was
// checked against data/ with a short script. Its wording is new: each
// phrase was checked with a case-insensitive fixed-string grep (file names
// only) against every test file of this package, with and without its
// closing mark; six were found there and replaced before the file was
// written ("which rewards programs do you have info on", "How do I
// self-exclude from casinos in Mississippi?", "How many times have I
// checked in at a casino?", "Do any of my offers expire in the next 10
// days?", "total w2g winnings for 2023", "bankroll balance?"). Its places,
// casinos and families were chosen among those no earlier test file names
// (by the same kind of grep, file names only, and by a script over the
// data that tested the test files' text for each name, printing no
// matches, only the names no file holds): Merced, Stringtown, Mount Pocono, Rising Sun, Valley Center,
// Hochatown, the Ho-Chunk Nation and the Cherokee Nation (as those full
// names), MotorCity Casino & Hotel, Bay 101 Casino, Sky Dancer Casino &
// Resort, Yavapai Casino, Casino Pauma, Bucky's Casino & Prescott Resort,
// Horseshoe Lake Charles, Saganing Eagles Casino, Casino M8trix, Buffalo
// Run Casino & Resort (named by one earlier file as "Buffalo Run"; kept,
// it is only in an expected Unknown) and White Oak Casino, and the host
// language Farsi. Every state, program, tier and game is named by earlier
// parts, and so are Detroit, Reno and New Hampshire.
//
// Its theme is a tenth CONTROL part: sixty ordinary questions from
// ordinary people, spread evenly over every area with a checklist (23
// areas, 2 or 3 questions each, plus the Unknowns), in the ordinary mix of
// registers: 27 plain questions, 8 requests ("Please find ...", "Give me
// ...", "Could you ...", "I'd like ..."), 17 typed lower-case on a phone
// with common shorthand ("w/", "tc", "pls", "u", "rn", "w2g"), 4 with a
// clause of context ("Heading to Merced next month.", "My accountant is
// asking ...") and 4 with a greeting or thanks. Nothing exotic: no
// dialect, no letters, no developer notation, no deliberate misspellings.
// The openings and builds were varied on purpose away from the
// twenty-eighth and twenty-ninth parts' shapes ("What's the closest ...",
// "Show me ...", "List my ...", "Pull up ...", "Which of my ..."): "Heading
// to", "need a casino no more than", "Walk me through", "Roughly how
// many", "At what amount", "Based on my play", "Is there a host at ... I
// could work with", "What trips did I log", "How did my ... go", "Have I
// got any", "Will any of my", "whats left in".
//
// The checklist (answerable 53): places, near and radius 3; hotel 2; type
// 2; rewards 2; family 2; casino details 3; programs, a ladder and one
// tier's threshold 3; game facts 2; the W-2G rule 2; help line and
// self-exclusion 2; a budget and a session limit proposed and the limits
// read 3; comp prediction (one casino and all) and an estimate 3; tier
// progress and the player's tiers 2; hosts (at a casino, by language, the
// player's own) 3; tier-match suggestions and a path 2; trips 2; sessions
// 2; visits 2; vouchers 2; offers and expiring offers 3; W-2G list and
// total 2; tax summary 2; bankroll 2. And 7 of 60 expect Unknown: the
// weather in a town of the directory, an airport shuttle, a card room's
// opening hours and a live jackpot amount (facts no data and no action
// holds), booking a hotel room (no action books rooms), another person's
// tier (the key reads only its owner's records, and the catalog never
// reveals another account's data) and whether online poker is legal in a
// state (a legal question, not a help line or self-exclusion resource). No
// question lacks a field its intent needs, so none expects a missing
// field.
//
// It follows the twenty-ninth part's conventions (a casino named for a
// player action keeps the name as typed; a host filter by casino is the
// typed words and the directory's name when the words name exactly one
// casino, with no parameter; a radius in miles is in kilometres to one
// decimal; a year named for the player's records is that calendar year; a
// month named with its year is that month; a town typed without its state
// is near the directory's town with its state; "in <town>" is near that
// town and "in <state>" is the state; a family's casinos in a state are
// the state with q the family's name as the directory spells it; a tier
// named with its program is not ambiguous; a casino's details answer what
// the directory keeps about it, whichever field is asked for; a limit of
// money in a period is a budget; off-topic questions are Unknown). Its own
// choices, where those are silent, with the reason:
//   - A town with its state spelled out ("rising sun indiana") is near
//     that town with the state's code, as a typed town is near the
//     directory's town with its state.
//   - "a hotel attached" and "w/ a hotel" are has_hotel; "a players club"
//     and "a rewards card" are has_rewards (a players club is the casino's
//     rewards program, the directory's has_rewards_program).
//   - A family named with no state ("every casino run by the Ho-Chunk
//     Nation") is q the family's name as the directory spells it
//     (tribal_nation "Ho-Chunk Nation"), with no state; README: q matches
//     a casino's name, brand or tribal nation.
//   - "How many casinos does Delaware have?" is the state search: its
//     answer carries count, the number of matches.
//   - "What year did ... open" and "how many slot machines" are the
//     casino's details (opened_year and slot_machines are Casino fields).
//   - "how many tc for platinum w/ mgm rewards" is the threshold of MGM
//     Rewards' Platinum: "tc" is tier credits, the ladder's unit, and the
//     program named makes Platinum unambiguous.
//   - "At what amount does a slot jackpot get reported to the IRS?" is
//     the W-2G rule for slots with no amount (w2g_threshold_check answers
//     the threshold); "won $1,500 on keno tonight, will the casino give me
//     a w2g for that" is the rule for keno with amount_won 1500 (a story
//     of the player's own win followed by a question about that win).
//   - "I think my gambling is getting out of hand. Who can I talk to?" is
//     the help line with no state (get_resources answers national and
//     by-state help lines; none is named, so no state).
//   - "I want my sessions to stop at 45 minutes" is a session limit of 45
//     minutes (set_session_limit, max_minutes); "have i set any spending
//     or time limits" reads the limits.
//   - "Based on my play, what should Yavapai Casino offer me next?" is the
//     prediction at "Yavapai Casino" as typed (predict: the next period's
//     offer from the player's ADT and frequency there).
//   - "Does MGM Rewards match Caesars Diamond?" is the tier-match path
//     from Caesars Rewards' Diamond to MGM Rewards (a known path from a
//     named tier; no "my" in it).
//   - "How did my craps sessions go in 2025?" lists those sessions (each
//     carries its net_result); "Could you bring up my video poker
//     sessions?" is game_type video_poker with no dates.
//   - "How many casino check-ins do I have on record?" and "Can you pull
//     my visit history?" are the player's visits with no filter (the
//     list answers count).
//   - "expired slot vouchers" is the vouchers with status expired (a
//     ticket-in/ticket-out voucher is the slot voucher); "list every
//     voucher I've saved" has no status.
//   - "which offers have i redeemed already" is the offers with status
//     redeemed (list_offers filters by status); "Will any of my offers
//     run out within 10 days?" is the expiring offers within 10 days.
//   - "w2g winnings total for 2023" is the W-2G total of 2023; "I'd like
//     to see the W-2Gs I received in 2025" is the W-2G list of 2025.
//   - "What do my gambling taxes look like for 2025?" and "my 2024
//     gambling tax summary" are the tax summary of that year.
//   - "whats left in my bankroll rn" and "How much have I deposited into
//     my bankroll so far?" are the bankroll (bankroll_status answers the
//     balance and the deposits).
//   - Unknown for a change /ask has no action for ("book me a room") and
//     for another person's records ("my wife"), as the twenty-eighth part
//     does.
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at bb3e70e, the commit that added this part to main, with
// the rules of the thirtieth to forty-sixth parts' rounds and no rule
// changed for this part) scored 59 of 60 correct (98.3%): precision 98.1%
// (52 of 53 answers right), recall 98.1% (52 of 53 answerable), none
// declined and 1 wrong; the 7 expected Unknowns were declined. No
// expectation was changed after it. The wrong one: "I lose track of time,
// so I want my sessions to stop at 45 minutes." (the sessions read, not
// the cap proposed).
//
// After it, on main, a general rule with tuning phrases of its own
// (tuning47_test.go, never these; no phrase or expectation here changed)
// took it to 60 of 60: a cap wished for what is capped ("I want my
// sessions to stop at 45 minutes"), and a cap opening the clause after a
// first one that only tells why, is the limit to set.
func heldOutFortySeventh(t testing.TB) []expectation {
	return []expectation{
		// The directory: a town, a radius, a state, hotel, type, rewards
		// and family searches.
		{query: "Heading to Merced next month. What casinos are there?", intent: FindCasinos, params: params{"near": "Merced, CA"}},
		{query: "need a casino no more than 10 miles from stringtown", intent: FindCasinos, params: params{"near": "Stringtown, OK", "radius_km": 16.1}},
		{query: "How many casinos does Delaware have?", intent: FindCasinos, params: params{"state": "DE"}},
		{query: "Which casinos near Mount Pocono have a hotel attached?", intent: FindCasinos, params: params{"near": "Mount Pocono, PA", "has_hotel": true}},
		{query: "casinos w/ a hotel around rising sun indiana", intent: FindCasinos, params: params{"near": "Rising Sun, IN", "has_hotel": true}},
		{query: "Please find the tribal casinos in Idaho.", intent: FindCasinos, params: params{"state": "ID", "type": "tribal"}},
		{query: "does new york have any racinos", intent: FindCasinos, params: params{"state": "NY", "type": "racino"}},
		{query: "Which Kansas casinos have a players club?", intent: FindCasinos, params: params{"state": "KS", "has_rewards": true}},
		{query: "Is there a casino around Valley Center with a rewards card?", intent: FindCasinos, params: params{"near": "Valley Center, CA", "has_rewards": true}},
		{query: "Give me every casino run by the Ho-Chunk Nation.", intent: FindCasinos, params: params{"q": "Ho-Chunk Nation"}},
		{query: "cherokee nation casinos in oklahoma", intent: FindCasinos, params: params{"state": "OK", "q": "Cherokee Nation"}},

		// One casino's details.
		{query: "What can you tell me about MotorCity Casino in Detroit?", intent: CasinoDetail, params: params{"slug": slugOf(t, "MotorCity Casino & Hotel")}},
		{query: "how many slot machines at bay 101", intent: CasinoDetail, params: params{"slug": slugOf(t, "Bay 101 Casino")}},
		{query: "What year did Sky Dancer Casino open?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Sky Dancer Casino & Resort")}},

		// Programs: the list, a ladder and one tier's threshold.
		{query: "what casino loyalty programs do u cover", intent: ListPrograms, params: params{}},
		{query: "Walk me through the Caesars Rewards tier ladder, please.", intent: ProgramDetail, params: params{"id": programID(t, "Caesars Rewards")}},
		{query: "how many tc for platinum w/ mgm rewards", intent: TierRequirement, params: params{"id": programID(t, "MGM Rewards")}, tier: "Platinum"},

		// Game facts and the W-2G rule.
		{query: "What kind of house advantage does baccarat have?", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "Roughly how many hands per hour does a blackjack table deal?", intent: GameFacts, params: params{"game_type": "blackjack"}},
		{query: "At what amount does a slot jackpot get reported to the IRS?", intent: W2GRule, params: params{"game_type": "slots"}},
		{query: "won $1,500 on keno tonight, will the casino give me a w2g for that", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1500}},

		// Responsible-gaming help.
		{query: "I think my gambling is getting out of hand. Who can I talk to?", intent: RGHelp, params: params{"topic": "helpline"}},
		{query: "Can I put myself on the self-exclusion list in Mississippi?", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "MS"}},

		// The player's limits: proposed, and read.
		{query: "Please set me a weekly budget of $250.", intent: SetBudget, params: params{"period": "week", "amount": 250}},
		{query: "I lose track of time, so I want my sessions to stop at 45 minutes.", intent: SetSessionLimit, params: params{"max_minutes": 45}},
		{query: "have i set any spending or time limits", intent: MyLimits, params: params{}},

		// Comps: predicted at one casino and at all, and estimated.
		{query: "Based on my play, what should Yavapai Casino offer me next?", intent: CompPredict, params: params{"casino_name": "Yavapai Casino"}},
		{query: "predicted offers for every casino i play at", intent: CompPredictAll, params: params{}},
		{query: "If I play $10 roulette for 2 hours, what would that earn in comps?", intent: CompEstimate, params: params{"game_type": "roulette", "avg_bet": 10, "hours": 2}},

		// Tiers: progress at one casino and the player's tiers.
		{query: "Good morning! How close am I to the next tier at Casino Pauma?", intent: TierProgress, params: params{"casino_name": "Casino Pauma"}},
		{query: "list my tier status everywhere pls", intent: MyTiers, params: params{}},

		// Hosts: at a casino, by language, the player's own.
		{query: "Is there a host at Bucky's I could work with?", intent: FindHosts, params: params{}, filter: []string{"Bucky's", "Bucky's Casino & Prescott Resort"}},
		{query: "Do you know any casino hosts who speak Farsi?", intent: FindHosts, params: params{"language": "Farsi"}},
		{query: "who's my host again", intent: MyHosts, params: params{}},

		// Tier matches: suggestions and a path.
		{query: "Hi! Could you suggest some tier matches based on the status I have now?", intent: TierMatchSuggestions, params: params{}},
		{query: "Does MGM Rewards match Caesars Diamond?", intent: TierMatchPaths, params: params{"program": "Caesars Rewards", "to_program": "MGM Rewards"}, tier: "Diamond"},

		// The player's records: trips, sessions, visits, vouchers, offers,
		// W-2Gs, the tax year and the bankroll.
		{query: "What trips did I log at Horseshoe Lake Charles in 2025?", intent: MyTrips, params: params{"casino_name": "Horseshoe Lake Charles", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "my trips from june 2024", intent: MyTrips, params: params{"from": "2024-06-01", "to": "2024-06-30"}},
		{query: "How did my craps sessions go in 2025?", intent: MySessions, params: params{"game_type": "craps", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "Could you bring up my video poker sessions?", intent: MySessions, params: params{"game_type": "video_poker"}},
		{query: "How many casino check-ins do I have on record?", intent: MyVisits, params: params{}},
		{query: "Can you pull my visit history?", intent: MyVisits, params: params{}},
		{query: "Do I have any expired slot vouchers?", intent: MyVouchers, params: params{"status": "expired"}},
		{query: "Could you list every voucher I've saved? Thank you.", intent: MyVouchers, params: params{}},
		{query: "Have I got any offers from Saganing Eagles?", intent: MyOffers, params: params{"casino_name": "Saganing Eagles"}},
		{query: "which offers have i redeemed already", intent: MyOffers, params: params{"status": "redeemed"}},
		{query: "Will any of my offers run out within 10 days?", intent: ExpiringOffers, params: params{"within_days": 10}},
		{query: "I'd like to see the W-2Gs I received in 2025.", intent: MyW2Gs, params: params{"tax_year": 2025}},
		{query: "w2g winnings total for 2023?", intent: W2GTotal, params: params{"tax_year": 2023}},
		{query: "What do my gambling taxes look like for 2025? Thanks!", intent: TaxSummary, params: params{"tax_year": 2025}},
		{query: "My accountant is asking for my 2024 gambling tax summary, can you get it?", intent: TaxSummary, params: params{"tax_year": 2024}},
		{query: "whats left in my bankroll rn", intent: Bankroll, params: params{}},
		{query: "How much have I deposited into my bankroll so far?", intent: Bankroll, params: params{}},

		// Unknown: facts no data or action holds, a change no action
		// makes, another person's records, and off topic.
		{query: "whats the weather like in hochatown this weekend", intent: Unknown, params: params{}},
		{query: "Is there a shuttle from the Reno airport to the casinos downtown?", intent: Unknown, params: params{}},
		{query: "Is the card room at Casino M8trix open all night?", intent: Unknown, params: params{}},
		{query: "Can you book me a room at Buffalo Run for Friday night?", intent: Unknown, params: params{}},
		{query: "How big is the progressive jackpot at White Oak Casino right now?", intent: Unknown, params: params{}},
		{query: "What tier is my wife at with Boyd Rewards?", intent: Unknown, params: params{}},
		{query: "Is online poker legal in New Hampshire?", intent: Unknown, params: params{}},
	}
}
