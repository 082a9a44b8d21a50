package ask

import "testing"

// tuningPart158 tunes the rules of the hundred-and-fifty-eighth part's
// fix round (near misses), each in other words than the part (other
// casinos, months, records and wording), with guards that must stay as
// they are:
//   - monthToComeAsked (unkept.go, presentReads): tiers or progress
//     asked with "will I" at a month named ("in September",
//     "by March") are a forecast and decline; progress asked now is kept;
//   - offerChannelAsked (unkept.go): offers asked by the way they came
//     ("via text", "in the mail") decline; offers from a casino are
//     the list;
//   - orderFirstAsked (nearmiss.go, recordsOrderedAsked): records asked
//     in an order stated "<superlative> first" ("largest first", "highest
//     value first") decline;
//   - adviceVerbs with "deduct", "claim" and "write": what to deduct is
//     tax advice and declines; the losses of a year are the summary.
func tuningPart158(t testing.TB) []expectation {
	return []expectation{
		// A month to come.
		{query: "Where will I stand toward my next tier at Wynn Las Vegas in September?", intent: Unknown, params: params{}},
		{query: "How close am I to the next tier at Mohegan Sun?", intent: TierProgress, params: params{"casino_name": "Mohegan Sun"}},

		// The channel an offer came by.
		{query: "Which offers did Borgata send me via text?", intent: Unknown, params: params{}},
		{query: "show me the offers that came in the mail from Mohegan Sun", intent: Unknown, params: params{}},
		{query: "What offers has Mohegan Sun sent me?", intent: MyOffers, params: params{"casino_name": "Mohegan Sun"}},

		// An order stated "<superlative> first".
		{query: "Show my vouchers, largest first.", intent: Unknown, params: params{}},
		{query: "Which offers expire this week, highest value first?", intent: Unknown, params: params{}},
		{query: "Show my vouchers, newest first.", intent: MyVouchers, params: params{}},

		// What to deduct.
		{query: "Which of my 2024 losses should I claim on my taxes?", intent: Unknown, params: params{}},
		{query: "Should we deduct our gambling losses from 2025?", intent: Unknown, params: params{}},
		{query: "What were my gambling losses in 2024?", intent: TaxSummary, params: params{"tax_year": 2024}},
	}
}
