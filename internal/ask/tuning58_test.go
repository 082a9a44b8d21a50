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
	}
}
