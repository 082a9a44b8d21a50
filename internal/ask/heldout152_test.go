package ask

import "testing"

// heldOutHundredFiftySecond is the hundred-and-fifty-second held-out
// part, written blind and committed BEFORE its first run: by someone
// who had read only the service spec and the action catalog (both
// whole), lines 89-160 of the README (the curl examples of the
// directory) and lines 436-494 (asking in plain English), the whole of
// the twenty-ninth held-out part and the first eighty lines of the
// twenty-eighth (its header), the block of intent constants of ask.go
// (printed by awk from "const (" to its ")"), the expectation type
// (lines 1-18 of heldout_test.go), the slugOf and programID functions
// of ask_test.go (printed alone by awk), the first and last twenty
// lines of heldOutParts in score_test.go, the branch's last commit
// subject (the hundred-and-forty-eighth part's first run, 33/60; it
// quotes no phrase) and a git status. Never the rules of this package,
// its tuning phrases or any other held-out part, and go test was not
// run. The shipped data was read only through short python3 scripts
// that printed the column names and row counts of casinos.csv,
// program_properties.csv and us_cities.csv and the length of
// rewards_programs.json; every program with its tiers, their amounts
// and units; the directory's towns named by at most one test file of
// this package, each with its state, its casinos, their type and
// has_hotel; which of those towns are also cities of us_cities.csv and
// in which states; the casinos whose names hold each fragment used here
// (Black Oak, Gun Lake, Tioga Downs, Apache Gold, Sky River, Island
// Resort, Live!, Jake, Osage, Diamond Jo, ...); the tribal nations and
// brands with two or more casinos in one state; the Oneida, Osage and
// Navajo Nation casinos; the counts of New York racinos, New Mexico
// tribal casinos and Minnesota casinos with a hotel; Indiana's rows of
// program_properties.csv; and the qualification of the three tiers
// named. grep -rilF over internal/ask (file names only, counted, never
// opened) told how many test files already name each town, casino,
// program, tier, language and family considered, and the marks "#",
// "@", "http", "(edited)" and the slot-machine emoji.
//
// Checked against data/ by a script: each casino named (Apache Sky
// Casino, Jake's 58, Island Resort Casino, Black Oak Casino, Live!
// Casino & Hotel, Table Mountain Casino, Red Water Casino, Cimarron
// Casino, Fire Rock Casino) is there once, spelled so; each shortened
// casino ("Black Oak", "Gun Lake", "Tioga Downs", "Apache Gold", "Sky
// River") is a fragment of one directory name only; each town is a
// directory town of one state only (Wayland MI, Perkins OK, Ethete WY,
// Church Rock NM, Nichols NY, Davis OK, Laveen AZ, Friant CA), and of
// them only Davis is also a city of us_cities.csv (in California), so
// it is typed with its state; the Navajo Nation has casinos in New
// Mexico; Legit is a tier of True Rewards, Premier of WinStar Club
// Passport and Diamond Elite of Caesars Rewards; Unity by Hard Rock and
// Wynn Rewards are programs. The eight towns are named by no earlier
// test file, and the casinos by at most seven; the programs with a
// ladder are few, and every one is named before (Unity by Hard Rock,
// True Rewards and WinStar were chosen as the least named that fit).
//
// Its wording is new: each of the sixty was checked with grep -rilF
// (file names only) over internal/ask as typed and without its closing
// mark, and, more strictly, by its words alone with the emoji, hashtag
// signs, mentions, links and chat debris taken off. None was found as
// typed; the bare words of nineteen first drafts were found (e.g. "my
// limits", "my redeemed vouchers", "which Indiana casinos have a
// rewards program?", "tribal casinos in New Mexico", "craps house
// edge", "gambling helpline for Ohio", "my blackjack sessions from
// March"), and those nineteen were reworded, and the rewordings checked
// the same way until none was found; two more were changed to name
// rarer programs (Legit in True Rewards, the Unity by Hard Rock
// ladder). Only fragments remain in the corpus ("house edge", "W-2G
// threshold", "casinos that have a hotel").
//
// Its theme is a CONTROL part in a new register: messages as they come
// from social apps and chat bots. Of the sixty, 41 carry emoji (around
// the words, between them, or standing for a word: "👉" for a pointing
// word, "❓" for a question mark), 8 a hashtag ("#Minnesota",
// "#NewMexico", "#craps", "#slots", "#Ohio", "#statusmatch", "#taxes",
// "#blackjack"), 10 an @mention (nine of the bot, "@tierline", eight at
// the start and one at the end, one of them before "show Dana's ..."
// which names a person; one of a person, "@marcus"), 3 a pasted link
// (one before the ask, two after), 2 a timestamp ("[9:17 PM]", "[8:05
// AM]"), 1 a username prefix ("kfarrell: "), 1 "(edited)", and 2 a
// reaction ("+1", "lol ok"); a few are plain words in chat style. 48
// expect an answer and 12 Unknown. The answers cover every area:
// searches by town (4, one of them with has_rewards), by radius in
// miles (2), and by state with a hotel, a type, rewards or a family
// (4); casino details (3), the program list, a ladder and two tiers'
// thresholds (4), game facts (2), the W-2G rule (2), help line and
// self-exclusion (2), a budget (2) and a session limit (1) proposed and
// the limits read (1), comp prediction at one casino and over all and
// an estimate (3), tier progress and the player's tiers (2), tier-match
// suggestions and a path (2), hosts at a casino, by language and the
// player's own (3), trips (1), sessions (2), visits (1), vouchers (1),
// offers (1) and expiring offers (1), the W-2G list and total (2), the
// tax summary (1) and the bankroll (1). The 12 Unknown, each checked
// against the catalog and the spec:
//   - another person's records (3): "@marcus wants to know his points
//     at Cimarron Casino" (the mention and "his" make them Marcus's),
//     "@tierline show Dana's trips to Tioga Downs" and "what's Priya's
//     bankroll at? @tierline": the catalog never reveals another
//     account's data, and no action reads it;
//   - off topic with a directory town (2): tacos in Laveen, rain in
//     Friant;
//   - facts nothing keeps (2): the parking fee at Live! Casino & Hotel
//     and when the buffet at Table Mountain Casino closes: no field of
//     the Casino resource and no action holds either;
//   - advice (2): splitting 8s against a dealer's ace ("#blackjack":
//     the game facts are an edge and a pace, not playing strategy) and
//     whether to cash out or keep playing (the risk profile gives
//     indicators from the records, not a decision);
//   - two asks in one (2): the bankroll and the offers; a daily budget
//     and a session limit (two changes);
//   - a write /ask does not run (1): "check me in at Red Water Casino"
//     is check_in, a write; only set_budget and set_session_limit are
//     proposed.
//
// No question lacks a field its intent needs, so none expects a missing
// field.
//
// It follows the twenty-ninth part's conventions (a casino named for a
// player action keeps the name as typed; a host filter by casino is the
// typed words and the directory's name when they name exactly one
// casino, with no parameter; a radius in miles is in kilometres to one
// decimal, 40 miles 64.4 and 25 miles 40.2; a year named for the
// player's records is that calendar year; a month named without a year
// is its latest one up to today, 2026-05-14, so March is March 2026; a
// town is "Town, ST"; "in <state>" is the state; a family's casinos in
// a state are the state with q the family's name as the directory
// spells it; a tier named with its program is not ambiguous; a casino's
// details answer whatever field is asked; a limit of money in a period
// is a budget; a ranking of the player's casinos by the offer they will
// send is the prediction over all casinos). Its own choices, where
// those are silent:
//   - Emoji add nothing: a message is read by its words, whether an
//     emoji decorates it ("🎰🎰", "🙏", "🤔"), repeats a word of it ("🏨"
//     after "have a hotel") or stands for a mark or pointer ("👉 my play
//     limits as they stand", "#craps what's the house edge ❓"). No
//     emoji is the only carrier of a parameter.
//   - A hashtag is read as its word, the sign dropped ("#Minnesota" is
//     Minnesota, "#Ohio" Ohio, "#craps" craps, "#slots" slots), and a
//     joined hashtag as its words ("#NewMexico" is New Mexico, so NM;
//     "#statusmatch" is status match, "#taxes" taxes, which repeat what
//     the rest asks and add nothing).
//   - An @mention of the bot, at the start or the end, adds nothing; a
//     person's mention followed by "wants to know his ..." makes the
//     records that person's, so Unknown; a possessive name ("Dana's",
//     "Priya's") does the same.
//   - A pasted link adds nothing: a t.co link, a casino site pasted
//     after its question (the directory keeps no site for Island Resort
//     Casino; the link is not read), and a rewards page whose program
//     the words already name.
//   - Chat debris adds nothing: a timestamp's numbers are no radius,
//     amount or hours; "kfarrell: " is a sender, not a casino or town;
//     "(edited)", "+1", "lol ok", "pls" are dropped.
//   - "Church Rock NM casinos", the state after the town with no comma,
//     is near "Church Rock, NM"; "casinos near Davis, Oklahoma that
//     have a rewards program" is near "Davis, OK" with has_rewards.
//   - "#NewMexico tribal casinos, all of them": "all of them" sets no
//     limit; "Navajo Nation casinos in New Mexico" is NM with q "Navajo
//     Nation", the tribal nation as the directory spells it.
//   - "Premier in WinStar Club Passport, how many points is that?" and
//     "what does Legit take in True Rewards" are those tiers'
//     thresholds (Legit, a slang word, is the tier because the program
//     is named).
//   - "#slots W-2G threshold?" is the W-2G rule for slots, with no
//     amount; "is a $1,350 keno win a W-2G?" the rule for keno with
//     amount_won 1350.
//   - "$40 a day max from now on" is a daily budget of 40 (a cap on
//     money in a period); "cap my sessions at 75 minutes" a session
//     limit of 75.
//   - "sessions I logged at Fire Rock Casino" reads the sessions there
//     (a past "logged" asks for the record, not log_session); "all my
//     casino check-ins so far" reads the visits, while "check me in at
//     Red Water Casino" asks the write check_in, so Unknown.
//   - "redeemed vouchers of mine" has the status "redeemed"; "how much
//     bankroll do I have left" is the bankroll; "the casino hosts I'm
//     hooked up with" the player's hosts; "sum of my W-2Gs in 2025" the
//     W-2G total of 2025.
//   - "can I status match Diamond Elite from Caesars Rewards to Wynn
//     Rewards?" is the tier-match path from Caesars Rewards' Diamond
//     Elite to Wynn Rewards (the tier and both programs are named);
//     "which programs would status match me from the tiers I hold now"
//     is the player's suggestions.
//   - "what will Gun Lake send me next" is comp_predict at "Gun Lake"
//     as typed; "how close am I to the next tier at Tioga Downs"
//     tier_progress at "Tioga Downs" as typed.
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at a7d35da, and no rule changed for it) scored 50 of 60
// correct (83.3%): precision 93.2% (41 of 44 answers right), recall
// 85.4% (41 of 48 answerable), 7 declined and 3 wrong. No expectation
// was changed after it. The wrong ones: "@tierline show Dana's trips to
// Tioga Downs" and "what's Priya's bankroll at? @tierline" (the asker's
// own records for a named person's) and "@tierline my bankroll + my
// offers pls" (the offers alone, two asks). The declined: a timestamp
// ("[9:17 PM]", "[8:05 AM]"), a username prefix ("kfarrell:"), a joined
// hashtag ("#NewMexico"), a pasted link, "(edited)" and an emoji ("📋")
// before the ask.
//
// After its fix round (2026-11-25, branch fix-152, tuningPart152):
// 60/60, 0 wrong, 0 declined; no expectation was changed, and the part
// is barred. The general rules added: a name in the possessive that no
// entity took and no rule or name knows, before a record's noun ("show
// Dana's trips", "Priya's bankroll"), makes the records another's, as
// "my wife's" does (namedOwnersRecords, ask.go); the debris a chat app
// leaves around the words is taken off before anything is read (a time
// stamp in brackets, a pasted link, "(edited)"), a plus standing
// between words reads "and", so two asks joined by it are two asks, and
// a hashtag joining words by their capitals ("#NewMexico") is read as
// those words (plainChat, text.go); a sender's handle and colon opening
// a chat line ("kfarrell: "), one lower-case word no rule or name
// knows, is dropped (dropSender, typos.go); and "you've got" is the
// directory's, as "have y'all got" is (directoryWords, names.go).
func heldOutHundredFiftySecond(t testing.TB) []expectation {
	return []expectation{
		// The directory: by town (with a timestamp, a sender's prefix,
		// "(edited)", "+1"), by radius, by state with a hotel, a type,
		// rewards and a family, with hashtags, mentions and a link.
		{query: "any casinos near Wayland, MI? 🎰🎰", intent: FindCasinos, params: params{"near": "Wayland, MI"}},
		{query: "[9:17 PM] casinos within 40 miles of Perkins", intent: FindCasinos, params: params{"near": "Perkins, OK", "radius_km": 64.4}},
		{query: "kfarrell: what casinos are there in Ethete?", intent: FindCasinos, params: params{"near": "Ethete, WY"}},
		{query: "#Minnesota casinos that have a hotel 🏨", intent: FindCasinos, params: params{"state": "MN", "has_hotel": true}},
		{query: "#NewMexico tribal casinos, all of them", intent: FindCasinos, params: params{"state": "NM", "type": "tribal"}},
		{query: "https://t.co/x7Qb2LmZ9a which casinos in Indiana come with a rewards program?", intent: FindCasinos, params: params{"state": "IN", "has_rewards": true}},
		{query: "Church Rock NM casinos (edited)", intent: FindCasinos, params: params{"near": "Church Rock, NM"}},
		{query: "@tierline casinos within 25 miles of Nichols, NY 🙏", intent: FindCasinos, params: params{"near": "Nichols, NY", "radius_km": 40.2}},
		{query: "+1 casinos near Davis, Oklahoma that have a rewards program", intent: FindCasinos, params: params{"near": "Davis, OK", "has_rewards": true}},
		{query: "Navajo Nation casinos in New Mexico 🏜️", intent: FindCasinos, params: params{"state": "NM", "q": "Navajo Nation"}},

		// One casino's details, with an emoji, a mention and a link.
		{query: "🔥 tell me about Apache Sky Casino", intent: CasinoDetail, params: params{"slug": slugOf(t, "Apache Sky Casino")}},
		{query: "@tierline how many slot machines does Jake's 58 have?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Jake's 58")}},
		{query: "when did Island Resort Casino open? https://www.islandresortandcasino.com/", intent: CasinoDetail, params: params{"slug": slugOf(t, "Island Resort Casino")}},

		// Programs: the list, a ladder, two tiers' thresholds.
		{query: "📋 every rewards program you've got", intent: ListPrograms, params: params{}},
		{query: "all the tiers in the Unity by Hard Rock ladder ⬆️", intent: ProgramDetail, params: params{"id": programID(t, "Unity by Hard Rock")}},
		{query: "what does Legit take in True Rewards 🤔", intent: TierRequirement, params: params{"id": programID(t, "True Rewards")}, tier: "Legit"},
		{query: "@tierline Premier in WinStar Club Passport, how many points is that?", intent: TierRequirement, params: params{"id": programID(t, "WinStar Club Passport")}, tier: "Premier"},

		// Game facts and the W-2G rule, hashtags for the game.
		{query: "#craps what's the house edge ❓", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "🃏 hands per hour on a baccarat table?", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "is a $1,350 keno win a W-2G? 🎉🎉", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1350}},
		{query: "#slots W-2G threshold?", intent: W2GRule, params: params{"game_type": "slots"}},

		// Responsible-gaming help by state.
		{query: "@tierline need the gambling helpline number for #Ohio 🙏", intent: RGHelp, params: params{"topic": "helpline", "state": "OH"}},
		{query: "😔 how can I self-exclude from casinos in Indiana", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "IN"}},

		// The player's limits: changes proposed, and the limits read.
		{query: "@tierline make my budget $250 for the week 👍", intent: SetBudget, params: params{"period": "week", "amount": 250}},
		{query: "$40 a day max from now on 🙏", intent: SetBudget, params: params{"period": "day", "amount": 40}},
		{query: "⏱️ cap my sessions at 75 minutes", intent: SetSessionLimit, params: params{"max_minutes": 75}},
		{query: "👉 my play limits as they stand", intent: MyLimits, params: params{}},

		// Comps: predicted at one casino and over all, and estimated.
		{query: "what will Gun Lake send me next 🤞", intent: CompPredict, params: params{"casino_name": "Gun Lake"}},
		{query: "which casino of mine is likely to send the best offer 🤑", intent: CompPredictAll, params: params{}},
		{query: "comps for 5 hrs of $10 craps 🎲", intent: CompEstimate, params: params{"game_type": "craps", "avg_bet": 10, "hours": 5}},

		// Tiers: the next tier at one casino, the player's tiers, tier
		// matches (a hashtag, a link after the ask).
		{query: "how close am I to the next tier at Tioga Downs 😅", intent: TierProgress, params: params{"casino_name": "Tioga Downs"}},
		{query: "my tiers across all casinos 👀", intent: MyTiers, params: params{}},
		{query: "#statusmatch which programs would status match me from the tiers I hold now 🤔", intent: TierMatchSuggestions, params: params{}},
		{query: "can I status match Diamond Elite from Caesars Rewards to Wynn Rewards? https://www.wynnlasvegas.com/wynn-rewards", intent: TierMatchPaths, params: params{"program": "Caesars Rewards", "to_program": "Wynn Rewards"}, tier: "Diamond Elite"},

		// Hosts at a casino, by language, and the player's own.
		{query: "any hosts at Black Oak taking new players? 🤝", intent: FindHosts, params: params{}, filter: []string{"Black Oak", "Black Oak Casino"}},
		{query: "@tierline I need a host who speaks Korean", intent: FindHosts, params: params{"language": "Korean"}},
		{query: "👉 the casino hosts I'm hooked up with", intent: MyHosts, params: params{}},

		// The player's records: trips, sessions, visits, vouchers,
		// offers, W-2Gs, the tax year and the bankroll.
		{query: "🧳 my trips to Apache Gold in 2025", intent: MyTrips, params: params{"casino_name": "Apache Gold", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "♠️ blackjack sessions of mine from March", intent: MySessions, params: params{"game_type": "blackjack", "from": "2026-03-01", "to": "2026-03-31"}},
		{query: "[8:05 AM] sessions I logged at Fire Rock Casino", intent: MySessions, params: params{"casino_name": "Fire Rock Casino"}},
		{query: "📍📍 all my casino check-ins so far", intent: MyVisits, params: params{}},
		{query: "redeemed vouchers of mine 🎟️", intent: MyVouchers, params: params{"status": "redeemed"}},
		{query: "👉 my offers from Sky River", intent: MyOffers, params: params{"casino_name": "Sky River"}},
		{query: "⏳ what offers of mine expire in the next 10 days?", intent: ExpiringOffers, params: params{"within_days": 10}},
		{query: "🧾 my W-2Gs from 2024 pls", intent: MyW2Gs, params: params{"tax_year": 2024}},
		{query: "💰 sum of my W-2Gs in 2025", intent: W2GTotal, params: params{"tax_year": 2025}},
		{query: "#taxes gambling tax summary for 2025 pls", intent: TaxSummary, params: params{"tax_year": 2025}},
		{query: "lol ok how much bankroll do I have left 💸", intent: Bankroll, params: params{}},

		// Another person's records, by a mention or a name.
		{query: "@marcus wants to know his points at Cimarron Casino", intent: Unknown, params: params{}},
		{query: "@tierline show Dana's trips to Tioga Downs", intent: Unknown, params: params{}},
		{query: "what's Priya's bankroll at? @tierline", intent: Unknown, params: params{}},

		// Off topic, each with a town of the directory.
		{query: "best tacos in Laveen? 🌮", intent: Unknown, params: params{}},
		{query: "is it gonna rain in Friant this weekend ☔", intent: Unknown, params: params{}},

		// Facts nothing keeps.
		{query: "what's the parking fee at Live! Casino & Hotel 🚗", intent: Unknown, params: params{}},
		{query: "what time does the buffet at Table Mountain Casino close tonight? 🍽️", intent: Unknown, params: params{}},

		// Advice.
		{query: "should I split 8s vs a dealer ace? #blackjack", intent: Unknown, params: params{}},
		{query: "should I cash out now or keep playing? 😬", intent: Unknown, params: params{}},

		// Two asks, or two changes, in one message.
		{query: "@tierline my bankroll + my offers pls", intent: Unknown, params: params{}},
		{query: "set a $60 daily budget and a 2 hr session limit 👍", intent: Unknown, params: params{}},

		// A write /ask does not run (check_in; only the budget and the
		// session limit are proposed).
		{query: "📍 check me in at Red Water Casino", intent: Unknown, params: params{}},
	}
}
