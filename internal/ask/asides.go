package ask

import (
	"strings"
	"time"
)

// Rules for messages that tell a story around their one ask (issue 15,
// the hundred-and-twenty-second part): a question put to no one ("Who
// knew?", "can you believe it?") is the teller's aside, which asks
// nothing of the service; and a sentence told after the ask, of the
// past or of another person, adds nothing to it.

// rhetoricalAside says a sentence or clause is a question put to no one,
// which only marks how the teller feels about the story: "who knew"
// with or without what was not known ("Who knew a cruise could come with
// a casino card?"), "who would have thought" (or guessed), "who knows"
// alone, and "can you believe it" (or "would you believe that"). None
// of them asks for a fact the service keeps: "who knows Korean" asks of
// someone, and is left.
func rhetoricalAside(q *question) bool {
	n := len(q.toks)
	switch {
	case n == 0:
		return false
	case q.norm(0) == "who" && q.norm(1) == "knew":
		return true
	case q.norm(0) == "who" && q.norm(1) == "knows":
		return n == 2
	case q.norm(0) == "who" && (q.norm(1) == "would" || q.norm(1) == "whod" || q.norm(1) == "wouldve"):
		k := 2
		if q.norm(k) == "have" || q.norm(k) == "of" {
			k++
		}
		return asideGuessVerbs[q.norm(k)]
	case (q.norm(0) == "can" || q.norm(0) == "could" || q.norm(0) == "would") && (q.norm(1) == "you" || q.norm(1) == "u") &&
		q.norm(2) == "believe":
		return n == 3 || n == 4 && asideObjects[q.norm(3)]
	}
	return false
}

// asideGuessVerbs are what no one would have done in an aside ("who
// would have thought", "who'd have guessed").
var asideGuessVerbs = set("thought", "guessed", "known", "believed", "imagined", "predicted")

// asideObjects are what is not to be believed in an aside ("can you
// believe it", "... that", "... this").
var asideObjects = set("it", "that", "this")

// answeredAtOnce says a yes-or-no question the teller puts about
// themselves or the story (not to the service: no "you", no "is there")
// is answered by the very next sentence, a short answer with no asking
// in it ("Do I read them? Never.", "Is it my regular spot? Not yet.",
// "Am I a points collector? Apparently yes.", "Will my husband gamble?
// Only if there's a buffet.", "Did I change them? I think so."): the
// teller asks nothing of the service by it, as with a question put to
// no one.
func answeredAtOnce(question, answer string) bool {
	if !strings.HasSuffix(question, "?") || strings.HasSuffix(answer, "?") {
		return false
	}
	q, a := newQuestion(strings.TrimRight(question, "?! ")), newQuestion(strings.TrimRight(answer, ".! "))
	if !yesNoAuxiliaries[q.norm(0)] || len(q.toks) < 3 || q.has("you", "u", "there", "please") {
		return false
	}
	if len(a.toks) == 0 || len(a.toks) > 7 || a.has("please", "pls", "show", "list", "tell", "give", "set", "you") {
		return false
	}
	if len(a.toks) > 4 && !answerClosed(a) && !(a.norm(0) == "only" && (a.norm(1) == "if" || a.norm(1) == "when")) {
		// "Never had one that big.", "Maybe we'll finally go in
		// December.": a sentence of its own after the question, which
		// may be the ask
		return false
	}
	w, next := a.norm(0), a.norm(1)
	switch {
	case answerWords[w]:
		return true
	case w == "not" || w == "only":
		// "Not yet.", "Not one bit.", "Only if there's a buffet.";
		// "Not the expired ones." and "Only the Borgata ones." narrow
		// an ask
		return !narrowedThings[next]
	case w == "a":
		return answerAmounts[next]
	case w == "i" || w == "im" || w == "we":
		// "I think so.", "I doubt it.", "I'm hoping so.", "I'm not
		// sure."
		if next == "not" {
			next = a.norm(2)
		}
		return answerBeliefs[next] && len(a.toks) <= 4
	}
	return false
}

// answerClosed says a short answer's first word or two are closed by a
// comma ("Probably not, but I collect them.", "Yes, I finally checked.").
func answerClosed(a *question) bool {
	for i := 0; i < 2 && i+1 < len(a.toks); i++ {
		if strings.HasPrefix(strings.TrimSpace(a.text[a.toks[i].end:a.toks[i+1].start]), ",") {
			return true
		}
	}
	return false
}

// yesNoAuxiliaries open a question answered yes or no ("Do I ...?", "Is
// it ...?", "Will my husband ...?").
var yesNoAuxiliaries = set("do", "does", "did", "is", "am", "are", "was", "were", "will", "would", "have", "has", "had", "should", "can", "could")

