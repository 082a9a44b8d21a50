package ask

// The player's own records: offers, vouchers, W-2Gs, taxes, comps,
// hosts, tiers, trips, sessions, limits and the bankroll.

import (
	"slices"
	"strings"
)

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
	if offerKindOnly(u.q) || offerKindNamed(u.q) {
		// "only my free play offers": list_offers has no filter by kind,
		// and every offer would be shown as one of that kind
		return unknownBecause("list_offers filters by status and casino, not by the kind of offer: ask e.g. \"my available offers\".")
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
		return unknownBecause("list_offers filters by casino, not by city or state: name the casino, e.g. \"my offers from Borgata\".")
	}
	return u.personalIntent(MyOffers, desc, action("player", "list_offers", "offers"), params)
}

// periodUnfiltered declines a list asked over a period its action does
// not filter by: dropping the period would answer another question.
func periodUnfiltered(act, filters, example string) Intent {
	return unknownBecause(act + " filters by " + filters + ", not by dates: ask e.g. \"" + example + "\".")
}

// taxYear is the year a tax question is about, when it names one.
func (u *understanding) taxYear(params map[string]any) string {
	if u.period != nil && u.period.Year != 0 {
		params["tax_year"] = u.period.Year
		return itoa(u.period.Year)
	}
	return "the current year"
}

// w2gSumWords ask the W-2Gs' total, not the forms: its nouns, and the
// verbs of summing in any tense ("what have my W-2G wins added up to",
// "what did they total", "what they amounted to").
var w2gSumWords = set("total", "totals", "sum", "much", "amount", "summary", "add", "tally", "altogether", "combined", "withheld",
	"withholding", "added", "adds", "adding", "totaled", "totalled", "totaling", "totalling", "amounted", "amounting",
	"summed", "tallied",
	// a formal register's sum ("the aggregate winnings reported on my
	// W-2Gs")
	"aggregate", "aggregated")

// comeToVerbs sum an amount with "to" after them ("what did my W-2G
// wins come to", "what do they come to"), as "add up to" does.
var comeToVerbs = set("come", "comes", "came", "coming")

// comeToEnds may follow a sum's "come to": the time summed over or the
// word of a whole ("come to in 2025", "came to last year", "come to
// altogether").
var comeToEnds = set("in", "for", "during", "over", "this", "last", "so", "altogether", "overall", "all", "together")

// sumComeTo: "come to" ends its clause or leads into a time or a whole,
// a sum; "the W-2Gs that came to my house" names a place it came to.
func sumComeTo(q *question) bool {
	for i := range q.toks {
		if !comeToVerbs[q.norm(i)] || q.norm(i+1) != "to" {
			continue
		}
		k := i + 2
		if k >= len(q.toks) || q.toks[k].used || q.clauseBreakBefore(k) || comeToEnds[q.norm(k)] {
			return true
		}
	}
	return false
}

