package ask

import "testing"

// tuningPart157 tunes the rules of the hundred-and-fifty-seventh
// held-out part's fix round (longer messages):
//   - askingAfterLead: the asker's only wondering, with no stop before
//     the question word ("just curious how many ...", "just wondering
//     what ..."), asks the question typed without its mark; wondering
//     what "you" would do asks the helper's opinion and stays Unknown.
//   - askerThingHandled (afterwordsBind) and ownAsked: an afterword in
//     which another person did something to a thing of the asker's
//     ("he spilled coffee on my players card") leaves the records asked
//     in the asker's own words ("ive", "im") the asker's.
func tuningPart157(t testing.TB) []expectation {
	return []expectation{
		{query: "kitchen remodel = no vegas this summer. just curious how many vouchers ive got open. he spilled coffee on my players card btw", intent: MyVouchers, params: params{"status": "open"}},
		{query: "moving to ohio next month. just curious how many trips ive taken in 2025", intent: MyTrips, params: params{"from": "2025-01-01", "to": "2025-12-31"}},
		{query: "my back is killing me, no bingo for a month. just curious what vouchers i have open", intent: MyVouchers, params: params{"status": "open"}},

		// Guards: the helper's own view asked stays Unknown.
		{query: "just curious what you would play with fifty bucks", intent: Unknown, params: params{}},
		{query: "Just wondering how you'd spend a free night at Borgata.", intent: Unknown, params: params{}},
	}
}
