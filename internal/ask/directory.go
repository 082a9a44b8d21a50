package ask

// The directory's questions: a casino's or a program's details, the
// programs, and casino searches by place, family, type and name.

import (
	"slices"
	"strings"
)

// public answers the directory questions: a casino's detail, a program's
// detail, the programs, or a casino search. A question with words none of
// these can use is not answered: the search would drop what it asked.
func (u *understanding) public() Intent {
	q := u.q
	lex := u.ix.lex
	near := u.city != nil && !u.placeOfCasino
	filters := u.state != nil || u.ctype != "" || u.rewards != nil || u.hotel != nil || near
	// a filter is on casinos: "casino rewards programs in nevada" asks
	// for casinos, as programs have no state to filter by
	casinoNoun := u.casinoNounFree() || (filters && q.hasFreePrefix("casino"))
	casinosAsked := casinoNoun || q.hasFree("racino", "racinos", "places", "gamble", "gambling", "where", "locations", "properties", "venues") ||
		q.hasFree(keys(slangCasinos)...)
	programsAsked := q.hasFree("programs") || (q.hasFree("clubs") && !casinosAsked) || (q.hasFree("which", "what", "list", "show", "all") && q.hasFree("program", "loyalty") && !casinosAsked && len(u.casinos) == 0) ||
		(u.everyProgram() && !casinosAsked && !filters && len(u.casinos) == 0 && !q.hasFree(personalWords...))
	if len(u.casinos) != 1 && !casinosAsked && !u.programNamedWithNoun() {
		// "what do u have on hard rock tampa", "mgm detroit info": a
		// program's or a family's words and the words typed with them
		// name one casino, which is what is asked about
		if ci, ok := u.longerCasino(); ok {
			u.casinos, u.programs = []int{ci}, nil
			delete(u.understood, "program")
			delete(u.understood, "casinos_named")
			u.understood["casino"] = lex.Casinos[ci]
			// the town typed in the name was no place searched
			if u.city != nil {
				delete(u.understood, "near")
			}
			if u.state != nil && u.state.City != "" {
				u.state = nil
				delete(u.understood, "state")
			}
		}
	}
	facility := u.facilityAsked()
	if facility != "" && len(u.casinos) == 0 && len(u.programs) == 1 {
		// "how many slot machines does WinStar have": the program's
		// name is also the start of one casino's
		if ci, ok := u.ix.casinoNamed(u.namedText()); ok {
			u.casinos, u.programs = []int{ci}, nil
			delete(u.understood, "program")
			u.understood["casino"] = lex.Casinos[ci]
		}
	}
	// "ameristar casinos", "golden nugget locations": the words of one
	// casino's name that begin several, before a plural of casinos, ask
	// for the family
	family := len(u.casinos) == 1 && (u.familyNounAfterName() || u.searchedFor()) && u.casinosBeginning() > 1
	switch {
	case family:
		return u.checked(u.findCasinos())
	case len(u.casinos) == 1 && (!(casinosAsked && filters) || u.casinoIsSubject()):
		c := lex.Casinos[u.casinos[0]]
		if u.hotel != nil || q.has("rooms", "room") {
			u.understood["asks"] = "hotel"
		}
		if facility != "" {
			u.understood["asks"] = facility
		}
		claimWhetherIt(q)
		return u.checked(Intent{Name: CasinoDetail, Description: c.Name + ", its rewards program and tier ladder",
			Parameters: map[string]any{"slug": c.Slug}, MapsTo: endpoint(casinoEndpoint)})
	case programsAsked && !casinosAsked && len(u.programs) == 0 && onePointedTo(q, "program", "club"):
		// "What tiers does that program have?" with no program before
		// it to point to: one program is asked, and the list of every
		// program would be another answer
		return unknownBecause("The question points to one program (\"that program\") without naming it: name it, e.g. \"the tiers of Caesars Rewards\".")
	case programsAsked && !casinosAsked:
		params := map[string]any{}
		desc := "rewards programs"
		if s := u.namedCore(); s != "" {
			params["search"] = s
			desc += " matching \"" + s + "\""
		}
		return u.checked(Intent{Name: ListPrograms, Description: desc, Parameters: params, MapsTo: endpoint(programsEndpoint)})
	case len(u.programs) >= 1 && len(u.casinos) == 0 && !casinosAsked && !filters && !u.familySearchedFor():
		if n := u.casinosBeginning(); n > 1 && u.bareName() {
			// "caesars??": a word of a program's name that also begins
			// several casinos' names, and nothing asked of any of them
			return unknownBecause("\"" + u.namedText() + "\" names a rewards program and " + itoa(n) + " casinos, and the question asks nothing of them: " +
				"say what you want to know, e.g. \"" + u.namedText() + " tier ladder\" or \"casinos named " + u.namedText() + "\".")
		}
		p := lex.Programs[u.programs[0]]
		if len(p.Tiers) == 0 && u.tier == nil {
			u.claimUnservedRung()
		}
		return u.checked(Intent{Name: ProgramDetail, Description: p.Name + " and its tier ladder",
			Parameters: map[string]any{"id": p.ID}, MapsTo: endpoint(programEndpoint)})
	case u.severalDetailed():
		return unknownBecause("\"" + u.namedText() + "\" names " + itoa(len(u.casinos)) + " casinos, and a casino's details are one casino's: " +
			"name one with its town, or ask for \"casinos named " + u.namedText() + "\".")
	case filters || len(u.casinos) > 1 || len(u.programs) > 0 || u.nameQ != "" || u.nation != "":
		return u.checked(u.findCasinos())
	case casinosAsked:
		return u.checked(u.findCasinos()) // every casino: the question asks nothing more
	}
	return unknown()
}

