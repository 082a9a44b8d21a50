package ask

import "testing"

// heldOutFortyEighth is a forty-eighth held-out part, written blind and
// committed BEFORE its first run: by someone who had read only the action
// catalog and the service spec (both whole), the README's lines 89-155
// (directory curl examples) and 428-480 (the /ask section), the shipped
// data (the head of casinos.csv and program_properties.csv, and short
// scripts listing the programs with their tiers and thresholds, a sample of
// casinos with town, state, type, hotel and brand, and a few greps of
// names), the whole of the twenty-ninth held-out part and the first eighty
// lines of the twenty-eighth, the intent constants of ask.go (lines
// 19-62), the expectation type (lines 1-18 of heldout_test.go), slugOf and
// programID (lines 66-91 of ask_test.go) and heldOutParts of
// score_test.go; never the rules of this package, the tuning phrases or
// the other held-out parts. The subject of main's newest commit was
// printed by git (it names a few rules of the fix-46 round in a line);
// nothing here imitates it. Every name passed to slugOf and programID was
// checked against data/ with a short script. Its wording is new: each
// phrase was checked with a case-insensitive fixed-string search against
// every test file of this package, with and without its closing mark; four
// were found ("How many tier credits for Pearl in MGM Rewards?", "Is a
// $1,300 keno win reportable on a W-2G?", "List the vouchers I've already
// redeemed.", the last with and without its mark) and replaced, and none
// of the sixty is there now. Its casinos, towns, family and language were
// chosen among those no earlier test file names (by a grep, file names
// only): Treasure Island Resort and Casino, Okmulgee, the Muscogee
// casinos, Comanche Star Casino, Jet Stream Casino, Club One Casino,
// We-Ko-Pa, Saganing Eagles, Live! Casino & Hotel, Sky Dancer Casino and
// Ojibwe. Every state, program and game is named by earlier parts.
//
// Its theme is a fourth near-miss part, to measure precision: 30 of 60 are
// questions the service can NOT answer that look like ones it can, each
// expected Unknown, and the other 30 are their answerable twins, phrased
// alike and placed just after them, each with the right intent and
// parameters. Registers are mixed as people type: 32 plain sentences
// (capitals, closing mark), 24 casual (lower case, "w/", "yr", "wks",
// "thru", "pls", "min", doubled "??", no closing mark) and 4 relayed by an
// agent ("The user wants to know ...", "My user asks ..."). The near
// misses, each with the reason from the spec it is Unknown:
//   - facts not kept: a buffet's hours (the Casino resource keeps
//     opened_year, not dining hours; its twin asks when the casino opened);
//     a minimum age to enter and a poker room (no Casino field, no search
//     parameter); when a program's points expire (no RewardsProgram or
//     Tier field keeps it); how many people hold a tier; how many people
//     use the site (the service itself); which programs will stop honoring
//     status matches next year; when I last changed my session limit (no
//     action keeps a history of limits, unlike consent and tier history);
//     which casinos stopped mailing me offers (no action says so); whether
//     a keno win is taxable in Michigan (the W-2G rule is the federal
//     reporting threshold, its twin; state tax is no fact of the service);
//   - other people's records ("Never reveal another account's data"): my
//     wife's trips, my brother's tier progress, my dad's W-2G winnings, and
//     a tier "transferred to my son" (a UserTier is the owner's own row;
//     tier-match paths go between programs, not people);
//   - hypotheticals over the past: my bankroll had I skipped a trip, the
//     comps of my last trip had I played craps (calculate takes a game, an
//     average bet and hours stated, not a trip replayed);
//   - writes /ask does not run (its only changes are a budget and a
//     session limit, README: an action it does not run is refused):
//     starting a session, checking in, redeeming a voucher, logging an
//     offer, "extending" offers (no action extends one at all);
//   - rankings and advice: the best program for slots, my tier statuses
//     ranked (ladders of different programs share no order; tier_status is
//     one row per casino), whether to play baccarat tonight, whether to
//     take a room offer or wait, whether hosts are worth tipping, whether
//     to itemize losses (tax_year_summary gives figures, not advice);
//   - a limit no parameter expresses: 3 sessions a week (set_session_limit
//     takes max_minutes, set_budget money in a period);
//   - two asks in one: a weekly budget and a session cap together (README:
//     two changes in one are declined);
//   - a service the spec does not offer: ringing the helpline for me (the
//     service gives resources, it makes no calls).
//
// Every area is covered by a twin except three, covered only by a near
// miss beside a twin of the same group, because 30 answerable questions
// cannot hold all thirty-odd areas: help lines (the twin is
// self-exclusion), the W-2G list (the twin is the W-2G total) and the
// player's own hosts (the twin is a host by language). No question lacks
// a field its intent needs, so none expects a missing field.
//
// It follows the twenty-ninth part's conventions (a casino named for a
// player action keeps the name as typed; a radius in miles is in
// kilometres to one decimal; a year named for the player's records is that
// calendar year, "last year" 2025 since today is 2026-05-14; a town typed
// without its state is near the directory's town with its state; a
// family's casinos in a state are the state with q the family's name as
// the directory spells it; a casino's details answer whichever field the
// directory keeps; a tier named with its program is not ambiguous; a
// match path is program, to_program and the tier). Its own choices where
// those are silent:
//   - "how many Muscogee casinos in Oklahoma does this site list" is the
//     family search (OK, q "Muscogee", a fragment of the tribal nation
//     "Muscogee (Creek) Nation"): "how many" is the search's count, and
//     "this site" is the directory;
//   - "casinos w/ a hotel within 40 miles of Okmulgee" is near "Okmulgee,
//     OK" within 64.4 km with has_hotel;
//   - "When did Treasure Island Resort and Casino open?" is that casino's
//     details (opened_year is a Casino field);
//   - "within the next 2 wks" is within_days 14;
//   - "limit me to 45 min a session" is a session limit of 45 minutes;
//   - "which casinos will likely mail me offers next" is the prediction
//     for all casinos (predict_all_casinos is ranked over the player's
//     casinos);
//   - "List the vouchers I've cashed in already." has status "redeemed";
//   - "What gambling losses can I deduct on my 2025 return?" is the tax
//     summary of 2025 (it answers the deductible losses of that year);
//   - "how much have I deposited into my bankroll" is the bankroll
//     (bankroll_status answers deposits);
//   - "How many tier points for Tier 4 in Genting Rewards?" is that tier's
//     threshold; "walk me thru the WinStar Club Passport tiers" is that
//     program's details; "which rewards programs you cover" lists them.
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at 5994d6f, the commit that added this part to main, with
// the rules of the thirtieth to forty-sixth parts' rounds and no rule
// changed for this part) scored 53 of 60 correct (88.3%): precision 82.4%
// (28 of 34 answers right), recall 93.3% (28 of 30 answerable), 2
// declined and 5 wrong. No expectation was changed after it. The wrong
// ones: "Is a $1,350 keno win taxable in Michigan?" (the federal W-2G
// rule, not a state's tax), "Can you ring the Florida gambling helpline
// for me?" (the help line, a call /ask cannot make), "My user asks which
// programs will stop honoring status matches next year." (the
// suggestions), "Are there casino hosts who speak Ojibwe?" (a casino
// filter "Ojibwe", not the language) and "extend my offers that expire in
// the next 2 wks" (the expiring offers, a write /ask does not run).
// Declined: "how many Muscogee casinos in Oklahoma does this site
// list??" and "limit me to 3 sessions a week" (a change asked for its
// minutes, where Unknown is expected).
//
// After its fix round (branch fix-48), it scores 59 of 60 correct
// (98.3%), none wrong, 1 declined ("how many Muscogee casinos in Oklahoma
// does this site list??", still read as a question about the site). The
// general rules added, each with tuning phrases of its own in
// tuning48_test.go: a state's tax on a win declined (the W-2G rule is
// federal); a call or message asked of the service declined; a program's
// future policy declined; a word after "speak" that the language list
// lacks read as the host's language, not a casino; "extend", "renew" and
// "prolong" read as changes /ask does not run; a cap on how often one
// plays declined.
func heldOutFortyEighth(t testing.TB) []expectation {
	return []expectation{
		// The directory: a fact kept and one not kept about one casino,
		// searches by place, radius, hotel, type, rewards and family, each
		// beside a near miss the service cannot answer.
		{query: "When does the buffet at Treasure Island Resort and Casino open?", intent: Unknown, params: params{}},
		{query: "When did Treasure Island Resort and Casino open?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Treasure Island Resort and Casino")}},
		{query: "casinos w/ a hotel within 40 miles of Okmulgee that let 18 yr olds in", intent: Unknown, params: params{}},
		{query: "casinos w/ a hotel within 40 miles of Okmulgee", intent: FindCasinos, params: params{"near": "Okmulgee, OK", "radius_km": 64.4, "has_hotel": true}},
		{query: "Tribal casinos in Minnesota with a poker room?", intent: Unknown, params: params{}},
		{query: "Tribal casinos in Minnesota with a rewards program?", intent: FindCasinos, params: params{"state": "MN", "type": "tribal", "has_rewards": true}},
		{query: "how many people use this site??", intent: Unknown, params: params{}},
		{query: "how many Muscogee casinos in Oklahoma does this site list??", intent: FindCasinos, params: params{"state": "OK", "q": "Muscogee"}},

		// Programs: the list and a ranking of them, a ladder and a rule
		// not kept, a threshold and a head count not kept, a match path
		// and a transfer that is no such thing.
		{query: "The user wants to know which rewards program is best for a slots player.", intent: Unknown, params: params{}},
		{query: "The user wants to know which rewards programs you cover.", intent: ListPrograms, params: params{}},
		{query: "walk me thru when WinStar Club Passport points expire", intent: Unknown, params: params{}},
		{query: "walk me thru the WinStar Club Passport tiers", intent: ProgramDetail, params: params{"id": programID(t, "WinStar Club Passport")}},
		{query: "How many people hold Tier 4 in Genting Rewards?", intent: Unknown, params: params{}},
		{query: "How many tier points for Tier 4 in Genting Rewards?", intent: TierRequirement, params: params{"id": programID(t, "Genting Rewards")}, tier: "Tier 4"},
		{query: "Can my Boyd Rewards Emerald be transferred to my son?", intent: Unknown, params: params{}},
		{query: "Can Boyd Rewards Emerald be matched over to Caesars Rewards?", intent: TierMatchPaths, params: params{"program": "Boyd Rewards", "to_program": "Caesars Rewards"}, tier: "Emerald"},

		// Game facts and advice, the W-2G rule and a state's tax.
		{query: "should i play baccarat tonight or sit it out", intent: Unknown, params: params{}},
		{query: "how big is the house's edge at baccarat", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "Is a $1,350 keno win taxable in Michigan?", intent: Unknown, params: params{}},
		{query: "Is a $1,350 keno win reportable on a W-2G?", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1350}},

		// Responsible gaming: a call the service cannot make and the
		// resource it keeps; limits no parameter expresses, two changes in
		// one, a history not kept, and the ordinary ones.
		{query: "Can you ring the Florida gambling helpline for me?", intent: Unknown, params: params{}},
		{query: "Can you tell me how to self-exclude in Florida?", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "FL"}},
		{query: "Set my weekly budget to $250 and cap my sessions at 2 hours.", intent: Unknown, params: params{}},
		{query: "Set my weekly budget to $250 please.", intent: SetBudget, params: params{"period": "week", "amount": 250}},
		{query: "limit me to 3 sessions a week", intent: Unknown, params: params{}},
		{query: "limit me to 45 min a session", intent: SetSessionLimit, params: params{"max_minutes": 45}},
		{query: "When did I last change my session limit?", intent: Unknown, params: params{}},
		{query: "What session limit do I have on right now?", intent: MyLimits, params: params{}},

		// Comps: advice and a prediction, the past not kept and the
		// prediction for all, a hypothetical and an estimate.
		{query: "Should I take the Comanche Star Casino room offer or hold out for a better one?", intent: Unknown, params: params{}},
		{query: "What offer is Comanche Star Casino likely to send me next?", intent: CompPredict, params: params{"casino_name": "Comanche Star Casino"}},
		{query: "which casinos stopped mailing me offers this yr", intent: Unknown, params: params{}},
		{query: "which casinos will likely mail me offers next", intent: CompPredictAll, params: params{}},
		{query: "What comps would I have got on my last trip if I'd played craps instead?", intent: Unknown, params: params{}},
		{query: "What comps would 2 hours of $10 craps get me?", intent: CompEstimate, params: params{"game_type": "craps", "avg_bet": 10, "hours": 2}},

		// Tiers: another person's progress and mine, a ranking and the
		// list, the future of matches and the player's suggestions.
		{query: "how close is my brother to the next tier at Jet Stream Casino", intent: Unknown, params: params{}},
		{query: "how close am I to the next tier at Jet Stream Casino", intent: TierProgress, params: params{"casino_name": "Jet Stream Casino"}},
		{query: "Rank my tier statuses from best to worst.", intent: Unknown, params: params{}},
		{query: "List all my tier statuses.", intent: MyTiers, params: params{}},
		{query: "My user asks which programs will stop honoring status matches next year.", intent: Unknown, params: params{}},
		{query: "My user asks which programs would match the tiers they've got.", intent: TierMatchSuggestions, params: params{}},

		// Hosts: advice, and a host by language.
		{query: "Are casino hosts worth tipping?", intent: Unknown, params: params{}},
		{query: "Are there casino hosts who speak Ojibwe?", intent: FindHosts, params: params{"language": "Ojibwe"}},

		// The player's records: another person's and mine, writes /ask
		// does not run and the reads beside them, a hypothetical, advice.
		{query: "show my wife's trips to Club One Casino last year", intent: Unknown, params: params{}},
		{query: "show my trips to Club One Casino last year", intent: MyTrips, params: params{"casino_name": "Club One Casino", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "start a blackjack session at We-Ko-Pa", intent: Unknown, params: params{}},
		{query: "my blackjack sessions at We-Ko-Pa", intent: MySessions, params: params{"game_type": "blackjack", "casino_name": "We-Ko-Pa"}},
		{query: "check me in at saganing eagles today pls", intent: Unknown, params: params{}},
		{query: "show all my casino check-ins pls", intent: MyVisits, params: params{}},
		{query: "Redeem my voucher from Live! Casino & Hotel.", intent: Unknown, params: params{}},
		{query: "List the vouchers I've cashed in already.", intent: MyVouchers, params: params{"status": "redeemed"}},
		{query: "Log a $50 free play offer from Sky Dancer Casino.", intent: Unknown, params: params{}},
		{query: "Show the offers I have from Sky Dancer Casino.", intent: MyOffers, params: params{"casino_name": "Sky Dancer Casino"}},
		{query: "extend my offers that expire in the next 2 wks", intent: Unknown, params: params{}},
		{query: "which of my offers expire in the next 2 wks", intent: ExpiringOffers, params: params{"within_days": 14}},
		{query: "How much did my dad win on W-2Gs in 2025?", intent: Unknown, params: params{}},
		{query: "How much did I win on W-2Gs in 2025 altogether?", intent: W2GTotal, params: params{"tax_year": 2025}},
		{query: "Should I itemize my gambling losses on my 2025 return?", intent: Unknown, params: params{}},
		{query: "What gambling losses can I deduct on my 2025 return?", intent: TaxSummary, params: params{"tax_year": 2025}},
		{query: "what would my bankroll be if I'd skipped the March trip", intent: Unknown, params: params{}},
		{query: "how much have I deposited into my bankroll", intent: Bankroll, params: params{}},
	}
}
