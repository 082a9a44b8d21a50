package domain_test

import (
	"encoding/json"
	"math"
	"testing"

	"github.com/tierline/tierline/internal/domain"
)

func TestMoneyReadsJSONNumbersToTheCent(t *testing.T) {
	cases := []struct {
		name string
		json string
		want domain.Money
	}{
		{"a whole number is dollars", `12`, 1200},
		{"two decimals are kept exactly", `1234567.89`, 123456789},
		{"one decimal is tens of cents", `12.5`, 1250},
		{"a third decimal under 5 rounds down", `0.284`, 28},
		{"half a cent rounds away from zero", `0.125`, 13},
		{"half a cent rounds away from zero below zero too", `-0.125`, -13},
		{"a binary-unfriendly amount rounds as written", `1.005`, 101},
		{"the float sum 0.1+0.2 is 30 cents", `0.30000000000000004`, 30},
		{"a negative amount keeps its sign", `-12.34`, -1234},
		{"zero is zero", `0`, 0},
		{"minus zero is zero", `-0.0`, 0},
		{"an exponent is read through float64", `1.5e2`, 15000},
		{"a tiny exponent is zero", `1e-400`, 0},
		{"an amount beyond the range saturates (a bound check then refuses it)", `1e400`, math.MaxInt64},
		{"a negative amount beyond the range saturates", `-1e400`, math.MinInt64},
		{"a 18-digit amount of dollars saturates", `100000000000000000`, math.MaxInt64},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var m domain.Money
			if err := json.Unmarshal([]byte(c.json), &m); err != nil {
				t.Fatalf("Unmarshal(%s): %v", c.json, err)
			}
			if m != c.want {
				t.Errorf("Unmarshal(%s) = %d cents, want %d", c.json, m.Cents(), c.want.Cents())
			}
		})
	}
}

func TestMoneyRefusesWhatIsNotANumber(t *testing.T) {
	for _, in := range []string{`"12.50"`, `true`, `[]`, `{}`} {
		t.Run("refuses "+in, func(t *testing.T) {
			var m domain.Money
			err := json.Unmarshal([]byte(in), &m)
			if err == nil || err.Error() != "must be a number" {
				t.Errorf("Unmarshal(%s) error = %v, want \"must be a number\"", in, err)
			}
		})
	}
	t.Run("null leaves an optional amount unset", func(t *testing.T) {
		var in struct {
			Amount *domain.Money `json:"amount"`
		}
		if err := json.Unmarshal([]byte(`{"amount":null}`), &in); err != nil || in.Amount != nil {
			t.Errorf("amount = %v (error %v), want nil", in.Amount, err)
		}
	})
}

func TestMoneyWritesTwoDecimals(t *testing.T) {
	cases := []struct {
		m    domain.Money
		json string
		text string
	}{
		{1250, `12.50`, "$12.50"},
		{120000, `1200.00`, "$1,200"},
		{123456789, `1234567.89`, "$1,234,567.89"},
		{5, `0.05`, "$0.05"},
		{0, `0.00`, "$0"},
		{-1250, `-12.50`, "-$12.50"},
		{-100000000, `-1000000.00`, "-$1,000,000"},
		{math.MinInt64, `-92233720368547758.08`, "-$92,233,720,368,547,758.08"},
	}
	for _, c := range cases {
		t.Run(c.text+" is "+c.json+" in JSON", func(t *testing.T) {
			b, err := json.Marshal(c.m)
			if err != nil || string(b) != c.json {
				t.Errorf("Marshal(%d cents) = %s (error %v), want %s", c.m.Cents(), b, err, c.json)
			}
			if got := c.m.String(); got != c.text {
				t.Errorf("String(%d cents) = %q, want %q", c.m.Cents(), got, c.text)
			}
			var back domain.Money
			if err := json.Unmarshal(b, &back); err != nil || back != c.m {
				t.Errorf("round trip of %d cents gave %d (error %v)", c.m.Cents(), back.Cents(), err)
			}
		})
	}
}

func TestDollarsOfRoundsEstimatesToTheCent(t *testing.T) {
	cases := []struct {
		name string
		v    float64
		want domain.Money
	}{
		{"a theo of 10.1520 is $10.15", 10.152, 1015},
		{"0.1 + 0.2 is 30 cents", 0.1 + 0.2, 30},
		{"a loss keeps its sign", -72.456, -7246},
		{"NaN is nothing", math.NaN(), 0},
		{"+Inf saturates", math.Inf(1), math.MaxInt64},
		{"-Inf saturates", math.Inf(-1), math.MinInt64},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := domain.DollarsOf(c.v); got != c.want {
				t.Errorf("DollarsOf(%v) = %d cents, want %d", c.v, got.Cents(), c.want.Cents())
			}
		})
	}
}

func TestMoneyScansIntegerCents(t *testing.T) {
	cases := []struct {
		name string
		src  any
		want domain.Money
		ok   bool
	}{
		{"an integer column", int64(123456789), 123456789, true},
		{"the text of a sum", []byte("-4200"), -4200, true},
		{"a string", "30", 30, true},
		{"a floating-point value is refused, not rounded silently", 12.5, 0, false},
		{"text that is not whole cents is refused", "12.50", 0, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var m domain.Money
			err := m.Scan(c.src)
			if (err == nil) != c.ok || m != c.want {
				t.Errorf("Scan(%v) = %d cents, error %v; want %d, ok %v", c.src, m.Cents(), err, c.want.Cents(), c.ok)
			}
		})
	}
}

func TestWholeDollarsRoundsHalfAwayFromZero(t *testing.T) {
	cases := []struct{ in, want domain.Money }{
		{340040, 340000}, {340050, 340100}, {-340050, -340100}, {-340049, -340000}, {0, 0},
		{math.MaxInt64, math.MaxInt64 - 7}, {math.MinInt64, math.MinInt64 + 8},
	}
	for _, c := range cases {
		t.Run(c.in.String()+" is "+c.want.String(), func(t *testing.T) {
			if got := c.in.WholeDollars(); got != c.want {
				t.Errorf("WholeDollars(%d cents) = %d", c.in.Cents(), got.Cents())
			}
		})
	}
}
