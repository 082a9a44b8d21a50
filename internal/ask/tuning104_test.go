package ask

import "testing"

// tuningPart104 are the tuning phrases of the hundred-and-fourth fix round
// (longer messages, fourteenth part: a town pointed back to as the one
// that has casinos, a casino the story typed with its family's word, an
// agent's user as "they" in a clause on their hosts or records, context
// that tells a feeling or an event of someone close, a limit put as
// "make $X my budget" or "don't let me play more than", a request to
// "share" what is kept, "there" after a story naming one state, and a
// sentence closed after a number), in words of their own, with guards
// that keep their answers.
func tuningPart104(t testing.TB) []expectation {
	return []expectation{
		// "that town" (or city) as the one that has the casinos, with no
		// preposition before it, is the search around the story's town,
		// though the town's name may also be in casinos' names; after
		// "in" it is the town as before.
		{query: "We're spending a week in Deadwood this summer. Does that town have any casinos?", intent: FindCasinos, params: params{"near": "Deadwood, SD"}},
		{query: "My cousin lives in Deadwood. What casinos does that city offer?", intent: FindCasinos, params: params{"near": "Deadwood, SD"}},
		{query: "We're spending a week in Deadwood this summer. Which casinos are in that town?", intent: FindCasinos, params: params{"near": "Deadwood, SD"}},

		// A casino the story typed with a family's word before the name
		// found ("Ameristar Black Hawk") is pointed back to as typed, as
		// the question naming it would keep it.
		{query: "Booked two nights at Ameristar Black Hawk. How close am I to the next tier there?", intent: TierProgress, params: params{"casino_name": "Ameristar Black Hawk"}},
		{query: "Booked two nights at Borgata. How close am I to the next tier there?", intent: TierProgress, params: params{"casino_name": "Borgata"}},

		// In an agent's relay, "they" opening a clause on hosts or
		// records ("the hosts they're connected with") is the user, and
		// "on behalf of my user" is for the key's owner; on behalf of
		// a relative it stays another person's.
		{query: "I'm messaging on behalf of my user. Show the hosts they're connected with.", intent: MyHosts},
		{query: "I'm messaging on behalf of my brother. Show the trips he took.", intent: Unknown, params: params{}},

		// An adverb of emphasis between the holder and "hold" leaves the
		// holder: the player's tiers, not a game's hold.
		{query: "which tiers do i truly hold", intent: MyTiers},
		{query: "what's the hold on craps really", intent: GameFacts, params: params{"game_type": "craps"}},

		// "for my daughter's recital": "for" before someone's thing is
		// what was done, not whom the asking is for; "asking for my
		// daughter" still is.
		{query: "List my trips to Borgata in 2025. We mostly went for my daughter's dance competitions.", intent: MyTrips, params: params{"casino_name": "Borgata", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "List my trips to Borgata in 2025. I'm asking for my daughter.", intent: Unknown, params: params{}},

		// How something felt, after the question, asks nothing.
		{query: "What's the house edge on craps? Seemed like the dice hated me.", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "Which casinos in Ohio have a hotel? It felt like forever driving home last time.", intent: FindCasinos, params: params{"state": "OH", "has_hotel": true}},

		// "Make $X my ... budget" and "don't let me play more than"
		// request a limit after a story, whatever amount the story tells.
		{query: "I dropped $600 last month. Make $200 my weekly budget.", intent: SetBudget, params: params{"amount": 200, "period": "week"}},
		{query: "I dropped $300 on Friday. Don't let me play more than 90 minutes at a time.", intent: SetSessionLimit, params: params{"max_minutes": 90}},
		{query: "I dropped $300 on Friday. Please don't let me spend more than $100 a week.", intent: SetBudget, params: params{"amount": 100, "period": "week"}},

		// "share" with a question word or "with me" after it asks to be
		// told; sharing a thing with someone is still a change.
		{query: "Please share what you know about Borgata.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Borgata Hotel Casino and Spa")}},
		{query: "Share with me which casinos in Ohio have a hotel.", intent: FindCasinos, params: params{"state": "OH", "has_hotel": true}},
		{query: "Share my offer with my wife.", intent: Unknown, params: params{}},

		// "there" after a story naming one state (no town, no casino) is
		// that state.
		{query: "We just moved to Ohio. What is the help line number there?", intent: RGHelp, params: params{"state": "OH", "topic": "helpline"}},
		{query: "My user is relocating to Indiana. How does self-exclusion work over there?", intent: RGHelp, params: params{"state": "IN", "topic": "self_exclusion"}},
		{query: "We are in Reno for the week. Which casinos are there?", intent: FindCasinos, params: params{"near": "Reno, NV"}},

		// A full stop after a number closes the sentence when a question
		// opens next, typed in lower case.
		{query: "off work at 6. which casinos near reno have a hotel", intent: FindCasinos, params: params{"near": "Reno, NV", "has_hotel": true}},
	}
}
