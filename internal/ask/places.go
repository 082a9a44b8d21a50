package ask

import (
	"math"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"github.com/tierline/tierline/internal/domain/directory"
)

// City is a city of the directory: a place a question may search around.
type City struct {
	Name  string `json:"name"`
	State string `json:"state"`
}

// Near is the API's name for the city ("Las Vegas, NV").
func (c City) Near() string { return c.Name + ", " + c.State }

// nameKey is a name ignoring case and spacing (the service's casino key).
func nameKey(s string) string {
	return strings.ToLower(strings.Join(strings.Fields(s), " "))
}

func (ix *Index) addCity(name, state string) {
	if name == "" || state == "" {
		return
	}
	key := strings.Join(norms(name), " ")
	for _, c := range ix.cities[key] {
		if c.State == state {
			return
		}
	}
	ix.cities[key] = append(ix.cities[key], City{Name: name, State: state})
}

// cityAliases are other names people use for a directory city.
var cityAliases = map[string]string{"vegas": "las vegas",
	// "which casinos in AC have a hotel": Atlantic City as the Jersey
	// Shore says it
	"ac": "atlantic city"}

// cityWordForms are the two spellings of the words towns are named with
// ("Bay St. Louis" is the directory's Bay Saint Louis, "Mt. Pleasant"
// its Mount Pleasant, "Ft. Hall" its Fort Hall): a town is found by
// either.
var cityWordForms = map[string]string{"saint": "st", "st": "saint", "sainte": "ste", "ste": "sainte", "mount": "mt", "mt": "mount",
	"fort": "ft", "ft": "fort"}

func (ix *Index) sortCities() {
	for alias, key := range cityAliases {
		if cs, ok := ix.cities[key]; ok {
			ix.cities[alias] = cs
		}
	}
	var spelled [][2]string
	for key := range ix.cities {
		words := strings.Fields(key)
		changed := false
		for i, w := range words {
			if other, ok := cityWordForms[w]; ok {
				words[i], changed = other, true
			}
		}
		if other := strings.Join(words, " "); changed && ix.cities[other] == nil {
			spelled = append(spelled, [2]string{other, key})
		}
	}
	for _, p := range spelled {
		ix.cities[p[0]] = ix.cities[p[1]]
	}
	for key, cs := range ix.cities {
		sort.Slice(cs, func(i, j int) bool { return cs[i].State < cs[j].State })
		ix.cities[key] = cs
		ix.cityNames = append(ix.cityNames, key)
	}
	sort.Slice(ix.cityNames, func(i, j int) bool {
		a, b := strings.Count(ix.cityNames[i], " "), strings.Count(ix.cityNames[j], " ")
		if a != b {
			return a > b
		}
		return ix.cityNames[i] < ix.cityNames[j]
	})
}

// placeCues come before a place a question searches around.
var placeCues = set("in", "near", "around", "of", "to", "by", "from", "outside", "nearby", "at")

// searchedWords are what a directory search looks for; a city written
// right before one of them is where to look ("laughlin casinos").
var searchedWords = set("casino", "casinos", "racino", "racinos")

// lodgingBefore and lodgingAfter say the casinos searched for have rooms,
// before them ("hotel casinos", "resort casinos") or after them ("casino
// hotels", "casino resorts").
var (
	lodgingBefore = set("hotel", "resort")
	lodgingAfter  = set("hotels", "resorts")
)

// searchedAt: the free words at token i are what a directory search
// looks for, one of searched alone ("casinos") or with their lodging
// ("hotel casinos", "resort casinos", "casino hotels"); a town written
// right before them is where to look.
func searchedAt(q *question, i int, searched map[string]bool) bool {
	w, next := q.norm(i), q.norm(i+1)
	switch {
	case searched[w]:
		return q.free(i, i)
	case lodgingBefore[w] && searched[next]:
		return q.free(i, i+1)
	case (w == "casino" || w == "racino") && lodgingAfter[next]:
		return q.free(i, i+1)
	}
	return false
}

