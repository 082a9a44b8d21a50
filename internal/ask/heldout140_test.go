package ask

import "testing"

// heldOutHundredFortieth is the hundred-and-fortieth held-out part,
// written blind and committed BEFORE its first run, by someone who read
// only: the service spec and the action catalog (both whole); lines
// 89-160 of the README (the curl examples of the directory) and lines
// 436-494 (asking in plain English); the whole of the twenty-ninth
// held-out part and the first 80 lines of the twenty-eighth (its
// header); the block of intent constants of ask.go (printed by awk from
// "const (" to its ")"); lines 1-18 of heldout_test.go (the expectation
// type); the slugOf and programID functions of ask_test.go (printed
// alone by awk); the first and last twenty lines of heldOutParts in
// score_test.go; and the subject of the branch's newest commit (it
// names functions of the rules, no phrase, and nothing of it is used
// here). Never the rules of this package, its tuning phrases or any
// other held-out part. The shipped data was read only through short
// python3 scripts that printed: the column names and row counts of
// casinos.csv, rewards_programs.json, program_properties.csv and
// us_cities.csv; every program's name, brand and tier names, and the
// qualifications of the ladders used here; the directory towns and the
// unique casino names no test file of this package names yet (each
// counted with grep -rilF, file names only); the casinos of the towns
// and the casinos matching the words used here (name, town, state,
// type, hotel); the states of program_properties.csv; and whether each
// town is also one of us_cities.csv's cities, in some other state.
//
// Checked against data/: every casino named for a directory answer
// exists once, spelled as the directory spells it (Running Creek
// Casino, Duck Creek Casino, Mole Lake Casino Lodge), and the words
// "Shoshone Rose" name exactly one casino (Shoshone Rose Casino,
// Lander, WY); each town is a directory town of that state and of no
// other state, nor a us_cities.csv city elsewhere (Tryon, Holdenville,
// Braman and Konawa, OK; Wabeno, WI; Clarkston, WA); Wyoming's casinos
// are tribal; Kansas has casinos in program_properties.csv; "Wildfire"
// begins the names of seven Station Casinos properties in Nevada; Unity
// by Hard Rock, True Rewards, Lucky Star Rewards (with Silver Star and
// Rising Star), Genting Rewards (with Tier 3 and Tier 4), MGM Rewards
// (with Platinum) and Caesars Rewards are shipped programs and tiers.
// The casinos named for player actions (Little Wind Casino, Red Water
// Casino, Batavia Downs, Kanza Casino) are kept as typed, and they are
// real. The towns, casinos and programs were chosen among those few or
// no test files name: Tryon, Holdenville, Braman, Konawa, Clarkston,
// Running Creek and Lancer Lanes are in none, Wabeno, Red Water and
// Golden Eagle in one, Duck Creek, Shoshone Rose, Kanza and Lucky 77 in
// two, Wildfire and Little Wind in three. Hmong, the host language, is
// named by six earlier files: the shipped data has no hosts.
//
// Its wording is new: each whole message was checked with grep -rilF
// against this package's files, as typed and without its closing mark
// (and closing quotation mark); none was found, so none was reworded.
//
// Its theme is LONGER MESSAGES, the twenty-fourth part of it: every
// message is two to four sentences holding one ask among context (a
// retirement party, a flat tyre, a new puppy, a bachelorette weekend, a
// job interview, a snowstorm, a hospital visit, a garage sale, a
// reunion, a divorce, a knee surgery, a move, a company retreat),
// reasons, feelings and sign-offs. The ask comes first in 12, last in
// 12 and in the middle in 36; 30 asks are indirect ("I was hoping you
// could ...", "would you happen to know ...", "I'd love to find out
// ...", "it would be great to see ...") and 30 direct; six are typed on
// a phone (lower case, loose punctuation, shorthand: "wk", "u", "pls",
// "tmrw", "pts", "lol") and five are relayed by an agent for its user.
// The context holds things that look like asks but are not: a question
// someone else asked the writer ("My therapist asked me ... whether I
// had any limits in place"), quoted signs and sayings ("void after 30
// days", "Biggest comps in Wyoming!", "Diamond at least", "yo eleven"),
// numbers that are no parameter (a magazine from 2019, a grandmother of
// 91, a 40th anniversary, two leashes, 3 days, the 20th, a win "over a
// thousand"), towns and casinos that are not the ones asked about
// (Atlantic City, Wichita, Henderson, Omaha, Concho, the Seminole Hard
// Rock, the Golden Nugget, Say When Casino before Kanza Casino) and
// tiers not asked about (Rising Star, Tier 3).
//
// 48 expect an answer, covering every area: searches by town, radius,
// type, hotel, rewards, family and state; three casinos' details; the
// program list, two ladders and two tiers' thresholds; two games' facts
// and two W-2G rules; a help line and self-exclusion; a monthly and a
// weekly budget and a session limit (proposed), and the limits read; a
// comp prediction at one casino and at all, and an estimate; tier
// progress, the player's tiers, tier-match suggestions and a path;
// hosts at a casino, by language and the player's own; trips (two),
// sessions, visits, vouchers, offers, expiring offers, W-2Gs, their
// total, the tax summary and the bankroll. Eleven of them point back to
// something only the context names: a town ("within 10 miles of there":
// Tryon), a state ("Which casinos there are tribal?": Wyoming), a
// casino ("that place": Mole Lake Casino Lodge), two programs ("that
// program": True Rewards; "Tier 4 there": Genting Rewards), a game
// ("that game": craps), a win ("a win like that": $2,400 on a slot
// machine), an amount ("make that my monthly gambling budget": $400), a
// month ("from that month": January) and two years ("that year": 2025
// for trips, 2024 for the tax summary).
//
// 12 expect Unknown: three hold two asks in one (the house edge of
// roulette and a daily budget; casinos near Beggs and the tier at Duck
// Creek Casino; the bankroll and the points to the next tier at Kanza),
// which /ask declines rather than answer by half; two ask for someone
// else's records (a husband's tier with Caesars Rewards, a friend's
// trips), which no action reveals; two ask facts nothing keeps (when a
// casino's buffet closes, a casino's dress code: no field of the
// directory or the service's tables says either); two ask advice (video
// poker or slots for a last $100, a room offer or the free play), which
// no action gives; and three ask writes /ask does not run (add_trip,
// redeem_voucher, check_in: actions.md lists them as writes, and /ask
// proposes only the budget and the session limit).
//
// It follows the twenty-ninth part's conventions (a radius in miles in
// kilometres to one decimal; a town without its state near "Town, ST"
// of the directory; "in <town>" near that town and "in <state>" the
// state; a family's casinos in a state the state with q the family's
// name as the directory spells it; a casino named for a player action
// kept as typed; a host filter by casino the typed words and the
// directory's name when the words name exactly one casino; a year for
// the player's records that calendar year; a month without a year its
// latest one up to today, 2026-05-14; a tier named with its program not
// ambiguous; a casino's details whatever field is asked for; another
// person's records and advice Unknown). Its own choices, where those
// are silent:
//   - an ask that points back ("there", "that place", "that program",
//     "that game", "a win like that", "that", "that month", "that
//     year") takes the thing the context names, as the README's
//     Laughlin example does; context not pointed back to lends nothing:
//     "Kanza Casino" is the offers' casino although "Say When Casino"
//     comes first, and the Golden Nugget of a bachelor party adds no
//     casino_name to the comp estimate;
//   - "Tier 4 there" after "Tier 3 in Genting Rewards" is Tier 4's
//     threshold in Genting Rewards;
//   - "If I take my MGM Rewards Platinum to Caesars Rewards, what tier
//     would I get?" is the path from MGM Rewards' Platinum to Caesars
//     Rewards, as the twenty-ninth part's "I" with a named tier;
//   - "limit my sessions to no more than 2 hours each" is a session
//     limit of 120 minutes; "make that my monthly gambling budget"
//     after "$400" is a monthly budget of 400;
//   - a slot machine is the game "slots"; "braman ok" is "Braman, OK";
//     "Clarkston, Washington" is "Clarkston, WA";
//   - "which casinos with a hotel are near Wabeno" is near "Wabeno, WI"
//     with has_hotel; "which of my vouchers have expired" is the status
//     "expired";
//   - a question the writer only reports ("My therapist asked me ...",
//     "The lady next to me at bingo says ...") is context, not an ask.
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at 70bb2d4, after this session's first rules (39426e1)
// and no rule changed for it) scored 55 of 60 correct (91.7%):
// precision 97.7% (43 of 44 answers right), recall 89.6% (43 of 48
// answerable), 4 declined and 1 wrong. No expectation was changed after
// it. The wrong one: "We used to go to Say When Casino, but lately it's
// mostly Kanza Casino. What offers do I have from Kanza Casino? ..."
// (the redeemed offers at Say When Casino). The declined: the hotel
// casinos near Wabeno, the casinos in Konawa, the Wildfire casinos in
// Nevada, and what Tier 4 takes "there" in Genting Rewards.
//
// After its fix round (2026-11-25, branch fix-140, tuningPart140):
// 60/60, 0 wrong, 0 declined; no expectation was changed, and the part
// is barred. The general rules added: a question that names its own
// casino keeps it over the story's other casino, whatever else the
// whole reading took from the story (casinoLent); a habitual "used to"
// after its subject is no status "used" of an offer or voucher
// (habitualUsed, extractStatus); "meanwhile" and "in the meantime" turn
// back to the ask as "anyway" does (chatter); "it would be great/nice
// to know/see ..." is a wish to know, as "it would be helpful to" is,
// save a "to see" of the asker's things or of a thing hoped for
// (helpfulToKnowAt); a clause of when opened by "the" ("Once the roads
// open, ...") parts from the ask after it (leadClause), and a sentence
// so opened still asks before its afterwords (leadClauseAsks); and a
// tier asked "there" after a story naming one program, by a ladder
// word or a tier of it, is that program's (resolveStory).
func heldOutHundredFortieth(t testing.TB) []expectation {
	return []expectation{
		// The directory: a town, a radius in miles (one pointing back to
		// the town the context names), type, hotel, rewards and family
		// searches, and a state the context names.
		{query: "We're driving down to Tryon on Saturday for my uncle's retirement party. Are there any casinos within 10 miles of there? He swears he's done with slot machines, but I doubt it.", intent: FindCasinos, params: params{"near": "Tryon, OK", "radius_km": 16.1}},
		{query: "I was hoping you could show me casinos within 20 miles of Holdenville. A flat tyre has me stuck at a garage there until Thursday, and the waiting room has one magazine from 2019.", intent: FindCasinos, params: params{"near": "Holdenville, OK", "radius_km": 32.2}},
		{query: "It's snowing sideways up here and the plows won't reach us until morning. Once the roads open, I'd love to find out which casinos with a hotel are near Wabeno. My wife says \"never again\" to driving home after midnight.", intent: FindCasinos, params: params{"near": "Wabeno, WI", "has_hotel": true}},
		{query: "any casinos near braman ok?? visiting grandma next wk, shes 91 and still beats me at rummy lol", intent: FindCasinos, params: params{"near": "Braman, OK"}},
		{query: "Our new puppy has chewed through two leashes this week. Meanwhile, what casinos are in Konawa? My neighbour offered to dog-sit on Sunday.", intent: FindCasinos, params: params{"near": "Konawa, OK"}},
		{query: "I'm relaying for my user, who will be in the area for a job interview next Tuesday. They would like a list of the commercial casinos near Clarkston, Washington.", intent: FindCasinos, params: params{"near": "Clarkston, WA", "type": "commercial"}},
		{query: "We're moving to Wyoming in August for my husband's new job. Which casinos there are tribal? I'll miss the Atlantic City boardwalk, though.", intent: FindCasinos, params: params{"state": "WY", "type": "tribal"}},
		{query: "My brother-in-law keeps bragging about his comps in Vegas. Would you happen to know which casinos in Kansas have a rewards program? We live outside Wichita and never go anywhere.", intent: FindCasinos, params: params{"state": "KS", "has_rewards": true}},
		{query: "The bachelorette weekend is in Henderson and the bride wants somewhere low-key. It would be great to see the Wildfire casinos in Nevada. There will be eight of us and one minivan.", intent: FindCasinos, params: params{"state": "NV", "q": "Wildfire"}},

		// One casino's details (one named by the context and pointed back
		// to).
		{query: "Does Running Creek Casino have a hotel? We're heading up to the lake for my parents' 40th anniversary and nobody wants to drive back in the dark.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Running Creek Casino")}},
		{query: "My buddy works the cage at Duck Creek Casino and never tells me anything. I'd love to find out how many slot machines they have over there. He says \"enough\" every time I ask him.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Duck Creek Casino")}},
		{query: "We spent two nights snowed in at Mole Lake Casino Lodge during the February storm. When did that place first open? The lobby fireplace looked ancient.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Mole Lake Casino Lodge")}},

		// Programs: the list, two ladders (one program named by the
		// context), two tiers' thresholds (one program named by the
		// context).
		{query: "My coworker's farewell lunch turned into a debate about loyalty cards. I'd love to find out which rewards programs you have on file.", intent: ListPrograms, params: params{}},
		{query: "My nephew starts at the Seminole Hard Rock in Tampa next month and won't stop talking about it. I was hoping you could tell me what tiers Unity by Hard Rock has. He'll be impressed if I know.", intent: ProgramDetail, params: params{"id": programID(t, "Unity by Hard Rock")}},
		{query: "My late grandfather carried his True Rewards card everywhere, even to the hospital. I was hoping you could tell me what tiers that program has. It would mean a lot to understand what he was so proud of.", intent: ProgramDetail, params: params{"id": programID(t, "True Rewards")}},
		{query: "Relaying for my user, who is planning a girls' trip to Concho. What does Silver Star require in Lucky Star Rewards? The user already holds Rising Star.", intent: TierRequirement, params: params{"id": programID(t, "Lucky Star Rewards")}, tier: "Silver Star"},
		{query: "I finally made Tier 3 in Genting Rewards after the New Year's trip. Would you happen to know what it takes to reach Tier 4 there?", intent: TierRequirement, params: params{"id": programID(t, "Genting Rewards")}, tier: "Tier 4"},

		// Game facts (one game named by the context) and the W-2G rule
		// (one win told by the context).
		{query: "I'd love to find out how many hands an hour a baccarat table deals. My father-in-law plays it at every family reunion and I want to keep up. He calls it \"the James Bond game.\"", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "We learned craps at a bachelorette party in Biloxi last fall and loved it. What's the house edge on that game? The dealer kept yelling \"yo eleven\" and none of us knew why.", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "The lady next to me at bingo says every win over a thousand needs paperwork. Would a $1,600 keno ticket trigger a W-2G? I don't believe her.", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1600}},
		{query: "At my sister's retirement getaway I hit $2,400 on a slot machine. Would a win like that need a W-2G? I'm still buzzing.", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 2400}},

		// Responsible-gaming help by state.
		{query: "My cousin just got out of the hospital and admitted his gambling got out of hand this winter. It would be great to see a gambling helpline for Nebraska. He lives near Omaha and won't call anyone far away.", intent: RGHelp, params: params{"topic": "helpline", "state": "NE"}},
		{query: "After the garage sale I found a box of old casino chips and it brought everything back. How do I self-exclude from casinos in Iowa? I don't want to end up where I was in 2019.", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "IA"}},

		// The player's limits: a budget and a session limit proposed (one
		// amount told by the context), and the limits read.
		{query: "The garage sale brought in $400 this weekend. Please make that my monthly gambling budget. Everything else goes to the roof fund.", intent: SetBudget, params: params{"period": "month", "amount": 400}},
		{query: "can u set a weekly budget of $150 for me. new puppy = vet bills, no more casino splurges", intent: SetBudget, params: params{"period": "week", "amount": 150}},
		{query: "My doctor says I sit too long since the knee surgery. Could you limit my sessions to no more than 2 hours each?", intent: SetSessionLimit, params: params{"max_minutes": 120}},
		{query: "My therapist asked me last week whether I had any limits in place, and I froze. I'd love to find out which limits are on my account right now. I'll tell her on Tuesday.", intent: MyLimits, params: params{}},

		// Comps: predicted at one casino and at all of them, and
		// estimated.
		{query: "Would you happen to know what offer Little Wind Casino is likely to send me next? My retirement party is in June, and the billboard on the highway says \"Biggest comps in Wyoming!\"", intent: CompPredict, params: params{"casino_name": "Little Wind Casino"}},
		{query: "I am an assistant acting for my user, who is planning a birthday weekend. The user wants to know which of their casinos is likely to send the best offers. They are flexible on dates.", intent: CompPredictAll, params: params{}},
		{query: "My buddy's bachelor party is at the Golden Nugget next month and I'll be at the tables all night. How much would $15 blackjack for 5 hours earn me in comps?", intent: CompEstimate, params: params{"game_type": "blackjack", "avg_bet": 15, "hours": 5}},

		// Tiers: the next tier at one casino, the player's tiers,
		// tier-match suggestions and a path.
		{query: "How close am I to the next tier at Red Water Casino? The new job starts Monday and I want one last trip before then.", intent: TierProgress, params: params{"casino_name": "Red Water Casino"}},
		{query: "Since the divorce I've lost track of my cards. I was hoping you could list what tier I hold at each casino. My ex kept all the paperwork.", intent: MyTiers, params: params{}},
		{query: "The user I'm assisting just got promoted and will travel more for work. They would like to know, given the tiers they currently hold, which programs would status match them.", intent: TierMatchSuggestions, params: params{}},
		{query: "Our company retreat moved from Vegas to Atlantic City. If I take my MGM Rewards Platinum to Caesars Rewards, what tier would I get? My boss swears it's \"Diamond at least.\"", intent: TierMatchPaths, params: params{"program": "MGM Rewards", "to_program": "Caesars Rewards"}, tier: "Platinum"},

		// Hosts at a casino, by language, and the player's own.
		{query: "My mom's 70th birthday is in June and I'd like it to feel special. Would you happen to know if there are hosts at Shoshone Rose taking new players? She'd be thrilled.", intent: FindHosts, params: params{}, filter: []string{"Shoshone Rose", "Shoshone Rose Casino"}},
		{query: "My grandmother is visiting for the holidays and her English is limited. Find me a casino host who speaks Hmong, please. She'd feel more at home.", intent: FindHosts, params: params{"language": "Hmong"}},
		{query: "ugh flat tire on the way home from the casino, waiting on AAA. who are my hosts again", intent: MyHosts, params: params{}},

		// The player's records: trips (one year named by the context),
		// sessions (the month named by the context), visits, vouchers,
		// offers (at the casino asked about, not the one before it) and
		// expiring offers, W-2Gs and their total, the tax summary (the
		// year named by the context) and the bankroll.
		{query: "We had a great time at the reunion. I'd love to see my trips to Batavia Downs in 2024. My sister wants to compare notes.", intent: MyTrips, params: params{"casino_name": "Batavia Downs", "from": "2024-01-01", "to": "2024-12-31"}},
		{query: "We brought the puppy home in 2025, so travel slowed down a lot. I'd love to see the trips I logged that year.", intent: MyTrips, params: params{"from": "2025-01-01", "to": "2025-12-31"}},
		{query: "My hospital stay was in January, so I barely played. Could you pull up my roulette sessions from that month? I think there were only two.", intent: MySessions, params: params{"game_type": "roulette", "from": "2026-01-01", "to": "2026-01-31"}},
		{query: "show all the casino visits ive checked in. wife thinks its too many lol, job interview tmrw so cant go anyway", intent: MyVisits, params: params{}},
		{query: "I found a stack of old tickets while cleaning the garage. Would you happen to know which of my vouchers have expired? Some of them say \"void after 30 days.\"", intent: MyVouchers, params: params{"status": "expired"}},
		{query: "We used to go to Say When Casino, but lately it's mostly Kanza Casino. What offers do I have from Kanza Casino? My husband wants a free buffet for his birthday.", intent: MyOffers, params: params{"casino_name": "Kanza Casino"}},
		{query: "Work has been crazy with the move. I was hoping you could show me which of my offers expire in the next 14 days.", intent: ExpiringOffers, params: params{"within_days": 14}},
		{query: "Forwarding a request from my user, who is preparing for an appointment with an accountant. Please show the user's W-2Gs from 2023. The appointment is on the 20th.", intent: MyW2Gs, params: params{"tax_year": 2023}},
		{query: "I'd love to find out how much I won on W-2Gs in 2025 altogether. My accountant retired, and the new one wants totals by Friday.", intent: W2GTotal, params: params{"tax_year": 2025}},
		{query: "My old accountant did my 2024 taxes before she retired. What did my gambling tax summary look like for that year?", intent: TaxSummary, params: params{"tax_year": 2024}},
		{query: "just got back from the snowstorm trip, 3 days stuck at the hotel. whats left in my bankroll? pls dont judge", intent: Bankroll, params: params{}},

		// Unknown: two asks in one message.
		{query: "What's the house edge on roulette, and can you set my daily budget to $60? We're celebrating my retirement tonight.", intent: Unknown, params: params{}},
		{query: "The snowstorm cancelled our flight home. I was hoping you could show me casinos near Beggs and also tell me my tier at Duck Creek Casino. We'll be stuck here at least two days.", intent: Unknown, params: params{}},
		{query: "job interview went great!! whats my bankroll and how many pts do i need for the next tier at kanza", intent: Unknown, params: params{}},

		// Unknown: someone else's records.
		{query: "My husband is in the hospital and can't check his phone. I was hoping you could tell me what tier he's at with Caesars Rewards. He'll want to know when he wakes up.", intent: Unknown, params: params{}},
		{query: "My best friend is holding a garage sale to cover her casino losses. Can you show me her trips from last year? She says she only went twice.", intent: Unknown, params: params{}},

		// Unknown: facts nothing keeps.
		{query: "Would you happen to know what time the buffet closes at Golden Eagle Casino in Horton? We're driving up after my daughter's recital and might be late.", intent: Unknown, params: params{}},
		{query: "I packed nothing but my interview suit. Is there a dress code at Lancer Lanes Restaurant and Casino? I'd hate to be turned away at the door.", intent: Unknown, params: params{}},

		// Unknown: advice.
		{query: "We just put a deposit on a new puppy and money is tight. I'd love to find out whether I should play video poker or slots to stretch my last $100. Honestly, I'm torn.", intent: Unknown, params: params{}},
		{query: "My retirement party is next week and the guys want to hit the casino after. Should I take the room offer or the free play? I can only use one.", intent: Unknown, params: params{}},

		// Unknown: writes /ask does not run (only the budget and the
		// session limit are proposed).
		{query: "Add a trip to Kanza Casino from May 1 to May 3 to my log. It was my nephew's graduation weekend and I nearly forgot.", intent: Unknown, params: params{}},
		{query: "The cashier was closed when I left last night. I was hoping you could mark my $85 voucher as redeemed. I cashed it this morning at the kiosk.", intent: Unknown, params: params{}},
		{query: "We stopped at Lucky 77 Casino on the way to the hospital to see my aunt. It would be great if you could check me in there for today.", intent: Unknown, params: params{}},
	}
}
