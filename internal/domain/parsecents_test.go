package domain

import (
	"strconv"
	"strings"
	"testing"
)

// TestParseCentsIsTheOneBefore holds parseCents to the version before it
// added the dollars up itself (strconv.ParseInt): the same texts read,
// as the same amount, for every sign, integer part and fraction at the
// edges of what it takes.
func TestParseCentsIsTheOneBefore(t *testing.T) {
	wholes := []string{"", "0", "00", "01", "1", "9", "10", "12", "1500", "a", "1a", "a1", " 1", "1 ", "+1", "1e5", "0x1",
		"1234567890123456", "9999999999999999", "10000000000000000", "99999999999999999", "123456789012345678901"}
	for n := 1; n <= 18; n++ {
		wholes = append(wholes, strings.Repeat("9", n), "1"+strings.Repeat("0", n-1), strings.Repeat("7", n))
	}
	fracs := []string{"", ".", ".0", ".5", ".05", ".004", ".005", ".0049", ".495", ".499", ".994", ".995", ".9999",
		".1e5", ".x", ". 5", "..5", ".5.", ".-5", ".+5", ".12345678901234567890"}
	for _, sign := range []string{"", "-", "--", "+"} {
		for _, w := range wholes {
			for _, f := range fracs {
				s := sign + w + f
				got, ok := parseCents(s)
				want, wantOK := parseCentsBefore(s)
				if ok != wantOK || got != want {
					t.Errorf("parseCents(%q) = %d, %v; want %d, %v", s, got, ok, want, wantOK)
				}
			}
		}
	}
}

// parseCentsBefore is parseCents as it was, for TestParseCentsIsTheOneBefore.
func parseCentsBefore(s string) (Money, bool) {
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	whole, frac, hasFrac := strings.Cut(s, ".")
	if whole == "" || len(whole) > maxWholeDigits || (len(whole) > 1 && whole[0] == '0') ||
		!allDigits(whole) || (hasFrac && (frac == "" || !allDigits(frac))) {
		return 0, false
	}
	dollars, err := strconv.ParseInt(whole, 10, 64)
	if err != nil {
		return 0, false
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

func BenchmarkMoneyUnmarshalJSON(b *testing.B) {
	text := []byte(`1500`)
	for b.Loop() {
		var m Money
		if err := m.UnmarshalJSON(text); err != nil {
			b.Fatal(err)
		}
	}
}
