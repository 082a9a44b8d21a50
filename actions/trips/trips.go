// Package trips holds the trip actions of POST /v1/player, one file each.
package trips

import (
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