// answerWords open a short answer on their own ("Never.", "Apparently
// yes.", "Barely.", "Now and then.", "Sort of.").
var answerWords = set("yes", "yeah", "yep", "yup", "no", "nope", "nah", "never", "probably", "maybe", "perhaps", "apparently",
	"absolutely", "definitely", "certainly", "mostly", "rarely", "barely", "hardly", "sometimes", "often", "always", "sort",
	"kind", "kinda", "sorta", "now", "surprisingly", "honestly", "sadly", "luckily", "unfortunately", "occasionally",
	"seldom", "totally", "obviously", "of")

// narrowedThings follow "not" or "only" in a fragment that narrows an ask
// rather than answers ("Not the expired ones.", "Only my Borgata trips.").
var narrowedThings = set("the", "those", "these", "my", "any", "ones", "for", "from", "at", "in", "with")

// answerAmounts follow "a" in a short answer ("A little.", "A bit.").
var answerAmounts = set("little", "bit", "lot", "few", "tad")

// answerBeliefs follow "I" (or "I'm") in a short answer ("I think so.",
// "I doubt it.", "I'm hoping so.", "I'm not sure.").
var answerBeliefs = set("think", "guess", "doubt", "hope", "suppose", "believe", "wish", "hoping", "guessing", "thinking",
	"betting", "sure", "afraid")

// withoutAsides is a message of several sentences with its asides
// (rhetoricalAside) taken out: a sentence that is one is dropped, and one
// closed by one after a comma ("it rained all week, can you believe
// it?") keeps what it told, closed by a full stop. A message of one
// sentence, or of asides only, is returned as it is: there is no story
// for the aside to be part of.
func withoutAsides(text string) string {
	ss := storySentences(text)
	if len(ss) < 2 {
		return text
	}
	var kept []string
	changed := false
	for i := 0; i < len(ss); i++ {
		s := ss[i]
		body := strings.TrimRight(s, ".?! ")
		if i+1 < len(ss) && answeredAtOnce(s, ss[i+1]) {
			// "Do I read them? Never.": a question the teller answers
			// at once asks nothing, and the answer tells nothing asked
			changed = true
			i++
			continue
		}
		if rhetoricalAside(newQuestion(body)) {
			changed = true
			continue
		}
		if at := strings.LastIndex(body, ", "); at > 0 && rhetoricalAside(newQuestion(body[at+2:])) {
			s = body[:at] + "."
			changed = true
		}
		kept = append(kept, s)
	}
	if !changed || len(kept) == 0 {
		return text
	}
	return strings.Join(kept, " ")
}

// toldAfterAsk says a sentence after an ask only tells something (of
// the past, of the teller, of another person) and asks nothing: no mark
// or word of asking or requesting, nothing read alone, and a whole
// clause of five words or more, not a fragment that would narrow the ask
// ("Only the Borgata ones."). What it names that the ask leaves open is
// kept apart by afterwordsBind.
func (ix *Index) toldAfterAsk(s string, now time.Time) bool {
	q := newQuestion(s)
	if len(q.toks) < 5 || strings.HasSuffix(s, "?") || sentenceAsks(s) || changeRequested(s) || pleaseRequest(s) ||
		askingAfterLead(s) || relayAsks(s) || sentToAsker(s) || askedToFetch(q) || declinedWish(q) || relayed(q) && !saidByOther(q) || wishForThing(q) ||
		narrowingOpeners[q.norm(0)] || q.has("too", "also") {
		return false
	}
	in, u := ix.understand(s, now)
	if saidByOther(q) && !in.ChangesData && !u.hasAmount && !u.hasHours {
		// "She says I'm not banned from the Borgata, just from
		// overdoing it.": what another person said, whatever its words
		// would ask alone; a change, an amount or hours they say may
		// be the ask's ("She says I should make it $100.")
		return true
	}
	return in.Name == Unknown && !u.hasHours
}

// saidByOther says a sentence opens with another person and a verb of
// saying or thinking with a clause after it ("She says I'm not banned",
// "He still thinks the Orleans is better"): what they said is told. A
// verb with "to" after it ("she says to cap my sessions") passes on a
// request, and is left.
func saidByOther(q *question) bool {
	if !otherOpens(q) {
		return false
	}
	k := 1
	if wantAdverbs[q.norm(k)] {
		k++
	}
	return saidVerbs[q.norm(k)] && q.norm(k+1) != "to" && q.norm(k+1) != "that" && len(q.toks) > k+2
}

