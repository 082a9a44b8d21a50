package ask

import "testing"

// tuningLongerMessagesSix are the tuning phrases of the sixty-fourth fix
// round (longer messages, sixth part: one ask among context, some
// pointing back to a time, a play, a tier or a trouble of the story,
// some typed on a phone), in words of their own.
func tuningLongerMessagesSix(t testing.TB) []expectation {
	return []expectation{
		// A turn back to the question typed at its end ("anyway",
		// "anyways") is a closing that asks nothing (politeClosings).
		{query: "what's the house edge on roulette anyway", intent: GameFacts, params: params{"game_type": "roulette"}},
		{query: "how many decisions an hour does a craps table see anyways?", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "which casinos are in Deadwood anyway?", intent: FindCasinos, params: params{"near": "Deadwood, SD"}},

		// Points "short of" the next tier are the way to it, as "how
		// far from" (progressAsked); being short of cash is not.
		{query: "How many points short of the next tier am I at Borgata?", intent: TierProgress, params: params{"casino_name": "Borgata"}},
		{query: "how many tier credits am I short of the next level at Mohegan Sun", intent: TierProgress, params: params{"casino_name": "Mohegan Sun"}},
		{query: "I'm short on cash this month. What's my bankroll?", intent: Bankroll, params: params{}},

		// What a tier "calls for" and "the bar for" a tier are its
		// threshold (thresholdVerbAt); a call for help or a bar at a
		// casino are not.
		{query: "How many tier credits does Seven Stars call for?", intent: TierRequirement, params: params{"id": programID(t, "Caesars Rewards")}, tier: "Seven Stars"},
		{query: "What's the bar for NOIR in MGM Rewards?", intent: TierRequirement, params: params{"id": programID(t, "MGM Rewards")}, tier: "NOIR"},
		{query: "what does Onyx in Boyd Rewards call for", intent: TierRequirement, params: params{"id": programID(t, "Boyd Rewards")}, tier: "Onyx"},
		{query: "what's the bar for Gold Star in Lucky Star Rewards?", intent: TierRequirement, params: params{"id": programID(t, "Lucky Star Rewards")}, tier: "Gold Star"},
		{query: "Who do I call for help with my Caesars Rewards account?", intent: Unknown, params: params{}},
		{query: "Is there a bar at Borgata?", intent: Unknown, params: params{}},

		// "Make it 90 minutes" after a story of a limit is a change
		// requested (madeIt), the asker's own though the story tells of
		// someone else's advice, unless it makes the limits theirs.
		{query: "My daughter says I play too long. Make it 90 minutes a session.", intent: SetSessionLimit, params: params{"max_minutes": 90}},
		{query: "My husband thinks I should limit my sessions. Make it 45 minutes a session.", intent: SetSessionLimit, params: params{"max_minutes": 45}},
		{query: "My wife keeps nagging about the budget. Make it $300 a month.", intent: SetBudget, params: params{"period": "month", "amount": 300}},
		{query: "My sister thinks I should cap her sessions. Make it two hours a session.", intent: Unknown, params: params{}},

		// A play the story states, pointed back to by "that", lends its
		// hours too, and the estimate is of that play whoever else the
		// story tells of (resolveStory).
		{query: "My brother says slots give nothing back. I play $5 slots for 3 hours a visit. What would that earn me in comps?", intent: CompEstimate, params: params{"game_type": "slots", "avg_bet": 5, "hours": 3}},
		{query: "My wife loves the spa. I bet $25 on craps for 4 hours a night. What comps would that bring?", intent: CompEstimate, params: params{"game_type": "craps", "avg_bet": 25, "hours": 4}},
		{query: "My son thinks comps are a myth. I play $15 roulette for about 2 hours each visit. How much would that be worth in comps?", intent: CompEstimate, params: params{"game_type": "roulette", "avg_bet": 15, "hours": 2}},

		// A problem the story says the asker has, and whom to call or
		// talk to about it, is the help line (problemOwned); a problem
		// with a host is not.
		{query: "My wife says I have a problem. Who can I talk to about it in Iowa?", intent: RGHelp, params: params{"topic": "helpline", "state": "IA"}},
		{query: "i think i might have a real problem. who do i call about it", intent: RGHelp, params: params{"topic": "helpline"}},
		{query: "Honestly I've got a problem and my kids can see it. Who can I call about that in Nevada?", intent: RGHelp, params: params{"topic": "helpline", "state": "NV"}},
		{query: "I have a problem with my host at Borgata. Who can I call about it?", intent: Unknown, params: params{}},

		// "that weekend", "those days", "that window" point back to the
		// story's dates or days ahead (timePointer), even in a town; a
		// week of a month the story names is no dates it says.
		{query: "We were in Biloxi from March 6 to March 8. Show me the sessions I logged that weekend.", intent: MySessions, params: params{"from": "2026-03-06", "to": "2026-03-08"}},
		{query: "We were in Tunica from February 13 to February 15. List the trips I logged during those days.", intent: MyTrips, params: params{"from": "2026-02-13", "to": "2026-02-15"}},
		{query: "My vacation runs for the next 14 days. Which offers expire in that window?", intent: ExpiringOffers, params: params{"within_days": 14}},
		{query: "I'll be traveling for the next 3 weeks. Do any of my offers lapse during that time?", intent: ExpiringOffers, params: params{"within_days": 21}},
		{query: "We went to Laughlin in March. List my trips from that week.", intent: Unknown, params: params{}},

		// A tier the story says the asker holds, named bare in a match
		// asked, is that tier of the story's program (storyTierMatched).
		{query: "I hold Ruby with Boyd Rewards. Could I match Ruby to Caesars Rewards?", intent: TierMatchPaths, params: params{"program": "Boyd Rewards", "to_program": "Caesars Rewards"}, tier: "Ruby"},
		{query: "I've held Gold Star with Lucky Star Rewards for two years. Can I match Gold Star into WinStar Club Passport?", intent: TierMatchPaths, params: params{"program": "Lucky Star Rewards", "to_program": "WinStar Club Passport"}, tier: "Gold Star"},

		// A sentence ending in "please" asks what it names
		// (pleaseRequest), so the story after it is an afterword.
		{query: "Racinos in Iowa, please. My cousin says they have the best buffets.", intent: FindCasinos, params: params{"state": "IA", "type": "racino"}},
		{query: "Casinos with a hotel near Shreveport, please. Our flight lands late.", intent: FindCasinos, params: params{"near": "Shreveport, LA", "has_hotel": true}},
		{query: "Commercial casinos in Indiana, please. My dad only trusts the big ones.", intent: FindCasinos, params: params{"state": "IN", "type": "commercial"}},
	}
}
