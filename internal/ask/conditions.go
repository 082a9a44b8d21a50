package ask

import (
	"strings"
	"time"
)

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
	return unknownBecause("Your records are filtered by one casino, game, status or period at a time, and \"" + cue +
		"\" would leave some out: ask for the ones you want, e.g. \"my trips to Borgata\" or \"my available offers\"."), true
}

// restrictiveWords narrow what follows them to it ("only my free play
// offers", "just the room offers").
var restrictiveWords = set("only", "just", "solely", "exclusively")

// offerKinds are the kinds of offer add_offer records (free_play, room,
// food, cash_back, event), as players name them.
var offerKinds = [][]string{
	{"free", "play"}, {"freeplay"}, {"room"}, {"rooms"}, {"hotel"}, {"food"}, {"dining"}, {"meal"}, {"meals"},
	{"buffet"}, {"cash", "back"}, {"cashback"}, {"event"}, {"events"}, {"concert"}, {"concerts"},
	// "my cash offers"
	{"cash"},
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

// offerKindNamed says the question names the offers by a kind other than
// free play ("free room offers", "my food offers", "offers for a
// room"): list_offers has no filter by kind, so every offer would be
// shown as the kind asked. Free play is the players' word for the offers
// a casino sends ("my free play at Borgata" is the offers there), so it
// narrows only with "only" or "just" (offerKindOnly).
func offerKindNamed(q *question) bool {
	for i := range q.toks {
		for _, k := range offerKinds {
			if !q.phraseAt(i, k...) || q.phraseAt(i, "free", "play") || k[0] == "freeplay" {
				continue
			}
			e := i + len(k)
			if w := q.norm(e); w == "offer" || w == "offers" {
				return true
			}
			// "offers for a free room", "an offer for the buffet"
			j := i - 1
			if w := q.norm(j); w == "free" || w == "comped" || w == "comp" {
				j--
			}
			if w := q.norm(j); w == "a" || w == "the" {
				j--
			}
			if w := q.norm(j - 1); q.norm(j) == "for" && (w == "offer" || w == "offers") {
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

// claimQualifiers claims the words that only narrow an answer to what
// the rest of the question reads ("casinos within 25 miles of Grove, but
// only ones with a hotel", "MGM Northfield Park's tiers, just the top
// one", "just the house edge for video poker, nothing else"): "only" or
// "just" opening the question or a clause, "only" closing it, and
// "nothing else" closing it. What they narrow to must still be read, or
// the question declines; mid-clause ("which state has only tribal
// casinos") they are left unread.
func claimQualifiers(q *question) {
	n := len(q.toks)
	for i := range q.toks {
		if !q.free(i, i) {
			continue
		}
		w := q.norm(i)
		switch {
		case restrictiveWords[w] && (i == q.opening() || q.clauseBreakBefore(i)):
			q.claim(i, i)
		case restrictiveWords[w] && q.norm(i-1) == "but" && q.free(i-1, i-1) && (i-1 == q.opening() || q.clauseBreakBefore(i-1)):
			q.claim(i-1, i)
		case restrictiveWords[w] && (q.norm(i-1) == "i" || q.norm(i-1) == "we") && wantedVerbs[q.norm(i+1)]:
			// "I only want racinos in Iowa", "we just need tribal
			// casinos": the asker's wish narrowed, as "I want only"
			q.claim(i, i)
		case w == "only" && i == n-1 && i > q.opening():
			q.claim(i, i)
		case w == "nothing" && q.norm(i+1) == "else" && i+1 == n-1 && q.clauseBreakBefore(i):
			q.claim(i, i+1)
		}
	}
}

// wantedVerbs say what the asker wants shown ("I only want", "we just
// need").
var wantedVerbs = set("want", "need", "wanna")

// ladderPositions place a tier's neighbours on its ladder ("the ones
// above Sapphire", "tiers after Gold", "the levels below Diamond").
var ladderPositions = set("above", "below", "after", "beyond", "past", "under", "over")

// ladderNearness put a position right next to the tier ("just below",
// "right above", "immediately after").
var ladderNearness = set("just", "right", "directly", "immediately")

// ladderSlice says the tier found is named after a word of position:
// the question asks for part of the program's ladder, which its details
// answer level by level, not that tier's own threshold. The position's
// word is claimed.
func (u *understanding) ladderSlice() bool {
	if u.tier == nil {
		return false
	}
	q := u.q
	words := norms(u.tier.name)
	for i := range q.toks {
		if len(words) == 0 || q.free(i, i) || !q.namePhraseAt(i, words...) {
			continue
		}
		j := i - 1
		if q.norm(j) == "the" {
			j--
		}
		if ladderPositions[q.norm(j)] && q.free(j, j) {
			if ladderNearness[q.norm(j-1)] && q.free(j-1, j-1) {
				j-- // "just below NOIR", "right after Gold": the rung next to it
			}
			q.claim(j, i-1)
			return true
		}
		if end := rungsOnward(q, i+len(words)); end >= 0 {
			q.claim(i+len(words), end)
			return true
		}
	}
	return false
}

// rungsOnwards say the ladder is asked from a tier on ("Sapphire on up",
// "Gold and up", "Ruby onward", "Platinum and above"): the rungs from
// it, which the program's details list, not its one threshold.
var rungsOnwards = [][]string{{"on", "up"}, {"and", "up"}, {"and", "above"}, {"and", "higher"}, {"and", "beyond"},
	{"onward"}, {"onwards"}, {"upward"}, {"upwards"}, {"on", "down"}, {"and", "down"}, {"and", "below"}, {"up"}, {"down"}}

// rungsOnward gives the last word of a rungsOnwards phrase at k, free,
// or -1. "up to" and "down to" go on to another tier ("from Ruby up to
// Sapphire"), a climb between two rungs, so they are not read here.
func rungsOnward(q *question, k int) int {
	for _, r := range rungsOnwards {
		end := k + len(r) - 1
		if q.phraseAt(k, r...) && q.free(k, end) && q.norm(end+1) != "to" {
			return end
		}
	}
	return -1
}

// rungSteps say which way along the ladder the rung asked lies ("the
// next tier up", "the previous level", "one step down").
var rungSteps = set("next", "previous", "up", "down", "higher", "lower")

// claimNextRung claims the words of a step along the ladder in a
// question that slices it ("after Loyal in True Rewards, what's the
// next tier up?"): the rung next to the tier named, which the program's
// details answer, not the asker's own next tier.
func claimNextRung(q *question) {
	for i := range q.toks {
		if rungSteps[q.norm(i)] && q.free(i, i) && (tierNouns[q.norm(i+1)] || tierNouns[q.norm(i-1)]) {
			q.claim(i, i)
		}
	}
}

// premiseVerbs state how the asker plays, in a condition that does not
// change a threshold ("if I only play slots", "if I just stick to
// blackjack").
var premiseVerbs = set("play", "playing", "stick")

// gamePremise claims a condition on the game the asker plays ("if I only
// play slots") in a question of a tier's threshold: a tier takes one
// amount of credits or points whatever the game, so the condition is the
// answer's premise. The game's own words are claimed by the game.
func gamePremise(q *question) bool {
	for i := range q.toks {
		if q.norm(i) != "if" || !q.free(i, i) || (q.norm(i+1) != "i" && q.norm(i+1) != "we") {
			continue
		}
		k := i + 2
		for q.norm(k) == "only" || q.norm(k) == "just" || q.norm(k) == "mostly" || q.norm(k) == "mainly" {
			k++
		}
		if !premiseVerbs[q.norm(k)] {
			continue
		}
		end := k
		if q.norm(k) == "stick" && q.norm(k+1) == "to" {
			end = k + 1
		}
		if q.free(i, end) && end+1 < len(q.toks) && !q.free(end+1, end+1) {
			q.claim(i, end)
			return true
		}
	}
	return false
}

// paceWords are the player's own pace ("if I keep up my current pace",
// "at this rate"); paceFill come between the condition's opening and it.
var (
	paceWords = set("pace", "rate", "clip")
	paceFill  = set("i", "we", "keep", "keeps", "up", "my", "our", "current", "this", "same", "the", "playing", "play",
		"going", "maintain", "stay", "on", "continue", "at")
)

// playerPace finds a condition on the asker's own pace of play ("if I
// keep up my current pace", "at this rate", "at my current pace"): the
// first and last of its words, and whether there is one. A game's pace
// ("the pace of craps") is no such condition.
func playerPace(q *question) (int, int, bool) {
	for p := range q.toks {
		if !paceWords[q.norm(p)] {
			continue
		}
		own := false
		for j := p - 1; j >= 0 && j >= p-7 && paceFill[q.norm(j)]; j-- {
			switch q.norm(j) {
			case "my", "our", "this", "current", "same":
				own = true
			}
			if (q.norm(j) == "at" || q.norm(j-1) == "if") && own {
				if q.norm(j-1) == "if" {
					j--
				}
				return j, p, true
			}
		}
	}
	return 0, 0, false
}

// claimPlayerPace claims the condition playerPace finds: in a question
// of the progress to the next tier, it is the premise of the answer,
// which says the days left and the points needed per day.
func claimPlayerPace(q *question) {
	if i, j, ok := playerPace(q); ok {
		q.claim(i, j)
	}
}

// coolingWords name the wait before a raised limit takes effect.
var coolingWords = set("cooling", "wait", "waiting", "delay", "delayed", "cooldown")

// lowerVerbs move a limit down, which takes effect at once.
var lowerVerbs = set("lower", "reduce", "decrease", "cut", "drop", "shorten", "trim")

// unlessCondition reads a change or a reading of the records with a
// condition after "unless": one on the cooling-off of a limit lowered
// ("lower my daily budget to $40 unless that needs a cooling-off
// period") holds (a lower limit takes effect at once, only a higher one
// waits), so the change before it is proposed; any other condition no
// parameter expresses declines the question, never dropped.
func (ix *Index) unlessCondition(u *understanding, in Intent, now time.Time) (Intent, bool) {
	q := u.q
	k := -1
	for i := range q.toks {
		if q.norm(i) == "unless" && q.free(i, i) {
			k = i
			break
		}
	}
	if k <= 0 {
		return in, false
	}
	cooling := false
	for i := k + 1; i < len(q.toks); i++ {
		cooling = cooling || coolingWords[q.norm(i)]
	}
	lowered := false
	for i := 0; i < k; i++ {
		lowered = lowered || lowerVerbs[q.norm(i)]
	}
	if cooling && lowered {
		pre, _ := ix.understand(q.text[:q.toks[k].start], now)
		if pre.Name == SetBudget || pre.Name == SetSessionLimit {
			return pre, true
		}
	}
	if in.Name == Unknown || !in.NeedsKey {
		return in, false
	}
	return unknownBecause("/ask cannot hold a request to a condition (\"unless ...\"): ask without it, e.g. \"my offers from Borgata\"."), true
}

// checkInNoun says "check-in" is a record of a visit ("every check-in
// I've made", "my last check-in", "all my casino check-ins", "where
// have I logged a check-in"), not the verb of the check_in action
// ("can I check in at Borgata", "do a check-in for me").
func checkInNoun(q *question) bool {
	for i := range q.toks {
		if !q.phraseAt(i, "check", "in") {
			continue
		}
		before := i - 1
		if q.norm(before) == "casino" {
			// "every casino check-in": the casino names what was
			// checked in at, the determiner is still the record's
			before--
		}
		switch q.norm(before) {
		case "every", "each", "my", "our", "all", "last", "latest", "recent", "previous", "past":
			return true
		case "a", "an":
			// "logged a check-in", "recorded a check-in": one made
			// and kept, which the visits list
			if checkInRecordedVerbs[q.norm(before-1)] {
				return true
			}
		}
	}
	return false
}

// checkInRecordedVerbs say a check-in was made and kept ("logged a
// check-in", "recorded one").
var checkInRecordedVerbs = set("logged", "recorded", "registered", "made")

// hostsElseAsked: the question asks which other hosts there are should a
// casino have none ("if there's no host at Isle of Capri Waterloo, who
// else could I talk to?"). The hosts taking new players anywhere answer
// both branches (the casino's own if any, and the others); a filter to
// the casino would leave "who else" unanswered.
func hostsElseAsked(q *question) bool {
	if !q.has("if") || !q.has("host", "hosts") || !(q.has("else", "elsewhere") || q.hasPhrase("other", "hosts") || q.hasPhrase("another", "host")) {
		return false
	}
	for i := range q.toks {
		if q.norm(i) != "if" {
			continue
		}
		for j := i + 1; j < len(q.toks) && j <= i+8; j++ {
			if q.norm(j) == "no" && (q.norm(j+1) == "host" || q.norm(j+1) == "hosts") {
				return true
			}
			if (q.norm(j) == "isnt" || q.norm(j) == "arent") && (q.norm(j+1) == "a" || q.norm(j+1) == "any") &&
				(q.norm(j+2) == "host" || q.norm(j+2) == "hosts") {
				return true
			}
			if (q.norm(j) == "doesnt" || q.norm(j) == "dont") && q.norm(j+1) == "have" &&
				(q.norm(j+2) == "host" || q.norm(j+2) == "hosts" || q.norm(j+3) == "host" || q.norm(j+3) == "hosts") {
				return true
			}
		}
	}
	return false
}

// relativeOpeners open a clause that says which records are meant ("my
// trips where I ...", "sessions that we ...", "the visits when I ...").
var relativeOpeners = set("where", "when", "that", "which", "whenever", "wherever")

// resultVerbs say what a record came to in money ("where I spent",
// "when I won", "that I lost", "where I came out ahead", "broke even").
var resultVerbs = set("won", "win", "lost", "lose", "spent", "spend", "made", "make", "profited", "dropped", "blew",
	"came", "come", "broke", "finished", "ended", "walked", "cashed", "netted", "went")

// resultParticles follow the verbs of a result that need one ("came out
// ahead", "ended up", "went home a winner", "walked away up").
var resultParticles = set("out", "up", "down", "ahead", "behind", "even", "away", "home", "positive", "negative")

// recordsHeldToResult: the player's trips, sessions or visits are held to
// what they came to, in a clause after them ("sessions where i came out
// ahead", "trips where I spent over $1,000"): list_trips, list_sessions
// and list_visits filter by casino, game and dates only. "came", "went"
// and the like count only with a particle of result ("came out ahead",
// not "went to Reno").
func (u *understanding) recordsHeldToResult() bool {
	q := u.q
	return u.recordsClauseVerb(func(v int) bool {
		w := q.norm(v)
		if !resultVerbs[w] {
			return false
		}
		switch w {
		case "came", "come", "broke", "finished", "ended", "walked", "cashed", "went":
			return resultParticles[q.norm(v+1)]
		}
		return true
	})
}

// recordsHeldToMove: the player's sessions, trips or visits are held to a
// move of play, in a clause after them ("my blackjack sessions where I
// doubled down", "sessions when I took insurance"): a session keeps its
// casino, game, times and money, never the moves played.
func (u *understanding) recordsHeldToMove() bool {
	q := u.q
	return u.recordsClauseVerb(func(v int) bool {
		w := q.norm(v)
		return playMoveVerbs[w] || insuranceVerbs[w] && (q.norm(v+1) == "insurance" || q.phraseAt(v+1, "even", "money"))
	})
}

// playMoveVerbs are the moves of a hand or a roll a player makes ("where
// I doubled down", "when I split", "that I surrendered").
var playMoveVerbs = set("doubled", "split", "splitted", "surrendered", "folded", "bluffed", "busted", "hedged", "pressed",
	"parlayed", "insured", "rebought", "resplit", "stood")

// insuranceVerbs take insurance or even money at blackjack.
var insuranceVerbs = set("took", "bought", "got", "take", "buy", "get", "taking", "buying")

// lengthUnits are the units a trip's or session's length is told in.
var lengthUnits = set("night", "nights", "day", "days", "hour", "hours", "hr", "hrs", "minute", "minutes", "min", "mins",
	"week", "weeks")

// lengthComparators hold a length to a bound right before it ("over 3
// hours", "under an hour"; "the past 3 days" is a period);
// lengthComparatorPairs are the two-word ones
// ("more than three nights", "longer than a week").
var (
	lengthComparators     = set("over", "under", "exceeding", "beyond", "upwards")
	lengthComparatorPairs = [][2]string{{"more", "than"}, {"less", "than"}, {"fewer", "than"}, {"longer", "than"},
		{"shorter", "than"}, {"at", "least"}, {"at", "most"}, {"upwards", "of"}}
)

// lengthTails bound a length after it ("3 nights or more", "an hour or
// less").
var lengthTails = set("more", "longer", "less", "shorter", "fewer")

// recordsHeldToLength: the player's trips, sessions or visits are held to
// how long they lasted ("my trips that lasted more than three nights",
// "sessions over 2 hours", "my 3-night trips"): list_trips, list_sessions
// and list_visits filter by casino, game and dates only. A count of time
// before "ago" is a date ("more than 3 days ago"), and "the last 3
// days" is a period, with no bound before the count. "Were there no
// sessions over 3 hours" asks whether none went over, which the list of
// the period shows, as the cap's guards read it.
func (u *understanding) recordsHeldToLength() bool {
	q := u.q
	if !q.hasOf(listedRecords) {
		return false
	}
	for i := range q.toks {
		if listedRecords[q.norm(i)] && q.norm(i-1) == "no" {
			return false
		}
	}
	for i := range q.toks {
		if !lengthUnits[q.norm(i)] || q.norm(i+1) == "ago" || i == 0 {
			continue
		}
		c := i - 1
		w := q.norm(c)
		if _, dollar, ok := number(w); !(ok && !dollar || w == "a" || w == "an") {
			continue
		}
		if listedRecords[q.norm(i+1)] && !strings.HasSuffix(q.norm(i), "s") {
			return true // "my 3-night trips", "two-hour sessions"
		}
		if lengthComparators[q.norm(c-1)] || q.norm(i+1) == "or" && lengthTails[q.norm(i+2)] {
			return true // "over 3 hours", "3 nights or more"
		}
		for _, p := range lengthComparatorPairs {
			if q.phraseAt(c-2, p[0], p[1]) {
				return true
			}
		}
	}
	return false
}

// recordsClauseVerb: after the player's trips, sessions or visits, a
// clause opens with "where", "when" or "that" and "I" or "we", and held
// is true of its verb (the token after the subject and an adverb or
// auxiliary).
func (u *understanding) recordsClauseVerb(held func(v int) bool) bool {
	q := u.q
	for i := range q.toks {
		if !listedRecords[q.norm(i)] {
			continue
		}
		// up to six words between them, not counting the words of a
		// casino, a game or a period read ("trips to Sam's Town
		// Shreveport in 2025 where I came out ahead")
		for k, gap := i+1, 0; k < len(q.toks)-2 && gap <= 6; k++ {
			if q.free(k, k) {
				gap++
			}
			if !relativeOpeners[q.norm(k)] || (q.norm(k+1) != "i" && q.norm(k+1) != "we") {
				continue
			}
			v := k + 2
			if w := q.norm(v); w == "actually" || w == "really" || w == "had" || w == "have" || w == "did" {
				v++
			}
			if held(v) {
				return true
			}
		}
	}
	return false
}

// deniedLinks deny what a noun asked is or has ("hosts who don't speak
// Spanish", "trips that weren't to Borgata", "casinos that aren't
// Ameristars").
var deniedLinks = set("doesnt", "dont", "didnt", "werent", "wasnt", "arent", "isnt", "not", "never", "aint")

// deniedSubjects before or after a denial make it the asker's, or a
// person's, own telling ("I've never been to Borgata", "haven't I
// redeemed"), not a denial of what the noun asked is; so does "there"
// ("if there isn't a host at X") and a modal, which states a cap ("must
// not exceed 4 hours").
var deniedSubjects = union(union(neverSubjects, thirdPersons), set("im", "were", "you", "youre", "u", "it", "its", "there",
	"must", "should", "shall", "may", "might", "can", "could", "will", "would"))

// deniedValue is the words of a value the question read that a denial
// unread by any rule stands right before, with at most three unread
// words between them ("who doesn't speak Spanish", "that weren't to
// Borgata"), said of the thing asked rather than by the asker; "" when
// none. Every filter keeps the items that have the value, so the answer
// would be the ones the question leaves out. A status the denial turns
// ("vouchers that weren't redeemed") is read by the status rules.
func deniedValue(q *question) string {
	for i := range q.toks {
		if !deniedLinks[q.norm(i)] || !q.free(i, i) || i <= q.opening() || q.clauseBreakBefore(i) ||
			deniedSubjects[q.norm(i-1)] && !pastWere(q, i-1) || deniedSubjects[q.norm(i+1)] {
			continue
		}
		for k := i + 1; k < len(q.toks) && k <= i+4 && !q.clauseBreakBefore(k); k++ {
			if q.free(k, k) {
				continue
			}
			w := q.norm(k)
			if offerStatuses[w] != "" || voucherStatuses[w] != "" {
				break
			}
			return q.span(i, k)
		}
	}
	return ""
}

// pastWere: token k is the verb "were" as typed ("visits that were not
// to X"), which reads as "we're" once its apostrophe is gone.
func pastWere(q *question, k int) bool {
	return k >= 0 && k < len(q.toks) && strings.EqualFold(q.toks[k].raw, "were")
}

// deniedFiltered declines a reading whose question denies a value it
// read of the thing asked (deniedValue): the answer would hold just the
// items the question leaves out.
func deniedFiltered(in Intent, q *question) (Intent, bool) {
	if in.Name == Unknown {
		return in, false
	}
	what := deniedValue(q)
	if what == "" {
		return in, false
	}
	return unknownBecause("Tierline filters by what a thing is or has, never by what it is not, and \"" + what +
		"\" would be answered with the very ones left out: ask for the ones you want."), true
}
