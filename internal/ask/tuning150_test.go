package ask

import "testing"

// tuningPart150 tunes the rules of the hundred-and-fiftieth part's fix
// round (near misses whose twins ask what a catalog action answers but
// no /ask intent maps), each phrase in other words than the part:
//   - recordsOrderedAsked (nearmiss.go): a verb of ordering ("rank",
//     "sort", "prioritize") whose object is the player's records is
//     declined (offer_ranking, freeplay_optimizer); the casinos ranked
//     by a predicted offer, and records ordered by date, are not;
//   - tierKeptAsked (nearMissOfRecords): keeping a tier ("keep my
//     status", "hold onto my tier") is tier_retention_plan, declined
//     where the tiers or the progress were read;
//   - oneRecordSummarized (nearMissOfRecords): a summary of one trip,
//     session or visit (trip_summary) is declined; of the plural, it is
//     the list;
//   - recordsTotalled (nearMissOfRecords): a total of vouchers or
//     offers (voucher_summary) is declined; the W-2G total stays
//     answered;
//   - streakAsked (nearMissOfRecords): a streak of visits (visit_stats)
//     is declined; a losing streak told is not;
//   - pastOfNow (records.go) reads the bankroll or the limits over time
//     (bankroll_history: "since" a day, "history", "changed") as a
//     reading kept only as it is now, declined; the balance today is
//     answered;
//   - crowdAsked (nearmiss.go) reads players the asker follows, and
//     followers, as other players (the activity feed);
//   - workedWith (intents.go) reads hosts the player asked to connect
//     or work with as the player's own hosts (pending connections).
func tuningPart150(t testing.TB) []expectation {
	return []expectation{
		// recordsOrderedAsked
		{query: "Sort my vouchers by amount.", intent: Unknown, params: params{}},
		{query: "Prioritize my comp offers at Borgata.", intent: Unknown, params: params{}},
		{query: "Rank my W-2Gs by amount.", intent: Unknown, params: params{}},
		{query: "Order my comp offers by how much they're worth.", intent: Unknown, params: params{}},
		{query: "Show my offers at Harrah's Joliet.", intent: MyOffers, params: params{"casino_name": "Harrah's Joliet"}},

		// tierKeptAsked
		{query: "How many points do I need to keep my tier at Borgata?", intent: Unknown, params: params{}},
		{query: "What will it take to keep my status at Mohegan Sun?", intent: Unknown, params: params{}},
		{query: "How many points do I need for the next tier at Borgata?", intent: TierProgress, params: params{"casino_name": "Borgata"}},

		// oneRecordSummarized
		{query: "Give me a recap of my last session at Mohegan Sun.", intent: Unknown, params: params{}},
		{query: "Give me a recap of my last visit to Foxwoods.", intent: Unknown, params: params{}},
		{query: "Can I get an overview of my session at Choctaw Durant yesterday?", intent: Unknown, params: params{}},
		{query: "Give me a recap of my trips to Ameristar Casino Kansas City.", intent: MyTrips, params: params{"casino_name": "Ameristar Casino Kansas City"}},

		// recordsTotalled
		{query: "What's the total value of my available offers?", intent: Unknown, params: params{}},
		{query: "How much are my open vouchers worth in total?", intent: Unknown, params: params{}},
		{query: "What do my available offers add up to?", intent: Unknown, params: params{}},
		{query: "Show my available offers.", intent: MyOffers, params: params{"status": "available"}},
		{query: "What's my W-2G total for 2024?", intent: W2GTotal, params: params{"tax_year": 2024}},

		// streakAsked
		{query: "What's my streak of visits to casinos?", intent: Unknown, params: params{}},
		{query: "Give me my visit streak.", intent: Unknown, params: params{}},
		{query: "What's my check-in streak at Winstar?", intent: Unknown, params: params{}},
		{query: "My losing streak in March was rough. Show my sessions from March.", intent: MySessions, params: params{"from": "2026-03-01", "to": "2026-03-31"}},

		// pastOfNow: the bankroll over time
		{query: "How has my bankroll changed since January?", intent: Unknown, params: params{}},
		{query: "Show the trend of my bankroll since April 2.", intent: Unknown, params: params{}},
		{query: "Show my bankroll history since February 10.", intent: Unknown, params: params{}},
		{query: "How much is in my bankroll today?", intent: Bankroll, params: params{}},

		// crowdAsked: players followed, and followers
		{query: "Show sessions logged by people I follow.", intent: Unknown, params: params{}},
		{query: "List the visits of people I'm following.", intent: Unknown, params: params{}},
		{query: "Show my followers' trips.", intent: Unknown, params: params{}},
		{query: "Show sessions logged by me.", intent: MySessions, params: params{}},

		// workedWith: hosts the player asked to connect with
		{query: "Which hosts have I asked to connect with?", intent: MyHosts, params: params{}},
		{query: "Which hosts have I requested to work with?", intent: MyHosts, params: params{}},
	}
}
