package ask

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/tierline/tierline/internal/domain/directory"
	"github.com/tierline/tierline/internal/domain/gaming"
)

// Near misses of what nothing keeps: a question that names what an action
// reads (a program's path, a help line, the player's forms, sessions,
// visits, offers or limits) but asks of it a reason, a statistic, a
// forecast, an hour or a weekday, who approved it, an average, or a
// casino a limit does not take. Answering the look-alike would answer
// another question, so each declines.

// reasonAux follow "why" when it opens a question ("why does", "why is",
// "why would"): the asker wants a reason.
var reasonAux = set("do", "does", "did", "is", "are", "was", "were", "would", "will", "can", "could", "should", "has", "have",
	"had", "dont", "doesnt", "didnt", "isnt", "arent", "wasnt", "wont", "cant", "not")

// reasonAsked: a sentence of the question opens with "why" and an
// auxiliary, or with "how come" ("why does MGM Gold match to Caesars",
// "why would Wynn honor my Diamond", "how come Onyx needs so much"): a
// reason, which no record or table keeps; the path or tier read would
// answer another question. "Why" inside a sentence ("I'm working out why
// my comps were thin") tells why the asker asks, and is left alone.
func (u *understanding) reasonAsked() bool {
	q := u.q
	for i := range q.toks {
		if i != q.opening() && !q.sentenceBreakBefore(i) {
			continue
		}
		if q.norm(i) == "why" && reasonAux[q.norm(i+1)] || q.phraseAt(i, "how", "come") {
			return true
		}
	}
	return false
}

// helpStatNouns are figures about gambling problems or help ("the problem
// gambling rate", "addiction statistics", "what percentage").
var helpStatNouns = set("rate", "rates", "percentage", "percentages", "percent", "prevalence", "statistic", "statistics",
	"stats", "proportion", "incidence")

// helpStatHowWords follow "how" when it asks how widespread a problem is
// ("how common is problem gambling").
var helpStatHowWords = set("common", "widespread", "prevalent", "rare", "frequent", "bad")

// helpStatisticNamed: a help question asks a figure about gambling
// problems rather than the help itself ("the problem gambling rate in
// California", "gambling addiction statistics for New Jersey", "how
// common is problem gambling in Michigan"): the resources are help lines
// and programs, with no figures, and the help line would answer another
// question.
func helpStatisticNamed(q *question) bool {
	if q.hasOf(helpStatNouns) {
		return true
	}
	for i := range q.toks {
		if q.norm(i) == "how" && helpStatHowWords[q.norm(i+1)] {
			return true
		}
	}
	return false
}

// forecastVerbs ask for what is still to come ("predict my next jackpot").
var forecastVerbs = set("predict", "predicts", "predicted", "prediction", "forecast", "forecasts", "forecasted", "project",
	"projected", "projection")

// w2gRecordNouns are what a W-2G records ("my next jackpot", "my next
// big win").
var w2gRecordNouns = set("w2g", "w2gs", "jackpot", "jackpots", "win", "wins", "hit", "hits", "form", "forms", "payout")

// winForecastAsked: a win still to come is asked of the player's W-2Gs
// ("predict my next jackpot at X", "when will I hit my next jackpot"):
// the forms are of wins already paid, and no action foresees a win; the
// forms listed would answer another question. "Next year" asks a year,
// which the tax year reads.
func winForecastAsked(q *question) bool {
	if q.hasOf(forecastVerbs) {
		return true
	}
	for i := range q.toks {
		if q.norm(i) == "next" && (w2gRecordNouns[q.norm(i+1)] || w2gRecordNouns[q.norm(i+2)] && !q.clauseBreakBefore(i+2)) {
			return true
		}
		if winChanceWords[q.norm(i)] && chancedAsker(q, i+1) {
			// "any chance I hit a jackpot tonight", "what are the odds
			// we win big": the chance of a win to come
			return true
		}
	}
	return false
}

// winChanceWords ask how likely something to come is.
var winChanceWords = set("chance", "chances", "odds", "likelihood", "probability")

// chancedAsker says the asker follows a word of chance at k, with "that"
// or "of" between ("any chance I hit", "the odds that we win"): what is
// asked is whether the asker will do it, not a request made of Tierline
// ("any chance you could list").
func chancedAsker(q *question, k int) bool {
	if q.norm(k) == "that" || q.norm(k) == "of" {
		k++
	}
	w := q.norm(k)
	// "any chance I could see my W-2Gs" asks to be shown, as "could
	// you" does
	return (w == "i" || w == "we" || w == "me" || w == "us" || w == "my") && !askingModals[q.norm(k+1)]
}

// askingModals after the asker make a chance a request ("any chance I
// could see ..."); "will" and "might" foretell.
var askingModals = set("could", "can", "may")

// clockMarks are times of the day said by name ("after midnight",
// "before noon", "past dark").
var clockMarks = set("midnight", "noon", "midday", "dark", "dawn", "dusk", "sunrise", "sunset", "daybreak", "nightfall",
	"lunch", "dinner", "breakfast", "supper")

// clockBounds hold records to one side of such a time.
var clockBounds = set("after", "before", "past", "until", "till", "til", "by")

// clockTimeHeld: records are held to one side of a named time of day
// ("my sessions after midnight", "visits before noon"): the records keep
// the day, not the hour. "After May 1" is a date, which the dates read.
func clockTimeHeld(q *question) bool {
	for i := range q.toks {
		if clockBounds[q.norm(i)] && clockMarks[q.norm(i+1)] && q.free(i+1, i+1) {
			return true
		}
	}
	return false
}

// weekdayPlurals are days of the week said as a habit ("on Sundays",
// "on weekends").
var weekdayPlurals = set("mondays", "tuesdays", "wednesdays", "thursdays", "fridays", "saturdays", "sundays", "weekends",
	"weekdays", "weeknights")

// weekdayLeads put such days as a condition on what is asked ("on
// Sundays", "during weekends", "over weekends").
var weekdayLeads = set("on", "during", "over", "for")

// habitVerbs tell, in the present, what the asker does ("I play on
// Fridays", "we usually go on weekends").
var habitVerbs = set("play", "go", "gamble", "visit", "head", "come", "drive", "travel", "hit", "work", "get", "stay")

// habitTellAdverbs stand between the asker and such a verb ("I usually
// play").
var habitTellAdverbs = set("usually", "always", "mostly", "often", "only", "normally", "generally", "typically", "tend", "to",
	"just", "mainly")

// weekdaysHeld: the player's trips, sessions or visits are held to days
// of the week ("the casinos I've checked in at on Sundays", "my poker
// sessions on Fridays"): list_sessions and list_visits filter by dates,
// never by weekday, and every record would answer another question. A
// habit told of the asker ("I play on Sundays; show my sessions") is a
// story, and left alone.
func weekdaysHeld(q *question) bool {
	for i := range q.toks {
		if !weekdayPlurals[q.norm(i)] || !q.free(i, i) || !weekdayLeads[q.norm(i-1)] {
			continue
		}
		if !habitTold(q, i) {
			return true
		}
	}
	return false
}

