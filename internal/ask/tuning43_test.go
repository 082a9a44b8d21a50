package ask

import "testing"

// tuningEighthControl are the tuning phrases of the forty-third fix round
// (an eighth control part), in words of their own.
func tuningEighthControl(t testing.TB) []expectation {
	return []expectation{
		// How old one must be to gamble is no table of the service: the
		// state's casinos would answer another question.
		{query: "what's the minimum age to gamble in Iowa?", intent: Unknown},
		{query: "can you gamble at 18 in Oklahoma", intent: Unknown},
		{query: "am I old enough to play slots at 19 in Michigan", intent: Unknown},
		{query: "do I need to be 21 or older to play at Harrah's Cherokee", intent: Unknown},
		{query: "casinos in Iowa", intent: FindCasinos, params: params{"state": "IA"}},
		// Craps's dice and throws are its rolls.
		{query: "how many dice throws an hour at a craps table", intent: GameFacts, params: params{"game_type": "craps"}},
		// "last night" is yesterday; a W-2G rule holds whenever the win
		// came, and W-2Gs, filed by tax year, decline a day.
		{query: "show my poker sessions from last night", intent: MySessions, params: params{"game_type": "poker", "from": "2026-05-13", "to": "2026-05-13"}},
		{query: "Hit $1,300 on slots last night. W-2G?", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 1300}},
		{query: "w2gs i got last night", intent: Unknown},
		// The players clubs the player is in are the tier records, one
		// per club; "at what level" asks the level, never a casino.
		{query: "what players clubs am I a member of?", intent: MyTiers},
		{query: "which clubs am i in and at what tier", intent: MyTiers},
		{query: "what players clubs can I join near Tulsa", intent: Unknown},
	}
}
