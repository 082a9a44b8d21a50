package ask

import "testing"

// tuningPart149 tunes the rules of the hundred-and-forty-ninth part's
// fix round (hypotheticals and what-ifs, the second part), each in other
// words than the part: supposition openers read as a class by supposedAt
// ("on the off chance I", "in the event that I", "picture this: we're",
// "just supposing we", "should I decide to", "should I end up"), the
// verb of a doing supposed, which frames the question and asks nothing
// the answer leaves out (claimSupposedDoing: "say we stick to", "if I
// stayed at", "say I land a $2,500 jackpot", "were I to chase"), and
// "which ones could I visit" after a search's casinos, the directory's
// and not the visits (claimVisitClause). Guards keep the near phrases as
// they are: advice asked with "should I", a past undone, another
// person supposed, a forecast after a supposed habit, what a supposed
// habit would bring, and the visits made.
func tuningPart149(t testing.TB) []expectation {
	return []expectation{
		// Supposition openers as a class.
		{query: "On the off chance we end up in Tunica, which casinos have a hotel?", intent: FindCasinos, params: params{"near": "Tunica, MS", "has_hotel": true}},
		{query: "In the event that I win $3,000 at keno, do I get a W-2G?", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 3000}},
		{query: "Picture this: we're in Laughlin for the weekend; what casinos are there?", intent: FindCasinos, params: params{"near": "Laughlin, NV"}},
		{query: "Just supposing we're in Reno; which casinos have a hotel?", intent: FindCasinos, params: params{"near": "Reno, NV", "has_hotel": true}},
		{query: "Should I decide to stay in Tunica, which casinos have a hotel?", intent: FindCasinos, params: params{"near": "Tunica, MS", "has_hotel": true}},
		{query: "Should I end up in Shreveport, what casinos are around there?", intent: FindCasinos, params: params{"near": "Shreveport, LA"}},

		// The verb of a doing supposed frames the question.
		{query: "Say we stick to tribal casinos in Oklahoma; which ones have a hotel?", intent: FindCasinos, params: params{"state": "OK", "type": "tribal", "has_hotel": true}},
		{query: "If I stayed at Borgata in Atlantic City, when did it open?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Borgata Hotel Casino and Spa")}},
		{query: "Say I land a $2,500 keno jackpot; is that reportable?", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 2500}},
		{query: "If we landed $1,300 on a slot machine, would we get a W-2G?", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 1300}},
		{query: "Were I to chase the next tier at Ameristar, how far away am I?", intent: TierProgress, params: params{"casino_name": "Ameristar"}},

		// "which ones could I visit" after a search's casinos.
		{query: "Racinos in Iowa: which ones could we visit?", intent: FindCasinos, params: params{"state": "IA", "type": "racino"}},
		{query: "Tribal casinos near Tulsa, which ones can I visit?", intent: FindCasinos, params: params{"near": "Tulsa, OK", "type": "tribal"}},

		// Guards.
		{query: "Should I take the free play offer from Borgata?", intent: Unknown, params: params{}},
		{query: "In the event that I'd stayed home, would I have saved money?", intent: Unknown, params: params{}},
		{query: "On the off chance my wife goes to Borgata, what offers does she have?", intent: Unknown, params: params{}},
		{query: "Assuming I keep playing like this, when will I reach Gold at Borgata?", intent: Unknown, params: params{}},
		{query: "If I stuck with Borgata all year, what tier would I end up at?", intent: Unknown, params: params{}},
		{query: "Which casinos did I visit in March?", intent: MyVisits, params: params{"from": "2026-03-01", "to": "2026-03-31"}},
	}
}
