package ask

import (
	"reflect"
	"slices"
	"strings"
	"time"
	"unicode"

	"github.com/tierline/tierline/internal/domain/directory"
)

// sentenceAbbrevs are words whose full stop closes no sentence ("St.
// Louis", "Mt. Pleasant").
var sentenceAbbrevs = set("st", "mt", "ft", "dr", "mr", "mrs", "ms", "jr", "sr", "no", "vs", "etc")

// storySentences splits a message into its sentences: a full stop,
// question mark or exclamation mark followed by a space and a capital
// letter or a digit closes one, but not after an abbreviation ("St.
// Louis") or inside an amount ("$1,900."). Typed on a phone, a message
// may have no capitals: a question or exclamation mark closes a sentence
// before a lower-case letter too ("any casinos near sahuarita? thx"), and
// so does a full stop in a message that opens in lower case ("staying
// with friends over thanksgiving. casinos within 15 km of ...").
func storySentences(text string) []string {
	var out []string
	start := 0
	rs := []rune(text)
	lowerTyped := false
	for _, r := range rs {
		if unicode.IsLetter(r) {
			lowerTyped = unicode.IsLower(r)
			break
		}
	}
	for i := 0; i+2 < len(rs); i++ {
		if k, ok := phoneBreak(rs, i); ok && i > start {
			// "... we're driving through", a line break: a sentence
			// closed as a phone types it
			if s := strings.TrimSpace(string(rs[start:i])); s != "" {
				out = append(out, s)
			}
			start = k
			i = k - 1
			continue
		}
		if rs[i] == ':' && unicode.IsSpace(rs[i+1]) && i > start && (colonAsks(rs[start:i]) || askerColon(rs, start, i)) {
			// "My user, who is planning a trip, asks: how far am I from
			// the next tier?", "remind me: which limits ...": what a
			// colon after asking opens is a sentence of its own
			j := i + 1
			for j < len(rs) && unicode.IsSpace(rs[j]) {
				j++
			}
			if j < len(rs) && unicode.IsLetter(rs[j]) {
				out = append(out, strings.TrimSpace(string(rs[start:i+1])))
				start, i = j, j-1
				continue
			}
		}
		if !strings.ContainsRune(".?!", rs[i]) || !unicode.IsSpace(rs[i+1]) {
			continue
		}
		j := i + 1
		for j < len(rs) && unicode.IsSpace(rs[j]) {
			j++
		}
		if j >= len(rs) {
			continue
		}
		// a full stop after a word of two letters or more ("lol.", not
		// "a.m.")
		// or after a number when a question opens next ("nothing to do
		// after 5. what casinos ...")
		// or, in a message typed all in lower case, after a number
		// ("my tax summary for 2025. my cpa is asking"), as a phone
		// types a year closing the ask
		lower := unicode.IsLower(rs[j]) &&
			(rs[i] != '.' || (lowerTyped || asksAt(rs, j)) && i > 1 && unicode.IsLetter(rs[i-1]) && unicode.IsLetter(rs[i-2]) ||
				i > 0 && unicode.IsDigit(rs[i-1]) && (asksAt(rs, j) || lowerTyped && yearBefore(rs, i)))
		if !(unicode.IsUpper(rs[j]) || unicode.IsDigit(rs[j]) || rs[j] == '$' || lower) {
			continue
		}
		w := i
		for w > start && (unicode.IsLetter(rs[w-1])) {
			w--
		}
		if rs[i] == '.' && sentenceAbbrevs[strings.ToLower(string(rs[w:i]))] {
			continue
		}
		if rs[i] == '!' && bangNames[strings.ToLower(string(rs[w:i]))] && strings.HasPrefix(strings.ToLower(string(rs[j:])), "casino") {
			// "Live! Casino Pittsburgh": the mark is the brand's own
			continue
		}
		out = append(out, strings.TrimSpace(string(rs[start:i+1])))
		start = j
	}
	out = append(out, strings.TrimSpace(string(rs[start:])))
	return out
}

// yearBefore says the four characters before rs[i] are a year's digits
// after a space ("for 2025."): a number a sentence closes on, not an
// amount or a list's number ("$1,900.", "1.").
func yearBefore(rs []rune, i int) bool {
	if i < 5 || !unicode.IsSpace(rs[i-5]) {
		return false
	}
	for _, r := range rs[i-4 : i] {
		if !unicode.IsDigit(r) {
			return false
		}
	}
	return rs[i-4] == '1' || rs[i-4] == '2'
}

// bangNames are the words a casino's name writes with an exclamation
// mark before "Casino" (the directory's Live! casinos).
var bangNames = set("live")

// asksAt says the word at rs[j] opens an ask (askingOpeners), so a full
// stop before it closes a sentence even in lower case, in a message that
// opens with a capital ("We just moved to Pulaski. are there any casinos
// ...", "I'm bored of it. what's the tier ladder ...").
func asksAt(rs []rune, j int) bool {
	k := j
	for k < len(rs) && (unicode.IsLetter(rs[k]) || rs[k] == '\'' || rs[k] == '’') {
		k++
	}
	w := strings.NewReplacer("'", "", "’", "").Replace(string(rs[j:k]))
	return askingOpeners[w]
}

// colonAsks says the text before a colon ends in asking ("... asks:",
// "... wants to know:", "remind me:"), so the colon opens the ask itself;
// a colon after a casino or a clause of when ("mohegan sun: which tier",
// "Before I go to Borgata: what offers") binds what it follows to it.
func colonAsks(before []rune) bool {
	ws := strings.Fields(strings.ToLower(string(before)))
	if len(ws) == 0 {
		return false
	}
	w := strings.ReplaceAll(ws[len(ws)-1], "'", "")
	if askingVerbs[w] || w == "me" {
		return true
	}
	// "A question from the person I work for: ...", "Request from my
	// user: ...": what someone sent, passed on
	if ws[0] == "a" || ws[0] == "one" || ws[0] == "another" {
		ws = ws[1:]
	}
	if len(ws) < 3 || !askingNouns[ws[0]] || ws[1] != "from" {
		return false
	}
	// the one the agent works for, not anyone else ("a question from
	// my boss" is the boss's)
	for _, w := range ws[2:] {
		if relayNouns[w] || w == "person" {
			return true
		}
	}
	return false
}

// askingNouns are what someone sends to be answered ("a question from
// my user").
var askingNouns = set("question", "questions", "request", "message", "query")

// phoneBreak says a sentence ends at rs[i] as a phone types it, with
// where the next one starts: an ellipsis ("..." or "…") before a space
// and a letter, whatever its case, or a line break before the next
// line's text. false anywhere else (a dash binds what it follows to the
// question: "I'm at Borgata right now — how far am I from the next
// tier?", leadClause).
func phoneBreak(rs []rune, i int) (int, bool) {
	j := i
	switch {
	case rs[i] == '\n':
		j = i + 1
	case rs[i] == '…':
		j = i + 1
	case rs[i] == '.' && i+2 < len(rs) && rs[i+1] == '.' && rs[i+2] == '.':
		j = i + 3
		for j < len(rs) && rs[j] == '.' {
			j++
		}
	default:
		return 0, false
	}
	k := j
	for k < len(rs) && unicode.IsSpace(rs[k]) {
		k++
	}
	if k >= len(rs) || !unicode.IsLetter(rs[k]) || rs[i] != '\n' && k == j {
		return 0, false
	}
	return k, true
}

// askingOpeners open a sentence that asks or requests, whatever its
// closing mark ("Show me the WarHorse casinos in Nebraska.").
var askingOpeners = set("what", "whats", "which", "where", "who", "how", "when", "is", "are", "do", "does", "did", "can",
	"could", "would", "will", "any", "show", "list", "find", "give", "tell", "pull", "get", "predict", "estimate",
	"set", "check", "look", "help", "please", "remind",
	// "Spell out the Boyd Rewards levels.", "Explain the MGM ladder.":
	// a thing asked to be shown in full
	"spell", "explain", "describe", "outline",
	// "Lay out the MGM ladder.", "Walk me through the Caesars
	// levels.", "Break down the Boyd tiers.", "Run down the Wynn
	// levels.": the same, put as a verb and its particle
	"lay", "walk", "break", "run",
	// "hows the bankroll holding up": a phone's contractions, with or
	// without the apostrophe, ask as "how is" does
	"hows", "whos", "wheres",
	// a letter's requests: "Kindly list ...", "Enumerate the racinos
	// ...", "Furnish a list of ...", "Itemize my W-2Gs ..."
	"kindly", "enumerate", "identify", "provide", "furnish", "supply", "itemize", "itemise")

// storyWants are the words of a story that state a condition of a
// search ("I want rewards.", "the casino needs a hotel").
var storyWants = []string{"want", "wants", "need", "needs", "must", "only", "prefer", "looking", "wish", "require",
	"requires", "should", "rather"}

// pointingWords point a question back to something the sentences before
// it named ("there", "them", "it", "that", "those").
var pointingWords = set("it", "its", "them", "they", "their", "theirs", "that", "those", "these", "this")

// pointsBack says a question sentence refers to something the story
// before it named: a pronoun of pointingWords, a "there" that is not
// the existential one ("are there any hosts"), "close by" or "nearby",
// or a radius with no place after it ("within 20 miles?").
func pointsBack(q *question) bool {
	tail := longPurposeTailAt(q)
	for i := range q.toks {
		if tail >= 0 && i >= tail {
			// "... so they know what to aim for": whom the answer
			// serves, pointing to nothing asked
			break
		}
		w := q.norm(i)
		if w == "it" && dummyItVerbs[q.norm(i+1)] {
			continue // "What does it take to reach Gold?": an "it" that points nowhere
		}
		if w == "it" && q.norm(i-1) == "at" && (q.norm(i-2) == "youre" || q.norm(i-2) == "im") {
			continue // "while you're at it": what is being done, nothing of the story
		}
		if w == "they" && houseVerbs[q.norm(i+1)] && gameNamed(q) {
			continue // "how many hands do they deal at baccarat": the house, whoever the story names
		}
		if w == "that" && i > 0 && relativeVerbs[q.norm(i+1)] && !subjectAux[q.norm(i-1)] {
			continue // "casinos in Nevada that have a hotel": a "that" of the question's own noun
		}
		if pointingWords[w] || w == "there" && !existentialThere(q, i) || theyContracted[w] != "" || placeHere(q, i) {
			return true
		}
		if w == "same" && q.norm(i-1) == "the" && (placeNouns[q.norm(i+1)] || townNouns[q.norm(i+1)]) {
			return true // "offers from the same place": the casino the story names
		}
		if w == "ones" && (q.norm(i-1) == "which" || q.norm(i-1) == "what") {
			return true // "which ones in Wisconsin": of the casinos the story names
		}
		if w == "nearby" || (w == "close" || w == "near") && q.norm(i+1) == "by" {
			return true // "What's close by?": near the place of the story
		}
		if w == "within" && i+1 < len(q.toks) && numericWord(q.norm(i+1)) && !q.has("of", "from", "around", "near") {
			return true // "Any casinos within 20 miles?": of the story's town
		}
	}
	return false
}

// pointsWithin says every word of the question sentence that could point
// back is an "it" or "its" after the casino or program the sentence
// names itself ("... the details of Chinook Winds Casino, including
// whether it has a hotel"): the pronoun is that name's, so the story
// lends the question nothing (neither a trip it tells of nor its casino).
func pointsWithin(u *understanding) bool {
	q := u.q
	if u.named == nil || u.named.e.kind != kindCasino && u.named.e.kind != kindProgram {
		return false
	}
	seen := false
	for i := range q.toks {
		w := q.norm(i)
		if !pointingWords[w] && !(w == "there" && !existentialThere(q, i)) {
			continue
		}
		if w == "that" && i > 0 && relativeVerbs[q.norm(i+1)] && !subjectAux[q.norm(i-1)] {
			continue // "casinos that have a hotel"
		}
		if w != "it" && w != "its" || i <= u.named.last {
			return false
		}
		seen = true
	}
	return seen
}

// placeHere says the word at i is a "here" of place ("within 10 miles
// of here", "casinos near here", "around here"): where the asker is,
// which a story may name.
func placeHere(q *question, i int) bool {
	return q.norm(i) == "here" && hereBefore[q.norm(i-1)]
}

// hereBefore stand before a "here" of place.
var hereBefore = set("of", "from", "near", "around")

// askerInStory says a story tells of the asker and of no other person
// ("I'm stuck in Elko overnight"), so its town is where "here" is; a
// town of another's ("My cousin lives in Shreveport") is not.
func askerInStory(q *question) bool {
	return q.has("i", "im", "we", "were", "ive", "weve") && !peopleTold(q)
}

// houseVerbs are what a casino's staff do at a game ("they deal", "they
// spin"), after a "they" that is the house, not a person of the story.
var houseVerbs = set("deal", "deals", "spin", "spins", "run", "roll", "shuffle", "pay", "play")

// gameNamed says the question names a game.
func gameNamed(q *question) bool {
	for i := range q.toks {
		if isGameWord(q.norm(i)) {
			return true
		}
	}
	return false
}

// relativeVerbs follow a "that" which opens a clause of the noun before
// it ("casinos that have a hotel", "programs that offer status
// matches"), pointing at nothing of a story.
var relativeVerbs = set("have", "has", "offer", "offers", "take", "takes", "accept", "accepts", "allow", "allows", "give",
	"gives", "run", "runs", "host", "hosts", "match", "matches")

// theyContracted are "they" with a verb typed onto it ("they're likely
// to", "they'll send"), pointing back as "they" does, with the verb a
// casino named in its place takes ("Turning Stone is likely to").
var theyContracted = map[string]string{"theyre": "is", "theyll": "will", "theyd": "would", "theyve": "has"}

// dummyItVerbs follow an "it" that stands for what comes after the verb
// ("what does it take to reach Gold", "how long does it take to earn
// Platinum").
var dummyItVerbs = set("take", "takes")

// existentialThere says the "there" at i only says something exists
// ("are there any hosts", "is there a hotel"), pointing nowhere.
func existentialThere(q *question, i int) bool {
	if raw := dropApostrophes.Replace(strings.ToLower(q.toks[i].raw)); raw == "theres" {
		// "any chance there's a casino near Elko", "theres one
		// nearby?": "there is" in one word, with or without its
		// apostrophe
		return true
	}
	// "which casinos there are near Nashua": a question put as a
	// letter's clause, its "there" before the verb
	return i > 0 && i+1 < len(q.toks) && (beWords[q.norm(i-1)] || beWords[q.norm(i+1)] && searchedWords[q.norm(i-1)])
}

// tierPointedNouns are the nouns "that" or "this" points back to a tier
// with ("that tier", "this level", "that status").
var tierPointedNouns = set("tier", "level", "status", "rank")

// placeNouns are the nouns "that" or "this" points back to a casino
// with ("that casino", "this place").
var placeNouns = set("casino", "place", "resort", "property")

// townNouns are the nouns "that" or "this" points back to a town with
// ("that town", "this city").
var townNouns = set("town", "city", "area")

// townPrepositions come before a town pointed back to that is a place
// already ("in that town", "near that city", "within 25 miles of that
// town").
var townPrepositions = set("in", "near", "around", "of", "from", "by", "outside", "to", "at", "within", "inside")

// distanceFrom are the words before the place a distance is measured
// from ("within 25 miles of there", "an hour from there").
var distanceFrom = set("of", "from")

// beWords are the forms of "to be" before an existential "there".
var beWords = set("is", "are", "was", "were")

// storyQuestion is the question sentence of a message that tells a
// story before it: its last sentence, when there are several and that
// one asks (a question mark, or an opening of askingOpeners), with the
// text before it. false when the message is one sentence or its last
// does not ask.
func storyQuestion(text string) (question, context string, ok bool) {
	ss := storySentences(text)
	if len(ss) < 2 {
		return "", "", false
	}
	last := relayedSubject(ss[len(ss)-1], ss[0])
	if slices.ContainsFunc(ss[:len(ss)-1], whQuestion) {
		// "what's the weather in reno? which casinos there have a
		// hotel": two questions, which the last alone does not answer
		return "", "", false
	}
	first := strings.ToLower(strings.Trim(strings.Fields(last + " x")[0], "',\""))
	first = strings.ReplaceAll(first, "'", "")
	if !strings.HasSuffix(last, "?") && !askingOpeners[first] && !sentenceAsks(last) && !changeRequested(last) && !askingAfterLead(last) && !relayAsks(last) &&
		!sentToAsker(last) {
		return "", "", false
	}
	return last, strings.Join(ss[:len(ss)-1], " "), true
}

// opinionSubjects are "you" as the subject after a question word ("what
// you'd do", "how you would play it"): the helper's own view asked.
var opinionSubjects = set("you", "youd", "youre", "youll", "u")

// askLeads are words a question may open with before its question word,
// typed without a question mark ("roughly how many hands get dealt per
// hour", "so which casinos ...", "ok what's my tier").
var askLeads = set("roughly", "approximately", "approx", "about", "so", "and", "but", "also", "ok", "okay", "anyway", "btw")

// askingAfterLead says a sentence asks after a word of askLeads, or
// after the asker's only wondering with no stop before the question
// word ("just curious how many visits ive logged", "wondering what my
// tier is"): the wondering puts the question, typed without its mark.
// Wondering what "you" would do ("Curious what you'd do.") asks the
// helper's opinion, which is no question of the service.
func askingAfterLead(s string) bool {
	q := newQuestion(s)
	if k := curiousAt(q); k > 0 && embeddedWh[q.norm(k)] && !opinionSubjects[q.norm(k+1)] {
		return true
	}
	return askLeads[q.norm(0)] && embeddedWh[q.norm(1)]
}

// whQuestion says a sentence is a question of its own: a question
// word opens it and a question mark, or no mark at all, closes it
// ("What's the weather in Reno?").
func whQuestion(s string) bool {
	first := strings.ToLower(strings.Trim(strings.Fields(s + " x")[0], "',\""))
	rs := []rune(s)
	// a sentence a phone break closed has no mark ("what's the weather
	// in reno... which casinos there have a hotel")
	unmarked := len(rs) > 0 && (unicode.IsLetter(rs[len(rs)-1]) || unicode.IsDigit(rs[len(rs)-1]))
	return (strings.HasSuffix(s, "?") || unmarked) && embeddedWh[strings.ReplaceAll(first, "'", "")]
}

// changeRequested says a sentence opens with a change put as an
// imperative, its verb then its object ("Keep my sessions to 45 minutes
// from now on.", "Limit me to $200 a week.", "Cap my sessions at an
// hour."): a request, though it asks nothing.
func changeRequested(s string) bool {
	q := newQuestion(s)
	k := fromNowOnAt(q, 0) // "From now on cap my sessions at 2 hours."
	// "Put my budget at $150 a week.", "Hold my sessions to an hour."
	opens := clauseChangeVerbs[q.norm(k)] || q.norm(k) == "keep" || q.norm(k) == "put" || q.norm(k) == "hold"
	// "Don't let my sessions run past 2 hours.": a prohibition on the
	// thing capped, as "don't let me play" is on the asker
	return opens && changeObjects[q.norm(k+1)] || madeIt(q, k) || madeMyLimit(q, k) || notLetPlay(q, k) ||
		madeTheMax(q, k) || sizeThenMax(q, k) || letRunCapAt(q, k)
}

// sizeThenMax says a sentence opens with a number, its unit and "max"
// or "limit" ("90 mins max per session", "$150 max a week", "2 hrs limit
// each sitting"): a change typed on a phone, its size first, with no
// verb.
func sizeThenMax(q *question, k int) bool {
	n := q.norm(k)
	if _, spelled := wordNumbers[n]; !spelled && !numericWord(n) {
		return false
	}
	for j := k + 1; j <= k+2 && j < len(q.toks); j++ {
		if w := q.norm(j); w == "max" || w == "maximum" || w == "limit" || w == "cap" {
			return true
		}
	}
	return false
}

// madeTheMax says a sentence opens with "make", a number and "the max"
// or "the limit" ("make 45 min the max for my sessions", "Make $300
// the limit each week"): a change put as an imperative, its size first.
func madeTheMax(q *question, k int) bool {
	if q.norm(k) == "pls" || q.norm(k) == "please" {
		k++
	}
	if q.norm(k) != "make" {
		return false
	}
	number := false
	for j := k + 1; j < k+5 && j < len(q.toks); j++ {
		w := q.norm(j)
		if _, spelled := wordNumbers[w]; spelled || numericWord(w) {
			number = true
		}
		if w == "the" && madeMaxNouns[q.norm(j+1)] {
			return number
		}
	}
	return false
}

// madeMaxNouns name the most a limit allows ("the max", "the cap").
var madeMaxNouns = set("max", "maximum", "limit", "cap", "ceiling", "most")

// notLetPlay says a sentence opens with "don't let me" (or "never let
// me") and a verb of playing or spending ("Don't let me gamble past two
// hours.", "never let us spend over $300 a week"): a limit asked for as
// a prohibition.
func notLetPlay(q *question, k int) bool {
	if q.norm(k) == "please" || q.norm(k) == "pls" {
		k++
	}
	switch {
	case q.norm(k) == "dont" || q.norm(k) == "never":
		k++
	case q.norm(k) == "do" && q.norm(k+1) == "not":
		k += 2
	default:
		return false
	}
	return q.norm(k) == "let" && (q.norm(k+1) == "me" || q.norm(k+1) == "us") && letPlayVerbs[q.norm(k+2)]
}

// letPlayVerbs are what a limit keeps the asker from doing too long or
// too much.
var letPlayVerbs = set("play", "gamble", "spend", "lose", "bet", "stay", "sit")

// madeMyLimit says a sentence opens with "make", a number and the
// asker's limit ("Make $150 my weekly budget.", "make 90 minutes my
// session cap"): a change put as an imperative, its size first.
func madeMyLimit(q *question, k int) bool {
	if q.norm(k) == "pls" || q.norm(k) == "please" {
		k++
	}
	if q.norm(k) != "make" {
		return false
	}
	if _, spelled := wordNumbers[q.norm(k+1)]; !spelled && !numericWord(q.norm(k+1)) {
		return false
	}
	for j := k + 2; j < len(q.toks) && j <= k+7; j++ {
		if q.norm(j) == "my" || q.norm(j) == "our" {
			for i := j + 1; i < len(q.toks) && i <= j+4; i++ {
				if madeLimitNouns[q.norm(i)] {
					return true
				}
			}
			return false
		}
	}
	return false
}