// habitTold: the clause of token i tells what the asker does, in the
// present ("I play on Sundays", "we usually go on weekends"), not asked
// ("did I play on Sundays").
func habitTold(q *question, i int) bool {
	for k := i - 1; k >= 0; k-- {
		if w := q.norm(k); (w == "i" || w == "we") && q.norm(k-1) != "did" && q.norm(k-1) != "do" {
			v := k + 1
			for habitTellAdverbs[q.norm(v)] && v < i {
				v++
			}
			if habitVerbs[q.norm(v)] {
				return true
			}
		}
		if q.clauseBreakBefore(k) {
			break
		}
	}
	return false
}

// approvalWords say someone approved an offer or voucher ("did my host
// approve", "authorized by the manager").
var approvalWords = set("approve", "approves", "approved", "approving", "approval", "authorize", "authorized", "authorizes",
	"authorise", "authorised", "authorises", "okayed", "okd", "sanctioned")

// offerApprovalAsked: the player's offers or vouchers are asked who
// approved them ("which offers from X did my host approve", "the offers
// my host signed off on"): an offer keeps its casino, value, dates and
// status, never who approved it, and the offers listed would answer
// another question.
func offerApprovalAsked(q *question) bool {
	return q.hasOf(approvalWords) || q.hasPhrase("signed", "off") || q.hasPhrase("sign", "off") || q.hasPhrase("signs", "off")
}

// averageWords ask for an average ("what did my W-2G wins average", "my
// average jackpot").
var averageWords = set("average", "averages", "averaged", "averaging", "avg", "median")

// moneyRecordIntents are the player's records of money, and the
// bankroll, which the actions list, sum or read as they are but never
// average or take a share of.
var moneyRecordIntents = set(MyW2Gs, W2GTotal, TaxSummary, MyVouchers, MyOffers, ExpiringOffers, Bankroll)

// shareWords ask what part of a whole is asked ("what percent of my
// offers", "the proportion of my vouchers").
var shareWords = set("percent", "percentage", "percentages", "pct", "proportion", "fraction", "share", "ratio")

// averageAsked: an average or a share of the player's forms, vouchers,
// offers or bankroll is asked ("what did my W-2G wins average in 2025",
// "my mean jackpot", "what do my vouchers average", "what percent of my
// offers expire this month", "the average bankroll balance"): the W-2G
// total sums, the lists list and the bankroll is read as it is, and none
// answers an average or a share. "Mean" counts only as an adjective ("my
// mean jackpot"); "what does it mean" asks a meaning. A share word counts
// after "what" or "which", or as "the (or a) share of": "a 20 percent
// off offer" names an offer.
func averageAsked(q *question) bool {
	for i := range q.toks {
		w := q.norm(i)
		if averageWords[w] || w == "mean" && (q.norm(i-1) == "my" || q.norm(i-1) == "the" || q.norm(i-1) == "a") {
			return true
		}
		if shareWords[w] && shareAskedAt(q, i) {
			return true
		}
	}
	return false
}

// shareAskedAt: the share word at i is asked ("what percent", "which
// fraction", "the proportion of"), not told of an offer ("20 percent
// off").
func shareAskedAt(q *question, i int) bool {
	p := q.norm(i - 1)
	return p == "what" || p == "which" || q.norm(i+1) == "of" && (p == "the" || p == "a")
}

// limitAtCasino: a limit proposed is held to one casino, named in the
// sentence that states the limit ("limit each session of mine at X to 100
// minutes", "a daily budget of $200 for Borgata"): set_session_limit
// takes the minutes and set_budget a period and an amount, both for all
// play, so the proposal would cap play everywhere. A casino in another
// sentence ("I lose track of time at X. Limit my sessions to 90
// minutes.") is a story.
func (u *understanding) limitAtCasino() bool {
	m := u.named
	if m == nil || m.e.kind != kindCasino {
		return false
	}
	q := u.q
	for k := m.first; k > 0 && !q.sentenceBreakBefore(k); k-- {
		if limitSentenceWord(q, k-1) {
			return true
		}
	}
	for k := m.last + 1; k < len(q.toks) && !q.sentenceBreakBefore(k); k++ {
		if limitSentenceWord(q, k) {
			return true
		}
	}
	return false
}

// limitSentenceWord: token k says a limit (a word of a limit, or the
// sessions capped). An amount alone does not: "I blew $250 at X. Make
// that my monthly limit." tells of play at X in a sentence of its own.
func limitSentenceWord(q *question, k int) bool {
	w := q.norm(k)
	return limitDayLimitWords[w] || w == "session" || w == "sessions"
}

// hostDismissVerbs end a host's care of the player ("fire my host",
// "replace the host I have"); "get rid of" is read as a phrase.
var hostDismissVerbs = set("fire", "sack", "dismiss", "replace", "ditch", "dump", "drop", "axe", "terminate", "swap", "remove",
	"unassign")

// hostDismissalAsked: the service is told to end a host's care of the
// player ("fire my casino host at X", "sack the host I'm connected to",
// "get rid of my host"): no action removes a host, and the hosts listed
// would answer another question. The verb is no name's word ("Fire Rock
// hosts" are hosts at a casino) and takes its object at once (a word of
// changeObjects or the host), with the host within four words of it in
// the same clause.
func hostDismissalAsked(q *question) bool {
	for i := range q.toks {
		k := i + 1
		if q.phraseAt(i, "get", "rid", "of") {
			k = i + 3
		} else if !hostDismissVerbs[q.norm(i)] || !q.free(i, i) {
			continue
		}
		if w := q.norm(k); !changeObjects[w] && w != "host" && w != "hosts" {
			continue
		}
		for j := k; j <= k+3 && j < len(q.toks) && !q.clauseBreakBefore(j); j++ {
			if w := q.norm(j); w == "host" || w == "hosts" {
				return true
			}
		}
	}
	return false
}

// hostSuperiors are who a host answers to ("the boss of my host", "my
// host's supervisor").
var hostSuperiors = set("boss", "bosses", "supervisor", "supervisors", "superior", "superiors", "manager", "managers",
	"director", "directors")

// hostSuperiorAsked: who a host answers to is asked ("who is the boss of
// my host", "my host's supervisor at X"): a host's profile keeps casinos,
// languages and specialties, never the casino's staff above them, and
// the hosts listed would answer another question. The asker's own boss
// ("my boss wants to know who my host is") is a story, and left alone.
func hostSuperiorAsked(q *question) bool {
	if !q.has("host", "hosts") {
		return false
	}
	for i := range q.toks {
		if hostSuperiors[q.norm(i)] && q.norm(i-1) != "my" && q.norm(i-1) != "our" {
			return true
		}
	}
	return false
}

// deadlineMarks follow "by" or "before" when they name a day a thing is
// wanted by ("by Friday", "before tomorrow", "by next week", "by the end
// of the month", "before the weekend").
var deadlineMarks = union(weekdays, set("tomorrow", "tonight", "next", "end", "weekend", "midnight"))

// deadlineNouns name the last day a thing may be done ("a deadline",
// "the cutoff").
var deadlineNouns = set("deadline", "deadlines", "cutoff", "cutoffs")