// requestPassedOn says a sentence opens with another person saying what
// to do ("She says to make it weekly.", "He said to cap it at an
// hour.", "She says it should be $100."): a request of theirs, passed
// on, which may change the ask before it.
func requestPassedOn(q *question) bool {
	k := 1
	switch {
	case otherOpens(q):
	case (q.norm(0) == "my" || q.norm(0) == "our") && otherPeople[q.norm(1)]:
		// "My sister said it should be $500."
		k = 2
	default:
		return false
	}
	if wantAdverbs[q.norm(k)] {
		k++
	}
	if !saidVerbs[q.norm(k)] {
		return false
	}
	k++
	if q.norm(k) == "that" {
		k++
	}
	// "She says to make it weekly.", "He said it should be $100.", "She
	// thinks I should go with an hour.": what to do, or what the change
	// pointed back to should be
	return q.norm(k) == "to" || q.norm(k) == "it" || (q.norm(k) == "i" || q.norm(k) == "we") && q.norm(k+1) == "should"
}

// changeThenOthersWord says a message asks a change of a limit and then
// tells another person's word on what to do ("Set my daily budget to
// $100. She says to make it weekly.", "Cap my sessions at 40 minutes.
// He said to go with an hour."): the sentences before that word, read
// alone, change data.
func (ix *Index) changeThenOthersWord(text string, now time.Time) bool {
	ss := storySentences(text)
	for i := 1; i < len(ss); i++ {
		if requestPassedOn(newQuestion(ss[i])) {
			in, _ := ix.understand(strings.Join(ss[:i], " "), now)
			return in.ChangesData
		}
	}
	return false
}

// saidVerbs tell what another person said or holds ("says", "swears",
// "thinks").
var saidVerbs = set("says", "said", "swears", "swore", "thinks", "thought", "claims", "claimed", "insists", "insisted")

// narrowingOpeners open a sentence that narrows or adds to an ask before
// it ("Only the ones with a hotel.", "Just the Borgata ones.", "Plus my
// vouchers.").
var narrowingOpeners = set("only", "just", "except", "not", "but", "and", "plus", "excluding", "without", "no", "none")

// casinoNarrowsNothing says no casino could narrow the answer asked: a
// total, summary or limit kept for the asker as a whole (the tax year's
// summary, the W-2G total, the limits, the bankroll, the tier-match
// suggestions, a change of a limit), or the offers predicted for every
// casino when the ask says each or all of them ("what each of my casinos
// will offer me next"). A casino told after such an ask ("We've played
// Mohegan Sun and Foxwoods since January.") is only story.
func casinoNarrowsNothing(in Intent, rest string) bool {
	if wholeAnswers[in.Name] {
		return true
	}
	ss := storySentences(rest)
	return in.Name == CompPredictAll && newQuestion(ss[len(ss)-1]).has("each", "every", "all")
}

// wholeAnswers are the intents whose answer is kept for the asker as a
// whole, by no casino.
var wholeAnswers = set(TaxSummary, W2GTotal, MyLimits, Bankroll, TierMatchSuggestions, SetBudget, SetSessionLimit)

// letMeAsked says a sentence opens with "let me" (or "let us") and a
// verb of being shown or told ("Let me see the craps sessions I logged
// in May.", "let me know my tier at Borgata"): a request, though no
// question word opens it.
func letMeAsked(q *question) bool {
	return q.norm(0) == "let" && (q.norm(1) == "me" || q.norm(1) == "us") && letMeVerbs[q.norm(2)]
}

// letMeVerbs are what "let me" asks to be done for the asker ("let me
// see", "let me know", "let me have a look at").
var letMeVerbs = set("see", "know", "view", "have", "look", "check", "hear")

// storyWinAmount is the amount a story tells as won, for a question
// pointing back to a win ("a win of that amount"): the story's one
// amount when it tells no other, else the one amount a verb of winning
// stands right before (wonBefore: "Then I hit $1,350 on a keno ticket"),
// the others lost or spent ("I lost a $900 blackjack hand"). false when
// several amounts are told and not exactly one of them is won: which one
// the question points to, a reader could not be sure.
func storyWinAmount(q *question, first float64) (float64, bool) {
	var all, won []float64
	for i := range q.toks {
		v, dollar, ok := number(q.norm(i))
		if !ok || v <= 0 || !dollar && !dollarWords[q.norm(i+1)] {
			continue
		}
		all = append(all, v)
		if wonBefore(q, i) {
			won = append(won, v)
		}
	}
	switch {
	case len(all) <= 1:
		return first, true
	case len(won) == 1:
		return won[0], true
	}
	return 0, false
}
