package ask

import "testing"

// tuningPart127 are the phrases of the hundred-and-twenty-seventh part's
// fix round (near misses), in words of their own: a host dismissed or
// replaced, whom a host answers to, a tier match wanted by a day, records
// the asker forgot or failed to log, vouchers stolen or damaged, a share
// of the offers or vouchers, and an average of the bankroll; each with
// the near phrases that keep their answer.
func tuningPart127(t testing.TB) []expectation {
	return []expectation{
		// A host sacked, dismissed or replaced is a write no action runs;
		// a casino whose name holds "Fire" is still a place for hosts.
		{query: "Please sack the host I have at Pechanga.", intent: Unknown},
		{query: "Replace my host at Foxwoods with someone new.", intent: Unknown},
		{query: "Can you dismiss the host assigned to me at Hard Rock Tulsa?", intent: Unknown},
		{query: "Which hosts at Fire Rock speak Spanish?", intent: FindHosts, params: params{"language": "Spanish"},
			filter: []string{"Fire Rock", "Fire Rock Casino"}},

		// Whom a host answers to is kept by no host's profile.
		{query: "Name the supervisor of my host at Choctaw Durant.", intent: Unknown},
		{query: "Who is my casino host's manager at Seminole Hard Rock Hollywood?", intent: Unknown},
		{query: "Who are the bosses of the hosts at Graton?", intent: Unknown},

		// A tier match wanted by a day asks how long it takes; a day told
		// in a sentence of its own leaves the match asked.
		{query: "Will Wynn Rewards match my Caesars Diamond before the weekend?", intent: Unknown},
		{query: "Could my MGM Rewards Platinum get matched to Wynn Rewards by next week?", intent: Unknown},
		{query: "Can Caesars Rewards match my Boyd Rewards Onyx by this Thursday?", intent: Unknown},
		{query: "We leave on Friday. Which programs would match my MGM Gold?", intent: TierMatchPaths,
			params: params{"program": "MGM Rewards"}, tier: "Gold"},

		// Records the asker neglected, failed or never got to log are in
		// no list; a fact the asker forgot is no doing left undone.
		{query: "Which sessions did we neglect to record last month?", intent: Unknown},
		{query: "List the trips I failed to enter.", intent: Unknown},
		{query: "Show the Borgata visits I never logged.", intent: Unknown},
		{query: "I forget which casinos I've logged visits at. Show my visits.", intent: MyVisits, params: params{}},

		// A voucher stolen, torn or forged is no status kept; a theft told
		// in a sentence of its own leaves the vouchers asked.
		{query: "Show my torn vouchers.", intent: Unknown},
		{query: "List my ticket vouchers that someone stole.", intent: Unknown},
		{query: "Someone stole my wallet. Which of my vouchers are still open?", intent: MyVouchers, params: params{"status": "open"}},

		// A share of the offers is no list of them; a percent of the way
		// to a tier is the progress.
		{query: "What percentage of my offers are free play?", intent: Unknown},
		{query: "What proportion of my offers expire this week?", intent: Unknown},
		{query: "What percent am I from the next tier at Pechanga?", intent: TierProgress, params: params{"casino_name": "Pechanga"}},

		// An average of the bankroll is no balance read; the balance is.
		{query: "What has my bankroll averaged this year?", intent: Unknown},
		{query: "What's my average bankroll?", intent: Unknown},
		{query: "How much sits in my bankroll at the moment?", intent: Bankroll, params: params{}},
	}
}
