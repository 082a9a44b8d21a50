package ask

import (
	"regexp"
	"strings"
	"time"
	"unicode"
)

// A message written as a letter or an e-mail ("Dear Tierline,\n... I
// would like to know ...\nThank you kindly,\nMargaret") wraps its
// request in a greeting and a sign-off that ask nothing: the greeting's
// addressee and the name signed are no casino, tier or town even when
// the directory holds a word like them ("Earl", "Norma").
var (
	// letterGreetingRE is a greeting opening the message and set apart
	// by a comma, a full stop, a colon or a line's end: "Dear" with up to
	// four words of address ("Dear Sir or Madam,"), or "Hello", "Hi",
	// "Good morning" and the like with at most a word of address ("Hello
	// there,", "Hello dear,", "Hello Tierline,").
	letterGreetingRE = regexp.MustCompile(`^\s*(?:(?i:dear)(?:\s+[A-Za-z][A-Za-z'’.-]*){1,4}|(?i:hello|hi|hey|greetings|good\s+(?:morning|afternoon|evening|day)|to\s+whom\s+it\s+may\s+concern)(?:\s+(?:(?i:there|dear|all|again|everyone|folks|friends|team)|[A-Z][A-Za-z'’-]*))?)\s*(?:[,.:!;]|\n)\s*`)
	// letterClosingRE is a sign-off ending the message after a
	// sentence's end or on a line of its own ("Thank you kindly,\nMargaret",
	// "Regards, Gus", "Yours faithfully,\nHarold Finch", "Love, Grandma
	// Dot"), with the name signed, if any.
	letterClosingRE = regexp.MustCompile(`(?:^|[.!?]\s+|\n\s*)(?i:thank\s+you(?:\s+(?:kindly|so\s+much|very\s+much|again|in\s+advance))?|thanks(?:\s+(?:again|so\s+much|in\s+advance))?|many\s+thanks|with\s+(?:many\s+)?thanks|with\s+gratitude|gratefully|(?:(?:kind|kindest|best|warm|warmest|with\s+kind)\s+)?regards|(?:with\s+)?best\s+wishes|(?:yours\s+)?(?:sincerely|faithfully|truly|respectfully|cordially)|sincerely\s+yours|respectfully\s+yours|kindly|(?:with\s+|much\s+|all\s+my\s+)?love|all\s+the\s+best|god\s+bless|take\s+care|cheers)[,.!]?(?:\s*` + signedName + `)?[.!]?\s*$`)
	// letterNameLineRE is a name signed alone on the last line after a
	// sentence's end ("...in Oklahoma?\nMildred"), read so only in a
	// message that opens with a greeting.
	letterNameLineRE = regexp.MustCompile(`[.!?]\s*\n\s*` + signedName + `\s*$`)
)

// signedName is a name as signed: capitalized words or initials, joined
// by "and" or "&" ("Harold Finch", "R. Hollis", "Gordon and Faye").
const signedName = `[A-Z][A-Za-z'’.-]*(?:\s+(?:and|&|[A-Z][A-Za-z'’.-]*)){0,3}`

// letterBody is the request of a message written as a letter: without
// its greeting and its sign-off, its lines joined as sentences (a line
// that ends without a mark ends its sentence). false when the message
// has neither a greeting nor a sign-off, or nothing is left without them.
func letterBody(text string) (string, bool) {
	body := text
	greeted := false
	if m := letterGreetingRE.FindStringIndex(body); m != nil {
		body, greeted = body[m[1]:], true
	}
	signed := false
	if m := letterClosingRE.FindStringIndex(body); m != nil && m[0] > 0 {
		body, signed = body[:m[0]+1], true
	} else if m := letterNameLineRE.FindStringIndex(body); m != nil && greeted {
		body, signed = body[:m[0]+1], true
	}
	if !greeted && !signed {
		return "", false
	}
	lines := strings.Split(body, "\n")
	var b strings.Builder
	for _, l := range lines {
		l = strings.TrimSpace(l)
		if l == "" {
			continue
		}
		if b.Len() > 0 {
			if last := b.String()[b.Len()-1]; !strings.ContainsRune(".?!,;:", rune(last)) {
				b.WriteByte('.')
			}
			b.WriteByte(' ')
		}
		b.WriteString(l)
	}
	out := strings.TrimSpace(b.String())
	if out == "" {
		return "", false
	}
	return out, true
}

