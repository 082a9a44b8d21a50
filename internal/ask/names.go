package ask

// Names in a question: casinos, brands, families and programs found in
// the words, and which of them the question is about.

import (
	"slices"
	"strings"
	"unicode"
)

// findNames looks for casino and program names and claims the best.
func (u *understanding) findNames() {
	found := u.ix.findNames(u.q)
	if len(found) == 0 {
		return
	}
	m := found[0]
	if p, ok := u.programWrittenOver(m); ok {
		found = []match{p}
		m = p
	}
	if m.e.kind == kindProgram && u.ladderAsked() {
		m = u.brandWithName(m)
		found[0] = m
	}
	u.named = &m
	u.q.claim(m.first, m.last)
	for i := m.first; i <= m.last; i++ {
		// "my|Rewards Boarding Pass": a word of the name is no word of
		// the asker's records
		if slices.Contains(personalWords, u.q.norm(i)) {
			u.q.toks[i].norm = ""
		}
	}
	for _, f := range found {
		if f.e.kind == kindCasino {
			u.casinos = append(u.casinos, f.e.index)
		} else {
			u.programs = append(u.programs, f.e.index)
		}
	}
}

// ladderAsked: a free word of the question asks for a ladder ("tiers",
// "levels", "the tier ladder").
func (u *understanding) ladderAsked() bool {
	for _, t := range u.q.toks {
		if !t.used && ladderWords[t.norm] {
			return true
		}
	}
	return false
}

// brandWithName is m, a program found by its name or its brand, over
// the words of its brand and name typed right before or after it, as
// players name a program ("Station Casinos' Boarding Pass" for
// my|Rewards Boarding Pass, "Golden Entertainment's True Rewards",
// "Mohegan Momentum"): one mention, not a program and words no answer
// uses. A possessive is its word ("Entertainment's"). Only when the
// question asks for a ladder: a search by a name so written would look
// for words no casino's name holds.
func (u *understanding) brandWithName(m match) match {
	q := u.q
	p := u.ix.lex.Programs[m.e.index]
	words := append(norms(p.Name), norms(p.Brand)...)
	of := func(k int) bool {
		if k < 0 || k >= len(q.toks) || !q.free(k, k) {
			return false
		}
		w := q.norm(k)
		if raw := strings.ToLower(q.toks[k].raw); strings.HasSuffix(raw, "'s") || strings.HasSuffix(raw, "’s") {
			w = normWord(strings.TrimSuffix(strings.TrimSuffix(raw, "'s"), "’s"))
		}
		return w != "the" && w != "a" && slices.Contains(words, w)
	}
	first, last := m.first, m.last
	for of(first - 1) {
		first--
	}
	for of(last + 1) {
		last++
	}
	distinct := false
	for k := first; k <= last; k++ {
		if (k < m.first || k > m.last) && !genericWords[q.norm(k)] {
			distinct = true
		}
	}
	if distinct {
		m.first, m.last = first, last
	}
	if k := m.last + 1; q.norm(k) == "program" && q.free(k, k) {
		// "the levels of the Lucky Star Rewards program": the program's
		// own noun after its name is the same mention, not a search of
		// programs
		m.last = k
	}
	return m
}

// ladderWords ask for a program's ladder ("the tier ladder of", "the
// levels of", "its tiers").
var ladderWords = set("ladder", "ladders", "tier", "tiers", "level", "levels", "structure", "ranks")

// programWrittenOver is the program whose whole name is written where m,
// a casino found by its distinctive word, begins or ends ("Foxwoods
// Rewards", the program, over Foxwoods Resort Casino; "The Club at
// Chumash" over Chumash Casino Resort), when the question asks for
// a ladder: a casino named alone ("foxwoods tiers") is still the
// casino, whose details carry its program, and a program named alone
// ("foxwoods rewards") the casino too, as before, unless the program's
// noun follows it ("the Circa Rewards program").
func (u *understanding) programWrittenOver(m match) (match, bool) {
	q := u.q
	ladder := q.hasFree(keys(ladderWords)...) || q.hasFree(rungAskVerbs...)
	if m.e.kind != kindCasino || !ladder && !q.hasFree("program") {
		// "what does Royal take in Foxwoods Rewards": what a rung takes
		// is asked of the program's ladder, as its tiers are
		return match{}, false
	}
	for ei := range u.ix.entries {
		e := &u.ix.entries[ei]
		if e.kind != kindProgram {
			continue
		}
		// the program's name begins where the casino's word does, or
		// ends with it ("The Club at Chumash" over Chumash Casino
		// Resort)
		for first := m.first; first >= 0 && first > m.first-len(e.full); first-- {
			last := first + len(e.full) - 1
			// "tell me about the Circa Rewards program": the program's
			// own noun after its whole name names the program, not the
			// casino found over the same words
			at, noun := programNounIndex(q, last+1)
			mLast := m.last
			if noun {
				mLast = min(mLast, last)
			}
			if last < mLast || last == mLast && first == m.first && !noun || !ladder && !noun ||
				!q.free(first, last) || !q.phraseAt(first, e.full...) {
				continue
			}
			if noun && !ladder && q.free(last+1, at) {
				last = at // the noun is part of the mention
			}
			return match{e: e, first: first, last: last, length: len(e.full), exact: 2}, true
		}
	}
	return match{}, false
}

// programNounAt says the program's own noun follows a program's name
// from k, after at most two generic words ("the Circa Rewards program",
// "the Borgata rewards program"): the program is what is named.
func programNounAt(q *question, k int) bool {
	_, ok := programNounIndex(q, k)
	return ok
}

// programNounIndex is where the program's noun stands (programNounAt).
func programNounIndex(q *question, k int) (int, bool) {
	for end := k + 2; k < end && genericWords[q.norm(k)] && q.norm(k) != "program"; k++ {
	}
	return k, q.norm(k) == "program"
}

// programNamedWithNoun: the question names a program with its noun after
// it ("Can you tell me about the Circa Rewards program?").
func (u *understanding) programNamedWithNoun() bool {
	return u.named != nil && u.named.e.kind == kindProgram && (u.q.norm(u.named.last) == "program" || programNounAt(u.q, u.named.last+1))
}

