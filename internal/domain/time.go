package domain

import (
	"database/sql/driver"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"
)

// DateLayout is the wire and storage form of a calendar date.
const DateLayout = "2006-01-02"

// Date is a calendar date without a time zone: "YYYY-MM-DD" in JSON and in
// both stores (a date column on PostgreSQL, text on SQLite).
type Date struct {
	t time.Time // midnight UTC of the day
}

// NewDate returns the date of year, month and day.
func NewDate(year int, month time.Month, day int) Date {
	return Date{time.Date(year, month, day, 0, 0, 0, 0, time.UTC)}
}

// DateOf returns the calendar date of t in t's own location.
func DateOf(t time.Time) Date {
	return NewDate(t.Year(), t.Month(), t.Day())
}

// ParseDate reads "YYYY-MM-DD" strictly (2026-02-30 is an error).
func ParseDate(s string) (Date, error) {
	t, err := time.Parse(DateLayout, s)
	if err != nil {
		return Date{}, fmt.Errorf("%q is not a date of the form YYYY-MM-DD", s)
	}
	return Date{t}, nil
}

// IsZero reports whether d is the zero date (unset).
func (d Date) IsZero() bool { return d.t.IsZero() }

// Time is midnight UTC of the date.
func (d Date) Time() time.Time { return d.t }

// Year is the date's year.
func (d Date) Year() int { return d.t.Year() }

// String is "YYYY-MM-DD".
func (d Date) String() string { return d.t.Format(DateLayout) }

// Before reports whether d is earlier than e.
func (d Date) Before(e Date) bool { return d.t.Before(e.t) }

// After reports whether d is later than e.
func (d Date) After(e Date) bool { return d.t.After(e.t) }

// AddDays returns the date n days later (earlier for negative n).
func (d Date) AddDays(n int) Date { return Date{d.t.AddDate(0, 0, n)} }

// DaysUntil is the number of days from d to e (negative when e is earlier).
func (d Date) DaysUntil(e Date) int { return int(e.t.Sub(d.t).Hours() / 24) }

// MarshalText is "YYYY-MM-DD", which encoding/json writes as a JSON
// string. A text marshaller rather than MarshalJSON: encoding/json checks
// and compacts whatever MarshalJSON returns, a cost paid per date of every
// answer, and a string needs neither.
func (d Date) MarshalText() ([]byte, error) {
	return appendDate(make([]byte, 0, len(DateLayout)), d.t), nil
}

// AppendJSON appends the date as a JSON string, the bytes encoding/json
// writes from MarshalText (jsonenc.Appender): no allocation of its own.
func (d Date) AppendJSON(dst []byte) []byte {
	return append(appendDate(append(dst, '"'), d.t), '"')
}

// appendDate appends t's date as YYYY-MM-DD, as t.AppendFormat(b,
// DateLayout) does; digit by digit for the years of four digits (every
// date the service keeps), which costs a fraction of the layout's
// interpretation, paid for every date of every answer.
func appendDate(b []byte, t time.Time) []byte {
	year, month, day := t.Date()
	if year < 0 || year > 9999 {
		return t.AppendFormat(b, DateLayout)
	}
	return append(b, byte('0'+year/1000), byte('0'+year/100%10), byte('0'+year/10%10), byte('0'+year%10), '-',
		byte('0'+int(month)/10), byte('0'+int(month)%10), '-', byte('0'+day/10), byte('0'+day%10))
}

// UnmarshalJSON reads "YYYY-MM-DD".
func (d *Date) UnmarshalJSON(b []byte) error {
	if string(b) == "null" {
		return nil // null leaves the date unset, as encoding/json expects
	}
	if v, ok := plainDate(b); ok {
		*d = v
		return nil
	}
	var s string
	if err := json.Unmarshal(b, &s); err != nil {
		return fmt.Errorf("must be a date string of the form YYYY-MM-DD")
	}
	v, err := ParseDate(s)
	if err != nil {
		return err
	}
	if v.t.Before(earliest) || v.t.After(latest) {
		return fmt.Errorf("%q is outside the dates this service keeps (%s to %s)", s, earliest.Format(DateLayout), latest.Format(DateLayout))
	}
	*d = v
	return nil
}