func (u *understanding) w2g() Intent {
	if u.period != nil && u.period.Year == 0 {
		// "which W-2Gs did I get in Q1": the W-2G actions take a tax
		// year, and the whole year's forms would not be the quarter's
		return periodUnfiltered("list_w2g", "tax year", "my W-2Gs for 2025")
	}
	params := map[string]any{}
	year := u.taxYear(params)
	if u.q.hasOf(w2gSumWords) || sumComeTo(u.q) {
		return u.personalIntent(W2GTotal, "the W-2G total of "+year, action("player", "tax_year_summary", ""), params)
	}
	if q := u.q; q.has("need", "needed", "required", "require", "requires", "necessary", "must", "should") ||
		q.hasPhrase("have", "to") || q.hasPhrase("has", "to") {
		if !q.has("my", "our", "mine", "w2gs") {
			// "do we need a w2g": whether a form is due is the W-2G rule,
			// which needs the win and the game, not the player's records
			return unknownBecause("Whether a win needs a Form W-2G depends on the game and the amount won: ask, e.g., \"do I get a W2G for a $2,000 slot jackpot\".")
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
	if len(u.casinos) > 0 || u.named != nil && u.named.e.kind == kindCasino {
		// "how much did I win and lose at Borgata": a tax year's summary
		// sums every casino, and one casino's share is in no answer
		return unknownBecause("tax_year_summary sums a whole tax year at every casino, not one casino's: ask e.g. \"my tax summary for 2025\".")
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
	if i, j := voucherStillGood(u.q); i >= 0 {
		// "which vouchers can I still cash in", "tickets that can still
		// be redeemed": what can still be cashed is neither cashed nor
		// expired, so open; its "cashed" is not the status redeemed
		u.q.claim(i, j)
		params["status"] = "open"
		desc = "your open vouchers"
	}
	s, ok, denied := extractStatus(u.q, voucherStatuses)
	if params["status"] != nil {
		ok, denied = false, false
	}
	if denied {
		return statusUnread("list_vouchers", "open, redeemed or expired", "my open vouchers")
	}
	if ok {
		params["status"] = s
		desc = "your " + s + " vouchers"
	}
	if u.q.hasFree("trip", "trips", "session", "sessions", "visit", "visits") {
		// "my vouchers from last trip": a voucher is kept with its
		// casino and dates, not the trip or session it came from
		return unknownBecause("list_vouchers filters by status, not by trip or session: ask e.g. \"my open vouchers\".")
	}
	if u.placePhrase() != "" {
		// "tickets not yet redeemed at Borgata": list_vouchers filters
		// by status only, and every casino's vouchers would not be the
		// answer
		return unknownBecause("list_vouchers filters by status, not by casino: ask e.g. \"my open vouchers\".")
	}
	return u.personalIntent(MyVouchers, desc, action("player", "list_vouchers", "vouchers"), params)
}

// statusUnread declines a list asked by a status denied that names no
// status of its own ("vouchers that haven't expired" are open or
// redeemed): every record would not be the answer.
func statusUnread(act, statuses, example string) Intent {
	return unknownBecause(act + " filters by one status (" + statuses + "): ask for the one you want, e.g. \"" + example + "\".")
}

// ticketsAsked: the question names ticket-in/ticket-out vouchers as
// players do ("uncashed tickets", "TITO tickets", "cash-out tickets"); a
// ticket alone may be for a show.
func (u *understanding) ticketsAsked() bool {
	q := u.q
	return q.has("tito") || q.hasPhrase("ticket", "in", "ticket", "out") ||
		(q.has("ticket", "tickets") && q.has("uncashed", "cashed", "unredeemed", "redeemed", "outstanding", "cashout", "slot", "machine", "casino", "expired"))
}

// compsReceivedWords ask of comps already given ("what comps did I get",
// "I've been comped", "my total comps this year"), not of a play to
// estimate.
var compsReceivedWords = set("did", "got", "gotten", "received", "been", "total", "totals", "altogether", "last", "year", "far")

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
	if len(missing) == 3 && u.q.hasOf(compsReceivedWords) {
		// "how much have I been comped at Borgata", "what comps did I get
		// on my last trip": comps received are in no record; the
		// calculator would ask for a play the question never supposed
		return unknownBecause("/ask keeps no record of the comps you received; ask e.g. \"comps for 3 hours of $25 blackjack\" for an estimate, or \"what will Borgata likely send me\".")
	}
	if betRange(u.q) {
		// "$15 to $25 a hand": the calculator takes one average bet, and
		// either end of the range would answer another play
		return unknownBecause("The comp calculator takes one average bet, not a range: ask with one, e.g. \"comps for 2 hours of $20 blackjack\".")
	}
	if !u.hasAmount && u.hasDenomination {
		// "quarter slots": a machine's denomination is what one coin
		// costs, and a spin may play several; it is no average bet
		return unknownBecause("A machine's denomination is not your average bet (a spin may play several coins): give the bet, e.g. \"comps for 3 hours of slots at $1.25 a spin\".")
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
		if u.period.From != "" {
			params["from"] = u.period.From // "before 2024" has no start
		}
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
	if c == "" && u.city != nil && !u.placeOfCasino && u.state == nil && !u.city.listed && u.ix.oneNameBegins(u.city.text) {
		// "my trips to Tulalip": a town whose name begins one casino's
		// name (Tulalip Resort Casino) is that casino, typed short, as
		// players name it for their records; "my visits to Mesquite"
		// (Stateline Casino Mesquite) is the town
		c = u.city.text
	}
	if c != "" {
		params["casino_name"] = c
		desc += " at " + c
	}
	if c == "" && ((u.city != nil && !u.placeOfCasino) || u.state != nil) || u.ix.listedTown(c) {
		// "my trips to Vegas", "my trips to Houston": the records are
		// kept by casino, and a list of every trip would not be the
		// answer.
		return unknownBecause(act + " filters by casino, not by city or state: name the casino, e.g. \"my trips to Borgata\".")
	}
	return u.personalIntent(name, desc, action("player", act, items), params)
}

func (u *understanding) sessions() Intent {
	if u.hasHours && u.cappedSaid() {
		// "sessions capped at 2 hours last month": a cap is a limit, set
		// or not, and listing every session would drop it
		return unknownBecause("list_sessions filters by casino, game and dates, not by a cap on a session's length; " +
			"to see your limits, ask \"what are my limits\".")
	}
	in := u.listWithDates(MySessions, "list_sessions", "sessions", "your play sessions")
	if u.game != "" {
		in.Parameters["game_type"] = u.game
		in.Description += " of " + strings.ReplaceAll(u.game, "_", " ")
	}
	// free words only: "Running Aces" is a casino, not a session running
	if u.q.hasFree("open", "active", "current", "running") || sessionsNotEnded(u.q) || endLeftUndone(u.q) {
		in.Parameters["open"] = true
		in.Description = "your open play sessions"
	}
	return in
}

// endLeftUndone says the player left a session's end undone ("sessions
// I forgot to close", "ones I neglected to end", "that I failed to
// stop"): a session not ended is still open.
func endLeftUndone(q *question) bool {
	for i := range q.toks {
		if undoneVerbs[q.norm(i)] && q.norm(i+1) == "to" {
			switch q.norm(i + 2) {
			case "end", "close", "finish", "stop", "wrap":
				return true
			}
		}
	}
	return false
}

// undoneVerbs say a step was left undone ("forgot to", "neglected to").
var undoneVerbs = set("forgot", "forget", "forgotten", "neglected", "failed", "omitted")

// freebiesHeld: the player asks of their own freebies ("what freebies
// have I got from Borgata", "any freebies in my account"): what casinos
// send a player for free are the offers they hold. Asked of no one
// ("what freebies come with Gold"), freebies are a tier's benefits, which
// no offer is; asked of a play ("what freebies can I get for $25
// blackjack for 4 hours"), they are what the play is worth, which no
// offer held says.
func (u *understanding) freebiesHeld() bool {
	return u.q.hasFree("freebie", "freebies") && u.personal() && u.game == "" && !u.hasHours
}

// standingAsked: the player asks their standing ("what's my standing at
// each casino", "where do I stand at Borgata"): the rung each players
// card holds, which the tier records keep. A record named with it ("where
// do I stand on my bankroll") is that record's standing, not a tier.
func standingAsked(q *question) bool {
	if q.hasOf(recordNouns) {
		return false
	}
	for i := range q.toks {
		switch q.norm(i) {
		case "standing", "standings":
			if q.norm(i-1) == "my" {
				return true
			}
		case "stand":
			if q.norm(i-1) == "i" && (q.norm(i-2) == "where" || q.norm(i-3) == "where") {
				return true
			}
		}
	}
	return false
}

// howDoing is where the player asks how they are doing ("how am I doing
// on points", "how'm I tracking", "how am I coming along on tier
// credits", "where am I at on tier credits"): the indexes of its "how" (or "how'm") and its last word; -1
// when the question does not. Asked with the tier words, it is the way to
// the next tier.
func howDoing(q *question) (int, int) {
	for i := range q.toks {
		k := i + 1
		switch q.norm(i) {
		case "how":
			if q.norm(k) != "am" || q.norm(k+1) != "i" {
				continue
			}
			k += 2
		case "howm":
			if q.norm(k) != "i" {
				continue
			}
			k++
		case "where":
			// "where am i at on tier credits", "where im at on points"
			switch {
			case q.norm(k) == "am" && q.norm(k+1) == "i" && q.norm(k+2) == "at":
				return i, k + 2
			case q.norm(k) == "im" && q.norm(k+1) == "at":
				return i, k + 1
			}
			continue
		default:
			continue
		}
		if doingWords[q.norm(k)] {
			if q.norm(k+1) == "along" {
				k++
			}
			return i, k
		}
	}
	return -1, -1
}

func howDoingAsked(q *question) bool {
	i, _ := howDoing(q)
	return i >= 0
}

// doingWords say how the player is coming along ("doing", "tracking").
var doingWords = set("doing", "tracking", "coming", "progressing", "faring")

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

// capAskedAbout: a question whether the player's sessions or budget are
// capped ("are my sessions capped at 2 hours", "is my weekly budget
// limited to $300") reads the limits; said as a statement, the cap is a
// change (capStated), and with a date it asks about past play.
func (u *understanding) capAskedAbout() bool {
	q := u.q
	return readingWords[q.norm(0)] && u.period == nil && q.has("capped", "limited", "restricted") &&
		q.has("session", "sessions", "budget", "budgets", "losses")
}

// budgetsInPlaceAsked: the question asks which budgets the player has
// set up ("what budgets do i have set", "any budgets in place"), or one
// budget by its period ("whats my daily budget", "my budget per week"):
// those are limits, set per day, week or month, not how much of one is
// left (the bankroll).
func (u *understanding) budgetsInPlaceAsked() bool {
	q := u.q
	if !q.has("budget", "budgets") || q.has("left", "remaining", "balance", "spent", "used", "over", "under") {
		return false
	}
	return q.has("set", "setup", "configured", "active") || q.hasPhrase("set", "up") || q.hasPhrase("in", "place") ||
		q.hasPhrase("on", "file") || (!u.hasAmount && budgetPeriodNamed(q))
}

// budgetPeriodNamed: a budget is named with its period, before it ("my
// daily budget") or just after it ("my budget per week", "budget for the
// month").
func budgetPeriodNamed(q *question) bool {
	for i := range q.toks {
		if w := q.norm(i); w != "budget" && w != "budgets" {
			continue
		}
		if w := q.norm(i - 1); w == "daily" || w == "weekly" || w == "monthly" {
			return true
		}
		k := i + 1
		if w := q.norm(k); w == "per" || w == "a" || w == "each" || w == "every" || w == "for" {
			k++
		}
		if q.norm(k) == "the" {
			k++
		}
		if _, ok := budgetPeriods[q.norm(k)]; ok && k > i+1 {
			return true
		}
	}
	return false
}

// pastOfNow: the question dates a reading that keeps only its present
// value (the limits in force, the bankroll's balance now) to a period
// already over ("my daily budget back in 2024", "my limits last year"):
// no action keeps their history, and today's would answer another
// question. So is the reading over time: from a day on ("my bankroll
// balance since March 1", the catalog's bankroll_history), or by a word
// of balanceHistoryWords ("how has my bankroll changed", "my bankroll
// history"); "since I got back" tells a story of the balance now.
func (u *understanding) pastOfNow(in Intent) bool {
	if in.Name != MyLimits && in.Name != Bankroll {
		return false
	}
	return u.period != nil && (u.period.To != "" && u.period.To < day(u.today) || sinceDated(u.q)) || timeAgoNamed(u.q) ||
		u.q.hasOf(balanceHistoryWords) || u.q.hasPhrase("over", "time")
}

// balanceHistoryWords ask for a balance over time ("my bankroll history",
// "how has it changed", "a chart of it").
var balanceHistoryWords = set("history", "histories", "trend", "trends", "timeline", "graph", "chart", "changed", "fluctuated",
	"evolved", "grown", "shrunk", "dropped", "risen")

// sinceDated: "since" opens a date, not a clause ("since March 1", not
// "since I got back").
func sinceDated(q *question) bool {
	for i := range q.toks {
		if q.norm(i) == "since" && !timeClauseSubjects[q.norm(i+1)] {
			return true
		}
	}
	return false
}

// agoUnits are the spans counted back before "ago".
var agoUnits = set("day", "days", "week", "weeks", "month", "months", "year", "years", "while")

// timeAgoNamed: a span counted back from today names a past time ("a
// year ago", "six months ago", "a while ago"), which no period read from
// the words holds.
func timeAgoNamed(q *question) bool {
	for i := 1; i < len(q.toks); i++ {
		if q.norm(i) == "ago" && agoUnits[q.norm(i-1)] {
			return true
		}
	}
	return false
}

func (u *understanding) bankroll() Intent {
	return u.personalIntent(Bankroll, "your bankroll balance and budgets", action("player", "bankroll_status", ""), map[string]any{})
}

// playMoneyHeld: the player asks of the money they keep for play ("how
// much gambling money have I got set aside", "what's in my casino fund",
// "the cash I've put aside for gambling"): the bankroll is that money.
// How much to keep ("how much should I set aside for gambling") is advice,
// which no record holds.
func (u *understanding) playMoneyHeld() bool {
	q := u.q
	if u.amountAdviceAsked() || q.has("should", "ought", "shall", "recommend", "suggest") {
		return false
	}
	kept := q.hasPhrase("set", "aside") || q.hasPhrase("put", "aside") || q.hasPhrase("put", "away") ||
		q.hasPhrase("laid", "aside") || q.hasPhrase("saved", "up")
	for i := range q.toks {
		if !moneyNouns[q.norm(i)] {
			continue
		}
		if playPurposes[q.norm(i-1)] || kept || q.norm(i+1) == "for" && playPurposes[q.norm(i+2)] {
			return true
		}
	}
	return false
}

// moneyNouns name money kept; playPurposes what it is kept for ("gambling
// money", "casino fund").
var (
	moneyNouns   = set("money", "cash", "funds", "fund", "stash", "kitty")
	playPurposes = set("gambling", "gaming", "casino", "betting", "play")
)

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
// ("points per day i need", "how many days left", "my deadline"), and
// the way still to go put as ground ("how much ground do I have left",
// "how much ground to cover before Gold").
var progressPaceWords = set("per", "day", "daily", "deadline", "days", "ground",
	// "how many points am I missing for the next tier", "what do I
	// still lack for it": what is missing is what is still needed
	"missing", "lacking", "lack")

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
	words := []map[string]bool{personalTierWords}
	if in.Name == TierProgress {
		words = append(words, progressPaceWords)
		// "if I keep up my current pace": the answer's premise, as it
		// says the points needed per day
		claimPlayerPace(u.q)
	}
	claimSupposedDoing(u.q)
	if i, j := howDoing(u.q); i >= 0 && u.q.free(i, j) {
		// "how'm I doing on points at Borgata": how the player is coming
		// along toward the next tier
		u.q.claim(i, j)
	}
	if in.Name == MyTiers && closestToNextTier(u.q) {
		// "which of my casinos am I closest to the next tier at": the
		// tiers answer says, casino by casino, the points still needed
		words = []map[string]bool{tierRankWords}
	}
	var left []string
	for i, t := range u.q.toks {
		if t.norm == "right" && u.q.norm(i+1) == "now" {
			// "what tiers do i hold right now": the records are now's
			continue
		}
		if t.norm == "sitting" && u.q.norm(i+1) == "at" {
			// "what tier am i sitting at": where the player sits is
			// where they stand ("standing" is a tier word already)
			continue
		}
		if !t.used && !inAny(words, t.norm) && !numericWord(t.norm) {
			left = append(left, t.raw)
		}
	}
	if len(left) > 0 {
		return unknownBecause("The question asks about " + strings.Join(left, ", ") + ", which your tier records do not say.")
	}
	return in
}

// voucherStillGood finds a voucher said to be cashable yet ("can I still
// cash in", "could still be redeemed", "are still good"): the first and
// last token of the phrase, or -1. A modal or a form of "be" must stand
// before "still", so a story's "I still cashed it" is not read.
func voucherStillGood(q *question) (int, int) {
	for i := range q.toks {
		if q.norm(i) != "still" || !q.free(i, i) {
			continue
		}
		k := i + 1
		if q.norm(k) == "be" {
			k++
		}
		w := q.norm(k)
		if !voucherStillVerbs[w] {
			continue
		}
		if q.norm(k+1) == "in" || q.norm(k+1) == "out" {
			k++
		}
		b := i - 1
		if voucherStillSubjects[q.norm(b)] {
			b--
		}
		if voucherStillModals[q.norm(b)] || voucherStillStates[w] && voucherStillBe[q.norm(i-1)] {
			return max(b, 0), k
		}
	}
	return -1, -1
}

var (
	// voucherStillVerbs say a voucher is cashed or cashable after "still"
	voucherStillVerbs = set("cash", "cashed", "redeem", "redeemed", "use", "used", "cashable", "redeemable", "good", "valid", "usable")
	// voucherStillStates are the ones read after a form of "be" alone
	// ("are still good") as well as after a modal
	voucherStillStates = set("cashable", "redeemable", "good", "valid", "usable")
	voucherStillBe     = set("are", "is", "be", "remain", "remains")
	voucherStillModals = set("can", "could", "may", "might")
	// voucherStillSubjects stand between the modal and "still" in an
	// ask ("can I still cash")
	voucherStillSubjects = set("i", "we", "you", "they", "it")
)

// oneNameBegins says exactly one directory casino's name begins with the
// words of text.
func (ix *Index) oneNameBegins(text string) bool {
	words := norms(text)
	n := 0
	for _, e := range ix.entries {
		if e.kind == kindCasino && len(e.full) > len(words) && slices.Equal(e.full[:len(words)], words) {
			n++
		}
	}
	return n == 1
}

// moneyAt: the token at i is an amount of money, "$15" or "15 dollars".
func moneyAt(q *question, i int) bool {
	_, dollar, ok := number(q.norm(i))
	return ok && (dollar || dollarWords[q.norm(i+1)])
}

// rangeJoins join the two ends of a range of amounts ("$15 to $25",
// "$15 or $25"); "and" only after "between".
var rangeJoins = set("to", "or", "and")

// betRange: the question gives money as a range, two amounts joined by
// a range's word or a dash ("between $15 and $25", "$15-$25", "15 to 25
// dollars"), one of them money.
func betRange(q *question) bool {
	for i := 0; i+1 < len(q.toks); i++ {
		if _, _, ok := number(q.norm(i)); !ok {
			continue
		}
		k := i + 1
		if rangeJoins[q.norm(k)] {
			if q.norm(k) == "and" && q.norm(i-1) != "between" {
				continue
			}
			k++
		} else if !strings.Contains(q.text[q.toks[i].end:q.toks[k].start], "-") {
			continue
		}
		if _, _, ok := number(q.norm(k)); ok && k < len(q.toks) && (moneyAt(q, i) || moneyAt(q, k)) {
			return true
		}
	}
	return false
}