// nearWords come before "to" in "close to", "nearest to".
var nearWords = set("close", "closest", "closer", "near", "nearest", "next", "nearby")

// stateNames are the states by their comparable name.
var stateNames = func() map[string]bool {
	m := map[string]bool{}
	for _, name := range directory.States {
		m[strings.Join(norms(name), " ")] = true
	}
	return m
}()

// distanceUnits are the units of a radius, in kilometres.
var distanceUnits = map[string]float64{
	"miles": 1.609344, "mile": 1.609344, "mi": 1.609344,
	"km": 1, "kms": 1, "kilometers": 1, "kilometer": 1, "kilometres": 1, "kilometre": 1,
}

// compactDistance is a distance with its unit glued on ("30km", "15mi").
var compactDistance = regexp.MustCompile(`^(\d+(?:\.\d+)?)([a-z]+)$`)

// distanceAt reads the distance starting at word i, a number and its unit
// apart or glued together: its value, its unit in kilometres and its last
// word. A half written after the number or its unit ("twelve and a half
// miles", "a mile and a half") is half a unit more.
func distanceAt(q *question, i int) (v, unit float64, last int, ok bool) {
	if m := compactDistance.FindStringSubmatch(q.norm(i)); m != nil {
		if unit, known := distanceUnits[m[2]]; known {
			v, err := strconv.ParseFloat(m[1], 64)
			return v, unit, i, err == nil && v > 0
		}
	}
	v, dollar, isNumber := number(q.norm(i))
	if (q.norm(i) == "a" || q.norm(i) == "one") && distanceUnits[q.norm(i+1)] > 0 && q.phraseAt(i+2, "and", "a", "half") {
		// "a mile and a half"
		v, dollar, isNumber = 1, false, true
	}
	if !isNumber || dollar || v <= 0 {
		return 0, 0, 0, false
	}
	if q.phraseAt(i+1, "and", "a", "half") {
		// "twelve and a half miles": a half more than the number
		unit, ok = distanceUnits[q.norm(i+4)]
		return v + 0.5, unit, i + 4, ok
	}
	unit, ok = distanceUnits[q.norm(i+1)]
	if ok && q.phraseAt(i+2, "and", "a", "half") {
		// "ten miles and a half", "a mile and a half"
		return v + 0.5, unit, i + 4, ok
	}
	return v, unit, i + 1, ok
}

// extractRadius reads "within 30 miles (of)", "30 km from", "in a 20 mile
// radius", "40 km or less from" and claims it; the radius is in kilometres, to 0.1.
func extractRadius(q *question) (float64, bool) {
	for i := range q.toks {
		if !q.free(i, i) {
			continue
		}
		v, unit, last, ok := distanceAt(q, i)
		if !ok {
			continue
		}
		first := i
		if q.norm(i-1) == "within" || q.norm(i-1) == "under" || q.norm(i-1) == "inside" || q.norm(i-1) == "a" {
			first = i - 1
		} else if q.norm(i-1) == "of" && q.norm(i-2) == "inside" {
			first = i - 2 // "inside of 30 miles around": "inside" with its "of", as "inside of the city"
		}
		if q.norm(first) == "a" && radiusOpeners[q.norm(first-1)] {
			first-- // "inside a 25 mile radius", "within a 10 mile radius"
		}
		for _, b := range distanceBounds {
			// "no more than 30km from", "less than 20 miles from": a
			// bound on the distance is its radius
			if q.phraseAt(first-len(b), b...) && q.free(first-len(b), first-1) {
				first -= len(b)
				break
			}
		}
		if q.norm(last+1) == "radius" {
			last++
		}
		for _, b := range distanceBoundsAfter {
			// "40 km or less from", "10 miles max from": a bound said
			// after the distance, as "no more than" before it
			if q.phraseAt(last+1, b...) && q.free(last+1, last+len(b)) {
				last += len(b)
				break
			}
		}
		if q.norm(last+1) == "away" && q.free(last+1, last+1) {
			last++ // "15 miles away from": the distance from the place
		}
		if n := q.norm(last + 1); n == "of" || n == "from" || n == "around" {
			last++
		}
		q.claim(first, last)
		return math.Round(v*unit*10) / 10, true
	}
	return 0, false
}

