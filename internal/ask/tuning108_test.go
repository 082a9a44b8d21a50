package ask

import "testing"

// tuningPart108 are the tuning phrases of the hundred-and-eighth fix
// round (longer messages, fifteenth part: a wish for a thing pointing
// back, an occasion "for her birthday", a subjectless "would be nice
// to", a closing of no hurry, what the answer will do, someone named by
// what they do for the asker, a record flagged or tagged, a second ask
// pointing back to another kind of thing, a tier, a casino's "its" and a
// family of casinos pointed back to, and a request passed on), in words
// of their own, with guards that keep their answers.
func tuningPart108(t testing.TB) []expectation {
	return []expectation{
		// A wish for a thing ("they would like a list of ..."), unread
		// only because it points back to the story's town, is the
		// question, not an afterword (afterword). A wish to do
		// something keeps its reading as an afterword.
		{query: "The user has a conference in Tulsa in July. They would like a list of casinos within 30 miles of that city. Please keep it brief.", intent: FindCasinos, params: params{"near": "Tulsa, OK", "radius_km": 48.3}},
		{query: "What does Diamond take in Caesars Rewards? I'd like to get there by winter.", intent: TierRequirement, params: params{"id": programID(t, "Caesars Rewards")}, tier: "Diamond"},

		// "for her birthday", "for his retirement": an occasion of
		// theirs, not a question asked on their behalf (relayed). "I'm
		// asking for her" still is.
		{query: "What racinos does Iowa have? My mom loves the races and wants a trip for her birthday.", intent: FindCasinos, params: params{"state": "IA", "type": "racino"}},
		{query: "Which casinos in Montana have a hotel? My dad wants a getaway for his retirement.", intent: FindCasinos, params: params{"state": "MT", "has_hotel": true}},
		{query: "What's my tier at Borgata? I'm asking for her.", intent: Unknown, params: params{}},

		// "Would be good to ...": a wish with its subject dropped, put
		// as how pleasant something would be (pleasantWords).
		{query: "Which casinos around Tulsa have a rewards program? Would be good to earn some points.", intent: FindCasinos, params: params{"near": "Tulsa, OK", "has_rewards": true}},
		{query: "Any casinos near Shreveport with a hotel? Would be great to stay over.", intent: FindCasinos, params: params{"near": "Shreveport, LA", "has_hotel": true}},

		// A request passed on ("They asked me to find ...") is the ask,
		// not an afterword (askedToFetch), and "Take your time." or "No
		// rush at all." after it asks nothing (noHurryTold).
		{query: "The user golfs near Foxwoods. They asked me to find the directory details for that casino. Take your time.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Foxwoods Resort Casino")}},
		{query: "The user plays at Borgata on weekends. They asked me to pull up the directory entry for that casino. No hurry.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Borgata Hotel Casino and Spa")}},

		// "That'll help ...", "That should ...": what the answer will do
		// for the asker, which asks nothing (effectTold).
		{query: "My therapist and I made a plan. Cap each of my sessions at 45 minutes. That'll help me stop chasing.", intent: SetSessionLimit, params: params{"max_minutes": 45}},

		// Someone named by what they do for the asker ("my tax lady",
		// "my travel agent") and what they want, after the question
		// (personNouns in closeOther): its time is theirs.
		{query: "List my W-2Gs for 2025. My tax lady wants them by Monday.", intent: MyW2Gs, params: params{"tax_year": 2025}},

		// A record flagged or tagged ("flag my voucher as redeemed",
		// "tag that trip as finished") is a change /ask does not run.
		// The redeemed offers asked keep their answer.
		{query: "Please flag my open voucher as redeemed.", intent: Unknown, params: params{}},
		{query: "Tag that trip as finished.", intent: Unknown, params: params{}},
		{query: "Show my redeemed offers.", intent: MyOffers, params: params{"status": "redeemed"}},

		// A second ask pointing back to a program the first asks a tier
		// or ladder of, for its casinos, is two asks
		// (askedOfWhatFirstNames). A second ask that narrows the first
		// keeps its answer.
		{query: "What does Gold take in MGM Rewards, and which casinos in Ohio belong to it?", intent: Unknown, params: params{}},
		{query: "Show me the Caesars Rewards ladder, and which casinos in Nevada are in it?", intent: Unknown, params: params{}},
		{query: "Which casinos are in Reno, and which of them have a hotel?", intent: FindCasinos, params: params{"near": "Reno, NV", "has_hotel": true}},
		{query: "What's the house edge on craps, and how fast is it played?", intent: GameFacts, params: params{"game_type": "craps"}},

		// "that tier", "this level": the one tier the story names, with
		// its program (tierPointedNouns). A match of "it" keeps its
		// answer.
		{query: "My wife reached Platinum in Caesars Rewards. What does that tier require?", intent: TierRequirement, params: params{"id": programID(t, "Caesars Rewards")}, tier: "Platinum"},
		{query: "I'm chasing Gold with MGM Rewards this year. How much does this level take?", intent: TierRequirement, params: params{"id": programID(t, "MGM Rewards")}, tier: "Gold"},
		{query: "I hold Emerald status with Boyd Rewards. Would Caesars Rewards match it?", intent: TierMatchPaths, params: params{"program": "Boyd Rewards", "to_program": "Caesars Rewards"}, tier: "Emerald"},

		// "its": the one casino the story names, as "it" is.
		{query: "I stayed at Borgata last year. How many rooms are in its hotel?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Borgata Hotel Casino and Spa")}},

		// "them", "those" after a name the story gives several casinos
		// ("the Harrah's casinos in Nevada"): those casinos, in the
		// story's state.
		{query: "My aunt loves the Harrah's casinos in Nevada. Which of them have a hotel?", intent: FindCasinos, params: params{"q": "Harrah's", "state": "NV", "has_hotel": true}},
		{query: "We keep hearing about the Harrah's casinos. Can you show me those?", intent: FindCasinos, params: params{"q": "Harrah's"}},
	}
}
