package ask

import "testing"

// tuningPart121 are the phrases of the hundred-and-twenty-first part's
// fix round (numbers, amounts and dates written every way), in words of
// their own: a month written YYYY-MM, a sum that "comes to", money after
// its currency code, a threshold counted per year, check-ins done, one
// casino's count against a number, and the budgets and comp estimates
// whose amount or unit the actions cannot take.
func tuningPart121(t testing.TB) []expectation {
	caesars, mgm, boyd := programID(t, "Caesars Rewards"), programID(t, "MGM Rewards"), programID(t, "Boyd Rewards")
	return []expectation{
		// A month written YYYY-MM is that month, not its whole year; a
		// whole date keeps its day.
		{query: "my sessions in 2025-11", intent: MySessions, params: params{"from": "2025-11-01", "to": "2025-11-30"}},
		{query: "visits during 2024-02, please", intent: MyVisits, params: params{"from": "2024-02-01", "to": "2024-02-29"}},
		{query: "Show my trips on 2025-06-14.", intent: MyTrips, params: params{"from": "2025-06-14", "to": "2025-06-14"}},

		// "Come to" ending its clause or before a time sums the W-2Gs;
		// forms that "came to me" are the forms.
		{query: "What do my W2G jackpots come to for 2024?", intent: W2GTotal, params: params{"tax_year": 2024}},
		{query: "what did my w-2g forms come to last year", intent: W2GTotal, params: params{"tax_year": 2025}},
		{query: "Show the W-2Gs that came to me in 2025", intent: MyW2Gs, params: params{"tax_year": 2025}},

		// Money after its currency code ("USD 1,300") is the amount; a
		// budget's, read before as any number of a budget, stays read.
		{query: "Won USD 1,300 on a slot machine, do I get a W2G?", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 1300}},
		{query: "Set my weekly budget to USD 400", intent: SetBudget, params: params{"period": "week", "amount": 400}},

		// Credits counted a year (per year, each year, annually) ask the
		// period a threshold is earned over: the tier's threshold.
		{query: "How many points per year does MGM Gold need?", intent: TierRequirement, params: params{"id": mgm}, tier: "Gold"},
		{query: "Tier credits earned annually for Seven Stars in Caesars Rewards?", intent: TierRequirement, params: params{"id": caesars}, tier: "Seven Stars"},
		{query: "What does Onyx take in Boyd Rewards each year?", intent: TierRequirement, params: params{"id": boyd}, tier: "Onyx"},

		// "Did I check in" asks of check-ins made, the visits; "where do
		// I check in" asks the way to a desk.
		{query: "When did we check in at Mohegan Sun?", intent: MyVisits, params: params{"casino_name": "Mohegan Sun"}},
		{query: "Did I check in anywhere in March?", intent: MyVisits, params: params{"from": "2026-03-01", "to": "2026-03-31"}},
		{query: "Where do I check in at the Wynn hotel?", intent: Unknown},

		// One casino's count against a number is its details, which hold
		// the count; the casinos above a count, or two casinos compared,
		// stay unread.
		{query: "Does Parx Casino and Racing have at least 2,500 slot machines?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Parx Casino and Racing")}},
		{query: "Has Wind Creek Bethlehem got fewer than 250 table games?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Wind Creek Bethlehem")}},
		{query: "Which casinos have more than 700 slot machines?", intent: Unknown},
		{query: "Does Parx Casino and Racing have more slot machines than Wind Creek Bethlehem?", intent: Unknown},

		// A comp estimate takes one average bet: a range of bets, or a
		// machine's denomination with no bet, is declined; a bet given
		// beside a denomination is the bet.
		{query: "Comp estimate for 3 hours of roulette, $10 to $20 a spin", intent: Unknown},
		{query: "what would $5-$10 craps for 2 hours get me in comps", intent: Unknown},
		{query: "comps on 2 hours of 15 or 20 dollar mini baccarat", intent: Unknown},
		{query: "Comps for $20 baccarat played 2 hours", intent: CompEstimate, params: params{"game_type": "baccarat", "avg_bet": 20, "hours": 2}},
		{query: "Comps for 2 hours on penny slots?", intent: Unknown},
		{query: "how much comp value do 3 hours of nickel video poker earn", intent: Unknown},
		{query: "Comps for 2 hours of penny slots at $2 a spin", intent: CompEstimate, params: params{"game_type": "slots", "avg_bet": 2, "hours": 2}},

		// A budget per trip, visit or session has no period set_budget
		// takes, and a vague amount no exact one; a day, week or month
		// and an amount in words are read.
		{query: "Set my budget to $300 per visit.", intent: Unknown},
		{query: "Put a $400 trip budget on me.", intent: Unknown},
		{query: "Limit me to $200 a session.", intent: Unknown},
		{query: "Set a $300 budget for each week.", intent: SetBudget, params: params{"period": "week", "amount": 300}},
		{query: "Cap my monthly spending at a few grand.", intent: Unknown},
		{query: "Make my daily budget several hundred dollars", intent: Unknown},
		{query: "Set my daily budget to two hundred bucks", intent: SetBudget, params: params{"period": "day", "amount": 200}},
	}
}
