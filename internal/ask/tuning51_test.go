package ask

import "testing"

// tuningLongerMessages are the tuning phrases of the fifty-first fix
// round (longer chat messages: a question with context before it and a
// reason, wish or closing after it), in words of their own.
func tuningLongerMessages(t testing.TB) []expectation {
	return []expectation{
		// Phone typing (storySentences): a question or exclamation mark
		// closes a sentence before a lower-case letter, and so does a
		// full stop in a message that opens in lower case; a question
		// after another wh-question still declines.
		{query: "back from a long week at work. casinos within 20 km of biloxi?", intent: FindCasinos, params: params{"near": "Biloxi, MS", "radius_km": 20}},
		{query: "any casinos in black hawk? ty", intent: FindCasinos, params: params{"near": "Black Hawk, CO"}},
		{query: "whats the house edge on roulette? asking for a class project", intent: GameFacts, params: params{"game_type": "roulette"}},
		{query: "what's the weather in tunica? which casinos there have a hotel", intent: Unknown, params: params{}},

		// A reason, wish or closing after the question (afterwords)
		// asks nothing; one that names a condition of the search the
		// question lacks still declines.
		{query: "Which casinos in Mississippi have a hotel? We want to book something for the reunion.", intent: FindCasinos, params: params{"state": "MS", "has_hotel": true}},
		{query: "Which casinos in Nevada have a hotel? I'd rather not drive home after midnight.", intent: FindCasinos, params: params{"state": "NV", "has_hotel": true}},
		{query: "What does Platinum take in MGM Rewards? I'd like to know if I can get there by fall.", intent: TierRequirement, params: params{"id": programID(t, "MGM Rewards")}, tier: "Platinum"},
		{query: "Which casinos are in Reno? We want a hotel.", intent: Unknown, params: params{}},

		// A casino the story names does not filter a question that does
		// not point back to it (casinoLent); one that points back with
		// "there" keeps it.
		{query: "My neighbor plays at Hard Rock Tulsa. Show my hosts.", intent: MyHosts, params: params{}},
		{query: "A pal at Mohegan Sun keeps bragging. Who are my hosts?", intent: MyHosts, params: params{}},
		{query: "A coworker of mine plays at Mohegan Sun. Which hosts do I have?", intent: MyHosts, params: params{}},
		{query: "A neighbor raves about the buffet at Foxwoods. Are there hosts at Borgata who take new players?", intent: FindHosts, params: params{}, filter: []string{"Borgata", "Borgata Hotel Casino and Spa"}},
		{query: "I play at Borgata. Who is my host there?", intent: MyHosts, params: params{}, filter: []string{"Borgata", "Borgata Hotel Casino and Spa"}},

		// The "it" of "what does it take" points back to nothing
		// (pointsBack).
		{query: "We stayed at Borgata last fall. What does it take to reach Gold in MGM Rewards?", intent: TierRequirement, params: params{"id": programID(t, "MGM Rewards")}, tier: "Gold"},
		{query: "We spent a weekend at Mohegan Sun in May. What does it take to reach Platinum in MGM Rewards?", intent: TierRequirement, params: params{"id": programID(t, "MGM Rewards")}, tier: "Platinum"},
		{query: "My brother plays blackjack at Caesars Palace. What does it take to reach Sapphire in MGM Rewards?", intent: TierRequirement, params: params{"id": programID(t, "MGM Rewards")}, tier: "Sapphire"},

		// A budget or session limit requested after a story naming
		// someone close is the asker's own (ownChange), unless the
		// request names that person.
		{query: "My husband says I play too long. Please cap each session at 90 minutes.", intent: SetSessionLimit, params: params{"max_minutes": 90}},
		{query: "My sister thinks I overspend. Please set a weekly budget of $150.", intent: SetBudget, params: params{"period": "week", "amount": 150}},
		{query: "My husband plays too long. Please cap his sessions at 90 minutes.", intent: Unknown, params: params{}},

		// A place in a lead clause does not bind an answer no place
		// narrows (placeless); the player's offers still decline.
		{query: "Before we drive to Tunica, how much is in my bankroll?", intent: Bankroll, params: params{}},
		{query: "Before I head to Biloxi on Sunday, what limits have I set?", intent: MyLimits, params: params{}},
		{query: "Before we head to Biloxi, what offers do I have?", intent: Unknown, params: params{}},

		// A program named with its own noun after it is the program
		// (programWrittenOver, programNamedWithNoun); the name alone, or
		// the program a casino uses, is still the casino.
		{query: "what can you tell me about the Foxwoods Rewards program", intent: ProgramDetail, params: params{"id": programID(t, "Foxwoods Rewards")}},
		{query: "give me the rundown on the circa rewards program", intent: ProgramDetail, params: params{"id": programID(t, "Circa Rewards")}},
		{query: "what rewards program does Foxwoods use", intent: CasinoDetail, params: params{"slug": slugOf(t, "Foxwoods Resort Casino")}},

		// A question typed without its mark after a lead word
		// ("so what's ...", "approximately how many ...") still asks
		// after a story (askingAfterLead).
		{query: "we fly to vegas friday. so what's the house edge on craps", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "took my wife to tunica for her birthday lol. roughly how many hands per hour at blackjack", intent: GameFacts, params: params{"game_type": "blackjack"}},

		// A story of someone close after the question, or after a comma
		// (closeOther), asks nothing, unless the question asks that
		// person's records.
		{query: "which casinos in iowa have a hotel? my brother wants to go in june", intent: FindCasinos, params: params{"state": "IA", "has_hotel": true}},
		{query: "show my tier statuses, my wife thinks i'm diamond somewhere", intent: MyTiers, params: params{}},
		{query: "show her trips, my wife needs them", intent: Unknown, params: params{}},
		{query: "list the vouchers? my husband has them", intent: Unknown, params: params{}},
	}
}
