package ask

import "testing"

// tuningEverydayMix are the tuning phrases of the thirtieth fix round
// (everyday questions in a mix of registers), in words of their own.
func tuningEverydayMix(t testing.TB) []expectation {
	return []expectation{
		// A hotel "attached", "connected" or "onsite" after "hotel" is
		// the casino's own hotel (hotelJoined); another facility so
		// placed is still nothing the directory keeps.
		{query: "Which Iowa casinos have a hotel connected?", intent: FindCasinos, params: params{"state": "IA", "has_hotel": true}},
		{query: "casinos near Vicksburg with hotel rooms attached", intent: FindCasinos, params: params{"near": "Vicksburg, MS", "has_hotel": true}},
		{query: "casinos near Elko with a spa attached", intent: Unknown, params: params{}},

		// A win made "playing" a game, or "while playing" it, is the win
		// at that game (w2gWords); advice on play after a form is not.
		{query: "won $3,200 playing video poker, is that reportable", intent: W2GRule, params: params{"game_type": "video_poker", "amount_won": 3200}},
		{query: "Would a $2,000 jackpot while playing slots need a W-2G?", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 2000}},
		{query: "should i keep playing keno after a w2g", intent: Unknown, params: params{}},

		// "they" or "their" after a story naming one casino is that
		// casino (resolveStory), unless the story tells of people, whom
		// it then means.
		{query: "We might stop at Wind River Hotel & Casino on the way. Do they have a hotel?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Wind River Hotel and Casino")}},
		{query: "I'm curious about Cache Creek Casino Resort. What is their rewards program?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Cache Creek Casino Resort")}},
		{query: "My cousin plays at Running Aces. What tier are they at?", intent: Unknown, params: params{}},

		// A last sentence that opens with a change put as an imperative
		// ("Keep me to", "Keep each session under") is the question
		// after a story (changeRequested): the story's dates and game
		// narrow nothing; another person's limits stay theirs.
		{query: "I never know when to walk away. Keep me to 2 hours a session.", intent: SetSessionLimit, params: params{"max_minutes": 120}},
		{query: "Blackjack ran long all of April. Keep each session under 90 minutes.", intent: SetSessionLimit, params: params{"max_minutes": 90}},
		{query: "My wife plays too long. Keep her sessions to an hour.", intent: Unknown, params: params{}},
		{query: "My dad lost a lot last week. Limit his sessions to 1 hour.", intent: Unknown, params: params{}},

		// Losing or spending "too much" is trouble (lossTrouble), and
		// where to get or find help after it is the help line
		// (helpSought), in one sentence or after a story; help with a
		// record, without trouble told, is the record.
		{query: "i've been spending way too much at the slots, where do i find help in iowa", intent: RGHelp, params: params{"topic": "helpline", "state": "IA"}},
		{query: "I bet too much on blackjack. How do I get help?", intent: RGHelp, params: params{"topic": "helpline"}},
		{query: "Where can I get help reading my tax summary?", intent: TaxSummary, params: params{}},
		{query: "I need help finding my vouchers", intent: MyVouchers, params: params{}},

		// A casino's whole name, written word for word, is that casino,
		// not another whose core words it shares (wholeCasino); the core
		// alone still names both.
		{query: "my trips to Emerald Queen Hotel & Casino", intent: MyTrips, params: params{"casino_name": "Emerald Queen Hotel & Casino"}},
		{query: "Is Emerald Queen Casino tribal?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Emerald Queen Casino")}},
		{query: "Is Emerald Queen tribal?", intent: FindCasinos, params: params{"q": "Emerald Queen", "type": "tribal"}},

		// A tier two named programs share, named as a "status", "tier",
		// "level" or "card" before one of them ("my Sapphire card at
		// Boyd Rewards"), is that program's tier (tierNouns).
		{query: "can I get my Sapphire card at Boyd Rewards matched to MGM Rewards", intent: TierMatchPaths, params: params{"program": "Boyd Rewards", "to_program": "MGM Rewards"}, tier: "Sapphire"},
		{query: "does MGM Rewards match a Gold level in Caesars Rewards", intent: TierMatchPaths, params: params{"program": "Caesars Rewards", "to_program": "MGM Rewards"}, tier: "Gold"},
		{query: "Is there a status match from a Platinum tier with MGM Rewards to Caesars Rewards?", intent: TierMatchPaths, params: params{"program": "MGM Rewards", "to_program": "Caesars Rewards"}, tier: "Platinum"},

		// A trip's lead-in: its town may carry its state after a comma,
		// a trip "across" or "through" a place goes there, a season
		// says when, and "what casinos are there?" ending the question
		// points back to the place (claimTripLeadIn); what the
		// directory does not keep stays unknown.
		{query: "we're heading to Pocola, OK tomorrow - what casinos are there?", intent: FindCasinos, params: params{"near": "Pocola, OK"}},
		{query: "flying through New Mexico next month, any racinos there?", intent: FindCasinos, params: params{"state": "NM", "type": "racino"}},
		{query: "heading across Wisconsin this weekend, what casinos are there?", intent: FindCasinos, params: params{"state": "WI"}},
		{query: "Driving across Minnesota this summer - what's the weather there?", intent: Unknown, params: params{}},
		{query: "heading to Yakima next week - are there any shows there?", intent: Unknown, params: params{}},

		// A lead-in telling only that the asker will play the game
		// (claimPlayLeadIn) leaves the question about that game; a
		// typical pace is "normal" (gameWords); a casino's figures are
		// still not the game's.
		{query: "I'm trying baccarat tonight, what's the house edge?", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "playing keno on saturday - what's the hold?", intent: GameFacts, params: params{"game_type": "keno"}},
		{query: "how many spins an hour is normal on roulette?", intent: GameFacts, params: params{"game_type": "roulette"}},
		{query: "playing blackjack at Running Aces tonight - how many hands an hour", intent: Unknown, params: params{}},
	}
}
