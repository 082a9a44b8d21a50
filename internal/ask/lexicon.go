package ask

import (
	"slices"
	"sort"
	"strings"

	"github.com/tierline/tierline/internal/domain/directory"
)

// Casino is what the understanding layer knows of a directory casino.
type Casino struct {
	Name  string `json:"name"`
	Slug  string `json:"slug"`
	State string `json:"state,omitempty"`
	City  string `json:"city,omitempty"`
	// ProgramID is the id of the casino's rewards program, "" for none.
	ProgramID string `json:"-"`
	// TribalNation is the tribal nation that owns the casino, as the
	// directory spells it, "" for none.
	TribalNation string `json:"-"`
	// Brand is the family the casino belongs to, as the directory spells
	// it ("PENN Entertainment"), "" for none.
	Brand string `json:"-"`
	// Lat and Lon are the casino's point, nil when the directory has
	// none.
	Lat, Lon *float64 `json:"-"`
}

// Program is what it knows of a rewards program.
type Program struct {
	ID    string `json:"id"`
	Name  string `json:"name"`
	Brand string `json:"brand,omitempty"`
	// Tiers are the names of the program's published tier ladder, lowest
	// first.
	Tiers []string `json:"-"`
}

// Lexicon is the directory's names: the casinos and the rewards programs
// (with their brands) a question may mention.
type Lexicon struct {
	Casinos  []Casino
	Programs []Program
	// Cities are the service's listed U.S. cities, which a casino search
	// by place resolves besides the directory's towns.
	Cities []City
}

// genericWords say what a place is rather than which one: they are left out
// when a question is compared with a name's core ("the Bellagio casino"
// finds "Bellagio Hotel and Casino").
var genericWords = set("casino", "casinos", "resort", "resorts", "hotel", "hotels", "and", "spa", "the",
	"gaming", "racing", "racetrack", "raceway", "conference", "center", "entertainment", "of", "at", "a",
	"international", "corporation", "corp", "inc", "rewards", "reward", "club", "program", "by")

