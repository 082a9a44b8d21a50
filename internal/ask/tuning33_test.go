package ask

import "testing"

// tuningEverydayClauses are the tuning phrases of the thirty-third fix
// round (everyday questions, some with a clause of why before them), in
// words of their own.
func tuningEverydayClauses(t testing.TB) []expectation {
	return []expectation{
		// The generic words a casino's name begins with, typed right
		// before its core, are part of the name as typed (headOf); a
		// "casino" the name does not begin with is not.
		{query: "Show my sessions at Casino Monterey in 2024.", intent: MySessions, params: params{"casino_name": "Casino Monterey", "from": "2024-01-01", "to": "2024-12-31"}},
		{query: "How close am I to the next tier at Casino Royale?", intent: TierProgress, params: params{"casino_name": "Casino Royale"}},
		{query: "Any offers from the Casino Monterey?", intent: MyOffers, params: params{"casino_name": "Casino Monterey"}},
		{query: "Show my trips to casino Pechanga.", intent: MyTrips, params: params{"casino_name": "Pechanga"}},
		// A question puts its subject between a negation and the status
		// it denies ("haven't we cashed": statusNegationFill); without
		// the negation the status stands.
		{query: "Which slot tickets haven't we cashed?", intent: MyVouchers, params: params{"status": "open"}},
		{query: "Which of my offers haven't I used yet?", intent: MyOffers, params: params{"status": "available"}},
		{query: "Which vouchers have I already cashed?", intent: MyVouchers, params: params{"status": "redeemed"}},
		// A clause of why opening the message ("since", "because", "as"
		// and the asker, up to its comma) is read as a story before the
		// question (whyClause): the question decides, and points back
		// into the clause with "it" or a win the clause tells; a question
		// no answer gives stays Unknown, whatever town the clause names.
		{query: "Because I'm learning blackjack this week, what's the house edge on it?", intent: GameFacts, params: params{"game_type": "blackjack"}},
		{query: "As we're driving over to Ledyard tomorrow, tell me about Mohegan Sun.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Mohegan Sun")}},
		{query: "Since I won $1,900 on a video poker machine last night, do I get a W-2G?", intent: W2GRule, params: params{"game_type": "video_poker", "amount_won": 1900}},
		{query: "Since I'm new to baccarat, how many hands an hour does it deal?", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "Since I'm heading to Reno this weekend, where can I get a good steak?", intent: Unknown, params: params{}},
		{query: "Because I'm flying to Biloxi soon, is the weather nice there?", intent: Unknown, params: params{}},
		// A town a trip passes "through" is where the asker will be, as
		// after "to" (throughTown), and "around there" or "up there"
		// after a story naming it is around that town (resolveStory).
		{query: "I'm driving through Lewiston tomorrow. Any casinos near there?", intent: FindCasinos, params: params{"near": "Lewiston, ID"}},
		{query: "Because I'm heading through Lewiston on Friday, what casinos are around there?", intent: FindCasinos, params: params{"near": "Lewiston, ID"}},
		{query: "Since we're driving through Ely on Friday, what casinos are up there?", intent: FindCasinos, params: params{"near": "Ely, NV"}},
		{query: "Since I'm driving through Lewiston tomorrow, what's the weather like there?", intent: Unknown, params: params{}},
		// A casino's whole name holding a kind's words ("Racetrack
		// Casino", "Indian") is that casino, not a search of the kind
		// (holdNames); the kind's words outside a name still search.
		{query: "How many table games does Tonkawa Indian Hotel and Casino have?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Tonkawa Indian Hotel and Casino")}},
		{query: "Where is Indian Head Casino?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Indian Head Casino")}},
		{query: "Tell me about Evangeline Downs Racetrack Casino.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Evangeline Downs Racetrack Casino")}},
		{query: "Which racetrack casinos are in Louisiana?", intent: FindCasinos, params: params{"state": "LA", "type": "racino"}},
		{query: "Any Indian casinos near Warm Springs?", intent: FindCasinos, params: params{"near": "Warm Springs, OR", "type": "tribal"}},
	}
}