// resolveCasinos narrows several same-named casinos to the state the
// question names, if it names one.
func (u *understanding) resolveCasinos() {
	u.brandInTown()
	if len(u.casinos) < 2 || (u.state == nil && u.city == nil) {
		return
	}
	var kept []int
	for _, i := range u.casinos {
		c := u.ix.lex.Casinos[i]
		switch {
		case u.city != nil:
			for _, city := range u.city.cities {
				if strings.EqualFold(c.City, city.Name) && c.State == city.State {
					kept = append(kept, i)
				}
			}
		case strings.EqualFold(c.State, u.state.Code):
			kept = append(kept, i)
		}
	}
	if len(kept) > 0 {
		u.casinos = kept
		if u.city != nil {
			// The city said which casino; it is not a place to search around.
			u.placeOfCasino = true
		}
	}
}

// brandInTown reads "the Golden Nugget in Lake Charles": a program's
// brand named as one casino ("the" before it, no "casinos" after it)
// with a town is the one casino of the town whose name begins with the
// brand's words, as "the Harrah's in Laughlin" is. Nothing changes when
// no casino or several there begin so.
func (u *understanding) brandInTown() {
	m := u.named
	if m == nil || u.city == nil || u.q.norm(m.first-1) != "the" || casinosPlural[u.q.norm(m.last+1)] {
		return
	}
	words := norms(u.q.span(m.first, m.last))
	switch {
	case m.e.kind == kindProgram && len(u.casinos) == 0:
	case m.e.kind == kindCasino && len(u.casinos) == 1 && len(m.e.full) > len(words) && !u.inTownNamed(u.casinos[0]):
		// "the ameristar in council bluffs": the words begin one
		// casino's name elsewhere, and the town says which of the
		// family is meant
	default:
		return
	}
	found := -1
	for i := range u.ix.entries {
		e := &u.ix.entries[i]
		if e.kind != kindCasino || len(e.full) <= len(words) || !slices.Equal(e.full[:len(words)], words) {
			continue
		}
		c := u.ix.lex.Casinos[e.index]
		for _, t := range u.city.cities {
			if strings.EqualFold(c.City, t.Name) && c.State == t.State {
				if found >= 0 {
					return // several there
				}
				found = i
			}
		}
	}
	if found < 0 {
		return
	}
	named := *m
	named.e = &u.ix.entries[found]
	u.named = &named
	u.casinos = []int{named.e.index}
	u.programs = nil
	u.placeOfCasino = true
}

// inTownNamed says casino c lies in a town the question names.
func (u *understanding) inTownNamed(c int) bool {
	cas := u.ix.lex.Casinos[c]
	for _, t := range u.city.cities {
		if strings.EqualFold(cas.City, t.Name) && cas.State == t.State {
			return true
		}
	}
	return false
}

// namedText is the question's own words for the name it mentions
// (without a leading "the").
func (u *understanding) namedText() string {
	if u.named == nil {
		return ""
	}
	return trimThe(u.q.span(u.named.first, u.named.last))
}

// namedCore is namedText without the generic words at either end
// ("Caesars" for "Caesars Rewards"), as a directory search term.
func (u *understanding) namedCore() string {
	if u.named == nil {
		return ""
	}
	first, last := u.named.first, u.named.last
	for first < last && genericWords[u.q.norm(first)] {
		first++
	}
	for last > first && genericWords[u.q.norm(last)] {
		last--
	}
	return u.q.span(first, last)
}

func trimThe(s string) string {
	if len(s) > 4 && strings.EqualFold(s[:4], "the ") {
		return s[4:]
	}
	return s
}

// objectPronouns stand for people after a preposition ("for us", "with
// them"), never for a casino's name.
var objectPronouns = set("us", "me", "you", "them", "him", "her", "myself", "ourselves")

// tailStops end a casino name read after "at".
var tailStops = set("this", "last", "in", "since", "during", "for", "from", "with", "between", "before",
	"after", "next", "within", "on", "or", "please", "right", "now", "today", "tomorrow", "yesterday",
	"who", "that", "which", "and", "so", "far", "year", "month", "week", "is", "am", "are", "do", "does",
	// "hosts at wild horse pass taking new players": what the hosts
	// do, after the casino's name, is no part of it
	"taking", "accepting", "welcoming",
	// "checked in at a casino altogether": how much is counted, after
	// the place, is no part of its name
	"altogether", "overall", "combined", "total")

// quantifiers open a phrase meaning every casino ("every casino I play",
// "all my casinos", "each of the places I visit").
var quantifiers = set("every", "each", "all", "any", "whichever")

// playersCasinosSearched: a directory search is asked of the player's
// own casinos ("which of my casinos are in nevada", "my casinos near
// reno").
func (u *understanding) playersCasinosSearched() bool {
	q := u.q
	for i := range q.toks {
		if (q.norm(i) == "my" || q.norm(i) == "our") && casinosPlural[q.norm(i+1)] {
			return true
		}
	}
	return false
}

// unnamedWords say which casino without naming it ("my casino", "the
// usual place").
var unnamedWords = set("my", "our", "the", "this", "that", "casino", "place", "usual", "local", "favorite", "favourite",
	"home", "regular", "one", "same",
	// "what tier am i at there": a place pointed at, with no earlier
	// turn to name it
	"there", "here")

// unnamedCasino: a casino's name as typed is only words that point at a
// casino without naming it.
func unnamedCasino(name string) bool {
	words := norms(name)
	for _, w := range words {
		if !unnamedWords[w] {
			return false
		}
	}
	return len(words) > 0
}

// casinosPlural name the casinos a player plays, in the plural.
var casinosPlural = set("casinos", "places", "properties", "locations", "spots")

// everyCasino: the words from k to j are a quantifier over casinos
// ("every casino i play", "all the casinos i visit", "each of my
// casinos", "all of them"): all of the player's casinos, never a casino's name.
func everyCasino(q *question, k, j int) bool {
	if w := q.norm(k); (w == "my" || w == "our") && j == k+1 && casinosPlural[q.norm(j)] {
		// "the next tier at my casinos": the player's casinos, all of
		// them, as "all my casinos"
		return true
	}
	if w := q.norm(k); (w == "across" || w == "throughout") && k < j {
		// "which tier am I at across my casinos": a learner's "at"
		// before the span of all of them
		return everyCasino(q, k+1, j) || k+1 == j && casinosPlural[q.norm(j)]
	}
	if j == k && q.norm(k) == "everywhere" {
		// "what tier am I at everywhere": a learner's "at" before the
		// adverb; every casino the player plays, never a name
		return true
	}
	if !quantifiers[q.norm(k)] {
		return false
	}
	for m := k + 1; m <= j; m++ {
		switch w := q.norm(m); {
		case (w == "them" || w == "those" || w == "these") && m == j && q.norm(m-1) == "of":
			// "at all of them", after a story of the casinos played
			return true
		case w == "of" || w == "the" || w == "my" || w == "our" || w == "those" || w == "these":
		case strings.HasPrefix(w, "casino") || w == "place" || w == "places" || w == "property" || w == "properties" ||
			w == "location" || w == "locations" || w == "spot" || w == "spots" || w == "one" || w == "ones":
			return true
		default:
			return false
		}
	}
	return false
}

