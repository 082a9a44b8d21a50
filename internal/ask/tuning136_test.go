package ask

import "testing"

// tuningPart136 tunes the rules of the hundred-and-thirty-sixth part's
// fix round (near misses, nineteenth part), each in other words than the
// part: the player's records grouped by weekday, the player's taxes to be
// paid or remitted, the tiers, progress or limits asked of a year still
// to come, limits a casino or a state put on the player's play, comps
// asked in miles of an airline, and hosts asked by complaints or
// discipline. Guards keep the near phrases that stay answered: the lists
// without a grouping, what was paid in taxes, the tiers of this year,
// the limits the player set, comps in dollars and hosts taking new
// players.
func tuningPart136(t testing.TB) []expectation {
	return []expectation{
		// Records grouped by weekday; a list held to last month is
		// answered.
		{query: "Break down my poker sessions by weekday.", intent: Unknown, params: params{}},
		{query: "Tally my Foxwoods visits by weekday.", intent: Unknown, params: params{}},
		{query: "Show my poker sessions from last month.", intent: MySessions, params: params{"game_type": "poker", "from": "2026-04-01", "to": "2026-04-30"}},

		// The player's taxes to be paid; what was paid is the summary.
		{query: "Please remit the taxes on my 2025 W-2G wins.", intent: Unknown, params: params{}},
		{query: "Go ahead and pay the tax on my 2023 summary.", intent: Unknown, params: params{}},
		{query: "How much did I pay in gambling taxes for 2023?", intent: TaxSummary, params: params{"tax_year": 2023}},

		// Tiers and limits asked of a year to come; this year's tiers
		// are answered.
		{query: "Which loyalty tiers am I holding in 2027?", intent: Unknown, params: params{}},
		{query: "What limits will I have on my play in 2028?", intent: Unknown, params: params{}},
		{query: "Give me my limits for 2027.", intent: Unknown, params: params{}},
		{query: "Which tiers do I hold in 2026?", intent: MyTiers, params: params{}},

		// Limits someone else put on the player's play; the limits the
		// player or "we" set are answered.
		{query: "Which limits did Borgata put on my account?", intent: Unknown, params: params{}},
		{query: "Which limits has the state placed on my gambling?", intent: Unknown, params: params{}},
		{query: "What limits did I put on my play?", intent: MyLimits, params: params{}},
		{query: "Which limits have we set so far?", intent: MyLimits, params: params{}},

		// Comps in miles of an airline; comps in dollars are answered.
		{query: "What comps do 3 hours of $25 blackjack get me in frequent flyer miles?", intent: Unknown, params: params{}},
		{query: "Estimate my comps for 2 hours of $5 roulette, paid out in miles.", intent: Unknown, params: params{}},
		{query: "What comps would 90 minutes of $15 baccarat earn me?", intent: CompEstimate, params: params{"game_type": "baccarat", "avg_bet": 15, "hours": 1.5}},

		// Hosts asked by complaints or discipline; hosts taking new
		// players are answered.
		{query: "Do any hosts at Borgata have grievances against them?", intent: Unknown, params: params{}},
		{query: "Which Mohegan Sun hosts were reprimanded?", intent: Unknown, params: params{}},
		{query: "Which hosts at Mohegan Sun take on new guests?", intent: FindHosts, params: params{}, filter: []string{"Mohegan Sun"}},
	}
}
