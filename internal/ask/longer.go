package ask

import (
	"strings"
	"time"
)

// Rules for longer messages (issue 15, the seventy-first part): sentences
// after the ask that tell a condition and a plan, a habit, a reckoning or
// what was said, which ask nothing; a purpose clause closing the ask; and
// words in the ask that point back to the story's state or records.

// longIfPlanned says a sentence is a condition with the asker's plan after
// it ("If it's worth it I'll sign up this week.", "If I'm close we'll
// stay an extra night."): what the asker will do once answered, which
// asks nothing.
func longIfPlanned(q *question) bool {
	if q.norm(0) != "if" && q.norm(0) != "once" {
		return false
	}
	for i := 2; i < len(q.toks); i++ {
		if longPlanSubjects[q.norm(i)] && longWillForms(q, i) {
			return true
		}
	}
	return false
}

// longIfReacted says a sentence is a condition followed only by how the
// asker would take it ("If I can hit it on business trips, great.", "If
// not, no big deal."): a feeling once answered, which asks nothing.
func longIfReacted(q *question) bool {
	if q.norm(0) != "if" {
		return false
	}
	n := len(q.toks)
	for k := n - 2; k >= 1 && k >= n-4; k-- {
		if punctAfter(q, k) {
			return longReactions[q.norm(n-1)]
		}
	}
	return false
}

// longReactions close a condition with how the asker would take it
// ("..., great", "..., even better", "..., no big deal").
var longReactions = set("great", "perfect", "awesome", "fantastic", "wonderful", "ideal", "nice", "cool", "fine", "better",
	"excellent", "sweet", "deal", "bonus")

// longPlanSubjects are the asker as the subject of a plan ("I'll", "we
// will").
var longPlanSubjects = set("ill", "well", "i", "we")

// longWillForms says the token at i is "I'll" or "we'll" as typed, or "I"
// or "we" before "will" or "might" ("I will sign up", "we might go").
func longWillForms(q *question, i int) bool {
	switch q.norm(i) {
	case "ill", "well":
		// "ill" and "well" are also words of their own: only the
		// contraction as typed is the plan
		return strings.ContainsAny(q.toks[i].raw, "'’")
	}
	return q.norm(i+1) == "will" || q.norm(i+1) == "might"
}

// longHabitTold says a sentence tells what the asker has been doing,
// typed with or without its subject ("been playing the Orleans every
// weekend", "I've been going every payday", "we have been driving up
// monthly"): a habit, which asks nothing.
func longHabitTold(q *question) bool {
	k := 0
	switch {
	case q.norm(0) == "been":
		k = 1
	case (q.norm(0) == "ive" || q.norm(0) == "weve") && q.norm(1) == "been":
		k = 2
	case (q.norm(0) == "i" || q.norm(0) == "we") && q.norm(1) == "have" && q.norm(2) == "been":
		k = 3
	default:
		return false
	}
	return participle(q.norm(k)) && !wishVerbs[q.norm(k)]
}

// longReckonVerbs are what the asker tries to work out after "trying to"
// ("trying to figure out how long my $300 lasts", "hoping to work out a
// plan", "trying to decide between two trips").
var longReckonVerbs = set("figure", "work", "decide", "plan", "budget", "gauge", "sort", "weigh", "choose")

// longReckoningTold says a sentence opens with the asker's effort to work
// something out ("trying to figure out how long my $300 lasts", "I'm
// trying to decide where to go"): its amount or time is the asker's own
// sum, not one the question asks about.
func longReckoningTold(q *question) bool {
	k := 0
	switch {
	case q.norm(0) == "im" || q.norm(0) == "were" || q.norm(0) == "just":
		k = 1
	case (q.norm(0) == "i" && q.norm(1) == "am") || (q.norm(0) == "we" && q.norm(1) == "are"):
		k = 2
	}
	if q.norm(k) == "just" {
		k++
	}
	return (q.norm(k) == "trying" || q.norm(k) == "hoping") && q.norm(k+1) == "to" && longReckonVerbs[q.norm(k+2)]
}

