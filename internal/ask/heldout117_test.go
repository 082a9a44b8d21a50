package ask

import "testing"

// heldOutHundredSeventeenth is the hundred-and-seventeenth held-out part,
// written blind and committed BEFORE its first run: by someone who had read
// only the service spec and the action catalog (both whole), lines 89-155
// and 428-480 of the README (the directory's curl examples and the section
// on /ask), the shipped data through short python3 scripts of the writer's
// own (the casinos of casinos.csv with name, town, state, type, has_hotel,
// brand and tribal nation, for Arizona, Connecticut, Florida, Indiana,
// Kansas, Minnesota, Mississippi, New Mexico, Oregon and Wisconsin; every
// program of rewards_programs.json with its tiers, levels and thresholds;
// the rows of program_properties.csv in those states; the casinos whose
// name or town holds each name used; Flagstaff in us_cities.csv; the file
// names of data/ and the first lines of its CSV and JSON files), the whole
// of the twenty-ninth held-out part and the first eighty lines of the
// twenty-eighth (its header), the block of intent constants of ask.go
// (printed by a script from "const (" to the ")" closing it), the
// expectation type (lines 1-18 of heldout_test.go), the slugOf and
// programID functions of ask_test.go (printed by a script, nothing else of
// the file), the first and last twenty lines of the heldOutParts function
// of score_test.go, and the subject of the newest commit (git log -1; it
// says where a check of a third person's records sits, and quotes no
// phrase). Never the rules of this package, the tuning phrases or any other
// held-out part.
//
// Every name used was checked against data/ with a script: the town
// Flagstaff, AZ (a directory town, Twin Arrows Navajo Casino Resort's, and
// a city of us_cities.csv); New Mexico's racinos (five) and Kansas's
// casinos with a hotel (three); Mystic Lake Casino Hotel (the directory's
// spelling, for slugOf); Seven Feathers (the words name one casino, Seven
// Feathers Casino Resort); Hard Rock Tampa (Seminole Hard Rock Hotel &
// Casino Tampa), Beau Rivage (Beau Rivage Resort & Casino), Grand Casino
// Hinckley, Chinook Winds (Chinook Winds Casino), Potawatomi Hotel &
// Casino, Foxwoods (one casino) and Mohegan Sun (the words also begin
// Mohegan Sun Pocono; it is only in an Unknown twin and a player action's
// typed name); the programs Boyd Rewards (a ladder of four), WinStar Club
// Passport (Elite, level 3, 15,000 tier points), MGM Rewards (Gold, level
// 3) and Caesars Rewards, spelled as the data spells them (programID).
//
// Its wording is new: each whole message was checked with a
// case-insensitive fixed-string grep (file names only, never opened)
// against every test file of this package, with and without its closing
// mark. Sixteen were found and replaced (eleven in a first check, among
// them "What tiers does Boyd Rewards have?", "Which casinos have I checked
// in at?" and "Can I still cash in my expired vouchers?"; five of the
// replacements in a second, among them "Make my weekly gambling budget
// $275." and "Which of my vouchers have expired?"), and the twins of those
// pairs were reworded with them to stay near; a third check found none of
// the sixty.
//
// Its theme is NEAR MISSES, fourteenth part: 30 pairs, each an answerable
// question followed at once by a near twin in nearly the same words that
// asks something no action, endpoint or table of the spec answers. So 30
// expect an answer and 30 expect Unknown. The pairs spread over the
// directory (a town with a radius, a state and a type, a hotel, a casino's
// details), a program's ladder and a tier's threshold, game facts, the W-2G
// rule, help, a budget and a session limit (proposed), a comp estimate and
// a prediction, hosts at a casino and the player's hosts, tier-match
// suggestions and a path, and every kind of the player's records (trips,
// sessions, visits, vouchers, offers, expiring offers, W-2Gs, the W-2G
// total, the tax summary, the bankroll, tiers, tier progress, the limits
// read). The 30 Unknowns, each checked against every action's fields in
// actions.md:
//   - a fact the data does not keep (8): which casinos near Flagstaff are
//     open 24 hours, Mystic Lake's table games free right now, how long a
//     $2,400 jackpot takes to be paid, a Seven Feathers host's pay, how
//     long a match from MGM Gold to Caesars takes, the dealers of my
//     sessions, which expired vouchers a casino still honors, the W-2Gs the
//     IRS has questioned;
//   - a sort, filter or set no action has (4): Kansas hotels biggest first
//     (hotel_rooms is kept, but the search sorts by name only), a session
//     limit for weekdays only (set_session_limit takes max_minutes alone),
//     trips worst loss first (list_trips has no sort and a trip keeps
//     coin_in, not a loss), the casinos where I've never checked in (the
//     directory less my visits);
//   - a comparison (2): roulette comps at Foxwoods against Mohegan Sun
//     (calculate takes one casino), my tier progress against other
//     players';
//   - a forecast (2): whether Caesars will still match me next year, what
//     my 2026 W-2G winnings will add up to by December;
//   - someone else's records (3): my husband's budget, my brother's hosts,
//     the tier of the biggest players at my casinos;
//   - a count or average no action computes (3): WinStar members who
//     reached Elite, calls to Indiana's helpline last year, the average
//     player's bankroll;
//   - a write no action runs (3): getting Hard Rock Tampa to send a bigger
//     offer, transferring my Chinook Winds offers to my sister, pushing
//     back the dates of my expiring offers (no action changes an offer's
//     expiration_date);
//   - advice (3): how many keno games to play to come out ahead, whether to
//     itemize my 2025 losses, what limits I should set;
//   - a "why" (1): why Boyd Rewards reworked its ladder;
//   - the service itself (1): what the API charges to list New Mexico's
//     racinos.
//
// No answerable question lacks a field its intent needs, so none expects a
// missing field.
//
// It follows the twenty-ninth part's conventions: a casino named for a
// player action keeps the name as typed; a host filter by casino is the
// typed words and the directory's name when the words name exactly one
// casino, with no parameter; a radius in miles is in kilometres to one
// decimal (40 miles is 64.4 km); a town typed without its state is near the
// directory's town with its state; "in <state>" is the state; a year named
// for the player's records is that calendar year, "last year" 2025; a month
// named without a year is its latest one up to today, 2026-05-14 ("in
// March" is 2026-03-01..2026-03-31); a casino's details answer what the
// directory keeps about it, whichever field is asked for; a tier named with
// its program is not ambiguous; a limit of money in a period is a budget; a
// tier-match path names the programs as the data spells them and the tier
// apart; other people's records, advice and facts nothing keeps are
// Unknown. Its own choices, where those are silent:
//   - a cap stated as "under 2 hours" for each session is a session limit
//     of 120 minutes;
//   - "how many keno games does a casino run in an hour" is keno's game
//     facts (its pace);
//   - "a $2,400 slot jackpot" is the W-2G rule for slots with amount_won
//     2400 (no wager, no year);
//   - "where could I status match to", given my tiers, is the tier-match
//     suggestions; "what tier does MGM Rewards Gold match to at Caesars
//     Rewards" is the path from MGM Rewards' Gold to Caesars Rewards;
//   - "the casinos where I've checked in" is the player's visits,
//     unfiltered; "my vouchers that are marked expired" has the status
//     expired; "offers of mine [that] lapse in the next 10 days" are the
//     expiring offers within 10 days;
//   - "what my W-2G winnings for 2024 add up to" is the W-2G total of 2024,
//     and "my gambling tax summary for 2025" the tax summary of 2025;
//   - "my tier at every casino I play" is the player's tiers;
//   - a twin is Unknown even where part of it could be answered (the
//     racinos of New Mexico, the casinos near Flagstaff, the sessions at
//     Hinckley): answering the part would be a wrong answer to what is
//     asked, and a careful human would ask back.
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at 61edff2, after every round of the session before it and
// one probe fix of this session's, c7dbfa0, and no rule changed for it)
// scored 55 of 60 correct (91.7%): precision 85.7% (30 of 35 answers
// right), recall 100.0% (30 of 30 answerable), none declined and 5 wrong.
// No expectation was changed after it. The wrong ones: "Keep each of my
// sessions under 2 hours, but only on weekdays." (a 120-minute limit on
// every day), "Can you get Hard Rock Tampa to send me a bigger offer
// next?" (the offers there), "Which hosts is my brother hooked up with on
// here?" (the hosts taking new players), "How many days does a match from
// MGM Rewards Gold to Caesars Rewards take to go through?" (the match's
// path) and "List the casinos where I've never checked in." (the visits).
//
// After its fix round (2026-11-25, branch fix-117, tuningPart117):
// 60/60, 0 wrong, 0 declined; no expectation was changed, and the part
// is barred. The general rules added: a limit proposed (a budget or a
// session limit) held to some days of the week in the sentence that
// states its amount, with no word of a limit, declines
// (changeHeldToDays, sharing dayCondition with limitDaysAsked); the
// service asked to get, make or have a named casino, program, host or
// "them" do something for the player declines (madeToActAsked); a
// person close to the asker as the subject of an auxiliary ("is my
// brother", "does my wife") makes a host search theirs, another
// person's (otherPersonAsks); how long a tier match takes, asked as
// "how long", "how soon" or "how many days" (or weeks, hours, time),
// declines (lengthOfMatchAsked); and the asker's trips, sessions or
// visits with their doing denied ("where I've never checked in",
// "haven't I been to") decline, the places with no record being no list
// (neverDoneAsked). No expectation looks wrong.
func heldOutHundredSeventeenth(t testing.TB) []expectation {
	return []expectation{
		// The directory: a town with a radius (and hours nothing keeps),
		// a state and a type (and the service's own pricing), a hotel
		// (and a sort the search lacks), a casino's details (and a live
		// fact nothing keeps).
		{query: "Any casinos within 40 miles of Flagstaff?", intent: FindCasinos, params: params{"near": "Flagstaff, AZ", "radius_km": 64.4}},
		{query: "Any casinos within 40 miles of Flagstaff that are open 24 hours?", intent: Unknown, params: params{}},
		{query: "Which racinos are in New Mexico?", intent: FindCasinos, params: params{"state": "NM", "type": "racino"}},
		{query: "How much does your API charge to list the racinos in New Mexico?", intent: Unknown, params: params{}},
		{query: "Kansas casinos that have a hotel", intent: FindCasinos, params: params{"state": "KS", "has_hotel": true}},
		{query: "Kansas casinos that have a hotel, biggest hotel first", intent: Unknown, params: params{}},
		{query: "How many table games does Mystic Lake Casino Hotel have?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Mystic Lake Casino Hotel")}},
		{query: "How many table games at Mystic Lake Casino Hotel are free right now?", intent: Unknown, params: params{}},

		// Programs: a ladder (and a "why"), a tier's threshold (and a
		// count of members nothing keeps).
		{query: "Lay out the rungs of the Boyd Rewards ladder for me.", intent: ProgramDetail, params: params{"id": programID(t, "Boyd Rewards")}},
		{query: "Why did Boyd Rewards rework the rungs of its ladder?", intent: Unknown, params: params{}},
		{query: "How many tier points does a WinStar Club Passport member need for Elite?", intent: TierRequirement, params: params{"id": programID(t, "WinStar Club Passport")}, tier: "Elite"},
		{query: "How many WinStar Club Passport members have reached Elite?", intent: Unknown, params: params{}},

		// Game facts (and advice), the W-2G rule (and a payout time
		// nothing keeps), help (and a count nothing keeps).
		{query: "How many keno games does a casino run in an hour?", intent: GameFacts, params: params{"game_type": "keno"}},
		{query: "How many keno games should I play in an hour to come out ahead?", intent: Unknown, params: params{}},
		{query: "Would a $2,400 slot jackpot come with a W-2G?", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 2400}},
		{query: "How long would a $2,400 slot jackpot take to get paid out?", intent: Unknown, params: params{}},
		{query: "Is there a gambling helpline for Indiana?", intent: RGHelp, params: params{"topic": "helpline", "state": "IN"}},
		{query: "How many calls did the Indiana gambling helpline get last year?", intent: Unknown, params: params{}},

		// Limits set, proposed (and one for someone else, and one with a
		// condition the action lacks).
		{query: "Put my gambling budget at $275 a week.", intent: SetBudget, params: params{"period": "week", "amount": 275}},
		{query: "Put my husband's gambling budget at $275 a week.", intent: Unknown, params: params{}},
		{query: "Keep each of my sessions under 2 hours.", intent: SetSessionLimit, params: params{"max_minutes": 120}},
		{query: "Keep each of my sessions under 2 hours, but only on weekdays.", intent: Unknown, params: params{}},

		// Comps: an estimate (and two casinos compared), a prediction
		// (and a write no action runs).
		{query: "What comps would 4 hours of $10 roulette earn me?", intent: CompEstimate, params: params{"game_type": "roulette", "avg_bet": 10, "hours": 4}},
		{query: "Would 4 hours of $10 roulette earn me more comps at Foxwoods or at Mohegan Sun?", intent: Unknown, params: params{}},
		{query: "What offer is Hard Rock Tampa likely to send me next?", intent: CompPredict, params: params{"casino_name": "Hard Rock Tampa"}},
		{query: "Can you get Hard Rock Tampa to send me a bigger offer next?", intent: Unknown, params: params{}},

		// Hosts at a casino (and their pay), the player's hosts (and a
		// brother's).
		{query: "Is any host at Seven Feathers accepting new players?", intent: FindHosts, params: params{}, filter: []string{"Seven Feathers", "Seven Feathers Casino Resort"}},
		{query: "How much does a host at Seven Feathers get paid?", intent: Unknown, params: params{}},
		{query: "Which hosts am I hooked up with on here?", intent: MyHosts, params: params{}},
		{query: "Which hosts is my brother hooked up with on here?", intent: Unknown, params: params{}},

		// Tier match: suggestions (and a forecast), a path (and a
		// processing time nothing keeps).
		{query: "Given my current tiers, where could I status match to?", intent: TierMatchSuggestions, params: params{}},
		{query: "Given my current tiers, will Caesars still offer me a status match next year?", intent: Unknown, params: params{}},
		{query: "What tier does MGM Rewards Gold match to at Caesars Rewards?", intent: TierMatchPaths, params: params{"program": "MGM Rewards", "to_program": "Caesars Rewards"}, tier: "Gold"},
		{query: "How many days does a match from MGM Rewards Gold to Caesars Rewards take to go through?", intent: Unknown, params: params{}},

		// The player's trips (and a sort list_trips lacks), sessions (and
		// dealers nothing keeps), visits (and the casinos never visited).
		{query: "Show the trips I took to Beau Rivage last year.", intent: MyTrips, params: params{"casino_name": "Beau Rivage", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "Show the trips I took to Beau Rivage last year, worst loss first.", intent: Unknown, params: params{}},
		{query: "Show my blackjack sessions at Grand Casino Hinckley in March.", intent: MySessions, params: params{"game_type": "blackjack", "casino_name": "Grand Casino Hinckley", "from": "2026-03-01", "to": "2026-03-31"}},
		{query: "Which dealers did I have in my blackjack sessions at Grand Casino Hinckley in March?", intent: Unknown, params: params{}},
		{query: "List the casinos where I've checked in.", intent: MyVisits, params: params{}},
		{query: "List the casinos where I've never checked in.", intent: Unknown, params: params{}},

		// Vouchers (and a casino's policy), offers (and a transfer),
		// expiring offers (and a change of their dates).
		{query: "List my vouchers that are marked expired.", intent: MyVouchers, params: params{"status": "expired"}},
		{query: "Which of my expired vouchers will the casino still honor?", intent: Unknown, params: params{}},
		{query: "Which offers do I have at Chinook Winds?", intent: MyOffers, params: params{"casino_name": "Chinook Winds"}},
		{query: "Can I transfer my offers at Chinook Winds to my sister?", intent: Unknown, params: params{}},
		{query: "Which offers of mine lapse in the next 10 days?", intent: ExpiringOffers, params: params{"within_days": 10}},
		{query: "Push back the date on my offers that lapse in the next 10 days.", intent: Unknown, params: params{}},

		// W-2Gs (and the IRS's questions), the W-2G total (and a
		// forecast), the tax summary (and advice).
		{query: "Pull up the W-2Gs I got in 2025.", intent: MyW2Gs, params: params{"tax_year": 2025}},
		{query: "Pull up the W-2Gs I got in 2025 that the IRS has questioned.", intent: Unknown, params: params{}},
		{query: "What do my W-2G winnings for 2024 add up to?", intent: W2GTotal, params: params{"tax_year": 2024}},
		{query: "What will my W-2G winnings for 2026 add up to by December?", intent: Unknown, params: params{}},
		{query: "Show my gambling tax summary for 2025.", intent: TaxSummary, params: params{"tax_year": 2025}},
		{query: "Should I itemize my 2025 gambling losses or take the standard deduction?", intent: Unknown, params: params{}},

		// The bankroll (and an average over other players), tiers (and
		// other players'), tier progress (against other players), the
		// limits read (and advice on them).
		{query: "How much is in my gambling bankroll right now?", intent: Bankroll, params: params{}},
		{query: "How much is in the average player's gambling bankroll right now?", intent: Unknown, params: params{}},
		{query: "Tell me my tier at every casino I play.", intent: MyTiers, params: params{}},
		{query: "Tell me the tier of the biggest players at every casino I play.", intent: Unknown, params: params{}},
		{query: "How close am I to the next tier at Potawatomi Hotel & Casino?", intent: TierProgress, params: params{"casino_name": "Potawatomi Hotel & Casino"}},
		{query: "How close am I to the next tier at Potawatomi Hotel & Casino compared with other players?", intent: Unknown, params: params{}},
		{query: "What limits have I put on my gambling?", intent: MyLimits, params: params{}},
		{query: "What limits should I put on my gambling?", intent: Unknown, params: params{}},
	}
}
