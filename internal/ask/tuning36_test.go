package ask

import "testing"

// tuningNearMisses are the tuning phrases of the thirty-sixth fix round
// (near misses), in words of their own: questions that look like ones
// /ask answers but ask what no action or table says, beside guards that
// keep answering.
func tuningNearMisses(t testing.TB) []expectation {
	mohegan := slugOf(t, "Mohegan Sun")
	return []expectation{
		// What would have been (counterfactual): "if I'd", "would ...
		// have" and a past participle; "would I have to win" is a
		// condition to come and "would you have" a polite "do you have";
		// a win's W-2G rule holds whether it happened or not, and "if I
		// had" hours of play is the play supposed.
		{query: "If I'd skipped the Ho-Chunk trip, how much would I have left?", intent: Unknown},
		{query: "What would my comps have been at Mohegan Sun with 3 more hours of roulette?", intent: Unknown},
		{query: "what would my bankroll look like had i not gone to Ameristar, if i'd stayed home", intent: Unknown},
		{query: "How much would I have to win on keno to get a W-2G?", intent: W2GRule, params: params{"game_type": "keno"}},
		{query: "Would you have hosts at Mohegan Sun taking new players?", intent: FindHosts, filter: []string{"Mohegan Sun"}},
		{query: "If I'd won $1,500 on keno, would I have gotten a W-2G?", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1500}},
		{query: "if i had 4 hours of $25 blackjack what comps", intent: CompEstimate, params: params{"game_type": "blackjack", "avg_bet": 25, "hours": 4}},
		// Hosts ranked (nearMiss): search_hosts filters, it never ranks.
		{query: "Which host at Mohegan Sun is the friendliest?", intent: Unknown},
		{query: "top hosts at Seminole Hard Rock Tampa pls", intent: Unknown},
		{query: "hosts at Mohegan Sun taking new players", intent: FindHosts, filter: []string{"Mohegan Sun"}},
		// A request sent or submitted for the player (sendingVerbs with
		// requestNouns) is a write /ask does not run; "send me my trips"
		// is a read.
		{query: "could you send my match request over to Hard Rock Unity", intent: Unknown},
		{query: "please send Boyd Rewards a tier match request for me", intent: Unknown},
		{query: "send me my trips", intent: MyTrips},
		// The tax owed or refunded (oweWords) needs the whole return; a
		// win's W-2G rule and the year's summary stay.
		{query: "What do I owe the IRS for 2024?", intent: Unknown},
		{query: "am i getting a tax refund on my 2024 gambling losses", intent: Unknown},
		{query: "how much federal tax will i owe on my 2023 winnings", intent: Unknown},
		{query: "Do I owe taxes on a $1,500 slot jackpot?", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 1500}},
		{query: "my 2024 tax summary", intent: TaxSummary, params: params{"tax_year": 2024}},
		// When a meeting is held (meetingWords with whenWords) is in no
		// help resource; the meetings asked alone are the help lines.
		{query: "what time is the gamblers anonymous meeting tonight in Reno", intent: Unknown},
		{query: "gamblers anonymous schedule for meetings in Iowa", intent: Unknown},
		{query: "gamblers anonymous meetings in Ohio", intent: RGHelp, params: params{"topic": "helpline", "state": "OH"}},
		// The player's standing with a program (standingAsked) is read
		// by no action; how to self-exclude stays.
		{query: "Am I still on the Pennsylvania self-exclusion list?", intent: Unknown},
		{query: "is my name on the Indiana self exclusion list", intent: Unknown},
		{query: "Am I able to self-exclude in Ohio?", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "OH"}},
		// The service as the subject of a doing outside its look-ups
		// (serviceAsked); asked to show records it is a polite request.
		{query: "Will this app report my jackpots to the state?", intent: Unknown},
		{query: "does tierline send my W-2Gs to the state", intent: Unknown},
		{query: "can the app show my trips", intent: MyTrips},
		// A pronoun with nothing named for it to point to
		// (pointsAtNothing, unnamedWords "there"); "is there" and a dummy
		// "it" with a clause after it are no pronoun of a thing.
		{query: "Is it commercial?", intent: Unknown},
		{query: "Are they a racino?", intent: Unknown},
		{query: "which loyalty club do they have", intent: Unknown},
		{query: "do they have a players club", intent: Unknown},
		{query: "does it have a rewards program", intent: Unknown},
		{query: "what offers do i have from there", intent: Unknown},
		{query: "my visits there", intent: Unknown},
		{query: "Are there any casinos near Tulsa with a hotel?", intent: FindCasinos, params: params{"near": "Tulsa, OK", "has_hotel": true}},
		{query: "How many rooms does Mohegan Sun have?", intent: CasinoDetail, params: params{"slug": mohegan}},
		// A casino's website is a field of the Casino resource
		// (casinoDetailWords).
		{query: "What's the website for Mohegan Sun?", intent: CasinoDetail, params: params{"slug": mohegan}},
		{query: "Choctaw Durant url", intent: CasinoDetail, params: params{"slug": slugOf(t, "Choctaw Casino Resort - Durant")}},
		// "right now" asks the tiers as they stand (personalChecked).
		{query: "what status do i have right now", intent: MyTiers},
		{query: "show my tiers right now please", intent: MyTiers},
		// Games ranked by their comps (gameRankWords): the calculator
		// estimates one game; one named stays.
		{query: "what game earns the most comps at $25 for 3 hours", intent: Unknown},
		{query: "Which games get better comps, 1 hr at $50?", intent: Unknown},
		{query: "comps for 3 hrs of $25 blackjack", intent: CompEstimate, params: params{"game_type": "blackjack", "avg_bet": 25, "hours": 3}},
	}
}
