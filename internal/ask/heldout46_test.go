package ask

import "testing"

// heldOutFortySixth is a forty-sixth held-out part, written blind and
// committed BEFORE its first run: by someone who had read only the action
// catalog and the service spec (both whole), the README's curl examples of
// the directory (lines 89-155) and its section on /ask (lines 428-480), the
// shipped data (casinos.csv, rewards_programs.json and
// program_properties.csv, listed with short scripts for real casino,
// program and tier names, towns, states, types, brands and has_hotel), the
// whole of the twenty-ninth held-out part and the first 80 lines of the
// twenty-eighth (its header), the block of intent constants of ask.go
// (lines 19-62), the expectation type (lines 1-18 of heldout_test.go), the
// slugOf and programID helpers (lines 66-91 of ask_test.go) and the
// heldOutParts function of score_test.go; never the rules of this package,
// the tuning phrases or the other held-out parts. Every name passed to
// slugOf or programID was checked against data/ with a short script. Its
// wording is new: each phrase was checked with a case-insensitive
// fixed-string grep (file names only) against every test file of this
// package, without its closing mark; one was found there ("Which of my
// offers expire in the next 10 days?") and replaced. Its places, casinos
// and family were chosen among those no earlier test file names (by the
// same kind of grep, file names only; a first choice of Chinook Winds,
// River Spirit, Turtle Creek, Lake of the Torches, Mole Lake, French Lick,
// Bronco Billy's, Kewadin and Seven Clans was dropped because earlier
// files name them): Kennewick, Skagit Valley Casino Resort, Quechan
// Paradise Casino, Mountaineer Casino Racetrack, Yellow Brick Road Casino,
// Wheeling Island Hotel-Casino-Racetrack, Sevenwinds Casino, Little Six
// Casino, Naskila Gaming, Akwesasne Mohawk Casino, Deadwood Mountain Grand,
// Point Place Casino and the Macau casinos of Washington. The programs,
// tiers (Epic, Onyx, Diamond Elite, Gold), games and states are named by
// earlier parts: the shipped data has no others that would do.
//
// Its theme is a third near-miss part, to measure precision: 30 of 60 are
// questions the service can NOT answer that look like ones it can, each
// expected Unknown, and the other 30 are their answerable twins, phrased
// alike (each twin sits right after its near miss), each with the right
// intent and parameters. The near misses, by kind, with the reason from
// the spec:
//   - facts the data does not keep (4): a poker room's opening hours (the
//     Casino resource has no hours), one casino's slot hold (the game facts
//     are per game, from the comp ratios table, not per casino), whether a
//     casino allows smoking (no such field), whether casinos are open 24
//     hours (no such field);
//   - other people's records (4): a wife's trips, a father's tier
//     progress, a brother's W-2G total, a husband's limits (every action
//     reads only the key owner's data; another account's is never shown);
//   - hypotheticals and predictions no action makes (4): whether I will
//     win at a casino this weekend (comp/predict predicts offers, not
//     results), whether I come out ahead at craps (comp/calculate gives
//     theo and comps, not a result), whether a program will raise its
//     thresholds (the ladder is as it stands), whether the IRS will audit
//     me (no action says);
//   - actions /ask does not run, writes of any kind (7): log_session,
//     add_offer, check_in, redeem_voucher (by its catalog name),
//     delete_w2g, tier-match create_request, upsert_tier (README: only a
//     budget or a session limit is proposed; other changes are refused);
//   - comparisons and rankings (2): two tiers of two programs compared,
//     the best host at a casino (no action compares or ranks them);
//   - advice and opinions (1): a good session limit "for someone like
//     me" (the best host above is an opinion too);
//   - the service itself (1): how often the list of programs is updated
//     (no fact of the service's tables says);
//   - conditions no parameter can express (2, and the 24 hours above): a
//     yearly budget (set_budget takes day, week or month), offers worth
//     more than $50 (list_offers filters by status and casino only);
//   - two asks in one (2): the bankroll and the open vouchers; a tax
//     summary and another year's W-2Gs (README: declined, not answered by
//     half);
//   - kinds of my own (3): a help line for drinking, not gambling (the
//     resources are for gambling: off topic dressed as a help line); whether
//     my self-exclusion has run out (get_resources gives programs and help
//     lines, and no record of the player's enrolment is kept); a status
//     match to an airline (tier-match paths join the casino programs of the
//     directory; no airline is among them).
//
// (The casinos-open-24-hours question counts once, under facts not kept,
// and the best host once, under rankings: 4+4+4+7+2+1+1+2+2+3 = 30.)
//
// Every area is covered by the twins: a near search with a radius, a
// type and has_hotel; a family in a state with has_rewards; casino
// details; the list of programs, a ladder and one tier's threshold; game
// facts; the W-2G rule; a help line and self-exclusion; a budget and a
// session limit proposed and the limits read; a comp prediction and an
// estimate; tier progress and the player's tiers; hosts at a casino;
// tier-match suggestions and a path; trips, sessions, visits, vouchers,
// offers, expiring offers, W-2G list and total, the tax summary and the
// bankroll. No twin lacks a field its intent needs, so none expects a
// missing field. Registers, counted over all 60: 46 plain sentences with
// normal capitals and a closing mark, 10 casual, mostly lowercase, as typed
// on a phone (with "pls", "w2g"), 2 relayed by an agent ("The user asks ...")
// and 2 in a developer's shorthand (catalog action names with key=value).
//
// It follows the twenty-ninth part's conventions (a casino named for a
// player action keeps the name as typed; a host filter by casino is the
// typed words and the directory's name when the words name exactly one
// casino; a radius in miles is in kilometres to one decimal; a year named
// for the player's records is that calendar year; a town typed without
// its state is near the directory's town with its state; a family's
// casinos in a state are the state with q the family's name as the
// directory spells it; a tier named with its program is not ambiguous; a
// casino's details answer what the directory keeps about it, whichever
// field is asked for; a limit of money in a period is a budget; off-topic
// questions are Unknown). Its own choices, where those are silent:
//   - "a players club" is a rewards program (has_rewards), the name
//     players give the card;
//   - "the hold on slot machines" is the slots' game facts (the comp
//     calculator's slot theo is coin-in × hold, a fact of its ratios
//     table); the same question about one casino's machines is Unknown;
//   - "the tier requirements in Boyd Rewards" is that program's details
//     (its ladder, every tier with its qualification), not one tier's
//     threshold, since no tier is named;
//   - "How hard is it to get Epic in True Rewards?" is that tier's
//     threshold (how hard = what it takes);
//   - "Will I get a W-2G for a $1,500 keno win?" is the W-2G rule for keno
//     with amount_won 1500 ("will I get" asks the rule, not a forecast);
//   - "What's Wheeling Island likely to send me next?" is the comp
//     prediction there, the name as typed; "will I win there" is Unknown;
//   - "show all my casino check-ins" is the player's visits (check_in
//     writes a visit; list_visits reads them);
//   - "What tiers do I have on file?" is the player's tiers;
//   - "list_vouchers status=redeemed" is the vouchers with that status,
//     and "redeem_voucher ticket_last4=4417" a write refused by name;
//   - "Can I status match my Caesars Diamond Elite to Wynn Rewards?" is
//     the path from Caesars Rewards' Diamond Elite to Wynn Rewards (the
//     path answers whether one is known; "my" does not make it the
//     suggestions, since the tier and the target are named);
//   - "Are there any hosts at Point Place?" is find_hosts filtered to
//     "Point Place" and Point Place Casino, the one casino those words
//     name.
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at dc15728, the commit that added this part to main, with
// the rules of the thirtieth to forty-fourth parts' rounds and no rule
// changed for this part) scored 52 of 60 correct (86.7%): precision 80.0%
// (28 of 35 answers right), recall 93.3% (28 of 30 answerable), 2
// declined and 6 wrong. No expectation was changed after it. The wrong
// ones: "What's a good session limit for someone like me?" (the limits
// read), "Which of my offers are worth more than $50?" (every offer),
// "Which of my offers expire within the coming 10 days?" (no window),
// "Give me my 2025 tax summary and my W-2Gs for 2024." (two asks, one
// answered), "Has my self-exclusion in Iowa run out yet?" (Iowa's
// program) and "Can I status match my Caesars Diamond Elite to an
// airline?" (a tier-match path from Caesars). Declined: "How hard is it
// to get Epic in True Rewards?" and "Set a yearly gambling budget of
// $5,000." (a budget asked for its period, where Unknown is expected).
//
// After its fix round, it scores 60 of 60 (100%), none wrong, none
// declined. General rules added: an opinion word before a limit with no
// amount is advice (Unknown); offers or vouchers held to an amount are a
// filter no action has (Unknown); "within (over) the coming/following/
// upcoming N days" is read as the window; the tax summary and the W-2Gs
// on either side of "and" are two asks (Unknown); whether the player's
// own self-exclusion is active or has run out is kept by no action
// (Unknown); a match to an airline, cruise line, hotel chain or credit
// card joins no tier-match path (Unknown); a budget per year cannot be
// proposed (Unknown); "how hard is it to get" a tier is its threshold.
func heldOutFortySixth(t testing.TB) []expectation {
	return []expectation{
		// Facts the data does not keep, and their twins.
		{query: "What time does the poker room open at Skagit Valley Casino Resort?", intent: Unknown, params: params{}},
		{query: "How many table games does Skagit Valley Casino Resort have?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Skagit Valley Casino Resort")}},
		{query: "what's the slot hold at Quechan Paradise Casino", intent: Unknown, params: params{}},
		{query: "what's the hold on slot machines", intent: GameFacts, params: params{"game_type": "slots"}},
		{query: "Which commercial casinos within 30 miles of Kennewick still allow smoking?", intent: Unknown, params: params{}},
		{query: "Which commercial casinos within 30 miles of Kennewick have a hotel?", intent: FindCasinos, params: params{"near": "Kennewick, WA", "radius_km": 48.3, "type": "commercial", "has_hotel": true}},
		{query: "macau casinos in WA that are open 24 hours", intent: Unknown, params: params{}},
		{query: "macau casinos in WA with a players club", intent: FindCasinos, params: params{"state": "WA", "q": "Macau", "has_rewards": true}},

		// Other people's records, and the player's own.
		{query: "Show my wife's trips to Mountaineer Casino in 2025.", intent: Unknown, params: params{}},
		{query: "Show my trips to Mountaineer Casino in 2025.", intent: MyTrips, params: params{"casino_name": "Mountaineer Casino", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "How far is my dad from the next tier at Yellow Brick Road?", intent: Unknown, params: params{}},
		{query: "How far am I from the next tier at Yellow Brick Road?", intent: TierProgress, params: params{"casino_name": "Yellow Brick Road"}},
		{query: "my brother's total w2g winnings for 2023?", intent: Unknown, params: params{}},
		{query: "my total w2g winnings for 2023?", intent: W2GTotal, params: params{"tax_year": 2023}},
		{query: "What limits has my husband put on his play?", intent: Unknown, params: params{}},
		{query: "What limits have I put on my play?", intent: MyLimits, params: params{}},

		// Hypotheticals and predictions no action makes, and the ones it
		// does.
		{query: "Will I win at Wheeling Island this weekend?", intent: Unknown, params: params{}},
		{query: "What's Wheeling Island likely to send me next?", intent: CompPredict, params: params{"casino_name": "Wheeling Island"}},
		{query: "If I play 2 hours of $10 craps, will I come out ahead?", intent: Unknown, params: params{}},
		{query: "If I play 2 hours of $10 craps, what'll I earn in comps?", intent: CompEstimate, params: params{"game_type": "craps", "avg_bet": 10, "hours": 2}},
		{query: "The user asks whether Boyd Rewards will raise its tier requirements next year.", intent: Unknown, params: params{}},
		{query: "The user asks what the tier requirements are in Boyd Rewards.", intent: ProgramDetail, params: params{"id": programID(t, "Boyd Rewards")}},
		{query: "Will the IRS audit me over my keno W-2G?", intent: Unknown, params: params{}},
		{query: "Will I get a W-2G for a $1,500 keno win?", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1500}},

		// Writes /ask does not run, and the reads beside them.
		{query: "Log a blackjack session at Sevenwinds Casino with a $300 buy-in.", intent: Unknown, params: params{}},
		{query: "Show my blackjack sessions at Sevenwinds Casino.", intent: MySessions, params: params{"game_type": "blackjack", "casino_name": "Sevenwinds Casino"}},
		{query: "add a $25 free play offer from Little Six Casino pls", intent: Unknown, params: params{}},
		{query: "list my offers from Little Six Casino pls", intent: MyOffers, params: params{"casino_name": "Little Six Casino"}},
		{query: "check me in at naskila today", intent: Unknown, params: params{}},
		{query: "show all my casino check-ins", intent: MyVisits, params: params{}},
		{query: "redeem_voucher ticket_last4=4417", intent: Unknown, params: params{}},
		{query: "list_vouchers status=redeemed", intent: MyVouchers, params: params{"status": "redeemed"}},
		{query: "Delete my 2025 W-2G from Akwesasne Mohawk Casino.", intent: Unknown, params: params{}},
		{query: "Show my 2025 W-2Gs.", intent: MyW2Gs, params: params{"tax_year": 2025}},
		{query: "Send a tier match request to MGM Rewards using my Caesars status.", intent: Unknown, params: params{}},
		{query: "Which programs would tier match my current status?", intent: TierMatchSuggestions, params: params{}},
		{query: "Change the tier I have on file at Deadwood Mountain Grand to Gold.", intent: Unknown, params: params{}},
		{query: "What tiers do I have on file?", intent: MyTiers, params: params{}},

		// Advice, comparisons and rankings, and the service itself, beside
		// the facts and changes it does give.
		{query: "What's a good session limit for someone like me?", intent: Unknown, params: params{}},
		{query: "Make my session limit 45 minutes.", intent: SetSessionLimit, params: params{"max_minutes": 45}},
		{query: "Is Epic in True Rewards harder to get than Onyx in Boyd Rewards?", intent: Unknown, params: params{}},
		{query: "How hard is it to get Epic in True Rewards?", intent: TierRequirement, params: params{"id": programID(t, "True Rewards")}, tier: "Epic"},
		{query: "Which host at Point Place is the best?", intent: Unknown, params: params{}},
		{query: "Are there any hosts at Point Place?", intent: FindHosts, params: params{}, filter: []string{"Point Place", "Point Place Casino"}},
		{query: "How often do you update your list of loyalty programs?", intent: Unknown, params: params{}},
		{query: "Show me your list of loyalty programs.", intent: ListPrograms, params: params{}},

		// Conditions no parameter can express, and ones a parameter does.
		{query: "Set a yearly gambling budget of $5,000.", intent: Unknown, params: params{}},
		{query: "Set a monthly gambling budget of $400.", intent: SetBudget, params: params{"period": "month", "amount": 400}},
		{query: "Which of my offers are worth more than $50?", intent: Unknown, params: params{}},
		{query: "Which of my offers expire within the coming 10 days?", intent: ExpiringOffers, params: params{"within_days": 10}},

		// Two asks in one, and one of them alone.
		{query: "What's my bankroll and how many open vouchers do I have?", intent: Unknown, params: params{}},
		{query: "What's my bankroll right now?", intent: Bankroll, params: params{}},
		{query: "Give me my 2025 tax summary and my W-2Gs for 2024.", intent: Unknown, params: params{}},
		{query: "Give me my 2025 tax summary.", intent: TaxSummary, params: params{"tax_year": 2025}},

		// Near misses of my own: help for another addiction, a record of
		// self-exclusion the service does not keep, a match to an airline.
		{query: "Who can I call about a drinking problem in Wisconsin?", intent: Unknown, params: params{}},
		{query: "Who can I call about a gambling problem in Wisconsin?", intent: RGHelp, params: params{"topic": "helpline", "state": "WI"}},
		{query: "Has my self-exclusion in Iowa run out yet?", intent: Unknown, params: params{}},
		{query: "How do I self-exclude from casinos in Iowa?", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "IA"}},
		{query: "Can I status match my Caesars Diamond Elite to an airline?", intent: Unknown, params: params{}},
		{query: "Can I status match my Caesars Diamond Elite to Wynn Rewards?", intent: TierMatchPaths, params: params{"program": "Caesars Rewards", "to_program": "Wynn Rewards"}, tier: "Diamond Elite"},
	}
}
