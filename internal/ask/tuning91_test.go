package ask

import "testing"

// tuningPart91 are the tuning phrases of the ninety-first fix round
// (near misses, ninth part: what a limit should be, whether to play for
// comps, a host's pay, a tier match in time to come, records held to how
// long they lasted or to a move played, an expired voucher or offer still
// to be used, a casino's offers to a class of its members, the IRS's
// review of the player's forms; then a win carried "over the W-2G line"
// and the player's "points balances"), in words of their own, with guards
// that keep their answers.
func tuningPart91(t testing.TB) []expectation {
	tierMatch := params{"program": "Caesars Rewards", "to_program": "Wynn Rewards"}
	return []expectation{
		// What a limit should be, asked with a question word before
		// "should" and no amount, is advice (limitShouldAsked); the
		// limits kept are read.
		{query: "What weekly loss limit should I go with?", intent: Unknown, params: params{}},
		{query: "How much should my monthly budget be?", intent: Unknown, params: params{}},
		{query: "What should my session limit be?", intent: Unknown, params: params{}},
		// (guards: kept as they were read)
		{query: "What weekly budget did I set?", intent: MyLimits, params: params{}},
		{query: "What session limit do I have?", intent: MyLimits, params: params{}},

		// "Should I" and a verb of playing asks whether to play, advice
		// (adviceVerbs; "keep" before a verb in -ing); what a play earns
		// is the calculator's, and what to keep in mind is the help.
		{query: "Should I gamble 3 hours of $10 blackjack for the comps?", intent: Unknown, params: params{}},
		{query: "Should we keep playing craps at $25 a roll to earn comps?", intent: Unknown, params: params{}},
		// (guards: kept as they were read)
		{query: "How much would 3 hours of $10 blackjack earn me in comps?", intent: CompEstimate, params: params{"game_type": "blackjack", "avg_bet": 10, "hours": 3}},
		{query: "What comps should I expect from Wind Creek Bethlehem?", intent: CompPredict, params: params{"casino_name": "Wind Creek Bethlehem"}},
		{query: "What should I keep in mind before self-excluding in Ohio?", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "OH"}},

		// What a host is paid is in no host's profile (hostPayAsked).
		{query: "What's the salary of a host at Borgata?", intent: Unknown, params: params{}},
		{query: "Do casino hosts get paid on commission?", intent: Unknown, params: params{}},
		{query: "How much does a Korean-speaking host earn a year?", intent: Unknown, params: params{}},
		// (a guard: kept as it was read)
		{query: "Are there any hosts who speak Korean?", intent: FindHosts, params: params{"language": "Korean"}},

		// A tier match a year or more ahead, or asked to hold still in
		// time to come, is no table's (matchLaterAsked); "can I still"
		// and a plain "will" ask today's match.
		{query: "Will MGM Rewards still match my Caesars Diamond in 2028?", intent: Unknown, params: params{}},
		{query: "Is Wynn Rewards still going to match Caesars Platinum?", intent: Unknown, params: params{}},
		{query: "Can I match my Caesars Diamond to Wynn Rewards a year from now?", intent: Unknown, params: params{}},
		// (guards: kept as they were read)
		{query: "Can I still match my Caesars Diamond to Wynn Rewards?", intent: TierMatchPaths, params: tierMatch, tier: "Diamond"},
		{query: "Will Wynn Rewards match my Caesars Diamond?", intent: TierMatchPaths, params: tierMatch, tier: "Diamond"},
		{query: "I'm heading to Vegas next month, can I match my Caesars Diamond to Wynn Rewards?", intent: TierMatchPaths, params: tierMatch, tier: "Diamond"},

		// Trips, sessions and visits held to how long they lasted
		// (recordsHeldToLength): the lists filter by casino, game and
		// dates only; a period of the last days stays a period, and a
		// cap stays a cap.
		{query: "Which of my trips to Borgata went over 4 days?", intent: Unknown, params: params{}},
		{query: "Show my sessions that ran longer than 90 minutes", intent: Unknown, params: params{}},
		{query: "Show my 2-night trips to Foxwoods", intent: Unknown, params: params{}},
		{query: "List my visits in 2025 that lasted over 5 hours", intent: Unknown, params: params{}},
		// (guards: kept as they were read)
		{query: "List my sessions from the past 10 days", intent: MySessions, params: params{"from": "2026-05-04", "to": "2026-05-14"}},
		{query: "Show my trips from the last 3 days", intent: MyTrips, params: params{"from": "2026-05-11", "to": "2026-05-14"}},
		{query: "keep my sessions under 2 hours", intent: SetSessionLimit, params: params{"max_minutes": 120}},

		// Records held to a move played (recordsHeldToMove); a game
		// played is the game filter.
		{query: "List my blackjack sessions where I split aces", intent: Unknown, params: params{}},
		{query: "Show the sessions when I took insurance", intent: Unknown, params: params{}},
		{query: "my craps sessions where we pressed our bets", intent: Unknown, params: params{}},
		// (a guard: kept as it was read)
		{query: "Show my sessions where I played baccarat", intent: MySessions, params: params{"game_type": "baccarat"}},

		// An expired voucher or offer asked to be usable still
		// (expiredStillUsableAsked); the expired ones listed, and the
		// ones that can still be cashed, are read.
		{query: "Are my lapsed vouchers still redeemable?", intent: Unknown, params: params{}},
		{query: "Could my expired free play offers still be used?", intent: Unknown, params: params{}},
		{query: "Can I still spend my expired promos?", intent: Unknown, params: params{}},
		// (guards: kept as they were read)
		{query: "Do I still have any expired vouchers?", intent: MyVouchers, params: params{"status": "expired"}},
		{query: "Which vouchers can I still cash?", intent: MyVouchers, params: params{"status": "open"}},
		{query: "List my expired offers", intent: MyOffers, params: params{"status": "expired"}},

		// A casino's offers to a class of its members (classOffersAsked);
		// the asker's own offers, a member's or not, are read.
		{query: "What offers does Hard Rock Tulsa mail its Diamond members?", intent: Unknown, params: params{}},
		{query: "Which promos do Platinum players get at Wind Creek Bethlehem?", intent: Unknown, params: params{}},
		// (guards: kept as they were read)
		{query: "I'm a Platinum member, what offers do I have from Wind Creek Bethlehem?", intent: MyOffers, params: params{"casino_name": "Wind Creek Bethlehem"}},
		{query: "What offers do I have from Soaring Eagle?", intent: MyOffers, params: params{"casino_name": "Soaring Eagle"}},

		// What the IRS did with the player's forms (taxReviewAsked).
		{query: "Which of my 2024 W-2Gs did the IRS question?", intent: Unknown, params: params{}},
		{query: "Has the IRS audited my tax summary for 2023?", intent: Unknown, params: params{}},
		{query: "Which W-2Gs of mine got flagged?", intent: Unknown, params: params{}},
		// (guards: kept as they were read)
		{query: "Is a $2,000 bingo win reported to the IRS?", intent: W2GRule, params: params{"game_type": "bingo", "amount_won": 2000}},
		{query: "How much tax was withheld on my W-2Gs for 2023?", intent: W2GTotal, params: params{"tax_year": 2023}},

		// A win carried "over the W-2G line" or "past" it asks the rule
		// (w2gWords); a tax bracket is still no rule's.
		{query: "Would a $2,000 slot jackpot push me past the W-2G line?", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 2000}},
		{query: "Is a $700 bingo win over the line for a W-2G?", intent: W2GRule, params: params{"game_type": "bingo", "amount_won": 700}},
		// (a guard: kept as it was read)
		{query: "Does a $2,000 slot win put me in a higher tax bracket?", intent: Unknown, params: params{}},

		// The player's "points balances" are their tiers, each with its
		// points_balance (personalTierWords).
		{query: "What are my points balances?", intent: MyTiers, params: params{}},
		{query: "List my point balances everywhere", intent: MyTiers, params: params{}},
		// (a guard: kept as it was read)
		{query: "What is my bankroll balance today?", intent: Bankroll, params: params{}},
	}
}
