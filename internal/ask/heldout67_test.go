package ask

import "testing"

// heldOutSixtySeventh is a sixty-seventh held-out part, written blind and
// committed BEFORE its first run: by someone who had read only the action
// catalog and the service spec (shared/spec/actions.md and
// service-spec.md, both whole), the README's lines 89-155 (its curl
// examples of the directory) and 428-480 (its section on /ask), the
// shipped data (casinos.csv, rewards_programs.json and
// program_properties.csv, only through short scripts that listed casinos
// with town, state, type, nation, hotel and brand, and programs with their
// tiers, thresholds and states; a listing of data/ printed its file names
// too), the whole of the twenty-ninth held-out part and the first eighty
// lines of the twenty-eighth, the block of intent constants of ask.go
// (lines 1-70 were printed, which also showed the package comment and the
// first lines of the Intent type), the expectation type (lines 1-18 of
// heldout_test.go), the slugOf and programID helpers of ask_test.go and
// the heldOutParts function of score_test.go; of the git log only the
// newest subject line (the first runs of the sixty-third and sixty-fifth
// parts, quoting one phrase, "does Unity by Hard Rock offer", which is not
// used or imitated here). Never the rules of this package, the tuning
// phrases or the other held-out parts. Every casino, program, tier, town,
// state, brand and nation used was checked against data/ with a short
// script. Its wording is new: each question (and, for a forwarded one,
// the user's quoted words alone as well) was checked with a
// case-insensitive fixed-string grep (file names only) against every test
// file of this package, with and without its closing mark; six were found
// there and replaced before the file was written: "How do I sign up for
// self-exclusion in Iowa?", "which hosts am I connected with?", "show my
// redeemed vouchers", "list_rewards_programs", "w2g threshold for poker"
// and the bare "wind creek". Its names were not chosen to be new: a
// count of the same kind of grep showed that every casino, town, state,
// program and tier used here is named by at least one earlier test file.
//
// Its theme is a twentieth CONTROL part: sixty questions as an AI agent or
// app would pass them on for its user, in three registers of about twenty
// each: 19 written by the agent in the third person about "the user" or
// "my user" ("The user would like to know ...", "My user has asked me to
// ..."), 20 in the user's own words as forwarded, quoted after a short
// lead-in ('Forwarding my user's question: "..."', 'User wrote: "..."',
// 'From my user: "..."'), and 21 as a developer testing the endpoint in
// terse words (a few words with no sentence, catalog action and field
// names, key=value pairs, a spec path). The casinos, towns and programs
// come from many states (OR, ND, AL, TX, WV, MT, MA, CT, WY, KS, ME, IA,
// MD, NE, RI, CO, and the programs Boyd Rewards, MGM Rewards, WinStar Club
// Passport, True Rewards, Momentum Rewards, Bally Rewards and Caesars
// Rewards). 50 are answerable and 10 expect Unknown. Every area
// is covered: near and radius searches, state with type, hotel and
// rewards, a nation's casinos, a program's casinos in a state, casino
// details, the program list, ladders and tiers' thresholds, game facts,
// the W-2G rule (with and without an amount), help lines and
// self-exclusion, a budget and a session limit proposed, the
// limits read, a comp prediction at one casino and over all, comp
// estimates, tier progress and the player's tiers, tier-match
// suggestions and a path, hosts (at a casino, by language, the player's
// own), trips (at a casino in a year, and all), sessions, visits,
// vouchers, offers, expiring offers, W-2G list and total, the tax summary
// and the bankroll. The areas of the catalog with no intent among the
// constants (sharing, consent, social, notifications, machines) are
// touched once, by "list_share_links", expected Unknown. No question
// lacks a field its intent needs, so none expects a missing field.
//
// It follows the twenty-ninth part's conventions (a casino named for a
// player action keeps the name as typed; a host filter by casino is the
// typed words and the directory's name when the words name exactly one
// casino, with no parameter; a radius in miles is in kilometres to one
// decimal; a year named for the player's records is that calendar year; a
// month named with its year is that month; a town typed without its state
// is near the directory's town with its state; "in <state>" is the state;
// a tier named with its program is not ambiguous; a casino's details
// answer what the directory keeps about it, whichever field is asked for;
// a limit of money in a period is a budget; off-topic questions are
// Unknown). Its own choices, where those are silent:
//   - A question relayed by an agent is the user's question: "the user",
//     "my user", "they" and "their" stand for "I" and "my", so "The user
//     would like to see every trip they logged to Mohegan Sun in 2025" is
//     the player's trips there in 2025, and "My user needs the total of
//     their W-2G winnings for 2025" the W-2G total of 2025. The agent's
//     own words around the request ("has asked me to", "would like to
//     know", "needs") add nothing.
//   - A forwarded question is read by the user's quoted words; the
//     lead-in ('Forwarding my user's question:', 'User asks, verbatim:',
//     'Forwarded as written:') adds nothing, and a casino named in the
//     quote only as the place of a win ("I won $1,350 on a slot machine at
//     Oxford Casino, will I get a W-2G?") adds no parameter to the W-2G
//     rule (it has none for a casino): slots, amount_won 1350.
//   - The agent's "they" and "their" are the user's, so the player's;
//     a person named beside the user ("what tier their husband holds at
//     Foxwoods") is another person, and their records are Unknown.
//   - A developer's terse words are read as the question they shorten:
//     "casinos near Bangor ME radius 25mi" is near "Bangor, ME" within
//     40.2 km; "tribal casinos MT" is MT with the type tribal; "nebraska
//     casinos has_rewards=true" is NE with has_rewards; "casino detail
//     Seven Feathers Casino Resort" its details; "all rewards programs, no
//     filter" the program list; "tier ladder Momentum Rewards" that
//     program's details (the program has no tiers in the data; its
//     details are still the answer); "pearl threshold mgm rewards" the
//     threshold of Pearl in MGM Rewards; "decisions per hour craps"
//     craps' game facts; "self exclusion MD" self-exclusion in MD; "tier
//     match path Boyd Rewards Emerald -> Caesars Rewards" the path from
//     Boyd Rewards' Emerald to Caesars Rewards; "comp calc blackjack
//     avg_bet=50 hours=2" the comp estimate; "tier_progress
//     casino_name=Ameristar Black Hawk" tier progress at "Ameristar Black
//     Hawk" as typed (a value with spaces runs to the end); "list_sessions
//     game_type=blackjack from=2026-01-01 to=2026-01-31" those sessions;
//     "GET /v1/trips" all the player's trips (no filter); "tax_year_summary
//     tax_year=2023" the tax summary of 2023.
//   - "Bally Rewards properties in Rhode Island" is a search by rewards
//     program with the state: params program "Bally Rewards" (the
//     program's name as the data spells it; README: "a rewards program's
//     casinos (its name in any case, or its id)", query parameter
//     `program`) and state RI. This is the expectation most open to
//     dispute as to the parameter's value.
//   - "The user asked which casinos are owned by the Poarch Band of Creek
//     Indians." is a search with q "Poarch Band of Creek Indians", the
//     nation as the directory spells it (README: the q search matches a
//     casino's tribal nation).
//   - "w2g reporting threshold, poker" is the W-2G rule for poker with no
//     amount (params game_type only): the rule is a fact of the service's
//     own table, and the question asks the threshold, not whether a win
//     is reportable.
//   - "My user would like the house edge and the pace of play for
//     baccarat." is one question, baccarat's game facts: both the edge and
//     the pace are in that one answer (README: "a game's house edge and
//     pace").
//   - "keep my sessions to 75 minutes max from now on" is a session limit
//     of 75 minutes; "set a weekly gambling budget of $250" a weekly
//     budget of 250; "what limits did I put on myself?" reads the limits.
//   - "which of my casinos will probably send me the best offers?" is the
//     prediction for all casinos (ranked); "what kind of offer Wheeling
//     Island is likely to send them next" the prediction at "Wheeling
//     Island" as typed.
//   - "show me all my tier statuses" is the player's tiers; "which
//     programs would status match the tiers they currently hold" the
//     tier-match suggestions.
//   - "a host at Encore Boston who is accepting new players" is find_hosts
//     filtered to "Encore Boston" and Encore Boston Harbor (the one casino
//     those words name; Wynn Encore Las Vegas does not contain them);
//     "a casino host who speaks Vietnamese" is find_hosts in Vietnamese;
//     "who are the hosts I'm paired with?" the player's hosts.
//   - "show the vouchers I cashed already" has the status "redeemed"
//     (cashing a ticket-in/ticket-out voucher is redeeming it); "list the
//     casinos I've checked in at" is the player's visits; "what offers
//     have I got from Rocky Gap?" the offers at "Rocky Gap" as typed;
//     "which of their offers expire within the next 14 days" the expiring
//     offers within 14 days; "pull my W-2Gs for 2022" the W-2G list of
//     2022; "their current bankroll balance" the bankroll.
//   - Unknown (10): the weather in Lander, Wyoming and booking a table at
//     the steakhouse in Mardi Gras Casino (off topic, though each names a
//     town or casino of the directory); the tier "their husband" holds at
//     Foxwoods (another person's records); cancelling a pending tier-match
//     request (no action cancels one); which Oregon casino has the
//     loosest slots (no data or action ranks payback); "slot count
//     Wheeling Island vs Mountaineer" (two casinos compared); "what's the
//     house edge on craps, and how many W-2Gs do I have?" (two questions
//     in one, declined rather than answered by half); "add_offer
//     casino_name=Oxford Casino value=25" (a change /ask does not
//     propose, refused by name); "list_share_links" (an action /ask does
//     not run: no intent reads share links); and "wind creek details" (the
//     words name five casinos, Wind Creek Atmore, Montgomery, Wetumpka,
//     Chicago Southland and Bethlehem, and no program, so it is declined
//     rather than guessed).
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at 4600b72, the commit that added this part, with no rule
// changed for it) scored 49 of 60 correct (81.7%): precision 93.0% (40 of
// 43 answers right), recall 80.0% (40 of 50 answerable), 8 declined and 3
// wrong. No expectation was changed after it. The wrong ones: "wind creek
// details" (a search of the Wind Creek casinos, where this part expects
// Unknown, several casinos being named), a session cap quoted from the
// user ("keep my sessions to 75 minutes max from now on") read as the
// sessions, and "who are the hosts I'm paired with?" quoted from the user
// read as a host search. Most declines are the user's words quoted after
// a frame ("User wrote: \"...\"", "From my user: \"...\"").
//
// After its fix round (fix-67) it scored 60 of 60, with no expectation
// changed: the user's words quoted after an agent's frame that names the
// user (or a forwarding) and a word of saying are read as the question
// itself, before anything else, their "I" and "my" the key holder's (a
// frame naming anyone else is left to the other rules); hosts the
// player is "paired" or "partnered" with are the player's connections;
// the "details" of a name several casinos share, with no program named,
// are declined, a casino's details being one casino's (open words such
// as "info" or "tell me about" still answer with the list, as a tuning
// phrase, "wind creek info", has it); a list asked with "no filter" or
// "unfiltered" is the whole list, and declined when a filter is named
// as well; and a casino's words typed before a town that also names a
// casino ("Ameristar Black Hawk") are the one casino of those words in
// that town, kept as typed, not the town's namesake. Nothing declines.
func heldOutSixtySeventh(t testing.TB) []expectation {
	return []expectation{
		// The directory: searches by place, radius, state, type, hotel,
		// rewards, nation and program, relayed, forwarded and terse.
		{query: "The user would like to know which casinos are within 40 miles of Pendleton, Oregon.", intent: FindCasinos, params: params{"near": "Pendleton, OR", "radius_km": 64.4}},
		{query: "My user wants a list of the tribal casinos in North Dakota that have a hotel.", intent: FindCasinos, params: params{"state": "ND", "type": "tribal", "has_hotel": true}},
		{query: "The user asked which casinos are owned by the Poarch Band of Creek Indians.", intent: FindCasinos, params: params{"q": "Poarch Band of Creek Indians"}},
		{query: "Forwarding my user's question: \"any casinos near Coos Bay with a hotel?\"", intent: FindCasinos, params: params{"near": "Coos Bay, OR", "has_hotel": true}},
		{query: "User wrote: \"what racinos are there in West Virginia?\"", intent: FindCasinos, params: params{"state": "WV", "type": "racino"}},
		{query: "casinos near Bangor ME radius 25mi", intent: FindCasinos, params: params{"near": "Bangor, ME", "radius_km": 40.2}},
		{query: "tribal casinos MT", intent: FindCasinos, params: params{"state": "MT", "type": "tribal"}},
		{query: "nebraska casinos has_rewards=true", intent: FindCasinos, params: params{"state": "NE", "has_rewards": true}},
		{query: "Bally Rewards properties in Rhode Island", intent: FindCasinos, params: params{"program": "Bally Rewards", "state": "RI"}},

		// One casino's details, and a name of several casinos.
		{query: "My user wants to know how many hotel rooms Kickapoo Lucky Eagle Casino Hotel has.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Kickapoo Lucky Eagle Casino Hotel")}},
		{query: "From my user: \"Tell me about the Prairie Band casino in Kansas.\"", intent: CasinoDetail, params: params{"slug": slugOf(t, "Prairie Band Casino & Resort")}},
		{query: "casino detail Seven Feathers Casino Resort", intent: CasinoDetail, params: params{"slug": slugOf(t, "Seven Feathers Casino Resort")}},
		{query: "wind creek details", intent: Unknown, params: params{}},
		{query: "slot count Wheeling Island vs Mountaineer", intent: Unknown, params: params{}},

		// Programs: the list, ladders and tiers' thresholds.
		{query: "all rewards programs, no filter", intent: ListPrograms, params: params{}},
		{query: "User asks, verbatim: \"what does the True Rewards tier ladder look like?\"", intent: ProgramDetail, params: params{"id": programID(t, "True Rewards")}},
		{query: "tier ladder Momentum Rewards", intent: ProgramDetail, params: params{"id": programID(t, "Momentum Rewards")}},
		{query: "The user is asking what it takes to reach Onyx in Boyd Rewards.", intent: TierRequirement, params: params{"id": programID(t, "Boyd Rewards")}, tier: "Onyx"},
		{query: "The user said: \"what do you need to qualify for Premier in WinStar Club Passport?\"", intent: TierRequirement, params: params{"id": programID(t, "WinStar Club Passport")}, tier: "Premier"},
		{query: "pearl threshold mgm rewards", intent: TierRequirement, params: params{"id": programID(t, "MGM Rewards")}, tier: "Pearl"},

		// Game facts and the W-2G rule.
		{query: "My user would like the house edge and the pace of play for baccarat.", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "decisions per hour craps", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "Message from the user: \"I won $1,350 on a slot machine at Oxford Casino, will I get a W-2G?\"", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 1350}},
		{query: "w2g reporting threshold, poker", intent: W2GRule, params: params{"game_type": "poker"}},

		// Responsible gaming: help by state, limits proposed and read.
		{query: "The user needs a gambling helpline number for Montana.", intent: RGHelp, params: params{"topic": "helpline", "state": "MT"}},
		{query: "From the user: \"how do I get on Iowa's self-exclusion list?\"", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "IA"}},
		{query: "self exclusion MD", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "MD"}},
		{query: "My user has asked me to set a weekly gambling budget of $250 for them.", intent: SetBudget, params: params{"period": "week", "amount": 250}},
		{query: "User's words: \"keep my sessions to 75 minutes max from now on\"", intent: SetSessionLimit, params: params{"max_minutes": 75}},
		{query: "User message: \"what limits did I put on myself?\"", intent: MyLimits, params: params{}},

		// Comps: predicted at one casino and over all, and estimated.
		{query: "The user wants to know what kind of offer Wheeling Island is likely to send them next.", intent: CompPredict, params: params{"casino_name": "Wheeling Island"}},
		{query: "From the user: \"which of my casinos will probably send me the best offers?\"", intent: CompPredictAll, params: params{}},
		{query: "The user typed: \"roughly what would $10 video poker for 5 hours get me in comps\"", intent: CompEstimate, params: params{"game_type": "video_poker", "avg_bet": 10, "hours": 5}},
		{query: "comp calc blackjack avg_bet=50 hours=2", intent: CompEstimate, params: params{"game_type": "blackjack", "avg_bet": 50, "hours": 2}},

		// Tiers: the player's tiers, progress at one casino, tier matches.
		{query: "User says: \"show me all my tier statuses\"", intent: MyTiers, params: params{}},
		{query: "tier_progress casino_name=Ameristar Black Hawk", intent: TierProgress, params: params{"casino_name": "Ameristar Black Hawk"}},
		{query: "The user wants to know which programs would status match the tiers they currently hold.", intent: TierMatchSuggestions, params: params{}},
		{query: "tier match path Boyd Rewards Emerald -> Caesars Rewards", intent: TierMatchPaths, params: params{"program": "Boyd Rewards", "to_program": "Caesars Rewards"}, tier: "Emerald"},
		{query: "The user would like me to cancel their pending tier-match request to Wynn Rewards.", intent: Unknown, params: params{}},

		// Hosts: at a casino, by language, the player's own.
		{query: "My user is looking for a host at Encore Boston who is accepting new players.", intent: FindHosts, params: params{}, filter: []string{"Encore Boston", "Encore Boston Harbor"}},
		{query: "Forwarding: \"is there a casino host who speaks Vietnamese?\"", intent: FindHosts, params: params{"language": "Vietnamese"}},
		{query: "The user wrote: \"who are the hosts I'm paired with?\"", intent: MyHosts, params: params{}},

		// The player's records: trips, sessions, visits, vouchers, offers,
		// W-2Gs, the tax year and the bankroll.
		{query: "The user would like to see every trip they logged to Mohegan Sun in 2025.", intent: MyTrips, params: params{"casino_name": "Mohegan Sun", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "GET /v1/trips", intent: MyTrips, params: params{}},
		{query: "list_sessions game_type=blackjack from=2026-01-01 to=2026-01-31", intent: MySessions, params: params{"game_type": "blackjack", "from": "2026-01-01", "to": "2026-01-31"}},
		{query: "User message: \"list the casinos I've checked in at\"", intent: MyVisits, params: params{}},
		{query: "User: \"show the vouchers I cashed already\"", intent: MyVouchers, params: params{"status": "redeemed"}},
		{query: "From my user: \"what offers have I got from Rocky Gap?\"", intent: MyOffers, params: params{"casino_name": "Rocky Gap"}},
		{query: "The user is asking which of their offers expire within the next 14 days.", intent: ExpiringOffers, params: params{"within_days": 14}},
		{query: "User asked: \"pull my W-2Gs for 2022\"", intent: MyW2Gs, params: params{"tax_year": 2022}},
		{query: "My user needs the total of their W-2G winnings for 2025.", intent: W2GTotal, params: params{"tax_year": 2025}},
		{query: "tax_year_summary tax_year=2023", intent: TaxSummary, params: params{"tax_year": 2023}},
		{query: "The user wants to know their current bankroll balance.", intent: Bankroll, params: params{}},

		// Another person's records, actions /ask does not run, a ranking
		// no data supports, two questions in one.
		{query: "My user wants to know what tier their husband holds at Foxwoods.", intent: Unknown, params: params{}},
		{query: "add_offer casino_name=Oxford Casino value=25", intent: Unknown, params: params{}},
		{query: "list_share_links", intent: Unknown, params: params{}},
		{query: "My user wants to know which casino in Oregon has the loosest slots.", intent: Unknown, params: params{}},
		{query: "Forwarded as written: \"what's the house edge on craps, and how many W-2Gs do I have?\"", intent: Unknown, params: params{}},

		// Off topic, each with a town or casino of the directory in it.
		{query: "The user is asking what the weather will be like in Lander, Wyoming this weekend.", intent: Unknown, params: params{}},
		{query: "User message: \"can you book me a table at the steakhouse in Mardi Gras Casino?\"", intent: Unknown, params: params{}},
	}
}
