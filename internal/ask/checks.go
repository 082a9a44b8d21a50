package ask

// The last checks of an understanding: a directory or fact answer is kept
// only when the question's words are ones that answer uses.

import (
	"regexp"
	"slices"
	"strings"
)

// checked keeps a directory or fact intent only when every word of the
// question is one its answer uses: a word outside them ("weather",
// "buffet", "pool", "dress") asks something the answer would not say. A
// directory answer also says nothing of a game, an amount, a duration or
// dates the question gives.
func (u *understanding) checked(in Intent) Intent {
	// the sets of words the answer uses, looked up one after another
	// rather than joined into a new set for each question
	words := []map[string]bool{directoryWords}
	switch in.Name {
	case GameFacts:
		words = []map[string]bool{gameWords}
		if u.game != "" {
			// "the lowest house edge you can get at blackjack": the
			// edge the table keeps for the game named is the answer;
			// with no game named, a ranking of games no action makes
			words = []map[string]bool{gameSuperlativeWords}
		}
	case W2GRule:
		// "my dad hit $2,400 on video poker, will he get a w2g", "the
		// member we're serving hit $1,250": the rule holds for whoever
		// won
		words = []map[string]bool{w2gWords, otherPeople, thirdPersons, relayNouns}
	case CasinoDetail:
		// "Spirit Lake Casino website": the Casino resource keeps it
		words = []map[string]bool{casinoDetailWords}
	case ListPrograms, ProgramDetail, TierRequirement:
		// a program has no place: "here" is the service ("which loyalty
		// programs can i look up here"), while "casinos near here" names
		// a place Tierline does not know; a ladder's "rungs" are its
		// tiers, and "the least it takes" to reach one is its threshold
		words = []map[string]bool{programWords}
		if in.Name != ListPrograms && qualificationTermsAsked(u.q) {
			// "Within what period must the Tier Credits for Diamond
			// Elite be earned", "counted in tier credits or dollars":
			// the period and the unit a threshold is counted in are in
			// each tier's qualification, qualification_amount and
			// qualification_unit
			words = []map[string]bool{programTermWords}
		}
		if in.Name == TierRequirement && pointsEnoughAsked(u.q) {
			// "is 20k tier credits enough for Pearl": the threshold
			// answers whether the points stated reach the tier
			words = []map[string]bool{programEnoughWords}
		}
		if in.Name == ListPrograms {
			// "the programs available in the directory", "programs
			// available here": what the directory holds, as "covered"
			words = append(words, availableWords)
		}
	}
	asksFacility := in.Name == CasinoDetail && (u.understood["asks"] == "size" || u.understood["asks"] == "opened")
	if asksFacility {
		words = append(words, facilityWords)
	}
	if in.Name == CasinoDetail && u.ctype != "" {
		words = append(words, casinoTypeWords)
	}
	if q, _ := in.Parameters["q"].(string); in.Name == FindCasinos && (u.nation != "" || u.ix.brandSpelled(q)) {
		// "the casinos the Chickasaw Nation owns", "casinos run by
		// Boyd Gaming": q searches a casino's nation and brand too,
		// named whole ("does Boyd own" names a fragment of both a
		// brand and a program)
		words = append(words, ownerWords)
	}
	if in.Name == FindCasinos && thirdPossessiveRecords(u.q) {
		// "The user wants an overview. Please list their tier status at
		// each casino.": a person's records, never the directory
		return someoneElses("")
	}
	claimQualifiers(u.q)
	claimPresentTime(u.q)
	claimSupposedDoing(u.q)
	for i := 0; i+1 < len(u.q.toks); i++ {
		if u.q.norm(i) == "this" && serviceNouns[u.q.norm(i+1)] && u.q.free(i, i) {
			// "how many casinos does this site list": the service, as
			// "your site" is
			u.q.claim(i, i)
		}
	}
	if m := u.named; m != nil && m.e.kind == kindProgram && acceptVerbs[u.q.norm(m.first-1)] && u.q.free(m.first-1, m.first-1) {
		// "casinos that accept Caesars Rewards": the program the casinos
		// use; "accept my players card" names none and stays unread
		u.q.claim(m.first-1, m.first-1)
	}
	if out, ok := u.unfilteredRead(in); ok {
		// "casinos in Iowa, no filter": a filter named and none asked
		return out
	}
	if in.Name == ProgramDetail || in.Name == TierRequirement {
		claimJoinPlan(u.q)
	}
	if in.Name == TierRequirement {
		claimThresholdPhrase(u.q)
		claimBecomeTier(u.q, u.tier)
	}
	if in.Name == ProgramDetail {
		claimLadderCount(u.q)
		claimOwnMembers(u.q)
	}
	if in.Name == GameFacts {
		claimEdgeFaced(u.q)
	}
	if in.Name == W2GRule {
		claimLongSomething(u.q)
	}
	if in.Name == FindCasinos {
		claimThingWho(u.q)
	}
	if in.Name == CasinoDetail {
		claimCountCompared(u.q)
		claimKindOfCasino(u.q)
	}
	// "how many tier credits for Diamond Elite if I only play slots": a
	// threshold is the same whatever the game
	premise := (in.Name == TierRequirement || in.Name == ProgramDetail) && u.game != "" && gamePremise(u.q)
	left := u.leftoverWords(words...)
	if u.city != nil {
		kept := left[:0]
		for _, w := range left {
			// "anything near 36.1,-115.17": what is there is the casinos
			if !nearWords[normWord(w)] && normWord(w) != "anything" {
				kept = append(kept, w)
			}
		}
		left = kept
	}
	if in.Name == CasinoDetail && len(u.casinos) == 1 && len(left) > 0 {
		// "is hollywood casino aurora a penn property": the casino's
		// brand is a field of the Casino resource, so its words are read
		brand := u.ix.lex.Casinos[u.casinos[0]].Brand
		kept := left[:0]
		for _, w := range left {
			if brand == "" || !slices.Contains(norms(brand), normWord(w)) {
				kept = append(kept, w)
			}
		}
		left = kept
	}
	if u.hasRadius && (u.city == nil || u.placeOfCasino) {
		left = append(left, "a distance from no place Tierline knows")
	}
	switch in.Name {
	case CasinoDetail, ProgramDetail, ListPrograms, FindCasinos, TierRequirement:
		if u.game != "" && !asksFacility && !premise {
			left = append(left, u.game)
		}
		if u.hasAmount || u.hasWager || u.hasHours || u.period != nil {
			left = append(left, "an amount, a duration or dates")
		}
	case GameFacts:
		if u.named != nil {
			left = append(left, u.namedText()+" (the figures are the game's, not a casino's)")
		}
		for _, m := range payRatioRE.FindAllStringSubmatch(u.q.text, -1) {
			// "6:5 blackjack", "8/5 bonus poker": a pay table other than
			// the one the table of house edges holds
			if pay := m[1] + ":" + m[2]; pay != tablePays[u.game] {
				left = append(left, "a "+m[0]+" pay table")
			}
		}
	}
	if in.Name == FindCasinos && u.city != nil && !u.placeOfCasino && u.state != nil && u.state.City != "" {
		// "casinos in vegas and reno": one place is searched around, the
		// other would only narrow it to its state
		left = append(left, u.state.City+" as well as "+u.city.text)
	}
	if in.Name == FindCasinos && u.city == nil && u.state == nil && u.thereWithoutPlace() {
		// "which casinos there have a hotel": "there" points back to a
		// place the question does not name
		left = append(left, "a place named only as \"there\"")
	}
	if in.Name == FindCasinos && u.rewards == nil && u.q.hasFree("rewards", "reward", "loyalty") {
		// a condition on the program the search could not read is not dropped
		left = append(left, "a rewards program")
	}
	if (in.Name == ProgramDetail || in.Name == TierRequirement) && u.q.has("least") && u.q.has("which", "where") {
		// "which casino takes the least to reach Diamond": a ranking of
		// programs no answer makes, not one tier's threshold
		left = append(left, "least")
	}
	if len(left) > 0 {
		return unknownBecause("The question asks about " + strings.Join(left, ", ") + ", which Tierline cannot look up.")
	}
	return in
}

