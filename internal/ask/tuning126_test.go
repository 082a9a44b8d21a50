package ask

import "testing"

// tuningPart126 are the phrases of the hundred-and-twenty-sixth part's
// fix round (longer messages), in words of their own: a "-wise" hyphened
// onto a word, an agent's user called "he" or "she" in the afterwords, a
// wish to know closed by an event of the asker's, a need put as the
// request, a season's possessive that is no shortened casino name, and
// another person's records asked with "he" or "she" after a story of
// their win. A party the asker joins with "and I" and someone of the
// asker's who is asking, told after the ask, had rules of this round
// too; the hundred-and-twenty-second part's round brought toldAfterAsk,
// which reads them the same, so only their phrases are kept.
func tuningPart126(t testing.TB) []expectation {
	return []expectation{
		// "tier-wise", "level-wise": the word before "wise" reads as
		// itself; a comparison so put is still no answer.
		{query: "Status-wise, where am I at every casino I play?", intent: MyTiers, params: params{}},
		{query: "How do I rank, level-wise, at all of my casinos?", intent: MyTiers, params: params{}},
		{query: "Money-wise, what's my bankroll balance looking like?", intent: Bankroll, params: params{}},
		{query: "Tier-wise, is Borgata better than Caesars Palace?", intent: Unknown, params: params{}},

		// An agent's user called "she" in the question ("her account")
		// is the "she" of the afterwords, busy with her own life.
		{query: "What tier-match options does my user have, based on the tiers on her account? She's retiring to Arizona next year.", intent: TierMatchSuggestions, params: params{}},
		{query: "The user wants every visit on their account listed. They're building a slideshow of last fall's lake weekend.", intent: MyVisits, params: params{}},

		// "Two cousins and I rented ...": the asker's party, told
		// after the ask (toldAfterAsk); a place it names still binds a
		// search with none of its own.
		{query: "Casinos near Turlock, California? A handful of old teammates and I booked a lake house for the holiday weekend, and somebody always wants to play cards.", intent: FindCasinos, params: params{"near": "Turlock, CA"}},
		{query: "What casinos are around Polson, Montana? Two cousins and I rented a cabin for the week, and somebody always wants a poker night.", intent: FindCasinos, params: params{"near": "Polson, MT"}},
		{query: "What casinos have a hotel? My brother and I are driving to Biloxi.", intent: Unknown, params: params{}},

		// A wish to know closed by "before the next trip": when, not
		// trips asked; a wish that names a search of its own still
		// asks it.
		{query: "How fast are roulette spins per hour? We'd like to know what to expect before the next trip.", intent: GameFacts, params: params{"game_type": "roulette"}},
		{query: "What's the house edge in blackjack? I want to know what I'm facing before our trip.", intent: GameFacts, params: params{"game_type": "blackjack"}},
		{query: "I need my hosts and my offers listed. We leave Friday.", intent: Unknown, params: params{}},

		// "My preparer is asking": who wants the answer, told after
		// the ask (toldAfterAsk).
		{query: "My tax summary for 2023, please. My preparer is asking, and I've been buried in paperwork since the move.", intent: TaxSummary, params: params{"tax_year": 2023}},
		{query: "Show my W-2Gs for 2024. My accountant has asked.", intent: MyW2Gs, params: params{"tax_year": 2024}},

		// "I need my visits from April pulled up.": a need of the
		// asker's records is the request; another's is not.
		{query: "I need my visits from April pulled up. My accountant wants them by Monday.", intent: MyVisits, params: params{"from": "2026-04-01", "to": "2026-04-30"}},
		{query: "I need my open vouchers listed. I'm cleaning out my wallet this weekend.", intent: MyVouchers, params: params{"status": "open"}},
		{query: "I need my wife's trips listed. She's planning the next one.", intent: Unknown, params: params{}},

		// "last fall's getaway": a season, not the Fallon Nugget
		// shortened; the casino named whole is still found.
		{query: "What visits have I logged? I'm making a photo book from last fall's girls' getaway.", intent: MyVisits, params: params{}},
		{query: "Which of my offers are still open? We're planning this fall's anniversary trip around them.", intent: MyOffers, params: params{"status": "available"}},
		{query: "List my trips to the Fallon Nugget.", intent: MyTrips, params: params{"casino_name": "Fallon Nugget"}},

		// A story of another person's win, then their records asked
		// with "she" or "he": theirs, not the rule of the win; "a W-2G"
		// asked for their win is the rule.
		{query: "My coworker cashed a $5,000 ticket at Mystic Lake. What W-2Gs has she gotten in 2025?", intent: Unknown, params: params{}},
		{query: "My uncle took three trips to Foxwoods last year. How many sessions did he log there?", intent: Unknown, params: params{}},
		{query: "My wife won $2,000 on slots at Borgata. Does she need a W-2G?", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 2000}},
		{query: "My sister won $1,800 on keno last night. Will she get a W-2G for that?", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1800}},
	}
}