// commonWords never identify a casino or program on their own: everyday
// words, the question words of every intent, games, and words many casino
// names share. A name still matches through them with another word
// ("Golden Nugget", "Hard Rock").
var commonWords = set(
	// question and intent words
	"what", "whats", "which", "where", "when", "who", "how", "much", "many", "show", "list", "find", "search",
	"tell", "about", "give", "get", "are", "is", "there", "any", "all", "some", "my", "mine", "me", "your",
	"near", "best", "top", "new", "open", "this", "that", "last", "next", "year", "month", "week", "day",
	"today", "tier", "tiers", "level", "levels", "status", "ladder", "loyalty", "points", "player", "players",
	"program", "programs", "host", "hosts", "trip", "trips", "offer", "offers", "comp", "comps", "session",
	"sessions", "visit", "visits", "voucher", "vouchers", "bankroll", "balance", "budget", "tax", "taxes",
	"w2g", "total", "summary", "expiring", "expire", "progress", "card", "free", "play", "freeplay",
	"with", "without", "have", "has", "for", "from", "into", "their", "they", "them", "does", "do",
	// how hosts are asked for ("Spanish-speaking hosts"), not a casino
	// (Speaking Rock Entertainment Center)
	"speak", "speaks", "speaking",
	// games
	"blackjack", "slots", "slot", "poker", "video", "craps", "roulette", "baccarat", "keno", "machines",
	"machine", "table", "tables", "games", "game", "hand", "hands", "bet", "bets",
	// words many casino names share
	"golden", "gold", "lucky", "grand", "silver", "black", "wild", "palace", "seven", "four", "river",
	"rivers", "little", "diamond", "century", "great", "fortune", "desert", "white", "royal", "spirit",
	"queen", "pioneer", "lakeside", "northern", "southern", "eastern", "western", "treasure", "prairie",
	"buffalo", "valley", "twin", "rainbow", "riverside", "emerald", "star", "stars", "eagle", "bear",
	"wolf", "horse", "horseshoe", "hard", "rock", "live", "cash", "money", "jackpot", "winners", "lady",
	"luck", "plaza", "point", "harbor", "downs", "landing", "crossing", "mesa", "ridge", "springs", "city",
	"town", "county", "north", "south", "east", "west", "central", "american", "america", "indian",
	"nation", "nations", "tribal", "commercial", "racino", "racinos", "lake", "lakes", "mountain", "creek",
	"island", "isle", "park", "station", "world", "mint", "sands", "sun", "moon", "wind", "winds", "sky",
	"fire", "water", "blue", "green", "red", "world", "state", "line", "stateline", "inn",
	"lodge", "bingo", "card", "room", "saloon", "bar", "grill", "events", "event", "wine", "brewing",
	// a part of a town ("downtown Vegas casinos", "casinos on the strip"),
	// which a casino's name may begin (Downtown Grand) but the directory
	// keeps no district of
	"downtown", "uptown", "midtown", "strip",
	// everyday words a casino's name begins with (Turning Stone, Shooting
	// Star, Main Street Station, Crazy Moose) that a question uses as
	// words ("turning 21", "shooting dice", "the main ones", "cheers"):
	// alone they name no casino; with the rest of the name they do
	"turning", "shooting", "crazy", "main", "fair", "cheers", "stage", "orange", "high", "native", "running",
	"rolling", "rising", "talking", "charging", "soaring", "dancing", "flowing", "legendary", "famous",
	"historic", "fancy", "magic", "model", "mark", "reserve", "warm", "iron", "copper", "gardens", "greens",
	"angel", "saddle", "sage", "chips", "gray", "jack", "legends", "spotlight", "stables", "sunset", "yellow",
	"boot", "border", "buzz", "cache", "rocky", "tin", "mill", "oaks", "duck", "elk", "owl", "pony", "bull",
	// the weather, which a casino's name may hold ("Rain Rock Casino") but
	// an off-topic question asks about ("will it rain in reno?")
	"rain", "rainy", "raining", "snow", "snowy", "snowing", "storm", "storms", "stormy", "cloud", "clouds", "cloudy",
	"sunny", "sunshine", "windy", "thunder", "fog", "foggy", "hail", "weather", "forecast",
	// short everyday words
	"can", "you", "did", "was", "its", "per", "big", "old", "not", "now", "far", "see", "let", "off", "way", "bad",
	"win", "won", "lot", "got", "had", "her", "his", "our", "out", "own", "use", "yes", "set", "put", "run",
	"why", "too", "any", "few", "i", "im", "ive", "am", "an", "be", "in", "on", "to", "or", "it", "of", "up",
	"please", "need", "want", "know", "much", "more", "most", "left", "still", "ago", "since", "until",
	"hours", "hour", "minutes", "dollars", "bucks", "amount", "value", "worth", "estimate",
	// everyday words that begin a casino's name ("real quick" is no
	// Casino Real, "use it first" no First Gold, "say," no Say When,
	// "double points" no Double Eagle): the name still matches with its
	// other word
	"real", "first", "say", "easy", "double",
)

func set(words ...string) map[string]bool {
	m := make(map[string]bool, len(words))
	for _, w := range words {
		m[w] = true
	}
	return m
}

// Entry kinds.
const (
	kindCasino = iota
	kindProgram
)

// entry is one name a question can mention: a casino's name, or a
// program's name or brand.
type entry struct {
	kind  int
	index int
	// full is the name's words; core leaves out the generic ones.
	full []string
	core []string
	// coreOK says the core identifies the place on its own (it is not
	// one everyday word, a state or a number).
	coreOK bool
}

// Index is a Lexicon prepared for matching.
type Index struct {
	lex     Lexicon
	entries []entry
	// cities are the directory's cities by comparable name, and cityNames
	// those names, longest (in words) first.
	cities    map[string][]City
	cityNames []string
	// typedNames are the entries of casinos whose names hold a kind's
	// words ("Racetrack Casino", "Indian"), and distanceNames those whose
	// names hold a distance ("Seven Mile Casino").
	typedNames    []int
	distanceNames []int
	// casinoKeys finds casinos by their name ignoring case and spacing.
	casinoKeys map[string][]int
	// typos reads mistyped words as the words the rules and names know.
	typos *typoTable
	// casinoWords are the casinos' names tokenized, by casino, for the
	// questions that compare a typed name with each of them, and
	// casinoNorms and cityNorms their names' and towns' comparable words:
	// tokenizing 1,000 names again for each question was most of its cost.
	casinoWords [][]token
	casinoNorms [][]string
	cityNorms   [][]string
	// firstWords counts the casinos whose names (of two words or more)
	// begin with each word (familyWord).
	firstWords map[string]int
	// casinoStates are the states the directory has a casino in, by
	// code.
	casinoStates map[string]bool
	// brands are the directory's casino brands, lower-cased.
	brands map[string]bool
	// nations are the directory's tribal nations by the first word of
	// their names, so a question's words are looked up, not every
	// nation compared with them.
	nations map[string][]nation
	// listed are the listed cities no directory town is named like, by
	// their names' first words, and listedCities those cities by name.
	listed       map[string][][]string
	listedCities map[string][]City
}

