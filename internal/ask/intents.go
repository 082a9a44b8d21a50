package ask

import (
	"math"
	"slices"
	"sort"
	"strings"
)

// Recorded says how transport finds the name under which the player
// recorded the casino a question names ("Caesars Palace" may be recorded as
// "Caesars Palace Casino"): run Action (a read), keep the items of Items
// whose Field passes Filter, and send the one found as the parameter
// Param. With none found the question's own words are sent.
type Recorded struct {
	Namespace string
	Action    string
	Items     string
	Field     string
	Param     string
	Filter    *Filter
	// Paged says the lookup action takes limit (it is sent at its
	// largest, so every record is seen).
	Paged bool
}

// tierMatch is a tier of a program's ladder the question names.
type tierMatch struct {
	name    string
	program int
}

// tierCues say a question is about a tier even when its name is an
// everyday word ("how many tier credits for Elite").
var tierCues = set("tier", "tiers", "status", "credits", "credit", "points", "level", "levels", "take", "takes",
	"reach", "requirement", "requirements", "require", "required", "need", "needed", "qualify", "earn", "card", "match", "matches")

// programOf is the program index of the id, or -1.
func (ix *Index) programOf(id string) int {
	for i, p := range ix.lex.Programs {
		if p.ID == id && id != "" {
			return i
		}
	}
	return -1
}

// findTier finds a tier name of the programs in play: the named programs,
// or the named casino's program; without either, a tier name only one
// program has, when the name cannot be an everyday word (several words,
// or a tier cue in the question).
func (u *understanding) findTier() *tierMatch {
	var programs []int
	programs = append(programs, u.programs...)
	for _, m := range u.programMentions() {
		// "match my caesars platinum to hard rock unity": every program
		// the question names is in play, not only the best-matched name
		if !slices.Contains(programs, m.program) {
			programs = append(programs, m.program)
		}
	}
	if len(u.casinos) == 1 {
		if p := u.ix.programOf(u.ix.lex.Casinos[u.casinos[0]].ProgramID); p >= 0 {
			programs = append(programs, p)
		}
	}
	global := len(programs) == 0
	if global {
		for i := range u.ix.lex.Programs {
			programs = append(programs, i)
		}
	}
	type hit struct {
		words       []string
		name        string
		program     int
		first, last int
	}
	var hits []hit
	for _, p := range programs {
		for _, name := range u.ix.lex.Programs[p].Tiers {
			words := norms(name)
			if len(words) == 0 {
				continue
			}
			for i := range u.q.toks {
				if u.q.free(i, i+len(words)-1) && u.q.namePhraseAt(i, words...) {
					hits = append(hits, hit{words, name, p, i, i + len(words) - 1})
				}
			}
		}
	}
	if len(hits) == 0 {
		return nil
	}
	sort.SliceStable(hits, func(a, b int) bool { return len(hits[a].words) > len(hits[b].words) })
	best := hits[0]
	same := map[int]bool{}
	for _, h := range hits {
		if len(h.words) == len(best.words) && strings.Join(h.words, " ") == strings.Join(best.words, " ") {
			same[h.program] = true
		}
	}
	if len(same) > 1 {
		// A tier of several programs the question names: the program
		// written next to it says which ("my Boyd Sapphire", "Sapphire
		// at Boyd").
		best.program = u.programBeside(best.first, best.last, same)
		if best.program < 0 {
			return nil // a tier of several programs, and nothing says which
		}
	}
	if global && len(best.words) == 1 && !u.q.has(keys(tierCues)...) && !thresholdPhrased(u.q) {
		return nil
	}
	u.q.claim(best.first, best.last)
	return &tierMatch{name: best.name, program: best.program}
}

// statedNow say a tier stated is the asker's now ("I'm Gold with
// Caesars Rewards now", "currently").
var statedNow = set("now", "currently", "presently", "already")

// tierAfterStated: the question opens by stating the asker's tier with
// its program ("I'm Gold with Caesars Rewards now, ...", "I am Pearl in
// MGM Rewards, ...") and, after a break, names another tier of that
// program ("... what does it take to reach Platinum?"): the later tier,
// of the program stated, is the one asked, though its name alone is
// several programs' (Platinum is Caesars' and MGM's). The statement's
// "now" is claimed; nil when the question is not so made.
func (u *understanding) tierAfterStated() *tierMatch {
	q := u.q
	if u.tier == nil || len(u.casinos) > 0 {
		return nil
	}
	for _, m := range u.programMentions() {
		if m.program != u.tier.program {
			return nil // "..., what's Platinum at Boyd Rewards": another program's
		}
	}
	first := -1
	words := norms(u.tier.name)
	for i := range q.toks {
		if !q.free(i, i) && q.namePhraseAt(i, words...) {
			first = i
			break
		}
	}
	k := q.opening()
	switch {
	case q.norm(k) == "im":
		k++
	case q.phraseAt(k, "i", "am"):
		k += 2
	default:
		return nil
	}
	if first != k {
		return nil
	}
	brk := -1
	for j := first + len(words); j < len(q.toks); j++ {
		if q.clauseBreakBefore(j) {
			brk = j
			break
		}
	}
	if brk < 0 {
		return nil
	}
	var found *tierMatch
	at, n := -1, 0
	for _, name := range u.ix.lex.Programs[u.tier.program].Tiers {
		tw := norms(name)
		for i := brk; i < len(q.toks); i++ {
			if name != u.tier.name && q.free(i, i+len(tw)-1) && q.namePhraseAt(i, tw...) {
				if found != nil {
					return nil // two tiers asked of
				}
				found, at, n = &tierMatch{name: name, program: u.tier.program}, i, len(tw)
			}
		}
	}
	if found == nil {
		return nil
	}
	q.claim(at, at+n-1)
	for j := first; j < brk; j++ {
		if statedNow[q.norm(j)] && q.free(j, j) {
			q.claim(j, j)
		}
	}
	return found
}

// tierLinks join a tier to its program written after it ("Sapphire at
// Boyd", "Rising Star on Lucky Star Rewards": the tier a player is on).
var tierLinks = set("at", "with", "in", "of", "from", "on")

// tierNouns name a tier as such after its name ("gold status", "platinum
// tier").
var tierNouns = set("status", "tier", "level", "card")

// tierBesideProgram finds a tier of a program the question names by
// name, written right before it with a link ("rising star on lucky star
// rewards", "gold at caesars rewards") or right after it ("lucky star
// rewards rising star"), and claims its words: the program beside it
// says which ladder the words are a tier of, even when a casino's name
// reads the same (Rising Star Casino Resort). nil when there is none.
// Found before the names, so the casino is not found in the tier's words.
func (u *understanding) tierBesideProgram() *tierMatch {
	q := u.q
	mentions := u.programMentions()
	u.mendTierWords(mentions)
	for _, m := range mentions {
		after := m.last + 1
		for genericWords[q.norm(after)] && q.norm(after) != "the" && q.norm(after) != "and" && q.norm(after) != "of" {
			after++ // "lucky star rewards", "winstar club"
		}
		// the longest tier written there ("diamond elite", not "diamond")
		best, at, size := "", -1, 0
		for _, name := range u.ix.lex.Programs[m.program].Tiers {
			words := norms(name)
			n := len(words)
			if n <= size {
				continue
			}
			for _, first := range []int{m.first - 1 - n, m.first - 2 - n, after} {
				if first == m.first-1-n && !tierLinks[q.norm(m.first-1)] {
					continue
				}
				if first == m.first-2-n && !(tierLinks[q.norm(m.first-1)] && tierNouns[q.norm(m.first-2)]) {
					// "my gold status from mgm rewards", "platinum tier
					// at caesars rewards": the tier named as a status
					continue
				}
				if q.free(first, first+n-1) && q.namePhraseAt(first, words...) {
					best, at, size = name, first, n
				}
			}
		}
		if at >= 0 {
			q.claim(at, at+size-1)
			return &tierMatch{name: best, program: m.program}
		}
	}
	return nil
}

// mendTierWords reads a word no rule and no name knows, one slip from a
// word of a tier of a program the question names, as that word ("Perl
// status with MGM Rewards", "Diamon in Caesars Rewards"): the ladder
// named is the few words the asker means, so a short word is mended
// too. A word one slip from words of several tiers is left alone.
func (u *understanding) mendTierWords(mentions []programMention) {
	if len(mentions) == 0 {
		return
	}
	q, typos := u.q, u.ix.typos
tokens:
	for i, t := range q.toks {
		w := t.norm
		if t.used || len(w) < 4 || typos.known[w] || numericWord(w) {
			continue
		}
		fit := ""
		for _, m := range mentions {
			for _, c := range typos.tierWords[m.program] {
				if c == fit || !oneSlip(w, c) {
					continue
				}
				if fit != "" {
					continue tokens // several tiers' words: none is meant
				}
				fit = c
			}
		}
		if fit != "" {
			typos.mend(q, i, fit)
		}
	}
}

// programBeside is the one program of among written right before the
// tier at first..last, or right after it (with "at", "with", "in", "of"
// or "from" between), -1 when none or several.
func (u *understanding) programBeside(first, last int, among map[int]bool) int {
	found := -1
	for _, m := range u.programMentions() {
		if !among[m.program] {
			continue
		}
		after := m.first == last+1 ||
			(m.first == last+2 && tierLinks[u.q.norm(last+1)])
		if m.last == first-1 || after {
			if found >= 0 && found != m.program {
				return -1
			}
			found = m.program
		}
	}
	return found
}

func keys(m map[string]bool) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// progressAsked: the question asks how far the player is from a tier.
func (u *understanding) progressAsked() bool {
	q := u.q
	if u.sliced && !u.personal() {
		// "after Loyal in True Rewards, what's the next tier up": the
		// rung after the one named, on the program's ladder, not the
		// asker's way to their own next tier
		return false
	}
	return q.has("progress", "next", "close", "closer", "far", "until", "away", "more", "left", "remaining", "requalify") ||
		u.pointsNeededAsked() || howDoingAsked(q) ||
		// "how many points short of the next tier am I": what is still
		// missing, as "how far" asks
		q.hasPhrase("short", "of") || q.has("short") && q.has("points", "credits") ||
		// "level up", "move up a tier", "rank up"
		q.hasPhrase("level", "up") || q.hasPhrase("move", "up") || q.hasPhrase("rank", "up") || q.hasPhrase("tier", "up") ||
		q.hasPhrase("leveling", "up") || q.hasPhrase("levelling", "up")
}

// pointsNeededAsked: the question asks the points the player needs
// ("points needed", "how many points do i need"). Toward no tier named,
// that is the way to the next one at a casino; for a tier of a program
// named with no casino ("genting tier 2, how many points do i need"),
// it is what that tier takes, the same for every player.
func (u *understanding) pointsNeededAsked() bool {
	q := u.q
	if !q.hasPhrase("points", "needed") && !q.hasPhrase("points", "do", "i", "need") {
		return false
	}
	return u.tier == nil || len(u.casinos) > 0
}

// requirementAsked: the question asks what a tier takes.
func (u *understanding) requirementAsked() bool {
	return u.q.has("take", "takes", "need", "needed", "require", "requires", "required", "requirement", "requirements", "qualify",
		"reach", "earn", "get", "credits", "credit", "points", "threshold", "much", "many", "cost", "costs") || thresholdPhrased(u.q)
}

// startWords say where a member starts on a ladder ("what tier do new
// members start in", "what status do I begin at").
var startWords = set("start", "starts", "begin", "begins")

// entryWords tell of a new member in a question of the entry tier:
// joining, being new, and the verbs of starting.
var entryWords = set("start", "starts", "begin", "begins", "brand", "new", "newly", "member", "members", "joined", "join",
	"joining", "just", "so", "signed", "sign", "up", "enrolled", "enroll", "enrolling", "newbie", "newbies", "as")

// entryTierAsked: the question asks which tier a member of one program
// named (no casino, no tier) starts in ("which tier does a brand-new
// WinStar Club Passport member start in", "I just joined Lucky Star
// Rewards, so what status do I begin at"): the program's entry tier,
// the first rung of its details, the same for everyone who joins. The
// words of joining and starting are claimed; anything else unread still
// declines.
func (u *understanding) entryTierAsked() bool {
	q := u.q
	if len(u.programs) != 1 || len(u.casinos) > 0 || u.tier != nil || !q.has("tier", "status", "level") {
		return false
	}
	start := -1
	for i := range q.toks {
		if startWords[q.norm(i)] && q.free(i, i) {
			start = i
		}
	}
	if start < 0 || q.hasFree("next", "progress", "far", "close", "now", "currently") || q.has("did", "was", "were") {
		// "what tier did I start at": the asker's own past, not the
		// program's entry tier
		return false
	}
	for i := range q.toks {
		if entryWords[q.norm(i)] && q.free(i, i) {
			q.claim(i, i)
		}
	}
	return true
}

// rungAskVerbs ask what a rung of a ladder takes ("what does Royal
// take", "what Crown requires").
var rungAskVerbs = []string{"take", "takes", "require", "requires", "need", "needs"}

// rungReachVerbs come before a rung reached ("to reach Royal", "to get
// Crown").
var rungReachVerbs = set("reach", "get", "hit", "make", "earn", "achieve")

// claimUnservedRung claims the one word standing where a tier's name
// would, in a question of what it takes in a program whose ladder the
// directory does not have ("What does Royal take in Foxwoods Rewards?",
// "what does it take to reach Crown in Foxwoods Rewards"): no rung of
// the program is served, so no tier's requirement answers it, and the
// program's details say what is known, that no ladder is published. A
// program with a ladder is never asked here: a word that names none of
// its rungs still declines.
func (u *understanding) claimUnservedRung() {
	q := u.q
	if !q.has(rungAskVerbs...) {
		return
	}
	at := -1
	for i := range q.toks {
		if !q.free(i, i) || fillerWords[q.norm(i)] || programWords[q.norm(i)] || numericWord(q.norm(i)) {
			continue
		}
		before, after := q.norm(i-1), q.norm(i+1)
		slot := (before == "does" && slices.Contains(rungAskVerbs, after)) ||
			(rungReachVerbs[before] && (tierLinks[after] || i+1 == len(q.toks)))
		if !slot {
			continue
		}
		if at >= 0 {
			return // two words in a rung's place: not one name
		}
		at = i
	}
	if at >= 0 {
		q.claim(at, at)
		u.understood["unpublished_tier"] = q.toks[at].raw
	}
}

// thresholdWords ask what a tier takes, rather than what it gives.
var thresholdWords = []string{"take", "takes", "need", "needed", "require", "requires", "required", "requirement", "requirements",
	"qualify", "qualifying", "qualification", "reach", "earn", "credits", "credit", "points", "threshold", "much", "many", "cost", "costs"}

