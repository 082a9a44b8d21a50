package ask

import "strings"

// An agent relays its user's questions in the third person, and a player
// asking for casinos may say what they would do there. These readings
// keep such words from being read as a request of their own.

// baccaratSideWords speak of baccarat's bets, among which "the player"
// is a side of the table, not the person an agent relays.
var baccaratSideWords = set("baccarat", "bacarrat", "banker", "punto", "banco", "bet", "bets", "betting", "wager", "side",
	"tie", "commission", "hand", "hands")

// baccaratSideAsked: the question speaks of baccarat or its bets.
func baccaratSideAsked(q *question) bool {
	return q.hasOf(baccaratSideWords)
}

// relayedAskForms are a relayed person's asking verbs in the third
// person, and the first person's form: "My user won $1,350 ... and wants
// to know if ..." relays "and want to know if", as the person relayed is
// the asker.
var relayedAskForms = map[string]string{"wants": "want", "needs": "need", "wonders": "wonder", "asks": "ask",
	"wishes": "wish", "hopes": "hope"}

// relayedSubjectAsks reads, after an agent's opening whose person is the
// subject of a statement ("My user won ...", "The player hit ..."; an
// opening of asking is claimed already by claimRelay), an asking verb
// joined by "and" in the first person.
func relayedSubjectAsks(q *question) {
	k := q.begin
	if k+1 >= len(q.toks) {
		return
	}
	// the noun as typed: relayedPerson may have read "the user" as "i"
	if w := q.norm(k); (w != "the" && w != "my" && w != "our") || !relayNouns[strings.ToLower(q.toks[k+1].raw)] {
		return
	}
	for i := k + 2; i < len(q.toks); i++ {
		if w, ok := relayedAskForms[q.norm(i)]; ok && q.norm(i-1) == "and" && q.free(i, i) {
			q.toks[i].norm = w
			// "... and wants to know what tier they hold": the person
			// asking speaks of themselves in the third person
			for j := i + 1; j < len(q.toks); j++ {
				if p, ok := relayedPronouns[q.toks[j].norm]; ok {
					q.toks[j].norm = p
				}
			}
			return
		}
	}
}

// casinoNounsVisited are the directory's nouns a clause of visiting may
// follow ("racinos I could visit"), or "ones" pointing back to them
// ("Ho-Chunk casinos in Wisconsin, which ones could I visit?").
var casinoNounsVisited = set("casino", "casinos", "racino", "racinos", "resort", "resorts", "place", "places", "spot", "spots", "ones")

// visitModals may stand between the visitor and "visit".
var visitModals = set("could", "can", "might", "may", "would", "should", "will")

// visitors are who would visit: the asker, or "you".
var visitors = set("i", "we", "you", "me", "us")

// claimVisitClause claims a clause after a casino noun saying the asker
// would visit it ("any racinos I could visit", "casinos we can visit",
// "casinos to visit in Iowa", "a casino we could stop at", "what casinos
// could I try"): the casinos
// are the directory's, and "visit" there is no record of a visit
// (list_visits).
func claimVisitClause(q *question) {
	for i := 1; i < len(q.toks); i++ {
		if q.norm(i) != "visit" && q.norm(i) != "stop" && q.norm(i) != "try" || !q.free(i, i) {
			continue
		}
		end := i
		if w := q.norm(i + 1); q.norm(i) == "stop" && (w == "at" || w == "by" || w == "in") && q.free(i+1, i+1) {
			end++ // "stop at", "stop by"
		}
		j := i - 1
		switch {
		case q.norm(j) == "to":
			// "casinos to visit"
		case visitModals[q.norm(j)] && visitors[q.norm(j-1)]:
			// "racinos I could visit"; "casinos I visit" without a
			// modal may be the asker's own visits, and is left
			j--
			if q.norm(j-1) == "that" || q.norm(j-1) == "which" {
				j--
			}
		case visitors[q.norm(j)] && visitModals[q.norm(j-1)] && q.norm(j) != "you":
			// "what casinos could I try", "which racinos should we
			// visit": the question's own modal before its asker
			j--
		default:
			continue
		}
		if !casinoNounsVisited[q.norm(j-1)] || !q.free(j, i) {
			continue
		}
		q.toks[i].norm = ""
		q.claim(j, end)
	}
}
