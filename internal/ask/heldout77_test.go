package ask

import "testing"

// heldOutSeventySeventh is a seventy-seventh held-out part, written blind
// and committed BEFORE its first run: by someone who had read only the
// action catalog and the service spec (../shared/spec/actions.md and
// service-spec.md, both whole; a wc -l printed their lengths first), the
// README's lines 89-155 (curl examples of the directory, paging, the
// snapshot) and 428-480 (the section on /ask), the shipped data through
// short scripts of its own (casinos.csv with town, state, type, nation,
// hotel, brand and program; rewards_programs.json with every program's
// tiers and thresholds; program_properties.csv; a listing of data/ and the
// header lines of those files were printed too), the whole of the
// twenty-ninth held-out part and the first 80 lines of the twenty-eighth,
// lines 10-70 of ask.go (the block of intent constants, which also showed
// the import block above it and the first lines of the Intent type below
// it), the expectation type (lines 1-18 of heldout_test.go), the slugOf
// and programID helpers (lines 73-95 of ask_test.go, which also showed the
// doc comment of the phrasing type), the heldOutParts function of
// score_test.go (a grep for its name also printed two lines of the test
// that calls it), and of the git log only the newest subject line (it
// records the first runs of the seventy-fourth and seventy-fifth parts);
// never the rules of this package, the tuning phrases or the other
// held-out parts. Every casino, program, tier, town, state and nation used
// was checked against data/ with a short script (Kinder and Winnemucca are
// directory towns; Mystic Lake, Tulalip Resort Casino, Beau Rivage,
// Pechanga, Soaring Eagle, Choctaw Durant, Harrah's Cherokee, Grand
// Sierra, Mohegan Sun, Borgata, Orleans, Ameristar, Sandia, Parx, Golden
// Nugget, Seneca Niagara, Hard Rock Tampa, Pala, Kansas Star, Jackpot
// Junction and the Venetian are directory casinos; the Seminole casinos of
// Florida are the Seminole Tribe of Florida's; Pearl and Gold of MGM
// Rewards, Tier 3 of Genting Rewards, Premier of WinStar Club Passport,
// Onyx of Boyd Rewards and Diamond of Caesars Rewards are rungs of their
// ladders). Towns were preferred, where the data allowed, that few earlier
// test files name (a case-insensitive fixed-string grep printing only the
// number of matching files: Kinder 1, Winnemucca 2). The host language,
// Vietnamese, cannot be checked: the shipped data has no hosts.
//
// Its wording is new: every whole message, every sentence of it (with
// and without its closing mark) and every comma-separated clause of four
// words or more was checked with a case-insensitive fixed-string grep
// (file names only, never read) against every test file of this package.
// Twenty-one were found there and replaced: "Across all the casinos I
// play", "Are any hosts there taking new players?", "Fingers crossed.",
// "How far am I from the next tier there?", "How many hotel rooms does
// Mystic Lake have?", "How many tier credits does Gold take in MGM
// Rewards?", "Set my monthly budget to $600.", "Thanks in advance.", "What
// did my W-2Gs add up to in 2024?", "What tiers does Boyd Rewards have?",
// "Which casinos in Indiana have a rewards program?", "Which hosts am I
// connected with now?", "Which of my offers expire in the next 10 days?",
// "Which rewards programs do you have on file?", "keno house edge??", "pls
// cap my sessions at 45 min.", "would I get a W-2G?", and three of the
// first replacements, found again ("Appreciate it.", "What are the levels
// in Boyd Rewards", "Which of my offers lapse within the next 10 days?"),
// then one more ("How is the Boyd Rewards ladder laid out"). None of the
// sixty, nor any sentence or clause of them, is there now.
//
// Its theme is LONGER MESSAGES, eighth part: each message is two to four
// sentences holding exactly one ask among context (a trip, a win, a loss,
// a partner's opinion, a plan, a worry), reasons, feelings and sign-offs.
// The ask comes first in 7 of them, last in 6 and in the middle in the
// rest. Thirteen point back to a casino, town, state, game, amount, tier,
// year or month named only in the context ("within 40 miles of there",
// "in that state", "that place", "that casino", "that game", "that
// amount", "they", "the next tier there", "a host there", "trips there
// that year", "from that month", Onyx with its program in the context).
// Six are typed on a phone with loose punctuation and no capitals (five
// answerable, one Unknown); five are written by an agent for its user
// (four answerable, one Unknown). 48 of 60 are answerable and 12 expect
// Unknown. Areas: directory searches 7 (radius of a town, hotel in a town,
// type in a state three times, a family in a state, rewards in a state),
// casino details 3, programs 5 (the list, a ladder, three tiers'
// thresholds), game facts 3, the W-2G rule 3, responsible-gaming help 2,
// limits 4 (three changes proposed, the limits read), comps 3 (one casino,
// all, an estimate), tiers 4 (progress, the player's tiers, tier-match
// suggestions and a path), hosts 3 (language, at a casino, the player's
// own), the player's records 11 (trips, sessions twice, visits, vouchers,
// offers, expiring offers, W-2Gs, the W-2G total, the tax summary, the
// bankroll). Unknown: two asks in one 2, someone else's records 2, things
// nothing keeps 2, advice 2, writes /ask does not run 4. No question lacks
// a field its intent needs, so none expects a missing field.
//
// It follows the twenty-ninth part's conventions (a casino named for a
// player action keeps the name as typed; a host filter by casino is the
// typed words and the directory's name when the words name exactly one
// casino, with no parameter; a radius in miles is in kilometres to one
// decimal; a year named for the player's records is that calendar year; a
// month named without a year is its latest one up to today, 2026-05-14; a
// town typed without its state is near the directory's town with its
// state; "in <town>" is near that town and "in <state>" is the state; a
// family's casinos in a state are the state with q the family's name as
// the directory spells it; a tier named with its program is not
// ambiguous; a casino's details answer what the directory keeps about it,
// whichever field is asked for; a limit of money in a period is a budget)
// and the README's rule that the context around the ask lends it nothing
// unless the ask points back to it. Its own choices, where those are
// silent:
//   - An ask that points back ("there", "that state", "that place", "that
//     casino", "that game", "that amount", "that year", "that month",
//     "they") takes the value the context names, exactly as if the ask had
//     named it: "Are there any casinos within 40 miles of there?" after
//     "near Kinder, Louisiana" is near "Kinder, LA" within 64.4 km; "the
//     tribal casinos in that state" after Minnesota is MN, tribal; "What
//     year did that place open?" after the Tulalip Resort Casino, and "the
//     directory's details on that casino" after the Beau Rivage, are those
//     casinos' details; "the house edge on that game" after baccarat is
//     baccarat's game facts; "Is that amount reportable?" after "a $1,450
//     jackpot on a slot machine" is the W-2G rule for slots with
//     amount_won 1450; "the helpline number for that state" after Arizona
//     is the helpline in AZ.
//   - A casino pointed back to for a player action keeps the name as the
//     context typed it: "What offer are they likely to mail me next?"
//     after Soaring Eagle is comp_predict at "Soaring Eagle"; "the next
//     tier there" after Choctaw Durant is tier_progress at "Choctaw
//     Durant"; "my trips there that year" after "Harrah's Cherokee ... in
//     2025" is the trips at "Harrah's Cherokee" in 2025 (both the casino
//     and the year pointed back to). A host filter pointed back to is the
//     context's words and the directory's name: "a host there" after
//     Pechanga filters to "Pechanga" and Pechanga Resort Casino.
//   - "my craps sessions from that month" after "back in March" is the
//     craps sessions of March 2026 (the month pointed back to, its latest
//     one up to today).
//   - Context that the ask does not point back to adds nothing: "this
//     spring" before "my sessions at Grand Sierra" adds no dates; "since
//     January" adds none to the prediction at Soaring Eagle; "Saturday
//     night" adds nothing to the comp estimate; Sandia, Tunica, Atlantic
//     City, Ameristar, Reno, Borgata, the Orleans, Parx and Foxwoods, named
//     only in the context, are in no parameter.
//   - "If I took Onyx over to Caesars Rewards, what tier would they give
//     me?" after "My Boyd Onyx status" is the tier-match path from Boyd
//     Rewards' Onyx to Caesars Rewards (Onyx is a rung of Boyd Rewards
//     only, and the context names Boyd too).
//   - "I made Diamond with Caesars this year. Which other programs would
//     match my status?" is the tier-match suggestions, not a path: no
//     target program is named, and "my status" is the player's own tiers,
//     which the suggestions read. This is the convention most open to
//     dispute here.
//   - Messages written by an agent for its user ("I'm booking travel for
//     my user", "Acting for my user here", "My user has asked me", "I'm an
//     AI assistant helping my user") are read as the user's own; "their
//     W-2G forms for 2025" are the user's W-2Gs of 2025, not someone
//     else's records. An agent asking for a write /ask does not run (to
//     follow a player) is Unknown like the user's own.
//   - Phone typing: "in nm" is the state NM; "whats the edge on keno" is
//     keno's game facts; "genting rewards tier 3" is the tier "Tier 3" of
//     Genting Rewards; "pls make 45 min the max for my sessions" is a
//     session limit of 45 minutes; "my gambling tax summary for 2025, wins
//     losses all of it" is the tax summary of 2025.
//   - "How many rooms does the Mystic Lake hotel have?" is the details of
//     Mystic Lake Casino Hotel (the one casino "Mystic Lake" names);
//     "What loyalty programs does your directory cover?" lists the
//     programs; "Can you walk me through the Boyd Rewards tiers from bottom
//     to top?" is Boyd Rewards' details (its ladder); "What does MGM
//     Rewards ask for Gold, in tier credits?" is Gold's threshold.
//   - "How many rolls an hour does a craps table usually see?" is craps'
//     game facts (its pace); "Would a $3,000 win at craps get me a
//     W-2G?" is the rule for craps with amount_won 3000 and no wager;
//     "If I cash for $6,000, is a W-2G coming my way?" after a poker
//     tournament in the same sentence is the rule for poker with 6000.
//   - "How do I self-exclude from casinos in Indiana?" is self-exclusion
//     in IN.
//   - "Put my budget at $600 a month." is a monthly budget of 600; "From
//     now on, keep me to $150 a week." a weekly budget of 150; "What limits
//     have I put in place?" reads the limits.
//   - "Going by every casino I've played, what offers am I likely to be
//     sent next?" is the prediction for all casinos; "What would four
//     hours of $15 blackjack be worth in comps?" is the estimate for
//     blackjack, avg_bet 15, hours 4 (a number written as a word).
//   - "Where does my tier status stand at each casino now?" is the
//     player's tiers; "Which hosts do I still have a connection with?" the
//     player's hosts; "How many casino visits have I checked into so far?"
//     the player's visits (no dates: "so far" bounds nothing);
//     "Which of my vouchers can I still cash in?" the vouchers with status
//     "open"; "What offers do I have from Mohegan Sun?" the offers at
//     "Mohegan Sun" as typed (it names two directory casinos, which a
//     player action's name does not need to resolve); "Which of my offers
//     are due to lapse inside 10 days?" the expiring offers within 10
//     days; "What's the combined amount on my 2024 W-2Gs?" the W-2G total
//     of 2024; "What's my bankroll balance at the moment?" the bankroll.
//   - Unknown, two asks in one: the casinos near Lake Charles with my tier
//     at Golden Nugget, and a weekly budget with a session limit (two
//     changes).
//   - Unknown, someone else's records: a husband's bankroll, a buddy's
//     trips to Seneca Niagara.
//   - Unknown, things nothing keeps: which roulette number came up most at
//     a table at the Hard Rock in Tampa, and when the poker room at Pala
//     opens (the directory keeps no room hours).
//   - Unknown, advice: whether to keep playing to win back a loss (the
//     question asks for advice, not for help lines or limits), and
//     whether Atlantic City or Vegas is better for a first-timer.
//   - Unknown, writes /ask does not run (it proposes only budgets and
//     session limits): logging a trip to Kansas Star Casino (add_trip),
//     putting $250 into the bankroll (bankroll_add), saving a mailed offer
//     from the Venetian (add_offer), and an agent asking to follow a
//     player by handle (follow_player).
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at 1e523f8, with the seventy-sixth to seventy-eighth
// parts added together after every round before them, and no rule
// changed for them) scored 47 of 60 correct
// (78.3%): precision 89.7% (35 of 39 answers right), recall 72.9% (35 of
// 48 answerable), 9 declined and 4 wrong. No expectation was changed
// after it. The wrong ones: a buddy "got matched at MGM" in an afterword
// made the suggestions asked a path into MGM Rewards; "we went to
// Harrah's Cherokee four times in 2025 ... list my trips there that
// year" dropped the year; "Found a pile of tickets ... Which of my
// vouchers can I still cash in?" listed every voucher, not the open ones;
// "due to lapse inside 10 days" lost its window.
//
// After its fix round it scored 60 of 60, with nothing declined and
// nothing wrong: a voucher that "can still" be cashed, redeemed or used
// is open; "inside" a number of days is a window as "within" is; "that
// year" points back to a whole year the story names (and declines when
// the story names only a month of it); someone close named as "a buddy
// of mine" or "one of my cousins" tells a story after the question that
// changes nothing asked; "Honestly," or "Frankly," opening a question
// says nothing of it; a W-2G "coming my way" is the form the asker gets,
// and a win asked with no game is at the game the story says the asker
// plays (never another person's); what a program "asks for" or
// "demands" for a rung is its threshold; a bare tier the story holds,
// taken "over to" another program in any words, is the match path from
// it; "make 45 min the max" is a change asked, so someone close after it
// does not make it theirs; an agent naming itself first ("I'm an AI
// assistant helping my user") still relays its user; what a story wants
// that the search puts already (points for a rewards program, a room
// for a hotel, the family it names) is no condition dropped; and "that
// state" is the state the story names, or the state of its one town.
// Nothing still fails; no expectation looked wrong.
func heldOutSeventySeventh(t testing.TB) []expectation {
	return []expectation{
		// The directory: a town's casinos (one within a radius of a town
		// named only in the context), a family's casinos in a state, a
		// state with a type or a rewards program.
		{query: "We're renting a cabin near Kinder, Louisiana over Memorial Day. Are there any casinos within 40 miles of there? My wife wants one night out.", intent: FindCasinos, params: params{"near": "Kinder, LA", "radius_km": 64.4}},
		{query: "Which casinos in Winnemucca have a hotel? We drive through every spring on the way to Boise and always stop for the night.", intent: FindCasinos, params: params{"near": "Winnemucca, NV", "has_hotel": true}},
		{query: "I'm booking travel for my user, who will be in Minnesota for a wedding in June. Could you list the tribal casinos in that state? They'd prefer somewhere quiet.", intent: FindCasinos, params: params{"state": "MN", "type": "tribal"}},
		{query: "ok so were doing a road trip thru new mexico in july lol. any racinos in nm?? my dad loves the horses", intent: FindCasinos, params: params{"state": "NM", "type": "racino"}},
		{query: "My brother-in-law only plays at the Seminole places. Show me the Seminole casinos in Florida. He's buying dinner, so I'm going along.", intent: FindCasinos, params: params{"state": "FL", "q": "Seminole"}},
		{query: "Last trip I lost a bundle and earned nothing for it. This time I want points. Which Indiana casinos come with a rewards program?", intent: FindCasinos, params: params{"state": "IN", "has_rewards": true}},
		{query: "Just won $400 in the office football pool and I'm feeling lucky. Where are the commercial casinos in Colorado?", intent: FindCasinos, params: params{"state": "CO", "type": "commercial"}},

		// One casino's details (one of them named only in the context).
		{query: "We had dinner at Mystic Lake last fall and loved it. How many rooms does the Mystic Lake hotel have? We're thinking of staying over this time.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Mystic Lake Casino Hotel")}},
		{query: "My dad played blackjack at the Tulalip Resort Casino for his 70th birthday. What year did that place open? He swears he was there opening week.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Tulalip Resort Casino")}},
		{query: "Acting for my user here: they're choosing between hotels in Biloxi and have asked about the Beau Rivage. Please pull up the directory's details on that casino.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Beau Rivage Resort & Casino")}},

		// Programs: the list, a ladder, and one tier's threshold.
		{query: "My husband thinks Caesars is the only program worth joining and I'm not convinced. What loyalty programs does your directory cover? I'd like to look around.", intent: ListPrograms, params: params{}},
		{query: "I signed up for Boyd Rewards at the Orleans last week. Can you walk me through the Boyd Rewards tiers from bottom to top? I want to know what I'm working toward.", intent: ProgramDetail, params: params{"id": programID(t, "Boyd Rewards")}},
		{query: "Ended 2025 at Pearl with MGM. What does MGM Rewards ask for Gold, in tier credits? Trying to decide if it's worth the push.", intent: TierRequirement, params: params{"id": programID(t, "MGM Rewards")}, tier: "Gold"},
		{query: "genting rewards tier 3 what does it take?? asking bc my friend is already tier 2", intent: TierRequirement, params: params{"id": programID(t, "Genting Rewards")}, tier: "Tier 3"},
		{query: "We're driving down to WinStar for my birthday in August. What do I need to reach Premier in WinStar Club Passport? Would love the perks for once.", intent: TierRequirement, params: params{"id": programID(t, "WinStar Club Passport")}, tier: "Premier"},

		// Game facts (one game named only in the context) and the W-2G rule
		// (one win told in the context and asked about after it).
		{query: "My girlfriend taught me craps on our last trip and now I'm hooked. How many rolls an hour does a craps table usually see? Trying to budget my time.", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "I lost about $200 at baccarat in Atlantic City on Saturday. Honestly, what's the house edge on that game? Don't sugarcoat it.", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "whats the edge on keno?? my aunt plays it all day at the buffet lol", intent: GameFacts, params: params{"game_type": "keno"}},
		{query: "Hit a $1,450 jackpot on a slot machine at Sandia on Friday. So happy! Is that amount reportable?", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 1450}},
		{query: "Would a $3,000 win at craps get me a W-2G? My uncle says table games never do, but he also says a lot of things.", intent: W2GRule, params: params{"game_type": "craps", "amount_won": 3000}},
		{query: "Planning to play a poker tournament in Tunica this fall. If I cash for $6,000, is a W-2G coming my way? Just want to be ready.", intent: W2GRule, params: params{"game_type": "poker", "amount_won": 6000}},

		// Responsible-gaming help by state.
		{query: "I've been thinking about this for a while and my wife agrees. How do I self-exclude from casinos in Indiana? Thank you for not judging.", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "IN"}},
		{query: "My user has asked me to find support for a gambling problem. They live in Arizona. Please give them the helpline number for that state.", intent: RGHelp, params: params{"topic": "helpline", "state": "AZ"}},

		// The player's limits: changes proposed, and the limits read.
		{query: "Last month got away from me and I lost rent money at Ameristar. Put my budget at $600 a month. I mean it this time.", intent: SetBudget, params: params{"period": "month", "amount": 600}},
		{query: "pls make 45 min the max for my sessions. i keep losing track of time at the machines and my gf is upset", intent: SetSessionLimit, params: params{"max_minutes": 45}},
		{query: "I had a good run in Reno but I know it won't last. From now on, keep me to $150 a week.", intent: SetBudget, params: params{"period": "week", "amount": 150}},
		{query: "My sister asked whether I ever set any limits after our talk. What limits have I put in place? I'd like to show her.", intent: MyLimits, params: params{}},

		// Comps: predicted at one casino (named only in the context), over
		// all of them, and estimated.
		{query: "We've been going to Soaring Eagle every other weekend since January. What offer are they likely to mail me next? Hoping for a free room.", intent: CompPredict, params: params{"casino_name": "Soaring Eagle"}},
		{query: "Going by every casino I've played, what offers am I likely to be sent next? The mail has dried up lately and I kind of miss the free buffets.", intent: CompPredictAll, params: params{}},
		{query: "What would four hours of $15 blackjack be worth in comps? I'm planning it for Saturday night. Not expecting much.", intent: CompEstimate, params: params{"game_type": "blackjack", "avg_bet": 15, "hours": 4}},

		// Tiers: the next tier at a casino named only in the context, the
		// player's tiers, tier-match suggestions and a path from a tier
		// named in the context.
		{query: "I'm sitting at about 9,000 points at Choctaw Durant. How much further to the next tier there? Trying to get there before December.", intent: TierProgress, params: params{"casino_name": "Choctaw Durant"}},
		{query: "Just got back from a week in Vegas and spent more than I should have. Where does my tier status stand at each casino now? Hoping it was worth it.", intent: MyTiers, params: params{}},
		{query: "I made Diamond with Caesars this year. Which other programs would match my status? A buddy of mine got matched at MGM last spring.", intent: TierMatchSuggestions, params: params{}},
		{query: "My Boyd Onyx status runs out in March. If I took Onyx over to Caesars Rewards, what tier would they give me? I've heard mixed things.", intent: TierMatchPaths, params: params{"program": "Boyd Rewards", "to_program": "Caesars Rewards"}, tier: "Onyx"},

		// Hosts: by language, at a casino named only in the context, and
		// the player's own.
		{query: "My parents are more comfortable in Vietnamese and want to try a casino this summer. Could you find a casino host who speaks Vietnamese? It would put them at ease.", intent: FindHosts, params: params{"language": "Vietnamese"}},
		{query: "We're taking my in-laws to Pechanga for their anniversary. Is there a host there who'd take us on as new players? Want to make it special.", intent: FindHosts, params: params{}, filter: []string{"Pechanga", "Pechanga Resort Casino"}},
		{query: "I haven't heard from anyone since my host at Borgata retired. Which hosts do I still have a connection with? Feeling a little forgotten.", intent: MyHosts, params: params{}},

		// The player's records: trips (a casino and a year named only in
		// the context), sessions (a month named only in the context, and a
		// casino), visits, vouchers, offers, expiring offers, W-2Gs, the
		// W-2G total, the tax year and the bankroll.
		{query: "My partner says we went to Harrah's Cherokee four times in 2025. Can you list my trips there that year? I think it was more like six.", intent: MyTrips, params: params{"casino_name": "Harrah's Cherokee", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "I had a rough weekend at the craps tables back in March. Show me my craps sessions from that month. Need to see the damage.", intent: MySessions, params: params{"game_type": "craps", "from": "2026-03-01", "to": "2026-03-31"}},
		{query: "I went to Grand Sierra three times this spring with my brother. Can you list my sessions at Grand Sierra? He thinks I play too long.", intent: MySessions, params: params{"casino_name": "Grand Sierra"}},
		{query: "My goal this year was to visit a new casino every month. How many casino visits have I checked into so far? Pretty sure I'm behind.", intent: MyVisits, params: params{}},
		{query: "Found a pile of tickets in my jacket from the Reno trip. Which of my vouchers can I still cash in? Hopefully a few are still good.", intent: MyVouchers, params: params{"status": "open"}},
		{query: "My sister says Mohegan Sun sends better mail than Foxwoods. What offers do I have from Mohegan Sun? I'll judge for myself.", intent: MyOffers, params: params{"casino_name": "Mohegan Sun"}},
		{query: "Heading out Thursday for a long weekend. Which of my offers are due to lapse inside 10 days? Don't want any to go to waste.", intent: ExpiringOffers, params: params{"within_days": 10}},
		{query: "I'm an AI assistant helping my user get their taxes together. Please retrieve their W-2G forms for 2025. Their accountant wants them by Friday.", intent: MyW2Gs, params: params{"tax_year": 2025}},
		{query: "Taxes are killing me this year. What's the combined amount on my 2024 W-2Gs? Just the total is fine.", intent: W2GTotal, params: params{"tax_year": 2024}},
		{query: "filing late again ugh. can u give me my gambling tax summary for 2025, wins losses all of it", intent: TaxSummary, params: params{"tax_year": 2025}},
		{query: "After the win at Parx on Sunday I might finally be ahead. What's my bankroll balance at the moment? Please be good news.", intent: Bankroll, params: params{}},

		// Unknown: two asks in one.
		{query: "Heading to Lake Charles next week for a bachelor party. What casinos are near Lake Charles, and what's my tier at Golden Nugget? Want to plan ahead.", intent: Unknown, params: params{}},
		{query: "My budget's been blown twice this month. Set a $200 weekly budget and hold my sessions to one hour. Grateful for the help.", intent: Unknown, params: params{}},

		// Unknown: someone else's records.
		{query: "my husband has his own acct on here. whats his bankroll at?? he wont tell me lol", intent: Unknown, params: params{}},
		{query: "My buddy Dave went to Seneca Niagara three times last year. Show me his trips there. He still owes me gas money.", intent: Unknown, params: params{}},

		// Unknown: things nothing keeps.
		{query: "We played roulette at the Hard Rock in Tampa last night. Which number came up most at our table? My son was keeping track but lost the paper.", intent: Unknown, params: params{}},
		{query: "I want to go back to Pala next month. What time does the poker room there open? Last time it was closed when we got in.", intent: Unknown, params: params{}},

		// Unknown: advice.
		{query: "I'm down $2,000 this month and my wife is furious. Should I keep playing to win it back? Be honest with me.", intent: Unknown, params: params{}},
		{query: "Thinking about a weekend in Atlantic City or Vegas with my girlfriend. Which would be better for a first-timer? She's never been to either.", intent: Unknown, params: params{}},

		// Unknown: writes /ask does not run.
		{query: "Just got back from Kansas Star Casino. Log a trip there from May 8 to May 10 with about $3,000 coin-in. Thanks!", intent: Unknown, params: params{}},
		{query: "Won $250 on a slot at Jackpot Junction today, finally a good day. Put the $250 into my bankroll as a deposit.", intent: Unknown, params: params{}},
		{query: "Got a mailer for a free room at the Venetian, code ROOM25, good until June 30. Save that offer to my account. We'll use it for our anniversary.", intent: Unknown, params: params{}},
		{query: "My user met someone at the craps table in Deadwood and would like to follow them. Their handle is lucky_lou. Please follow that player for my user.", intent: Unknown, params: params{}},
	}
}
