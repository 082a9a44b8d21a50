package ask

import "testing"

// tuningNinthControl are the tuning phrases of the forty-fifth fix round
// (a ninth control part), in words of their own.
func tuningNinthControl(t testing.TB) []expectation {
	return []expectation{
		// Trips and sessions ranked by what was won or lost: the lists
		// are in date order and keep no result to rank by; the most
		// recent one is that order.
		{query: "which of my trips made me the most money", intent: Unknown},
		{query: "show my luckiest blackjack session", intent: Unknown},
		{query: "the trip where I lost the most", intent: Unknown},
		{query: "show my most recent trips", intent: MyTrips, params: params{}},
		// Whether a limit was set is a question of the limits in place,
		// not a change.
		{query: "have we already set a monthly budget?", intent: MyLimits},
		{query: "did I ever put a limit on my sessions", intent: MyLimits},
		{query: "set a limit of 2 hours on my sessions", intent: SetSessionLimit, params: params{"max_minutes": 120}},
	}
}
