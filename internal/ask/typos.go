package ask

import (
	"regexp"
	"slices"
	"strings"
)

// Phone shorthand: "w/ a hotel", "w/o rewards", "this wk". The slash forms
// are rewritten in the text (the tokenizer splits words at a slash); the
// others are read as the word they stand for.
var (
	withoutRE = regexp.MustCompile(`(?i)\bw/o\b`)
	withRE    = regexp.MustCompile(`(?i)\bw/`)
	// "hands/hr", "spins / hour": a rate written with a slash
	perHourRE = regexp.MustCompile(`(?i)\s*/\s*(hr|hrs|hour|h)\b`)
	shorthand = map[string]string{
		"wk": "week", "wks": "weeks", "yr": "year", "yrs": "years", "mos": "months", "mth": "month", "mnth": "month",
		"u": "you", "ur": "your", "r": "are", "pls": "please", "plz": "please", "tix": "tickets", "thru": "through",
		// a program's own units and the poker room's word for a tournament
		"tc": "credits", "tcs": "credits", "pts": "points", "pt": "points", "tourney": "tournament", "tourneys": "tournaments",
		// "pearl w mgm": a lone w is "with", as "w/" is
		"w": "with", "til": "until", "till": "until",
		// "gimme the details": "give me", the "me" carrying nothing
		"gimme": "give",
		// "spins per hr": the hour, as "/hr" is
		"hr": "hour", "hrs": "hours",
		// "the avg hold", "on avg": the average
		"avg": "average",
		// "gold reqs", "the req for diamond": what a tier requires
		"req": "requirement", "reqs": "requirements",
		// "i'm at the borgata rn": right now
		"rn": "now",
		// the "-ing" words people type as they say them, the g dropped
		// with no apostrophe ("goin down the shore", "fixin to set my
		// budget"); with one, any such word is read (droppedG)
		"goin": "going", "fixin": "fixing", "headin": "heading", "drivin": "driving", "lookin": "looking",
		"comin": "coming", "plannin": "planning", "wonderin": "wondering", "stayin": "staying", "gettin": "getting",
		"playin": "playing", "gamblin": "gambling", "chasin": "chasing", "somethin": "something", "nothin": "nothing",
		"tryin": "trying", "thinkin": "thinking", "travelin": "traveling", "hopin": "hoping", "fixen": "fixing",
		// a group chat's spellings and clipped words ("wat casinos r
		// near there", "going there tmrw", "the rewards prog", "the
		// deets", "last nite")
		"wat": "what", "wut": "what", "wats": "whats", "wuts": "whats", "tmrw": "tomorrow", "tmr": "tomorrow",
		"tmrow": "tomorrow", "tmrrw": "tomorrow", "nite": "night", "tonite": "tonight", "prog": "program",
		"progs": "programs", "deets": "details", "abt": "about", "tho": "though",
		// "a w2g or nah": the choice put as "or no"
		"nah": "no",
		// "i'm finna cap my sessions", "wat offer am i finna get": about
		// to, as "gonna" is; "tryna find casinos": trying to, read as "want"
		"finna": "gonna", "tryna": "want",
		// the casino floor's own shorthand, which a player who uses it
		// means one way only: "bj" is blackjack ("$10 bj", "my bj
		// sessions"), as "vp" is video poker, and a "dub" (a W) is a win
		// ("a $900 dub on keno", "my w2g dubs")
		"bj": "blackjack", "dub": "win", "dubs": "wins",
		// formal and corporate English, as an assistant, a lawyer or an
		// accountant writes it: "please furnish the details" (give),
		// "the particulars of the program" (details), "the
		// qualification criteria for Gold" (requirements), "does a
		// $1,300 win oblige the casino to issue a W-2G" (require)
		"furnish": "give", "particulars": "details",
		"criteria": "requirements", "criterion": "requirement", "oblige": "require", "obliges": "requires",
		// the British spelling of a formal letter ("the loyalty
		// programmes on file")
		"programmes": "programs", "programme": "program",
	}
)

// spokenYou are "you" in the plural as regions say it ("y'all know of
// any casinos", "yinz", "youse") and "ya" as said ("can ya"), read as
// "you" unless a hyphen joins them into a name ("Kla-Mo-Ya Casino").
var spokenYou = set("yall", "yinz", "youse", "ya")

