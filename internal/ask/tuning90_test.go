package ask

import "testing"

// tuningPart90 are the tuning phrases of the ninetieth fix round (longer
// messages, eleventh part: a cap on sitting at a table, a closing
// "really", a relative typed without "my", a dread with its subject
// dropped, a hedged plan, records asked as they are now, a time before
// the asker's own words, a bare "be" plea, a time drawing near and two
// things told in one sentence, "tell me more about", a story's play that
// a question about its casino does not take, an agent's label, "before"
// and what the asker will do next, and a want put as where the asker
// plays), in words of their own, with guards that keep their answers.
func tuningPart90(t testing.TB) []expectation {
	borgata := slugOf(t, "Borgata Hotel Casino and Spa")
	return []expectation{
		// Sitting at a table is play, and the time at one table a
		// sitting (playPlaceAfter, sessionNamed); "a day" is a day's
		// time, which no limit caps.
		{query: "do not let me sit at a table more than 90 minutes", intent: SetSessionLimit, params: params{"max_minutes": 90}},
		{query: "never let me sit at one table over 3 hours", intent: SetSessionLimit, params: params{"max_minutes": 180}},
		{query: "dont let me sit longer than 2 hrs at a time", intent: SetSessionLimit, params: params{"max_minutes": 120}},
		// (guards: kept as they were read)
		{query: "dont let me sit at a table more than 90 minutes a day", intent: Unknown, params: params{}},
		{query: "dont let me lose more than $200 a week at the tables", intent: SetBudget, params: params{"amount": 200, "period": "week"}},

		// A closing "really" or "frankly" is how earnestly it is asked
		// (politeClosings).
		{query: "How many hands an hour does baccarat deal, really?", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "what's the w-2g threshold for keno, frankly?", intent: W2GRule, params: params{"game_type": "keno"}},

		// A relative typed without "my", then what they say or want, is
		// a story of someone close (closeOther).
		{query: "any racinos in ohio? hubby says he wants to see the horses", intent: FindCasinos, params: params{"state": "OH", "type": "racino"}},
		{query: "racinos near Philadelphia, Pennsylvania? dad says he wants to bet the ponies", intent: FindCasinos, params: params{"near": "Philadelphia, PA", "type": "racino"}},

		// A dread with its subject dropped ("Would hate to ...") is an
		// afterword, as "I would hate to ..." is (dreadVerbs).
		{query: "What tiers does MGM Rewards have? Would hate to pick the wrong program.", intent: ProgramDetail, params: params{"id": programID(t, "MGM Rewards")}},

		// A plan not yet sure ("Maybe we'll ...") is a plan told
		// (planHedges).
		{query: "Which casinos in Nevada have a hotel? Maybe we'll drive out in March.", intent: FindCasinos, params: params{"state": "NV", "has_hotel": true}},

		// Records asked as they are now take no month from a plan after
		// them (askedNow); asked with no "now", the month still binds
		// and declines, as before.
		{query: "Which offers do I have from Ameristar currently? We might stop by in July.", intent: MyOffers, params: params{"casino_name": "Ameristar"}},
		{query: "Which offers do I have from Ameristar right now? Perhaps we'll stop by in July.", intent: MyOffers, params: params{"casino_name": "Ameristar"}},
		{query: "What offers do I have from Ameristar? We'll stop by in July.", intent: Unknown, params: params{}},

		// A short phrase of time, then the asker's own words, asks
		// nothing (timeLeadAt); a bare "be" plea neither (closingPlea).
		{query: "Show my open vouchers. After the Reno weekend I'm nervous to look.", intent: MyVouchers, params: params{"status": "open"}},
		{query: "What's my bankroll now? After the Biloxi weekend I'm nervous to look. Be kind.", intent: Bankroll, params: params{}},
		// (guard: kept as it was read)
		{query: "What's my bankroll at? Be honest.", intent: Bankroll, params: params{}},

		// A time drawing near (timeNearTold), and two things told in
		// one sentence, neither of which asks (joinedTellingAt).
		{query: "Show my trips from 2025. Christmas is creeping up and my accountant wants receipts this week.", intent: MyTrips, params: params{"from": "2025-01-01", "to": "2025-12-31"}},
		{query: "List my W-2Gs for 2024. The holiday season is almost here and my accountant wants copies. She's picky.", intent: MyW2Gs, params: params{"tax_year": 2024}},

		// "tell me more about", "learn more about" ask what is kept
		// about the subject (claimMoreAbout).
		{query: "Can you tell me a little more about Boyd Rewards?", intent: ProgramDetail, params: params{"id": programID(t, "Boyd Rewards")}},
		{query: "I'd like to learn more about Borgata.", intent: CasinoDetail, params: params{"slug": borgata}},
		{query: "tell me more about the house edge on roulette", intent: GameFacts, params: params{"game_type": "roulette"}},

		// A question about the casino a story names takes none of the
		// story's play (resolveStory); play a question asks about still
		// takes it.
		{query: "I hit $500 at Borgata. Does that casino have a hotel?", intent: CasinoDetail, params: params{"slug": borgata}},
		{query: "I hit $500 on slots at Borgata last week. Does that casino have a hotel?", intent: CasinoDetail, params: params{"slug": borgata}},
		{query: "I play $25 blackjack for 3 hours at Borgata. What comps would I earn there?", intent: CompEstimate, params: params{"avg_bet": 25, "casino_name": "Borgata", "game_type": "blackjack", "hours": 3}},

		// An agent's label before a colon ("Assistant note:") passes on
		// what follows (chatter).
		{query: "Assistant note: the user would like the tiers of Caesars Rewards.", intent: ProgramDetail, params: params{"id": programID(t, "Caesars Rewards")}},
		{query: "Assistant memo: what's the house edge on keno?", intent: GameFacts, params: params{"game_type": "keno"}},

		// "before" and what the asker will do next closes an ask
		// (beforeDoingSplit); for records it may be their period, and
		// declines as before.
		{query: "Show me the tiers of Caesars Rewards before signing up anywhere.", intent: ProgramDetail, params: params{"id": programID(t, "Caesars Rewards")}},
		{query: "Which racinos are in Ohio before heading out?", intent: FindCasinos, params: params{"state": "OH", "type": "racino"}},
		{query: "Show my trips before moving to Reno.", intent: Unknown, params: params{}},

		// A want put as where the asker plays ("only stay where they
		// give comps") is the rewards a search puts (storyWantFill);
		// a search that drops it still declines.
		{query: "We only stay where they give comps. Which casinos in Indiana have a rewards program?", intent: FindCasinos, params: params{"state": "IN", "has_rewards": true}},
		{query: "I only play where I can earn points. Which casinos in Indiana have a hotel?", intent: Unknown, params: params{}},
	}
}
