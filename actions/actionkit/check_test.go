package actionkit

import (
	"errors"
	"testing"

	"github.com/tierline/tierline/internal/domain"
)

func TestChecks(t *testing.T) {
	day := func(s string) *domain.Date {
		d, err := domain.ParseDate(s)
		if err != nil {
			t.Fatal(err)
		}
		return &d
	}
	tests := []struct {
		name string
		err  error
		want string // the field refused, "" when accepted
	}{
		{"a name", RequireName("casino_name", "Bellagio"), ""},
		{"a name of spaces is missing", RequireName("casino_name", "  \t"), "casino_name"},
		{"an open period", CheckPeriod(day("2026-03-01"), nil), ""},
		{"one day", CheckPeriod(day("2026-03-01"), day("2026-03-01")), ""},
		{"to before from", CheckPeriod(day("2026-03-02"), day("2026-03-01")), "to"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := refusedField(tt.err); got != tt.want || (tt.want == "") != (tt.err == nil) {
				t.Errorf("refused field %q (error %v), want %q", got, tt.err, tt.want)
			}
		})
	}
}

func TestRound(t *testing.T) {
	for _, tt := range []struct {
		v      float64
		places int
		want   float64
	}{{66.666, 1, 66.7}, {12.345, 2, 12.35}, {-2.5, 0, -3}, {1234.5, 0, 1235}} {
		if got := Round(tt.v, tt.places); got != tt.want {
			t.Errorf("Round(%v, %d) = %v, want %v", tt.v, tt.places, got, tt.want)
		}
	}
}

// refusedField is the field an invalid_request names ("" for no error).
func refusedField(err error) string {
	var e *domain.Error
	if errors.As(err, &e) && e.Code == domain.EINVALID {
		return e.Field
	}
	return ""
}
