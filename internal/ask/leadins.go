package ask

// Lead-ins that ask nothing of their own: context before the question
// (a trip, a game being played, a win taken), relayed and polite frames
// ("my husband wants to know", "could you tell me"), and chatter.

import (
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// playLeadVerbs open a lead-in telling of the asker's play of a game
// ("playing craps this weekend -", "learning baccarat tonight,").
var playLeadVerbs = set("playing", "learning", "trying")

// supposedPlays are the verbs of a play supposed ("if I sat down at a
// baccarat table", "say I played craps"); seatedWords come between such
// a verb and its game.
var (
	supposedPlays = set("play", "played", "sat", "sit", "try", "tried", "tested", "test")
	seatedWords   = set("down", "at", "a", "an", "the", "some", "in", "on")
)

// claimPlayLeadIn claims a lead-in that only tells that the asker will
// play the game read ("First time playing craps this weekend - how many
// rolls an hour is normal?", "I'm trying baccarat tonight, what's the
// house edge?"): "first time", a subject, the verb and when, up to its
// comma, dash or full stop. The game stays read, and the question after
// it is asked of that game, as if named there. Without its stop, or with
// anything unread between the game and the stop, nothing is claimed.
func claimPlayLeadIn(q *question) {
	k := 0
	for k < len(q.toks) && q.toks[k].used {
		k++
	}
	start := k
	if q.phraseAt(k, "first", "time") {
		k += 2
	}
	supposed := false
	switch {
	case q.norm(k) == "im" || q.norm(k) == "were":
		k++
	case q.phraseAt(k, "i", "am") || q.phraseAt(k, "we", "are"):
		k += 2
	case k > 0 && q.supposer == k && (q.norm(k) == "i" || q.norm(k) == "we") && supposedPlays[q.norm(k+1)]:
		// "If I sat down at a baccarat table, ...", "say we played
		// craps, ...": a play supposed (claimSupposition)
		k, supposed = k+1, true
	}
	if !playLeadVerbs[q.norm(k)] && !supposed || !q.free(start, k) {
		return
	}
	k++
	if supposed {
		// "sat down at a", "played at the": how the game is come to
		for k < len(q.toks) && seatedWords[q.norm(k)] && q.free(k, k) {
			k++
		}
	}
	game := k
	for k < len(q.toks) && q.toks[k].used {
		k++ // the game, read already
	}
	if k == game {
		return
	}
	if supposed && (q.norm(k) == "table" || q.norm(k) == "tables") && q.free(k, k) {
		k++ // "a baccarat table"
	}
	for k < len(q.toks) && tripWhen[q.norm(k)] && q.free(k, k) {
		k++
	}
	if end := k - 1; k < len(q.toks) && (punctAfter(q, end) || sentenceEndAfter(q, end)) {
		q.claim(start, end)
	}
}

// takeVerbs and takeParticles say a win the players' way ("took $6k in a
// poker tournament", "took home $1,800", "took down a $3k pot").
var (
	takeVerbs     = set("took", "take", "takes", "taking", "taken")
	takeParticles = set("home", "down")
)

// broughtTo follow an amount taken somewhere, not won ("took $500 to
// the casino").
var broughtTo = set("to", "into", "out", "with", "along")

// claimTakenWin reads "took" (with "home" or "down") before an amount as
// a win, in a question about the form a win is reported on ("took $6k in
// a poker tournament, w2g threshold?"): its words are claimed and the
// last of them reads "won", so the amount after it is the win as after
// "won". A number shaped like a year or with a unit after it ("took 3
// hours") is no amount, an amount taken somewhere ("took $500 to the
// casino") is no win, and elsewhere "took" keeps its own sense ("trips i
// took").
func claimTakenWin(q *question) {
	if !q.has("w2g", "reportable", "reported", "report") && !taxFormNamed(q) {
		return
	}
	for i := range q.toks {
		if !takeVerbs[q.norm(i)] || !q.free(i, i) {
			continue
		}
		k := i + 1
		if takeParticles[q.norm(k)] {
			k++
		}
		n := k
		if q.norm(n) == "a" {
			n++ // "took down a $3k pot"
		}
		v, dollar, ok := number(q.norm(n))
		if !ok || v <= 0 || unitWords[q.norm(n+1)] || broughtTo[q.norm(n+1)] {
			continue
		}
		if _, year := yearOf(q.norm(n)); year && !dollar && !dollarWords[q.norm(n+1)] {
			continue
		}
		q.claim(i, k-1)
		q.toks[k-1].norm = "won"
	}
}

// amountWithin says a number stands within n tokens from k ("hit $1,300",
// "won a $2k pot").
func amountWithin(q *question, k, n int) bool {
	for j := k; j < len(q.toks) && j < k+n; j++ {
		if v, _, ok := number(q.norm(j)); ok && v > 0 {
			return true
		}
	}
	return false
}

// claimJustWon claims "just" between the asker and a verb of winning
// with its amount ("I just hit $1,300 on a slot, is that reportable?"):
// it says when the win came, which the question of its form does not
// ask. "we just landed" (arrived) is left.
func claimJustWon(q *question) {
	for i := 1; i+1 < len(q.toks); i++ {
		if subjectBeforeJust(q, i) && winVerbs[q.norm(i+1)] && amountWithin(q, i+2, 3) && q.free(i, i) {
			q.claim(i, i)
		}
	}
}

// grandNouns follow a "grand" that is no amount ("a grand total").
var grandNouns = set("total", "totals")

// claimGrand reads "grand" after a number or "a" as thousands of dollars
// ("won 2 grand at baccarat", "a weekly budget of 5 grand", "hit a
// grand"): the number's token becomes the amount, written with "$" as
// "grand" is money by itself, and "grand" is claimed. A "grand" that
// begins, with the word after it, a name or a town the directory has
// ("grand casino hinckley", "grand island"), or a "grand total", is left
// as it is.
func (ix *Index) claimGrand(q *question) {
	for i := 1; i < len(q.toks); i++ {
		if q.norm(i) != "grand" || q.toks[i].used || q.toks[i-1].used || grandNouns[q.norm(i+1)] || ix.grandName(q.norm(i+1)) {
			continue
		}
		v, _, ok := number(q.norm(i - 1))
		if q.norm(i-1) == "a" {
			v, ok = 1, true
		}
		if !ok || v <= 0 {
			continue
		}
		q.toks[i-1].norm = "$" + strconv.FormatFloat(v*1000, 'f', -1, 64)
		q.claim(i, i)
	}
}

// grandName reports whether "grand" followed by next begins or runs on in
// a casino's or program's name or a town of the directory ("grand
// casino", "grand sierra", "grand island").
func (ix *Index) grandName(next string) bool {
	if next == "" {
		return false
	}
	for _, e := range ix.entries {
		for k := 0; k+1 < len(e.full); k++ {
			if e.full[k] == "grand" && e.full[k+1] == next {
				return true
			}
		}
	}
	for name := range ix.cities {
		if strings.Contains(" "+name+" ", " grand "+next+" ") {
			return true
		}
	}
	return false
}

// claimWheel claims the words naming the double-zero (American) wheel:
// the roulette of the table of house edges is that wheel, so a question
// naming it is answered, and a single-zero wheel's words stay unread and
// decline the question. Claimed before names are found: "double" begins
// casinos' names.
func claimWheel(q *question) {
	for i := range q.toks {
		if q.phraseAt(i, "double", "zero") || q.phraseAt(i, "double", "zeros") || q.phraseAt(i, "double", "0") {
			q.claim(i, i+1)
		}
		if q.norm(i) == "american" || q.norm(i) == "00" {
			q.claim(i, i)
		}
	}
}

// claimAskedForms claims words that only say how a thing is asked for
// or named: "walk me through" and "run me through" or "run down"
// (explain), "players" or "player" before a
// program noun ("players club", "player's card"), a program by the
// casino floor's name, and "options" or "choices" after casinos or
// gambling, the places to play. "players" alone ("how many players at
// bellagio") stays unread and declines the question.
func claimAskedForms(q *question) {
	for i := range q.toks {
		if q.norm(i) == "walk" || q.norm(i) == "run" {
			k := i + 1
			if q.norm(k) == "me" || q.norm(k) == "us" {
				k++
			}
			if q.norm(k) == "through" || q.norm(i) == "run" && k == i+1 && q.norm(k) == "down" {
				q.claim(i, k)
			}
		}
		if (q.norm(i) == "players" || q.norm(i) == "player") && programNouns[q.norm(i+1)] || q.norm(i) == "players" && q.norm(i+1) == "card" {
			q.claim(i, i)
		}
		// "do you guys cover", "can you folks show": the service
		// addressed, as "you" alone
		if (q.norm(i) == "guys" || q.norm(i) == "folks") && q.norm(i-1) == "you" {
			q.claim(i, i)
		}
		// "casino options near reno", "gambling choices in tunica",
		// "racino options in ohio": the places to play, asked as what
		// one may choose from; "gambling spots", "gaming spots": the
		// places to play by another name
		playNoun := strings.HasPrefix(q.norm(i-1), "casino") || strings.HasPrefix(q.norm(i-1), "racino") || q.norm(i-1) == "gambling" || q.norm(i-1) == "gaming"
		if (q.norm(i) == "options" || q.norm(i) == "choices") && playNoun {
			q.claim(i, i)
		}
		if playSpots[q.norm(i)] && (q.norm(i-1) == "gambling" || q.norm(i-1) == "gaming") {
			q.claim(i-1, i)
		}
		// "which rewards program is bellagio under", "what club does
		// borgata fall under": the program a casino belongs to, with
		// "under" ending the question (a budget "under $200" goes on
		// to its amount)
		if q.norm(i) == "under" && i == len(q.toks)-1 && i > 0 && q.has("which", "what", "whats") && q.has("program", "club", "card") {
			q.claim(i, i)
			if q.norm(i-1) == "fall" || q.norm(i-1) == "falls" {
				q.claim(i-1, i-1)
			}
		}
	}
}

// playSpots are the places to play by another name after "gambling"
// or "gaming" ("gambling spots"); known words, so never corrected to
// another ("spots" is not "sports").
var playSpots = set("spot", "spots")

// claimTableStrategy claims the words naming the way of play the table
// of house edges assumes for blackjack and video poker: basic (optimal)
// strategy, and for video poker the full-pay game ("jacks or better" is
// read as video poker itself). Another variant's words ("deuces wild",
// "6:5") stay unread and decline the question.
func claimTableStrategy(q *question) {
	for i := range q.toks {
		if (q.norm(i) == "basic" || q.norm(i) == "optimal" || q.norm(i) == "perfect") && (q.norm(i+1) == "strategy" || q.norm(i+1) == "play") {
			q.claim(i, i+1)
		}
		if q.phraseAt(i, "full", "pay") {
			q.claim(i, i+1)
		}
	}
}

// claimBankerBet claims the words naming the banker bet, the baccarat
// the table of house edges holds; the player and tie bets' words stay
// unread and decline the question.
func claimBankerBet(q *question) {
	for i := range q.toks {
		if q.norm(i) != "banker" && q.norm(i) != "bankers" {
			continue
		}
		if w := q.norm(i + 1); w == "bet" || w == "bets" || w == "wager" || w == "side" || w == "hand" {
			q.claim(i, i+1)
		} else {
			q.claim(i, i)
		}
	}
}

// claimPassLine claims the words naming craps' pass line bet, the craps
// the table of house edges holds ("the pass line", "pass-line bet"); a
// "don't pass" bet and the other bets' words stay unread and decline.
func claimPassLine(q *question) {
	for i := range q.toks {
		if q.norm(i) != "pass" || q.norm(i+1) != "line" || q.norm(i-1) == "dont" || q.norm(i-1) == "not" {
			continue
		}
		if w := q.norm(i + 2); w == "bet" || w == "bets" || w == "wager" {
			q.claim(i, i+2)
		} else {
			q.claim(i, i+1)
		}
	}
}

// greetings open a question without asking anything ("hi!", "hello
// there").
var greetings = set("hi", "hello", "hey", "hiya", "greetings", "yo")

// wakeNames are what a voice assistant is called by before the question
// ("hey tierline", "ok google", "alexa,"): the transcript's opening,
// which asks nothing.
var wakeNames = set("tierline", "siri", "alexa", "google", "cortana", "assistant")

// relayNouns name the person an agent asks for ("the user wants to
// know...", "my client won..."); relayVerbs say the agent relays their
// question.
var (
	relayNouns = set("user", "users", "player", "customer", "client", "guest", "member", "human", "owner",
		// an executive assistant's or an agent's "my principal": the
		// person they act for
		"principal")
	relayVerbs = set("would", "like", "likes", "wants", "want", "wanted", "needs", "need", "is", "was", "asks", "asked",
		"asking", "wonders", "wondering", "curious", "to", "know", "find", "out", "see", "if", "whether", "about", "requests",
		"requested", "requesting", "has", "a", "question", "looking", "searching", "hoping", "for")
	// askingVerbs make a relay: "the user is at the borgata" is a
	// condition on the question, "the user is asking" is not
	askingVerbs = set("would", "like", "likes", "wants", "want", "wanted", "needs", "need", "asks", "asked", "asking",
		"wonders", "wondering", "curious", "know", "requests", "requested", "requesting", "question", "looking", "searching", "hoping")
)

// relayedPronouns are the words for the person an agent relays, read
// as the asker's own.
var relayedPronouns = map[string]string{"they": "i", "them": "me", "their": "my", "theirs": "mine", "theyre": "im",
	"theyve": "ive", "theyd": "id", "themselves": "myself", "he": "i", "she": "i", "him": "me", "his": "my", "her": "my",
	"hes": "im", "shes": "im"}

// claimRelay claims the words that only carry a question: a greeting
// opening it, an agent's relay of its user ("the user would like", "my
// client"), and "let me know". What follows is the question itself.
func claimRelay(q *question) {
	k := 0
	// "HI" in capitals is Hawaii
	for k < len(q.toks) && ((greetings[q.norm(k)] && q.toks[k].raw != "HI") || (k > 0 && q.norm(k) == "there") ||
		wakeNames[q.norm(k)] || (q.norm(k) == "ok" || q.norm(k) == "okay") && wakeNames[q.norm(k+1)]) {
		k++
	}
	k = chatter(q, k)
	q.claim(0, k-1)
	q.begin = k
	if j := requestLeadIn(q, k); j > k {
		// "Per my user's request, cap their sessions at 2 hours": the
		// user asks, and speaks of themselves in the third person
		q.claim(k, j-1)
		q.begin = j
		for i := j; i < len(q.toks); i++ {
			if w, ok := relayedPronouns[q.toks[i].norm]; ok {
				q.toks[i].norm = w
			}
		}
		return
	}
	if (q.norm(k) == "the" || q.norm(k) == "my" || q.norm(k) == "our") && relayNouns[q.norm(k+1)] {
		j := agentClause(q, k+2)
		if j > k+2 {
			// "the player i'm helping took $6k": who the person is to the
			// agent says nothing of the question, relayed or not; with no
			// asking verb after it the person is the subject ("the
			// player ... took"), as "my client hit" is
			q.claim(k+2, j-1)
		}
		// "the player i'm helping, which casinos ...": the person named
		// with the clause as a lead-in, relaying what follows its comma
		leadIn := j > k+2 && punctAfter(q, j-1)
		asking := false
		// the relay runs to the question's own words; "a question" and
		// "to know" are relay, "a list" is not
		for !leadIn && j < len(q.toks) && relayVerbs[q.norm(j)] && (q.norm(j) != "a" || q.norm(j+1) == "question") {
			asking = asking || askingVerbs[q.norm(j)]
			j++
		}
		if asking || leadIn {
			q.claim(k, j-1)
			q.begin = j
			// "my user wants to see ...": the agent's "my" owns no
			// records of the question
			q.toks[k].norm = ""
			// "the player wants to know how far they are from the next
			// tier": after the relay, the person relayed speaks of
			// themselves in the third person, and is the asker
			for i := j; i < len(q.toks); i++ {
				if w, ok := relayedPronouns[q.toks[i].norm]; ok {
					q.toks[i].norm = w
				}
			}
		}
	}
	for i := range q.toks {
		if q.phraseAt(i, "let", "me", "know") || q.phraseAt(i, "let", "us", "know") {
			q.claim(i, i+2)
		}
	}
}

// requestLeadIn is the token after a lead-in that says the agent's user
// asked ("per my user's request", "at the client's request", "at the
// request of my user"), k when none opens at k.
func requestLeadIn(q *question, k int) int {
	owner := func(i int) bool {
		if w := q.norm(i); w != "my" && w != "the" && w != "our" {
			return false
		}
		raw := strings.ToLower(q.toks[min(i+1, len(q.toks)-1)].raw)
		return i+1 < len(q.toks) && relayNouns[strings.TrimSuffix(strings.TrimSuffix(raw, "'s"), "’s")]
	}
	switch {
	case (q.norm(k) == "per" || q.norm(k) == "at") && owner(k+1) && q.norm(k+3) == "request":
		return k + 4
	case q.phraseAt(k, "at", "the", "request", "of") && owner(k+4):
		return k + 6
	case (q.phraseAt(k, "on", "behalf", "of") || q.phraseAt(k, "in", "behalf", "of")) && owner(k+3) &&
		(punctAfter(q, k+4) || colonAfter(q, k+4)) && q.norm(k+5) != "who":
		// "On behalf of my user: how close are they to the next
		// tier?": the user asks, in the third person (a relative
		// clause after the user, "who ...", is read elsewhere)
		return k + 5
	}
	return k
}

// relayedPeople are the persons an agent speaks of in the third person
// within its request ("Show the user's trips.", "Does the customer have
// any offers?"); "the player" alone is one only where no baccarat bet is
// spoken of (baccaratSideAsked), as it is a side of baccarat there.
var relayedPeople = set("user", "player", "customer", "client", "guest", "member", "principal")

// possessedNotPerson follow a possessive that names a thing, not the
// person's records ("the player's club" is a rewards program).
//
// subjectVerbsAfter make the person before them the subject ("every
// trip the user has taken", "the offers the player holds").
var possessedNotPerson = set("club", "clubs", "card", "cards")

var subjectVerbsAfter = set("has", "have", "had", "is", "was", "did", "does", "holds", "held", "logged", "took", "made",
	"played", "won", "earned", "got", "received", "visited")

// subjectBefore are the words after which "the user" is the subject of
// the question ("does the user have", "how close is the user").
var subjectBefore = set("is", "was", "does", "did", "do", "has", "have", "can", "could", "will", "would", "should",
	"whether", "if", "when", "where", "what", "which", "how", "and")

// objectPrepositions take the person an agent relays as their object
// ("hosts who speak Korean for my user").
var objectPrepositions = set("for", "to", "of", "by", "with", "about")

// relayOpeningBefore says the preposition at k ends an agent's opening
// of relay ("on behalf of", "relaying for"), which claimBehalf reads.
func relayOpeningBefore(q *question, k int) bool {
	return q.norm(k) == "of" && q.norm(k-1) == "behalf" || q.norm(k) == "for" && relayingVerbs[q.norm(k-1)]
}

// relayedPerson reads the person an agent relays, named anywhere in the
// request as "the user" ("the player's", "the customer's"), as the asker,
// as "my" and "i" are: "Show the user's host connections." asks for the
// asker's own hosts, and "the user's wife's trips" are still another
// person's; the agent's "my user" so too, as an object or an owner
// ("for my user", "my user's trips"). The person is the subject ("i")
// after an auxiliary or a question word, the object ("me") elsewhere
// ("for the user"); "the" or "my" before them is claimed. Words already read (a relay opening) are left.
func relayedPerson(q *question) {
	for i := 0; i+1 < len(q.toks); i++ {
		if w := q.norm(i); (w != "the" && w != "my" && w != "our") || !q.free(i, i+1) {
			continue
		}
		raw := strings.ToLower(q.toks[i+1].raw)
		base := strings.TrimSuffix(strings.TrimSuffix(raw, "'s"), "’s")
		if !relayedPeople[base] {
			continue
		}
		if q.norm(i) != "the" && (base == raw && !objectPrepositions[q.norm(i-1)] && !relayedOwnSubject(q, i) || relayOpeningBefore(q, i-1)) {
			// the agent's "my user" is the person only as an object
			// ("for my user") or owner ("my user's trips"); "my member
			// tier" is the asker's own, and "on behalf of my user",
			// "relaying for my client" open the request (claimBehalf)
			continue
		}
		switch {
		case base != raw:
			if possessedNotPerson[q.norm(i+2)] {
				continue
			}
			q.toks[i+1].norm = "my"
			relayedTheirs(q, i+2)
		case base == "player" && baccaratSideAsked(q):
			// "the player" of a baccarat bet is a side of the table
			continue
		case i == 0 || subjectBefore[q.norm(i-1)] || subjectVerbsAfter[q.norm(i+2)]:
			q.toks[i+1].norm = "i"
		default:
			q.toks[i+1].norm = "me"
		}
		q.claim(i, i)
	}
}

// relayedSubjectNext follow the agent's user as the subject of a
// question ("how near is my principal to the next tier", "is my client
// eligible"), never a noun the person would own ("my member tier").
var relayedSubjectNext = set("to", "from", "at", "in", "on", "eligible", "close", "closer", "near", "nearer", "currently",
	"still", "now", "already")

// relayedOwnSubject says "my <user>" at i is the subject after an auxiliary
// or a question word ("how near is my principal to ...").
func relayedOwnSubject(q *question, i int) bool {
	return (q.norm(i) == "my" || q.norm(i) == "our") && subjectBefore[q.norm(i-1)] && relayedSubjectNext[q.norm(i+2)]
}

// claimBehalf claims an agent's opening saying for whom it asks ("On
// behalf of the user, list ...", "on the player's behalf, propose ..."):
// the person is the asker (relayedPerson made them "me" or "my"), and the
// request begins after it.
func claimBehalf(q *question) {
	k := q.begin
	if q.norm(k) != "on" && !relayingFor(q, k) {
		return
	}
	j := k + 1
	if relayingFor(q, k) {
		// "Relaying for my user: they want ...": the agent's opening,
		// after which the person relayed speaks as the asker
		q.claim(k, k+3)
		q.begin = k + 4
		for i := k + 4; i < len(q.toks); i++ {
			if w, ok := relayedPronouns[q.toks[i].norm]; ok {
				q.toks[i].norm = w
			}
		}
		return
	}
	switch {
	case q.norm(j) == "behalf" && q.norm(j+1) == "of":
		j += 2
		if q.norm(j) == "the" {
			j++
		}
		switch w := q.norm(j); {
		case (w == "my" || w == "our") && relayNouns[q.norm(j+1)]:
			// "on behalf of my client": the agent's user, who is the
			// asker as "the user" is
			q.toks[j].norm = ""
			j += 2
			j = relayRelativeEnd(q, j)
		case w == "me" || w == "us" || w == "i":
			j++
		default:
			return
		}
	default:
		if q.norm(j) == "the" {
			j++
		}
		if w := q.norm(j); (w != "my" && w != "our") || q.norm(j+1) != "behalf" {
			return
		}
		j += 2
	}
	q.claim(k, j-1)
	q.begin = j
}

// relayRelativeEnd is where the request goes on after a relative clause
// set off after the agent's user ("On behalf of my user, who meets a
// CPA next week: please give ..."): what the user does tells of them and
// asks nothing, so the clause is claimed up to the comma or colon that
// closes it; j when no such clause follows.
func relayRelativeEnd(q *question, j int) int {
	if (q.norm(j) != "who" && q.norm(j) != "whose") || !punctAfter(q, j-1) {
		return j
	}
	for k := j + 1; k < len(q.toks)-1 && k <= j+12; k++ {
		if punctAfter(q, k) {
			if !q.free(j, k) {
				return j
			}
			q.claim(j, k)
			return k + 1
		}
	}
	return j
}

// toolVerbs open a request put to a tool in the imperative ("Retrieve
// the user's limits.", "Enumerate the programs.", "Return the house edge
// for roulette."): they only say "answer this".
var toolVerbs = set("get", "list", "retrieve", "fetch", "enumerate", "show", "return", "provide", "display", "give",
	// an agent's formal requests ("Identify the tribal casinos ...",
	// "Determine the house edge for craps.")
	"identify", "determine", "ascertain",
	// a letter's "Please confirm the number of slot machines at ...",
	// "Kindly supply the opening year of ...", "Please itemize my
	// W-2Gs": the fact or the records to be stated ("should I itemize
	// my losses" opens no request, and is not read so)
	"confirm", "supply", "itemize", "itemise",
	// an agent's request in its log's form ("Requesting the list of
	// programs.", "Requesting my trips from May.")
	"requesting")

// proposedGerunds are the changes an agent asks /ask to propose ("propose
// limiting each session to 2 hours", "propose setting a weekly budget"),
// read as the imperative verb they are: a change of a limit is proposed,
// any other ("propose deleting the last trip") is refused as that verb is.
var proposedGerunds = map[string]string{"limiting": "limit", "setting": "set", "capping": "cap", "lowering": "lower",
	"raising": "raise", "reducing": "reduce", "changing": "change", "increasing": "increase", "decreasing": "decrease",
	"deleting": "delete", "removing": "remove", "adding": "add", "logging": "log", "booking": "book", "cancelling": "cancel",
	"canceling": "cancel", "updating": "update", "recording": "record", "redeeming": "redeem"}

// whetherVerbs, before "whether" or "if", ask a yes-or-no question put to
// a tool ("Check whether a payout requires a W-2G.", "determine if").
var whetherVerbs = set("check", "determine", "verify", "confirm", "establish", "see")

// toolParticles follow a tool verb as part of it ("look up", "pull up",
// "put together": the records gathered to be read).
var toolParticles = map[string][]string{"look": {"up"}, "pull": {"up", "together"}, "find": {"out"}, "put": {"together"},
	// a letter's "set out the tier levels of": lay them out, a list
	"set": {"out"}}

// askingOpening is the polite asking before a tool verb ("can u put
// together", "could you pull up", "please look up").
var askingOpening = set("please", "can", "could", "would", "will", "you", "kindly", "just")

// claimToolVerb claims the imperative verb opening a request put to a
// tool, where the question begins ("Enumerate the rewards programs",
// "Check whether a payout of 5 grand requires a W-2G", "Look up ..."):
// the question is what follows it. "whether" or "if" after a verb of
// checking is claimed with it, a particle with its verb. A verb the
// rules read elsewhere is still read ("list my w2gs"): only its being
// left over is no longer a word the answer would not say.
func claimToolVerb(q *question) {
	k := q.begin
	if k >= len(q.toks) || !q.free(k, k) {
		return
	}
	for askingOpening[q.norm(k)] && k+1 < len(q.toks) && q.free(k+1, k+1) {
		k++
	}
	w := q.norm(k)
	switch {
	case w == "propose" && proposedGerunds[q.norm(k+1)] != "":
		// "propose limiting each gaming session to 2 hours": the change
		// to propose, as "limit each gaming session to 2 hours" asks it
		q.claim(k, k)
		q.begin = k + 1
		q.toks[k+1].norm = proposedGerunds[q.norm(k+1)]
	case whetherVerbs[w] && (q.norm(k+1) == "whether" || q.norm(k+1) == "if"):
		q.claim(k, k+1)
	case whetherVerbs[w] && embeddedWh[q.norm(k+1)]:
		// "could you check which casinos in Iowa have a hotel", "verify
		// how many points Gold takes": the question after the verb is
		// asked, as after "tell me"
		q.claim(k, k)
	case slices.Contains(toolParticles[w], q.norm(k+1)):
		q.claim(k, k+1)
		if w == "set" {
			// "set out the tier levels": laid out, listed, no limit set
			q.toks[k].norm = "list"
		}
		if w == "find" && (q.norm(k+2) == "whether" || q.norm(k+2) == "if") {
			q.claim(k+2, k+2)
		}
	case toolVerbs[w]:
		q.claim(k, k)
		if w == "itemize" || w == "itemise" {
			// "Kindly itemize my W-2Gs": list them, as "list" asks
			q.toks[k].norm = "list"
		}
	case w == "remind" && (q.norm(k+1) == "me" || q.norm(k+1) == "us"):
		// "remind me which tiers I hold": to be reminded is to be told
		// again, as "tell me" asks
		q.claim(k, k+1)
	}
}

// knowVerbs say what a polite asker wants done with the answer: to know
// it, find it out, see it ("I'd like to find out", "is it possible to
// see", "would you mind telling me").
var knowVerbs = set("know", "find", "learn", "see", "ask", "check", "hear", "confirm", "determine", "verify", "inquire",
	"enquire", "understand")

// longWondering say how long or how often something has been wondered
// ("I've always wondered", "we have often wondered").
var longWondering = set("always", "often", "long", "just", "sometimes", "never", "ever")

// mindVerbs follow "would you mind" as what the asker would have done
// ("would you mind telling me", "do you mind pulling up"); a verb of any
// other doing ("booking", "sending") is no asking and stays unread.
var mindVerbs = set("telling", "showing", "giving", "letting", "listing", "pulling", "looking", "checking", "finding",
	"sharing", "reminding", "confirming", "bringing")

// politeSubjects are the askers of a polite opening ("I was wondering",
// "we'd like to know"); their word there is no word of their records.
var politeSubjects = set("i", "we", "im", "were", "id", "wed", "ive")

// claimPoliteness claims the polite and hedged wrappers around a
// question, which change nothing of what is asked: an opening ("I was
// wondering whether", "I wonder if", "would you mind telling me", "I'd
// like to find out", "is it possible to see", "would it be possible to",
// "would you be so kind as to", "would you be kind enough to", "may I
// ask", "I'd be grateful if you could"), a closing ("if I may ask", "if
// you know it", "if you don't mind", "if possible", "please", "thank
// you"), and anywhere "happen to" after its subject ("do you happen to
// know", "do I happen to have"), "by any chance", and the time of asking
// ("at the moment", "at present", "at this time") or what is held ("on
// file"). The asker's word in an opening ("I" of "I was wondering") is
// set apart, as it says nothing of their records; the question after an
// opening begins where it ends, so a tool verb there is read as after
// "please". A verb of another doing after "would you mind" ("booking me
// a room") is not claimed, and neither is what the wrapper holds.
func claimPoliteness(q *question) {
	for {
		k := q.begin
		j := politeOpeningAt(q, k)
		courtesy := j > k && courtesyOpeningAt(q, k) == j
		if j <= k || !q.free(k, j-1) && !(courtesy && q.free(k, k)) {
			// a courtesy opening's words may hold the agent's user,
			// read already ("With reference to our client's itinerary,")
			break
		}
		for i := k; i < j; i++ {
			if politeSubjects[q.norm(i)] || courtesy {
				// "For audit purposes,": a courtesy opening's words
				// are no word of the question ("audit" asks of no
				// audit)
				q.toks[i].norm = ""
			}
		}
		q.claim(k, j-1)
		q.begin = j
	}
	for i := range q.toks {
		switch {
		case q.norm(i) == "happen" && q.norm(i+1) == "to" && thirdOrFirst(q.norm(i-1)) && q.free(i, i+1):
			q.claim(i, i+1)
		case q.phraseAt(i, "by", "any", "chance") && q.free(i, i+2):
			q.claim(i, i+2)
		case (q.phraseAt(i, "at", "the", "moment") || q.phraseAt(i, "at", "this", "time") || q.phraseAt(i, "at", "this", "point")) &&
			q.free(i, i+2):
			q.claim(i, i+2)
		case (q.phraseAt(i, "at", "a", "time") || q.phraseAt(i, "at", "a", "stretch") || q.phraseAt(i, "at", "a", "sitting")) &&
			q.free(i, i+2):
			// "for about 2 hours at a time": how long each sitting is,
			// no place ("time" is no casino)
			q.claim(i, i+2)
		case (q.phraseAt(i, "at", "present") || q.phraseAt(i, "on", "file")) && q.free(i, i+1):
			q.claim(i, i+1)
		case sharedWithAsker(q, i) && q.free(i, i):
			// "please share what you have on Borgata", "share with me
			// which programs ...": asked to be told, as "tell me"
			if q.norm(i+1) == "with" && q.free(i+1, i+2) {
				q.claim(i, i+2)
			} else {
				q.claim(i, i)
			}
		case emphasisAdverbs[q.norm(i)] && i > 0 && q.free(i, i):
			// "which casinos actually run a rewards program", "what
			// exactly does it take to earn Gold": how earnestly it is
			// asked, as "honestly" closing it, says nothing of it
			q.claim(i, i)
		case q.norm(i) == "own" && ownedBy[q.norm(i-1)] && q.free(i, i):
			// "does potawatomi have its own rewards program": "own"
			// after a possessive only stresses it ("does boyd own" is
			// a verb, kept)
			q.claim(i, i)
		}
	}
	// closings, the last first ("..., if you know it, please")
	for end := len(q.toks); ; {
		j := politeClosingAt(q, end)
		if j >= end || j <= q.begin || !q.free(j, end-1) {
			break
		}
		q.claim(j, end-1)
		end = j
	}
	claimLookupClosing(q)
}

// lookupClosingVerbs ask the service to look a thing up ("can you
// check?", "could you find them?", "can you look it up?").
var lookupClosingVerbs = set("check", "find", "look", "confirm", "verify")

// lookupClosingObjects are what a closing lookup points back to, and
// the particles and persons that end it ("find them", "look it up for
// me").
var lookupClosingObjects = set("it", "them", "that", "this", "up", "out", "for", "me", "us", "please")

// claimLookupClosing claims a closing sentence that only asks the
// service to look up what the sentence before it asked ("I don't know
// how far I am from the next tier at Cannery. Can you check?", "...
// Could you find them?"): a modal, "you", a verb of lookupClosingVerbs
// and nothing after it but what it points back to. The sentence before
// it is the question; a closing with more in it ("Can you check my
// offers?") is a question of its own and is left.
func claimLookupClosing(q *question) {
	for i := q.begin + 1; i+2 < len(q.toks); i++ {
		if !q.sentenceBreakBefore(i) || !askModals[q.norm(i)] || q.norm(i+1) != "you" && q.norm(i+1) != "u" ||
			!lookupClosingVerbs[q.norm(i+2)] {
			continue
		}
		end := i + 3
		for end < len(q.toks) && lookupClosingObjects[q.norm(end)] {
			end++
		}
		if end == len(q.toks) && q.free(i, end-1) {
			q.claim(i, end-1)
		}
		return
	}
}

// askModals open a request put as a question ("can you", "could you").
var askModals = set("can", "could", "would", "will")

// emphasisAdverbs stress the question they stand in ("actually",
// "exactly"), asking nothing more than it does.
var emphasisAdverbs = set("actually", "really", "exactly", "truly", "precisely")

// ownedBy are the possessives "own" stresses ("its own", "their own").
var ownedBy = set("its", "their", "my", "our", "your", "his", "her")

// thirdOrFirst: w is the subject of "happen to" ("you", "I", "we").
func thirdOrFirst(w string) bool {
	return w == "you" || w == "i" || w == "we" || w == "they" || w == "he" || w == "she" || w == "u"
}

// politeOpeningAt is where the question goes on after a polite opening at
// k, or k when there is none.
func politeOpeningAt(q *question, k int) int {
	if q.norm(k) == "might" && doubledModals[q.norm(k+1)] {
		// "might could you cap my sessions", "might would you": the
		// Southern double modal asks as its second modal does
		return k + 1
	}
	if j := aboutToAt(q, k); j > k {
		return j
	}
	if j := letterOpeningAt(q, k); j > k {
		return j
	}
	if j := courtesyOpeningAt(q, k); j > k {
		return j
	}
	if j := formalRequestAt(q, k); j > k {
		return j
	}
	j := k
	// "I reckon there's a tribal casino near Atmore?", "I figure there
	// are racinos in Iowa?", "we think there's one": a guess put as a
	// question asks whether there is
	if (q.norm(j) == "i" || q.norm(j) == "we") && hedgeVerbs[q.norm(j+1)] {
		t := j + 2
		if q.norm(t) == "that" {
			t++
		}
		if q.norm(t) == "there" || q.norm(t) == "theres" {
			return t
		}
	}
	// "I was wondering whether", "we were just wondering if", "I wonder
	// what", "I'm curious whether"
	switch {
	case q.norm(j) == "im" || q.norm(j) == "were":
		j++
	case (q.norm(j) == "i" || q.norm(j) == "we") && (q.norm(j+1) == "was" || q.norm(j+1) == "were" || q.norm(j+1) == "am" || q.norm(j+1) == "are"):
		j += 2
	case (q.norm(j) == "i" || q.norm(j) == "we") && q.norm(j+1) == "wonder":
		j++
	}
	if j > k || q.norm(j) == "wondering" {
		if q.norm(j) == "just" || q.norm(j) == "also" {
			j++
		}
		if w := q.norm(j); w == "wondering" || w == "wonder" || (w == "curious" && j > k) {
			return whetherAfter(q, j+1)
		}
	}
	j = k
	// "I've always wondered how many rolls an hour a craps table sees",
	// "we have often wondered whether": what has long been wondered is
	// asked as "I wonder" asks it
	if q.norm(j) == "ive" || q.norm(j) == "weve" {
		j++
	} else if (q.norm(j) == "i" || q.norm(j) == "we") && q.norm(j+1) == "have" {
		j += 2
	}
	if j > k {
		if longWondering[q.norm(j)] {
			j++
		}
		if q.norm(j) == "wondered" {
			return whetherAfter(q, j+1)
		}
	}
	j = k
	// "would you mind telling me", "do you mind pulling up", and "mind
	// checking" with the "would you" left off, as it is said aloud
	if (q.norm(j) == "would" || q.norm(j) == "do" || q.norm(j) == "could") && (q.norm(j+1) == "you" || q.norm(j+1) == "u") && q.norm(j+2) == "mind" ||
		q.norm(j) == "mind" && mindVerbs[q.norm(j+1)] {
		if q.norm(j) == "mind" {
			j -= 2
		}
		j += 3
		if !mindVerbs[q.norm(j)] {
			return k
		}
		j++
		if q.norm(j) == "me" || q.norm(j) == "us" {
			j++
		}
		if q.norm(j-2) == "letting" && q.norm(j) == "know" {
			j++
		}
		if q.norm(j) == "up" || q.norm(j) == "out" {
			j++
		}
		return whetherAfter(q, j)
	}
	// "I'd like to find out", "I would like to know", "we want to see",
	// "I'd love to learn"
	j = k
	switch {
	case q.norm(j) == "id" || q.norm(j) == "wed":
		j++
	case (q.norm(j) == "i" || q.norm(j) == "we") && (q.norm(j+1) == "would" || q.norm(j+1) == "want" || q.norm(j+1) == "wish" ||
		q.norm(j+1) == "should"):
		// a letter's "I should like to know", "I should be grateful"
		j += 2
	}
	if j > k {
		if q.norm(j) == "like" || q.norm(j) == "love" {
			j++
		}
		if q.norm(j) == "to" && knowVerbs[q.norm(j+1)] {
			return knowVerbAt(q, j+1)
		}
		// "I'd be grateful if you could", "I would appreciate it if you
		// would"
		if q.norm(j) == "be" && (q.norm(j+1) == "grateful" || q.norm(j+1) == "obliged" || q.norm(j+1) == "glad") {
			j += 2
		} else if q.norm(j) == "appreciate" && q.norm(j+1) == "it" {
			j += 2
		} else {
			return k
		}
		if q.norm(j) == "if" && (q.norm(j+1) == "you" || q.norm(j+1) == "u") &&
			(q.norm(j+2) == "could" || q.norm(j+2) == "would" || q.norm(j+2) == "can") {
			return j + 3
		}
		// "I should be grateful for a list of ...", "I'd be grateful to
		// learn whether ..."
		if q.norm(j-1) != "it" && q.norm(j) == "for" {
			return j + 1
		}
		if q.norm(j-1) != "it" && q.norm(j) == "to" && knowVerbs[q.norm(j+1)] {
			return knowVerbAt(q, j+1)
		}
		return k
	}
	// "is it possible to see", "would it be possible to", "is there a
	// way to find out"
	j = k
	switch {
	case (q.norm(j) == "is" || q.norm(j) == "was") && q.norm(j+1) == "it" && q.norm(j+2) == "possible":
		j += 3
	case (q.norm(j) == "would" || q.norm(j) == "will") && q.phraseAt(j+1, "it", "be", "possible"):
		j += 4
	case q.phraseAt(j, "is", "there", "a", "way") || q.phraseAt(j, "is", "there", "any", "way"):
		j += 4
	}
	if j > k {
		if q.norm(j) == "for" && (q.norm(j+1) == "you" || q.norm(j+1) == "me") {
			j += 2
		}
		if q.norm(j) != "to" {
			return k
		}
		if knowVerbs[q.norm(j+1)] || toolVerbs[q.norm(j+1)] || slices.Contains(toolParticles[q.norm(j+1)], q.norm(j+2)) {
			// a verb of a particle only with its particle ("pull up"): "put a
			// time limit on" is a change, not "put together"
			return knowVerbAt(q, j+1)
		}
		if q.phraseAt(j-4, "is", "there", "a", "way") || q.phraseAt(j-4, "is", "there", "any", "way") {
			if limitVerbs[q.norm(j+1)] {
				// "is there a way to cap what I spend each week": how to
				// set a limit is answered by the change itself, its value
				// left missing (nothing runs until it is given and
				// confirmed), never by a read of the limits
				return j + 1
			}
			return k // "is there a way to book": a doing, not a knowing
		}
		return j + 1
	}
	// "would you be so kind as to", "could you be kind enough to"
	j = k
	if (q.norm(j) == "would" || q.norm(j) == "could" || q.norm(j) == "will") && (q.norm(j+1) == "you" || q.norm(j+1) == "u") && q.norm(j+2) == "be" {
		j += 3
		switch {
		case q.norm(j) == "so" && (q.norm(j+1) == "kind" || q.norm(j+1) == "good") && q.norm(j+2) == "as" && q.norm(j+3) == "to":
			return j + 4
		case (q.norm(j) == "kind" || q.norm(j) == "good") && q.norm(j+1) == "enough" && q.norm(j+2) == "to":
			return j + 3
		}
		return k
	}
	if j := indirectOpeningAt(q, k); j > k {
		return j
	}
	if j := chanceRequestAt(q, k); j > k {
		return j
	}
	if j := helpfulToKnowAt(q, k); j > k {
		return j
	}
	if j := hopedRequestAt(q, k); j > k {
		return j
	}
	// "may I ask", "might I ask whether", "can I ask", a letter's "may
	// we ask whether"
	if (q.norm(k) == "may" || q.norm(k) == "might" || q.norm(k) == "can" || q.norm(k) == "could") && (q.norm(k+1) == "i" || q.norm(k+1) == "we") &&
		q.norm(k+2) == "ask" {
		return whetherAfter(q, k+3)
	}
	return k
}

// indirectOpeningAt is where the question goes on after an indirect
// frame at k, or k when there is none: "do you know if", "does Tierline
// know what", "any idea how many", "do you have any idea whether",
// "could you tell me whether", "am I right that", "is it true that". The
// frame asks nothing itself (its yes or no would say only whether the
// service knows): the question inside it decides the intent. "tell me"
// is a frame only before "if" or "whether", as before a wh-word it is
// read already ("could you tell me which programs ..."); "do you know"
// only before "if", "whether" or a wh-word ("do you know Borgata" asks
// of no fact).
func indirectOpeningAt(q *question, k int) int {
	j := k
	switch {
	case (q.norm(j) == "do" || q.norm(j) == "does") && knowers[q.norm(j+1)]:
		j += 2
		if q.norm(j) == "guys" || q.norm(j) == "folks" {
			j++
		}
		if q.norm(j) == "happen" && q.norm(j+1) == "to" {
			j += 2
		}
		if q.norm(j) == "know" && (q.norm(j+1) == "if" || q.norm(j+1) == "whether" || embeddedWh[q.norm(j+1)]) {
			return whetherAfter(q, j+1)
		}
		if q.norm(j) == "have" && (q.norm(j+1) == "any" || q.norm(j+1) == "an") && q.norm(j+2) == "idea" {
			return ideaAfter(q, k, j+3)
		}
	case (q.norm(j) == "any" || q.norm(j) == "an") && q.norm(j+1) == "idea":
		return ideaAfter(q, k, j+2)
	case q.norm(j) == "got" && q.norm(j+1) == "any" && q.norm(j+2) == "idea":
		return ideaAfter(q, k, j+3)
	case (q.norm(j) == "could" || q.norm(j) == "can" || q.norm(j) == "would" || q.norm(j) == "will") && (q.norm(j+1) == "you" || q.norm(j+1) == "u") &&
		q.norm(j+2) == "tell" && (q.norm(j+3) == "me" || q.norm(j+3) == "us") && (q.norm(j+4) == "if" || q.norm(j+4) == "whether"):
		return j + 5
	case q.norm(j) == "am" && q.norm(j+1) == "i" && (q.norm(j+2) == "right" || q.norm(j+2) == "correct"):
		j += 3
		if q.phraseAt(j, "in", "thinking") {
			j += 2
		}
		if q.norm(j) == "that" {
			return j + 1
		}
	case q.norm(j) == "is" && q.norm(j+1) == "it" && (q.norm(j+2) == "true" || q.norm(j+2) == "right" || q.norm(j+2) == "correct") && q.norm(j+3) == "that":
		return j + 4
	}
	if j := unknowingAt(q, k); j > k && (q.norm(j) == "if" || q.norm(j) == "whether" || embeddedWh[q.norm(j)]) {
		return whetherAfter(q, j)
	}
	return k
}

// unknowingVerbs say the asker does not know or recall a thing ("I
// don't know", "we can't remember", "I forget").
var unknowingVerbs = set("know", "remember", "recall")

// unknowingAt is where the words go on after the asker's saying they do
// not know at k ("I don't know", "I can't remember", "I'm not sure",
// "not sure"), or k when none opens there. Before a wh-word, "if" or
// "whether" it frames the question inside, as "do you know what" does:
// not knowing a thing asks it ("I don't know how far I am from the next
// tier" asks how far).
func unknowingAt(q *question, k int) int {
	j := k
	if q.norm(j) == "i" || q.norm(j) == "we" {
		j++
		if (q.norm(j) == "dont" || q.norm(j) == "cant" || q.norm(j) == "didnt") && unknowingVerbs[q.norm(j+1)] {
			return j + 2
		}
		if q.norm(j) == "am" || q.norm(j) == "are" {
			j++
		}
	} else if q.norm(j) == "im" || q.norm(j) == "were" {
		j++
	}
	if q.norm(j) == "not" && (q.norm(j+1) == "sure" || q.norm(j+1) == "certain") {
		return j + 2
	}
	return k
}

// hopedRequestAt is where the question goes on after a request put as
// the asker's hope at k ("I was hoping you could find ...", "we're
// hoping you can set ...", "I hope you could tell me ..."), or k when
// there is none: the hope asks what the modal after "you" asks, as
// "could you" does. A hope of anything else ("I was hoping to win", "I
// hope Borgata has rooms") asks nothing and is left.
func hopedRequestAt(q *question, k int) int {
	j := k
	switch {
	case q.norm(j) == "im" || q.norm(j) == "were":
		j++
	case (q.norm(j) == "i" || q.norm(j) == "we") && beForms[q.norm(j+1)]:
		j += 2
	case (q.norm(j) == "i" || q.norm(j) == "we") && (q.norm(j+1) == "hope" || q.norm(j+1) == "hoped" || q.norm(j+1) == "trust"):
		// a letter's "I trust you can provide ...": the request put as
		// a confidence, as a hope is
		j++
	default:
		return k
	}
	if q.norm(j) == "really" || q.norm(j) == "just" {
		j++ // "I was really hoping", "we're just hoping"
	}
	if w := q.norm(j); w != "hoping" && w != "hope" && w != "hoped" && w != "trust" {
		return k
	}
	j++
	if q.norm(j) == "that" {
		j++
	}
	if (q.norm(j) == "you" || q.norm(j) == "u") && hopedModals[q.norm(j+1)] {
		return j + 2
	}
	return k
}

// chanceRequestAt is where the question goes on after a request put as
// a chance at k ("any chance you could find ...", "is there any chance
// you can set ..."), or k when there is none: it asks what the modal
// after "you" asks, as "could you" does; a chance that something exists
// ("any chance there's a racino near Dover") asks whether it does. A
// chance of anything else ("any chance I win", "any chance Borgata has
// rooms") is left.
func chanceRequestAt(q *question, k int) int {
	j := k
	if q.phraseAt(j, "is", "there") {
		j += 2
	}
	if q.norm(j) != "any" || q.norm(j+1) != "chance" {
		return k
	}
	j += 2
	if q.norm(j) == "that" {
		j++
	}
	if (q.norm(j) == "you" || q.norm(j) == "u") && hopedModals[q.norm(j+1)] {
		return j + 2
	}
	if q.norm(j) == "theres" || q.norm(j) == "there" {
		// "any chance there's a racino near Dover?": the chance that
		// something exists asks whether it does, as "I reckon
		// there's" does (politeOpeningAt)
		return j
	}
	return k
}

// helpfulToKnowAt is where the question goes on after the asker saying
// knowing it would help at k ("it'd help to know which ...", "it would
// help me to see ...", "it'd be helpful to find out whether ..."), or k
// when there is none: knowing a thing is to be told it, as "I'd like to
// know" asks.
func helpfulToKnowAt(q *question, k int) int {
	j := k
	switch {
	case q.norm(j) == "itd":
		j++
	case q.norm(j) == "it" && q.norm(j+1) == "would":
		j += 2
	default:
		return k
	}
	pleasant := false
	switch {
	case q.norm(j) == "help":
		j++
	case q.norm(j) == "be" && q.norm(j+1) == "helpful":
		j += 2
	case q.norm(j) == "be" && pleasantWords[q.norm(j+1)]:
		// "it would be great to see ...", "it'd be nice to know
		// ...": how welcome knowing it would be, as helpful
		j += 2
		pleasant = true
	default:
		return k
	}
	if q.norm(j) == "me" || q.norm(j) == "us" {
		j++
	}
	if q.norm(j) == "to" && knowVerbs[q.norm(j+1)] {
		if pleasant && q.norm(j+1) == "see" && (hopedOpeners[q.norm(j+2)] || wishedSeen[q.norm(j+2)]) {
			// "It would be nice to see my tier go up", "it'd be
			// great to see a hotel there": a thing wished to
			// happen, not one asked to be shown
			return k
		}
		return knowVerbAt(q, j+1)
	}
	return k
}

// wishedSeen open what a pleasant "to see" wishes would happen rather
// than asks to be shown ("it would be nice to see my tier go up", "...
// to see more comps").
var wishedSeen = set("my", "our", "more", "fewer", "less", "them", "it")

// beForms are "was", "were", "am" and "are", after the asker of a hope
// ("I was hoping", "we are hoping").
var beForms = set("was", "were", "am", "are")

// hopedModals ask after "you" in a hope ("you could", "you'd be able
// to" is not one of them).
var hopedModals = set("could", "would", "can", "might", "will")

// knowers are the ones asked whether they know, in an indirect frame
// ("do you know", "does Tierline know", "does anyone know").
var knowers = set("you", "u", "tierline", "anyone", "anybody")

// embeddedWh open the question inside an indirect frame ("do you know
// what ...", "any idea how many ...").
var embeddedWh = set("what", "which", "how", "where", "who", "when", "whats")

// ideaAfter is where the question goes on after "any idea" ending at j:
// past "if" or "whether", or at the wh-word; k when neither follows ("any
// idea for a trip" is no frame).
func ideaAfter(q *question, k, j int) int {
	if q.norm(j) == "if" || q.norm(j) == "whether" {
		return j + 1
	}
	if embeddedWh[q.norm(j)] {
		return j
	}
	return k
}

// limitVerbs set, move or put a responsible-gaming limit ("is there a
// way to cap / limit / put a time limit on ...").
var limitVerbs = set("set", "cap", "limit", "put", "restrict", "lower", "raise", "change")

// hedgeVerbs put a guess ("I reckon", "I figure", "I bet").
var hedgeVerbs = set("reckon", "think", "guess", "figure", "suppose", "bet", "believe", "imagine", "expect")

// doubledModals follow "might" in a double modal ("might could", "might
// would", "might should").
var doubledModals = set("could", "would", "should", "can", "will")

// aboutToWords say the asker is about to do something ("I'm fixing to",
// "we're about to", "I'm going to", "I'm gonna").
var aboutToWords = set("fixing", "about", "going", "fixin")

// aboutToAt is where a change goes on after its asker says they are
// about to make it ("I'm fixin' to set my weekly budget at $300, can you
// do that?", "we're about to lower my daily budget to $80", "I'm gonna
// cap my sessions at 90 minutes"): the verb of a limit set or moved, or
// a record removed, added or marked, with its object right after it, as
// a change is asked after a lead-in (clauseChangeVerbs); k when the
// words at k say no such thing ("I'm going to Reno", "I'm about to use
// my free play": a doing that is no change asked).
func aboutToAt(q *question, k int) int {
	j := k
	switch {
	case q.norm(j) == "im" || q.norm(j) == "were":
		j++
	case q.phraseAt(j, "i", "am") || q.phraseAt(j, "we", "are"):
		j += 2
	default:
		return k
	}
	switch {
	case aboutToWords[q.norm(j)] && q.norm(j+1) == "to":
		j += 2
	case q.norm(j) == "gonna":
		j++
	default:
		return k
	}
	if clauseChangeVerbs[q.norm(j)] && changeObjects[q.norm(j+1)] {
		return j
	}
	return k
}

// knowVerbAt is where the question goes on after a verb of knowing or a
// tool verb at j ("find out whether", "see", "look up"), its particle
// and "whether" or "if" claimed with it.
func knowVerbAt(q *question, j int) int {
	if slices.Contains(toolParticles[q.norm(j)], q.norm(j+1)) {
		j++
	}
	return whetherAfter(q, j+1)
}

// whetherAfter is j past "whether", "if" or "about" at j.
func whetherAfter(q *question, j int) int {
	if w := q.norm(j); w == "whether" || w == "if" || w == "about" {
		return j + 1
	}
	return j
}

// politeClosings close a question without asking anything ("..., if I
// may ask", "..., if you know it", "..., please").
var politeClosings = [][]string{{"if", "i", "may", "ask"}, {"if", "i", "might", "ask"}, {"if", "i", "may"}, {"if", "i", "can", "ask"},
	{"if", "you", "know", "it"}, {"if", "you", "know", "that"}, {"if", "you", "know"}, {"if", "you", "dont", "mind"},
	{"if", "you", "would"}, {"if", "you", "could"}, {"if", "you", "can"}, {"if", "you", "please"}, {"if", "possible"},
	{"if", "its", "possible"}, {"if", "thats", "possible"}, {"if", "you", "would", "be", "so", "kind"}, {"please"},
	{"thank", "you"}, {"thanks"}, {"thanks", "in", "advance"}, {"thank", "you", "in", "advance"}, {"many", "thanks"},
	// regional tags that ask nothing ("..., dontcha know?", "you
	// betcha", "y'all know?") and "again" of a thing forgotten ("what's
	// the house edge on blackjack again?")
	{"dontcha", "know"}, {"you", "know"}, {"you", "betcha"}, {"again"},
	// how earnestly it is asked ("what's the house edge on keno,
	// honestly?")
	{"honestly"}, {"seriously"}, {"though"}, {"really"}, {"frankly"}, {"truthfully"},
	// a turn back to the question after a story, typed at its end
	// ("whats the house edge on keno anyway")
	{"anyway"}, {"anyways"}, {"anyhow"},
	// a formal request put in the passive ("A list of the racinos in
	// Iowa is requested.", "... are hereby requested"): what is asked
	// for is named before it, as before "please"
	{"is", "requested"}, {"is", "hereby", "requested"}, {"are", "requested"}, {"are", "hereby", "requested"},
	{"is", "kindly", "requested"}, {"are", "kindly", "requested"}}

// politeClosingAt is where a polite closing ending right before end
// begins, or end when none does.
func politeClosingAt(q *question, end int) int {
	best := end
	for _, c := range politeClosings {
		if i := end - len(c); i < best && q.phraseAt(i, c...) {
			best = i
		}
	}
	return best
}

// tripVerbs say the asker is on the way to a place ("driving to reno").
var tripVerbs = set("driving", "heading", "headed", "going", "flying", "traveling", "travelling", "visiting")

// tripBase are the plain verbs of a trip about to be made ("fixing to
// drive to", "about to head to", "gonna fly to").
var tripBase = set("go", "drive", "head", "fly", "travel", "visit", "run", "roll")

// tripPast are the verbs of a trip in the past, which a supposition
// puts ahead ("if I drove to Reno"); supposedArrivals and supposedStays
// say the asker supposed is somewhere ("say I end up in", "if we stayed
// at").
var (
	tripPast         = set("drove", "went", "headed", "flew", "traveled", "travelled", "visited", "ran", "rolled")
	supposedArrivals = set("end", "ended", "wind", "wound")
	supposedStays    = set("stay", "stayed", "was", "were", "am", "are")
)

// tripPlans and tripNouns say the same with a trip planned or taken
// ("planning a trip to", "taking a drive to").
var (
	tripPlans = set("planning", "taking", "making", "plotting")
	tripNouns = set("trip", "drive", "visit", "vacation", "getaway", "weekend")
	thereWays = set("up", "down", "out", "over")
)

// tripWhen are the words saying when a trip is ("next week", "this
// weekend", "tomorrow", "on friday", "this summer"), or that the asker
// is there now ("right now", "rn").
var tripWhen = union(weekdays, set("next", "this", "week", "weekend", "month", "tomorrow", "tonight", "soon", "today",
	"on", "right", "now", "currently", "summer", "winter", "spring", "autumn"))

// acrossWords take a trip through a place ("driving across montana").
var acrossWords = set("across", "through", "thru")

// questionOpeners open the question after a spoken lead-in with no
// comma between them ("... tomorrow what casinos are near there").
var questionOpeners = set("what", "whats", "which", "where", "any", "are", "is", "show", "list", "find", "how")

// weekdays are the days of the week a trip may be on.
var weekdays = set("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")

// stayCues say where the asker is or will be ("in reno", "at the
// borgata", "near tunica"); the cue is left for the place.
var stayCues = set("in", "at", "near", "around", "by")

// nowWords say the asker is at a place at the time of asking ("right
// now", "rn", "currently").
var nowWords = set("now", "currently")

// thereNear point back to a place as "there" does ("around there", "near
// there").
var thereNear = union(thereWays, set("around", "near"))

// claimTripLeadIn claims a lead-in saying where the asker (or an agent's
// user) is going or will be ("we're driving to reno next week, ...", "my
// client is planning a trip to tunica, ...", "gonna be in north las
// vegas next week, ...", "we'll be staying in laughlin —") when the
// question after its comma or dash points back to that place with
// "there" ("which casinos there have a hotel", "any casinos around
// there"): the subject, the verb and when are claimed, and "to <town>"
// or "in <town>" is left for the town, so the question is asked near it.
// A town the directory does not know stays unread and declines; without
// "there", or without casinos asked for, after the comma nothing more is
// claimed. Where the asker is at the time of asking ("I'm at 36.1,-115.2
// rn, closest casinos?", "I'm at the borgata right now — how far am I
// from the next tier?") only says the place is where they are: its
// subject and its "right now" are claimed whatever the question after;
// so is where an agent's user is ("my user is at <place> -") before a
// search for casinos.
func claimTripLeadIn(q *question) {
	k := 0
	for k < len(q.toks) && q.toks[k].used {
		k++
	}
	start := k
	switch {
	case q.norm(k) == "were" || q.norm(k) == "im" || q.norm(k) == "hes" || q.norm(k) == "shes" || q.norm(k) == "theyre":
		k++
	case (q.norm(k) == "ill" || q.norm(k) == "well") && q.norm(k+1) == "be":
		// "i'll be in", "we'll be at"
		k++
	case (q.norm(k) == "we" || q.norm(k) == "they") && q.norm(k+1) == "are", q.norm(k) == "i" && q.norm(k+1) == "am",
		(q.norm(k) == "he" || q.norm(k) == "she") && q.norm(k+1) == "is":
		k += 2
	case (q.norm(k) == "i" || q.norm(k) == "we" || q.norm(k) == "they" || q.norm(k) == "he" || q.norm(k) == "she") && q.norm(k+1) == "will":
		k += 2
	case (q.norm(k) == "the" || q.norm(k) == "my" || q.norm(k) == "our") && relayNouns[q.norm(k+1)] && (q.norm(k+2) == "is" || q.norm(k+2) == "are"):
		// "my client is heading to ...": an agent's user on the way
		k += 3
	}
	// "if I drove through Horton", "say we end up in Holdenville", "were
	// I to head to Ada": a trip supposed, its verb plain or in the past,
	// is one to come
	supposed := false
	if k == start && k > 0 && q.supposer == k && (q.norm(k) == "i" || q.norm(k) == "we") {
		k++
		if q.norm(k) == "to" && q.norm(k-2) == "were" {
			k++
		}
		switch {
		case supposedArrivals[q.norm(k)] && q.norm(k+1) == "up" && stayCues[q.norm(k+2)]:
			// "end up in", "wound up at": the asker is there
			k += 2
		case supposedStays[q.norm(k)] && stayCues[q.norm(k+1)]:
			k++
		case tripBase[q.norm(k)] || tripPast[q.norm(k)]:
			supposed = true
		default:
			return
		}
	}
	subject := k > start
	// "gonna be in", "going to be at", "will be in", "be staying in": the
	// asker will be somewhere, said with its subject or without
	future := false
	switch {
	case q.norm(k) == "gonna" && q.norm(k+1) == "be":
		k, future = k+2, true
	case q.phraseAt(k, "going", "to", "be"):
		k, future = k+3, true
	case q.norm(k) == "will" && q.norm(k+1) == "be":
		k, future = k+2, true
	case q.norm(k) == "be" && subject:
		// "i'll be in", "we will be at"
		k, future = k+1, true
	}
	if q.norm(k) == "staying" && (subject || future) {
		k++
		future = true
	}
	if q.norm(k) == "currently" && subject {
		k++ // "I'm currently at"
	}
	// "we're fixin' to drive down to", "i'm about to head to", "gonna
	// fly to": a trip about to be made, its verb plain
	plain := false
	switch {
	case q.norm(k) == "gonna" && tripBase[q.norm(k+1)]:
		k, plain = k+1, true
	case aboutToWords[q.norm(k)] && q.norm(k+1) == "to" && tripBase[q.norm(k+2)]:
		k, plain = k+2, true
	}
	trip := tripVerbs[q.norm(k)] || plain || supposed
	verb, cue, going := k, -1, false
	if trip && thereWays[q.norm(k+1)] && (q.norm(k+2) == "to" || q.norm(k+2) == "the") {
		// "driving down to biloxi", "headed up to", "goin down the
		// shore": the way is part of the going
		k++
		if q.norm(k+1) == "the" {
			cue = k
		}
	}
	switch {
	case tripPlans[q.norm(k)] && (q.norm(k+1) == "a" || q.norm(k+1) == "an") && tripNouns[q.norm(k+2)]:
		// "planning a trip to", "taking a drive to"
		verb, going = k+2, true
	case trip:
		verb, going = k, true
	case stayCues[q.norm(k)] && (subject || future):
		// "gonna be in reno", "I'm at the borgata": the cue is the place's
		verb, cue = k-1, k
	default:
		return
	}
	if cue < 0 && (q.norm(verb) == "visit" || q.norm(verb) == "visiting") && q.norm(verb+1) != "to" {
		cue = verb // "about to visit tunica": the place right after
	}
	if cue < 0 {
		// "driving across montana", "heading through nevada": a way
		// through a place is going there too
		if q.norm(verb+1) != "to" && !(going && acrossWords[q.norm(verb+1)]) {
			return
		}
		cue = verb + 1
	}
	// the lead-in ends at its comma or dash, a few words on; the comma
	// between a town and its state ("heading to sulphur, oklahoma next
	// week -") is the place's
	end := -1
	for j := cue + 1; j < len(q.toks) && j <= cue+7; j++ {
		if punctAfter(q, j) {
			if code, last := statesAfter(q, j+1); code != "" && strings.HasPrefix(strings.TrimLeft(q.text[q.toks[j].end:], " "), ",") {
				j = last - 1
				continue
			}
			end = j
			break
		}
	}
	if end < 0 {
		// spoken, with no comma: the lead-in ends where a question
		// opens after its place, or after its time ("im driving to
		// bettendorf tomorrow what casinos are near there")
		for j := cue + 1; j < len(q.toks)-1 && j <= cue+7; j++ {
			if questionOpeners[q.norm(j+1)] && !tripWhen[q.norm(j+1)] {
				end = j
				break
			}
		}
	}
	if end < 0 {
		return
	}
	// when the asker is there: the words right before the comma
	when := end + 1
	for j := end; j > cue+1 && tripWhen[q.norm(j)] && q.free(j, j); j-- {
		when = j
	}
	// the question after it searches the directory for places to play
	// there; a record of the asker's ("my offers there") is not
	// searched by place
	there, places := -1, false
	for j := end + 1; j < len(q.toks); j++ {
		// "what casinos are there?" ending the question is the place,
		// as "which casinos there" is; "are there any casinos" is not
		if q.norm(j) == "there" && q.free(j, j) && (!(q.norm(j-1) == "are" || q.norm(j-1) == "is") || j == len(q.toks)-1) {
			there = j
		}
		places = places || searchedWords[q.norm(j)]
	}
	if there < 0 && places && ownPlaceAfter(q, end) && q.free(start, end) && going {
		// "goin down the shore this weekend, which casinos in AC have
		// a hotel?", "heading to the beach friday, any casinos near
		// biloxi?": where the asker goes is only context when the
		// question names its own place to search
		q.claim(start, end)
		return
	}
	if there < 0 || !places {
		// where the asker is right now, with its subject: "I'm at X rn,";
		// where an agent's user is, before casinos searched for ("my
		// user is at 36.17,-86.78 - any casinos within 60 miles?"), is
		// where the asker is, as "I'm at" says
		present := subject && !future && cue == verb+1 && stayCues[q.norm(cue)]
		relayed := (q.norm(start) == "the" || q.norm(start) == "my" || q.norm(start) == "our") && relayNouns[q.norm(start+1)]
		at := nowAt(q, end, cue+1)
		if present && (at >= 0 || q.norm(verb) == "currently" || (relayed && places)) {
			q.claim(start, verb)
			if at >= 0 {
				q.claim(at, end)
			}
		}
		return
	}
	q.claim(start, verb)
	if acrossWords[q.norm(cue)] {
		q.claim(cue, cue) // "across", unlike "to", is no place cue
	}
	q.leadPlace = cue + 1
	if q.norm(cue+1) == "the" {
		q.leadPlace++ // "to the borgata"
	}
	// "up there", "out there", "around there": the same place
	if thereNear[q.norm(there-1)] && q.free(there-1, there-1) {
		q.claim(there-1, there-1)
	}
	if when <= end {
		q.claim(when, end)
	}
	if leadJoiners[q.norm(end+1)] && end+1 < there && q.free(end+1, end+1) {
		// "we're driving through bakersfield next week, so which
		// casinos near there ...": a joining word after the comma adds
		// nothing to the question
		q.claim(end+1, end+1)
	}
}

// ownPlaceAfter: the words after token end name a place of their own
// after a cue ("in AC", "near biloxi"), not one pointed back to ("in
// the area", "near there", "in town").
func ownPlaceAfter(q *question, end int) bool {
	for j := end + 1; j+1 < len(q.toks); j++ {
		if wayCues[q.norm(j)] && !placesPointedTo[q.norm(j+1)] {
			return true
		}
	}
	return false
}

// placesPointedTo follow a place cue without naming a place ("in the
// area", "near there", "in town", "around here").
var placesPointedTo = set("the", "there", "here", "that", "this", "it", "town", "area", "my", "our", "your", "them", "those")

// nowAt is where the words saying "now" ("right now", "rn", "now",
// "currently") begin when they end at token end, after token after; -1
// when the words there say nothing of now.
func nowAt(q *question, end, after int) int {
	if !nowWords[q.norm(end)] || !q.free(end, end) || end <= after {
		return -1
	}
	if q.norm(end) == "now" && q.norm(end-1) == "right" && end-1 > after && q.free(end-1, end-1) {
		return end - 1
	}
	return end
}

// claimPlaceWays claims the word saying which way a place lies from the
// asker, before its cue ("any racinos over in west virginia", "casinos
// out in deadwood", "down near biloxi"): "over", "out", "up" or "down",
// then "in", "near", "around" or "by", then the town or state read. It
// says nothing of the place; "sold out in vegas" keeps "sold".
func (u *understanding) claimPlaceWays() {
	q := u.q
	for k := 0; k+2 < len(q.toks); k++ {
		if !(thereWays[q.norm(k)] || vaguePlaces[q.norm(k)]) || !q.free(k, k) || !wayCues[q.norm(k+1)] || !q.toks[k+2].used {
			continue
		}
		if u.placeWord(k+2) || (u.state != nil && strings.EqualFold(q.toks[k+2].raw, u.state.Code)) {
			q.claim(k, k)
		}
	}
}

// claimSupposition claims the opening of a supposition of what the asker
// does ("If I ...", "Suppose I'm ...", "Let's say we ...", "Were I to
// ...", "Hypothetically, if I ..."; supposedAt): it frames the question
// and adds nothing of its own, and the question is read as if asked
// plainly, the fields it needs read in the supposing clause too. The
// asker stays its subject; a past undone ("if I'd ...", "had I ...") or
// another person's doing ("say my dad ...") is no such opening.
func claimSupposition(q *question) {
	k := q.opening()
	for k < len(q.toks) && q.toks[k].used {
		k++
	}
	ws := make([]string, 0, 8)
	for j := k; j < len(q.toks) && j < k+8; j++ {
		ws = append(ws, q.norm(j))
	}
	at := supposedAt(ws)
	if at == 0 || !q.free(k, k+at-1) {
		return
	}
	q.claim(k, k+at-1)
	q.supposer = k + at
	q.begin = k + at
	if n := supposedAside(ws, at); n > 0 && q.free(k+at+1, k+at+n) {
		q.claim(k+at+1, k+at+n) // "were I to chase": "to"; "should I decide to"
	}
	// "if I only wanted tribal casinos": a wish supposed is in the
	// past, and wants what a wish now does
	for j := k + at + 1; j < len(q.toks) && j <= k+at+2; j++ {
		if w, ok := supposedWishes[q.norm(j)]; ok {
			q.toks[j].norm = w
			break
		}
	}
}

// supposedWishes are wishes in the past of a supposition, read as now
// ("if I wanted", "say we needed").
var supposedWishes = map[string]string{"wanted": "want", "needed": "need"}

// supposedDoings are the asker's doings a supposition may frame a
// question with: staying, choosing, chasing, landing a win ("if I
// stayed at the Riverside", "say I stick to tribal casinos", "should I
// decide to chase Gold", "suppose I land a $1,500 jackpot"); joining a
// program is not among them, as "if I joined Circa Rewards" may name a
// casino as well. supposedDoingAdverbs may come before them ("if I only
// stayed"), and supposedParticles after ("stuck with").
var (
	supposedDoings = set("stay", "stayed", "stick", "stuck", "chase", "chased", "pick", "picked", "choose", "chose", "try",
		"tried", "land", "landed", "bag", "bagged", "book", "booked")
	supposedDoingAdverbs = set("only", "just", "ever", "really", "actually", "eventually", "finally")
	supposedParticles    = set("with")
)

// claimSupposedDoing claims, in a question opened by a supposition of
// the asker's doing (claimSupposition), the verb of that doing when no
// rule read it: the supposition only frames the question ("If I stayed
// at the Riverside in Laughlin, how many rooms does it have?" asks the
// casino's details), so its verb asks nothing the answer would leave
// out. A wish before it ("if I wanted to try ...") frames it too. Called by the checks of what a question's words ask,
// after every rule has read what it reads.
func claimSupposedDoing(q *question) {
	k := q.supposer
	if k <= 0 || k >= len(q.toks) || (q.norm(k) != "i" && q.norm(k) != "we") {
		return
	}
	k++
	for k < len(q.toks) && q.toks[k].used && k < q.supposer+4 {
		k++ // "were I to", "should I decide to": claimed already
	}
	start := k
	if supposedDoingAdverbs[q.norm(k)] && q.free(k, k) {
		k++
	}
	if (q.norm(k) == "want" || q.norm(k) == "need") && q.norm(k+1) == "to" && q.free(k, k+1) {
		k += 2 // "if I wanted to try a racino"
	}
	if !supposedDoings[q.norm(k)] || !q.free(start, k) {
		return
	}
	end := k
	if supposedParticles[q.norm(k+1)] && q.free(k+1, k+1) {
		end++
	}
	q.claim(start, end)
	if q.free(q.supposer, q.supposer) {
		q.claim(q.supposer, q.supposer) // "say we stick to": the asker supposed
	}
}

// candorLeads open a question with how earnestly it is asked
// ("Honestly, ...", "Frankly, ..."), or that it is asked as a supposition
// ("Hypothetically, how many points would ...").
var candorLeads = set("honestly", "seriously", "frankly", "truthfully", "candidly", "realistically", "hypothetically",
	"theoretically")

// vaguePlaces say a place is near, not where ("somewhere near Atmore",
// "anywhere around Reno").
var vaguePlaces = set("somewhere", "anywhere", "someplace", "anyplace")

// wayCues come between the way a place lies and the place ("over in").
var wayCues = set("in", "near", "around", "by")

// chatter skips, from k, the words that only lead into a question ("ok
// so", "so", "yeah", "quick q,", "a quick question:", "scratch that,") and returns where the
// question begins. "ok" is also Oklahoma's code ("ok casinos"), so it
// is chatter only before "so", a lead-in or a comma; "so" only with
// more after it.
func chatter(q *question, k int) int {
	for {
		switch w := q.norm(k); {
		case (w == "ok" || w == "okay" || w == "alright") && (q.norm(k+1) == "so" || q.norm(k+1) == "quick" || punctAfter(q, k)):
			k++
		case w == "so" && k+1 < len(q.toks):
			k++
		case fromNowOnAt(q, k) > 0 && limitVerbs[q.norm(k+fromNowOnAt(q, k))]:
			// "from now on cap my sessions at 2 hours": when a change
			// holds from is today anyway, and the request follows
			k += fromNowOnAt(q, k)
		case (w == "anyway" || w == "anyways" || w == "anyhow" || w == "meanwhile") && k+1 < len(q.toks):
			// "Anyway — what casinos are near Coarsegold?", "Meanwhile,
			// which hosts ...": a turn from what was told back to the
			// question
			k++
		case w == "in" && q.phraseAt(k, "in", "the", "meantime") && k+3 < len(q.toks):
			// "In the meantime, which casinos ...": the same turn
			k += 3
		case candorLeads[w] && k+1 < len(q.toks) && (punctAfter(q, k) || questionOpeners[q.norm(k+1)]):
			// "Honestly, what's the house edge on craps?", "frankly
			// which casinos ...": how earnestly it is asked says
			// nothing of the question, as at its end
			k++
		case (w == "yeah" || w == "yep" || w == "yea") && k+1 < len(q.toks):
			// "uh yeah what's the house edge": a spoken yes before
			// the question says nothing of it
			k++
		case w == "quick" && (q.norm(k+1) == "q" || q.norm(k+1) == "question" || q.norm(k+1) == "one" && punctAfter(q, k+1)):
			// "quick question", "quick one:"
			k += 2
		case w == "a" && q.norm(k+1) == "quick" && q.norm(k+2) == "question":
			k += 3
		case w == "question" && punctAfter(q, k):
			k++
		case agentSelves[w] && frameLabels[q.norm(k+1)] && colonAfter(q, k+1) && k+2 < len(q.toks),
			frameLabels[w] && colonAfter(q, k) && k+1 < len(q.toks):
			// "Agent note: my user wants ...", "Note: show my trips": a
			// label an agent puts before what it passes on
			for !colonAfter(q, k) {
				k++
			}
			k++
		case (agentSelves[w] || frameLabels[w]) && bracketed(q, k) && k+1 < len(q.toks):
			// "[user] casinos in iowa", "[agent] show my trips": a chat
			// log's speaker tag before what is passed on
			k++
		case w == "scratch" && q.norm(k+1) == "that" && punctAfter(q, k+1):
			// "scratch that, show my trips": what was said before is
			// taken back; nothing is removed
			k += 2
		case interjections[w] && k+1 < len(q.toks) && (w != "oh" || punctAfter(q, k) || interjections[q.norm(k+1)]):
			// "Ope, what casinos are around Sioux City?", "welp", "oh
			// jeez": a sound of surprise or sorry says nothing of the
			// question ("oh casinos", "OH casinos" are Ohio's)
			k++
		case w == "quick" && punctAfter(q, k), intensifiers[w] && q.norm(k+1) == "quick" && punctAfter(q, k+1):
			// "wicked quick, how much is left", "real quick,": the asker
			// is in a hurry
			k += 1 + b2i(w != "quick")
		case curiosity(q, k) > k:
			k = curiosity(q, k)
		default:
			return k
		}
	}
}

// agentSelves are the words an agent names itself with in a label ("Agent
// note:", "Assistant message:"), and frameLabels the labels.
var (
	agentSelves = set("agent", "assistant", "bot", "ai", "copilot", "system",
		// "User query:", "Player question:": whose words the label
		// passes on
		"user", "player", "customer", "client", "member")
	frameLabels = set("note", "message", "memo", "request", "query", "fyi", "question", "ask", "prompt", "input", "q",
		// "Task: list my trips", "Agent instruction: ...": what the
		// agent was given to do
		"task", "instruction", "instructions")
)

// bracketed says token k is alone in square brackets ("[user]").
func bracketed(q *question, k int) bool {
	if k < 0 || k >= len(q.toks) {
		return false
	}
	before := strings.TrimRight(q.text[:q.toks[k].start], " ")
	return strings.HasSuffix(before, "[") && strings.HasPrefix(strings.TrimLeft(q.text[q.toks[k].end:], " "), "]")
}

// colonAfter says a colon comes right after token k ("Agent note:").
func colonAfter(q *question, k int) bool {
	if k < 0 || k >= len(q.toks) {
		return false
	}
	return strings.HasPrefix(strings.TrimLeft(q.text[q.toks[k].end:], " "), ":")
}

// fromNowOnAt is the length of a phrase of fromNowOn at k ("from now
// on", "going forward"), 0 when none is there.
func fromNowOnAt(q *question, k int) int {
	for _, o := range fromNowOn {
		if q.phraseAt(k, o...) {
			return len(o)
		}
	}
	return 0
}

// interjections open a question with a sound of surprise, sorry or
// dismay ("ope", "welp", "jeez", "oh").
var interjections = set("ope", "oh", "ah", "aw", "welp", "jeez", "geez", "gosh", "golly", "dang", "darn", "oof", "whew",
	"phew", "wow", "yikes", "oops", "whoops", "shoot")

// intensifiers say "very" the ways regions do ("wicked curious", "real
// quick", "mighty curious").
var intensifiers = set("wicked", "real", "really", "very", "so", "super", "pretty", "mighty", "awful", "right")

// b2i is 1 for true, 0 for false.
func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// curiousWords say the asker only wonders ("just curious,").
var curiousWords = set("curious", "wondering")

// curiosity skips, from k, a lead-in saying the asker only wonders,
// closed by a comma, colon or dash ("just curious,", "i'm curious -",
// "just wondering,", "out of curiosity,"), and returns where the
// question begins; k when there is none. Without its stop ("just
// curious how you work") it is no lead-in.
func curiosity(q *question, k int) int {
	if q.phraseAt(k, "out", "of", "curiosity") && punctAfter(q, k+2) {
		return k + 3
	}
	j := k
	switch {
	case q.norm(j) == "im":
		j++
	case q.phraseAt(j, "i", "am") || q.phraseAt(j, "i", "was"):
		j += 2
	}
	if q.norm(j) == "just" {
		j++
	}
	if intensifiers[q.norm(j)] && curiousWords[q.norm(j+1)] {
		j++ // "wicked curious,", "real curious -"
	}
	if curiousWords[q.norm(j)] && punctAfter(q, j) {
		return j + 1
	}
	return k
}

// punctAfter reports whether token k is followed by a comma, colon or
// dash, closing a lead-in ("ok, ...", "question: ...").
func punctAfter(q *question, k int) bool {
	if k < 0 || k >= len(q.toks) {
		return false
	}
	rest := strings.TrimLeft(q.text[q.toks[k].end:], " ")
	r, _ := utf8.DecodeRuneInString(rest)
	return rest != "" && strings.ContainsRune(",:-—–", r)
}

// sentenceEndAfter reports whether token k closes a sentence: a full
// stop, question mark or exclamation mark followed by a space comes
// right after it ("... add to it every payday. How much ...").
func sentenceEndAfter(q *question, k int) bool {
	if k < 0 || k+1 >= len(q.toks) {
		return false
	}
	gap := q.text[q.toks[k].end:q.toks[k+1].start]
	return strings.ContainsAny(gap, ".?!") && strings.ContainsAny(gap, " \t\n")
}

// helpingVerbs say whom the agent works for ("the player i'm helping",
// "the client we are assisting").
var helpingVerbs = set("helping", "assisting", "serving", "advising", "supporting", "representing")

// agentClause skips, from i, a clause saying who the relayed person is
// to the agent ("the player [that] i'm helping", "the guest we are
// assisting", "the client i work with"), and returns where the relay
// goes on; i itself when there is none.
func agentClause(q *question, i int) int {
	j := i
	if q.norm(j) == "that" || q.norm(j) == "who" || q.norm(j) == "whom" {
		j++
	}
	switch {
	case q.norm(j) == "im" || q.norm(j) == "were":
		j++
	case (q.norm(j) == "i" && q.norm(j+1) == "am") || (q.norm(j) == "we" && q.norm(j+1) == "are"):
		j += 2
	case (q.norm(j) == "i" || q.norm(j) == "we") && (q.norm(j+1) == "work" || q.norm(j+1) == "deal") && q.norm(j+2) == "with":
		return j + 3
	default:
		return i
	}
	if helpingVerbs[q.norm(j)] {
		return j + 1
	}
	if q.norm(j) == "working" && q.norm(j+1) == "with" {
		return j + 2
	}
	return i
}

// relayingFor says the words at k open an agent's relay as a verb of
// passing on and its user ("relaying for my user", "asking for the
// client", "writing for my customer").
func relayingFor(q *question, k int) bool {
	return relayingVerbs[q.norm(k)] && q.norm(k+1) == "for" && (q.norm(k+2) == "my" || q.norm(k+2) == "the" || q.norm(k+2) == "our") &&
		relayNouns[q.norm(k+3)]
}

// relayingVerbs pass a question on for someone ("relaying for my user").
var relayingVerbs = set("relaying", "asking", "writing", "messaging", "inquiring")

// relayedTheirs reads, from k on, the agent's "their" and "theirs" after
// "the user's" as the asker's own ("Show the user's tier at each of
// their casinos": each of my casinos), as relayedPerson reads the user;
// once another person is named ("the user's wife ... their trips") whose
// "their" it is is no longer sure, and the rest is left.
func relayedTheirs(q *question, k int) {
	for j := k; j < len(q.toks); j++ {
		switch q.toks[j].norm {
		case "their":
			q.toks[j].norm = "my"
		case "theirs":
			q.toks[j].norm = "mine"
		default:
			if otherPeople[q.norm(j)] {
				return
			}
		}
	}
}
