package ask

import "testing"

// tuningNearMissesAgain are the tuning phrases of the forty-fourth fix
// round (a second near-miss part), in words of their own.
func tuningNearMissesAgain(t testing.TB) []expectation {
	return []expectation{
		// Advice: "should i" and a verb of choosing (adviceAsked) is
		// Unknown; "should i expect" asks what comes, and the offers
		// expiring first are a sort, both answered.
		{query: "which of my free play offers should I redeem first?", intent: Unknown, params: params{}},
		{query: "Pechanga mailed me two hotel offers, which should we book?", intent: Unknown, params: params{}},
		{query: "should i take the cash back or the buffet comp from Sycuan", intent: Unknown, params: params{}},
		{query: "Should I itemise my gambling losses this year?", intent: Unknown, params: params{}},
		{query: "what offers should I expect from Pechanga?", intent: CompPredict, params: params{"casino_name": "Pechanga"}},
		{query: "which of my offers run out soonest?", intent: ExpiringOffers, params: params{}},

		// A label for the player (labelAsked) is a diagnosis, Unknown;
		// asking whether one gambles too much stays the risk profile,
		// and "am i a member" the player's clubs.
		{query: "Looking at my trips, am I a compulsive gambler?", intent: Unknown, params: params{}},
		{query: "be honest, am i an addict", intent: Unknown, params: params{}},
		{query: "am I gambling too much?", intent: MyLimits, params: params{}},
		{query: "which loyalty clubs am I a member of", intent: MyTiers},

		// How long a request takes to be handled (processWords) is kept
		// by no action; how long self-exclusion lasts is the help.
		{query: "How long will my status match to Boyd Rewards take to be reviewed?", intent: Unknown, params: params{}},
		{query: "with my current tier, how long till a status match gets approved at Pechanga", intent: Unknown, params: params{}},
		{query: "How long until my tier match request gets approved?", intent: Unknown, params: params{}},
		{query: "how long is self-exclusion in indiana", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "IN"}},

		// A result compared with an amount filters no record list
		// (listedRecords, resultWords, compareWords): Unknown; the same
		// records by date are listed.
		{query: "show my trips where I lost more than $1,000", intent: Unknown, params: params{}},
		{query: "sessions at Sycuan where I won at least $250", intent: Unknown, params: params{}},
		{query: "my visits this year where i lost over 300 bucks", intent: Unknown, params: params{}},
		{query: "show my trips from april", intent: MyTrips, params: params{"from": "2026-04-01", "to": "2026-04-30"}},

		// Money moved in or out of the bankroll by a request
		// (moneyMoved: a verb of moving money, then its amount) is a
		// write, Unknown; asked about, it is the bankroll.
		{query: "pull $150 from my bankroll", intent: Unknown, params: params{}},
		{query: "stick another $100 in my bankroll", intent: Unknown, params: params{}},
		{query: "ok take 75 bucks out of my bankroll pls", intent: Unknown, params: params{}},
		{query: "how much did I take out of my bankroll this month?", intent: Bankroll, params: params{}},

		// How much is counted, after "a casino", is no name (tailStops).
		{query: "how many visits have I logged at a casino overall?", intent: MyVisits, params: params{}},
		{query: "How many sessions have I played at a casino combined?", intent: MySessions, params: params{}},
		{query: "how many times have I checked in at Sycuan overall", intent: MyVisits, params: params{"casino_name": "Sycuan"}},

		// A casino's brand is a field of its details (checked reads the
		// brand's words for CasinoDetail); a brand not the casino's, or
		// a judgement, stays Unknown.
		{query: "Is Aliante a Boyd Gaming casino?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Aliante Casino Hotel Spa")}},
		{query: "is Red Rock Casino a station casinos property", intent: CasinoDetail, params: params{"slug": slugOf(t, "Red Rock Casino Resort Spa")}},
		{query: "Is Hollywood Casino Joliet a PENN casino?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Hollywood Casino Joliet")}},
		{query: "is hollywood casino joliet owned by boyd", intent: Unknown, params: params{}},
		{query: "is hollywood casino joliet a good casino", intent: Unknown, params: params{}},

		// A plan to join said as context is read for a program's details
		// (claimJoinPlan); how to join, or fees, are not in them.
		{query: "Thinking of joining Boyd Rewards - what tiers are there?", intent: ProgramDetail, params: params{"id": programID(t, "Boyd Rewards")}},
		{query: "planning on joining MGM Rewards, how many tiers does it have", intent: ProgramDetail, params: params{"id": programID(t, "MGM Rewards")}},
		{query: "how do I go about joining True Rewards?", intent: Unknown, params: params{}},
		{query: "I'm thinking of joining MGM Rewards, what are the fees?", intent: Unknown, params: params{}},
	}
}
