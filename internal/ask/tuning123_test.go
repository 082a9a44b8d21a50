package ask

import "testing"

// tuningPart123 are the phrases of the hundred-and-twenty-third part's
// fix round (near misses), in words of their own: a reason asked with
// "why" or "how come", a figure about gambling problems asked of the
// help, a win still to come asked of the W-2Gs, records held to an hour
// or a weekday, offers and vouchers asked who approved them, an average
// of the forms, vouchers or offers, and a limit held to one casino; each
// with the near phrases that keep their answer.
func tuningPart123(t testing.TB) []expectation {
	return []expectation{
		// A sentence opening with "why" and an auxiliary, or "how come",
		// asks a reason; "why" inside a sentence tells why the asker asks.
		{query: "Why would Wynn Rewards match my Caesars Diamond status?", intent: Unknown},
		{query: "I'm trying to figure out why my comps were low. Show my sessions at Borgata last month.", intent: MySessions,
			params: params{"casino_name": "Borgata", "from": "2026-04-01", "to": "2026-04-30"}},

		// A help question asking a figure (a rate, statistics, how
		// common) is no help line; the help line asked stays one.
		{query: "What percentage of Ohioans have a gambling problem?", intent: Unknown},
		{query: "What is the rate of gambling addiction in Nevada?", intent: Unknown},
		{query: "Give me gambling addiction statistics for New Jersey.", intent: Unknown},
		{query: "How common is problem gambling in Michigan?", intent: Unknown},
		{query: "Which gambling helpline serves Nevada?", intent: RGHelp, params: params{"topic": "helpline", "state": "NV"}},

		// A win still to come (predicted, "my next jackpot") is no W-2G
		// kept; an offer predicted is, and the forms of a year are.
		{query: "When will I hit my next jackpot at Mohegan Sun?", intent: Unknown},
		{query: "What will my next jackpot at Borgata be?", intent: Unknown},
		{query: "Predict my next offer from Borgata.", intent: CompPredict, params: params{"casino_name": "Borgata"}},
		{query: "Show my jackpots from 2024", intent: MyW2Gs, params: params{"tax_year": 2024}},

		// Records held to a time of day by name (after midnight, before
		// noon) or to weekdays (on Fridays) are kept by day only; a date
		// after which is read, and a habit told is a story.
		{query: "List my craps sessions at Borgata before noon last month.", intent: Unknown},
		{query: "My visits to Mohegan Sun past midnight", intent: Unknown},
		{query: "Show my roulette sessions after dinner in April.", intent: Unknown},
		{query: "List my poker sessions on Fridays.", intent: Unknown},
		{query: "Visits to Borgata on Saturdays", intent: Unknown},
		{query: "Show my sessions after May 1.", intent: MySessions, params: params{"from": "2026-05-02"}},
		{query: "I play on Sundays; show my sessions last month.", intent: MySessions, params: params{"from": "2026-04-01", "to": "2026-04-30"}},

		// Who approved an offer or voucher is kept by none; their status
		// is.
		{query: "Which of my vouchers did the casino manager authorize?", intent: Unknown},
		{query: "Show the offers my host signed off on.", intent: Unknown},
		{query: "Who approved my free play offers from Borgata?", intent: Unknown},
		{query: "Which of my vouchers are open right now?", intent: MyVouchers, params: params{"status": "open"}},

		// An average of the forms, vouchers or offers is computed by no
		// action; their total is.
		{query: "What's the average amount of my W-2Gs for 2024?", intent: Unknown},
		{query: "my mean jackpot in 2025", intent: Unknown},
		{query: "What do my vouchers average?", intent: Unknown},
		{query: "What did my W-2Gs total in 2024?", intent: W2GTotal, params: params{"tax_year": 2024}},

		// A limit held to one casino in its own sentence would cap play
		// everywhere; a casino told in another sentence is a story.
		{query: "Cap my sessions at Borgata to 90 minutes.", intent: Unknown},
		{query: "Set a 45-minute session limit for Mohegan Sun only.", intent: Unknown},
		{query: "Keep my sessions at Hard Rock Atlantic City under 2 hours.", intent: Unknown},
		{query: "Set a daily budget of $200 for Borgata.", intent: Unknown},
		{query: "I always lose track of time at Borgata. Limit my sessions to 90 minutes.", intent: SetSessionLimit, params: params{"max_minutes": 90}},
		{query: "Limit each of my sessions to 90 minutes for good. Yesterday I played at Borgata for six hours straight.", intent: SetSessionLimit, params: params{"max_minutes": 90}},
		{query: "Last month I dropped $400 at Mohegan Sun in one night. Put my weekly budget at that amount.", intent: SetBudget, params: params{"period": "week", "amount": 400}},
	}
}
