package ask

import "testing"

// tuningPart152 tunes the rules of the hundred-and-fifty-second part's
// fix round (a new register: emoji, hashtags, mentions, links and chat
// debris), each in other words than the part: a person named in the
// possessive before a record's noun ("Marisol's sessions") makes the
// records another's; a plus standing between two asks joins them as
// "and" does; the debris a chat app leaves around the words (a time
// stamp in brackets, a pasted link, "(edited)") is taken off; a hashtag
// joining words by their capitals ("#SouthDakota") is read as those
// words; a sender's handle and colon opening a chat line ("rgarcia77:")
// is dropped when no rule or name knows the word; and "you've got" is
// the directory's, as "have y'all got" is. Guards keep the near phrases
// as they are: a casino's own possessive ("Binion's"), "Let's", a plus
// written onto a number ("5+ hours"), a lower-case hashtag, a casino
// named before a colon, and "you've been".
func tuningPart152(t testing.TB) []expectation {
	return []expectation{
		// A name in the possessive owns the records.
		{query: "pull up Marisol's sessions from April", intent: Unknown, params: params{}},
		{query: "list Tomasz's vouchers please", intent: Unknown, params: params{}},
		{query: "Rhonda's W-2Gs for 2024", intent: Unknown, params: params{}},
		{query: "show me Binion's offers", intent: MyOffers, params: params{"casino_name": "Binion's"}},
		{query: "Let's see my trips to Borgata", intent: MyTrips, params: params{"casino_name": "Borgata"}},

		// A plus between two asks.
		{query: "house edge on roulette + the helpline for Iowa", intent: Unknown, params: params{}},
		{query: "my comps at Pechanga + my tier there", intent: Unknown, params: params{}},
		{query: "5+ hours of $25 blackjack, what comps?", intent: CompEstimate, params: params{"game_type": "blackjack", "avg_bet": 25, "hours": 5}},

		// A chat app's debris: a time stamp, a pasted link, "(edited)".
		{query: "[11:42 AM] my open vouchers", intent: MyVouchers, params: params{"status": "open"}},
		{query: "[10:03 pm] what's the house edge on roulette", intent: GameFacts, params: params{"game_type": "roulette"}},
		{query: "what's the house edge on baccarat (edited)", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "casinos near Tunica https://maps.app.goo.gl/Xy12Ab", intent: FindCasinos, params: params{"near": "Tunica, MS"}},

		// A hashtag joining words by their capitals.
		{query: "#SouthDakota casinos with a hotel", intent: FindCasinos, params: params{"state": "SD", "has_hotel": true}},
		{query: "#NorthCarolina casinos", intent: FindCasinos, params: params{"state": "NC"}},
		{query: "#WestVirginia racinos", intent: FindCasinos, params: params{"state": "WV", "type": "racino"}},
		{query: "#roulette house edge", intent: GameFacts, params: params{"game_type": "roulette"}},

		// A sender's handle opening a chat line.
		{query: "rgarcia77: which casinos are near Shreveport", intent: FindCasinos, params: params{"near": "Shreveport, LA"}},
		{query: "dlopez: casinos in Mississippi with a hotel", intent: FindCasinos, params: params{"state": "MS", "has_hotel": true}},
		{query: "borgata: what tier am I at", intent: MyTiers, params: params{}, filter: []string{"borgata", "Borgata Hotel Casino and Spa"}},

		// "you've got" is the directory's.
		{query: "name every loyalty club you've got", intent: ListPrograms, params: params{}},
		{query: "which rewards clubs you've got listed", intent: ListPrograms, params: params{}},
		{query: "casinos you've been to", intent: Unknown, params: params{}},
	}
}