// nation is a tribal nation's name, as the directory spells it, and its
// comparable words.
type nation struct {
	name  string
	words []string
}

// NewIndex prepares lex.
func NewIndex(lex Lexicon) *Index {
	ix := &Index{lex: lex, cities: map[string][]City{}, casinoKeys: map[string][]int{}, nations: map[string][]nation{}, casinoStates: map[string]bool{},
		brands: map[string]bool{}}
	ix.casinoWords = make([][]token, len(lex.Casinos))
	ix.casinoNorms = make([][]string, len(lex.Casinos))
	ix.cityNorms = make([][]string, len(lex.Casinos))
	for i, c := range lex.Casinos {
		ix.casinoWords[i] = tokenize(c.Name)
		ix.casinoNorms[i] = norms(c.Name)
		ix.cityNorms[i] = norms(c.City)
		ix.add(kindCasino, i, c.Name)
		ix.addCity(c.City, c.State)
		ix.casinoKeys[nameKey(c.Name)] = append(ix.casinoKeys[nameKey(c.Name)], i)
		ix.addNation(c.TribalNation)
		ix.casinoStates[c.State] = true
		if c.Brand != "" {
			ix.brands[strings.ToLower(c.Brand)] = true
		}
	}
	for i, c := range lex.Casinos {
		if rest, ok := withoutHotelChain(c.Name); ok && !ix.sharedWord(i, norms(rest)) {
			// "the Ohkay Casino Resort": a casino that is a hotel
			// chain's franchise is called without the chain's name,
			// unless what is left is a word other casinos' names hold
			// too ("Boomtown"), which then stays ambiguous
			ix.add(kindCasino, i, rest)
		}
	}
	for i, p := range lex.Programs {
		ix.add(kindProgram, i, p.Name)
		if p.Brand != "" {
			ix.add(kindProgram, i, p.Brand)
		}
	}
	for i, e := range ix.entries {
		if _, typed := extractType(newQuestion(strings.Join(e.full, " "))); typed && e.kind == kindCasino {
			ix.typedNames = append(ix.typedNames, i)
		}
		if _, far := extractRadius(newQuestion(strings.Join(e.full, " "))); far && e.kind == kindCasino {
			ix.distanceNames = append(ix.distanceNames, i)
		}
	}
	ix.sortCities()
	ix.addListedCities(lex.Cities)
	ix.firstWords = map[string]int{}
	for _, e := range ix.entries {
		if e.kind == kindCasino && len(e.full) > 1 {
			ix.firstWords[e.full[0]]++
		}
	}
	ix.typos = newTypoTable(ix)
	return ix
}

// addNation adds a tribal nation's name, once.
func (ix *Index) addNation(name string) {
	words := norms(name)
	if len(words) < 2 {
		return // one word would be a name's word too ("Osage")
	}
	for _, n := range ix.nations[words[0]] {
		if n.name == name {
			return
		}
	}
	ix.nations[words[0]] = append(ix.nations[words[0]], nation{name: name, words: words})
}

