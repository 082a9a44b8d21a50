package ask

import "testing"

// tuningDevelopersAndAgents are the tuning phrases of a developer typing
// the service's own vocabulary and of an agent's formal requests, in other
// words than the twenty-fourth held-out part's (never its phrases).
func tuningDevelopersAndAgents(t testing.TB) []expectation {
	return []expectation{
		// key=value and key: value pairs are the parameter they name, the
		// value checked as the question's words would be: a yes-or-no
		// field is the filter (never a name searched), a radius in
		// kilometres, a state's code in any case, a type, a game, an
		// amount won, a budget's period and amount, a session's minutes,
		// a bet and hours.
		{query: "search_casinos near=Biloxi, MS has_rewards=true", intent: FindCasinos, params: params{"near": "Biloxi, MS", "has_rewards": true}},
		{query: "casinos near=reno has_hotel=false", intent: FindCasinos, params: params{"near": "Reno, NV", "has_hotel": false}},
		{query: "casinos near=Shreveport, LA radius_km=40", intent: FindCasinos, params: params{"near": "Shreveport, LA", "radius_km": 40.0}},
		{query: "casinos state: OK type: tribal", intent: FindCasinos, params: params{"state": "OK", "type": "tribal"}},
		{query: "search_casinos q=Ameristar state=ia", intent: FindCasinos, params: params{"state": "IA", "q": "Ameristar"}},
		{query: "set_session_limit max_minutes=45", intent: SetSessionLimit, params: params{"max_minutes": 45}},
		{query: "comp calculate game_type=craps avg_bet=25 hours=3", intent: CompEstimate, params: params{"game_type": "craps", "avg_bet": 25, "hours": 3}},
		{query: "w2g_threshold_check game_type=slots amount_won=2500", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 2500}},
		{query: "tier_progress casino_name=borgata", intent: TierProgress, params: params{"casino_name": "borgata"}},
		{query: "qualification_amount for mgm rewards gold", intent: TierRequirement, params: params{"id": programID(t, "MGM Rewards")}, tier: "Gold"},
		// a GET of a path of the spec reads it; the key owner's records
		// are the asker's own
		{query: "GET /v1/tiers/ please", intent: MyTiers, params: params{}},
		// guards: a value no filter takes, a key no field has, a change
		// /ask does not propose, an admin's or a host's action, a path's
		// change, and two changes in one decline; an arrow is no pair
		{query: "search_casinos near=Reno has_hotel=maybe", intent: Unknown, params: params{}},
		{query: "casinos state: NV type: riverboat", intent: Unknown, params: params{}},
		{query: "set_session_limit max_minutes=lots", intent: Unknown, params: params{}},
		{query: "set_budget period=fortnight amount=500", intent: Unknown, params: params{}},
		{query: "set_budget period=day amount=-40", intent: Unknown, params: params{}},
		{query: "list_offers status=open", intent: Unknown, params: params{}},
		{query: "list_vouchers status=pending", intent: Unknown, params: params{}},
		{query: "search_hosts language=Klingon", intent: Unknown, params: params{}},
		{query: "casinos near=Biloxi pool=true", intent: Unknown, params: params{}},
		{query: "add_trip casino_name=Borgata", intent: Unknown, params: params{}},
		{query: "delete_session id=12", intent: Unknown, params: params{}},
		{query: "host_list_players", intent: Unknown, params: params{}},
		// a read of the catalog no intent maps to is not answered from
		// another (trip_summary is no list of the trips)
		{query: "trip_summary", intent: Unknown, params: params{}},
		{query: "bankroll_history from=2026-01-01", intent: Unknown, params: params{}},
		{query: "get_host_profile for Mohegan Sun", intent: Unknown, params: params{}},
		{query: "POST /v1/trips", intent: Unknown, params: params{}},
		{query: "set_session_limit max_minutes=30, set_budget period=month amount=500", intent: Unknown, params: params{}},
		{query: "mgm gold => caesars, status match paths", intent: TierMatchPaths, params: params{"program": "MGM Rewards", "to_program": "Caesars Rewards"}, tier: "Gold"},
		// an agent's formal openings: "Identify" and "Determine" as tool
		// verbs, "On behalf of the user," before the request, and
		// "propose" with the change as a gerund (a limit's change is
		// proposed; any other is refused, never read as the records)
		{query: "Identify the racinos in Iowa.", intent: FindCasinos, params: params{"state": "IA", "type": "racino"}},
		{query: "Determine the decisions per hour for roulette.", intent: GameFacts, params: params{"game_type": "roulette"}},
		{query: "Determine how far the customer is from the next tier at Borgata.", intent: TierProgress, params: params{"casino_name": "Borgata"}},
		{query: "On behalf of the user, show the tribal casinos near Tulsa.", intent: FindCasinos, params: params{"near": "Tulsa, OK", "type": "tribal"}},
		{query: "On behalf of my client, list the racinos in New York.", intent: FindCasinos, params: params{"state": "NY", "type": "racino"}},
		{query: "Propose capping the user's sessions at 90 minutes.", intent: SetSessionLimit, params: params{"max_minutes": 90}},
		{query: "Propose deleting the user's last trip.", intent: Unknown, params: params{}},
		{query: "Propose a casino for the user near Reno.", intent: Unknown, params: params{}},
		{query: "On behalf of the user, book a room at Borgata.", intent: Unknown, params: params{}},
		// a casino that takes part in a program ("participate in",
		// "belong to") has one; an on-site hotel is a hotel
		{query: "which casinos in Iowa do not participate in a loyalty program", intent: FindCasinos, params: params{"state": "IA", "has_rewards": false}},
		{query: "casinos in Biloxi that belong to a players club", intent: FindCasinos, params: params{"near": "Biloxi, MS", "has_rewards": true}},
		{query: "casinos in Reno with an onsite hotel", intent: FindCasinos, params: params{"near": "Reno, NV", "has_hotel": true}},
		{query: "tribal casinos in Oklahoma with an on-site hotel", intent: FindCasinos, params: params{"state": "OK", "type": "tribal", "has_hotel": true}},
		// "my" inside a program's name is no word of the asker's records
		{query: "my|Rewards Boarding Pass tiers", intent: ProgramDetail, params: params{"id": programID(t, "my|Rewards Boarding Pass")}},
		// whether a win "must" be reported is the W-2G rule
		{query: "Must a $1,800 keno win be reported on a W-2G?", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1800}},
	}
}
