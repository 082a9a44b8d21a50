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

		// Hosts the player works or has worked with are the player's own
		// (workedWith); hosts the player could work with are a search.
		{query: "Which hosts have I dealt with?", intent: MyHosts, params: params{}},
		{query: "show me the hosts who have worked with me", intent: MyHosts, params: params{}},
		{query: "list the hosts we usually deal with", intent: MyHosts, params: params{}},
		{query: "Which hosts could I work with at Borgata?", intent: FindHosts, params: params{}, filter: []string{"Borgata", "Borgata Hotel Casino and Spa"}},

		// Trouble with gambling in the plural or by another noun
		// ("gambling issues", "problems with my gambling") is the help
		// line (gamblingTrouble); trouble with a record is not.
		{query: "is there a phone line for gambling issues in Indiana", intent: RGHelp, params: params{"topic": "helpline", "state": "IN"}},
		{query: "problems with my gambling - any help in Nevada?", intent: RGHelp, params: params{"topic": "helpline", "state": "NV"}},
		{query: "Where can I get help for gambling troubles in Michigan?", intent: RGHelp, params: params{"topic": "helpline", "state": "MI"}},
		{query: "any issues with my vouchers", intent: MyVouchers, params: params{}},
		{query: "who should i call about gambling issues in ohio", intent: RGHelp, params: params{"topic": "helpline", "state": "OH"}},

		// The player's tiers across casinos or on each players card
		// (personalTierWords); another person's still decline.
		{query: "my tier across every casino", intent: MyTiers, params: params{}},
		{query: "What level am I on each of my player cards?", intent: MyTiers, params: params{}},
		{query: "my brother's tier across all his cards", intent: Unknown, params: params{}},

		// A tier stated with its program before another program is asked
		// about: the path from the tier's program into the other one
		// (tierMatch's others); paths read before keep their answer, and
		// the tier's program named after the other is still the one the
		// status comes from.
		{query: "I'm Platinum in MGM Rewards, what could Caesars Rewards offer me in a status match?", intent: TierMatchPaths, params: params{"program": "MGM Rewards", "to_program": "Caesars Rewards"}, tier: "Platinum"},
		{query: "I hold Platinum in MGM Rewards. What would Caesars Rewards give me if I status matched?", intent: TierMatchPaths, params: params{"program": "MGM Rewards", "to_program": "Caesars Rewards"}, tier: "Platinum"},
		{query: "I've got Diamond in Caesars Rewards; what might MGM Rewards give me for a status match?", intent: TierMatchPaths, params: params{"program": "Caesars Rewards", "to_program": "MGM Rewards"}, tier: "Diamond"},
		{query: "Gold with MGM Rewards here. What would Boyd Rewards match me to?", intent: TierMatchPaths, params: params{"program": "MGM Rewards", "to_program": "Boyd Rewards"}, tier: "Gold"},
		{query: "I'm Gold with MGM Rewards, would Caesars Rewards match that?", intent: TierMatchPaths, params: params{"program": "MGM Rewards", "to_program": "Caesars Rewards"}, tier: "Gold"},
		{query: "What would Boyd Rewards give me for my Diamond in Caesars Rewards?", intent: TierMatchPaths, params: params{"program": "Caesars Rewards", "to_program": "Boyd Rewards"}, tier: "Diamond"},
	}
}
