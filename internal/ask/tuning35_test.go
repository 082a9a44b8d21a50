package ask

import "testing"

// tuningPlayersWeek are the tuning phrases of the thirty-fifth fix round
// (a signed-in player's week of their own records and limits, with
// directory questions between them), in words of their own.
func tuningPlayersWeek(t testing.TB) []expectation {
	return []expectation{
		// A family of casinos named after "at", the resort they share
		// (familyAt: "Golden Moon Casino at Pearl River"); a town at the
		// end of names without "at" is still a place.
		{query: "How many Pearl River casinos are there?", intent: FindCasinos, params: params{"q": "Pearl River"}},
		{query: "pearl river properties with a hotel", intent: FindCasinos, params: params{"q": "Pearl River", "has_hotel": true}},
		{query: "list the pearl river locations", intent: FindCasinos, params: params{"q": "Pearl River"}},
		{query: "las vegas casinos in nevada", intent: FindCasinos, params: params{"near": "Las Vegas, NV", "state": "NV"}},

		// A clause of context closed by a comma before a question that
		// stands alone (leadClause): a participle, the asker as subject,
		// or "before"/"after"/"while" with the asker; "it" is the casino
		// the clause names.
		{query: "Wondering about a weekend at Seneca Niagara, does it have a hotel?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Seneca Niagara Casino & Hotel")}},
		{query: "I just hit Diamond with Caesars Rewards, how many points for Seven Stars?", intent: TierRequirement, params: params{"id": programID(t, "Caesars Rewards")}, tier: "Seven Stars"},
		{query: "We lost a lot in March, so please cap my sessions at 90 minutes.", intent: SetSessionLimit, params: params{"max_minutes": 90}},
		// ... but a longer name typed than the casino found, a place (one
		// the directory does not know too), an amount or another person
		// in the clause binds it to the question, which is then read (or
		// declined) as a whole.
		{query: "Looking into a stay at Ameristar Black Hawk, how many rooms does it have?", intent: Unknown, params: params{}},
		{query: "I'm in Laughlin this week, what offers do I have?", intent: Unknown, params: params{}},
		// A search that names no place looks around the clause's town,
		// now that the list of cities knows Provo (storyPlaceLent).
		{query: "We're spending the week in Provo, which casinos have rooms?", intent: FindCasinos, params: params{"near": "Provo, UT", "has_hotel": true}},
		{query: "I'm at Wind Creek tonight, what sessions have I logged?", intent: MySessions, params: params{"casino_name": "Wind Creek"}},

		// "remind me" asks to be told, as "tell me" does.
		{query: "Remind me what status I have everywhere.", intent: MyTiers, params: params{}},
		{query: "After we get home, remind me what tiers I have.", intent: MyTiers, params: params{}},

		// To be kept from a play beyond a point is a cap at that point
		// (keptFromAt); kept from a game, it is no cap.
		{query: "please keep me from losing more than $200 a week", intent: SetBudget, params: params{"period": "week", "amount": 200}},
		{query: "prevent me from gambling longer than 2 hours per session", intent: SetSessionLimit, params: params{"max_minutes": 120}},
		{query: "stop me from playing blackjack", intent: Unknown, params: params{}},

		// A status verb's plain form after "did" is its past
		// (pastOfPlain); an offer not redeemed is in no one status.
		{query: "which vouchers didn't I redeem", intent: MyVouchers, params: params{"status": "open"}},
		{query: "Which of my vouchers did we redeem?", intent: MyVouchers, params: params{"status": "redeemed"}},
		{query: "offers I didn't redeem", intent: Unknown, params: params{}},
	}
}
