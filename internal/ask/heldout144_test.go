package ask

import "testing"

// heldOutHundredFortyFourth is the hundred-and-forty-fourth held-out
// part, written blind and committed BEFORE its first run: by someone
// who had read only the brief that asked for it, the service spec and
// the action catalog (both whole), the README's curl examples of the
// directory (lines 89-160) and its section on asking in plain English
// (lines 436-494), the whole of the twenty-ninth held-out part and the
// first eighty lines of the twenty-eighth (its header), the block of
// intent constants of ask.go (printed by awk from `const (` to its
// closing parenthesis), the expectation type (lines 1-18 of
// heldout_test.go), the slugOf and programID functions of ask_test.go
// (printed alone by awk), the first and last twenty lines of
// heldOutParts in score_test.go and the subject of the branch's newest
// commit. Never the rules of this package, the tuning phrases or any
// other held-out part. The shipped data was read only through short
// python3 scripts that printed the column names of casinos.csv,
// program_properties.csv and us_cities.csv, every program's tiers with
// their thresholds, the count of casinos by state, type and has_hotel,
// the directory towns no test file of this package names, the casinos
// of some twenty of those towns, the tribal nations and brands by
// state, the casinos of Wyoming (tribal), New York (racinos) and
// Kansas, the casinos of the Cheyenne and Arapaho Tribes, the casinos
// whose names hold a fragment typed here, and the program members of
// four states.
//
// Checked against data/: every casino named exists once, spelled as the
// directory spells it (Jack Thistledown, Tioga Downs Casino & Resort,
// Valley Forge Casino Resort, Turtle Creek Casino & Hotel, Washita
// Casino, Say When Casino, Chumash Casino Resort, Casino Club at
// Greenbrier, Live! Casino & Hotel, Little Wind Casino, Casino Pauma),
// and each shortened name typed for an action or a filter ("Harrah's
// Phoenix Ak-Chin", "Diamond Jo Worth", "Plainridge Park") is a
// fragment of exactly one directory name; each town is a directory town
// in its state, and each typed without a state (Mohave Valley,
// McDermitt, Santa Ynez) is a town of one state only; Wyoming has
// tribal casinos, New York racinos, Kansas casinos in a rewards program
// and Oklahoma the Cheyenne and Arapaho Tribes' casinos; the programs
// (Lucky Star Rewards, Club Sycuan, Genting Rewards, WinStar Club
// Passport, Caesars Rewards, MGM Rewards) and the tiers (Tier 4,
// Premier, Diamond Elite) exist. The towns (King of Prussia, Ferndale,
// Mohave Valley, McDermitt, Santa Ynez, Konawa) are named by no earlier
// test file; the casinos, and where the data allowed the programs, were
// chosen among those few earlier files name (the programs with ladders,
// Genting Rewards, WinStar Club Passport, Caesars Rewards and MGM
// Rewards, are named by many); Italian, the host language, is named by
// two (the data says nothing of languages).
//
// Its wording is new: each whole message was checked with a
// case-insensitive fixed-string grep (file names only) over
// internal/ask, as typed and without its closing mark (a message with a
// title line as it is written in this file, with its \n); none of the
// sixty was found, so none was reworded for that (a first draft's host
// language was changed from Portuguese to the rarer Italian, and a
// signature that would have made a third party the writer's own
// principal was changed, both before the check, and both rechecked).
//
// Its theme is a CONTROL part in a NEW REGISTER: formal and corporate
// English, as an executive assistant, a lawyer, an accountant, a travel
// agent or a corporate events planner writes it: "Kindly provide",
// "Please furnish", "Please advise whether", "Per your records", "At
// your earliest convenience", "For reconciliation purposes", "I would
// be most grateful", "I should be obliged", "Request:", "It is hereby
// requested that ... be established", "A list of ... is requested",
// "two (2) hours". Three messages open with "Dear Sir or Madam", four
// close with a signature ("Regards, ...", "Yours faithfully, ..."),
// three carry a title line ("Subject:", "Re:", "RE:") before the ask,
// two are in the passive voice, and many speak of the user in the third
// person: "my principal" (an agent's user: their records are the user's
// own, as the README's rule for questions an agent relays says) and
// "the undersigned" (the writer). Of the 60, 50 expect an answer and 10
// expect Unknown:
//   - 10 directory searches (state and type, place with radius in km
//     and hotel, radius in miles, a town typed without its state,
//     racinos of a state, rewards in a state, a nation's casinos in a
//     state, type near a town, type and radius near a town, a town with
//     its state), 3 casino details, 5 program questions (the list, two
//     programs' details and ladders, two tiers' thresholds), 2 game
//     facts, 2 W-2G rules, 2 help and self-exclusion, 2 budgets and 1
//     session limit (proposed), 1 read of the limits, 1 comp estimate,
//     1 prediction at one casino and 1 over all, 1 tier progress, 1
//     read of the tiers, 1 tier-match suggestions and 1 path, 3 hosts
//     (at a casino, by language, the user's own), 2 trips, 2 sessions,
//     1 visits, 1 vouchers, 1 offers, 1 expiring offers, 1 W-2G list, 1
//     W-2G total, 1 tax summary and 1 bankroll;
//   - Unknown, other people's records (2): the trip history of "Ms.
//     Eleanor Price, a colleague of my principal" and the tier status
//     of "our employee, Mr. Raymond Okafor" (a named third party who is
//     not the principal; the catalog never reveals another account's
//     data);
//   - Unknown, facts nothing keeps (2): the mailing address of a
//     casino's corporate headquarters and a casino's annual gaming
//     revenue (no field of the Casino resource, nor any action, holds
//     them);
//   - Unknown, writes /ask does not run (2): recording a trip
//     (add_trip) and entering a W-2G (manual_w2g); actions.md and the
//     README make only the budget and the session limit changes /ask
//     proposes;
//   - Unknown, advice (2): whether it would be prudent to pursue a
//     status match, and whether the undersigned should raise his budget
//     (no amount, and no action advises);
//   - Unknown, two asks in one (2): the bankroll and the W-2G list of
//     2025 in one sentence, and a daily budget and a session limit set
//     in one sentence.
//
// No question lacks a field its intent needs, so none expects a missing
// field.
//
// It follows the twenty-ninth part's conventions: a radius in miles is
// in kilometres to one decimal (25 miles is 40.2, 40 miles 64.4); a
// town becomes "Town, ST", and a town typed without its state takes the
// directory's state; "in <town>" is near that town and "in <state>" the
// state; a nation's casinos in a state are the state with q the name as
// the directory spells it; a casino named for a player action keeps the
// name as typed; a host filter by casino is the typed words and the
// directory's name when the words name exactly one casino; a month
// named without a year is its latest one up to today, 2026-05-14 (April
// is April 2026); a year is that calendar year; a tier named with its
// program is not ambiguous; a casino's details answer whatever the
// directory keeps about it; a limit of money in a period is a budget.
// Its own choices where those are silent:
//   - greetings ("Dear Sir or Madam"), signatures ("Regards, J.
//     Whitcombe") and a title line ("Subject: Offsite planning") add
//     nothing and ask nothing: the message is read by its ask;
//   - "offering lodging" and "hotel accommodations" are has_hotel, and
//     a radius typed in km is kept as typed (60);
//   - "the State of New York" is the state NY, not the city;
//   - "in the vicinity of McDermitt" and "situated near Konawa,
//     Oklahoma" are near searches; "gaming establishments" are casinos;
//     "operate a loyalty program" is has_rewards;
//   - "whether Tioga Downs Casino & Resort offers hotel accommodations"
//     is that casino's details (a question about one named casino, not
//     a search);
//   - "Please advise whether" asking a rule (the W-2G for a keno payout
//     of $1,600) is the rule, and "Please advise which rewards programs
//     would extend a status match on the basis of my current tiers" the
//     suggestions; "advise" is advice only when it asks whether
//     something would be prudent or should be done;
//   - "house advantage" is the house edge and "decisions per hour" a
//     game's pace, both game facts; "For budgeting purposes" before the
//     craps question lends it nothing;
//   - "a slot machine jackpot" is the game type slots;
//   - "two (2) hours" is 120 minutes; "a weekly spending limit of $500"
//     is a weekly budget of 500;
//   - "the offer my principal may anticipate from Harrah's Phoenix
//     Ak-Chin next period" is the prediction at that casino, "next
//     period" adding nothing (the prediction is for the next period);
//   - "how far is the undersigned from the next tier at Diamond Jo
//     Worth" is tier progress there; "a statement of my current tier
//     status at each casino" is the user's tiers;
//   - "what tier MGM Rewards would grant upon a status match from
//     Caesars Rewards Diamond Elite" is the path from Caesars Rewards'
//     Diamond Elite to MGM Rewards;
//   - "the casino hosts with whom I am presently connected" are the
//     user's hosts;
//   - "blackjack sessions at Washita Casino in 2025" is the sessions
//     with the game type, the casino as typed and the year;
//   - "slot vouchers that remain unredeemed" are the vouchers of status
//     open ("slot" adds nothing: every voucher is a slot ticket);
//   - "the aggregate amount reported on my W-2Gs for tax year 2025" is
//     the W-2G total, and "the undersigned's gambling tax summary for
//     the 2025 tax year" the tax summary of 2025.
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at f1c5901, and no rule changed for it) scored 35 of 60
// correct (58.3%): precision 92.9% (26 of 28 answers right), recall
// 52.0% (26 of 50 answerable), 23 declined and 2 wrong. No expectation
// was changed after it. The wrong ones: "Kindly estimate the comp value
// of 4 hours of blackjack at an average wager of $50. Yours faithfully,
// T. Marsh" (casino_name "an average wager of") and "Please advise
// whether it would be prudent for my principal to pursue a status match
// with MGM Rewards." (the tier-match suggestions, for advice). The
// declines are the register itself: "kindly", "furnish", "enumerate",
// "gaming establishments", "lodging", "the undersigned", "my
// principal", "is requested", "Please confirm", "Per your records".
//
// After its fix round (2026-11-25, branch fix-144, tuningPart144):
// 59/60, 0 wrong, 1 declined; no expectation was changed, and the part
// is barred. The general rules added: a letter's formal words read as
// the plain ones in the shorthand table ("furnish" give, "particulars"
// details, "criteria" requirements, "oblige" require); "confirm",
// "supply" and "itemize" (read as list) open a request as tool verbs
// do, and "kindly", "enumerate", "identify", "provide", "furnish",
// "supply" and "itemize" open a sentence that asks; "my principal" is
// an agent's user (relayNouns); formalPhrases reads "the undersigned"
// as the writer (I, me, my), "gaming establishments" (facilities,
// venues) as casinos, "in the vicinity of" as near, "a (complete)
// listing of" as a list, offers "extended to" the asker as sent, and
// "It is (hereby) requested that <a limit> be <set>" as "I would like
// <a limit> <set>"; lodging and accommodations offered are a hotel, and
// "hotel accommodations" one hotel; "at an average wager of $50" names
// the bet, never a casino (claimBetOf); courtesy openings ("At your
// earliest convenience,", "Per your records,", "For audit purposes,")
// ask nothing; a table's pace in a formal verb ("produces"); "a
// statement of my tiers"; a judgement of doing inside "whether it would
// be prudent for <someone> to pursue ..." is advice ("pursue", "seek",
// "prudent", "advisable"); a passive closing ("... is requested") asks
// as "please" does; and "For our <occasion>, ..." is a clause of
// context before the question. The one decline left: "The travel desk
// requests a list of ..." (a department named as the one who asks).
func heldOutHundredFortyFourth(t testing.TB) []expectation {
	return []expectation{
		// The directory: searches by state, type, place, radius (km and
		// miles), hotel, rewards and nation.
		{query: "Kindly provide a list of the tribal casinos in Wyoming.", intent: FindCasinos, params: params{"state": "WY", "type": "tribal"}},
		{query: "Request: casinos offering lodging within 60 km of King of Prussia, Pennsylvania.", intent: FindCasinos, params: params{"near": "King of Prussia, PA", "radius_km": 60, "has_hotel": true}},
		{query: "Please identify all gaming establishments within 25 miles of Ferndale, Washington.", intent: FindCasinos, params: params{"near": "Ferndale, WA", "radius_km": 40.2}},
		{query: "Dear Sir or Madam, I should be obliged if you would list the casinos in Mohave Valley. Regards, J. Whitcombe", intent: FindCasinos, params: params{"near": "Mohave Valley, AZ"}},
		{query: "For our corporate retreat, kindly enumerate the racinos located in the State of New York.", intent: FindCasinos, params: params{"state": "NY", "type": "racino"}},
		{query: "Please furnish a list of Kansas casinos that operate a loyalty program.", intent: FindCasinos, params: params{"state": "KS", "has_rewards": true}},
		{query: "On behalf of my principal, please list the Cheyenne and Arapaho Tribes casinos in Oklahoma.", intent: FindCasinos, params: params{"state": "OK", "q": "Cheyenne and Arapaho Tribes"}},
		{query: "Kindly identify the commercial casinos in the vicinity of McDermitt.", intent: FindCasinos, params: params{"near": "McDermitt, NV", "type": "commercial"}},
		{query: "Subject: Offsite planning\nThe travel desk requests a list of tribal casinos within 40 miles of Santa Ynez.", intent: FindCasinos, params: params{"near": "Santa Ynez, CA", "type": "tribal", "radius_km": 64.4}},
		{query: "A list of the casinos situated near Konawa, Oklahoma, is requested.", intent: FindCasinos, params: params{"near": "Konawa, OK"}},

		// One casino's details.
		{query: "Please confirm the number of slot machines at Jack Thistledown.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Jack Thistledown")}},
		{query: "At your earliest convenience, please confirm whether Tioga Downs Casino & Resort offers hotel accommodations.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Tioga Downs Casino & Resort")}},
		{query: "Dear Sir or Madam: Could you furnish the year in which Valley Forge Casino Resort opened?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Valley Forge Casino Resort")}},

		// Programs: the list, two programs with their ladders, and two
		// tiers' thresholds.
		{query: "Kindly provide a complete listing of the rewards programs in your database.", intent: ListPrograms, params: params{}},
		{query: "Please furnish the complete tier structure of Lucky Star Rewards.", intent: ProgramDetail, params: params{"id": programID(t, "Lucky Star Rewards")}},
		{query: "Please supply the particulars of the Club Sycuan rewards program.", intent: ProgramDetail, params: params{"id": programID(t, "Club Sycuan")}},
		{query: "Could you furnish the qualification threshold for Tier 4 in Genting Rewards?", intent: TierRequirement, params: params{"id": programID(t, "Genting Rewards")}, tier: "Tier 4"},
		{query: "Please state the qualification criteria for Premier status in WinStar Club Passport.", intent: TierRequirement, params: params{"id": programID(t, "WinStar Club Passport")}, tier: "Premier"},

		// Game facts and the W-2G rule.
		{query: "Please advise as to the house advantage in baccarat.", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "For budgeting purposes, kindly state how many decisions per hour a craps table typically produces.", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "Please advise whether a keno payout of $1,600 obliges the casino to issue a W-2G.", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1600}},
		{query: "Kindly confirm whether a slot machine jackpot of $1,250 is reportable on Form W-2G.", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 1250}},

		// Responsible-gaming help by state.
		{query: "Re: Responsible gaming resources\nPlease provide the contact details of the problem gambling helpline serving Pennsylvania.", intent: RGHelp, params: params{"topic": "helpline", "state": "PA"}},
		{query: "My principal wishes to be informed of the self-exclusion procedure applicable in Massachusetts.", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "MA"}},

		// Limits: two budgets and a session limit (proposed), and the
		// limits read.
		{query: "It is hereby requested that a weekly spending limit of $500 be established for the undersigned.", intent: SetBudget, params: params{"period": "week", "amount": 500}},
		{query: "On behalf of my principal, please set a monthly gambling budget of $2,000.", intent: SetBudget, params: params{"period": "month", "amount": 2000}},
		{query: "Kindly restrict my principal's gaming sessions to a maximum of two (2) hours each.", intent: SetSessionLimit, params: params{"max_minutes": 120}},
		{query: "Per your records, what responsible gaming limits are currently in effect on my account?", intent: MyLimits, params: params{}},

		// Comps: estimated, predicted at one casino and over all.
		{query: "Kindly estimate the comp value of 4 hours of blackjack at an average wager of $50. Yours faithfully, T. Marsh", intent: CompEstimate, params: params{"game_type": "blackjack", "avg_bet": 50, "hours": 4}},
		{query: "Could you indicate the offer my principal may anticipate from Harrah's Phoenix Ak-Chin next period?", intent: CompPredict, params: params{"casino_name": "Harrah's Phoenix Ak-Chin"}},
		{query: "Please provide a forecast of anticipated offers across all properties at which I have played.", intent: CompPredictAll, params: params{}},

		// Tiers: progress at one casino, the user's tiers, tier-match
		// suggestions and a path.
		{query: "Per your records, how far is the undersigned from the next tier at Diamond Jo Worth?", intent: TierProgress, params: params{"casino_name": "Diamond Jo Worth"}},
		{query: "Kindly provide a statement of my current tier status at each casino. Regards, A. Lindqvist", intent: MyTiers, params: params{}},
		{query: "Please advise which rewards programs would extend a status match on the basis of my current tiers.", intent: TierMatchSuggestions, params: params{}},
		{query: "Could you confirm what tier MGM Rewards would grant upon a status match from Caesars Rewards Diamond Elite?", intent: TierMatchPaths, params: params{"program": "Caesars Rewards", "to_program": "MGM Rewards"}, tier: "Diamond Elite"},

		// Hosts at a casino, by language, and the user's own.
		{query: "Kindly identify the casino hosts at Plainridge Park who are accepting new clients.", intent: FindHosts, params: params{}, filter: []string{"Plainridge Park", "Plainridge Park Casino"}},
		{query: "My principal requires the services of a casino host fluent in Italian.", intent: FindHosts, params: params{"language": "Italian"}},
		{query: "Please provide the names of the casino hosts with whom I am presently connected.", intent: MyHosts, params: params{}},

		// The user's records: trips, sessions, visits, vouchers,
		// offers, W-2Gs, the tax year and the bankroll.
		{query: "For reconciliation purposes, please list my trips to Turtle Creek Casino & Hotel during 2025.", intent: MyTrips, params: params{"casino_name": "Turtle Creek Casino & Hotel", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "Kindly list all trips recorded for my principal in March 2026.", intent: MyTrips, params: params{"from": "2026-03-01", "to": "2026-03-31"}},
		{query: "I would be most grateful for an account of my gaming sessions during April.", intent: MySessions, params: params{"from": "2026-04-01", "to": "2026-04-30"}},
		{query: "Please itemize the undersigned's blackjack sessions at Washita Casino in 2025.", intent: MySessions, params: params{"game_type": "blackjack", "casino_name": "Washita Casino", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "Please furnish a record of the undersigned's casino visits.", intent: MyVisits, params: params{}},
		{query: "Kindly list my principal's slot vouchers that remain unredeemed.", intent: MyVouchers, params: params{"status": "open"}},
		{query: "Please list all offers extended to me by Say When Casino.", intent: MyOffers, params: params{"casino_name": "Say When Casino"}},
		{query: "At your earliest convenience, please confirm which of my offers expire within the next 21 days.", intent: ExpiringOffers, params: params{"within_days": 21}},
		{query: "RE: 2024 tax file\nFor audit purposes, kindly itemize the W-2G forms issued to my principal in 2024.", intent: MyW2Gs, params: params{"tax_year": 2024}},
		{query: "Please state the aggregate amount reported on my W-2Gs for tax year 2025.", intent: W2GTotal, params: params{"tax_year": 2025}},
		{query: "Kindly prepare the undersigned's gambling tax summary for the 2025 tax year.", intent: TaxSummary, params: params{"tax_year": 2025}},
		{query: "Per your records, what is the current balance of my gaming bankroll?", intent: Bankroll, params: params{}},

		// Unknown: records of a named third party who is not the
		// principal.
		{query: "Please provide the trip history of Ms. Eleanor Price, a colleague of my principal.", intent: Unknown, params: params{}},
		{query: "Dear Sir or Madam, please advise the current tier status of our employee, Mr. Raymond Okafor, at Chumash Casino Resort. Regards, Human Resources", intent: Unknown, params: params{}},

		// Unknown: facts nothing keeps.
		{query: "Kindly provide the mailing address of the corporate headquarters of Casino Club at Greenbrier.", intent: Unknown, params: params{}},
		{query: "For due diligence purposes, please state the annual gaming revenue of Live! Casino & Hotel.", intent: Unknown, params: params{}},

		// Unknown: writes /ask does not run.
		{query: "Please record a trip to Little Wind Casino from June 3 to June 5, 2026, on my principal's behalf.", intent: Unknown, params: params{}},
		{query: "Please enter a W-2G for a $2,400 keno win at Casino Pauma on May 2, 2026.", intent: Unknown, params: params{}},

		// Unknown: advice.
		{query: "Please advise whether it would be prudent for my principal to pursue a status match with MGM Rewards.", intent: Unknown, params: params{}},
		{query: "In your professional opinion, should the undersigned increase his gaming budget this quarter?", intent: Unknown, params: params{}},

		// Unknown: two asks in one.
		{query: "Please confirm my current bankroll balance and list my W-2G forms for 2025.", intent: Unknown, params: params{}},
		{query: "Kindly set a daily budget of $150 and limit my sessions to 90 minutes.", intent: Unknown, params: params{}},
	}
}