// placePhrase is the casino a personal question is about, in the
// question's own words: the directory name it mentions (a program by its
// distinctive words), else the words after "at" (or after the other
// prepositions given). Records hold free text, so the words are sent as
// written.
func (u *understanding) placePhrase(preps ...string) string {
	if t := u.longerName(); t != "" {
		return t
	}
	if t, ok := u.typedRun(); ok {
		return t
	}
	if m := u.named; m != nil && u.placeOfCasino && u.city != nil && len(u.casinos) == 1 && u.q.norm(m.last+1) == "in" &&
		slices.Equal(norms(u.q.span(m.last+2, min(m.last+1+len(norms(u.city.text)), len(u.q.toks)-1))), norms(u.city.text)) &&
		u.ix.inSeveralNames(u.namedText()) {
		// "my trips to the Harrah's in Laughlin": the town told which of
		// the casinos sharing the name is meant, and the name alone
		// would name them all; the one casino is sent by its name
		return u.ix.lex.Casinos[u.casinos[0]].Name
	}
	if u.named != nil && u.named.e.kind == kindProgram {
		return u.namedCore() // "Caesars" for "Caesars Rewards": records name casinos, not programs
	}
	if t := u.namedText(); t != "" {
		if m := u.named; m.e.kind == kindCasino && u.q.norm(m.last+1) == "casino" && u.q.free(m.last+1, m.last+1) {
			// "at Mardi Gras Casino": a name several casinos share, typed
			// with "Casino" after it, is kept as typed
			return trimThe(u.q.span(m.first, m.last+1))
		}
		return t
	}
	preps = append(preps, "at", "@")
	q := u.q
	for i := range q.toks {
		isPrep := false
		for _, p := range preps {
			if q.toks[i].norm == p || q.toks[i].raw == p {
				isPrep = true
			}
		}
		if !isPrep {
			continue
		}
		if q.toks[i].norm == "to" && (tripBase[q.norm(i+1)] || clauseChangeVerbs[q.norm(i+1)] || knowVerbs[q.norm(i+1)] ||
			toolVerbs[q.norm(i+1)]) {
			// "fixing to visit biloxi", "she'd like to see her trips":
			// "to" before a verb names no casino
			continue
		}
		k := i + 1
		for k < len(q.toks) && !q.toks[k].used && (q.toks[k].norm == "the" || q.toks[k].norm == "a") {
			k++
		}
		j := k
		// "to Horseshoe Reno": a town read as the place goes on the name
		// typed before it
		for j < len(q.toks) && (!q.toks[j].used || j > k && u.placeWord(j)) && !tailStops[q.toks[j].norm] {
			j++
			if sentenceEndAfter(q, j-1) {
				break // a name never runs on into the next sentence
			}
		}
		if j == k+1 && capWords[q.norm(k)] {
			continue // "at the max" is a cap, never a casino
		}
		if questionWords[q.norm(k)] {
			continue // "and at what level": a question, never a casino
		}
		if j == k+1 && dayPartsAt[q.norm(k)] {
			continue // "my sessions at night": a time of day, never a casino
		}
		if j == k+1 && objectPronouns[q.norm(k)] {
			continue // "a host who speaks Spanish for us": a person, never a casino
		}
		if benefitOpeners[q.norm(k)] {
			continue // "what tier do I need for free rooms": a benefit, never a casino
		}
		if j > k && (q.norm(j-1) == "host" || q.norm(j-1) == "hosts") {
			continue // "looking for a casino host who speaks Hmong": the host sought, never a casino
		}
		if j == k+1 && casinosPlural[q.norm(k)] {
			q.claim(i, k) // "my visits to casinos": casinos in general, never a name
			continue
		}
		if j > k+1 && (fewWords[q.norm(k)] || numericWord(q.norm(k))) && casinosPlural[q.norm(k+1)] {
			// "plays at several casinos across Iowa", "at two casinos":
			// how many casinos, never a name
			q.claim(i, k+1)
			continue
		}
		if j > k && everyCasino(q, k, j-1) {
			q.claim(i, j-1) // "at every casino I play" is all of them, not a name
			continue
		}
		if w := q.norm(k); w == "across" || w == "throughout" || w == "by" {
			// "at across Iowa": a span of places; "the casinos I play
			// at by predicted offers": an order; never a name
			continue
		}
		if j == k+1 && k > i+1 && q.norm(k-1) == "a" && q.norm(k) == "casino" {
			q.claim(i, k) // "every check-in I've made at a casino": any casino, not a name
			continue
		}
		if j > k {
			q.claim(i, j-1)
			return q.span(k, j-1)
		}
	}
	return ""
}