// letterOpeningAt is where the question goes on after a letter's way of
// asking at k, or k when there is none: "Pray tell," ("pray tell me"),
// "could you please advise (me) whether" ("kindly advise", "please
// advise"), and "I am writing to ask (whether, about, for)" ("I write to
// enquire", "we are writing to inquire"). The asker's word in it is set
// apart by claimPoliteness as in any polite opening.
func letterOpeningAt(q *question, k int) int {
	j := k
	if q.norm(j) == "pray" && q.norm(j+1) == "tell" {
		j += 2
		if q.norm(j) == "me" || q.norm(j) == "us" {
			j++
		}
		return whetherAfter(q, j)
	}
	for askingOpening[q.norm(j)] && j < len(q.toks) {
		j++
	}
	if q.norm(j) == "advise" && (j > k || q.norm(j+1) == "me" || q.norm(j+1) == "us") {
		j++
		if q.norm(j) == "me" || q.norm(j) == "us" {
			j++
		}
		if q.phraseAt(j, "as", "to") {
			return j + 2
		}
		if w := q.norm(j); w == "on" || w == "of" {
			return j + 1
		}
		return whetherAfter(q, j)
	}
	j = k
	switch {
	case q.norm(j) == "im" || q.norm(j) == "were":
		j++
	case q.phraseAt(j, "i", "am") || q.phraseAt(j, "we", "are"):
		j += 2
	case (q.norm(j) == "i" || q.norm(j) == "we") && q.norm(j+1) == "write":
		j++
	default:
		return k
	}
	if (q.norm(j) != "writing" && q.norm(j) != "write") || q.norm(j+1) != "to" || !writingAsks[q.norm(j+2)] {
		return k
	}
	j += 3
	if q.norm(j) == "for" {
		return j + 1
	}
	if q.phraseAt(j, "as", "to") {
		// "I am writing to enquire as to the number of ...": what is
		// asked follows, as after "about"
		return j + 2
	}
	return whetherAfter(q, j)
}

// courtesyOpeningAt is where the request goes on after a formal
// letter's courtesy opening at k set apart by a comma, or k when there is
// none: "At your earliest convenience," (when to answer), "Per your
// records," or "According to your files," (where the answer is, which is
// where Tierline reads it anyway), and "For audit purposes," (what the
// answer is for, as "for my records" after it). They ask nothing and
// name nothing the answer is narrowed by.
func courtesyOpeningAt(q *question, k int) int {
	if j := referenceOpeningAt(q, k); j > k {
		return j
	}
	j := k
	switch {
	case q.phraseAt(j, "at", "your") && q.norm(j+2) == "convenience":
		j += 3
	case q.phraseAt(j, "at", "your") && courtesySoon[q.norm(j+2)] && q.norm(j+3) == "convenience":
		j += 4
	case q.norm(j) == "per" || q.phraseAt(j, "according", "to") || q.phraseAt(j, "as", "per"):
		if q.norm(j) == "per" {
			j++
		} else {
			j += 2
		}
		if w := q.norm(j); w != "your" && w != "the" {
			return k
		}
		if !keptRecordNouns[q.norm(j+1)] {
			return k
		}
		j += 2
	case q.norm(j) == "for":
		// "For audit purposes,", "for tax reporting purposes,"
		for t := j + 1; t <= j+4 && t < len(q.toks); t++ {
			if q.norm(t) == "purposes" || q.norm(t) == "purpose" {
				j = t + 1
				break
			}
		}
		if j == k {
			return k
		}
	default:
		return k
	}
	if !punctAfter(q, j-1) || j >= len(q.toks) {
		return k
	}
	return j
}

// referenceOpenings open a formal letter's clause of reference, what
// the request follows from or is for ("With reference to our client's
// itinerary,", "Further to our correspondence of 2 May,", "Pursuant to
// our travel policy,", "As per our engagement letter,", "For the
// purposes of our audit,", "In preparation of the return,").
var referenceOpenings = [][]string{{"with", "reference", "to"}, {"in", "reference", "to"}, {"with", "regard", "to"},
	{"further", "to"}, {"pursuant", "to"}, {"as", "per"}, {"per"}, {"in", "accordance", "with"}, {"in", "connection", "with"},
	{"in", "preparation", "of"}, {"in", "preparation", "for"}, {"in", "anticipation", "of"}, {"for", "the", "purposes", "of"},
	{"for", "the", "purpose", "of"}, {"for", "purposes", "of"}, {"in", "line", "with"}, {"in", "keeping", "with"}}

