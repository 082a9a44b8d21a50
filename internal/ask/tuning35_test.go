package ask

import "testing"

// tuningPlayersWeek are the tuning phrases of the thirty-fifth fix round
// (a signed-in player's week of their own records and limits, with
// directory questions between them), in words of their own.
func tuningPlayersWeek(t testing.TB) []expectation {
	return []expectation{
		// A family of casinos named after "at", the resort they share
		// (familyAt: "Golden Moon Casino at Pearl River"); a town at the
		// end of names without "at" is still a place.
		{query: "How many Pearl River casinos are there?", intent: FindCasinos, params: params{"q": "Pearl River"}},
		{query: "pearl river properties with a hotel", intent: FindCasinos, params: params{"q": "Pearl River", "has_hotel": true}},
		{query: "list the pearl river locations", intent: FindCasinos, params: params{"q": "Pearl River"}},
		{query: "las vegas casinos in nevada", intent: FindCasinos, params: params{"near": "Las Vegas, NV", "state": "NV"}},

		// To be kept from a play beyond a point is a cap at that point
		// (keptFromAt); kept from a game, it is no cap.
		{query: "please keep me from losing more than $200 a week", intent: SetBudget, params: params{"period": "week", "amount": 200}},
		{query: "prevent me from gambling longer than 2 hours per session", intent: SetSessionLimit, params: params{"max_minutes": 120}},
		{query: "stop me from playing blackjack", intent: Unknown, params: params{}},

		// A status verb's plain form after "did" is its past
		// (pastOfPlain); an offer not redeemed is in no one status.
		{query: "which vouchers didn't I redeem", intent: MyVouchers, params: params{"status": "open"}},
		{query: "Which of my vouchers did we redeem?", intent: MyVouchers, params: params{"status": "redeemed"}},
		{query: "offers I didn't redeem", intent: Unknown, params: params{}},
	}
}
