package ask

import "testing"

// tuningPart124 are the phrases of the hundred-and-twenty-fourth part's
// fix round (negation, exclusion and conditions), in words of their own:
// a denial of a value read, said of the thing asked ("hosts who don't
// know Tagalog"), which no filter says; the asker's not knowing or not
// recalling before a wh-word, which frames the question inside it; a
// closing that only asks the service to look it up ("Could you
// verify?", "Could you look them up?"); "at a stretch" as one session;
// a W-2G "given" or "handed" in the passive; and "I only want" before
// what the directory filters by.
func tuningPart124(t testing.TB) []expectation {
	return []expectation{
		// A denial of a value read, said of the records or hosts asked,
		// declines: the filter would keep just the ones left out.
		{query: "List hosts who don't know Tagalog.", intent: Unknown, params: params{}},
		{query: "My sessions that weren't at Foxwoods", intent: Unknown, params: params{}},
		{query: "Show my visits that were not to Ameristar.", intent: Unknown, params: params{}},
		{query: "Hosts that don't speak English at Borgata", intent: Unknown, params: params{}},
		// Guards: a denial a rule reads (no hotel), the asker's own,
		// a modal's cap, and an existential "there" keep their answers.
		{query: "Which Mississippi casinos don't have a hotel?", intent: FindCasinos, params: params{"state": "MS", "has_hotel": false}},
		{query: "We're not going to Reno, but what casinos are near Sparks?", intent: FindCasinos, params: params{"near": "Sparks, NV"}},
		{query: "My sessions must not go past 90 minutes.", intent: SetSessionLimit, params: params{"max_minutes": 90}},

		// Not knowing or not recalling before a wh-word asks what
		// follows; with a closing that only asks to look it up.
		{query: "We can't remember which rewards program Horseshoe Hammond belongs to.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Horseshoe Casino Hammond")}},
		{query: "Not certain how far I still am from the next tier at Borgata.", intent: TierProgress, params: params{"casino_name": "Borgata"}},
		{query: "I can't recall what tier I hold at each casino.", intent: MyTiers, params: params{}},
		{query: "I'm not sure how many points Gold takes in MGM Rewards. Could you verify?", intent: TierRequirement, params: params{"id": programID(t, "MGM Rewards")}, tier: "Gold"},
		{query: "I can't recall which hosts I'm connected with. Could you look them up?", intent: MyHosts, params: params{}},
		// Guards: no wh-word after it, a closing that asks its own
		// question, and one pointing back to nothing.
		{query: "I don't know Borgata.", intent: Unknown, params: params{}},
		{query: "I'm not sure I want a rewards program.", intent: Unknown, params: params{}},
		{query: "Could you check my offers at Borgata?", intent: MyOffers, params: params{"casino_name": "Borgata"}},
		{query: "Can you find them?", intent: Unknown, params: params{}},

		// "In one stretch" is one session, as "at a time" is; a past
		// stretch asked is no cap.
		{query: "Don't let me gamble more than 100 minutes in one stretch.", intent: SetSessionLimit, params: params{"max_minutes": 100}},
		{query: "How long did I play at a stretch last week?", intent: Unknown, params: params{}},

		// A W-2G "handed" or "given" in the passive is the rule; the
		// forms "given" to me in a year are my records.
		{query: "Will we be handed a W-2G if we win $2,500 on a keno ticket?", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 2500}},
		{query: "Would I be given a W-2G for a $2,000 slot win?", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 2000}},
		{query: "Which W-2Gs was I given in 2024?", intent: MyW2Gs, params: params{"tax_year": 2024}},

		// "I only want" and "I just want" narrow the asker's wish to
		// the filters read; narrowed to what no filter reads, it
		// still declines.
		{query: "I only want tribal casinos in Oklahoma.", intent: FindCasinos, params: params{"state": "OK", "type": "tribal"}},
		{query: "I just want commercial casinos in Indiana, please.", intent: FindCasinos, params: params{"state": "IN", "type": "commercial"}},
		{query: "I only want casinos with no alcohol in Iowa", intent: Unknown, params: params{}},
	}
}
