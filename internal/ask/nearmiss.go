package ask

import (
	"strconv"
	"strings"
)

// Near misses: questions that look like ones /ask answers, phrased with
// its words, but that ask something no action or table says. Answering
// the look-alike would answer another question, so each declines.

// rankWords rank what they qualify ("the best host", "the top host").
var rankWords = set("best", "top", "greatest", "nicest", "friendliest", "worst", "favorite", "favourite", "finest",
	"coolest", "recommended")

// gameRankWords rank games by what they earn ("the best comps", "the
// most comps").
var gameRankWords = union(rankWords, set("most", "more", "highest", "biggest", "better", "bigger", "lowest", "least"))

// sendingVerbs send or submit something on the player's behalf ("a
// request sent to MGM" is one asked to be sent, in the passive).
var sendingVerbs = set("send", "sending", "submit", "submitting", "file", "filing", "lodge", "fax", "forward", "mail",
	"sent", "submitted", "filed", "lodged", "faxed", "forwarded", "mailed")

// requestNouns are what a player sends to a casino or a program.
var requestNouns = set("request", "requests", "application", "applications")

// oweWords say a tax is due, which needs the player's whole return.
var oweWords = set("owe", "owed", "owing", "refund")

// meetingWords are gatherings with a time and place (a Gamblers
// Anonymous meeting), which the help resources do not schedule.
var meetingWords = set("meeting", "meetings")

// whenWords ask when something is held ("meeting times", "the schedule").
var whenWords = set("time", "times", "schedule", "schedules", "when", "tonight", "today", "tomorrow", "calendar", "date",
	"dates", "day", "days", "hours", "weekly")

// standingWords follow "am i" when the player asks where they stand
// with a program ("am i on the list", "am i already enrolled").
var standingWords = set("on", "in", "listed", "enrolled", "registered", "excluded", "banned", "signed", "barred")

// serviceNouns name the service itself ("this app", "the site").
var serviceNouns = set("app", "apps", "site", "website", "service", "platform", "bot", "tierline")

// serviceDoings are what the service itself would do outside its
// look-ups ("does this app file my W-2Gs", "does the site update"):
// which programs it tracks or covers is its tables, and answered.
var serviceDoings = set("file", "files", "report", "reports", "send", "sends", "submit", "submits", "share", "shares", "sell",
	"sells", "update", "updates", "notify", "contact", "charge", "pay", "store", "stores")

// serviceAux ask a yes-or-no question of its subject ("does this app").
var serviceAux = set("does", "do", "did", "is", "will", "would", "can", "could", "how")

// subjectAux put a pronoun after them as a question's subject ("do they",
// "is it").
var subjectAux = set("do", "does", "did", "is", "are", "was", "were", "can", "could", "will", "would", "have", "has")

// dummyIt follow "is it" or "does it" when "it" points at nothing and
// needs nothing ("is it worth", "is it possible to").
var dummyIt = set("worth", "possible", "true", "legal", "safe", "ok", "okay", "smart", "wise", "normal", "better", "too",
	"time", "matter", "mean", "take", "cost", "count", "work", "really", "still")

// adviceVerbs follow "should i" when the player asks which choice to
// make ("which offer should i use", "should i itemize"): advice no record
// or action gives. "should i expect" asks what comes, and is answered.
var adviceVerbs = set("use", "take", "pick", "choose", "itemize", "itemise", "accept", "redeem", "grab", "book",
	// "should I play 3 hours of craps for the comps", "should we stop":
	// whether to play at all is advice; what the play earns is the comp
	// calculator's ("keep" counts before a verb in -ing, adviceAsked)
	"play", "gamble", "bet", "wager", "chase", "grind", "bother", "stop", "quit",
	// "how much of my losses should I deduct", "should we write off":
	// what to deduct is tax advice; the tax summary reads the records
	"deduct", "claim", "write",
	// "should I put a 60-minute limit on my play", "should I add $200 to
	// my bankroll": whether to set a limit or move money, and how much,
	// is advice; the limit proposed or the bankroll read would answer
	// another question
	"put", "set", "cap", "limit", "raise", "lower", "increase", "decrease", "add", "deposit", "move", "transfer",
	// "should I pursue a status match", "would it be prudent to seek
	// one": whether to go after a match is advice; the paths listed
	// would answer another question
	"pursue", "seek")

// enrolVerbs follow "should i" when the player asks whether to sign up
// for something ("should I sign up for self-exclusion", "should we
// enroll in the program"): whether to is advice, and the program's
// steps would answer another question. After a word of the way ("how
// should I sign up", "where should I register") the steps are asked.
var (
	enrolVerbs = set("sign", "enroll", "enrol", "register", "join", "self", "selfexclude", "exclude", "apply", "opt")
	wayWords   = set("how", "where", "when", "who", "whom")
)

// labelNouns name what a player is ("am i a problem gambler", "am i an
// addict"): a diagnosis, which the risk profile says it is not.
var labelNouns = set("gambler", "addict", "degenerate", "alcoholic", "gamblers", "addicts")

// processWords say a request is handled ("approved", "processed"): the
// tier-match and other actions keep no processing time.
var processWords = set("approved", "approve", "approval", "process", "processed", "processing", "reviewed", "review",
	"verified", "verify", "accepted", "granted")

// speedWords rank or ask how soon something is done ("the quickest",
// "faster").
var speedWords = set("fast", "faster", "fastest", "quick", "quicker", "quickest", "quickly", "soon", "sooner", "soonest",
	"speedy", "speedier", "speediest", "rapid", "rapidly", "promptly")

// matchSpeedAsked: a tier match is asked with how soon it comes ("which
// programs match my tiers the quickest", "who approves a status match
// fastest"): how long a program takes to grant a match is kept nowhere,
// and the paths listed would answer another question. "The quickest way
// to match" asks how, which a path says.
func (u *understanding) matchSpeedAsked() bool {
	q := u.q
	if !q.hasOf(matchWords) {
		return false
	}
	for i := range q.toks {
		if speedWords[q.norm(i)] && q.free(i, i) && q.norm(i+1) != "way" && q.norm(i+1) != "route" {
			return true
		}
	}
	return false
}

// resultWords are a record's result ("where i won", "sessions i lost").
var resultWords = set("won", "win", "winning", "wins", "lost", "lose", "losing", "losses", "loss", "profit", "profited")

// compareWords hold a result to an amount ("over $500", "more than").
var compareWords = set("over", "above", "under", "below", "more", "less", "least", "most", "exceeding", "than", "bigger", "greater")

// listedRecords are the player's records listed with filters.
var listedRecords = set("session", "sessions", "trip", "trips", "visit", "visits")

// removedRecordsAsked says the question asks which records were
// removed ("which of my trips were deleted", "sessions I've removed",
// "which vouchers did I delete"): a removal after a past "be" or a
// subject that did it.
func removedRecordsAsked(q *question) bool {
	for i := 1; i < len(q.toks); i++ {
		if removedWords[q.norm(i)] && (doneBy[q.norm(i-1)] || q.norm(i-1) == "ive" || q.norm(i-1) == "weve") {
			return true
		}
		if removeVerbs[q.norm(i)] && (q.norm(i-1) == "i" || q.norm(i-1) == "we") && q.norm(i-2) == "did" {
			return true // "which vouchers did I delete"
		}
	}
	return false
}

// removedWords and removeVerbs are the participles and plain forms of
// taking a record away.
var (
	removedWords = set("deleted", "removed", "erased", "wiped", "purged")
	removeVerbs  = set("delete", "remove", "erase", "wipe", "purge")
)

// changedRecords are the records a player may want changed.
var changedRecords = union(listedRecords, set("voucher", "vouchers", "offer", "offers", "w2g", "w2gs", "tier", "tiers",
	"entry", "entries", "deposit", "withdrawal", "machine", "machines"))

// moneyMoveVerbs move money into or out of the bankroll ("take $300 out
// of my bankroll"): bankroll_add, a write /ask neither runs nor proposes.
var moneyMoveVerbs = set("take", "pull", "withdraw", "move", "put", "transfer", "deposit", "add", "remove", "subtract",
	"deduct", "stick", "throw", "toss", "cash")

// cashRequesters open a request that the service cash something ("please
// cash", "can you cash", "go ahead and cash"); "can I cash" asks what the
// player may do, and has no "you".
var cashRequesters = set("please", "pls", "plz", "kindly", "just", "go", "ahead", "and", "can", "could", "would", "will",
	"you", "now")

// cashObjects follow the verb "cash" when it is told to cash something
// ("cash out my", "cash in the", "cash them").
var cashObjects = union(changeObjects, set("out", "in", "up"))

// cashOutAsked: the player tells the service to cash vouchers ("cash in
// my vouchers", "please cash out the tickets I still hold", "can you
// cash them for me"): the verb opens the question or a clause and its
// object follows. "Cash-out tickets" names the vouchers, and "can I cash
// my vouchers" asks which may be cashed.
func (u *understanding) cashOutAsked() bool {
	q := u.q
	if !q.has("voucher", "vouchers", "ticket", "tickets", "them", "it") {
		return false
	}
	for k := q.opening(); k < len(q.toks); k++ {
		if k > q.opening() && !q.clauseBreakBefore(k) {
			continue
		}
		i := k
		for i < len(q.toks) && cashRequesters[q.norm(i)] {
			i++
		}
		if q.norm(i) == "cash" && cashObjects[q.norm(i+1)] && i+1 < len(q.toks) &&
			q.text[q.toks[i].end:q.toks[i+1].start] != "-" {
			return true
		}
	}
	return false
}

// outputVerbs put the player's records on paper, into a file or through
// a fax ("print my check-ins", "export my vouchers", "download my
// sessions", "fax me my tax summary"); "send me my trips" and "pull up my
// trips" ask them here.
var outputVerbs = set("print", "reprint", "export", "download", "fax", "photocopy", "xerox")

// outputAsked: a clause opens, after a polite opening ("can you",
// "please", "I'd like to"), with a verb of outputVerbs: an operation no
// action does on the records, which the records read here would not be.
func (u *understanding) outputAsked() bool {
	q := u.q
	for k := q.opening(); k < len(q.toks); k++ {
		if k > q.opening() && !q.clauseBreakBefore(k) {
			continue
		}
		i := k
		for i < len(q.toks) && politeOpening[q.norm(i)] {
			i++
		}
		if outputVerbs[q.norm(i)] && q.free(i, i) {
			return true
		}
	}
	return false
}

// opinionWords judge a limit ("a good budget", "a sensible cap"): what
// the limit should be is advice, which no record or action gives.
var opinionWords = set("good", "decent", "reasonable", "sensible", "healthy", "ideal", "safe", "smart", "right", "appropriate",
	"recommended", "normal", "typical", "wise", "fair",
	// a letter's "whether it would be prudent (advisable) to ..."
	"prudent", "advisable", "worthwhile", "beneficial")

// valueWords hold an offer's or voucher's worth ("worth over $50").
var valueWords = set("worth", "valued", "value", "values")

// windowFillers sit between "within" and its count ("within the coming
// 10 days"); the window is the same.
var windowFillers = set("coming", "following", "upcoming", "next")

// enrolmentWords ask whether the player's own self-exclusion still holds
// ("has my self-exclusion run out", "is it still active").
var enrolmentWords = set("expired", "expire", "expires", "expiring", "active", "lapsed", "lapse", "lapses", "ended", "end",
	"ends", "over", "valid", "finished", "done", "lifted")

// nonCasinoPrograms are loyalty schemes outside the directory's casino
// programs ("to an airline", "a cruise line"): no tier-match path joins
// them.
var nonCasinoPrograms = set("airline", "airlines", "cruise", "cruises", "flyer", "flier", "flyers", "fliers", "carrier")

// stateTaxWords ask whether a win is taxed ("taxable in Michigan"), not
// whether it is reported on a W-2G.
var stateTaxWords = set("tax", "taxes", "taxed", "taxable")

// reportWords ask the federal W-2G reporting rule, which holds in every
// state ("reportable in Ohio").
var reportWords = set("w2g", "reportable", "reported", "report")

// callVerbs make a call or send a message ("ring the helpline").
var callVerbs = set("call", "ring", "phone", "dial", "text", "message", "telephone")

// policyChangeVerbs are what a program may do to its rules in time
// ("will stop honoring matches", "going to change its tiers").
var policyChangeVerbs = set("stop", "discontinue", "drop", "scrap", "cease", "quit", "change", "devalue", "eliminate",
	"axe", "cut", "end", "phase", "kill", "raise", "lower", "overhaul", "revamp")

// policySubjects are what such a change is made to or by.
var policySubjects = set("program", "programs", "rewards", "match", "matches", "matching", "tier", "tiers", "points",
	"credits", "benefits", "perks", "casino", "casinos")

