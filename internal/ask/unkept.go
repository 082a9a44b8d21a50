package ask

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
	}
	return false
}

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

// matchDeadlineAsked: a tier match is asked to come by a day, in the
// sentence of the match ("can MGM Gold be matched to Caesars by Friday",
// "will Wynn match my Diamond before the weekend"): how long a program
// takes to grant a match is kept nowhere, so a yes would be a guess and
// the path would answer another question. A deadline in a sentence of
// its own ("My trip is soon. Match my Gold to Wynn.") is left to the
// path.
func matchDeadlineAsked(q *question) bool {
	for i := range q.toks {
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
func matchInSentence(q *question, i int) bool {
	for k := i; k >= 0; k-- {
		if matchWords[q.norm(k)] {
			return true
		}
		if q.sentenceBreakBefore(k) {
			break
		}
	}
	for k := i + 1; k < len(q.toks) && !q.sentenceBreakBefore(k); k++ {
		if matchWords[q.norm(k)] {
			return true
		}
	}
	return false
}

// voucherMishapWords say a voucher or ticket came to harm or was never
// good ("stolen", "torn", "counterfeit"): a voucher is open, redeemed or
// expired, and none of these is kept.
var voucherMishapWords = set("stolen", "stole", "steal", "theft", "pickpocketed", "damaged", "torn", "ripped", "destroyed",
	"shredded", "counterfeit", "forged", "fake", "fraudulent")
