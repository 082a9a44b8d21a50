package ask

import "testing"

// heldOutSixtySixth is a sixty-sixth held-out part, written blind and
// committed BEFORE its first run: by someone who had read only the action
// catalog and the service spec (shared/spec/actions.md and
// service-spec.md, both whole), lines 89-155 and 428-480 of the README
// (its curl examples of the directory and its section on /ask), the
// shipped data (casinos.csv, rewards_programs.json and
// program_properties.csv, read only through short scripts that listed
// casinos with town, state, type, hotel, brand, nation, opened year and
// slot machines, and the programs with their tiers and thresholds), the
// whole of the twenty-ninth held-out part and the first 80 lines of the
// twenty-eighth, the block of intent constants of ask.go (lines 1-70 were
// printed, which also showed the package comment, the imports and the
// first lines of the Intent type), the expectation type (lines 1-18 of
// heldout_test.go), the slugOf and programID helpers of ask_test.go and
// the heldOutParts function of score_test.go; of the git log, only the
// newest subject line (it quotes "does Unity by Hard Rock offer", which is
// neither used nor imitated here). Never the rules of this package, the
// tuning phrases or the other held-out parts. Every casino, town, state,
// program and tier used was checked against data/ with a short script
// ("Belterra" alone names two casinos, so the full name Belterra Casino
// Resort is typed; Seven Feathers, Prairie Knights, Mystic Lake, Kansas
// Star and Wildhorse each name one). Its wording is new: each of the
// sixty questions was checked with a case-insensitive fixed-string grep
// (file names only) against every test file of this package, with and
// without its closing mark; ten were found there and replaced before the
// file was written ("Show me the tier ladder of Boyd Rewards.", "How many
// tier credits does Diamond Elite take in Caesars Rewards?", "Does a
// $2,000 keno win get a W-2G?", "Can Boyd Rewards Emerald be matched over
// to Caesars Rewards?", "Which programs could I status match into with
// the tiers I have" (without its mark), "Which of my vouchers have been
// redeemed?", "Which of my offers expire in the next 10 days?", "Show my
// W-2Gs for 2024.", "What did my W-2Gs add up to in 2025?", "What's my
// bankroll balance right now?"; the twins of five of them were reworded
// with them to stay near), and none of the sixty is there now. The
// casinos and towns were not chosen for being new: a grep shows most of
// them named by one or two earlier test files.
//
// Its theme is NEAR MISSES, seventh part: 30 pairs. Each pair is one
// answerable question and a near twin in nearly the same words that asks
// something no action, endpoint or table of the spec answers (a field no
// answer has, a filter the action lacks, a ranking or comparison, a write
// /ask does not run, someone else's records, advice, a prediction of the
// future, a fact the data does not keep), so the twin must be Unknown. So
// 30 of 60 are answerable and 30 expect Unknown. The pairs cover the
// areas: directory searches by place with a hotel, by state and type and
// by radius (3), one casino's details (3), programs, one tier's threshold
// and the program list (3), game facts, the W-2G rule, the help line and
// self-exclusion (4), a budget and a session limit proposed (2), a comp
// prediction and a comp estimate (2), tier progress, the player's tiers,
// a tier-match path and suggestions (4), hosts at a casino (1), and the
// player's trips, sessions, vouchers, expiring offers, W-2Gs, W-2G total,
// tax summary and bankroll (8). No answerable question lacks a field its
// intent needs, so none expects a missing field.
//
// It follows the twenty-ninth part's conventions (a casino named for a
// player action keeps the name as typed; a host filter by casino is the
// typed words and the directory's name when they name exactly one casino,
// with no parameter; a radius in miles is in kilometres to one decimal; a
// town typed without its state is near the directory's town with its
// state; a year named for the player's records is that calendar year; a
// month named without a year is its latest one up to today, 2026-05-14; a
// tier named with its program is not ambiguous; a casino's details answer
// what the directory keeps about it, whichever field is asked for; a
// limit of money in a period is a budget). Its own choices, where those
// are silent:
//   - A twin is Unknown when the spec gives no action, endpoint or table
//     whose parameters and result hold what it asks; a near answer (the
//     same search without the extra condition, the same casino's details
//     without the field asked) is not an answer, since it would answer a
//     question not asked. The answerable half of each pair is what that
//     question's intent gives, exactly as in the twenty-ninth part.
//   - "open" of a casino with a past tense ("When did Cedars at Bear Creek
//     open?") is its opened_year, a field of the Casino resource, so
//     details; "What time does ... open on Sundays?" asks opening hours,
//     which no resource keeps.
//   - "Which tribe runs Kla-Mo-Ya Casino?" is details (tribal_nation).
//   - "Lay out the Boyd Rewards tier ladder" is the program's details;
//     "How many tier credits must I earn for Diamond Elite in Caesars
//     Rewards?" is that tier's threshold ("I" asks the ladder's rule, not
//     the player's progress: no casino is named).
//   - "What house edge do you use for baccarat?" is baccarat's game facts.
//   - "Would a $2,000 keno payout trigger a W-2G?" is the W-2G rule for
//     keno with amount_won 2000 (no wager is stated, so none is sent).
//   - "Put a $250 weekly budget on my account." is a weekly budget of 250
//     and "Cap every session at 75 minutes." a session limit of 75.
//   - "What are 4 hours of $15 roulette worth in comps?" is comp_estimate
//     for roulette, avg_bet 15, hours 4.
//   - "What's my tier status across my casinos?" is the player's tiers;
//     "Is there a path to match Boyd Rewards Emerald into Caesars
//     Rewards?" is the tier-match path from Boyd Rewards' Emerald to
//     Caesars Rewards; "Which programs would let me status match in on
//     the tiers I have now?" is the tier-match suggestions.
//   - "Are any hosts at Seven Feathers taking new players?" is find_hosts
//     filtered to "Seven Feathers" and Seven Feathers Casino Resort
//     (search_hosts answers hosts accepting new players anyway).
//   - "Show my craps sessions at Mystic Lake from April." is the craps
//     sessions at "Mystic Lake" as typed in April 2026; "Which of my
//     vouchers were already cashed in?" has the status "redeemed" (cashing
//     a ticket in is redeeming it); "Which of my offers lapse within the
//     next 10 days?" is expiring offers within 10 days; "Bring up the W-2G
//     forms I got in 2024." is the W-2G list of 2024; "What did my 2025
//     W-2G winnings total?" is the W-2G total of 2025; "What gambling
//     losses can I deduct for 2024?" is the tax summary of 2024 (it
//     answers the deductible losses under that year's rules); "Where does
//     my bankroll balance stand today?" is the bankroll.
//   - The 30 Unknowns follow, each with why it cannot be answered.
//   - Unknown: casinos near Lincoln City with a buffet: no Casino field says
//     what dining a casino has (has_hotel is the only amenity kept);
//   - Unknown: tribal casinos in North Dakota that allow smoking indoors: no
//     field or search filter for a smoking policy;
//   - Unknown: casinos within a 40-minute drive of Flagstaff: a search by place
//     takes a radius in km, no filter by driving time;
//   - Unknown: what time Cedars at Bear Creek opens on Sundays: opening hours
//     are not kept (opened_year is the year it opened);
//   - Unknown: the payback percentage of the slots at Belterra Casino Resort:
//     the directory keeps a count of slot machines, not their payback,
//     and the comp table's slot hold is one assumption per game, not a
//     casino's;
//   - Unknown: how much Kla-Mo-Ya Casino pays the tribe each year: revenue and
//     tribal payments are no field of any resource;
//   - Unknown: when Boyd Rewards will next change its ladder: a prediction of
//     the future; a program's details are its ladder as it stands;
//   - Unknown: how many players hold Diamond Elite in Caesars Rewards: counts
//     of other members are not kept (and other players' data is never
//     shown);
//   - Unknown: which loyalty program players rate the highest: no ratings of
//     programs are kept and no action ranks programs;
//   - Unknown: the house edge used for sports betting: the game types the
//     service knows (slots, video_poker, blackjack, craps, roulette,
//     baccarat, poker, keno, other) have no sports betting, and its
//     table of edges is of those casino games;
//   - Unknown: when the casino will mail the W-2G for a $2,000 keno payout:
//     the W-2G rule says whether a win is reportable, threshold and
//     withholding; no mailing dates are kept;
//   - Unknown: how many calls the Indiana gambling helpline gets a year: the
//     resources are help lines and self-exclusion programs, not
//     statistics;
//   - Unknown: signing my brother up for self-exclusion in Ohio: another
//     person, and no action enrols anyone in self-exclusion (the
//     service lists the resources only);
//   - Unknown: a $250 weekly budget on my wife's account: set_budget acts for
//     the caller's own account only; another person's account is out
//     of reach;
//   - Unknown: a 75-minute session cap only on weekends: set_session_limit
//     takes max_minutes alone, no days;
//   - Unknown: what Wind Creek Montgomery is likely to offer my sister: predict
//     works from the caller's own ADT and frequency; another person's
//     records are never read;
//   - Unknown: whether 4 hours of $15 roulette are worth more in comps at Wind
//     Creek Atmore or at Wind Creek Wetumpka: a comparison of two
//     casinos; calculate answers one estimate, none compares;
//   - Unknown: how far my husband is from the next tier at Prairie Knights:
//     tier_progress reads the caller's own tiers only;
//   - Unknown: updating my tier status at Kansas Star to Emerald: upsert_tier is
//     a write /ask does not run (it proposes only budgets and session
//     limits);
//   - Unknown: the odds that Caesars Rewards approves a match of my Boyd
//     Rewards Emerald: a prediction; a tier-match path says what a
//     match grants, not how likely it is to be approved;
//   - Unknown: status matching me into MGM Rewards: create_request is a write
//     /ask does not run;
//   - Unknown: which host at Seven Feathers hands out the biggest comps: host
//     profiles hold casinos, bio, languages and specialties, no comps,
//     and nothing ranks hosts that way;
//   - Unknown: who came along on my trips to Wildhorse Resort in 2025: a Trip
//     keeps no companions;
//   - Unknown: which dealers ran the craps table during my Mystic Lake
//     sessions: a session keeps no dealers;
//   - Unknown: which of my vouchers I misplaced: a voucher is open, redeemed or
//     expired; losing one is not recorded;
//   - Unknown: pushing back the expiry of my offers lapsing within 10 days: no
//     action changes an offer's expiration_date (update_offer_status
//     moves only its status), and /ask runs no such write;
//   - Unknown: e-filing my 2024 W-2G forms with the IRS: no action files
//     anything with a tax authority;
//   - Unknown: the federal tax I will owe on my 2025 W-2G winnings: the tax
//     summary gives winnings, withholding, deductible losses and net,
//     not the tax owed;
//   - Unknown: whether I should itemize to deduct my 2024 losses: advice, which
//     no action gives;
//   - Unknown: where my bankroll balance will stand at the end of the year: a
//     prediction; bankroll_status answers the balance as it is.
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at 4600b72, after the maintainer's small rounds of this
// session and with no rule changed for this part) scored 43 of 60 correct
// (71.7%): precision 66.7% (26 of 39 answers right), recall 86.7% (26 of
// 30 answerable), 5 declined and 12 wrong. No expectation was changed
// after it. The wrong ones are twins answered as their answerable
// look-alike: a helpline's call volume, self-exclusion signed up for a
// brother, a session cap on weekends only, comps compared at two
// casinos, the odds a match is approved, a match asked as a write, who
// came along on trips, which dealers ran a table, vouchers misplaced,
// offers' expiry pushed back, W-2Gs e-filed, and a bankroll forecast.
//
// After its fix round (branch fix-66, tuning66_test.go,
// tuningNearMissesSeven) it scored 60 of 60, none declined and none
// wrong, and is barred. What changed, in general words: who "runs" a
// casino is its details (as "operates"), "lay out" a ladder asks the
// ladder (as "laid out"), what one "must" earn is a tier's threshold
// and the edge the service "uses" or "assumes" is its table's; and the
// near misses decline (nearmiss.go) when a help question counts the
// calls or people a resource sees, a self-exclusion verb takes another
// person as its object, a limit is held to some days of the week in its
// own sentence, a match's odds or chance of approval are asked, the
// player asks to be matched ("match me", a write), "who" asks who came
// along on the player's trips or sessions, the floor staff of their
// sessions is asked, a voucher is said lost or misplaced, an offer's or
// voucher's expiry is asked to be extended or pushed back, forms are
// filed with the IRS, the bankroll is asked as it will be, and hosts are
// ranked by the largest or most generous comps. A comparison of two
// choices joined by "or" is now seen when one side is a casino or
// program found only by its name (only the longest name is claimed).
// Nothing still declines.
func heldOutSixtySixth(t testing.TB) []expectation {
	return []expectation{
		// The directory: three searches, each with a twin asking a field,
		// a filter or a distance no search has.
		{query: "Which casinos near Lincoln City have a hotel?", intent: FindCasinos, params: params{"near": "Lincoln City, OR", "has_hotel": true}},
		{query: "Which casinos near Lincoln City have a buffet?", intent: Unknown, params: params{}},
		{query: "List the tribal casinos in North Dakota.", intent: FindCasinos, params: params{"state": "ND", "type": "tribal"}},
		{query: "List the tribal casinos in North Dakota that still allow smoking indoors.", intent: Unknown, params: params{}},
		{query: "Casinos within 40 miles of Flagstaff, please.", intent: FindCasinos, params: params{"near": "Flagstaff, AZ", "radius_km": 64.4}},
		{query: "Casinos within a 40-minute drive of Flagstaff, please.", intent: Unknown, params: params{}},

		// One casino's details, each beside a fact the directory does not
		// keep.
		{query: "When did Cedars at Bear Creek open?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Cedars at Bear Creek")}},
		{query: "What time does Cedars at Bear Creek open on Sundays?", intent: Unknown, params: params{}},
		{query: "How many slot machines does Belterra Casino Resort have?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Belterra Casino Resort")}},
		{query: "What's the payback percentage on the slot machines at Belterra Casino Resort?", intent: Unknown, params: params{}},
		{query: "Which tribe runs Kla-Mo-Ya Casino?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Kla-Mo-Ya Casino")}},
		{query: "How much money does Kla-Mo-Ya Casino pay the tribe each year?", intent: Unknown, params: params{}},

		// Programs: a ladder, a tier's threshold and the list, beside a
		// prediction, other members and a ranking.
		{query: "Lay out the Boyd Rewards tier ladder for me.", intent: ProgramDetail, params: params{"id": programID(t, "Boyd Rewards")}},
		{query: "When will Boyd Rewards next change its tier ladder?", intent: Unknown, params: params{}},
		{query: "How many tier credits must I earn for Diamond Elite in Caesars Rewards?", intent: TierRequirement, params: params{"id": programID(t, "Caesars Rewards")}, tier: "Diamond Elite"},
		{query: "How many players hold Diamond Elite in Caesars Rewards?", intent: Unknown, params: params{}},
		{query: "Which loyalty programs does your directory cover?", intent: ListPrograms, params: params{}},
		{query: "Which loyalty program in your directory do players rate the highest?", intent: Unknown, params: params{}},

		// Facts of the service's tables: a game, the W-2G rule, a help line
		// and self-exclusion, each beside what no table holds.
		{query: "What house edge do you use for baccarat?", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "What house edge do you use for sports betting?", intent: Unknown, params: params{}},
		{query: "Would a $2,000 keno payout trigger a W-2G?", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 2000}},
		{query: "When will the casino mail me the W-2G for my $2,000 keno payout?", intent: Unknown, params: params{}},
		{query: "What's the gambling helpline for Indiana?", intent: RGHelp, params: params{"topic": "helpline", "state": "IN"}},
		{query: "How many calls does the Indiana gambling helpline get a year?", intent: Unknown, params: params{}},
		{query: "How do I sign up for self-exclusion in Ohio?", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "OH"}},
		{query: "Sign my brother up for self-exclusion in Ohio.", intent: Unknown, params: params{}},

		// Limits proposed, beside another person's account and a condition
		// the action lacks.
		{query: "Put a $250 weekly budget on my account.", intent: SetBudget, params: params{"period": "week", "amount": 250}},
		{query: "Put a $250 weekly budget on my wife's account.", intent: Unknown, params: params{}},
		{query: "Cap every session at 75 minutes.", intent: SetSessionLimit, params: params{"max_minutes": 75}},
		{query: "Cap every session at 75 minutes, but only on weekends.", intent: Unknown, params: params{}},

		// Comps: a prediction and an estimate, beside another person and a
		// comparison of two casinos.
		{query: "What is Wind Creek Montgomery likely to offer me next?", intent: CompPredict, params: params{"casino_name": "Wind Creek Montgomery"}},
		{query: "What is Wind Creek Montgomery likely to offer my sister next?", intent: Unknown, params: params{}},
		{query: "What are 4 hours of $15 roulette worth in comps?", intent: CompEstimate, params: params{"game_type": "roulette", "avg_bet": 15, "hours": 4}},
		{query: "Are 4 hours of $15 roulette worth more in comps at Wind Creek Atmore or at Wind Creek Wetumpka?", intent: Unknown, params: params{}},

		// Tiers: progress, the player's tiers, a match path and
		// suggestions, beside another person, writes /ask does not run and
		// a prediction.
		{query: "How far am I from the next tier at Prairie Knights?", intent: TierProgress, params: params{"casino_name": "Prairie Knights"}},
		{query: "How far is my husband from the next tier at Prairie Knights?", intent: Unknown, params: params{}},
		{query: "What's my tier status across my casinos?", intent: MyTiers, params: params{}},
		{query: "Update my tier status at Kansas Star to Emerald.", intent: Unknown, params: params{}},
		{query: "Is there a path to match Boyd Rewards Emerald into Caesars Rewards?", intent: TierMatchPaths, params: params{"program": "Boyd Rewards", "to_program": "Caesars Rewards"}, tier: "Emerald"},
		{query: "What are the odds Caesars Rewards approves a match of my Boyd Rewards Emerald?", intent: Unknown, params: params{}},
		{query: "Which programs would let me status match in on the tiers I have now?", intent: TierMatchSuggestions, params: params{}},
		{query: "Status match me into MGM Rewards on the tiers I have now.", intent: Unknown, params: params{}},

		// Hosts at a casino, beside a ranking of hosts.
		{query: "Are any hosts at Seven Feathers taking new players?", intent: FindHosts, params: params{}, filter: []string{"Seven Feathers", "Seven Feathers Casino Resort"}},
		{query: "Which host at Seven Feathers hands out the biggest comps?", intent: Unknown, params: params{}},

		// The player's records, each beside a fact not kept, a write no
		// action makes, advice or a forecast.
		{query: "Show my trips to Wildhorse Resort in 2025.", intent: MyTrips, params: params{"casino_name": "Wildhorse Resort", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "Who came along on my trips to Wildhorse Resort in 2025?", intent: Unknown, params: params{}},
		{query: "Show my craps sessions at Mystic Lake from April.", intent: MySessions, params: params{"game_type": "craps", "casino_name": "Mystic Lake", "from": "2026-04-01", "to": "2026-04-30"}},
		{query: "Which dealers ran the craps table during my sessions at Mystic Lake in April?", intent: Unknown, params: params{}},
		{query: "Which of my vouchers were already cashed in?", intent: MyVouchers, params: params{"status": "redeemed"}},
		{query: "Which of my vouchers did I misplace?", intent: Unknown, params: params{}},
		{query: "Which of my offers lapse within the next 10 days?", intent: ExpiringOffers, params: params{"within_days": 10}},
		{query: "Push back the expiry on my offers that lapse within the next 10 days.", intent: Unknown, params: params{}},
		{query: "Bring up the W-2G forms I got in 2024.", intent: MyW2Gs, params: params{"tax_year": 2024}},
		{query: "E-file the W-2G forms I got in 2024 with the IRS.", intent: Unknown, params: params{}},
		{query: "What did my 2025 W-2G winnings total?", intent: W2GTotal, params: params{"tax_year": 2025}},
		{query: "How much federal tax will I owe on my 2025 W-2G winnings?", intent: Unknown, params: params{}},
		{query: "What gambling losses can I deduct for 2024?", intent: TaxSummary, params: params{"tax_year": 2024}},
		{query: "Should I itemize so I can deduct my 2024 gambling losses?", intent: Unknown, params: params{}},
		{query: "Where does my bankroll balance stand today?", intent: Bankroll, params: params{}},
		{query: "Where will my bankroll balance stand at the end of the year?", intent: Unknown, params: params{}},
	}
}
