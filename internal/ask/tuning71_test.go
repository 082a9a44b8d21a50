package ask

import "testing"

// tuningLongerMessagesSeven are the tuning phrases of the seventy-first
// fix round (longer messages: one ask among sentences of context), in
// words of their own.
func tuningLongerMessagesSeven(t testing.TB) []expectation {
	return []expectation{
		// A sentence after the ask that is a condition and the asker's
		// plan ("If ... I'll ...") asks nothing (longIfPlanned).
		{query: "What's the house edge on roulette? If it's awful I'll stick to blackjack.", intent: GameFacts, params: params{"game_type": "roulette"}},
		{query: "What does Platinum take in Caesars Rewards? If it's doable I'll push for it this year.", intent: TierRequirement, params: params{"id": programID(t, "Caesars Rewards")}, tier: "Platinum"},
		{query: "Which casinos near Tunica have a hotel? If one has rooms free I'll stay the night.", intent: FindCasinos, params: params{"near": "Tunica, MS", "has_hotel": true}},

		// A sentence after the ask telling what the asker has been doing,
		// with or without its subject, asks nothing (longHabitTold).
		{query: "what tiers does Grazie Rewards have? been hitting the slots at Ameristar most fridays", intent: ProgramDetail, params: params{"id": programID(t, "Grazie Rewards")}},
		{query: "what's the house edge on baccarat? been playing it every night this week", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "what does Gold take in MGM Rewards? been grinding at Borgata since january", intent: TierRequirement, params: params{"id": programID(t, "MGM Rewards")}, tier: "Gold"},
		{query: "how far am i from the next tier at Ameristar? been going twice a week since april", intent: TierProgress, params: params{"casino_name": "Ameristar"}},

		// A sentence after the ask telling what the asker tries to work
		// out keeps its amount the asker's own (longReckoningTold).
		{query: "how many hands an hour does mini baccarat deal? trying to work out how far $200 goes", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "What's the edge on keno? I'm trying to decide whether $50 a night is silly.", intent: GameFacts, params: params{"game_type": "keno"}},
		{query: "Which casinos near Tunica have a hotel? Just trying to budget $600 for the weekend.", intent: FindCasinos, params: params{"near": "Tunica, MS", "has_hotel": true}},

		// In an agent's sentence opening with "they", the user is every
		// "them" and "their" too, not a third person the asking is done
		// for (asRelayedUser); the asker's own "for them" still is.
		{query: "My user asks: what tiers does Grazie Rewards have? They think the top tiers are out of reach for them.", intent: ProgramDetail, params: params{"id": programID(t, "Grazie Rewards")}},
		{query: "On behalf of my user: show their W-2Gs for 2025. They said tax season is stressful for them.", intent: MyW2Gs, params: params{"tax_year": 2025}},
		{query: "On behalf of my user: show their trips from 2025. They said the summer was a blur for them.", intent: MyTrips, params: params{"from": "2025-01-01", "to": "2025-12-31"}},
		{query: "Show my trips. My wife asked for them.", intent: Unknown, params: params{}},

		// "for my wife" after the thing the asker is making is whom it is
		// made for, not whose records are asked (longMadeFor); after a
		// pronoun ("doing this for") the asking is her errand.
		{query: "Show me my W-2Gs for 2025, please. I'm filling out a tax folder for my husband.", intent: MyW2Gs, params: params{"tax_year": 2025}},
		{query: "List my visits. I'm building a spreadsheet for my sister.", intent: MyVisits, params: params{}},
		{query: "Show me my trips. I'm doing this for my wife.", intent: Unknown, params: params{}},
		{query: "Show me my trips. I'm asking for my wife.", intent: Unknown, params: params{}},

		// The way still to go to the next tier put as ground is tier
		// progress.
		{query: "how much ground do I have left to my next tier at Borgata", intent: TierProgress, params: params{"casino_name": "Borgata"}},
		{query: "How much ground is left until the next tier at Ameristar?", intent: TierProgress, params: params{"casino_name": "Ameristar"}},
		{query: "I played Mohegan Sun a lot in the fall. How much ground is left to the next tier there?", intent: TierProgress, params: params{"casino_name": "Mohegan Sun"}},

		// "are you able to", "would you be able to" ask as "can you" do
		// (claimLongAbleTo).
		{query: "Are you able to list the rewards programs?", intent: ListPrograms, params: params{}},
		{query: "would you be able to show the tiers of Boyd Rewards", intent: ProgramDetail, params: params{"id": programID(t, "Boyd Rewards")}},
		{query: "Which casinos in Ohio are you able to find?", intent: FindCasinos, params: params{"state": "OH"}},
		{query: "What can the service tell me, are you able to be honest?", intent: Unknown, params: params{}},

		// A purpose clause closing the ask ("so they know ...") is an
		// afterword and points back to nothing (longPurposeSplit); a
		// casino it names still narrows the records.
		{query: "Show me the tiers of Grazie Rewards so I know what I'm chasing.", intent: ProgramDetail, params: params{"id": programID(t, "Grazie Rewards")}},
		{query: "My user is visiting Reno soon. Show the tier ladder for Caesars Rewards so they can plan their play.", intent: ProgramDetail, params: params{"id": programID(t, "Caesars Rewards")}},
		{query: "What is the house edge at craps so that we understand the odds?", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "Which programs would you list so he can compare them?", intent: ListPrograms, params: params{}},
		{query: "Show my sessions so I can see the ones at Borgata.", intent: MySessions, params: params{"casino_name": "Borgata"}},

		// "something" before the clause a yes-or-no W-2G question asks is
		// the win itself (claimLongSomething).
		{query: "Is a $2,000 slot jackpot something that needs a W-2G?", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 2000}},
		{query: "Would a $1,300 keno hit be something I'd get a W-2G for?", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1300}},
		{query: "is a $6,000 poker win something that gets reported?", intent: W2GRule, params: params{"game_type": "poker", "amount_won": 6000}},

		// "those trips" after a story naming the asker's trips at a
		// casino in a time is those trips: the casino and the time.
		{query: "I need my 2024 Borgata trips for a report. Can you show me those trips?", intent: MyTrips, params: params{"casino_name": "Borgata", "from": "2024-01-01", "to": "2024-12-31"}},
		{query: "My Ameristar sessions from March 2026 were rough. Pull up those sessions.", intent: MySessions, params: params{"casino_name": "Ameristar", "from": "2026-03-01", "to": "2026-03-31"}},
		{query: "My trips to Mohegan Sun in 2025 were a blur. List those trips, please.", intent: MyTrips, params: params{"casino_name": "Mohegan Sun", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "Last October we stayed at Little Wind Casino. Show my trips there.", intent: MyTrips, params: params{"casino_name": "Little Wind Casino"}},

		// "the state" or "that state" of a help question after a story
		// naming one state (or a town of one) is that state.
		{query: "I'm spending the summer in Biloxi. How do I join that state's self-exclusion program?", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "MS"}},
		{query: "My user lives in Ohio. Please explain how they can reach the state's helpline.", intent: RGHelp, params: params{"topic": "helpline", "state": "OH"}},
		{query: "My user lives in Reno. What is the state's self-exclusion program for them?", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "NV"}},

		// A guess after asking for records ("I think ...") is what the
		// asker expects the list to show, no filter of it
		// (longGuessTold); a casino they mean still narrows.
		{query: "Show my sessions from March 2026. I think a couple were at Ameristar.", intent: MySessions, params: params{"from": "2026-03-01", "to": "2026-03-31"}},
		{query: "List my trips. I believe the last one was to Borgata in May.", intent: MyTrips, params: params{}},
		{query: "On behalf of my user: show their open sessions. They suspect one is still running at Borgata.", intent: MySessions, params: params{"open": true}},
		{query: "List my trips from 2025. Only the ones to Ameristar.", intent: MyTrips, params: params{"casino_name": "Ameristar", "from": "2025-01-01", "to": "2025-12-31"}},
	}
}