// referenceDeterminers open the common noun a clause of reference names
// ("our correspondence", "the return", "my principal's itinerary").
var referenceDeterminers = set("our", "my", "the", "your", "his", "her", "their", "a", "an", "this", "that", "these", "its")

// referenceOpeningAt is where the request goes on after a formal
// letter's clause of reference at k, or k when there is none: the
// clause whose object is a common noun ("our travel policy", "the
// return") runs to its comma and names nothing the answer is narrowed by
// (its "2 May" is the letter's, not the records' date); before a name
// ("With reference to Casino Queen & Hotel, kindly state ...") or a
// clause of the asker's ("With reference to the tiers I hold,") only the
// opening words are read, as "regarding" is, and the rest is the
// question's. A clause with no comma within ten words is no opening.
func referenceOpeningAt(q *question, k int) int {
	for _, o := range referenceOpenings {
		if !q.phraseAt(k, o...) {
			continue
		}
		j := k + len(o)
		if j >= len(q.toks) || q.toks[j].raw == "" {
			return k
		}
		if named := unicode.IsUpper([]rune(q.toks[j].raw)[0]); named || !referenceDeterminers[q.norm(j)] && len(o) == 1 {
			// a name's reference opens the question about it; "per"
			// alone before a bare noun is no reference ("per hour")
			if named {
				return j
			}
			return k
		}
		for t := j; t < len(q.toks)-1 && t <= j+10; t++ {
			if q.norm(t) == "i" || q.norm(t) == "we" {
				// "With reference to the tiers I currently hold,": a
				// clause of its own names what is asked about, and is
				// read with the question
				return j
			}
			if punctAfter(q, t) {
				return t + 1
			}
			if sentenceEndAfter(q, t) {
				return k
			}
		}
		return k
	}
	return k
}

// formalRequestVerbs put a formal request whose object is the ask ("We
// hereby request a list of ...", "we seek the casinos nearest to ...",
// "the undersigned respectfully requests a listing of ...").
var formalRequestVerbs = set("request", "requests", "seek", "seeks")

// formalRequestAdverbs may stand before a formal request's verb ("we
// hereby request", "the undersigned respectfully requests").
var formalRequestAdverbs = set("hereby", "respectfully", "formally", "kindly", "therefore", "also", "now")

// formalRequestAt is where the ask goes on after a formal request's
// frame at k, or k when there is none: "We (hereby) request",
// "we seek", "I respectfully request that you", "Please be advised that
// (we seek)", "Kindly note that", "It would be appreciated if you
// could", "It is (hereby) requested that you". Each frames what follows
// as the request, as "I would like" does.
func formalRequestAt(q *question, k int) int {
	j := k
	if q.norm(j) == "please" || q.norm(j) == "kindly" {
		j++
	}
	if q.phraseAt(j, "be", "advised", "that") {
		return j + 3
	}
	if q.phraseAt(j, "note", "that") && j > k {
		return j + 2
	}
	j = k
	if q.phraseAt(j, "it", "would", "be", "appreciated", "if") || q.phraseAt(j, "it", "will", "be", "appreciated", "if") {
		j += 5
		if (q.norm(j) == "you" || q.norm(j) == "u") && hopedModals[q.norm(j+1)] {
			return j + 2
		}
		return k
	}
	if t := passiveRequestEnd(q.toks, j); t > j {
		if q.norm(t) == "you" {
			return t + 1
		}
		// "It is requested that my trip be deleted": a change in the
		// passive, which only a limit's is read as (formalPhrases)
		return k
	}
	if q.norm(j) != "i" && q.norm(j) != "we" {
		return k
	}
	j++
	for formalRequestAdverbs[q.norm(j)] {
		j++
	}
	if !formalRequestVerbs[q.norm(j)] {
		return k
	}
	j++
	if q.norm(j) == "that" && q.norm(j+1) == "you" {
		return j + 2
	}
	if q.norm(j) == "that" {
		return k
	}
	return j
}

// courtesySoon say how soon in "at your earliest convenience".
var courtesySoon = set("earliest", "first", "soonest", "convenient")

// keptRecordNouns are where a service keeps what it answers ("per your
// records", "according to your files").
var keptRecordNouns = set("records", "record", "files", "file", "system", "data", "database", "books")