// typedRun is the casino's name as typed after "at", "to" or "from" when
// it holds the name found (a casino's, a family's or a program's) with
// more words that together name no directory casino (longerName found
// none): "my trips to Harrah's Black
// Hawk" is kept as typed, not as "Black Hawk", and "my visits to Harrah's
// Reno" not as the family "Harrah's". The words joined to the name are
// capitalised as a name's are, a town's, or (typed in lower case) the
// first word of a family of names ("harrahs black hawk"); false when no
// such word is joined to the name.
func (u *understanding) typedRun() (string, bool) {
	m := u.named
	if m == nil {
		return "", false
	}
	q := u.q
	joined := func(k int) bool {
		if k < 0 || k >= len(q.toks) || tailStops[q.norm(k)] || fillerWords[q.norm(k)] || numericWord(q.norm(k)) ||
			sentenceEndAfter(q, k) && k < m.first {
			return false
		}
		if !q.free(k, k) {
			return u.placeWord(k)
		}
		r := []rune(q.toks[k].raw)
		// a family's word in lower case only before the name: after it,
		// "three times" is no part of the name
		return unicode.IsUpper(r[0]) || u.placeWord(k) || k < m.first && u.ix.familyWord(q.norm(k))
	}
	first, last := m.first, m.last
	for joined(first - 1) {
		first--
	}
	for joined(last+1) && !sentenceEndAfter(q, last) {
		last++
	}
	if first == m.first && last == m.last {
		return "", false
	}
	if first == 0 {
		return "", false // "My Ameristar sessions": no preposition, no name typed after one
	}
	if p := q.norm(first - 1); p != "at" && p != "to" && p != "from" && q.toks[first-1].raw != "@" {
		return "", false
	}
	var words []string
	for _, w := range norms(q.span(first, last)) {
		if !genericWords[w] {
			words = append(words, w)
		}
	}
	if len(u.ix.casinosWithWordsOrTown(words)) > 0 {
		// "Golden Black Hawk": words several casinos of the town hold
		// are theirs to tell apart, not a name of its own
		return "", false
	}
	u.q.claim(first, last)
	u.placeOfCasino = true
	// the casinos found by part of the name are not the one typed
	u.casinos = nil
	return trimThe(q.span(first, last)), true
}

// familyWord says w is the first word of several casinos' names
// ("harrahs", "ameristar"): a family's name.
func (ix *Index) familyWord(w string) bool { return ix.firstWords[w] > 1 }

// fewWords count casinos without naming one ("several casinos",
// "many places").
var fewWords = set("several", "many", "some", "few", "multiple", "various", "different", "numerous", "other", "both", "two",
	"three", "four", "five")

// benefitOpeners open a benefit asked for ("free rooms", "comped
// meals"), which no casino's name begins.
var benefitOpeners = set("free", "comped", "complimentary", "discounted")

// longerName is the name found with the words typed right after it
// ("hard rock tampa", "mgm detroit", "winstar thackerville") or right
// before it ("seminole hollywood"), when together they name a directory
// casino: their words, in their order, are in that casino's name, or in
// its name followed by its town (casinos.csv), and, for words after the
// name, in no other's. The name as typed is the casino, not the family or
// program its first words name, and a town typed in it is part of the
// name, not a place to search around. The longest such run is kept; a
// date, a stop word or any word not in the casino's name or town ends it.
// "" when the words around the name name no casino.
func (u *understanding) longerName() string {
	begin, end, _ := u.longerRun()
	if begin < 0 {
		return ""
	}
	u.q.claim(begin, end)
	u.placeOfCasino = true
	return trimThe(u.q.span(begin, end))
}

// longerCasino is the one directory casino the name found and the words
// typed around it name together (see longerName), its words claimed:
// "what do u have on hard rock tampa" asks of Seminole Hard Rock Hotel &
// Casino Tampa, not of the Hard Rock program, and "tampa" is part of the
// name. false when they name none or several.
func (u *understanding) longerCasino() (int, bool) {
	begin, end, found := u.longerRun()
	if begin < 0 || len(found) != 1 {
		return 0, false
	}
	u.q.claim(begin, end)
	u.placeOfCasino = true
	return found[0], true
}

// longerRun finds the run of words longerName reads: its first and last
// tokens and the casinos it names; -1, -1 when there is none.
func (u *understanding) longerRun() (int, int, []int) {
	if u.named == nil {
		return -1, -1, nil
	}
	q, m := u.q, u.named
	j := m.last + 1
	for j < len(q.toks) && (q.free(j, j) || u.placeWord(j)) && !tailStops[q.norm(j)] {
		j++
	}
	first := m.first
	for first > 0 && u.placeWord(first-1) && !tailStops[q.norm(first-1)] {
		first--
	}
	for begin := first; begin <= m.first; begin++ {
		for end := j - 1; end >= m.last; end-- {
			if begin == m.first && end == m.last {
				continue
			}
			var words []string
			for _, w := range norms(q.span(begin, end)) {
				if !genericWords[w] {
					words = append(words, w)
				}
			}
			found := u.ix.casinosWithWordsOrTown(words)
			if len(found) == 1 || (len(found) > 1 && begin < m.first) {
				// several casinos share words typed before the name (two
				// Seminole casinos in Hollywood): the words are still the
				// name as typed, and the town in them is no place
				return begin, end, found
			}
		}
	}
	if begin, found := u.nameBeforeTown(); begin >= 0 {
		// "at Ameristar Black Hawk": a casino's words typed before a
		// casino found by its town's name; the casino is the one they
		// name there, not the one the town's name found (a filter
		// would add its name and slug)
		u.casinos = found
		u.understood["casino"] = u.ix.lex.Casinos[found[0]]
		return begin, m.last, found
	}
	return -1, -1, nil
}

// placeWord: token k was read as part of a town or a state ("detroit"
// in "mgm detroit").
func (u *understanding) placeWord(k int) bool {
	w := u.q.norm(k)
	if u.city != nil && slices.Contains(norms(u.city.text), w) {
		return true
	}
	if u.state != nil && (slices.Contains(norms(u.state.City), w) || slices.Contains(norms(u.state.Name), w)) {
		return true
	}
	return false
}

// casinosWithWordsOrTown is casinosWithWords, where the words may also go
// on into the casino's town ("winstar thackerville" for WinStar World
// Casino & Resort in Thackerville).
func (ix *Index) casinosWithWordsOrTown(words []string) []int {
	return ix.casinosHolding(words, func(e entry) []string {
		return slices.Concat(e.full, ix.cityNorms[e.index])
	})
}

// casinosWithWords is the directory casinos whose names hold every one
// of words, in that order (other words may come between).
func (ix *Index) casinosWithWords(words []string) []int {
	return ix.casinosHolding(words, func(e entry) []string { return e.full })
}

// casinosHolding is the directory casinos whose text (what text gives of
// an entry) holds every one of words, in that order.
func (ix *Index) casinosHolding(words []string, text func(entry) []string) []int {
	if len(words) == 0 {
		return nil
	}
	var out []int
	for _, e := range ix.entries {
		if e.kind != kindCasino {
			continue
		}
		k := 0
		for _, w := range text(e) {
			if k < len(words) && w == words[k] {
				k++
			}
		}
		if k == len(words) {
			out = append(out, e.index)
		}
	}
	return out
}

