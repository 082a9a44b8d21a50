// Package ask is the understanding layer of POST /ask: it maps a question
// in plain English to one of the service's endpoints or actions, with its
// parameters, by rules over the registry's actions and the directory's
// names (states, casino types, casinos, rewards programs and brands) and
// the dates, amounts, games and durations a question states. It is
// deterministic and pure: no model, no I/O. A question it cannot map is
// reported as such, never guessed at; transport runs what it maps.
package ask

import (
	"reflect"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"
)

// Intent names.
const (
	FindCasinos    = "find_casinos"
	CasinoDetail   = "casino_detail"
	ProgramDetail  = "program_detail"
	ListPrograms   = "list_programs"
	MyTiers        = "my_tiers"
	TierProgress   = "tier_progress"
	MyTrips        = "my_trips"
	MySessions     = "my_sessions"
	MyVisits       = "my_visits"
	MyVouchers     = "my_vouchers"
	MyOffers       = "my_offers"
	ExpiringOffers = "expiring_offers"
	TaxSummary     = "tax_summary"
	W2GTotal       = "w2g_total"
	MyW2Gs         = "my_w2gs"
	CompEstimate   = "comp_estimate"
	FindHosts      = "find_hosts"
	Bankroll       = "bankroll"
	Unknown        = "unknown"

	// Facts from the service's own tables, answered without a key.
	TierRequirement = "tier_requirement"
	GameFacts       = "game_facts"
	W2GRule         = "w2g_rule"
	RGHelp          = "rg_help"
	TierMatchPaths  = "tier_match_paths"

	// The player's records, through the actions that read them.
	CompPredict          = "comp_predict"
	CompPredictAll       = "comp_predict_all"
	TierMatchSuggestions = "tier_match_suggestions"

	// Changes: proposed, and run only when the request confirms them.
	SetBudget       = "set_budget"
	SetSessionLimit = "set_session_limit"

	// More of the player's records.
	MyLimits = "my_limits"
	MyHosts  = "my_hosts"
)

// Intent is what a question was understood to ask: the intent, the
// parameters it sends and the endpoint or action it runs.
type Intent struct {
	// Name is one of the intent names above.
	Name string `json:"name"`
	// Description says in words what will be looked up.
	Description string `json:"description"`
	// Parameters are the fields sent to the endpoint or action, exactly
	// (for a fact answered from a table, the inputs of the lookup).
	Parameters map[string]any `json:"parameters"`
	// Tier is the tier the question asks about, picked from the ladder
	// the endpoint answers (tier_requirement) or named as the player's
	// (tier_match_paths).
	Tier string `json:"tier,omitempty"`
	// MapsTo is the endpoint or action that answers; nil when nothing is run.
	MapsTo *Target `json:"maps_to"`
	// NeedsKey says the endpoint needs the caller's API key; Scopes (set
	// by transport from the registry) are the scopes it needs.
	NeedsKey bool     `json:"needs_key"`
	Scopes   []string `json:"scopes,omitempty"`
	// Filter, when set, keeps only the results whose field matches, after
	// the action ran (tier_status has no casino filter of its own).
	Filter *Filter `json:"filter,omitempty"`
	// Understood lists what was recognised in the question.
	Understood map[string]any `json:"understood,omitempty"`
	// Missing names what the question lacks for its intent; nothing is run.
	Missing []string `json:"missing,omitempty"`
	// Notes say what the question asked that the endpoint cannot do.
	Notes []string `json:"notes,omitempty"`
	// AnsweredFrom names the service's own table a fact is read from when
	// no endpoint runs (house edges, W-2G rules, help resources, tier-match
	// paths); the same tables the actions use.
	AnsweredFrom string `json:"answered_from,omitempty"`
	// ChangesData marks a proposed change: it runs only when the request
	// confirms it, and Confirmed says whether it did.
	ChangesData bool `json:"changes_data,omitempty"`
	Confirmed   bool `json:"confirmed,omitempty"`
	// Recorded, when set, finds the name the player recorded the casino
	// under before the action runs.
	Recorded *Recorded `json:"-"`
}

// Target is an endpoint or action.
type Target struct {
	// Method and Path are the HTTP request: a directory endpoint (the path
	// may hold {slug} or {id}, filled from Parameters) or an action
	// endpoint, whose body is {"action": Action, ...Parameters}.
	Method string `json:"method"`
	Path   string `json:"path"`
	// Namespace and Action name a registry action.
	Namespace string `json:"namespace,omitempty"`
	Action    string `json:"action,omitempty"`
	// URL is the absolute address (set by transport).
	URL string `json:"url,omitempty"`
	// Items is the field of the action's result that holds its list; ""
	// for a single result (or a directory list, whose data is the list).
	Items string `json:"-"`
	// Paged says the endpoint takes limit.
	Paged bool `json:"-"`
	// List says the directory endpoint answers a list.
	List bool `json:"-"`
}

// Filter keeps the results whose Field matches one of Values (compared
// ignoring case and spacing, or as a whole-word part), or names the
// directory casino Casino. Field may hold a string or a list of strings.
type Filter struct {
	Field  string   `json:"field"`
	Values []string `json:"values"`
	// Casino is the slug of the directory casino the question names, ""
	// when it names none.
	Casino string `json:"casino_slug,omitempty"`
}

// Keep reports whether item passes the filter by its words alone.
func (f *Filter) Keep(item map[string]any) bool { return f.KeepWith(item, nil) }

// KeepWith reports whether item passes the filter, also resolving each
// name in the item through ix to see if it is the directory casino the
// question names.
func (f *Filter) KeepWith(item map[string]any, ix *Index) bool {
	var names []string
	var field any = item
	for _, part := range strings.Split(f.Field, ".") {
		m, _ := field.(map[string]any)
		field = m[part]
	}
	switch v := field.(type) {
	case string:
		names = []string{v}
	case []any:
		for _, x := range v {
			if s, ok := x.(string); ok {
				names = append(names, s)
			}
		}
	case []string:
		names = v
	}
	for _, name := range names {
		if f.matches(name, ix) {
			return true
		}
	}
	return false
}

func (f *Filter) matches(name string, ix *Index) bool {
	have := strings.Join(norms(name), " ")
	for _, want := range f.Values {
		w := strings.Join(norms(want), " ")
		if w != "" && (have == w || strings.Contains(" "+have+" ", " "+w+" ")) {
			return true
		}
	}
	if ix != nil && f.Casino != "" {
		if c, ok := ix.ResolveCasino(name); ok && c.Slug == f.Casino {
			return true
		}
	}
	return false
}

// ApplyLimit sets the limit parameter of a paged target: n, or the
// largest page when a filter runs after the action (so it sees every row).
func (in *Intent) ApplyLimit(n int) {
	if in.MapsTo == nil || !in.MapsTo.Paged {
		return
	}
	if in.Filter != nil {
		n = 200
	}
	in.Parameters["limit"] = n
}

// Understand maps a question to an intent. today is the caller's current
// time (its UTC calendar day is "today").
func (ix *Index) Understand(query string, now time.Time) Intent {
	query, note, ok := developerForm(query, ix.lex.Programs)
	if !ok {
		out := unknown()
		out.Notes = []string{note}
		return out
	}
	if body, ok := letterBody(query); ok {
		// "Dear Tierline,\n... I would like to know ...\nRegards, Gus":
		// the letter's greeting and sign-off ask nothing
		query = body
	}
	in, u := ix.understand(query, now)
	if story, ok := ix.understandStory(query, now); ok && (story.Name != in.Name || story.Name == Unknown || narrowerStory(story, in)) {
		// "River City is my home casino ... Are there any hosts at
		// River City taking new players?": the question sentence, not
		// the story before it, says what is asked
		return story
	}
	if in.Name != Unknown {
		return in
	}
	if question, clause, ok := whyClause(query); ok {
		// "Since I'm trying craps for the first time, what's the house
		// edge on it?": a clause of why before the question is read as
		// a story before it, which the question may point back to
		story, ok := ix.readStory(question, clause, now)
		if sinceEvent(u.q, u.q.opening()) && datedRecords[story.Name] {
			// "Since I joined Boyd Rewards, how many trips have I
			// taken?": the clause is the records' period, not a reason
			return in
		}
		if ok && story.Name != Unknown {
			return story
		}
	}
	if question, clause, ok := leadClause(query); ok {
		// "Thinking of staying over at Spirit Lake Casino and Resort,
		// how many rooms does it have?": a clause of context before the
		// question is read as a story before it
		if story, ok := ix.readLeadClause(question, clause, now); ok {
			return story
		}
	}
	// "We're driving down to see family next week. Which casinos in
	// mesquite have a hotel?": a message whose first sentence only tells
	// of the asker is the question after it
	rest, ok := u.afterChatterSentence()
	if !ok {
		// "my wife and i are retired, what can you tell me about ellis
		// island": a clause closed by a comma may tell of the asker too
		if rest, ok = u.afterChatterClause(); !ok {
			return in
		}
	}
	again := ix.Understand(rest, now)
	if again.Name == Unknown {
		return in
	}
	if who := u.otherPerson(); who != "" && readsRecords(again) {
		// "my brother is visiting. what tier is he at?": the person
		// the first sentence names is still the one asked about
		return someoneElses(who)
	}
	return again
}

// narrowerStory says the question sentence of a story, read alone, asks
// the intent the whole message does with every parameter the whole
// reading has and at least one of them different or more: the question's
// own words say it ("... never cashed and have now run out. Could you
// list my expired vouchers?" is the expired ones, not the open ones the
// story's "never cashed" says).
func narrowerStory(story, whole Intent) bool {
	if story.Name != whole.Name || reflect.DeepEqual(story.Parameters, whole.Parameters) {
		return false
	}
	for k := range whole.Parameters {
		if _, ok := story.Parameters[k]; !ok {
			return false
		}
	}
	return true
}

// understand maps a question to an intent, as a whole.
func (ix *Index) understand(query string, now time.Time) (Intent, *understanding) {
	today := time.Date(now.UTC().Year(), now.UTC().Month(), now.UTC().Day(), 0, 0, 0, 0, time.UTC)
	u := &understanding{ix: ix, q: newQuestion(query), today: today, understood: map[string]any{}}
	ix.typos.correct(u.q)
	u.extract()
	in := u.decide()
	if who := u.otherPerson(); who != "" && readsRecords(in) {
		in = someoneElses(who)
	}
	if out, ok := excluded(in, u.q); ok {
		// "my trips, not counting the ones to Black Mesa": no filter
		// leaves some records out, and the list would show them
		in = out
	}
	if out, ok := ix.unlessCondition(u, in, now); ok {
		in = out
	}
	if name, ok := in.Parameters["casino_name"].(string); ok && unnamedCasino(name) ||
		in.Filter != nil && in.Filter.Field == "casino_name" && len(in.Filter.Values) == 1 && unnamedCasino(in.Filter.Values[0]) {
		// "the next tier at my casino", "what tier am i at there": the
		// records are filtered by a name, and "my casino" names none
		in = unknown()
		in.Notes = []string{"Name the casino, e.g. \"how far am I from the next tier at Borgata\"."}
	}
	if in.Name == FindCasinos && u.playersCasinosSearched() {
		// "which of my casinos is the closest to Reno": the directory
		// does not know which casinos the player plays
		in = unknown()
		in.Notes = []string{"The directory search does not know which casinos you play: ask e.g. \"casinos near Reno\", or \"my tiers\" for your casinos."}
	}
	if datedRecords[in.Name] {
		if w := u.unreadTime(); w != "" {
			// "my trips since easter", "my sessions over memorial day
			// weekend": a time the rules could not read would be
			// dropped, and every record answer another question
			in = unknown()
			in.Notes = []string{"The question names a time (\"" + w + "\") Tierline could not read: give the dates, e.g. \"my trips from March 1 to April 10\"."}
		}
	}
	if u.placeDropped(in) {
		in = unknown()
		in.Notes = []string{"Your records are kept by casino, not by city or state: name the casino, e.g. \"my tier at Borgata\"."}
	}
	if len(u.understood) > 0 {
		in.Understood = u.understood
	}
	if in.Parameters == nil {
		in.Parameters = map[string]any{}
	}
	return in, u
}

// datedRecords are the player's records a question may ask over a time.
var datedRecords = set(MyTrips, MySessions, MyVisits, MyOffers, MyVouchers, MyW2Gs, W2GTotal, TaxSummary)