// madeLimitNouns name a limit the asker keeps ("my monthly budget", "my
// session cap").
var madeLimitNouns = set("budget", "limit", "cap", "max", "maximum", "allowance")

// madeIt says a sentence opens with "make it" or "make that" and a
// number ("Make it 90 minutes a session.", "Make that $200 a week."): the
// size of a change the story before it names, asked as a request.
func madeIt(q *question, k int) bool {
	if q.norm(k) != "make" || q.norm(k+1) != "it" && q.norm(k+1) != "that" {
		return false
	}
	n := q.norm(k + 2)
	_, spelled := wordNumbers[n]
	return spelled || numericWord(n)
}

// understandStory reads a message of several sentences as its question
// sentence, the sentences before it only context: a question that does
// not point back into the story is answered alone, so the story lends it
// no casino, intent or amount (another person the story names still
// owns the records asked for, unless the question asks for the asker's
// own); a question that points back is resolved against the story
// (resolveStory), and is Unknown when the story does not resolve it. ok
// is false when the rule does not apply: one sentence, a last sentence
// that does not ask, a question Unknown alone that points nowhere (the
// message as a whole is read as before), or a directory search after a
// story that wants a condition of it.
// alone says the question sentence does not point back (pointsBack), so
// it was answered alone.
func (ix *Index) understandStory(text string, now time.Time) (in Intent, alone, ok bool) {
	last, context, ok := storyQuestion(text)
	if !ok {
		last, context, ok = ix.letterQuestion(text, now)
	}
	if !ok {
		return Intent{}, false, false
	}
	in, ok = ix.readStory(last, context, now)
	if ok && in.Name == RGHelp && in.Parameters["state"] == nil && longStatePointed(newQuestion(last)) {
		// "My user lives in Pennsylvania. ... how they can join the
		// state's self-exclusion list": the state the story names
		if st := ix.longStoryState(context, now); st != "" {
			in.Parameters["state"] = st
			in.Description += " for " + st
		}
	}
	return in, !pointsBack(newQuestion(last)), ok
}

// readStory reads the question sentence last with the story context
// before it (understandStory).
func (ix *Index) readStory(last, context string, now time.Time) (Intent, bool) {
	last = relayedSubject(last, context)
	if relayOpens(context) {
		last = relayedClauseSubject(last)
	}
	alone, u := ix.understand(last, now)
	_, cu := ix.understand(context, now)
	if who := cu.otherPerson(); who != "" && alone.Name == Unknown && heOrSheRecordsAsked(u.q) {
		// "My buddy hit a $3,000 jackpot. How many W-2Gs does he have
		// this year?": the records asked are the person's the story
		// names, whose win is no amount of a rule
		return someoneElses(who), true
	}
	if in, ok := ix.storyWinRule(last, alone, cu, now); ok && pointsBack(u.q) && !u.changeOpensAt(u.q.opening(), false) {
		// "i won 1300 on keno last night... is that enough for a w2g":
		// the win the "that" points to is the story's
		return in, true
	}
	if alone.Name == Unknown && talkAsked(u.q) && problemOwned(cu.q) {
		// "my buddy thinks i have a problem. who can i call about it in
		// ohio": the problem the story says the asker has, to a
		// gambling service, is a gambling problem, and whom to call
		// about it is the help line ("it" points to the problem, not
		// to a casino or record)
		return u.rgHelp("helpline"), true
	}
	if t, ok := storyStateNamed(last, u.q, cu); ok {
		// "My user will be in Minnesota in June. Could you list the
		// tribal casinos in that state?": the state pointed back to is
		// the one the story names, read as if the question named it
		return ix.readStory(t, context, now)
	}
	if alone.Name == Unknown {
		// "My Boyd Onyx status runs out. If I took Onyx over to
		// Caesars Rewards, what tier would they give me?": the bare
		// tier is the story's, and "they" the program the question
		// names
		if in, ok := ix.storyTierMatched(last, alone, u.q, cu, now); ok {
			return in, true
		}
	}
	if whoIsPointed(u.q) {
		// "My boss asked who my casino host at Pechanga is. Who is
		// it?": a "who" asks for a person, never the casino the story
		// names, so "it" is whom the story's own question asks about,
		// a host; the story's sentence read alone is the ask. With no
		// host of the asker's asked there, no one is pointed to that
		// /ask could name
		if in, _ := ix.understand(context, now); in.Name == MyHosts {
			return in, true
		}
		return unknown(), true
	}
	if pointsBack(u.q) && !pointsWithin(u) {
		// the sentence right before the question, read alone once, is
		// the nearest thing a pointer may point back to
		ss := storySentences(context)
		var nearIn Intent
		var nu *understanding
		if len(ss) > 1 {
			nearIn, nu = ix.understand(ss[len(ss)-1], now)
		}
		if nu != nil && nu.city != nil {
			// "We played at Jamul Casino near San Diego. Work is
			// sending me to Pullman, Washington. Any casinos near
			// there?": a town named in the sentence right before the
			// question is the nearest place pointed back to, not one
			// told earlier
			if near, ok := ix.resolveStory(last, u.q, nu, now); ok && near.Name == FindCasinos {
				return near, true
			}
		}
		in, ok := ix.resolveStory(last, u.q, cu, now)
		if !ok && nu != nil {
			// "We used to drive out to Diamond Jim's in Rosamond. Work
			// is sending me to Paoli, Oklahoma. Which casinos are near
			// there?": what the story as a whole leaves unsure, the
			// sentence right before the question may name alone
			if near, nearOK := ix.resolveStory(last, u.q, nu, now); nearOK && near.Name != Unknown &&
				!(cu.otherPerson() != "" && readsRecords(near)) {
				in, ok = near, true
			}
		}
		if !ok && bareRequest(u.q) {
			// "I'd like to cap it at $150 a week. Can you do that?":
			// a bare request to do "that" is the sentence before it
			if nu == nil {
				nearIn, _ = ix.understand(ss[0], now)
			}
			in = nearIn
			ok = in.Name != Unknown
			if who := cu.otherPerson(); ok && who != "" && readsRecords(in) {
				return someoneElses(who), true
			}
		}
		if !ok {
			// a question pointing back to what the story does not
			// name ("Can you do it again?") asks nothing readable
			return unknown(), true
		}
		return in, true
	}
	if alone.Name == Unknown && (talkAsked(u.q) || helpSought(u.q)) && (lossTrouble(cu.q) || cu.troubleTold()) {
		// "I've been losing more than I can afford. ... Is there
		// someone I can call?": the story tells the trouble the
		// question asks help for
		return u.rgHelp("helpline"), true
	}
	if alone.Name == Unknown {
		if in, ok := ix.elidedProgress(last, u, cu, now); ok {
			if who := cu.otherPerson(); who != "" && othersAsked(u.q) {
				return someoneElses(who), true
			}
			return in, true
		}
		return Intent{}, false
	}
	if in, ok := ix.storyTierMatched(last, alone, u.q, cu, now); ok {
		return in, true
	}
	if in, ok := ix.storyWinRule(last, alone, cu, now); ok {
		return in, true
	}
	if alone.Name == GameFacts && alone.Parameters["game_type"] == nil && cu.game != "" {
		// "Since I mostly play baccarat, what house edge am I up
		// against?": the edge asked with no game is the one of the game
		// the story says the asker plays
		lent := &understanding{ix: ix, q: newQuestion(last), today: cu.today, understood: map[string]any{}}
		ix.typos.correct(lent.q)
		lent.extract()
		lent.game = cu.game
		if in := lent.decide(); in.Name == GameFacts {
			return in, true
		}
	}
	if (alone.Name == CompPredictAll || alone.Name == CompPredict) && cu.game != "" && cu.hasAmount && cu.hasHours &&
		cu.otherPerson() == "" {
		// "I play mostly blackjack at $25 a hand for about 4 hours. What
		// comps should I expect?": the play the story states is what
		// the comps are asked for (an estimate), not the history a
		// prediction reads
		lent := &understanding{ix: ix, q: newQuestion(last), today: cu.today, understood: map[string]any{}}
		ix.typos.correct(lent.q)
		lent.extract()
		lent.game, lent.amount, lent.hasAmount, lent.hours, lent.hasHours = cu.game, cu.amount, true, cu.hours, true
		if in := lent.decide(); in.Name == CompEstimate && len(in.Missing) == 0 {
			return in, true
		}
	}
	if alone.Name == W2GRule && alone.Parameters["game_type"] == nil && alone.Parameters["amount_won"] != nil &&
		cu.game != "" && cu.otherPerson() == "" {
		// "Planning a poker tournament this fall. If I cash for
		// $6,000, is a W-2G coming?": the win asked with no game is
		// one at the game the story says the asker plays, whose rule
		// the question needs
		lent := &understanding{ix: ix, q: newQuestion(last), today: cu.today, understood: map[string]any{}}
		ix.typos.correct(lent.q)
		lent.extract()
		lent.game = cu.game
		if in := lent.decide(); in.Name == W2GRule && in.Parameters["game_type"] != nil {
			return in, true
		}
	}
	if in, ok := ix.storyPlaceLent(last, alone, cu); ok {
		return in, true
	}
	if _, near := alone.Parameters["near"]; alone.Name == FindCasinos && !near && alone.Parameters["state"] == nil &&
		(unknownPlaceTold(cu.q) || listedPlaceTold(cu)) {
		// "We're staying in Denver. Which casinos have a hotel?": a
		// search with no place of its own after a story in a town the
		// directory does not know is around that town, and the message
		// as a whole is read (and declined)
		return Intent{}, false
	}
	if alone.Name == FindCasinos && cu.q.has(storyWants...) && !wantsMet(alone, cu) && !elsewhereWanted(cu) && !tripWantsOnly(cu) {
		if whole, _ := ix.understand(context+" "+last, now); whole.Name != FindCasinos && whole.Name != Unknown {
			// "I want comps. Which casinos in Reno have a hotel?": the
			// message read whole would answer the wish, not the search,
			// and what is wanted is nothing a search can hold
			return unknown(), true
		}
		// "I want rewards. Which casinos in reno?": what the story
		// wants is a condition of the search the question alone drops
		return Intent{}, false
	}
	if who := cu.otherPerson(); who != "" && readsRecords(alone) && othersAsked(u.q) && !ownChange(alone, u.q) &&
		!playStated(alone, u.q) {
		// "My wife hit two jackpots. Show her W-2Gs.": the person the
		// story names is still the one asked about, unless the
		// question asks for the asker's own ("... my trips") and
		// names no "her" or "his"
		return someoneElses(who), true
	}
	if readsRecords(alone) && relayed(cu.q) && !ownChange(alone, u.q) && !playStated(alone, u.q) {
		// "Show me my trips. I'm asking for my wife.": the asker is a
		// go-between, and whose records are meant is not the key
		// holder's to say
		return someoneElses(cu.otherPerson()), true
	}
	return alone, true
}

// otherPointedNouns are what "that" or "this" before them points back to
// besides a casino ("does that game pay", "does that tier take"): the
// noun says what is pointed to.
var otherPointedNouns = set("game", "games", "tier", "tiers", "level", "status", "program", "club", "card", "amount", "win",
	"jackpot", "hand", "bet", "table")

// thatSubjectAfter come before "that" standing for a casino as the
// subject of a question ("does that have", "is that a racino").
var thatSubjectAfter = set("does", "did", "is", "was", "has")

// timeNouns are what "that" points back to a time of the story with
// ("that weekend", "those days", "that window").
var timeNouns = set("weekend", "weekends", "week", "weeks", "month", "months", "window", "period", "stretch", "span",
	"timeframe", "time", "day", "days", "dates", "night", "nights", "year", "years")

// timePrepositions come before such a pointer ("in that window",
// "during those days").
var timePrepositions = set("in", "during", "over", "for", "within", "on", "from", "at")

// timePointer is the span of "that" or "those" and a noun of time, with
// the preposition before it; ok is false when the question has none.
// "this week" and "these days" are the time of asking, not the story's.
func timePointer(q *question) (i, j int, ok bool) {
	for k := range q.toks {
		if timePointerAt(q, k) && q.free(k, k+1) {
			i = k
			if timePrepositions[q.norm(k-1)] && q.free(k-1, k-1) {
				i = k - 1
			}
			return i, k + 1, true
		}
	}
	return 0, 0, false
}

// shortTimeNouns point to a few days at most ("that weekend"), and
// monthNouns to a month at most: a story's longer dates are not what
// they point to ("in March ... that week" is some week of it).
var (
	shortTimeNouns = set("weekend", "weekends", "week", "weeks", "day", "night", "nights")
	monthNouns     = set("month", "months")
	// storyYearNouns point to a whole year the story names ("in 2025
	// ... that year"): a month or a week of the story is some part of
	// the year pointed to, not all of it
	storyYearNouns = set("year", "years")
)

// fitsTimeNoun says a story's period can be what the noun of time
// pointing back to it names: any period for "that window" or "those
// dates", up to nine days for "that weekend" or "that week", up to 31
// for "that month".
func fitsTimeNoun(p *period, noun string) bool {
	most := 0
	switch {
	case storyYearNouns[noun]:
		from, err1 := time.Parse(dateLayout, p.From)
		to, err2 := time.Parse(dateLayout, p.To)
		return err1 == nil && err2 == nil && from.YearDay() == 1 && to.Month() == time.December && to.Day() == 31
	case shortTimeNouns[noun]:
		most = 9
	case monthNouns[noun]:
		most = 31
	default:
		return true
	}
	from, err1 := time.Parse(dateLayout, p.From)
	to, err2 := time.Parse(dateLayout, p.To)
	return err1 == nil && err2 == nil && int(to.Sub(from).Hours()/24)+1 <= most
}

// timePointerAt says "that" or "those" and a noun of time are at k.
func timePointerAt(q *question, k int) bool {
	w := q.norm(k)
	return (w == "that" || w == "those") && timeNouns[q.norm(k+1)]
}

// problemOwned says a story tells that the asker has a problem, bare or
// with gambling ("I have a problem", "i might have a gambling problem",
// "we've got a real problem"), not a problem with or about something
// ("a problem with my host", "a problem at the cage").
func problemOwned(q *question) bool {
	for i := range q.toks {
		if q.norm(i) != "problem" || problemObjects[q.norm(i+1)] {
			continue
		}
		k := i - 1
		for k > 0 && problemQualifiers[q.norm(k)] {
			k--
		}
		if q.norm(k) != "a" {
			continue
		}
		if v := q.norm(k - 1); (v == "have" || v == "got") && (problemOwners[q.norm(k-2)] || modalsBefore[q.norm(k-2)] && problemOwners[q.norm(k-3)]) ||
			(v == "ive" || v == "weve") && q.norm(k-2) != "if" {
			return true
		}
	}
	return false
}

// problemQualifiers may stand between "a" and "problem" ("a real
// gambling problem"); problemObjects make it a problem with something
// else; problemOwners are the asker; modalsBefore hedge the having ("I
// might have", "I do have").
var (
	problemQualifiers = set("gambling", "real", "serious", "big", "little", "bit", "of", "huge", "betting")
	problemObjects    = set("with", "at", "about", "on", "in", "logging", "using", "finding", "getting")
	problemOwners     = set("i", "we", "ive", "weve")
	modalsBefore      = set("might", "may", "could", "do", "really", "probably", "definitely", "actually")
)

// storyTierMatched answers a tier-match question that names, bare, the
// tier the story says the asker holds with its program ("My Boyd
// Rewards Emerald card is good until January. Can I match Emerald over
// to MGM Rewards?"): the path from that tier of the story's program,
// which the question alone cannot place (the program it names has no
// such tier) and would answer with every tier's suggestions. false when
// the story states no tier, the question asks no match, or names the
// tier nowhere free.
func (ix *Index) storyTierMatched(last string, alone Intent, q *question, cu *understanding, now time.Time) (Intent, bool) {
	if cu.tier != nil && alone.Name == TierRequirement && alone.Tier == cu.tier.name &&
		alone.Parameters["id"] != ix.lex.Programs[cu.tier.program].ID && !q.has(thresholdWords...) {
		// "I hold Gold with MGM Rewards. What would Gold get me at
		// Caesars Rewards?": the tier the story holds, carried to
		// another program, is what that program gives it (a match), not
		// what that program's own Gold takes, which "take", "need" or
		// "points" would ask
		alone, q = unknown(), newQuestion(last)
	}
	if cu.tier != nil && alone.Name == TierMatchSuggestions && alone.Tier == "" && cu.otherPerson() == "" {
		// "I have Diamond with Caesars. Can I get matched to MGM?": the
		// match into the program named is of the tier the story holds,
		// not of every tier ("which programs would match my tiers" still
		// asks every tier's)
		with := "With my " + cu.tier.name + " status with " + ix.lex.Programs[cu.tier.program].Name + ", "
		if in, _ := ix.understand(with+last, now); in.Name == TierMatchPaths && in.Tier == cu.tier.name &&
			in.Parameters["to_program"] != nil {
			return in, true
		}
	}
	if cu.tier == nil || alone.Tier != "" {
		return Intent{}, false
	}
	if alone.Name != Unknown && (alone.Name != TierMatchSuggestions && alone.Name != TierMatchPaths || !hasAnyOf(q, matchWords)) {
		// a question Unknown alone may still be a match put in other
		// words ("If I took Onyx over to Caesars Rewards, what tier
		// would they give me?"), which only the reading with the
		// story's tier below can tell
		return Intent{}, false
	}
	words := norms(cu.tier.name)
	for i := range q.toks {
		if !q.free(i, i+len(words)-1) || !q.namePhraseAt(i, words...) {
			continue
		}
		with := "my " + cu.tier.name + " status with " + ix.lex.Programs[cu.tier.program].Name
		in, _ := ix.understand(last[:q.toks[i].start]+with+last[q.toks[i+len(words)-1].end:], now)
		if in.Name == TierMatchPaths && in.Tier == cu.tier.name {
			return in, true
		}
		break
	}
	return Intent{}, false
}

// relayedPronounForms are a pronoun opening the sentence after an
// agent's story of its user, with what it stands for there ("They'd
// like" is "The user would like").
var relayedPronounForms = map[string]string{"they": "", "he": "", "she": "", "theyd": " would", "hed": " would",
	"shed": " would", "theyre": " is", "hes": " is", "shes": " is"}

// relayedSubject is the question sentence after a story whose subject is
// the person an agent relays ("The user grew up near ... They would like
// a list of ...", "My client is flying in. He wants ..."), its opening
// pronoun written as that person, so the relay reads as one ("The user
// would like ..."). The sentence is returned as it is when the story
// opens with someone else ("My user's wife keeps ...") or the sentence
// opens with no such pronoun.
func relayedSubject(last, context string) string {
	cq := newQuestion(context)
	if len(cq.toks) < 3 || (cq.norm(0) != "the" && cq.norm(0) != "my" && cq.norm(0) != "our") || !relayNouns[cq.norm(1)] ||
		strings.ContainsAny(cq.toks[1].raw, "'’") {
		return last
	}
	q := newQuestion(last)
	if len(q.toks) < 2 {
		return last
	}
	verb, ok := relayedPronounForms[q.norm(0)]
	if !ok {
		return last
	}
	return cq.toks[0].raw + " " + cq.toks[1].raw + verb + last[q.toks[0].end:]
}

// relayedClauseSubject is a question sentence of an agent's relay with
// the "they" opening a clause on a noun of the asker's records or hosts
// written as the asker ("Please list the casino hosts they're connected
// with", "show the trips they took"): the things are the user's, who
// speaks of themselves in the third person.
func relayedClauseSubject(last string) string {
	q := newQuestion(last)
	for i := 1; i < len(q.toks); i++ {
		if q.norm(i) == "their" && (userOwnedNouns[q.norm(i+1)] || recordNouns[q.norm(i+1)]) {
			// "Which limits are set on their account?", "what are their
			// limits": the user's own, as "my account" is
			return last[:q.toks[i].start] + "my" + last[q.toks[i].end:]
		}
		w, ok := relayedOpeners[q.norm(i)]
		if !ok || q.norm(i) == "their" || !recordNouns[q.norm(i-1)] && !hostNouns[q.norm(i-1)] && !standingNouns[q.norm(i-1)] {
			continue
		}
		return last[:q.toks[i].start] + strings.ToLower(w[:1]) + w[1:] + last[q.toks[i].end:]
	}
	return last
}

// userOwnedNouns are what a relayed user holds besides the records
// ("their account", "their limits", "their hosts").
var userOwnedNouns = union(union(hostNouns, standingNouns), set("account"))

// standingNouns name the user's standing in a program ("the tier status
// they hold", "the levels they're at"), which the user's tier records
// keep.
var standingNouns = set("tier", "tiers", "status", "statuses", "level", "levels")

// hostNouns name a casino host.
var hostNouns = set("host", "hosts")

// relayAsks says a sentence is an agent relaying its user's ask ("The
// user would like a list of ...", "My client is asking whether ..."):
// the person, then a verb of asking or wanting.
func relayAsks(s string) bool {
	q := newQuestion(s)
	if (q.norm(0) != "the" && q.norm(0) != "my" && q.norm(0) != "our") || !relayNouns[q.norm(1)] {
		return false
	}
	return askingVerbs[q.norm(2)] || q.norm(2) == "is" && askingVerbs[q.norm(3)]
}

// othersAsked says a question sentence after a story naming another
// person asks for that person's records: it speaks of them as the
// subject or owner ("he", "she", "his", "her"), or names no asker ("Show
// the W-2Gs."). A "him" is only whom a thing goes to ("so I may give it
// to him"), and the asker's own ("my trips", "I") are asked for.
func othersAsked(q *question) bool {
	return q.hasOf(heOrShe) || !q.has("my", "mine", "i", "me", "ive", "im", "id", "myself")
}