// thresholdVerbAt says the word at i asks what a tier takes in words
// other than thresholdWords: "call for" ("how much play does Pearl call
// for") or "the bar for", "the bar to" ("what's the bar for Diamond
// Elite"), as a player says what a rung demands.
func thresholdVerbAt(q *question, i int) bool {
	switch q.norm(i) {
	case "call", "calls":
		return q.norm(i+1) == "for"
	case "bar":
		return q.norm(i-1) == "the" && (q.norm(i+1) == "for" || q.norm(i+1) == "to")
	case "ask", "asks", "demand", "demands":
		// "what does MGM Rewards ask for Gold", "how many points does
		// Pearl demand": what a program asks of a member for a rung,
		// asked with "what" or "how" ("can I ask for a comp" asks
		// no threshold)
		return (q.norm(0) == "what" || q.norm(0) == "whats" || q.norm(0) == "how") && q.has("does", "do") &&
			(q.norm(i+1) == "for" || q.norm(i) == "demand" || q.norm(i) == "demands")
	}
	return false
}

// thresholdPhrased says the question asks a tier's threshold by a
// phrase of thresholdVerbAt.
func thresholdPhrased(q *question) bool {
	for i := range q.toks {
		if thresholdVerbAt(q, i) {
			return true
		}
	}
	return false
}

// claimThresholdPhrase claims the verb of such a phrase ("call", "bar"),
// which the tier's threshold answers.
func claimThresholdPhrase(q *question) {
	for i := range q.toks {
		if thresholdVerbAt(q, i) && q.free(i, i) {
			q.claim(i, i)
		}
	}
}

// tierRequirement answers a tier's threshold from its program's ladder.
func (u *understanding) tierRequirement() Intent {
	p := u.ix.lex.Programs[u.tier.program]
	if u.q.has("benefits", "benefit", "perks", "perk", "get", "include", "includes") {
		u.understood["asks"] = "benefits"
	}
	if u.q.has("benefits", "benefit", "perks", "perk") && !u.q.has(thresholdWords...) {
		// "what perks come with Seven Stars in Caesars Rewards": a
		// tier's benefits are a field of each Tier of the program's
		// details, served with its whole ladder; the tier's requirement
		// is its threshold, which is not asked
		return Intent{Name: ProgramDetail, Description: p.Name + " and its tier ladder, with the benefits of " + u.tier.name,
			Parameters: map[string]any{"id": p.ID}, MapsTo: endpoint(programEndpoint)}
	}
	return Intent{Name: TierRequirement, Description: "what " + u.tier.name + " takes in " + p.Name,
		Parameters: map[string]any{"id": p.ID}, MapsTo: endpoint(programEndpoint), Tier: u.tier.name}
}

// Change requests. The verbs that start one, after a polite opening.
var (
	changeVerbs = set("set", "change", "update", "lower", "raise", "increase", "decrease", "reduce", "cut", "put",
		"limit", "cap", "restrict", "delete", "remove", "cancel", "add", "log", "record", "create", "redeem", "mark", "book",
		"edit", "reset", "clear", "make", "start", "end", "stop", "close", "erase", "drop", "save", "register", "enroll", "enrol", "sign",
		"connect", "request", "turn", "disable", "enable", "assign", "switch", "submit", "apply", "activate", "deactivate",
		"pause", "unsubscribe", "subscribe", "join", "follow", "unfollow", "invite", "share", "email", "schedule",
		"reserve", "transfer", "withdraw", "deposit", "claim", "use", "move", "rename", "upgrade", "downgrade",
		// a request or a claim filed or lodged ("file a status match
		// request with mgm")
		"file", "lodge",
		// a removal in other words ("scratch the trip i added", "nix my
		// visit", "undo the last session")
		"scratch", "nix", "ditch", "scrap", "trash", "wipe", "undo",
		// an offer or voucher made to last longer ("extend my offers"),
		// which no action does
		"extend", "renew", "prolong",
		// a record marked in other words ("flag that offer as used",
		// "tag my voucher as cashed")
		"flag", "tag")
	politeOpening = set("please", "can", "could", "would", "will", "you", "i", "id", "want", "wanna", "to", "like",
		"go", "ahead", "and", "lets", "let", "us", "me", "help", "need", "just", "kindly", "now", "only",
		// "honestly cap my sessions at 90 minutes", "seriously, set my
		// budget": how earnestly the change is asked says nothing of it
		"honestly", "seriously", "actually", "literally", "definitely")
)

// wishThatVerbs take a learner's "that" clause where English takes "to"
// ("I want that I play", "I would like that my budget is").
var wishThatVerbs = set("want", "wish", "like")

// changeAsked: the question asks for something to be changed, not read.
func (u *understanding) changeAsked() bool {
	if u.changeOpensAt(u.q.opening(), false) {
		return true
	}
	if u.claimSupposedChange() > 0 {
		// "What happens if I raise my daily budget to $250?": the
		// change supposed, which is proposed
		return true
	}
	for k := range u.q.toks {
		if k > u.q.opening() && u.q.clauseBreakBefore(k) && u.changeOpensAt(k, true) {
			return true
		}
		if k > u.q.opening() && u.q.sentenceBreakBefore(k) && changeVerbs[u.q.norm(k)] && changeObjects[u.q.norm(k+1)] &&
			u.changeOpensAt(k, false) {
			// "Payday came through. Put a $500 deposit into my
			// bankroll.": a sentence of its own opening with a change
			// verb and its object is a change asked, as it is alone
			return true
		}
	}
	if u.capStated() || u.budgetImperative() || u.budgetStated() || u.sessionLimitStated() || u.limitGiven() {
		return true
	}
	// "my daily budget should be $100", "I want a weekly limit of $500"
	q := u.q
	if (q.has("budget", "budgets") || q.hasPhrase("session", "limit") || q.hasPhrase("time", "limit")) &&
		(u.hasAmount || u.hasHours) && q.has("should", "want", "like") {
		return true
	}
	// "i want a $1k monthly limit on gambling", "i need a $400 weekly
	// spending cap", "i'd like a 2 hour limit on my sessions": a limit
	// or cap wanted, with its money and period or its time and the
	// session, is the limit to set, as a budget wanted is; asked
	// ("do i need a $500 weekly limit") it is no request
	return u.limitWithTerms() && q.has("should", "want", "like", "need") && !readingWords[q.norm(q.opening())]
}

// doneWanted says the question wants a record changed, put as the record
// and the change done to it ("I would like my trip to Borgata deleted",
// "I want that voucher marked as used", "It is requested that my trip
// be deleted"): a wish or request verb, then an object ("my", "the",
// "that", "this") and, later, the participle of a change with no
// subject of its own before it ("which trips have I deleted" asks what
// was done).
func doneWanted(q *question) bool {
	wish := -1
	for i := range q.toks {
		switch w := q.norm(i); {
		case wish < 0 && (w == "like" || w == "want" || w == "wanted" || w == "need" || w == "needs" || w == "requested" || w == "request" || w == "requests"):
			if o := q.norm(i + 1); o == "my" || o == "the" || o == "that" || o == "this" || o == "our" || o == "those" || o == "these" {
				wish = i
			}
		case wish >= 0 && changeDone[w] && !doneBy[q.norm(i-1)]:
			return true
		}
	}
	return false
}

// changeDone are the participles of the changes a record may be asked
// to undergo ("deleted", "marked", "added").
var changeDone = set("deleted", "removed", "cancelled", "canceled", "erased", "cleared", "added", "logged", "recorded",
	"marked", "redeemed", "updated", "changed", "edited", "scrapped", "wiped", "renamed", "moved", "fixed", "corrected",
	"purged", "expunged", "voided")

// doneBy are the words before a participle that make it a deed told
// ("I deleted", "was removed", "have added"), not one wanted.
var doneBy = set("i", "we", "you", "he", "she", "they", "was", "were", "have", "has", "had", "been", "is", "are")

// changeUnread: a verb of a change with its object ("cap my", "set
// the", "limit my"; "off my current tiers" is no verb) stands after
// words that are no opening changeAsked reads ("ok cool cap my sessions
// at 90 minutes", "mmk limit my sessions to 1 hour"): the change is
// asked all the same, and reading the records it names ("my sessions",
// "my limits") would answer another question.
func (u *understanding) changeUnread() bool {
	q := u.q
	for i := q.opening() + 1; i+1 < len(q.toks); i++ {
		// "what sessions did I log that weekend": a time after the
		// verb, not its object
		if w := q.norm(i); q.free(i, i) && clauseChangeVerbs[w] && changeVerbs[w] && changeObjects[q.norm(i+1)] && !u.sumAskedAt(i) &&
			!timePointerAt(q, i+1) {
			return true
		}
	}
	return false
}

// setAlreadyAsked: the question asks whether a limit was set ("did i
// already set a daily budget", "have I set a session limit"): a question
// of the limits in place, not a change.
func (u *understanding) setAlreadyAsked() bool {
	q := u.q
	if !q.has("budget", "budgets", "limit", "limits", "cap", "caps") || !q.has("did", "have", "has") {
		return false
	}
	for i := range q.toks {
		if q.norm(i) != "set" && q.norm(i) != "put" {
			continue
		}
		k := i - 1
		for k >= 0 && (q.norm(k) == "already" || q.norm(k) == "ever" || q.norm(k) == "yet") {
			k--
		}
		if (q.norm(k) == "i" || q.norm(k) == "we") && (q.norm(k-1) == "did" || q.norm(k-1) == "have" || q.norm(k-1) == "has") {
			return true
		}
	}
	return false
}

// limitWithTerms: the question names a limit or a cap with what it holds
// to: money in a period of a budget ("a $1k monthly limit"), or a time
// for a session ("a 2 hour limit on my sessions").
func (u *understanding) limitWithTerms() bool {
	q := u.q
	if !q.has("limit", "limits", "cap", "caps") {
		// "$150 a month max on gambling": a most put after its period is
		// the limit
		return u.hasAmount && u.budgetPeriodNamed() && maxAfterPeriod(q)
	}
	return (u.hasAmount && u.budgetPeriodNamed()) || (u.hasHours && !u.hasAmount && u.sessionNamed())
}

// maxAfterPeriod says "max" or "maximum" follows a word of a budget's
// period ("$150 a month max", "200 weekly maximum").
func maxAfterPeriod(q *question) bool {
	for i := 1; i < len(q.toks); i++ {
		if (q.norm(i) == "max" || q.norm(i) == "maximum") && periodNouns[q.norm(i-1)] {
			return true
		}
	}
	return false
}

// periodNouns name a budget's period.
var periodNouns = set("day", "week", "month", "year", "daily", "weekly", "monthly", "yearly", "night")

// changeObjects are what an imperative change takes right after its
// verb ("limit my sessions", "delete it", "set a budget").
var changeObjects = set("my", "the", "it", "that", "this", "these", "those", "them", "a", "an", "all", "our", "me", "every", "each")

// clauseChangeVerbs are the change verbs that open a clause after a
// lead-in: a limit set or moved, a record removed, added or marked. A
// verb of any doing there ("my sessions last week, make it a table")
// says how to answer, not what to change.
var clauseChangeVerbs = union(removalWords, set("set", "change", "update", "lower", "raise", "increase", "decrease", "reduce",
	"cut", "limit", "cap", "restrict", "drop", "reset", "add", "log", "record", "edit", "redeem", "mark", "flag", "tag"))

// changeOpensAt: a change verb opens the words from k, after a polite
// opening ("please set", "can you cap"). A clause after a lead-in
// ("ugh i lost too much again, limit my weekly spend to $300") opens
// with one of clauseChangeVerbs only when its object follows the verb,
// as in an imperative: "my sessions at borgata, start to finish"
// changes nothing.
func (u *understanding) changeOpensAt(k int, object bool) bool {
	q := u.q
	for i := k; i < len(q.toks); i++ {
		if changeVerbs[q.norm(i)] && !u.sumAskedAt(i) && !u.reportAskedAt(i) && !sharedWithAsker(q, i) {
			return !object || (clauseChangeVerbs[q.norm(i)] && changeObjects[q.norm(i+1)])
		}
		if q.phraseAt(i, "get", "rid", "of") {
			// "get rid of the session i logged": a removal
			return !object || changeObjects[q.norm(i+3)]
		}
		if !politeOpening[q.norm(i)] {
			return false
		}
	}
	return false
}

// sharedWithAsker: "share" at i asks to be told, a question word or
// "with me" after it ("share what you know about Borgata", "share with
// us which programs ..."); sharing a thing with someone ("share my offer
// with my wife") is still a change.
func sharedWithAsker(q *question, i int) bool {
	if q.norm(i) != "share" {
		return false
	}
	return knowAskWords[q.norm(i+1)] || q.norm(i+1) == "with" && (q.norm(i+2) == "me" || q.norm(i+2) == "us")
}

// sumAskedAt: the verb at i asks for a sum, not a change ("add up my
// w2gs", "add together my wins").
func (u *understanding) sumAskedAt(i int) bool {
	return u.q.norm(i) == "add" && (u.q.norm(i+1) == "up" || u.q.norm(i+1) == "together")
}

// makingVerbs make something, a record or a report; reportNouns are the
// reports the player's records are read into.
var (
	makingVerbs = set("make", "create", "build", "prepare", "generate", "compile", "produce")
	reportNouns = set("summary", "summaries", "report", "reports", "list", "rundown", "breakdown", "recap", "overview",
		"statement", "tally", "printout")
)

// reportAskedAt: the verb at i asks for the player's records to be
// gathered and read, not changed: "put together" or "pull together"
// ("can u put together my tax summary"), or a verb of making whose
// object, a few words on, is a report ("make me a tax summary", "create a
// list of my trips"). What is made otherwise ("make a trip", "create a
// budget") is still a change.
func (u *understanding) reportAskedAt(i int) bool {
	q := u.q
	w := q.norm(i)
	if (w == "put" || w == "pull") && q.norm(i+1) == "together" {
		return true
	}
	if !makingVerbs[w] {
		return false
	}
	k := i + 1
	if q.norm(k) == "me" || q.norm(k) == "us" {
		k++
	}
	for end := k + 3; k <= end && k < len(q.toks); k++ {
		if reportNouns[q.norm(k)] {
			return true
		}
		if budgetWords[q.norm(k)] || q.norm(k) == "limit" || q.norm(k) == "limits" {
			return false
		}
	}
	return false
}

// capOpenings state a limit as a cap ("no more than 3 hours per
// session", "at most $200 a day"); capVerbs may come before one ("I want
// to lose no more than $100 a day").
var (
	capOpenings = [][]string{{"no", "more", "than"}, {"not", "more", "than"}, {"never", "more", "than"}, {"no", "longer", "than"},
		{"not", "longer", "than"}, {"at", "most"}, {"a", "max", "of"}, {"a", "maximum", "of"}, {"max"}, {"maximum"}}
	capVerbs = set("lose", "spend", "play", "gamble", "bet", "be",
		// "don't let me sit more than 2 hours": time spent sitting at
		// play is play's
		"sit")
)

// playPlaces are where play is sat at ("at a table", "at the slots").
var playPlaces = set("table", "tables", "slot", "slots", "machine", "machines", "game", "games")