// limitParticiples set a limit in the passive ("a weekly limit of $500
// be established", "my sessions be capped at 2 hours").
var limitParticiples = set("set", "established", "placed", "put", "imposed", "applied", "capped", "limited", "restricted", "fixed",
	"raised", "lowered", "reduced", "increased", "decreased", "changed", "adjusted", "updated")

// passiveLimitBe is the "be" of a limit set in the passive in the
// tokens from k on ("that a weekly limit of $500 be established"), or -1:
// a limit is the only change /ask proposes, and a request in the passive
// of any other change ("that my trip be deleted") is left as it is.
func passiveLimitBe(toks []token, k int) int {
	for i := k + 1; i+1 < len(toks); i++ {
		if toks[i].norm == "be" && limitParticiples[toks[i+1].norm] {
			return i
		}
	}
	return -1
}

// allowanceOf say an allowance is a budget of play ("a daily gambling
// allowance", "my weekly gaming allowance").
var allowanceOf = set("gambling", "gaming", "daily", "weekly", "monthly", "yearly", "annual", "spending", "loss", "casino")

// toBeLimited name a limit that may be set by "is to be" ("my daily
// budget is to be fixed at $150", "each session is to be capped").
var toBeLimited = union(limitNouns, set("allowance", "sessions", "session"))

// limitToBe reads a limit set by "is to be" ("my principal's daily
// gambling allowance is to be fixed at $150", "each session is to be
// capped at 90 minutes") as the wish it states: "I would like <the
// limit> fixed at $150", the words "I would like" put where its clause
// begins (after "that", or the sentence's start). Other tokens are left.
func limitToBe(toks []token) []token {
	for p := 1; p+3 < len(toks); p++ {
		if w := toks[p].norm; (w != "is" && w != "are") || toks[p+1].norm != "to" || toks[p+2].norm != "be" ||
			!limitParticiples[toks[p+3].norm] {
			continue
		}
		ins, noun := 0, false
		for b := p - 1; b >= 0; b-- {
			if toBeLimited[toks[b].norm] {
				noun = true
			}
			if toks[b].norm == "that" {
				ins = b + 1
				break
			}
		}
		if !noun || ins >= p {
			return toks
		}
		out := append(toks[:ins:ins], make([]token, 0, len(toks))...)
		for n, w := range []string{"i", "would", "like"} {
			t := toks[p+n]
			t.norm, t.raw, t.start, t.end = w, w, toks[ins].start, toks[ins].start
			out = append(out, t)
		}
		out = append(out, toks[ins:p]...)
		return append(out, toks[p+3:]...)
	}
	return toks
}

// requestThatEnd is the first token after a formal request that a limit
// be set opening the tokens ("The undersigned (respectfully) requests
// that", "We request that"), or 0 when they open otherwise.
func requestThatEnd(toks []token) int {
	t := 0
	switch {
	case normAt(toks, 0) == "the" && normAt(toks, 1) == "undersigned":
		t = 2
	case normAt(toks, 0) == "i" || normAt(toks, 0) == "we":
		t = 1
	default:
		return 0
	}
	for formalRequestAdverbs[normAt(toks, t)] {
		t++
	}
	if !formalRequestVerbs[normAt(toks, t)] || normAt(toks, t+1) != "that" {
		return 0
	}
	return t + 2
}

// passiveRequestEnd is the first token after "It is (hereby) requested
// that" opening the tokens at i, or i when they open otherwise.
func passiveRequestEnd(toks []token, i int) int {
	if normAt(toks, i) != "it" || normAt(toks, i+1) != "is" {
		return i
	}
	t := i + 2
	if w := normAt(toks, t); w == "hereby" || w == "kindly" || w == "respectfully" {
		t++
	}
	if w := normAt(toks, t); (w != "requested" && w != "asked") || normAt(toks, t+1) != "that" {
		return i
	}
	return t + 2
}

// writingAsks are the verbs of "I am writing to ask".
var writingAsks = set("ask", "enquire", "inquire", "request", "find", "learn")

// shouldLike reads a letter's "I should like" ("I should like each
// session capped at 45 minutes", "we should like to know") as the "would
// like" it means: a wish, no duty.
func shouldLike(toks []token) {
	for i := 1; i+1 < len(toks); i++ {
		if toks[i].norm == "should" && toks[i+1].norm == "like" && (toks[i-1].norm == "i" || toks[i-1].norm == "we") {
			toks[i].norm = "would"
		}
	}
}