// plainDate reads the usual JSON date, "YYYY-MM-DD" of a real day inside
// the dates this service keeps, without the set-up of encoding/json and
// time.Parse; ok is false for anything else, which UnmarshalJSON reads
// the long way (and so explains). The day is checked against its
// month's length and the year against earliest and latest by arithmetic,
// and the time made from the day's number since 1970: time.Date, and
// t.Day() to catch a day the month lacks, were most of a date's cost.
func plainDate(b []byte) (Date, bool) {
	if len(b) != len(DateLayout)+2 || b[0] != '"' || b[len(b)-1] != '"' || b[5] != '-' || b[8] != '-' {
		return Date{}, false
	}
	for _, i := range [...]int{1, 2, 3, 4, 6, 7, 9, 10} {
		if b[i] < '0' || b[i] > '9' {
			return Date{}, false
		}
	}
	y := int(b[1]-'0')*1000 + int(b[2]-'0')*100 + int(b[3]-'0')*10 + int(b[4]-'0')
	m := int(b[6]-'0')*10 + int(b[7]-'0')
	d := int(b[9]-'0')*10 + int(b[10]-'0')
	// earliest is 1900-01-01 and latest in 9999, the last year of four
	// digits.
	if y < earliestYear || m < 1 || m > 12 || d < 1 || d > daysIn(m, y) {
		return Date{}, false
	}
	return Date{time.Unix(daysSinceEpoch(y, m, d)*secondsPerDay, 0).UTC()}, true
}

// earliestYear is earliest's; plainDate counts on earliest being the
// year's first day and latest in year 9999 (TestDateFastPathAgrees).
const earliestYear = 1900

const secondsPerDay = 24 * 60 * 60

// daysIn is the number of days of month m of year y (Gregorian).
func daysIn(m, y int) int {
	if m == 2 {
		if y%4 == 0 && (y%100 != 0 || y%400 == 0) {
			return 29
		}
		return 28
	}
	return 30 + (m+m/8)%2 // 31 in January, March, May, July, August, October, December
}

// daysSinceEpoch is the number of days from 1970-01-01 to y-m-d
// (Gregorian, y >= 1), by Howard Hinnant's days_from_civil: the year
// counted from March, so that a leap day is the last of its year.
func daysSinceEpoch(y, m, d int) int64 {
	if m <= 2 {
		y--
	}
	era := y / 400
	yoe := y - era*400                  // [0, 399]
	doy := (153*((m+9)%12)+2)/5 + d - 1 // [0, 365], from March 1
	doe := yoe*365 + yoe/4 - yoe/100 + doy
	return int64(era*146097 + doe - 719468)
}

// earliest and latest bound the dates and instants a client may send. Both
// stores and Go disagree about years before 1 and after 9999 (PostgreSQL
// has no year 0; RFC 3339 has four-digit years), and no casino record is
// older than 1900, so a date outside is a mistake, refused with the field
// named, not a store error.
var (
	earliest = time.Date(1900, 1, 1, 0, 0, 0, 0, time.UTC)
	latest   = time.Date(9999, 12, 31, 23, 59, 59, 0, time.UTC)
)

// Value stores the date as "YYYY-MM-DD", which PostgreSQL casts to date
// and SQLite keeps as text that sorts in date order.
func (d Date) Value() (driver.Value, error) {
	return d.String(), nil
}

// Scan reads a date column (time.Time from PostgreSQL, text from SQLite).
func (d *Date) Scan(src any) error {
	switch v := src.(type) {
	case time.Time:
		*d = DateOf(v)
		return nil
	case string:
		return d.scanString(v)
	case []byte:
		return d.scanString(string(v))
	default:
		return fmt.Errorf("date: cannot scan %T", src)
	}
}

func (d *Date) scanString(s string) error {
	if len(s) > len(DateLayout) {
		s = s[:len(DateLayout)] // tolerate "2026-01-02T00:00:00Z" and the like
	}
	v, err := ParseDate(s)
	if err != nil {
		return err
	}
	*d = v
	return nil
}