// subjectCopulas open a yes-or-no question about the subject right
// after them ("is riverwind ...", "isn't foxwoods ...").
var subjectCopulas = set("is", "isnt", "was", "wasnt")

// casinoIsSubject: the question asks yes or no whether the one casino it
// names, the subject right after its opening copula, is a kind of place
// ("is riverwind a tribal casino?", "isn't foxwoods a commercial
// casino"): the kind is a field of that casino, so the question asks its
// details, not a search of the kind by its name. A question whose
// subject is no casino ("is there a tribal casino near norman") is still
// a search.
func (u *understanding) casinoIsSubject() bool {
	q := u.q
	if u.named == nil || u.named.e.kind != kindCasino || len(u.casinos) != 1 {
		return false
	}
	k := q.opening()
	if q.norm(k) == "the" {
		k++
	}
	if u.named.first == k {
		// "Empire City in Yonkers, is that a racino or a real casino?":
		// the casino named first, with where it stands, and asked of
		// after the comma as "that" or "it"
		for j := u.named.last; j <= u.named.last+3 && j < len(q.toks); j++ {
			if punctAfter(q, j) {
				return subjectCopulas[q.norm(j+1)] && pointingWords[q.norm(j+2)] && (q.norm(j+3) == "a" || q.norm(j+3) == "an")
			}
		}
		return false
	}
	k = q.opening()
	if !subjectCopulas[q.norm(k)] {
		return false
	}
	k++
	if q.norm(k) == "the" {
		k++
	}
	next := q.norm(u.named.last + 1)
	return u.named.first == k && (next == "a" || next == "an")
}

// everyProgram: a quantifier over a program named in the singular
// ("every players club", "each rewards program", "every loyalty card"):
// all the programs, as their plural asks. The caller keeps it to no
// place, no casino and none of the asker's own ("every players club i
// belong to" is the asker's, which the directory does not know).
func (u *understanding) everyProgram() bool {
	q := u.q
	for i := range q.toks {
		if (q.norm(i) != "every" && q.norm(i) != "each") || !q.free(i, i) {
			continue
		}
		k := i + 1
		for k < len(q.toks) && (q.toks[k].used || programNouns[q.norm(k)] || casinoBeforeProgram(q, k)) &&
			q.norm(k) != "club" && q.norm(k) != "program" && q.norm(k) != "card" {
			// "players" (claimed), "rewards", "loyalty", and "casino"
			// before them ("every casino rewards program"): the kind
			// of program, not a casino asked for
			k++
		}
		if q.norm(k) == "club" || q.norm(k) == "program" || q.norm(k) == "card" {
			return q.free(k, k)
		}
	}
	return false
}

