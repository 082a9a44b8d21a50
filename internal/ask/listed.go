package ask

import (
	"slices"
	"strings"
)

// Cities the directory has no casino in ("casinos near Dallas"): the
// service's embedded list of the largest U.S. cities (data/us_cities.csv),
// which the casino search's near also resolves. They are read only where
// a question clearly searches around a place, since many of their names
// are everyday words ("Orange", "Normal", "Mission"), and never corrected
// to from a typo: a directory town wins wherever it is named.

// listedCueWords put a listed city right after them as a place searched
// around ("near Dallas", "around Denver", "outside Nashville").
var listedCueWords = set("near", "around", "outside", "nearby")

// addListedCities indexes the listed cities whose names no directory town
// has, by their first word.
func (ix *Index) addListedCities(cities []City) {
	ix.listed = map[string][][]string{}
	ix.listedCities = map[string][]City{}
	for _, c := range cities {
		words := norms(c.Name)
		if len(words) == 0 || c.State == "" {
			continue
		}
		key := strings.Join(words, " ")
		if _, ok := ix.cities[key]; ok {
			continue
		}
		if len(ix.listedCities[key]) == 0 {
			ix.listed[words[0]] = append(ix.listed[words[0]], words)
		}
		ix.listedCities[key] = append(ix.listedCities[key], c)
	}
	for _, names := range ix.listed {
		// "wichita falls" before "wichita": the longest name typed wins
		slices.SortStableFunc(names, func(a, b []string) int { return len(b) - len(a) })
	}
}

// extractListedCity finds a listed city a question searches around:
// after "near", "around", "outside", "close to" or "within ... of", after
// "in" before nothing but a state, or written with its state ("Dallas,
// TX"). A state after the city picks it and is claimed with it.
func (ix *Index) extractListedCity(q *question, radiusGiven bool) *cityMatch {
	for i, t := range q.toks {
		if t.used {
			continue
		}
		for _, words := range ix.listed[t.norm] {
			last := i + len(words) - 1
			if !q.free(i, last) || !q.phraseAt(i, words...) {
				continue
			}
			key := strings.Join(words, " ")
			cities := ix.listedCities[key]
			state, stateEnd := statesAfter(q, last+1)
			if _, isState := stateNames[key]; isState && state == "" {
				continue // "in Wyoming" is the state; "Wyoming, MI" the city
			}
			cue := q.norm(i - 1)
			// "within 30 miles of Dallas": the radius read claimed "of"
			radiusOf := radiusGiven && i > 0 && (cue == "of" || q.toks[i-1].used)
			inCity := cue == "in" && (last+1 == len(q.toks) || state != "" || clauseWords[q.norm(last+1)])
			// "close to Denver", "the closest casinos to Atlanta"
			nearTo := cue == "to" && (nearWords[q.norm(i-2)] || nearWords[q.norm(i-3)] && searchedWords[q.norm(i-2)])
			if !listedCueWords[cue] && !nearTo && !radiusOf && !inCity && state == "" {
				continue
			}
			if state != "" {
				kept := inState(cities, state)
				if len(kept) == 0 {
					continue
				}
				cities, last = kept, stateEnd
			}
			if placeCues[cue] || listedCueWords[cue] {
				claimPlaceCue(q, i)
			}
			text := q.span(i, i+len(words)-1)
			q.claim(i, last)
			return &cityMatch{text: text, cities: cities, listed: true}
		}
	}
	return nil
}

// listedTown says typed words are the name of a listed city that no
// directory casino's name holds ("Houston"): a town, not a casino.
func (ix *Index) listedTown(typed string) bool {
	words := norms(typed)
	if len(words) == 0 || ix.listedCities[strings.Join(words, " ")] == nil {
		return false
	}
	return len(ix.casinosWithWords(words)) == 0
}
