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
//   - thingHabitTold (afterword): a sentence after the ask telling what
//     a thing of the story does ("The van usually overheats after two
//     hours.", "The rental only sleeps six.") asks nothing, its number
//     the thing's; afterwordsBind still keeps what the question needs.
func tuningPart157(t testing.TB) []expectation {
	return []expectation{
		{query: "kitchen remodel = no vegas this summer. just curious how many vouchers ive got open. he spilled coffee on my players card btw", intent: MyVouchers, params: params{"status": "open"}},
		{query: "moving to ohio next month. just curious how many trips ive taken in 2025", intent: MyTrips, params: params{"from": "2025-01-01", "to": "2025-12-31"}},
		{query: "my back is killing me, no bingo for a month. just curious what vouchers i have open", intent: MyVouchers, params: params{"status": "open"}},

		{query: "Which casinos in Deadwood have a rewards program? The baby naps for about 90 minutes after lunch.", intent: FindCasinos, params: params{"near": "Deadwood, SD", "has_rewards": true}},
		{query: "List the racinos in Iowa. The dog gets restless after 30 minutes in the truck.", intent: FindCasinos, params: params{"state": "IA", "type": "racino"}},
		{query: "Show me tribal casinos in Oklahoma. The van usually overheats after two hours.", intent: FindCasinos, params: params{"state": "OK", "type": "tribal"}},
		{query: "Which casinos near Laughlin have a hotel? The motel only takes cash.", intent: FindCasinos, params: params{"near": "Laughlin, NV", "has_hotel": true}},

		// Guards: the helper's own view asked stays Unknown.
		{query: "just curious what you would play with fifty bucks", intent: Unknown, params: params{}},
		{query: "Just wondering how you'd spend a free night at Borgata.", intent: Unknown, params: params{}},
	}
}
