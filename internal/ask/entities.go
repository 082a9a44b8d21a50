package ask

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"

	"github.com/tierline/tierline/internal/domain/directory"
)

// period is a range of dates a question names ("this year", "in March
// 2025", "the last 30 days"). year is set when the period is one calendar
// year.
type period struct {
	From, To string
	Label    string
	Year     int
}

const dateLayout = "2006-01-02"

func day(t time.Time) string { return t.Format(dateLayout) }

func yearPeriod(y int, label string) *period {
	return &period{From: strconv.Itoa(y) + "-01-01", To: strconv.Itoa(y) + "-12-31", Label: label, Year: y}
}

func monthPeriod(y int, m time.Month, label string) *period {
	first := time.Date(y, m, 1, 0, 0, 0, 0, time.UTC)
	return &period{From: day(first), To: day(first.AddDate(0, 1, -1)), Label: label}
}

// months by name and common abbreviation ("may" only counts next to a
// year or after "in": it is also a verb).
var months = map[string]time.Month{
	"january": 1, "jan": 1, "february": 2, "feb": 2, "march": 3, "mar": 3, "april": 4, "apr": 4,
	"may": 5, "june": 6, "jun": 6, "july": 7, "jul": 7, "august": 8, "aug": 8, "september": 9,
	"sep": 9, "sept": 9, "october": 10, "oct": 10, "november": 11, "nov": 11, "december": 12, "dec": 12,
}

var yearRE = regexp.MustCompile(`^(19[9]\d|20\d\d)s?$`)

// yearOf reads a year token (1990-2099, "2025" or "2025's").
func yearOf(norm string) (int, bool) {
	if !yearRE.MatchString(norm) {
		return 0, false
	}
	y, _ := strconv.Atoi(norm[:4])
	return y, true
}

// spokenYearAt reads a year spoken as two pairs at token i ("twenty
// twenty four", "twenty twenty-five", "twenty nineteen"): "twenty" and
// then a number from ten to ninety-nine written in words, a year from
// 2010 to the year after thisYear. Money is never a year: a pair with
// "dollars" or "bucks" after it, "$" before it, a win's verb or a bet
// before it, or in a question of a budget, a limit or a bankroll stays
// two numbers, and so does "two thousand twenty", an amount spelled with
// its scale.
func spokenYearAt(q *question, i, thisYear int) (int, int, bool) {
	if yr, ok := spelledYearAt(q, i, thisYear); ok {
		return yr, i, true
	}
	j := i + 1
	if q.norm(i) != "twenty" || j >= len(q.toks) || !q.free(i, j) || strings.HasPrefix(q.toks[i].raw, "$") {
		return 0, i, false
	}
	var n float64
	switch t := q.toks[j]; {
	case t.spelled && !strings.ContainsAny(t.raw, "0123456789"):
		n, _, _ = number(t.norm)
	case !numericWord(t.norm) && wordNumbers[t.norm] >= 10:
		n = wordNumbers[t.norm]
	default:
		return 0, i, false
	}
	yr := 2000 + int(n)
	if n < 10 || n > 99 || n != float64(int(n)) || yr > thisYear+1 {
		return 0, i, false
	}
	if next := q.norm(j + 1); dollarWords[next] || perBet(q, j+1) {
		return 0, i, false
	}
	if q.has("budget", "budgets", "limit", "limits", "cap", "spend", "spending", "bankroll") {
		// a limit of money is set in money, whatever the words
		return 0, i, false
	}
	if prev := q.norm(i - 1); winVerbs[prev] || prev == "bet" || prev == "betting" || prev == "wager" || prev == "of" && dollarWords[q.norm(i-2)] {
		return 0, i, false
	}
	return yr, j, true
}

// spelledYearCues come right before a year said with its scale ("from
// two thousand twenty five", "for two thousand twenty five"): a period's
// prepositions, which put no amount there.
var spelledYearCues = set("from", "for", "in", "during", "since", "year")

// spelledYearAt reads a year said with its scale at token i ("my trips
// from two thousand twenty five", "my tax summary for two thousand
// twenty five"), as a voice assistant transcribes it: the spelled
// number, from 2001 to the year after thisYear, right after a period's
// preposition. Money stays money: not before "dollars" or a bet, not in
// a question of a budget, a limit or a bankroll ("set my monthly budget
// to two thousand twenty"), and not before a game or a win ("for two
// thousand twenty five on keno").
func spelledYearAt(q *question, i, thisYear int) (int, bool) {
	t := q.toks[i]
	if !t.spelled || strings.ContainsAny(t.raw, "0123456789") || !q.free(i, i) || !spelledYearCues[q.norm(i-1)] {
		return 0, false
	}
	yr, err := strconv.Atoi(t.norm)
	if err != nil || yr <= 2000 || yr > thisYear+1 {
		return 0, false
	}
	if next := q.norm(i + 1); dollarWords[next] || perBet(q, i+1) || next == "on" || next == "at" || singleWinWords[next] {
		return 0, false
	}
	if q.has("budget", "budgets", "limit", "limits", "cap", "spend", "spending", "bankroll") {
		return 0, false
	}
	return yr, true
}

// unitDays is the length of a unit of time in days, for "last 3 weeks".
var unitDays = map[string]int{"day": 1, "days": 1, "week": 7, "weeks": 7, "month": 30, "months": 30}

// extractPeriod finds the dates a question is about and claims their
// words. today is the UTC calendar day.
func extractPeriod(q *question, today time.Time) *period {
	y, m := today.Year(), today.Month()
	weekStart := today.AddDate(0, 0, -((int(today.Weekday()) + 6) % 7)) // Monday
	for i := range q.toks {
		if q.toks[i].used {
			continue
		}
		if p := rangeAt(q, i, today); p != nil {
			return p
		}
		if p := quarterAt(q, i, today); p != nil {
			return p
		}
		w, next := q.norm(i), q.norm(i+1)
		switch {
		case w == "ytd":
			// "year to date" ends today: trips may be booked ahead, and
			// the year so far holds none of them
			q.claim(i, i)
			return yearToDate(today, "year to date")
		case q.phraseAt(i, "year", "to", "date"):
			first := i
			if q.norm(i-1) == "the" && q.free(i-1, i-1) {
				first = i - 1
			}
			q.claim(first, i+2)
			return yearToDate(today, "year to date")
		case (w == "this" || w == "current") && next == "year" && (q.phraseAt(i-2, "so", "far") || q.phraseAt(i+2, "so", "far")):
			// "so far this year", "this year so far": year to date
			if q.phraseAt(i-2, "so", "far") {
				q.claim(i-2, i+1)
			} else {
				q.claim(i, i+3)
			}
			return yearToDate(today, "so far this year")
		case (w == "this" || w == "current") && next == "year":
			q.claimThrough(i, "year")
			return yearPeriod(y, "this year")
		case (w == "last" || w == "past" || w == "previous") && next == "weekend":
			// "last weekend", "this past weekend": the Saturday and
			// Sunday before this week ("next weekend" is left unread:
			// said on a Thursday it may be the coming one or the one
			// after)
			first := i
			if q.norm(i-1) == "this" && w == "past" && q.free(i-1, i-1) {
				first = i - 1
			}
			q.claim(first, i+1)
			return &period{From: day(weekStart.AddDate(0, 0, -2)), To: day(weekStart.AddDate(0, 0, -1)), Label: q.span(first, i+1)}
		case (w == "last" || w == "previous" || w == "past") && next == "year":
			q.claim(i, i+1)
			return yearPeriod(y-1, "last year")
		case w == "year" && next == "before" && q.norm(i+2) == "last":
			// "the year before last (year)": the year before last year
			first := i
			if q.norm(i-1) == "the" && q.free(i-1, i-1) {
				first = i - 1
			}
			last := i + 2
			if q.norm(i+3) == "year" {
				last++
			}
			q.claim(first, last)
			return yearPeriod(y-2, "the year before last")
		case (w == "this" || w == "current") && next == "month":
			q.claim(i, i+1)
			return monthPeriod(y, m, "this month")
		case (w == "last" || w == "previous" || w == "past") && next == "month":
			q.claim(i, i+1)
			first := time.Date(y, m, 1, 0, 0, 0, 0, time.UTC).AddDate(0, -1, 0)
			return monthPeriod(first.Year(), first.Month(), "last month")
		case w == "this" && next == "week":
			q.claim(i, i+1)
			return &period{From: day(weekStart), To: day(weekStart.AddDate(0, 0, 6)), Label: "this week"}
		case (w == "last" || w == "previous") && next == "week":
			q.claim(i, i+1)
			return &period{From: day(weekStart.AddDate(0, 0, -7)), To: day(weekStart.AddDate(0, 0, -1)), Label: "last week"}
		case w == "today":
			q.claim(i, i)
			return &period{From: day(today), To: day(today), Label: "today"}
		case w == "last" && next == "night":
			// a night's play is dated by the evening it began
			q.claim(i, i+1)
			d := day(today.AddDate(0, 0, -1))
			return &period{From: d, To: d, Label: "last night"}
		case w == "yesterday":
			q.claim(i, i)
			d := day(today.AddDate(0, 0, -1))
			return &period{From: d, To: d, Label: "yesterday"}
		case w == "last" || w == "past":
			// last|past N days|weeks|months
			if n, _, ok := number(next); ok && n >= 1 && n == float64(int(n)) {
				if days, ok := unitDays[q.norm(i+2)]; ok {
					q.claim(i, i+2)
					from := today.AddDate(0, 0, -int(n)*days)
					if days == 30 {
						from = today.AddDate(0, -int(n), 0)
					}
					return &period{From: day(from), To: day(today), Label: q.span(i, i+2)}
				}
			}
		case w == "before" || w == "after" || w == "prior" && next == "to":
			// "trips before 2024", "sessions after March": the time
			// before or after the one named, not that time
			if p := beforeOrAfterAt(q, i, today); p != nil {
				return p
			}
		case w == "since":
			if d, ok := dateAt(q, i+1); ok && d.day > 0 {
				// "since feb 3": from that day
				d.latest(today)
				q.claim(i, d.last)
				return &period{From: d.first(), Label: q.span(i, d.last)}
			}
			if yr, ok := yearOf(next); ok {
				q.claim(i, i+1)
				return &period{From: strconv.Itoa(yr) + "-01-01", Label: "since " + strconv.Itoa(yr)}
			}
			if mo, ok := months[next]; ok {
				q.claim(i, i+1)
				yr := y
				if mo > m {
					yr--
				}
				return &period{From: day(time.Date(yr, mo, 1, 0, 0, 0, 0, time.UTC)), Label: q.span(i, i+1)}
			}
		}
		if d, ok := dateAt(q, i); ok && d.day > 0 && (w != "may" && d.holiday == nil || d.year != 0 || dayCues[q.norm(i-1)] ||
			d.holiday != nil && q.norm(i-1) == "the" && dayCues[q.norm(i-2)]) {
			// "on feb 20", "march 3rd 2025", "2026-02-01": that day
			d.latest(today)
			q.claim(i, d.last)
			return &period{From: d.first(), To: d.first(), Label: q.span(i, d.last)}
		}
		if mo, ok := months[w]; ok {
			prev := q.norm(i - 1)
			yr, hasYear := yearOf(next)
			if w == "may" && !hasYear && prev != "in" && prev != "during" {
				continue
			}
			if hasYear {
				q.claim(i, i+1)
				return monthPeriod(yr, mo, q.span(i, i+1))
			}
			q.claim(i, i)
			yr = y
			if mo > m {
				yr-- // "in December", asked in May, is last December
			}
			return monthPeriod(yr, mo, q.span(i, i))
		}
		if p := yearMonthAt(q, i); p != nil {
			return p
		}
		if yr, ok := apostropheYearAt(q, i, y); ok {
			q.claim(i, i)
			return yearPeriod(yr, q.span(i, i))
		}
		if yr, ok := yearOf(w); ok && !q.toks[i].spelled && !amountNotYear(q, i) {
			q.claim(i, i)
			return yearPeriod(yr, strconv.Itoa(yr))
		}
		if yr, last, ok := spokenYearAt(q, i, y); ok {
			q.claim(i, last)
			return yearPeriod(yr, q.span(i, last))
		}
	}
	return nil
}