// timeWords say when, left unread: a time the period rules did not read
// ("since easter", "next weekend", "this summer", "until christmas");
// "year" is left out, as the tax year names one ("tax year 2024").
var timeWords = set("since", "until", "till", "weekend", "weekends", "week", "weeks", "month", "months", "spring", "summer", "fall", "autumn", "winter", "holiday", "holidays", "season", "easter",
	"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "quarter", "q5", "birthday", "anniversary")

// clauseOpeners open a clause of context before the question ("since
// I'm doing my taxes this weekend, ...", "going to reno this weekend,
// ..."): its time is the context's, not the records'.
var clauseOpeners = set("since", "as", "because", "while", "when", "if", "after", "before")

// unreadTime is the first word of time no rule read in the question,
// outside a clause of context that opens it; "" when none. A word of
// time after a pronoun ("since I started", "since we moved") opens a
// clause too, not a period.
func (u *understanding) unreadTime() string {
	q := u.q
	k := q.opening()
	if sinceEvent(q, k) {
		// "Since I joined Boyd Rewards, how many trips have I taken?":
		// the clause is the period, from a day no record holds
		return q.toks[k].raw
	}
	if w := q.norm(k); clauseOpeners[w] || strings.HasSuffix(w, "ing") {
		for k++; k < len(q.toks) && !q.clauseBreakBefore(k); k++ {
		}
	}
	for ; k < len(q.toks); k++ {
		t := q.toks[k]
		if t.used {
			continue
		}
		if _, _, ok := holidayAt(q, k); ok {
			// "my trips before christmas": a holiday no period took
			return t.raw
		}
		if !timeWords[t.norm] {
			continue
		}
		if clauseOpeners[t.norm] && timeClauseSubjects[q.norm(k+1)] && !sinceEvent(q, k) {
			continue
		}
		return t.raw
	}
	return ""
}

// sinceEvent: token k opens "since" and a clause telling something done
// in the past ("since I joined", "since we moved here", "since I first
// signed up"): for dated records that is a period starting on a day no
// rule can date. Said in the present ("since I'm going to Tulsa") it
// gives a reason, not a time.
func sinceEvent(q *question, k int) bool {
	if q.norm(k) != "since" || !timeClauseSubjects[q.norm(k+1)] || presentBe[q.norm(k+1)] {
		// "since I'm headed to Tulsa": a participle after a present
		// "be" is the asker's state now
		return false
	}
	v := k + 2
	for sinceAdverbs[q.norm(v)] {
		v++
	}
	w := q.norm(v)
	return pastVerbs[w] || (len(w) > 4 && strings.HasSuffix(w, "ed") && !strings.HasSuffix(w, "eed"))
}

// presentBe are subjects joined to a present "be" ("I'm", "we're").
var presentBe = set("im", "were", "youre", "theyre", "its")

// sinceAdverbs stand between the subject and the verb of a clause after
// "since" ("since I first joined", "since we last went").
var sinceAdverbs = set("first", "last", "just", "finally", "originally")

// pastVerbs are irregular past tenses that date a clause after "since".
var pastVerbs = set("got", "began", "went", "came", "became", "made", "left", "moved", "joined", "won", "lost", "hit", "took",
	"set", "signed", "started", "quit", "retired", "bought", "sold", "met", "found", "turned", "had")

// timeClauseSubjects begin a clause after "since" or "after" ("since I
// joined", "after we moved").
var timeClauseSubjects = set("i", "im", "ive", "id", "we", "were", "weve", "you", "youre", "he", "she", "they", "theyre", "it", "its")

// chatterBlockers are words that make a sentence part of the question
// rather than chatter before it: what is searched ("casinos", "a rewards
// program", "a hotel", "tiers", "miles") and what is wanted ("we want",
// "we need", "only", "looking for").
var chatterBlockers = union(union(searchedWords, programNouns), set("hotel", "hotels", "room", "rooms", "resort", "resorts",
	"tier", "tiers", "level", "levels", "status", "mile", "miles", "km", "radius", "property", "properties", "locations",
	"venues", "want", "wants", "need", "needs", "must", "only", "prefer", "looking", "like", "wish", "require", "requires",
	"should", "rather"))

// afterChatterSentence is the rest of a message whose first sentence,
// closed by a full stop or an exclamation mark, only tells of the asker
// ("We're driving down to see family next week.", "Long day at the
// office!"): nothing in it was read (a town, a game, an amount, a date,
// a name), it names nothing searched or wanted (chatterBlockers), and
// no word after a place cue in it is left unread (a town the directory
// does not know: "we're staying in denver."). A first sentence that is
// itself a question is never chatter. false when there is no such
// sentence.
func (u *understanding) afterChatterSentence() (string, bool) {
	q := u.q
	end := -1
	for k := 1; k < len(q.toks); k++ {
		gap := q.text[q.toks[k-1].end:q.toks[k].start]
		if strings.Contains(gap, "?") {
			return "", false
		}
		if strings.ContainsAny(gap, ".!") && strings.ContainsAny(gap, " \t\n") {
			end = k
			break
		}
	}
	if end < 0 || end <= q.begin {
		return "", false
	}
	for i := q.begin; i < end; i++ {
		w := q.norm(i)
		if q.toks[i].used || chatterBlockers[w] || numericWord(w) {
			return "", false
		}
		if placeCues[w] && i+1 < end && !fillerWords[q.norm(i+1)] {
			return "", false
		}
	}
	return q.text[q.toks[end].start:], true
}

// afterChatterClause is the rest of a message whose first clause, closed
// by a comma, only tells of the asker, as afterChatterSentence's first
// sentence does, and opens with the asker as its subject ("my wife and i
// are retired, ...", "I'm retired and on a fixed income, so ..."); a
// joining word after the comma ("so", "and", "but") is left out. false
// when there is no such clause.
func (u *understanding) afterChatterClause() (string, bool) {
	q := u.q
	if !clauseSubjects[q.norm(q.begin)] {
		return "", false
	}
	end := -1
	for k := q.begin + 1; k < len(q.toks); k++ {
		gap := q.text[q.toks[k-1].end:q.toks[k].start]
		if strings.ContainsAny(gap, "?.!;:") {
			return "", false
		}
		if strings.Contains(gap, ",") {
			end = k
			break
		}
	}
	if end < 0 {
		return "", false
	}
	for i := q.begin; i < end; i++ {
		w := q.norm(i)
		if q.toks[i].used || chatterBlockers[w] || numericWord(w) {
			return "", false
		}
		if next := q.norm(i + 1); placeCues[w] && i+1 < end && !fillerWords[next] && next != "this" {
			// "we're staying in denver, ...": a town the directory
			// does not know is still a place the question is about
			return "", false
		}
	}
	if clauseJoiners[q.norm(end)] && end+1 < len(q.toks) {
		end++
	}
	return q.text[q.toks[end].start:], true
}

// clauseJoiners join a clause of chatter to the question after it.
var clauseJoiners = set("so", "and", "but", "anyway", "anyways")

// understanding is one question being understood.
type understanding struct {
	ix    *Index
	q     *question
	today time.Time

	period     *period
	horizon    int
	hasHorizon bool
	amount     float64
	hasAmount  bool
	hours      float64
	hasHours   bool
	game       string
	state      *place
	ctype      string
	rewards    *bool
	language   string
	// nameQ is the text after "named" or "called", or a family of names
	// before "casinos" (nameFamily).
	nameQ      string
	nameFamily bool
	// nation is a tribal nation the question names in full, as the
	// directory spells it.
	nation string
	// city is the directory city a question searches around, radiusKm
	// the radius it states; placeOfCasino says the city only told which
	// of several same-named casinos is meant.
	city          *cityMatch
	placeOfCasino bool
	radiusKm      float64
	hasRadius     bool
	hotel         *bool
	// tier is a tier of a program's ladder the question names.
	tier *tierMatch
	// sliced says a tier was named after a word of position ("after
	// Loyal", "just below NOIR"): part of the ladder is asked.
	sliced bool
	// wager is the amount bet, when the question states it apart from
	// the win ("a $1,500 jackpot on a $5 bet").
	wager    float64
	hasWager bool
	// denomination is a slot denomination ("penny slots"), in dollars.
	denomination    float64
	hasDenomination bool

	// The names found: one casino, one program, or several casinos.
	casinos  []int
	programs []int
	named    *match

	understood map[string]any
}

// personalWords say a question is about the asker's own records.
var personalWords = []string{"my", "mine", "i", "im", "ive", "id", "myself"}

func (u *understanding) personal() bool { return u.q.has(personalWords...) }

// otherPeople are the people close to the asker a question may be about
// ("my dad hit $2,400", "my wife's trips"): the rules of the service's
// tables hold for them as for anyone, but their records are not the
// asker's.
var otherPeople = set("dad", "father", "mom", "mother", "mum", "parent", "parents", "brother", "sister", "wife", "husband",
	"spouse", "partner", "son", "daughter", "friend", "buddy", "uncle", "aunt", "grandma", "grandpa", "grandmother",
	"grandfather", "cousin", "boyfriend", "girlfriend", "fiance", "fiancee", "roommate",
	// as a chat writes them ("my bf's tier", "my bro", "my sis")
	"bf", "gf", "bff", "bestie", "bro", "sis", "homie", "hubby", "wifey")

// thirdPersons are the words for a person the asker speaks of.
var thirdPersons = set("he", "she", "they", "him", "her", "his", "their", "them", "hes", "shes", "theyre")

// otherPerson is the person close to the asker the question names after
// "my" or "our" ("my dad", "my wife's"), "" when none.
func (u *understanding) otherPerson() string {
	q := u.q
	for i := 1; i < len(q.toks); i++ {
		if p := q.norm(i - 1); p != "my" && p != "our" {
			continue
		}
		if w := q.norm(i); otherPeople[w] || otherPeople[strings.TrimSuffix(w, "s")] {
			return q.toks[i].raw
		}
	}
	return ""
}

// noOnesRecords are the intents that need the key but read no person's
// records: hosts searched by language or casino are the directory's, so
// "My mother-in-law speaks Tagalog. Are there any hosts who speak
// Tagalog?" asks for them as anyone would.
var noOnesRecords = map[string]bool{FindHosts: true}

// readsRecords says an intent reads or changes the asker's own records
// or limits, which another person named cannot have answered.
func readsRecords(in Intent) bool { return in.NeedsKey && !noOnesRecords[in.Name] }

// someoneElses is the answer to a question about another person's
// records or limits: the key reads and changes the asker's own, so
// answering would be about the wrong person.
func someoneElses(who string) Intent {
	out := unknown()
	who = strings.TrimSuffix(strings.TrimSuffix(who, "'s"), "’s")
	out.Notes = []string{"Tierline reads and changes only your own records and limits, not your " + who +
		"'s; they can ask with their own account."}
	return out
}

func (u *understanding) offersAsked() bool {
	// free words only: "casinos that offer a rewards program" is read as
	// a casino's program
	return u.q.hasFreePrefix("offer") || u.q.hasFree("promo", "promos", "promotion", "promotions", "mailer", "mailers") || u.freePlayAsked()
}

// freePlayAsked: the question names free play ("free play", "freeplay"),
// one of the offer types of add_offer, and not a voucher: vouchers are
// ticket-in/ticket-out tickets ("my free play vouchers" stays vouchers).
func (u *understanding) freePlayAsked() bool {
	q := u.q
	return (q.hasPhrase("free", "play") || q.has("freeplay")) && !q.hasPrefix("voucher") && !u.ticketsAsked() &&
		(u.personal() || u.expiringAsked())
}

func (u *understanding) expiringAsked() bool {
	q := u.q
	return q.has("expire", "expires", "expiring", "expiration", "expiry") || q.hasPhrase("running", "out") || q.hasPhrase("run", "out") ||
		q.hasPhrase("runs", "out") || q.has("lapse", "lapses", "lapsing") ||
		// players' slang: offers that "die", "go away" or "disappear"
		q.has("die", "dies", "dying", "disappear", "disappears", "disappearing", "vanish", "vanishes") ||
		q.hasPhrase("go", "away") || q.hasPhrase("goes", "away") || q.hasPhrase("going", "away")
}

// extract finds every entity, most specific first, each claiming its words
// so that a later one cannot read them again.
func (u *understanding) extract() {
	q := u.q
	claimRelay(q)
	relayedPerson(q)
	claimBehalf(q)
	claimPoliteness(q)
	claimToolVerb(q)
	claimTripLeadIn(q)
	claimLetterIdioms(q)
	u.ix.claimGrand(q)
	claimTakenWin(q)
	if u.offersAsked() && u.expiringAsked() {
		u.horizon, u.hasHorizon = extractHorizon(q, u.today)
	}
	if u.period = extractPeriod(q, u.today); u.period != nil {
		p := map[string]any{"label": u.period.Label, "from": u.period.From}
		if u.period.To != "" {
			p["to"] = u.period.To
		}
		u.understood["period"] = p
	}
	claimAskedForms(q)
	u.radiusKm, u.hasRadius = extractRadius(q)
	u.denomination, u.hasDenomination = extractDenomination(q, u.edgeAsked())
	if q.has("w2g", "reportable", "reported", "report") || taxFormNamed(q) {
		u.wager, u.hasWager = extractWager(q)
	}
	u.amount, u.hasAmount = extractAmount(q)
	u.hours, u.hasHours = extractHours(q)
	if !u.hasAmount {
		u.amount, u.hasAmount = extractBareAmount(q)
	}
	u.game, _ = extractGame(q)
	switch u.game {
	case "roulette":
		claimWheel(q)
	case "blackjack", "video_poker":
		claimTableStrategy(q)
	case "baccarat":
		claimBankerBet(q)
	}
	if u.game != "" {
		claimPlayLeadIn(q)
	}
	if u.nation = u.ix.claimNation(q); u.nation != "" {
		u.understood["tribal_nation"] = u.nation
	}
	held := u.ix.holdTypedNames(q)
	u.ctype, _ = extractType(q)
	for _, i := range held {
		q.toks[i].used = false
	}
	u.nameQ = u.nameCued()
	u.tier = u.tierBesideProgram()
	u.language, _ = unlistedLanguage(q)
	u.findNames()
	if u.city = extractPoint(q); u.city == nil {
		u.city = u.ix.extractCity(q, u.hasRadius)
	}
	u.state = extractState(q)
	u.claimPlaceWays()
	if u.tier == nil {
		u.tier = u.findTier()
	}
	if t := u.tierAfterStated(); t != nil {
		// "I'm Gold with Caesars Rewards now, what does it take to
		// reach Platinum?": the tier asked is the later one
		u.understood["stated_tier"] = u.tier.name
		u.tier = t
	}
	if u.ladderSlice() {
		// "Boyd Rewards tiers, only the ones above Sapphire": part of the
		// ladder, which the program's details hold, not one threshold
		u.tier = nil
		u.sliced = true
		claimNextRung(q)
	}
	if v, ok := extractHasRewards(q); ok {
		u.rewards = &v
	}
	if v, ok := extractHasHotel(q); ok {
		u.hotel = &v
	}
	if u.language == "" {
		u.language, _ = extractLanguage(q)
	}
	if u.named == nil && u.nameQ == "" {
		u.nameQ = u.ix.nameBeforeCasinos(q)
		u.nameFamily = u.nameQ != ""
	}
	if u.city != nil {
		c := map[string]any{"text": u.city.text, "cities": u.city.cities}
		if u.city.point != "" {
			c = map[string]any{"text": u.city.text, "point": u.city.point}
		}
		if u.hasRadius {
			c["radius_km"] = u.radiusKm
		}
		u.understood["near"] = c
	}
	if u.tier != nil {
		u.understood["tier"] = map[string]any{"name": u.tier.name, "program": u.ix.lex.Programs[u.tier.program].Name}
	}
	if u.hotel != nil {
		u.understood["has_hotel"] = *u.hotel
	}
	if u.hasWager {
		u.understood["wager"] = u.wager
	}
	if u.hasDenomination {
		u.understood["denomination"] = u.denomination
	}
	if u.state != nil {
		st := map[string]any{"code": u.state.Code, "name": u.state.Name}
		if u.state.City != "" {
			st["city"] = u.state.City
		}
		u.understood["state"] = st
	}
	for k, v := range map[string]string{"casino_type": u.ctype, "game_type": u.game, "language": u.language} {
		if v != "" {
			u.understood[k] = v
		}
	}
	if u.hasAmount {
		u.understood["amount"] = u.amount
	}
	if u.hasHours {
		u.understood["hours"] = u.hours
	}
	if u.rewards != nil {
		u.understood["has_rewards"] = *u.rewards
	}
	if u.hasHorizon {
		u.understood["within_days"] = u.horizon
	}
}

// playLeadVerbs open a lead-in telling of the asker's play of a game
// ("playing craps this weekend -", "learning baccarat tonight,").
var playLeadVerbs = set("playing", "learning", "trying")

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
	switch {
	case q.norm(k) == "im" || q.norm(k) == "were":
		k++
	case q.phraseAt(k, "i", "am") || q.phraseAt(k, "we", "are"):
		k += 2
	}
	if !playLeadVerbs[q.norm(k)] || !q.free(start, k) {
		return
	}
	verb := k
	k++
	for k < len(q.toks) && q.toks[k].used {
		k++ // the game, read already
	}
	if k == verb+1 {
		return
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
	if !q.has("w2g", "reportable", "reported", "report", "1099") && !taxFormNamed(q) {
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
// or named: "walk me through" (explain), "players" or "player" before a
// program noun ("players club", "player's card"), a program by the
// casino floor's name, and "options" or "choices" after casinos or
// gambling, the places to play. "players" alone ("how many players at
// bellagio") stays unread and declines the question.
func claimAskedForms(q *question) {
	for i := range q.toks {
		if q.norm(i) == "walk" {
			k := i + 1
			if q.norm(k) == "me" || q.norm(k) == "us" {
				k++
			}
			if q.norm(k) == "through" {
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

// greetings open a question without asking anything ("hi!", "hello
// there").
var greetings = set("hi", "hello", "hey", "hiya", "greetings", "yo")

// relayNouns name the person an agent asks for ("the user wants to
// know...", "my client won..."); relayVerbs say the agent relays their
// question.
var (
	relayNouns = set("user", "users", "player", "customer", "client", "guest", "member", "human", "owner")
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
	for k < len(q.toks) && ((greetings[q.norm(k)] && q.toks[k].raw != "HI") || (k > 0 && q.norm(k) == "there")) {
		k++
	}
	k = chatter(q, k)
	q.claim(0, k-1)
	q.begin = k
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

// relayedPeople are the persons an agent speaks of in the third person
// within its request ("Show the user's trips.", "Does the customer have
// any offers?"); "player" is among them only as a possessive ("the
// player's tiers"), as "the player" alone is a side of baccarat.
var relayedPeople = set("user", "player", "customer", "client", "guest", "member")

// possessedNotPerson follow a possessive that names a thing, not the
// person's records ("the player's club" is a rewards program).
var possessedNotPerson = set("club", "clubs", "card", "cards")

// subjectBefore are the words after which "the user" is the subject of
// the question ("does the user have", "how close is the user").
var subjectBefore = set("is", "was", "does", "did", "do", "has", "have", "can", "could", "will", "would", "should",
	"whether", "if", "when", "where", "what", "which", "how", "and")

// relayedPerson reads the person an agent relays, named anywhere in the
// request as "the user" ("the player's", "the customer's"), as the asker,
// as "my" and "i" are: "Show the user's host connections." asks for the
// asker's own hosts, and "the user's wife's trips" are still another
// person's. The person is the subject ("i") after an auxiliary or a
// question word, the object ("me") elsewhere ("for the user"); "the"
// before them is claimed. Words already read (a relay opening) are left.
func relayedPerson(q *question) {
	for i := 0; i+1 < len(q.toks); i++ {
		if q.norm(i) != "the" || !q.free(i, i+1) {
			continue
		}
		raw := strings.ToLower(q.toks[i+1].raw)
		base := strings.TrimSuffix(strings.TrimSuffix(raw, "'s"), "’s")
		if !relayedPeople[base] {
			continue
		}
		switch {
		case base != raw:
			if possessedNotPerson[q.norm(i+2)] {
				continue
			}
			q.toks[i+1].norm = "my"
		case base == "player":
			continue
		case i == 0 || subjectBefore[q.norm(i-1)]:
			q.toks[i+1].norm = "i"
		default:
			q.toks[i+1].norm = "me"
		}
		q.claim(i, i)
	}
}

// claimBehalf claims an agent's opening saying for whom it asks ("On
// behalf of the user, list ...", "on the player's behalf, propose ..."):
// the person is the asker (relayedPerson made them "me" or "my"), and the
// request begins after it.
func claimBehalf(q *question) {
	k := q.begin
	if q.norm(k) != "on" {
		return
	}
	j := k + 1
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

// toolVerbs open a request put to a tool in the imperative ("Retrieve
// the user's limits.", "Enumerate the programs.", "Return the house edge
// for roulette."): they only say "answer this".
var toolVerbs = set("get", "list", "retrieve", "fetch", "enumerate", "show", "return", "provide", "display", "give",
	// an agent's formal requests ("Identify the tribal casinos ...",
	// "Determine the house edge for craps.")
	"identify", "determine", "ascertain")

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
var toolParticles = map[string][]string{"look": {"up"}, "pull": {"up", "together"}, "find": {"out"}, "put": {"together"}}

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
	case slices.Contains(toolParticles[w], q.norm(k+1)):
		q.claim(k, k+1)
		if w == "find" && (q.norm(k+2) == "whether" || q.norm(k+2) == "if") {
			q.claim(k+2, k+2)
		}
	case toolVerbs[w]:
		q.claim(k, k)
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
		if j <= k || !q.free(k, j-1) {
			break
		}
		for i := k; i < j; i++ {
			if politeSubjects[q.norm(i)] {
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
}

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
	// "would you mind telling me", "do you mind pulling up"
	if (q.norm(j) == "would" || q.norm(j) == "do" || q.norm(j) == "could") && (q.norm(j+1) == "you" || q.norm(j+1) == "u") && q.norm(j+2) == "mind" {
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
	// "may I ask", "might I ask whether", "can I ask"
	if (q.norm(k) == "may" || q.norm(k) == "might" || q.norm(k) == "can" || q.norm(k) == "could") && q.norm(k+1) == "i" && q.norm(k+2) == "ask" {
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
	return k
}

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
	{"dontcha", "know"}, {"you", "know"}, {"you", "betcha"}, {"again"}}

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
	trip := tripVerbs[q.norm(k)] || plain
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
		case (w == "yeah" || w == "yep" || w == "yea") && k+1 < len(q.toks):
			// "uh yeah what's the house edge": a spoken yes before
			// the question says nothing of it
			k++
		case w == "quick" && (q.norm(k+1) == "q" || q.norm(k+1) == "question"):
			k += 2
		case w == "a" && q.norm(k+1) == "quick" && q.norm(k+2) == "question":
			k += 3
		case w == "question" && punctAfter(q, k):
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

// findNames looks for casino and program names and claims the best.
func (u *understanding) findNames() {
	found := u.ix.findNames(u.q)
	if len(found) == 0 {
		return
	}
	m := found[0]
	if p, ok := u.programWrittenOver(m); ok {
		found = []match{p}
		m = p
	}
	if m.e.kind == kindProgram && u.ladderAsked() {
		m = u.brandWithName(m)
		found[0] = m
	}
	u.named = &m
	u.q.claim(m.first, m.last)
	for i := m.first; i <= m.last; i++ {
		// "my|Rewards Boarding Pass": a word of the name is no word of
		// the asker's records
		if slices.Contains(personalWords, u.q.norm(i)) {
			u.q.toks[i].norm = ""
		}
	}
	for _, f := range found {
		if f.e.kind == kindCasino {
			u.casinos = append(u.casinos, f.e.index)
		} else {
			u.programs = append(u.programs, f.e.index)
		}
	}
}

// ladderAsked: a free word of the question asks for a ladder ("tiers",
// "levels", "the tier ladder").
func (u *understanding) ladderAsked() bool {
	for _, t := range u.q.toks {
		if !t.used && ladderWords[t.norm] {
			return true
		}
	}
	return false
}

// brandWithName is m, a program found by its name or its brand, over
// the words of its brand and name typed right before or after it, as
// players name a program ("Station Casinos' Boarding Pass" for
// my|Rewards Boarding Pass, "Golden Entertainment's True Rewards",
// "Mohegan Momentum"): one mention, not a program and words no answer
// uses. A possessive is its word ("Entertainment's"). Only when the
// question asks for a ladder: a search by a name so written would look
// for words no casino's name holds.
func (u *understanding) brandWithName(m match) match {
	q := u.q
	p := u.ix.lex.Programs[m.e.index]
	words := append(norms(p.Name), norms(p.Brand)...)
	of := func(k int) bool {
		if k < 0 || k >= len(q.toks) || !q.free(k, k) {
			return false
		}
		w := q.norm(k)
		if raw := strings.ToLower(q.toks[k].raw); strings.HasSuffix(raw, "'s") || strings.HasSuffix(raw, "’s") {
			w = normWord(strings.TrimSuffix(strings.TrimSuffix(raw, "'s"), "’s"))
		}
		return w != "the" && w != "a" && slices.Contains(words, w)
	}
	first, last := m.first, m.last
	for of(first - 1) {
		first--
	}
	for of(last + 1) {
		last++
	}
	distinct := false
	for k := first; k <= last; k++ {
		if (k < m.first || k > m.last) && !genericWords[q.norm(k)] {
			distinct = true
		}
	}
	if distinct {
		m.first, m.last = first, last
	}
	if k := m.last + 1; q.norm(k) == "program" && q.free(k, k) {
		// "the levels of the Lucky Star Rewards program": the program's
		// own noun after its name is the same mention, not a search of
		// programs
		m.last = k
	}
	return m
}

// ladderWords ask for a program's ladder ("the tier ladder of", "the
// levels of", "its tiers").
var ladderWords = set("ladder", "ladders", "tier", "tiers", "level", "levels", "structure", "ranks")

// programWrittenOver is the program whose whole name is written where m,
// a casino found by its distinctive word, begins or ends ("Foxwoods
// Rewards", the program, over Foxwoods Resort Casino; "The Club at
// Chumash" over Chumash Casino Resort), when the question asks for
// a ladder: a casino named alone ("foxwoods tiers") is still the
// casino, whose details carry its program, and a program named alone
// ("foxwoods rewards") the casino too, as before.
func (u *understanding) programWrittenOver(m match) (match, bool) {
	q := u.q
	if m.e.kind != kindCasino || !q.hasFree(keys(ladderWords)...) && !q.hasFree(rungAskVerbs...) {
		// "what does Royal take in Foxwoods Rewards": what a rung takes
		// is asked of the program's ladder, as its tiers are
		return match{}, false
	}
	for ei := range u.ix.entries {
		e := &u.ix.entries[ei]
		if e.kind != kindProgram {
			continue
		}
		// the program's name begins where the casino's word does, or
		// ends with it ("The Club at Chumash" over Chumash Casino
		// Resort)
		for first := m.first; first >= 0 && first > m.first-len(e.full); first-- {
			last := first + len(e.full) - 1
			if last < m.last || last == m.last && first == m.first || !q.free(first, last) || !q.phraseAt(first, e.full...) {
				continue
			}
			return match{e: e, first: first, last: last, length: len(e.full), exact: 2}, true
		}
	}
	return match{}, false
}

// resolveCasinos narrows several same-named casinos to the state the
// question names, if it names one.
func (u *understanding) resolveCasinos() {
	if len(u.casinos) < 2 || (u.state == nil && u.city == nil) {
		return
	}
	var kept []int
	for _, i := range u.casinos {
		c := u.ix.lex.Casinos[i]
		switch {
		case u.city != nil:
			for _, city := range u.city.cities {
				if strings.EqualFold(c.City, city.Name) && c.State == city.State {
					kept = append(kept, i)
				}
			}
		case strings.EqualFold(c.State, u.state.Code):
			kept = append(kept, i)
		}
	}
	if len(kept) > 0 {
		u.casinos = kept
		if u.city != nil {
			// The city said which casino; it is not a place to search around.
			u.placeOfCasino = true
		}
	}
}

// namedText is the question's own words for the name it mentions
// (without a leading "the").
func (u *understanding) namedText() string {
	if u.named == nil {
		return ""
	}
	return trimThe(u.q.span(u.named.first, u.named.last))
}

// namedCore is namedText without the generic words at either end
// ("Caesars" for "Caesars Rewards"), as a directory search term.
func (u *understanding) namedCore() string {
	if u.named == nil {
		return ""
	}
	first, last := u.named.first, u.named.last
	for first < last && genericWords[u.q.norm(first)] {
		first++
	}
	for last > first && genericWords[u.q.norm(last)] {
		last--
	}
	return u.q.span(first, last)
}

func trimThe(s string) string {
	if len(s) > 4 && strings.EqualFold(s[:4], "the ") {
		return s[4:]
	}
	return s
}

// tailStops end a casino name read after "at".
var tailStops = set("this", "last", "in", "since", "during", "for", "from", "with", "between", "before",
	"after", "next", "within", "on", "or", "please", "right", "now", "today", "tomorrow", "yesterday",
	"who", "that", "which", "and", "so", "far", "year", "month", "week", "is", "am", "are", "do", "does",
	// "hosts at wild horse pass taking new players": what the hosts
	// do, after the casino's name, is no part of it
	"taking", "accepting", "welcoming",
	// "checked in at a casino altogether": how much is counted, after
	// the place, is no part of its name
	"altogether", "overall", "combined", "total")

// quantifiers open a phrase meaning every casino ("every casino I play",
// "all my casinos", "each of the places I visit").
var quantifiers = set("every", "each", "all", "any", "whichever")

// playersCasinosSearched: a directory search is asked of the player's
// own casinos ("which of my casinos are in nevada", "my casinos near
// reno").
func (u *understanding) playersCasinosSearched() bool {
	q := u.q
	for i := range q.toks {
		if (q.norm(i) == "my" || q.norm(i) == "our") && casinosPlural[q.norm(i+1)] {
			return true
		}
	}
	return false
}

// unnamedWords say which casino without naming it ("my casino", "the
// usual place").
var unnamedWords = set("my", "our", "the", "this", "that", "casino", "place", "usual", "local", "favorite", "favourite",
	"home", "regular", "one",
	// "what tier am i at there": a place pointed at, with no earlier
	// turn to name it
	"there", "here")

// unnamedCasino: a casino's name as typed is only words that point at a
// casino without naming it.
func unnamedCasino(name string) bool {
	words := norms(name)
	for _, w := range words {
		if !unnamedWords[w] {
			return false
		}
	}
	return len(words) > 0
}

// casinosPlural name the casinos a player plays, in the plural.
var casinosPlural = set("casinos", "places", "properties", "locations", "spots")

// everyCasino: the words from k to j are a quantifier over casinos
// ("every casino i play", "all the casinos i visit", "each of my
// casinos", "all of them"): all of the player's casinos, never a casino's name.
func everyCasino(q *question, k, j int) bool {
	if w := q.norm(k); (w == "my" || w == "our") && j == k+1 && casinosPlural[q.norm(j)] {
		// "the next tier at my casinos": the player's casinos, all of
		// them, as "all my casinos"
		return true
	}
	if j == k && q.norm(k) == "everywhere" {
		// "what tier am I at everywhere": a learner's "at" before the
		// adverb; every casino the player plays, never a name
		return true
	}
	if !quantifiers[q.norm(k)] {
		return false
	}
	for m := k + 1; m <= j; m++ {
		switch w := q.norm(m); {
		case (w == "them" || w == "those" || w == "these") && m == j && q.norm(m-1) == "of":
			// "at all of them", after a story of the casinos played
			return true
		case w == "of" || w == "the" || w == "my" || w == "our" || w == "those" || w == "these":
		case strings.HasPrefix(w, "casino") || w == "place" || w == "places" || w == "property" || w == "properties" ||
			w == "location" || w == "locations" || w == "spot" || w == "spots" || w == "one" || w == "ones":
			return true
		default:
			return false
		}
	}
	return false
}

// placePhrase is the casino a personal question is about, in the
// question's own words: the directory name it mentions (a program by its
// distinctive words), else the words after "at" (or after the other
// prepositions given). Records hold free text, so the words are sent as
// written.
func (u *understanding) placePhrase(preps ...string) string {
	if t := u.longerName(); t != "" {
		return t
	}
	if u.named != nil && u.named.e.kind == kindProgram {
		return u.namedCore() // "Caesars" for "Caesars Rewards": records name casinos, not programs
	}
	if t := u.namedText(); t != "" {
		return t
	}
	preps = append(preps, "at", "@")
	q := u.q
	for i := range q.toks {
		isPrep := false
		for _, p := range preps {
			if q.toks[i].norm == p || q.toks[i].raw == p {
				isPrep = true
			}
		}
		if !isPrep {
			continue
		}
		if q.toks[i].norm == "to" && (tripBase[q.norm(i+1)] || clauseChangeVerbs[q.norm(i+1)]) {
			continue // "fixing to visit biloxi": "to" before a verb names no casino
		}
		k := i + 1
		for k < len(q.toks) && !q.toks[k].used && (q.toks[k].norm == "the" || q.toks[k].norm == "a") {
			k++
		}
		j := k
		for j < len(q.toks) && !q.toks[j].used && !tailStops[q.toks[j].norm] {
			j++
			if sentenceEndAfter(q, j-1) {
				break // a name never runs on into the next sentence
			}
		}
		if j == k+1 && capWords[q.norm(k)] {
			continue // "at the max" is a cap, never a casino
		}
		if questionWords[q.norm(k)] {
			continue // "and at what level": a question, never a casino
		}
		if j > k && (q.norm(j-1) == "host" || q.norm(j-1) == "hosts") {
			continue // "looking for a casino host who speaks Hmong": the host sought, never a casino
		}
		if j == k+1 && casinosPlural[q.norm(k)] {
			q.claim(i, k) // "my visits to casinos": casinos in general, never a name
			continue
		}
		if j > k && everyCasino(q, k, j-1) {
			q.claim(i, j-1) // "at every casino I play" is all of them, not a name
			continue
		}
		if j == k+1 && k > i+1 && q.norm(k-1) == "a" && q.norm(k) == "casino" {
			q.claim(i, k) // "every check-in I've made at a casino": any casino, not a name
			continue
		}
		if j > k {
			q.claim(i, j-1)
			return q.span(k, j-1)
		}
	}
	return ""
}

// longerName is the name found with the words typed right after it
// ("hard rock tampa", "mgm detroit", "winstar thackerville") or right
// before it ("seminole hollywood"), when together they name a directory
// casino: their words, in their order, are in that casino's name, or in
// its name followed by its town (casinos.csv), and, for words after the
// name, in no other's. The name as typed is the casino, not the family or
// program its first words name, and a town typed in it is part of the
// name, not a place to search around. The longest such run is kept; a
// date, a stop word or any word not in the casino's name or town ends it.
// "" when the words around the name name no casino.
func (u *understanding) longerName() string {
	begin, end, _ := u.longerRun()
	if begin < 0 {
		return ""
	}
	u.q.claim(begin, end)
	u.placeOfCasino = true
	return trimThe(u.q.span(begin, end))
}

// longerCasino is the one directory casino the name found and the words
// typed around it name together (see longerName), its words claimed:
// "what do u have on hard rock tampa" asks of Seminole Hard Rock Hotel &
// Casino Tampa, not of the Hard Rock program, and "tampa" is part of the
// name. false when they name none or several.
func (u *understanding) longerCasino() (int, bool) {
	begin, end, found := u.longerRun()
	if begin < 0 || len(found) != 1 {
		return 0, false
	}
	u.q.claim(begin, end)
	u.placeOfCasino = true
	return found[0], true
}

// longerRun finds the run of words longerName reads: its first and last
// tokens and the casinos it names; -1, -1 when there is none.
func (u *understanding) longerRun() (int, int, []int) {
	if u.named == nil {
		return -1, -1, nil
	}
	q, m := u.q, u.named
	j := m.last + 1
	for j < len(q.toks) && (q.free(j, j) || u.placeWord(j)) && !tailStops[q.norm(j)] {
		j++
	}
	first := m.first
	for first > 0 && u.placeWord(first-1) && !tailStops[q.norm(first-1)] {
		first--
	}
	for begin := first; begin <= m.first; begin++ {
		for end := j - 1; end >= m.last; end-- {
			if begin == m.first && end == m.last {
				continue
			}
			var words []string
			for _, w := range norms(q.span(begin, end)) {
				if !genericWords[w] {
					words = append(words, w)
				}
			}
			found := u.ix.casinosWithWordsOrTown(words)
			if len(found) == 1 || (len(found) > 1 && begin < m.first) {
				// several casinos share words typed before the name (two
				// Seminole casinos in Hollywood): the words are still the
				// name as typed, and the town in them is no place
				return begin, end, found
			}
		}
	}
	return -1, -1, nil
}

// placeWord: token k was read as part of a town or a state ("detroit"
// in "mgm detroit").
func (u *understanding) placeWord(k int) bool {
	w := u.q.norm(k)
	if u.city != nil && slices.Contains(norms(u.city.text), w) {
		return true
	}
	if u.state != nil && (slices.Contains(norms(u.state.City), w) || slices.Contains(norms(u.state.Name), w)) {
		return true
	}
	return false
}

// casinosWithWordsOrTown is casinosWithWords, where the words may also go
// on into the casino's town ("winstar thackerville" for WinStar World
// Casino & Resort in Thackerville).
func (ix *Index) casinosWithWordsOrTown(words []string) []int {
	return ix.casinosHolding(words, func(e entry) []string {
		return slices.Concat(e.full, ix.cityNorms[e.index])
	})
}

// casinosWithWords is the directory casinos whose names hold every one
// of words, in that order (other words may come between).
func (ix *Index) casinosWithWords(words []string) []int {
	return ix.casinosHolding(words, func(e entry) []string { return e.full })
}

// casinosHolding is the directory casinos whose text (what text gives of
// an entry) holds every one of words, in that order.
func (ix *Index) casinosHolding(words []string, text func(entry) []string) []int {
	if len(words) == 0 {
		return nil
	}
	var out []int
	for _, e := range ix.entries {
		if e.kind != kindCasino {
			continue
		}
		k := 0
		for _, w := range text(e) {
			if k < len(words) && w == words[k] {
				k++
			}
		}
		if k == len(words) {
			out = append(out, e.index)
		}
	}
	return out
}

// casinoWithWords is the one directory casino whose name holds text's
// distinctive words in their order.
func (ix *Index) casinoWithWords(text string) (Casino, bool) {
	var words []string
	for _, w := range norms(text) {
		if !genericWords[w] {
			words = append(words, w)
		}
	}
	if found := ix.casinosWithWords(words); len(found) == 1 {
		return ix.lex.Casinos[found[0]], true
	}
	return Casino{}, false
}

// The endpoints.
var (
	casinosEndpoint  = Target{Method: "GET", Path: "/v1/casinos", Paged: true, List: true}
	casinoEndpoint   = Target{Method: "GET", Path: "/v1/casinos/{slug}"}
	programsEndpoint = Target{Method: "GET", Path: "/v1/rewards-programs", Paged: true, List: true}
	programEndpoint  = Target{Method: "GET", Path: "/v1/rewards-programs/{id}"}
)

func action(namespace, name, items string) *Target {
	return &Target{Method: "POST", Path: "/v1/" + namespace, Namespace: namespace, Action: name, Items: items, Paged: items != ""}
}

func endpoint(t Target) *Target { return &t }

// decide picks the intent: a change (proposed, never silent), help, tier
// matches, the facts of the service's tables, predictions, then the
// personal record areas (each named by its own words), the comp calculator
// and hosts, then the public directory questions.
func (u *understanding) decide() Intent {
	q := u.q
	u.resolveCasinos()
	u.noteNames()
	personal := u.personal()
	if a, b, two := u.twoQuestions(); two {
		return twoAsked(a, b)
	}
	if rest, ok := u.followUp(); ok {
		out := unknown()
		out.Notes = []string{"/ask answers each question on its own and does not know the one this follows: ask the whole question, " +
			"saying what you want to know about " + rest + "."}
		return out
	}
	if in, ok := u.nearMiss(); ok {
		return in
	}
	if m := u.named; m != nil && q.leadPlace > 0 && m.first <= q.leadPlace && q.leadPlace <= m.last {
		// "heading to borgata next week, any casinos there": "there" is
		// a casino, not a town the directory searches around
		out := unknown()
		out.Notes = []string{"The casinos near a casino cannot be looked up: name the town, e.g. \"casinos near Atlantic City\"."}
		return out
	}
	if u.selfCheck() {
		in := u.riskProfile()
		in.Notes = append(in.Notes, "These are indicators from your own records, not a diagnosis. If you want to talk to someone, "+
			"the National Problem Gambling Helpline is 1-800-GAMBLER, free and confidential, any time.")
		return in
	}
	if u.bannedByOthers() {
		// "i got banned from borgata, why": a casino's ban of the player
		// is no self-exclusion, and its reasons are in no record
		out := unknown()
		out.Notes = []string{"/ask does not know why a casino banned someone; to ban yourself from casinos, ask about self-exclusion."}
		return out
	}
	if topic := u.helpTopic(); topic != "" {
		return u.rgHelp(topic)
	}
	if q.has("letter", "letters") {
		// a tier-match letter is written by tier-match generate_letter,
		// which needs the program and the casino the status is from
		out := unknown()
		out.Notes = []string{"/ask does not write letters: a tier-match request letter is written by the tier-match action generate_letter (POST /v1/tier-match)."}
		return out
	}
	if u.definitionAsked() {
		// "what does theo stand for", "what does W-2G mean": what a
		// word means is in no record or table
		out := unknown()
		out.Notes = []string{"/ask looks up records and tables, not what a word means; ask what you want looked up, e.g. \"my W-2Gs for 2025\"."}
		return out
	}
	if hostsElseAsked(q) {
		// "if there's no host at X, who else could I talk to": the hosts
		// taking new players anywhere, not whom to talk to in general
		params := map[string]any{}
		if u.language != "" {
			params["language"] = u.language
		}
		return u.personalIntent(FindHosts, "casino hosts accepting new players", action("hosts/discover", "search_hosts", "hosts"), params)
	}
	if u.hostAdviceAsked() || u.personAsked() {
		out := unknown()
		out.Notes = []string{"/ask looks up records and tables; how to deal with a host or whom to talk to is not in them. " +
			"To see your hosts, ask \"who are my hosts\"."}
		return out
	}
	switch {
	case u.setAlreadyAsked():
		// "did i already set a daily budget": the limits in place say
		return u.riskProfile()
	case u.changeAsked():
		return u.change()
	case u.changeUnread():
		// "ok cool cap my sessions at 90 mins": a change no opening
		// reads is still no question of the records it names
		out := unknown()
		out.Notes = []string{"/ask could not tell whether a change is asked here: ask a change on its own, e.g. \"cap my sessions at 90 minutes\", " +
			"or a question without one."}
		return out
	case u.matchAsked():
		return u.tierMatch()
	case u.edgeAsked():
		return u.checked(u.gameFacts())
	case u.w2gRuleAsked():
		return u.checked(u.w2gRule())
	case u.predictAsked():
		return u.predict()
	case u.offersForPlayAsked():
		// "what offers should Borgata send me if I play $50 blackjack
		// for 4 hours": no action predicts a mailer from a play not yet
		// made; the offers held would answer another question
		out := unknown()
		out.Notes = []string{"/ask cannot predict the offers a play would bring; for the comps it is worth, ask e.g. \"comps for $50 blackjack for 4 hours\"."}
		return out
	case u.offersAsked():
		return u.offers()
	case u.capAskedAbout():
		return u.riskProfile()
	case q.has("w2g", "w2gs", "withheld", "withholding") || (personal && q.has("jackpot", "jackpots")):
		return u.w2g()
	case q.has("tax", "taxes", "deductible", "deduction", "deductions", "irs", "winnings", "losses") || (personal && q.has("won", "lost") && u.sumAsked()):
		return u.taxSummary()
	case q.hasPrefix("voucher") || u.ticketsAsked():
		return u.vouchers()
	case q.has("comp", "comps", "comped", "theo", "theoretical"):
		return u.comp()
	case u.ownHostAsked():
		return u.myHosts()
	case q.has("host", "hosts"):
		return u.hosts()
	case (personal || q.has("session", "sessions", "budget", "budgets")) && q.has("limit", "limits", "cap", "caps") || q.hasPhrase("risk", "profile"),
		u.budgetsInPlaceAsked():
		return u.riskProfile()
	case u.entryTierAsked():
		// "I just joined Lucky Star Rewards, so what status do I begin
		// at?": where every member starts is the bottom rung of the
		// program's ladder, not a record of the asker's
		p := u.ix.lex.Programs[u.programs[0]]
		return u.checked(Intent{Name: ProgramDetail, Description: p.Name + " and its tier ladder, from its entry tier",
			Parameters: map[string]any{"id": p.ID}, MapsTo: endpoint(programEndpoint)})
	case u.tier != nil && !u.progressAsked() && (u.requirementAsked() || !personal):
		return u.checked(u.tierRequirement())
	case (personal || u.progressAsked()) && (q.has("tier", "tiers", "status", "statuses", "level", "levels", "leveling", "levelling", "rank",
		"points", "point", "credits", "credit") || u.tier != nil || u.clubsJoinedAsked()):
		return u.personalChecked(u.myTier())
	case q.has("trip", "trips") && u.amountAdviceAsked():
		// "how much should i keep for a blackjack trip": advice on what
		// to bring, which no record holds, not the trips
		out := unknown()
		out.Notes = []string{"/ask does not advise how much to bring on a trip; to see your trips, ask \"my trips\"."}
		return out
	case q.hasFree("trip", "trips"):
		return u.listWithDates(MyTrips, "list_trips", "trips", "your trips", "to")
	case q.has("session", "sessions"):
		return u.sessions()
	case q.has("visit", "visits", "visited", "checkin", "checkins") || q.hasPhrase("check", "ins") || q.hasPhrase("checked", "in") || checkInNoun(q) ||
		(personal && q.hasPhrase("been", "to")):
		return u.listWithDates(MyVisits, "list_visits", "visits", "your casino visits", "to")
	case q.has("bankroll") || (personal && q.has("balance", "budget", "budgets")):
		return u.bankroll()
	}
	return u.public()
}

// definitionAsked: the question asks what a word means ("what does
// theo stand for?", "what does W-2G mean?", "define ADT", "the meaning
// of RFB"), not for anything the word names. "Does that mean a W-2G?"
// asks whether a win is reported.
func (u *understanding) definitionAsked() bool {
	q := u.q
	if q.has("define", "definition") || q.hasPhrase("meaning", "of") {
		return true
	}
	end := len(q.toks) - 1
	for end > 0 && q.toks[end].used {
		end-- // a closing claimed ("..., please")
	}
	w := q.norm(end)
	return q.has("what", "whats") && (w == "mean" || w == "means" || (w == "for" && (q.norm(end-1) == "stand" || q.norm(end-1) == "stands")))
}

// noteNames records the names found.
func (u *understanding) noteNames() {
	lex := u.ix.lex
	switch {
	case len(u.casinos) == 1:
		c := lex.Casinos[u.casinos[0]]
		u.understood["casino"] = c
	case len(u.casinos) > 1:
		var names []string
		for i, ci := range u.casinos {
			if i == 5 {
				break
			}
			names = append(names, lex.Casinos[ci].Name)
		}
		u.understood["casinos_named"] = map[string]any{"text": u.namedText(), "count": len(u.casinos), "examples": names}
	case len(u.programs) >= 1:
		u.understood["program"] = lex.Programs[u.programs[0]]
	}
}

func (u *understanding) personalIntent(name, desc string, t *Target, params map[string]any) Intent {
	return Intent{Name: name, Description: desc, Parameters: params, MapsTo: t, NeedsKey: true}
}

// offers: expiring ones, or the list with a status and casino.
func (u *understanding) offers() Intent {
	if u.expiringAsked() {
		params := map[string]any{}
		desc := "your available offers that expire within 7 days"
		if u.hasHorizon {
			params["within_days"] = u.horizon
			desc = "your available offers that expire within " + plural(u.horizon, "day")
		}
		in := u.personalIntent(ExpiringOffers, desc, action("player", "expiring_offers", "offers"), params)
		if c := u.placePhrase(); c != "" {
			in.Notes = append(in.Notes, "expiring_offers lists every casino's offers; the casino was not used as a filter.")
		}
		return in
	}
	params := map[string]any{}
	desc := "your offers"
	if u.period != nil {
		// "which offers did I get since memorial day": list_offers
		// filters by status and casino only, and every offer would
		// answer another question than the period's
		return periodUnfiltered("list_offers", "status and casino", "my available offers")
	}
	if offerKindOnly(u.q) {
		// "only my free play offers": list_offers has no filter by kind,
		// and every offer would be shown as one of that kind
		out := unknown()
		out.Notes = []string{"list_offers filters by status and casino, not by the kind of offer: ask e.g. \"my available offers\"."}
		return out
	}
	s, ok, denied := extractStatus(u.q, offerStatuses)
	if denied {
		return statusUnread("list_offers", "available, redeemed, declined or expired", "my available offers")
	}
	if !ok && stillUsable(u.q) {
		// "offers that I can still use": only an available offer can
		// still be redeemed
		s, ok = "available", true
	}
	if used, denied := usedAsked(u.q); !ok && denied {
		return statusUnread("list_offers", "available, redeemed, declined or expired", "my available offers")
	} else if !ok && used {
		s, ok = "redeemed", true
	}
	if ok {
		params["status"] = s
		desc = "your " + s + " offers"
	}
	// an offer comes from the casino that sent it ("offers from century
	// casino"), as it is held at it
	c := u.placePhrase("from")
	if c != "" {
		params["casino_name"] = c
		desc += " at " + c
	}
	if c == "" && ((u.city != nil && !u.placeOfCasino) || u.state != nil) {
		// "my offers in biloxi": offers are kept by casino, and every
		// offer would not be the answer
		out := unknown()
		out.Notes = []string{"list_offers filters by casino, not by city or state: name the casino, e.g. \"my offers from Borgata\"."}
		return out
	}
	return u.personalIntent(MyOffers, desc, action("player", "list_offers", "offers"), params)
}

// periodUnfiltered declines a list asked over a period its action does
// not filter by: dropping the period would answer another question.
func periodUnfiltered(act, filters, example string) Intent {
	out := unknown()
	out.Notes = []string{act + " filters by " + filters + ", not by dates: ask e.g. \"" + example + "\"."}
	return out
}

// taxYear is the year a tax question is about, when it names one.
func (u *understanding) taxYear(params map[string]any) string {
	if u.period != nil && u.period.Year != 0 {
		params["tax_year"] = u.period.Year
		return itoa(u.period.Year)
	}
	return "the current year"
}

func (u *understanding) w2g() Intent {
	if u.period != nil && u.period.Year == 0 {
		// "which W-2Gs did I get in Q1": the W-2G actions take a tax
		// year, and the whole year's forms would not be the quarter's
		return periodUnfiltered("list_w2g", "tax year", "my W-2Gs for 2025")
	}
	params := map[string]any{}
	year := u.taxYear(params)
	if u.q.has("total", "totals", "sum", "much", "amount", "summary", "add", "tally", "altogether", "combined", "withheld", "withholding") {
		return u.personalIntent(W2GTotal, "the W-2G total of "+year, action("player", "tax_year_summary", ""), params)
	}
	if q := u.q; q.has("need", "needed", "required", "require", "requires", "necessary", "must", "should") ||
		q.hasPhrase("have", "to") || q.hasPhrase("has", "to") {
		if !q.has("my", "our", "mine", "w2gs") {
			// "do we need a w2g": whether a form is due is the W-2G rule,
			// which needs the win and the game, not the player's records
			out := unknown()
			out.Notes = []string{"Whether a win needs a Form W-2G depends on the game and the amount won: ask, e.g., \"do I get a W2G for a $2,000 slot jackpot\"."}
			return out
		}
	}
	desc := "your W-2G records"
	if _, ok := params["tax_year"]; ok {
		desc += " of " + year
	}
	return u.personalIntent(MyW2Gs, desc, action("player", "list_w2g", "w2g"), params)
}

func (u *understanding) taxSummary() Intent {
	if u.period != nil && u.period.Year == 0 {
		// "my tax summary for last month": a summary is of a tax year
		return periodUnfiltered("tax_year_summary", "tax year", "my tax summary for 2025")
	}
	params := map[string]any{}
	year := u.taxYear(params)
	return u.personalIntent(TaxSummary, "your gambling tax summary for "+year, action("player", "tax_year_summary", ""), params)
}

func (u *understanding) vouchers() Intent {
	if u.period != nil {
		// "my vouchers from last month": list_vouchers filters by status
		// only
		return periodUnfiltered("list_vouchers", "status", "my open vouchers")
	}
	params := map[string]any{}
	desc := "your vouchers"
	s, ok, denied := extractStatus(u.q, voucherStatuses)
	if denied {
		return statusUnread("list_vouchers", "open, redeemed or expired", "my open vouchers")
	}
	if ok {
		params["status"] = s
		desc = "your " + s + " vouchers"
	}
	if u.placePhrase() != "" {
		// "tickets not yet redeemed at Borgata": list_vouchers filters
		// by status only, and every casino's vouchers would not be the
		// answer
		out := unknown()
		out.Notes = []string{"list_vouchers filters by status, not by casino: ask e.g. \"my open vouchers\"."}
		return out
	}
	return u.personalIntent(MyVouchers, desc, action("player", "list_vouchers", "vouchers"), params)
}

// statusUnread declines a list asked by a status denied that names no
// status of its own ("vouchers that haven't expired" are open or
// redeemed): every record would not be the answer.
func statusUnread(act, statuses, example string) Intent {
	out := unknown()
	out.Notes = []string{act + " filters by one status (" + statuses + "): ask for the one you want, e.g. \"" + example + "\"."}
	return out
}

// ticketsAsked: the question names ticket-in/ticket-out vouchers as
// players do ("uncashed tickets", "TITO tickets", "cash-out tickets"); a
// ticket alone may be for a show.
func (u *understanding) ticketsAsked() bool {
	q := u.q
	return q.has("tito") || q.hasPhrase("ticket", "in", "ticket", "out") ||
		(q.has("ticket", "tickets") && q.has("uncashed", "cashed", "unredeemed", "redeemed", "outstanding", "cashout", "slot", "machine", "casino", "expired"))
}

// comp runs the comp calculator when the question gives the game, the
// average bet and the hours.
func (u *understanding) comp() Intent {
	params := map[string]any{}
	var missing []string
	if u.game != "" {
		params["game_type"] = u.game
	} else {
		missing = append(missing, "game_type")
	}
	if u.hasAmount {
		params["avg_bet"] = u.amount
	} else {
		missing = append(missing, "avg_bet")
	}
	if u.hasHours {
		params["hours"] = u.hours
	} else {
		missing = append(missing, "hours")
	}
	if c := u.placePhrase(); c != "" {
		params["casino_name"] = c
	}
	desc := "the theoretical loss and comp value of that play"
	if len(missing) == 0 {
		desc = "the theoretical loss and comp value of " + money(u.amount) + " " + strings.ReplaceAll(u.game, "_", " ") +
			" for " + hoursText(u.hours)
	}
	in := u.personalIntent(CompEstimate, desc, action("comp/calculate", "calculate", ""), params)
	in.Missing = missing
	return in
}

func (u *understanding) hosts() Intent {
	params := map[string]any{}
	desc := "casino hosts accepting new players"
	c := u.placePhrase("for")
	if c != "" {
		desc += " at " + c
	}
	if u.language != "" {
		params["language"] = u.language
		desc += " who speak " + u.language
	}
	in := u.personalIntent(FindHosts, desc, action("hosts/discover", "search_hosts", "hosts"), params)
	if c != "" {
		// Hosts list their casinos as free text: kept after the search
		// when one is the casino named, by its words or by the directory.
		in.Filter = u.casinoFilter(c)
		in.Filter.Field = "casinos"
	}
	if u.state != nil {
		in.Notes = append(in.Notes, "search_hosts has no state filter; "+u.state.Name+" was not used.")
	}
	if u.city != nil && !u.placeOfCasino {
		in.Notes = append(in.Notes, "search_hosts has no place filter; "+u.city.text+" was not used.")
	}
	return in
}

// myTier: the progress toward the next tier at one casino, or the tier
// status, kept to one casino when the question names one.
func (u *understanding) myTier() Intent {
	c := u.placePhrase("with", "for")
	progress := u.progressAsked()
	if progress && c != "" {
		in := u.personalIntent(TierProgress, "how far you are from the next tier at "+c,
			action("player", "tier_progress", ""), map[string]any{"casino_name": c})
		in.Recorded = &Recorded{Namespace: "player", Action: "tier_status", Items: "tiers", Field: "casino_name", Param: "casino_name", Filter: u.casinoFilter(c), Paged: true}
		return in
	}
	in := u.personalIntent(MyTiers, "your tier status", action("player", "tier_status", "tiers"), map[string]any{})
	if c != "" {
		in.Description = "your tier status at " + c
		in.Filter = u.casinoFilter(c)
	}
	if progress && c == "" {
		in.Notes = append(in.Notes, "name a casino to see the progress toward its next tier, e.g. \"how far am I from the next tier at Bellagio?\"")
	}
	return in
}

// listWithDates is a list action filtered by dates and casino.
func (u *understanding) listWithDates(name, act, items, desc string, preps ...string) Intent {
	params := map[string]any{}
	if u.period != nil {
		params["from"] = u.period.From
		if u.period.To != "" {
			params["to"] = u.period.To
		} else if name == MyTrips {
			// "my trips since memorial day": trips may be booked ahead
			// (add_trip takes any dates), and "since" takes none of
			// those, so the period ends today; a session is logged once
			// played, and none lies ahead to leave out
			params["to"] = day(u.today)
		}
		desc += " (" + u.period.Label + ")"
	}
	c := u.placePhrase(preps...)
	if c != "" {
		params["casino_name"] = c
		desc += " at " + c
	}
	if c == "" && ((u.city != nil && !u.placeOfCasino) || u.state != nil) {
		// "my trips to Vegas": the records are kept by casino, and a list
		// of every trip would not be the answer.
		out := unknown()
		out.Notes = []string{act + " filters by casino, not by city or state: name the casino, e.g. \"my trips to Borgata\"."}
		return out
	}
	return u.personalIntent(name, desc, action("player", act, items), params)
}

func (u *understanding) sessions() Intent {
	if u.hasHours && u.cappedSaid() {
		// "sessions capped at 2 hours last month": a cap is a limit, set
		// or not, and listing every session would drop it
		out := unknown()
		out.Notes = []string{"list_sessions filters by casino, game and dates, not by a cap on a session's length; " +
			"to see your limits, ask \"what are my limits\"."}
		return out
	}
	in := u.listWithDates(MySessions, "list_sessions", "sessions", "your play sessions")
	if u.game != "" {
		in.Parameters["game_type"] = u.game
		in.Description += " of " + strings.ReplaceAll(u.game, "_", " ")
	}
	if u.q.has("open", "active", "current", "running") || sessionsNotEnded(u.q) {
		in.Parameters["open"] = true
		in.Description = "your open play sessions"
	}
	return in
}

// amountAdviceAsked: the question asks how much (or how many) the
// player should keep, bring or save ("how much should i set aside",
// "how much cash to keep"): advice, not a record.
func (u *understanding) amountAdviceAsked() bool {
	q := u.q
	if !q.hasPhrase("how", "much") && !q.hasPhrase("how", "many") {
		return false
	}
	if q.has("should", "ought", "shall") || q.hasPhrase("need", "to") {
		return true
	}
	for _, v := range []string{"keep", "bring", "save", "budget", "take", "set", "put", "carry", "reserve"} {
		if q.hasPhrase("to", v) {
			return true
		}
	}
	return false
}

// cappedSaid: the question states a cap as a participle ("capped at",
// "limited to", "kept under").
func (u *understanding) cappedSaid() bool {
	for i := range u.q.toks {
		for _, c := range cappedWords {
			if u.q.phraseAt(i, c...) {
				return true
			}
		}
	}
	return false
}

// budgetsInPlaceAsked: the question asks which budgets the player has
// set up ("what budgets do i have set", "any budgets in place"), which
// are limits, not how much of one is left (the bankroll).
// capAskedAbout: a question whether the player's sessions or budget are
// capped ("are my sessions capped at 2 hours", "is my weekly budget
// limited to $300") reads the limits; said as a statement, the cap is a
// change (capStated), and with a date it asks about past play.
func (u *understanding) capAskedAbout() bool {
	q := u.q
	return readingWords[q.norm(0)] && u.period == nil && q.has("capped", "limited", "restricted") &&
		q.has("session", "sessions", "budget", "budgets", "losses")
}

func (u *understanding) budgetsInPlaceAsked() bool {
	q := u.q
	return q.has("budget", "budgets") && !q.has("left", "remaining", "balance") &&
		(q.has("set", "setup", "configured", "active") || q.hasPhrase("set", "up") || q.hasPhrase("in", "place") || q.hasPhrase("on", "file"))
}

func (u *understanding) bankroll() Intent {
	return u.personalIntent(Bankroll, "your bankroll balance and budgets", action("player", "bankroll_status", ""), map[string]any{})
}

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
	casinosAsked := casinoNoun || q.hasFree("racino", "racinos", "places", "gamble", "gambling", "where", "locations", "properties", "venues")
	programsAsked := q.hasFree("programs") || (q.hasFree("clubs") && !casinosAsked) || (q.hasFree("which", "what", "list", "show", "all") && q.hasFree("program", "loyalty") && !casinosAsked && len(u.casinos) == 0) ||
		(u.everyProgram() && !casinosAsked && !filters && len(u.casinos) == 0 && !q.hasFree(personalWords...))
	if len(u.casinos) != 1 && !casinosAsked {
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
		return u.checked(Intent{Name: CasinoDetail, Description: c.Name + ", its rewards program and tier ladder",
			Parameters: map[string]any{"slug": c.Slug}, MapsTo: endpoint(casinoEndpoint)})
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
			out := unknown()
			out.Notes = []string{"\"" + u.namedText() + "\" names a rewards program and " + itoa(n) + " casinos, and the question asks nothing of them: " +
				"say what you want to know, e.g. \"" + u.namedText() + " tier ladder\" or \"casinos named " + u.namedText() + "\"."}
			return out
		}
		p := lex.Programs[u.programs[0]]
		if len(p.Tiers) == 0 && u.tier == nil {
			u.claimUnservedRung()
		}
		return u.checked(Intent{Name: ProgramDetail, Description: p.Name + " and its tier ladder",
			Parameters: map[string]any{"id": p.ID}, MapsTo: endpoint(programEndpoint)})
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
		for k < len(q.toks) && (q.toks[k].used || programNouns[q.norm(k)]) && q.norm(k) != "club" && q.norm(k) != "program" && q.norm(k) != "card" {
			k++ // "players" (claimed), "rewards", "loyalty"
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
// (its slot machines, table games, floor) or "opened" (the year), "" for
// neither. "When does the pool open" asks opening hours, which the
// directory does not hold.
func (u *understanding) facilityAsked() string {
	q := u.q
	switch {
	case q.has("many", "number") && (q.has("slots", "slot", "machines", "tables") || q.hasPhrase("table", "games")),
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

// casinoNamed is the one directory casino whose name begins with text.
func (ix *Index) casinoNamed(text string) (int, bool) {
	words := norms(text)
	found := -1
	for i, full := range ix.casinoNorms {
		if len(words) > 0 && len(full) >= len(words) && slices.Equal(full[:len(words)], words) {
			if found >= 0 {
				return 0, false
			}
			found = i
		}
	}
	return found, found >= 0
}

// programNouns name a rewards program; "casino" before one only says
// what kind ("casino rewards clubs"), it asks for no casinos.
var programNouns = set("rewards", "reward", "loyalty", "club", "clubs", "program", "programs")

// casinoNounFree: a free word for casinos ("casino", "casinos") asks for
// casinos, unless it only qualifies a program noun after it.
func (u *understanding) casinoNounFree() bool {
	q := u.q
	for i, t := range q.toks {
		if !t.used && strings.HasPrefix(t.norm, "casino") && !(t.norm == "casino" && programNouns[q.norm(i+1)]) {
			return true
		}
	}
	return false
}

// fillerWords carry no condition of a directory question ("which casinos
// are there?").
var fillerWords = set("what", "whats", "which", "where", "are", "is", "there", "any", "all", "the", "a", "an",
	"show", "me", "list", "find", "search", "get", "give", "tell", "about", "casino", "casinos", "of", "in",
	"please", "can", "you", "i", "do", "does", "have", "some", "many", "how", "number", "every", "us", "united",
	"states", "america", "american", "directory", "to", "play", "gamble", "gambling", "places", "place",
	"racino", "racinos", "know", "want", "see", "would", "like", "could", "be", "for", "your", "whole", "entire",
	"that", "those", "located", "with", "and", "or", "ones", "one", "it", "its", "at", "by", "on", "info",
	"information", "details", "detail", "some", "looking", "look", "up", "go", "im", "id", "lookup",
	"from", "of", "them", "they", "their", "should", "need", "was", "were", "state",
	// "isn't foxwoods a commercial casino": a yes-or-no question put
	// the other way; "each", as "every"
	"isnt", "wasnt", "each",
	// a polite long form ("could you kindly tell me"), and the service
	// named ("which programs does tierline cover")
	"kindly", "tierline",
	// "is there anywhere to gamble near ...": a place to gamble is a
	// casino
	"anywhere", "somewhere",
	// "where's", and asking for a page by another verb ("pull up",
	// "bring up", "display")
	"wheres", "pull", "bring", "display",
	// "which casinos lie within 15 miles", "sit near", "are situated
	// in": where a casino is, as "located"; "how many rooms the
	// Fontainebleau has": the verb after its subject, as "have"
	"lie", "lies", "sit", "sits", "situated", "has",
	// "i wanna find casinos near reno": "want to" as said
	"wanna")

// The words each kind of answer uses, beyond the filler words: a question
// holding a word outside its answer's words asks something that answer
// would not say.
var (
	// directoryWords: casinos, programs, tiers, hotels, places.
	directoryWords = set("tier", "tiers", "level", "levels", "status", "statuses", "ladder", "rewards", "reward", "loyalty",
		"program", "programs", "club", "card", "cards", "use", "uses", "belong", "belongs", "part", "member", "membership",
		"ranks", "rank", "structure", "system", "highest", "lowest", "top", "bottom", "first", "entry", "take", "takes",
		"need", "needed", "require", "required", "requirement", "requirements", "qualify", "qualifying", "qualification",
		"reach", "earn", "credits", "credit", "points", "point", "threshold", "thresholds", "much", "cost", "costs",
		"does", "did", "it", "hit", "get", "achieve", "make", "my", "name", "names", "called", "named",
		"hotel", "hotels", "rooms", "room", "resort", "resorts", "stay", "miles", "mile", "km", "radius", "i", "will", "would",
		"benefits", "benefit", "perks", "perk", "include", "includes", "requires", "come", "comes",
		// "which loyalty programs do you cover": the directory's own
		"cover", "covers", "covered", "support", "supports", "supported", "track", "tracks", "tracked",
		// "which rewards programs you keep information about"
		"keep", "kept",
		// "which rewards clubs are in your database": the directory by
		// another name
		"database", "databases", "db", "records", "listed", "clubs",
		// "every players club you have data on": what the directory
		// holds, by another name
		"data",
		// "explain the boyd tier structure", "walk me through the levels",
		// "give me a rundown of": the detail asked in a long form
		"explain", "describe", "overview", "breakdown", "rundown", "outline",
		// "ameristar locations in missouri": a family's casinos
		"locations", "location", "properties", "property", "venues",
		// "is that a racino or a real casino": a casino as such
		"real", "actual",
		// "what players clubs have y'all got": what the directory
		// has, said as people say it
		"got")
	// programWords: a program's answers, which name no place but the
	// service ("here"), its ladder's rungs and what it takes at the
	// least.
	programWords = union(directoryWords, set("here", "rung", "rungs", "least",
		// "break down the Boyd Rewards tiers for me", "walk me through
		// the MGM ladder": a request to be shown the ladder
		"break", "down", "walk", "through"))
	// programTermWords: a program's answers, asked of the period or the
	// unit its thresholds are counted in (qualificationTermsAsked).
	programTermWords = union(programWords, set("over", "stretch", "time", "count", "counts", "counted", "counting", "toward",
		"towards", "per", "calendar", "year", "rolling", "basis", "within", "period", "periods", "window", "timeframe", "must",
		"be", "is", "are", "earned", "unit", "units", "measured", "dollars", "reset", "resets", "annual", "annually", "yearly"))
	// programEnoughWords: a threshold asked as whether points stated
	// are enough (pointsEnoughAsked).
	programEnoughWords = union(programWords, set("enough", "be", "is", "are"))
	// gameSuperlativeWords: a named game's edge asked as the lowest or
	// best one can get.
	gameSuperlativeWords = union(gameWords, set("lowest", "highest", "best", "least", "smallest", "you", "can", "i", "could"))
	// gameWords: a game's house edge and pace.
	gameWords = set("house", "edge", "edges", "advantage", "hold", "keep", "keeps", "rtp", "payback", "return", "player", "pace", "per",
		"hour", "hours", "hands", "hand", "spins", "spin", "rolls", "roll", "decisions", "games", "game", "rounds", "fast",
		// "how many decision per hour": a learner's plural left off
		"decision", "round",
		"on", "machine", "machines", "table", "an", "typical", "average", "usual", "percentage", "percent", "rate",
		"denomination", "much", "many", "dealt", "deal", "deals", "dealing", "speed", "quick", "quickly", "played",
		"roughly", "approximately", "approx", "around",
		// "decisions per hour a craps table sees", "at a full table": the
		// paces are a busy table's
		"see", "sees", "get", "gets", "full", "busy", "typically", "usually", "normally",
		// "how many spins does a roulette table make", "in one hour",
		// "each hour": the pace a table makes
		"make", "makes", "one", "each", "every",
		// "the edge on an american roulette wheel"
		"wheel", "wheels",
		// "how big an edge does the house have", "what kind of edge",
		// "what edge has the house got": the edge asked in other words
		"big", "bigger", "large", "kind", "sort", "has", "got",
		// "how many rolls per hour a craps table averages": the average
		// said as a verb
		"averages", "averaged", "averaging",
		// "how many hands an hour a blackjack dealer deals": the table's
		// pace said by who deals it
		"dealer", "dealers",
		// "how many rolls an hour is normal": the typical pace; "how
		// many rolls an hour happen": the pace said by what happens
		"normal", "happen", "happens", "occur", "occurs",
		// "how many dice rolls": the throws of craps's dice
		"dice", "throws", "throw")
	// w2gWords: when a win is reported on Form W-2G.
	w2gWords = set("w2g", "win", "won", "winning", "winnings", "jackpot", "jackpots", "reportable", "reported", "report",
		"reporting", "tax", "form", "issued", "issue", "trigger", "triggers", "threshold", "thresholds", "rule", "rules",
		"limit", "minimum", "when", "amount", "bet", "wager", "buy", "buyin", "bets", "wagered", "tournament", "tournaments",
		"year", "if", "hit", "payout", "irs", "taxes", "taxed", "federal", "sports", "horse", "racing", "race", "lottery", "bingo",
		"will", "would", "i", "my", "we", "us", "our", "get", "got", "gotten", "gets", "much", "need", "machine", "table", "game", "games", "hand", "hands", "spin",
		"pull", "pot", "prize", "pay", "paid", "owe", "handpay", "handpays", "taxable", "withhold", "withheld", "withholding",
		"paperwork", "papers", "paper", "forms", "document", "documents", "give", "gives", "send", "hand",
		// "my client won 5k": the rule holds for whoever won
		"user", "client", "customer", "player", "guest",
		// "hitting $1,800 on keno", "tournament cashes": a win by the
		// players' words for it
		"hitting", "hits", "cash", "cashes", "cashed", "cashing",
		// "wins over $1,200": the amount as a threshold
		"over", "above",
		// "I won $1,600 playing keno last night, does that need a
		// W-2G?": when the win came changes no rule of this year
		"last", "night", "tonight", "yesterday", "today", "earlier", "morning", "afternoon", "evening",
		// "the w-2g cutoff", and the question put as a choice ("w-2g or
		// no", "reportable or not")
		"cutoff", "cutoffs", "no", "not",
		// "w-2g needed?", "is a w2g required", "a tax form necessary":
		// whether the form is needed, as "do i need a w2g" asks
		"needed", "needs", "required", "require", "requires", "necessary", "mandatory",
		// "must a $3,100 jackpot be reported", "has to be reported": the
		// form owed, in an agent's words
		"must", "has", "have",
		// "hit a royal for $4,000", "quads on video poker": the winning
		// hand by its name is the win
		"royal", "royals", "flush", "straight", "quads", "kind",
		// "would a $1,199 jackpot generate a w-2g", "does it produce a
		// tax form": the form a win brings about, as "trigger" says
		"generate", "generates", "generated", "produce", "produces", "produced", "prompt", "prompts", "result", "results", "in",
		// "would a $1,500 win call for a w-2g": the form it requires;
		// "does that mean a w-2g": the form a win means
		"call", "calls", "mean", "means",
		// "do they make me fill out a w2g", "do i gotta", "a w2g
		// thing", "tax stuff": the form filled out, or named vaguely,
		// is the form
		"fill", "fills", "filling", "out", "make", "makes", "made", "sign", "thing", "things", "stuff", "gotta",
		// "if I win $1,500 playing keno", "won $2,000 while playing
		// slots": the game a win was made at, as "on keno" says
		"playing", "played", "while")
)

// checked keeps a directory or fact intent only when every word of the
// question is one its answer uses: a word outside them ("weather",
// "buffet", "pool", "dress") asks something the answer would not say. A
// directory answer also says nothing of a game, an amount, a duration or
// dates the question gives.
func (u *understanding) checked(in Intent) Intent {
	words := directoryWords
	switch in.Name {
	case GameFacts:
		words = gameWords
		if u.game != "" {
			// "the lowest house edge you can get at blackjack": the
			// edge the table keeps for the game named is the answer;
			// with no game named, a ranking of games no action makes
			words = gameSuperlativeWords
		}
	case W2GRule:
		// "my dad hit $2,400 on video poker, will he get a w2g", "the
		// member we're serving hit $1,250": the rule holds for whoever
		// won
		words = union(w2gWords, union(otherPeople, union(thirdPersons, relayNouns)))
	case CasinoDetail:
		// "Spirit Lake Casino website": the Casino resource keeps it
		words = casinoDetailWords
	case ListPrograms, ProgramDetail, TierRequirement:
		// a program has no place: "here" is the service ("which loyalty
		// programs can i look up here"), while "casinos near here" names
		// a place Tierline does not know; a ladder's "rungs" are its
		// tiers, and "the least it takes" to reach one is its threshold
		words = programWords
		if in.Name != ListPrograms && qualificationTermsAsked(u.q) {
			// "Within what period must the Tier Credits for Diamond
			// Elite be earned", "counted in tier credits or dollars":
			// the period and the unit a threshold is counted in are in
			// each tier's qualification, qualification_amount and
			// qualification_unit
			words = programTermWords
		}
		if in.Name == TierRequirement && pointsEnoughAsked(u.q) {
			// "is 20k tier credits enough for Pearl": the threshold
			// answers whether the points stated reach the tier
			words = programEnoughWords
		}
		if in.Name == ListPrograms {
			// "the programs available in the directory", "programs
			// available here": what the directory holds, as "covered"
			words = union(words, map[string]bool{"available": true})
		}
	}
	asksFacility := in.Name == CasinoDetail && (u.understood["asks"] == "size" || u.understood["asks"] == "opened")
	if asksFacility {
		words = union(words, facilityWords)
	}
	if in.Name == CasinoDetail && u.ctype != "" {
		words = union(words, casinoTypeWords)
	}
	if in.Name == FindCasinos && u.nation != "" {
		// "the casinos the Chickasaw Nation owns"
		words = union(words, ownerWords)
	}
	claimQualifiers(u.q)
	if in.Name == ProgramDetail || in.Name == TierRequirement {
		claimJoinPlan(u.q)
	}
	if in.Name == ProgramDetail {
		claimLadderCount(u.q)
	}
	// "how many tier credits for Diamond Elite if I only play slots": a
	// threshold is the same whatever the game
	premise := (in.Name == TierRequirement || in.Name == ProgramDetail) && u.game != "" && gamePremise(u.q)
	left := u.leftoverWords(words)
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
		out := unknown()
		out.Notes = []string{"The question asks about " + strings.Join(left, ", ") + ", which Tierline cannot look up."}
		return out
	}
	return in
}

// planWords say the asker weighs a step ("thinking of joining").
var planWords = set("thinking", "considering", "planning", "debating", "contemplating")

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
		q.hasPhrase("calendar", "year")
}

// casinoDetailWords are the directory's words with the casino's website,
// a field of the Casino resource ("Spirit Lake Casino website", "the
// url for Fort Randall").
var casinoDetailWords = union(directoryWords, set("website", "websites", "site", "url", "web", "homepage",
	// "what town is Gray Wolf Peak Casino in": its city, and "which
	// tribal nation owns Bok Homa": its tribal_nation (or brand), both
	// fields of the Casino resource
	"town", "city", "nation", "tribe", "owns", "owned", "owner", "owners", "operates", "operated", "operator"))

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
	"points", "point", "balance", "everywhere", "each", "every", "current", "currently", "now", "next", "progress", "far",
	"close", "closer", "until", "away", "more", "left", "remaining", "need", "needed", "reach", "hit", "get", "make", "to",
	"requalify", "qualify", "keep", "credits", "credit", "rewards", "program", "card", "held", "hold", "holding", "have",
	"got", "stand", "standing", "where", "much", "many", "how", "what", "whats", "which", "am", "is", "are", "at", "with",
	"for", "the", "a", "do", "does", "did", "show", "tell", "list", "give", "me", "please", "can", "you", "from", "of", "in",
	"casino", "casinos", "all", "any", "loyalty", "up", "still", "yet", "far", "long", "go", "away", "and", "move",
	// "% to the next level", "what will it take to hit the next tier"
	"percent", "percentage", "way", "will", "it", "take", "takes",
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
	// "what tier am i on": the level a player is on
	"on")

// tierRankWords are the player's tier words with the superlatives of
// the distance to the next tier ("closest to the next tier").
var tierRankWords = union(personalTierWords, set("closest", "nearest", "furthest", "farthest"))

// closestToNextTier says the question asks at which casino the player is
// closest (or furthest) to the next tier: a superlative of distance
// before "to the next tier", "from the next tier" or "to leveling up".
func closestToNextTier(q *question) bool {
	for i := range q.toks {
		switch q.norm(i) {
		case "closest", "nearest", "furthest", "farthest":
			if (q.norm(i+1) == "to" || q.norm(i+1) == "from") && (q.norm(i+2) == "the" && q.norm(i+3) == "next" || q.norm(i+2) == "next" ||
				q.norm(i+2) == "leveling" || q.norm(i+2) == "levelling") {
				return true
			}
		}
	}
	return false
}

// progressPaceWords are the words of the pace the progress to the next
// tier states: its deadline, the days left and the points needed per day
// ("points per day i need", "how many days left", "my deadline").
var progressPaceWords = set("per", "day", "daily", "deadline", "days")

// questionWords open a question after a preposition ("at what level",
// "at which casino").
var questionWords = set("what", "which", "whatever", "how")

// clubsJoinedAsked: the question asks which players clubs the player is
// in ("which players clubs am i in", "what clubs do i belong to"): each
// tier record is one club joined, at its level.
func (u *understanding) clubsJoinedAsked() bool {
	q := u.q
	return q.has("club", "clubs") && (q.hasPhrase("am", "i", "in") || q.hasPhrase("im", "in") || q.has("belong") ||
		q.hasPhrase("am", "i", "a", "member") || q.hasPhrase("i", "joined"))
}

// personalChecked keeps a question about the player's own tiers only when
// its words are about them ("what tier do I need for free rooms" asks
// about benefits, which the tiers do not say).
func (u *understanding) personalChecked(in Intent) Intent {
	words := personalTierWords
	if in.Name == TierProgress {
		words = union(words, progressPaceWords)
		// "if I keep up my current pace": the answer's premise, as it
		// says the points needed per day
		claimPlayerPace(u.q)
	}
	if in.Name == MyTiers && closestToNextTier(u.q) {
		// "which of my casinos am I closest to the next tier at": the
		// tiers answer says, casino by casino, the points still needed
		words = tierRankWords
	}
	var left []string
	for i, t := range u.q.toks {
		if t.norm == "right" && u.q.norm(i+1) == "now" {
			// "what tiers do i hold right now": the records are now's
			continue
		}
		if !t.used && !words[t.norm] && !numericWord(t.norm) {
			left = append(left, t.raw)
		}
	}
	if len(left) > 0 {
		out := unknown()
		out.Notes = []string{"The question asks about " + strings.Join(left, ", ") + ", which your tier records do not say."}
		return out
	}
	return in
}

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

func (u *understanding) leftoverWords(words map[string]bool) []string {
	var out []string
	for i, t := range u.q.toks {
		// a card, poker or high-limit room is a room no answer speaks
		// of, whatever words the answer uses for hotel rooms
		if !t.used && (t.norm == "room" || t.norm == "rooms") && roomKinds[u.q.norm(i-1)] {
			out = append(out, u.q.toks[i-1].raw+" "+t.raw)
			continue
		}
		if !t.used && !fillerWords[t.norm] && !words[t.norm] && !numericWord(t.norm) {
			out = append(out, t.raw)
		}
	}
	return out
}

// payRatioRE is a pay ratio or pay table written with a colon or a
// slash ("6:5", "9/6").
var payRatioRE = regexp.MustCompile(`\b(\d{1,2})\s*[:/]\s*(\d{1,2})\b`)

// tablePays are the pay tables the table of house edges holds: 3:2
// blackjack, 9/6 Jacks or Better.
var tablePays = map[string]string{"blackjack": "3:2", "video_poker": "9:6"}

// union is the words of both sets.
func union(a, b map[string]bool) map[string]bool {
	out := make(map[string]bool, len(a)+len(b))
	for w := range a {
		out[w] = true
	}
	for w := range b {
		out[w] = true
	}
	return out
}

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
			var kept []City
			for _, c := range cities {
				if c.State == u.state.Code {
					kept = append(kept, c)
				}
			}
			if len(kept) == 1 {
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

// townAsPlace makes a town named for its state ("laughlin casinos", read
// as Nevada) the place searched around when it is a city of the
// directory: its casinos are the ones near it, not the whole state's.
func (u *understanding) townAsPlace() {
	if u.city != nil || u.state == nil || u.state.City == "" {
		return
	}
	var kept []City
	for _, c := range u.ix.cities[strings.Join(norms(u.state.City), " ")] {
		if c.State == u.state.Code {
			kept = append(kept, c)
		}
	}
	if len(kept) == 1 {
		u.city = &cityMatch{text: u.state.City, cities: kept}
		u.state = nil
		delete(u.understood, "state")
		u.understood["near"] = map[string]any{"text": u.city.text, "cities": kept}
	}
}

// nameCued reads the words after "named", "called" or "containing" and
// claims them: they are searched for as written.
func (u *understanding) nameCued() string {
	q := u.q
	for i, t := range q.toks {
		if !nameCue[t.norm] || t.used {
			continue
		}
		j := i + 1
		for j < len(q.toks) && !q.toks[j].used && !tailStops[q.toks[j].norm] {
			j++
		}
		if j > i+1 {
			q.claim(i, j-1)
			return trimThe(q.span(i+1, j-1))
		}
	}
	return ""
}

// nameBeforeCasinos reads "Horseshoe casinos", "Golden Nugget casinos":
// the words left before "casinos" that begin the names of directory
// casinos, even words too common to name one casino by themselves. They
// are claimed and searched for as written.
func (ix *Index) nameBeforeCasinos(q *question) string {
	for i, t := range q.toks {
		if !familyNouns[t.norm] || t.used {
			continue
		}
		first := i
		for first > 0 && q.free(first-1, first-1) && !fillerWords[q.norm(first-1)] && !numericWord(q.norm(first-1)) {
			first--
		}
		if first == i {
			return ""
		}
		words := norms(q.span(first, i-1))
		if descriptiveWords[words[0]] {
			return "" // "best casinos", "new casinos": a quality, not a name
		}
		// a family of names ("Horseshoe ..."), not one casino's (a
		// distinctive one was found as a name already)
		n := 0
		for _, e := range ix.entries {
			if e.kind == kindCasino && familyAt(e.full, words) >= 0 {
				n++
			}
		}
		if n < 2 && !ix.nationStart(words) {
			return ""
		}
		q.claim(first, i-1)
		return q.span(first, i-1)
	}
	return ""
}

// nationStart: words begin a tribal nation's name ("Muscogee casinos"
// for the Muscogee (Creek) Nation's), whose casinos the directory's q
// finds by their owner even where no name holds the words.
func (ix *Index) nationStart(words []string) bool {
	for _, n := range ix.nations[words[0]] {
		if len(words) < len(n.words) && slices.Equal(n.words[:len(words)], words) {
			return true
		}
	}
	return false
}

// familyAt is where words stand in a casino name's words when they name
// its family: at its start ("Horseshoe ..."), or at its end after "at",
// the resort several casinos share ("Golden Moon Casino at Pearl River",
// "Silver Star Casino at Pearl River"); -1 otherwise. A town at a
// name's end without "at" ("... Las Vegas") is a place, not a family.
func familyAt(name, words []string) int {
	if len(name) <= len(words) {
		return -1
	}
	if slices.Equal(name[:len(words)], words) {
		return 0
	}
	if k := len(name) - len(words); name[k-1] == "at" && slices.Equal(name[k:], words) {
		return k
	}
	return -1
}

// familyNouns name the casinos of a family of names ("Horseshoe casinos",
// "Ameristar locations", "Caesars properties").
var familyNouns = set("casinos", "locations", "properties", "venues")

// directorySpelling is text as the directory writes the start of the
// names of a family ("Ameristar" for "ameristar"): when text begins
// several casinos' names, or ends them after "at" (familyAt), and they
// all write it alike; text itself otherwise.
func (ix *Index) directorySpelling(text string) string {
	words := norms(text)
	if len(words) == 0 {
		return text
	}
	found, n := "", 0
	for i, c := range ix.lex.Casinos {
		toks := ix.casinoWords[i]
		if len(toks) < len(words) {
			continue
		}
		k := 0
		if !slices.Equal(ix.casinoNorms[i][:len(words)], words) {
			if k = familyAt(ix.casinoNorms[i], words); k < 0 {
				continue
			}
		}
		spelled := c.Name[toks[k].start:toks[k+len(words)-1].end]
		if found != "" && found != spelled {
			return text
		}
		found = spelled
		n++
	}
	if n < 2 {
		return text
	}
	return found
}

// descriptiveWords say what kind of casino is wanted, not its name, though
// some names begin with them ("Best Western ...", "Big Easy Casino").
var descriptiveWords = set("best", "top", "good", "great", "nice", "nicest", "new", "newest", "newer", "big", "biggest",
	"bigger", "large", "largest", "small", "smallest", "little", "old", "oldest", "cheap", "cheapest", "popular", "busy",
	"busiest", "loose", "loosest", "fun", "local", "closest", "nearest", "favorite", "favourite", "worst", "quiet",
	"fancy", "luxury", "famous", "open", "late", "smoke", "smokefree", "nonsmoking", "upscale", "friendly", "nearby")

// programWhole is the one program the question names, written word for
// word by its full name (byBrand false: "Bally Rewards", "PENN Play") or
// by its full brand (byBrand true: "PENN Entertainment", "Caesars
// Entertainment"). A brand that is only its family's first words
// ("Golden Nugget") or ends in the noun of the search ("Station
// Casinos", where "station casinos" are the casinos named Station) is
// the family's name, not the brand.
func (u *understanding) programWhole(byBrand bool) (Program, bool) {
	m := u.named
	if m == nil || m.e.kind != kindProgram || !m.whole || len(u.programs) != 1 || len(u.casinos) > 0 {
		return Program{}, false
	}
	p := u.ix.lex.Programs[m.e.index]
	typed := norms(u.q.span(m.first, m.last))
	if !byBrand {
		return p, slices.Equal(typed, norms(p.Name))
	}
	if p.Brand == "" || !slices.Equal(typed, norms(p.Brand)) || len(typed) == len(m.e.core) || familyNouns[typed[len(typed)-1]] {
		return Program{}, false
	}
	return p, true
}

// nameSearch is the name part of a casino search: the words after
// "named" or "called", or the name the question mentions.
func (u *understanding) nameSearch() string {
	if u.nation != "" {
		// "which casinos does the Chickasaw Nation own": a tribal
		// nation's casinos are searched by its name as the directory
		// spells it
		return u.nation
	}
	if p, ok := u.programWhole(true); ok {
		// "PENN Entertainment casinos": a brand written whole is
		// searched as the directory's brand column spells it
		return p.Brand
	}
	if u.nameQ != "" {
		if u.nameFamily {
			return u.ix.directorySpelling(u.nameQ)
		}
		return u.nameQ
	}
	if m := u.named; m != nil && m.first > u.q.opening() && u.q.norm(m.first-1) == "casino" {
		// "Casino Caribbean locations in Washington": a family whose
		// names open with "Casino" keeps it, as the directory spells it
		// ("Caribbean" alone is also "Caribbean Cardroom")
		if s, ok := u.ix.familyOpening(norms(u.q.span(m.first-1, m.last))); ok {
			return s
		}
	}
	// a family of names is searched for as the directory writes it
	return u.ix.directorySpelling(u.namedCore())
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

// familyOpening is how the directory spells words that open the names of
// at least two of its casinos, all spelled the same ("Casino Caribbean"
// of "Casino Caribbean - Kirkland" and "Casino Caribbean - Yakima").
func (ix *Index) familyOpening(words []string) (string, bool) {
	if len(words) == 0 {
		return "", false
	}
	found, n := "", 0
	for i, c := range ix.lex.Casinos {
		toks := ix.casinoWords[i]
		if len(toks) <= len(words) || !slices.Equal(ix.casinoNorms[i][:len(words)], words) {
			continue
		}
		spelled := c.Name[toks[0].start:toks[len(words)-1].end]
		if found != "" && found != spelled {
			return "", false
		}
		found = spelled
		n++
	}
	return found, n >= 2
}
