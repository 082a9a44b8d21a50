// Package trips holds the trip actions of POST /v1/player, one file each.
package trips

import (
	"math"
	"strings"

	"github.com/tierline/tierline"
	"github.com/tierline/tierline/persistence"
)

// tripView is a trip as actions return it: the spec's Trip fields and the
// player's notes.
type tripView struct {
	persistence.Trip
	Notes *string `json:"notes"`
}

func viewTrip(t *persistence.Trip) tripView {
	return tripView{Trip: *t, Notes: t.Notes}
}

// checkTripFields is the rule set shared by add_trip and update_trip.
func checkTripFields(casinoName string, start, end *tierline.Date) error {
	if strings.TrimSpace(casinoName) == "" {
		return tierline.Invalid("casino_name", "is required")
	}
	if start != nil && end != nil && end.Before(*start) {
		return tierline.Invalid("end_date", "must be on or after start_date")
	}
	return nil
}

// cleanName trims a free-text casino name and collapses inner spaces.
func cleanName(s string) string {
	return strings.Join(strings.Fields(s), " ")
}

// cents rounds a dollar amount to the cent.
func cents(v *float64) *float64 {
	if v == nil {
		return nil
	}
	r := math.Round(*v*100) / 100
	return &r
}
