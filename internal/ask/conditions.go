package ask

// Negations, exclusions, conditions and qualifiers (the thirty-second
// held-out part's round). The test for each: a parameter that expresses
// it carries it; one the answer already holds, or whose condition is the
// answer's premise, is read and answered; one no parameter expresses is
// never dropped or turned around: the question declines.

// exclusionCues leave some of the items asked out ("my trips, not
// counting the ones to Black Mesa", "offers except the expired ones",
// "sessions other than blackjack"). A record list filters by one value of
// each field, never by all values but one, so no action leaves them out.
var exclusionCues = [][]string{
	{"except"}, {"excepting"}, {"excluding"}, {"exclude"}, {"other", "than"}, {"besides"}, {"apart", "from"},
	{"aside", "from"}, {"not", "counting"}, {"not", "including"}, {"without", "counting"}, {"leaving", "out"},
	{"leave", "out"}, {"but", "not"}, {"skip"}, {"skipping"}, {"omit"}, {"omitting"}, {"ignoring"},
}

// exclusionCue is the words of an exclusion cue the question holds,
// unread by any entity, or "": one of exclusionCues, or "not" opening a
// clause after the records asked ("my trips, not the ones to Borgata").
func exclusionCue(q *question) string {
	for i := range q.toks {
		if q.norm(i) == "not" && i > q.opening() && q.clauseBreakBefore(i) && q.free(i, i) {
			return q.span(i, i)
		}
		for _, c := range exclusionCues {
			if q.phraseAt(i, c...) && q.free(i, i+len(c)-1) {
				return q.span(i, i+len(c)-1)
			}
		}
	}
	return ""
}

// excluded declines a reading of the player's records (or a change of
// them) whose question leaves some of them out: the list without the
// exclusion would show the items excluded as the answer.
func excluded(in Intent, q *question) (Intent, bool) {
	if !in.NeedsKey || in.Name == Unknown {
		return in, false
	}
	cue := exclusionCue(q)
	if cue == "" {
		return in, false
	}
	out := unknown()
	out.Notes = []string{"Your records are filtered by one casino, game, status or period at a time, and \"" + cue +
		"\" would leave some out: ask for the ones you want, e.g. \"my trips to Borgata\" or \"my available offers\"."}
	return out, true
}

// restrictiveWords narrow what follows them to it ("only my free play
// offers", "just the room offers").
var restrictiveWords = set("only", "just", "solely", "exclusively")

// offerKinds are the kinds of offer add_offer records (free_play, room,
// food, cash_back, event), as players name them.
var offerKinds = [][]string{
	{"free", "play"}, {"freeplay"}, {"room"}, {"rooms"}, {"hotel"}, {"food"}, {"dining"}, {"meal"}, {"meals"},
	{"buffet"}, {"cash", "back"}, {"cashback"}, {"event"}, {"events"}, {"concert"}, {"concerts"},
}

// offerKindsSkipped come between a restrictive word and the kind it
// narrows to ("only show me my free play", "just the room offers").
var offerKindsSkipped = set("my", "the", "our", "show", "me", "see", "list", "give", "want", "those", "ones", "of")

// offerKindOnly says the question narrows the offers to one kind ("only
// my free play offers", "food offers only"): list_offers has no filter by
// kind, so every offer would be shown as the kind asked.
func offerKindOnly(q *question) bool {
	for i := range q.toks {
		for _, k := range offerKinds {
			if !q.phraseAt(i, k...) {
				continue
			}
			j := i - 1
			for j >= 0 && offerKindsSkipped[q.norm(j)] {
				j--
			}
			if j >= 0 && restrictiveWords[q.norm(j)] && !subjectBeforeJust(q, j) || q.phraseAt(j-1, "nothing", "but") {
				return true
			}
			e := i + len(k)
			if q.norm(e) == "offer" || q.norm(e) == "offers" {
				e++
			}
			if q.norm(e) == "only" {
				return true
			}
		}
	}
	return false
}

// subjectBeforeJust: "just" right after a subject says when ("I just got
// free play"), not which.
func subjectBeforeJust(q *question, j int) bool {
	if q.norm(j) != "just" {
		return false
	}
	switch q.norm(j - 1) {
	case "i", "we", "they", "ive", "weve", "im", "have", "has":
		return true
	}
	return false
}

// usableWords say an offer can still be used ("offers that I can still
// use", "still valid", "still good"): the status available, the only one
// from which an offer can still be redeemed.
func stillUsable(q *question) bool {
	for i := range q.toks {
		if !q.free(i, i) {
			continue
		}
		switch q.norm(i) {
		case "usable", "useable", "redeemable", "unexpired":
			return true
		case "still":
			switch q.norm(i + 1) {
			case "good", "valid", "usable", "useable", "redeemable", "live", "active", "open", "use", "redeem", "claim":
				return true
			}
		case "can", "could":
			// "that I can still use", and asked: "which can I still use"
			k, asked := i+1, q.norm(i+1) == "i" || q.norm(i+1) == "we"
			if asked {
				k++
			}
			if q.norm(k) == "still" {
				k++
			}
			switch q.norm(k) {
			case "use", "redeem", "claim":
				return asked || i > 0 && (q.norm(i-1) == "i" || q.norm(i-1) == "we")
			}
		}
	}
	return false
}

// usedAsked says the offers asked are ones the player used, asked in the
// past ("which offers did I use at X", "did we redeem"): the status
// redeemed, as "used" is. denied says the use is denied ("which offers
// didn't I use"): available, declined or expired, no one status.
func usedAsked(q *question) (used, denied bool) {
	for i := range q.toks {
		k := i + 1
		if q.norm(k) == "i" || q.norm(k) == "we" {
			k++
		}
		if q.norm(k) != "use" && q.norm(k) != "redeem" {
			continue
		}
		switch q.norm(i) {
		case "did":
			used = used || k == i+2
		case "didnt", "dont", "never", "havent", "cant", "couldnt":
			denied = true
		}
	}
	return used && !denied, denied
}

// sessionsNotEnded say the sessions asked are open ("sessions I haven't
// ended yet", "sessions not finished", "unfinished sessions"): list_sessions
// filters open, and a session is open until it is ended.
func sessionsNotEnded(q *question) bool {
	for i := range q.toks {
		switch q.norm(i) {
		case "unfinished", "unended", "unclosed", "ongoing":
			return true
		case "havent", "hasnt", "not", "didnt", "never", "arent", "isnt":
			k := i + 1
			for q.norm(k) == "yet" || q.norm(k) == "been" {
				k++
			}
			switch q.norm(k) {
			case "ended", "end", "finished", "finish", "closed", "close", "stopped", "stop", "over", "done":
				return true
			}
		case "still":
			switch q.norm(i + 1) {
			case "going", "running", "open", "active", "ongoing":
				return true
			}
		}
	}
	return q.hasPhrase("in", "progress")
}
