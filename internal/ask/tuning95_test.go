package ask

import "testing"

// tuningPart95 are the tuning phrases of the ninety-fifth fix round
// (longer messages): a word of emphasis ("actually", "exactly") asks
// nothing; a story wanting only the trip itself (an occasion, a way of
// travelling) keeps a search of its own; "casino" before a program noun
// after "every" is the kind of program; "spell out" and "explain" ask
// for a ladder and open an ask; "bar", "cutoff" and "hurdle" are a
// tier's threshold; "they're" and "they'll" point back to the story's
// casino as "they" does; a sentence of what the asker cannot do, typed
// without its subject, a condition followed only by a feeling, and a
// need the request already covers are afterwords; and a relative clause
// after an agent's user tells of the user. In words of their own, with
// guards that keep their old readings.
func tuningPart95(t testing.TB) []expectation {
	return []expectation{
		// A word of emphasis inside the question (claimPoliteness,
		// emphasisAdverbs).
		{query: "which iowa casinos really have a hotel?", intent: FindCasinos, params: params{"state": "IA", "has_hotel": true}},
		{query: "How much does it truly take to reach Platinum in Caesars Rewards?", intent: TierRequirement, params: params{"id": programID(t, "Caesars Rewards")}, tier: "Platinum"},
		{query: "what precisely does Noir take in MGM Rewards", intent: TierRequirement, params: params{"id": programID(t, "MGM Rewards")}, tier: "NOIR"},
		// guard: whether it is worth it is still advice
		{query: "is it really worth joining Caesars Rewards?", intent: Unknown, params: params{}},

		// A story wanting only the trip itself: an occasion or a way of
		// getting there (tripWantsOnly).
		{query: "We need a long getaway after a long winter. Which casinos are in Iowa?", intent: FindCasinos, params: params{"state": "IA"}},
		{query: "My parents want an anniversary trip and would rather drive. What casinos are there in Mississippi?", intent: FindCasinos, params: params{"state": "MS"}},
		{query: "Nobody in the group wants to fly this time. Which casinos are in Nevada?", intent: FindCasinos, params: params{"state": "NV"}},
		// guards: a thing wanted that a search drops still declines
		{query: "We want a spa weekend. Which casinos are in Iowa?", intent: Unknown, params: params{}},
		{query: "We want a weekend with a pool. Which casinos are in Iowa?", intent: Unknown, params: params{}},
		{query: "My wife wants a spa. Which casinos are in Iowa?", intent: Unknown, params: params{}},

		// "casino" before a program noun after "every" (everyProgram).
		{query: "show each casino loyalty program you cover", intent: ListPrograms, params: params{}},
		{query: "list every casino players club in the directory", intent: ListPrograms, params: params{}},
		// guard: each casino of a state is a search
		{query: "show each casino in Nevada", intent: FindCasinos, params: params{"state": "NV"}},

		// "spell out" and "explain" ask for a ladder, and open an ask
		// before a sentence after it (programWords, askingOpeners).
		{query: "can you spell out the MGM Rewards tiers?", intent: ProgramDetail, params: params{"id": programID(t, "MGM Rewards")}},
		{query: "I just signed up with Genting. Explain the Genting Rewards ladder for me. I'm curious how far the top is.", intent: ProgramDetail, params: params{"id": programID(t, "Genting Rewards")}},

		// A tier's threshold by other names (programWords).
		{query: "what's the cutoff for Platinum in Caesars Rewards", intent: TierRequirement, params: params{"id": programID(t, "Caesars Rewards")}, tier: "Platinum"},
		{query: "what is the tier credit hurdle for Gold in MGM Rewards?", intent: TierRequirement, params: params{"id": programID(t, "MGM Rewards")}, tier: "Gold"},
		// guards: a bar at a casino is nothing the directory keeps
		{query: "which casinos in Reno have a bar", intent: Unknown, params: params{}},
		{query: "does Borgata have a bar?", intent: Unknown, params: params{}},

		// "they'll", "they're" pointing back to the story's casino
		// (theyContracted).
		{query: "I've been to Pechanga twice this month. What offer do you think they'll mail me next?", intent: CompPredict, params: params{"casino_name": "Pechanga"}},
		{query: "Foxwoods has seen a lot of me lately. Which comp are they're likely to send me next?", intent: CompPredict, params: params{"casino_name": "Foxwoods"}},
		// guard: people the story tells of are still "they"
		{query: "My parents play Borgata every week. What offer are they're getting next?", intent: Unknown, params: params{}},

		// What the asker cannot do, typed without its subject, after the
		// question (cannotOpeners).
		{query: "bad week at the tables and want to ask about comps. whats my bankroll? cant find my notes anywhere", intent: Bankroll, params: params{}},
		// guard: a casino it names still narrows the records
		{query: "show my trips. cant find the one to Borgata", intent: MyTrips, params: params{"casino_name": "Borgata"}},

		// A condition followed only by a feeling (longIfReacted).
		{query: "My job sends me to Biloxi every other week. How many tier credits does Diamond take in Caesars Rewards? If the work trips cover it, great.", intent: TierRequirement, params: params{"id": programID(t, "Caesars Rewards")}, tier: "Diamond"},
		{query: "My company books me into Harrah's all the time. What does Seven Stars take in Caesars Rewards? If expense trips get me there, awesome.", intent: TierRequirement, params: params{"id": programID(t, "Caesars Rewards")}, tier: "Seven Stars"},

		// A need the request already covers (needRestated).
		{query: "Give me the tax summary for 2025. I need the W-2G wins and the withholding together.", intent: TaxSummary, params: params{"tax_year": 2025}},
		{query: "Pull up my tax summary for 2024. We need the W-2G total in there too.", intent: TaxSummary, params: params{"tax_year": 2024}},

		// A relative clause after an agent's user (relayRelativeEnd).
		{query: "On behalf of my client, who is moving to Reno next month: what is the bankroll balance?", intent: Bankroll, params: params{}},
		{query: "On behalf of my user, who heads to Tunica on Friday, list the open vouchers.", intent: MyVouchers, params: params{"status": "open"}},
		// guard: the opening alone reads as before
		{query: "On behalf of my user: list the W-2Gs for 2025.", intent: MyW2Gs, params: params{"tax_year": 2025}},
	}
}
