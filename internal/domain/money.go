package domain

import (
	"database/sql/driver"
	"fmt"
	"math"
	"strconv"
	"strings"
)

// Money is an amount of U.S. dollars held exactly, as a whole number of
// cents. Amounts a player records (buy-ins, cash-outs, coin-in, vouchers,
// offers, W-2G figures, budgets) are Money from the request to the row and
// back: an integer column in both stores, sums without rounding drift,
// and a JSON number with two decimals (12.50).
//
// Estimates (theo, ADT, expected value, comp value) are float64
// computations over rates; DollarsOf rounds one to the cent where it is
// shown, so every dollar figure on the wire looks the same.
type Money int64

// Cents is the amount of c cents.
func Cents(c int64) Money { return Money(c) }

// DollarsOf rounds a dollar amount to the cent, half away from zero (the
// rule the service has always used: round(v × 100) cents). Amounts beyond
// the range of Money saturate rather than wrap, so a bound check still
// refuses them; NaN is 0.
func DollarsOf(v float64) Money {
	c := math.Round(v * 100)
	switch {
	case math.IsNaN(c):
		return 0
	case c >= math.MaxInt64:
		return math.MaxInt64
	case c <= math.MinInt64:
		return math.MinInt64
	}
	return Money(c)
}

// Cents is the amount in cents.
func (m Money) Cents() int64 { return int64(m) }

// Dollars is the amount in dollars, for arithmetic with rates and for the
// validator's bounds (which are written in dollars).
func (m Money) Dollars() float64 { return float64(m) / 100 }

// Times is a share or an estimate from the amount (a house edge, a
// reinvestment rate, 90% of losses): computed in float64 and rounded to
// the cent by DollarsOf.
func (m Money) Times(f float64) Money { return DollarsOf(m.Dollars() * f) }

// WholeDollars is the amount rounded to the dollar, half away from zero,
// for prose that quotes round figures (a tier-match letter).
func (m Money) WholeDollars() Money {
	cents := m % 100 // carries m's sign
	m -= cents
	switch {
	case cents >= 50:
		m += 100
	case cents <= -50:
		m -= 100
	}
	return m
}

// Decimal is the amount as a plain decimal with two places ("1234.50",
// "-0.05"): the JSON number and the CSV field.
func (m Money) Decimal() string {
	var b [24]byte
	return string(m.appendDecimal(b[:0]))
}

// appendDecimal appends Decimal to b.
func (m Money) appendDecimal(b []byte) []byte {
	c := uint64(m)
	if m < 0 {
		b, c = append(b, '-'), uint64(-m) // math.MinInt64 negates to itself; as uint64 it is right
	}
	b = strconv.AppendUint(b, c/100, 10)
	return append(b, '.', byte('0'+c%100/10), byte('0'+c%10))
}

// String is the amount for people, the one money format of messages,
// letters and notifications: a dollar sign, thousands separated by commas,
// and cents unless the amount is whole dollars ("$1,200", "$1,234.56",
// "-$12.50").
func (m Money) String() string {
	sign, c := "", uint64(m)
	if m < 0 {
		sign, c = "-", uint64(-m)
	}
	whole := strconv.FormatUint(c/100, 10)
	var b strings.Builder
	b.WriteString(sign)
	b.WriteByte('$')
	for i := range len(whole) {
		if i > 0 && (len(whole)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteByte(whole[i])
	}
	if cents := c % 100; cents != 0 {
		fmt.Fprintf(&b, ".%02d", cents)
	}
	return b.String()
}

// MarshalJSON writes the amount as a JSON number with two decimals.
func (m Money) MarshalJSON() ([]byte, error) {
	return m.appendDecimal(make([]byte, 0, 24)), nil
}

// AppendJSON appends MarshalJSON's number (jsonenc.Appender).
func (m Money) AppendJSON(dst []byte) []byte { return m.appendDecimal(dst) }

// UnmarshalJSON reads a JSON number of dollars and rounds it to the cent,
// half away from zero. A number written in plain decimals is rounded as
// written (0.125 is 13 cents), without a detour through binary floating
// point; one with an exponent goes through DollarsOf. Anything but a
// number is refused with the message the decoder shows for the field.
func (m *Money) UnmarshalJSON(b []byte) error {
	s := string(b)
	if s == "null" {
		return nil // null leaves the amount unset, as encoding/json expects
	}
	if c, ok := parseCents(s); ok {
		*m = c
		return nil
	}
	if !isJSONNumber(s) {
		return fmt.Errorf("must be a number")
	}
	f, err := strconv.ParseFloat(s, 64)
	if err != nil && !isRangeError(err) {
		return fmt.Errorf("must be a number")
	}
	*m = DollarsOf(f) // ±Inf from an overflow saturates
	return nil
}

// maxWholeDigits is the longest integer part parseCents takes exactly: 16
// digits of dollars are under 10^18 cents, inside int64.
const maxWholeDigits = 16

// parseCents reads a JSON number without an exponent ("-12.345") exactly,
// rounding to the cent half away from zero; ok is false for any other text
// (an exponent, a string, a longer integer part).
func parseCents(s string) (Money, bool) {
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	whole, frac, hasFrac := strings.Cut(s, ".")
	if whole == "" || len(whole) > maxWholeDigits || (len(whole) > 1 && whole[0] == '0') ||
		!allDigits(whole) || (hasFrac && (frac == "" || !allDigits(frac))) {
		return 0, false
	}
	// At most maxWholeDigits digits, so no overflow: what strconv.ParseInt
	// returns, without its set-up and checks.
	var dollars int64
	for i := range len(whole) {
		dollars = dollars*10 + int64(whole[i]-'0')
	}
	digit := func(i int) int64 {
		if i < len(frac) {
			return int64(frac[i] - '0')
		}
		return 0
	}
	c := dollars*100 + digit(0)*10 + digit(1)
	if digit(2) >= 5 { // what is left is at least half a cent
		c++
	}
	if neg {
		c = -c
	}
	return Money(c), true
}

func allDigits(s string) bool {
	for i := range len(s) {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// isJSONNumber reports whether s, valid JSON (encoding/json checks it
// before UnmarshalJSON runs), is a number rather than a string, a boolean,
// an array or an object.
func isJSONNumber(s string) bool {
	return s != "" && (s[0] == '-' || '0' <= s[0] && s[0] <= '9')
}

func isRangeError(err error) bool {
	ne, ok := err.(*strconv.NumError)
	return ok && ne.Err == strconv.ErrRange
}

// Value stores the amount as its integer number of cents.
func (m Money) Value() (driver.Value, error) { return int64(m), nil }

// Scan reads an integer number of cents (an integer column, or the text
// of one, as a SUM may come back).
func (m *Money) Scan(src any) error {
	switch v := src.(type) {
	case int64:
		*m = Money(v)
	case []byte:
		return m.scanText(string(v))
	case string:
		return m.scanText(v)
	case nil:
		*m = 0
	default:
		return fmt.Errorf("money: cannot scan %T (want integer cents)", src)
	}
	return nil
}

func (m *Money) scanText(s string) error {
	c, err := strconv.ParseInt(s, 10, 64)
	if err != nil {
		return fmt.Errorf("money: %q is not a whole number of cents", s)
	}
	*m = Money(c)
	return nil
}