// claimNation claims a tribal nation's name written word for word ("the
// Chickasaw Nation", "Poarch Band of Creek Indians") and returns it as
// the directory spells it, "" for none: the words name an owner, so
// none of them is read as a casino's name, a state or a kind.
func (ix *Index) claimNation(q *question) string {
	for i, t := range q.toks {
		if t.used {
			continue
		}
		for _, n := range ix.nations[t.norm] {
			if q.free(i, i+len(n.words)-1) && (q.phraseAt(i, n.words...) || possessiveEnd(q, i, n.words)) {
				q.claim(i, i+len(n.words)-1)
				return n.name
			}
		}
		for _, n := range ix.nations[t.norm] {
			// "the Seminole Tribe" for the Seminole Tribe of Florida: the
			// name typed up to its noun, before the "of" that places it,
			// is what the directory's search finds the owner by
			for k := 2; k < len(n.words); k++ {
				if nationNouns[n.words[k-1]] && n.words[k] == "of" && q.free(i, i+k-1) && q.phraseAt(i, n.words[:k]...) &&
					q.norm(i+k) != "of" {
					q.claim(i, i+k-1)
					return q.span(i, i+k-1)
				}
			}
		}
	}
	return ""
}

// nationNouns end the part of a nation's name before where it is ("the
// Seminole Tribe of Florida").
var nationNouns = set("tribe", "tribes", "nation", "nations", "band", "community", "indians", "people")

// possessiveEnd says the words at i are words written word for word, the
// last as its possessive ("the Navajo Nation's casinos", "the Nez Perce
// Tribe's"): the owner named, whose "'s" a plural word ("nations") would
// otherwise read as another word.
func possessiveEnd(q *question, i int, words []string) bool {
	k := i + len(words) - 1
	if k >= len(q.toks) || !q.phraseAt(i, words[:len(words)-1]...) {
		return false
	}
	raw := strings.ToLower(q.toks[k].raw)
	return (strings.HasSuffix(raw, "'s") || strings.HasSuffix(raw, "’s")) && strings.TrimSuffix(q.norm(k), "s") == words[len(words)-1]
}

// holdNames claims the words of every casino name of names (typedNames,
// distanceNames) that the question writes word for word, and returns
// them, so a kind or a distance is not read from inside the name: "Delta
// Downs Racetrack Casino & Hotel" is that casino, not a search for
// racinos, and "my trips to Seven Mile Casino" are to that casino, with
// no radius of seven miles. The caller frees them again for the names.
func (ix *Index) holdNames(q *question, names []int) []int {
	var held []int
	for _, ei := range names {
		e := &ix.entries[ei]
		for i := 0; i+len(e.full) <= len(q.toks); i++ {
			if q.free(i, i+len(e.full)-1) && q.phraseAt(i, e.full...) {
				for k := i; k < i+len(e.full); k++ {
					held = append(held, k)
				}
				q.claim(i, i+len(e.full)-1)
			}
		}
	}
	return held
}

// hotelChains are the hotel chains whose name a franchised casino's name
// begins with ("Best Western Ohkay Casino Resort"), longest first; the
// chain's name says nothing of which casino it is.
var hotelChains = []string{"best western plus ", "best western ", "holiday inn ", "la quinta ", "quality inn ",
	"comfort inn ", "days inn ", "ramada ", "radisson ", "wyndham ", "hampton inn ", "clarion ", "travelodge "}

// withoutHotelChain is a casino's name without the hotel chain it begins
// with, when what is left still names a place by itself.
func withoutHotelChain(name string) (string, bool) {
	lower := strings.ToLower(name)
	for _, c := range hotelChains {
		if strings.HasPrefix(lower, c) {
			rest := name[len(c):]
			var core []string
			for _, w := range norms(rest) {
				if !genericWords[w] {
					core = append(core, w)
				}
			}
			return rest, distinctive(core)
		}
	}
	return "", false
}

// sharedWord says another casino's name than casino i holds one of
// words that is not generic.
func (ix *Index) sharedWord(i int, words []string) bool {
	for j, other := range ix.casinoNorms {
		if j == i {
			continue
		}
		for _, w := range words {
			if !genericWords[w] && slices.Contains(other, w) {
				return true
			}
		}
	}
	return false
}

func (ix *Index) add(kind, index int, name string) {
	full := norms(name)
	if len(full) == 0 {
		return
	}
	var core []string
	for _, w := range full {
		if !genericWords[w] {
			core = append(core, w)
		}
	}
	ix.entries = append(ix.entries, entry{kind: kind, index: index, full: full, core: core, coreOK: distinctive(core)})
}

