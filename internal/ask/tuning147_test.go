package ask

import "testing"

// tuningPart147 tunes the rules of the hundred-and-forty-seventh part's
// fix round (longer messages, twenty-fifth part), each in other words
// than the part: a correction written mid-sentence ("$250, wait, I
// meant $200", "Reno, sorry, I meant Sparks, Nevada", "from January,
// wait, I meant March", "monthly ..., wait, I meant weekly"), whose
// value replaces the one of its kind before it (writtenCorrections,
// text.go); a yes-or-no question the teller answers at once ("Do I call
// them? Now and then."), which asks nothing (answeredAtOnce, asides.go);
// an agent that names itself before "a user" (relayOpens); a wish or an
// instruction put to the service ("I'd love a list of", "I want you to
// cap ...", wishAsked); a casino's brand or county (casinoDetailWords);
// "I've always wondered", asked as "I wonder" is; a farewell or "thought
// I'd ask" closing a message; a win at another game told after a W-2G
// question (afterwordsBind); another person's habit told with "only"
// (othersHabitOnly); and "there" pointing to the place of the sentence
// right before the question when the story as a whole leaves it unsure
// (readStory). Guards keep the near phrases as they were: "I mean" that
// corrects no value, a question the service answers followed by a
// sentence of its own, a question with "there" answered by a guess, a
// question whose answer goes on to ask, "I want you to know", a brand
// asked of no casino, "wondered about" a game, "Later this month", a win
// at the question's own game, a casino type another person's habit
// names, another person's records "there", and a casino the nearest
// sentence names.
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

		// An agent that names itself, then "a user" or "a client": a
		// relay, whose "they" is the user.
		{query: "Hello, I'm an assistant working for a client who plays keno. The client would like to see their W-2G total for 2025. They cashed $300 on Tuesday.", intent: W2GTotal, params: params{"tax_year": 2025}},
		{query: "I'm a member of three programs and a player at Borgata. What is my bankroll? I deposited $300 last week.", intent: Bankroll, params: params{}},

		// A wish or an instruction put to the service asks: "I'd love
		// a list of", "I want you to", "I'm trying to find".
		{query: "My sister keeps asking how often I go out. I'd love a list of the trips I've logged.", intent: MyTrips, params: params{}},
		{query: "I drop way too much at roulette, mostly at Jamul Casino. Last Saturday it was six hours. I want you to cap my sessions at 40 minutes.", intent: SetSessionLimit, params: params{"max_minutes": 40}},
		{query: "I want you to know I love this app. Which casinos are in Sparks, Nevada?", intent: Unknown, params: params{}},

		// A casino's brand or county asked: its details.
		{query: "What brand is Isleta Casino & Resort?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Isleta Casino & Resort")}},
		{query: "What county is Sandia Resort and Casino in?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Sandia Resort and Casino")}},
		{query: "Which brand runs the most casinos in Nevada?", intent: Unknown, params: params{}},

		// What has long been wondered is asked, as "I wonder" asks it.
		{query: "I've always wondered what the house edge on baccarat is.", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "We have often wondered how many hands an hour a blackjack table deals.", intent: GameFacts, params: params{"game_type": "blackjack"}},
		{query: "I've wondered about keno for years.", intent: Unknown, params: params{}},

		// A farewell, or "thought I'd ask", closes a message and asks
		// nothing.
		{query: "Which casinos are in Laughlin, Nevada? My wife loves the river. Thought I'd ask before our trip.", intent: FindCasinos, params: params{"near": "Laughlin, NV"}},
		{query: "My aunt lost $200 at roulette on Friday. I've always wondered how many spins an hour a roulette wheel sees. She wants to try keno, and so do I. Later!", intent: GameFacts, params: params{"game_type": "roulette"}},
		{query: "I wonder what the house edge on keno is. She wants to try it, and so do I. Later!", intent: GameFacts, params: params{"game_type": "keno"}},
		{query: "Do I have a W-2G for 2025? Later this month I will check.", intent: MyW2Gs, params: params{"tax_year": 2025}},

		// A win told after a W-2G question, at another game than the
		// question's own, is another win.
		{query: "Does a $2,000 keno win need a W-2G? I won $900 at roulette last week.", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 2000}},
		{query: "Would a $3,000 bingo jackpot get me a W-2G? Back in March I won $600 at craps and nobody blinked.", intent: W2GRule, params: params{"game_type": "bingo", "amount_won": 3000}},
		{query: "Does a keno win need a W-2G? I won $900 on keno last week.", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 900}},

		// Another person's habit ("only ever plays at ...") states no
		// condition of the asker's search; a type the story names
		// still does.
		{query: "My sister only ever plays at Seminole places. Which casinos does the Cherokee Nation run in Oklahoma?", intent: FindCasinos, params: params{"state": "OK", "q": "Cherokee Nation"}},
		{query: "My grandpa only goes to Choctaw places. Which racinos are in Oklahoma?", intent: FindCasinos, params: params{"state": "OK", "type": "racino"}},
		{query: "My wife only plays at tribal places. Which casinos are in Reno?", intent: Unknown, params: params{}},
		{query: "My uncle only ever goes to racinos. Which casinos with a hotel are in Iowa?", intent: Unknown, params: params{}},
		// "there" after a story of several sentences that leaves it
		// unsure: the place of the sentence right before the question.
		{query: "Our old haunt was Sandia Resort and Casino in Albuquerque. Next month we are moving to Shawnee, Oklahoma. What casinos are near there?", intent: FindCasinos, params: params{"near": "Shawnee, OK"}},
		{query: "Back in 2024 we loved Sandia Resort and Casino in Albuquerque. I'll be in Sparks, Nevada next week. Any casinos within 15 miles of there?", intent: FindCasinos, params: params{"near": "Sparks, NV", "radius_km": 24.1}},
		{query: "My wife played at Sandia Resort and Casino last year. Her sister lives in Reno. Show her trips there.", intent: Unknown, params: params{}},
		{query: "We drove through Elko last spring. Then we stopped at Sandia Resort and Casino. How close am I to the next tier there?", intent: TierProgress, params: params{"casino_name": "Sandia Resort and Casino"}},
	}
}
