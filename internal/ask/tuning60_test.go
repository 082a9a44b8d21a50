package ask

import "testing"

// tuningSixteenthControl are the tuning phrases of the sixtieth part's
// round, in words of their own: a win verb before an amount makes it the
// win, not the wager, whatever follows ("hit a $2,000 keno ticket"); "where
// am I at" on points or credits is the way to the next tier; a year's wins
// and losses asked together are its tax summary, which sums every casino,
// so one casino's share declines; and a win that "turns into" or
// "becomes" a W-2G asks the threshold.
func tuningSixteenthControl(t testing.TB) []expectation {
	return []expectation{
		{query: "won a $1,800 keno ticket today, is that a w2g", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1800.0}},
		{query: "i hit a $3,000 keno ticket, do i get a w2g for it", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 3000.0}},
		{query: "is a $1,500 win on a $10 keno ticket reportable", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1500.0, "wager": 10.0}},
		{query: "where am i at on points at Borgata", intent: TierProgress, params: params{"casino_name": "Borgata"}},
		{query: "where im at on tier credits at Wind Creek Bethlehem", intent: TierProgress, params: params{"casino_name": "Wind Creek Bethlehem"}},
		{query: "where am I at with my bankroll", intent: Bankroll},
		{query: "what did i win and lose in 2024", intent: TaxSummary, params: params{"tax_year": 2024}},
		{query: "Can you tell me what I won and lost gambling last year?", intent: TaxSummary, params: params{"tax_year": 2025}},
		{query: "how much did I win and lose at Borgata", intent: Unknown},
		{query: "my 2025 tax summary for Hard Rock Atlantic City", intent: Unknown},
		{query: "how much did my husband win and lose in 2025", intent: Unknown},
		{query: "when does a keno win become reportable", intent: W2GRule, params: params{"game_type": "keno"}},
		{query: "how big does a slot jackpot have to be to turn into a w2g", intent: W2GRule, params: params{"game_type": "slots"}},
	}
}