// matchDeadlineAsked: a tier match is asked to come by a day, in the
// sentence of the match ("can MGM Gold be matched to Caesars by Friday",
// "will Wynn match my Diamond before the weekend"), or the last day a
// match may be asked for is asked ("is there a deadline to status match
// my Gold", "the cutoff for matching to Wynn"): how long a program takes
// to grant a match, and until when it takes requests, are kept nowhere,
// so a yes would be a guess and the path would answer another question.
// A deadline in a sentence of its own ("My trip is soon. Match my Gold
// to Wynn.") is left to the path.
func matchDeadlineAsked(q *question) bool {
	for i := range q.toks {
		if deadlineNouns[q.norm(i)] && matchInSentence(q, i) {
			return true
		}
		if w := q.norm(i); w != "by" && w != "before" {
			continue
		}
		k := i + 1
		if w := q.norm(k); w == "the" || w == "this" || w == "coming" {
			k++
		}
		if !deadlineMarks[q.norm(k)] {
			continue
		}
		if matchInSentence(q, i) {
			return true
		}
	}
	return false
}

// matchInSentence: a word of a tier match stands in the sentence of
// token i.
func matchInSentence(q *question, i int) bool { return inSentenceOf(q, i, matchWords) }

// inSentenceOf says a word of words stands in the sentence of token i,
// before or after it: a condition told in another sentence is story.
func inSentenceOf(q *question, i int, words map[string]bool) bool {
	return q.sentenceHas(i, (*question).sentenceBreakBefore, func(k int) bool { return words[q.norm(k)] })
}

// voucherMishapWords say a voucher or ticket came to harm or was never
// good ("stolen", "torn", "counterfeit"): a voucher is open, redeemed or
// expired, and none of these is kept.
var voucherMishapWords = set("stolen", "stole", "steal", "theft", "pickpocketed", "damaged", "torn", "ripped", "destroyed",
	"shredded", "counterfeit", "forged", "fake", "fraudulent")

// otherTaxForms are tax forms other than the W-2G ("a 1099", "Form
// 1040", "my W-2"): no action keeps them or rules on them.
var otherTaxForms = set("1099", "1099s", "1099misc", "1099k", "1040", "1040s", "1042", "1042s", "1096", "w2", "w2s", "w9",
	"w9s")

// otherTaxFormNamed: a win's form or the player's forms are asked as
// another tax form ("does a $2,400 jackpot get a 1099", "list my 1099s"):
// the W-2G rule and the W-2Gs kept would answer for another form. A
// question naming the W-2G too ("my W-2Gs, not my 1099s") is left to
// its rules.
func otherTaxFormNamed(q *question) bool {
	return q.hasOf(otherTaxForms) && !q.has("w2g", "w2gs")
}

// contactVerbs reach someone by a call or a message ("call", "phoned",
// "talked to").
var contactVerbs = set("call", "called", "contact", "contacted", "phone", "phoned", "ring", "rang", "rung", "text", "texted",
	"reach", "reached", "talk", "talked", "speak", "spoke", "spoken", "email", "emailed", "message", "messaged", "dial",
	"dialed", "dialled")

// pastAux ask of the asker's past ("did I", "have we", "had I").
var pastAux = set("did", "didnt", "have", "havent", "had")

// pastContactAsked: the help asked is whom the asker called or wrote
// before ("who did I call about problem gambling in Indiana", "which
// helpline have we contacted", "the number I dialed last week"): no
// record keeps the asker's calls, and the help line would answer
// another question. "Who can I call" asks the help line; "I called once,
// who should I call now" tells the past and asks the present.
func pastContactAsked(q *question) bool {
	for i := range q.toks {
		if pastAux[q.norm(i)] && (q.norm(i+1) == "i" || q.norm(i+1) == "we") && contactVerbs[q.norm(i+2)] {
			return true
		}
	}
	return false
}

// casinoWords name casinos as places a fact may differ by.
var casinoWords = set("casino", "casinos", "property", "properties", "venue", "venues")

// eachLeads spread a fact over every casino ("at each casino", "per
// casino", "by casino").
var eachLeads = set("each", "every", "per", "by", "different", "various")

// perCasinoAsked: a game's facts or a play's comps are asked casino by
// casino ("the keno house edge at each casino", "comps per property"):
// the tables keep one edge and one pace a game, the same everywhere, so
// the answer would say every casino is alike, which no table knows.
func perCasinoAsked(q *question) bool {
	for i := 1; i < len(q.toks); i++ {
		if casinoWords[q.norm(i)] && eachLeads[q.norm(i-1)] {
			return true
		}
	}
	return false
}

// countNouns are what a casino's floor is counted in ("tables",
// "machines", "wheels").
var countNouns = set("table", "tables", "machine", "machines", "wheel", "wheels", "games", "terminals")

// gameCountAsked: a casino's floor is counted by one game other than
// slots ("how many craps tables does X have", "the number of video poker
// machines"): the directory keeps its slot machines and its table games
// as a whole, never one table game's count, so the details would answer
// another question.
func gameCountAsked(q *question) bool {
	if !q.has("many", "number", "count") {
		return false
	}
	for i := range q.toks {
		for _, g := range games {
			if g.game != "slots" && q.phraseAt(i, g.words...) && countNouns[q.norm(i+len(g.words))] {
				return true
			}
		}
	}
	return false
}

// othersFor are those a match may be asked for besides the player ("for
// spouses", "for my family", "for guests").
var othersFor = union(otherPeople, set("family", "families", "household", "households", "relative", "relatives", "guest", "guests",
	"companion", "companions", "dependent", "dependents", "kid", "kids", "child", "children", "spouses"))

// matchForOthers: a tier match is asked for someone besides the player
// ("will Caesars match Boyd Onyx for spouses", "can my wife get my
// Diamond matched"): a path says what a program grants a member who asks,
// never what it extends to others, so the path would answer another
// question. "For" may take "my", "our" or "their" before the person.
func matchForOthers(q *question) bool {
	for i := range q.toks {
		if q.norm(i) != "for" {
			continue
		}
		k := i + 1
		if w := q.norm(k); w == "my" || w == "our" || w == "their" || w == "your" || w == "a" {
			k++
		}
		if w := q.norm(k); othersFor[w] || othersFor[strings.TrimSuffix(w, "s")] {
			return true
		}
	}
	return false
}

// yearBeyond: a year after this one is named ("in 2030"): a prediction
// answers the next period only.
func (u *understanding) yearBeyond() bool {
	for _, t := range u.q.toks {
		if y, ok := yearOf(t.norm); ok && y > u.today.Year() {
			return true
		}
	}
	return false
}

// occasionNouns are days of the asker's life or of the calendar an offer
// could be sent for ("my birthday", "our anniversary", "Christmas").
var occasionNouns = set("birthday", "birthdays", "bday", "anniversary", "anniversaries", "christmas", "xmas",
	"thanksgiving", "holiday", "holidays", "easter", "halloween", "valentines")

// occasionLeads put an occasion as the time of a thing ("on my
// birthday", "for our anniversary", "around Christmas").
var occasionLeads = set("on", "for", "at", "around", "over", "by", "near")

