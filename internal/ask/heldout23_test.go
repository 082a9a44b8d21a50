package ask

import "testing"

// heldOutTwentyThird is a twenty-third held-out part, written blind and
// committed BEFORE its first run: by someone who had read only the action
// catalog and the service spec, the README's section on /ask (and its curl
// examples of the directory's query parameters), the shipped data (for real
// casino, program and tier names, towns, states, types, brands and
// has_hotel), the whole of the twenty-second held-out part and the first
// hundred and fifty lines of the twenty-first (its header), the block of
// intent constants of ask.go (a grep for "Unknown" there also printed two
// lines of the package's code, "if in.Name != Unknown {" and "if
// again.Name == Unknown {"), the expectation type (the lines printed with
// it also showed the doc comment and first lines of heldOut), the
// programID and slugOf helpers (with the phrasing type below them), and
// the registration table of TestCorpusScore (the lines printed with it
// also showed the duplicate check and the scoring loop after it); never
// the rules of this package, the tuning phrases or the other held-out
// parts. Every name used was checked against data/ with a short script.
// Its wording is new: each phrase was checked with a case-insensitive
// fixed-string grep (file names only) against every test file of this
// package not to be in the corpus already, with and without its closing
// mark; none was found there. Its places, casinos, programs and languages
// were chosen, where the data allowed, among those no earlier test file
// names (by the same kind of grep, file names only): Mount Pleasant
// (Michigan), Shakopee, Tacoma, Toledo, Duluth, Medford (Oregon), Seattle,
// Minneapolis, the WarHorse casinos (WarHorse Casino Lincoln, WarHorse
// Casino Omaha), Avi Resort & Casino, Rivers Casino Pittsburgh, Fancy
// Dance Casino (and Perry), Cedars at Bear Creek, Miami Valley Gaming,
// Caesars Virginia, River City Casino, Argosy, St. Jo Frontier Casino,
// Klawock Casino, Lilac Club Casino, The Nash, PENN Play, THE CLUB at
// Chumash and Polish (every state of the directory is named by an earlier
// part, and so are Niagara Falls, Lake Charles, St. Louis, Resorts World
// Catskills, the tiers Ruby, Tier 4 and Pearl, the programs Boyd Rewards,
// Genting Rewards, MGM Rewards and Caesars Rewards, the games, and all
// three tiers two programs share).
//
// Its theme is two registers, about half each (31 of 60 and 29 of 60).
// Half are search-engine keywords, as people type them into a search box
// or an agent passes them on: no verbs, no question words, no closing
// mark and, but for a language's name, no capitals, the words in any order ("mount pleasant mi hotel
// casinos", "racino shakopee", "casinos 40 miles tacoma", "avi resort
// hotel rooms", "boyd ruby tier credits", "w2g slots $1,250 jackpot",
// "self exclusion kansas", "daily budget $75", "comp estimate craps $15 3
// hours", "tier progress miami valley gaming", "Polish speaking hosts",
// "mgm pearl status match to caesars", "trips argosy 2024", "craps
// sessions 2023", "offers expiring next 3 weeks", "expired vouchers",
// "w2g forms 2023"). The other half tell a story: two or three sentences
// of context (a family, a trip, a cousin, a mailer, an accountant) before
// the question, sometimes naming other places, dates and casinos that are
// not what is asked ("My wife and I drive up to Duluth every summer to see
// her sister. ... What's close by?", "I split my play between four or
// five casinos around St. Louis. ... Can you predict my offers at all of
// them?", "Last month I spent way more than I planned. From now on I want
// to keep it to $400 a month. Can you set that up?"), and the question
// often points back into the story ("there", "them", "it", "those
// sessions", "that year"). Every area is covered: place, near, radius,
// hotel, type, rewards and family searches, casino details, programs,
// ladders and one tier's threshold, game facts, W-2G rules, help lines
// and self-exclusion, budget and session limits (proposed) and the limits
// read, comp predictions and an estimate, tier progress and the player's
// tiers, hosts, tier matches, trips, sessions, bankroll, offers,
// vouchers, W-2G lists and totals and the tax summary; and off-topic,
// unclear and double requests, another person's records, a detail no
// answer says, a change /ask does not propose, a tier two programs share
// named alone and a condition no filter of the directory expresses (9 of
// 60 expect Unknown).
//
// It follows the twenty-second and twenty-first parts' conventions (a
// casino named for a player action keeps the name as typed, without
// "the"; a filter adds the directory's name only when the typed words
// name exactly one casino; a radius in miles is in kilometres to one
// decimal; a year named for the player's records is that calendar year;
// "last month" is April 2026 (the corpus's today is 2026-05-14); a month
// named without a year is its latest one up to today; a town typed
// without its state is near the directory's town with its state; "in
// <town>" is near that town; a family's casinos in a state are the state
// with q the family's name as the directory spells it; a national help
// line with no state named is rg_help helpline with no state; a tier
// named with its program is not ambiguous; a casino's details answer what
// the directory keeps about it, whichever field is asked for; chatter
// before the question dates no directory search; a limit of money in a
// period is a budget; "there" is the place named before; a negation or
// condition is answered when a filter of the directory expresses it and
// is Unknown when none does; a tier two programs share named alone, two
// changes in one, another person's records, a detail no answer says, and
// a change /ask does not propose are Unknown). Every question gives each
// field its intent needs (a W-2G rule always names its amount, an
// estimate its game, bet and hours), so none expects a missing field. A
// few choices of its own, where the conventions are silent:
//   - keywords in any order mean what the same words mean in a sentence:
//     a town and its state code, before or after the other words, are the
//     place ("mount pleasant mi hotel casinos" is has_hotel near Mount
//     Pleasant, MI; "toledo oh casinos rewards program" is has_rewards
//     near Toledo, OH, though "toledo" alone is also in the name of
//     Hollywood Casino Toledo); a town after a type is the place
//     ("racino shakopee" is the racino type near Shakopee, MN, the
//     singular "racino" still a type); a number of miles between
//     "casinos" and a town is the radius ("casinos 40 miles tacoma" is
//     near Tacoma, WA within 64.4 km);
//   - a story's context names no filter and no date of a search unless
//     the question takes it up: "My wife and I drive up to Duluth every
//     summer ... What's close by?" is near Duluth, MN ("close by" is
//     near; "every summer" and "this year" date nothing); "We're taking
//     the kids to Niagara Falls in July. ... so the casino needs a hotel.
//     Which ones are there?" is has_hotel near Niagara Falls, NY ("in
//     July" dates nothing; a hotel the casino needs is the filter); "My
//     son just moved to Nebraska ... Show me the WarHorse casinos in
//     Nebraska." is NE with q "WarHorse" (the family's name in the
//     directory, its two casinos both in Nebraska); "I'm staying with
//     friends in Medford, Oregon next week. ... Any casinos within 20
//     miles?" is near Medford, OR within 32.2 km ("within 20 miles" with
//     no town after it is around the town of the story; friends who
//     "don't gamble" are no filter);
//   - "avi resort hotel rooms" is the details of Avi Resort & Casino
//     (hotel_rooms a field of the casino, "hotel" the field's, not a
//     filter; "avi resort" names that one casino); "rivers casino
//     pittsburgh table games" is the details of Rivers Casino Pittsburgh
//     ("rivers casino" alone names several); "My cousin says Fancy Dance
//     Casino in Perry only just opened. ... What year did it open?" is the
//     details of Fancy Dance Casino ("in Perry" is where it stands, not a
//     search near Perry);
//   - "penn play tier levels" and "... What are the tiers of The Club at
//     Chumash?" are those programs' details (their ladders are empty in
//     the data, but the request is the ladder; the program's name in any
//     case); "loyalty programs list" lists the programs ("loyalty
//     programs" are the rewards programs); "boyd ruby tier credits" is
//     Boyd Rewards' Ruby (the program named by its brand; the tier credits
//     of a tier are its threshold); "... How many points does Tier 4 take
//     in Genting Rewards?" is Genting Rewards' Tier 4 (Resorts World
//     Catskills in the story is where the player plays, not what is
//     asked);
//   - "video poker house edge" is a game fact for video_poker; "baccarat
//     hands per hour" a game fact (pace) for baccarat; "My nephew is
//     teaching me keno ... What's the house edge on keno?" a game fact for
//     keno ("this weekend" dates nothing);
//   - "w2g slots $1,250 jackpot" is the W-2G rule for slots with
//     amount_won 1250; "w-2g poker tournament $6,000" the rule for poker
//     with amount_won 6000 (a tournament is poker's game); "I was playing
//     video poker last night and finally hit a big one. The machine paid
//     $1,900. Will I get a W-2G for that?" the rule for video_poker with
//     amount_won 1900 (what the machine paid is the amount won; "a big
//     one" is no amount; "last night" dates nothing);
//   - "gambling helpline michigan" is the helpline in MI; "self exclusion
//     kansas" is self_exclusion in KS; "I've been losing more than I can
//     afford lately. ... Is there someone I can call?" is the helpline
//     with no state;
//   - "daily budget $75" is a daily budget of 75 (a budget stated is
//     proposed like "set ...", the README says); "session limit 45
//     minutes" is max_minutes 45; "Last month I spent way more than I
//     planned. From now on I want to keep it to $400 a month. Can you set
//     that up?" is a monthly budget of 400 ("last month" in the story
//     dates nothing; "that" is the $400 a month); "I set some limits a
//     while back ... What are my limits right now?" reads the limits (the
//     past "set" in the story is no change asked for);
//   - "comp prediction cedars at bear creek" is comp_predict at "cedars at
//     bear creek" (as typed, in lower case); "I split my play between four
//     or five casinos around St. Louis. ... Can you predict my offers at
//     all of them?" is comp_predict_all ("around St. Louis" is the
//     story's, not a casino; "all of them" are every casino the player
//     plays); "comp estimate craps $15 3 hours" is comp_estimate for
//     craps, avg_bet 15, hours 3 (the bet is the amount in dollars, the
//     hours the number before "hours");
//   - "tier progress miami valley gaming" is tier_progress at "miami
//     valley gaming" (as typed); "I've played at Caesars Virginia most
//     weekends since it opened. ... How far am I from the next tier
//     there?" is tier_progress at "Caesars Virginia" ("there" is the
//     casino of the story; "Caesars" in it is the casino's name, not the
//     program); "my tier status all casinos" is the player's tiers;
//   - "Polish speaking hosts" is find_hosts in Polish; "River City is my
//     home casino ... Are there any hosts at River City taking new
//     players?" is find_hosts filtered to River City Casino (the one
//     casino "River City" names; hosts found are those accepting new
//     players anyway); "A couple of hosts reached out to me last year ...
//     Who are my hosts?" is the player's hosts ("last year" dates
//     nothing: the action takes no date);
//   - "mgm pearl status match to caesars" is a tier-match path from MGM
//     Rewards' Pearl to Caesars Rewards (programs named by their brands;
//     "to" marks the program the status goes to); "... What tier matches
//     could I get with the tiers I already have?" is tier-match
//     suggestions (from the player's own tiers);
//   - "trips argosy 2024" are the trips at "argosy" (as typed: "argosy"
//     names two casinos, and an action's casino need not choose) in 2024;
//     "I took a couple of weekend trips last month ... Can you pull up my
//     trips from last month?" are the trips of April 2026; "craps
//     sessions 2023" are the craps sessions of 2023; "I played a lot of
//     roulette in February. ... Can you show me those sessions?" are the
//     roulette sessions of February 2026 ("those sessions" are the
//     roulette of February in the story); "I keep a separate bankroll for
//     casino trips and add to it every payday. How much is in it now?" is
//     the bankroll ("it" is the bankroll; "add to it" tells a habit, no
//     deposit asked for); "offers expiring next 3 weeks" are expiring
//     offers within 21 days (three weeks are 21 days); "I got a mailer
//     from St. Jo Frontier Casino ... What offers do I have from them?"
//     are the offers at "St. Jo Frontier Casino" (as typed; "them" is the
//     casino of the story; the player's offers, not a prediction);
//     "expired vouchers" are the vouchers with status "expired"; "w2g
//     forms 2023" lists the W-2Gs of 2023; "My accountant wants a number
//     ... I had a few W-2Gs in 2025. What do they add up to?" is the W-2G
//     total of 2025 ("on Friday" dates nothing); "I'm doing my own taxes
//     for the first time. I gambled a fair bit in 2025 ... Can you put
//     together my tax summary for that year?" is the tax summary of 2025
//     ("that year" is the year of the story);
//   - "cheap flights minneapolis" is off topic, so Unknown; a florist for
//     a wedding in Lake Charles is off topic, so Unknown (even with a town
//     of the directory in it); "Like I told you yesterday. The usual
//     thing. Can you do that again?" is unclear, so Unknown; a weekly
//     budget and a session limit in one are two changes, so Unknown; "My
//     wife hit a couple of jackpots at Klawock Casino last year. ... Show
//     me her W-2Gs for 2025." asks another person's records, so Unknown;
//     a dress code at Lilac Club Casino is a detail no answer says, so
//     Unknown; deleting a trip logged twice (delete_trip) is a change /ask
//     does not propose, so Unknown; "platinum tier credits needed" names a
//     tier Caesars Rewards and MGM Rewards share, so Unknown; and "smoke
//     free casinos seattle" is a condition no filter of the directory
//     expresses (answering with every casino near Seattle would drop the
//     condition asked for), so Unknown.
//
// Its first run (go test ./internal/ask -run 'TestCorpusScore$' -count=1
// -v, once, on branch ask-heldout23 at 1d9dbfc from main at b63b38d, with
// no rule changed for this part) scored 39 of 60 correct (65.0%):
// precision 88.2% (30 of 34 answers right), recall 58.8% (30 of 51
// answerable), 17 declined and 4 wrong (the test counts an answer that
// asks for a missing field as declined, and as an answer in precision);
// all 9 expected Unknowns were declined. No expectation was corrected
// after it. The wrong ones:
//   - a question pointing back to "all of them" read the pronoun phrase
//     as a casino's name: "... Can you predict my offers at all of them?"
//     answered as comp_predict at "all of them", not comp_predict_all;
//   - a story's context gave the intent over its question: "River City is
//     my home casino ... Nobody has ever offered me a host. Are there any
//     hosts at River City taking new players?" answered as my_offers at
//     River City, not find_hosts filtered to River City Casino;
//   - a question pointing back to the story ("those sessions") lost the
//     game and month the story named and took its intent from the
//     context: "I played a lot of roulette in February. I think I lost
//     more than I realize. Can you show me those sessions?" answered as
//     tax_summary, not my_sessions of roulette in February 2026;
//   - a casino's name read across two sentences and the context's words
//     gave the intent: "I keep a separate bankroll for casino trips and
//     add to it every payday. How much is in it now?" answered as my_trips
//     at "it every payday. How much", not the bankroll.
//
// The declined ones: most are stories (14 of 17) whose context before the
// question hid a question this package reads alone, often one pointing
// back to the story ("What's close by?" and "Which ones are there?" after
// a town, "Any casinos within 20 miles?" after a town and state, "What
// year did it open?" after a casino, "How far am I from the next tier
// there?", "Will I get a W-2G for that?" after a game and an amount,
// "Can you set that up?" after a budget, "Is there someone I can call?"),
// or a plain question after a story ("What are the tiers of The Club at
// Chumash?", "How many points does Tier 4 take in Genting Rewards?",
// "What's the house edge on keno?", "What are my limits right now?", "Can
// you pull up my trips from last month?", "Show me the WarHorse casinos in
// Nebraska."); the rest are search-box keywords in an order this package
// did not read: a type before its town ("racino shakopee"), a town and
// its state code before "casinos rewards program" ("toledo oh casinos
// rewards program"), and a casino's name with its town before a detail
// asked ("rivers casino pittsburgh table games").
//
// After it, on branch ask-heldout23, general rules with tuning phrases of
// their own (score_test.go, never these; no phrase or expectation here
// changed) took it to 56 of 60 (93.3%), none wrong, 4 declined, so its
// bar is not yet enforced (it needs 57): a message that tells a story
// before its question is read as its question sentence (the last, when it
// asks), the story only context, so the story lends it no casino, intent
// or amount; a question that points back ("there", "it", "them", "that",
// "those", "close by", a radius with no place) takes the one casino, the
// town (with a hotel the story needs), the record ("a bankroll", "W-2Gs")
// or the game, time and amount the story names, a bare "can you set that
// up?" is the request before it, and a pointer to nothing is Unknown; a
// name read after "at" never runs on into the next sentence; "all of
// them" and "each of them" are every casino the player plays; a
// program's whole name that ends with a casino's word ("The Club at
// Chumash") is the program when its ladder is asked; and "from now on"
// or "going forward" before a cap is no part of it. Still declined, for
// a later round: two of the search-box keywords, a type before a town
// with no state or cue ("racino shakopee") and a town and state code
// before "casinos rewards program" ("toledo oh casinos rewards
// program"); a casino and its town before a detail asked ("rivers casino
// pittsburgh table games"); and a help line asked as "someone I can
// call" after a story of losses, which names no help line itself. With
// these rules another person's records in a story and an off-topic
// question after a story still decline, and a condition a story wants of
// a search ("I want rewards. Which casinos in reno?") is still never
// dropped.
//
// In a second round, on main, general rules with tuning phrases of their
// own in other words (score_test.go; no phrase or expectation here
// changed) took it to 60 of 60, none wrong, and its bar is enforced: a
// directory town typed right after what is searched for ("racinos
// altoona", "tribal casino tulsa") when it ends the question or a
// condition follows, or right before a kind and then the casinos ("tulsa
// tribal casinos"), is the place; a state code that is also a word
// ("oh", "ms") is the town's state when the casinos follow it; "casinos"
// then a rewards program in the singular ending the question is the
// rewards filter; "table games" or "slot machines" opening or closing a
// question that names a casino, with no word asking which games or the
// player's own play, ask its floor; and losses "more than I can afford"
// or "chasing losses", told before or beside a request for someone to
// call or talk to, ask for the help line. With these rules a casino's
// name that ends in "casino" before its town ("hard rock casino tulsa")
// is still that casino, "what table games does borgata have" and a bet
// one "can afford" still decline.
func heldOutTwentyThird(t testing.TB) []expectation {
	return []expectation{
		// The directory: keywords and stories, towns with their state or
		// alone, a state by its name, radii in miles, hotel, type and
		// rewards filters, and a family in a state.
		{query: "mount pleasant mi hotel casinos", intent: FindCasinos, params: params{"near": "Mount Pleasant, MI", "has_hotel": true}},
		{query: "racino shakopee", intent: FindCasinos, params: params{"near": "Shakopee, MN", "type": "racino"}},
		{query: "casinos 40 miles tacoma", intent: FindCasinos, params: params{"near": "Tacoma, WA", "radius_km": 64.4}},
		{query: "toledo oh casinos rewards program", intent: FindCasinos, params: params{"near": "Toledo, OH", "has_rewards": true}},
		{query: "My wife and I drive up to Duluth every summer to see her sister. We'd like to try a casino while we're up there this year. What's close by?", intent: FindCasinos, params: params{"near": "Duluth, MN"}},
		{query: "We're taking the kids to Niagara Falls in July. I'd rather not drive after a late night at the tables, so the casino needs a hotel. Which ones are there?", intent: FindCasinos, params: params{"near": "Niagara Falls, NY", "has_hotel": true}},
		{query: "My son just moved to Nebraska for work and keeps telling me about the new casinos there. I'd like to visit him in the fall. Show me the WarHorse casinos in Nebraska.", intent: FindCasinos, params: params{"state": "NE", "q": "WarHorse"}},
		{query: "I'm staying with friends in Medford, Oregon next week. They don't gamble, but I'd like to slip away for an evening. Any casinos within 20 miles?", intent: FindCasinos, params: params{"near": "Medford, OR", "radius_km": 32.2}},

		// One casino's details, asked by the field wanted.
		{query: "avi resort hotel rooms", intent: CasinoDetail, params: params{"slug": slugOf(t, "Avi Resort & Casino")}},
		{query: "rivers casino pittsburgh table games", intent: CasinoDetail, params: params{"slug": slugOf(t, "Rivers Casino Pittsburgh")}},
		{query: "My cousin says Fancy Dance Casino in Perry only just opened. I think it's been around longer than that. What year did it open?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Fancy Dance Casino")}},

		// Programs, their ladders and one tier's threshold.
		{query: "penn play tier levels", intent: ProgramDetail, params: params{"id": programID(t, "PENN Play")}},
		{query: "loyalty programs list", intent: ListPrograms, params: params{}},
		{query: "We stayed at Chumash over the holidays and I signed up for their card. The lady at the desk talked way too fast. What are the tiers of The Club at Chumash?", intent: ProgramDetail, params: params{"id": programID(t, "THE CLUB at Chumash")}},
		{query: "boyd ruby tier credits", intent: TierRequirement, params: params{"id": programID(t, "Boyd Rewards")}, tier: "Ruby"},
		{query: "I play at Resorts World Catskills a few times a year. A friend told me the perks only get good at Tier 4. How many points does Tier 4 take in Genting Rewards?", intent: TierRequirement, params: params{"id": programID(t, "Genting Rewards")}, tier: "Tier 4"},

		// Game facts: edge and pace.
		{query: "video poker house edge", intent: GameFacts, params: params{"game_type": "video_poker"}},
		{query: "baccarat hands per hour", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "My nephew is teaching me keno this weekend. He says it's a sucker's game. What's the house edge on keno?", intent: GameFacts, params: params{"game_type": "keno"}},

		// The W-2G rule by game and amount.
		{query: "w2g slots $1,250 jackpot", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 1250}},
		{query: "w-2g poker tournament $6,000", intent: W2GRule, params: params{"game_type": "poker", "amount_won": 6000}},
		{query: "I was playing video poker last night and finally hit a big one. The machine paid $1,900. Will I get a W-2G for that?", intent: W2GRule, params: params{"game_type": "video_poker", "amount_won": 1900}},

		// Responsible-gaming help by state, and a national line.
		{query: "gambling helpline michigan", intent: RGHelp, params: params{"topic": "helpline", "state": "MI"}},
		{query: "self exclusion kansas", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "KS"}},
		{query: "I've been losing more than I can afford lately. My wife is worried and honestly so am I. Is there someone I can call?", intent: RGHelp, params: params{"topic": "helpline"}},

		// The player's limits: changes are proposed, and the limits read.
		{query: "daily budget $75", intent: SetBudget, params: params{"period": "day", "amount": 75}},
		{query: "session limit 45 minutes", intent: SetSessionLimit, params: params{"max_minutes": 45}},
		{query: "Last month I spent way more than I planned. From now on I want to keep it to $400 a month. Can you set that up?", intent: SetBudget, params: params{"period": "month", "amount": 400}},
		{query: "I set some limits a while back when things got out of hand. I can't remember what I picked. What are my limits right now?", intent: MyLimits, params: params{}},

		// Comps: predicted at a casino or all of them, and estimated.
		{query: "comp prediction cedars at bear creek", intent: CompPredict, params: params{"casino_name": "cedars at bear creek"}},
		{query: "I split my play between four or five casinos around St. Louis. I'd like to know which one will treat me best next month. Can you predict my offers at all of them?", intent: CompPredictAll, params: params{}},
		{query: "comp estimate craps $15 3 hours", intent: CompEstimate, params: params{"game_type": "craps", "avg_bet": 15, "hours": 3}},

		// The next tier at a casino, and the player's tiers.
		{query: "tier progress miami valley gaming", intent: TierProgress, params: params{"casino_name": "miami valley gaming"}},
		{query: "I've played at Caesars Virginia most weekends since it opened. I feel like I must be close to the next level by now. How far am I from the next tier there?", intent: TierProgress, params: params{"casino_name": "Caesars Virginia"}},
		{query: "my tier status all casinos", intent: MyTiers, params: params{}},

		// Hosts by language or at a casino, and the player's own.
		{query: "Polish speaking hosts", intent: FindHosts, params: params{"language": "Polish"}},
		{query: "River City is my home casino and I'm there twice a week. Nobody has ever offered me a host. Are there any hosts at River City taking new players?", intent: FindHosts, params: params{}, filter: []string{"River City", "River City Casino"}},
		{query: "A couple of hosts reached out to me last year and I said yes to some of them. I forget which ones. Who are my hosts?", intent: MyHosts, params: params{}},

		// Tier matches from a named tier, and suggestions from the player's.
		{query: "mgm pearl status match to caesars", intent: TierMatchPaths, params: params{"program": "MGM Rewards", "to_program": "Caesars Rewards"}, tier: "Pearl"},
		{query: "I've built up decent status at a few places over the years. I'm thinking of moving my play somewhere new. What tier matches could I get with the tiers I already have?", intent: TierMatchSuggestions, params: params{}},

		// The player's records: trips, sessions, bankroll, offers,
		// vouchers, W-2Gs and the tax year.
		{query: "trips argosy 2024", intent: MyTrips, params: params{"casino_name": "argosy", "from": "2024-01-01", "to": "2024-12-31"}},
		{query: "I took a couple of weekend trips last month and lost track of the details. My wife keeps asking about them. Can you pull up my trips from last month?", intent: MyTrips, params: params{"from": "2026-04-01", "to": "2026-04-30"}},
		{query: "craps sessions 2023", intent: MySessions, params: params{"game_type": "craps", "from": "2023-01-01", "to": "2023-12-31"}},
		{query: "I played a lot of roulette in February. I think I lost more than I realize. Can you show me those sessions?", intent: MySessions, params: params{"game_type": "roulette", "from": "2026-02-01", "to": "2026-02-28"}},
		{query: "I keep a separate bankroll for casino trips and add to it every payday. How much is in it now?", intent: Bankroll, params: params{}},
		{query: "offers expiring next 3 weeks", intent: ExpiringOffers, params: params{"within_days": 21}},
		{query: "I got a mailer from St. Jo Frontier Casino and threw it out by accident. I think there was free play in it. What offers do I have from them?", intent: MyOffers, params: params{"casino_name": "St. Jo Frontier Casino"}},
		{query: "expired vouchers", intent: MyVouchers, params: params{"status": "expired"}},
		{query: "w2g forms 2023", intent: MyW2Gs, params: params{"tax_year": 2023}},
		{query: "My accountant wants a number before our meeting on Friday. I had a few W-2Gs in 2025. What do they add up to?", intent: W2GTotal, params: params{"tax_year": 2025}},
		{query: "I'm doing my own taxes for the first time. I gambled a fair bit in 2025 and want to get it right. Can you put together my tax summary for that year?", intent: TaxSummary, params: params{"tax_year": 2025}},

		// Off topic, unclear, two changes in one, another person's
		// records, a detail no answer says, a change /ask does not
		// propose, a tier two programs share, and a condition no filter
		// expresses.
		{query: "cheap flights minneapolis", intent: Unknown, params: params{}},
		{query: "My daughter is getting married in Lake Charles next spring. We still need a florist. Any recommendations?", intent: Unknown, params: params{}},
		{query: "Like I told you yesterday. The usual thing. Can you do that again?", intent: Unknown, params: params{}},
		{query: "I've been playing too long and spending too much lately. Please set my weekly budget to $200 and cap my sessions at 90 minutes.", intent: Unknown, params: params{}},
		{query: "My wife hit a couple of jackpots at Klawock Casino last year. She asked me to check her paperwork. Show me her W-2Gs for 2025.", intent: Unknown, params: params{}},
		{query: "We're heading to Lilac Club Casino on Saturday night. My husband always wears jeans. Is there a dress code there?", intent: Unknown, params: params{}},
		{query: "I logged my trip to The Nash twice by mistake. The second one is a duplicate. Please delete it.", intent: Unknown, params: params{}},
		{query: "platinum tier credits needed", intent: Unknown, params: params{}},
		{query: "smoke free casinos seattle", intent: Unknown, params: params{}},
	}
}