// expandShorthand rewrites the slash forms of "with", "without" and "per
// hour".
func expandShorthand(text string) string {
	text = perHourRE.ReplaceAllString(text, " per hour")
	text = withoutRE.ReplaceAllString(text, "without")
	return withRE.ReplaceAllString(text, "with ")
}

// keywords are the words the rules read that people often mistype; a word
// one slip away from one of them (or from a name of the directory) is read
// as that word. Short words a real word is one slip from ("slots" and
// "shots", "status" and "statue", "daily" and "dairy") are left out: a
// question about something else must not be read as one about them.
var keywords = []string{
	"casino", "casinos", "racino", "racinos", "session", "sessions", "bankroll", "balance", "voucher", "vouchers",
	"offers", "expiring", "expires", "expired", "blackjack", "roulette", "baccarat", "tiers", "credits", "visits",
	"trips", "budget", "limits", "helpline", "hotline", "gambling", "exclusion", "reportable", "jackpot", "jackpots",
	"threshold", "withheld", "winnings", "theoretical", "prediction", "rewards", "loyalty", "program", "programs",
	"commercial", "requirement", "requirements", "qualify", "progress", "summary", "redeemed", "available", "weekly", "monthly",
	"minutes", "advantage", "locations", "properties", "hotel", "hotels",
	// a search's radius ("radious", "raduis")
	"radius",
	// a game's "house edge" ("hosue edge", "huose edge"); "horse" is a
	// word of the directory's names, so it stays as typed
	"house",
	// a game's pace or edge "on average" ("avrage", "averge"), or what
	// a table "averages" ("averges")
	"average", "averages",
	// what a tier takes, by the long words players slip in
	"qualification", "qualifying",
	// a tool's verbs, as an agent types them ("retreive", "enumarate")
	"retrieve", "enumerate",
	// what offers do, what a player does to himself, the hosts he has,
	// and the games whose names no other keyword holds ("expier",
	// "exlude", "conected", "vidoe", "keeno")
	"expire", "exclude", "connected", "video", "keno",
	// offers "runing out"
	"running",
	// the dice game, the slot machine and a tier's status, as typed in
	// a hurry ("crapps", "machien", "staus")
	"craps", "machine", "machines", "status",
}

// shortKeywords are words of four letters the corrector mends only from
// their middle letters swapped ("egde", "teir"): at that length any
// other slip makes another word too often.
var shortKeywords = set("edge", "tier")

// realNeighbours are real words one slip from a keyword that mean
// something else ("hostel" is not "hotel", "broke even" is not "broken",
// "we landed in Reno" is not Lander, Wyoming, and a letter signed "Maxine"
// is not from Maine): never corrected.
var realNeighbours = []string{"hostel", "hostels", "radios", "broke", "landed", "plans", "betty", "maxine", "norma", "orville",
	// "my excluded casinos", "the offer's expiry date", "connects",
	// "keen": real words a slip from a keyword
	"excluded", "excludes", "expiry", "connects", "connecter", "keen",
	// "my trips by plane" is no Planet Hollywood
	"plane", "planes",
	// "the statue at caesars palace" asks of no tier status
	"statue", "statues"}

// typoTable is what the typo correction compares with: the words it may
// correct to, and the words it never corrects (every word the rules or the
// directory know is right as written).
type typoTable struct {
	known  map[string]bool
	byHead map[byte][]string
	// bySound is the words it may correct to by their sound key (each
	// key of exactly one word; "" for a key several words share).
	bySound map[string]string
	// byVowels is the words it may correct to by their letters with
	// each vowel masked (see vowelKey), "" for a key several share.
	byVowels map[string]string
	// spelled is how the directory and the programs write a word of
	// their names ("Harrah's" for harrahs, "Riverwind" for riverwind):
	// a mended word is written so in the text read back; "" when the
	// names write it in ways that differ by more than case.
	spelled map[string]string
	// follows are the words that come next in a casino's name after a
	// word of it ("eagle" after "soaring"): a later word of a name is
	// mended against them once the words before it are typed right.
	follows map[string][]string
	// tierWords are the words of four letters or more of each
	// program's tiers, by the program's index (see mendTierWords).
	tierWords [][]string
	// joined are the towns of two words or more written as one
	// ("blackhawk" for Black Hawk), by that one word: the town's words.
	joined map[string][]string
	// towns are the words of the directory's towns it may correct to: a
	// slip one edit from two of them names neither ("Kinner" is Kenner
	// or Kinder).
	towns map[string]bool
}

