package ask

import "testing"

// tuningPart148 tunes the rules of the hundred-and-forty-eighth part's
// fix round (formal and corporate English, the register's second part),
// each in other words than the part, the register's formulas read as
// classes: a clause of reference before the ask ("In reference to",
// "Further to", "Pursuant to", "In connection with", "For the purposes
// of"), whose common noun names nothing the answer is narrowed by, and
// before a name only its opening words are read; a framed request whose
// object is the ask ("I hereby request", "we seek", "be advised that",
// "it would be appreciated if you would", "it is hereby requested that
// you", "may we ask", "I trust you can", "writing to inquire as to");
// formal nouns ("a schedule of", "a complete register of", "the house
// advantage", "applicable to", "comprising", "set out", "programmes");
// a limit that "is to be fixed", or is requested "that ... be limited";
// the agent's user as the subject ("how close is my client") and as
// "issued to the user"; and the four wrong answers' kinds ("aggregate"
// sums W-2Gs, "projected" offers are to come, a business partner is
// another person, "as well as" joins two asks), with a record's removal
// wished in the passive declined as the write it is. Guards keep the
// near phrases as they are: a reference of the asker's own clause or of
// another person's records, advice after a reference, a request of a
// booking or a wish after "I trust", advice after "may we ask", a
// programme and a schedule of events, another person's limit, a booking
// "to be" made, "my client tier", a projected bankroll, a partner's
// tiers, and two asks joined by "as well as" of the directory and a game.
func tuningPart148(t testing.TB) []expectation {
	return []expectation{
		// A clause of reference before the ask.
		{query: "In reference to our earlier telephone call, please list the racinos in Iowa.", intent: FindCasinos, params: params{"state": "IA", "type": "racino"}},
		{query: "Further to your letter of 14 March, kindly identify the casinos in Nevada that have a hotel.", intent: FindCasinos, params: params{"state": "NV", "has_hotel": true}},
		{query: "Pursuant to company guidelines, please provide the casinos near Biloxi.", intent: FindCasinos, params: params{"near": "Biloxi, MS"}},
		{query: "In connection with the upcoming conference, please list the tribal casinos in Oklahoma.", intent: FindCasinos, params: params{"state": "OK", "type": "tribal"}},
		{query: "With reference to Mohegan Sun, please state the number of hotel rooms.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Mohegan Sun")}},
		{query: "For the purposes of the annual review, the W-2G forms issued to my client in 2025 are requested.", intent: MyW2Gs, params: params{"tax_year": 2025}},
		{query: "With regard to the programs I currently belong to, which would grant a status match?", intent: TierMatchSuggestions, params: params{}},
		{query: "With reference to my brother's trips, please list them.", intent: Unknown, params: params{}},
		{query: "Further to our conversation about Borgata, is it a good idea to go?", intent: Unknown, params: params{}},
		{query: "Per hour, how many hands of blackjack are dealt?", intent: GameFacts, params: params{"game_type": "blackjack"}},

		// A framed request whose object is the ask.
		{query: "I hereby request a list of the casinos in Mississippi that operate a rewards program.", intent: FindCasinos, params: params{"state": "MS", "has_rewards": true}},
		{query: "We seek the number of table games at Foxwoods Resort Casino.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Foxwoods Resort Casino")}},
		{query: "Please be advised that we seek the casinos in Tunica.", intent: FindCasinos, params: params{"near": "Tunica, MS"}},
		{query: "It would be appreciated if you would provide the tiers of MGM Rewards.", intent: ProgramDetail, params: params{"id": programID(t, "MGM Rewards")}},
		{query: "It is hereby requested that you list the casinos within 20 miles of Reno.", intent: FindCasinos, params: params{"near": "Reno, NV", "radius_km": 32.2}},
		{query: "May we ask what the house edge on roulette is?", intent: GameFacts, params: params{"game_type": "roulette"}},
		{query: "We are writing to inquire as to the tier levels of Caesars Rewards.", intent: ProgramDetail, params: params{"id": programID(t, "Caesars Rewards")}},
		{query: "I trust you can furnish the tier levels of Caesars Rewards.", intent: ProgramDetail, params: params{"id": programID(t, "Caesars Rewards")}},
		{query: "I trust you will enjoy your stay at Borgata.", intent: Unknown, params: params{}},
		{query: "It would be appreciated if you could book a room at Mohegan Sun.", intent: Unknown, params: params{}},
		{query: "May we ask whether it is wise to double down on 11?", intent: Unknown, params: params{}},

		// Formal nouns.
		{query: "Please furnish a schedule of the rewards programs on file.", intent: ListPrograms, params: params{}},
		{query: "Which loyalty programmes do you cover?", intent: ListPrograms, params: params{}},
		{query: "Kindly state the house advantage applicable to roulette.", intent: GameFacts, params: params{"game_type": "roulette"}},
		{query: "What is the complete register of the tiers comprising Caesars Rewards?", intent: ProgramDetail, params: params{"id": programID(t, "Caesars Rewards")}},
		{query: "Please set out the tier levels of MGM Rewards.", intent: ProgramDetail, params: params{"id": programID(t, "MGM Rewards")}},
		{query: "The programme of events at Borgata this weekend, please.", intent: Unknown, params: params{}},
		{query: "What is the schedule of shows at Mohegan Sun?", intent: Unknown, params: params{}},

		// A limit that "is to be fixed", or requested "that ... be
		// limited".
		{query: "My weekly gaming allowance is to be fixed at $400.", intent: SetBudget, params: params{"period": "week", "amount": 400}},
		{query: "Please note that my daily gaming allowance is to be fixed at $75.", intent: SetBudget, params: params{"period": "day", "amount": 75}},
		{query: "The undersigned respectfully requests that his sessions be limited to 45 minutes.", intent: SetSessionLimit, params: params{"max_minutes": 45}},
		{query: "My brother's weekly gaming allowance is to be fixed at $400.", intent: Unknown, params: params{}},
		{query: "The undersigned requests that her husband's budget be set at $300.", intent: Unknown, params: params{}},
		{query: "My room is to be booked for Friday.", intent: Unknown, params: params{}},

		// The agent's user as the subject, and as the one forms are
		// issued to.
		{query: "How close is my client to the next tier at Borgata?", intent: TierProgress, params: params{"casino_name": "Borgata"}},
		{query: "What are the W-2G forms issued to the user in 2025?", intent: MyW2Gs, params: params{"tax_year": 2025}},
		{query: "What is my client tier at Borgata?", intent: Unknown, params: params{}},

		// The wrong answers' kinds: a sum, offers to come, another
		// person, two asks.
		{query: "Please state the aggregate of my W-2G winnings in 2024.", intent: W2GTotal, params: params{"tax_year": 2024}},
		{query: "What are the projected offers from each casino I play at?", intent: CompPredictAll, params: params{}},
		{query: "Please provide the W-2Gs of my business partner for 2025.", intent: Unknown, params: params{}},
		{query: "Show the trips of my client's business partner in 2025.", intent: Unknown, params: params{}},
		{query: "List my open vouchers as well as my bankroll balance.", intent: Unknown, params: params{}},
		{query: "What are my projected bankroll figures for next month?", intent: Unknown, params: params{}},
		{query: "What are the tiers of my domestic partner at Borgata?", intent: Unknown, params: params{}},
		{query: "What is the house edge of blackjack as well as the number of rooms at Borgata?", intent: Unknown, params: params{}},

		// A record's removal wished in the passive: a write.
		{query: "I would like my trip to Borgata deleted.", intent: Unknown, params: params{}},
		{query: "We hereby request that my trip to Borgata be deleted.", intent: Unknown, params: params{}},
		{query: "The undersigned requests that his last session be removed from the records.", intent: Unknown, params: params{}},
		{query: "Show my trips to Mohegan Sun in 2025.", intent: MyTrips, params: params{"casino_name": "Mohegan Sun", "from": "2025-01-01", "to": "2025-12-31"}},
	}
}