// undersignedAfterObject are the words after which "the undersigned" is
// the object ("for the undersigned", "to the undersigned").
var undersignedAfterObject = set("for", "to", "of", "from", "by", "with", "at", "on", "about", "toward", "towards", "regarding",
	"concerning", "inform", "notify", "advise", "send", "give", "show", "tell")

// formalCasinoHeads and formalCasinoNouns are a formal register's way
// of saying casinos ("gaming establishments", "gambling facilities",
// "a gaming venue").
var (
	formalCasinoHeads = set("gaming", "gambling")
	formalCasinoNouns = map[string]string{"establishment": "casino", "establishments": "casinos", "facility": "casino",
		"facilities": "casinos", "venue": "casino", "venues": "casinos"}
)

// formalListNouns are a formal register's lists ("a listing of", "a
// schedule of", "a complete register of").
var formalListNouns = set("listing", "schedule", "register")

// formalPhrases reads a formal letter's phrases as the plain words they
// mean, as the shorthand table does for single words: "the undersigned"
// is the writer ("I", "me", "my" for "the undersigned's"); "gaming
// establishments" are casinos; "in the vicinity of" is "near"; "a
// (complete) listing (schedule, register) of" is a list; "the house
// advantage" is the house edge; "applicable to" is "for", and "the
// tiers comprising" a program are its tiers ("of"); offers "extended to" the asker
// were sent to them; and "It is (hereby) requested that a weekly limit
// of $500 be established" is "I would like a weekly limit of $500
// established" (only for a limit, the one change /ask proposes).
func formalPhrases(toks []token) []token {
	toks = limitToBe(toks)
	// "the undersigned" opening the tokens owns the "his" or "her" after
	// it, even once a request's frame is left off below
	undersigned := normAt(toks, 0) == "the" && normAt(toks, 1) == "undersigned"
	out := toks[:0:0]
	dropBe := -1
	j := passiveRequestEnd(toks, 0)
	if j == 0 {
		j = requestThatEnd(toks)
	}
	if j > 0 {
		if b := passiveLimitBe(toks, j); b > 0 {
			// "It is hereby requested that a weekly limit of $500 be
			// established": the limit wanted, as "I would like a weekly
			// limit of $500 established" asks it
			for n, w := range []string{"i", "would", "like"} {
				t := toks[n]
				t.norm = w
				out = append(out, t)
			}
			toks, dropBe = toks[j:], b-j
		}
	}
	for i := 0; i < len(toks); i++ {
		w := toks[i].norm
		if i == dropBe {
			continue
		}
		switch {
		case (w == "his" || w == "her") && undersigned && !otherPeople[normAt(toks, i+1)]:
			// "the undersigned requests that his sessions be limited":
			// the undersigned's own, as "my" says
			toks[i].norm = "my"
		case w == "allowance" && i > 0 && allowanceOf[toks[i-1].norm]:
			// "a daily gambling allowance": a budget
			toks[i].norm = "budget"
		case w == "the" && (normAt(toks, i+1) == "undersigned" || normAt(toks, i+1) == "undersigneds"):
			undersigned = true
			t := toks[i+1]
			switch {
			case t.norm == "undersigneds":
				t.norm = "my"
			case i > 0 && undersignedAfterObject[toks[i-1].norm]:
				t.norm = "me"
			default:
				t.norm = "i"
			}
			out = append(out, t)
			i++
			continue
		case formalCasinoHeads[w] && formalCasinoNouns[normAt(toks, i+1)] != "":
			t := toks[i+1]
			t.norm = formalCasinoNouns[t.norm]
			out = append(out, t)
			i++
			continue
		case (w == "in" || w == "within") && normAt(toks, i+1) == "the" && normAt(toks, i+2) == "vicinity" && normAt(toks, i+3) == "of":
			t := toks[i]
			t.norm = "near"
			out = append(out, t)
			i += 3
			continue
		case formalListNouns[w] && i > 0 && (toks[i-1].norm == "a" || toks[i-1].norm == "complete" || toks[i-1].norm == "full") &&
			normAt(toks, i+1) == "of":
			toks[i].norm = "list"
		case w == "advantage" && i > 0 && toks[i-1].norm == "house":
			toks[i].norm = "edge"
		case w == "applicable" && normAt(toks, i+1) == "to":
			t := toks[i+1]
			t.norm = "for"
			out = append(out, t)
			i++
			continue
		case w == "comprising" || w == "constituting":
			toks[i].norm = "of"
		case w == "extended" && i > 0 && (toks[i-1].norm == "offers" || toks[i-1].norm == "offer") && normAt(toks, i+1) == "to":
			toks[i].norm = "sent"
		}
		out = append(out, toks[i])
	}
	return out
}