// occasionOfferAsked: the offer to come is asked for an occasion, in the
// clause that asks what is sent ("what will X send me on my birthday",
// "which of my casinos will mail me the best offer for our
// anniversary"): a prediction is for the next period and from the play
// kept, no record keeps a birthday, and the next offer would answer
// another question. An occasion in a clause or a sentence of its own
// ("Heading there for my birthday, what will they send me next?") is
// the asker's story.
func occasionOfferAsked(q *question) bool {
	for i := 1; i < len(q.toks); i++ {
		if !occasionNouns[q.norm(i)] {
			continue
		}
		k := i - 1
		if possessivesAndArticles[q.norm(k)] && k > 0 && !q.clauseBreakBefore(k) {
			k--
		}
		if !occasionLeads[q.norm(k)] || q.clauseBreakBefore(k+1) {
			continue
		}
		if q.sentenceHas(i, (*question).clauseBreakBefore, func(j int) bool { return sendVerbs[q.norm(j)] }) {
			return true
		}
	}
	return false
}

// unkeptStatuses are states a trip, session, visit, offer or voucher is
// said to be in that no record keeps ("cancelled trips", "offers
// disputed"): offers are available, redeemed, declined or expired,
// vouchers open, redeemed or expired, and the rest keep no status.
var unkeptStatuses = set("cancelled", "canceled", "cancel", "postponed", "postpone", "rescheduled", "disputed", "dispute",
	"contested", "refunded", "voided", "appealed", "revoked", "reversed", "rebooked",
	// "my pending offers", "unconfirmed vouchers": an offer is
	// available, redeemed, declined or expired, never waiting
	"pending", "unconfirmed", "unapproved")

// statusRecordNouns are the records such a state would be of.
var statusRecordNouns = set("trip", "trips", "session", "sessions", "visit", "visits", "offer", "offers", "voucher", "vouchers",
	"ticket", "tickets", "w2g", "w2gs", "form", "forms")

// unkeptStatusAsked: the player's records are asked in a state none
// keeps, in the sentence that names them ("my cancelled trips to X",
// "what offers do I have disputed with X", "which sessions did I
// postpone"): the list would show every record, as if all were in it.
// A state told in a sentence of its own ("We cancelled one trip. Show
// my trips in 2025.") is a story.
func unkeptStatusAsked(q *question) bool {
	for i := range q.toks {
		if unkeptStatuses[q.norm(i)] && inSentenceOf(q, i, statusRecordNouns) {
			return true
		}
	}
	return false
}

// windowUnits measure a window of days ahead ("within 14 days").
var windowUnits = set("day", "days", "week", "weeks", "month", "months")

// windowAnchors tie such a window to a day ("of", "after", "before").
var windowAnchors = set("of", "after", "before", "around", "from", "since")

// windowToday are the anchors that are today ("from now", "of today").
var windowToday = set("today", "now", "tonight")

// windowAnchored: the window of days is counted from a day other than
// today ("within 14 days of my birthday", "a week after my trip"):
// expiring offers count from today, and no record keeps the other day.
// The window is counted ("14 days", "a week"): "the last day of the
// month" names a day, which the window's own rules read.
func windowAnchored(q *question) bool {
	for i := range q.toks {
		if !windowUnits[q.norm(i)] || !windowAnchors[q.norm(i+1)] || windowToday[q.norm(i+2)] || q.norm(i+2) == "" {
			continue
		}
		if p := q.norm(i - 1); numericWord(p) || countWords[p] || p == "a" || p == "an" {
			return true
		}
	}
	return false
}

// otherCurrencies are money other than the U.S. dollar ("in euros",
// "in pounds", "in bitcoin").
var otherCurrencies = set("euro", "euros", "eur", "pound", "pounds", "sterling", "gbp", "yen", "jpy", "peso", "pesos", "mxn",
	"cad", "yuan", "rmb", "rupee", "rupees", "franc", "francs", "krona", "kronor", "bitcoin", "bitcoins", "btc", "crypto",
	"ethereum")

// foreignDollars name another country's dollar ("Canadian dollars").
var foreignDollars = set("canadian", "australian", "aussie", "singapore", "hong", "nz")

// nonMoneyUnits follow an amount that is not money ("250 chips", "100
// credits").
var nonMoneyUnits = set("chip", "chips", "credit", "credits", "token", "tokens", "coin", "coins", "point", "points",
	"marker", "markers")

// currencySigns are the signs of money other than the U.S. dollar
// written before or after an amount ("€2,000", "£1,500", "¥50000").
const currencySigns = "€£¥₹₩₱₿"

// otherMoneyAsked: the player's money is asked or set in a currency or
// unit the service has no place for ("my bankroll in euros", "a budget
// of 250 chips a week"): money is kept and set in U.S. dollars, and the
// figure in dollars would answer another question.
func otherMoneyAsked(q *question) bool {
	if otherCurrencyNamed(q) {
		return true
	}
	for i, t := range q.toks {
		if _, _, ok := number(t.norm); ok && !strings.Contains(t.raw, "$") && nonMoneyUnits[q.norm(i+1)] {
			return true
		}
	}
	return false
}

// otherCurrencyNamed: an amount is in a currency other than the U.S.
// dollar, by its name ("2,000 euros", "Canadian dollars") or its sign
// ("€2,000", "£1,500"): the W-2G rule and all money kept are in U.S.
// dollars, and the rule read for the bare figure would answer another
// question. Chips and credits are otherMoneyAsked's alone: a W-2G asked
// of a jackpot "on 5 credits a spin" has its dollars.
func otherCurrencyNamed(q *question) bool {
	for i, t := range q.toks {
		if otherCurrencies[t.norm] || foreignDollars[t.norm] && (q.norm(i+1) == "dollar" || q.norm(i+1) == "dollars") {
			return true
		}
		if _, _, ok := number(t.norm); ok && (strings.ContainsAny(t.raw, currencySigns) ||
			strings.ContainsAny(lastRune(q.text[:t.start]), currencySigns) || strings.ContainsAny(firstRune(q.text[t.end:]), currencySigns)) {
			return true
		}
	}
	return false
}

// lastRune and firstRune are the last and first character of s, "" when
// it is empty.
func lastRune(s string) string {
	r, n := utf8.DecodeLastRuneInString(s)
	if n == 0 || r == utf8.RuneError {
		return ""
	}
	return string(r)
}

func firstRune(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 || r == utf8.RuneError {
		return ""
	}
	return string(r)
}

// statusListIntents are the lists of the player's records a state could
// be asked of.
var statusListIntents = set(MyTrips, MySessions, MyVisits, MyOffers, MyVouchers, ExpiringOffers, MyW2Gs)

