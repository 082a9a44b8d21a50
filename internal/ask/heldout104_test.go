package ask

import "testing"

// heldOutHundredFourth is a hundred-and-fourth held-out part, written
// blind and committed BEFORE its first run: by someone who had read only
// the service spec and the action catalog (both whole), the README's
// lines 89-155 (the directory's curl examples, paging and snapshot) and
// 428-480 (its section on /ask), the shipped data through short python3
// scripts (casinos.csv: names, towns, states, types, has_hotel, brands,
// tribal nations, and opened_year, hotel_rooms and slot_machines where
// set; rewards_programs.json: each program with its brand, property and
// tiers with their thresholds; program_properties.csv: the rows of
// Indiana and of the Ameristar and Blue Chip casinos; us_cities.csv: the
// towns used; a listing of data/ and of the worktree's top level, and the
// first lines of those files, were printed too), the whole of the
// twenty-ninth held-out part and the first
// eighty lines of the twenty-eighth, the block of intent constants of
// ask.go (printed from "const (" to the first ")"), the expectation type
// (lines 1-18 of heldout_test.go), the slugOf and programID helpers
// (lines 73-94 of ask_test.go) and the heldOutParts function of
// score_test.go; and the subject of the branch's newest commit ("ask:
// the hundred-and-second part is 60/60 after the round and barred (issue
// 15)"). Never the rules of this package, its tuning phrases or any other
// held-out part; the wording check below printed the names (only) of
// the test files a phrase was found in.
//
// Every name used was checked against data/ with a short script. Named
// for the directory: Saracen Casino Resort, Avi Resort & Casino and
// Walker's Bluff Casino Resort each name exactly one casino (their
// details, by slugOf), and so does "Seven Feathers" (Seven Feathers
// Casino Resort, the host filter's directory name); "Ho-Chunk" names
// seven casinos, all in Wisconsin ("Ho-Chunk Gaming ..."). Deadwood (SD),
// Pendleton (OR), Albuquerque (NM) and Spokane (WA) are each a town of
// the directory in one state only; Kansas has four tribal casinos,
// Mississippi 24 with a hotel, Indiana ten on a program's property list.
// Typed for the player's records and kept as typed: Blue Chip Casino (one
// casino, Blue Chip Casino Hotel Spa), Ameristar Black Hawk ("Ameristar"
// names six; the one in Black Hawk, CO is Ameristar Casino Resort),
// Wildhorse Resort & Casino (one) and Soaring Eagle (one, Soaring Eagle
// Casino and Resort). In questions expected Unknown: Beau Rivage, Choctaw
// Casino Resort - Durant, Turning Stone Resort & Casino, Golden Nugget
// Biloxi and Wind Creek Bethlehem (one casino each), Mohegan Sun (one
// casino's whole name, and the start of Mohegan Sun Pocono's), the
// Peppermill in Reno (Peppermill Hotel & Casino; "Peppermill" alone
// names two), and the towns Biloxi, Lake Charles, Laughlin, Tunica, Reno
// and St. Louis. Programs and tiers: Boyd Rewards (Emerald, 15,000 tier
// credits), MGM Rewards, Caesars Rewards (Platinum, 5,000 tier credits)
// and WinStar Club Passport (Elite, 15,000 tier points). Vietnamese, the
// host language, cannot be checked: the shipped data has no hosts.
//
// Its wording is new: each whole message, and each asking sentence of
// it, was checked with a case-insensitive fixed-string grep (file names
// only) against every test file of this package, with and without its
// closing mark; seventeen asking sentences were found there and replaced
// (one of them twice, its first replacement being found too: eighteen
// replacements), and none of the sixty messages or their asking sentences
// is there now. Context sentences and sign-offs were not checked.
//
// Its theme is LONGER MESSAGES, fourteenth part: every message is two to
// four sentences holding exactly one ask among context (a trip, a win, a
// loss, a partner's opinion, a plan, a worry, a work schedule, a
// birthday, a wedding, a road trip, a slow month at work), reasons,
// feelings and sign-offs. The ask comes first (six), in the middle or
// last. Twelve of those expecting an answer point back to a casino,
// town, state, game, amount, month or year named in the context ("that
// town", "that place", "it", "that casino", "that game", "that amount",
// "there", "they", "that month", "that year"), and so do four expected
// Unknown ("there", "that trip", "that offer", "that"); ten are typed on a phone with loose punctuation and no
// capitals; five are written by an agent for its user.
//
// 48 expect an answer, covering every area as the twenty-ninth part does:
// place, near, radius, hotel, type, rewards and family searches, casino
// details, the program list, ladders and one tier's threshold, game
// facts, the W-2G rule, a help line and self-exclusion, budget and
// session limits (proposed) and the limits read, comp predictions (one
// casino and all) and an estimate, tier progress and the player's tiers,
// a tier-match path and suggestions, hosts (at a casino, by language,
// the player's own), trips, sessions, visits, vouchers, offers and
// expiring offers, W-2G lists and totals, the tax summary and the
// bankroll. 12 expect Unknown: two with two asks in one (a search and a
// tier; a budget and the offers), two asking someone else's records (a
// brother's trips, a user's wife's tier), two asking things nothing keeps
// (a buffet's hours, which slot machines are paying most), two asking for
// advice (keep playing or cash out; switch from slots to blackjack), and
// four asking writes /ask does not run (add a trip, mark an offer
// redeemed, add to the bankroll, check in at a casino). No question
// lacks a field its intent needs, so none expects a missing field.
//
// It follows the conventions of the twenty-ninth and twenty-eighth parts
// (a casino named for a player action keeps the name as typed; a host
// filter by casino is the typed words and the directory's name when the
// words name exactly one casino, with no parameter; a radius in miles is
// in kilometres to one decimal: 40 miles is 64.4 km, 25 miles 40.2 km; a
// year named for the player's records is that calendar year, "last year"
// 2025 and "this year" 2026-01-01..2026-12-31; a month named without a
// year is its latest one up to today, 2026-05-14, so "December" is
// December 2025 and "March" March 2026; a town typed without its state is
// near the directory's town with its state; "in <state>" is the state; a
// family's casinos in a state are the state with q the family's name as
// the directory spells it; a tier named with its program is not
// ambiguous, and "Boyd Emerald" is Emerald in Boyd Rewards as "Caesars
// Seven Stars" was Seven Stars in Caesars Rewards; a casino's details
// answer what the directory keeps about it, whichever field is asked
// for; a limit of money in a period is a budget and a cap on time a
// session limit; amounts, minutes, hours and years are ints; another
// person's records, a detail no answer says, advice and a change /ask
// does not run are Unknown). Its own choices, where those are silent:
//   - the context lends the ask nothing unless the ask points back to
//     it, and then the ask takes exactly what it points to: "Which
//     casinos does that town have?" after Deadwood is near "Deadwood,
//     SD"; "When did that place open?" after Saracen Casino Resort, "How
//     many hotel rooms does it have?" after the Avi Resort & Casino and
//     "what the directory has on that casino" after Walker's Bluff Casino
//     Resort are those casinos' details; "How many hands an hour does
//     that game usually deal?" after a baccarat table is baccarat's game
//     facts; "would that amount get me a w2g" after a $1,350 keno ticket
//     is the W-2G rule for keno with amount_won 1350; "How does
//     self-exclusion work there?" after Iowa is self-exclusion in IA;
//     "What kind of offer are they likely to send me next?" after Blue
//     Chip Casino is comp_predict with casino_name "Blue Chip Casino" (as
//     typed in the context); "the next tier there" after Ameristar Black
//     Hawk is tier_progress at "Ameristar Black Hawk"; "my video poker
//     sessions from that month" after March is March 2026; "my W-2G
//     winnings ... for that year" after 2024 is the W-2G total of 2024,
//     and "my tax summary for that year" after 2025 the tax summary of
//     2025;
//   - what the context tells and the ask does not point to adds nothing:
//     a wedding in July, a conference "the week of the 18th", "twelve
//     hours" of a shift, "3,000 tier credits", "$400 in April", a trip
//     "next month", "Vegas", "St. Louis", "Laughlin" and "tunica" are no
//     parameters;
//   - "Which casinos near Albuquerque have a hotel?" is near
//     "Albuquerque, NM" with has_hotel; "what casinos are within 25 miles
//     of spokane wa" is near "Spokane, WA" within 40.2 km; "Any casinos
//     within 40 miles of Pendleton?" near "Pendleton, OR" within 64.4 km;
//   - "Can you list the Ho-Chunk casinos in Wisconsin for me?" is WI with
//     q "Ho-Chunk";
//   - "dont let me play more than 45 minutes at a time" is a session
//     limit of 45 minutes; "Make $250 my monthly gambling budget" is a
//     monthly budget of 250;
//   - "Which budget and session caps do I have on my account" reads the
//     limits; "Looking across every casino I play, what offers am I
//     likely to get next?" is the prediction for all casinos;
//   - "Based on the status I hold, which programs would match me?" is
//     the tier-match suggestions; "Can I status match my Boyd Emerald
//     over to Caesars Rewards?" is the path from Boyd Rewards' Emerald to
//     Caesars Rewards;
//   - "Please list the casino hosts they're already connected with"
//     (an agent's user) is the player's hosts; "a casino host who speaks
//     Vietnamese" is find_hosts in Vietnamese;
//   - "any vouchers of mine still open" has the status "open"; "Are any
//     of my offers going to lapse in the next 14 days?" is the expiring
//     offers within 14 days; "the W-2Gs I have on file for 2025" is the
//     W-2G list of 2025;
//   - Unknown: "Which Biloxi casinos have a hotel, and what tier am I at
//     Beau Rivage?" and "Set my daily budget to $60 and show me my
//     offers." (two asks in one are declined, not answered by half); "his
//     trips" (a brother's) and "her tier status" (a user's wife's);
//     the buffet's closing time at the Peppermill and which slot
//     machines at Mohegan Sun pay most this week (nothing keeps them);
//     "Should I keep playing this weekend or cash out" and "Is that a
//     smarter move for someone like me?" (advice, no answer of the
//     service); "Add that trip to my account", "Mark that offer as
//     redeemed", "put $500 into my bankroll" and "Check me in at Wind
//     Creek Bethlehem" (add_trip, update_offer_status, bankroll_add and
//     check_in are writes /ask does not run).
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at a0ad990, with the hundred-and-fourth and hundred-and-
// fifth parts added together after every round of the session before them,
// and no rule changed for them) scored 48 of 60 correct (80.0%): precision
// 92.3% (36 of 39 answers right), recall 75.0% (36 of 48 answerable), 9
// declined and 3 wrong. No expectation was changed after it. The wrong
// ones: "... Which casinos does that town have?" after a drive to Deadwood
// (a search for casinos named "Deadwood", where the town was meant),
// "We're heading to Ameristar Black Hawk ... How many points do I still
// need for the next tier there?" (the progress at "Black Hawk") and
// "Writing on behalf of my user, ... Please list the casino hosts they're
// already connected with." (every host, where the user's own were asked).
//
// After its fix round (2026-11-25, fix-104, rules only, no expectation
// changed) it scored 58 of 60, with 0 wrong and 2 declined. What changed,
// in general words: "that town" with no preposition before it ("Which
// casinos does that town have?") is the search around the story's town,
// though its name is also in casinos' names; a casino the story typed
// with a family's word before the name found is pointed back to as typed
// ("Ameristar Black Hawk"); in an agent's relay, "they" opening a clause
// on hosts or records ("the hosts they're connected with") is the user,
// and "on behalf of my user" is for the key's owner; an adverb of
// emphasis between the holder and "hold" leaves the holder ("do i
// actually hold"); "for my son's tournaments" is what was done, not whom
// the asking is for; how something felt ("Felt like ...") after the
// question asks nothing; "Make $X my ... budget" and "don't let me play
// more than ..." request a limit after a story; "share" before a question
// word or "with me" asks to be told; "there" after a story naming one
// state, and no town or casino, is that state; and a full stop after a
// number closes a sentence when a question opens next. Still declined,
// neither wrong: the Mississippi casinos with a hotel after "we'd rather
// not drive home after a late night" and the Indiana casinos with a
// rewards program after "only wants places where play earns something
// back". Each story states a want, in words of its own, that the search
// does hold; the rule that keeps a story's wanted condition from being
// dropped cannot tell so without reading those paraphrases (no general
// rule here does), so the message is read whole and declined.
func heldOutHundredFourth(t testing.TB) []expectation {
	return []expectation{
		// The directory: a town pointed back to, radius, state with type,
		// hotel or rewards, a family in a state, near with a hotel.
		{query: "My sister and I are driving up to Deadwood in June for her fiftieth. Neither of us has ever been. Which casinos does that town have?", intent: FindCasinos, params: params{"near": "Deadwood, SD"}},
		{query: "Any casinos within 40 miles of Pendleton? Work has me there for a two-week install starting Monday, and the evenings are going to be long. Thanks in advance.", intent: FindCasinos, params: params{"near": "Pendleton, OR", "radius_km": 64.4}},
		{query: "road trip across kansas next month with my husband, he wants to stop at a few casinos on the way. are there any tribal casinos in kansas? he prefers those", intent: FindCasinos, params: params{"state": "KS", "type": "tribal"}},
		{query: "Our anniversary falls on a long weekend this year and we'd rather not drive home after a late night. Which casinos in Mississippi come with a hotel? Wish us luck.", intent: FindCasinos, params: params{"state": "MS", "has_hotel": true}},
		{query: "My user is planning a string of weekend trips around Indiana during a slow month at work and only wants places where play earns something back. Please list the Indiana casinos that have a rewards program.", intent: FindCasinos, params: params{"state": "IN", "has_rewards": true}},
		{query: "My brother-in-law swears the Ho-Chunk places are the friendliest in the Midwest. Can you list the Ho-Chunk casinos in Wisconsin for me? We're planning a fall trip.", intent: FindCasinos, params: params{"state": "WI", "q": "Ho-Chunk"}},
		{query: "We're flying into Albuquerque for my cousin's wedding in July and staying through the weekend. Which casinos near Albuquerque have a hotel? My wife wants a pool.", intent: FindCasinos, params: params{"near": "Albuquerque, NM", "has_hotel": true}},
		{query: "got a conference in spokane the week of the 18th and nothing to do after 5. what casinos are within 25 miles of spokane wa", intent: FindCasinos, params: params{"near": "Spokane, WA", "radius_km": 40.2}},

		// One casino's details, each named in the context and pointed
		// back to.
		{query: "A coworker came back from Saracen Casino Resort raving about the steaks. When did that place open? Just curious, I thought it was older.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Saracen Casino Resort")}},
		{query: "We're doing Laughlin for my dad's 75th and he wants to stay at the Avi Resort & Casino. How many hotel rooms does it have? I'm worried it'll sell out.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Avi Resort & Casino")}},
		{query: "The user is weighing a stop at Walker's Bluff Casino Resort on the drive to St. Louis. Please share what the directory has on that casino.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Walker's Bluff Casino Resort")}},

		// Programs: the list, two ladders, two tiers' thresholds.
		{query: "i just got my first players card in the mail and now im curious whats out there. which loyalty programs have you got info on", intent: ListPrograms, params: params{}},
		{query: "My wife keeps getting emails from Boyd Rewards and I have no idea how their levels work. Could you lay out the tier ladder of Boyd Rewards for me? Much appreciated.", intent: ProgramDetail, params: params{"id": programID(t, "Boyd Rewards")}},
		{query: "What tiers does MGM Rewards have, top to bottom? We're going to Vegas for a friend's wedding in October and staying on the Strip. I want to know what I'm working toward.", intent: ProgramDetail, params: params{"id": programID(t, "MGM Rewards")}},
		{query: "I'm about 3,000 tier credits into the year and feeling good about it. How many credits does Platinum take in Caesars Rewards? Hoping I'm closer than I think.", intent: TierRequirement, params: params{"id": programID(t, "Caesars Rewards")}, tier: "Platinum"},
		{query: "My buddy made Elite at WinStar last year and hasn't shut up about it since. What does Elite require in WinStar Club Passport? Asking so I can humble him.", intent: TierRequirement, params: params{"id": programID(t, "WinStar Club Passport")}, tier: "Elite"},

		// Game facts (one game pointed back to) and the W-2G rule (one
		// amount pointed back to).
		{query: "My partner says craps is a sucker's game and I say she's wrong. What edge does the house keep on craps? Loser buys dinner.", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "We sat at a baccarat table for most of Saturday night. How many hands an hour does that game usually deal? Felt like we played forever.", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "hit a $1,350 keno ticket at lunch today!! would that amount get me a w2g or no", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1350}},
		{query: "Heading out for a birthday slots day on Saturday. If I hit a $1,250 jackpot on a slot machine, will the casino hand me a W-2G? I'd rather know going in.", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 1250}},

		// Responsible-gaming help by state.
		{query: "Honestly it's been a rough month and I keep going back to try to win it back. Is there a gambling helpline in Colorado I can call? Thanks for not judging.", intent: RGHelp, params: params{"topic": "helpline", "state": "CO"}},
		{query: "My user has had a hard few weeks and asked me to look into banning themselves from the casinos in Iowa. How does self-exclusion work there?", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "IA"}},

		// The player's limits: changes proposed, and the limits read.
		{query: "Payday was Friday and I already blew through more than I meant to. Set a weekly budget of $150 for me. I need the guardrails.", intent: SetBudget, params: params{"period": "week", "amount": 150}},
		{query: "I lost $400 in April and that's more than I can afford. Make $250 my monthly gambling budget from now on. My wife will be glad.", intent: SetBudget, params: params{"period": "month", "amount": 250}},
		{query: "my shifts at the hospital are twelve hours so when i finally play i lose track of time. dont let me play more than 45 minutes at a time", intent: SetSessionLimit, params: params{"max_minutes": 45}},
		{query: "Before the bachelor party weekend I want to double-check my guardrails. Which budget and session caps do I have on my account at the moment? Better safe than sorry.", intent: MyLimits, params: params{}},

		// Comps: predicted at one casino (pointed back to), over all of
		// them, and estimated.
		{query: "I've been going to Blue Chip Casino about twice a month since January. What kind of offer are they likely to send me next? A free room would be nice.", intent: CompPredict, params: params{"casino_name": "Blue Chip Casino"}},
		{query: "Slow month at work, so I'm planning where to spend my days off. Looking across every casino I play, what offers am I likely to get next? Trying to stretch every dollar.", intent: CompPredictAll, params: params{}},
		{query: "The wedding hotel has a casino and I'll have Saturday afternoon free. If I play $15 blackjack for 4 hours, what would that earn me in comps? Just want a rough idea.", intent: CompEstimate, params: params{"game_type": "blackjack", "avg_bet": 15, "hours": 4}},

		// Tiers: the next tier at one casino (pointed back to), the
		// player's tiers, a tier-match path and suggestions.
		{query: "We're heading to Ameristar Black Hawk for my birthday weekend. How many points do I still need for the next tier there? Would love to level up while we celebrate.", intent: TierProgress, params: params{"casino_name": "Ameristar Black Hawk"}},
		{query: "my husband says im a big shot everywhere lol. what tier do i actually hold at each casino", intent: MyTiers, params: params{}},
		{query: "I made Emerald with Boyd last year after a lot of Tuesday nights. Can I status match my Boyd Emerald over to Caesars Rewards? Fingers crossed.", intent: TierMatchPaths, params: params{"program": "Boyd Rewards", "to_program": "Caesars Rewards"}, tier: "Emerald"},
		{query: "My tiers are about the only good thing to come out of last year's losing streak. Based on the status I hold, which programs would match me? Might as well use it.", intent: TierMatchSuggestions, params: params{}},

		// Hosts at a casino, by language, and the player's own.
		{query: "We've stayed at Seven Feathers three times this spring and love it. Does Seven Feathers have any hosts taking new players? Would be nice to have someone to call.", intent: FindHosts, params: params{}, filter: []string{"Seven Feathers", "Seven Feathers Casino Resort"}},
		{query: "My grandmother only speaks Vietnamese and she's coming with us on the road trip. Could you find me a casino host who speaks Vietnamese? She'd feel much more comfortable.", intent: FindHosts, params: params{"language": "Vietnamese"}},
		{query: "Writing on behalf of my user, who is planning a birthday trip and wants to call ahead. Please list the casino hosts they're already connected with.", intent: MyHosts, params: params{}},

		// The player's records: trips, sessions (a month pointed back
		// to), visits, vouchers, offers, expiring offers, W-2Gs (a year
		// pointed back to), the tax year and the bankroll.
		{query: "Show me my trips to Wildhorse Resort & Casino from last year. We went a bunch for my son's hockey tournaments and I've lost count.", intent: MyTrips, params: params{"casino_name": "Wildhorse Resort & Casino", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "my accountant wants everything in one place before tax time. list all the trips i took this year pls", intent: MyTrips, params: params{"from": "2026-01-01", "to": "2026-12-31"}},
		{query: "We celebrated my promotion in March with a long weekend of video poker. Can you pull up my video poker sessions from that month? I want to see how bad it was.", intent: MySessions, params: params{"game_type": "video_poker", "from": "2026-03-01", "to": "2026-03-31"}},
		{query: "Show my blackjack sessions from December. My in-laws visited for the holidays and we hit the tables a lot. Curious how it shook out.", intent: MySessions, params: params{"game_type": "blackjack", "from": "2025-12-01", "to": "2025-12-31"}},
		{query: "I'm trying to figure out how often I actually go. Can you list all the casino visits I've checked in? My partner thinks it's too many.", intent: MyVisits, params: params{}},
		{query: "found a crumpled ticket in my jacket from the wedding. any vouchers of mine still open", intent: MyVouchers, params: params{"status": "open"}},
		{query: "My host at Soaring Eagle mentioned something was in the mail. What offers are sitting in my account from Soaring Eagle? Haven't checked the mailbox in a week.", intent: MyOffers, params: params{"casino_name": "Soaring Eagle"}},
		{query: "Work is slammed for the next two weeks, so I can't get away. Are any of my offers going to lapse in the next 14 days? I'd hate to waste them.", intent: ExpiringOffers, params: params{"within_days": 14}},
		{query: "Tax season stress is real this year. Pull up the W-2Gs I have on file for 2025, please.", intent: MyW2Gs, params: params{"tax_year": 2025}},
		{query: "2024 was the luckiest year I've had at the slots. How much did my W-2G winnings total for that year? I want to frame the number.", intent: W2GTotal, params: params{"tax_year": 2024}},
		{query: "My accountant needs my gambling wins and losses for 2025 by Friday. Can you give me my tax summary for that year? Thank you so much.", intent: TaxSummary, params: params{"tax_year": 2025}},
		{query: "after that brutal weekend in tunica i need to know where i stand. whats my bankroll at now", intent: Bankroll, params: params{}},

		// Unknown: two asks in one.
		{query: "We're going to Biloxi next week for a bachelorette. Which Biloxi casinos have a hotel, and what tier am I at Beau Rivage? Trying to plan around both.", intent: Unknown, params: params{}},
		{query: "Trying to be good this month after a bad April. Set my daily budget to $60 and show me my offers. Thanks.", intent: Unknown, params: params{}},

		// Unknown: someone else's records.
		{query: "My brother won't tell me how much he lost in Lake Charles. Can you show me his trips from last month? I'm worried about him.", intent: Unknown, params: params{}},
		{query: "The user's wife also plays at Choctaw Casino Resort - Durant. Please pull up her tier status there so the user can compare.", intent: Unknown, params: params{}},

		// Unknown: things nothing keeps.
		{query: "We're celebrating our anniversary at the Peppermill in Reno. Until what time is the buffet open there? We land late.", intent: Unknown, params: params{}},
		{query: "Which slot machines at Mohegan Sun are paying out the most this week? We're driving down Friday and want to pick the hot ones.", intent: Unknown, params: params{}},

		// Unknown: advice.
		{query: "I'm up $2,000 from Saturday night and still buzzing. Should I keep playing this weekend or cash out and walk away? My gut says keep going.", intent: Unknown, params: params{}},
		{query: "My wife thinks I should switch from slots to blackjack to make my money last. Is that a smarter move for someone like me? I've only ever played slots.", intent: Unknown, params: params{}},

		// Unknown: writes /ask does not run (add_trip,
		// update_offer_status, bankroll_add, check_in).
		{query: "Just got back from three nights at Turning Stone Resort & Casino. Add that trip to my account, May 8 to May 11. Long drive home.", intent: Unknown, params: params{}},
		{query: "I used the free play offer from Golden Nugget Biloxi yesterday. Mark that offer as redeemed, please.", intent: Unknown, params: params{}},
		{query: "payday finally. put $500 into my bankroll for the trip next month", intent: Unknown, params: params{}},
		{query: "Check me in at Wind Creek Bethlehem, we just pulled into the garage. The kids are with grandma for the night.", intent: Unknown, params: params{}},
	}
}
