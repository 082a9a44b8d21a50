package ask

import "testing"

// tuningLongerMessagesFour are the tuning phrases of the fifty-ninth fix
// round (longer chat messages, fourth part: a lower-case ask after a full
// stop in a message typed with capitals, "the same place" and "that one"
// pointing back, afterwords of purpose, of what the asker had before, of
// another person and of a loss, and leads such as "anyway" and "from now
// on"), in words of their own.
func tuningLongerMessagesFour(t testing.TB) []expectation {
	return []expectation{
		// A full stop before a lower-case asking word closes a sentence
		// in a message typed with capitals (storySentences, asksAt): the
		// story's game or program lends the ask nothing; a search with
		// no place after a story in a town (of the directory or the
		// list of cities) looks around that town (storyPlaceLent).
		{query: "Slots have been cold for me all month. can you show my blackjack sessions?", intent: MySessions, params: params{"game_type": "blackjack"}},
		{query: "I've had Boyd Rewards for ages and it bores me. what are the tiers of Grazie Rewards?", intent: ProgramDetail, params: params{"id": programID(t, "Grazie Rewards")}},
		{query: "My aunt retired to Laughlin last year. any casinos within 15 miles of there?", intent: FindCasinos, params: params{"near": "Laughlin, NV", "radius_km": 24.1}},
		{query: "We're staying in Boise. which casinos have a hotel?", intent: FindCasinos, params: params{"near": "Boise, ID", "has_hotel": true}},
		{query: "We ate at a.m. diner. Which casinos in Reno have a hotel?", intent: FindCasinos, params: params{"near": "Reno, NV", "has_hotel": true}},

		// "the same place", "the same casino" point back to the story's
		// one casino, "the same town" to its town (pointsBack,
		// resolveStory).
		{query: "I spent Saturday at Spirit Lake Casino and Resort. What offers do I have from the same place?", intent: MyOffers, params: params{"casino_name": "Spirit Lake Casino and Resort"}},
		{query: "We had a fun night at Borgata. Show my trips to the same casino.", intent: MyTrips, params: params{"casino_name": "Borgata"}},
		{query: "My aunt lives in Tunica. Any casinos in the same town?", intent: FindCasinos, params: params{"near": "Tunica, MS"}},
		{query: "Do I have offers from the same place?", intent: Unknown, params: params{}},
		{query: "what tier am i at the same casino", intent: Unknown, params: params{}},

		// What the asker wants the records for, after the question or a
		// dash (purposeTold), and what the asker had before ("my old
		// host at ...", formerTold), are afterwords: they narrow nothing.
		{query: "Show my W-2Gs for 2025 - I need them for my accountant.", intent: MyW2Gs, params: params{"tax_year": 2025}},
		{query: "List all my sessions from 2024 — we want them for our taxes.", intent: MySessions, params: params{"from": "2024-01-01", "to": "2024-12-31"}},
		{query: "What were my trips in 2025? I need them for my records.", intent: MyTrips, params: params{"from": "2025-01-01", "to": "2025-12-31"}},
		{query: "What vouchers do I have? I need them for my trip.", intent: MyVouchers, params: params{}},
		{query: "Who are my hosts these days? My former host at Borgata moved away.", intent: MyHosts, params: params{}},
		{query: "what offers do i have right now? my old favorite was Hard Rock Tulsa", intent: MyOffers, params: params{}},
		{query: "Who are my hosts? My host at Borgata quit.", intent: MyHosts, filter: []string{"Borgata", "Borgata Hotel Casino and Spa"}},

		// "anyway" turning back to the question, and "from now on" or
		// "going forward" before a limit verb, lead into the ask
		// (chatter, changeRequested).
		{query: "Anyways, what casinos are near Reno?", intent: FindCasinos, params: params{"near": "Reno, NV"}},
		{query: "Had a rough weekend, nothing new. Anyway — which casinos are within 30 miles of Tunica?", intent: FindCasinos, params: params{"near": "Tunica, MS", "radius_km": 48.3}},
		{query: "going forward limit my weekly budget to $300", intent: SetBudget, params: params{"amount": 300, "period": "week"}},
		{query: "from now on cap my daily budget at $100", intent: SetBudget, params: params{"amount": 100, "period": "day"}},
		{query: "from now on restrict my sessions to an hour", intent: SetSessionLimit, params: params{"max_minutes": 60}},
		{query: "I stayed too long at the tables. From now on limit my sessions to 45 minutes", intent: SetSessionLimit, params: params{"max_minutes": 45}},
		{query: "I played until 4am on Friday. Going forward limit my sessions to 90 minutes.", intent: SetSessionLimit, params: params{"max_minutes": 90}},

		// "that one" points back to the story's one casino (resolveStory).
		{query: "We love Spirit Lake Casino and Resort. How many rooms does that one have?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Spirit Lake Casino and Resort")}},
		{query: "I play at Borgata a lot. What offers do I have from that one?", intent: MyOffers, params: params{"casino_name": "Borgata"}},

		// A sentence after the question opening with another person
		// ("He only stays ...") is an afterword (otherOpens); it still
		// keeps records apart when the question names no asker.
		{query: "How many rooms does Spirit Lake Casino and Resort have? He only stays where there's a pool.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Spirit Lake Casino and Resort")}},
		{query: "What's the house edge on craps? He'll only play if it's low.", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "Is there a hotel at Borgata? She won't drive home late.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Borgata Hotel Casino and Spa")}},
		{query: "Show his trips from 2025. He planned most of them.", intent: Unknown, params: params{}},

		// A loss told after the question is an afterword (lossTold);
		// its amount still binds a W-2G rule or a question missing one.
		{query: "What's the house edge on roulette? I lost $300 on it last week.", intent: GameFacts, params: params{"game_type": "roulette"}},
		{query: "How many spins an hour on slots? I was down $80 after lunch.", intent: GameFacts, params: params{"game_type": "slots"}},
		{query: "Do I get a W-2G for keno? Lost $500 at the casino last night.", intent: Unknown, params: params{}},
	}
}
