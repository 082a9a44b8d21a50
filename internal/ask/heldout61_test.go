package ask

import "testing"

// heldOutSixtyFirst is a sixty-first held-out part, written blind and
// committed BEFORE its first run: by someone who had read only the action
// catalog and the service spec (both whole), lines 89-155 and 428-480 of
// the README (its curl examples of the directory and its section on /ask),
// the shipped data (casinos.csv, rewards_programs.json and
// program_properties.csv, through short scripts listing programs with
// their tiers and thresholds and casinos with town, state, type, hotel and
// brand), the whole of the twenty-ninth held-out part and the first eighty
// lines of the twenty-eighth (their headers and format), the block of
// intent constants of ask.go (with the few lines around it that a print of
// lines 1-70 showed: the package comment and the start of the Intent
// type), the expectation type (lines 1-18 of heldout_test.go), the slugOf
// and programID helpers of ask_test.go and the heldOutParts function of
// score_test.go; the newest commit's subject line was printed too. Never
// the rules of this package, the tuning phrases or any other held-out
// part. Every casino, program, tier and town named below was checked
// against data/ with a short script. Its wording is new: each message was
// checked with a case-insensitive fixed-string grep (file names only, no
// file opened) against every test file of this package, with and without
// its closing mark, and none was found; each of its sentences was checked
// the same way, and the six ask sentences found there ("What rewards
// programs do you know about?", "What's the house edge on craps?", "how
// many hands an hour does baccarat deal", "Does that need a W-2G?", "How
// close am I to the next tier there?", "Which of my offers expire in the
// next two weeks?") and two of their first replacements were reworded;
// only greetings and sign-offs ("Good morning!", "Thanks in advance!",
// "Thanks so much.") are left that earlier files also hold. Its casinos
// and towns were picked, where the data allowed, among those no test file
// names or few do (by the same kind of grep, file names only): Colusa,
// Skiatook, Baraboo, Oxon Hill, Concho, the Ojibwa casinos, Apache Casino
// Hotel, Yakama Nation Legends Casino, Whiskey Pete's, Batavia Downs,
// Paiute Palace, Feather Falls, Casino of the Sun, Grindstone Creek,
// Bannock Peak Casino, WaterView, Bally's Vicksburg, Cameo Club, Midnight
// Rose, Golden Harbor Casino, Wild Goose Casino, Chamonix Casino Hotel and
// Seminole Brighton Casino; every program with a ladder and every state
// is named by earlier parts. The shipped data says nothing of the
// languages hosts speak, so Portuguese (named by one earlier file) could
// not be checked.
//
// Its theme is a fifth part of LONGER MESSAGES, as people write to a chat
// assistant or an agent relays them: sixty messages of two to four
// sentences. The ask is ordinary and answerable by one action or one
// directory search in 48 of them, and something the service cannot
// answer in 12 (expected Unknown, for the reasons the spec and README
// give: another person's records, made so by the context (3: "My wife has
// her own login here. ... what tier she's at", "My dad asked me ... How
// many W-2Gs did he get", "my buddy rick ... how many points does he
// need"); two asks in one message (2: a game fact and the bankroll, a
// budget and a session limit); a write /ask does not run (3: log a trip,
// add an offer, redeem a voucher); a fact nothing keeps (2: when a buffet
// closes, whether a casino is smoke-free); advice (2: slots or video
// poker, chase Diamond or stay at Platinum)). Around the ask: context
// before it, a reason or a feeling after it, greetings and sign-offs.
// Registers (a message may count twice): 11 typed on a phone in lower
// case (shorthand "pls", "hrs", "tmrw", "rn", "lol", "fwiw", "whats",
// "whats" with its apostrophe dropped), 8 relayed by an agent ("The user
// ...", "My user ...", "Relaying for my user:", "On behalf of the account
// holder:", "Message from the user:"), 10 with a greeting or a sign-off
// ("Hi there! ... Thanks!", "Good morning!", "Hello.", "Hey!",
// "Greetings from Wisconsin!", "Hi!", "Thanks in advance!", "Thanks,
// Marge", "Thanks so much.", "hey so"), the rest plain. The ask stands
// first in about 10 messages, in the middle in about 20 and last in the
// rest.
// Sentence breaks: full stops, question marks, "!!" and "??", "...", a
// colon, a semicolon, an em dash, a parenthesis, a line break ("tmrw\nwhat
// comps"), a comma splice and no closing mark at all.
//
// Areas (48 answerable): directory searches 7 (near a town, within a
// radius, type in a state, hotel near a town, tribal with rewards in a
// state, a family in a state, commercial in a state), one casino's details
// 3, programs 5 (the list, two ladders, two tiers' thresholds), game facts
// 2, the W-2G rule 2, help lines and self-exclusion 2, limits 4 (two
// budgets and a session limit proposed, the limits read), comps 4 (one
// casino's prediction, all casinos', two estimates), tiers 5 (progress at
// two casinos, the player's tiers, tier-match suggestions and a path),
// hosts 3 (at a casino, by language, the player's own), and the player's
// records 11 (two trips lists, sessions, visits, vouchers, offers at a
// casino, expiring offers, W-2Gs, the W-2G total, the tax summary, the
// bankroll). No message lacks a field its intent needs, so none expects a
// missing field.
//
// How the context was decided. In 8 messages the ask points back to the
// context, and the expectation follows what it points to: "Colusa ... Are
// there any casinos near there?" is near "Colusa, CA"; "a WinStar Club
// Passport card ... What does it take to reach Elite in that program?" is
// WinStar's Elite; "I hit $2,400 on a Buffalo slot ... Is a jackpot that
// size going to need a W-2G?" is the rule for slots and 2400 ("Buffalo" is
// a slot's title there, not the town); "I live in Colorado ... How do I
// self-exclude in my state?" is self-exclusion in CO; "Going back to
// Paiute Palace ... What kind of offer are they likely to mail me next?"
// is the prediction at "Paiute Palace"; "Been playing a lot at Feather
// Falls ... How far am I from moving up a tier there?" is tier progress at
// "Feather Falls"; "I made Diamond Elite with Caesars Rewards ... Would
// MGM Rewards match that" is the path from Caesars Rewards' Diamond Elite
// to MGM Rewards; "We've been to Grindstone Creek ... Does it have any
// hosts" is hosts filtered to "Grindstone Creek" and Grindstone Creek
// Casino. In the other 40 answerable messages the context names a place,
// casino, program, person, game, amount or date that the ask does not use
// (a town the family came from or is heading to, a casino visited, a
// relative's name, a month), and the expectation reflects only the ask:
// the words of the asking sentence with nothing borrowed, because a
// careful reader would not carry them over (the ask names its own casino,
// program, state or year, or asks for something no casino filters, such
// as the bankroll, the limits, hosts by language or all of the player's
// tiers). The three Unknowns of another person's records are so only
// because the context says whose records "she", "he" and "his" are.
//
// It follows the twenty-ninth part's conventions (a casino named for a
// player action keeps the name as typed, here from the sentence that
// names it when the ask points back; a host filter by casino is the typed
// words and the directory's name when the words name exactly one casino,
// with no parameter; a radius in miles is in kilometres to one decimal; a
// year named for the player's records is that calendar year; a month named
// without a year is its latest one up to today, 2026-05-14; a town typed
// without its state is near the directory's town with its state; "in
// <state>" is the state; a family's casinos in a state are the state with
// q the family's name as the directory spells it; a casino's details
// answer what the directory keeps about it, whichever field is asked for;
// a limit of money in a period is a budget). Its own choices, where those
// are silent: "two weeks" is within_days 14; "$5 a hand" is the average
// bet; "2 hours" a session is 120 minutes; "my W-2G forms for 2025" is
// the W-2G list and "the total of their W-2G winnings" the W-2G total;
// "my deductible gambling losses for 2025" is the tax summary of 2025;
// "which one is likely to send me the best offer next" across all the
// player's casinos is the prediction for all casinos (ranked); "which
// vouchers do i still have open" is the status "open"; "how many casino
// check-ins have I logged" is the player's visits; "Is Apache Casino Hotel
// a tribal casino?" and "the details on ... including whether it has a
// hotel" are the casino's details; "Washington state" is WA; an agent's "the user" or "the account
// holder" is the asker; asking which of two courses to take (a game to
// play, a tier to chase) is advice, and Unknown, even where each half
// names a game or a tier.
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at 08e6fd8, after the four earlier rounds on longer
// messages (fifty-first, fifty-third, fifty-fifth, fifty-ninth) and no
// rule changed for this part) scored 48 of 60 correct (80.0%): precision
// 97.3% (36 of 37 answers right), recall 75.0% (36 of 48 answerable), 11
// declined and 1 wrong. No expectation was changed after it. The wrong
// one: "Relaying for my user: they want the details on Yakama Nation
// Legends Casino, including whether it has a hotel. They'll be over the
// mountains for a fishing trip in July." (the user's trips there in July,
// from the sentence after the ask). The eleven declined are mostly an
// agent's relay ("The user ... They'd like ...", "On behalf of the account
// holder: ...", "my user wants ..."), "near there" after a town, and a
// wish or an errand after the ask.
//
// After its fix round (branch fix-61), it scores 59 of 60 (98.3%), 0
// wrong. Still declined: "Been playing a lot at Feather Falls this year.
// How far am I from moving up a tier there?" ("moving up a tier" is not
// read as the next tier, even with the casino named; a rule of the
// intents, left to their area). The general rules added (tuning in
// tuning61_test.go, tuningLongerMessagesFive):
//   - relayOpens, asRelayedUser: in an agent's relay, its sentence asks
//     for what its user wants, and a sentence after the ask opening with
//     "they" is the user's own afterword ("They can't remember ...").
//   - relayingFor (leadins.go): "relaying for my user:", "asking for the
//     client:" open a relay, after which "they" is the asker.
//   - claimRelay: an agent's "my" in "my user wants ..." owns nothing.
//   - claimWhetherIt (directory.go): "the details on X, including whether
//     it has a hotel" is X's details.
//   - planTold: a plan told after the ask ("They'll be over there in
//     July", "I'm heading ...") is an afterword, its time lending nothing
//     to a question that is no dated record.
//   - closingPlea: "Please keep it discreet.", "Please be quick." are
//     afterwords.
//   - a subjectless wish ("Would love to ...") with its hours is an
//     afterword; its hours still bind an estimate or a session limit.
//   - otherWantsIt: "She needs it by Friday." after the asker's own
//     records makes them no one else's.
//   - pastLike: a casino of "like I did at X" narrows no record asked.
//   - wantsMet: a story's wish to do ("wants to stay where they play")
//     that the search's own condition puts is no condition dropped.
//   - storyWinRule: a W-2G rule asked of "a jackpot that size", Unknown
//     alone, takes the story's win.
//   - askerColon, elsewhereWanted: a colon after the asker's clause ("I'd
//     rather try somewhere new, though: which ...") opens the ask, and a
//     story wanting only somewhere else lends the search no condition.
func heldOutSixtyFirst(t testing.TB) []expectation {
	return []expectation{
		// The directory: searches by town, radius, state, type, hotel,
		// rewards and family, with a context the ask does or does not use.
		{query: "We're driving up to Colusa on Friday for my cousin's wedding. Are there any casinos near there? Would love to sneak away for an hour or two.", intent: FindCasinos, params: params{"near": "Colusa, CA"}},
		{query: "My brother-in-law swears by the buffet at River Spirit. I'd rather try somewhere new, though: which casinos are within 25 miles of Skiatook, Oklahoma?", intent: FindCasinos, params: params{"near": "Skiatook, OK", "radius_km": 40.2}},
		{query: "okmulgee was a blast last summer!! this time we're thinking florida... what racinos are in florida", intent: FindCasinos, params: params{"state": "FL", "type": "racino"}},
		{query: "The user is planning a spa weekend and wants to stay where they play. They'd like a list of casinos with a hotel near Baraboo, Wisconsin.", intent: FindCasinos, params: params{"near": "Baraboo, WI", "has_hotel": true}},
		{query: "Hi there! Are there tribal casinos in Idaho that have a rewards program? We're moving to Boise in the fall and I love collecting points. Thanks!", intent: FindCasinos, params: params{"state": "ID", "type": "tribal", "has_rewards": true}},
		{query: "Show me the Ojibwa casinos in Michigan. My grandmother grew up in the Upper Peninsula, and I'd like to visit a few of them this summer.", intent: FindCasinos, params: params{"state": "MI", "q": "Ojibwa"}},
		{query: "Two of us, one car, heading west on I-90 next week. Any commercial casinos in South Dakota? We'll stop wherever looks fun.", intent: FindCasinos, params: params{"state": "SD", "type": "commercial"}},

		// One casino's details.
		{query: "My uncle in Evansville won't stop talking about his road trips. Is Apache Casino Hotel a tribal casino? I'd like to know before we go.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Apache Casino Hotel")}},
		{query: "Relaying for my user: they want the details on Yakama Nation Legends Casino, including whether it has a hotel. They'll be over the mountains for a fishing trip in July.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Yakama Nation Legends Casino")}},
		{query: "hey so my friend keeps saying whiskey pete's is huge. how many slot machines does whiskey pete's have? just curious lol", intent: CasinoDetail, params: params{"slug": slugOf(t, "Whiskey Pete's Hotel & Casino")}},

		// Programs: the list, two ladders, two tiers' thresholds.
		{query: "Which rewards programs do you have on file? I'm new to all this and a little overwhelmed, so the whole list is a good start.", intent: ListPrograms, params: params{}},
		{query: "Good morning! They handed me a card at Kansas Star yesterday. Could you show me the tier ladder for Boyd Rewards?", intent: ProgramDetail, params: params{"id": programID(t, "Boyd Rewards")}},
		{query: "my user wants to see every tier of lucky star rewards. they mostly play at the concho location, fwiw", intent: ProgramDetail, params: params{"id": programID(t, "Lucky Star Rewards")}},
		{query: "I finally got a WinStar Club Passport card last weekend. What does it take to reach Elite in that program? I'm a long way off, I'm sure.", intent: TierRequirement, params: params{"id": programID(t, "WinStar Club Passport")}, tier: "Elite"},
		{query: "What's the requirement for Pearl in MGM Rewards? Asking because my wife and I are heading to Oxon Hill in June.", intent: TierRequirement, params: params{"id": programID(t, "MGM Rewards")}, tier: "Pearl"},

		// Game facts and the W-2G rule.
		{query: "Long-time slots player, finally trying the tables. How big is the house edge at the craps table? Don't want to get eaten alive. Thanks in advance!", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "ok dumb question. roughly how many baccarat hands get dealt in an hour?? want to figure out my pace before vegas", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "I hit $2,400 on a Buffalo slot at Batavia Downs last night!! Is a jackpot that size going to need a W-2G? Never had one that big.", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 2400}},
		{query: "We spent the weekend in Ponca City and came home even, ha. Quick tax question: is a $1,600 keno win reportable on a W-2G?", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1600}},

		// Responsible-gaming help by state.
		{query: "I live in Colorado and things have gotten out of hand lately. How do I self-exclude in my state?", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "CO"}},
		{query: "Hello. My user lives in Washington state and would like a gambling helpline number there. Please keep it discreet.", intent: RGHelp, params: params{"topic": "helpline", "state": "WA"}},

		// The player's limits: changes proposed, and the limits read.
		{query: "Rough month, not going to lie. Set a monthly budget of $600 for me; I need the guardrail.", intent: SetBudget, params: params{"period": "month", "amount": 600}},
		{query: "lost way too much at sallisaw again... pls cap me at $150 a week", intent: SetBudget, params: params{"period": "week", "amount": 150}},
		{query: "My sessions keep running past midnight. Limit each session to 2 hours, please — my wife will thank you.", intent: SetSessionLimit, params: params{"max_minutes": 120}},
		{query: "On behalf of the account holder: they'd like to review the budget and session limits they currently have set. They can't remember what they chose back in January.", intent: MyLimits, params: params{}},

		// Comps: predicted at one casino and over all, and estimated.
		{query: "Going back to Paiute Palace in June for our anniversary. What kind of offer are they likely to mail me next?", intent: CompPredict, params: params{"casino_name": "Paiute Palace"}},
		{query: "Hey! Across all the casinos I play at, which one is likely to send me the best offer next? Just trying to plan my summer.", intent: CompPredictAll, params: params{}},
		{query: "Heading to Lula on Saturday with the guys. If I play $15 blackjack for 5 hours, what's that worth in comps?", intent: CompEstimate, params: params{"game_type": "blackjack", "avg_bet": 15, "hours": 5}},
		{query: "playing video poker at $5 a hand for 3 hrs tmrw\nwhat comps would that earn me", intent: CompEstimate, params: params{"game_type": "video_poker", "avg_bet": 5, "hours": 3}},

		// Tiers: progress at a casino, the player's tiers, tier matches.
		{query: "Been playing a lot at Feather Falls this year. How far am I from moving up a tier there?", intent: TierProgress, params: params{"casino_name": "Feather Falls"}},
		{query: "We just moved from Muskogee to Tucson (long story). How many points do I still need for the next tier at Casino of the Sun?", intent: TierProgress, params: params{"casino_name": "Casino of the Sun"}},
		{query: "whats my tier at every casino i have a card with? lost track honestly", intent: MyTiers, params: params{}},
		{query: "Based on the status I hold now, which programs would give me a status match? I'm tired of starting at the bottom everywhere.", intent: TierMatchSuggestions, params: params{}},
		{query: "I made Diamond Elite with Caesars Rewards this year. Would MGM Rewards match that, and to what tier?", intent: TierMatchPaths, params: params{"program": "Caesars Rewards", "to_program": "MGM Rewards"}, tier: "Diamond Elite"},

		// Hosts at a casino, by language, and the player's own.
		{query: "We've been to Grindstone Creek three times this spring. Does it have any hosts taking new players?", intent: FindHosts, params: params{}, filter: []string{"Grindstone Creek", "Grindstone Creek Casino"}},
		{query: "The user speaks Portuguese at home and would be more comfortable with a host who does too. Please find casino hosts who speak Portuguese.", intent: FindHosts, params: params{"language": "Portuguese"}},
		{query: "Remind me who my hosts are? I've lost a business card or two since the holidays. Thanks, Marge", intent: MyHosts, params: params{}},

		// The player's records.
		{query: "My CPA in Boise wants a record of everything. Can you list my trips to Bannock Peak Casino in 2025?", intent: MyTrips, params: params{"casino_name": "Bannock Peak Casino", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "Cleaning up my records tonight before the accountant comes over. Show me all my trips from 2024.", intent: MyTrips, params: params{"from": "2024-01-01", "to": "2024-12-31"}},
		{query: "my craps sessions from march pls. trying to see if the new system is working lol", intent: MySessions, params: params{"game_type": "craps", "from": "2026-03-01", "to": "2026-03-31"}},
		{query: "Greetings from Wisconsin! How many casino check-ins have I logged overall? My daughter bet me it's over 50.", intent: MyVisits, params: params{}},
		{query: "found a bunch of tickets in my jacket from marysville. which vouchers do i still have open", intent: MyVouchers, params: params{"status": "open"}},
		{query: "Just got back from Hinton and the mailbox is full. What offers do I have from WaterView? Some of them look good.", intent: MyOffers, params: params{"casino_name": "WaterView"}},
		{query: "Hi! Which of my offers run out within the next two weeks? I don't want to waste another free play like I did at Bally's Vicksburg.", intent: ExpiringOffers, params: params{"within_days": 14}},
		{query: "Pull up my W-2G forms for 2025, please. Tax season again, ugh — hoping there aren't many.", intent: MyW2Gs, params: params{"tax_year": 2025}},
		{query: "The user needs a figure for their accountant: the total of their W-2G winnings for 2024. They played mostly around Bossier City that year.", intent: W2GTotal, params: params{"tax_year": 2024}},
		{query: "My accountant asked me something I couldn't answer. What were my deductible gambling losses for 2025? She needs it by Friday. Thanks so much.", intent: TaxSummary, params: params{"tax_year": 2025}},
		{query: "Back from Pawhuska and a bit sunburnt. What's my bankroll at right now? Need to plan the next trip.", intent: Bankroll, params: params{}},

		// Unknown: another person's records, made so by the context.
		{query: "My wife has her own login here. Can you tell me what tier she's at with Caesars Rewards?", intent: Unknown, params: params{}},
		{query: "My dad asked me to check something for him since he doesn't do computers. How many W-2Gs did he get in 2025?", intent: Unknown, params: params{}},
		{query: "my buddy rick has a card at cameo club too. how many points does he need for his next tier", intent: Unknown, params: params{}},

		// Unknown: two asks in one message.
		{query: "Quick one before we leave Guymon. What's the house edge on roulette, and what's my bankroll at?", intent: Unknown, params: params{}},
		{query: "Fresh start for me this week. Set my weekly budget to $250 and keep my sessions under 90 minutes.", intent: Unknown, params: params{}},

		// Unknown: writes /ask does not run (add_trip, add_offer,
		// redeem_voucher).
		{query: "We just got back from Midnight Rose. Please log that trip for May 8 through May 10; coin-in was about $3,000.", intent: Unknown, params: params{}},
		{query: "Got a $50 free play offer in the mail from Golden Harbor Casino. Can you add it to my offers? It expires June 30.", intent: Unknown, params: params{}},
		{query: "at wild goose casino cashing out rn. redeem my $120 voucher pls", intent: Unknown, params: params{}},

		// Unknown: facts nothing keeps.
		{query: "We're booking a long weekend up in the mountains. What time does the buffet close at Chamonix Casino Hotel?", intent: Unknown, params: params{}},
		{query: "Message from the user: her mother has asthma, so this matters. Is Seminole Brighton Casino smoke-free?", intent: Unknown, params: params{}},

		// Unknown: advice.
		{query: "I've got $500 left for the month and a long weekend coming up. Should I play slots or video poker with it?", intent: Unknown, params: params{}},
		{query: "I keep going back and forth on this. Is it smarter to chase Diamond with Caesars Rewards or just stay at Platinum? I only get to Hammond twice a year.", intent: Unknown, params: params{}},
	}
}
