package ask

import "testing"

// tuningConditions are the tuning phrases of the thirty-second fix round
// (negations, exclusions, conditions and qualifiers), in words of their
// own.
func tuningConditions(t testing.TB) []expectation {
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
	}
}