// playStated says a question after a story naming another person asks
// a comp estimate of a play it states whole, its game, bet and hours,
// with no "he" or "she" ("my roommate plays slots all night. comps for 3
// hrs of $15 roulette?"): the estimate is of the play stated, whoever
// the story tells of.
func playStated(in Intent, q *question) bool {
	return in.Name == CompEstimate && len(in.Missing) == 0 && !q.hasOf(heOrShe)
}

// ownChange says a question after a story naming another person asks a
// change of the asker's own limits: a budget or session limit requested
// with no pronoun of the other person ("My wife noticed I lost track of
// time. Please limit each session to two hours."), since the key changes
// only its owner's limits.
func ownChange(in Intent, q *question) bool {
	return (in.Name == SetBudget || in.Name == SetSessionLimit) && !q.has(thirdPersonWords...)
}

// resolveStory answers a question sentence that points back into the
// story before it (cu, the story understood): a "there", "it" or "them"
// where the story names one casino is that casino ("How far am I from
// the next tier there?" after "I've played at Caesars Virginia"), and a
// game, a time or an amount the question leaves unsaid is the story's
// ("Can you show me those sessions?" after "I played a lot of roulette
// in February."). The question still says what is asked: a story's
// intent never becomes the answer's. false when the question, so
// resolved, is still Unknown.
func (ix *Index) resolveStory(last string, q *question, cu *understanding, now time.Time) (Intent, bool) {
	replaced, nameLent, recordsLent := false, false, false
	town := cu.named == nil && cu.city != nil && cu.city.point == ""
	if town && !strings.Contains(last, cu.city.text) {
		// "My cousin lives in Shreveport. ... Which casinos are
		// nearby?", "... Any casinos within 20 miles?": a search with
		// no place of its own is around the story's town
		if t, ok := aroundTown(last, q, cu); ok {
			return ix.resolveStory(t, newQuestion(t), cu, now)
		}
	}
	if cu.named != nil && cu.named.e.kind == kindCasino && len(cu.casinos) == 1 || town {
		name := cu.namedText()
		if begin, _, _ := cu.longerRun(); begin >= 0 && begin < cu.named.first && !town {
			// "We're heading to Ameristar Black Hawk. ... the next tier
			// there?": the casino as the story typed it, with the
			// family's word before the name found, as the question
			// would have kept it
			name = trimThe(cu.q.span(begin, cu.named.last))
		}
		for i := range q.toks {
			w := q.norm(i)
			var with string
			end := 0
			switch {
			case (w == "there" && !existentialThere(q, i) || placeHere(q, i) && askerInStory(cu.q)) && town:
				with = "in " + cu.city.text
				if distanceFrom[q.norm(i-1)] {
					// "Any casinos within 25 miles of there?": the
					// place a distance is measured from is the town
					// itself
					with = cu.city.text
				}
				if cu.hotel != nil && *cu.hotel && cu.q.has(storyWants...) && !q.has("hotel", "hotels") {
					// "... so the casino needs a hotel. Which ones are
					// there?": a hotel the story wants is a condition
					with += " with a hotel"
				}
			case (w == "that" || w == "this") && townNouns[q.norm(i+1)] && town:
				// "what casinos are there in that town?": the town the
				// story names
				with, end = cu.city.text, q.toks[i+1].end
				if !townPrepositions[q.norm(i-1)] {
					// "Which casinos does that town have?": the town
					// as the one that has them is the search around
					// it, though its name may also be a casino's
					with = "in " + with
				}
			case w == "the" && q.norm(i+1) == "same" && townNouns[q.norm(i+2)] && town:
				// "casinos in the same town": the town the story names
				with, end = cu.city.text, q.toks[i+2].end
			case w == "the" && q.norm(i+1) == "same" && placeNouns[q.norm(i+2)] && !town:
				// "Any offers from the same place?": the casino the
				// story names
				with, end = name, q.toks[i+2].end
			case w == "there" && !existentialThere(q, i):
				with = "at " + name
			case (w == "that" || w == "this") && (placeNouns[q.norm(i+1)] || q.norm(i+1) == "one") && !town:
				// "How close am I to the next tier at that casino?", "any
				// hosts at that one?": the one casino the story names
				with, end = name, q.toks[i+1].end
			case (w == "those" || w == "these") && recordNouns[q.norm(i+1)] && !town && cu.q.has(q.norm(i+1)):
				// "My 2025 Wendover Nugget trips ... Can you pull up
				// those trips?": the records the story names, at its
				// casino and in its time (the time is lent below)
				with, end = "my "+q.norm(i+1)+" at "+name, q.toks[i+1].end
				recordsLent = true
			case (w == "it" || w == "them") && !town && recordShownBack(q, cu) != "":
				// "I took a trip to Borgata last month. Can you show
				// it?": the record the story names, at its casino and in
				// its time (the time is lent below)
				with = "my " + recordShownBack(q, cu) + " at " + name
				recordsLent = true
			case (w == "it" || w == "them") && !town:
				with = name
			case w == "its" && !town:
				// "How many table games are on its floor?": the casino's
				with = name + "'s"
			case (w == "that" || w == "this") && !town && thatSubjectAfter[q.norm(i-1)] && !placeNouns[q.norm(i+1)] &&
				!recordNouns[q.norm(i+1)] && !otherPointedNouns[q.norm(i+1)] && !timeNouns[q.norm(i+1)]:
				// "I played at Borgata. Does that have a hotel?": "that"
				// as the subject is the casino the story names
				with = name
			case w == "of" && q.norm(i+1) == "theirs" && !town && !peopleTold(cu.q):
				// "Which vouchers of theirs do I still hold?" after a
				// casino: the records from that casino
				with, end = "from "+name, q.toks[i+1].end
			case theyContracted[w] != "" && !town && !peopleTold(cu.q):
				// "I've played Turning Stone six times. What's the next
				// offer they're likely to mail me?": the casino, with
				// the verb typed onto "they"
				with = name + " " + theyContracted[w]
			case (w == "they" || w == "their") && !town && !peopleTold(cu.q):
				// "Thinking about playing at Rivers Casino Portsmouth.
				// What rewards program do they use?": a casino is
				// "they" as often as "it", unless the story tells of
				// people ("My cousin plays at Borgata. What tier are
				// they at?")
				with = name
				if w == "their" {
					with += "'s"
				}
			default:
				continue
			}
			at := q.toks[i].start
			if w == "there" && thereWays[q.norm(i-1)] && i > 1 {
				// "my progress out there", "casinos up there": the
				// place itself, the adverb before "there" with it
				at = q.toks[i-1].start
			}
			if (w == "there" || w == "here") && town && thereNear[q.norm(i-1)] {
				// "what casinos are around there?": around the town, as
				// "in" it
				at = q.toks[i-1].start
			}
			if end == 0 {
				end = q.toks[i].end
			}
			last = last[:at] + with + last[end:]
			replaced, nameLent = true, !town && !recordsLent
			break
		}
	}
	if !replaced && cu.tier != nil && hasAnyOf(q, matchWords) {
		// "I hold Emerald status with Boyd Rewards. Would Caesars
		// Rewards match it?": the status the story names is what a
		// match is asked for
		for i := range q.toks {
			if w := q.norm(i); w == "it" || w == "that" || w == "this" {
				with := "my " + cu.tier.name + " status with " + ix.lex.Programs[cu.tier.program].Name
				last = last[:q.toks[i].start] + with + last[q.toks[i].end:]
				replaced = true
				break
			}
		}
	}
	if !replaced && cu.named != nil && len(cu.casinos) > 1 && cu.q.norm(cu.named.last+1) == "casinos" {
		// "My aunt loves the Wild Rose casinos in Iowa. Which of them
		// have a hotel?": the casinos of the one name the story gives
		// several, in its state
		for i := range q.toks {
			if w := q.norm(i); w == "them" || w == "those" && !recordNouns[q.norm(i+1)] {
				with := "the " + cu.namedText() + " casinos"
				if cu.state != nil {
					with += " in " + cu.state.Name
				}
				last = last[:q.toks[i].start] + with + last[q.toks[i].end:]
				replaced, nameLent = true, true
				break
			}
		}
	}
	if !replaced && cu.tier != nil {
		// "My cousin just made Gold with Wind Creek Rewards. How many
		// points does that level take?": the one tier the story names,
		// with its program
		for i := range q.toks {
			if w := q.norm(i); (w == "that" || w == "this") && tierPointedNouns[q.norm(i+1)] {
				with := cu.tier.name + " in " + ix.lex.Programs[cu.tier.program].Name
				last = last[:q.toks[i].start] + with + last[q.toks[i+1].end:]
				replaced, nameLent = true, true
				break
			}
			if tierCostPointed(q, i) {
				// "My cousin flaunts his Onyx status. How many tier
				// credits does that take in Boyd Rewards?": what "that"
				// costs is the one tier the story names; the program,
				// when the question names it too, is said once
				with := cu.tier.name
				if !q.hasPhrase(norms(ix.lex.Programs[cu.tier.program].Name)...) {
					with += " in " + ix.lex.Programs[cu.tier.program].Name
				}
				last = last[:q.toks[i].start] + with + last[q.toks[i].end:]
				replaced, nameLent = true, true
				break
			}
		}
	}
	if !replaced && cu.named != nil && cu.named.e.kind == kindProgram && len(cu.programs) == 1 && len(cu.casinos) == 0 {
		// "My cousin signed me up for Grazie Rewards. What tiers does
		// that program have?": the one program the story names
		for i := range q.toks {
			w := q.norm(i)
			end := q.toks[i].end
			switch {
			case (w == "that" || w == "this" || w == "the") && (q.norm(i+1) == "program" || q.norm(i+1) == "club"):
				end = q.toks[i+1].end
			case w == "it" && !dummyItVerbs[q.norm(i+1)]:
			case w == "there" && !existentialThere(q, i) && (hasAnyOf(q, ladderWords) || tierOfNamed(q, ix.lex.Programs[cu.programs[0]])) &&
				!q.has(personalWords...):
				// "I made Tier 3 in Genting Rewards. What does it
				// take to reach Tier 4 there?", "... What does
				// Platinum need there?": a tier "there" is one of the
				// program the story names ("what tier am I there" is
				// the asker's, which no program holds)
				if thereWays[q.norm(i-1)] || thereNear[q.norm(i-1)] || townPrepositions[q.norm(i-1)] {
					continue
				}
			case w == "their" && (q.norm(i+1) != "tier" && ladderWords[q.norm(i+1)] || q.norm(i+1) == "tier" && ladderWords[q.norm(i+2)]):
				// "My uncle loves Boyd Rewards. Show me their tier
				// levels.": a ladder is a program's, whoever
				// else the story names ("their tier" alone may be a
				// person's)
			default:
				continue
			}
			with := ix.lex.Programs[cu.programs[0]].Name
			if w == "their" {
				with = "the " + with
			}
			if w == "there" {
				with = "in " + with
			}
			last = last[:q.toks[i].start] + with + last[end:]
			replaced, nameLent = true, true
			break
		}
	}
	if !replaced && !q.has(keys(recordNouns)...) {
		// "I keep a separate bankroll ... How much is in it now?": a
		// pronoun is the asker's record the story names
		if noun := storyRecord(cu.q); noun != "" {
			for i := range q.toks {
				if w := q.norm(i); w == "it" || w == "they" || w == "them" {
					last = last[:q.toks[i].start] + "my " + noun + last[q.toks[i].end:]
					break
				}
				if q.norm(i) == "ones" && (q.norm(i-1) == "which" || q.norm(i-1) == "what") {
					// "I have a bunch of free play offers ... which ones
					// expire soon?": the records the story names
					last = last[:q.toks[i].start] + noun + last[q.toks[i].end:]
					break
				}
			}
		}
	}
	today := cu.today
	playLent := false
	lent := func(lendPlay bool) (*understanding, bool) {
		u := &understanding{ix: ix, q: newQuestion(last), today: today, understood: map[string]any{}}
		ix.typos.correct(u.q)
		u.extract()
		if u.game == "" && lendPlay {
			u.game = cu.game
			playLent = playLent || cu.game != ""
		}
		if u.ctype == "" && q.has("ones") {
			// "enjoys the tribal casinos and wishes to know which ones in
			// Wisconsin have a hotel": the kind of casino the story names
			u.ctype = cu.ctype
		}
		if i, j, ok := timePointer(u.q); ok {
			// "What sessions did I log that weekend?" after "in Black Hawk
			// from April 10 to April 12", "Which of my offers run out in
			// that window?" after "off work for the next 10 days": the time
			// pointed back to is the story's dates, or for offers running
			// out its days ahead, even where the story's town dates nothing
			if u.offersAsked() && u.expiringAsked() && !u.hasHorizon {
				if d, ok := extractHorizon(newQuestion(cu.q.text), today); ok {
					u.q.claim(i, j)
					u.horizon, u.hasHorizon = d, true
				}
			} else if u.period == nil && cu.period != nil && fitsTimeNoun(cu.period, u.q.norm(j)) {
				u.q.claim(i, j)
				u.period = cu.period
			} else if storyYearNouns[u.q.norm(j)] && u.period == nil {
				// "We went in March 2025. Show my trips that year.": a
				// year the story does not name whole would be a guess
				return nil, false
			}
		}
		if u.period == nil && !town && !nameLent {
			// a story's date ("in July", "every summer") dates no search
			// around its town, nor the casino or program "there", "it" or
			// "that program" points to: "Last
			// October we stayed at Little Wind Casino. Show my trips
			// there." asks every trip there
			u.period = cu.period
		}
		if !u.hasAmount && cu.hasAmount && lendPlay {
			amount, ok := cu.amount, true
			if u.q.hasOf(winWords) || u.w2gRuleAsked() {
				// "I lost a $900 hand. Then I hit $1,350 on keno. Would
				// a win of that amount get me a W-2G?": the amount won,
				// not the one lost
				amount, ok = storyWinAmount(cu.q, cu.amount)
			}
			if !ok {
				return nil, false
			}
			u.amount, u.hasAmount = amount, true
			playLent = true
		}
		if !u.hasHours && cu.hasHours && lendPlay {
			// "I play $10 blackjack for about 5 hours a trip. How much
			// would that earn me in comps?": the play pointed back to is
			// its hours as well as its game and bet
			u.hours, u.hasHours = cu.hours, true
			playLent = true
		}
		return u, true
	}
	u, ok := lent(true)
	if !ok {
		return Intent{}, false
	}
	in := u.decide()
	if in.Name == Unknown && playLent && nameLent {
		// "I won $300 on slots at Saganing Eagles Casino. Tell me more
		// about that place?": the place pointed back to is asked, and
		// the story's play (its amount, game and hours), which the
		// question takes nowhere, stays the story's
		if again, ok := lent(false); ok {
			if in2 := again.decide(); in2.Name != Unknown {
				u, in = again, in2
			}
		}
	}
	if in.Name == Unknown || datedRecords[in.Name] && u.unreadTime() != "" {
		// "We went to Reno in March. Show my trips that week.": a time
		// the story does not say would be dropped
		return Intent{}, false
	}
	// "My sister thinks I should cap my sessions. Make it two hours."
	// changes the asker's own limits, which only the key holder asks,
	// unless the story makes them another's ("cap her sessions"); "My
	// son thinks comps are a myth. I play $15 roulette for 2 hours. What
	// would that be worth in comps?" estimates the play stated, whoever
	// the story tells of
	own := ownChange(in, u.q) && !cu.q.has("her", "his") || playStated(in, u.q)
	if who := cu.otherPerson(); who != "" && readsRecords(in) && othersAsked(u.q) && !own {
		// "I visit Jackpot Junction with my sister. What offer might I
		// expect from them next?": the asker's own, as asked
		return someoneElses(who), true
	}
	if len(u.understood) > 0 {
		in.Understood = u.understood
	}
	if in.Parameters == nil {
		in.Parameters = map[string]any{}
	}
	return in, true
}

// tierOfNamed says a question names a tier of the program p.
func tierOfNamed(q *question, p Program) bool {
	for _, t := range p.Tiers {
		if q.hasPhrase(norms(t)...) {
			return true
		}
	}
	return false
}

// widerWhole says the whole reading of a story and a question that
// points back into it has every parameter of the question's own reading
// (resolveStory) and more: what the story lent beyond what the question
// points to ("Last October we stayed at Little Wind Casino. Show every
// trip I've logged there." is every trip there, not October's).
func widerWhole(story, whole Intent) bool {
	if story.Name != whole.Name || len(whole.Parameters) <= len(story.Parameters) || len(story.Missing) > len(whole.Missing) ||
		!reflect.DeepEqual(story.Filter, whole.Filter) {
		return false
	}
	for k, v := range story.Parameters {
		if !reflect.DeepEqual(whole.Parameters[k], v) {
			return false
		}
	}
	return true
}

// askJoiners join a second ask to a first after a comma ("..., and can
// you set my budget", "..., also show my trips", "..., plus what's my
// tier").
var askJoiners = set("and", "also", "plus")

// twoAsksJoined declines a sentence that asks two things joined after a
// comma: the clause before ", and" asks, the one after opens as an ask
// (askingOpeners), and each read alone is a different answer ("What's
// the house edge on craps, and can you set my daily budget to $100 while
// you're at it?"). A clause after the comma that points back or reads
// nothing alone ("..., and do they have a hotel?") is part of the one
// ask. false when no sentence does so.
func (ix *Index) twoAsksJoined(text string, now time.Time) (Intent, bool) {
	for _, s := range storySentences(text) {
		for at := strings.Index(s, ", "); at >= 0; {
			first, second := s[:at], strings.TrimSpace(s[at+2:])
			ws := strings.Fields(second)
			if len(ws) > 2 && askJoiners[strings.ToLower(ws[0])] {
				// "Craps house edge, and set my daily budget to $50?":
				// the clause before the comma may be a bare ask
				if in, ok := ix.twoAnswers(first, strings.Join(ws[1:], " "), now); ok {
					return in, true
				}
			}
			next := strings.Index(s[at+2:], ", ")
			if next < 0 {
				break
			}
			at += 2 + next
		}
		// "set a $40 daily budget + list my vouchers": a phone's "+"
		// standing alone between words joins two asks as "and" does
		for at := strings.Index(s, " + "); at >= 0; {
			if in, ok := ix.twoAnswers(s[:at], strings.TrimSpace(s[at+3:]), now); ok {
				return in, true
			}
			next := strings.Index(s[at+3:], " + ")
			if next < 0 {
				break
			}
			at += 3 + next
		}
		// "Casinos near Antlers and what does Onyx at Boyd take?": an
		// ask joined by "and" to a question word, with no comma; "as
		// well as" joins as "and" does ("the house edge of craps as
		// well as the helpline number for Michigan")
		s = joinedAsAnd(s)
		lower := strings.ToLower(s)
		for at := strings.Index(lower, " and "); at >= 0; {
			rest := s[at+5:]
			ws := strings.Fields(rest)
			opener := ""
			if len(ws) > 2 {
				opener = strings.Trim(strings.ReplaceAll(strings.ToLower(ws[0]), "'", ""), ",")
			}
			if joinedAskOpeners[opener] {
				if in, ok := ix.twoAnswers(s[:at], rest, now); ok {
					return in, true
				}
			} else if opener == "the" || opener == "my" {
				// "Casinos near Tucson and the house edge of keno?": a
				// second ask as a bare noun phrase, which no search
				// condition is ("... and a rewards program" is one)
				if in, ok := ix.twoNounAsks(s[:at], rest, now); ok {
					return in, true
				}
			}
			next := strings.Index(lower[at+5:], " and ")
			if next < 0 {
				break
			}
			at += 5 + next
		}
	}
	return Intent{}, false
}

// andJoiners join two things as "and" does ("as well as").
var andJoiners = []string{" as well as "}

// joinedAsAnd is s with each of andJoiners, in any case, written " and ".
func joinedAsAnd(s string) string {
	for _, j := range andJoiners {
		for {
			at := strings.Index(strings.ToLower(s), j)
			if at < 0 {
				break
			}
			s = s[:at] + " and " + s[at+len(j):]
		}
	}
	return s
}

// twoNounAsks declines first and second, a noun phrase after "and",
// when each read alone is a different answer and second's is a fact or
// a record of the player, never a condition a search or a program's
// details could take.
func (ix *Index) twoNounAsks(first, second string, now time.Time) (Intent, bool) {
	b, _ := ix.understand(second, now)
	switch b.Name {
	case Unknown, FindCasinos, ListPrograms, CasinoDetail, ProgramDetail:
		return Intent{}, false
	}
	a, _ := ix.understand(first, now)
	if a.Name == Unknown || a.Name == b.Name {
		return Intent{}, false
	}
	return unknownBecause("The message asks two things at once (" + a.Name + " and " + b.Name + "); ask one at a time."), true
}

// joinedAskOpeners open a second ask after "and" ("and what's", "and
// can you", "and is there").
var joinedAskOpeners = union(embeddedWh, set("whats", "whos", "hows", "wheres", "can", "could", "will", "would", "is",
	"are", "do", "does", "should"))

// twoAnswers declines first and second as two asks when each, read alone,
// is a different answer and second does not point back into first
// ("..., and do they have a hotel?" is part of the one ask).
func (ix *Index) twoAnswers(first, second string, now time.Time) (Intent, bool) {
	if !sentenceAsks(second) && !changeRequested(second) {
		return Intent{}, false
	}
	sq := newQuestion(second)
	back := pointsBack(sq)
	placeOnly := back && !pointsBack(newQuestion(withoutThere(sq)))
	a, au := ix.understand(first, now)
	if a.Name == Unknown {
		return Intent{}, false
	}
	if placeOnly && !placeNamed(au) {
		// "What's the house edge on craps, and which casinos there have
		// a hotel?": a "there" after an ask that names no place is the
		// story's place, not one of the first ask, so the two asks
		// stay two
		second, back = withoutThere(sq), false
	}
	b, _ := ix.understand(second, now)
	if b.Name == Unknown || a.Name == b.Name {
		return Intent{}, false
	}
	if back && !askedOfWhatFirstNames(a, b) {
		return Intent{}, false
	}
	return unknownBecause("The message asks two things at once (" + a.Name + " and " + b.Name + "); ask one at a time."), true
}

