package ask

import "testing"

// heldOutHundredFiftieth is the hundred-and-fiftieth held-out part,
// written blind and committed BEFORE its first run: by someone who had
// read only the service spec and the action catalog
// (/work/shared/spec/service-spec.md and actions.md, both whole), the
// README's curl examples of the directory (lines 89-160) and its
// section on asking in plain English (lines 436-494), the whole of the
// twenty-ninth held-out part and the first 80 lines of the
// twenty-eighth (its header), the block of intent constants of ask.go
// (printed by awk from "const (" to the first ")" after it), the
// expectation type (lines 1-18 of heldout_test.go), the slugOf and
// programID functions of ask_test.go (printed alone by awk), the first
// and last twenty lines of heldOutParts in score_test.go (its first
// line found by grep -n, its last by an awk script printing only a line
// number), the subject of the branch's newest commit (git log -1: the
// hundred-and-forty-eighth part's first run recorded; it quotes no
// phrase) and git status (a clean tree). The shipped data was read only
// through short python3 scripts printing: the columns and row counts of
// casinos.csv, rewards_programs.json, program_properties.csv and
// us_cities.csv; a random eighty casinos whose name is the directory's
// only one of that name (town, state, type, slot machines); a random
// sixty of those that no test file of this package names (a grep -rilF
// of each name, file names only); the program_properties rows of such
// casinos named by at most one test file; and for each of the thirteen
// casinos used, how many rows bear its exact name, its town, state,
// slot machines and hotel, the names that contain it, and for one its
// program. Never the rules of this package, the tuning phrases or the
// other held-out parts, and go test was never run.
//
// Checked against data/: each of the thirteen casinos (Rail City
// Casino, Legends Bay Casino, Isle of Capri Casino Hotel Boonville,
// Gold Coast Hotel & Casino, Wildfire Lake Mead, Winnemucca Inn &
// Casino, Colorado Belle Casino & Resort, Double Eagle Casino,
// Tropicana Laughlin, Horseshoe Casino Hotel Tunica, Silver Legacy
// Resort Casino, Hollywood Casino at Penn National Race Course,
// Boomtown Casino Biloxi) is the name of exactly one directory casino,
// typed as the directory spells it, and no other casino's name contains
// it; Isle of Capri Casino Hotel Boonville belongs to Caesars Rewards
// (program_properties.csv) and Hollywood Casino at Penn National Race
// Course has a slot count (1,813) in the directory, so both details
// questions ask a field the directory keeps. No town, program or tier
// is named. None of the thirteen names, as typed, is in an earlier test
// file (a grep -rilF, file names only); shorter forms of four are
// ("Colorado Belle", "Double Eagle", "Silver Legacy", "Penn National").
//
// Its wording is new: each of the sixty whole messages was checked with
// grep -rilF over internal/ask (file names only), as typed and without
// its closing mark. Seven answerable halves were found there ("What
// tiers do I hold right now?", "List my casino visits.", "Show the
// casinos I've checked in at.", "What's my bankroll balance?", "Show my
// video poker sessions.", "List my tiers.", "Show my blackjack
// sessions.") and reworded, each with its twin reworded alongside so
// the pair stays near; one rewording ("Bring up my blackjack sessions")
// was found again without its mark and reworded a second time. Besides,
// fifteen messages (none found) were reworded by choice and checked the
// same way: the pair of offers and notifications "waiting" (the word
// could read as an offer status), and thirteen messages of nine pairs
// rewritten to bring a twin nearer its answerable half (the offers at
// Rail City, keeping a tier at Wildfire Lake Mead, the tiers held
// before, the check-ins, the bankroll since a date, the slot machines
// at Penn National, the offer added, the offers redeemed, the trips of
// followed players). The sixty as written are found in no other file.
//
// Its theme is NEAR MISSES, twenty-third part: 30 pairs, each an
// answerable question followed at once by a near twin, whose twin asks
// for something a player action of the catalog answers but no /ask
// intent of the const block maps to, so /ask must decline it. 30 expect
// an answer and 30 Unknown. In 27 pairs the twin changes, adds or drops
// one to three words; in three it needs four or more (the card to use
// at a casino, and the two trips whose value is asked: a trip of days
// in place of hours of one game). The twins' actions, with counts:
//   - optimizers (8): freeplay_optimizer 2 (which offers at a casino to
//     use first; putting free play offers in order),
//     card_recommendation 1 (which rewards card to use at a casino),
//     tier_retention_plan 2 (the points to keep a tier; what it takes
//     to keep it), offer_ranking 1 (offers ranked by value),
//     trip_value_estimate 2 (comps or theo of a 2- or 3-day trip);
//   - records the intents do not read (10): trip_summary 1,
//     tier_history 2 (at a casino; the tiers held in the past),
//     visit_stats 2 (visit stats; a streak of check-ins),
//     voucher_summary 1 (the total of the open vouchers),
//     bankroll_history 1 (the balance since a date), list_machines 1,
//     machine_stats 1 (a tracked machine's payback), list_share_links
//     1;
//   - consent, social and notifications (5): get_consent 1,
//     list_followers 1, activity_feed 1 (trips logged by players
//     followed), list_notifications 1, get_notification_settings 1;
//   - host (2): host_dashboard 1 (the expiring offers of a host's
//     players), list_leads 1 (players who asked to connect with a
//     host);
//   - writes /ask does not run (5): delete_trip, add_offer,
//     end_session, save_machine, update_offer_status, 1 each.
//
// Every Unknown is Unknown for one reason: the catalog answers it, but
// with an action no intent of the const block runs (and /ask proposes
// only the budget and session-limit changes, so the five writes are
// declined too). Each was checked against actions.md and the spec: no
// twin is answered by an action or endpoint an intent maps to
// (list_trips, tier_status, tier_progress, list_visits, list_vouchers,
// bankroll_status, list_sessions, list_offers, expiring_offers, the
// limits, the player's hosts, comp calculate and predict). The
// answerable halves, by intent: my_offers 4, my_trips 3, my_sessions 3,
// tier_progress 3, casino_detail 2, comp_estimate 2, my_tiers 2,
// my_visits 2, my_limits 2, my_hosts 2, comp_predict 1,
// comp_predict_all 1, my_vouchers 1, bankroll 1, expiring_offers 1. No
// question lacks a field its intent needs, so none expects a missing
// field.
//
// It follows the twenty-ninth part's conventions (a casino named for a
// player action keeps the name as typed; a year named for the player's
// records is that calendar year; a month named without a year is its
// latest one up to today, 2026-05-14; a casino's details answer what
// the directory keeps about it, whichever field is asked for; expiring
// offers with no window are asked with no within_days; the vouchers
// still open have the status "open"). Its own choices, where those are
// silent:
//   - "my 2025 trips to <casino>" are the trips there from 2025-01-01
//     to 2025-12-31, and "my trip to <casino> in March" those of March
//     2026;
//   - "my redeemed offers from <casino>" are the offers there with the
//     status "redeemed" (list_offers filters by both); "Redeem my
//     offers from <casino>" is update_offer_status, a write;
//   - "the hosts I've asked to connect with" are the player's hosts,
//     because get_my_connections answers connections and pending
//     requests, while "the players who've asked to connect with me" are
//     a host's leads (list_leads), which no intent reads;
//   - "How many hosts do I have?" is the player's hosts (the count is
//     part of that answer); its twin, the followers, is list_followers;
//   - "Rank my casinos by predicted offer value." is the prediction for
//     every casino (predict_all_casinos answers them ranked), and "Rank
//     my offers by value." is offer_ranking;
//   - "How have my slot sessions paid back?" is the player's slots
//     sessions (each with its result); "my tracked slot machine" is
//     machine_stats; "the video poker machines I've saved" are
//     list_machines;
//   - a 2- or 3-day trip to a casino is trip_value_estimate even in the
//     words of a comp estimate, because the estimate needs hours and an
//     average bet, which a trip of days does not give;
//   - "the total of the vouchers I still have open" is voucher_summary
//     (an outstanding total), not the open vouchers' list;
//   - "my bankroll balance since March 1" is bankroll_history (a
//     running balance from a date), not today's balance;
//   - "Which tiers was I holding in the past?" is tier_history (every
//     recorded change), not the tiers held now;
//   - "Which consents have I turned on?" is get_consent and "my
//     notification settings" get_notification_settings, though their
//     answerable halves are the limits the player has set;
//   - "my players' expiring offers" is host_dashboard (a host's book
//     lists its players' expiring offers); it is also other people's
//     records, Unknown either way;
//   - "How many slot machines at <casino>?" is that casino's details;
//   - marking offers redeemed (update_offer_status) stands in for
//     following a player: no answerable question came within three
//     words of a follow, so the fifth write is another write of the
//     catalog.
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at d6ddf3a, and no rule changed for it) scored 50 of 60
// correct (83.3%): precision 74.4% (29 of 39 answers right), recall
// 96.7% (29 of 30 answerable), none declined and 10 wrong. No
// expectation was changed after it. The wrong ones are twins that an
// action of the catalog answers but no intent of /ask maps, each read
// as the nearest intent: free-play offers prioritized and offers ranked
// by value (the offers), what it takes to keep a tier (tier progress,
// or the tiers filtered), a summary of one trip (the trips), trips of
// players followed (the trips), a streak of check-ins (the visits), the
// total of open vouchers (the open vouchers), the bankroll since a date
// (the balance now); and "the hosts I've asked to connect with" (a host
// search, where the player's hosts were expected).
//
// After its fix round (2026-11-25, branch fix-150, tuningPart150):
// 60/60, 0 wrong, 0 declined; no expectation was changed, and the part
// is barred. The general rules added: a verb of ordering ("rank",
// "sort", "prioritize") whose object is the player's records is
// declined (recordsOrderedAsked); keeping a tier ("keep my tier", "hold
// onto my status") is declined where the tiers or the progress were
// read (tierKeptAsked); a summary of one trip, session or visit is
// declined (oneRecordSummarized), and so is a total of vouchers or
// offers (recordsTotalled) or a streak of visits (streakAsked); the
// bankroll or the limits "since" a day, or their history, are a reading
// kept only as it is now (pastOfNow); players the asker follows, and
// followers, are other players (crowdAsked); and hosts the player asked
// to connect or work with are the player's own (workedWith).
func heldOutHundredFiftieth(t testing.TB) []expectation {
	return []expectation{
		// Offers: at a casino, predicted, ranked, and the free play to
		// use first.
		{query: "Which offers do I have at Rail City Casino?", intent: MyOffers, params: params{"casino_name": "Rail City Casino"}},
		{query: "Which offers should I use first at Rail City Casino?", intent: Unknown, params: params{}},
		{query: "Predict my next free play offer from Legends Bay Casino.", intent: CompPredict, params: params{"casino_name": "Legends Bay Casino"}},
		{query: "Prioritize my free play offers from Legends Bay Casino.", intent: Unknown, params: params{}},
		{query: "Rank my casinos by predicted offer value.", intent: CompPredictAll, params: params{}},
		{query: "Rank my offers by value.", intent: Unknown, params: params{}},

		// A casino's program, and the card to present there.
		{query: "Which rewards program does Isle of Capri Casino Hotel Boonville use?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Isle of Capri Casino Hotel Boonville")}},
		{query: "Which rewards card should I use at Isle of Capri Casino Hotel Boonville?", intent: Unknown, params: params{}},

		// Tiers: progress, keeping a tier, its history, the tiers held
		// and held before.
		{query: "How many points do I need for the next tier at Gold Coast Hotel & Casino?", intent: TierProgress, params: params{"casino_name": "Gold Coast Hotel & Casino"}},
		{query: "How many points do I need to keep my tier at Gold Coast Hotel & Casino?", intent: Unknown, params: params{}},
		{query: "What will it take to reach the next tier at Wildfire Lake Mead?", intent: TierProgress, params: params{"casino_name": "Wildfire Lake Mead"}},
		{query: "What will it take to keep my tier at Wildfire Lake Mead?", intent: Unknown, params: params{}},
		{query: "Show my tier progress at Tropicana Laughlin.", intent: TierProgress, params: params{"casino_name": "Tropicana Laughlin"}},
		{query: "Show my tier history at Tropicana Laughlin.", intent: Unknown, params: params{}},
		{query: "Which tiers am I holding at the moment?", intent: MyTiers, params: params{}},
		{query: "Which tiers was I holding in the past?", intent: Unknown, params: params{}},

		// Comps estimated for hours of play, and a trip's expected value.
		{query: "Estimate my comps for 3 hours of $10 slots.", intent: CompEstimate, params: params{"game_type": "slots", "avg_bet": 10, "hours": 3}},
		{query: "Estimate my comps for a 3-day trip to Winnemucca Inn & Casino.", intent: Unknown, params: params{}},
		{query: "How much theo would 2 hours of $15 blackjack give?", intent: CompEstimate, params: params{"game_type": "blackjack", "avg_bet": 15, "hours": 2}},
		{query: "How much theo would a 2-day trip to Colorado Belle Casino & Resort give?", intent: Unknown, params: params{}},

		// Trips: a list and a summary, the player's trips and those of
		// the players followed, and a trip deleted.
		{query: "Give me a list of my 2025 trips to Double Eagle Casino.", intent: MyTrips, params: params{"casino_name": "Double Eagle Casino", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "Give me a summary of my 2025 trip to Double Eagle Casino.", intent: Unknown, params: params{}},
		{query: "Show trips logged by me.", intent: MyTrips, params: params{}},
		{query: "Show trips logged by players I follow.", intent: Unknown, params: params{}},
		{query: "Show my trip to Horseshoe Casino Hotel Tunica in March.", intent: MyTrips, params: params{"casino_name": "Horseshoe Casino Hotel Tunica", "from": "2026-03-01", "to": "2026-03-31"}},
		{query: "Delete my trip to Horseshoe Casino Hotel Tunica in March.", intent: Unknown, params: params{}},

		// Visits, and their statistics and streaks.
		{query: "Pull up my casino visit log.", intent: MyVisits, params: params{}},
		{query: "Pull up my casino visit stats.", intent: Unknown, params: params{}},
		{query: "Give me my check-ins at casinos.", intent: MyVisits, params: params{}},
		{query: "Give me my streak of check-ins at casinos.", intent: Unknown, params: params{}},

		// Vouchers, and their summary.
		{query: "Show the vouchers I still have open.", intent: MyVouchers, params: params{"status": "open"}},
		{query: "Show the total of the vouchers I still have open.", intent: Unknown, params: params{}},

		// The bankroll, and its history since a date.
		{query: "Tell me my bankroll balance today.", intent: Bankroll, params: params{}},
		{query: "Tell me my bankroll balance since March 1.", intent: Unknown, params: params{}},

		// Sessions, machines tracked and their stats, and a session
		// ended.
		{query: "Show the video poker sessions I've logged.", intent: MySessions, params: params{"game_type": "video_poker"}},
		{query: "Show the video poker machines I've saved.", intent: Unknown, params: params{}},
		{query: "How have my slot sessions paid back?", intent: MySessions, params: params{"game_type": "slots"}},
		{query: "How has my tracked slot machine paid back?", intent: Unknown, params: params{}},
		{query: "Bring up the blackjack sessions on my account.", intent: MySessions, params: params{"game_type": "blackjack"}},
		{query: "Close out the blackjack session on my account.", intent: Unknown, params: params{}},

		// A casino's slot count, and a machine saved there.
		{query: "How many slot machines at Hollywood Casino at Penn National Race Course?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Hollywood Casino at Penn National Race Course")}},
		{query: "Save a slot machine at Hollywood Casino at Penn National Race Course.", intent: Unknown, params: params{}},

		// The tiers, and share links of them.
		{query: "List every tier I have.", intent: MyTiers, params: params{}},
		{query: "List every tier share link I have.", intent: Unknown, params: params{}},

		// Limits, consents and notification settings.
		{query: "Which limits have I turned on?", intent: MyLimits, params: params{}},
		{query: "Which consents have I turned on?", intent: Unknown, params: params{}},
		{query: "What are my play limits right now?", intent: MyLimits, params: params{}},
		{query: "What are my notification settings right now?", intent: Unknown, params: params{}},

		// Notifications, expiring offers and a host's book.
		{query: "Do I have any offers on my account?", intent: MyOffers, params: params{}},
		{query: "Do I have any notifications on my account?", intent: Unknown, params: params{}},
		{query: "Show my expiring offers.", intent: ExpiringOffers, params: params{}},
		{query: "Show my players' expiring offers.", intent: Unknown, params: params{}},

		// Hosts, followers and leads.
		{query: "How many hosts do I have?", intent: MyHosts, params: params{}},
		{query: "How many followers do I have?", intent: Unknown, params: params{}},
		{query: "Show the hosts I've asked to connect with.", intent: MyHosts, params: params{}},
		{query: "Show the players who've asked to connect with me.", intent: Unknown, params: params{}},

		// Offers read, and offers added or redeemed (writes /ask does
		// not run).
		{query: "Show the offers Silver Legacy Resort Casino gave me.", intent: MyOffers, params: params{"casino_name": "Silver Legacy Resort Casino"}},
		{query: "Add the offer Silver Legacy Resort Casino gave me.", intent: Unknown, params: params{}},
		{query: "Show my redeemed offers from Boomtown Casino Biloxi.", intent: MyOffers, params: params{"status": "redeemed", "casino_name": "Boomtown Casino Biloxi"}},
		{query: "Redeem my offers from Boomtown Casino Biloxi.", intent: Unknown, params: params{}},
	}
}
