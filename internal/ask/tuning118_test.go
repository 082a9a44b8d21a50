package ask

import "testing"

// tuningPart118 are the phrases of the hundred-and-eighteenth part's fix
// round (longer messages, eighteenth part), in other words than its own:
// an occasion named by its ordinal alone ("for her 50th"); one trip or
// session wished for, which is a plan and no record; a program pointed
// to that nothing names; a thing hoped for told after the question ("A
// comped suite would be amazing."); the house as "they" at a game named;
// and a relayed user's own account and limits as "their".
func tuningPart118(t testing.TB) []expectation {
	return []expectation{
		{query: "Which casinos in Laughlin have a hotel? She wants a weekend away for her 50th.", intent: FindCasinos, params: params{"near": "Laughlin, NV", "has_hotel": true}},
		{query: "Which racinos are in Iowa? He wants a night out for his 65th.", intent: FindCasinos, params: params{"state": "IA", "type": "racino"}},
		{query: "We want a road trip for our 40th.", intent: Unknown},
		{query: "I'd love a session at the craps tables soon.", intent: Unknown},
		{query: "We're planning a trip. List my trips from 2024.", intent: MyTrips, params: params{"from": "2024-01-01", "to": "2024-12-31"}},
		{query: "Which levels does that program have?", intent: Unknown},
		{query: "My neighbor swears by True Rewards. Which tiers does that program have?", intent: ProgramDetail, params: params{"id": programID(t, "True Rewards")}},
		{query: "How far am I from the next tier at Soaring Eagle? A free room would be a treat this year.", intent: TierProgress, params: params{"casino_name": "Soaring Eagle"}},
		{query: "Any offers from Mohegan Sun for me? A comped suite would be amazing.", intent: MyOffers, params: params{"casino_name": "Mohegan Sun"}},
		{query: "My girlfriend wants to try roulette on our cruise next wk. How many spins per hour do they spin at roulette?", intent: GameFacts, params: params{"game_type": "roulette"}},
		{query: "The user is heading to Tulsa next week. What limits are on their account?", intent: MyLimits},
		{query: "My husband is driving to Tulsa. What limits are on their account?", intent: Unknown},
	}
}