// tailOf extends a name's match ending at token last over the generic
// words that follow it in the name, written as they follow ("what's my
// status at ocean casino" for Ocean Casino Resort): they are the name as
// typed, kept with it, and still a run of the name's words, so the
// service's name search finds it. "borgata casino" stays "borgata":
// Borgata Hotel Casino and Spa has "hotel" there.
func (e *entry) tailOf(q *question, last int) int {
	at := slices.Index(e.full, q.norm(last))
	if at < 0 {
		return last
	}
	for k := at + 1; k < len(e.full) && last+1 < len(q.toks); k++ {
		w := e.full[k]
		if !genericWords[w] || w == "the" || w == "and" || w == "of" || w == "at" || w == "by" || w == "a" ||
			q.norm(last+1) != w || !q.free(last+1, last+1) {
			break
		}
		last++
	}
	return last
}

// headOf is where a name found by its core at token first begins when the
// generic words before the core in the name are typed right before it, as
// they come ("my trips to Casino Del Sol" for Casino Del Sol Resort): a
// player action's casino is the name as typed, and the generic words are
// part of it, as tailOf keeps those after.
func (e *entry) headOf(q *question, first int) int {
	at := slices.Index(e.full, q.norm(first))
	if at < 0 {
		return first
	}
	for k := at - 1; k >= 0 && first > 0; k-- {
		w := e.full[k]
		if !genericWords[w] || w == "the" || w == "and" || w == "of" || w == "at" || w == "by" || w == "a" ||
			q.norm(first-1) != w || !q.free(first-1, first-1) {
			break
		}
		first--
	}
	return first
}

// distinctive reports whether words can name a place by themselves: one
// word must be uncommon, at least three letters and not a number; several
// words must not be just a state, a city or numbers.
func distinctive(words []string) bool {
	if len(words) == 0 || isPlaceName(strings.Join(words, " ")) {
		return false
	}
	if len(words) == 1 {
		w := words[0]
		return len(w) >= 3 && !commonWords[w] && !genericWords[w] && !numericWord(w) && wordNumbers[w] == 0
	}
	for _, w := range words {
		if !numericWord(w) {
			return true
		}
	}
	return false
}

// match is a name found in a question.
type match struct {
	e *entry
	// first and last are the question's tokens the name spans.
	first, last int
	// length is how many of the name's core words matched; exact is 2 for
	// the full name or the whole core, 1 for the start of the core.
	length, exact int
	// whole says the name is written word for word, every generic word
	// of it too.
	whole bool
}

// capWords state a cap or a floor, whatever name begins with them.
var capWords = set("max", "maximum", "min", "minimum", "tops")

