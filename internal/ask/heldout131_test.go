package ask

import "testing"

// heldOutHundredThirtyFirst is the hundred-and-thirty-first held-out
// part, written blind and committed BEFORE its first run: by someone who
// read only the service spec and the action catalog (both whole), lines
// 89-155 and 428-480 of the README (the directory's curl examples and
// the section on /ask), the whole of the twenty-ninth held-out part and
// the first eighty lines of the twenty-eighth (a header), the block of
// intent constants of ask.go (printed by a script from "const (" to the
// first ")" after it, nothing else of that file), lines 1-18 of
// heldout_test.go (the expectation type), the slugOf and programID
// helpers of ask_test.go (printed by a script, those two alone), the
// first and last twenty lines of heldOutParts in score_test.go, the
// subject of the newest commit (git log -1) and a listing of data/.
// The shipped data was read only through short python3 scripts: the
// columns and size of casinos.csv, counts by type, hotel and state, the
// casinos of thirteen states (name, town, type, has_hotel, brand, tribal
// nation, rooms, slots), every directory town with its state and count,
// every program of rewards_programs.json with its tiers and thresholds,
// the first lines of program_properties.csv and us_cities.csv, and
// look-ups of the names used. Never the rules of this package, the tuning
// phrases or any other held-out part.
//
// Checked against data/ with a script: every casino (Isle Casino Hotel
// Bettendorf, WinnaVegas Casino Resort, Scarlet Pearl Casino Resort and
// Pechanga Resort Casino each the one casino their words name; Borgata,
// Ocean Casino, Foxwoods, Soaring Eagle, Mohegan Sun, Hard Rock Tulsa,
// Bally's Dover and the Choctaw casinos looked up), every town with its
// state (Atlantic City NJ, Tulsa OK, Las Vegas NV, Deadwood SD and Cripple
// Creek CO, each in one state only; Biloxi MS), the family (Boyd Gaming,
// the brand of Belterra Casino Resort and Blue Chip Casino Hotel Spa in
// Indiana), and every program and tier (Boyd Rewards, MGM Rewards' Pearl
// and Gold, Caesars Rewards' Diamond Elite). Wording: each whole message
// was checked with a case-insensitive fixed-string grep (file names only,
// never opened) over this package's test files, as written, without its
// closing mark and without its closing emoji; two were found and replaced
// ("how much did i win on w2gs last year total", and "hows my bankroll
// lookin" once its emoji was dropped), and none of the sixty is found now.
//
// Its theme is a CONTROL part in a NEW REGISTER: texting and social-media
// slang, as a younger player types into a chat box: lower case, little
// punctuation, abbreviations ("ngl", "fr", "lowkey", "tbh", "rn", "wya",
// "hmu", "bet" as "ok", "finna", "tryna", "gonna", "lemme", "gimme", "u",
// "ur", "r", "abt", "w/", "w/o", "w/in", "pls", "thx", "idk", "imo",
// "smh", "lol", "lmao", "mi", "hrs", "wks"), emoji, stretched words
// ("sooo", "pleeease"), and the casino world's slang ("the boat", "the
// strip", "AC", "vegas", "bj", "vp", "dub" and "dubs", "took an L",
// "taking Ls", "free play", "comps", "my host", "my card", "my cards").
// 48 of 60 expect an answer, covering every area: searches by town,
// radius, state, type, hotel (with and without), rewards and family;
// casino details; the programs, a ladder and two tiers' thresholds; game
// facts; the W-2G rule; a help line and self-exclusion; a budget (two)
// and a session limit proposed and the limits read; a comp prediction at
// one casino and for all, and an estimate; tier progress, the player's
// tiers, tier-match suggestions and a path; hosts at a casino, by
// language and the player's own; trips, sessions (two), visits, vouchers,
// offers, expiring offers, W-2Gs (two), their total, the tax summary and
// the bankroll. 12 of 60 expect Unknown, two of each kind: off topic with
// slang and a place (a buffet in Biloxi, clubs near the strip), facts
// nothing keeps (Borgata's dress code, which slots at Hard Rock AC are
// "hittin"), another person's records ("my homie's" tier, and what he
// lost on his last trip), two asks in one (a game fact and a budget; the
// trips and the bankroll), slang a careful reader could not be sure of
// ("whats good w/ my card at the boat": which casino, what about the
// card; "bet, run it back": run what back), and writes /ask does not run
// (logging a session, adding an offer). No question lacks a field its
// intent needs, so none expects a missing field.
//
// It follows the twenty-ninth part's conventions (a casino named for a
// player action keeps the name as typed; a host filter by casino is the
// typed words and the directory's name when the words name exactly one
// casino; a radius in miles is in kilometres to one decimal; a year named
// for the player's records is that calendar year, "last year" 2025 and
// "this year" 2026; a month named without a year is its latest one up to
// today, 2026-05-14; a town typed without its state is near the
// directory's town with its state; "in <town>" is near that town and "in
// <state>" is the state; a family's casinos in a state are the state with
// q the family's name as the directory spells it; a tier named with its
// program is not ambiguous; a casino's details answer what the directory
// keeps about it, whichever field is asked for; a limit of money in a
// period is a budget; off-topic questions are Unknown). Its own choices,
// where those are silent:
//   - Slang adds nothing and takes nothing: "ngl", "fr", "lol", "bet,",
//     "yo", "sooo", emoji and the like are read as filler, and a clause
//     of feeling or story ("i keep taking Ls", "ngl im scared", "already
//     got an airbnb lol") lends the ask no parameter; "took an L at
//     Bally's Dover smh, show my sessions there" takes the casino from
//     the story because the ask points back to it ("there").
//   - Casino-world slang is read as a player means it: "AC" is Atlantic
//     City, NJ; "vegas" is Las Vegas, NV; "bj" is blackjack and "vp" video
//     poker; "a $1,250 dub on slots" is a win of 1250 at slots; "dubs big
//     enough for a w2g this year" are the player's W-2Gs of 2026 and "my
//     w2g dubs ... last year" their total for 2025; "comps" beside "free
//     play" in "any free play or comps expiring in the next 2 wks" are
//     the player's offers (expiring within 14 days); "my cards" are the
//     player's loyalty cards, so "what tier am i on all my cards" is the
//     player's tiers; "what comps do i get" for $10 blackjack over 4
//     hours is an estimate; "the boat" in "finna hit the boat in
//     bettendorf, does the Isle there have a hotel" is the riverboat the
//     rest names, Isle Casino Hotel Bettendorf (its details).
//   - "w/o a hotel" is has_hotel false (the filter stated the other way),
//     and "w/in 20 mi" is within 20 miles.
//   - "the boyd gaming casinos in indiana" is IN with q "Boyd Gaming", the
//     brand as the directory spells it (typed whole, so no choice between
//     "Boyd" and "Boyd Gaming" had to be made).
//   - "my mgm gold" is the Gold tier of MGM Rewards, and "status match my
//     mgm gold to caesars rewards" the path from it to Caesars Rewards.
//   - "hmu w/ the tier list for boyd rewards" is that program's details
//     (its ladder), and "what rewards programs r on ur list" the list.
//   - Names a player action keeps as typed (Soaring Eagle, Choctaw
//     Durant, Hard Rock Tulsa, Bally's Dover, Mohegan Sun) and the host
//     language (Spanish) are typed with their capitals, as a phone's
//     autocorrect gives them, so "as typed" has one spelling; the rest of
//     each message is lower case.
//   - "which of my casinos gonna send me the best offers" is the
//     prediction for all casinos (ranked), as in the twenty-ninth part.
//   - Unknown: "whats good w/ my card at the boat" and "bet, run it back"
//     are slang nobody could answer without asking back; "log a $300 dub
//     on bj at Borgata for me" is log_session and "add my $50 free play
//     from Ocean Casino pls" add_offer, writes /ask neither proposes nor
//     runs (only a budget and a session limit are proposed).
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at e4cfa3f, after the session's rounds up to the hundred-
// and-twenty-fourth part's, and no rule changed for it) scored 52 of 60
// correct (86.7%): precision 93.0% (40 of 43 answers right), recall 83.3%
// (40 of 48 answerable), 6 declined and 2 wrong. No expectation was
// changed after it. The wrong ones: "gimme a $500 a month budget, i keep
// taking Ls 😭" (the bankroll, where a budget is asked set) and "my bj
// sessions from march pls" (the sessions of March at every game, "bj"
// unread).
//
// After its fix round (2026-11-25, branch fix-131, tuningPart131):
// 59/60, 0 wrong, 1 declined; no expectation was changed, and the part
// is barred. The general rules added: the casino floor's shorthand read
// as the one word a player means by it, "bj" blackjack and "dub"/"dubs"
// a win or wins ("vp" was read already); a chat's "bet" (ok) opening a
// question and closed off by a comma or stop is dropped; "gimme a"
// before a limit with its terms is "give me a", a new limit to set;
// "imo", "imho" and "hmu" are chat fillers, as "lmk" is, and "tho" is
// "though", a closing that asks nothing. Still declined: "finna hit the
// boat in bettendorf, does the Isle there have a hotel" ("the Isle"
// names no one casino alone, and "there" would have to lend it the town
// of the clause before). No expectation is believed wrong.
func heldOutHundredThirtyFirst(t testing.TB) []expectation {
	return []expectation{
		// The directory, in chat slang: by town ("AC", "vegas"), radius,
		// state, type, hotel (with and without), rewards and family, and
		// two off-topic asks with a place in them.
		{query: "yo any casinos in AC w/ a hotel 🏨", intent: FindCasinos, params: params{"near": "Atlantic City, NJ", "has_hotel": true}},
		{query: "lowkey tryna find casinos within 40 mi of tulsa", intent: FindCasinos, params: params{"near": "Tulsa, OK", "radius_km": 64.4}},
		{query: "tribal casinos in washington state pls", intent: FindCasinos, params: params{"state": "WA", "type": "tribal"}},
		{query: "casinos in mississippi w/ rewards programs?", intent: FindCasinos, params: params{"state": "MS", "has_rewards": true}},
		{query: "all the boyd gaming casinos in indiana 🎲", intent: FindCasinos, params: params{"state": "IN", "q": "Boyd Gaming"}},
		{query: "casinos near vegas that got rewards programs 🎰", intent: FindCasinos, params: params{"near": "Las Vegas, NV", "has_rewards": true}},
		{query: "casinos in deadwood w/o a hotel? already got an airbnb lol", intent: FindCasinos, params: params{"near": "Deadwood, SD", "has_hotel": false}},
		{query: "any casinos w/in 20 mi of cripple creek that got a hotel", intent: FindCasinos, params: params{"near": "Cripple Creek, CO", "radius_km": 32.2, "has_hotel": true}},
		{query: "gimme the commercial casinos in colorado", intent: FindCasinos, params: params{"state": "CO", "type": "commercial"}},
		{query: "best buffet in biloxi rn 🍤 fr", intent: Unknown, params: params{}},
		{query: "wya?? any good clubs near the strip tonight lol", intent: Unknown, params: params{}},

		// One casino's details ("the boat" named by the rest), and two
		// facts nothing keeps.
		{query: "finna hit the boat in bettendorf, does the Isle there have a hotel", intent: CasinoDetail, params: params{"slug": slugOf(t, "Isle Casino Hotel Bettendorf")}},
		{query: "how many slot machines does winnavegas have lol", intent: CasinoDetail, params: params{"slug": slugOf(t, "WinnaVegas Casino Resort")}},
		{query: "tell me abt scarlet pearl 👀", intent: CasinoDetail, params: params{"slug": slugOf(t, "Scarlet Pearl Casino Resort")}},
		{query: "lmao whats the dress code at borgata", intent: Unknown, params: params{}},
		{query: "which slots at hard rock AC are hittin rn 🔥", intent: Unknown, params: params{}},

		// Programs: the list, a ladder and two tiers' thresholds.
		{query: "what rewards programs r on ur list", intent: ListPrograms, params: params{}},
		{query: "hmu w/ the tier list for boyd rewards", intent: ProgramDetail, params: params{"id": programID(t, "Boyd Rewards")}},
		{query: "how many tier credits is pearl on mgm rewards fr", intent: TierRequirement, params: params{"id": programID(t, "MGM Rewards")}, tier: "Pearl"},
		{query: "what does diamond elite take at caesars rewards tbh", intent: TierRequirement, params: params{"id": programID(t, "Caesars Rewards")}, tier: "Diamond Elite"},

		// Game facts ("bj", "vp"), two asks in one, and the W-2G rule
		// for a win ("a dub").
		{query: "bet, whats the house edge on bj fr", intent: GameFacts, params: params{"game_type": "blackjack"}},
		{query: "vp is the best game imo, whats the house edge tho 🃏", intent: GameFacts, params: params{"game_type": "video_poker"}},
		{query: "whats the house edge on craps and set my budget to $100 a day", intent: Unknown, params: params{}},
		{query: "hit $1,500 on keno do i get a w2g 😭", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1500}},
		{query: "does a $1,250 dub on slots need a w2g", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 1250}},

		// Responsible-gaming help by state.
		{query: "idk who to call, gambling helpline in ohio??", intent: RGHelp, params: params{"topic": "helpline", "state": "OH"}},
		{query: "how do i self exclude in indiana smh", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "IN"}},

		// The player's limits: two budgets and a session cap proposed,
		// and the limits read.
		{query: "set my weekly budget to $200 pleeease 🙏", intent: SetBudget, params: params{"period": "week", "amount": 200}},
		{query: "cap my sessions at 45 mins fr", intent: SetSessionLimit, params: params{"max_minutes": 45}},
		{query: "gimme a $500 a month budget, i keep taking Ls 😭", intent: SetBudget, params: params{"period": "month", "amount": 500}},
		{query: "lemme see what limits i got set rn", intent: MyLimits, params: params{}},

		// Comps: predicted at one casino and over all, and estimated.
		{query: "what offer is Soaring Eagle gonna send me next 👀", intent: CompPredict, params: params{"casino_name": "Soaring Eagle"}},
		{query: "which of my casinos gonna send me the best offers", intent: CompPredictAll, params: params{}},
		{query: "if i play $10 bj for 4 hrs what comps do i get", intent: CompEstimate, params: params{"game_type": "blackjack", "avg_bet": 10, "hours": 4}},

		// Tiers: the next tier at one casino, the player's tiers ("all my
		// cards"), tier matches, and another person's tier.
		{query: "sooo how close am i to the next tier at Choctaw Durant", intent: TierProgress, params: params{"casino_name": "Choctaw Durant"}},
		{query: "what tier am i on all my cards rn", intent: MyTiers, params: params{}},
		{query: "can i status match anywhere w/ the tiers i got", intent: TierMatchSuggestions, params: params{}},
		{query: "if i status match my mgm gold to caesars rewards what tier do i get", intent: TierMatchPaths, params: params{"program": "MGM Rewards", "to_program": "Caesars Rewards"}, tier: "Gold"},
		{query: "what tier is my homie at on his mgm card", intent: Unknown, params: params{}},

		// Hosts at a casino, by language, and the player's own.
		{query: "lowkey need a host at Pechanga, anyone taking new players?", intent: FindHosts, params: params{}, filter: []string{"Pechanga", "Pechanga Resort Casino"}},
		{query: "need a host who speaks Spanish pls", intent: FindHosts, params: params{"language": "Spanish"}},
		{query: "who's my host again lol", intent: MyHosts, params: params{}},

		// The player's records: trips, sessions (one casino taken from
		// the story by "there"), visits, vouchers, offers and expiring
		// ones, W-2Gs and their total, the tax year and the bankroll.
		{query: "show my trips to Hard Rock Tulsa last year", intent: MyTrips, params: params{"casino_name": "Hard Rock Tulsa", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "my bj sessions from march pls", intent: MySessions, params: params{"game_type": "blackjack", "from": "2026-03-01", "to": "2026-03-31"}},
		{query: "took an L at Bally's Dover smh, show my sessions there", intent: MySessions, params: params{"casino_name": "Bally's Dover"}},
		{query: "show all my casino check ins lol", intent: MyVisits, params: params{}},
		{query: "any vouchers i still havent cashed 😭", intent: MyVouchers, params: params{"status": "open"}},
		{query: "what offers i got from Mohegan Sun", intent: MyOffers, params: params{"casino_name": "Mohegan Sun"}},
		{query: "any free play or comps expiring in the next 2 wks 👀", intent: ExpiringOffers, params: params{"within_days": 14}},
		{query: "lemme see my w2gs for 2024 thx", intent: MyW2Gs, params: params{"tax_year": 2024}},
		{query: "did i get any dubs big enough for a w2g this year", intent: MyW2Gs, params: params{"tax_year": 2026}},
		{query: "how much did my w2g dubs add up to last year", intent: W2GTotal, params: params{"tax_year": 2025}},
		{query: "whats my tax summary for 2025 ngl im scared", intent: TaxSummary, params: params{"tax_year": 2025}},
		{query: "yo hows the bankroll holdin up 💰", intent: Bankroll, params: params{}},

		// Unknown: another person's records, two asks in one, slang
		// nobody could answer without asking back, and writes /ask does
		// not run.
		{query: "how much did my homie lose at Foxwoods on his last trip 😭", intent: Unknown, params: params{}},
		{query: "show my trips and whats in my bankroll pls", intent: Unknown, params: params{}},
		{query: "whats good w/ my card at the boat", intent: Unknown, params: params{}},
		{query: "bet, run it back 🎲", intent: Unknown, params: params{}},
		{query: "log a $300 dub on bj at Borgata for me", intent: Unknown, params: params{}},
		{query: "add my $50 free play from Ocean Casino pls", intent: Unknown, params: params{}},
	}
}
