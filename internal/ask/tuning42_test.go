package ask

import "testing"

// tuningIndirectQuestions are the tuning phrases of the forty-second fix
// round (indirect and yes/no questions), in words of their own.
func tuningIndirectQuestions(t testing.TB) []expectation {
	return []expectation{
		// An indirect frame ("do you know if", "does anyone know what",
		// "any idea which", "do you have any idea how", "could you tell
		// me whether", "is it true that", "am I right that") asks
		// nothing itself: the question inside it decides the intent.
		{query: "do you know if there are casinos near Tulsa?", intent: FindCasinos, params: params{"near": "Tulsa, OK"}},
		{query: "Any idea which casinos near Biloxi have a hotel?", intent: FindCasinos, params: params{"near": "Biloxi, MS", "has_hotel": true}},
		{query: "Could you tell me whether Mohegan Sun has a hotel?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Mohegan Sun")}},
		{query: "do you have any idea how far I am from the next tier at Borgata?", intent: TierProgress, params: params{"casino_name": "Borgata"}},
		{query: "does anyone know what the house edge on craps is?", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "is it true that Wind Creek has casinos in Alabama?", intent: FindCasinos, params: params{"state": "AL", "q": "Wind Creek"}},
		// ... and a frame with no question inside it is none.
		{query: "any idea for a weekend trip?", intent: Unknown},
		{query: "could you tell me a joke?", intent: Unknown},
		// "Is there a way to" a limit's change asks how: the change with
		// its value missing, never the limits read; any other doing
		// stays declined.
		{query: "Is there any way to limit my sessions?", intent: SetSessionLimit, params: params{}, missing: []string{"max_minutes"}},
		{query: "is there a way to set a monthly budget?", intent: SetBudget, params: params{"period": "month"}, missing: []string{"amount"}},
		{query: "is there a way to lower my daily budget?", intent: SetBudget, params: params{"period": "day"}, missing: []string{"amount"}},
		{query: "is there a way to book a room at Borgata?", intent: Unknown},
		{query: "is there a way to change my host?", intent: Unknown},
		// What the player spends or loses said as a clause is what a
		// limit verb caps: a loss budget.
		{query: "limit how much I lose per month", intent: SetBudget, params: params{"period": "month"}, missing: []string{"amount"}},
		{query: "restrict what we lose each day", intent: SetBudget, params: params{"period": "day"}, missing: []string{"amount"}},
		{query: "what I spend each week", intent: Unknown},
		// A verb of a particle is a tool verb only with its particle:
		// "put a limit on" is the change.
		{query: "is it possible to put a 3 hour limit on my sessions?", intent: SetSessionLimit, params: params{"max_minutes": 180}},
		// A family whose directory names open with "Casino" keeps it in
		// the search ("Caribbean" alone is also Caribbean Cardroom); the
		// directory has no other such family a name match reaches.
		{query: "Casino Caribbean locations", intent: FindCasinos, params: params{"q": "Casino Caribbean"}},
		{query: "which Casino Caribbean casinos are in Washington state?", intent: FindCasinos, params: params{"state": "WA", "q": "Casino Caribbean"}},
		{query: "where is Caribbean Cardroom?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Caribbean Cardroom")}},
		// A win stated with "gets" a W-2G or "gets reported" is the rule
		// for that game and amount.
		{query: "Is it true that a $700 bingo prize gets a W-2G?", intent: W2GRule, params: params{"game_type": "bingo", "amount_won": 700}},
		{query: "am I correct that a $3,000 keno win gets reported?", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 3000}},
		// A count of tiers stated of a ladder is what the ladder answers,
		// level by level; asked of every program it ranks none.
		{query: "does the Caesars Rewards ladder have five levels?", intent: ProgramDetail, params: params{"id": programID(t, "Caesars Rewards")}},
		{query: "Is it true that Boyd Rewards has six levels?", intent: ProgramDetail, params: params{"id": programID(t, "Boyd Rewards")}},
		{query: "which programs have five tiers?", intent: Unknown},
	}
}