// playPlaceAfter is the token after a place of play at k ("at a table",
// "at the tables", "at the slots") and k when none is there.
func playPlaceAfter(q *question, k int) int {
	if q.norm(k) != "at" {
		return k
	}
	t := k + 1
	if q.norm(t) == "a" || q.norm(t) == "the" || q.norm(t) == "any" || q.norm(t) == "one" {
		t++
	}
	if !playPlaces[q.norm(t)] {
		return k
	}
	return t + 1
}

// fromNowOn say a cap holds from today on ("from now on", "going
// forward", "starting today"), before the cap.
var fromNowOn = [][]string{{"from", "now", "on"}, {"from", "here", "on", "out"}, {"from", "here", "on"}, {"going", "forward"},
	{"moving", "forward"}, {"starting", "now"}, {"starting", "today"}, {"from", "today", "on"}, {"from", "today"}}

// capStated: the question opens (after a polite opening and a verb of
// play or loss) with a cap on the time of a session or the money of a
// period: a limit to set, not a record to read.
func (u *understanding) capStated() bool {
	if u.capStatedFrom(0) {
		return true
	}
	// "I lose track of time, so I want my sessions to stop at 45
	// minutes": the cap may open the clause after a first one that only
	// tells why
	c := afterFirstComma(u.q)
	return c > 0 && u.capStatedFrom(c)
}

// capStatedFrom is capStated with the question read from token start.
func (u *understanding) capStatedFrom(start int) bool {
	q := u.q
	k := start
	// "don't let me play more than 2 hrs": the negation stands before
	// the verb, and the cap after it is "more than"
	stopMe := 0
	for _, o := range stopOpenings {
		if q.phraseAt(start, o...) {
			stopMe = len(o)
		}
	}
	k = start + stopMe
	if stopMe > 0 && q.norm(k) == "to" && capVerbs[q.norm(k+1)] {
		k++ // "not let me to play more than 45 minute": a learner's "to" before the verb
	}
	gerund := false
	if j := keptFromAt(q); start == 0 && stopMe == 0 && j > 0 {
		stopMe, k, gerund = j, j, true
	}
	// "from now on I want to keep it to $400 a month": when the cap
	// begins says nothing of it
	for _, o := range fromNowOn {
		if q.phraseAt(k, o...) {
			k += len(o)
			break
		}
	}
	for k < len(q.toks) && (politeOpening[q.norm(k)] || q.norm(k) == "that" && wishThatVerbs[q.norm(k-1)]) {
		// "I want that I play 2 hours at most": a learner's "want that
		// I", as "je veux que", is "want to"
		k++
	}
	// "keep my sessions under 2 hours", "stay below $50 a day": a verb
	// of keeping, and what is kept, before the cap
	keep := keepVerbs[q.norm(k)]
	if keep {
		k++
		for keepObjects[q.norm(k)] {
			k++
		}
	}
	if capVerbs[q.norm(k)] {
		k++
	}
	verb := (capVerbs[q.norm(k-1)] || gerund) && k > 0
	// "no session over 3 hours", "no single sitting longer than 90
	// minutes": the thing capped, negated, then how far none may go
	negated := false
	if t := k; q.norm(t) == "no" {
		t++
		if q.norm(t) == "single" || q.norm(t) == "one" {
			t++
		}
		if _, ok := budgetPeriods[q.norm(t)]; ok && capTopics[q.norm(t+1)] {
			t++ // "no weekly losses over $300"
		}
		if capTopics[q.norm(t)] {
			for _, c := range beyondWords {
				negated = negated || q.phraseAt(t+1, c...)
			}
		}
	}
	// "sessions max 40 minutes", "my budget at most $100 a week": the
	// thing capped named first, as a heading, then the cap
	heading := false
	if t, ok := capHeading(q, k); ok {
		k, heading = t, true
	}
	opens := false
	for _, c := range capOpenings {
		opens = opens || q.phraseAt(k, c...)
	}
	// "sessions should end after 45 mins", "my daily losses should stop
	// at $200": the heading, then where it should end
	if heading && !strings.Contains(q.text, "?") && modalCapAt(q, k) {
		opens = true
	}
	// "sessions capped at 2 hours", "daily losses limited to $80": the
	// heading, then the cap as a participle; with a date it may tell of
	// past play, so it is no cap to set then
	if heading && u.period == nil {
		for _, c := range cappedWords {
			opens = opens || q.phraseAt(k, c...)
		}
	}
	if keep {
		for _, c := range keptUnder {
			opens = opens || q.phraseAt(k, c...)
		}
	}
	// "90 minutes max per session", "$200 max a week": the cap said right
	// after the time or the amount, before what it caps
	if _, _, ok := number(q.norm(k)); ok {
		t := k + 1
		if hourWords[q.norm(t)] || minuteWords[q.norm(t)] {
			t++
		}
		for _, c := range capEndings {
			opens = opens || q.phraseAt(t, c...)
		}
	}
	if u.cutOffAt() || negated {
		opens = true
	}
	if stopMe > 0 && verb {
		// "don't let me sit at a table longer than 2 hours": where the
		// play is, between the verb and how far it may not go
		k = playPlaceAfter(q, k)
		opens = opens || q.phraseAt(k, "more", "than") || q.phraseAt(k, "longer", "than") || q.phraseAt(k, "over")
	}
	if stopMe == 0 && letRunCapAt(q, k) {
		opens = true
	}
	// "i only want to lose 50 a day max", "$100 a day tops": the cap
	// said last, after the verb or the amount
	_, _, amountFirst := number(q.norm(k))
	if !opens && !(u.capEnds() && (verb || amountFirst)) {
		return false
	}
	perSession := u.hasHours && u.sessionNamed()
	perPeriod := u.hasAmount && u.budgetPeriodNamed()
	return perSession || perPeriod
}

// capHeading reads, from k, the thing capped named first as a heading
// ("my sessions", "each of my sessions", "my weekly losses", "my slots
// sessions") and returns where the cap after it begins; false when k
// opens no heading.
func capHeading(q *question, k int) (int, bool) {
	t := k
	if headingOpeners[q.norm(t)] {
		t++
	}
	// "each of my sessions", "every one of my sessions", "all of my
	// sessions": the quantifier over what is capped
	if t > k && q.norm(t) == "one" && q.norm(t+1) == "of" {
		t++
	}
	if t > k && q.norm(t) == "of" && headingOpeners[q.norm(t+1)] {
		t += 2
	}
	// "my slots sessions": a game before what is capped (change
	// declines a cap on one game's sessions)
	for _, g := range games {
		if capTopics[q.norm(t+len(g.words))] && q.phraseAt(t, g.words...) {
			t += len(g.words)
			break
		}
	}
	if _, ok := budgetPeriods[q.norm(t)]; ok && capTopics[q.norm(t+1)] {
		t++ // "my weekly losses"
	}
	end, ok := t, false
	for capTopics[q.norm(t)] {
		// "play sessions": what is capped may take two words
		t++
		end, ok = t, true
	}
	if ok && q.norm(end-1) == "spending" && q.norm(end) == "on" && spentOn[q.norm(end+1)] {
		end += 2
	}
	return end, ok
}

// Modal caps: what is capped named first, then what it should do
// ("sessions should end after 45 mins", "my sessions shouldn't go past
// 2 hours", "each session must last 90 minutes max").
var (
	modalWords    = set("should", "must", "shall", "shouldnt", "mustnt", "cant", "can", "gotta")
	negatedModals = set("shouldnt", "mustnt", "cant")
	// endVerbs say where play stops ("end", "stop", "wrap up", "max
	// out", "top out")
	endVerbs = set("end", "stop", "finish", "wrap", "quit", "cease", "conclude", "close", "halt", "max", "top")
	// endPoints come between an end verb and the time or amount
	endPoints = set("after", "at", "by", "within")
	// runVerbs say how long play runs or how much it costs ("last",
	// "run", "go", "be")
	runVerbs = set("last", "run", "go", "be", "take", "cost", "lose")
	// exceedVerbs, negated, state a cap ("must not exceed 3 hours")
	exceedVerbs = set("exceed", "surpass", "pass", "top")
)

// wantVerbs come before what is capped when the cap is wished for ("I
// want my sessions to stop at ...", "I'd like my sessions to end by ...").
var wantVerbs = set("want", "wants", "need", "needs", "like", "prefer", "wish")

// wantedBefore: a want verb stands a few words before token k, before
// the heading of what is capped ("want my sessions", "like each
// session").
func wantedBefore(q *question, k int) bool {
	for j := k - 1; j >= 0 && j >= k-4; j-- {
		if wantVerbs[q.norm(j)] {
			return true
		}
	}
	return false
}

// modalCapAt: from k, after a heading, a modal states where the thing
// capped should end ("should end after 45 mins", "must stop at 90
// minutes", "should max out at 2 hours"), how long it may run with a cap
// ("should last no more than 2 hours", "should be 3 hours max"), or,
// negated, how far it may not go ("shouldn't go past 2 hours", "must not
// exceed 3 hours"). Whether a time or an amount with its period follows
// is for the caller to check.
func modalCapAt(q *question, k int) bool {
	t := k
	switch {
	case modalWords[q.norm(t)]:
		t++
	case (q.norm(t) == "need" || q.norm(t) == "needs" || q.norm(t) == "have" || q.norm(t) == "has" || q.norm(t) == "ought") && q.norm(t+1) == "to":
		t += 2
	case q.norm(t) == "to" && endVerbs[q.norm(t+1)] && wantedBefore(q, k):
		// "I want my sessions to stop at 45 minutes": what is wanted of
		// the thing capped, as a modal states it
		t++
	default:
		return false
	}
	negated := negatedModals[q.norm(t-1)]
	if q.norm(t) == "not" || q.norm(t) == "never" {
		negated = true
		t++
	}
	if !negated && endVerbs[q.norm(t)] {
		t++
		if q.norm(t) == "up" || q.norm(t) == "off" || q.norm(t) == "out" {
			t++ // "wrap up by", "max out at"
		}
		if endPoints[q.norm(t)] {
			_, _, ok := number(q.norm(t + 1))
			return ok
		}
		return false
	}
	if negated && exceedVerbs[q.norm(t)] {
		return true
	}
	if !runVerbs[q.norm(t)] {
		return false
	}
	t++
	if negated {
		for _, c := range beyondWords {
			if q.phraseAt(t, c...) {
				return true
			}
		}
		return false
	}
	for _, c := range capOpenings {
		if q.phraseAt(t, c...) {
			return true
		}
	}
	// "should last 3 hours max", "should be 45 minutes tops": the cap
	// said last
	capEnd := false
	end := len(q.toks)
	if q.norm(end-1) == "please" {
		end--
	}
	for _, c := range capEndings {
		capEnd = capEnd || q.phraseAt(end-len(c), c...)
	}
	return capEnd
}

// modalCap: the question states a cap with a modal after the thing
// capped ("sessions should end after 45 mins max", "my daily losses
// should stop at $200"), with a time for a session or an amount for a
// budget's period: where play should end is the limit to set, not a
// session ended or a record stopped. Asked ("sessions should end after 2
// hours, right?") it is no change, as a budget asked is not.
func (u *understanding) modalCap() bool {
	q := u.q
	if strings.Contains(q.text, "?") {
		return false
	}
	for _, k := range []int{q.opening(), afterFirstComma(q)} {
		if k < 0 {
			continue
		}
		for k < len(q.toks) && politeOpening[q.norm(k)] {
			k++
		}
		if t, ok := capHeading(q, k); ok && modalCapAt(q, t) {
			return (u.hasHours && u.sessionNamed()) || (u.hasAmount && u.budgetPeriodNamed())
		}
	}
	return false
}

// afterFirstComma is the first token of the clause after the message's
// first comma, a joining word ("so", "and") left out ("I lose track of
// time, so I want my sessions to stop at 45 minutes"); -1 when there is
// no comma.
func afterFirstComma(q *question) int {
	for k := 1; k < len(q.toks); k++ {
		if strings.Contains(q.text[q.toks[k-1].end:q.toks[k].start], ",") {
			if clauseJoiners[q.norm(k)] {
				k++
			}
			return k
		}
	}
	return -1
}

// cappedWords state a cap as a participle after what is capped
// ("sessions capped at", "losses limited to").
var cappedWords = [][]string{{"capped", "at"}, {"capped", "to"}, {"limited", "to"}, {"restricted", "to"}, {"held", "to"},
	{"maxed", "at"}, {"kept", "under"}, {"kept", "to"}, {"kept", "below"}}

// beyondWords say how far a negated heading may not go ("no session
// over", "no sitting longer than").
var beyondWords = [][]string{{"over"}, {"past"}, {"beyond"}, {"above"}, {"exceeding"}, {"longer", "than"}, {"more", "than"},
	{"greater", "than"}, {"bigger", "than"}}

// keepVerbs state a cap as what to keep under ("keep my sessions under
// 2 hours", "stay below $50 a day"); keepObjects are what is kept ("keep
// it", "keep me"); keptUnder open the cap after them.
var (
	// "hold each session to two hours", "stop my sessions at 75
	// minutes": the point the play is held to or stopped at
	keepVerbs   = set("keep", "stay", "hold", "stop")
	keepObjects = set("it", "me", "myself", "us", "things")
	keptUnder   = [][]string{{"under"}, {"below"}, {"beneath"}, {"within"}, {"to"}, {"at"}, {"less", "than"}, {"shorter", "than"}}
)

// letOpenings forbid what follows them ("don't let my sessions ...",
// "never let a session ..."): stopOpenings with the thing capped in
// place of "me".
var letOpenings = [][]string{{"dont", "let"}, {"do", "not", "let"}, {"never", "let"}, {"not", "let"}}

// letRunCapAt reads, from k, a cap said as what the thing capped may not
// run past ("don't let my sessions run past 75 minutes", "never let a
// session go over 2 hours", "do not let my weekly losses go beyond
// $300"): a limit to set, as "don't let me play more than" is.
func letRunCapAt(q *question, k int) bool {
	if q.norm(k) == "please" {
		k++
	}
	n := 0
	for _, o := range letOpenings {
		if q.phraseAt(k, o...) {
			n = len(o)
		}
	}
	if n == 0 {
		return false
	}
	t := k + n
	if w := q.norm(t); w == "a" || w == "any" || w == "one" {
		t++ // "never let a session run", as "my sessions"
	}
	if w := q.norm(t); (w == "one" || w == "single") && q.norm(t-1) != "one" {
		t++ // "any one session", "a single sitting": each of them
	}
	t, ok := capHeading(q, t)
	if ok && q.norm(t) == "of" && (q.norm(t+1) == "mine" || q.norm(t+1) == "ours") {
		t += 2 // "a session of mine": the asker's own, as "my session"
	}
	if !ok || !runVerbs[q.norm(t)] {
		return false
	}
	for _, c := range beyondWords {
		if q.phraseAt(t+1, c...) {
			return true
		}
	}
	return false
}

