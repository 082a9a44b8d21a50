package domain

import (
	"encoding/json"
	"fmt"
	"testing"
	"time"
)

// TestDateFastPathAgrees checks that the quick read of a plain date
// answers exactly what the long way (encoding/json, then time.Parse and
// the range check) answers, for every day around the edges of the range
// and for texts that only look like dates.
func TestDateFastPathAgrees(t *testing.T) {
	var texts []string
	for _, from := range []time.Time{earliest.AddDate(0, 0, -40), time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC), latest.AddDate(0, 0, -40)} {
		for d := range 800 {
			texts = append(texts, `"`+from.AddDate(0, 0, d).Format(DateLayout)+`"`)
		}
	}
	texts = append(texts, dateTexts()...)
	for _, text := range texts {
		var fast Date
		fastErr := fast.UnmarshalJSON([]byte(text))
		var s string
		var slow Date
		var slowErr error
		if err := json.Unmarshal([]byte(text), &s); err != nil {
			slowErr = err
		} else if slow, slowErr = ParseDate(s); slowErr == nil && (slow.t.Before(earliest) || slow.t.After(latest)) {
			slowErr, slow = errOutOfRange, Date{}
		}
		if (fastErr == nil) != (slowErr == nil) || fast != slow {
			t.Errorf("%s: read as %v (%v), want %v (%v)", text, fast, fastErr, slow, slowErr)
		}
	}
}

var errOutOfRange = &Error{Code: EINVALID, Message: "out of range"}

// dateTexts are texts at the edges of plainDate: every month and day
// number of a common and a leap year, the end of February of every year
// of four digits, every day of the centuries where the leap rules
// differ, and texts that only look like dates.
func dateTexts() []string {
	var texts []string
	for _, y := range []int{2026, 2024, 1900, 2000, 9999} {
		for m := range 100 {
			for d := range 100 {
				texts = append(texts, fmt.Sprintf(`"%04d-%02d-%02d"`, y, m, d))
			}
		}
	}
	for y := range 10000 {
		for _, md := range []string{"01-01", "02-28", "02-29", "02-30", "03-01", "12-31"} {
			texts = append(texts, fmt.Sprintf(`"%04d-%s"`, y, md))
		}
	}
	for _, from := range []time.Time{time.Date(1896, 1, 1, 0, 0, 0, 0, time.UTC), time.Date(1996, 1, 1, 0, 0, 0, 0, time.UTC),
		time.Date(2096, 1, 1, 0, 0, 0, 0, time.UTC), time.Date(2396, 1, 1, 0, 0, 0, 0, time.UTC), time.Date(9996, 1, 1, 0, 0, 0, 0, time.UTC)} {
		for d := range 9 * 366 {
			texts = append(texts, `"`+from.AddDate(0, 0, d).Format(DateLayout)+`"`)
		}
	}
	return append(texts, `"2026-02-29"`, `"2024-02-29"`, `"2026-04-31"`, `"2026-13-01"`, `"2026-00-10"`, `"2026-01-00"`,
		`"0000-01-01"`, `"2026-1-01"`, `"2026/01/01"`, `"2026-01-0a"`, `"+026-01-01"`, `"-026-01-01"`, `"2026-01-01 "`,
		`"20\u00326-01-01"`, `2026`, `"10000-01-01"`, `"2026-01-01"x`, `x2026-01-01"`, `'2026-01-01'`, `"2026-01-+1"`,
		`"2026-+1-01"`, `"2026-01--1"`, `"2026-01- 1"`, `"2026- 1-01"`, `"202 -01-01"`, `"2026:01-01"`, `"2026-01:01"`,
		"\"2026-01-\xff1\"", `"2026-01-01`, `2026-01-01"`, `""`, `"1899-12-31"`, `"1900-01-01"`)
}

// TestPlainDateIsTheOneBefore holds plainDate to the version before it
// read days by arithmetic (time.Date, then t.Day() and the range check
// on the time): the same texts read, as the same Date.
func TestPlainDateIsTheOneBefore(t *testing.T) {
	for _, text := range dateTexts() {
		got, ok := plainDate([]byte(text))
		want, wantOK := plainDateBefore([]byte(text))
		if ok != wantOK || got != want {
			t.Errorf("plainDate(%s) = %v, %v; want %v, %v", text, got, ok, want, wantOK)
		}
	}
}

// plainDateBefore is plainDate as it was, for TestPlainDateIsTheOneBefore.
func plainDateBefore(b []byte) (Date, bool) {
	if len(b) != len(DateLayout)+2 || b[0] != '"' || b[len(b)-1] != '"' || b[5] != '-' || b[8] != '-' {
		return Date{}, false
	}
	num := func(s []byte) (int, bool) {
		n := 0
		for _, c := range s {
			if c < '0' || c > '9' {
				return 0, false
			}
			n = n*10 + int(c-'0')
		}
		return n, true
	}
	y, ok1 := num(b[1:5])
	m, ok2 := num(b[6:8])
	day, ok3 := num(b[9:11])
	if !ok1 || !ok2 || !ok3 || m < 1 || m > 12 || day < 1 {
		return Date{}, false
	}
	t := time.Date(y, time.Month(m), day, 0, 0, 0, 0, time.UTC)
	if t.Day() != day || t.Before(earliest) || t.After(latest) {
		return Date{}, false // a day the month does not have, or out of range
	}
	return Date{t}, true
}

func BenchmarkDateUnmarshalJSON(b *testing.B) {
	text := []byte(`"2026-03-01"`)
	for b.Loop() {
		var d Date
		if err := d.UnmarshalJSON(text); err != nil {
			b.Fatal(err)
		}
	}
}
