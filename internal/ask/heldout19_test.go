package ask

import "testing"

// heldOutNineteenth is a nineteenth held-out part, written blind and
// committed BEFORE its first run: by someone who had read only the action
// catalog and the service spec, the README's section on /ask (and its curl
// examples of the directory's query parameters), the shipped data (for real
// casino, program and tier names, towns, states, types and brands), the
// whole of the eighteenth held-out part and the seventeenth part's header
// (for the format, the vocabulary of intents and parameters and their
// conventions), the intent names of ask.go, the expectation type and the
// programID and slugOf helpers, and the registration table of
// TestCorpusScore; never the rules of this package, the tuning phrases or
// the other held-out parts. Its wording is new: each phrase was checked
// with a case-insensitive fixed-string grep (file names only) against every
// test file of this package not to be in the corpus already; one draft
// was found there and replaced ("how do i ban myself from casinos in new
// jersey", now "what's the process to ban myself from massachusetts
// casinos"). Its places, casinos, programs, tiers, states and languages
// were chosen, where the data allowed, among those no earlier test file
// names (by the same kind of grep, file names only): Winnemucca, Pahrump,
// Norman, New Mexico, Wildfire, Tukwila, Central City, Fallon, Primm, Inn
// of the Mountain Gods, Seneca Allegany, Northern Quest, Bally Rewards,
// Boyd's Ruby, WinStar's Elite named with its program, Silver Slipper,
// Hard Rock Cincinnati, Jackson Rancheria, Cedar Lakes, Pahrump Nugget,
// Buffalo Bill's, Century Casino, Winners Inn, Casino Arizona, Harlow's,
// Trop Casino Greenville, Maryland, Massachusetts, Portuguese (the tiers
// Shining Star and Gold, the program's names MGM and WinStar, and the
// games are not new). It leans toward the way an AI agent relays a user's
// request to an API: full sentences in a neutral register ("The user would
// like to know which casinos near Winnemucca have hotels."), the user in
// the third person ("Find the user's trips to Pahrump Nugget last year.",
// "Pull the user's craps sessions from March."), imperative requests as
// to a tool ("Get tier ladder for Bally Rewards", "Get casino details for
// Inn of the Mountain Gods", "Return the house edge for roulette.",
// "Enumerate the rewards programs available in the directory.", "Run a
// comp prediction for every casino the user plays at."), with some terse
// ones as players type them ("pahrump hotel casinos?", "when did northern
// quest open", "how many tier credits is boyd ruby", "my sessions at
// buffalo bills this yr"); slips of a letter ("requirments", "Retreive",
// "blackjak", "stil"); shorthand ("25km", "w2g", "min", "yr", "CO" as a
// code with no comma, "5 grand", "60 bucks"); amounts written in different
// ways ("$1,199", "$650", "$2", "5 grand", "$175", "60 bucks", "$15", "10
// a spin", "$600", "$500", "$20"); times written in different ways ("an
// hour and 45 minutes", "3 hours", "90 min"); towns with and without
// their state (the state spelled out or as a code), a radius in miles or
// kilometres (one bounded by "no farther than"), coordinates, hotel, type
// and rewards filters, a brand's casinos in a state, and off-topic,
// unclear and double requests, details the API does not return, another
// person's records, a tier two programs share, a comparison of two
// casinos and changes /ask does not propose (9 of 60 expect Unknown).
//
// It follows the eighteenth and seventeenth parts' conventions (a casino
// named for a player action keeps the name as typed, without "the"; a
// filter adds the directory's name only when the typed words name exactly
// one casino; coordinates are the place as typed; a radius in miles is in
// kilometres to one decimal; a year named for the player's records is that
// calendar year; "last year" is 2025 and "last month" April 2026 (the
// corpus's today is 2026-05-14); a month named without a year is its
// latest one up to today; "this year" is 2026; a town typed without its
// state is near the directory's town with its state; "in <town>" is near
// that town; a brand's casinos in a state are the state with q the
// brand's family name as the directory spells it; a national help line
// with no state named is rg_help helpline with no state; a tier named with
// its program is not ambiguous; a casino's details answer what the
// directory keeps about it; a tier two programs share named alone, two
// changes in one, another person's records, a detail no answer says, and
// a change /ask does not propose are Unknown). A few choices of its own,
// where the conventions are silent:
//   - "The user would like to know which casinos near Winnemucca have
//     hotels." is has_hotel near Winnemucca, NV; "pahrump hotel casinos?"
//     (the town before "hotel casinos", casinos with a hotel) is has_hotel
//     near Pahrump, NV; "Find tribal casinos within 20 miles of Norman,
//     Oklahoma." is the tribal type near Norman, OK within 32.2 km; "Search
//     for racino properties in New Mexico." is the racino type in NM (a
//     property is a casino); "List the Wildfire locations in Nevada." is
//     NV with q "Wildfire" (Station Casinos' family of that name in the
//     directory: Wildfire Anthem, Boulder, Casino & Lanes, Lake Mead,
//     Rancho, Sunset, Valley View; a location is a casino); "Get casinos
//     within 25km of Tukwila" is near Tukwila, WA within 25 km; "casinos
//     near 39.80,-105.51 with a rewards program" is has_rewards near those
//     coordinates as typed (with its trailing zero); "Show commercial
//     casinos in Central City CO." is the commercial type near Central
//     City, CO (the state's code after the town with no comma); "The user
//     is looking for a casino with a hotel no farther than 30 miles from
//     Fallon." is has_hotel near Fallon, NV within 48.3 km;
//   - "Get casino details for Inn of the Mountain Gods" is the details of
//     Inn of the Mountain Gods Resort & Casino; "How many rooms does the
//     Seneca Allegany hotel have?" is the details of Seneca Allegany
//     Casino & Hotel (hotel_rooms is a field of the casino, and the word
//     "hotel" there is the casino's, not a filter); "when did northern
//     quest open" is the details of Northern Quest Resort & Casino
//     (opened_year is a field of the casino);
//   - "Enumerate the rewards programs available in the directory." lists
//     the programs; "Get tier ladder for Bally Rewards" is that program's
//     details (its ladder is empty in the data, but the request is its
//     ladder); "how many tier credits is boyd ruby" is Boyd Rewards' Ruby
//     (the program named by its brand, Ruby being its alone); "The user
//     wants the qualification threshold for Elite in WinStar Club
//     Passport." is WinStar Club Passport's Elite; "lucky star rewards -
//     shining star requirments?" (a slip in "requirements") is Lucky Star
//     Rewards' Shining Star;
//   - "Return the house edge for roulette." is a game fact for roulette;
//     "Typical decisions per hour for video poker?" is a game fact (pace)
//     for video_poker;
//   - "Would a $1,199 slot jackpot generate a W-2G for the user?" is the
//     W-2G rule for slots with amount_won 1199; "w2g rule for $650 win on
//     a $2 roulette bet" is the rule for roulette with amount_won 650 and
//     the wager 2; "Check whether a poker tournament payout of 5 grand
//     requires a W-2G." is the rule for poker with amount_won 5000 ("grand"
//     is thousands; a tournament's payout is its win);
//   - "Provide the problem gambling helpline for Maryland." is the helpline
//     in MD; "what's the process to ban myself from massachusetts casinos"
//     is self_exclusion in MA (banning oneself is self-exclusion, not a
//     search of casinos); "Give the user the national problem gambling
//     hotline number." is the helpline with no state;
//   - "Set the user's weekly gambling budget to $175." is a weekly budget
//     of 175; "limit my spending to 60 bucks a day" is a daily budget of
//     60 (a limit of money in a period is a budget; "bucks" are dollars);
//     "cap my sessions at an hour and 45 minutes" is max_minutes 105;
//     "Retreive the user's current responsible gaming limits." (a slip in
//     "retrieve") reads the limits;
//   - "what comps is silver slipper likely to send me next" is
//     comp_predict at "silver slipper"; "Run a comp prediction for every
//     casino the user plays at." is comp_predict_all; "Estimate comps for
//     3 hours of $15 blackjak." (a slip in "blackjack") and "roulette 90
//     min at 10 a spin, comp value?" (10 with no dollar sign is the bet a
//     spin; 90 minutes is 1.5 hours) are comp_estimate;
//   - "How close is the user to the next tier at Hard Rock Cincinnati?" is
//     tier_progress at "Hard Rock Cincinnati" (as typed, in its case: the
//     conventions keep the name as typed); "List the user's current tier
//     status at every casino." is the player's tiers; "what tier do i hold
//     at jackson rancheria" is the player's tiers filtered to Jackson
//     Rancheria Casino Resort (the one casino the words name);
//   - "Find hosts who speak Portuguese." is find_hosts in Portuguese; "are
//     there hosts at cedar lakes taking on clients" is find_hosts filtered
//     to Cedar Lakes Casino & Hotel (the one casino the words name; hosts
//     found are those accepting new players anyway); "Show the user's host
//     connections." is the player's hosts;
//   - "Can my MGM Gold status be matched to Caesars Rewards?" is a
//     tier-match path from MGM Rewards' Gold (shared with Caesars Rewards,
//     but its program is named) to Caesars Rewards; "Get tier-match
//     suggestions based on the user's tiers." is tier-match suggestions;
//   - "Find the user's trips to Pahrump Nugget last year." are the trips at
//     "Pahrump Nugget" (as typed, in its case) in 2025; "Pull the user's
//     craps sessions from March." are the sessions of craps in March 2026,
//     its first to its last day; "my sessions at buffalo bills this yr"
//     ("yr" is year) are the sessions at "buffalo bills" in 2026, its
//     first to its last day (a year named is the calendar year, and "this
//     year" names 2026); "Get the user's bankroll balance." is the
//     bankroll; "Does the user have any offers from Century Casino?" are
//     the offers at "Century Casino" (as typed: a player action's casino
//     need not be one of the directory's four Century Casinos); "List
//     offers expiring within three weeks." are expiring offers within 21
//     days (the number in words; a week is 7 days); "which of my vouchers
//     are stil open" (a slip in "still") are the vouchers with status
//     "open"; "List W-2G forms for 2023." lists the W-2Gs of 2023; "Total
//     of the user's W-2G winnings last year" is the W-2G total of 2025;
//     "Generate a 2024 tax summary for the user." is the tax summary of
//     2024;
//   - booking a table at a sushi place is off topic, so Unknown (even with
//     a casino named after "near"); "The user says: do the thing from
//     earlier." is unclear, so Unknown; lowering a monthly budget and
//     capping sessions in one is two changes, so Unknown; "Show my wife's
//     trips to Winnemucca last month." asks another person's records, so
//     Unknown; a casino's blackjack table minimums are a detail no answer
//     says, so Unknown; logging a bankroll deposit and redeeming a voucher
//     are changes /ask does not propose, so Unknown; "Requirements for Gold
//     tier?" names a tier Caesars Rewards and MGM Rewards share, so
//     Unknown; "Which is better for slots, Harlow's or Trop Casino
//     Greenville?" asks an opinion between two casinos, which no answer
//     says, so Unknown.
//
// Its first run (go test ./internal/ask -run 'TestCorpusScore$' -count=1
// -v, once, on branch ask-heldout19 from main at b765362, with no rule
// changed for this part) scored 48 of 60 correct (80.0%): precision 88.6%
// (39 of 44 answers right), recall 76.5% (39 of 51 answerable), 7
// declined and 5 wrong (the test counts an answer that asks for a missing
// field as declined, and as an answer in precision); all 9 expected
// Unknowns were declined. No expectation was corrected after it. The
// wrong ones:
//   - a town typed before "hotel casinos", with no place cue, read as a
//     name searched: "pahrump hotel casinos?" answered as find_casinos
//     with has_hotel and q "pahrump", not near Pahrump, NV;
//   - coordinates with a trailing zero not kept as typed: "casinos near
//     39.80,-105.51 with a rewards program" answered as find_casinos with
//     has_rewards near "39.8,-105.51", not "39.80,-105.51" (the same
//     place; the convention keeps coordinates as typed);
//   - the limits asked with a slip in "retrieve" and "responsible gaming"
//     read as a help line: "Retreive the user's current responsible
//     gaming limits." answered as rg_help with topic helpline, not
//     my_limits;
//   - the player's host connections, relayed in the third person, read
//     as a search of hosts: "Show the user's host connections." answered
//     as find_hosts with no parameters, not my_hosts;
//   - a casino named after "offers from", relayed in the third person,
//     dropped: "Does the user have any offers from Century Casino?"
//     answered as my_offers with no parameters, not with casino_name
//     "Century Casino".
//
// The declined ones: a hotel filter with a radius bounded by "no farther
// than" from a town without its state, relayed as "the user is looking
// for a casino with" ("The user is looking for a casino with a hotel no
// farther than 30 miles from Fallon."); the programs asked with
// "enumerate" as those "available in the directory" ("Enumerate the
// rewards programs available in the directory."); the W-2G rule for a
// slot jackpot asked whether it would "generate a W-2G for the user"
// ("Would a $1,199 slot jackpot generate a W-2G for the user?"); the W-2G
// rule for a poker tournament's "payout of 5 grand" asked with "check
// whether ... requires" ("Check whether a poker tournament payout of 5
// grand requires a W-2G."); the next tier at a casino asked in the third
// person as "how close is the user to" it ("How close is the user to the
// next tier at Hard Rock Cincinnati?"); the player's tiers asked in the
// third person as "the user's current tier status at every casino"
// ("List the user's current tier status at every casino."); and
// tier-match suggestions asked as an imperative "based on the user's
// tiers" ("Get tier-match suggestions based on the user's tiers.").
//
// After it, on branch ask-heldout19, general rules with tuning phrases
// of their own (score_test.go, never these; no expectation here changed)
// took it to 58 of 60 (96.7%), 1 wrong, 1 declined: the person an agent
// relays, named anywhere as "the user" ("the customer's", "the
// guest's"), is the asker, as "my" and "i" are, while another person of
// theirs ("the client's husband's sessions") still declines; the casino
// after "from" is the offers' casino; an imperative tool verb opening
// the request ("Enumerate", "Retrieve" slipped or not, "Check whether",
// "Determine if") only says "answer this", and the programs "available"
// in the directory are those it holds; "responsible gaming" right before
// the player's own limits names their kind, not a help line; a W-2G a
// win would "generate" or "produce" is the rule; coordinates are kept as
// typed. It stays unbarred, as one answer is still wrong: a town typed
// before "hotel casinos" with no place cue ("pahrump hotel casinos?")
// is still searched as a name (q "pahrump"), as Pahrump begins several
// of the directory's casino names; and "The user is looking for a
// casino with a hotel no farther than 30 miles from Fallon." still
// declines: Fallon is not read as the town there, so the radius is a
// distance from no place (it declines too without the relay, as
// "looking for a casino with a hotel ...", while "casinos with a hotel
// no farther than 30 miles from Fallon" answers). Both wait for a later
// round. Then, on branch ask-pahrump, a town of the directory typed
// before its casinos with their lodging ("hotel casinos", "resort
// casinos", "casino hotels") read as where to look, as before "casinos"
// alone, took it to 59 of 60 (98.3%) with none wrong, 1 declined (the
// Fallon request), and its bar is enforced.
func heldOutNineteenth(t testing.TB) []expectation {
	return []expectation{
		// The directory: places by town (with and without the state),
		// radius in miles and km, coordinates, types, hotels, rewards, a
		// brand in a state; one casino's details.
		{query: "The user would like to know which casinos near Winnemucca have hotels.", intent: FindCasinos, params: params{"near": "Winnemucca, NV", "has_hotel": true}},
		{query: "pahrump hotel casinos?", intent: FindCasinos, params: params{"near": "Pahrump, NV", "has_hotel": true}},
		{query: "Find tribal casinos within 20 miles of Norman, Oklahoma.", intent: FindCasinos, params: params{"near": "Norman, OK", "type": "tribal", "radius_km": 32.2}},
		{query: "Search for racino properties in New Mexico.", intent: FindCasinos, params: params{"state": "NM", "type": "racino"}},
		{query: "List the Wildfire locations in Nevada.", intent: FindCasinos, params: params{"state": "NV", "q": "Wildfire"}},
		{query: "Get casinos within 25km of Tukwila", intent: FindCasinos, params: params{"near": "Tukwila, WA", "radius_km": 25}},
		{query: "casinos near 39.80,-105.51 with a rewards program", intent: FindCasinos, params: params{"near": "39.80,-105.51", "has_rewards": true}},
		{query: "Show commercial casinos in Central City CO.", intent: FindCasinos, params: params{"near": "Central City, CO", "type": "commercial"}},
		{query: "The user is looking for a casino with a hotel no farther than 30 miles from Fallon.", intent: FindCasinos, params: params{"near": "Fallon, NV", "radius_km": 48.3, "has_hotel": true}},
		{query: "Get casino details for Inn of the Mountain Gods", intent: CasinoDetail, params: params{"slug": slugOf(t, "Inn of the Mountain Gods Resort & Casino")}},
		{query: "How many rooms does the Seneca Allegany hotel have?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Seneca Allegany Casino & Hotel")}},
		{query: "when did northern quest open", intent: CasinoDetail, params: params{"slug": slugOf(t, "Northern Quest Resort & Casino")}},

		// Programs, their ladders and one tier's threshold.
		{query: "Enumerate the rewards programs available in the directory.", intent: ListPrograms, params: params{}},
		{query: "Get tier ladder for Bally Rewards", intent: ProgramDetail, params: params{"id": programID(t, "Bally Rewards")}},
		{query: "how many tier credits is boyd ruby", intent: TierRequirement, params: params{"id": programID(t, "Boyd Rewards")}, tier: "Ruby"},
		{query: "The user wants the qualification threshold for Elite in WinStar Club Passport.", intent: TierRequirement, params: params{"id": programID(t, "WinStar Club Passport")}, tier: "Elite"},
		{query: "lucky star rewards - shining star requirments?", intent: TierRequirement, params: params{"id": programID(t, "Lucky Star Rewards")}, tier: "Shining Star"},

		// Game facts: edge and pace.
		{query: "Return the house edge for roulette.", intent: GameFacts, params: params{"game_type": "roulette"}},
		{query: "Typical decisions per hour for video poker?", intent: GameFacts, params: params{"game_type": "video_poker"}},

		// The W-2G rule by game, amount and wager.
		{query: "Would a $1,199 slot jackpot generate a W-2G for the user?", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 1199}},
		{query: "w2g rule for $650 win on a $2 roulette bet", intent: W2GRule, params: params{"game_type": "roulette", "amount_won": 650, "wager": 2}},
		{query: "Check whether a poker tournament payout of 5 grand requires a W-2G.", intent: W2GRule, params: params{"game_type": "poker", "amount_won": 5000}},

		// Responsible-gaming help by state, and a national line.
		{query: "Provide the problem gambling helpline for Maryland.", intent: RGHelp, params: params{"topic": "helpline", "state": "MD"}},
		{query: "what's the process to ban myself from massachusetts casinos", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "MA"}},
		{query: "Give the user the national problem gambling hotline number.", intent: RGHelp, params: params{"topic": "helpline"}},

		// The player's limits: changes are proposed, and the limits read.
		{query: "Set the user's weekly gambling budget to $175.", intent: SetBudget, params: params{"period": "week", "amount": 175}},
		{query: "limit my spending to 60 bucks a day", intent: SetBudget, params: params{"period": "day", "amount": 60}},
		{query: "cap my sessions at an hour and 45 minutes", intent: SetSessionLimit, params: params{"max_minutes": 105}},
		{query: "Retreive the user's current responsible gaming limits.", intent: MyLimits, params: params{}},

		// Comps: predicted at a casino or all of them, and estimated.
		{query: "what comps is silver slipper likely to send me next", intent: CompPredict, params: params{"casino_name": "silver slipper"}},
		{query: "Run a comp prediction for every casino the user plays at.", intent: CompPredictAll, params: params{}},
		{query: "Estimate comps for 3 hours of $15 blackjak.", intent: CompEstimate, params: params{"game_type": "blackjack", "avg_bet": 15, "hours": 3}},
		{query: "roulette 90 min at 10 a spin, comp value?", intent: CompEstimate, params: params{"game_type": "roulette", "avg_bet": 10, "hours": 1.5}},

		// The next tier at a casino, and the player's tiers.
		{query: "How close is the user to the next tier at Hard Rock Cincinnati?", intent: TierProgress, params: params{"casino_name": "Hard Rock Cincinnati"}},
		{query: "List the user's current tier status at every casino.", intent: MyTiers, params: params{}},
		{query: "what tier do i hold at jackson rancheria", intent: MyTiers, params: params{}, filter: []string{"jackson rancheria", "Jackson Rancheria Casino Resort"}},

		// Hosts by language or at a casino, and the player's own.
		{query: "Find hosts who speak Portuguese.", intent: FindHosts, params: params{"language": "Portuguese"}},
		{query: "are there hosts at cedar lakes taking on clients", intent: FindHosts, params: params{}, filter: []string{"cedar lakes", "Cedar Lakes Casino & Hotel"}},
		{query: "Show the user's host connections.", intent: MyHosts, params: params{}},

		// Tier matches from a named tier, and suggestions from the player's.
		{query: "Can my MGM Gold status be matched to Caesars Rewards?", intent: TierMatchPaths, params: params{"program": "MGM Rewards", "to_program": "Caesars Rewards"}, tier: "Gold"},
		{query: "Get tier-match suggestions based on the user's tiers.", intent: TierMatchSuggestions, params: params{}},

		// The player's records: trips, sessions, bankroll, offers,
		// vouchers, W-2Gs and the tax year.
		{query: "Find the user's trips to Pahrump Nugget last year.", intent: MyTrips, params: params{"casino_name": "Pahrump Nugget", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "Pull the user's craps sessions from March.", intent: MySessions, params: params{"game_type": "craps", "from": "2026-03-01", "to": "2026-03-31"}},
		{query: "my sessions at buffalo bills this yr", intent: MySessions, params: params{"casino_name": "buffalo bills", "from": "2026-01-01", "to": "2026-12-31"}},
		{query: "Get the user's bankroll balance.", intent: Bankroll, params: params{}},
		{query: "Does the user have any offers from Century Casino?", intent: MyOffers, params: params{"casino_name": "Century Casino"}},
		{query: "List offers expiring within three weeks.", intent: ExpiringOffers, params: params{"within_days": 21}},
		{query: "which of my vouchers are stil open", intent: MyVouchers, params: params{"status": "open"}},
		{query: "List W-2G forms for 2023.", intent: MyW2Gs, params: params{"tax_year": 2023}},
		{query: "Total of the user's W-2G winnings last year", intent: W2GTotal, params: params{"tax_year": 2025}},
		{query: "Generate a 2024 tax summary for the user.", intent: TaxSummary, params: params{"tax_year": 2024}},

		// Off topic, unclear, two changes in one, another person's
		// records, a detail no answer says, changes /ask does not propose,
		// a tier two programs share, and an opinion between two casinos.
		{query: "Book the user a table at a sushi place near Primm Valley.", intent: Unknown, params: params{}},
		{query: "The user says: do the thing from earlier.", intent: Unknown, params: params{}},
		{query: "Lower the user's monthly budget to $600, and also cap sessions at 3 hours.", intent: Unknown, params: params{}},
		{query: "Show my wife's trips to Winnemucca last month.", intent: Unknown, params: params{}},
		{query: "What are the blackjack table minimums at Casino Arizona?", intent: Unknown, params: params{}},
		{query: "Log a $500 deposit to the user's bankroll.", intent: Unknown, params: params{}},
		{query: "Redeem the user's $20 voucher from Winners Inn.", intent: Unknown, params: params{}},
		{query: "Requirements for Gold tier?", intent: Unknown, params: params{}},
		{query: "Which is better for slots, Harlow's or Trop Casino Greenville?", intent: Unknown, params: params{}},
	}
}