// nearMissOfAnswer is the answer to a question whose intent reads a
// table or a prediction but that asks of it what the table cannot say: a
// game's facts casino by casino, one game's count on a casino's floor, a
// match for others, a prediction years ahead. False when it is none.
func (u *understanding) nearMissOfAnswer(in Intent) (Intent, bool) {
	q := u.q
	switch {
	case (in.Name == GameFacts || in.Name == CompEstimate) && perCasinoAsked(q):
		return unknownBecause("/ask knows one house edge and pace a game, the same at every casino; ask e.g. \"the house edge on keno\"."), true
	case in.Name == CasinoDetail && gameCountAsked(q):
		return unknownBecause("The directory keeps a casino's slot machines and table games as a whole, not one game's tables; ask e.g. \"how many table games does Borgata have\"."), true
	case in.Name == TierMatchPaths && matchForOthers(q):
		return unknownBecause("/ask knows what a tier match grants the member who asks, not what it extends to others; ask e.g. \"match my Boyd Onyx to Caesars Rewards\"."), true
	case in.Name == TierMatchPaths && matchFrequencyAsked(q):
		return unknownBecause("/ask knows what a tier match grants the member who asks, not how often a program grants one; ask e.g. \"match my Boyd Onyx to Caesars Rewards\"."), true
	case (in.Name == W2GRule || in.Name == RGHelp || in.Name == GameFacts) && u.foreignRegionNamed():
		return unknownBecause("/ask knows the U.S. W-2G rule, U.S. help lines and one table of game facts, not another country's; ask e.g. \"does a $1,500 keno win need a W-2G\"."), true
	case in.Name == W2GRule && otherCurrencyNamed(q):
		// "would a €2,000 slot jackpot need a W-2G": the rule's
		// thresholds are in U.S. dollars, and the rule read for 2,000
		// dollars would answer another question
		return unknownBecause("/ask knows the U.S. W-2G rule, whose thresholds are in U.S. dollars, not a win in another currency; ask e.g. \"does a $1,500 keno win need a W-2G\"."), true
	case in.Name == CompEstimate && (travelRewardAsked(q) || otherMoneyAsked(q)):
		return unknownBecause("/ask estimates comps in U.S. dollars and program points, not in miles or another currency; ask e.g. \"comps for 4 hours of $10 craps\"."), true
	case presentReads[in.Name] && u.yearBeyond():
		return unknownBecause("/ask reads your tiers, progress, bankroll, limits and hosts as they are now, not in a year to come; ask e.g. \"which tiers do I hold\"."), true
	case presentReads[in.Name] && (dayToComeAsked(q) || keptToComeAsked(q) || monthToComeAsked(q)):
		// "on what date will I hit Onyx with Boyd", "when will we make
		// Diamond", "will I keep my tier at Borgata": the day the asker
		// gets somewhere, or whether a tier lasts, is a forecast; the
		// tiers and progress are as they are now
		return unknownBecause("/ask reads your tiers and progress as they are now, not when you will reach a tier or whether you will keep one; ask e.g. \"how far am I from the next tier at Borgata\"."), true
	case (in.Name == MyOffers || in.Name == ExpiringOffers) && offerChannelAsked(q):
		// "what offers did Borgata send me by text": an offer's record
		// keeps its casino, kind and dates, not how it was sent; all the
		// offers would answer another question
		return unknownBecause("An offer's record keeps its casino, kind and dates, not whether it came by email, text or mail; ask e.g. \"my offers from Borgata\"."), true
	case in.Name == MyLimits && u.limitsSetByOthers():
		return unknownBecause("Tierline keeps only the limits you set yourself, not limits a casino or a state put on your play; ask e.g. \"what limits have I set\"."), true
	case in.Name == CompPredict && u.yearBeyond():
		return unknownBecause("/ask predicts the next offer from your play, not one years ahead; ask e.g. \"what offer is Borgata likely to send me next\"."), true
	case (in.Name == CompPredict || in.Name == CompPredictAll) && occasionOfferAsked(q):
		return unknownBecause("/ask predicts the next offer from your play, not one for an occasion; ask e.g. \"what offer is Borgata likely to send me next\"."), true
	case in.Name == ProgramDetail && u.tier == nil && rungPointedAt(q):
		return unknownBecause("The question points to a tier it does not name: name it, e.g. \"what does Ruby take in Boyd Rewards\"."), true
	case in.Name == GameFacts && u.game != "" && !gaming.IsGameType(u.game):
		// "the house edge when I play bingo": bingo is a game of the W-2G
		// rule, not one of the game types the table of edges is kept by
		return unknownBecause("The table of house edges is kept by the game types " + strings.Join(gaming.GameTypes, ", ") +
			", and " + u.game + " is none of them; ask e.g. \"the house edge on keno\"."), true
	case tierReads[in.Name] && u.unheldTierNamed() != "":
		return unknownBecause("No program the question names has a tier called " + u.unheldTierNamed() +
			": name a tier of the program's own ladder, e.g. \"what does Emerald take in Boyd Rewards\", or ask for its tiers."), true
	case in.Name == TierMatchPaths && u.unknownProgramMatchedInto() != "":
		return unknownBecause(u.unknownProgramMatchedInto() + " names no program Tierline knows, so no match into it can be looked up; ask e.g. \"what programs do you cover\"."), true
	case in.Name == CasinoDetail && u.clubOfCasinoNamed():
		// "tell me about the Club Viejas rewards program": a program
		// named after the casino that Tierline does not have; the
		// casino's details would answer for the casino, not the program
		return unknownBecause(u.namedText() + " is a casino, and Tierline knows no program named after it that way; ask e.g. \"which rewards program does " + u.namedText() + " use\"."), true
	case in.Name == CasinoDetail && u.casinoMisplaced() != "":
		return unknownBecause("The directory has " + u.casinoMisplaced() + ": say which casino you mean, or ask for the casinos of that place."), true
	case in.Name == FindCasinos && u.stateWithoutCasinos(in) != "":
		return unknownBecause("The directory lists no casino in " + u.stateWithoutCasinos(in) + ", so a search there finds none; ask for the casinos of a state it covers, e.g. \"casinos in Indiana\"."), true
	case (in.Name == FindHosts || in.Name == MyHosts) && u.noLanguage != "":
		return unknownBecause(u.noLanguage + " is no language Tierline knows a host to speak; ask e.g. \"hosts who speak Spanish\"."), true
	}
	return in, false
}

// rungPointedAt says the question asks what "that" or "this" takes
// ("How many tier credits does that take in Boyd Rewards?", "what did
// this need"): one rung, pointed to rather than named, which the
// program's whole ladder would not answer. A message whose story names
// the rung never gets here: the story rules lend the tier first.
func rungPointedAt(q *question) bool {
	for i := range q.toks {
		w := q.norm(i)
		if (w == "that" || w == "this") && (q.norm(i-1) == "does" || q.norm(i-1) == "did" || q.norm(i-1) == "would") &&
			slices.Contains(rungAskVerbs, q.norm(i+1)) {
			return true
		}
	}
	return false
}

// foreignRegions are provinces and countries outside the United States,
// where casinos and their tax rules are not the U.S. ones ("in Ontario",
// "in British Columbia" is read as a phrase of two). Some are also the
// names of U.S. towns (Ontario, California), which is why a town read
// does not settle where the asker means.
var foreignRegions = set("ontario", "quebec", "alberta", "manitoba", "saskatchewan", "yukon", "nunavut", "newfoundland",
	"labrador", "canada", "mexico", "macao", "monaco", "england", "britain", "uk", "scotland", "wales", "ireland", "europe",
	"australia", "bahamas", "aruba", "singapore", "philippines", "japan", "cambodia", "abroad", "overseas")

// foreignRegionPairs are such regions of two words.
var foreignRegionPairs = [][]string{{"british", "columbia"}, {"nova", "scotia"}, {"new", "brunswick"},
	{"prince", "edward"}, {"united", "kingdom"}}