// familyNounAfterName: a plural of casinos follows the name the
// question mentions ("ameristar casinos", "horseshoe properties").
func (u *understanding) familyNounAfterName() bool {
	if u.named == nil {
		return false
	}
	k := u.named.last + 1
	return k < len(u.q.toks) && !u.q.toks[k].used && familyNouns[u.q.norm(k)]
}

// searchVerbs ask the directory to search ("search the directory for").
var searchVerbs = set("search", "searching", "searches")

// searchedFor: the name is what a search verb asks for ("search the
// directory for Three Rivers", "search for Kewadin", "search Three
// Rivers"): the words are a name to search, and when they begin several
// casinos' names, no one casino is meant.
func (u *understanding) searchedFor() bool {
	q := u.q
	if u.named == nil {
		return false
	}
	k := u.named.first - 1
	if q.norm(k) == "the" {
		k--
	}
	if q.norm(k) == "for" {
		for j := k - 1; j >= 0 && j >= k-4; j-- {
			if searchVerbs[q.norm(j)] {
				return true
			}
		}
		return false
	}
	return searchVerbs[q.norm(k)]
}

// familySearchedFor: a search verb asks for a program's family name,
// which begins several casinos' names ("search the directory for Golden
// Nugget"): the casinos so named, not the program's ladder. A program
// named in full ("search for Caesars Rewards") is still the program.
func (u *understanding) familySearchedFor() bool {
	if !u.searchedFor() || u.casinosBeginning() < 2 {
		return false
	}
	_, whole := u.programWhole(false)
	return !whole
}

// bareName: the question is a name and nothing more (but "the").
func (u *understanding) bareName() bool {
	for _, t := range u.q.toks {
		if !t.used && t.norm != "the" {
			return false
		}
	}
	return u.named != nil
}

// casinosBeginning counts the directory casinos whose names begin with
// the words the question names.
func (u *understanding) casinosBeginning() int {
	words := norms(u.namedText())
	n := 0
	for _, full := range u.ix.casinoNorms {
		if len(words) > 0 && len(full) >= len(words) && slices.Equal(full[:len(words)], words) {
			n++
		}
	}
	return n
}

// facilityAsked reads what a question asks of a casino's floor: "size"
// (its slot machines, table games, floor, their number or count) or
// "opened" (the year), "" for neither. "When does the pool open" asks opening hours, which the
// directory does not hold.
func (u *understanding) facilityAsked() string {
	q := u.q
	switch {
	case q.has("many", "number", "count") && (q.has("slots", "slot", "machines", "tables") || q.hasPhrase("table", "games") ||
		// "how many table game": the count's noun left singular, a
		// learner's slip
		q.hasPhrase("table", "game")),
		q.has("sqft", "footage", "size") || q.hasPhrase("square", "feet") || q.hasPhrase("how", "big") || q.hasPhrase("how", "large"),
		floorKeywords(q):
		return "size"
	case q.has("opened", "built") || q.has("open") && q.has("did", "year"):
		return "opened"
	}
	return ""
}

// keptByCasino are the player's records an answer lists whole, with no
// filter of a city or state: a place asked of them would be dropped.
var keptByCasino = set(MyTiers, TierProgress, MyW2Gs, W2GTotal, TaxSummary, MyHosts, MyVouchers, MyLimits, Bankroll)

// placeDropped: the question asks the player's records of a town or a
// state ("what tier am I at in Atlantic City", "my w2gs from atlantic
// city"), which the answer, filtered by casino if at all, would drop.
func (u *understanding) placeDropped(in Intent) bool {
	if !in.NeedsKey || !keptByCasino[in.Name] || in.Filter != nil || in.Parameters["casino_name"] != nil {
		return false
	}
	return (u.city != nil && !u.placeOfCasino) || u.state != nil
}