// sentenceAsks says a sentence of a message asks or requests: a question
// mark, an opening of askingOpeners, or a polite or letter's opening ("I
// would like to know ...", "I am writing to ask ...", "I should be
// grateful for ...").
func sentenceAsks(s string) bool {
	if strings.HasSuffix(s, "?") {
		return true
	}
	q := newQuestion(s)
	if declinedWish(q) {
		// "Please don't show the craps ones.": what to leave out of an
		// ask made before, not an ask of its own
		return false
	}
	first := strings.ToLower(strings.Trim(strings.Fields(s + " x")[0], "',\""))
	if askingOpeners[strings.ReplaceAll(first, "'", "")] {
		return true
	}
	if politeOpeningAt(q, 0) > 0 || letMeAsked(q) {
		return true
	}
	// a wish put as a request: "I should like each session capped at 45
	// minutes", "I'd like my budget set to $50 a week"
	k := wouldAt(q)
	return k > 0 && q.norm(k) == "like" || wishAsked(q)
}

// wishAsked says a sentence asks by a wish or an instruction put to the
// service: "I'd love a list of ..." or "I'd love to see ...", "I want
// you to stop me ...", "I'm trying to find a casino ...".
func wishAsked(q *question) bool {
	if k := wouldAt(q); k > 0 && q.norm(k) == "love" {
		return q.norm(k+1) != "to" || wishedVerbs[q.norm(k+2)]
	}
	j := 0
	if q.norm(0) == "i" || q.norm(0) == "we" {
		j = 1
	}
	switch {
	case j == 1 && (q.norm(1) == "want" || q.norm(1) == "need") && (q.norm(2) == "you" || q.norm(2) == "u") && q.norm(3) == "to":
		return true
	case q.norm(0) == "im" && q.norm(1) == "trying" && q.norm(2) == "to" && foundVerbs[q.norm(3)],
		j == 1 && (q.norm(1) == "am" || q.norm(1) == "are") && q.norm(2) == "trying" && q.norm(3) == "to" && foundVerbs[q.norm(4)]:
		return true
	}
	return false
}

// wishedVerbs are what a wish asks to be shown or told ("I'd love to
// see", "... to know").
var wishedVerbs = set("see", "know", "get", "have", "hear", "find", "check", "view", "learn")

// foundVerbs are what a search sets out to do ("I'm trying to find a
// casino ...").
var foundVerbs = set("find", "locate", "track")

// letterQuestion is the question sentence of a message whose request is
// followed by sentences that only tell of the asker ("I am writing to
// ask for a list of the trips I took in 2025. My accountant has asked for
// them.", "... which ones in Wisconsin have a hotel? I am asking on his
// behalf."), with the others as its context: the last sentence that asks,
// when every sentence after it reads nothing (saysNothing), or the
// question another person asks that a sentence passes on
// (reportedQuestion), the words before it context. false when there is
// no such sentence.
func (ix *Index) letterQuestion(text string, now time.Time) (question, context string, ok bool) {
	ss := storySentences(text)
	for i := len(ss) - 1; i >= 0; i-- {
		if i < len(ss)-1 && !ix.saysNothing(ss[i+1], now) {
			return "", "", false
		}
		if q, before, ok := reportedQuestion(ss[i]); ok {
			rest := append(append(append([]string{}, ss[:i]...), before), ss[i+1:]...)
			return q, strings.Join(rest, " "), true
		}
		if i < len(ss)-1 && sentenceAsks(ss[i]) {
			rest := append(append([]string{}, ss[:i]...), ss[i+1:]...)
			return ss[i], strings.Join(rest, " "), true
		}
	}
	return "", "", false
}

