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
	}
}
