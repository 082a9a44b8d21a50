package ask

import "testing"

// tuningEverydayMix are the tuning phrases of the thirtieth fix round
// (everyday questions in a mix of registers), in words of their own.
func tuningEverydayMix(t testing.TB) []expectation {
	return []expectation{
		// A hotel "attached", "connected" or "onsite" after "hotel" is
		// the casino's own hotel (hotelJoined); another facility so
		// placed is still nothing the directory keeps.
		{query: "Which Iowa casinos have a hotel connected?", intent: FindCasinos, params: params{"state": "IA", "has_hotel": true}},
		{query: "casinos near Vicksburg with hotel rooms attached", intent: FindCasinos, params: params{"near": "Vicksburg, MS", "has_hotel": true}},
		{query: "casinos near Elko with a spa attached", intent: Unknown, params: params{}},

		// A win made "playing" a game, or "while playing" it, is the win
		// at that game (w2gWords); advice on play after a form is not.
		{query: "won $3,200 playing video poker, is that reportable", intent: W2GRule, params: params{"game_type": "video_poker", "amount_won": 3200}},
		{query: "Would a $2,000 jackpot while playing slots need a W-2G?", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 2000}},
		{query: "should i keep playing keno after a w2g", intent: Unknown, params: params{}},
	}
}