// radiusOpeners come before "a" and a radius ("inside a 25 mile radius").
var radiusOpeners = set("within", "inside", "in")

// distanceBounds bound a distance from above, before it ("no more than
// 30km from", "not farther than 50 miles from", "at most 15 miles from").
var distanceBounds = [][]string{{"no", "more", "than"}, {"not", "more", "than"}, {"no", "farther", "than"}, {"not", "farther", "than"},
	{"no", "further", "than"}, {"not", "further", "than"}, {"less", "than"}, {"at", "most"}, {"up", "to"}}

// distanceBoundsAfter bound a distance from above, after it ("40 km or
// less from", "20 miles or under from", "10 miles max from"); "or more"
// bounds it from below, and is not read.
var distanceBoundsAfter = [][]string{{"or", "less"}, {"or", "under"}, {"or", "below"}, {"or", "fewer"}, {"max"}, {"maximum"},
	{"tops"}, {"at", "most"}, {"at", "the", "most"}}

// cityMatch is a city a question names: one city, or several of that
// name in different states when the question does not say which; or a
// point written as a latitude and longitude.
type cityMatch struct {
	text   string
	cities []City
	// point is the latitude and longitude as the API's near takes them
	// ("36.1,-115.17"), "" for a city.
	point string
	// listed says the city is a listed one, in which the directory has
	// no casino (extractListedCity).
	listed bool
}

// extractPoint finds a latitude and longitude pair ("near 36.1,-115.17"):
// unlike a city's name, a pair of coordinates can only be a place, so no
// cue is needed; one before it is claimed with it.
func extractPoint(q *question) *cityMatch {
	for i, t := range q.toks {
		if !t.point || t.used {
			continue
		}
		if placeCues[q.norm(i-1)] && q.free(i-1, i-1) {
			q.claim(i-1, i-1)
			if nearWords[q.norm(i-2)] && q.free(i-2, i-2) {
				q.claim(i-2, i-2)
			}
		}
		q.claim(i, i)
		return &cityMatch{text: t.raw, point: t.norm}
	}
	return nil
}

// Near is the place as the API's near takes it, "" when the match is
// several cities.
func (m *cityMatch) Near() string {
	switch {
	case m.point != "":
		return m.point
	case len(m.cities) == 1:
		return m.cities[0].Near()
	}
	return ""
}