// casinoWithWords is the one directory casino whose name holds text's
// distinctive words in their order.
func (ix *Index) casinoWithWords(text string) (Casino, bool) {
	var words []string
	for _, w := range norms(text) {
		if !genericWords[w] {
			words = append(words, w)
		}
	}
	if found := ix.casinosWithWords(words); len(found) == 1 {
		return ix.lex.Casinos[found[0]], true
	}
	return Casino{}, false
}

// The endpoints.
var (
	casinosEndpoint  = Target{Method: "GET", Path: "/v1/casinos", Paged: true, List: true}
	casinoEndpoint   = Target{Method: "GET", Path: "/v1/casinos/{slug}"}
	programsEndpoint = Target{Method: "GET", Path: "/v1/rewards-programs", Paged: true, List: true}
	programEndpoint  = Target{Method: "GET", Path: "/v1/rewards-programs/{id}"}
)

// noteNames records the names found.
func (u *understanding) noteNames() {
	lex := u.ix.lex
	switch {
	case len(u.casinos) == 1:
		c := lex.Casinos[u.casinos[0]]
		u.understood["casino"] = c
	case len(u.casinos) > 1:
		var names []string
		for i, ci := range u.casinos {
			if i == 5 {
				break
			}
			names = append(names, lex.Casinos[ci].Name)
		}
		u.understood["casinos_named"] = map[string]any{"text": u.namedText(), "count": len(u.casinos), "examples": names}
	case len(u.programs) >= 1:
		u.understood["program"] = lex.Programs[u.programs[0]]
	}
}

// casinoNamed is the one directory casino whose name begins with text.
func (ix *Index) casinoNamed(text string) (int, bool) {
	words := norms(text)
	found := -1
	for i, full := range ix.casinoNorms {
		if len(words) > 0 && len(full) >= len(words) && slices.Equal(full[:len(words)], words) {
			if found >= 0 {
				return 0, false
			}
			found = i
		}
	}
	return found, found >= 0
}

// programNouns name a rewards program; "casino" before one only says
// what kind ("casino rewards clubs"), it asks for no casinos.
var programNouns = set("rewards", "reward", "loyalty", "club", "clubs", "program", "programs")

// casinoNounFree: a free word for casinos ("casino", "casinos") asks for
// casinos, unless it only qualifies a program noun after it.
func (u *understanding) casinoNounFree() bool {
	q := u.q
	for i, t := range q.toks {
		if !t.used && strings.HasPrefix(t.norm, "casino") && !casinoBeforeProgram(q, i) {
			return true
		}
	}
	return false
}

// casinoBeforeProgram says the "casino" at i names the kind of a program
// after it ("casino rewards programs", "every casino players club"), not
// a casino asked for.
func casinoBeforeProgram(q *question, i int) bool {
	if q.norm(i) != "casino" {
		return false
	}
	k := i + 1
	if q.norm(k) == "players" || q.norm(k) == "player" {
		k++
	}
	return programNouns[q.norm(k)]
}

// fillerWords carry no condition of a directory question ("which casinos
// are there?").
var fillerWords = set("what", "whats", "which",
	// "how's the house edge on video poker": "how is", as "what's" is
	// "what is"
	"hows", "where", "are", "is", "there", "any", "all", "the", "a", "an",
	"show", "me", "list", "find", "search", "get", "give", "tell", "about", "casino", "casinos", "of", "in",
	"please", "can", "you", "i", "do", "does", "have", "some", "many", "how", "number", "every", "us", "united",
	"states", "america", "american", "directory", "to", "play", "gamble", "gambling", "places", "place",
	"racino", "racinos", "know", "want", "see", "would", "like", "could", "be", "for", "your", "whole", "entire", "full",
	// "the Revo casinos across New Hampshire": all over the state
	"across", "throughout",
	"complete",
	"that", "those", "located", "with", "and", "or", "ones", "one", "it", "its", "at", "by", "on", "info",
	"information", "details", "detail", "some", "looking", "look", "up", "go", "im", "id", "lookup",
	"from", "of", "them", "they", "their", "should", "need", "was", "were", "state",
	// "isn't foxwoods a commercial casino": a yes-or-no question put
	// the other way; "each", as "every"
	"isnt", "wasnt", "each",
	// a polite long form ("could you kindly tell me"), and the service
	// named ("which programs does tierline cover")
	"kindly", "tierline",
	// "is there anywhere to gamble near ...": a place to gamble is a
	// casino
	"anywhere", "somewhere",
	// "where's", and asking for a page by another verb ("pull up",
	// "bring up", "display")
	"wheres", "pull", "bring", "display",
	// "which casinos lie within 15 miles", "sit near", "are situated
	// in": where a casino is, as "located"; "how many rooms the
	// Fontainebleau has": the verb after its subject, as "have"
	"lie", "lies", "sit", "sits", "situated", "has",
	// "i wanna find casinos near reno": "want to" as said
	"wanna")