// regionPrepositions put a win or a program in a region ("in Ontario",
// "from Quebec").
var regionPrepositions = set("in", "from", "at", "across", "throughout", "within", "inside",
	// "the helpline number for British Columbia", "the W-2G rule for
	// Ontario": what is asked is for that region
	"for")

// foreignRegionNamed: a province or country outside the United States is
// where a win, a game or the help asked is ("would a $1,500 keno jackpot
// need a W-2G in Ontario", "how do I self-exclude in Quebec"): the W-2G
// rule, the game tables and the help lines kept are the U.S. ones, and
// answering them would answer for another country. "Mexico" in "New
// Mexico" is the state, and a region said with a U.S. state ("Ontario,
// California") is the U.S. town.
func (u *understanding) foreignRegionNamed() bool {
	if u.state != nil {
		return false
	}
	q := u.q
	for i := 1; i < len(q.toks); i++ {
		if !regionPrepositions[q.norm(i-1)] && q.norm(i) != "abroad" && q.norm(i) != "overseas" {
			continue
		}
		if foreignRegions[q.norm(i)] && !(q.norm(i) == "mexico" && q.norm(i-1) == "new") && !usStateAt(q, i+1) {
			return true
		}
		for _, p := range foreignRegionPairs {
			if q.phraseAt(i, p...) && !usStateAt(q, i+len(p)) {
				return true
			}
		}
	}
	return false
}

// usStateAt: a U.S. state is named at token k, by its name or its
// two-letter code typed in capitals ("Ontario, California", "Ontario,
// CA"); "in" typed small is a word, not Indiana.
func usStateAt(q *question, k int) bool {
	if k >= len(q.toks) {
		return false
	}
	if stateNames[q.norm(k)] || stateNames[q.norm(k)+" "+q.norm(k+1)] {
		return true
	}
	_, isCode := directory.States[q.toks[k].raw]
	return isCode
}

// repeatCounts say how many times a thing is done in a period ("twice",
// "three times").
var repeatCounts = set("once", "twice", "thrice", "times")

// repeatPeriods follow a count of times to make it a rate ("twice a
// year", "once every year", "three times per month").
var repeatPeriods = set("a", "per", "each", "every", "in")

// matchFrequencyAsked: how often a tier match may be made is asked ("can
// I status match X to Y twice a year", "how often can I match my Gold",
// "more than once", "how many times"): a path says what a program grants
// a member who asks, never how often it grants it, so the path would
// answer another question. "Once" as a conjunction ("once my trip is
// over") is no count.
func matchFrequencyAsked(q *question) bool {
	if q.hasPhrase("how", "often") || q.hasPhrase("how", "many", "times") || q.hasPhrase("more", "than", "once") {
		return true
	}
	for i := range q.toks {
		if !repeatCounts[q.norm(i)] || !repeatPeriods[q.norm(i+1)] {
			continue
		}
		if k := i + 2; windowUnits[q.norm(k)] || q.norm(k) == "year" || q.norm(k) == "years" || q.norm(k) == "lifetime" ||
			q.norm(i+1) == "in" && q.norm(k) == "a" && (windowUnits[q.norm(k+1)] || q.norm(k+1) == "year") {
			return true
		}
	}
	return false
}

// groupNouns are what the player's records could be grouped or counted
// by ("by state", "per casino", "game by game").
var groupNouns = set("state", "states", "town", "towns", "city", "cities", "region", "regions", "casino", "casinos",
	"property", "properties", "game", "games", "program", "programs", "brand", "brands", "tribe", "tribes",
	// "my check-ins by weekday": the records keep the date, and no list
	// groups or counts them by the day of the week
	"weekday", "weekdays")

// groupLeads put a group noun as the key of a grouping ("by state", "per
// casino").
var groupLeads = set("by", "per")

// recordsGrouped: the player's records are asked grouped or counted by a
// place, a casino or a game ("count the check-ins I've logged by state",
// "my sessions per casino", "my trips state by state"): the lists are in
// date order, filtered by casino, game and dates, and no action groups
// or counts them by anything, so the list would answer another question
// (and "casinos by state" is no casino's name).
func recordsGrouped(q *question) bool {
	for i := 1; i < len(q.toks); i++ {
		if groupLeads[q.norm(i-1)] && groupNouns[q.norm(i)] {
			return true
		}
	}
	return false
}

// dayNouns name a day asked for after "what" or "which" ("on what date",
// "which day").
var dayNouns = set("date", "day", "month", "week", "year")

// dayToComeAsked says the question asks when the asker will do something
// ("when will I hit Onyx", "on what date will we make Gold", "when am I
// going to reach Diamond"): the day of a thing to come, which no action
// foresees. "when does my tier expire" asks a deadline kept, and is left.
func dayToComeAsked(q *question) bool {
	for i := range q.toks {
		k := -1
		switch {
		case q.norm(i) == "when":
			k = i + 1
		case (q.norm(i) == "what" || q.norm(i) == "which") && dayNouns[q.norm(i+1)]:
			k = i + 2
		}
		if k < 0 {
			continue
		}
		switch {
		case (q.norm(k) == "will" || q.norm(k) == "would") && (q.norm(k+1) == "i" || q.norm(k+1) == "we"),
			q.norm(k) == "ill" || q.norm(k) == "well" && strings.ContainsAny(q.toks[k].raw, "'’"),
			(q.norm(k) == "am" || q.norm(k) == "are") && (q.norm(k+1) == "i" || q.norm(k+1) == "we") &&
				(q.norm(k+2) == "gonna" || q.norm(k+2) == "going" && q.norm(k+3) == "to"):
			return true
		}
	}
	return false
}

// monthToComeAsked says the question asks where the asker will be at a
// month named ("where will I stand in August", "what tier will we hold
// by March"): "will" with "i" or "we" (or "i'll") and a month after
// "in", "by" or "at" is a forecast, where the tiers and progress are as
// they are now.
func monthToComeAsked(q *question) bool {
	future := false
	for i := range q.toks {
		if (q.norm(i) == "will" || q.norm(i) == "would") && (q.norm(i+1) == "i" || q.norm(i+1) == "we") ||
			q.norm(i) == "ill" && strings.ContainsAny(q.toks[i].raw, "'’") {
			future = true
		}
	}
	if !future {
		return false
	}
	for i := range q.toks {
		if _, ok := months[q.norm(i)]; ok && monthLeads[q.norm(i-1)] {
			return true
		}
	}
	return false
}

// monthLeads put a month as the time of a thing ("in August", "by May").
var monthLeads = set("in", "by", "at", "around", "come", "until", "till", "before")

// channelWords are the ways an offer comes ("by email", "via text").
var channelWords = set("email", "emails", "e-mail", "emailed", "text", "texts", "sms", "mail", "post", "phone", "app",
	"letter", "postcard", "newsletter")

// offerChannelAsked: an offer asked by the way it came ("sent me by
// email", "via text", "in the mail"): the channel is a field no offer's
// record holds.
func offerChannelAsked(q *question) bool {
	for i := range q.toks {
		w := q.norm(i)
		if (w == "by" || w == "via" || w == "through" || w == "thru" || w == "over") && channelWords[q.norm(i+1)] {
			return true
		}
		if (w == "by" || w == "via" || w == "through" || w == "over" || w == "in") && (q.norm(i+1) == "the" || q.norm(i+1) == "an") &&
			channelWords[q.norm(i+2)] {
			return true
		}
	}
	return false
}