// yearMonthAt reads a month written YYYY-MM from token i ("2024-06", as
// forms and spreadsheets date one), which the tokenizer splits at its
// hyphen into a year and a two-digit month: that month, not the whole
// year. Two years written short ("2011-12", a season) are no month: the
// second half is then the year after the first.
func yearMonthAt(q *question, i int) *period {
	yr, ok := yearOf(q.norm(i))
	k := i + 1
	if !ok || k >= len(q.toks) || !q.free(i, k) || q.text[q.toks[i].end:q.toks[k].start] != "-" {
		return nil
	}
	w := q.norm(k)
	if len(w) != 2 || w[0] < '0' || w[0] > '1' || w[1] < '0' || w[1] > '9' {
		return nil
	}
	mo := int(w[0]-'0')*10 + int(w[1]-'0')
	if mo < 1 || mo > 12 || mo == (yr+1)%100 || unitWords[q.norm(k+1)] || dollarWords[q.norm(k+1)] {
		return nil
	}
	q.claim(i, k)
	return monthPeriod(yr, time.Month(mo), q.span(i, k))
}

// beforeOrAfterAt reads "before", "prior to" or "after" at token i and
// the year, month or day after it: the days up to the day before it, or
// from the day after it; nil when no time follows ("before my trip").
func beforeOrAfterAt(q *question, i int, today time.Time) *period {
	k := i + 1
	if q.norm(i) == "prior" {
		k++
	}
	after := q.norm(i) == "after"
	var whole *period
	last := k
	if d, ok := dateAt(q, k); ok && d.day > 0 {
		d.latest(today)
		whole, last = &period{From: d.first(), To: d.first()}, d.last
	} else if yr, ok := yearOf(q.norm(k)); ok && q.free(k, k) {
		whole = yearPeriod(yr, "")
	} else if mo, ok := months[q.norm(k)]; ok && q.free(k, k) {
		if yr, ok := yearOf(q.norm(k + 1)); ok {
			whole, last = monthPeriod(yr, mo, ""), k+1
		} else {
			yr := today.Year()
			if mo > today.Month() {
				yr--
			}
			whole = monthPeriod(yr, mo, "")
		}
	}
	if whole == nil {
		return nil
	}
	q.claim(i, last)
	label := q.span(i, last)
	if after {
		end, _ := time.Parse(dateLayout, whole.To)
		return &period{From: day(end.AddDate(0, 0, 1)), Label: label}
	}
	start, _ := time.Parse(dateLayout, whole.From)
	return &period{To: day(start.AddDate(0, 0, -1)), Label: label}
}

// yearToDate is this year up to today ("ytd", "year to date", "so far
// this year"): it keeps the year, the tax year a tax question takes.
func yearToDate(today time.Time, label string) *period {
	y := today.Year()
	return &period{From: strconv.Itoa(y) + "-01-01", To: day(today), Label: label, Year: y}
}

// quarterRE is a calendar quarter written short ("q1", "Q3").
var quarterRE = regexp.MustCompile(`^q([1-4])$`)