// extractCity finds a directory city the question searches around: after
// a place cue ("in", "near", "around", "within 5 miles of") or written with
// its state ("Kansas City, MO"). A state written after the city picks it
// and is claimed with it.
func (ix *Index) extractCity(q *question, radiusGiven bool) *cityMatch {
	for _, name := range ix.cityNames {
		words := strings.Fields(name)
		for i := range q.toks {
			last := i + len(words) - 1
			if !q.free(i, last) || !q.phraseAt(i, words...) {
				continue
			}
			cities := ix.cities[name]
			state, stateEnd := statesAfter(q, last+1)
			if state == "" {
				state, stateEnd = wordCodeAfter(q, last+1, cities)
			}
			if _, isState := stateNames[name]; isState && state == "" {
				continue // "in Washington" is the state; "Washington, PA" the city
			}
			if i > 0 && stateNames[q.norm(i-1)+" "+name] {
				continue // "new york casinos" is the state, not York, PA
			}
			// "laughlin casinos", "elko hotel casinos": a city written
			// before what is searched for there
			before := searchedAt(q, last+1, searchedWords) || searchedAfterKinds(q, last+1) ||
				q.norm(last+1) == "racino" || q.norm(last+1) == "racinos" // claimed as the kind already
			through := throughTown(q, i)
			cued := placeCues[q.norm(i-1)] || (i > 0 && q.toks[i-1].used && radiusGiven) || state != "" || before ||
				keywordsBefore(q, i, last) || through
			if !cued {
				continue
			}
			if state != "" {
				kept := inState(cities, state)
				if len(kept) == 0 {
					continue // "Reno, Ohio": not this city
				}
				cities, last = kept, stateEnd
			}
			if placeCues[q.norm(i-1)] {
				claimPlaceCue(q, i)
			}
			if through && q.free(i-1, i-1) {
				q.claim(i-1, i-1)
			}
			text := q.span(i, i+len(words)-1)
			if townItself[q.norm(last+1)] && q.free(last+1, last+1) {
				// "in Reno itself", "Reno proper": the town, not the
				// country around it, which "near" searches still
				last++
			}
			q.claim(i, last)
			return &cityMatch{text: text, cities: cities}
		}
	}
	return nil
}

// townItself are the words after a town that mean the town and not
// what lies around it ("in Elko itself", "Sparks proper").
var townItself = set("itself", "proper")

// inState keeps the cities of state.
func inState(cities []City, state string) []City {
	var kept []City
	for _, c := range cities {
		if c.State == state {
			kept = append(kept, c)
		}
	}
	return kept
}

// claimPlaceCue claims the place cue before the town at token i, and a
// word of nearness before that ("close to", "closest to", "next to").
func claimPlaceCue(q *question, i int) {
	if !q.free(i-1, i-1) {
		return
	}
	q.claim(i-1, i-1)
	if nearWords[q.norm(i-2)] && q.free(i-2, i-2) {
		q.claim(i-2, i-2)
	}
}

// throughWords take a trip through a town ("driving through muskogee").
var throughWords = set("through", "thru", "across")

// throughTown says the town at token i is one the asker's trip passes
// through ("I'm driving through Muskogee on Saturday"): on the way, the
// asker is there as after "to" or "in"; so is a trip supposed ("if I
// drove through Horton", claimSupposition), its verb plain or past.
func throughTown(q *question, i int) bool {
	supposed := q.supposer > 0 && q.supposer == i-3 && (tripBase[q.norm(i-2)] || tripPast[q.norm(i-2)])
	return i > 1 && throughWords[q.norm(i-1)] && (tripVerbs[q.norm(i-2)] || q.norm(i-2) == "passing" || supposed)
}

// kindWords say what kind of casinos a search looks for ("tribal
// casinos", "native american casinos").
var kindWords = set("tribal", "commercial", "indian", "native", "american")

// searchedAfterKinds: the words at token i are kinds of casinos and then
// what is searched for ("tulsa tribal casinos").
func searchedAfterKinds(q *question, i int) bool {
	j := i
	for j < len(q.toks) && kindWords[q.norm(j)] {
		j++
	}
	return j > i && searchedAt(q, j, searchedWords)
}

// keywordsBefore: the city at tokens i..last is typed after what is
// searched for, as in a search box ("racino shakopee", "tribal casino
// tulsa"), and ends the question or a condition follows it ("casinos
// tulsa with a hotel"). A casino's own name that ends in "casino" was
// claimed before, so "Rivers Casino Pittsburgh" is no search.
func keywordsBefore(q *question, i, last int) bool {
	// "racino", read as the kind searched for, is claimed already
	if w := q.norm(i - 1); i == 0 || !searchedWords[w] || !q.free(i-1, i-1) && w != "racino" && w != "racinos" {
		return false
	}
	return last+1 == len(q.toks) || clauseWords[q.norm(last+1)]
}