// ruleVocabularies are the word sets the rules read.
func ruleVocabularies() []map[string]bool {
	return []map[string]bool{tailStops, fillerWords, directoryWords, gameWords, w2gWords, personalTierWords, nameCue,
		dollarWords, hourWords, minuteWords, englishCodes, stateCue, rewardsNo, rewardsYes, languages, slotWords, wagerWords,
		hotelNo, tierCues, changeVerbs, politeOpening, otherGameWords, genericWords, commonWords, placeCues, nearWords,
		facilityWords, winWords, otherPeople, progressPaceWords, playSpots, tripVerbs, tripPlans, tripNouns,
		// regional speech and its fillers, read as typed
		spokenYou, interjections, intensifiers, hedgeVerbs, vaguePlaces, doubledModals, aboutToWords, statusNegations,
		// the near misses' words read as typed ("streak" is not "stream")
		streakWords, orderingVerbs, followerNouns}
}

func newTypoTable(ix *Index) *typoTable {
	t := &typoTable{known: map[string]bool{}, byHead: map[byte][]string{}}
	for _, vocab := range ruleVocabularies() {
		for w := range vocab {
			t.known[w] = true
		}
	}
	for _, m := range []map[string]string{shorthand, budgetPeriods, offerStatuses, voucherStatuses} {
		for w := range m {
			t.known[w] = true
		}
	}
	for w := range months {
		t.known[w] = true
	}
	for w := range weekdays {
		// "on Sunday" is a day, never SunRay Park
		t.known[w] = true
	}
	for _, w := range realNeighbours {
		t.known[w] = true
	}
	for w := range wordNumbers {
		t.known[w] = true
	}
	targets := map[string]bool{}
	for _, w := range keywords {
		targets[w] = true
	}
	for _, g := range games {
		for _, w := range g.words {
			t.known[w] = true
		}
	}
	for name := range placeNames {
		for _, w := range strings.Fields(name) {
			t.known[w] = true
			if len(w) >= 5 {
				targets[w] = true
			}
		}
	}
	t.towns = map[string]bool{}
	for name := range ix.cities {
		for _, w := range strings.Fields(name) {
			t.known[w] = true
			if len(w) >= 6 {
				targets[w] = true
				t.towns[w] = true
			}
		}
	}
	for _, e := range ix.entries {
		for _, w := range e.full {
			t.known[w] = true
		}
		for _, w := range e.core {
			if len(w) >= 6 && !commonWords[w] && !numericWord(w) {
				targets[w] = true
			}
		}
	}
	for _, ns := range ix.nations {
		// "Poarch Band of Creek Indians": a nation's words are right as
		// written ("Indians" is no slip for Indiana)
		for _, n := range ns {
			for _, w := range n.words {
				t.known[w] = true
			}
		}
	}
	for _, p := range ix.lex.Programs {
		for _, name := range p.Tiers {
			for _, w := range norms(name) {
				t.known[w] = true
			}
		}
	}
	t.spelled = map[string]string{}
	spell := func(name string) {
		for _, tk := range tokenize(name) {
			if tk.norm == "" || numericWord(tk.norm) {
				continue
			}
			if old, ok := t.spelled[tk.norm]; ok && !strings.EqualFold(old, tk.raw) {
				t.spelled[tk.norm] = ""
			} else if !ok {
				t.spelled[tk.norm] = tk.raw
			}
		}
	}
	t.follows = map[string][]string{}
	t.joined = map[string][]string{}
	join := func(words []string) {
		one := strings.Join(words, "")
		if old, dup := t.joined[one]; dup && !slices.Equal(old, words) {
			// "hard rock" is in many names: the same words each time
			t.joined[one] = nil
		} else if dup {
			return
		} else {
			t.joined[one] = words
		}
	}
	for _, e := range ix.entries {
		if e.kind == kindCasino {
			// "Hardrock", "Goldennugget": two words of a casino's name
			// written as one
			for k := 0; k+1 < len(e.core); k++ {
				if a, b := e.core[k], e.core[k+1]; len(a) >= 3 && len(b) >= 3 && !numericWord(a) && !numericWord(b) {
					join([]string{a, b})
				}
			}
		}
	}
	for _, e := range ix.entries {
		if e.kind == kindCasino {
			spell(ix.lex.Casinos[e.index].Name)
		}
		for k := 0; k+1 < len(e.core); k++ {
			if next := e.core[k+1]; len(next) >= 4 && !slices.Contains(t.follows[e.core[k]], next) {
				t.follows[e.core[k]] = append(t.follows[e.core[k]], next)
			}
		}
	}
	t.tierWords = make([][]string, len(ix.lex.Programs))
	for i, p := range ix.lex.Programs {
		spell(p.Name)
		for _, name := range p.Tiers {
			spell(name)
			for _, w := range norms(name) {
				if len(w) >= 4 && !slices.Contains(t.tierWords[i], w) {
					t.tierWords[i] = append(t.tierWords[i], w)
				}
			}
		}
	}
	for name, cs := range ix.cities {
		words := strings.Fields(name)
		if len(words) < 2 || len(cs) == 0 {
			continue
		}
		spell(cs[0].Name)
		join(words)
	}
	t.bySound = map[string]string{}
	t.byVowels = map[string]string{}
	for w := range targets {
		if k := vowelKey(w); k != "" {
			if _, dup := t.byVowels[k]; dup {
				t.byVowels[k] = ""
			} else {
				t.byVowels[k] = w
			}
		}
		t.known[w] = true
		t.byHead[w[0]] = append(t.byHead[w[0]], w)
		k := soundKey(w)
		if _, dup := t.bySound[k]; dup {
			t.bySound[k] = ""
		} else {
			t.bySound[k] = w
		}
	}
	return t
}

