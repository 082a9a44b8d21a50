package ask

import "testing"

// tuningChatSlang are the tuning questions of the rules made for young
// players' chat slang (the twenty-seventh held-out part's round): each
// group says what its rule reads, in other words than the held-out
// part's, with the near misses that must keep their meaning or stay
// declined.
func tuningChatSlang(t *testing.T) []expectation {
	return []expectation{
		// A chat's spellings and clipped words are the words they stand
		// for: "wat" and "wut" are "what", "tmrw" tomorrow, "nite"
		// night, "prog" a program, "deets" the details, "nah" no;
		// "finna" is "gonna" (about to) and "tryna" trying to, wanting;
		// "wanna" is "want to". Offers one is "gonna get" are offers to
		// come, predicted, as "going to get" says; offers held stay
		// held, and a detail no answer says stays declined.
		{query: "wat casinos r near biloxi", intent: FindCasinos, params: params{"near": "Biloxi, MS"}},
		{query: "wat's the house edge on craps", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "heading to tulsa tmrw wat casinos r near there", intent: FindCasinos, params: params{"near": "Tulsa, OK"}},
		{query: "mgm rewards prog deets", intent: ProgramDetail, params: params{"id": programID(t, "MGM Rewards")}},
		{query: "caesars rewards prog tiers", intent: ProgramDetail, params: params{"id": programID(t, "Caesars Rewards")}},
		{query: "borgata deets pls", intent: CasinoDetail, params: params{"slug": slugOf(t, "Borgata Hotel Casino and Spa")}},
		{query: "wat are the deets on the choctaw durant hotel", intent: CasinoDetail, params: params{"slug": slugOf(t, "Choctaw Casino Resort - Durant")}},
		{query: "im tryna find casinos near reno", intent: FindCasinos, params: params{"near": "Reno, NV"}},
		{query: "i wanna know the house edge on baccarat", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "which offers r expiring tmrw", intent: ExpiringOffers, params: params{"within_days": 1}},
		{query: "what comps am i finna get at borgata", intent: CompPredict, params: params{"casino_name": "borgata"}},
		{query: "wat freeplay am i finna get from hard rock tampa", intent: CompPredict, params: params{"casino_name": "hard rock tampa"}},
		{query: "what offers am i gonna get from golden nugget lake charles", intent: CompPredict, params: params{"casino_name": "golden nugget lake charles"}},
		{query: "what offers do i have from borgata rn", intent: MyOffers, params: params{"casino_name": "borgata"}},
		{query: "which of my offers r gonna expire this week", intent: ExpiringOffers, params: params{"within_days": 7}},
		{query: "wat time does the pool open at borgata", intent: Unknown, params: params{}},
		{query: "any casinos open tonite near reno", intent: Unknown, params: params{}},
	}
}
