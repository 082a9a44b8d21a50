package trips_test

import (
	"testing"

	"github.com/tierline/tierline/transport/apitest"
)

// newTrip adds a trip through add_trip and returns it.
func newTrip(t *testing.T, p *apitest.Player, fields map[string]any) map[string]any {
	t.Helper()
	return p.MustAction(t, "add_trip", fields)["trip"].(map[string]any)
}
