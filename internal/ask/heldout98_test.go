package ask

import "testing"

// heldOutNinetyEighth is a ninety-eighth held-out part, written blind and
// committed BEFORE its first run: by someone who had read only the service
// spec and the action catalog (both whole), the README's curl examples of
// the directory's query parameters and its section on /ask (lines 89-155
// and 428-480), the shipped data through short python3 scripts (casinos'
// names, towns, states, types, has_hotel, brands and tribal nations from
// casinos.csv; programs with their tiers and thresholds from
// rewards_programs.json; program_properties.csv; us_cities.csv; the
// header rows of those files and a listing of the worktree's root and of
// data/ were printed too), the whole of the twenty-ninth held-out part and
// the first 80 lines of the twenty-eighth, the first const block of
// ask.go (the intent constants, printed by a script from "const (" to the
// first ")"), the expectation type (lines 1-18 of heldout_test.go), the
// slugOf and programID functions of ask_test.go and the heldOutParts
// function of score_test.go (found with grep -n, which printed only their
// three opening lines), and the subject of the branch's newest commit
// (git log -1, which names a few rules of earlier parts in one line).
// Never the rules of this package, the tuning phrases or the other
// held-out parts.
//
// Every name used was checked against data/ with a short script. Of the
// casino names, "Tulalip Resort Casino", "Turning Stone Resort", "Wind
// River Hotel and Casino", "Mystic Lake", "Kansas Star", "Borgata", "Beau
// Rivage", "Foxwoods", "WinStar" and "Wind Creek Bethlehem" each name
// exactly one casino of the directory (as a fragment of its name, case
// ignored); "Choctaw Durant" is no fragment of any name (Durant is the
// town of Choctaw Casino Resort - Durant and of two Choctaw travel
// plazas), and it is only kept as typed for a player action and named in
// an Unknown; "Mohegan Sun" and "Sam's Town" are fragments of two names
// each and are named only in Unknowns. The towns: Biloxi (MS) and Tulsa
// (OK) are towns of the directory and of us_cities.csv, each in one state;
// Elko (NV), Tonopah (NV), Mescalero (NM), Tunica (MS) and Deadwood (SD)
// are towns of the directory only, each in one state. "Ho-Chunk" is how
// the directory spells the seven Ho-Chunk Gaming casinos (all in WI) and
// "Osage Nation" is the tribal nation of the seven Osage casinos (all in
// OK). The programs and tiers (Boyd Rewards with Onyx, MGM Rewards with
// Platinum, Caesars Rewards with Diamond, WinStar Club Passport) are in
// rewards_programs.json; Delaware has racinos, Idaho tribal casinos and
// Elko three casinos with a hotel.
//
// Its wording is new: each whole message, and each sentence of the
// messages of two sentences, was checked with a case-insensitive
// fixed-string grep (file names only) against every test file of this
// package, with and without its closing mark; one was found there ("Which
// reward programs you are having?") and replaced before the file was
// written, and none of the sixty is there now.
//
// Its theme is a CONTROL part in a register no part has covered:
// NON-NATIVE ENGLISH, the way people write who learned English as a
// second language. Articles dropped or added ("casinos who have rewards
// program", "Show me the my casino hosts", "the all Ho-Chunk casinos"),
// other prepositions ("casinos at Montana", "close of Tonopah", "in 40
// miles from Tulsa", "Which offers I have of Borgata?", "my W-2G of the
// year 2025"), other word orders ("How much tier credits I need for
// Onyx", "Baccarat is how many decisions in one hour?", "In which year
// was open Turning Stone Resort?", "it have how many table game?"), slips
// of tense, person and plural ("I am go to Elko", "What casinos is in
// Biloxi?", "How many slot machine has ...", "2 hour each session", "How
// many money") and literal phrasings ("For to become Platinum ..., what
// is need?", "Please put my budget for one month 1000 dollars.", "I want
// that I play maximum 2 hour each session.", "Please make limit of 50
// dollar for every day.", "I search a host at Mystic Lake", "I must get
// W-2G or no?"). Every question is still clear to a careful native
// reader, and a sentence of context ("Sorry for my English.", "I am go to
// Elko with my wife next week.") sits before the ask in two of them.
//
// 50 of 60 expect an answer and 10 expect Unknown: two off topic with a
// town of the directory (a restaurant in Tunica, the weather in
// Deadwood), two facts nothing keeps (parking at Mohegan Sun, the buffet's
// hours at Sam's Town Shreveport), two of someone else's records (a
// husband's trips, a brother's tier), two asks in one (the bankroll and
// the offers from Foxwoods), a write /ask does not run (adding a trip) and
// two asks for advice (slots or blackjack to win money; WinStar or
// Choctaw Durant this weekend). Every area is covered: place, near,
// radius, hotel, type, rewards and family searches, casino details, the
// programs, ladders and one tier's threshold, game facts, the W-2G rule,
// help lines and self-exclusion, budget and session limits (proposed) and
// the limits read, comp predictions (one casino and all) and an estimate,
// tier progress and the player's tiers, tier-match suggestions and a
// path, hosts (at a casino, by language, the player's own), trips,
// sessions, visits, vouchers, offers and expiring offers, W-2G lists and
// totals, the tax summary and the bankroll. No question lacks a field its
// intent needs, so none expects a missing field.
//
// It follows the twenty-ninth part's conventions: a casino named for a
// player action keeps the typed words, with the casino's name spelled as
// typed ("Choctaw Durant", "Kansas Star", "Beau Rivage", "Borgata"); a
// host filter by casino is the typed words and the directory's name when
// the words name exactly one casino, with no parameter; a radius in miles
// is in kilometres to one decimal (40 miles 64.4, 30 miles 48.3); a year
// named for the player's records is that calendar year, "this year" is
// 2026 and a month named without a year is its latest one up to today,
// 2026-05-14 (March is March 2026); a town typed without its state is near
// the directory's town with its state; "in <town>" is near that town and
// "in <state>" (here also "at <state>" and "of <state>") is the state; a
// family's casinos in a state are the state with q the family's name as
// the directory spells it (a tribal nation's casinos likewise, q the
// nation's name); a tier named with its program is not ambiguous; a
// casino's details answer what the directory keeps about it, whichever
// field is asked for; a limit of money in a period is a budget; off-topic
// questions are Unknown. Its own choices, where those are silent: a
// grammar slip changes nothing of the ask ("What casinos is in Biloxi?"
// is near "Biloxi, MS"; "Which casino at Idaho are tribal?" is ID with the
// type tribal); "Sorry for my English." lends nothing; "Which casinos are
// there with hotel?" after "I am go to Elko ..." points back to Elko (near
// "Elko, NV" with has_hotel); "inside of 30 mile around Mescalero" is a
// radius like "within"; "Which casinos the Osage Nation is having in
// Oklahoma?" is OK with q "Osage Nation"; "the summary of tax" is the tax
// summary; "won with W-2G in 2024 in total" is the W-2G total; "a poker
// tournament" is the game poker; "Show my vouchers what are redeemed
// already." has the status "redeemed"; "My offers that finish in next 14
// days" are the expiring offers within 14 days; "what offers they will
// send me probably" for all the player's casinos is the prediction for
// all; "which tier Boyd Rewards is giving me for status match" from
// Caesars Rewards' Diamond is the tier-match path; "I want that I play
// maximum 2 hour each session." is a session limit of 120 minutes.
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at 7e23dd0, with the ninety-seventh and ninety-eighth
// parts added together after every round of the session before them, and
// no rule changed for them) scored 50 of 60 correct (83.3%): precision
// 95.2% (40 of 42 answers right), recall 80.0% (40 of 50 answerable), 8
// declined and 2 wrong. No expectation was changed after it. The wrong
// ones: "I want that I play maximum 2 hour each session." (the sessions
// listed, where a session limit is asked) and "My offers that finish in
// next 14 days, which are?" (every offer, where the expiring ones are
// asked).
//
// After its fix round (2026-11-25): 60/60, 0 wrong (from 50/60, 2
// wrong), with general rules and no expectation changed, each a slip
// learners commonly make read as a careful native reader reads it: a
// radius "inside of" so many miles is "within"; "how many table game"
// counts the table games, its noun left singular; "is the casino giving
// me a W-2G" is the present for what is to come; the points "missing"
// or "lacking" for the next tier are those still needed; offers that
// "end" or "finish" ahead (not "ended", not "the end of") are the
// expiring ones; "I want that I play ..." is "I want to play ..."; a
// relative "who" after casinos, before a verb of having or being, is
// "that"; a trip told with people close to the asker only as company
// ("with my wife") is still the asker's, whose town the search looks
// around; "you are knowing" is "you know", as "you are having" was
// "you have"; and to "become" a tier is to reach it.
func heldOutNinetyEighth(t testing.TB) []expectation {
	return []expectation{
		// The directory: towns, a radius, states, types, hotel, rewards,
		// a family and a nation, in the words of a second language.
		{query: "Sorry for my English. What casinos is in Biloxi?", intent: FindCasinos, params: params{"near": "Biloxi, MS"}},
		{query: "Please show me casinos at Montana.", intent: FindCasinos, params: params{"state": "MT"}},
		{query: "I am go to Elko with my wife next week. Which casinos are there with hotel?", intent: FindCasinos, params: params{"near": "Elko, NV", "has_hotel": true}},
		{query: "Show me casinos in 40 miles from Tulsa.", intent: FindCasinos, params: params{"near": "Tulsa, OK", "radius_km": 64.4}},
		{query: "Casinos inside of 30 mile around Mescalero, what you have?", intent: FindCasinos, params: params{"near": "Mescalero, NM", "radius_km": 48.3}},
		{query: "Give me the list of racino in Delaware.", intent: FindCasinos, params: params{"state": "DE", "type": "racino"}},
		{query: "Which casino at Idaho are tribal?", intent: FindCasinos, params: params{"state": "ID", "type": "tribal"}},
		{query: "Casinos in Mississippi who have rewards program, please.", intent: FindCasinos, params: params{"state": "MS", "has_rewards": true}},
		{query: "Show me the all Ho-Chunk casinos in Wisconsin.", intent: FindCasinos, params: params{"state": "WI", "q": "Ho-Chunk"}},
		{query: "Which casinos the Osage Nation is having in Oklahoma?", intent: FindCasinos, params: params{"state": "OK", "q": "Osage Nation"}},
		{query: "Is there any casinos close of Tonopah?", intent: FindCasinos, params: params{"near": "Tonopah, NV"}},

		// One casino's details.
		{query: "How many slot machine has the Tulalip Resort Casino?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Tulalip Resort Casino")}},
		{query: "In which year was open Turning Stone Resort?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Turning Stone Resort & Casino")}},
		{query: "The Wind River Hotel and Casino, it have how many table game?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Wind River Hotel and Casino")}},

		// Programs: the list, two ladders, two tiers' thresholds.
		{query: "Tell me all loyalty program what you are knowing.", intent: ListPrograms, params: params{}},
		{query: "Please explain me the tiers of Boyd Rewards.", intent: ProgramDetail, params: params{"id": programID(t, "Boyd Rewards")}},
		{query: "The WinStar Club Passport have which levels?", intent: ProgramDetail, params: params{"id": programID(t, "WinStar Club Passport")}},
		{query: "How much tier credits I need for Onyx in Boyd Rewards?", intent: TierRequirement, params: params{"id": programID(t, "Boyd Rewards")}, tier: "Onyx"},
		{query: "For to become Platinum at MGM Rewards, what is need?", intent: TierRequirement, params: params{"id": programID(t, "MGM Rewards")}, tier: "Platinum"},

		// Game facts and the W-2G rule.
		{query: "How much is house edge of craps game?", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "Baccarat is how many decisions in one hour?", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "I won 1500 dollar on keno, I must get W-2G or no?", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1500}},
		{query: "If I win 5000 dollar in poker tournament, casino is giving me the W2G?", intent: W2GRule, params: params{"game_type": "poker", "amount_won": 5000}},

		// Responsible-gaming help by state.
		{query: "Where I can call for help with gambling problem in Indiana?", intent: RGHelp, params: params{"topic": "helpline", "state": "IN"}},
		{query: "How I can exclude myself from all casinos of Pennsylvania?", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "PA"}},

		// The player's limits: changes proposed, and the limits read.
		{query: "Please put my budget for one month 1000 dollars.", intent: SetBudget, params: params{"period": "month", "amount": 1000}},
		{query: "I want that I play maximum 2 hour each session.", intent: SetSessionLimit, params: params{"max_minutes": 120}},
		{query: "Please make limit of 50 dollar for every day.", intent: SetBudget, params: params{"period": "day", "amount": 50}},
		{query: "Which limits I have now for my playing?", intent: MyLimits, params: params{}},

		// Comps: predicted at one casino and at all, and estimated.
		{query: "What offer I will get next time from Choctaw Durant, you can predict?", intent: CompPredict, params: params{"casino_name": "Choctaw Durant"}},
		{query: "For all my casinos, what offers they will send me probably?", intent: CompPredictAll, params: params{}},
		{query: "If I play slot 4 hours with 2 dollar bet, how much comp I make?", intent: CompEstimate, params: params{"game_type": "slots", "avg_bet": 2, "hours": 4}},

		// Tiers: progress at one casino, the player's tiers, a tier-match
		// path and the player's suggestions.
		{query: "How much points I am missing for next tier at Kansas Star?", intent: TierProgress, params: params{"casino_name": "Kansas Star"}},
		{query: "What tier I have in each casino?", intent: MyTiers, params: params{}},
		{query: "If I have Diamond of Caesars Rewards, which tier Boyd Rewards is giving me for status match?", intent: TierMatchPaths, params: params{"program": "Caesars Rewards", "to_program": "Boyd Rewards"}, tier: "Diamond"},
		{query: "With my tiers, what programs can make me status match?", intent: TierMatchSuggestions, params: params{}},

		// Hosts at a casino, by language, and the player's own.
		{query: "I search a host at Mystic Lake who is taking new player.", intent: FindHosts, params: params{}, filter: []string{"Mystic Lake", "Mystic Lake Casino Hotel"}},
		{query: "Is there host who speak Spanish?", intent: FindHosts, params: params{"language": "Spanish"}},
		{query: "Show me the my casino hosts.", intent: MyHosts, params: params{}},

		// The player's records: trips, sessions, visits, vouchers, offers,
		// W-2Gs, the tax year and the bankroll.
		{query: "I want see my trips of the year 2024 to Beau Rivage.", intent: MyTrips, params: params{"casino_name": "Beau Rivage", "from": "2024-01-01", "to": "2024-12-31"}},
		{query: "My trips in this year, please list them.", intent: MyTrips, params: params{"from": "2026-01-01", "to": "2026-12-31"}},
		{query: "Show me my sessions of blackjack in March.", intent: MySessions, params: params{"game_type": "blackjack", "from": "2026-03-01", "to": "2026-03-31"}},
		{query: "Please list the my visits to casinos.", intent: MyVisits, params: params{}},
		{query: "Show my vouchers what are redeemed already.", intent: MyVouchers, params: params{"status": "redeemed"}},
		{query: "Which offers I have of Borgata?", intent: MyOffers, params: params{"casino_name": "Borgata"}},
		{query: "My offers that finish in next 14 days, which are?", intent: ExpiringOffers, params: params{"within_days": 14}},
		{query: "Show me my W-2G of the year 2025.", intent: MyW2Gs, params: params{"tax_year": 2025}},
		{query: "How much I have won with W-2G in 2024 in total?", intent: W2GTotal, params: params{"tax_year": 2024}},
		{query: "Give me the summary of tax for 2025 year.", intent: TaxSummary, params: params{"tax_year": 2025}},
		{query: "How many money is in the my bankroll?", intent: Bankroll, params: params{}},

		// Unknown: off topic with a town of the directory, facts nothing
		// keeps, someone else's records, two asks in one, a write /ask
		// does not run, and advice.
		{query: "Where is good restaurant for eat in Tunica?", intent: Unknown, params: params{}},
		{query: "How will be the weather in Deadwood this weekend?", intent: Unknown, params: params{}},
		{query: "How much cost the parking at Mohegan Sun?", intent: Unknown, params: params{}},
		{query: "What time close the buffet in Sam's Town Shreveport?", intent: Unknown, params: params{}},
		{query: "Can you show me the trips of my husband to Biloxi?", intent: Unknown, params: params{}},
		{query: "Which tier has my brother at the Foxwoods?", intent: Unknown, params: params{}},
		{query: "Tell me my bankroll and also my offers from Foxwoods please.", intent: Unknown, params: params{}},
		{query: "Please add one trip for me to Wind Creek Bethlehem on 3 June.", intent: Unknown, params: params{}},
		{query: "Is better for me to play slot or blackjack for win money?", intent: Unknown, params: params{}},
		{query: "You think I should go to WinStar or Choctaw Durant this weekend?", intent: Unknown, params: params{}},
	}
}
