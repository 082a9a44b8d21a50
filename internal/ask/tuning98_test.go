package ask

import "testing"

// tuningPart98 are the tuning phrases of the ninety-eighth fix round
// (non-native English): slips a learner commonly makes, read the way a
// careful native reader reads them, each with guards whose slip or
// near-neighbour changes the meaning and keeps its old answer. A radius
// "inside of" so many miles is "within"; a count's noun left singular
// ("how many table game") is the count; "is the casino giving me a
// W-2G" is the present for "will it give"; the points "missing" or
// "lacking" for the next tier are those still needed; offers that "end"
// or "finish" ahead are expiring; "I want that I play ..." is "I want
// to play ..."; "casinos who have ..." is "that have"; a trip "with my
// wife" is still the asker's; "you are knowing" is "you know"; and to
// "become" a tier is to reach it. In words of their own.
func tuningPart98(t testing.TB) []expectation {
	return []expectation{
		// "inside of" a distance is its radius, as "inside" and "within"
		// (extractRadius)
		{query: "Any casinos inside of 25 miles from Biloxi?", intent: FindCasinos, params: params{"near": "Biloxi, MS", "radius_km": 40.2}},
		{query: "Casinos inside of 20 mile around Deadwood, please.", intent: FindCasinos, params: params{"near": "Deadwood, SD", "radius_km": 32.2}},

		// "how many table game": the count of table games, its noun left
		// singular (facilityAsked)
		{query: "How many table game does Borgata have?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Borgata Hotel Casino and Spa")}},
		{query: "Foxwoods Resort Casino, how many table game it has?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Foxwoods Resort Casino")}},
		// guard: a ranking of games is still none the directory makes
		{query: "What table game has the lowest house edge?", intent: Unknown, params: params{}},

		// the present progressive for what is to come: "is the casino
		// sending me a W-2G" asks the rule (w2gWords)
		{query: "I hit 2000 dollars on slots, is the casino sending me a W-2G?", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 2000}},
		{query: "If I win 1300 on keno, are they issuing me a W2G?", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1300}},
		// guard: casinos "giving" a perk are no search the directory runs
		{query: "Which casinos are giving free rooms?", intent: Unknown, params: params{}},

		// what is "missing" or "lacking" for the next tier is what is
		// still needed (progressPaceWords)
		{query: "How many credits am I lacking for the next level at Borgata?", intent: TierProgress, params: params{"casino_name": "Borgata"}},
		{query: "How many points I am missing to reach the next tier at Foxwoods?", intent: TierProgress, params: params{"casino_name": "Foxwoods"}},
		// guard: points gone missing are a complaint, not the way ahead
		{query: "my points are missing at Borgata", intent: Unknown, params: params{}},

		// offers that "end" or "finish" ahead expire (offerEndsAhead)
		{query: "Offers of mine ending in the next 10 days?", intent: ExpiringOffers, params: params{"within_days": 10}},
		{query: "Which of my offers finish this week?", intent: ExpiringOffers, params: params{"within_days": 7}},
		// guards: "the end of" a month is a time, and "ended" is past
		{query: "my offers at the end of the month", intent: Unknown, params: params{}},
		{query: "my offers that ended last week", intent: Unknown, params: params{}},

		// "I want that I ...", "I would like that I ...": a learner's
		// "that" clause for "to" (capStatedFrom)
		{query: "I would like that I lose maximum 100 dollars every week.", intent: SetBudget, params: params{"period": "week", "amount": 100}},
		{query: "I want that I play at most 90 minutes per session.", intent: SetSessionLimit, params: params{"max_minutes": 90}},
		// guard: with no cap, the wish is to see the records
		{query: "I want that I see my sessions", intent: MySessions, params: params{}},

		// "casinos who have ...": a relative "who" for places is "that"
		// (claimThingWho)
		{query: "Show me racinos in Iowa who have a hotel", intent: FindCasinos, params: params{"state": "IA", "type": "racino", "has_hotel": true}},
		{query: "casinos who are tribal in Oklahoma", intent: FindCasinos, params: params{"state": "OK", "type": "tribal"}},
		// guards: a "who" of its own clause, or opening the question,
		// asks about a person
		{query: "casinos in Iowa, who owns them?", intent: Unknown, params: params{}},
		{query: "who has a hotel in Elko?", intent: Unknown, params: params{}},

		// a trip the asker makes with people close to them is still the
		// asker's, and its town is where the search looks
		// (companionsOnly)
		{query: "I'm driving to Reno with my husband tomorrow. Any casinos with a hotel?", intent: FindCasinos, params: params{"near": "Reno, NV", "has_hotel": true}},
		{query: "We are flying to Biloxi with our son on Friday. What casinos have hotels?", intent: FindCasinos, params: params{"near": "Biloxi, MS", "has_hotel": true}},
		// guards: another person's trip, the asker's past one, or one to
		// see someone there says nothing of where the asker looks
		{query: "My wife is going to Reno next week. Any casinos with a hotel?", intent: Unknown, params: params{}},
		{query: "I went to Reno with my wife last month. Which casinos have a hotel?", intent: Unknown, params: params{}},
		{query: "I'm going to Reno to visit my brother. Which casinos have a hotel?", intent: Unknown, params: params{}},

		// "you are knowing": the progressive of a state, as "you are
		// having" (plainHave)
		{query: "Which casinos in Iowa you are knowing?", intent: FindCasinos, params: params{"state": "IA"}},
		{query: "List all rewards programs you knowing", intent: ListPrograms, params: params{}},

		// to "become" a tier is to reach it (claimBecomeTier)
		{query: "How many points to become a Diamond in Caesars Rewards?", intent: TierRequirement, params: params{"id": programID(t, "Caesars Rewards")}, tier: "Diamond"},
		{query: "What do I need to become Onyx in Boyd Rewards?", intent: TierRequirement, params: params{"id": programID(t, "Boyd Rewards")}, tier: "Onyx"},
		// guard: becoming a member names no tier
		{query: "How do I become a member of MGM Rewards?", intent: Unknown, params: params{}},
	}
}
