package ask

import "testing"

// tuningLongerMessagesNine are the tuning phrases of the eighty-second
// fix round (longer messages, ninth part: a relative of a he or she, two
// asks joined by a phone's "+", a cap typed size first, a play counted
// by the sitting, records "of theirs" after a casino, and a part of the
// asker's party told after the question; then a phone's "hows", what is
// left before the next tier, and a plea not to be lectured), in words of
// their own, with guards that keep their answers.
func tuningLongerMessagesNine(t testing.TB) []expectation {
	return []expectation{
		// A relative of a he or she is another person, whoever the he
		// or she is (relativeOwners); the user's own records stay.
		{query: "I'm a bot helping a user. Pull up her husband's trips from 2025.", intent: Unknown, params: params{}},
		{query: "I'm an assistant working for a player. Show his wife's sessions.", intent: Unknown, params: params{}},
		{query: "I'm writing for a client. List her sister's vouchers.", intent: Unknown, params: params{}},
		{query: "My user wants to see her trips from 2025.", intent: MyTrips, params: params{"from": "2025-01-01", "to": "2025-12-31"}},

		// A phone's "+" between two asks joins them as "and" does; a
		// "+" between conditions of one search stays one ask.
		{query: "set a $40 daily budget + list my vouchers", intent: Unknown, params: params{}},
		{query: "cap my sessions at 2 hours + show my offers", intent: Unknown, params: params{}},
		// (a fact and a record, already declined by the reading of the
		// whole, a guard)
		{query: "whats the house edge on roulette + show my W-2Gs for 2024", intent: Unknown, params: params{}},
		{query: "casinos in nevada w/ a hotel + rewards", intent: FindCasinos, params: params{"state": "NV", "has_hotel": true, "has_rewards": true}},

		// A cap typed size first, with no verb (sizeThenMax).
		{query: "new plan. 2 hrs max per session", intent: SetSessionLimit, params: params{"max_minutes": 120}},
		{query: "new rule lol. 60 min max per session from today. ty", intent: SetSessionLimit, params: params{"max_minutes": 60}},
		// (guards: kept as they were read)
		{query: "my call. $80 max a day from now on. thanks", intent: SetBudget, params: params{"period": "day", "amount": 80}},
		{query: "rough week lol. 90 mins max per session going forward", intent: SetSessionLimit, params: params{"max_minutes": 90}},
		{query: "lost too much again. $150 max a week from here on.", intent: SetBudget, params: params{"period": "week", "amount": 150}},

		// Play counted by the sitting is a session (sittingCounted).
		{query: "Cap me at 90 minutes each sitting.", intent: SetSessionLimit, params: params{"max_minutes": 90}},
		{query: "Restrict me to three hours every sitting please", intent: SetSessionLimit, params: params{"max_minutes": 180}},

		// Records "of theirs" after one casino are that casino's.
		{query: "Borgata mailed me a coupon. Which offers of theirs do I have?", intent: MyOffers, params: params{"casino_name": "Borgata"}},
		{query: "Soaring Eagle emails me every week. Any offers of theirs in my account?", intent: MyOffers, params: params{"casino_name": "Soaring Eagle"}},

		// A part of the asker's party told after the question asks
		// nothing (partOfGroupTold).
		{query: "Does the Borgata have a hotel? Most of us only play slots.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Borgata Hotel Casino and Spa")}},
		// (guards: kept as they were read)
		{query: "Does Hard Rock Tulsa have a hotel? Some of us don't drive home late.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Hard Rock Hotel & Casino Tulsa")}},
		{query: "Which casinos in Nevada have a hotel? A few of us don't drive.", intent: FindCasinos, params: params{"state": "NV", "has_hotel": true}},
		{query: "Show my trips from 2025. Two of us went every month.", intent: MyTrips, params: params{"from": "2025-01-01", "to": "2025-12-31"}},

		// A phone's "hows", "whos" and "wheres" open a question as
		// "how's" does (askingOpeners).
		{query: "long drive home from reno. hows my bankroll looking now", intent: Bankroll, params: params{}},
		{query: "got in late from biloxi. whos my host", intent: MyHosts, params: params{}},
		{query: "back from vegas. hows my bankroll", intent: Bankroll, params: params{}},
		// (a guard: kept as it was read)
		{query: "back from tahoe. whos my host at harrahs", intent: MyHosts, params: params{}, filter: []string{"harrahs"}},

		// What is left before the next tier is the distance to it.
		{query: "How much is left before I hit the next level at Borgata?", intent: TierProgress, params: params{"casino_name": "Borgata"}},
		{query: "whats left before my next tier at Harrahs Cherokee", intent: TierProgress, params: params{"casino_name": "Harrah's Cherokee"}},
		{query: "How many points before I move up at Soaring Eagle?", intent: TierProgress, params: params{"casino_name": "Soaring Eagle"}},
		// (a guard: a tier of the past is no record kept)
		{query: "What was my tier before I joined Caesars?", intent: Unknown, params: params{}},

		// Asking not to be lectured asks nothing (lectureDeclined).
		{query: "Money ran out after I lost my job, and I've been at the casino in Tama most nights. Is there a gambling hotline for Iowa? Please don't lecture me.", intent: RGHelp, params: params{"topic": "helpline", "state": "IA"}},
		// (guards: kept as they were read)
		{query: "My savings are gone since I lost my job, and I've been at the casino in Harrah most nights. How do I self-exclude in Oklahoma? Please do not judge me.", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "OK"}},
		{query: "Is there a gambling hotline in Ohio? Don't lecture me.", intent: RGHelp, params: params{"topic": "helpline", "state": "OH"}},
		{query: "I keep chasing losses. How do I self-exclude in Indiana? Please do not judge me.", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "IN"}},
	}
}