// presentPhrases say "as things stand" ("these days", "at the
// moment"); presentWords in one word ("nowadays", "currently").
var (
	presentPhrases = [][]string{{"these", "days"}, {"right", "now"}, {"at", "present"}, {"at", "the", "moment"},
		{"as", "of", "now"}, {"as", "of", "today"}, {"as", "things", "stand"}}
	presentWords = set("now", "nowadays", "currently", "presently")
)

// claimPresentTime claims the words that place a question now ("the
// house edge at craps these days", "casinos with a hotel in Iowa
// nowadays", "MGM's tiers at the moment"): the tables are kept as they
// stand, so the answer is of now. "Now that" opens a premise, and stays
// unread.
func claimPresentTime(q *question) {
	for i := range q.toks {
		if !q.free(i, i) {
			continue
		}
		if presentWords[q.norm(i)] && q.norm(i+1) != "that" {
			q.claim(i, i)
			continue
		}
		for _, p := range presentPhrases {
			if q.phraseAt(i, p...) && q.free(i, i+len(p)-1) {
				q.claim(i, i+len(p)-1)
			}
		}
	}
}

// claimEdgeFaced claims the asker as the one who faces a game's edge
// ("what house edge am I up against", "what edge do we face at craps",
// "what edge would I be up against", "the odds I'm facing at roulette",
// "my odds at video poker"), or who plays the game it is of ("the house
// edge when I play keno", "while we're playing craps"): the edge the
// table keeps is the one every player faces, so the words ask nothing
// more. After "when" or "while" only that word is left to claim, the
// asker and the verb of play being read already; the game must follow.
func claimEdgeFaced(q *question) {
	for i := range q.toks {
		if e := i + 1; oddsOwnedAt(q, i) && q.free(i-1, i) {
			if q.norm(e) != "playing" || !q.free(e, e) {
				// "at", "on": the game's own word is read with it
				e = i
			}
			q.claim(i-1, e)
		}
	}
	for i := range q.toks {
		if w := q.norm(i); (w == "when" || w == "while" || w == "whenever") && q.free(i, i) {
			k := i + 1
			if edgeFacers[q.norm(k)] {
				k++
			} else if facersBe[q.norm(k)] {
				k++
			} else {
				continue
			}
			if q.norm(k) == "play" || q.norm(k) == "playing" {
				k++
				if q.norm(k) == "at" {
					k++
				}
				if k < len(q.toks) && !q.free(k, k) && gameTokenAt(q, k) {
					q.claim(i, k)
				}
			}
		}
	}
	for i := range q.toks {
		w, v := q.norm(i), i
		switch {
		case w == "against" && q.norm(i-1) == "up":
			v = i - 1
		case w == "face" || w == "facing":
		default:
			continue
		}
		s := v - 1
		switch {
		case edgeFacers[q.norm(s)] && faceAux[q.norm(s-1)]:
			s-- // "am I up against", "do we face"
		case q.norm(s) == "be" && edgeFacers[q.norm(s-1)] && faceAux[q.norm(s-2)]:
			s -= 2 // "would I be up against", "will we be facing"
		case edgeFacers[q.norm(s)] || facersBe[q.norm(s)]:
			// "I face", "I'm up against"
		default:
			continue
		}
		if q.norm(s-1) == "odds" && q.free(s-1, i) {
			// "what odds am I facing": the odds faced are the edge
			s--
		}
		if q.free(s, i) {
			q.claim(s, i)
		}
	}
}

