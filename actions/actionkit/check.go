package actionkit

import (
	"math"
	"strings"

	"github.com/tierline/tierline/internal/domain"
)

// RequireName is the rule tags cannot say: a required free-text name that
// holds only spaces is missing.
func RequireName(field, value string) error {
	if strings.TrimSpace(value) == "" {
		return domain.Invalid(field, "is required")
	}
	return nil
}

// CheckPeriod refuses a from/to filter whose to is before its from.
func CheckPeriod(from, to *domain.Date) error {
	if from != nil && to != nil && to.Before(*from) {
		return domain.Invalid("to", "must be on or after from")
	}
	return nil
}

// Round rounds v to places decimals, half away from zero, for figures an
// answer shows (percentages, points).
func Round(v float64, places int) float64 {
	p := math.Pow(10, float64(places))
	return math.Round(v*p) / p
}
