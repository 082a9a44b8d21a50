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
	"slices"
	"strings"
	"time"
	"unicode"
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
	// "[9:17 PM] casinos near Perkins https://t.co/x7Qb (edited)": what
	// a chat app leaves around the words asks nothing
	query = plainChat(query)
	if words, ok := relayedQuote(query); ok {
		// 'User wrote: "what racinos are there in West Virginia?"': the
		// agent's frame asks nothing, the user's quoted words do
		query = words
	}
	query, note, ok := developerForm(query, ix.lex.Programs)
	if !ok {
		return unknownBecause(note)
	}
	if body, ok := letterBody(query); ok {
		// "Dear Tierline,\n... I would like to know ...\nRegards, Gus":
		// the letter's greeting and sign-off ask nothing
		query = body
	}
	// "... and it rained all week, can you believe it? ...": a question
	// put to no one in the story asks nothing
	query = withoutAsides(query)
	// "Set my monthly budget to $600, wait, I meant $500.": the value
	// after a correction replaces the one before it
	query = writtenCorrections(query)
	if ix.changeThenOthersWord(query, now) {
		// "Set my daily budget to $100. She says to make it weekly.":
		// another person's word on the change, told after it, leaves
		// unsure which change is asked
		return unknownBecause("Another person's word on the change follows it, so which change you want is unclear: ask for the one you want, e.g. \"set my weekly budget to $100\".")
	}
	if in, ok := ix.twoAsksJoined(query, now); ok {
		// "What's the house edge on craps, and can you set my daily
		// budget to $100?": two asks in one sentence
		return in
	}
	if rest, after, ok := ix.afterwords(query, now); ok {
		// "... Which casinos in Maryland have a rewards program? I want
		// to sign up before our trip.": a reason, wish or closing after
		// the question asks nothing
		if in := ix.Understand(rest, now); in.Name != Unknown {
			if !ix.afterwordsBind(in, rest, relayedAfterwords(query, rest, after), now) {
				if aq := newQuestion(after); in.NeedsKey && declinedWish(aq) && aq.has("ones", "those") && !ix.leftOutAlready(in, after, now) {
					// "List my vouchers. Do not include the expired
					// ones.": the list asked would hold what is to be
					// left out
					return unknownBecause("Your records are filtered by one casino, game, status or period at a time, and what you would rather not see would be in the list: ask for the ones you want, e.g. \"my open vouchers\" or \"my trips in 2025\".")
				}
				return in
			}
			if declinedWish(newQuestion(after)) && in.NeedsKey {
				// "Show me my sessions. The craps ones I'd rather not
				// see.": the records asked leave out what they name
				return unknownBecause("Your records are filtered by one casino, game, status or period at a time, and what you would rather not see would be in the list: ask for the ones you want, e.g. \"my blackjack sessions\".")
			}
		}
	}
	in, u := ix.understand(query, now)
	if story, alone, ok := ix.understandStory(query, now); ok && (story.Name != in.Name || story.Name == Unknown ||
		narrowerStory(story, in) || alone && (casinoLent(story, in) || datesLent(story, in)) || !alone && widerWhole(story, in)) {
		// "River City is my home casino ... Are there any hosts at
		// River City taking new players?": the question sentence, not
		// the story before it, says what is asked
		return story
	}
	if question, clause, ok := leadClause(query); ok && in.Name != Unknown && whenClause(query) {
		// "Before my trip to Hard Rock Sioux City, can you show me the
		// Unity by Hard Rock program?": the question after a clause of
		// when says what is asked, not the trip the clause names
		if story, ok := ix.readLeadClause(question, clause, supposition(query) > 0, now); ok && story.Name != Unknown && story.Name != in.Name {
			return story
		}
	}
	if own, ok := ix.clauseCasinoOwn(query, in, now); ok {
		// "For my trip to Borgata, what offers do I have from
		// Tropicana?": the casino the question after the clause names
		// is the one asked, not the clause's, which the directory
		// knows better
		return own
	}
	if in.Name != Unknown {
		return in
	}
	if u.ageAsked() && u.q.hasOf(turningWords) {
		// "turning 21 next week, can I gamble": an age reached is what
		// the ask is about, so no part of it ("can I gamble") is read
		// alone
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
	if question, clause, ok := leadClause(query); ok && !(supposition(query) > 0 && u.supposedUnanswered()) {
		// "Thinking of staying over at Spirit Lake Casino and Resort,
		// how many rooms does it have?": a clause of context before the
		// question is read as a story before it
		story, ok := ix.readLeadClause(question, clause, supposition(query) > 0, now)
		if ok && supposition(query) > 0 && presentReads[story.Name] && supposedResultAsked(newQuestion(question)) {
			// "If I match my MGM Onyx over to Caesars Rewards, what
			// tier would I get?": what the supposition would bring is
			// asked, and the tiers held now would answer another
			// question
			return in
		}
		if ok {
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

// leftOutAlready says what an afterword asks to leave out is of a kind
// the question already filters by ("List my trips to Borgata. The
// Foxwoods ones I don't want to see."): a casino beside a casino asked,
// a game beside a game.
func (ix *Index) leftOutAlready(in Intent, after string, now time.Time) bool {
	_, au := ix.understand(after, now)
	if au.game != "" && in.Parameters["game_type"] != nil {
		return true
	}
	named := len(au.casinos) > 0 || au.named != nil && au.named.e.kind == kindCasino
	return named && (in.Parameters["casino_name"] != nil || in.Filter != nil)
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

// datesLent says the whole reading of a story and its question differs
// from the question's own reading only by the dates the story names ("I
// promised myself fewer outings this year. Show me the casino visits
// I've checked in." is every visit): a question that does not point back
// takes no period from the story.
func datesLent(story, whole Intent) bool {
	if story.Name != whole.Name || len(story.Missing) > 0 {
		return false
	}
	_, from := story.Parameters["from"]
	_, wholeFrom := whole.Parameters["from"]
	if from || !wholeFrom {
		return false
	}
	for k, v := range story.Parameters {
		if !reflect.DeepEqual(whole.Parameters[k], v) {
			return false
		}
	}
	for k := range whole.Parameters {
		if _, ok := story.Parameters[k]; !ok && k != "from" && k != "to" {
			return false
		}
	}
	return true
}

// casinoLent says the whole reading of a story and its question differs
// from the question's own reading only by a casino the story names: a
// casino filter or name the question alone does not have, or has
// otherwise ("A friend at Foxwoods wants to compare notes. Which hosts
// have I connected with?" is the asker's hosts everywhere). A question
// that names its own casino keeps it, whatever else the whole reading
// took from the story with the other casino ("We used to go to Harrah's,
// but now it's Borgata. What offers do I have at Borgata?" is Borgata's
// offers, with no status the story's "used to" lent).
func casinoLent(story, whole Intent) bool {
	if len(story.Missing) > len(whole.Missing) {
		return false
	}
	own, _ := story.Parameters["casino_name"].(string)
	other, _ := whole.Parameters["casino_name"].(string)
	if story.Name == whole.Name && own != "" && other != "" && !strings.EqualFold(own, other) {
		return true
	}
	differ := !reflect.DeepEqual(story.Filter, whole.Filter)
	for k, v := range whole.Parameters {
		if k == "casino_name" {
			differ = differ || !reflect.DeepEqual(story.Parameters[k], v)
		} else if !reflect.DeepEqual(story.Parameters[k], v) {
			return false
		}
	}
	return differ
}

// understand maps a question to an intent, as a whole.
func (ix *Index) understand(query string, now time.Time) (Intent, *understanding) {
	today := time.Date(now.UTC().Year(), now.UTC().Month(), now.UTC().Day(), 0, 0, 0, 0, time.UTC)
	u := &understanding{ix: ix, q: newQuestion(query), today: today, understood: map[string]any{}}
	ix.typos.correct(u.q)
	u.extract()
	in := u.decide()
	if who := u.otherPerson(); who != "" && (readsRecords(in) || in.Name == FindHosts && u.otherPersonAsks()) {
		// "which hosts is my brother hooked up with": the hosts of the
		// person asked about, not the directory's, so the search would
		// answer another question
		in = someoneElses(who)
	} else if readsRecords(in) && (thirdPersonsRecords(u.q) || u.namedOwnersRecords()) {
		// "show her trips", "he wants his W-2Gs for 2025": records of a
		// person the question names only as he or she, or by a name
		// ("show Dana's trips")
		in = unknownBecause("Tierline reads and changes only your own records and limits, not another person's; they can ask with their own account.")
	}
	if out, ok := u.nearMissOfRecords(in); ok {
		// "what limits do most players set", "my W-2G total for 2029":
		// the records read are the asker's, and of years begun
		in = out
	}
	if out, ok := u.nearMissOfAnswer(in); ok {
		// "the keno edge at each casino", "craps tables at X": what the
		// tables keep is one figure, and it would answer another question
		in = out
	}
	if out, ok := excluded(in, u.q); ok {
		// "my trips, not counting the ones to Black Mesa": no filter
		// leaves some records out, and the list would show them
		in = out
	}
	if out, ok := deniedFiltered(in, u.q); ok {
		// "hosts who don't speak Spanish", "trips that weren't to
		// Borgata": a filter keeps what has the value, never what lacks it
		in = out
	}
	if u.pastOfNow(in) {
		in = unknownBecause("Your limits and bankroll are kept as they are now, with no history: ask e.g. \"my limits\" or \"my bankroll\".")
	}
	if out, ok := ix.unlessCondition(u, in, now); ok {
		in = out
	}
	if name, ok := in.Parameters["casino_name"].(string); ok && unnamedCasino(name) ||
		in.Filter != nil && in.Filter.Field == "casino_name" && len(in.Filter.Values) == 1 && unnamedCasino(in.Filter.Values[0]) {
		// "the next tier at my casino", "what tier am i at there": the
		// records are filtered by a name, and "my casino" names none
		in = unknownBecause("Name the casino, e.g. \"how far am I from the next tier at Borgata\".")
	}
	if in.Name == FindCasinos && u.playersCasinosSearched() {
		// "which of my casinos is the closest to Reno": the directory
		// does not know which casinos the player plays
		in = unknownBecause("The directory search does not know which casinos you play: ask e.g. \"casinos near Reno\", or \"my tiers\" for your casinos.")
	}
	if datedRecords[in.Name] {
		if w := u.unreadTime(); w != "" {
			// "my trips since easter", "my sessions over memorial day
			// weekend": a time the rules could not read would be
			// dropped, and every record answer another question
			in = unknownBecause("The question names a time (\"" + w + "\") Tierline could not read: give the dates, e.g. \"my trips from March 1 to April 10\".")
		}
	}
	if readsRecords(in) && !in.ChangesData {
		if n := u.unreadNumber(); n != "" {
			// "offers 30": days, dollars or a count, which no rule
			// read; the records without it would answer another ask
			in = unknownBecause("The question names a number (\"" + n + "\") Tierline could not tell the use of: say what it is, e.g. \"my trips in 2024\" or \"offers expiring within 30 days\".")
		}
	}
	if u.placeDropped(in) {
		in = unknownBecause("Your records are kept by casino, not by city or state: name the casino, e.g. \"my tier at Borgata\".")
	}
	if len(u.understood) > 0 {
		in.Understood = u.understood
	}
	if in.Parameters == nil {
		in.Parameters = map[string]any{}
	}
	return in, u
}

// unreadNumber is the first number in figures no rule read in the
// question, "" when every one was read; a number in words ("in one
// sitting", "the one to Borgata") is as often no figure at all.
func (u *understanding) unreadNumber() string {
	q := u.q
	for i, t := range q.toks {
		if _, _, ok := number(t.norm); ok && !t.used && t.norm[0] >= '0' && t.norm[0] <= '9' {
			return q.toks[i].raw
		}
	}
	return ""
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
		if pastEventBound(q, k) {
			// "my trips before we moved": a bound no rule can date
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
	return q.norm(k) == "since" && pastClauseAfter(q, k)
}

// pastClauseAfter says the words after token k are a clause telling
// something the asker (or another) did: a subject, then a verb in the
// past, maybe after an adverb ("I joined", "we first moved", "I
// retired"). A participle after a present "be" ("I'm headed to Tulsa")
// is the asker's state now, no past.
func pastClauseAfter(q *question, k int) bool {
	if !timeClauseSubjects[q.norm(k+1)] || presentBe[q.norm(k+1)] {
		return false
	}
	v := k + 2
	for sinceAdverbs[q.norm(v)] {
		v++
	}
	w := q.norm(v)
	return pastVerbs[w] || (len(w) > 4 && strings.HasSuffix(w, "ed") && !strings.HasSuffix(w, "eed"))
}

// pastEventBound: token k opens "before", "after" or "until" inside the
// question and a clause telling something done in the past ("my trips
// before we moved", "my sessions after I retired"): a bound of the
// period on a day no rule can date, as sinceEvent's "since" is.
func pastEventBound(q *question, k int) bool {
	switch q.norm(k) {
	case "before", "after", "until", "till":
		return pastClauseAfter(q, k)
	}
	return false
}

// presentBe are subjects joined to a present "be" ("I'm", "we're").
var presentBe = set("im", "were", "youre", "theyre", "its")

// sinceAdverbs stand between the subject and the verb of a clause after
// "since" ("since I first joined", "since we last went").
var sinceAdverbs = set("first", "last", "just", "finally", "originally")

// compedAmenities are what a casino may comp besides money's worth of
// play (a buffet, a room, a show): whether it does is its policy.
var compedAmenities = set("buffet", "buffets", "meal", "meals", "dinner", "dinners", "lunch", "breakfast", "food",
	"drinks", "drink", "steakhouse", "restaurant", "restaurants", "show", "shows", "suite", "suites", "parking", "valet", "spa", "golf")

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
	// noLanguage is a word in a language's place that no language is
	// ("a host fluent in Elvish").
	noLanguage string
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
	// those next door, at work and a generation down ("my neighbor's
	// next offer")
	"neighbor", "neighbour", "coworker", "colleague", "nephew", "niece", "grandson", "granddaughter",
	// as a chat writes them ("my bf's tier", "my bro", "my sis")
	"bf", "gf", "bff", "bestie", "bro", "sis", "homie", "hubby", "wifey")

// thirdPersons are the words for a person the asker speaks of.
var thirdPersons = set("he", "she", "they", "him", "her", "his", "their", "them", "hes", "shes", "theyre")

// heOrShe are the words for one other person as the one who asks or owns
// ("she'd like", "his W-2Gs"), never the asker nor an agent's user ("they"
// may be either). "him" is left out: "so I may pass it to him" gives the
// asker's own records to him.
var heOrShe = set("he", "she", "her", "his", "hes", "shes", "hed", "shed")

// otherPerson is the person close to the asker the question names after
// "my" or "our" ("my dad", "my wife's"), "" when none.
func (u *understanding) otherPerson() string {
	q := u.q
	if k := q.opening(); k < len(q.toks) && relativeOpens(q, k) {
		return q.toks[k].raw
	}
	for i := 1; i < len(q.toks); i++ {
		// "her brother's W-2Gs" after an agent's "I'm an assistant for a
		// user": a relative of a he or she is no more the asker than
		// one of "my" is, whoever the he or she is
		if p := q.norm(i - 1); p != "my" && p != "our" && !relativeOwners[p] && !relayedOwner(q, i-1) {
			continue
		}
		if w := q.norm(i); otherPeople[w] || otherPeople[strings.TrimSuffix(w, "s")] {
			return q.toks[i].raw
		}
		if w := q.norm(i + 1); relativeModifiers[q.norm(i)] && (otherPeople[w] || otherPeople[strings.TrimSuffix(w, "s")]) {
			// "her late father", "my older brother's": a word that
			// says which relative leaves them a relative
			return q.toks[i+1].raw
		}
	}
	return ""
}

// otherPersonAsks: a person close to the asker is the subject of the
// question ("is my brother", "does my wife's", "has my older sister"):
// what is asked is theirs. "My mother-in-law speaks Tagalog. Are there
// hosts who speak it?" asks for the hosts anyone may search.
func (u *understanding) otherPersonAsks() bool {
	q := u.q
	for i := range q.toks {
		if !subjectAux[q.norm(i)] || q.norm(i+1) != "my" && q.norm(i+1) != "our" {
			continue
		}
		k := i + 2
		if relativeModifiers[q.norm(k)] {
			k++
		}
		if w := q.norm(k); otherPeople[w] || otherPeople[strings.TrimSuffix(w, "s")] {
			return true
		}
	}
	return false
}

// firstPersons are the words by which the asker is among those asked of.
var firstPersons = []string{"my", "mine", "our", "ours", "me", "i", "im", "ive", "id", "we", "us", "myself"}

// relativeOpens: a keyword line opens with a person close to the asker
// ("husband w2gs 2025", "wife's trips") and no word of the asker's own:
// the records that follow are the relative's, as "my husband's" would
// have said; with the asker in it ("wife and i trips") they may be
// shared, and are the asker's.
func relativeOpens(q *question, k int) bool {
	w := q.norm(k)
	return (otherPeople[w] || otherPeople[strings.TrimSuffix(w, "s")]) && !q.has(firstPersons...)
}

// relativeModifiers say which relative is meant ("my late father", "her
// younger sister", "my ex wife").
var relativeModifiers = set("late", "older", "younger", "elder", "eldest", "oldest", "youngest", "little", "big", "twin", "ex",
	"step", "baby", "best",
	// a partner or colleague by what binds them ("my principal's
	// business partner", "my domestic partner")
	"business", "domestic", "former")

// relativeOwners own a relative of another person ("his wife's", "her
// brother's"), whose records are that relative's, not the asker's.
var relativeOwners = set("his", "her")

// thirdPersonsRecords: the records asked are a person's named only as he
// or she ("show her trips", "she'd like to see her sessions", "he wants
// his W-2Gs"), with no "my" or "our" to make them the asker's and no
// user, client or member an agent relays for (whose records the key
// holds).
func thirdPersonsRecords(q *question) bool {
	if q.has("my", "mine", "our", "ours", "me", "i", "im", "ive", "id", "we") || q.hasOf(relayNouns) {
		return false
	}
	return q.hasOf(heOrShe)
}

// namedOwnersRecords: the records asked are owned by a person named in
// the possessive ("show Dana's trips", "what's Priya's bankroll at"), as
// "my wife's" would be a relative's: a word with a capital and "'s" that
// no entity took (a casino's "Harrah's" is the casino's), before a
// record's noun, itself or one word on ("Dana's last trip"). A time
// ("Today's offers", "March's sessions"), the service ("Tierline's")
// or any word the rules or the names know ("How's my bankroll", "MGM's
// tiers") owns nothing.
func (u *understanding) namedOwnersRecords() bool {
	q := u.q
	for i, t := range q.toks {
		if t.used || i+1 >= len(q.toks) || !namedPossessive(t) {
			continue
		}
		base := strings.TrimSuffix(strings.ToLower(strings.TrimRight(t.raw, "s")), "'")
		base = strings.TrimSuffix(base, "’")
		if u.ix.typos.known[base] || u.ix.typos.known[t.norm] || ownerlessTimes[base] || timeWords[base] || serviceNouns[base] {
			// "How's my bankroll", "MGM's tiers", "Today's offers": a
			// word the rules or the names know owns no records
			continue
		}
		if ownedRecordNouns[q.norm(i+1)] || i+2 < len(q.toks) && ownedRecordNouns[q.norm(i+2)] && !q.clauseBreakBefore(i+2) {
			return true
		}
	}
	return false
}

// namedPossessive says t is a name in the possessive: a capital first,
// "'s" last.
func namedPossessive(t token) bool {
	r, _ := utf8.DecodeRuneInString(t.raw)
	return unicode.IsUpper(r) && (strings.HasSuffix(t.raw, "'s") || strings.HasSuffix(t.raw, "’s"))
}

// ownerlessTimes are the times a possessive names that own no records
// ("today's offers", "last year's W-2Gs").
var ownerlessTimes = set("today", "tonight", "yesterday", "tomorrow", "year", "day", "night", "morning", "evening")

// relayedOwner says the word at i is the person an agent relays as an
// owner ("my user's wife", "the client's husband"): their wife is the
// asker's, as "my wife" is.
func relayedOwner(q *question, i int) bool {
	raw := strings.ToLower(q.toks[i].raw)
	base := strings.TrimSuffix(strings.TrimSuffix(raw, "'s"), "’s")
	return base != raw && relayNouns[base]
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
	who = strings.TrimSuffix(strings.TrimSuffix(who, "'s"), "’s")
	whose := "your " + who + "'s"
	if who == "" {
		// "Asking on her behalf.": someone not named
		whose = "another person's"
	}
	return unknownBecause("Tierline reads and changes only your own records and limits, not " + whose +
		"; they can ask with their own account.")
}

func (u *understanding) offersAsked() bool {
	// free words only: "casinos that offer a rewards program" is read as
	// a casino's program
	return u.q.hasFreePrefix("offer") || u.q.hasFree("promo", "promos", "promotion", "promotions", "mailer", "mailers") || u.freePlayAsked() || u.freebiesHeld()
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
	if i, _ := pastExpiry(q); i >= 0 {
		// "offers past their expiration" have expired already
		return false
	}
	if i, _ := letLapse(q); i >= 0 {
		// "offers I let lapse" ran out already
		return false
	}
	return q.has("expire", "expires", "expiring", "expiration", "expiry") || q.hasPhrase("running", "out") || q.hasPhrase("run", "out") ||
		q.hasPhrase("runs", "out") || q.has("lapse", "lapses", "lapsing") ||
		// players' slang: offers that "die", "go away" or "disappear"
		q.has("die", "dies", "dying", "disappear", "disappears", "disappearing", "vanish", "vanishes") ||
		q.hasPhrase("go", "away") || q.hasPhrase("goes", "away") || q.hasPhrase("going", "away") ||
		offerEndsAhead(q)
}

// offerEndVerbs say an offer comes to its end ("offers that end this
// week", "offers finishing in the next 14 days"): its expiry, said the
// way a learner or a hurried native says it.
var offerEndVerbs = set("end", "ends", "ending", "finish", "finishes", "finishing")

// offerEndsAhead: the question says offers end, still to come: a verb of
// offerEndVerbs that is no noun ("the end of May", "an end", "at the
// end"), no past ("offers that ended" is not in the set) and no "end up"
// (what came of something).
func offerEndsAhead(q *question) bool {
	for i := range q.toks {
		if !offerEndVerbs[q.norm(i)] || q.norm(i+1) == "of" || q.norm(i+1) == "up" {
			// "which offers did I end up redeeming": how things turned
			// out, no end of an offer
			continue
		}
		switch q.norm(i - 1) {
		case "the", "an", "its", "their", "at", "by", "weekend", "week", "month", "year":
			continue
		}
		return true
	}
	return false
}

// extract finds every entity, most specific first, each claiming its words
// so that a later one cannot read them again.
func (u *understanding) extract() {
	q := u.q
	claimRelay(q)
	relayedPerson(q)
	relayedSubjectAsks(q)
	claimVisitClause(q)
	claimKeyHolder(q)
	claimBehalf(q)
	claimSupposition(q)
	claimPoliteness(q)
	claimLongAbleTo(q)
	claimMoreAbout(q)
	claimToolVerb(q)
	claimTripLeadIn(q)
	claimLetterIdioms(q)
	u.ix.claimGrand(q)
	claimTakenWin(q)
	claimJustWon(q)
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
	held := u.ix.holdNames(q, u.ix.distanceNames)
	u.radiusKm, u.hasRadius = extractRadius(q)
	for _, i := range held {
		q.toks[i].used = false
	}
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
	case "craps":
		claimPassLine(q)
	}
	if u.game != "" {
		claimPlayLeadIn(q)
	}
	if u.nation = u.ix.claimNation(q); u.nation != "" {
		u.understood["tribal_nation"] = u.nation
	}
	held = u.ix.holdNames(q, u.ix.typedNames)
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
	if u.city == nil {
		// "casinos near Dallas": a listed city no casino is in
		u.city = u.ix.extractListedCity(q, u.hasRadius)
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
	u.noLanguage = noLanguageNamed(q)
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
		return unknownBecause("/ask answers each question on its own and does not know the one this follows: ask the whole question, " +
			"saying what you want to know about " + rest + ".")
	}
	if in, ok := u.nearMiss(); ok {
		return in
	}
	if m := u.named; m != nil && q.leadPlace > 0 && m.first <= q.leadPlace && q.leadPlace <= m.last {
		// "heading to borgata next week, any casinos there": "there" is
		// a casino, not a town the directory searches around
		return unknownBecause("The casinos near a casino cannot be looked up: name the town, e.g. \"casinos near Atlantic City\".")
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
		return unknownBecause("/ask does not know why a casino banned someone; to ban yourself from casinos, ask about self-exclusion.")
	}
	if topic := u.helpTopic(); topic != "" {
		return u.rgHelp(topic)
	}
	if q.has("letter", "letters") {
		// a tier-match letter is written by tier-match generate_letter,
		// which needs the program and the casino the status is from
		return unknownBecause("/ask does not write letters: a tier-match request letter is written by the tier-match action generate_letter (POST /v1/tier-match).")
	}
	if u.definitionAsked() {
		// "what does theo stand for", "what does W-2G mean": what a
		// word means is in no record or table
		return unknownBecause("/ask looks up records and tables, not what a word means; ask what you want looked up, e.g. \"my W-2Gs for 2025\".")
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
		return unknownBecause("/ask looks up records and tables; how to deal with a host or whom to talk to is not in them. " +
			"To see your hosts, ask \"who are my hosts\".")
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
		return unknownBecause("/ask could not tell whether a change is asked here: ask a change on its own, e.g. \"cap my sessions at 90 minutes\", " +
			"or a question without one.")
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
		return unknownBecause("/ask cannot predict the offers a play would bring; for the comps it is worth, ask e.g. \"comps for $50 blackjack for 4 hours\".")
	case u.offersAsked():
		return u.offers()
	case u.capAskedAbout():
		return u.riskProfile()
	case q.has("w2g", "w2gs", "withheld", "withholding") || (personal && q.has("jackpot", "jackpots")):
		return u.w2g()
	case q.has("tax", "taxes", "deductible", "deduction", "deductions", "irs", "winnings", "losses") || (personal && q.has("won", "lost") && u.sumAsked()) ||
		// "what did I win and lose gambling in 2025": the year's wins and
		// losses together are its tax summary
		(personal && q.has("win", "won") && q.has("lose", "lost")):
		return u.taxSummary()
	case q.hasPrefix("voucher") || u.ticketsAsked():
		return u.vouchers()
	case q.has("comp", "comps", "comped") && q.hasOf(compedAmenities) && !(u.game != "" && u.hasAmount && u.hasHours):
		// "is the buffet comped at X", "do they comp rooms for slot
		// players": which amenities a casino comps is its policy, which
		// no action keeps; the calculator answers a value, not a yes
		return unknownBecause("/ask does not know which amenities a casino comps; for the comp value of your play, ask e.g. \"comps for 3 hours of $25 blackjack\".")
	case q.has("comp", "comps", "comped", "theo", "theoretical"):
		return u.comp()
	case u.ownHostAsked():
		return u.myHosts()
	case q.has("host", "hosts"):
		return u.hosts()
	case (personal || q.has("session", "sessions", "budget", "budgets")) && q.has("limit", "limits", "cap", "caps") || q.hasPhrase("risk", "profile"),
		u.budgetsInPlaceAsked(), u.responsibleLimitsNamed(), u.limitsInForceNamed():
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
	// "points" and "point" only free: "my trips to Point Casino" names
	// a casino, read already, and asks no points
	case (personal || u.progressAsked()) && (q.has("tier", "tiers", "status", "statuses", "level", "levels", "leveling", "levelling", "rank",
		"credits", "credit") || q.hasFree("points", "point") || u.tier != nil || u.clubsJoinedAsked() || u.balanceAtCasino() || standingAsked(q)):
		return u.personalChecked(u.myTier())
	case q.has("trip", "trips") && u.amountAdviceAsked():
		// "how much should i keep for a blackjack trip": advice on what
		// to bring, which no record holds, not the trips
		return unknownBecause("/ask does not advise how much to bring on a trip; to see your trips, ask \"my trips\".")
	case q.hasFree("trip", "trips"):
		return u.listWithDates(MyTrips, "list_trips", "trips", "your trips", "to")
	case q.has("session", "sessions"):
		return u.sessions()
	case q.has("visit", "visits", "visited", "checkin", "checkins") || q.hasPhrase("check", "ins") || q.hasPhrase("checked", "in") || checkInNoun(q) ||
		checkInDone(q) ||
		(personal && q.hasPhrase("been", "to")):
		return u.listWithDates(MyVisits, "list_visits", "visits", "your casino visits", "to")
	case q.has("bankroll") || (personal && q.has("balance", "budget", "budgets")) || personal && u.playMoneyHeld():
		return u.bankroll()
	}
	return u.public()
}

// checkInDone: "did I check in" asks of check-ins made, the player's
// visits ("where did I check in in March", "did we check in at Borgata
// last week"), as "checked in" does; "where do I check in" asks the way
// to a desk, and stays unread.
func checkInDone(q *question) bool {
	for i := range q.toks {
		if (q.norm(i) == "did" || q.norm(i) == "didnt") && (q.norm(i+1) == "i" || q.norm(i+1) == "we") && q.phraseAt(i+2, "check", "in") {
			return true
		}
	}
	return false
}

// balanceAtCasino: a balance asked at a casino ("whats my balance at
// MGM") is the points kept there, which the player's tier record holds;
// the bankroll is one balance, kept at no casino.
func (u *understanding) balanceAtCasino() bool {
	return u.q.has("balance") && !u.q.has("bankroll", "budget", "budgets") && (len(u.casinos) > 0 || u.named != nil)
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
	if q.has("what", "whats") && (w == "mean" || w == "means" || (w == "for" && (q.norm(end-1) == "stand" || q.norm(end-1) == "stands"))) {
		return true
	}
	return u.bareWhatIs()
}

// bareWhatIs: the whole question is "what is" and a word or two with
// nothing of the player's, no name, no place and no number ("what is a
// W-2G", "whats a comp", "what are tier credits"): it asks what the words
// mean. Answering the player's W-2Gs or every host would answer another
// question; "what is the house edge on craps" and "what are my comps"
// say more, and are read as they say.
func (u *understanding) bareWhatIs() bool {
	q := u.q
	i, end := 1, len(q.toks)-1
	if q.norm(0) != "whats" && q.norm(0) != "what" {
		return false
	}
	if q.norm(i) == "exactly" { // "what exactly is a host"
		i++
	}
	if q.norm(0) == "what" {
		if w := q.norm(i); w != "is" && w != "are" && w != "s" {
			return false
		}
		i++
	}
	if q.norm(i) == "exactly" { // "what's exactly a comp"
		i++
	}
	if q.norm(i) == "a" || q.norm(i) == "an" {
		i++
	}
	if n := end - i + 1; n < 1 || n > 2 || !q.free(i, end) {
		return false
	}
	if u.named != nil || len(u.casinos) > 0 || len(u.programs) > 0 || u.state != nil || u.city != nil || u.game != "" {
		return false
	}
	for k := i; k <= end; k++ {
		w := q.norm(k)
		if numericWord(w) || slices.Contains(personalWords, w) || notDefined[w] {
			return false
		}
	}
	return true
}

// notDefined are words after "what is" that ask no meaning: a pointer
// ("what is this"), or a greeting and the news ("what's up", "what's new").
var notDefined = set("the", "this", "that", "these", "those", "it", "up", "new", "happening", "going", "good", "best", "next")

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