// saysNothing says a sentence asks nothing and reads nothing: it is
// Unknown alone, no word of it is read as an entity, and it names nothing
// searched or wanted (chatterBlockers) and no number.
func (ix *Index) saysNothing(s string, now time.Time) bool {
	if sentenceAsks(s) {
		return false
	}
	in, u := ix.understand(s, now)
	if in.Name != Unknown {
		return false
	}
	q := u.q
	for i := range q.toks {
		w := q.norm(i)
		if q.toks[i].used || chatterBlockers[w] || numericWord(w) {
			return false
		}
	}
	return true
}

// stayModals say who might stay at a hotel ("where two old ladies might
// stay").
var stayModals = set("might", "can", "could", "may", "would", "will")

// eachBenefitVerbs are what each tier of a ladder gives ("what does each
// offer", "what each level provides").
var eachBenefitVerbs = set("offer", "offers", "provide", "provides", "give", "gives")

// eachTier are the words after "each" naming a tier of a ladder.
var eachTier = set("one", "level", "tier", "status")

// hardWords and reachVerbs ask how hard a tier is to reach ("hard to
// reach", "difficult to earn").
var (
	hardWords  = set("hard", "difficult", "tough", "easy")
	reachVerbs = set("reach", "get", "earn", "achieve", "make", "hit")
)

// claimLetterIdioms reads a letter's idioms as the plain words they
// mean: "opened its doors" is opened (its "its doors" claimed); "a hotel
// where two old ladies might stay the night" is a hotel (who would stay
// there is claimed, for staying is what a hotel is for); and "what does
// each offer" after a program's levels asks the benefits of each level,
// not the player's offers ("offer" read as "include").
func claimLetterIdioms(q *question) {
	for i := range q.toks {
		w := q.norm(i)
		switch {
		case (w == "open" || w == "opened" || w == "opens") && q.phraseAt(i+1, "its", "doors") && q.free(i+1, i+2):
			q.claim(i+1, i+2)
		case (w == "hotel" || w == "hotels") && q.norm(i+1) == "where":
			for j := i + 2; j < len(q.toks) && j <= i+6; j++ {
				if !stayModals[q.norm(j)] || q.norm(j+1) != "stay" {
					continue
				}
				end := j + 1
				if q.phraseAt(end+1, "the", "night") {
					end += 2
				} else if q.norm(end+1) == "overnight" {
					end++
				}
				if end == len(q.toks)-1 && q.free(i+1, end) {
					q.claim(i+1, end)
				}
				break
			}
		case hardWords[w] && q.norm(i+1) == "to" && reachVerbs[q.norm(i+2)] && q.free(i, i):
			// "is the Shining Star level hard to reach": what reaching it
			// takes, asked
			q.claim(i, i)
		case hardWords[w] && q.phraseAt(i+1, "is", "it", "to") && reachVerbs[q.norm(i+4)] && q.free(i, i+3):
			// "how hard is it to get Epic": the same ask, with a dummy
			// "it" ("it" points at nothing to be named)
			q.claim(i, i+3)
		case eachBenefitVerbs[w] && (q.norm(i-1) == "each" || eachTier[q.norm(i-1)] && q.norm(i-2) == "each") && q.free(i, i):
			q.toks[i].norm = "include"
		case (w == "everywhere" || w == "anywhere") && q.free(i, i):
			// "what tier am i at everywhere i play": every casino the
			// player plays at is no casino named, and filters nothing
			end := i
			if playersWho[q.norm(i+1)] && playedWhere[q.norm(i+2)] && q.free(i+1, i+2) {
				end = i + 2
				if q.norm(end+1) == "at" && q.free(end+1, end+1) {
					end++
				}
			}
			q.claim(i, end)
		case w == "offer" && i == len(q.toks)-1 && i >= 2 && q.free(i, i) && doesBefore(q, i-1):
			// "which levels does MGM Rewards offer", "what does Caesars
			// Rewards offer": the verb that ends a question asked with
			// "does" says what a program or casino has, not the
			// player's offers
			q.claim(i, i)
		}
	}
}

// playersWho are the asker as the subject of playedWhere ("I", "we've").
var playersWho = set("i", "we", "ive", "weve")

// playedWhere are what a player does at casinos ("everywhere I play",
// "anywhere we go").
var playedWhere = set("play", "played", "go", "gamble", "gambled", "visit", "visited")