// statesAfter reads a state written at token i (", NV", "Nevada", "New
// Jersey"), returning its code and the last token it spans.
func statesAfter(q *question, i int) (string, int) {
	for _, name := range placeList {
		code, ok := placeNames[name]
		if !ok {
			continue
		}
		if _, isCity := cityStates[name]; isCity {
			continue
		}
		words := strings.Fields(name)
		if q.free(i, i+len(words)-1) && q.phraseAt(i, words...) {
			return code, i + len(words) - 1
		}
	}
	if i < len(q.toks) && !q.toks[i].used && len(q.toks[i].raw) == 2 {
		if code, ok := directory.NormalizeState(q.toks[i].raw); ok && (q.toks[i].raw == strings.ToUpper(q.toks[i].raw) || !englishCodes[q.toks[i].norm]) {
			return code, i
		}
	}
	return "", 0
}

// wordCodeAfter reads a state code that is also an English word ("ok",
// "in", "me"), written in lower case right after a city ("tulsa ok"),
// as the state: only when one of the cities is in that state and the
// code ends the question or its clause (a comma, a question mark, a
// condition such as "with a hotel", a time or a question opener
// follows), so "reno or vegas" and "gary in 2025" keep their words.
func wordCodeAfter(q *question, i int, cities []City) (string, int) {
	if i >= len(q.toks) || q.toks[i].used || len(q.toks[i].raw) != 2 || !englishCodes[q.toks[i].norm] {
		return "", 0
	}
	code, ok := directory.NormalizeState(q.toks[i].raw)
	if !ok {
		return "", 0
	}
	if i+1 < len(q.toks) && !strings.ContainsAny(q.text[q.toks[i].end:q.toks[i+1].start], ",;?!") && !clauseWords[q.norm(i+1)] &&
		// "toledo oh casinos": a search-box city and its state
		!searchedAt(q, i+1, searchedWords) &&
		// "going to tulsa ok tmrw, wat casinos r near there", "headed
		// to dayton oh what casinos ...": when the asker is there, or
		// the question opening after a spoken lead-in, ends the place
		!tripWhen[q.norm(i+1)] && !questionOpeners[q.norm(i+1)] {
		return "", 0
	}
	for _, c := range cities {
		if c.State == code {
			return code, i
		}
	}
	return "", 0
}

// clauseWords open a condition after a place ("near tulsa ok with a
// hotel").
var clauseWords = set("with", "without", "that", "which", "having", "area")

// ResolveCasino finds the directory casino a free-text reference means, the
// way the service resolves casino references: its slug, its exact name, its
// name ignoring case and spacing, then the directory's name search (the one
// casino whose name contains the reference, ignoring case). ok is false
// when nothing matches or several do.
func (ix *Index) ResolveCasino(ref string) (Casino, bool) {
	ref = strings.TrimSpace(ref)
	if ref == "" {
		return Casino{}, false
	}
	one := func(found []int) (Casino, bool, bool) {
		switch len(found) {
		case 0:
			return Casino{}, false, false
		case 1:
			return ix.lex.Casinos[found[0]], true, true
		}
		return Casino{}, false, true // several: ambiguous, stop here
	}
	for _, c := range ix.lex.Casinos {
		if c.Slug == strings.ToLower(ref) {
			return c, true
		}
	}
	var exact []int
	for i, c := range ix.lex.Casinos {
		if c.Name == ref {
			exact = append(exact, i)
		}
	}
	if c, ok, decided := one(exact); decided {
		return c, ok
	}
	if c, ok, decided := one(ix.casinoKeys[nameKey(ref)]); decided {
		return c, ok
	}
	var contains []int
	low := strings.ToLower(strings.Join(strings.Fields(ref), " "))
	for i, c := range ix.lex.Casinos {
		if strings.Contains(strings.ToLower(c.Name), low) {
			contains = append(contains, i)
		}
	}
	c, ok, _ := one(contains)
	return c, ok
}