// headingOpeners may come before the thing capped ("my sessions", "each
// session").
var headingOpeners = set("my", "each", "every", "all", "the", "our")

// capTopics name what a cap stated as a heading limits.
var capTopics = set("session", "sessions", "sitting", "sittings", "budget", "budgets", "play", "playing", "gambling", "losses",
	// "keep my spending on gambling to no more than $300 a month": the
	// money spent in a period is its budget
	"spending")

// spentOn are what spending is on, after it in a cap's heading ("my
// spending on gambling", "on the casinos").
var spentOn = set("gambling", "gaming", "casinos", "slots")

// stopOpenings open a cap said as what not to let the player do; a
// learner's English may drop the "do" ("please not let me play").
var stopOpenings = [][]string{{"dont", "let", "me"}, {"do", "not", "let", "me"}, {"never", "let", "me"}, {"please", "dont", "let", "me"},
	{"please", "do", "not", "let", "me"}, {"not", "let", "me"}, {"please", "not", "let", "me"}}

// keptFromVerbs ask for the asker to be kept from a play ("stop me
// from", "keep me from"), and capGerunds are the plays ("playing",
// "losing"): the forms of capVerbs after "from".
var (
	keptFromVerbs = set("stop", "keep", "prevent", "block", "bar")
	capGerunds    = set("playing", "losing", "spending", "gambling", "betting")
)

// keptFromAt is where the words after a request to be kept from a play
// begin ("can you stop me from playing more than 45 minutes at a time",
// "keep me from losing over $200 a week": to be kept from a play beyond
// a point is a cap at that point, as "don't let me play" states one); 0
// when the question opens with no such request.
func keptFromAt(q *question) int {
	j := 0
	for j < len(q.toks) && politeOpening[q.norm(j)] {
		j++
	}
	if keptFromVerbs[q.norm(j)] && (q.norm(j+1) == "me" || q.norm(j+1) == "us") && q.norm(j+2) == "from" && capGerunds[q.norm(j+3)] {
		return j + 4
	}
	return 0
}

// cutOffOpenings ask to be stopped ("stop me", "cut me off", "kick me
// out"); followed by "after" or "at" and a time or an amount, they state
// the point where play ends: a cap.
var cutOffOpenings = [][]string{{"stop", "me"}, {"cut", "me", "off"}, {"kick", "me", "off"}, {"kick", "me", "out"},
	{"shut", "me", "off"}, {"shut", "me", "down"}, {"make", "me", "stop"}, {"make", "me", "quit"}, {"log", "me", "off"},
	{"log", "me", "out"}}

// cutOffAt: the question opens (after a polite opening) by asking to be
// stopped after or at a number ("stop me after 90 minutes a session",
// "cut me off at $300 a week"); what is capped is read as for any cap.
func (u *understanding) cutOffAt() bool {
	q := u.q
	k := 0
	for k < len(q.toks) && politeOpening[q.norm(k)] {
		k++
	}
	at := func(t int) bool {
		if q.norm(t) != "after" && q.norm(t) != "at" {
			return false
		}
		_, _, ok := number(q.norm(t + 1))
		return ok || spelledDurationAt(q, t+1)
	}
	for _, o := range cutOffOpenings {
		if q.phraseAt(k, o...) && at(k+len(o)) {
			return true
		}
	}
	// "end my sessions after 90 minutes", "stop each session at an
	// hour": the asker's sessions stopped at a point are capped there;
	// "cut" ends them with its "off" before or after them ("cut off each
	// session at an hour", "cut my play sessions off at 45 minutes"), and
	// the owner may follow ("every session of mine")
	cut := q.norm(k) == "cut"
	if endVerbs[q.norm(k)] || cut {
		offBefore := cut && q.norm(k+1) == "off"
		if q.norm(k+1) == "up" || q.norm(k+1) == "out" || offBefore {
			k++ // "wrap up", "close out", "cut off"
		}
		n := k + 2
		if q.norm(n) == "play" || q.norm(n) == "gaming" || q.norm(n) == "gambling" {
			n++ // "stop my play sessions"
		}
		if sessionOwners[q.norm(k+1)] && sessionNouns[q.norm(n)] {
			j := n + 1
			if q.norm(j) == "of" && sessionOwnedBy[q.norm(j+1)] {
				j += 2
			}
			if cut && !offBefore {
				if q.norm(j) != "off" {
					return false // "cut my sessions short" names no point
				}
				j++
			}
			return at(j) && u.hasHours
		}
	}
	return false
}

// gameSessions says a game is written right before the sessions ("every
// blackjack session I play"): one game's sessions, where a limit caps all.
func gameSessions(q *question) bool {
	for i := 1; i < len(q.toks); i++ {
		if sessionNouns[q.norm(i)] && (gameValues[q.norm(i-1)] || q.norm(i-1) == "slot") {
			return true
		}
	}
	return false
}

// sessionOwnedBy own sessions named before them ("every session of
// mine").
var sessionOwnedBy = set("mine", "ours")

// sessionOwners say whose sessions or which ones an end verb stops, and
// sessionNouns name them ("stop my sessions", "end every sitting").
var (
	sessionOwners = set("my", "each", "every", "all", "our")
	sessionNouns  = set("session", "sessions", "sitting", "sittings")
)

// spelledDurationAt: a time written without a digit begins at token i
// ("an hour and a half", "half an hour", "a half hour"), the time a cap
// stops play at as much as "90 minutes" is.
func spelledDurationAt(q *question, i int) bool {
	k := i
	if q.norm(k) == "half" {
		k++
	}
	if q.norm(k) == "an" || q.norm(k) == "a" {
		k++
	}
	if q.norm(k) == "half" && k > i {
		k++
	}
	return k > i && hourWords[q.norm(k)]
}

// sessionNamed: the question names one session of play ("per session",
// "in one sitting", "at a time", "in a row").
func (u *understanding) sessionNamed() bool {
	q := u.q
	// "2 hours on the floor": time at play in the casino, one session's;
	// "3 hours on the floor a day" is a day's time, which no limit caps
	// "longer than 2 hours at a table": time at one table is a sitting,
	// and "at a table a day" a day's time, as on the floor
	atTable := q.hasPhrase("at", "a", "table") || q.hasPhrase("at", "the", "table") || q.hasPhrase("at", "one", "table")
	// "at a stretch", "in one stretch": one unbroken spell of play, as
	// "at a time" says
	stretch := q.hasPhrase("at", "a", "stretch") || q.hasPhrase("in", "one", "stretch") || q.hasPhrase("at", "one", "stretch")
	return q.has("session", "sessions", "sitting", "sittings", "visit", "trip") || q.hasPhrase("at", "a", "time") || stretch ||
		atTable && !u.budgetPeriodNamed() ||
		q.hasPhrase("on", "the", "floor") && !u.budgetPeriodNamed() ||
		q.hasPhrase("in", "a", "row") || q.hasPhrase("at", "once") || q.hasPhrase("in", "one", "go") || q.has("straight")
}

// capEndings end a question that states a cap ("50 a day max").
var capEndings = [][]string{{"max"}, {"maximum"}, {"tops"}, {"at", "most"}, {"or", "less"}, {"at", "the", "most"}}

// capEnds: the question ends with a cap word (before a closing "please").
func (u *understanding) capEnds() bool {
	q := u.q
	end := len(q.toks)
	if q.norm(end-1) == "please" {
		end--
	}
	for _, c := range capEndings {
		if q.phraseAt(end-len(c), c...) {
			return true
		}
	}
	return false
}

// budgetImperative: "budget" used as the verb ("budget $3k a month"),
// with the amount and its period.
func (u *understanding) budgetImperative() bool {
	q := u.q
	k := 0
	for k < len(q.toks) && politeOpening[q.norm(k)] {
		k++
	}
	return q.norm(k) == "budget" && u.hasAmount && u.budgetPeriodNamed()
}

// limitGiven: the player asks to be given a new limit with its terms
// ("give me a weekly budget of $300", "can you give us a $500 monthly
// loss limit", "give me a 90-minute session limit"): "a" makes the limit
// one to set, where "give me my budget" reads the one in place.
func (u *understanding) limitGiven() bool {
	q := u.q
	k := q.opening()
	for k < len(q.toks) && politeOpening[q.norm(k)] && q.norm(k) != "me" && q.norm(k) != "us" {
		k++
	}
	if q.norm(k) != "give" {
		return false
	}
	if !strings.EqualFold(q.toks[k].raw, "gimme") {
		// "gimme" is "give me" in one word, its "me" already said
		k++
		if w := q.norm(k); w != "me" && w != "us" {
			return false
		}
	}
	if w := q.norm(k + 1); w != "a" && w != "an" {
		return false
	}
	return q.has("budget", "budgets") && u.hasAmount && u.budgetPeriodNamed() || u.limitWithTerms()
}

// readingWords ask to read something, not to change it.
var readingWords = set("what", "whats", "how", "hows", "is", "are", "am", "was", "were", "do", "does", "did", "which", "where",
	"when", "show", "tell", "list", "give", "see", "check", "left", "remaining", "spent", "used", "current", "currently", "now")

// budgetStated: a budget said as a statement, with its period and amount
// and nothing asked ("monthly gambling budget of $1,500 please", "weekly
// loss limit 300"): the budget the player wants set.
func (u *understanding) budgetStated() bool {
	q := u.q
	if strings.Contains(q.text, "?") || !u.hasAmount || !u.budgetPeriodNamed() {
		return false
	}
	// "$750 monthly limit please": a limit or a cap of money in a
	// budget's period is the budget
	if !q.has("budget", "budgets") && !q.hasPhrase("loss", "limit") && !q.hasPhrase("spending", "limit") && !u.limitWithTerms() {
		return false
	}
	// "$200 a week is my budget", "my budget is 50 a day from now on":
	// the amount said first, or the time from which it holds, makes "is"
	// a statement of the budget wanted, not a question about it
	_, _, amountFirst := number(q.norm(0))
	from := u.fromNowOn()
	stated := amountFirst || from
	for i, t := range q.toks {
		if readingWords[t.norm] && !(stated && copulas[t.norm]) && !(from && t.norm == "now") && !askerStatedAt(q, i) {
			return false
		}
	}
	return true
}

// askerStatedAt: token i is "am", "is" or "are" after its subject, the
// asker or the agent's user ("I am losing and need ...", "the customer
// is broke and needs ..."), which tells of them; "am I" would ask.
func askerStatedAt(q *question, i int) bool {
	w, before := q.norm(i), q.norm(i-1)
	// "the user is": relayedPerson may have read the user as "i"
	return (w == "am" && before == "i") || (w == "are" && before == "we") || (w == "is" && (relayNouns[before] || before == "i"))
}

// sessionLimitStated: a session's time limit said as a statement, with
// its time and nothing asked ("session limit of 2 hours", "a 90 minute
// session limit please"), as budgetStated reads a budget: the limit the
// player wants set. "is my session limit 2 hours?" still reads it.
func (u *understanding) sessionLimitStated() bool {
	q := u.q
	if strings.Contains(q.text, "?") || !u.hasHours || u.hasAmount || u.period != nil {
		return false
	}
	if !q.hasPhrase("session", "limit") && !q.hasPhrase("sessions", "limit") && !q.hasPhrase("session", "cap") &&
		!q.hasPhrase("time", "limit") && !q.hasPhrase("session", "length", "limit") && !perSessionCap(q) {
		return false
	}
	for _, t := range q.toks {
		if readingWords[t.norm] {
			return false
		}
	}
	return true
}

// perSessionCap says a limit or cap is put on each session ("a 2-hour
// limit per session", "a cap of 90 minutes each sitting"): a session
// limit by its other word order.
func perSessionCap(q *question) bool {
	for i := range q.toks {
		if w := q.norm(i); w != "limit" && w != "cap" {
			continue
		}
		for k := i + 1; k < len(q.toks) && k <= i+5; k++ {
			if sittingCounters[q.norm(k)] && q.norm(k) != "a" && q.norm(k) != "any" && sessionNouns[q.norm(k+1)] {
				return true
			}
		}
	}
	return false
}

// copulas are the reading words a statement also uses ("$200 a week is
// my budget").
var copulas = set("is", "are")

// fromNowOn: the question says from when a change holds ("from now
// on", "going forward", "starting today").
func (u *understanding) fromNowOn() bool {
	q := u.q
	return q.hasPhrase("from", "now", "on") || q.hasPhrase("going", "forward") || q.hasPhrase("moving", "forward") ||
		q.hasPhrase("starting", "today") || q.hasPhrase("starting", "now") || q.hasPhrase("from", "today", "on") ||
		q.hasPhrase("effective", "immediately") || q.hasPhrase("effective", "today")
}

// budgetPeriodNamed: a word of the question names a budget's period.
func (u *understanding) budgetPeriodNamed() bool {
	for _, t := range u.q.toks {
		if _, ok := budgetPeriods[t.norm]; ok {
			return true
		}
	}
	return false
}

// budgetAsked: a change question is about a loss budget.
func (u *understanding) budgetAsked() bool {
	q := u.q
	return q.has("budget", "budgets", "spending") || q.hasPhrase("loss", "limit") || (q.has("limit", "limits", "cap") && u.hasAmount) ||
		(u.capStated() && u.hasAmount && u.budgetPeriodNamed()) || u.spendClauseCapped() ||
		u.hasAmount && u.budgetPeriodNamed() && maxAfterPeriod(q)
}

// spendClauseCapped: what the player spends or loses, said as a clause
// ("what I spend each week", "how much we lose a month"), is what a
// limit verb caps: a loss budget, as "my spending" is.
func (u *understanding) spendClauseCapped() bool {
	q := u.q
	if !q.has("cap", "limit", "restrict") {
		return false
	}
	for i := range q.toks {
		if (q.norm(i) == "spend" || q.norm(i) == "lose") && (q.norm(i-1) == "i" || q.norm(i-1) == "we") &&
			(q.norm(i-2) == "what" || q.phraseAt(i-3, "how", "much")) {
			return true
		}
	}
	return false
}

// sessionAsked: a change question is about a session's time.
func (u *understanding) sessionAsked() bool {
	q := u.q
	capped := u.hasHours && u.sessionNamed() && (u.capStated() || superlativeCap(q))
	// "sessions should end after 45 mins": where a session should end
	// is its limit, not a session ended, as is "end my sessions after
	// 45 minutes" (cutOffAt)
	ended := q.has("end") && !u.modalCap() && !u.cutOffAt()
	return (q.has("session", "sessions") || q.hasPhrase("time", "limit") || q.hasPhrase("play", "time") || capped ||
		u.hasHours && sittingCounted(q)) &&
		!q.has("delete", "remove", "log", "start", "add", "record") && !ended
}

// sittingCounted says a sentence counts play by the sitting ("per
// sitting", "each sitting", "a sitting"): one session, as "per session"
// is; "sitting at the table" is not counted.
func sittingCounted(q *question) bool {
	for i := 1; i < len(q.toks); i++ {
		if w := q.norm(i); (w == "sitting" || w == "sittings") && sittingCounters[q.norm(i-1)] {
			return true
		}
	}
	return false
}