// longMadeFor says a sentence telling what the asker is doing names the
// person it is done for only as who gets the thing made ("I'm putting
// together a scrapbook for my wife"): the asker does it, and no one else
// is asked about. A pronoun or particle before "for" ("I'm doing this for
// my wife", "pulling these up for him") makes the asking itself the other
// person's errand, so it is no such sentence.
func longMadeFor(q *question) bool {
	if !doingTold(q) {
		return false
	}
	for i := 1; i < len(q.toks); i++ {
		if pointingWords[q.norm(i)] || q.norm(i) == "these" {
			return false
		}
		if q.norm(i) == "for" {
			return !longParticles[q.norm(i-1)] && !participle(q.norm(i-1))
		}
	}
	return false
}

// longParticles close a verb's phrase before "for" ("pulling it up for",
// "looking it over for").
var longParticles = set("up", "out", "over", "down", "in", "on")

// longRelayedObjects are the user an agent's sentence names after its
// opening "they", with the asker's own words for them (asRelayedUser).
var longRelayedObjects = map[string]string{"them": "me", "themselves": "myself", "their": "my", "theirs": "mine"}

// claimLongAbleTo claims "able to" after "you" or "you be" ("what
// programs are you able to tell me about", "would you be able to show my
// trips"): asked whether the service can, the question asks as "can you"
// does, and "able" is no word of any answer.
func claimLongAbleTo(q *question) {
	for i := 1; i+1 < len(q.toks); i++ {
		if q.norm(i) != "able" || q.norm(i+1) != "to" {
			continue
		}
		s := i
		if q.norm(s-1) == "be" {
			s--
		}
		if knowers[q.norm(s-1)] && q.free(s, i+1) {
			q.claim(s, i+1)
		}
	}
}

// claimMoreAbout claims "more" asked of a subject after a verb of
// telling or knowing ("tell me more about Borgata", "I'd like to learn
// a bit more about Boyd Rewards", "know more on that place"): it asks
// what is kept about the subject, as "tell me about" does, and "more"
// is no word of any answer.
func claimMoreAbout(q *question) {
	for i := 1; i+1 < len(q.toks); i++ {
		if q.norm(i) != "more" || (q.norm(i+1) != "about" && q.norm(i+1) != "on") {
			continue
		}
		s := i
		if (q.norm(s-1) == "bit" || q.norm(s-1) == "little") && q.norm(s-2) == "a" {
			s -= 2
		}
		if w := q.norm(s - 1); (w == "me" || w == "us") && q.norm(s-2) == "tell" || knowVerbs[w] {
			if q.free(s, i) {
				q.claim(s, i)
			}
		}
	}
}

// longPurposeSubjects are who a purpose clause serves ("so they know",
// "so that I can", "so my user knows").
var longPurposeSubjects = set("i", "we", "they", "he", "she", "you", "u", "im", "were", "theyre", "hes", "shes", "id",
	"wed", "theyd", "ill", "well", "theyll")

// longPurposeTailAt is where a purpose clause closing a question opens
// ("show the tier ladder for Genting Rewards so they know what to aim
// for", "list the programs so that I can compare them"): "so", an
// optional "that", then its subject; -1 when it has none. After a comma,
// "so" opens what follows from the story ("I lose track of time, so I
// want ..."), often the ask itself.
func longPurposeTailAt(q *question) int {
	for i := 2; i+2 < len(q.toks); i++ {
		if q.norm(i) != "so" || punctAfter(q, i-1) {
			continue
		}
		k := i + 1
		if q.norm(k) == "that" {
			k++
		}
		if longPurposeSubjects[q.norm(k)] && k+1 < len(q.toks) && !wishVerbs[q.norm(k+1)] {
			return i
		}
	}
	return -1
}

// claimLongSomething claims "something" that stands for what a yes-or-no
// question asks about, before the clause that says it ("Is a $1,500
// poker win something I'd get a W-2G for?", "is a $700 keno hit
// something that needs reporting"): the question asks the clause.
func claimLongSomething(q *question) {
	if !longYesNoOpeners[q.norm(0)] {
		return
	}
	for i := 2; i+1 < len(q.toks); i++ {
		if q.norm(i) == "something" && longClauseAfterSomething[q.norm(i+1)] && q.free(i, i) {
			q.claim(i, i)
		}
	}
}

