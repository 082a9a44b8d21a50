package ask

import "testing"

// tuningNearMissesSeven are the tuning phrases of the sixty-sixth fix
// round (near misses, seventh part), in words of their own, with guards
// that keep their old answers.
func tuningNearMissesSeven(t testing.TB) []expectation {
	return []expectation{
		// Who operates a casino, said with "runs", is its tribal_nation
		// or brand (casinoDetailWords).
		{query: "What tribe runs Bok Homa Casino?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Bok Homa Casino")}},
		{query: "Which nation runs Spirit Lake Casino and Resort?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Spirit Lake Casino and Resort")}},
		{query: "Which tribe runs Golden Moon Casino at Pearl River?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Golden Moon Casino at Pearl River")}},

		// A ladder asked to be laid out, a threshold one "must" earn
		// (programWords), and the edge the service "uses" (gameWords).
		{query: "Lay out the MGM Rewards tiers.", intent: ProgramDetail, params: params{"id": programID(t, "MGM Rewards")}},
		{query: "Can you lay out the Caesars Rewards ladder?", intent: ProgramDetail, params: params{"id": programID(t, "Caesars Rewards")}},
		{query: "What must I earn to reach Pearl in MGM Rewards?", intent: TierRequirement, params: params{"id": programID(t, "MGM Rewards")}, tier: "Pearl"},
		{query: "How many points must I get for Platinum in Caesars Rewards?", intent: TierRequirement, params: params{"id": programID(t, "Caesars Rewards")}, tier: "Platinum"},
		{query: "What edge do you use for craps?", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "Which house edge do you assume for keno?", intent: GameFacts, params: params{"game_type": "keno"}},
		{query: "What house edge do you use for horse racing?", intent: Unknown, params: params{}},
	}
}
