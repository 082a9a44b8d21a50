package ask

import "testing"

// tuningCasinoWords are the tuning phrases of the sixty-ninth fix round
// (players' casino words: slang and jargon), and of the sixty-eighth's one
// wrong answer, in words of their own.
func tuningCasinoWords(t testing.TB) []expectation {
	caesars := programID(t, "Caesars Rewards")
	boyd := programID(t, "Boyd Rewards")
	return []expectation{
		// "stay and play" asks for a room with the play (stayAt), as does
		// "where can I stay", asked as well as said; where to play alone
		// asks for none.
		{query: "stay and play casinos in Iowa", intent: FindCasinos, params: params{"state": "IA", "has_hotel": true}},
		{query: "stay and play places near Black Hawk", intent: FindCasinos, params: params{"near": "Black Hawk, CO", "has_hotel": true}},
		{query: "where can I stay in Reno", intent: FindCasinos, params: params{"near": "Reno, NV", "has_hotel": true}},
		{query: "where can I stay and gamble in Tunica", intent: FindCasinos, params: params{"near": "Tunica, MS", "has_hotel": true}},
		{query: "where can I play in Biloxi?", intent: FindCasinos, params: params{"near": "Biloxi, MS"}},

		// "joints" and "spots" are players' words for casinos
		// (slangCasinos).
		{query: "tribal spots near Tulsa", intent: FindCasinos, params: params{"near": "Tulsa, OK", "type": "tribal"}},
		{query: "any joints in Deadwood?", intent: FindCasinos, params: params{"near": "Deadwood, SD"}},
		{query: "racino joints in Ohio", intent: FindCasinos, params: params{"state": "OH", "type": "racino"}},
		{query: "commercial spots in Iowa with a hotel", intent: FindCasinos, params: params{"state": "IA", "type": "commercial", "has_hotel": true}},
		{query: "Ameristar joints in Missouri", intent: FindCasinos, params: params{"state": "MO", "q": "Ameristar"}},

		// A tier followed by "and up", "on up", "onward" or "and above"
		// asks for the ladder from it (rungsOnward): the program's
		// details; a tier's own threshold is still one tier's.
		{query: "Caesars Rewards tiers Gold and up", intent: ProgramDetail, params: params{"id": caesars}},
		{query: "Caesars tiers Platinum and up", intent: ProgramDetail, params: params{"id": caesars}},
		{query: "the Boyd Rewards ladder from Sapphire up", intent: ProgramDetail, params: params{"id": boyd}},
		{query: "Boyd Rewards ladder, Sapphire and above", intent: ProgramDetail, params: params{"id": boyd}},
		{query: "MGM Rewards levels, Sapphire onward", intent: ProgramDetail, params: params{"id": programID(t, "MGM Rewards")}},
		{query: "what does Gold take at Caesars", intent: TierRequirement, params: params{"id": caesars}, tier: "Gold"},

		// Keno is played on a ticket: "keno tickets" are the game.
		{query: "what's the house edge on keno tickets", intent: GameFacts, params: params{"game_type": "keno"}},
		{query: "keno tickets house edge", intent: GameFacts, params: params{"game_type": "keno"}},

		// Time "on the floor" is a session's, when no day or week is
		// named; a day's time on the floor no limit caps.
		{query: "stop me after 90 minutes on the floor", intent: SetSessionLimit, params: params{"max_minutes": 90}},
		{query: "kick me out after 3 hours on the floor", intent: SetSessionLimit, params: params{"max_minutes": 180}},
		{query: "cut me off after 3 hours on the floor a day", intent: Unknown, params: params{}},

		// The next offer in any of the players' words for it ("mailer",
		// "promo", "free play", "comp") is the one to come
		// (nextOfferNamed); the mailers held are still the offers.
		{query: "my next mailer from Borgata", intent: CompPredict, params: params{"casino_name": "Borgata"}},
		{query: "my next promo from Borgata", intent: CompPredict, params: params{"casino_name": "Borgata"}},
		{query: "what will my next free play from Belterra be", intent: CompPredict, params: params{"casino_name": "Belterra"}},
		{query: "what's my next free play at Kansas Star gonna be", intent: CompPredict, params: params{"casino_name": "Kansas Star"}},
		{query: "my mailers from Borgata", intent: MyOffers, params: params{"casino_name": "Borgata"}},

		// Hosts the player is "hooked up", "teamed up" or "matched" with
		// are the player's own (workVerbs, workParticles); a host they
		// could be hooked up with is still a search.
		{query: "the hosts I'm teamed up with", intent: MyHosts, params: params{}},
		{query: "hosts who are hooked up with me", intent: MyHosts, params: params{}},
		{query: "who are the hosts I've been matched with", intent: MyHosts, params: params{}},
		{query: "hosts I could get hooked up with", intent: FindHosts, params: params{}},

		// Whether a casino comps an amenity (a buffet, drinks, parking)
		// is its policy, which no action keeps (compedAmenities); a play
		// described in full is still the calculator's.
		{query: "do they comp the buffet at Borgata?", intent: Unknown, params: params{}},
		{query: "are drinks comped at Ameristar Black Hawk", intent: Unknown, params: params{}},
		{query: "will my steakhouse dinner get comped at Borgata", intent: Unknown, params: params{}},
		{query: "is parking comped at Borgata", intent: Unknown, params: params{}},
		{query: "comps for 4 hours of $15 craps, is the buffet covered?", intent: CompEstimate, params: params{"game_type": "craps", "avg_bet": 15, "hours": 4}},

		// The best order to use offers or vouchers in is advice
		// (orderAdviceAsked), not the records.
		{query: "what's the smartest order to spend my free play?", intent: Unknown, params: params{}},
		{query: "the right order to cash my vouchers", intent: Unknown, params: params{}},
		{query: "best order to use my comps at Borgata", intent: Unknown, params: params{}},
	}
}
