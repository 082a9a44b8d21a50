package ask

import "testing"

// tuningConditions are the tuning phrases of the thirty-second fix round
// (negations, exclusions, conditions and qualifiers), in words of their
// own.
func tuningConditions(t testing.TB) []expectation {
	caesars, mgm := programID(t, "Caesars Rewards"), programID(t, "MGM Rewards")
	return []expectation{
		// A reading of the records that leaves some out ("except",
		// "apart from", "leaving out", ", not the ones ...") declines
		// (exclusionCue): a filter keeps one value, never all but one;
		// the records asked without an exclusion keep their filter.
		{query: "List my sessions apart from the ones at Cliff Castle", intent: Unknown},
		{query: "Every trip I've logged except the one to Prairie Knights", intent: Unknown},
		{query: "My vouchers, leaving out the redeemed ones", intent: Unknown},
		{query: "Show my trips, not the ones to Apache Gold", intent: Unknown},
		{query: "Show my trips to Apache Gold", intent: MyTrips, params: params{"casino_name": "Apache Gold"}},
		{query: "A problem gambling hotline in Kansas, not the national one", intent: RGHelp, params: params{"topic": "helpline", "state": "KS"}},
		// A status denied across "the" ("not the expired ones") is no
		// status at all (statusNegationFill), never the one named.
		{query: "My offers from Spirit Mountain, not the expired ones", intent: Unknown},
		// Offers narrowed to one kind ("only", "just", "... only")
		// decline (offerKindOnly): list_offers has no filter by kind; a
		// kind named without narrowing stays the offers, and "only"
		// before the casino narrows by a filter it has.
		{query: "Just the hotel room offers, please", intent: Unknown},
		{query: "Food offers only", intent: Unknown},
		{query: "Show me only my cash back offers from Cliff Castle", intent: Unknown},
		{query: "Only show the offers I got from Cliff Castle", intent: MyOffers, params: params{"casino_name": "Cliff Castle"}},
		// An offer the player can still use is available (stillUsable);
		// one used is redeemed.
		{query: "Which offers from Prairie Knights are still good?", intent: MyOffers, params: params{"casino_name": "Prairie Knights", "status": "available"}},
		{query: "Which of my offers can I still use?", intent: MyOffers, params: params{"status": "available"}},
		{query: "What offers can we use at Apache Gold?", intent: MyOffers, params: params{"casino_name": "Apache Gold", "status": "available"}},
		{query: "Which offers did I use at Apache Gold?", intent: MyOffers, params: params{"casino_name": "Apache Gold", "status": "redeemed"}},
		{query: "Which offers didn't we use at Spirit Mountain?", intent: Unknown},
		// A session not ended is open (sessionsNotEnded); one ended
		// is no filter the question asks.
		{query: "Which of my sessions are still going?", intent: MySessions, params: params{"open": true}},
		{query: "My unfinished sessions at Cliff Castle", intent: MySessions, params: params{"casino_name": "Cliff Castle", "open": true}},
		{query: "sessions at Prairie Knights that I never closed", intent: MySessions, params: params{"casino_name": "Prairie Knights", "open": true}},
		{query: "Sessions I finished at Spirit Mountain", intent: MySessions, params: params{"casino_name": "Spirit Mountain"}},
		// Less common languages a host may speak (languages).
		{query: "Is there a host who speaks Somali?", intent: FindHosts, params: params{"language": "Somali"}},
		{query: "Any Ukrainian speaking hosts taking new players?", intent: FindHosts, params: params{"language": "Ukrainian"}},
		{query: "hosts fluent in Tamil", intent: FindHosts, params: params{"language": "Tamil"}},
		// "only" or "just" opening a clause, "only" closing the question
		// and a closing "nothing else" narrow to what the rest reads
		// (claimQualifiers); mid-clause they stay unread.
		{query: "Casinos in Oklahoma, just the tribal ones", intent: FindCasinos, params: params{"state": "OK", "type": "tribal"}},
		{query: "Casinos near Camp Verde, but only ones that have a hotel", intent: FindCasinos, params: params{"near": "Camp Verde, AZ", "has_hotel": true}},
		{query: "Commercial casinos in Kansas only", intent: FindCasinos, params: params{"state": "KS", "type": "commercial"}},
		{query: "Only the house edge on roulette, nothing else", intent: GameFacts, params: params{"game_type": "roulette"}},
		{query: "Which state has only tribal casinos?", intent: Unknown},
		{query: "Is Cliff Castle the only casino in Camp Verde?", intent: Unknown},
		// "aren't in" a rewards program is has_rewards=false (rewardsNo).
		{query: "Which Kansas casinos aren't in a rewards program?", intent: FindCasinos, params: params{"state": "KS", "has_rewards": false}},
		{query: "Casinos near Ponca City that aren't in any loyalty program", intent: FindCasinos, params: params{"near": "Ponca City, OK", "has_rewards": false}},
		// Tiers above or below a tier named are part of the ladder, the
		// program's details (ladderSlice); the tier alone is its
		// threshold.
		{query: "Caesars Rewards levels below Diamond", intent: ProgramDetail, params: params{"id": caesars}},
		{query: "Which MGM Rewards tiers are above Gold?", intent: ProgramDetail, params: params{"id": mgm}},
		{query: "What does Gold take in MGM Rewards?", intent: TierRequirement, params: params{"id": mgm}, tier: "Gold"},
		// A condition on the game played is a threshold's premise
		// (gamePremise); with a bet and hours it asks an earning.
		{query: "How many points for Seven Stars in Caesars Rewards if I just play blackjack?", intent: TierRequirement, params: params{"id": caesars}, tier: "Seven Stars"},
		{query: "What does Gold need in MGM Rewards if we mostly play craps?", intent: TierRequirement, params: params{"id": mgm}, tier: "Gold"},
		{query: "What does Gold take in MGM Rewards if I play $25 blackjack for 4 hours?", intent: Unknown},
		// The player's own pace is the premise of the progress to the
		// next tier (playerPace), not a game's pace.
		{query: "At my current pace, how far am I from the next tier at Cliff Castle?", intent: TierProgress, params: params{"casino_name": "Cliff Castle"}},
		{query: "How close to the next level am I at Prairie Knights if I keep this pace?", intent: TierProgress, params: params{"casino_name": "Prairie Knights"}},
		{query: "What's the pace of a baccarat game?", intent: GameFacts, params: params{"game_type": "baccarat"}},
		// "unless" it needs a cooling-off, on a limit lowered, holds
		// (unlessCondition); raised or set it may not, and any other
		// condition declines.
		{query: "Cut my session limit to 45 minutes unless a cooling off applies", intent: SetSessionLimit, params: params{"max_minutes": 45}},
		{query: "Reduce my weekly budget to $150 unless there's a cooling-off wait", intent: SetBudget, params: params{"period": "week", "amount": 150}},
		{query: "Raise my daily budget to $400 unless that needs a cooling-off period", intent: Unknown},
		{query: "Show my offers from Apache Gold unless they've expired", intent: Unknown},
		// A check-in after a quantifier or "my" is a visit record
		// (checkInNoun); "at a casino" is any casino, not a name.
		{query: "Show each check-in I made in March", intent: MyVisits, params: params{"from": "2026-03-01", "to": "2026-03-31"}},
		{query: "my recent check-in at Spirit Mountain", intent: MyVisits, params: params{"casino_name": "Spirit Mountain"}},
		{query: "Show the sessions I've played at a casino this year", intent: MySessions, params: params{"from": "2026-01-01", "to": "2026-12-31"}},
		{query: "Can I check in at Cliff Castle?", intent: Unknown},
		// Other hosts should a casino have none are the hosts anywhere
		// (hostsElseAsked); whom to complain to stays no record's.
		{query: "If Apache Gold has no hosts, which other hosts are there?", intent: FindHosts},
		{query: "If there isn't a host at Prairie Knights, is there anyone else?", intent: FindHosts},
		{query: "If there's no host at Cliff Castle, who should I complain to?", intent: Unknown},
	}
}
