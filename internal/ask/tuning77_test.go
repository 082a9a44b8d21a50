package ask

import "testing"

// tuningLongerMessagesEight are the tuning phrases of the seventy-seventh
// part's fix round (longer messages, eighth part: one ask among
// sentences of context), in words of their own.
func tuningLongerMessagesEight(t testing.TB) []expectation {
	return []expectation{
		// A voucher that can still be cashed, redeemed or used is open
		// (voucherStillGood), whatever its "cashed" would say alone; a
		// voucher cashed or still not cashed keeps its old reading.
		{query: "List the vouchers I could still redeem.", intent: MyVouchers, params: params{"status": "open"}},
		{query: "my vouchers that can still be cashed out", intent: MyVouchers, params: params{"status": "open"}},
		{query: "which vouchers are still redeemable", intent: MyVouchers, params: params{"status": "open"}},
		{query: "I found a stack of old tickets. Which of my vouchers can still be used?", intent: MyVouchers, params: params{"status": "open"}},
		{query: "Show my cashed vouchers.", intent: MyVouchers, params: params{"status": "redeemed"}},
		{query: "vouchers I still haven't cashed", intent: MyVouchers, params: params{"status": "open"}},

		// "inside" a number of days is the window "within" is; "inside"
		// a distance stays a radius.
		{query: "Which offers run out inside 2 weeks?", intent: ExpiringOffers, params: params{"within_days": 14}},
		{query: "Offers of mine that lapse inside a week", intent: ExpiringOffers, params: params{"within_days": 7}},
		{query: "any casinos inside 15 miles of Tunica", intent: FindCasinos, params: params{"near": "Tunica, MS", "radius_km": 24.1}},

		// "that year" points back to a whole year the story names
		// (storyYearNouns); a month of the story is not all of a year,
		// so the records asked would be a guess.
		{query: "I joined Boyd Rewards in 2024. How many sessions did I log that year?", intent: MySessions, params: params{"from": "2024-01-01", "to": "2024-12-31"}},
		{query: "Back in 2023 I hit Tunica a lot. Which trips did I log that year?", intent: MyTrips, params: params{"from": "2023-01-01", "to": "2023-12-31"}},
		{query: "We went to Reno in March 2025. Show my trips that year.", intent: Unknown, params: params{}},

		// Someone close named as one of the asker's ("a cousin of
		// mine", "one of my sisters") tells a story after the question
		// that changes nothing asked (closeOtherOfMine).
		{query: "Which casinos in Biloxi have a hotel? A cousin of mine stayed at the Beau Rivage.", intent: FindCasinos, params: params{"near": "Biloxi, MS", "has_hotel": true}},
		{query: "Show my offers from Borgata. One of my sisters got a free room there.", intent: MyOffers, params: params{"casino_name": "Borgata"}},

		// How earnestly a question is asked, opening it (candorLeads).
		{query: "Frankly, what's the house edge on roulette?", intent: GameFacts, params: params{"game_type": "roulette"}},
		{query: "Truthfully, how many casinos are in Iowa?", intent: FindCasinos, params: params{"state": "IA"}},
		{query: "Realistically which casinos near Tulsa have a hotel?", intent: FindCasinos, params: params{"near": "Tulsa, OK", "has_hotel": true}},

		// A W-2G "headed my way" is the form sent to the asker.
		{query: "would a W-2G be headed my way for a $1,300 keno win?", intent: W2GRule, params: params{"amount_won": 1300, "game_type": "keno"}},

		// A win asked with no game is at the game the story says the
		// asker plays; another person's game is not lent.
		{query: "I mostly play keno. If I hit $1,600, will I get a W-2G?", intent: W2GRule, params: params{"amount_won": 1600, "game_type": "keno"}},
		{query: "Heading to a bingo hall Saturday. Would a $1,500 win mean a W-2G?", intent: W2GRule, params: params{"amount_won": 1500, "game_type": "bingo"}},
		{query: "My wife plays keno. If I hit $2,000, do I get a W-2G?", intent: W2GRule, params: params{"amount_won": 2000}, missing: []string{"game_type"}},

		// What a program "asks for" or "demands" for a rung is its
		// threshold (thresholdVerbAt); what to ask a casino for is not.
		{query: "What does Caesars Rewards ask for Platinum?", intent: TierRequirement, params: params{"id": programID(t, "Caesars Rewards")}, tier: "Platinum"},
		{query: "How many points does Boyd Rewards ask for Sapphire?", intent: TierRequirement, params: params{"id": programID(t, "Boyd Rewards")}, tier: "Sapphire"},
		{query: "what does MGM Rewards demand for Platinum", intent: TierRequirement, params: params{"id": programID(t, "MGM Rewards")}, tier: "Platinum"},
		{query: "What should I ask for at Borgata?", intent: Unknown, params: params{}},

		// A bare tier the story holds, taken to another program in
		// words no rule of matching reads alone (storyTierMatched).
		{query: "My MGM Rewards Pearl card is good through June. If I brought Pearl over to Caesars Rewards, where would they put me?", intent: TierMatchPaths, params: params{"program": "MGM Rewards", "to_program": "Caesars Rewards"}, tier: "Pearl"},
		{query: "I hold Emerald with Boyd Rewards. If I carried Emerald across to MGM Rewards, which tier would I get from them?", intent: TierMatchPaths, params: params{"program": "Boyd Rewards", "to_program": "MGM Rewards"}, tier: "Emerald"},
		{query: "I'm Seven Stars with Caesars Rewards. If I moved Seven Stars over to MGM Rewards, what would they give me?", intent: TierMatchPaths, params: params{"program": "Caesars Rewards", "to_program": "MGM Rewards"}, tier: "Seven Stars"},

		// "Make" a number "the limit" is a change asked, which a story
		// of someone close after it does not make theirs (madeTheMax).
		{query: "Make $250 the limit for my weekly budget. My husband keeps asking.", intent: SetBudget, params: params{"amount": 250, "period": "week"}},
		{query: "Make 2 hours the max per session. My daughter thinks I play too long.", intent: SetSessionLimit, params: params{"max_minutes": 120}},

		// An agent naming itself first names its user in the eighth
		// word (relayOpens), and "their" after is the user's.
		{query: "I'm a travel assistant working for my client. Show their open vouchers. They need them by Monday.", intent: MyVouchers, params: params{"status": "open"}},
		{query: "I'm an AI assistant helping my user with taxes. Please list their W-2Gs for 2024. Their accountant needs them by Tuesday.", intent: MyW2Gs, params: params{"tax_year": 2024}},

		// What a story wants that the search puts already (points for
		// a rewards program, a room for a hotel, the family it names)
		// is no condition dropped (storyWantAsked); a spa still is.
		{query: "I want more points this year. Which Iowa casinos have a rewards program?", intent: FindCasinos, params: params{"state": "IA", "has_rewards": true}},
		{query: "My dad only plays at the Choctaw places. Which Choctaw casinos are in Oklahoma?", intent: FindCasinos, params: params{"q": "Choctaw", "state": "OK"}},
		{query: "We want a room this time. Which casinos in Tunica have a hotel?", intent: FindCasinos, params: params{"near": "Tunica, MS", "has_hotel": true}},
		{query: "I want a spa. Which casinos in Reno have a hotel?", intent: Unknown, params: params{}},

		// "that state" is the state the story names, or the state of
		// its one town (storyStateNamed).
		{query: "We're visiting family in Oklahoma next month. Which casinos in that state have a hotel?", intent: FindCasinos, params: params{"state": "OK", "has_hotel": true}},
		{query: "My client will be in Arizona in April. What tribal casinos does that state have?", intent: FindCasinos, params: params{"state": "AZ", "type": "tribal"}},
		{query: "My parents retired to Florida. Are there racinos in that state?", intent: FindCasinos, params: params{"state": "FL", "type": "racino"}},
		{query: "We're heading to Reno. Which casinos in that state have a hotel?", intent: FindCasinos, params: params{"state": "NV", "has_hotel": true}},
	}
}