// sumWords ask for a total of what was won or lost ("how much have I
// won", "my net", "total lost this year").
var sumWords = []string{"total", "totals", "net", "overall", "altogether", "sum", "summary", "tally", "amount"}

// sumAsked: the question asks how much was won or lost, not tells of one
// loss ("Oh no, I lost $500 at Borgata" asks nothing; "how much have I
// lost this year" asks the tax summary's figures).
func (u *understanding) sumAsked() bool {
	q := u.q
	return q.hasPhrase("how", "much") || q.has(sumWords...) || q.hasPhrase("did", "i", "win") ||
		q.hasPhrase("did", "i", "lose") || q.hasPhrase("have", "i", "won") || q.hasPhrase("have", "i", "lost") ||
		q.hasPhrase("am", "i", "up") || q.hasPhrase("am", "i", "down")
}

// floorWhich are words that ask something of a floor's games other than
// their number ("what table games", "my slot sessions").
var floorWhich = []string{"what", "whats", "which", "kind", "kinds", "type", "types", "best", "play", "played", "playing",
	"my", "i", "sessions", "odds", "edge", "minimum", "minimums", "limits"}

// floorKeywords: "table games" or "slot machines" begin or end a question
// typed as search-box keywords ("rivers casino pittsburgh table games"):
// what the casino's floor holds, its number of them.
func floorKeywords(q *question) bool {
	n := len(q.toks)
	if n < 3 || q.has(floorWhich...) {
		return false
	}
	for _, p := range [][]string{{"table", "games"}, {"slot", "machines"}} {
		if q.phraseAt(0, p...) || q.phraseAt(n-2, p...) {
			return true
		}
	}
	return false
}

// claimJoinPlan reads a plan to join said as context ("we're thinking of
// joining True Rewards, what levels does it have", "planning on joining"):
// the program's details answer what follows, and the plan asks nothing
// more. "how do i go about joining" asks how to join, and stays unread.
func claimJoinPlan(q *question) {
	for i := range q.toks {
		if !planWords[q.norm(i)] {
			continue
		}
		k := i + 1
		if w := q.norm(k); w == "of" || w == "on" || w == "about" {
			k++
		}
		if q.norm(k) == "joining" && q.free(i, k) {
			q.claim(i, k)
		}
	}
}

// qualificationTermsAsked: the question asks the period a program's
// thresholds are earned over ("over what stretch of time", "per
// calendar year or on a rolling basis", "within what period") or the
// unit they are counted in ("what unit is the Tier 3 threshold", "counted
// in tier credits or dollars"). Counting alone ("does Caesars count table
// play") asks how credits are earned, which no served field says.
func qualificationTermsAsked(q *question) bool {
	return q.has("period", "periods", "stretch", "window", "timeframe", "rolling", "unit", "units", "measured", "counted") ||
		q.hasPhrase("calendar", "year") || yearlyRate(q)
}

// yearlyRate: the question counts per year ("tier credits a year",
// "points per year", "each year", "earned annually"), the period a
// threshold is earned over, which each tier's qualification says.
func yearlyRate(q *question) bool {
	return q.has("annually", "yearly") || q.hasPhrase("a", "year") || q.hasPhrase("per", "year") || q.hasPhrase("each", "year") ||
		q.hasPhrase("every", "year")
}

// casinoDetailWords are the directory's words with the casino's website,
// a field of the Casino resource ("Spirit Lake Casino website", "the
// url for Fort Randall").
var casinoDetailWords = union(directoryWords, set("website", "websites", "site", "url", "web", "homepage",
	// "what town is Gray Wolf Peak Casino in": its city, and "which
	// tribal nation owns Bok Homa": its tribal_nation (or brand), both
	// fields of the Casino resource
	"town", "city", "nation", "tribe", "owns", "owned", "owner", "owners", "operates", "operated", "operator",
	// "which tribe runs Kla-Mo-Ya Casino": who operates it, as said;
	// "who owns Charging Horse Casino" asks the same
	"runs", "ran", "who", "whos",
	// "which brand runs Seminole Casino Coconut Creek", "what county
	// is it in": its brand and county, fields of the Casino resource
	"brand", "county"))