// The words each kind of answer uses, beyond the filler words: a question
// holding a word outside its answer's words asks something that answer
// would not say.
var (
	// directoryWords: casinos, programs, tiers, hotels, places.
	directoryWords = set("tier", "tiers", "level", "levels", "status", "statuses", "ladder", "rewards", "reward", "loyalty",
		"program", "programs", "club", "card", "cards", "use", "uses", "belong", "belongs", "part", "member", "membership",
		"ranks", "rank", "structure", "system", "highest", "lowest", "top", "bottom", "first", "entry", "take", "takes",
		"need", "needed", "require", "required", "requirement", "requirements", "qualify", "qualifying", "qualification",
		"reach", "earn", "credits", "credit", "points", "point", "threshold", "thresholds", "much", "cost", "costs",
		"does", "did", "it", "hit", "get", "achieve", "make", "my", "name", "names", "called", "named",
		"hotel", "hotels", "rooms", "room", "resort", "resorts", "stay", "miles", "mile", "km", "radius", "i", "will", "would",
		"benefits", "benefit", "perks", "perk", "include", "includes", "requires", "come", "comes",
		// "which loyalty programs do you cover": the directory's own
		"cover", "covers", "covered", "support", "supports", "supported", "track", "tracks", "tracked",
		"covering", "supporting", "tracking",

		// "which rewards programs you keep information about"
		"keep", "kept",
		// "which rewards clubs are in your database": the directory by
		// another name
		"database", "databases", "db", "records", "listed", "clubs",
		// "which rewards programs does the website cover", "what
		// programs are on the app": the service whose directory it is
		"service", "app", "site", "website", "platform",
		// "every players club you have data on": what the directory
		// holds, by another name
		"data",
		// "explain the boyd tier structure", "walk me through the levels",
		// "give me a rundown of": the detail asked in a long form
		"explain", "describe", "overview", "breakdown", "rundown", "outline",
		// "ameristar locations in missouri": a family's casinos
		"locations", "location", "properties", "property", "venues",
		// "tribal joints in oregon", "the Wind Creek spots": players'
		// slang for casinos (slangCasinos)
		"joints", "joint", "spots", "spot",
		// "is that a racino or a real casino": a casino as such
		"real", "actual",
		// "what players clubs have y'all got", "every program
		// you've got": what the directory has, said as people say it
		"got", "youve",
		// "do any racinos operate in Delaware", "which programs does
		// your directory carry", "what gets you to Pearl": a casino that
		// runs there, what the directory holds, what a tier takes
		"operate", "operates", "operating", "carry", "carries", "gets",
		// "please return the full list", "return every casino in
		// Iowa": an integrator's word for giving back an answer
		"return", "returns")
	// programWords: a program's answers, which name no place but the
	// service ("here"), its ladder's rungs and what it takes at the
	// least.
	programWords = union(directoryWords, set("here", "rung", "rungs", "least",
		// "the levels, start to finish", "from start to finish": the
		// whole ladder, as "bottom to top"
		"start", "finish",
		// "break down the Boyd Rewards tiers for me", "walk me through
		// the MGM ladder": a request to be shown the ladder
		"break", "down", "walk", "through",
		// "how is the Boyd ladder laid out", "how are MGM's tiers
		// structured": how the ladder is built is the ladder
		"laid", "out", "structured", "arranged", "organized", "organised",
		// "lay out the Boyd ladder for me": the ladder asked to be shown,
		// as "laid out"; "what must I earn for Pearl": its threshold, as
		// "need"
		"lay", "must",
		// "spell out the Boyd ladder": shown in full, as "lay out";
		// "the tier-credit bar for Pearl", "the cutoff for Gold": the
		// threshold a tier sets, by other names
		"spell", "bar", "cutoff", "hurdle",
		// "list the Boyd Rewards tiers in order": a ladder is in order
		"order", "ordered", "sequence",
		// "what the ladder looks like", "the qualifying amount for
		// Premier", "Diamond Elite
		// needs how many": the ladder and its thresholds in other words
		"looks", "look", "amount", "amounts", "needs"))
	// programTermWords: a program's answers, asked of the period or the
	// unit its thresholds are counted in (qualificationTermsAsked).
	programTermWords = union(programWords, set("over", "stretch", "time", "count", "counts", "counted", "counting", "toward",
		"towards", "per", "calendar", "year", "rolling", "basis", "within", "period", "periods", "window", "timeframe", "must",
		"be", "is", "are", "earned", "unit", "units", "measured", "dollars", "reset", "resets", "annual", "annually", "yearly",
		// "each year", "every year": the period, as "per year"
		"each", "every"))
	// programEnoughWords: a threshold asked as whether points stated
	// are enough (pointsEnoughAsked).
	programEnoughWords = union(programWords, set("enough", "be", "is", "are"))
	// gameSuperlativeWords: a named game's edge asked as the lowest or
	// best one can get.
	gameSuperlativeWords = union(gameWords, set("lowest", "highest", "best", "least", "smallest", "you", "can", "i", "could"))
	// gameWords: a game's house edge and pace.
	gameWords = set("house", "edge", "edges", "advantage", "hold", "keep", "keeps", "rtp", "payback", "return", "player", "pace", "per",
		"hour", "hours", "hands", "hand", "spins", "spin", "rolls", "roll", "decisions", "games", "game", "rounds", "fast",
		// "how many decision per hour": a learner's plural left off
		"decision", "round",
		"on", "machine", "machines", "table", "tables", "an", "typical", "average", "usual", "percentage", "percent", "rate",
		"denomination", "much", "many", "dealt", "deal", "deals", "dealing", "speed", "quick", "quickly", "played",
		"roughly", "approximately", "approx", "around",
		// "decisions per hour a craps table sees", "at a full table": the
		// paces are a busy table's
		"see", "sees", "get", "gets", "full", "busy", "typically", "usually", "normally",
		// "how many spins does a roulette table make", "in one hour",
		// "each hour": the pace a table makes
		"make", "makes", "one", "each", "every",
		// "how many decisions per hour a craps table typically
		// produces", "the hands a table yields": its pace in a formal
		// verb
		"produce", "produces", "yield", "yields", "generate", "generates",
		// "how quickly does a baccarat table move", "how many hands an
		// hour does baccarat run": its pace
		"move", "moves", "run", "runs",
		// "the edge on an american roulette wheel"
		"wheel", "wheels",
		// "how big an edge does the house have", "what kind of edge",
		// "what edge has the house got": the edge asked in other words
		"big", "bigger", "large", "kind", "sort", "has", "got",
		// "what house edge does baccarat carry", "the edge keno comes
		// with": a game has its edge in other verbs
		"carry", "carries", "comes",
		// "what house edge do you use for baccarat", "the edge you
		// assume for keno": the table's edge is the one the service uses
		"use", "uses", "assume", "assumes", "apply", "applies",
		// "how bad is the house edge", "how steep is the edge": how
		// large the edge is, said as how hard it is on the player
		"bad", "steep", "high",
		// "how many rolls per hour a craps table averages": the average
		// said as a verb
		"averages", "averaged", "averaging",
		// "how many hands an hour a blackjack dealer deals": the table's
		// pace said by who deals it
		"dealer", "dealers",
		// "how many rolls an hour is normal": the typical pace; "how
		// many rolls an hour happen": the pace said by what happens
		"normal", "happen", "happens", "occur", "occurs",
		// "how many dice rolls": the throws of craps's dice
		"dice", "throws", "throw",
		// "how many hands does a baccarat table get through": the pace
		// said by what a table gets through
		"through")
	// w2gWords: when a win is reported on Form W-2G.
	w2gWords = set("w2g", "win", "won", "winning", "winnings", "jackpot", "jackpots", "reportable", "reported", "report",
		// "how much can I win at slots before a W-2G": the threshold
		"before",
		"reporting", "tax", "form", "issued", "issue", "trigger", "triggers", "threshold", "thresholds", "rule", "rules",
		"limit", "minimum", "when", "amount", "bet", "wager", "buy", "buyin", "bets", "wagered", "tournament", "tournaments",
		"year", "if", "hit", "payout", "irs", "taxes", "taxed", "federal", "sports", "horse", "racing", "race", "lottery", "bingo",
		"will", "would", "i", "my", "we", "us", "our", "get", "got", "gotten", "gets", "much", "need", "machine", "table", "game", "games", "hand", "hands", "spin",
		"pull", "pot", "prize", "pay", "paid", "owe", "handpay", "handpays", "taxable", "withhold", "withheld", "withholding",
		"paperwork", "papers", "paper", "forms", "document", "documents", "give", "gives", "send", "hand",
		// "is the casino giving me a W-2G": the present for what is to
		// come, as "will give"
		"giving", "sending", "issuing",
		// "will I be handed a W-2G", "would we be given one": the form
		// given to the winner, in the passive
		"given", "handed", "sent", "mailed",
		// "my client won 5k": the rule holds for whoever won
		"user", "client", "customer", "player", "guest",
		// "hitting $1,800 on keno", "tournament cashes": a win by the
		// players' words for it
		"hitting", "hits", "cash", "cashes", "cashed", "cashing",
		// "would a $1,250 jackpot come with a W-2G": the form comes with
		// the win
		"come", "comes", "coming",
		// "is a W-2G coming my way", "will one be headed my way": the
		// form sent to the asker
		"way", "headed", "heading",
		// "wins over $1,200": the amount as a threshold; "does it put
		// me over the W-2G line", "push me past the reporting mark": the
		// win carried over the threshold
		"over", "above", "line", "mark", "put", "puts", "push", "pushes", "past", "cross", "crosses",
		// "I won $1,600 playing keno last night, does that need a
		// W-2G?": when the win came changes no rule of this year
		"last", "night", "tonight", "yesterday", "today", "earlier", "morning", "afternoon", "evening",
		// "at what amount does a slot jackpot turn into a hand pay": the
		// threshold, said as a win becoming a hand pay
		"turn", "turns", "into", "become", "becomes",
		// "a $2,000 keno ticket", "how big does a jackpot have to be"
		"ticket", "big",
		// "the w-2g cutoff", and the question put as a choice ("w-2g or
		// no", "reportable or not")
		"cutoff", "cutoffs", "no", "not",
		// "w-2g needed?", "is a w2g required", "a tax form necessary":
		// whether the form is needed, as "do i need a w2g" asks
		"needed", "needs", "required", "require", "requires", "necessary", "mandatory",
		// "must a $3,100 jackpot be reported", "has to be reported": the
		// form owed, in an agent's words
		"must", "has", "have",
		// "hit a royal for $4,000", "quads on video poker": the winning
		// hand by its name is the win
		"royal", "royals", "flush", "straight", "quads", "kind",
		// "would a $1,199 jackpot generate a w-2g", "does it produce a
		// tax form": the form a win brings about, as "trigger" says
		"generate", "generates", "generated", "produce", "produces", "produced", "prompt", "prompts", "result", "results", "in",
		// "would a $1,500 win call for a w-2g": the form it requires;
		// "does that mean a w-2g": the form a win means
		"call", "calls", "mean", "means",
		// "do they make me fill out a w2g", "do i gotta", "a w2g
		// thing", "tax stuff": the form filled out, or named vaguely,
		// is the form
		"fill", "fills", "filling", "out", "make", "makes", "made", "sign", "thing", "things", "stuff", "gotta",
		// "if I win $1,500 playing keno", "won $2,000 while playing
		// slots": the game a win was made at, as "on keno" says
		"playing", "played", "while")
)

