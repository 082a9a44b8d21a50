package ask

import "testing"

// tuningQuotedRelays are the tuning phrases of the sixty-seventh fix
// round (questions relayed by an agent or app: the user's words quoted
// after a frame, and a developer's terse words), in words of their own.
func tuningQuotedRelays(t testing.TB) []expectation {
	return []expectation{
		// The user's words quoted after an agent's frame naming the
		// user (or a forwarding) and a word of saying are the question
		// (relayedQuote), their "I" and "my" the key holder's; a frame
		// naming anyone else is left to the other rules.
		{query: "Customer wrote: \"which casinos in Iowa have a hotel?\"", intent: FindCasinos, params: params{"state": "IA", "has_hotel": true}},
		{query: "The player typed: \"what is the house edge on roulette\"", intent: GameFacts, params: params{"game_type": "roulette"}},
		{query: "Customer texted: \"what tier am I at Borgata?\"", intent: MyTiers, params: params{}, filter: []string{"Borgata", "Borgata Hotel Casino and Spa"}},
		{query: "A member writes: \"what tiers does Boyd Rewards have?\"", intent: ProgramDetail, params: params{"id": programID(t, "Boyd Rewards")}},
		{query: "Customer question: \"house edge on baccarat?\"", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "Player says: \"tell me about the Seminole casino in Tampa\"", intent: CasinoDetail, params: params{"slug": slugOf(t, "Seminole Hard Rock Hotel & Casino Tampa")}},
		{query: "My wife wrote: \"show my trips from 2025\"", intent: Unknown, params: params{}},
		{query: "My brother typed: \"any racinos in Iowa?\"", intent: Unknown, params: params{}},
		{query: "Guest asked: \"what tier is my husband at Borgata?\"", intent: Unknown, params: params{}},

		// Hosts the player is "paired" or "partnered" with are the
		// player's connections (workVerbs), as those they work with; a
		// host they could be paired with is still a search.
		{query: "which hosts am I partnered with", intent: MyHosts, params: params{}},
		{query: "the hosts that I have been paired with", intent: MyHosts, params: params{}},
		{query: "hosts who are paired with me", intent: MyHosts, params: params{}},
		{query: "list hosts we are partnered with", intent: MyHosts, params: params{}},
		{query: "hosts I could be paired with", intent: FindHosts, params: params{}},

		// The details of a name several casinos share, with no program
		// named, are declined (severalDetailed): the details are one
		// casino's, and the list of all is another answer; a plural
		// still asks the list, a town names the one, and open words
		// ("info", "tell me about") are still the list.
		{query: "details on harrahs", intent: Unknown, params: params{}},
		{query: "give me the details for Boomtown", intent: Unknown, params: params{}},
		{query: "details on Hollywood Casino", intent: Unknown, params: params{}},
		{query: "Boomtown details in Louisiana", intent: Unknown, params: params{}},
		{query: "details of the golden nugget casinos", intent: FindCasinos, params: params{"q": "Golden Nugget"}},
		{query: "golden nugget biloxi details", intent: CasinoDetail, params: params{"slug": slugOf(t, "Golden Nugget Biloxi")}},
		{query: "details for wind creek atmore", intent: CasinoDetail, params: params{"slug": slugOf(t, "Wind Creek Atmore")}},
		{query: "harrahs info", intent: Unknown}, // a search before "info" asked details too

		// A list asked with no filter ("no filters", "without any
		// filter", "unfiltered") is the whole list (unfilteredRead); a
		// filter named as well contradicts it, and is declined.
		{query: "list every rewards program, unfiltered", intent: ListPrograms, params: params{}},
		{query: "rewards programs without any filter", intent: ListPrograms, params: params{}},
		{query: "all casinos no filters", intent: FindCasinos, params: params{}},
		{query: "search_casinos no params", intent: FindCasinos, params: params{}},
		{query: "casinos in Iowa, no filter", intent: Unknown, params: params{}},
		{query: "which casinos have no filter on their water", intent: Unknown, params: params{}},

		// A casino's words typed before a town that also names a casino
		// (nameBeforeTown): the one casino of those words in that town,
		// its name kept as typed for the records; words that several
		// casinos of the town hold name none of them.
		{query: "my trips to Monarch Black Hawk", intent: MyTrips, params: params{"casino_name": "Monarch Black Hawk"}},
		{query: "my visits to the Monarch Black Hawk in 2025", intent: MyVisits, params: params{"casino_name": "Monarch Black Hawk", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "my sessions at Wild Card Black Hawk", intent: MySessions, params: params{"casino_name": "Wild Card Black Hawk"}},
		{query: "what tier am I at Monarch Black Hawk", intent: MyTiers, params: params{}, filter: []string{"Monarch Black Hawk", "Monarch Casino & Resort"}},
		{query: "my tier at Golden Black Hawk", intent: Unknown, params: params{}},
	}
}
