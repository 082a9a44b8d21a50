package ask

import "testing"

// tuningSixthNearMisses are the tuning phrases of the fifty-seventh fix
// round (a sixth near-miss part: questions that look like answerable
// ones but ask the tax owed, a changed play, a comparison of two choices,
// records held to their result, a field no record keeps, an alert, W-2Gs
// by casino or whether something is worth doing), in words of their own,
// each with guards that keep their answer.
func tuningSixthNearMisses(t testing.TB) []expectation {
	return []expectation{
		// The tax owed (oweWords with "how much"): how much tax a win
		// costs needs the whole return, even when the win's W-2G rule
		// could be read; whether one owes tax on it is the rule.
		{query: "how much will i owe the irs on a $3,000 slot jackpot", intent: Unknown, params: params{}},
		{query: "How much federal tax would I owe on a $2,500 poker tournament win?", intent: Unknown, params: params{}},
		{query: "how much in taxes do we owe on a 6000 craps win", intent: Unknown, params: params{}},
		{query: "do i owe taxes on a $2,000 slot jackpot", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 2000}},

		// A change of the player's own play supposed (playChangeSupposed):
		// predict works from the play recorded; a play given whole, with
		// its bet and hours, is the comp calculator's.
		{query: "If we upped our bets at Borgata, what offer would they send us?", intent: Unknown, params: params{}},
		{query: "what would Hard Rock Atlantic City likely send me if I tripled my visits", intent: Unknown, params: params{}},
		{query: "if i increased my average bet at Mohegan Sun what would my next offer be", intent: Unknown, params: params{}},
		{query: "What offer is Borgata likely to send me next?", intent: CompPredict, params: params{"casino_name": "Borgata"}},
		{query: "if I play $25 blackjack for 4 hours how much in comps would I earn", intent: CompEstimate, params: params{"game_type": "blackjack", "avg_bet": 25, "hours": 4}},

		// Two choices joined by "or" under a comparative
		// (alternativesCompared): no action puts them side by side; "500
		// or more" is a quantity.
		{query: "Do I get better comps playing 2 hours of $10 roulette or 2 hours of $10 craps?", intent: Unknown, params: params{}},
		{query: "which earns more comps, $25 blackjack for 4 hours or $25 baccarat for 4 hours", intent: Unknown, params: params{}},
		{query: "How much would I get in comps for 2 hours of $10 roulette?", intent: CompEstimate, params: params{"game_type": "roulette", "avg_bet": 10, "hours": 2}},

		// Records held to their result, with a casino and a period read
		// between the records and the clause (recordsHeldToResult counts
		// only the words left unread).
		{query: "my trips to Mohegan Sun Pocono in 2025 where we ended up ahead", intent: Unknown, params: params{}},
		{query: "Show me the sessions at Hard Rock Atlantic City during 2024 where I lost.", intent: Unknown, params: params{}},
		{query: "pull up my visits to Mohegan Sun Pocono from March 2026 where i made money", intent: Unknown, params: params{}},
		{query: "my sessions at Mohegan Sun Pocono in 2025", intent: MySessions, params: params{"casino_name": "Mohegan Sun Pocono", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "Show my trips to Harrah's Cherokee in 2024.", intent: MyTrips, params: params{"casino_name": "Harrah's Cherokee", "from": "2024-01-01", "to": "2024-12-31"}},

		// A floor detail asked of vouchers, offers, trips or visits
		// (unkeptRecordFieldAsked): they keep a casino, amounts and
		// dates, no machine or table.
		{query: "what machine did my last voucher come from", intent: Unknown, params: params{}},
		{query: "Which slot machines printed my open vouchers?", intent: Unknown, params: params{}},
		{query: "what table was i at on my last visit to Borgata", intent: Unknown, params: params{}},
		{query: "Which casinos did my vouchers come from?", intent: MyVouchers, params: params{}},
		{query: "what are my open vouchers", intent: MyVouchers, params: params{"status": "open"}},

		// An alert named by its noun or with its lead time ("give me a
		// reminder 3 days before", alertAsked): no action schedules one.
		{query: "give me a reminder 3 days before my vouchers expire", intent: Unknown, params: params{}},
		{query: "shoot me a text a week before any offer runs out", intent: Unknown, params: params{}},
		{query: "remind me two days before my free play expires", intent: Unknown, params: params{}},
		{query: "remind me what offers I have", intent: MyOffers, params: params{}},
		{query: "which offers expire in the next 7 days", intent: ExpiringOffers, params: params{"within_days": 7}},

		// W-2Gs asked by casino (w2gByCasinoAsked): list_w2g takes a tax
		// year only; the W-2G rule of a win at a casino is answered.
		{query: "Show my W-2Gs from Borgata for 2025.", intent: Unknown, params: params{}},
		{query: "list the w2gs i got at mohegan sun in 2023", intent: Unknown, params: params{}},
		{query: "Which W-2G forms did Hard Rock Atlantic City give me in 2024?", intent: Unknown, params: params{}},
		{query: "Show my W-2Gs for 2025.", intent: MyW2Gs, params: params{"tax_year": 2025}},
		{query: "do I get a W-2G for a $1,500 slot jackpot at Borgata", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 1500}},

		// Whether something is worth doing (worthAsked, advice): what an
		// offer or voucher is worth is its value, answered.
		{query: "would it be worth it to status match from Caesars Rewards to MGM Rewards", intent: Unknown, params: params{}},
		{query: "is it worth redeeming my free play at Borgata", intent: Unknown, params: params{}},
		{query: "would it be worth matching my Caesars Rewards Diamond to Wynn Rewards", intent: Unknown, params: params{}},
		{query: "Is it worth joining Boyd Rewards?", intent: Unknown, params: params{}},
		{query: "what is my open voucher worth", intent: MyVouchers, params: params{"status": "open"}},
		{query: "how much are my offers worth", intent: MyOffers, params: params{}},
	}
}
