package ask

import "testing"

// tuningPart115 are the tuning phrases of the hundred-and-fifteenth fix
// round (longer messages, seventeenth part: a change and a read joined by
// "and" in a sentence after a story, a relative named with a word saying
// which one, a town "itself", an integrator's "return", a ladder "start
// to finish", what a relative always said, a vow it won't happen again,
// "asking for taxes", a request for the full list, and an agent's user's
// tier status "they hold"), in words of their own, with guards that keep
// their answers.
func tuningPart115(t testing.TB) []expectation {
	return []expectation{
		// A change joined by "and" to a read of the records, opening a
		// sentence after a story (sentenceOpeningOf in twoQuestions): two
		// asks, as they are without the story. The change alone after
		// the same story, or shown back with "it", keeps its answer.
		{query: "My paycheck was late again. Lower my weekly budget to $80 and show my limits.", intent: Unknown, params: params{}},
		{query: "The holidays hit my wallet hard. Set my monthly budget to $400 and tell me how much my bankroll has now.", intent: Unknown, params: params{}},
		{query: "Rough week. Set my daily budget to $40 and show it to me.", intent: SetBudget, params: params{"amount": 40, "period": "day"}},
		{query: "The holidays hit my wallet hard. Set my monthly budget to $400.", intent: SetBudget, params: params{"amount": 400, "period": "month"}},

		// A relative named with a word saying which one ("my late
		// husband", "her younger brother") (relativeModifiers in
		// otherPerson): still another person, whose records are not
		// the asker's. A directory question after the same story, or
		// "late" saying when, keeps its answer.
		{query: "My late husband kept every receipt. Show me his trips from 2024.", intent: Unknown, params: params{}},
		{query: "I'm a helper for Mr. Okafor. His younger brother also plays here; pull up his sessions from last month.", intent: Unknown, params: params{}},
		{query: "My late husband loved Borgata. Which casinos in NJ have a hotel?", intent: FindCasinos, params: params{"state": "NJ", "has_hotel": true}},
		{query: "It was a late night. Show me my trips from 2024.", intent: MyTrips, params: params{"from": "2024-01-01", "to": "2024-12-31"}},

		// A town followed by "itself" or "proper" (townItself in
		// extractCity): the town searched. A town alone keeps its answer.
		{query: "Are there casinos in Elko itself?", intent: FindCasinos, params: params{"near": "Elko, NV"}},
		{query: "Any casinos in Reno proper with a hotel?", intent: FindCasinos, params: params{"near": "Reno, NV", "has_hotel": true}},
		{query: "Are there casinos in Elko?", intent: FindCasinos, params: params{"near": "Elko, NV"}},

		// An integrator's "return" for giving an answer back ("return"
		// in directoryWords), and a ladder asked "start to finish"
		// ("start", "finish" in programWords).
		{query: "Which racinos are in Iowa? Return them all.", intent: FindCasinos, params: params{"state": "IA", "type": "racino"}},
		{query: "Return every casino in Iowa that has a hotel.", intent: FindCasinos, params: params{"state": "IA", "has_hotel": true}},
		{query: "Walk me through the MGM Rewards tiers from start to finish.", intent: ProgramDetail, params: params{"id": programID(t, "MGM Rewards")}},

		// What a relative, called by the word for them, always said or
		// called something (habitAdverbs, namingVerbs in closeOther):
		// an afterword.
		{query: "How fast does a roulette wheel spin per hour? Grandma always said it was the slowest game.", intent: GameFacts, params: params{"game_type": "roulette"}},
		{query: "What's the house edge on baccarat? Dad never called it a sucker's game.", intent: GameFacts, params: params{"game_type": "baccarat"}},

		// A vow that something will not happen again (neverAgainTold):
		// an afterword after a change, after a story too.
		{query: "I stayed at the blackjack table till dawn and missed work. From now on, keep my sessions under an hour. That won't happen again.", intent: SetSessionLimit, params: params{"max_minutes": 60}},
		{query: "I stayed at the blackjack table till dawn and missed work. From now on, keep my sessions under an hour. It mustn't happen twice.", intent: SetSessionLimit, params: params{"max_minutes": 60}},
		{query: "Cap my sessions at 30 minutes. It won't happen twice.", intent: SetSessionLimit, params: params{"max_minutes": 30}},

		// A short "asking for <purpose>" closing a message after a
		// story (askingForPurpose): an afterword; "asking for my wife"
		// still makes the records hers.
		{query: "had a lucky night at Borgata in May. how much did my w2gs total in 2025? asking for tax filing", intent: W2GTotal, params: params{"tax_year": 2025}},
		{query: "won big at the Borgata in the spring. show my w2g forms for 2025? asking for my records", intent: MyW2Gs, params: params{"tax_year": 2025}},
		{query: "won big at the Borgata in the spring. show my w2g forms for 2025? asking for my wife", intent: Unknown, params: params{}},

		// A request for the full list after the question, after a story
		// (fullListRestated): an afterword.
		{query: "My wife likes the slots. Which casinos in Iowa have a hotel? Send the whole list please.", intent: FindCasinos, params: params{"state": "IA", "has_hotel": true}},
		{query: "My user is heading to Iowa soon. Which casinos in Iowa have a hotel? Send us the complete list.", intent: FindCasinos, params: params{"state": "IA", "has_hotel": true}},
		{query: "My client is shopping for a players club. What programs do you track? Please give the entire list.", intent: ListPrograms, params: params{}},

		// An agent's user's standing named before "they" ("the tiers
		// they hold") (standingNouns in relayedClauseSubject): the
		// user's own tiers. A wife's tiers stay hers.
		{query: "My client is heading out soon. Show the tiers they hold at every casino.", intent: MyTiers, params: params{}},
		{query: "My wife is heading out soon. Show the tiers she holds at every casino.", intent: Unknown, params: params{}},
	}
}