// withoutThere is a question's text with its words "there" left out,
// to tell whether it points back by anything else.
func withoutThere(q *question) string {
	var b strings.Builder
	for i := range q.toks {
		if q.norm(i) != "there" {
			b.WriteString(q.toks[i].raw)
			b.WriteByte(' ')
		}
	}
	return b.String()
}

// placeNamed says a question names a place a "there" after it may
// point to: a casino, a town or a state.
func placeNamed(u *understanding) bool {
	return u.city != nil || u.state != nil || len(u.casinos) > 0 || u.named != nil
}

// askedOfWhatFirstNames says a second ask that points back ("..., and
// how many casinos in Nevada are part of it?") asks of what the first
// names a thing of another kind: the casinos of a program whose tier or
// ladder the first asks. Most asks pointing back only narrow the first
// ("Casinos in Reno, and which of them have a hotel?").
func askedOfWhatFirstNames(a, b Intent) bool {
	return (a.Name == TierRequirement || a.Name == ProgramDetail) && b.Name == FindCasinos
}

// peopleTold says a story speaks of people other than the asker (a
// relative, a friend, a client, "he", "they"), whom a "they" in the
// question after it may mean.
func peopleTold(q *question) bool {
	for i := range q.toks {
		w := q.norm(i)
		if otherPeople[w] || otherPeople[strings.TrimSuffix(w, "s")] || relayNouns[w] || thirdPersons[w] {
			return true
		}
	}
	return false
}

// recordNouns are the asker's records a story may name and a question
// point back to with a pronoun.
var recordNouns = set("bankroll", "budget", "budgets", "limit", "limits", "trip", "trips", "session", "sessions", "offer",
	"offers", "voucher", "vouchers", "w2g", "w2gs")

// storyRecord is the first record of the asker's a story names ("I keep
// a separate bankroll for casino trips", "I had a few W-2Gs in 2025"), as
// typed; "" when it names none.
func storyRecord(q *question) string {
	for i := range q.toks {
		if recordNouns[q.norm(i)] {
			return q.toks[i].raw
		}
	}
	return ""
}

// recordShownBack is the records, plural, of the asker's a story names
// before its casino when the question sentence asks to be shown "it"
// ("I took a trip to Borgata last month. Can you show it?" is "trips",
// "I had a session at Wind Creek. Pull it up." "sessions"): the record
// is what is shown, not the casino it was at. "" when there is none.
func recordShownBack(q *question, cu *understanding) string {
	if cu.named == nil || !q.hasOf(toolVerbs) && !q.has("see", "pull", "bring", "look") {
		return ""
	}
	for i := 0; i < cu.named.first; i++ {
		if w := cu.q.norm(i); recordNouns[w] {
			if !strings.HasSuffix(w, "s") {
				w += "s"
			}
			return w
		}
	}
	return ""
}

// bareRequest says a question sentence only asks for "that" or "it" to
// be done ("Can you do that?", "Could you set that up?", "Please do
// it."): a request verb, a pronoun, and nothing else but politeness.
func bareRequest(q *question) bool {
	verb, pronoun := false, false
	for i := range q.toks {
		switch w := q.norm(i); {
		case requestVerbs[w]:
			verb = true
		case w == "that" || w == "it" || w == "this" || w == "them" || w == "those":
			pronoun = true
		case requestFiller[w]:
		default:
			return false
		}
	}
	return verb && pronoun
}

// requestVerbs ask for something to be done ("do", "set ... up") or
// looked up ("can you find them?", "could you check that?"), and
// requestFiller are the other words a bare request may hold.
var (
	requestVerbs  = set("do", "set", "make", "arrange", "handle", "sort", "put", "check", "find", "look", "confirm", "verify")
	requestFiller = set("can", "could", "would", "will", "you", "u", "please", "up", "for", "me", "in", "place", "kindly",
		"go", "ahead", "and", "pls", "plz")
)

// aroundTown is a question sentence with the story's town written where
// it points to it: after "close by" or "near by", for "nearby", after a
// radius with no place ("within 20 miles of Medford, Oregon"), with a
// hotel the story says it wants ("the casino needs a hotel"). false when
// it points to no place this way.
func aroundTown(last string, q *question, cu *understanding) (string, bool) {
	town := cu.city.text
	for i := range q.toks {
		w := q.norm(i)
		var at int
		var with string
		switch {
		case w == "nearby":
			at, with = q.toks[i].start, "near "+town
			last = last[:at] + with + last[q.toks[i].end:]
		case (w == "close" || w == "near") && q.norm(i+1) == "by":
			at = q.toks[i+1].end
			last = last[:at] + " " + town + last[at:]
		case w == "within" && i+2 < len(q.toks) && numericWord(q.norm(i+1)) && !distanceFrom[q.norm(i+3)]:
			// "within 20 miles?", not "within 20 miles of there?",
			// whose "there" is the town (resolveStory)
			at = q.toks[i+2].end
			last = last[:at] + " of " + town + last[at:]
		default:
			continue
		}
		if cu.hotel != nil && *cu.hotel && cu.q.has(storyWants...) && !q.has("hotel", "hotels") {
			last = strings.TrimRight(last, "?.! ") + " with a hotel?"
		}
		return last, true
	}
	return "", false
}

// storyWonWords are the words of a story that tells a win ("I hit
// $1,800", "we won $2,500 at keno"), made once.
var storyWonWords = keys(winWords)

// storyWinRule answers a W-2G question after a story that tells a win
// of a stated amount ("I hit $1,800 on a video poker machine. Do I get
// a W-2G?"): the question asks the rule for that win, its amount and
// game the story's, not the player's W-2G records, which it would mean
// alone. A question asking for records ("Show my W-2Gs", "my total")
// keeps its meaning, and so does one naming another person's win.
// false when the story tells no win of an amount or the question asks
// no W-2G.
func (ix *Index) storyWinRule(last string, alone Intent, cu *understanding, now time.Time) (Intent, bool) {
	// "Is a jackpot that size going to need a W-2G?": a rule asked
	// with no win of its own is Unknown alone, and the story's win
	// completes it (w2gRuleAsked below still decides)
	if alone.Name != MyW2Gs && alone.Name != W2GRule && alone.Name != Unknown || !cu.hasAmount || !cu.q.has(storyWonWords...) {
		return Intent{}, false
	}
	if cu.otherPerson() != "" {
		return Intent{}, false
	}
	u := &understanding{ix: ix, q: newQuestion(last), today: cu.today, understood: map[string]any{}}
	ix.typos.correct(u.q)
	u.extract()
	if u.hasAmount || u.game != "" {
		// "What are the W-2G rules for keno?": the question states a
		// win of its own, which the story's does not complete
		return Intent{}, false
	}
	if lower := strings.ToLower(last); strings.Contains(lower, "w-2gs") || strings.Contains(lower, "w2gs") ||
		u.q.has("many", "my", "total", "totals", "list") {
		// "How many W-2Gs do I have?": the player's forms, not the rule
		return Intent{}, false
	}
	u.amount, u.hasAmount = cu.amount, true
	u.game = cu.game
	if !u.w2gRuleAsked() {
		return Intent{}, false
	}
	in := u.w2gRule()
	if in.Parameters == nil {
		in.Parameters = map[string]any{}
	}
	return in, true
}

// whyConjunctions open a clause of why before a question ("Since I'm
// trying craps for the first time, ...", "Because we're heading to Indio
// next month, ...").
var whyConjunctions = set("since", "because", "as")

// clauseSubjects are the asker, or the asker's own, as the subject of a
// clause of why ("since I'm", "because we", "as my wife").
var clauseSubjects = set("i", "im", "ive", "ill", "id", "we", "were", "weve", "well", "wed", "my", "our")

// whyClause splits a message that opens with a clause of why, its
// conjunction then the asker as subject, closed by a comma ("Since I just
// hit $1,350 on a slot machine, will the casino give me a W-2G?"), into
// the question after the comma and the clause without its conjunction:
// the clause tells why the question is asked, as a sentence of story
// before it would. false when the message has no such clause.
func whyClause(text string) (question, clause string, ok bool) {
	t := strings.TrimSpace(text)
	sp := strings.IndexByte(t, ' ')
	if sp < 0 || !whyConjunctions[strings.ToLower(t[:sp])] {
		return "", "", false
	}
	rest := strings.TrimSpace(t[sp+1:])
	subject := strings.ToLower(strings.NewReplacer("'", "", "’", "").Replace(strings.Fields(rest + " x")[0]))
	comma := strings.Index(rest, ", ")
	if !clauseSubjects[subject] || comma < 0 {
		return "", "", false
	}
	question = strings.TrimSpace(rest[comma+1:])
	if question == "" {
		return "", "", false
	}
	return question, rest[:comma], true
}

// leadConjunctions open a clause of when before a question ("Before I
// plan the week, ...", "While we're in Reno, ..."), as whyConjunctions
// open one of why.
var leadConjunctions = set("before", "after", "while", "once")

// askerSubjects are the asker as the subject of a clause of context ("I'm
// Sapphire now", "we went over"); "my brother is in Reno" tells of
// another person, whose records are not the asker's, and "well" or
// "ill" may be no "we'll" or "I'll".
var askerSubjects = set("i", "im", "ive", "id", "we", "were", "weve", "wed")

// clauseSeparators close a clause of context before the question: a
// comma, a dash between spaces or a colon ("Quick check before I head
// to Moapa: what's my bankroll?").
var clauseSeparators = []string{", ", " — ", " – ", " - ", ": "}

// leadJoiners join the question to the clause before it ("..., so
// please keep me to $600 a month"): they add nothing to what is asked.
var leadJoiners = set("so", "and", "but", "then")

// nounsInIng end in "ing" without being a verb's participle; a clause
// they open tells nothing of the asker ("Nothing, ...").
var nounsInIng = set("nothing", "something", "anything", "everything", "thing", "king", "ring", "spring", "morning", "evening", "string")

// leadClause splits a message that opens with a clause of context closed
// by a comma, before a question or request that stands on its own after
// it: a clause of when with the asker as its subject ("Before I plan the
// week, remind me which tiers I hold."), the asker telling where they
// stand ("I'm Sapphire with MGM Rewards now, what does it take to reach
// Pearl?", "I went over last month, so please keep me to $600 a
// month"), or a participle of what the asker is doing ("Thinking of
// staying over at Spirit Lake Casino and Resort, how many rooms does it
// have?"). The clause is read as a sentence of story before the
// question (readStory), the question without a joining "so" or "and".
// false when the message opens with no such clause, or what follows the
// comma does not ask.
func leadClause(text string) (question, clause string, ok bool) {
	t := strings.TrimSpace(text)
	supposed := supposition(t)
	from := 0
	if supposed > 0 {
		// "Hypothetically, if I ...": the supposition's opening holds no
		// close of it
		from = len(strings.Join(strings.Fields(t)[:supposed], " "))
	}
	comma, width := -1, 0
	for _, sep := range clauseSeparators {
		if at := strings.Index(t[from:], sep); at >= 0 && (comma < 0 || from+at < comma) {
			comma, width = from+at, len(sep)
		}
	}
	if supposed > 0 && (comma < 0 || t[comma] == ',') {
		// "Suppose I'm staying in Silverdale, Washington; are there
		// ...": a semicolon or colon closes a supposition before a
		// comma within it does
		for _, sep := range supposeSeparators {
			if at := strings.Index(t[from:], sep); at >= 0 {
				comma, width = from+at, len(sep)
				break
			}
		}
	}
	if comma < 0 {
		return "", "", false
	}
	clause, question = t[:comma], strings.TrimSpace(t[comma+width:])
	words := strings.Fields(strings.ToLower(strings.NewReplacer("'", "", "’", "").Replace(clause)))
	if len(words) < 2 {
		return "", "", false
	}
	first := words[0]
	when := -1
	for k := 0; k < 3 && k+1 < len(words); k++ {
		if leadConjunctions[words[k]] && (askerSubjects[words[k+1]] || words[k+1] == "my" || words[k+1] == "our" || words[k+1] == "the") {
			when = k
			break
		}
	}
	switch {
	case supposed > 0 && supposed < len(words):
		// "If I drove through Horton, ...", "Say I end up in
		// Holdenville for a weekend, ...": a supposition of what the
		// asker does frames the question as a clause of when does;
		// "were I to chase" is "I chase"
		// the clause opens with "if" whatever the opening
		// (claimSupposition claims it), so its verb in the past ("if I
		// drove through Horton") tells no past (pastClause); "were I
		// to chase" is "if I chase"
		fs := strings.Fields(clause)[supposed:]
		if n := supposedAside(words, supposed); n > 0 && n < len(fs) {
			fs = append([]string{fs[0]}, fs[1+n:]...)
		}
		clause = "if " + strings.Join(fs, " ")
	case when >= 0:
		// "Before my trip to Hard Rock Sioux City, ...": the asker's
		// own event dates the question as "before I go" does; "Quick
		// one before I head out to Sky Dancer — ...": a word of what
		// the message is may open it
		fs := strings.Fields(clause)
		clause = strings.Join(fs[when+1:], " ")
	case askerSubjects[first]:
	case first == "for" && purposeDeterminers[words[1]] && len(words) <= 6:
		// "For our corporate retreat, kindly list ...", "For my
		// brother's birthday weekend, ...": what the answer is for, told
		// before the question as a clause of context
	case strings.HasSuffix(first, "ing") && len(first) > 4 && !nounsInIng[first] && !askingOpeners[first] && !tripVerbs[first]:
		// a trip's lead-in ("heading to Biloxi next week, ...") is read
		// by claimTripLeadIn, which knows where the asker goes
	default:
		return "", "", false
	}
	if sp := strings.IndexByte(question, ' '); sp > 0 && leadJoiners[strings.ToLower(question[:sp])] {
		question = strings.TrimSpace(question[sp+1:])
	}
	if len(strings.Fields(question)) < 2 || !(sentenceAsks(question) || changeRequested(question)) {
		return "", "", false
	}
	return question, clause, true
}

// supposeSeparators close a supposition before the question when typed
// ("...; are there any", "...: would the casino ...").
var supposeSeparators = []string{"; ", ": "}

// supposeOpeners open a supposition, the asker as its subject after them
// ("if I", "suppose I'm", "say we", "let's say I", "what if I",
// "imagine I", "assuming I", "pretend I'm", "in case I", "on the off
// chance I", "in the event that I", "picture this: I'm"); "just" or
// "hypothetically" may come first ("just supposing I", "just imagine we").
var supposeOpeners = [][]string{{"if"}, {"suppose"}, {"supposing"}, {"say"}, {"lets", "say"}, {"let", "us", "say"},
	{"what", "if"}, {"imagine"}, {"assuming"}, {"assume"}, {"pretend"}, {"in", "case"},
	{"on", "the", "off", "chance"}, {"in", "the", "event"}, {"in", "the", "unlikely", "event"},
	{"picture", "this"}, {"imagine", "this"}, {"provided"}, {"providing"}}

// supposeLeads may come before an opener of supposeOpeners
// ("hypothetically, if I", "just supposing we", "ok so say I").
var supposeLeads = set("hypothetically", "just", "theoretically", "now")

// shouldSupposes follow "should I" in a supposition by inversion ("should
// I decide to chase", "should we happen to", "should I end up in"), as
// "were I to" does; "should I" alone asks for advice.
var shouldSupposes = set("decide", "happen", "choose", "ever", "end", "wind", "find")

// supposedAside is how many words after the subject of a supposition by
// inversion only frame it ("were I to chase": "to"; "should I decide to
// chase": "decide to"; "should I ever end up": "ever"), words lowercased
// and at the subject's index (supposedAt).
func supposedAside(words []string, at int) int {
	if at < 1 || at+1 >= len(words) {
		return 0
	}
	switch {
	case words[at-1] == "were" && words[at+1] == "to":
		return 1
	case words[at-1] != "should":
		return 0
	case words[at+1] == "ever":
		return 1
	case (words[at+1] == "decide" || words[at+1] == "happen" || words[at+1] == "choose") && at+2 < len(words) && words[at+2] == "to":
		return 2
	}
	return 0
}

// supposeSubjects are the asker as the subject of a supposition; "I'd"
// supposes a past undone ("if I'd cashed out"), which nothing answers.
var supposeSubjects = set("i", "im", "ive", "we", "were", "weve")

// supposedAt is the index of the asker as the subject of a supposition
// opening words (lowercased, without apostrophes): after an opener of
// supposeOpeners, with "that" or "hypothetically" allowed before it, or
// "were" in "were I to ..."; 0 when the words open no supposition.
func supposedAt(words []string) int {
	words = slices.Clone(words)
	for i, w := range words {
		words[i] = strings.TrimRight(w, ",:;")
	}
	k := 0
	if len(words) > 1 && supposeLeads[words[0]] {
		k = 1
	}
	if k+2 < len(words) && words[k] == "were" && (words[k+1] == "i" || words[k+1] == "we") && words[k+2] == "to" {
		return k + 1
	}
	if k+2 < len(words) && words[k] == "should" && (words[k+1] == "i" || words[k+1] == "we") && shouldSupposes[words[k+2]] {
		return k + 1
	}
	for _, o := range supposeOpeners {
		if k+len(o) >= len(words) || !slices.Equal(words[k:k+len(o)], o) {
			continue
		}
		j := k + len(o)
		if words[j] == "that" {
			j++
		}
		if j < len(words) && supposeSubjects[words[j]] {
			return j
		}
	}
	return 0
}

// supposedResultAsked says a question after a supposition asks what it
// would bring the asker ("what tier would I get", "where would we
// stand"): the asker after "would" or "could".
func supposedResultAsked(q *question) bool {
	for i := range q.toks {
		if (q.norm(i) == "would" || q.norm(i) == "could") && (q.norm(i+1) == "i" || q.norm(i+1) == "we") {
			return true
		}
	}
	return false
}

// supposition is supposedAt of a message's words.
func supposition(text string) int {
	return supposedAt(strings.Fields(strings.ToLower(strings.NewReplacer("'", "", "’", "").Replace(text))))
}

// leadClauseAsks says a sentence opens with a clause of context that
// leadClause parts from the ask after it.
func leadClauseAsks(s string) bool {
	_, _, ok := leadClause(s)
	return ok
}

// purposeDeterminers open the thing a clause of purpose is for ("for our
// retreat", "for my records", "for the offsite").
var purposeDeterminers = set("our", "my", "the", "a", "an", "this", "next")

// toldPastVerbs are verbs in the past a clause of context may tell
// with, as the "-ed" forms do ("I lost track", "we went", "I was").
var toldPastVerbs = union(pastVerbs, set("was", "were", "spent", "saw", "drove", "flew"))

// pastClause says a clause of context tells what the asker did, its
// subject then a verb in the past ("I lost track of everyone after my
// last trip to Bensalem"): a place in it is where the asker was, not
// where the answer is, save for a directory search, which the place may
// still be a condition of.
func pastClause(clause string) bool {
	ws := strings.Fields(strings.ToLower(strings.NewReplacer("'", "", "’", "").Replace(clause)))
	if len(ws) < 2 || !askerSubjects[ws[0]] {
		return false
	}
	if ws[0] == "im" || ws[0] == "were" {
		// "I'm retired", "we're headed to Shreveport": a state now, its
		// participle no past
		return false
	}
	v := ws[1]
	if v == "just" || v == "recently" || v == "finally" {
		if len(ws) < 3 {
			return false
		}
		v = ws[2]
	}
	return toldPastVerbs[v] || strings.HasSuffix(v, "ed") && len(v) > 4 && v != "need"
}

// whenClause says a message opens with a conjunction of when
// (leadConjunctions: "Before my trip ...", "While we're in Reno ...").
func whenClause(text string) bool {
	ws := strings.Fields(strings.ToLower(text))
	return len(ws) > 0 && leadConjunctions[ws[0]]
}

// gameAnswers are the answers a game narrows: a clause naming a game
// ("Playing craps tonight, ...") lends it to them.
var gameAnswers = set(MySessions, CompEstimate, GameFacts, W2GRule)

// placeless are the answers no place narrows: the asker's limits and
// bankroll are kept whole, wherever the asker goes ("Before we head to
// Shreveport on Friday, what limits do I have in place?"), and a
// program or a tier's threshold is the same everywhere.
var placeless = set(MyLimits, Bankroll, SetBudget, SetSessionLimit, ProgramDetail, TierRequirement)

// clauseCasinoOwn is the question after an opening clause of context or
// of why ("For my trip to Borgata, ...", "Since we're at Mohegan Sun
// this weekend, ..."), read alone, when it asks what the whole message
// was read as asking (in) but names a casino of its own, another than
// the one in took: a casino of the clause is only where the asker is or
// goes.
func (ix *Index) clauseCasinoOwn(query string, in Intent, now time.Time) (Intent, bool) {
	if in.Parameters["casino_name"] == nil {
		return Intent{}, false
	}
	for _, split := range []func(string) (string, string, bool){leadClause, whyClause} {
		question, _, ok := split(query)
		if !ok {
			continue
		}
		if own, _ := ix.understand(question, now); own.Name == in.Name && own.Parameters["casino_name"] != nil &&
			own.Parameters["casino_name"] != in.Parameters["casino_name"] {
			return own, true
		}
	}
	return Intent{}, false
}

