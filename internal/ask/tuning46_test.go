package ask

import "testing"

// tuningNearMissesThird are the tuning phrases of the forty-sixth fix
// round (a third near-miss part), in words of their own.
func tuningNearMissesThird(t testing.TB) []expectation {
	return []expectation{
		// An opinion asked of a limit (limitOpinionAsked): a "good" or
		// "sensible" budget or cap with no amount is advice, Unknown; the
		// player's own limits and a limit set with its amount answer.
		{query: "what's a sensible session length limit for a beginner?", intent: Unknown, params: params{}},
		{query: "whats a decent session cap for me", intent: Unknown, params: params{}},
		{query: "What would be a healthy loss limit for my sessions?", intent: Unknown, params: params{}},
		{query: "what's my session limit?", intent: MyLimits, params: params{}},
		{query: "Set a weekly budget of $250.", intent: SetBudget, params: params{"period": "week", "amount": 250}},

		// A value held to an amount on offers or vouchers (valueFilter):
		// list_offers and list_vouchers filter by status and casino only.
		{query: "show my vouchers worth over $100", intent: Unknown, params: params{}},
		{query: "any of my offers valued above 25 dollars?", intent: Unknown, params: params{}},
		{query: "list my comp offers that are more than $20", intent: Unknown, params: params{}},
		{query: "show my offers", intent: MyOffers, params: params{}},

		// A window said with "the coming", "the following" or "the
		// upcoming" before its count (extractHorizon) is read.
		{query: "which offers run out over the coming 5 days", intent: ExpiringOffers, params: params{"within_days": 5}},
		{query: "my offers expiring in the following 3 weeks", intent: ExpiringOffers, params: params{"within_days": 21}},
		{query: "offers that lapse within the upcoming 7 days?", intent: ExpiringOffers, params: params{"within_days": 7}},
		{query: "offers expiring within 2 days", intent: ExpiringOffers, params: params{"within_days": 2}},

		// The year's tax summary and the W-2G list joined by "and" or
		// "plus" (twoTaxRecords) are two asks, declined, not answered by
		// half; either alone is answered.
		{query: "my W-2Gs from 2023 and the tax summary for 2024", intent: Unknown, params: params{}},
		{query: "show the 2024 tax summary plus my w2gs", intent: Unknown, params: params{}},
		{query: "pull up my 2024 tax summary", intent: TaxSummary, params: params{"tax_year": 2024}},

		// The player's own standing in a self-exclusion program
		// (enrolmentAsked): whether it is active, has run out or ended is
		// kept by no action; how to self-exclude is the help.
		{query: "is my self exclusion in Ohio still active?", intent: Unknown, params: params{}},
		{query: "when does my Michigan self-exclusion expire", intent: Unknown, params: params{}},
		{query: "did my self-ban in Indiana end already", intent: Unknown, params: params{}},
		{query: "how do I self-exclude in Ohio", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "OH"}},

		// A status match to what is no casino program (nonCasinoTarget:
		// an airline, a cruise line, a hotel chain, a credit card) joins
		// no path of the directory, Unknown; a match to a program does.
		{query: "can my MGM Rewards Gold get matched to a hotel chain", intent: Unknown, params: params{}},
		{query: "status match my Wynn Rewards Platinum to a cruise line?", intent: Unknown, params: params{}},
		{query: "can I get my Boyd Rewards tier matched with an airline?", intent: Unknown, params: params{}},
		{query: "can I status match my MGM Rewards Gold to Caesars Rewards", intent: TierMatchPaths, params: params{"program": "MGM Rewards", "to_program": "Caesars Rewards"}, tier: "Gold"},

		// A budget over a year (yearBudgetAsked): set_budget takes a day,
		// a week or a month, so no proposal can carry it, Unknown; a
		// month's budget is proposed.
		{query: "cap my gambling losses at $10,000 a year", intent: Unknown, params: params{}},
		{query: "I want an annual budget of $3,000 for the casino", intent: Unknown, params: params{}},
		{query: "put a $2,000 per year loss limit on me", intent: Unknown, params: params{}},
		{query: "put a $200 per month loss limit on me", intent: SetBudget, params: params{"period": "month", "amount": 200}},

		// "how hard is it to get" a tier (claimLetterIdioms) is what the
		// tier takes, as "hard to reach" is: its threshold.
		{query: "how tough is it to reach Noir in MGM Rewards?", intent: TierRequirement, params: params{"id": programID(t, "MGM Rewards")}, tier: "NOIR"},
		{query: "How easy is it to earn Seven Stars with Caesars Rewards", intent: TierRequirement, params: params{"id": programID(t, "Caesars Rewards")}, tier: "Seven Stars"},
		{query: "how difficult is it to get Emerald in Boyd Rewards", intent: TierRequirement, params: params{"id": programID(t, "Boyd Rewards")}, tier: "Emerald"},
	}
}