// countWords count sessions or visits ("three sessions a week").
var countWords = set("one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "once", "twice")

// countedPlays are what such a count counts.
var countedPlays = set("session", "sessions", "visit", "visits", "trip", "trips", "times")

// countPeriods are what the count is held to ("a week", "per month").
var countPeriods = set("day", "days", "week", "weeks", "month", "months", "weekend", "weekends", "daily", "weekly", "monthly")

// moneyLimitWords make a number beside a period money ("a budget of 150
// a week", "losses at 150 a week").
var moneyLimitWords = set("budget", "budgets", "loss", "losses", "lose", "losing", "spend", "spending", "dollars", "dollar",
	"bucks", "money", "usd")

// nearMiss is the answer to a near miss, false when the question is none.
func (u *understanding) nearMiss() (Intent, bool) {
	q := u.q
	decline := func(note string) (Intent, bool) {
		return unknownBecause(note), true
	}
	switch {
	case u.counterfactual() && !(u.hasAmount && u.w2gRuleAsked()):
		// "how much would i have saved if i'd capped my sessions": what
		// a past that did not happen would have been, which no record
		// or action computes; a win's W-2G rule holds whether the win
		// happened or not
		return decline("/ask reads what happened, not what would have happened otherwise; ask e.g. \"my sessions last week\".")
	case q.has("comp", "comps") && q.has("which", "what") && q.has("casino", "casinos") && q.hasOf(gameRankWords):
		// "which casino comps the most for slots": the calculator
		// estimates one play, it never ranks casinos
		return decline("/ask does not rank casinos by their comps; for one play's comps, ask e.g. \"comps for 2 hours of $15 blackjack\".")
	case q.has("host", "hosts") && q.has("comp", "comps", "comped") && !(u.game != "" && u.hasAmount && u.hasHours):
		// "what do hosts at Borgata comp": what a host may comp is the
		// casino's to decide
		return decline("/ask does not know what a host can comp; to see your hosts, ask e.g. \"who is my host at Borgata\".")
	case rateVerbs[q.norm(q.opening())]:
		// "rate my host", "grade Borgata": an opinion to record, which
		// no action keeps
		return decline("/ask reads records and tables; it does not rate or review hosts or casinos.")
	case q.hasPhrase("tax", "rate") || q.hasPhrase("tax", "bracket") || q.hasPhrase("tax", "rates"):
		// "my effective tax rate on gambling": the summary gives
		// winnings, losses and withholding, not a rate
		return decline("/ask cannot work out a tax rate; ask e.g. \"my 2025 tax summary\" for winnings, withholding and losses.")
	case u.crowdAsked() && hasAnyOf(q, matchWords):
		// "how many people got their Emerald matched": other players'
		// matches, which no table keeps
		return decline("/ask knows each program's published match paths, not how many players used them.")
	case otherTaxFormNamed(q):
		// "does a $2,400 jackpot get a 1099": the W-2G is the one form
		// kept or ruled on, and its rule would answer for another form
		return decline("/ask knows Form W-2G only, not other tax forms; ask e.g. \"does a $2,400 slot jackpot get a W-2G\".")
	case u.helpTopic() != "" && pastContactAsked(q):
		// "who did I call about problem gambling": no record keeps the
		// asker's calls, and the help line would answer another question
		return decline("/ask does not know whom you called before; ask e.g. \"who can I call about problem gambling in Indiana\".")
	case q.hasPhrase("tax", "advice") || q.has("advice") && q.has("on", "about") && !q.has("help", "helpline"):
		// "tax advice on itemizing my losses": advice, which the
		// records and tables do not give
		return decline("/ask reads records and tables; it does not give advice. For your figures, ask e.g. \"my 2025 tax summary\".")
	case u.consequenceAsked():
		// "what happens if I go over my session limit": what follows
		// from reaching a limit is in no record or table
		return decline("/ask reads your records and the service's tables; what happens when a limit is reached or a rule applies is not in them.")
	case q.has("host", "hosts") && u.hostFavourAsked():
		// "can my host get me a free room", "will my host comp me a
		// show": what a host may comp is the casino's to decide
		return decline("/ask does not know what a host can comp; to see your hosts, ask e.g. \"who is my host at Borgata\".")
	case q.has("host", "hosts") && (q.hasOf(hostRankWords) || hostCountRanked(q)):
		// "who is the best host at X", "the host with the most
		// clients": search_hosts filters, it never ranks
		return decline("/ask does not rank hosts; to see the hosts taking new players, ask e.g. \"hosts at Borgata\".")
	case q.has("host", "hosts") && hostBookAsked(q):
		// "the players my host looks after", "my host's other clients":
		// a host's book is the host's, not the player's records
		return decline("/ask reads your own hosts, not the players a host looks after; ask e.g. \"my hosts\".")
	case u.game == "" && q.has("comp", "comps") && (q.hasPhrase("which", "game") || q.hasPhrase("what", "game") ||
		q.hasPhrase("which", "games") || q.hasPhrase("what", "games")) && q.hasOf(gameRankWords):
		// "which game gets the best comps for 2 hrs at $15": the comp
		// calculator estimates one game, it never ranks them
		return decline("/ask estimates the comps of one game at a time; ask e.g. \"comps for 2 hours of $15 blackjack\".")
	case q.hasOf(sendingVerbs) && q.hasOf(requestNouns):
		// "send a status match request to wynn for me": a write /ask
		// neither runs nor proposes
		return notAChange(), true
	case q.hasOf(oweWords) && q.has("tax", "taxes", "irs") && (!u.w2gRuleAsked() || q.hasPhrase("how", "much")):
		// "how much tax do i owe on my 2025 wins", "how much will i owe
		// on a $2,000 jackpot": the tax due needs the whole return; the
		// year's summary gives winnings and losses, the W-2G rule only
		// whether a win is reported ("do i owe taxes on it" asks that)
		return decline("/ask cannot work out the tax you owe; ask e.g. \"my 2025 tax summary\" for winnings, withholding and losses.")
	case q.hasOf(meetingWords) && q.hasOf(whenWords) && u.helpTopic() != "":
		// "gamblers anonymous meeting times": the help resources name
		// help lines and self-exclusion programs, never when a meeting is
		return decline("/ask does not know meeting times; ask e.g. \"gambling help line in Ohio\" for the help lines.")
	case u.standingAsked():
		// "am i on the self-exclusion list": no action reads the
		// player's standing with a state's program
		return decline("/ask cannot check whether or when you joined a list; ask e.g. \"how do I self-exclude in Ohio\".")
	case u.serviceAsked():
		// "does this app file my W-2Gs": what the service itself does is
		// in none of its tables
		return decline("/ask looks up records and tables, not how Tierline itself works.")
	case u.recordsRankedByResult():
		// "what was my most profitable trip", "my biggest win session":
		// the lists are in date order and keep no result to rank by
		return decline("/ask lists your trips and sessions by date; it does not rank them by what you won or lost.")
	case u.recordsRankedByCost():
		// "my priciest trips first", "the trip that cost me the most":
		// the lists are in date order and are never sorted by cost
		return decline("/ask lists your trips and sessions by date; it does not rank them by what they cost.")
	case u.recordsRankedByAmount():
		// "my biggest jackpot", "my smallest voucher", "which of my
		// offers is worth the most": the lists are in date order and
		// never pick out one record by its amount
		return decline("/ask lists your W-2Gs, vouchers and offers by date; it does not pick one out by its amount.")
	case u.recordsOrderedAsked():
		// "rank my offers by value", "prioritize my free play offers",
		// "sort my vouchers by amount": an order of the records (the
		// catalog's offer_ranking or freeplay_optimizer), where the
		// lists are in date order and never put in another
		return decline("/ask lists your offers, vouchers and other records by date; it does not rank or prioritize them. Ask e.g. \"my offers\" to see them.")
	case q.has("trip", "trips", "session", "sessions", "visit", "visits") && q.hasOf(lengthRankWords):
		// "my longest session", "the shortest trip I took": a ranking
		// by length, where the lists are in date order
		return decline("/ask lists your trips and sessions by date; it does not rank them by length.")
	case u.ageAsked():
		// "do you have to be 21 to gamble in New Mexico": the directory
		// keeps no age limits, and its casinos would answer another
		// question
		return decline("/ask does not know gambling age limits; the directory keeps no age rules.")
	case u.playChangeSupposed():
		// "if I doubled my play at X, what would they send me": predict
		// works from the play the records hold, not a play supposed
		return decline("/ask predicts from the play your records hold, not from a change of it; ask e.g. \"what offer is Borgata likely to send me\".")
	case u.adviceAsked():
		// "which of my offers should i use first", "should i itemize":
		// what to choose is advice; the records read would answer
		// another question
		return decline("/ask looks up records and tables, it does not advise what to choose; ask e.g. \"my offers\" to see them.")
	case u.labelAsked():
		// "am i a problem gambler": a diagnosis; the risk profile is
		// indicators, "not a diagnosis"
		return decline("/ask cannot say what you are; if you want to talk to someone, the National Problem Gambling Helpline is 1-800-GAMBLER.")
	case q.hasPhrase("how", "long") && q.hasOf(processWords) || u.matchSpeedAsked() || lengthOfMatchAsked(q) || matchDeadlineAsked(q):
		// "how long would a tier match take to get approved", "which
		// program matches my tiers the quickest", "how many weeks does a
		// match take", "can it be matched by Friday", "is there a
		// deadline to match": no action keeps how long a request takes
		// to be handled, nor until when one is taken
		return decline("/ask does not know how long a request takes to be handled, nor until when one is taken.")
	case q.hasOf(changedRecords) && removedRecordsAsked(q):
		// "Which of my trips were deleted?": a record deleted is gone,
		// and the records kept would answer another question
		return decline("Tierline keeps no record of what was deleted; ask e.g. \"my trips\" for the ones kept.")
	case doneWanted(q) && q.hasOf(changedRecords) && !q.hasOf(limitNouns):
		// "I would like my trip to Borgata deleted", "It is requested
		// that my last session be removed", "I'd like that voucher
		// marked as redeemed": a record changed is a write /ask neither
		// runs nor proposes, and the records listed would answer another
		// question (a limit wanted changed is the limit's proposal)
		return notAChange(), true
	case q.hasOf(listedRecords) && q.hasOf(resultWords) && u.hasAmount && q.hasOf(compareWords):
		// "my sessions where i won over $500": list_sessions and its
		// kin filter by casino, game and dates, never by a result
		return decline("/ask cannot filter your records by what you won or lost; ask e.g. \"my sessions in March\" to see them all.")
	case q.has("bankroll") && u.hasAmount && u.moneyMoved():
		// "take $300 out of my bankroll": a write /ask neither runs
		// nor proposes
		return notAChange(), true
	case u.outputAsked():
		// "print every check-in of mine", "export my redeemed vouchers",
		// "fax me my tax summary": no action prints, exports or sends
		// records anywhere, and the records read would answer another
		// question
		return decline("/ask shows your records here; it does not print, export, download or fax them. Ask e.g. \"my visits\" to see them.")
	case u.cashOutAsked():
		// "cash in my vouchers for me", "please cash them out": a
		// voucher redeemed is a write /ask neither runs nor proposes,
		// and the vouchers listed would answer another question
		return notAChange(), true
	case u.limitOpinionAsked():
		// "what's a good session limit for someone like me": what the
		// limit should be is advice; the limits read would answer
		// another question
		return decline("/ask does not advise what limit to set; ask e.g. \"my limits\" to see yours, or set one with its amount.")
	case u.valueFilterAsked():
		// "which of my offers are worth more than $50": list_offers and
		// list_vouchers filter by status and casino, never by value
		return decline("/ask cannot filter your offers or vouchers by their value; ask e.g. \"my offers\" to see them all.")
	case u.enrolmentAsked():
		// "has my self-exclusion in Iowa run out": no action keeps the
		// player's enrolment in a state's program
		return decline("/ask cannot check your own self-exclusion; ask e.g. \"how do I self-exclude in Iowa\" for the program.")
	case q.has("match", "matches", "matched", "matching") && (q.hasOf(nonCasinoPrograms) || q.hasPhrase("hotel", "chain") ||
		q.hasPhrase("hotel", "chains") || q.hasPhrase("credit", "card")):
		// "status match my Diamond Elite to an airline", "what airline
		// status matches can I get": tier-match paths join the
		// directory's casino programs only
		return decline("/ask knows tier matches between casino rewards programs only; ask e.g. \"match my Caesars Diamond to Wynn Rewards\".")
	case u.hasAmount && q.hasOf(limitNouns) && (q.has("yearly", "annual", "annually") || q.hasPhrase("a", "year") ||
		q.hasPhrase("per", "year") || q.hasPhrase("each", "year") || q.hasPhrase("every", "year")):
		// "set a yearly budget of $5,000": set_budget takes a day, a
		// week or a month, so no proposal carries a year
		return decline("/ask can propose a budget per day, week or month, not per year; ask e.g. \"set a monthly budget of $400\".")
	case u.state != nil && q.hasOf(stateTaxWords) && !q.hasOf(reportWords) && u.w2gRuleAsked():
		// "is a $1,350 keno win taxable in Michigan": the W-2G rule is
		// the federal reporting threshold; a state's tax is no fact kept
		return decline("/ask knows the federal W-2G reporting rule, not a state's tax; ask e.g. \"is a $1,350 keno win reportable on a W-2G\".")
	case u.callAsked():
		// "can you ring the Florida helpline for me": the service gives
		// the help lines, it makes no calls and sends no messages
		return decline("/ask cannot call or message anyone; ask e.g. \"gambling help line in Florida\" for the number to call.")
	case u.futurePolicyAsked():
		// "which programs will stop honoring status matches next year":
		// no table keeps what a program will change
		return decline("/ask knows the programs as they are, not what they will change; ask e.g. \"which programs would match my tiers\".")
	case u.matchLaterAsked():
		// "will Caesars still match my Boyd Emerald next year": the
		// tier-match tables say what a match grants today
		return decline("/ask knows the tier matches programs offer today, not what they will offer later; ask e.g. \"match my Boyd Emerald to Caesars Rewards\".")
	case u.playCountCapped():
		// "limit me to 3 sessions a week": set_session_limit takes the
		// minutes of a session and set_budget money, never a count
		return decline("/ask can cap a session's length or a budget, not how often you play; ask e.g. \"limit my sessions to 90 minutes\".")
	case u.comparisonAsked():
		// "Borgata vs Hard Rock", "comps at X versus Y": no action puts
		// two casinos, programs or plays side by side, and either one's
		// answer would answer another question
		return decline("/ask looks up one casino, program or play at a time and does not compare them; ask about each on its own.")
	case u.reasonAsked():
		// "why does MGM Gold match over to Caesars": a reason, which no
		// record or table keeps; the path read would answer another
		// question
		return decline("/ask looks up records and tables, not the reasons behind them; ask e.g. \"match my MGM Gold to Caesars Rewards\" for what a match gives.")
	case u.helpTopic() != "" && helpStatisticNamed(q):
		// "the problem gambling rate for California": the resources are
		// help lines and programs, with no figures
		return decline("/ask gives the help lines and self-exclusion programs, not figures about gambling problems; ask e.g. \"gambling help line in California\".")
	case u.correctionAsked():
		// "my W-2G has my name wrong, how do I get it corrected": /ask
		// reads records as they are kept; fixing one, or how to get a
		// form reissued, is in no record or table
		return decline("/ask reads your records as they are kept; it cannot correct one or say how to get a form corrected.")
	case u.enrolmentByServiceAsked():
		// "can you enroll me in Indiana's self-exclusion program": no
		// action enrols anyone; get_resources says how to enrol
		return decline("/ask cannot enrol anyone in a program; ask e.g. \"how do I self-exclude in Indiana\" for how to do it.")
	case u.unkeptRecordFieldAsked():
		// "which machines did my vouchers come from": a record's field
		// no action returns; the records read would answer another
		// question
		return decline("/ask reads the fields your records keep (casino, game, amounts and dates), not the machine or table they came from.")
	case u.expenseAsked() || u.billsOfRecordsAsked():
		// "what did my Borgata trips cost me in parking", "my hotel
		// bills from my trips": a trip keeps its casino, dates and
		// coin-in, a session its money played, never what was spent or
		// billed around the play
		return decline("/ask reads what your trips and sessions keep (casino, dates and the money played), not what you spent on travel, food or rooms.")
	case u.w2gByCasinoAsked():
		// "the W-2Gs I got at Borgata in 2024": list_w2g takes a tax
		// year only, and the year's forms from every casino would
		// answer another question
		return decline("/ask lists your W-2Gs by tax year only, not by casino; ask e.g. \"my W-2Gs for 2024\".")
	case u.recordsHeldToResult():
		// "my sessions where i came out ahead", "trips where I spent
		// over $1,000": the lists filter by casino, game and dates,
		// never by what a record's result was
		return decline("/ask cannot filter your records by what you won, lost or spent; ask e.g. \"my sessions in March\" to see them all.")
	case u.recordsHeldToMove():
		// "my blackjack sessions where I doubled down": no session keeps
		// the moves played
		return decline("/ask reads what your sessions keep (casino, game, times and money), not the moves you played; ask e.g. \"my blackjack sessions last month\".")
	case u.alertAsked():
		// "notify me when I reach my budget", "text me if I go over my
		// limit": an alert asked of the service; the limits or the
		// bankroll read would answer another question, and a session
		// limit proposed would be a change not asked for
		return decline("/ask does not set alerts; the service's own notifications (offers, vouchers and tiers expiring) are set with update_notification_settings.")
	case u.takingEffectAsked():
		// "when will my budget increase take effect": a raise waits a
		// 24-hour cooling-off period, which set_budget's answer dates;
		// no action reads a change still waiting
		return decline("/ask cannot read a change still waiting: a raised budget or limit takes effect after a 24-hour cooling-off period, and set_budget's answer says when.")
	case u.openingHoursAsked():
		// "when does the poker room open at X", "what time does Borgata
		// close", "is X open 24 hours": hours are kept nowhere; "when did
		// X open" is the year it opened, which the directory keeps
		return decline("/ask does not know opening hours; the directory keeps a casino's type, hotel, size and the year it opened.")
	case u.hostContactAsked():
		// "my host's phone number", "email for my host at Borgata": a
		// host's profile keeps casinos, languages and a bio, never how
		// to reach them; the hosts listed would answer another question
		return decline("/ask cannot give a host's phone number or email; hosts' profiles keep their casinos, languages and specialties. Ask e.g. \"my hosts\".")
	case u.hostPayAsked():
		// "how much does a host who speaks Korean get paid": a host's
		// profile keeps no pay; the hosts listed would answer another
		// question
		return decline("/ask cannot say what hosts are paid; hosts' profiles keep their casinos, languages and specialties. Ask e.g. \"hosts who speak Spanish\".")
	case hostDismissalAsked(q):
		// "fire my casino host at X": no action removes a host, and
		// /ask runs no writes
		return notAChange(), true
	case hostSuperiorAsked(q):
		// "who is the boss of my host": a host's profile keeps no staff
		// above them
		return decline("/ask cannot say whom a host answers to; hosts' profiles keep their casinos, languages and specialties. Ask e.g. \"my hosts\".")
	case hostAbsenceAsked(q):
		// "which hosts at X are on vacation", "hosts off duty today": a
		// host's profile says whether they take new players, never
		// whether they are at work
		return decline("/ask cannot say whether a host is away or at work; hosts' profiles keep their casinos, languages and specialties. Ask e.g. \"hosts at Borgata\".")
	case hostConductAsked(q):
		// "which hosts at X have complaints filed": a host's profile
		// keeps no record of conduct
		return decline("/ask cannot say what complaints or discipline a host has had; hosts' profiles keep their casinos, languages and specialties. Ask e.g. \"hosts at Borgata\".")
	case u.helpStatisticAsked():
		// "how many people call the Ohio helpline": the resources are
		// help lines and programs, with no counts of their use
		return decline("/ask gives the help lines and self-exclusion programs, not figures about their use; ask e.g. \"gambling help line in Ohio\".")
	case u.othersEnrolmentAsked():
		// "register my husband for self-exclusion": no action enrols
		// anyone, and another person enrols themselves
		return decline("/ask cannot enrol anyone in self-exclusion, and another person enrols themselves; ask e.g. \"how do I self-exclude in Ohio\" for the program.")
	case u.limitDaysAsked():
		// "a $100 daily budget on weekdays only": a budget takes a
		// period and a session limit its minutes, neither a day of the
		// week
		return decline("/ask can propose a budget per day, week or month or a session limit for every session, not one for some days only.")
	case u.approvalOddsAsked():
		// "what are my chances MGM accepts my match": whether a request
		// would be granted is a prediction no table keeps
		return decline("/ask says what a tier match would grant, not how likely it is to be approved; ask e.g. \"match my Caesars Diamond to Wynn Rewards\".")
	case u.matchMeWriteAsked():
		// "status match me to Wynn": a request to be matched, a write
		// (create_request) /ask neither runs nor proposes
		return notAChange(), true
	case u.companionsAsked():
		// "who joined me on my Borgata trips": a trip or a session keeps
		// no companions
		return decline("/ask reads what your trips and sessions keep (casino, dates, amounts), not who was with you.")
	case u.staffOfRecordsAsked():
		// "which croupier dealt my roulette sessions": no record keeps
		// the staff on the floor
		return decline("/ask reads what your sessions keep (casino, game, amounts and dates), not who dealt or ran the table.")
	case u.misplacedAsked():
		// "which of my tickets did I lose track of": a voucher is open,
		// redeemed or expired; losing one is not kept
		return decline("/ask knows whether a voucher is open, redeemed or expired, not whether it was misplaced or stolen; ask e.g. \"my open vouchers\".")
	case u.expiredStillUsableAsked():
		// "can I still cash my expired vouchers": a voucher or offer
		// that expired is final, and a casino's grace for one is no
		// field kept; the open ones would answer another question
		return decline("/ask reads whether your vouchers and offers are open, redeemed or expired, not whether a casino would still honour an expired one; ask e.g. \"my expired vouchers\".")
	case u.expiryExtendAsked():
		// "extend the expiration of my offers": no action moves an
		// offer's expiration date, and /ask runs no writes
		return notAChange(), true
	case u.taxFilingAsked():
		// "submit my W-2Gs to the IRS": no action files anything with a
		// tax authority
		return decline("/ask lists your W-2Gs and tax summary; it files nothing with the IRS or a state. Ask e.g. \"my W-2Gs for 2024\".")
	case u.taxReviewAsked():
		// "the W-2Gs the IRS has flagged": the forms keep the casino's
		// report, not what a tax authority did with it
		return decline("/ask lists your W-2Gs and tax summary as the casinos reported them, not what the IRS did with them; ask e.g. \"my W-2Gs for 2024\".")
	case u.bankrollForecastAsked():
		// "what will my bankroll be by December": bankroll_status gives
		// the balance as it is, never a forecast
		return decline("/ask gives your bankroll as it is now, not what it will be; ask e.g. \"my bankroll\".")
	case u.totalsForecastAsked():
		// "how much will my W-2G wins come to by December": the W-2G
		// total and the tax summary add up the forms kept so far, never
		// a forecast
		return decline("/ask adds up the W-2Gs and winnings recorded so far, not what they will come to; ask e.g. \"my W-2G total for 2026\".")
	case u.matchDecisionAsked():
		// "will Wynn approve my status match", "how often does MGM
		// accept matches from Boyd": whether a program grants a request,
		// or how often it does, is no table's; a path says what a match
		// would give
		return decline("/ask says what a tier match would grant, not whether or how often a program approves one; ask e.g. \"match my Caesars Diamond to Wynn Rewards\".")
	case u.casinoRankedForPlayAsked():
		// "where would 3 hours of $25 blackjack earn the best comps":
		// the calculator estimates one play, and predictions rank
		// casinos by the player's past play, never by a play planned
		return decline("/ask estimates the comps of a play, not which casino gives the most for it; ask e.g. \"comps for 3 hours of $25 blackjack\".")
	case u.playUnitsCapped():
		// "cap my sessions at 300 spins": set_session_limit takes a
		// session's minutes only, never a count of spins or hands
		return decline("/ask can cap a session's length in minutes, not a count of spins, hands or bets; ask e.g. \"limit my sessions to 60 minutes\".")
	case u.voucherMachineAsked():
		// "which of my tickets were printed at a blackjack table": a
		// voucher keeps its casino, amount, dates and last digits, not
		// the machine or table that printed it
		return decline("/ask reads what your vouchers keep (casino, amount, dates and status), not the machine or table that printed them.")
	case u.visitLengthAsked():
		// "my check-ins and how long each one lasted": a visit keeps the
		// day the player checked in, never a length of stay
		return decline("/ask reads the day of each of your visits, not how long you stayed; ask e.g. \"my visits\" to see them.")
	case u.newcomerOffersAsked():
		// "what does X give people who just signed up": list_offers is
		// the player's own offers, never a casino's offers to others
		return decline("/ask reads the offers sent to you, not what a casino gives new members; ask e.g. \"my offers from Borgata\".")
	case u.classOffersAsked():
		// "what offers does Borgata send its Pearl members": a casino's
		// offers to a class of players are none of the player's records
		return decline("/ask reads the offers sent to you, not what a casino sends a class of its members; ask e.g. \"my offers from Borgata\".")
	case u.offerTransferAsked():
		// "can my free play be passed on to my sister": whether an offer
		// or voucher may be given away is no field they keep
		return decline("/ask reads your offers' and vouchers' casino, value and dates, not whether they can be given to someone else.")
	case u.madeToActAsked():
		// "can you get Borgata to send me more free play", "have my
		// host bump my offer": a casino, program or host is to be made
		// to do something, which no action does
		return decline("/ask reads your records and the service's tables; it cannot get a casino, program or host to do anything. Ask e.g. \"my offers\".")
	case u.pointsAtNothing():
		// "do they have a hotel", "can i match it over to the other
		// one": an /ask request has no earlier turn for a pronoun to
		// point to
		return decline("/ask answers each question on its own: name what you mean instead of \"it\" or \"they\".")
	}
	return Intent{}, false
}

// alertVerbs ask the service to tell the player of something later;
// "tell me if", "tell me when" ask a question now.
var alertVerbs = set("notify", "alert", "email", "text", "remind", "ping", "warn", "message")

// alertTimes say when the alert asked would go out ("when", "if").
var alertTimes = set("when", "if", "once", "whenever", "before", "as")

// alertAsked: an alert asked of the service ("notify me when I reach
// my budget", "email me if my session hits 2 hours", "warn me before I go
// over"); "remind me what my limits are" asks the limits now.
func (u *understanding) alertAsked() bool {
	q := u.q
	for i := range q.toks {
		if q.norm(i) == "hmu" && alertTimes[q.norm(i+1)] {
			// "hmu when my offers are about to expire": hit me up, later
			return true
		}
		if !(q.norm(i+1) == "me" || q.norm(i+1) == "us") {
			continue
		}
		k := i + 2
		switch {
		case alertVerbs[q.norm(i)]:
		case alertGivers[q.norm(i)]:
			// "send me a heads up", "give us a reminder"
			if w := q.norm(k); w == "a" || w == "an" || w == "some" {
				k++
			}
			if q.phraseAt(k, "heads", "up") {
				k += 2
			} else if alertNouns[q.norm(k)] {
				k++
			} else {
				continue
			}
		default:
			continue
		}
		// "remind me 3 days before", "a heads up a week before"
		for n := 0; n < 3 && alertLeads[q.norm(k)]; n++ {
			k++
		}
		if alertTimes[q.norm(k)] {
			return true
		}
	}
	return false
}

// alertGivers send the player an alert named by its noun ("send me a
// heads up", "give me a reminder").
var alertGivers = set("send", "give", "shoot", "drop", "get")

// alertNouns are what such an alert is.
var alertNouns = set("reminder", "reminders", "alert", "alerts", "notification", "notifications", "warning", "warnings",
	"ping", "nudge", "notice", "text", "email", "message", "heads")

// alertLeads say how long ahead the alert goes out ("10 days before",
// "a week before").
var alertLeads = union(countPeriods, set("a", "an", "few", "couple", "hours", "hour", "minutes", "minute", "mins", "min",
	"right", "just", "well", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "12", "14", "15", "20", "30", "one", "two",
	"three", "five", "ten"))

// effectWords say a change comes into force ("take effect", "kick in").
var effectWords = [][]string{{"take", "effect"}, {"takes", "effect"}, {"kick", "in"}, {"kicks", "in"}, {"go", "into", "effect"},
	{"goes", "into", "effect"}, {"go", "through"}, {"goes", "through"}}

// takingEffectAsked: when a change of a limit comes into force ("when
// will my budget increase take effect", "how long until my new limit
// kicks in").
func (u *understanding) takingEffectAsked() bool {
	q := u.q
	if !q.hasOf(limitNouns) {
		return false
	}
	for _, p := range effectWords {
		if q.hasPhrase(p...) {
			return true
		}
	}
	return false
}

// counterfactual: the question asks what would have been ("if i'd
// skipped", "how much would i have saved"); "what would i have to win"
// is a condition to come, not a past undone.
func (u *understanding) counterfactual() bool {
	q := u.q
	for i := range q.toks {
		w := q.norm(i)
		switch {
		case w == "if" && q.norm(i+1) == "id" && q.norm(i+2) != "like" && q.norm(i+2) != "love":
			return true
		case w == "if" && q.phraseAt(i+1, "i", "had") && pastParticiple(q.norm(i+3)):
			// "if i had stopped"; "if i had a $1,300 keno win" is a
			// win supposed, which the W-2G rule answers
			return true
		case w == "wouldve" || w == "couldve" || w == "shouldve":
			return true
		case w == "would" || w == "could":
			// "would have saved", "would i have won", "would my comps
			// have been": "have" and a past participle within three
			// words; "would you have hosts" is a polite "do you have"
			for k := i + 1; k <= i+3 && q.norm(k) != "you"; k++ {
				if q.norm(k) == "have" && pastParticiple(q.norm(k+1)) {
					return true
				}
			}
		}
	}
	return false
}

// irregularParticiples are the past participles of the verbs of play
// and money that do not end in -ed or -en.
var irregularParticiples = set("won", "lost", "spent", "made", "got", "paid", "had", "kept", "left", "hit", "bet", "done",
	"gone", "come", "put", "cashed", "walked")

// pastParticiple says w is a past participle ("saved", "been", "won").
func pastParticiple(w string) bool {
	return irregularParticiples[w] || len(w) > 3 && (strings.HasSuffix(w, "ed") || strings.HasSuffix(w, "en"))
}

// standingAsked: in a help question the player asks where they stand
// with a program ("am i already on the list", "is my name on it"), or,
// of self-exclusion, what they did once ("when did I self-exclude", "was
// I ever banned"): a past act of the asker no record keeps, where the
// help says how to do it.
func (u *understanding) standingAsked() bool {
	q := u.q
	topic := u.helpTopic()
	if topic == "" {
		return false
	}
	for i := range q.toks {
		if q.phraseAt(i, "is", "my", "name") || q.phraseAt(i, "have", "i", "been") {
			return true
		}
		if topic == "self_exclusion" && (q.norm(i) == "did" || q.norm(i) == "was" || q.norm(i) == "were") &&
			(q.norm(i+1) == "i" || q.norm(i+1) == "we") {
			return true
		}
		if q.norm(i) == "is" && (q.norm(i+1) == "my" && otherPeople[q.norm(i+2)] && q.norm(i+3) == "on" ||
			heOrShe[q.norm(i+1)] && q.norm(i+2) == "on") {
			// "is my husband on the self-exclusion list": someone's
			// standing, which no action reads either
			return true
		}
		if !q.phraseAt(i, "am", "i") {
			continue
		}
		k := i + 2
		if w := q.norm(k); w == "already" || w == "still" || w == "currently" || w == "even" || w == "now" {
			k++
		}
		if standingWords[q.norm(k)] {
			return true
		}
	}
	return false
}

// serviceAsked: the service itself is the question's subject ("does
// this app file", "how often does the site update").
func (u *understanding) serviceAsked() bool {
	q := u.q
	for i := range q.toks {
		if !serviceNouns[q.norm(i)] || q.toks[i].used {
			continue
		}
		k := i - 1
		if w := q.norm(k); w == "this" || w == "the" || w == "your" {
			k--
		}
		if serviceAux[q.norm(k)] && serviceDoings[q.norm(i+1)] {
			return true
		}
	}
	return false
}

// pointsAtNothing: with nothing named (no casino, program, place, game
// or tier), a pronoun is the question's subject ("do they have a hotel",
// "is it tribal"), "the other one" is its object, or "there" ends it
// ("my trips there"): an /ask request is one question, so the pronoun
// names nothing.
func (u *understanding) pointsAtNothing() bool {
	if u.named != nil || len(u.casinos) > 0 || len(u.programs) > 0 || u.city != nil || u.state != nil || u.game != "" ||
		u.tier != nil || u.nameQ != "" {
		return false
	}
	q := u.q
	for i := q.opening(); i < len(q.toks); i++ {
		w := q.norm(i)
		switch {
		case (w == "other" || w == "that" || w == "this") && q.norm(i+1) == "one":
			return true
		case w == "there" && i == len(q.toks)-1 && i > q.opening() && !subjectAux[q.norm(i-1)] && q.free(i, i):
			// "my trips there": a place pointed at ("is there" is none)
			return true
		case (w == "they" || w == "it") && subjectAux[q.norm(i-1)] && q.free(i, i):
			if w == "it" && dummyIt[q.norm(i+1)] {
				continue
			}
			if w == "it" && (q.has("to", "that") || u.hasAmount || u.hasHours) {
				continue
			}
			return true
		}
	}
	return false
}

// ageAsked: the question asks how old one must be to gamble ("be 21 to
// gamble", "18 year olds", "the gambling age", "old enough").
func (u *understanding) ageAsked() bool {
	q := u.q
	if q.has("age", "ages") || q.hasPhrase("old", "enough") || q.hasPhrase("year", "olds") ||
		q.hasPhrase("years", "old") || q.hasPhrase("year", "old") {
		return true
	}
	for i := range q.toks {
		v, dollar, ok := number(q.norm(i))
		if !ok || dollar || v < 16 || v > 25 || v != float64(int(v)) {
			continue
		}
		if q.norm(i-1) == "be" && (q.norm(i+1) == "to" || q.norm(i+1) == "or") {
			return true // "be 21 to gamble", "be 18 or older"
		}
		if turningWords[q.norm(i-1)] && q.hasOf(permissionWords) {
			// "turning 21 next week, can I gamble": whether the age
			// lets the asker in; "I turn 21 tomorrow, what casinos are
			// in Reno" asks the casinos
			return true
		}
		if q.norm(i-1) == "at" && q.has("gamble", "gambling", "play", "bet") && !q.has("hour", "hours", "hrs", "per") {
			return true // "can you gamble at 18"
		}
	}
	return false
}

// permissionWords ask whether something is allowed ("can I", "am I
// allowed", "will they let me in").
var permissionWords = set("can", "could", "allowed", "let", "legal", "legally", "permitted", "may")

// turningWords give an age reached ("turning 21", "just turned 18").
var turningWords = set("turning", "turn", "turned", "turns")

// adviceAsked: "should i" (or "should we") is followed by a verb of
// choosing ("which one should i take", "should i itemize"), or by two
// choices joined by "or" ("should I match to Circa or to 24K Select"):
// which to choose is advice. "or not" only asks yes or no.
func (u *understanding) adviceAsked() bool {
	q := u.q
	if u.worthAsked() || orderAdviceAsked(q) {
		return true
	}
	for i := range q.toks {
		if judgedDoing(q, i) {
			return true
		}
		if q.norm(i) != "should" || (q.norm(i+1) != "i" && q.norm(i+1) != "we") {
			continue
		}
		if adviceVerbs[q.norm(i+2)] {
			return true
		}
		if enrolVerbs[q.norm(i+2)] && !wayWords[q.norm(i-1)] {
			return true // "should I sign up for self-exclusion"; "where should I sign up" asks the way
		}
		if q.norm(i+2) == "keep" && strings.HasSuffix(q.norm(i+3), "ing") {
			return true // "should we keep playing"; "what should I keep in mind" asks what to know
		}
		for k := i + 3; k < len(q.toks); k++ {
			if q.norm(k) == "or" && q.free(k, k) && q.norm(k+1) != "not" && q.norm(k+1) != "no" {
				return true
			}
		}
	}
	return false
}

// judgedDoing: "is it" (or "would it be") and a judgement of doing
// ("is it smart to transfer $500 into my bankroll", "would it be wise to
// raise my budget", "is it a good idea to cap my sessions"): whether to
// do it is advice, as "should I" before the same verbs is.
func judgedDoing(q *question, i int) bool {
	k := i + 2
	switch {
	case q.norm(i) == "is" && q.norm(i+1) == "it":
	case q.norm(i) == "would" && q.norm(i+1) == "it" && q.norm(i+2) == "be":
		k++
	case q.norm(i) == "it" && (q.norm(i+1) == "would" || q.norm(i+1) == "might") && q.norm(i+2) == "be" && whetherBefore(q, i):
		// "advise whether it would be prudent to ...": the question
		// put inside "whether", its words in a statement's order
		k++
	default:
		return false
	}
	if q.norm(k) == "a" && q.norm(k+2) == "idea" {
		k += 2 // "a good idea to", "a smart idea to"
	}
	if !opinionWords[q.norm(k)] && q.norm(k) != "idea" {
		return false
	}
	if q.norm(k+1) == "for" {
		// "would it be prudent for me (for my principal) to pursue":
		// who would do it, the asker or the one they act for
		for t := k + 2; t <= k+4 && t < len(q.toks); t++ {
			if q.norm(t) == "to" {
				k = t - 1
				break
			}
		}
	}
	return q.norm(k+1) == "to" && adviceVerbs[q.norm(k+2)]
}

// whetherBefore says "whether" or "if" stands right before token i.
func whetherBefore(q *question, i int) bool {
	return q.norm(i-1) == "whether" || q.norm(i-1) == "if"
}

// orderNouns and orderQualities ask which order to do things in ("the
// best order to use my offers", "the smartest sequence to redeem my
// vouchers", "in what order to cash"): a plan of what to do first,
// advice no record or table gives.
var (
	orderNouns     = set("order", "sequence")
	orderQualities = set("best", "right", "smartest", "smart", "optimal", "ideal", "correct", "proper", "good", "better")
)

// orderAdviceAsked: an order of doing is asked, its noun after a quality
// ("best order") or after "in what" ("in which order"), then "to".
func orderAdviceAsked(q *question) bool {
	for i := range q.toks {
		if !orderNouns[q.norm(i)] || q.norm(i+1) != "to" {
			continue
		}
		if orderQualities[q.norm(i-1)] || (q.norm(i-1) == "what" || q.norm(i-1) == "which") && q.norm(i-2) == "in" {
			return true
		}
	}
	return false
}

// worthAsked: whether doing something pays off is asked ("is it worth
// itemizing", "would it be worth it to match", "is matching worth it"):
// a judgement no record or table gives; what an offer or voucher is
// worth ("what is my offer worth") is its value, answered.
func (u *understanding) worthAsked() bool {
	q := u.q
	for i := range q.toks {
		if q.norm(i) != "worth" || !q.free(i, i) {
			continue
		}
		if q.norm(i+1) == "it" && (i+2 == len(q.toks) || q.norm(i+2) == "to" || q.norm(i+2) == "for" || q.clauseBreakBefore(i+2)) {
			return true // "is it worth it", "worth it to match"
		}
		if q.norm(i-1) == "it" || q.phraseAt(i-2, "it", "be") || q.phraseAt(i-3, "it", "even", "be") || q.norm(i-1) == "even" && q.norm(i-2) == "it" {
			next := q.norm(i + 1)
			if strings.HasSuffix(next, "ing") || next == "the" || next == "my" || next == "a" || next == "to" {
				return true // "is it worth itemizing", "would it be worth the trip"
			}
		}
	}
	return false
}

// labelAsked: "am i a" or "am i an" is followed, within two words, by a
// noun naming what the player is ("am i a problem gambler").
func (u *understanding) labelAsked() bool {
	q := u.q
	for i := range q.toks {
		if !q.phraseAt(i, "am", "i") || (q.norm(i+2) != "a" && q.norm(i+2) != "an") {
			continue
		}
		if labelNouns[q.norm(i+3)] || labelNouns[q.norm(i+4)] || labelNouns[q.norm(i+5)] {
			return true
		}
	}
	return false
}

// moneyMoved: a verb of moving money has its amount right after it
// ("take $300 out", "stick another $100 in"): money to be moved, a
// request; "how much did i take out" asks of the past, with no amount.
func (u *understanding) moneyMoved() bool {
	q := u.q
	for i := range q.toks {
		if !moneyMoveVerbs[q.norm(i)] {
			continue
		}
		k := i + 1
		if w := q.norm(k); w == "another" || w == "an" || w == "extra" {
			k++
		}
		if q.norm(k) == "extra" {
			k++
		}
		if _, _, ok := number(q.norm(k)); ok {
			return true
		}
	}
	return false
}

// limitOpinionAsked: a word judging a limit comes within its phrase, up
// to two words (its period or kind) before it, with no amount or time
// given ("a good session limit", "a sensible daily budget"): the player
// asks what it should be.
func (u *understanding) limitOpinionAsked() bool {
	q := u.q
	if u.hasAmount || u.hasHours {
		return false
	}
	for i := range q.toks {
		if !limitNouns[q.norm(i)] {
			continue
		}
		for k := i - 1; k >= i-3 && k >= 0; k-- {
			w := q.norm(k)
			if opinionWords[w] {
				return true
			}
			if w == "my" || w == "your" || w == "the" || w == "a" || w == "an" {
				break // the limit's own phrase starts here
			}
		}
	}
	return limitShouldAsked(q)
}

// adviceModals say what ought to be done ("should", "ought to").
var adviceModals = set("should", "ought", "oughta")

// limitAskWords open a question of what or how much ("what budget",
// "which cap", "how long").
var limitAskWords = set("what", "whats", "which", "how")

// limitShouldAsked: in one clause, a question word comes before "should"
// (or "ought") and a limit is named ("what daily budget should I set",
// "how long should my session limit be", "what should my weekly cap be",
// "which budget ought I to pick"): what the limit ought to be, asked with
// no amount, is advice. "What budget have I set" reads the limit kept.
func limitShouldAsked(q *question) bool {
	for i := range q.toks {
		if !adviceModals[q.norm(i)] || !q.free(i, i) {
			continue
		}
		asked, limit := false, false
		for k := i - 1; k >= 0; k-- {
			asked = asked || limitAskWords[q.norm(k)]
			limit = limit || limitNouns[q.norm(k)]
			if q.clauseBreakBefore(k) {
				break
			}
		}
		for k := i + 1; k < len(q.toks) && !q.clauseBreakBefore(k); k++ {
			limit = limit || limitNouns[q.norm(k)]
		}
		if asked && limit {
			return true
		}
	}
	return false
}

// rateVerbs open a request to rate or review something.
var rateVerbs = set("rate", "grade", "score")

// consequenceAsked: the question asks what happens if or when something
// is done ("what happens if I exceed my budget", "what would happen when
// I hit my loss limit"); a win's W-2G rule is still the rule.
func (u *understanding) consequenceAsked() bool {
	q := u.q
	happens := q.hasPhrase("what", "happens") || q.hasPhrase("what", "will", "happen") || q.hasPhrase("what", "would", "happen") ||
		q.hasPhrase("whats", "gonna", "happen")
	return happens && q.has("if", "when", "once") && !(u.hasAmount && u.w2gRuleAsked()) && u.limitChangeSupposed() < 0
}

// limitChangeSupposed says the question supposes a change of a limit the
// asker makes, its size given ("what happens if I raise my daily budget
// to $250", "what would happen if we lowered my session cap to 90
// minutes"): /ask only proposes the change, and the proposal says what
// it does and when it takes effect. A change with no size ("what happens
// if i cap my sessions") proposes nothing.
// The index of the change's verb is returned, -1 when none is supposed.
func (u *understanding) limitChangeSupposed() int {
	q := u.q
	if !u.hasAmount && !u.hasHours || !q.hasOf(limitNouns) {
		return -1
	}
	for i := range q.toks {
		if q.norm(i) == "if" && (q.norm(i+1) == "i" || q.norm(i+1) == "we") && clauseChangeVerbs[q.norm(i+2)] &&
			!removalWords[q.norm(i+2)] {
			return i + 2
		}
	}
	return -1
}

// consequenceOpenings ask what a change would do before it is told
// ("what happens if", "what would happen if").
var consequenceOpenings = [][]string{{"what", "happens", "if"}, {"what", "will", "happen", "if"},
	{"what", "would", "happen", "if"}, {"whats", "gonna", "happen", "if"}, {"what", "happens", "when"}}

// claimSupposedChange claims the opening of a question that asks what a
// change of a limit would do, its size given ("What happens if I raise
// my daily budget to $250?"), up to the change's verb: the proposal of
// the change is the answer, and the change is read from its verb as if
// asked plainly. The verb's index is returned, -1 when there is none.
func (u *understanding) claimSupposedChange() int {
	q := u.q
	k := u.limitChangeSupposed()
	if k < 0 {
		return -1
	}
	o := q.opening()
	for _, c := range consequenceOpenings {
		if o+len(c)+1 == k && q.phraseAt(o, c...) && q.free(o, k-1) && u.changeOpensAt(k, true) {
			q.claim(o, k-1)
			return k
		}
	}
	return -1
}

// hostFavourAsked: a host is asked to comp or get the asker something
// ("can my host get me a free room", "will my host comp me a show").
func (u *understanding) hostFavourAsked() bool {
	q := u.q
	asked := q.has("comp", "comps", "comped") || q.hasPhrase("get", "me") || q.hasPhrase("give", "me") ||
		q.hasPhrase("hook", "me", "up") || q.hasPhrase("set", "me", "up")
	return asked && (q.hasOf(compedAmenities) || q.has("room", "rooms", "free", "upgrade", "upgrades", "tickets"))
}

// timeOfDayAsked: the question holds records to a time of day ("at
// night", "in the morning", "after dark", "evenings").
func timeOfDayAsked(q *question) bool {
	for i := range q.toks {
		if !q.free(i, i) {
			continue
		}
		w := q.norm(i)
		switch {
		case dayPartsPlural[w]:
			return true
		case (w == "at" || w == "around") && dayPartsAt[q.norm(i+1)] && q.free(i+1, i+1):
			return true
		case w == "in" && q.norm(i+1) == "the" && dayParts[q.norm(i+2)] && q.free(i+1, i+2):
			return true
		case w == "after" && q.norm(i+1) == "dark":
			return true
		}
	}
	return false
}

// dayParts are parts of the day ("in the morning"), dayPartsAt those
// said with "at" ("at night", "at lunch"), dayPartsPlural the habitual
// plurals ("my sessions on weeknights").
var (
	dayParts       = set("morning", "afternoon", "evening", "night", "daytime")
	dayPartsAt     = set("night", "midnight", "noon", "lunch", "dinner", "breakfast", "dawn", "lunchtime", "dinnertime")
	dayPartsPlural = set("mornings", "afternoons", "evenings", "nights", "weeknights", "overnights")
)

// companyOrTravelAsked: the question holds trips to how they were made
// or with whom ("by car", "trips I took alone", "with friends", "with
// the kids").
func companyOrTravelAsked(q *question) bool {
	for i := range q.toks {
		if !q.free(i, i) {
			continue
		}
		w, next := q.norm(i), q.norm(i+1)
		switch {
		case w == "by" && travelModes[next]:
			return true
		case w == "alone" || w == "solo":
			return true
		case w == "with" && (companions[next] || (next == "the" || next == "my" || next == "our") && companions[q.norm(i+2)]):
			return true
		}
	}
	return false
}

// travelModes are how a trip is made, and companions who come along.
var (
	travelModes = set("car", "plane", "air", "bus", "train", "boat", "rv", "motorcycle", "cab", "uber", "taxi")
	companions  = set("friends", "friend", "kids", "children", "family", "coworkers", "colleagues", "buddies", "group",
		"others", "someone", "somebody")
)

// lengthRankWords rank records by how long they lasted.
var lengthRankWords = set("longest", "shortest", "lengthiest", "briefest", "quickest")

// recordsRankedByResult: trips, sessions or visits ranked by what was won
// or lost ("my most profitable trip", "the session I lost the most in",
// "my best trip"); "my most recent trip" is the date order they have.
func (u *understanding) recordsRankedByResult() bool {
	q := u.q
	if !q.has("trip", "trips", "session", "sessions", "visit", "visits") {
		return false
	}
	if q.hasOf(resultRankWords) {
		return true
	}
	for i := range q.toks {
		if w := q.norm(i); (w == "most" || w == "least") && (winWords[q.norm(i-1)] || winWords[q.norm(i-2)] ||
			q.norm(i-1) == "lose" || q.norm(i-2) == "lose" || q.norm(i-1) == "lost" || q.norm(i-2) == "lost" ||
			q.norm(i+1) == "profitable" || q.norm(i+1) == "money") {
			return true // "won the most", "lost the most", "most profitable", "made me the most money"
		}
	}
	return false
}

// holderPronouns name the asker as the one who holds the offers or
// vouchers without "my" ("which offers over $50 have I got", "vouchers
// we hold worth $20").
var holderPronouns = set("i", "ive", "im", "id", "we", "weve", "our", "ours", "mine")

// valueFilterAsked: the player's offers or vouchers are held to an
// amount ("my offers worth more than $50", "vouchers over $100", "which
// offers over $50 have I got").
func (u *understanding) valueFilterAsked() bool {
	q := u.q
	return u.hasAmount && (q.has("my") || q.hasOf(holderPronouns)) && q.has("offer", "offers", "voucher", "vouchers") &&
		(q.hasOf(valueWords) || q.hasOf(compareWords)) && !q.has("hand", "hands", "bet", "betting", "per", "average", "play", "playing")
}

// enrolmentAsked: in a self-exclusion question, "my" comes before the
// program and a word asks whether it still holds ("has my self-exclusion
// run out", "is my self-ban still active"); how to enrol or to end one is
// the help.
func (u *understanding) enrolmentAsked() bool {
	q := u.q
	if u.helpTopic() != "self_exclusion" || !q.has("my") || q.hasPhrase("how", "do", "i") || q.hasPhrase("how", "can", "i") ||
		q.hasPhrase("how", "to") {
		return false
	}
	return q.hasOf(enrolmentWords) || q.hasPhrase("run", "out") || q.hasPhrase("ran", "out") || q.hasPhrase("still", "on")
}

// costAdjectives say what something cost ("expensive", "pricey"); after
// "most" or "least" they rank ("the most expensive trip"). cheapRankWords
// rank by cost on their own ("my cheapest trip").
var (
	costAdjectives = set("expensive", "costly", "pricey", "pricy", "spendy")
	cheapRankWords = set("cheapest", "spendiest", "costliest", "priciest")
)

// recordsRankedByCost: trips, sessions or visits ranked or sorted by what
// they cost ("my trips, most expensive first", "the least costly trip I
// took", "my cheapest visit"): list_trips and its kin give the records in
// date order and never sort them by their cost.
func (u *understanding) recordsRankedByCost() bool {
	q := u.q
	if !q.hasOf(listedRecords) {
		return false
	}
	if q.hasOf(cheapRankWords) {
		return true
	}
	for i := range q.toks {
		if w := q.norm(i); (w == "most" || w == "least") && costAdjectives[q.norm(i+1)] {
			return true
		}
	}
	return false
}

// amountRecords are the records that carry an amount of money: W-2Gs
// (jackpots), vouchers and offers.
var amountRecords = set("w2g", "w2gs", "jackpot", "jackpots", "voucher", "vouchers", "offer", "offers", "ticket", "tickets")

// sizeRankWords rank by size: the one record picked out by its amount.
var sizeRankWords = set("biggest", "largest", "smallest", "highest", "lowest", "richest", "tiniest", "heftiest")

// forecastWords make a question a forecast of what a casino will send
// ("which of my casinos is likely to send me the biggest offer"), which
// predict answers; a ranking of the records kept is something else.
var forecastWords = set("likely", "send", "sends", "predict", "expect", "will", "would", "next")

// recordsRankedByAmount: one of the player's W-2Gs, vouchers or offers
// is picked out by its amount ("my largest W-2G", "the offer worth the
// most", "which of my vouchers is the most valuable"); list_w2g,
// list_vouchers and list_offers return every record, in date order.
func (u *understanding) recordsRankedByAmount() bool {
	q := u.q
	if !q.hasOf(amountRecords) || q.hasOf(forecastWords) {
		return false
	}
	if q.hasPhrase("worth", "the", "most") || q.hasPhrase("worth", "the", "least") ||
		q.hasPhrase("most", "valuable") || q.hasPhrase("least", "valuable") {
		return true
	}
	for i := range q.toks {
		if amountRecords[q.norm(i)] && (sizeRankWords[q.norm(i-1)] || sizeRankWords[q.norm(i-2)]) {
			return true // "my biggest jackpot", "my largest ever W-2G"
		}
	}
	return false
}

// orderingVerbs put things in an order ("rank", "prioritize", "sort");
// orderedRecords are the player's records so ordered, and orderedFill
// the words that may stand between ("my free play offers", "all the
// vouchers I hold").
var (
	orderingVerbs  = set("rank", "prioritize", "prioritise", "sort", "reorder", "rerank", "arrange", "rearrange", "order", "triage")
	orderedRecords = set("offer", "offers", "voucher", "vouchers", "w2g", "w2gs", "jackpot", "jackpots", "trip", "trips",
		"session", "sessions", "visit", "visits", "checkins")
	orderedFill = set("my", "our", "the", "all", "of", "these", "those", "current", "open", "available", "active", "free", "play",
		"freeplay", "comp", "cash", "food", "hotel", "room", "dining", "mail", "mailer", "promo", "promotional", "bonus")
)

// dateOrderWords order records by their dates, as the lists are.
var dateOrderWords = set("date", "dates", "dated", "chronological", "chronologically", "newest", "oldest", "latest", "earliest",
	"recent")

// recordsOrderedAsked: a verb of ordering opens a clause and its object,
// a few words on, is the player's records ("rank my offers by value",
// "prioritize my free play offers from X", "please sort all my vouchers"):
// an order the lists never give (offer_ranking and freeplay_optimizer
// are catalog actions no intent runs). The casinos ranked by a predicted
// offer ("rank my casinos by predicted offer value") are another object,
// and "order" counts only as the clause's first word.
func (u *understanding) recordsOrderedAsked() bool {
	q := u.q
	if q.hasOf(dateOrderWords) {
		return false // "sort my trips by date": the order the lists have
	}
	if orderFirstAsked(q) && q.hasOf(orderedRecords) {
		return true // "which of my offers lapse soon, biggest first"
	}
	for i := range q.toks {
		w := q.norm(i)
		if !orderingVerbs[w] || w == "order" && i != q.opening() && !q.clauseBreakBefore(i) {
			continue
		}
		for k := i + 1; k <= i+5 && k < len(q.toks); k++ {
			if orderedRecords[q.norm(k)] {
				return true
			}
			if !orderedFill[q.norm(k)] && q.norm(k) != u.game {
				break
			}
		}
	}
	return false
}

// orderFirstWords are superlatives of size or worth an order is stated
// by ("biggest first", "most valuable first", "cheapest last").
var orderFirstWords = set("biggest", "largest", "highest", "best", "richest", "smallest", "lowest", "cheapest", "priciest",
	"costliest", "fattest", "juiciest", "valuable", "generous", "lucrative", "worst", "top")

// orderFirstNouns stand between the superlative and "first" ("the
// highest value first", "the most valuable ones first").
var orderFirstNouns = set("one", "ones", "value", "values", "amount", "amounts", "dollar", "offer", "offers", "voucher",
	"vouchers")

// orderFirstAsked: an order stated as "<superlative> first" (or
// "last"): "biggest first", "most valuable first". Date words
// ("newest first") are the lists' own order, left to the caller.
func orderFirstAsked(q *question) bool {
	for i := range q.toks {
		if (q.norm(i) == "first" || q.norm(i) == "last") && orderFirstWords[q.norm(i-1)] {
			return true
		}
		if (q.norm(i) == "first" || q.norm(i) == "last") && orderFirstNouns[q.norm(i-1)] && orderFirstWords[q.norm(i-2)] {
			return true
		}
	}
	return false
}

// resultRankWords rank records by their result.
var resultRankWords = set("profitable", "luckiest", "unluckiest", "best", "worst", "biggest", "costliest", "priciest")

// callAsked: the service is asked to make a call or send a message
// ("can you phone the hotline", "call the help line for me"); who to call
// or the number to call is the help line, answered.
func (u *understanding) callAsked() bool {
	q := u.q
	if !q.hasOf(callVerbs) {
		return false
	}
	if q.hasPhrase("for", "me") || q.hasPhrase("for", "us") || q.hasPhrase("my", "behalf") {
		return true
	}
	for i, t := range q.toks {
		if callVerbs[t.norm] && (q.norm(i-1) == "you" || q.norm(i-1) == "u") {
			return true
		}
	}
	return false
}

// futurePolicyAsked: what a program or casino will change in time ("will
// stop honoring", "going to change its tiers", "plans to drop"); "which
// programs will match my tiers" asks today's matches, answered.
func (u *understanding) futurePolicyAsked() bool {
	q := u.q
	if !q.hasOf(policySubjects) {
		return false
	}
	// "will MGM Rewards stop matching": the subject stands between
	asked := q.norm(q.opening()) == "will" || q.norm(q.opening()) == "wont"
	for i, t := range q.toks {
		if !policyChangeVerbs[t.norm] {
			continue
		}
		prev, prev2 := q.norm(i-1), q.norm(i-2)
		if asked || prev == "will" || prev == "gonna" || prev == "wont" ||
			(prev == "to" && (prev2 == "going" || prev2 == "plan" || prev2 == "plans" || prev2 == "planning" || prev2 == "about")) {
			return true
		}
	}
	return false
}

// matchLaterAsked: a tier match is asked of a time a year or more ahead
// ("can I match my Emerald to Caesars next year", "will Wynn match it in
// 2028", "a year from now"), or asked to hold still in time to come
// ("will Caesars still match Boyd Emerald", "is MGM still going to match
// it"): the tier-match tables are today's, and no table keeps what a
// program will do. "Can I still match" asks today, and is answered.
func (u *understanding) matchLaterAsked() bool {
	q := u.q
	if !q.has("match", "matches", "matched", "matching") || q.has("host", "hosts") {
		return false
	}
	if q.hasPhrase("next", "year") || q.hasPhrase("the", "future") || q.hasPhrase("next", "season") {
		return true
	}
	for i := range q.toks {
		w := q.norm(i)
		if w == "from" && q.norm(i+1) == "now" && q.norm(i+2) != "on" {
			return true // "a year from now", not "from now on"
		}
		if v, dollar, ok := number(w); ok && !dollar && len(w) == 4 && int(v) > u.today.Year() && int(v) < 2100 && q.norm(i-1) == "in" {
			return true // "in 2028"
		}
		if w != "still" {
			continue
		}
		if q.phraseAt(i+1, "going", "to") || q.norm(i+1) == "gonna" {
			return true
		}
		for k := i - 1; k >= 0 && k >= i-4; k-- {
			if v := q.norm(k); v == "will" || v == "wont" {
				return true
			}
			if q.clauseBreakBefore(k) {
				break
			}
		}
	}
	return false
}

// playCountCapped: a limit on how often the player plays ("limit me to 3
// sessions a week", "cap my visits at twice a month"), which no limit's
// parameter expresses; a session's length is the session limit.
func (u *understanding) playCountCapped() bool {
	q := u.q
	if u.hasHours || !(q.has("limit", "cap", "restrict", "max", "maximum", "allow") || q.hasPhrase("no", "more", "than") ||
		q.hasPhrase("at", "most")) || !q.hasOf(countPeriods) {
		return false
	}
	for i, t := range q.toks {
		counted := countWords[t.norm] || strings.Trim(t.norm, "0123456789") == ""
		if !counted {
			continue
		}
		if countedPlays[q.norm(i+1)] || t.norm == "once" || t.norm == "twice" {
			return true
		}
		// "restrict my sessions to 2 a week": the count stands alone
		// before its period; with money named it would be a budget
		if !strings.Contains(t.raw, "$") && !q.hasOf(moneyLimitWords) && q.hasOf(countedPlays) && (q.norm(i+1) == "a" || q.norm(i+1) == "per" || q.norm(i+1) == "each" ||
			q.norm(i+1) == "every") && countPeriods[q.norm(i+2)] {
			return true
		}
	}
	return false
}

// comparisonCues put two things side by side ("Borgata vs Hard Rock",
// "Club Sycuan versus THE CLUB", "compared to").
var comparisonCues = [][]string{{"vs"}, {"versus"}, {"compared", "to"}, {"compared", "with"}, {"comparison", "to"},
	{"comparison", "with"}}

// comparisonAsked: a comparison cue, unread by any entity, stands between
// two things and the one after it is no measure of the player's own
// results: "my wins vs losses" is the year's summary, which holds both.
func (u *understanding) comparisonAsked() bool {
	q := u.q
	if u.alternativesCompared() || u.gamesComparedByThan() {
		return true
	}
	for i := range q.toks {
		for _, c := range comparisonCues {
			e := i + len(c)
			if !q.phraseAt(i, c...) || !q.free(i, e-1) || i == 0 || e >= len(q.toks) {
				continue
			}
			next := q.norm(e)
			if next == "the" || next == "my" {
				next = q.norm(e + 1)
			}
			if resultWords[next] || next == "winnings" {
				continue
			}
			return true
		}
	}
	return false
}

// comparatives ask which of two is ahead ("more comps", "a better
// offer", "higher"); orTails end a quantity, not a second choice ("$50
// or more", "or so").
var (
	comparatives = set("more", "better", "higher", "bigger", "less", "fewer", "lower", "cheaper", "worse", "larger",
		"smaller", "faster", "greater")
	orTails = set("more", "less", "fewer", "higher", "lower", "so", "not", "no", "above", "below", "over", "under", "greater",
		"bigger", "smaller", "later", "earlier", "longer", "shorter", "whatever", "something", "anything")
)

// alternativesCompared: a comparative asks which of two choices joined
// by "or" comes out ahead, each side naming something read ("would I
// earn more comps from $15 baccarat or $15 blackjack", "is the offer
// better at Borgata or at Ocean"): no action puts two side by side, and
// the first one's answer would answer another question. "$50 or more"
// is a quantity, not a choice; each side must name something read, or a
// game or number.
func (u *understanding) alternativesCompared() bool {
	q := u.q
	cmp := -1
	for i := range q.toks {
		if comparatives[q.norm(i)] && q.free(i, i) && !orTails[q.norm(i+1)] && q.norm(i-1) != "or" && q.norm(i+1) != "than" {
			cmp = i
			break
		}
	}
	if cmp < 0 {
		return false
	}
	for k := range q.toks {
		if q.norm(k) != "or" || !q.free(k, k) || orTails[q.norm(k+1)] || k == 0 {
			continue
		}
		before, after := false, false
		for j := k - 1; j >= 0 && j >= k-4; j-- {
			before = before || !q.free(j, j)
		}
		if !before {
			before = u.nameWithinOr(max(0, k-4), k-1)
		}
		for j := k + 1; j < len(q.toks) && j <= k+4; j++ {
			// the second choice is often left unread, as one game or
			// amount is read: a game or a number names it
			_, _, num := number(q.norm(j))
			after = after || !q.free(j, j) || isGameWord(q.norm(j)) || num
		}
		if before && !after {
			after = u.nameWithinOr(k+1, min(len(q.toks)-1, k+4))
		}
		if before && after {
			return true
		}
	}
	return false
}

// gamesComparedByThan: a comparative's "than" is followed, in its clause,
// by a second game besides the one read ("how much more in comps is an
// hour of $25 baccarat worth than an hour of $25 blackjack", "is the edge
// lower on craps than on roulette"): no action weighs two games, and the
// first one's answer would answer another question. "More than 2 hours of
// slots" names no second game, and a comparison told in a sentence
// before the question ("my friend says craps comps better than roulette.
// comps for 2 hours of $10 craps?") is a story.
func (u *understanding) gamesComparedByThan() bool {
	q := u.q
	if u.game == "" {
		return false
	}
	for i := 1; i < len(q.toks); i++ {
		if q.norm(i) != "than" || !q.free(i, i) || toldBeforeQuestion(q, i) {
			continue
		}
		compared := false
		for k := i - 1; k >= 0 && !compared; k-- {
			compared = comparatives[q.norm(k)]
			if q.lineBreakBefore(k) {
				break
			}
		}
		for k := i + 1; compared && k < len(q.toks) && k <= i+6 && !q.clauseBreakBefore(k); k++ {
			if isGameWord(q.norm(k)) && q.free(k, k) {
				return true
			}
		}
	}
	return false
}

// toldBeforeQuestion: the sentence of token i ends with no question
// mark and another sentence follows it: it tells, the question comes
// after it.
func toldBeforeQuestion(q *question, i int) bool {
	for k := i + 1; k < len(q.toks); k++ {
		if q.lineBreakBefore(k) {
			return !strings.Contains(q.text[q.toks[k-1].end:q.toks[k].start], "?")
		}
	}
	return false
}

// recordFixWords say a record is wrong or asked to be put right ("has
// my name wrong", "get it corrected", "a typo on my W-2G").
var recordFixWords = set("wrong", "incorrect", "misspelled", "misspelt", "typo", "typos", "mistake", "mistakes", "error",
	"errors", "corrected", "correcting", "correction", "corrections", "amend", "amended", "amending",
	"reissue", "reissued", "inaccurate")

// correctedRecords are the player's records and forms a correction may
// be about.
var correctedRecords = set("w2g", "w2gs", "trip", "trips", "session", "sessions", "visit", "visits", "voucher", "vouchers",
	"offer", "offers", "tier", "tiers", "bankroll", "form", "forms", "record", "records", "checkin", "checkins")

// correctionAsked: the player's record or form is said to be wrong, or
// asked to be corrected ("the W-2G for my jackpot has my name spelled
// wrong", "fix my trip to Borgata").
func (u *understanding) correctionAsked() bool {
	q := u.q
	return u.personal() && q.hasOf(recordFixWords) && q.hasOf(correctedRecords)
}

// enrolmentVerbs enrol someone in a program ("enroll me", "sign them
// up", "register us").
var enrolmentVerbs = set("enroll", "enrol", "enrolls", "enrols", "register", "registers", "sign", "signs", "add", "adds",
	"put", "puts", "exclude", "excludes", "ban", "bans", "list")

// enrolmentByServiceAsked: in a self-exclusion question, the service is
// the one asked to enrol ("wants you to enroll them", "can you sign me
// up", "could u register me"): no action enrols anyone. "How do I put
// myself on the list" and "put me on the list" ask how, and are answered.
func (u *understanding) enrolmentByServiceAsked() bool {
	q := u.q
	if u.helpTopic() != "self_exclusion" {
		return false
	}
	for i := range q.toks {
		if w := q.norm(i); w != "you" && w != "u" {
			continue
		}
		k := i + 1
		if q.norm(k) == "to" || q.norm(k) == "please" || q.norm(k) == "pls" || q.norm(k) == "just" {
			k++
		}
		if enrolmentVerbs[q.norm(k)] {
			return true
		}
	}
	return false
}

// supposedUnanswered says what a message supposes is what nothing
// answers: a past undone ("if I had stopped") or a change of the play
// the records hold ("if we upped our bets"). The question after the
// supposition is then not read alone (leadClause), as its answer would
// be of the play as it is.
func (u *understanding) supposedUnanswered() bool {
	return u.counterfactual() || u.playChangeSupposed()
}

// playChangeVerbs change how much the player plays ("doubled my play",
// "upped my bets", "cut back my visits").
var playChangeVerbs = set("double", "doubled", "doubling", "triple", "tripled", "tripling", "quadrupled", "increase",
	"increased", "increasing", "raise", "raised", "raising", "up", "upped", "bump", "bumped", "boost", "boosted", "halve",
	"halved", "cut", "reduce", "reduced", "lower", "lowered", "ramp", "ramped", "doubles", "increases")

// playStops and playGoes stop the player's play ("don't play", "stopped
// going", "never gamble").
var (
	playStops = set("dont", "didnt", "stop", "stopped", "quit", "never", "cant", "couldnt")
	playGoes  = set("play", "playing", "gamble", "gambling", "go", "going", "visit", "visiting")
)

// playNouns are how much or how often the player plays.
var playNouns = set("play", "action", "bet", "bets", "betting", "wager", "wagers", "wagering", "adt", "visits", "trips",
	"gambling", "spend", "spending", "average", "theo", "stakes", "coinin")

// playChangeSupposed: the question supposes a change of the player's
// own play ("if I doubled my play", "if we upped our bets", "if I were to
// triple my visits", "if I don't play again until December"): predict works from the ADT and frequency the
// records hold, so what a changed play would bring is a hypothetical no
// action computes. A play given whole, with its bet and hours ("if I
// upped my bet to $25 for 3 hours"), is the comp calculator's.
func (u *understanding) playChangeSupposed() bool {
	q := u.q
	if u.hasAmount && u.hasHours {
		return false
	}
	for i := range q.toks {
		if q.norm(i) != "if" || (q.norm(i+1) != "i" && q.norm(i+1) != "we") {
			continue
		}
		k := i + 2
		for w := q.norm(k); w == "just" || w == "were" || w == "was" || w == "to" || w == "ever" || w == "started" ||
			w == "decided" || w == "suddenly"; w = q.norm(k) {
			k++
		}
		if playStops[q.norm(k)] && playGoes[q.norm(k+1)] {
			// "if I don't play again until December", "if we stopped
			// going": no play at all is a change of it too
			return true
		}
		if !playChangeVerbs[q.norm(k)] {
			continue
		}
		for j := k + 1; j <= k+4 && j < len(q.toks); j++ {
			if playNouns[q.norm(j)] {
				return true
			}
		}
	}
	return false
}

// unkeptDetails are where a play happened on the floor, which the
// player's vouchers, offers, trips and visits do not keep.
var unkeptDetails = set("machine", "machines", "dealer", "dealers", "seat", "seats", "pit", "pits", "bank", "banks",
	"table", "tables", "kiosk", "kiosks")

// fieldlessRecords keep a casino, amounts and dates, never a machine
// (sessions may be linked to a tracked machine; these are not).
var fieldlessRecords = set("voucher", "vouchers", "offer", "offers", "trip", "trips", "visit", "visits", "ticket", "tickets")

// unkeptRecordFieldAsked: "which" or "what" asks a floor detail of the
// player's vouchers, offers, trips or visits ("which machines did my
// open vouchers come from", "what table was my last visit at"); "which
// table games" is a game.
func (u *understanding) unkeptRecordFieldAsked() bool {
	q := u.q
	if !q.hasOf(fieldlessRecords) || !u.personal() {
		return false
	}
	for i := range q.toks {
		if w := q.norm(i); w != "which" && w != "what" {
			continue
		}
		k := i + 1
		if w := q.norm(k); w == "slot" || w == "slots" || w == "exact" || w == "specific" || w == "particular" {
			k++
		}
		if unkeptDetails[q.norm(k)] && !isGameWord(q.norm(k+1)) && q.norm(k+1) != "game" && q.norm(k+1) != "games" {
			return true
		}
	}
	return false
}

// spendWords say money went on something ("spent on", "cost me").
var spendWords = set("spend", "spends", "spent", "spending", "cost", "costs", "costing", "pay", "paid", "paying",
	"shell", "shelled", "blow", "blew", "blown", "fork", "forked")

// expenseNouns are what a player pays for around the play, which no
// record keeps.
var expenseNouns = set("gas", "fuel", "gasoline", "petrol", "parking", "valet", "tolls", "toll", "food", "meals", "meal",
	"dinner", "dinners", "lunch", "lunches", "breakfast", "breakfasts", "drinks", "drink", "booze", "snacks",
	"airfare", "flights", "flight", "plane", "uber", "ubers", "lyft", "taxi", "taxis", "cab", "cabs",
	"rental", "rentals", "lodging", "room", "rooms", "souvenirs", "shows", "tips", "tipping", "babysitter")

// expenseFillers may stand between the spend and what it went on ("spent
// on gas", "cost me in parking", "spent money on hotel rooms"); a hotel
// is a casino's, and its rooms or stays the expense.
var expenseFillers = set("on", "for", "in", "me", "us", "my", "our", "the", "money", "much", "total", "all", "altogether",
	"hotel", "hotels")

// expenseAsked: the player asks what they spent on something around the
// play ("how much did I spend on gas for my trips", "what did my Borgata
// trips cost me in parking"): trips and sessions keep the money played,
// never the player's other expenses.
func (u *understanding) expenseAsked() bool {
	q := u.q
	if !u.personal() || !q.hasOf(expenseNouns) {
		return false
	}
	for i := range q.toks {
		if !spendWords[q.norm(i)] {
			continue
		}
		for k := i + 1; k <= i+4 && k < len(q.toks) && !q.clauseBreakBefore(k); k++ {
			if expenseNouns[q.norm(k)] {
				return true
			}
			if !expenseFillers[q.norm(k)] {
				break
			}
		}
	}
	return false
}

// billNouns are the papers of money spent around the play ("hotel
// bills", "receipts", "invoices"); billQualifiers make "bill" or "tab"
// one ("the room bill", "my bar tab").
var (
	billNouns      = set("bills", "receipts", "receipt", "invoices", "invoice", "folios", "folio", "tabs", "charges")
	billQualifiers = set("hotel", "room", "bar", "restaurant", "dinner", "food", "drink", "drinks", "spa", "resort", "motel")
	billLinks      = set("from", "of", "for", "on", "during", "at")
)

// billsOfRecordsAsked: the player asks for the bills of their trips,
// sessions or visits ("my hotel bills from my Borgata trips", "receipts
// for my sessions", "my trip invoices"): a record keeps its casino, dates
// and money played, never what was billed around the play.
func (u *understanding) billsOfRecordsAsked() bool {
	q := u.q
	if !q.hasOf(listedRecords) || !u.personal() {
		return false
	}
	for i := range q.toks {
		w := q.norm(i)
		bill := billNouns[w] || (w == "bill" || w == "tab") && billQualifiers[q.norm(i-1)]
		if !bill {
			continue
		}
		if listedRecords[q.norm(i-1)] {
			return true // "my trip receipts"
		}
		if !billLinks[q.norm(i+1)] {
			continue
		}
		for k := i + 2; k <= i+5 && k < len(q.toks) && !q.clauseBreakBefore(k); k++ {
			if listedRecords[q.norm(k)] {
				return true
			}
		}
	}
	return false
}

// w2gByCasinoAsked: the player's W-2Gs are asked with a casino named
// ("the W-2G forms I got at Borgata in 2024", "my W-2Gs from Hard Rock"):
// list_w2g filters by tax year only, so every casino's forms would be
// shown as that casino's. The W-2G rule asked of a win at a casino is
// another question, answered.
func (u *understanding) w2gByCasinoAsked() bool {
	q := u.q
	if !q.has("w2g", "w2gs") || (len(u.casinos) == 0 && (u.named == nil || u.named.e.kind != kindCasino)) || u.w2gRuleAsked() {
		return false
	}
	return true
}

// contactWords name how to reach someone ("phone", "email"); "number"
// is one only after a possessive ("his number"), since "the number of
// hosts" counts them, and "my host contacts" are the hosts themselves.
var contactWords = set("phone", "phones", "email", "emails", "e-mail", "cell", "cellphone", "mobile", "contact",
	"address", "extension", "reach", "touch")

// hostContactAsked: how to reach a host is asked ("my host's phone
// number", "how do I contact my host at Borgata", "his number").
func (u *understanding) hostContactAsked() bool {
	q := u.q
	if !q.has("host", "hosts") {
		return false
	}
	for i := range q.toks {
		w := q.norm(i)
		// "hosts I'm in contact with" are the player's hosts
		if contactWords[w] && (w != "contact" || i == 0 || q.norm(i-1) != "in") {
			return true
		}
		if w == "number" && i > 0 && heOrShe[q.norm(i-1)] {
			return true
		}
	}
	return false
}

// hostPayWords name what a worker is paid ("salary", "commission").
var hostPayWords = set("salary", "salaries", "wage", "wages", "paycheck", "paychecks", "income", "commission",
	"commissions", "payroll", "bonus", "bonuses")

// hostPaidBe stand before "paid" when it says a worker is paid ("get
// paid", "are paid"), not that a comp or a bill was paid.
var hostPaidBe = set("get", "gets", "getting", "got", "is", "are", "be", "being", "was", "were")

// hostEarnVerbs say what a worker earns after "how much do hosts".
var hostEarnVerbs = set("make", "makes", "earn", "earns", "pull", "bring", "take")

// hostEarnTails end what a worker earns ("make a year", "earn per
// hour", "bring in annually"); "make me" is what is done for the player.
var hostEarnTails = set("a", "an", "per", "each", "every", "in", "annually", "yearly", "hourly", "weekly", "monthly", "on")

// hostPayAsked: what a host is paid is asked ("a host's salary", "do
// hosts get paid on commission", "how much do hosts at Borgata make"): a
// host's profile keeps casinos, languages and specialties, never pay.
// "The bonus my host gave me" is an offer of the player's, so "bonus"
// counts only with no "my".
func (u *understanding) hostPayAsked() bool {
	q := u.q
	if !q.has("host", "hosts") {
		return false
	}
	for i := range q.toks {
		w := q.norm(i)
		if hostPayWords[w] && !(strings.HasPrefix(w, "bonus") && q.has("my")) {
			return true
		}
		if w == "paid" && hostPaidBe[q.norm(i-1)] {
			return true
		}
		if hostEarnVerbs[w] && q.hasPhrase("how", "much") && (i == len(q.toks)-1 || hostEarnTails[q.norm(i+1)]) {
			return true // "how much does a host at Borgata make", "... earn a year"
		}
	}
	return false
}

// hostRankWords rank hosts ("the best host", "the host with the biggest
// comps", "the most generous host"): search_hosts filters, never ranks.
// "most" alone is left out ("we go there most weekends").
var hostRankWords = union(rankWords, set("biggest", "largest", "highest", "generous", "stingiest"))

// hostCountQuantifiers rank by a count after "the" ("the most
// players", "the fewest clients"); hostCountTails end the phrase instead
// of a noun ("the casino I visit the most", "the most often").
var (
	hostCountQuantifiers = set("most", "fewest", "least")
	hostCountTails       = set("at", "in", "of", "often", "recently", "times", "lately", "there", "here", "now", "so", "too")
)

// hostCountRanked: "the most" (or fewest, least) comes before a noun in a
// host question ("the host with the most players", "which host has the
// fewest clients"): a ranking by a count search_hosts does not make.
// Said last ("the casino I play the most") it says how often.
func hostCountRanked(q *question) bool {
	for i := 1; i+1 < len(q.toks); i++ {
		if hostCountQuantifiers[q.norm(i)] && q.norm(i-1) == "the" && !hostCountTails[q.norm(i+1)] && !q.clauseBreakBefore(i+1) {
			return true
		}
	}
	return false
}

// hostClientNouns are the people a host looks after ("players",
// "clients").
var hostClientNouns = set("players", "clients", "customers", "guests", "patrons", "gamblers", "members", "whales",
	"regulars", "vips", "player", "client", "customer", "guest")

// hostBookAsked: the people the player's own host looks after are asked,
// the people named just before "my host" ("the players my host works
// with", "clients of my host") or right after it ("my host's players",
// "my host's other clients"): the host's book, none of the player's
// records. "New players" are whom hosts take on, and "the player I
// assist" is a user.
func hostBookAsked(q *question) bool {
	for i := 1; i < len(q.toks); i++ {
		if w := q.norm(i); (w != "host" && w != "hosts") || (q.norm(i-1) != "my" && q.norm(i-1) != "our") {
			continue
		}
		k := i + 1
		if q.norm(k) == "other" {
			k++
		}
		if hostClientNouns[q.norm(k)] && !q.clauseBreakBefore(i+1) {
			return true
		}
		for k := i - 2; k >= i-5 && k >= 0 && !q.clauseBreakBefore(k+1); k-- {
			if hostClientNouns[q.norm(k)] && q.norm(k-1) != "new" {
				return true
			}
		}
	}
	return false
}

// helpStatCounted are what a count of a help resource's use counts
// ("how many calls", "how many people").
var helpStatCounted = set("calls", "callers", "people", "persons", "players", "gamblers", "members", "residents",
	"folks", "users", "enrollees", "signups", "texts", "chats", "contacts", "requests", "applications", "cases")

// helpStatisticAsked: in a help question, "how many" counts the people or
// calls a help line or program sees ("how many calls does the helpline
// get", "how many people are on the self-exclusion list"): the resources
// keep no figures. "How many help lines are there" counts resources.
func (u *understanding) helpStatisticAsked() bool {
	q := u.q
	if u.helpTopic() == "" {
		return false
	}
	for i := range q.toks {
		if q.phraseAt(i, "how", "many") && (helpStatCounted[q.norm(i+2)] || helpStatCounted[q.norm(i+3)]) {
			return true
		}
	}
	return false
}

// enrolOthersVerbs put someone on a self-exclusion list ("sign my
// brother up", "enroll my wife", "ban him"); "get my wife help" asks the
// help, so "get" is none of them.
var enrolOthersVerbs = union(enrolmentVerbs, set("enrolling", "enroling", "registering", "signing", "adding", "putting",
	"excluding", "banning", "listing", "bar", "barring"))

// othersEnrolmentAsked: in a self-exclusion question, a verb of enrolling
// takes another person as its object ("sign my brother up", "enroll my
// wife", "register him"): no action enrols anyone, and a person enrols
// themselves. How the asker enrols, or a relative asking how, is the help.
func (u *understanding) othersEnrolmentAsked() bool {
	q := u.q
	if u.helpTopic() != "self_exclusion" {
		return false
	}
	for i := range q.toks {
		if !enrolOthersVerbs[q.norm(i)] {
			continue
		}
		obj := q.norm(i + 1)
		if obj == "him" || obj == "her" || obj == "them" {
			return true
		}
		if (obj == "my" || obj == "our") && (otherPeople[q.norm(i+2)] || otherPeople[strings.TrimSuffix(q.norm(i+2), "s")]) {
			return true
		}
	}
	return false
}

// limitDayWords are days of the week as a recurring condition ("on
// weekends", "Fridays only").
var limitDayWords = set("weekends", "weekdays", "weeknights", "mondays", "tuesdays", "wednesdays", "thursdays", "fridays",
	"saturdays", "sundays", "weekend", "weekday", "weeknight")

// limitDayLimitWords are the words of a limit or its setting.
var limitDayLimitWords = union(limitNouns, set("capped", "capping", "limited", "limiting", "restrict", "restricted", "max",
	"maximum"))

// limitDaysAsked: a limit is held to some days of the week in its own
// sentence ("cap my sessions at an hour on weekdays", "a $100 daily budget
// for Saturdays only", "cut my sessions off at an hour on weekends", the
// cap said by the opening of cutOffAt): set_budget takes a period and
// set_session_limit its minutes, so no proposal carries the days. A day
// told in another sentence ("I play on Fridays. Cap my sessions at 2
// hours.") is a story.
func (u *understanding) limitDaysAsked() bool {
	q := u.q
	for i := range q.toks {
		if !u.dayCondition(i) {
			continue
		}
		if q.sentenceHas(i, (*question).lineBreakBefore, func(k int) bool {
			return limitDayLimitWords[q.norm(k)] || k == 0 && u.cutOffAt()
		}) {
			return true
		}
	}
	return false
}

// dayCondition: token i names days of the week as a recurring condition
// ("on weekdays", "every Friday", "Saturday only"), not told of the
// asker's own play ("I play on weekends").
func (u *understanding) dayCondition(i int) bool {
	q := u.q
	w := q.norm(i)
	if !limitDayWords[w] {
		return false
	}
	if !strings.HasSuffix(w, "s") && q.norm(i-1) != "every" && q.norm(i-1) != "each" && q.norm(i+1) != "only" {
		return false // "this weekend" is a time, not a condition
	}
	return !u.daysToldOfPlay(i)
}

// changeHeldToDays: a limit the question proposes is held to some days
// of the week in the sentence that states its amount or length ("keep
// each of my sessions under 2 hours, but only on weekdays", "hold my
// spending to $80 a day on Saturdays"), said with no word of a limit:
// the proposal would cap every day. Days in a sentence that states no
// amount ("Weekends are rough. Cap my sessions at 2 hours.") are a story.
func (u *understanding) changeHeldToDays() bool {
	q := u.q
	for i := range q.toks {
		if u.dayCondition(i) && sentenceClaimed(q, i) {
			return true
		}
	}
	return false
}

// sentenceClaimed: the sentence of token i holds a word an entity
// claimed (an amount, a length, a casino).
func sentenceClaimed(q *question, i int) bool {
	return q.sentenceHas(i, (*question).lineBreakBefore, func(k int) bool { return q.toks[k].used })
}

// daysToldOfPlay: the clause of the day word at token i has the asker as
// its subject ("I play on weekends, so set a weekly budget"): when the
// asker plays, told as a story, not a condition on the limit.
func (u *understanding) daysToldOfPlay(i int) bool {
	q := u.q
	for k := i; k >= 0; k-- {
		if w := q.norm(k); w == "i" || w == "we" || w == "im" || w == "were" || w == "ive" {
			return true
		}
		if q.clauseBreakBefore(k) {
			break
		}
	}
	return false
}

// matchApprovalChanceWords ask how likely something is ("the odds", "my
// chances").
var matchApprovalChanceWords = set("odds", "chance", "chances", "likelihood", "likely", "probability", "unlikely")

// matchApprovalVerbs say a request is granted or refused.
var matchApprovalVerbs = union(processWords, set("approves", "accepts", "accept", "grants", "grant", "deny", "denies", "denied",
	"reject", "rejects", "rejected", "refuse", "refuses", "refused", "honor", "honors", "honored", "honour", "honours",
	"honoured", "succeed", "succeeds", "work", "works", "go", "goes"))

// approvalOddsAsked: a tier match's chance of being granted is asked
// ("what are the odds MGM approves my match", "how likely is Wynn to
// accept a match"): a tier-match path says what a match grants, not how
// likely it is.
func (u *understanding) approvalOddsAsked() bool {
	q := u.q
	return q.has("match", "matches", "matched", "matching") && q.hasOf(matchApprovalChanceWords) && q.hasOf(matchApprovalVerbs)
}

// matchMeWriteAsked: the service is told or asked to match the player
// ("status match me into MGM", "please match us to Wynn", "can you match
// me to Caesars"): a request to be matched, a write; "which programs would
// match me" and "match my Diamond to Wynn" ask what a match gives, and
// "match me with a host" asks for hosts.
func (u *understanding) matchMeWriteAsked() bool {
	q := u.q
	if q.has("host", "hosts") {
		return false
	}
	for i := range q.toks {
		if q.norm(i) != "match" || (q.norm(i+1) != "me" && q.norm(i+1) != "us") {
			continue
		}
		k := i - 1
		if q.norm(k) == "status" || q.norm(k) == "tier" {
			k--
		}
		for q.norm(k) == "please" || q.norm(k) == "pls" || q.norm(k) == "just" {
			k--
		}
		// "go ahead and status match me": an imperative all the same
		goAhead := q.norm(k) == "and" && q.norm(k-1) == "ahead"
		if k < q.opening() || q.norm(k) == "you" || q.norm(k) == "u" || goAhead || q.lineBreakBefore(k+1) {
			return true
		}
	}
	return false
}

// recordCompanionWords say who was with the player ("who came along", "who
// joined me", "who I went with").
var recordCompanionWords = set("along", "joined", "accompanied", "with", "companion", "companions", "came", "went", "tagged",
	"traveled", "travelled", "brought")

// companionsAsked: "who" is asked of the player's own trips, sessions or
// visits with a word of company ("who came along on my trips", "who
// joined me on my visits"): a record keeps no companions.
func (u *understanding) companionsAsked() bool {
	q := u.q
	return q.hasFree("who") && (q.hasOf(listedRecords) || checkInsNamed(q)) && u.personal() && q.hasOf(recordCompanionWords)
}

// checkInsNamed: the question names check-ins, the player's visits ("my
// check-ins", "every casino check-in").
func checkInsNamed(q *question) bool {
	return q.has("checkin", "checkins") || q.hasPhrase("check", "ins") || q.hasPhrase("check", "in")
}

// floorStaffWords name the staff of the floor ("the dealer", "the
// croupier", "the pit boss").
var floorStaffWords = set("dealer", "dealers", "croupier", "croupiers", "boxman", "boxmen", "stickman", "stickmen",
	"supervisor", "supervisors", "floorman", "floorperson", "attendant", "attendants")

// staffOfRecordsAsked: the player's sessions, trips or visits are asked
// who worked them ("which dealers ran my craps sessions", "who dealt my
// blackjack sessions"): no record keeps the staff.
func (u *understanding) staffOfRecordsAsked() bool {
	q := u.q
	if !q.hasOf(listedRecords) || !u.personal() {
		return false
	}
	return q.hasOf(floorStaffWords) || q.hasPhrase("pit", "boss") || q.hasPhrase("who", "dealt")
}

// voucherMisplacedWords say the player lost a thing, not money ("misplaced",
// "lost track of").
var voucherMisplacedWords = set("misplace", "misplaced", "misplacing", "mislaid", "mislay", "mislaying", "lose", "lost", "losing")

// voucherMisplacedObjects are the things a player may misplace.
var voucherMisplacedObjects = set("voucher", "vouchers", "ticket", "tickets", "form", "forms", "w2g", "w2gs", "card", "cards")

// lostThingsMisplaced are the things "lose" or "lost" can only misplace
// (a W-2G's "what I lost" is money).
var lostThingsMisplaced = set("voucher", "vouchers", "ticket", "tickets", "card", "cards")

// misplacedAsked: the player asks which of their vouchers or forms they
// lost, or which came to harm ("which of my vouchers did I misplace",
// "tickets I lost track of", "which of my tickets were stolen"): a
// voucher is open, redeemed or expired, a loss or a theft is not kept.
// "Lose" and "lost" are read only with no amount or play beside them, so
// "vouchers from the sessions I lost" stays a question of money.
func (u *understanding) misplacedAsked() bool {
	q := u.q
	if !q.hasOf(voucherMisplacedObjects) || !u.personal() {
		return false
	}
	for i := range q.toks {
		w := q.norm(i)
		if voucherMishapWords[w] {
			return true
		}
		if !voucherMisplacedWords[w] {
			continue
		}
		if strings.HasPrefix(w, "mis") || q.phraseAt(i+1, "track") {
			return true
		}
		if !u.hasAmount && q.hasOf(lostThingsMisplaced) && !q.hasOf(listedRecords) && !q.has("money", "bet", "play", "played", "playing") {
			return true
		}
	}
	return false
}

// expiredWords say a voucher or offer is past its date.
var expiredWords = set("expired", "lapsed")

// stillUsableWords follow "still" when a thing is asked to be usable yet
// ("still cash", "still be redeemed", "still good"), beside the verbs
// of voucherStillGood.
var stillUsableWords = union(voucherStillVerbs, set("spend", "claim", "honor", "honored", "honour", "honoured", "accepted",
	"worth", "count", "work", "works"))

// expiredStillUsableAsked: the player's expired vouchers or offers are
// asked whether they can still be used ("can I still cash my expired
// vouchers", "are my lapsed offers still good"): expired is final, and
// whether a casino would honour one anyway is its own policy, kept
// nowhere. "Do I still have expired vouchers" lists them.
func (u *understanding) expiredStillUsableAsked() bool {
	q := u.q
	if !q.hasOf(expiredWords) || !(q.hasOf(voucherWords) || q.hasOf(newcomerOfferWords)) {
		return false
	}
	for i := range q.toks {
		if q.norm(i) != "still" {
			continue
		}
		k := i + 1
		if q.norm(k) == "be" {
			k++ // "can they still be redeemed"
		}
		if stillUsableWords[q.norm(k)] {
			return true
		}
	}
	return false
}

// expiryExtendVerbs push a date later ("extend", "push back", "postpone").
var expiryExtendVerbs = set("extend", "extended", "extending", "extension", "extensions", "prolong", "postpone", "delay",
	"lengthen", "renew", "renewed", "renewing")

// expiryExtendNouns are an offer's or voucher's expiration.
var expiryExtendNouns = set("expiry", "expiration", "expire", "expires", "expiring", "lapse", "lapses", "lapsing", "deadline",
	"deadlines", "offer", "offers", "voucher", "vouchers")

// expiryExtendAsked: an offer's or voucher's expiration is asked to be
// moved later ("extend my offers", "push back the expiry on my vouchers",
// "postpone the deadline of my comps"): no action changes it, and /ask
// runs no writes.
func (u *understanding) expiryExtendAsked() bool {
	q := u.q
	if !q.hasOf(expiryExtendNouns) {
		return false
	}
	if q.hasOf(expiryExtendVerbs) {
		return true
	}
	for i := range q.toks {
		if (q.norm(i) == "push" || q.norm(i) == "move" || q.norm(i) == "pushed" || q.norm(i) == "moved") &&
			(q.norm(i+1) == "back" || q.norm(i+1) == "out") {
			return true
		}
	}
	return false
}

// taxFilingVerbs file or send a form to a tax authority.
var taxFilingVerbs = union(sendingVerbs, set("efile", "efiling", "upload", "uploading", "transmit", "report", "give",
	"turn", "hand"))

// taxFilingAuthorities receive a filing ("the IRS", "the state").
var taxFilingAuthorities = set("irs", "government", "treasury", "revenue", "feds")

// taxFilingAsked: the player's W-2Gs or tax forms are to be filed with a
// tax authority ("e-file my W-2Gs", "send my 2024 forms to the IRS"):
// no action files anything. "E-file" is read as its two words.
func (u *understanding) taxFilingAsked() bool {
	q := u.q
	if !q.has("w2g", "w2gs", "form", "forms", "tax", "taxes", "return") {
		return false
	}
	if q.hasPhrase("e", "file") || q.hasPhrase("e", "filing") || q.hasPhrase("e", "filed") || q.has("efile", "efiling") {
		return true
	}
	return q.hasOf(taxFilingAuthorities) && q.hasOf(taxFilingVerbs)
}

// taxReviewWords say a tax authority questioned a filing ("flagged",
// "audited", "disputed").
var taxReviewWords = set("flag", "flags", "flagged", "flagging", "audit", "audits", "audited", "auditing", "question",
	"questioned", "questioning", "dispute", "disputed", "disputes", "challenge", "challenged", "reject", "rejected",
	"examine", "examined", "scrutinized", "scrutinised")

// taxReviewAsked: a tax authority's review of the player's forms or
// return is asked ("which of my W-2Gs did the IRS flag", "has the IRS
// audited my 2024 summary", "W-2Gs that got flagged"): the forms keep
// what the casino reported, never what the IRS did with them. The
// authority may go unnamed after "flagged" or "audited".
func (u *understanding) taxReviewAsked() bool {
	q := u.q
	if !q.has("w2g", "w2gs", "form", "forms", "tax", "taxes", "return", "returns", "summary") || !q.hasOf(taxReviewWords) {
		return false
	}
	return q.hasOf(taxFilingAuthorities) || q.has("flagged", "audited", "flag", "audit")
}

// bankrollForecastWords ask what will be ("forecast", "projected").
var bankrollForecastWords = set("forecast", "forecasts", "project", "projected", "projection", "projections", "predict", "predicted",
	"prediction", "gonna")

// bankrollForecastAsked: the bankroll is asked as it will be ("where will
// my bankroll stand at year's end", "what's my bankroll projected to be"):
// bankroll_status gives the balance now. "Will you show my bankroll" asks
// the service.
func (u *understanding) bankrollForecastAsked() bool {
	q := u.q
	if !q.has("bankroll") {
		return false
	}
	if q.hasOf(bankrollForecastWords) || q.hasPhrase("going", "to", "be") || q.hasPhrase("going", "to", "have") {
		return true
	}
	for i := range q.toks {
		if q.norm(i) == "will" && q.norm(i+1) != "you" && q.norm(i+1) != "u" && q.norm(i+1) != "tierline" {
			return true
		}
	}
	return false
}

// summedRecords are the player's records a total adds up (the W-2G
// total, the tax summary).
var summedRecords = set("w2g", "w2gs", "jackpot", "jackpots", "winnings", "losses", "withholding", "withheld", "summary")

// sumVerbs say what a sum comes to ("total", "add up to", "end up at").
var sumVerbs = set("total", "totals", "come", "add", "amount", "sum", "reach", "climb", "grow", "end", "finish", "land",
	"stand",
	// "how many W-2Gs will I get this year": the forms to come
	"get", "receive", "collect")

// futureMarkers put what follows in the future ("will", "gonna").
var futureMarkers = set("will", "gonna")

// totalsForecastAsked: a sum of the player's W-2Gs or winnings is asked
// as it will be ("what will my W-2G wins add up to by December", "how
// much are my jackpots gonna total this year"): the total and the tax
// summary add up what was recorded so far. A win's W-2G rule ("will I
// get a W-2G for $1,300") is asked of a win to come, and answered, and
// a year already ended ("what will my 2024 W-2Gs add up to") is summed
// whole.
func (u *understanding) totalsForecastAsked() bool {
	q := u.q
	if !u.personal() || !q.hasOf(summedRecords) || u.w2gRuleAsked() {
		return false
	}
	if u.period != nil && u.period.Year != 0 && u.period.Year < u.today.Year() {
		return false
	}
	for i := range q.toks {
		w := q.norm(i)
		if !futureMarkers[w] && !q.phraseAt(i, "going", "to") {
			continue
		}
		if n := q.norm(i + 1); n == "you" || n == "u" || n == "tierline" {
			continue // "will you show my W-2G total" asks the service
		}
		for k := i + 1; k <= i+8 && k < len(q.toks) && !q.clauseBreakBefore(k); k++ {
			if sumVerbs[q.norm(k)] {
				return true
			}
		}
	}
	return false
}

// nameWithinOr: a casino or program is named within tokens i to j, one
// side of an "or". Only the longest name of a question is claimed, so
// the other choice of "at Golden Nugget Biloxi or Bok Homa Casino" is
// left unread; its words are searched for a name on their own (only
// here, once a comparative was read and an "or" found).
func (u *understanding) nameWithinOr(i, j int) bool {
	q := u.q
	if i > j || i < 0 || j >= len(q.toks) {
		return false
	}
	return len(u.ix.findNames(newQuestion(q.text[q.toks[i].start:q.toks[j].end]))) > 0
}

// openingWords say a place opens or closes for the day.
var openingWords = set("open", "opens", "close", "closes", "closing", "opening")

// openingHoursAsked: when a place opens or closes is asked in the present
// ("when does the poker room open", "what time does it close", "is it open
// 24 hours", "opening hours"); "when did X open" asks the year it opened.
func (u *understanding) openingHoursAsked() bool {
	q := u.q
	if !q.hasOf(openingWords) {
		return false
	}
	if q.hasPhrase("opening", "hours") || q.hasPhrase("open", "24") || q.hasPhrase("open", "late") ||
		q.hasPhrase("what", "time") || q.hasPhrase("open", "now") || q.hasPhrase("open", "today") || q.hasPhrase("open", "tonight") {
		return true
	}
	return q.has("when") && q.has("does", "do")
}

// matchDecisionVerbs say a program decides on a request ("approve",
// "turn down"). "Accept", "grant" and "honor" are left out of the
// future's reading: "which casinos will accept my tier" and "would Wynn
// grant anything for Pearl" ask what a match gives.
var matchDecisionVerbs = set("approve", "approves", "approved", "approval", "deny", "denies", "denied", "reject", "rejects",
	"rejected", "refuse", "refuses", "refused", "decline", "declines", "declined")

// matchRateWords ask how often something happens ("how often", "the
// rate", "what percentage").
var matchRateWords = set("rate", "rates", "percentage", "percent", "often", "frequently")

// matchRateVerbs are a program's decisions a rate may count: its yes as
// well as its no ("how often does Wynn accept matches").
var matchRateVerbs = union(matchDecisionVerbs, set("accept", "accepts", "accepted", "accepting", "grant", "grants", "granted",
	"honor", "honors", "honored", "honour", "honours", "honoured", "approving", "approvals"))

// matchDecisionAsked: a program's decision on a match is asked as one to
// come ("will MGM approve my status match", "would Caesars deny it") or
// as a rate ("how often does Wynn accept matches", "the approval rate of
// matches from Boyd"): the tier-match tables say what a match grants.
func (u *understanding) matchDecisionAsked() bool {
	q := u.q
	if !q.has("match", "matches", "matched", "matching") || q.has("host", "hosts") {
		return false
	}
	if q.hasOf(matchRateWords) && q.hasOf(matchRateVerbs) {
		return true
	}
	return q.has("will", "would", "gonna", "wont", "wouldnt") && q.hasOf(matchDecisionVerbs)
}

// compsEarned are the words of what a play earns at a casino.
var compsEarned = set("comp", "comps", "comped", "points", "rewards", "freebies")

// casinoRankedForPlayAsked: which casino gives the most for a play the
// question describes is asked ("which casino gives the best comps for 3
// hours of $25 blackjack", "where would $5 slots for 2 hours earn me the
// most comps"): the comp calculator estimates the play itself, and the
// predictions rank casinos by past play ("which casino gives me the best
// comps" with no play named stays theirs).
func (u *understanding) casinoRankedForPlayAsked() bool {
	q := u.q
	if !q.hasOf(compsEarned) || !q.hasOf(gameRankWords) || !(u.hasHours || u.game != "" && u.hasAmount) {
		return false
	}
	return q.hasPhrase("which", "casino") || q.hasPhrase("what", "casino") || q.hasPhrase("which", "casinos") ||
		q.hasPhrase("what", "casinos") || q.hasPhrase("which", "place") || q.hasPhrase("what", "place") ||
		q.norm(q.opening()) == "where"
}

// playUnits count what a session is made of ("300 spins", "50 hands").
var playUnits = set("spin", "spins", "hand", "hands", "pull", "pulls", "roll", "rolls", "round", "rounds", "bet", "bets",
	"wager", "wagers", "plays", "games", "deals")

// playUnitCapVerbs cap something ("limit", "cap", "stop me after").
var playUnitCapVerbs = set("limit", "limits", "cap", "caps", "restrict", "max", "maximum", "stop", "cut", "allow")

// playUnitsCapped: a limit of the player's sessions or of the player is
// asked as a count of plays ("cap my sessions at 300 spins", "stop me
// after 50 hands"): a session limit is minutes long and a budget is
// money, so neither would say it.
func (u *understanding) playUnitsCapped() bool {
	q := u.q
	if !q.hasOf(playUnitCapVerbs) || u.hasHours || !q.has("session", "sessions", "me", "myself") {
		return false
	}
	for i, t := range q.toks {
		if strings.Contains(t.raw, "$") || !(countWords[t.norm] || t.norm != "" && strings.Trim(t.norm, "0123456789") == "") {
			continue
		}
		// "300 spins", "a session of 50 hands"; "$5 a spin" is a bet
		if playUnits[q.norm(i+1)] && q.norm(i+1) != "bet" && q.norm(i+1) != "hand" && q.norm(i+1) != "spin" {
			return true
		}
	}
	return false
}

// voucherWords name the player's ticket-out vouchers.
var voucherWords = set("voucher", "vouchers", "ticket", "tickets", "tito")

// voucherMachineWords are what prints a voucher on the floor.
var voucherMachineWords = set("machine", "machines", "kiosk", "kiosks", "terminal", "terminals", "table", "tables",
	"cage", "cages", "slot", "slots")

// voucherOriginWords say what made a voucher ("printed by", "issued
// at"); "came" is left out, as in "I came home with tickets".
var voucherOriginWords = set("printed", "print", "prints", "printing", "issued", "issue", "issues", "spat", "spit",
	"dispensed", "produced", "generated")

// voucherMachineAsked: which machine or table printed the player's
// vouchers is asked ("which of my tickets got printed by a slot
// machine", "vouchers issued at the blackjack tables"): a voucher keeps
// no machine or game.
func (u *understanding) voucherMachineAsked() bool {
	q := u.q
	return q.hasOf(voucherWords) && u.personal() && q.hasOf(voucherOriginWords) && q.hasOf(voucherMachineWords)
}

// visitLengthWords name a stay's length ("duration", "how long").
var visitLengthWords = set("duration", "length", "lasted", "stayed", "stay")

// visitLengthAsked: how long each visit lasted is asked of the player's
// check-ins ("my visits and how long I stayed", "the length of each
// check-in"): a visit keeps a day, not a length. Trips and sessions keep
// their dates and minutes, and are left to their rules.
func (u *understanding) visitLengthAsked() bool {
	q := u.q
	if !(q.has("visit", "visits") || checkInsNamed(q)) ||
		q.has("trip", "trips", "session", "sessions") || !u.personal() {
		return false
	}
	for i := range q.toks {
		// "how long I stayed", "how long each one lasted"; "how long ago
		// was my last visit" asks a day the visits keep
		if q.phraseAt(i, "how", "long") && !visitSinceWords[q.norm(i+2)] {
			return true
		}
	}
	return q.has("duration", "length") || q.hasOf(visitLengthWords) && q.has("each", "every", "per")
}

// visitSinceWords follow "how long" when it asks the time since a day
// ("how long ago", "how long since", "how long has it been").
var visitSinceWords = set("ago", "since", "has", "have", "it", "its", "till", "until", "before", "back")

// newcomerNouns are people new to a casino ("new members", "newcomers").
var newcomerNouns = set("member", "members", "player", "players", "customer", "customers", "guest", "guests", "patron",
	"patrons", "signups", "visitors", "joiners", "people", "folks")

// newcomerOfferWords are what a casino gives them.
var newcomerOfferWords = set("offer", "offers", "promo", "promos", "promotion", "promotions", "bonus", "bonuses", "deal",
	"deals", "freeplay")

// newcomerOffersAsked: a casino's offers to new members are asked ("what
// does Borgata give new players", "sign-up bonuses at Wynn"): the
// player's own offers would answer another question. "Hosts accepting
// new players" are hosts.
func (u *understanding) newcomerOffersAsked() bool {
	q := u.q
	if !q.hasOf(newcomerOfferWords) || q.has("host", "hosts") {
		return false
	}
	if q.has("newcomers", "newcomer", "newbies") || q.hasPhrase("sign", "up", "bonus") || q.hasPhrase("signup", "bonus") || q.hasPhrase("welcome", "bonus") ||
		q.hasPhrase("welcome", "offer") || q.hasPhrase("welcome", "offers") {
		return true
	}
	for i := range q.toks {
		// "I'm a new member, what offers do I have": the player is the
		// newcomer, and the offers asked are theirs
		// "new sign-ups" are people, as "signups" is
		newcomers := newcomerNouns[q.norm(i+1)] || q.phraseAt(i+1, "sign", "ups")
		if q.norm(i) == "new" && newcomers && !(u.personal() && (q.norm(i-1) == "a" || q.norm(i-1) == "an")) {
			return true
		}
	}
	return false
}

// classMemberNouns are a casino's members as a class ("its Pearl
// members", "Diamond players", "high rollers").
var classMemberNouns = set("members", "players", "customers", "guests", "patrons", "cardholders", "regulars", "rollers",
	"vips", "whales")

// classNounModified: the member noun qualifies another noun ("players
// club", "members card"), naming no people.
var classNounModified = set("club", "clubs", "card", "cards", "account", "accounts", "rewards", "program", "programs", "lounge")

// classOffersAsked: the offers a casino gives a class of its members are
// asked ("what offers does Borgata send to its Pearl members", "promos
// Diamond players get at Wynn"): list_offers is the player's own offers.
// The asker among them ("we Diamond members", "our offers") asks their
// own, and "players club" is a club.
func (u *understanding) classOffersAsked() bool {
	q := u.q
	if !q.hasOf(newcomerOfferWords) || q.has("host", "hosts", "we", "us", "our") {
		return false
	}
	for i := range q.toks {
		if classMemberNouns[q.norm(i)] && !classNounModified[q.norm(i+1)] {
			return true
		}
	}
	return false
}

// offerTransferVerbs give a thing to someone else.
var offerTransferVerbs = set("hand", "handed", "give", "given", "pass", "passed", "gift", "gifted", "share", "shared",
	"lend", "lent", "assign", "assigned")

// offerRecipients are who an offer would be given to.
var offerRecipients = union(otherPeople, set("someone", "somebody", "anyone", "anybody", "another", "others", "else",
	"friends", "family", "guest", "guests"))

// offerTransferAsked: whether the player's offers or vouchers may be
// given to someone else is asked ("which of my offers are transferable",
// "can my free play be passed to a friend"): no field says it.
func (u *understanding) offerTransferAsked() bool {
	q := u.q
	// the words of giving first: they are rare, and whether free play
	// is asked takes longer to read
	given := q.hasOf(offerTransferNouns)
	for i := 0; i < len(q.toks) && !given; i++ {
		if !offerTransferVerbs[q.norm(i)] {
			continue
		}
		// "handed to a friend", "passed on to my sister", "shared with
		// someone": the recipient within four words
		for k := i + 1; k <= i+4 && k < len(q.toks); k++ {
			if offerRecipients[q.norm(k)] {
				given = true
				break
			}
		}
	}
	return given && (q.hasOf(newcomerOfferWords) || q.hasOf(voucherWords) || u.freePlayAsked())
}

// offerTransferNouns say a thing may change hands ("transferable").
var offerTransferNouns = set("transferable", "transferrable", "transfer", "transferred", "transfers", "nontransferable")

// crowdQuantifiers speak of players at large ("most players", "other
// members", "the typical gambler"); "a regular player" is often the
// asker, and is left out.
var crowdQuantifiers = set("most", "other", "typical", "average", "fellow", "many", "avg")

// crowdNouns are the players so spoken of.
var crowdNouns = set("player", "players", "players'", "people", "member", "members", "gambler", "gamblers", "customer",
	"customers", "user", "users", "guest", "guests", "folks")

// followVerbs and followerNouns: players the asker follows or who
// follow the asker ("players I follow", "people I'm following", "my
// followers"), whose records are theirs (the catalog's activity feed).
var (
	followVerbs   = set("follow", "follows", "followed", "following")
	followerNouns = set("followers", "followees", "followings")
	followFill    = set("i", "im", "ive", "we", "were", "weve", "am", "are", "have", "who", "that", "whom", "currently", "already")
)

// followedBy: from i, the asker as subject and a verb of following
// ("I follow", "I'm following", "that I've followed").
func followedBy(q *question, i int) bool {
	subject := false
	for k := i; k <= i+3 && k < len(q.toks); k++ {
		if followVerbs[q.norm(k)] {
			return subject
		}
		if !followFill[q.norm(k)] {
			return false
		}
		subject = subject || playerSubjects[q.norm(k)]
	}
	return false
}

// crowdAsked: the question speaks of other players at large ("what
// limits do most players set", "my tiers next to other members'"); read
// with the asker's records it asks theirs, which are never revealed.
func (u *understanding) crowdAsked() bool {
	q := u.q
	if q.has("everyone", "everybody") && q.has("else") || q.hasOf(followerNouns) {
		return true
	}
	for i := range q.toks {
		if crowdQuantifiers[q.norm(i)] && crowdNouns[q.norm(i+1)] {
			return true
		}
		if crowdNouns[q.norm(i)] && followedBy(q, i+1) {
			return true // "trips logged by players I follow"
		}
	}
	return false
}

// jointWords make records held with someone else ("our joint offers",
// "our shared vouchers", "our household's trips").
var jointWords = set("joint", "shared", "combined", "household", "households", "couples")

// jointAsked: "our" (or "my", before "joint") is followed by a word of
// jointWords: records held together with another person, whose part the
// asker's key does not read; "my combined W-2Gs" are the asker's added up.
func jointAsked(q *question) bool {
	for i := range q.toks {
		if w := q.norm(i + 1); q.norm(i) == "our" && jointWords[w] || q.norm(i) == "my" && w == "joint" {
			return true
		}
	}
	return false
}

// outsideAccounts are accounts kept outside Tierline whose balance is
// asked ("my credit card balance", "my checking account"): the bankroll is
// the one balance kept, and a casino's points are the tiers'.
var (
	outsideCards    = set("credit", "debit", "gift", "prepaid", "visa", "mastercard", "amex")
	outsideAccounts = set("bank", "checking", "savings", "brokerage", "retirement", "401k", "ira", "paypal", "venmo")
	accountNouns    = set("account", "accounts", "balance", "balances")
)

// outsideAccountNamed: the question names a card ("credit card", "debit
// cards") or an account ("bank account", "savings balance") of
// outsideCards and outsideAccounts.
func outsideAccountNamed(q *question) bool {
	for i := range q.toks {
		w, next := q.norm(i), q.norm(i+1)
		if outsideCards[w] && (next == "card" || next == "cards") || outsideAccounts[w] && accountNouns[next] {
			return true
		}
	}
	return false
}

// weatherWords are the weather, which no trip, session or visit keeps
// ("the weather on my trips", "my rainy visits").
var weatherWords = set("weather", "forecast", "temperature", "temperatures", "rain", "rainy", "snow", "snowy", "storm", "storms",
	"stormy", "sunny", "windy", "foggy", "humid", "humidity")

// lengthHeldRecords list the player's trips, sessions and visits, which
// keep no filter of length.
var lengthHeldRecords = set(MyTrips, MySessions, MyVisits)

// taxRecordIntents read the player's forms and tax year.
var taxRecordIntents = set(MyW2Gs, W2GTotal, TaxSummary)

// nearMissOfRecords is the answer to a question whose intent reads the
// player's own records but that asks what those records cannot hold: the
// records of players at large, or a tax year still to come ("what will my
// W-2G wins come to for 2029": a year not begun has no forms, and an
// empty list would answer a forecast). False when it is none.
func (u *understanding) nearMissOfRecords(in Intent) (Intent, bool) {
	if !readsRecords(in) {
		return in, false
	}
	if u.crowdAsked() {
		return unknownBecause("Tierline reads only your own records and limits, never other players'; ask e.g. \"my limits\" for yours."), true
	}
	if jointAsked(u.q) {
		// "which of our joint offers lapse soon": records held with
		// another person, whose part is theirs
		return unknownBecause("Tierline reads only your own records, not ones held jointly with another person; ask e.g. \"my offers\" for yours."), true
	}
	if (in.Name == Bankroll || in.Name == MyTiers) && outsideAccountNamed(u.q) {
		// "my credit card balance", "my checking account": an account
		// kept elsewhere; the bankroll and the tiers answer another
		// question
		return unknownBecause("Tierline keeps your gambling bankroll and your casino points, not the balance of a card or an account elsewhere; ask e.g. \"my bankroll\"."), true
	}
	if lengthHeldRecords[in.Name] && u.q.hasFreeOf(weatherWords) {
		// "the weather on my trips to X": a trip, session or visit
		// keeps the casino and the dates, never the weather
		return unknownBecause("Your trips, sessions and visits keep the casino and the dates, not the weather; ask e.g. \"my trips in 2025\"."), true
	}
	if lengthHeldRecords[in.Name] && timeOfDayAsked(u.q) {
		// "my sessions at night", "visits in the morning": the records
		// keep the day, not the hour
		return unknownBecause("Your trips, sessions and visits are kept by day, not by time of day; ask e.g. \"my sessions last week\" to see them all."), true
	}
	if (in.Name == MyTrips || in.Name == MyVisits) && companyOrTravelAsked(u.q) {
		// "my trips by car", "trips with friends", "trips I took
		// alone": a trip keeps its casino and dates, not how or with
		// whom it was made
		return unknownBecause("Your trips and visits keep the casino and the dates, not how you travelled or who came along; ask e.g. \"my trips in 2025\"."), true
	}
	if (in.Name == MySessions || in.Name == MyLimits && u.q.has("session", "sessions")) &&
		(u.hasAmount && in.Name == MySessions || u.q.hasPhrase("high", "limit") || u.q.hasPhrase("low", "limit")) {
		// "my $25 blackjack sessions", "my high limit sessions": the
		// sessions are filtered by casino, game and dates, not by bet
		return unknownBecause("Your sessions are filtered by casino, game and dates, not by the bet; ask e.g. \"my blackjack sessions\"."), true
	}
	if (in.Name == MyTrips || in.Name == MyVisits) && u.game != "" {
		// "my roulette trips from April": a trip or visit keeps its
		// casino and dates, not the games played, and every trip
		// listed would answer another question
		return unknownBecause("Your trips and visits keep the casino and the dates, not the games played; ask e.g. \"my roulette sessions in April\" or \"my trips in April\"."), true
	}
	if (in.Name == MyW2Gs || in.Name == W2GTotal) && u.game != "" {
		// "my W-2Gs from slots": the forms are listed by tax year only
		return unknownBecause("Your W-2Gs are listed by tax year, not by game; ask e.g. \"my W-2Gs for 2025\"."), true
	}
	if u.recordWished(in) {
		// "We want a road trip for my 80th.", "I'd love a session at the
		// tables": one trip or session wished for is a plan, not the
		// records kept
		return unknownBecause("A trip, session or visit you want is a plan, not a record; ask e.g. \"my trips in 2025\" to see the ones logged."), true
	}
	if lengthHeldRecords[in.Name] && (clockTimeHeld(u.q) || weekdaysHeld(u.q)) {
		// "my sessions after midnight", "the casinos I've checked in at
		// on Sundays": the records keep the day, not the hour or weekday
		return unknownBecause("Your trips, sessions and visits are filtered by dates, not by the hour or the day of the week; ask e.g. \"my sessions in March\" to see them all."), true
	}
	if (in.Name == MyW2Gs || in.Name == W2GTotal) && winForecastAsked(u.q) {
		// "predict my next jackpot": the forms are of wins already paid
		return unknownBecause("Your W-2Gs are of wins already paid; no one can foresee a win. Ask e.g. \"my W-2Gs for 2025\"."), true
	}
	if (in.Name == MyOffers || in.Name == MyVouchers || in.Name == ExpiringOffers) && offerApprovalAsked(u.q) {
		// "which offers did my host approve": no offer keeps who
		// approved it
		return unknownBecause("Your offers and vouchers keep their casino, value, dates and status, not who approved them; ask e.g. \"my offers from Borgata\"."), true
	}
	if moneyRecordIntents[in.Name] && averageAsked(u.q) {
		// "what did my W-2G wins average", "what percent of my offers
		// expire": the actions list, sum and read, never average or
		// take a share
		return unknownBecause("/ask lists your W-2Gs, vouchers and offers, sums your W-2Gs and reads your bankroll, but does not average them or work out shares; ask e.g. \"my W-2G total for 2025\"."), true
	}
	if (in.Name == MyTiers || in.Name == TierProgress) && tierKeptAsked(u.q) {
		// "the points I need to keep my tier at X", "what will it take
		// to hold onto my status": keeping a tier is the catalog's
		// tier_retention_plan; the progress is to the next tier, and
		// the tiers held would answer another question
		return unknownBecause("/ask reads your tiers and your progress to the next one, not what it takes to keep a tier; ask e.g. \"my tier progress at Borgata\"."), true
	}
	if lengthHeldRecords[in.Name] && oneRecordSummarized(u.q) {
		// "a summary of my 2025 trip to X", "a recap of my last
		// session": one record summed up is the catalog's trip_summary;
		// the list would answer another question
		return unknownBecause("/ask lists your trips, sessions and visits; it does not sum one up. Ask e.g. \"my trips in 2025\" to see them."), true
	}
	if (in.Name == MyVouchers || in.Name == MyOffers || in.Name == ExpiringOffers) && recordsTotalled(u.q) {
		// "the total of the vouchers I still have open", "what do my
		// offers add up to": an outstanding total is the catalog's
		// voucher_summary, where the intents list the records one by one
		// (the W-2Gs alone are totalled, w2g_total)
		return unknownBecause("/ask lists your vouchers and offers one by one; it does not total them. Ask e.g. \"my open vouchers\" to see them."), true
	}
	if lengthHeldRecords[in.Name] && streakAsked(u.q) {
		// "my streak of check-ins", "how many weeks in a row have I
		// visited": a run of visits is the catalog's visit_stats
		return unknownBecause("/ask lists your trips, sessions and visits by date; it does not count streaks or work out statistics of them. Ask e.g. \"my visits\"."), true
	}
	if statusListIntents[in.Name] && unkeptStatusAsked(u.q) {
		// "my cancelled trips", "offers I have disputed": no record
		// keeps such a state, and the list would show every record
		return unknownBecause("Your records keep no such state: offers are available, redeemed, declined or expired, vouchers open, redeemed or expired, and trips, sessions and visits keep none. Ask e.g. \"my trips in 2025\"."), true
	}
	if statusListIntents[in.Name] && recordsGrouped(u.q) {
		// "count my check-ins by state", "my sessions per casino": the
		// lists are in date order, never grouped or counted by a key
		return unknownBecause("/ask lists your records in date order; it does not group or count them by state, casino or game. Ask e.g. \"my visits\" to see them all."), true
	}
	if in.Name == ExpiringOffers && windowAnchored(u.q) {
		// "offers expiring within 14 days of my birthday": the window
		// counts from today, and no record keeps the other day
		return unknownBecause("Expiring offers are counted from today; ask e.g. \"offers expiring within 14 days\"."), true
	}
	if (moneyRecordIntents[in.Name] || in.Name == SetBudget) && otherMoneyAsked(u.q) {
		// "my bankroll in euros", "a budget of 250 chips a week": money
		// is kept and set in U.S. dollars
		return unknownBecause("/ask keeps and sets money in U.S. dollars only; ask e.g. \"my bankroll\" or \"set my weekly budget to $250\"."), true
	}
	if (in.Name == SetBudget || in.Name == SetSessionLimit) && u.limitAtCasino() {
		// "limit each session of mine at X to 100 minutes": a limit
		// covers all play, and the proposal would cap it everywhere
		return unknownBecause("/ask can propose a budget or a session limit for all your play, not for one casino; ask e.g. \"limit my sessions to 90 minutes\"."), true
	}
	if lengthHeldRecords[in.Name] && u.recordsHeldToLength() {
		return unknownBecause("Your trips, sessions and visits are filtered by casino, game and dates, not by how long they lasted; ask e.g. \"my trips in 2025\" to see them all."), true
	}
	if lengthHeldRecords[in.Name] && neverDoneAsked(u.q) {
		// "the casinos I've never checked in at", "where haven't I
		// played": the places with no record, which no list holds
		return unknownBecause("Your trips, sessions and visits list where you have been and what you logged, not where you have not or what was never logged; ask e.g. \"my visits\" to see them."), true
	}
	if (in.Name == SetBudget || in.Name == SetSessionLimit) && u.changeHeldToDays() {
		// "keep each session under 2 hours, but only on weekdays": no
		// limit word for limitDaysAsked, the limit read all the same
		return unknownBecause("/ask can propose a budget per day, week or month or a session limit for every session, not one for some days only."), true
	}
	if taxRecordIntents[in.Name] && taxPaymentAsked(u.q) {
		// "pay my gambling taxes for 2024": no action pays anything
		return notAChange(), true
	}
	if y, ok := in.Parameters["tax_year"].(int); ok && taxRecordIntents[in.Name] && y > u.today.Year() {
		return unknownBecause("Your W-2Gs and tax summary are of years that have begun, not a forecast of one to come; ask e.g. \"my W-2G total for " +
			strconv.Itoa(u.today.Year()-1) + "\"."), true
	}
	return in, false
}

// retainVerbs keep what is held ("keep", "retain", "hold onto");
// retainFill may stand before the tier ("keep my tier", "retain the Gold
// status"); retainTierNouns are the tier so kept.
var (
	retainVerbs     = set("keep", "keeping", "retain", "retaining", "maintain", "maintaining", "preserve", "protect", "save", "hold")
	retainFill      = set("my", "our", "the", "this", "that", "current", "present", "onto", "on", "to")
	retainTierNouns = set("tier", "tiers", "status", "statuses", "level", "levels", "rank", "card")
)

// tierKeptAsked: a verb of keeping takes the player's tier as its object
// within a few words ("keep my tier at X", "retain my Gold status", "hold
// onto my level"), the tier's name allowed between: keeping a tier, not
// reaching the next. "keep track of my status" keeps something else.
func tierKeptAsked(q *question) bool {
	for i := range q.toks {
		if !retainVerbs[q.norm(i)] {
			continue
		}
		if q.norm(i) == "hold" && q.norm(i+1) != "onto" && q.norm(i+1) != "on" {
			continue // "the tiers I hold" is what is held
		}
		for k := i + 1; k <= i+4 && k < len(q.toks); k++ {
			if retainTierNouns[q.norm(k)] {
				return true
			}
			if !retainFill[q.norm(k)] && !q.toks[k].used {
				break
			}
		}
	}
	return false
}

// summaryNouns sum something up ("a summary of", "a recap of");
// singleRecords are one trip, session or visit.
var (
	summaryNouns  = set("summary", "recap", "rundown", "overview", "breakdown", "debrief", "wrapup", "synopsis", "report")
	singleRecords = set("trip", "session", "visit", "checkin", "stay")
)

// oneRecordSummarized: a summary is asked "of" one record, named in the
// singular a few words on ("a summary of my 2025 trip to X", "a recap of
// my last session"): the catalog's trip_summary; "a rundown of my trips"
// asks for the list.
func oneRecordSummarized(q *question) bool {
	for i := range q.toks {
		if !summaryNouns[q.norm(i)] || q.norm(i+1) != "of" {
			continue
		}
		for k := i + 2; k <= i+7 && k < len(q.toks); k++ {
			if q.clauseBreakBefore(k) {
				break
			}
			if singleRecords[q.norm(k)] {
				return true
			}
			if listedRecords[q.norm(k)] {
				break
			}
		}
	}
	return false
}

// totalWords ask for a total ("the total of", "what they sum to").
var totalWords = set("total", "totals", "totaled", "totalled", "subtotal", "sum", "sums", "summed")

// recordsTotalled: a total of the records is asked ("the total of my
// open vouchers", "my offers' total value", "what do my vouchers add up
// to").
func recordsTotalled(q *question) bool {
	return q.hasOf(totalWords) || q.hasPhrase("add", "up") || q.hasPhrase("adds", "up") || q.hasPhrase("added", "up") ||
		q.hasPhrase("in", "total")
}

// streakWords are a run of days or visits; streakLuck before one make it
// a run of luck ("a losing streak"), told as a story, not asked.
var (
	streakWords = set("streak", "streaks")
	streakLuck  = set("lucky", "unlucky", "losing", "winning", "hot", "cold", "bad", "good", "rough", "heater")
)

// streakAsked: a streak of the records is asked ("my streak of
// check-ins", "my longest visit streak"), or a run of periods "in a row"
// ("how many weeks in a row have I visited").
func streakAsked(q *question) bool {
	for i := range q.toks {
		if streakWords[q.norm(i)] && !streakLuck[q.norm(i-1)] {
			return true
		}
		if q.norm(i) == "in" && q.norm(i+1) == "a" && q.norm(i+2) == "row" && countPeriods[q.norm(i-1)] {
			return true
		}
	}
	return false
}

// durationUnits count the time a thing takes ("how many days", "how
// many business days").
var durationUnits = set("day", "days", "week", "weeks", "month", "months", "hour", "hours", "hrs", "minute", "minutes", "mins",
	"time")

// durationAsked: the question asks how long something takes or lasts
// ("how long", "how soon", "how many days", "how many business days",
// "how much time").
func durationAsked(q *question) bool {
	for i := range q.toks {
		if q.norm(i) != "how" {
			continue
		}
		switch w := q.norm(i + 1); {
		case w == "long" || w == "soon":
			return true
		case w == "many" || w == "much":
			if durationUnits[q.norm(i+2)] || durationUnits[q.norm(i+3)] && q.norm(i+2) == "business" {
				return true
			}
		}
	}
	return false
}

// lengthOfMatchAsked: how long a tier match takes is asked ("how many days
// does a match from X to Y take to go through", "how soon would Wynn
// match me"): a path says what a match grants, never how long it takes,
// and the path would answer another question.
func lengthOfMatchAsked(q *question) bool {
	return q.hasOf(matchWords) && durationAsked(q)
}

// neverNegations deny that the asker did something ("never", "haven't").
var neverNegations = set("never", "not", "havent", "hasnt", "hadnt", "didnt", "dont", "nt")

// undoneWords say, before "to", that a doing was left undone ("forgot to
// log", "neglected to record", "failed to add"); with no "to" ("I forgot
// when we went") the asker forgot a fact, not a doing.
var undoneWords = set("forget", "forgot", "forgotten", "neglect", "neglected", "fail", "failed", "omit", "omitted")

// neverSubjects are the asker as the one who did it ("I've", "we").
var neverSubjects = set("i", "ive", "id", "we", "weve", "wed")

// recordDoings are what a trip, a session or a visit records the asker
// did ("checked in", "visited", "been", "played"); ending or closing a
// session is its status, which "sessions I never closed" reads.
var recordDoings = set("checked", "check", "visited", "visit", "been", "played", "play", "gone", "go", "went", "stayed", "stay",
	"traveled", "travelled", "gambled", "gamble", "taken", "took",
	// the record itself made ("visits I forgot to log", "trips I never
	// recorded"): what was not logged is in no list
	"log", "logged", "record", "recorded", "enter", "entered", "add", "added")

// neverDoneAsked: the asker's records are asked with their doing denied
// or left undone ("the casinos where I've never checked in", "which
// casinos haven't I been to", "where did we not play last year", "which
// visits did I forget to log"): the places or records with no record,
// which no action gives; the records listed would answer the opposite
// question.
func neverDoneAsked(q *question) bool {
	for i := range q.toks {
		if !recordDoings[q.norm(i)] {
			continue
		}
		negated, subject := false, false
		for k := i - 1; k >= 0 && k >= i-3; k-- {
			negated = negated || neverNegations[q.norm(k)] || undoneWords[q.norm(k)] && q.norm(k+1) == "to"
			subject = subject || neverSubjects[q.norm(k)]
			if q.clauseBreakBefore(k) {
				break
			}
		}
		if negated && subject {
			return true
		}
	}
	return false
}

// causeVerbs ask someone to bring another to act, with "to" before the
// act ("get Borgata to send", "ask my host to bump").
var causeVerbs = set("get", "convince", "persuade", "ask", "push", "pressure", "nudge")

// bareCauseVerbs do the same with the act bare ("make Borgata send",
// "have my host comp").
var bareCauseVerbs = set("make", "have", "let")

// causedActs are what a casino, a program or a host would be made to do
// for the player ("send", "comp", "match", "raise").
var causedActs = set("send", "give", "mail", "comp", "offer", "raise", "bump", "increase", "upgrade", "boost", "extend", "waive",
	"match", "honor", "honour", "credit", "add", "reinstate", "reissue", "approve", "grant", "lower", "drop", "lift", "up",
	"sweeten", "improve", "double")

// causeRequesters put the request to the service ("can you get", "could
// u have").
var causeRequesters = set("you", "u", "please", "pls", "plz", "kindly")

// causedParties are the parties, unnamed, a player may want made to act
// ("have my host comp", "get them to send").
var causedParties = set("host", "hosts", "them", "they")

// madeToActAsked: the service is asked to get a casino, program or host
// to do something for the player ("can you get Hard Rock to send me a
// bigger offer", "please have my host comp my room", "make Caesars match
// me"): no action acts on another party; the records of the party named
// would answer another question. The party is named (a casino or program
// the names claimed) or a host or "them": "can you make a summary of my
// sessions" asks for the records, and "do you have casinos that offer
// free play" asks for casinos.
func (u *understanding) madeToActAsked() bool {
	q := u.q
	for i := range q.toks {
		w := q.norm(i)
		if !causeVerbs[w] && !bareCauseVerbs[w] {
			continue
		}
		// "can you get", "please have"; "do you have" is possession
		asked := causeRequesters[q.norm(i-1)] && !(w == "have" && (q.norm(i-1) == "you" || q.norm(i-1) == "u"))
		if !asked && i != q.opening() && !q.clauseBreakBefore(i) {
			continue
		}
		party := false
		for k := i + 1; k <= i+7 && k < len(q.toks); k++ {
			if q.clauseBreakBefore(k) {
				break
			}
			if causedActs[q.norm(k)] && party && k > i+1 &&
				(causeVerbs[w] && q.norm(k-1) == "to" || bareCauseVerbs[w] && q.norm(k-1) != "to") {
				return true
			}
			party = party || q.toks[k].used || causedParties[q.norm(k)]
		}
	}
	return false
}

// planVerbs wish for or plan what follows ("we want a trip", "planning a
// getaway", "I'd love a session").
var planVerbs = set("want", "wants", "wanted", "wanna", "love", "need", "needs", "plan", "plans", "planning", "planned", "deserve",
	"deserves", "like", "take", "taking", "book", "booking", "considering", "dreaming")

// indefinites open one thing not yet named ("a trip", "another session").
var indefinites = set("a", "an", "another")

// recordNounOf is the one record each dated list is of.
var recordNounOf = map[string]string{MyTrips: "trip", MySessions: "session", MyVisits: "visit"}

// recordWished: the list's record is named once, as one wished for or
// planned ("we want a road trip", "thinking about taking another trip",
// "I'd like to visit every casino in Tunica"),
// never as the player's kept ones: not plural, not "my trip", and with no
// verb that asks to see records.
func (u *understanding) recordWished(in Intent) bool {
	noun := recordNounOf[in.Name]
	q := u.q
	if noun == "" || q.has(noun+"s", "show", "list", "pull", "see", "find", "logged", "recorded") {
		return false
	}
	for i := range q.toks {
		if q.norm(i) != noun {
			continue
		}
		if q.norm(i-1) == "to" && planVerbs[q.norm(i-2)] && q.free(i-1, i-1) {
			// "I wanted to visit every Kiowa casino": a visit wished
			// for, its noun as a verb
			return true
		}
		for k := i - 1; k >= 0 && k >= i-3; k-- {
			if w := q.norm(k); w == "my" || w == "our" || w == "the" || w == "of" {
				break
			} else if indefinites[w] {
				return planVerbs[q.norm(k-1)] || planVerbs[q.norm(k-2)]
			}
		}
	}
	return false
}
