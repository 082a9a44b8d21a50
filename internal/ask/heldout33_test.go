package ask

import "testing"

// heldOutThirtyThird is a thirty-third held-out part, written blind and
// committed BEFORE its first run: by someone who had read only the action
// catalog and the service spec (both whole), the README's curl examples of
// the directory (lines 89-155) and its section on /ask (lines 428-480), the
// shipped data (casinos.csv, rewards_programs.json and
// program_properties.csv, listed by short scripts for real casino, program
// and tier names, towns, states, types, brands and has_hotel), the whole of
// the twenty-ninth held-out part and the first 80 lines of the
// twenty-eighth, the block of intent constants of ask.go (lines 19-62),
// the expectation type (lines 1-18 of heldout_test.go), the slugOf and
// programID helpers (lines 66-91 of ask_test.go) and the heldOutParts
// function of score_test.go (which showed the names of the earlier parts,
// the thirty-second among them); a git log printed the subjects of the
// branch's three newest commits (the thirty-first part's fix round, in a
// line each; nothing of them is used or imitated here). Never the rules of
// this package, the tuning phrases or the other held-out parts. Every
// casino and program name passed to slugOf or programID was checked
// against data/ with a short script, and so was every town (each names
// one directory town in one state). Its wording is new: each phrase was
// checked with a case-insensitive fixed-string grep (file names only)
// against every test file of this package, with and without its closing
// mark; two were found inside longer phrases of earlier parts ("show me my
// tier status at every casino", "who is my casino host") and replaced, and
// none of the sixty is there now. Its places, casinos and family were
// chosen among those no earlier test file names (by the same kind of grep,
// file names only): Muskogee, Spokane, Schenectady, Evansville, Toppenish,
// Indio, Catoosa, the Kiowa casinos, Delta Downs Racetrack Casino & Hotel,
// Bad River Lodge & Casino, Fantasy Springs Resort Casino, Belle of Baton
// Rouge, Boot Hill Casino, Downstream Casino, Casino Del Sol, Bally's
// Evansville, Sam's Town, Cypress Bayou Casino Hotel, Kansas Crossing
// Casino & Hotel, Grand River Casino Resort and WinnaVegas. Shreveport, the
// states, every program with a ladder, the tiers (Platinum, Onyx) and the
// games are named by earlier parts. The host language, Korean, is named by
// earlier parts too: the shipped data does not say which languages hosts
// speak, so a language no part names could not be checked.
//
// Its theme is a third CONTROL part: what real casino players, and the
// assistants acting for them, would type into a loyalty assistant on an
// ordinary day, as varied as possible and spread evenly over every area.
// Nothing exotic: no dialect, no letters, no developer notation, no
// deliberate misspellings. It measures what a new user's questions would
// score. Its registers (each phrase counted once, by its most marked
// trait):
//   - 17 plain questions, capitalised and punctuated ("How close am I to
//     the next tier at Boot Hill Casino?");
//   - 10 requests ("Show me ...", "Show my ...", "I'd like ...");
//   - 10 questions or requests with a short clause of why before them
//     ("Since I'm driving through Muskogee on Saturday, ...", "Since I'm
//     doing my taxes this weekend, ...");
//   - 16 typed on a phone: all lower case, no closing mark ("any casinos
//     in spokane", "which ticket vouchers haven't i cashed yet");
//   - 7 opening with a greeting (4: "hi,", "hi there,", "hey,", "hey
//     there,") or closing with thanks (3: ", thanks.", ", thanks!", "?
//     Thanks.").
//
// Every area is covered: place, near, radius, hotel, type, rewards and
// family searches, casino details, the programs, two ladders and one
// tier's threshold, game facts, the W-2G rule, a help line and
// self-exclusion, budget and session limits (proposed) and the limits
// read, comp predictions (one casino and all) and estimates, tier progress
// and the player's tiers, hosts (at a casino, by language, the player's
// own), tier-match suggestions and a path, trips, sessions, visits,
// vouchers, offers and expiring offers, W-2G lists and totals, the tax
// summary and the bankroll. 7 of 60 expect Unknown: a buffet's hours and a
// phone number (details no answer says: the Casino resource has no phone
// and no dining), which slots are paying out now (no action or table says
// it), booking a room and moving points to another person's account
// (changes no action makes), the weather and a place to eat (off topic).
// No question lacks a field its intent needs, so none expects a missing
// field.
//
// It follows the twenty-ninth part's conventions, which are the
// twenty-fourth's (a casino named for a player action keeps the name as
// typed; a host filter by casino is the typed words and the directory's
// name when the words name exactly one casino, with no parameter; a radius
// in miles is in kilometres to one decimal; a year named for the player's
// records is that calendar year; a town typed without its state is near
// the directory's town with its state; "in <town>" is near that town and
// "in <state>" is the state; a family's casinos in a state are the state
// with q the family's name as the directory spells it; a tier named with
// its program is not ambiguous; a casino's details answer what the
// directory keeps about it, whichever field is asked for; a limit of money
// in a period is a budget; off-topic questions are Unknown). Its own
// choices, where those are silent:
//   - A clause of why ("since I'm going to Shreveport on Friday", "since
//     we're heading to Indio next month") adds nothing: the question after
//     it decides the intent and every parameter, and a town or day in the
//     clause is no filter or date of it. So "Since I'm going to Shreveport
//     on Friday, what offers do I have from Sam's Town?" is the offers at
//     "Sam's Town" as typed (list_offers filters by casino_name, which is
//     free text; the spec gives no filter by town), and "Since we're
//     heading to Indio next month, tell me about Fantasy Springs Resort
//     Casino." is that casino's details. The clause of the one Unknown with
//     a clause ("Since we're going to Catoosa next weekend, where's a good
//     place to eat?") does not make it a search of Catoosa: the question
//     asks for a restaurant, which no answer gives.
//   - "around there" after a town named in the clause ("Since I'm driving
//     through Muskogee on Saturday, what casinos are around there?") is a
//     search near that town: here the clause names the place the question
//     points to, so the town is the question's own.
//   - A greeting or thanks adds nothing.
//   - No month is named without its year, and no relative date ("last
//     year", "this month") is asked for the player's records, because the
//     day the part is run decides those; "march 2026" is that month.
//   - A duration in words ("two hours") is that many minutes (120).
//   - "which ticket vouchers haven't i cashed yet" asks the vouchers of
//     status open (a voucher not yet redeemed nor expired is open).
//   - "all my casino check-ins" are the player's visits (list_visits, the
//     record check_in makes), with no filter.
//   - "which casino hosts am i linked up with" is the player's hosts
//     (get_my_connections answers the player's host connections).
//   - "Which programs would match my current status?" is the tier-match
//     suggestions (get_suggestions works from the player's tiers), and
//     "Since I'm Onyx with Boyd Rewards, could I status match into Caesars
//     Rewards?" is the tier-match path from Boyd Rewards' Onyx to Caesars
//     Rewards (the tier and both programs are named, so it is a path of
//     the service's table, not the player's suggestions).
//   - "At what amount does a keno win get reported on a W-2G?" is the W-2G
//     rule for keno with no amount; "Since I just hit $1,350 on a slot
//     machine, will the casino give me a W-2G?" the rule for slots with
//     amount_won 1350 (the clause here states the win the question asks
//     about, as the twenty-ninth's "I hit $1,800 ..." did).
//   - "Show me the house edge and pace for roulette." is roulette's game
//     facts: both are facts of one game's row, one answer, not two
//     questions.
//   - "What budget and session limits do I currently have?" reads the
//     limits (one answer holds both), and is not two questions.
//   - "Since I'm doing my taxes this weekend, what were my gambling wins
//     and losses for 2025?" is the tax summary of 2025 (tax_year_summary
//     answers session wins and losses with the W-2G winnings).
//   - "Can you transfer my Boyd Rewards points to my wife's account?" is
//     Unknown: no action moves points, and it is neither a change /ask
//     proposes nor a program's details.
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at a010691, with the rules of the thirty-first and
// thirty-second parts' rounds and the maintainer's reading of a tier
// record's points and expiry date (5d59008), and no rule changed for this
// part) scored 53 of 60 correct (88.3%): precision 95.8% (46 of 48
// answers right), recall 86.8% (46 of 53 answerable), 5 declined and 2
// wrong; the 7 expected Unknowns were declined. No expectation was
// changed after it. The wrong ones: "Show me my trips to Casino Del Sol
// in 2025." (the casino cut to "Del Sol") and "which ticket vouchers
// haven't i cashed yet" (the redeemed ones, not the open ones). Declined:
// "Since I'm driving through Muskogee on Saturday, what casinos are around
// there?", "How many slot machines does Delta Downs Racetrack Casino &
// Hotel have?", "Since we're heading to Indio next month, tell me about
// Fantasy Springs Resort Casino.", "Since I'm trying craps for the first
// time, what's the house edge on it?" and "Since I just hit $1,350 on a
// slot machine, will the casino give me a W-2G?".
//
// After its fix round, on branch fix-33, general rules with tuning
// phrases of their own (tuning33_test.go, never these; no phrase or
// expectation here changed) took it to 60 of 60 (100%), none wrong, none
// declined: a casino's name typed with the generic words it begins with
// ("Casino Del Sol") keeps them as typed; a question's subject between a
// negation and a status ("haven't i cashed") still denies it; a clause of
// why opening a message ("since", "because" or "as" and the asker, up to
// its comma) is read as a story before the question, which may point
// back into it; a town a trip passes "through" is where the asker will
// be, and "around there" after it is around that town; a casino's whole
// name holding a kind's words ("Racetrack Casino", "Indian") is that
// casino, not a search of the kind.
func heldOutThirtyThird(t testing.TB) []expectation {
	return []expectation{
		// The directory: searches by town, radius, hotel, type, rewards
		// and family.
		{query: "Since I'm driving through Muskogee on Saturday, what casinos are around there?", intent: FindCasinos, params: params{"near": "Muskogee, OK"}},
		{query: "any casinos in spokane", intent: FindCasinos, params: params{"near": "Spokane, WA"}},
		{query: "Show me casinos within 40 miles of Schenectady.", intent: FindCasinos, params: params{"near": "Schenectady, NY", "radius_km": 64.4}},
		{query: "hey there, are there any casinos with a hotel near Evansville?", intent: FindCasinos, params: params{"near": "Evansville, IN", "has_hotel": true}},
		{query: "Which racinos are there in West Virginia?", intent: FindCasinos, params: params{"state": "WV", "type": "racino"}},
		{query: "I'd like a list of Kansas casinos that have a rewards program.", intent: FindCasinos, params: params{"state": "KS", "has_rewards": true}},
		{query: "show me the kiowa casinos in oklahoma", intent: FindCasinos, params: params{"state": "OK", "q": "Kiowa"}},
		{query: "tribal casinos near toppenish", intent: FindCasinos, params: params{"near": "Toppenish, WA", "type": "tribal"}},

		// One casino's details, and details the directory does not keep.
		{query: "How many slot machines does Delta Downs Racetrack Casino & Hotel have?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Delta Downs Racetrack Casino & Hotel")}},
		{query: "does bad river lodge & casino have a hotel", intent: CasinoDetail, params: params{"slug": slugOf(t, "Bad River Lodge & Casino")}},
		{query: "Since we're heading to Indio next month, tell me about Fantasy Springs Resort Casino.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Fantasy Springs Resort Casino")}},
		{query: "What time does the buffet open at Cypress Bayou Casino Hotel?", intent: Unknown, params: params{}},
		{query: "What's the phone number for Grand River Casino Resort?", intent: Unknown, params: params{}},

		// Programs: the list, two ladders and one tier's threshold.
		{query: "What loyalty programs can I look up here?", intent: ListPrograms, params: params{}},
		{query: "Show me the tier ladder for Boyd Rewards.", intent: ProgramDetail, params: params{"id": programID(t, "Boyd Rewards")}},
		{query: "what are the tiers in true rewards", intent: ProgramDetail, params: params{"id": programID(t, "True Rewards")}},
		{query: "What does it take to reach Platinum in MGM Rewards?", intent: TierRequirement, params: params{"id": programID(t, "MGM Rewards")}, tier: "Platinum"},

		// Game facts and the W-2G rule.
		{query: "how many hands an hour does baccarat deal", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "Show me the house edge and pace for roulette.", intent: GameFacts, params: params{"game_type": "roulette"}},
		{query: "Since I'm trying craps for the first time, what's the house edge on it?", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "Since I just hit $1,350 on a slot machine, will the casino give me a W-2G?", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 1350}},
		{query: "At what amount does a keno win get reported on a W-2G?", intent: W2GRule, params: params{"game_type": "keno"}},

		// Responsible-gaming help by state.
		{query: "hi, is there a gambling helpline in Indiana?", intent: RGHelp, params: params{"topic": "helpline", "state": "IN"}},
		{query: "How do I sign up for self-exclusion in Iowa?", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "IA"}},

		// The player's limits: changes proposed, and the limits read.
		{query: "I'd like my monthly gambling budget set at $600.", intent: SetBudget, params: params{"period": "month", "amount": 600}},
		{query: "please limit my sessions to two hours", intent: SetSessionLimit, params: params{"max_minutes": 120}},
		{query: "Since I tend to lose track of time, can you cap each session at 45 minutes?", intent: SetSessionLimit, params: params{"max_minutes": 45}},
		{query: "Keep my gambling to $40 a day, thanks.", intent: SetBudget, params: params{"period": "day", "amount": 40}},
		{query: "What budget and session limits do I currently have?", intent: MyLimits, params: params{}},

		// Comps: predicted at one casino and at all, and estimated.
		{query: "What offer should I expect next from Belle of Baton Rouge?", intent: CompPredict, params: params{"casino_name": "Belle of Baton Rouge"}},
		{query: "predict my next offers at all my casinos", intent: CompPredictAll, params: params{}},
		{query: "How much would I earn in comps playing $10 slots for 5 hours?", intent: CompEstimate, params: params{"game_type": "slots", "avg_bet": 10, "hours": 5}},
		{query: "Since I'll play $15 craps for about 2 hours tonight, what comps would that get me?", intent: CompEstimate, params: params{"game_type": "craps", "avg_bet": 15, "hours": 2}},

		// Tiers: progress at one casino, the player's tiers, tier matches.
		{query: "How close am I to the next tier at Boot Hill Casino?", intent: TierProgress, params: params{"casino_name": "Boot Hill Casino"}},
		{query: "list my tiers at all the casinos i play", intent: MyTiers, params: params{}},
		{query: "Which programs would match my current status?", intent: TierMatchSuggestions, params: params{}},
		{query: "Since I'm Onyx with Boyd Rewards, could I status match into Caesars Rewards?", intent: TierMatchPaths, params: params{"program": "Boyd Rewards", "to_program": "Caesars Rewards"}, tier: "Onyx"},

		// Hosts at a casino, by language, and the player's own.
		{query: "Are any hosts at Downstream Casino accepting new players?", intent: FindHosts, params: params{}, filter: []string{"Downstream Casino", "Downstream Casino Resort"}},
		{query: "I'd like a host who speaks Korean.", intent: FindHosts, params: params{"language": "Korean"}},
		{query: "which casino hosts am i linked up with", intent: MyHosts, params: params{}},

		// The player's records: trips, sessions, visits, vouchers, offers,
		// W-2Gs, the tax year and the bankroll.
		{query: "Show me my trips to Casino Del Sol in 2025.", intent: MyTrips, params: params{"casino_name": "Casino Del Sol", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "hey, what trips have I logged so far?", intent: MyTrips, params: params{}},
		{query: "Show my blackjack sessions at Bally's Evansville.", intent: MySessions, params: params{"game_type": "blackjack", "casino_name": "Bally's Evansville"}},
		{query: "what sessions did i play in march 2026", intent: MySessions, params: params{"from": "2026-03-01", "to": "2026-03-31"}},
		{query: "hi there, can you show me all my casino check-ins?", intent: MyVisits, params: params{}},
		{query: "which ticket vouchers haven't i cashed yet", intent: MyVouchers, params: params{"status": "open"}},
		{query: "Since I'm going to Shreveport on Friday, what offers do I have from Sam's Town?", intent: MyOffers, params: params{"casino_name": "Sam's Town"}},
		{query: "which offers expire in the next 14 days", intent: ExpiringOffers, params: params{"within_days": 14}},
		{query: "Show me my offers that are about to expire, thanks!", intent: ExpiringOffers, params: params{}},
		{query: "Show me my W-2G forms for 2025.", intent: MyW2Gs, params: params{"tax_year": 2025}},
		{query: "what's the total on my w-2gs for 2024", intent: W2GTotal, params: params{"tax_year": 2024}},
		{query: "Can I see my gambling tax summary for 2025?", intent: TaxSummary, params: params{"tax_year": 2025}},
		{query: "Since I'm doing my taxes this weekend, what were my gambling wins and losses for 2025?", intent: TaxSummary, params: params{"tax_year": 2025}},
		{query: "how much money is in my gambling bankroll right now", intent: Bankroll, params: params{}},
		{query: "What's my bankroll balance? Thanks.", intent: Bankroll, params: params{}},

		// What no answer says, changes no action makes, and off topic.
		{query: "Which slot machines are paying out the most at WinnaVegas right now?", intent: Unknown, params: params{}},
		{query: "I'd like to book a room at Kansas Crossing Casino & Hotel for Friday night.", intent: Unknown, params: params{}},
		{query: "Can you transfer my Boyd Rewards points to my wife's account?", intent: Unknown, params: params{}},
		{query: "what's the weather like in spokane this weekend", intent: Unknown, params: params{}},
		{query: "Since we're going to Catoosa next weekend, where's a good place to eat?", intent: Unknown, params: params{}},
	}
}