// sittingCounters count sittings ("per sitting", "every sitting").
var sittingCounters = set("per", "each", "every", "a", "one", "any")

// superlativeCap: the question states a cap as a superlative of what
// the player may do ("make 90 minutes the longest I can play in one
// sitting", "the longest we should sit is 2 hours"): a cap is still the
// cap.
func superlativeCap(q *question) bool {
	for i := range q.toks {
		if (q.norm(i) == "longest" || q.norm(i) == "most") && q.norm(i-1) == "the" && (q.norm(i+1) == "i" || q.norm(i+1) == "we") {
			return true
		}
	}
	return false
}

// twoChanges: the question asks for two changes joined by "and" ("a daily
// budget of 100 and a 2 hr session limit", "$50 a day and $200 a week").
// Proposing one of them would drop the other.
func (u *understanding) twoChanges() bool {
	q := u.q
	if !q.has("and", "plus", "also") {
		return false
	}
	periods := map[string]bool{}
	for _, t := range q.toks {
		if p, ok := budgetPeriods[t.norm]; ok {
			periods[p] = true
		}
	}
	return (u.budgetAsked() && u.sessionAsked() && u.hasHours) || (u.budgetAsked() && len(periods) > 1)
}

// budgetPeriods reads the period of a budget.
var budgetPeriods = map[string]string{"daily": "day", "day": "day", "weekly": "week", "week": "week", "monthly": "month", "month": "month"}

// otherBudgetUnits are what money may be spent per that is no budget
// period of set_budget (day, week or month): a trip, a visit, a night.
var otherBudgetUnits = set("trip", "visit", "session", "night", "weekend", "outing", "vacation", "year")

// budgetOtherUnit: the budget is per a unit set_budget has no period for
// ("$500 per trip", "each visit", "$300 a night", "a trip budget");
// sending it without one would set another budget.
func budgetOtherUnit(q *question) bool {
	for i := range q.toks {
		if !otherBudgetUnits[q.norm(i)] {
			continue
		}
		switch prev := q.norm(i - 1); {
		case prev == "per" || prev == "each" || prev == "every":
			return true
		case (prev == "a" || prev == "an") && i >= 2 && q.toks[i-2].used:
			// "$500 a trip": right after the amount
			return true
		case q.norm(i+1) == "budget" || q.norm(i+1) == "budgets":
			// "a trip budget of $500"
			return true
		}
	}
	return false
}

// vagueCounts and vagueScales make an amount no reader can pin down
// ("a couple hundred bucks", "a few grand", "several hundred dollars").
var (
	vagueCounts = set("couple", "few", "several", "some")
	vagueScales = set("hundred", "hundreds", "thousand", "thousands", "grand", "k", "bucks", "dollars")
)

// vagueAmount: the question gives money as a vague count of a scale.
func vagueAmount(q *question) bool {
	for i := range q.toks {
		if !vagueCounts[q.norm(i)] {
			continue
		}
		if k := i + 1; vagueScales[q.norm(k)] || q.norm(k) == "of" && vagueScales[q.norm(k+1)] {
			return true
		}
	}
	return false
}

// removalWords ask for something to be taken away ("delete", "scratch",
// "get rid of", "turn off"); "drop" and "reset" may instead move a limit
// to a new value (droppedTo).
var removalWords = set("remove", "delete", "cancel", "clear", "erase", "off", "disable", "deactivate", "pause", "lift", "unset",
	"stop", "scratch", "nix", "ditch", "scrap", "trash", "wipe", "undo", "rid")

// change proposes a responsible-gaming limit change; any other change is
// not made from a question.
func (u *understanding) change() Intent {
	q := u.q
	if (q.has("drop", "reset") || q.has(keys(removalWords)...)) && !u.droppedTo() && !u.cutOffAt() && !u.modalCap() && keptFromAt(q) == 0 {
		return notAChange() // a limit is lowered or raised, never removed from a question
	}
	if u.twoChanges() {
		return unknownBecause("The question asks for two changes at once; /ask proposes one change at a time: ask for each on its own.")
	}
	switch {
	case u.budgetAsked():
		params := map[string]any{}
		var missing []string
		period := ""
		for _, t := range q.toks {
			if p, ok := budgetPeriods[t.norm]; ok {
				period = p
				break
			}
		}
		if period == "" && u.period != nil {
			period = map[string]string{"this month": "month", "last month": "month", "this week": "week", "last week": "week", "today": "day"}[u.period.Label]
		}
		if period == "" && budgetOtherUnit(q) {
			return unknownBecause("set_budget takes a budget per day, week or month, not per trip or visit: ask e.g. \"set my weekly budget to $500\".")
		}
		if !u.hasAmount && vagueAmount(q) {
			return unknownBecause("A budget is set to an exact amount: ask e.g. \"set my weekly budget to $200\".")
		}
		if period != "" {
			params["period"] = period
		} else {
			missing = append(missing, "period")
		}
		if u.hasAmount {
			params["amount"] = u.amount
		} else {
			missing = append(missing, "amount")
		}
		desc := "set your budget"
		if period != "" && u.hasAmount {
			desc = "set your " + map[string]string{"day": "daily", "week": "weekly", "month": "monthly"}[period] + " loss budget to " + money(u.amount)
		}
		in := u.personalIntent(SetBudget, desc, action("rg", "set_budget", ""), params)
		in.Missing, in.ChangesData = missing, true
		return in
	case u.sessionAsked():
		if u.game != "" && (u.capStated() || gameSessions(q)) {
			// "keep my slots sessions under 2 hours": set_session_limit
			// caps every session, not one game's
			return unknownBecause("set_session_limit caps every play session, not one game's: ask for a session limit without the game.")
		}
		params := map[string]any{}
		var missing []string
		desc := "set your session time limit"
		if u.hasHours {
			minutes := int(math.Round(u.hours * 60))
			params["max_minutes"] = minutes
			desc += " to " + plural(minutes, "minute")
		} else {
			missing = append(missing, "max_minutes")
		}
		in := u.personalIntent(SetSessionLimit, desc, action("rg", "set_session_limit", ""), params)
		in.Missing, in.ChangesData = missing, true
		return in
	}
	return notAChange()
}

// droppedTo: "drop" or "reset" moves a limit to a new value given after
// "to" ("drop my monthly budget to $1,000", "reset my session limit to
// 2 hours"): a value to set, not a limit removed.
func (u *understanding) droppedTo() bool {
	q := u.q
	if !q.has("drop", "reset") || q.has(keys(removalWords)...) {
		return false
	}
	if !u.hasAmount && !u.hasHours {
		return false
	}
	for i, t := range q.toks {
		if t.norm == "to" && i+1 < len(q.toks) && q.toks[i+1].used {
			if _, _, ok := number(q.norm(i + 1)); ok {
				return true
			}
		}
	}
	return false
}

// areaWords name the areas of the player's records. A question that
// joins two areas with "and" ("my bankroll and how much I won") asks two
// questions; one answer would drop one of them.
var areaWords = map[string][]string{
	"tier": {"tiers"}, "tiers": {"tiers"}, "status": {"tiers"}, "level": {"tiers"}, "levels": {"tiers"}, "points": {"tiers"},
	"offer": {"offers"}, "offers": {"offers"}, "promo": {"offers"}, "promos": {"offers"}, "mailer": {"offers"},
	"mailers": {"offers"}, "comp": {"offers"}, "comps": {"offers"}, "freeplay": {"offers"},
	"bankroll": {"bankroll"}, "balance": {"bankroll"}, "budget": {"bankroll", "limits"}, "budgets": {"bankroll", "limits"},
	"limit": {"limits"}, "limits": {"limits"}, "caps": {"limits"},
	"tax": {"tax"}, "taxes": {"tax"}, "won": {"tax", "w2gs"}, "win": {"tax", "w2gs"}, "wins": {"tax", "w2gs"}, "winnings": {"tax", "w2gs"},
	"losses": {"tax"}, "lost": {"tax"}, "lose": {"tax"},
	// the W-2G forms are a list of their own (list_w2g), apart from the
	// year's summary; words of a win or of withholding belong to both
	"w2g": {"w2gs"}, "w2gs": {"w2gs"}, "withheld": {"tax", "w2gs"}, "jackpots": {"tax", "w2gs"},
	"trip": {"trips"}, "trips": {"trips"}, "session": {"sessions"}, "sessions": {"sessions"},
	"visit": {"visits"}, "visits": {"visits"}, "voucher": {"vouchers"}, "vouchers": {"vouchers"},
	"host": {"hosts"}, "hosts": {"hosts"},
	// the directory's casinos and the help lines are asks of their own
	// too ("casinos near Wewoka and the helpline for Oklahoma")
	"casinos": {"casinos"}, "helpline": {"help"}, "helplines": {"help"}, "hotline": {"help"}, "hotlines": {"help"},
}

// areaNames say an area in words.
var areaNames = map[string]string{"tiers": "tiers", "offers": "offers", "bankroll": "bankroll", "limits": "limits",
	"tax": "wins and tax records", "w2gs": "W-2Gs", "trips": "trips", "sessions": "sessions", "visits": "visits", "vouchers": "vouchers", "hosts": "hosts",
	"casinos": "the directory's casinos", "help": "the help lines"}

// twoQuestions finds two areas of the player's records joined by "and"
// (or "plus", "also"), each on its own side, and names them.
func (u *understanding) twoQuestions() (string, string, bool) {
	q := u.q
	areas := func(from, to int) map[string]bool {
		out := map[string]bool{}
		for k := from; k < to; k++ {
			for _, a := range areaWords[q.norm(k)] {
				out[a] = true
			}
		}
		return out
	}
	for i, t := range q.toks {
		if t.used || (t.norm != "and" && t.norm != "plus" && t.norm != "also") {
			continue
		}
		left, right := areas(0, i), areas(i+1, len(q.toks))
		if len(left) == 0 || len(right) == 0 {
			continue
		}
		if readVerbs[q.norm(i+1)] && !pointingWords[q.norm(i+2)] && !pointingWords[q.norm(i+3)] &&
			(u.changeOpensAt(q.opening(), true) || u.changeOpensAt(sentenceOpeningOf(q, i), true)) && !u.changeOpensAt(i+1, false) {
			// "Set my daily budget to $75 and show my bankroll": a
			// change and a read of the records (of one area or two),
			// where "and show it to me" is the change shown; the change
			// may open a sentence after a story ("Long week. Cap my
			// sessions at an hour and list my visits.")
			return "the change asked", areaNames[keys(right)[0]], true
		}
		shared := false
		for a := range left {
			shared = shared || right[a]
		}
		if !shared {
			return areaNames[keys(left)[0]], areaNames[keys(right)[0]], true
		}
	}
	return "", "", false
}

// sentenceOpeningOf is the first token of the sentence holding token i:
// the token after the last full stop, question or exclamation mark
// before it, or the question's opening.
func sentenceOpeningOf(q *question, i int) int {
	for k := i; k > q.opening(); k-- {
		if q.sentenceBreakBefore(k) {
			return k
		}
	}
	return q.opening()
}

// readVerbs ask to be shown records ("show my bankroll", "list my
// trips").
var readVerbs = set("show", "list", "give", "tell", "pull", "display", "bring", "check")

// own says an area of the player's as theirs ("your trips"); the
// directory's and the help lines' names say whose they are.
func own(area string) string {
	if strings.HasPrefix(area, "the ") {
		return area
	}
	return "your " + area
}

// twoAsked is the answer to two questions in one.
func twoAsked(a, b string) Intent {
	return unknownBecause("The question asks about " + own(a) + " and " + own(b) + " at once; ask one at a time.")
}

// selfCheck: the player asks whether their own play is a problem ("am I
// gambling too much", "do I have a gambling problem"). The answer is the
// indicators of their own records (get_risk_profile), never a diagnosis,
// with the help line beside it.
func (u *understanding) selfCheck() bool {
	q := u.q
	asks := q.phraseAt(0, "am", "i") || q.phraseAt(0, "do", "i") || q.phraseAt(0, "is", "my") || q.phraseAt(0, "have", "i") ||
		q.phraseAt(0, "are", "my") || q.phraseAt(0, "was", "i")
	risk := q.hasPhrase("too", "much") || q.hasPhrase("too", "often") || q.hasPhrase("out", "of", "control") ||
		q.has("problem", "problems", "risky", "addicted", "addiction", "compulsive", "chasing", "unhealthy", "healthy")
	return asks && risk
}

func (u *understanding) riskProfile() Intent {
	return u.personalIntent(MyLimits, "your responsible-gaming limits and indicators", action("rg", "get_risk_profile", ""), map[string]any{})
}

// followUpOpeners start a question that leans on one asked before ("what
// about Caesars", "and at Borgata?", "same for MGM").
var followUpOpeners = [][]string{{"what", "about"}, {"how", "about"}, {"what", "of"}, {"and"}, {"same", "for"},
	{"same", "at"}, {"same", "with"}, {"same", "in"}, {"also"}}

// followUpFiller are the words besides the name a follow-up may hold.
var followUpFiller = set("the", "at", "for", "in", "with", "then", "instead")

// followUp reports whether the question is only a follow-up opener and a
// name or place, and gives the words after the opener: /ask answers each
// question on its own, so what it follows up is unknown, and answering
// the name's detail would be a guess.
func (u *understanding) followUp() (string, bool) {
	q := u.q
	// after a greeting or a lead-in ("ok so what about borgata")
	s := 0
	for s < len(q.toks) && q.toks[s].used {
		s++
	}
	for _, opener := range followUpOpeners {
		if !q.phraseAt(s, opener...) || len(q.toks) == s+len(opener) {
			continue
		}
		for k := s + len(opener); k < len(q.toks); k++ {
			if !q.toks[k].used && !followUpFiller[q.norm(k)] {
				return "", false
			}
		}
		first := s + len(opener)
		for first < len(q.toks)-1 && followUpFiller[q.norm(first)] && q.norm(first) != "the" {
			first++
		}
		return q.span(first, len(q.toks)-1), true
	}
	return "", false
}

// notAChange is the answer to a change /ask does not make.
func notAChange() Intent {
	return unknownBecause("From a question Tierline changes only your responsible-gaming limits (a loss budget or a session time limit); " +
		"other changes are made with the actions themselves (POST /v1/player).")
}

func unknown() Intent {
	return Intent{Name: Unknown, Description: "a question this service cannot map", Parameters: map[string]any{}}
}

// unknownBecause is a question declined, with the note that says why and
// what to ask instead.
func unknownBecause(note string) Intent {
	out := unknown()
	out.Notes = []string{note}
	return out
}

