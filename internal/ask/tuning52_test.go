package ask

import "testing"

// tuningTwelfthControl are the tuning phrases of the fifty-second fix
// round (a twelfth control part), in words of their own.
func tuningTwelfthControl(t testing.TB) []expectation {
	return []expectation{
		// A voucher or offer past its expiry date is an expired one
		// (pastExpiry), not one about to expire; denied, it names no
		// status and still declines.
		{query: "Which of my vouchers are beyond the expiry date?", intent: MyVouchers, params: params{"status": "expired"}},
		{query: "show my offers that are past their expiry", intent: MyOffers, params: params{"status": "expired"}},
		{query: "any vouchers of mine past expiry", intent: MyVouchers, params: params{"status": "expired"}},
		{query: "vouchers that aren't past their expiration date", intent: Unknown, params: params{}},
		{query: "which of my offers lapse in the coming 10 days", intent: ExpiringOffers, params: params{"within_days": 10}},

		// The player's tiers across casinos or on each players card
		// (personalTierWords); another person's still decline.
		{query: "my tier across every casino", intent: MyTiers, params: params{}},
		{query: "What level am I on each of my player cards?", intent: MyTiers, params: params{}},
		{query: "my brother's tier across all his cards", intent: Unknown, params: params{}},
	}
}
