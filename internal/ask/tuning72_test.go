package ask

import "testing"

// tuningIntegrators are the tuning phrases of the seventy-second fix
// round (an integrator's questions: a developer's feature-endpoint lines,
// MCP calls and JSON arguments, an agent's "the player", and a player's
// casinos "I could visit"), in words of their own.
func tuningIntegrators(t testing.TB) []expectation {
	return []expectation{
		// A POST to a feature endpoint with its action=... is that
		// action (featurePathActions); an action the path does not
		// take, a change, or no action at all is declined.
		{query: "POST /v1/comp/predict action=predict casino_name=Borgata", intent: CompPredict, params: params{"casino_name": "Borgata"}},
		{query: "POST /v1/rg action=set_budget period=week amount=200", intent: SetBudget, params: params{"period": "week", "amount": 200}},
		{query: "POST /v1/hosts/discover action=search_hosts language=Spanish", intent: FindHosts, params: params{"language": "Spanish"}},
		{query: "POST /v1/player action=list_vouchers status=expired", intent: MyVouchers, params: params{"status": "expired"}},
		{query: "POST /v1/comp/predict action=get_suggestions", intent: Unknown, params: params{}},
		{query: "POST /v1/tier-match action=create_request target_program=Caesars", intent: Unknown, params: params{}},
		{query: "POST /v1/tax-report action=generate_summary tax_year=2024", intent: Unknown, params: params{}},
		{query: "POST /v1/rg", intent: Unknown, params: params{}},

		// get_comp_ratios is the table of house edges and paces that
		// game_facts reads a game's row of.
		{query: "get_comp_ratios game_type=roulette", intent: GameFacts, params: params{"game_type": "roulette"}},
		{query: "action=get_comp_ratios game_type=blackjack", intent: GameFacts, params: params{"game_type": "blackjack"}},
		{query: "get_comp_ratios", intent: GameFacts, params: params{}, missing: []string{"game_type"}},

		// A one-word action opening a line of fields (loneActions).
		{query: "predict casino_name=Borgata", intent: CompPredict, params: params{"casino_name": "Borgata"}},
		{query: "calculate game_type=blackjack avg_bet=25 hours=4", intent: CompEstimate, params: params{"game_type": "blackjack", "avg_bet": 25, "hours": 4}},
		{query: "calculate game_type=roulette avg_bet=10", intent: CompEstimate, params: params{"game_type": "roulette", "avg_bet": 10}, missing: []string{"hours"}},

		// get_casino with a name asks that casino's details, given only
		// when the name names one casino.
		{query: `get_casino name="Saratoga Casino Black Hawk"`, intent: CasinoDetail, params: params{"slug": slugOf(t, "Saratoga Casino Black Hawk")}},
		{query: "get_casino q=Harrahs", intent: Unknown, params: params{}},

		// An MCP call's method and the inspector's flags carry no
		// question; JSON members are read as key=value pairs.
		{query: "tools/call search_casinos state=NV has_hotel=true", intent: FindCasinos, params: params{"state": "NV", "has_hotel": true}},
		{query: "--method tools/call --tool-name search_casinos --tool-arg state=IA --tool-arg type=racino", intent: FindCasinos, params: params{"state": "IA", "type": "racino"}},
		{query: `search_casinos {"state": "OK", "type": "tribal"}`, intent: FindCasinos, params: params{"state": "OK", "type": "tribal"}},
		{query: `POST /v1/comp/calculate {"action": "get_comp_ratios", "game_type": "craps"}`, intent: GameFacts, params: params{"game_type": "craps"}},
		{query: `player_action {"action": "bankroll_add", "amount": 40}`, intent: Unknown, params: params{}},

		// "the player" is the person an agent relays where no baccarat
		// bet is spoken of, the subject before a verb of theirs; the
		// baccarat side stays the game's (a guard).
		{query: "What tier does the player hold at Borgata?", intent: MyTiers, params: params{}, filter: []string{"Borgata", "Borgata Hotel Casino and Spa"}},
		{query: "Which hosts is the player connected with?", intent: MyHosts, params: params{}},
		{query: "baccarat house edge for the player", intent: GameFacts, params: params{"game_type": "baccarat"}},

		// An agent's person as the subject of a statement, then "and
		// wants/needs to know": the person asks.
		{query: "My client won $2,000 at keno and wants to find out if a W-2G is required.", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 2000}},
		{query: "The user won $1,500 at bingo and wants to know if that is reportable.", intent: W2GRule, params: params{"game_type": "bingo", "amount_won": 1500}},

		// "casino" between the determiner and a check-in.
		{query: "List each casino check-in I've made.", intent: MyVisits, params: params{}},
		{query: "Show every casino check-in from 2025.", intent: MyVisits, params: params{"from": "2025-01-01", "to": "2025-12-31"}},
		{query: "my last casino check-in", intent: MyVisits, params: params{}},

		// Casinos the asker could visit are the directory's; the asker's
		// own visits stay theirs.
		{query: "Any casinos we might visit near Reno?", intent: FindCasinos, params: params{"near": "Reno, NV"}},
		{query: "Name some racinos to visit in Iowa.", intent: FindCasinos, params: params{"state": "IA", "type": "racino"}},
		{query: "Which casinos did I visit in 2025?", intent: MyVisits, params: params{"from": "2025-01-01", "to": "2025-12-31"}},
	}
}