// oddsLeads put the game after the asker's odds ("my odds at craps",
// "our odds playing keno").
var oddsLeads = set("at", "on", "in", "playing", "with")

// oddsOwnedAt: token i is "odds" owned by the asker and put on a game
// ("my odds at video poker", "our odds playing craps"): the odds against
// a player at a game are its house edge. Odds of an outcome ("my royal
// flush odds", "my odds of winning") are no edge: the outcome stays
// unread, or "of" follows, and the question is declined.
func oddsOwnedAt(q *question, i int) bool {
	return q.norm(i) == "odds" && (q.norm(i-1) == "my" || q.norm(i-1) == "our") && oddsLeads[q.norm(i+1)] &&
		!q.clauseBreakBefore(i+1)
}

// oddsFaced: the odds the asker faces at a game are asked ("my odds at
// video poker", "what odds am I facing at roulette"), which are the
// game's house edge (claimEdgeFaced).
func oddsFaced(q *question) bool {
	for i := range q.toks {
		if oddsOwnedAt(q, i) {
			return true
		}
		if q.norm(i) != "odds" {
			continue
		}
		k := i + 1
		if faceAux[q.norm(k)] {
			k++
		}
		if (edgeFacers[q.norm(k)] || facersBe[q.norm(k)]) && (q.norm(k+1) == "face" || q.norm(k+1) == "facing" ||
			q.phraseAt(k+1, "up", "against")) {
			return true
		}
	}
	return false
}

