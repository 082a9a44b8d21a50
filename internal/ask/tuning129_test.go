package ask

import "testing"

// tuningPart129 are the phrases of the hundred-and-twenty-ninth part's
// fix round (longer messages whose one ask sits among story), in words
// of their own: indirect asks ("any chance you could", a bare "mind
// listing", "it'd help to know"), an "it" after the casino its own
// sentence names, wondering that points back to the story, "here" as
// the asker's town, a loss told as a blow taken, another person's
// standing against the asker, a dispute the answer settles, "sitting
// at" a tier, what another person swears for someone else, and another
// person's word on a change told after it; with guards that must stay
// Unknown or keep their intent.
func tuningPart129(t testing.TB) []expectation {
	boyd := programID(t, "Boyd Rewards")
	return []expectation{
		// "any chance you could" asks what follows the modal, as
		// "could you" does; a chance of anything else asks nothing.
		{query: "Is there any chance you can show the racinos in Iowa?", intent: FindCasinos, params: params{"state": "IA", "type": "racino"}},
		{query: "Any chance you could set my daily budget to $60?", intent: SetBudget, params: params{"period": "day", "amount": 60}},
		{query: "Any chance I win at craps tonight?", intent: Unknown, params: params{}},
		{query: "Any chance Borgata has a spa?", intent: Unknown, params: params{}},

		// "mind" with a verb of telling or showing, "would you" left
		// off, asks as "would you mind" does; another doing does not.
		{query: "Mind showing the tribal casinos in Arizona?", intent: FindCasinos, params: params{"state": "AZ", "type": "tribal"}},
		{query: "Mind booking me a room at Borgata?", intent: Unknown, params: params{}},
		{query: "Mind the steps at the Borgata entrance.", intent: Unknown, params: params{}},

		// Knowing that would help asks it, as "I'd like to know" does;
		// anything else that would help asks nothing.
		{query: "It would help me to find out which casinos in Mississippi have a hotel.", intent: FindCasinos, params: params{"state": "MS", "has_hotel": true}},
		{query: "It'd be helpful to see how many tier credits Onyx takes in Boyd Rewards.", intent: TierRequirement, params: params{"id": boyd}, tier: "Onyx"},
		{query: "It'd help to win a jackpot at Borgata.", intent: Unknown, params: params{}},
		{query: "It would help to have a hotel near Borgata.", intent: Unknown, params: params{}},

		// An "it" after the casino its own sentence names is that
		// casino's, whatever trip the story tells of; an "it" with no
		// casino of its own still points to the story's.
		{query: "I'm putting together a road trip for my user. Show the details of Turning Stone Resort & Casino and whether it has a hotel.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Turning Stone Resort & Casino")}},
		{query: "My husband and I are planning a trip. Tell me about Soaring Eagle Casino & Resort, and whether it has a hotel.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Soaring Eagle Casino and Resort")}},
		{query: "I played at Soaring Eagle Casino & Resort last week. Does it have a hotel?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Soaring Eagle Casino and Resort")}},

		// Wondering put as a sentence that points back to the story is
		// the question, a sentence after it only story; wondering how
		// many there are after a question is no pointing back.
		{query: "My aunt's birthday lunch is at Turning Stone Resort & Casino on Sunday. I'm wondering what you can tell me about that resort. She's gambled there since 2011.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Turning Stone Resort & Casino")}},
		{query: "Which racinos does Iowa have? I'm wondering how many there are.", intent: FindCasinos, params: params{"state": "IA", "type": "racino"}},

		// "near here", "of here" after a story telling where the
		// asker is are around that town; after another person's town,
		// or with no story, they name no place.
		{query: "We're stranded in Battle Mountain after a blowout. Are there any casinos near here?", intent: FindCasinos, params: params{"near": "Battle Mountain, NV"}},
		{query: "I'm waiting out a blizzard in Dubuque tonight. Mind listing the casinos within 15 miles of here?", intent: FindCasinos, params: params{"near": "Dubuque, IA", "radius_km": 24.1}},
		{query: "My cousin lives in Gulfport. Are there any casinos near here?", intent: Unknown, params: params{}},

		// A loss told as a blow taken ("took a hit") after the ask is
		// story, whatever its words would read alone (a budget, a
		// bankroll), its "that month" pointing to the ask's own period.
		{query: "List my craps sessions from January. My gambling budget took a hit that month.", intent: MySessions, params: params{"game_type": "craps", "from": "2026-01-01", "to": "2026-01-31"}},
		{query: "Show my keno sessions from February. My bankroll took a pounding that week and I want to know why.", intent: MySessions, params: params{"game_type": "keno", "from": "2026-02-01", "to": "2026-02-28"}},

		// Another person's standing against the asker, told after the
		// asker's own ask, leaves the records the asker's.
		{query: "I'd like to know how far I am from the next tier at Borgata. She's already a tier above me.", intent: TierProgress, params: params{"casino_name": "Borgata"}},

		// A sentence asking the answer to settle a dispute asks
		// nothing more; a request of something else is a second ask.
		{query: "What's the house edge on roulette? My uncle and I can't agree. Please end the debate.", intent: GameFacts, params: params{"game_type": "roulette"}},
		{query: "How many hands an hour does a craps table see? Please decide it for us.", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "What's the house edge on roulette? Settle my tab at Borgata, please.", intent: Unknown, params: params{}},

		// "sitting at" a tier is standing at it; sitting at a table is
		// no tier.
		{query: "What level am I sitting at right now?", intent: MyTiers, params: params{}},
		{query: "How long was I sitting at the blackjack table last night?", intent: Unknown, params: params{}},

		// What another person swears, even of someone they help, is
		// story after the asker's change; another person's word on how
		// to make the change leaves it unsure, so it declines.
		{query: "Could you cap my sessions at 30 minutes? He swears the helpline is the only thing that works for his sister.", intent: SetSessionLimit, params: params{"max_minutes": 30}},
		{query: "Set my weekly budget to $200. He says to make it monthly.", intent: Unknown, params: params{}},
		{query: "Cap my sessions at 40 minutes. She said to go with an hour.", intent: Unknown, params: params{}},
		{query: "Set my weekly budget to $200. He says I overspend on weekends.", intent: SetBudget, params: params{"period": "week", "amount": 200}},
	}
}
