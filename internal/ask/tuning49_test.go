package ask

import "testing"

// tuningEleventhControl are the tuning phrases of the forty-ninth fix
// round (an eleventh control part), in words of their own.
func tuningEleventhControl(t testing.TB) []expectation {
	return []expectation{
		// A radius measured "of there" or "from there" after a story
		// naming a town (resolveStory, aroundTown): the place the
		// distance is measured from is the town itself; a radius with
		// no place, or "near there", keeps its answer, and "there" with
		// no story still declines.
		{query: "My sister lives in Biloxi. Are there casinos within 10 miles of there?", intent: FindCasinos, params: params{"near": "Biloxi, MS", "radius_km": 16.1}},
		{query: "I'll be in Reno in June. Which casinos are within 15 miles from there?", intent: FindCasinos, params: params{"near": "Reno, NV", "radius_km": 24.1}},
		{query: "We're visiting Tulsa, Oklahoma next week. What casinos are within 30 miles of there?", intent: FindCasinos, params: params{"near": "Tulsa, OK", "radius_km": 48.3}},
		{query: "My cousin lives in Shreveport. Any casinos within 20 miles?", intent: FindCasinos, params: params{"near": "Shreveport, LA", "radius_km": 32.2}},
		{query: "My cousin lives in Shreveport. Which casinos are near there?", intent: FindCasinos, params: params{"near": "Shreveport, LA"}},
		{query: "Any casinos within 25 miles of there?", intent: Unknown, params: params{}},

		// A joining word after a trip's lead-in and its comma
		// (claimTripLeadIn): "..., so which casinos there ..." asks what
		// "..., which casinos there ..." does; a record asked after it
		// still declines.
		{query: "heading to tunica this weekend, so what casinos are there?", intent: FindCasinos, params: params{"near": "Tunica, MS"}},
		{query: "we're driving to biloxi tomorrow, so any casinos there with a hotel", intent: FindCasinos, params: params{"near": "Biloxi, MS", "has_hotel": true}},
		{query: "gonna be in reno this weekend, so which casinos have hotels there?", intent: FindCasinos, params: params{"near": "Reno, NV", "has_hotel": true}},
		{query: "I'm driving to Laughlin on Friday, so what casinos are around there?", intent: FindCasinos, params: params{"near": "Laughlin, NV"}},
		{query: "heading to tunica this weekend, which casinos are there?", intent: FindCasinos, params: params{"near": "Tunica, MS"}},
		{query: "I'm flying to Reno next week, and which casinos are near there?", intent: FindCasinos, params: params{"near": "Reno, NV"}},
		{query: "We're driving through Shreveport next week, so what offers do I have?", intent: Unknown, params: params{}},

		// A tribal nation named with its possessive (possessiveEnd): the
		// owner, q as the directory spells it; named without the
		// possessive it keeps its answer.
		{query: "Where are the Chickasaw Nation's casinos?", intent: FindCasinos, params: params{"q": "Chickasaw Nation"}},
		{query: "list the Cherokee Nation's casinos", intent: FindCasinos, params: params{"q": "Cherokee Nation"}},
		{query: "which casinos are the Ho-Chunk Nation's in Wisconsin?", intent: FindCasinos, params: params{"q": "Ho-Chunk Nation", "state": "WI"}},
		{query: "show me the Standing Rock Sioux Tribe's casinos", intent: FindCasinos, params: params{"q": "Standing Rock Sioux Tribe"}},
		{query: "what casinos does the Chickasaw Nation own", intent: FindCasinos, params: params{"q": "Chickasaw Nation"}},
		{query: "Which casinos are the Seminole Tribe of Florida's?", intent: FindCasinos, params: params{"q": "Seminole Tribe of Florida"}},

		// A casino's count of slot machines or table games asked
		// "roughly" or "approximately" (facilityWords): the count the
		// directory keeps; an opening time or a buffet asked so still
		// declines.
		{query: "Approximately how many slot machines does Prairie Meadows Racetrack and Casino have?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Prairie Meadows Racetrack and Casino")}},
		{query: "roughly how many table games at Diamond Jo Casino Dubuque", intent: CasinoDetail, params: params{"slug": slugOf(t, "Diamond Jo Casino Dubuque")}},
		{query: "how many slot machines does Rhythm City Casino Resort have, approximately?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Rhythm City Casino Resort")}},
		{query: "Roughly what time does Rhythm City Casino Resort open?", intent: Unknown, params: params{}},
		{query: "roughly how many buffets does Q Casino have", intent: Unknown, params: params{}},

		// The asker as the one who faces a game's edge (claimEdgeFaced):
		// "am I up against", "do we face", "I'm facing" ask the game's
		// facts; another who faces it still declines.
		{query: "what edge am I up against at craps", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "what house edge am I facing at roulette", intent: GameFacts, params: params{"game_type": "roulette"}},
		{query: "what's the edge I'm up against in keno", intent: GameFacts, params: params{"game_type": "keno"}},
		{query: "what house edge do we face at blackjack", intent: GameFacts, params: params{"game_type": "blackjack"}},
		{query: "what house edge does the dealer face in blackjack", intent: Unknown, params: params{}},
		{query: "what house edge is there in craps", intent: GameFacts, params: params{"game_type": "craps"}},

		// A clause of why naming the game the asker plays before a game
		// facts question naming none (readStory): the facts are that
		// game's; a game the question names is still the one asked, and
		// what no answer says still declines.
		{query: "As I only play roulette, what's the house edge?", intent: GameFacts, params: params{"game_type": "roulette"}},
		{query: "Since I mostly play keno, what's the payback?", intent: GameFacts, params: params{"game_type": "keno"}},
		{query: "Because I play video poker, what's the typical payback?", intent: GameFacts, params: params{"game_type": "video_poker"}},
		{query: "Because we mostly play craps, how many rolls an hour are there?", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "Since I play blackjack, what's the house edge on roulette?", intent: GameFacts, params: params{"game_type": "roulette"}},
		{query: "Since I play video poker, what should I play next?", intent: Unknown, params: params{}},
		{query: "Since I play slots, can you book me a table?", intent: Unknown, params: params{}},
	}
}
