package ask

import "testing"

// tuningPart155 tunes the rules of the hundred-and-fifty-fifth part's
// fix round (near misses), each in other words than the part (other
// casinos, states, regions, currencies and wording), with guards that
// must stay as they are:
//   - otherCurrencyNamed (unkept.go): a W-2G asked of a win in another
//     currency, by its sign or its name ("£1,500", "¥600,000"), declines;
//     a win in dollars keeps the rule;
//   - regionPrepositions (unkept.go) with "for": a help line or a rule
//     asked "for" a province outside the U.S. declines; "for" a state is
//     the state's;
//   - enrolVerbs (nearmiss.go, adviceAsked): "should I sign up, enroll,
//     register or join" asks whether to, advice; "where should I sign
//     up" asks the way, answered;
//   - hostAbsenceAsked (unkept.go): hosts asked by being away or at work
//     ("on leave", "off duty", "out sick") decline; hosts "taking on new
//     players" are the search;
//   - unkeptStatuses (unkept.go) with "pending": a record in a waiting
//     state no record keeps declines;
//   - clubOfCasinoNamed (unkept.go): a casino made a program's name by
//     "Club" ("Club Pala", "Soaring Eagle Club") declines; the program a
//     casino's club is asked by ("what players club does X have") is the
//     casino's details.
func tuningPart155(t testing.TB) []expectation {
	return []expectation{
		// A win in another currency.
		{query: "Is a £1,500 keno win reportable on a W-2G?", intent: Unknown, params: params{}},
		{query: "Do I get a W-2G for a ¥600,000 bingo win?", intent: Unknown, params: params{}},
		{query: "Is a $1,250 bingo win reportable on a W-2G?", intent: W2GRule, params: params{"game_type": "bingo", "amount_won": 1250}},

		// Help "for" a province.
		{query: "What's the problem gambling hotline for Nova Scotia?", intent: Unknown, params: params{}},
		{query: "give me the gambling help line for quebec", intent: Unknown, params: params{}},
		{query: "Is there a gambling helpline for Oregon?", intent: RGHelp, params: params{"topic": "helpline", "state": "OR"}},

		// Whether to sign up: advice.
		{query: "Should we enroll in Iowa's self-exclusion program?", intent: Unknown, params: params{}},
		{query: "should i register for self-exclusion in ohio", intent: Unknown, params: params{}},
		{query: "Should I join a self-exclusion list in Illinois?", intent: Unknown, params: params{}},
		{query: "Where should I sign up for self-exclusion in Ohio?", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "OH"}},

		// Hosts away or at work.
		{query: "Is my host at Borgata on leave?", intent: Unknown, params: params{}},
		{query: "Which Mohegan Sun hosts are off duty tonight?", intent: Unknown, params: params{}},
		{query: "Any hosts at Foxwoods out sick this week?", intent: Unknown, params: params{}},
		{query: "Which Foxwoods hosts are taking on new players?", intent: FindHosts, params: params{}, filter: []string{"Foxwoods", "Foxwoods Resort Casino"}},

		// Records in a waiting state.
		{query: "List the offers I have pending from Choctaw Durant.", intent: Unknown, params: params{}},
		{query: "What offers do I have pending at Borgata?", intent: Unknown, params: params{}},
		{query: "What offers do I have waiting at Borgata?", intent: MyOffers, params: params{"casino_name": "Borgata"}},

		// A casino made a program's name.
		{query: "Tell me about the Club Pala rewards program.", intent: Unknown, params: params{}},
		{query: "What perks come with Club Barona?", intent: Unknown, params: params{}},
		{query: "Does Soaring Eagle Club have tiers?", intent: Unknown, params: params{}},
		{query: "What players club does Pala Casino have?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Pala Casino Spa Resort")}},
	}
}