// helpTopic reads what kind of responsible-gaming help a question asks
// for, "" when it asks none.
func (u *understanding) helpTopic() string {
	q := u.q
	switch {
	case q.hasPhrase("self", "exclusion") || q.has("selfexclusion", "exclusion", "exclude", "excluded") ||
		q.hasPhrase("ban", "myself") || q.hasPhrase("bar", "myself") || q.hasPhrase("self", "exclude") || q.hasPhrase("banned", "from") ||
		q.hasPhrase("self", "excluding") || q.hasPhrase("self", "excluded") ||
		// "how do i self-ban", "a self ban list": banning oneself
		q.hasPhrase("self", "ban") || q.hasPhrase("self", "banned") || q.hasPhrase("self", "banning") || q.has("selfban") ||
		// "lifetime ban from PA casinos", "ban me from casinos": a ban
		// the player asks for is the state's self-exclusion list
		q.hasPhrase("ban", "from") || q.hasPhrase("ban", "me") || q.hasPhrase("lifetime", "ban") || u.banOfOneself():
		return "self_exclusion"
	case u.troubleTold():
		return "helpline"
	case q.has("helpline", "hotline", "addiction", "addicted", "compulsive", "gamblersanonymous") ||
		q.hasPhrase("help", "line") || gamblingTrouble(q) || q.hasPhrase("problem", "gambling") ||
		q.hasPhrase("problem", "gambler") || q.hasPhrase("gamblers", "anonymous") || q.hasPhrase("800", "gambler") ||
		q.hasPhrase("gambling", "help") || q.hasPhrase("help", "with", "gambling") || q.hasPhrase("help", "with", "my", "gambling") ||
		q.hasPhrase("stop", "gambling") || q.hasPhrase("quit", "gambling") ||
		((q.hasPhrase("responsible", "gambling") || q.hasPhrase("responsible", "gaming")) && !u.responsibleLimitsNamed()) ||
		q.hasPhrase("gambling", "too", "much") ||
		// "problem gamblers", "gambling addicts": the people the line
		// is for, named in the plural
		q.hasPhrase("problem", "gamblers") || q.has("addict", "addicts") || u.tollFreeForGamblers():
		return "helpline"
	}
	return ""
}

// gamblingTrouble: the question names trouble with gambling ("a
// gambling problem", "gambling problems", "gambling issues", "problems
// with my gambling"): the help line is for it.
func gamblingTrouble(q *question) bool {
	for i := range q.toks {
		if q.norm(i) == "gambling" && troubleNouns[q.norm(i+1)] {
			return true
		}
		if troubleNouns[q.norm(i)] && q.norm(i+1) == "with" &&
			(q.norm(i+2) == "gambling" || q.norm(i+2) == "my" && q.norm(i+3) == "gambling") {
			return true
		}
	}
	return false
}

// troubleNouns name a trouble the help line is for.
var troubleNouns = set("problem", "problems", "issue", "issues", "trouble", "troubles")

// limitNouns are the limits a player sets on their play.
var limitNouns = set("limit", "limits", "budget", "budgets", "cap", "caps")

// responsibleLimitsNamed: "responsible gaming" ("responsible gambling")
// names the kind of the player's own limits right after it ("my
// responsible gaming limits", "the user's responsible gambling
// settings"): the limits are asked for, not a help line. Limits said to
// be in force ("responsible gambling caps in effect", "the currently
// active responsible gaming limits") are someone's own, the asker's, with
// no "my": a state's rules ("... in ohio") are not.
func (u *understanding) responsibleLimitsNamed() bool {
	q := u.q
	if !u.personal() && (!limitsInForce(q) || u.state != nil) {
		return false
	}
	for i := range q.toks {
		if q.norm(i) == "responsible" && (q.norm(i+1) == "gaming" || q.norm(i+1) == "gambling") && limitNouns[q.norm(i+2)] {
			return true
		}
	}
	return false
}

// inForceWords say limits are set and hold now ("active", "in effect").
var inForceWords = set("active", "currently", "current", "existing", "enabled", "enforced")

// limitsInForce: the question says the limits it names are in force
// ("currently active", "in place", "in effect", "in force").
func limitsInForce(q *question) bool {
	return q.hasOf(inForceWords) || q.hasPhrase("in", "place") || q.hasPhrase("in", "effect") || q.hasPhrase("in", "force")
}

// othersLimitWords name limits a casino or a bank sets, not the
// player: a table's bets, a machine's, a withdrawal's.
var othersLimitWords = set("table", "tables", "bet", "bets", "betting", "wager", "wagers", "max", "maximum", "minimum", "min",
	"atm", "withdrawal", "withdrawals", "deposit", "deposits", "credit", "cashout", "payout", "payouts")

// limitsInForceNamed: a keyword line names limits said to be in force
// and nothing else ("limits currently set", "active caps"): in /ask the
// limits a player has in force are their own, which the limits read
// answers. A figure makes a change of them, a game, casino, program or
// place another's limits ("blackjack table limits current"), and a
// longer line says more than this reads.
func (u *understanding) limitsInForceNamed() bool {
	q := u.q
	return len(q.toks)-q.opening() <= 5 && q.has("limits", "caps") && limitsInForce(q) && !q.hasOf(othersLimitWords) &&
		!u.hasAmount && !u.hasHours && u.game == "" && len(u.casinos) == 0 && len(u.programs) == 0 && u.state == nil && u.city == nil
}

// tollFreeForGamblers: the question asks for a toll-free number ("a 1-800
// number", "an 800 line", "a toll free number") for gamblers or
// gambling: the help line is the number gamblers call. A casino's own
// number ("toll free number for borgata") is not.
func (u *understanding) tollFreeForGamblers() bool {
	q := u.q
	number := q.hasPhrase("800", "number") || q.hasPhrase("800", "line") || q.hasPhrase("toll", "free") || q.has("tollfree")
	return number && q.has("gambler", "gamblers", "gambling", "gamble")
}

// bannedByOthers: the player tells of a ban done to them, in the past
// ("i got banned from borgata", "why was i banned from mgm grand"), with
// no word of excluding themselves: a casino's ban, not the
// self-exclusion a player asks for ("how do i get banned from casinos").
func (u *understanding) bannedByOthers() bool {
	q := u.q
	if q.has("selfexclusion", "exclusion", "exclude", "excluded", "excluding", "myself", "ourselves", "voluntarily", "voluntary") {
		return false
	}
	for _, be := range []string{"got", "was", "were", "been", "gotten"} {
		for _, ban := range []string{"banned", "barred", "trespassed", "blacklisted"} {
			if q.hasPhrase(be, ban) {
				return true
			}
			for _, who := range []string{"i", "we", "you"} {
				if q.hasPhrase(be, who, ban) { // "why was i banned"
					return true
				}
			}
		}
	}
	return false
}

// banOfOneself: someone bans or bars themselves ("can my brother ban
// himself", "how does she bar herself"): the ban a person asks for
// against themselves is the state's self-exclusion list. A ban of
// someone else ("can the casino ban him") is not.
func (u *understanding) banOfOneself() bool {
	q := u.q
	for i := range q.toks {
		switch q.norm(i) {
		case "ban", "bans", "banning", "bar", "bars", "barring":
			if reflexives[q.norm(i+1)] {
				return true
			}
		}
	}
	return false
}

var reflexives = set("myself", "himself", "herself", "themselves", "themself", "yourself", "ourselves")

// troubleTold: the player says their gambling is a trouble ("getting
// out of hand") or asks whom to talk to about it: a person to talk to is
// the help line.
func (u *understanding) troubleTold() bool {
	q := u.q
	if lossTrouble(q) && (talkAsked(q) || helpSought(q)) {
		// "I keep chasing losses, who can I talk to": losses past
		// bearing are the trouble, whether or not "gambling" is said
		return true
	}
	if !q.has("gambling", "gamble", "gambler", "betting") {
		return false
	}
	trouble := q.hasPhrase("out", "of", "hand") || q.hasPhrase("out", "of", "control") || q.hasPhrase("getting", "worse") ||
		q.hasPhrase("cant", "stop") || q.hasPhrase("can", "not", "stop")
	return trouble || talkAsked(q)
}

// talkAsked: the question asks for someone to talk to or call ("who can
// I call", "is there someone I can talk to", "talk to about").
func talkAsked(q *question) bool {
	return (q.has("talk", "speak", "call") && q.has("who", "someone", "somebody", "anyone", "anybody")) ||
		q.hasPhrase("talk", "to") && q.has("about")
}

// helpSought: the question asks where or how to get help ("where can I
// get help", "how do I find help", "I need help"), which after losses
// past bearing is the help line, as someone to talk to is.
func helpSought(q *question) bool {
	return q.hasPhrase("get", "help") || q.hasPhrase("find", "help") || q.hasPhrase("need", "help") ||
		q.hasPhrase("getting", "help") || q.hasPhrase("finding", "help")
}

// lossVerbs lose or spend money at play.
var lossVerbs = []string{"losing", "lost", "lose", "spending", "spent", "spend", "betting", "bet", "blowing", "blew"}

// lossTrouble: the words tell of losses past bearing: "losing more than
// I can afford", "spent money I can't afford", "chasing losses".
func lossTrouble(q *question) bool {
	if q.hasPhrase("chasing", "losses") || q.hasPhrase("chasing", "my", "losses") || q.hasPhrase("chase", "losses") ||
		q.hasPhrase("chase", "my", "losses") {
		return true
	}
	for _, w := range []string{"limit", "limits", "budget", "budgets"} {
		// "I keep going over my limit", "blew past my budget again":
		// the asker's own bound broken is the trouble, as losses past
		// bearing are
		if q.hasPhrase("over", "my", w) || q.hasPhrase("past", "my", w) || q.hasPhrase("through", "my", w) {
			return q.has("keep", "keeps", "kept", "again", "always", "going", "went", "blew", "blow", "blown")
		}
	}
	// "I think I'm losing too much", "I've spent way too much": more
	// than the asker thinks right
	return q.has(lossVerbs...) && (q.hasPhrase("too", "much") || q.hasPhrase("than", "i", "can", "afford") || q.hasPhrase("than", "i", "could", "afford") ||
		q.hasPhrase("than", "we", "can", "afford") || q.hasPhrase("than", "we", "could", "afford") ||
		q.hasPhrase("cant", "afford") || q.hasPhrase("couldnt", "afford") || q.hasPhrase("can", "not", "afford") ||
		q.hasPhrase("cannot", "afford"))
}

func (u *understanding) rgHelp(topic string) Intent {
	params := map[string]any{"topic": topic}
	desc := map[string]string{"helpline": "help lines for problem gambling", "self_exclusion": "self-exclusion programs"}[topic]
	state := ""
	switch {
	case u.state != nil:
		state = u.state.Code
	case u.city != nil && len(u.city.cities) == 1:
		state = u.city.cities[0].State
	default:
		state = looseStateCode(u.q)
	}
	if state != "" {
		params["state"] = state
		desc += " for " + state
	}
	return Intent{Name: RGHelp, Description: desc, Parameters: params, AnsweredFrom: "the responsible-gaming resources of get_resources"}
}

// matchWords name a tier or status match.
var matchWords = set("match", "matches", "matching", "matched", "statusmatch", "tiermatch")

// gainVerbs win a status ("get me status", "earn a tier").
var gainVerbs = set("get", "gets", "getting", "earn", "earns", "give", "gives", "land", "lands")

// statusGainedBefore: the words ending at k are a status gained ("get me
// status", "earn a tier"), so the program after the "at" that follows
// is where the status goes, not where it is held ("my status at MGM").
func (u *understanding) statusGainedBefore(k int) bool {
	q := u.q
	if w := q.norm(k); w != "status" && w != "tier" && w != "tiers" && w != "level" {
		return false
	}
	k--
	if q.norm(k) == "a" || q.norm(k) == "some" || q.norm(k) == "any" {
		k--
	}
	if q.norm(k) == "me" || q.norm(k) == "us" || q.norm(k) == "them" || q.norm(k) == "him" || q.norm(k) == "her" {
		k--
	}
	return gainVerbs[q.norm(k)]
}

// matchAsked: the question is about a tier or status match.
func (u *understanding) matchAsked() bool {
	q := u.q
	if q.has("host", "hosts") && !q.has("status", "tier", "tiers", "level") && u.tier == nil {
		return false // "match me with a host": a host to contact, not a status
	}
	if q.has(keys(matchWords)...) {
		return true
	}
	// "what can my Boyd Emerald get me elsewhere": a tier, or the
	// player's status, taken to the other programs.
	if (u.tier != nil || q.has("status", "tier", "tiers")) && u.elsewhereAsked() {
		return true
	}
	// "can my Caesars Diamond get me MGM status": a tier of one program
	// taken to another; "what would MGM Rewards give me for Diamond
	// Elite from Caesars Rewards": another program's offer in exchange
	// for the tier is the same path, said from the other side.
	if u.tier == nil || !q.has("status", "tier", "level") && !u.givenForTier() {
		return false
	}
	for _, m := range u.programMentions() {
		if m.program != u.tier.program {
			return true
		}
	}
	return false
}

// givingVerbs say what a program would grant a member of another.
var givingVerbs = set("give", "gives", "offer", "offers", "grant", "grants")

// givenForTier: a verb of giving comes before the tier, with "for"
// right before it ("give me for Diamond Elite", "offer for my Onyx").
func (u *understanding) givenForTier() bool {
	q := u.q
	at, words := -1, norms(u.tier.name)
	for i := range q.toks {
		if q.norm(i) == "for" && (q.namePhraseAt(i+1, words...) || ((q.norm(i+1) == "my" || q.norm(i+1) == "a") && q.namePhraseAt(i+2, words...))) {
			at = i
		}
	}
	for i := 0; i < at; i++ {
		if givingVerbs[q.norm(i)] {
			return true
		}
	}
	return false
}

// elsewhereAsked: the question asks what a status is worth at the other
// casinos or programs ("get me elsewhere", "worth at other casinos",
// "which programs would honor my tiers"); "my status at other casinos"
// asks the player's own tiers there.
func (u *understanding) elsewhereAsked() bool {
	q := u.q
	where := q.has("elsewhere") || q.hasPhrase("anywhere", "else") || q.hasPhrase("somewhere", "else") || q.hasPhrase("where", "else") ||
		(q.has("other", "another") && q.has("casino", "casinos", "program", "programs", "chain", "chains", "places"))
	taken := q.has("get", "worth", "take", "use", "carry", "transfer", "count", "recognized", "recognised", "honor", "honored",
		"honour", "honoured", "accept", "accepted")
	// "which programs would honor my tiers", "what casinos will accept
	// my status": the programs or casinos asked for are the others, where
	// the status would be honored
	others := q.has("which", "what", "any") && q.has("programs", "casinos", "clubs", "chains", "places") && q.has(keys(honorVerbs)...)
	return where && taken || others
}

// honorVerbs say a program takes a status held elsewhere ("honor",
// "recognize", "accept").
var honorVerbs = set("honor", "honors", "honored", "honour", "honours", "honoured", "recognize", "recognizes", "recognized",
	"recognise", "recognises", "recognised", "accept", "accepts", "accepted", "respect", "respects")

