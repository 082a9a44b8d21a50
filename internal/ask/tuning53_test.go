package ask

import "testing"

// tuningLongerMessagesTwo are the tuning phrases of the fifty-third fix
// round (longer chat messages, second part: phone-typed breaks, reasons
// and busy asides after the question, asks pointing back with "that
// casino" or "that program", clauses of when before the question, two
// asks joined after a comma), in words of their own.
func tuningLongerMessagesTwo(t testing.TB) []expectation {
	return []expectation{
		// Phone typing (storySentences, phoneBreak): an ellipsis closes
		// a sentence before any letter, and so does a line break; a
		// sentence so closed with no mark, opened by a question word,
		// is a question of its own (whQuestion), so two still decline.
		{query: "any casinos in tunica with a hotel... we're driving down saturday", intent: FindCasinos, params: params{"near": "Tunica, MS", "has_hotel": true}},
		{query: "The last host I had at Borgata moved on... who are my hosts now?", intent: MyHosts, params: params{}},
		{query: "Evening!\nThe host I worked with at Borgata quit\nwho are my hosts now?", intent: MyHosts, params: params{}},
		{query: "My nephew took me to Foxwoods last spring... what offers do I have right now?", intent: MyOffers, params: params{}},
		{query: "what's the weather in reno... which casinos there have a hotel", intent: Unknown, params: params{}},

		// Afterwords (afterword): a wish or a busy aside with no subject
		// ("Hoping to ...", "Thinking about ..."), the asker telling
		// what they are doing ("I'm making a spreadsheet ..."), a wish
		// naming someone close, and someone close who asked or says
		// something ("My coworker says ...") ask nothing; a place after
		// a search still binds it.
		{query: "What's the house edge on roulette? Thinking about my budget for the trip.", intent: GameFacts, params: params{"game_type": "roulette"}},
		{query: "Which casinos in Iowa have a hotel? Hoping to book a trip in the fall.", intent: FindCasinos, params: params{"state": "IA", "has_hotel": true}},
		{query: "Show me my sessions for 2025. I'm making a spreadsheet of my losses.", intent: MySessions, params: params{"from": "2025-01-01", "to": "2025-12-31"}},
		{query: "What's the house edge on craps? I want to teach my son the odds.", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "Which offers do I have right now? My coworker says there's a deal in Tunica.", intent: MyOffers, params: params{}},
		{query: "Which casinos in Nevada have a hotel? My parents and I want to go in the spring.", intent: FindCasinos, params: params{"state": "NV", "has_hotel": true}},
		{query: "Which casinos have a hotel? Thinking about Reno.", intent: Unknown, params: params{}},

		// How earnestly it is asked closes nothing (politeClosings).
		{query: "What's the hold on keno, seriously?", intent: GameFacts, params: params{"game_type": "keno"}},
		{query: "how many rooms does Borgata have, honestly?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Borgata Hotel Casino and Spa")}},

		// Pointing back (resolveStory): "that casino" is the one casino
		// the story names, "that program" or "it" the one program, and
		// neither takes the story's date; a record pointed back to with
		// "those" still does.
		{query: "I joined MGM Rewards in May. What are the tiers of that program?", intent: ProgramDetail, params: params{"id": programID(t, "MGM Rewards")}},
		{query: "My neighbor mentioned Wynn Rewards over dinner in July. Tell me about that program.", intent: ProgramDetail, params: params{"id": programID(t, "Wynn Rewards")}},
		{query: "I've played a lot at Mohegan Sun this year. What offer will that casino send me next?", intent: CompPredict, params: params{"casino_name": "Mohegan Sun"}},
		{query: "In March we stayed two nights at Borgata. Show me every session I logged there.", intent: MySessions, params: params{"casino_name": "Borgata"}},
		{query: "I played roulette in February. Show me those sessions.", intent: MySessions, params: params{"game_type": "roulette", "from": "2026-02-01", "to": "2026-02-28"}},

		// "Which ones" after a story naming the asker's records is those
		// records (resolveStory).
		{query: "I keep a few vouchers in my wallet and always forget them at home. Which ones have expired?", intent: MyVouchers, params: params{"status": "expired"}},
		{query: "I've got a stack of offers from the casinos I visit. Which ones expire in the next 7 days?", intent: ExpiringOffers, params: params{"within_days": 7}},

		// What the asker would rather not see (declinedWish) is an
		// afterword when the question already leaves it out, and
		// declines the records asked when it does not.
		{query: "List my trips to Borgata in 2025. I want to total up the miles. The Foxwoods ones I don't want to see.", intent: MyTrips, params: params{"casino_name": "Borgata", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "Show me my offers from Borgata. I want to plan a weekend. The Foxwoods ones I'm not interested in.", intent: MyOffers, params: params{"casino_name": "Borgata"}},
		{query: "List my keno sessions from 2025. I'd like to add them up. The bingo ones I don't need.", intent: MySessions, params: params{"game_type": "keno", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "Show me my trips. The Foxwoods ones I don't need.", intent: Unknown, params: params{}},
		{query: "Show me my sessions. The craps ones I'd rather not see.", intent: Unknown, params: params{}},

		// Two asks joined after a comma (twoAsksJoined) decline; a
		// clause after the comma that points back is the same ask.
		{query: "What's the house edge on roulette, and could you cap my sessions at 90 minutes?", intent: Unknown, params: params{}},
		{query: "How many hands an hour does baccarat deal, and can you set my weekly budget to $300?", intent: Unknown, params: params{}},
		{query: "Which casinos are in Tunica, and do they have hotels?", intent: FindCasinos, params: params{"near": "Tunica, MS", "has_hotel": true}},

		// A clause of when before the asker's own event ("Before my
		// trip to ...", leadClause, whenClause) leaves the question to
		// say what is asked; a program or a threshold is the same
		// everywhere (placeless); the asker's offers keep the casino.
		{query: "Before my trip to Borgata, can you tell me about the MGM Rewards program?", intent: ProgramDetail, params: params{"id": programID(t, "MGM Rewards")}},
		{query: "After my weekend at Foxwoods, what does Platinum take in Caesars Rewards?", intent: TierRequirement, params: params{"id": programID(t, "Caesars Rewards")}, tier: "Platinum"},
		{query: "Before my weekend at Mohegan Sun, what does Gold take in MGM Rewards?", intent: TierRequirement, params: params{"id": programID(t, "MGM Rewards")}, tier: "Gold"},
		{query: "Before my trip to Borgata, show me my offers", intent: MyOffers, params: params{"casino_name": "Borgata"}},

		// A clause of context closed by a colon or a dash, opened by a
		// word of what the message is (clauseSeparators); a game played
		// at a casino is still not lent to the pace asked.
		{query: "Quick question before I drive to Reno: what limits do I have?", intent: MyLimits, params: params{}},
		{query: "One thing before we leave for Biloxi — how much is in my bankroll?", intent: Bankroll, params: params{}},
		{query: "Before I go to Borgata: what offers do I have?", intent: MyOffers, params: params{"casino_name": "Borgata"}},
	}
}