// keptVerbs say whether what the player holds lasts ("keep", "lose").
var keptVerbs = set("keep", "lose", "hold", "retain", "drop", "stay", "still")

// keptToComeAsked says the question asks whether the asker will keep or
// lose what they hold ("will I keep my tier at Borgata", "would we lose
// Gold"): a forecast, which no action makes.
func keptToComeAsked(q *question) bool {
	for i := range q.toks {
		if (q.norm(i) == "will" || q.norm(i) == "would") && (q.norm(i+1) == "i" || q.norm(i+1) == "we") && keptVerbs[q.norm(i+2)] {
			return true
		}
	}
	return false
}

// presentReads read what the player holds now: tiers, progress to the
// next tier, the bankroll, the limits and hosts. Asked of a year to come
// ("the tiers I will hold in 2027"), they would answer with today's,
// which is a forecast no action makes.
var presentReads = set(MyTiers, TierProgress, Bankroll, MyLimits, MyHosts)

// taxPayVerbs pay or settle what is owed ("pay my taxes", "settle the
// tax bill").
var taxPayVerbs = set("pay", "settle", "remit", "prepay", "clear")

// taxDueNouns are what such a verb pays ("my gambling taxes", "the tax
// bill", "what I owe the IRS").
var taxDueNouns = set("tax", "taxes", "bill", "bills", "irs", "dues")

// taxPaymentAsked: the service is told to pay the player's taxes ("pay
// my gambling taxes for 2024", "could you settle the tax bill on my
// W-2Gs"): no action pays anything, and the summary or forms read would
// answer another question. The verb opens the request, after polite
// words at most, and takes its tax within three words in its clause;
// "how much did I pay in taxes" asks what was paid, and is left alone.
func taxPaymentAsked(q *question) bool {
	for i := q.opening(); i < len(q.toks); i++ {
		if !taxPayVerbs[q.norm(i)] {
			if politeOpening[q.norm(i)] {
				continue
			}
			return false
		}
		for k := i + 1; k <= i+3 && k < len(q.toks) && !q.clauseBreakBefore(k); k++ {
			if taxDueNouns[q.norm(k)] {
				return true
			}
		}
		return false
	}
	return false
}

// limitSetters are who besides the player could put a limit on play
// ("the casino", "the state", "my host").
var limitSetters = set("casino", "casinos", "property", "house", "host", "hosts", "state", "states", "regulator", "regulators",
	"commission", "management", "manager", "managers", "staff", "operator", "they", "government")

// limitSetVerbs put a limit in place ("set", "imposed", "placed").
var limitSetVerbs = set("set", "put", "place", "placed", "impose", "imposed", "apply", "applied", "enforce", "enforced")

// limitsSetByOthers: the limits asked are ones someone else put on the
// player's play ("what limits has the casino set on my play", "limits
// imposed on me by the state", "which limits did Borgata put on me",
// "what did my host set"): the service keeps only the limits the player
// set, so those read would answer another question. The setter is the
// subject after an auxiliary (a word of limitSetters or the casino
// named) or follows "by"; "limits set by me" is the player's.
func (u *understanding) limitsSetByOthers() bool {
	q := u.q
	for i := 1; i < len(q.toks); i++ {
		if !limitSetVerbs[q.norm(i)] {
			continue
		}
		if p := q.norm(i - 1); limitSetters[p] && (subjectAux[q.norm(i-2)] || subjectAux[q.norm(i-3)]) {
			return true
		}
		if m := u.named; m != nil && m.last == i-1 && subjectAux[q.norm(m.first-1)] {
			return true
		}
		for k := i + 1; k < len(q.toks) && !q.clauseBreakBefore(k); k++ {
			if q.norm(k) != "by" {
				continue
			}
			if w := q.norm(k + 1); limitSetters[w] || (w == "the" || w == "a") && limitSetters[q.norm(k+2)] ||
				u.named != nil && u.named.first == k+1 {
				return true
			}
		}
	}
	return false
}

// hostMarks are what would be kept of a host's conduct ("complaints
// filed", "reprimanded"): a host's profile keeps casinos, languages,
// specialties and a bio, never a record of conduct.
var hostMarks = set("complaint", "complaints", "complained", "grievance", "grievances", "lawsuit", "lawsuits", "sued",
	"reprimand", "reprimands", "reprimanded", "disciplined", "discipline", "violation", "violations", "infraction",
	"infractions", "misconduct", "suspended", "suspension")

// hostConductAsked: hosts are asked by a record of their conduct ("which
// hosts at X have complaints filed", "hosts who were reprimanded"): no
// profile keeps one, and the hosts listed would answer another question.
func hostConductAsked(q *question) bool {
	return q.has("host", "hosts") && q.hasOf(hostMarks)
}

// hostAbsences follow "on" or "off" when a host is away or at work ("on
// vacation", "on leave", "off duty", "on shift").
var (
	hostAwayOn  = set("vacation", "vacations", "holiday", "holidays", "leave", "break", "sabbatical", "furlough", "duty", "shift", "call", "pto")
	hostAwayOff = set("duty", "work", "today", "tonight", "tomorrow", "shift")
)

// hostAbsenceAsked: hosts are asked by whether they are away or at work
// ("which hosts at X are on vacation", "hosts off duty today", "is my
// host out sick"): a host's profile keeps whether they accept new
// players, never their days at work, and the hosts listed would answer
// another question.
func hostAbsenceAsked(q *question) bool {
	if !q.has("host", "hosts") {
		return false
	}
	for i := range q.toks {
		switch q.norm(i) {
		case "on":
			if hostAwayOn[q.norm(i+1)] || possessivesAndArticles[q.norm(i+1)] && hostAwayOn[q.norm(i+2)] && q.norm(i+2) != "call" {
				return true
			}
		case "off":
			if hostAwayOff[q.norm(i+1)] {
				return true
			}
		case "out":
			if q.norm(i+1) == "sick" || q.phraseAt(i+1, "of", "office") {
				return true
			}
		}
	}
	return false
}

// mileWords name travel rewards with "miles" or "points" after them
// ("airline miles", "frequent flyer points").
var mileWords = set("airline", "airlines", "flyer", "flier", "flight", "award", "travel")

// travelRewardAsked: comps or money are asked in travel rewards ("in
// airline miles", "paid in miles", "in SkyMiles"): comps are estimated
// in dollars and points of the casino's program, and the dollars would
// answer another question. Miles after a number are a distance ("25
// miles"), and left alone; points count only after a word of travel
// ("airline points"), for the program's points are estimated.
func travelRewardAsked(q *question) bool {
	for i := range q.toks {
		w := q.norm(i)
		if w == "skymiles" || w == "avios" || w == "aadvantage" || mileWords[w] && (q.norm(i+1) == "points" || q.norm(i+1) == "credits") {
			return true
		}
		if w != "miles" && w != "mile" {
			continue
		}
		p := q.norm(i - 1)
		if _, _, ok := number(p); ok || numericWord(p) || countWords[p] {
			continue
		}
		return true
	}
	return false
}