// soundKey is how a word sounds, as people spell it by ear: a hard c and
// "ck" are k, "ph" is f, and a doubled letter is written once
// ("blakjak" and "blackjack", "bakarat" and "baccarat", "kasino" and
// "casino").
func soundKey(w string) string {
	w = strings.ReplaceAll(w, "ck", "k")
	w = strings.ReplaceAll(w, "ph", "f")
	b := []byte(w)
	for i, c := range b {
		if c == 'c' && (i+1 == len(b) || strings.IndexByte("eiy", b[i+1]) < 0) {
			b[i] = 'k'
		}
	}
	return undoubled(string(b))
}

// vowelKey is w with each vowel (a, e, i, o, u) after its first letter
// written '*', so that words whose vowels people muddle ("ceasers",
// "caesers" for "caesars") share it; "" for a word with fewer than
// three vowels there (with fewer, the consonants alone say too little:
// "control" is no "central").
func vowelKey(w string) string {
	b := []byte(w)
	n := 0
	for i := 1; i < len(b); i++ {
		if strings.IndexByte("aeiou", b[i]) >= 0 {
			b[i] = '*'
			n++
		}
	}
	if n < 3 {
		return ""
	}
	return string(b)
}

// correct reads each word no rule and no name knows as the one known word
// it is a single slip away from ("casnios", "sesions", "caesers"): a letter
// dropped, added, mistyped, or two letters swapped. The first letter must
// agree (phone typos rarely change it), the word must have at least five
// letters, and exactly one word may fit; a plural of a known word ("chiefs"
// for "chief") is a word of its own, not a slip. A word no slip fits is
// read as the one word that sounds the same ("blakjak" for "blackjack",
// see soundKey). The raw text is kept; q.span writes a mended word back
// as it is spelled (see mend).
func (t *typoTable) correct(q *question) {
	t.dropSender(q)
	t.splitJoined(q)
	for i := range q.toks {
		w := q.toks[i].norm
		if raw := strings.ToLower(q.toks[i].raw); (strings.HasSuffix(raw, "'s") || strings.HasSuffix(raw, "’s")) && !t.known[w] && t.known[strings.TrimSuffix(w, "s")] {
			// "the sahara's tiers": a possessive of a known word is the word
			// ("harrah's" is a name of its own, and known)
			q.toks[i].norm = strings.TrimSuffix(w, "s")
			continue
		}
		if w == "theres" {
			// "theres a casino near ocean shores": "there's" typed on a
			// phone without its apostrophe reads as "there's" does
			q.toks[i].norm = "there"
			continue
		}
		if long, ok := t.unstretched(w); ok {
			q.toks[i].norm = long
			continue
		}
		if w == "then" && thanBefore[q.norm(i-1)] && !q.clauseBreakBefore(i) {
			// "no more then $600": after a comparison, "then" is "than"
			// typed by ear
			t.mend(q, i, "than")
			continue
		}
		if t.known[w] {
			t.respell(q, i)
			continue
		}
		if fit := t.nextInName(q, i); fit != "" {
			t.mend(q, i, fit)
			continue
		}
		if n := len(w); n >= 5 && strings.HasSuffix(w, "ys") && !isVowel(w[n-3]) && t.known[w[:n-2]+"ies"] {
			// "propertys", "citys": the plural of a word ending in a
			// consonant and y, spelled as if it were regular
			t.mend(q, i, w[:n-2]+"ies")
			continue
		}
		if len(w) == 4 {
			// "egde", "teir": a short word with its middle letters
			// swapped, when the swap makes one of the short keywords
			if sw := string([]byte{w[0], w[2], w[1], w[3]}); shortKeywords[sw] {
				t.mend(q, i, sw)
			}
			continue
		}
		if len(w) < 5 || numericWord(w) {
			continue
		}
		fit := ""
		for _, c := range t.byHead[w[0]] {
			if w == c+"s" || c == w+"s" || !oneSlip(w, c) {
				continue
			}
			if fit != "" {
				// "casinso" is one slip from "casinos" (two letters
				// swapped) and from "casino" (an "s" added): of a word
				// and its own plural, the one as long as what was typed
				fit = plainerSlip(w, fit, c)
				if fit == "" {
					break
				}
				continue
			}
			fit = c
		}
		if fit != "" && t.towns[fit] && t.nearOtherTown(w, fit) {
			// "Kinner LA": one edit from Kenner and from Kinder, so
			// neither
			continue
		}
		if fit == "" {
			// spelled by ear, at more than one slip ("blakjak")
			fit = t.bySound[soundKey(w)]
		}
		if fit == "" {
			// its vowels muddled, the consonants right ("Ceasers")
			fit = t.byVowels[vowelKey(w)]
		}
		if fit != "" {
			t.mend(q, i, fit)
		}
	}
}

