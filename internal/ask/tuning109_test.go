package ask

import "testing"

// tuningPart109 are the tuning phrases of the hundred-and-ninth fix round
// (agents' messages: a chat log's bracketed speaker tag, a "Task:"
// label, "Requesting ..." as a tool's verb, a sign-off after a relayed
// quote, an action tool's name before its JSON action, a pair's value
// before a full stop, "for my user", "just" before a win, a limit "per
// session", a rundown of the tiers and a floor's "count"), in words of
// their own, with guards that keep their answers.
func tuningPart109(t testing.TB) []expectation {
	return []expectation{
		// A speaker tag in square brackets opens a chat log's line
		// (bracketed): what follows is the question.
		{query: "[customer] what racinos are in Iowa?", intent: FindCasinos, params: params{"state": "IA", "type": "racino"}},
		{query: "[client] which casinos in Iowa have a hotel?", intent: FindCasinos, params: params{"state": "IA", "has_hotel": true}},

		// "Task:" and "Instruction:" label what the agent was given to
		// do (frameLabels), alone or after the agent's name.
		{query: "Task: list the racinos in Ohio.", intent: FindCasinos, params: params{"state": "OH", "type": "racino"}},
		{query: "Instruction: what is the house edge on craps?", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "Agent task: which casinos near Reno have a hotel?", intent: FindCasinos, params: params{"near": "Reno, NV", "has_hotel": true}},

		// "Requesting ..." opens an agent's request as "fetch" does
		// (toolVerbs); the user "requesting" is still a relay.
		{query: "Requesting the house edge on baccarat.", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "Requesting every casino in Nevada with a hotel.", intent: FindCasinos, params: params{"state": "NV", "has_hotel": true}},
		{query: "The user is requesting their trips from 2025.", intent: MyTrips, params: params{"from": "2025-01-01", "to": "2025-12-31"}},

		// A bare sign-off after a relayed quote asks nothing of its own
		// (quoteSignOff).
		{query: "The customer wrote \"what is the house edge on baccarat?\" - please respond.", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "User asked: \"which casinos in Iowa have a hotel?\" Kindly reply.", intent: FindCasinos, params: params{"state": "IA", "has_hotel": true}},

		// An action tool's name carries its "action" argument
		// (actionTools); a change named so is still refused.
		{query: `player_action {"action": "get_my_connections"}`, intent: MyHosts, params: params{}},
		{query: `player_action {"action": "tier_status"}`, intent: MyTiers, params: params{}},
		{query: `player_action {"action": "delete_trip", "trip_id": 4}`, intent: Unknown, params: params{}},

		// A full stop ending a line is the sentence's, not a pair's value
		// (pairValueRE); a decimal point inside a value stays.
		{query: "Please run list_offers with status=expired.", intent: MyOffers, params: params{"status": "expired"}},
		{query: "list_w2g tax_year=2025.", intent: MyW2Gs, params: params{"tax_year": 2025}},
		{query: "search_casinos near=Reno radius_km=40.5", intent: FindCasinos, params: params{"near": "Reno, NV", "radius_km": 40.5}},

		// The agent's "my user" after a preposition is the asker
		// (relayedPerson), no casino the hosts are filtered by; the
		// records "for my customer" and "on behalf of my client" keep
		// their answers.
		{query: "Find Spanish-speaking hosts for my client.", intent: FindHosts, params: params{"language": "Spanish"}},
		{query: "Which hosts speak Vietnamese for my customer?", intent: FindHosts, params: params{"language": "Vietnamese"}},
		{query: "Get the W-2Gs for 2025 for my customer.", intent: MyW2Gs, params: params{"tax_year": 2025}},
		{query: "On behalf of my client, list the open vouchers.", intent: MyVouchers, params: params{"status": "open"}},

		// "just" between the asker and a win with its amount says when
		// (claimJustWon); "just landed" keeps its own reading.
		{query: "I just won $2,000 at keno, is that a W-2G?", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 2000}},
		{query: "I just hit the road, any casinos near Reno?", intent: FindCasinos, params: params{"near": "Reno, NV"}},

		// A limit or cap "per session" (or "each sitting") with its time
		// is a session limit (perSessionCap); asked, it is the limits.
		{query: "propose a 3 hour cap per session", intent: SetSessionLimit, params: params{"max_minutes": 180}},
		{query: "a 45 minute limit per sitting please", intent: SetSessionLimit, params: params{"max_minutes": 45}},
		{query: "what is my limit per session?", intent: MyLimits, params: params{}},

		// A rundown, overview or recap of the tiers is the tiers
		// (personalTierWords), as of the trips it is the trips.
		{query: "give me an overview of my tiers", intent: MyTiers, params: params{}},
		{query: "a recap of my tier status", intent: MyTiers, params: params{}},
		{query: "a rundown of my trips", intent: MyTrips, params: params{}},

		// A floor's "count" asks its number (facilityAsked); a count of
		// trips keeps its answer.
		{query: "what is the table game count at Borgata", intent: CasinoDetail, params: params{"slug": slugOf(t, "Borgata Hotel Casino and Spa")}},
		{query: "how many trips did I take to Borgata", intent: MyTrips, params: params{"casino_name": "Borgata"}},
	}
}
