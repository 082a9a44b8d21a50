package ask

import "testing"

// tuningLongerMessagesFive are the tuning phrases of the sixty-first fix
// round (longer chat messages, fifth part: an agent's relay in its
// several forms, with the sentences after its ask told by "they"; a plan,
// a plea, a wish with hours, another person needing the answer and a
// casino of the past after the ask; a yes-or-no part joined to a casino's
// details; a story's wish to do that the search's own condition puts),
// in words of their own.
func tuningLongerMessagesFive(t testing.TB) []expectation {
	return []expectation{
		// An agent's relay (relayOpens): its sentence asks for what its
		// user wants, and a sentence after it opening with "they" is the
		// user's own afterword (asRelayedUser).
		{query: "The guest needs a list of their trips in 2025. They stayed mostly near Shreveport that year.", intent: MyTrips, params: params{"from": "2025-01-01", "to": "2025-12-31"}},
		{query: "My client wants to review the limits they have set. They don't recall what they picked in March.", intent: MyLimits, params: params{}},
		{query: "On behalf of the member: they'd like to see their open vouchers. They forgot which ones they used.", intent: MyVouchers, params: params{"status": "open"}},

		// "relaying for my user:", "asking for the client:" open a relay
		// (relayingFor), and an agent's "my user" owns nothing asked
		// (claimRelay).
		{query: "Relaying for my client: they want the details on Borgata.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Borgata Hotel Casino and Spa")}},
		{query: "Relaying for the customer: they'd like the W-2G total for 2025.", intent: W2GTotal, params: params{"tax_year": 2025}},
		{query: "my client wants to see the tiers of Boyd Rewards", intent: ProgramDetail, params: params{"id": programID(t, "Boyd Rewards")}},
		{query: "our customer would like every tier of MGM Rewards", intent: ProgramDetail, params: params{"id": programID(t, "MGM Rewards")}},

		// A plan told after the ask ("We'll be ...", "I'll be ...") is
		// an afterword (planTold); a casino it names still binds a
		// record asked with none.
		{query: "Which casinos in Nevada have a hotel? We'll be out there for a conference in October.", intent: FindCasinos, params: params{"state": "NV", "has_hotel": true}},
		{query: "Show me the tier ladder of Boyd Rewards. I'll be in Las Vegas in August.", intent: ProgramDetail, params: params{"id": programID(t, "Boyd Rewards")}},
		{query: "What offers do I have? I'll be at Borgata in June.", intent: Unknown, params: params{}},

		// A short plea of how to answer (closingPlea).
		{query: "Which casinos in Iowa have a hotel? Please keep it short.", intent: FindCasinos, params: params{"state": "IA", "has_hotel": true}},
		{query: "The user wants a helpline in Ohio. Please be gentle.", intent: RGHelp, params: params{"topic": "helpline", "state": "OH"}},
		{query: "What's my bankroll right now? Please be quick.", intent: Bankroll, params: params{}},
		{query: "Show my W-2Gs for 2024. Please keep it private.", intent: MyW2Gs, params: params{"tax_year": 2024}},

		// A wish to do something else, with its hours ("Would like to
		// slip out for an hour."), is an afterword; hours an estimate
		// asks are still its own.
		{query: "Any casinos near Tunica? Would like to slip out for an hour.", intent: FindCasinos, params: params{"near": "Tunica, MS"}},
		{query: "Which casinos are in Reno? I'd love to slip away for two hours.", intent: FindCasinos, params: params{"near": "Reno, NV"}},
		{query: "How many comps would $25 blackjack earn? I'd love to play for 3 hours.", intent: CompEstimate, params: params{"game_type": "blackjack", "avg_bet": 25, "hours": 3}},

		// Another person needing the asker's own records ("He needs them
		// by Monday.") owns none of them (otherWantsIt); with no "my"
		// they may be theirs.
		{query: "Show my trips from 2025. He needs them by Monday.", intent: MyTrips, params: params{"from": "2025-01-01", "to": "2025-12-31"}},
		{query: "Show the trips from 2025. She needs them by Monday.", intent: Unknown, params: params{}},

		// A casino of a past comparison ("like I did at ...") narrows
		// nothing asked (pastLike); a casino the asker declines still
		// does.
		{query: "Which of my vouchers are open? I don't want to lose one like I did at Borgata.", intent: MyVouchers, params: params{"status": "open"}},
		{query: "What offers expire this week? I don't want to miss one like we did at Ameristar.", intent: ExpiringOffers, params: params{"within_days": 7}},
		{query: "What offers do I have? I don't want the ones from Borgata.", intent: Unknown, params: params{}},

		// A yes-or-no part joined to a casino's details ("including
		// whether it has ...", "and whether it has ...") is answered by
		// them (claimWhetherIt).
		{query: "Tell me about Borgata and whether it has a hotel", intent: CasinoDetail, params: params{"slug": slugOf(t, "Borgata Hotel Casino and Spa")}},
		{query: "Give me the details on Borgata, including whether it is tribal", intent: CasinoDetail, params: params{"slug": slugOf(t, "Borgata Hotel Casino and Spa")}},

		// A story's wish to do, which the search's own condition puts
		// (wantsMet); a thing wanted that the search drops still
		// declines.
		{query: "The user wants to sleep where they gamble. They'd like casinos with a hotel near Biloxi.", intent: FindCasinos, params: params{"near": "Biloxi, MS", "has_hotel": true}},
		{query: "I want rewards. Which casinos in Reno have a hotel?", intent: Unknown, params: params{}},
		{query: "The client wants a spa. They'd like casinos with a hotel near Biloxi.", intent: Unknown, params: params{}},

		// A rule asked of "a jackpot that size", Unknown alone, takes
		// the win the story tells (storyWinRule); the rule is no one's
		// record, so another person's win is asked about alike.
		{query: "I hit $2,400 on a slot last night. Will a jackpot that size need a W-2G?", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 2400}},
		{query: "I just won $5,000 on a slot machine! Is a jackpot like that going to need a W-2G?", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 5000}},
		{query: "Won $1,500 at keno yesterday. Would a win that big be reported on a W-2G?", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1500}},
		{query: "My wife won $1,500 at keno. Would a win that big need a W-2G?", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1500}},

		// A colon after a clause of the asker's opens the ask
		// (askerColon), and a story wanting only somewhere else than
		// its place lends the search no condition (elsewhereWanted); a
		// condition it wants still declines.
		{query: "We had fun at Borgata. I'd like somewhere different this time: what casinos are in Delaware?", intent: FindCasinos, params: params{"state": "DE"}},
		{query: "Spent last weekend at Ameristar. We'd prefer someplace new: which casinos are near Tunica?", intent: FindCasinos, params: params{"near": "Tunica, MS"}},
		{query: "We stayed at Borgata. I'm flexible: which casinos in Delaware have a hotel?", intent: FindCasinos, params: params{"state": "DE", "has_hotel": true}},
		{query: "I'm easy: which casinos in Iowa have a hotel?", intent: FindCasinos, params: params{"state": "IA", "has_hotel": true}},
		{query: "We want a hotel somewhere new: which casinos are in Reno?", intent: Unknown, params: params{}},
		{query: "Mohegan Sun: which tier am I?", intent: MyTiers, params: params{}, filter: []string{"Mohegan Sun"}},
	}
}