// townAsPlace makes a town named for its state ("laughlin casinos", read
// as Nevada) the place searched around when it is a city of the
// directory: its casinos are the ones near it, not the whole state's.
func (u *understanding) townAsPlace() {
	if u.city != nil || u.state == nil || u.state.City == "" {
		return
	}
	if kept := inState(u.ix.cities[strings.Join(norms(u.state.City), " ")], u.state.Code); len(kept) == 1 {
		u.city = &cityMatch{text: u.state.City, cities: kept}
		u.state = nil
		delete(u.understood, "state")
		u.understood["near"] = map[string]any{"text": u.city.text, "cities": kept}
	}
}

// nameCued reads the words after "named", "called" or "containing" and
// claims them: they are searched for as written.
func (u *understanding) nameCued() string {
	q := u.q
	for i, t := range q.toks {
		if !nameCue[t.norm] || t.used {
			continue
		}
		j := i + 1
		for j < len(q.toks) && !q.toks[j].used && !tailStops[q.toks[j].norm] {
			j++
		}
		if j > i+1 {
			q.claim(i, j-1)
			return trimThe(q.span(i+1, j-1))
		}
	}
	return ""
}

// nameBeforeCasinos reads "Horseshoe casinos", "Golden Nugget casinos":
// the words left before "casinos" that begin the names of directory
// casinos, even words too common to name one casino by themselves. They
// are claimed and searched for as written.
func (ix *Index) nameBeforeCasinos(q *question) string {
	for i, t := range q.toks {
		if !familyNouns[t.norm] || t.used {
			continue
		}
		first := i
		for first > 0 && q.free(first-1, first-1) && !fillerWords[q.norm(first-1)] && !numericWord(q.norm(first-1)) {
			first--
		}
		if first == i {
			return ""
		}
		words := norms(q.span(first, i-1))
		if descriptiveWords[words[0]] {
			return "" // "best casinos", "new casinos": a quality, not a name
		}
		// a family of names ("Horseshoe ..."), not one casino's (a
		// distinctive one was found as a name already)
		n := 0
		for _, e := range ix.entries {
			if e.kind == kindCasino && familyAt(e.full, words) >= 0 {
				n++
			}
		}
		if n < 2 && !ix.nationStart(words) {
			return ""
		}
		q.claim(first, i-1)
		return q.span(first, i-1)
	}
	return ""
}

