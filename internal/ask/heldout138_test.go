package ask

import "testing"

// heldOutHundredThirtyEighth is the hundred-and-thirty-eighth held-out
// part, written blind and committed BEFORE its first run: by someone who
// read only the service spec and the action catalog (both whole), the
// README's lines 89-155 (the curl examples of the directory) and 428-480
// (the section on /ask), the whole of the twenty-ninth held-out part and
// the first 80 lines of the twenty-eighth (its header), the block of
// intent constants of ask.go (printed by a script from its first line
// "const (" to the first ")" after it, nothing else of that file), the
// expectation type (lines 1-18 of heldout_test.go), the slugOf and
// programID functions of ask_test.go (printed by a script, only those
// two), the first and last twenty lines of heldOutParts in
// score_test.go, and the newest commit's subject (git log -1: the merge
// of the hundred-and-thirtieth part's fix round, which quotes no
// phrase). Never the rules of this package, the tuning phrases or any
// other held-out part.
//
// The shipped data was read only through short python3 scripts, on these
// subjects: the columns of casinos.csv and its counts by type, state,
// has_hotel, brand and tribal nation; the casinos of each brand, state
// by state; every town of the directory with its state and number of
// casinos; the casinos whose name or nation holds Oneida, Osage or
// Ho-Chunk; every program of rewards_programs.json with its tiers,
// thresholds and units; the Indiana rows of program_properties.csv; the
// rows of us_cities.csv and the casinos of some twenty-five towns; the
// casinos that keep a number of slot machines or an opening year; the
// states that have racinos, and whether a state's name is also a town's.
// A listing of data/, git status, the first lines of
// program_properties.csv and us_cities.csv and the first program of
// rewards_programs.json in full were printed too. A loop of grep -rilF |
// wc -l counted, for some fifty towns, how many earlier test files name
// them (counts only, no file opened), to prefer towns few parts use.
//
// Checked against data/ with those scripts: every casino named (Century
// Casino Caruthersville, Choctaw Landing, Kla-Mo-Ya Casino, Little River
// Casino Resort, Wildhorse Resort & Casino, Charging Horse Casino,
// Menominee Casino Resort) is spelled as the directory spells it, exists
// once, and no other casino's name holds it; every town used for a
// search (Manistee MI, Pendleton OR, Elko NV, Sunnyside WA, Keshena WI)
// is a town of the directory in that state and no row of us_cities.csv
// puts it in another state; the Keshena casino has a hotel; Ohio has
// racinos, Colorado commercial casinos, Oklahoma tribal casinos with
// hotels, Indiana casinos in programs and Louisiana six casinos of the
// brand Boyd Gaming; the Osage Nation is a tribal_nation of the
// directory spelled so; Boyd Rewards, Genting Rewards, MGM Rewards,
// WinStar Club Passport and Caesars Rewards are programs; Pearl and
// Platinum are MGM Rewards tiers and Premier a WinStar Club Passport
// tier.
//
// Its wording is new: each whole message was checked with grep -ilF
// (file names only, never opened) over internal/ask/*_test.go, as typed,
// with its spaces trimmed, with its line breaks written as Go's \n, and
// each without its closing mark, and so was every line of a message
// longer than twelve characters (stricter than asked). Twenty messages
// were found and replaced, twenty-four rewordings in all (four
// rewordings were found too and reworded again, and one more, "the
// racinos of New York", became Ohio because New York is also a town of
// the directory): the ask under the noise of "BOYD GAMING CASINOS IN
// LOUISIANA", "commercial casinos in Colorado", "any racinos in New
// York", "how many tier credits do I need for Pearl in MGM Rewards",
// "What does Premier take in WinStar Club Passport?", "What's The House
// Edge On Video Poker?", "how many hands per hour in baccarat", "DO I
// GET A W-2G FOR A $2,000 SLOT JACKPOT", "GAMBLING HELPLINE FOR IOWA",
// "LIMIT MY SESSIONS TO 2 HOURS", "What Gambling Limits Do I Have Right
// Now?", "Which Programs Would Match My Current Tiers?", "who's my
// casino host", "Show me my blackjack sessions", "show all my casino
// visits", "WHICH OF MY VOUCHERS HAVE BEEN REDEEMED", "which of my
// offers expire in the next 14 days", "Total Of My W-2G Winnings This
// Year", and two lines of two-line messages ("likely to send me next?",
// "as redeemed, please."). None of the sixty, nor any line of one, is
// found now.
//
// Its theme is a CONTROL part in a NEW REGISTER: FORMATTING NOISE, as
// messages arrive from forms, chat apps and agents. ALL CAPS in 10;
// Title Case Every Word in 8; markdown in 11 (**bold** names, `code`
// names, a bullet list of conditions, a numbered list of conditions, a
// bullet list of two asks, a "## Question" heading, two quoted "> "
// lines, a bold "**Advice needed:**"); repeated punctuation ("???",
// "!!!", "...") in 8; and in the other 23 a leading label ("Q:",
// "Question -", "Question:", "RE: taxes") in 10, a line break inside the
// message in 5, a trailing signature ("Sent from my iPhone", "-- sent
// from my phone", "-- Dave") in 5 and stray spaces in 3. The words under
// the noise are ordinary questions with one ask each. 48 expect an
// answer and 12 expect Unknown: two off topic with a town of the
// directory (a place to eat in Elko, snow in Deadwood), two facts
// nothing keeps (when a casino's buffet closes, a casino's dress code),
// two other people's records (a wife's tier, a father's W-2Gs), two asks
// in one (a bullet list of the roulette house edge and the bankroll; a
// budget and a session limit in one sentence), two writes /ask does not
// run (adding a trip, marking a voucher used, which is redeem_voucher)
// and two asks for advice (craps or blackjack tonight, which slot
// machine to play). Every area is covered: searches by town, radius
// (miles and kilometres), state, type, hotel, rewards, nation and
// family; casino details; the programs, two ladders and two tiers'
// thresholds; game facts; the W-2G rule; a help line and self-exclusion;
// a budget and a session limit proposed and the limits read; comp
// predictions (one casino and all) and an estimate; tier progress and
// the player's tiers; tier-match suggestions and a path; hosts by
// language and the player's own; trips, sessions, visits, vouchers,
// offers and expiring offers, W-2Gs and their total, the tax summary and
// the bankroll. No question lacks a field its intent needs, so none
// expects a missing field.
//
// It follows the twenty-ninth part's conventions: a casino named for a
// player action keeps the name as typed; a radius in miles is in
// kilometres to one decimal (40 miles is 64.4, 25 miles 40.2); a year
// named for the player's records is that calendar year, "last year" 2025
// and "this year" 2026; a month named without a year is its latest one
// up to today, 2026-05-14 (March is 2026-03); a town typed without its
// state is near the directory's town with its state, and "in <town>" is
// near that town and "in <state>" the state; a family's casinos in a
// state are the state with q the family's name as the directory spells
// it; a tier named with its program is not ambiguous; a casino's details
// answer what the directory keeps about it, whichever field is asked
// for; a limit of money in a period is a budget; off-topic questions are
// Unknown. Its own choices, where those are silent:
//   - The noise is read through and adds nothing: each expectation is
//     the one the same words typed plainly would get. Caps and Title
//     Case change no value; a label ("Q:", "Question -", "RE: taxes",
//     "RE: weekend") and a signature ("-- Dave", "Sent from my iPad")
//     add no parameter, and a signed name is not another person whose
//     records are asked; "RE: self-exclusion" only repeats the ask's
//     topic.
//   - No casino name handed to a player action is typed in caps, so "as
//     typed" has one reading: "Little River Casino Resort" in the Title
//     Case message is the directory's own spelling, and "Wildhorse"
//     (tier progress), "Charging Horse Casino" (comp prediction) and
//     "Kla-Mo-Ya Casino" (offers, amid stray spaces) are kept as typed,
//     without the surrounding spaces.
//   - A markdown list of conditions under one ask is one search with
//     those filters ("Find casinos: - in Oklahoma - tribal - with a
//     hotel" is OK, tribal, has_hotel; "1. within 25 miles of Keshena 2.
//     with a hotel" is near "Keshena, WI" within 40.2 km with
//     has_hotel), while a bullet list of two different asks is two asks
//     and Unknown.
//   - "within 100 km of Elko" is radius_km 100 as stated; "the racinos
//     of Ohio" is OH with the type racino (Ohio is no town of the
//     directory or of us_cities); "LIST THE BOYD GAMING PROPERTIES IN
//     LOUISIANA" is LA with q "Boyd Gaming" (the brand typed whole, as
//     the directory spells it); "Which casinos does the **Osage Nation**
//     run?" is q "Osage Nation" (q searches a casino's tribal nation
//     too, as the README's Chickasaw Nation example shows; the nation
//     typed whole).
//   - "HOW MANY SLOT MACHINES DOES CENTURY CASINO CARUTHERSVILLE HAVE"
//     and "When Did Choctaw Landing Open?" are the details
//     (slot_machines and opened_year are fields of the Casino resource;
//     the data keeps the first's number of slot machines, 529, and the
//     second's opening year, 2024); when a buffet closes and a dress
//     code are not fields of any resource, so Unknown.
//   - "Pearl in MGM Rewards needs how many tier credits???" and "How
//     many points does WinStar Club Passport require for Premier?" are
//     those tiers' thresholds; "SHOW ME THE GENTING REWARDS TIER LADDER"
//     and "what are the tiers in `Boyd Rewards`?" are the programs'
//     details.
//   - "Is a $1,500 keno win reportable on a W-2G?" is the rule for keno
//     with amount_won 1500, and "WILL A $2,000 SLOT JACKPOT GET ME A
//     W-2G" for slots with 2000.
//   - "PLEASE CAP EACH SESSION AT 2 HOURS" is a session limit of 120
//     minutes; "set a monthly gambling budget of $600" a budget of 600 a
//     month; "Show Me The Play Limits I Currently Have Set" reads the
//     limits.
//   - "predict my next offer at every casino I play" is the prediction
//     for all casinos; "2 hours of $15 craps ... in comps" is the
//     estimate for craps, avg_bet 15, hours 2.
//   - "If I match my **MGM Rewards Platinum** over to Caesars Rewards,
//     what tier do I get?" is the path from MGM Rewards' Platinum to
//     Caesars Rewards (Caesars Rewards has a Platinum too, but the
//     source program is named); "Which Loyalty Programs Would Status
//     Match The Tiers I Hold Now?" the player's suggestions.
//   - "a casino host who speaks Spanish" is find_hosts in Spanish: the
//     data keeps no hosts, so the language could not be checked; "who is
//     my assigned casino host" is the player's hosts.
//   - "Mark my $40 voucher as used up now." is redeem_voucher, a write
//     /ask does not run, so Unknown; "which slot machine should I play
//     at Menominee Casino Resort?" asks a recommendation, not the
//     player's tracked machines (no intent of the const block lists
//     them), so Unknown as advice.
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at d608f52, after the session's rounds up to the hundred-
// and-twenty-ninth and hundred-and-thirtieth parts', and no rule changed
// for it) scored 58 of 60 correct (96.7%): precision 97.9% (46 of 47
// answers right), recall 95.8% (46 of 48 answerable), 1 declined and 1
// wrong. No expectation was changed after it. The wrong one: "What offer
// is Charging Horse Casino\ngoing to mail me next?" (the offers there, the
// line break read as the end of a sentence); the one declined: "Q: What
// casinos are there in Maine?".
//
// After its fix round (2026-11-25, on main, by the maintainer, with its
// phrases in tuningRecords): 60/60, 0 wrong, none declined; no expectation
// was changed, and the part is barred. The general rules added: what a
// casino is "going to" send, mail or give is an offer to come, as "will
// send" is (goingToSend), and "Q:" is a label, as "Question:" is.
func heldOutHundredThirtyEighth(t testing.TB) []expectation {
	return []expectation{
		// The directory: searches by town, radius, state, type, hotel,
		// rewards, nation and family, under caps, Title Case, markdown
		// lists of conditions, stray spaces, a label and a signature; and
		// two off-topic questions with a town of the directory in them.
		{query: "CASINOS IN MANISTEE", intent: FindCasinos, params: params{"near": "Manistee, MI"}},
		{query: "Casinos Within 40 Miles Of Pendleton, Oregon", intent: FindCasinos, params: params{"near": "Pendleton, OR", "radius_km": 64.4}},
		{query: "casinos within 100 km of Elko???", intent: FindCasinos, params: params{"near": "Elko, NV", "radius_km": 100}},
		{query: "any casinos\nnear Sunnyside, Washington?", intent: FindCasinos, params: params{"near": "Sunnyside, WA"}},
		{query: "Q: What casinos are there in Maine?", intent: FindCasinos, params: params{"state": "ME"}},
		{query: "Find casinos:\n- in Oklahoma\n- tribal\n- with a hotel", intent: FindCasinos, params: params{"state": "OK", "type": "tribal", "has_hotel": true}},
		{query: "Looking for casinos\n1. within 25 miles of Keshena\n2. with a hotel", intent: FindCasinos, params: params{"near": "Keshena, WI", "radius_km": 40.2, "has_hotel": true}},
		{query: "   which casinos in   Indiana have a rewards program   ", intent: FindCasinos, params: params{"state": "IN", "has_rewards": true}},
		{query: "which commercial casinos does Colorado have\n\nSent from my iPhone", intent: FindCasinos, params: params{"state": "CO", "type": "commercial"}},
		{query: "the racinos of Ohio, please...", intent: FindCasinos, params: params{"state": "OH", "type": "racino"}},
		{query: "Which casinos does the **Osage Nation** run?", intent: FindCasinos, params: params{"q": "Osage Nation"}},
		{query: "LIST THE BOYD GAMING PROPERTIES IN LOUISIANA", intent: FindCasinos, params: params{"state": "LA", "q": "Boyd Gaming"}},
		{query: "best place to eat in Elko???", intent: Unknown, params: params{}},
		{query: "RE: weekend\nwill it snow in Deadwood on Saturday?", intent: Unknown, params: params{}},

		// One casino's details (a field the directory keeps), and two facts
		// nothing keeps.
		{query: "HOW MANY SLOT MACHINES DOES CENTURY CASINO CARUTHERSVILLE HAVE", intent: CasinoDetail, params: params{"slug": slugOf(t, "Century Casino Caruthersville")}},
		{query: "When Did Choctaw Landing Open?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Choctaw Landing")}},
		{query: "Tell me about `Kla-Mo-Ya Casino`", intent: CasinoDetail, params: params{"slug": slugOf(t, "Kla-Mo-Ya Casino")}},
		{query: "What time does the buffet close at Little River Casino Resort?\n\nThanks!", intent: Unknown, params: params{}},
		{query: "Question - is there a dress code at Wildhorse Resort & Casino?", intent: Unknown, params: params{}},

		// Programs: the list, two ladders and two tiers' thresholds.
		{query: "Question - which rewards programs do you cover?", intent: ListPrograms, params: params{}},
		{query: "what are the tiers in `Boyd Rewards`?", intent: ProgramDetail, params: params{"id": programID(t, "Boyd Rewards")}},
		{query: "SHOW ME THE GENTING REWARDS TIER LADDER", intent: ProgramDetail, params: params{"id": programID(t, "Genting Rewards")}},
		{query: "Pearl in MGM Rewards needs how many tier credits???", intent: TierRequirement, params: params{"id": programID(t, "MGM Rewards")}, tier: "Pearl"},
		{query: "## Question\nHow many points does WinStar Club Passport require for Premier?", intent: TierRequirement, params: params{"id": programID(t, "WinStar Club Passport")}, tier: "Premier"},

		// Game facts and the W-2G rule.
		{query: "What House Edge Does Video Poker Have?", intent: GameFacts, params: params{"game_type": "video_poker"}},
		{query: "baccarat: how many hands get dealt per hour!!!", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "> Is a $1,500 keno win reportable on a W-2G?", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1500}},
		{query: "WILL A $2,000 SLOT JACKPOT GET ME A W-2G", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 2000}},

		// Responsible-gaming help by state.
		{query: "WHAT IS THE PROBLEM GAMBLING HOTLINE IN IOWA", intent: RGHelp, params: params{"topic": "helpline", "state": "IA"}},
		{query: "RE: self-exclusion\nhow do I ban myself from casinos in Missouri?", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "MO"}},

		// The player's limits: a budget and a session limit proposed, the
		// limits read.
		{query: "Q: set a monthly gambling budget of $600 for me", intent: SetBudget, params: params{"period": "month", "amount": 600}},
		{query: "PLEASE CAP EACH SESSION AT 2 HOURS", intent: SetSessionLimit, params: params{"max_minutes": 120}},
		{query: "Show Me The Play Limits I Currently Have Set", intent: MyLimits, params: params{}},

		// Comps: predicted at one casino and at all, and estimated.
		{query: "What offer is Charging Horse Casino\ngoing to mail me next?", intent: CompPredict, params: params{"casino_name": "Charging Horse Casino"}},
		{query: "predict my next offer   at every casino I play", intent: CompPredictAll, params: params{}},
		{query: "How much would 2 hours of $15 craps earn me in comps...", intent: CompEstimate, params: params{"game_type": "craps", "avg_bet": 15, "hours": 2}},

		// Tiers: progress at one casino, the player's tiers, tier-match
		// suggestions and a path.
		{query: "how close am I to the next tier at Wildhorse?\n\nSent from my iPad", intent: TierProgress, params: params{"casino_name": "Wildhorse"}},
		{query: "WHAT TIER AM I AT MY CASINOS", intent: MyTiers, params: params{}},
		{query: "Which Loyalty Programs Would Status Match The Tiers I Hold Now?", intent: TierMatchSuggestions, params: params{}},
		{query: "If I match my **MGM Rewards Platinum** over to Caesars Rewards, what tier do I get?", intent: TierMatchPaths, params: params{"program": "MGM Rewards", "to_program": "Caesars Rewards"}, tier: "Platinum"},

		// Hosts: by language, and the player's own.
		{query: "Question: is there a casino host who speaks Spanish?", intent: FindHosts, params: params{"language": "Spanish"}},
		{query: "who is my assigned casino host\n-- sent from my Galaxy", intent: MyHosts, params: params{}},

		// The player's records: trips, sessions, visits, vouchers, offers
		// and expiring offers, W-2Gs and their total, the tax year and
		// the bankroll.
		{query: "Show My Trips To Little River Casino Resort Last Year", intent: MyTrips, params: params{"casino_name": "Little River Casino Resort", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "my blackjack sessions played\nduring March, please", intent: MySessions, params: params{"game_type": "blackjack", "from": "2026-03-01", "to": "2026-03-31"}},
		{query: "list every casino visit on my record\n\n-- Dave", intent: MyVisits, params: params{}},
		{query: "SHOW ME THE VOUCHERS I ALREADY REDEEMED", intent: MyVouchers, params: params{"status": "redeemed"}},
		{query: "  what offers do I have from   Kla-Mo-Ya Casino  ", intent: MyOffers, params: params{"casino_name": "Kla-Mo-Ya Casino"}},
		{query: "any of my offers running out within 14 days???", intent: ExpiringOffers, params: params{"within_days": 14}},
		{query: "Question - can you pull up my W-2Gs for 2024?", intent: MyW2Gs, params: params{"tax_year": 2024}},
		{query: "What Do My W-2G Wins Total So Far This Year?", intent: W2GTotal, params: params{"tax_year": 2026}},
		{query: "RE: taxes\nwhat's my gambling tax summary for last year?", intent: TaxSummary, params: params{"tax_year": 2025}},
		{query: "> what's my bankroll balance right now?", intent: Bankroll, params: params{}},

		// Unknown: another person's records, two asks in one (a bullet
		// list of two different asks, two changes in a sentence), writes
		// /ask does not run, and advice.
		{query: "WHAT TIER IS MY WIFE AT WITH CAESARS", intent: Unknown, params: params{}},
		{query: "How much did my dad win on W-2Gs last year?\n-- sent from my phone", intent: Unknown, params: params{}},
		{query: "Can you tell me:\n- the house edge on roulette\n- my bankroll balance", intent: Unknown, params: params{}},
		{query: "Set my daily budget to $50 and limit my sessions to 1 hour!!!", intent: Unknown, params: params{}},
		{query: "Q: add a trip to Elko from May 1 to May 3", intent: Unknown, params: params{}},
		{query: "Mark my $40 voucher\nas used up now.", intent: Unknown, params: params{}},
		{query: "Should I Play Craps Or Blackjack Tonight?", intent: Unknown, params: params{}},
		{query: "**Advice needed:** which slot machine should I play at Menominee Casino Resort?", intent: Unknown, params: params{}},
	}
}
