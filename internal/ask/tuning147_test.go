package ask

import "testing"

// tuningPart147 tunes the rules of the hundred-and-forty-seventh part's
// fix round (longer messages, twenty-fifth part), each in other words
// than the part: a correction written mid-sentence ("$250, wait, I
// meant $200", "Reno, sorry, I meant Sparks, Nevada", "from January,
// wait, I meant March", "monthly ..., wait, I meant weekly"), whose
// value replaces the one of its kind before it (writtenCorrections,
// text.go); and a yes-or-no question the teller answers at once ("Do I
// call them? Now and then."), which asks nothing (answeredAtOnce,
// asides.go). Guards keep the near phrases as they were: "I mean" that
// corrects no value, a question the service answers followed by a
// sentence of its own, a question with "there" answered by a guess, and
// a question whose answer goes on to ask.
func tuningPart147(t testing.TB) []expectation {
	return []expectation{
		// A correction mid-sentence: the value after it replaces the
		// one of its kind before it.
		{query: "Cap my weekly budget at $250, wait, I meant $200.", intent: SetBudget, params: params{"period": "week", "amount": 200}},
		{query: "How much would 2 hours of $25 blackjack, wait, $50 blackjack, get me in comps?", intent: CompEstimate, params: params{"game_type": "blackjack", "avg_bet": 50, "hours": 2}},
		{query: "Show my keno sessions from January, wait, I meant March.", intent: MySessions, params: params{"game_type": "keno", "from": "2026-03-01", "to": "2026-03-31"}},
		{query: "Find casinos within 20 miles of Reno, sorry, I meant Sparks, Nevada.", intent: FindCasinos, params: params{"near": "Sparks, NV", "radius_km": 32.2}},
		{query: "What does it take to reach Gold, wait, I meant Platinum, in Caesars Rewards?", intent: TierRequirement, params: params{"id": programID(t, "Caesars Rewards")}, tier: "Platinum"},
		{query: "Which of my offers run out in the next 5 days, wait, I meant 7?", intent: ExpiringOffers, params: params{"within_days": 7}},
		{query: "Set my monthly budget to $400, wait, I meant weekly.", intent: SetBudget, params: params{"period": "week", "amount": 400}},
		{query: "Show my sessions from 2024, I mean, the ones I logged.", intent: MySessions, params: params{"from": "2024-01-01", "to": "2024-12-31"}},

		// A question the teller answers at once asks nothing.
		{query: "Show me the hosts I work with. Do I call them? Now and then.", intent: MyHosts, params: params{}},
		{query: "What casinos are in Deadwood, South Dakota? Have I been? Not yet.", intent: FindCasinos, params: params{"near": "Deadwood, SD"}},
		{query: "I'd like to see the rewards programs you cover. Do I need more cards? Probably not, but I like them.", intent: ListPrograms},
		{query: "Could you tell me my tier at each casino? Am I a high roller? Hardly.", intent: MyTiers, params: params{}},
		{query: "I want to see my W-2Gs from 2025. Did I win much? Sort of.", intent: MyW2Gs, params: params{"tax_year": 2025}},
		{query: "Do I have any vouchers right now? Maybe we will cash them in June.", intent: MyVouchers, params: params{}},
		{query: "Is there a casino in Ely, Nevada? Probably not.", intent: FindCasinos, params: params{"near": "Ely, NV"}},
		{query: "Did I set a budget? I think so. Show me my limits.", intent: MyLimits, params: params{}},
	}
}