// dropSender drops the sender a chat log names before a message
// ("kfarrell: what casinos are there in Ethete?", "[9:17 PM] jdoe22:
// ..."): one word in lower case opening the message, a colon and a
// space after it, that no rule and no name knows, so it can be no
// casino, town, game or label ("borgata: my tier" keeps Borgata).
func (t *typoTable) dropSender(q *question) {
	if len(q.toks) < 3 {
		return
	}
	first := q.toks[0]
	if strings.Trim(q.text[:first.start], " @") != "" || !strings.HasPrefix(q.text[first.end:], ": ") {
		return
	}
	w := first.norm
	if len(w) < 3 || first.raw != strings.ToLower(first.raw) || numericWord(w) || t.known[w] || t.known[strings.TrimSuffix(w, "s")] {
		return
	}
	q.toks = q.toks[1:]
}

// thanBefore are the words "than" follows ("more then", "less then").
var thanBefore = set("more", "less", "fewer", "higher", "lower", "greater", "bigger", "larger", "smaller", "rather", "other")

// mend reads token i as the word w, and writes it in the text read back
// (q.span) as w is spelled: a name as its owner writes it when the word
// was typed with a capital ("Riverwnd" is Riverwind, "Soaring Eagel"
// Soaring Eagle), else in lower case as typed ("riverwnd" is riverwind).
func (t *typoTable) mend(q *question, i int, w string) {
	q.toks[i].norm = w
	q.writeBack(i, t.writtenAs(w, q.toks[i].raw))
}

// writtenAs is how w is written in place of raw (see mend).
func (t *typoTable) writtenAs(w, raw string) string {
	if raw == "" || raw[0] < 'A' || raw[0] > 'Z' {
		return w
	}
	if s := t.spelled[w]; s != "" {
		return s
	}
	return strings.ToUpper(w[:1]) + w[1:]
}

