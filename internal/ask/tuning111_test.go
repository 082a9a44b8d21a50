package ask

import "testing"

// tuningPart111 are the tuning phrases of the hundred-and-eleventh fix
// round (longer messages, sixteenth part: a second ask pointing with
// "there" to the story's place, a change verb opening a sentence of its
// own, afterwords opened by "honestly", a dropped-subject "don't want",
// "it would be nice to", an apology, the asker's family as a group or
// the asker's free time, a possessive in-law, a request to send records
// over, and a story's tier or game pointed back to), in words of their
// own, with guards that keep their answers.
func tuningPart111(t testing.TB) []expectation {
	borgata := slugOf(t, "Borgata Hotel Casino and Spa")
	caesars := programID(t, "Caesars Rewards")
	return []expectation{
		// A second ask after ", and" pointing with "there" when the first
		// ask names no place (placeNamed in twoAnswers): the "there" is
		// the story's place, and the two asks stay two. A "they" that
		// points into the first ask is still one ask, and a "there"
		// after a first ask naming its own place is not declined here.
		{query: "Headed to Shreveport soon. What's the house edge in roulette, and which casinos there have a rewards program?", intent: Unknown, params: params{}},
		{query: "How many hands an hour does blackjack deal, and what casinos there have a hotel? We land in Biloxi Friday.", intent: Unknown, params: params{}},
		{query: "Tell me about Borgata Hotel Casino and Spa, and do they have a hotel?", intent: CasinoDetail, params: params{"slug": borgata}},
		{query: "What's the house edge on craps in Tunica, and what are my offers there?", intent: Unknown, params: params{}},

		// A change verb opening a sentence of its own, with its object
		// (sentenceBreakBefore in changeAsked): a change asked, as it is
		// alone, whatever the sentence before it tells. A read asked
		// after the same story keeps its answer.
		{query: "Had a great night at the tables. Put a $300 win into my bankroll please.", intent: Unknown, params: params{}},
		{query: "Long week at work. Move the whole paycheck into my bankroll.", intent: Unknown, params: params{}},
		{query: "Tax refund finally arrived. Show me my bankroll.", intent: Bankroll, params: params{}},

		// A sentence after the ask opened by how earnestly the asker
		// speaks ("Frankly, ...", "Honestly, ...") (stanceAdverbs in
		// afterword): the rest is read as an afterword.
		{query: "Which casinos in Iowa have a hotel? Frankly, we just need a weekend away.", intent: FindCasinos, params: params{"state": "IA", "has_hotel": true}},
		{query: "What racinos are in Iowa? Frankly, I just need a break.", intent: FindCasinos, params: params{"state": "IA", "type": "racino"}},

		// A wish declined with its subject dropped ("dont want to ...")
		// or put as how it would feel ("It would be nice to ...", "it'd
		// be great to ...") (wouldBeNiceTold): an afterword. An ask
		// opened by "roughly" keeps the afterwords after it apart
		// (askingAfterLead in afterwords).
		{query: "roughly how many hands does a blackjack dealer get thru per hour. dont want to hold up the table", intent: GameFacts, params: params{"game_type": "blackjack"}},
		{query: "roughly how many spins does a roulette wheel do in an hour. dont want to rush it", intent: GameFacts, params: params{"game_type": "roulette"}},
		{query: "Which casinos in Iowa have a hotel? It'd be nice to stay the night after the concert.", intent: FindCasinos, params: params{"state": "IA", "has_hotel": true}},
		{query: "What's my tier at Borgata? It would be nice to reach the next level by summer.", intent: MyTiers, params: params{}, filter: []string{"Borgata", "Borgata Hotel Casino and Spa"}},

		// An apology closing the message ("Sorry for the hassle.")
		// (closingWords): an afterword, here after a story and records
		// asked to be sent; an apology after a plain ask keeps its
		// answer.
		{query: "My preparer wants it all by Monday. Send me my W-2Gs from 2024. Sorry for the hassle.", intent: MyW2Gs, params: params{"tax_year": 2024}},

		// A possessive in-law ("my sister-in-law's party") (possessiveTyped):
		// the event is the in-law's, the asking the asker's own. Asking
		// for the in-law still makes the records theirs.
		{query: "We're in Reno for my brother-in-law's wedding. What are my offers?", intent: MyOffers, params: params{}},
		{query: "Visiting Tulsa for my sister-in-law's retirement party. Show my vouchers.", intent: MyVouchers, params: params{}},
		{query: "I'm asking for my mother-in-law. What are my offers?", intent: Unknown, params: params{}},

		// The asker's family told of as a group ("Our kids are grown",
		// familyGroups in closeOther) and the asker's free time ("we
		// finally have the time for ...", freeTimeTold): neither asks,
		// so "trips" there is no record asked. Trips asked keep their
		// answer.
		{query: "Which casinos in Iowa have a hotel? Our kids are grown and we have time for trips now.", intent: FindCasinos, params: params{"state": "IA", "has_hotel": true}},
		{query: "What casinos are in Iowa? We finally have the time for road trips.", intent: FindCasinos, params: params{"state": "IA"}},
		{query: "Show my trips from 2025.", intent: MyTrips, params: params{"from": "2025-01-01", "to": "2025-12-31"}},

		// Records asked to be sent over or to the asker ("Send me my
		// W-2Gs ...", sentToAsker): a request to be shown, after a story
		// (its deadline "by Monday" no time of the records) and before
		// afterwords.
		{query: "My preparer wants it all by Monday. Send me my W-2Gs from 2024.", intent: MyW2Gs, params: params{"tax_year": 2024}},
		{query: "Show my trips from 2025. Apologies for the late night message.", intent: MyTrips, params: params{"from": "2025-01-01", "to": "2025-12-31"}},

		// A tier the story names with its program, pointed back to with
		// "that tier" or "this level": the story's tier. "That" before
		// a game is the story's game, not its casino
		// (otherPointedNouns); "that" alone is still the casino.
		{query: "My coworker brags about his Platinum status with Caesars Rewards. How many tier credits does that level need?", intent: TierRequirement, params: params{"id": caesars}, tier: "Platinum"},
		{query: "We played at Borgata Hotel Casino and Spa last week and I got hooked on roulette. What house edge does that game have?", intent: GameFacts, params: params{"game_type": "roulette"}},
		{query: "I played at Borgata Hotel Casino and Spa last week. Does that have a hotel?", intent: CasinoDetail, params: params{"slug": borgata}},
	}
}
