package ask

import "testing"

// tuningFifteenthControl are the tuning phrases of the fifty-eighth fix
// round (a fifteenth control part, asked on a phone, by an agent and by a
// developer): a developer names the key's holder as "this account", "the
// current key" or "this user", which reads as the player's own, as "my"
// does; the limits said to be in force are the player's own; and the
// catalog's predict_all_casinos is the prediction over all casinos. In
// words of their own, each with guards that keep their answer.
func tuningFifteenthControl(t testing.TB) []expectation {
	return []expectation{
		// The key's holder after a preposition (claimKeyHolder): "for
		// this api key", "to the current account", "on the account" are
		// the asker's, never a casino's name or a word left unread.
		{query: "tier_status for this api key", intent: MyTiers, params: params{}},
		{query: "tier_status for the account", intent: MyTiers, params: params{}},
		{query: "hosts linked to the current account", intent: MyHosts, params: params{}},
		{query: "which hosts are on this account", intent: MyHosts, params: params{}},
		{query: "hosts connected to this user", intent: MyHosts, params: params{}},
		// guards: hosts found "for" an account are still a search, a
		// change of the account is not proposed, "the key to" is no
		// holder, and another person stays another person's
		{query: "hosts for this account", intent: FindHosts, params: params{}},
		{query: "delete this account", intent: Unknown, params: params{}},
		{query: "the key to winning at blackjack", intent: Unknown, params: params{}},
		{query: "what tier is my wife at on this account", intent: Unknown, params: params{}},
		{query: "trips under the current account", intent: MyTrips, params: params{}},

		// The player's own reads the catalog names with no "my" the
		// rules read (actionWords): predict_all_casinos,
		// get_my_connections, get_suggestions.
		{query: "predict_all_casinos", intent: CompPredictAll, params: params{}},
		{query: "predict_all_casinos on the current api key", intent: CompPredictAll, params: params{}},
		{query: "get_my_connections", intent: MyHosts, params: params{}},
		{query: "get_suggestions for this key", intent: TierMatchSuggestions, params: params{}},
		// guards: the prediction at one casino, and a named action /ask
		// refuses
		{query: "what offer should I expect next from Borgata", intent: CompPredict, params: params{"casino_name": "Borgata"}},
		{query: "get_host_profile for this account", intent: Unknown, params: params{}},

		// Responsible-gaming limits said to be in force (limitsInForce in
		// responsibleLimitsNamed) are the player's own, with no "my".
		{query: "responsible gambling caps in effect", intent: MyLimits, params: params{}},
		{query: "the currently active responsible gaming limits", intent: MyLimits, params: params{}},
		{query: "existing responsible gaming budgets", intent: MyLimits, params: params{}},
		{query: "responsible gaming limits in place right now", intent: MyLimits, params: params{}},
		// guards: limits named alone, and help, are still the help line
		{query: "responsible gaming limits", intent: RGHelp, params: params{"topic": "helpline"}},
		{query: "current responsible gaming resources", intent: RGHelp, params: params{"topic": "helpline"}},
		{query: "active responsible gaming help lines in ohio", intent: RGHelp, params: params{"topic": "helpline", "state": "OH"}},
	}
}