// edgeFacers are the asker as who faces an edge; faceAux the verb before
// them in a question ("am I", "do we"); facersBe the asker with "be"
// ("I'm", "we're").
var (
	edgeFacers = set("i", "we")
	faceAux    = set("am", "are", "do", "will", "would", "should")
	facersBe   = set("im", "were")
)

// planWords say the asker weighs a step ("thinking of joining").
var planWords = set("thinking", "considering", "planning", "debating", "contemplating")

// thereWithoutPlace: "there" points to a place ("casinos there", "over
// there"), not the "there" of "is there", "are there" or "there are"
// (nor "out there", anywhere at all).
func (u *understanding) thereWithoutPlace() bool {
	q := u.q
	for j := range q.toks {
		if q.norm(j) != "there" || !q.free(j, j) {
			continue
		}
		switch q.norm(j - 1) {
		case "is", "are", "was", "were", "isnt", "arent", "out":
			continue
		}
		switch q.norm(j + 1) {
		case "is", "are", "was", "were", "be", "s", "isnt", "arent", "any", "some":
			continue
		}
		return true
	}
	return false
}

func (u *understanding) leftoverWords(words ...map[string]bool) []string {
	var out []string
	for i, t := range u.q.toks {
		// a card, poker or high-limit room is a room no answer speaks
		// of, whatever words the answer uses for hotel rooms
		if !t.used && (t.norm == "room" || t.norm == "rooms") && roomKinds[u.q.norm(i-1)] {
			out = append(out, u.q.toks[i-1].raw+" "+t.raw)
			continue
		}
		if !t.used && t.norm == "being" && passiveBe[u.q.norm(i-1)] {
			// "which casinos are being run by X": the progressive of
			// the passive asks what "are run by" asks; the verb after
			// it is still read or left over
			continue
		}
		if !t.used && !fillerWords[t.norm] && !inAny(words, t.norm) && !numericWord(t.norm) {
			out = append(out, t.raw)
		}
	}
	return out
}

// passiveBe are the forms of "be" that "being" follows in a passive
// said as going on ("are being run", "is being operated").
var passiveBe = set("is", "are", "was", "were", "isnt", "arent", "wasnt", "werent")

// claimOwnMembers claims a program's own members ("the levels Boyd
// Rewards gives its members", "the tiers it gives to their players"):
// the ladder is what it gives them. Members named otherwise ("onyx
// members", "how many members") stay unread.
func claimOwnMembers(q *question) {
	for i := 0; i+1 < len(q.toks); i++ {
		if (q.norm(i) == "its" || q.norm(i) == "their") && (q.norm(i+1) == "members" || q.norm(i+1) == "players") && q.free(i, i+1) {
			q.claim(i, i+1)
		}
	}
}

// acceptVerbs say a casino takes a program's card.
var acceptVerbs = set("accept", "accepts", "honor", "honors", "honour", "honours", "take", "takes")

// thirdPossessiveRecords says the question asks a third person's records
// or standing ("their tier status", "his trips", "her offers").
func thirdPossessiveRecords(q *question) bool {
	for i := 0; i+1 < len(q.toks); i++ {
		if w := q.norm(i); (w == "their" || w == "his" || w == "her") && q.free(i, i) && ownedRecordNouns[q.norm(i+1)] {
			return true
		}
	}
	return false
}

// ownedRecordNouns are the records (recordNouns) and standing a person
// holds.
var ownedRecordNouns = union(recordNouns, set("tier", "status", "visits", "points"))

// inAny says w is in one of sets.
func inAny(sets []map[string]bool, w string) bool {
	for _, set := range sets {
		if set[w] {
			return true
		}
	}
	return false
}

// availableWords: "the programs available in the directory" is what the
// directory holds.
var availableWords = set("available")

// payRatioRE is a pay ratio or pay table written with a colon or a
// slash ("6:5", "9/6").
var payRatioRE = regexp.MustCompile(`\b(\d{1,2})\s*[:/]\s*(\d{1,2})\b`)

// tablePays are the pay tables the table of house edges holds: 3:2
// blackjack, 9/6 Jacks or Better.
var tablePays = map[string]string{"blackjack": "3:2", "video_poker": "9:6"}

// whoThings are the places a learner's relative "who" may stand for
// ("casinos who have a hotel", "the resorts who take rewards cards").
var whoThings = set("casino", "casinos", "racino", "racinos", "resort", "resorts", "places", "place", "ones")

