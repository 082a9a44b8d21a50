package ask

import "testing"

// heldOutFiftyEighth is a fifty-eighth held-out part, written blind and
// committed BEFORE its first run: by someone who had read only the action
// catalog and the service spec (both whole), the README's lines 89-155
// (the curl examples of the directory's query parameters) and 428-480
// (the section on /ask), the shipped data (casinos.csv,
// rewards_programs.json and program_properties.csv, through short scripts
// listing programs with their tiers and thresholds, and casinos with town,
// state, type, hotel, brand and tribal nation), the whole of the
// twenty-ninth held-out part and the first 80 lines of the twenty-eighth,
// the block of intent constants of ask.go (its first lines through the
// end of that block, which also showed the package doc comment and the
// first lines of the Intent type), the expectation type (lines 1-18 of
// heldout_test.go), the slugOf and programID helpers of ask_test.go and
// the heldOutParts function of score_test.go; and the newest commit
// subject of the branch (one line). Never the rules of this package, the
// tuning phrases or the other held-out parts. Every casino, program, tier,
// town, brand and tribal nation named here was checked against data/ with
// a short script. Its wording is new: each phrase was checked with a
// case-insensitive fixed-string grep (file names only) over every test
// file of this package, without its closing mark (which also covers it
// with the mark); fifteen were found there and replaced before the file
// was written ("any racinos in delaware", "mgm rewards tier list", "mgm
// rewards levels", "whats the house edge on keno", "gambling hotline
// ohio", "do i have any open vouchers", "hows my bankroll lookin",
// "set_budget period=week amount=250", "current budget and session
// limit", and the bare action names "predict_all_casinos", "tier_status",
// "get_my_connections", "list_visits", "bankroll_status" and
// "list_vouchers status=redeemed"), and none of the sixty is there now.
// Its towns (Lodi, Poteau, Bernalillo) are named by no earlier test file
// (the same kind of grep); its casinos, programs and families are spread
// over many states (CA, OK, NM, DE, CO, IN, MD, SD, LA, AL, MI, NJ, NC,
// PA, OH), some well known (MGM Rewards, Caesars Rewards, Borgata, Wind
// Creek) and some less common (Cypress Bayou Casino Hotel, Paragon Casino
// Resort, Sky Ute Casino, Rocky Gap Casino Resort, the Poarch Band of
// Creek Indians). The host language, Vietnamese, cannot be checked: the
// shipped data does not say which languages hosts speak.
//
// Its theme is a fifteenth CONTROL part: sixty ordinary questions over
// every area of the action catalog and the directory, 52 answerable and 8
// expecting Unknown, asked by three kinds of askers, twenty each:
//   - (a) a player typing on a phone (20: 17 answerable, 3 Unknown): lower
//     case, shorthand ("hrs", "w2g", "whats", "wheres"), no marks at all;
//   - (b) an AI agent calling /ask on a user's behalf (20: 17 answerable,
//     3 Unknown): well-formed sentences in the third person ("the user"),
//     a few with the user's context in a clause ("a $1,250 slot jackpot
//     the user hit");
//   - (c) a developer testing an integration (20: 18 answerable, 2
//     Unknown): terse noun phrases and the catalog's action and field
//     names, with key=value pairs ("search_casinos near=Poteau
//     radius_km=40", "qualification_amount Onyx, Boyd Rewards",
//     "bankroll_status: balance and ytd_net"), and noun phrases with no
//     field name ("hosts connected to this account", "responsible gaming
//     limits currently active", "Cypress Bayou Casino Hotel details").
//
// Nothing exotic beyond that: one question each, no typos of letters, no
// stories, no second question. Per area (answerable): places near a town
// and within a radius 3 (one with a hotel), hotel 1 more (2 in all),
// casino type 2, rewards 2, a brand or tribal family 2, a casino's
// details 3, programs 3
// (the list, a ladder, one tier's threshold), game facts 2, the W-2G rule
// 2, help lines and self-exclusion 2, limits 3 (a weekly budget and a
// session limit proposed, the limits read), comps 3 (a prediction at one
// casino, over all casinos, an estimate), tiers 2 (progress at one casino,
// the player's tiers), hosts 3 (at a casino, by language, the player's
// own), tier match 2 (suggestions, a path), trips 2, sessions 2, visits 2,
// vouchers 2, offers 3 (from a casino, expiring by default and within 14
// days), W-2G list and total 2, tax summary 2, bankroll 2. Unknown 8: an
// off-topic buffet, another person's tier, a parking price (a detail no
// answer says), booking a room, adding an offer (a change /ask does not
// propose), the user's followers (an area no answer covers), and two
// write actions a developer names (bankroll_add, create_share_link),
// which /ask refuses by name. No question lacks a field its intent needs,
// so none expects a missing field.
//
// It follows the twenty-ninth part's conventions (a casino named for a
// player action keeps the name as typed; a host filter by casino is the
// typed words and the directory's name when the words name exactly one
// casino, with no parameter; a year named for the player's records is
// that calendar year; a month named with its year is that month; a town
// typed without its state is near the directory's town with its state; "in
// <state>" is the state; a family's casinos in a state are the state with
// q the family's name as the directory spells it; a tier named with its
// program is not ambiguous; a casino's details answer what the directory
// keeps about it, whichever field is asked for; a limit of money in a
// period is a budget; off-topic questions, another person's records, a
// detail no answer says and a change /ask does not propose are Unknown).
// Its own choices, where those are silent:
//   - "the user" is the asker: an agent's question about the user's
//     records, limits or tiers is read as the player's own (README:
//     relayed questions "are read as the user's"), not as another
//     person's; "my wife" is another person and stays Unknown;
//   - a casino typed in lower case on a phone for a player action keeps
//     the typed words as they are, lower case ("wind creek"): as typed
//     means as typed; this is the choice here most open to dispute;
//   - a family with no state ("which casinos belong to the Poarch Band of
//     Creek Indians") is q alone, as the directory spells the nation;
//   - "casino hotels near <town>" is near that town with has_hotel;
//   - a key=value pair is the field with its value: "near=Poteau" is near
//     "Poteau, OK" (the directory's only Poteau), "radius_km=40" is 40 km
//     as given, not converted; "tax_year=2024" is that year; "from=" and
//     "to=" dates are sent as given;
//   - a bare action name with a phrase after it ("predict_all_casinos for
//     this account", "tier_status for the current key", "list_visits for
//     this user") is that action with no parameters;
//   - "a $1,250 slot jackpot" is the W-2G rule for slots with amount_won
//     1250; "w2g_threshold_check game_type=poker amount_won=6000" is the
//     rule for poker with amount_won 6000;
//   - "decisions_per_hour baccarat" and "how bad is the edge on keno" are
//     the game facts of that game (pace and edge are in the table);
//   - "ohio problem gambling number" is the help line in OH;
//   - "set_budget amount=250 period=week" is a weekly budget of 250
//     (proposed); "a session limit of 2 hours" is max_minutes 120;
//   - "responsible gaming limits currently active" reads the limits;
//   - "comps for 3 hrs of $10 slots" is the comp estimate for slots,
//     avg_bet 10, hours 3;
//   - "Would MGM Rewards match the user's Diamond status from Caesars
//     Rewards?" is the tier-match path from Caesars Rewards to MGM Rewards
//     with the tier Diamond (the tier is named, so not the suggestions);
//   - "hosts connected to this account" is the player's own hosts;
//   - "which offers expire soon" is the expiring offers with no window
//     (the default); "expiring_offers within_days=14" is within 14 days;
//   - "total w2g winnings for 2025" is the W-2G total of 2025; "list the
//     user's W-2G forms for tax year 2024" the W-2G list of 2024;
//   - "Summarize the user's 2025 gambling taxes, deductible losses
//     included." is the tax summary of 2025;
//   - "wheres my bankroll at" and "bankroll_status: balance and ytd_net"
//     are the bankroll (the field names are fields of its answer);
//   - "Who follows the user on Tierline?" is Unknown: list_followers is a
//     catalog action, but no intent of /ask answers the social area.
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at 59aca05, the commit that added this part to main,
// after the forty-ninth to fifty-seventh parts' rounds and the rules found
// by probing, and no rule changed for this part) scored 56 of 60 correct
// (93.3%): precision 94.1% (48 of 51 answers right), recall 92.3% (48 of
// 52 answerable), 1 declined and 3 wrong. No expectation was changed
// after it. The wrong ones, all a developer's terse phrasing:
// "responsible gaming limits currently active" (the help line, not the
// limits), "tier_status for the current key" (the tiers filtered by a
// casino "current key") and "hosts connected to this account" (a host
// search, not the player's hosts). Declined: "predict_all_casinos for this
// account".
//
// After its fix round (branch fix-58, tuningFifteenthControl), it scores
// 60 of 60 (100%): precision 100% (52 of 52), recall 100%, none declined
// and none wrong; no expectation was changed. The general rules added:
//   - the key's holder after a preposition ("for this account", "to the
//     current key", "on this api key", "for this user") or as a
//     possessive ("this account's") is the asker, read "my" and claimed,
//     never a casino's name or a word left unread (claimKeyHolder);
//   - the catalog's own reads whose names carry no "my" the rules read
//     (predict_all_casinos, get_my_connections, get_suggestions) are the
//     player's prediction over all casinos, hosts and tier-match
//     suggestions (actionWords);
//   - responsible-gaming limits said to be in force ("currently active",
//     "in effect", "in place", "existing") are the player's own limits,
//     with no "my", unless a state is named (limitsInForce in
//     responsibleLimitsNamed).
func heldOutFiftyEighth(t testing.TB) []expectation {
	return []expectation{
		// The directory: near a town and within a radius, hotel, type,
		// rewards, a brand and a tribal family.
		{query: "casinos around lodi", intent: FindCasinos, params: params{"near": "Lodi, CA"}},
		{query: "search_casinos near=Poteau radius_km=40", intent: FindCasinos, params: params{"near": "Poteau, OK", "radius_km": 40}},
		{query: "Could you find casino hotels near Bernalillo, New Mexico for the user?", intent: FindCasinos, params: params{"near": "Bernalillo, NM", "has_hotel": true}},
		{query: "search_casinos has_hotel=true state=SD", intent: FindCasinos, params: params{"state": "SD", "has_hotel": true}},
		{query: "got any delaware racinos", intent: FindCasinos, params: params{"state": "DE", "type": "racino"}},
		{query: "The user wants a list of commercial casinos in Colorado.", intent: FindCasinos, params: params{"state": "CO", "type": "commercial"}},
		{query: "indiana casinos with a rewards card", intent: FindCasinos, params: params{"state": "IN", "has_rewards": true}},
		{query: "casinos state=MD has_rewards=true", intent: FindCasinos, params: params{"state": "MD", "has_rewards": true}},
		{query: "boyd gaming casinos in louisiana", intent: FindCasinos, params: params{"state": "LA", "q": "Boyd Gaming"}},
		{query: "The user is asking which casinos belong to the Poarch Band of Creek Indians.", intent: FindCasinos, params: params{"q": "Poarch Band of Creek Indians"}},

		// One casino's details.
		{query: "how many table games at caesars southern indiana", intent: CasinoDetail, params: params{"slug": slugOf(t, "Caesars Southern Indiana")}},
		{query: "The user wants to know whether Rocky Gap Casino Resort has a hotel.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Rocky Gap Casino Resort")}},
		{query: "Cypress Bayou Casino Hotel details", intent: CasinoDetail, params: params{"slug": slugOf(t, "Cypress Bayou Casino Hotel")}},

		// Programs: the list, a ladder, one tier's threshold.
		{query: "The user would like to see every rewards program the directory covers.", intent: ListPrograms, params: params{}},
		{query: "whats the ladder for mgm rewards", intent: ProgramDetail, params: params{"id": programID(t, "MGM Rewards")}},
		{query: "qualification_amount Onyx, Boyd Rewards", intent: TierRequirement, params: params{"id": programID(t, "Boyd Rewards")}, tier: "Onyx"},

		// Game facts and the W-2G rule.
		{query: "how bad is the edge on keno", intent: GameFacts, params: params{"game_type": "keno"}},
		{query: "decisions_per_hour baccarat", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "Does a $1,250 slot jackpot the user hit require a W-2G?", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 1250}},
		{query: "w2g_threshold_check game_type=poker amount_won=6000", intent: W2GRule, params: params{"game_type": "poker", "amount_won": 6000}},

		// Responsible-gaming help by state.
		{query: "ohio problem gambling number", intent: RGHelp, params: params{"topic": "helpline", "state": "OH"}},
		{query: "How can the user self-exclude from casinos in Pennsylvania?", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "PA"}},

		// Limits: a budget and a session limit proposed, the limits read.
		{query: "set_budget amount=250 period=week", intent: SetBudget, params: params{"period": "week", "amount": 250}},
		{query: "Please set a session limit of 2 hours for the user.", intent: SetSessionLimit, params: params{"max_minutes": 120}},
		{query: "responsible gaming limits currently active", intent: MyLimits, params: params{}},

		// Comps: a prediction at one casino and over all, an estimate.
		{query: "What offer is the user likely to receive next from Ameristar East Chicago?", intent: CompPredict, params: params{"casino_name": "Ameristar East Chicago"}},
		{query: "predict_all_casinos for this account", intent: CompPredictAll, params: params{}},
		{query: "comps for 3 hrs of $10 slots", intent: CompEstimate, params: params{"game_type": "slots", "avg_bet": 10, "hours": 3}},

		// Tiers: progress at one casino, the player's tiers.
		{query: "how far am i from the next tier at wind creek", intent: TierProgress, params: params{"casino_name": "wind creek"}},
		{query: "tier_status for the current key", intent: MyTiers, params: params{}},

		// Hosts at a casino, by language, and the player's own.
		{query: "Find a host at Paragon Casino who is taking new players, on the user's behalf.", intent: FindHosts, params: params{}, filter: []string{"Paragon Casino", "Paragon Casino Resort"}},
		{query: "Are there hosts who speak Vietnamese available to the user?", intent: FindHosts, params: params{"language": "Vietnamese"}},
		{query: "hosts connected to this account", intent: MyHosts, params: params{}},

		// Tier match: suggestions and a path.
		{query: "what status matches can i get with my tiers", intent: TierMatchSuggestions, params: params{}},
		{query: "Would MGM Rewards match the user's Diamond status from Caesars Rewards?", intent: TierMatchPaths, params: params{"program": "Caesars Rewards", "to_program": "MGM Rewards"}, tier: "Diamond"},

		// The player's records: trips, sessions, visits, vouchers, offers,
		// W-2Gs, the tax year and the bankroll.
		{query: "show my trips from 2025", intent: MyTrips, params: params{"from": "2025-01-01", "to": "2025-12-31"}},
		{query: "list_trips from=2025-06-01 to=2025-08-31", intent: MyTrips, params: params{"from": "2025-06-01", "to": "2025-08-31"}},
		{query: "my video poker sessions in 2025", intent: MySessions, params: params{"game_type": "video_poker", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "List the user's blackjack sessions from March 2026.", intent: MySessions, params: params{"game_type": "blackjack", "from": "2026-03-01", "to": "2026-03-31"}},
		{query: "How many casino visits has the user checked in?", intent: MyVisits, params: params{}},
		{query: "list_visits for this user", intent: MyVisits, params: params{}},
		{query: "any of my vouchers still open", intent: MyVouchers, params: params{"status": "open"}},
		{query: "vouchers with status=redeemed", intent: MyVouchers, params: params{"status": "redeemed"}},
		{query: "Show the offers the user currently holds from Sky Ute Casino.", intent: MyOffers, params: params{"casino_name": "Sky Ute Casino"}},
		{query: "which offers expire soon", intent: ExpiringOffers, params: params{}},
		{query: "expiring_offers within_days=14", intent: ExpiringOffers, params: params{"within_days": 14}},
		{query: "Please list the user's W-2G forms for tax year 2024.", intent: MyW2Gs, params: params{"tax_year": 2024}},
		{query: "total w2g winnings for 2025", intent: W2GTotal, params: params{"tax_year": 2025}},
		{query: "tax_year_summary tax_year=2024", intent: TaxSummary, params: params{"tax_year": 2024}},
		{query: "Summarize the user's 2025 gambling taxes, deductible losses included.", intent: TaxSummary, params: params{"tax_year": 2025}},
		{query: "wheres my bankroll at", intent: Bankroll, params: params{}},
		{query: "bankroll_status: balance and ytd_net", intent: Bankroll, params: params{}},

		// Unknown: off topic, another person's records, a detail no answer
		// says, changes /ask does not propose, an area it does not answer,
		// and write actions named by a developer.
		{query: "best buffet in laughlin", intent: Unknown, params: params{}},
		{query: "what tier is my wife at soaring eagle", intent: Unknown, params: params{}},
		{query: "whats parking cost at borgata", intent: Unknown, params: params{}},
		{query: "The user would like to book a room at Harrah's Cherokee for Friday.", intent: Unknown, params: params{}},
		{query: "Add a $50 free play offer from Ocean Casino Resort to the user's account.", intent: Unknown, params: params{}},
		{query: "Who follows the user on Tierline?", intent: Unknown, params: params{}},
		{query: "bankroll_add amount=100 entry_type=deposit", intent: Unknown, params: params{}},
		{query: "create_share_link resource_type=trip", intent: Unknown, params: params{}},
	}
}
