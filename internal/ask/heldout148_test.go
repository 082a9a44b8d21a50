package ask

import "testing"

// heldOutHundredFortyEighth is the hundred-and-forty-eighth held-out
// part, written blind and committed BEFORE its first run, by someone
// who read only: the service spec and the action catalog
// (service-spec.md and actions.md, both whole); the README's curl
// examples of the directory (lines 89-160) and its section on asking in
// plain English (lines 436-494); the whole of the twenty-ninth held-out
// part and the first 80 lines of the twenty-eighth (its header); the
// block of intent constants of ask.go, printed by awk from its first
// "const (" to the ")" closing it, nothing else of that file; lines
// 1-18 of heldout_test.go (the expectation type); the slugOf and
// programID functions of ask_test.go, printed alone by awk; the first
// and last twenty lines of heldOutParts in score_test.go; and the
// subject of the newest commit (git log -1: the merge of the
// hundred-and-forty-fifth part's fix round, which quotes no phrase).
// The shipped data was read only through short python3 scripts that
// printed: the columns and row counts of casinos.csv,
// program_properties.csv, us_cities.csv and rewards_programs.json; the
// casinos counted by type, by has_hotel and by state; every program's
// name, brand and ladder (tier names, amounts and units); the casinos
// of some twenty towns; the tribal nations owning three or more casinos
// in a state, and the casinos of the Cheyenne and Arapaho Tribes; the
// racinos of New Mexico, the count of Washington's tribal casinos and
// the hotel casinos of West Virginia; the program-property rows counted
// by state, and those of MO, IN, CO and MS; and, for each casino named
// here, its exact and substring matches among the directory's names. A
// loop of grep -rilF (file names only, counted) over every directory
// casino name and town, and over a few programs, tiers, nations and
// languages, chose those few earlier parts use (a count of this
// package's files, 258, was printed too, no names). Never the rules of
// this package, the tuning phrases, the first formal and corporate part
// or any other held-out part; go test was never run.
//
// Checked against data/ with those scripts: each casino named exists
// exactly once, spelled as the directory spells it (Morongo Casino
// Resort & Spa, Casino Queen & Hotel, Casino Club at Greenbrier,
// Plainridge Park Casino, Fire Rock Casino, Jack Thistledown, Ocean's
// Eleven Casino, Red Water Casino, Harrah's Phoenix Ak-Chin Casino
// Resort, Century Casino Central City); "Aquarius Casino" is part of
// one name only, Aquarius Casino Resort (Laughlin, NV); "Morongo" alone
// would name two (Casino Morongo too) and "Casino Queen" two (Casino
// Queen Marquette too), so both are typed in full. Each town is a
// directory town of that state: Saint Charles, MO; Maricopa, AZ;
// Oceanside, CA (in no other state); El Reno, OK; Plainville, MA. New
// Mexico has five racinos, Washington 31 tribal casinos, West Virginia
// four casinos with a hotel, Kansas two casinos of a rewards program,
// and the Cheyenne and Arapaho Tribes five casinos, all in Oklahoma.
// The programs and tiers exist: Lucky Star Rewards and True Rewards
// (ladders), Tier 3 of Genting Rewards (10,000 tier points), Premier of
// WinStar Club Passport (5,000 tier points), Pearl of MGM Rewards, and
// Caesars Rewards. No earlier test file names Saint Charles, Maricopa,
// Oceanside, El Reno, Plainville, Morongo Casino Resort & Spa, Casino
// Queen & Hotel, Aquarius Casino or Century Casino Central City; two to
// seven name each of the other casinos, four the Cheyenne and Arapaho,
// four Polish (the shipped data does not say which languages hosts
// speak). Every program with a ladder is named by forty files or more,
// so the two least named were taken.
//
// Its wording is new: each of the sixty whole messages was checked with
// grep -rilF over internal/ask, as typed and without its closing mark,
// and none was found, so none had to be reworded for that. Eight were
// reworded before that check only to vary the openings (too many began
// "Kindly", and one echoed an example of the brief too closely), and
// the rewordings were checked the same way.
//
// Its theme is a CONTROL part in FORMAL AND CORPORATE ENGLISH, the
// second of that register (written without reading the first): the way
// an executive assistant, a lawyer, an accountant, a travel agent or a
// corporate events planner writes. Every message is formal, correctly
// spelled and self-contained; the formulas vary: "We hereby request",
// "Request:", "I am writing to enquire", "With reference to", "Dear Sir
// or Madam", "Pursuant to", "The undersigned respectfully requests",
// "Please be advised that we seek", "is hereby requested", "Could you
// furnish", "Further to our correspondence of", "We should be obliged
// if", "It would be appreciated if", "Subject:", "At your earliest
// convenience", "Please advise", "May we ask whether", "It is requested
// that", "Would you be so kind as to", "On behalf of my principal",
// "For our records", "Per your projections", "We would appreciate",
// "Per your records", "I trust you can", "Attn:", "Attached please find
// my question:", "I should be grateful for", "is respectfully
// requested", "As per our engagement letter", "Your assistance is
// appreciated:", "For the purposes of our audit", "In preparation of
// the return", "For due-diligence purposes", "Be good enough to",
// "Kindly" (eight times), "Please" and "Could you". Seven speak of "the
// undersigned", eighteen of "my principal" or "our principal", two of
// "our client"; two open "Dear Sir or Madam" and close with a sign-off
// ("Regards, Office of the Comptroller", "Yours faithfully, Accounts
// Department"); two open with a title line ("Subject: Status inquiry.",
// "Attn: Player Services."); five are in the passive voice ("is hereby
// requested", "It is requested that", "is respectfully requested", "are
// requested", "is to be fixed at").
//
// 60 expectations: 50 expect an answer and 10 expect Unknown. The
// answers, by area: directory searches 10 (state with type twice, state
// with hotel, state with rewards, a nation's casinos in a state, near a
// town with no radius twice, within a radius in kilometres twice (one
// of them with a hotel) and within a radius in miles once); casino
// details 3; programs 5 (the list, two ladders, two tiers' thresholds);
// game facts 2; the W-2G rule 2; help line and self-exclusion 2; limits
// 4 (two budgets and a session limit proposed, the limits read); comps
// 3 (an estimate, a prediction at one casino and over all); tiers 4
// (progress at one casino, the player's tiers, tier-match suggestions
// and a path); hosts 3 (at a casino, by language, the player's own);
// trips 2; sessions 2; visits 1; vouchers 1; offers 2 (at a casino,
// expiring); W-2Gs 2 (the list and the total); the tax summary 1; the
// bankroll 1. The Unknowns: records of a named third party who is not
// the principal (2: the W-2Gs of the principal's business partner, the
// trips of the principal's spouse; an agent's principal is the user,
// anyone else is another person); facts nothing keeps (2: a casino's
// corporate headquarters address and its annual gaming revenue, neither
// a field of the directory nor an answer of any action); writes /ask
// does not run (2: recording a trip is add_trip and crediting a deposit
// is bankroll_add, both write actions, and actions.md and the README
// propose only the budget and session-limit changes); advice (2:
// whether to cash out when ahead, whether to take a casino marker; no
// action or endpoint advises on either); two asks in one (2: the tiers
// and the bankroll; a game's house edge and a state's help line). None
// lacks a field its intent needs, so none expects a missing field.
//
// It follows the twenty-ninth part's conventions: a casino named for a
// player action keeps the name as typed; a host filter by casino is the
// typed words and the directory's name when the words name exactly one
// casino; a radius in miles is in kilometres to one decimal (30 miles
// is 48.3 km), one in kilometres stays as given; a town is "Town, ST",
// "in <town>" and "nearest to <town>" are near that town, "in <state>"
// is the state; a nation's casinos in a state are the state with q the
// nation's name as the directory spells it; a year named for the
// player's records is that calendar year, and a month named without a
// year is its latest one up to today, 2026-05-14 (March is 2026-03-01
// to 2026-03-31); a casino's details answer what the directory keeps
// about it, whichever field is asked for; a limit of money in a period
// is a budget. Its own choices, where those are silent:
//   - A principal, a client and "the undersigned" are the user (the
//     README reads a question an agent relays for its user as the
//     user's), so their records are the user's own; a person named as
//     the principal's partner or spouse is another person.
//   - The forms of the register lend nothing: a salutation, a sign-off,
//     a title line ("Subject: Status inquiry.", "Attn: Player
//     Services."), a purpose ("For expense reporting", "For our
//     records") and a context clause ("Further to our correspondence of
//     2 May" adds no date, and "With reference to our client's
//     forthcoming itinerary" no place).
//   - "the State of Washington" is WA; "offering lodging" and "hotel
//     accommodation" are has_hotel; "operate a rewards program" is
//     has_rewards.
//   - "loyalty programmes" (British spelling) are the programs, and
//     "the tier levels of" or "the status tiers comprising" a program
//     its details; "the qualification threshold for Tier 3" and "the
//     points required for Premier status" are those tiers' thresholds.
//   - "the house advantage" is the house edge, and "the number of
//     decisions per hour at a craps table" the pace: both game facts.
//   - "a slot jackpot" is slots and "keno winnings" keno, each with its
//     amount, for the W-2G rule.
//   - "the procedure for voluntary self-exclusion in Indiana" asks to
//     read the resource, not to enrol, so it is self-exclusion in IN.
//   - "a monthly gaming budget of $2,000" is a budget of 2000 a month
//     and "a daily gambling allowance ... fixed at $150" a budget of
//     150 a day; "each of his playing sessions be limited to 120
//     minutes" is a session limit of 120.
//   - "four hours", spelled out, is hours 4.
//   - "how near ... to the next tier at Fire Rock Casino" is tier
//     progress there; "tier status at every casino on file" is the
//     player's tiers.
//   - "what tier Caesars Rewards would extend to an MGM Rewards Pearl
//     member on a status match" is the path from MGM Rewards' Pearl to
//     Caesars Rewards.
//   - "offers on file ... from Red Water Casino" are the offers there
//     with no status; "will lapse within the next 21 days" is the
//     expiring offers within 21 days.
//   - "the aggregate winnings reported on our client's W-2Gs for 2025"
//     is the W-2G total of 2025, and "a gambling tax summary for tax
//     year 2025" the tax summary of 2025.
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at f3b6180, after the fix round of the first part of
// this register (the hundred-and-forty-fourth, merged at 3da5439), and
// no rule changed for it) scored 33 of 60 correct (55.0%): precision
// 86.2% (25 of 29 answers right), recall 50.0% (25 of 50 answerable),
// 23 declined and 4 wrong. No expectation was changed after it. The
// wrong ones: projected offer values at each casino (the offers held);
// the aggregate of a client's W-2G winnings (the W-2G list, not the
// total); the W-2Gs of "my principal's business partner, Mr. Gerald
// Ashby" (the asker's own W-2Gs, another person's records); and the
// house edge of craps "as well as" a helpline (the helpline alone, two
// asks). Most declines are formulas the first part's round did not read
// ("We hereby request", "With reference to", "Pursuant to", "Please be
// advised that we seek", "We should be obliged if", "It would be
// appreciated if", "I am writing to enquire as to", "May we ask
// whether", "Further to our correspondence").
//
// After its fix round (2026-11-25, branch fix-148, tuningPart148):
// 59/60, 0 wrong, 1 declined; no expectation was changed, and the part
// is barred. The general rules added: a clause of reference before the
// ask (referenceOpeningAt in letter.go, read by courtesyOpeningAt:
// "With reference to", "Further to", "Pursuant to", "As per", "In
// connection with", "In preparation of", "For the purposes of" and the
// like), whose common noun runs to its comma and is blanked, even where
// it holds the agent's user, while before a name or a clause of the
// asker's own only its opening words are read; a framed request whose
// object is the ask (formalRequestAt, called by politeOpeningAt: "I/we
// (hereby, respectfully) request", "seek", "(please) be advised that",
// "kindly note that", "it would be appreciated if you could", "it is
// requested that you"), with "may we ask", "I trust you can"
// (hopedRequestAt) and "writing to enquire as to" (letterOpeningAt);
// formal nouns in formalPhrases ("a schedule / register of" a list,
// "house advantage" the edge, "applicable to" for, "comprising" of, an
// "allowance" of play a budget, the undersigned's "his" or "her"
// theirs), "programmes" in the shorthand table and "set out" a tool
// verb read as list; a limit that "is to be fixed" (limitToBe) or is
// requested "that ... be limited" (requestThatEnd) read as "I would
// like ... fixed"; the agent's user as the subject ("how near is my
// principal to", relayedOwnSubject) and as forms "issued to my
// principal" (toRelayedAsker). The four wrong answers: "aggregate" sums
// W-2Gs (w2gSumWords), "projected" offers are to come (predictAsked),
// "business", "domestic" and "former" say which partner
// (relativeModifiers), and "as well as" joins two asks as "and" does
// (twoAsksJoined). Beside them, a record's removal wished in the
// passive ("I would like my trip deleted", "that my session be
// removed") is declined as the write it is (recordRemovalWished), no
// longer answered with the records. The one decline left: "Our
// principal requires hotel accommodation ...; kindly list the options",
// a need stated and an ask pointing back to it.
func heldOutHundredFortyEighth(t testing.TB) []expectation {
	return []expectation{
		// The directory: by state with a type, a hotel, a rewards program
		// or a nation; near a town, within kilometres or miles.
		{query: "We hereby request a list of the tribal casinos in the State of Washington.", intent: FindCasinos, params: params{"state": "WA", "type": "tribal"}},
		{query: "Request: casinos offering lodging within 40 km of Saint Charles, Missouri.", intent: FindCasinos, params: params{"near": "Saint Charles, MO", "radius_km": 40, "has_hotel": true}},
		{query: "I am writing to enquire which casinos lie within 30 miles of Maricopa, Arizona.", intent: FindCasinos, params: params{"near": "Maricopa, AZ", "radius_km": 48.3}},
		{query: "With reference to our client's forthcoming itinerary, please list the racinos in New Mexico.", intent: FindCasinos, params: params{"state": "NM", "type": "racino"}},
		{query: "Dear Sir or Madam, we seek a list of the casinos in Oceanside. Regards, Office of the Comptroller", intent: FindCasinos, params: params{"near": "Oceanside, CA"}},
		{query: "Pursuant to our travel policy, please identify the casinos in Kansas that operate a rewards program.", intent: FindCasinos, params: params{"state": "KS", "has_rewards": true}},
		{query: "The undersigned respectfully requests a listing of the casinos of the Cheyenne and Arapaho Tribes in Oklahoma.", intent: FindCasinos, params: params{"state": "OK", "q": "Cheyenne and Arapaho Tribes"}},
		{query: "Please be advised that we seek the casinos nearest to El Reno, Oklahoma.", intent: FindCasinos, params: params{"near": "El Reno, OK"}},
		{query: "Our principal requires hotel accommodation at a casino in West Virginia; kindly list the options.", intent: FindCasinos, params: params{"state": "WV", "has_hotel": true}},
		{query: "A schedule of casinos within 25 km of Plainville, Massachusetts, is hereby requested.", intent: FindCasinos, params: params{"near": "Plainville, MA", "radius_km": 25}},

		// One casino's details, whichever field is asked for.
		{query: "Could you furnish the number of slot machines at Morongo Casino Resort & Spa?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Morongo Casino Resort & Spa")}},
		{query: "With reference to Casino Queen & Hotel, kindly state the year in which it opened.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Casino Queen & Hotel")}},
		{query: "Further to our correspondence of 2 May, please provide the particulars on file for Casino Club at Greenbrier.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Casino Club at Greenbrier")}},

		// Programs: the list, two ladders and two tiers' thresholds.
		{query: "Please furnish a complete register of the loyalty programmes on file.", intent: ListPrograms, params: params{}},
		{query: "We should be obliged if you would set out the tier levels of Lucky Star Rewards.", intent: ProgramDetail, params: params{"id": programID(t, "Lucky Star Rewards")}},
		{query: "It would be appreciated if you could outline the status tiers comprising True Rewards.", intent: ProgramDetail, params: params{"id": programID(t, "True Rewards")}},
		{query: "Subject: Status inquiry. Please state the qualification threshold for Tier 3 in Genting Rewards.", intent: TierRequirement, params: params{"id": programID(t, "Genting Rewards")}, tier: "Tier 3"},
		{query: "At your earliest convenience, please confirm the points required for Premier status in WinStar Club Passport.", intent: TierRequirement, params: params{"id": programID(t, "WinStar Club Passport")}, tier: "Premier"},

		// Game facts and the W-2G rule.
		{query: "Please advise the house advantage applicable to baccarat.", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "I am writing to enquire as to the number of decisions per hour at a craps table.", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "May we ask whether a slot jackpot of $1,250 obliges the casino to issue a Form W-2G?", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 1250}},
		{query: "It is requested that you confirm whether keno winnings of $1,900 are reportable on a W-2G.", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1900}},

		// Responsible-gaming help by state.
		{query: "Would you be so kind as to provide the problem gambling helpline for Missouri?", intent: RGHelp, params: params{"topic": "helpline", "state": "MO"}},
		{query: "The undersigned wishes to be informed of the procedure for voluntary self-exclusion in Indiana.", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "IN"}},

		// The player's limits: two budgets and a session limit proposed,
		// and the limits read.
		{query: "On behalf of my principal, kindly establish a monthly gaming budget of $2,000.", intent: SetBudget, params: params{"period": "month", "amount": 2000}},
		{query: "Please be advised that my principal's daily gambling allowance is to be fixed at $150.", intent: SetBudget, params: params{"period": "day", "amount": 150}},
		{query: "The undersigned requests that each of his playing sessions be limited to 120 minutes.", intent: SetSessionLimit, params: params{"max_minutes": 120}},
		{query: "For our records, kindly confirm the responsible-gaming limits presently in force on my account.", intent: MyLimits, params: params{}},

		// Comps: an estimate, a prediction at one casino and over all.
		{query: "Could you provide an estimate of the comps my principal would accrue from four hours of $50 baccarat?", intent: CompEstimate, params: params{"game_type": "baccarat", "avg_bet": 50, "hours": 4}},
		{query: "Per your projections, what offer may the undersigned anticipate from Plainridge Park Casino?", intent: CompPredict, params: params{"casino_name": "Plainridge Park Casino"}},
		{query: "We would appreciate projected offer values for each casino at which my principal has played.", intent: CompPredictAll, params: params{}},

		// Tiers: progress at one casino, the player's tiers, tier-match
		// suggestions and a path.
		{query: "Per your records, how near is my principal to the next tier at Fire Rock Casino?", intent: TierProgress, params: params{"casino_name": "Fire Rock Casino"}},
		{query: "I trust you can provide a statement of my principal's tier status at every casino on file.", intent: MyTiers, params: params{}},
		{query: "With reference to the tiers I currently hold, please identify programmes that would grant a status match.", intent: TierMatchSuggestions, params: params{}},
		{query: "Would you be so kind as to indicate what tier Caesars Rewards would extend to an MGM Rewards Pearl member on a status match?", intent: TierMatchPaths, params: params{"program": "MGM Rewards", "to_program": "Caesars Rewards"}, tier: "Pearl"},

		// Hosts: at a casino, by language, and the player's own.
		{query: "Attn: Player Services. Kindly identify the casino hosts at Aquarius Casino who are accepting new clients.", intent: FindHosts, params: params{}, filter: []string{"Aquarius Casino", "Aquarius Casino Resort"}},
		{query: "My principal requires the services of a casino host fluent in Polish.", intent: FindHosts, params: params{"language": "Polish"}},
		{query: "Please confirm the casino hosts with whom the undersigned is presently connected.", intent: MyHosts, params: params{}},

		// The player's records: trips, sessions, visits, vouchers, offers.
		{query: "For expense reporting, please itemize my principal's trips to Jack Thistledown in 2025.", intent: MyTrips, params: params{"casino_name": "Jack Thistledown", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "Attached please find my question: which trips have been recorded on my account?", intent: MyTrips, params: params{}},
		{query: "I should be grateful for a schedule of my sessions at Ocean's Eleven Casino during March.", intent: MySessions, params: params{"casino_name": "Ocean's Eleven Casino", "from": "2026-03-01", "to": "2026-03-31"}},
		{query: "Please itemize the video poker sessions recorded on my account in 2025.", intent: MySessions, params: params{"game_type": "video_poker", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "A record of the casino visits logged on my account is respectfully requested.", intent: MyVisits, params: params{}},
		{query: "Please be advised that we seek a listing of my principal's redeemed vouchers.", intent: MyVouchers, params: params{"status": "redeemed"}},
		{query: "As per our engagement letter, please enumerate the offers on file for my principal from Red Water Casino.", intent: MyOffers, params: params{"casino_name": "Red Water Casino"}},
		{query: "Your assistance is appreciated: which of my offers will lapse within the next 21 days?", intent: ExpiringOffers, params: params{"within_days": 21}},

		// Taxes and money: W-2Gs and their total, the tax summary, the
		// bankroll.
		{query: "For the purposes of our audit, the W-2G forms issued to my principal in 2024 are requested.", intent: MyW2Gs, params: params{"tax_year": 2024}},
		{query: "Dear Sir or Madam, please state the aggregate winnings reported on our client's W-2Gs for 2025. Yours faithfully, Accounts Department", intent: W2GTotal, params: params{"tax_year": 2025}},
		{query: "In preparation of the return, the undersigned requests a gambling tax summary for tax year 2025.", intent: TaxSummary, params: params{"tax_year": 2025}},
		{query: "Please report the current balance of my principal's bankroll.", intent: Bankroll, params: params{}},

		// Unknown: a named third party's records, who is not the principal.
		{query: "Please furnish the W-2G forms of my principal's business partner, Mr. Gerald Ashby, for 2025.", intent: Unknown, params: params{}},
		{query: "We request the trips recorded by my principal's spouse, Mrs. Linda Okafor, during 2025.", intent: Unknown, params: params{}},

		// Unknown: facts nothing keeps.
		{query: "Please provide the corporate headquarters address of Harrah's Phoenix Ak-Chin Casino Resort.", intent: Unknown, params: params{}},
		{query: "For due-diligence purposes, kindly state the annual gaming revenue of Century Casino Central City.", intent: Unknown, params: params{}},

		// Unknown: writes /ask does not run (add_trip, bankroll_add).
		{query: "Please record a trip to Casino Queen & Hotel from June 4 to June 6, 2026, on my principal's account.", intent: Unknown, params: params{}},
		{query: "Be good enough to credit a deposit of $5,000 to my principal's bankroll.", intent: Unknown, params: params{}},

		// Unknown: advice.
		{query: "Kindly advise whether my principal ought to cash out or continue playing when he is ahead.", intent: Unknown, params: params{}},
		{query: "Would it be advisable for the undersigned to take out a casino marker to fund the trip?", intent: Unknown, params: params{}},

		// Unknown: two asks in one.
		{query: "Please confirm my tier status at every casino and, in addition, provide my bankroll balance.", intent: Unknown, params: params{}},
		{query: "Kindly furnish the house edge of craps as well as the helpline number for Michigan.", intent: Unknown, params: params{}},
	}
}
