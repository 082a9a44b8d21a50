package ask

import (
	"regexp"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// token is one word of a question (or of a directory name), kept with where
// it stands in the text so a phrase can be quoted back as the user wrote it.
type token struct {
	// raw is the word as written.
	raw string
	// norm is its comparable form: lower case, apostrophes dropped, dots
	// and thousands separators dropped except inside a number.
	norm string
	// start and end are byte offsets of raw in the text.
	start, end int
	// used marks a token some entity (a date, an amount, a casino) has
	// already claimed.
	used bool
	// point marks a latitude and longitude written as one pair
	// ("36.1,-115.17"); norm is then the pair as the API's near takes it.
	point bool
	// spelled marks a number written in several words ("two thousand"),
	// norm then being the number in digits: an amount, never a year.
	spelled bool
	// mend numbers the way a mistyped word is written back in q.span
	// ("Riverwind" for "Riverwnd"), q.mends[mend-1]; 0 when it is kept
	// as typed (see typoTable.mend). A small number, not the text, so a
	// token takes no more room than it did.
	mend uint8
}

// w2gRE finds the ways people write the form name (W-2G, W2G, w 2g,
// W-2Gs), and the way a voice assistant transcribes it spoken ("w two g",
// "w two g's"): its letters and digit said one by one.
var w2gRE = regexp.MustCompile(`(?i)\bw[\s-]?(?:2|two)[\s-]?g(s)?\b`)

// isoDateRE is a calendar date written as YYYY-MM-DD.
var isoDateRE = regexp.MustCompile(`^\d{4}-\d{2}-\d{2}$`)

// pointRE is a latitude and longitude written as a pair of decimals
// ("36.1,-115.17", "36.1126, -115.1767"), the form of the API's near.
var pointRE = regexp.MustCompile(`^(-?\d{1,2}\.\d+)\s*,\s*(-?\d{1,3}\.\d+)\b`)

// pointAt reads a latitude and longitude pair at the start of text: both
// written with decimals (a whole "36,115" is a number with a thousands
// separator) and within range. norm is the pair as typed, as the API's
// near takes it.
func pointAt(text string) (raw, norm string, ok bool) {
	m := pointRE.FindStringSubmatch(text)
	if m == nil {
		return "", "", false
	}
	lat, err1 := strconv.ParseFloat(m[1], 64)
	lon, err2 := strconv.ParseFloat(m[2], 64)
	if err1 != nil || err2 != nil || lat < -90 || lat > 90 || lon < -180 || lon > 180 {
		return "", "", false
	}
	// the numbers as typed ("39.80" keeps its trailing zero), only the
	// space after the comma dropped
	return m[0], m[1] + "," + m[2], true
}

// tokenize splits text into words. A word is a run of letters, digits and
// the characters that live inside words, numbers and money ('$', '.', ',',
// '-', '/', apostrophes, '%'); '&' is a word of its own that reads "and",
// and an arrow ("->", "=>") one that reads "to".
// Hyphens and slashes split a word in two ("Hon-Dah" is "hon" "dah"),
// except in an ISO date; a latitude and longitude pair is one word.
func tokenize(text string) []token {
	var toks []token
	for i := 0; i < len(text); {
		r, size := utf8.DecodeRuneInString(text[i:])
		if r == '&' {
			toks = append(toks, token{raw: "&", norm: "and", start: i, end: i + size})
			i += size
			continue
		}
		if arrow := arrowAt(text[i:]); arrow != "" {
			// "mgm gold -> caesars": an arrow reads "to"
			toks = append(toks, token{raw: arrow, norm: "to", start: i, end: i + len(arrow)})
			i += len(arrow)
			continue
		}
		if !wordRune(r) {
			i += size
			continue
		}
		if raw, norm, ok := pointAt(text[i:]); ok {
			toks = append(toks, token{raw: raw, norm: norm, start: i, end: i + len(raw), point: true})
			i += len(raw)
			continue
		}
		j := i
		for j < len(text) {
			r2, s2 := utf8.DecodeRuneInString(text[j:])
			if !wordRune(r2) || r2 == '&' {
				break
			}
			j += s2
		}
		toks = append(toks, splitWord(text, i, j)...)
		i = j
	}
	return toks
}

// plainChat is a message as a chat app or social post leaves it, with
// the app's debris taken off (chatDebrisAt: "[9:17 PM]", a pasted link,
// "(edited)"), a plus standing between words read as "and" ("my
// bankroll + my offers", two asks as "&" joins them) and a hashtag that
// joins words by their capitals written as those words ("#NewMexico"
// is New Mexico). The text is returned as it is when it holds none.
func plainChat(text string) string {
	if !strings.ContainsAny(text, "[:.(+#") {
		return text
	}
	var b strings.Builder
	changed := false
	for i := 0; i < len(text); {
		if n := chatDebrisAt(text, i); n > 0 {
			b.WriteByte(' ')
			i += n
			changed = true
			continue
		}
		r, size := utf8.DecodeRuneInString(text[i:])
		if r == '+' && standsAlone(text, i, i+size) {
			b.WriteString("and")
			i += size
			changed = true
			continue
		}
		if segs := hashtagAt(text, i); segs != nil {
			for k, seg := range segs {
				if k > 0 {
					b.WriteByte(' ')
				}
				b.WriteString(text[seg[0]:seg[1]])
			}
			i = segs[len(segs)-1][1]
			changed = true
			continue
		}
		b.WriteString(text[i : i+size])
		i += size
	}
	if !changed {
		return text
	}
	return strings.TrimSpace(b.String())
}

// chatStampRE is the time a chat log stamps a message with, in square
// brackets ("[9:17 PM]", "[08:05]", "[9:17:03 a.m.]").
var chatStampRE = regexp.MustCompile(`^\[\d{1,2}:\d{2}(?::\d{2})?\s*(?:[AaPp]\.?[Mm]\.?)?\]`)

// pastedLinkPrefixes open a link pasted into a message.
var pastedLinkPrefixes = []string{"https://", "http://", "www."}

// chatDebrisAt is the length of the chat debris text holds at i, 0 when
// none: a time stamp in brackets, a pasted link (to the next space;
// the words never hold a link's page) or the "(edited)" mark an app
// puts after a changed message. A link or a mark stands at a word's
// start only.
func chatDebrisAt(text string, i int) int {
	if i > 0 {
		if r, _ := utf8.DecodeLastRuneInString(text[:i]); wordRune(r) {
			return 0
		}
	}
	rest := text[i:]
	if m := chatStampRE.FindString(rest); m != "" {
		return len(m)
	}
	for _, p := range pastedLinkPrefixes {
		if len(rest) > len(p) && strings.EqualFold(rest[:len(p)], p) {
			if end := strings.IndexFunc(rest, unicode.IsSpace); end > 0 {
				return end
			}
			return len(rest)
		}
	}
	if len(rest) >= len(editedMark) && strings.EqualFold(rest[:len(editedMark)], editedMark) {
		return len(editedMark)
	}
	return 0
}

// editedMark is what a chat app writes after a message changed.
const editedMark = "(edited)"

// standsAlone says text[i:j] has a space or an end on both sides ("my
// bankroll + my offers"), not a word against it ("+1", "21+", "5+
// hours").
func standsAlone(text string, i, j int) bool {
	before, _ := utf8.DecodeLastRuneInString(text[:i])
	after, _ := utf8.DecodeRuneInString(text[j:])
	return (i == 0 || unicode.IsSpace(before)) && (j == len(text) || unicode.IsSpace(after))
}

// hashtagWords splits the hashtag whose word starts at i into the words
// it joins by their capitals ("NewMexico" is New and Mexico, "LasVegas"
// Las and Vegas), each as a byte range of text; nil when it joins none
// (a lower-case "#craps", "#statusmatch" is one word, read as typed).
func hashtagWords(text string, i int) [][2]int {
	var segs [][2]int
	start, prevLower := i, false
	j := i
	for j < len(text) {
		r, size := utf8.DecodeRuneInString(text[j:])
		if !unicode.IsLetter(r) {
			break
		}
		if unicode.IsUpper(r) && prevLower {
			segs = append(segs, [2]int{start, j})
			start = j
		}
		prevLower = unicode.IsLower(r)
		j += size
	}
	if next, _ := utf8.DecodeRuneInString(text[j:]); len(segs) == 0 || j < len(text) && wordRune(next) {
		// no capital inside, or letters run on into digits or marks
		// ("#Top10"): read as typed
		return nil
	}
	return append(segs, [2]int{start, j})
}

// hashtagAt is hashtagWords of a hashtag at i, nil when none is there.
func hashtagAt(text string, i int) [][2]int {
	if text[i] != '#' {
		return nil
	}
	return hashtagWords(text, i+1)
}

// arrows are the ways people type an arrow between two things ("mgm gold
// -> caesars"), longest first.
var arrows = []string{"-->", "==>", "->", "=>", "→", "⇒"}

// arrowAt is the arrow text starts with, "" when none.
func arrowAt(text string) string {
	for _, a := range arrows {
		if strings.HasPrefix(text, a) {
			return a
		}
	}
	return ""
}

func wordRune(r rune) bool {
	return unicode.IsLetter(r) || unicode.IsDigit(r) || strings.ContainsRune("'’$.,-/%", r)
}

// edgePunct is what a word never starts or ends with.
const edgePunct = ".,-/'’%"

// splitWord makes the tokens of text[i:j].
func splitWord(text string, i, j int) []token {
	i0, j0 := i, j
	for i < j && strings.ContainsRune(edgePunct, rune(text[i])) && text[i] != '$' {
		i++
	}
	for j > i {
		r, size := utf8.DecodeLastRuneInString(text[i:j])
		if !strings.ContainsRune(edgePunct, r) {
			break
		}
		j -= size
	}
	if i >= j {
		if strings.Contains(text[i0:j0], "%") {
			// "return %": a percent sign of its own is the word
			return []token{{raw: "%", norm: "percent", start: i0, end: j0}}
		}
		return nil
	}
	word := text[i:j]
	if isoDateRE.MatchString(word) {
		return []token{{raw: word, norm: word, start: i, end: j}}
	}
	if strings.HasSuffix(text[i:j0], "%") && !numericWord(normWord(word)) {
		// "return%": the sign written onto a word is a word of its own
		// (on a number it is the number's: "25%")
		return append(splitWord(text, i, j), token{raw: "%", norm: "percent", start: j, end: j0})
	}
	var out []token
	start := i
	for k := i; k <= j; k++ {
		if k < j && text[k] != '-' && text[k] != '/' {
			continue
		}
		if k > start {
			part := text[start:k]
			if n := normWord(part); n != "" {
				out = append(out, token{raw: part, norm: n, start: start, end: k})
			}
		}
		start = k + 1
	}
	return out
}

// normWord is the comparable form of one word.
func normWord(w string) string {
	w = strings.ToLower(w)
	w = dropApostrophes.Replace(w)
	if numericWord(w) {
		return strings.ReplaceAll(w, ",", "")
	}
	return dropMarks.Replace(w)
}

// The replacers of normWord, made once: a Replacer builds its tables on
// first use, which cost more than the words it then replaced when one
// was made for each word.
var (
	dropApostrophes = strings.NewReplacer("'", "", "’", "")
	dropMarks       = strings.NewReplacer(".", "", ",", "", "$", "", "%", "")
)

// numericWord reports whether w is a number or an amount ("25", "$25.50",
// "1,000", "$2.5k", "4h").
func numericWord(w string) bool {
	digits := 0
	for _, r := range w {
		if unicode.IsDigit(r) {
			digits++
		}
	}
	if digits == 0 {
		return false
	}
	for _, r := range w {
		if !unicode.IsDigit(r) && !strings.ContainsRune("$.,kmh", r) {
			return false
		}
	}
	return true
}

// norms returns the comparable forms of text's words.
func norms(text string) []string {
	toks := tokenize(text)
	out := make([]string, len(toks))
	for i, t := range toks {
		out[i] = t.norm
	}
	return out
}

// wordNumbers are the numbers people spell out in questions.
var wordNumbers = map[string]float64{
	"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
	"nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15,
	"sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20, "thirty": 30,
	"forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90,
}

// numberScales multiply the number spelled before them ("twelve
// hundred", "two thousand", "1.5 thousand").
var numberScales = map[string]float64{"hundred": 100, "thousand": 1000}

// spelledNumberAt reads a number written in several words from token i:
// tens and a unit ("twenty five"), or a number, "a" or "one" before a
// scale ("twelve hundred", "a thousand", "15 hundred", "1.5 thousand"),
// which may go on with a smaller part ("two thousand five hundred",
// "twelve hundred and fifty"). It returns the value and the last token
// read; ok is false for a number in one word, which number reads.
func spelledNumberAt(toks []token, i int) (v float64, last int, ok bool) {
	norm := func(k int) string {
		if k < 0 || k >= len(toks) {
			return ""
		}
		return toks[k].norm
	}
	// small reads 1 to 99 from k: digits, a word, or tens and a unit.
	small := func(k int, digits bool) (float64, int, bool) {
		w := norm(k)
		if n, ok := wordNumbers[w]; ok {
			if n >= 20 && int(n)%10 == 0 {
				if u, ok := wordNumbers[norm(k+1)]; ok && u < 10 {
					return n + u, k + 1, true
				}
			}
			return n, k, true
		}
		if !digits || strings.HasPrefix(w, "$") || strings.HasSuffix(w, "k") {
			return 0, k, false
		}
		if n, _, ok := number(w); ok && n > 0 {
			return n, k, true
		}
		return 0, k, false
	}
	total, k := 0.0, i
	var first float64
	switch {
	case norm(i) == "a" && numberScales[norm(i+1)] > 0:
		first, k = 1, i
	default:
		n, end, ok := small(i, true)
		if !ok {
			return 0, i, false
		}
		first, k = n, end
	}
	scale := numberScales[norm(k+1)]
	if scale == 0 {
		// "twenty five": tens and a unit, with no scale
		if k > i && !numericWord(norm(i)) {
			return first, k, true
		}
		return 0, i, false
	}
	if numericWord(norm(i)) && first*scale != float64(int64(first*scale)) {
		return 0, i, false
	}
	total, k = first*scale, k+1
	// "two thousand five hundred", "twelve hundred (and) fifty"
	next := k + 1
	if norm(next) == "and" {
		next++
	}
	if n, end, ok := small(next, false); ok {
		if scale == 1000 && numberScales[norm(end+1)] == 100 && n < 10 {
			total, k = total+n*100, end+1
			next = k + 1
			if norm(next) == "and" {
				next++
			}
			if m, end2, ok := small(next, false); ok {
				total, k = total+m, end2
			}
		} else if numberScales[norm(end+1)] == 0 {
			total, k = total+n, end
		}
	}
	return total, k, true
}

// joinSpelledNumbers makes each number written in several words one
// token whose norm is the number in digits: "twelve hundred" reads 1200,
// as "1200" does, not 12.
func joinSpelledNumbers(text string, toks []token) []token {
	out := toks[:0:0]
	for i := 0; i < len(toks); i++ {
		v, last, ok := spelledNumberAt(toks, i)
		if !ok || last == i {
			out = append(out, toks[i])
			continue
		}
		start, end := toks[i].start, toks[last].end
		out = append(out, token{raw: text[start:end], norm: strconv.FormatFloat(v, 'f', -1, 64), start: start, end: end, spelled: true})
		i = last
	}
	return out
}

// number reads a token as a plain number: digits with an optional decimal
// part and an optional k (thousands), or a spelled-out number. dollar says
// whether it was written with a leading '$'.
func number(norm string) (v float64, dollar, ok bool) {
	if n, ok := wordNumbers[norm]; ok {
		return n, false, true
	}
	s := norm
	if strings.HasPrefix(s, "$") {
		dollar, s = true, s[1:]
	}
	mult := 1.0
	if strings.HasSuffix(s, "k") {
		mult, s = 1000, strings.TrimSuffix(s, "k")
	}
	if s == "" || strings.Count(s, ".") > 1 {
		return 0, false, false
	}
	for _, r := range s {
		if !unicode.IsDigit(r) && r != '.' {
			return 0, false, false
		}
	}
	f, err := strconv.ParseFloat(s, 64)
	if err != nil {
		return 0, false, false
	}
	return f * mult, dollar, true
}

// question is a tokenized question with helpers to find and claim words.
type question struct {
	text string
	toks []token
	// begin is the first token after the words that only carry the
	// question (claimRelay).
	begin int
	// leadPlace is the first word of the place a lead-in says the asker
	// is going to, which "there" points back to (claimTripLeadIn); 0
	// when there is none (a lead-in's place is never the first word).
	leadPlace int
	// supposer is the asker as the subject of a supposition opening the
	// question ("If I drove through Horton", claimSupposition); 0 when
	// there is none.
	supposer int
	// mends are how the mended tokens are written back (token.mend).
	mends []string
}

func newQuestion(text string) *question {
	text = w2gRE.ReplaceAllString(expandShorthand(text), "W2G")
	toks := tokenize(text)
	for i, t := range toks {
		if long, ok := shorthand[t.norm]; ok && !joinedByAmpersand(toks, i) {
			toks[i].norm = long
		} else if spokenYou[t.norm] && !strings.HasSuffix(text[:t.start], "-") && !strings.HasPrefix(text[t.end:], "-") {
			toks[i].norm = "you"
		} else if droppedG(text, t) {
			toks[i].norm += "g"
		}
	}
	toks = dropWiseSuffix(text, dropLearnerBe(dropChatFillers(dropHesitations(dropAssent(text, toks)))))
	plainHave(toks)
	shouldLike(toks)
	toks = formalPhrases(toks)
	return &question{text: text, toks: dropWithdrawnValues(joinSpelledNumbers(text, toks))}
}

// correctionWords say the speaker takes back the value just said ("ten
// miles no wait fifteen miles", "ninety minutes actually no make it an
// hour", "three hours no sorry four hours"), as speech transcribed keeps
// it; "make it", "make that", "i mean", "or rather" and "lets say" say
// it too, as pairs (withdrawnValueAt).
var correctionWords = set("no", "nope", "wait", "sorry", "actually", "oops", "rather", "correction")

// correctionPairs are the two-word ways of taking a value back.
var correctionPairs = [][2]string{{"make", "it"}, {"make", "that"}, {"i", "mean"}, {"or", "rather"}, {"lets", "say"}, {"scratch", "that"}}

// valueUnits sorts the units a corrected value is said in, so a
// correction replaces a value of the same kind only ("ninety minutes ...
// an hour" is a time, "ten miles ... fifteen miles" a distance).
var valueUnits = map[string]string{
	"minute": "time", "minutes": "time", "min": "time", "mins": "time", "hour": "time", "hours": "time",
	"hr": "time", "hrs": "time", "day": "time", "days": "time", "week": "time", "weeks": "time",
	"mile": "distance", "miles": "distance", "mi": "distance", "km": "distance", "kms": "distance",
	"kilometer": "distance", "kilometers": "distance", "kilometre": "distance", "kilometres": "distance",
	"dollar": "money", "dollars": "money", "bucks": "money", "buck": "money",
}

// spokenValueAt reads a value as spoken at token i: a number, or "a" or
// "an" before a unit ("an hour"), with the unit after it when there is
// one. It returns the unit's kind ("" for none) and the value's last
// token.
func spokenValueAt(toks []token, i int) (kind string, last int, ok bool) {
	if i >= len(toks) {
		return "", i, false
	}
	w := toks[i].norm
	if w == "a" || w == "an" {
		if i+1 < len(toks) && valueUnits[toks[i+1].norm] != "" {
			return valueUnits[toks[i+1].norm], i + 1, true
		}
		return "", i, false
	}
	if _, _, isNum := number(w); !isNum {
		return "", i, false
	}
	if i+1 < len(toks) && valueUnits[toks[i+1].norm] != "" {
		return valueUnits[toks[i+1].norm], i + 1, true
	}
	return "", i, true
}

// withdrawnValueAt: the value said at token i is taken back by the words
// after it and said again: it returns the first token of the value that
// replaces it. The new value must follow the correction's words at once
// and be of the same kind when both name a unit.
func withdrawnValueAt(toks []token, i int) (int, bool) {
	kind, last, ok := spokenValueAt(toks, i)
	if !ok {
		return 0, false
	}
	k, said := last+1, false
	for k < len(toks) {
		if correctionWords[toks[k].norm] {
			k, said = k+1, true
			continue
		}
		pair := false
		for _, p := range correctionPairs {
			if k+1 < len(toks) && toks[k].norm == p[0] && toks[k+1].norm == p[1] {
				pair = true
			}
		}
		if !pair {
			break
		}
		k, said = k+2, true
	}
	if !said {
		return 0, false
	}
	again, _, ok := spokenValueAt(toks, k)
	if !ok || kind != "" && again != "" && again != kind {
		return 0, false
	}
	return k, true
}

// dropWithdrawnValues keeps, of a value said and then corrected, the
// corrected one alone: each field takes one value, and the speaker took
// the first back.
func dropWithdrawnValues(toks []token) []token {
	for i := range toks {
		if next, ok := withdrawnValueAt(toks, i); ok {
			return append(toks[:i:i], dropWithdrawnValues(toks[next:])...)
		}
	}
	return toks
}

// droppedG: the word t is typed as spoken with its final g dropped and
// an apostrophe where the g was ("fixin' to", "chasin' his losses",
// "headin' out"): it is the "-ing" word. A word in quotes ('Turnin')
// keeps its letters.
func droppedG(text string, t token) bool {
	if len(t.norm) < 4 || !strings.HasSuffix(t.norm, "in") || t.point {
		return false
	}
	after, before := text[t.end:], text[:t.start]
	quoted := strings.HasSuffix(before, "'") || strings.HasSuffix(before, "’")
	return !quoted && (strings.HasPrefix(after, "'") || strings.HasPrefix(after, "’"))
}

// plainHave reads the progressive "having" of a learner's English after
// "you" ("all reward program you are having", "which hosts you having")
// as the plain "have" it means: what the service has, no event; so is
// "knowing" ("the programs you are knowing"), the other verb of a state
// learners put in the progressive, the plain "know". Right after "is"
// ("what levels is having Lucky Star Rewards program", "which casino is
// having a hotel") "having" is the "has" of what a program or a casino
// has.
func plainHave(toks []token) {
	for i := 1; i < len(toks); i++ {
		plain, ok := plainStatives[toks[i].norm]
		if !ok {
			continue
		}
		if p := toks[i-1].norm; p == "you" || p == "u" || (p == "are" || p == "r") && i > 1 && (toks[i-2].norm == "you" || toks[i-2].norm == "u") {
			toks[i].norm = plain
		} else if p == "is" && plain == "have" {
			toks[i].norm = "has"
		}
	}
}

// plainStatives are the verbs of a state a learner's English puts in the
// progressive after "you", and their plain forms.
var plainStatives = map[string]string{"having": "have", "knowing": "know"}

// learnerBeVerbs are the verbs of play and money a learner's English
// puts after "am" unconjugated ("I am win 5000 dollar", "I am lose 300
// at slot"), as their own statement of what happened.
var learnerBeVerbs = set("win", "lose", "hit", "play", "spend", "bet", "earn")

// dropLearnerBe drops the "am" of "I am win": the learner says what the
// player did, as "I win" does, and "am" before a bare verb is no
// question ("am I" is kept: the verb follows "I" there, not "am").
func dropLearnerBe(toks []token) []token {
	for i := 1; i+1 < len(toks); i++ {
		if toks[i].norm == "am" && toks[i-1].norm == "i" && learnerBeVerbs[toks[i+1].norm] {
			return append(toks[:i:i], toks[i+1:]...)
		}
	}
	return toks
}

// dropWiseSuffix drops a "wise" hyphened onto the word before it
// ("tier-wise", "money-wise", "status-wise"): "as to" that word, which
// then reads as itself ("where do I stand, tier-wise" asks of tiers).
// "wise" of its own, or written into a word ("otherwise"), is kept.
func dropWiseSuffix(text string, toks []token) []token {
	for i := 1; i < len(toks); i++ {
		if toks[i].norm == "wise" && toks[i].start > 0 && text[toks[i].start-1] == '-' && toks[i-1].end == toks[i].start-1 {
			return append(toks[:i:i], toks[i+1:]...)
		}
	}
	return toks
}

// hesitations are the sounds a speaker makes while thinking, which a
// voice assistant's transcript keeps ("um", "uh", "hmm", "er"): no word
// of any question.
var hesitations = set("um", "umm", "ummm", "uhm", "uh", "uhh", "uhhh", "hmm", "hmmm", "hm", "er", "erm", "ehm")

// dropHesitations drops the hesitations wherever they are, and a "like"
// right after one ("um like which casinos"), which is a filler there too,
// so the words around them read as if said together. A "like" anywhere
// else (a verb, "I'd like to", a likeness) is kept.
func dropHesitations(toks []token) []token {
	out := toks[:0:0]
	for i := 0; i < len(toks); i++ {
		if !hesitations[toks[i].norm] {
			out = append(out, toks[i])
			continue
		}
		for i+1 < len(toks) && (hesitations[toks[i+1].norm] || toks[i+1].norm == "like") {
			i++
		}
	}
	return out
}

// chatFillers are a group chat's words that only colour a question, as
// said anywhere in it ("lowkey want racinos in west virginia", "the
// house edge on roulette ngl", "is there a w2g fr", "lmk"): a stance
// ("lowkey", "highkey", "deadass", "ngl", "tbh", "fr"), a laugh or a
// sigh ("lol", "smh"), or "let me know" clipped. They are dropped, as
// the hesitations are, so the words around them read together.
var chatFillers = set("lowkey", "highkey", "ngl", "fr", "frfr", "deadass", "tbh", "lol", "lmao", "smh", "lmk", "bruh", "istg",
	// an opinion owned as one ("imo", "imho"), and "hit me up" clipped,
	// as "lmk" is ("hmu w/ the tier list for boyd rewards")
	"imo", "imho", "hmu")

// chatVocatives are the words a chat calls the one it speaks to ("wat
// tiers do i have rn bro", "who r my hosts fam"): dropped, unless a
// possessive or an article makes them a person ("my bro's tier", "the
// fam"), whose records are no one's the service keeps for the asker.
var chatVocatives = set("bro", "fam", "dude", "homie")

// possessivesAndArticles make a vocative after them a person.
var possessivesAndArticles = set("my", "our", "your", "his", "her", "their", "the", "a", "an", "this", "that")

// capTakers take "no cap" as what they have or want ("my sessions with
// no cap", "i want no cap"): the cap, not "honestly".
var capTakers = set("with", "has", "have", "had", "is", "are", "was", "were", "there", "theres", "want", "need", "and",
	"or", "set", "put", "get", "got")

// capHeld follow a cap to what it holds ("no cap on my budget").
var capHeld = set("on", "for", "at", "to", "of", "in")

// normAt is toks[i]'s comparable form, "" past the end.
func normAt(toks []token, i int) string {
	if i >= len(toks) {
		return ""
	}
	return toks[i].norm
}

// dropChatFillers drops chatFillers and chatVocatives (see them), and
// "no cap" ("honestly") opening or closing a question ("no cap how
// much did i win", "borgata has the best buffet no cap"); "no cap on my
// budget" and "with no cap" at the end are a cap.
func dropChatFillers(toks []token) []token {
	out := toks[:0:0]
	for i := 0; i < len(toks); i++ {
		w := toks[i].norm
		if w == "hmu" && alertTimes[normAt(toks, i+1)] {
			// "hmu when my offers expire": an alert asked for later,
			// kept for the rule that declines it (alertAsked)
			out = append(out, toks[i])
			continue
		}
		if chatFillers[w] || chatVocatives[w] && (i == 0 || !possessivesAndArticles[toks[i-1].norm]) {
			continue
		}
		if w == "no" && i+1 < len(toks) && toks[i+1].norm == "cap" && (i == 0 && !capHeld[normAt(toks, i+2)] || i+2 == len(toks) && !capTakers[toks[i-1].norm]) {
			i++
			continue
		}
		out = append(out, toks[i])
	}
	return out
}

// assentWords are a chat's "ok" ("bet, what's the house edge on
// craps"): said alone before the ask, closed off by a comma or a stop,
// they agree to what came before and ask nothing. Anywhere else "bet"
// is a wager ("bet $25 a hand on blackjack, what comps").
var assentWords = set("bet")

// dropAssent drops an assentWords word opening the question when a
// comma, stop or bang closes it off from the rest.
func dropAssent(text string, toks []token) []token {
	if len(toks) < 2 || !assentWords[toks[0].norm] {
		return toks
	}
	rest := strings.TrimLeft(text[toks[0].end:], " ")
	if rest == "" || !strings.ContainsRune(",.!", rune(rest[0])) {
		return toks
	}
	return toks[1:]
}

// joinedByAmpersand reports whether token i is joined to a neighbour by
// "&", as the letters of a name are ("R & L's Casino"): a letter there is
// the name's, not shorthand ("r" for "are").
func joinedByAmpersand(toks []token, i int) bool {
	return (i > 0 && toks[i-1].raw == "&") || (i+1 < len(toks) && toks[i+1].raw == "&")
}

// has reports whether any of words appears among the question's words
// (used or not: intent keywords are read, never claimed).
func (q *question) has(words ...string) bool {
	for _, t := range q.toks {
		for _, w := range words {
			if t.norm == w {
				return true
			}
		}
	}
	return false
}

// hasOf reports whether any word of the set appears among the
// question's words (used or not), with no list of them made.
func (q *question) hasOf(words map[string]bool) bool {
	for _, t := range q.toks {
		if words[t.norm] {
			return true
		}
	}
	return false
}

// hasFree is has for the words no entity claimed.
func (q *question) hasFree(words ...string) bool {
	for _, t := range q.toks {
		for _, w := range words {
			if !t.used && t.norm == w {
				return true
			}
		}
	}
	return false
}

// hasFreeOf is hasOf for the words no entity claimed.
func (q *question) hasFreeOf(words map[string]bool) bool {
	for _, t := range q.toks {
		if !t.used && words[t.norm] {
			return true
		}
	}
	return false
}

// hasPrefix reports whether a word starts with any of prefixes.
func (q *question) hasPrefix(prefixes ...string) bool {
	for _, t := range q.toks {
		for _, p := range prefixes {
			if strings.HasPrefix(t.norm, p) {
				return true
			}
		}
	}
	return false
}

// hasFreePrefix is hasPrefix for the words no entity claimed.
func (q *question) hasFreePrefix(prefixes ...string) bool {
	for _, t := range q.toks {
		for _, p := range prefixes {
			if !t.used && strings.HasPrefix(t.norm, p) {
				return true
			}
		}
	}
	return false
}

// phraseAt reports whether words appear in a row starting at token i.
func (q *question) phraseAt(i int, words ...string) bool {
	if i < 0 || i+len(words) > len(q.toks) {
		return false
	}
	for k, w := range words {
		if q.toks[i+k].norm != w {
			return false
		}
	}
	return true
}

// namePhraseAt is phraseAt for a name's words, where a number may be
// written in digits or in words ("7 stars" for Seven Stars, "tier three"
// for Tier 3).
func (q *question) namePhraseAt(i int, words ...string) bool {
	if i < 0 || i+len(words) > len(q.toks) {
		return false
	}
	for k, w := range words {
		if t := q.toks[i+k].norm; t != w && !sameNumber(t, w) {
			return false
		}
	}
	return true
}

// sameNumber reports whether a and b are one whole number, written in
// digits or in words.
func sameNumber(a, b string) bool {
	x, dx, okx := number(a)
	y, dy, oky := number(b)
	return okx && oky && !dx && !dy && x == y && x == float64(int(x))
}

// hasPhrase reports whether words appear in a row anywhere.
func (q *question) hasPhrase(words ...string) bool {
	for i := range q.toks {
		if q.phraseAt(i, words...) {
			return true
		}
	}
	return false
}

// claim marks tokens i..j (inclusive) used.
func (q *question) claim(i, j int) {
	for k := i; k <= j && k < len(q.toks); k++ {
		q.toks[k].used = true
	}
}

// free reports whether tokens i..j (inclusive) exist and are all unused.
func (q *question) free(i, j int) bool {
	if i < 0 || j >= len(q.toks) || i > j {
		return false
	}
	for k := i; k <= j; k++ {
		if q.toks[k].used {
			return false
		}
	}
	return true
}

// writeBack has token i written back as text in q.span (at most 255
// tokens of a question are; past that it is kept as typed).
func (q *question) writeBack(i int, text string) {
	if len(q.mends) < 255 {
		q.mends = append(q.mends, text)
		q.toks[i].mend = uint8(len(q.mends))
	}
}

// span is the question's own text from token i to token j (inclusive).
func (q *question) span(i, j int) string {
	if len(q.mends) == 0 {
		return q.text[q.toks[i].start:q.toks[j].end]
	}
	// a mistyped word is written mended ("Riverwind" for "Riverwnd"),
	// what lies between the words as typed
	var b strings.Builder
	at := q.toks[i].start
	for k := i; k <= j; k++ {
		if t := q.toks[k]; t.mend > 0 {
			b.WriteString(q.text[at:t.start])
			b.WriteString(q.mends[t.mend-1])
			at = t.end
		}
	}
	b.WriteString(q.text[at:q.toks[j].end])
	return b.String()
}

// norm is token i's comparable form, or "" past either end.
func (q *question) norm(i int) string {
	if i < 0 || i >= len(q.toks) {
		return ""
	}
	return q.toks[i].norm
}

// opening is where the question's own words begin: after the greeting,
// chatter and relay claimRelay claimed ("hey,", "ok so", "alright,", "my
// client wants to know").
func (q *question) opening() int { return q.begin }

// clauseBreakBefore reports whether a comma, a colon, a semicolon, a
// sentence's end or a dash set apart by a space stands between token k-1
// and token k: a new clause begins at k ("i keep overspending, cap my
// daily spend"). A hyphen inside a word ("30-minute") is no break.
func (q *question) clauseBreakBefore(k int) bool {
	if k <= 0 || k >= len(q.toks) {
		return false
	}
	gap := q.text[q.toks[k-1].end:q.toks[k].start]
	return strings.ContainsAny(gap, ",;:.!?—–") || strings.Contains(gap, " -") || strings.Contains(gap, "- ")
}

// sentenceBreakBefore says a sentence closes between the token before k
// and k: a full stop, question mark or exclamation mark between them.
func (q *question) sentenceBreakBefore(k int) bool {
	if k <= 0 || k >= len(q.toks) {
		return false
	}
	return strings.ContainsAny(q.text[q.toks[k-1].end:q.toks[k].start], ".!?")
}

// lineBreakBefore is sentenceBreakBefore that also ends a sentence at a
// line break (the rules of days held to a limit read a line as its own).
func (q *question) lineBreakBefore(k int) bool {
	return q.sentenceBreakBefore(k) || k > 0 && k < len(q.toks) && strings.Contains(q.text[q.toks[k-1].end:q.toks[k].start], "\n")
}

// sentenceHas says hit holds for a token of the sentence of token i,
// from i back to the sentence's start, then after i to its end; brk
// says where a sentence ends.
func (q *question) sentenceHas(i int, brk func(*question, int) bool, hit func(k int) bool) bool {
	for k := i; k >= 0; k-- {
		if hit(k) {
			return true
		}
		if brk(q, k) {
			break
		}
	}
	for k := i + 1; k < len(q.toks) && !brk(q, k); k++ {
		if hit(k) {
			return true
		}
	}
	return false
}

// writtenCorrections apply each correction a written message makes
// mid-sentence ("Set my monthly budget to $600, wait, I meant $500.",
// "3 hours of $10 craps, wait, $15 craps, earn me", "within 15 miles of
// Cloverdale, wait, I meant Redwood Valley, California?"): the value
// after the correction's words (set off by a comma: "wait", "no wait",
// "I meant", "sorry", "oops") replaces the one of the same kind just
// before them, and the withdrawn value and the correction's words are
// gone. A number replaces the clause's last number, with the words said
// after it when the new value says them again ("$15 craps" for "$10
// craps", "90 minutes" for "2 hours"; a lone "14" keeps "days"); a
// capitalized name, or a month, replaces the clause's last run of
// capitalized words (a month only another month). A correction whose
// value has no kind to replace leaves the text as it is.
func writtenCorrections(text string) string {
	if !strings.Contains(text, ",") {
		// every correction follows a comma: most questions have none,
		// and are not tokenized again for it
		return text
	}
	for i := 0; i < 3; i++ {
		out, ok := writtenCorrection(text)
		if !ok {
			break
		}
		text = out
	}
	return text
}

// writtenCorrection applies the first correction of text (see
// writtenCorrections).
func writtenCorrection(text string) (string, bool) {
	toks := tokenize(text)
	for k := 1; k < len(toks); k++ {
		if !strings.HasSuffix(strings.TrimSpace(text[toks[k-1].end:toks[k].start]), ",") {
			continue
		}
		j, strong := k, false
		for j < len(toks) {
			w := toks[j].norm
			if correctionWords[w] {
				strong = strong || writtenCorrectionWords[w]
				j++
				continue
			}
			if w == "i" && j+1 < len(toks) && (toks[j+1].norm == "meant" || toks[j+1].norm == "mean") {
				strong = true
				j += 2
				continue
			}
			break
		}
		if !strong || j >= len(toks) {
			continue
		}
		// the new value: from j up to the next mark of punctuation
		end := j
		for end+1 < len(toks) && end-j < 3 && strings.TrimSpace(text[toks[end].end:toks[end+1].start]) == "" {
			end++
		}
		// the clause before the correction: back to the last mark
		first := k - 1
		for first > 0 && strings.TrimSpace(text[toks[first-1].end:toks[first].start]) == "" {
			first--
		}
		from, to, ok := withdrawnSpan(text, toks, first, k-1, j, end)
		if !ok {
			continue
		}
		// what follows the new value: a comma closing the correction
		// goes with it, unless a capitalized word follows ("Redwood
		// Valley, California")
		tail := text[toks[end].end:]
		if t := strings.TrimLeft(tail, " "); strings.HasPrefix(t, ",") {
			if r := strings.TrimLeft(t[1:], " "); r != "" && !unicode.IsUpper([]rune(r)[0]) {
				tail = " " + r
			}
		}
		newValue := text[toks[j].start:toks[end].end]
		if to < k-1 {
			// "10 days" corrected by "14": the unit said once stays
			newValue += text[toks[to].end:toks[k-1].end]
		}
		return text[:toks[from].start] + newValue + tail, true
	}
	return text, false
}

// writtenCorrectionWords are the words that, set off by a comma, take a
// written value back ("wait", "sorry", "oops"); "no" or "actually" alone
// may open an answer, not a correction.
var writtenCorrectionWords = set("wait", "sorry", "oops", "correction")

// withdrawnSpan finds, in the clause toks[first:last+1], the tokens a new
// value toks[j:end+1] replaces: from and to, the first and last of them.
func withdrawnSpan(text string, toks []token, first, last, j, end int) (from, to int, ok bool) {
	if _, _, isNum := number(toks[j].norm); isNum {
		x := -1
		for i := last; i >= first; i-- {
			if _, _, n := number(toks[i].norm); n {
				x = i
				break
			}
		}
		if x < 0 {
			return 0, 0, false
		}
		said := end - j
		if said > last-x {
			return 0, 0, false
		}
		if said > 0 {
			a, b := valueUnits[toks[x+1].norm], valueUnits[toks[j+1].norm]
			if toks[x+1].norm != toks[j+1].norm && (a == "" || a != b) {
				return 0, 0, false
			}
			return x, x + said, true
		}
		return x, x, true
	}
	if _, newMonth := months[toks[j].norm]; newMonth {
		for i := last; i >= first; i-- {
			if _, oldMonth := months[toks[i].norm]; oldMonth {
				return i, i, true
			}
		}
		return 0, 0, false
	}
	if class := correctedClass(toks[j].norm); class != "" && end == j {
		// "$400 a month, wait, I meant weekly", "my keno sessions,
		// sorry, bingo": a period or a game replaces the clause's last
		// one
		for i := last; i >= first; i-- {
			if correctedClass(toks[i].norm) == class {
				return i, i, true
			}
		}
		return 0, 0, false
	}
	if !capitalized(toks[j].raw) {
		return 0, 0, false
	}
	for i := last; i >= first; i-- {
		if !capitalized(toks[i].raw) || toks[i].norm == "i" {
			continue
		}
		from := i
		for from-1 >= first && capitalized(toks[from-1].raw) && toks[from-1].norm != "i" {
			from--
		}
		if opensSentence(text, toks, from) {
			// a sentence's first word is capitalized whatever it is
			from++
		}
		if _, oldMonth := months[toks[i].norm]; oldMonth || from > i {
			// a month only another month replaces
			return 0, 0, false
		}
		return from, i, true
	}
	return 0, 0, false
}

// correctedClass is the kind of a one-word value a correction may
// replace by another of its kind: a budget's period ("monthly",
// "weekly") or a game named in one word ("craps", "keno"); "" for other
// words.
func correctedClass(w string) string {
	if budgetPeriods[w] != "" {
		return "period"
	}
	for _, g := range games {
		if len(g.words) == 1 && g.words[0] == w {
			return "game"
		}
	}
	return ""
}

// opensSentence says toks[i] is the first word of the text or of a
// sentence in it.
func opensSentence(text string, toks []token, i int) bool {
	if i == 0 {
		return true
	}
	between := strings.TrimSpace(text[toks[i-1].end:toks[i].start])
	return between != "" && strings.ContainsAny(between[len(between)-1:], ".?!")
}