// readLeadClause reads the question after a clause of context
// (leadClause; supposed when it is a supposition) as readStory reads one
// after a story, but declines when
// the clause names what the answer would narrow by and the question
// does not take it: within one sentence the clause is bound to the
// question, so "I'm at Borgata tonight, what offers do I have?" asks
// the offers there, and every offer would answer another question. The
// casino, game or time of the clause is what is lent; the asker's tier
// or plans are only context.
func (ix *Index) readLeadClause(question, clause string, supposed bool, now time.Time) (Intent, bool) {
	in, ok := ix.readStory(question, clause, now)
	if !ok || in.Name == Unknown {
		return Intent{}, false
	}
	_, cu := ix.understand(clause, now)
	if len(cu.casinos) > 0 && cu.game != "" && gameAnswers[in.Name] {
		if own, _ := ix.understand(question, now); own.Parameters["game_type"] == nil {
			// "playing blackjack at Running Aces tonight - how many
			// hands an hour": the game of a clause at a casino is
			// played there, and the pace asked is the casino's
			return Intent{}, false
		}
	}
	// a supposition's verb in the past ("if I drove through Horton")
	// tells no past: the asker supposes being there
	past := pastClause(clause) && !supposed
	placeBound := (cu.city != nil || cu.state != nil) && !placeless[in.Name] && !(past && in.Name != FindCasinos)
	if placeBound && in.Name == FindCasinos && (in.Parameters["near"] != nil || in.Parameters["state"] != nil) &&
		!cu.hasAmount && !cu.hasHours && cu.otherPerson() == "" && !past {
		// "we're staying in Reno, which casinos have a hotel?": the
		// place of the clause is where the search looks (readStory
		// lent it when the question named none)
		return in, true
	}
	if placeBound || cu.hasAmount || cu.hasHours || cu.otherPerson() != "" {
		// "I'm in Reno this week, any casinos with a hotel?", "I took
		// $500 to the casino, is that reportable?": a place, an amount
		// or another person in the clause is bound to the question,
		// which the whole message reads (or declines) as one
		return Intent{}, false
	}
	if unknownPlaceTold(cu.q) || listedPlaceTold(cu) {
		return Intent{}, false
	}
	if m := cu.named; m != nil && m.e.kind == kindCasino {
		for _, k := range []int{m.first - 1, m.last + 1} {
			if k > 0 && k < len(cu.q.toks) && cu.q.free(k, k) && unicode.IsUpper([]rune(cu.q.toks[k].raw)[0]) {
				// "a stay at Ameristar Black Hawk": a capitalised word
				// left beside the name found is part of a longer name
				// typed, and the casino found may not be the one meant
				return Intent{}, false
			}
		}
	}
	_, named := in.Parameters["casino_name"]
	lent := len(cu.casinos) > 0 && readsRecords(in) && !named && in.Filter == nil
	_, game := in.Parameters["game_type"]
	lent = lent || cu.game != "" && gameAnswers[in.Name] && !game
	_, from := in.Parameters["from"]
	_, year := in.Parameters["tax_year"]
	lent = lent || cu.period != nil && datedRecords[in.Name] && !from && !year
	if lent {
		return unknownBecause("Ask the question with what it is about in it, e.g. \"what offers do I have at Borgata\": " +
			"/ask does not carry a casino, game or time from a clause before the question into it."), true
	}
	return in, true
}

// unknownPlaceTold says a story or clause names a place after a word of
// placeCues that the directory does not know ("we're staying in Denver,
// ..."): a town is still a place the question is about ("of" is rather a
// thought's: "thinking of staying over").
func unknownPlaceTold(q *question) bool {
	for i := 0; i+1 < len(q.toks); i++ {
		w, next := q.norm(i), q.norm(i+1)
		if w == "to" && infinitiveTakers[q.norm(i-1)] {
			// "I want to earn points": a verb's "to", no place's
			continue
		}
		if placeCues[w] && w != "of" && q.free(i+1, i+1) && !fillerWords[next] && next != "this" {
			return true
		}
	}
	return false
}

// infinitiveTakers take a verb after "to" ("want to earn", "plan to
// stay", "need to cut back").
var infinitiveTakers = set("want", "wants", "wanted", "need", "needs", "needed", "like", "love", "hope", "hoping", "plan",
	"plans", "planning", "try", "trying", "able", "have", "has", "going", "got", "decide", "decided", "mean", "meant")

// listedPlaceTold says a story is in a listed city ("We're staying in
// Denver."), in which the directory has no casino: as a town it does not
// know, the question after it is still about that place.
func listedPlaceTold(cu *understanding) bool {
	return cu.city != nil && cu.city.listed
}

// curiousAt is the token after "(just) curious", "(I'm only) wondering"
// opening a sentence, 0 when it opens otherwise.
func curiousAt(q *question) int {
	k := 0
	for k < len(q.toks) && (q.norm(k) == "just" || q.norm(k) == "only" || q.norm(k) == "im" || q.norm(k) == "purely" ||
		q.norm(k) == "was" || q.norm(k) == "i") {
		k++
	}
	if k < len(q.toks) && curiousWords[q.norm(k)] {
		return k + 1
	}
	return 0
}

// closingWords open a polite closing, which asks nothing ("Thanks so
// much!", "Appreciate it.", "Cheers.", "Much appreciated.").
var closingWords = set("thanks", "thank", "thx", "ty", "tia", "appreciate", "appreciated", "cheers", "grateful", "much", "many",
	// "Sorry for the rush.", "Apologies for the bother.": an apology
	// closing the message
	"sorry", "apologies")

// farewellWords open a farewell ("Bye for now.", "Later!", "Take
// care.").
var farewellWords = set("bye", "goodbye", "later", "ciao", "cya", "take", "peace", "adios", "toodles")

// thoughtToAsk says a sentence tells that the asker thought to ask ("I
// thought I'd ask", "Thought I would check before my trip").
func thoughtToAsk(q *question) bool {
	k := 0
	if q.norm(0) == "i" || q.norm(0) == "we" {
		k++
	}
	if q.norm(k) != "thought" {
		return false
	}
	k++
	switch {
	case q.norm(k) == "id" || q.norm(k) == "wed":
		k++
	case (q.norm(k) == "i" || q.norm(k) == "we") && q.norm(k+1) == "would":
		k += 2
	default:
		return false
	}
	return q.norm(k) == "ask" || q.norm(k) == "check"
}

// afterwordOpeners open a sentence in which the asker tells why they ask
// or what they hope for ("I want to plan my budget.", "We're driving
// through in August.", "Just curious.").
var afterwordOpeners = set("i", "im", "id", "ive", "we", "were", "wed", "weve", "our", "just", "asking")

// wishVerbs say what the asker wants to do ("I want to plan my budget",
// "I'd love to try somewhere new"), and reasonWords what asking is for
// ("Asking before my next trip", "asking bc ...").
var (
	wishVerbs   = set("want", "wanna", "like", "love", "need", "hope", "hoping", "trying", "plan", "planning", "wish")
	reasonWords = set("before", "because", "bc", "cause", "since", "as", "ahead", "so")
)

// afterwords splits a message whose question or request is followed by
// sentences that add nothing to it (afterword): a reason, a wish or a
// closing ("Which casinos in Maryland have a rewards program? I want to
// sign up before our trip in the spring.", "... Please limit each
// session to two hours. Thank you."). rest is the message up to the
// question, after the sentences after it. false when the last sentence
// is no afterword, or the sentence before the afterwords does not ask.
func (ix *Index) afterwords(text string, now time.Time) (rest, after string, ok bool) {
	var ss []string
	for _, s := range storySentences(text) {
		if head, tail, ok := longPurposeSplit(s); ok {
			// "Show the tier ladder for Genting Rewards so they know
			// what to aim for.": a purpose clause is an afterword
			ss = append(ss, head)
			s = tail
		} else if head, tail, ok := beforeDoingSplit(s); ok {
			// "I want the details on Borgata before booking anything.":
			// what the asker will do once answered is an afterword
			ss = append(ss, head)
			s = tail
		}
		// "tell me about the 24k select club, my buddy from biloxi
		// swears by it", "List my W-2Gs for 2025 - my accountant wants
		// copies.": a tail of story after a comma or a dash
		for _, sep := range []string{", ", " - ", " — ", " – "} {
			at := strings.LastIndex(s, sep)
			if at < 0 {
				continue
			}
			if tail := s[at+len(sep):]; closeOther(newQuestion(tail)) || purposeTold(newQuestion(tail)) {
				ss = append(ss, s[:at])
				s = tail
				break
			}
		}
		ss = append(ss, s)
	}
	if len(ss) < 2 {
		// one sentence has no afterword; most questions end here, before
		// the message is tokenized again
		return "", "", false
	}
	relay := relayOpens(text)
	k := len(ss)
	for k > 1 && !relayedWishToKnow(ss[k-1], relay) && !ix.relayedTheyAsks(ss[k-1], relay, now) && (ix.afterword(asRelayedUser(ss[k-1], relay), now) || ix.needRestated(asRelayedUser(ss[k-1], relay), ss[k-2], now) ||
		ix.toldAfterAsk(asRelayedUser(ss[k-1], relay), now)) {
		k--
	}
	if k == len(ss) {
		return "", "", false
	}
	// "They'd like to know whether ...": an agent's "they" is its
	// user, who asks as "I'd like to know" does
	// "Once the roads open, I'd love to find out ...": a clause of
	// context before the ask (leadClause) leaves it asking
	if s := asRelayedUser(ss[k-1], relay); !sentenceAsks(s) && !changeRequested(s) && !(relay && relayOpens(s)) && !pleaseRequest(s) &&
		!askedToFetch(newQuestion(s)) && !askingAfterLead(s) && !sentToAsker(s) && !needRequest(s) && !ix.relayedTheyAsks(ss[k-1], relay, now) &&
		!leadClauseAsks(s) {
		// "The user needs a figure for their accountant: ...": an
		// agent's relay asks for what its user wants
		return "", "", false
	}
	// the message up to the first afterword as typed, so a break between
	// its sentences ("next week... which offers") still parts them
	rest = strings.Join(ss[:k], " ")
	if at := strings.LastIndex(text, ss[k]); at > 0 {
		rest = strings.TrimSpace(strings.TrimRight(strings.TrimSpace(text[:at]), ",-—–"))
	}
	return rest, strings.Join(ss[k:], " "), true
}

// needRestated says a sentence after a request tells what the asker
// needs, and what it needs the request already asks for ("Please give
// the gambling tax summary for 2025. They need wins, losses and
// withholding in one place.", "List my trips to Borgata. I need my
// trips."): it asks nothing more. A need read as other records ("I need
// my vouchers too") or as nothing is not the request's.
func (ix *Index) needRestated(s, request string, now time.Time) bool {
	q := newQuestion(s)
	if (q.norm(0) != "i" && q.norm(0) != "we") || !needVerbs[q.norm(1)] || q.norm(2) == "to" || sentenceAsks(s) || changeRequested(s) {
		return false
	}
	need, _ := ix.understand(s, now)
	asked, _ := ix.understand(request, now)
	return asked.Name != Unknown && need.Name != Unknown && len(need.Missing) == 0 && coveredBy(need, asked)
}

// needVerbs tell what the asker needs ("I need", "we want").
var needVerbs = set("need", "needs", "want", "wants")

// coveredBy says the answer asked holds what need reads: the same
// intent with no parameter asked otherwise, or W-2Gs and their total,
// which the tax summary of their year holds.
func coveredBy(need, asked Intent) bool {
	if need.Name != asked.Name && !(asked.Name == TaxSummary && (need.Name == W2GTotal || need.Name == MyW2Gs)) {
		return false
	}
	for k, v := range need.Parameters {
		if !reflect.DeepEqual(asked.Parameters[k], v) {
			return false
		}
	}
	return true
}

// lectureDeclined says a sentence asks not to be told or judged ("please
// don't tell me to just stop", "Don't lecture me", "please do not judge"):
// how the asker would have the answer, not what it is.
func lectureDeclined(q *question) bool {
	k := 0
	if q.norm(k) == "please" || q.norm(k) == "pls" {
		k++
	}
	switch {
	case q.norm(k) == "dont":
		k++
	case q.norm(k) == "do" && q.norm(k+1) == "not":
		k += 2
	default:
		return false
	}
	return lectureVerbs[q.norm(k)]
}

// lectureVerbs are what an asker asks not to be given with an answer.
var lectureVerbs = set("tell", "lecture", "judge", "preach", "moralize", "moralise", "scold")

// partOfGroupTold says a sentence opens with a part of the asker's
// party ("half of us", "most of us", "two of us", "a few of us"): what
// they do is told, not asked.
func partOfGroupTold(q *question) bool {
	k := 0
	if q.norm(k) == "a" {
		k++ // "a few of us", "a couple of us"
	}
	if q.norm(k+1) != "of" || q.norm(k+2) != "us" {
		return false
	}
	_, spelled := wordNumbers[q.norm(k)]
	return groupParts[q.norm(k)] || spelled || numericWord(q.norm(k))
}

// groupParts are the parts of a party a sentence may open with.
var groupParts = set("half", "most", "some", "all", "none", "few", "couple", "several", "both", "many", "each", "neither")

// pleaseRequest says a sentence ends with "please" ("Tribal casinos in
// Washington state, please."): what it names is asked for, though no
// verb asks it.
func pleaseRequest(s string) bool {
	q := newQuestion(s)
	return len(q.toks) > 1 && q.norm(len(q.toks)-1) == "please"
}

// afterword says a sentence after a question asks nothing and adds
// nothing to it: a closing (closingWords), or the asker telling why they
// ask or what they wish (afterwordOpeners), which reads no question of
// its own unless it is a wish to do something else than be told or
// shown ("I want to plan my budget") or a reason for asking ("Asking
// before my next trip."). A question mark, an amount, or another person
// ("I'm asking for my wife") makes none.
func (ix *Index) afterword(s string, now time.Time) bool {
	if len(s) > 3 && strings.EqualFold(s[:3], "so ") && longPurposeAfterword(newQuestion(s)) {
		// "... so they know what to aim for?": why the asker asks,
		// whatever mark closes the message
		return true
	}
	if len(s) > 7 && strings.EqualFold(s[:7], "before ") && beforeDoingTold(newQuestion(s)) {
		// "... before booking anything?", "before heading up there":
		// what the asker will do next, whatever mark closes the
		// message, which asks nothing (afterwordsBind keeps it from
		// records and progress, whose time it may be)
		return true
	}
	if strings.HasSuffix(s, "?") {
		return false
	}
	q := newQuestion(s)
	if len(q.toks) > 2 && stanceAdverbs[q.norm(0)] && punctAfter(q, 0) {
		// "Honestly, I just need a break.", "Frankly, we're tired": how
		// earnestly the asker speaks says nothing, the rest is read
		return ix.afterword(strings.TrimLeft(s[q.toks[0].end:], " ,:-—–"), now)
	}
	if ix.knowWishBeforeEvent(q, s, now) {
		// "I'd like to know what I'm up against before the next
		// trip.": a wish to know, and when
		return true
	}
	if len(q.toks) == 0 || relayed(q) {
		// "Asking on her behalf.": whatever else the sentence is, it
		// makes the question another person's
		return false
	}
	if closingWords[q.norm(0)] {
		return len(q.toks) < 6
	}
	if farewellWords[q.norm(0)] && len(q.toks) <= 3 && (q.norm(0) != "later" || len(q.toks) == 1) {
		// "Bye for now.", "Later!", "Take care.": a farewell closing
		// the message ("Later this month" tells a time)
		return true
	}
	if thoughtToAsk(q) {
		// "Thought I'd ask before my trip.", "I thought I would check
		// first.": why the asker wrote, which asks nothing more
		return true
	}
	if askedToFetch(q) {
		// "She asked me to pull up the details for Borgata.": a
		// request passed on, which is the ask itself
		return false
	}
	if k := curiousAt(q); k > 0 && (k == len(q.toks) || reasonWords[q.norm(k)] || q.norm(k) == "for") && !sentenceAsks(s) {
		// "Just curious before my trip.", "Only wondering for next
		// week.": the asker only wonders, and says when or why
		return true
	}

	if fullListRestated(q) {
		// "Please return the full list.", "Give me the whole list": the
		// list asked before, asked in full, which asks nothing more
		return true
	}
	if askingForPurpose(q) {
		// "asking for taxes", "Asking for my records.": what the
		// asker wants the answer for, which asks nothing more
		return true
	}
	if sighs[q.norm(len(q.toks)-1)] && len(q.toks) < 6 && !sentenceAsks(s) {
		// "Tax season again, ugh.", "long night lol": a sigh, which
		// asks nothing
		if _, u := ix.understand(s, now); !u.hasAmount && !u.hasHours && len(u.casinos) == 0 && u.game == "" {
			return true
		}
	}
	if feltTold(q) && !sentenceAsks(s) {
		// "Seemed like the night would never end.", "It felt like we
		// were there all week": how something felt, which asks nothing
		if _, u := ix.understand(s, now); !u.hasAmount && !u.hasHours && len(u.casinos) == 0 && u.game == "" {
			return true
		}
	}
	if declinedWish(q) && !sentenceAsks(s) {
		// "The craps ones I'd rather not look at.": what the asker
		// does not want asks nothing (afterwordsBind keeps a game or
		// casino it names that the question leaves open)
		return true
	}
	if formerTold(q) && !sentenceAsks(s) {
		// "my old one at Argosy retired last month": what the asker
		// had before, which is no longer what is asked
		return true
	}
	if (longIfPlanned(q) || longIfReacted(q) || longHabitTold(q) || longReckoningTold(q)) && !sentenceAsks(s) && !changeRequested(s) {
		// "If it's worth it I'll sign up this week.", "been playing the
		// Orleans every weekend", "trying to figure out how long my $300
		// lasts": a plan once answered, a habit or the asker's own sum,
		// none of which asks (afterwordsBind still keeps what the
		// question leaves open)
		return true
	}
	if at := joinedTellingAt(q); at > 0 && ix.afterword(s[:q.toks[at].start], now) && ix.afterword(s[q.toks[at+1].start:], now) {
		// "Tax season is sneaking up and my preparer wants paperwork
		// early.": two things told, joined, neither of which asks
		return true
	}
	if (timeNearTold(q) || eventPlaceTold(q) || allNeededTold(q) || everyTimeTold(q) || freeTimeTold(q)) && !sentenceAsks(s) &&
		!changeRequested(s) {
		// "Tax season is sneaking up.", "My birthday is coming up": a
		// time drawing near, which asks nothing
		return true
	}
	if at := timeLeadAt(q); at > 0 && ix.afterword(s[q.toks[at].start:], now) {
		// "After the Vegas weekend I'm scared to look.", "Since the
		// move we only go twice a year.": when, then what the asker
		// tells, which asks nothing
		return true
	}
	if hopedThingTold(q) && !sentenceAsks(s) && !changeRequested(s) {
		// "A free room would be a nice surprise.", "Free play would make
		// the trip": how welcome something would be, which asks nothing
		if _, u := ix.understand(s, now); !u.hasAmount && !u.hasHours && len(u.casinos) == 0 {
			return true
		}
	}
	if lectureDeclined(q) {
		// "Please don't lecture me.", "Don't tell me to walk away.":
		// how the asker would not be answered, which asks nothing
		return true
	}
	if partOfGroupTold(q) && !sentenceAsks(s) && !changeRequested(s) {
		// "Most of us stick to the slots.", "A few of us only play
		// poker": what some of the asker's party do, told after the
		// question, which asks nothing
		return true
	}
	if thingHabitTold(q) && !sentenceAsks(s) && !changeRequested(s) {
		// "The rental only sleeps six.", "The puppy gets carsick after
		// about 40 minutes": what a thing of the story does, its number
		// the thing's, which asks nothing (afterwordsBind still keeps
		// hours or an amount the question needs)
		if in, u := ix.understand(s, now); in.Name == Unknown && len(u.casinos) == 0 && u.game == "" && u.city == nil && u.state == nil {
			return true
		}
	}
	if planTold(q) && !sentenceAsks(s) && !changeRequested(s) {
		// "We'll be down there for a wedding in June.", "I'm heading
		// to the lake next month": a plan the asker tells after the
		// question, whose time or place narrows nothing asked
		// (afterwordsBind keeps a time of records the question leaves
		// open)
		return true
	}
	if disputeSettled(q) && !changeRequested(s) {
		// "Settle this, please.", "Please end the debate.": what the
		// answer is for, however politely put
		if in, u := ix.understand(s, now); in.Name == Unknown && !u.hasAmount && !u.hasHours && len(u.casinos) == 0 && u.game == "" {
			return true
		}
	}
	if (noHurryTold(q) || effectTold(q) || neverAgainTold(q)) && !sentenceAsks(s) && !changeRequested(s) {
		// "No rush.", "That ought to settle it.": how little the asker
		// hurries, or what the answer will do for them, which asks
		// nothing
		if in, u := ix.understand(s, now); in.Name == Unknown && !u.hasAmount && !u.hasHours && len(u.casinos) == 0 && u.game == "" {
			return true
		}
	}
	if vowTold(q) && !sentenceAsks(s) && !changeRequested(s) {
		// "Salads only, I promise.", "One drink, I swear": what the
		// asker vows, which asks nothing
		if in, u := ix.understand(s, now); in.Name == Unknown && !u.hasAmount && !u.hasHours && len(u.casinos) == 0 && u.game == "" &&
			u.city == nil && u.state == nil {
			return true
		}
	}
	if closingPlea(q) || nothingMuchTold(q) {
		if in, u := ix.understand(s, now); in.Name == Unknown && !u.hasAmount && !u.hasHours && len(u.casinos) == 0 && u.game == "" &&
			(!nothingMuchTold(q) || u.city == nil && u.state == nil) {
			// "Please be quick about it.": how the asker would have it
			// answered, which asks nothing
			return true
		}
	}
	if purposeTold(q) {
		// "I need them for my taxes.": what the asker wants what was
		// asked for, which asks nothing more
		return true
	}
	if closeOther(q) {
		// "my mom swears i was platinum somewhere in reno": a story of
		// someone close, whose records afterwordsBind keeps apart
		return !sentenceAsks(s) && !changeRequested(s)
	}
	if lossTold(q) && !sentenceAsks(s) && !changeRequested(s) {
		// "Craps was brutal to me last night, down $400.": a loss
		// told after the question, its amount the loss's, not a win
		// or a bet asked about (afterwordsBind keeps a game, casino or
		// time it names that the question leaves open)
		return true
	}
	if saidByOther(q) && !sentenceAsks(s) && !changeRequested(s) {
		// "He swears the helpline is the only thing that helped his
		// sister.": another person's word told after the question,
		// whatever it names alone, asks nothing (afterwordsBind keeps
		// their records apart); an amount or hours they say may be
		// the ask's, as in withoutAsides
		if in, u := ix.understand(s, now); !in.ChangesData && !u.hasAmount && !u.hasHours {
			return true
		}
	}
	if otherOpens(q) && !sentenceAsks(s) {
		// "She'd only go if it's a big one.": what another person
		// wants or does asks nothing (afterwordsBind keeps their
		// records apart)
		if in, u := ix.understand(s, now); !u.hasAmount && !u.hasHours && in.Name == Unknown {
			return true
		}
	}
	// "Would love to get away for a bit.": a wish with its subject
	// dropped, as a phone types it
	// "Would hate to start over." is a dread typed the same way
	// "cant find the card anywhere", "couldn't sleep": what the asker
	// cannot do, its subject dropped too
	// "Would be great to pick up a card.": a wish put as how pleasant
	// something would be, its subject dropped too
	// "dont want to look dumb", "don't need the stress": a wish
	// declined, its subject dropped the same way
	// "It would be nice to level up", "it'd be great to get a room":
	// a wish put as how it would feel
	subjectless := wishVerbs[q.norm(0)] || participle(q.norm(0)) || q.norm(0) == "would" && (wishVerbs[q.norm(1)] || dreadVerbs[q.norm(1)]) ||
		cannotOpeners[q.norm(0)] || q.norm(0) == "would" && q.norm(1) == "be" && pleasantWords[q.norm(2)] && q.norm(3) == "to" ||
		q.norm(0) == "dont" && wishVerbs[q.norm(1)] || wouldBeNiceTold(q)
	if !afterwordOpeners[q.norm(0)] && !subjectless || relayed(q) {
		// "Trying to decide where to go.", "thinking about a road
		// trip" tell of the asker with no subject; "I'm asking for my
		// wife" makes the question hers
		return false
	}
	in, u := ix.understand(s, now)
	if u.hasAmount || u.hasHours && !wishToDo(q) {
		// "I'd love to slip out for an hour or two.": the hours of a
		// wish to do something else, which afterwordsBind keeps for a
		// question that still needs them
		return false
	}
	if (doingTold(q) || participle(q.norm(0)) && !wishVerbs[q.norm(0)]) && !sentenceAsks(s) && !changeRequested(s) {
		// "I'm putting together a spreadsheet before tax time.",
		// "thinking about a road trip": what the asker is busy with,
		// whatever its words would ask alone
		return true
	}
	if in.Name == Unknown && (wishForThing(q) || wonderAsked(q) && pronounPoints(q)) && pointsBack(q) {
		// "I'd like a list of casinos within 40 miles of that town.": a
		// wish for a thing (not "to" do something), unread only because it points back to
		// what the sentences before it named, is the question; so is
		// the asker's wondering ("I'm curious what you can tell me
		// about that place.")
		return false
	}
	return in.Name == Unknown || wishToDo(q) || q.norm(0) == "asking" && reasonWords[q.norm(1)]
}

