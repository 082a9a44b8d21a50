package ask

import "testing"

// tuningPart117 are the phrases of the hundred-and-seventeenth part's fix
// round (near misses, fourteenth part), in words of their own: a limit
// held to some days with no word of a limit, a casino or host to be got
// to act, another person's hosts, how long a tier match takes, and the
// places the asker has never been; with the near phrases that keep their
// answers.
func tuningPart117(t testing.TB) []expectation {
	return []expectation{
		// A limit proposed for some days of the week only, said with no
		// word of a limit, is no proposal set_budget or
		// set_session_limit carries; days in a sentence with no amount,
		// or told of the asker's own play, leave the limit whole.
		{query: "Hold my sessions to 90 minutes on Saturdays.", intent: Unknown},
		{query: "Keep my spending to $60 a day, weekends only.", intent: Unknown},
		{query: "Weekends wear me out. Keep my sessions under 75 minutes.", intent: SetSessionLimit, params: params{"max_minutes": 75}},
		{query: "I mostly play on Sundays, so keep each session under 3 hours.", intent: SetSessionLimit, params: params{"max_minutes": 180}},

		// The service asked to get a casino, program or host to do
		// something for the player: no action acts on another party.
		// "Get me my offers" and "make a list" ask for records.
		{query: "Could you get Borgata to comp my room next month?", intent: Unknown},
		{query: "Please have my host at Wind Creek bump up my free play.", intent: Unknown},
		{query: "Convince Caesars Rewards to match me to Diamond.", intent: Unknown},
		{query: "Could you get me my offers from Borgata?", intent: MyOffers, params: params{"casino_name": "Borgata"}},
		{query: "Can you make a list of my trips in 2025?", intent: MyTrips, params: params{"from": "2025-01-01", "to": "2025-12-31"}},
		{query: "Do you have casinos in Iowa that offer a rewards program?", intent: FindCasinos, params: params{"state": "IA", "has_rewards": true}},
		{query: "What offer will Soaring Eagle send me next?", intent: CompPredict, params: params{"casino_name": "Soaring Eagle"}},

		// A person close to the asker as the question's subject asks
		// for their hosts, not the directory's; the person named in a
		// story leaves the search as anyone's.
		{query: "Does my girlfriend have a host who speaks Spanish?", intent: Unknown},
		{query: "Has my older brother got a host at Turning Stone?", intent: Unknown},
		{query: "Was my mom set up with a host at Ho-Chunk?", intent: Unknown},
		{query: "My dad only speaks Korean. Are there hosts who speak Korean?", intent: FindHosts, params: params{"language": "Korean"}},

		// How long a tier match takes is kept nowhere, however the
		// length is asked; what a match grants is its path.
		{query: "How many weeks does a tier match from Boyd Rewards to Wynn Rewards usually take?", intent: Unknown},
		{query: "How much time does it take to get matched from Caesars Rewards to MGM Rewards?", intent: Unknown},
		{query: "What would my Caesars Diamond match to at MGM Rewards?", intent: TierMatchPaths, params: params{"program": "Caesars Rewards", "to_program": "MGM Rewards"}, tier: "Diamond"},
		{query: "How long does self-exclusion last in Michigan?", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "MI"}},

		// The places the asker has not been are no record; a "never"
		// of something else, or a session not closed, reads the
		// records.
		{query: "Which casinos haven't I been to this year?", intent: Unknown},
		{query: "Show the places we never visited in 2025.", intent: Unknown},
		{query: "Sessions at Borgata where I didn't play blackjack", intent: Unknown},
		{query: "Show the casinos I've checked in at since March.", intent: MyVisits, params: params{"from": "2026-03-01"}},
		{query: "I never keep track, so list my trips from 2025.", intent: MyTrips, params: params{"from": "2025-01-01", "to": "2025-12-31"}},
	}
}