// ownerWords say whose a casino is ("owned by", "does the nation run").
var ownerWords = set("own", "owns", "owned", "run", "runs", "operate", "operates", "operated", "by")

// casinoTypeWords name a casino_type: in a question of one casino's
// details they ask its type, whichever are offered ("is Golden Nugget
// Danville a commercial or a tribal casino").
var casinoTypeWords = set("tribal", "indian", "commercial", "racino", "racetrack")

// pointsEnoughAsked: the question states a number of points or credits
// and asks whether it is enough ("is 20k tier credits enough for
// Pearl", "would 15,000 points be enough for Gold"); "do I have enough
// points" states none, and asks the player's own.
func pointsEnoughAsked(q *question) bool {
	if !q.has("enough") {
		return false
	}
	for i := range q.toks {
		if _, dollar, ok := number(q.norm(i)); !ok || dollar {
			continue
		}
		k := i + 1
		if q.norm(k) == "tier" {
			k++
		}
		switch q.norm(k) {
		case "points", "credits", "point", "credit":
			return true
		}
	}
	return false
}

// personalTierWords are the words a question about the player's own tiers
// uses.
var personalTierWords = set("my", "mine", "i", "im", "ive", "am", "me", "tier", "tiers", "status", "level", "levels", "rank",
	"points", "point", "balance", "balances", "everywhere", "each", "every", "current", "currently", "now", "next", "progress", "far",
	"close", "closer", "until", "away", "more", "left", "remaining", "need", "needed", "reach", "hit", "get", "make", "to",
	"requalify", "qualify", "keep", "credits", "credit", "rewards", "program", "card", "held", "hold", "holding", "have",
	"got", "stand", "standing", "where", "much", "many", "how", "what", "whats", "which", "am", "is", "are", "at", "with",
	"for", "the", "a", "do", "does", "did", "show", "tell", "list", "give", "me", "please", "can", "you", "from", "of", "in",
	"casino", "casinos", "all", "any", "loyalty", "up", "still", "yet", "far", "long", "go", "away", "and", "move",
	// "% to the next level", "what will it take to hit the next tier"
	"percent", "percentage", "way", "will", "it", "take", "takes",
	// "my progress toward the next tier": the way to it; "hows my
	// progress", "how far from moving up a tier": the progress asked
	"toward", "towards", "hows", "moving", "climb", "climbing", "along",
	// "which players clubs am i in": a tier record per club joined
	"club", "clubs", "players", "belong", "member", "members",
	// "when does my tier expire at Borgata": each tier record keeps
	// tier_expires_at
	"when", "expire", "expires", "expiring", "expiry", "expiration", "date", "total",
	// "show all my tier statuses", "how far off is my next tier", "am i
	// close to leveling up"
	"statuses", "off", "leveling", "levelling", "kindly", "could", "would",
	// a letter's "how near I am to reaching the next tier"
	"near", "nearer", "reaching", "further", "farther",
	// "how much is left before I hit the next level": what remains
	// before the next tier is the distance to it, as "until" is
	"before",
	// "what tier am i on": the level a player is on
	"on",
	// "what tier am i in across all my players cards": a tier record
	// per card, each casino's
	"across", "cards", "player",
	// "how many points short of the next tier am I": the points still
	// needed, as "how far from" asks
	"short",
	// "a rundown of my tier status", "an overview of my tiers": the
	// records read whole, as "list" asks
	"an", "rundown", "overview", "summary", "recap",
	// a letter's "a statement of my current tier status": the records
	// read whole, as a bank's statement is
	"statement")

// tierRankWords are the player's tier words with the superlatives of
// the distance to the next tier ("closest to the next tier").
var tierRankWords = union(personalTierWords, set("closest", "nearest", "furthest", "farthest"))

// nameCue words introduce a name to search for ("casinos named Lucky").
var nameCue = set("named", "called", "containing")