// respell writes a word of a name typed with a capital but without the
// apostrophe its owner writes ("Harrahs Laughlin", "Ballys Atlantic
// City") as the owner does (Harrah's, Bally's): a name written as a
// name is spelled as one. Typed in lower case it is kept as typed.
func (t *typoTable) respell(q *question, i int) {
	tk := &q.toks[i]
	if tk.raw == "" || tk.raw[0] < 'A' || tk.raw[0] > 'Z' || strings.ContainsAny(tk.raw, "'’") {
		return
	}
	if s := t.spelled[tk.norm]; strings.ContainsAny(s, "'’") && normWord(s) == tk.norm {
		q.writeBack(i, s)
	}
}

// nextInName is the word of a casino's name one slip from token i when
// the word before it is the name's word before that one ("Soaring
// Eagel" for Soaring Eagle, "Turning Stoen"): after the name's first words
// typed right, its next word is that word mistyped. Words of four
// letters or more, one name word only fitting; "" otherwise.
func (t *typoTable) nextInName(q *question, i int) string {
	w := q.toks[i].norm
	if i == 0 || len(w) < 4 || numericWord(w) {
		return ""
	}
	fit := ""
	for _, c := range t.follows[q.toks[i-1].norm] {
		if w == c+"s" || c == w+"s" || !oneSlip(w, c) {
			continue
		}
		if fit != "" {
			return ""
		}
		fit = c
	}
	return fit
}

// splitJoined reads a word no rule and no name knows that is a town of
// two words or more written as one ("Blackhawk" for Black Hawk,
// "lakecharles") as the town's words, one token each; a word several
// towns' words join to is left alone.
func (t *typoTable) splitJoined(q *question) {
	for i := 0; i < len(q.toks); i++ {
		tk := q.toks[i]
		words := t.joined[tk.norm]
		if len(tk.norm) < 6 || words == nil || t.known[tk.norm] || len(tk.raw) != len(tk.norm) || tk.end-tk.start != len(tk.raw) || t.nearOtherJoined(tk.norm) {
			continue
		}
		parts := make([]token, len(words))
		at := 0
		for k, w := range words {
			parts[k] = token{raw: tk.raw[at : at+len(w)], norm: w, start: tk.start + at, end: tk.start + at + len(w)}
			at += len(w)
		}
		q.toks = slices.Replace(q.toks, i, i+1, parts...)
		for k, w := range words {
			// the town's words written apart, as its name is
			text := t.writtenAs(w, tk.raw)
			if k > 0 {
				text = " " + text
			}
			q.writeBack(i+k, text)
		}
		i += len(words) - 1
	}
}

// nearOtherJoined reports whether one, a word names written as one
// join to, is one edit from another such word ("Winriver" is Win-River
// written as one, or Wind River with a letter dropped): it names neither.
func (t *typoTable) nearOtherJoined(one string) bool {
	for other := range t.joined {
		if other != one && other[0] == one[0] && oneEdit(one, other) {
			return true
		}
	}
	return false
}

// unstretched reads a word typed with a letter held down ("plsss",
// "sooo", "pleaseee", "casinooo") as the known word it stretches: each
// run of three or more of one letter written twice, else once (no
// English word holds one letter three times in a row). A shorthand word
// so found is read as the word it stands for ("plsss" is "please").
func (t *typoTable) unstretched(w string) (string, bool) {
	if t.known[w] || !stretched(w) {
		return "", false
	}
	for _, keep := range []int{2, 1} {
		c := shortenRuns(w, keep)
		if !t.known[c] {
			continue
		}
		if long, ok := shorthand[c]; ok {
			return long, true
		}
		return c, true
	}
	return "", false
}

// stretched: w holds one letter three times or more in a row.
func stretched(w string) bool {
	for i := 2; i < len(w); i++ {
		if w[i] == w[i-1] && w[i] == w[i-2] && w[i] >= 'a' && w[i] <= 'z' {
			return true
		}
	}
	return false
}

// shortenRuns writes each run of three or more of one letter keep times.
func shortenRuns(w string, keep int) string {
	var b strings.Builder
	for i := 0; i < len(w); {
		j := i
		for j < len(w) && w[j] == w[i] {
			j++
		}
		n := j - i
		if n >= 3 {
			n = keep
		}
		b.WriteString(w[i : i+n])
		i = j
	}
	return b.String()
}