// wonderAsked says a sentence opens with the asker wondering or curious
// and a polite opening ("I'm curious what ...", "I was wondering
// whether ..."): a question put as wondering, unlike a wish to know or
// see ("I want to know if it's realistic"), which tells why the asker
// asks.
func wonderAsked(q *question) bool {
	j := politeOpeningAt(q, 0)
	if j == 0 {
		return false
	}
	for i := 0; i < j; i++ {
		if curiousWords[q.norm(i)] || q.norm(i) == "wonder" {
			return true
		}
	}
	return false
}

// pronounPoints says a sentence points back by a pronoun ("that place",
// "it"), not only by "there": "I'm curious how many there are." after a
// question counts what it asked, pointing to no story.
func pronounPoints(q *question) bool {
	for i := range q.toks {
		w := q.norm(i)
		if w == "it" && dummyItVerbs[q.norm(i+1)] || w == "that" && i > 0 && relativeVerbs[q.norm(i+1)] && !subjectAux[q.norm(i-1)] {
			continue
		}
		if pointingWords[w] {
			return true
		}
	}
	return false
}

// stanceAdverbs open a sentence with how earnestly the asker speaks
// ("Honestly, ...", "Frankly, ...").
var stanceAdverbs = set("honestly", "frankly", "truthfully", "seriously", "really", "admittedly", "personally")

// wouldBeNiceTold says a sentence opens with how something would feel
// to the asker ("It would be nice to level up", "it'd be great to stay
// over", "Would be awesome to win one"): a wish, which asks nothing.
func wouldBeNiceTold(q *question) bool {
	k := 0
	switch {
	case q.norm(0) == "it" && q.norm(1) == "would":
		k = 2
	case q.norm(0) == "itd" || q.norm(0) == "would":
		k = 1
	default:
		return false
	}
	return q.norm(k) == "be" && (longReactions[q.norm(k+1)] || q.norm(k+2) == "nice" || q.norm(k+2) == "great") && q.has("to")
}

// hopedOpeners open a thing hoped for ("a free room", "some free play",
// "comped dinner").
var hopedOpeners = set("a", "an", "some", "free", "comped", "another", "any")

// hopedThingTold says a sentence tells how welcome a thing would be ("A
// free room would be a nice surprise this year.", "Some free play would
// make the trip."): a thing opened as one hoped for, then "would be" or
// "would make" within its first words, with no "to" after it ("a room
// would be nice to know about" asks).
func hopedThingTold(q *question) bool {
	if !hopedOpeners[q.norm(0)] {
		return false
	}
	for k := 1; k < len(q.toks) && k < 6; k++ {
		if q.norm(k) == "would" && (q.norm(k+1) == "be" || q.norm(k+1) == "make") {
			for j := k + 2; j < len(q.toks); j++ {
				if q.norm(j) == "to" || q.norm(j) == "if" {
					return false
				}
			}
			return true
		}
	}
	return false
}

// passedOnVerbs tell that someone asked the asker for something ("asked
// me to", "wants me to").
var passedOnVerbs = set("asked", "asks", "wants", "wanted", "told", "tells", "needs", "needed")

// fetchVerbs are what someone asks the asker to fetch with ("pull up",
// "look up", "list", "find").
var fetchVerbs = union(union(toolVerbs, knowVerbs), set("pull", "look", "bring", "dig", "grab"))

// askedToFetch says a sentence passes on a request to fetch something
// ("They asked me to pull up the details for Borgata.", "she wants me to
// list her ... "): someone asked, "me" or "us", "to" and a verb that
// fetches, in its first words.
func askedToFetch(q *question) bool {
	for i := 1; i+3 < len(q.toks) && i < 4; i++ {
		if passedOnVerbs[q.norm(i)] && (q.norm(i+1) == "me" || q.norm(i+1) == "us") && q.norm(i+2) == "to" && fetchVerbs[q.norm(i+3)] {
			return true
		}
	}
	return false
}

// wouldAt is the token after an opening "I'd", "we'd", "I would" or "we
// would", 0 when the sentence opens otherwise.
func wouldAt(q *question) int {
	switch {
	case q.norm(0) == "id" || q.norm(0) == "wed":
		return 1
	case (q.norm(0) == "i" || q.norm(0) == "we") && q.norm(1) == "would":
		return 2
	}
	return 0
}

// wishForThing says a sentence wishes for a thing, as a request does
// ("I'd like a list of ...", "we would like the details for ..."), not
// to do something ("I'd like to get there by fall").
func wishForThing(q *question) bool {
	k := wouldAt(q)
	return k > 0 && (q.norm(k) == "like" || q.norm(k) == "love") && q.norm(k+1) != "to"
}

// pleasantWords say how pleasant something would be, in a wish with its
// subject dropped ("would be nice to", "would be great to").
var pleasantWords = set("nice", "great", "good", "cool", "fun", "lovely", "awesome", "wonderful", "handy", "helpful", "neat", "sweet")

// hurryNouns follow a "no" that tells the asker is in no hurry ("No
// rush.", "no hurry at all", "No pressure.").
var hurryNouns = set("rush", "hurry", "pressure", "urgency", "stress")

// noHurryTold says a short sentence tells the asker is in no hurry ("No
// rush.", "No hurry at all.", "Take your time."), which asks nothing.
func noHurryTold(q *question) bool {
	if len(q.toks) > 5 {
		return false
	}
	return q.norm(0) == "no" && hurryNouns[q.norm(1)] || q.norm(0) == "take" && q.norm(1) == "your" && q.norm(2) == "time"
}

// neverAgainTold says a sentence vows what happened will not happen
// again ("That can't happen again.", "It won't happen twice."): the
// asker's resolve, which asks nothing.
func neverAgainTold(q *question) bool {
	return (effectOpeners[q.norm(0)] || q.norm(0) == "it") && neverModals[q.norm(1)] && q.has("happen", "happens") && q.has("again", "twice")
}

// neverModals say something must or will not be ("can't", "won't").
var neverModals = set("cant", "cannot", "wont", "mustnt", "shouldnt", "never")

// effectOpeners open a sentence telling what the answer will do for the
// asker ("That should keep us happy.", "This will help a lot."), with
// the contracted modals typed onto them ("that'll", "that'd").
var effectOpeners = set("that", "this", "thatll", "thatd", "thisll")

// effectModals follow an effectOpener ("that should", "this will").
var effectModals = set("should", "will", "would", "ought", "might", "may", "could")

// effectTold says a sentence opens with "that" or "this" and a modal,
// telling what the answer will do ("That should keep us both happy.",
// "That'll settle the bet.", "This would help a lot."), not asking.
func effectTold(q *question) bool {
	w := q.norm(0)
	if !effectOpeners[w] || len(q.toks) < 2 {
		return false
	}
	return strings.HasSuffix(w, "ll") || strings.HasSuffix(w, "d") || effectModals[q.norm(1)]
}

// settleVerbs end a dispute ("settle", "end", "decide") and disputeNouns
// are the dispute ended ("the bet", "our argument").
var (
	settleVerbs  = set("settle", "end", "decide", "resolve")
	disputeNouns = set("bet", "argument", "debate", "dispute", "fight", "wager")
)

// disputeSettled says a short sentence asks that the answer settle a
// dispute the asker told of ("Settle this, please.", "Please end the
// debate.", "decide it for us"): what the answer is for, which asks
// nothing more than the question before it.
func disputeSettled(q *question) bool {
	k := 0
	if q.norm(k) == "please" || q.norm(k) == "pls" {
		k++
	}
	if !settleVerbs[q.norm(k)] || len(q.toks) > k+6 {
		return false
	}
	w := q.norm(k + 1)
	return w == "this" || w == "it" || w == "that" ||
		(w == "the" || w == "our" || w == "this" || w == "a") && disputeNouns[q.norm(k+2)]
}

// relayedWishToKnow says a sentence of an agent's relay tells what its
// user would like to know ("They would like to know whether that amount
// needs a W-2G."): the user's question itself, relayed, and no
// afterword, whatever follows it. The asker's own "I want to know if
// it's realistic" after a question is why they ask.
func relayedWishToKnow(s string, relay bool) bool {
	if !relay {
		return false
	}
	q := newQuestion(s)
	if _, ok := relayedOpeners[q.norm(0)]; !ok || q.norm(0) == "their" {
		return false
	}
	return wishToKnowAsked(q)
}

// wishToKnowAsked says a sentence wishes to know something it then
// asks: a wish verb, "to", a verb of knowing and a question word ("they'd
// like to know whether ...", "they want to find out which ...").
func wishToKnowAsked(q *question) bool {
	for i := 0; i+3 < len(q.toks) && i < 4; i++ {
		if wishVerbs[q.norm(i)] && q.norm(i+1) == "to" && knowVerbs[q.norm(i+2)] {
			k := i + 3
			if q.norm(k) == "out" {
				k++ // "find out which"
			}
			return knowAskWords[q.norm(k)]
		}
	}
	return false
}

// knowAskWords open what a wish to know asks ("whether", "if", "what").
var knowAskWords = set("whether", "if", "what", "which", "how", "when", "where", "who", "why")

// cannotOpeners open a sentence of what the asker cannot do, typed
// without its subject ("cant find the card anywhere").
var cannotOpeners = set("cant", "cannot", "couldnt")

// dreadVerbs say what the asker would not like to happen ("would hate
// to start over", "would dread losing it").
var dreadVerbs = set("hate", "dread", "loathe", "mind")

// lossTold says a sentence tells a loss the asker had, in the past:
// "lost" or "blew" and an amount, or "down" before one ("down $400").
func lossTold(q *question) bool {
	for i := range q.toks {
		switch w := q.norm(i); {
		case w == "lost" || w == "blew":
			return true
		case w == "down" && strings.HasPrefix(q.toks[min(i+1, len(q.toks)-1)].raw, "$"):
			return true
		case tookVerbs[w] && q.norm(i+1) == "a" && beatingNouns[q.norm(i+2)]:
			// "My budget took a beating", "my bankroll took a hit": a
			// loss told of, whatever it is told of
			return true
		}
	}
	return false
}

// tookVerbs and beatingNouns tell a loss as a blow taken ("took a
// beating", "has taken a hit", "takes a pounding").
var (
	tookVerbs    = set("took", "taken", "take", "takes", "taking")
	beatingNouns = set("beating", "hit", "pounding", "hammering", "bath", "drubbing")
)

// otherOpeners are a third person as the subject opening a sentence,
// with the contracted verbs typed after them ("she'd", "he'll").
var otherOpeners = set("he", "she", "hes", "shes", "hed", "shed", "hell", "shell")

// otherOpens says a sentence opens with another person as its subject
// ("She'd only go if ...", "He wants the cheap rooms").
func otherOpens(q *question) bool {
	return otherOpeners[q.norm(0)]
}

// formerWords say that what they qualify is the asker's no longer ("my
// old host", "our former casino", "my previous one").
var formerWords = set("old", "former", "previous", "ex")

// formerTold says a sentence opens with something or someone the asker
// had before ("my old one at Argosy retired", "our former host moved"):
// a story of what is no longer the asker's, which narrows nothing asked.
func formerTold(q *question) bool {
	return (q.norm(0) == "my" || q.norm(0) == "our") && formerWords[q.norm(1)]
}

// purposeTold says a sentence tells what the asker wants what was asked
// for ("I need them for my taxes", "we want those for our records", "I'd
// like it for the accountant"): the asker, a wish verb, a pronoun
// pointing back and "for".
func purposeTold(q *question) bool {
	k := 1
	if !afterwordOpeners[q.norm(0)] {
		return false
	}
	if q.norm(1) == "really" || q.norm(1) == "just" || q.norm(1) == "would" {
		k = 2
	}
	if !wishVerbs[q.norm(k)] {
		return false
	}
	return (pointingWords[q.norm(k+1)] && q.norm(k+1) != "this") && q.norm(k+2) == "for"
}

// fullListRestated says a short request only asks for the whole of a
// list ("Please return the full list.", "send us the complete list"):
// the list the question asked, in full.
func fullListRestated(q *question) bool {
	k := 0
	if q.norm(k) == "please" {
		k++
	}
	if !listGivingVerbs[q.norm(k)] {
		return false
	}
	k++
	if q.norm(k) == "me" || q.norm(k) == "us" {
		k++
	}
	if q.norm(k) != "the" || !wholeWords[q.norm(k+1)] || q.norm(k+2) != "list" {
		return false
	}
	return k+3 == len(q.toks) || k+4 == len(q.toks) && q.norm(k+3) == "please"
}

// listGivingVerbs ask for a list to be given ("return the full list").
var listGivingVerbs = set("return", "give", "send", "show", "provide", "share")

// wholeWords say all of a list ("the full list", "the whole list").
var wholeWords = set("full", "whole", "complete", "entire")

// askingForPurpose says a short sentence tells what the asker asks for
// ("asking for taxes", "only asking for my records"), a thing and not a
// person ("asking for my wife" is relayed).
func askingForPurpose(q *question) bool {
	k := 0
	if q.norm(k) == "just" || q.norm(k) == "only" || q.norm(k) == "im" {
		k++
	}
	if q.norm(k) != "asking" || q.norm(k+1) != "for" || len(q.toks) > k+5 {
		return false
	}
	k += 2
	if q.norm(k) == "my" || q.norm(k) == "our" || q.norm(k) == "the" {
		k++
	}
	return purposeNouns[q.norm(k)]
}

// purposeNouns are what an answer may be wanted for ("for taxes", "for
// my records").
var purposeNouns = set("taxes", "tax", "records", "filing", "paperwork", "budgeting", "planning", "reference", "curiosity", "bookkeeping")

// sighs close a sentence that only sighs or laughs ("ugh", "lol",
// "smh").
var sighs = set("ugh", "lol", "smh", "haha", "lmao", "sigh", "yay", "phew", "oof", "meh", "argh", "whew")

// declinedWish says a sentence tells what the asker would rather not
// see or does not need ("I'd rather not look at", "don't need the craps
// ones", "not interested in those").
func declinedWish(q *question) bool {
	if q.hasPhrase("rather", "not") || q.hasPhrase("dont", "want") || q.hasPhrase("dont", "need") ||
		q.hasPhrase("do", "not", "want") || q.hasPhrase("not", "interested") || q.hasPhrase("no", "need") {
		return true
	}
	// "Please don't show the craps ones.", "do not include the expired
	// ones": what the asker asks to be left out
	for i := range q.toks {
		k := i + 1
		if q.norm(i) == "do" && q.norm(k) == "not" {
			k++
		} else if q.norm(i) != "dont" {
			continue
		}
		if leaveOutVerbs[q.norm(k)] {
			return true
		}
	}
	return false
}

// leaveOutVerbs show or list what an asker may ask to be left out ("don't
// show the craps ones").
var leaveOutVerbs = set("show", "list", "include", "give", "display", "bother", "count")

// participle says a word is a verb's "-ing" form that may open a
// sentence of the asker's with no subject ("Thinking about a road
// trip.", "Hoping to go in May."), not a noun ("morning") or a verb that
// asks ("checking").
func participle(w string) bool {
	return strings.HasSuffix(w, "ing") && len(w) > 4 && !nounsInIng[w] && !askingOpeners[w] && !seekingVerbs[w]
}

// seekingVerbs tell that the asker looks for something, which a sentence
// then asks ("I'm looking for casinos in Reno", "wondering what my tier
// is").
var seekingVerbs = set("looking", "wondering", "searching", "asking", "checking", "needing", "wanting", "requesting", "seeking")

// doingTold says a sentence tells what the asker is doing: "I'm" or
// "we're" and a verb's "-ing" form that seeks nothing ("I'm putting
// together a spreadsheet", "we're driving through Browning"), or
// "planning" with no "to" or "on" after it.
func doingTold(q *question) bool {
	k := 1
	if (q.norm(0) == "i" && q.norm(1) == "am") || (q.norm(0) == "we" && q.norm(1) == "are") {
		k = 2
	} else if q.norm(0) != "im" && q.norm(0) != "were" {
		return false
	}
	if q.norm(k) == "planning" && q.norm(k+1) != "to" && q.norm(k+1) != "on" {
		// "I'm planning ahead for my trip.", "we're planning our
		// weekend": busy planning, no wish "to" do anything asked
		return true
	}
	return participle(q.norm(k)) && !wishVerbs[q.norm(k)]
}

// relayed says a sentence makes the asker a go-between: asking for or on
// behalf of someone ("I'm asking for my wife", "on his behalf").
func relayed(q *question) bool {
	if longMadeFor(q) {
		// "I'm putting together a scrapbook for my wife": the asker
		// makes something for her, and asks for no one
		return false
	}
	// "on her behalf" ends the sentence, so the last word is read too;
	// "on behalf of my user" is an agent's for the key's owner
	for i := range q.toks {
		w, next := q.norm(i), q.norm(i+1)
		if w == "for" && (next == "her" || next == "his" || next == "their") && (nearingNouns[q.norm(i+2)] || yearsOrdinal(q.norm(i+2))) {
			// "wants to go back for her birthday", "a road trip for his
			// 80th": the occasion is theirs, and no one is asked for
			continue
		}
		if w == "behalf" && !(next == "of" && relayNouns[q.norm(i+3)]) || w == "for" && (thirdPersons[next] || (next == "my" || next == "our") && peopleTold(newQuestion(q.norm(i+2))) &&
			!possessiveTyped(q, i+2)) {
			return true
		}
	}
	return false
}