func (u *understanding) findCasinos() Intent {
	u.townAsPlace()
	params := map[string]any{}
	var parts []string
	if u.ctype != "" {
		params["type"] = u.ctype
		parts = append(parts, u.ctype)
	}
	desc := "casinos"
	if len(parts) > 0 {
		desc = strings.Join(parts, " ") + " casinos"
	}
	var missing []string
	var notes []string
	if u.state != nil {
		params["state"] = u.state.Code
		desc += " in " + u.state.Name
	}
	if u.city != nil && !u.placeOfCasino {
		cities := u.city.cities
		if len(cities) > 1 && u.state != nil {
			// "near Kansas City in Missouri": the state says which.
			if kept := inState(cities, u.state.Code); len(kept) == 1 {
				cities = kept
				delete(params, "state")
				desc = strings.TrimSuffix(desc, " in "+u.state.Name)
			}
		}
		if near := (&cityMatch{cities: cities, point: u.city.point}).Near(); near != "" {
			params["near"] = near
			if u.hasRadius {
				params["radius_km"] = u.radiusKm
				desc += " within " + number3(u.radiusKm) + " km of " + near
			} else {
				desc += " near " + near
			}
		} else {
			var names []string
			for _, c := range cities {
				names = append(names, c.Near())
			}
			missing = append(missing, "state")
			notes = append(notes, "the directory has a "+u.city.text+" in several states ("+strings.Join(names, "; ")+"): say which, e.g. \"casinos near "+names[0]+"\".")
		}
	}
	if u.rewards != nil {
		params["has_rewards"] = *u.rewards
		if *u.rewards {
			desc += " with a rewards program"
		} else {
			desc += " without a rewards program"
		}
	}
	if u.hotel != nil {
		params["has_hotel"] = *u.hotel
		if *u.hotel {
			desc += " with a hotel"
		} else {
			desc += " without a hotel"
		}
	}
	if p, ok := u.programWhole(false); ok {
		// "PENN Play casinos in Ohio", "casinos that are part of Bally
		// Rewards": a program named in full is the casinos of that
		// program, whatever their names say, not a search of its first
		// words
		params["program"] = p.Name
		desc += " in " + p.Name
	} else if s := u.nameSearch(); s != "" {
		params["q"] = s
		desc += " whose name contains \"" + s + "\""
	}
	in := Intent{Name: FindCasinos, Description: desc, Parameters: params, MapsTo: endpoint(casinosEndpoint), Missing: missing, Notes: notes}
	if len(u.casinos) > 1 {
		in.Notes = append(in.Notes, "several casinos match \""+u.namedText()+"\"; name one (with its city or state) to see its rewards program and tiers.")
	}
	return in
}

// claimLadderCount claims a count of tiers stated of a ladder ("MGM
// Rewards has five tiers", "are there 6 levels in Boyd Rewards"): the
// ladder, level by level, says whether the count is right.
func claimLadderCount(q *question) {
	for i := range q.toks {
		if n, dollar, ok := number(q.norm(i)); ok && !dollar && n >= 1 && n <= 20 && q.free(i, i) &&
			(q.norm(i+1) == "tiers" || q.norm(i+1) == "levels" || q.norm(i+1) == "rungs") {
			q.claim(i, i)
		}
	}
}

// claimWhetherIt claims, in a question of one casino's details, the
// words that join a yes-or-no part about the casino to it ("the details
// on X, including whether it has a hotel", "tell me about X and if it
// has rooms"): the casino's details answer that part too.
func claimWhetherIt(q *question) {
	for i := 1; i+2 < len(q.toks); i++ {
		if (q.norm(i) == "whether" || q.norm(i) == "if") && q.norm(i+1) == "it" && (q.norm(i+2) == "has" || q.norm(i+2) == "is") {
			if j := i - 1; q.norm(j) == "including" || q.norm(j) == "and" {
				q.claim(j, i)
			}
		}
	}
}

// onePointedTo says the question points to one thing of a kind ("that
// program", "this club", "the same program"), as one named before it.
func onePointedTo(q *question, nouns ...string) bool {
	for i := 1; i < len(q.toks); i++ {
		if p := q.norm(i - 1); (p == "that" || p == "this" || p == "same") && slices.Contains(nouns, q.norm(i)) {
			return true
		}
	}
	return false
}
