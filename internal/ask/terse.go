package ask

import "strings"

// A developer testing /ask types a few words with no sentence ("wind
// creek details"); the rules here read what such words ask where the
// sentence's words would have said more.

// detailWords ask one casino's details: the record of GET
// /v1/casinos/{slug}, which is one casino's.
var detailWords = []string{"details", "detail", "info", "information"}

// severalDetailed: the question asks the details of a name several
// casinos share and no program is named ("golden nugget details", "the
// details on harrahs"): the details are one casino's record, and the
// list of every casino with those words would be a different answer
// presented as them, so the question is declined with the casinos' count.
// "info" asks the same ("st croix casino info": two blind parts
// expected a decline for the shared name, and the maintainer's "wind
// creek info" was changed to match). A plural asks for the list ("the
// details of the golden nugget casinos"), and open words ("tell me about
// boomtown") are still answered by it.
func (u *understanding) severalDetailed() bool {
	q := u.q
	return len(u.casinos) > 1 && len(u.programs) == 0 && u.nameQ == "" && u.nation == "" &&
		q.hasFree(detailWords...) && !q.hasFree("casinos", "racinos", "places", "properties", "locations", "spots", "venues")
}

// A developer may say a list is asked whole: "all rewards programs, no
// filter", "casinos unfiltered", "search_casinos without any filters".
// The words name no casino, place or program; with a filter named too
// ("casinos in Iowa, no filter") the question says two things of one
// list, and is declined rather than answered by either.

// filterNouns are what a developer says none of.
var filterNouns = set("filter", "filters", "param", "params", "parameter", "parameters")

// unfilteredAt is the end of a saying of no filter at i ("no filter",
// "without any filters", "unfiltered"), or -1 when none is there.
func unfilteredAt(q *question, i int) int {
	switch q.norm(i) {
	case "unfiltered":
		return i
	case "no", "without":
		j := i + 1
		if q.norm(j) == "any" {
			j++
		}
		if filterNouns[q.norm(j)] {
			return j
		}
	}
	return -1
}

// unfilteredRead claims the words of a list asked with no filter. It
// returns an intent that declines the question when in, a directory
// list, has a filter all the same; false when the words are not there or
// nothing contradicts them.
func (u *understanding) unfilteredRead(in Intent) (Intent, bool) {
	q := u.q
	said := false
	for i := range q.toks {
		if j := unfilteredAt(q, i); j >= 0 && q.free(i, j) {
			q.claim(i, j)
			said = true
		}
	}
	if !said || (in.Name != FindCasinos && in.Name != ListPrograms) || len(in.Parameters) == 0 {
		return in, false
	}
	return unknownBecause("The question asks for the list with no filter and names one as well: ask for the whole list, or for the filtered one."), true
}

// nameBeforeTown is the first token and the directory casinos of the
// free words right before the name found (up to three), when they are
// words of a casino's name and that name found is also its town: the one
// casino whose name holds those words, in that order, in that town
// ("Ameristar Black Hawk" is the Ameristar casino in Black Hawk, typed as
// a player names it, not Black Hawk Casino of Oklahoma with a word left
// unread; "Monarch Black Hawk" the Monarch casino there). -1 and nil when
// the words are no casino's or name none or several in that town
// ("Golden Black Hawk" is three).
func (u *understanding) nameBeforeTown() (int, []int) {
	q, m := u.q, u.named
	town := strings.Join(norms(q.span(m.first, m.last)), " ")
	if m.e.kind != kindCasino || u.ix.cities[town] == nil {
		return -1, nil
	}
	for begin := max(m.first-3, 0); begin < m.first; begin++ {
		if !q.free(begin, m.first-1) {
			continue
		}
		words := norms(q.span(begin, m.first-1))
		if tailStops[words[0]] || genericWords[words[0]] {
			continue
		}
		var found []int
		for _, i := range u.ix.casinosWithWords(words) {
			if strings.EqualFold(strings.Join(norms(u.ix.lex.Casinos[i].City), " "), town) {
				found = append(found, i)
			}
		}
		if len(found) > 0 {
			// the longest run of words of a name decides: several
			// casinos there hold it is no name
			if len(found) > 1 {
				return -1, nil
			}
			return begin, found
		}
	}
	return -1, nil
}