// longYesNoOpeners open a yes-or-no question whose predicate may be
// "something" and a clause.
var longYesNoOpeners = set("is", "was", "would", "will", "isnt", "wasnt")

// longClauseAfterSomething open the clause after "something" ("something
// I'd", "something that", "something we").
var longClauseAfterSomething = set("i", "id", "ill", "we", "wed", "that", "which", "you", "youd", "the", "a", "irs")

// longStatePointed says a question points back to a state with "the
// state" or "that state" ("the state's self-exclusion list", "the help
// line for that state"), naming none of its own.
func longStatePointed(q *question) bool {
	for i := 1; i < len(q.toks); i++ {
		if (q.norm(i) == "state" || q.norm(i) == "states") && longStatePointers[q.norm(i-1)] {
			return true
		}
	}
	return false
}

// longStatePointers come before "state" when it points back ("the
// state", "that state", "their state").
var longStatePointers = set("the", "that", "this", "their", "same")

// longStoryState is the one state a story names, or the state of the one
// town it names; "" when it names none (or a town in several states).
func (ix *Index) longStoryState(context string, now time.Time) string {
	_, cu := ix.understand(context, now)
	switch {
	case cu.state != nil:
		return cu.state.Code
	case cu.city != nil && len(cu.city.cities) == 1:
		return cu.city.cities[0].State
	}
	return ""
}

// longGuessers are who opens a guess after a question: the asker, or an
// agent's user as "they".
var longGuessers = set("i", "we", "they")

// longGuessTold says afterwords open with a guess of the asker's ("I
// think I left one open at Borgata", "they believe it was in March", "I
// guess a couple were at Ameristar"): what they expect the answer holds.
func longGuessTold(q *question) bool {
	k := 1
	if q.norm(1) == "just" || q.norm(1) == "kind" || q.norm(1) == "sort" {
		k = 2
	}
	return longGuessers[q.norm(0)] && longGuessVerbs[q.norm(k)]
}

// longGuessVerbs say a guess ("I think", "we believe", "they suspect").
var longGuessVerbs = set("think", "thinks", "believe", "believes", "guess", "suspect", "suppose", "reckon", "figure")

// longPurposeSplit parts a sentence before a purpose clause that closes
// it ("Show me the tiers of Grazie Rewards so I know what I'm chasing."):
// the head asks, and the tail is an afterword (longPurposeAfterword).
// false when the sentence has no such clause.
func longPurposeSplit(s string) (head, tail string, ok bool) {
	at := strings.LastIndex(s, " so ")
	if at <= 0 || strings.HasSuffix(strings.TrimSpace(s[:at]), ",") {
		return "", "", false
	}
	if !longPurposeAfterword(newQuestion(s[at+1:])) {
		return "", "", false
	}
	return s[:at], s[at+1:], true
}

// longPurposeAfterword says a sentence is a purpose clause ("so I know
// what to aim for", "so that we can plan"): why the asker asks, which
// asks nothing.
func longPurposeAfterword(q *question) bool {
	k := 1
	if q.norm(k) == "that" {
		k++
	}
	return q.norm(0) == "so" && longPurposeSubjects[q.norm(k)] && k+1 < len(q.toks) && !wishVerbs[q.norm(k+1)]
}

// Rules for longer messages (issue 15, the hundred-and-twenty-sixth
// part): afterwords an agent writes of its user as "he" or "she", a
// wish to know closed by when it is wanted, a need put as the request,
// and another person's records asked with "he" or "she".

// relayedAfterwords are the afterwords of an agent's message read as
// its user's own (asRelayedUser), sentence by sentence: "They're putting
// together a scrapbook" is the user busy, not a third person whose
// records the question might ask. When the question calls its user "he"
// or "she" ("given the tiers on his account"), an afterword opening with
// that pronoun is the user too ("He's changing jobs").
func relayedAfterwords(text, rest, after string) string {
	if !relayOpens(text) {
		return after
	}
	rq := newQuestion(rest)
	ss := storySentences(after)
	for i, s := range ss {
		s = asRelayedUser(s, true)
		q := newQuestion(s)
		if w, ok := relayedHeShe[q.norm(0)]; ok && len(q.toks) > 1 && rq.has(userPronouns[q.norm(0)]...) {
			s = w + s[q.toks[0].end:]
		}
		ss[i] = s
	}
	return strings.Join(ss, " ")
}