// doesBefore reports whether "do", "does" or "did" opens the question's
// verb before token i, with only a subject between ("does MGM Rewards");
// "does borgata have any offer" has its own verb, and "offer" is the
// thing had.
func doesBefore(q *question, i int) bool {
	if offerDeterminers[q.norm(i)] {
		return false
	}
	for j := i; j >= 0; j-- {
		w := q.norm(j)
		if w == "does" || w == "do" || w == "did" {
			return j < i
		}
		if offerHavingVerbs[w] {
			return false
		}
	}
	return false
}

// offerDeterminers come before "offer" the noun ("any offer", "my offer").
var offerDeterminers = set("a", "an", "any", "the", "my", "one", "no", "another", "that", "this", "some", "every", "free",
	"new", "special", "good", "better", "best", "first", "next", "last", "latest", "our", "their", "its", "your")

// offerHavingVerbs take "offer" the noun as their object ("have any
// offer", "get an offer").
var offerHavingVerbs = set("have", "has", "had", "get", "got", "receive", "received", "send", "sent", "give", "gave", "make",
	"made", "mail", "mailed", "see", "use")

// reportVerbs say another person asks a question the asker passes on
// ("my mother asks whether", "my father wonders which", "he wishes to
// know", "she would like to know").
var reportVerbs = set("asks", "asked", "wonders", "wondered", "wondering", "asking")

// reportedWh open the question passed on.
var reportedWh = set("what", "which", "where", "when", "how", "who", "whether", "if")

// reportedQuestion is the question another person asks in a sentence
// that passes it on ("My mother, who is 82, asks whether the Shining
// Star level ... is hard to reach", "My father ... wishes to know which
// ones in Wisconsin have a hotel"), and the words before it: the person
// is named first ("my <relative>", "he", "she"), then a verb of asking
// or "wishes (wants, would like) to know", then the question. "whether"
// and "if" are left out of it. false when the sentence passes on no
// question.
func reportedQuestion(s string) (question, before string, ok bool) {
	q := newQuestion(s)
	if len(q.toks) < 3 {
		return "", "", false
	}
	first, second := q.norm(0), q.norm(1)
	if !((first == "my" || first == "our") && otherPeople[second] || first == "he" || first == "she") {
		return "", "", false
	}
	for i := 2; i < len(q.toks); i++ {
		j := -1
		switch w := q.norm(i); {
		case reportVerbs[w]:
			j = i + 1
		case (w == "wishes" || w == "wants" || w == "would" || w == "wanted") && q.phraseAt(i+1, "to", "know"):
			j = i + 3
		case w == "would" && q.phraseAt(i+1, "like", "to", "know"):
			j = i + 4
		}
		if j < 0 || !reportedWh[q.norm(j)] {
			continue
		}
		if q.norm(j) == "whether" || q.norm(j) == "if" {
			j++
		}
		if j >= len(q.toks) {
			return "", "", false
		}
		return q.text[q.toks[j].start:], strings.TrimSpace(q.text[:q.toks[i].start]), true
	}
	return "", "", false
}

// farWords ask how far the asker has to go ("how far I still have to
// go").
var farWords = set("far", "farther", "further")

// tierTopicWords name a tier as the topic of a sentence.
var tierTopicWords = set("tier", "tiers", "level", "levels", "status")

// elidedProgress reads a question that asks only how far the asker still
// has to go ("I would like to know how far I still have to go.") after
// a story naming one casino and the asker's tier or level there ("I am
// told I am close to the next level at Fortune Bay Resort Casino."): the
// way to the next tier at that casino, the words the question leaves
// out. false when the question names a tier, a level or a name of its
// own, or the story names no tier or not exactly one casino.
func (ix *Index) elidedProgress(last string, u, cu *understanding, now time.Time) (Intent, bool) {
	q := u.q
	if u.named != nil || !hasAnyOf(q, farWords) || !q.has("go") || hasAnyOf(q, tierTopicWords) {
		return Intent{}, false
	}
	if cu.named == nil || cu.named.e.kind != kindCasino || len(cu.casinos) != 1 || !hasAnyOf(cu.q, tierTopicWords) {
		return Intent{}, false
	}
	t := strings.TrimRight(last, "?.! ") + " to the next tier at " + cu.namedText() + "?"
	in, _ := ix.understand(t, now)
	if in.Name != TierProgress {
		return Intent{}, false
	}
	return in, true
}

// hasAnyOf says a word of the question is one of words.
func hasAnyOf(q *question, words map[string]bool) bool {
	for i := range q.toks {
		if words[q.norm(i)] {
			return true
		}
	}
	return false
}
