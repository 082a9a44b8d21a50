package tiers

import (
	"math"
	"strings"

	"github.com/tierline/tierline/internal/domain"
)

// requireName is the rule tags cannot say: a required free-text name that
// holds only spaces is missing.
func requireName(field, value string) error {
	if strings.TrimSpace(value) == "" {
		return domain.Invalid(field, "is required")
	}
	return nil
}

// round rounds to places decimals.
func round(v float64, places int) float64 {
	p := math.Pow(10, float64(places))
	return math.Round(v*p) / p
}