// nationStart: words begin a tribal nation's name ("Muscogee casinos"
// for the Muscogee (Creek) Nation's), whose casinos the directory's q
// finds by their owner even where no name holds the words.
func (ix *Index) nationStart(words []string) bool {
	for _, n := range ix.nations[words[0]] {
		if len(words) < len(n.words) && slices.Equal(n.words[:len(words)], words) {
			return true
		}
	}
	return false
}

// familyAt is where words stand in a casino name's words when they name
// its family: at its start ("Horseshoe ..."), or at its end after "at",
// the resort several casinos share ("Golden Moon Casino at Pearl River",
// "Silver Star Casino at Pearl River"); -1 otherwise. A town at a
// name's end without "at" ("... Las Vegas") is a place, not a family.
func familyAt(name, words []string) int {
	if len(name) <= len(words) {
		return -1
	}
	if slices.Equal(name[:len(words)], words) {
		return 0
	}
	if k := len(name) - len(words); name[k-1] == "at" && slices.Equal(name[k:], words) {
		return k
	}
	return -1
}

// slangCasinos are players' words for casinos ("tribal joints in
// Oregon", "what Wind Creek spots are in Alabama"): in a directory
// question they ask for casinos as "places" does.
var slangCasinos = set("joints", "joint", "spots", "spot")

// familyNouns name the casinos of a family of names ("Horseshoe casinos",
// "Ameristar locations", "Caesars properties").
var familyNouns = set("casinos", "locations", "properties", "venues")

// directorySpelling is text as the directory writes the start of the
// names of a family ("Ameristar" for "ameristar"): when text begins
// several casinos' names, or ends them after "at" (familyAt), and they
// all write it alike; text itself otherwise.
func (ix *Index) directorySpelling(text string) string {
	words := norms(text)
	if len(words) == 0 {
		return text
	}
	found, n := "", 0
	for i, c := range ix.lex.Casinos {
		toks := ix.casinoWords[i]
		if len(toks) < len(words) {
			continue
		}
		k := 0
		if !slices.Equal(ix.casinoNorms[i][:len(words)], words) {
			if k = familyAt(ix.casinoNorms[i], words); k < 0 {
				continue
			}
		}
		spelled := c.Name[toks[k].start:toks[k+len(words)-1].end]
		if found != "" && found != spelled {
			return text
		}
		found = spelled
		n++
	}
	if n < 2 {
		return text
	}
	return found
}

// descriptiveWords say what kind of casino is wanted, not its name, though
// some names begin with them ("Best Western ...", "Big Easy Casino").
var descriptiveWords = set("best", "top", "good", "great", "nice", "nicest", "new", "newest", "newer", "big", "biggest",
	"bigger", "large", "largest", "small", "smallest", "little", "old", "oldest", "cheap", "cheapest", "popular", "busy",
	"busiest", "loose", "loosest", "fun", "local", "closest", "nearest", "favorite", "favourite", "worst", "quiet",
	"fancy", "luxury", "famous", "open", "late", "smoke", "smokefree", "nonsmoking", "upscale", "friendly", "nearby")

// programWhole is the one program the question names, written word for
// word by its full name (byBrand false: "Bally Rewards", "PENN Play") or
// by its full brand (byBrand true: "PENN Entertainment", "Caesars
// Entertainment"). A brand that is only its family's first words
// ("Golden Nugget") or ends in the noun of the search ("Station
// Casinos", where "station casinos" are the casinos named Station) is
// the family's name, not the brand.
func (u *understanding) programWhole(byBrand bool) (Program, bool) {
	m := u.named
	if m == nil || m.e.kind != kindProgram || !m.whole || len(u.programs) != 1 || len(u.casinos) > 0 {
		return Program{}, false
	}
	p := u.ix.lex.Programs[m.e.index]
	typed := norms(u.q.span(m.first, m.last))
	if !byBrand {
		return p, slices.Equal(typed, norms(p.Name))
	}
	// a brand ending in the search's own noun ("station casinos") keeps
	// the family's name, unless another noun follows for the search
	// ("Station Casinos properties"): then the brand is written whole
	nounAfter := m.last+1 < len(u.q.toks) && familyNouns[u.q.norm(m.last+1)]
	if p.Brand == "" || !slices.Equal(typed, norms(p.Brand)) || len(typed) == len(m.e.core) || (familyNouns[typed[len(typed)-1]] && !nounAfter) {
		return Program{}, false
	}
	return p, true
}

// nameSearch is the name part of a casino search: the words after
// "named" or "called", or the name the question mentions.
func (u *understanding) nameSearch() string {
	if u.nation != "" {
		// "which casinos does the Chickasaw Nation own": a tribal
		// nation's casinos are searched by its name as the directory
		// spells it
		return u.nation
	}
	if p, ok := u.programWhole(true); ok {
		// "PENN Entertainment casinos": a brand written whole is
		// searched as the directory's brand column spells it
		return p.Brand
	}
	if u.nameQ != "" {
		if u.nameFamily {
			return u.ix.directorySpelling(u.nameQ)
		}
		return u.nameQ
	}
	if m := u.named; m != nil && m.first > u.q.opening() && u.q.norm(m.first-1) == "casino" {
		// "Casino Caribbean locations in Washington": a family whose
		// names open with "Casino" keeps it, as the directory spells it
		// ("Caribbean" alone is also "Caribbean Cardroom")
		if s, ok := u.ix.familyOpening(norms(u.q.span(m.first-1, m.last))); ok {
			return s
		}
	}
	// a family of names is searched for as the directory writes it
	return u.ix.directorySpelling(u.namedCore())
}

// familyOpening is how the directory spells words that open the names of
// at least two of its casinos, all spelled the same ("Casino Caribbean"
// of "Casino Caribbean - Kirkland" and "Casino Caribbean - Yakima").
func (ix *Index) familyOpening(words []string) (string, bool) {
	if len(words) == 0 {
		return "", false
	}
	found, n := "", 0
	for i, c := range ix.lex.Casinos {
		toks := ix.casinoWords[i]
		if len(toks) <= len(words) || !slices.Equal(ix.casinoNorms[i][:len(words)], words) {
			continue
		}
		spelled := c.Name[toks[0].start:toks[len(words)-1].end]
		if found != "" && found != spelled {
			return "", false
		}
		found = spelled
		n++
	}
	return found, n >= 2
}