// quarterOrdinals number a quarter written out ("the first quarter").
var quarterOrdinals = map[string]int{"first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4}

// quarterAt reads a calendar quarter written from token i: "q1", "the
// first quarter", "this quarter", "last quarter", with its year before
// or after it or neither ("q1 2025", "2025 q1", "the first quarter of
// 2025", "q1 '25"). A quarter without a year is its latest one begun by
// today, as a month named alone is. "quarter" before a game or a
// machine is a coin ("last quarter slots session"), and no quarter.
func quarterAt(q *question, i int, today time.Time) *period {
	first, n, yr := i, 0, 0
	if y, ok := yearOf(q.norm(i)); ok && q.free(i, i) && quarterRE.MatchString(q.norm(i+1)) {
		// "2025 q1"
		yr, i = y, i+1
	}
	if !q.free(i, i) {
		return nil
	}
	last := i
	cur := (int(today.Month())-1)/3 + 1
	switch w := q.norm(i); {
	case quarterRE.MatchString(w):
		n = int(w[1] - '0')
	case quarterOrdinals[w] > 0 && q.norm(i+1) == "quarter":
		n, last = quarterOrdinals[w], i+1
	case (w == "this" || w == "current") && q.norm(i+1) == "quarter":
		n, yr, last = cur, today.Year(), i+1
	case (w == "last" || w == "previous" || w == "past") && q.norm(i+1) == "quarter" && q.norm(i+2) != "of":
		n, yr, last = cur-1, today.Year(), i+1
		if n == 0 {
			n, yr = 4, yr-1
		}
	default:
		return nil
	}
	if next := q.norm(last + 1); isGameWord(next) || denominationWords[next] != 0 || next == "machine" || next == "machines" {
		return nil
	}
	if !q.free(first, last) {
		return nil
	}
	if yr == 0 {
		k := last + 1
		if q.norm(k) == "of" {
			k++
		}
		if y, ok := yearOf(q.norm(k)); ok && q.free(k, k) {
			yr, last = y, k
		} else if y, ok := apostropheYearAt(q, k, today.Year()); ok {
			yr, last = y, k
		}
	}
	if yr == 0 {
		yr = today.Year()
		if n > cur {
			yr--
		}
	}
	if q.norm(first-1) == "the" && q.free(first-1, first-1) {
		first--
	}
	start := time.Date(yr, time.Month(3*n-2), 1, 0, 0, 0, 0, time.UTC)
	q.claim(first, last)
	return &period{From: day(start), To: day(start.AddDate(0, 3, -1)), Label: q.span(first, last)}
}

// apostropheYearAt reads a year written with two digits after an
// apostrophe at token i ("'24", "’25"): the year of this century, or of
// the last when it would come after next year ("'99").
func apostropheYearAt(q *question, i, thisYear int) (int, bool) {
	if i >= len(q.toks) || !q.free(i, i) {
		return 0, false
	}
	t := q.toks[i]
	if len(t.norm) != 2 || t.norm[0] < '0' || t.norm[0] > '9' || t.norm[1] < '0' || t.norm[1] > '9' || t.start == 0 {
		return 0, false
	}
	if before := q.text[:t.start]; !strings.HasSuffix(before, "'") && !strings.HasSuffix(before, "’") && !strings.HasPrefix(t.raw, "’") {
		return 0, false
	}
	if next := q.norm(i + 1); unitWords[next] || dollarWords[next] {
		return 0, false
	}
	yr := 2000 + int(t.norm[0]-'0')*10 + int(t.norm[1]-'0')
	if yr > thisYear+1 {
		yr -= 100
	}
	return yr, true
}

// holiday is a U.S. holiday whose date a fixed rule gives: a day of a
// month, or the nth (or last, n = -1) weekday of a month.
type holiday struct {
	words   []string
	month   time.Month
	day     int
	weekday time.Weekday
	nth     int
}

// dayIn is the holiday's day of its month in year y.
func (h *holiday) dayIn(y int) int {
	if h.nth == 0 {
		return h.day
	}
	if h.nth < 0 {
		d := daysIn(y, h.month)
		for time.Date(y, h.month, d, 0, 0, 0, 0, time.UTC).Weekday() != h.weekday {
			d--
		}
		return d
	}
	d := 1
	for time.Date(y, h.month, d, 0, 0, 0, 0, time.UTC).Weekday() != h.weekday {
		d++
	}
	return d + 7*(h.nth-1)
}

// holidays are the holidays a question may date a period by, each by a
// rule with one reading (Easter, moved by the moon, and holidays other
// countries keep on other days are left out); the longest names first.
var holidays = []*holiday{
	{words: []string{"new", "years", "eve"}, month: 12, day: 31},
	{words: []string{"new", "years", "day"}, month: 1, day: 1},
	{words: []string{"new", "years"}, month: 1, day: 1},
	// "new year's" may come through as "new year", its possessive read
	{words: []string{"new", "year", "eve"}, month: 12, day: 31},
	{words: []string{"new", "year", "day"}, month: 1, day: 1},
	{words: []string{"new", "year"}, month: 1, day: 1},
	{words: []string{"martin", "luther", "king", "jr", "day"}, month: 1, weekday: time.Monday, nth: 3},
	{words: []string{"martin", "luther", "king", "day"}, month: 1, weekday: time.Monday, nth: 3},
	{words: []string{"mlk", "day"}, month: 1, weekday: time.Monday, nth: 3},
	{words: []string{"presidents", "day"}, month: 2, weekday: time.Monday, nth: 3},
	{words: []string{"valentines", "day"}, month: 2, day: 14},
	{words: []string{"st", "patricks", "day"}, month: 3, day: 17},
	{words: []string{"saint", "patricks", "day"}, month: 3, day: 17},
	{words: []string{"mothers", "day"}, month: 5, weekday: time.Sunday, nth: 2},
	{words: []string{"memorial", "day"}, month: 5, weekday: time.Monday, nth: -1},
	{words: []string{"fathers", "day"}, month: 6, weekday: time.Sunday, nth: 3},
	{words: []string{"juneteenth"}, month: 6, day: 19},
	{words: []string{"independence", "day"}, month: 7, day: 4},
	{words: []string{"fourth", "of", "july"}, month: 7, day: 4},
	{words: []string{"4th", "of", "july"}, month: 7, day: 4},
	{words: []string{"labor", "day"}, month: 9, weekday: time.Monday, nth: 1},
	{words: []string{"labour", "day"}, month: 9, weekday: time.Monday, nth: 1},
	{words: []string{"columbus", "day"}, month: 10, weekday: time.Monday, nth: 2},
	{words: []string{"halloween"}, month: 10, day: 31},
	{words: []string{"veterans", "day"}, month: 11, day: 11},
	{words: []string{"thanksgiving", "day"}, month: 11, weekday: time.Thursday, nth: 4},
	{words: []string{"thanksgiving"}, month: 11, weekday: time.Thursday, nth: 4},
	{words: []string{"christmas", "eve"}, month: 12, day: 24},
	{words: []string{"christmas", "day"}, month: 12, day: 25},
	{words: []string{"christmas"}, month: 12, day: 25},
	{words: []string{"xmas"}, month: 12, day: 25},
}

// holidayAt reads a holiday named from token i, with its last token.
func holidayAt(q *question, i int) (*holiday, int, bool) {
	for _, h := range holidays {
		if last := i + len(h.words) - 1; q.phraseAt(i, h.words...) && q.free(i, last) {
			return h, last, true
		}
	}
	return nil, 0, false
}

// slashedDateAt reads a date written with slashes from token i, in the
// U.S. order month/day/year ("3/15/2025", "3/15/25"), or month/day after
// a date's preposition ("on 3/15", "from 3/1 to 3/15"); a slashed pair
// before a game or a pay table is a pay table ("6/5 blackjack"), no date.
func slashedDateAt(q *question, i int) (dateRef, bool) {
	gap := func(k int) string { return q.text[q.toks[k-1].end:q.toks[k].start] }
	if i+1 >= len(q.toks) || !q.free(i, i+1) || gap(i+1) != "/" {
		return dateRef{}, false
	}
	mo, err1 := strconv.Atoi(q.norm(i))
	dd, err2 := strconv.Atoi(q.norm(i + 1))
	if err1 != nil || err2 != nil || len(q.norm(i)) > 2 || len(q.norm(i+1)) > 2 || mo < 1 || mo > 12 || dd < 1 {
		return dateRef{}, false
	}
	d := dateRef{month: time.Month(mo), day: dd, last: i + 1}
	if k := i + 2; k < len(q.toks) && gap(k) == "/" && q.free(k, k) {
		y, err := strconv.Atoi(q.norm(k))
		switch {
		case err == nil && len(q.norm(k)) == 4:
			d.year = y
		case err == nil && len(q.norm(k)) == 2:
			d.year = 2000 + y
		default:
			return dateRef{}, false
		}
		d.last = k
		if dd > daysIn(d.year, d.month) {
			return dateRef{}, false
		}
		return d, true
	}
	next := q.norm(i + 2)
	if !dayCues[q.norm(i-1)] && q.norm(i-1) != "and" || isGameWord(next) || dd > daysIn(2024, d.month) ||
		next == "jacks" || next == "bonus" || next == "deuces" || next == "pay" || next == "table" || next == "tables" {
		return dateRef{}, false
	}
	return d, true
}

// dateRef is a date a question writes: a day of a month ("feb 20"), or
// a whole month ("march") when day is 0; year is 0 when not written.
type dateRef struct {
	year  int
	month time.Month
	day   int
	// holiday is set for a holiday named ("memorial day"), whose day
	// may change with the year.
	holiday *holiday
	// last is the date's last token.
	last int
}

// dayRE is a day of a month, maybe with its ordinal ("3", "3rd", "21st").
var dayRE = regexp.MustCompile(`^([1-9]|[12]\d|3[01])(st|nd|rd|th)?$`)

// dayOf reads the day of a month written at token i: a number from 1
// to 31 that no unit, money or bet makes another thing ("feb 3 hours"
// is no day).
func dayOf(q *question, i int) (int, bool) {
	m := dayRE.FindStringSubmatch(q.norm(i))
	if m == nil || !q.free(i, i) {
		return 0, false
	}
	if next := q.norm(i + 1); unitWords[next] || dollarWords[next] || perBet(q, i+1) || perPeriod(q, i+1) {
		return 0, false
	}
	d, _ := strconv.Atoi(m[1])
	return d, true
}

// dayCues come before a day of May, which is also a verb ("on may 3").
var dayCues = set("on", "in", "during", "since", "from", "between", "to", "through", "until")

// dateAt reads the date written from token i: a month by name, with a
// day and a year or either or neither ("feb 1", "march 3rd, 2025", "feb
// 2026", "april"), or a date written as YYYY-MM-DD.
func dateAt(q *question, i int) (dateRef, bool) {
	if !q.free(i, i) {
		return dateRef{}, false
	}
	if w := q.norm(i); isoDateRE.MatchString(w) {
		t, err := time.Parse(dateLayout, w)
		if err != nil {
			return dateRef{}, false
		}
		return dateRef{year: t.Year(), month: t.Month(), day: t.Day(), last: i}, true
	}
	if h, last, ok := holidayAt(q, i); ok {
		d := dateRef{month: h.month, day: h.dayIn(2024), holiday: h, last: last}
		if yr, ok := yearOf(q.norm(last + 1)); ok && q.free(last+1, last+1) {
			d.year, d.last = yr, last+1
			d.day = h.dayIn(yr)
		}
		return d, true
	}
	if d, ok := slashedDateAt(q, i); ok {
		return d, true
	}
	mo, ok := months[q.norm(i)]
	if !ok {
		return dateRef{}, false
	}
	d := dateRef{month: mo, last: i}
	if day, ok := dayOf(q, i+1); ok {
		d.day, d.last = day, i+1
	}
	if yr, ok := yearOf(q.norm(d.last + 1)); ok && q.free(d.last+1, d.last+1) {
		d.year, d.last = yr, d.last+1
	}
	if d.day > daysIn(2024, mo) { // "feb 30" is no day
		return dateRef{}, false
	}
	return d, true
}

// daysIn is the number of days of month m of year y.
func daysIn(y int, m time.Month) int {
	return time.Date(y, m+1, 0, 0, 0, 0, 0, time.UTC).Day()
}

// at is the date's first day (its day, or its month's first) in year y.
func (d dateRef) at(y int) time.Time {
	if d.holiday != nil {
		return time.Date(y, d.month, d.holiday.dayIn(y), 0, 0, 0, 0, time.UTC)
	}
	return time.Date(y, d.month, max(d.day, 1), 0, 0, 0, 0, time.UTC)
}

// first is the date's first day, as the API takes it.
func (d dateRef) first() string { return day(d.at(d.year)) }

// end is the date's last day: its day, or its month's last.
func (d dateRef) end() string {
	if d.day > 0 {
		return day(d.at(d.year))
	}
	return day(time.Date(d.year, d.month+1, 0, 0, 0, 0, 0, time.UTC))
}

// latest gives a date written without its year the latest one up to
// today, as a month named alone is ("on march 3", asked in May, is this
// year's; "on december 3" last year's).
func (d *dateRef) latest(today time.Time) {
	if d.year != 0 {
		return
	}
	d.year = today.Year()
	if d.at(d.year).After(today) {
		d.year--
	}
	if d.holiday != nil {
		d.day = d.holiday.dayIn(d.year)
	}
	if d.day > daysIn(d.year, d.month) { // feb 29 of a year without it
		d.day = daysIn(d.year, d.month)
	}
}

// rangeTos join the dates of a range ("feb 1 to feb 20", "jan 5 through
// jan 9", "between march 3 and march 10").
var rangeTos = set("to", "through", "until")

// rangeAt reads a range of dates written from token i: "from D1 to D2",
// "D1 through D2", "between D1 and D2", "feb 1-20". The second date may
// be a day alone, of the first's month ("feb 1 to 20"); a year written on
// one date only is both's ("from feb 1 to feb 20 2026"), the start going
// back a year when it would come after the end ("dec 20 to jan 5 2026");
// with no year written, the range is the latest one up to today. A
// month alone is its first day as a start and its last as an end ("from
// january to march"). nil when the words there are no range.
func rangeAt(q *question, i int, today time.Time) *period {
	start, between := i, false
	switch q.norm(i) {
	case "from":
		start++
	case "between":
		start, between = start+1, true
	}
	d1, ok := dateAt(q, start)
	if !ok || (q.norm(start) == "may" && start == i && d1.year == 0) {
		return nil
	}
	k := d1.last + 1
	switch {
	case between && q.norm(k) == "and", !between && rangeTos[q.norm(k)] && q.free(k, k):
		k++
	case !between && k < len(q.toks) && strings.Contains(q.text[q.toks[k-1].end:q.toks[k].start], "-"):
		// "feb 1-20", "jan - march": a dash joins them
	default:
		return nil
	}
	d2, ok := dateAt(q, k)
	if !ok {
		day, isDay := dayOf(q, k)
		if !isDay || d1.day == 0 || day < d1.day {
			return nil
		}
		d2 = dateRef{year: d1.year, month: d1.month, day: day, last: k}
		if yr, ok := yearOf(q.norm(k + 1)); ok && q.free(k+1, k+1) {
			d2.year, d2.last = yr, k+1
		}
	}
	switch {
	case d1.year == 0 && d2.year != 0:
		d1.year = d2.year
		if d1.at(d1.year).After(d2.at(d2.year)) {
			d1.year--
		}
	case d1.year != 0 && d2.year == 0:
		d2.year = d1.year
		if d2.at(d2.year).Before(d1.at(d1.year)) {
			d2.year++
		}
	case d1.year == 0 && d2.year == 0:
		d1.year, d2.year = today.Year(), today.Year()
		if d1.at(d1.year).After(d2.at(d2.year)) {
			d1.year--
		}
		if d1.at(d1.year).After(today) {
			d1.year--
			d2.year--
		}
	}
	if d1.day > daysIn(d1.year, d1.month) || d2.day > daysIn(d2.year, d2.month) || d1.first() > d2.end() {
		return nil
	}
	q.claim(i, d2.last)
	return &period{From: d1.first(), To: d2.end(), Label: q.span(i, d2.last)}
}

// yearCues say the number after them is a year: "in 2000", "during
// 2024", "tax year 2025", "since 2023", and a possessive, the year of
// someone's records ("my 2024 jackpots", "my 2025 jackpot").
var yearCues = set("in", "during", "year", "since", "my", "our", "your", "his", "her", "their")

// amountNotYear reports whether the year-shaped number at i is money
// instead: it follows a win verb ("I won 2000 at keno", "hit 1999"),
// comes before one win ("a 2000 jackpot", "a 2000 keno win"), after "a
// win of" ("a jackpot of 2000"), before the game it was won at in a
// question of the W-2G ("a w2g for 2000 on blackjack"), or before
// "dollars". A number right
// after a year cue stays a year, so does one before wins in the plural
// ("2024 jackpots"), and one after a win verb when the question asks
// what was won ("how much have I won 2025"): those are a year's records.
func amountNotYear(q *question, i int) bool {
	prev := q.norm(i - 1)
	if yearCues[prev] {
		return false
	}
	if dollarWords[q.norm(i+1)] || winOf(q, i) && q.norm(i-2) != "winnings" {
		// "a jackpot of 2000"; "my winnings of 2025" are a year's
		return true
	}
	if winVerbs[prev] && !amountAsked(q, i) {
		return true
	}
	if formWonAt(q, i) {
		return true
	}
	next := afterGameWords(q, i+1)
	return singleWinWords[q.norm(next)] || tournamentCash(q, next)
}

// amountAsked: the question asks the amount won ("how much did I win",
// "what have I won") before token i.
func amountAsked(q *question, i int) bool {
	for j := 0; j < i; j++ {
		if q.norm(j) == "what" || q.norm(j) == "how" && q.norm(j+1) == "much" {
			return true
		}
	}
	return false
}

// winOf: the number at i is the amount of a win ("a jackpot of 2000").
func winOf(q *question, i int) bool {
	return q.norm(i-1) == "of" && ofWinWords[q.norm(i-2)]
}

// ofWinWords name a win whose amount can follow "of".
var ofWinWords = set("jackpot", "win", "winnings", "payout", "prize", "handpay")

// singleWinWords are the win words naming one win.
var singleWinWords = set("jackpot", "win", "payout", "hit", "hand", "pot", "prize", "handpay")

// afterGameWords skips up to three words of a game, a denomination or an
// event from token i ("a 1200 [quarter slot] jackpot").
func afterGameWords(q *question, i int) int {
	for k := 0; k < 3 && (isGameWord(q.norm(i)) || denominationWords[q.norm(i)] != 0 || eventWords[q.norm(i)]); k++ {
		i++
	}
	return i
}

// tournamentCash: "a 2500 tournament cash", a tournament's cash is its win.
func tournamentCash(q *question, next int) bool {
	return (q.norm(next) == "cash" || q.norm(next) == "cashes") && eventWords[q.norm(next-1)]
}

// claimThrough claims from token i through the next token reading word.
func (q *question) claimThrough(i int, word string) {
	for j := i; j < len(q.toks); j++ {
		if q.toks[j].norm == word {
			q.claim(i, j)
			return
		}
	}
	q.claim(i, i)
}

// extractHorizon finds how far ahead a question looks ("in the next 14
// days", "within 2 weeks", "this week"), in days, and claims its words.
func extractHorizon(q *question, today time.Time) (int, bool) {
	for i := range q.toks {
		if q.toks[i].used {
			continue
		}
		w := q.norm(i)
		if w == "next" || w == "within" || w == "inside" || w == "in" || w == "over" || w == "during" {
			// "inside 10 days" is the window "within 10 days" is
			// "within the coming 10 days", "over the next 2 weeks": the
			// filler says the same window; "over" and "during" only
			// with one ("over 10 days" is a length)
			k := i + 1
			if q.norm(k) == "the" && windowFillers[q.norm(k+1)] {
				k += 2
			} else if windowFillers[q.norm(k)] && w != "next" {
				k++
			}
			if k == i+1 && (w == "over" || w == "during") {
				continue
			}
			if n, _, ok := number(q.norm(k)); ok && n >= 1 && n == float64(int(n)) {
				if days, ok := unitDays[q.norm(k+1)]; ok {
					q.claim(i, k+1)
					return int(n) * days, true
				}
			}
			if (q.norm(i+1) == "a" || q.norm(i+1) == "one") && unitDays[q.norm(i+2)] > 0 {
				q.claim(i, i+2)
				return unitDays[q.norm(i+2)], true
			}
			if unitDays[q.norm(i+1)] > 0 && w == "next" {
				q.claim(i, i+1)
				return unitDays[q.norm(i+1)], true
			}
		}
		if days, ok := termAfterExpiry(q, i); ok {
			q.claim(i+1, i+2)
			return days, true
		}
		if w == "this" && q.norm(i+1) == "week" {
			q.claim(i, i+1)
			return 7, true
		}
		if w == "this" && q.norm(i+1) == "month" {
			q.claim(i, i+1)
			last := time.Date(today.Year(), today.Month()+1, 0, 0, 0, 0, 0, time.UTC)
			return max(int(last.Sub(today).Hours()/24), 1), true
		}
		if w == "today" || w == "tomorrow" {
			q.claim(i, i)
			return 1, true
		}
	}
	return 0, false
}

// expiryVerbs say an offer runs out, still to come.
var expiryVerbs = set("expire", "expires", "expiring", "lapse", "lapses", "lapsing", "end", "ends", "ending")

// termAfterExpiry is the window in days of a number and its unit right
// after an expiry verb at i ("offers expiring 14 days", "promos lapsing
// 2 weeks"): a keyword line drops the "within" a sentence would put
// there, and the term can only be how far ahead the offers run out. "ago"
// after it is a time past, which no expiring offer has.
func termAfterExpiry(q *question, i int) (int, bool) {
	if !expiryVerbs[q.norm(i)] || q.norm(i+3) == "ago" {
		return 0, false
	}
	n, dollar, ok := number(q.norm(i + 1))
	if !ok || dollar || n < 1 || n != float64(int(n)) {
		return 0, false
	}
	days, ok := unitDays[q.norm(i+2)]
	return int(n) * days, ok && q.free(i+1, i+2)
}

// dollarWords follow an amount written without '$'.
var dollarWords = set("dollars", "dollar", "bucks", "buck", "usd")

// extractAmount finds a money amount ("$25", "$2.5k", "25 dollars").
func extractAmount(q *question) (float64, bool) {
	for i, t := range q.toks {
		if t.used {
			continue
		}
		v, dollar, ok := number(t.norm)
		if !ok {
			continue
		}
		if dollar {
			q.claim(i, i)
			claimBetOf(q, i)
			return v, true
		}
		if dollarWords[q.norm(i+1)] {
			q.claim(i, i+1)
			claimBetOf(q, i)
			return v, true
		}
		if q.norm(i-1) == "usd" && q.free(i-1, i-1) {
			// "USD 600": the currency's code before the amount, as
			// banks and forms write it
			q.claim(i-1, i)
			return v, true
		}
	}
	return 0, false
}

// betOfWords name the amount bet before "of" and its amount ("an
// average wager of $50", "a typical bet of $25", "a stake of $10").
var (
	betOfWords      = set("bet", "wager", "stake", "bets", "wagers", "stakes")
	betOfQualifiers = set("average", "typical", "usual", "normal", "mean", "avg")
)

// claimBetOf claims the words that name the amount at i as the amount bet
// ("at an average wager of $50", "with a typical bet of $25"), with the
// "at" or "with" before them: they say what the amount is, and "at an
// average wager of" is no casino.
func claimBetOf(q *question, i int) {
	k := i - 1
	if q.norm(k) != "of" || !betOfWords[q.norm(k-1)] {
		return
	}
	k -= 2
	if betOfQualifiers[q.norm(k)] {
		k--
	}
	if w := q.norm(k); w == "a" || w == "an" || w == "my" || w == "the" {
		k--
	}
	if w := q.norm(k); w == "at" || w == "with" {
		k--
	}
	if q.free(k+1, i-1) {
		q.claim(k+1, i-1)
	}
}

// unitWords follow a number that is not money.
var unitWords = set("hours", "hour", "hrs", "hr", "h", "minutes", "minute", "mins", "min", "days", "day", "weeks", "week",
	"months", "month", "years", "year", "miles", "mile", "mi", "km", "kms", "kilometers", "kilometres", "percent", "cent",
	"cents", "times", "points", "credits", "spins", "hands", "rolls", "visits", "trips", "sessions", "nights", "people")

// budgetWords say a number is money to lose ("a weekly loss limit of
// 250", "my monthly budget to 3k").
var budgetWords = set("budget", "budgets", "spending", "spend", "loss", "losses", "lose")

// extractBareAmount reads an amount written without "$" where only money
// fits: before a win ("a 1200 slot jackpot", "600 keno win"), after one
// ("I won 1500", "if I win 700"), before the game it was won at in a
// question of the W-2G ("a w2g for 1500 on keno"), or in a question about
// a loss budget.
func extractBareAmount(q *question) (float64, bool) {
	budget := q.has(keys(budgetWords)...)
	for i, t := range q.toks {
		if t.used {
			continue
		}
		v, dollar, ok := number(t.norm)
		if !ok || dollar || v <= 0 || unitWords[q.norm(i+1)] {
			continue
		}
		next := afterGameWords(q, i+1)
		if winWords[q.norm(next)] || tournamentCash(q, next) || winVerbs[q.norm(i-1)] || winOf(q, i) || budget || perPeriod(q, i+1) || formWonAt(q, i) ||
			winNounFormed(q, i) {
			q.claim(i, i)
			return v, true
		}
		if perBet(q, i+1) {
			q.claim(i, i+2)
			return v, true
		}
	}
	return 0, false
}

// formWonAt: in a question naming the W-2G, the number at i is followed
// by the game it was won at ("a w2g for 2000 on blackjack", "is 2400 at
// keno reportable", "1500 on a slot"): an amount won, as a form is asked of one win. Out of
// such a question the same words may be a year ("my sessions 2024 at
// blackjack").
func formWonAt(q *question, i int) bool {
	switch q.norm(i + 1) {
	case "on", "at", "playing", "from":
	default:
		return false
	}
	k := i + 2
	if w := q.norm(k); w == "a" || w == "an" || w == "the" {
		k++ // "a w2g for 1500 on a slot", "1250 at the slots"
	}
	return isGameWord(q.norm(k)) && (q.has("w2g", "reportable", "reported", "report") || taxFormNamed(q))
}

// winNouns name one win as a noun a keyword line puts its amount after.
var winNouns = set("jackpot", "payout", "handpay", "prize", "pot")

// winNounFormed: in a question naming the W-2G, the number at i follows
// a win named as a noun ("slot jackpot 1300 w2g", "keno payout 1600
// reportable"): a keyword line types the win and then its amount, with
// no "of" between. A year-shaped number there ("jackpot 2025 w2g") was
// read as the year before this, and stays one.
func winNounFormed(q *question, i int) bool {
	return winNouns[q.norm(i-1)] && (q.has("w2g", "reportable", "reported", "report") || taxFormNamed(q))
}

// betUnits are what one bet is placed on at a table or machine.
var betUnits = set("hand", "spin", "roll", "pull", "round", "decision")

// perBet: a bet's unit follows at i ("a hand", "per spin", "each roll"):
// the number before it is the average bet ("100 a hand"), never a place.
func perBet(q *question, i int) bool {
	switch q.norm(i) {
	case "a", "per", "each", "every":
		return betUnits[q.norm(i+1)]
	}
	return false
}

// perPeriod: a budget's period follows at i ("a month", "per week",
// "each day", "weekly"): the number before it, with no unit of its own
// ("2k a month", "300 per week"), is money to lose in that period, as a
// time would say its unit ("2 hours a day").
func perPeriod(q *question, i int) bool {
	if _, ok := budgetPeriods[q.norm(i)]; ok {
		return !unitWords[q.norm(i)] // "weekly", not "week" right after the number
	}
	switch q.norm(i) {
	case "a", "an", "per", "each", "every":
		_, ok := budgetPeriods[q.norm(i+1)]
		return ok
	}
	return false
}

// winVerbs say the number after them is what was (or would be) won ("I
// won 1500", "if I win 700 on roulette", "he hits 1300 on a slot", "say
// I land a $2,400 jackpot").
var winVerbs = set("won", "win", "wins", "winning", "hit", "hits", "hitting", "land", "lands", "landed", "landing")

// eventWords name how a game is played for a prize ("a 3000 poker
// tournament win").
var eventWords = set("tournament", "tournaments")

// isGameWord reports whether w is a word of a game's name.
func isGameWord(w string) bool {
	for _, g := range games {
		if slices.Contains(g.words, w) {
			return true
		}
	}
	return false
}

var (
	hourWords   = set("hours", "hour", "hrs", "hr", "h")
	minuteWords = set("minutes", "minute", "mins", "min")
	compactHour = regexp.MustCompile(`^(\d+(?:\.\d+)?)(h|hr|hrs)$`)
	// compactHourMinutes is hours and minutes written as one word
	// ("2h30m", "1h15", "1hr45min")
	compactHourMinutes = regexp.MustCompile(`^(\d+)(?:h|hr|hrs)(\d{1,2})(?:m|min|mins)?$`)
)

// extractHours finds how long someone plays ("4 hours", "90 minutes",
// "an hour", "half an hour", "4h").
func extractHours(q *question) (float64, bool) {
	for i, t := range q.toks {
		if t.used {
			continue
		}
		if m := compactHour.FindStringSubmatch(t.norm); m != nil {
			v, _ := strconv.ParseFloat(m[1], 64)
			q.claim(i, i)
			return v + minutesAfter(q, i+1), true
		}
		if m := compactHourMinutes.FindStringSubmatch(t.norm); m != nil {
			h, _ := strconv.ParseFloat(m[1], 64)
			mins, _ := strconv.ParseFloat(m[2], 64)
			if mins < 60 {
				q.claim(i, i)
				return h + mins/60, true
			}
		}
		if t.norm == "half" {
			j := i + 1
			if q.norm(j) == "an" || q.norm(j) == "a" {
				j++
			}
			if hourWords[q.norm(j)] {
				q.claim(i, j)
				return 0.5, true
			}
		}
		if (t.norm == "an" || t.norm == "a") && hourWords[q.norm(i+1)] {
			q.claim(i, i+1)
			return 1 + halfOrMinutesAfter(q, i+2), true
		}
		v, dollar, ok := number(t.norm)
		if !ok || dollar {
			continue
		}
		if hourWords[q.norm(i+1)] {
			q.claim(i, i+1)
			return v + halfOrMinutesAfter(q, i+2), true
		}
		// "2 and a half hours"
		if q.phraseAt(i+1, "and", "a", "half") && hourWords[q.norm(i+4)] {
			q.claim(i, i+4)
			return v + 0.5, true
		}
		if minuteWords[q.norm(i+1)] {
			q.claim(i, i+1)
			return v / 60, true
		}
	}
	return 0, false
}

// halfOrMinutesAfter reads what follows hours at i: "and a half", or
// the minutes of a time written in two parts (minutesAfter).
func halfOrMinutesAfter(q *question, i int) float64 {
	if h := halfAfter(q, i); h > 0 {
		return h
	}
	return minutesAfter(q, i)
}

// minutesAfter reads the minutes written at i after hours, as part of one
// time ("1 hr 15 min", "2 hours and 30 minutes", "an hour 20"), claiming
// them: their part of an hour, or nothing. A number with no unit is the
// minutes only when it is under 60 and nothing after it makes it another
// thing's ("2 hours 25 a hand" is a bet, "2 hours 20 dollars" money).
func minutesAfter(q *question, i int) float64 {
	k := i
	if q.norm(k) == "and" {
		k++
	}
	v, dollar, ok := number(q.norm(k))
	if !ok || dollar || v <= 0 || v >= 60 || v != float64(int(v)) || !q.free(i, k) {
		return 0
	}
	if minuteWords[q.norm(k+1)] && q.free(k+1, k+1) {
		q.claim(i, k+1)
		return v / 60
	}
	next := q.norm(k + 1)
	_, _, numberNext := number(next)
	if k > i || unitWords[next] || dollarWords[next] || centWords[next] || numberNext || perBet(q, k+1) || perPeriod(q, k+1) ||
		isGameWord(next) || denominationWords[next] != 0 || next == "of" {
		return 0
	}
	q.claim(i, k)
	return v / 60
}

// halfAfter reads "and a half" at i, after hours ("an hour and a half",
// "2 hours and a half"), claiming it: half an hour more, or nothing.
func halfAfter(q *question, i int) float64 {
	if q.phraseAt(i, "and", "a", "half") && q.free(i, i+2) {
		q.claim(i, i+2)
		return 0.5
	}
	return 0
}

// games maps the ways to name a game to its game_type.
var games = []struct {
	words []string
	game  string
}{
	{[]string{"video", "poker"}, "video_poker"},
	{[]string{"videopoker"}, "video_poker"},
	// players' shorthand ("house edge on vp", "$5 vp")
	{[]string{"vp"}, "video_poker"},
	// the full-pay video poker game the table of house edges holds
	{[]string{"jacks", "or", "better"}, "video_poker"},
	{[]string{"black", "jack"}, "blackjack"},
	{[]string{"blackjack"}, "blackjack"},
	{[]string{"slot", "machines"}, "slots"},
	{[]string{"slot", "machine"}, "slots"},
	{[]string{"slots"}, "slots"},
	{[]string{"slot"}, "slots"},
	{[]string{"pokies"}, "slots"},
	{[]string{"craps"}, "craps"},
	{[]string{"roulette"}, "roulette"},
	// baccarat dealt at a smaller table ("mini baccarat", "midi
	// baccarat") or by its other name ("punto banco"): the same game,
	// the same bets
	{[]string{"mini", "baccarat"}, "baccarat"},
	{[]string{"midi", "baccarat"}, "baccarat"},
	{[]string{"minibaccarat"}, "baccarat"},
	{[]string{"punto", "banco"}, "baccarat"},
	{[]string{"baccarat"}, "baccarat"},
	{[]string{"poker"}, "poker"},
	{[]string{"keno"}, "keno"},
	{[]string{"bingo"}, "bingo"},
}

// kenoTickets are keno's own paper, right after its name.
var kenoTickets = set("ticket", "tickets")

// extractGame finds the game a question names.
func extractGame(q *question) (string, bool) {
	for i := range q.toks {
		for _, g := range games {
			if q.free(i, i+len(g.words)-1) && q.phraseAt(i, g.words...) {
				q.claim(i, i+len(g.words)-1)
				if k := i + len(g.words); g.game == "keno" && kenoTickets[q.norm(k)] && q.free(k, k) {
					// keno is played on a ticket ("the hold on keno
					// tickets"): the ticket named with it is the game's
					// own, not a voucher
					q.claim(k, k)
				}
				claimGameAgain(q, g.game)
				return g.game, true
			}
		}
	}
	return "", false
}

// claimGameAgain claims the other mentions of game ("a slot jackpot on a
// $3 slot bet"): the game named twice is one game.
func claimGameAgain(q *question, game string) {
	for i := range q.toks {
		for _, g := range games {
			if g.game == game && q.free(i, i+len(g.words)-1) && q.phraseAt(i, g.words...) {
				q.claim(i, i+len(g.words)-1)
			}
		}
	}
}

// englishCodes are state codes that are also everyday words: they count as
// a state only when written in capitals.
var englishCodes = set("in", "me", "or", "ok", "hi", "oh", "id", "as")

// stateCue words come before a state written as a lower-case code.
var stateCue = set("in", "from", "of", "near", "around", "across")

// place is a state a question names, maybe through a city.
type place struct {
	Code string
	Name string
	City string
}

// extractState finds a state by name, by code or through a gaming city,
// and claims its words.
func extractState(q *question) *place {
	// Names and cities first, longest first ("west virginia" before "virginia").
	for _, name := range placeList {
		words := strings.Fields(name)
		for i := range q.toks {
			if !q.free(i, i+len(words)-1) || !q.phraseAt(i, words...) {
				continue
			}
			last := i + len(words) - 1
			q.claim(i, last)
			code := placeNames[name]
			p := &place{Code: code, Name: directory.States[code]}
			if _, isCity := cityStates[name]; isCity {
				p.City = q.span(i, last)
			}
			return p
		}
	}
	shouting := strings.ToUpper(q.text) == q.text
	for i, t := range q.toks {
		if t.used || len(t.raw) != 2 {
			continue
		}
		code, ok := directory.NormalizeState(t.raw)
		if !ok {
			continue
		}
		upper := t.raw == strings.ToUpper(t.raw) && !shouting
		if upper || (!englishCodes[t.norm] && (stateCue[q.norm(i-1)] || codeBeforeSearched(q, i))) {
			q.claim(i, i)
			return &place{Code: code, Name: directory.States[code]}
		}
	}
	return nil
}

// typeWords are the words of a casino type ("indian", "native
// american", "racinos"), claimed before the state is read.
var typeWords = set("tribal", "indian", "native", "american", "commercial", "racino", "racinos", "racetrack", "track")

// codeBeforeSearched: the code at i is written right before what the
// directory is searched for, casinos or racinos, with only a type's words
// between ("nv casinos", "az indian casinos", "pa racinos"): the state
// they are in, as a town written there is the place ("laughlin
// casinos"). Only the plural: "nv casino" may be a name.
func codeBeforeSearched(q *question, i int) bool {
	k := i + 1
	for k < len(q.toks) && q.toks[k].used && typeWords[q.norm(k)] {
		if q.norm(k) == "racinos" {
			return true
		}
		k++
	}
	return (q.norm(k) == "casinos" || q.norm(k) == "racinos") && q.free(k, k)
}

// looseStateCode is a state written as a lower-case code with no cue
// before it ("self exclusion program pa", "nj helpline"), read only where
// a state is the one place the question can be about (help lines and
// self-exclusion are run by states): the last such code, never one that
// is also an English word ("in", "me", "ok").
func looseStateCode(q *question) string {
	for i := len(q.toks) - 1; i >= 0; i-- {
		t := q.toks[i]
		if t.used || len(t.raw) != 2 || englishCodes[t.norm] {
			continue
		}
		if code, ok := directory.NormalizeState(t.raw); ok {
			q.claim(i, i)
			return code
		}
	}
	return ""
}

// extractType finds a casino type.
func extractType(q *question) (string, bool) {
	for i, t := range q.toks {
		if t.used {
			continue
		}
		switch {
		case t.norm == "tribal" || t.norm == "indian":
			q.claim(i, i)
			return directory.TypeTribal, true
		case t.norm == "native" && q.norm(i+1) == "american":
			q.claim(i, i+1)
			return directory.TypeTribal, true
		case t.norm == "tribally" || (t.norm == "tribe" || t.norm == "tribes") && ownerVerbs[q.norm(i+1)]:
			// "tribally owned casinos", "tribe-owned casinos": tribal
			end := i
			if ownerVerbs[q.norm(i+1)] {
				end = i + 1
			}
			q.claim(i, end)
			return directory.TypeTribal, true
		case ownerVerbs[t.norm] && q.norm(i+1) == "by" && (q.norm(i+2) == "tribes" || q.norm(i+2) == "tribe" ||
			q.norm(i+2) == "a" && q.norm(i+3) == "tribe"):
			// "casinos owned by tribes", "run by a tribe": tribal (a
			// tribe named is its nation, read before this)
			end := i + 2
			if q.norm(i+2) == "a" {
				end++
			}
			q.claim(i, end)
			return directory.TypeTribal, true
		case t.norm == "commercial":
			q.claim(i, i)
			return directory.TypeCommercial, true
		case t.norm == "racino" || t.norm == "racinos":
			q.claim(i, i)
			return directory.TypeRacino, true
		case (t.norm == "racetrack" || t.norm == "track") && strings.HasPrefix(q.norm(i+1), "casino"):
			q.claim(i, i)
			return directory.TypeRacino, true
		}
	}
	return "", false
}

var (
	rewardsNo = set("without", "no", "lacking", "lack", "dont", "doesnt", "not",
		// "casinos that aren't in any rewards program"
		"arent", "werent")
	rewardsYes = set("with", "have", "has", "having", "offer", "offers", "offering", "that", "run", "runs",
		// "which casinos got a rewards prog": "have" as said
		"got")
	// rewardsJoin say a casino takes part in a program ("casinos that
	// participate in a rewards program", "belong to a loyalty club"):
	// the words up to the program are claimed with it, so "in" is no
	// place cue
	rewardsJoin = set("participate", "participates", "participating", "belong", "belongs", "belonging")
)

// ownerVerbs say who owns or runs a casino ("owned by", "tribe-run").
var ownerVerbs = set("owned", "run", "operated", "managed")

// clubNouns follow "players" in the casino floor's name for a rewards
// program ("a players club", "a player's card").
var clubNouns = set("club", "clubs", "card", "cards", "program", "programs")

// extractHasRewards reads "with a rewards program" (true) and "without a
// loyalty program" (false); a "players club" or "player's card" is the
// casino floor's name for a rewards program ("casinos that have a players
// club").
func extractHasRewards(q *question) (bool, bool) {
	for i, t := range q.toks {
		end := i
		switch {
		case !t.used && (t.norm == "rewards" || t.norm == "loyalty" || t.norm == "reward"):
			if n := q.norm(i + 1); (n == "program" || n == "programs" || n == "club" || n == "clubs" || n == "card") && q.free(i+1, i+1) {
				end = i + 1
			}
		case (t.norm == "players" || t.norm == "player") && clubNouns[q.norm(i+1)] && q.free(i+1, i+1):
			// "players" itself was claimed as how the program is named
			end = i + 1
		default:
			continue
		}
		// "toledo casinos rewards program": search-box keywords, the
		// casinos and then one program each has (programs in the
		// plural would ask for the programs)
		if w := q.norm(i - 1); (w == "casinos" || w == "racinos") && q.free(i-1, i-1) && q.norm(end) != "programs" &&
			q.norm(end) != "clubs" && end+1 == len(q.toks) {
			q.claim(i, end)
			return true, true
		}
		// Back over at most three words ("with a rewards program", "that
		// have no loyalty club"), and over "and" to the condition before
		// it ("with a hotel and a rewards program").
		seen, joined := 0, false
		for k := i - 1; k >= 0 && seen < 3; k-- {
			w := q.norm(k)
			if w == "and" && !joined {
				seen, joined = 0, true
				continue
			}
			if q.toks[k].used {
				break
			}
			seen++
			if rewardsNo[w] {
				q.claim(k, k)
				q.claim(i, end)
				return false, true
			}
			if rewardsJoin[w] && q.free(k, i-1) {
				no := rewardsNo[q.norm(k-1)] && !q.toks[k-1].used
				if no {
					k--
				}
				q.claim(k, end)
				return !no, true
			}
			if rewardsYes[w] {
				// "that don't have a rewards program", "does not offer one"
				no := rewardsNo[q.norm(k-1)] && !q.toks[k-1].used
				if no {
					q.claim(k-1, k-1)
				}
				q.claim(k, k)
				q.claim(i, end)
				return !no, true
			}
		}
	}
	return false, false
}

// languages a host may speak.
var languages = set("spanish", "english", "mandarin", "cantonese", "chinese", "vietnamese", "korean",
	"tagalog", "japanese", "french", "hindi", "arabic", "russian", "portuguese", "italian", "german",
	"thai", "hmong", "polish", "greek", "hebrew", "farsi", "punjabi",
	// less common ones a host may still list: a language the list
	// lacked was dropped from the search, not declined
	"amharic", "somali", "swahili", "urdu", "bengali", "gujarati", "ukrainian", "turkish", "persian", "dutch",
	"swedish", "romanian", "armenian", "laotian", "lao", "khmer", "burmese", "nepali", "tamil", "telugu", "navajo",
	"indonesian", "malay", "haitian", "creole", "serbian", "croatian", "czech", "hungarian", "ilocano", "samoan",
	// common English names ISO 639-2 words otherwise ("Tonga (Tonga
	// Islands)", "Siouan languages")
	"tongan", "lakota")

// isoLanguages are the names of the languages of ISO 639-2 (the
// iso-codes list, iso_639-2.json: each name of one word, in lower case,
// without "Undetermined"), the languages a host search takes beside
// those above: a word in a language's place that none of them is
// ("a host fluent in Elvish") names no language a host could speak.
var isoLanguages = set(
	"abkhazian", "achinese", "acoli", "adangme", "adygei", "adyghe", "afar", "afrihili", "afrikaans", "ainu", "akan",
	"akkadian", "albanian", "alemannic", "aleut", "alsatian", "amharic", "angika", "arabic", "aragonese", "arapaho",
	"arawak", "armenian", "aromanian", "arumanian", "assamese", "asturian", "asturleonese", "avaric", "avestan", "awadhi",
	"aymara", "azerbaijani", "bable", "balinese", "baluchi", "bambara", "bantu", "basa", "bashkir", "basque", "bedawiyet",
	"beja", "belarusian", "bemba", "bengali", "bhojpuri", "bikol", "bilin", "bini", "bislama", "blin", "blissymbolics",
	"blissymbols", "bosnian", "braj", "breton", "buginese", "bulgarian", "buriat", "burmese", "caddo", "castilian",
	"catalan", "cebuano", "chagatai", "chamorro", "chechen", "cherokee", "chewa", "cheyenne", "chibcha", "chichewa",
	"chinese", "chipewyan", "choctaw", "chuang", "chuukese", "chuvash", "coptic", "cornish", "corsican", "cree", "creek",
	"croatian", "czech", "dakota", "danish", "dargwa", "delaware", "dhivehi", "dimili", "dimli", "dinka", "divehi", "dogri",
	"dogrib", "duala", "dutch", "dyula", "dzongkha", "edo", "efik", "egyptian", "ekajuk", "elamite", "english", "erzya",
	"esperanto", "estonian", "ewe", "ewondo", "fang", "fanti", "faroese", "fijian", "filipino", "finnish", "flemish", "fon",
	"french", "friulian", "fulah", "gaelic", "galician", "ganda", "gayo", "gbaya", "geez", "georgian", "german", "gikuyu",
	"gilbertese", "gondi", "gorontalo", "gothic", "grebo", "greek", "greenlandic", "guarani", "gujarati", "haida",
	"haitian", "hausa", "hawaiian", "hebrew", "herero", "hiligaynon", "hindi", "hittite", "hmong", "hungarian", "hupa",
	"iban", "icelandic", "ido", "igbo", "iloko", "indonesian", "ingush", "interlingua", "interlingue", "inuktitut",
	"inupiaq", "irish", "italian", "japanese", "javanese", "jingpho", "kabardian", "kabyle", "kachin", "kalaallisut",
	"kalmyk", "kamba", "kannada", "kanuri", "kapampangan", "karelian", "kashmiri", "kashubian", "kawi", "kazakh", "khasi",
	"khotanese", "kikuyu", "kimbundu", "kinyarwanda", "kirdki", "kirghiz", "kirmanjki", "klingon", "komi", "kongo",
	"konkani", "korean", "kosraean", "kpelle", "kuanyama", "kumyk", "kurdish", "kurukh", "kutenai", "kwanyama", "kyrgyz",
	"ladino", "lahnda", "lamba", "lao", "latin", "latvian", "leonese", "letzeburgesch", "lezghian", "limburgan",
	"limburger", "limburgish", "lingala", "lithuanian", "lojban", "lozi", "luiseno", "lunda", "luo", "lushai",
	"luxembourgish", "macedonian", "madurese", "magahi", "maithili", "makasar", "malagasy", "malay", "malayalam",
	"maldivian", "maltese", "manchu", "mandar", "mandingo", "manipuri", "manx", "maori", "mapuche", "mapudungun", "marathi",
	"mari", "marshallese", "marwari", "masai", "mende", "micmac", "minangkabau", "mirandese", "mohawk", "moksha",
	"moldavian", "moldovan", "mong", "mongo", "mongolian", "montenegrin", "mossi", "nauru", "navaho", "navajo", "ndebele",
	"ndonga", "neapolitan", "nepali", "newari", "nias", "niuean", "nogai", "norse", "norwegian", "nuosu", "nyamwezi",
	"nyanja", "nyankole", "nynorsk", "nyoro", "nzima", "occidental", "occitan", "oirat", "ojibwa", "oriya", "oromo",
	"osage", "ossetian", "ossetic", "pahlavi", "palauan", "pali", "pampanga", "pangasinan", "panjabi", "papiamento",
	"pashto", "pedi", "persian", "phoenician", "pilipino", "pohnpeian", "polish", "portuguese", "punjabi", "pushto",
	"quechua", "rajasthani", "rapanui", "rarotongan", "romanian", "romansh", "romany", "rundi", "russian", "sakan",
	"samoan", "sandawe", "sango", "sanskrit", "santali", "sardinian", "sasak", "saxon", "scots", "selkup", "sepedi",
	"serbian", "serer", "shan", "shona", "sicilian", "sidamo", "siksika", "sindhi", "sinhala", "sinhalese", "slovak",
	"slovenian", "sogdian", "somali", "soninke", "sotho", "spanish", "sukuma", "sumerian", "sundanese", "susu", "swahili",
	"swati", "swedish", "syriac", "tagalog", "tahitian", "tajik", "tamashek", "tamil", "tatar", "telugu", "tereno", "tetum",
	"thai", "tibetan", "tigre", "tigrinya", "timne", "tiv", "tlingit", "tokelau", "tonga", "tsimshian", "tsonga", "tswana",
	"tumbuka", "turkish", "turkmen", "tuvalu", "tuvinian", "twi", "udmurt", "ugaritic", "uighur", "ukrainian", "umbundu",
	"urdu", "uyghur", "uzbek", "vai", "valencian", "venda", "vietnamese", "votic", "walamo", "walloon", "waray", "washo",
	"welsh", "wolof", "xhosa", "yakut", "yao", "yapese", "yiddish", "yoruba", "zapotec", "zaza", "zazaki", "zenaga",
	"zhuang", "zulu", "zuni")

// extractLanguage finds a language, written as the API stores it
// ("Spanish").
func extractLanguage(q *question) (string, bool) {
	for i, t := range q.toks {
		lang := t.norm
		if !languages[lang] {
			lang = slippedLanguage(q, i)
		}
		if !t.used && lang != "" {
			q.claim(i, i)
			if q.norm(i+1) == "speaking" || q.norm(i+1) == "speakers" {
				q.claim(i+1, i+1)
			}
			return strings.ToUpper(lang[:1]) + lang[1:], true
		}
	}
	return "", false
}

// notLanguages follow "speak" without naming a language ("speak to",
// "speak fluent Spanish", "speak other languages").
var notLanguages = set("to", "with", "a", "an", "the", "my", "me", "for", "about", "at", "in", "on", "any", "some", "other",
	"multiple", "many", "more", "several", "languages", "language", "fluent", "fluently", "well", "good", "native", "it",
	"and", "or", "up", "directly", "personally", "only", "both", "two", "three", "your", "our", "their", "them", "him",
	"her", "us", "you", "english", "spanish", "foreign", "same", "another", "what", "which", "whatever", "sign")

// unlistedLanguage reads the word after "speak" or "speaks", in a
// question about hosts, as the language asked when the list lacks it
// ("hosts who speak Ojibwe"): search_hosts takes the language as text, and
// the word is a language there, never a casino's name, so it is read
// before the casinos' names are.
func unlistedLanguage(q *question) (string, bool) {
	if !q.has("host", "hosts") {
		return "", false
	}
	for i, t := range q.toks {
		if t.norm != "speak" && t.norm != "speaks" || i+1 >= len(q.toks) {
			continue
		}
		w := q.toks[i+1]
		if w.used || len(w.norm) < 3 || notLanguages[w.norm] || languages[w.norm] || slippedLanguage(q, i+1) != "" || strings.Trim(w.norm, "abcdefghijklmnopqrstuvwxyz") != "" {
			continue
		}
		// the word as typed: a language the list lacks may be "corrected"
		// to a casino word ("Ojibwe" to "Ojibwa")
		raw := strings.ToLower(w.raw)
		if strings.Trim(raw, "abcdefghijklmnopqrstuvwxyz") != "" || !isoLanguage(raw) {
			// "hosts who speak Elvish": no language (noLanguageNamed)
			continue
		}
		q.claim(i+1, i+1)
		return strings.ToUpper(raw[:1]) + raw[1:], true
	}
	return "", false
}

// isoLanguage says w (in lower case) is a language of ISO 639-2, or a
// spelling of one a letter away ("ojibwe" for Ojibwa).
func isoLanguage(w string) bool {
	if isoLanguages[w] {
		return true
	}
	for l := range isoLanguages {
		if len(w) >= 5 && l[0] == w[0] && oneSlip(w, l) {
			return true
		}
	}
	return false
}

// noLanguageNamed is the word, as typed, in a language's place in a
// question about hosts ("speaks X", "fluent in X", "X-speaking") that no
// language is, listed or of ISO 639-2 ("a host fluent in Elvish"): the
// search would run without it, or with a word no host speaks, and answer
// another question. "" when there is none.
func noLanguageNamed(q *question) string {
	if !q.has("host", "hosts") {
		return ""
	}
	for i := range q.toks {
		var at int
		switch w := q.norm(i); {
		case w == "speak" || w == "speaks" || w == "fluent" && q.norm(i+1) != "in":
			at = i + 1
		case w == "fluent" && q.norm(i+1) == "in":
			at = i + 2
		case (w == "speaking" || w == "speaker" || w == "speakers") && i > 0 && q.toks[i-1].raw != "" && unicode.IsUpper(rune(q.toks[i-1].raw[0])):
			// "an Elvish-speaking host": a name, as a language is written
			at = i - 1
		default:
			continue
		}
		if at < 0 || at >= len(q.toks) || !q.free(at, at) {
			continue
		}
		w := q.toks[at]
		raw := strings.ToLower(w.raw)
		if len(raw) < 3 || notLanguages[w.norm] || fillerWords[w.norm] || strings.Trim(raw, "abcdefghijklmnopqrstuvwxyz") != "" ||
			languages[w.norm] || languages[raw] || isoLanguage(raw) || slippedLanguage(q, at) != "" {
			continue
		}
		return w.raw
	}
	return ""
}

// speakingWords stand beside a language ("spanish speaking", "who
// speak korean").
var speakingWords = set("speaking", "speakers", "speaker", "speak", "speaks", "fluent")

// slippedLanguage reads the word at i as the one language it is a slip
// away from ("spansih", "koraen"), when a word of speaking stands right
// beside it: only there is a language sure to be meant.
func slippedLanguage(q *question, i int) string {
	w := q.norm(i)
	if len(w) < 5 || !(speakingWords[q.norm(i+1)] || speakingWords[q.norm(i-1)]) {
		return ""
	}
	fit := ""
	for l := range languages {
		if l[0] == w[0] && oneSlip(w, l) {
			if fit != "" {
				return ""
			}
			fit = l
		}
	}
	return fit
}

// extractStatus finds one of the given status words (with synonyms
// mapped) and claims it. A status denied ("tickets I haven't cashed",
// "offers not yet used", "never redeemed") is the status its "un-" word
// names ("uncashed", "unused"); denied reports a status denied that
// names none ("vouchers that haven't expired": open or redeemed), which
// no one status filter keeps.
func extractStatus(q *question, statuses map[string]string) (status string, ok, denied bool) {
	if i, j := pastExpiry(q); i >= 0 {
		// "vouchers past their expiration", "offers beyond the expiry
		// date": a record past its expiry is an expired one
		q.claim(i, j)
		if statusDenied(q, i) {
			return "", false, true
		}
		s, ok := statuses["expired"]
		return s, ok, false
	}
	if i, j := turnedDown(q); i >= 0 {
		// "which offers did I turn down", "offers I passed on": what
		// the player turned down is declined
		q.claim(i, j)
		s, ok := statuses["declined"]
		// a voucher is never declined: the status is one no voucher
		// holds, and the list would answer another question
		return s, ok, !ok
	}
	if i, j := letLapse(q); i >= 0 {
		// "the vouchers I let expire", "offers I let lapse": what the
		// player let run out is expired
		q.claim(i, j)
		s, ok := statuses["expired"]
		return s, ok, false
	}
	for i, t := range q.toks {
		s, ok := statuses[t.norm]
		if past, gerund := pastOfGerund[t.norm]; gerund && !ok && endedUpBefore(q, i) {
			// "which offers did I end up redeeming": what came of them
			// is done, as its past says
			s, ok = statuses[past]
			t.norm = past
			q.claim(i-2, i-1)
		} else if past, plain := pastOfPlain[t.norm]; plain && !ok && didBefore(q, i) {
			// "which vouchers did i already cash in", "vouchers i didn't
			// redeem": the plain verb after "did" says what was done,
			// as its past does
			s, ok = statuses[past]
			t.norm = past
		} else if plain && !ok && !t.used && stillToDo(q, i) {
			// "vouchers i still need to cash in", "tickets i have yet
			// to redeem": not done yet, so still open
			if s, ok = statuses["un"+past]; ok {
				q.claim(i-2, i)
				return s, true, false
			}
		}
		if !ok || t.used || habitualUsed(q, i) {
			continue
		}
		q.claim(i, i)
		if statusDenied(q, i) {
			s, ok = statuses["un"+t.norm]
			return s, ok, !ok
		}
		return s, true, false
	}
	return "", false, false
}

// habitualUsed says the "used" at i is the habitual "used to" after its
// subject ("We used to go to Harrah's", "I used to play there", "it
// used to be my casino"): a past habit of the asker's, no status of a
// record.
func habitualUsed(q *question, i int) bool {
	return q.norm(i) == "used" && q.norm(i+1) == "to" && usedToSubjects[q.norm(i-1)]
}

// usedToSubjects come before a habitual "used to" ("we used to", "I
// always used to", "my wife never used to").
var usedToSubjects = set("i", "we", "you", "they", "he", "she", "it", "always", "never", "often", "both", "all",
	"wife", "husband", "family", "parents", "friends", "dad", "mom")

// pastExpiry finds a record said to be past its expiry ("past their
// expiration", "beyond the expiry date", "past expiry"): the first and
// last token of the phrase, or -1.
func pastExpiry(q *question) (int, int) {
	for i := range q.toks {
		if !pastWords[q.norm(i)] || q.toks[i].used {
			continue
		}
		j := i + 1
		if expiryDeterminers[q.norm(j)] {
			j++
		}
		if !expiryNouns[q.norm(j)] {
			continue
		}
		if q.norm(j+1) == "date" || q.norm(j+1) == "dates" {
			j++
		}
		return i, j
	}
	return -1, -1
}

// pastWords put a record after a date ("past", "beyond"); expiryNouns
// name the date a record expires; expiryDeterminers may come between.
var (
	pastWords         = set("past", "beyond")
	expiryNouns       = set("expiration", "expiry", "expirations")
	expiryDeterminers = set("their", "the", "its", "my", "our", "an", "any")
)

// statusNegations deny the status word after them ("haven't cashed",
// "not redeemed", "never used"); statusNegationFill come between them
// ("not yet", "haven't been", "never got").
var (
	statusNegations    = set("not", "never", "havent", "hasnt", "hadnt", "didnt", "dont", "doesnt", "isnt", "arent", "wasnt", "werent", "aint")
	statusNegationFill = set("yet", "been", "ever", "already", "got", "gotten", "be",
		// "not the expired ones", "not any redeemed ones"
		"the", "any",
		// "which vouchers haven't i cashed", "didn't we use": a question
		// puts its subject between the negation and the status
		"i", "we", "you", "he", "she", "they")
)

// pastOfPlain are the status verbs in their plain form, read after
// "did" as their past ("did I cash", "didn't redeem"); alone ("vouchers
// I can cash") they say what may be done, no status. "use" is read by
// the offers' own rule (usedAsked), as an offer not used may be in
// several states.
var pastOfPlain = map[string]string{"cash": "cashed", "redeem": "redeemed"}

// turnedDown finds "turn down" or "pass on" in any tense ("did I turn
// down", "offers I passed on", "ended up turning down"): the first and
// last word, or -1.
func turnedDown(q *question) (int, int) {
	for i := range q.toks {
		switch {
		case turnVerbs[q.norm(i)] && q.norm(i+1) == "down":
		case passVerbs[q.norm(i)] && q.norm(i+1) == "on":
		default:
			continue
		}
		if !q.free(i, i+1) {
			continue
		}
		return i, i + 1
	}
	return -1, -1
}

// turnVerbs and passVerbs are "turn" and "pass" in any tense.
var (
	turnVerbs = set("turn", "turned", "turns", "turning")
	passVerbs = set("pass", "passed", "passes", "passing")
)

// pastOfGerund are the status verbs as gerunds, read after "end up" or
// "wind up" as their past ("ended up cashing", "did I end up
// redeeming").
var pastOfGerund = map[string]string{"cashing": "cashed", "redeeming": "redeemed", "using": "used"}

// endedUpBefore: "end up" or "wind up", in any tense, stands right
// before the word at i.
func endedUpBefore(q *question, i int) bool {
	return q.norm(i-1) == "up" && endUpVerbs[q.norm(i-2)]
}

// endUpVerbs come before "up" in "end up", "wound up": what came of
// something.
var endUpVerbs = set("end", "ended", "ends", "wind", "wound", "winds")

// stillToDo: the verb at i is still to be done ("need to cash", "have
// to redeem", "yet to cash", "got to cash").
func stillToDo(q *question, i int) bool {
	return q.norm(i-1) == "to" && toDoVerbs[q.norm(i-2)]
}

// toDoVerbs come before "to" and a thing still to be done.
var toDoVerbs = set("need", "needs", "have", "has", "yet", "got", "gotta")

// didBefore: "did" (or "didn't") stands before the verb at i, with only
// the words a question puts between them ("did I already", "didn't we
// ever").
func didBefore(q *question, i int) bool {
	k := i - 1
	for k >= 0 && statusNegationFill[q.norm(k)] {
		k--
	}
	if k >= 0 && q.norm(k) == "not" {
		k-- // "did not"
	}
	return k >= 0 && (q.norm(k) == "did" || q.norm(k) == "didnt")
}

// statusDenied: the status word at i is denied by the words right
// before it.
func statusDenied(q *question, i int) bool {
	k := i - 1
	for k >= 0 && statusNegationFill[q.norm(k)] {
		k--
	}
	return k >= 0 && statusNegations[q.norm(k)]
}

var (
	offerStatuses   = map[string]string{"available": "available", "unused": "available", "redeemed": "redeemed", "used": "redeemed", "declined": "declined", "expired": "expired"}
	voucherStatuses = map[string]string{"open": "open", "unused": "open", "outstanding": "open", "uncashed": "open", "unredeemed": "open", "redeemed": "redeemed", "used": "redeemed", "cashed": "redeemed", "expired": "expired"}
)

// lapseVerbs run out after "let" ("let expire", "let lapse").
var lapseVerbs = set("expire", "lapse", "die")

// letLapse finds "let" (then "them", "it" or "those") and a verb of
// running out, "run out" or "go to waste", returning its first and last
// tokens, or -1.
func letLapse(q *question) (int, int) {
	for i := range q.toks {
		if q.norm(i) != "let" || !q.free(i, i) {
			continue
		}
		k := i + 1
		if w := q.norm(k); w == "them" || w == "it" || w == "those" || w == "some" {
			k++
		}
		switch {
		case lapseVerbs[q.norm(k)]:
			return i, k
		case q.phraseAt(k, "run", "out"):
			return i, k + 1
		}
	}
	return -1, -1
}

// slotWords follow a slot denomination.
var slotWords = set("slot", "slots", "machine", "machines", "pokies")

// denominationWords are denominations written as words.
var denominationWords = map[string]float64{"penny": 0.01, "pennies": 0.01, "nickel": 0.05, "nickels": 0.05,
	"quarter": 0.25, "quarters": 0.25, "dollar": 1, "dollars": 1}

// machineAt reports whether a machine played by denomination is named at
// i: a slot machine or video poker.
func machineAt(q *question, i int) bool {
	return slotWords[q.norm(i)] || q.phraseAt(i, "video", "poker") || q.norm(i) == "videopoker"
}

// extractDenomination reads a machine's denomination ("penny slots", "25
// cent slots", "quarter video poker", and with numbers ("$5 slots") only
// when numbers mean it: the house edge of a machine, not a bet).
func extractDenomination(q *question, numbers bool) (float64, bool) {
	for i, t := range q.toks {
		if t.used {
			continue
		}
		if v, ok := denominationWords[t.norm]; ok && machineAt(q, i+1) {
			q.claim(i, i)
			return v, true
		}
		// "half dollar slots": fifty cents
		if t.norm == "half" && (q.norm(i+1) == "dollar" || q.norm(i+1) == "dollars") && machineAt(q, i+2) {
			q.claim(i, i+1)
			return 0.5, true
		}
		v, _, ok := number(t.norm)
		if !ok {
			continue
		}
		if (q.norm(i+1) == "cent" || q.norm(i+1) == "cents") && machineAt(q, i+2) {
			q.claim(i, i+1)
			return v / 100, true
		}
		if numbers && machineAt(q, i+1) {
			q.claim(i, i)
			return v, true
		}
	}
	return 0, false
}

// wagerWords name the amount bet.
var wagerWords = set("bet", "wager", "buyin", "buy")

// playWords name one play ("a $2 video poker hand", "a $1 slot spin", "a
// $5 keno ticket"): its amount is the wager only when a larger amount
// elsewhere is the win, since "a $4,000 blackjack hand" or "would a
// $1,600 keno ticket get me a W-2G" alone is the win.
var playWords = set("hand", "hands", "spin", "spins", "pull", "round", "ticket")

// largerAmount reports whether a number other than the one at skip, and
// larger than v, is still free: the win beside a wager on one play.
func largerAmount(q *question, skip int, v float64) bool {
	for j, t := range q.toks {
		if j == skip || t.used {
			continue
		}
		if w, _, ok := number(t.norm); ok && w > v {
			return true
		}
	}
	return false
}

// betVerbs name the bet before its amount ("bet $5", "betting 25
// cents"); centWords give an amount in cents ("a 75 cent bet").
var (
	betVerbs  = set("bet", "wager", "betting", "wagering", "wagered")
	centWords = set("cent", "cents")
)

// wonBefore: a win verb stands right before the number at i, or before
// its article ("hit a $2,000 keno ticket", "won $1,500").
func wonBefore(q *question, i int) bool {
	k := i - 1
	if q.norm(k) == "a" || q.norm(k) == "an" {
		k--
	}
	return winVerbs[q.norm(k)]
}

// extractWager reads the amount bet ("on a $5 bet", "bet $5", "a $100
// buy-in", "betting 25 cents"), apart from the amount won.
func extractWager(q *question) (float64, bool) {
	for i, t := range q.toks {
		if t.used {
			continue
		}
		v, dollar, ok := number(t.norm)
		if !ok {
			continue
		}
		// "on a $2 roulette bet": the game may stand between the amount
		// and the word for a bet
		next := i + 1
		cents := !dollar && centWords[q.norm(next)]
		if dollarWords[q.norm(next)] || cents {
			next++
		}
		for k := 0; k < 2 && isGameWord(q.norm(next)); k++ {
			next++
		}
		if wonBefore(q, i) {
			// "hit a $2,000 keno ticket": what a win verb hit is won,
			// whatever follows it
			continue
		}
		after := wagerWords[q.norm(next)] || (playWords[q.norm(next)] && largerAmount(q, i, v))
		// "betting twenty five", spoken: a number in words after the
		// verb of a bet, beside a larger amount won, is the bet's dollars
		spoken := (t.spelled || wordNumbers[t.norm] > 0) && !unitWords[q.norm(next)] && largerAmount(q, i, v)
		before := betVerbs[q.norm(i-1)] && (dollar || cents || spoken)
		if after || before {
			q.claim(i, i)
			if dollarWords[q.norm(i+1)] || cents {
				q.claim(i+1, i+1)
			}
			if cents {
				v /= 100
			}
			if before {
				// "betting" is read as the wager's; alone ("sports
				// betting") it is not a word of the W-2G rule
				q.claim(i-1, i-1)
			}
			if q.norm(next) == "ticket" {
				// a keno ticket is the wager only here: elsewhere it is a
				// voucher, which a W-2G rule does not read
				q.claim(next, next)
			}
			return v, true
		}
	}
	return 0, false
}

var hotelNo = set("without", "no", "dont", "doesnt", "lack", "lacking", "not", "none")

// extractHasHotel reads "with a hotel" (true), "hotel casinos" (true) and
// "without a hotel" (false), and the same said without the word hotel:
// "casinos with rooms", "lodging", "somewhere to stay the night".
func extractHasHotel(q *question) (bool, bool) {
	for i, t := range q.toks {
		if t.used {
			continue
		}
		end := i
		switch {
		case t.norm == "hotel" || t.norm == "hotels":
			if n := q.norm(i + 1); (n == "rooms" || n == "room") && q.free(i+1, i+1) {
				end = i + 1
			}
			if lodgingWords[q.norm(end+1)] && q.free(end+1, end+1) {
				// "hotel accommodations", "hotel lodging": the hotel's
				// rooms, said twice
				end++
			}
			if hotelJoined[q.norm(end+1)] && q.free(end+1, end+1) {
				// "a hotel attached", "hotel rooms on site": where the
				// hotel is, the casino's own, as "an on-site hotel" says
				end++
			} else if k := hotelOnSite(q, end+1); k > end {
				// "a hotel on site", "hotel rooms on the property"
				end = k
			}
			if j := hotelOffered(q, i); j >= 0 {
				// "casinos that offer a hotel", "does Borgata offer hotel
				// rooms": the verb goes with the hotel, as with "offer
				// rooms"; no offer of the player's is asked
				q.claim(j, j)
			}
		case lodgingWords[t.norm]:
			if j := hotelOffered(q, i); j >= 0 {
				// "casinos offering lodging", "which ones provide
				// accommodations": the verb goes with the lodging, as
				// with a hotel offered
				q.claim(j, j)
			}
		case t.norm == "rooms" || t.norm == "room":
			from := roomsToStay(q, i)
			if from < 0 {
				continue
			}
			// "offer rooms" is no offer of the player's: the verb goes
			// with the rooms.
			q.claim(from, i)
		default:
			if end = stayAt(q, i); end < 0 {
				continue
			}
		}
		// "an on-site hotel", "an onsite hotel": where the hotel is, the
		// casino's own
		if q.norm(i-1) == "onsite" && q.free(i-1, i-1) {
			q.claim(i-1, i-1)
		} else if q.phraseAt(i-2, "on", "site") && q.free(i-2, i-1) {
			q.claim(i-2, i-1)
		}
		for back := 1; back <= 3 && i-back >= 0; back++ {
			if hotelNo[q.norm(i-back)] {
				q.claim(i-back, end)
				return false, true
			}
		}
		q.claim(i, end)
		return true, true
	}
	return false, false
}

// hotelJoined say after "hotel" that the hotel is the casino's own ("a
// hotel attached", "a hotel connected", "hotel onsite").
var hotelJoined = set("attached", "connected", "adjoining", "adjacent", "onsite")

// onSiteWords end "on site", "on the premises", "on property" after a
// hotel: the casino's own.
var onSiteWords = set("site", "premises", "property", "grounds")

// hotelOnSite is the last token of "on site" ("on the premises") opening
// at token i, or -1.
func hotelOnSite(q *question, i int) int {
	if q.norm(i) != "on" {
		return -1
	}
	k := i + 1
	if q.norm(k) == "the" {
		k++
	}
	if !onSiteWords[q.norm(k)] || !q.free(i, k) {
		return -1
	}
	return k
}

// lodgingWords name a hotel's rooms without the word hotel.
var lodgingWords = set("lodging", "lodgings", "accommodation", "accommodations")

// roomKinds are the rooms of a casino that are not for staying in ("a
// poker room", "the high limit room", "a card room").
var roomKinds = set("poker", "card", "cardroom", "bingo", "slot", "slots", "limit", "vip", "smoking", "nonsmoking",
	"game", "games", "gaming", "ball", "meeting", "dining", "show", "keno", "race", "sports", "book", "private",
	"table", "tables", "rest", "restroom", "living", "board", "conference", "party", "green", "waiting", "escape")

// roomsHad come before rooms a casino has ("casinos with rooms", "which
// ones have rooms", "casinos that offer overnight rooms").
var roomsHad = set("with", "without", "have", "has", "having", "offer", "offers", "offering", "got", "rent", "rents")

// roomsKept are words between a casino's having and its rooms that the
// rooms take with them ("offer overnight rooms", "have guest rooms").
var roomsKept = set("overnight", "guest", "hotel", "a", "any", "some")

// hotelOffered is the verb offering the hotel at token i ("offer a
// hotel", "offers an onsite hotel"), or -1.
func hotelOffered(q *question, i int) int {
	for j := i - 1; j >= 0 && i-j <= 3; j-- {
		switch w := q.norm(j); {
		case offerVerbs[w] && q.free(j, j):
			return j
		case !hotelArticles[w]:
			return -1
		}
	}
	return -1
}

// offerVerbs offer a hotel, and hotelArticles come between them.
var (
	offerVerbs    = set("offer", "offers", "offering", "provide", "provides", "providing")
	hotelArticles = set("a", "an", "any", "onsite", "its", "their")
)

// roomsToStay: the rooms at token i are rooms to stay in: had by the
// casinos ("with rooms", "have guest rooms"), not a poker or card room,
// and not a number of them asked ("how many rooms"). It gives the first
// word that goes with them ("offer" in "offer overnight rooms"), or -1.
func roomsToStay(q *question, i int) int {
	if roomKinds[q.norm(i-1)] || q.norm(i-1) == "many" || q.norm(i-2) == "many" {
		return -1
	}
	from := i
	for j := i - 1; j >= 0 && i-j <= 3; j-- {
		w := q.norm(j)
		if roomsHad[w] {
			if w == "with" || w == "without" || hotelNo[w] {
				return from
			}
			return j
		}
		if !roomsKept[w] {
			return -1
		}
		from = j
	}
	return -1
}

// stayAt: the words at token i say the asker wants to stay the night
// ("somewhere to stay", "a place to stay", "where I can stay", "stay the
// night", "stay overnight", "spend the night"); it gives the last of
// them, or -1.
func stayAt(q *question, i int) int {
	w, next := q.norm(i), q.norm(i+1)
	switch {
	case (w == "stay" || w == "spend" || w == "sleep") && next == "the" && q.norm(i+2) == "night" && q.free(i, i+2):
		return i + 2
	case (w == "stay" || w == "sleep") && next == "overnight" && q.free(i, i+1):
		return i + 1
	case w == "stay" && q.free(i, i):
		// "stay and play": the casinos' own word for a hotel stay with
		// the play, a room asked for wherever it stands
		if next == "and" && q.norm(i+2) == "play" && q.free(i+1, i+2) {
			return i + 2
		}
		switch prev, before := q.norm(i-1), q.norm(i-2); {
		case prev == "to" && (before == "place" || before == "places" || before == "somewhere" || before == "where"):
			return i
		// "where I can stay", and asked: "where can I stay"
		case (prev == "can" && before == "i" || prev == "i" && before == "can") && q.norm(i-3) == "where":
			return i
		}
	}
	return -1
}

// winWords name a win ("a 1200 slot jackpot", "a $4,000 blackjack hand").
var winWords = set("jackpot", "jackpots", "win", "wins", "won", "payout", "payouts", "hit", "hand", "pot", "prize", "handpay", "handpays")

// facilityWords ask what a casino has: its slot machines, table games,
// floor ("the gaming floor"), rooms, or when it opened; "roughly" or
// "approximately" asks the same count ("roughly how many slot machines",
// "the slot machine count").
var facilityWords = set("slot", "slots", "machine", "machines", "table", "tables", "games", "game", "gaming", "floor", "square", "feet",
	"footage", "sqft", "size", "big", "large", "open", "opened", "built", "when", "year", "many", "number", "count", "rooms", "room",
	"roughly", "approximately", "approx", "approximate", "estimated")