// tierReads are the intents that read a program's tiers: its ladder, one
// tier's threshold, and the match paths from a tier.
var tierReads = set(ProgramDetail, TierRequirement, TierMatchPaths, TierMatchSuggestions)

// programsInPlay are the programs a question names, by name, brand or a
// casino of the program.
func (u *understanding) programsInPlay() []int {
	programs := slices.Clone(u.programs)
	for _, m := range u.programMentions() {
		if !slices.Contains(programs, m.program) {
			programs = append(programs, m.program)
		}
	}
	for _, ci := range u.casinos {
		if p := u.ix.programOf(u.ix.lex.Casinos[ci].ProgramID); p >= 0 && !slices.Contains(programs, p) {
			programs = append(programs, p)
		}
	}
	return programs
}

// unheldTierNamed is a tier the question names that none of the programs
// it names has: a numbered tier past the ladder's ("Tier 7 in Genting
// Rewards") or of a program with no numbered tiers, or another program's
// tier by a name no everyday word has ("my MGM Ruby", "Onyx at Caesars
// Rewards"). The ladder, a threshold or a match path would answer for
// another tier. "" when every tier named is the program's.
func (u *understanding) unheldTierNamed() string {
	q := u.q
	programs := u.programsInPlay()
	if len(programs) == 0 {
		return ""
	}
	held := func(i int) bool {
		for _, p := range programs {
			for _, t := range u.ix.lex.Programs[p].Tiers {
				if words := norms(t); len(words) > 0 && q.namePhraseAt(i, words...) {
					return true
				}
			}
		}
		return false
	}
	for i := range q.toks {
		if _, dec, ok := number(q.norm(i + 1)); q.norm(i) == "tier" && ok && !dec && !held(i) {
			return "Tier " + q.toks[i+1].raw
		}
	}
	for _, p := range u.ix.lex.Programs {
		for _, t := range p.Tiers {
			words := norms(t)
			if len(words) == 0 || words[0] == "tier" || len(words) == 1 && everydayTierNames[words[0]] {
				continue
			}
			for i := range q.toks {
				if q.free(i, i+len(words)-1) && q.namePhraseAt(i, words...) && !held(i) {
					return t
				}
			}
		}
	}
	return ""
}

// unknownProgramMatchedInto is the name the question matches a status
// into ("matched into Acme Rewards", "match it to Club Orion") when no
// program, brand or casino of a program Tierline knows is named there
// (a casino whose program is not shipped is no target either): the
// paths without the target would answer for every program. "" when
// there is none.
func (u *understanding) unknownProgramMatchedInto() string {
	q := u.q
	mentions := u.programMentions()
	for i := range q.toks {
		if w := q.norm(i); w != "to" && w != "into" {
			continue
		}
		at := i + 1
		if q.norm(at) == "the" {
			at++
		}
		mentioned := func(k int) bool {
			return slices.ContainsFunc(mentions, func(m programMention) bool { return m.first <= k && k <= m.last })
		}
		if m := u.named; m != nil && m.first == at && m.e.kind == kindCasino && !mentioned(at) {
			// "match my Caesars Diamond to Wind Creek": casinos whose
			// program Tierline does not have
			return u.namedText()
		}
		if at >= len(q.toks) || !q.free(at, at) || mentioned(at) || !capitalized(q.toks[at].raw) && (!programNouns[q.norm(at+1)] || fillerWords[q.norm(at)] || possessivesAndArticles[q.norm(at)]) {
			// "match to at MGM Rewards", "match to my tier": no name
			continue
		}
		end := at
		for end+1 < len(q.toks) && q.free(end+1, end+1) && !mentioned(end+1) && (programNouns[q.norm(end+1)] || capitalized(q.toks[end+1].raw)) {
			end++
		}
		var words []string
		for k := at; k <= end; k++ {
			words = append(words, q.toks[k].raw)
		}
		return strings.Join(words, " ")
	}
	return ""
}

// clubOfCasinoNamed: the one casino named is made a program's name by
// "Club" before it or after it ("the Club Viejas rewards program",
// "Viejas Club"), where no program of that name is known (a shipped
// program's name, "Club Sycuan", is read as the program before this):
// the casino's details would answer for the casino, not the program. A
// "players club" after the casino's name ("the Borgata players club")
// is the casino's club, whose program its details give.
func (u *understanding) clubOfCasinoNamed() bool {
	m := u.named
	if m == nil || m.e.kind != kindCasino || len(u.programs) > 0 {
		return false
	}
	q := u.q
	if q.norm(m.first-1) == "club" && q.free(m.first-1, m.first-1) {
		return true
	}
	return m.last+1 < len(q.toks) && q.toks[m.last+1].raw == "Club" && q.free(m.last+1, m.last+1)
}

// capitalized says a word is written with a capital, as a name is.
func capitalized(raw string) bool {
	return raw != "" && unicode.IsUpper([]rune(raw)[0])
}

// casinoMisplaced says, for the one casino a question names with a town
// or a state, where the directory has it when that is not the place
// named ("Borgata in Las Vegas" is in Atlantic City, NJ): the details
// would be of a casino the asker does not place there. "" when the place
// is the casino's, or none is named.
func (u *understanding) casinoMisplaced() string {
	if len(u.casinos) != 1 {
		return ""
	}
	c := u.ix.lex.Casinos[u.casinos[0]]
	where := c.Name + " in " + c.City + ", " + c.State
	if u.state != nil && u.state.Code != c.State {
		return where + ", not " + u.state.Name
	}
	if u.city == nil || u.city.point != "" || len(u.city.cities) == 0 {
		return ""
	}
	for _, city := range u.city.cities {
		if strings.EqualFold(city.Name, c.City) && city.State == c.State || u.ix.townNearCasino(city, c) {
			return ""
		}
	}
	return where + ", not " + u.city.text
}

// metroKm is how far a casino may stand from a casino of the town it is
// named with and still be of that town's area, as people place it
// ("Green Valley Ranch in Las Vegas" is in Henderson, 15 km away).
const metroKm = 40

// townNearCasino says a casino of the directory in town stands within
// metroKm of c: the town is c's area, though not its address. A town
// with no casino of the directory has no point to measure from.
func (ix *Index) townNearCasino(town City, c Casino) bool {
	if c.Lat == nil || c.Lon == nil {
		return false
	}
	for _, o := range ix.lex.Casinos {
		if o.Lat != nil && o.Lon != nil && o.State == town.State && strings.EqualFold(o.City, town.Name) &&
			directory.DistanceKm(*c.Lat, *c.Lon, *o.Lat, *o.Lon) <= metroKm {
			return true
		}
	}
	return false
}

// stateWithoutCasinos is the name of the state a directory search asks
// for when the directory has no casino there ("casinos in Kentucky"): an
// empty list would read as a search made, so the reason is said. ""
// otherwise.
func (u *understanding) stateWithoutCasinos(in Intent) string {
	code, ok := in.Parameters["state"].(string)
	if !ok || u.ix.casinoStates[code] || u.state == nil || u.state.Code != code {
		return ""
	}
	return u.state.Name
}