// plainerSlip picks between two words one slip from w when they are a
// word and its own plural: the one of w's length (a swap or a mistyped
// letter keeps the length; an added letter does not); "" otherwise.
func plainerSlip(w, a, b string) string {
	if a+"s" != b && b+"s" != a {
		return ""
	}
	switch {
	case len(a) == len(w):
		return a
	case len(b) == len(w):
		return b
	}
	return ""
}

// oneSlip reports whether a and b differ by one slip: a letter inserted
// or deleted, two neighbours swapped, one letter mistyped for a key
// beside it, a vowel for another vowel ("caesers") or a letter for one
// that sounds alike ("budjet"), or a letter doubled where the word
// doubles another ("bacarrat" for "baccarat"); any other letter
// for another makes a different word too often ("expert", "expect").
func oneSlip(a, b string) bool {
	if a == b {
		return false
	}
	if sa, sb := undoubled(a), undoubled(b); sa == sb && len(sa) == len(a)-1 && len(sb) == len(b)-1 {
		return true
	}
	la, lb := len(a), len(b)
	switch {
	case la == lb:
		diff, ok := substitutionAt(a, b)
		if !ok || diff < 0 {
			return ok // two neighbours swapped, or more than one slip
		}
		x, y := a[diff], b[diff]
		return (isVowel(x) && isVowel(y)) || strings.ContainsRune(keyNeighbours[x], rune(y)) || strings.ContainsRune(soundAlike[x], rune(y))
	case la == lb+1:
		return oneDeletion(a, b)
	case lb == la+1:
		return oneDeletion(b, a)
	}
	return false
}

// nearOtherTown reports whether w is one edit (any letter added,
// dropped, changed, or two neighbours swapped) from a town word other
// than fit.
func (t *typoTable) nearOtherTown(w, fit string) bool {
	for _, c := range t.byHead[w[0]] {
		if c != fit && t.towns[c] && oneEdit(w, c) {
			return true
		}
	}
	return false
}

// oneEdit reports whether a and b differ by one edit of any letter.
func oneEdit(a, b string) bool {
	la, lb := len(a), len(b)
	switch {
	case la == lb+1:
		return oneDeletion(a, b)
	case lb == la+1:
		return oneDeletion(b, a)
	case la != lb || a == b:
		return false
	}
	_, ok := substitutionAt(a, b)
	return ok
}

// substitutionAt compares two different words of one length: the one
// position where a letter differs, or -1 when two neighbours are swapped;
// ok is false when they differ more.
func substitutionAt(a, b string) (diff int, ok bool) {
	diff = -1
	for i := 0; i < len(a); i++ {
		if a[i] != b[i] {
			if diff >= 0 {
				// a second difference: only a swap of neighbours
				return -1, i == diff+1 && a[diff] == b[i] && a[i] == b[diff] && a[i+1:] == b[i+1:]
			}
			diff = i
		}
	}
	return diff, true
}

// undoubled is w with each run of one letter written once.
func undoubled(w string) string {
	var b strings.Builder
	for i := 0; i < len(w); i++ {
		if i == 0 || w[i] != w[i-1] {
			b.WriteByte(w[i])
		}
	}
	return b.String()
}

// oneDeletion reports whether deleting one letter of long gives short.
func oneDeletion(long, short string) bool {
	i := 0
	for i < len(short) && long[i] == short[i] {
		i++
	}
	return long[i+1:] == short[i:]
}

func isVowel(c byte) bool { return strings.IndexByte("aeiouy", c) >= 0 }

// soundAlike are the letters written for one another by ear ("budjet",
// "balanse", "excluzion").
var soundAlike = map[byte]string{'g': "j", 'j': "g", 'c': "ks", 'k': "c", 's': "cz", 'z': "s"}

// keyNeighbours are the keys beside each letter of a QWERTY keyboard.
var keyNeighbours = map[byte]string{
	'q': "wa", 'w': "qeas", 'e': "wrsd", 'r': "etdf", 't': "ryfg", 'y': "tugh", 'u': "yihj", 'i': "uojk", 'o': "ipkl",
	'p': "ol", 'a': "qwsz", 's': "awedxz", 'd': "serfcx", 'f': "drtgvc", 'g': "ftyhbv", 'h': "gyujnb", 'j': "huikmn",
	'k': "jiolm", 'l': "kop", 'z': "asx", 'x': "zsdc", 'c': "xdfv", 'v': "cfgb", 'b': "vghn", 'n': "bhjm", 'm': "njk",
}