// yearsOrdinal says a word is an ordinal number of years ("21st",
// "80th"), as a birthday or an anniversary is named by it alone.
func yearsOrdinal(w string) bool {
	n := len(w)
	if n < 3 || w[0] < '1' || w[0] > '9' {
		return false
	}
	switch w[n-2:] {
	case "st", "nd", "rd", "th":
	default:
		return false
	}
	for _, c := range w[:n-2] {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// feltTold says a sentence tells how something felt, its subject typed
// or dropped ("Felt like forever.", "It seemed like a long night", "we
// felt as if ...").
func feltTold(q *question) bool {
	k := 0
	if feltSubjects[q.norm(0)] {
		k = 1
	}
	return feltVerbs[q.norm(k)] && (q.norm(k+1) == "like" || q.norm(k+1) == "as")
}

var (
	feltSubjects = set("it", "i", "we", "that", "this")
	feltVerbs    = set("felt", "feels", "seemed", "seems")
)

// possessiveTyped says the token at i is typed with "'s" ("my son's
// hockey tournaments"): what follows is the person's, and "for" before
// it is what the thing is for, not whom the asking is for.
func possessiveTyped(q *question, i int) bool {
	if i >= len(q.toks) {
		return false
	}
	if q.norm(i+1) == "in" && q.toks[i].end < q.toks[i+1].start && q.text[q.toks[i].end] == '-' && i+2 < len(q.toks) {
		// "my mother-in-law's birthday": the compound's last word
		// carries its possessive
		i += 2
	}
	raw := strings.ToLower(q.toks[i].raw)
	return strings.HasSuffix(raw, "'s") || strings.HasSuffix(raw, "’s")
}

// closeOther says a sentence opens with someone close to the asker as
// its subject ("my dad used to take us ...", "our cousin swears by it").
func closeOther(q *question) bool {
	if closeOtherOfMine(q) {
		return true
	}
	if (q.norm(0) == "the" || q.norm(0) == "my" || q.norm(0) == "our") && familyGroups[q.norm(1)] &&
		(otherAux[q.norm(2)] || q.norm(2) == "are" || q.norm(2) == "were" || q.norm(2) == "have") {
		// "The kids are grown", "our grandkids were visiting": the
		// asker's family as a group, and what they are or did
		return true
	}
	if otherPeople[q.norm(0)] && (tellingVerbs[q.norm(1)] || otherAux[q.norm(1)]) {
		// "wife wants a break from the car", "hubby says it's too
		// far": who it is, typed on a phone without "my", then what
		// they say or want
		return true
	}
	if otherPeople[q.norm(0)] && habitAdverbs[q.norm(1)] && (tellingVerbs[q.norm(2)] || namingVerbs[q.norm(2)]) {
		// "Grandma always said it was rigged", "Dad never called it
		// luck": a relative called by the word for them, what they
		// always said or called something
		return true
	}
	w := q.norm(1)
	if q.norm(0) != "my" && q.norm(0) != "our" {
		return false
	}
	if otherPeople[w] || otherPeople[strings.TrimSuffix(w, "s")] || tellingVerbs[q.norm(2)] {
		return true
	}
	if personNouns[q.norm(2)] && tellingVerbs[q.norm(3)] && !recordNouns[w] {
		// "my tax guy needs paperwork", "my travel agent says": who it
		// is, named by what they do for the asker, then what they say
		// or want
		return true
	}
	if (q.norm(2) == "is" || q.norm(2) == "keeps") && participle(q.norm(3)) && !recordNouns[w] && !q.hasPrefix("casino") {
		// "my bookkeeper is hounding me for receipts": someone of the
		// asker's busy with something, which asks nothing
		return true
	}
	// "my accountant in Winterhaven wants copies": who it is, where,
	// then what they say or want
	return !recordNouns[w] && placeCues[q.norm(2)] && (tellingVerbs[q.norm(4)] || tellingVerbs[q.norm(5)])
}

// familyGroups are the asker's family spoken of as a group ("the kids",
// "our grandkids", "the folks").
var familyGroups = set("kids", "children", "grandkids", "grandchildren", "folks", "parents", "inlaws", "family")

// freeTimeTold says a sentence tells that the asker has time ("we finally
// have time for road trips", "I've got more time to play now", "I have
// the time"): what the asker can do, which asks nothing.
func freeTimeTold(q *question) bool {
	k := 1
	switch q.norm(0) {
	case "i", "we":
	case "ive", "weve":
		if q.norm(1) != "got" {
			return false
		}
	default:
		return false
	}
	for k < 4 && freeTimeAdverbs[q.norm(k)] {
		k++
	}
	if q.norm(k) != "have" && q.norm(k) != "got" && q.norm(k) != "had" {
		return false
	}
	k++
	if freeTimeAmounts[q.norm(k)] {
		k++
	}
	return q.norm(k) == "time" && (k+1 == len(q.toks) || q.norm(k+1) == "for" || q.norm(k+1) == "to" || q.norm(k+1) == "now")
}

// freeTimeAdverbs come between the asker and "have" when they tell they
// have time ("we finally have", "I now have"); freeTimeAmounts before
// "time" ("more time", "the time").
var (
	freeTimeAdverbs = set("finally", "now", "actually", "still", "just", "also", "really", "got")
	freeTimeAmounts = set("the", "more", "some", "enough", "plenty", "free", "extra", "spare", "lots")
)

// sentToAsker says a sentence asks for something to be sent to the
// asker ("Send over my W-2Gs from 2025.", "send me my trips"): a request
// to be shown, as "show me" is.
func sentToAsker(s string) bool {
	q := newQuestion(s)
	return q.norm(0) == "send" && (q.norm(1) == "me" || q.norm(1) == "us" || q.norm(1) == "over")
}

// personNouns name someone of the asker's by what they are to them,
// after a word of what they do ("my tax guy", "my travel agent", "my
// golf buddy").
var personNouns = set("guy", "gal", "lady", "man", "woman", "person", "agent", "preparer", "advisor", "adviser", "planner",
	"lawyer", "accountant", "buddy", "buddies", "friend", "friends", "pal", "partner")

// otherAux follow someone close typed without "my" ("Grandpa has
// promised to drive", "mom is coming along"): what they did or do.
var otherAux = set("has", "had", "is", "was", "will", "keeps")

// habitAdverbs say how often someone did something ("always", "never").
var habitAdverbs = set("always", "never", "often", "usually", "still", "constantly", "forever")

// namingVerbs say what someone called something ("called it rigged").
var namingVerbs = set("called", "calls", "claimed", "claims", "reckoned", "reckons")

// tellingVerbs tell what someone said, asked or wants, after "my" and
// who it is ("my therapist asked", "my accountant needs copies").
var tellingVerbs = set("asked", "asks", "says", "said", "thinks", "thought", "swears", "swore", "told", "tells", "wants",
	"wanted", "needs", "needed", "recommended", "suggested", "insists", "insisted")

// wishToDo says a sentence tells what the asker wants to do ("I want to
// plan my budget", "we'd love to try somewhere new"): a wish verb, "to"
// and a verb that asks to be told, shown or changed nothing.
func wishToDo(q *question) bool {
	for i := 0; i+2 < len(q.toks) && i < 4; i++ {
		if wishVerbs[q.norm(i)] && q.norm(i+1) == "to" {
			v := q.norm(i + 2)
			return !knowVerbs[v] && !toolVerbs[v] && !clauseChangeVerbs[v] && !requestVerbs[v] && !limitVerbs[v] && !askingOpeners[v]
		}
	}
	return false
}

// afterwordsBind says the afterwords of a message name another person
// whose records the question may ask, or what its answer would be
// narrowed by and does not take: a condition of a directory
// search ("Which casinos are in Reno? We want a hotel."), or a casino,
// game or time of the records asked ("Show my sessions. I mean the ones
// at Borgata."), which the question does not say alone.
func (ix *Index) afterwordsBind(in Intent, rest, after string, now time.Time) bool {
	_, cu := ix.understand(after, now)
	if (datedRecords[in.Name] || in.Name == TierProgress) && beforeDoingTold(cu.q) {
		// "Show my trips before moving to Reno.": the clause may be
		// the records' period, which no rule dates
		return true
	}
	if ss := storySentences(rest); cu.otherPerson() != "" && readsRecords(in) {
		// "Show the trips. My wife took them.": the person the
		// afterwords name owns the records, unless the question asks
		// for the asker's own
		if q := newQuestion(ss[len(ss)-1]); othersAsked(q) && !ownChange(in, q) {
			return true
		}
	}
	// "Please cap each session at 30 minutes. He swears ...": a change
	// naming no one else is the asker's own, as "my sessions" is
	own := ownAsked(rest) || ownChange(in, newQuestion(rest))
	if readsRecords(in) && otherOpens(cu.q) && !(own && (otherWantsIt(cu.q) || in.ChangesData && saidByOther(cu.q) || standingCompared(cu.q) ||
		askerThingHandled(cu.q))) {
		// "Show my trips. She planned them all.": the person the
		// afterwords open with may own the records asked; a change
		// asked of the asker's own ("set my weekly budget") stays
		// theirs whatever another person is told to have said
		return true
	}
	has := func(ks ...string) bool {
		for _, k := range ks {
			if _, ok := in.Parameters[k]; ok {
				return true
			}
		}
		return false
	}
	if cu.hasHours && (len(in.Missing) > 0 || in.Name == CompEstimate || in.Name == SetSessionLimit) {
		// "Comps for $25 blackjack? We'd like to play for 3 hours.":
		// hours the question may take
		return true
	}
	// "Would that $1,500 keno hit need a W-2G? My buddy says anything
	// over a grand does.": an amount the afterword gives as a line
	// ("anything over") is someone's idea of the rule, not a win, and
	// leaves the question's own win as it is
	// "Would a $1,250 slot jackpot get me a W-2G? Last month I won $800
	// at blackjack.": an amount won at another game than the question's
	// own is another win, told
	otherGameWin := in.Parameters["game_type"] != nil && cu.game != "" && cu.game != in.Parameters["game_type"]
	if cu.hasAmount && (len(in.Missing) > 0 || in.Name == W2GRule && !(in.Parameters["amount_won"] != nil && (thresholdClaimed(cu.q) || otherGameWin))) {
		// "Comps for 3 hours of blackjack? I lost $50 a hand.", "Do I
		// get a W-2G for keno? Lost $500 last night.": an amount the
		// question still needs, or one a W-2G rule may take for a win
		return true
	}
	if in.Name == FindCasinos && (cu.hotel != nil && !has("has_hotel") || cu.rewards != nil && !has("has_rewards") ||
		cu.ctype != "" && !has("type") || (cu.city != nil || cu.state != nil) && !has("near", "state")) {
		return true
	}
	if readsRecords(in) && longGuessTold(cu.q) {
		// "List my open sessions. I think I forgot to close one out at
		// Red Garter last night.": a guess at what the records hold,
		// which the list asked shows; narrowed by the guess, it could
		// leave out the very record looked for
		return false
	}
	return len(cu.casinos) > 0 && !cameBackFrom(cu.q) && !pastLike(cu.q) && !formerTold(cu.q) && readsRecords(in) && !has("casino_name") && in.Filter == nil &&
		!casinoNarrowsNothing(in, rest) ||
		cu.game != "" && gameAnswers[in.Name] && !has("game_type") ||
		cu.period != nil && datedRecords[in.Name] && !has("from", "tax_year") && !askedNow(rest)
}

// standingCompared says a sentence after the asker's own ask tells
// where another person stands against the asker ("He's already two
// levels ahead.", "She's a tier above me"): a rivalry told, with nothing
// pointing back to the records asked, which stay the asker's.
func standingCompared(q *question) bool {
	if pointsBack(q) {
		return false
	}
	for i := range q.toks {
		if w := q.norm(i); w == "ahead" || w == "behind" || (w == "above" || w == "below") && (q.norm(i+1) == "me" || q.norm(i+1) == "us") {
			return true
		}
	}
	return false
}

// askerThingHandled says a sentence opening with another person tells
// what they did to a thing of the asker's ("she chewed my players card",
// "He borrowed my car again"), pointing back to nothing: the thing is
// the asker's, and so are the records asked.
func askerThingHandled(q *question) bool {
	if pointsBack(q) {
		return false
	}
	for i := 2; i < len(q.toks); i++ {
		if q.norm(i) == "my" {
			return true
		}
	}
	return false
}

// thingHabitTold says a sentence opens with "the" and a thing, then what
// it does in the present, an adverb perhaps between ("The rental only
// sleeps six.", "The puppy gets carsick ..."): told, not asked.
func thingHabitTold(q *question) bool {
	if q.norm(0) != "the" || len(q.toks) < 4 {
		return false
	}
	k := 2
	if thingAdverbs[q.norm(k)] {
		k++
	}
	v := q.norm(k)
	return len(v) > 3 && strings.HasSuffix(v, "s") && !strings.HasSuffix(v, "ss") && !strings.HasSuffix(q.norm(1), "s")
}

// thingAdverbs stand between a thing and what it does ("only sleeps",
// "always gets").
var thingAdverbs = union(habitAdverbs, set("only", "just", "barely"))

// askedNow says the question sentence asks about the records as they
// are now ("Do I have any offers right now?", "what vouchers do I hold
// currently"): a time told after it (a trip planned, a month remembered)
// is not the records' period.
func askedNow(rest string) bool {
	ss := storySentences(rest)
	return newQuestion(ss[len(ss)-1]).hasOf(nowWords)
}

// cameBackFrom says afterwords tell that the asker is back from a place
// ("Just got home from Apache Gold", "we're back from Borgata"): where
// they were, which narrows nothing asked before it.
func cameBackFrom(q *question) bool {
	for i := 1; i+1 < len(q.toks); i++ {
		if (q.norm(i) == "home" || q.norm(i) == "back") && q.norm(i+1) == "from" {
			return true
		}
	}
	return false
}

// thirdPersonWords are thirdPersons as a list, for question.has.
var thirdPersonWords = keys(thirdPersons)

// relayOpens says a message's first sentence is an agent relaying its
// user ("The user is planning ...", "Relaying for my user: ...", "On
// behalf of the account holder: ...", "Message from the user: ..."): a
// person of relayNouns after "the", "my" or "our" among its first words,
// or "behalf" or "relaying".
func relayOpens(s string) bool {
	q := newQuestion(s)
	// eight words reach the user of an agent that names itself first
	// ("I'm an AI assistant helping my user ...")
	agent := false
	for i := 0; i < len(q.toks) && i < 8; i++ {
		w := q.norm(i)
		if w == "behalf" || w == "relaying" || i > 0 && relayNouns[w] && (q.norm(i-1) == "the" || q.norm(i-1) == "my" || q.norm(i-1) == "our") {
			return true
		}
		if i > 0 && relayNouns[w] && q.norm(i-1) == "a" && agent {
			// "I'm the assistant that manages a user's casino
			// budget.": an agent that names itself, then "a user"
			return true
		}
		agent = agent || agentNames[w]
	}
	// "Please cap each session at 90 minutes for the user.": a request
	// made for the user, however long, closes the first sentence
	for i := 3; i+2 < len(q.toks); i++ {
		if q.norm(i) != "for" || (q.norm(i+1) != "my" && q.norm(i+1) != "the" && q.norm(i+1) != "our") || !relayNouns[q.norm(i+2)] {
			continue
		}
		ss := storySentences(s)
		if len(ss) == 0 {
			return false
		}
		f := newQuestion(ss[0])
		n := len(f.toks)
		return n > 3 && f.norm(n-3) == "for" && (f.norm(n-2) == "my" || f.norm(n-2) == "the" || f.norm(n-2) == "our") && relayNouns[f.norm(n-1)]
	}
	return false
}

// agentNames are what an agent calls itself before the user it serves
// ("I'm the assistant that manages a user's ...", "an AI agent for a
// client").
var agentNames = set("assistant", "agent", "bot", "ai", "copilot", "chatbot")

// relayedOpeners are the pronoun an agent's sentence opens with for its
// user, with the asker's own words for it ("They'll be over there in
// July." is the user's "I'll be over there in July.").
var relayedOpeners = map[string]string{"they": "I", "theyre": "I'm", "theyd": "I'd", "theyve": "I've", "theyll": "I'll",
	"their": "My"}

// asRelayedUser is a sentence of a relayed message with its opening
// "they" written as the asker it stands for (relayOpens), so it reads
// as the user's own afterword; any other sentence is returned as it is.
func asRelayedUser(s string, relay bool) string {
	q := newQuestion(s)
	if !relay || len(q.toks) < 2 {
		return s
	}
	w, ok := relayedOpeners[q.norm(0)]
	if !ok {
		return s
	}
	// "They said the long sessions go wrong for them.": the user is
	// every "them" of the sentence too, not a third person the asking
	// is done for (relayed)
	out := w
	at := q.toks[0].end
	for i := 1; i < len(q.toks); i++ {
		if v, ok := longRelayedObjects[q.norm(i)]; ok {
			out += s[at:q.toks[i].start] + v
			at = q.toks[i].end
		}
	}
	return out + s[at:]
}

// relayedTheyAsks says a sentence of a relayed message opens with the
// agent's "they", a verb of asking or wanting and what is asked for
// ("They asked for a list of ...", "They want the tribal casinos in
// ...", "They'd like the ladder of ..."), and reads as an ask when the
// user is named in their place ("The user asked for a list of ..."):
// the user's ask relayed, not an afterword, though written as the
// asker's own ("I asked for") it would tell only of a past ask. "They
// asked me to stop" names no thing asked for, and "They would like a
// quiet stop" asks nothing of Tierline.
func (ix *Index) relayedTheyAsks(s string, relay bool, now time.Time) bool {
	q := newQuestion(s)
	if !relay || len(q.toks) < 4 {
		return false
	}
	k := 1
	switch {
	case q.norm(0) == "they" && q.norm(1) == "would" && q.norm(2) == "like", q.norm(0) == "theyd" && q.norm(1) == "like":
		k = 3 - b2i(q.norm(0) == "theyd")
	case q.norm(0) != "they":
		return false
	case relayForVerbs[q.norm(1)] && q.norm(2) == "for":
		k = 3
	case relayObjectVerbs[q.norm(1)]:
		k = 2
	default:
		return false
	}
	if !askedThingOpeners[q.norm(k)] {
		return false
	}
	in, _ := ix.understand("The user"+relayedPronounForms[q.norm(0)]+s[q.toks[0].end:], now)
	return in.Name != Unknown
}

// relayForVerbs ask for a thing with "for" ("asked for a list");
// relayObjectVerbs take the thing as their object ("requested the
// ladder", "want the casinos").
var (
	relayForVerbs    = set("asked", "asks", "asking", "looking", "searching", "hoping")
	relayObjectVerbs = set("requested", "requests", "want", "wants", "wanted", "need", "needs")
)

// askedThingOpeners open the thing a relayed user asks for ("a list",
// "the casinos", "their trips", "every tier").
var askedThingOpeners = set("a", "an", "the", "their", "all", "every", "any", "some")

// planTold says a sentence tells a plan of the asker's, to come: "I'll"
// or "we'll", a subject and "will", or "I'm" or "we're" going or heading
// somewhere ("We'll be over there for a wedding in June.", "I'm heading
// to the coast next week").
func planTold(q *question) bool {
	k := 0
	if planHedges[q.norm(0)] && len(q.toks) > 2 {
		// "Maybe we'll finally go in December.", "probably I'll drive":
		// a plan not yet sure is a plan told all the same
		k = 1
	}
	raw := strings.ToLower(strings.NewReplacer("’", "'").Replace(q.toks[k].raw))
	switch {
	case raw == "i'll" || raw == "we'll":
		return true
	case k == 0 && goingVerbs[q.norm(0)] && q.norm(0) != "going" && len(q.toks) > 2 &&
		(placeAdverbs[q.norm(1)] || q.norm(1) == "there" || q.norm(1) == "to"):
		// "Headed down there after Christmas.", "driving up Friday": a
		// trip typed with its subject dropped
		return true
	case k == 0 && (q.norm(0) == "gonna" || q.norm(0) == "going" && q.norm(1) == "to") && len(q.toks) > 2:
		// "gonna drive down in august", "going to head over friday": a
		// plan typed on a phone with its subject dropped
		return true
	case (q.norm(k) == "i" || q.norm(k) == "we") && q.norm(k+1) == "will":
		return true
	case doingTold(q):
		k := 1
		if q.norm(1) == "am" || q.norm(1) == "are" {
			k = 2
		}
		return goingVerbs[q.norm(k)]
	}
	return false
}

// placeAdverbs say which way a trip goes ("down there", "up Friday").
var placeAdverbs = set("down", "up", "over", "out", "back", "home")

// planHedges open a plan the asker is not sure of ("maybe we'll go",
// "hopefully I'll be there").
var planHedges = set("maybe", "perhaps", "probably", "hopefully", "likely")

// goingVerbs tell that the asker is on the way somewhere ("I'm heading
// to the coast", "we're driving up Friday").
var goingVerbs = set("going", "heading", "headed", "driving", "flying", "traveling", "travelling", "leaving")

// closingPlea says a short sentence opens with "please" and asks how the
// answer is given, not what it is ("Please keep it discreet.", "Please
// be quick."); "be" opens one without "please" too ("Be gentle.", "be
// honest with me").
func closingPlea(q *question) bool {
	return q.norm(0) == "please" && len(q.toks) < 6 && (q.norm(1) == "keep" || q.norm(1) == "be" || replyVerbs[q.norm(1)]) ||
		q.norm(0) == "be" && len(q.toks) < 5
}

// nothingMuchTold says a short sentence opens with "nothing" and what
// the asker can do without ("Nothing pricey, please.", "nothing
// fancy", "Nothing over the top."): how modest the want is, which asks
// nothing.
func nothingMuchTold(q *question) bool {
	return q.norm(0) == "nothing" && len(q.toks) > 1 && len(q.toks) < 6
}

// replyVerbs are how the answer is given, after a closing "please"
// ("Please answer briefly.", "please respond in plain words").
var replyVerbs = set("reply", "answer", "respond", "write")

// joinedSubjects open a clause of its own after "and" ("... and my
// preparer wants ...", "... and I'm nervous").
var joinedSubjects = union(union(afterwordOpeners, otherOpeners), set("my", "they", "theyre", "it", "its", "that", "thats"))

// joinedTellingAt is the "and" that joins two clauses of a sentence, the
// second with its own subject ("Tax season is sneaking up and my preparer
// wants paperwork early."); 0 when none does.
func joinedTellingAt(q *question) int {
	for i := 2; i+2 < len(q.toks); i++ {
		if q.norm(i) == "and" && joinedSubjects[q.norm(i+1)] {
			return i
		}
	}
	return 0
}

// nearingNouns are times and events that draw near ("tax season", "my
// birthday", "the trip").
var nearingNouns = set("season", "time", "weekend", "birthday", "anniversary", "holiday", "holidays", "christmas",
	"thanksgiving", "vacation", "trip", "deadline", "wedding", "reunion", "retirement", "party", "shower", "graduation")

// nearingWords say a time is drawing near, after "is" or "are" ("coming
// up", "approaching", "sneaking up", "around the corner", "almost here").
var nearingWords = set("coming", "approaching", "sneaking", "creeping", "around", "almost", "nearly", "close", "near", "soon",
	"upon", "looming", "right")

// timeNearTold says a sentence tells that a time or event draws near, its
// subject a few words ending in a noun of nearingNouns ("Tax season is
// sneaking up.", "Our anniversary is coming up", "the holidays are almost
// here").
func timeNearTold(q *question) bool {
	for i := 1; i < len(q.toks) && i <= 4; i++ {
		if w := q.norm(i); w == "is" || w == "are" {
			// the nearing said in a few words ("coming up fast",
			// "right around the corner"), with nothing after it
			return nearingNouns[q.norm(i-1)] && nearingWords[q.norm(i+1)] && len(q.toks) <= i+5
		}
	}
	return false
}

// eventPlaceTold says a sentence tells when or where an event of the
// asker's is, its subject a few words ending in a noun of nearingNouns
// and "is" or "are" then "in", "on", "at", "this" or "next" ("Our
// reunion is in June.", "My graduation party is at a casino", "the
// wedding is next month"): a time or place told, which asks
// nothing.
func eventPlaceTold(q *question) bool {
	for i := 1; i < len(q.toks) && i <= 4; i++ {
		if w := q.norm(i); w == "is" || w == "are" {
			return nearingNouns[q.norm(i-1)] && eventPlaceWords[q.norm(i+1)]
		}
	}
	return false
}

// allNeededTold says a sentence ends with "is all I need" or the like
// ("A clean room is all we need.", "a quiet table is all I want"): how
// little the asker wants, which asks nothing.
func allNeededTold(q *question) bool {
	n := len(q.toks)
	return n > 4 && q.norm(n-4) == "is" && q.norm(n-3) == "all" && (q.norm(n-2) == "i" || q.norm(n-2) == "we") &&
		(needVerbs[q.norm(n-1)] || q.norm(n-1) == "ask")
}

// everyTimeTold says a sentence of the asker's tells what they do each
// time something happens ("I play at Boyd casinos every time I visit
// Vegas.", "we shoot dice whenever we're in Reno"): a habit, which asks
// nothing.
func everyTimeTold(q *question) bool {
	if !afterwordOpeners[q.norm(0)] {
		return false
	}
	for i := 1; i < len(q.toks); i++ {
		if q.norm(i) == "whenever" || (q.norm(i) == "every" || q.norm(i) == "each") && q.norm(i+1) == "time" {
			return true
		}
	}
	return false
}

// eventPlaceWords say when or where an event is, after "is" ("is in
// June", "is at a casino", "is next month").
var eventPlaceWords = set("in", "on", "at", "this", "next")

// beforeDoingTold says a sentence is "before" and what the asker will do,
// as a verb's "-ing" form ("before booking anything", "before heading
// out"), in a few words.
func beforeDoingTold(q *question) bool {
	if q.norm(0) != "before" || len(q.toks) > 7 {
		return false
	}
	if (q.norm(1) == "i" || q.norm(1) == "we") && len(q.toks) > 2 {
		// "before we lose our shirts", "before I drive up": what the
		// asker will do, its subject said; not a mark reached ("before
		// I reach Gold")
		// "before we moved" dates the past, which a plan never does
		v := q.norm(2)
		return !markVerbs[v] && !participle(v) && !modalWords[v] && !strings.HasSuffix(v, "ed") && !pastVerbs[v] &&
			v != "was" && v != "were" && v != "did"
	}
	return participle(q.norm(1)) && !reachGerunds[q.norm(1)]
}

// markVerbs are reachGerunds' base forms ("before I reach Gold").
var markVerbs = set("reach", "hit", "make", "get", "earn", "move", "qualify", "climb", "achieve")

// reachGerunds are what "before" and a verb's "-ing" form may measure a
// distance to, not a plan ("how much before reaching Gold").
var reachGerunds = set("reaching", "hitting", "making", "getting", "earning", "moving", "qualifying", "climbing")

// beforeDoingSplit parts a sentence before a closing "before" and what
// the asker will do ("I want the details on Borgata before booking
// anything."); false when the sentence ends with no such clause.
func beforeDoingSplit(s string) (head, tail string, ok bool) {
	at := strings.LastIndex(s, " before ")
	if at <= 0 || strings.HasSuffix(strings.TrimSpace(s[:at]), ",") {
		return "", "", false
	}
	if !beforeDoingTold(newQuestion(s[at+1:])) {
		return "", "", false
	}
	return s[:at], s[at+1:], true
}

// timeLeads open a sentence with when what it tells happened or happens
// ("After the Vegas weekend ...", "Since the move ...").
var timeLeads = set("after", "before", "since", "until", "till", "during")

// timeLeadAt is where the asker's own words begin after a short phrase
// of time opening a sentence ("After the Vegas weekend I'm scared to
// look." is 4, at "I'm"); 0 when the sentence opens with no such phrase
// or the asker does not follow it within six words.
func timeLeadAt(q *question) int {
	if !timeLeads[q.norm(0)] {
		return 0
	}
	for k := 2; k < len(q.toks) && k <= 6; k++ {
		if afterwordOpeners[q.norm(k)] && q.norm(k) != "just" && q.norm(k) != "asking" && q.norm(k) != "our" {
			return k
		}
	}
	return 0
}

// ownAsked says the last sentence of a question asks for the asker's own
// records ("What were my losses for 2025?"), naming no "he" or "she".
func ownAsked(rest string) bool {
	ss := storySentences(rest)
	q := newQuestion(ss[len(ss)-1])
	// "how many visits ive checked in": the asker's contractions too
	return q.has("my", "mine", "i", "me", "ive", "im", "id") && !q.hasOf(heOrShe)
}

// otherWantsIt says a sentence opening with another person tells that
// they need or want what was asked ("She needs it by Friday.", "He wants
// them for his files."): whom the answer is for, not whose it is.
// An adverb may stand before the verb, and the thing wanted may be a
// copy of something ("She also wants a copy of my 2023 return.").
func otherWantsIt(q *question) bool {
	k := 1
	if wantAdverbs[q.norm(k)] {
		k++
	}
	return otherOpens(q) && (wishVerbs[strings.TrimSuffix(q.norm(k), "s")] || q.norm(k) == "wants" || q.norm(k) == "needs") &&
		(pointingWords[q.norm(k+1)] || q.phraseAt(k+1, "a", "copy") || q.norm(k+1) == "copies")
}

// wantAdverbs stand between another person and what they want ("she
// also wants", "he still needs").
var wantAdverbs = set("also", "still", "just", "only", "really")

// pastLike says a sentence names a place in a comparison with what the
// asker did there before ("like I did at Borgata", "as we did at Ameristar
// last spring"): a casino of the past, which narrows nothing asked.
func pastLike(q *question) bool {
	for i := 0; i+2 < len(q.toks); i++ {
		if (q.norm(i) == "like" || q.norm(i) == "as") && (q.norm(i+1) == "i" || q.norm(i+1) == "we") && (q.norm(i+2) == "did" || q.norm(i+2) == "had") {
			return true
		}
	}
	return false
}

// wantsMet says a directory search names a condition of its own (a
// hotel, rewards, a type) and every condition the story before it wants
// is among them, the story wanting only to do something ("The user wants
// to stay where they play. They'd like casinos with a hotel near ..."):
// the story's want is the question's.
func wantsMet(in Intent, cu *understanding) bool {
	has := func(k string) bool { _, ok := in.Parameters[k]; return ok }
	if !has("has_hotel") && !has("has_rewards") && !has("type") && !has("q") {
		return false
	}
	for i := range cu.q.toks {
		// "I want rewards.", "the user wants a spa": a thing wanted,
		// which the question may drop; "wants to stay where they play"
		// is a wish to do, which the question's condition puts
		// "they only want to stop where ...": "only" before a want is
		// the want's, read at the verb
		if slices.Contains(storyWants, cu.q.norm(i)) && cu.q.norm(i+1) != "to" && !storyWantAsked(in, cu.q, i) &&
			!(cu.q.norm(i) == "only" && slices.Contains(storyWants, cu.q.norm(i+1))) && !othersHabitOnly(cu, i) {
			return false
		}
	}
	return (cu.hotel == nil || has("has_hotel")) && (cu.rewards == nil || has("has_rewards")) && (cu.ctype == "" || has("type"))
}

// othersHabitOnly says the "only" at token i of a story tells another
// person's habit ("My dad only ever plays at Choctaw places."): where
// they play, which states no condition of the asker's own search.
func othersHabitOnly(cu *understanding, i int) bool {
	if cu.q.norm(i) != "only" || cu.otherPerson() == "" {
		return false
	}
	k := i + 1
	if cu.q.norm(k) == "ever" || cu.q.norm(k) == "really" {
		k++
	}
	return othersHabitVerbs[cu.q.norm(k)]
}

// othersHabitVerbs tell what another person does as a habit ("plays",
// "goes", "visits").
var othersHabitVerbs = set("plays", "played", "goes", "went", "visits", "visited", "gambles", "gambled", "sticks", "stuck", "drives")

// tripWantsOnly says every want of a story is of the trip itself, an
// occasion ("the team wants a celebration weekend", "we need a getaway")
// or a way of getting there ("nobody wants to fly", "we'd rather
// drive"), and the story names no condition a search could hold (a
// hotel, rewards, a type, a game): what it wants, any casino the search
// finds may serve, so the question's own search is what is asked.
func tripWantsOnly(cu *understanding) bool {
	if cu.hotel != nil || cu.rewards != nil || cu.ctype != "" || cu.game != "" {
		return false
	}
	q, found := cu.q, false
	for i := range q.toks {
		if !slices.Contains(storyWants, q.norm(i)) {
			continue
		}
		if !tripWantedAt(q, i) {
			return false
		}
		found = true
	}
	return found
}

// tripWantedAt says the want at i is of the trip itself: a verb of
// travel after "to", or a noun of an occasion among the next few words
// of its clause.
func tripWantedAt(q *question, i int) bool {
	k := i + 1
	if q.norm(k) == "to" {
		k++
	}
	if travelWants[q.norm(k)] {
		// "wants to fly", "would rather drive"
		return true
	}
	// the occasion heads what is wanted: only articles and words of
	// an occasion's size before it ("a long weekend", "an anniversary
	// trip"), for "a spa weekend" wants the spa
	for ; k <= i+4 && k < len(q.toks); k++ {
		if tripOccasions[q.norm(k)] && !tripOccasions[q.norm(k+1)] {
			// "a weekend with a pool", "a getaway near the lake": what
			// the occasion is to have or where is a condition
			return punctAfter(q, k) || !tripQualifiers[q.norm(k+1)]
		}
		if w := q.norm(k); !tripOccasions[w] && !tripSizes[w] || punctAfter(q, k) {
			return false
		}
	}
	return false
}

var (
	// travelWants are ways of getting to a trip ("wants to fly").
	travelWants = set("fly", "drive", "travel", "celebrate")
	// tripQualifiers open what an occasion is to have or where ("a
	// weekend with a pool", "a trip somewhere warm").
	tripQualifiers = set("with", "without", "at", "near", "by", "where", "that", "which", "somewhere", "someplace", "close",
		"in", "on", "to", "featuring", "including", "for")
	// tripSizes come before an occasion ("a long weekend").
	tripSizes = set("a", "an", "the", "our", "my", "long", "short", "quick", "little", "big", "proper", "real", "fun")
	// tripOccasions are what a trip is for or is ("a celebration
	// weekend", "a getaway").
	tripOccasions = set("weekend", "getaway", "trip", "vacation", "celebration", "party", "break", "outing", "escape",
		"anniversary", "birthday", "honeymoon", "reunion",
		// "I need a night out": an evening away is an occasion too
		"night", "evening")
)

// storyWantAsked says the thing a story wants, the first word after the
// want at i that is not filler ("I want points", "only plays at the
// Seminole places"), is a condition the search asked already puts: a
// family the search names ("Seminole" as its q), points or comps for a
// rewards program, a room for a hotel. Anything else wanted may be a
// condition the question drops.
func storyWantAsked(in Intent, q *question, i int) bool {
	for k := i + 1; k < len(q.toks) && k <= i+6; k++ {
		w := q.norm(k)
		if storyWantFill[w] {
			continue
		}
		_, rewards := in.Parameters["has_rewards"]
		_, hotel := in.Parameters["has_hotel"]
		if name, ok := in.Parameters["q"].(string); ok && strings.EqualFold(name, q.toks[k].raw) {
			return true
		}
		return storyWantRewards[w] && rewards || storyWantRooms[w] && hotel
	}
	return false
}

var (
	// storyWantFill come between a want and the thing wanted ("only
	// plays at the", "I want some more")
	storyWantFill = set("the", "a", "an", "some", "more", "real", "at", "in", "to", "plays", "play", "goes", "go", "stays",
		"stay", "visits", "visit", "gambles", "gamble", "i", "we", "he", "she", "they",
		// "only play where I can earn points", "only go where they give
		// comps": the place of a want said as a clause
		"where", "can", "could", "earn", "get", "collect", "rack", "up", "there", "is", "are", "give", "gives", "offer",
		"offers")
	// storyWantRewards are wanted where a rewards program gives them
	storyWantRewards = set("points", "rewards", "comps", "perks", "status", "loyalty", "tier", "credits")
	// storyWantRooms are wanted where a casino has a hotel
	storyWantRooms = set("room", "rooms", "hotel", "bed", "suite")
)

// askerColon says a colon at i closes a clause of the asker's ("I'd
// rather try somewhere new, though: which casinos ...", "We're flexible:
// what racinos ..."): the clause opens with the asker as subject and the
// colon opens an ask (asksAt), so what follows is a sentence of its own.
func askerColon(rs []rune, start, i int) bool {
	ws := strings.Fields(strings.ToLower(strings.NewReplacer("'", "", "’", "").Replace(string(rs[start:i]))))
	if len(ws) < 2 || !clauseSubjects[ws[0]] || ws[0] == "my" || ws[0] == "our" {
		return false
	}
	j := i + 1
	for j < len(rs) && unicode.IsSpace(rs[j]) {
		j++
	}
	return j < len(rs) && asksAt(rs, j)
}

// elsewhereWords name a place other than one told ("somewhere new",
// "someplace different", "elsewhere").
var elsewhereWords = []string{"somewhere", "someplace", "elsewhere"}

// elsewhereWanted says what a story wants is only to go somewhere other
// than the place it tells ("I'd rather try somewhere new"), naming no
// condition of a search (a hotel, rewards, a type): the question's own
// place is where.
func elsewhereWanted(cu *understanding) bool {
	return cu.q.has(elsewhereWords...) && cu.hotel == nil && cu.rewards == nil && cu.ctype == ""
}

// othersOwnOnly says every person close to the asker a story names is
// named as an owner ("for my dad's 70th", "my wife's birthday"): the
// story is of an occasion of theirs, the asker's own trip.
func othersOwnOnly(q *question) bool {
	seen := false
	for i, t := range q.toks {
		w := t.norm
		if !otherPeople[w] && !otherPeople[strings.TrimSuffix(w, "s")] {
			continue
		}
		raw := strings.ToLower(t.raw)
		if !strings.HasSuffix(raw, "'s") && !strings.HasSuffix(raw, "’s") {
			return false
		}
		seen = seen || i >= 0
	}
	return seen
}

// closeOtherOfMine says a sentence opens with someone close named as
// one of the asker's ("a buddy of mine got matched", "a friend of ours
// swears by it", "one of my cousins works there"): a story of another
// person, as "my buddy ..." is.
func closeOtherOfMine(q *question) bool {
	if q.norm(0) == "one" && q.norm(1) == "of" && (q.norm(2) == "my" || q.norm(2) == "our") {
		w := q.norm(3)
		return otherPeople[w] || otherPeople[strings.TrimSuffix(w, "s")]
	}
	return (q.norm(0) == "a" || q.norm(0) == "an") && otherPeople[q.norm(1)] && q.norm(2) == "of" &&
		(q.norm(3) == "mine" || q.norm(3) == "ours")
}

// storyStateNamed is the question with the "that state" or "the state"
// it points back with written as the one state the story names ("...
// who will be in Minnesota. Which casinos in that state have a hotel?"
// is "... in Minnesota ..."); false when it points to no state, names a
// state of its own, or the story names no state, by name or as the
// state of the one town it names ("We're heading to Reno. ... in that
// state" is Nevada).
func storyStateNamed(last string, q *question, cu *understanding) (string, bool) {
	name := ""
	if cu.state != nil {
		name = cu.state.Name
	} else if cu.city != nil && len(cu.city.cities) == 1 {
		name = directory.States[cu.city.cities[0].State]
	}
	if name == "" {
		return "", false
	}
	for i := 1; i < len(q.toks); i++ {
		if q.norm(i) == "state" && (q.norm(i-1) == "that" || q.norm(i-1) == "the" || q.norm(i-1) == "same") &&
			q.norm(i+1) != "of" && !q.toks[i].used {
			if q.norm(i-1) == "same" && q.norm(i-2) == "the" {
				i--
			}
			return last[:q.toks[i-1].start] + name + last[q.toks[i].end:], true
		}
	}
	if cu.state != nil && cu.city == nil && len(cu.casinos) == 0 && (cu.named == nil || cu.named.e.kind != kindCasino) {
		// "We're moving to Iowa. How does self-exclusion work there?":
		// "there" after a story naming one state, and no town or casino,
		// is that state
		for i := 1; i < len(q.toks); i++ {
			if q.norm(i) == "there" && !existentialThere(q, i) && !distanceFrom[q.norm(i-1)] && !q.toks[i].used {
				at := q.toks[i].start
				if thereWays[q.norm(i-1)] || q.norm(i-1) == "in" {
					at = q.toks[i-1].start
				}
				return last[:at] + "in " + name + last[q.toks[i].end:], true
			}
		}
	}
	return "", false
}

// companionsOnly: the asker tells of going or being somewhere, and the
// people close to them the story names only come along ("I am going to
// Elko with my wife", "we're in Reno with our kids"): the place is still
// where the asker looks. A person who is the story's subject ("My sister
// moved to Shreveport", "my wife and her friends are in Reno") is not
// only company.
func companionsOnly(q *question) bool {
	if !q.has("i", "im", "we", "were", "id", "ill") {
		return false
	}
	for i := 1; i < len(q.toks); i++ {
		if p := q.norm(i - 1); p != "my" && p != "our" {
			continue
		}
		if w := q.norm(i); !otherPeople[w] && !otherPeople[strings.TrimSuffix(w, "s")] {
			continue
		}
		if q.norm(i-2) != "with" {
			return false
		}
	}
	return true
}

// storyPlaceLent reads a search that names no place after a story told in
// one ("We're staying in Reno. Which casinos have a hotel?", "Driving
// through Mississippi next week. Any racinos?"): the casinos asked for are
// those of the place the story is in, as anyone answering would take it;
// dropping the place would answer every casino in the country. The place
// is lent when the asker is there or going there; a story of the asker's
// past or of someone else's ("My aunt dealt blackjack in Tulsa") says where
// they were, not where the asker looks, and declines. A search by name or
// nation ("Which casinos do the Cheyenne and Arapaho Tribes run?") is whole
// without a place.
func (ix *Index) storyPlaceLent(last string, alone Intent, cu *understanding) (Intent, bool) {
	if alone.Name != FindCasinos || alone.Parameters["near"] != nil || alone.Parameters["state"] != nil ||
		alone.Parameters["q"] != nil {
		return Intent{}, false
	}
	if cu.city == nil && cu.state == nil {
		return Intent{}, false
	}
	if cu.otherPerson() != "" && !companionsOnly(cu.q) && !othersOwnOnly(cu.q) || pastClause(cu.q.text) {
		// "My sister moved to Shreveport.", "I stayed in Reno last
		// week.": whether the search is meant there is not said, and
		// every casino in the country is not what was asked
		return unknown(), true
	}
	lent := &understanding{ix: ix, q: newQuestion(last), today: cu.today, understood: map[string]any{}}
	ix.typos.correct(lent.q)
	lent.extract()
	lent.city, lent.state = cu.city, cu.state
	if in := lent.decide(); in.Name == FindCasinos && (in.Parameters["near"] != nil || in.Parameters["state"] != nil) {
		return in, true
	}
	return Intent{}, false
}

// whoPointers are what a bare "who is ..." points back with ("who is
// it", "who's that").
var whoPointers = set("it", "that", "this", "he", "she", "they")

// whoIsPointed: the question is only "who is" (or "was", "are") and a
// word pointing back ("Who is it?", "who's that?", "So who was it?"):
// it asks for the person the story names or asks about.
func whoIsPointed(q *question) bool {
	k := q.opening()
	if q.norm(k) == "so" || q.norm(k) == "then" {
		k++
	}
	if q.norm(k) == "whos" {
		k++
	} else if q.norm(k) == "who" && (q.norm(k+1) == "is" || q.norm(k+1) == "was" || q.norm(k+1) == "are") {
		k += 2
	} else {
		return false
	}
	return whoPointers[q.norm(k)] && k+1 >= len(q.toks)
}

// tierCostPointed says the "that" or "this" at i is the subject of what
// a tier costs, after an auxiliary ("how many points does that take",
// "what did this require"): the tier a story names, as "that tier" is.
func tierCostPointed(q *question, i int) bool {
	w := q.norm(i)
	return (w == "that" || w == "this") && subjectAux[q.norm(i-1)] && tierCostVerbs[q.norm(i+1)]
}

// tierCostVerbs say what reaching a tier costs ("does that take",
// "does this require").
var tierCostVerbs = set("take", "require", "need", "cost")

// thresholdClaimed says a sentence states a line of amounts rather than
// an amount won or lost: "anything over a grand", "everything above
// $600", "whatever is more than $1,200".
func thresholdClaimed(q *question) bool {
	for i := range q.toks {
		if !thresholdHeads[q.norm(i)] {
			continue
		}
		k := i + 1
		if beWords[q.norm(k)] || q.norm(k) == "thats" {
			k++ // "whatever is over", "anything that's above"
		}
		if lineWords[q.norm(k)] || (q.norm(k) == "more" || q.norm(k) == "less") && q.norm(k+1) == "than" {
			return true
		}
	}
	return false
}

// thresholdHeads stand for every amount past a line ("anything over").
var thresholdHeads = set("anything", "everything", "whatever", "any", "all")

// lineWords put an amount as a line ("over", "above", "under").
var lineWords = set("over", "above", "under", "below", "past", "beyond")

// vowTold says a sentence is closed by the asker's vow after a comma
// ("Salads only, I promise.", "just the one drink, I swear") or opens
// with it ("I promise I'll be good."): what the asker vows asks nothing.
func vowTold(q *question) bool {
	n := len(q.toks)
	if n < 2 {
		return false
	}
	if (q.norm(0) == "i" || q.norm(0) == "we") && vowVerbs[q.norm(1)] {
		return true
	}
	return q.norm(n-2) == "i" && vowVerbs[q.norm(n-1)] && punctAfter(q, n-3)
}

// vowVerbs are how the asker vows ("I promise", "I swear").
var vowVerbs = set("promise", "swear")