// relayedHeShe are an opening "he" or "she" as the asker an agent's user
// stands for, and userPronouns the words by which a question shows its
// user is that person ("his account", "her trips").
var (
	relayedHeShe = map[string]string{"he": "I", "hes": "I'm", "hed": "I'd", "hell": "I'll",
		"she": "I", "shes": "I'm", "shed": "I'd", "shell": "I'll"}
	userPronouns = map[string][]string{
		"he": {"his", "him"}, "hes": {"his", "him"}, "hed": {"his", "him"}, "hell": {"his", "him"},
		"she": {"her"}, "shes": {"her"}, "shed": {"her"}, "shell": {"her"}}
)

// knowWishAt is the token after an opening wish to know ("I'd like to
// know", "I want to know", "we'd love to know"), 0 when the sentence
// opens otherwise.
func knowWishAt(q *question) int {
	k := wouldAt(q)
	if k == 0 && (q.norm(0) == "i" || q.norm(0) == "we") && wishVerbs[q.norm(1)] {
		k = 1
	}
	if k == 0 || !wishVerbs[q.norm(k)] || q.norm(k+1) != "to" || q.norm(k+2) != "know" {
		return 0
	}
	return k + 3
}

// eventBeforeAt is where a closing "before the next trip", "before our
// anniversary" or "ahead of my birthday" begins: when the asker wants to
// know, an event of theirs (nearingNouns) drawing near, which narrows
// nothing; 0 when the sentence closes otherwise.
func eventBeforeAt(q *question) int {
	n := len(q.toks)
	if n < 3 || !nearingNouns[q.norm(n-1)] {
		return 0
	}
	for k := n - 2; k >= 1 && k >= n-4; k-- {
		if q.norm(k) == "before" {
			for j := k + 1; j < n-1; j++ {
				if !eventDeterminers[q.norm(j)] {
					return 0
				}
			}
			return k
		}
	}
	return 0
}

// eventDeterminers stand between "before" and the event ("the next",
// "our", "my big").
var eventDeterminers = set("the", "my", "our", "next", "this", "that", "upcoming", "big", "coming")

// knowWishBeforeEvent says a sentence wishes to know something before an
// event of the asker's ("I'd like to know what I'm up against before the
// next trip."): the wish is the afterword it would be without its close,
// which only says when, if it names no place, casino, game or amount;
// the event's words ("trip") ask for no records.
func (ix *Index) knowWishBeforeEvent(q *question, s string, now time.Time) bool {
	if knowWishAt(q) == 0 {
		return false
	}
	at := eventBeforeAt(q)
	if at == 0 {
		return false
	}
	// what is wished known names nothing of its own ("which casinos
	// near Tunica have it" is a question of its own)
	head := strings.TrimRight(s[:q.toks[at].start], " ,") + "."
	in, u := ix.understand(head, now)
	return in.Name == Unknown && u.city == nil && u.state == nil && len(u.casinos) == 0 && u.game == "" && !u.hasAmount &&
		ix.afterword(head, now)
}

// needRequest says a sentence asks for something by telling that the
// asker needs it ("I need my gambling tax summary for 2025 pulled
// together.", "We need our trips from May"): a need of the asker's own
// records, as a request says it, not a need to do something.
func needRequest(s string) bool {
	q := newQuestion(s)
	return (q.norm(0) == "i" || q.norm(0) == "we") && q.norm(1) == "need" && (q.norm(2) == "my" || q.norm(2) == "our")
}

// heOrSheRecordsAsked says a question speaks of "he" or "she" and asks
// for records by their noun ("How many W-2Gs does he have?", "what were
// her trips"): another person's records. "a W-2G" is the form a win may
// need ("does she need a W-2G"), which is the rule, not records.
func heOrSheRecordsAsked(q *question) bool {
	if !q.hasOf(heOrShe) {
		return false
	}
	for i := range q.toks {
		if w := q.norm(i); recordNouns[w] && !(w == "w2g" && (q.norm(i-1) == "a" || q.norm(i-1) == "an")) {
			return true
		}
	}
	return false
}