// whoRelativeVerbs follow a relative "who" that says what the places
// have or are ("who have", "who offer", "who are tribal").
var whoRelativeVerbs = set("have", "has", "offer", "offers", "are", "is", "got", "take", "takes", "accept", "accepts")

// claimThingWho claims a relative "who" that stands for casinos, as a
// learner writes "casinos who have a rewards program" for "that have":
// within the clause that names the casinos, right before a verb of
// having or being. A "who" that opens the question or a clause of its
// own ("casinos in Iowa, who owns them?") asks about a person, and stays.
func claimThingWho(q *question) {
	seen := false
	for i := range q.toks {
		w := q.norm(i)
		if i > q.opening() && q.clauseBreakBefore(i) {
			seen = false
		}
		if whoThings[w] {
			seen = true
			continue
		}
		if w == "who" && seen && i > q.opening() && !q.clauseBreakBefore(i) && q.free(i, i) && whoRelativeVerbs[q.norm(i+1)] {
			q.claim(i, i)
		}
	}
}

// becomeVerbs reach a tier said as what the player becomes ("to become
// Platinum", "becoming a Diamond").
var becomeVerbs = set("become", "becoming", "becomes")

// claimBecomeTier claims a verb of becoming right before the tier asked
// ("what do I need to become Platinum at MGM Rewards"): becoming the tier
// is reaching it, whose threshold answers. "Become a member" names no
// tier, and stays.
func claimBecomeTier(q *question, t *tierMatch) {
	if t == nil {
		return
	}
	words := norms(t.name)
	for i := range q.toks {
		if !becomeVerbs[q.norm(i)] || !q.free(i, i) {
			continue
		}
		j := i + 1
		if q.norm(j) == "a" || q.norm(j) == "an" {
			j++
		}
		if len(words) > 0 && q.norm(j) == words[0] {
			q.claim(i, j-1)
		}
	}
}

// countComparisons open a count's comparison with a number ("more than
// 700 slot machines", "at least 40 tables").
var countComparisons = [][]string{{"more", "than"}, {"fewer", "than"}, {"less", "than"}, {"over"}, {"under"}, {"above"},
	{"below"}, {"at", "least"}, {"at", "most"}, {"upwards", "of"}}

// countedNouns are what a casino's details count: its slot machines,
// table games and hotel rooms.
var countedNouns = set("slot", "slots", "machines", "table", "tables", "games", "rooms")

// claimCountCompared claims a comparison of one casino's count against a
// number ("does French Lick have more than 700 slot machines"): the
// details hold the count, which answers it; a comparison with another
// casino ("more slots than Borgata") has no number after it, and stays
// unread.
func claimCountCompared(q *question) {
	for i := range q.toks {
		for _, c := range countComparisons {
			k := i + len(c)
			if !q.phraseAt(i, c...) || !q.free(i, k-1) {
				continue
			}
			if _, dollar, ok := number(q.norm(k)); ok && !dollar && countedNouns[q.norm(k+1)] {
				q.claim(i, k-1)
			}
		}
	}
}

// claimKindOfCasino claims "what kind of casino" and its like in a
// question of one casino ("what kind of casino is Sage Hill", "which
// type of place is Borgata"): the kind of casino it is, tribal,
// commercial or racino, is its casino_type, a field of the details.
func claimKindOfCasino(q *question) {
	for i := range q.toks {
		if (q.norm(i) == "what" || q.norm(i) == "which") && kindAskWords[q.norm(i+1)] && q.norm(i+2) == "of" &&
			kindOfNouns[q.norm(i+3)] && q.free(i+1, i+3) {
			q.claim(i+1, i+3)
		}
	}
}

// kindAskWords ask the kind of a thing ("what kind of", "what sort of").
var kindAskWords = set("kind", "type", "sort")

// kindOfNouns are what a casino is called after "what kind of" ("what
// kind of casino", "what type of place").
var kindOfNouns = set("casino", "place", "property", "venue", "establishment")

// gameTokenAt says a game's words begin at token k ("keno", "video
// poker").
func gameTokenAt(q *question, k int) bool {
	for _, g := range games {
		if q.phraseAt(k, g.words...) {
			return true
		}
	}
	return false
}

// brandSpelled says s is a casino brand of the directory, whole, as the
// directory spells it (any case).
func (ix *Index) brandSpelled(s string) bool {
	return ix.brands[strings.ToLower(s)]
}
