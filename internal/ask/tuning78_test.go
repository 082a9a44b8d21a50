package ask

import "testing"

// tuningNearMissesEight are the tuning phrases of the seventy-eighth fix
// round (near misses, eighth part: a program's decision on a match, a
// casino ranked for a planned play, a limit counted in spins, a voucher's
// machine, a visit's length, a casino's offers to new members, offers
// given away, people next door or at work, players at large and a tax
// year to come), in words of their own, with guards that keep their
// answers.
func tuningNearMissesEight(t testing.TB) []expectation {
	return []expectation{
		// Whether a program will decide for a match, or how often it
		// does, is no table's (matchDecisionAsked); what a match would
		// give stays a path.
		{query: "Would Wynn Rewards deny a match from my Boyd Onyx?", intent: Unknown, params: params{}},
		{query: "Will Boyd Rewards reject a match of my MGM Rewards Platinum?", intent: Unknown, params: params{}},
		{query: "How often do status matches from Caesars Diamond get approved by MGM Rewards?", intent: Unknown, params: params{}},
		{query: "How frequently does Wynn Rewards accept matches from MGM Rewards Platinum?", intent: Unknown, params: params{}},
		{query: "What would Caesars Rewards give my MGM Rewards Platinum in a match?", intent: TierMatchPaths, params: params{"program": "MGM Rewards", "to_program": "Caesars Rewards"}, tier: "Platinum"},
		{query: "Would MGM Rewards match my Caesars Diamond?", intent: TierMatchPaths, params: params{"program": "Caesars Rewards", "to_program": "MGM Rewards"}, tier: "Diamond"},

		// Which casino gives the most for a planned play is no action's
		// (casinoRankedForPlayAsked); the play's own estimate stays.
		{query: "Where would 3 hours of $25 blackjack earn me the biggest comps?", intent: Unknown, params: params{}},
		{query: "Which casino gives the best comps for 2 hours of $5 video poker?", intent: Unknown, params: params{}},
		{query: "What casino would comp me the most for 6 hours of $15 craps?", intent: Unknown, params: params{}},
		{query: "How much in comps would 3 hours of $25 blackjack earn me?", intent: CompEstimate, params: params{"game_type": "blackjack", "avg_bet": 25, "hours": 3}},

		// A session limit is minutes, never a count of plays
		// (playUnitsCapped).
		{query: "Cap my sessions at 300 spins.", intent: Unknown, params: params{}},
		{query: "Restrict each session to 200 pulls.", intent: Unknown, params: params{}},
		{query: "Set a max of 100 rolls per session.", intent: Unknown, params: params{}},
		{query: "Limit my sessions to 90 minutes.", intent: SetSessionLimit, params: params{"max_minutes": 90}},

		// A voucher keeps no machine that printed it
		// (voucherMachineAsked).
		{query: "Show my open vouchers and the machine that issued each one.", intent: Unknown, params: params{}},
		{query: "List my expired vouchers printed by slot machines.", intent: Unknown, params: params{}},
		{query: "Which of my redeemed tickets did a slot machine print?", intent: Unknown, params: params{}},

		// A visit keeps a day, not a length of stay (visitLengthAsked);
		// a count of visits over a period stays.
		{query: "Show my visits and the duration of each.", intent: Unknown, params: params{}},
		{query: "How long did each of my check-ins last?", intent: Unknown, params: params{}},
		{query: "List my visits to Borgata with the length of each stay.", intent: Unknown, params: params{}},
		{query: "How many visits did I make in the last 30 days?", intent: MyVisits, params: params{"from": "2026-04-14", "to": "2026-05-14"}},
		{query: "How long ago was my last visit to Borgata?", intent: MyVisits, params: params{"casino_name": "Borgata"}},

		// A casino's offers to new members are not the player's
		// (newcomerOffersAsked); new offers of the player's stay.
		{query: "Which promos does Hard Rock Atlantic City have for newcomers?", intent: Unknown, params: params{}},
		{query: "What promotions does Foxwoods run for new customers?", intent: Unknown, params: params{}},
		{query: "Show me Foxwoods offers for newbies.", intent: Unknown, params: params{}},
		{query: "Any new offers from Borgata?", intent: MyOffers, params: params{"casino_name": "Borgata"}},
		{query: "I'm a new member at Borgata, what offers do I have?", intent: MyOffers, params: params{"casino_name": "Borgata"}},

		// Whether an offer or voucher may be given away is no field
		// (offerTransferAsked).
		{query: "Which of my offers are transferable?", intent: Unknown, params: params{}},
		{query: "Can my open vouchers be given to someone else?", intent: Unknown, params: params{}},
		{query: "Which of my free play offers can I pass on to somebody else?", intent: Unknown, params: params{}},
		{query: "Show my offers from Borgata that I could share with friends.", intent: Unknown, params: params{}},
		{query: "Which of my offers expire within 7 days?", intent: ExpiringOffers, params: params{"within_days": 7}},

		// People next door, at work and a generation down are other
		// people (otherPeople); a table's rule still holds for them.
		{query: "What offer is Borgata likely to send my coworker next?", intent: Unknown, params: params{}},
		{query: "Show my neighbour's trips to Foxwoods.", intent: Unknown, params: params{}},
		{query: "Show my niece's W-2G forms from 2025.", intent: Unknown, params: params{}},
		{query: "What did my colleague's W-2Gs add up to in 2024?", intent: Unknown, params: params{}},
		{query: "Does my neighbor's $1,500 slot jackpot need a W-2G?", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 1500}},

		// Players at large have records the asker's key does not read
		// (crowdAsked).
		{query: "What session limits do other players usually set?", intent: Unknown, params: params{}},
		{query: "How many trips does the typical player take a year?", intent: Unknown, params: params{}},
		{query: "What's the bankroll of the average gambler?", intent: Unknown, params: params{}},
		{query: "What offers do most members get from Borgata?", intent: Unknown, params: params{}},
		{query: "As a regular player at Borgata, what offers do I have?", intent: MyOffers, params: params{"casino_name": "Borgata"}},

		// A tax year not yet begun has no forms (nearMissOfRecords); the
		// year under way and the W-2G rule of a year to come stay.
		{query: "Show my W-2G forms for 2028.", intent: Unknown, params: params{}},
		{query: "What will my tax summary for 2030 look like?", intent: Unknown, params: params{}},
		{query: "Total of my W-2G winnings in 2029", intent: Unknown, params: params{}},
		{query: "Show my W-2G forms for 2026.", intent: MyW2Gs, params: params{"tax_year": 2026}},
		{query: "W-2G threshold for bingo in 2028", intent: W2GRule, params: params{"game_type": "bingo", "tax_year": 2028}},
	}
}
