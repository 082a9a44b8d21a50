package ask

import "testing"

// tuningLongerMessagesThree are the tuning phrases of the fifty-fifth fix
// round (longer chat messages, third part: an agent's frame with "asks:",
// a relayed user spoken of as "they", asks first with context after
// them, openers such as "remind me:", and the precision of casinos read
// from ordinary words), in words of their own.
func tuningLongerMessagesThree(t testing.TB) []expectation {
	return []expectation{
		// A colon after asking ("asks:", "wants to know:", "remind me:")
		// opens the ask, what comes before it only context
		// (storySentences, colonAsks); a colon after a casino still binds
		// it, and two asks after the colon still decline.
		{query: "My client, who just moved to Tulsa, asks: what's my tier at each of my casinos?", intent: MyTiers, params: params{}},
		{query: "quick question for you, my client asks: what is my tier at each of my casinos?", intent: MyTiers, params: params{}},
		{query: "Hello! My client, who is new to Reno, asks: how many casino check-ins do I have?", intent: MyVisits, params: params{}},
		{query: "The client is flying out tonight and wants to know: which of my vouchers are expired?", intent: MyVouchers, params: params{"status": "expired"}},
		{query: "My client asks: what's my tier at Borgata, and do I have any offers expiring soon?", intent: Unknown, params: params{}},
		{query: "My user, who is visiting Reno, asks: what time does the pool open at Peppermill Hotel & Casino?", intent: Unknown, params: params{}},

		// "that town", "that city" points back to the story's town
		// (resolveStory).
		{query: "We are driving to Laughlin next month. Which casinos are in that city?", intent: FindCasinos, params: params{"near": "Laughlin, NV"}},
		{query: "My sister lives in Shreveport. Any casinos with a hotel in that town?", intent: FindCasinos, params: params{"near": "Shreveport, LA", "has_hotel": true}},

		// A relayed user spoken of as "they", "he" or "she" in the next
		// sentence is still the user (relayedSubject, relayAsks); the
		// user's relative, or anyone else's, is not.
		{query: "The client lives in Ohio but works in Kentucky. He would like a list of the tribal casinos in Oklahoma.", intent: FindCasinos, params: params{"state": "OK", "type": "tribal"}},
		{query: "The user just moved to Nevada. They'd like casinos within 20 miles of Laughlin.", intent: FindCasinos, params: params{"near": "Laughlin, NV", "radius_km": 32.2}},
		{query: "My user's husband plays at Borgata. He would like his trips from 2025.", intent: Unknown, params: params{}},
		{query: "My brother lives in Reno. He would like a list of his W-2Gs.", intent: Unknown, params: params{}},

		// The relayed user's relative is another person (relayedOwner).
		{query: "My client's wife plays a lot of slots. Show her sessions from 2025.", intent: Unknown, params: params{}},
		{query: "The user's husband keeps his own account. She'd like to see his offers.", intent: Unknown, params: params{}},
		{query: "My user's son keeps his own account. He'd like to see his trips from 2024.", intent: Unknown, params: params{}},

		// "to" before a verb, and a count of casinos ("several
		// casinos", "two casinos"), name no casino (placePhrase).
		{query: "I need to get the trips from 2024", intent: MyTrips, params: params{"from": "2024-01-01", "to": "2024-12-31"}},
		{query: "I'd love to see all my trips from 2024", intent: MyTrips, params: params{"from": "2024-01-01", "to": "2024-12-31"}},
		{query: "my trips to several casinos in 2025", intent: MyTrips, params: params{"from": "2025-01-01", "to": "2025-12-31"}},
		{query: "I play at several casinos in Nevada, what offers should I expect next?", intent: CompPredictAll, params: params{}},
		{query: "Show my trips to Lode Star Casino", intent: MyTrips, params: params{"casino_name": "Lode Star Casino"}},

		// "caps" are limits: budget and session caps are one read of
		// the limits, while two changes still decline.
		{query: "what are my budget and session caps?", intent: MyLimits, params: params{}},
		{query: "show my budget and session caps", intent: MyLimits, params: params{}},
		{query: "set my budget to 100 a week and cap my sessions at 2 hours", intent: Unknown, params: params{}},

		// A W-2G question pointing back ("is that", "does that") to a
		// win the story tells asks the rule for that win (storyWinRule).
		{query: "I won 1400 on keno last night. Is that enough for a W-2G?", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1400}},
		{query: "won 1800 on a slot machine... is that enough for a w2g", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 1800}},
		{query: "Hit $1,250 at keno tonight. Would that be enough for a W-2G?", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1250}},

		// A comp estimate of a play stated whole is nobody's records,
		// whoever the story tells of (playStated); "his comps" still
		// are another person's.
		{query: "my buddy plays poker every night. comps for 2 hours of $10 blackjack?", intent: CompEstimate, params: params{"game_type": "blackjack", "avg_bet": 10, "hours": 2}},
		{query: "My wife loves the slots. What would 4 hours of $5 slots earn in comps?", intent: CompEstimate, params: params{"game_type": "slots", "avg_bet": 5, "hours": 4}},
		{query: "My dad plays blackjack a lot. What would his comps be for 3 hours of $25 blackjack?", intent: Unknown, params: params{}},

		// Afterwords: "Our ..." (afterwordOpeners), a sigh ("ugh",
		// "lol"), a dash's tail of someone close wanting something
		// (closeOther), and being back from a casino (cameBackFrom) add
		// nothing to the ask before them; what the afterwords want of a
		// search still binds it.
		{query: "Tell me about Turning Stone Resort & Casino. Our family reunion is up near Verona this summer.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Turning Stone Resort & Casino")}},
		{query: "What is the house edge in craps? Our poker night got boring and we want to try something new.", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "Which rewards programs do you cover? Our office group is picking one for a retreat in Biloxi.", intent: ListPrograms, params: params{}},
		{query: "Which casinos are in Reno? Our group needs a hotel.", intent: Unknown, params: params{}},
		{query: "Which casinos in Iowa have a hotel? I want to plan a trip. Long winter, ugh.", intent: FindCasinos, params: params{"state": "IA", "has_hotel": true}},
		{query: "Show my trips from 2024 - my sister in Reno wants a copy. Long summer, ugh.", intent: MyTrips, params: params{"from": "2024-01-01", "to": "2024-12-31"}},
		{query: "What's my bankroll? Long week lol.", intent: Bankroll, params: params{}},
		{query: "List my W-2Gs for 2024 - my bookkeeper in Tulsa wants copies.", intent: MyW2Gs, params: params{"tax_year": 2024}},
		{query: "What offers do I have right now? Just got back from Borgata.", intent: MyOffers, params: params{}},
		{query: "Which of my vouchers are still open? Just got home from Foxwoods, so tired!", intent: MyVouchers, params: params{"status": "open"}},
		{query: "Show my sessions. I mean the ones at Borgata.", intent: MySessions, params: params{"casino_name": "Borgata"}},

		// A message's breaks stay when afterwords are dropped: "next
		// week... which offers" keeps its ask's own days (afterwords).
		{query: "Driving to Tunica next week... which of my offers expire within the next 14 days? Don't want to miss any.", intent: ExpiringOffers, params: params{"within_days": 14}},
		{query: "Off to Biloxi next week... which offers expire in the next 5 days? Don't want to waste them.", intent: ExpiringOffers, params: params{"within_days": 5}},

		// A game "carries" or "comes with" its house edge; a casino
		// carrying a game is no question of the edge.
		{query: "what edge does roulette carry?", intent: GameFacts, params: params{"game_type": "roulette"}},
		{query: "How big an edge comes with keno?", intent: GameFacts, params: params{"game_type": "keno"}},
		{query: "does Borgata carry baccarat", intent: Unknown, params: params{}},

		// A "max" after a budget's period is the budget to set
		// (maxAfterPeriod); asked about, it is no change.
		{query: "$200 a week max on gambling", intent: SetBudget, params: params{"period": "week", "amount": 200}},
		{query: "new rule: $80 a day max, set it", intent: SetBudget, params: params{"period": "day", "amount": 80}},
		{query: "is $150 a month max too low?", intent: Unknown, params: params{}},

		// A clause telling what the asker did ("I lost ...", "we went
		// ...") binds its place to no answer but a directory search
		// (pastClause); where the asker is now still binds.
		{query: "I lost a lot in Reno - which hosts am I connected with?", intent: MyHosts, params: params{}},
		{query: "We went to Biloxi in May - which hosts am I connected with?", intent: MyHosts, params: params{}},
		{query: "I'm in Reno this week, which hosts am I connected with?", intent: Unknown, params: params{}},
		{query: "I stayed in Reno last week, any casinos with a hotel?", intent: Unknown, params: params{}},
	}
}