// Timestamp is an instant, RFC 3339 in UTC on the wire ("2026-11-22T07:30:00Z").
type Timestamp struct {
	time.Time
	// hideTimeJSON takes time.Time's MarshalJSON out of Timestamp's
	// methods: two embedded fields offering it at the same depth promote
	// neither. encoding/json then writes MarshalText's text as a string,
	// rather than checking and compacting what a MarshalJSON returns, a
	// cost paid per instant of every answer.
	hideTimeJSON
}

// hideTimeJSON exists only for Timestamp (above); its method is never
// reached through a Timestamp.
type hideTimeJSON struct{}

func (hideTimeJSON) MarshalJSON() ([]byte, error) { return nil, errors.New("domain: hideTimeJSON") }

// NewTimestamp wraps t, in UTC, at microsecond precision (what both stores keep).
func NewTimestamp(t time.Time) Timestamp {
	return Timestamp{Time: t.UTC().Truncate(time.Microsecond)}
}

// MarshalText is RFC 3339 in UTC, to the second; encoding/json writes it
// as a string (nothing in it needs escaping).
func (t Timestamp) MarshalText() ([]byte, error) {
	return t.AppendText(make([]byte, 0, len(time.RFC3339)))
}

// AppendText appends MarshalText's text to b (it stands in for
// time.Time's own, which writes nanoseconds and the zone).
func (t Timestamp) AppendText(b []byte) ([]byte, error) {
	u := t.UTC()
	if y := u.Year(); y < 0 || y > 9999 {
		return u.AppendFormat(b, time.RFC3339), nil
	}
	// YYYY-MM-DDTHH:MM:SSZ digit by digit, as RFC3339 writes UTC.
	hour, minute, second := u.Clock()
	b = appendDate(b, u)
	return append(b, 'T', byte('0'+hour/10), byte('0'+hour%10), ':', byte('0'+minute/10), byte('0'+minute%10), ':',
		byte('0'+second/10), byte('0'+second%10), 'Z'), nil
}

// AppendJSON appends the instant as a JSON string, the bytes
// encoding/json writes from MarshalText (jsonenc.Appender).
func (t Timestamp) AppendJSON(dst []byte) []byte {
	dst, _ = t.AppendText(append(dst, '"'))
	return append(dst, '"')
}

// UnmarshalJSON reads RFC 3339.
func (t *Timestamp) UnmarshalJSON(b []byte) error {
	if string(b) == "null" {
		return nil
	}
	var s string
	if err := json.Unmarshal(b, &s); err != nil {
		return fmt.Errorf("must be an RFC 3339 timestamp string")
	}
	v, err := time.Parse(time.RFC3339, s)
	if err != nil {
		return fmt.Errorf("%q is not an RFC 3339 timestamp such as 2026-11-22T07:30:00Z", s)
	}
	if v.Before(earliest) || v.After(latest) {
		return fmt.Errorf("%q is outside the instants this service keeps (%s to %s)", s, earliest.Format(time.RFC3339), latest.Format(time.RFC3339))
	}
	*t = NewTimestamp(v)
	return nil
}

// timestampLayout is how timestamps are stored as text on SQLite: fixed
// width in UTC, so text order is time order.
const timestampLayout = "2006-01-02 15:04:05.000000Z"

// Value stores the instant in UTC.
func (t Timestamp) Value() (driver.Value, error) {
	return t.UTC().Format(timestampLayout), nil
}

// Scan reads a timestamp column (time.Time from PostgreSQL, text from SQLite).
func (t *Timestamp) Scan(src any) error {
	switch v := src.(type) {
	case time.Time:
		*t = NewTimestamp(v)
		return nil
	case string:
		return t.scanString(v)
	case []byte:
		return t.scanString(string(v))
	default:
		return fmt.Errorf("timestamp: cannot scan %T", src)
	}
}

func (t *Timestamp) scanString(s string) error {
	for _, layout := range []string{timestampLayout, time.RFC3339Nano, "2006-01-02 15:04:05.999999999-07:00", "2006-01-02 15:04:05"} {
		if v, err := time.Parse(layout, strings.TrimSpace(s)); err == nil {
			*t = NewTimestamp(v)
			return nil
		}
	}
	return fmt.Errorf("timestamp: cannot read %q", s)
}
