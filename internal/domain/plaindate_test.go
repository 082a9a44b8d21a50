package domain

import (
	"encoding/json"
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
	texts = append(texts, `"2026-02-29"`, `"2024-02-29"`, `"2026-04-31"`, `"2026-13-01"`, `"2026-00-10"`, `"2026-01-00"`,
		`"0000-01-01"`, `"2026-1-01"`, `"2026/01/01"`, `"2026-01-0a"`, `"+026-01-01"`, `"2026-01-01 "`, `"20\u00326-01-01"`, `2026`)
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
