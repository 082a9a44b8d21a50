package domain

import (
	"encoding/json"
	"testing"
	"time"

	"math/rand/v2"
)

func TestParseDate(t *testing.T) {
	tests := []struct {
		in string
		ok bool
	}{
		{"2026-11-22", true}, {"2024-02-29", true},
		{"2026-02-29", false}, {"2026-13-01", false}, {"2026-1-2", false},
		{"22/11/2026", false}, {"2026-11-22T00:00:00Z", false}, {"", false},
	}
	for _, tt := range tests {
		d, err := ParseDate(tt.in)
		if (err == nil) != tt.ok {
			t.Errorf("ParseDate(%q) error = %v, want ok %v", tt.in, err, tt.ok)
		}
		if err == nil && d.String() != tt.in {
			t.Errorf("ParseDate(%q).String() = %q", tt.in, d)
		}
	}
}

func TestDateJSONAndScan(t *testing.T) {
	var d Date
	if err := json.Unmarshal([]byte(`"2026-03-09"`), &d); err != nil || d.String() != "2026-03-09" {
		t.Fatalf("unmarshal: %v %v", d, err)
	}
	for _, bad := range []string{`20260309`, `"2026-03-32"`, `"0000-01-01"`, `"1899-12-31"`, `null`} {
		var x Date
		err := json.Unmarshal([]byte(bad), &x)
		if bad == `null` {
			if err != nil || !x.IsZero() {
				t.Errorf("null: %v %v", x, err)
			}
			continue
		}
		if err == nil {
			t.Errorf("unmarshal %s succeeded", bad)
		}
	}
	out, _ := json.Marshal(NewDate(2026, time.January, 2))
	if string(out) != `"2026-01-02"` {
		t.Errorf("marshal = %s", out)
	}
	for _, src := range []any{
		time.Date(2026, 3, 9, 0, 0, 0, 0, time.UTC),
		"2026-03-09", []byte("2026-03-09"), "2026-03-09T00:00:00Z",
	} {
		var x Date
		if err := x.Scan(src); err != nil || x.String() != "2026-03-09" {
			t.Errorf("Scan(%#v) = %v, %v", src, x, err)
		}
	}
	if d := NewDate(2026, 1, 30); d.AddDays(3).String() != "2026-02-02" || d.DaysUntil(NewDate(2026, 2, 2)) != 3 {
		t.Errorf("date arithmetic is off")
	}
}

func TestTimestamp(t *testing.T) {
	ny, _ := time.LoadLocation("America/New_York")
	ts := NewTimestamp(time.Date(2026, 11, 22, 2, 30, 0, 123456789, ny))
	out, _ := json.Marshal(ts)
	if string(out) != `"2026-11-22T07:30:00Z"` {
		t.Errorf("JSON = %s, want RFC 3339 in UTC", out)
	}
	v, _ := ts.Value()
	if v != "2026-11-22 07:30:00.123456Z" {
		t.Errorf("stored as %v, want fixed-width UTC text to the microsecond", v)
	}
	for _, src := range []any{v, []byte(v.(string)), ts.Time, "2026-11-22T07:30:00.123456Z"} {
		var back Timestamp
		if err := back.Scan(src); err != nil || !back.Equal(ts.Time) {
			t.Errorf("Scan(%#v) = %v, %v; want %v", src, back, err, ts)
		}
	}
	var bad Timestamp
	if err := json.Unmarshal([]byte(`"yesterday"`), &bad); err == nil {
		t.Error("a non-RFC 3339 timestamp was accepted")
	}
}

func TestTimestampBounds(t *testing.T) {
	tests := []struct {
		in string
		ok bool
	}{
		{`"1900-01-01T00:00:00Z"`, true},
		{`"9999-12-31T23:59:59Z"`, true},
		{`"1899-12-31T23:59:59Z"`, false},
		{`"0000-01-01T00:00:00Z"`, false},
		{`"9999-12-31T23:59:59-23:59"`, false}, // year 10000 in UTC
	}
	for _, tt := range tests {
		var ts Timestamp
		if err := json.Unmarshal([]byte(tt.in), &ts); (err == nil) != tt.ok {
			t.Errorf("unmarshal %s: error = %v, want ok %v", tt.in, err, tt.ok)
		}
	}
}

// TestDigitFormatsAreTheLayouts: dates and instants written digit by digit
// read exactly as the layouts write them, across the years a date may
// hold, the edges of months, leap days and every hour, and the years
// outside four digits that fall back to the layouts.
func TestDigitFormatsAreTheLayouts(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	var times []time.Time
	for range 5000 {
		times = append(times, time.Unix(rng.Int64N(253402300799+62135596800)-62135596800, rng.Int64N(1e9)).In(time.FixedZone("x", int(rng.Int64N(50400))-25200)))
	}
	times = append(times,
		time.Date(2024, 2, 29, 23, 59, 59, 999999999, time.UTC), time.Date(1900, 1, 1, 0, 0, 0, 0, time.UTC),
		time.Date(9999, 12, 31, 23, 59, 59, 0, time.UTC), time.Date(10000, 1, 1, 0, 0, 0, 0, time.UTC),
		time.Date(-1, 6, 1, 12, 0, 0, 0, time.UTC), time.Date(0, 1, 1, 0, 0, 0, 0, time.UTC), time.Time{})
	for _, tm := range times {
		d := Date{tm}
		got, _ := d.MarshalText()
		if want := tm.Format(DateLayout); string(got) != want {
			t.Fatalf("date of %v: %s, want %s", tm, got, want)
		}
		js, _ := json.Marshal(d)
		if want := `"` + tm.Format(DateLayout) + `"`; string(js) != want {
			t.Fatalf("date of %v as JSON: %s, want %s", tm, js, want)
		}
		ts, _ := json.Marshal(Timestamp{Time: tm})
		if want := `"` + tm.UTC().Format(time.RFC3339) + `"`; string(ts) != want {
			t.Fatalf("instant %v: %s, want %s", tm, ts, want)
		}
	}
}