// findNames finds the casinos and programs the question names, best match
// first: the longest, then the most exact, casinos before programs on a
// tie. It returns every match of the best rank.
func (ix *Index) findNames(q *question) []match {
	content := q.contentTokens()
	var found []match
	for ei := range ix.entries {
		e := &ix.entries[ei]
		// The full name, word for word.
		for i := 0; i+len(e.full) <= len(q.toks); i++ {
			if !q.free(i, i+len(e.full)-1) || !q.phraseAt(i, e.full...) {
				continue
			}
			if !distinctive(e.full) && !e.coreOK {
				continue
			}
			n := len(e.core)
			if n == 0 {
				n = len(e.full)
			}
			found = append(found, match{e: e, first: i, last: i + len(e.full) - 1, length: n, exact: 2, whole: true})
		}
		// The core, or its start.
		if len(e.core) == 0 {
			continue
		}
		for p := range content {
			n := q.coreRun(content, p, e.core)
			if n == 0 {
				continue
			}
			exact := 1
			if n == len(e.core) {
				if !e.coreOK {
					continue
				}
				exact = 2
			} else if !distinctive(e.core[:n]) {
				continue
			}
			found = append(found, match{e: e, first: e.headOf(q, content[p]), last: e.tailOf(q, content[p+n-1]), length: n, exact: exact})
		}
	}
	// "casinos in Black Hawk": a name that is also a city of the directory,
	// after a place cue, is the city; after "at" or "from" in a question
	// that searches for no casinos ("an offer from Red Rock") it is the
	// casino, which is where a player plays and what sends offers.
	searching := q.has("casinos", "racinos")
	kept := found[:0]
	for _, m := range found {
		span := strings.Join(norms(q.span(m.first, m.last)), " ")
		if cue := q.norm(m.first - 1); ix.cities[span] != nil && placeCues[cue] && (searching || !casinoCues[cue]) {
			continue
		}
		kept = append(kept, m)
	}
	found = kept
	// "deadwood casinos": the words before the casinos searched for name
	// a town of the directory, and every casino whose name begins with
	// them is in that town; the town is where to look (as "laughlin
	// casinos"), and its casinos are among those found there. A family
	// spread over towns ("hollywood casinos", "seminole casinos") is
	// still its names.
	kept = found[:0]
	for _, m := range found {
		if !ix.townOfItsNames(q, m) {
			kept = append(kept, m)
		}
	}
	found = kept
	// "sessions max 40 minutes": a cap word alone is the cap, not the start
	// of a name that begins with it (Max Casino); "max casino" is the name
	kept = found[:0]
	for _, m := range found {
		if m.first == m.last && capWords[q.norm(m.first)] {
			continue
		}
		kept = append(kept, m)
	}
	found = kept
	// "casinos in South Dakota": a name inside a longer state or city name
	// the question writes (Dakota Magic Casino in "South Dakota", Bay Mills
	// in "near Green Bay") is the place, not the name.
	places := append(q.placeSpans(), ix.citySpans(q)...)
	kept = found[:0]
	for _, m := range found {
		inside := false
		for _, p := range places {
			if p[0] <= m.first && m.last <= p[1] && p[1]-p[0] > m.last-m.first {
				inside = true
			}
		}
		if !inside {
			kept = append(kept, m)
		}
	}
	found = kept
	if len(found) == 0 {
		found = ix.clippedNames(q)
	}
	if len(found) == 0 {
		return nil
	}
	sort.SliceStable(found, func(a, b int) bool {
		x, y := found[a], found[b]
		if x.length != y.length {
			return x.length > y.length
		}
		if x.exact != y.exact {
			return x.exact > y.exact
		}
		return x.e.kind < y.e.kind
	})
	best := found[0]
	var out []match
	seen := map[[2]int]int{}
	for _, m := range found {
		if m.length != best.length || m.exact != best.exact {
			break
		}
		key := [2]int{m.e.kind, m.e.index}
		k, ok := seen[key]
		if !ok {
			seen[key] = len(out)
			out = append(out, m)
			continue
		}
		if o := out[k]; m.whole && m.first <= o.first && m.last >= o.last && m.last-m.first > o.last-o.first {
			// "Caesars Entertainment": one program found by its name's
			// core and by its brand written whole over it is the longer
			// mention, so no word of the brand is left unread
			out[k] = m
		}
	}
	// On a tie between a casino and a program, the casino wins (its
	// detail carries its program too), unless the casino's words, as
	// typed, are a whole tier of the program ("What does Rising Star
	// take in Lucky Star Rewards": that program's tier, not Rising Star
	// Casino Resort), which then leaves the program alone.
	if out[0].e.kind == kindCasino && ix.tierOverCasino(q, out) {
		kept := out[:0]
		for _, m := range out {
			if m.e.kind == kindProgram {
				kept = append(kept, m)
			}
		}
		return kept
	}
	if out[0].e.kind == kindCasino {
		kept := out[:0]
		for _, m := range out {
			if m.e.kind == kindCasino {
				kept = append(kept, m)
			}
		}
		out = kept
	}
	return wholeCasino(out)
}

// tierOverCasino says a casino tied with a program in out is written, as
// typed, as a whole tier of that program.
func (ix *Index) tierOverCasino(q *question, out []match) bool {
	for _, p := range out {
		if p.e.kind != kindProgram {
			continue
		}
		for _, c := range out {
			if c.e.kind != kindCasino {
				continue
			}
			typed := norms(q.span(c.first, c.last))
			for _, tier := range ix.lex.Programs[p.e.index].Tiers {
				if slices.Equal(norms(tier), typed) {
					return true
				}
			}
		}
	}
	return false
}

