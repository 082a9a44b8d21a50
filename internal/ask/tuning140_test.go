package ask

import "testing"

// tuningPart140 are the tuning phrases of the hundred-and-fortieth fix
// round (longer messages, twenty-fourth part: a question that names its
// own casino keeps it over the story's other casino, with what else the
// story lent (casinoLent); a habitual "used to" is no status of a record
// (habitualUsed); "meanwhile" and "in the meantime" turn back to the ask
// (chatter); "it would be great/nice to know/see ..." is a wish to know
// (helpfulToKnowAt); a clause of when opened by "the" ("Once the roads
// open, ...") before an ask (leadClause, afterwords); and a tier "there"
// of the program the story names (resolveStory)), in words of their
// own, with guards that keep their answers.
func tuningPart140(t testing.TB) []expectation {
	return []expectation{
		// A question naming its own casino keeps it, and the story's
		// other casino lends it neither its dates nor its game
		// (casinoLent).
		{query: "Last March we stayed at Grand Casino Hinckley, but these days it's Treasure Island. Show my trips to Treasure Island.", intent: MyTrips, params: params{"casino_name": "Treasure Island"}},
		{query: "I played craps at Wind Creek Bethlehem all of 2025; lately it's Parx Casino. Which sessions have I logged at Parx Casino?", intent: MySessions, params: params{"casino_name": "Parx Casino"}},

		// "We used to go to ...": a habit of the asker's, not the
		// status "used" of an offer or voucher (habitualUsed). An offer
		// or voucher used is still redeemed.
		{query: "We used to drive to Turning Stone, but lately it's all Seneca Niagara. What offers do I have at Seneca Niagara? My dad wants a free room.", intent: MyOffers, params: params{"casino_name": "Seneca Niagara"}},
		{query: "I used to play at Hard Rock Tampa, so which offers do I have from Hard Rock Tampa?", intent: MyOffers, params: params{"casino_name": "Hard Rock Tampa"}},
		{query: "We used to live near Foxwoods. Show me my offers from Foxwoods.", intent: MyOffers, params: params{"casino_name": "Foxwoods"}},
		{query: "I used to play at Borgata a lot. Which offers have I used?", intent: MyOffers, params: params{"status": "redeemed"}},
		{query: "My wife used to play at Borgata. Show my used vouchers.", intent: MyVouchers, params: params{"status": "redeemed"}},

		// "Meanwhile," and "In the meantime," turn from the story back
		// to the ask (chatter), as "anyway" does; a sentence that only
		// tells stays unread.
		{query: "The kitchen flooded on Monday. Meanwhile, which casinos are in Tunica?", intent: FindCasinos, params: params{"near": "Tunica, MS"}},
		{query: "My car is in the shop until Friday. In the meantime, what's the house edge on baccarat?", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "meanwhile how close am i to the next tier at borgata", intent: TierProgress, params: params{"casino_name": "borgata"}},
		{query: "Meanwhile my wife went to Borgata.", intent: Unknown, params: params{}},

		// "It would be nice to know ...", "it'd be great to find out
		// ...": how welcome knowing it would be, as "it would be
		// helpful to" (helpfulToKnowAt). A pleasant "to see" of the
		// asker's own things or of a thing hoped for is a wish.
		{query: "It would be nice to know which casinos in Iowa have a hotel.", intent: FindCasinos, params: params{"state": "IA", "has_hotel": true}},
		{query: "It'd be great to find out the house edge on baccarat.", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "It would be handy to see the tribal casinos in Arizona.", intent: FindCasinos, params: params{"state": "AZ", "type": "tribal"}},
		{query: "It would be nice to see my tier go up this year.", intent: Unknown, params: params{}},
		{query: "It would be nice to see a hotel at Borgata.", intent: Unknown, params: params{}},
		{query: "It would be great to see more free play from Borgata.", intent: Unknown, params: params{}},

		// A clause of when whose subject is "the" something ("Once the
		// quarter closes, ...") before the ask, alone or among
		// sentences of story (leadClause, afterwords).
		{query: "Work has been nonstop. Once the quarter closes, I'd like to know which casinos in Iowa have a hotel. My boss owes me a vacation.", intent: FindCasinos, params: params{"state": "IA", "has_hotel": true}},
		{query: "After the wedding ends, which casinos near Tunica have a hotel?", intent: FindCasinos, params: params{"near": "Tunica, MS", "has_hotel": true}},
		{query: "Our pipes froze on Sunday. While the plumber works, can you list the tribal casinos in Arizona? The kids are bored.", intent: FindCasinos, params: params{"state": "AZ", "type": "tribal"}},

		// A tier asked "there" after a story naming one program is that
		// program's (resolveStory); the asker's own tier "there", a
		// tier the program lacks and casinos "there" are not.
		{query: "I just joined Caesars Rewards. What does it take to reach Platinum there?", intent: TierRequirement, params: params{"id": programID(t, "Caesars Rewards")}, tier: "Platinum"},
		{query: "My uncle swears by MGM Rewards. How do you qualify for Gold there?", intent: TierRequirement, params: params{"id": programID(t, "MGM Rewards")}, tier: "Gold"},
		{query: "I love MGM Rewards. What tier am I there?", intent: Unknown, params: params{}},
		{query: "My neighbor keeps talking about Boyd Rewards. What does Platinum require there?", intent: Unknown, params: params{}},
		{query: "I made Tier 3 in Genting Rewards. Any casinos there with a hotel?", intent: Unknown, params: params{}},
	}
}