// programMention is a program named in a question, directly or through a
// casino of the program.
type programMention struct {
	program     int
	first, last int
}

// programMentions finds every program the question names by its name, its
// brand, their distinctive words, or a directory casino of the program,
// in order.
func (u *understanding) programMentions() []programMention {
	q := u.q
	var out []programMention
	taken := map[int]bool{}
	for i := range q.toks {
		if taken[i] {
			continue
		}
		// last starts before the question: a one-word name opening it
		// ("mgm platinum to caesars") is a mention like any other
		best := programMention{program: -1, last: -1}
		for ei := range u.ix.entries {
			// by reference: this runs for every word of every question,
			// and a copy of each entry costs more than the test
			e := &u.ix.entries[ei]
			var words []string
			switch {
			case e.kind == kindProgram && len(e.core) > 0 && e.coreOK:
				words = e.core
			case e.kind == kindProgram && len(e.full) > 0 && distinctive(e.full):
				words = e.full
			default:
				continue
			}
			if q.phraseAt(i, words...) && i+len(words)-1 > best.last {
				best = programMention{program: e.index, first: i, last: i + len(words) - 1}
			}
		}
		if best.program < 0 {
			for _, ci := range u.casinos {
				// a named casino stands for its program
				c := u.ix.lex.Casinos[ci]
				if u.named != nil && u.named.e.kind == kindCasino && u.named.first == i {
					if p := u.ix.programOf(c.ProgramID); p >= 0 {
						best = programMention{program: p, first: i, last: u.named.last}
					}
				}
			}
		}
		if best.program >= 0 {
			out = append(out, best)
			for k := best.first; k <= best.last; k++ {
				taken[k] = true
			}
		}
	}
	return out
}

// tierMatch answers which known tier-match paths a program's members may
// use, or runs get_suggestions on the player's own tiers.
func (u *understanding) tierMatch() Intent {
	mentions := u.programMentions()
	if u.tier != nil && tierOnlyAtDestination(u.q, mentions, u.tier.program) {
		// "can I match Diamond to Caesars Rewards": the tier was found
		// in the ladder it is to go to, so its own program is unsaid
		return unknownBecause("Say which program your " + u.tier.name + " is with, e.g. \"match my Boyd Rewards Emerald to MGM Rewards\": a tier is matched from its own program to another.")
	}
	if u.tier != nil && u.anotherTierNamed(u.tier.name) {
		// "I hold Emerald with Boyd Rewards. Can I match Diamond to
		// Caesars Rewards?": two tiers named, and which one is matched
		// is not the first one's to say
		return unknownBecause("Name one tier to match, with its program, e.g. \"match my Boyd Rewards Emerald to MGM Rewards\".")
	}
	from, to := -1, -1
	var others []int // the programs named, not as the one matching
	for _, m := range mentions {
		// "does Caesars match MGM status": the program that matches is
		// the one the status goes to.
		// "can Caesars Rewards match it": the program's noun after its
		// brand is still its name
		after := m.last + 1
		for programNouns[u.q.norm(after)] && after <= m.last+2 {
			after++
		}
		// ("does my gold on caesars rewards match over to mgm": the
		// tier's own program is the one the status comes from)
		if next := u.q.norm(after); (next == "match" || next == "matches") && to < 0 && (u.tier == nil || u.tier.program != m.program) {
			to = m.program
			continue
		}
		prev := u.q.norm(m.first - 1)
		if prev == "the" || prev == "a" {
			prev = u.q.norm(m.first - 2)
		}
		// "get matched at MGM", "a match at MGM": the program the match is at
		matchedAt := (prev == "at" || prev == "by") && matchWords[u.q.norm(m.first-2)] || (prev == "at" && u.statusGainedBefore(m.first-2))
		if (prev == "to" || prev == "into" || prev == "with" || (prev == "me" && u.q.norm(m.first-2) == "get") || matchedAt) && (u.tier == nil || u.tier.program != m.program) && from != m.program {
			if to < 0 {
				to = m.program
			}
			continue
		}
		if from < 0 {
			from = m.program
		}
		others = append(others, m.program)
	}
	if u.tier != nil {
		// "i'm diamond in caesars rewards, what would boyd rewards give
		// me": the status comes from the tier's program, and the first
		// other program named is the one it goes to
		for _, p := range others {
			if to < 0 && p != u.tier.program {
				to = p
			}
		}
		from = u.tier.program
	}
	if from < 0 {
		// "any status matches for me?": the player's own tiers ("match me
		// with a host" asks no status)
		if u.personal() || (u.q.has("me") && u.q.has("status", "tier", "tiers")) || u.q.hasOf(suggestionWords) && u.q.has("status", "statuses", "tier", "tiers") {
			in := u.personalIntent(TierMatchSuggestions, "tier-match paths open to your tiers", action("tier-match", "get_suggestions", "suggestions"), map[string]any{})
			in.MapsTo.Paged = false // get_suggestions lists every path; it takes no limit
			if to >= 0 {
				in.Notes = append(in.Notes, "get_suggestions lists the paths from every one of your tiers; those into "+u.ix.lex.Programs[to].Name+" are among them.")
			}
			return in
		}
		return unknown()
	}
	p := u.ix.lex.Programs[from]
	params := map[string]any{"program": p.Name}
	desc := "known tier-match paths for " + p.Name + " members"
	if to >= 0 && to != from {
		params["to_program"] = u.ix.lex.Programs[to].Name
		desc += " into " + u.ix.lex.Programs[to].Name
	}
	in := Intent{Name: TierMatchPaths, Description: desc, Parameters: params, AnsweredFrom: "the status-match paths of tier-match get_suggestions"}
	if u.tier != nil {
		in.Tier = u.tier.name
	}
	return in
}

// suggestionWords ask matches suggested to someone ("status match
// suggestions", "tier match options"): with no program named, the
// suggestions get_suggestions makes are to the asker, from the tiers the
// asker holds, as "my" would have said. The status or tier is named
// ("match suggestions" alone may be a host's match).
var suggestionWords = set("suggestions", "suggestion", "suggested", "recommendations", "recommendation", "recommended", "options")

// everydayTierNames are tier names that are also everyday words ("an
// elite player", "a solid run"), which name no tier on their own.
var everydayTierNames = set("basic", "elite", "epic", "legit", "loyal", "solid", "star", "premier", "tier")

// anotherTierNamed says a free word of the question names a tier of some
// program other than the tier found (name), by a name no everyday word
// has.
func (u *understanding) anotherTierNamed(name string) bool {
	for _, p := range u.ix.lex.Programs {
		for _, t := range p.Tiers {
			words := norms(t)
			if len(words) == 0 || strings.EqualFold(t, name) || everydayTierNames[words[0]] && len(words) == 1 ||
				words[0] == "tier" {
				continue
			}
			for i := range u.q.toks {
				if u.q.free(i, i+len(words)-1) && u.q.namePhraseAt(i, words...) {
					return true
				}
			}
		}
	}
	return false
}

// tierOnlyAtDestination says the program of the tier named is named only
// as where the status goes ("to Caesars Rewards", "into MGM"), never as
// the tier's own.
func tierOnlyAtDestination(q *question, mentions []programMention, program int) bool {
	at := false
	for _, m := range mentions {
		if m.program != program {
			continue
		}
		prev := q.norm(m.first - 1)
		if prev != "to" && prev != "into" {
			return false
		}
		at = true
	}
	return at
}

// edgeAsked: the question asks a game's house edge or pace.
func (u *understanding) edgeAsked() bool {
	q := u.q
	// "in one hour", "each hour", "every hour": a learner's "per hour"
	perHour := (q.hasPhrase("per", "hour") || q.hasPhrase("an", "hour") || q.hasPhrase("per", "hr") || q.hasPhrase("in", "one", "hour") ||
		q.hasPhrase("in", "1", "hour") || q.hasPhrase("each", "hour") || q.hasPhrase("every", "hour")) &&
		q.has("hands", "spins", "rolls", "decisions", "games", "rounds", "hand", "spin", "roll", "decision", "round", "throws", "throw")
	// "video poker return %", "keno payout percentage": a game's return,
	// not a win's payout
	rate := q.has("return", "returns", "payout") && q.has("percent", "percentage", "rate")
	// "how quickly is craps dealt", "speed of roulette": a game's pace
	speed := u.game != "" && (q.hasPhrase("how", "quickly") || q.has("speed"))
	// "the casino's advantage": the house's, by another name
	house := q.hasPhrase("house", "advantage") || q.hasPhrase("casino", "advantage") || q.hasPhrase("casinos", "advantage")
	// "if I keep up my current pace": the player's pace, not a game's
	_, _, ownPace := playerPace(q)
	return q.hasPhrase("house", "edge") || house || q.hasFree("edge", "rtp", "payback") || (q.has("pace") && !ownPace) || u.holdOfGame() || u.keepOfGame() ||
		q.hasPhrase("return", "to", "player") || perHour || q.hasPhrase("how", "fast") || rate || speed || oddsFaced(q)
}

// holdOfGame: "hold" is the house's hold of a game, unless a holder
// says it ("every tier i hold", "the tiers we hold").
func (u *understanding) holdOfGame() bool {
	q := u.q
	for i, t := range q.toks {
		if t.norm != "hold" {
			continue
		}
		prev := q.norm(i - 1)
		if prev == "still" || prev == "currently" || prev == "also" || emphasisAdverbs[prev] {
			// "the tiers i actually hold": an adverb between the
			// holder and "hold" leaves the holder
			prev = q.norm(i - 2)
		}
		if !holders[prev] {
			return true
		}
	}
	return false
}

var holders = set("i", "we", "you", "they", "he", "she")

// keepOfGame: "how much do slots keep", "what percent does the house
// keep on roulette": what a game or the house keeps of the money bet is
// its hold, asked as an amount ("much", "percent"). The keeper is the
// word right before "keep" (a game, its machines or tables, the house);
// a person keeping something ("keep my sessions under 2 hours", "how
// much should i keep for a blackjack trip") is not, nor is a keep with
// an object after it ("keep me", "keep it", "keep track").
func (u *understanding) keepOfGame() bool {
	q := u.q
	if !q.has("much", "percent", "percentage") {
		return false
	}
	for i, t := range q.toks {
		if t.norm != "keep" && t.norm != "keeps" {
			continue
		}
		if keptOthers[q.norm(i+1)] {
			continue
		}
		prev := q.norm(i - 1)
		if gameKeepers[prev] || gameWordAt(q, i-1) {
			return true
		}
	}
	return false
}

// gameKeepers are the words, other than a game's own, naming what keeps
// the money bet on a game.
var gameKeepers = set("house", "casino", "casinos", "machine", "machines", "slot", "slots", "table", "tables", "game", "games")

// keptOthers follow a keep that keeps something other than the money
// bet.
var keptOthers = set("my", "me", "us", "it", "them", "your", "our", "their", "track", "playing", "going", "up", "under", "below", "to", "within")

// gameWordAt: token i is the last word of a game's name ("roulette",
// "video poker").
func gameWordAt(q *question, i int) bool {
	for _, g := range games {
		n := len(g.words)
		if i-n+1 >= 0 && q.phraseAt(i-n+1, g.words...) {
			return true
		}
	}
	return false
}

func (u *understanding) gameFacts() Intent {
	q := u.q
	for i := range q.toks {
		// "payout percentage" is the game's return, read here: a payout
		// alone ("6:5 payouts") is a rule of the table the figures do not
		// cover
		if (q.norm(i) == "payout" || q.norm(i) == "payouts") && (q.norm(i+1) == "percentage" || q.norm(i+1) == "percent" || q.norm(i+1) == "rate") {
			q.claim(i, i+1)
		}
	}
	params := map[string]any{}
	in := Intent{Name: GameFacts, Description: "a game's house edge and pace", Parameters: params,
		AnsweredFrom: "the house edges and paces the comp calculator uses"}
	if u.game == "" {
		in.Missing = []string{"game_type"}
		return in
	}
	params["game_type"] = u.game
	in.Description = "the house edge and pace of " + strings.ReplaceAll(u.game, "_", " ")
	if (u.game == "slots" || u.game == "video_poker") && u.hasDenomination {
		params["denomination"] = u.denomination
		in.Description += " (" + money(u.denomination) + " denomination)"
	}
	return in
}

// w2gRuleAsked: the question asks when a win is reported on Form W-2G,
// not about the player's own W-2G records.
func (u *understanding) w2gRuleAsked() bool {
	q := u.q
	form := q.has("w2g", "reportable", "reported", "report") || taxFormNamed(q) ||
		// "what's the tax on a $10,000 jackpot": a rule, not the player's records
		// "do I have to pay taxes on a 1200 slot jackpot": a win of a stated
		// amount asks the rule even when the player asks for themselves
		(u.hasAmount && q.has("tax", "taxes", "taxed", "taxable", "irs", "owe") && q.has(append(keys(winWords), "winnings")...))
	if !form {
		return false
	}
	records := (u.personal() && q.has("total", "totals", "withheld", "withholding", "list", "summary", "sum", "altogether", "combined")) ||
		q.hasPhrase("my", "w2g") || q.has("w2gs") ||
		// "W-2G forms issued to me in 2025": the forms the asker got
		!u.hasAmount && u.game == "" && (q.hasPhrase("to", "me") || q.hasPhrase("to", "us") || toRelayedAsker(q)) &&
			q.has("issued", "sent", "given", "mailed")
	if records {
		return false
	}
	return u.hasAmount || u.game != "" || q.has("threshold", "thresholds", "rule", "rules", "limit", "minimum", "when", "trigger", "triggers", "issued", "issue") ||
		q.hasPhrase("what", "amount")
}

// toRelayedAsker: "to my principal", "to the user": the agent's user as
// the object of "to", read "me" after its claimed "my" or "the"
// (relayedPerson), the asker as "to me" is.
func toRelayedAsker(q *question) bool {
	for i := 0; i+2 < len(q.toks); i++ {
		if q.norm(i) == "to" && q.toks[i+1].used && (q.norm(i+1) == "my" || q.norm(i+1) == "the" || q.norm(i+1) == "our") &&
			q.norm(i+2) == "me" {
			return true
		}
	}
	return false
}

// taxFormNamed: the question names the W-2G by another name ("tax
// paperwork", "a tax form", "tax documents").
func taxFormNamed(q *question) bool {
	return q.has("tax", "taxes", "irs") && q.has("form", "forms", "paperwork", "papers", "document", "documents")
}

// otherGameWords are wagers the W-2G rules group under "other games".
var otherGameWords = set("sports", "sport", "horse", "horses", "racing", "race", "parlay", "lottery", "table", "jai", "alai")