// wholeCasino is the one casino of several tied that is written word for
// word, longer than the others' words: "Mardi Gras Casino & Resort" is
// that casino, not Mardi Gras Hotel & Casino, whose core it shares
// ("Mardi Gras Casino" names neither whole, and stays both).
func wholeCasino(out []match) []match {
	var whole []match
	for _, m := range out {
		if m.whole && m.e.kind == kindCasino {
			whole = append(whole, m)
		}
	}
	if len(whole) != 1 || len(out) < 2 {
		return out
	}
	for _, m := range out {
		if m.e != whole[0].e && m.last-m.first >= whole[0].last-whole[0].first {
			return out
		}
	}
	return whole
}

// pluralSearched are the casinos searched for after a town named like
// its casinos ("deadwood casinos", "pahrump hotel casinos").
var pluralSearched = set("casinos", "racinos")

// townOfItsNames: m's words, written right before "casinos" or
// "racinos", alone or with their lodging ("hotel casinos", "casino
// hotels"), or before the town's state and then one of them, name a
// directory town, and every casino whose name (or its
// distinctive words) begins with them is in a town of that name, or
// within a search's default reach of one of its casinos ("spokane
// casinos": Spokane Tribe Casino is in Airway Heights, 14 km out, so
// the town's search finds it too).
func (ix *Index) townOfItsNames(q *question, m match) bool {
	if m.e.kind != kindCasino {
		return false
	}
	// "tulalip wa casinos": the town's state may come between, and picks
	// the town.
	state, after := statesAfter(q, m.last+1)
	if state == "" {
		after = m.last
	}
	if !searchedAt(q, after+1, pluralSearched) {
		return false
	}
	words := norms(q.span(m.first, m.last))
	var towns []City
	for _, t := range ix.cities[strings.Join(words, " ")] {
		if state == "" || t.State == state {
			towns = append(towns, t)
		}
	}
	if len(towns) == 0 {
		return false
	}
	n := 0
	for _, e := range ix.entries {
		if e.kind != kindCasino {
			continue
		}
		begins := len(e.full) >= len(words) && slices.Equal(e.full[:len(words)], words) ||
			len(e.core) >= len(words) && slices.Equal(e.core[:len(words)], words)
		if !begins {
			continue
		}
		if !ix.withinTowns(ix.lex.Casinos[e.index], towns) {
			return false
		}
		n++
	}
	if n == 0 {
		return false
	}
	// "quapaw casinos": a nation whose name begins with the words is
	// what they name when its casinos are not all the town's
	for _, nat := range ix.nations[words[0]] {
		if len(nat.words) < len(words) || !slices.Equal(nat.words[:len(words)], words) {
			continue
		}
		for _, c := range ix.lex.Casinos {
			if c.TribalNation == nat.name && !ix.withinTowns(c, towns) {
				return false
			}
		}
	}
	return true
}

// withinTowns says c is in one of towns, or within directory.NearRadiusKm
// of a casino of one of them (the town's point is where its casinos are).
func (ix *Index) withinTowns(c Casino, towns []City) bool {
	in := func(c Casino, t City) bool { return strings.EqualFold(c.City, t.Name) && c.State == t.State }
	for _, t := range towns {
		if in(c, t) {
			return true
		}
	}
	if c.Lat == nil || c.Lon == nil {
		return false
	}
	for _, o := range ix.lex.Casinos {
		if o.Lat == nil || o.Lon == nil {
			continue
		}
		for _, t := range towns {
			if in(o, t) && directory.DistanceKm(*c.Lat, *c.Lon, *o.Lat, *o.Lon) <= directory.NearRadiusKm {
				return true
			}
		}
	}
	return false
}

// casinoCues come before a casino rather than a town.
var casinoCues = set("at", "from")

// clipCues come before a casino named by the start of its name ("the
// cosmo", "at the trop").
var clipCues = set("the", "at", "from")

