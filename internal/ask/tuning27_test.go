package ask

import "testing"

// tuningChatSlang are the tuning questions of the rules made for young
// players' chat slang (the twenty-seventh held-out part's round): each
// group says what its rule reads, in other words than the held-out
// part's, with the near misses that must keep their meaning or stay
// declined.
func tuningChatSlang(t testing.TB) []expectation {
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
		{query: "hit $700 on roulette do i get a w2g or nah", intent: W2GRule, params: params{"game_type": "roulette", "amount_won": 700}},
		{query: "what comps am i finna get at borgata", intent: CompPredict, params: params{"casino_name": "borgata"}},
		{query: "wat freeplay am i finna get from hard rock tampa", intent: CompPredict, params: params{"casino_name": "hard rock tampa"}},
		{query: "what offers am i gonna get from golden nugget lake charles", intent: CompPredict, params: params{"casino_name": "golden nugget lake charles"}},
		{query: "what offers do i have from borgata rn", intent: MyOffers, params: params{"casino_name": "borgata"}},
		{query: "which of my offers r gonna expire this week", intent: ExpiringOffers, params: params{"within_days": 7}},
		{query: "wat time does the pool open at borgata", intent: Unknown, params: params{}},
		{query: "any casinos open tonite near reno", intent: Unknown, params: params{}},

		// A chat's fillers only colour a question, wherever they stand:
		// a stance ("lowkey", "highkey", "deadass", "ngl", "tbh", "fr"),
		// a laugh ("lol"), "lmk", and the one spoken to ("bro", "fam",
		// "bruh") unless a possessive makes them a person ("my bro's
		// tier" is another person's, as "my gf's trips" are); "no cap"
		// (honestly) opening or closing a question, while "no cap on"
		// and "with no cap" are a cap, read as the limits. An earnest
		// word before a change ("honestly", "seriously") is as "please";
		// a change after words no opening reads stays declined, never
		// the records it names.
		{query: "highkey limit my sessions to 45 mins fr", intent: SetSessionLimit, params: params{"max_minutes": 45}},
		{query: "honestly cap my sessions at 2 hrs", intent: SetSessionLimit, params: params{"max_minutes": 120}},
		{query: "ngl whats the house edge on blackjack", intent: GameFacts, params: params{"game_type": "blackjack"}},
		{query: "casinos near biloxi fr", intent: FindCasinos, params: params{"near": "Biloxi, MS"}},
		{query: "lol which racinos r in iowa", intent: FindCasinos, params: params{"state": "IA", "type": "racino"}},
		{query: "my tier progress at borgata fam", intent: TierProgress, params: params{"casino_name": "borgata"}},
		{query: "whats my tier at borgata bro", intent: MyTiers, params: params{}, filter: []string{"borgata", "Borgata Hotel Casino and Spa"}},
		{query: "whats my bro's tier at borgata", intent: Unknown, params: params{}},
		{query: "my gf's trips to borgata", intent: Unknown, params: params{}},
		{query: "is there no cap on my sessions", intent: MyLimits, params: params{}},
		{query: "ok cool cap my sessions at 2 hrs", intent: Unknown, params: params{}},
		{query: "mmk limit my sessions to 45 mins", intent: Unknown, params: params{}},
		{query: "what happens if i cap my sessions", intent: Unknown, params: params{}},
		{query: "how much have i lost since i set my budget", intent: Unknown, params: params{}},
		{query: "lowkey is the wynn mid", intent: Unknown, params: params{}},

		// A letter held down ("sooo", "plsss", "pleeease", "plzzz") is
		// the known word it stretches, each run of three or more written
		// twice, else once; a word that stretches none stays unread.
		{query: "sooo whats the house edge on craps", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "casinos near tulsa plsss", intent: FindCasinos, params: params{"near": "Tulsa, OK"}},
		{query: "whats the house edge on keno pleeease", intent: GameFacts, params: params{"game_type": "keno"}},
		{query: "list the rewards programs plzzz", intent: ListPrograms, params: params{}},
		{query: "hotel casinos near biloxi pleaseee", intent: FindCasinos, params: params{"near": "Biloxi, MS", "has_hotel": true}},
		{query: "brrrr its cold in reno", intent: Unknown, params: params{}},

		// A state code that is also a word ("ok", "oh"), in lower case
		// after a town it holds, is the state when a time or the
		// question opening follows it ("going to tulsa ok what casinos
		// ..."); "reno or vegas" keeps its "or".
		{query: "headed to dayton oh tomorrow what casinos are near there", intent: FindCasinos, params: params{"near": "Dayton, OH"}},
		{query: "going to tulsa ok what casinos are near there", intent: FindCasinos, params: params{"near": "Tulsa, OK"}},
		{query: "driving to shawnee ok this weekend, any tribal casinos near there", intent: FindCasinos, params: params{"near": "Shawnee, OK", "type": "tribal"}},
		{query: "casinos in reno or vegas", intent: Unknown, params: params{}},

		// Casinos that "got" a rewards program have one, as "have"
		// says; "ain't got" no filter reads stays declined.
		{query: "which casinos in iowa got a loyalty program", intent: FindCasinos, params: params{"state": "IA", "has_rewards": true}},
		{query: "what tribal casinos in arizona got a players club", intent: FindCasinos, params: params{"state": "AZ", "type": "tribal", "has_rewards": true}},
		{query: "any casinos in iowa that aint got a rewards program", intent: Unknown, params: params{}},

		// The W-2G filled out, signed, or named vaguely ("a w2g thing",
		// "do i gotta fill out a w2g") is the form, and the question its
		// rule; a form of another kind stays declined.
		{query: "if i hit 2k on video poker do i gotta fill out a w2g", intent: W2GRule, params: params{"game_type": "video_poker", "amount_won": 2000}},
		{query: "won $1,800 at keno do they make you sign a tax form", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1800}},
		{query: "hit 1250 on slots is there a w2g thing", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 1250}},
		{query: "hit 1300 on slots, do they make me fill out a survey", intent: Unknown, params: params{}},
	}
}