func (u *understanding) w2gRule() Intent {
	params := map[string]any{}
	in := Intent{Name: W2GRule, Description: "whether a win is reported on Form W-2G", Parameters: params,
		AnsweredFrom: "the W-2G rules of w2g_threshold_check (no player data is read, so no tax scope is needed)"}
	game := u.game
	if game == "" && u.q.has(keys(otherGameWords)...) {
		game = "other"
	}
	if game == "" {
		in.Missing = []string{"game_type"}
	} else {
		params["game_type"] = game
	}
	if u.hasAmount {
		params["amount_won"] = u.amount
	}
	if u.hasWager {
		params["wager"] = u.wager
	}
	if u.period != nil && u.period.Year != 0 {
		params["tax_year"] = u.period.Year
	}
	if game != "" {
		in.Description = "the W-2G rule for " + strings.ReplaceAll(game, "_", " ")
		if u.hasAmount {
			in.Description = "whether a " + money(u.amount) + " " + strings.ReplaceAll(game, "_", " ") + " win is reported on Form W-2G"
		}
	}
	return in
}

// predictAsked: the question asks what comps or offers to expect.
func (u *understanding) predictAsked() bool {
	q := u.q
	// what a casino sends or mails the player is an offer ("what will
	// borgata send me")
	sentToMe := q.hasPhrase("send", "me") || q.hasPhrase("mail", "me") || q.hasPhrase("send", "my", "way") || q.hasPhrase("mail", "my", "way")
	subject := q.has("comp", "comps") || offersNamed(q) || sentToMe
	expect := q.has("expect", "expected", "predict", "predicted", "prediction", "predictions", "forecast", "likely", "probably", "anticipate") ||
		// "projected offer values", "the projection of my comps": a
		// formal register's offer to come
		q.has("projected", "projection", "projections") ||
		q.hasPhrase("will", "i", "get") || q.hasPhrase("should", "i", "get") || q.hasPhrase("going", "to", "get") ||
		// "what offers am i gonna get", "finna get" (read "gonna"): the
		// offers to come, as "going to get" says
		q.hasPhrase("gonna", "get") || goingToSend(q) ||
		// "my next offer", "the next mailer", "my next free play": the
		// offer to come, in whichever of the players' words for it
		nextOfferNamed(q) ||
		// "which of my offer will expire": what will happen to an offer
		// held is no offer to come
		(toComeAsked(q) && q.has("send", "give", "receive", "mail", "comp", "offer") && !u.expiringAsked()) ||
		// "the comps i'd get", "what could i get": what the player would
		// get is what to expect
		q.hasPhrase("id", "get") || q.hasPhrase("i", "would", "get") || q.hasPhrase("would", "i", "get") ||
		q.hasPhrase("i", "could", "get") || q.hasPhrase("could", "i", "get") ||
		// "what offers should borgata be sending me", "what my play ought
		// to get me": what a casino should send is what to expect
		(q.has("should", "ought") && q.hasOf(sendVerbs) && !u.expiringAsked()) ||
		// "based on my ADT": the average daily theoretical, the worth
		// of the player's play that a casino's offers follow
		q.has("adt") || q.hasPhrase("daily", "theo") || q.hasPhrase("daily", "theoretical")
	// "which casino gives me the best comps": the casinos ranked by what
	// the player's play there is worth
	ranked := (u.personal() || q.has("me")) && (q.has("where") || q.has("which", "what") && q.hasPrefix("casino")) &&
		q.has("best", "most", "biggest", "highest", "top", "better", "more")
	calculator := u.game != "" || u.hasAmount || u.hasHours
	return subject && (expect || ranked) && !calculator
}

// goingToSend says the question asks what a casino is "going to" send,
// mail or give ("what offer is Charging Horse going to mail me next"):
// an offer to come, as "will send" says.
func goingToSend(q *question) bool {
	for i := 0; i+2 < len(q.toks); i++ {
		if q.norm(i) == "going" && q.norm(i+1) == "to" && sendVerbs[q.norm(i+2)] {
			return true
		}
	}
	return false
}

// toComeAsked: the question asks what will happen ("will", "gonna", or
// "would" that is no wish): "my client would like casinos in Nevada that
// offer a hotel" wants a list, and "would like" tells no offer to come.
func toComeAsked(q *question) bool {
	if q.has("will", "gonna") {
		return true
	}
	for i := range q.toks {
		if q.norm(i) == "would" && !wishWouldVerbs[q.norm(i+1)] {
			return true
		}
	}
	return false
}

// wishWouldVerbs after "would" make it a wish ("would like", "would
// love", "would prefer", "would appreciate").
var wishWouldVerbs = set("like", "love", "prefer", "appreciate")

// nextOffer are the words for an offer after "next" ("my next mailer",
// "the next comp"); nextOfferNamed says the question names one.
var nextOffer = set("offer", "offers", "mailer", "mailers", "promo", "promos", "freeplay", "comp", "comps")

func nextOfferNamed(q *question) bool {
	for i := range q.toks {
		if q.norm(i) == "next" && (nextOffer[q.norm(i+1)] || q.phraseAt(i+1, "free", "play")) {
			return true
		}
	}
	return false
}

// offersNamed: the question names offers, as players name them ("free
// play", "mailers", "promos").
func offersNamed(q *question) bool {
	return q.has("offer", "offers", "freeplay", "mailer", "mailers", "promo", "promos") || q.hasPhrase("free", "play")
}

// offersForPlayAsked: offers to come are asked of a play the question
// describes (a game, a bet or an amount, hours): "what offers would
// Borgata send me if I play $50 blackjack for 4 hours".
func (u *understanding) offersForPlayAsked() bool {
	q := u.q
	offers := offersNamed(q)
	toCome := q.has("should", "ought", "would", "will", "gonna", "expect", "predict", "likely") || q.hasPhrase("if", "i")
	return offers && toCome && q.hasOf(sendVerbs) && (u.game != "" || u.hasHours) && !u.expiringAsked()
}

// everyCasinoWords stand for every casino the player plays at where a
// casino's name would be ("from each", "at all of them").
var everyCasinoWords = set("each", "every", "all", "each one", "every one", "all of them", "each of them", "them")

// sendVerbs are what a casino does with an offer to come ("should
// send", "should be mailing me", "should get me").
var sendVerbs = set("send", "sending", "mail", "mailing", "give", "giving", "get", "getting", "receive", "receiving", "earn",
	"offer", "offering")

func (u *understanding) predict() Intent {
	c := u.placePhrase("from", "with")
	if everyCasinoWords[strings.ToLower(c)] {
		// "the offer I can expect from each": every casino, as "from
		// each casino" says
		c = ""
	}
	if c == "" {
		in := u.personalIntent(CompPredictAll, "the offer each casino you play at is likely to send next", action("comp/predict", "predict_all_casinos", "predictions"), map[string]any{})
		in.MapsTo.Paged = false
		return in
	}
	in := u.personalIntent(CompPredict, "the offer "+c+" is likely to send you next, from your play there", action("comp/predict", "predict", ""), map[string]any{"casino_name": c})
	in.Recorded = &Recorded{Namespace: "comp/predict", Action: "predict_all_casinos", Items: "predictions", Field: "casino_name", Param: "casino_name", Filter: u.casinoFilter(c)}
	return in
}

// casinoFilter keeps the records whose casino is the one c names: by its
// words, by the directory casino the question names, or by resolving the
// recorded name the same way.
func (u *understanding) casinoFilter(c string) *Filter {
	f := &Filter{Field: "casino_name", Values: []string{c}}
	var cas Casino
	found := false
	switch {
	case len(u.casinos) == 1 && !u.ix.inSeveralNames(c):
		// "parx" is in Parx Casino and Racing and in Parx Casino
		// Shippensburg: the service's resolver finds neither, and the
		// filter adds neither
		cas, found = u.ix.lex.Casinos[u.casinos[0]], true
	case len(u.casinos) == 0:
		// "my host at the venetian" names a program's brand first; the
		// words, resolved the way the service resolves a casino, may
		// still name exactly one casino
		if cas, found = u.ix.ResolveCasino(c); !found {
			// "hard rock tampa": the typed words, in order, in exactly
			// one casino's name (see longerName)
			cas, found = u.ix.casinoWithWords(c)
		}
	}
	if found {
		// the directory's name is added even when the typed words differ
		// from it only in case: the records may hold it as the directory
		// writes it
		if cas.Name != c {
			f.Values = append(f.Values, cas.Name)
		}
		f.Casino = cas.Slug
	}
	return f
}

// hostWords may stand between "my" and "host" ("my casino host", "my VIP
// host").
var hostWords = set("casino", "vip", "personal", "own", "current", "assigned", "player", "players", "dedicated", "new", "old")

// ownHostAsked: the question asks about the player's own hosts ("my
// host", "my casino host", "do I have a host anywhere"), not for hosts to
// contact.
func (u *understanding) ownHostAsked() bool {
	q := u.q
	for i, t := range q.toks {
		if t.norm != "host" && t.norm != "hosts" {
			continue
		}
		for k := i - 1; k >= 0 && k >= i-3; k-- {
			if q.norm(k) == "my" {
				return true
			}
			if !hostWords[q.norm(k)] {
				break
			}
		}
		if workedWith(q, i+1) {
			return true
		}
		if q.hasPhrase("do", "i", "have") || q.hasPhrase("have", "i", "got") || q.hasPhrase("ive", "got") ||
			q.hasPhrase("if", "i", "have") || q.hasPhrase("whether", "i", "have") {
			return true
		}
		// "is there a host assigned to me", "which host was i assigned":
		// a host assigned to the player is their own
		if q.has("assigned") && q.has("me", "i", "my", "im", "ive") {
			return true
		}
		// "the hosts i'm connected with", "hosts linked to my account": a
		// host the player is connected with is one of their connections
		// (get_my_connections); "hosts connected to borgata" names no one
		if q.has("connected", "connection", "connections", "linked") && q.has("me", "i", "my", "im", "ive", "am") {
			return true
		}
		// "the hosts on my account", "hosts saved to my profile": a host
		// kept with the player's account is one of their connections;
		// hosts found "for my account" are still a search
		for _, on := range []string{"on", "in", "to", "under"} {
			if q.hasPhrase(on, "my", "account") || q.hasPhrase(on, "my", "profile") {
				return true
			}
		}
	}
	return false
}

// workedWith: the words from i say the hosts work or worked with the
// player ("the hosts I'm working with", "hosts I've dealt with", "hosts
// who have worked with me", "which hosts have I dealt with"): the
// player's own connections. A host the
// player could work with ("hosts I could work with") is still a search.
func workedWith(q *question, i int) bool {
	if relativeWords[q.norm(i)] {
		i++
	}
	for workFill[q.norm(i)] {
		i++ // "which hosts have I worked with"
	}
	subject := playerSubjects[q.norm(i)]
	if subject {
		i++
	}
	for workFill[q.norm(i)] {
		i++
	}
	if subject && askedVerbs[q.norm(i)] && q.norm(i+1) == "to" && joinVerbs[q.norm(i+2)] {
		i += 2 // "the hosts I've asked to connect with": a request of the player's, pending among its connections
	} else if !workVerbs[q.norm(i)] {
		return false
	}
	if workParticles[q.norm(i+1)] && q.norm(i+2) == "with" {
		i++
	}
	if q.norm(i+1) != "with" {
		return false
	}
	return subject || q.norm(i+2) == "me" || q.norm(i+2) == "us"
}

// relativeWords open a clause about the hosts; playerSubjects are the
// player as its subject; workFill may stand before its verb, and
// workVerbs say the host and the player work together ("paired" and
// "partnered" too: "the hosts I'm paired with" are the player's
// connections). No modal is in workFill: "hosts I could work with" are
// hosts to find.
var (
	relativeWords  = set("that", "who", "whom", "which")
	playerSubjects = set("i", "im", "ive", "we", "were", "weve")
	workFill       = set("am", "are", "have", "has", "been", "already", "always", "usually", "currently", "regularly", "ever", "mostly", "normally")
	workVerbs      = set("work", "works", "working", "worked", "deal", "deals", "dealing", "dealt",
		"paired", "partnered", "hooked", "linked", "matched", "teamed")
	// workParticles may follow a work verb before its "with" ("hooked up
	// with", "teamed up with", "linked up with"): players' words for
	// being paired.
	workParticles = set("up", "in")
	// askedVerbs and joinVerbs: the player asked to be joined with the
	// hosts ("hosts I've asked to connect with", "hosts we requested to
	// work with"): a request get_my_connections lists as pending, so
	// the player's own; "hosts I could connect with" are still a search.
	askedVerbs = set("asked", "requested", "applied")
	joinVerbs  = set("connect", "work", "pair", "link", "team")
)

// hostAdviceAsked: the question asks how to treat a host ("do i have
// to tip my host", "should i give my host a gift"), which no record
// says.
func (u *understanding) hostAdviceAsked() bool {
	q := u.q
	if !q.has("host", "hosts") {
		return false
	}
	return q.has("tip", "tips", "tipping", "tipped", "gift", "gifts", "gratuity", "thank", "etiquette", "rude", "polite") ||
		q.hasPhrase("do", "i", "have", "to") || q.hasPhrase("should", "i") || q.hasPhrase("am", "i", "supposed") ||
		q.hasPhrase("is", "it", "ok") || q.hasPhrase("is", "it", "okay")
}

// personAsked: the question asks whom to talk to ("who can i talk to
// about my offers", "who do i contact about comps"); gambling trouble is
// read before as the help line. No record names such a person.
func (u *understanding) personAsked() bool {
	q := u.q
	if !q.has("who", "whom", "someone", "somebody", "anyone", "anybody") || !q.has("i", "we") {
		return false
	}
	for i, t := range q.toks {
		// "speak to", "talk with"; "hosts who speak korean" asks a language
		if (t.norm == "talk" || t.norm == "speak") && (q.norm(i+1) == "to" || q.norm(i+1) == "with") {
			return true
		}
		if t.norm == "contact" || t.norm == "call" || t.norm == "reach" || t.norm == "complain" {
			return true
		}
	}
	return false
}

// inSeveralNames reports whether text's words, as a run, are in the
// names of several directory casinos and are not one casino's whole name:
// the words do not say which casino, the way the service's resolver
// (exact name, then the one name containing the words) sees it.
func (ix *Index) inSeveralNames(text string) bool {
	words := norms(trimThe(text))
	if len(words) == 0 {
		return false
	}
	n := 0
	for _, full := range ix.casinoNorms {
		if slices.Equal(full, words) {
			return false
		}
		for i := 0; i+len(words) <= len(full); i++ {
			if slices.Equal(full[i:i+len(words)], words) {
				n++
				break
			}
		}
	}
	return n > 1
}

// myHosts lists the hosts the player is connected with, kept to the
// casino the question names.
func (u *understanding) myHosts() Intent {
	in := u.personalIntent(MyHosts, "the hosts you are connected with", action("hosts/discover", "get_my_connections", "connections"), map[string]any{})
	in.MapsTo.Paged = false
	if c := u.placePhrase("for"); c != "" {
		in.Description += " at " + c
		in.Filter = u.casinoFilter(c)
		in.Filter.Field = "host.casinos"
	}
	return in
}
