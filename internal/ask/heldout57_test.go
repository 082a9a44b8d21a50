package ask

import "testing"

// heldOutFiftySeventh is a fifty-seventh held-out part, written blind and
// committed BEFORE its first run: by someone who had read only the action
// catalog and the service spec (both whole), lines 89-155 and 428-480 of
// the README (its curl examples of the directory and its section on /ask),
// the shipped data (casinos.csv, rewards_programs.json and
// program_properties.csv, through short scripts listing casinos with town,
// state, type, hotel and brand, and programs with their tiers and
// thresholds; a listing of data/ was printed too), the whole of the
// twenty-ninth held-out part and the first eighty lines of the
// twenty-eighth (its header), the block of intent constants of ask.go
// (with the import block above it and the first lines of the Intent type
// below it), the expectation type (lines 1-18 of heldout_test.go), the
// slugOf and programID helpers of ask_test.go and the heldOutParts
// function of score_test.go; the newest commit subject of the branch was
// printed by git log too. Never the rules of this package, the tuning
// phrases or the other held-out parts. Every name used was checked against
// data/ with a short script. Its wording is new: each phrase was checked
// with a case-insensitive fixed-string grep (file names only) against
// every test file of this package, with and without its closing mark;
// five were found there and replaced before the file was written ("What's
// the house edge for craps?", "cap my sessions at 45 min", "what tiers do
// i hold", "Should I itemize my gambling losses for 2025?", "How much have
// I deposited into my bankroll?"), and none of the sixty is there now. Its
// towns and casinos were chosen among those no earlier test file names (by
// the same kind of grep, file names only): Fountain Hills, Wilkes-Barre,
// Bensalem, Kewadin Casino St. Ignace, the Lodge Casino at Black Hawk,
// Rivers Casino Des Plaines, Hollywood Casino Perryville, Sam's Town
// Shreveport, Horseshoe Black Hawk and Westgate Las Vegas (Casino Queen,
// named only in a question expected Unknown, is in one earlier file). The
// programs and tiers are the less used ones where the question allowed it
// (Grazie Rewards, Genting Rewards' Tier 4); Boyd Rewards' Onyx, Caesars
// Rewards, Montana, Indiana, Spanish, craps, keno, baccarat and blackjack
// are named by earlier parts. Montana was chosen over Washington because
// Washington is also a town of the directory (Washington, PA).
//
// Its theme is a sixth NEAR-MISS part, to measure precision: 30 of the 60
// are questions the service can NOT answer that look very much like ones
// it can, each expected Unknown and placed just before its answerable twin
// (30 of 60), phrased alike in the same register, with the twin's right
// intent and parameters. The reason each near miss is Unknown, from the
// spec and the action catalog:
//   - a fact the directory does not keep about casinos it keeps (the
//     Casino resource has no such field; 6): live shows near Fountain
//     Hills, non-smoking casinos near Wilkes-Barre, a buffet near
//     Bensalem, gambling at 18 in Montana, Kewadin Casino St. Ignace open
//     around the clock, a dress code at the Lodge Casino at Black Hawk;
//   - how a program works beyond its ladder (a RewardsProgram is its name,
//     brand, property, region and url, and a Tier its qualification; 2):
//     how to join Grazie Rewards, whether Genting Rewards points expire;
//   - a write /ask does not run (its only changes, proposed, are a budget
//     and a session limit; 4): submitting a status match request
//     (tier-match create_request), signing the user up for self-exclusion
//     in Indiana (no action enrols anyone; get_resources only names the
//     programme), connecting the user with a host (request_connection,
//     which creates a lead), logging a bankroll deposit (bankroll_add, which
//     the README says /ask refuses by name);
//   - another person's records (an action answers only for the key's own
//     account, "never reveal another account's data"; 3): the status
//     matches my wife would get, my husband's weekly budget, the tiers of
//     everyone in my group;
//   - advice the service does not give (3): the best betting strategy at
//     craps (game facts are the edge and the pace), the tax owed on a
//     $1,500 keno win (the W-2G rule answers reportable, threshold and
//     withholding, not the tax), whether itemizing 2025 losses is worth it
//     (the tax summary says the deductible losses, not whether to itemize);
//   - a hypothetical (1): the offer Rivers Casino Des Plaines would send if
//     I doubled my play (predict works from the player's actual ADT and
//     frequency);
//   - a comparison (1): more comps from 3 hours of $15 baccarat or of $15
//     blackjack (two estimates compared);
//   - two asks in one (1): the next tier at Hollywood Casino Perryville and
//     at Casino Queen (the README: two questions in one are declined);
//   - a filter no action parameter expresses (5): trips where I came out
//     ahead (by result; list_trips filters casino_name, from, to), blackjack
//     sessions where I lost over 500 (by value; list_sessions has no amount
//     filter), free-play offers (by kind; list_offers filters status and
//     casino_name only), visits made with my dad (by who was with me; a
//     visit is a casino, a date and a trip), W-2Gs from Westgate Las Vegas
//     (by casino; list_w2g takes tax_year only);
//   - a field of a record no action returns (1): the machines my open
//     vouchers came from (a voucher keeps casino, amount, dates and the
//     ticket's last four digits, no machine);
//   - a time no record dates (1): slot sessions since I retired;
//   - a notification or reminder asked for (2): a reminder every 45 minutes
//     to take a break (no action schedules reminders; a session limit caps
//     a session, it does not remind), a heads-up 10 days before an offer
//     expires (that is update_notification_settings, a write /ask does not
//     run).
//
// Registers: 32 plain sentences (16 pairs), 20 casual lower-case phone
// typing (10 pairs, without closing marks, "ive", "min", "1500" with no
// dollar sign) and 8 relayed by an agent (4 pairs: "The user is asking
// ...", "The user wants ...", "The user would like ..."). Areas (pairs):
// directory searches 4 (near a town with hotel, a radius in miles, near a
// town with a type, a state with a type), casino details 2, programs and
// their facts 4 (a program's details, one tier's threshold, a tier-match
// path, the player's tier-match suggestions), game facts 1, the W-2G rule
// 1, self-exclusion 1, limits 2 (a budget and a session limit, proposed),
// comps 2 (predicted at one casino, estimated), tiers 2 (progress at one
// casino, the player's tiers), hosts 1 (by language), trips 1, sessions 2,
// visits 1, vouchers 1, offers 2 (at a casino, expiring), W-2Gs and tax 2
// (the W-2G list, the tax summary) and the bankroll 1. No question lacks a
// field its intent needs, so none expects a missing field.
//
// It follows the conventions of the twenty-ninth part's header (those of
// the twenty-fourth part: a casino named for a player action keeps the
// name as typed; a radius in miles is in kilometres to one decimal; a year
// named for the player's records is that calendar year; a town typed
// without its state is near the directory's town with its state; "in
// <state>" is the state; a tier named with its program is not ambiguous; a
// casino's details answer what the directory keeps about it, whichever
// field is asked for; a limit of money in a period is a budget; another
// person's records, a detail no answer says and a change /ask does not
// propose are Unknown). Its own choices, where those are silent:
//   - no date is relative to today: every year is named, and the one month
//     is named with its year ("from March 2026" is 2026-03-01 to
//     2026-03-31);
//   - every casino named for a player action is in a plain sentence,
//     capitalised as the directory or players write it, so no expectation
//     depends on how a lower-case name is kept; the casual questions name
//     only towns, programs, games and a casino whose details are asked;
//   - a yes-or-no question about a field the directory keeps ("Is Kewadin
//     Casino St. Ignace a tribal casino?", "is there a hotel at the lodge
//     casino at black hawk") is that casino's details;
//   - "What tiers does Grazie Rewards have?" is the program's details,
//     although the shipped data gives Grazie Rewards no ladder;
//   - "what does tier 4 take at genting rewards" is the threshold of "Tier
//     4" in Genting Rewards;
//   - "what a status match from Boyd Rewards Onyx to Caesars Rewards would
//     give them" is the tier-match path from Boyd Rewards' Onyx to Caesars
//     Rewards; "what programs would status match me based on my tiers" is
//     the player's tier-match suggestions;
//   - "is a 1500 keno win reportable" is the W-2G rule for keno with
//     amount_won 1500 (a bare number in a question about a win is dollars);
//   - "How much would I earn in comps from 3 hours of $15 baccarat?" is a
//     comp estimate for baccarat, avg_bet 15, hours 3;
//   - "Which casinos did my open vouchers come from?" is the vouchers with
//     status open (each voucher carries its casino);
//   - "all the casino visits ive made" is the visits with no filter;
//   - "show me offers that expire within 10 days" is the expiring offers
//     within 10 days;
//   - "What do my bankroll deposits add up to?" is the bankroll (its
//     answer carries the deposits).
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at f32e10a, after the forty-ninth to fifty-third parts'
// rounds and the rules found by probing, and no rule changed for this
// part) scored 51 of 60 correct (85.0%): precision 76.9% (30 of 39
// answers right), recall 100% (30 of 30 answerable), none declined and 9
// wrong. No expectation was changed after it. The wrong ones: "how much
// tax will i owe on a 1500 keno win" (the W-2G rule), "If I doubled my
// play at Rivers Casino Des Plaines, what offer would they send me?" (the
// prediction), "Would I earn more comps from 3 hours of $15 baccarat or 3
// hours of $15 blackjack?" (the baccarat estimate), "Show my trips to
// Sam's Town Shreveport in 2025 where I came out ahead." (the trips),
// "Which machines did my open vouchers come from?" (the open vouchers),
// "Which free-play offers do I have from Horseshoe Black Hawk?" (the
// offers there), "send me a heads up 10 days before an offer expires"
// (the expiring offers), "Pull up the W-2G forms I got at Westgate Las
// Vegas in 2024." (the year's W-2Gs, every casino's) and "Is it worth
// itemizing my gambling losses for 2025?" (the tax summary).
//
// After its fix round (branch fix-57, tuningSixthNearMisses), it scores
// 59 of 60 (98.3%): precision 96.8% (30 of 31), recall 100%, none
// declined and 1 wrong; no expectation was changed. It stays unbarred (a
// barred part must have none wrong): "Which free-play offers do I have
// from Horseshoe Black Hawk?" is still the offers there. Its expectation
// contradicts earlier barred parts, which read free play as the players'
// word for the offers a casino sends ("do i have free play", "my free
// play at borgata", "show my free play offers I haven't used" are the
// offers list), while the fix-50 round declined offers named by any other
// kind (offerKindNamed) and free play only when narrowed by "only" or
// "just" (offerKindOnly). No general rule tells "which free-play offers
// do I have" from "show my free play offers I haven't used" without
// turning on the hyphen or the word "which", so it is left wrong.
// The general rules added:
//   - "how much" with a tax owed declines even when a win's W-2G rule
//     could be read (oweWords); "do I owe taxes on a $2,000 jackpot"
//     stays the rule;
//   - a change of the player's own play supposed ("if I doubled my
//     play", "if we upped our bets") declines (playChangeSupposed),
//     unless the play is given whole with its bet and hours (the comp
//     calculator's);
//   - two choices joined by "or" under a comparative ("more comps from
//     $15 baccarat or $15 blackjack") decline (alternativesCompared, in
//     comparisonAsked); "500 or more" is a quantity;
//   - records held to their result are found past a casino and a period
//     read between them and the clause (recordsHeldToResult counts only
//     unread words);
//   - a floor detail (machine, table, dealer) asked of vouchers, offers,
//     trips or visits declines (unkeptRecordFieldAsked);
//   - an alert named by its noun ("send me a heads up", "give me a
//     reminder") or with its lead time ("10 days before") declines
//     (alertAsked);
//   - W-2Gs asked with a casino named decline, as list_w2g takes a tax
//     year only (w2gByCasinoAsked); the W-2G rule of a win at a casino is
//     answered;
//   - whether something is worth doing ("is it worth itemizing", "would
//     it be worth it to match") is advice and declines (worthAsked, in
//     adviceAsked); what an offer is worth stays its value.
func heldOutFiftySeventh(t testing.TB) []expectation {
	return []expectation{
		// The directory: a search each, after a near miss asking a fact
		// the directory does not keep.
		{query: "Which casinos near Fountain Hills have live shows?", intent: Unknown, params: params{}},
		{query: "Which casinos near Fountain Hills have a hotel?", intent: FindCasinos, params: params{"near": "Fountain Hills, AZ", "has_hotel": true}},
		{query: "non smoking casinos within 40 miles of wilkes-barre", intent: Unknown, params: params{}},
		{query: "casinos within 40 miles of wilkes-barre", intent: FindCasinos, params: params{"near": "Wilkes-Barre, PA", "radius_km": 64.4}},
		{query: "Which casinos near Bensalem have a buffet?", intent: Unknown, params: params{}},
		{query: "Which casinos near Bensalem are racinos?", intent: FindCasinos, params: params{"near": "Bensalem, PA", "type": "racino"}},
		{query: "The user is asking which casinos in Montana let 18-year-olds gamble.", intent: Unknown, params: params{}},
		{query: "The user is asking which casinos in Montana are tribal.", intent: FindCasinos, params: params{"state": "MT", "type": "tribal"}},

		// One casino's details: a field it keeps, after one it does not.
		{query: "Is Kewadin Casino St. Ignace open around the clock?", intent: Unknown, params: params{}},
		{query: "Is Kewadin Casino St. Ignace a tribal casino?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Kewadin Casino St. Ignace")}},
		{query: "is there a dress code at the lodge casino at black hawk", intent: Unknown, params: params{}},
		{query: "is there a hotel at the lodge casino at black hawk", intent: CasinoDetail, params: params{"slug": slugOf(t, "Lodge Casino at Black Hawk")}},

		// Programs: how one works beyond its ladder, a write, another
		// person's matches; the details, a threshold, a path, suggestions.
		{query: "How do I join Grazie Rewards?", intent: Unknown, params: params{}},
		{query: "What tiers does Grazie Rewards have?", intent: ProgramDetail, params: params{"id": programID(t, "Grazie Rewards")}},
		{query: "do genting rewards points ever expire", intent: Unknown, params: params{}},
		{query: "what does tier 4 take at genting rewards", intent: TierRequirement, params: params{"id": programID(t, "Genting Rewards")}, tier: "Tier 4"},
		{query: "The user wants you to submit a status match request from Boyd Rewards Onyx to Caesars Rewards.", intent: Unknown, params: params{}},
		{query: "The user wants to know what a status match from Boyd Rewards Onyx to Caesars Rewards would give them.", intent: TierMatchPaths, params: params{"program": "Boyd Rewards", "to_program": "Caesars Rewards"}, tier: "Onyx"},
		{query: "what programs would status match my wife based on her tiers", intent: Unknown, params: params{}},
		{query: "what programs would status match me based on my tiers", intent: TierMatchSuggestions, params: params{}},

		// Game facts, the W-2G rule and self-exclusion, after advice and
		// an enrolment no action makes.
		{query: "What's the best betting strategy at the craps table?", intent: Unknown, params: params{}},
		{query: "What's the house edge at the craps table?", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "how much tax will i owe on a 1500 keno win", intent: Unknown, params: params{}},
		{query: "is a 1500 keno win reportable", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1500}},
		{query: "The user wants you to sign them up for self-exclusion in Indiana.", intent: Unknown, params: params{}},
		{query: "The user wants to know how to sign up for self-exclusion in Indiana.", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "IN"}},

		// Limits: another person's budget and a reminder; the player's
		// own budget and session limit, proposed.
		{query: "Put my husband's weekly gambling budget at $225.", intent: Unknown, params: params{}},
		{query: "Put my weekly gambling budget at $225.", intent: SetBudget, params: params{"period": "week", "amount": 225}},
		{query: "remind me every 45 min to take a break", intent: Unknown, params: params{}},
		{query: "cap each of my sessions at 45 min", intent: SetSessionLimit, params: params{"max_minutes": 45}},

		// Comps: a what-if and a comparison; a prediction and an estimate.
		{query: "If I doubled my play at Rivers Casino Des Plaines, what offer would they send me?", intent: Unknown, params: params{}},
		{query: "What offer is Rivers Casino Des Plaines likely to send me next?", intent: CompPredict, params: params{"casino_name": "Rivers Casino Des Plaines"}},
		{query: "Would I earn more comps from 3 hours of $15 baccarat or 3 hours of $15 blackjack?", intent: Unknown, params: params{}},
		{query: "How much would I earn in comps from 3 hours of $15 baccarat?", intent: CompEstimate, params: params{"game_type": "baccarat", "avg_bet": 15, "hours": 3}},

		// Tiers: two asks in one and a group's tiers; one casino's
		// progress and the player's tiers.
		{query: "How close am I to the next tier at Hollywood Casino Perryville and at Casino Queen?", intent: Unknown, params: params{}},
		{query: "How close am I to the next tier at Hollywood Casino Perryville?", intent: TierProgress, params: params{"casino_name": "Hollywood Casino Perryville"}},
		{query: "what tiers does everyone in my group hold across their casinos", intent: Unknown, params: params{}},
		{query: "what tiers do i hold across my casinos", intent: MyTiers, params: params{}},

		// Hosts: a connection made (a write) and a search by language.
		{query: "The user would like you to connect them with a casino host who speaks Spanish.", intent: Unknown, params: params{}},
		{query: "The user would like to find a casino host who speaks Spanish.", intent: FindHosts, params: params{"language": "Spanish"}},

		// The player's records: a filter or a field or a time no action
		// has, then the same records as the catalog reads them.
		{query: "Show my trips to Sam's Town Shreveport in 2025 where I came out ahead.", intent: Unknown, params: params{}},
		{query: "Show my trips to Sam's Town Shreveport in 2025.", intent: MyTrips, params: params{"casino_name": "Sam's Town Shreveport", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "my blackjack sessions from 2025 where i lost over 500", intent: Unknown, params: params{}},
		{query: "my blackjack sessions from 2025", intent: MySessions, params: params{"game_type": "blackjack", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "Show my slot sessions since I retired.", intent: Unknown, params: params{}},
		{query: "Show my slot sessions from March 2026.", intent: MySessions, params: params{"game_type": "slots", "from": "2026-03-01", "to": "2026-03-31"}},
		{query: "all the casino visits ive made with my dad", intent: Unknown, params: params{}},
		{query: "all the casino visits ive made", intent: MyVisits, params: params{}},
		{query: "Which machines did my open vouchers come from?", intent: Unknown, params: params{}},
		{query: "Which casinos did my open vouchers come from?", intent: MyVouchers, params: params{"status": "open"}},
		{query: "Which free-play offers do I have from Horseshoe Black Hawk?", intent: Unknown, params: params{}},
		{query: "Which offers do I have from Horseshoe Black Hawk?", intent: MyOffers, params: params{"casino_name": "Horseshoe Black Hawk"}},
		{query: "send me a heads up 10 days before an offer expires", intent: Unknown, params: params{}},
		{query: "show me offers that expire within 10 days", intent: ExpiringOffers, params: params{"within_days": 10}},

		// Tax and the bankroll: a filter by casino, advice and a write;
		// the W-2G list, the tax summary and the bankroll.
		{query: "Pull up the W-2G forms I got at Westgate Las Vegas in 2024.", intent: Unknown, params: params{}},
		{query: "Pull up the W-2G forms I got in 2024.", intent: MyW2Gs, params: params{"tax_year": 2024}},
		{query: "Is it worth itemizing my gambling losses for 2025?", intent: Unknown, params: params{}},
		{query: "How much of my gambling losses for 2025 can I deduct?", intent: TaxSummary, params: params{"tax_year": 2025}},
		{query: "Log a $400 deposit in my bankroll.", intent: Unknown, params: params{}},
		{query: "What do my bankroll deposits add up to?", intent: Bankroll, params: params{}},
	}
}