// clippedNames finds casinos named the way players shorten them: the
// start of the first distinctive word of their name ("the cosmo" for the
// Cosmopolitan, "the trop" for the Tropicanas), written after "the", "at"
// or "from" or as a possessive ("the cosmo's"). The start must be a word
// no rule and no name knows, of four letters or more and two letters
// short of the name's word at least, and begin one word only of the
// directory's names; every casino whose name begins with that word is
// found. A word of time is none ("last fall's road trip" is when, not
// the Fallon Nugget).
func (ix *Index) clippedNames(q *question) []match {
	var out []match
	for i, t := range q.toks {
		w := t.norm
		possessive := strings.HasSuffix(strings.ToLower(t.raw), "'s") || strings.HasSuffix(strings.ToLower(t.raw), "’s")
		if possessive {
			w = strings.TrimSuffix(w, "s")
		}
		if t.used || len(w) < 4 || ix.typos.known[w] || numericWord(w) || timeWords[w] || !(clipCues[q.norm(i-1)] || possessive) {
			continue
		}
		word := ""
		var hits []match
		for ei := range ix.entries {
			e := &ix.entries[ei]
			if e.kind != kindCasino || len(e.core) == 0 || !e.coreOK {
				continue
			}
			first := e.core[0]
			if len(first) < len(w)+2 || !strings.HasPrefix(first, w) {
				continue
			}
			if word != "" && word != first {
				hits = nil // the start of several names' words: none is meant
				break
			}
			word = first
			hits = append(hits, match{e: e, first: i, last: i, length: 1, exact: 1})
		}
		out = append(out, hits...)
	}
	return out
}

// contentTokens lists the unused tokens that are not generic words.
func (q *question) contentTokens() []int {
	var out []int
	for i, t := range q.toks {
		if !t.used && !genericWords[t.norm] {
			out = append(out, i)
		}
	}
	return out
}

// coreRun counts how many words of core match the content tokens from
// position p on (0 when the first does not), with only unused generic
// words between them.
func (q *question) coreRun(content []int, p int, core []string) int {
	n := 0
	for n < len(core) && p+n < len(content) {
		ti := content[p+n]
		if q.toks[ti].norm != core[n] {
			break
		}
		if n > 0 && !q.free(content[p+n-1], ti) {
			break
		}
		n++
	}
	return n
}

// placeNames are states and the cities a question may name instead of a
// state, by their comparable form.
var placeNames = func() map[string]string {
	m := map[string]string{}
	for code, name := range directory.States {
		m[strings.Join(norms(name), " ")] = code
	}
	for city, code := range cityStates {
		m[city] = code
	}
	m["washington dc"] = "DC"
	return m
}()

// cityStates are the gaming cities a question may name for their state.
var cityStates = map[string]string{
	"las vegas": "NV", "vegas": "NV", "reno": "NV", "laughlin": "NV", "henderson": "NV",
	"atlantic city": "NJ", "biloxi": "MS", "tunica": "MS", "gulfport": "MS",
	"lake charles": "LA", "shreveport": "LA", "bossier city": "LA", "new orleans": "LA",
	"detroit": "MI",
}

// placeList is placeNames' keys, longest (in words) first.
var placeList = func() []string {
	var out []string
	for name := range placeNames {
		out = append(out, name)
	}
	sort.Slice(out, func(i, j int) bool {
		a, b := strings.Count(out[i], " "), strings.Count(out[j], " ")
		if a != b {
			return a > b
		}
		return out[i] < out[j]
	})
	return out
}()

func isPlaceName(s string) bool {
	_, ok := placeNames[s]
	return ok
}

// placeSpans are the token ranges of the state and city names of several
// words the question writes.
func (q *question) placeSpans() [][2]int {
	var out [][2]int
	for _, name := range placeList {
		words := strings.Fields(name)
		if len(words) < 2 {
			continue
		}
		for i := range q.toks {
			if q.free(i, i+len(words)-1) && q.phraseAt(i, words...) {
				out = append(out, [2]int{i, i + len(words) - 1})
			}
		}
	}
	return out
}

// citySpans are the token ranges of the directory's cities of several
// words the question writes as a place: after a place cue, with their
// state, or before what is searched there.
func (ix *Index) citySpans(q *question) [][2]int {
	var out [][2]int
	for _, name := range ix.cityNames {
		words := strings.Fields(name)
		if len(words) < 2 {
			continue
		}
		for i := range q.toks {
			last := i + len(words) - 1
			if !q.free(i, last) || !q.phraseAt(i, words...) {
				continue
			}
			state, _ := statesAfter(q, last+1)
			if placeCues[q.norm(i-1)] || state != "" || searchedWords[q.norm(last+1)] {
				out = append(out, [2]int{i, last})
			}
		}
	}
	return out
}
