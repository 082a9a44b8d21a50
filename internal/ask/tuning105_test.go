package ask

import "testing"

// tuningPart105 are the tuning phrases of the hundred-and-fifth fix round
// (near misses, twelfth part: records ranked by cost, offers held to a
// value without "my", the W-2G total asked with a verb of summing in any
// tense, limits dated with "ago", vouchers told to be cashed, a table's
// figures asked "these days", and a limit asked to be given), in words
// of their own, with guards that keep their answers.
func tuningPart105(t testing.TB) []expectation {
	return []expectation{
		// Trips, sessions or visits ranked or sorted by what they cost
		// ("most expensive", "least costly", "cheapest")
		// (recordsRankedByCost): the lists are in date order. The most
		// recent ones are that order, and answered.
		{query: "Which of my trips was the most expensive?", intent: Unknown, params: params{}},
		{query: "List my visits to Borgata, least costly first.", intent: Unknown, params: params{}},
		{query: "My cheapest trip in 2025?", intent: Unknown, params: params{}},
		{query: "Show my sessions at Parx with the most pricey ones at the top.", intent: Unknown, params: params{}},
		{query: "List my most recent trips.", intent: MyTrips, params: params{}},

		// Offers or vouchers held to a value, the asker named as "I" or
		// "we" rather than "my" (holderPronouns in valueFilterAsked):
		// list_offers and list_vouchers never filter by value. The
		// offers from a casino keep their answer.
		{query: "Which vouchers worth more than $25 do I still have?", intent: Unknown, params: params{}},
		{query: "Have we got any offers over $50 from Borgata?", intent: Unknown, params: params{}},
		{query: "Which offers have I got from Borgata?", intent: MyOffers, params: params{"casino_name": "Borgata"}},

		// The W-2Gs' total asked with a verb of summing in the past
		// ("totaled", "amounted to") (w2gSumWords): the total, not the
		// forms. The forms asked keep their answer.
		{query: "What have my W-2G prizes totaled in 2025?", intent: W2GTotal, params: params{"tax_year": 2025}},
		{query: "What have my W-2Gs amounted to in 2024?", intent: W2GTotal, params: params{"tax_year": 2024}},
		{query: "Which W-2Gs did I get in 2025?", intent: MyW2Gs, params: params{"tax_year": 2025}},

		// Limits or the bankroll dated by a span counted back ("six
		// months ago", "a few weeks ago") (timeAgoNamed in pastOfNow):
		// they are kept as they are now. Asked now they keep their
		// answers.
		{query: "What was my weekly budget six months ago?", intent: Unknown, params: params{}},
		{query: "How big was my bankroll a few weeks ago?", intent: Unknown, params: params{}},
		{query: "What's my weekly budget?", intent: MyLimits, params: params{}},
		{query: "How big is my bankroll?", intent: Bankroll, params: params{}},

		// The service told to cash vouchers ("please cash in", "can you
		// cash out", "cash it in" opening a clause) (cashOutAsked): a
		// write /ask neither runs nor proposes. Which may still be
		// cashed ("can I") keeps its answer.
		{query: "Please cash in my open vouchers.", intent: Unknown, params: params{}},
		{query: "Can you cash out my vouchers for me?", intent: Unknown, params: params{}},
		{query: "Found an old slot ticket, cash it in for me.", intent: Unknown, params: params{}},
		{query: "Can I still cash out my open vouchers?", intent: MyVouchers, params: params{"status": "open"}},

		// A table's figures asked as they stand now ("nowadays", "these
		// days", "currently") (claimPresentTime): the tables are kept as
		// they stand. The future, and a fact no table keeps, stay
		// Unknown.
		{query: "What's the house edge on baccarat nowadays?", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "Which casinos in Iowa have a hotel these days?", intent: FindCasinos, params: params{"state": "IA", "has_hotel": true}},
		{query: "What tiers does MGM Rewards have currently?", intent: ProgramDetail, params: params{"id": programID(t, "MGM Rewards")}},
		{query: "What will the house edge on baccarat be in five years?", intent: Unknown, params: params{}},
		{query: "Which casinos in Iowa are open right now?", intent: Unknown, params: params{}},

		// A new limit asked to be given, with "a" and its terms ("give
		// me a weekly budget of $250") (limitGiven): the limit to set.
		// "Give me my budget" reads it, and a yearly one is declined.
		{query: "Could you give me a weekly budget of $250?", intent: SetBudget, params: params{"amount": 250, "period": "week"}},
		{query: "Give us a $40 daily loss limit.", intent: SetBudget, params: params{"amount": 40, "period": "day"}},
		{query: "Give me a 2-hour session limit.", intent: SetSessionLimit, params: params{"max_minutes": 120}},
		{query: "Give me my weekly budget.", intent: MyLimits, params: params{}},
		{query: "Give me a budget of $500 per year.", intent: Unknown, params: params{}},
	}
}
