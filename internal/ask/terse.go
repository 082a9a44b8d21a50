package ask

// A developer testing /ask types a few words with no sentence ("wind
// creek details"); the rules here read what such words ask where the
// sentence's words would have said more.

// detailWords ask one casino's details: the record of GET
// /v1/casinos/{slug}, which is one casino's.
var detailWords = []string{"details", "detail"}

// severalDetailed: the question asks the details of a name several
// casinos share and no program is named ("golden nugget details", "the
// details on harrahs"): the details are one casino's record, and the
// list of every casino with those words would be a different answer
// presented as them, so the question is declined with the casinos' count.
// A plural asks for the list ("the details of the golden nugget
// casinos"), and open words ("harrahs info", "tell me about boomtown")
// are still answered by it.
func (u *understanding) severalDetailed() bool {
	q := u.q
	return len(u.casinos) > 1 && len(u.programs) == 0 && u.nameQ == "" && u.nation == "" &&
		q.hasFree(detailWords...) && !q.hasFree("casinos", "racinos", "places", "properties", "locations", "spots", "venues")
}
